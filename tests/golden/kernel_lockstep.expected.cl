// OpenCL C 1.2 migrated by cuport from kernel_lockstep.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// Warp-synchronous code: the lanes of a warp exchange through a volatile __shared__ pointer
// with nothing between the statements, counting on lock-step (a classic final-warp
// reduction, and a scan written as chained assignments). Reported (CUPORT1222), with a
// warp barrier between the statements; __syncwarp() between them, or a plain (not
// volatile) array, is not such code.
void warpReduce(__local volatile float *s, unsigned int tid)
{
    // CUPORT1222:0: these statements exchange data between the lanes of a warp through 's' with no synchronisation between them, counting on the warp running in lock-step; cuport puts a warp barrier (cuport_lockstep) between them, which holds on NVIDIA and on sub-groups of 32, but on devices without either (CPUs, PoCL) the lanes do not run in lock-step and the result is wrong: rewrite it with shuffles, or with __syncwarp()/__syncthreads() between the reads and the writes in code every thread reaches
    s[tid] += s[tid + 32]; cuport_lockstep();
    s[tid] += s[tid + 16]; cuport_lockstep();
    s[tid] += s[tid + 8]; cuport_lockstep();
    s[tid] += s[tid + 4]; cuport_lockstep();
    s[tid] += s[tid + 2]; cuport_lockstep();
    s[tid] += s[tid + 1];
}

int warpScan(int v, __local volatile int *s)
{
    int idx = 2 * (uint)get_local_id(0) - ((uint)get_local_id(0) & 31);
    s[idx] = 0;
    idx += 32;
    int t = s[idx] = v;
    // CUPORT1222:1: these statements exchange data between the lanes of a warp through 's' with no synchronisation between them, counting on the warp running in lock-step; cuport puts a warp barrier (cuport_lockstep) between them, which holds on NVIDIA and on sub-groups of 32, but on devices without either (CPUs, PoCL) the lanes do not run in lock-step and the result is wrong: rewrite it with shuffles, or with __syncwarp()/__syncthreads() between the reads and the writes in code every thread reaches
    s[idx] = t += s[idx - 1]; cuport_lockstep();
    s[idx] = t += s[idx - 2]; cuport_lockstep();
    s[idx] = t += s[idx - 4];
    return s[idx - 1];
}

__kernel void reduce(__global const float *in, __global float *out, __global int *scan)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    __local float sdata[128] __attribute__((aligned(16)));
    __local int sscan[128] __attribute__((aligned(16)));
    unsigned tid = get_local_id(0);
    sdata[tid] = in[tid];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (tid < 32)
        warpReduce(sdata, tid);
    scan[tid] = warpScan((int)in[tid], sscan);
    // synchronised: not reported
    { const bool cuport_p0 = (tid < 32); {
        __local volatile float *v = sdata;
        if (cuport_p0) v[tid] += v[tid + 16];
        // CUPORT1207:2: '__syncwarp' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        cuport_syncwarp(cuport_ws, 0xffffffffu);
        if (cuport_p0) v[tid] += v[tid + 8];
    } }
    if (tid == 0)
        out[get_group_id(0)] = sdata[0];
}

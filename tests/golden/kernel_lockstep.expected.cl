// OpenCL C 1.2 migrated by cuport from kernel_lockstep.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// Warp-synchronous code: the lanes of a warp exchange through a volatile __shared__ pointer
// with nothing between the statements, counting on lock-step (a classic final-warp
// reduction, and a scan written as chained assignments). Each statement is split into its
// read, a barrier every work-item reaches, its write and a barrier, the branches around it
// predicated; __syncwarp() between them, or a plain (not volatile) array, is not such code.
void warpReduce(__local volatile float *s, unsigned int tid, int cuport_active)
{
    { cuport_lockstep_sync(); volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active ? *cuport_a + (s[tid + 32]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }
    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active ? *cuport_a + (s[tid + 16]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }
    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active ? *cuport_a + (s[tid + 8]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }
    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active ? *cuport_a + (s[tid + 4]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }
    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active ? *cuport_a + (s[tid + 2]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }
    { volatile __local float *cuport_a = &(s[tid]); float cuport_l = cuport_active ? *cuport_a + (s[tid + 1]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }
}

int warpScan(int v, __local volatile int *s, int cuport_active)
{
    int idx = 2 * (uint)get_local_id(0) - ((uint)get_local_id(0) & 31);
    if (cuport_active) s[idx] = 0;
    if (cuport_active) idx += 32;
    int t = cuport_active ? (s[idx] = v) : 0;
    { cuport_lockstep_sync(); volatile __local int *cuport_a = &(s[idx]); int cuport_l = cuport_active ? (t += s[idx - 1]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }
    { volatile __local int *cuport_a = &(s[idx]); int cuport_l = cuport_active ? (t += s[idx - 2]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }
    { volatile __local int *cuport_a = &(s[idx]); int cuport_l = cuport_active ? (t += s[idx - 4]) : 0; cuport_lockstep_sync(); if (cuport_active) *cuport_a = cuport_l; cuport_lockstep_sync(); }
    return cuport_active ? (s[idx - 1]) : 0;
}

__kernel void reduce(__global const float *in, __global float *out, __global int *scan)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    __local float sdata[128] __attribute__((aligned(16)));
    __local int sscan[128] __attribute__((aligned(16)));
    unsigned tid = get_local_id(0);
    sdata[tid] = in[tid];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    { const bool cuport_p0 = (tid < 32);
        warpReduce(sdata, tid, cuport_p0); }
    scan[tid] = warpScan((int)in[tid], sscan, 1);
    // synchronised: not reported
    { const bool cuport_p1 = (tid < 32); {
        __local volatile float *v = sdata;
        if (cuport_p1) v[tid] += v[tid + 16];
        // CUPORT1207:0: '__syncwarp' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        cuport_syncwarp(cuport_ws, 0xffffffffu);
        if (cuport_p1) v[tid] += v[tid + 8];
    } }
    // CUPORT1229:1: in kernel 'reduce', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */
    if (tid == 0)
        out[get_group_id(0)] = sdata[0];
}

// A scan through a volatile pointer parameter, each step in its own if (HeCBench's split
// writes it so), called by every thread and then under `if (idx < 32)`: made convergent.
unsigned int scanSteps(unsigned int val, __local volatile unsigned int *s, int maxlevel, int cuport_active)
{
    int idx = 2 * (uint)get_local_id(0) - ((uint)get_local_id(0) & 31);
    if (cuport_active) s[idx] = 0;
    if (cuport_active) idx += 32;
    if (cuport_active) s[idx] = val;
    { const bool cuport_p0 = cuport_active && (0 <= maxlevel); { { cuport_lockstep_sync(); volatile __local unsigned int *cuport_a = &(s[idx]); unsigned int cuport_l = cuport_p0 ? *cuport_a + (s[idx - 1]) : 0; cuport_lockstep_sync(); if (cuport_p0) *cuport_a = cuport_l; cuport_lockstep_sync(); } } }
    { const bool cuport_p1 = cuport_active && (1 <= maxlevel); { { volatile __local unsigned int *cuport_a = &(s[idx]); unsigned int cuport_l = cuport_p1 ? *cuport_a + (s[idx - 2]) : 0; cuport_lockstep_sync(); if (cuport_p1) *cuport_a = cuport_l; cuport_lockstep_sync(); } } }
    { const bool cuport_p2 = cuport_active && (2 <= maxlevel); { volatile __local unsigned int *cuport_a = &(s[idx]); unsigned int cuport_l = cuport_p2 ? *cuport_a + (s[idx - 4]) : 0; cuport_lockstep_sync(); if (cuport_p2) *cuport_a = cuport_l; cuport_lockstep_sync(); } }
    return cuport_active ? (s[idx] - val) : 0;
}

__kernel void steps(__global unsigned int *out)
{
    __local unsigned sm[256] __attribute__((aligned(16)));
    unsigned v = scanSteps((uint)get_local_id(0), sm, 2, 1);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    { const bool cuport_p0 = ((uint)get_local_id(0) < 32);
        { unsigned int cuport_h1 = scanSteps(v, sm, 1, cuport_p0); if (cuport_p0) out[get_local_id(0)] = cuport_h1; } }
}

// A return in the branch: it cannot be predicated, and is reported.
__kernel void early(__global float *out)
{
    __local float s[64] __attribute__((aligned(16)));
    unsigned t = get_local_id(0);
    s[t] = out[t];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // CUPORT1214:2: this branch or loop holds warp exchanges that not every thread may reach, and cuport could not make it convergent (a return inside it, a break or continue of a loop whose trip count differs between threads, or an exchange stored straight to memory); on devices without native warp support it needs restructuring by hand
    if (t < 32) {
        __local volatile float *v = s;
        if (out[t] < 0)
            return;
        // CUPORT1222:3: these statements exchange data between the lanes of a warp through 'v' with no synchronisation between them, counting on the warp running in lock-step, in a branch cuport could not make every work-item run (a return inside it); cuport puts a warp barrier (cuport_lockstep) after each, which holds on NVIDIA and on sub-groups of 32, but on devices without either (CPUs, PoCL) the lanes do not run in lock-step and the result is wrong: move the return out of the branch, or rewrite the code with shuffles
        v[t] += v[t + 16]; cuport_lockstep();
        v[t] += v[t + 8]; cuport_lockstep();
    }
    out[t] = s[t];
}

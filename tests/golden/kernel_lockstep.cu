// Warp-synchronous code: the lanes of a warp exchange through a volatile __shared__ pointer
// with nothing between the statements, counting on lock-step (a classic final-warp
// reduction, and a scan written as chained assignments). Reported (CUPORT1222), with a
// warp barrier between the statements; __syncwarp() between them, or a plain (not
// volatile) array, is not such code.
__device__ void warpReduce(volatile float *s, unsigned tid)
{
    s[tid] += s[tid + 32];
    s[tid] += s[tid + 16];
    s[tid] += s[tid + 8];
    s[tid] += s[tid + 4];
    s[tid] += s[tid + 2];
    s[tid] += s[tid + 1];
}

__device__ int warpScan(int v, volatile int *s)
{
    int idx = 2 * threadIdx.x - (threadIdx.x & 31);
    s[idx] = 0;
    idx += 32;
    int t = s[idx] = v;
    s[idx] = t += s[idx - 1];
    s[idx] = t += s[idx - 2];
    s[idx] = t += s[idx - 4];
    return s[idx - 1];
}

__global__ void reduce(const float *in, float *out, int *scan)
{
    __shared__ float sdata[128];
    __shared__ int sscan[128];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[tid];
    __syncthreads();
    if (tid < 32)
        warpReduce(sdata, tid);
    scan[tid] = warpScan((int)in[tid], sscan);
    // synchronised: not reported
    if (tid < 32) {
        volatile float *v = sdata;
        v[tid] += v[tid + 16];
        __syncwarp();
        v[tid] += v[tid + 8];
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}

void run(const float *i, float *o, int *s) { reduce<<<1, 64>>>(i, o, s); }

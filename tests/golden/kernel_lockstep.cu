// Warp-synchronous code: the lanes of a warp exchange through a volatile __shared__ pointer
// with nothing between the statements, counting on lock-step (a classic final-warp
// reduction, and a scan written as chained assignments). Each statement is split into its
// read, a barrier every work-item reaches, its write and a barrier, the branches around it
// predicated; __syncwarp() between them, or a plain (not volatile) array, is not such code.
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

// A scan through a volatile pointer parameter, each step in its own if (HeCBench's split
// writes it so), called by every thread and then under `if (idx < 32)`: made convergent.
__device__ unsigned scanSteps(unsigned val, volatile unsigned *s, int maxlevel)
{
    int idx = 2 * threadIdx.x - (threadIdx.x & 31);
    s[idx] = 0;
    idx += 32;
    s[idx] = val;
    if (0 <= maxlevel) { s[idx] += s[idx - 1]; }
    if (1 <= maxlevel) { s[idx] += s[idx - 2]; }
    if (2 <= maxlevel) s[idx] += s[idx - 4];
    return s[idx] - val;
}

__global__ void steps(unsigned *out)
{
    __shared__ unsigned sm[256];
    unsigned v = scanSteps(threadIdx.x, sm, 2);
    __syncthreads();
    if (threadIdx.x < 32)
        out[threadIdx.x] = scanSteps(v, sm, 1);
}

// A return in the branch: it cannot be predicated, and is reported.
__global__ void early(float *out)
{
    __shared__ float s[64];
    unsigned t = threadIdx.x;
    s[t] = out[t];
    __syncthreads();
    if (t < 32) {
        volatile float *v = s;
        if (out[t] < 0)
            return;
        v[t] += v[t + 16];
        v[t] += v[t + 8];
    }
    out[t] = s[t];
}

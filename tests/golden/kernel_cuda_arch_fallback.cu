// When the device-side parse of a unit fails (here the device branch calls a host-only
// function, which only the device compilation rejects), the kernels come from the host-side
// parse: the host branch of __CUDA_ARCH__ is translated, and that is reported (1215).
int hostOnly(int x) { return x + 1; }

__device__ int pick(int x)
{
#ifdef __CUDA_ARCH__
    return hostOnly(x);
#else
    return x * 2;
#endif
}

__global__ void fallback(int *p) { p[threadIdx.x] = pick(p[threadIdx.x]); }

void run(int *p) { fallback<<<1, 32>>>(p); }

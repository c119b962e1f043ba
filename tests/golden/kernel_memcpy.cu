// memcpy and memset in device code: the runtime's byte copies, named by the address spaces
// of their pointers (OpenCL C has neither function nor a generic address space).
#include <cstring>

struct Pair {
    float a, b;
};

__global__ void copies(const float *in, float *out)
{
    __shared__ float stage[64];
    float local[2];
    Pair p;
    memcpy(local, in + 2 * threadIdx.x, sizeof(local));
    memcpy(&p, local, sizeof(p));
    memset(stage + threadIdx.x, 0, sizeof(float));
    __syncthreads();
    memcpy(stage + threadIdx.x, &p.a, sizeof(float));
    __syncthreads();
    memcpy(out + threadIdx.x, stage + (threadIdx.x + 1) % 64, sizeof(float));
    memset(&p, 0, sizeof(p));
    out[threadIdx.x] += p.b;
}

void run(const float *i, float *o) { copies<<<1, 64>>>(i, o); }

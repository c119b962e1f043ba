// Function-like macros in device code: the definitions go into the .cl with their bodies
// translated; built-ins whose form depends on types (shuffles, atomics) or on the calling
// function (a clone, hidden arguments) take it from the expansions, and a macro is defined
// again where an expansion needs another form. Typedefs named like OpenCL's types.
#include <sys/types.h>

typedef unsigned int uint;
typedef unsigned char uchar;
typedef unsigned short half;

#define IMUL(a, b) __mul24(a, b)
#define UMAD(a, b, c) (IMUL((a), (b)) + (c))
#define SQ(x) ((x) * (x))
#define SAT(x) __saturatef(x)
#define LOAD(p) __ldg(p)
#define VEC(x) make_float4(x, x, x, 1.0f)
#define SYNC() __syncthreads()
#define __shfl(v, d) __shfl_sync(0xffffffff, v, d)
#define ADD(p, v) atomicAdd(p, v)
#define SCALE(p) scale(p)

__device__ void scale(float *p) { *p *= 2.0f; }

__global__ void ints(uint *out, int *count, const uchar *in)
{
    __shared__ int local_count;
    uint i = UMAD(blockIdx.x, blockDim.x, threadIdx.x);
    int v = __shfl((int)in[i], 0) + SQ(threadIdx.x);
    if (threadIdx.x == 0)
        local_count = 0;
    SYNC();
    ADD(&local_count, 1);
    SYNC();
    out[i] = IMUL(v, 3) + (uint)local_count;
    ADD(count, v);
}

__global__ void floats(float *out, const float *in, float4 *vec, ushort *tag)
{
    __shared__ float tile[32];
    uint i = UMAD(blockIdx.x, blockDim.x, threadIdx.x);
    float x = SAT(LOAD(in + i));
    tile[threadIdx.x % 32] = __shfl(x, 1);
    SCALE(&tile[threadIdx.x % 32]);
    SCALE(out + i);
    out[i] += tile[threadIdx.x % 32];
    vec[i] = VEC(x);
    half h = (half)i;
    tag[i] = (ushort)h;
}

int main()
{
    ints<<<1, 32>>>(0, 0, 0);
    floats<<<1, 32>>>(0, 0, 0, 0);
    return 0;
}

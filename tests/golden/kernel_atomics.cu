// Atomics on global and shared memory for every type CUDA defines them on.
__global__ void atomics(int *i, unsigned int *u, unsigned long long *ull, float *f, double *d)
{
    __shared__ unsigned int hist[32];
    __shared__ float fsum;
    __shared__ double dsum;
    hist[threadIdx.x % 32] = 0;
    __syncthreads();
    atomicAdd(&hist[threadIdx.x % 32], 1u);
    atomicAdd(&fsum, 1.5f);
    atomicAdd(&dsum, 2.5);
    atomicAdd(i, 1);
    atomicSub(i, 2);
    atomicExch(u, 3u);
    atomicMin(i, -4);
    atomicMax(u, 5u);
    atomicInc(u, 100u);
    atomicDec(u, 100u);
    atomicCAS(i, 0, 1);
    atomicAnd(u, 0xffu);
    atomicOr(u, 0x100u);
    atomicXor(u, 0x3u);
    atomicAdd(ull, 1ull);
    atomicCAS(ull, 0ull, 2ull);
    atomicAdd(f, 0.5f);
    atomicExch(f, 0.0f);
    atomicAdd(d, 0.25);
    atomicAdd_block(i, 1);
    atomicAdd_system(u, 1u);
    __threadfence();
    __threadfence_block();
    __threadfence_system();
    __syncthreads();
    if (threadIdx.x == 0)
        *f += fsum + (float)dsum + hist[0];
}

void run(int *i, unsigned *u, unsigned long long *l, float *f, double *d)
{
    atomics<<<1, 32>>>(i, u, l, f, d);
}

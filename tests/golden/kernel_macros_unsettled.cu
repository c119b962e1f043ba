// cuport-test: no-build (what a macro body cannot be given is reported, CUPORT1208)
// A macro needed in two forms on one line (an atomic on __shared__ and on global memory),
// and a built-in whose name comes from a macro argument, so no copied body holds it.
#define ADD(p, v) atomicAdd(p, v)
#define APPLY(f, x) f(0xffffffff, x, 0)

__global__ void count(int *total, int *out)
{
    __shared__ int local_total;
    if (threadIdx.x == 0)
        local_total = 0;
    __syncthreads();
    ADD(total, 1); ADD(&local_total, 1);
    out[threadIdx.x] = APPLY(__shfl_sync, local_total);
}

int main()
{
    count<<<1, 32>>>(0, 0);
    return 0;
}

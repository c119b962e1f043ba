// CUDA calls inside OpenMP constructs: a parallel region where each host thread copies its
// slice, launches and copies back; a parallel for whose iterations launch; code under
// #ifdef _OPENMP (the branch nvcc -Xcompiler -fopenmp compiles). Correct with OpenMP and,
// built without -fopenmp, on one thread with OpenMP's stub routines. Self-checking.
#include <cstdio>
#include <cstdlib>
#include <omp.h>

__global__ void scale_add(int *a, int n, int mul, int add)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = a[i] * mul + add;
}

static int check(cudaError_t e, const char *what)
{
    if (e != cudaSuccess) {
        printf("%s: %s\n", what, cudaGetErrorString(e));
        return 1;
    }
    return 0;
}

int main()
{
    const int threads = 4, per = 1000, n = threads * per;
    int *h = (int *)malloc(n * sizeof(int)), bad = 0, errors = 0;
    for (int i = 0; i < n; i++)
        h[i] = i;

#ifdef _OPENMP
    /* the branch nvcc -Xcompiler -fopenmp compiles: its CUDA calls are migrated too */
    omp_set_num_threads(threads);
    errors += check(cudaDeviceSynchronize(), "cudaDeviceSynchronize under _OPENMP");
#endif

#pragma omp parallel reduction(+ : errors)
    {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        int *d = NULL, *slice = h + t * (n / nt), len = n / nt;
        errors += check(cudaSetDevice(0), "cudaSetDevice");
        errors += check(cudaMalloc((void **)&d, len * sizeof(int)), "cudaMalloc");
        errors += check(cudaMemcpy(d, slice, len * sizeof(int), cudaMemcpyHostToDevice), "copy in");
        scale_add<<<(len + 127) / 128, 128>>>(d, len, 2, t);
        errors += check(cudaGetLastError(), "launch");
        errors += check(cudaMemcpy(slice, d, len * sizeof(int), cudaMemcpyDeviceToHost), "copy out");
        errors += check(cudaFree(d), "cudaFree");
    }
    int nt = 1; /* how many threads the region had: they split the data */
#pragma omp parallel
    {
#pragma omp single
        nt = omp_get_num_threads();
    }
    for (int i = 0; i < n; i++)
        bad += h[i] != i * 2 + i / (n / nt);

    int *d = NULL;
    cudaMalloc((void **)&d, n * sizeof(int));
    cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaStream_t s[threads];
    for (int k = 0; k < threads; k++)
        cudaStreamCreate(&s[k]);
#pragma omp parallel for
    for (int k = 0; k < threads; k++)
        scale_add<<<(per + 63) / 64, 64, 0, s[k]>>>(d + k * per, per, 1, 100);
    cudaDeviceSynchronize();
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        bad += h[i] != i * 2 + i / (n / nt) + 100;
    for (int k = 0; k < threads; k++)
        cudaStreamDestroy(s[k]);
    cudaFree(d);
    free(h);
    printf("openmp_host: %d errors, %d wrong\n%s\n", errors, bad, errors + bad ? "FAIL" : "PASS");
    return errors + bad ? 1 : 0;
}

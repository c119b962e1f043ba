// Host cost per launch in loops of many small launches, in microseconds (host wall clock of
// the loop, then a synchronisation: the launches queue faster than a 1-block kernel runs
// only if the host side is cheap). Four loops, 20000 launches each:
//   same_args    one kernel, the same six arguments every time (a solver's inner loop)
//   new_args     the same kernel, one scalar argument changing every launch
//   two_kernels  two kernels taking turns, ping-pong buffers (Jacobi, pathfinder)
//   stream       same_args on a created stream instead of the default stream
// Lines "launch_us NAME US" (median of 5 runs of each loop); PASS when the results add up.
#include <chrono>
#include <cstdio>
#include <algorithm>
#include <cuda_runtime.h>

__global__ void step(float *out, const float *in, int n, float a, float b, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] * a + b + (float)(k & 1);
}

__global__ void bump(int *count)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        count[0] += 1;
}

static double now_us()
{
    using namespace std::chrono;
    return (double)duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count() /
           1e3;
}

int main()
{
    const int iters = 20000, runs = 5, n = 256;
    float *x, *y;
    int *count, h_count = 0, failures = 0;
    cudaStream_t s;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMalloc(&count, sizeof(int));
    cudaMemset(x, 0, n * sizeof(float));
    cudaMemset(count, 0, sizeof(int));
    cudaStreamCreate(&s);
    const char *names[4] = {"same_args", "new_args", "two_kernels", "stream"};
    double best[4][runs];
    long expect = 0;
    for (int pass = 0; pass <= runs; pass++) { // pass 0 warms up
        for (int l = 0; l < 4; l++) {
            cudaDeviceSynchronize();
            double t0 = now_us();
            for (int k = 0; k < iters; k++) {
                switch (l) {
                case 0: step<<<1, n>>>(y, x, n, 1.0f, 0.0f, 0); break;
                case 1: step<<<1, n>>>(y, x, n, 1.0f, 0.0f, k); break;
                case 2:
                    if (k & 1)
                        step<<<1, n>>>(x, y, n, 0.5f, 1.0f, 0);
                    else
                        bump<<<1, 32>>>(count);
                    break;
                case 3: step<<<1, n, 0, s>>>(y, x, n, 1.0f, 0.0f, 0); break;
                }
            }
            if (l == 2)
                expect += iters / 2;
            cudaDeviceSynchronize();
            if (pass)
                best[l][pass - 1] = (now_us() - t0) / iters;
        }
    }
    for (int l = 0; l < 4; l++) {
        std::sort(best[l], best[l] + runs);
        printf("launch_us %s %.3f\n", names[l], best[l][runs / 2]);
    }
    cudaMemcpy(&h_count, count, sizeof(int), cudaMemcpyDeviceToHost);
    if (h_count != expect) {
        printf("count %d, expected %ld\n", h_count, expect);
        failures++;
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        printf("%s\n", cudaGetErrorString(e));
        failures++;
    }
    printf("%s\n", failures ? "FAIL" : "PASS");
    cudaStreamDestroy(s);
    cudaFree(x);
    cudaFree(y);
    cudaFree(count);
    return failures != 0;
}

// managed_variables: __managed__ variables that host code reads and writes by name between
// kernels, as a flag that says "run me again" and a histogram the host clears, the way
// iterative solvers use them.  The host's writes must reach the next kernel; the kernels'
// writes must be seen by the host after it synchronizes (through the device, a stream, an
// event or a synchronous copy); symbol copies and cudaGetSymbolAddress see the same values.
#include <cstdio>
#include <cstring>

#define MANAGED __managed__

MANAGED __device__ int again;           // a flag the kernel sets, the host clears
__managed__ int rounds = 7;             // initialised: the host's value before any kernel
__managed__ unsigned hist[16];
__managed__ float scale;

namespace solver {
__managed__ double total;
}

__global__ void halve(int *v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && v[i] > 1) {
    v[i] /= 2;
    if (v[i] > 1)
      again = 1;
  }
}

__global__ void histogram(const int *v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&hist[v[i] & 15], 1u);
  if (i == 0) {
    rounds += 1;
    solver::total = scale * 2.0;
  }
}

__global__ void bump(int *p) { *p += 100; }

int main(int argc, char **argv)
{
  int n = argc > 1 && !strcmp(argv[1], "--quick") ? 1000 : 100000, bad = 0;
  int *v;
  cudaMalloc(&v, n * sizeof(int));
  int *h = new int[n];
  for (int i = 0; i < n; i++)
    h[i] = 1 << (i % 11);
  cudaMemcpy(v, h, n * sizeof(int), cudaMemcpyHostToDevice);

  // The host clears the flag before each launch and reads it after the synchronization.
  int iterations = 0;
  do {
    again = 0;
    halve<<<(n + 127) / 128, 128>>>(v, n);
    cudaDeviceSynchronize();
    iterations++;
  } while (again && iterations < 100);
  bad |= iterations != 10;   // 1024 halves to 1 in ten steps, the last finds nothing to do
  printf("halving: %d iterations\n", iterations);

  // The initialiser and the host's writes reach the kernel; a stream's synchronization
  // brings the kernel's writes back.
  bad |= rounds != 7;
  for (int b = 0; b < 16; b++)
    hist[b] = 0;
  scale = 1.5f;
  cudaStream_t s;
  cudaStreamCreate(&s);
  histogram<<<(n + 127) / 128, 128, 0, s>>>(v, n);
  cudaStreamSynchronize(s);
  unsigned sum = 0;
  for (int b = 0; b < 16; b++)
    sum += hist[b];
  bad |= sum != (unsigned)n || hist[1] != (unsigned)n || rounds != 8 || solver::total != 3.0;
  printf("histogram: %u of %d in bin 1, rounds %d, total %g\n", hist[1], n, rounds,
         solver::total);

  // The host writes again; an event's synchronization, then a synchronous copy.
  rounds = 40;
  cudaEvent_t e;
  cudaEventCreate(&e);
  histogram<<<1, 1>>>(v, 1);
  cudaEventRecord(e);
  cudaEventSynchronize(e);
  bad |= rounds != 41 || hist[1] != (unsigned)n + 1;
  rounds = 50;
  histogram<<<1, 1>>>(v, 1);
  int first = 0;
  cudaMemcpy(&first, v, sizeof first, cudaMemcpyDeviceToHost);
  bad |= rounds != 51 || first != 1;

  // The symbol copies and the symbol's device address see the same variable.
  int copied = 0;
  cudaMemcpyFromSymbol(&copied, rounds, sizeof copied);
  bad |= copied != 51;
  rounds = 60;
  cudaMemcpyFromSymbol(&copied, rounds, sizeof copied);
  bad |= copied != 60;
  int nine = 9;
  cudaMemcpyToSymbol(rounds, &nine, sizeof nine);
  bad |= rounds != 9;
  int *p = nullptr;
  cudaGetSymbolAddress((void **)&p, rounds);
  rounds = 11;
  bump<<<1, 1>>>(p);
  cudaDeviceSynchronize();
  bad |= rounds != 111;
  printf("symbol copies: rounds %d\n", rounds);

  cudaEventDestroy(e);
  cudaStreamDestroy(s);
  cudaFree(v);
  delete[] h;
  bad |= cudaGetLastError() != cudaSuccess;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}

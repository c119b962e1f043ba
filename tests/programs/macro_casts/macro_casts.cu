// macro_casts: C++ functional casts of scalars (uint32_t(-1), float(v), unsigned(1)) inside
// macros that device code uses, the way portability headers spell a full warp mask.  The
// macros travel into the .cl, where C has no functional casts.
#include <cstdint>
#include <cstdio>

#define ALL_LANES uint32_t(-1)
#define HALF(v) (float(v) * 0.5f)
#define LANE_BIT(n) (unsigned(1) << (n))
#define WIDE(v) uint64_t(v)
#define BROADCAST(v) __shfl_sync(ALL_LANES, v, 0)

__global__ void casts(const int *in, float *half, unsigned *bits, unsigned long long *wide,
                      int *first)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  half[i] = HALF(in[i]);
  bits[i] = ALL_LANES ^ LANE_BIT(i % 32);
  wide[i] = WIDE(in[i]) * 3000000000ull;
  first[i] = BROADCAST(in[i]);  // every lane of the warp reaches it
}

int main()
{
  const int n = 128;
  int h[n];
  for (int i = 0; i < n; i++)
    h[i] = 3 * i + 1;
  int *din, *dfirst;
  float *dhalf;
  unsigned *dbits;
  unsigned long long *dwide;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dfirst, n * sizeof(int));
  cudaMalloc(&dhalf, n * sizeof(float));
  cudaMalloc(&dbits, n * sizeof(unsigned));
  cudaMalloc(&dwide, n * sizeof(unsigned long long));
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  casts<<<n / 64, 64>>>(din, dhalf, dbits, dwide, dfirst);
  float half[n];
  unsigned bits[n];
  unsigned long long wide[n];
  int first[n];
  cudaMemcpy(half, dhalf, sizeof half, cudaMemcpyDeviceToHost);
  cudaMemcpy(bits, dbits, sizeof bits, cudaMemcpyDeviceToHost);
  cudaMemcpy(wide, dwide, sizeof wide, cudaMemcpyDeviceToHost);
  cudaMemcpy(first, dfirst, sizeof first, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    bool ok = half[i] == h[i] * 0.5f && bits[i] == (0xffffffffu ^ (1u << (i % 32))) &&
              wide[i] == (unsigned long long)h[i] * 3000000000ull && first[i] == h[i / 32 * 32];
    if (!ok && bad++ < 5)
      printf("[%d] half %g bits %08x wide %llu first %d\n", i, half[i], bits[i], wide[i], first[i]);
  }
  cudaFree(din);
  cudaFree(dfirst);
  cudaFree(dhalf);
  cudaFree(dbits);
  cudaFree(dwide);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

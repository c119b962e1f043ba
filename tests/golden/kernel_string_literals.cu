// String literals in device code live in OpenCL's __constant space: a literal cast to a byte
// pointer, a pointer initialised with one, an array of pointers initialised with several,
// and a device function called with a literal and with global memory (one instance each).
#include <stdint.h>
__device__ uint32_t pack4(const uint8_t *a)
{
  return a[0] | (a[1] << 8) | (a[2] << 16) | ((uint32_t)a[3] << 24);
}
__global__ void k(const uint8_t *key, uint32_t *out)
{
  const uint8_t *magic = (uint8_t *)"expand 32-byte k";
  const char *msg = "hello";
  out[threadIdx.x] = pack4(magic + 4 * (threadIdx.x % 4)) ^ pack4(key + 4 * threadIdx.x) + msg[threadIdx.x % 5];
}
__global__ void names(int *len)
{
  const char *table[2] = {"one", "three"};
  const char *s = table[threadIdx.x % 2];
  int n = 0;
  while (s[n])
    n++;
  len[threadIdx.x] = n;
}

int main()
{
  uint8_t *key;
  uint32_t *out;
  int *len;
  cudaMalloc(&key, 64);
  cudaMalloc(&out, 64);
  cudaMalloc(&len, 64);
  k<<<1, 16>>>(key, out);
  names<<<1, 16>>>(len);
  cudaDeviceSynchronize();
  return 0;
}

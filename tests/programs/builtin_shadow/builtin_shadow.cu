// builtin_shadow: parameters and locals named like the OpenCL C built-in functions that CUDA's
// built-ins become (lroundf -> round, __saturatef -> clamp, __popc -> popcount, __sad ->
// abs_diff, __umulhi -> mul_hi, fminf -> fmin, rsqrtf -> rsqrt).  In CUDA the names are free;
// in the .cl an unrenamed `round` would capture the call that lroundf expands into.
#include <cmath>
#include <cstdio>

struct Opts {
  int round;   // a field of that name hides nothing
  float clamp;
};

__device__ int mix_all(int popcount, unsigned abs_diff, unsigned mul_hi, float fmin)
{
  int select = __popc(popcount) + __sad(popcount, (int)abs_diff, 1);
  unsigned mad = __umulhi(mul_hi, 0x80000000u);
  return select + (int)mad + (int)fminf(fmin, 100.0f);
}

__global__ void shadow(const float *in, int *out, bool round, Opts o, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float clamp = in[i] * o.clamp;
  float rsqrt = __saturatef(clamp) + rsqrtf(4.0f);
  int min = round ? lroundf(in[i]) : (int)in[i];
  int max = o.round + lrintf(rsqrt * 8.0f);
  out[3 * i] = min;
  out[3 * i + 1] = max;
  out[3 * i + 2] = mix_all(i, 3u * i, 2u * i + 7u, in[i]);
}

static int host_mix(int popcount, unsigned abs_diff, unsigned mul_hi, float fmin)
{
  int bits = 0;
  for (unsigned v = (unsigned)popcount; v; v >>= 1)
    bits += v & 1;
  int sad = popcount > (int)abs_diff ? popcount - (int)abs_diff : (int)abs_diff - popcount;
  unsigned hi = (unsigned)(((unsigned long long)mul_hi * 0x80000000ull) >> 32);
  return bits + sad + 1 + (int)hi + (int)std::fmin(fmin, 100.0f);
}

int main()
{
  const int n = 256;
  float h[n];
  for (int i = 0; i < n; i++)
    h[i] = (i - 128) * 0.37f + ((i % 4) == 2 ? 0.5f : 0.0f);
  float *d;
  int *o;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, 3 * n * sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  Opts opts = {5, 0.01f};
  shadow<<<(n + 63) / 64, 64>>>(d, o, true, opts, n);
  int r[3 * n];
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float c = h[i] * opts.clamp;
    float s = (c < 0.0f ? 0.0f : c > 1.0f ? 1.0f : c) + 0.5f;
    int want[3] = {(int)std::lround(h[i]), opts.round + (int)std::lrint(s * 8.0f),
                   host_mix(i, 3u * i, 2u * i + 7u, h[i])};
    for (int k = 0; k < 3; k++)
      if (r[3 * i + k] != want[k] && bad++ < 5)
        printf("shadow[%d][%d] = %d, want %d\n", i, k, r[3 * i + k], want[k]);
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

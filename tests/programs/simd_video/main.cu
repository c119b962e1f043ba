// simd_video: CUDA's SIMD-in-a-word intrinsics (__vadd2, __vabsdiffu4, __vsetgtu4, ...) and
// Hopper's DPX ones (__vimax3_s32, __viaddmin_s16x2_relu, __vibmax_u16x2, ...), every one on
// edge and pseudo-random inputs, checked against the host model of simd_ref.h.  The kernel
// writes the results in SIMD_FUNCTIONS order, F per input.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "simd_ref.h"

#define F SIMD_FUNCTION_COUNT

__global__ void simd_all(const unsigned *in, unsigned *out, unsigned *preds, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
  unsigned *o = out + (size_t)i * F;
  unsigned *p = preds + (size_t)i * F;
  bool hi = false, lo = false;
  o[0] = __vabs2(a);
  o[1] = __vabs4(a);
  o[2] = __vabsss2(a);
  o[3] = __vabsss4(a);
  o[4] = __vneg2(a);
  o[5] = __vneg4(a);
  o[6] = __vnegss2(a);
  o[7] = __vnegss4(a);
  o[8] = __vabsdiffs2(a, b);
  o[9] = __vabsdiffs4(a, b);
  o[10] = __vabsdiffu2(a, b);
  o[11] = __vabsdiffu4(a, b);
  o[12] = __vadd2(a, b);
  o[13] = __vadd4(a, b);
  o[14] = __vaddss2(a, b);
  o[15] = __vaddss4(a, b);
  o[16] = __vaddus2(a, b);
  o[17] = __vaddus4(a, b);
  o[18] = __vsub2(a, b);
  o[19] = __vsub4(a, b);
  o[20] = __vsubss2(a, b);
  o[21] = __vsubss4(a, b);
  o[22] = __vsubus2(a, b);
  o[23] = __vsubus4(a, b);
  o[24] = __vavgs2(a, b);
  o[25] = __vavgs4(a, b);
  o[26] = __vavgu2(a, b);
  o[27] = __vavgu4(a, b);
  o[28] = __vhaddu2(a, b);
  o[29] = __vhaddu4(a, b);
  o[30] = __vmaxs2(a, b);
  o[31] = __vmaxs4(a, b);
  o[32] = __vmaxu2(a, b);
  o[33] = __vmaxu4(a, b);
  o[34] = __vmins2(a, b);
  o[35] = __vmins4(a, b);
  o[36] = __vminu2(a, b);
  o[37] = __vminu4(a, b);
  o[38] = __vsads2(a, b);
  o[39] = __vsads4(a, b);
  o[40] = __vsadu2(a, b);
  o[41] = __vsadu4(a, b);
  o[42] = __vcmpeq2(a, b);
  o[43] = __vcmpeq4(a, b);
  o[44] = __vcmpne2(a, b);
  o[45] = __vcmpne4(a, b);
  o[46] = __vcmpges2(a, b);
  o[47] = __vcmpges4(a, b);
  o[48] = __vcmpgeu2(a, b);
  o[49] = __vcmpgeu4(a, b);
  o[50] = __vcmpgts2(a, b);
  o[51] = __vcmpgts4(a, b);
  o[52] = __vcmpgtu2(a, b);
  o[53] = __vcmpgtu4(a, b);
  o[54] = __vcmples2(a, b);
  o[55] = __vcmples4(a, b);
  o[56] = __vcmpleu2(a, b);
  o[57] = __vcmpleu4(a, b);
  o[58] = __vcmplts2(a, b);
  o[59] = __vcmplts4(a, b);
  o[60] = __vcmpltu2(a, b);
  o[61] = __vcmpltu4(a, b);
  o[62] = __vseteq2(a, b);
  o[63] = __vseteq4(a, b);
  o[64] = __vsetne2(a, b);
  o[65] = __vsetne4(a, b);
  o[66] = __vsetges2(a, b);
  o[67] = __vsetges4(a, b);
  o[68] = __vsetgeu2(a, b);
  o[69] = __vsetgeu4(a, b);
  o[70] = __vsetgts2(a, b);
  o[71] = __vsetgts4(a, b);
  o[72] = __vsetgtu2(a, b);
  o[73] = __vsetgtu4(a, b);
  o[74] = __vsetles2(a, b);
  o[75] = __vsetles4(a, b);
  o[76] = __vsetleu2(a, b);
  o[77] = __vsetleu4(a, b);
  o[78] = __vsetlts2(a, b);
  o[79] = __vsetlts4(a, b);
  o[80] = __vsetltu2(a, b);
  o[81] = __vsetltu4(a, b);
  o[82] = __vimax_s32_relu(a, b);
  o[83] = __vimax_s16x2_relu(a, b);
  o[84] = __vimin_s32_relu(a, b);
  o[85] = __vimin_s16x2_relu(a, b);
  o[86] = __vimax3_s32(a, b, c);
  o[87] = __vimax3_s16x2(a, b, c);
  o[88] = __vimax3_u32(a, b, c);
  o[89] = __vimax3_u16x2(a, b, c);
  o[90] = __vimin3_s32(a, b, c);
  o[91] = __vimin3_s16x2(a, b, c);
  o[92] = __vimin3_u32(a, b, c);
  o[93] = __vimin3_u16x2(a, b, c);
  o[94] = __vimax3_s32_relu(a, b, c);
  o[95] = __vimax3_s16x2_relu(a, b, c);
  o[96] = __vimin3_s32_relu(a, b, c);
  o[97] = __vimin3_s16x2_relu(a, b, c);
  o[98] = __viaddmax_s32(a, b, c);
  o[99] = __viaddmax_s16x2(a, b, c);
  o[100] = __viaddmax_u32(a, b, c);
  o[101] = __viaddmax_u16x2(a, b, c);
  o[102] = __viaddmin_s32(a, b, c);
  o[103] = __viaddmin_s16x2(a, b, c);
  o[104] = __viaddmin_u32(a, b, c);
  o[105] = __viaddmin_u16x2(a, b, c);
  o[106] = __viaddmax_s32_relu(a, b, c);
  o[107] = __viaddmax_s16x2_relu(a, b, c);
  o[108] = __viaddmin_s32_relu(a, b, c);
  o[109] = __viaddmin_s16x2_relu(a, b, c);
  o[110] = __vibmax_s32(a, b, &lo);
  hi = false;
  p[110] = (hi ? 2u : 0u) | (lo ? 1u : 0u);
  o[111] = __vibmax_u32(a, b, &lo);
  hi = false;
  p[111] = (hi ? 2u : 0u) | (lo ? 1u : 0u);
  o[112] = __vibmin_s32(a, b, &lo);
  hi = false;
  p[112] = (hi ? 2u : 0u) | (lo ? 1u : 0u);
  o[113] = __vibmin_u32(a, b, &lo);
  hi = false;
  p[113] = (hi ? 2u : 0u) | (lo ? 1u : 0u);
  o[114] = __vibmax_s16x2(a, b, &hi, &lo);
  p[114] = (hi ? 2u : 0u) | (lo ? 1u : 0u);
  o[115] = __vibmax_u16x2(a, b, &hi, &lo);
  p[115] = (hi ? 2u : 0u) | (lo ? 1u : 0u);
  o[116] = __vibmin_s16x2(a, b, &hi, &lo);
  p[116] = (hi ? 2u : 0u) | (lo ? 1u : 0u);
  o[117] = __vibmin_u16x2(a, b, &hi, &lo);
  p[117] = (hi ? 2u : 0u) | (lo ? 1u : 0u);
}

int main(int argc, char **argv)
{
  int n = argc > 1 && !strcmp(argv[1], "--quick") ? 2048 : 1 << 16;
  std::vector<unsigned> in(3 * (size_t)n), out((size_t)n * F), preds((size_t)n * F, 0);
  for (int i = 0; i < n; i++)
    simd_input((uint32_t)i, &in[3 * i], &in[3 * i + 1], &in[3 * i + 2]);
  unsigned *din, *dout, *dpreds;
  cudaMalloc(&din, in.size() * sizeof(unsigned));
  cudaMalloc(&dout, out.size() * sizeof(unsigned));
  cudaMalloc(&dpreds, preds.size() * sizeof(unsigned));
  cudaMemset(dpreds, 0, preds.size() * sizeof(unsigned));
  cudaMemcpy(din, in.data(), in.size() * sizeof(unsigned), cudaMemcpyHostToDevice);
  simd_all<<<(n + 127) / 128, 128>>>(din, dout, dpreds, n);
  cudaMemcpy(out.data(), dout, out.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(preds.data(), dpreds, preds.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) {
    printf("CUDA error: %s\n", cudaGetErrorString(e));
    return 1;
  }
  int bad = 0, wrong_fn = 0;
  for (int f = 0; f < F; f++) {
    int fbad = 0;
    for (int i = 0; i < n; i++) {
      uint32_t pred, want = simd_ref(f, in[3 * i], in[3 * i + 1], in[3 * i + 2], &pred);
      uint32_t got = out[(size_t)i * F + f], gotp = preds[(size_t)i * F + f];
      if (got != want || gotp != pred) {
        if (fbad++ == 0)
          printf("__%s(%08x, %08x, %08x) = %08x (pred %u), expected %08x (pred %u)\n",
                 simd_names[f], in[3 * i], in[3 * i + 1], in[3 * i + 2], got, gotp, want, pred);
      }
    }
    bad += fbad;
    wrong_fn += fbad != 0;
  }
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dpreds);
  printf("%d functions on %d inputs: %d wrong results in %d functions\n", F, n, bad, wrong_fn);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

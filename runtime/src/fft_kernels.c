/*
 * fft_kernels.c: the OpenCL C program behind cuFFT's transforms (fft.c drives it).  One
 * source, registered once per precision ("cuport-fft-f32", "cuport-fft-f64") with the
 * precision as a -D option, so it builds and is cached like a migrated program, and only
 * for the precisions a program uses.
 *
 * Every kernel runs one work-item per element, so any size and any layout is one launch
 * without local memory: cuport_fft_gather reads the caller's layout into the contiguous
 * work buffer, cuport_fft_pass is one Stockham radix-R pass along one axis, and
 * cuport_fft_scatter writes the work buffer to the caller's layout.
 *
 * Along an axis of stride s > 1 the work-items of neighbouring lines are neighbours (the
 * line's offset below s varies fastest), so a column pass reads rows, not columns.
 *
 * The pass: a line of length L (elements s apart) whose first passes combined Ns-point
 * transforms is combined into Ns*R-point ones.  Output o = jhi*Ns*R + q*Ns + k (k < Ns,
 * q < R) is sum over r of src[j + r*L/R] * w^(r*(k + q*Ns)) with j = jhi*Ns + k and w the
 * (Ns*R)-th root of unity: the twiddle and the radix-R DFT in one product, read from a
 * table of the L-th roots (the (Ns*R)-th are every L/(Ns*R)-th of them) computed on the host
 * in double precision.  The sum runs over R terms, so a large prime factor is a direct DFT
 * of that length.  The result is in order after the last pass (Stockham's auto-sort).
 * cuport_fft_butterfly is the same pass for R <= 8 with one work-item per butterfly: the R
 * inputs are read and twiddled once (w^(r*k)), then combined by the R-point DFT (the
 * R-th roots are every L/R-th entry of the table).
 */
#include <stdio.h>

#include "fft_internal.h"

static const char fft_source[] =
    "#if CUPORT_FFT_DOUBLE\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "typedef double R; typedef double2 C;\n"
    "#else\n"
    "typedef float R; typedef float2 C;\n"
    "#endif\n"
    "static C cmul(C a, C b) { return (C)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }\n"
    /* g -> (b, i0, i1, i2) over batch x n0 x n1 x n2 */
    "#define DECODE(g, n0, n1, n2)                                    \\\n"
    "  long i2 = g % n2, t_ = g / n2, i1 = t_ % n1; t_ /= n1;         \\\n"
    "  long i0 = t_ % n0, b = t_ / n0;\n"
    "__kernel void cuport_fft_gather(__global const void *in, __global C *work, long count,\n"
    "    long n0, long n1, long n2, long e1, long e2, long stride, long dist, int kind) {\n"
    "  long g = get_global_id(0);\n"
    "  if (g >= count) return;\n"
    "  DECODE(g, n0, n1, n2)\n"
    "  C v;\n"
    "  if (kind == 1) {\n"
    "    __global const R *r = (__global const R *)in;\n"
    "    v = (C)(r[b * dist + ((i0 * e1 + i1) * e2 + i2) * stride], (R)0);\n"
    "  } else {\n"
    "    __global const C *c = (__global const C *)in;\n"
    "    int mirror = kind == 2 && i2 > n2 / 2;\n"
    "    if (mirror) { i0 = (n0 - i0) % n0; i1 = (n1 - i1) % n1; i2 = n2 - i2; }\n"
    "    v = c[b * dist + ((i0 * e1 + i1) * e2 + i2) * stride];\n"
    "    if (mirror) v.y = -v.y;\n"
    "  }\n"
    "  work[g] = v;\n"
    "}\n"
    "__kernel void cuport_fft_pass(__global const C *src, __global C *dst, __global const C *tw,\n"
    "    long count, long L, long s, long rad, long ns, int inv) {\n"
    "  long g = get_global_id(0);\n"
    "  if (g >= count) return;\n"
    "  long inner = g % s, t = g / s, o = t % L;\n"
    "  long base = (t / L) * L * s + inner;\n"
    "  long m_ = ns * rad, k = o % ns, q = (o / ns) % rad, jhi = o / m_;\n"
    "  long j = jhi * ns + k, step = L / rad, scale = L / m_, e = k + q * ns, m = 0;\n"
    "  C acc = (C)((R)0, (R)0);\n"
    "  for (long r = 0; r < rad; r++) {\n"
    "    C w = tw[m * scale];\n"
    "    if (inv) w.y = -w.y;\n"
    "    acc += cmul(src[base + (j + r * step) * s], w);\n"
    "    m += e;\n"
    "    if (m >= m_) m -= m_;\n"
    "  }\n"
    "  dst[base + o * s] = acc;\n"
    "}\n"
    /* One work-item per j: all rad (<= 8) outputs of one butterfly, each input read once;
       radix 2 and 4 without multiplications in the small DFT. */
    "__kernel void cuport_fft_butterfly(__global const C *src, __global C *dst,\n"
    "    __global const C *tw, long count, long L, long s, long rad, long ns, int inv) {\n"
    "  long g = get_global_id(0);\n"
    "  if (g >= count / rad) return;\n"
    "  long step = L / rad, inner = g % s, t = g / s, j = t % step;\n"
    "  long base = (t / step) * L * s + inner;\n"
    "  long m_ = ns * rad, k = j % ns, scale = L / m_;\n"
    "  long out = base + ((j / ns) * m_ + k) * s, os = ns * s;\n"
    "  C v[8];\n"
    "  for (long r = 0; r < rad; r++) {\n"
    "    C w = tw[r * k * scale];\n"
    "    if (inv) w.y = -w.y;\n"
    "    v[r] = cmul(src[base + (j + r * step) * s], w);\n"
    "  }\n"
    "  if (rad == 2) {\n"
    "    dst[out] = v[0] + v[1];\n"
    "    dst[out + os] = v[0] - v[1];\n"
    "  } else if (rad == 4) {\n"
    "    C a0 = v[0] + v[2], a1 = v[0] - v[2], a2 = v[1] + v[3], d = v[1] - v[3];\n"
    /* (v1 - v3) times -i forward, +i inverse */
    "    C a3 = inv ? (C)(-d.y, d.x) : (C)(d.y, -d.x);\n"
    "    dst[out] = a0 + a2;\n"
    "    dst[out + os] = a1 + a3;\n"
    "    dst[out + 2 * os] = a0 - a2;\n"
    "    dst[out + 3 * os] = a1 - a3;\n"
    "  } else {\n"
    "    for (long q = 0; q < rad; q++) {\n"
    "      C acc = v[0];\n"
    "      for (long r = 1; r < rad; r++) {\n"
    "        C w = tw[((r * q) % rad) * step];\n"
    "        if (inv) w.y = -w.y;\n"
    "        acc += cmul(v[r], w);\n"
    "      }\n"
    "      dst[out + q * os] = acc;\n"
    "    }\n"
    "  }\n"
    "}\n"
    "__kernel void cuport_fft_scatter(__global const C *work, __global void *out, long count,\n"
    "    long n0, long n1, long m2, long n2, long e1, long e2, long stride, long dist,\n"
    "    int kind) {\n"
    "  long g = get_global_id(0);\n"
    "  if (g >= count) return;\n"
    "  DECODE(g, n0, n1, m2)\n"
    "  C v = work[((b * n0 + i0) * n1 + i1) * n2 + i2];\n"
    "  long at = b * dist + ((i0 * e1 + i1) * e2 + i2) * stride;\n"
    "  if (kind == 1) ((__global R *)out)[at] = v.x;\n"
    "  else ((__global C *)out)[at] = v;\n"
    "}\n";

static cuportProgram_t variants[2];
static pthread_mutex_t variants_lock = PTHREAD_MUTEX_INITIALIZER;

cuportError_t cuport_fft_program(int dbl, cuportProgram_t *out)
{
  cuportError_t e = cuportSuccess;
  int v = dbl ? 1 : 0;

  pthread_mutex_lock(&variants_lock);
  if (!variants[v]) {
    e = cuportRegisterProgram(v ? "cuport-fft-f64" : "cuport-fft-f32", fft_source, &variants[v]);
    if (!e)
      e = cuportProgramSetBuildOptions(variants[v], v ? "-DCUPORT_FFT_DOUBLE=1"
                                                      : "-DCUPORT_FFT_DOUBLE=0");
    if (e)
      variants[v] = NULL;
  }
  *out = variants[v];
  pthread_mutex_unlock(&variants_lock);
  return e;
}

/*
 * fft_kernels.c: the OpenCL C program behind cuFFT's transforms (fft.c drives it).  One
 * source, registered once per precision ("cuport-fft-f32", "cuport-fft-f64") with the
 * precision as a -D option, so it builds and is cached like a migrated program, and only
 * for the precisions a program uses.  The passes index in 32 bits, which a CPU divides
 * much faster than 64; a transform of 2^31 elements or more uses the "-wide" variant.
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
 * R-th roots are every L/R-th entry of the table).  cuport_fft_line runs every pass of a
 * line in local memory, one work-group per line (or per few adjacent lines of a strided
 * axis, so a column pass reads whole cache lines), when the line fits and its factors are
 * 2, 3, 5 and 7 only: one read and one write of the data per axis instead of one per pass.
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
    "#if CUPORT_FFT_LONG\n"
    "typedef long I;\n"
    "#else\n"
    "typedef int I;\n"
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
    "    long count_, long L_, long s_, long rad_, long ns_,\n"
    "    int inv) {\n"
    "  I count = (I)count_, L = (I)L_, s = (I)s_, rad = (I)rad_, ns = (I)ns_;\n"
    "  I g = (I)get_global_id(0);\n"
    "  if (g >= count) return;\n"
    "  I inner = g % s, t = g / s, o = t % L;\n"
    "  I base = (t / L) * L * s + inner;\n"
    "  I m_ = ns * rad, k = o % ns, q = (o / ns) % rad, jhi = o / m_;\n"
    "  I j = jhi * ns + k, step = L / rad, scale = L / m_, e = k + q * ns, m = 0;\n"
    "  C acc = (C)((R)0, (R)0);\n"
    "  for (I r = 0; r < rad; r++) {\n"
    "    C w = tw[m * scale];\n"
    "    if (inv) w.y = -w.y;\n"
    "    acc += cmul(src[base + (j + r * step) * s], w);\n"
    "    m += e;\n"
    "    if (m >= m_) m -= m_;\n"
    "  }\n"
    "  dst[base + o * s] = acc;\n"
    "}\n"
    /* The rad-point DFT (rad <= 8) of v in place: radix 2 and 4 without multiplications,
       others through the table's rad-th roots (every step-th entry). */
    "static void small_dft(C *v, I rad, int inv, __global const C *tw, I step) {\n"
    "  if (rad == 2) {\n"
    "    C a = v[0];\n"
    "    v[0] = a + v[1];\n"
    "    v[1] = a - v[1];\n"
    "  } else if (rad == 4) {\n"
    "    C a0 = v[0] + v[2], a1 = v[0] - v[2], a2 = v[1] + v[3], d = v[1] - v[3];\n"
    /* (v1 - v3) times -i forward, +i inverse */
    "    C a3 = inv ? (C)(-d.y, d.x) : (C)(d.y, -d.x);\n"
    "    v[0] = a0 + a2;\n"
    "    v[1] = a1 + a3;\n"
    "    v[2] = a0 - a2;\n"
    "    v[3] = a1 - a3;\n"
    "  } else {\n"
    "    C o[8];\n"
    "    for (I q = 0; q < rad; q++) {\n"
    "      C acc = v[0];\n"
    "      for (I r = 1; r < rad; r++) {\n"
    "        C w = tw[((r * q) % rad) * step];\n"
    "        if (inv) w.y = -w.y;\n"
    "        acc += cmul(v[r], w);\n"
    "      }\n"
    "      o[q] = acc;\n"
    "    }\n"
    "    for (I q = 0; q < rad; q++) v[q] = o[q];\n"
    "  }\n"
    "}\n"
    /* v[r] = x[j + r*step] * w^(r*k), through a macro for __global and __local x */
    "#define LOAD_TWIDDLED(x, at, stride)                              \\\n"
    "  for (I r = 0; r < rad; r++) {                                  \\\n"
    "    C w = tw[r * k * scale];                                     \\\n"
    "    if (inv) w.y = -w.y;                                         \\\n"
    "    v[r] = cmul(x[(at) + (j + r * step) * (stride)], w);         \\\n"
    "  }\n"
    /* One work-item per j: all rad (<= 8) outputs of one butterfly, each input read once. */
    "__kernel void cuport_fft_butterfly(__global const C *src, __global C *dst,\n"
    "    __global const C *tw, long count_, long L_, long s_, long rad_, long ns_,\n"
    "    int inv) {\n"
    "  I count = (I)count_, L = (I)L_, s = (I)s_, rad = (I)rad_, ns = (I)ns_;\n"
    "  I g = (I)get_global_id(0);\n"
    "  if (g >= count / rad) return;\n"
    "  I step = L / rad, inner = g % s, t = g / s, j = t % step;\n"
    "  I base = (t / step) * L * s + inner;\n"
    "  I m_ = ns * rad, k = j % ns, scale = L / m_;\n"
    "  I out = base + ((j / ns) * m_ + k) * s, os = ns * s;\n"
    "  C v[8];\n"
    "  LOAD_TWIDDLED(src, base, s)\n"
    "  small_dft(v, rad, inv, tw, step);\n"
    "  for (I q = 0; q < rad; q++) dst[out + q * os] = v[q];\n"
    "}\n"
    /* One work-group per `cols` adjacent lines (s % cols == 0): the lines in local memory,
       every pass there (radices 4, 2, 3, 5, 7 as the host factors), one read and one write
       of global memory; the lines' element x are neighbours in memory, read together.
       Lines do not overlap, so src may be dst. */
    "__kernel void cuport_fft_line(__global const C *src, __global C *dst,\n"
    "    __global const C *tw, long L_, long s_, long cols_, int inv, __local C *buf) {\n"
    "  I L = (I)L_, s = (I)s_, cols = (I)cols_, l = (I)get_group_id(0) * cols;\n"
    "  I lid = (I)get_local_id(0), nl = (I)get_local_size(0);\n"
    "  I base = (l / s) * L * s + l % s;\n"
    "  __local C *a = buf, *b = buf + cols * L;\n"
    "  for (I i = lid; i < cols * L; i += nl) {\n"
    "    I c = i % cols, x = i / cols;\n"
    "    a[c * L + x] = src[base + x * s + c];\n"
    "  }\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (I rem = L, ns = 1; rem > 1;) {\n"
    "    I rad = rem % 4 == 0 ? 4 : rem % 2 == 0 ? 2 : rem % 3 == 0 ? 3 : rem % 5 == 0 ? 5 : 7;\n"
    "    I step = L / rad, m_ = ns * rad, scale = L / m_;\n"
    "    for (I jj = lid; jj < cols * step; jj += nl) {\n"
    "      I c = jj / step, j = jj - c * step, k = j % ns, out = c * L + (j / ns) * m_ + k;\n"
    "      C v[8];\n"
    "      LOAD_TWIDDLED(a, c * L, 1)\n"
    "      small_dft(v, rad, inv, tw, step);\n"
    "      for (I q = 0; q < rad; q++) b[out + q * ns] = v[q];\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    __local C *t = a;\n"
    "    a = b;\n"
    "    b = t;\n"
    "    ns *= rad;\n"
    "    rem /= rad;\n"
    "  }\n"
    "  for (I i = lid; i < cols * L; i += nl) {\n"
    "    I c = i % cols, x = i / cols;\n"
    "    dst[base + x * s + c] = a[c * L + x];\n"
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

static cuportProgram_t variants[2][2];

cuportError_t cuport_fft_program(int dbl, int wide, cuportProgram_t *out)
{
  static const char *const names[2][2] = {{"cuport-fft-f32", "cuport-fft-f32-wide"},
                                          {"cuport-fft-f64", "cuport-fft-f64-wide"}};
  int v = dbl ? 1 : 0, w = wide ? 1 : 0;
  char options[64];

  snprintf(options, sizeof options, "-DCUPORT_FFT_DOUBLE=%d -DCUPORT_FFT_LONG=%d", v, w);
  return cuport_own_program(&variants[v][w], names[v][w], fft_source, options, out);
}

/*
 * rand.c: cuRAND's host API (cuport_rand.h) on the generators of cuport_rand_device.h.
 *
 * A pseudo-random generator is STREAMS independent streams, stream t being the device
 * API's curand_init(seed, t, offset): unit u of the whole output (one number; a pair for
 * the normal distributions, which Box-Muller makes two at a time) comes from stream
 * (u mod STREAMS), the streams' states kept between calls, so successive calls continue
 * the sequence.  Device generators run this in OpenCL kernels (one work-item per stream,
 * states in device memory, on the generator's stream), host generators in a loop over
 * the streams with the same C code: both give the same numbers (normals up to the last
 * bits of the math library's log and sine).  The quasi-random Sobol generator computes
 * point i of dimension d directly from its Gray code; results are dimension-major as in
 * cuRAND (n / dimensions numbers of dimension 1, then of dimension 2...).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "cuport_rand.h"
#include "../device/cuport_rand_device.h"

#define STREAMS 4096u
#define SOBOL_DIMS 8u

/* What the kernels do per unit, as the source's KIND values. */
enum { K_UINT, K_UNIFORM, K_UNIFORM_D, K_NORMAL, K_NORMAL_D, K_LOGNORMAL, K_LOGNORMAL_D };

enum { G_XORWOW, G_PHILOX, G_MRG, G_SOBOL };

struct cuportRandGenerator_st {
  cuportRandRngType_t type;
  int gen;                  /* G_ */
  int host;                 /* made by CreateGeneratorHost */
  unsigned long long seed, offset;
  unsigned long long units; /* units generated since the streams were seeded */
  unsigned dims;
  int seeded;               /* the streams' states are those of seed and offset */
  cuportStream_t stream;
  void *states;             /* STREAMS states: device memory, or host memory for a host generator */
};

static const char rand_source[] =
    "#define CR_UNITS(G, S)                                                                \\\n"
    "__kernel void cuport_curand_seed_##G(__global S *st, ulong seed, ulong off) {         \\\n"
    "  uint t = get_global_id(0); S s; cr_##G##_init(seed, t, off, &s); st[t] = s; }      \\\n"
    "__kernel void cuport_curand_gen_##G(__global S *st, ulong base, ulong n, int kind,    \\\n"
    "    __global uint *out, double mean, double sd) {                                     \\\n"
    "  uint t = get_global_id(0), T = get_global_size(0); S s = st[t];                    \\\n"
    "  for (ulong u = (t + T - base % T) % T; u < n; u += T) {                             \\\n"
    "    if (kind == 0) out[u] = cr_##G##_next(&s);                                        \\\n"
    "    else if (kind == 1) ((__global float *)out)[u] = cr_##G##_uniform(&s);            \\\n"
    "    else if (kind == 2) ((__global double *)out)[u] = cr_##G##_uniform_double(&s);    \\\n"
    "    else if (kind == 3 || kind == 5) { float r[2]; cr_##G##_normal2(&s, r);           \\\n"
    "      float a = (float)mean + (float)sd * r[0], b = (float)mean + (float)sd * r[1];   \\\n"
    "      if (kind == 5) { a = exp(a); b = exp(b); }                                      \\\n"
    "      ((__global float *)out)[2 * u] = a; ((__global float *)out)[2 * u + 1] = b; }   \\\n"
    "    else { double r[2]; cr_##G##_normal2_double(&s, r);                               \\\n"
    "      double a = mean + sd * r[0], b = mean + sd * r[1];                              \\\n"
    "      if (kind == 6) { a = exp(a); b = exp(b); }                                      \\\n"
    "      ((__global double *)out)[2 * u] = a; ((__global double *)out)[2 * u + 1] = b; } \\\n"
    "  }                                                                                   \\\n"
    "  st[t] = s; }\n"
    "CR_UNITS(xorwow, cuport_rand_xorwow)\n"
    "CR_UNITS(philox, cuport_rand_philox)\n"
    "CR_UNITS(mrg, cuport_rand_mrg)\n"
    "__kernel void cuport_curand_sobol(__constant uint *dirs, ulong first, ulong per, ulong n,\n"
    "    int kind, __global uint *out) {\n"
    "  for (ulong e = get_global_id(0); e < n; e += get_global_size(0)) {\n"
    "    ulong i = first + e % per, g = i ^ (i >> 1); uint d = (uint)(e / per), x = 0;\n"
    "    for (int k = 0; g; k++, g >>= 1) if (g & 1) x ^= dirs[d * 32 + k];\n"
    "    if (kind == 0) out[e] = x;\n"
    "    else if (kind == 1) ((__global float *)out)[e] = cr_to_uniform(x);\n"
    "    else ((__global double *)out)[e] = (double)x * (1.0 / 4294967296.0) + (0.5 / 4294967296.0);\n"
    "  }\n"
    "}\n";

static cuportProgram_t program;

static const char *const gen_names[] = {"xorwow", "philox", "mrg"};
static const size_t state_sizes[] = {sizeof(cuport_rand_xorwow), sizeof(cuport_rand_philox),
                                     sizeof(cuport_rand_mrg)};

static cuportRandStatus_t status_of(cuportError_t e)
{
  if (!e)
    return CUPORT_RAND_STATUS_SUCCESS;
  return e == cuportErrorMemoryAllocation ? CUPORT_RAND_STATUS_ALLOCATION_FAILED
                                          : CUPORT_RAND_STATUS_LAUNCH_FAILURE;
}

static cuportError_t launch(const char *name, unsigned items, cuportStream_t stream,
                            unsigned nargs, const cuportArg *args)
{
  cuportProgram_t p;
  cuportError_t e = cuport_own_program(&program, "cuport-curand", rand_source, NULL, &p);
  if (!e)
    e = cuport_own_launch(p, name, items / 64, 64, 0, stream, nargs, args);
  return e;
}

/* Sobol32 direction numbers of dimension d (0-based): v[k] = m_(k+1) << (31 - k), from the
 * primitive polynomials and initial m_i of Joe and Kuo's published table; dimension 1 is
 * van der Corput's sequence. */
static void sobol_directions(unsigned d, unsigned *v)
{
  static const struct { unsigned s, a, m[5]; } prim[SOBOL_DIMS - 1] = {
      {1, 0, {1}},          {2, 1, {1, 3}},          {3, 1, {1, 3, 1}},
      {3, 2, {1, 1, 1}},    {4, 1, {1, 1, 3, 3}},    {4, 4, {1, 3, 5, 13}},
      {5, 2, {1, 1, 5, 5, 17}}};
  unsigned m[33];
  if (d == 0) {
    for (unsigned k = 0; k < 32; k++)
      v[k] = 1u << (31 - k);
    return;
  }
  unsigned s = prim[d - 1].s, a = prim[d - 1].a;
  for (unsigned i = 1; i <= s; i++)
    m[i] = prim[d - 1].m[i - 1];
  for (unsigned i = s + 1; i <= 32; i++) {
    m[i] = m[i - s] ^ (m[i - s] << s);
    for (unsigned k = 1; k < s; k++)
      m[i] ^= (((a >> (s - 1 - k)) & 1u) * m[i - k]) << k;
  }
  for (unsigned k = 0; k < 32; k++)
    v[k] = m[k + 1] << (31 - k);
}

static cuportRandStatus_t create(cuportRandGenerator_t *out, cuportRandRngType_t type, int host)
{
  int gen;
  if (!out)
    return CUPORT_RAND_STATUS_NOT_INITIALIZED;
  switch (type) {
  case CUPORT_RAND_RNG_PSEUDO_DEFAULT:
  case CUPORT_RAND_RNG_PSEUDO_XORWOW: gen = G_XORWOW; break;
  /* MTGP32 and MT19937 run as Philox streams: other numbers than cuRAND's (docs/rand.md) */
  case CUPORT_RAND_RNG_PSEUDO_MTGP32:
  case CUPORT_RAND_RNG_PSEUDO_MT19937:
  case CUPORT_RAND_RNG_PSEUDO_PHILOX4_32_10: gen = G_PHILOX; break;
  case CUPORT_RAND_RNG_PSEUDO_MRG32K3A: gen = G_MRG; break;
  case CUPORT_RAND_RNG_QUASI_DEFAULT:
  case CUPORT_RAND_RNG_QUASI_SOBOL32: gen = G_SOBOL; break;
  default:
    cuport_fail(cuportErrorNotSupported, "curandCreateGenerator: generator type %d is not in "
                "the cuport runtime (docs/rand.md)", (int)type);
    return CUPORT_RAND_STATUS_TYPE_ERROR;
  }
  struct cuportRandGenerator_st *g = calloc(1, sizeof *g);
  if (!g)
    return CUPORT_RAND_STATUS_ALLOCATION_FAILED;
  g->type = type;
  g->gen = gen;
  g->host = host;
  g->seed = 0;   /* cuRAND's default seed */
  g->dims = 1;
  *out = g;
  return CUPORT_RAND_STATUS_SUCCESS;
}

cuportRandStatus_t cuportRandCreateGenerator(cuportRandGenerator_t *generator,
                                             cuportRandRngType_t rng_type)
{
  CUPORT_TRACE("cuportRandCreateGenerator(type=%d)", (int)rng_type);
  return create(generator, rng_type, 0);
}

cuportRandStatus_t cuportRandCreateGeneratorHost(cuportRandGenerator_t *generator,
                                                 cuportRandRngType_t rng_type)
{
  CUPORT_TRACE("cuportRandCreateGeneratorHost(type=%d)", (int)rng_type);
  return create(generator, rng_type, 1);
}

cuportRandStatus_t cuportRandDestroyGenerator(cuportRandGenerator_t g)
{
  if (!g)
    return CUPORT_RAND_STATUS_NOT_INITIALIZED;
  if (g->states) {
    if (g->host)
      free(g->states);
    else {
      cuportStreamSynchronize(g->stream);
      cuportFree(g->states);
    }
  }
  free(g);
  return CUPORT_RAND_STATUS_SUCCESS;
}

cuportRandStatus_t cuportRandGetVersion(int *version)
{
  if (!version)
    return CUPORT_RAND_STATUS_OUT_OF_RANGE;
  *version = CUPORT_RAND_VERSION;
  return CUPORT_RAND_STATUS_SUCCESS;
}

cuportRandStatus_t cuportRandSetStream(cuportRandGenerator_t g, cuportStream_t stream)
{
  if (!g)
    return CUPORT_RAND_STATUS_NOT_INITIALIZED;
  g->stream = stream;
  return CUPORT_RAND_STATUS_SUCCESS;
}

cuportRandStatus_t cuportRandSetPseudoRandomGeneratorSeed(cuportRandGenerator_t g,
                                                          unsigned long long seed)
{
  if (!g)
    return CUPORT_RAND_STATUS_NOT_INITIALIZED;
  if (g->gen == G_SOBOL)
    return CUPORT_RAND_STATUS_TYPE_ERROR;
  g->seed = seed;
  g->seeded = 0;
  return CUPORT_RAND_STATUS_SUCCESS;
}

cuportRandStatus_t cuportRandSetGeneratorOffset(cuportRandGenerator_t g, unsigned long long offset)
{
  if (!g)
    return CUPORT_RAND_STATUS_NOT_INITIALIZED;
  g->offset = offset;
  g->seeded = 0;
  return CUPORT_RAND_STATUS_SUCCESS;
}

/* Every ordering gives this runtime's one order: the results do not depend on it. */
cuportRandStatus_t cuportRandSetGeneratorOrdering(cuportRandGenerator_t g, cuportRandOrdering_t order)
{
  if (!g)
    return CUPORT_RAND_STATUS_NOT_INITIALIZED;
  int quasi = order == CUPORT_RAND_ORDERING_QUASI_DEFAULT;
  if (quasi != (g->gen == G_SOBOL) || (!quasi && (order < CUPORT_RAND_ORDERING_PSEUDO_BEST ||
                                                  order > CUPORT_RAND_ORDERING_PSEUDO_DYNAMIC)))
    return CUPORT_RAND_STATUS_OUT_OF_RANGE;
  return CUPORT_RAND_STATUS_SUCCESS;
}

cuportRandStatus_t cuportRandSetQuasiRandomGeneratorDimensions(cuportRandGenerator_t g,
                                                               unsigned int num_dimensions)
{
  if (!g)
    return CUPORT_RAND_STATUS_NOT_INITIALIZED;
  if (g->gen != G_SOBOL)
    return CUPORT_RAND_STATUS_TYPE_ERROR;
  if (num_dimensions < 1 || num_dimensions > SOBOL_DIMS) {
    cuport_fail(cuportErrorNotSupported, "curandSetQuasiRandomGeneratorDimensions: %u "
                "dimensions; the cuport runtime has Sobol direction numbers for 1 to %u",
                num_dimensions, SOBOL_DIMS);
    return CUPORT_RAND_STATUS_OUT_OF_RANGE;
  }
  g->dims = num_dimensions;
  g->units = 0;
  return CUPORT_RAND_STATUS_SUCCESS;
}

/* The streams' states for the generator's seed and offset, made once per seeding. */
static cuportRandStatus_t seed_streams(cuportRandGenerator_t g)
{
  size_t bytes = (size_t)STREAMS * state_sizes[g->gen];
  cuportError_t e = cuportSuccess;
  if (g->seeded)
    return CUPORT_RAND_STATUS_SUCCESS;
  if (!g->states) {
    if (g->host)
      g->states = malloc(bytes);
    else if (cuportMalloc(&g->states, bytes) != cuportSuccess)
      g->states = NULL;
    if (!g->states)
      return CUPORT_RAND_STATUS_ALLOCATION_FAILED;
  }
  if (g->host) {
    for (unsigned t = 0; t < STREAMS; t++) {
      if (g->gen == G_XORWOW)
        cr_xorwow_init(g->seed, t, g->offset, (cuport_rand_xorwow *)g->states + t);
      else if (g->gen == G_PHILOX)
        cr_philox_init(g->seed, t, g->offset, (cuport_rand_philox *)g->states + t);
      else
        cr_mrg_init(g->seed, t, g->offset, (cuport_rand_mrg *)g->states + t);
    }
  } else {
    char name[48];
    unsigned long long seed = g->seed, off = g->offset;
    cuportArg a[] = {CUPORT_ARG_P(g->states), CUPORT_ARG_V(seed), CUPORT_ARG_V(off)};
    snprintf(name, sizeof name, "cuport_curand_seed_%s", gen_names[g->gen]);
    e = launch(name, STREAMS, g->stream, 3, a);
  }
  if (e)
    return status_of(e);
  g->seeded = 1;
  g->units = 0;
  return CUPORT_RAND_STATUS_SUCCESS;
}

/* One unit of stream state s on the host: what the kernel's loop body does. */
#define HOST_UNIT(G, S)                                                                      \
  static void host_unit_##G(S *s, int kind, void *out, size_t u, double mean, double sd)     \
  {                                                                                          \
    if (kind == K_UINT)                                                                      \
      ((unsigned *)out)[u] = cr_##G##_next(s);                                               \
    else if (kind == K_UNIFORM)                                                              \
      ((float *)out)[u] = cr_##G##_uniform(s);                                               \
    else if (kind == K_UNIFORM_D)                                                            \
      ((double *)out)[u] = cr_##G##_uniform_double(s);                                       \
    else if (kind == K_NORMAL || kind == K_LOGNORMAL) {                                      \
      float r[2];                                                                            \
      cr_##G##_normal2(s, r);                                                                \
      float a = (float)mean + (float)sd * r[0], b = (float)mean + (float)sd * r[1];          \
      if (kind == K_LOGNORMAL) {                                                             \
        a = expf(a);                                                                         \
        b = expf(b);                                                                         \
      }                                                                                      \
      ((float *)out)[2 * u] = a;                                                             \
      ((float *)out)[2 * u + 1] = b;                                                         \
    } else {                                                                                 \
      double r[2];                                                                           \
      cr_##G##_normal2_double(s, r);                                                         \
      double a = mean + sd * r[0], b = mean + sd * r[1];                                     \
      if (kind == K_LOGNORMAL_D) {                                                           \
        a = exp(a);                                                                          \
        b = exp(b);                                                                          \
      }                                                                                      \
      ((double *)out)[2 * u] = a;                                                            \
      ((double *)out)[2 * u + 1] = b;                                                        \
    }                                                                                        \
  }
HOST_UNIT(xorwow, cuport_rand_xorwow)
HOST_UNIT(philox, cuport_rand_philox)
HOST_UNIT(mrg, cuport_rand_mrg)

static cuportRandStatus_t generate_sobol(cuportRandGenerator_t g, int kind, void *out, size_t n)
{
  unsigned dirs[SOBOL_DIMS * 32];
  unsigned long long per = n / g->dims, first = g->offset + g->units;
  if (n % g->dims)
    return CUPORT_RAND_STATUS_LENGTH_NOT_MULTIPLE;
  if (kind != K_UINT && kind != K_UNIFORM && kind != K_UNIFORM_D) {
    cuport_fail(cuportErrorNotSupported, "curandGenerateNormal/LogNormal on a Sobol generator "
                "is not in the cuport runtime (docs/rand.md)");
    return CUPORT_RAND_STATUS_TYPE_ERROR;
  }
  for (unsigned d = 0; d < g->dims; d++)
    sobol_directions(d, dirs + d * 32);
  if (g->host) {
    for (size_t e = 0; e < n; e++) {
      unsigned long long i = first + e % per, gc = i ^ (i >> 1);
      unsigned d = (unsigned)(e / per), x = 0;
      for (int k = 0; gc; k++, gc >>= 1)
        if (gc & 1u)
          x ^= dirs[d * 32 + k];
      if (kind == K_UINT)
        ((unsigned *)out)[e] = x;
      else if (kind == K_UNIFORM)
        ((float *)out)[e] = cr_to_uniform(x);
      else
        ((double *)out)[e] = (double)x * (1.0 / 4294967296.0) + (0.5 / 4294967296.0);
    }
  } else {
    void *ddirs = NULL;
    unsigned long long nn = n;
    cuportError_t e = cuportMalloc(&ddirs, sizeof dirs);
    if (!e)
      e = cuportMemcpyAsync(ddirs, dirs, sizeof dirs, cuportMemcpyHostToDevice, g->stream);
    if (!e) {
      cuportArg a[] = {CUPORT_ARG_P(ddirs), CUPORT_ARG_V(first), CUPORT_ARG_V(per),
                       CUPORT_ARG_V(nn), CUPORT_ARG_V(kind), CUPORT_ARG_P(out)};
      e = launch("cuport_curand_sobol", 64 * 256, g->stream, 6, a);
    }
    if (ddirs) {
      cuportStreamSynchronize(g->stream);
      cuportFree(ddirs);
    }
    if (e)
      return status_of(e);
  }
  g->units += per;
  return CUPORT_RAND_STATUS_SUCCESS;
}

/* n numbers of kind into out; a normal kind makes them in pairs. */
static cuportRandStatus_t generate(cuportRandGenerator_t g, int kind, void *out, size_t n,
                                   double mean, double sd);

/* An odd count of normals: the pairs Box-Muller makes for all but the last, then one more
 * pair of which the first value is kept. cuRAND (CUDA 13, measured on an H100) takes odd
 * counts from Philox, MTGP32 and MT19937 (here Philox streams) and refuses them from XORWOW
 * and MRG32k3a with CURAND_STATUS_LENGTH_NOT_MULTIPLE. */
static cuportRandStatus_t generate_odd(cuportRandGenerator_t g, int kind, void *out, size_t n,
                                       double mean, double sd)
{
  size_t es = kind == K_NORMAL_D || kind == K_LOGNORMAL_D ? sizeof(double) : sizeof(float);
  char *last = (char *)out + (n - 1) * es;
  cuportRandStatus_t st = n > 1 ? generate(g, kind, out, n - 1, mean, sd) : CUPORT_RAND_STATUS_SUCCESS;
  if (st)
    return st;
  if (g->host) {
    double pair[2];
    st = generate(g, kind, pair, 2, mean, sd);
    if (!st)
      memcpy(last, pair, es);
    return st;
  }
  void *pair;
  if (cuportMalloc(&pair, 2 * es) != cuportSuccess)
    return CUPORT_RAND_STATUS_ALLOCATION_FAILED;
  st = generate(g, kind, pair, 2, mean, sd);
  if (!st && (cuportMemcpyAsync(last, pair, es, cuportMemcpyDeviceToDevice, g->stream) != cuportSuccess ||
              cuportStreamSynchronize(g->stream) != cuportSuccess))
    st = CUPORT_RAND_STATUS_LAUNCH_FAILURE;
  cuportFree(pair);
  return st;
}

static cuportRandStatus_t generate(cuportRandGenerator_t g, int kind, void *out, size_t n,
                                   double mean, double sd)
{
  int pairs = kind >= K_NORMAL;
  if (!g)
    return CUPORT_RAND_STATUS_NOT_INITIALIZED;
  if (!out && n)
    return CUPORT_RAND_STATUS_OUT_OF_RANGE;
  if (!n)
    return CUPORT_RAND_STATUS_SUCCESS;
  if (g->gen == G_SOBOL)
    return generate_sobol(g, kind, out, n);
  if (pairs && n % 2)
    return g->gen == G_PHILOX ? generate_odd(g, kind, out, n, mean, sd)
                              : CUPORT_RAND_STATUS_LENGTH_NOT_MULTIPLE;
  cuportRandStatus_t st = seed_streams(g);
  if (st)
    return st;
  unsigned long long units = pairs ? n / 2 : n, base = g->units;
  if (g->host) {
    for (unsigned t = 0; t < STREAMS; t++)
      for (unsigned long long u = (t + STREAMS - base % STREAMS) % STREAMS; u < units; u += STREAMS) {
        if (g->gen == G_XORWOW)
          host_unit_xorwow((cuport_rand_xorwow *)g->states + t, kind, out, u, mean, sd);
        else if (g->gen == G_PHILOX)
          host_unit_philox((cuport_rand_philox *)g->states + t, kind, out, u, mean, sd);
        else
          host_unit_mrg((cuport_rand_mrg *)g->states + t, kind, out, u, mean, sd);
      }
  } else {
    char name[48];
    int k = kind;
    cuportArg a[] = {CUPORT_ARG_P(g->states), CUPORT_ARG_V(base), CUPORT_ARG_V(units),
                     CUPORT_ARG_V(k), CUPORT_ARG_P(out), CUPORT_ARG_V(mean), CUPORT_ARG_V(sd)};
    snprintf(name, sizeof name, "cuport_curand_gen_%s", gen_names[g->gen]);
    cuportError_t e = launch(name, STREAMS, g->stream, 7, a);
    if (e)
      return status_of(e);
  }
  g->units += units;
  return CUPORT_RAND_STATUS_SUCCESS;
}

cuportRandStatus_t cuportRandGenerateSeeds(cuportRandGenerator_t g)
{
  if (!g)
    return CUPORT_RAND_STATUS_NOT_INITIALIZED;
  return g->gen == G_SOBOL ? CUPORT_RAND_STATUS_SUCCESS : seed_streams(g);
}

cuportRandStatus_t cuportRandGenerate(cuportRandGenerator_t g, unsigned int *out, size_t num)
{
  return generate(g, K_UINT, out, num, 0, 0);
}

cuportRandStatus_t cuportRandGenerateUniform(cuportRandGenerator_t g, float *out, size_t num)
{
  return generate(g, K_UNIFORM, out, num, 0, 0);
}

cuportRandStatus_t cuportRandGenerateUniformDouble(cuportRandGenerator_t g, double *out, size_t num)
{
  return generate(g, K_UNIFORM_D, out, num, 0, 0);
}

cuportRandStatus_t cuportRandGenerateNormal(cuportRandGenerator_t g, float *out, size_t n,
                                            float mean, float stddev)
{
  return generate(g, K_NORMAL, out, n, mean, stddev);
}

cuportRandStatus_t cuportRandGenerateNormalDouble(cuportRandGenerator_t g, double *out, size_t n,
                                                  double mean, double stddev)
{
  return generate(g, K_NORMAL_D, out, n, mean, stddev);
}

cuportRandStatus_t cuportRandGenerateLogNormal(cuportRandGenerator_t g, float *out, size_t n,
                                               float mean, float stddev)
{
  return generate(g, K_LOGNORMAL, out, n, mean, stddev);
}

cuportRandStatus_t cuportRandGenerateLogNormalDouble(cuportRandGenerator_t g, double *out,
                                                     size_t n, double mean, double stddev)
{
  return generate(g, K_LOGNORMAL_D, out, n, mean, stddev);
}

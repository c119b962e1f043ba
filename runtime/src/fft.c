/*
 * fft.c: cuFFT's host API (cuport_fft.h): plans as integer handles, their work areas and
 * streams, and the execution of a transform as launches of fft_kernels.c's program.
 *
 * A plan normalizes its rank to three sizes n0 x n1 x n2 (leading 1s), n2 contiguous, and
 * keeps the layouts it was given; the basic layout of a side is decided at execution, since
 * an in-place real transform pads the real rows to 2*(n2/2+1) as cuFFT's does.  Execution
 * gathers the input into the work area's first half as complex values (a real input with
 * imaginary parts 0, C2R's Hermitian half completed by symmetry), runs the Stockham passes
 * of every axis of size above 1 (all of an axis's passes in local memory when its line
 * fits, else pass by pass between the two halves), and scatters the result (R2C keeps
 * the last dimension's n2/2+1 elements, C2R the real parts).  So a real transform costs a
 * complex one of the same size; in-place and overlapping layouts are safe because the
 * input is read whole before the output is written.  The work area is 2 x batch x n0 x n1
 * x n2 complex values: the size cuportfftGetSize reports.  A complex transform of the basic
 * layout whose axes all fit in local memory skips the gather and the scatter.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fft_internal.h"

#define FFT_MAX_FACTORS 64
#define FFT_LOCAL 256
#define FFT_LINE_LOCAL 32768
#define FFT_LINE_COLS 8

typedef struct fft_side {
  long long e1, e2, stride, dist; /* embed of dimensions 1 and 2, element stride, batch distance */
} fft_side;

typedef struct fft_plan {
  int made, auto_alloc, dbl;
  cuportfftType type;
  long long n[3], batch, total;
  int adv_in, adv_out; /* inembed / onembed given: in and out hold the layout */
  fft_side in, out;
  int nf[3];
  long long f[3][FFT_MAX_FACTORS];
  void *twiddle; /* the n[d]-th roots of unity of each axis d, at tw_off[d] elements */
  long long tw_off[3];
  void *work;
  int own_work;
  size_t work_size;
  cuportStream_t stream;
} fft_plan;

static fft_plan **plans;
static int nplans;
static pthread_mutex_t plans_lock = PTHREAD_MUTEX_INITIALIZER;

static fft_plan *plan_of(cuportfftHandle h)
{
  fft_plan *p = NULL;

  pthread_mutex_lock(&plans_lock);
  if (h >= 1 && h <= nplans)
    p = plans[h - 1];
  pthread_mutex_unlock(&plans_lock);
  return p;
}

static int is_double(cuportfftType t)
{
  return t == CUPORTFFT_Z2Z || t == CUPORTFFT_D2Z || t == CUPORTFFT_Z2D;
}

static int is_type(cuportfftType t)
{
  return t == CUPORTFFT_C2C || t == CUPORTFFT_R2C || t == CUPORTFFT_C2R || is_double(t);
}

static int is_r2c(cuportfftType t) { return t == CUPORTFFT_R2C || t == CUPORTFFT_D2Z; }
static int is_c2r(cuportfftType t) { return t == CUPORTFFT_C2R || t == CUPORTFFT_Z2D; }

/* Radices of L, 4s first, then 2, 3, 5, 7 and any other prime (a direct DFT pass). */
static int factorize(long long L, long long *f)
{
  int k = 0;

  while (L % 4 == 0) {
    f[k++] = 4;
    L /= 4;
  }
  for (long long r = 2; r * r <= L; r += r == 2 ? 1 : 2)
    while (L % r == 0) {
      f[k++] = r;
      L /= r;
    }
  if (L > 1)
    f[k++] = L;
  return k;
}

/* An advanced layout's embed, normalized as the sizes are. */
static void side_of(int rank, const long long *embed, long long stride, long long dist,
                    fft_side *s)
{
  long long e[3] = {1, 1, 1};

  for (int i = 0; i < rank; i++)
    e[3 - rank + i] = embed[i];
  s->e1 = e[1];
  s->e2 = e[2];
  s->stride = stride;
  s->dist = dist;
}

/* Fills p's parameters (no allocation); cuFFT's result for bad ones. */
static cuportfftResult describe(fft_plan *p, int rank, const long long *n,
                                const long long *inembed, long long istride, long long idist,
                                const long long *onembed, long long ostride, long long odist,
                                cuportfftType type, long long batch)
{
  if (!is_type(type))
    return CUPORTFFT_INVALID_TYPE;
  if (rank < 1 || rank > 3 || !n || batch < 1)
    return CUPORTFFT_INVALID_VALUE;
  p->n[0] = p->n[1] = p->n[2] = 1;
  for (int i = 0; i < rank; i++) {
    if (n[i] < 1)
      return CUPORTFFT_INVALID_SIZE;
    p->n[3 - rank + i] = n[i];
  }
  if ((inembed && (istride < 1 || idist < 0)) || (onembed && (ostride < 1 || odist < 0)))
    return CUPORTFFT_INVALID_VALUE;
  p->type = type;
  p->dbl = is_double(type);
  p->batch = batch;
  p->total = batch * p->n[0] * p->n[1] * p->n[2];
  p->adv_in = inembed != NULL;
  p->adv_out = onembed != NULL;
  if (inembed)
    side_of(rank, inembed, istride, idist, &p->in);
  if (onembed)
    side_of(rank, onembed, ostride, odist, &p->out);
  for (int d = 0; d < 3; d++)
    p->nf[d] = p->n[d] > 1 ? factorize(p->n[d], p->f[d]) : 0;
  p->work_size = (size_t)p->total * 2 * (p->dbl ? 16 : 8);
  return CUPORTFFT_SUCCESS;
}

/* The plan's roots of unity, exp(-2 pi i m / n[d]) for each axis, computed in double. */
static cuportfftResult make_twiddles(fft_plan *p)
{
  size_t elem = p->dbl ? 16 : 8;
  long long count = 0;
  double *host;
  cuportError_t e;

  for (int d = 0; d < 3; d++) {
    p->tw_off[d] = count;
    count += p->n[d] > 1 ? p->n[d] : 0;
  }
  if (count == 0)
    return CUPORTFFT_SUCCESS;
  if (!(host = malloc((size_t)count * 16)))
    return CUPORTFFT_ALLOC_FAILED;
  for (int d = 0; d < 3; d++)
    for (long long m = 0; p->n[d] > 1 && m < p->n[d]; m++) {
      double a = -2.0 * M_PI * (double)m / (double)p->n[d];
      double *w = host + 2 * (p->tw_off[d] + m);
      w[0] = cos(a);
      w[1] = sin(a);
    }
  if (!p->dbl) /* narrowed in place: float k reads double k, at or after its own slot */
    for (long long k = 0; k < 2 * count; k++)
      ((float *)host)[k] = (float)host[k];
  e = cuportMalloc(&p->twiddle, (size_t)count * elem);
  if (!e)
    e = cuportMemcpy(p->twiddle, host, (size_t)count * elem, cuportMemcpyHostToDevice);
  free(host);
  return e == cuportSuccess ? CUPORTFFT_SUCCESS
                            : e == cuportErrorMemoryAllocation ? CUPORTFFT_ALLOC_FAILED
                                                               : CUPORTFFT_SETUP_FAILED;
}

static void release(fft_plan *p)
{
  if (p->twiddle)
    cuportFree(p->twiddle);
  if (p->own_work && p->work)
    cuportFree(p->work);
  p->twiddle = p->work = NULL;
  p->own_work = p->made = 0;
}

cuportfftResult cuportfftCreate(cuportfftHandle *handle)
{
  fft_plan *p;
  int slot = -1;

  if (!handle)
    return CUPORTFFT_INVALID_VALUE;
  if (!(p = calloc(1, sizeof *p)))
    return CUPORTFFT_ALLOC_FAILED;
  p->auto_alloc = 1;
  pthread_mutex_lock(&plans_lock);
  for (int i = 0; i < nplans && slot < 0; i++)
    if (!plans[i])
      slot = i;
  if (slot < 0) {
    fft_plan **grown = realloc(plans, sizeof *plans * (size_t)(nplans + 16));
    if (grown) {
      memset(grown + nplans, 0, sizeof *plans * 16);
      plans = grown;
      slot = nplans;
      nplans += 16;
    }
  }
  if (slot >= 0)
    plans[slot] = p;
  pthread_mutex_unlock(&plans_lock);
  if (slot < 0) {
    free(p);
    return CUPORTFFT_ALLOC_FAILED;
  }
  *handle = slot + 1;
  CUPORT_TRACE("cuportfftCreate() -> %d", slot + 1);
  return CUPORTFFT_SUCCESS;
}

cuportfftResult cuportfftDestroy(cuportfftHandle plan)
{
  fft_plan *p;

  CUPORT_TRACE("cuportfftDestroy(%d)", plan);
  pthread_mutex_lock(&plans_lock);
  p = plan >= 1 && plan <= nplans ? plans[plan - 1] : NULL;
  if (p)
    plans[plan - 1] = NULL;
  pthread_mutex_unlock(&plans_lock);
  if (!p)
    return CUPORTFFT_INVALID_PLAN;
  release(p);
  free(p);
  return CUPORTFFT_SUCCESS;
}

cuportfftResult cuportfftMakePlanMany64(cuportfftHandle plan, int rank, long long int *n,
                                        long long int *inembed, long long int istride,
                                        long long int idist, long long int *onembed,
                                        long long int ostride, long long int odist,
                                        cuportfftType type, long long int batch,
                                        size_t *workSize)
{
  fft_plan *p = plan_of(plan);
  cuportfftResult r;

  CUPORT_TRACE("cuportfftMakePlanMany64(%d, rank=%d, type=0x%x, batch=%lld)", plan, rank,
               (unsigned)type, batch);
  if (!p)
    return CUPORTFFT_INVALID_PLAN;
  release(p);
  r = describe(p, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
  if (r == CUPORTFFT_SUCCESS)
    r = make_twiddles(p);
  if (r == CUPORTFFT_SUCCESS && p->auto_alloc) {
    cuportError_t e = cuportMalloc(&p->work, p->work_size);
    p->own_work = e == cuportSuccess;
    if (e)
      r = CUPORTFFT_ALLOC_FAILED;
  }
  if (r != CUPORTFFT_SUCCESS) {
    release(p);
    return r;
  }
  p->made = 1;
  if (workSize)
    *workSize = p->work_size;
  return CUPORTFFT_SUCCESS;
}

/* int arrays of up to 3 as long long (NULL stays NULL). */
static long long *widen(const int *a, int rank, long long *to)
{
  if (!a)
    return NULL;
  for (int i = 0; i < rank && i < 3; i++)
    to[i] = a[i];
  return to;
}

cuportfftResult cuportfftMakePlanMany(cuportfftHandle plan, int rank, int *n, int *inembed,
                                      int istride, int idist, int *onembed, int ostride,
                                      int odist, cuportfftType type, int batch,
                                      size_t *workSize)
{
  long long nn[3], ie[3], oe[3];

  if (rank < 1 || rank > 3 || !n)
    return plan_of(plan) ? CUPORTFFT_INVALID_VALUE : CUPORTFFT_INVALID_PLAN;
  return cuportfftMakePlanMany64(plan, rank, widen(n, rank, nn), widen(inembed, rank, ie),
                                 istride, idist, widen(onembed, rank, oe), ostride, odist, type,
                                 batch, workSize);
}

cuportfftResult cuportfftMakePlan1d(cuportfftHandle plan, int nx, cuportfftType type, int batch,
                                    size_t *workSize)
{
  return cuportfftMakePlanMany(plan, 1, &nx, NULL, 1, 0, NULL, 1, 0, type, batch, workSize);
}

cuportfftResult cuportfftMakePlan2d(cuportfftHandle plan, int nx, int ny, cuportfftType type,
                                    size_t *workSize)
{
  int n[2] = {nx, ny};
  return cuportfftMakePlanMany(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cuportfftResult cuportfftMakePlan3d(cuportfftHandle plan, int nx, int ny, int nz,
                                    cuportfftType type, size_t *workSize)
{
  int n[3] = {nx, ny, nz};
  return cuportfftMakePlanMany(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

/* cufftPlan*: a new handle made at once; no handle is left behind when making fails. */
static cuportfftResult plan_new(cuportfftHandle *plan, int rank, int *n, int *inembed,
                                int istride, int idist, int *onembed, int ostride, int odist,
                                cuportfftType type, int batch)
{
  cuportfftHandle h;
  cuportfftResult r;

  if (!plan)
    return CUPORTFFT_INVALID_VALUE;
  if ((r = cuportfftCreate(&h)) != CUPORTFFT_SUCCESS)
    return r;
  r = cuportfftMakePlanMany(h, rank, n, inembed, istride, idist, onembed, ostride, odist, type,
                            batch, NULL);
  if (r != CUPORTFFT_SUCCESS) {
    cuportfftDestroy(h);
    return r;
  }
  *plan = h;
  return CUPORTFFT_SUCCESS;
}

cuportfftResult cuportfftPlan1d(cuportfftHandle *plan, int nx, cuportfftType type, int batch)
{
  return plan_new(plan, 1, &nx, NULL, 1, 0, NULL, 1, 0, type, batch);
}

cuportfftResult cuportfftPlan2d(cuportfftHandle *plan, int nx, int ny, cuportfftType type)
{
  int n[2] = {nx, ny};
  return plan_new(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

cuportfftResult cuportfftPlan3d(cuportfftHandle *plan, int nx, int ny, int nz,
                                cuportfftType type)
{
  int n[3] = {nx, ny, nz};
  return plan_new(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

cuportfftResult cuportfftPlanMany(cuportfftHandle *plan, int rank, int *n, int *inembed,
                                  int istride, int idist, int *onembed, int ostride, int odist,
                                  cuportfftType type, int batch)
{
  return plan_new(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
}

/* The work size of a plan of these parameters, made or not. */
static cuportfftResult size_of(int rank, const int *n, const int *inembed, int istride, int idist,
                               const int *onembed, int ostride, int odist, cuportfftType type,
                               int batch, size_t *workSize)
{
  fft_plan p;
  long long nn[3], ie[3], oe[3];
  cuportfftResult r;

  if (!workSize)
    return CUPORTFFT_INVALID_VALUE;
  if (rank < 1 || rank > 3 || !n)
    return CUPORTFFT_INVALID_VALUE;
  memset(&p, 0, sizeof p);
  r = describe(&p, rank, widen(n, rank, nn), widen(inembed, rank, ie), istride, idist,
               widen(onembed, rank, oe), ostride, odist, type, batch);
  if (r == CUPORTFFT_SUCCESS)
    *workSize = p.work_size;
  return r;
}

cuportfftResult cuportfftEstimateMany(int rank, int *n, int *inembed, int istride, int idist,
                                      int *onembed, int ostride, int odist, cuportfftType type,
                                      int batch, size_t *workSize)
{
  return size_of(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch,
                 workSize);
}

cuportfftResult cuportfftEstimate1d(int nx, cuportfftType type, int batch, size_t *workSize)
{
  return size_of(1, &nx, NULL, 1, 0, NULL, 1, 0, type, batch, workSize);
}

cuportfftResult cuportfftEstimate2d(int nx, int ny, cuportfftType type, size_t *workSize)
{
  int n[2] = {nx, ny};
  return size_of(2, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cuportfftResult cuportfftEstimate3d(int nx, int ny, int nz, cuportfftType type, size_t *workSize)
{
  int n[3] = {nx, ny, nz};
  return size_of(3, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cuportfftResult cuportfftGetSizeMany(cuportfftHandle handle, int rank, int *n, int *inembed,
                                     int istride, int idist, int *onembed, int ostride,
                                     int odist, cuportfftType type, int batch, size_t *workArea)
{
  if (!plan_of(handle))
    return CUPORTFFT_INVALID_PLAN;
  return size_of(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch,
                 workArea);
}

cuportfftResult cuportfftGetSizeMany64(cuportfftHandle plan, int rank, long long int *n,
                                       long long int *inembed, long long int istride,
                                       long long int idist, long long int *onembed,
                                       long long int ostride, long long int odist,
                                       cuportfftType type, long long int batch,
                                       size_t *workSize)
{
  fft_plan p;
  cuportfftResult r;

  if (!plan_of(plan))
    return CUPORTFFT_INVALID_PLAN;
  if (!workSize)
    return CUPORTFFT_INVALID_VALUE;
  memset(&p, 0, sizeof p);
  r = describe(&p, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
  if (r == CUPORTFFT_SUCCESS)
    *workSize = p.work_size;
  return r;
}

cuportfftResult cuportfftGetSize1d(cuportfftHandle handle, int nx, cuportfftType type, int batch,
                                   size_t *workSize)
{
  return cuportfftGetSizeMany(handle, 1, &nx, NULL, 1, 0, NULL, 1, 0, type, batch, workSize);
}

cuportfftResult cuportfftGetSize2d(cuportfftHandle handle, int nx, int ny, cuportfftType type,
                                   size_t *workSize)
{
  int n[2] = {nx, ny};
  return cuportfftGetSizeMany(handle, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cuportfftResult cuportfftGetSize3d(cuportfftHandle handle, int nx, int ny, int nz,
                                   cuportfftType type, size_t *workSize)
{
  int n[3] = {nx, ny, nz};
  return cuportfftGetSizeMany(handle, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cuportfftResult cuportfftGetSize(cuportfftHandle handle, size_t *workSize)
{
  fft_plan *p = plan_of(handle);

  if (!p)
    return CUPORTFFT_INVALID_PLAN;
  if (!workSize)
    return CUPORTFFT_INVALID_VALUE;
  *workSize = p->made ? p->work_size : 0;
  return CUPORTFFT_SUCCESS;
}

cuportfftResult cuportfftSetWorkArea(cuportfftHandle plan, void *workArea)
{
  fft_plan *p = plan_of(plan);

  if (!p)
    return CUPORTFFT_INVALID_PLAN;
  if (p->own_work && p->work)
    cuportFree(p->work);
  p->own_work = 0;
  p->work = workArea;
  return CUPORTFFT_SUCCESS;
}

cuportfftResult cuportfftSetAutoAllocation(cuportfftHandle plan, int autoAllocate)
{
  fft_plan *p = plan_of(plan);

  if (!p)
    return CUPORTFFT_INVALID_PLAN;
  p->auto_alloc = autoAllocate != 0;
  return CUPORTFFT_SUCCESS;
}

cuportfftResult cuportfftSetStream(cuportfftHandle plan, cuportStream_t stream)
{
  fft_plan *p = plan_of(plan);

  if (!p)
    return CUPORTFFT_INVALID_PLAN;
  p->stream = stream;
  return CUPORTFFT_SUCCESS;
}

cuportfftResult cuportfftGetVersion(int *version)
{
  if (!version)
    return CUPORTFFT_INVALID_VALUE;
  *version = CUPORTFFT_VERSION;
  return CUPORTFFT_SUCCESS;
}

/* The layout of the input (out 0) or output side at execution: the plan's advanced one, or
   the basic one of that side's logical size (real rows padded when in place). */
static fft_side layout(const fft_plan *p, int out, int in_place)
{
  fft_side s;
  int real = out ? is_c2r(p->type) : is_r2c(p->type);
  int half = out ? is_r2c(p->type) : is_c2r(p->type);

  if (out ? p->adv_out : p->adv_in)
    return out ? p->out : p->in;
  s.e1 = p->n[1];
  s.e2 = half ? p->n[2] / 2 + 1 : real && in_place ? 2 * (p->n[2] / 2 + 1) : p->n[2];
  s.stride = 1;
  s.dist = p->n[0] * p->n[1] * s.e2;
  return s;
}

/* Launches kernel `name` of p's program over count work-items. */
static cuportError_t launch(const fft_plan *p, cuportProgram_t prog, const char *name,
                            long long count, unsigned nargs, const cuportArg *args)
{
  return cuport_own_launch(prog, name, (unsigned)((count + FFT_LOCAL - 1) / FFT_LOCAL), FFT_LOCAL,
                           0, p->stream, nargs, args);
}

/* Launches kernel `name` of p's program on groups x block with `local` dynamic local bytes. */
static cuportError_t launch_groups(const fft_plan *p, cuportProgram_t prog, const char *name,
                                   long long groups, unsigned block, size_t local,
                                   unsigned nargs, const cuportArg *args)
{
  return cuport_own_launch(prog, name, (unsigned)groups, block, local, p->stream, nargs, args);
}

/* Local bytes cuport_fft_line needs for one line of axis d, 0 when it cannot run it (a
   factor above 7, or more than the 32 KiB of local memory every OpenCL device has). */
static size_t line_bytes(const fft_plan *p, int d)
{
  size_t bytes = 2 * (size_t)p->n[d] * (p->dbl ? 16 : 8);

  if (p->n[d] < 2 || bytes > FFT_LINE_LOCAL)
    return 0;
  for (int i = 0; i < p->nf[d]; i++)
    if (p->f[d][i] > 7)
      return 0;
  return bytes;
}

/* The current device's local memory per work-group (32 KiB when it cannot be asked). */
static size_t local_memory(void)
{
  int dev = 0, bytes = 0;

  if (cuportGetDevice(&dev) != cuportSuccess ||
      cuportDeviceGetAttribute(&bytes, cuportDevAttrMaxSharedMemoryPerBlock, dev) !=
          cuportSuccess || bytes < FFT_LINE_LOCAL)
    return FFT_LINE_LOCAL;
  return (size_t)bytes;
}

/* Every pass of axis d from src to dst (src may be dst) with cuport_fft_line: along a
   strided axis up to FFT_LINE_COLS adjacent lines a work-group, as local memory allows. */
static cuportError_t line_axis(const fft_plan *p, cuportProgram_t prog, int d, int inv,
                               void *src, void *dst)
{
  size_t elem = p->dbl ? 16 : 8, bytes = line_bytes(p, d), room = local_memory();
  long long L = p->n[d], s = 1, cols = 1, block;
  void *tw = (char *)p->twiddle + (size_t)p->tw_off[d] * elem;

  for (int i = d + 1; i < 3; i++)
    s *= p->n[i];
  while (cols * 2 <= FFT_LINE_COLS && s % (cols * 2) == 0 && bytes * (size_t)cols * 2 <= room)
    cols *= 2;
  block = cols * L / 4;
  block = block < 1 ? 1 : block > FFT_LOCAL ? FFT_LOCAL : block;
  {
    cuportArg a[] = {CUPORT_ARG_P(src), CUPORT_ARG_P(dst), CUPORT_ARG_P(tw), CUPORT_ARG_V(L),
                     CUPORT_ARG_V(s), CUPORT_ARG_V(cols), CUPORT_ARG_V(inv), CUPORT_ARG_L(0)};
    return launch_groups(p, prog, "cuport_fft_line", p->total / L / cols, (unsigned)block,
                         bytes * (size_t)cols, 8, a);
  }
}

/* The axis passes on the work area; *cur ends on the half holding the result. */
static cuportError_t passes(const fft_plan *p, cuportProgram_t prog, int inv, void **cur,
                            void **other)
{
  size_t elem = p->dbl ? 16 : 8;
  long long count = p->total, s = 1;
  cuportError_t e = cuportSuccess;

  for (int d = 2; d >= 0 && !e; d--) {
    long long L = p->n[d], ns = 1;
    void *tw = (char *)p->twiddle + (size_t)p->tw_off[d] * elem;
    if (line_bytes(p, d)) {
      e = line_axis(p, prog, d, inv, *cur, *cur);
      s *= L;
      continue;
    }
    for (int i = 0; i < p->nf[d] && !e; i++) {
      long long rad = p->f[d][i];
      cuportArg a[] = {CUPORT_ARG_P(*cur), CUPORT_ARG_P(*other), CUPORT_ARG_P(tw),
                       CUPORT_ARG_V(count), CUPORT_ARG_V(L), CUPORT_ARG_V(s),
                       CUPORT_ARG_V(rad), CUPORT_ARG_V(ns), CUPORT_ARG_V(inv)};
      void *t;
      if (rad <= 8)
        e = launch(p, prog, "cuport_fft_butterfly", count / rad, 9, a);
      else
        e = launch(p, prog, "cuport_fft_pass", count, 9, a);
      ns *= rad;
      t = *cur;
      *cur = *other;
      *other = t;
    }
    s *= L;
  }
  return e;
}

/* A complex transform of the basic layout whose every axis runs in local memory needs no
   gather or scatter: the first axis reads the input, every axis writes the output. */
static int direct(const fft_plan *p, int want_kind)
{
  if (want_kind != 0 || p->adv_in || p->adv_out)
    return 0;
  for (int d = 0; d < 3; d++)
    if (p->n[d] > 1 && !line_bytes(p, d))
      return 0;
  return 1;
}

static cuportError_t direct_axes(const fft_plan *p, cuportProgram_t prog, int inv, void *in,
                                 void *out)
{
  cuportError_t e = cuportSuccess;
  void *src = in;

  for (int d = 2; d >= 0 && !e; d--)
    if (p->n[d] > 1) {
      e = line_axis(p, prog, d, inv, src, out);
      src = out;
    }
  if (!e && src == in && in != out) /* every size 1: the transform is a copy */
    e = cuportMemcpyAsync(out, in, (size_t)p->total * (p->dbl ? 16 : 8),
                          cuportMemcpyDeviceToDevice, p->stream);
  return e;
}

/* One transform of plan h: in and out are device pointers of the type's sides. */
static cuportfftResult execute(cuportfftHandle h, const char *what, void *in, void *out, int dir,
                               int want_double, int want_kind)
{
  fft_plan *p = plan_of(h);
  cuportProgram_t prog;
  cuportError_t e;

  CUPORT_TRACE("%s(%d, in=%p, out=%p, dir=%d)", what, h, in, out, dir);
  if (!p || !p->made)
    return CUPORTFFT_INVALID_PLAN;
  if (p->dbl != want_double || (want_kind == 0 ? is_r2c(p->type) || is_c2r(p->type)
                                : want_kind == 1 ? !is_r2c(p->type) : !is_c2r(p->type)))
    return CUPORTFFT_INVALID_TYPE;
  if (!in || !out || (want_kind == 0 && dir != CUPORTFFT_FORWARD && dir != CUPORTFFT_INVERSE))
    return CUPORTFFT_INVALID_VALUE;
  if (!p->work)
    return CUPORTFFT_NO_WORKSPACE;
  if ((e = cuport_fft_program(p->dbl, p->total > INT_MAX / 2, &prog)) != cuportSuccess)
    return CUPORTFFT_SETUP_FAILED;
  {
    size_t elem = p->dbl ? 16 : 8;
    void *cur = p->work, *other = (char *)p->work + (size_t)p->total * elem;
    fft_side si = layout(p, 0, in == out), so = layout(p, 1, in == out);
    long long n0 = p->n[0], n1 = p->n[1], n2 = p->n[2], count = p->total;
    long long m2 = is_r2c(p->type) ? n2 / 2 + 1 : n2, ocount = count / n2 * m2;
    int gkind = want_kind == 1 ? FFT_GATHER_REAL : want_kind == 2 ? FFT_GATHER_HALF
                                                                  : FFT_GATHER_COMPLEX;
    int skind = want_kind == 2 ? FFT_SCATTER_REAL : FFT_SCATTER_COMPLEX;
    int inv = want_kind == 2 || (want_kind == 0 && dir == CUPORTFFT_INVERSE);
    if (direct(p, want_kind))
      return direct_axes(p, prog, inv, in, out) == cuportSuccess ? CUPORTFFT_SUCCESS
                                                                  : CUPORTFFT_EXEC_FAILED;
    cuportArg g[] = {CUPORT_ARG_P(in), CUPORT_ARG_P(cur), CUPORT_ARG_V(count),
                     CUPORT_ARG_V(n0), CUPORT_ARG_V(n1), CUPORT_ARG_V(n2),
                     CUPORT_ARG_V(si.e1), CUPORT_ARG_V(si.e2), CUPORT_ARG_V(si.stride),
                     CUPORT_ARG_V(si.dist), CUPORT_ARG_V(gkind)};

    e = launch(p, prog, "cuport_fft_gather", count, 11, g);
    if (!e)
      e = passes(p, prog, inv, &cur, &other);
    if (!e) {
      cuportArg s[] = {CUPORT_ARG_P(cur), CUPORT_ARG_P(out), CUPORT_ARG_V(ocount),
                       CUPORT_ARG_V(n0), CUPORT_ARG_V(n1), CUPORT_ARG_V(m2),
                       CUPORT_ARG_V(n2), CUPORT_ARG_V(so.e1), CUPORT_ARG_V(so.e2),
                       CUPORT_ARG_V(so.stride), CUPORT_ARG_V(so.dist), CUPORT_ARG_V(skind)};
      e = launch(p, prog, "cuport_fft_scatter", ocount, 12, s);
    }
  }
  return e == cuportSuccess ? CUPORTFFT_SUCCESS : CUPORTFFT_EXEC_FAILED;
}

cuportfftResult cuportfftExecC2C(cuportfftHandle plan, cuportfftComplex *idata,
                                 cuportfftComplex *odata, int direction)
{
  return execute(plan, "cuportfftExecC2C", idata, odata, direction, 0, 0);
}

cuportfftResult cuportfftExecZ2Z(cuportfftHandle plan, cuportfftDoubleComplex *idata,
                                 cuportfftDoubleComplex *odata, int direction)
{
  return execute(plan, "cuportfftExecZ2Z", idata, odata, direction, 1, 0);
}

cuportfftResult cuportfftExecR2C(cuportfftHandle plan, cuportfftReal *idata,
                                 cuportfftComplex *odata)
{
  return execute(plan, "cuportfftExecR2C", idata, odata, CUPORTFFT_FORWARD, 0, 1);
}

cuportfftResult cuportfftExecD2Z(cuportfftHandle plan, cuportfftDoubleReal *idata,
                                 cuportfftDoubleComplex *odata)
{
  return execute(plan, "cuportfftExecD2Z", idata, odata, CUPORTFFT_FORWARD, 1, 1);
}

cuportfftResult cuportfftExecC2R(cuportfftHandle plan, cuportfftComplex *idata,
                                 cuportfftReal *odata)
{
  return execute(plan, "cuportfftExecC2R", idata, odata, CUPORTFFT_INVERSE, 0, 2);
}

cuportfftResult cuportfftExecZ2D(cuportfftHandle plan, cuportfftDoubleComplex *idata,
                                 cuportfftDoubleReal *odata)
{
  return execute(plan, "cuportfftExecZ2D", idata, odata, CUPORTFFT_INVERSE, 1, 2);
}

/* The cuFFT type of cufftXt's (input, output, execution) data types; 0 when none. */
static cuportfftType xt_type(cuportDataType in, cuportDataType out, cuportDataType exec)
{
  static const struct {
    cuportDataType in, out, exec;
    cuportfftType type;
  } map[] = {
      {CUPORT_C_32F, CUPORT_C_32F, CUPORT_C_32F, CUPORTFFT_C2C},
      {CUPORT_R_32F, CUPORT_C_32F, CUPORT_C_32F, CUPORTFFT_R2C},
      {CUPORT_C_32F, CUPORT_R_32F, CUPORT_C_32F, CUPORTFFT_C2R},
      {CUPORT_C_64F, CUPORT_C_64F, CUPORT_C_64F, CUPORTFFT_Z2Z},
      {CUPORT_R_64F, CUPORT_C_64F, CUPORT_C_64F, CUPORTFFT_D2Z},
      {CUPORT_C_64F, CUPORT_R_64F, CUPORT_C_64F, CUPORTFFT_Z2D},
  };
  for (size_t i = 0; i < sizeof map / sizeof *map; i++)
    if (map[i].in == in && map[i].out == out && map[i].exec == exec)
      return map[i].type;
  return (cuportfftType)0;
}

cuportfftResult cuportfftXtMakePlanMany(cuportfftHandle plan, int rank, long long int *n,
                                        long long int *inembed, long long int istride,
                                        long long int idist, cuportDataType inputtype,
                                        long long int *onembed, long long int ostride,
                                        long long int odist, cuportDataType outputtype,
                                        long long int batch, size_t *workSize,
                                        cuportDataType executiontype)
{
  cuportfftType t = xt_type(inputtype, outputtype, executiontype);

  if (!plan_of(plan))
    return CUPORTFFT_INVALID_PLAN;
  if (!t)
    return CUPORTFFT_NOT_SUPPORTED;
  return cuportfftMakePlanMany64(plan, rank, n, inembed, istride, idist, onembed, ostride,
                                 odist, t, batch, workSize);
}

cuportfftResult cuportfftXtGetSizeMany(cuportfftHandle plan, int rank, long long int *n,
                                       long long int *inembed, long long int istride,
                                       long long int idist, cuportDataType inputtype,
                                       long long int *onembed, long long int ostride,
                                       long long int odist, cuportDataType outputtype,
                                       long long int batch, size_t *workSize,
                                       cuportDataType executiontype)
{
  cuportfftType t = xt_type(inputtype, outputtype, executiontype);

  if (!plan_of(plan))
    return CUPORTFFT_INVALID_PLAN;
  if (!t)
    return CUPORTFFT_NOT_SUPPORTED;
  return cuportfftGetSizeMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist,
                                t, batch, workSize);
}

cuportfftResult cuportfftXtExec(cuportfftHandle plan, void *input, void *output, int direction)
{
  fft_plan *p = plan_of(plan);

  if (!p || !p->made)
    return CUPORTFFT_INVALID_PLAN;
  switch (p->type) {
  case CUPORTFFT_C2C: return cuportfftExecC2C(plan, input, output, direction);
  case CUPORTFFT_Z2Z: return cuportfftExecZ2Z(plan, input, output, direction);
  case CUPORTFFT_R2C: return cuportfftExecR2C(plan, input, output);
  case CUPORTFFT_D2Z: return cuportfftExecD2Z(plan, input, output);
  case CUPORTFFT_C2R: return cuportfftExecC2R(plan, input, output);
  default: return cuportfftExecZ2D(plan, input, output);
  }
}

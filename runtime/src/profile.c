/*
 * profile.c: where the time of a migrated program goes, on any OpenCL device.
 * CUPORT_PROFILE=1 (or a file name) prints at exit, per kernel, launches and
 * total, mean and max device time; per copy class (HtoD/DtoH pageable or
 * pinned, DtoD, HtoH, memset) count, bytes, time and GB/s; the host API calls
 * that wait; and the NVTX ranges and marks.  A name ending in .json also gets
 * a Chrome trace-event file (Perfetto, chrome://tracing): one track per host
 * thread with its API calls and NVTX ranges, one per stream with its kernels
 * and copies at device time.
 *
 * Device times are the profiling timestamps of each command's own event:
 * stream queues are profiling queues only in a profiled run (stream.c), and
 * the enqueue paths ask for an event only then.  Events are read when they
 * have completed: every few hundred records the finished ones are folded into
 * the totals and released, so a long run holds a bounded number of them; at
 * exit the rest are waited for.  Device timestamps become host ones through
 * one offset per device, measured once (calibrate): a marker's QUEUED
 * timestamp against CLOCK_MONOTONIC read just before and after its enqueue.
 *
 * The window: everything is counted from the start unless the program calls
 * cuportProfilerStart; its first call drops what was counted before, and from
 * then on only the spans between a Start and the next Stop count (nvprof's
 * --profile-from-start off).  A command or host record belongs to the window
 * it began in.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

int cuport_profiling;

typedef unsigned long long u64;

/* Copy classes, in the table's order. */
enum {
  K_KERNEL = -1,
  K_HTOD_PAGEABLE, K_HTOD_PINNED, K_DTOH_PAGEABLE, K_DTOH_PINNED, K_DTOD, K_HTOH,
  K_MEMSET, K_NCLASSES
};
static const char *const class_names[K_NCLASSES] = {
  "[CUDA memcpy HtoD] pageable", "[CUDA memcpy HtoD] pinned", "[CUDA memcpy DtoH] pageable",
  "[CUDA memcpy DtoH] pinned", "[CUDA memcpy DtoD]", "[CUDA memcpy HtoH]", "[CUDA memset]",
};

/* One device command (or a run of commands, first to last). */
typedef struct prof_cmd {
  int kind;                /* K_KERNEL or a copy class */
  const char *name;        /* kernel name (lives as long as its kernel) */
  size_t bytes;
  int dev, track;
  unsigned tid;            /* the host thread that issued it */
  cl_event first, last;
  u64 issued;              /* host time of the call */
  u64 start, end;          /* device ns, then host ns once resolved */
} prof_cmd;

/* One host span (API call, NVTX range) or instant (NVTX mark). */
typedef struct prof_host {
  char *name;              /* owned */
  const char *cat;         /* "api", "nvtx" or a named category (owned by the names) */
  unsigned tid;
  int depth;
  unsigned color;
  u64 start, end;
} prof_host;

/* Totals under one name. */
typedef struct prof_stat {
  char *name;
  unsigned long count;
  u64 total, max;
  u64 bytes;
} prof_stat;

typedef struct stat_table {
  prof_stat *v;
  size_t n, cap;
} stat_table;

/* A stream's track in the trace. */
typedef struct prof_track {
  struct cuportStream *s;
  int dev, id;
  char *name;
} prof_track;

typedef struct prof_thread_name {
  unsigned tid;
  char *name;
} prof_thread_name;

static struct {
  pthread_mutex_t lock;
  char *table_path;        /* NULL: stderr */
  char *trace_path;        /* NULL: no trace */
  u64 t0;                  /* host time the profile began */
  unsigned window;         /* current window (generation), from 1 */
  int counting;            /* commands issued now are counted */
  int explicit_start;      /* cuportProfilerStart was called */
  prof_cmd *pending, *done;
  size_t npending, cappending, ndone, capdone;
  prof_host *host;
  size_t nhost, caphost;
  stat_table kernels, apis, ranges, marks;
  prof_stat classes[K_NCLASSES];
  prof_track *tracks;
  size_t ntracks;
  prof_thread_name *threads;
  size_t nthreads;
  long long offset[CUPORT_MAX_DEVICES];  /* host ns - device ns */
  int calibrated[CUPORT_MAX_DEVICES];
  unsigned long dropped;   /* commands whose times could not be read */
} P = {.lock = PTHREAD_MUTEX_INITIALIZER};

u64 cuport_prof_now(void)
{
  struct timespec ts;

  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (u64)ts.tv_sec * 1000000000ull + (u64)ts.tv_nsec;
}

unsigned cuport_prof_tid(void)
{
  static _Thread_local unsigned tid;

  if (!tid)
    tid = (unsigned)gettid();
  return tid;
}

/* Grows *v (of elements of size sz) to hold n + 1; 0 on success. */
static int grow(void **v, size_t *cap, size_t n, size_t sz)
{
  void *p;
  size_t c;

  if (n < *cap)
    return 0;
  c = *cap ? *cap * 2 : 64;
  p = realloc(*v, c * sz);
  if (!p)
    return -1;
  *v = p;
  *cap = c;
  return 0;
}

/* ----------------------------------------------------------- configuration */

/* "name" with %p replaced by the process id, made absolute against the
   working directory at start-up. */
static char *output_path(const char *name, size_t n)
{
  char buf[4096], cwd[2048];
  size_t k = 0, i;

  if (name[0] != '/' && getcwd(cwd, sizeof cwd))
    k = (size_t)snprintf(buf, sizeof buf, "%s/", cwd);
  for (i = 0; i < n && k + 24 < sizeof buf; i++) {
    if (name[i] == '%' && i + 1 < n && name[i + 1] == 'p') {
      k += (size_t)snprintf(buf + k, sizeof buf - k, "%ld", (long)getpid());
      i++;
    } else {
      buf[k++] = name[i];
    }
  }
  buf[k] = '\0';
  return strdup(buf);
}

/* CUPORT_PROFILE: comma-separated; "1"/"stderr": the table on stderr; a name
   ending in .json: the trace there; any other name: the table there. */
void cuport_profile_configure(const char *spec)
{
  const char *p = spec;

  free(P.table_path);
  free(P.trace_path);
  P.table_path = P.trace_path = NULL;
  cuport_profiling = spec && *spec && strcmp(spec, "0") && strcmp(spec, "off") &&
                     strcmp(spec, "no") && strcmp(spec, "false");
  if (!cuport_profiling)
    return;
  while (*p) {
    size_t n = strcspn(p, ",");
    int json = n > 5 && strncmp(p + n - 5, ".json", 5) == 0;
    int flag = (n == 1 && *p == '1') || (n == 6 && strncmp(p, "stderr", 6) == 0);
    if (n && !flag) {
      char **slot = json ? &P.trace_path : &P.table_path;
      free(*slot);
      *slot = output_path(p, n);
    }
    p += n + (p[n] == ',');
  }
  P.t0 = cuport_prof_now();
  P.window = 1;
  P.counting = 1;
  P.explicit_start = 0;
}

/* ------------------------------------------------------------------ tracks */

/* The track of s, made on first use (P.lock held). */
static int track_of(struct cuportStream *s)
{
  size_t i;
  int n = 0;
  char name[96];
  prof_track *v;

  for (i = 0; i < P.ntracks; i++) {
    if (P.tracks[i].s == s)
      return P.tracks[i].id;
    n += P.tracks[i].dev == s->dev->index;
  }
  v = realloc(P.tracks, (P.ntracks + 1) * sizeof *v);
  if (!v)
    return 0;
  P.tracks = v;
  if (s == s->dev->legacy)
    snprintf(name, sizeof name, "default stream");
  else if (s->per_thread)
    snprintf(name, sizeof name, "per-thread default stream");
  else
    snprintf(name, sizeof name, "stream %d", n + 1);
  v[P.ntracks].s = s;
  v[P.ntracks].dev = s->dev->index;
  v[P.ntracks].id = (int)P.ntracks + 1;
  v[P.ntracks].name = strdup(name);
  return v[P.ntracks++].id;
}

void cuport_prof_name_stream(struct cuportStream *s, const char *name)
{
  size_t i;
  int id;

  if (!s || s->magic != CUPORT_STREAM_MAGIC || !name)
    return;
  pthread_mutex_lock(&P.lock);
  id = track_of(s);
  for (i = 0; i < P.ntracks; i++)
    if (P.tracks[i].id == id) {
      free(P.tracks[i].name);
      P.tracks[i].name = strdup(name);
    }
  pthread_mutex_unlock(&P.lock);
}

void cuport_prof_name_thread(unsigned tid, const char *name)
{
  prof_thread_name *v;

  if (!name)
    return;
  pthread_mutex_lock(&P.lock);
  v = realloc(P.threads, (P.nthreads + 1) * sizeof *v);
  if (v) {
    P.threads = v;
    v[P.nthreads].tid = tid;
    v[P.nthreads++].name = strdup(name);
  }
  pthread_mutex_unlock(&P.lock);
}

/* --------------------------------------------------------------- the clock */

static const cl_queue_properties calib_props[] = {CL_QUEUE_PROPERTIES,
                                                  CL_QUEUE_PROFILING_ENABLE, 0};

/* host ns - device ns for dev: a marker's QUEUED timestamp is taken while
   clEnqueueMarkerWithWaitList runs, so it lies between the host times read
   around the call; the tightest of a few tries wins. */
static void calibrate(cuport_device *dev)
{
  cl_int err;
  cl_command_queue q;
  u64 best = ~0ull;
  int i;

  P.calibrated[dev->index] = 1;
  q = clCreateCommandQueueWithProperties(dev->ctx, dev->id, calib_props, &err);
  if (!q)
    return;
  for (i = 0; i < 5; i++) {
    cl_event ev;
    cl_ulong queued = 0;
    u64 t0 = cuport_prof_now(), t1;
    err = clEnqueueMarkerWithWaitList(q, 0, NULL, &ev);
    t1 = cuport_prof_now();
    if (err != CL_SUCCESS)
      break;
    clFinish(q);
    err = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_QUEUED, sizeof queued, &queued, NULL);
    if (err == CL_SUCCESS && !queued)
      err = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof queued, &queued, NULL);
    clReleaseEvent(ev);
    if (err == CL_SUCCESS && t1 - t0 < best) {
      best = t1 - t0;
      P.offset[dev->index] = (long long)(t0 + (t1 - t0) / 2) - (long long)queued;
    }
  }
  clReleaseCommandQueue(q);
  CUPORT_TRACE("profile: device %d clock offset %lld ns (bracket %llu ns)", dev->index,
               P.offset[dev->index], best);
}

/* ------------------------------------------------------------- the totals */

static prof_stat *stat_for(stat_table *t, const char *name)
{
  size_t i;

  for (i = 0; i < t->n; i++)
    if (t->v[i].name == name || strcmp(t->v[i].name, name) == 0)
      return &t->v[i];
  if (grow((void **)&t->v, &t->cap, t->n, sizeof *t->v))
    return NULL;
  memset(&t->v[t->n], 0, sizeof t->v[t->n]);
  t->v[t->n].name = strdup(name);
  return t->v[t->n].name ? &t->v[t->n++] : NULL;
}

static void add(prof_stat *st, u64 dur, u64 bytes)
{
  if (!st)
    return;
  st->count++;
  st->total += dur;
  st->bytes += bytes;
  if (dur > st->max)
    st->max = dur;
}

static void clear_stats(stat_table *t)
{
  size_t i;

  for (i = 0; i < t->n; i++)
    free(t->v[i].name);
  free(t->v);
  memset(t, 0, sizeof *t);
}

/* ---------------------------------------------------------- device records */

static void release_cmd(prof_cmd *c)
{
  if (c->first && c->first != c->last)
    clReleaseEvent(c->first);
  if (c->last)
    clReleaseEvent(c->last);
  c->first = c->last = NULL;
}

/* Reads a finished command's times into the totals (and the trace list);
   returns 0 when it has not finished yet and wait is 0. */
static int resolve(prof_cmd *c, int wait)
{
  cl_int status = CL_QUEUED;
  cl_ulong start = 0, end = 0;
  cl_event first = c->first ? c->first : c->last;
  u64 dur;

  clGetEventInfo(c->last, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
  if (status > CL_COMPLETE && !wait)
    return 0;
  if (status > CL_COMPLETE)
    clWaitForEvents(1, &c->last);
  if (clGetEventProfilingInfo(first, CL_PROFILING_COMMAND_START, sizeof start, &start, NULL) ||
      clGetEventProfilingInfo(c->last, CL_PROFILING_COMMAND_END, sizeof end, &end, NULL) ||
      end < start) {
    P.dropped++;
    release_cmd(c);
    return 1;
  }
  release_cmd(c);
  dur = end - start;
  c->start = (u64)((long long)start + P.offset[c->dev]);
  c->end = c->start + dur;
  if (c->kind == K_KERNEL)
    add(stat_for(&P.kernels, c->name), dur, 0);
  else
    add(&P.classes[c->kind], dur, c->bytes);
  if (P.trace_path && !grow((void **)&P.done, &P.capdone, P.ndone, sizeof *P.done))
    P.done[P.ndone++] = *c;
  return 1;
}

/* Folds finished commands into the totals (all of them, waiting, when
   wait_all); bounds what is held when the device runs far behind. */
static void resolve_pending(int wait_all)
{
  size_t i, k = 0;

  for (i = 0; i < P.npending; i++) {
    int wait = wait_all || (P.npending > 16384 && i < P.npending / 2);
    if (!resolve(&P.pending[i], wait))
      P.pending[k++] = P.pending[i];
  }
  P.npending = k;
}

/* Adds a command issued on s (P.lock not held; the events are taken). */
static void record(struct cuportStream *s, int kind, const char *name, size_t bytes,
                   cl_event first, cl_event last, u64 issued)
{
  prof_cmd *c;

  pthread_mutex_lock(&P.lock);
  if (!P.counting || !last || (kind != K_KERNEL && !bytes) ||
      grow((void **)&P.pending, &P.cappending, P.npending, sizeof *P.pending)) {
    pthread_mutex_unlock(&P.lock);
    if (first && first != last)
      clReleaseEvent(first);
    if (last)
      clReleaseEvent(last);
    return;
  }
  if (!P.calibrated[s->dev->index])
    calibrate(s->dev);
  c = &P.pending[P.npending++];
  memset(c, 0, sizeof *c);
  c->kind = kind;
  c->name = name;
  c->bytes = bytes;
  c->dev = s->dev->index;
  c->track = track_of(s);
  c->tid = cuport_prof_tid();
  c->first = first;
  c->last = last;
  c->issued = issued;
  if (P.npending % 256 == 0)
    resolve_pending(0);
  pthread_mutex_unlock(&P.lock);
}

static void host_record(const char *name, const char *cat, u64 start, u64 end, int depth,
                        unsigned color);

/* The launch is also a host API call: from t0 to its enqueue. */
void cuport_prof_kernel(struct cuportStream *s, const char *name, cl_event ev, u64 t0)
{
  u64 now = cuport_prof_now();

  record(s, K_KERNEL, name, 0, NULL, ev, t0);
  pthread_mutex_lock(&P.lock);
  if (P.counting) {
    add(stat_for(&P.apis, "cudaLaunchKernel"), now - t0, 0);
    host_record("cudaLaunchKernel", "api", t0, now, 0, 0);
  }
  pthread_mutex_unlock(&P.lock);
}

/* Pinned: memory the device reaches directly, as cudaHostAlloc's and
   cudaHostRegister's is in CUDA. */
static int copy_class(cuport_device *dev, const void *dst, const void *src)
{
  cuport_alloc *a;
  int sd, dd, sp, dp;

  pthread_mutex_lock(&dev->lock);
  a = cuport_reg_find(&dev->reg, src);
  sd = a && (a->kind == CUPORT_MEM_DEVICE || a->kind == CUPORT_MEM_MANAGED ||
             a->kind == CUPORT_MEM_SYMBOL);
  sp = a && !sd;
  a = cuport_reg_find(&dev->reg, dst);
  dd = a && (a->kind == CUPORT_MEM_DEVICE || a->kind == CUPORT_MEM_MANAGED ||
             a->kind == CUPORT_MEM_SYMBOL);
  dp = a && !dd;
  pthread_mutex_unlock(&dev->lock);
  if (sd && dd)
    return K_DTOD;
  if (dd)
    return sp ? K_HTOD_PINNED : K_HTOD_PAGEABLE;
  if (sd)
    return dp ? K_DTOH_PINNED : K_DTOH_PAGEABLE;
  return K_HTOH;
}

void cuport_prof_copy_at(struct cuportStream *s, const void *dst, const void *src, size_t bytes,
                         cl_event first, cl_event last, int keep_last, unsigned long long issued)
{
  if (keep_last && last)
    clRetainEvent(last);
  record(s, copy_class(s->dev, dst, src), NULL, bytes, first, last, issued);
}

void cuport_prof_copy(struct cuportStream *s, const void *dst, const void *src, size_t bytes,
                      cl_event first, cl_event last, int keep_last)
{
  cuport_prof_copy_at(s, dst, src, bytes, first, last, keep_last, cuport_prof_now());
}

void cuport_prof_memset(struct cuportStream *s, size_t bytes, cl_event first, cl_event last)
{
  record(s, K_MEMSET, NULL, bytes, first, last, cuport_prof_now());
}

/* ------------------------------------------------------------ host records */

static _Thread_local u64 api_starts[8];
static _Thread_local int api_depth;

void cuport_prof_api_begin(void)
{
  if (api_depth < 8)
    api_starts[api_depth] = cuport_prof_now();
  api_depth++;
}

/* Adds a host span (P.lock held); name is copied. */
static void host_record(const char *name, const char *cat, u64 start, u64 end, int depth,
                        unsigned color)
{
  prof_host *h;

  if (!P.trace_path || grow((void **)&P.host, &P.caphost, P.nhost, sizeof *P.host))
    return;
  h = &P.host[P.nhost];
  h->name = strdup(name);
  if (!h->name)
    return;
  h->cat = cat;
  h->tid = cuport_prof_tid();
  h->depth = depth;
  h->color = color;
  h->start = start;
  h->end = end;
  P.nhost++;
}

cuportError_t cuport_prof_api_end(const char *name, cuportError_t r)
{
  u64 end = cuport_prof_now();

  if (--api_depth >= 8 || api_depth < 0)
    return r;
  pthread_mutex_lock(&P.lock);
  if (P.counting) {
    add(stat_for(&P.apis, name), end - api_starts[api_depth], 0);
    host_record(name, "api", api_starts[api_depth], end, api_depth, 0);
  }
  pthread_mutex_unlock(&P.lock);
  return r;
}

unsigned cuport_prof_window(void)
{
  unsigned w;

  pthread_mutex_lock(&P.lock);
  w = P.counting ? P.window : 0;
  pthread_mutex_unlock(&P.lock);
  return w;
}

void cuport_prof_nvtx(const char *name, u64 begin, u64 end, unsigned window, int depth,
                      unsigned color, const char *category)
{
  pthread_mutex_lock(&P.lock);
  if (window && window == P.window) {
    if (end > begin)
      add(stat_for(&P.ranges, name), end - begin, 0);
    else
      add(stat_for(&P.marks, name), 0, 0);
    host_record(name, category ? category : "nvtx", begin, end, depth, color);
  }
  pthread_mutex_unlock(&P.lock);
}

/* ----------------------------------------------------------------- window */

/* Drops everything counted so far (P.lock held). */
static void drop_all(void)
{
  size_t i;

  for (i = 0; i < P.npending; i++)
    release_cmd(&P.pending[i]);
  P.npending = P.ndone = 0;
  for (i = 0; i < P.nhost; i++)
    free(P.host[i].name);
  P.nhost = 0;
  clear_stats(&P.kernels);
  clear_stats(&P.apis);
  clear_stats(&P.ranges);
  clear_stats(&P.marks);
  memset(P.classes, 0, sizeof P.classes);
  P.dropped = 0;
}

static void instant(const char *name)
{
  u64 t = cuport_prof_now();

  host_record(name, "profiler", t, t, 0, 0);
}

void cuport_prof_window_start(void)
{
  pthread_mutex_lock(&P.lock);
  if (!P.explicit_start) {
    P.explicit_start = 1;
    drop_all();
    P.window++;
    P.t0 = cuport_prof_now();
  } else if (!P.counting) {
    P.window++;
  }
  P.counting = 1;
  instant("cudaProfilerStart");
  pthread_mutex_unlock(&P.lock);
}

void cuport_prof_window_stop(void)
{
  pthread_mutex_lock(&P.lock);
  if (P.counting)
    instant("cudaProfilerStop");
  P.counting = 0;
  pthread_mutex_unlock(&P.lock);
}

/* ----------------------------------------------------------------- report */

static int by_total(const void *a, const void *b)
{
  const prof_stat *x = a, *y = b;
  return x->total < y->total ? 1 : x->total > y->total ? -1 : strcmp(x->name, y->name);
}

static void timed_table(FILE *f, const char *title, stat_table *t, int share)
{
  u64 sum = 0;
  size_t i;

  if (!t->n)
    return;
  qsort(t->v, t->n, sizeof *t->v, by_total);
  for (i = 0; i < t->n; i++)
    sum += t->v[i].total;
  fprintf(f, "\n%s\n", title);
  fprintf(f, "%s %12s %9s %12s %12s  name\n", share ? " time(%)" : "        ", "total(ms)", "count",
          "mean(us)", "max(us)");
  for (i = 0; i < t->n; i++) {
    const prof_stat *s = &t->v[i];
    if (share)
      fprintf(f, "%8.2f", sum ? 100.0 * (double)s->total / (double)sum : 0.0);
    else
      fprintf(f, "        ");
    fprintf(f, " %12.3f %9lu %12.3f %12.3f  %s\n", (double)s->total / 1e6, s->count,
            (double)s->total / 1e3 / (double)s->count, (double)s->max / 1e3, s->name);
  }
}

static void write_table(FILE *f)
{
  int i, any = 0;
  size_t k;

  fprintf(f, "==cuport profile== pid %ld, counted: %s\n", (long)getpid(),
          P.explicit_start ? "between cudaProfilerStart and cudaProfilerStop"
                           : "the whole run");
  for (i = 0; i < cuport_device_count; i++)
    if (P.calibrated[i])
      fprintf(f, "device %d: %s (%s)\n", i, cuport_devices[i].name,
              cuport_devices[i].platform_name);
  timed_table(f, "Kernels (device time)", &P.kernels, 1);
  for (i = 0; i < K_NCLASSES; i++)
    any |= P.classes[i].count != 0;
  if (any) {
    fprintf(f, "\nCopies and memsets (device time)\n");
    fprintf(f, "%9s %14s %12s %12s %10s  kind\n", "count", "bytes", "total(ms)", "max(us)",
            "GB/s");
    for (i = 0; i < K_NCLASSES; i++) {
      const prof_stat *s = &P.classes[i];
      if (!s->count)
        continue;
      fprintf(f, "%9lu %14llu %12.3f %12.3f %10.3f  %s\n", s->count, s->bytes,
              (double)s->total / 1e6, (double)s->max / 1e3,
              s->total ? (double)s->bytes / (double)s->total : 0.0, class_names[i]);
    }
  }
  timed_table(f, "API calls (host wall time)", &P.apis, 0);
  timed_table(f, "NVTX ranges (host wall time)", &P.ranges, 0);
  if (P.marks.n) {
    fprintf(f, "\nNVTX marks\n%9s  name\n", "count");
    for (k = 0; k < P.marks.n; k++)
      fprintf(f, "%9lu  %s\n", P.marks.v[k].count, P.marks.v[k].name);
  }
  if (!P.kernels.n && !any && !P.apis.n && !P.ranges.n && !P.marks.n)
    fprintf(f, "\n(nothing was counted)\n");
  if (P.dropped)
    fprintf(f, "\n%lu commands had no device times (failed, or the device gave none)\n",
            P.dropped);
}

/* A JSON string. */
static void json_string(FILE *f, const char *s)
{
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(f, "\\%c", c);
    else if (c < 0x20)
      fprintf(f, "\\u%04x", c);
    else
      fputc(c, f);
  }
  fputc('"', f);
}

/* Microseconds since the profile began, as the trace's ts. */
static double trace_us(u64 t)
{
  return ((double)(long long)(t - P.t0)) / 1e3;
}

static void trace_meta(FILE *f, const char *what, long pid, long tid, const char *name, int *first)
{
  fprintf(f, "%s\n{\"ph\":\"M\",\"name\":\"%s\",\"pid\":%ld,\"tid\":%ld,\"ts\":0,\"args\":{\"name\":",
          *first ? "" : ",", what, pid, tid);
  json_string(f, name);
  fputs("}}", f);
  *first = 0;
}

static void trace_tracks(FILE *f, long pid, int *first)
{
  char name[320];
  size_t i;
  int d;

  snprintf(name, sizeof name, "host (pid %ld)", pid);
  trace_meta(f, "process_name", pid, 0, name, first);
  for (i = 0; i < P.nthreads; i++)
    trace_meta(f, "thread_name", pid, P.threads[i].tid, P.threads[i].name, first);
  for (d = 0; d < cuport_device_count; d++) {
    if (!P.calibrated[d])
      continue;
    snprintf(name, sizeof name, "device %d: %s", d, cuport_devices[d].name);
    trace_meta(f, "process_name", pid + 1 + d, 0, name, first);
  }
  for (i = 0; i < P.ntracks; i++)
    trace_meta(f, "thread_name", pid + 1 + P.tracks[i].dev, P.tracks[i].id, P.tracks[i].name,
               first);
}

static void write_trace(FILE *f)
{
  long pid = (long)getpid();
  int first = 1;
  size_t i;

  fputs("{\"displayTimeUnit\":\"ns\",\"traceEvents\":[", f);
  trace_tracks(f, pid, &first);
  for (i = 0; i < P.ndone; i++) {
    const prof_cmd *c = &P.done[i];
    fprintf(f, ",\n{\"ph\":\"X\",\"cat\":\"%s\",\"name\":", c->kind == K_KERNEL ? "kernel"
                                                           : c->kind == K_MEMSET ? "memset"
                                                                                 : "memcpy");
    json_string(f, c->kind == K_KERNEL ? c->name : class_names[c->kind]);
    fprintf(f, ",\"pid\":%ld,\"tid\":%d,\"ts\":%.3f,\"dur\":%.3f,\"args\":{\"bytes\":%zu,"
            "\"issued_by\":%u,\"issued_at_us\":%.3f}}", pid + 1 + c->dev, c->track,
            trace_us(c->start), (double)(c->end - c->start) / 1e3, c->bytes, c->tid,
            trace_us(c->issued));
  }
  for (i = 0; i < P.nhost; i++) {
    const prof_host *h = &P.host[i];
    fprintf(f, ",\n{\"ph\":\"%s\",%s\"cat\":", h->end > h->start ? "X" : "i",
            h->end > h->start ? "" : "\"s\":\"t\",");
    json_string(f, h->cat);
    fputs(",\"name\":", f);
    json_string(f, h->name);
    fprintf(f, ",\"pid\":%ld,\"tid\":%u,\"ts\":%.3f", pid, h->tid, trace_us(h->start));
    if (h->end > h->start)
      fprintf(f, ",\"dur\":%.3f", (double)(h->end - h->start) / 1e3);
    if (h->color)
      fprintf(f, ",\"args\":{\"color\":\"#%06x\",\"depth\":%d}", h->color & 0xffffffu, h->depth);
    fputc('}', f);
  }
  fputs("\n]}\n", f);
}

/* Writes the report where CUPORT_PROFILE says (P.lock held). */
static void report(void)
{
  FILE *f = stderr;

  resolve_pending(1);
  if (P.table_path && !(f = fopen(P.table_path, "w"))) {
    fprintf(stderr, "cuport: cannot write the profile to %s: %s\n", P.table_path,
            strerror(errno));
    f = stderr;
  }
  write_table(f);
  if (f != stderr)
    fclose(f);
  else
    fflush(stderr);
  if (P.trace_path) {
    FILE *t = fopen(P.trace_path, "w");
    if (!t) {
      fprintf(stderr, "cuport: cannot write the trace to %s: %s\n", P.trace_path,
              strerror(errno));
      return;
    }
    write_trace(t);
    fclose(t);
  }
}

static void report_at_exit(void)
{
  if (!cuport_profiling)
    return;
  pthread_mutex_lock(&P.lock);
  report();
  pthread_mutex_unlock(&P.lock);
}

static pthread_once_t arm_once = PTHREAD_ONCE_INIT;

static void arm(void)
{
  atexit(report_at_exit);
}

void cuport_profile_arm(void)
{
  if (cuport_profiling)
    pthread_once(&arm_once, arm);
}

void cuport_profile_flush(void)
{
  pthread_mutex_lock(&P.lock);
  report();
  drop_all();
  pthread_mutex_unlock(&P.lock);
}

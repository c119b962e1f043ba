/*
 * trace.c: process-wide start-up and tracing.  Reads the CUPORT_* environment
 * once (the first cuport call of the process), enumerates devices, and writes
 * CUPORT_TRACE=1 lines to stderr: one per API call with its arguments, and one
 * per failure with the CUDA error and its detail; CUPORT_TRACE=2 puts before each the
 * milliseconds since the runtime first read the environment (its first call, before
 * main where a unit registers its kernels), which shows where start-up goes.  Lines are
 * written whole
 * (one fputs) so threads do not interleave mid-line.  cudaProfilerStart/Stop
 * hand the profile's window to profile.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

cuport_env cuport_config;
pthread_mutex_t cuport_global_lock = PTHREAD_MUTEX_INITIALIZER;

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static cuportError_t init_result;
static double trace_t0; /* ms, CLOCK_MONOTONIC, when the environment was first read */

static double now_ms(void)
{
  struct timespec t;

  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int env_flag(const char *name, int fallback)
{
  const char *v = getenv(name);

  if (!v || !*v)
    return fallback;
  return !(strcmp(v, "0") == 0 || strcmp(v, "no") == 0 || strcmp(v, "off") == 0 ||
           strcmp(v, "false") == 0);
}

/* A number (CUPORT_STAGING=2, CUPORT_STAGING_CHUNK=1024), or a flag's 0/1. */
static int env_int(const char *name, int fallback)
{
  const char *v = getenv(name);

  if (v && *v >= '0' && *v <= '9')
    return atoi(v);
  return env_flag(name, fallback);
}

static const char *env_string(const char *name)
{
  const char *v = getenv(name);

  return v && *v ? v : NULL;
}

void cuport_reload_env(void)
{
  if (trace_t0 == 0)
    trace_t0 = now_ms();
  cuport_config.trace = env_int("CUPORT_TRACE", 0);
  cuport_config.portable = env_flag("CUPORT_PORTABLE", 0);
  cuport_config.cache = env_flag("CUPORT_CACHE", -1);
  cuport_config.device = env_string("CUPORT_DEVICE");
  cuport_config.kernel_dir = env_string("CUPORT_KERNEL_DIR");
  cuport_config.cache_dir = env_string("CUPORT_CACHE_DIR");
  cuport_config.build_options = env_string("CUPORT_BUILD_OPTIONS");
  cuport_config.svm_ptrs = env_flag("CUPORT_SVM_PTRS", -1);
  cuport_config.staging = env_int("CUPORT_STAGING", 1);
  cuport_config.staging_chunk = (size_t)env_int("CUPORT_STAGING_CHUNK", 4096) << 10;
  if (cuport_config.staging_chunk < CUPORT_STAGING_BYTES)
    cuport_config.staging_chunk = CUPORT_STAGING_BYTES;
  cuport_config.warmup = env_flag("CUPORT_WARMUP", 1);
  cuport_config.alloc_cache = env_flag("CUPORT_ALLOC_CACHE", -1);
  cuport_config.svm_coarse = env_flag("CUPORT_SVM_COARSE", 0);
  cuport_profile_configure(env_string("CUPORT_PROFILE"));
}

static pthread_once_t env_once = PTHREAD_ONCE_INIT;

void cuport_env_once(void)
{
  pthread_once(&env_once, cuport_reload_env);
}

static void init_once_fn(void)
{
  cuport_env_once();
  init_result = cuport_enumerate_devices();
  cuport_profile_arm();
}

cuportError_t cuport_init(void)
{
  pthread_once(&init_once, init_once_fn);
  return init_result;
}

void cuport_trace_line(const char *fmt, ...)
{
  char buf[1024];
  va_list ap;
  int n, head = 8;

  memcpy(buf, "cuport: ", 8);
  if (cuport_config.trace >= 2)
    head += snprintf(buf + 8, 24, "%9.3f ms ", now_ms() - trace_t0);
  va_start(ap, fmt);
  n = vsnprintf(buf + head, sizeof buf - (size_t)head - 1, fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  n += head;
  if (n > (int)sizeof buf - 2)
    n = (int)sizeof buf - 2;
  buf[n] = '\n';
  buf[n + 1] = '\0';
  fputs(buf, stderr);
}

/* ------------------------------------------------------------- profiler */

/* Under CUPORT_PROFILE they bound the window profile.c counts. */
cuportError_t cuportProfilerStart(void)
{
  cuportError_t e = cuport_init();

  CUPORT_TRACE("cuportProfilerStart()");
  if (cuport_profiling)
    cuport_prof_window_start();
  return e;
}

cuportError_t cuportProfilerStop(void)
{
  cuportError_t e = cuport_init();

  CUPORT_TRACE("cuportProfilerStop()");
  if (cuport_profiling)
    cuport_prof_window_stop();
  return e;
}

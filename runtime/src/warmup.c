/*
 * warmup.c: the default device made ready while the program starts.
 *
 * A CUDA program pays for its context at its first CUDA call; so does a migrated one,
 * and NVIDIA's OpenCL takes longer there: the ICD loader opens every vendor library,
 * then come the platform and the context (H100: 138 and 126 ms;
 * bench/latency/cl_startup.c times each step).  But a migrated program announces itself
 * earlier: each of its units registers its kernel program before main
 * (cuportRegisterProgram).  The first registration starts one thread that enumerates the
 * devices and makes the default device ready (context, legacy stream), while main reads
 * its input and fills its arrays; main's first CUDA call finds the device ready or waits
 * for it (the init once, the device's lock), and every later OpenCL call is main's.
 *
 * The thread does nothing that could run beside main's own OpenCL calls: building the
 * programs or the runtime's fill and copy kernels there as well broke the heap on
 * NVIDIA's OpenCL (a build beside launches and copies of another thread, in one
 * context), and a cached build is a millisecond there anyway.  Nothing the program can
 * observe changes: failures on the thread are its own (last errors are per thread), and
 * the device's state is what main's first call would have made.
 *
 *   - cudaDeviceReset waits for the thread before releasing the context;
 *   - at exit the thread is waited for, so that no OpenCL call runs while
 *     the process tears the drivers down; the wait is registered again once the drivers
 *     are loaded, so that it runs before their own exit handlers (last registered, first
 *     run);
 *   - the thread parks when done instead of ending: a thread that loaded a driver's
 *     compiler keeps per-thread state (LLVM's alternate signal stack, which
 *     AddressSanitizer's thread exit then fails to unmap), and a parked thread is never
 *     torn down before the process.
 *
 * Off by default; CUPORT_WARMUP=1 turns it on.  What keeps it off: a program that
 * returns from main while the thread is still inside the drivers (a usage message and
 * exit, with no CUDA call) can crash at exit.  The drivers register their exit handlers
 * while the thread loads them, so those run before any wait cuport registered earlier,
 * and tear the driver down under the thread (PoCL: a pure virtual call in the context
 * creation).  Nothing that runs before main can order itself ahead of them.  A program
 * that selects another device first pays for device 0's context too, once, on this
 * thread.
 */
#include <stdlib.h>

#include "internal.h"

static pthread_once_t warm_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t warm_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t warm_cond = PTHREAD_COND_INITIALIZER;
static int warm_running; /* the thread was started and has not finished */

void cuport_warmup_wait(void)
{
  pthread_mutex_lock(&warm_lock);
  while (warm_running)
    pthread_cond_wait(&warm_cond, &warm_lock);
  pthread_mutex_unlock(&warm_lock);
}

static void wait_at_exit(void)
{
  cuport_warmup_wait();
}

static void *warm_main(void *arg)
{
  cuport_device *dev;

  (void)arg;
  cuport_init();
  if (atexit(wait_at_exit) != 0)
    CUPORT_TRACE("warm-up: atexit failed");
  if (cuport_device_ready(0, &dev) == cuportSuccess)
    CUPORT_TRACE("warm-up: device 0 '%s' ready", dev->name);
  pthread_mutex_lock(&warm_lock);
  warm_running = 0;
  pthread_cond_broadcast(&warm_cond);
  for (;;) /* parked (see above) */
    pthread_cond_wait(&warm_cond, &warm_lock);
  return NULL;
}

static void start_once(void)
{
  pthread_attr_t attr;
  pthread_t t;
  int started;

  cuport_env_once();
  if (!cuport_config.warmup || pthread_attr_init(&attr) != 0)
    return;
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_mutex_lock(&warm_lock);
  warm_running = 1;
  started = pthread_create(&t, &attr, warm_main, NULL) == 0;
  if (!started)
    warm_running = 0;
  pthread_mutex_unlock(&warm_lock);
  pthread_attr_destroy(&attr);
  if (started && atexit(wait_at_exit) != 0)
    CUPORT_TRACE("warm-up: atexit failed; the process may exit while it runs");
  CUPORT_TRACE("warm-up: %s", started ? "started" : "no thread (pthread_create failed)");
}

void cuport_warmup_start(void)
{
  pthread_once(&warm_once, start_once);
}

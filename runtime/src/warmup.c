/*
 * warmup.c: the default device made ready while the program starts.
 *
 * A CUDA program pays for its context at its first CUDA call; so does a migrated one,
 * and NVIDIA's OpenCL takes longer there (the ICD loader opens every vendor library,
 * then the platform and the context; bench/latency/cl_startup.c times each step).  But
 * a migrated program announces itself earlier: each of its units registers its kernel
 * program before main (cuportRegisterProgram).  The first registration starts one
 * thread that enumerates the devices, makes the default device ready (context, legacy
 * stream), builds the registered programs for it (from the disk cache when warm),
 * prepares the first staging block and the runtime's fill and copy kernels, and ends.
 * Meanwhile main reads its input and fills its arrays; its first CUDA call finds the
 * work done, or waits for the part still running (the device's lock, the init once,
 * a program's build).  Nothing the program can observe changes:
 *
 *   - errors stay where CUDA code looks for them: the thread's failures are its own
 *     (last errors are per thread), and a program that does not build here is built
 *     again, and its failure reported, by the launch that needs it;
 *   - a program's build options set after registration drop its build ahead;
 *   - cudaDeviceReset waits for the thread before releasing the context;
 *   - at exit the thread is told to stop after its current step and waited for, so no
 *     OpenCL call runs while the process tears the drivers down.
 *
 * CUPORT_WARMUP=0 turns it off (the runtime's own test suites do, since they set the
 * environment between tests).  A program that selects another device first pays for
 * device 0's context too, once, on this thread.
 */
#include <stdlib.h>

#include "internal.h"

static pthread_once_t warm_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t warm_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t warm_cond = PTHREAD_COND_INITIALIZER;
static int warm_running; /* the thread was started and has not finished */
static int warm_stop;    /* exit: stop after the current step */

static int stopping(void)
{
  return __atomic_load_n(&warm_stop, __ATOMIC_ACQUIRE);
}

static void *warm_main(void *arg)
{
  cuport_device *dev;

  (void)arg;
  if (cuport_device_ready(0, &dev) == cuportSuccess) {
    if (!stopping())
      cuport_programs_warm(dev, &warm_stop);
    if (!stopping())
      cuport_staging_prepare(dev);
    if (!stopping() && cuport_blit_wanted(dev))
      cuport_blit_ready(dev);
  }
  pthread_mutex_lock(&warm_lock);
  warm_running = 0;
  pthread_cond_broadcast(&warm_cond);
  pthread_mutex_unlock(&warm_lock);
  return NULL;
}

void cuport_warmup_wait(void)
{
  pthread_mutex_lock(&warm_lock);
  while (warm_running)
    pthread_cond_wait(&warm_cond, &warm_lock);
  pthread_mutex_unlock(&warm_lock);
}

static void stop_at_exit(void)
{
  __atomic_store_n(&warm_stop, 1, __ATOMIC_RELEASE);
  cuport_warmup_wait();
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
  if (started && atexit(stop_at_exit) != 0)
    CUPORT_TRACE("warm-up: atexit failed; the process may exit while it runs");
  CUPORT_TRACE("warm-up: %s", started ? "started" : "no thread (pthread_create failed)");
}

void cuport_warmup_start(void)
{
  pthread_once(&warm_once, start_once);
}

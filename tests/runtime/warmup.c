/*
 * warmup.c: the start-up thread (runtime/src/warmup.c), in a process of its own as a
 * migrated program is: the programs register before main (a constructor here, as a
 * migrated unit's static initialisation) and main finds the device ready.  Not a Check
 * suite: Check forks per test, and the thread belongs to the process start.
 *
 *   runtime_warmup main     the device is ready before main's first call; kernels run,
 *                           a program that does not build is reported where CUDA code
 *                           looks; a reset and a launch after it
 *   runtime_warmup reset    resets the device at once (waiting for the thread), then
 *                           launches
 *   runtime_warmup fork     forks at once; the child exits (5) without a CUDA call, the
 *                           parent then launches: neither waits for a thread the child
 *                           does not have
 *   runtime_warmup exit MS [call]
 *                           returns 7 from main (with "call": exit(3)) after MS ms, no
 *                           CUDA call made: a usage message's exit while the thread may
 *                           still be inside the drivers (warmup_exit.sh runs it at many
 *                           delays; before the vendor libraries were preloaded, PoCL
 *                           crashed or hung in about one exit in ten at 20 ms)
 *
 * The warm-up is on by default (ctest sets CUPORT_WARMUP=1 all the same).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cuport_runtime.h"
#include "internal.h"

static const char seven_src[] = "__kernel void seven(__global int *out) { out[0] = 7; }\n";
static const char broken_src[] = "__kernel void broken(__global int *out) { out[0] = ; }\n";

static cuportProgram_t seven, broken;
static int failures;

#define EXPECT(cond, ...)                                                                      \
  do {                                                                                         \
    if (!(cond)) {                                                                             \
      printf("FAIL: %s:%d: ", __FILE__, __LINE__);                                             \
      printf(__VA_ARGS__);                                                                     \
      printf("\n");                                                                            \
      failures++;                                                                              \
    }                                                                                          \
  } while (0)

__attribute__((constructor)) static void register_units(void)
{
  if (cuportRegisterProgram("warm_seven.cl", seven_src, &seven) ||
      cuportRegisterProgram("warm_broken.cl", broken_src, &broken)) {
    printf("FAIL: registration\n");
    exit(1);
  }
}

static int run(cuportProgram_t p, const char *name, cuportError_t *err)
{
  cuportKernel_t k;
  int *d = NULL, v = -1;
  cuportArg args[] = {{CUPORT_ARG_POINTER, sizeof(void *), NULL}};

  *err = cuportGetKernel(p, name, &k);
  if (!*err)
    *err = cuportMalloc((void **)&d, sizeof v);
  args[0].value = &d;
  if (!*err)
    *err = cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, NULL, 1, args);
  if (!*err)
    *err = cuportMemcpy(&v, d, sizeof v, cuportMemcpyDeviceToHost);
  cuportFree(d);
  return v;
}

static int finish(void)
{
  if (failures)
    return 1;
  printf("PASS\n");
  return 0;
}

int main(int argc, char **argv)
{
  const char *mode = argc > 1 ? argv[1] : "main";
  cuportError_t e;
  int v;

  if (strcmp(mode, "exit") == 0) {
    long ms = argc > 2 ? atol(argv[2]) : 0;
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};

    nanosleep(&t, NULL);
    if (argc > 3)
      exit(3);
    return 7;
  }
  if (strcmp(mode, "fork") == 0) {
    int status = -1;
    pid_t child = fork();

    if (child == 0)
      exit(5);
    EXPECT(child > 0 && waitpid(child, &status, 0) == child && WIFEXITED(status) &&
               WEXITSTATUS(status) == 5,
           "the forked child: status %d", status);
    v = run(seven, "seven", &e);
    EXPECT(!e && v == 7, "seven after a fork: %d (%s)", v, cuportGetErrorString(e));
    return finish();
  }
  if (strcmp(mode, "reset") == 0) {
    e = cuportDeviceReset(); /* waits for the thread, then releases what it made */
    EXPECT(!e, "reset: %s", cuportGetErrorString(e));
    v = run(seven, "seven", &e);
    EXPECT(!e && v == 7, "seven after an early reset: %d (%s)", v, cuportGetErrorString(e));
    return finish();
  }

  cuport_warmup_wait();
  /* made ready by the thread, before any call of main's */
  EXPECT(cuport_device_count > 0 && __atomic_load_n(&cuport_devices[0].ready, __ATOMIC_ACQUIRE),
         "device 0 is not ready after the warm-up");
  v = run(seven, "seven", &e);
  EXPECT(!e && v == 7, "seven: %d (%s)", v, cuportGetErrorString(e));
  fprintf(stderr, "(a build log for warm_broken.cl follows: expected)\n");
  run(broken, "broken", &e);
  EXPECT(e == cuportErrorInvalidSource, "broken's launch: %s", cuportGetErrorString(e));
  e = cuportDeviceSynchronize();
  EXPECT(e == cuportErrorInvalidSource, "the next synchronisation: %s",
         cuportGetErrorString(e));
  cuportGetLastError();
  e = cuportDeviceReset();
  EXPECT(!e, "reset: %s", cuportGetErrorString(e));
  v = run(seven, "seven", &e);
  EXPECT(!e && v == 7, "seven after a reset: %d (%s)", v, cuportGetErrorString(e));
  return finish();
}

/*
 * warmup.c: the start-up thread (runtime/src/warmup.c), in a process of its own as a
 * migrated program is: the programs register before main (constructors here, as a
 * migrated unit's static initialisation), and main finds them built.  Not a Check suite:
 * Check forks per test, and the thread belongs to the process start.
 *
 *   runtime_warmup             programs built ahead, used; changed options drop a build
 *                              ahead; a program failing ahead is reported by its launch;
 *                              a reset while the thread may still run
 *   runtime_warmup exit        exits at once while the thread runs: a clean exit
 *   runtime_warmup reset       resets the device at once while the thread runs, then launches
 *
 * CUPORT_WARMUP must not be 0 (ctest sets the runtime suites' environment without it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuport_runtime.h"
#include "internal.h"

static const char answer_src[] = "#ifndef VALUE\n#define VALUE 1\n#endif\n"
                                 "__kernel void answer(__global int *out) { out[0] = VALUE; }\n";
static const char seven_src[] = "__kernel void seven(__global int *out) { out[0] = 7; }\n";
static const char broken_src[] = "__kernel void broken(__global int *out) { out[0] = ; }\n";

static cuportProgram_t seven, answer, broken;
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
  /* answer's options come later, as a unit's cuportProgramSetBuildOptions may */
  if (cuportRegisterProgram("warm_seven.cl", seven_src, &seven) ||
      cuportRegisterProgram("warm_answer.cl", answer_src, &answer) ||
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

int main(int argc, char **argv)
{
  cuportError_t e;
  int v;

  if (argc > 1 && strcmp(argv[1], "exit") == 0)
    return 0; /* the thread is still making the device ready: exit must wait for it */
  if (argc > 1 && strcmp(argv[1], "reset") == 0) {
    e = cuportDeviceReset(); /* waits for the thread, then releases what it made */
    EXPECT(!e, "reset: %s", cuportGetErrorString(e));
    v = run(seven, "seven", &e);
    EXPECT(!e && v == 7, "seven after an early reset: %d (%s)", v, cuportGetErrorString(e));
    if (failures)
      return 1;
    printf("PASS\n");
    return 0;
  }

  cuport_warmup_wait();
  /* built by the thread, not by a launch */
  EXPECT(seven->dev[0].state == 1 && seven->dev[0].warm == 1, "seven not built ahead "
         "(state %d, warm %d)", seven->dev[0].state, seven->dev[0].warm);
  /* a failure ahead leaves the program to its launch */
  EXPECT(broken->dev[0].state == 0 && broken->dev[0].warm == -1,
         "broken: state %d, warm %d", broken->dev[0].state, broken->dev[0].warm);
  /* answer was built ahead without options (VALUE 1); setting them drops that build */
  EXPECT(answer->dev[0].state == 1 && answer->dev[0].warm == 1, "answer not built ahead "
         "(state %d, warm %d)", answer->dev[0].state, answer->dev[0].warm);
  e = cuportProgramSetBuildOptions(answer, "-DVALUE=5");
  EXPECT(!e, "cuportProgramSetBuildOptions: %s", cuportGetErrorString(e));
  EXPECT(answer->dev[0].state == 0, "answer's stale build kept (state %d)",
         answer->dev[0].state);

  v = run(seven, "seven", &e);
  EXPECT(!e && v == 7, "seven: %d (%s)", v, cuportGetErrorString(e));
  EXPECT(seven->dev[0].warm == 0, "a kernel was made from seven: warm %d", seven->dev[0].warm);
  v = run(answer, "answer", &e);
  EXPECT(!e && v == 5, "answer with its options: %d (%s)", v, cuportGetErrorString(e));

  /* the launch builds broken again and reports it where CUDA code looks */
  fprintf(stderr, "(a build log for warm_broken.cl follows: expected)\n");
  run(broken, "broken", &e);
  EXPECT(e == cuportErrorInvalidSource, "broken's launch: %s", cuportGetErrorString(e));
  e = cuportDeviceSynchronize();
  EXPECT(e == cuportErrorInvalidSource, "the next synchronisation: %s",
         cuportGetErrorString(e));
  cuportGetLastError();

  /* after a reset the programs build again on the new context */
  e = cuportDeviceReset();
  EXPECT(!e, "reset: %s", cuportGetErrorString(e));
  v = run(seven, "seven", &e);
  EXPECT(!e && v == 7, "seven after a reset: %d (%s)", v, cuportGetErrorString(e));

  if (failures)
    return 1;
  printf("PASS\n");
  return 0;
}

/*
 * warmup_plugin.c: a migrated library as a program may open it with dlopen: its unit
 * registers its program from a constructor, which then runs inside dlopen, under the
 * loader's lock.  The start-up thread must not wait there for a dlopen of its own
 * (runtime/src/warmup.c): warmup_dlopen.c opens this library and runs its kernel.
 */
#include <cuport_runtime.h>

static const char source[] = "__kernel void seven(__global int *p) { p[get_global_id(0)] = 7; }\n";
static cuportProgram_t program;

__attribute__((constructor)) static void register_program(void)
{
  cuportRegisterProgram("warmup_plugin.cl", source, &program);
}

int plugin_run(void);

/* 0 when the library's kernel wrote 7 into 64 ints */
int plugin_run(void)
{
  cuportKernel_t k;
  int *d, h[64], i, bad = 0;

  if (!program || cuportGetKernel(program, "seven", &k) != cuportSuccess ||
      cuportMalloc((void **)&d, sizeof h) != cuportSuccess)
    return 1;
  {
    cuportArg args[] = {CUPORT_ARG_P(d)};
    if (cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 1, args) !=
        cuportSuccess)
      return 1;
  }
  if (cuportMemcpy(h, d, sizeof h, cuportMemcpyDeviceToHost) != cuportSuccess)
    return 1;
  for (i = 0; i < 64; i++)
    bad += h[i] != 7;
  cuportFree(d);
  return bad != 0;
}

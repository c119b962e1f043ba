/*
 * devcheck.c: cuport_devcheck, the device-header checks without Check, for
 * machines that have only the runtime and an OpenCL device (the NVIDIA run:
 * `cuport_devcheck` with the fast paths, `CUPORT_PORTABLE=1 cuport_devcheck`
 * for the fallbacks).  Prints the device, the build flags in force (with
 * CUPORT_TRACE=1), one PASS/FAIL/SKIP line per case, and exits non-zero on
 * any failure.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cuport_runtime.h"
#include "devfn_cases.h"

int main(void)
{
  cuportDeviceProp p;
  int i, failed = 0;

  if (cuportGetDeviceProperties(&p, 0) != cuportSuccess) {
    fprintf(stderr, "no device: %s\n", cuportGetErrorDetail());
    return 2;
  }
  printf("device: %s (%s, driver %s, cc %d.%d)%s\n", p.name, p.platformName, p.driverVersion,
         p.major, p.minor, getenv("CUPORT_PORTABLE") ? " [CUPORT_PORTABLE]" : "");
  for (i = 0; i < devfn_case_count; i++) {
    char msg[1024] = "";
    int r = devfn_cases[i].run(msg, sizeof msg);
    printf("%s  %s%s%s\n", r > 0 ? "FAIL" : r < 0 ? "SKIP" : "PASS", devfn_cases[i].name,
           r > 0 ? ": " : "", r > 0 ? msg : "");
    failed += r > 0;
  }
  printf("%d of %d cases failed\n", failed, devfn_case_count);
  return failed ? 1 : 0;
}

/*
 * devfn_cases.h: checks of every function of the device header against
 * CUDA's definitions, written once and run by the Check suite (devfn.c, on
 * PoCL in CI, default and CUPORT_PORTABLE=1) and by the standalone
 * cuport_devcheck program (devcheck.c, for devices such as NVIDIA's OpenCL
 * where the fast paths are selected).  Uses only the public runtime API.
 */
#ifndef CUPORT_DEVFN_CASES_H
#define CUPORT_DEVFN_CASES_H

#include <stddef.h>

/* A check writes a failure description into msg and returns 1, returns 0 on
   success, or -1 when the device lacks the feature (e.g. no fp64). */
typedef int (*devfn_check_fn)(char *msg, size_t size);

typedef struct devfn_case {
  const char *name;
  devfn_check_fn run;
} devfn_case;

extern const devfn_case devfn_cases[];
extern const int devfn_case_count;

#endif

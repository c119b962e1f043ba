/* cuport: CUB's error checks, declarations only (see cub.cuh): CubDebug(e) gives the error
 * it is given (printing it when it is one), CubDebugExit(e) exits on one.  cuport_cub.h
 * defines both for the migrated program. */
#ifndef CUPORT_CUB_UTIL_DEBUG_CUH
#define CUPORT_CUB_UTIL_DEBUG_CUH
#include "util_type.cuh"
#ifndef CubDebug
#define CubDebug(e) (e)
#endif
#ifndef CubDebugExit
#define CubDebugExit(e) if (CubDebug(e)) { exit(1); }
#endif
#endif

/* cuport: CUDA warp-level functions, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * Warp shuffles (__shfl_sync, __shfl_up_sync, __shfl_down_sync, __shfl_xor_sync and the
 * legacy mask-less __shfl* forms) for every scalar type CUDA supports, votes (__all_sync,
 * __any_sync, __ballot_sync, __activemask and the legacy __all/__any/__ballot), match
 * (__match_any_sync, __match_all_sync), warp reductions (__reduce_*_sync) and __syncwarp.
 * All __device__; `width` defaults to warpSize as in CUDA.  C++ in CUDA mode only.
 */
#ifndef CUPORT_SM_30_INTRINSICS_H
#define CUPORT_SM_30_INTRINSICS_H
#include "host_defines.h"
#include "device_launch_parameters.h"
#if defined(__cplusplus) && defined(__CUDA__)

__CUPORT_D void __syncwarp(unsigned int mask = 0xffffffffu);

/* ---- Shuffles ------------------------------------------------------------------------- */
#define __CUPORT_SHFL(T)                                                                 \
  __CUPORT_D T __shfl_sync(unsigned int mask, T var, int srcLane, int width = warpSize);  \
  __CUPORT_D T __shfl_up_sync(unsigned int mask, T var, unsigned int delta,              \
                              int width = warpSize);                                     \
  __CUPORT_D T __shfl_down_sync(unsigned int mask, T var, unsigned int delta,            \
                                int width = warpSize);                                   \
  __CUPORT_D T __shfl_xor_sync(unsigned int mask, T var, int laneMask,                   \
                               int width = warpSize);                                    \
  __CUPORT_D T __shfl(T var, int srcLane, int width = warpSize);                         \
  __CUPORT_D T __shfl_up(T var, unsigned int delta, int width = warpSize);               \
  __CUPORT_D T __shfl_down(T var, unsigned int delta, int width = warpSize);             \
  __CUPORT_D T __shfl_xor(T var, int laneMask, int width = warpSize);
__CUPORT_SHFL(int) __CUPORT_SHFL(unsigned int) __CUPORT_SHFL(long) __CUPORT_SHFL(unsigned long)
__CUPORT_SHFL(long long) __CUPORT_SHFL(unsigned long long) __CUPORT_SHFL(float)
__CUPORT_SHFL(double)
#undef __CUPORT_SHFL

/* ---- Votes ---------------------------------------------------------------------------- */
__CUPORT_D int __all_sync(unsigned int mask, int predicate);
__CUPORT_D int __any_sync(unsigned int mask, int predicate);
__CUPORT_D int __uni_sync(unsigned int mask, int predicate);
__CUPORT_D unsigned int __ballot_sync(unsigned int mask, int predicate);
__CUPORT_D unsigned int __activemask(void);
__CUPORT_D int __all(int predicate);
__CUPORT_D int __any(int predicate);
__CUPORT_D unsigned int __ballot(int predicate);

/* ---- Match ---------------------------------------------------------------------------- */
#define __CUPORT_MATCH(T)                                                                \
  __CUPORT_D unsigned int __match_any_sync(unsigned int mask, T value);                  \
  __CUPORT_D unsigned int __match_all_sync(unsigned int mask, T value, int *pred);
__CUPORT_MATCH(int) __CUPORT_MATCH(unsigned int) __CUPORT_MATCH(long)
__CUPORT_MATCH(unsigned long) __CUPORT_MATCH(long long) __CUPORT_MATCH(unsigned long long)
__CUPORT_MATCH(float) __CUPORT_MATCH(double)
#undef __CUPORT_MATCH

/* ---- Warp reductions (sm_80) ----------------------------------------------------------
 * No int overload of __reduce_add_sync: clang's CUDA headers have none, so with an SDK an
 * int sum is the unsigned one (the same bits); declaring one here would make the .cl of a
 * unit differ with and without an SDK. */
__CUPORT_D unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__CUPORT_D int __reduce_min_sync(unsigned int mask, int value);
__CUPORT_D unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__CUPORT_D int __reduce_max_sync(unsigned int mask, int value);
__CUPORT_D unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);
__CUPORT_D unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
__CUPORT_D unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
__CUPORT_D unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);

#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_SM_30_INTRINSICS_H */

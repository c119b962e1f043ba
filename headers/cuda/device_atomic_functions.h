/* cuport: CUDA atomic functions, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * Every overload CUDA offers for atomicAdd, atomicSub, atomicExch, atomicMin, atomicMax,
 * atomicInc, atomicDec, atomicCAS, atomicAnd, atomicOr and atomicXor, including float,
 * double, unsigned long long and vector forms, each also in its _block and _system scope
 * variant (sm_60 and later), and CUDA 12.8's __nv_atomic_* built-ins with their order and
 * scope constants.  All __device__.  C++ in CUDA mode only.
 */
#ifndef CUPORT_DEVICE_ATOMIC_FUNCTIONS_H
#define CUPORT_DEVICE_ATOMIC_FUNCTIONS_H
#include "host_defines.h"
#include "vector_types.h"
#if defined(__cplusplus) && defined(__CUDA__)

/* One operation on one type, in the three scopes: device-wide, block, system. */
#define __CUPORT_AT(op, T)                                                               \
  __CUPORT_D T op(T *address, T val); __CUPORT_D T op##_block(T *address, T val);         \
  __CUPORT_D T op##_system(T *address, T val);
#define __CUPORT_AT_INT(op)                                                              \
  __CUPORT_AT(op, int) __CUPORT_AT(op, unsigned int) __CUPORT_AT(op, unsigned long long)

__CUPORT_AT_INT(atomicAdd) __CUPORT_AT(atomicAdd, float) __CUPORT_AT(atomicAdd, double)
__CUPORT_AT(atomicAdd, float2) __CUPORT_AT(atomicAdd, float4)
__CUPORT_AT(atomicSub, int) __CUPORT_AT(atomicSub, unsigned int)
__CUPORT_AT_INT(atomicExch) __CUPORT_AT(atomicExch, float)
__CUPORT_AT_INT(atomicMin) __CUPORT_AT(atomicMin, long long)
__CUPORT_AT_INT(atomicMax) __CUPORT_AT(atomicMax, long long)
__CUPORT_AT(atomicInc, unsigned int) __CUPORT_AT(atomicDec, unsigned int)
__CUPORT_AT_INT(atomicAnd) __CUPORT_AT_INT(atomicOr) __CUPORT_AT_INT(atomicXor)
__CUPORT_AT(atomicAnd, long long) __CUPORT_AT(atomicOr, long long)
__CUPORT_AT(atomicXor, long long)

#define __CUPORT_CAS(T)                                                                  \
  __CUPORT_D T atomicCAS(T *address, T compare, T val);                                  \
  __CUPORT_D T atomicCAS_block(T *address, T compare, T val);                            \
  __CUPORT_D T atomicCAS_system(T *address, T compare, T val);
__CUPORT_CAS(int) __CUPORT_CAS(unsigned int) __CUPORT_CAS(unsigned long long)
__CUPORT_CAS(unsigned short)

#undef __CUPORT_AT
#undef __CUPORT_AT_INT
#undef __CUPORT_CAS

#include "cuport_nv_atomic.h"
#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_DEVICE_ATOMIC_FUNCTIONS_H */

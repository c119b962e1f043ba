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

/* The memory orders and scopes of the __nv_atomic_* built-ins, valued as CUDA's. */
enum {
  __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST
};
enum {
  __NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK, __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE, __NV_THREAD_SCOPE_SYSTEM
};
/* CUDA 12.8's __nv_atomic_* built-ins (nvcc knows them without a declaration): generic
 * over the pointee T; a value argument converts to T as with nvcc. */
template <class T> struct __cuport_nv_id { typedef T type; };
#define __CUPORT_NV_V(T) typename __cuport_nv_id<T>::type
#define __CUPORT_NV_SCOPE int __scope = __NV_THREAD_SCOPE_SYSTEM
template <class T> __device__ T __nv_atomic_load_n(const T *ptr, int order, __CUPORT_NV_SCOPE);
template <class T> __device__ void __nv_atomic_load(const T *ptr, T *ret, int order, __CUPORT_NV_SCOPE);
template <class T> __device__ void __nv_atomic_store_n(T *ptr, __CUPORT_NV_V(T) val, int order, __CUPORT_NV_SCOPE);
template <class T> __device__ void __nv_atomic_store(T *ptr, T *val, int order, __CUPORT_NV_SCOPE);
template <class T> __device__ T __nv_atomic_exchange_n(T *ptr, __CUPORT_NV_V(T) val, int order, __CUPORT_NV_SCOPE);
template <class T> __device__ void __nv_atomic_exchange(T *ptr, T *val, T *ret, int order, __CUPORT_NV_SCOPE);
template <class T> __device__ bool __nv_atomic_compare_exchange_n(T *ptr, T *expected, __CUPORT_NV_V(T) desired, bool weak, int success_order, int failure_order, __CUPORT_NV_SCOPE);
template <class T> __device__ bool __nv_atomic_compare_exchange(T *ptr, T *expected, T *desired, bool weak, int success_order, int failure_order, __CUPORT_NV_SCOPE);
#define __CUPORT_NV_RMW(op) \
  template <class T> __device__ T __nv_atomic_fetch_##op(T *ptr, __CUPORT_NV_V(T) val, int order, __CUPORT_NV_SCOPE);
__CUPORT_NV_RMW(add) __CUPORT_NV_RMW(sub) __CUPORT_NV_RMW(and) __CUPORT_NV_RMW(or)
__CUPORT_NV_RMW(xor) __CUPORT_NV_RMW(min) __CUPORT_NV_RMW(max)
__device__ void __nv_atomic_thread_fence(int order, __CUPORT_NV_SCOPE);
#undef __CUPORT_NV_RMW
#undef __CUPORT_NV_SCOPE
#undef __CUPORT_NV_V
#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_DEVICE_ATOMIC_FUNCTIONS_H */

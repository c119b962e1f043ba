/*
 * cuport_nv_atomic.h: the __nv_atomic_* built-ins of CUDA 12.8 and later (nvcc knows them
 * without a declaration), their memory orders and scopes. One copy for both parse modes:
 * device_atomic_functions.h includes it when cuport parses with its own declarations,
 * and with an SDK of 12.8 or later the toolchain pre-includes it after the SDK prelude
 * (clang's wrapper never includes crt/device_functions.h, which defines them there).
 */
#ifndef CUPORT_NV_ATOMIC_H
#define CUPORT_NV_ATOMIC_H
#if defined(__cplusplus) && defined(__CUDA__)

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
#endif /* CUPORT_NV_ATOMIC_H */

/* cuport: CUB's operators and common names, declarations only (see cub.cuh). */
#ifndef CUPORT_CUB_UTIL_TYPE_CUH
#define CUPORT_CUB_UTIL_TYPE_CUH
#include "../host_defines.h"
#if defined(__cplusplus) && defined(__CUDA__)
#include <stddef.h>

namespace cub {

struct Sum {
  template <typename T, typename U>
  __host__ __device__ T operator()(const T &a, const U &b) const { return a + b; }
};
struct Max {
  template <typename T, typename U>
  __host__ __device__ T operator()(const T &a, const U &b) const { return a < b ? b : a; }
};
struct Min {
  template <typename T, typename U>
  __host__ __device__ T operator()(const T &a, const U &b) const { return b < a ? b : a; }
};

/* The pair of DeviceReduce::ArgMax/ArgMin (the host rewriter maps it to the runtime's
 * cuportKeyValuePair, of the same layout) and of ArgMax/ArgMin in kernels (the .cl's
 * struct cuport_cub_kvp_K_V, kernel/cub.c). */
template <typename K, typename V>
struct KeyValuePair {
  typedef K Key;
  typedef V Value;
  K key;
  V value;
  __host__ __device__ KeyValuePair() = default;
  __host__ __device__ KeyValuePair(const K &k, const V &v) : key(k), value(v) {}
};

/* The pair of the larger value (ArgMax) or the smaller (ArgMin); of equal values, the one
 * of the lower key. (Kernels call cuport's own function of the pair type: kernel/cub.c.) */
struct ArgMax {
  template <typename T, typename O>
  __host__ __device__ KeyValuePair<O, T> operator()(const KeyValuePair<O, T> &a,
                                                     const KeyValuePair<O, T> &b) const {
    if (b.value > a.value || (b.value == a.value && b.key < a.key))
      return b;
    return a;
  }
};
struct ArgMin {
  template <typename T, typename O>
  __host__ __device__ KeyValuePair<O, T> operator()(const KeyValuePair<O, T> &a,
                                                     const KeyValuePair<O, T> &b) const {
    if (b.value < a.value || (b.value == a.value && b.key < a.key))
      return b;
    return a;
  }
};

} /* namespace cub */

/* CCCL 3 has no cub::Sum/Max/Min: programs name libcu++'s function objects, which
 * <cub/cub.cuh> brings in. */
namespace cuda {
template <typename T = void>
struct maximum {
  __host__ __device__ T operator()(const T &a, const T &b) const;
};
template <>
struct maximum<void> {
  template <typename T, typename U>
  __host__ __device__ T operator()(const T &a, const U &b) const;
};
template <typename T = void>
struct minimum {
  __host__ __device__ T operator()(const T &a, const T &b) const;
};
template <>
struct minimum<void> {
  template <typename T, typename U>
  __host__ __device__ T operator()(const T &a, const U &b) const;
};
namespace std {
template <typename T = void>
struct plus {
  __host__ __device__ T operator()(const T &a, const T &b) const;
};
template <>
struct plus<void> {
  template <typename T, typename U>
  __host__ __device__ T operator()(const T &a, const U &b) const;
};
} /* namespace std */
} /* namespace cuda */

#endif
#endif

/*
 * cuport_cub.h: what CUB's host API becomes, for C++ code migrated from CUDA.
 *
 * cuport rewrites `cub::DeviceReduce::Sum(d_temp, bytes, d_in, d_out, n[, stream])` into
 * `cuportDeviceReduceSum(...)` with the same arguments, and so for each function of
 * cub::DeviceReduce (Sum, Max, Min, Reduce, ArgMax, ArgMin) and cub::DeviceScan
 * (ExclusiveSum, InclusiveSum, ExclusiveScan, InclusiveScan, InclusiveScanInit, their
 * in-place forms included); the operator argument of Reduce and the scans (cub::Sum(),
 * cuda::std::plus<>{}, cuda::maximum<>(), ...) becomes CUPORT_REDUCE_SUM, _MAX or _MIN,
 * and cub::KeyValuePair becomes cuportKeyValuePair.  The functions here take pointers to
 * int, unsigned int, long, unsigned long, long long, unsigned long long, float or double
 * (the output of the input's type) and call the runtime's cuportAlgo* functions, which
 * keep CUB's two-call protocol: a call with NULL temporary storage only sets its size.
 * <cub/cub.cuh> becomes an include of this header, which includes cuport_runtime.h.
 */
#ifndef CUPORT_CUB_H
#define CUPORT_CUB_H

#include "cuport_runtime.h"

#ifdef __cplusplus
/* CUB's own headers bring <chrono> with them (through libcu++), and programs rely on it
 * (std::chrono timing with only <cub/cub.cuh> included). */
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <type_traits>

/* CUB's algorithm enumerations, which host code names as template arguments of kernels
 * (the kernels' collectives are translated by name; the host code keeps the names). */
namespace cub {
enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, BLOCK_REDUCE_RAKING, BLOCK_REDUCE_WARP_REDUCTIONS,
  BLOCK_REDUCE_WARP_REDUCTIONS_NONDETERMINISTIC
};
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT, BLOCK_LOAD_STRIPED, BLOCK_LOAD_VECTORIZE, BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE, BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT, BLOCK_STORE_STRIPED, BLOCK_STORE_VECTORIZE, BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};
} // namespace cub

/* CUB's pair of ArgMax/ArgMin, with its layout. */
template <typename K, typename V> struct cuportKeyValuePair {
  typedef K Key;
  typedef V Value;
  K key;
  V value;
  cuportKeyValuePair() = default;
  cuportKeyValuePair(const K &k, const V &v) : key(k), value(v) {}
  bool operator!=(const cuportKeyValuePair &b) const { return value != b.value || key != b.key; }
};

#include "cuport_cub_host.h"

namespace cuport {
namespace algo {

/* The runtime's element type of T (the kernels' path only takes those below). */
template <typename T> struct Scalar {
  static constexpr cuportScalarType value = std::is_floating_point<T>::value
      ? (sizeof(T) == 4 ? CUPORT_SCALAR_F32 : CUPORT_SCALAR_F64)
      : sizeof(T) == 4 ? (std::is_signed<T>::value ? CUPORT_SCALAR_I32 : CUPORT_SCALAR_U32)
                       : (std::is_signed<T>::value ? CUPORT_SCALAR_I64 : CUPORT_SCALAR_U64);
};

/* Whether a call takes the runtime's kernels: pointers in and out to one element type of
 * theirs, with CUB's sum, maximum or minimum; any other call runs on the host
 * (cuport_cub_host.h). */
template <typename T> struct kernel_type
    : std::integral_constant<bool, std::is_arithmetic<T>::value && !std::is_same<T, bool>::value &&
                                       sizeof(T) >= 4 && sizeof(T) <= 8> {};
template <typename In, typename Out, typename Op> struct on_kernels : std::false_type {};
template <typename I, typename O>
struct on_kernels<I *, O *, cuportReduceOp>
    : std::integral_constant<bool, std::is_same<typename std::remove_cv<I>::type, O>::value &&
                                       kernel_type<O>::value> {};

template <typename N> using Count =
    typename std::enable_if<std::is_integral<N>::value, long long>::type;

/* The accumulator of a call: the output's element type, else the input's. */
template <typename In, typename Out> using acc_t =
    typename cuport::cubh::out_value<Out, typename std::remove_cv<cuport::cubh::value_of<In>>::type>::type;

template <typename In, typename Out, typename Op>
inline cuportError_t reduce(std::true_type, void *temp, size_t &bytes, In in, Out out, long long n,
                            Op op, const acc_t<In, Out> *init, cuportStream_t stream)
{
  return cuportAlgoReduce(temp, &bytes, in, out, n, Scalar<acc_t<In, Out>>::value, op, init,
                          stream);
}
template <typename In, typename Out, typename Op>
inline cuportError_t reduce(std::false_type, void *temp, size_t &bytes, In in, Out out, long long n,
                            Op op, const acc_t<In, Out> *init, cuportStream_t stream)
{
  return cuport::cubh::reduce(temp, bytes, in, out, n, op,
                              init ? *init : cuport::cubh::identity<acc_t<In, Out>>(op), stream);
}
/* init NULL: the operator's identity (only CUB's operators have none given) */
template <typename In, typename Out, typename N, typename Op>
inline cuportError_t reduce(void *temp, size_t &bytes, In in, Out out, N n, Op op,
                            const acc_t<In, Out> *init, cuportStream_t stream)
{
  return reduce(on_kernels<In, Out, Op>(), temp, bytes, in, out, (Count<N>)n, op, init, stream);
}

template <typename In, typename Out, typename Op>
inline cuportError_t scan(std::true_type, void *temp, size_t &bytes, In in, Out out, long long n,
                          Op op, int exclusive, const acc_t<In, Out> *init, cuportStream_t stream)
{
  return cuportAlgoScan(temp, &bytes, in, out, n, Scalar<acc_t<In, Out>>::value, op, exclusive,
                        init, stream);
}
template <typename In, typename Out, typename Op>
inline cuportError_t scan(std::false_type, void *temp, size_t &bytes, In in, Out out, long long n,
                          Op op, int exclusive, const acc_t<In, Out> *init, cuportStream_t stream)
{
  return cuport::cubh::scan(temp, bytes, in, out, n, op, exclusive != 0, init != nullptr,
                            init ? *init : acc_t<In, Out>(), stream);
}
template <typename In, typename Out, typename N, typename Op>
inline cuportError_t scan(void *temp, size_t &bytes, In in, Out out, N n, Op op, int exclusive,
                          const acc_t<In, Out> *init, cuportStream_t stream)
{
  return scan(on_kernels<In, Out, Op>(), temp, bytes, in, out, (Count<N>)n, op, exclusive, init,
              stream);
}

} // namespace algo
} // namespace cuport

/* ---- cub::DeviceReduce ---- */

template <typename In, typename Out, typename N>
inline cuportError_t cuportDeviceReduceSum(void *temp, size_t &bytes, In in, Out out, N n,
                                           cuportStream_t stream = 0)
{
  return cuport::algo::reduce(temp, bytes, in, out, n, CUPORT_REDUCE_SUM, nullptr, stream);
}
template <typename In, typename Out, typename N>
inline cuportError_t cuportDeviceReduceMax(void *temp, size_t &bytes, In in, Out out, N n,
                                           cuportStream_t stream = 0)
{
  return cuport::algo::reduce(temp, bytes, in, out, n, CUPORT_REDUCE_MAX, nullptr, stream);
}
template <typename In, typename Out, typename N>
inline cuportError_t cuportDeviceReduceMin(void *temp, size_t &bytes, In in, Out out, N n,
                                           cuportStream_t stream = 0)
{
  return cuport::algo::reduce(temp, bytes, in, out, n, CUPORT_REDUCE_MIN, nullptr, stream);
}
template <typename In, typename Out, typename N, typename Op, typename T>
inline cuportError_t cuportDeviceReduceReduce(void *temp, size_t &bytes, In in, Out out, N n, Op op,
                                              T init, cuportStream_t stream = 0)
{
  const cuport::algo::acc_t<In, Out> v = static_cast<cuport::algo::acc_t<In, Out>>(init);
  return cuport::algo::reduce(temp, bytes, in, out, n, op, &v, stream);
}

/* ArgMax/ArgMin, CUB's deprecated form: one KeyValuePair<int, T> output. */
template <typename In, typename K, typename V>
inline cuportError_t cuportDeviceReduceArgMax(void *temp, size_t &bytes, In *in,
                                              cuportKeyValuePair<K, V> *out, int n,
                                              cuportStream_t stream = 0)
{
  static_assert(std::is_integral<K>::value, "cuport: the key of ArgMax is an integer");
  static_assert(cuport::algo::on_kernels<In *, V *, cuportReduceOp>::value,
                "cuport: ArgMax takes int, unsigned, long long (signed or not), float or double "
                "elements, the output's value of the input's type");
  return cuportAlgoArgReduce(temp, &bytes, in, out ? &out->value : nullptr,
                             out ? &out->key : nullptr, sizeof(K), n,
                             cuport::algo::Scalar<V>::value, CUPORT_REDUCE_MAX, stream);
}
template <typename In, typename K, typename V>
inline cuportError_t cuportDeviceReduceArgMin(void *temp, size_t &bytes, In *in,
                                              cuportKeyValuePair<K, V> *out, int n,
                                              cuportStream_t stream = 0)
{
  static_assert(std::is_integral<K>::value, "cuport: the key of ArgMin is an integer");
  static_assert(cuport::algo::on_kernels<In *, V *, cuportReduceOp>::value,
                "cuport: ArgMin takes int, unsigned, long long (signed or not), float or double "
                "elements, the output's value of the input's type");
  return cuportAlgoArgReduce(temp, &bytes, in, out ? &out->value : nullptr,
                             out ? &out->key : nullptr, sizeof(K), n,
                             cuport::algo::Scalar<V>::value, CUPORT_REDUCE_MIN, stream);
}
/* CCCL 3's form: the extremum and its index to two outputs. */
template <typename In, typename V, typename I>
inline cuportError_t cuportDeviceReduceArgMax(void *temp, size_t &bytes, In *in, V *value_out,
                                              I *index_out, std::int64_t n,
                                              cuportStream_t stream = 0)
{
  static_assert(std::is_integral<I>::value, "cuport: the index output of ArgMax is an integer");
  static_assert(cuport::algo::on_kernels<In *, V *, cuportReduceOp>::value,
                "cuport: ArgMax takes int, unsigned, long long (signed or not), float or double "
                "elements, the value output of the input's type");
  return cuportAlgoArgReduce(temp, &bytes, in, value_out, index_out, sizeof(I), n,
                             cuport::algo::Scalar<V>::value, CUPORT_REDUCE_MAX, stream);
}
template <typename In, typename V, typename I>
inline cuportError_t cuportDeviceReduceArgMin(void *temp, size_t &bytes, In *in, V *value_out,
                                              I *index_out, std::int64_t n,
                                              cuportStream_t stream = 0)
{
  static_assert(std::is_integral<I>::value, "cuport: the index output of ArgMin is an integer");
  static_assert(cuport::algo::on_kernels<In *, V *, cuportReduceOp>::value,
                "cuport: ArgMin takes int, unsigned, long long (signed or not), float or double "
                "elements, the value output of the input's type");
  return cuportAlgoArgReduce(temp, &bytes, in, value_out, index_out, sizeof(I), n,
                             cuport::algo::Scalar<V>::value, CUPORT_REDUCE_MIN, stream);
}

/* ---- cub::DeviceScan ---- */

template <typename In, typename Out, typename N,
          typename = typename std::enable_if<std::is_integral<N>::value>::type>
inline cuportError_t cuportDeviceScanExclusiveSum(void *temp, size_t &bytes, In in, Out out, N n,
                                                  cuportStream_t stream = 0)
{
  const cuport::algo::acc_t<In, Out> zero = cuport::algo::acc_t<In, Out>();
  return cuport::algo::scan(temp, bytes, in, out, n, CUPORT_REDUCE_SUM, 1, &zero, stream);
}
template <typename T, typename N,
          typename = typename std::enable_if<std::is_integral<N>::value>::type>
inline cuportError_t cuportDeviceScanExclusiveSum(void *temp, size_t &bytes, T *data, N n,
                                                  cuportStream_t stream = 0)
{
  return cuportDeviceScanExclusiveSum(temp, bytes, data, data, n, stream);
}
template <typename In, typename Out, typename N,
          typename = typename std::enable_if<std::is_integral<N>::value>::type>
inline cuportError_t cuportDeviceScanInclusiveSum(void *temp, size_t &bytes, In in, Out out, N n,
                                                  cuportStream_t stream = 0)
{
  return cuport::algo::scan(temp, bytes, in, out, n, CUPORT_REDUCE_SUM, 0, nullptr, stream);
}
template <typename T, typename N,
          typename = typename std::enable_if<std::is_integral<N>::value>::type>
inline cuportError_t cuportDeviceScanInclusiveSum(void *temp, size_t &bytes, T *data, N n,
                                                  cuportStream_t stream = 0)
{
  return cuportDeviceScanInclusiveSum(temp, bytes, data, data, n, stream);
}
template <typename In, typename Out, typename Op, typename I, typename N,
          typename = typename std::enable_if<std::is_integral<N>::value>::type>
inline cuportError_t cuportDeviceScanExclusiveScan(void *temp, size_t &bytes, In in, Out out, Op op,
                                                   I init, N n, cuportStream_t stream = 0)
{
  const cuport::algo::acc_t<In, Out> v = static_cast<cuport::algo::acc_t<In, Out>>(init);
  return cuport::algo::scan(temp, bytes, in, out, n, op, 1, &v, stream);
}
template <typename T, typename Op, typename I, typename N,
          typename = typename std::enable_if<std::is_integral<N>::value>::type>
inline cuportError_t cuportDeviceScanExclusiveScan(void *temp, size_t &bytes, T *data, Op op,
                                                   I init, N n, cuportStream_t stream = 0)
{
  return cuportDeviceScanExclusiveScan(temp, bytes, data, data, op, init, n, stream);
}
template <typename In, typename Out, typename Op, typename N,
          typename = typename std::enable_if<std::is_integral<N>::value>::type>
inline cuportError_t cuportDeviceScanInclusiveScan(void *temp, size_t &bytes, In in, Out out, Op op,
                                                   N n, cuportStream_t stream = 0)
{
  return cuport::algo::scan(temp, bytes, in, out, n, op, 0, nullptr, stream);
}
template <typename T, typename Op, typename N,
          typename = typename std::enable_if<std::is_integral<N>::value>::type>
inline cuportError_t cuportDeviceScanInclusiveScan(void *temp, size_t &bytes, T *data, Op op, N n,
                                                   cuportStream_t stream = 0)
{
  return cuportDeviceScanInclusiveScan(temp, bytes, data, data, op, n, stream);
}
template <typename In, typename Out, typename Op, typename I, typename N,
          typename = typename std::enable_if<std::is_integral<N>::value>::type>
inline cuportError_t cuportDeviceScanInclusiveScanInit(void *temp, size_t &bytes, In in, Out out,
                                                       Op op, I init, N n,
                                                       cuportStream_t stream = 0)
{
  const cuport::algo::acc_t<In, Out> v = static_cast<cuport::algo::acc_t<In, Out>>(init);
  return cuport::algo::scan(temp, bytes, in, out, n, op, 0, &v, stream);
}

#endif /* __cplusplus */
#endif /* CUPORT_CUB_H */

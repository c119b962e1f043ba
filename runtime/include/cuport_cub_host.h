/*
 * cuport_cub_host.h: CUB's device-wide algorithms that the runtime runs on the host.
 *
 * cuport_cub.h includes this header.  Where a CUB call has no kernel of the runtime (a
 * selection, a partition, a radix sort, a segmented reduction, a histogram, a run-length
 * encoding, a scan or reduction by key) or its operands rule the runtime's kernels out
 * (an iterator input such as a CountingInputIterator or a TransformInputIterator with
 * the program's functor, an element type the kernels lack, outputs of another type, a
 * user's operator), the call runs here: the device ranges it reads are copied to the
 * host (Thrust's staging, cuport_thrust/staging.h, which rebuilds a fancy iterator over
 * host copies of its bases), the algorithm runs there, and what it writes is copied
 * back, all ordered on the call's stream.  Right for any functor and any element type,
 * not fast; cuport says so at each such call (CUPORT1415).
 *
 * CUB's two-call protocol holds: a call with NULL temporary storage only sets its size
 * (a few bytes: the host needs none, but programs allocate what they are told).  The
 * operators are CUB's and libcu++'s sum, maximum and minimum, which cuport rewrites to
 * CUPORT_REDUCE_* as for the device kernels, or the program's own functors and lambdas,
 * called as they are (their __device__ is nothing in the migrated file).
 */
#ifndef CUPORT_CUB_HOST_H
#define CUPORT_CUB_HOST_H

#ifdef __cplusplus

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

#include "cuport_thrust/backend.h"
#include "cuport_thrust/memory.h"
#include "cuport_thrust/functional.h"
#include "cuport_thrust/iterator.h"
#include "cuport_thrust/staging.h"

/* CUB's operators, which host code keeps by name: an argument of a mapped call that is
 * Sum, Max or Min becomes the runtime's constant, but a program may declare one; the
 * equality operators are the default of the by-key algorithms. */
namespace cub {
struct Sum {
  template <typename A, typename B> auto operator()(const A &a, const B &b) const -> decltype(a + b)
  {
    return a + b;
  }
};
struct Max {
  template <typename A, typename B> A operator()(const A &a, const B &b) const { return a < b ? b : a; }
};
struct Min {
  template <typename A, typename B> A operator()(const A &a, const B &b) const { return b < a ? b : a; }
};
struct Equality {
  template <typename A, typename B> bool operator()(const A &a, const B &b) const { return a == b; }
};
struct Inequality {
  template <typename A, typename B> bool operator()(const A &a, const B &b) const { return a != b; }
};

/* The block and warp collectives, for host code that names them: a struct the host and its
 * kernels share may hold a collective's TempStorage (sizeof gives the dynamic shared bytes
 * of the launch), a traits class may alias one. Only the TempStorage is declared, a buffer
 * of about CUB's size; in the kernels the collectives use the .cl's warp scratch instead
 * (docs/kernels.md, CUB). The algorithms' enumerations are cuport_cub.h's. */
struct NullType {};

namespace cuport_detail {
/* N items of T (at least one), CUB's TempStorage as host code sees it */
template <typename T, long N> struct TempItems {
  T cuport_items[N > 0 ? N : 1];
};
} // namespace cuport_detail

template <typename T, int BX, auto... Rest> class BlockReduce {
public:
  typedef cuport_detail::TempItems<T, (BX + 31) / 32 + 1> TempStorage;
};
template <typename T, int BX, auto... Rest> class BlockScan {
public:
  typedef cuport_detail::TempItems<T, (BX + 31) / 32 + 2> TempStorage;
};
template <typename T, int BX, int N, auto... Rest> class BlockLoad {
public:
  typedef cuport_detail::TempItems<T, (long)BX * N> TempStorage;
};
template <typename T, int BX, int N, auto... Rest> class BlockStore {
public:
  typedef cuport_detail::TempItems<T, (long)BX * N> TempStorage;
};
template <typename T, int BX, int N, auto... Rest> class BlockExchange {
public:
  typedef cuport_detail::TempItems<T, (long)BX * N> TempStorage;
};
template <typename T, int BX, auto... Rest> class BlockAdjacentDifference {
public:
  typedef cuport_detail::TempItems<T, BX> TempStorage;
};
template <typename K, int BX, int N, typename V = NullType, auto... Rest> class BlockRadixSort {
public:
  typedef cuport_detail::TempItems<K, (long)BX * N> TempStorage;
};
template <typename T, int L = 32, auto... Rest> class WarpReduce {
public:
  typedef cuport_detail::TempItems<T, L> TempStorage;
};
template <typename T, int L = 32, auto... Rest> class WarpScan {
public:
  typedef cuport_detail::TempItems<T, L> TempStorage;
};
template <typename T, int N, int L = 32, auto... Rest> class WarpExchange {
public:
  typedef cuport_detail::TempItems<T, (long)L * N> TempStorage;
};
} // namespace cub

/* cub::DoubleBuffer: two device buffers and which one holds the data. */
template <typename T> struct cuportDoubleBuffer {
  T *d_buffers[2];
  int selector;
  cuportDoubleBuffer() : d_buffers{nullptr, nullptr}, selector(0) {}
  cuportDoubleBuffer(T *current, T *alternate) : d_buffers{current, alternate}, selector(0) {}
  T *Current() const { return d_buffers[selector]; }
  T *Alternate() const { return d_buffers[selector ^ 1]; }
};

/* CUB's input iterators are Thrust's (cuport_thrust/iterator.h): the host path stages them. */
template <typename V, typename Offset = std::ptrdiff_t>
using cuportCountingInputIterator = thrust::counting_iterator<V>;
template <typename V, typename Offset = std::ptrdiff_t>
using cuportConstantInputIterator = thrust::constant_iterator<V>;
template <typename V, typename Op, typename It, typename Offset = std::ptrdiff_t>
using cuportTransformInputIterator = thrust::transform_iterator<Op, It, V, V>;

/* cub::CachingDeviceAllocator: the runtime's allocator, without the cache. */
struct cuportCachingDeviceAllocator {
  explicit cuportCachingDeviceAllocator(unsigned, unsigned = 1, unsigned = 7, size_t = (size_t)-1,
                                        bool = false, bool = false)
  {
  }
  explicit cuportCachingDeviceAllocator(bool = false, bool = false) {}
  cuportError_t DeviceAllocate(void **p, size_t bytes, cuportStream_t = 0)
  {
    return cuportMalloc(p, bytes);
  }
  cuportError_t DeviceAllocate(int, void **p, size_t bytes, cuportStream_t = 0)
  {
    return cuportMalloc(p, bytes);
  }
  cuportError_t DeviceFree(void *p) { return cuportFree(p); }
  cuportError_t DeviceFree(int, void *p) { return cuportFree(p); }
  cuportError_t FreeAllCached() { return cuportSuccess; }
};

/* CUB's error checks (<cub/util_debug.cuh>): CubDebug(e) prints a failed call's error
 * and gives it; CubDebugExit(e) exits on one. */
namespace cuport {
namespace cubh {
inline cuportError_t debug(cuportError_t e, const char *file, int line)
{
  if (e != cuportSuccess)
    std::fprintf(stderr, "CUDA error %d [%s, %d]: %s\n", (int)e, file, line, cuportGetErrorString(e));
  return e;
}
} // namespace cubh
} // namespace cuport
#ifndef CubDebug
#define CubDebug(e) cuport::cubh::debug((cuportError_t)(e), __FILE__, __LINE__)
#endif
#ifndef CubDebugExit
#define CubDebugExit(e)                                                                          \
  if (cuport::cubh::debug((cuportError_t)(e), __FILE__, __LINE__)) {                              \
    std::exit(1);                                                                                \
  }
#endif

namespace cuport {
namespace cubh {

namespace rt = cuport::thrust_rt;
typedef long long index_t;

/* Where CUB's raw pointers point: device memory, ordered on the call's stream. */
inline rt::policy on(cuportStream_t s) { return rt::policy{true, s}; }

template <typename It> using value_of = typename std::iterator_traits<It>::value_type;

/* The element type an output iterator takes: its value type, else the fallback (an output
 * iterator's value_type may be void). */
template <typename It, typename Fallback> struct out_value {
  typedef typename std::iterator_traits<It>::value_type v;
  typedef typename std::conditional<std::is_void<v>::value, Fallback,
                                    typename std::remove_cv<v>::type>::type type;
};
template <typename Fallback> struct out_value<std::nullptr_t, Fallback> {
  typedef Fallback type;
};

/* The first call of the protocol: the size, nothing run. */
inline bool size_query(void *temp, size_t &bytes)
{
  if (temp)
    return false;
  bytes = 16;
  return true;
}

/* Runs one algorithm: a failed copy (thrust_rt::check throws) becomes CUB's error code. */
template <typename F> inline cuportError_t run(F f)
{
  try {
    f();
  } catch (const rt::error &) {
    cuportError_t e = cuportGetLastError();
    return e != cuportSuccess ? e : cuportErrorUnknown;
  }
  return cuportSuccess;
}

/* A binary operator as the host calls it: the program's, or the runtime's constant. */
template <typename Op> struct binary {
  Op op;
  template <typename A, typename B>
  auto operator()(const A &a, const B &b) -> decltype(rt::invoke(op, a, b))
  {
    return rt::invoke(op, a, b);
  }
};
template <> struct binary<cuportReduceOp> {
  cuportReduceOp op;
  template <typename A, typename B> auto operator()(const A &a, const B &b) const -> decltype(a + b)
  {
    switch (op) {
    case CUPORT_REDUCE_MAX:
      return a < b ? b : a;
    case CUPORT_REDUCE_MIN:
      return b < a ? b : a;
    default:
      return a + b;
    }
  }
};
template <typename Op> inline binary<Op> binary_of(Op op) { return binary<Op>{op}; }

/* The identity CUB starts Sum, Max and Min from (an empty range's result). */
template <typename T> inline T identity(cuportReduceOp op)
{
  return op == CUPORT_REDUCE_MAX ? std::numeric_limits<T>::lowest()
         : op == CUPORT_REDUCE_MIN ? std::numeric_limits<T>::max() : T();
}
template <typename T, typename Op> inline T identity(const Op &) { return T(); } /* init given */

/* One element written to a device output (a count, a reduction's result). */
template <typename Out, typename T> inline void put_one(cuportStream_t s, Out out, const T &v)
{
  auto o = rt::out(on(s), out, 1);
  *o.begin() = v;
  o.store(1);
}

/* Copies a host vector to a device output; nothing for a null output (a run-length
 * encoding that does not want the unique items or the offsets passes nullptr_t). */
template <typename Out, typename T> inline void store_range(cuportStream_t s, Out out, const std::vector<T> &v)
{
  if (v.empty())
    return;
  auto o = rt::out(on(s), out, v.size());
  std::copy(v.begin(), v.end(), o.begin());
  o.store(v.size());
}
template <typename T> inline void store_range(cuportStream_t, std::nullptr_t, const std::vector<T> &) {}

/* ---- DeviceReduce and DeviceScan off the kernels' path ---- */

template <typename In, typename Out, typename Op, typename T>
inline cuportError_t reduce(void *temp, size_t &bytes, In in, Out out, index_t n, Op op, T init,
                            cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    auto a = rt::in(on(s), in, (size_t)n);
    auto f = binary_of(op);
    T acc = init;
    auto p = a.begin();
    for (index_t i = 0; i < n; i++)
      acc = static_cast<T>(f(acc, p[i]));
    put_one(s, out, acc);
  });
}

template <typename In, typename Out, typename Op, typename T>
inline cuportError_t scan(void *temp, size_t &bytes, In in, Out out, index_t n, Op op,
                          bool exclusive, bool has_init, T init, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    if (n <= 0)
      return;
    auto a = rt::in(on(s), in, (size_t)n);
    std::vector<T> r((size_t)n);
    auto f = binary_of(op);
    auto p = a.begin();
    T acc = has_init ? init : static_cast<T>(p[0]);
    for (index_t i = 0; i < n; i++) {
      if (exclusive) {
        r[i] = acc;
        acc = static_cast<T>(f(acc, p[i]));
      } else {
        if (i > 0 || has_init)
          acc = static_cast<T>(f(acc, p[i]));
        r[i] = acc;
      }
    }
    auto o = rt::out(on(s), out, (size_t)n);
    std::copy(r.begin(), r.end(), o.begin());
    o.store((size_t)n);
  });
}

/* ---- DeviceSelect, DevicePartition ---- */

/* Copies the items flags selects to out in order, and the others after them in reverse
 * order when partition is set; the count selected to num. */
template <typename In, typename Pick, typename Out, typename Num>
inline cuportError_t select(void *temp, size_t &bytes, In in, Pick &&pick, Out out, Num num,
                            index_t n, bool partition, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    typedef typename out_value<Out, value_of<In>>::type T;
    auto a = rt::in(on(s), in, (size_t)(n > 0 ? n : 0));
    std::vector<T> r;
    std::vector<T> rejected;
    auto p = a.begin();
    for (index_t i = 0; i < n; i++) {
      if (pick(p, i))
        r.push_back(static_cast<T>(p[i]));
      else if (partition)
        rejected.push_back(static_cast<T>(p[i]));
    }
    index_t selected = (index_t)r.size();
    r.insert(r.end(), rejected.rbegin(), rejected.rend());
    if (!r.empty()) {
      auto o = rt::out(on(s), out, r.size());
      std::copy(r.begin(), r.end(), o.begin());
      o.store(r.size());
    }
    put_one(s, num, static_cast<typename out_value<Num, index_t>::type>(selected));
  });
}

/* Picks of select: by a flag of its own range, by a predicate, by a change from the last. */
template <typename Flags> struct by_flags {
  rt::stage<Flags> f;
  template <typename P> bool operator()(P, index_t i) { return static_cast<bool>(f.begin()[i]); }
};
template <typename Op> struct by_predicate {
  Op op;
  template <typename P> bool operator()(P p, index_t i) { return static_cast<bool>(rt::invoke(op, p[i])); }
};
template <typename Flags, typename Op> struct by_flag_predicate {
  rt::stage<Flags> f;
  Op op;
  template <typename P> bool operator()(P, index_t i)
  {
    return static_cast<bool>(rt::invoke(op, f.begin()[i]));
  }
};
template <typename Eq> struct by_change {
  Eq eq;
  template <typename P> bool operator()(P p, index_t i)
  {
    return i == 0 || !static_cast<bool>(rt::invoke(eq, p[i - 1], p[i]));
  }
};

template <typename In, typename Flags, typename Out, typename Num>
inline cuportError_t flagged(void *temp, size_t &bytes, In in, Flags flags, Out out, Num num,
                             index_t n, bool partition, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  by_flags<Flags> pick{rt::in(on(s), flags, (size_t)(n > 0 ? n : 0))};
  return select(temp, bytes, in, pick, out, num, n, partition, s);
}

/* UniqueByKey: the first of each run of equal keys, with its value. */
template <typename KIn, typename VIn, typename KOut, typename VOut, typename Num, typename Eq>
inline cuportError_t unique_by_key(void *temp, size_t &bytes, KIn keys, VIn values, KOut keys_out,
                                   VOut values_out, Num num, index_t n, Eq eq, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    typedef typename out_value<KOut, value_of<KIn>>::type K;
    typedef typename out_value<VOut, value_of<VIn>>::type V;
    auto k = rt::in(on(s), keys, (size_t)(n > 0 ? n : 0));
    auto v = rt::in(on(s), values, (size_t)(n > 0 ? n : 0));
    std::vector<K> ko;
    std::vector<V> vo;
    auto kp = k.begin();
    auto vp = v.begin();
    for (index_t i = 0; i < n; i++)
      if (i == 0 || !static_cast<bool>(rt::invoke(eq, kp[i - 1], kp[i]))) {
        ko.push_back(static_cast<K>(kp[i]));
        vo.push_back(static_cast<V>(vp[i]));
      }
    if (!ko.empty()) {
      auto a = rt::out(on(s), keys_out, ko.size());
      std::copy(ko.begin(), ko.end(), a.begin());
      a.store(ko.size());
      auto b = rt::out(on(s), values_out, vo.size());
      std::copy(vo.begin(), vo.end(), b.begin());
      b.store(vo.size());
    }
    put_one(s, num, static_cast<typename out_value<Num, index_t>::type>(ko.size()));
  });
}

/* ---- DeviceRunLengthEncode, DeviceReduce::ReduceByKey ---- */

/* Every run of equal items: its first item to unique (when there), its offset to offsets
 * (when there), its length to lengths; only runs longer than one when nontrivial. */
template <typename In, typename Unique, typename Offsets, typename Lengths, typename Num>
inline cuportError_t runs(void *temp, size_t &bytes, In in, Unique unique, Offsets offsets,
                          Lengths lengths, Num num, index_t n, bool nontrivial, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    typedef value_of<In> T;
    typedef typename out_value<Lengths, index_t>::type L;
    typedef typename out_value<Offsets, index_t>::type O;
    auto a = rt::in(on(s), in, (size_t)(n > 0 ? n : 0));
    auto p = a.begin();
    std::vector<T> u;
    std::vector<O> off;
    std::vector<L> len;
    for (index_t i = 0; i < n;) {
      index_t j = i + 1;
      while (j < n && p[j] == p[i])
        j++;
      if (!nontrivial || j - i > 1) {
        u.push_back(p[i]);
        off.push_back(static_cast<O>(i));
        len.push_back(static_cast<L>(j - i));
      }
      i = j;
    }
    store_range(s, unique, u);
    store_range(s, offsets, off);
    store_range(s, lengths, len);
    put_one(s, num, static_cast<typename out_value<Num, index_t>::type>(len.size()));
  });
}

template <typename KIn, typename KOut, typename VIn, typename VOut, typename Num, typename Op>
inline cuportError_t reduce_by_key(void *temp, size_t &bytes, KIn keys, KOut unique, VIn values,
                                   VOut aggregates, Num num, Op op, index_t n, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    typedef typename out_value<KOut, value_of<KIn>>::type K;
    typedef typename out_value<VOut, value_of<VIn>>::type V;
    auto k = rt::in(on(s), keys, (size_t)(n > 0 ? n : 0));
    auto v = rt::in(on(s), values, (size_t)(n > 0 ? n : 0));
    auto kp = k.begin();
    auto vp = v.begin();
    auto f = binary_of(op);
    std::vector<K> ko;
    std::vector<V> vo;
    for (index_t i = 0; i < n;) {
      V acc = static_cast<V>(vp[i]);
      index_t j = i + 1;
      for (; j < n && kp[j] == kp[i]; j++)
        acc = static_cast<V>(f(acc, vp[j]));
      ko.push_back(static_cast<K>(kp[i]));
      vo.push_back(acc);
      i = j;
    }
    store_range(s, unique, ko);
    store_range(s, aggregates, vo);
    put_one(s, num, static_cast<typename out_value<Num, index_t>::type>(ko.size()));
  });
}

/* ---- DeviceScan by key ---- */

template <typename KIn, typename VIn, typename VOut, typename Op, typename T, typename Eq>
inline cuportError_t scan_by_key(void *temp, size_t &bytes, KIn keys, VIn values, VOut out, Op op,
                                 bool exclusive, T init, Eq eq, index_t n, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    if (n <= 0)
      return;
    auto k = rt::in(on(s), keys, (size_t)n);
    auto v = rt::in(on(s), values, (size_t)n);
    auto kp = k.begin();
    auto vp = v.begin();
    auto f = binary_of(op);
    std::vector<T> r((size_t)n);
    T acc = init;
    for (index_t i = 0; i < n; i++) {
      bool head = i == 0 || !static_cast<bool>(rt::invoke(eq, kp[i - 1], kp[i]));
      if (exclusive) {
        if (head)
          acc = init;
        r[i] = acc;
        acc = static_cast<T>(f(acc, vp[i]));
      } else {
        acc = head ? static_cast<T>(vp[i]) : static_cast<T>(f(acc, vp[i]));
        r[i] = acc;
      }
    }
    store_range(s, out, r);
  });
}

/* ---- DeviceSegmentedReduce ---- */

template <typename In, typename Out, typename Begin, typename End, typename Op, typename T>
inline cuportError_t segmented_reduce(void *temp, size_t &bytes, In in, Out out, index_t segments,
                                      Begin begins, End ends, Op op, T init, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    if (segments <= 0)
      return;
    auto b = rt::in(on(s), begins, (size_t)segments);
    auto e = rt::in(on(s), ends, (size_t)segments);
    index_t extent = 0;
    for (index_t i = 0; i < segments; i++)
      extent = std::max(extent, (index_t)e.begin()[i]);
    auto a = rt::in(on(s), in, (size_t)extent);
    auto p = a.begin();
    auto f = binary_of(op);
    std::vector<T> r((size_t)segments);
    for (index_t i = 0; i < segments; i++) {
      T acc = init;
      for (index_t j = (index_t)b.begin()[i]; j < (index_t)e.begin()[i]; j++)
        acc = static_cast<T>(f(acc, p[j]));
      r[i] = acc;
    }
    store_range(s, out, r);
  });
}

/* ArgMin/ArgMax of each segment: the index within it of its first extremum; an empty
 * segment gives index 1 and the identity, as CUB gives. */
template <typename In, typename Pair, typename Begin, typename End>
inline cuportError_t segmented_arg(void *temp, size_t &bytes, In in, Pair *out, index_t segments,
                                   Begin begins, End ends, bool max, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    if (segments <= 0)
      return;
    typedef typename Pair::Value V;
    auto b = rt::in(on(s), begins, (size_t)segments);
    auto e = rt::in(on(s), ends, (size_t)segments);
    index_t extent = 0;
    for (index_t i = 0; i < segments; i++)
      extent = std::max(extent, (index_t)e.begin()[i]);
    auto a = rt::in(on(s), in, (size_t)extent);
    auto p = a.begin();
    std::vector<Pair> r((size_t)segments);
    for (index_t i = 0; i < segments; i++) {
      index_t lo = (index_t)b.begin()[i], hi = (index_t)e.begin()[i];
      Pair best(1, max ? std::numeric_limits<V>::lowest() : std::numeric_limits<V>::max());
      for (index_t j = lo; j < hi; j++) {
        V v = static_cast<V>(p[j]);
        if (j == lo || (max ? best.value < v : v < best.value))
          best = Pair(static_cast<typename Pair::Key>(j - lo), v);
      }
      r[i] = best;
    }
    store_range(s, out, r);
  });
}

/* ---- DeviceRadixSort, DeviceSegmentedRadixSort ---- */

/* A key's bits in the order CUB sorts them: unsigned integers as they are, signed ones
 * with the sign bit flipped, floating-point ones with the sign bit flipped when clear and
 * every bit flipped when set (so negative values order below positive ones). */
template <typename K> struct radix_bits {
  static_assert(std::is_arithmetic<K>::value, "cuport: radix sorts take keys of an arithmetic type");
  typedef typename std::conditional<
      sizeof(K) == 1, unsigned char,
      typename std::conditional<sizeof(K) == 2, unsigned short,
                                typename std::conditional<sizeof(K) == 4, unsigned int,
                                                          unsigned long long>::type>::type>::type U;
  static U get(const K &k)
  {
    U u;
    std::memcpy(&u, &k, sizeof u);
    const U sign = (U)((U)1 << (sizeof(U) * 8 - 1));
    if (std::is_floating_point<K>::value)
      return (u & sign) ? (U)~u : (U)(u | sign);
    if (std::is_signed<K>::value)
      return (U)(u ^ sign);
    return u;
  }
};

/* The digits a sort looks at, bits [begin_bit, end_bit) of a key's radix bits. */
template <typename K> struct radix_key {
  typedef typename radix_bits<K>::U U;
  U mask;
  int shift;
  radix_key(int begin_bit, int end_bit)
  {
    int w = (int)sizeof(U) * 8;
    begin_bit = std::max(0, std::min(begin_bit, w));
    end_bit = std::max(begin_bit, std::min(end_bit, w));
    int width = end_bit - begin_bit;
    shift = begin_bit;
    mask = width >= w ? (U)~(U)0 : (U)(((U)1 << width) - 1);
  }
  U operator()(const K &k) const { return (U)((radix_bits<K>::get(k) >> shift) & mask); }
};

/* Sorts items [lo, hi) of keys (and values, when there are) by their digits, stably, as
 * a least-significant-digit radix sort orders them. */
template <typename K, typename V>
inline void sort_range(K *keys, V *values, index_t lo, index_t hi, bool descending,
                       const radix_key<K> &digits)
{
  if (hi - lo < 2)
    return;
  std::vector<index_t> order((size_t)(hi - lo));
  for (index_t i = 0; i < hi - lo; i++)
    order[i] = lo + i;
  std::stable_sort(order.begin(), order.end(), [&](index_t a, index_t b) {
    return descending ? digits(keys[b]) < digits(keys[a]) : digits(keys[a]) < digits(keys[b]);
  });
  std::vector<K> k((size_t)(hi - lo));
  for (index_t i = 0; i < hi - lo; i++)
    k[i] = keys[order[i]];
  std::copy(k.begin(), k.end(), keys + lo);
  if (values) {
    std::vector<V> v((size_t)(hi - lo));
    for (index_t i = 0; i < hi - lo; i++)
      v[i] = values[order[i]];
    std::copy(v.begin(), v.end(), values + lo);
  }
}

/* The sort of n keys (and values when values_in is not null) from the inputs to the
 * outputs, in segments [begins[i], ends[i]) when there are segments (else one); items
 * outside every segment are left as they are in the outputs. */
template <typename K, typename V, typename Begin, typename End>
inline cuportError_t radix_sort(void *temp, size_t &bytes, const K *keys_in, K *keys_out,
                                const V *values_in, V *values_out, index_t n, index_t segments,
                                Begin begins, End ends, int begin_bit, int end_bit,
                                bool descending, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    if (n <= 0)
      return;
    rt::buffer<K> k((size_t)n);
    rt::copy_to_host(k.data(), keys_in, (size_t)n * sizeof(K), s);
    rt::buffer<V> v(values_in ? (size_t)n : 0);
    if (values_in)
      rt::copy_to_host(v.data(), values_in, (size_t)n * sizeof(V), s);
    radix_key<K> digits(begin_bit, end_bit);
    if (segments < 0) {
      sort_range<K, V>(k.data(), v.data(), 0, n, descending, digits);
    } else if (segments > 0) {
      /* items outside every segment keep what the output held */
      rt::buffer<K> ko((size_t)n);
      rt::copy_to_host(ko.data(), keys_out, (size_t)n * sizeof(K), s);
      rt::buffer<V> vo(values_in ? (size_t)n : 0);
      if (values_in)
        rt::copy_to_host(vo.data(), values_out, (size_t)n * sizeof(V), s);
      auto b = rt::in(on(s), begins, (size_t)segments);
      auto e = rt::in(on(s), ends, (size_t)segments);
      for (index_t i = 0; i < segments; i++) {
        index_t lo = (index_t)b.begin()[i], hi = std::min((index_t)e.begin()[i], n);
        if (lo >= hi)
          continue;
        sort_range<K, V>(k.data(), v.data(), lo, hi, descending, digits);
        std::copy(k.data() + lo, k.data() + hi, ko.data() + lo);
        if (values_in)
          std::copy(v.data() + lo, v.data() + hi, vo.data() + lo);
      }
      k.p.swap(ko.p);
      v.p.swap(vo.p);
    } else {
      return;
    }
    rt::copy_to_device(keys_out, k.data(), (size_t)n * sizeof(K), s);
    if (values_in)
      rt::copy_to_device(values_out, v.data(), (size_t)n * sizeof(V), s);
  });
}

/* ---- DeviceHistogram ---- */

/* The bin of a sample among num_levels - 1 bins: evenly spaced from lower to upper, or
 * between the levels given; -1 outside them. */
template <typename T, typename L> struct even_bins {
  L lower, upper;
  int bins;
  int operator()(const T &x) const
  {
    if (!(x >= lower && x < upper))
      return -1;
    int b;
    if (std::is_integral<T>::value && std::is_integral<L>::value)
      b = (int)(((long long)x - (long long)lower) * bins / ((long long)upper - (long long)lower));
    else
      b = (int)(((double)x - (double)lower) / ((double)upper - (double)lower) * bins);
    return std::min(b, bins - 1);
  }
};
template <typename T, typename L> struct range_bins {
  std::vector<L> levels;
  int operator()(const T &x) const
  {
    if (levels.size() < 2 || !(x >= levels.front() && x < levels.back()))
      return -1;
    return (int)(std::upper_bound(levels.begin(), levels.end(), (L)x) - levels.begin()) - 1;
  }
};

/* Counts the samples of each bin into hist (num_bins counters, zeroed first); rows of
 * row_samples samples, row_stride_bytes apart (one row of n for the 1-D forms). */
template <typename In, typename C, typename Bin>
inline cuportError_t histogram(void *temp, size_t &bytes, In samples, C *hist, int num_bins,
                               const Bin &bin, index_t row_samples, index_t rows,
                               size_t row_stride_bytes, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    typedef typename std::remove_cv<value_of<In>>::type T;
    std::vector<C> h((size_t)(num_bins > 0 ? num_bins : 0), C());
    index_t stride = rows > 1 ? (index_t)(row_stride_bytes / sizeof(T)) : row_samples;
    index_t extent = rows > 0 ? (rows - 1) * stride + row_samples : 0;
    auto a = rt::in(on(s), samples, (size_t)(extent > 0 ? extent : 0));
    auto p = a.begin();
    for (index_t r = 0; r < rows; r++)
      for (index_t i = 0; i < row_samples; i++) {
        int b = bin(static_cast<T>(p[r * stride + i]));
        if (b >= 0 && b < num_bins)
          h[b]++;
      }
    store_range(s, hist, h);
  });
}

/* ---- DevicePartition's three-way If ---- */

/* The items op1 selects to first, those op2 then selects to second, the others to
 * unselected, each in order; the first two counts to num[0] and num[1]. */
template <typename In, typename First, typename Second, typename Rest, typename Num, typename Op1,
          typename Op2>
inline cuportError_t partition3(void *temp, size_t &bytes, In in, First first, Second second,
                                Rest rest, Num num, index_t n, Op1 op1, Op2 op2, cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    typedef typename std::remove_cv<value_of<In>>::type T;
    auto a = rt::in(on(s), in, (size_t)(n > 0 ? n : 0));
    auto p = a.begin();
    std::vector<T> one, two, other;
    for (index_t i = 0; i < n; i++) {
      if (static_cast<bool>(rt::invoke(op1, p[i])))
        one.push_back(p[i]);
      else if (static_cast<bool>(rt::invoke(op2, p[i])))
        two.push_back(p[i]);
      else
        other.push_back(p[i]);
    }
    store_range(s, first, one);
    store_range(s, second, two);
    store_range(s, rest, other);
    typedef typename out_value<Num, index_t>::type C;
    store_range(s, num, std::vector<C>{static_cast<C>(one.size()), static_cast<C>(two.size())});
  });
}

/* ---- DeviceAdjacentDifference ---- */

/* out[i] = op(in[i], in[i - 1]) (left) or op(in[i], in[i + 1]) (right); the first (last)
 * item is copied. */
struct difference {
  template <typename A, typename B> auto operator()(const A &a, const B &b) const -> decltype(a - b)
  {
    return a - b;
  }
};
template <typename In, typename Out, typename Op>
inline cuportError_t adjacent(void *temp, size_t &bytes, In in, Out out, index_t n, Op op, bool left,
                              cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    typedef typename out_value<Out, typename std::remove_cv<value_of<In>>::type>::type T;
    auto a = rt::in(on(s), in, (size_t)(n > 0 ? n : 0));
    auto p = a.begin();
    std::vector<T> r((size_t)(n > 0 ? n : 0));
    for (index_t i = 0; i < n; i++) {
      index_t j = left ? i - 1 : i + 1;
      r[i] = j < 0 || j >= n ? static_cast<T>(p[i]) : static_cast<T>(rt::invoke(op, p[i], p[j]));
    }
    store_range(s, out, r);
  });
}

/* ---- DeviceMergeSort ---- */

/* Sorts n keys (and values, when values_in is not null) by cmp, stably, from the inputs
 * to the outputs (the same buffers for the in-place forms). */
template <typename K, typename V, typename Cmp>
inline cuportError_t merge_sort(void *temp, size_t &bytes, const K *keys_in, K *keys_out,
                                const V *values_in, V *values_out, index_t n, Cmp cmp,
                                cuportStream_t s)
{
  if (size_query(temp, bytes))
    return cuportSuccess;
  return run([&] {
    if (n <= 0)
      return;
    std::vector<K> k((size_t)n);
    rt::copy_to_host(k.data(), keys_in, (size_t)n * sizeof(K), s);
    std::vector<index_t> order((size_t)n);
    for (index_t i = 0; i < n; i++)
      order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](index_t a, index_t b) {
      return static_cast<bool>(rt::invoke(cmp, k[a], k[b]));
    });
    std::vector<K> ks((size_t)n);
    for (index_t i = 0; i < n; i++)
      ks[i] = k[order[i]];
    rt::copy_to_device(keys_out, ks.data(), (size_t)n * sizeof(K), s);
    if (values_in) {
      rt::buffer<V> v((size_t)n), vs((size_t)n);
      rt::copy_to_host(v.data(), values_in, (size_t)n * sizeof(V), s);
      for (index_t i = 0; i < n; i++)
        vs.data()[i] = v.data()[order[i]];
      rt::copy_to_device(values_out, vs.data(), (size_t)n * sizeof(V), s);
    }
  });
}

} // namespace cubh
} // namespace cuport

/* ---- CUB's calls, with CUB's arguments ----
 *
 * cuport rewrites cub::DeviceSelect::Flagged(...) into cuportDeviceSelectFlagged(...) and
 * so for each function below; N is any integer type of item count. */

#define CUPORT_CUB_N(N) typename = typename std::enable_if<std::is_integral<N>::value>::type
#define CUPORT_CUB_OP(Op) typename = typename std::enable_if<std::is_class<Op>::value>::type

/* cub::DeviceSelect */
template <typename In, typename Flags, typename Out, typename Num, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceSelectFlagged(void *temp, size_t &bytes, In in, Flags flags, Out out,
                                               Num num, N n, cuportStream_t s = 0)
{
  return cuport::cubh::flagged(temp, bytes, in, flags, out, num, (long long)n, false, s);
}
template <typename In, typename Out, typename Num, typename N, typename Op, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceSelectIf(void *temp, size_t &bytes, In in, Out out, Num num, N n,
                                          Op op, cuportStream_t s = 0)
{
  return cuport::cubh::select(temp, bytes, in, cuport::cubh::by_predicate<Op>{op}, out, num,
                              (long long)n, false, s);
}
template <typename In, typename Flags, typename Out, typename Num, typename N, typename Op,
          CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceSelectFlaggedIf(void *temp, size_t &bytes, In in, Flags flags,
                                                 Out out, Num num, N n, Op op, cuportStream_t s = 0)
{
  if (cuport::cubh::size_query(temp, bytes))
    return cuportSuccess;
  namespace rt = cuport::thrust_rt;
  cuport::cubh::by_flag_predicate<Flags, Op> pick{rt::in(cuport::cubh::on(s), flags, (size_t)n), op};
  return cuport::cubh::select(temp, bytes, in, pick, out, num, (long long)n, false, s);
}
template <typename In, typename Out, typename Num, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceSelectUnique(void *temp, size_t &bytes, In in, Out out, Num num, N n,
                                              cuportStream_t s = 0)
{
  return cuport::cubh::select(temp, bytes, in, cuport::cubh::by_change<cub::Equality>{cub::Equality()},
                              out, num, (long long)n, false, s);
}
template <typename KIn, typename VIn, typename KOut, typename VOut, typename Num, typename N,
          CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceSelectUniqueByKey(void *temp, size_t &bytes, KIn keys, VIn values,
                                                   KOut keys_out, VOut values_out, Num num, N n,
                                                   cuportStream_t s = 0)
{
  return cuport::cubh::unique_by_key(temp, bytes, keys, values, keys_out, values_out, num,
                                     (long long)n, cub::Equality(), s);
}
template <typename KIn, typename VIn, typename KOut, typename VOut, typename Num, typename N,
          typename Eq, CUPORT_CUB_N(N), CUPORT_CUB_OP(Eq)>
inline cuportError_t cuportDeviceSelectUniqueByKey(void *temp, size_t &bytes, KIn keys, VIn values,
                                                   KOut keys_out, VOut values_out, Num num, N n,
                                                   Eq eq, cuportStream_t s = 0)
{
  return cuport::cubh::unique_by_key(temp, bytes, keys, values, keys_out, values_out, num,
                                     (long long)n, eq, s);
}

/* cub::DevicePartition: the selected items in order, then the others in reverse order. */
template <typename In, typename Flags, typename Out, typename Num, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDevicePartitionFlagged(void *temp, size_t &bytes, In in, Flags flags,
                                                  Out out, Num num, N n, cuportStream_t s = 0)
{
  return cuport::cubh::flagged(temp, bytes, in, flags, out, num, (long long)n, true, s);
}
template <typename In, typename Out, typename Num, typename N, typename Op, CUPORT_CUB_N(N)>
inline cuportError_t cuportDevicePartitionIf(void *temp, size_t &bytes, In in, Out out, Num num, N n,
                                             Op op, cuportStream_t s = 0)
{
  return cuport::cubh::select(temp, bytes, in, cuport::cubh::by_predicate<Op>{op}, out, num,
                              (long long)n, true, s);
}

template <typename In, typename First, typename Second, typename Rest, typename Num, typename N,
          typename Op1, typename Op2, CUPORT_CUB_N(N)>
inline cuportError_t cuportDevicePartitionIf(void *temp, size_t &bytes, In in, First first,
                                             Second second, Rest rest, Num num, N n, Op1 op1,
                                             Op2 op2, cuportStream_t s = 0)
{
  return cuport::cubh::partition3(temp, bytes, in, first, second, rest, num, (long long)n, op1, op2, s);
}

/* cub::DeviceAdjacentDifference (the difference a - b unless an operator is given) */
#define CUPORT_CUB_ADJACENT(side, left)                                                          \
  template <typename In, typename Out, typename N, CUPORT_CUB_N(N)>                              \
  inline cuportError_t cuportDeviceAdjacentDifferenceSubtract##side##Copy(                       \
      void *temp, size_t &bytes, In in, Out out, N n, cuportStream_t s = 0)                      \
  {                                                                                              \
    return cuport::cubh::adjacent(temp, bytes, in, out, (long long)n,                           \
                                  cuport::cubh::difference(), left, s);                         \
  }                                                                                              \
  template <typename In, typename Out, typename N, typename Op, CUPORT_CUB_N(N), CUPORT_CUB_OP(Op)> \
  inline cuportError_t cuportDeviceAdjacentDifferenceSubtract##side##Copy(                       \
      void *temp, size_t &bytes, In in, Out out, N n, Op op, cuportStream_t s = 0)               \
  {                                                                                              \
    return cuport::cubh::adjacent(temp, bytes, in, out, (long long)n, op, left, s);             \
  }                                                                                              \
  template <typename It, typename N, CUPORT_CUB_N(N)>                                            \
  inline cuportError_t cuportDeviceAdjacentDifferenceSubtract##side(void *temp, size_t &bytes,   \
                                                                    It data, N n,                \
                                                                    cuportStream_t s = 0)        \
  {                                                                                              \
    return cuport::cubh::adjacent(temp, bytes, data, data, (long long)n,                        \
                                  cuport::cubh::difference(), left, s);                         \
  }                                                                                              \
  template <typename It, typename N, typename Op, CUPORT_CUB_N(N), CUPORT_CUB_OP(Op)>            \
  inline cuportError_t cuportDeviceAdjacentDifferenceSubtract##side(                             \
      void *temp, size_t &bytes, It data, N n, Op op, cuportStream_t s = 0)                      \
  {                                                                                              \
    return cuport::cubh::adjacent(temp, bytes, data, data, (long long)n, op, left, s);          \
  }
CUPORT_CUB_ADJACENT(Left, true)
CUPORT_CUB_ADJACENT(Right, false)
#undef CUPORT_CUB_ADJACENT

/* cub::DeviceRunLengthEncode */
template <typename In, typename Unique, typename Lengths, typename Num, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceRunLengthEncodeEncode(void *temp, size_t &bytes, In in,
                                                       Unique unique, Lengths lengths, Num num, N n,
                                                       cuportStream_t s = 0)
{
  return cuport::cubh::runs(temp, bytes, in, unique, nullptr, lengths, num, (long long)n, false, s);
}
template <typename In, typename Offsets, typename Lengths, typename Num, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceRunLengthEncodeNonTrivialRuns(void *temp, size_t &bytes, In in,
                                                               Offsets offsets, Lengths lengths,
                                                               Num num, N n, cuportStream_t s = 0)
{
  return cuport::cubh::runs(temp, bytes, in, nullptr, offsets, lengths, num, (long long)n, true, s);
}

/* cub::DeviceReduce::ReduceByKey, TransformReduce */
template <typename KIn, typename KOut, typename VIn, typename VOut, typename Num, typename Op,
          typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceReduceReduceByKey(void *temp, size_t &bytes, KIn keys, KOut unique,
                                                   VIn values, VOut aggregates, Num num, Op op, N n,
                                                   cuportStream_t s = 0)
{
  return cuport::cubh::reduce_by_key(temp, bytes, keys, unique, values, aggregates, num, op,
                                     (long long)n, s);
}
template <typename In, typename Out, typename N, typename Op, typename F, typename T, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceReduceTransformReduce(void *temp, size_t &bytes, In in, Out out, N n,
                                                       Op op, F f, T init, cuportStream_t s = 0)
{
  return cuport::cubh::reduce(temp, bytes, thrust::transform_iterator<F, In>(in, f), out,
                              (long long)n, op,
                              static_cast<typename cuport::cubh::out_value<Out, T>::type>(init), s);
}

/* cub::DeviceScan by key (the keys' equality cub::Equality unless given) */
template <typename K, typename VIn, typename VOut, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceScanExclusiveSumByKey(void *temp, size_t &bytes, K keys, VIn in,
                                                       VOut out, N n, cuportStream_t s = 0)
{
  typedef typename cuport::cubh::out_value<VOut, cuport::cubh::value_of<VIn>>::type T;
  return cuport::cubh::scan_by_key(temp, bytes, keys, in, out, CUPORT_REDUCE_SUM, true, T(),
                                   cub::Equality(), (long long)n, s);
}
template <typename K, typename VIn, typename VOut, typename N, typename Eq, CUPORT_CUB_N(N),
          CUPORT_CUB_OP(Eq)>
inline cuportError_t cuportDeviceScanExclusiveSumByKey(void *temp, size_t &bytes, K keys, VIn in,
                                                       VOut out, N n, Eq eq, cuportStream_t s = 0)
{
  typedef typename cuport::cubh::out_value<VOut, cuport::cubh::value_of<VIn>>::type T;
  return cuport::cubh::scan_by_key(temp, bytes, keys, in, out, CUPORT_REDUCE_SUM, true, T(), eq,
                                   (long long)n, s);
}
template <typename K, typename VIn, typename VOut, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceScanInclusiveSumByKey(void *temp, size_t &bytes, K keys, VIn in,
                                                       VOut out, N n, cuportStream_t s = 0)
{
  typedef typename cuport::cubh::out_value<VOut, cuport::cubh::value_of<VIn>>::type T;
  return cuport::cubh::scan_by_key(temp, bytes, keys, in, out, CUPORT_REDUCE_SUM, false, T(),
                                   cub::Equality(), (long long)n, s);
}
template <typename K, typename VIn, typename VOut, typename N, typename Eq, CUPORT_CUB_N(N),
          CUPORT_CUB_OP(Eq)>
inline cuportError_t cuportDeviceScanInclusiveSumByKey(void *temp, size_t &bytes, K keys, VIn in,
                                                       VOut out, N n, Eq eq, cuportStream_t s = 0)
{
  typedef typename cuport::cubh::out_value<VOut, cuport::cubh::value_of<VIn>>::type T;
  return cuport::cubh::scan_by_key(temp, bytes, keys, in, out, CUPORT_REDUCE_SUM, false, T(), eq,
                                   (long long)n, s);
}
template <typename K, typename VIn, typename VOut, typename Op, typename I, typename N,
          CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceScanExclusiveScanByKey(void *temp, size_t &bytes, K keys, VIn in,
                                                        VOut out, Op op, I init, N n,
                                                        cuportStream_t s = 0)
{
  typedef typename cuport::cubh::out_value<VOut, I>::type T;
  return cuport::cubh::scan_by_key(temp, bytes, keys, in, out, op, true, static_cast<T>(init),
                                   cub::Equality(), (long long)n, s);
}
template <typename K, typename VIn, typename VOut, typename Op, typename I, typename N, typename Eq,
          CUPORT_CUB_N(N), CUPORT_CUB_OP(Eq)>
inline cuportError_t cuportDeviceScanExclusiveScanByKey(void *temp, size_t &bytes, K keys, VIn in,
                                                        VOut out, Op op, I init, N n, Eq eq,
                                                        cuportStream_t s = 0)
{
  typedef typename cuport::cubh::out_value<VOut, I>::type T;
  return cuport::cubh::scan_by_key(temp, bytes, keys, in, out, op, true, static_cast<T>(init), eq,
                                   (long long)n, s);
}
template <typename K, typename VIn, typename VOut, typename Op, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceScanInclusiveScanByKey(void *temp, size_t &bytes, K keys, VIn in,
                                                        VOut out, Op op, N n, cuportStream_t s = 0)
{
  typedef typename cuport::cubh::out_value<VOut, cuport::cubh::value_of<VIn>>::type T;
  return cuport::cubh::scan_by_key(temp, bytes, keys, in, out, op, false, T(), cub::Equality(),
                                   (long long)n, s);
}
template <typename K, typename VIn, typename VOut, typename Op, typename N, typename Eq,
          CUPORT_CUB_N(N), CUPORT_CUB_OP(Eq)>
inline cuportError_t cuportDeviceScanInclusiveScanByKey(void *temp, size_t &bytes, K keys, VIn in,
                                                        VOut out, Op op, N n, Eq eq,
                                                        cuportStream_t s = 0)
{
  typedef typename cuport::cubh::out_value<VOut, cuport::cubh::value_of<VIn>>::type T;
  return cuport::cubh::scan_by_key(temp, bytes, keys, in, out, op, false, T(), eq, (long long)n, s);
}

/* cub::DeviceSegmentedReduce: segment i is items [begins[i], ends[i]). */
template <typename In, typename Out, typename B, typename E, typename Op, typename T>
inline cuportError_t cuportDeviceSegmentedReduceReduce(void *temp, size_t &bytes, In in, Out out,
                                                       long long segments, B begins, E ends, Op op,
                                                       T init, cuportStream_t s = 0)
{
  typedef typename cuport::cubh::out_value<Out, T>::type A;
  return cuport::cubh::segmented_reduce(temp, bytes, in, out, segments, begins, ends, op,
                                        static_cast<A>(init), s);
}
#define CUPORT_CUB_SEGMENTED(name, op)                                                          \
  template <typename In, typename Out, typename B, typename E>                                   \
  inline cuportError_t cuportDeviceSegmentedReduce##name(void *temp, size_t &bytes, In in,       \
                                                         Out out, long long segments, B begins,  \
                                                         E ends, cuportStream_t s = 0)           \
  {                                                                                              \
    typedef typename cuport::cubh::out_value<Out, cuport::cubh::value_of<In>>::type A;          \
    return cuport::cubh::segmented_reduce(temp, bytes, in, out, segments, begins, ends, op,     \
                                          cuport::cubh::identity<A>(op), s);                     \
  }
CUPORT_CUB_SEGMENTED(Sum, CUPORT_REDUCE_SUM)
CUPORT_CUB_SEGMENTED(Max, CUPORT_REDUCE_MAX)
CUPORT_CUB_SEGMENTED(Min, CUPORT_REDUCE_MIN)
#undef CUPORT_CUB_SEGMENTED
template <typename In, typename K, typename V, typename B, typename E>
inline cuportError_t cuportDeviceSegmentedReduceArgMax(void *temp, size_t &bytes, In in,
                                                       cuportKeyValuePair<K, V> *out,
                                                       long long segments, B begins, E ends,
                                                       cuportStream_t s = 0)
{
  return cuport::cubh::segmented_arg(temp, bytes, in, out, segments, begins, ends, true, s);
}
template <typename In, typename K, typename V, typename B, typename E>
inline cuportError_t cuportDeviceSegmentedReduceArgMin(void *temp, size_t &bytes, In in,
                                                       cuportKeyValuePair<K, V> *out,
                                                       long long segments, B begins, E ends,
                                                       cuportStream_t s = 0)
{
  return cuport::cubh::segmented_arg(temp, bytes, in, out, segments, begins, ends, false, s);
}

/* cub::DeviceRadixSort: keys (and values) from the inputs to the outputs, ordered by bits
 * [begin_bit, end_bit) of the keys, stably; the DoubleBuffer forms sort the current buffer
 * in place. */
#define CUPORT_CUB_RADIX(suffix, descending)                                                         \
  template <typename K, typename N, CUPORT_CUB_N(N)>                                                \
  inline cuportError_t cuportDeviceRadixSortSortKeys##suffix(void *temp, size_t &bytes, const K *in,    \
                                                        K *out, N n, int begin_bit = 0,              \
                                                        int end_bit = (int)sizeof(K) * 8,            \
                                                        cuportStream_t s = 0)                        \
  {                                                                                                 \
    return cuport::cubh::radix_sort(temp, bytes, in, out, (const char *)nullptr, (char *)nullptr, \
                                    (long long)n, -1, (int *)nullptr, (int *)nullptr, begin_bit,    \
                                    end_bit, descending, s);                                        \
  }                                                                                                 \
  template <typename K, typename N, CUPORT_CUB_N(N)>                                                \
  inline cuportError_t cuportDeviceRadixSortSortKeys##suffix(void *temp, size_t &bytes,                 \
                                                        cuportDoubleBuffer<K> &keys, N n,           \
                                                        int begin_bit = 0,                          \
                                                        int end_bit = (int)sizeof(K) * 8,            \
                                                        cuportStream_t s = 0)                        \
  {                                                                                                 \
    return cuportDeviceRadixSortSortKeys##suffix(temp, bytes, keys.Current(), keys.Current(), n,       \
                                             begin_bit, end_bit, s);                                \
  }                                                                                                 \
  template <typename K, typename V, typename N, CUPORT_CUB_N(N)>                                    \
  inline cuportError_t cuportDeviceRadixSortSortPairs##suffix(void *temp, size_t &bytes, const K *kin,  \
                                                         K *kout, const V *vin, V *vout, N n,       \
                                                         int begin_bit = 0,                         \
                                                         int end_bit = (int)sizeof(K) * 8,           \
                                                         cuportStream_t s = 0)                       \
  {                                                                                                 \
    return cuport::cubh::radix_sort(temp, bytes, kin, kout, vin, vout, (long long)n, -1,            \
                                    (int *)nullptr, (int *)nullptr, begin_bit, end_bit,             \
                                    descending, s);                                                 \
  }                                                                                                 \
  template <typename K, typename V, typename N, CUPORT_CUB_N(N)>                                    \
  inline cuportError_t cuportDeviceRadixSortSortPairs##suffix(void *temp, size_t &bytes,                \
                                                         cuportDoubleBuffer<K> &keys,               \
                                                         cuportDoubleBuffer<V> &values, N n,        \
                                                         int begin_bit = 0,                         \
                                                         int end_bit = (int)sizeof(K) * 8,           \
                                                         cuportStream_t s = 0)                       \
  {                                                                                                 \
    return cuportDeviceRadixSortSortPairs##suffix(temp, bytes, keys.Current(), keys.Current(),         \
                                              values.Current(), values.Current(), n, begin_bit,    \
                                              end_bit, s);                                          \
  }
CUPORT_CUB_RADIX(, false)
CUPORT_CUB_RADIX(Descending, true)
#undef CUPORT_CUB_RADIX

/* cub::DeviceSegmentedRadixSort: the same within each segment [begins[i], ends[i]). */
#define CUPORT_CUB_SEGMENTED_RADIX(suffix, descending)                                               \
  template <typename K, typename B, typename E>                                                     \
  inline cuportError_t cuportDeviceSegmentedRadixSortSortKeys##suffix(                                  \
      void *temp, size_t &bytes, const K *in, K *out, long long n, long long segments, B begins,    \
      E ends, int begin_bit = 0, int end_bit = (int)sizeof(K) * 8, cuportStream_t s = 0)           \
  {                                                                                                 \
    return cuport::cubh::radix_sort(temp, bytes, in, out, (const char *)nullptr, (char *)nullptr, \
                                    n, segments, begins, ends, begin_bit, end_bit, descending, s); \
  }                                                                                                 \
  template <typename K, typename B, typename E>                                                     \
  inline cuportError_t cuportDeviceSegmentedRadixSortSortKeys##suffix(                                  \
      void *temp, size_t &bytes, cuportDoubleBuffer<K> &keys, long long n, long long segments,      \
      B begins, E ends, int begin_bit = 0, int end_bit = (int)sizeof(K) * 8, cuportStream_t s = 0) \
  {                                                                                                 \
    return cuportDeviceSegmentedRadixSortSortKeys##suffix(temp, bytes, keys.Current(), keys.Current(), \
                                                      n, segments, begins, ends, begin_bit,        \
                                                      end_bit, s);                                  \
  }                                                                                                 \
  template <typename K, typename V, typename B, typename E>                                         \
  inline cuportError_t cuportDeviceSegmentedRadixSortSortPairs##suffix(                                 \
      void *temp, size_t &bytes, const K *kin, K *kout, const V *vin, V *vout, long long n,         \
      long long segments, B begins, E ends, int begin_bit = 0, int end_bit = (int)sizeof(K) * 8,   \
      cuportStream_t s = 0)                                                                         \
  {                                                                                                 \
    return cuport::cubh::radix_sort(temp, bytes, kin, kout, vin, vout, n, segments, begins, ends, \
                                    begin_bit, end_bit, descending, s);                             \
  }                                                                                                 \
  template <typename K, typename V, typename B, typename E>                                         \
  inline cuportError_t cuportDeviceSegmentedRadixSortSortPairs##suffix(                                 \
      void *temp, size_t &bytes, cuportDoubleBuffer<K> &keys, cuportDoubleBuffer<V> &values,        \
      long long n, long long segments, B begins, E ends, int begin_bit = 0,                         \
      int end_bit = (int)sizeof(K) * 8, cuportStream_t s = 0)                                      \
  {                                                                                                 \
    return cuportDeviceSegmentedRadixSortSortPairs##suffix(temp, bytes, keys.Current(),                \
                                                       keys.Current(), values.Current(),            \
                                                       values.Current(), n, segments, begins, ends, \
                                                       begin_bit, end_bit, s);                      \
  }
CUPORT_CUB_SEGMENTED_RADIX(, false)
CUPORT_CUB_SEGMENTED_RADIX(Descending, true)
#undef CUPORT_CUB_SEGMENTED_RADIX

/* cub::DeviceHistogram: num_levels - 1 bins; the 2-D forms read num_rows rows of
 * num_row_samples samples, row_stride_bytes apart. */
template <typename In, typename C, typename L, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceHistogramHistogramEven(void *temp, size_t &bytes, In samples,
                                                        C *hist, int num_levels, L lower, L upper,
                                                        N n, cuportStream_t s = 0)
{
  typedef typename std::remove_cv<cuport::cubh::value_of<In>>::type T;
  cuport::cubh::even_bins<T, L> bin{lower, upper, num_levels - 1};
  return cuport::cubh::histogram(temp, bytes, samples, hist, num_levels - 1, bin, (long long)n, 1,
                                 0, s);
}
template <typename In, typename C, typename L, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceHistogramHistogramEven(void *temp, size_t &bytes, In samples,
                                                        C *hist, int num_levels, L lower, L upper,
                                                        N row_samples, N rows,
                                                        size_t row_stride_bytes,
                                                        cuportStream_t s = 0)
{
  typedef typename std::remove_cv<cuport::cubh::value_of<In>>::type T;
  cuport::cubh::even_bins<T, L> bin{lower, upper, num_levels - 1};
  return cuport::cubh::histogram(temp, bytes, samples, hist, num_levels - 1, bin,
                                 (long long)row_samples, (long long)rows, row_stride_bytes, s);
}
template <typename In, typename C, typename L, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceHistogramHistogramRange(void *temp, size_t &bytes, In samples,
                                                         C *hist, int num_levels, L *levels, N n,
                                                         cuportStream_t s = 0)
{
  return cuportDeviceHistogramHistogramRange(temp, bytes, samples, hist, num_levels, levels, n,
                                             (N)1, (size_t)0, s);
}
template <typename In, typename C, typename L, typename N, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceHistogramHistogramRange(void *temp, size_t &bytes, In samples,
                                                         C *hist, int num_levels, L *levels,
                                                         N row_samples, N rows,
                                                         size_t row_stride_bytes,
                                                         cuportStream_t s = 0)
{
  if (cuport::cubh::size_query(temp, bytes))
    return cuportSuccess;
  typedef typename std::remove_cv<cuport::cubh::value_of<In>>::type T;
  typedef typename std::remove_cv<L>::type LV;
  cuport::cubh::range_bins<T, LV> bin;
  bin.levels.resize(num_levels > 0 ? (size_t)num_levels : 0);
  cuportError_t e = cuport::cubh::run([&] {
    cuport::thrust_rt::copy_to_host(bin.levels.data(), levels, bin.levels.size() * sizeof(LV), s);
  });
  if (e != cuportSuccess)
    return e;
  return cuport::cubh::histogram(temp, bytes, samples, hist, num_levels - 1, bin,
                                 (long long)row_samples, (long long)rows, row_stride_bytes, s);
}

/* cub::DeviceMergeSort: by the program's comparison, in place or to outputs. */
template <typename K, typename N, typename Cmp, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceMergeSortSortKeys(void *temp, size_t &bytes, K *keys, N n, Cmp cmp,
                                                   cuportStream_t s = 0)
{
  return cuport::cubh::merge_sort(temp, bytes, keys, keys, (char *)nullptr, (char *)nullptr,
                                  (long long)n, cmp, s);
}
template <typename K, typename V, typename N, typename Cmp, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceMergeSortSortPairs(void *temp, size_t &bytes, K *keys, V *values,
                                                    N n, Cmp cmp, cuportStream_t s = 0)
{
  return cuport::cubh::merge_sort(temp, bytes, keys, keys, values, values, (long long)n, cmp, s);
}
template <typename K, typename N, typename Cmp, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceMergeSortSortKeysCopy(void *temp, size_t &bytes, const K *in,
                                                       K *out, N n, Cmp cmp, cuportStream_t s = 0)
{
  return cuport::cubh::merge_sort(temp, bytes, in, out, (char *)nullptr, (char *)nullptr,
                                  (long long)n, cmp, s);
}
template <typename K, typename N, typename Cmp, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceMergeSortStableSortKeys(void *temp, size_t &bytes, K *keys, N n,
                                                         Cmp cmp, cuportStream_t s = 0)
{
  return cuportDeviceMergeSortSortKeys(temp, bytes, keys, n, cmp, s);
}
template <typename K, typename V, typename N, typename Cmp, CUPORT_CUB_N(N)>
inline cuportError_t cuportDeviceMergeSortStableSortPairs(void *temp, size_t &bytes, K *keys,
                                                          V *values, N n, Cmp cmp,
                                                          cuportStream_t s = 0)
{
  return cuportDeviceMergeSortSortPairs(temp, bytes, keys, values, n, cmp, s);
}

#undef CUPORT_CUB_N
#undef CUPORT_CUB_OP

#endif /* __cplusplus */
#endif /* CUPORT_CUB_HOST_H */

/*
 * cuport_thrust/algorithm.h: Thrust's algorithms over staged ranges.
 *
 * The general path runs on the host: the ranges are staged (staging.h: device memory
 * copied in), the algorithm runs there with the standard library or a loop, and what
 * it wrote is copied back; so any functor or lambda callable on the host is right,
 * whatever its types.  cuport says so at each call (CUPORT1420).  reduce,
 * inclusive_scan and exclusive_scan over contiguous device memory of int, unsigned,
 * long, long long (signed or not), float or double with plus, maximum or minimum run
 * on the device instead, with the runtime's kernels (cuportAlgoReduce/Scan).
 *
 * Each algorithm is written once, taking the policy first; a call without one goes
 * through CUPORT_THRUST_IMPLICIT at the end, which supplies implicit_policy().  User
 * callables are called through invoke or wrap (backend.h), never directly.
 */
#ifndef CUPORT_THRUST_ALGORITHM_H
#define CUPORT_THRUST_ALGORITHM_H

#include <algorithm>
#include <numeric>
#include <type_traits>
#include <vector>

#include "backend.h"
#include "functional.h"
#include "random.h"
#include "staging.h"

namespace cuport {
namespace thrust_rt {

template <typename It> inline size_t count_of(It first, It last)
{
  std::ptrdiff_t n = last - first;
  return n > 0 ? static_cast<size_t>(n) : 0;
}

template <typename It> using value_of = typename std::iterator_traits<It>::value_type;

/* The runtime's scalar type for T (cuportScalarType), or -1. */
template <typename T> constexpr int scalar_of()
{
  return std::is_same<T, bool>::value || !std::is_arithmetic<T>::value || sizeof(T) < 4 ? -1
         : std::is_floating_point<T>::value ? (sizeof(T) == 4 ? 4 : sizeof(T) == 8 ? 5 : -1)
         : sizeof(T) == 4                   ? (std::is_signed<T>::value ? 0 : 1)
         : sizeof(T) == 8                   ? (std::is_signed<T>::value ? 2 : 3)
                                            : -1;
}

/* The runtime's operator for Op over T (cuportReduceOp: 0 sum, 1 max, 2 min), or -1. */
template <typename Op, typename T> struct op_of : std::integral_constant<int, -1> {};
template <typename T> struct op_of<thrust::plus<T>, T> : std::integral_constant<int, 0> {};
template <typename T> struct op_of<thrust::plus<void>, T> : std::integral_constant<int, 0> {};
template <typename T> struct op_of<std::plus<T>, T> : std::integral_constant<int, 0> {};
template <typename T> struct op_of<thrust::maximum<T>, T> : std::integral_constant<int, 1> {};
template <typename T> struct op_of<thrust::maximum<void>, T> : std::integral_constant<int, 1> {};
template <typename T> struct op_of<thrust::minimum<T>, T> : std::integral_constant<int, 2> {};
template <typename T> struct op_of<thrust::minimum<void>, T> : std::integral_constant<int, 2> {};

/* Whether [first, first + n) of value type T with Op can go to the device: its
 * device memory, else NULL. */
template <typename It, typename T, typename Op>
inline const void *device_operand(const policy &p, It first, size_t n)
{
  if (scalar_of<T>() < 0 || op_of<Op, T>::value < 0 || !n)
    return nullptr;
  if (!std::is_same<typename std::remove_const<value_of<It>>::type, T>::value)
    return nullptr;
  return contiguous_device(p, first);
}

template <typename It, typename Out, typename T, typename Op>
inline bool scan_on_device(const policy &p, It first, size_t n, Out result, int exclusive,
                           const T *init, Op)
{
  const void *in = device_operand<It, T, Op>(p, first, n);
  void *out = contiguous_device(p, result);
  if (!in || !out || !std::is_same<value_of<Out>, T>::value)
    return false;
  return device_scan(in, out, n, scalar_of<T>(), op_of<Op, T>::value, exclusive, init, p.stream_);
}

/* The key order a comparison object gives over T: 0 ascending (less), 1 descending
 * (greater), -1 any other (a user's functor or lambda: sorted on the host). */
template <typename C, typename T> struct order_of : std::integral_constant<int, -1> {};
template <typename T> struct order_of<thrust::less<T>, T> : std::integral_constant<int, 0> {};
template <typename T> struct order_of<thrust::less<void>, T> : std::integral_constant<int, 0> {};
template <typename T> struct order_of<std::less<T>, T> : std::integral_constant<int, 0> {};
template <typename T> struct order_of<std::less<void>, T> : std::integral_constant<int, 0> {};
template <typename T> struct order_of<thrust::greater<T>, T> : std::integral_constant<int, 1> {};
template <typename T> struct order_of<thrust::greater<void>, T> : std::integral_constant<int, 1> {};
template <typename T> struct order_of<std::greater<T>, T> : std::integral_constant<int, 1> {};
template <typename T> struct order_of<std::greater<void>, T> : std::integral_constant<int, 1> {};

/* Sorts n keys at `first` (and n values at vfirst, when V is not void) with the
 * runtime's radix sort when the keys are contiguous device memory of a 4- or 8-byte
 * arithmetic type ordered by less or greater, and the values contiguous device memory
 * too; false otherwise (nothing was done). */
template <typename Cmp, typename It, typename V>
inline bool sort_on_device(const policy &p, It first, size_t n, const V *vfirst)
{
  typedef typename std::remove_const<value_of<It>>::type K;
  if (scalar_of<K>() < 0 || order_of<Cmp, K>::value < 0)
    return false;
  void *keys = contiguous_device(p, first);
  if (!keys)
    return false;
  void *values = nullptr;
  size_t vsize = 0;
  if (vfirst) {
    values = contiguous_device(p, *vfirst);
    if (!values || !std::is_trivially_copyable<value_of<V>>::value)
      return false;
    vsize = sizeof(value_of<V>);
  }
  if (n < 2)
    return true;
  return device_sort(keys, values, vsize, static_cast<long long>(n), scalar_of<K>(),
                     order_of<Cmp, K>::value == 1, p.stream_);
}

/* The first smallest (largest) of n elements at `first` with the runtime's ArgMin
 * (ArgMax) when they are contiguous device memory of an arithmetic type of 4 or 8 bytes
 * ordered by less; -1 otherwise. */
template <typename Cmp, typename It> inline long long extreme_on_device(const policy &p, It first, size_t n, bool largest)
{
  typedef typename std::remove_const<value_of<It>>::type T;
  if (scalar_of<T>() < 0 || order_of<Cmp, T>::value != 0 || n < 2)
    return -1;
  const void *in = contiguous_device(p, first);
  long long index = -1;
  if (!in || !device_arg_extreme(in, static_cast<long long>(n), scalar_of<T>(), largest, &index, p.stream_))
    return -1;
  return index;
}

/* Whether a key comparison is equal_to over K. */
template <typename P, typename K> struct is_equal_to : std::false_type {};
template <typename K> struct is_equal_to<thrust::equal_to<K>, K> : std::true_type {};
template <typename K> struct is_equal_to<thrust::equal_to<void>, K> : std::true_type {};
template <typename K> struct is_equal_to<std::equal_to<K>, K> : std::true_type {};
template <typename K> struct is_equal_to<std::equal_to<void>, K> : std::true_type {};

/* reduce_by_key with the runtime's kernels when keys and values are arithmetic (4 or 8
 * bytes) in contiguous device memory, their outputs too, compared with equal_to and
 * folded with plus, maximum or minimum; false otherwise (nothing was done). */
template <typename Pred, typename Op, typename K, typename V, typename KO, typename VO>
inline bool reduce_by_key_on_device(const policy &p, K kfirst, size_t n, V vfirst, KO kout, VO vout,
                                    long long *segments)
{
  typedef typename std::remove_const<value_of<K>>::type KT;
  typedef typename std::remove_const<value_of<V>>::type VT;
  if (scalar_of<KT>() < 0 || scalar_of<VT>() < 0 || !is_equal_to<Pred, KT>::value ||
      op_of<Op, VT>::value < 0 || !std::is_same<value_of<KO>, KT>::value ||
      !std::is_same<value_of<VO>, VT>::value || n == 0)
    return false;
  const void *k = contiguous_device(p, kfirst), *v = contiguous_device(p, vfirst);
  void *ko = contiguous_device(p, kout), *vo = contiguous_device(p, vout);
  if (!k || !v || !ko || !vo)
    return false;
  return device_reduce_by_key(k, ko, v, vo, static_cast<long long>(n), scalar_of<KT>(),
                              scalar_of<VT>(), op_of<Op, VT>::value, segments, p.stream_);
}

/* Sorts the staged range [b, b + n): in place where it is memory; where it is a zip of
 * ranges, whose elements are tuples of references that std::sort cannot swap, through
 * the permutation that sorts it. */
template <typename T, typename C> void sort_staged(T *b, size_t n, C c, bool stable)
{
  if (stable)
    std::stable_sort(b, b + n, c);
  else
    std::sort(b, b + n, c);
}
template <typename B, typename C> void sort_staged(B b, size_t n, C c, bool stable)
{
  std::vector<size_t> order(n);
  for (size_t j = 0; j < n; j++)
    order[j] = j;
  auto less = [&](size_t x, size_t y) { return c(b[x], b[y]); };
  if (stable)
    std::stable_sort(order.begin(), order.end(), less);
  else
    std::sort(order.begin(), order.end(), less);
  std::vector<typename std::iterator_traits<B>::value_type> v;
  v.reserve(n);
  for (size_t j = 0; j < n; j++)
    v.push_back(b[order[j]]);
  for (size_t j = 0; j < n; j++)
    b[j] = v[j];
}
} // namespace thrust_rt
} // namespace cuport

namespace thrust {

namespace rt = cuport::thrust_rt;
typedef rt::policy policy_t;

/* ---- filling and generating ---- */

template <typename It, typename T> void fill(const policy_t &p, It first, It last, const T &value)
{
  size_t n = rt::count_of(first, last);
  auto o = rt::out(p, first, n);
  std::fill(o.begin(), o.begin() + n, value);
  o.store(n);
}

template <typename It, typename N, typename T> It fill_n(const policy_t &p, It first, N count, const T &value)
{
  fill(p, first, first + count, value);
  return first + count;
}

template <typename It, typename T = rt::value_of<It>>
void sequence(const policy_t &p, It first, It last, T init = T(), T step = T(1))
{
  size_t n = rt::count_of(first, last);
  auto o = rt::out(p, first, n);
  auto b = o.begin();
  for (size_t i = 0; i < n; i++)
    b[i] = static_cast<rt::value_of<It>>(init + static_cast<T>(i) * step);
  o.store(n);
}

template <typename It, typename F> void tabulate(const policy_t &p, It first, It last, F f)
{
  size_t n = rt::count_of(first, last);
  auto o = rt::out(p, first, n);
  auto b = o.begin();
  for (size_t i = 0; i < n; i++)
    b[i] = rt::invoke(f, static_cast<typename std::iterator_traits<It>::difference_type>(i));
  o.store(n);
}

template <typename It, typename G> void generate(const policy_t &p, It first, It last, G g)
{
  size_t n = rt::count_of(first, last);
  auto o = rt::out(p, first, n);
  auto b = o.begin();
  for (size_t i = 0; i < n; i++)
    b[i] = rt::invoke(g);
  o.store(n);
}

template <typename It, typename N, typename G> It generate_n(const policy_t &p, It first, N count, G g)
{
  generate(p, first, first + count, g);
  return first + count;
}

template <typename It, typename F> It for_each(const policy_t &p, It first, It last, F f)
{
  size_t n = rt::count_of(first, last);
  auto io = rt::in(p, first, n);
  auto b = io.begin();
  for (size_t i = 0; i < n; i++)
    rt::invoke(f, b[i]);
  io.store(n);
  return last;
}

template <typename It, typename N, typename F> It for_each_n(const policy_t &p, It first, N count, F f)
{
  return for_each(p, first, first + count, f);
}

template <typename It, typename T> void uninitialized_fill(const policy_t &p, It first, It last, const T &v)
{
  fill(p, first, last, v);
}

/* ---- copying ---- */

template <typename It, typename Out> Out copy(const policy_t &p, It first, It last, Out result)
{
  size_t n = rt::count_of(first, last);
  void *src = rt::contiguous_device(p, first), *dst = rt::contiguous_device(p, result);
  if (src && dst && std::is_same<rt::value_of<It>, rt::value_of<Out>>::value) {
    rt::copy_on_device(dst, src, n * sizeof(rt::value_of<Out>), p.stream_);
    return result + n;
  }
  auto i = rt::in(p, first, n);
  auto o = rt::out(p, result, n);
  std::copy(i.begin(), i.begin() + n, o.begin());
  o.store(n);
  return result + n;
}

template <typename It, typename N, typename Out> Out copy_n(const policy_t &p, It first, N count, Out result)
{
  return copy(p, first, first + count, result);
}

template <typename It, typename Out> Out uninitialized_copy(const policy_t &p, It first, It last, Out result)
{
  return copy(p, first, last, result);
}

template <typename It, typename Out, typename Pred>
Out copy_if(const policy_t &p, It first, It last, Out result, Pred pred)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  auto o = rt::out(p, result, n);
  size_t k = std::copy_if(i.begin(), i.begin() + n, o.begin(), rt::wrap(pred)) - o.begin();
  o.store(k);
  return result + k;
}

template <typename It, typename S, typename Out, typename Pred>
Out copy_if(const policy_t &p, It first, It last, S stencil, Out result, Pred pred)
{
  size_t n = rt::count_of(first, last), k = 0;
  auto i = rt::in(p, first, n);
  auto s = rt::in(p, stencil, n);
  auto o = rt::out(p, result, n);
  auto ib = i.begin();
  auto sb = s.begin();
  auto ob = o.begin();
  for (size_t j = 0; j < n; j++)
    if (rt::invoke(pred, sb[j]))
      ob[k++] = ib[j];
  o.store(k);
  return result + k;
}

template <typename It, typename Out, typename Pred>
Out remove_copy_if(const policy_t &p, It first, It last, Out result, Pred pred)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  auto o = rt::out(p, result, n);
  size_t k = std::remove_copy_if(i.begin(), i.begin() + n, o.begin(), rt::wrap(pred)) - o.begin();
  o.store(k);
  return result + k;
}

template <typename It, typename Out, typename T>
Out remove_copy(const policy_t &p, It first, It last, Out result, const T &value)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  auto o = rt::out(p, result, n);
  size_t k = std::remove_copy(i.begin(), i.begin() + n, o.begin(), value) - o.begin();
  o.store(k);
  return result + k;
}

template <typename It, typename Pred> It remove_if(const policy_t &p, It first, It last, Pred pred)
{
  size_t n = rt::count_of(first, last);
  auto io = rt::in(p, first, n);
  size_t k = std::remove_if(io.begin(), io.begin() + n, rt::wrap(pred)) - io.begin();
  io.store(k);
  return first + k;
}

template <typename It, typename S, typename Pred>
It remove_if(const policy_t &p, It first, It last, S stencil, Pred pred)
{
  size_t n = rt::count_of(first, last), k = 0;
  auto io = rt::in(p, first, n);
  auto s = rt::in(p, stencil, n);
  auto b = io.begin();
  auto sb = s.begin();
  for (size_t j = 0; j < n; j++)
    if (!rt::invoke(pred, sb[j]))
      b[k++] = b[j];
  io.store(k);
  return first + k;
}

template <typename It, typename T> It remove(const policy_t &p, It first, It last, const T &value)
{
  size_t n = rt::count_of(first, last);
  auto io = rt::in(p, first, n);
  size_t k = std::remove(io.begin(), io.begin() + n, value) - io.begin();
  io.store(k);
  return first + k;
}

template <typename It, typename Pred = thrust::equal_to<>> It unique(const policy_t &p, It first, It last, Pred pred = Pred())
{
  size_t n = rt::count_of(first, last);
  auto io = rt::in(p, first, n);
  size_t k = std::unique(io.begin(), io.begin() + n, rt::wrap(pred)) - io.begin();
  io.store(k);
  return first + k;
}

template <typename It, typename Out, typename Pred = thrust::equal_to<>>
Out unique_copy(const policy_t &p, It first, It last, Out result, Pred pred = Pred())
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  auto o = rt::out(p, result, n);
  size_t k = std::unique_copy(i.begin(), i.begin() + n, o.begin(), rt::wrap(pred)) - o.begin();
  o.store(k);
  return result + k;
}

template <typename K, typename V, typename Pred = thrust::equal_to<>>
thrust::pair<K, V> unique_by_key(const policy_t &p, K kfirst, K klast, V vfirst, Pred pred = Pred())
{
  size_t n = rt::count_of(kfirst, klast), k = 0;
  auto ks = rt::in(p, kfirst, n);
  auto vs = rt::in(p, vfirst, n);
  auto kb = ks.begin();
  auto vb = vs.begin();
  for (size_t j = 0; j < n; j++) {
    if (k && rt::invoke(pred, kb[k - 1], kb[j]))
      continue;
    kb[k] = kb[j];
    vb[k] = vb[j];
    k++;
  }
  ks.store(k);
  vs.store(k);
  return thrust::make_pair(kfirst + k, vfirst + k);
}

template <typename K, typename V, typename KOut, typename VOut, typename Pred = thrust::equal_to<>>
thrust::pair<KOut, VOut> unique_by_key_copy(const policy_t &p, K kfirst, K klast, V vfirst,
                                            KOut kresult, VOut vresult, Pred pred = Pred())
{
  size_t n = rt::count_of(kfirst, klast), k = 0;
  auto ks = rt::in(p, kfirst, n);
  auto vs = rt::in(p, vfirst, n);
  auto ko = rt::out(p, kresult, n);
  auto vo = rt::out(p, vresult, n);
  auto kb = ks.begin();
  auto vb = vs.begin();
  for (size_t j = 0; j < n; j++) {
    if (j && rt::invoke(pred, kb[j - 1], kb[j]))
      continue;   /* Thrust compares each key with the one before it, as std::unique */
    ko.begin()[k] = kb[j];
    vo.begin()[k] = vb[j];
    k++;
  }
  ko.store(k);
  vo.store(k);
  return thrust::make_pair(kresult + k, vresult + k);
}

template <typename It, typename Map, typename Out>
void scatter(const policy_t &p, It first, It last, Map map, Out result)
{
  size_t n = rt::count_of(first, last), extent = 0;
  auto i = rt::in(p, first, n);
  auto m = rt::in(p, map, n);
  auto mb = m.begin();
  for (size_t j = 0; j < n; j++)
    extent = std::max(extent, static_cast<size_t>(mb[j]) + 1);
  auto o = rt::in(p, result, extent);
  auto ib = i.begin();
  auto ob = o.begin();
  for (size_t j = 0; j < n; j++)
    ob[mb[j]] = ib[j];
  o.store(extent);
}

template <typename Map, typename It, typename Out>
Out gather(const policy_t &p, Map mfirst, Map mlast, It input, Out result)
{
  size_t n = rt::count_of(mfirst, mlast), extent = 0;
  auto m = rt::in(p, mfirst, n);
  auto mb = m.begin();
  for (size_t j = 0; j < n; j++)
    extent = std::max(extent, static_cast<size_t>(mb[j]) + 1);
  auto i = rt::in(p, input, extent);
  auto o = rt::out(p, result, n);
  auto ib = i.begin();
  auto ob = o.begin();
  for (size_t j = 0; j < n; j++)
    ob[j] = ib[mb[j]];
  o.store(n);
  return result + n;
}

template <typename It> void reverse(const policy_t &p, It first, It last)
{
  size_t n = rt::count_of(first, last);
  auto io = rt::in(p, first, n);
  std::reverse(io.begin(), io.begin() + n);
  io.store(n);
}

template <typename It, typename T> void replace(const policy_t &p, It first, It last, const T &old, const T &value)
{
  size_t n = rt::count_of(first, last);
  auto io = rt::in(p, first, n);
  std::replace(io.begin(), io.begin() + n, old, value);
  io.store(n);
}

template <typename It, typename Pred, typename T>
void replace_if(const policy_t &p, It first, It last, Pred pred, const T &value)
{
  size_t n = rt::count_of(first, last);
  auto io = rt::in(p, first, n);
  std::replace_if(io.begin(), io.begin() + n, rt::wrap(pred), value);
  io.store(n);
}

template <typename It, typename G> void shuffle(const policy_t &p, It first, It last, G &&g)
{
  size_t n = rt::count_of(first, last);
  auto io = rt::in(p, first, n);
  /* Fisher-Yates with the program's engine, Thrust's or the standard library's (Thrust
     permutes by another method: the order differs from a CUDA run's) */
  auto b = io.begin();
  for (size_t i = n; i > 1; i--) {
    thrust::random::uniform_int_distribution<unsigned long long> pick(0, i - 1);
    size_t j = std::min(static_cast<size_t>(pick(g)), i - 1);
    if (j != i - 1) {
      typename std::iterator_traits<decltype(b)>::value_type t = b[i - 1];
      b[i - 1] = b[j];
      b[j] = t;
    }
  }
  io.store(n);
}

/* ---- transformations ---- */

template <typename It, typename Out, typename F> Out transform(const policy_t &p, It first, It last, Out result, F f)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  auto o = rt::out(p, result, n);
  auto ib = i.begin();
  auto ob = o.begin();
  for (size_t j = 0; j < n; j++)
    ob[j] = rt::invoke(f, ib[j]);
  o.store(n);
  return result + n;
}

template <typename It1, typename It2, typename Out, typename F,
          typename = cuport::thrust_rt::if_not_policy<It2>>
Out transform(const policy_t &p, It1 first1, It1 last1, It2 first2, Out result, F f)
{
  size_t n = rt::count_of(first1, last1);
  auto a = rt::in(p, first1, n);
  auto b = rt::in(p, first2, n);
  auto o = rt::out(p, result, n);
  auto ab = a.begin();
  auto bb = b.begin();
  auto ob = o.begin();
  for (size_t j = 0; j < n; j++)
    ob[j] = rt::invoke(f, ab[j], bb[j]);
  o.store(n);
  return result + n;
}

template <typename It, typename Out, typename F, typename Pred>
Out transform_if(const policy_t &p, It first, It last, Out result, F f, Pred pred)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  auto o = rt::in(p, result, n);
  auto ib = i.begin();
  auto ob = o.begin();
  for (size_t j = 0; j < n; j++)
    if (rt::invoke(pred, ib[j]))
      ob[j] = rt::invoke(f, ib[j]);
  o.store(n);
  return result + n;
}

template <typename It, typename Out, typename Op = thrust::minus<>>
Out adjacent_difference(const policy_t &p, It first, It last, Out result, Op op = Op())
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  auto o = rt::out(p, result, n);
  auto ib = i.begin();
  auto ob = o.begin();
  if (n)
    ob[0] = ib[0];
  for (size_t j = 1; j < n; j++)
    ob[j] = rt::invoke(op, ib[j], ib[j - 1]);
  o.store(n);
  return result + n;
}

/* ---- reductions ---- */

template <typename It, typename T, typename Op> T reduce(const policy_t &p, It first, It last, T init, Op op)
{
  size_t n = rt::count_of(first, last);
  if (const void *d = rt::device_operand<It, T, Op>(p, first, n)) {
    T result;
    if (rt::device_reduce(d, &result, n, rt::scalar_of<T>(), rt::op_of<Op, T>::value, &init, p.stream_))
      return result;
  }
  auto i = rt::in(p, first, n);
  auto b = i.begin();
  T acc = init;
  for (size_t j = 0; j < n; j++)
    acc = rt::invoke(op, acc, b[j]);
  return acc;
}

template <typename It, typename T> T reduce(const policy_t &p, It first, It last, T init)
{
  return reduce(p, first, last, init, thrust::plus<T>());
}

template <typename It> rt::value_of<It> reduce(const policy_t &p, It first, It last)
{
  return reduce(p, first, last, rt::value_of<It>(), thrust::plus<rt::value_of<It>>());
}

template <typename It, typename F, typename T, typename Op>
T transform_reduce(const policy_t &p, It first, It last, F f, T init, Op op)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  auto b = i.begin();
  T acc = init;
  for (size_t j = 0; j < n; j++)
    acc = rt::invoke(op, acc, rt::invoke(f, b[j]));
  return acc;
}

template <typename It1, typename It2, typename T, typename Op1 = thrust::plus<>, typename Op2 = thrust::multiplies<>>
T inner_product(const policy_t &p, It1 first1, It1 last1, It2 first2, T init, Op1 op1 = Op1(), Op2 op2 = Op2())
{
  size_t n = rt::count_of(first1, last1);
  auto a = rt::in(p, first1, n);
  auto b = rt::in(p, first2, n);
  auto ab = a.begin();
  auto bb = b.begin();
  T acc = init;
  for (size_t j = 0; j < n; j++)
    acc = rt::invoke(op1, acc, rt::invoke(op2, ab[j], bb[j]));
  return acc;
}

template <typename K, typename V, typename KO, typename VO, typename Pred = thrust::equal_to<>,
          typename Op = thrust::plus<>>
thrust::pair<KO, VO> reduce_by_key(const policy_t &p, K kfirst, K klast, V vfirst, KO kout, VO vout,
                                   Pred pred = Pred(), Op op = Op())
{
  size_t n = rt::count_of(kfirst, klast), k = 0;
  long long segments = 0;
  if (rt::reduce_by_key_on_device<Pred, Op>(p, kfirst, n, vfirst, kout, vout, &segments))
    return thrust::make_pair(kout + segments, vout + segments);
  auto ks = rt::in(p, kfirst, n);
  auto vs = rt::in(p, vfirst, n);
  auto ko = rt::out(p, kout, n);
  auto vo = rt::out(p, vout, n);
  auto kb = ks.begin();
  auto vb = vs.begin();
  auto kob = ko.begin();
  auto vob = vo.begin();
  for (size_t j = 0; j < n; k++) {
    rt::value_of<V> acc = vb[j];
    size_t e = j + 1;
    while (e < n && rt::invoke(pred, kb[e - 1], kb[e]))
      acc = rt::invoke(op, acc, vb[e++]);
    kob[k] = kb[j];
    vob[k] = acc;
    j = e;
  }
  ko.store(k);
  vo.store(k);
  return thrust::make_pair(kout + k, vout + k);
}

template <typename It, typename T> typename std::iterator_traits<It>::difference_type
count(const policy_t &p, It first, It last, const T &value)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  return std::count(i.begin(), i.begin() + n, value);
}

template <typename It, typename Pred> typename std::iterator_traits<It>::difference_type
count_if(const policy_t &p, It first, It last, Pred pred)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  return std::count_if(i.begin(), i.begin() + n, rt::wrap(pred));
}

template <typename It, typename Pred> bool all_of(const policy_t &p, It first, It last, Pred pred)
{
  return count_if(p, first, last, pred) == last - first;
}
template <typename It, typename Pred> bool any_of(const policy_t &p, It first, It last, Pred pred)
{
  return count_if(p, first, last, pred) != 0;
}
template <typename It, typename Pred> bool none_of(const policy_t &p, It first, It last, Pred pred)
{
  return count_if(p, first, last, pred) == 0;
}

template <typename It1, typename It2, typename Pred = thrust::equal_to<>>
bool equal(const policy_t &p, It1 first1, It1 last1, It2 first2, Pred pred = Pred())
{
  size_t n = rt::count_of(first1, last1);
  auto a = rt::in(p, first1, n);
  auto b = rt::in(p, first2, n);
  return std::equal(a.begin(), a.begin() + n, b.begin(), rt::wrap(pred));
}

/* ---- searching ---- */

template <typename It, typename Pred> It find_if(const policy_t &p, It first, It last, Pred pred)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  return first + (std::find_if(i.begin(), i.begin() + n, rt::wrap(pred)) - i.begin());
}

template <typename It, typename Pred> It find_if_not(const policy_t &p, It first, It last, Pred pred)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  return first + (std::find_if_not(i.begin(), i.begin() + n, rt::wrap(pred)) - i.begin());
}

template <typename It, typename T> It find(const policy_t &p, It first, It last, const T &value)
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  return first + (std::find(i.begin(), i.begin() + n, value) - i.begin());
}

template <typename It, typename Cmp = thrust::less<>> It min_element(const policy_t &p, It first, It last, Cmp cmp = Cmp())
{
  size_t n = rt::count_of(first, last);
  long long k = rt::extreme_on_device<Cmp>(p, first, n, false);
  if (k >= 0)
    return first + k;
  auto i = rt::in(p, first, n);
  return first + (std::min_element(i.begin(), i.begin() + n, rt::wrap(cmp)) - i.begin());
}

template <typename It, typename Cmp = thrust::less<>> It max_element(const policy_t &p, It first, It last, Cmp cmp = Cmp())
{
  size_t n = rt::count_of(first, last);
  long long k = rt::extreme_on_device<Cmp>(p, first, n, true);
  if (k >= 0)
    return first + k;
  auto i = rt::in(p, first, n);
  /* Thrust, unlike std::max_element, returns the first of equal largest elements */
  auto b = i.begin();
  size_t best = 0;
  for (size_t j = 1; j < n; j++)
    if (rt::invoke(cmp, b[best], b[j]))
      best = j;
  return first + (n ? best : 0);
}

template <typename It, typename Cmp = thrust::less<>>
thrust::pair<It, It> minmax_element(const policy_t &p, It first, It last, Cmp cmp = Cmp())
{
  return thrust::make_pair(min_element(p, first, last, cmp), max_element(p, first, last, cmp));
}

template <typename It, typename T, typename Cmp = thrust::less<>>
It lower_bound(const policy_t &p, It first, It last, const T &value, Cmp cmp = Cmp())
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  return first + (std::lower_bound(i.begin(), i.begin() + n, value, rt::wrap(cmp)) - i.begin());
}

template <typename It, typename T, typename Cmp = thrust::less<>>
It upper_bound(const policy_t &p, It first, It last, const T &value, Cmp cmp = Cmp())
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  return first + (std::upper_bound(i.begin(), i.begin() + n, value, rt::wrap(cmp)) - i.begin());
}

template <typename It, typename T, typename Cmp = thrust::less<>>
bool binary_search(const policy_t &p, It first, It last, const T &value, Cmp cmp = Cmp())
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  return std::binary_search(i.begin(), i.begin() + n, value, rt::wrap(cmp));
}

/* ---- scans ---- */

template <typename It, typename Out, typename Op>
Out inclusive_scan(const policy_t &p, It first, It last, Out result, Op op)
{
  typedef rt::value_of<It> T;
  size_t n = rt::count_of(first, last);
  if (rt::scan_on_device<It, Out, T, Op>(p, first, n, result, 0, nullptr, op))
    return result + n;
  auto i = rt::in(p, first, n);
  auto o = rt::out(p, result, n);
  auto ib = i.begin();
  auto ob = o.begin();
  if (n) {
    T acc = ib[0];
    ob[0] = acc;
    for (size_t j = 1; j < n; j++)
      ob[j] = acc = rt::invoke(op, acc, ib[j]);
  }
  o.store(n);
  return result + n;
}

template <typename It, typename Out> Out inclusive_scan(const policy_t &p, It first, It last, Out result)
{
  return inclusive_scan(p, first, last, result, thrust::plus<rt::value_of<It>>());
}

template <typename It, typename Out, typename T, typename Op>
Out exclusive_scan(const policy_t &p, It first, It last, Out result, T init, Op op)
{
  size_t n = rt::count_of(first, last);
  if (rt::scan_on_device<It, Out, T, Op>(p, first, n, result, 1, &init, op))
    return result + n;
  auto i = rt::in(p, first, n);
  auto o = rt::out(p, result, n);
  auto ib = i.begin();
  auto ob = o.begin();
  T acc = init;
  for (size_t j = 0; j < n; j++) {
    T next = rt::invoke(op, acc, ib[j]);
    ob[j] = acc;
    acc = next;
  }
  o.store(n);
  return result + n;
}

template <typename It, typename Out, typename T>
Out exclusive_scan(const policy_t &p, It first, It last, Out result, T init)
{
  return exclusive_scan(p, first, last, result, init, thrust::plus<T>());
}

template <typename It, typename Out> Out exclusive_scan(const policy_t &p, It first, It last, Out result)
{
  return exclusive_scan(p, first, last, result, rt::value_of<It>(), thrust::plus<rt::value_of<It>>());
}

template <typename K, typename V, typename Out, typename Pred = thrust::equal_to<>, typename Op = thrust::plus<>>
Out inclusive_scan_by_key(const policy_t &p, K kfirst, K klast, V vfirst, Out result, Pred pred = Pred(), Op op = Op())
{
  size_t n = rt::count_of(kfirst, klast);
  auto ks = rt::in(p, kfirst, n);
  auto vs = rt::in(p, vfirst, n);
  auto o = rt::out(p, result, n);
  auto kb = ks.begin();
  auto vb = vs.begin();
  auto ob = o.begin();
  rt::value_of<V> acc{};
  for (size_t j = 0; j < n; j++) {
    acc = j && rt::invoke(pred, kb[j - 1], kb[j]) ? rt::invoke(op, acc, vb[j]) : vb[j];
    ob[j] = acc;
  }
  o.store(n);
  return result + n;
}

template <typename K, typename V, typename Out, typename T = rt::value_of<V>, typename Pred = thrust::equal_to<>,
          typename Op = thrust::plus<>>
Out exclusive_scan_by_key(const policy_t &p, K kfirst, K klast, V vfirst, Out result, T init = T(),
                          Pred pred = Pred(), Op op = Op())
{
  size_t n = rt::count_of(kfirst, klast);
  auto ks = rt::in(p, kfirst, n);
  auto vs = rt::in(p, vfirst, n);
  auto o = rt::out(p, result, n);
  auto kb = ks.begin();
  auto vb = vs.begin();
  auto ob = o.begin();
  T acc = init;
  for (size_t j = 0; j < n; j++) {
    if (j && !rt::invoke(pred, kb[j - 1], kb[j]))
      acc = init;
    T next = rt::invoke(op, acc, vb[j]);
    ob[j] = acc;
    acc = next;
  }
  o.store(n);
  return result + n;
}

/* ---- sorting ---- */


template <typename It, typename Cmp = thrust::less<>> void sort(const policy_t &p, It first, It last, Cmp cmp = Cmp())
{
  size_t n = rt::count_of(first, last);
  if (rt::sort_on_device<Cmp>(p, first, n, static_cast<const It *>(nullptr)))
    return;
  auto io = rt::in(p, first, n);
  rt::sort_staged(io.begin(), n, rt::wrap(cmp), false);
  io.store(n);
}

template <typename It, typename Cmp = thrust::less<>>
void stable_sort(const policy_t &p, It first, It last, Cmp cmp = Cmp())
{
  size_t n = rt::count_of(first, last);
  if (rt::sort_on_device<Cmp>(p, first, n, static_cast<const It *>(nullptr)))
    return;
  auto io = rt::in(p, first, n);
  rt::sort_staged(io.begin(), n, rt::wrap(cmp), true);
  io.store(n);
}

/* Stable, as Thrust's radix sort of primitive keys is: equal keys keep their values'
 * order, so results match CUDA's exactly. */
template <typename K, typename V, typename Cmp = thrust::less<>>
void stable_sort_by_key(const policy_t &p, K kfirst, K klast, V vfirst, Cmp cmp = Cmp())
{
  size_t n = rt::count_of(kfirst, klast);
  if (rt::sort_on_device<Cmp>(p, kfirst, n, &vfirst))
    return;
  auto ks = rt::in(p, kfirst, n);
  auto vs = rt::in(p, vfirst, n);
  auto kb = ks.begin();
  auto vb = vs.begin();
  std::vector<size_t> order(n);
  for (size_t j = 0; j < n; j++)
    order[j] = j;
  auto c = rt::wrap(cmp);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return c(kb[a], kb[b]); });
  std::vector<rt::value_of<K>> keys(n);
  std::vector<rt::value_of<V>> values(n);
  for (size_t j = 0; j < n; j++) {
    keys[j] = kb[order[j]];
    values[j] = vb[order[j]];
  }
  for (size_t j = 0; j < n; j++) {
    kb[j] = keys[j];
    vb[j] = values[j];
  }
  ks.store(n);
  vs.store(n);
}

template <typename K, typename V, typename Cmp = thrust::less<>>
void sort_by_key(const policy_t &p, K kfirst, K klast, V vfirst, Cmp cmp = Cmp())
{
  stable_sort_by_key(p, kfirst, klast, vfirst, cmp);
}

template <typename It, typename Cmp = thrust::less<>> bool is_sorted(const policy_t &p, It first, It last, Cmp cmp = Cmp())
{
  size_t n = rt::count_of(first, last);
  auto i = rt::in(p, first, n);
  return std::is_sorted(i.begin(), i.begin() + n, rt::wrap(cmp));
}

/* A call that names no policy: the iterators decide (implicit_policy, staging.h). */
#define CUPORT_THRUST_IMPLICIT(name)                                                         \
  template <typename First, typename... Rest, typename = cuport::thrust_rt::if_not_policy<First>> \
  inline auto name(First &&first, Rest &&...rest)                                            \
      -> decltype(name(cuport::thrust_rt::implicit_policy(), std::forward<First>(first),     \
                       std::forward<Rest>(rest)...))                                         \
  {                                                                                          \
    return name(cuport::thrust_rt::implicit_policy(), std::forward<First>(first),            \
                std::forward<Rest>(rest)...);                                                \
  }
CUPORT_THRUST_IMPLICIT(fill)
CUPORT_THRUST_IMPLICIT(fill_n)
CUPORT_THRUST_IMPLICIT(sequence)
CUPORT_THRUST_IMPLICIT(tabulate)
CUPORT_THRUST_IMPLICIT(generate)
CUPORT_THRUST_IMPLICIT(generate_n)
CUPORT_THRUST_IMPLICIT(for_each)
CUPORT_THRUST_IMPLICIT(for_each_n)
CUPORT_THRUST_IMPLICIT(uninitialized_fill)
CUPORT_THRUST_IMPLICIT(copy)
CUPORT_THRUST_IMPLICIT(copy_n)
CUPORT_THRUST_IMPLICIT(uninitialized_copy)
CUPORT_THRUST_IMPLICIT(copy_if)
CUPORT_THRUST_IMPLICIT(remove_copy_if)
CUPORT_THRUST_IMPLICIT(remove_copy)
CUPORT_THRUST_IMPLICIT(remove_if)
CUPORT_THRUST_IMPLICIT(remove)
CUPORT_THRUST_IMPLICIT(unique)
CUPORT_THRUST_IMPLICIT(unique_copy)
CUPORT_THRUST_IMPLICIT(unique_by_key)
CUPORT_THRUST_IMPLICIT(unique_by_key_copy)
CUPORT_THRUST_IMPLICIT(scatter)
CUPORT_THRUST_IMPLICIT(gather)
CUPORT_THRUST_IMPLICIT(reverse)
CUPORT_THRUST_IMPLICIT(replace)
CUPORT_THRUST_IMPLICIT(replace_if)
CUPORT_THRUST_IMPLICIT(shuffle)
CUPORT_THRUST_IMPLICIT(transform)
CUPORT_THRUST_IMPLICIT(transform_if)
CUPORT_THRUST_IMPLICIT(adjacent_difference)
CUPORT_THRUST_IMPLICIT(reduce)
CUPORT_THRUST_IMPLICIT(transform_reduce)
CUPORT_THRUST_IMPLICIT(inner_product)
CUPORT_THRUST_IMPLICIT(reduce_by_key)
CUPORT_THRUST_IMPLICIT(count)
CUPORT_THRUST_IMPLICIT(count_if)
CUPORT_THRUST_IMPLICIT(all_of)
CUPORT_THRUST_IMPLICIT(any_of)
CUPORT_THRUST_IMPLICIT(none_of)
CUPORT_THRUST_IMPLICIT(equal)
CUPORT_THRUST_IMPLICIT(find_if)
CUPORT_THRUST_IMPLICIT(find_if_not)
CUPORT_THRUST_IMPLICIT(find)
CUPORT_THRUST_IMPLICIT(min_element)
CUPORT_THRUST_IMPLICIT(max_element)
CUPORT_THRUST_IMPLICIT(minmax_element)
CUPORT_THRUST_IMPLICIT(lower_bound)
CUPORT_THRUST_IMPLICIT(upper_bound)
CUPORT_THRUST_IMPLICIT(binary_search)
CUPORT_THRUST_IMPLICIT(inclusive_scan)
CUPORT_THRUST_IMPLICIT(exclusive_scan)
CUPORT_THRUST_IMPLICIT(inclusive_scan_by_key)
CUPORT_THRUST_IMPLICIT(exclusive_scan_by_key)
CUPORT_THRUST_IMPLICIT(sort)
CUPORT_THRUST_IMPLICIT(stable_sort)
CUPORT_THRUST_IMPLICIT(stable_sort_by_key)
CUPORT_THRUST_IMPLICIT(sort_by_key)
CUPORT_THRUST_IMPLICIT(is_sorted)
#undef CUPORT_THRUST_IMPLICIT

} // namespace thrust

#endif

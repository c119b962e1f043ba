/*
 * cuport_thrust/iterator.h: Thrust's fancy iterators, as host iterators.
 *
 * Each is a random-access iterator whose operator* computes its element on the host:
 * counting_iterator counts, transform_iterator calls its functor (through invoke,
 * see backend.h) on the base's element, permutation_iterator reads its base at the
 * index it is given, zip_iterator makes a tuple of its bases' references.  Over a
 * device_ptr they would copy one element per access; the algorithms avoid that by
 * staging (staging.h): they rebuild the iterator over a host copy of the range.
 */
#ifndef CUPORT_THRUST_ITERATOR_H
#define CUPORT_THRUST_ITERATOR_H

#include <iterator>
#include <tuple>

#include "backend.h"
#include "memory.h"

namespace thrust {

using std::iterator_traits;
using std::reverse_iterator;
template <typename It> struct iterator_difference {
  typedef typename std::iterator_traits<It>::difference_type type;
};
template <typename It> struct iterator_value {
  typedef typename std::iterator_traits<It>::value_type type;
};
template <typename It> struct iterator_reference {
  typedef typename std::iterator_traits<It>::reference type;
};
template <typename It> inline std::reverse_iterator<It> make_reverse_iterator(It it)
{
  return std::reverse_iterator<It>(it);
}

struct use_default {};

namespace detail {

/* The arithmetic of a random-access iterator over D's advance, distance and deref. */
template <typename D, typename Val, typename Ref> struct iterator_base {
  typedef std::random_access_iterator_tag iterator_category;
  typedef Val value_type;
  typedef Ref reference;
  typedef std::ptrdiff_t difference_type;
  typedef void pointer;

  __host__ __device__ D &self() { return static_cast<D &>(*this); }
  __host__ __device__ const D &self() const { return static_cast<const D &>(*this); }
  __host__ __device__ D &operator++() { self().advance(1); return self(); }
  __host__ __device__ D &operator--() { self().advance(-1); return self(); }
  __host__ __device__ D operator++(int) { D t = self(); self().advance(1); return t; }
  __host__ __device__ D operator--(int) { D t = self(); self().advance(-1); return t; }
  __host__ __device__ D &operator+=(difference_type n) { self().advance(n); return self(); }
  __host__ __device__ D &operator-=(difference_type n) { self().advance(-n); return self(); }
  __host__ __device__ D operator+(difference_type n) const { D t = self(); t.advance(n); return t; }
  __host__ __device__ D operator-(difference_type n) const { D t = self(); t.advance(-n); return t; }
  friend __host__ __device__ D operator+(difference_type n, const D &d) { return d + n; }
  __host__ __device__ difference_type operator-(const D &o) const { return o.distance_to(self()); }
  __host__ __device__ Ref operator[](difference_type n) const { return *(self() + n); }
  __host__ __device__ bool operator==(const D &o) const { return self().distance_to(o) == 0; }
  __host__ __device__ bool operator!=(const D &o) const { return self().distance_to(o) != 0; }
  __host__ __device__ bool operator<(const D &o) const { return self().distance_to(o) > 0; }
  __host__ __device__ bool operator>(const D &o) const { return self().distance_to(o) < 0; }
  __host__ __device__ bool operator<=(const D &o) const { return self().distance_to(o) >= 0; }
  __host__ __device__ bool operator>=(const D &o) const { return self().distance_to(o) <= 0; }
};

template <typename A, typename B> struct or_default {
  typedef A type;
};
template <typename B> struct or_default<use_default, B> {
  typedef B type;
};

} // namespace detail

template <typename T, typename System = use_default, typename Traversal = use_default,
          typename Difference = use_default>
class counting_iterator : public detail::iterator_base<counting_iterator<T, System, Traversal, Difference>, T, T> {
  T v_;

public:
  __host__ __device__ counting_iterator() : v_() {}
  __host__ __device__ counting_iterator(T v) : v_(v) {}
  __host__ __device__ T operator*() const { return v_; }
  __host__ __device__ T base() const { return v_; }
  __host__ __device__ void advance(std::ptrdiff_t n) { v_ = static_cast<T>(v_ + n); }
  __host__ __device__ std::ptrdiff_t distance_to(const counting_iterator &o) const
  {
    return static_cast<std::ptrdiff_t>(o.v_) - static_cast<std::ptrdiff_t>(v_);
  }
};
template <typename T> __host__ __device__ inline counting_iterator<T> make_counting_iterator(T v) { return counting_iterator<T>(v); }

template <typename T, typename Index = std::ptrdiff_t, typename System = use_default>
class constant_iterator : public detail::iterator_base<constant_iterator<T, Index, System>, T, T> {
  T v_;
  std::ptrdiff_t i_;

public:
  __host__ __device__ constant_iterator() : v_(), i_(0) {}
  __host__ __device__ constant_iterator(const T &v, std::ptrdiff_t i = 0) : v_(v), i_(i) {}
  __host__ __device__ T operator*() const { return v_; }
  __host__ __device__ void advance(std::ptrdiff_t n) { i_ += n; }
  __host__ __device__ std::ptrdiff_t distance_to(const constant_iterator &o) const { return o.i_ - i_; }
};
template <typename T> __host__ __device__ inline constant_iterator<T> make_constant_iterator(T v, std::ptrdiff_t i = 0)
{
  return constant_iterator<T>(v, i);
}

namespace detail {
template <typename F, typename It> struct transform_result {
  typedef decltype(cuport::thrust_rt::invoke(std::declval<F &>(),
                                             *std::declval<It &>())) type;
};
} // namespace detail

template <typename F, typename It, typename Ref = use_default, typename Val = use_default>
class transform_iterator
    : public detail::iterator_base<
          transform_iterator<F, It, Ref, Val>,
          typename detail::or_default<Val, typename std::decay<typename detail::or_default<
                                               Ref, typename detail::transform_result<F, It>::type>::type>::type>::type,
          typename detail::or_default<Ref, typename detail::transform_result<F, It>::type>::type> {
  It it_;
  mutable F f_;

public:
  typedef typename detail::or_default<Ref, typename detail::transform_result<F, It>::type>::type reference;
  transform_iterator() = default;
  __host__ __device__ transform_iterator(It it, F f) : it_(it), f_(f) {}
  __host__ __device__ reference operator*() const { return cuport::thrust_rt::invoke(f_, *it_); }
  __host__ __device__ It base() const { return it_; }
  __host__ __device__ F functor() const { return f_; }
  __host__ __device__ void advance(std::ptrdiff_t n) { it_ += n; }
  __host__ __device__ std::ptrdiff_t distance_to(const transform_iterator &o) const { return o.it_ - it_; }
};
template <typename F, typename It> __host__ __device__ inline transform_iterator<F, It> make_transform_iterator(It it, F f)
{
  return transform_iterator<F, It>(it, f);
}

template <typename E, typename I>
class permutation_iterator
    : public detail::iterator_base<permutation_iterator<E, I>, typename std::iterator_traits<E>::value_type,
                                   typename std::iterator_traits<E>::reference> {
  E e_;
  I i_;

public:
  permutation_iterator() = default;
  __host__ __device__ permutation_iterator(E e, I i) : e_(e), i_(i) {}
  __host__ __device__ typename std::iterator_traits<E>::reference operator*() const { return *(e_ + *i_); }
  __host__ __device__ E elements() const { return e_; }
  __host__ __device__ I indices() const { return i_; }
  __host__ __device__ void advance(std::ptrdiff_t n) { i_ += n; }
  __host__ __device__ std::ptrdiff_t distance_to(const permutation_iterator &o) const { return o.i_ - i_; }
};
template <typename E, typename I> __host__ __device__ inline permutation_iterator<E, I> make_permutation_iterator(E e, I i)
{
  return permutation_iterator<E, I>(e, i);
}

template <typename Tuple> class zip_iterator;
template <typename... It>
class zip_iterator<std::tuple<It...>>
    : public detail::iterator_base<zip_iterator<std::tuple<It...>>,
                                   std::tuple<typename std::iterator_traits<It>::value_type...>,
                                   std::tuple<typename std::iterator_traits<It>::reference...>> {
  std::tuple<It...> its_;

  template <size_t... K> __host__ __device__ void advance_all(std::ptrdiff_t n, std::index_sequence<K...>)
  {
    int ignored[] = {0, ((void)(std::get<K>(its_) += n), 0)...};
    (void)ignored;
  }
  template <size_t... K>
  __host__ __device__ std::tuple<typename std::iterator_traits<It>::reference...> deref(std::index_sequence<K...>) const
  {
    return std::tuple<typename std::iterator_traits<It>::reference...>(*std::get<K>(its_)...);
  }

public:
  zip_iterator() = default;
  __host__ __device__ zip_iterator(const std::tuple<It...> &its) : its_(its) {}
  __host__ __device__ std::tuple<typename std::iterator_traits<It>::reference...> operator*() const
  {
    return deref(std::index_sequence_for<It...>());
  }
  __host__ __device__ const std::tuple<It...> &get_iterator_tuple() const { return its_; }
  __host__ __device__ void advance(std::ptrdiff_t n) { advance_all(n, std::index_sequence_for<It...>()); }
  __host__ __device__ std::ptrdiff_t distance_to(const zip_iterator &o) const { return std::get<0>(o.its_) - std::get<0>(its_); }
};
template <typename... It> __host__ __device__ inline zip_iterator<std::tuple<It...>> make_zip_iterator(const std::tuple<It...> &t)
{
  return zip_iterator<std::tuple<It...>>(t);
}
template <typename... It> __host__ __device__ inline zip_iterator<std::tuple<It...>> make_zip_iterator(It... its)
{
  return zip_iterator<std::tuple<It...>>(std::tuple<It...>(its...));
}

namespace detail {
struct discard_ref {
  template <typename T> __host__ __device__ const discard_ref &operator=(const T &) const { return *this; }
};
} // namespace detail
template <typename System = use_default>
class discard_iterator : public detail::iterator_base<discard_iterator<System>, detail::discard_ref, detail::discard_ref> {
  std::ptrdiff_t i_;

public:
  __host__ __device__ discard_iterator(std::ptrdiff_t i = 0) : i_(i) {}
  __host__ __device__ detail::discard_ref operator*() const { return detail::discard_ref(); }
  __host__ __device__ void advance(std::ptrdiff_t n) { i_ += n; }
  __host__ __device__ std::ptrdiff_t distance_to(const discard_iterator &o) const { return o.i_ - i_; }
};
__host__ __device__ inline discard_iterator<> make_discard_iterator(std::ptrdiff_t i = 0) { return discard_iterator<>(i); }

template <typename It> inline typename std::iterator_traits<It>::difference_type distance(It first, It last)
{
  return std::distance(first, last);
}
template <typename It, typename N> inline void advance(It &it, N n) { std::advance(it, n); }

} // namespace thrust

#endif

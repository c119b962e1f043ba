/*
 * cuport_thrust/memory.h: device memory as Thrust presents it.
 *
 * device_ptr<T> is a random-access iterator over device memory that holds the raw
 * pointer (get(), raw_pointer_cast): the pointer a migrated kernel takes.  The host
 * never dereferences device memory (coarse-grained SVM is the device's until copied),
 * so *p and p[i] are device_reference<T> proxies that copy one element: reading
 * converts to T, assigning writes.  device_vector<T> owns a cuportMalloc allocation;
 * host_vector<T> is a std::vector<T> that also converts from and to a device_vector.
 * Conversions between the two copy through the runtime, as Thrust's do.
 */
#ifndef CUPORT_THRUST_MEMORY_H
#define CUPORT_THRUST_MEMORY_H

#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <ostream>
#include <vector>

#include "backend.h"

namespace cuport {
namespace thrust_rt {
template <typename T>
inline typename std::enable_if<std::is_arithmetic<T>::value, bool>::type is_zero(const T &v)
{
  return v == T();
}
template <typename T>
inline typename std::enable_if<!std::is_arithmetic<T>::value, bool>::type is_zero(const T &)
{
  return false;
}
} // namespace thrust_rt
} // namespace cuport

namespace thrust {

template <typename T> class device_ptr;

template <typename T> class device_reference {
  typedef typename std::remove_const<T>::type V;
  T *p_;

public:
  typedef V value_type;
  typedef device_ptr<T> pointer;

  explicit device_reference(T *p) : p_(p) {}
  device_reference(const device_reference &) = default;

  operator V() const
  {
    V v;
    cuport::thrust_rt::copy_to_host(&v, p_, sizeof(V), 0);
    return v;
  }
  device_reference &operator=(const V &v)
  {
    cuport::thrust_rt::copy_to_device(const_cast<V *>(p_), &v, sizeof(V), 0);
    return *this;
  }
  device_reference &operator=(const device_reference &o) { return *this = static_cast<V>(o); }
  template <typename U> device_reference &operator=(const device_reference<U> &o)
  {
    return *this = static_cast<V>(static_cast<typename device_reference<U>::value_type>(o));
  }
  pointer operator&() const { return pointer(p_); }

#define CUPORT_THRUST_COMPOUND(op)                                                           \
  template <typename U> device_reference &operator op##=(const U &u)                         \
  {                                                                                          \
    V v = *this;                                                                             \
    v op## = u;                                                                              \
    return *this = v;                                                                        \
  }
  CUPORT_THRUST_COMPOUND(+)
  CUPORT_THRUST_COMPOUND(-)
  CUPORT_THRUST_COMPOUND(*)
  CUPORT_THRUST_COMPOUND(/)
  CUPORT_THRUST_COMPOUND(%)
  CUPORT_THRUST_COMPOUND(&)
  CUPORT_THRUST_COMPOUND(|)
  CUPORT_THRUST_COMPOUND(^)
  CUPORT_THRUST_COMPOUND(<<)
  CUPORT_THRUST_COMPOUND(>>)
#undef CUPORT_THRUST_COMPOUND
  device_reference &operator++() { return *this += 1; }
  device_reference &operator--() { return *this -= 1; }
  V operator++(int)
  {
    V v = *this;
    *this += 1;
    return v;
  }
  V operator--(int)
  {
    V v = *this;
    *this -= 1;
    return v;
  }
  friend void swap(device_reference a, device_reference b)
  {
    V t = a;
    a = static_cast<V>(b);
    b = t;
  }
  friend std::ostream &operator<<(std::ostream &os, const device_reference &r)
  {
    return os << static_cast<V>(r);
  }
};

template <typename T> class device_ptr {
  T *p_;

public:
  typedef std::random_access_iterator_tag iterator_category;
  typedef typename std::remove_const<T>::type value_type;
  typedef std::ptrdiff_t difference_type;
  typedef device_ptr pointer;
  typedef device_reference<T> reference;
  typedef T element_type;

  device_ptr() : p_(nullptr) {}
  device_ptr(std::nullptr_t) : p_(nullptr) {}
  explicit device_ptr(T *p) : p_(p) {}
  template <typename U, typename = typename std::enable_if<std::is_convertible<U *, T *>::value>::type>
  device_ptr(const device_ptr<U> &o) : p_(o.get())
  {
  }

  T *get() const { return p_; }
  reference operator*() const { return reference(p_); }
  reference operator[](difference_type i) const { return reference(p_ + i); }
  explicit operator bool() const { return p_ != nullptr; }

  device_ptr &operator++() { ++p_; return *this; }
  device_ptr &operator--() { --p_; return *this; }
  device_ptr operator++(int) { device_ptr t = *this; ++p_; return t; }
  device_ptr operator--(int) { device_ptr t = *this; --p_; return t; }
  device_ptr &operator+=(difference_type n) { p_ += n; return *this; }
  device_ptr &operator-=(difference_type n) { p_ -= n; return *this; }
  device_ptr operator+(difference_type n) const { return device_ptr(p_ + n); }
  device_ptr operator-(difference_type n) const { return device_ptr(p_ - n); }
  friend device_ptr operator+(difference_type n, device_ptr p) { return p + n; }
  difference_type operator-(const device_ptr &o) const { return p_ - o.p_; }
  bool operator==(const device_ptr &o) const { return p_ == o.p_; }
  bool operator!=(const device_ptr &o) const { return p_ != o.p_; }
  bool operator<(const device_ptr &o) const { return p_ < o.p_; }
  bool operator>(const device_ptr &o) const { return p_ > o.p_; }
  bool operator<=(const device_ptr &o) const { return p_ <= o.p_; }
  bool operator>=(const device_ptr &o) const { return p_ >= o.p_; }
};

template <typename T> inline device_ptr<T> device_pointer_cast(T *p) { return device_ptr<T>(p); }
template <typename T> inline device_ptr<T> device_pointer_cast(const device_ptr<T> &p) { return p; }
template <typename T> inline T *raw_pointer_cast(const device_ptr<T> &p) { return p.get(); }
template <typename T> inline T *raw_pointer_cast(T *p) { return p; }

template <typename T> inline device_ptr<T> device_malloc(size_t n)
{
  return device_ptr<T>(static_cast<T *>(cuport::thrust_rt::device_alloc(n * sizeof(T))));
}
inline device_ptr<void> device_malloc(size_t bytes)
{
  return device_ptr<void>(cuport::thrust_rt::device_alloc(bytes));
}
template <typename T> inline void device_free(device_ptr<T> p) { cuport::thrust_rt::device_free(p.get()); }

template <typename T> struct device_allocator {
  typedef T value_type;
};
template <typename T> struct device_malloc_allocator : device_allocator<T> {};

template <typename T, typename Alloc> class device_vector;

template <typename T, typename Alloc = std::allocator<T>> class host_vector : public std::vector<T, Alloc> {
  typedef std::vector<T, Alloc> base;

public:
  using base::base;
  host_vector() = default;
  host_vector(const host_vector &) = default;
  host_vector(host_vector &&) = default;
  host_vector(const base &v) : base(v) {}
  host_vector(base &&v) : base(std::move(v)) {}
  template <typename A2> host_vector(const device_vector<T, A2> &d) { *this = d; }
  template <typename U> host_vector(device_ptr<U> first, device_ptr<U> last)
  {
    assign_device(first.get(), last - first);
  }

  host_vector &operator=(const host_vector &) = default;
  host_vector &operator=(host_vector &&) = default;
  host_vector &operator=(const base &v) { base::operator=(v); return *this; }
  template <typename A2> host_vector &operator=(const device_vector<T, A2> &d)
  {
    assign_device(d.data().get(), d.size());
    return *this;
  }

private:
  template <typename U> void assign_device(const U *p, std::ptrdiff_t n)
  {
    cuport::thrust_rt::buffer<typename std::remove_const<U>::type> b(n);
    cuport::thrust_rt::copy_to_host(b.data(), p, n * sizeof(U), 0);
    this->assign(b.data(), b.data() + n);
  }
};

template <typename T, typename Alloc = device_allocator<T>> class device_vector {
  T *d_ = nullptr;
  size_t n_ = 0, cap_ = 0;

  void reallocate(size_t cap)
  {
    T *d = static_cast<T *>(cuport::thrust_rt::device_alloc(cap * sizeof(T)));
    cuport::thrust_rt::copy_on_device(d, d_, std::min(n_, cap) * sizeof(T), 0);
    cuport::thrust_rt::device_free(d_);
    d_ = d;
    cap_ = cap;
  }
  /* [at, at + count) := value: zero bytes with a memset, else an upload of copies. */
  void fill_at(size_t at, size_t count, const T &value)
  {
    if (!count)
      return;
    if (cuport::thrust_rt::is_zero(value)) {
      cuport::thrust_rt::zero_device(d_ + at, count * sizeof(T), 0);
      return;
    }
    std::vector<T> h(count, value);
    cuport::thrust_rt::copy_to_device(d_ + at, h.data(), count * sizeof(T), 0);
  }
  void upload(const T *h, size_t n)
  {
    resize_uninitialized(n);
    cuport::thrust_rt::copy_to_device(d_, h, n * sizeof(T), 0);
  }
  void resize_uninitialized(size_t n)
  {
    if (n > cap_)
      reallocate(n);
    n_ = n;
  }

public:
  typedef T value_type;
  typedef device_ptr<T> iterator;
  typedef device_ptr<const T> const_iterator;
  typedef device_ptr<T> pointer;
  typedef device_ptr<const T> const_pointer;
  typedef device_reference<T> reference;
  typedef device_reference<const T> const_reference;
  typedef std::reverse_iterator<iterator> reverse_iterator;
  typedef std::reverse_iterator<const_iterator> const_reverse_iterator;
  typedef size_t size_type;
  typedef std::ptrdiff_t difference_type;
  typedef Alloc allocator_type;

  device_vector() = default;
  explicit device_vector(size_t n) { resize(n); }
  device_vector(size_t n, const T &value) { resize(n, value); }
  device_vector(const device_vector &o) { *this = o; }
  device_vector(device_vector &&o) noexcept { swap(o); }
  template <typename A2> device_vector(const device_vector<T, A2> &o) { *this = o; }
  template <typename A2> device_vector(const std::vector<T, A2> &h) { upload(h.data(), h.size()); }
  device_vector(std::initializer_list<T> l) { assign(l.begin(), l.end()); }
  template <typename It, typename = typename std::enable_if<!std::is_integral<It>::value>::type>
  device_vector(It first, It last)
  {
    assign(first, last);
  }
  ~device_vector() { cuport::thrust_rt::device_free(d_); }

  device_vector &operator=(const device_vector &o)
  {
    if (this != &o) {
      resize_uninitialized(o.size());
      cuport::thrust_rt::copy_on_device(d_, o.d_, n_ * sizeof(T), 0);
    }
    return *this;
  }
  device_vector &operator=(device_vector &&o) noexcept
  {
    swap(o);
    return *this;
  }
  template <typename A2> device_vector &operator=(const device_vector<T, A2> &o)
  {
    resize_uninitialized(o.size());
    cuport::thrust_rt::copy_on_device(d_, o.data().get(), n_ * sizeof(T), 0);
    return *this;
  }
  template <typename A2> device_vector &operator=(const std::vector<T, A2> &h)
  {
    upload(h.data(), h.size());
    return *this;
  }

  template <typename U> void assign(device_ptr<U> first, device_ptr<U> last)
  {
    size_t n = last - first;
    if (std::is_same<typename std::remove_const<U>::type, T>::value) {
      resize_uninitialized(n);
      cuport::thrust_rt::copy_on_device(d_, first.get(), n * sizeof(T), 0);
    } else {
      host_vector<typename std::remove_const<U>::type> h(first, last);
      assign(h.begin(), h.end());
    }
  }
  template <typename It, typename = typename std::enable_if<!std::is_integral<It>::value>::type>
  void assign(It first, It last)
  {
    std::vector<T> h;
    for (; first != last; ++first)
      h.push_back(static_cast<T>(*first));
    upload(h.data(), h.size());
  }
  void assign(size_t n, const T &value)
  {
    resize_uninitialized(n);
    fill_at(0, n, value);
  }

  size_t size() const { return n_; }
  size_t capacity() const { return cap_; }
  size_t max_size() const { return size_t(-1) / sizeof(T); }
  bool empty() const { return n_ == 0; }
  void reserve(size_t n)
  {
    if (n > cap_)
      reallocate(n);
  }
  void resize(size_t n, const T &value = T())
  {
    size_t old = n_;
    resize_uninitialized(n);
    if (n > old)
      fill_at(old, n - old, value);
  }
  void clear() { n_ = 0; }
  void shrink_to_fit()
  {
    if (cap_ > n_)
      reallocate(n_);
  }
  void swap(device_vector &o) noexcept
  {
    std::swap(d_, o.d_);
    std::swap(n_, o.n_);
    std::swap(cap_, o.cap_);
  }
  void push_back(const T &v)
  {
    if (n_ == cap_)
      reallocate(cap_ ? 2 * cap_ : 8);
    n_++;
    back() = v;
  }
  void pop_back() { n_--; }
  iterator erase(iterator first, iterator last)
  {
    size_t at = first - begin(), count = last - first, tail = n_ - at - count;
    host_vector<T> rest(last, end());
    cuport::thrust_rt::copy_to_device(d_ + at, rest.data(), tail * sizeof(T), 0);
    n_ -= count;
    return begin() + at;
  }
  iterator erase(iterator pos) { return erase(pos, pos + 1); }

  pointer data() { return pointer(d_); }
  const_pointer data() const { return const_pointer(d_); }
  iterator begin() { return iterator(d_); }
  iterator end() { return iterator(d_ + n_); }
  const_iterator begin() const { return const_iterator(d_); }
  const_iterator end() const { return const_iterator(d_ + n_); }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }
  reverse_iterator rbegin() { return reverse_iterator(end()); }
  reverse_iterator rend() { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
  reference operator[](size_t i) { return reference(d_ + i); }
  const_reference operator[](size_t i) const { return const_reference(d_ + i); }
  reference front() { return (*this)[0]; }
  reference back() { return (*this)[n_ - 1]; }
  const_reference front() const { return (*this)[0]; }
  const_reference back() const { return (*this)[n_ - 1]; }
};

/* thrust::swap, which argument-dependent lookup finds for the subset's types
   (swap(dp1, dp2) of two device_ptr). Two parameters, as Thrust's: std::swap(T &, T &)
   is more specialized, so a call that finds both takes the standard one. */
template <typename A, typename B> inline void swap(A &a, B &b)
{
  A t = a;
  a = b;
  b = t;
}

} // namespace thrust

#endif

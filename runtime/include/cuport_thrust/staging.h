/*
 * cuport_thrust/staging.h: execution policies, and host copies of iterator ranges.
 *
 * A policy says where raw pointers point: thrust::device, thrust::cuda::par (with .on
 * a stream) to device memory, thrust::host and thrust::seq to host memory; without a
 * policy a raw pointer is host memory and a device_ptr (a device_vector's iterator)
 * device memory, as Thrust decides by the iterator's system.  The policy's stream
 * orders every copy the algorithm makes after the stream's earlier work.
 *
 * stage<It> is the host view of n elements from an iterator: a device range is copied
 * into a host buffer (when the algorithm reads it) and its begin() is a pointer into
 * that buffer; store(count) copies the first count elements back (when the algorithm
 * wrote them).  A fancy iterator's stage is the same iterator rebuilt over its bases'
 * stages; a permutation_iterator's elements are staged up to its largest index.  Any
 * other iterator is used as it is (a device one then copies one element per access:
 * slow, but right).
 */
#ifndef CUPORT_THRUST_STAGING_H
#define CUPORT_THRUST_STAGING_H

#include <algorithm>
#include <iterator>
#include <tuple>

#include "backend.h"
#include "iterator.h"
#include "memory.h"

namespace thrust {
namespace detail {

struct execution_policy {
  bool device_;
  cuport::thrust_rt::stream_t stream_;
};

struct host_t : execution_policy {
  host_t() : execution_policy{false, 0} {}
};

struct device_t : execution_policy {
  device_t() : execution_policy{true, 0} {}
  /* par(allocator): the allocator is not used, the runtime allocates */
  template <typename Alloc> device_t operator()(Alloc &) const { return *this; }
  device_t on(cuport::thrust_rt::stream_t s) const
  {
    device_t d;
    d.stream_ = s;
    return d;
  }
};

} // namespace detail

static const detail::host_t host;
static const detail::host_t seq;
static const detail::device_t device;
namespace cuda {
static const detail::device_t par;
static const detail::device_t par_nosync;
} // namespace cuda
namespace system {
namespace cuda {
using thrust::cuda::par;
using thrust::cuda::par_nosync;
} // namespace cuda
namespace cpp {
static const detail::host_t par;
}
namespace omp {
static const detail::host_t par;
}
namespace tbb {
static const detail::host_t par;
}
} // namespace system

} // namespace thrust

namespace cuport {
namespace thrust_rt {

typedef thrust::detail::execution_policy policy;

template <typename P>
using if_policy = typename std::enable_if<std::is_base_of<policy, typename std::decay<P>::type>::value>::type;
template <typename P>
using if_not_policy = typename std::enable_if<!std::is_base_of<policy, typename std::decay<P>::type>::value>::type;

/* The policy of a call that names none. */
inline policy implicit_policy() { return policy{false, 0}; }

/* n elements of device memory at dev, copied to the host when load is set. */
template <typename T> struct device_stage {
  typedef typename std::remove_const<T>::type V;
  typedef V *iter;
  T *dev;
  stream_t stream;
  buffer<V> buf;

  device_stage(T *d, stream_t s, size_t n, bool load) : dev(d), stream(s), buf(n)
  {
    if (load)
      copy_to_host(buf.data(), dev, n * sizeof(V), stream);
  }
  iter begin() const { return buf.data(); }
  void store(size_t count) { copy_to_device(const_cast<V *>(dev), buf.data(), count * sizeof(V), stream); }
};

/* A host iterator, or one the subset cannot stage: used as it is. */
template <typename It, typename = void> struct stage {
  typedef It iter;
  It it;
  stage(const policy &, It i, size_t, bool) : it(i) {}
  iter begin() const { return it; }
  void store(size_t) {}
};

template <typename T> struct stage<thrust::device_ptr<T>> : device_stage<T> {
  stage(const policy &p, thrust::device_ptr<T> i, size_t n, bool load)
      : device_stage<T>(i.get(), p.stream_, n, load)
  {
  }
};

/* A raw pointer points where the policy says. */
template <typename T> struct stage<T *> {
  typedef typename std::remove_const<T>::type V;
  typedef T *iter;
  T *ptr;
  bool on_device;
  device_stage<T> dev;

  stage(const policy &p, T *i, size_t n, bool load)
      : ptr(i), on_device(p.device_), dev(i, p.stream_, p.device_ ? n : 0, p.device_ && load)
  {
  }
  iter begin() const { return on_device ? dev.begin() : ptr; }
  void store(size_t count)
  {
    if (on_device)
      dev.store(count);
  }
};

template <typename F, typename It, typename R, typename V>
struct stage<thrust::transform_iterator<F, It, R, V>> {
  typedef thrust::transform_iterator<F, typename stage<It>::iter, R, V> iter;
  stage<It> base;
  F f;
  stage(const policy &p, const thrust::transform_iterator<F, It, R, V> &i, size_t n, bool)
      : base(p, i.base(), n, true), f(i.functor())
  {
  }
  iter begin() const { return iter(base.begin(), f); }
  void store(size_t) {}
};

template <typename E, typename I> struct stage<thrust::permutation_iterator<E, I>> {
  typedef thrust::permutation_iterator<typename stage<E>::iter, typename stage<I>::iter> iter;
  stage<I> index;
  size_t extent;
  std::unique_ptr<stage<E>> elements;

  stage(const policy &p, const thrust::permutation_iterator<E, I> &i, size_t n, bool)
      : index(p, i.indices(), n, true), extent(0)
  {
    typename stage<I>::iter b = index.begin();
    for (size_t k = 0; k < n; k++)
      extent = std::max(extent, static_cast<size_t>(b[k]) + 1);
    elements.reset(new stage<E>(p, i.elements(), extent, true));
  }
  iter begin() const { return iter(elements->begin(), index.begin()); }
  void store(size_t) { elements->store(extent); }
};

template <typename It> struct stage<std::reverse_iterator<It>> {
  typedef std::reverse_iterator<typename stage<It>::iter> iter;
  stage<It> base;
  size_t n;
  /* always loaded: a partial write ends anywhere in the base range */
  stage(const policy &p, const std::reverse_iterator<It> &i, size_t count, bool)
      : base(p, i.base() - count, count, true), n(count)
  {
  }
  iter begin() const { return iter(base.begin() + n); }
  void store(size_t) { base.store(n); }
};

template <typename... It> struct stage<thrust::zip_iterator<std::tuple<It...>>> {
  typedef thrust::zip_iterator<std::tuple<typename stage<It>::iter...>> iter;
  std::tuple<stage<It>...> parts;

  template <size_t... K>
  stage(const policy &p, const std::tuple<It...> &its, size_t n, bool load, std::index_sequence<K...>)
      : parts(stage<It>(p, std::get<K>(its), n, load)...)
  {
  }
  stage(const policy &p, const thrust::zip_iterator<std::tuple<It...>> &i, size_t n, bool load)
      : stage(p, i.get_iterator_tuple(), n, load, std::index_sequence_for<It...>())
  {
  }
  template <size_t... K> iter make(std::index_sequence<K...>) const
  {
    return iter(std::make_tuple(std::get<K>(parts).begin()...));
  }
  iter begin() const { return make(std::index_sequence_for<It...>()); }
  template <size_t... K> void store_all(size_t count, std::index_sequence<K...>)
  {
    int ignored[] = {0, ((void)std::get<K>(parts).store(count), 0)...};
    (void)ignored;
  }
  void store(size_t count) { store_all(count, std::index_sequence_for<It...>()); }
};

/* What an algorithm reads (in), writes (out), or both (inout). */
template <typename It> inline stage<It> in(const policy &p, It first, size_t n)
{
  return stage<It>(p, first, n, true);
}
template <typename It> inline stage<It> out(const policy &p, It first, size_t n)
{
  return stage<It>(p, first, n, false);
}

/* The device memory an iterator ranges over contiguously, or NULL. */
template <typename It> inline void *contiguous_device(const policy &, const It &) { return nullptr; }
template <typename T> inline void *contiguous_device(const policy &, const thrust::device_ptr<T> &p)
{
  return const_cast<typename std::remove_const<T>::type *>(p.get());
}
template <typename T> inline void *contiguous_device(const policy &pol, T *p)
{
  return pol.device_ ? const_cast<typename std::remove_const<T>::type *>(p) : nullptr;
}

} // namespace thrust_rt
} // namespace cuport

#endif

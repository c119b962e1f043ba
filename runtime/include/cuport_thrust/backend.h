/*
 * cuport_thrust/backend.h: the few runtime services the Thrust subset stands on.
 *
 * Every other part of the subset reaches the device through the functions here:
 * allocation (cuportMalloc, what cudaMalloc becomes, so a device_vector's data() is
 * the coarse-grained SVM pointer a migrated kernel launch takes), copies in either
 * direction ordered on a stream, and `invoke`, the one place user callables are
 * called from.  The header is read twice: by the migrated program (the definitions
 * below) and by cuport's own parse of the CUDA source (CUPORT_THRUST_PARSE, set by the
 * parse-only thrust/ headers of headers/thrust).  During that parse the CUDA
 * declarations are in scope instead of the runtime's, streams are cudaStream_t, and
 * `invoke` has no call in its body: a functor or lambda may be __device__ only in
 * CUDA, and clang rejects a host function that calls one.  The migrated file keeps
 * such a callable host-compilable (its __device__ becomes nothing), so the
 * migrated build calls it for real.
 */
#ifndef CUPORT_THRUST_BACKEND_H
#define CUPORT_THRUST_BACKEND_H

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

/* A C++ unit parsed or built without CUDA's keywords (a .cpp using host_vector). */
#ifndef __host__
#define __host__
#endif
#ifndef __device__
#define __device__
#endif

namespace thrust {
namespace system {
/* What Thrust throws when a CUDA call fails (thrust::system_error): the subset throws it
   when a runtime call does (check, below). */
class system_error : public std::runtime_error {
public:
  explicit system_error(const std::string &what) : std::runtime_error(what) {}
};
} // namespace system
using system::system_error;
} // namespace thrust

namespace cuport {
namespace thrust_rt {

#ifdef CUPORT_THRUST_PARSE

typedef cudaStream_t stream_t;
void *device_alloc(size_t bytes);
void device_free(void *p);
void copy_to_host(void *dst, const void *src, size_t bytes, stream_t s);
void copy_to_device(void *dst, const void *src, size_t bytes, stream_t s);
void copy_on_device(void *dst, const void *src, size_t bytes, stream_t s);
void zero_device(void *dst, size_t bytes, stream_t s);
void synchronize(stream_t s);
bool device_reduce(const void *in, void *result, long long n, int scalar, int op, const void *init,
                   stream_t s);
bool device_scan(const void *in, void *out, long long n, int scalar, int op, int exclusive,
                 const void *init, stream_t s);
bool device_sort(void *keys, void *values, size_t value_size, long long n, int scalar,
                 bool descending, stream_t s);
bool device_arg_extreme(const void *in, long long n, int scalar, bool largest, long long *index,
                        stream_t s);
bool device_reduce_by_key(const void *keys, void *keys_out, const void *values, void *values_out,
                          long long n, int key_scalar, int value_scalar, int op, long long *segments,
                          stream_t s);

template <typename R> struct parse_value {
  static __host__ __device__ R get()
  {
    return *static_cast<typename std::remove_reference<R>::type *>(nullptr);
  }
};
template <> struct parse_value<void> {
  static __host__ __device__ void get() {}
};

/* The type of f(a...) without a call: see the file's comment. */
template <typename F, typename... A>
__host__ __device__ auto invoke(F &f, A &&...a) -> decltype(f(std::forward<A>(a)...))
{
  return parse_value<decltype(f(std::forward<A>(a)...))>::get();
}

#else /* the migrated program */

typedef cuportStream_t stream_t;

/* Thrust reports a failed CUDA call with thrust::system_error; so does the subset. */
class error : public ::thrust::system_error {
public:
  explicit error(const std::string &what) : ::thrust::system_error(what) {}
};

inline void check(cuportError_t e, const char *what)
{
  if (e != cuportSuccess)
    throw error(std::string("cuport thrust: ") + what + ": " + cuportGetErrorString(e));
}

inline void *device_alloc(size_t bytes)
{
  void *p = nullptr;
  if (bytes)
    check(cuportMalloc(&p, bytes), "device allocation");
  return p;
}

inline void device_free(void *p)
{
  if (p)
    cuportFree(p);
}

/* A copy on a stream returns once it is done (the data is then the caller's), after
 * the stream's earlier work; the default stream's copies are the synchronous ones. */
inline void copy(void *dst, const void *src, size_t bytes, cuportMemcpyKind kind, stream_t s)
{
  if (!bytes)
    return;
  if (s) {
    check(cuportMemcpyAsync(dst, src, bytes, kind, s), "copy");
    check(cuportStreamSynchronize(s), "copy");
  } else {
    check(cuportMemcpy(dst, src, bytes, kind), "copy");
  }
}

inline void copy_to_host(void *dst, const void *src, size_t bytes, stream_t s)
{
  copy(dst, src, bytes, cuportMemcpyDeviceToHost, s);
}

inline void copy_to_device(void *dst, const void *src, size_t bytes, stream_t s)
{
  copy(dst, src, bytes, cuportMemcpyHostToDevice, s);
}

inline void copy_on_device(void *dst, const void *src, size_t bytes, stream_t s)
{
  copy(dst, src, bytes, cuportMemcpyDeviceToDevice, s);
}

inline void zero_device(void *dst, size_t bytes, stream_t s)
{
  if (!bytes)
    return;
  if (s) {
    check(cuportMemsetAsync(dst, 0, bytes, s), "memset");
    check(cuportStreamSynchronize(s), "memset");
  } else {
    check(cuportMemset(dst, 0, bytes), "memset");
  }
}

inline void synchronize(stream_t s)
{
  check(s ? cuportStreamSynchronize(s) : cuportDeviceSynchronize(), "synchronize");
}

/* The runtime's device reduction and scan (algorithm.c) over n elements of the
 * scalar type `scalar` (cuportScalarType) with `op` (cuportReduceOp); the result of a
 * reduction is copied to the host at result.  False when the runtime refuses. */
inline bool device_reduce(const void *in, void *result, long long n, int scalar, int op,
                          const void *init, stream_t s)
{
  size_t bytes = 0;
  cuportScalarType t = (cuportScalarType)scalar;
  cuportReduceOp o = (cuportReduceOp)op;
  if (cuportAlgoReduce(nullptr, &bytes, in, nullptr, n, t, o, init, s) != cuportSuccess)
    return false;
  size_t size = scalar == CUPORT_SCALAR_I32 || scalar == CUPORT_SCALAR_U32 || scalar == CUPORT_SCALAR_F32 ? 4 : 8;
  char *temp = static_cast<char *>(device_alloc(bytes + 64));
  bool ok = cuportAlgoReduce(temp + 64, &bytes, in, temp, n, t, o, init, s) == cuportSuccess;
  if (ok)
    copy_to_host(result, temp, size, s);
  device_free(temp);
  return ok;
}

inline bool device_scan(const void *in, void *out, long long n, int scalar, int op, int exclusive,
                        const void *init, stream_t s)
{
  size_t bytes = 0;
  cuportScalarType t = (cuportScalarType)scalar;
  cuportReduceOp o = (cuportReduceOp)op;
  if (cuportAlgoScan(nullptr, &bytes, in, out, n, t, o, exclusive, init, s) != cuportSuccess)
    return false;
  void *temp = device_alloc(bytes ? bytes : 1);
  bool ok = cuportAlgoScan(temp, &bytes, in, out, n, t, o, exclusive, init, s) == cuportSuccess;
  if (ok)
    synchronize(s);
  device_free(temp);
  return ok;
}

/* The runtime's stable radix sort (sort.c) of n keys of the scalar type `scalar` in
 * place, values (value_size bytes each, or none) moving with them; done on return.
 * False when the runtime refuses (the caller then sorts on the host). */
inline bool device_sort(void *keys, void *values, size_t value_size, long long n, int scalar,
                        bool descending, stream_t s)
{
  return cuportAlgoSortPairs(keys, values, value_size, n, (cuportScalarType)scalar,
                             descending ? 1 : 0, s) == cuportSuccess;
}

/* The index of the first smallest (largest) of n elements of the scalar type `scalar`
 * in device memory, with the runtime's ArgMin (ArgMax); false when it refuses. */
inline bool device_arg_extreme(const void *in, long long n, int scalar, bool largest,
                               long long *index, stream_t s)
{
  size_t bytes = 0;
  cuportScalarType t = (cuportScalarType)scalar;
  cuportReduceOp o = largest ? CUPORT_REDUCE_MAX : CUPORT_REDUCE_MIN;
  if (cuportAlgoArgReduce(nullptr, &bytes, in, nullptr, nullptr, 8, n, t, o, s) != cuportSuccess)
    return false;
  /* the value (8 bytes at most) and the index, then the scratch */
  char *temp = static_cast<char *>(device_alloc(bytes + 64));
  bool ok = cuportAlgoArgReduce(temp + 64, &bytes, in, temp, temp + 8, 8, n, t, o, s) ==
            cuportSuccess;
  if (ok)
    copy_to_host(index, temp + 8, sizeof *index, s);
  device_free(temp);
  return ok;
}

/* The runtime's reduce_by_key (bykey.c): the number of runs to *segments; false when
 * it refuses. */
inline bool device_reduce_by_key(const void *keys, void *keys_out, const void *values,
                                 void *values_out, long long n, int key_scalar, int value_scalar,
                                 int op, long long *segments, stream_t s)
{
  return cuportAlgoReduceByKey(keys, keys_out, values, values_out, n,
                               (cuportScalarType)key_scalar, (cuportScalarType)value_scalar,
                               (cuportReduceOp)op, segments, s) == cuportSuccess;
}

template <typename F, typename... A>
inline auto invoke(F &f, A &&...a) -> decltype(f(std::forward<A>(a)...))
{
  return f(std::forward<A>(a)...);
}

#endif /* CUPORT_THRUST_PARSE */

/* A user callable handed to a std:: algorithm: every call goes through invoke. */
template <typename F> struct callable {
  F f;
  template <typename... A>
  __host__ __device__ auto operator()(A &&...a) -> decltype(invoke(f, std::forward<A>(a)...))
  {
    return invoke(f, std::forward<A>(a)...);
  }
};

template <typename F> inline callable<F> wrap(F f) { return callable<F>{f}; }

/* A host buffer of n elements, default-initialized (std::vector<bool> has no data()). */
template <typename T> struct buffer {
  std::unique_ptr<T[]> p;
  size_t n = 0;
  buffer() = default;
  explicit buffer(size_t count) : p(count ? new T[count] : nullptr), n(count) {}
  T *data() const { return p.get(); }
};

} // namespace thrust_rt
} // namespace cuport

#endif

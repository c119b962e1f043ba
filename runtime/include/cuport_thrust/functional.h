/*
 * cuport_thrust/functional.h: Thrust's function objects, pairs and tuples.
 *
 * The operators are __host__ __device__ as in Thrust, so the parse of a CUDA source
 * accepts them in both kinds of code; the algorithms recognise plus, maximum and
 * minimum (and their std:: twins) to take the runtime's device reduction and scan.
 * thrust::pair and thrust::tuple are std::pair and std::tuple, with get, tie and
 * the make_ functions, which is what host code needs of them.
 */
#ifndef CUPORT_THRUST_FUNCTIONAL_H
#define CUPORT_THRUST_FUNCTIONAL_H

#include <functional>
#include <tuple>
#include <utility>

#include "backend.h"

namespace thrust {

using std::get;
using std::make_pair;
using std::make_tuple;
using std::pair;
#ifdef CUPORT_THRUST_PARSE
/* The parse only: tie(a, b) = p assigns through std::tuple's operator=, which C++17 does
 * not make constexpr, so clang takes it for host code and refuses it in a kernel, and the
 * whole unit would go unmigrated.  This tie's assignment is __host__ __device__: the unit
 * parses, and the kernel translator says what it does with a tie in device code
 * (docs/thrust.md, "In device code").  The build uses std::tie itself. */
template <typename... T> struct cuport_tie_t {
  std::tuple<T &...> refs;
  template <typename U> __host__ __device__ cuport_tie_t &operator=(U &&u)
  {
    refs = std::forward<U>(u);
    return *this;
  }
  __host__ __device__ operator std::tuple<T &...>() const { return refs; }
};
template <typename... T> __host__ __device__ cuport_tie_t<T...> tie(T &...r)
{
  return cuport_tie_t<T...>{std::tuple<T &...>(r...)};
}
#else
using std::tie;
#endif
using std::tuple;
using std::tuple_element;
using std::tuple_size;

#define CUPORT_THRUST_BINARY(name, expr)                                                     \
  template <typename T = void> struct name {                                                 \
    typedef T first_argument_type;                                                           \
    typedef T second_argument_type;                                                          \
    __host__ __device__ auto operator()(const T &a, const T &b) const -> decltype(expr)      \
    {                                                                                        \
      return expr;                                                                           \
    }                                                                                        \
  };                                                                                         \
  template <> struct name<void> {                                                            \
    template <typename T, typename U>                                                        \
    __host__ __device__ auto operator()(const T &a, const U &b) const -> decltype(expr)      \
    {                                                                                        \
      return expr;                                                                           \
    }                                                                                        \
  };
CUPORT_THRUST_BINARY(plus, a + b)
CUPORT_THRUST_BINARY(minus, a - b)
CUPORT_THRUST_BINARY(multiplies, a * b)
CUPORT_THRUST_BINARY(divides, a / b)
CUPORT_THRUST_BINARY(modulus, a % b)
CUPORT_THRUST_BINARY(equal_to, a == b)
CUPORT_THRUST_BINARY(not_equal_to, a != b)
CUPORT_THRUST_BINARY(less, a < b)
CUPORT_THRUST_BINARY(greater, a > b)
CUPORT_THRUST_BINARY(less_equal, a <= b)
CUPORT_THRUST_BINARY(greater_equal, a >= b)
CUPORT_THRUST_BINARY(logical_and, a &&b)
CUPORT_THRUST_BINARY(logical_or, a || b)
CUPORT_THRUST_BINARY(bit_and, a &b)
CUPORT_THRUST_BINARY(bit_or, a | b)
CUPORT_THRUST_BINARY(bit_xor, a ^ b)
CUPORT_THRUST_BINARY(maximum, a < b ? b : a)
CUPORT_THRUST_BINARY(minimum, b < a ? b : a)
#undef CUPORT_THRUST_BINARY

#define CUPORT_THRUST_UNARY(name, expr)                                                      \
  template <typename T = void> struct name {                                                 \
    typedef T argument_type;                                                                 \
    __host__ __device__ auto operator()(const T &a) const -> decltype(expr) { return expr; } \
  };                                                                                         \
  template <> struct name<void> {                                                            \
    template <typename T>                                                                    \
    __host__ __device__ auto operator()(const T &a) const -> decltype(expr)                  \
    {                                                                                        \
      return expr;                                                                           \
    }                                                                                        \
  };
CUPORT_THRUST_UNARY(negate, -a)
CUPORT_THRUST_UNARY(logical_not, !a)
CUPORT_THRUST_UNARY(bit_not, ~a)
#undef CUPORT_THRUST_UNARY

template <typename T = void> struct identity {
  __host__ __device__ const T &operator()(const T &a) const { return a; }
};
template <> struct identity<void> {
  template <typename T> __host__ __device__ const T &operator()(const T &a) const { return a; }
};
template <typename T = void, typename U = void> struct project1st {
  __host__ __device__ const T &operator()(const T &a, const U &) const { return a; }
};
template <typename T = void, typename U = void> struct project2nd {
  __host__ __device__ const U &operator()(const T &, const U &b) const { return b; }
};

/* Deprecated in Thrust, still the base of older functors. */
template <typename A, typename R> struct unary_function {
  typedef A argument_type;
  typedef R result_type;
};
template <typename A, typename B, typename R> struct binary_function {
  typedef A first_argument_type;
  typedef B second_argument_type;
  typedef R result_type;
};

template <typename T> __host__ __device__ inline const T &max(const T &a, const T &b)
{
  return a < b ? b : a;
}
template <typename T> __host__ __device__ inline const T &min(const T &a, const T &b)
{
  return b < a ? b : a;
}

} // namespace thrust

#endif

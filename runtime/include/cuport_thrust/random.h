/*
 * cuport_thrust/random.h: thrust/random.h's engines and distributions.
 *
 * The linear congruential engines and the uniform distributions are Thrust's, as its
 * documentation defines them, so a program gets the numbers its CUDA build got:
 * linear_congruential_engine<UIntType, a, c, m> computes x = (a * x + c) mod m in 64-bit
 * arithmetic, with min (1 when c is 0, else 0) and max (m - 1) static constants as
 * Thrust has them (not std::'s functions); minstd_rand0 is 16807, minstd_rand and
 * default_random_engine 48271, all modulo 2^31 - 1 and of 32-bit result.  A seed whose
 * value modulo m is 0 (with c 0) starts at 1.  uniform_real_distribution maps one engine
 * output u to a + (b - a) * (u - min) / (1 + max - min); uniform_int_distribution is
 * uniform_real_distribution<double> over [a, b + 1), truncated.  normal_distribution
 * is Box-Muller over two uniform draws (Thrust's differs between host and device; a
 * program comparing normal numbers with those of a CUDA run may see others).  Every
 * member is __host__ __device__, so device code that names them parses.  The ranlux
 * engines are the standard library's.
 */
#ifndef CUPORT_THRUST_RANDOM_H
#define CUPORT_THRUST_RANDOM_H

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

#include "backend.h"

namespace thrust {
namespace random {

template <typename UIntType, UIntType a, UIntType c, UIntType m> class linear_congruential_engine {
public:
  typedef UIntType result_type;
  static const result_type multiplier = a;
  static const result_type increment = c;
  static const result_type modulus = m;
  static const result_type min = c == 0u ? 1u : 0u;
  static const result_type max = m - 1u;
  static const result_type default_seed = 1u;

  __host__ __device__ explicit linear_congruential_engine(result_type s = default_seed) { seed(s); }
  __host__ __device__ void seed(result_type s = default_seed)
  {
    x_ = (increment % modulus == 0u && s % modulus == 0u) ? static_cast<result_type>(1u % modulus)
                                                         : static_cast<result_type>(s % modulus);
  }
  __host__ __device__ result_type operator()()
  {
    x_ = static_cast<result_type>(
        (static_cast<unsigned long long>(multiplier) * x_ + increment) % modulus);
    return x_;
  }
  __host__ __device__ void discard(unsigned long long z)
  {
    for (; z > 0; z--)
      (*this)();
  }
  __host__ __device__ bool operator==(const linear_congruential_engine &o) const { return x_ == o.x_; }
  __host__ __device__ bool operator!=(const linear_congruential_engine &o) const { return x_ != o.x_; }

private:
  result_type x_;
};

template <typename U, U a, U c, U m> const U linear_congruential_engine<U, a, c, m>::multiplier;
template <typename U, U a, U c, U m> const U linear_congruential_engine<U, a, c, m>::increment;
template <typename U, U a, U c, U m> const U linear_congruential_engine<U, a, c, m>::modulus;
template <typename U, U a, U c, U m> const U linear_congruential_engine<U, a, c, m>::min;
template <typename U, U a, U c, U m> const U linear_congruential_engine<U, a, c, m>::max;
template <typename U, U a, U c, U m> const U linear_congruential_engine<U, a, c, m>::default_seed;

typedef linear_congruential_engine<std::uint32_t, 16807u, 0u, 2147483647u> minstd_rand0;
typedef linear_congruential_engine<std::uint32_t, 48271u, 0u, 2147483647u> minstd_rand;
typedef minstd_rand default_random_engine;
using std::ranlux24;
using std::ranlux48;
using std::ranlux24_base;
using std::ranlux48_base;

namespace detail {
/* An engine's smallest and largest output: Thrust's engines have them as constants,
 * the standard library's as functions. */
template <typename G> __host__ __device__ constexpr auto engine_min(int) -> decltype(G::min())
{
  return G::min();
}
template <typename G> __host__ __device__ constexpr auto engine_min(long) -> decltype(G::min + 0)
{
  return G::min;
}
template <typename G> __host__ __device__ constexpr auto engine_max(int) -> decltype(G::max())
{
  return G::max();
}
template <typename G> __host__ __device__ constexpr auto engine_max(long) -> decltype(G::max + 0)
{
  return G::max;
}
} // namespace detail

template <typename RealType = double> class uniform_real_distribution {
public:
  typedef RealType result_type;
  struct param_type {
    RealType first, second;
    __host__ __device__ param_type(RealType x = 0, RealType y = 1) : first(x), second(y) {}
  };
  __host__ __device__ explicit uniform_real_distribution(RealType a = 0, RealType b = 1) : p_(a, b) {}
  __host__ __device__ explicit uniform_real_distribution(const param_type &p) : p_(p) {}
  __host__ __device__ void reset() {}
  template <typename G> __host__ __device__ result_type operator()(G &g) { return (*this)(g, p_); }
  template <typename G> __host__ __device__ result_type operator()(G &g, const param_type &p)
  {
    typedef typename std::remove_reference<G>::type E;
    result_type r = static_cast<result_type>(g() - detail::engine_min<E>(0));
    r /= result_type(1) +
         static_cast<result_type>(detail::engine_max<E>(0) - detail::engine_min<E>(0));
    return r * (p.second - p.first) + p.first;
  }
  __host__ __device__ result_type a() const { return p_.first; }
  __host__ __device__ result_type b() const { return p_.second; }
  __host__ __device__ result_type min() const { return p_.first; }
  __host__ __device__ result_type max() const { return p_.second; }
  __host__ __device__ param_type param() const { return p_; }
  __host__ __device__ void param(const param_type &p) { p_ = p; }

private:
  param_type p_;
};

template <typename IntType = int> class uniform_int_distribution {
public:
  typedef IntType result_type;
  struct param_type {
    IntType first, second;
    __host__ __device__ param_type(IntType x = 0, IntType y = std::numeric_limits<IntType>::max())
        : first(x), second(y)
    {
    }
  };
  __host__ __device__ explicit uniform_int_distribution(IntType a = 0,
                                                        IntType b = std::numeric_limits<IntType>::max())
      : p_(a, b)
  {
  }
  __host__ __device__ explicit uniform_int_distribution(const param_type &p) : p_(p) {}
  __host__ __device__ void reset() {}
  template <typename G> __host__ __device__ result_type operator()(G &g) { return (*this)(g, p_); }
  template <typename G> __host__ __device__ result_type operator()(G &g, const param_type &p)
  {
    /* [a, b + 1) in double, the right end open */
    uniform_real_distribution<double> real(static_cast<double>(p.first),
                                           static_cast<double>(p.second) + 1.0);
    return static_cast<result_type>(real(g));
  }
  __host__ __device__ result_type a() const { return p_.first; }
  __host__ __device__ result_type b() const { return p_.second; }
  __host__ __device__ result_type min() const { return p_.first; }
  __host__ __device__ result_type max() const { return p_.second; }
  __host__ __device__ param_type param() const { return p_; }
  __host__ __device__ void param(const param_type &p) { p_ = p; }

private:
  param_type p_;
};

template <typename RealType = double> class normal_distribution {
public:
  typedef RealType result_type;
  struct param_type {
    RealType first, second;
    __host__ __device__ param_type(RealType m = 0, RealType s = 1) : first(m), second(s) {}
  };
  __host__ __device__ explicit normal_distribution(RealType mean = 0, RealType stddev = 1)
      : p_(mean, stddev), saved_(0), have_(false)
  {
  }
  __host__ __device__ explicit normal_distribution(const param_type &p) : p_(p), saved_(0), have_(false) {}
  __host__ __device__ void reset() { have_ = false; }
  template <typename G> __host__ __device__ result_type operator()(G &g) { return (*this)(g, p_); }
  template <typename G> __host__ __device__ result_type operator()(G &g, const param_type &p)
  {
    if (have_) {
      have_ = false;
      return p.first + p.second * saved_;
    }
    uniform_real_distribution<RealType> u01;
    /* u1 in (0, 1], so its logarithm is finite */
    RealType u1 = RealType(1) - u01(g), u2 = u01(g);
    RealType r = std::sqrt(RealType(-2) * std::log(u1));
    RealType t = RealType(6.283185307179586476925286766559) * u2;
    saved_ = r * std::sin(t);
    have_ = true;
    return p.first + p.second * (r * std::cos(t));
  }
  __host__ __device__ result_type mean() const { return p_.first; }
  __host__ __device__ result_type stddev() const { return p_.second; }
  __host__ __device__ param_type param() const { return p_; }
  __host__ __device__ void param(const param_type &p) { p_ = p; }

private:
  param_type p_;
  RealType saved_;
  bool have_;
};

} // namespace random

using random::default_random_engine;
using random::linear_congruential_engine;
using random::minstd_rand;
using random::minstd_rand0;
using random::normal_distribution;
using random::ranlux24;
using random::ranlux24_base;
using random::ranlux48;
using random::ranlux48_base;
using random::uniform_int_distribution;
using random::uniform_real_distribution;

} // namespace thrust

#endif

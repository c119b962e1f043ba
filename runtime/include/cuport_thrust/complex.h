/*
 * cuport_thrust/complex.h: thrust::complex<T>, the host arithmetic of a pair (re, im)
 * laid out as CUDA's (two T, aligned to 2 * sizeof(T)), so an array of them can be
 * copied to and from device memory as it is.  The functions are Thrust's: abs, arg,
 * norm, conj, polar, exp, log, sqrt, pow, sin, cos, with std::complex doing the work.
 */
#ifndef CUPORT_THRUST_COMPLEX_H
#define CUPORT_THRUST_COMPLEX_H

#include <cmath>
#include <complex>
#include <ostream>

#include "backend.h"

namespace thrust {

template <typename T> struct alignas(2 * sizeof(T)) complex {
  T re, im;
  typedef T value_type;

  __host__ __device__ complex(const T &r = T(), const T &i = T()) : re(r), im(i) {}
  template <typename U> __host__ __device__ complex(const complex<U> &o) : re(T(o.real())), im(T(o.imag())) {}
  complex(const std::complex<T> &o) : re(o.real()), im(o.imag()) {}
  operator std::complex<T>() const { return std::complex<T>(re, im); }

  __host__ __device__ T real() const { return re; }
  __host__ __device__ T imag() const { return im; }
  __host__ __device__ void real(T r) { re = r; }
  __host__ __device__ void imag(T i) { im = i; }

  __host__ __device__ complex &operator+=(const complex &o) { re += o.re; im += o.im; return *this; }
  __host__ __device__ complex &operator-=(const complex &o) { re -= o.re; im -= o.im; return *this; }
  __host__ __device__ complex &operator*=(const complex &o) { return *this = *this * o; }
  __host__ __device__ complex &operator/=(const complex &o) { return *this = *this / o; }
  __host__ __device__ complex &operator*=(const T &s) { re *= s; im *= s; return *this; }
  __host__ __device__ complex &operator/=(const T &s) { re /= s; im /= s; return *this; }

  __host__ __device__ friend complex operator+(const complex &a, const complex &b) { return complex(a.re + b.re, a.im + b.im); }
  __host__ __device__ friend complex operator-(const complex &a, const complex &b) { return complex(a.re - b.re, a.im - b.im); }
  __host__ __device__ friend complex operator*(const complex &a, const complex &b)
  {
    return complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
  }
  __host__ __device__ friend complex operator/(const complex &a, const complex &b)
  {
    T d = b.re * b.re + b.im * b.im;
    return complex((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d);
  }
  __host__ __device__ friend complex operator+(const complex &a, const T &s) { return complex(a.re + s, a.im); }
  __host__ __device__ friend complex operator-(const complex &a, const T &s) { return complex(a.re - s, a.im); }
  __host__ __device__ friend complex operator*(const complex &a, const T &s) { return complex(a.re * s, a.im * s); }
  __host__ __device__ friend complex operator/(const complex &a, const T &s) { return complex(a.re / s, a.im / s); }
  __host__ __device__ friend complex operator+(const T &s, const complex &a) { return complex(s + a.re, a.im); }
  __host__ __device__ friend complex operator-(const T &s, const complex &a) { return complex(s - a.re, -a.im); }
  __host__ __device__ friend complex operator*(const T &s, const complex &a) { return complex(s * a.re, s * a.im); }
  __host__ __device__ friend complex operator/(const T &s, const complex &a) { return complex(s) / a; }
  __host__ __device__ friend complex operator-(const complex &a) { return complex(-a.re, -a.im); }
  __host__ __device__ friend complex operator+(const complex &a) { return a; }
  __host__ __device__ friend bool operator==(const complex &a, const complex &b) { return a.re == b.re && a.im == b.im; }
  __host__ __device__ friend bool operator!=(const complex &a, const complex &b) { return !(a == b); }
  friend std::ostream &operator<<(std::ostream &os, const complex &a)
  {
    return os << '(' << a.re << ',' << a.im << ')';
  }
};

template <typename T> inline T abs(const complex<T> &z) { return std::hypot(z.re, z.im); }
template <typename T> inline T arg(const complex<T> &z) { return std::atan2(z.im, z.re); }
template <typename T> __host__ __device__ inline T norm(const complex<T> &z) { return z.re * z.re + z.im * z.im; }
template <typename T> __host__ __device__ inline complex<T> conj(const complex<T> &z) { return complex<T>(z.re, -z.im); }
template <typename T> inline complex<T> polar(const T &m, const T &theta = T())
{
  return complex<T>(m * std::cos(theta), m * std::sin(theta));
}
#define CUPORT_THRUST_COMPLEX_FN(fn)                                                         \
  template <typename T> inline complex<T> fn(const complex<T> &z)                            \
  {                                                                                          \
    return complex<T>(std::fn(std::complex<T>(z.re, z.im)));                                 \
  }
CUPORT_THRUST_COMPLEX_FN(exp)
CUPORT_THRUST_COMPLEX_FN(log)
CUPORT_THRUST_COMPLEX_FN(log10)
CUPORT_THRUST_COMPLEX_FN(sqrt)
CUPORT_THRUST_COMPLEX_FN(sin)
CUPORT_THRUST_COMPLEX_FN(cos)
CUPORT_THRUST_COMPLEX_FN(tan)
CUPORT_THRUST_COMPLEX_FN(sinh)
CUPORT_THRUST_COMPLEX_FN(cosh)
CUPORT_THRUST_COMPLEX_FN(tanh)
#undef CUPORT_THRUST_COMPLEX_FN
template <typename T> inline complex<T> pow(const complex<T> &a, const complex<T> &b)
{
  return complex<T>(std::pow(std::complex<T>(a.re, a.im), std::complex<T>(b.re, b.im)));
}
template <typename T> inline complex<T> pow(const complex<T> &a, const T &b)
{
  return complex<T>(std::pow(std::complex<T>(a.re, a.im), b));
}

} // namespace thrust

#endif

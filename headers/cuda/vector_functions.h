/* cuport: make_<vector>() constructors for CUDA's vector types, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * Every make_* function is __host__ __device__, as in CUDA, taking one scalar per member.
 */
#ifndef CUPORT_VECTOR_FUNCTIONS_H
#define CUPORT_VECTOR_FUNCTIONS_H
#define __VECTOR_FUNCTIONS_H__
#include "vector_types.h"

#define __CUPORT_MK(t, n)                                                             \
  __CUPORT_HD n##1 make_##n##1(t x);                                                  \
  __CUPORT_HD n##2 make_##n##2(t x, t y);                                             \
  __CUPORT_HD n##3 make_##n##3(t x, t y, t z);                                        \
  __CUPORT_HD n##4 make_##n##4(t x, t y, t z, t w);

__CUPORT_BEGIN_C
__CUPORT_MK(signed char, char)
__CUPORT_MK(unsigned char, uchar)
__CUPORT_MK(short, short)
__CUPORT_MK(unsigned short, ushort)
__CUPORT_MK(int, int)
__CUPORT_MK(unsigned int, uint)
__CUPORT_MK(long, long)
__CUPORT_MK(unsigned long, ulong)
__CUPORT_MK(long long, longlong)
__CUPORT_MK(unsigned long long, ulonglong)
__CUPORT_MK(float, float)
__CUPORT_MK(double, double)
__CUPORT_END_C
#undef __CUPORT_MK

#endif /* CUPORT_VECTOR_FUNCTIONS_H */

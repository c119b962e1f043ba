/*
 * cuport_cuda_std.h: libcu++'s standard headers (<cuda/std/type_traits>, <cuda/std/cstdint>,
 * ...) for host code.
 *
 * In host code libcu++'s cuda::std is the C++ standard library under another name, so
 * this header includes the standard headers libcu++ mirrors and makes cuda::std name
 * what std names (cuda::std::is_same, cuda::std::numeric_limits). Device code gets them
 * from the kernel translator, which translates the standard library's names it knows.
 */
#ifndef CUPORT_CUDA_STD_H
#define CUPORT_CUDA_STD_H

#ifdef __cplusplus
#include <array>
#include <cassert>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <tuple>
#include <type_traits>
#include <utility>

namespace cuda {
namespace std {
using namespace ::std;
}
}
#else
#include <assert.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#endif

#endif /* CUPORT_CUDA_STD_H */

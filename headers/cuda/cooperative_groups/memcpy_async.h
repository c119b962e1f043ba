/* cuport: cooperative_groups::memcpy_async and wait, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 */
#ifndef CUPORT_CG_MEMCPY_ASYNC_H
#define CUPORT_CG_MEMCPY_ASYNC_H
#include "../cooperative_groups.h"
#if defined(__cplusplus) && defined(__CUDA__)
namespace cooperative_groups {
template <class Group> __CUPORT_D void memcpy_async(const Group &group, void *dst, const void *src, size_t count);
template <class Group, class T> __CUPORT_D void memcpy_async(const Group &group, T *dst, const T *src, size_t count);
template <class Group, class T>
__CUPORT_D void memcpy_async(const Group &group, T *dst, size_t dst_count, const T *src, size_t src_count);
template <class Group> __CUPORT_D void wait(const Group &group);
template <unsigned int N, class Group> __CUPORT_D void wait_prior(const Group &group);
} // namespace cooperative_groups
#endif
#endif /* CUPORT_CG_MEMCPY_ASYNC_H */

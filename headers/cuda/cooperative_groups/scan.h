/* cuport: cooperative_groups::inclusive_scan / exclusive_scan, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 */
#ifndef CUPORT_CG_SCAN_H
#define CUPORT_CG_SCAN_H
#include "reduce.h"
#if defined(__cplusplus) && defined(__CUDA__)
namespace cooperative_groups {
template <class Group, class T> __CUPORT_D T inclusive_scan(const Group &group, T value);
template <class Group, class T, class Op> __CUPORT_D T inclusive_scan(const Group &group, T value, Op op);
template <class Group, class T> __CUPORT_D T exclusive_scan(const Group &group, T value);
template <class Group, class T, class Op> __CUPORT_D T exclusive_scan(const Group &group, T value, Op op);
} // namespace cooperative_groups
#endif
#endif /* CUPORT_CG_SCAN_H */

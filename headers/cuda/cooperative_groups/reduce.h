/* cuport: cooperative_groups::reduce and its operators, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * cg::reduce(group, value, op) over a tile or block, with the function objects cg::plus,
 * cg::less, cg::greater, cg::bit_and, cg::bit_or and cg::bit_xor, plus reduce_update_async.
 */
#ifndef CUPORT_CG_REDUCE_H
#define CUPORT_CG_REDUCE_H
#include "../cooperative_groups.h"
#if defined(__cplusplus) && defined(__CUDA__)
namespace cooperative_groups {
template <class T> struct plus { __CUPORT_HD T operator()(const T &a, const T &b) const; };
template <class T> struct less { __CUPORT_HD T operator()(const T &a, const T &b) const; };
template <class T> struct greater { __CUPORT_HD T operator()(const T &a, const T &b) const; };
template <class T> struct bit_and { __CUPORT_HD T operator()(const T &a, const T &b) const; };
template <class T> struct bit_or { __CUPORT_HD T operator()(const T &a, const T &b) const; };
template <class T> struct bit_xor { __CUPORT_HD T operator()(const T &a, const T &b) const; };
template <class Group, class T, class Op> __CUPORT_D T reduce(const Group &group, T value, Op op);
template <class Group, class T, class Op>
__CUPORT_D void reduce_update_async(const Group &group, T &dst, const T &value, Op op);
template <class Group, class T, class Op>
__CUPORT_D void reduce_store_async(const Group &group, T *dst, const T &value, Op op);
} // namespace cooperative_groups
#endif
#endif /* CUPORT_CG_REDUCE_H */

/* cuport: CUDA cooperative groups, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * Namespace cooperative_groups with thread_group, thread_block (this_thread_block(), also
 * with a block_tile_memory), grid_group (this_grid(), so grid.sync() parses),
 * coalesced_group (coalesced_threads()),
 * thread_block_tile<N> (tiled_partition<N>(parent)) with its warp operations (shfl,
 * shfl_up, shfl_down, shfl_xor, any, all, ballot, match_any, match_all), the run-time
 * tiled_partition(parent, n), labeled/binary partitions and cg::sync(group).  Every member
 * is __device__.  cg::reduce is in cooperative_groups/reduce.h, included from here as
 * CUDA 12 does.  C++ in CUDA mode only.
 */
#ifndef CUPORT_COOPERATIVE_GROUPS_H
#define CUPORT_COOPERATIVE_GROUPS_H
#define _COOPERATIVE_GROUPS_H_
#include "host_defines.h"
#include "vector_types.h"
#if defined(__cplusplus) && defined(__CUDA__)
#include <stddef.h>

namespace cooperative_groups {

class thread_group {
public:
  __CUPORT_D void sync() const;
  __CUPORT_D unsigned long long size() const;
  __CUPORT_D unsigned long long num_threads() const;
  __CUPORT_D unsigned long long thread_rank() const;
  __CUPORT_D bool is_valid() const;
  __CUPORT_D unsigned int get_type() const;
};

class thread_block : public thread_group {
public:
  __CUPORT_D static void sync();
  __CUPORT_D static unsigned int size();
  __CUPORT_D static unsigned int num_threads();
  __CUPORT_D static unsigned int thread_rank();
  __CUPORT_D static dim3 group_index();
  __CUPORT_D static dim3 thread_index();
  __CUPORT_D static dim3 dim_threads();
  __CUPORT_D static dim3 group_dim();
};
__CUPORT_D thread_block this_thread_block();
/* The shared scratch CUDA's multi-warp tiles may use (cuport needs none). */
template <unsigned int MaxBlockSize = 1024, unsigned int TileCommunicationSize = 8,
          unsigned int MaxNumSubBlocks = 32>
struct block_tile_memory {
  unsigned char storage[MaxNumSubBlocks * TileCommunicationSize];
};
template <unsigned int MaxBlockSize>
__CUPORT_D thread_block this_thread_block(block_tile_memory<MaxBlockSize> &scratch);

class grid_group : public thread_group {
public:
  __CUPORT_D static void sync();
  __CUPORT_D static bool is_valid();
  __CUPORT_D static unsigned long long size();
  __CUPORT_D static unsigned long long num_threads();
  __CUPORT_D static unsigned long long thread_rank();
  __CUPORT_D static unsigned long long num_blocks();
  __CUPORT_D static unsigned long long block_rank();
  __CUPORT_D static dim3 group_dim();
  __CUPORT_D static dim3 dim_blocks();
  __CUPORT_D static dim3 block_index();
  __CUPORT_D static dim3 dim_threads();
};
__CUPORT_D grid_group this_grid();

/* Operations shared by coalesced groups and tiles. */
class __cuport_warp_group : public thread_group {
public:
  __CUPORT_D void sync() const;
  __CUPORT_D unsigned long long size() const;
  __CUPORT_D unsigned long long num_threads() const;
  __CUPORT_D unsigned long long thread_rank() const;
  __CUPORT_D unsigned long long meta_group_rank() const;
  __CUPORT_D unsigned long long meta_group_size() const;
  template <class T> __CUPORT_D T shfl(T var, int srcRank) const;
  template <class T> __CUPORT_D T shfl_up(T var, unsigned int delta) const;
  template <class T> __CUPORT_D T shfl_down(T var, unsigned int delta) const;
  template <class T> __CUPORT_D T shfl_xor(T var, unsigned int laneMask) const;
  __CUPORT_D int any(int predicate) const;
  __CUPORT_D int all(int predicate) const;
  __CUPORT_D unsigned int ballot(int predicate) const;
  template <class T> __CUPORT_D unsigned int match_any(T val) const;
  template <class T> __CUPORT_D unsigned int match_all(T val, int &pred) const;
};

class coalesced_group : public __cuport_warp_group {};
__CUPORT_D coalesced_group coalesced_threads();

template <unsigned int Size, class ParentT = void> class thread_block_tile;
template <unsigned int Size> class thread_block_tile<Size, void> : public __cuport_warp_group {
public:
  __CUPORT_D static constexpr unsigned long long size() { return Size; }
  __CUPORT_D static constexpr unsigned long long num_threads() { return Size; }
};
template <unsigned int Size, class ParentT>
class thread_block_tile : public thread_block_tile<Size, void> {};

template <unsigned int Size, class ParentT>
__CUPORT_D thread_block_tile<Size, ParentT> tiled_partition(const ParentT &parent);
__CUPORT_D thread_group tiled_partition(const thread_group &parent, unsigned int tilesz);
__CUPORT_D thread_group tiled_partition(const thread_block &parent, unsigned int tilesz);
__CUPORT_D coalesced_group tiled_partition(const coalesced_group &parent, unsigned int tilesz);
__CUPORT_D coalesced_group labeled_partition(const coalesced_group &parent, int label);
template <unsigned int Size, class ParentT>
__CUPORT_D coalesced_group labeled_partition(const thread_block_tile<Size, ParentT> &parent, int label);
__CUPORT_D coalesced_group binary_partition(const coalesced_group &parent, bool pred);
template <unsigned int Size, class ParentT>
__CUPORT_D coalesced_group binary_partition(const thread_block_tile<Size, ParentT> &parent, bool pred);

template <class Group> __CUPORT_D void sync(const Group &group);
template <class Group> __CUPORT_D unsigned long long thread_rank(const Group &group);
template <class Group> __CUPORT_D unsigned long long group_size(const Group &group);

} // namespace cooperative_groups

#include "cooperative_groups/reduce.h"
#endif /* __cplusplus && __CUDA__ */
#endif /* CUPORT_COOPERATIVE_GROUPS_H */

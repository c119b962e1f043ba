// OpenCL C 1.2 migrated by cuport from kernel_cub.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

/* cg::reduce(g, v, cg::plus<int>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
int cuport_tile_reduce_plus_i32(__local ulong *ws, uint n, int v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        int o = cuport_shfl_xor_i32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = v + o;
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local int *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local int *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        int o = *(__local int *)(ws + first + i);
        v = v + o;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* cub::BlockScan over the block (plus, int): inclusive, or exclusive (excl 1,
   thread 0 gets the identity) */
int cuport_cub_block_scan_plus_i32(__local ulong *ws, int excl, int v)
{
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    uint lane = lid & 31u, warp = lid >> 5, mask = cuport_warp_lanes_mask();
    for (uint d = 1u; d < 32u; d *= 2u) {
        int o = cuport_shfl_up_i32(ws, mask, v, (int)d, 32);
        if (lane >= d)
            v = o + v;
    }
    int up = cuport_shfl_up_i32(ws, mask, v, 1, 32);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lane == 31u || lid == size - 1u)
        *(__local int *)(ws + warp) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    int prefix = 0;
    for (uint i = 0u; i < warp; i++) {
        int o = *(__local int *)(ws + i);
        prefix = prefix + o;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (!excl)
        return prefix + v;
    return lane == 0u ? prefix : prefix + up;
}

/* cub::BlockScan (plus, int): out = the scan of v, an exclusive one starting
   from init; _agg: agg = the reduction of every v */
#define cuport_cub_scan1_block_plus_i32(ws, width, excl, v) cuport_cub_block_scan_plus_i32(ws, excl, v)
#define cuport_cub_scan_block_plus_i32(ws, width, excl, v, out, init) do { \
    int cuport_s = cuport_cub_scan1_block_plus_i32(ws, width, excl, v); \
    (out) = (excl) ? ((init) + cuport_s) : cuport_s; } while (0)
#define cuport_cub_scan_agg_block_plus_i32(ws, width, excl, v, out, init, agg) do { \
    int cuport_v = (v); \
    int cuport_s = cuport_cub_scan1_block_plus_i32(ws, width, excl, cuport_v); \
    (out) = (excl) ? ((init) + cuport_s) : cuport_s; \
    (agg) = cuport_tile_reduce_plus_i32(ws, width, cuport_v); } while (0)

/* cg::reduce(g, v, cg::less<int>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
int cuport_tile_reduce_less_i32(__local ulong *ws, uint n, int v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        int o = cuport_shfl_xor_i32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = min(v, o);
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local int *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local int *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        int o = *(__local int *)(ws + first + i);
        v = min(v, o);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* CUB's direct block loads and stores (items: the thread's array of n; striped: item i
   of thread t is element t + i * b, blocked: t * n + i) */
#define cuport_cub_load_blocked(b, n, t, p, items) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = (p)[(t) * (n) + cuport_i]
#define cuport_cub_load_blocked_valid(b, n, t, p, items, valid) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if ((t) * (n) + cuport_i < (valid)) (items)[cuport_i] = (p)[(t) * (n) + cuport_i]
#define cuport_cub_load_blocked_oob(b, n, t, p, items, valid, oob) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = (t) * (n) + cuport_i < (valid) ? (p)[(t) * (n) + cuport_i] : (oob)
#define cuport_cub_load_striped(b, n, t, p, items) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = (p)[(t) + cuport_i * (int)(b)]
#define cuport_cub_load_striped_valid(b, n, t, p, items, valid) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if ((t) + cuport_i * (int)(b) < (valid)) (items)[cuport_i] = (p)[(t) + cuport_i * (int)(b)]
#define cuport_cub_load_striped_oob(b, n, t, p, items, valid, oob) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = (t) + cuport_i * (int)(b) < (valid) ? (p)[(t) + cuport_i * (int)(b)] : (oob)
#define cuport_cub_store_blocked(b, n, t, p, items) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (p)[(t) * (n) + cuport_i] = (items)[cuport_i]
#define cuport_cub_store_blocked_valid(b, n, t, p, items, valid) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if ((t) * (n) + cuport_i < (valid)) (p)[(t) * (n) + cuport_i] = (items)[cuport_i]
#define cuport_cub_store_striped(b, n, t, p, items) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (p)[(t) + cuport_i * (int)(b)] = (items)[cuport_i]
#define cuport_cub_store_striped_valid(b, n, t, p, items, valid) \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if ((t) + cuport_i * (int)(b) < (valid)) (p)[(t) + cuport_i * (int)(b)] = (items)[cuport_i]

/* cg::reduce(g, v, cg::plus<float>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
float cuport_tile_reduce_plus_f32(__local ulong *ws, uint n, float v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        float o = cuport_shfl_xor_f32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = v + o;
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local float *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local float *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        float o = *(__local float *)(ws + first + i);
        v = v + o;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* a CUB reduction of the first n threads of the block (width 0) or of
   each logical warp: the others give the identity */
float cuport_cub_valid_plus_f32(float v, int n, uint width)
{
    uint r = width ? cuport_linear_local_id() % width : cuport_linear_local_id();
    return (int)r < n ? v : (float)0;
}

/* cg::reduce(g, v, cg::greater<float>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
float cuport_tile_reduce_greater_f32(__local ulong *ws, uint n, float v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        float o = cuport_shfl_xor_f32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = max(v, o);
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local float *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local float *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        float o = *(__local float *)(ws + first + i);
        v = max(v, o);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

__kernel void scan(__global const int *in, __global int *out, __global int *total)
{
    CUPORT_WARP_SCRATCH_WIDE(cuport_ws);
  /* temp: CUB's temporary storage, not needed */
  /* wtemp: CUB's temporary storage, not needed */
  int v = in[get_local_id(0)], x, agg;
  cuport_cub_scan_agg_block_plus_i32(cuport_ws, 0u, 1, v, x, 0, agg);
  // CUPORT1207:0: 'cub::WarpReduce::Reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
  out[get_local_id(0)] = x + cuport_tile_reduce_less_i32(cuport_ws, 16u, v);
  int items[2];
  cuport_cub_load_striped(128u, 2, get_local_id(0), in, items);
  if ((uint)get_local_id(0) == 0)
    *total = agg;
}

__kernel void reduce_128(__global const float *in, __global float *out, int n)
{
    CUPORT_WARP_SCRATCH_WIDE(cuport_ws);
  /* temp: CUB's temporary storage, not needed */
  int i = (uint)get_group_id(0) * 128 + (uint)get_local_id(0);
  float s = cuport_tile_reduce_plus_f32(cuport_ws, 0u, cuport_cub_valid_plus_f32(i < n ? in[i] : 0.f, n - (uint)get_group_id(0) * 128, 0u));
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  float m = cuport_tile_reduce_greater_f32(cuport_ws, 0u, in[i]);
  if ((uint)get_local_id(0) == 0)
    out[get_group_id(0)] = s + m;
}

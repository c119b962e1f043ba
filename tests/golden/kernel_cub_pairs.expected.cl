// OpenCL C 1.2 migrated by cuport from kernel_cub_pairs.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Smem {
    uchar reduce; /* CUB's temporary storage, not needed */
    float tile[64];
} Smem;

typedef struct cuport_cub_ArgMax {
    uchar cuport_unused;
} cuport_cub_ArgMax;

typedef struct cuport_cub_kvp_int_float {
    int key;
    float value;
} cuport_cub_kvp_int_float;

/* CUB's tiles in the warp scratch: the thread's rank and its tile's first item in the
   block (w 0) or its logical warp of w threads; where item cuport_i of the thread is
   in a tile of b threads with n items each, blocked, striped or warp-striped */
#define cuport_cub_rank(w) ((w) ? cuport_linear_local_id() % (uint)(w) : cuport_linear_local_id())
#define cuport_cub_base(w, n) ((w) ? cuport_linear_local_id() / (uint)(w) * (uint)(w) * (uint)(n) : 0u)
#define cuport_cub_at_blocked(w, b, n) (cuport_cub_base(w, n) + cuport_cub_rank(w) * (uint)(n) + (uint)cuport_i)
#define cuport_cub_at_striped(w, b, n) (cuport_cub_base(w, n) + cuport_cub_rank(w) + (uint)cuport_i * (uint)(b))
#define cuport_cub_at_warp_striped(n) ((cuport_linear_local_id() & ~31u) * (uint)(n) + \
    (cuport_linear_local_id() & 31u) + (uint)cuport_i * 32u)
/* CUB's Sum, Max and Min as the collectives through the scratch combine items */
#define cuport_cub_plus(op, a, b) ((a) + (b))
#define cuport_cub_greater(op, a, b) ((a) < (b) ? (b) : (a))
#define cuport_cub_less(op, a, b) ((b) < (a) ? (b) : (a))
/* BlockExchange, WarpExchange: item i goes to put and comes back from get */
#define cuport_cub_exchange(T, ws, n, put, get, in, out) do { \
    __local T *cuport_x = (__local T *)(ws); \
    barrier(CLK_LOCAL_MEM_FENCE); \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) \
        cuport_x[put] = (in)[cuport_i]; \
    barrier(CLK_LOCAL_MEM_FENCE); \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) \
        (out)[cuport_i] = cuport_x[get]; \
    barrier(CLK_LOCAL_MEM_FENCE); } while (0)
#define cuport_cub_exchange1(T, ws, n, put, get, items) cuport_cub_exchange(T, ws, n, put, get, items, items)
/* the Scatter forms: item i goes to rank ranks[i] of the tile */
#define cuport_cub_scatter(T, ws, w, n, get, in, out, ranks) \
    cuport_cub_exchange(T, ws, n, cuport_cub_base(w, n) + (uint)(ranks)[cuport_i], get, in, out)
#define cuport_cub_scatter1(T, ws, w, n, get, items, ranks) cuport_cub_scatter(T, ws, w, n, get, items, items, ranks)
/* BlockAdjacentDifference: out[i] = fn(op, in[i], in[i - 1]) (left) or fn(op, in[i], in[i + 1])
   (right), the neighbour across threads through the scratch; the block's first (left) or
   last (right) item, and those from valid on, are copied unless a tile item is given */
#define cuport_cub_adj_left(T, ws, n, fn, in, out, op, valid, has_tile, tile) do { \
    __local T *cuport_x = (__local T *)(ws); \
    int cuport_t = (int)cuport_linear_local_id(); \
    T cuport_p[n]; \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) \
        cuport_p[cuport_i] = (in)[cuport_i]; \
    barrier(CLK_LOCAL_MEM_FENCE); \
    cuport_x[cuport_t] = cuport_p[(n) - 1]; \
    barrier(CLK_LOCAL_MEM_FENCE); \
    for (int cuport_i = (n) - 1; cuport_i > 0; cuport_i--) \
        (out)[cuport_i] = cuport_t * (n) + cuport_i < (valid) \
            ? fn(op, cuport_p[cuport_i], cuport_p[cuport_i - 1]) : cuport_p[cuport_i]; \
    if (cuport_t * (n) >= (valid) || (cuport_t == 0 && !(has_tile))) \
        (out)[0] = cuport_p[0]; \
    else \
        (out)[0] = fn(op, cuport_p[0], cuport_t == 0 ? (tile) : cuport_x[cuport_t - 1]); \
    barrier(CLK_LOCAL_MEM_FENCE); } while (0)
#define cuport_cub_adj_right(T, ws, n, fn, in, out, op, valid, has_tile, tile) do { \
    __local T *cuport_x = (__local T *)(ws); \
    int cuport_t = (int)cuport_linear_local_id(); \
    T cuport_p[n]; \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) \
        cuport_p[cuport_i] = (in)[cuport_i]; \
    barrier(CLK_LOCAL_MEM_FENCE); \
    cuport_x[cuport_t] = cuport_p[0]; \
    barrier(CLK_LOCAL_MEM_FENCE); \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) { \
        int cuport_at = cuport_t * (n) + cuport_i; \
        if (cuport_at < (valid) - 1) \
            (out)[cuport_i] = fn(op, cuport_p[cuport_i], cuport_i + 1 < (n) \
                ? cuport_p[cuport_i + 1] : cuport_x[cuport_t + 1]); \
        else if (cuport_at == (valid) - 1 && (has_tile)) \
            (out)[cuport_i] = fn(op, cuport_p[cuport_i], (tile)); \
        else \
            (out)[cuport_i] = cuport_p[cuport_i]; \
    } \
    barrier(CLK_LOCAL_MEM_FENCE); } while (0)

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

/* cub::ArgMax: the pair of the larger value; of equal values, the one of the lower key */
cuport_cub_kvp_int_float cuport_cub_argmax_cuport_cub_kvp_int_float(cuport_cub_ArgMax op, cuport_cub_kvp_int_float a, cuport_cub_kvp_int_float b)
{
    (void)op;
    return b.value > a.value || (b.value == a.value && b.key < a.key) ? b : a;
}

/* CUB's reductions with cuport_cub_argmax_cuport_cub_kvp_int_float on cuport_cub_kvp_int_float over the block (width 0) or logical warps
   of width threads, through the scratch: of the first n threads (n < 0: all) */
cuport_cub_kvp_int_float cuport_cub_reduce_ArgMax_cuport_cub_kvp_int_float(__local ulong *ws, uint width, cuport_cub_kvp_int_float v, cuport_cub_ArgMax op, int n)
{
    __local cuport_cub_kvp_int_float *s = (__local cuport_cub_kvp_int_float *)ws, *tot = s + cuport_block_size();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    uint span = width ? width : size, base = lid - lid % span, r = lid - base;
    uint cnt = min(span, size - base), c = min(span, 32u);
    if (n >= 0 && (uint)n < cnt)
        cnt = n > 0 ? (uint)n : 1u;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (r % c == 0u && r < cnt) {
        cuport_cub_kvp_int_float acc = s[lid];
        for (uint i = lid + 1u; i < min(lid + c, base + cnt); i++)
            acc = cuport_cub_argmax_cuport_cub_kvp_int_float(op, acc, s[i]);
        tot[lid / c] = acc;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    cuport_cub_kvp_int_float res = tot[base / c];
    for (uint k = base / c + 1u; k * c < base + cnt; k++)
        res = cuport_cub_argmax_cuport_cub_kvp_int_float(op, res, tot[k]);
    barrier(CLK_LOCAL_MEM_FENCE);
    return res;
}

cuport_cub_kvp_int_float cuport_cub_reduce_items_ArgMax_cuport_cub_kvp_int_float(__local ulong *ws, uint width, const cuport_cub_kvp_int_float *a, int n, cuport_cub_ArgMax op)
{
    cuport_cub_kvp_int_float v = a[0];
    for (int i = 1; i < n; i++)
        v = cuport_cub_argmax_cuport_cub_kvp_int_float(op, v, a[i]);
    return cuport_cub_reduce_ArgMax_cuport_cub_kvp_int_float(ws, width, v, op, -1);
}

__kernel void argmax_rows(__global const float *in, __global int *key, __global float *value, int cols)
{
    CUPORT_WARP_SCRATCH_AT_LEAST(cuport_ws, (64 * 2 * sizeof(cuport_cub_kvp_int_float) + 7) / 8);
  /* temp: CUB's temporary storage, not needed */
  cuport_cub_ArgMax arg_max;
  cuport_cub_kvp_int_float best = {-1, -1e30f};
  for (int c = get_local_id(0); c < cols; c += 64) {
    cuport_cub_kvp_int_float p = {c, in[(uint)get_group_id(0) * cols + c]};
    best = cuport_cub_argmax_cuport_cub_kvp_int_float(arg_max, best, p);
    best = cuport_cub_argmax_cuport_cub_kvp_int_float(arg_max, (cuport_cub_kvp_int_float){c + 1, -2e30f}, best);
  }
  cuport_cub_kvp_int_float r = cuport_cub_reduce_ArgMax_cuport_cub_kvp_int_float(cuport_ws, 0u, best, arg_max, -1);
  if ((uint)get_local_id(0) == 0) {
    key[get_group_id(0)] = r.key;
    value[get_group_id(0)] = r.value;
  }
}

__kernel void tile_sum(__global const float *in, __global float *out, __local uint4 *cuport_dynamic_shared)
{
    CUPORT_WARP_SCRATCH_WIDE(cuport_ws);
  __local char *raw = (__local char *)cuport_dynamic_shared;
  __local Smem *smem = &(*((__local Smem *)(raw)));
  (*smem).tile[get_local_id(0)] = in[(uint)get_group_id(0) * 64 + (uint)get_local_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  float s = cuport_tile_reduce_plus_f32(cuport_ws, 0u, (*smem).tile[63 - (uint)get_local_id(0)]);
  if ((uint)get_local_id(0) == 0)
    out[get_group_id(0)] = s;
}

// OpenCL C 1.2 migrated by cuport from kernel_cub_blocks.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define VALID 100

typedef struct CustomDifference {
    char cuport_empty;
} CustomDifference;

typedef struct AbsMax {
    char cuport_empty;
} AbsMax;

typedef struct operators_lambda_50_34 {
    char cuport_none;   /* captures nothing */
} operators_lambda_50_34;

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

int CustomDifference_op_call_int_int(__private CustomDifference *self, __private int *lhs, __private int *rhs)
{ return (*lhs) - (*rhs); }

/* CustomDifference's operator() as CUB's collectives call it */
int cuport_cub_op_CustomDifference_op_call_int_int(CustomDifference op, int a0, int a1)
{
    return CustomDifference_op_call_int_int(&op, &a0, &a1);
}

/* CUB's scans with cuport_cub_plus on int over the block (width 0) or logical warps of
   width threads, through the scratch: excl: exclusive, from init when has_init;
   agg: the reduction of every v */
int cuport_cub_scan1_plus_i32(__local ulong *ws, uint width, int excl, int has_init, int op,
                       int v, int init, __private int *agg)
{
    __local int *s = (__local int *)ws, *tot = s + cuport_block_size();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    uint span = width ? width : size, base = lid - lid % span, r = lid - base;
    uint cnt = min(span, size - base), c = min(span, 32u), c0 = lid - r % c;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    /* within the chunk of 32: inc up to this thread, ex up to the one before */
    int inc = s[c0], ex = inc, pre = inc;
    int has_ex = 0, has_pre = 0;
    for (uint i = c0 + 1u; i <= lid; i++) {
        ex = inc;
        has_ex = 1;
        inc = cuport_cub_plus(op, inc, s[i]);
    }
    if (lid == min(c0 + c, base + cnt) - 1u)
        tot[lid / c] = inc;
    barrier(CLK_LOCAL_MEM_FENCE);
    /* the chunks before this one in the tile, and the tile's total */
    for (uint k = base / c; k < lid / c; k++) {
        pre = has_pre ? cuport_cub_plus(op, pre, tot[k]) : tot[k];
        has_pre = 1;
    }
    int total = tot[base / c];
    for (uint k = base / c + 1u; k * c < base + cnt; k++)
        total = cuport_cub_plus(op, total, tot[k]);
    barrier(CLK_LOCAL_MEM_FENCE);
    *agg = total;
    if (has_pre) {
        ex = has_ex ? cuport_cub_plus(op, pre, ex) : pre;
        has_ex = 1;
        inc = cuport_cub_plus(op, pre, inc);
    }
    if (!excl)
        return has_init ? cuport_cub_plus(op, init, inc) : inc;
    if (!has_ex)
        return init;
    return has_init ? cuport_cub_plus(op, init, ex) : ex;
}

#define cuport_cub_escan_plus_i32(ws, width, v, out, init, op) do { int cuport_a; \
    (out) = cuport_cub_scan1_plus_i32(ws, width, 1, 1, op, v, init, &cuport_a); } while (0)
#define cuport_cub_escan_agg_plus_i32(ws, width, v, out, init, op, agg) do { int cuport_a; \
    (out) = cuport_cub_scan1_plus_i32(ws, width, 1, 1, op, v, init, &cuport_a); \
    (agg) = cuport_a; } while (0)
#define cuport_cub_iscan_plus_i32(ws, width, v, out, op) do { int cuport_a, cuport_v = (v); \
    (out) = cuport_cub_scan1_plus_i32(ws, width, 0, 0, op, cuport_v, cuport_v, &cuport_a); } while (0)
#define cuport_cub_iscan_agg_plus_i32(ws, width, v, out, op, agg) do { int cuport_a, cuport_v = (v); \
    (out) = cuport_cub_scan1_plus_i32(ws, width, 0, 0, op, cuport_v, cuport_v, &cuport_a); \
    (agg) = cuport_a; } while (0)
/* n items per thread, blocked: the scan of the threads' totals, then each item's */
#define cuport_cub_escan_items_plus_i32(ws, width, n, in, out, init, op) \
    cuport_cub_items_plus_i32(ws, width, 1, n, in, out, init, op, )
#define cuport_cub_escan_items_agg_plus_i32(ws, width, n, in, out, init, op, agg) \
    cuport_cub_items_plus_i32(ws, width, 1, n, in, out, init, op, (agg) = cuport_a;)
#define cuport_cub_iscan_items_plus_i32(ws, width, n, in, out, op) \
    cuport_cub_items_plus_i32(ws, width, 0, n, in, out, cuport_t, op, )
#define cuport_cub_iscan_items_agg_plus_i32(ws, width, n, in, out, op, agg) \
    cuport_cub_items_plus_i32(ws, width, 0, n, in, out, cuport_t, op, (agg) = cuport_a;)
#define cuport_cub_items_plus_i32(ws, width, excl, n, in, out, init, op, set_agg) do { \
    int cuport_o = (op); \
    int cuport_t = (in)[0]; \
    for (int cuport_i = 1; cuport_i < (n); cuport_i++) \
        cuport_t = cuport_cub_plus(cuport_o, cuport_t, (in)[cuport_i]); \
    int cuport_a, cuport_run = cuport_cub_scan1_plus_i32(ws, width, 1, excl, cuport_o, cuport_t, \
                                                   (init), &cuport_a); \
    int cuport_have = (excl) || cuport_cub_rank(width) != 0u; \
    for (int cuport_i = 0; cuport_i < (n); cuport_i++) { \
        int cuport_x = (in)[cuport_i]; \
        int cuport_inc = cuport_have ? cuport_cub_plus(cuport_o, cuport_run, cuport_x) : cuport_x; \
        (out)[cuport_i] = (excl) ? cuport_run : cuport_inc; \
        cuport_run = cuport_inc; \
        cuport_have = 1; \
    } \
    set_agg } while (0)

__kernel void tiles(__global const int *in, __global int *out)
{
    CUPORT_WARP_SCRATCH_AT_LEAST(cuport_ws, CUPORT_MAX_WORDS(CUPORT_MAX_WORDS(CUPORT_MAX_WORDS((64 * 4 * sizeof(int) + 7) / 8, (CUPORT_MAX_WORK_GROUP_SIZE * 4 * sizeof(int) + 7) / 8), (64 * 1 * sizeof(int) + 7) / 8), (64 * 2 * sizeof(int) + 7) / 8));
  /* temp: CUB's temporary storage, not needed */
  /* htemp: CUB's temporary storage, not needed */
  int items[4], aggregate;
  cuport_cub_load_blocked_oob(64u, 4, (int)cuport_linear_local_id(), in, items, VALID, -1);
  cuport_cub_exchange(int, cuport_ws, 4, cuport_cub_at_blocked(0u, 64u, 4), cuport_cub_at_striped(0u, 64u, 4), items, items);
  // CUPORT1207:0: 'cub::WarpExchange::StripedToBlocked' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
  cuport_cub_exchange(int, cuport_ws, 4, cuport_cub_at_striped(16u, 16u, 4), cuport_cub_at_blocked(16u, 16u, 4), items, items);
  cuport_cub_adj_left(int, cuport_ws, 4, cuport_cub_op_CustomDifference_op_call_int_int, items, items, (CustomDifference){0}, 256, 0, cuport_p[0]);
  cuport_cub_escan_items_agg_plus_i32(cuport_ws, 0u, 4, items, items, (int)0, 0, aggregate);
  cuport_cub_store_striped_valid(64u, 4, (int)cuport_linear_local_id(), out, items, VALID);
}

int AbsMax_op_call_int_int(const AbsMax cuport_self_value, int a, int b)
{
    __private const AbsMax *self = &cuport_self_value; return (int)abs(a) > (int)abs(b) ? a : b; }

int operators_lambda_50_34_op_call_int_int(const operators_lambda_50_34 cuport_self_value, int a, int b)
{
    __private const operators_lambda_50_34 *self = &cuport_self_value; return a + b; }

/* AbsMax's operator() as CUB's collectives call it */
int cuport_cub_op_AbsMax_op_call_int_int(AbsMax op, int a0, int a1)
{
    return AbsMax_op_call_int_int(op, a0, a1);
}

/* CUB's reductions with cuport_cub_op_AbsMax_op_call_int_int on int over the block (width 0) or logical warps
   of width threads, through the scratch: of the first n threads (n < 0: all) */
int cuport_cub_reduce_AbsMax_op_call_int_int_int(__local ulong *ws, uint width, int v, AbsMax op, int n)
{
    __local int *s = (__local int *)ws, *tot = s + cuport_block_size();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    uint span = width ? width : size, base = lid - lid % span, r = lid - base;
    uint cnt = min(span, size - base), c = min(span, 32u);
    if (n >= 0 && (uint)n < cnt)
        cnt = n > 0 ? (uint)n : 1u;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (r % c == 0u && r < cnt) {
        int acc = s[lid];
        for (uint i = lid + 1u; i < min(lid + c, base + cnt); i++)
            acc = cuport_cub_op_AbsMax_op_call_int_int(op, acc, s[i]);
        tot[lid / c] = acc;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int res = tot[base / c];
    for (uint k = base / c + 1u; k * c < base + cnt; k++)
        res = cuport_cub_op_AbsMax_op_call_int_int(op, res, tot[k]);
    barrier(CLK_LOCAL_MEM_FENCE);
    return res;
}

int cuport_cub_reduce_items_AbsMax_op_call_int_int_int(__local ulong *ws, uint width, const int *a, int n, AbsMax op)
{
    int v = a[0];
    for (int i = 1; i < n; i++)
        v = cuport_cub_op_AbsMax_op_call_int_int(op, v, a[i]);
    return cuport_cub_reduce_AbsMax_op_call_int_int_int(ws, width, v, op, -1);
}

/* operators_lambda_50_34's operator() as CUB's collectives call it */
int cuport_cub_op_operators_lambda_50_34_op_call_int_int(operators_lambda_50_34 op, int a0, int a1)
{
    return operators_lambda_50_34_op_call_int_int(op, a0, a1);
}

/* CUB's reductions with cuport_cub_op_operators_lambda_50_34_op_call_int_int on int over the block (width 0) or logical warps
   of width threads, through the scratch: of the first n threads (n < 0: all) */
int cuport_cub_reduce_operators_lambda_50_34_op_call_int_int_int(__local ulong *ws, uint width, int v, operators_lambda_50_34 op, int n)
{
    __local int *s = (__local int *)ws, *tot = s + cuport_block_size();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    uint span = width ? width : size, base = lid - lid % span, r = lid - base;
    uint cnt = min(span, size - base), c = min(span, 32u);
    if (n >= 0 && (uint)n < cnt)
        cnt = n > 0 ? (uint)n : 1u;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (r % c == 0u && r < cnt) {
        int acc = s[lid];
        for (uint i = lid + 1u; i < min(lid + c, base + cnt); i++)
            acc = cuport_cub_op_operators_lambda_50_34_op_call_int_int(op, acc, s[i]);
        tot[lid / c] = acc;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int res = tot[base / c];
    for (uint k = base / c + 1u; k * c < base + cnt; k++)
        res = cuport_cub_op_operators_lambda_50_34_op_call_int_int(op, res, tot[k]);
    barrier(CLK_LOCAL_MEM_FENCE);
    return res;
}

int cuport_cub_reduce_items_operators_lambda_50_34_op_call_int_int_int(__local ulong *ws, uint width, const int *a, int n, operators_lambda_50_34 op)
{
    int v = a[0];
    for (int i = 1; i < n; i++)
        v = cuport_cub_op_operators_lambda_50_34_op_call_int_int(op, v, a[i]);
    return cuport_cub_reduce_operators_lambda_50_34_op_call_int_int_int(ws, width, v, op, -1);
}

__kernel void operators(__global const int *in, __global int *out)
{
    CUPORT_WARP_SCRATCH_AT_LEAST(cuport_ws, (64 * 2 * sizeof(int) + 7) / 8);
  /* temp: CUB's temporary storage, not needed */
  int v = in[get_local_id(0)];
  int m = cuport_cub_reduce_AbsMax_op_call_int_int_int(cuport_ws, 0u, v, (AbsMax){0}, -1);
  int s = cuport_cub_reduce_operators_lambda_50_34_op_call_int_int_int(cuport_ws, 0u, v, (operators_lambda_50_34){0}, 32);
  int b = cuport_cub_reduce_AbsMax_op_call_int_int_int(cuport_ws, 0u, v, (AbsMax){0}, -1);
  out[get_local_id(0)] = m + s + b + (int)rint(v * 0.5f);
}

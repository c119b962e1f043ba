// OpenCL C 1.2 migrated by cuport from kernel_groups_reduce.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

/* cg::reduce(g, v, cg::greater<int>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
int cuport_tile_reduce_greater_i32(__local ulong *ws, uint n, int v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        int o = cuport_shfl_xor_i32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = max(v, o);
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
        v = max(v, o);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* cg::reduce(g, v, cg::greater<int>()) over a group known at run time */
int cuport_group_reduce_greater_i32(__local ulong *ws, cuport_group g, int v)
{
    if (g.tile == 0u || g.tile > 32u)
        return cuport_tile_reduce_greater_i32(ws, g.tile, v);
    for (uint d = 1u; d < 32u; d *= 2u) {
        int o = cuport_shfl_idx_i32(ws, g.run, v, cuport_group_lane(g, g.rank + d), 32);
        if (g.rank % (2u * d) == 0u && g.rank + d < g.size)
            v = max(v, o);
    }
    return cuport_shfl_idx_i32(ws, g.run, v, cuport_group_lane(g, 0u), 32);
}

/* cg::reduce(g, v, cg::bit_and<uint>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
uint cuport_tile_reduce_bit_and_u32(__local ulong *ws, uint n, uint v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        uint o = cuport_shfl_xor_u32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = v & o;
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local uint *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local uint *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        uint o = *(__local uint *)(ws + first + i);
        v = v & o;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* cg::reduce(g, v, cg::bit_or<uint>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
uint cuport_tile_reduce_bit_or_u32(__local ulong *ws, uint n, uint v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        uint o = cuport_shfl_xor_u32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = v | o;
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local uint *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local uint *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        uint o = *(__local uint *)(ws + first + i);
        v = v | o;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* cg::reduce(g, v, cg::bit_xor<uint>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
uint cuport_tile_reduce_bit_xor_u32(__local ulong *ws, uint n, uint v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        uint o = cuport_shfl_xor_u32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = v ^ o;
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local uint *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local uint *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        uint o = *(__local uint *)(ws + first + i);
        v = v ^ o;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

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

/* cg::reduce(g, v, cg::less<float>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
float cuport_tile_reduce_less_f32(__local ulong *ws, uint n, float v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        float o = cuport_shfl_xor_f32(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = min(v, o);
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
        v = min(v, o);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* cg::reduce(g, v, cg::plus<double>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
double cuport_tile_reduce_plus_f64(__local ulong *ws, uint n, double v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        double o = cuport_shfl_xor_f64(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = v + o;
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local double *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local double *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        double o = *(__local double *)(ws + first + i);
        v = v + o;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* cg::reduce(g, v, cg::greater<double>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
double cuport_tile_reduce_greater_f64(__local ulong *ws, uint n, double v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        double o = cuport_shfl_xor_f64(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = max(v, o);
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local double *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local double *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        double o = *(__local double *)(ws + first + i);
        v = max(v, o);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* cg::reduce(g, v, cg::less<double>()) over a tile of n threads, the block (n 0)
   or a tile of several warps; lanes past the block's end take no part */
double cuport_tile_reduce_less_f64(__local ulong *ws, uint n, double v)
{
    uint w = n == 0u || n > 32u ? 32u : n;
    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();
    uint lid = cuport_linear_local_id(), size = cuport_block_size();
    for (uint d = w / 2u; d > 0u; d /= 2u) {
        double o = cuport_shfl_xor_f64(ws, mask, v, (int)d, (int)w);
        if ((lid ^ d) < size)
            v = min(v, o);
    }
    if (w == n)
        return v;
    /* lane 0 of each warp holds its warp's result (one word per warp) */
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((lid & 31u) == 0u)
        *(__local double *)(ws + (lid >> 5)) = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;
    uint count = n == 0u ? cuport_warp_count() : n >> 5;
    v = *(__local double *)(ws + first);
    for (uint i = 1u; i < count; i++) {
        double o = *(__local double *)(ws + first + i);
        v = min(v, o);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

int anyReduce(cuport_group g, int v, __local ulong *cuport_ws)
{ return cuport_group_reduce_greater_i32(cuport_ws, g, v); }

__kernel void bits(__global const unsigned int *in, __global unsigned int *out)
{
    CUPORT_WARP_SCRATCH_WIDE(cuport_ws);
    /* cta: the thread block */
    /* t8: a tile of 8 threads */
    unsigned v = in[get_local_id(0)];
    // CUPORT1207:4: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    out[get_local_id(0)] = cuport_tile_reduce_bit_and_u32(cuport_ws, 8u, v) ^ cuport_tile_reduce_bit_or_u32(cuport_ws, 8u, v) ^
                       cuport_tile_reduce_bit_xor_u32(cuport_ws, 0u, v) + (unsigned)anyReduce(cuport_block_group(), (int)v, cuport_ws) +
                       (unsigned)anyReduce(cuport_tile_group(4u), (int)v, cuport_ws);
}

int sumOf_int_cooperative_groups_thread_block_tile_64(int in, cuport_group threads, __local ulong *cuport_ws)
{
    // CUPORT1207:0: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_tile_reduce_plus_i32(cuport_ws, 64u, in);
}

int sumOf_int_cooperative_groups_thread_block_tile_32_cooperative_groups_thread_block(int in, cuport_group threads, __local ulong *cuport_ws)
{
    // CUPORT1207:0: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_tile_reduce_plus_i32(cuport_ws, 32u, in);
}

int reduceWith_int_cooperative_groups_thread_block_tile_64_cooperative_groups_greater_int(cuport_group g, int v, uchar op, __local ulong *cuport_ws)
{
    // CUPORT1207:1: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_tile_reduce_greater_i32(cuport_ws, 64u, v);
}

unsigned int rankIn_cooperative_groups_thread_block_tile_64(cuport_group g)
{ return cuport_tile_rank(64u) + 64u; }

unsigned int rankIn_cooperative_groups_thread_block(cuport_group g)
{ return cuport_linear_local_id() + cuport_block_size(); }

__kernel void tiles_int_64(__global const int *in, __global int *out)
{
    CUPORT_WARP_SCRATCH_WIDE(cuport_ws);
    /* scratch: cooperative groups' tile memory, not needed */
    /* cta: the thread block */
    /* tile: a tile of 64 threads */
    /* warp: a tile of 32 threads */
    int v = in[cuport_linear_local_id()];
    int s = sumOf_int_cooperative_groups_thread_block_tile_64(v, cuport_tile_group(64u), cuport_ws) + sumOf_int_cooperative_groups_thread_block_tile_32_cooperative_groups_thread_block(v, cuport_tile_group(32u), cuport_ws);
    // CUPORT1207:3: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    int lo = cuport_tile_reduce_less_i32(cuport_ws, 64u, v);
    int hi = cuport_tile_reduce_greater_i32(cuport_ws, 32u, v) + reduceWith_int_cooperative_groups_thread_block_tile_64_cooperative_groups_greater_int(cuport_tile_group(64u), v, (uchar)0, cuport_ws);
    out[cuport_linear_local_id()] = s + lo + hi + (int)rankIn_cooperative_groups_thread_block_tile_64(cuport_tile_group(64u)) + (int)rankIn_cooperative_groups_thread_block(cuport_block_group());
}

float sumOf_float_cooperative_groups_thread_block_tile_16(float in, cuport_group threads, __local ulong *cuport_ws)
{
    // CUPORT1207:0: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_tile_reduce_plus_f32(cuport_ws, 16u, in);
}

float sumOf_float_cooperative_groups_thread_block_tile_32_cooperative_groups_thread_block(float in, cuport_group threads, __local ulong *cuport_ws)
{
    // CUPORT1207:0: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_tile_reduce_plus_f32(cuport_ws, 32u, in);
}

float reduceWith_float_cooperative_groups_thread_block_tile_16_cooperative_groups_greater_float(cuport_group g, float v, uchar op, __local ulong *cuport_ws)
{
    // CUPORT1207:1: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_tile_reduce_greater_f32(cuport_ws, 16u, v);
}

unsigned int rankIn_cooperative_groups_thread_block_tile_16(cuport_group g)
{ return cuport_tile_rank(16u) + 16u; }

__kernel void tiles_float_16(__global const float *in, __global float *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    /* scratch: cooperative groups' tile memory, not needed */
    /* cta: the thread block */
    /* tile: a tile of 16 threads */
    /* warp: a tile of 32 threads */
    float v = in[cuport_linear_local_id()];
    float s = sumOf_float_cooperative_groups_thread_block_tile_16(v, cuport_tile_group(16u), cuport_ws) + sumOf_float_cooperative_groups_thread_block_tile_32_cooperative_groups_thread_block(v, cuport_tile_group(32u), cuport_ws);
    // CUPORT1207:3: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    float lo = cuport_tile_reduce_less_f32(cuport_ws, 16u, v);
    float hi = cuport_tile_reduce_greater_f32(cuport_ws, 32u, v) + reduceWith_float_cooperative_groups_thread_block_tile_16_cooperative_groups_greater_float(cuport_tile_group(16u), v, (uchar)0, cuport_ws);
    out[cuport_linear_local_id()] = s + lo + hi + (float)rankIn_cooperative_groups_thread_block_tile_16(cuport_tile_group(16u)) + (float)rankIn_cooperative_groups_thread_block(cuport_block_group());
}

double sumOf_double_cooperative_groups_thread_block_tile_128(double in, cuport_group threads, __local ulong *cuport_ws)
{
    // CUPORT1207:0: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_tile_reduce_plus_f64(cuport_ws, 128u, in);
}

double sumOf_double_cooperative_groups_thread_block_tile_32_cooperative_groups_thread_block(double in, cuport_group threads, __local ulong *cuport_ws)
{
    // CUPORT1207:0: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_tile_reduce_plus_f64(cuport_ws, 32u, in);
}

double reduceWith_double_cooperative_groups_thread_block_tile_128_cooperative_groups_greater_double(cuport_group g, double v, uchar op, __local ulong *cuport_ws)
{
    // CUPORT1207:1: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    return cuport_tile_reduce_greater_f64(cuport_ws, 128u, v);
}

unsigned int rankIn_cooperative_groups_thread_block_tile_128(cuport_group g)
{ return cuport_tile_rank(128u) + 128u; }

__kernel void tiles_double_128(__global const double *in, __global double *out)
{
    CUPORT_WARP_SCRATCH_WIDE(cuport_ws);
    /* scratch: cooperative groups' tile memory, not needed */
    /* cta: the thread block */
    /* tile: a tile of 128 threads */
    /* warp: a tile of 32 threads */
    double v = in[cuport_linear_local_id()];
    double s = sumOf_double_cooperative_groups_thread_block_tile_128(v, cuport_tile_group(128u), cuport_ws) + sumOf_double_cooperative_groups_thread_block_tile_32_cooperative_groups_thread_block(v, cuport_tile_group(32u), cuport_ws);
    // CUPORT1207:3: 'cg::reduce' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    double lo = cuport_tile_reduce_less_f64(cuport_ws, 128u, v);
    double hi = cuport_tile_reduce_greater_f64(cuport_ws, 32u, v) + reduceWith_double_cooperative_groups_thread_block_tile_128_cooperative_groups_greater_double(cuport_tile_group(128u), v, (uchar)0, cuport_ws);
    out[cuport_linear_local_id()] = s + lo + hi + (double)rankIn_cooperative_groups_thread_block_tile_128(cuport_tile_group(128u)) + (double)rankIn_cooperative_groups_thread_block(cuport_block_group());
}

// OpenCL C 1.2 migrated by cuport from kernel_macros.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define IMUL(a, b) mul24((int)(a), (int)(b))
#define UMAD(a, b, c) (IMUL((a), (b)) + (c))
#define SQ(x) ((x) * (x))
#define SAT(x) clamp(x, 0.0f, 1.0f)
#define LOAD(p) (*(p))
#define VEC(x) (float4)(x, x, x, 1.0f)
#define SYNC() barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)
#define __shfl(v, d) cuport_shfl_idx_i32(cuport_ws, 0xffffffff, v, d, 32)
#define ADD(p, v) cuport_atomic_add_local_i32(p, v)
#define SCALE(p) scale_local(p)

typedef ushort half_;

__kernel void ints(__global uint *out, __global int *count, __global const uchar *in)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    __local int local_count;
    uint i = UMAD((uint)get_group_id(0), (uint)get_local_size(0), (uint)get_local_id(0));
    // CUPORT1207:0: '__shfl_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    int v = __shfl((int)in[i], 0) + SQ((uint)get_local_id(0));
    if ((uint)get_local_id(0) == 0)
        local_count = 0;
    SYNC();
    ADD(&local_count, 1);
    SYNC();
    out[i] = IMUL(v, 3) + (uint)local_count;
#undef ADD
#define ADD(p, v) cuport_atomic_add_global_i32(p, v)
    ADD(count, v);
}

void scale_local(__local float *p)
{ *p *= 2.0f; }

void scale_global(__global float *p)
{ *p *= 2.0f; }

#undef __shfl
#define __shfl(v, d) cuport_shfl_idx_f32(cuport_ws, 0xffffffff, v, d, 32)

__kernel void floats(__global float *out, __global const float *in, __global float4 *vec, __global ushort *tag)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    __local float tile[32] __attribute__((aligned(16)));
    uint i = UMAD((uint)get_group_id(0), (uint)get_local_size(0), (uint)get_local_id(0));
    float x = SAT(LOAD(in + i));
    // CUPORT1207:1: '__shfl_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    tile[(uint)get_local_id(0) % 32] = __shfl(x, 1);
    SCALE(&tile[(uint)get_local_id(0) % 32]);
#undef SCALE
#define SCALE(p) scale_global(p)
    SCALE(out + i);
    out[i] += tile[(uint)get_local_id(0) % 32];
    vec[i] = VEC(x);
    half_ h = (half_)i;
    tag[i] = (ushort)h;
}

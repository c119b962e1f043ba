// OpenCL C 1.2 migrated by cuport from kernel_warp_reduce.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// Warp reductions (__reduce_*_sync): typed butterflies of the device header; the mask is
// honoured on every path (lanes outside it give the identity), so a partial one is not reported.
__kernel void reductions(__global const int *in, __global unsigned int *out, unsigned int mask)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    int v = in[get_local_id(0)];
    unsigned u = (unsigned)v;
    // CUPORT1207:0: '__reduce_add_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    out[get_local_id(0)] = (unsigned)cuport_reduce_add_u32(cuport_ws, 0xffffffffu, v) + cuport_reduce_max_u32(cuport_ws, 0xffffffffu, u) +
                       (unsigned)cuport_reduce_min_i32(cuport_ws, 0xffffffffu, v) + cuport_reduce_and_u32(cuport_ws, 0xffffffffu, u) +
                       cuport_reduce_or_u32(cuport_ws, 0xffffffffu, u) + cuport_reduce_xor_u32(cuport_ws, mask, u);
}

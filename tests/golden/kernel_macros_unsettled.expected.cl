// OpenCL C 1.2 migrated by cuport from kernel_macros_unsettled.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define ADD(p, v) cuport_atomic_add_global_i32(p, v)
#define APPLY(f, x) f(0xffffffff, x, 0)

__kernel void count(__global int *total, __global int *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    __local int local_total;
    if ((uint)get_local_id(0) == 0)
        local_total = 0;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // CUPORT1208:0: 'atomicAdd' in macro 'ADD' takes its OpenCL C form from where the macro is expanded (its types, its address space, the calling function), and cuport could not settle it: it is needed in two ways on one line; the call is copied into the .cl as written and must be checked by hand
    ADD(total, 1); ADD(&local_total, 1);
    // CUPORT1207:1: '__shfl_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    out[get_local_id(0)] = APPLY(__shfl_sync, local_total);
}

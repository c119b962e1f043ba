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
    // CUPORT1208:1: 'atomicAdd' in macro 'ADD' takes its OpenCL C form from where the macro is expanded (its types, its address space, the calling function), and cuport could not settle it: it is needed in two ways on one line; the call is copied into the .cl as written and must be checked by hand
    ADD(total, 1); ADD(&local_total, 1); // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_macros_unsettled.cl:15:20: passing '__local int *' to parameter of type 'volatile __global int *' changes address space of pointer; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1207:3: '__shfl_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
    out[get_local_id(0)] = APPLY(__shfl_sync, local_total); // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_macros_unsettled.cl:17:28: use of undeclared identifier '__shfl_sync'; the .cl is written, but the runtime cannot build it until it is fixed
}

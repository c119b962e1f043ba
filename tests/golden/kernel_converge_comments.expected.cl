// OpenCL C 1.2 migrated by cuport from kernel_converge_comments.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define USE_UP 1

__kernel void comments(__global const int *in, __global int *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    int v = in[get_local_id(0)];
    { const bool cuport_p0 = (v & 1); // odd lanes; the flag's ';' must not land in here
    {
        // CUPORT1207:0: '__shfl_down_sync' uses warp-level operations; on devices without native warp support (CPUs, PoCL) they are correct only when every thread of the block reaches them together with a full mask
        { int cuport_t = v; cuport_t += cuport_shfl_down_i32(cuport_ws, 0xffffffffu, v, 1, 32); if (cuport_p0) v = cuport_t; }
    } }
    { const bool cuport_p1 = (v > 4); /* block comment */ { int cuport_t = v; cuport_t += cuport_shfl_xor_i32(cuport_ws, 0xffffffffu, v, 2, 32); if (cuport_p1) v = cuport_t; } }
    { const bool cuport_p2 = (v > 8); {
        { int cuport_t = v; cuport_t += cuport_shfl_xor_i32(cuport_ws, 0xffffffffu, v, 4, 32); if (cuport_p2) v = cuport_t; }
    } // a comment that says else
    { const bool cuport_p3 = !cuport_p2;
    {
        { int cuport_t = v; cuport_t -= cuport_shfl_xor_i32(cuport_ws, 0xffffffffu, v, 4, 32); if (cuport_p3) v = cuport_t; }
    } } }
    { const bool cuport_p4 = (v > 16);
#if USE_UP
    {
        { int cuport_t = v; cuport_t += cuport_shfl_up_i32(cuport_ws, 0xffffffffu, v, 1, 32); if (cuport_p4) v = cuport_t; }
    } }
#else
    {
        v += __shfl_down_sync(0xffffffffu, v, 1);
    }
#endif
    out[get_local_id(0)] = v;
}

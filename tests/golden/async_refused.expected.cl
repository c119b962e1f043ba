// OpenCL C 1.2 migrated by cuport from async_refused.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void refused(__global int *out, __global uchar *grid_bar)
{
    /* bar: a barrier: its waits are work-group barriers */
    if ((uint)get_local_id(0) == 0)
        (void)0;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    out[get_local_id(0)] = get_local_id(0);
    if ((uint)get_local_id(0) >= 32) {
        // CUPORT1251:3: 'bar.arrive()' arrives and drops its token, so this thread never waits for the phase: a work-group barrier at the other threads' wait would need it too; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, "Split barriers and asynchronous copies")
        bar.arrive(); // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): async_refused.cl:13:9: use of undeclared identifier 'bar'; the .cl is written, but the runtime cannot build it until it is fixed
        // CUPORT1251:5: 'bar.arrive_and_drop()' leaves the barrier, so its later phases wait for fewer threads than the block: a work-group barrier cannot shrink; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, "Split barriers and asynchronous copies")
        bar.arrive_and_drop(); // CUPORT1230:4: the OpenCL C translated from here does not compile (portable and NVIDIA paths): async_refused.cl:15:9: use of undeclared identifier 'bar'; the .cl is written, but the runtime cannot build it until it is fixed
        return;
    }
    // CUPORT1251:6: 'bar.arrive(2)' arrives for several threads at once, so the threads that wait are fewer than those a work-group barrier needs; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, "Split barriers and asynchronous copies")
    /* token: a barrier's arrival token, not needed */
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // CUPORT1251:8: 'grid_bar.arrive_and_wait()' is a barrier in global memory, which the blocks of a grid share: OpenCL C 1.2 has no barrier across work-groups; it is kept as written and the .cl will not build until it is replaced (docs/kernels.md, "Split barriers and asynchronous copies")
    (*grid_bar).arrive_and_wait(); // CUPORT1230:7: the OpenCL C translated from here does not compile (portable and NVIDIA paths): async_refused.cl:22:16: member reference base type '__global uchar' (aka '__global unsigned char') is not a structure or union; the .cl is written, but the runtime cannot build it until it is fixed
}

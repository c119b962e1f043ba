// OpenCL C 1.2 migrated by cuport from kernel_groups_unknown.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

int rank(cuport_group g)
{ return cuport_group_rank(g); }

__kernel void runtimeSize(__global int *out, int n)
{
    // CUPORT1212:1: cooperative group 'v': its declaration (a tiled_partition of a size not constant?) is not translated, its kind (the block or a tile of constant size) being known only at run time; size(), num_threads(), thread_rank() and sync() are
    cg::thread_group v = cg::tiled_partition(cg::this_thread_block(), n); // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_groups_unknown.cl:10:5: use of undeclared identifier 'cg'; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1212:3: cooperative group 'cg::tiled_partition(cg::this_thread_block(), n)': passing it is not translated, its kind (the block or a tile of constant size) being known only at run time; size(), num_threads(), thread_rank() and sync() are
    out[get_local_id(0)] = rank(cg::tiled_partition(cg::this_thread_block(), n)); // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_groups_unknown.cl:12:33: use of undeclared identifier 'cg'; the .cl is written, but the runtime cannot build it until it is fixed
}

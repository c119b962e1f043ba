// OpenCL C 1.2 migrated by cuport from kernel_groups_unknown.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

int rank(cuport_group g)
{ return cuport_group_rank(g); }

__kernel void runtimeSize(__global int *out, int n)
{
    // CUPORT1212:0: cooperative group 'v': its declaration (a tiled_partition of a size not constant?) is not translated, its kind (the block or a tile of constant size) being known only at run time; size(), num_threads(), thread_rank() and sync() are
    cg::thread_group v = cg::tiled_partition(cg::this_thread_block(), n);
    // CUPORT1212:1: cooperative group 'cg::tiled_partition(cg::this_thread_block(), n)': passing it is not translated, its kind (the block or a tile of constant size) being known only at run time; size(), num_threads(), thread_rank() and sync() are
    out[get_local_id(0)] = rank(cg::tiled_partition(cg::this_thread_block(), n));
}

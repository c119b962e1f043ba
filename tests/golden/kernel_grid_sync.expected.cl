// OpenCL C 1.2 migrated by cuport from kernel_grid_sync.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

void publish(uchar grid, __global float *out, float v, __global volatile uint *cuport_grid_barrier)
{
    out[cuport_grid_rank()] = v;
    // CUPORT1217:0: 'grid.sync()' synchronises the whole grid: it becomes the runtime's grid barrier, which holds when every block is resident at once; the runtime refuses a launch of the kernel with more blocks than the occupancy calculator's figure (cudaErrorCooperativeLaunchTooLarge): size the grid with it, as for cudaLaunchCooperativeKernel
    cuport_grid_sync(cuport_grid_barrier);
}

__kernel void twoPhase(__global const float *in, __global float *tmp, __global float *out, unsigned int n, __global volatile uint *cuport_grid_barrier)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    /* grid: the grid */
    unsigned i = cuport_grid_rank();
    publish((uchar)0, tmp, i < n ? in[i] : 0.0f, cuport_grid_barrier);
    out[i] = tmp[(i + 1) % cuport_grid_size()];
    // CUPORT1217:1: 'grid.sync()' synchronises the whole grid: it becomes the runtime's grid barrier, which holds when every block is resident at once; the runtime refuses a launch of the kernel with more blocks than the occupancy calculator's figure (cudaErrorCooperativeLaunchTooLarge): size the grid with it, as for cudaLaunchCooperativeKernel
    cuport_grid_sync(cuport_grid_barrier);
    if (i == 0)
        out[0] += out[cuport_grid_size() - 1];
    // CUPORT1217:2: 'grid.sync()' synchronises the whole grid: it becomes the runtime's grid barrier, which holds when every block is resident at once; the runtime refuses a launch of the kernel with more blocks than the occupancy calculator's figure (cudaErrorCooperativeLaunchTooLarge): size the grid with it, as for cudaLaunchCooperativeKernel
    cuport_grid_sync(cuport_grid_barrier);
}

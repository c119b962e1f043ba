// Occupancy queries name the kernel; the runtime applies CUDA's occupancy model to the
// device's limits.
__global__ void work(float *p) { p[threadIdx.x] *= 2.0f; }

int pick(float *p)
{
    int minGrid = 0, block = 0, perSm = 0;
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, work);
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, work, 0, 256);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, work, block, 0);
    work<<<minGrid, block>>>(p);
    return perSm;
}

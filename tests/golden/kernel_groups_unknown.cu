// cuport-test: no-build
// A tile whose size is only known at run time cannot become a cuport_group: reported
// (CUPORT1212), and the .cl does not build until it is given a constant size.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int rank(cg::thread_group g) { return g.thread_rank(); }

__global__ void runtimeSize(int *out, int n)
{
    cg::thread_group v = cg::tiled_partition(cg::this_thread_block(), n);
    out[threadIdx.x] = rank(cg::tiled_partition(cg::this_thread_block(), n));
}

void run(int *o, int n) { runtimeSize<<<1, 64>>>(o, n); }

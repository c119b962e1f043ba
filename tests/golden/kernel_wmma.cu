// Warp matrix operations: fragments become the device header's structs of what one lane
// holds, their functions instances of its generators (one line each, before the kernels).
#include <cuda_fp16.h>
#include <mma.h>

using namespace nvcuda;

#define LAYOUT wmma::mem_col_major
#define TILE_BYTES (16 * 16 * sizeof(half))

// a device function taking fragments by reference
__device__ void step(wmma::fragment<wmma::accumulator, 16, 16, 16, float> &acc,
                     const half *a, const half *b, int ld)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> af;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> bf;
    wmma::load_matrix_sync(af, a, ld);
    wmma::load_matrix_sync(bf, b, ld);
    wmma::mma_sync(acc, af, bf, acc);
}

__global__ void gemm(const half *a, const half *b, float *c, int k, float alpha)
{
    __shared__ float tile[16 * 16];
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2];
    wmma::fill_fragment(acc[0], 0.0f);
    for (int i = 0; i < k; i += 16)
        step(acc[0], a + i, b + i, k);
    for (int t = 0; t < acc[0].num_elements; t++)
        acc[0].x[t] *= alpha;
    wmma::store_matrix_sync(tile, acc[0], 16, LAYOUT);
    __syncthreads();
    c[threadIdx.x] = tile[threadIdx.x] + TILE_BYTES;
}

// tf32: each element rounded; the accumulator loaded from memory; B row-major
__global__ void gemm_tf32(const float *a, const float *b, float *c)
{
    auto af = wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::col_major>();
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> bf;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> cf;
    wmma::load_matrix_sync(af, a, 16);
    wmma::load_matrix_sync(bf, b, 16);
    for (int t = 0; t < af.num_elements; t++)
        af.x[t] = wmma::__float_to_tf32(af.x[t]);
    wmma::load_matrix_sync(cf, c, 16, wmma::mem_row_major);
    wmma::mma_sync(cf, af, bf, cf, false);
    wmma::store_matrix_sync(c, cf, 16, wmma::mem_row_major);
}

int main()
{
    half *a, *b;
    float *c, *f;
    gemm<<<1, 256>>>(a, b, c, 32, 2.0f);
    gemm_tf32<<<1, 32>>>(f, f, f);
    return 0;
}

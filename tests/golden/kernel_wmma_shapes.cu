// Every fragment type and shape of wmma that cuport translates, with B in both layouts (the
// device header's mma_sync is a dot product for a col_major B, an outer product for a
// row_major one) and A in the other: each instance a line of the device header's generators.
#include <cstdint>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <mma.h>

using namespace nvcuda;

template <int M, int N, int K, typename T, typename S, typename LA, typename LB, typename C>
__global__ void mm(const S *a, const S *b, C *c, int ld)
{
    wmma::fragment<wmma::matrix_a, M, N, K, T, LA> af;
    wmma::fragment<wmma::matrix_b, M, N, K, T, LB> bf;
    wmma::fragment<wmma::accumulator, M, N, K, C> cf;
    wmma::load_matrix_sync(af, a, ld);
    wmma::load_matrix_sync(bf, b, ld);
    wmma::load_matrix_sync(cf, c, ld, wmma::mem_row_major);
    wmma::mma_sync(cf, af, bf, cf);
    wmma::store_matrix_sync(c, cf, ld, wmma::mem_col_major);
}

template <int M, int N, int K, typename T, typename S, typename C>
void both(const S *a, const S *b, C *c)
{
    mm<M, N, K, T, S, wmma::row_major, wmma::col_major, C><<<1, 32>>>(a, b, c, 32);
    mm<M, N, K, T, S, wmma::col_major, wmma::row_major, C><<<1, 32>>>(a, b, c, 32);
}

template <typename T, typename C>
void shapes16(const T *a, const T *b, C *c)
{
    both<16, 16, 16, T, T, C>(a, b, c);
    both<32, 8, 16, T, T, C>(a, b, c);
    both<8, 32, 16, T, T, C>(a, b, c);
}

int main()
{
    half *h;
    __nv_bfloat16 *bf;
    uint8_t *u;
    int8_t *s;
    float *f;
    int *i;
    double *d;
    shapes16(h, h, f);
    shapes16(h, h, h);
    shapes16(bf, bf, f);
    shapes16(u, u, i);
    shapes16(s, s, i);
    both<16, 16, 8, wmma::precision::tf32, float, float>(f, f, f);
    both<8, 8, 4, double, double, double>(d, d, d);
    return 0;
}

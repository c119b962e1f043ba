// cuport-test: no-build (what it keeps as written does not compile, by design)
// What cuport does not translate of wmma is reported (CUPORT1253) and kept as written:
// sub-byte element types, mma_sync with saturation.
#include <mma.h>

using namespace nvcuda;

// unsupported: sub-byte elements, and saturation
__global__ void refused(const int *a, const unsigned char *b, int *c)
{
    wmma::fragment<wmma::matrix_a, 8, 8, 32, wmma::experimental::precision::u4, wmma::row_major> af;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, unsigned char, wmma::row_major> a8;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, unsigned char, wmma::col_major> b8;
    wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc;
    wmma::load_matrix_sync(a8, b, 16);
    wmma::load_matrix_sync(b8, b, 16);
    wmma::fill_fragment(acc, 0);
    wmma::mma_sync(acc, a8, b8, acc, true);
    wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
}

int main()
{
    int *i;
    unsigned char *u;
    refused<<<1, 32>>>(i, u, i);
    return 0;
}

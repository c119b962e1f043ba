// Warp matrix operations checked against the host: D = alpha * A * B + beta * C for every
// element type and shape of nvcuda::wmma that has integer-valued inputs (so the products
// and sums are exact, and the results must be equal), with the fragments loaded from
// global and from shared memory, in both layouts.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <mma.h>

using namespace nvcuda;

#define CHECK(x)                                                                       \
    do {                                                                               \
        cudaError_t e_ = (x);                                                          \
        if (e_ != cudaSuccess) {                                                       \
            printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__);    \
            exit(1);                                                                   \
        }                                                                              \
    } while (0)

#define C_LAYOUT wmma::mem_row_major

static int failures = 0;

static void expect(const char *what, int i, double got, double want)
{
    if (got != want) {
        if (failures < 10)
            printf("%s: element %d is %g, expected %g\n", what, i, got, want);
        failures++;
    }
}

// ---- half inputs, float accumulators, m16n16k16: one warp per 16x16 tile of D, A row-major
// (lda = k), B column-major (ldb = k), C and D row-major (ldc = n); alpha and beta applied to
// the fragments element by element, as the cuda-samples do.
__global__ void gemm_half(const half *a, const half *b, const float *c, float *d, int m, int n,
                          int k, float alpha, float beta)
{
    int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
    int warpN = blockIdx.y * blockDim.y + threadIdx.y;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a_frag;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b_frag;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc, c_frag;
    wmma::fill_fragment(acc, 0.0f);
    for (int i = 0; i < k; i += 16) {
        int aRow = warpM * 16, bCol = warpN * 16;
        if (aRow < m && bCol < n) {
            wmma::load_matrix_sync(a_frag, a + i + aRow * k, k);
            wmma::load_matrix_sync(b_frag, b + i + bCol * k, k);
            wmma::mma_sync(acc, a_frag, b_frag, acc);
        }
    }
    int cRow = warpM * 16, cCol = warpN * 16;
    if (cRow < m && cCol < n) {
        wmma::load_matrix_sync(c_frag, c + cCol + cRow * n, n, C_LAYOUT);
        for (int i = 0; i < c_frag.num_elements; i++)
            c_frag.x[i] = alpha * acc.x[i] + beta * c_frag.x[i];
        wmma::store_matrix_sync(d + cCol + cRow * n, c_frag, n, wmma::mem_row_major);
    }
}

// ---- the same from shared memory: the block's warps stage the A rows and B columns of
// their tiles through __shared__ arrays (B row-major there), multiply, and store D through
// shared memory column-major before copying it out.
#define TILES_PER_BLOCK 4
__global__ void gemm_half_shared(const half *a, const half *b, float *d, int n, int k)
{
    __shared__ half sa[TILES_PER_BLOCK][16 * 16];
    __shared__ half sb[16 * 16];
    __shared__ float sd[TILES_PER_BLOCK][16 * 16];
    const unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int tileRow = blockIdx.x * TILES_PER_BLOCK + warp, tileCol = blockIdx.y;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[1];
    wmma::fill_fragment(acc[0], 0.0f);
    for (int kk = 0; kk < k; kk += 16) {
        for (int e = lane; e < 256; e += 32)
            sa[warp][e] = a[(tileRow * 16 + e / 16) * k + kk + e % 16];
        for (int e = threadIdx.x; e < 256; e += blockDim.x)   // B(r, c) at sb[r * 16 + c]
            sb[e] = b[(tileCol * 16 + e % 16) * k + kk + e / 16];
        __syncthreads();
        wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> af;
        wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> bf;
        wmma::load_matrix_sync(af, &sa[warp][0], 16);
        wmma::load_matrix_sync(bf, sb, 16);
        wmma::mma_sync(acc[0], af, bf, acc[0]);
        __syncthreads();
    }
    wmma::store_matrix_sync(&sd[warp][0], acc[0], 16, wmma::mem_col_major);
    __syncthreads();
    for (int e = lane; e < 256; e += 32)   // sd holds the tile column-major
        d[(tileRow * 16 + e % 16) * n + tileCol * 16 + e / 16] = sd[warp][e];
}

// ---- half accumulators (m32n8k16), a fragment written as a temporary, and a device
// function taking fragments by reference; warps whose tile is out of range return early.
__device__ void multiply_tile(wmma::fragment<wmma::accumulator, 32, 8, 16, half> &acc,
                              const half *a, const half *b, int k)
{
    wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::row_major> af;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::col_major> bf;
    for (int i = 0; i < k; i += 16) {
        wmma::load_matrix_sync(af, a + i, k);
        wmma::load_matrix_sync(bf, b + i, k);
        wmma::mma_sync(acc, af, bf, acc);
    }
}

__global__ void gemm_half_acc(const half *a, const half *b, half *d, int m, int n, int k, int tiles)
{
    int tile = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    if (tile >= tiles)
        return;
    int tilesN = n / 8, row = tile / tilesN * 32, col = tile % tilesN * 8;
    auto acc = wmma::fragment<wmma::accumulator, 32, 8, 16, half>();
    wmma::fill_fragment(acc, __float2half(1.0f));
    multiply_tile(acc, a + row * k, b + col * k, k);
    for (int i = 0; i < acc.num_elements; i++)
        acc.x[i] = __hmul(acc.x[i], __float2half(2.0f));
    wmma::store_matrix_sync(d + row * n + col, acc, n, wmma::mem_row_major);
}

// ---- bfloat16 (m8n32k16), A column-major (lda = m), B row-major (ldb = n)
__global__ void gemm_bf16(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *d, int m, int n, int k)
{
    int tile = blockIdx.x;   // one warp per block
    int tilesN = n / 32, row = tile / tilesN * 8, col = tile % tilesN * 32;
    wmma::fragment<wmma::matrix_a, 8, 32, 16, __nv_bfloat16, wmma::col_major> af;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, __nv_bfloat16, wmma::row_major> bf;
    wmma::fragment<wmma::accumulator, 8, 32, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int i = 0; i < k; i += 16) {
        wmma::load_matrix_sync(af, a + row + i * m, m);
        wmma::load_matrix_sync(bf, b + col + i * n, n);
        wmma::mma_sync(acc, af, bf, acc);
    }
    wmma::store_matrix_sync(d + row * n + col, acc, n, wmma::mem_row_major);
}

// ---- tf32 (m16n16k8): floats rounded with __float_to_tf32 element by element
__global__ void gemm_tf32(const float *a, const float *b, float *d, int m, int n, int k)
{
    int tile = blockIdx.x, tilesN = n / 16, row = tile / tilesN * 16, col = tile % tilesN * 16;
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> af;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> bf;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int i = 0; i < k; i += 8) {
        wmma::load_matrix_sync(af, a + row * k + i, k);
        wmma::load_matrix_sync(bf, b + col * k + i, k);
        for (int t = 0; t < af.num_elements; t++)
            af.x[t] = wmma::__float_to_tf32(af.x[t]);
        for (int t = 0; t < bf.num_elements; t++)
            bf.x[t] = wmma::__float_to_tf32(bf.x[t]);
        wmma::mma_sync(acc, af, bf, acc);
    }
    wmma::store_matrix_sync(d + row * n + col, acc, n, wmma::mem_row_major);
}

// ---- double (m8n8k4), C column-major
__global__ void gemm_double(const double *a, const double *b, const double *c, double *d, int m,
                            int n, int k)
{
    int tile = blockIdx.x, tilesN = n / 8, row = tile / tilesN * 8, col = tile % tilesN * 8;
    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> af;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> bf;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> acc;
    wmma::load_matrix_sync(acc, c + row + col * m, m, wmma::mem_col_major);
    for (int i = 0; i < k; i += 4) {
        wmma::load_matrix_sync(af, a + row * k + i, k);
        wmma::load_matrix_sync(bf, b + col * k + i, k);
        wmma::mma_sync(acc, af, bf, acc);
    }
    wmma::store_matrix_sync(d + row * n + col, acc, n, wmma::mem_row_major);
}

// ---- 8-bit integers with int accumulators (m16n16k16): signed, and unsigned with
// alpha and beta on the fragments; D stored column-major.
template <typename T>
__global__ void gemm_int8(const T *a, const T *b, const int *c, int *d, int m, int n, int k,
                          int alpha, int beta)
{
    int tile = blockIdx.x, tilesN = n / 16, row = tile / tilesN * 16, col = tile % tilesN * 16;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, T, wmma::row_major> af;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, T, wmma::col_major> bf;
    wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc, cf;
    wmma::fill_fragment(acc, 0);
    for (int i = 0; i < k; i += 16) {
        wmma::load_matrix_sync(af, a + row * k + i, k);
        wmma::load_matrix_sync(bf, b + col * k + i, k);
        wmma::mma_sync(acc, af, bf, acc);
    }
    wmma::load_matrix_sync(cf, c + row * n + col, n, wmma::mem_row_major);
    for (int i = 0; i < cf.num_elements; i++)
        cf.x[i] = alpha * acc.x[i] + beta * cf.x[i];
    wmma::store_matrix_sync(d + row + col * m, cf, m, wmma::mem_col_major);
}

// small integers, so that every product and sum is exact in every type
static int value(int i, int salt) { return (int)((i * 7 + salt * 13) % 9) - 4; }

template <typename T> static T *to_device(const T *h, size_t n)
{
    T *d = NULL;
    CHECK(cudaMalloc((void **)&d, n * sizeof(T)));
    CHECK(cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}

template <typename T> static void from_device(T *h, const T *d, size_t n)
{
    CHECK(cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost));
}

// reference: D(i, j) = sum_p A(i, p) * B(p, j) with A row-major (m x k) and B given as its
// columns (n x k, B(p, j) at b[j * k + p])
static double dot(const int *a, const int *b, int i, int j, int k)
{
    double s = 0;
    for (int p = 0; p < k; p++)
        s += (double)a[i * k + p] * b[j * k + p];
    return s;
}

static void test_half(void)
{
    const int m = 64, n = 32, k = 48;
    int *ai = new int[m * k], *bi = new int[n * k];
    half *a = new half[m * k], *b = new half[n * k];
    float *c = new float[m * n], *d = new float[m * n];
    for (int i = 0; i < m * k; i++) { ai[i] = value(i, 1); a[i] = __float2half((float)ai[i]); }
    for (int i = 0; i < n * k; i++) { bi[i] = value(i, 2); b[i] = __float2half((float)bi[i]); }
    for (int i = 0; i < m * n; i++) c[i] = (float)value(i, 3);
    half *da = to_device(a, m * k), *db = to_device(b, n * k);
    float *dc = to_device(c, m * n), *dd = NULL;
    CHECK(cudaMalloc((void **)&dd, m * n * sizeof(float)));
    // 128 x 2 threads: 4 warps along m, 2 along n (the last blocks' warps partly idle)
    dim3 block(128, 2), grid((m / 16 + 3) / 4, (n / 16 + 1) / 2);
    gemm_half<<<grid, block>>>(da, db, dc, dd, m, n, k, 2.0f, 0.5f);
    CHECK(cudaGetLastError());
    from_device(d, dd, m * n);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            expect("half gemm", i * n + j, d[i * n + j], 2.0 * dot(ai, bi, i, j, k) + 0.5 * c[i * n + j]);
    gemm_half_shared<<<dim3(m / 16 / TILES_PER_BLOCK, n / 16), 32 * TILES_PER_BLOCK>>>(da, db, dd, n, k);
    CHECK(cudaGetLastError());
    from_device(d, dd, m * n);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            expect("half gemm through shared memory", i * n + j, d[i * n + j], dot(ai, bi, i, j, k));
    // half accumulators, 32 x 8 tiles; 3 warps per block, so one block's last warp is idle
    const int tiles = (m / 32) * (n / 8);
    half *dh = NULL, *h = new half[m * n];
    CHECK(cudaMalloc((void **)&dh, m * n * sizeof(half)));
    gemm_half_acc<<<(tiles + 2) / 3, 96>>>(da, db, dh, m, n, k, tiles);
    CHECK(cudaGetLastError());
    from_device(h, dh, m * n);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            expect("half accumulators", i * n + j, __half2float(h[i * n + j]), 2.0 * (1.0 + dot(ai, bi, i, j, k)));
    CHECK(cudaFree(da)); CHECK(cudaFree(db)); CHECK(cudaFree(dc)); CHECK(cudaFree(dd)); CHECK(cudaFree(dh));
    delete[] ai; delete[] bi; delete[] a; delete[] b; delete[] c; delete[] d; delete[] h;
}

static void test_bf16(void)
{
    const int m = 16, n = 64, k = 32;
    int *ai = new int[m * k], *bi = new int[n * k];
    __nv_bfloat16 *a = new __nv_bfloat16[m * k], *b = new __nv_bfloat16[k * n];
    float *d = new float[m * n];
    for (int i = 0; i < m * k; i++) ai[i] = value(i, 4);
    for (int i = 0; i < n * k; i++) bi[i] = value(i, 5);
    for (int i = 0; i < m; i++)   // column-major A
        for (int p = 0; p < k; p++) a[i + p * m] = __float2bfloat16((float)ai[i * k + p]);
    for (int p = 0; p < k; p++)   // row-major B
        for (int j = 0; j < n; j++) b[p * n + j] = __float2bfloat16((float)bi[j * k + p]);
    __nv_bfloat16 *da = to_device(a, m * k), *db = to_device(b, k * n);
    float *dd = NULL;
    CHECK(cudaMalloc((void **)&dd, m * n * sizeof(float)));
    gemm_bf16<<<(m / 8) * (n / 32), 32>>>(da, db, dd, m, n, k);
    CHECK(cudaGetLastError());
    from_device(d, dd, m * n);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            expect("bfloat16 gemm", i * n + j, d[i * n + j], dot(ai, bi, i, j, k));
    CHECK(cudaFree(da)); CHECK(cudaFree(db)); CHECK(cudaFree(dd));
    delete[] ai; delete[] bi; delete[] a; delete[] b; delete[] d;
}

static void test_tf32(void)
{
    const int m = 32, n = 16, k = 24;
    int *ai = new int[m * k], *bi = new int[n * k];
    float *a = new float[m * k], *b = new float[n * k], *d = new float[m * n];
    // __float_to_tf32 rounds to 10 bits of mantissa, to nearest: A(0, 0) = 1 + 3 * 2^-12
    // becomes 1 + 2^-10 (cutting the bits off would give 1), A(0, 1) = 1 + 2^-12 becomes 1
    for (int i = 0; i < m * k; i++) { ai[i] = value(i, 6); a[i] = (float)ai[i]; }
    for (int i = 0; i < n * k; i++) { bi[i] = value(i, 7); b[i] = (float)bi[i]; }
    a[0] = 1.0f + 3.0f / 4096;
    a[1] = 1.0f + 1.0f / 4096;
    ai[0] = ai[1] = 1;
    float *da = to_device(a, m * k), *db = to_device(b, n * k), *dd = NULL;
    CHECK(cudaMalloc((void **)&dd, m * n * sizeof(float)));
    gemm_tf32<<<(m / 16) * (n / 16), 32>>>(da, db, dd, m, n, k);
    CHECK(cudaGetLastError());
    from_device(d, dd, m * n);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            expect("tf32 gemm", i * n + j, d[i * n + j],
                   dot(ai, bi, i, j, k) + (i == 0 ? bi[j * k] / 1024.0 : 0.0));
    CHECK(cudaFree(da)); CHECK(cudaFree(db)); CHECK(cudaFree(dd));
    delete[] ai; delete[] bi; delete[] a; delete[] b; delete[] d;
}

static void test_double(void)
{
    const int m = 16, n = 24, k = 12;
    int *ai = new int[m * k], *bi = new int[n * k];
    double *a = new double[m * k], *b = new double[n * k], *c = new double[m * n], *d = new double[m * n];
    for (int i = 0; i < m * k; i++) { ai[i] = value(i, 8); a[i] = ai[i] + 0.5; }
    for (int i = 0; i < n * k; i++) { bi[i] = value(i, 9); b[i] = bi[i]; }
    for (int i = 0; i < m * n; i++) c[i] = value(i, 10);   // column-major C
    double *da = to_device(a, m * k), *db = to_device(b, n * k), *dc = to_device(c, m * n), *dd = NULL;
    CHECK(cudaMalloc((void **)&dd, m * n * sizeof(double)));
    gemm_double<<<(m / 8) * (n / 8), 32>>>(da, db, dc, dd, m, n, k);
    CHECK(cudaGetLastError());
    from_device(d, dd, m * n);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double s = c[i + j * m];
            for (int p = 0; p < k; p++)
                s += a[i * k + p] * b[j * k + p];
            expect("double gemm", i * n + j, d[i * n + j], s);
        }
    CHECK(cudaFree(da)); CHECK(cudaFree(db)); CHECK(cudaFree(dc)); CHECK(cudaFree(dd));
    delete[] ai; delete[] bi; delete[] a; delete[] b; delete[] c; delete[] d;
}

template <typename T> static void test_int8(const char *what, int bias)
{
    const int m = 32, n = 48, k = 64;
    int *ai = new int[m * k], *bi = new int[n * k], *c = new int[m * n], *d = new int[m * n];
    T *a = new T[m * k], *b = new T[n * k];
    // unsigned: values up to 200, so that a signed reading would differ
    for (int i = 0; i < m * k; i++) { ai[i] = value(i, 11) * 25 + bias; a[i] = (T)ai[i]; }
    for (int i = 0; i < n * k; i++) { bi[i] = value(i, 12) * 25 + bias; b[i] = (T)bi[i]; }
    for (int i = 0; i < m * n; i++) c[i] = value(i, 13) * 1000;
    T *da = to_device(a, m * k), *db = to_device(b, n * k);
    int *dc = to_device(c, m * n), *dd = NULL;
    CHECK(cudaMalloc((void **)&dd, m * n * sizeof(int)));
    gemm_int8<T><<<(m / 16) * (n / 16), 32>>>(da, db, dc, dd, m, n, k, 3, -2);
    CHECK(cudaGetLastError());
    from_device(d, dd, m * n);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            expect(what, i * n + j, d[i + j * m], 3 * dot(ai, bi, i, j, k) - 2.0 * c[i * n + j]);
    CHECK(cudaFree(da)); CHECK(cudaFree(db)); CHECK(cudaFree(dc)); CHECK(cudaFree(dd));
    delete[] ai; delete[] bi; delete[] a; delete[] b; delete[] c; delete[] d;
}

int main(int argc, char **argv)
{
    (void)argc; (void)argv;
    test_half();
    test_bf16();
    test_tf32();
    test_double();
    test_int8<signed char>("signed char gemm", 0);
    test_int8<unsigned char>("unsigned char gemm", 100);
    if (failures) {
        printf("FAIL: %d elements differ\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}

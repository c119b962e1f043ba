// cuBLAS's v2 routines as programs call them, each checked against a loop on the host:
// copies with increments and leading dimensions; level 1 (axpy, scal, copy, swap, dot, nrm2,
// asum, amax/amin, rot; complex dotc) with results in host and in device memory; level 2
// (gemv N/T, ger, symv, trsv); level 3 (gemm over every transposition pair at odd sizes,
// beta = 0 over a C full of NaN, complex gemm with op C, Hgemm, GemmEx 16F->32F and
// 8I->32I, batched and strided-batched gemm, geam with transposes, dgmm, trsm on both
// sides, syrk) and the batched LU (getrf, getrs, getri), on a created stream.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cuda_fp16.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                                         \
    do {                                                                                    \
        cudaError_t e_ = (call);                                                            \
        if (e_ != cudaSuccess) {                                                            \
            printf("FAIL: CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__);   \
            exit(1);                                                                        \
        }                                                                                   \
    } while (0)
#define BLAS(call)                                                                          \
    do {                                                                                    \
        cublasStatus_t s_ = (call);                                                         \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                  \
            printf("FAIL: cuBLAS %s at line %d\n", cublasGetStatusName(s_), __LINE__);      \
            exit(1);                                                                        \
        }                                                                                   \
    } while (0)

static int failures = 0;

static void near(const char *what, double got, double want, double tol)
{
    if (!(fabs(got - want) <= tol * (1 + fabs(want))) && failures++ < 20)
        printf("%s: got %.9g, expected %.9g\n", what, got, want);
}

template <typename T> static T *dev(const std::vector<T> &h)
{
    T *d;
    CHECK(cudaMalloc(&d, h.size() * sizeof(T) + 16));
    CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}

template <typename T> static std::vector<T> host(const T *d, size_t n)
{
    std::vector<T> h(n);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}

static double val(int i, int salt) { return ((i * 37 + salt * 11) % 19 - 9) / 8.0; }

// op(X)(i, j) of a column-major matrix with leading dimension ld
template <typename T> static T at(const std::vector<T> &x, int ld, int op, int i, int j)
{
    return op == 0 ? x[i + j * ld] : x[j + i * ld];
}

template <typename T> static void gemm_case(cublasHandle_t h, int opa, int opb, int m, int n, int k,
                                           double tol)
{
    cublasOperation_t ops[] = {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C};
    int ar = opa ? k : m, ac = opa ? m : k, br = opb ? n : k, bc = opb ? k : n;
    int lda = ar + 2, ldb = br + 1, ldc = m + 3;
    std::vector<T> A(lda * ac), B(ldb * bc), C(ldc * n);
    for (size_t i = 0; i < A.size(); i++) A[i] = (T)val(i, 1);
    for (size_t i = 0; i < B.size(); i++) B[i] = (T)val(i, 2);
    for (size_t i = 0; i < C.size(); i++) C[i] = (T)val(i, 3);
    T alpha = (T)1.5, beta = (T)-0.5, zero = 0;
    T *dA = dev(A), *dB = dev(B), *dC = dev(C);
    std::vector<T> nanC(C.size(), (T)NAN);
    T *dN = dev(nanC);
    if (sizeof(T) == 4) {
        BLAS(cublasSgemm(h, ops[opa], ops[opb], m, n, k, (const float *)&alpha, (const float *)dA, lda,
                         (const float *)dB, ldb, (const float *)&beta, (float *)dC, ldc));
        BLAS(cublasSgemm(h, ops[opa], ops[opb], m, n, k, (const float *)&alpha, (const float *)dA, lda,
                         (const float *)dB, ldb, (const float *)&zero, (float *)dN, ldc));
    } else {
        BLAS(cublasDgemm(h, ops[opa], ops[opb], m, n, k, (const double *)&alpha, (const double *)dA,
                         lda, (const double *)dB, ldb, (const double *)&beta, (double *)dC, ldc));
        BLAS(cublasDgemm(h, ops[opa], ops[opb], m, n, k, (const double *)&alpha, (const double *)dA,
                         lda, (const double *)dB, ldb, (const double *)&zero, (double *)dN, ldc));
    }
    std::vector<T> got = host(dC, C.size()), gotN = host(dN, C.size());
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int l = 0; l < k; l++) s += (double)at(A, lda, opa, i, l) * at(B, ldb, opb, l, j);
            near("gemm", got[i + j * ldc], 1.5 * s - 0.5 * C[i + j * ldc], tol);
            near("gemm beta=0", gotN[i + j * ldc], 1.5 * s, tol);
        }
    near("gemm leaves the padding", got[m + 1], C[m + 1], 0);
    cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dN);
}

static void level1(cublasHandle_t h)
{
    const int n = 1000;
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; i++) { x[i] = val(i, 4); y[i] = val(i, 5); }
    float *dx = dev(x), *dy = dev(y);
    float a = 2.5f, r;
    // strided views: every 2nd of x, every 3rd of y, 300 elements
    BLAS(cublasSaxpy(h, 300, &a, dx, 2, dy, 3));
    std::vector<float> gy = host(dy, n);
    for (int i = 0; i < n; i++)
        near("axpy", gy[i], y[i] + (i % 3 == 0 && i / 3 < 300 ? a * x[i / 3 * 2] : 0), 1e-6);
    BLAS(cublasSdot(h, n, dx, 1, dy, 1, &r));
    double s = 0;
    for (int i = 0; i < n; i++) s += (double)x[i] * gy[i];
    near("dot", r, s, 1e-5);
    BLAS(cublasSnrm2(h, n, dx, 1, &r));
    s = 0;
    for (int i = 0; i < n; i++) s += (double)x[i] * x[i];
    near("nrm2", r, sqrt(s), 1e-5);
    BLAS(cublasSasum(h, n, dx, 1, &r));
    s = 0;
    for (int i = 0; i < n; i++) s += fabs(x[i]);
    near("asum", r, s, 1e-5);
    x[777] = -20; x[901] = 20; x[13] = 0.001f; x[500] = 0.001f;
    CHECK(cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice));
    int ix;
    BLAS(cublasIsamax(h, n, dx, 1, &ix));
    near("amax (first of equal magnitudes, 1-based)", ix, 778, 0);
    BLAS(cublasIsamin(h, n, dx, 1, &ix));
    int lo = 0;
    for (int i = 1; i < n; i++)
        if (fabsf(x[i]) < fabsf(x[lo])) lo = i;
    near("amin (first of equal magnitudes, 1-based)", ix, lo + 1, 0);
    // negative increment: x backwards
    BLAS(cublasScopy(h, n, dx, -1, dy, 1));
    gy = host(dy, n);
    near("copy with incx -1", gy[0], x[n - 1], 0);
    near("copy with incx -1", gy[n - 1], x[0], 0);
    a = -0.5f;
    BLAS(cublasSscal(h, n, &a, dy, 1));
    BLAS(cublasSswap(h, n, dx, 1, dy, 1));
    std::vector<float> gx = host(dx, n);
    gy = host(dy, n);
    near("scal+swap", gx[10], -0.5f * x[n - 11], 0);
    near("swap", gy[10], x[10], 0);
    float c = 0.6f, sn = 0.8f;
    BLAS(cublasSrot(h, n, dx, 1, dy, 1, &c, &sn));
    std::vector<float> rx = host(dx, n), ry = host(dy, n);
    near("rot x", rx[7], c * gx[7] + sn * gy[7], 1e-6);
    near("rot y", ry[7], c * gy[7] - sn * gx[7], 1e-6);
    // results in device memory
    float *dr;
    CHECK(cudaMalloc(&dr, 4));
    BLAS(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
    BLAS(cublasSdot(h, n, dx, 1, dx, 1, dr));
    BLAS(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
    s = 0;
    for (int i = 0; i < n; i++) s += (double)rx[i] * rx[i];
    near("dot into device memory", host(dr, 1)[0], s, 1e-5);
    // complex dotc and double axpy with a device scalar
    std::vector<cuDoubleComplex> zx(50), zy(50);
    for (int i = 0; i < 50; i++) { zx[i] = make_cuDoubleComplex(val(i, 6), val(i, 7)); zy[i] = make_cuDoubleComplex(val(i, 8), val(i, 9)); }
    cuDoubleComplex *dzx = dev(zx), *dzy = dev(zy), zr;
    BLAS(cublasZdotc(h, 50, dzx, 1, dzy, 1, &zr));
    double re = 0, im = 0;
    for (int i = 0; i < 50; i++) {
        re += zx[i].x * zy[i].x + zx[i].y * zy[i].y;
        im += zx[i].x * zy[i].y - zx[i].y * zy[i].x;
    }
    near("zdotc re", zr.x, re, 1e-12);
    near("zdotc im", zr.y, im, 1e-12);
    cudaFree(dx); cudaFree(dy); cudaFree(dr); cudaFree(dzx); cudaFree(dzy);
}

static void level2(cublasHandle_t h)
{
    const int m = 37, n = 29, lda = 40;
    std::vector<double> A(lda * n), x(m), y(m);
    for (size_t i = 0; i < A.size(); i++) A[i] = val(i, 10);
    for (int i = 0; i < m; i++) { x[i] = val(i, 11); y[i] = val(i, 12); }
    double *dA = dev(A), *dx = dev(x), *dy = dev(y), al = 2, be = 0.5;
    BLAS(cublasDgemv(h, CUBLAS_OP_N, m, n, &al, dA, lda, dx, 1, &be, dy, 1));
    std::vector<double> g = host(dy, m);
    for (int i = 0; i < m; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += A[i + j * lda] * x[j];
        near("gemv N", g[i], 2 * s + 0.5 * y[i], 1e-12);
    }
    BLAS(cublasDgemv(h, CUBLAS_OP_T, m, n, &al, dA, lda, dx, 1, &be, dy, 1));
    std::vector<double> g2 = host(dy, n);
    for (int j = 0; j < n; j++) {
        double s = 0;
        for (int i = 0; i < m; i++) s += A[i + j * lda] * x[i];
        near("gemv T", g2[j], 2 * s + 0.5 * g[j], 1e-12);
    }
    CHECK(cudaMemcpy(dA, A.data(), A.size() * 8, cudaMemcpyHostToDevice));
    BLAS(cublasDger(h, m, n, &al, dx, 1, dx, 1, dA, lda));
    std::vector<double> gA = host(dA, A.size());
    near("ger", gA[5 + 7 * lda], A[5 + 7 * lda] + 2 * x[5] * x[7], 1e-12);
    // symv from the upper triangle, trsv with the lower one
    const int k = 20;
    std::vector<double> S(k * k), v(k);
    for (int i = 0; i < k * k; i++) S[i] = val(i, 13);
    for (int i = 0; i < k; i++) { S[i + i * k] = 4 + i; v[i] = val(i, 14); }
    double *dS = dev(S), *dv = dev(v), *dw = dev(v);
    be = 0;
    BLAS(cublasDsymv(h, CUBLAS_FILL_MODE_UPPER, k, &al, dS, k, dv, 1, &be, dw, 1));
    BLAS(cublasDtrsv(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, k, dS, k, dv, 1));
    std::vector<double> gw = host(dw, k), gv = host(dv, k);
    for (int i = 0; i < k; i++) {
        double s = 0, t = 0;
        for (int j = 0; j < k; j++) s += (i <= j ? S[i + j * k] : S[j + i * k]) * v[j];
        near("symv", gw[i], 2 * s, 1e-12);
        for (int j = 0; j <= i; j++) t += S[i + j * k] * gv[j];
        near("trsv", t, v[i], 1e-10);
    }
    cudaFree(dA); cudaFree(dx); cudaFree(dy); cudaFree(dS); cudaFree(dv); cudaFree(dw);
}

static void level3(cublasHandle_t h)
{
    for (int opa = 0; opa < 2; opa++)
        for (int opb = 0; opb < 2; opb++) {
            gemm_case<float>(h, opa, opb, 33, 17, 45, 1e-4);
            gemm_case<double>(h, opa, opb, 5, 70, 19, 1e-12);
        }
    // complex: C = A^H B
    const int m = 9, n = 7, k = 11;
    std::vector<cuComplex> A(k * m), B(k * n), C(m * n);
    for (int i = 0; i < k * m; i++) A[i] = make_cuComplex(val(i, 15), val(i, 16));
    for (int i = 0; i < k * n; i++) B[i] = make_cuComplex(val(i, 17), val(i, 18));
    cuComplex *dA = dev(A), *dB = dev(B), *dC = dev(C), al = make_cuComplex(1, 1), be = make_cuComplex(0, 0);
    BLAS(cublasCgemm(h, CUBLAS_OP_C, CUBLAS_OP_N, m, n, k, &al, dA, k, dB, k, &be, dC, m));
    std::vector<cuComplex> g = host(dC, m * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double re = 0, im = 0;
            for (int l = 0; l < k; l++) {
                cuComplex a = A[l + i * k], b = B[l + j * k];
                re += a.x * b.x + a.y * b.y;
                im += a.x * b.y - a.y * b.x;
            }
            near("cgemm re", g[i + j * m].x, re - im, 1e-4);
            near("cgemm im", g[i + j * m].y, re + im, 1e-4);
        }
    // half: Hgemm and GemmEx 16F x 16F -> 32F; 8I x 8I -> 32I
    const int q = 24;
    std::vector<__half> hA(q * q), hB(q * q), hC(q * q);
    std::vector<float> fA(q * q), fB(q * q);
    std::vector<signed char> iA(q * q), iB(q * q);
    for (int i = 0; i < q * q; i++) {
        fA[i] = (float)val(i, 19); fB[i] = (float)val(i, 20);
        hA[i] = __float2half(fA[i]); hB[i] = __float2half(fB[i]);
        iA[i] = (signed char)(i % 7 - 3); iB[i] = (signed char)(i % 5 - 2);
    }
    __half *dhA = dev(hA), *dhB = dev(hB), *dhC = dev(hC), ha = __float2half(1.0f), hb = __float2half(0.0f);
    float *dfC;
    int *diC;
    signed char *diA = dev(iA), *diB = dev(iB);
    CHECK(cudaMalloc(&dfC, q * q * 4));
    CHECK(cudaMalloc(&diC, q * q * 4));
    float fa = 1, fb = 0;
    int ia = 1, ib = 0;
    BLAS(cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, q, q, q, &ha, dhA, q, dhB, q, &hb, dhC, q));
    BLAS(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_T, q, q, q, &fa, dhA, CUDA_R_16F, q, dhB, CUDA_R_16F, q,
                      &fb, dfC, CUDA_R_32F, q, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    BLAS(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, q, q, q, &ia, diA, CUDA_R_8I, q, diB, CUDA_R_8I, q,
                      &ib, diC, CUDA_R_32I, q, CUBLAS_COMPUTE_32I, CUBLAS_GEMM_DEFAULT));
    std::vector<__half> ghC = host(dhC, q * q);
    std::vector<float> gfC = host(dfC, q * q);
    std::vector<int> giC = host(diC, q * q);
    for (int j = 0; j < q; j++)
        for (int i = 0; i < q; i++) {
            double s = 0;
            long si = 0;
            for (int l = 0; l < q; l++) {
                s += (double)fA[i + l * q] * fB[j + l * q];
                si += iA[i + l * q] * iB[l + j * q];
            }
            near("hgemm", __half2float(ghC[i + j * q]), s, 1e-2);
            near("gemmEx 16F->32F", gfC[i + j * q], s, 1e-5);
            near("gemmEx 8I->32I", giC[i + j * q], si, 0);
        }
    cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dhA); cudaFree(dhB); cudaFree(dhC);
    cudaFree(dfC); cudaFree(diC); cudaFree(diA); cudaFree(diB);
}

static void batched(cublasHandle_t h)
{
    const int m = 6, n = 5, k = 4, batch = 3;
    std::vector<float> A(m * k * batch), B(k * n * batch), C(m * n * batch, 0);
    for (size_t i = 0; i < A.size(); i++) A[i] = (float)val(i, 21);
    for (size_t i = 0; i < B.size(); i++) B[i] = (float)val(i, 22);
    float *dA = dev(A), *dB = dev(B), *dC = dev(C), *dC2 = dev(C), al = 1, be = 0;
    BLAS(cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dA, m, m * k, dB, k,
                                   k * n, &be, dC, m, m * n, batch));
    std::vector<float *> pa(batch), pb(batch), pc(batch);
    for (int b = 0; b < batch; b++) {
        pa[b] = dA + b * m * k; pb[b] = dB + b * k * n; pc[b] = dC2 + b * m * n;
    }
    float **dpa = dev(pa), **dpb = dev(pb), **dpc = dev(pc);
    BLAS(cublasSgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dpa, m, dpb, k, &be, dpc, m, batch));
    std::vector<float> g = host(dC, C.size()), g2 = host(dC2, C.size());
    for (int b = 0; b < batch; b++)
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                double s = 0;
                for (int l = 0; l < k; l++) s += A[b * m * k + i + l * m] * B[b * k * n + l + j * k];
                near("gemmStridedBatched", g[b * m * n + i + j * m], s, 1e-5);
                near("gemmBatched", g2[b * m * n + i + j * m], s, 1e-5);
            }
    // geam: C = 2 A^T + 3 B; dgmm: C = A diag(x)
    std::vector<double> P(n * m), Q(m * n), x(n);
    for (int i = 0; i < n * m; i++) { P[i] = val(i, 23); Q[i] = val(i, 24); }
    for (int i = 0; i < n; i++) x[i] = val(i, 25);
    double *dP = dev(P), *dQ = dev(Q), *dR = dev(Q), *dx = dev(x), two = 2, three = 3;
    BLAS(cublasDgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, &two, dP, n, &three, dQ, m, dR, m));
    std::vector<double> gr = host(dR, m * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) near("geam", gr[i + j * m], 2 * P[j + i * n] + 3 * Q[i + j * m], 1e-12);
    BLAS(cublasDdgmm(h, CUBLAS_SIDE_RIGHT, m, n, dQ, m, dx, 1, dR, m));
    gr = host(dR, m * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) near("dgmm", gr[i + j * m], Q[i + j * m] * x[j], 1e-12);
    cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dC2); cudaFree(dpa); cudaFree(dpb); cudaFree(dpc);
    cudaFree(dP); cudaFree(dQ); cudaFree(dR); cudaFree(dx);
}

static void solvers(cublasHandle_t h)
{
    // trsm: op(A) X = alpha B on the left (upper, transposed) and X A = B on the right (lower)
    const int m = 12, n = 5;
    std::vector<double> T(m * m), B(m * n), Tn(n * n), Br(m * n);
    for (int i = 0; i < m * m; i++) T[i] = val(i, 26) / 4;
    for (int i = 0; i < m; i++) T[i + i * m] = 3 + i % 3;
    for (int i = 0; i < n * n; i++) Tn[i] = val(i, 27) / 4;
    for (int i = 0; i < n; i++) Tn[i + i * n] = 2;
    for (int i = 0; i < m * n; i++) { B[i] = val(i, 28); Br[i] = val(i, 29); }
    double *dT = dev(T), *dB = dev(B), *dTn = dev(Tn), *dBr = dev(Br), al = 2, one = 1;
    BLAS(cublasDtrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, m, n,
                     &al, dT, m, dB, m));
    BLAS(cublasDtrsm(h, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, m, n,
                     &one, dTn, n, dBr, m));
    std::vector<double> X = host(dB, m * n), Xr = host(dBr, m * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double s = 0;  // (U^T X)(i, j) = sum_{l <= i} U(l, i) X(l, j)
            for (int l = 0; l <= i; l++) s += T[l + i * m] * X[l + j * m];
            near("trsm left", s, 2 * B[i + j * m], 1e-10);
            double r = Xr[i + j * m];  // (X L)(i, j) = X(i, j) + sum_{l > j} X(i, l) L(l, j)
            for (int l = j + 1; l < n; l++) r += Xr[i + l * m] * Tn[l + j * n];
            near("trsm right", r, Br[i + j * m], 1e-10);
        }
    // syrk, lower: C = A A^T
    std::vector<float> A(m * n), C(m * m, -7);
    for (int i = 0; i < m * n; i++) A[i] = (float)val(i, 30);
    float *dA = dev(A), *dC = dev(C), fa = 1, fb = 0;
    BLAS(cublasSsyrk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, m, n, &fa, dA, m, &fb, dC, m));
    std::vector<float> gC = host(dC, m * m);
    for (int j = 0; j < m; j++)
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int l = 0; l < n; l++) s += A[i + l * m] * A[j + l * m];
            near("syrk", gC[i + j * m], i >= j ? s : -7, 1e-5);
        }
    // batched LU: factor, solve, invert
    const int N = 8, batch = 4;
    std::vector<double> M(N * N * batch), rhs(N * batch);
    for (int b = 0; b < batch; b++)
        for (int i = 0; i < N * N; i++) M[b * N * N + i] = val(i * (b + 1), 31 + b) + (i % (N + 1) == 0 ? 0.1 : 0);
    for (size_t i = 0; i < rhs.size(); i++) rhs[i] = val(i, 40);
    double *dM = dev(M), *dr = dev(rhs), *dI;
    CHECK(cudaMalloc(&dI, M.size() * 8));
    std::vector<double *> pm(batch), pr(batch), pi(batch);
    for (int b = 0; b < batch; b++) { pm[b] = dM + b * N * N; pr[b] = dr + b * N; pi[b] = dI + b * N * N; }
    double **dpm = dev(pm), **dpr = dev(pr), **dpi = dev(pi);
    int *dpiv, *dinfo, info;
    CHECK(cudaMalloc(&dpiv, N * batch * sizeof(int)));
    CHECK(cudaMalloc(&dinfo, batch * sizeof(int)));
    BLAS(cublasDgetrfBatched(h, N, dpm, N, dpiv, dinfo, batch));
    BLAS(cublasDgetrsBatched(h, CUBLAS_OP_N, N, 1, (const double *const *)dpm, N, dpiv, dpr, N, &info, batch));
    BLAS(cublasDgetriBatched(h, N, (const double *const *)dpm, N, dpiv, dpi, N, dinfo, batch));
    std::vector<double> sol = host(dr, rhs.size()), inv = host(dI, M.size());
    std::vector<int> infos = host(dinfo, batch);
    near("getrs info", info, 0, 0);
    for (int b = 0; b < batch; b++) {
        near("getri info", infos[b], 0, 0);
        for (int i = 0; i < N; i++) {
            double s = 0;
            for (int j = 0; j < N; j++) s += M[b * N * N + i + j * N] * sol[b * N + j];
            near("getrs: A x = b", s, rhs[b * N + i], 1e-9);
            for (int j = 0; j < N; j++) {
                double e = 0;
                for (int l = 0; l < N; l++) e += M[b * N * N + i + l * N] * inv[b * N * N + l + j * N];
                near("getri: A inv(A) = I", e, i == j, 1e-9);
            }
        }
    }
    cudaFree(dT); cudaFree(dB); cudaFree(dTn); cudaFree(dBr); cudaFree(dA); cudaFree(dC);
    cudaFree(dM); cudaFree(dr); cudaFree(dI); cudaFree(dpm); cudaFree(dpr); cudaFree(dpi);
    cudaFree(dpiv); cudaFree(dinfo);
}

int main()
{
    cublasHandle_t h;
    cudaStream_t stream;
    int version;
    BLAS(cublasCreate(&h));
    CHECK(cudaStreamCreate(&stream));
    BLAS(cublasSetStream(h, stream));
    BLAS(cublasGetVersion(h, &version));
    // host <-> device copies with increments and leading dimensions
    std::vector<float> a(20), b(20, 0);
    for (int i = 0; i < 20; i++) a[i] = i;
    float *d;
    CHECK(cudaMalloc(&d, 40 * sizeof(float)));
    BLAS(cublasSetMatrix(3, 4, sizeof(float), a.data(), 5, d, 3));
    BLAS(cublasGetVector(12, sizeof(float), d, 1, b.data(), 1));
    for (int j = 0; j < 4; j++)
        for (int i = 0; i < 3; i++) near("setMatrix", b[i + 3 * j], a[i + 5 * j], 0);
    BLAS(cublasSetVector(5, sizeof(float), a.data(), 2, d, 1));
    BLAS(cublasGetVector(5, sizeof(float), d, 1, b.data(), 3));
    near("vector increments", b[12], a[8], 0);
    cudaFree(d);
    level1(h);
    level2(h);
    level3(h);
    batched(h);
    solvers(h);
    BLAS(cublasDestroy(h));
    CHECK(cudaStreamDestroy(stream));
    printf("cuBLAS version %d, %d mismatches\n", version, failures);
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures != 0;
}

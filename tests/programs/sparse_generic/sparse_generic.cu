// sparse_generic: cuSPARSE's generic API (SpMV, SpMM, SDDMM, SpGEMM, SparseToDense,
// DenseToSparse, Axpby, Gather, Scatter, SpSV, SpSM) and legacy calls (nnz, csrsort,
// Csr2cscEx2, csrilu02; only calls CUDA 12 still has), over float/double values and int32/int64 indices, each result
// checked against a plain host computation.
#include <cuda_runtime.h>
#include <cusparse.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#define CK(x) do { cusparseStatus_t s_ = (x); if (s_ != CUSPARSE_STATUS_SUCCESS) { \
  printf("FAIL: %s: %s (line %d)\n", #x, cusparseGetErrorString(s_), __LINE__); exit(1); } } while (0)
#define CC(x) do { if ((x) != cudaSuccess) { printf("FAIL: %s (line %d)\n", #x, __LINE__); exit(1); } } while (0)

// A buffer of the size the last _bufferSize call asked for: cuSPARSE may use all of it.
static void regrow(void **buf, size_t bytes)
{
  CC(cudaFree(*buf));
  CC(cudaMalloc(buf, bytes ? bytes : 1));
}

static int failures = 0;
static void expect(const char *what, double got, double want) {
  if (fabs(got - want) > 1e-3 * (1.0 + fabs(want))) {
    if (failures++ < 10) printf("mismatch %s: %g, expected %g\n", what, got, want);
  }
}
template <typename T> static T *dev(const std::vector<T> &h) {
  T *d; CC(cudaMalloc(&d, h.size() * sizeof(T) + 1));
  CC(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice)); return d;
}
template <typename T> static std::vector<T> host(const T *d, size_t n) {
  std::vector<T> h(n); CC(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost)); return h;
}

// A random m x n CSR matrix (sorted columns), with a full diagonal when square.
struct Csr { int m, n; std::vector<int> p, c; std::vector<float> v; };
static Csr random_csr(int m, int n, int seed) {
  Csr a{m, n, {0}, {}, {}}; srand(seed);
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < n; j++)
      if ((m == n && i == j) || rand() % 4 == 0) { a.c.push_back(j); a.v.push_back(i == j && m == n ? 4.0f + i % 3 : (rand() % 9 - 4) * 0.25f); }
    a.p.push_back((int)a.c.size());
  }
  return a;
}
static std::vector<float> dense_of(const Csr &a) {  // row-major
  std::vector<float> d(a.m * a.n, 0.0f);
  for (int i = 0; i < a.m; i++) for (int k = a.p[i]; k < a.p[i + 1]; k++) d[i * a.n + a.c[k]] = a.v[k];
  return d;
}

static void spmv_tests(cusparseHandle_t h) {
  Csr a = random_csr(37, 29, 1);
  std::vector<float> A = dense_of(a), x(37), y(37, NAN);
  for (int i = 0; i < 37; i++) x[i] = (i % 7) - 3.0f;
  int *dp = dev(a.p), *dc = dev(a.c); float *dv = dev(a.v), *dx = dev(x), *dy = dev(y);
  cusparseSpMatDescr_t m; cusparseDnVecDescr_t vx, vy;
  CK(cusparseCreateCsr(&m, 37, 29, (int64_t)a.v.size(), dp, dc, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseCreateDnVec(&vx, 29, dx, CUDA_R_32F)); CK(cusparseCreateDnVec(&vy, 37, dy, CUDA_R_32F));
  float alpha = 2.0f, beta = 0.0f; size_t bytes = 0; void *buf;
  CK(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m, vx, &beta, vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bytes));
  CC(cudaMalloc(&buf, bytes));
  // beta == 0: y holds NaN and must not be read
  CK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m, vx, &beta, vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buf));
  std::vector<float> r = host(dy, 37);
  for (int i = 0; i < 37; i++) { double s = 0; for (int j = 0; j < 29; j++) s += A[i * 29 + j] * x[j]; expect("spmv", r[i], 2 * s); }
  // transpose, beta = 0.5 over y = r: ty = 1 * A^T * y + 0.5 * x(29)
  cusparseDnVecDescr_t tx, ty; float *dt = dev(std::vector<float>(x.begin(), x.begin() + 29));
  CK(cusparseCreateDnVec(&tx, 37, dy, CUDA_R_32F)); CK(cusparseCreateDnVec(&ty, 29, dt, CUDA_R_32F));
  alpha = 1.0f; beta = 0.5f;
  CK(cusparseSpMV(h, CUSPARSE_OPERATION_TRANSPOSE, &alpha, m, tx, &beta, ty, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buf));
  std::vector<float> t = host(dt, 29);
  for (int j = 0; j < 29; j++) { double s = 0.5 * x[j]; for (int i = 0; i < 37; i++) s += A[i * 29 + j] * r[i]; expect("spmv^T", t[j], s); }
  // COO, double values, int64 indices, one-based
  std::vector<int64_t> ri, ci; std::vector<double> vv, xd(29), yd(37, 1.0);
  for (int i = 0; i < 37; i++) for (int k = a.p[i]; k < a.p[i + 1]; k++) { ri.push_back(i + 1); ci.push_back(a.c[k] + 1); vv.push_back(a.v[k]); }
  for (int j = 0; j < 29; j++) xd[j] = 0.5 * j;
  int64_t *dri = dev(ri), *dci = dev(ci); double *dvv = dev(vv), *dxd = dev(xd), *dyd = dev(yd);
  cusparseSpMatDescr_t coo; cusparseDnVecDescr_t cx, cy;
  CK(cusparseCreateCoo(&coo, 37, 29, (int64_t)vv.size(), dri, dci, dvv, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_BASE_ONE, CUDA_R_64F));
  CK(cusparseCreateDnVec(&cx, 29, dxd, CUDA_R_64F)); CK(cusparseCreateDnVec(&cy, 37, dyd, CUDA_R_64F));
  double da = -1.0, db = 3.0;
  CK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &da, coo, cx, &db, cy, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, buf));
  std::vector<double> rd = host(dyd, 37);
  for (int i = 0; i < 37; i++) { double s = 0; for (int j = 0; j < 29; j++) s += A[i * 29 + j] * xd[j]; expect("spmv coo", rd[i], 3.0 - s); }
  // SparseToDense of the CSR, column-major
  float *dd; CC(cudaMalloc(&dd, 37 * 29 * sizeof(float)));
  cusparseDnMatDescr_t dm;
  CK(cusparseCreateDnMat(&dm, 37, 29, 37, dd, CUDA_R_32F, CUSPARSE_ORDER_COL));
  CK(cusparseSparseToDense_bufferSize(h, m, dm, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, &bytes));
  regrow(&buf, bytes);  // the buffer a call asks for, not an earlier call's
  CK(cusparseSparseToDense(h, m, dm, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, buf));
  std::vector<float> dh = host(dd, 37 * 29);
  for (int i = 0; i < 37; i++) for (int j = 0; j < 29; j++) expect("s2d", dh[i + j * 37], A[i * 29 + j]);
  // DenseToSparse back into CSR with int64 indices
  cusparseSpMatDescr_t back; int64_t *bp; CC(cudaMalloc(&bp, 38 * sizeof(int64_t)));
  CK(cusparseCreateCsr(&back, 37, 29, 0, bp, NULL, NULL, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseDenseToSparse_bufferSize(h, dm, back, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &bytes));
  regrow(&buf, bytes);  // the buffer a call asks for, not an earlier call's
  CK(cusparseDenseToSparse_analysis(h, dm, back, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf));
  int64_t rows, cols, nnz; CK(cusparseSpMatGetSize(back, &rows, &cols, &nnz));
  int nz_expected = 0; for (float f : a.v) nz_expected += f != 0.0f;
  expect("d2s nnz", (double)nnz, nz_expected);
  int64_t *bc; float *bv; CC(cudaMalloc(&bc, nnz * 8 + 8)); CC(cudaMalloc(&bv, nnz * 4 + 4));
  CK(cusparseCsrSetPointers(back, bp, bc, bv));
  CK(cusparseDenseToSparse_convert(h, dm, back, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf));
  std::vector<int64_t> hp = host(bp, 38), hc = host(bc, nnz); std::vector<float> hv = host(bv, nnz);
  for (int i = 0; i < 37; i++) for (int64_t k = hp[i]; k < hp[i + 1]; k++) expect("d2s", hv[k], A[i * 29 + hc[k]]);
  CK(cusparseDestroySpMat(m)); CK(cusparseDestroySpMat(coo)); CK(cusparseDestroySpMat(back));
  CK(cusparseDestroyDnVec(vx)); CK(cusparseDestroyDnVec(vy)); CK(cusparseDestroyDnVec(tx));
  CK(cusparseDestroyDnVec(ty)); CK(cusparseDestroyDnVec(cx)); CK(cusparseDestroyDnVec(cy));
  CK(cusparseDestroyDnMat(dm));
}

static void matrix_tests(cusparseHandle_t h) {
  Csr a = random_csr(23, 17, 2), b = random_csr(17, 19, 3);
  std::vector<float> A = dense_of(a), B = dense_of(b), Bd(17 * 5), C(23 * 5, 1.0f);
  for (int i = 0; i < 17 * 5; i++) Bd[i] = (i % 11) * 0.5f - 2.0f;
  int *ap = dev(a.p), *ac = dev(a.c); float *av = dev(a.v), *dB = dev(Bd), *dC = dev(C);
  cusparseSpMatDescr_t ma; cusparseDnMatDescr_t mb, mc;
  CK(cusparseCreateCsr(&ma, 23, 17, (int64_t)a.v.size(), ap, ac, av, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseCreateDnMat(&mb, 17, 5, 5, dB, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  CK(cusparseCreateDnMat(&mc, 23, 5, 5, dC, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  float alpha = 1.5f, beta = 2.0f; size_t bytes; void *buf;
  CK(cusparseSpMM_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, ma, mb, &beta, mc, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, &bytes));
  CC(cudaMalloc(&buf, bytes));
  CK(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, ma, mb, &beta, mc, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buf));
  std::vector<float> r = host(dC, 23 * 5);
  for (int i = 0; i < 23; i++) for (int j = 0; j < 5; j++) {
    double s = 0; for (int k = 0; k < 17; k++) s += A[i * 17 + k] * Bd[k * 5 + j];
    expect("spmm", r[i * 5 + j], 1.5 * s + 2.0); }
  // SDDMM: C(23x17 pattern of a) = (D1 (23x5) * D2 (5x17)) o spy(a), D1 row-major, D2 col-major
  std::vector<float> D1(23 * 5), D2(5 * 17);
  for (int i = 0; i < 23 * 5; i++) D1[i] = (i % 5) - 2.0f;
  for (int i = 0; i < 5 * 17; i++) D2[i] = (i % 3) * 0.5f;
  float *d1 = dev(D1), *d2 = dev(D2), *sv = dev(a.v);
  cusparseDnMatDescr_t m1, m2; cusparseSpMatDescr_t ms;
  CK(cusparseCreateDnMat(&m1, 23, 5, 5, d1, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  CK(cusparseCreateDnMat(&m2, 5, 17, 5, d2, CUDA_R_32F, CUSPARSE_ORDER_COL));
  CK(cusparseCreateCsr(&ms, 23, 17, (int64_t)a.v.size(), ap, ac, sv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  alpha = 1.0f; beta = 1.0f;
  CK(cusparseSDDMM_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m1, m2, &beta, ms, CUDA_R_32F, CUSPARSE_SDDMM_ALG_DEFAULT, &bytes));
  regrow(&buf, bytes);  // the buffer a call asks for, not an earlier call's
  CK(cusparseSDDMM_preprocess(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m1, m2, &beta, ms, CUDA_R_32F, CUSPARSE_SDDMM_ALG_DEFAULT, buf));
  CK(cusparseSDDMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m1, m2, &beta, ms, CUDA_R_32F, CUSPARSE_SDDMM_ALG_DEFAULT, buf));
  std::vector<float> sr = host(sv, a.v.size());
  for (int i = 0; i < 23; i++) for (int k = a.p[i]; k < a.p[i + 1]; k++) {
    double s = 0; for (int l = 0; l < 5; l++) s += D1[i * 5 + l] * D2[l + a.c[k] * 5];
    expect("sddmm", sr[k], s + a.v[k]); }
  // SpGEMM: a (23x17) * b (17x19)
  int *bp = dev(b.p), *bc = dev(b.c); float *bv = dev(b.v); int *cp; CC(cudaMalloc(&cp, 24 * sizeof(int)));
  cusparseSpMatDescr_t mbs, mcs; cusparseSpGEMMDescr_t g;
  CK(cusparseCreateCsr(&mbs, 17, 19, (int64_t)b.v.size(), bp, bc, bv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseCreateCsr(&mcs, 23, 19, 0, cp, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseSpGEMM_createDescr(&g));
  alpha = 2.0f; beta = 0.0f; size_t b1 = 0, b2 = 0; void *buf1, *buf2;
  cusparseOperation_t N = CUSPARSE_OPERATION_NON_TRANSPOSE;
  CK(cusparseSpGEMM_workEstimation(h, N, N, &alpha, ma, mbs, &beta, mcs, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, g, &b1, NULL));
  CC(cudaMalloc(&buf1, b1));
  CK(cusparseSpGEMM_workEstimation(h, N, N, &alpha, ma, mbs, &beta, mcs, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, g, &b1, buf1));
  CK(cusparseSpGEMM_compute(h, N, N, &alpha, ma, mbs, &beta, mcs, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, g, &b2, NULL));
  CC(cudaMalloc(&buf2, b2));
  CK(cusparseSpGEMM_compute(h, N, N, &alpha, ma, mbs, &beta, mcs, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, g, &b2, buf2));
  int64_t r_, c_, nnz; CK(cusparseSpMatGetSize(mcs, &r_, &c_, &nnz));
  int *cc; float *cv; CC(cudaMalloc(&cc, nnz * 4 + 4)); CC(cudaMalloc(&cv, nnz * 4 + 4));
  CK(cusparseCsrSetPointers(mcs, cp, cc, cv));
  CK(cusparseSpGEMM_copy(h, N, N, &alpha, ma, mbs, &beta, mcs, CUDA_R_32F, CUSPARSE_SPGEMM_DEFAULT, g));
  std::vector<int> hp = host(cp, 24), hc = host(cc, nnz); std::vector<float> hv = host(cv, nnz);
  std::vector<double> prod(23 * 19, 0.0);
  for (int i = 0; i < 23; i++) for (int k = 0; k < 17; k++) for (int j = 0; j < 19; j++) prod[i * 19 + j] += A[i * 17 + k] * B[k * 19 + j];
  std::vector<double> got(23 * 19, 0.0);
  for (int i = 0; i < 23; i++) for (int k = hp[i]; k < hp[i + 1]; k++) {
    got[i * 19 + hc[k]] += hv[k];
    if (k > hp[i] && hc[k] <= hc[k - 1]) expect("spgemm sorted", 0, 1); }
  for (int i = 0; i < 23 * 19; i++) expect("spgemm", got[i], 2 * prod[i]);
  CK(cusparseSpGEMM_destroyDescr(g));
  CK(cusparseDestroySpMat(ma)); CK(cusparseDestroySpMat(ms)); CK(cusparseDestroySpMat(mbs)); CK(cusparseDestroySpMat(mcs));
  CK(cusparseDestroyDnMat(mb)); CK(cusparseDestroyDnMat(mc)); CK(cusparseDestroyDnMat(m1)); CK(cusparseDestroyDnMat(m2));
}

static void vector_and_solve_tests(cusparseHandle_t h) {
  // Axpby, Gather, Scatter on a sparse vector with int64 indices
  std::vector<int64_t> idx = {1, 4, 5, 9}; std::vector<float> xv = {1, 2, 3, 4}, y(12);
  for (int i = 0; i < 12; i++) y[i] = (float)i;
  int64_t *di = dev(idx); float *dx = dev(xv), *dy = dev(y);
  cusparseSpVecDescr_t sx; cusparseDnVecDescr_t vy;
  CK(cusparseCreateSpVec(&sx, 12, 4, di, dx, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseCreateDnVec(&vy, 12, dy, CUDA_R_32F));
  float alpha = 2.0f, beta = 3.0f;
  CK(cusparseAxpby(h, &alpha, sx, &beta, vy));
  std::vector<float> r = host(dy, 12), want(12);
  for (int i = 0; i < 12; i++) want[i] = 3.0f * i;
  for (int k = 0; k < 4; k++) want[idx[k]] += 2.0f * xv[k];
  for (int i = 0; i < 12; i++) expect("axpby", r[i], want[i]);
  CK(cusparseGather(h, vy, sx));
  std::vector<float> g = host(dx, 4);
  for (int k = 0; k < 4; k++) expect("gather", g[k], want[idx[k]]);
  CC(cudaMemset(dy, 0, 12 * sizeof(float)));
  CK(cusparseScatter(h, sx, vy));
  r = host(dy, 12);
  for (int k = 0; k < 4; k++) expect("scatter", r[idx[k]], want[idx[k]]);
  CK(cusparseDestroySpVec(sx)); CK(cusparseDestroyDnVec(vy));
  // SpSV: lower triangle of a square matrix (upper entries ignored), double
  Csr a = random_csr(31, 31, 4);
  std::vector<double> av(a.v.begin(), a.v.end()), b(31), x(31);
  for (int i = 0; i < 31; i++) b[i] = 1.0 + i % 4;
  int *ap = dev(a.p), *ac = dev(a.c); double *dav = dev(av), *db = dev(b), *dxx = dev(x);
  cusparseSpMatDescr_t ma; cusparseDnVecDescr_t vb, vx; cusparseSpSVDescr_t sv;
  CK(cusparseCreateCsr(&ma, 31, 31, (int64_t)av.size(), ap, ac, dav, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
  cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER; cusparseDiagType_t diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
  CK(cusparseSpMatSetAttribute(ma, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof fill));
  CK(cusparseSpMatSetAttribute(ma, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof diag));
  CK(cusparseCreateDnVec(&vb, 31, db, CUDA_R_64F)); CK(cusparseCreateDnVec(&vx, 31, dxx, CUDA_R_64F));
  CK(cusparseSpSV_createDescr(&sv));
  double one = 1.0; size_t bytes; void *buf;
  CK(cusparseSpSV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, ma, vb, vx, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, sv, &bytes));
  CC(cudaMalloc(&buf, bytes));
  CK(cusparseSpSV_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, ma, vb, vx, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, sv, buf));
  CK(cusparseSpSV_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, ma, vb, vx, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, sv));
  std::vector<double> sol = host(dxx, 31);
  std::vector<float> A = dense_of(a);
  for (int i = 0; i < 31; i++) { double s = 0; for (int j = 0; j <= i; j++) s += A[i * 31 + j] * sol[j]; expect("spsv", s, b[i]); }
  CK(cusparseSpSV_destroyDescr(sv));
  // csrilu02 of the same matrix (diagonally dominant), then L*U compared with A on its pattern
  cusparseMatDescr_t md; csrilu02Info_t info; int bsize, pos;
  CK(cusparseCreateMatDescr(&md)); CK(cusparseSetMatType(md, CUSPARSE_MATRIX_TYPE_GENERAL));
  CK(cusparseSetMatIndexBase(md, CUSPARSE_INDEX_BASE_ZERO)); CK(cusparseCreateCsrilu02Info(&info));
  CK(cusparseDcsrilu02_bufferSize(h, 31, (int)av.size(), md, dav, ap, ac, info, &bsize));
  CK(cusparseDcsrilu02_analysis(h, 31, (int)av.size(), md, dav, ap, ac, info, CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf));
  CK(cusparseDcsrilu02(h, 31, (int)av.size(), md, dav, ap, ac, info, CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf));
  if (cusparseXcsrilu02_zeroPivot(h, info, &pos) != CUSPARSE_STATUS_SUCCESS || pos != -1) expect("zero pivot", pos, -1);
  std::vector<double> lu = host(dav, av.size()), L(31 * 31, 0.0), U(31 * 31, 0.0);
  for (int i = 0; i < 31; i++) { L[i * 31 + i] = 1; for (int k = a.p[i]; k < a.p[i + 1]; k++) (a.c[k] < i ? L : U)[i * 31 + a.c[k]] = lu[k]; }
  for (int i = 0; i < 31; i++) for (int k = a.p[i]; k < a.p[i + 1]; k++) {
    double s = 0; for (int l = 0; l < 31; l++) s += L[i * 31 + l] * U[l * 31 + a.c[k]];
    expect("ilu0", s, a.v[k]); }
  CK(cusparseDestroyCsrilu02Info(info)); CK(cusparseDestroyMatDescr(md));
  CK(cusparseDestroySpMat(ma)); CK(cusparseDestroyDnVec(vb)); CK(cusparseDestroyDnVec(vx));
}

static void legacy_tests(cusparseHandle_t h) {
  // nnz per column of a column-major dense matrix; total through host pointer mode
  std::vector<float> D(6 * 4, 0.0f); D[0] = 1; D[7] = 2; D[8] = 3; D[23] = 4; D[13] = 5;
  float *dD = dev(D); int *per; CC(cudaMalloc(&per, 4 * sizeof(int))); int total = -1;
  cusparseMatDescr_t md; CK(cusparseCreateMatDescr(&md));
  CK(cusparseSnnz(h, CUSPARSE_DIRECTION_COLUMN, 6, 4, md, dD, 6, per, &total));
  std::vector<int> p = host(per, 4);
  expect("nnz total", total, 5); expect("nnz c0", p[0], 1); expect("nnz c1", p[1], 2); expect("nnz c2", p[2], 1); expect("nnz c3", p[3], 1);
  // csrsort with a permutation, then the gather of the values by it
  std::vector<int> rp = {0, 3, 5}, ci = {2, 0, 1, 3, 1}; std::vector<float> v = {20, 0, 10, 13, 11};
  int *drp = dev(rp), *dci = dev(ci), *P; float *dv = dev(v), *sorted; CC(cudaMalloc(&P, 5 * 4)); CC(cudaMalloc(&sorted, 5 * 4));
  size_t bytes; void *buf;
  CK(cusparseXcsrsort_bufferSizeExt(h, 2, 4, 5, drp, dci, &bytes)); CC(cudaMalloc(&buf, bytes));
  CK(cusparseCreateIdentityPermutation(h, 5, P));
  CK(cusparseXcsrsort(h, 2, 4, 5, md, drp, dci, P, buf));
  // the values in sorted order: sorted[k] = v[P[k]] (cusparseGather; CUDA 12 removed Sgthr)
  cusparseSpVecDescr_t pv; cusparseDnVecDescr_t vv;
  CK(cusparseCreateSpVec(&pv, 5, 5, P, sorted, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CK(cusparseCreateDnVec(&vv, 5, dv, CUDA_R_32F));
  CK(cusparseGather(h, vv, pv));
  CK(cusparseDestroySpVec(pv)); CK(cusparseDestroyDnVec(vv));
  std::vector<int> hc = host(dci, 5); std::vector<float> hs = host(sorted, 5);
  int wc[] = {0, 1, 2, 1, 3}; float wv[] = {0, 10, 20, 11, 13};
  for (int k = 0; k < 5; k++) { expect("csrsort col", hc[k], wc[k]); expect("csrsort val", hs[k], wv[k]); }
  // Csr2cscEx2 of the sorted matrix
  int *cp, *ri; float *cv; CC(cudaMalloc(&cp, 5 * 4)); CC(cudaMalloc(&ri, 5 * 4)); CC(cudaMalloc(&cv, 5 * 4));
  CK(cusparseCsr2cscEx2_bufferSize(h, 2, 4, 5, sorted, drp, dci, cv, cp, ri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, &bytes));
  regrow(&buf, bytes);  // the buffer a call asks for, not an earlier call's
  CK(cusparseCsr2cscEx2(h, 2, 4, 5, sorted, drp, dci, cv, cp, ri, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, buf));
  std::vector<int> hcp = host(cp, 5), hri = host(ri, 5); std::vector<float> hcv = host(cv, 5);
  int wcp[] = {0, 1, 3, 4, 5}, wri[] = {0, 0, 1, 0, 1}; float wcv[] = {0, 10, 11, 20, 13};
  for (int k = 0; k < 5; k++) { expect("csc ptr", hcp[k], wcp[k]); expect("csc row", hri[k], wri[k]); expect("csc val", hcv[k], wcv[k]); }
  CK(cusparseDestroyMatDescr(md));
}

int main(int argc, char **argv) {
  (void)argc; (void)argv;
  cusparseHandle_t h; cudaStream_t stream;
  CC(cudaStreamCreate(&stream));
  CK(cusparseCreate(&h)); CK(cusparseSetStream(h, stream));
  spmv_tests(h);
  matrix_tests(h);
  vector_and_solve_tests(h);
  legacy_tests(h);
  CK(cusparseDestroy(h));
  CC(cudaStreamDestroy(stream));
  if (cusparseGetErrorString(CUSPARSE_STATUS_INVALID_VALUE)[0] == 0) failures++;
  if (failures) { printf("FAIL: %d wrong results\n", failures); return 1; }
  printf("PASS\n");
  return 0;
}

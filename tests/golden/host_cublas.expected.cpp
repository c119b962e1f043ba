// cuBLAS v2 in host code: the handle, types, enumerators, the v2 entry points (written with
// and without _v2), GemmEx's cudaDataType, and a call of the 64-bit-integer API, which stays with a diagnostic.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include "cuport_blas.h"
#include "cuport_runtime.h"

static const char *status_text(cuportBlasStatus_t s) { return cuportBlasGetStatusString(s); }

int main()
{
    cuportBlasHandle_t handle;
    cuportStream_t stream;
    float *A, *B, *C, alpha = 1.0f, beta = 0.0f, r;
    int n = 64, i;
    cuportMalloc(&A, n * n * sizeof(float));
    cuportMalloc(&B, n * n * sizeof(float));
    cuportMalloc(&C, n * n * sizeof(float));
    cuportStreamCreate(&stream);
    if (cuportBlasCreate(&handle) != CUPORT_BLAS_STATUS_SUCCESS) return 1;
    cuportBlasSetStream(handle, stream);
    cuportBlasSetPointerMode(handle, CUPORT_BLAS_POINTER_MODE_HOST);
    cuportBlasOperation_t t = CUPORT_BLAS_OP_T;
    cuportBlasSgemm(handle, CUPORT_BLAS_OP_N, t, n, n, n, &alpha, A, n, B, n, &beta, C, n);
    cuportBlasDgemm(handle, CUPORT_BLAS_OP_N, CUPORT_BLAS_OP_N, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1);
    cuportBlasGemmEx(handle, CUPORT_BLAS_OP_N, CUPORT_BLAS_OP_N, n, n, n, &alpha, A, CUPORT_R_32F, n, B, CUPORT_R_32F,
                 n, &beta, C, CUPORT_R_32F, n, CUPORT_BLAS_COMPUTE_32F, CUPORT_BLAS_GEMM_DEFAULT);
    cuportBlasSdot(handle, n, A, 1, B, 1, &r);
    cuportBlasIsamax(handle, n, A, 1, &i);
    // CUPORT1400:0: 'cublasSnrm2_64' has no counterpart in the cuport runtime (cuBLAS 64-bit-integer API: not in cuport's cuBLAS (docs/blas.md)); it is kept as written and must be migrated by hand
    cuportBlasStatus_t s = cublasSnrm2_64(handle, n, A, 1, &r);
    cuportBlasDestroy(handle);
    return status_text(s)[0] == 0;
}

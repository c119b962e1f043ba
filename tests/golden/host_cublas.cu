// cuBLAS v2 in host code: the handle, types, enumerators, the v2 entry points (written with
// and without _v2), GemmEx's cudaDataType, and a call of the 64-bit-integer API, which stays with a diagnostic.
#include <cublas_v2.h>
#include <cuda_runtime.h>

static const char *status_text(cublasStatus_t s) { return cublasGetStatusString(s); }

int main()
{
    cublasHandle_t handle;
    cudaStream_t stream;
    float *A, *B, *C, alpha = 1.0f, beta = 0.0f, r;
    int n = 64, i;
    cudaMalloc(&A, n * n * sizeof(float));
    cudaMalloc(&B, n * n * sizeof(float));
    cudaMalloc(&C, n * n * sizeof(float));
    cudaStreamCreate(&stream);
    if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) return 1;
    cublasSetStream(handle, stream);
    cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST);
    cublasOperation_t t = CUBLAS_OP_T;
    cublasSgemm(handle, CUBLAS_OP_N, t, n, n, n, &alpha, A, n, B, n, &beta, C, n);
    cublasDgemm_v2(handle, CUBLAS_OP_N, CUBLAS_OP_N, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1);
    cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, A, CUDA_R_32F, n, B, CUDA_R_32F,
                 n, &beta, C, CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    cublasSdot(handle, n, A, 1, B, 1, &r);
    cublasIsamax(handle, n, A, 1, &i);
    cublasStatus_t s = cublasSnrm2_64(handle, n, A, 1, &r);
    cublasDestroy(handle);
    return status_text(s)[0] == 0;
}

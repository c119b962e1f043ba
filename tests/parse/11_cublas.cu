// cuBLAS v2 usage next to a custom kernel (cuport flags the library calls).
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cstdio>
#define CUBLAS_CHECK(x) do { cublasStatus_t st = (x); if (st != CUBLAS_STATUS_SUCCESS) printf("cublas %d\n", (int)st); } while (0)
__global__ void init(float *a, int n, float v) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) a[i] = v; }
int main() {
  const int n = 128;
  float *A, *B, *C, alpha = 1.0f, beta = 0.0f, result = 0;
  cudaMalloc(&A, n * n * sizeof(float)); cudaMalloc(&B, n * n * sizeof(float)); cudaMalloc(&C, n * n * sizeof(float));
  init<<<n * n / 256, 256>>>(A, n * n, 1.0f);
  cublasHandle_t handle; cudaStream_t s;
  CUBLAS_CHECK(cublasCreate(&handle));
  cudaStreamCreate(&s);
  CUBLAS_CHECK(cublasSetStream(handle, s));
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha, A, n, B, n, &beta, C, n));
  CUBLAS_CHECK(cublasSaxpy(handle, n, &alpha, A, 1, B, 1));
  CUBLAS_CHECK(cublasSdot(handle, n, A, 1, B, 1, &result));
  CUBLAS_CHECK(cublasSgemmStridedBatched(handle, CUBLAS_OP_N, CUBLAS_OP_N, 8, 8, 8, &alpha, A, 8, 64, B, 8, 64, &beta, C, 8, 64, 4));
  cublasDestroy(handle);
  printf("%f\n", result);
}

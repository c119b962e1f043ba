// Tiled matrix multiply with 2D shared tiles, #pragma unroll and a host reference check.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#define TILE 16
__global__ void matmul(const float *A, const float *B, float *C, int N) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < (N + TILE - 1) / TILE; ++t) {
    As[ty][tx] = (row < N && t * TILE + tx < N) ? A[row * N + t * TILE + tx] : 0.0f;
    Bs[ty][tx] = (col < N && t * TILE + ty < N) ? B[(t * TILE + ty) * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc = fmaf(As[ty][k], Bs[k][tx], acc);
    __syncthreads();
  }
  if (row < N && col < N) C[row * N + col] = acc;
}
int main(int argc, char **argv) {
  int N = argc > 1 ? atoi(argv[1]) : 256;
  size_t bytes = (size_t)N * N * sizeof(float);
  float *hA = (float *)malloc(bytes), *hC = (float *)malloc(bytes), *dA, *dB, *dC;
  for (int i = 0; i < N * N; ++i) hA[i] = rand() / (float)RAND_MAX;
  cudaMalloc(&dA, bytes); cudaMalloc(&dB, bytes); cudaMalloc(&dC, bytes);
  cudaMemcpy(dA, hA, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, hA, bytes, cudaMemcpyHostToDevice);
  dim3 threads(TILE, TILE), grid((N + TILE - 1) / TILE, (N + TILE - 1) / TILE);
  matmul<<<grid, threads>>>(dA, dB, dC, N);
  cudaMemcpy(hC, dC, bytes, cudaMemcpyDeviceToHost);
  printf("%f %f\n", hC[0], std::fabs(hC[0] - hC[1]));
  free(hA); free(hC); cudaFree(dA); cudaFree(dB); cudaFree(dC);
}

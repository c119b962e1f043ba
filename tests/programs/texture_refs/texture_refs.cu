// Legacy texture references (removed in CUDA 12): namespace-scope texture<T, 1, mode>
// variables bound to linear device memory with cudaBindTexture (the C++ forms, with and
// without a channel description, and the C form through the reference's address), read
// with tex1Dfetch in kernels and in a device function, rebound between launches, unbound.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> tex_weights;
texture<float4, 1, cudaReadModeElementType> tex_points;
texture<int, 1> tex_index;

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t e_ = (call);                                                     \
    if (e_ != cudaSuccess) {                                                     \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));         \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

__device__ float weighted(int i)
{
  float4 p = tex1Dfetch(tex_points, i);
  return (p.x + p.y + p.z + p.w) * tex1Dfetch(tex_weights, i);
}

__global__ void gather(float *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = weighted(tex1Dfetch(tex_index, i));
}

__global__ void scale(float *out, int n, float f)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f * tex1Dfetch(tex_weights, i);
}

int main(int argc, char **argv)
{
  (void)argc; (void)argv;
  const int n = 1000;
  float *h_w = (float *)malloc(n * sizeof(float));
  float *h_w2 = (float *)malloc(n * sizeof(float));
  float4 *h_p = (float4 *)malloc(n * sizeof(float4));
  int *h_i = (int *)malloc(n * sizeof(int));
  float *h_out = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) {
    h_w[i] = 0.5f + (i % 7);
    h_w2[i] = 3.0f - (i % 5);
    h_p[i] = make_float4(i, 1.0f, -2.0f, 0.25f * (i % 3));
    h_i[i] = (i * 37) % n;
  }
  float *d_w, *d_w2, *d_out;
  float4 *d_p;
  int *d_i;
  CHECK(cudaMalloc(&d_w, n * sizeof(float)));
  CHECK(cudaMalloc(&d_w2, n * sizeof(float)));
  CHECK(cudaMalloc(&d_p, n * sizeof(float4)));
  CHECK(cudaMalloc(&d_i, n * sizeof(int)));
  CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CHECK(cudaMemcpy(d_w, h_w, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_w2, h_w2, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_p, h_p, n * sizeof(float4), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_i, h_i, n * sizeof(int), cudaMemcpyHostToDevice));

  // the C++ forms, with and without a channel description
  cudaChannelFormatDesc desc4 = cudaCreateChannelDesc<float4>();
  size_t offset = 123;
  CHECK(cudaBindTexture(&offset, tex_points, d_p, desc4, n * sizeof(float4)));
  CHECK(cudaBindTexture(0, tex_index, d_i, n * sizeof(int)));
  // the C form: the reference's address and a pointer to the description
  cudaChannelFormatDesc desc1 = cudaCreateChannelDesc<float>();
  CHECK(cudaBindTexture(NULL, &tex_weights, d_w, &desc1, n * sizeof(float)));
  tex_weights.normalized = false;   // host code sets the reference's fields

  int bad = offset != 0;
  gather<<<(n + 127) / 128, 128>>>(d_out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++) {
    int j = h_i[i];
    float want = (h_p[j].x + h_p[j].y + h_p[j].z + h_p[j].w) * h_w[j];
    if (h_out[i] != want && bad++ < 5)
      printf("gather[%d] = %f, expected %f\n", i, h_out[i], want);
  }

  // rebinding between launches: each launch reads what is bound when it is made
  for (int round = 0; round < 2; round++) {
    const float *src = round ? h_w2 : h_w;
    CHECK(cudaBindTexture(0, tex_weights, round ? d_w2 : d_w, n * sizeof(float)));
    scale<<<(n + 255) / 256, 256>>>(d_out, n, 2.0f);
    CHECK(cudaMemcpy(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
      if (h_out[i] != 2.0f * src[i] && bad++ < 5)
        printf("scale round %d [%d] = %f, expected %f\n", round, i, h_out[i], 2.0f * src[i]);
  }
  CHECK(cudaUnbindTexture(tex_weights));
  CHECK(cudaUnbindTexture(&tex_points));
  CHECK(cudaUnbindTexture(tex_index));
  cudaFree(d_w); cudaFree(d_w2); cudaFree(d_p); cudaFree(d_i); cudaFree(d_out);
  free(h_w); free(h_w2); free(h_p); free(h_i); free(h_out);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}

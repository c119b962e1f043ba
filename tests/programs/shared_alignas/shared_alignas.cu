// alignas written after CUDA's spaces (cuda-samples globalToShmemAsyncCopy writes
// `__shared__ alignas(alignof(float4)) float As[...]`): a kernel's __shared__ tile read as
// float4, one in a device function, a __device__ table; the results are checked on the host
// and each array's address must have the alignment asked for.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define N 256

__device__ alignas(16) float weights[4] = {0.5f, 1.0f, 1.5f, 2.0f};

__device__ float reverse_in_block(float v, int *misaligned)
{
    __shared__ alignas(32) float buf[64];
    if (threadIdx.x == 0 && ((size_t)buf % 32) != 0)
        atomicAdd(misaligned, 1);
    buf[threadIdx.x] = v;
    __syncthreads();
    return buf[63 - threadIdx.x];
}

__global__ void kernel(const float *in, float *out, int *misaligned)
{
    __shared__ alignas(alignof(float4)) float tile[64];
    int i = blockIdx.x * 64 + threadIdx.x;
    tile[threadIdx.x] = in[i];
    if (threadIdx.x == 0 && (((size_t)tile % 16) != 0 || ((size_t)weights % 16) != 0))
        atomicAdd(misaligned, 1);
    __syncthreads();
    const float4 *quads = reinterpret_cast<const float4 *>(tile);
    float4 q = quads[threadIdx.x / 4];
    float s = q.x * weights[0] + q.y * weights[1] + q.z * weights[2] + q.w * weights[3];
    out[i] = s + reverse_in_block(in[i], misaligned);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    float h_in[N], h_out[N];
    for (int i = 0; i < N; i++)
        h_in[i] = float(i % 29) * 0.25f;
    float *d_in, *d_out;
    int *d_bad, h_bad = 0;
    cudaMalloc(&d_in, sizeof h_in);
    cudaMalloc(&d_out, sizeof h_out);
    cudaMalloc(&d_bad, sizeof h_bad);
    cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemcpy(d_bad, &h_bad, sizeof h_bad, cudaMemcpyHostToDevice);
    kernel<<<N / 64, 64>>>(d_in, d_out, d_bad);
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    cudaMemcpy(&h_bad, d_bad, sizeof h_bad, cudaMemcpyDeviceToHost);
    const float w[4] = {0.5f, 1.0f, 1.5f, 2.0f};
    int bad = 0;
    for (int i = 0; i < N; i++) {
        int b = i / 64 * 64, t = i % 64, q = b + t / 4 * 4;
        float want = h_in[q] * w[0] + h_in[q + 1] * w[1] + h_in[q + 2] * w[2] + h_in[q + 3] * w[3] +
                     h_in[b + 63 - t];
        if (h_out[i] != want)
            bad++;
    }
    printf("%d mismatches, %d misaligned\n", bad, h_bad);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_bad);
    bool ok = bad == 0 && h_bad == 0;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}

// cuport-test: no-build (the normalized-float and array reads are reported, not translated)
// Legacy texture references: a reference read by tex1Dfetch is a device symbol holding the
// address cudaBindTexture bound it to (in a device function too, and passed down); one
// read as normalized float and one bound to an array and read by tex2D are reported
// (CUPORT1216). Old code names a symbol by a string (cudaMemcpyToSymbol("coef", ...)) and
// compares runtime calls with the driver API's CUDA_SUCCESS.
#include <cuda.h>
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> t_in;
texture<uint4, 1> t_nodes;
texture<unsigned char, 1, cudaReadModeNormalizedFloat> t_bytes;
texture<float, 2, cudaReadModeElementType> t_image;
__constant__ float coef[4];

__device__ unsigned node_key(int i)
{
    return tex1Dfetch(t_nodes, i).x;
}

__global__ void lookup(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = coef[i % 4] * tex1Dfetch(t_in, node_key(i));
}

__global__ void refused(float *out)
{
    int i = threadIdx.x;
    out[i] = tex1Dfetch(t_bytes, i) + tex2D(t_image, i, 0.5f);
}

int run(const float *in, const uint4 *nodes, float *out, int n, const float *c)
{
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    if (cudaBindTexture(NULL, &t_in, in, &d, n * sizeof(float)) != CUDA_SUCCESS)
        return 1;
    cudaBindTexture(0, t_nodes, nodes, n * sizeof(uint4));
    cudaMemcpyToSymbol("coef", c, 4 * sizeof(float), 0, cudaMemcpyHostToDevice);
    lookup<<<(n + 255) / 256, 256>>>(out, n);
    refused<<<1, 32>>>(out);
    cudaUnbindTexture(t_nodes);
    return cudaUnbindTexture(&t_in) != cudaSuccess;
}

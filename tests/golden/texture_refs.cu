// cuport-test: no-build (the normalized-float read of linear memory is reported, not translated)
// Legacy texture references: a reference read by tex1Dfetch is a device symbol holding the
// address cudaBindTexture bound it to (in a device function too, and passed down); one
// bound to an array (cudaBindTextureToArray, C++ and C forms) or to pitched memory
// (cudaBindTexture2D) and read by tex2D is an image and a sampler of its kernels, made from
// the reference's fields; a surface reference holds the address of its array's surface
// buffer. One read as normalized float from linear memory is reported (CUPORT1216). Old
// code names a symbol by a string (cudaMemcpyToSymbol("coef", ...)) and compares runtime
// calls with the driver API's CUDA_SUCCESS.
#include <cuda.h>
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> t_in;
texture<uint4, 1> t_nodes;
texture<unsigned char, 1, cudaReadModeNormalizedFloat> t_bytes;
texture<float, 2, cudaReadModeElementType> t_image;
texture<uchar4, 2, cudaReadModeNormalizedFloat> t_pitched;
surface<void, 2> s_out;
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

__device__ float4 rgba(float x, float y)
{
    return tex2D(t_pitched, x, y);
}

__global__ void images(float *out)
{
    int i = threadIdx.x;
    out[i] = tex2D(t_image, i, 0.5f) + rgba(i, 0.5f).w;
    surf2Dwrite(out[i], s_out, i * 4, 0);
}

__global__ void refused(float *out)
{
    int i = threadIdx.x;
    out[i] = tex1Dfetch(t_bytes, i);
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
    return 0;
}

int bind(cudaArray_t a, cudaArray_t b, const uchar4 *p, size_t pitch, float *out)
{
    t_image.normalized = true;
    t_image.filterMode = cudaFilterModeLinear;
    t_image.addressMode[0] = cudaAddressModeWrap;
    cudaBindTextureToArray(t_image, a);
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaBindTextureToArray(&t_image, a, &d);
    cudaBindTexture2D(0, t_pitched, p, 16, 16, pitch);
    cudaBindSurfaceToArray(s_out, b);
    images<<<1, 16>>>(out);
    cudaUnbindTexture(t_pitched);
    cudaUnbindTexture(t_nodes);
    return cudaUnbindTexture(&t_in) != cudaSuccess;
}

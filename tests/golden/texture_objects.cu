// Texture objects: a kernel parameter becomes an image and its sampler (or, for tex1Dfetch,
// a pointer to the linear memory); each fetch reads the image by its type and narrows the
// result to it; an object passed to a device function takes its sampler along.
#include <cuda_runtime.h>

__device__ float sample(cudaTextureObject_t t, float x, float y)
{
    return tex2D<float>(t, x + 0.5f, y + 0.5f);
}

__device__ float twice(cudaTextureObject_t t, float x, float y)
{
    return 2.0f * sample(t, x, y);
}

__global__ void reads2D(cudaTextureObject_t img, cudaTextureObject_t bytes, float *out,
                        uchar4 *px, int *small, short2 *pairs, int w)
{
    int x = threadIdx.x, y = threadIdx.y;
    out[y * w + x] = twice(img, x, y) + tex2D<float4>(bytes, x, y).w;
    px[y * w + x] = tex2D<uchar4>(bytes, x + 0.5f, y + 0.5f);
    small[y * w + x] = tex2D<unsigned char>(bytes, 0.5f, 0.5f) + tex2D<int>(img, 0.0f, 0.0f);
    pairs[y * w + x] = tex2D<short2>(bytes, 1.5f, 0.5f);
}

__global__ void fetches(cudaTextureObject_t lin, cudaTextureObject_t line, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 v = tex1Dfetch<float4>(lin, i);
        out[i] = v.x + v.w + tex1D<float>(line, i + 0.5f);
    }
}

__global__ void volumes(cudaTextureObject_t vol, cudaTextureObject_t layers, float *out)
{
    int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
    out[x] = tex3D<float>(vol, x + 0.5f, y + 0.5f, z + 0.5f) +
             tex2DLayered<float>(layers, x + 0.5f, y + 0.5f, z);
}

void run(cudaTextureObject_t a, cudaTextureObject_t b, float *out, uchar4 *px, int *small,
         short2 *pairs)
{
    reads2D<<<1, dim3(8, 8)>>>(a, b, out, px, small, pairs, 8);
    fetches<<<4, 64>>>(a, b, out, 256);
    volumes<<<1, dim3(4, 4, 2)>>>(a, b, out);
}

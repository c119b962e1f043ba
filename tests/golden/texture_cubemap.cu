// Cubemap textures (kernel/texture.c): a texture object read by texCubemap or
// texCubemapLayered is a 2-D image array of six faces a layer, through a device function too.
#include <cuda_runtime.h>

__device__ float4 sky(cudaTextureObject_t env, float3 d, int layer)
{
    return texCubemapLayered<float4>(env, d.x, d.y, d.z, layer);
}

__global__ void shade(cudaTextureObject_t cube, cudaTextureObject_t env, const float3 *dirs,
                      float *out, uchar2 *bytes)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float3 d = dirs[i];
    out[i] = texCubemap<float>(cube, d.x, d.y, d.z) + sky(env, d, i % 2).w;
    bytes[i] = texCubemap<uchar2>(cube, -d.x, d.y, -d.z);
}

int main()
{
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMalloc3DArray(&a, &desc, make_cudaExtent(16, 16, 6), cudaArrayCubemap);
    shade<<<1, 32>>>(0, 0, nullptr, nullptr, nullptr);
    return 0;
}

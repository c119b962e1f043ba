// cuport-test: no-build (each texture use here is reported, not translated)
// Texture objects cuport cannot turn into images: one read from a variable or an array
// element (OpenCL C has images only as parameters), one read by fetches of two shapes, one
// read by no fetch, and a fetch of a type no image read gives.
#include <cuda_runtime.h>

__global__ void refused(const cudaTextureObject_t *many, cudaTextureObject_t mixed,
                        cudaTextureObject_t unread, cudaTextureObject_t wide, float *out)
{
    int i = threadIdx.x;
    cudaTextureObject_t t = many[i];
    out[i] = tex2D<float>(t, i, 0.5f);
    out[i] += tex1D<float>(mixed, i) + tex2D<float>(mixed, i, 0.5f);
    float3 v = tex2D<float3>(wide, i, 0.5f);
    out[i] += v.x;
}

void run(const cudaTextureObject_t *m, cudaTextureObject_t a, cudaTextureObject_t b,
         float *out)
{
    refused<<<1, 32>>>(m, a, b, a, out);
}

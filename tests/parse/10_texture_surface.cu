// Texture and surface object API: resource/texture descriptors, cudaArray, fetches.
#include <cuda_runtime.h>
#include <cstring>
__global__ void sample(cudaTextureObject_t tex, cudaTextureObject_t lin, cudaSurfaceObject_t surf,
                       float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float u = (x + 0.5f) / w, v = (y + 0.5f) / h;
  float t = tex2D<float>(tex, u, v);
  float l = tex1Dfetch<float>(lin, y * w + x);
  float4 g = tex2Dgather<float4>(tex, u, v, 0);
  float s = surf2Dread<float>(surf, x * sizeof(float), y);
  surf2Dwrite(t + l + s + g.x, surf, x * (int)sizeof(float), y);
  out[y * w + x] = t + l;
}
int main() {
  const int w = 64, h = 64;
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaChannelFormatDesc desc2 = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t arr;
  cudaMallocArray(&arr, &desc, w, h, cudaArraySurfaceLoadStore);
  float *host = new float[w * h], *lin, *out;
  cudaMemcpy2DToArray(arr, 0, 0, host, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice);
  cudaMalloc(&lin, w * h * sizeof(float)); cudaMalloc(&out, w * h * sizeof(float));
  cudaResourceDesc res; memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypeArray; res.res.array.array = arr;
  cudaTextureDesc td; memset(&td, 0, sizeof(td));
  td.addressMode[0] = cudaAddressModeClamp; td.addressMode[1] = cudaAddressModeWrap;
  td.filterMode = cudaFilterModeLinear; td.readMode = cudaReadModeElementType; td.normalizedCoords = 1;
  cudaTextureObject_t tex = 0, ltex = 0; cudaSurfaceObject_t surf = 0;
  cudaCreateTextureObject(&tex, &res, &td, nullptr);
  cudaResourceDesc lres = {};
  lres.resType = cudaResourceTypeLinear; lres.res.linear.devPtr = lin;
  lres.res.linear.desc = desc2; lres.res.linear.sizeInBytes = w * h * sizeof(float);
  cudaTextureDesc ltd = {}; ltd.readMode = cudaReadModeElementType;
  cudaCreateTextureObject(&ltex, &lres, &ltd, NULL);
  cudaCreateSurfaceObject(&surf, &res);
  dim3 b(16, 16), g(w / 16, h / 16);
  sample<<<g, b>>>(tex, ltex, surf, out, w, h);
  cudaDestroyTextureObject(tex); cudaDestroyTextureObject(ltex); cudaDestroySurfaceObject(surf);
  cudaFreeArray(arr); cudaFree(lin); cudaFree(out); delete[] host;
}

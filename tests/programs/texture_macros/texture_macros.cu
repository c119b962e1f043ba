// texture_macros: texture-object fetches written inside macros, as code with a USE_TEXTURE
// switch does: a 1-D fetch of linear memory through a macro naming the object itself, a
// 2-D float fetch through a macro taking the object as an argument, and a 2-D fetch of an
// 8-bit array narrowed to unsigned char.
#include <cstdio>
#include <cuda_runtime.h>

#define USE_TEXTURE 1
#if USE_TEXTURE
#define LOAD_LINEAR(i) tex1Dfetch<float>(texLin, i)
#define SAMPLE(t, x, y) tex2D<float>(t, (x) + 0.5f, (y) + 0.5f)
#define BYTE(t, x, y) tex2D<unsigned char>(t, (x) + 0.5f, (y) + 0.5f)
#else
#define LOAD_LINEAR(i) src[i]
#endif

const int W = 16, H = 8;

__global__ void gather(cudaTextureObject_t texLin, cudaTextureObject_t img,
                       cudaTextureObject_t bytes, const float *src, float *out)
{
  int x = threadIdx.x, y = blockIdx.x;
  int i = y * W + x;
  unsigned char b = BYTE(bytes, W - 1 - x, y);
  out[i] = LOAD_LINEAR(i) * 2.0f + SAMPLE(img, x, H - 1 - y) + b * 1000.0f;
}

int main()
{
  static float lin[W * H], grid[W * H], out[W * H];
  static unsigned char raw[W * H];
  for (int i = 0; i < W * H; i++) {
    lin[i] = i * 0.5f;
    grid[i] = (float)(i % 7);
    raw[i] = (unsigned char)(i * 37 % 251);
  }
  float *dlin, *dout;
  cudaMalloc(&dlin, sizeof lin);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(dlin, lin, sizeof lin, cudaMemcpyHostToDevice);

  cudaResourceDesc rl = {};
  rl.resType = cudaResourceTypeLinear;
  rl.res.linear.devPtr = dlin;
  rl.res.linear.desc = cudaCreateChannelDesc<float>();
  rl.res.linear.sizeInBytes = sizeof lin;
  cudaTextureDesc tl = {};
  tl.readMode = cudaReadModeElementType;
  cudaTextureObject_t texLin;
  cudaCreateTextureObject(&texLin, &rl, &tl, NULL);

  cudaArray_t a2, ab;
  cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
  cudaChannelFormatDesc cb = cudaCreateChannelDesc<unsigned char>();
  cudaMallocArray(&a2, &cf, W, H);
  cudaMallocArray(&ab, &cb, W, H);
  cudaMemcpy2DToArray(a2, 0, 0, grid, W * sizeof(float), W * sizeof(float), H,
                      cudaMemcpyHostToDevice);
  cudaMemcpy2DToArray(ab, 0, 0, raw, W, W, H,
                      cudaMemcpyHostToDevice);
  cudaResourceDesc ra = {};
  ra.resType = cudaResourceTypeArray;
  ra.res.array.array = a2;
  cudaTextureDesc ta = {};
  ta.addressMode[0] = ta.addressMode[1] = cudaAddressModeClamp;
  ta.filterMode = cudaFilterModePoint;
  ta.readMode = cudaReadModeElementType;
  cudaTextureObject_t img, bytes;
  cudaCreateTextureObject(&img, &ra, &ta, NULL);
  ra.res.array.array = ab;
  cudaCreateTextureObject(&bytes, &ra, &ta, NULL);

  gather<<<H, W>>>(texLin, img, bytes, dlin, dout);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int i = y * W + x;
      float want = lin[i] * 2.0f + grid[(H - 1 - y) * W + x] + raw[y * W + W - 1 - x] * 1000.0f;
      if (out[i] != want && bad++ < 4)
        printf("out[%d][%d] = %g, want %g\n", y, x, out[i], want);
    }
  cudaDestroyTextureObject(texLin);
  cudaDestroyTextureObject(img);
  cudaDestroyTextureObject(bytes);
  cudaFreeArray(a2);
  cudaFreeArray(ab);
  cudaFree(dlin);
  cudaFree(dout);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

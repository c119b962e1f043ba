// Legacy texture and surface references (removed in CUDA 12) bound to CUDA arrays and to
// pitched memory, as pre-CUDA-12 image code uses them: the reference's fields (normalized
// coordinates, filter mode, address mode) set before cudaBindTextureToArray /
// cudaBindTexture2D or changed after it (CUDA reads them at each launch), read with tex1D/tex2D/tex3D/tex2DLayered in kernels and in a device
// function, read as normalized float from 8-bit texels, rebound between launches, beside a
// reference read by tex1Dfetch; and a surface reference (cudaBindSurfaceToArray) written by
// surf2Dwrite, whose array a texture reference then reads.
#include <cmath>
#include <cstdio>
#include <cstring>

#include <cuda_runtime.h>

texture<float, 2, cudaReadModeElementType> texImage;
texture<unsigned char, 2, cudaReadModeNormalizedFloat> texBytes;
texture<float4, 2> texPitched;
texture<float, 1> texLine;
texture<float, 1> texLinear;   // bound to linear memory, read by tex1Dfetch
texture<float, 3> texVolume;
texture<float, cudaTextureType2DLayered> texLayers;
surface<void, 2> surfOut;

static int failures = 0;

static void check(bool ok, const char *what)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    }
}

static void checkCuda(cudaError_t e, const char *what)
{
    if (e != cudaSuccess) {
        printf("FAIL: %s: %s\n", what, cudaGetErrorString(e));
        failures++;
    }
}

static bool near(float a, float b) { return fabsf(a - b) <= 1e-3f * (1.0f + fabsf(b)); }

__device__ float between(float u, float v)
{
    return tex2D(texImage, u, v);
}

// normalized coordinates, linear filtering, wrap: halfway between texel x and x + 1
__global__ void sampleImage(float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        out[y * w + x] = between((x + 1.0f) / w, (y + 0.5f) / h);
}

__global__ void sampleBytes(float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        out[y * w + x] = tex2D(texBytes, x + 0.5f, y + 0.5f);
}

// a template whose coordinates depend on its parameter: the fetch is resolved per instance
template <class T> __global__ void sampleBytesScaled(T *out, int w, int h, T scale)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        out[y * w + x] = (T)tex2D(texBytes, (x + 0.5f) * scale, (y + 0.5f) * scale) * scale;
}

__global__ void samplePitched(float4 *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        out[y * w + x] = tex2D(texPitched, x + 0.5f, y + 0.5f);
}

__global__ void bumpPitched(float4 *p, size_t pitch, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float4 *row = (float4 *)((char *)p + y * pitch);
        row[x].w += 1000.0f;
    }
}

__global__ void sampleLine(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex1D(texLine, i + 0.5f) + tex1Dfetch(texLinear, i);
}

__global__ void sampleVolume(float *out, int w, int h, int d)
{
    int x = threadIdx.x, y = threadIdx.y, z = blockIdx.x;
    if (x < w && y < h && z < d)
        out[(z * h + y) * w + x] = tex3D(texVolume, x + 0.5f, y + 0.5f, z + 0.5f);
}

__global__ void sampleLayers(float *out, int w, int h, int layers)
{
    int x = threadIdx.x, y = threadIdx.y, l = blockIdx.x;
    if (x < w && y < h && l < layers)
        out[(l * h + y) * w + x] = tex2DLayered(texLayers, x + 0.5f, y + 0.5f, l);
}

__global__ void writeSurface(int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float old = surf2Dread<float>(surfOut, x * 4, y);
        surf2Dwrite(old + 0.25f, surfOut, x * 4, y);
    }
}

static const int W = 24, H = 10;
static float img[H][W];
static float out[H * W];

static void testImage(void)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y][x] = (float)((x * 7 + y * 3) % 11);
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray *a;
    checkCuda(cudaMallocArray(&a, &d, W, H), "cudaMallocArray");
    checkCuda(cudaMemcpyToArray(a, 0, 0, img, sizeof img, cudaMemcpyHostToDevice), "to array");
    texImage.normalized = true;
    texImage.filterMode = cudaFilterModeLinear;
    texImage.addressMode[0] = cudaAddressModeWrap;
    texImage.addressMode[1] = cudaAddressModeWrap;
    checkCuda(cudaBindTextureToArray(texImage, a, d), "cudaBindTextureToArray");
    float *dout;
    cudaMalloc(&dout, sizeof out);
    dim3 block(8, 8), grid((W + 7) / 8, (H + 7) / 8);
    sampleImage<<<grid, block>>>(dout, W, H);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            ok &= near(out[y * W + x], 0.5f * (img[y][x] + img[y][(x + 1) % W]));
    check(ok, "tex2D: normalized coordinates, linear filter, wrap");

    // rebound to another array, read as elements at texel centres
    static float img2[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img2[y][x] = 3.0f * x - y;
    cudaArray *b;
    cudaMallocArray(&b, &d, W, H);
    cudaMemcpy2DToArray(b, 0, 0, img2, W * sizeof(float), W * sizeof(float), H,
                        cudaMemcpyHostToDevice);
    cudaUnbindTexture(texImage);
    checkCuda(cudaBindTextureToArray(texImage, b), "rebind");
    texImage.filterMode = cudaFilterModePoint;   // CUDA reads the fields at the launch
    sampleImage<<<grid, block>>>(dout, W, H);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)   // (x + 1) / W lands on texel x + 1's left edge
            ok &= out[y * W + x] == img2[y][(x + 1) % W];
    check(ok, "tex2D after rebinding, point filtering set after the bind");
    cudaFreeArray(a);
    cudaFreeArray(b);
    cudaFree(dout);
}

static void testBytes(void)
{
    static unsigned char bytes[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            bytes[y][x] = (unsigned char)(x * 10 + y);
    cudaChannelFormatDesc d = cudaCreateChannelDesc<unsigned char>();
    cudaArray *a;
    cudaMallocArray(&a, &d, W, H);
    cudaMemcpy2DToArray(a, 0, 0, bytes, W, W, H, cudaMemcpyHostToDevice);
    checkCuda(cudaBindTextureToArray(texBytes, a), "bind bytes");
    float *dout;
    cudaMalloc(&dout, sizeof out);
    sampleBytes<<<dim3(3, 2), dim3(8, 8)>>>(dout, W, H);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            ok &= near(out[y * W + x], bytes[y][x] / 255.0f);
    check(ok, "tex2D of unsigned char read as normalized float");
    sampleBytesScaled<float><<<dim3(3, 2), dim3(8, 8)>>>(dout, W, H, 1.0f);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            ok &= near(out[y * W + x], bytes[y][x] / 255.0f);
    check(ok, "tex2D in a kernel template, coordinates depending on its parameter");
    cudaUnbindTexture(texBytes);
    cudaFreeArray(a);
    cudaFree(dout);
}

static void testPitched(void)
{
    float4 *p;
    size_t pitch;
    checkCuda(cudaMallocPitch((void **)&p, &pitch, W * sizeof(float4), H), "cudaMallocPitch");
    static float4 h[H][W], o[H * W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            h[y][x] = make_float4(x, y, x * y, -1.0f);
    cudaMemcpy2D(p, pitch, h, W * sizeof(float4), W * sizeof(float4), H, cudaMemcpyHostToDevice);
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float4>();
    size_t offset = 1;
    checkCuda(cudaBindTexture2D(&offset, texPitched, p, d, W, H, pitch), "cudaBindTexture2D");
    check(offset == 0, "cudaBindTexture2D offset");
    float4 *dout;
    cudaMalloc(&dout, sizeof o);
    dim3 block(8, 8), grid((W + 7) / 8, (H + 7) / 8);
    samplePitched<<<grid, block>>>(dout, W, H);
    bumpPitched<<<grid, block>>>(p, pitch, W, H);
    samplePitched<<<grid, block>>>(dout, W, H);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float4 v = o[y * W + x];
            ok &= v.x == x && v.y == y && v.z == x * y && v.w == 999.0f;
        }
    check(ok, "tex2D of pitched memory, rewritten by a kernel between launches");
    cudaFree(p);
    cudaFree(dout);
}

static void testLineVolumeLayers(void)
{
    const int n = 50;
    static float line[n], lin[n], o[n];
    for (int i = 0; i < n; i++) {
        line[i] = i * 1.5f;
        lin[i] = 1000.0f * i;
    }
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray *a;
    cudaMallocArray(&a, &d, n, 0);
    cudaMemcpyToArray(a, 0, 0, line, sizeof line, cudaMemcpyHostToDevice);
    checkCuda(cudaBindTextureToArray(&texLine, a, &d), "bind line (C form)");
    float *dlin, *dout;
    cudaMalloc(&dlin, sizeof lin);
    cudaMemcpy(dlin, lin, sizeof lin, cudaMemcpyHostToDevice);
    checkCuda(cudaBindTexture(0, texLinear, dlin, sizeof lin), "bind linear");
    cudaMalloc(&dout, 4 * 5 * 6 * sizeof(float));
    sampleLine<<<1, 64>>>(dout, n);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < n; i++)
        ok &= o[i] == i * 1.5f + 1000.0f * i;
    check(ok, "tex1D of an array beside tex1Dfetch of linear memory");

    const int w = 6, h = 5, dep = 4;
    static float vol[dep][h][w], ov[dep * h * w];
    for (int z = 0; z < dep; z++)
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                vol[z][y][x] = 100.0f * z + 10.0f * y + x;
    cudaArray *v;
    checkCuda(cudaMalloc3DArray(&v, &d, make_cudaExtent(w, h, dep)), "3-D array");
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(vol, w * sizeof(float), w, h);
    p.dstArray = v;
    p.extent = make_cudaExtent(w, h, dep);
    p.kind = cudaMemcpyHostToDevice;
    checkCuda(cudaMemcpy3D(&p), "3-D copy");
    checkCuda(cudaBindTextureToArray(texVolume, v, d), "bind volume");
    sampleVolume<<<dep, dim3(w, h)>>>(dout, w, h, dep);
    cudaMemcpy(ov, dout, sizeof ov, cudaMemcpyDeviceToHost);
    ok = true;
    for (int i = 0; i < dep * h * w; i++)
        ok &= ov[i] == (&vol[0][0][0])[i];
    check(ok, "tex3D of a 3-D array");

    cudaArray *l;
    checkCuda(cudaMalloc3DArray(&l, &d, make_cudaExtent(w, h, dep), cudaArrayLayered),
              "layered array");
    p.dstArray = l;
    checkCuda(cudaMemcpy3D(&p), "layered copy");
    checkCuda(cudaBindTextureToArray(texLayers, l), "bind layers");
    sampleLayers<<<dep, dim3(w, h)>>>(dout, w, h, dep);
    cudaMemcpy(ov, dout, sizeof ov, cudaMemcpyDeviceToHost);
    ok = true;
    for (int i = 0; i < dep * h * w; i++)
        ok &= ov[i] == (&vol[0][0][0])[i];
    check(ok, "tex2DLayered of a layered array");
    cudaFreeArray(a);
    cudaFreeArray(v);
    cudaFreeArray(l);
    cudaFree(dlin);
    cudaFree(dout);
}

static void testSurfaceRef(void)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y][x] = (float)(y * W + x);
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray *a;
    checkCuda(cudaMallocArray(&a, &d, W, H, cudaArraySurfaceLoadStore), "surface array");
    cudaMemcpy2DToArray(a, 0, 0, img, W * sizeof(float), W * sizeof(float), H,
                        cudaMemcpyHostToDevice);
    checkCuda(cudaBindSurfaceToArray(surfOut, a), "cudaBindSurfaceToArray");
    dim3 block(8, 8), grid((W + 7) / 8, (H + 7) / 8);
    writeSurface<<<grid, block>>>(W, H);
    writeSurface<<<grid, block>>>(W, H);
    texImage.normalized = false;
    texImage.filterMode = cudaFilterModePoint;
    texImage.addressMode[0] = cudaAddressModeClamp;
    checkCuda(cudaBindTextureToArray(texImage, a), "bind the surface's array");
    float *dout;
    cudaMalloc(&dout, sizeof out);
    sampleImage<<<grid, block>>>(dout, W, H);   // unnormalized now: texel (x + 1) / W, i.e. 0
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            ok &= out[y * W + x] == img[(int)((y + 0.5f) / H)][(int)((x + 1.0f) / W)] + 0.5f;
    check(ok, "a texture reference reads what a surface reference wrote");
    static float back[H][W];
    cudaMemcpy2DFromArray(back, W * sizeof(float), a, 0, 0, W * sizeof(float), H,
                          cudaMemcpyDeviceToHost);
    ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            ok &= back[y][x] == img[y][x] + 0.5f;
    check(ok, "surf2Dread and surf2Dwrite through a surface reference");
    cudaFreeArray(a);
    cudaFree(dout);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    testImage();
    testBytes();
    testPitched();
    testLineVolumeLayers();
    testSurfaceRef();
    checkCuda(cudaGetLastError(), "launches");
    if (failures) {
        printf("FAIL (%d checks)\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}

// Texture objects over every resource cuport maps: 1-D, 2-D, 3-D and layered CUDA arrays,
// pitch2D and linear device memory. Each check reads known texels through a kernel and
// compares with what CUDA's texture unit returns: texel centres at i + 0.5, clamping and
// wrapping, bilinear filtering, normalized-float reads of 8-bit data, element reads of
// vectors, a texture passed on to a device function, and a pitch2D texture whose memory a
// kernel rewrites between two launches.
#include <cmath>
#include <cstdio>
#include <cstring>

#include <cuda_runtime.h>

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

// ---- 2-D float array: point reads around the edges (clamp), linear reads in between

__global__ void readPoints2D(cudaTextureObject_t tex, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        out[y * w + x] = tex2D<float>(tex, x - 2 + 0.5f, y - 2 + 0.5f);
}

__global__ void readBetween2D(cudaTextureObject_t tex, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        out[y * w + x] = tex2D<float>(tex, x * 0.75f + 0.1f, y * 0.5f + 0.3f);
}

static float texel(const float *t, int w, int h, int x, int y)
{
    x = x < 0 ? 0 : x >= w ? w - 1 : x;
    y = y < 0 ? 0 : y >= h ? h - 1 : y;
    return t[y * w + x];
}

static float bilinear(const float *t, int w, int h, float x, float y)
{
    float xb = x - 0.5f, yb = y - 0.5f;
    int i = (int)floorf(xb), j = (int)floorf(yb);
    float a = xb - i, b = yb - j;
    return (1 - a) * (1 - b) * texel(t, w, h, i, j) + a * (1 - b) * texel(t, w, h, i + 1, j) +
           (1 - a) * b * texel(t, w, h, i, j + 1) + a * b * texel(t, w, h, i + 1, j + 1);
}

static cudaTextureObject_t makeTexture(cudaArray_t a, cudaTextureFilterMode filter,
                                       cudaTextureAddressMode mode, cudaTextureReadMode read,
                                       int normalized)
{
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = mode;
    td.filterMode = filter;
    td.readMode = read;
    td.normalizedCoords = normalized;
    cudaTextureObject_t tex = 0;
    checkCuda(cudaCreateTextureObject(&tex, &res, &td, NULL), "cudaCreateTextureObject");
    return tex;
}

static void check2D()
{
    const int W = 8, H = 6, OW = W + 4, OH = H + 4;
    float host[W * H], got[OW * OH], back[W * H];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            host[y * W + x] = x + 10.0f * y;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    check(desc.x == 32 && desc.y == 0 && desc.f == cudaChannelFormatKindFloat,
          "cudaCreateChannelDesc<float>");
    cudaArray_t arr;
    checkCuda(cudaMallocArray(&arr, &desc, W, H), "cudaMallocArray");
    checkCuda(cudaMemcpy2DToArray(arr, 0, 0, host, W * sizeof(float), W * sizeof(float), H,
                                  cudaMemcpyHostToDevice), "cudaMemcpy2DToArray");
    checkCuda(cudaMemcpy2DFromArray(back, W * sizeof(float), arr, 0, 0, W * sizeof(float), H,
                                    cudaMemcpyDeviceToHost), "cudaMemcpy2DFromArray");
    check(memcmp(back, host, sizeof host) == 0, "array round trip");

    float *dout;
    cudaMalloc(&dout, sizeof got);
    cudaTextureObject_t point = makeTexture(arr, cudaFilterModePoint, cudaAddressModeClamp,
                                            cudaReadModeElementType, 0);
    dim3 block(4, 4), grid((OW + 3) / 4, (OH + 3) / 4);
    readPoints2D<<<grid, block>>>(point, dout, OW, OH);
    checkCuda(cudaGetLastError(), "readPoints2D launch");
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int y = 0; y < OH; y++)
        for (int x = 0; x < OW; x++)
            if (got[y * OW + x] != texel(host, W, H, x - 2, y - 2) && ok) {
                printf("tex2D at (%g, %g): got %g, want %g\n", x - 1.5f, y - 1.5f, got[y * OW + x],
                       texel(host, W, H, x - 2, y - 2));
                ok = false;
            }
    check(ok, "tex2D point reads with clamping");

    cudaResourceDesc back_res;
    checkCuda(cudaGetTextureObjectResourceDesc(&back_res, point),
              "cudaGetTextureObjectResourceDesc");
    check(back_res.resType == cudaResourceTypeArray && back_res.res.array.array == arr,
          "the resource of a texture object");

    cudaTextureObject_t linear = makeTexture(arr, cudaFilterModeLinear, cudaAddressModeClamp,
                                             cudaReadModeElementType, 0);
    readBetween2D<<<grid, block>>>(linear, dout, OW, OH);
    checkCuda(cudaGetLastError(), "readBetween2D launch");
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    ok = true;
    for (int y = 0; y < OH; y++)
        for (int x = 0; x < OW; x++) {
            float want = bilinear(host, W, H, x * 0.75f + 0.1f, y * 0.5f + 0.3f);
            ok &= fabsf(got[y * OW + x] - want) < 0.06f;   // CUDA's weights have 8 bits
        }
    check(ok, "tex2D bilinear filtering");

    // the array changes after the texture was made: the next launch sees it
    host[3 * W + 5] = -7.0f;
    checkCuda(cudaMemcpy2DToArray(arr, 0, 0, host, W * sizeof(float), W * sizeof(float), H,
                                  cudaMemcpyHostToDevice), "cudaMemcpy2DToArray again");
    readPoints2D<<<grid, block>>>(point, dout, OW, OH);
    checkCuda(cudaGetLastError(), "readPoints2D launch");
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    check(got[(3 + 2) * OW + 5 + 2] == -7.0f, "a texture sees its array's new texels");

    cudaDestroyTextureObject(point);
    cudaDestroyTextureObject(linear);
    cudaFreeArray(arr);
    cudaFree(dout);
}

// ---- uchar4 texels: read as normalized floats with wrapped normalized coordinates, and
// ---- as elements, through a device function

__global__ void readNormalized(cudaTextureObject_t tex, float4 *out, int w, int h)
{
    int x = threadIdx.x, y = threadIdx.y;
    // one period to the right and one up: wrapping lands on the same texel
    out[y * w + x] = tex2D<float4>(tex, (x + 0.5f) / w + 1.0f, (y + 0.5f) / h - 1.0f);
}

__device__ uchar4 texelAt(cudaTextureObject_t t, int x, int y)
{
    return tex2D<uchar4>(t, x + 0.5f, y + 0.5f);
}

__device__ uchar4 brighter(cudaTextureObject_t t, int x, int y)
{
    uchar4 v = texelAt(t, x, y);
    return make_uchar4(v.x + 1, v.y + 1, v.z + 1, v.w + 1);
}

__global__ void readElements(cudaTextureObject_t tex, uchar4 *out, int w)
{
    int x = threadIdx.x, y = threadIdx.y;
    out[y * w + x] = brighter(tex, x, y);
}

static void checkBytes()
{
    const int W = 4, H = 4;
    uchar4 host[W * H], elems[W * H];
    float4 norm[W * H];
    for (int i = 0; i < W * H; i++)
        host[i] = make_uchar4(i * 3, 255 - i, i * 16, 17);
    cudaChannelFormatDesc desc = cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
    cudaArray_t arr;
    checkCuda(cudaMallocArray(&arr, &desc, W, H), "cudaMallocArray uchar4");
    checkCuda(cudaMemcpy2DToArray(arr, 0, 0, host, W * sizeof(uchar4), W * sizeof(uchar4), H,
                                  cudaMemcpyHostToDevice), "cudaMemcpy2DToArray uchar4");
    float4 *dnorm;
    uchar4 *delems;
    cudaMalloc(&dnorm, sizeof norm);
    cudaMalloc(&delems, sizeof elems);
    cudaTextureObject_t tn = makeTexture(arr, cudaFilterModePoint, cudaAddressModeWrap,
                                         cudaReadModeNormalizedFloat, 1);
    readNormalized<<<1, dim3(W, H)>>>(tn, dnorm, W, H);
    checkCuda(cudaGetLastError(), "readNormalized launch");
    cudaMemcpy(norm, dnorm, sizeof norm, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < W * H; i++)
        ok &= fabsf(norm[i].x - host[i].x / 255.0f) < 1e-5f &&
              fabsf(norm[i].y - host[i].y / 255.0f) < 1e-5f &&
              fabsf(norm[i].z - host[i].z / 255.0f) < 1e-5f &&
              fabsf(norm[i].w - host[i].w / 255.0f) < 1e-5f;
    check(ok, "normalized-float reads with wrapped normalized coordinates");

    cudaTextureObject_t te = makeTexture(arr, cudaFilterModePoint, cudaAddressModeClamp,
                                         cudaReadModeElementType, 0);
    readElements<<<1, dim3(W, H)>>>(te, delems, W);
    checkCuda(cudaGetLastError(), "readElements launch");
    cudaMemcpy(elems, delems, sizeof elems, cudaMemcpyDeviceToHost);
    ok = true;
    for (int i = 0; i < W * H; i++)
        ok &= elems[i].x == (unsigned char)(host[i].x + 1) &&
              elems[i].y == (unsigned char)(host[i].y + 1) &&
              elems[i].z == (unsigned char)(host[i].z + 1) && elems[i].w == host[i].w + 1;
    check(ok, "element reads of uchar4 through device functions");
    cudaDestroyTextureObject(tn);
    cudaDestroyTextureObject(te);
    cudaFreeArray(arr);
    cudaFree(dnorm);
    cudaFree(delems);
}

// ---- linear memory (tex1Dfetch) and a 1-D array (tex1D)

__global__ void fetchLinear(cudaTextureObject_t f, cudaTextureObject_t pairs, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int2 p = tex1Dfetch<int2>(pairs, i);
        out[i] = tex1Dfetch<float>(f, i) + p.x * 1000.0f + p.y;
    }
}

__global__ void read1D(cudaTextureObject_t t, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = tex1D<float>(t, i + 0.5f) * 2.0f;
}

static void checkLinear()
{
    const int N = 100;
    float host[N], got[N];
    int2 pairs[N];
    for (int i = 0; i < N; i++) {
        host[i] = i * 0.5f;
        pairs[i] = make_int2(i % 7, -i);
    }
    float *dvals, *dout;
    int2 *dpairs;
    cudaMalloc(&dvals, sizeof host);
    cudaMalloc(&dpairs, sizeof pairs);
    cudaMalloc(&dout, sizeof got);
    cudaMemcpy(dvals, host, sizeof host, cudaMemcpyHostToDevice);
    cudaMemcpy(dpairs, pairs, sizeof pairs, cudaMemcpyHostToDevice);

    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = dvals;
    res.res.linear.desc = cudaCreateChannelDesc<float>();
    res.res.linear.sizeInBytes = sizeof host;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tf, tp;
    checkCuda(cudaCreateTextureObject(&tf, &res, &td, NULL), "linear texture");
    res.res.linear.devPtr = dpairs;
    res.res.linear.desc = cudaCreateChannelDesc<int2>();
    res.res.linear.sizeInBytes = sizeof pairs;
    checkCuda(cudaCreateTextureObject(&tp, &res, &td, NULL), "linear int2 texture");
    fetchLinear<<<(N + 31) / 32, 32>>>(tf, tp, dout, N);
    checkCuda(cudaGetLastError(), "fetchLinear launch");
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < N; i++)
        ok &= got[i] == host[i] + (i % 7) * 1000.0f - i;
    check(ok, "tex1Dfetch on linear memory");

    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    checkCuda(cudaMallocArray(&arr, &desc, N), "cudaMallocArray 1-D");
    checkCuda(cudaMemcpy2DToArray(arr, 0, 0, host, sizeof host, sizeof host, 1,
                                  cudaMemcpyHostToDevice), "copy into a 1-D array");
    cudaTextureObject_t t1 = makeTexture(arr, cudaFilterModePoint, cudaAddressModeClamp,
                                         cudaReadModeElementType, 0);
    read1D<<<1, 128>>>(t1, dout, N);
    checkCuda(cudaGetLastError(), "read1D launch");
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    ok = true;
    for (int i = 0; i < N; i++)
        ok &= got[i] == host[i] * 2.0f;
    check(ok, "tex1D on a 1-D array");
    cudaDestroyTextureObject(tf);
    cudaDestroyTextureObject(tp);
    cudaDestroyTextureObject(t1);
    cudaFreeArray(arr);
    cudaFree(dvals);
    cudaFree(dpairs);
    cudaFree(dout);
}

// ---- 3-D and layered arrays, filled with cudaMemcpy3D

__global__ void read3D(cudaTextureObject_t t, float *out, int w, int h, int d)
{
    int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
    out[(z * h + y) * w + x] = tex3D<float>(t, x + 0.5f, y + 0.5f, z + 0.5f);
}

__global__ void readLayers(cudaTextureObject_t t, float *out, int w, int h)
{
    int x = threadIdx.x, y = threadIdx.y, layer = threadIdx.z;
    out[(layer * h + y) * w + x] = tex2DLayered<float>(t, x + 0.5f, y + 0.5f, layer);
}

static cudaArray_t make3D(const float *host, int w, int h, int d, unsigned flags)
{
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    checkCuda(cudaMalloc3DArray(&arr, &desc, make_cudaExtent(w, h, d), flags),
              "cudaMalloc3DArray");
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr((void *)host, w * sizeof(float), w, h);
    p.dstArray = arr;
    p.extent = make_cudaExtent(w, h, d);
    p.kind = cudaMemcpyHostToDevice;
    checkCuda(cudaMemcpy3D(&p), "cudaMemcpy3D into an array");
    return arr;
}

static void check3D()
{
    const int W = 5, H = 4, D = 3, N = W * H * D;
    float host[N], got[N];
    for (int i = 0; i < N; i++)
        host[i] = i * 1.5f - 4.0f;
    float *dout;
    cudaMalloc(&dout, sizeof got);
    cudaArray_t a3 = make3D(host, W, H, D, 0);
    cudaTextureObject_t t3 = makeTexture(a3, cudaFilterModePoint, cudaAddressModeClamp,
                                         cudaReadModeElementType, 0);
    read3D<<<1, dim3(W, H, D)>>>(t3, dout, W, H, D);
    checkCuda(cudaGetLastError(), "read3D launch");
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    check(memcmp(got, host, sizeof host) == 0, "tex3D on a 3-D array");

    cudaArray_t al = make3D(host, W, H, D, cudaArrayLayered);
    cudaTextureObject_t tl = makeTexture(al, cudaFilterModePoint, cudaAddressModeClamp,
                                         cudaReadModeElementType, 0);
    readLayers<<<1, dim3(W, H, D)>>>(tl, dout, W, H);
    checkCuda(cudaGetLastError(), "readLayers launch");
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    check(memcmp(got, host, sizeof host) == 0, "tex2DLayered on a layered array");
    cudaDestroyTextureObject(t3);
    cudaDestroyTextureObject(tl);
    cudaFreeArray(a3);
    cudaFreeArray(al);
    cudaFree(dout);
}

// ---- pitch2D memory that a kernel rewrites between two texture reads

__global__ void fillPitched(float *p, size_t pitch, int w, int h, float base)
{
    int x = threadIdx.x, y = threadIdx.y;
    if (x < w && y < h)
        ((float *)((char *)p + y * pitch))[x] = base + x * 2.0f + y;
}

__global__ void copyThrough(cudaTextureObject_t t, float *out, int w)
{
    int x = threadIdx.x, y = threadIdx.y;
    out[y * w + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
}

static void checkPitch2D()
{
    const int W = 6, H = 5;
    float got[W * H];
    float *pitched, *dout;
    size_t pitch;
    cudaMallocPitch((void **)&pitched, &pitch, W * sizeof(float), H);
    cudaMalloc(&dout, sizeof got);
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = pitched;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    res.res.pitch2D.width = W;
    res.res.pitch2D.height = H;
    res.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t;
    checkCuda(cudaCreateTextureObject(&t, &res, &td, NULL), "pitch2D texture");
    bool ok = true;
    for (int round = 0; round < 2; round++) {
        fillPitched<<<1, dim3(W, H)>>>(pitched, pitch, W, H, round * 100.0f);
        checkCuda(cudaGetLastError(), "fillPitched launch");
        copyThrough<<<1, dim3(W, H)>>>(t, dout, W);
        checkCuda(cudaGetLastError(), "copyThrough launch");
        cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                ok &= got[y * W + x] == round * 100.0f + x * 2.0f + y;
    }
    check(ok, "tex2D on pitch2D memory a kernel rewrites");
    cudaDestroyTextureObject(t);
    cudaFree(pitched);
    cudaFree(dout);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    check2D();
    checkBytes();
    checkLinear();
    check3D();
    checkPitch2D();
    checkCuda(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
    if (failures) {
        printf("%d checks failed\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}

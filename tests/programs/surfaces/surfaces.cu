// Surface objects over CUDA arrays made with cudaArraySurfaceLoadStore: kernels write them
// with surf1D/2D/3D/2DLayered write (x in bytes), read and write one surface in the same
// kernel, read it with both read forms (returning and out-parameter), through a device
// function, and with the boundary modes (zero drops a write outside and reads zeros, clamp
// moves to the edge). Between kernels the host copies in and out of the arrays and a
// texture object reads what a surface wrote, so every hand-over is checked.
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

static float pattern(int x, int y) { return x * 0.5f + y * 100.0f; }

__global__ void fill2D(cudaSurfaceObject_t s, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        surf2Dwrite(x * 0.5f + y * 100.0f, s, x * (int)sizeof(float), y);
}

__device__ float squarePlusOne(cudaSurfaceObject_t s, int x, int y)
{
    float v = surf2Dread<float>(s, x * 4, y);
    return v * v + 1.0f;
}

// reads and writes the same surface: each thread its own texel
__global__ void squareInPlace(cudaSurfaceObject_t s, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        surf2Dwrite(squarePlusOne(s, x, y), s, x * 4, y, cudaBoundaryModeTrap);
}

__global__ void copyOut(cudaSurfaceObject_t s, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float v;
        surf2Dread(&v, s, x * 4, y);
        out[y * w + x] = v;
    }
}

__global__ void readTexture(cudaTextureObject_t t, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        out[y * w + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
}

// uchar4 texels: writes one past each edge in zero mode (dropped), then reads the row
// with clamp (edges repeat) and with zero (outside is 0)
__global__ void edges(cudaSurfaceObject_t s, uchar4 *clamped, uchar4 *zeroed, int w)
{
    int x = threadIdx.x - 1;   // -1 .. w
    uchar4 v = make_uchar4(x + 1, 2 * x + 2, 7, 9);
    surf2Dwrite(v, s, x * 4, 0, cudaBoundaryModeZero);
    __syncthreads();
    clamped[threadIdx.x] = surf2Dread<uchar4>(s, x * 4, 0, cudaBoundaryModeClamp);
    zeroed[threadIdx.x] = surf2Dread<uchar4>(s, x * 4, 0, cudaBoundaryModeZero);
}

__global__ void fill1D(cudaSurfaceObject_t s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        surf1Dwrite(i * 3 - 7, s, i * 4);
}

__global__ void fill3D(cudaSurfaceObject_t s, int w, int h, int d)
{
    int x = threadIdx.x, y = threadIdx.y, z = blockIdx.x;
    if (x < w && y < h && z < d)
        surf3Dwrite(make_short2(x + y, z - x), s, x * sizeof(short2), y, z);
}

__global__ void fillLayers(cudaSurfaceObject_t s, int w, int h, int layers)
{
    int x = threadIdx.x, y = threadIdx.y, l = blockIdx.x;
    if (x < w && y < h && l < layers)
        surf2DLayeredwrite(1000.0f * l + y * w + x, s, x * 4, y, l);
}

static cudaSurfaceObject_t surfaceOf(cudaArray_t a)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaSurfaceObject_t s = 0;
    checkCuda(cudaCreateSurfaceObject(&s, &r), "cudaCreateSurfaceObject");
    return s;
}

static void test2D(void)
{
    const int w = 37, h = 21;
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    checkCuda(cudaMallocArray(&a, &d, w, h, cudaArraySurfaceLoadStore), "cudaMallocArray");
    cudaSurfaceObject_t s = surfaceOf(a);
    dim3 block(8, 8), grid((w + 7) / 8, (h + 7) / 8);
    fill2D<<<grid, block>>>(s, w, h);
    squareInPlace<<<grid, block>>>(s, w, h);
    static float host[21][37], out[21 * 37];
    checkCuda(cudaMemcpy2DFromArray(host, w * sizeof(float), a, 0, 0, w * sizeof(float), h,
                                    cudaMemcpyDeviceToHost), "cudaMemcpy2DFromArray");
    bool ok = true;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            ok &= host[y][x] == pattern(x, y) * pattern(x, y) + 1.0f;
    check(ok, "surface written, then read and written in place, copied to the host");

    // a texture of the same array reads what the surface wrote
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t;
    checkCuda(cudaCreateTextureObject(&t, &r, &td, NULL), "cudaCreateTextureObject");
    float *dout;
    checkCuda(cudaMalloc(&dout, sizeof out), "cudaMalloc");
    fill2D<<<grid, block>>>(s, w, h);
    readTexture<<<grid, block>>>(t, dout, w, h);
    checkCuda(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost), "cudaMemcpy");
    ok = true;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            ok &= out[y * w + x] == pattern(x, y);
    check(ok, "a texture object reads what a surface wrote");

    // the host writes the array, the surface reads it (out-parameter form)
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            host[y][x] = -1.0f * (y * w + x);
    checkCuda(cudaMemcpy2DToArray(a, 0, 0, host, w * sizeof(float), w * sizeof(float), h,
                                  cudaMemcpyHostToDevice), "cudaMemcpy2DToArray");
    copyOut<<<grid, block>>>(s, dout, w, h);
    checkCuda(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost), "cudaMemcpy");
    ok = true;
    for (int i = 0; i < w * h; i++)
        ok &= out[i] == -1.0f * i;
    check(ok, "a surface reads what the host copied into its array");
    checkCuda(cudaDestroyTextureObject(t), "cudaDestroyTextureObject");
    checkCuda(cudaDestroySurfaceObject(s), "cudaDestroySurfaceObject");
    checkCuda(cudaFreeArray(a), "cudaFreeArray");
    cudaFree(dout);
}

static void testEdges(void)
{
    const int w = 16;
    cudaChannelFormatDesc d = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a;
    checkCuda(cudaMallocArray(&a, &d, w, 1, cudaArraySurfaceLoadStore), "cudaMallocArray");
    cudaSurfaceObject_t s = surfaceOf(a);
    uchar4 *dc, *dz, c[w + 2], z[w + 2];
    cudaMalloc(&dc, sizeof c);
    cudaMalloc(&dz, sizeof z);
    edges<<<1, w + 2>>>(s, dc, dz, w);
    cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
    cudaMemcpy(z, dz, sizeof z, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < w + 2; i++) {
        int x = i - 1, cx = x < 0 ? 0 : x >= w ? w - 1 : x;
        ok &= c[i].x == cx + 1 && c[i].y == 2 * cx + 2 && c[i].z == 7 && c[i].w == 9;
        bool inside = x >= 0 && x < w;
        ok &= z[i].x == (inside ? x + 1 : 0) && z[i].w == (inside ? 9 : 0);
    }
    check(ok, "boundary modes: zero drops writes outside and reads zeros, clamp repeats the edge");
    uchar4 host[w];
    cudaMemcpyFromArray(host, a, 0, 0, sizeof host, cudaMemcpyDeviceToHost);
    ok = true;
    for (int x = 0; x < w; x++)
        ok &= host[x].x == x + 1 && host[x].y == 2 * x + 2;
    check(ok, "a uchar4 surface copied to the host");
    cudaDestroySurfaceObject(s);
    cudaFreeArray(a);
    cudaFree(dc);
    cudaFree(dz);
}

static void test1D3DLayered(void)
{
    const int n = 300;
    cudaChannelFormatDesc di = cudaCreateChannelDesc<int>();
    cudaArray_t a1;
    checkCuda(cudaMallocArray(&a1, &di, n, 0, cudaArraySurfaceLoadStore), "1-D array");
    cudaSurfaceObject_t s1 = surfaceOf(a1);
    fill1D<<<(n + 127) / 128, 128>>>(s1, n);
    static int h1[300];
    checkCuda(cudaMemcpyFromArray(h1, a1, 0, 0, sizeof h1, cudaMemcpyDeviceToHost), "1-D copy");
    bool ok = true;
    for (int i = 0; i < n; i++)
        ok &= h1[i] == i * 3 - 7;
    check(ok, "surf1Dwrite");

    const int w = 9, h = 5, dep = 4;
    cudaChannelFormatDesc ds = cudaCreateChannelDesc<short2>();
    cudaArray_t a3;
    checkCuda(cudaMalloc3DArray(&a3, &ds, make_cudaExtent(w, h, dep), cudaArraySurfaceLoadStore),
              "3-D array");
    cudaSurfaceObject_t s3 = surfaceOf(a3);
    fill3D<<<dep, dim3(w, h)>>>(s3, w, h, dep);
    static short2 h3[4][5][9];
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcArray = a3;
    p.dstPtr = make_cudaPitchedPtr(h3, w * sizeof(short2), w, h);
    p.extent = make_cudaExtent(w, h, dep);
    p.kind = cudaMemcpyDeviceToHost;
    checkCuda(cudaMemcpy3D(&p), "3-D copy");
    ok = true;
    for (int z = 0; z < dep; z++)
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                ok &= h3[z][y][x].x == x + y && h3[z][y][x].y == z - x;
    check(ok, "surf3Dwrite of short2");

    const int layers = 3;
    cudaChannelFormatDesc df = cudaCreateChannelDesc<float>();
    cudaArray_t al;
    checkCuda(cudaMalloc3DArray(&al, &df, make_cudaExtent(w, h, layers),
                                cudaArrayLayered | cudaArraySurfaceLoadStore), "layered array");
    cudaSurfaceObject_t sl = surfaceOf(al);
    fillLayers<<<layers, dim3(w, h)>>>(sl, w, h, layers);
    static float hl[3][5][9];
    memset(&p, 0, sizeof p);
    p.srcArray = al;
    p.dstPtr = make_cudaPitchedPtr(hl, w * sizeof(float), w, h);
    p.extent = make_cudaExtent(w, h, layers);
    p.kind = cudaMemcpyDeviceToHost;
    checkCuda(cudaMemcpy3D(&p), "layered copy");
    ok = true;
    for (int l = 0; l < layers; l++)
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                ok &= hl[l][y][x] == 1000.0f * l + y * w + x;
    check(ok, "surf2DLayeredwrite");
    cudaDestroySurfaceObject(s1);
    cudaDestroySurfaceObject(s3);
    cudaDestroySurfaceObject(sl);
    cudaFreeArray(a1);
    cudaFreeArray(a3);
    cudaFreeArray(al);
}

// an array made without cudaArraySurfaceLoadStore has no surface
static void testRefused(void)
{
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    checkCuda(cudaMallocArray(&a, &d, 8, 8), "cudaMallocArray");
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaSurfaceObject_t s = 0;
    check(cudaCreateSurfaceObject(&s, &r) != cudaSuccess,
          "a surface of an array without cudaArraySurfaceLoadStore is refused");
    cudaGetLastError();   // the refusal is the thread's last error, as in CUDA
    cudaFreeArray(a);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    testRefused();
    test2D();
    testEdges();
    test1D3DLayered();
    checkCuda(cudaGetLastError(), "launches");
    if (failures) {
        printf("FAIL (%d checks)\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}

// Surface objects: a cudaSurfaceObject_t parameter is the device address of its array's
// surface buffer (__global uchar *), passed on to device functions as it is; the reads and
// writes name their texel type, x stays a byte offset, and CUDA's default boundary mode
// (trap) is written out. The out-parameter read assigns through its pointer.
#include <cuda_runtime.h>

__device__ float4 load(cudaSurfaceObject_t s, int x, int y)
{
    return surf2Dread<float4>(s, x * sizeof(float4), y, cudaBoundaryModeClamp);
}

__global__ void blur(cudaSurfaceObject_t in, cudaSurfaceObject_t out, int w)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x >= w)
        return;
    float4 a = load(in, x - 1, y), b = load(in, x + 1, y);
    surf2Dwrite(make_float4((a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2, 1.0f), out,
                x * sizeof(float4), y);
    int n;
    surf1Dread(&n, in, 0);
    surf3Dwrite(n, out, 0, 0, 0, cudaBoundaryModeZero);
}

void run(cudaArray_t a, cudaArray_t b, int w, int h)
{
    cudaResourceDesc r = {};
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaSurfaceObject_t in, out;
    cudaCreateSurfaceObject(&in, &r);
    r.res.array.array = b;
    cudaCreateSurfaceObject(&out, &r);
    blur<<<dim3((w + 63) / 64, h), 64>>>(in, out, w);
    cudaDestroySurfaceObject(in);
    cudaDestroySurfaceObject(out);
}

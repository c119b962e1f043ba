// Cubemap textures: a cudaArrayCubemap array of six faces and a cudaArrayCubemap |
// cudaArrayLayered one of two cubemaps, read with texCubemap and texCubemapLayered at
// directions that hit every face, off the faces' centres, with point and linear filtering.
// The host works out which face and texel CUDA's cubemap table picks for each direction and
// checks the fetched values against it.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define W 8
#define LAYERS 2
#define N 64

__global__ void fetchCube(cudaTextureObject_t cube, const float3 *dirs, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float3 d = dirs[i];
    out[i] = texCubemap<float>(cube, d.x, d.y, d.z);
}

__global__ void fetchLayered(cudaTextureObject_t cube, const float3 *dirs, float *out, int layer)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float3 d = dirs[i];
    out[i] = texCubemapLayered<float>(cube, d.x, d.y, d.z, layer);
}

// CUDA's cubemap table: the face and the face coordinates in [0, 1].
static void cubeFace(float x, float y, float z, int *face, float *s, float *t)
{
    float ax = fabsf(x), ay = fabsf(y), az = fabsf(z), m, sc, tc;
    if (ax >= ay && ax >= az) {
        m = ax; *face = x >= 0 ? 0 : 1; sc = x >= 0 ? -z : z; tc = -y;
    } else if (ay >= az) {
        m = ay; *face = y >= 0 ? 2 : 3; sc = x; tc = y >= 0 ? z : -z;
    } else {
        m = az; *face = z >= 0 ? 4 : 5; sc = z >= 0 ? x : -x; tc = -y;
    }
    *s = (sc / m + 1) * 0.5f;
    *t = (tc / m + 1) * 0.5f;
}

static cudaTextureObject_t makeTexture(cudaArray_t a, bool linear)
{
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.normalizedCoords = true;
    td.filterMode = linear ? cudaFilterModeLinear : cudaFilterModePoint;
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeClamp;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex;
    CUDA_CHECK(cudaCreateTextureObject(&tex, &res, &td, NULL));
    return tex;
}

static void upload(cudaArray_t a, const float *h, int depth)
{
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr((void *)h, W * sizeof(float), W, W);
    p.dstArray = a;
    p.extent = make_cudaExtent(W, W, depth);
    p.kind = cudaMemcpyHostToDevice;
    CUDA_CHECK(cudaMemcpy3D(&p));
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    std::vector<float> texels(W * W * 6 * LAYERS);
    for (size_t i = 0; i < texels.size(); i++)
        texels[i] = (float)i;
    // directions: each face, texel centres (for both filters) and a few at the axes' ties
    std::vector<float3> dirs(N);
    for (int i = 0; i < N; i++) {
        int face = i % 6, tx = (i * 3) % W, ty = (i * 5) % W;
        float a = ((tx + 0.5f) / W) * 2 - 1, b = ((ty + 0.5f) / W) * 2 - 1;
        float3 d;
        switch (face) {   // the inverse of the table: (a, b) are (s, t) on that face
        case 0: d = make_float3(1, -b, -a); break;
        case 1: d = make_float3(-1, -b, a); break;
        case 2: d = make_float3(a, 1, b); break;
        case 3: d = make_float3(a, -1, -b); break;
        case 4: d = make_float3(a, -b, 1); break;
        default: d = make_float3(-a, -b, -1); break;
        }
        float scale = 0.5f + (float)(i % 4);   // the direction's length does not matter
        dirs[i] = make_float3(d.x * scale, d.y * scale, d.z * scale);
    }
    dirs[N - 1] = make_float3(2, 2, -2);   // a tie: +x wins
    dirs[N - 2] = make_float3(0.25f, -3, 3);   // a tie between y and z: -y wins

    float3 *ddirs;
    float *dout;
    CUDA_CHECK(cudaMalloc(&ddirs, N * sizeof(float3)));
    CUDA_CHECK(cudaMalloc(&dout, N * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(ddirs, dirs.data(), N * sizeof(float3), cudaMemcpyHostToDevice));

    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t cube, layered;
    CUDA_CHECK(cudaMalloc3DArray(&cube, &desc, make_cudaExtent(W, W, 6), cudaArrayCubemap));
    CUDA_CHECK(cudaMalloc3DArray(&layered, &desc, make_cudaExtent(W, W, 6 * LAYERS),
                                 cudaArrayCubemap | cudaArrayLayered));
    upload(cube, texels.data(), 6);
    upload(layered, texels.data(), 6 * LAYERS);

    int failures = 0;
    std::vector<float> out(N);
    for (int pass = 0; pass < 2 + LAYERS; pass++) {
        bool linear = pass == 1;
        int layer = pass >= 2 ? pass - 2 : 0;
        cudaTextureObject_t tex = makeTexture(pass >= 2 ? layered : cube, linear);
        if (pass < 2)
            fetchCube<<<N / 32, 32>>>(tex, ddirs, dout);
        else
            fetchLayered<<<N / 32, 32>>>(tex, ddirs, dout, layer);
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpy(out.data(), dout, N * sizeof(float), cudaMemcpyDeviceToHost));
        for (int i = 0; i < N; i++) {
            int face;
            float s, t;
            cubeFace(dirs[i].x, dirs[i].y, dirs[i].z, &face, &s, &t);
            int tx = (int)floorf(s * W), ty = (int)floorf(t * W);
            tx = tx < 0 ? 0 : tx >= W ? W - 1 : tx;
            ty = ty < 0 ? 0 : ty >= W ? W - 1 : ty;
            float want = texels[((layer * 6 + face) * W + ty) * W + tx];
            // the ties sit on a face's corner: linear filtering blends clamped texels there
            bool corner = i >= N - 2;
            if ((!linear || !corner) && fabsf(out[i] - want) > 1e-3f) {
                if (failures++ < 10)
                    printf("pass %d direction %d (%g, %g, %g): got %g, want %g (face %d)\n", pass,
                           i, dirs[i].x, dirs[i].y, dirs[i].z, out[i], want, face);
            }
        }
        CUDA_CHECK(cudaDestroyTextureObject(tex));
    }
    CUDA_CHECK(cudaFreeArray(cube));
    CUDA_CHECK(cudaFreeArray(layered));
    CUDA_CHECK(cudaFree(ddirs));
    CUDA_CHECK(cudaFree(dout));
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}

// Lambdas in device code, checked against the same arithmetic written out on the host:
// captures by value (copied where the lambda is written, so a later change is not seen),
// by reference (explicit and [&], a __shared__ array, the parameters of a device function,
// seen changing between calls), [=] with a pointer, mutable, immediately invoked, passed to
// device function templates (one writing through a reference capture), returning {} and
// {a, b}.
#include <cmath>
#include <cstdio>
#include <cstdlib>
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

#define BLOCK 128

struct Pair {
    float lo, hi;
};

template <typename F>
__device__ float apply_twice(float x, F f)
{
    return f(f(x));
}

template <typename F>
__device__ void for_each_index(int n, F f)
{
    for (int j = 0; j < n; j++)
        f(j);
}

// get() reads a and b when it is called: the change to a between the calls shows
__device__ uint4 select4(uint4 a, uint4 b, unsigned int idx)
{
    auto get = [&a, &b](unsigned int k) -> const uint4 {
        switch (k) {
        case 0:
            return a;
        case 1:
            return b;
        }
        return {};
    };
    uint4 r = get(idx);
    a.x += 100;
    uint4 s = get(0);
    uint4 none = get(7);
    r.y += s.x + none.z;
    return r;
}

__device__ Pair bounds(float v)
{
    auto make = [](float a, float b) -> Pair { return {a, b}; };
    return make(v - 1.0f, v + 1.0f);
}

__global__ void lambdas(const float *in, float *out, uint4 *vout, int n)
{
    __shared__ float tile[BLOCK];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (i >= n)
        return;
    float scale = 2.0f;
    int count = 0;
    auto byValue = [scale](float v) { return v * scale; };
    scale = 3.0f;
    auto byRef = [&count](int k) { count += k; };
    byRef(2);
    byRef(3);
    auto implicitRef = [&](int k) { return tile[k] + scale * count; };
    auto implicitCopy = [=](float v) { return v + scale + in[0]; };
    int calls = 0;
    auto counter = [calls]() mutable { return ++calls; };
    counter();
    int c2 = counter();
    float t = apply_twice(in[i], [] __device__ (float v) { return v * 2.0f + 1.0f; });
    float acc = 0.0f;
    for_each_index(4, [&acc, i, in, n](int j) { acc += in[(i + j) % n]; });
    int direct = [&](int a) { return a + count; }(7);
    Pair p = bounds(in[i]);
    vout[i] = select4(make_uint4(i, 1, 2, 3), make_uint4(4, 5, 6, 7), i & 1);
    out[i] = byValue(in[i]) + implicitRef(threadIdx.x) + implicitCopy(1.0f) + c2 + calls + t +
             acc + direct + (p.hi - p.lo);
}

int main(int argc, char **argv)
{
    const int n = 1000;
    std::vector<float> in(n), out(n);
    std::vector<uint4> vout(n);
    for (int i = 0; i < n; i++)
        in[i] = (float)((i * 37) % 101) * 0.25f;
    float *d_in, *d_out;
    uint4 *d_vout;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_vout, n * sizeof(uint4)));
    CUDA_CHECK(cudaMemcpy(d_in, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    lambdas<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(d_in, d_out, d_vout, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(vout.data(), d_vout, n * sizeof(uint4), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n && bad < 10; i++) {
        float x = in[i];
        float acc = 0.0f;
        for (int j = 0; j < 4; j++)
            acc += in[(i + j) % n];
        // byValue: x * 2 (the copy made before scale became 3); implicitRef: x + 3 * 5;
        // implicitCopy: 1 + 3 + in[0]; counter: 2 (calls itself stays 0); t: (2x + 1) * 2 + 1;
        // direct: 7 + 5; bounds: 2
        float want = x * 2.0f + (x + 15.0f) + (4.0f + in[0]) + 2.0f + 0.0f +
                     ((x * 2.0f + 1.0f) * 2.0f + 1.0f) + acc + 12.0f + 2.0f;
        if (fabsf(out[i] - want) > 1e-3f * fabsf(want) + 1e-3f) {
            printf("out[%d] = %f, expected %f\n", i, out[i], want);
            bad++;
        }
        unsigned int u = (unsigned int)i;
        uint4 w = (i & 1) ? make_uint4(4, 5 + u + 100, 6, 7) : make_uint4(u, 1 + u + 100, 2, 3);
        if (vout[i].x != w.x || vout[i].y != w.y || vout[i].z != w.z || vout[i].w != w.w) {
            printf("vout[%d] = (%u %u %u %u), expected (%u %u %u %u)\n", i, vout[i].x, vout[i].y,
                   vout[i].z, vout[i].w, w.x, w.y, w.z, w.w);
            bad++;
        }
    }
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_vout));
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}

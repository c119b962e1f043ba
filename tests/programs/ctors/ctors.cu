// Value types in device code, checked against the same code on the host: constructors
// (default, several overloads, explicit, brace, member initializers, default member
// initializers, an early return), member operators (const ones on temporaries, compound
// assignment returning *this, subscript, call), methods on temporaries, a class template,
// and device-only constructors and destructors (the host copy loses them with the device
// functions they call).
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

struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z{c} {}
    __host__ __device__ explicit Vec3(float s) : x(s), y(s), z(s) {}
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator-(const Vec3 &o) const { return Vec3(x - o.x, y - o.y, z - o.z); }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
    __host__ __device__ Vec3 operator-() const { return Vec3(-x, -y, -z); }
    __host__ __device__ Vec3 &operator+=(const Vec3 &o)
    {
        x += o.x;
        y += o.y;
        z += o.z;
        return *this;
    }
    __host__ __device__ Vec3 &operator*=(float s)
    {
        x *= s;
        y *= s;
        z *= s;
        return *this;
    }
    __host__ __device__ float operator[](int i) const { return i == 0 ? x : i == 1 ? y : z; }
    __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    __host__ __device__ float length2() const { return dot(*this); }
};

struct Ray {
    Vec3 origin, dir;
    float tmax = 1000.0f;
    int bounces{2};
    __host__ __device__ Ray(const Vec3 &o, const Vec3 &d) : origin(o), dir(d)
    {
        if (d.length2() > 100.0f)
            return;   // long directions keep the default tmax
        tmax = 10.0f * d.length2();
    }
    __host__ __device__ Vec3 at(float t) const { return origin + dir * t; }
};

struct Sphere {
    Vec3 centre;
    float radius;
    __host__ __device__ Sphere(float cx, float cy, float cz, float r) : centre(cx, cy, cz), radius(r) {}
    // distance along the ray to the nearest hit, or -1
    __host__ __device__ float operator()(const Ray &r) const
    {
        Vec3 oc = r.origin - centre;
        float a = r.dir.dot(r.dir), b = oc.dot(r.dir), c = oc.dot(oc) - radius * radius;
        float disc = b * b - a * c;
        if (disc < 0.0f)
            return -1.0f;
        float t = (-b - sqrtf(disc)) / a;
        return t > 0.0f && t < r.tmax ? t : -1.0f;
    }
};

template <typename T> struct Complex {
    T re, im;
    __host__ __device__ Complex(T r, T i) : re(r), im(i) {}
    __host__ __device__ Complex operator*(const Complex &o) const
    {
        Complex r(re * o.re - im * o.im, re * o.im + im * o.re);
        return r;
    }
    __host__ __device__ T norm() const { return re * re + im * im; }
};

struct Result {
    Vec3 p;
    float t, len, idx;
    int bounces;
};

__host__ __device__ Result shade(const Vec3 &d, int i)
{
    Sphere s(0.0f, 0.0f, 5.0f, 1.5f);
    Ray r(Vec3(0.25f * (i % 5), 0.0f, 0.0f), d);
    Vec3 p = r.at(2.0f) + -Vec3(0.5f);
    p += Vec3(1.0f, 2.0f, 3.0f) * 0.25f;
    (p *= 2.0f) += Vec3();
    Result res;
    res.t = s(r);
    res.p = p;
    res.len = (p - r.origin).length2() + Ray(p, d).at(1.0f)[2];
    res.idx = p[i % 3];
    Complex<float> z(0.01f * (i % 10), 0.5f);
    res.len += (z * z * Complex<float>(1.0f, -1.0f)).norm();
    res.bounces = r.bounces;
    return res;
}

__global__ void shadeAll(const Vec3 *dirs, Result *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = shade(dirs[i], i);
}

__device__ int lane_of(int width) { return threadIdx.x % width; }

template <typename T, int W> struct Lane {
    int lane;
    __device__ Lane() : lane(lane_of(W)) {}   /* non-dependent call of a device function */
    __device__ ~Lane() { lane = -1; }
    __device__ T pick(const T *p) const { return p[lane]; }
};

__global__ void lanes(const float *in, float *out)
{
    Lane<float, 8> l;
    out[threadIdx.x] = l.pick(in);
}

int main(int argc, char **argv)
{
    const int n = 1000;
    (void)argc;
    (void)argv;
    std::vector<Vec3> dirs(n);
    for (int i = 0; i < n; ++i)
        dirs[i] = i % 11 == 0 ? Vec3(1.0f, 0.0f, 0.1f)   // misses the sphere
                              : Vec3(0.01f * (i % 17) - 0.08f, 0.01f * (i % 13) - 0.06f,
                                     1.0f + (i % 7 == 0 ? 20.0f : 0.0f));
    Vec3 *d_dirs;
    Result *d_out;
    CUDA_CHECK(cudaMalloc(&d_dirs, n * sizeof(Vec3)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(Result)));
    CUDA_CHECK(cudaMemcpy(d_dirs, dirs.data(), n * sizeof(Vec3), cudaMemcpyHostToDevice));
    shadeAll<<<(n + 127) / 128, 128>>>(d_dirs, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    std::vector<Result> got(n);
    CUDA_CHECK(cudaMemcpy(got.data(), d_out, n * sizeof(Result), cudaMemcpyDeviceToHost));
    int bad = 0, hits = 0;
    for (int i = 0; i < n; ++i) {
        Result want = shade(dirs[i], i);
        const float g[] = {got[i].p.x, got[i].p.y, got[i].p.z, got[i].t, got[i].len, got[i].idx};
        const float w[] = {want.p.x, want.p.y, want.p.z, want.t, want.len, want.idx};
        for (int k = 0; k < 6; ++k)
            if (fabsf(g[k] - w[k]) > 1e-4f * (1.0f + fabsf(w[k])))
                bad++;
        bad += got[i].bounces != want.bounces;
        hits += want.t > 0.0f;
    }
    float lin[32], lout[32], *d_lin, *d_lout;
    for (int i = 0; i < 32; ++i)
        lin[i] = (float)i;
    CUDA_CHECK(cudaMalloc(&d_lin, sizeof lin));
    CUDA_CHECK(cudaMalloc(&d_lout, sizeof lout));
    CUDA_CHECK(cudaMemcpy(d_lin, lin, sizeof lin, cudaMemcpyHostToDevice));
    lanes<<<1, 32>>>(d_lin, d_lout);
    CUDA_CHECK(cudaMemcpy(lout, d_lout, sizeof lout, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 32; ++i)
        bad += lout[i] != (float)(i % 8);
    CUDA_CHECK(cudaFree(d_lin));
    CUDA_CHECK(cudaFree(d_lout));
    printf("hits = %d of %d, mismatches = %d\n", hits, n, bad);
    if (hits == 0 || hits == n)
        bad++;   // the scene must have both
    printf("%s\n", bad ? "FAIL" : "PASS");
    CUDA_CHECK(cudaFree(d_dirs));
    CUDA_CHECK(cudaFree(d_out));
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}

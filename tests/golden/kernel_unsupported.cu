// cuport-test: no-build (every construct here is reported as untranslatable)
// Constructs OpenCL C 1.2 cannot express: each gets its own diagnostic, nothing is dropped.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

struct Shape {
    __device__ virtual float area() const { return 0.0f; }
    __device__ float twice() const { return 2.0f * area(); }
};

__global__ void child(int *p) { p[0] = 1; }

__global__ void unsupported(int *p, cudaTextureObject_t tex, cudaSurfaceObject_t surf,
                            const Shape *s)
{
    p[1] = fact(5);
    unsigned c0, c1;   /* a clock read in PTX cuport does not take apart */
    asm volatile("mov.u32 %0, %%clock;\n\tmov.u32 %1, %%clock;" : "=r"(c0), "=r"(c1));
    p[2] = (int)(c1 - c0);
    tex1Dfetch(&p[3], tex, 0);   /* the out-parameter form */
    asm volatile("membar.gl;");
    p[4] = (int)s->area() + (int)s->twice();
    child<<<1, 1>>>(p);
}

void run(int *p, cudaTextureObject_t t, cudaSurfaceObject_t u, const Shape *s)
{
    unsupported<<<1, 1>>>(p, t, u, s);
}

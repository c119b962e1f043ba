// cuport-test: no-build (every construct here is reported as untranslatable)
// Constructs OpenCL C 1.2 cannot express: each gets its own diagnostic, nothing is dropped.

__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

__device__ void bump(int &x) { x++; }

__global__ void child(int *p) { p[0] = 1; }

__global__ void unsupported(int *p, cudaTextureObject_t tex)
{
    p[1] = fact(5);
    int v = 0;
    bump(v);
    p[2] = v + (int)clock();
    p[3] = tex1Dfetch<int>(tex, 0);
    asm volatile("membar.gl;");
    child<<<1, 1>>>(p);
}

void run(int *p, cudaTextureObject_t t) { unsupported<<<1, 1>>>(p, t); }

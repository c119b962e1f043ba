// cuport-test: no-build (every construct here is reported as untranslatable)
// Constructs OpenCL C 1.2 cannot express: each gets its own diagnostic, nothing is dropped.

// CUPORT1205:0: 'fact' is called recursively, which OpenCL C does not allow; rewrite it as a loop
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

__device__ void bump(int &x) { x++; }

__global__ void child(int *p) { p[0] = 1; }

__global__ void unsupported(int *p, cudaTextureObject_t tex)
{
    p[1] = fact(5);
    int v = 0;
    // CUPORT1204:1: parameter 'x' of 'bump' is a C++ reference, which OpenCL C does not have; pass a pointer instead
    bump(v);
    // CUPORT1206:2: 'clock' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    p[2] = v + (int)clock();
    // CUPORT1206:3: 'tex1Dfetch' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    p[3] = tex1Dfetch<int>(tex, 0);
    // CUPORT1206:4: 'inline PTX (asm)' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    asm volatile("membar.gl;");
    // CUPORT1102:5: the launch of 'child' is not migrated yet; it is kept as written
    // CUPORT1203:6: kernel 'child' is launched from device code (dynamic parallelism), which OpenCL C 1.2 cannot express; move the launch to the host
    child<<<1, 1>>>(p);
}

// CUPORT1102:7: the launch of 'unsupported' is not migrated yet; it is kept as written
void run(int *p, cudaTextureObject_t t) { unsupported<<<1, 1>>>(p, t); }

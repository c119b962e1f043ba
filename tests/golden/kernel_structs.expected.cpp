// User types in device code: structs by value (with host layout), typedefs, enums, nested
// structs, and a struct holding a pointer; host-only code stays out of the .cl.
#include <cstdio>

typedef float real;

enum Mode { MODE_ADD = 1, MODE_MUL = 4 };

struct Range {
    int begin, end;
};

struct Job {
    Range range;
    real weight;
    Mode mode;
    bool enabled;
    float3 origin;
};

struct View {
    // CUPORT1209:0: 'View' holds a pointer ('data'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
    float *data;
    int n;
};

__host__ __device__ inline real apply(real a, real b, Mode m)
{
    return m == MODE_ADD ? a + b : a * b;
}

static void hostHelper(void) { printf("host only\n"); }

__global__ void jobs(const Job *jobs, real *out, View view)
{
    const Job j = jobs[blockIdx.x];
    if (!j.enabled)
        return;
    for (int i = j.range.begin + threadIdx.x; i < j.range.end; i += blockDim.x)
        out[i] = apply(out[i], j.weight + j.origin.x, j.mode) + view.data[0];
}

// CUPORT1102:1: the launch of 'jobs' is not migrated yet; it is kept as written
void run(const Job *j, real *o, View v) { hostHelper(); jobs<<<2, 64>>>(j, o, v); }

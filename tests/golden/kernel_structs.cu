// User types in device code: structs by value (with host layout), typedefs, enums, nested
// structs, a struct holding a pointer, a size_t, a ptrdiff_t and a bool (the host's
// 64-bit integers and byte: OpenCL C takes none of them in a kernel argument), anonymous
// unions and structs (also in a class template's instance); host-only code stays out of
// the .cl.
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
    float *data;
    int n;
    size_t count;
    ptrdiff_t stride;
    bool negate;
};

__host__ __device__ inline real apply(real a, real b, Mode m)
{
    return m == MODE_ADD ? a + b : a * b;
}

static void hostHelper(void) { printf("host only\n"); }

struct Box {
    union {
        struct { int lo, hi; };
        int edge[2];
    };
};

template <typename T> struct Pair {
    union {
        struct { T first, second; };
        T both[2];
    };
};

__global__ void boxes(Box b, Pair<float> p, float *out)
{
    out[threadIdx.x] = b.lo + b.edge[1] + p.first * p.both[1];
}

__global__ void jobs(const Job *jobs, real *out, View view)
{
    const Job j = jobs[blockIdx.x];
    if (!j.enabled)
        return;
    for (int i = j.range.begin + threadIdx.x; i < j.range.end; i += blockDim.x)
        out[i] = apply(out[i], j.weight + j.origin.x, j.mode) +
                 (view.negate ? -1 : 1) * view.data[(view.count - 1) * view.stride];
}

void run(const Job *j, real *o, View v) { hostHelper(); jobs<<<2, 64>>>(j, o, v); }
void run_boxes(Box b, Pair<float> p, float *o) { boxes<<<1, 32>>>(b, p, o); }

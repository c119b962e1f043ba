// OpenCL C 1.2 migrated by cuport from kernel_structs.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Box {
    union {
        struct {
            int lo;
            int hi;
        };
        int edge[2];
    };
} Box;

typedef struct Pair_float {
    union {
        struct {
            float first;
            float second;
        };
        float both[2];
    };
} Pair_float;

typedef struct Range {
    int begin;
    int end;
} Range;

typedef float real;

typedef enum Mode {
    MODE_ADD = 1,
    MODE_MUL = 4,
} Mode;

typedef struct Job {
    Range range;
    real weight;
    Mode mode;
    uchar enabled;
    cuport_float3 origin;
} Job;

typedef struct View {
    ulong data; /* float *: a device address */
    int n;
    ulong count;
    long stride;
    uchar negate;
} View;

__kernel void boxes(Box b, Pair_float p, __global float *out)
{
    out[get_local_id(0)] = b.lo + b.edge[1] + p.first * p.both[1];
}

real apply(real a, real b, Mode m)
{
    return m == MODE_ADD ? a + b : a * b;
}

__kernel void jobs(__global const Job *jobs, __global real *out, View view)
{
    const Job j = jobs[get_group_id(0)];
    if (!j.enabled)
        return;
    for (int i = j.range.begin + (uint)get_local_id(0); i < j.range.end; i += (uint)get_local_size(0))
        out[i] = apply(out[i], j.weight + j.origin.x, j.mode) +
                 (view.negate ? -1 : 1) * ((__global float *)view.data)[(view.count - 1) * view.stride];
}

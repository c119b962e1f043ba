// OpenCL C 1.2 migrated by cuport from kernel_cxx_types.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef uchar Mode;
enum {
    Mode_Fast = 1,
    Mode_Slow = 2,
};

typedef struct Cell {
    float v;
    int n;
    Mode m;
} Cell;

enum {
    kBlock = 64,
    kHalf = 32,
};

typedef enum Op {
    Op_Add = 0,
    Op_Mul = 1,
} Op;

typedef enum Color {
    Red = 0,
    Green = 5,
} Color;

typedef struct OnlySized {
    double a;
    char b;
} OnlySized;

__constant float apply_kSteps[2] = {0.5f, 1.5f};

float apply(Op op, float a, float b)
{
    return (op == Op_Add ? a + b : a * b) + apply_kSteps[op == Op_Add];
}

float twice_float(float v)
{ return v + v; }

int twice_int(int v)
{ return v * 2 + 1; }

int Traits_int_zero(void)
{ return -1; }

float Traits_float_zero(void)
{ return ((float)(0)); }

float half_of_float_0_(float v)
{ return v / ((float)(2)); }

__kernel void types(__global float *out, __global int *iout, Mode mode, __constant float (*weights)[3], __global int (*table)[4])
{
    __local Cell cells[2][kHalf] __attribute__((aligned(16)));
    Cell local_[2][2];
    int t = get_local_id(0);
    cells[t / kHalf][t % kHalf].v = (float)t;
    cells[t / kHalf][t % kHalf].n = (int)sizeof(Cell);
    cells[t / kHalf][t % kHalf].m = Mode_Slow;
    local_[0][0].v = weights[0][0];
    local_[1][1].v = weights[2][2] + table[1][3];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    float r = apply(Op_Mul, cells[0][t % kHalf].v, 2.0f) + local_[0][0].v + local_[1][1].v;
    r += twice_float(1.5f) + twice_int(3) + Traits_int_zero() + Traits_float_zero() + Green;
    r = min(r, FLT_MAX);
    r = max(r, (-FLT_MAX));
    r += fabs(-1.0f) + half_of_float_0_(4.0f) + ((float)(1)) + ((float)(Red));
    if (true && mode == Mode_Fast)
        r += 1.0f;
    cuport_store(&out[t], r);
    iout[t] = cells[1][0].n + (int)sizeof(OnlySized) + INT_MAX / 1000000000 +
              (cells[0][0].m == Mode_Slow);
}

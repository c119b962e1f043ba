// OpenCL C 1.2 migrated by cuport from kernel_if_constexpr.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Pair {
    int v;
} Pair;

enum { kMode = 2 };

float pick_1(float x)
{
    return x * 2.0f;
}

float pick_2(float x)
{
    {
        return x * 3.0f;
    }
}

float pick_3(float x)
{
    return x;
}

int width_Pair(Pair x)
{
    int r = 0;
    r = x.v;
    ;
    return r;
}

int width_float(float x)
{
    int r = 0;
    r = (int)x;
    ;
    return r;
}

int width_double(double x)
{
    int r = 0;
    r = (int)x;
    r += 1;
    return r;
}

int mode(int x)
{
    {
        x += 10;
    }
    return x;
}

__kernel void branches(__global float *out, __global int *iout, Pair p)
{
    int i = get_local_id(0);
    out[i] = pick_1(out[i]) + pick_2(out[i]) + pick_3(out[i]);
    iout[i] = width_Pair(p) + width_float(out[i]) + width_double(1.0) + mode(i);
}

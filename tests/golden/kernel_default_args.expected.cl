// OpenCL C 1.2 migrated by cuport from kernel_default_args.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define SPREAD(x) spread_float(x, ((float)(2)), CUPORT_WARP_SIZE, 0xffffffffu)

typedef struct Acc {
    float sum;
} Acc;

Acc Acc_new(float s)
{
    Acc cuport_obj;
    __private Acc *self = &cuport_obj;
    self->sum = s;
    return cuport_obj;
}

void Acc_add(__private Acc *self, float v, float w)
{ self->sum += v * w; }

float scale(float v, float f)
{ return v * f; }

float spread_float(float v, float f, int width, unsigned int mask)
{
    return mask ? v * f + (float)width : v;
}

double spread_double(double v, double f, int width, unsigned int mask)
{
    return mask ? v * f + (double)width : v;
}

float late(float x, float y)
{ return x - y; }

int shifted(int v, int by)
{ return v + by; }

int spread_int(int v, int f, int width, unsigned int mask)
{
    return mask ? v * f + (int)width : v;
}

__kernel void defaults(__global float *out, __global int *iout, __constant int *c_shift)
{
    int i = get_local_id(0);
    Acc a = Acc_new(1.0f);
    Acc_add(&(a), out[i], 0.5f);
    out[i] = scale(out[i], 2.0f) + spread_float(out[i], ((float)(2)), CUPORT_WARP_SIZE, 0xffffffffu) + spread_double(1.0, 3.0, CUPORT_WARP_SIZE, 0xffffffffu) + late(out[i], 0.5f) + a.sum +
             SPREAD(2.0f);
    iout[i] = shifted(iout[i], c_shift[0]) + spread_int(i, ((int)(2)), CUPORT_WARP_SIZE, 0xffffffffu);
}

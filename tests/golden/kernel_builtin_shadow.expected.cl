// OpenCL C 1.2 migrated by cuport from kernel_builtin_shadow.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Params {
    float clamp;
    int min;
} Params;

int roundTrip(float x, bool round_)
{
    return round_ ? (long)round(x) : (int)x;
}

int pick_int(int select_, int max_)
{
    return select_ > max_ ? select_ : max(select_, max_);
}

__kernel void shadowed(__global const float *in, __global int *out, uchar round_, Params p, __global float *scaleBy)
{
    int i = get_local_id(0);
    int clz_ = as_int(in[i]);
    float clamp_ = in[i] * p.clamp;
    float mad_ = clamp(clamp_, 0.0f, 1.0f) + rsqrt(fabs(clamp_) + 1.0f);
    out[i] = roundTrip(in[i] * (*scaleBy), round_) + (32 - (int)clz((clz_) & -(clz_))) + pick_int(p.min, clz_) + (long)rint(mad_);
}

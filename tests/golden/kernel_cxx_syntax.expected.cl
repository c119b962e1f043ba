// OpenCL C 1.2 migrated by cuport from kernel_cxx_syntax.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define EITHER(a, b) ((a) || (b))

typedef struct Pair {
    int a;
    int b;
} Pair;

typedef struct Vec {
    float x;
} Vec;

typedef struct Vec2 {
    float x;
    float y;
} Vec2;

Vec Vec_new(float v)
{
    Vec cuport_obj;
    __private Vec *self = &cuport_obj;
    self->x = v;
    return cuport_obj;
}

Vec2 Vec2_new(float a, float b)
{
    Vec2 cuport_obj;
    __private Vec2 *self = &cuport_obj;
    self->x = a;
    self->y = b;
    return cuport_obj;
}

Vec2 twice(float a, float b)
{
    return Vec2_new(
        2.0f * a,
        2.0f * b
    );
}

Pair swapped(Pair p)
{ return (Pair){p.b, p.a,}; }

__kernel void syntax(__global const bool *v, __global int *out, __global float *f, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n && (! v[i] || i == 0) && EITHER(i != 3, v[0]))
        out[i] = (i & 1) | (~ i ^ 2);
    const float d = (2.0f / 64);
    float xf = ((((int)(i)) - 32) * d);
    int k = {3}, e = {0};
    int a[2] = {1, 2};
    Pair p = {i, k};
    Pair q = (p);
    Vec w = Vec_new(xf);
    for (int j = (0); j < 2; j++)
        xf += (float)a[j] + (float)e;
    Vec2 t = twice(xf, 1.0f);
    Pair s = swapped(q);
    f[i] = pow(xf, ((float)(1.6))) + ((float)(q.a)) + w.x + t.y + (float)s.a;
}

// OpenCL C 1.2 migrated by cuport from kernel_ctors.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Vec3 {
    float x;
    float y;
    float z;
} Vec3;

typedef struct Ray {
    Vec3 origin;
    Vec3 dir;
    float tmax;
} Ray;

typedef struct Hit {
    Vec3 p;
    int id;
} Hit;

typedef struct Counter {
    ulong slot; /* int *: a device address */
    int n;
} Counter;

typedef struct Acc {
    float s;
} Acc;

Vec3 Vec3_new_float_float_float(float a, float b, float c)
{
    Vec3 cuport_obj;
    __private Vec3 *self = &cuport_obj;
    self->x = a;
    self->y = b;
    self->z = c;
    return cuport_obj;
}

Vec3 Vec3_new(void)
{
    Vec3 cuport_obj;
    __private Vec3 *self = &cuport_obj;
    self->x = 0;
    self->y = 0;
    self->z = 0;
    return cuport_obj;
}

float Vec3_length2_private(__private const Vec3 *self)
{ return self->x * self->x + self->y * self->y + self->z * self->z; }

Ray Ray_new(const Vec3 o, const Vec3 d)
{
    Ray cuport_obj;
    __private Ray *self = &cuport_obj;
    self->origin = o;
    self->dir = d;
    self->tmax = 1e30f;
        if (Vec3_length2_private(&(d)) == 0.0f)
            return cuport_obj;
        self->tmax = 100.0f;
    return cuport_obj;
    }

Hit Hit_new(int i)
{
    Hit cuport_obj;
    __private Hit *self = &cuport_obj;
    self->id = i;
    self->p = Vec3_new_float_float_float(1.0f, 1.0f, 1.0f);
    return cuport_obj;
}

Vec3 Vec3_op_add_Vec3(const Vec3 cuport_self_value, const Vec3 o)
{
    __private const Vec3 *self = &cuport_self_value; return Vec3_new_float_float_float(self->x + o.x, self->y + o.y, self->z + o.z); }

Vec3 Vec3_op_mul_float(const Vec3 cuport_self_value, float s)
{
    __private const Vec3 *self = &cuport_self_value; return Vec3_new_float_float_float(self->x * s, self->y * s, self->z * s); }

Vec3 Ray_at_private(__private const Ray *self, float t)
{ return Vec3_op_add_Vec3(self->origin, Vec3_op_mul_float(self->dir, t)); }

Vec3 Vec3_op_neg(const Vec3 cuport_self_value)
{
    __private const Vec3 *self = &cuport_self_value; return Vec3_new_float_float_float(-self->x, -self->y, -self->z); }

__private Vec3 *Vec3_op_add_assign_Vec3(__private Vec3 *self, const Vec3 o)
{
        self->x += o.x;
        self->y += o.y;
        self->z += o.z;
        return &(*self);
    }

Vec3 Vec3_new_float(float s)
{
    Vec3 cuport_obj;
    __private Vec3 *self = &cuport_obj;
    self->x = s;
    self->y = s;
    self->z = s;
    return cuport_obj;
}

float Vec3_length2_value(const Vec3 cuport_self_value)
{
    __private const Vec3 *self = &cuport_self_value; return self->x * self->x + self->y * self->y + self->z * self->z; }

float Vec3_op_index_int(const Vec3 cuport_self_value, int i)
{
    __private const Vec3 *self = &cuport_self_value; return i == 0 ? self->x : i == 1 ? self->y : self->z; }

Vec3 Ray_at_value(const Ray cuport_self_value, float t)
{
    __private const Ray *self = &cuport_self_value; return Vec3_op_add_Vec3(self->origin, Vec3_op_mul_float(self->dir, t)); }

__kernel void trace(__global const Vec3 *in, __global Vec3 *out, __global float *len, int n)
{
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i >= n)
        return;
    Vec3 o = Vec3_new_float_float_float(1.0f, 2.0f, 3.0f);
    Vec3 zero = Vec3_new();
    Vec3 d = Vec3_new_float_float_float(0.0f, 0.0f, 1.0f);
    Ray r = Ray_new(o, in[i]);
    Hit h = Hit_new(i);
    Vec3 p = Vec3_op_add_Vec3(Ray_at_private(&(r), 2.0f), Vec3_op_neg(d));
    Vec3_op_add_assign_Vec3(&(p), Vec3_new_float(0.5f));
    Vec3_op_add_assign_Vec3(&(p), Vec3_op_mul_float(in[i], 2.0f));
    out[i] = Vec3_op_add_Vec3(Vec3_op_add_Vec3(p, zero), h.p);
    len[i] = Vec3_length2_value((Vec3_op_add_Vec3(p, o))) + Vec3_op_index_int(p, 1) + Vec3_op_index_int(Ray_at_value(Ray_new(o, d), 1.0f), 2) + r.tmax;
}

Counter Counter_new(__global int *p)
{
    Counter cuport_obj;
    __private Counter *self = &cuport_obj;
    self->slot = (ulong)(p);
    self->n = 0;
    return cuport_obj;
}

void Counter_add(__private Counter *self, int v)
{ self->n += v; }

void Counter_flush(__private Counter *self)
{ cuport_atomic_add_global_i32(((__global int *)self->slot), self->n); }

Acc Acc_new_float(float v)
{
    Acc cuport_obj;
    __private Acc *self = &cuport_obj;
    self->s = v;
    return cuport_obj;
}

Acc Acc_new(void)
{
    Acc cuport_obj;
    __private Acc *self = &cuport_obj;
    cuport_obj = Acc_new_float(0.0f);
    return cuport_obj;
}

__kernel void partials(__global float *out, __global int *count)
{
    Counter c = Counter_new(count);
    Counter_add(&(c), 1);
    Counter_flush(&(c));
    // CUPORT1202:1: 'Acc (a constructor run for every element of an array)' is a member function cuport does not translate here (a constructor run for each element of an array, a base-class initializer, an initializer in another file or a macro, or a call with no object); OpenCL C has no member functions: make it a free __device__ function
    Acc parts[4];
    Acc one = Acc_new_float(1.0f), none = Acc_new();
    parts[0] = one;
    out[get_local_id(0)] = parts[0].s + none.s;
}

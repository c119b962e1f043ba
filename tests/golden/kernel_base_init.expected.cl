// OpenCL C 1.2 migrated by cuport from kernel_base_init.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Offset_float_2 {
    ulong base; /* float *: a device address */
    int step;
    float off;
} Offset_float_2;

typedef struct Strided_float_2 {
    ulong base; /* float *: a device address */
    int step;
} Strided_float_2;

typedef struct Scaled {
    ulong data; /* float *: a device address */
    int n;
    float scale;
} Scaled;

typedef struct Span {
    ulong data; /* float *: a device address */
    int n;
} Span;

typedef struct Both {
    ulong data; /* float *: a device address */
    int n;
    int id;
} Both;

typedef struct Tag {
    int id;
} Tag;

Strided_float_2 Strided_float_2_new(__global float *d, int s)
{
    Strided_float_2 cuport_obj;
    __private Strided_float_2 *self = &cuport_obj;
    self->base = (ulong)(d);
    self->step = s * 2;
    return cuport_obj;
}

Offset_float_2 Offset_float_2_new(__global float *d, int s, float o)
{
    Offset_float_2 cuport_obj;
    __private Offset_float_2 *self = &cuport_obj;
    *(__private Strided_float_2 *)self = Strided_float_2_new(d, s);
    self->off = o;
    return cuport_obj;
}

float Strided_float_2_at(__private const Strided_float_2 *self, int i)
{ return ((__global float *)self->base)[i * self->step]; }

float Offset_float_2_get(__private const Offset_float_2 *self, int i)
{ return Strided_float_2_at((__private Strided_float_2 *)self, i) + self->off; }

Span Span_new(__global float *d, int count)
{
    Span cuport_obj;
    __private Span *self = &cuport_obj;
    self->data = (ulong)(d);
    self->n = count;
    return cuport_obj;
}

Scaled Scaled_new(__global float *d, int count, float s)
{
    Scaled cuport_obj;
    __private Scaled *self = &cuport_obj;
    *(__private Span *)self = Span_new(d, count);
    self->scale = s;
    return cuport_obj;
}

int Span_size(__private const Span *self)
{ return self->n; }

__global float *Scaled_op_index_int(__private Scaled *self, int i)
{ return &(((__global float *)self->data)[i]); }

Tag Tag_new(int i)
{
    Tag cuport_obj;
    __private Tag *self = &cuport_obj;
    self->id = i;
    return cuport_obj;
}

Both Both_new(__global float *d, int count)
{
    Both cuport_obj;
    __private Both *self = &cuport_obj;
    *(__private Span *)self = Span_new(d, count);
    return cuport_obj;
}

__kernel void scale_all(__global float *out, int n)
{
    Offset_float_2 o = Offset_float_2_new(out, 1, 0.5f);
    float first = Offset_float_2_get(&(o), 0);
    Scaled a = Scaled_new(out, n, 2.0f);
    for (int i = get_local_id(0); i < Span_size((__private Span *)&(a)); i += (uint)get_local_size(0))
        (*Scaled_op_index_int(&(a), i)) = i * a.scale;
    Both b = Both_new(out, n);
    if ((uint)get_local_id(0) == 0)
        out[0] += Span_size((__private Span *)&(b)) + first;
}

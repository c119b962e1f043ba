// OpenCL C 1.2 migrated by cuport from kernel_base_init.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

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
    Scaled a = Scaled_new(out, n, 2.0f);
    for (int i = get_local_id(0); i < Span_size((__private Span *)&(a)); i += (uint)get_local_size(0))
        (*Scaled_op_index_int(&(a), i)) = i * a.scale;
    Both b = Both_new(out, n);
    if ((uint)get_local_id(0) == 0)
        out[0] += Span_size((__private Span *)&(b));
}

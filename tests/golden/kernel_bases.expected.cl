// OpenCL C 1.2 migrated by cuport from kernel_bases.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Range {
    int lo;
    int hi;
} Range;

typedef struct Window_float {
    Range r;
    ulong src; /* const float *: a device address */
    float sum;
} Window_float;

typedef struct Reader_float {
    Range r;
    ulong src; /* const float *: a device address */
} Reader_float;

typedef struct Clamp {
    Range r;
} Clamp;

typedef struct Scaled {
    float k;
} Scaled;

typedef struct Neg {
    char cuport_empty;
} Neg;

typedef struct Shift {
    float by;
} Shift;

void Window_float_open(__private Window_float *self, __global const float *p, int n)
{ self->src = (ulong)(p); self->r.lo = 0; self->r.hi = n - 1; self->sum = 0; }

int Clamp_clamp(__private const Clamp *self, int i)
{ return i < self->r.lo ? self->r.lo : (i > self->r.hi ? self->r.hi : i); }

float Reader_float_read(__private const Reader_float *self, int i)
{ return ((__global const float *)self->src)[Clamp_clamp((__private Clamp *)self, i)]; }

float Window_float_add(__private Window_float *self, int i)
{ self->sum += Reader_float_read((__private Reader_float *)self, i); return self->sum; }

Scaled Scaled_new(float s)
{
    Scaled cuport_obj;
    __private Scaled *self = &cuport_obj;
    self->k = s;
    return cuport_obj;
}

float Scaled_op_call_float(const Scaled cuport_self_value, float v)
{
    __private const Scaled *self = &cuport_self_value; return self->k * v; }

float call_Scaled(float v, Scaled op)
{ return Scaled_op_call_float(op, v); }

float Neg_op_call_float(const Neg cuport_self_value, float v)
{
    __private const Neg *self = &cuport_self_value; return -v; }

float call_Neg(float v, Neg op)
{ return Neg_op_call_float(op, v); }

float Shift_op_call_float(const Shift cuport_self_value, float v)
{
    __private const Shift *self = &cuport_self_value; return v + self->by; }

float call_Shift(float v, Shift op)
{ return Shift_op_call_float(op, v); }

float pass_Shift(float v, Shift op)
{ return call_Shift(Shift_op_call_float((op), v), (op)); }

float pass_Neg(float v, Neg op)
{ return call_Neg(Neg_op_call_float((op), v), (op)); }

__kernel void k(__global const float *in, __global float *out, int n)
{
    int i = get_local_id(0);
    Window_float w;
    Window_float_open(&(w), in, n);
    Window_float_add(&(w), i - 1);
    float v = Window_float_add(&(w), i + 1);
    Scaled s = Scaled_new(0.5f);
    out[i] = call_Scaled(v, s) + call_Neg(v, ((Neg){0})) + pass_Shift(v, (Shift){2.0f}) + pass_Neg(v, ((Neg){0}));
}

// OpenCL C 1.2 migrated by cuport from kernel_lambdas.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct forms_lambda_38_20 {
    float scale;
} forms_lambda_38_20;

typedef struct forms_lambda_39_18 {
    __private int *count;
} forms_lambda_39_18;

typedef struct forms_lambda_40_16 {
    __local float *tile;
    __global float *__private *out;
    __private float *scale;
    __private int *count;
} forms_lambda_40_16;

typedef struct forms_lambda_41_19 {
    float scale;
    __global const float * in;
} forms_lambda_41_19;

typedef struct forms_lambda_43_20 {
    int calls;
} forms_lambda_43_20;

typedef struct forms_lambda_48_36 {
    char cuport_none;   /* captures nothing */
} forms_lambda_48_36;

typedef struct forms_lambda_49_30 {
    float scale;
    __private int *count;
} forms_lambda_49_30;

typedef struct forms_lambda_50_18 {
    __private int *count;
} forms_lambda_50_18;

typedef struct pick_lambda_15_16 {
    __private uint4 *a;
    __private uint4 *b;
} pick_lambda_15_16;

void forms_lambda_39_18_op_call_int(const forms_lambda_39_18 cuport_self_value, int k)
{
    __private const forms_lambda_39_18 *self = &cuport_self_value; (*self->count) += k; }

int forms_lambda_43_20_op_call(__private forms_lambda_43_20 *self)
{ return ++self->calls; }

float forms_lambda_48_36_op_call_float(const forms_lambda_48_36 cuport_self_value, float v)
{
    __private const forms_lambda_48_36 *self = &cuport_self_value; return v * 2; }

float apply_lambda_48_36(float x, forms_lambda_48_36 f)
{
    return forms_lambda_48_36_op_call_float(f, x) + forms_lambda_48_36_op_call_float(f, 1.0f);
}

float forms_lambda_49_30_op_call_float(const forms_lambda_49_30 cuport_self_value, float v)
{
    __private const forms_lambda_49_30 *self = &cuport_self_value; return v * self->scale + (*self->count); }

float apply_lambda_49_30(float x, forms_lambda_49_30 f)
{
    return forms_lambda_49_30_op_call_float(f, x) + forms_lambda_49_30_op_call_float(f, 1.0f);
}

int forms_lambda_50_18_op_call_int(const forms_lambda_50_18 cuport_self_value, int a)
{
    __private const forms_lambda_50_18 *self = &cuport_self_value; return a + (*self->count); }

const uint4 pick_lambda_15_16_op_call_unsigned_int(const pick_lambda_15_16 cuport_self_value, unsigned int idx)
{
    __private const pick_lambda_15_16 *self = &cuport_self_value;
        switch (idx) {
        case 0:
            return (*self->a);
        case 1:
            return (*self->b);
        }
        return (uint4)(0);
    }

uint4 pick(uint4 a, uint4 b, unsigned int i)
{
    pick_lambda_15_16 get = (pick_lambda_15_16){&(a), &(b)};
    uint4 r = pick_lambda_15_16_op_call_unsigned_int(get, i);
    a.x += 10;
    r.y += pick_lambda_15_16_op_call_unsigned_int(get, 0).x;
    return r;
}

float forms_lambda_38_20_op_call_float(const forms_lambda_38_20 cuport_self_value, float v)
{
    __private const forms_lambda_38_20 *self = &cuport_self_value; return v * self->scale; }

float forms_lambda_40_16_op_call_int(const forms_lambda_40_16 cuport_self_value, int k)
{
    __private const forms_lambda_40_16 *self = &cuport_self_value; return self->tile[k % 64] + (*self->out)[0] * (*self->scale) + (*self->count); }

float forms_lambda_41_19_op_call_float(const forms_lambda_41_19 cuport_self_value, float v)
{
    __private const forms_lambda_41_19 *self = &cuport_self_value; return v + self->scale + self->in[0]; }

__kernel void forms(__global float *out, __global const float *in, int n)
{
    __local float tile[64] __attribute__((aligned(16)));
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    float scale = 2.0f;
    int count = 0;
    tile[(uint)get_local_id(0) % 64] = in[i % n];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    forms_lambda_38_20 byValue = (forms_lambda_38_20){scale};
    forms_lambda_39_18 byRef = (forms_lambda_39_18){&(count)};
    forms_lambda_40_16 all_ = (forms_lambda_40_16){tile, &(out), &(scale), &(count)};
    forms_lambda_41_19 copies = (forms_lambda_41_19){scale, in};
    int calls = 0;
    forms_lambda_43_20 counter = (forms_lambda_43_20){calls};
    scale = 3.0f;
    forms_lambda_39_18_op_call_int(byRef, 1);
    forms_lambda_39_18_op_call_int(byRef, 2);
    forms_lambda_43_20_op_call(&(counter));
    float twice = apply_lambda_48_36(in[i % n], (forms_lambda_48_36){0});
    float capt = apply_lambda_49_30(1.0f, (forms_lambda_49_30){scale, &(count)});
    int direct = forms_lambda_50_18_op_call_int((forms_lambda_50_18){&(count)}, 5);
    uint4 u = pick((uint4)(1, 2, 3, 4), (uint4)(5, 6, 7, 8), i & 1);
    if (i < n)
        out[i] = u.x + forms_lambda_38_20_op_call_float(byValue, 1.0f) + forms_lambda_40_16_op_call_int(all_, i) + forms_lambda_41_19_op_call_float(copies, 0.5f) + forms_lambda_43_20_op_call(&(counter)) + twice + capt + direct;
}

// OpenCL C 1.2 migrated by cuport from kernel_template_template.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Add_float {
    char cuport_empty;
} Add_float;

typedef struct Max_float {
    char cuport_empty;
} Max_float;

typedef struct Max_int {
    char cuport_empty;
} Max_int;

float Add_float_op_call_float_float(const Add_float cuport_self_value, float a, float b)
{
    __private const Add_float *self = &cuport_self_value; return a + b; }

float combine_float_Add(float a, float b)
{
    Add_float op;
    return Add_float_op_call_float_float(op, a, b);
}

float fold_Add_4(__global const float *v)
{
    float acc = v[0];
    for (int j = 1; j < 4; j++)
        acc = combine_float_Add(acc, v[j]);
    return acc;
}

float Max_float_op_call_float_float(const Max_float cuport_self_value, float a, float b)
{
    __private const Max_float *self = &cuport_self_value; return a > b ? a : b; }

float combine_float_Max(float a, float b)
{
    Max_float op;
    return Max_float_op_call_float_float(op, a, b);
}

float fold_Max_4(__global const float *v)
{
    float acc = v[0];
    for (int j = 1; j < 4; j++)
        acc = combine_float_Max(acc, v[j]);
    return acc;
}

int Max_int_op_call_int_int(const Max_int cuport_self_value, int a, int b)
{
    __private const Max_int *self = &cuport_self_value; return a > b ? a : b; }

int combine_int_Max(int a, int b)
{
    Max_int op;
    return Max_int_op_call_int_int(op, a, b);
}

__kernel void reduce(__global float *out, __global const float *in)
{
    int i = get_local_id(0);
    out[i] = fold_Add_4(in + 4 * i) + fold_Max_4(in + 4 * i) + combine_int_Max(i, 3);
}

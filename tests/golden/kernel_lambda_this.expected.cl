// OpenCL C 1.2 migrated by cuport from kernel_lambda_this.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Acc {
    float total;
} Acc;

typedef struct add_lambda_10_18 {
    char cuport_none;   /* captures nothing */
} add_lambda_10_18;

void add_lambda_10_18_op_call_float(const add_lambda_10_18 cuport_self_value, float x)
{
    __private const add_lambda_10_18 *self = &cuport_self_value; self->total += x; } // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_lambda_this.cl:14:72: no member named 'total' in 'struct add_lambda_10_18'; the .cl is written, but the runtime cannot build it until it is fixed

void Acc_add(__private Acc *self, float v)
{
        // CUPORT1221:1: this lambda uses the member 'total' of 'this', which cuport does not translate (OpenCL C has no lambdas: each becomes a struct of its captures, built where the lambda is written, and a function taking it); rewrite it as a __device__ function given what it uses
        add_lambda_10_18 f = (add_lambda_10_18){0};
        add_lambda_10_18_op_call_float(f, v);
    }

__kernel void accumulate(__global const float *in, __global float *out)
{
    Acc acc = {0.0f};
    Acc_add(&(acc), in[get_local_id(0)]);
    out[get_local_id(0)] = acc.total;
}

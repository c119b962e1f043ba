// OpenCL C 1.2 migrated by cuport from kernel_refs.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Acc {
    float sum;
    int n;
} Acc;

void add_private_private(__private float *total, const Acc a, __private int *count)
{
    (*total) += a.sum;
    (*count) += a.n;
}

void add_global_global(__global float *total, const Acc a, __global int *count)
{
    (*total) += a.sum;
    (*count) += a.n;
}

void swap(__local float *x, __private float *y)
{
    float t = (*x);
    (*x) = (*y);
    (*y) = t;
}

__kernel void refs(__global float *data, __global const Acc *accs, __global int *counts)
{
    __local float s[64] __attribute__((aligned(16)));
    float local_ = 0.0f;
    int c = 0;
    s[get_local_id(0)] = data[get_local_id(0)];
    add_private_private(&(local_), accs[get_local_id(0)], &(c));
    add_global_global(&(data[get_local_id(0)]), accs[0], &(counts[get_local_id(0)]));
    swap(&(s[get_local_id(0)]), &(local_));
    __global float *slot = &(data[get_group_id(0)]);
    // CUPORT1229:0: in kernel 'refs', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */
    const float first = s[0];
    (*slot) += local_ + first + c;
}

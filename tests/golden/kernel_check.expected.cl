// OpenCL C 1.2 migrated by cuport from kernel_check.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void fine(__global float *p)
{
    p[get_local_id(0)] *= TILE;
}

// cuport-test: no-build (the kernel check's own case: the .cl must fail to compile)
// What is emitted is compiled: an error in the .cl is CUPORT1230 at the CUDA line the failing
// .cl line came from, the .cl is still written, and the unit counts as not migrated. The
// lines of the .cl drift from the source's (hoisted __shared__, hidden parameters, diagnostic
// comments), and each error must still land on its own CUDA line.
float helper(__global const float *row, int i, __local float *helper_cache)
{
    /* __shared__ cache: a parameter */
    helper_cache[i] = row[i];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);

    // CUPORT1206:1: '__dp2a_lo' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    return helper_cache[i] * (float)(__dp2a_lo(i, i, 0) & 1); // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_check.cl:21:38: use of undeclared identifier '__dp2a_lo'; the .cl is written, but the runtime cannot build it until it is fixed
}

float __prof_scale(float x)
{ __prof_trigger(10); return x; } // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_check.cl:25:3: use of undeclared identifier '__prof_trigger'; the .cl is written, but the runtime cannot build it until it is fixed

__kernel void scale_float(__global float *p, int n)
{
    __local float helper_cache[64] __attribute__((aligned(16)));
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n) {
        float v = helper((__global const float *)p, i % TILE, helper_cache);
        p[i] = (float)(v * __prof_scale(2.0f));
    }
    // CUPORT1206:6: '__dp2a_lo' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    if (__dp2a_lo(n, n, 0) < 0) // CUPORT1230:4: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_check.cl:36:9: use of undeclared identifier '__dp2a_lo'; the .cl is written, but the runtime cannot build it until it is fixed
        p[0] = 0;
}

__kernel void scale_double(__global double *p, int n)
{
    __local float helper_cache[64] __attribute__((aligned(16)));
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if (i < n) {
        float v = helper((__global const float *)p, i % TILE, helper_cache);
        p[i] = (double)(v * __prof_scale(2.0f));
    }
    // CUPORT1206:6: '__dp2a_lo' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    if (__dp2a_lo(n, n, 0) < 0) // CUPORT1230:5: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_check.cl:49:9: use of undeclared identifier '__dp2a_lo'; the .cl is written, but the runtime cannot build it until it is fixed
        p[0] = 0;
}

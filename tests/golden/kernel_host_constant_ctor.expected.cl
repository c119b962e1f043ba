// OpenCL C 1.2 migrated by cuport from kernel_host_constant_ctor.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Vec {
    float a;
    float b;
} Vec;


__kernel void first(__global float *out)
{ out[0] = kVec.a + kPair.b; } // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_host_constant_ctor.cl:11:12: use of undeclared identifier 'kVec'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:3: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_host_constant_ctor.cl:11:21: use of undeclared identifier 'kPair'; the .cl is written, but the runtime cannot build it until it is fixed

// OpenCL C 1.2 migrated by cuport from kernel_cuda_arch_fallback.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

int pick(int x)
{
#ifdef __CUDA_ARCH__
    return hostOnly(x);
#else
    return x * 2;
#endif
}

__kernel void fallback(__global int *p)
{ p[get_local_id(0)] = pick(p[get_local_id(0)]); }

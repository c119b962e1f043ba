// OpenCL C 1.2 migrated by cuport from kernel_register.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// `register` locals in device code (old CUDA code is full of them): C++17 removed the
// storage class and nvcc only warns; OpenCL C 1.2 has none, so the .cl drops the word.
__kernel void scale(__global float *p, int n)
{
     int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
     float s = 2.0f;
    if (i < n)
        p[i] *= s;
}

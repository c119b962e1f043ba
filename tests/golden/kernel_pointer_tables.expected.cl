// OpenCL C 1.2 migrated by cuport from kernel_pointer_tables.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// A pointer to pointers as a kernel parameter (a table of device arrays): OpenCL C 1.2 does
// not allow it, so the table holds 64-bit device addresses, read back as __global pointers.
__kernel void gather(__global ulong *tables, __global const int *which, __global float *out, __global float *spare)
{
    int i = get_local_id(0);
    __global const float *t = ((__global float *)tables[which[i]]);
    out[i] = t[i] + (((__global float *)*tables))[0];
    if (i == 0)
        tables[1] = (ulong)(spare);
}

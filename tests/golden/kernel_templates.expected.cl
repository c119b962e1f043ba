// OpenCL C 1.2 migrated by cuport from kernel_templates.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

float square_float(float v)
{ return v * v; }

__kernel void scaleSquares_float_128_true(__global float *data, int n, float factor)
{
    __local float tile[128] __attribute__((aligned(16)));
    int i = (uint)get_group_id(0) * 128 + (uint)get_local_id(0);
    if (true && i >= n)
        return;
    tile[get_local_id(0)] = square_float(data[i]) * factor;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#pragma unroll
    for (int k = 0; k < 128 / 32; ++k)
        data[i] += (float)k;
    data[i] = tile[128 - 1 - (uint)get_local_id(0)] + ((float)(sizeof(float)));
}

double square_double(double v)
{ return v * v; }

__kernel void scaleSquares_double_64_false(__global double *data, int n, double factor)
{
    __local double tile[64] __attribute__((aligned(16)));
    int i = (uint)get_group_id(0) * 64 + (uint)get_local_id(0);
    if (false && i >= n)
        return;
    tile[get_local_id(0)] = square_double(data[i]) * factor;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#pragma unroll
    for (int k = 0; k < 64 / 32; ++k)
        data[i] += (double)k;
    data[i] = tile[64 - 1 - (uint)get_local_id(0)] + ((double)(sizeof(double)));
}

unsigned int square_uint(unsigned int v)
{ return v * v; }

__kernel void scaleSquares_uint_256_true(__global unsigned int *data, int n, unsigned int factor)
{
    __local unsigned int tile[256] __attribute__((aligned(16)));
    int i = (uint)get_group_id(0) * 256 + (uint)get_local_id(0);
    if (true && i >= n)
        return;
    tile[get_local_id(0)] = square_uint(data[i]) * factor;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#pragma unroll
    for (int k = 0; k < 256 / 32; ++k)
        data[i] += (unsigned int)k;
    data[i] = tile[256 - 1 - (uint)get_local_id(0)] + ((unsigned int)(sizeof(unsigned int)));
}

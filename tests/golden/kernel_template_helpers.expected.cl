// OpenCL C 1.2 migrated by cuport from kernel_template_helpers.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct SharedMemory_double {
    char cuport_empty;
} SharedMemory_double;

typedef struct SharedMemory_int {
    char cuport_empty;
} SharedMemory_int;

typedef struct SharedMemory_float {
    char cuport_empty;
} SharedMemory_float;

__local double *SharedMemory_double_getPointer(__private SharedMemory_double *self, __local uint4 *cuport_dynamic_shared)
{
        __local double *__smem_d = (__local double *)cuport_dynamic_shared;
        return __smem_d;
    }

__kernel void copyThrough(__global double *in, __global double *out, __local uint4 *cuport_dynamic_shared)
{
    SharedMemory_double smem;
    __local double *s = SharedMemory_double_getPointer(&(smem), cuport_dynamic_shared);
    s[get_local_id(0)] = in[get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    out[get_local_id(0)] = s[(uint)get_local_size(0) - 1 - (uint)get_local_id(0)];
}

__local int *SharedMemory_int_op_to_intp(SharedMemory_int cuport_self_value, __local uint4 *cuport_dynamic_shared)
{
    __private SharedMemory_int *self = &cuport_self_value;
        __local int *__smem = (__local int *)cuport_dynamic_shared;
        return (__local int *)__smem;
    }

__kernel void reduceBlock_int_512_true(__global int *g_idata, __global int *g_odata, unsigned int n, __local uint4 *cuport_dynamic_shared)
{
    __local int *sdata = SharedMemory_int_op_to_intp((SharedMemory_int){0}, cuport_dynamic_shared);
    unsigned int tid = get_local_id(0);
    unsigned int i = (uint)get_group_id(0) * 512u * 2 + (uint)get_local_id(0);
    int sum = 0;
    if (i < n)
        sum = g_idata[i];
    if (true || i + 512u < n)
        sum += g_idata[i + 512u];
    sdata[tid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (512u >= 512 && tid < 256)
        sdata[tid] = sum = sum + sdata[tid + 256];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (512u >= 64 && tid < 32)
        sdata[tid] = sum = sum + sdata[tid + 32];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (tid == 0)
        g_odata[get_group_id(0)] = sum;
}

__local float *SharedMemory_float_op_to_floatp(SharedMemory_float cuport_self_value, __local uint4 *cuport_dynamic_shared)
{
    __private SharedMemory_float *self = &cuport_self_value;
        __local int *__smem = (__local int *)cuport_dynamic_shared;
        return (__local float *)__smem;
    }

__kernel void reduceBlock_float_64_false(__global float *g_idata, __global float *g_odata, unsigned int n, __local uint4 *cuport_dynamic_shared)
{
    __local float *sdata = SharedMemory_float_op_to_floatp((SharedMemory_float){0}, cuport_dynamic_shared);
    unsigned int tid = get_local_id(0);
    unsigned int i = (uint)get_group_id(0) * 64u * 2 + (uint)get_local_id(0);
    float sum = 0;
    if (i < n)
        sum = g_idata[i];
    if (false || i + 64u < n)
        sum += g_idata[i + 64u];
    sdata[tid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (64u >= 512 && tid < 256)
        sdata[tid] = sum = sum + sdata[tid + 256];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (64u >= 64 && tid < 32)
        sdata[tid] = sum = sum + sdata[tid + 32];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (tid == 0)
        g_odata[get_group_id(0)] = sum;
}

__local double *SharedMemory_double_op_to_doublep(SharedMemory_double cuport_self_value, __local uint4 *cuport_dynamic_shared)
{
    __private SharedMemory_double *self = &cuport_self_value;
        __local double *__smem_d = (__local double *)cuport_dynamic_shared;
        return (__local double *)__smem_d;
    }

__kernel void reduceBlock_double_128_true(__global double *g_idata, __global double *g_odata, unsigned int n, __local uint4 *cuport_dynamic_shared)
{
    __local double *sdata = SharedMemory_double_op_to_doublep((SharedMemory_double){0}, cuport_dynamic_shared);
    unsigned int tid = get_local_id(0);
    unsigned int i = (uint)get_group_id(0) * 128u * 2 + (uint)get_local_id(0);
    double sum = 0;
    if (i < n)
        sum = g_idata[i];
    if (true || i + 128u < n)
        sum += g_idata[i + 128u];
    sdata[tid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (128u >= 512 && tid < 256)
        sdata[tid] = sum = sum + sdata[tid + 256];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (128u >= 64 && tid < 32)
        sdata[tid] = sum = sum + sdata[tid + 32];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (tid == 0)
        g_odata[get_group_id(0)] = sum;
}

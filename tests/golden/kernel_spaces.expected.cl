// OpenCL C 1.2 migrated by cuport from kernel_spaces.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__global float *advance(__global float *p, int n)
{
    return p + n;
}

// Address spaces by data flow: pointer locals take the space of what they are given, and a
// device function called with __global and with __local pointers is cloned per space.
float sum3_global(__global const float *p)
{
    return p[0] + p[1] + p[2];
}

float sum3_local(__local const float *p)
{
    return p[0] + p[1] + p[2];
}

float sum3_private(__private const float *p)
{
    return p[0] + p[1] + p[2];
}

__kernel void spaces(__global float *data, int n)
{
    __local float cache[64] __attribute__((aligned(16)));
    float priv[3] = {1.0f, 2.0f, 3.0f};
    __global float *g = data + (uint)get_group_id(0) * 64;
    __local float *l;
    l = &cache[get_local_id(0)];
    *l = g[get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    __global float *h = advance(g, n);
    __local const float *r = (uint)get_local_id(0) & 1 ? cache : cache + 3;
    h[get_local_id(0)] = sum3_global(g) + sum3_local(cache) + sum3_private(priv) + sum3_local(r);
    // Casts keep the space of their operand: vector loads from global and shared memory.
    float4 v4 = ((__global const float4 *)data)[(uint)get_local_id(0) / 4];
    float4 s4 = ((__local float4 *)(cache))[(uint)get_local_id(0) / 4];
    g[0] = v4.x + s4.y;
}

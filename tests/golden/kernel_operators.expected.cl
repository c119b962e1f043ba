// OpenCL C 1.2 migrated by cuport from kernel_operators.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// User operators and overloads (helper_math.h style): operators on float3 (a struct in the
// .cl) become calls of named functions, those on float4 stay OpenCL vector arithmetic, and
// overloads get their parameter types in their names.
cuport_float3 cuport_op_add_float3_float3(cuport_float3 a, cuport_float3 b)
{ return cuport_make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }

cuport_float3 cuport_op_mul_float3_float(cuport_float3 a, float s)
{ return cuport_make_float3(a.x * s, a.y * s, a.z * s); }

void cuport_op_add_assign_float3_float3(__private cuport_float3 *a, cuport_float3 b)
{ (*a).x += b.x; (*a).y += b.y; (*a).z += b.z; }

cuport_float3 cuport_op_neg_float3(cuport_float3 a)
{ return cuport_make_float3(-a.x, -a.y, -a.z); }

float dot_float3_float3(cuport_float3 a, cuport_float3 b)
{ return a.x * b.x + a.y * b.y + a.z * b.z; }

float dot_float4_float4(float4 a, float4 b)
{ return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }

__kernel void ops(__global cuport_float3 *p, __global float4 *q, __global float *d)
{
    cuport_float3 a = p[get_local_id(0)];
    cuport_float3 b = cuport_op_add_float3_float3(a, cuport_op_mul_float3_float(p[0], 2.0f));
    cuport_op_add_assign_float3_float3(&(b), cuport_op_neg_float3(a));
    p[get_local_id(0)] = b;
    q[get_local_id(0)] = q[0] + q[1];
    d[get_local_id(0)] = dot_float3_float3(a, b) + dot_float4_float4(q[0], q[1]);
}

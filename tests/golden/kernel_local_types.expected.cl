// OpenCL C 1.2 migrated by cuport from kernel_local_types.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef float row_t[4];

typedef struct sum_vec_float_4_Vec {
    float v[4];
} __attribute__((aligned(16))) sum_vec_float_4_Vec;

typedef struct sum_vec_int_2_Vec {
    int v[2];
} __attribute__((aligned(8))) sum_vec_int_2_Vec;

float sum_vec_float_4(__global const float *in, __private float *r)
{
    sum_vec_float_4_Vec x = *((__global const sum_vec_float_4_Vec *)(in));
    double s = 0;
    double bias = (double)1;
    for (uchar i = 0; i < 4; i++)
        s += (double)x.v[i] + r[i % 4];
    return (float)(s + bias);
}

int sum_vec_int_2(__global const int *in, __private float *r)
{
    sum_vec_int_2_Vec x = *((__global const sum_vec_int_2_Vec *)(in));
    int s = 0;
    int bias = (int)1;
    for (uchar i = 0; i < 2; i++)
        s += (int)x.v[i] + r[i % 4];
    return (int)(s + bias);
}

ulong Hasher_ulong_hash_ulong_4(ulong x)
{ return x * UINT64_C(0x9E3779B97F4A7C15); }

ulong Hasher_ulong_hash_ulong(ulong x)
{ return Hasher_ulong_hash_ulong_4(x); }

unsigned int Hasher_uint_hash_unsigned_int(unsigned int x)
{ return x * 0x9E3779B1u; }

unsigned int Hasher_uint_hash_uint(unsigned int x)
{ return Hasher_uint_hash_unsigned_int(x); }

__kernel void local_types(__global float *f, __global int *n, __global ulong *h)
{
    row_t r = {1, 2, 3, 4};
    f[0] = sum_vec_float_4(f, r);
    n[0] = sum_vec_int_2(n, r);
    h[0] = Hasher_ulong_hash_ulong(h[0]) + Hasher_uint_hash_uint((uint)h[1]);
}

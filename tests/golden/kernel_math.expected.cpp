// The math API, intrinsics, vector types and their constructors, min/max overloads.
__device__ float3 add3(float3 a, float3 b)
{
    return make_float3(a.x + b.x, a.y + b.y, a.z + b.z);
}

__global__ void math(const float4 *in, float3 *pts, double *d, unsigned *u, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 v = in[i];
    float s = sqrtf(v.x) + rsqrtf(v.y) + __expf(v.z) + __fdividef(v.w, 3.0f) + fabsf(-v.x);
    float c, sn;
    sincosf(s, &sn, &c);
    s += __saturatef(c) + fmaf(sn, 2.0f, 1.0f) + powf(s, 2.0f) + floorf(s) + expf(1.0f);
    double e = exp(d[i]) + sqrt((double)i) + fabs(d[i]);
    unsigned bits = __float_as_uint(s);
    int lead = __clz(bits) + __popc(bits) + __ffs(bits) + __mul24(i, 3) + __float2int_rn(s);
    unsigned long long big = 1ull << 40;
    long long neg = -5;
    pts[i] = add3(pts[i], make_float3(s, (float)e, (float)lead));
    u[i] = min(bits, 7u) + max(i, n) + umin(3u, bits) + (unsigned)(big >> 38) + (unsigned)neg;
    d[i] = fmax(e, 1.0) + __longlong_as_double(__double_as_longlong(e));
    float4 w = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
    uchar4 c4 = make_uchar4(1, 2, 3, 4);
    u[i] += c4.x + (unsigned)w.y + abs(-3) + (unsigned)min(s, 2.0f);
}

void run(const float4 *a, float3 *p, double *d, unsigned *u, int n)
{
    // CUPORT1102:0: the launch of 'math' is not migrated yet; it is kept as written
    math<<<n / 64, 64>>>(a, p, d, u, n);
}

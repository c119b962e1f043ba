// User operators and overloads (helper_math.h style): operators on float3 (a struct in the
// .cl) become calls of named functions, those on float4 stay OpenCL vector arithmetic, and
// overloads get their parameter types in their names.
inline __host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __host__ __device__ float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
inline __host__ __device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
inline __host__ __device__ float3 operator-(float3 a) { return make_float3(-a.x, -a.y, -a.z); }
inline __host__ __device__ float4 operator+(float4 a, float4 b) { return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
inline __host__ __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __host__ __device__ float dot(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
__global__ void ops(float3 *p, float4 *q, float *d)
{
    float3 a = p[threadIdx.x];
    float3 b = a + p[0] * 2.0f;
    b += -a;
    p[threadIdx.x] = b;
    q[threadIdx.x] = q[0] + q[1];
    d[threadIdx.x] = dot(a, b) + dot(q[0], q[1]);
}
void run(float3 *p, float4 *q, float *d) { ops<<<1, 32>>>(p, q, d); }

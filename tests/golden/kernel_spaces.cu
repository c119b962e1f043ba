// Address spaces by data flow: pointer locals take the space of what they are given, and a
// device function called with __global and with __local pointers is cloned per space.
__device__ float sum3(const float *p)
{
    return p[0] + p[1] + p[2];
}

__device__ float *advance(float *p, int n)
{
    return p + n;
}

__global__ void spaces(float *data, int n)
{
    __shared__ float cache[64];
    float priv[3] = {1.0f, 2.0f, 3.0f};
    float *g = data + blockIdx.x * 64;
    float *l;
    l = &cache[threadIdx.x];
    *l = g[threadIdx.x];
    __syncthreads();
    float *h = advance(g, n);
    const float *r = threadIdx.x & 1 ? cache : cache + 3;
    h[threadIdx.x] = sum3(g) + sum3(cache) + sum3(priv) + sum3(r);
    // Casts keep the space of their operand: vector loads from global and shared memory.
    float4 v4 = ((const float4 *)data)[threadIdx.x / 4];
    float4 s4 = reinterpret_cast<float4 *>(cache)[threadIdx.x / 4];
    g[0] = v4.x + s4.y;
}

void run(float *d) { spaces<<<1, 64>>>(d, 3); }

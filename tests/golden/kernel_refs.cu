// C++ references in device code: a non-const reference parameter or local becomes a pointer
// in the address space of what it is bound to; a const reference is passed by value.
struct Acc {
    float sum;
    int n;
};

__device__ void add(float &total, const Acc &a, int &count)
{
    total += a.sum;
    count += a.n;
}

__device__ void swap(float &x, float &y)
{
    float t = x;
    x = y;
    y = t;
}

__global__ void refs(float *data, const Acc *accs, int *counts)
{
    __shared__ float s[64];
    float local = 0.0f;
    int c = 0;
    s[threadIdx.x] = data[threadIdx.x];
    add(local, accs[threadIdx.x], c);
    add(data[threadIdx.x], accs[0], counts[threadIdx.x]);
    swap(s[threadIdx.x], local);
    float &slot = data[blockIdx.x];
    const float &first = s[0];
    slot += local + first + c;
}

void run(float *d, const Acc *a, int *c) { refs<<<1, 64>>>(d, a, c); }

// Member functions in device code become free functions taking the object as `self`, in
// the address space of the object they are called on; static members are plain functions.
struct Vec3 {
    float x, y, z;

    __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    __device__ float norm2() const { return dot(*this); }
    __device__ void scale(float s)
    {
        x *= s;
        this->y *= s;
        z *= s;
    }
    __device__ static Vec3 make(float v) { Vec3 r = {v, v, v}; return r; }
};

struct Particle {
    Vec3 pos;
    float mass;
    __device__ float energy() const { return 0.5f * mass * pos.norm2(); }
};

__global__ void physics(Particle *ps, float *out, int n)
{
    __shared__ Vec3 centre;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        centre = Vec3::make(1.0f);
    __syncthreads();
    if (i < n) {
        Vec3 v = ps[i].pos;
        v.scale(2.0f);
        ps[i].pos.scale(0.5f);
        Particle *p = &ps[i];
        out[i] = v.norm2() + centre.dot(v) + p->energy() + ps[i].energy();
    }
}

void run(Particle *p, float *o, int n) { physics<<<(n + 63) / 64, 64>>>(p, o, n); }

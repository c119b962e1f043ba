// Constructors and member operators in device code, as value types (vectors, rays) are
// written: a constructor becomes a function returning the object (Class_new), a member
// operator a method (Class_op_add); const operators, and methods called on a temporary,
// take the object by value (the _value clone).
struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z{c} {}
    __host__ __device__ explicit Vec3(float s) : x(s), y(s), z(s) {}
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
    __host__ __device__ Vec3 operator-() const { return Vec3(-x, -y, -z); }
    __host__ __device__ Vec3 &operator+=(const Vec3 &o)
    {
        x += o.x;
        y += o.y;
        z += o.z;
        return *this;
    }
    __host__ __device__ float operator[](int i) const { return i == 0 ? x : i == 1 ? y : z; }
    __host__ __device__ float length2() const { return x * x + y * y + z * z; }
};

struct Ray {
    Vec3 origin, dir;
    float tmax = 1e30f;
    __device__ Ray(const Vec3 &o, const Vec3 &d) : origin(o), dir(d)
    {
        if (d.length2() == 0.0f)
            return;
        tmax = 100.0f;
    }
    __device__ Vec3 at(float t) const { return origin + dir * t; }
};

struct Hit {
    Vec3 p{1.0f, 1.0f, 1.0f};
    int id;
    __device__ Hit(int i) : id(i) {}
};

__global__ void trace(const Vec3 *in, Vec3 *out, float *len, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    Vec3 o(1.0f, 2.0f, 3.0f);
    Vec3 zero;
    Vec3 d{0.0f, 0.0f, 1.0f};
    Ray r(o, in[i]);
    Hit h(i);
    Vec3 p = r.at(2.0f) + -d;
    p += Vec3(0.5f);
    p += in[i] * 2.0f;
    out[i] = p + zero + h.p;
    len[i] = (p + o).length2() + p[1] + Ray(o, d).at(1.0f)[2] + r.tmax;
}

// A delegating constructor; not translated, reported: a constructor run for each element of
// an array.
struct Acc {
    float s;
    __device__ Acc(float v) : s(v) {}
    __device__ Acc() : Acc(0.0f) {}
};

// A pointer member is a 64-bit address in the .cl: set with a cast, read back through one.
class Counter {
  public:
    __device__ Counter(int *p) : slot(p), n(0) {}
    __device__ void add(int v) { n += v; }
    __device__ void flush() { atomicAdd(slot, n); }

  private:
    int *slot;
    int n;
};

__global__ void partials(float *out, int *count)
{
    Counter c(count);
    c.add(1);
    c.flush();
    Acc parts[4];
    Acc one(1.0f), none;
    parts[0] = one;
    out[threadIdx.x] = parts[0].s + none.s;
}

void run(const Vec3 *in, Vec3 *out, float *len, int n)
{
    trace<<<(n + 63) / 64, 64>>>(in, out, len, n);
    partials<<<1, 32>>>(len, (int *)out);
}

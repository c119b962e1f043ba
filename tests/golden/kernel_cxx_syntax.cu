// C++ spellings C lacks: alternative tokens (also in a macro body), direct initialisation
// (T v(e), T v{e}, T v{}, arrays and structs, a copy, a loop counter; a user constructor
// stays a constructor call), a functional cast whose type is a macro (fp(1.6)), and braced
// lists ending in a comma (`return {a, b,};`, a constructor's call takes no trailing comma).
#define fp float
#define EITHER(a, b) ((a) or (b))

struct Pair { int a, b; };
struct Vec { float x; __device__ Vec(float v) : x(v) {} };
struct Vec2 { float x, y; __device__ Vec2(float a, float b) : x(a), y(b) {} };

__device__ Vec2 twice(float a, float b)
{
    return {
        2.0f * a,
        2.0f * b,
    };
}

__device__ Pair swapped(Pair p) { return {p.b, p.a,}; }

__global__ void syntax(const bool *v, int *out, float *f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n and (not v[i] or i == 0) and EITHER(i not_eq 3, v[0]))
        out[i] = (i bitand 1) bitor (compl i xor 2);
    constexpr float d(2.0f / 64);
    float xf((int(i) - 32) * d);
    int k{3}, e{};
    int a[2]{1, 2};
    Pair p{i, k};
    Pair q(p);
    Vec w(xf);
    for (int j(0); j < 2; j++)
        xf += (float)a[j] + (float)e;
    Vec2 t = twice(xf, 1.0f);
    Pair s = swapped(q);
    f[i] = pow(xf, fp(1.6)) + fp(q.a) + w.x + t.y + (float)s.a;
}

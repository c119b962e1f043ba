// Class templates in device code: each specialization used is its own struct, named with its
// arguments (Complex<float> -> Complex_float, Small<int, 4> -> Small_int_4); inside its
// members the class's parameters and its injected name are the specialization's.
template <typename T> struct Complex {
    T re, im;
    __host__ __device__ Complex(T r, T i) : re(r), im(i) {}
    __host__ __device__ Complex operator*(const Complex &o) const
    {
        Complex r(re * o.re - im * o.im, re * o.im + im * o.re);
        return r;
    }
    __host__ __device__ T norm() const
    {
        T s = re * re;
        return s + im * im;
    }
};

template <typename T, int N> struct Small {
    T v[N];
    __device__ T last() const { return v[N - 1]; }
};

__global__ void mandel(Complex<float> *z, const Complex<double> *w, Small<int, 4> *s, float *out)
{
    Complex<float> c(0.25f, 0.5f);
    Complex<float> a = z[threadIdx.x] * c;
    Complex<double> b = w[0] * Complex<double>(1.0, 2.0);
    out[threadIdx.x] = a.norm() + (float)b.norm() + s->last();
}

void run(Complex<float> *z, const Complex<double> *w, Small<int, 4> *s, float *out)
{
    mandel<<<1, 32>>>(z, w, s, out);
}

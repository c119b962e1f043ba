// A class template's constructor called through another name of the class (a typedef in
// a function template, as interval arithmetic code writes I(1)) inside an expression whose
// operators take const references: the call is the constructor's, never a declaration.
template <class T> struct ival {
    T lo, hi;
    __device__ ival() {}
    __device__ ival(T v) : lo(v), hi(v) {}
    __device__ ival(T a, T b) : lo(a), hi(b) {}
};

template <class T> __device__ ival<T> operator-(ival<T> const &a, ival<T> const &b)
{
    return ival<T>(a.lo - b.hi, a.hi - b.lo);
}

template <class T> __device__ ival<T> operator*(ival<T> const &a, ival<T> const &b)
{
    return ival<T>(a.lo * b.lo, a.hi * b.hi);
}

template <class T> __device__ ival<T> f(ival<T> const &x, int id)
{
    typedef ival<T> I;
    T alpha = -T(id) / T(4);
    return (x - I(1)) * I(alpha);
}

__global__ void k(double *out)
{
    ival<double> x(2.0, 3.0);
    ival<double> r = f(x, threadIdx.x);
    out[threadIdx.x] = r.lo + r.hi;
}

void run(double *o) { k<<<1, 4>>>(o); }

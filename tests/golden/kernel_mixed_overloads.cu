// CUDA's math overloads that mix argument types, resolved by C++ rules, and how the .cl
// converts the arguments so OpenCL C picks the same overload: min/max of int and unsigned,
// of long long and unsigned long long, of double and float; pow, fmin and sqrt with
// arguments of other types; abs of an unsigned; a macro constant as an argument.
#define MIN_INTERVAL 5.0e-37

__global__ void mixed(const float *x, const int *k, unsigned *u, unsigned long long *ul,
                      double *d, float *f, int *e)
{
    int i = threadIdx.x;
    float t = x[i];
    int ki = k[i];
    unsigned ui = u[i];
    long long li = ki;
    u[i] = max(ki, ui) + min(ui, ki);
    ul[i] = max(ul[i], li) + min(ul[i], 1ull);
    d[i] = max(MIN_INTERVAL, t) + fmin(d[i], t) + pow(ki, 2) + sqrt(ki);
    f[i] = powf(t, ki) + pow(t, 2) + fmaxf(t, 1) + ldexpf(t, ki) + scalbnf(t, 2);
    int ex;
    f[i] += frexpf(t, &ex);
    e[i] = ex + (int)lroundf(t);
}

void run(const float *x, const int *k, unsigned *u, unsigned long long *ul, double *d,
         float *f, int *e)
{
    mixed<<<1, 32>>>(x, k, u, ul, d, f, e);
}

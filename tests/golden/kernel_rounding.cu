// CUDA's arithmetic in a rounding direction (interval arithmetic's bounds): each becomes the
// device header's cuport_<f|d><op>_<rz|ru|rd>, the nearest result stepped by the sign of its
// exact error. Float division, root and reciprocal to nearest are correctly rounded ones
// (OpenCL's / and sqrt are not). (A double fma in a direction, __fma_ru, has no translation
// yet: CUPORT1206.) Interval code's infinities and NaN: a long long literal loses one 'l'
// (clang takes OpenCL's long long as 128 bits), nan("") is a quiet NaN.
struct Interval {
    float lo, hi;
};

__device__ Interval add(Interval a, Interval b)
{
    return {__fadd_rd(a.lo, b.lo), __fadd_ru(a.hi, b.hi)};
}

__device__ Interval div_pos(Interval a, Interval b)
{
    return {__fdiv_rd(a.lo, b.hi), __fdiv_ru(a.hi, b.lo)};
}

__global__ void bounds(const float *x, const double *y, float *fo, double *dout)
{
    int i = threadIdx.x;
    Interval v = {x[i], x[i]}, w = {__fsqrt_rd(x[i]), __fsqrt_ru(x[i])};
    Interval s = div_pos(add(v, w), w);
    fo[2 * i] = __fmul_rz(s.lo, __frcp_rd(3.0f)) + __fsub_ru(s.hi, s.lo) + __fmaf_rd(s.lo, s.hi, 1.0f);
    fo[2 * i + 1] = __fdiv_rn(s.hi, 3.0f) + __fsqrt_rn(s.lo) + __frcp_rn(s.hi);
    double d = y[i];
    dout[2 * i] = __dadd_rd(d, 1.0) + __dsub_ru(d, 1.0) + __dmul_rz(d, d) + __ddiv_ru(d, 3.0) +
                  __dsqrt_rd(d) + __drcp_ru(d) + __ddiv_rn(d, 3.0) + __dsub_rn(d, 0.5);
    dout[2 * i + 1] = __fma_rn(d, d, 1.0) + __longlong_as_double(0xfff0000000000000ull) + nan("") +
                      (1LL << 40) + nanf("");
}

int main()
{
    float *x, *fo;
    double *y, *dout;
    cudaMalloc(&x, 64 * sizeof(float));
    cudaMalloc(&y, 64 * sizeof(double));
    cudaMalloc(&fo, 128 * sizeof(float));
    cudaMalloc(&dout, 128 * sizeof(double));
    bounds<<<1, 64>>>(x, y, fo, dout);
    cudaDeviceSynchronize();
    return 0;
}

// class_template_launch: kernel templates launched, and named (cudaFuncGetAttributes), in
// member functions of a class template defined outside the class (cuda-samples'
// MC_EstimatePiInlineP: computeValue<Real><<<grid, block, 0, stream>>> in
// PiEstimator<Real>::operator()), in a member template of it and in a member of a class
// nested in it; the class is instantiated explicitly (template class Estimator<float>;)
// and implicitly (Estimator<int> in main).
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include "estimator.h"

template <typename Real> __global__ void value(Real *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = (Real)(i % 7) * (Real)2;
}

template <typename Real, int S> __global__ void scaleBy(Real *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] *= (Real)S;
}

template <typename Real> __global__ void addOffset(Real *d, int n, int offset)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] += (Real)offset;
}

template <typename Real>
Estimator<Real>::Estimator(int n, cudaStream_t stream) : m_n(n), m_stream(stream), m_d(0)
{
    if (cudaMalloc((void **)&m_d, n * sizeof(Real)) != cudaSuccess)
        throw std::runtime_error("cudaMalloc");
}

template <typename Real> Estimator<Real>::~Estimator()
{
    cudaFree(m_d);
}

template <typename Real> Real Estimator<Real>::operator()()
{
    cudaFuncAttributes attr;
    if (cudaFuncGetAttributes(&attr, value<Real>) != cudaSuccess || attr.maxThreadsPerBlock < 64)
        throw std::runtime_error("cudaFuncGetAttributes(value<Real>)");
    dim3 block(64), grid((m_n + 63) / 64);
    value<Real><<<grid, block, 0, m_stream>>>(m_d, m_n);
    if (cudaGetLastError() != cudaSuccess)
        throw std::runtime_error("launch of value<Real>");
    return 0;
}

template <typename Real> template <int S> void Estimator<Real>::scale()
{
    scaleBy<Real, S><<<(m_n + 127) / 128, 128, 0, m_stream>>>(m_d, m_n);
}

template <typename Real> void Estimator<Real>::Part::add(Real *d, int n) const
{
    addOffset<Real><<<(n + 31) / 32, 32>>>(d, n, offset);
}

// Explicit instantiation, as the MC_* samples write it
template class Estimator<float>;
template class Estimator<double>;

template <typename Real> int check(const char *what, int n, cudaStream_t s, int factor, int offset)
{
    Estimator<Real> e(n, s);
    e();
    if (factor == 3)
        e.template scale<3>();
    else
        e.template scale<2>();
    typename Estimator<Real>::Part part = {offset};
    cudaStreamSynchronize(s);
    part.add(e.data(), n);
    Real *h = new Real[n];
    cudaMemcpy(h, e.data(), n * sizeof(Real), cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < n; i++)
        wrong += h[i] != (Real)((i % 7) * 2 * factor + offset);
    printf("%s: %d wrong\n", what, wrong);
    delete[] h;
    return wrong;
}

int main(int argc, char **argv)
{
    int n = argc > 1 && !strcmp(argv[1], "--quick") ? 1000 : 100000, wrong = 0;
    cudaStream_t s;
    cudaStreamCreate(&s);
    try {
        wrong += check<float>("float", n, s, 3, 1);
        wrong += check<double>("double", n, s, 2, 5);
        wrong += check<int>("int", n, s, 3, -4);   // Estimator<int>: implicit instantiation
    } catch (const std::exception &x) {
        printf("error: %s\n", x.what());
        wrong++;
    }
    cudaStreamDestroy(s);
    printf("%s\n", wrong ? "FAIL" : "PASS");
    return wrong != 0;
}

// A header whose launch brackets are written with spaces (as code formatters leave them).
#pragma once

template <typename T> __global__ void scale(T *v, T by, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= by;
}

// "<< <" in a comment and a string stays as written.
template <typename T> void scale_all(T *v, T by, int n)
{
    scale<T> << < (n + 127) / 128, 128 >> > (v, by, n);
}

// Kernel and device-function templates: one instance per launched combination, named after
// its arguments, with type and non-type parameters (a tile size) substituted.
template <typename T>
__device__ T square(T v) { return v * v; }

template <typename T, int TILE, bool CHECK>
__global__ void scaleSquares(T *data, int n, T factor)
{
    __shared__ T tile[TILE];
    int i = blockIdx.x * TILE + threadIdx.x;
    if (CHECK && i >= n)
        return;
    tile[threadIdx.x] = square<T>(data[i]) * factor;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE / 32; ++k)
        data[i] += (T)k;
    data[i] = tile[TILE - 1 - threadIdx.x] + static_cast<T>(sizeof(T));
}

// CUPORT1210:0: kernel template 'neverLaunched' is not launched in this unit, so no instance of it is emitted into the .cl
template <typename T>
__global__ void neverLaunched(T *p) { p[0] = T(); }

void run(float *f, double *d, unsigned int *u, int n)
{
    // CUPORT1102:1: the launch of 'scaleSquares' is not migrated yet; it is kept as written
    scaleSquares<float, 128, true><<<n / 128, 128>>>(f, n, 2.0f);
    // CUPORT1102:2: the launch of 'scaleSquares' is not migrated yet; it is kept as written
    scaleSquares<double, 64, false><<<n / 64, 64>>>(d, n, 0.5);
    // CUPORT1102:3: the launch of 'scaleSquares' is not migrated yet; it is kept as written
    scaleSquares<unsigned int, 256, true><<<n / 256, 256>>>(u, n, 3u);
}

// Reference members: a pointer in the .cl, into the space the constructor binds it to.
template <typename T>
struct Raw {
    unsigned int words[(sizeof(T) + 3) / 4];
    __device__ T &As() { return reinterpret_cast<T &>(*this); }
};

struct Tile { float v[64]; };

struct Stage {
    Tile &tile;           // __shared__
    float (&row)[4];      // an array in registers
    const float &scale;   // a copy
    __device__ Stage(Raw<Tile> &r, float (&w)[4], const float &s)
        : tile(r.As()), row(w), scale(s) {}
    __device__ float Mix(int i) { return tile.v[i] * scale + row[i % 4]; }
};

__global__ void stage_kernel(const float *in, float *out, float s)
{
    __shared__ Raw<Tile> raw;
    float w[4] = {1, 2, 3, 4};
    raw.As().v[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = Stage(raw, w, s).Mix(63 - threadIdx.x);
}

int main()
{
    float *in, *out;
    cudaMalloc(&in, 64 * sizeof(float));
    cudaMalloc(&out, 64 * sizeof(float));
    stage_kernel<<<1, 64>>>(in, out, 2.0f);
    cudaDeviceSynchronize();
    return 0;
}

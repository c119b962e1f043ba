// Device-side classes whose members are references: a block-wide helper that keeps a
// reference to the __shared__ storage it is given (the pattern of CUB's collectives), an
// accumulator holding a reference to a global counter and a const reference to a bound,
// and a storage wrapper that hands out its bytes as another type through
// reinterpret_cast<T&>. Self-checking: prints PASS or FAIL.
#include <cstdio>
#include <cstdlib>

#define THREADS 128

template <typename T>
struct RawStorage {
    unsigned int words[(sizeof(T) + 3) / 4];
    __device__ T &As() { return reinterpret_cast<T &>(*this); }
};

template <typename T, int N>
class BlockReverse {
    struct Layout { T items[N]; };
    Layout &store;   // the block's shared storage
    int tid;

public:
    struct Storage : RawStorage<Layout> {};

    __device__ BlockReverse(Storage &s) : store(s.As()), tid(threadIdx.x) {}

    // every thread's value goes to the mirrored thread
    __device__ T Exchange(T v)
    {
        store.items[tid] = v;
        __syncthreads();
        T r = store.items[N - 1 - tid];
        __syncthreads();
        return r;
    }
};

struct Counter {
    int &hits;          // a global counter, written through the reference
    const float &limit; // read through the reference
    __device__ Counter(int &h, const float &l) : hits(h), limit(l) {}
    __device__ void Offer(float x)
    {
        if (x > limit)
            atomicAdd(&hits, 1);
    }
};

__global__ void reverse_kernel(const int *in, int *out)
{
    __shared__ typename BlockReverse<int, THREADS>::Storage storage;
    int i = blockIdx.x * THREADS + threadIdx.x;
    out[i] = BlockReverse<int, THREADS>(storage).Exchange(in[i]);
}

__global__ void count_kernel(const float *x, int n, int *hits, const float *limit)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float bound = *limit;
    Counter c(*hits, bound);
    if (i < n)
        c.Offer(x[i]);
}

int main(int argc, char **argv)
{
    int blocks = (argc > 1) ? 4 : 64;
    int n = blocks * THREADS;
    int *h_in = (int *)malloc(n * sizeof(int)), *h_out = (int *)malloc(n * sizeof(int));
    float *h_x = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) {
        h_in[i] = i * 3 + 1;
        h_x[i] = (float)((i * 37) % 101);
    }
    int *d_in, *d_out, *d_hits;
    float *d_x, *d_limit, limit = 60.0f;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, n * sizeof(int));
    cudaMalloc(&d_x, n * sizeof(float));
    cudaMalloc(&d_hits, sizeof(int));
    cudaMalloc(&d_limit, sizeof(float));
    cudaMemcpy(d_in, h_in, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_x, h_x, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_limit, &limit, sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(d_hits, 0, sizeof(int));

    reverse_kernel<<<blocks, THREADS>>>(d_in, d_out);
    count_kernel<<<blocks, THREADS>>>(d_x, n, d_hits, d_limit);
    int hits = 0;
    cudaMemcpy(h_out, d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&hits, d_hits, sizeof(int), cudaMemcpyDeviceToHost);

    int bad = 0, want_hits = 0;
    for (int i = 0; i < n; i++) {
        int b = i / THREADS, t = i % THREADS;
        if (h_out[i] != h_in[b * THREADS + THREADS - 1 - t])
            bad++;
        if (h_x[i] > limit)
            want_hits++;
    }
    if (hits != want_hits)
        bad++;
    printf("reversed %d items, %d hits (want %d)\n", n, hits, want_hits);
    cudaFree(d_in); cudaFree(d_out); cudaFree(d_x); cudaFree(d_hits); cudaFree(d_limit);
    free(h_in); free(h_out); free(h_x);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad ? 1 : 0;
}

// Overlapping copies and kernels with streams.
//
// The input lives in pinned host memory (cudaMallocHost), the output in pinned
// memory from cudaHostAlloc. The data is cut into chunks; chunk c goes to
// stream c % NSTREAMS as "copy in, hash, copy out", so the copy engines and the
// SMs work on different chunks at the same time. The same pipeline is also
// timed on a single stream for comparison.
//
// The kernel applies rounds of an integer mixing function to every word
// (think of a keyed checksum), so its results are exact on every device.
//
//   ./streams           full-size problem (GPU)
//   ./streams --quick   small problem (CPU OpenCL devices)

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
    do {                                                                     \
        cudaError_t err_ = (call);                                           \
        if (err_ != cudaSuccess) {                                           \
            printf("FAIL: CUDA error \"%s\" at %s:%d (%s)\n",                \
                   cudaGetErrorString(err_), __FILE__, __LINE__, #call);     \
            exit(EXIT_FAILURE);                                              \
        }                                                                    \
    } while (0)

#define NSTREAMS 4
#define NCHUNKS 16
#define THREADS 256

static inline unsigned int lcgNext(unsigned int &state)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

// A 32-bit integer finaliser (xorshift-multiply), usable on host and device.
__host__ __device__ inline unsigned int mix32(unsigned int h)
{
    h ^= h >> 16;
    h *= 0x7feb352du;
    h ^= h >> 15;
    h *= 0x846ca68bu;
    h ^= h >> 16;
    return h;
}

__host__ __device__ inline unsigned int hashWord(unsigned int w, unsigned int key,
                                                 unsigned int rounds)
{
    unsigned int h = w ^ key;
    for (unsigned int r = 0; r < rounds; ++r)
        h = mix32(h + r);
    return h;
}

__global__ void hashKernel(const unsigned int *__restrict__ in, unsigned int *__restrict__ out,
                           int n, unsigned int key, unsigned int rounds)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        out[i] = hashWord(in[i], key, rounds);
}

// Issue one pass over all chunks, chunk c on streams[c % nstreams].
static void issuePipeline(const unsigned int *h_in, unsigned int *h_out, unsigned int *d_in,
                          unsigned int *d_out, int n, int nstreams, cudaStream_t *streams,
                          unsigned int key, unsigned int rounds)
{
    const int chunk = (n + NCHUNKS - 1) / NCHUNKS;
    for (int c = 0; c < NCHUNKS; ++c) {
        const int offset = c * chunk;
        if (offset >= n)
            break;
        const int count = (n - offset < chunk) ? n - offset : chunk;
        cudaStream_t s = streams[c % nstreams];
        const size_t bytes = (size_t)count * sizeof(unsigned int);

        CUDA_CHECK(cudaMemcpyAsync(d_in + offset, h_in + offset, bytes, cudaMemcpyHostToDevice, s));
        const int blocks = (count + THREADS - 1) / THREADS;
        hashKernel<<<blocks, THREADS, 0, s>>>(d_in + offset, d_out + offset, count, key, rounds);
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpyAsync(h_out + offset, d_out + offset, bytes, cudaMemcpyDeviceToHost, s));
    }
}

int main(int argc, char **argv)
{
    bool quick = false;
    for (int a = 1; a < argc; ++a) {
        if (strcmp(argv[a], "--quick") == 0)
            quick = true;
    }

    const int n = quick ? (1 << 18) + 100 : (1 << 25) + 100;
    const unsigned int rounds = quick ? 16 : 96;
    const unsigned int key = 0x9e3779b9u;
    const int iters = quick ? 5 : 10;

    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s (async engines: %d)\n", prop.name, prop.asyncEngineCount);
    printf("n = %d words, %d chunks on %d streams, %u rounds, iterations = %d\n", n, NCHUNKS,
           NSTREAMS, rounds, iters);

    const size_t bytes = (size_t)n * sizeof(unsigned int);
    unsigned int *h_in, *h_out;
    CUDA_CHECK(cudaMallocHost((void **)&h_in, bytes));
    CUDA_CHECK(cudaHostAlloc((void **)&h_out, bytes, cudaHostAllocDefault));

    unsigned int seed = 1u;
    for (int i = 0; i < n; ++i)
        h_in[i] = lcgNext(seed);
    memset(h_out, 0, bytes);

    unsigned int *d_in, *d_out;
    CUDA_CHECK(cudaMalloc((void **)&d_in, bytes));
    CUDA_CHECK(cudaMalloc((void **)&d_out, bytes));

    cudaStream_t streams[NSTREAMS];
    for (int s = 0; s < NSTREAMS; ++s)
        CUDA_CHECK(cudaStreamCreate(&streams[s]));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    // Warm-up.
    issuePipeline(h_in, h_out, d_in, d_out, n, NSTREAMS, streams, key, rounds);
    CUDA_CHECK(cudaDeviceSynchronize());

    // Reference: the same pipeline on one stream.
    CUDA_CHECK(cudaEventRecord(start, 0));
    for (int it = 0; it < iters; ++it)
        issuePipeline(h_in, h_out, d_in, d_out, n, 1, streams, key, rounds);
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float msSerial = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&msSerial, start, stop));

    memset(h_out, 0, bytes);

    // Main loop: NSTREAMS streams; time_ms is the average per iteration. The
    // events are recorded on the legacy default stream, which waits for the
    // work already issued to the (blocking) streams.
    CUDA_CHECK(cudaEventRecord(start, 0));
    for (int it = 0; it < iters; ++it)
        issuePipeline(h_in, h_out, d_in, d_out, n, NSTREAMS, streams, key, rounds);
    CUDA_CHECK(cudaEventRecord(stop, 0));
    for (int s = 0; s < NSTREAMS; ++s)
        CUDA_CHECK(cudaStreamSynchronize(streams[s]));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    // Check a sample of the words (every 97th, plus both ends of every chunk)
    // against the CPU, and checksum all of them.
    char failure[160] = "";
    const int chunk = (n + NCHUNKS - 1) / NCHUNKS;
    for (int i = 0; i < n && !failure[0]; ++i) {
        const int inChunk = i % chunk;
        if (i % 97 != 0 && inChunk != 0 && inChunk != chunk - 1 && i != n - 1)
            continue;
        unsigned int expect = hashWord(h_in[i], key, rounds);
        if (h_out[i] != expect)
            snprintf(failure, sizeof(failure), "word %d: GPU %08x, CPU %08x", i, h_out[i], expect);
    }
    unsigned long long sum = 0;
    unsigned int x = 0;
    for (int i = 0; i < n; ++i) {
        sum += h_out[i];
        x ^= h_out[i] * (unsigned int)(2 * i + 1);
    }

    printf("serial_ms: %.4f\n", msSerial / iters);
    printf("time_ms: %.4f\n", ms / iters);
    printf("result: sum=%llu xor=%08x\n", sum, x);

    for (int s = 0; s < NSTREAMS; ++s)
        CUDA_CHECK(cudaStreamDestroy(streams[s]));
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFreeHost(h_in));
    CUDA_CHECK(cudaFreeHost(h_out));

    if (failure[0]) {
        printf("FAIL: %s\n", failure);
        return EXIT_FAILURE;
    }
    printf("PASS\n");
    return EXIT_SUCCESS;
}

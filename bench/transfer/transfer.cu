// Transfer bandwidth by size and direction, in GB/s (1e9 bytes per second of host wall
// clock): host to device and back from pageable (malloc), pinned (cudaMallocHost) and
// registered (page-aligned malloc + cudaHostRegister) memory with the synchronous cudaMemcpy, device to device with cudaMemcpy and memset with
// cudaMemset (both asynchronous to the host, so timed up to a cudaDeviceSynchronize).
// Built with nvcc for CUDA and migrated by cuport for the comparison (bench/transfer/run-gpu.sh).
// Each line: "xfer DIRECTION BYTES GBPS", the median of TRIALS trials of enough copies to
// move about 256 MiB (at least 3, at most 2000). Every copy is checked once at the end.
//   usage: transfer [max-MiB (1024)]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <cuda_runtime.h>

#define TRIALS 5

static double now_s()
{
    using namespace std::chrono;
    return (double)duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count() /
           1e9;
}

static int failures;

static void check(cudaError_t e, const char *what)
{
    if (e != cudaSuccess) {
        printf("FAIL %s: %s\n", what, cudaGetErrorString(e));
        failures++;
    }
}

enum Dir { H2D_PAGEABLE, D2H_PAGEABLE, H2D_PINNED, D2H_PINNED, H2D_REGISTERED, D2H_REGISTERED,
           D2D, MEMSET, NDIRS };
static const char *dir_names[NDIRS] = {"h2d-pageable", "d2h-pageable",   "h2d-pinned",
                                       "d2h-pinned",   "h2d-registered", "d2h-registered",
                                       "d2d",          "memset"};

struct Buffers {
    char *pageable, *pinned, *registered, *dev, *dev2;
};

static void one(const Buffers &b, Dir d, size_t n)
{
    switch (d) {
    case H2D_PAGEABLE: check(cudaMemcpy(b.dev, b.pageable, n, cudaMemcpyHostToDevice), "h2d"); break;
    case D2H_PAGEABLE: check(cudaMemcpy(b.pageable, b.dev, n, cudaMemcpyDeviceToHost), "d2h"); break;
    case H2D_PINNED: check(cudaMemcpy(b.dev, b.pinned, n, cudaMemcpyHostToDevice), "h2d"); break;
    case D2H_PINNED: check(cudaMemcpy(b.pinned, b.dev, n, cudaMemcpyDeviceToHost), "d2h"); break;
    case H2D_REGISTERED: check(cudaMemcpy(b.dev, b.registered, n, cudaMemcpyHostToDevice), "h2d"); break;
    case D2H_REGISTERED: check(cudaMemcpy(b.registered, b.dev, n, cudaMemcpyDeviceToHost), "d2h"); break;
    case D2D: check(cudaMemcpy(b.dev2, b.dev, n, cudaMemcpyDeviceToDevice), "d2d"); break;
    case MEMSET: check(cudaMemset(b.dev2, 7, n), "memset"); break;
    default: break;
    }
}

static double measure(const Buffers &b, Dir d, size_t n)
{
    size_t reps = std::min<size_t>(2000, std::max<size_t>(3, (256u << 20) / n));
    double gbps[TRIALS];
    one(b, d, n); // warm: first touch of this size's pages and paths
    check(cudaDeviceSynchronize(), "sync");
    for (int t = 0; t < TRIALS; t++) {
        double t0 = now_s();
        for (size_t r = 0; r < reps; r++)
            one(b, d, n);
        check(cudaDeviceSynchronize(), "sync");
        gbps[t] = (double)n * reps / (now_s() - t0) / 1e9;
    }
    std::sort(gbps, gbps + TRIALS);
    return gbps[TRIALS / 2];
}

// Each direction once more at the largest size, with a pattern, read back and compared.
static void verify(const Buffers &b, size_t n)
{
    char *back = (char *)malloc(n);
    for (size_t i = 0; i < n; i++)
        b.pageable[i] = (char)(i * 7 + 3);
    check(cudaMemcpy(b.dev, b.pageable, n, cudaMemcpyHostToDevice), "h2d");
    check(cudaMemcpy(b.dev2, b.dev, n, cudaMemcpyDeviceToDevice), "d2d");
    check(cudaMemcpy(b.pinned, b.dev2, n, cudaMemcpyDeviceToHost), "d2h");
    if (memcmp(b.pinned, b.pageable, n) != 0) {
        printf("FAIL: pageable -> device -> device -> pinned changed the data\n");
        failures++;
    }
    check(cudaMemcpy(b.dev, b.pinned, n, cudaMemcpyHostToDevice), "h2d");
    check(cudaMemcpy(back, b.dev, n, cudaMemcpyDeviceToHost), "d2h");
    if (memcmp(back, b.pageable, n) != 0) {
        printf("FAIL: pinned -> device -> pageable changed the data\n");
        failures++;
    }
    check(cudaMemcpy(b.registered, b.dev, n, cudaMemcpyDeviceToHost), "d2h");
    check(cudaMemcpy(b.dev2, b.registered, n, cudaMemcpyHostToDevice), "h2d");
    check(cudaMemcpy(back, b.dev2, n, cudaMemcpyDeviceToHost), "d2h");
    if (memcmp(back, b.pageable, n) != 0) {
        printf("FAIL: device -> registered -> device changed the data\n");
        failures++;
    }
    check(cudaMemset(b.dev, 0x5a, n), "memset");
    check(cudaMemcpy(back, b.dev, n, cudaMemcpyDeviceToHost), "d2h");
    for (size_t i = 0; i < n; i++)
        if (back[i] != 0x5a) {
            printf("FAIL: memset byte %zu is %d\n", i, back[i]);
            failures++;
            break;
        }
    free(back);
}

int main(int argc, char **argv)
{
    size_t max = (size_t)(argc > 1 ? atoi(argv[1]) : 1024) << 20;
    Buffers b;
    b.pageable = (char *)malloc(max);
    memset(b.pageable, 1, max); // touched: no page faults inside the timing
    check(cudaMallocHost((void **)&b.pinned, max), "cudaMallocHost");
    check(cudaMalloc((void **)&b.dev, max), "cudaMalloc");
    check(cudaMalloc((void **)&b.dev2, max), "cudaMalloc");
    memset(b.pinned, 1, max);
    b.registered = (char *)aligned_alloc(4096, (max + 4095) / 4096 * 4096);
    memset(b.registered, 1, max);
    check(cudaHostRegister(b.registered, max, cudaHostRegisterDefault), "cudaHostRegister");
    if (failures)
        return 1;
    for (size_t n = 4096; n <= max; n *= 4)
        for (int d = 0; d < NDIRS; d++)
            printf("xfer %s %zu %.3f\n", dir_names[d], n, measure(b, (Dir)d, n));
    verify(b, max < (64u << 20) ? max : (64u << 20));
    cudaFree(b.dev);
    cudaFree(b.dev2);
    cudaFreeHost(b.pinned);
    cudaHostUnregister(b.registered);
    free(b.registered);
    free(b.pageable);
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures ? 1 : 0;
}

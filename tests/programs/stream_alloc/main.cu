// Stream-ordered allocation checked on the host: per-iteration buffers allocated and
// freed on two streams (each iteration's result must not see another's data), the
// default pool's release threshold and memory figures, a pool of its own through
// cudaMallocFromPoolAsync and the pool overload of cudaMallocAsync, and trimming.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cuda_runtime.h>

#define CHECK(call)                                                                       \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            printf("FAIL: %s at line %d: %s\n", #call, __LINE__, cudaGetErrorString(e_)); \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)

__global__ void fillSeq(int *d, int base, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        d[i] = base + i;
}

__global__ void addInto(const int *a, const int *b, int *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

static int failures = 0;

static void expect(bool ok, const char *what)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    }
}

// c = a + b with all three buffers taken from the pool on stream s, and freed there.
static void iteration(cudaStream_t s, int k, int n, int *host)
{
    int *a, *b, *c;
    CHECK(cudaMallocAsync(&a, n * sizeof(int), s));
    CHECK(cudaMallocAsync(&b, n * sizeof(int), s));
    CHECK(cudaMallocAsync((void **)&c, n * sizeof(int), s));
    fillSeq<<<(n + 127) / 128, 128, 0, s>>>(a, k * 1000, n);
    fillSeq<<<(n + 127) / 128, 128, 0, s>>>(b, k, n);
    addInto<<<(n + 127) / 128, 128, 0, s>>>(a, b, c, n);
    CHECK(cudaMemcpyAsync(host, c, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaFreeAsync(a, s));
    CHECK(cudaFreeAsync(b, s));
    CHECK(cudaFreeAsync(c, s));
}

int main(int argc, char **argv)
{
    const int n = argc > 1 ? 4096 : 1 << 18;
    (void)argv;
    int dev = 0, pools = 0;
    CHECK(cudaSetDevice(dev));
    CHECK(cudaDeviceGetAttribute(&pools, cudaDevAttrMemoryPoolsSupported, dev));
    expect(pools == 1, "memory pools supported");

    cudaMemPool_t def;
    CHECK(cudaDeviceGetDefaultMemPool(&def, dev));
    uint64_t threshold = UINT64_MAX;   // keep what is freed: later iterations reuse it
    CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &threshold));

    cudaStream_t s[2];
    CHECK(cudaStreamCreateWithFlags(&s[0], cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&s[1], cudaStreamNonBlocking));
    std::vector<int> out[8];
    for (int k = 0; k < 8; k++) {
        out[k].resize(n);
        iteration(s[k % 2], k, n, out[k].data());
    }
    CHECK(cudaStreamSynchronize(s[0]));
    CHECK(cudaStreamSynchronize(s[1]));
    for (int k = 0; k < 8; k++)
        for (int i = 0; i < n; i++)
            if (out[k][i] != k * 1000 + k + 2 * i) {
                printf("FAIL: iteration %d element %d is %d, expected %d\n", k, i, out[k][i],
                       k * 1000 + k + 2 * i);
                failures++;
                break;
            }

    uint64_t used = 1, reserved = 0, high = 0;
    CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolAttrUsedMemCurrent, &used));
    CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolAttrReservedMemCurrent, &reserved));
    CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolAttrReservedMemHigh, &high));
    expect(used == 0, "nothing in use after the frees");
    expect(reserved >= 3 * n * sizeof(int), "the threshold keeps the freed blocks");
    // how much the pool reserved at most: CUDA reserves in granules of megabytes, so the
    // figure is printed, not checked (runtime_pool checks cuport's reuse across streams)
    printf("pool high-water mark: %llu bytes\n", (unsigned long long)high);
    CHECK(cudaMemPoolTrimTo(def, 0));
    CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolAttrReservedMemCurrent, &reserved));
    expect(reserved == 0, "trimming releases the freed blocks");

    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.handleTypes = cudaMemHandleTypeNone;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = dev;
    cudaMemPool_t own;
    CHECK(cudaMemPoolCreate(&own, &props));
    int *x, *y;
    CHECK(cudaMallocFromPoolAsync((void **)&x, n * sizeof(int), own, s[0]));
    CHECK(cudaMallocAsync(&y, n * sizeof(int), own, s[0]));
    fillSeq<<<(n + 127) / 128, 128, 0, s[0]>>>(x, 7, n);
    addInto<<<(n + 127) / 128, 128, 0, s[0]>>>(x, x, y, n);
    std::vector<int> h(n);
    CHECK(cudaMemcpyAsync(h.data(), y, n * sizeof(int), cudaMemcpyDeviceToHost, s[0]));
    CHECK(cudaFreeAsync(x, s[0]));
    CHECK(cudaFreeAsync(y, s[0]));
    CHECK(cudaStreamSynchronize(s[0]));
    expect(h[n - 1] == 2 * (7 + n - 1), "a pool of its own");
    CHECK(cudaMemPoolDestroy(own));

    CHECK(cudaStreamDestroy(s[0]));
    CHECK(cudaStreamDestroy(s[1]));
    if (failures) {
        printf("FAIL: %d checks failed\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}

// __noinline__ next to the C++ standard library. libstdc++ spells GNU attributes with the
// reserved names (`__attribute__((__noinline__))` in <memory>, <string>, <stacktrace>), so a
// header that defines __noinline__ as a macro breaks every standard header included after
// it. Here the standard headers come after the CUDA runtime's, __noinline__ marks host,
// device and host-device functions, and a project macro spells it too. Checked on the host
// and by a kernel; prints PASS.
#include <cuda_runtime.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#define PROJECT_NOINLINE __noinline__

__device__ __noinline__ int twice(int x) { return 2 * x; }

__host__ __device__ PROJECT_NOINLINE int plus_one(int x) { return x + 1; }

static __noinline__ std::string label(int n)
{
    std::string s("block");
    s.reserve(64);
    return s + std::to_string(n);
}

__global__ void apply(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = plus_one(twice(i));
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    const int n = 1000;
    std::shared_ptr<std::vector<int>> host = std::make_shared<std::vector<int>>(n, -1);
    std::function<int(int)> expect = [](int i) { return plus_one(2 * i); };
    int *dev = nullptr;
    int failures = 0;

    if (cudaMalloc(&dev, n * sizeof(int)) != cudaSuccess) {
        printf("FAIL: cudaMalloc\n");
        return 1;
    }
    apply<<<(n + 127) / 128, 128>>>(dev, n);
    cudaMemcpy(host->data(), dev, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(dev);
    for (int i = 0; i < n; i++)
        if ((*host)[i] != expect(i) && failures++ < 5)
            printf("FAIL: out[%d] = %d, want %d\n", i, (*host)[i], expect(i));
    if (label(7) != "block7") {
        printf("FAIL: label(7) = %s\n", label(7).c_str());
        failures++;
    }
    printf("result: %d values, %s\n", n, label(n).c_str());
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures ? 1 : 0;
}

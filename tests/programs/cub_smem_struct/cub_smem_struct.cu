// A traits class, as vLLM-style kernels write them: it names cub::BlockScan for its element
// type, and a struct of the kernel's shared buffers holds the scan's TempStorage beside a
// tile. The host takes sizeof of that struct as the launch's dynamic shared bytes; the
// kernel lays the struct over the dynamic shared memory (auto &smem = *reinterpret_cast<..>)
// and runs an inclusive scan of (a, b) pairs with a user operator (the composition of
// affine maps h -> a * h + b) over several items per thread. Checked against the host.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cub/cub.cuh>

template <int kThreads_, int kItems_>
struct ScanTraits {
    static constexpr int kThreads = kThreads_;
    static constexpr int kItems = kItems_;
    static constexpr int kTile = kThreads * kItems;
    struct Elem {
        float a;
        float b;
    };
    struct Compose {
        __device__ Elem operator()(const Elem &l, const Elem &r) const
        {
            return {r.a * l.a, r.a * l.b + r.b};
        }
    };
    using BlockScanT = cub::BlockScan<Elem, kThreads, cub::BLOCK_SCAN_WARP_SCANS>;
    struct Shared {
        typename BlockScanT::TempStorage scan;
        float tile[kTile];
        int last;
    };
    static constexpr int kSmem = sizeof(Shared);
};

template <typename Traits>
__global__ void affine_scan(const float *a, const float *b, float *h)
{
    constexpr int T = Traits::kThreads, N = Traits::kItems;
    using Elem = typename Traits::Elem;
    extern __shared__ char raw[];
    auto &smem = *reinterpret_cast<typename Traits::Shared *>(raw);
    int base = blockIdx.x * Traits::kTile;
    for (int i = threadIdx.x; i < Traits::kTile; i += T)
        smem.tile[i] = b[base + i];
    if (threadIdx.x == 0)
        smem.last = -1;
    __syncthreads();
    Elem items[N], out[N];
    for (int i = 0; i < N; i++) {
        int k = threadIdx.x * N + i;
        items[i].a = a[base + k];
        items[i].b = smem.tile[k];
    }
    typename Traits::BlockScanT(smem.scan).InclusiveScan(items, out, typename Traits::Compose{});
    for (int i = 0; i < N; i++)
        h[base + threadIdx.x * N + i] = out[i].b;   // h after step k, starting from h = 0
}

int main()
{
    using Traits = ScanTraits<64, 4>;
    const int blocks = 3, n = blocks * Traits::kTile;
    std::vector<float> a(n), b(n), h(n);
    unsigned s = 77u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        a[i] = 0.5f + (float)((s >> 9) % 100) / 200.0f;   // in [0.5, 1): h stays bounded
        s = s * 1664525u + 1013904223u;
        b[i] = (float)((s >> 9) % 100) / 100.0f;
    }
    float *da, *db, *dh;
    cudaMalloc(&da, n * sizeof(float));
    cudaMalloc(&db, n * sizeof(float));
    cudaMalloc(&dh, n * sizeof(float));
    cudaMemcpy(da, a.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    affine_scan<Traits><<<blocks, Traits::kThreads, Traits::kSmem>>>(da, db, dh);
    cudaError_t err = cudaGetLastError();
    cudaMemcpy(h.data(), dh, n * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = err != cudaSuccess;
    if (bad)
        printf("launch: %s\n", cudaGetErrorString(err));
    for (int blk = 0; blk < blocks; blk++) {
        float x = 0.0f;
        for (int k = 0; k < Traits::kTile; k++) {
            int i = blk * Traits::kTile + k;
            x = a[i] * x + b[i];
            float d = h[i] - x;
            if ((d > 1e-3f || d < -1e-3f) && bad++ < 5)
                printf("block %d step %d: %f, expected %f\n", blk, k, h[i], x);
        }
    }
    cudaFree(da);
    cudaFree(db);
    cudaFree(dh);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad ? 1 : 0;
}

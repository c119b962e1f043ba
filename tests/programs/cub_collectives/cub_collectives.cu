// CUB's collectives in kernels: BlockReduce (Sum, Sum of the first n threads, Reduce with
// cuda::maximum / cuda::minimum, several items per thread, a 2D block), WarpReduce over full
// and logical warps of 16 (Sum, Reduce, valid items), BlockScan (ExclusiveSum with the block
// aggregate, InclusiveSum, ExclusiveScan with an initial value, InclusiveScan), WarpScan, and
// LoadDirectStriped / LoadDirectBlocked / StoreDirectStriped. The TempStorage is declared as
// CUB programs do: a __shared__ variable, an array of them per warp, a named collective.
// Every result is checked against the host.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cub/cub.cuh>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                        \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

#define BLOCK 96   // three warps
#define GRID 4
#define ITEMS 4
#define RED 8      // per block: the reductions' results

template <int THREADS>
__global__ void block_reductions(const int *in, const float *fin, int *out, float *fout)
{
    typedef cub::BlockReduce<int, THREADS> BlockReduceT;
    typedef cub::BlockReduce<float, THREADS> BlockReduceF;
    __shared__ typename BlockReduceT::TempStorage temp;
    __shared__ typename BlockReduceF::TempStorage ftemp;
    int i = blockIdx.x * THREADS + threadIdx.x;
    int v = in[i];
    int sum = BlockReduceT(temp).Sum(v);
    __syncthreads();
    int part = BlockReduceT(temp).Sum(v, THREADS / 2 + 1);
    __syncthreads();
    int mx = BlockReduceT(temp).Reduce(v, cuda::maximum<>{});
    __syncthreads();
    int mn = BlockReduceT(temp).Reduce(v, cuda::minimum<int>(), 40);
    __syncthreads();
    int items[ITEMS];
    for (int k = 0; k < ITEMS; k++)
        items[k] = v * (k + 1);
    int many = BlockReduceT(temp).Sum(items);
    float f = BlockReduceF(ftemp).Sum(fin[i]);
    if (threadIdx.x == 0) {
        out[blockIdx.x * RED + 0] = sum;
        out[blockIdx.x * RED + 1] = part;
        out[blockIdx.x * RED + 2] = mx;
        out[blockIdx.x * RED + 3] = mn;
        out[blockIdx.x * RED + 4] = many;
        fout[blockIdx.x] = f;
    }
}

// A 2D block of 16 x 4 threads.
__global__ void block_reduce_2d(const int *in, int *out)
{
    using BlockReduce = cub::BlockReduce<int, 16, cub::BLOCK_REDUCE_WARP_REDUCTIONS, 4>;
    __shared__ BlockReduce::TempStorage temp;
    int t = threadIdx.y * 16 + threadIdx.x;
    int s = BlockReduce(temp).Sum(in[blockIdx.x * 64 + t]);
    if (t == 0)
        out[blockIdx.x] = s;
}

__global__ void warp_reductions(const int *in, int *wsum, int *wmax, int *hsum, int *hvalid)
{
    typedef cub::WarpReduce<int> WarpReduce;
    typedef cub::WarpReduce<int, 16> HalfReduce;
    __shared__ typename WarpReduce::TempStorage temp[BLOCK / 32];
    __shared__ typename HalfReduce::TempStorage htemp[BLOCK / 16];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    int warp = threadIdx.x / 32, half = threadIdx.x / 16;
    int v = in[i];
    int s = WarpReduce(temp[warp]).Sum(v);
    int m = WarpReduce(temp[warp]).Reduce(v, cuda::maximum<>());
    HalfReduce hr(htemp[half]);
    int h = hr.Sum(v);
    int hv = HalfReduce(htemp[half]).Sum(v, 5);
    if (threadIdx.x % 32 == 0) {
        wsum[i / 32] = s;
        wmax[i / 32] = m;
    }
    if (threadIdx.x % 16 == 0) {
        hsum[i / 16] = h;
        hvalid[i / 16] = hv;
    }
}

__global__ void scans(const int *in, int *excl, int *incl, int *emax, int *imin, int *agg,
                      int *wincl, int *wexcl)
{
    typedef cub::BlockScan<int, BLOCK> BlockScan;
    typedef cub::WarpScan<int> WarpScan;
    __shared__ typename BlockScan::TempStorage temp;
    __shared__ typename WarpScan::TempStorage wtemp[BLOCK / 32];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    int v = in[i], e, n, a;
    BlockScan(temp).ExclusiveSum(v, e, a);
    __syncthreads();
    BlockScan(temp).InclusiveSum(v, n);
    __syncthreads();
    int em, im;
    BlockScan(temp).ExclusiveScan(v, em, -1000, cuda::maximum<>());
    __syncthreads();
    BlockScan(temp).InclusiveScan(v, im, cuda::minimum<>());
    excl[i] = e;
    incl[i] = n;
    emax[i] = em;
    imin[i] = im;
    if (threadIdx.x == 0)
        agg[blockIdx.x] = a;
    int wi, we;
    WarpScan(wtemp[threadIdx.x / 32]).InclusiveSum(v, wi);
    WarpScan(wtemp[threadIdx.x / 32]).ExclusiveSum(v, we);
    wincl[i] = wi;
    wexcl[i] = we;
}

// Each block copies BLOCK * ITEMS elements: striped loads, blocked loads of the tail
// (valid items, a default past them), striped stores.
__global__ void direct(const int *in, int *out, int *blocked, int n)
{
    int items[ITEMS];
    int base = blockIdx.x * BLOCK * ITEMS;
    cub::LoadDirectStriped<BLOCK>(threadIdx.x, in + base, items);
    for (int k = 0; k < ITEMS; k++)
        items[k] += 1;
    cub::StoreDirectStriped<BLOCK>(threadIdx.x, out + base, items);
    int tail[ITEMS];
    cub::LoadDirectBlocked(threadIdx.x, in + base, tail, n - base, -7);
    for (int k = 0; k < ITEMS; k++)
        blocked[base + threadIdx.x * ITEMS + k] = tail[k];
}

static int failures = 0;
static void check(const char *what, int at, long long got, long long want)
{
    if (got != want && failures++ < 10)
        printf("%s[%d]: got %lld, want %lld\n", what, at, got, want);
}

int main()
{
    const int N = GRID * BLOCK;
    std::vector<int> h(N), h2(GRID * 64), hd(N * ITEMS);
    std::vector<float> hf(N);
    for (int i = 0; i < N; i++) {
        h[i] = (i * 37) % 101 - 50;
        hf[i] = (float)(i % 7) * 0.5f;
    }
    for (int i = 0; i < GRID * 64; i++)
        h2[i] = i % 13;
    for (int i = 0; i < N * ITEMS; i++)
        hd[i] = i * 3;
    int *d_in, *d_out, *d_2d, *d_in2, *d_w[4], *d_s[8], *d_din, *d_dout, *d_blk;
    float *d_fin, *d_fout;
    CUDA_CHECK(cudaMalloc(&d_in, N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_fin, N * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_out, GRID * RED * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_fout, GRID * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_in2, GRID * 64 * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_2d, GRID * sizeof(int)));
    for (int k = 0; k < 4; k++)
        CUDA_CHECK(cudaMalloc(&d_w[k], N * sizeof(int)));
    for (int k = 0; k < 8; k++)
        CUDA_CHECK(cudaMalloc(&d_s[k], N * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_din, N * ITEMS * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_dout, N * ITEMS * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_blk, N * ITEMS * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_fin, hf.data(), N * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_in2, h2.data(), GRID * 64 * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_din, hd.data(), N * ITEMS * sizeof(int), cudaMemcpyHostToDevice));

    block_reductions<BLOCK><<<GRID, BLOCK>>>(d_in, d_fin, d_out, d_fout);
    block_reduce_2d<<<GRID, dim3(16, 4)>>>(d_in2, d_2d);
    warp_reductions<<<GRID, BLOCK>>>(d_in, d_w[0], d_w[1], d_w[2], d_w[3]);
    scans<<<GRID, BLOCK>>>(d_in, d_s[0], d_s[1], d_s[2], d_s[3], d_s[4], d_s[5], d_s[6]);
    direct<<<GRID, BLOCK>>>(d_din, d_dout, d_blk, N * ITEMS - 50);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<int> out(GRID * RED), o2d(GRID), w[4], s[8], dout(N * ITEMS), blk(N * ITEMS);
    std::vector<float> fout(GRID);
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, GRID * RED * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(fout.data(), d_fout, GRID * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(o2d.data(), d_2d, GRID * sizeof(int), cudaMemcpyDeviceToHost));
    for (int k = 0; k < 4; k++) {
        w[k].resize(N);
        CUDA_CHECK(cudaMemcpy(w[k].data(), d_w[k], N * sizeof(int), cudaMemcpyDeviceToHost));
    }
    for (int k = 0; k < 7; k++) {
        s[k].resize(N);
        CUDA_CHECK(cudaMemcpy(s[k].data(), d_s[k], N * sizeof(int), cudaMemcpyDeviceToHost));
    }
    CUDA_CHECK(cudaMemcpy(dout.data(), d_dout, N * ITEMS * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(blk.data(), d_blk, N * ITEMS * sizeof(int), cudaMemcpyDeviceToHost));

    for (int b = 0; b < GRID; b++) {
        int sum = 0, part = 0, mx = -1000, mn = 1000, tot2 = 0;
        float f = 0;
        for (int t = 0; t < BLOCK; t++) {
            int v = h[b * BLOCK + t];
            sum += v;
            part += t < BLOCK / 2 + 1 ? v : 0;
            mx = v > mx ? v : mx;
            if (t < 40)
                mn = v < mn ? v : mn;
            f += hf[b * BLOCK + t];
        }
        for (int t = 0; t < 64; t++)
            tot2 += h2[b * 64 + t];
        check("BlockReduce Sum", b, out[b * RED + 0], sum);
        check("BlockReduce Sum(n)", b, out[b * RED + 1], part);
        check("BlockReduce max", b, out[b * RED + 2], mx);
        check("BlockReduce min(n)", b, out[b * RED + 3], mn);
        check("BlockReduce Sum(items)", b, out[b * RED + 4], sum * (1 + 2 + 3 + 4));
        check("BlockReduce float", b, (long long)(fout[b] * 2), (long long)(f * 2));
        check("BlockReduce 2D", b, o2d[b], tot2);
        int run = 0, rmax = -1000, rmin = 1000;
        for (int t = 0; t < BLOCK; t++) {
            int i = b * BLOCK + t, v = h[i];
            check("ExclusiveSum", i, s[0][i], run);
            check("ExclusiveScan max", i, s[2][i], rmax);
            run += v;
            rmax = v > rmax ? v : rmax;
            rmin = v < rmin ? v : rmin;
            check("InclusiveSum", i, s[1][i], run);
            check("InclusiveScan min", i, s[3][i], rmin);
        }
        check("ExclusiveSum aggregate", b, s[4][b], run);
    }
    for (int g = 0; g < N / 32; g++) {
        int sum = 0, mx = -1000, wrun = 0;
        for (int l = 0; l < 32; l++) {
            int v = h[g * 32 + l];
            sum += v;
            mx = v > mx ? v : mx;
            check("WarpScan ExclusiveSum", g * 32 + l, s[6][g * 32 + l], wrun);
            wrun += v;
            check("WarpScan InclusiveSum", g * 32 + l, s[5][g * 32 + l], wrun);
        }
        check("WarpReduce Sum", g, w[0][g], sum);
        check("WarpReduce max", g, w[1][g], mx);
    }
    for (int g = 0; g < N / 16; g++) {
        int sum = 0, valid = 0;
        for (int l = 0; l < 16; l++) {
            sum += h[g * 16 + l];
            valid += l < 5 ? h[g * 16 + l] : 0;
        }
        check("WarpReduce<16> Sum", g, w[2][g], sum);
        check("WarpReduce<16> Sum(5)", g, w[3][g], valid);
    }
    for (int i = 0; i < N * ITEMS; i++) {
        check("StoreDirectStriped", i, dout[i], hd[i] + 1);
        check("LoadDirectBlocked", i, blk[i], i < N * ITEMS - 50 ? hd[i] : -7);
    }
    if (failures) {
        printf("FAIL: %d wrong results\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}

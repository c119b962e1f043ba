// CUB's collectives that keep a tile of items: BlockLoad and BlockStore (direct, striped,
// vectorized and transposing algorithms, with valid items and an out-of-bounds default),
// LoadDirectWarpStriped / StoreDirectWarpStriped, BlockExchange (blocked, striped,
// warp-striped, scattered by rank, in place), WarpExchange over logical warps of 16,
// BlockAdjacentDifference (left and right, with the tile's neighbour, partial tiles) with a
// functor whose operator() is a template, a const functor and a lambda, BlockScan of several
// items per thread (sums, CUB's maximum, a user's operator, aggregates), and block and warp
// reductions and scans with user functors, a stateful functor, lambdas and a user's struct.
// TempStorage is declared as CUB programs do, one shared union among them. Every result is
// checked against the host.
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

#define B 64        // threads of the exchange kernels: two warps
#define N 4         // items per thread
#define TILE (B * N)
#define GRID 3
#define RB 96       // threads of the reduction kernels: three warps
#define VALID 150   // valid items of the partial loads, stores and tiles
#define NOUT 16     // result arrays of the exchange kernels

struct CustomDifference {
    template <typename DataType>
    __device__ DataType operator()(DataType &lhs, DataType &rhs)
    {
        return lhs - rhs;
    }
};

struct Distance {
    __device__ int operator()(const int &a, const int &b) const { return a > b ? a - b : b - a; }
};

struct AbsMax {
    __device__ int operator()(int a, int b) const { return abs(a) >= abs(b) ? a : b; }
};

struct ModAdd {   // holds its modulus
    int m;
    __device__ int operator()(int a, int b) const { return (a + b) % m; }
};

struct Pair {
    int key;
    float value;
};

struct PairMax {   // the larger value, the lower key between equal ones
    __device__ Pair operator()(const Pair &a, const Pair &b) const
    {
        if (a.value != b.value)
            return a.value > b.value ? a : b;
        return a.key < b.key ? a : b;
    }
};

// out[k]: the thread's items in thread-major order (thread t's item i at t * N + i)
__device__ void put(int *out, int k, const int *items)
{
    int at = (blockIdx.x * B + threadIdx.x) * N;
    for (int i = 0; i < N; i++)
        out[k * GRID * TILE + at + i] = items[i];
}

__global__ void loads(const int *in, int *out)
{
    typedef cub::BlockLoad<int, B, N, cub::BLOCK_LOAD_DIRECT> LoadDirect;
    typedef cub::BlockLoad<int, B, N, cub::BLOCK_LOAD_STRIPED> LoadStriped;
    typedef cub::BlockLoad<int, B, N, cub::BLOCK_LOAD_VECTORIZE> LoadVector;
    typedef cub::BlockLoad<int, B, N, cub::BLOCK_LOAD_TRANSPOSE> LoadTranspose;
    typedef cub::BlockLoad<int, B, N, cub::BLOCK_LOAD_WARP_TRANSPOSE> LoadWarp;
    __shared__ union {
        typename LoadDirect::TempStorage direct;
        typename LoadStriped::TempStorage striped;
        typename LoadVector::TempStorage vector;
        typename LoadTranspose::TempStorage transpose;
        typename LoadWarp::TempStorage warp;
    } temp;
    const int *tile = in + blockIdx.x * TILE;
    int a[N], b[N], c[N], d[N], e[N], f[N], g[N];
    for (int i = 0; i < N; i++)
        b[i] = f[i] = -7;
    LoadDirect(temp.direct).Load(tile, a);
    __syncthreads();
    LoadStriped(temp.striped).Load(tile, b, VALID);
    __syncthreads();
    LoadVector(temp.vector).Load(tile, c);
    __syncthreads();
    LoadTranspose(temp.transpose).Load(tile, d, VALID, -1);
    __syncthreads();
    LoadWarp(temp.warp).Load(tile, e);
    __syncthreads();
    LoadWarp(temp.warp).Load(tile, f, VALID);
    cub::LoadDirectWarpStriped(threadIdx.x, tile, g);
    put(out, 0, a);
    put(out, 1, b);
    put(out, 2, c);
    put(out, 3, d);
    put(out, 4, e);
    put(out, 5, f);
    put(out, 6, g);
}

__global__ void stores(int *out)
{
    typedef cub::BlockStore<int, B, N> StoreDirect;
    typedef cub::BlockStore<int, B, N, cub::BLOCK_STORE_STRIPED> StoreStriped;
    typedef cub::BlockStore<int, B, N, cub::BLOCK_STORE_TRANSPOSE> StoreTranspose;
    typedef cub::BlockStore<int, B, N, cub::BLOCK_STORE_WARP_TRANSPOSE> StoreWarp;
    __shared__ typename StoreDirect::TempStorage sdirect;
    __shared__ typename StoreStriped::TempStorage sstriped;
    __shared__ typename StoreTranspose::TempStorage stranspose;
    __shared__ typename StoreWarp::TempStorage swarp;
    int items[N];
    for (int i = 0; i < N; i++)
        items[i] = 1000 * threadIdx.x + i;
    int *o = out + blockIdx.x * TILE;
    StoreDirect(sdirect).Store(o, items);
    StoreStriped(sstriped).Store(o + 1 * GRID * TILE, items, VALID);
    StoreTranspose(stranspose).Store(o + 2 * GRID * TILE, items);
    StoreWarp(swarp).Store(o + 3 * GRID * TILE, items, VALID);
    cub::StoreDirectWarpStriped(threadIdx.x, o + 4 * GRID * TILE, items);
}

__global__ void exchanges(const int *in, int *out)
{
    typedef cub::BlockExchange<int, B, N> Exchange;
    typedef cub::WarpExchange<int, N, 16> HalfExchange;
    __shared__ typename Exchange::TempStorage temp;
    __shared__ typename HalfExchange::TempStorage htemp[B / 16];
    const int *tile = in + blockIdx.x * TILE;
    int t = threadIdx.x, blocked[N], striped[N], warped[N], r[N];
    int a[N], b[N], c[N], d[N], e[N], f[N], g[N], h[N], k[N], m[N];
    for (int i = 0; i < N; i++) {
        blocked[i] = tile[t * N + i];
        striped[i] = tile[t + i * B];
        warped[i] = tile[(t / 32) * 32 * N + t % 32 + i * 32];
        r[i] = TILE - 1 - (t * N + i);
        g[i] = blocked[i];
    }
    Exchange(temp).BlockedToStriped(blocked, a);
    Exchange(temp).StripedToBlocked(striped, b);
    Exchange(temp).BlockedToWarpStriped(blocked, c);
    Exchange(temp).WarpStripedToBlocked(warped, d);
    Exchange(temp).ScatterToStriped(blocked, e, r);
    Exchange(temp).ScatterToBlocked(blocked, f, r);
    Exchange(temp).BlockedToStriped(g, g);
    // logical warps of 16: the warp's tile is 16 * N items of the block's
    int half = t / 16, lane = t % 16, base = half * 16 * N;
    for (int i = 0; i < N; i++) {
        h[i] = tile[base + lane + i * 16];         // striped in the warp
        k[i] = tile[base + lane * N + i];          // blocked in the warp
        m[i] = tile[base + lane * N + i];
        r[i] = 16 * N - 1 - (lane * N + i);
    }
    HalfExchange(htemp[half]).StripedToBlocked(h, h);
    HalfExchange(htemp[half]).BlockedToStriped(k, k);
    HalfExchange(htemp[half]).ScatterToStriped(m, r);
    put(out, 0, a);
    put(out, 1, b);
    put(out, 2, c);
    put(out, 3, d);
    put(out, 4, e);
    put(out, 5, f);
    put(out, 6, g);
    put(out, 7, h);
    put(out, 8, k);
    put(out, 9, m);
}

__global__ void differences(const int *in, int *out)
{
    using Adjacent = cub::BlockAdjacentDifference<int, B>;
    __shared__ typename Adjacent::TempStorage temp;
    const int *tile = in + blockIdx.x * TILE;
    int t = threadIdx.x, x[N], a[N], b[N], c[N], d[N], e[N], f[N];
    for (int i = 0; i < N; i++)
        x[i] = tile[t * N + i];
    int before = blockIdx.x ? tile[-1] : 0, after = tile[TILE];
    auto weighted = [](int l, int r) { return 2 * l - r; };
    Adjacent(temp).SubtractLeft(x, a, CustomDifference());
    Adjacent(temp).SubtractLeft(x, b, CustomDifference(), before);
    Adjacent(temp).SubtractRight(x, c, Distance());
    Adjacent(temp).SubtractRight(x, d, Distance(), after);
    Adjacent(temp).SubtractLeftPartialTile(x, e, weighted, VALID);
    Adjacent(temp).SubtractRightPartialTile(x, f, weighted, VALID);
    Adjacent(temp).SubtractLeft(x, x, CustomDifference());   // in place
    put(out, 0, a);
    put(out, 1, b);
    put(out, 2, c);
    put(out, 3, d);
    put(out, 4, e);
    put(out, 5, f);
    put(out, 6, x);
}

__global__ void item_scans(const int *in, int *out, int *aggs)
{
    typedef cub::BlockScan<int, B> Scan;
    __shared__ typename Scan::TempStorage temp;
    const int *tile = in + blockIdx.x * TILE;
    int x[N], a[N], b[N], c[N], d[N], agg1, agg2;
    for (int i = 0; i < N; i++)
        x[i] = tile[threadIdx.x * N + i];
    Scan(temp).ExclusiveSum(x, a, agg1);
    __syncthreads();
    Scan(temp).InclusiveSum(x, b);
    __syncthreads();
    Scan(temp).ExclusiveScan(x, c, -100000, cuda::maximum<>{});
    __syncthreads();
    Scan(temp).InclusiveScan(x, d, AbsMax(), agg2);
    put(out, 0, a);
    put(out, 1, b);
    put(out, 2, c);
    put(out, 3, d);
    if (threadIdx.x == 0) {
        aggs[blockIdx.x * 2] = agg1;
        aggs[blockIdx.x * 2 + 1] = agg2;
    }
}

// per block: 0 AbsMax, 1 lambda sum, 2 ModAdd of the first 50, 3 AbsMax of items,
// 4 PairMax key; per thread: the scans
__global__ void operators(const int *in, int *red, int *scans)
{
    typedef cub::BlockReduce<int, RB> Reduce;
    typedef cub::BlockReduce<Pair, RB> PairReduce;
    typedef cub::WarpReduce<int, 16> HalfReduce;
    typedef cub::BlockScan<int, RB> Scan;
    typedef cub::WarpScan<int> WarpScan;
    __shared__ typename Reduce::TempStorage temp;
    __shared__ typename PairReduce::TempStorage ptemp;
    __shared__ typename HalfReduce::TempStorage htemp[RB / 16];
    __shared__ typename Scan::TempStorage stemp;
    __shared__ typename WarpScan::TempStorage wtemp[RB / 32];
    int t = threadIdx.x, g = blockIdx.x * RB + t;
    int v = in[g];
    ModAdd mod = {97};
    int m = Reduce(temp).Reduce(v, AbsMax());
    __syncthreads();
    int s = Reduce(temp).Reduce(v, [](int a, int b) { return a + b; });
    __syncthreads();
    int p = Reduce(temp).Reduce(abs(v), mod, 50);
    __syncthreads();
    int items[3] = {v, -2 * v, v / 2};
    int q = Reduce(temp).Reduce(items, AbsMax());
    Pair pv = {t, (float)((g * 7) % 23)};
    Pair best = PairReduce(ptemp).Reduce(pv, PairMax());
    int h = HalfReduce(htemp[t / 16]).Reduce(v, AbsMax());
    int e, agg, i, w;
    Scan(stemp).ExclusiveScan(abs(v), e, 5, mod, agg);
    __syncthreads();
    Scan(stemp).InclusiveScan(v, i, [](int a, int b) { return a > b ? a : b; });
    WarpScan(wtemp[t / 32]).InclusiveScan(v, w, AbsMax());
    if (t == 0) {
        red[blockIdx.x * 8 + 0] = m;
        red[blockIdx.x * 8 + 1] = s;
        red[blockIdx.x * 8 + 2] = p;
        red[blockIdx.x * 8 + 3] = q;
        red[blockIdx.x * 8 + 4] = best.key;
        red[blockIdx.x * 8 + 5] = agg;
    }
    if (t % 16 == 0)
        scans[4 * GRID * RB + g / 16] = h;
    scans[0 * GRID * RB + g] = e;
    scans[1 * GRID * RB + g] = i;
    scans[2 * GRID * RB + g] = w;
}

static int failures = 0;

static void check(const char *what, int at, long long got, long long want)
{
    if (got != want && failures++ < 10)
        printf("FAIL: %s at %d: got %lld, want %lld\n", what, at, got, want);
}

static int absmax(int a, int b) { return abs(a) >= abs(b) ? a : b; }

// x's element of thread t's item i in thread-major order, per block
#define AT(t, i) ((t) * N + (i))

int main()
{
    const int n = GRID * TILE + 1, nr = GRID * RB;
    std::vector<int> h(n), hr(nr);
    for (int i = 0; i < n; i++)
        h[i] = (i * 37) % 101 - 50;
    for (int i = 0; i < nr; i++)
        hr[i] = (i * 53) % 89 - 44;
    int *d_in, *d_out, *d_rin, *d_red, *d_scans, *d_aggs;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, NOUT * GRID * TILE * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_rin, nr * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_red, GRID * 8 * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_scans, 5 * nr * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_aggs, GRID * 2 * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_rin, hr.data(), nr * sizeof(int), cudaMemcpyHostToDevice));
    std::vector<int> o(NOUT * GRID * TILE);
    const int S = GRID * TILE;   // one result array

    // ---- loads ----
    loads<<<GRID, B>>>(d_in, d_out);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(o.data(), d_out, 7 * S * sizeof(int), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++)
        for (int t = 0; t < B; t++)
            for (int i = 0; i < N; i++) {
                const int *x = h.data() + blk * TILE;
                int at = blk * TILE + AT(t, i), bl = AT(t, i), st = t + i * B;
                int ws = (t / 32) * 32 * N + t % 32 + i * 32;
                check("BlockLoad direct", at, o[at], x[bl]);
                check("BlockLoad striped, valid", at, o[S + at], st < VALID ? x[st] : -7);
                check("BlockLoad vectorize", at, o[2 * S + at], x[bl]);
                check("BlockLoad transpose, oob", at, o[3 * S + at], bl < VALID ? x[bl] : -1);
                check("BlockLoad warp transpose", at, o[4 * S + at], x[bl]);
                check("BlockLoad warp transpose, valid", at, o[5 * S + at],
                      bl < VALID ? x[bl] : -7);
                check("LoadDirectWarpStriped", at, o[6 * S + at], x[ws]);
            }

    // ---- stores ----
    CUDA_CHECK(cudaMemset(d_out, 0xff, NOUT * S * sizeof(int)));
    stores<<<GRID, B>>>(d_out);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(o.data(), d_out, 5 * S * sizeof(int), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++)
        for (int t = 0; t < B; t++)
            for (int i = 0; i < N; i++) {
                int v = 1000 * t + i, base = blk * TILE, bl = AT(t, i), st = t + i * B;
                int ws = (t / 32) * 32 * N + t % 32 + i * 32;
                check("BlockStore direct", base + bl, o[base + bl], v);
                check("BlockStore striped, valid", base + st, o[S + base + st],
                      st < VALID ? v : -1);
                check("BlockStore transpose", base + bl, o[2 * S + base + bl], v);
                check("BlockStore warp transpose, valid", base + bl, o[3 * S + base + bl],
                      bl < VALID ? v : -1);
                check("StoreDirectWarpStriped", base + ws, o[4 * S + base + ws], v);
            }

    // ---- exchanges ----
    exchanges<<<GRID, B>>>(d_in, d_out);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(o.data(), d_out, 10 * S * sizeof(int), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++)
        for (int t = 0; t < B; t++)
            for (int i = 0; i < N; i++) {
                const int *x = h.data() + blk * TILE;
                int at = blk * TILE + AT(t, i), bl = AT(t, i), st = t + i * B;
                int ws = (t / 32) * 32 * N + t % 32 + i * 32;
                check("BlockedToStriped", at, o[at], x[st]);
                check("StripedToBlocked", at, o[S + at], x[bl]);
                check("BlockedToWarpStriped", at, o[2 * S + at], x[ws]);
                check("WarpStripedToBlocked", at, o[3 * S + at], x[bl]);
                check("ScatterToStriped", at, o[4 * S + at], x[TILE - 1 - st]);
                check("ScatterToBlocked", at, o[5 * S + at], x[TILE - 1 - bl]);
                check("BlockedToStriped in place", at, o[6 * S + at], x[st]);
                int base = (t / 16) * 16 * N, lane = t % 16;
                check("WarpExchange StripedToBlocked", at, o[7 * S + at], x[base + lane * N + i]);
                check("WarpExchange BlockedToStriped", at, o[8 * S + at], x[base + lane + i * 16]);
                check("WarpExchange ScatterToStriped", at, o[9 * S + at],
                      x[base + 16 * N - 1 - (lane + i * 16)]);
            }

    // ---- adjacent differences ----
    differences<<<GRID, B>>>(d_in, d_out);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(o.data(), d_out, 7 * S * sizeof(int), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++)
        for (int j = 0; j < TILE; j++) {
            const int *x = h.data() + blk * TILE;
            int at = blk * TILE + j, before = blk ? x[-1] : 0;
            int left = j ? x[j] - x[j - 1] : x[j];
            check("SubtractLeft", at, o[at], left);
            check("SubtractLeft, predecessor", at, o[S + at], j ? left : x[j] - before);
            int right = j + 1 < TILE ? abs(x[j] - x[j + 1]) : x[j];
            check("SubtractRight", at, o[2 * S + at], right);
            check("SubtractRight, successor", at, o[3 * S + at],
                  j + 1 < TILE ? right : abs(x[j] - x[TILE]));
            check("SubtractLeftPartialTile", at, o[4 * S + at],
                  j > 0 && j < VALID ? 2 * x[j] - x[j - 1] : x[j]);
            check("SubtractRightPartialTile", at, o[5 * S + at],
                  j < VALID - 1 ? 2 * x[j] - x[j + 1] : x[j]);
            check("SubtractLeft in place", at, o[6 * S + at], left);
        }

    // ---- scans of several items per thread ----
    item_scans<<<GRID, B>>>(d_in, d_out, d_aggs);
    CUDA_CHECK(cudaGetLastError());
    std::vector<int> aggs(GRID * 2);
    CUDA_CHECK(cudaMemcpy(o.data(), d_out, 4 * S * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(aggs.data(), d_aggs, GRID * 2 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < GRID; blk++) {
        const int *x = h.data() + blk * TILE;
        int sum = 0, mx = -100000, am = 0;
        for (int j = 0; j < TILE; j++) {
            int at = blk * TILE + j;
            check("ExclusiveSum of items", at, o[at], sum);
            sum += x[j];
            check("InclusiveSum of items", at, o[S + at], sum);
            check("ExclusiveScan of items, maximum", at, o[2 * S + at], mx);
            mx = x[j] > mx ? x[j] : mx;
            am = j ? absmax(am, x[j]) : x[j];
            check("InclusiveScan of items, AbsMax", at, o[3 * S + at], am);
        }
        check("ExclusiveSum of items, aggregate", blk, aggs[blk * 2], sum);
        check("InclusiveScan of items, aggregate", blk, aggs[blk * 2 + 1], am);
    }

    // ---- user operators ----
    operators<<<GRID, RB>>>(d_rin, d_red, d_scans);
    CUDA_CHECK(cudaGetLastError());
    std::vector<int> red(GRID * 8), sc(5 * nr);
    CUDA_CHECK(cudaMemcpy(red.data(), d_red, GRID * 8 * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(sc.data(), d_scans, 5 * nr * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaDeviceSynchronize());
    for (int blk = 0; blk < GRID; blk++) {
        const int *x = hr.data() + blk * RB;
        int m = x[0], s = 0, p = 0, q = 0, e = 5, agg = 0, im = 0, bk = 0;
        float bv = -1;
        for (int t = 0; t < RB; t++) {
            int g = blk * RB + t;
            m = t ? absmax(m, x[t]) : x[t];
            s += x[t];
            if (t < 50)
                p = t ? (p + abs(x[t])) % 97 : abs(x[t]);
            int it = absmax(absmax(x[t], -2 * x[t]), x[t] / 2);
            q = t ? absmax(q, it) : it;
            float pv = (float)((g * 7) % 23);
            if (pv > bv)
                bv = pv, bk = t;
            check("ExclusiveScan ModAdd", g, sc[g], e);
            e = (e + abs(x[t])) % 97;
            agg = t ? (agg + abs(x[t])) % 97 : abs(x[t]);
            im = t ? (x[t] > im ? x[t] : im) : x[t];
            check("InclusiveScan lambda", g, sc[nr + g], im);
            int w = x[t - t % 32];
            for (int l = t - t % 32 + 1; l <= t; l++)
                w = absmax(w, x[l]);
            check("WarpScan InclusiveScan AbsMax", g, sc[2 * nr + g], w);
            if (t % 16 == 0) {
                int hm = x[t];
                for (int l = t + 1; l < t + 16; l++)
                    hm = absmax(hm, x[l]);
                check("WarpReduce<16> AbsMax", g / 16, sc[4 * nr + g / 16], hm);
            }
        }
        check("BlockReduce AbsMax", blk, red[blk * 8 + 0], m);
        check("BlockReduce lambda", blk, red[blk * 8 + 1], s);
        check("BlockReduce ModAdd of 50", blk, red[blk * 8 + 2], p);
        check("BlockReduce AbsMax of items", blk, red[blk * 8 + 3], q);
        check("BlockReduce PairMax", blk, red[blk * 8 + 4], bk);
        check("BlockScan ModAdd aggregate", blk, red[blk * 8 + 5], agg);
    }

    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_rin));
    CUDA_CHECK(cudaFree(d_red));
    CUDA_CHECK(cudaFree(d_scans));
    CUDA_CHECK(cudaFree(d_aggs));
    if (failures) {
        printf("FAIL: %d mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}

// CUDA graphs, replayed many times and checked against the host:
//  1. a stream capture holding a memset, kernels and copies on two streams that fork and
//     join through events, updated in place with cudaGraphExecUpdate from a second capture
//     of the same shape;
//  2. a graph built node by node (memset, kernel, memcpy and host nodes, a child graph)
//     whose kernel node's arguments change in the instance with
//     cudaGraphExecKernelNodeSetParams between replays;
//  3. the same work issued directly, timed against its replay.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t err_ = (call);                                                         \
        if (err_ != cudaSuccess) {                                                         \
            printf("FAIL: %s at line %d: %s\n", #call, __LINE__, cudaGetErrorString(err_)); \
            exit(EXIT_FAILURE);                                                            \
        }                                                                                  \
    } while (0)

static const int N = 1024;
static const int THREADS = 128;

__device__ int launches;

// out[i] = a * in[i] + out[i]
__global__ void saxpy(float a, const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = a * in[i] + out[i];
    if (i == 0)
        atomicAdd(&launches, 1);
}

// sum[blockIdx.x] = the block's sum of v
__global__ void block_sum(const float *v, float *sum, int n)
{
    extern __shared__ float part[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    part[threadIdx.x] = i < n ? v[i] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        sum[blockIdx.x] = part[0];
}

static int failures;

static void expect(bool ok, const char *what, int iter)
{
    if (!ok && failures++ < 10)
        printf("mismatch: %s (replay %d)\n", what, iter);
}

static void host_count(void *data)
{
    ++*(int *)data;
}

// Captures: x <- 0 on s; fork t: y += 2 * ones on t; x += scale * ones on s; join;
// x += 1 * y on s; read x and block sums back.
static cudaGraph_t capture(cudaStream_t s, cudaStream_t t, cudaEvent_t fork, cudaEvent_t join,
                           float scale, const float *ones, float *x, float *y, float *sums,
                           float *hx, float *hsums)
{
    const int blocks = N / THREADS;
    cudaGraph_t g;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaMemsetAsync(x, 0, N * sizeof(float), s));
    CHECK(cudaEventRecord(fork, s));
    CHECK(cudaStreamWaitEvent(t, fork, 0));
    saxpy<<<blocks, THREADS, 0, t>>>(2.0f, ones, y, N);
    saxpy<<<blocks, THREADS, 0, s>>>(scale, ones, x, N);
    CHECK(cudaEventRecord(join, t));
    CHECK(cudaStreamWaitEvent(s, join, 0));
    saxpy<<<blocks, THREADS, 0, s>>>(1.0f, y, x, N);
    block_sum<<<blocks, THREADS, THREADS * sizeof(float), s>>>(x, sums, N);
    CHECK(cudaMemcpyAsync(hx, x, N * sizeof(float), cudaMemcpyDeviceToHost, s));
    CHECK(cudaMemcpyAsync(hsums, sums, blocks * sizeof(float), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamEndCapture(s, &g));
    return g;
}

static void captured(int replays, const float *ones, float *x, float *y, float *sums)
{
    const int blocks = N / THREADS;
    cudaStream_t s, t;
    cudaEvent_t fork, join;
    std::vector<float> hx(N), hsums(blocks);
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking));
    CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
    CHECK(cudaMemset(y, 0, N * sizeof(float)));

    cudaGraph_t g = capture(s, t, fork, join, 3.0f, ones, x, y, sums, hx.data(), hsums.data());
    size_t nodes = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &nodes));
    expect(nodes == 7, "the capture has 7 nodes", 0);
    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    for (int r = 0; r < replays; r++) {
        CHECK(cudaGraphLaunch(exec, s));
        CHECK(cudaStreamSynchronize(s));
        // y grows by 2 each replay; x = 3 + y
        float want = 3.0f + 2.0f * (r + 1);
        expect(hx[0] == want && hx[N - 1] == want, "captured x", r);
        expect(hsums[blocks - 1] == want * THREADS, "captured block sum", r);
    }
    // The same shape with another scale: the instance takes its parameters.
    cudaGraph_t g2 = capture(s, t, fork, join, 5.0f, ones, x, y, sums, hx.data(), hsums.data());
    cudaGraphExecUpdateResultInfo info;
    CHECK(cudaGraphExecUpdate(exec, g2, &info));
    expect(info.result == cudaGraphExecUpdateSuccess, "the update succeeds", 0);
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    expect(hx[7] == 5.0f + 2.0f * (replays + 1), "updated x", replays);
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaGraphDestroy(g2));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaStreamDestroy(t));
    CHECK(cudaEventDestroy(fork));
    CHECK(cudaEventDestroy(join));
}

static void explicit_nodes(int replays, float *ones, float *x, float *twos)
{
    cudaGraph_t g, child;
    cudaGraphNode_t set, kern, copy, host, sub;
    std::vector<float> hx(N);
    int host_runs = 0, n = N;
    float a = 1.0f, b = 10.0f;
    void *args_ones[] = {&a, &ones, &x, &n};
    void *args_twos[] = {&b, &twos, &x, &n};

    CHECK(cudaGraphCreate(&g, 0));
    cudaMemsetParams mp = {0};
    mp.dst = x;
    mp.value = 0;
    mp.elementSize = sizeof(float);
    mp.width = N;
    mp.height = 1;
    CHECK(cudaGraphAddMemsetNode(&set, g, NULL, 0, &mp));
    cudaKernelNodeParams kp = {0};
    kp.func = (void *)saxpy;
    kp.gridDim = dim3(N / THREADS);
    kp.blockDim = dim3(THREADS);
    kp.sharedMemBytes = 0;
    kp.kernelParams = args_ones;
    kp.extra = NULL;
    CHECK(cudaGraphAddKernelNode(&kern, g, &set, 1, &kp));
    cudaMemcpy3DParms cp = {0};
    cp.srcArray = NULL;
    cp.srcPos = make_cudaPos(0, 0, 0);
    cp.srcPtr = make_cudaPitchedPtr(x, N * sizeof(float), N, 1);
    cp.dstArray = NULL;
    cp.dstPos = make_cudaPos(0, 0, 0);
    cp.dstPtr = make_cudaPitchedPtr(hx.data(), N * sizeof(float), N, 1);
    cp.extent = make_cudaExtent(N * sizeof(float), 1, 1);
    cp.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaGraphAddMemcpyNode(&copy, g, &kern, 1, &cp));
    CHECK(cudaGraphCreate(&child, 0));
    cudaHostNodeParams hp = {host_count, &host_runs};
    CHECK(cudaGraphAddHostNode(&host, child, NULL, 0, &hp));
    CHECK(cudaGraphAddChildGraphNode(&sub, g, &copy, 1, child));

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, NULL, NULL, 0));
    for (int r = 0; r < replays; r++) {
        bool odd = r & 1;
        kp.kernelParams = odd ? args_twos : args_ones;
        CHECK(cudaGraphExecKernelNodeSetParams(exec, kern, &kp));
        CHECK(cudaGraphLaunch(exec, 0));
        CHECK(cudaDeviceSynchronize());
        float want = odd ? 20.0f : 1.0f;
        expect(hx[0] == want && hx[N / 2] == want, "explicit x", r);
        expect(host_runs == r + 1, "the host node ran once per replay", r);
    }
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaGraphDestroy(child));
}

// Many small kernels: issued one by one, then captured once and replayed.
static void timing(int rounds, const float *ones, float *x)
{
    const int per_round = 20;
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    auto direct = [&]() {
        for (int k = 0; k < per_round; k++)
            saxpy<<<N / THREADS, THREADS, 0, s>>>(1.0f, ones, x, N);
    };
    direct();
    CHECK(cudaStreamSynchronize(s));
    auto t0 = std::chrono::steady_clock::now();
    for (int r = 0; r < rounds; r++)
        direct();
    CHECK(cudaStreamSynchronize(s));
    auto t1 = std::chrono::steady_clock::now();

    cudaGraph_t g;
    cudaGraphExec_t exec;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    direct();
    CHECK(cudaStreamEndCapture(s, &g));
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    auto t2 = std::chrono::steady_clock::now();
    for (int r = 0; r < rounds; r++)
        CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    auto t3 = std::chrono::steady_clock::now();
    double us_direct = std::chrono::duration<double, std::micro>(t1 - t0).count();
    double us_graph = std::chrono::duration<double, std::micro>(t3 - t2).count();
    printf("%d kernels: direct %.1f us, graph replay %.1f us per kernel\n",
           rounds * per_round, us_direct / (rounds * per_round),
           us_graph / (rounds * per_round));
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaStreamDestroy(s));
}

int main(int argc, char **argv)
{
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    int replays = quick ? 20 : 200;
    std::vector<float> h(N, 1.0f);
    float *ones, *twos, *x, *y, *sums;
    CHECK(cudaMalloc(&ones, N * sizeof(float)));
    CHECK(cudaMalloc(&twos, N * sizeof(float)));
    CHECK(cudaMalloc(&x, N * sizeof(float)));
    CHECK(cudaMalloc(&y, N * sizeof(float)));
    CHECK(cudaMalloc(&sums, N / THREADS * sizeof(float)));
    CHECK(cudaMemcpy(ones, h.data(), N * sizeof(float), cudaMemcpyHostToDevice));
    for (float &v : h)
        v = 2.0f;
    CHECK(cudaMemcpy(twos, h.data(), N * sizeof(float), cudaMemcpyHostToDevice));
    int zero = 0, counted = 0;
    CHECK(cudaMemcpyToSymbol(launches, &zero, sizeof zero));

    captured(replays, ones, x, y, sums);
    explicit_nodes(replays, ones, x, twos);
    timing(quick ? 20 : 200, ones, x);

    // Every saxpy replayed counted itself through the device symbol.
    CHECK(cudaMemcpyFromSymbol(&counted, launches, sizeof counted));
    int rounds = quick ? 20 : 200;
    int want = 3 * (replays + 1) + replays + 20 * (2 * rounds + 2);
    expect(counted == want, "saxpy launches counted on the device", 0);
    if (counted != want)
        printf("counted %d launches, expected %d\n", counted, want);
    CHECK(cudaFree(ones));
    CHECK(cudaFree(twos));
    CHECK(cudaFree(x));
    CHECK(cudaFree(y));
    CHECK(cudaFree(sums));
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}

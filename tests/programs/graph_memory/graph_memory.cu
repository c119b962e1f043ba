// Graph memory nodes: an explicit graph that allocates, fills, copies out and frees; a
// captured graph whose cudaMallocAsync/cudaFreeAsync become such nodes; a graph whose
// allocation outlives the launch and is freed by the program; the footprint attributes.
// Every launch must see its allocation at the address the node returned. Self-checking.
#include <cstdio>
#include <cstring>

__global__ void fill(int *p, int n, int base)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = base + i;
}

__global__ void twice(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 2 * in[i];
}

#define CHECK(x)                                                                       \
    do {                                                                               \
        cudaError_t e_ = (x);                                                          \
        if (e_ != cudaSuccess) {                                                       \
            printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
            return 1;                                                                  \
        }                                                                              \
    } while (0)

static int bad_values(const int *h, int n, int mul, int base)
{
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += h[i] != mul * (base + i);
    return bad;
}

int main()
{
    const int n = 4096, dev = 0;
    int bad = 0, *host = NULL;
    CHECK(cudaMallocHost((void **)&host, n * sizeof(int)));

    /* 1. explicit nodes: alloc -> kernel -> copy out -> free, launched three times */
    cudaGraph_t g;
    cudaGraphNode_t alloc, kern, copy, freen;
    CHECK(cudaGraphCreate(&g, 0));
    cudaMemAllocNodeParams ap;
    memset(&ap, 0, sizeof ap);
    ap.bytesize = n * sizeof(int);
    ap.poolProps.allocType = cudaMemAllocationTypePinned;
    ap.poolProps.location.type = cudaMemLocationTypeDevice;
    ap.poolProps.location.id = dev;
    CHECK(cudaGraphAddMemAllocNode(&alloc, g, NULL, 0, &ap));
    int *buf = (int *)ap.dptr;
    if (!buf) {
        printf("alloc node returned no address\nFAIL\n");
        return 1;
    }
    int nn = n, base = 7;
    void *args[] = {&buf, &nn, &base};
    cudaKernelNodeParams kp = {0};
    kp.func = (void *)fill;
    kp.gridDim = dim3((n + 255) / 256);
    kp.blockDim = dim3(256);
    kp.kernelParams = args;
    CHECK(cudaGraphAddKernelNode(&kern, g, &alloc, 1, &kp));
    CHECK(cudaGraphAddMemcpyNode1D(&copy, g, &kern, 1, host, buf, n * sizeof(int),
                                   cudaMemcpyDeviceToHost));
    CHECK(cudaGraphAddMemFreeNode(&freen, g, &copy, 1, buf));
    cudaMemAllocNodeParams got;
    CHECK(cudaGraphMemAllocNodeGetParams(alloc, &got));
    void *freed = NULL;
    CHECK(cudaGraphMemFreeNodeGetParams(freen, &freed));
    bad += got.dptr != buf || got.bytesize != n * sizeof(int) || freed != buf;
    cudaGraphNodeType type;
    CHECK(cudaGraphNodeGetType(alloc, &type));
    bad += type != cudaGraphNodeTypeMemAlloc;
    cudaGraphExec_t x;
    CHECK(cudaGraphInstantiate(&x, g, NULL, NULL, 0));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    for (int r = 0; r < 3; r++) {
        memset(host, 0, n * sizeof(int));
        CHECK(cudaGraphLaunch(x, s));
        CHECK(cudaStreamSynchronize(s));
        bad += bad_values(host, n, 1, 7);
    }
    size_t used = 0;
    CHECK(cudaDeviceGetGraphMemAttribute(dev, cudaGraphMemAttrUsedMemCurrent, &used));
    bad += used < n * sizeof(int);
    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphDestroy(g));

    /* 2. capture: cudaMallocAsync and cudaFreeAsync become nodes of the graph */
    int *out = NULL, *tmp = NULL;
    CHECK(cudaMalloc((void **)&out, n * sizeof(int)));
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaMallocAsync((void **)&tmp, n * sizeof(int), s));
    fill<<<(n + 255) / 256, 256, 0, s>>>(tmp, n, 100);
    twice<<<(n + 255) / 256, 256, 0, s>>>(tmp, out, n);
    CHECK(cudaFreeAsync(tmp, s));
    CHECK(cudaStreamEndCapture(s, &g));
    size_t count = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &count));
    bad += count != 4;
    CHECK(cudaGraphInstantiate(&x, g, NULL, NULL, 0));
    for (int r = 0; r < 2; r++) {
        CHECK(cudaMemsetAsync(out, 0, n * sizeof(int), s));
        CHECK(cudaGraphLaunch(x, s));
        CHECK(cudaMemcpyAsync(host, out, n * sizeof(int), cudaMemcpyDeviceToHost, s));
        CHECK(cudaStreamSynchronize(s));
        bad += bad_values(host, n, 2, 100);
    }
    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphDestroy(g));

    /* 3. an allocation the graph does not free: valid after the launch, freed by the program */
    CHECK(cudaGraphCreate(&g, 0));
    CHECK(cudaGraphAddMemAllocNode(&alloc, g, NULL, 0, &ap));
    int *kept = (int *)ap.dptr;
    base = 40;
    void *args2[] = {&kept, &nn, &base};
    kp.kernelParams = args2;
    CHECK(cudaGraphAddKernelNode(&kern, g, &alloc, 1, &kp));
    CHECK(cudaGraphInstantiate(&x, g, NULL, NULL, 0));
    CHECK(cudaGraphLaunch(x, s));
    CHECK(cudaMemcpyAsync(host, kept, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    bad += bad_values(host, n, 1, 40);
    CHECK(cudaFree(kept));
    CHECK(cudaDeviceGraphMemTrim(dev));
    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaDeviceGetGraphMemAttribute(dev, cudaGraphMemAttrUsedMemCurrent, &used));
    size_t high = 0;
    CHECK(cudaDeviceGetGraphMemAttribute(dev, cudaGraphMemAttrUsedMemHigh, &high));
    bad += used != 0 || high < n * sizeof(int);

    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(out));
    CHECK(cudaFreeHost(host));
    printf("graph_memory: %d wrong\n%s\n", bad, bad ? "FAIL" : "PASS");
    return bad != 0;
}

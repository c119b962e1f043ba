// Conditional graph nodes, replayed and checked against the host:
//  1. a While node whose body runs a Collatz step over an array and then a one-thread
//     kernel that sets the handle while some element has not reached 1; the handle's
//     default (1, cudaGraphCondAssignDefault) starts the first round of every launch;
//  2. a Switch node choosing a transform by a mode kept in device memory, written before
//     each launch (a mode past the bodies runs none);
//  3. an If/else node added to a stream capture (cudaStreamGetCaptureInfo,
//     cudaStreamUpdateCaptureDependencies), work captured after it, and its two bodies
//     filled by cudaStreamBeginCaptureToGraph; a kernel sets the handle only for some
//     modes, so the default decides the others.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <cuda_runtime.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t err_ = (call);                                                         \
        if (err_ != cudaSuccess) {                                                         \
            printf("FAIL: %s at line %d: %s\n", #call, __LINE__, cudaGetErrorString(err_)); \
            exit(EXIT_FAILURE);                                                            \
        }                                                                                  \
    } while (0)

static const int N = 256;
static const int THREADS = 64;
static int bad;

__global__ void collatz_step(unsigned int *v, int n, unsigned int *left)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && v[i] != 1) {
        v[i] = (v[i] & 1) ? 3 * v[i] + 1 : v[i] / 2;
        if (v[i] != 1)
            atomicAdd(left, 1u);
    }
}

// Another round while anything is left; counts the rounds.
__global__ void decide(unsigned int *left, int *rounds, cudaGraphConditionalHandle handle)
{
    ++*rounds;
    cudaGraphSetConditional(handle, *left != 0);
    *left = 0;
}

__global__ void pick(const int *mode, cudaGraphConditionalHandle handle)
{
    if (*mode >= 0)
        cudaGraphSetConditional(handle, (unsigned int)*mode);
}

__global__ void scale(float *x, int n, float a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= a;
}

__global__ void shift(float *x, int n, float b)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] += b;
}

// CUDA 13 gave cudaGraphAddNode the edge data of 12.3's cudaGraphAddNode_v2.
static void add_node(cudaGraphNode_t *node, cudaGraph_t graph, const cudaGraphNode_t *deps,
                     size_t ndeps, cudaGraphNodeParams *params)
{
#if CUDART_VERSION >= 13000
    CHECK(cudaGraphAddNode(node, graph, deps, NULL, ndeps, params));
#else
    CHECK(cudaGraphAddNode(node, graph, deps, ndeps, params));
#endif
}

static cudaGraphNodeParams kernel_params(void *func, unsigned int blocks, unsigned int threads,
                                         void **args)
{
    cudaGraphNodeParams p = {cudaGraphNodeTypeKernel};  // its union holds a dim3: no default constructor
    p.kernel.func = func;
    p.kernel.gridDim.x = blocks;
    p.kernel.gridDim.y = p.kernel.gridDim.z = 1;
    p.kernel.blockDim.x = threads;
    p.kernel.blockDim.y = p.kernel.blockDim.z = 1;
    p.kernel.kernelParams = args;
    return p;
}

static cudaGraph_t *add_conditional(cudaGraphNode_t *node, cudaGraph_t graph,
                                    const cudaGraphNode_t *deps, size_t ndeps,
                                    cudaGraphConditionalHandle handle,
                                    cudaGraphConditionalNodeType type, unsigned int size)
{
    cudaGraphNodeParams p = {cudaGraphNodeTypeConditional};
    p.conditional.handle = handle;
    p.conditional.type = type;
    p.conditional.size = size;
    add_node(node, graph, deps, ndeps, &p);
    return p.conditional.phGraph_out;
}

static void check_float(const float *got, const float *want, const char *what)
{
    for (int i = 0; i < N; i++)
        if (got[i] != want[i]) {
            if (bad++ < 10)
                printf("mismatch: %s[%d] = %g, expected %g\n", what, i, got[i], want[i]);
            return;
        }
}

static void while_loop(void)
{
    unsigned int *dv, *dleft, hv[N];
    int *drounds, n = N, want = 1;
    for (int i = 0; i < N; i++) {
        unsigned int v = i + 2, steps = 0;
        while (v != 1) {
            v = (v & 1) ? 3 * v + 1 : v / 2;
            steps++;
        }
        want = steps > (unsigned int)want ? (int)steps : want;
    }
    CHECK(cudaMalloc(&dv, sizeof hv));
    CHECK(cudaMalloc(&dleft, sizeof(unsigned int)));
    CHECK(cudaMalloc(&drounds, sizeof(int)));

    cudaGraph_t graph;
    cudaGraphNode_t loop, step, last;
    cudaGraphConditionalHandle handle;
    CHECK(cudaGraphCreate(&graph, 0));
    CHECK(cudaGraphConditionalHandleCreate(&handle, graph, 1, cudaGraphCondAssignDefault));
    cudaGraph_t *body = add_conditional(&loop, graph, NULL, 0, handle, cudaGraphCondTypeWhile, 1);
    void *step_args[] = {&dv, &n, &dleft};
    cudaGraphNodeParams p = kernel_params((void *)collatz_step, N / THREADS, THREADS, step_args);
    add_node(&step, body[0], NULL, 0, &p);
    void *decide_args[] = {&dleft, &drounds, &handle};
    p = kernel_params((void *)decide, 1, 1, decide_args);
    add_node(&last, body[0], &step, 1, &p);

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    for (int launch = 0; launch < 2; launch++) {
        for (int i = 0; i < N; i++)
            hv[i] = i + 2;
        CHECK(cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice));
        CHECK(cudaMemset(dleft, 0, sizeof(unsigned int)));
        CHECK(cudaMemset(drounds, 0, sizeof(int)));
        CHECK(cudaGraphLaunch(exec, 0));
        CHECK(cudaDeviceSynchronize());
        int rounds = 0;
        CHECK(cudaMemcpy(hv, dv, sizeof hv, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(&rounds, drounds, sizeof rounds, cudaMemcpyDeviceToHost));
        if (rounds != want && bad++ < 10)
            printf("mismatch: while node ran %d rounds, expected %d (launch %d)\n", rounds,
                   want, launch);
        for (int i = 0; i < N; i++)
            if (hv[i] != 1 && bad++ < 10)
                printf("mismatch: collatz[%d] = %u after the loop\n", i, hv[i]);
    }
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(graph));
    CHECK(cudaFree(dv));
    CHECK(cudaFree(dleft));
    CHECK(cudaFree(drounds));
}

static void switch_modes(void)
{
    float *dx, hx[N], model[N];
    int *dmode, n = N;
    float two = 2.0f, three = 3.0f;
    for (int i = 0; i < N; i++)
        hx[i] = model[i] = (float)(i % 7);
    CHECK(cudaMalloc(&dx, sizeof hx));
    CHECK(cudaMalloc(&dmode, sizeof(int)));
    CHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));

    cudaGraph_t graph;
    cudaGraphNode_t set, sw, node;
    cudaGraphConditionalHandle handle;
    CHECK(cudaGraphCreate(&graph, 0));
    CHECK(cudaGraphConditionalHandleCreate(&handle, graph));
    void *pick_args[] = {&dmode, &handle};
    cudaGraphNodeParams p = kernel_params((void *)pick, 1, 1, pick_args);
    add_node(&set, graph, NULL, 0, &p);
    cudaGraph_t *bodies = add_conditional(&sw, graph, &set, 1, handle, cudaGraphCondTypeSwitch, 2);
    void *scale_args[] = {&dx, &n, &two}, *shift_args[] = {&dx, &n, &three};
    p = kernel_params((void *)scale, N / THREADS, THREADS, scale_args);
    add_node(&node, bodies[0], NULL, 0, &p);
    p = kernel_params((void *)shift, N / THREADS, THREADS, shift_args);
    add_node(&node, bodies[1], NULL, 0, &p);

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    const int modes[] = {1, 0, 2, 0, 1, 7};
    for (int m : modes) {
        CHECK(cudaMemcpy(dmode, &m, sizeof m, cudaMemcpyHostToDevice));
        CHECK(cudaGraphLaunch(exec, 0));
        for (int i = 0; i < N; i++)
            model[i] = m == 0 ? model[i] * 2.0f : m == 1 ? model[i] + 3.0f : model[i];
    }
    CHECK(cudaMemcpy(hx, dx, sizeof hx, cudaMemcpyDeviceToHost));
    check_float(hx, model, "switch");
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(graph));
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dmode));
}

static void captured_if_else(void)
{
    float *dx, hx[N], model[N];
    int *dmode, n = N;
    float two = 2.0f, minus_one = -1.0f, hundred = 100.0f;
    for (int i = 0; i < N; i++)
        hx[i] = model[i] = (float)(i % 5);
    CHECK(cudaMalloc(&dx, sizeof hx));
    CHECK(cudaMalloc(&dmode, sizeof(int)));
    CHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));

    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    cudaGraph_t graph;
    cudaStreamCaptureStatus status;
    const cudaGraphNode_t *deps;
    size_t ndeps;
    cudaGraphConditionalHandle handle;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaStreamGetCaptureInfo(s, &status, NULL, &graph));
    CHECK(cudaGraphConditionalHandleCreate(&handle, graph, 1, cudaGraphCondAssignDefault));
    pick<<<1, 1, 0, s>>>(dmode, handle);
#if CUDART_VERSION >= 13000
    CHECK(cudaStreamGetCaptureInfo(s, &status, NULL, &graph, &deps, NULL, &ndeps));
#else
    CHECK(cudaStreamGetCaptureInfo(s, &status, NULL, &graph, &deps, &ndeps));
#endif
    cudaGraphNode_t node;
    cudaGraph_t *bodies = add_conditional(&node, graph, deps, ndeps, handle, cudaGraphCondTypeIf, 2);
    cudaGraph_t then_body = bodies[0], else_body = bodies[1];
#if CUDART_VERSION >= 13000
    CHECK(cudaStreamUpdateCaptureDependencies(s, &node, NULL, 1, cudaStreamSetCaptureDependencies));
#else
    CHECK(cudaStreamUpdateCaptureDependencies(s, &node, 1, cudaStreamSetCaptureDependencies));
#endif
    shift<<<N / THREADS, THREADS, 0, s>>>(dx, n, hundred);
    CHECK(cudaStreamEndCapture(s, &graph));

    CHECK(cudaStreamBeginCaptureToGraph(s, then_body, NULL, NULL, 0, cudaStreamCaptureModeGlobal));
    scale<<<N / THREADS, THREADS, 0, s>>>(dx, n, two);
    CHECK(cudaStreamEndCapture(s, NULL));
    CHECK(cudaStreamBeginCaptureToGraph(s, else_body, NULL, NULL, 0, cudaStreamCaptureModeGlobal));
    shift<<<N / THREADS, THREADS, 0, s>>>(dx, n, minus_one);
    CHECK(cudaStreamEndCapture(s, NULL));

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    const int modes[] = {-1, 0, -1, 3, 0};  // -1: the kernel leaves the default (1)
    for (int m : modes) {
        CHECK(cudaMemcpyAsync(dmode, &m, sizeof m, cudaMemcpyHostToDevice, s));
        CHECK(cudaGraphLaunch(exec, s));
        CHECK(cudaStreamSynchronize(s));
        for (int i = 0; i < N; i++)
            model[i] = (m != 0 ? model[i] * 2.0f : model[i] - 1.0f) + 100.0f;
    }
    CHECK(cudaMemcpy(hx, dx, sizeof hx, cudaMemcpyDeviceToHost));
    check_float(hx, model, "if/else");
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(graph));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dmode));
}

int main(void)
{
    while_loop();
    switch_modes();
    captured_if_else();
    printf("graph_conditional: %d wrong\n%s\n", bad, bad ? "FAIL" : "PASS");
    return bad != 0;
}

// Host work in stream order: each of several streams runs a kernel, copies its result back,
// and queues a CUDART_CB callback (cudaStreamAddCallback) that checks the copied data and
// records the order it ran in; a cudaLaunchHostFunc on the legacy stream and a callback
// through a cudaStreamCallback_t variable follow. Every callback must see its stream, a
// success status, and the data of the work queued before it, and none may run early.
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

static const int STREAMS = 4;

__global__ void fill(int *out, int n, int value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = value * 1000 + i;
}

struct Work {
    cudaStream_t stream;
    int *host;
    int n, value;
    volatile int done;      // set by the callback
    int bad;                // elements the callback found wrong
    cudaStream_t seen;      // the stream the callback was given
    cudaError_t status;
};

static void CUDART_CB check_work(cudaStream_t stream, cudaError_t status, void *data)
{
    Work *w = (Work *)data;
    w->seen = stream;
    w->status = status;
    for (int i = 0; i < w->n; i++)
        w->bad += w->host[i] != w->value * 1000 + i;
    w->done = 1;
}

static volatile int host_fn_calls;

static void CUDART_CB count_host_fn(void *data)
{
    host_fn_calls += *(int *)data;
}

int main(int argc, char **argv)
{
    int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 1 << 12 : 1 << 20;
    Work work[STREAMS];
    int *dev[STREAMS];
    int failures = 0;

    for (int s = 0; s < STREAMS; s++) {
        Work &w = work[s];
        memset(&w, 0, sizeof w);
        w.n = n;
        w.value = s + 1;
        w.status = cudaErrorUnknown;
        CHECK(cudaStreamCreate(&w.stream));
        CHECK(cudaMallocHost(&w.host, n * sizeof(int)));
        CHECK(cudaMalloc(&dev[s], n * sizeof(int)));
    }
    for (int s = 0; s < STREAMS; s++) {
        Work &w = work[s];
        fill<<<(n + 255) / 256, 256, 0, w.stream>>>(dev[s], n, w.value);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpyAsync(w.host, dev[s], n * sizeof(int), cudaMemcpyDeviceToHost, w.stream));
        CHECK(cudaStreamAddCallback(w.stream, check_work, &w, 0));
    }
    int one = 1;
    CHECK(cudaLaunchHostFunc(0, count_host_fn, &one));
    cudaStreamCallback_t again = check_work;
    Work last;
    memset(&last, 0, sizeof last);
    last.stream = work[0].stream;
    last.host = work[0].host;
    last.n = n;
    last.value = 1;
    CHECK(cudaStreamAddCallback(last.stream, again, &last, 0));
    CHECK(cudaDeviceSynchronize());

    for (int s = 0; s < STREAMS; s++) {
        Work &w = work[s];
        if (!w.done || w.bad || w.seen != w.stream || w.status != cudaSuccess) {
            printf("stream %d: done %d, %d wrong elements, stream %s, status %d\n", s, w.done,
                   w.bad, w.seen == w.stream ? "right" : "wrong", (int)w.status);
            failures++;
        }
    }
    if (!last.done || last.bad || last.seen != last.stream) {
        printf("callback through a cudaStreamCallback_t: done %d, %d wrong\n", last.done, last.bad);
        failures++;
    }
    if (host_fn_calls != 1) {
        printf("cudaLaunchHostFunc ran %d times\n", host_fn_calls);
        failures++;
    }
    if (cudaStreamAddCallback(work[0].stream, check_work, &last, 1) != cudaErrorInvalidValue) {
        printf("flags != 0 was accepted\n");
        failures++;
    }
    cudaGetLastError();
    for (int s = 0; s < STREAMS; s++) {
        CHECK(cudaFree(dev[s]));
        CHECK(cudaFreeHost(work[s].host));
        CHECK(cudaStreamDestroy(work[s].stream));
    }
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}

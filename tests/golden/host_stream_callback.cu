// cudaStreamAddCallback with a CUDART_CB callback, a cudaStreamCallback_t variable, and
// cudaLaunchHostFunc: all map one to one onto the runtime.
#include <cuda_runtime.h>

static void CUDART_CB on_done(cudaStream_t stream, cudaError_t status, void *data)
{
    (void)stream;
    *(int *)data = status == cudaSuccess;
}

static void CUDART_CB host_fn(void *data)
{
    ++*(int *)data;
}

int queue_callbacks(cudaStream_t s, int *flag, int *count)
{
    cudaStreamCallback_t cb = on_done;
    cudaError_t err = cudaStreamAddCallback(s, cb, flag, 0);
    if (err == cudaSuccess)
        err = cudaStreamAddCallback(s, on_done, flag, 0);
    if (err == cudaSuccess)
        err = cudaLaunchHostFunc(s, host_fn, count);
    return err == cudaSuccess;
}

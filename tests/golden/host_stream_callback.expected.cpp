// cudaStreamAddCallback with a CUDART_CB callback, a cudaStreamCallback_t variable, and
// cudaLaunchHostFunc: all map one to one onto the runtime.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"

static void CUDART_CB on_done(cuportStream_t stream, cuportError_t status, void *data)
{
    (void)stream;
    *(int *)data = status == cuportSuccess;
}

static void CUDART_CB host_fn(void *data)
{
    ++*(int *)data;
}

int queue_callbacks(cuportStream_t s, int *flag, int *count)
{
    cuportStreamCallback_t cb = on_done;
    cuportError_t err = cuportStreamAddCallback(s, cb, flag, 0);
    if (err == cuportSuccess)
        err = cuportStreamAddCallback(s, on_done, flag, 0);
    if (err == cuportSuccess)
        err = cuportLaunchHostFunc(s, host_fn, count);
    return err == cuportSuccess;
}

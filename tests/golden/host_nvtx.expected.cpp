// NVTX as CUDA programs annotate their phases: the A/W-selecting macros, the explicit A
// forms, event attributes with a colour, a domain with a registered string, start/end
// ranges, names for the thread and a stream, and the profiler window. Every name maps onto
// the runtime (cuportNvtx*, CUPORT_NVTX_*); the includes become cuport_runtime.h;
// nvtxDomainResourceCreate has no runtime form and is reported.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include "cuport_runtime.h"
#include "cuport_runtime.h"
#include <unistd.h>

#define PHASE(name) cuportNvtxRangePushA(name)
#define END_PHASE() cuportNvtxRangePop()

static const uint32_t colors[] = {0xff00ff00, 0xff0000ff};

void colored_push(const char *name, int i)
{
    cuportNvtxEventAttributes_t attr = {0};
    attr.version = CUPORT_NVTX_VERSION;
    attr.size = CUPORT_NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    attr.colorType = CUPORT_NVTX_COLOR_ARGB;
    attr.color = colors[i % 2];
    attr.messageType = CUPORT_NVTX_MESSAGE_TYPE_ASCII;
    attr.message.ascii = name;
    cuportNvtxRangePushEx(&attr);
}

int annotate(cuportStream_t s, int n)
{
    cuportNvtxNameOsThreadA((uint32_t)gettid(), "main");
    cuportNvtxNameCudaStreamA(s, "copies");
    cuportNvtxDomainHandle_t dom = cuportNvtxDomainCreateA("solver");
    cuportNvtxStringHandle_t sweep = cuportNvtxDomainRegisterStringA(dom, "sweep");
    cuportProfilerStart();
    PHASE("setup");
    cuportNvtxMarkA("ready");
    END_PHASE();
    cuportNvtxRangeId_t all = cuportNvtxRangeStartA("iterations");
    for (int i = 0; i < n; i++) {
        cuportNvtxEventAttributes_t a = {};
        a.version = CUPORT_NVTX_VERSION;
        a.size = CUPORT_NVTX_EVENT_ATTRIB_STRUCT_SIZE;
        a.messageType = CUPORT_NVTX_MESSAGE_TYPE_REGISTERED;
        a.message.registered = sweep;
        cuportNvtxDomainRangePushEx(dom, &a);
        colored_push("step", i);
        cuportNvtxRangePop();
        cuportNvtxDomainRangePop(dom);
    }
    cuportNvtxRangeEnd(all);
    cuportProfilerStop();
    cuportNvtxResourceAttributes_t ra = {};
    // CUPORT1400:0: 'nvtxDomainResourceCreate' has no counterpart in the cuport runtime (NVTX resource naming (memory/synchronisation objects for a tool)); it is kept as written and must be migrated by hand
    nvtxDomainResourceCreate(dom, &ra);
    cuportNvtxDomainDestroy(dom);
    return cuportNvtxRangePushA("tail") + cuportNvtxRangePop();
}

// NVTX as CUDA programs annotate their phases: the A/W-selecting macros, the explicit A
// forms, event attributes with a colour, a domain with a registered string, start/end
// ranges, names for the thread and a stream, and the profiler window. Every name maps onto
// the runtime (cuportNvtx*, CUPORT_NVTX_*); the includes become cuport_runtime.h;
// nvtxDomainResourceCreate has no runtime form and is reported.
#include <cuda_profiler_api.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
#include <unistd.h>

#define PHASE(name) nvtxRangePush(name)
#define END_PHASE() nvtxRangePop()

static const uint32_t colors[] = {0xff00ff00, 0xff0000ff};

void colored_push(const char *name, int i)
{
    nvtxEventAttributes_t attr = {0};
    attr.version = NVTX_VERSION;
    attr.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    attr.colorType = NVTX_COLOR_ARGB;
    attr.color = colors[i % 2];
    attr.messageType = NVTX_MESSAGE_TYPE_ASCII;
    attr.message.ascii = name;
    nvtxRangePushEx(&attr);
}

int annotate(cudaStream_t s, int n)
{
    nvtxNameOsThread((uint32_t)gettid(), "main");
    nvtxNameCudaStreamA(s, "copies");
    nvtxDomainHandle_t dom = nvtxDomainCreateA("solver");
    nvtxStringHandle_t sweep = nvtxDomainRegisterStringA(dom, "sweep");
    cudaProfilerStart();
    PHASE("setup");
    nvtxMark("ready");
    END_PHASE();
    nvtxRangeId_t all = nvtxRangeStartA("iterations");
    for (int i = 0; i < n; i++) {
        nvtxEventAttributes_t a = {};
        a.version = NVTX_VERSION;
        a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
        a.messageType = NVTX_MESSAGE_TYPE_REGISTERED;
        a.message.registered = sweep;
        nvtxDomainRangePushEx(dom, &a);
        colored_push("step", i);
        nvtxRangePop();
        nvtxDomainRangePop(dom);
    }
    nvtxRangeEnd(all);
    cudaProfilerStop();
    nvtxResourceAttributes_t ra = {};
    nvtxDomainResourceCreate(dom, &ra);
    nvtxDomainDestroy(dom);
    return nvtxRangePushA("tail") + nvtxRangePop();
}

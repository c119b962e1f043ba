// devutil.h: the kind of utility header nearly every CUDA code base carries: CUDA error names
// and a checking macro, the choice of a device by compute mode and core count, the cores of
// each SM version, a command-line flag reader. Its groups exist only when the CUDA headers
// they need came first, which it tells by their include guards, as such headers do.
#ifndef DEVUTIL_H
#define DEVUTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#ifdef __DRIVER_TYPES_H__
// A name for each error code the program can meet, as a table of cases.
static const char *devErrorName(cudaError_t error)
{
    switch (error) {
    case cudaSuccess:
        return "cudaSuccess";
    case cudaErrorInvalidValue:
        return "cudaErrorInvalidValue";
    case cudaErrorMemoryAllocation:
        return "cudaErrorMemoryAllocation";
    case cudaErrorInitializationError:
        return "cudaErrorInitializationError";
    case cudaErrorInvalidConfiguration:
        return "cudaErrorInvalidConfiguration";
    case cudaErrorInvalidDevice:
        return "cudaErrorInvalidDevice";
    case cudaErrorInvalidMemcpyDirection:
        return "cudaErrorInvalidMemcpyDirection";
    case cudaErrorNoDevice:
        return "cudaErrorNoDevice";
    case cudaErrorNotReady:
        return "cudaErrorNotReady";
    case cudaErrorLaunchFailure:
        return "cudaErrorLaunchFailure";
    default:
        break;
    }
    return "<unknown>";
}

template <typename T>
void devCheck(T result, const char *what, const char *file, int line)
{
    if (result) {
        fprintf(stderr, "FAIL: %s:%d: %s gave %d (%s)\n", file, line, what, (int)result,
                devErrorName(result));
        exit(EXIT_FAILURE);
    }
}
#define devCheckErrors(val) devCheck((val), #val, __FILE__, __LINE__)

inline void devLastError(const char *what, const char *file, int line)
{
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
        fprintf(stderr, "FAIL: %s:%d: %s: %s\n", file, line, what, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}
#define devGetLastError(msg) devLastError(msg, __FILE__, __LINE__)
#endif

#ifdef CUBLAS_API_H_
// Only with cublas_v2.h, which this program never includes: dead under nvcc.
static const char *devErrorName(cublasStatus_t s)
{
    return s == CUBLAS_STATUS_SUCCESS ? "CUBLAS_STATUS_SUCCESS" : "cublas error";
}
#endif

// Cores per multiprocessor for each SM version, 0xMm; unknown versions take the last entry.
inline int devCoresPerSM(int major, int minor)
{
    struct {
        int sm;
        int cores;
    } table[] = {{0x30, 192}, {0x50, 128}, {0x60, 64}, {0x70, 64}, {0x80, 64}, {0x90, 128}, {-1, -1}};
    int i = 0;
    while (table[i].sm != -1) {
        if (table[i].sm == ((major << 4) + minor))
            return table[i].cores;
        i++;
    }
    return table[i - 1].cores;
}

#ifdef __CUDA_RUNTIME_H__
// The usable device with the most cores times clock; -1 if every device is prohibited.
inline int devPickBest()
{
    int count = 0, best = -1;
    unsigned long long bestPerf = 0;
    devCheckErrors(cudaGetDeviceCount(&count));
    for (int dev = 0; dev < count; dev++) {
        int mode = -1, major = 0, minor = 0, sms = 0, clock = 0;
        devCheckErrors(cudaDeviceGetAttribute(&mode, cudaDevAttrComputeMode, dev));
        devCheckErrors(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev));
        devCheckErrors(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev));
        devCheckErrors(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
        devCheckErrors(cudaDeviceGetAttribute(&clock, cudaDevAttrClockRate, dev));
        if (mode == cudaComputeModeProhibited)
            continue;
        unsigned long long perf =
            (unsigned long long)sms * devCoresPerSM(major, minor) * (clock > 0 ? clock : 1);
        if (best < 0 || perf > bestPerf) {
            best = dev;
            bestPerf = perf;
        }
    }
    return best;
}

inline int devFind(int argc, char **argv);
#endif

// "-name" or "--name" or "-name=value" on the command line, compared without case.
inline bool devFlag(int argc, char **argv, const char *name)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        while (*a == '-')
            a++;
        size_t n = strlen(name);
        if (strncasecmp(a, name, n) == 0 && (a[n] == '\0' || a[n] == '='))
            return true;
    }
    return false;
}

#ifdef __CUDA_RUNTIME_H__
inline int devFind(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    int dev = devPickBest();
    if (dev < 0) {
        fprintf(stderr, "FAIL: every device is prohibited\n");
        exit(EXIT_FAILURE);
    }
    devCheckErrors(cudaSetDevice(dev));
    return dev;
}
#endif

#endif

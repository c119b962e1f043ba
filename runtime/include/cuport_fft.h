/*
 * cuport_fft.h: CUDA's cuFFT (cufft.h) for migrated host code.
 *
 * The names are cuFFT's with cuportfft in place of cufft (cufftPlan1d -> cuportfftPlan1d,
 * cufftHandle -> cuportfftHandle) and CUPORTFFT_ in place of CUFFT_ (CUFFT_C2C ->
 * CUPORTFFT_C2C); the values are cuFFT's, so a result printed or compared as a number means
 * the same.  cuportfftComplex is cuportFloatComplex (cuport_complex.h, CUDA's cuComplex:
 * real part in x, imaginary in y) and cuportfftDoubleComplex cuportDoubleComplex.
 *
 * Transforms are computed by the runtime's own OpenCL C kernels (runtime/src/fft.c) on the
 * current device, ordered on the plan's stream: any size (mixed-radix passes for every
 * factor, a direct DFT for a prime factor above 7), rank 1 to 3, batched, with cuFFT's
 * advanced layout (inembed/istride/idist, onembed/ostride/odist), in place or out of place,
 * unnormalized as cuFFT's (a forward then an inverse transform multiplies by the size).
 * Data pointers are device pointers (cuportMalloc's).  docs/fft.md lists what is covered;
 * of cufftXt only the single-GPU plan of data types is (no several GPUs, no callbacks).
 *
 * Unless CUPORT_NO_CUDA_NAMES is defined, cuFFT's own names are macros or typedefs of these
 * and _CUFFT_H_ (cufft.h's guard) is defined, so code that tests it decides as with nvcc.
 */
#ifndef CUPORT_FFT_H
#define CUPORT_FFT_H

#include <stddef.h>
#include "cuport_runtime.h"
#include "cuport_complex.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum cuportfftResult_t {
  CUPORTFFT_SUCCESS = 0x0,
  CUPORTFFT_INVALID_PLAN = 0x1,
  CUPORTFFT_ALLOC_FAILED = 0x2,
  CUPORTFFT_INVALID_TYPE = 0x3,
  CUPORTFFT_INVALID_VALUE = 0x4,
  CUPORTFFT_INTERNAL_ERROR = 0x5,
  CUPORTFFT_EXEC_FAILED = 0x6,
  CUPORTFFT_SETUP_FAILED = 0x7,
  CUPORTFFT_INVALID_SIZE = 0x8,
  CUPORTFFT_UNALIGNED_DATA = 0x9,
  CUPORTFFT_INVALID_DEVICE = 0xB,
  CUPORTFFT_NO_WORKSPACE = 0xD,
  CUPORTFFT_NOT_IMPLEMENTED = 0xE,
  CUPORTFFT_NOT_SUPPORTED = 0x10,
  CUPORTFFT_MISSING_DEPENDENCY = 0x11,
  CUPORTFFT_NVRTC_FAILURE = 0x12,
  CUPORTFFT_NVJITLINK_FAILURE = 0x13,
  CUPORTFFT_NVSHMEM_FAILURE = 0x14
} cuportfftResult;

typedef enum cuportfftType_t {
  CUPORTFFT_R2C = 0x2a, /* float real to float complex, forward */
  CUPORTFFT_C2R = 0x2c, /* float complex (Hermitian half) to float real, inverse */
  CUPORTFFT_C2C = 0x29,
  CUPORTFFT_D2Z = 0x6a,
  CUPORTFFT_Z2D = 0x6c,
  CUPORTFFT_Z2Z = 0x69
} cuportfftType;

typedef enum cuportfftCompatibility_t {
  CUPORTFFT_COMPATIBILITY_FFTW_PADDING = 0x01
} cuportfftCompatibility;

#define CUPORTFFT_FORWARD (-1)
#define CUPORTFFT_INVERSE 1
#define CUPORTFFT_COMPATIBILITY_DEFAULT CUPORTFFT_COMPATIBILITY_FFTW_PADDING
#define CUPORTFFT_VERSION 12000 /* the cuFFT version whose interface this is (CUDA 12.8) */
#define CUPORTFFT_PLAN_NULL (-1)

typedef int cuportfftHandle;
typedef float cuportfftReal;
typedef double cuportfftDoubleReal;
typedef cuportFloatComplex cuportfftComplex;
typedef cuportDoubleComplex cuportfftDoubleComplex;

/* Plans.  A plan made by cuportfftPlan* (or cuportfftCreate then cuportfftMakePlan*) holds
   its twiddle tables and, unless cuportfftSetAutoAllocation(plan, 0) came first, its work
   area (device memory of *workSize bytes); cuportfftDestroy frees both.  n[] is the size of
   each dimension, slowest first; inembed/onembed NULL means the basic layout (contiguous;
   for R2C/C2R the complex side's last dimension n/2+1, the real side's n, or 2*(n/2+1)
   when the transform is in place).  Sizes must be positive; rank 1 to 3. */
CUPORT_API cuportfftResult cuportfftPlan1d(cuportfftHandle *plan, int nx, cuportfftType type,
                                           int batch);
CUPORT_API cuportfftResult cuportfftPlan2d(cuportfftHandle *plan, int nx, int ny,
                                           cuportfftType type);
CUPORT_API cuportfftResult cuportfftPlan3d(cuportfftHandle *plan, int nx, int ny, int nz,
                                           cuportfftType type);
CUPORT_API cuportfftResult cuportfftPlanMany(cuportfftHandle *plan, int rank, int *n,
                                             int *inembed, int istride, int idist,
                                             int *onembed, int ostride, int odist,
                                             cuportfftType type, int batch);
CUPORT_API cuportfftResult cuportfftCreate(cuportfftHandle *handle);
CUPORT_API cuportfftResult cuportfftMakePlan1d(cuportfftHandle plan, int nx, cuportfftType type,
                                               int batch, size_t *workSize);
CUPORT_API cuportfftResult cuportfftMakePlan2d(cuportfftHandle plan, int nx, int ny,
                                               cuportfftType type, size_t *workSize);
CUPORT_API cuportfftResult cuportfftMakePlan3d(cuportfftHandle plan, int nx, int ny, int nz,
                                               cuportfftType type, size_t *workSize);
CUPORT_API cuportfftResult cuportfftMakePlanMany(cuportfftHandle plan, int rank, int *n,
                                                 int *inembed, int istride, int idist,
                                                 int *onembed, int ostride, int odist,
                                                 cuportfftType type, int batch,
                                                 size_t *workSize);
CUPORT_API cuportfftResult cuportfftMakePlanMany64(cuportfftHandle plan, int rank,
                                                   long long int *n, long long int *inembed,
                                                   long long int istride, long long int idist,
                                                   long long int *onembed,
                                                   long long int ostride, long long int odist,
                                                   cuportfftType type, long long int batch,
                                                   size_t *workSize);

/* Work-area sizes: what a plan of these parameters needs (Estimate: without a handle;
   GetSize*: for the handle, before or after it is made). */
CUPORT_API cuportfftResult cuportfftEstimate1d(int nx, cuportfftType type, int batch,
                                               size_t *workSize);
CUPORT_API cuportfftResult cuportfftEstimate2d(int nx, int ny, cuportfftType type,
                                               size_t *workSize);
CUPORT_API cuportfftResult cuportfftEstimate3d(int nx, int ny, int nz, cuportfftType type,
                                               size_t *workSize);
CUPORT_API cuportfftResult cuportfftEstimateMany(int rank, int *n, int *inembed, int istride,
                                                 int idist, int *onembed, int ostride,
                                                 int odist, cuportfftType type, int batch,
                                                 size_t *workSize);
CUPORT_API cuportfftResult cuportfftGetSize1d(cuportfftHandle handle, int nx,
                                              cuportfftType type, int batch, size_t *workSize);
CUPORT_API cuportfftResult cuportfftGetSize2d(cuportfftHandle handle, int nx, int ny,
                                              cuportfftType type, size_t *workSize);
CUPORT_API cuportfftResult cuportfftGetSize3d(cuportfftHandle handle, int nx, int ny, int nz,
                                              cuportfftType type, size_t *workSize);
CUPORT_API cuportfftResult cuportfftGetSizeMany(cuportfftHandle handle, int rank, int *n,
                                                int *inembed, int istride, int idist,
                                                int *onembed, int ostride, int odist,
                                                cuportfftType type, int batch,
                                                size_t *workArea);
CUPORT_API cuportfftResult cuportfftGetSizeMany64(cuportfftHandle plan, int rank,
                                                  long long int *n, long long int *inembed,
                                                  long long int istride, long long int idist,
                                                  long long int *onembed,
                                                  long long int ostride, long long int odist,
                                                  cuportfftType type, long long int batch,
                                                  size_t *workSize);
CUPORT_API cuportfftResult cuportfftGetSize(cuportfftHandle handle, size_t *workSize);

/* The work area: with auto-allocation off (before the plan is made) the caller gives one of
   at least the plan's work size with cuportfftSetWorkArea before executing. */
CUPORT_API cuportfftResult cuportfftSetWorkArea(cuportfftHandle plan, void *workArea);
CUPORT_API cuportfftResult cuportfftSetAutoAllocation(cuportfftHandle plan, int autoAllocate);

/* Execution, ordered on the plan's stream (cuportfftSetStream; the legacy default stream
   otherwise).  direction is CUPORTFFT_FORWARD (exp(-2 pi i jk/n)) or CUPORTFFT_INVERSE
   (exp(+2 pi i jk/n)), unscaled.  idata == odata is an in-place transform. */
CUPORT_API cuportfftResult cuportfftExecC2C(cuportfftHandle plan, cuportfftComplex *idata,
                                            cuportfftComplex *odata, int direction);
CUPORT_API cuportfftResult cuportfftExecR2C(cuportfftHandle plan, cuportfftReal *idata,
                                            cuportfftComplex *odata);
CUPORT_API cuportfftResult cuportfftExecC2R(cuportfftHandle plan, cuportfftComplex *idata,
                                            cuportfftReal *odata);
CUPORT_API cuportfftResult cuportfftExecZ2Z(cuportfftHandle plan, cuportfftDoubleComplex *idata,
                                            cuportfftDoubleComplex *odata, int direction);
CUPORT_API cuportfftResult cuportfftExecD2Z(cuportfftHandle plan, cuportfftDoubleReal *idata,
                                            cuportfftDoubleComplex *odata);
CUPORT_API cuportfftResult cuportfftExecZ2D(cuportfftHandle plan, cuportfftDoubleComplex *idata,
                                            cuportfftDoubleReal *odata);

/* CUDA's cudaDataType (library_types.h), with its values. */
#include "cuport_library_types.h"

/* cufftXt's single-GPU plan of data types: the types of a plan above (R_32F/C_32F for
   R2C, C2R and C2C, R_64F/C_64F for D2Z, Z2D and Z2Z, the execution type the complex
   one); any other (half, bfloat16) gives CUPORTFFT_NOT_SUPPORTED.  cuportfftXtExec runs
   it as the matching cuportfftExec* (direction ignored for real transforms). */
CUPORT_API cuportfftResult cuportfftXtMakePlanMany(cuportfftHandle plan, int rank,
                                                   long long int *n, long long int *inembed,
                                                   long long int istride, long long int idist,
                                                   cuportDataType inputtype,
                                                   long long int *onembed,
                                                   long long int ostride, long long int odist,
                                                   cuportDataType outputtype,
                                                   long long int batch, size_t *workSize,
                                                   cuportDataType executiontype);
CUPORT_API cuportfftResult cuportfftXtGetSizeMany(cuportfftHandle plan, int rank,
                                                  long long int *n, long long int *inembed,
                                                  long long int istride, long long int idist,
                                                  cuportDataType inputtype,
                                                  long long int *onembed,
                                                  long long int ostride, long long int odist,
                                                  cuportDataType outputtype,
                                                  long long int batch, size_t *workSize,
                                                  cuportDataType executiontype);
CUPORT_API cuportfftResult cuportfftXtExec(cuportfftHandle plan, void *input, void *output,
                                           int direction);

CUPORT_API cuportfftResult cuportfftSetStream(cuportfftHandle plan, cuportStream_t stream);
CUPORT_API cuportfftResult cuportfftDestroy(cuportfftHandle plan);
CUPORT_API cuportfftResult cuportfftGetVersion(int *version);

#ifdef __cplusplus
}
#endif

#ifndef CUPORT_NO_CUDA_NAMES
#define _CUFFT_H_ /* cufft.h's guard: code that tests it decides as with nvcc */
typedef cuportfftResult cufftResult;
typedef cuportfftType cufftType;
typedef cuportfftHandle cufftHandle;
typedef cuportfftReal cufftReal;
typedef cuportfftDoubleReal cufftDoubleReal;
typedef cuportfftComplex cufftComplex;
typedef cuportfftDoubleComplex cufftDoubleComplex;
#define CUFFT_SUCCESS CUPORTFFT_SUCCESS
#define CUFFT_INVALID_PLAN CUPORTFFT_INVALID_PLAN
#define CUFFT_ALLOC_FAILED CUPORTFFT_ALLOC_FAILED
#define CUFFT_INVALID_TYPE CUPORTFFT_INVALID_TYPE
#define CUFFT_INVALID_VALUE CUPORTFFT_INVALID_VALUE
#define CUFFT_INTERNAL_ERROR CUPORTFFT_INTERNAL_ERROR
#define CUFFT_EXEC_FAILED CUPORTFFT_EXEC_FAILED
#define CUFFT_SETUP_FAILED CUPORTFFT_SETUP_FAILED
#define CUFFT_INVALID_SIZE CUPORTFFT_INVALID_SIZE
#define CUFFT_UNALIGNED_DATA CUPORTFFT_UNALIGNED_DATA
#define CUFFT_INVALID_DEVICE CUPORTFFT_INVALID_DEVICE
#define CUFFT_NO_WORKSPACE CUPORTFFT_NO_WORKSPACE
#define CUFFT_NOT_IMPLEMENTED CUPORTFFT_NOT_IMPLEMENTED
#define CUFFT_NOT_SUPPORTED CUPORTFFT_NOT_SUPPORTED
#define CUFFT_MISSING_DEPENDENCY CUPORTFFT_MISSING_DEPENDENCY
#define CUFFT_NVRTC_FAILURE CUPORTFFT_NVRTC_FAILURE
#define CUFFT_NVJITLINK_FAILURE CUPORTFFT_NVJITLINK_FAILURE
#define CUFFT_NVSHMEM_FAILURE CUPORTFFT_NVSHMEM_FAILURE
#define CUFFT_R2C CUPORTFFT_R2C
#define CUFFT_C2R CUPORTFFT_C2R
#define CUFFT_C2C CUPORTFFT_C2C
#define CUFFT_D2Z CUPORTFFT_D2Z
#define CUFFT_Z2D CUPORTFFT_Z2D
#define CUFFT_Z2Z CUPORTFFT_Z2Z
#define CUFFT_FORWARD CUPORTFFT_FORWARD
#define CUFFT_INVERSE CUPORTFFT_INVERSE
#define CUFFT_VERSION CUPORTFFT_VERSION
#define CUFFT_PLAN_NULL CUPORTFFT_PLAN_NULL
#define CUFFT_COMPATIBILITY_FFTW_PADDING CUPORTFFT_COMPATIBILITY_FFTW_PADDING
#define CUFFT_COMPATIBILITY_DEFAULT CUPORTFFT_COMPATIBILITY_DEFAULT
#define cufftPlan1d cuportfftPlan1d
#define cufftPlan2d cuportfftPlan2d
#define cufftPlan3d cuportfftPlan3d
#define cufftPlanMany cuportfftPlanMany
#define cufftCreate cuportfftCreate
#define cufftMakePlan1d cuportfftMakePlan1d
#define cufftMakePlan2d cuportfftMakePlan2d
#define cufftMakePlan3d cuportfftMakePlan3d
#define cufftMakePlanMany cuportfftMakePlanMany
#define cufftMakePlanMany64 cuportfftMakePlanMany64
#define cufftEstimate1d cuportfftEstimate1d
#define cufftEstimate2d cuportfftEstimate2d
#define cufftEstimate3d cuportfftEstimate3d
#define cufftEstimateMany cuportfftEstimateMany
#define cufftGetSize1d cuportfftGetSize1d
#define cufftGetSize2d cuportfftGetSize2d
#define cufftGetSize3d cuportfftGetSize3d
#define cufftGetSizeMany cuportfftGetSizeMany
#define cufftGetSizeMany64 cuportfftGetSizeMany64
#define cufftGetSize cuportfftGetSize
#define cufftSetWorkArea cuportfftSetWorkArea
#define cufftSetAutoAllocation cuportfftSetAutoAllocation
#define cufftExecC2C cuportfftExecC2C
#define cufftExecR2C cuportfftExecR2C
#define cufftExecC2R cuportfftExecC2R
#define cufftExecZ2Z cuportfftExecZ2Z
#define cufftExecD2Z cuportfftExecD2Z
#define cufftExecZ2D cuportfftExecZ2D
#define cufftSetStream cuportfftSetStream
#define cufftDestroy cuportfftDestroy
#define cufftGetVersion cuportfftGetVersion
#define cufftXtMakePlanMany cuportfftXtMakePlanMany
#define cufftXtGetSizeMany cuportfftXtGetSizeMany
#define cufftXtExec cuportfftXtExec
#endif /* !CUPORT_NO_CUDA_NAMES */

#endif /* CUPORT_FFT_H */

/* cuport: minimal cuFFT declarations so units that use cuFFT still parse.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * The handle, result and type enums with CUDA's values and cufft.h's functions; the
 * rules (rules/runtime.json) map them to the runtime's cuport_fft.h.
 */
#ifndef CUPORT_CUFFT_H
#define CUPORT_CUFFT_H
#define _CUFFT_H_
#include "driver_types.h"
#include "cuComplex.h"
typedef enum cufftResult_t {
  CUFFT_SUCCESS = 0, CUFFT_INVALID_PLAN = 1, CUFFT_ALLOC_FAILED = 2, CUFFT_INVALID_TYPE = 3,
  CUFFT_INVALID_VALUE = 4, CUFFT_INTERNAL_ERROR = 5, CUFFT_EXEC_FAILED = 6,
  CUFFT_SETUP_FAILED = 7, CUFFT_INVALID_SIZE = 8, CUFFT_UNALIGNED_DATA = 9,
  CUFFT_INVALID_DEVICE = 0xB, CUFFT_NO_WORKSPACE = 0xD, CUFFT_NOT_IMPLEMENTED = 0xE,
  CUFFT_NOT_SUPPORTED = 16, CUFFT_MISSING_DEPENDENCY = 0x11, CUFFT_NVRTC_FAILURE = 0x12,
  CUFFT_NVJITLINK_FAILURE = 0x13, CUFFT_NVSHMEM_FAILURE = 0x14
} cufftResult;
typedef enum cufftType_t {
  CUFFT_R2C = 0x2a, CUFFT_C2R = 0x2c, CUFFT_C2C = 0x29,
  CUFFT_D2Z = 0x6a, CUFFT_Z2D = 0x6c, CUFFT_Z2Z = 0x69
} cufftType;
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1
#define CUFFT_VERSION 12000
#define CUFFT_PLAN_NULL -1
typedef enum cufftCompatibility_t {
  CUFFT_COMPATIBILITY_FFTW_PADDING = 0x01
} cufftCompatibility;
#define CUFFT_COMPATIBILITY_DEFAULT CUFFT_COMPATIBILITY_FFTW_PADDING
typedef int cufftHandle;
typedef float cufftReal;
typedef double cufftDoubleReal;
typedef cuComplex cufftComplex;
typedef cuDoubleComplex cufftDoubleComplex;
#define __CUPORT_FFT extern __host__ cufftResult
__CUPORT_BEGIN_C
__CUPORT_FFT cufftCreate(cufftHandle *handle);
__CUPORT_FFT cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);
__CUPORT_FFT cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type);
__CUPORT_FFT cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type);
__CUPORT_FFT cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride,
                           int idist, int *onembed, int ostride, int odist, cufftType type,
                           int batch);
__CUPORT_FFT cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch,
                             size_t *workSize);
__CUPORT_FFT cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize);
__CUPORT_FFT cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type,
                             size_t *workSize);
__CUPORT_FFT cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride,
                               int idist, int *onembed, int ostride, int odist, cufftType type,
                               int batch, size_t *workSize);
__CUPORT_FFT cufftMakePlanMany64(cufftHandle plan, int rank, long long int *n,
                                 long long int *inembed, long long int istride,
                                 long long int idist, long long int *onembed,
                                 long long int ostride, long long int odist, cufftType type,
                                 long long int batch, size_t *workSize);
__CUPORT_FFT cufftGetSizeMany64(cufftHandle plan, int rank, long long int *n,
                                long long int *inembed, long long int istride,
                                long long int idist, long long int *onembed,
                                long long int ostride, long long int odist, cufftType type,
                                long long int batch, size_t *workSize);
__CUPORT_FFT cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize);
__CUPORT_FFT cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize);
__CUPORT_FFT cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize);
__CUPORT_FFT cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist,
                               int *onembed, int ostride, int odist, cufftType type, int batch,
                               size_t *workSize);
__CUPORT_FFT cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch,
                            size_t *workSize);
__CUPORT_FFT cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type,
                            size_t *workSize);
__CUPORT_FFT cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type,
                            size_t *workSize);
__CUPORT_FFT cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride,
                              int idist, int *onembed, int ostride, int odist, cufftType type,
                              int batch, size_t *workArea);
__CUPORT_FFT cufftSetWorkArea(cufftHandle plan, void *workArea);
__CUPORT_FFT cufftSetAutoAllocation(cufftHandle plan, int autoAllocate);
__CUPORT_FFT cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata,
                          int direction);
__CUPORT_FFT cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata);
__CUPORT_FFT cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata);
__CUPORT_FFT cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata,
                          cufftDoubleComplex *odata, int direction);
__CUPORT_FFT cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata);
__CUPORT_FFT cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata);
__CUPORT_FFT cufftSetStream(cufftHandle plan, cudaStream_t stream);
__CUPORT_FFT cufftGetSize(cufftHandle handle, size_t *workSize);
__CUPORT_FFT cufftDestroy(cufftHandle plan);
__CUPORT_FFT cufftGetVersion(int *version);
__CUPORT_END_C
#endif /* CUPORT_CUFFT_H */

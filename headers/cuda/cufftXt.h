/* cuport: minimal cufftXt.h declarations so units that include it still parse.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * cufft.h, the single-GPU plan of data types the runtime has (cufftXtMakePlanMany,
 * cufftXtGetSizeMany, cufftXtExec), and the extension's descriptor, callback and
 * multi-GPU functions the rules report as unsupported.
 */
#ifndef CUPORT_CUFFTXT_H
#define CUPORT_CUFFTXT_H
#define _CUFFTXT_H_
#include "cufft.h"
#include "driver_types.h" /* cudaDataType */
typedef enum cufftXtSubFormat_t {
  CUFFT_XT_FORMAT_INPUT = 0x00, CUFFT_XT_FORMAT_OUTPUT = 0x01, CUFFT_XT_FORMAT_INPLACE = 0x02,
  CUFFT_XT_FORMAT_INPLACE_SHUFFLED = 0x03, CUFFT_XT_FORMAT_1D_INPUT_SHUFFLED = 0x04
} cufftXtSubFormat;
typedef enum cufftXtCopyType_t {
  CUFFT_COPY_HOST_TO_DEVICE = 0x00, CUFFT_COPY_DEVICE_TO_HOST = 0x01,
  CUFFT_COPY_DEVICE_TO_DEVICE = 0x02
} cufftXtCopyType;
typedef enum cufftXtCallbackType_t {
  CUFFT_CB_LD_COMPLEX = 0x0, CUFFT_CB_LD_COMPLEX_DOUBLE = 0x1, CUFFT_CB_LD_REAL = 0x2,
  CUFFT_CB_LD_REAL_DOUBLE = 0x3, CUFFT_CB_ST_COMPLEX = 0x4, CUFFT_CB_ST_COMPLEX_DOUBLE = 0x5,
  CUFFT_CB_ST_REAL = 0x6, CUFFT_CB_ST_REAL_DOUBLE = 0x7
} cufftXtCallbackType;
typedef struct cudaXtDesc_t {
  int version; int nGPUs; int GPUs[64]; void *data[64]; size_t size[64]; void *cudaXtState;
} cudaXtDesc;
typedef struct cudaLibXtDesc_t {
  int version; cudaXtDesc *descriptor; int library; int subFormat; void *libDescriptor;
} cudaLibXtDesc;
typedef cufftComplex (*cufftCallbackLoadC)(void *dataIn, size_t offset, void *callerInfo,
                                           void *sharedPointer);
typedef void (*cufftCallbackStoreC)(void *dataOut, size_t offset, cufftComplex element,
                                    void *callerInfo, void *sharedPointer);
__CUPORT_BEGIN_C
__CUPORT_FFT cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs);
__CUPORT_FFT cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format);
__CUPORT_FFT cufftXtMemcpy(cufftHandle plan, void *dstPointer, void *srcPointer,
                           cufftXtCopyType type);
__CUPORT_FFT cufftXtFree(cudaLibXtDesc *descriptor);
__CUPORT_FFT cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *input,
                                      cudaLibXtDesc *output, int direction);
__CUPORT_FFT cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *input,
                                   cudaLibXtDesc *output, int direction);
__CUPORT_FFT cufftXtMakePlanMany(cufftHandle plan, int rank, long long int *n,
                                 long long int *inembed, long long int istride,
                                 long long int idist, cudaDataType inputtype,
                                 long long int *onembed, long long int ostride,
                                 long long int odist, cudaDataType outputtype,
                                 long long int batch, size_t *workSize,
                                 cudaDataType executiontype);
__CUPORT_FFT cufftXtGetSizeMany(cufftHandle plan, int rank, long long int *n,
                                long long int *inembed, long long int istride,
                                long long int idist, cudaDataType inputtype,
                                long long int *onembed, long long int ostride,
                                long long int odist, cudaDataType outputtype,
                                long long int batch, size_t *workSize,
                                cudaDataType executiontype);
__CUPORT_FFT cufftXtExec(cufftHandle plan, void *input, void *output, int direction);
__CUPORT_FFT cufftXtSetCallback(cufftHandle plan, void **callback_routine,
                                cufftXtCallbackType cbType, void **caller_info);
__CUPORT_FFT cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType);
__CUPORT_FFT cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType,
                                          size_t sharedSize);
__CUPORT_END_C
#endif /* CUPORT_CUFFTXT_H */

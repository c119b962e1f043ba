/* cuport: NVTX 3 (the NVIDIA Tools Extension), declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled
 * or linked.  It declares NVTX's C API as NVTX 3 does (the same types, struct layout,
 * enum values and the A/W macros of nvtxRangePush and friends), so calls in user code
 * resolve to declarations the migrator recognises; the rules map each name to the
 * runtime's cuportNvtx* (runtime/src/nvtx.c).  nvToolsExt.h (NVTX 2's name) includes
 * this file.  Usable from C and C++.
 */
#ifndef CUPORT_NVTOOLSEXT_H
#define CUPORT_NVTOOLSEXT_H
#define NVTOOLSEXT_H_
#include <stddef.h>
#include <stdint.h>

#define NVTX_VERSION 3
#define NVTX_API

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st nvtxDomainRegistration;
typedef nvtxDomainRegistration *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st nvtxStringRegistration;
typedef nvtxStringRegistration *nvtxStringHandle_t;
typedef struct nvtxResourceHandle *nvtxResourceHandle_t;

typedef enum nvtxColorType_t { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 } nvtxColorType_t;
typedef enum nvtxMessageType_t {
  NVTX_MESSAGE_UNKNOWN = 0, NVTX_MESSAGE_TYPE_ASCII = 1, NVTX_MESSAGE_TYPE_UNICODE = 2,
  NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;
typedef enum nvtxPayloadType_t {
  NVTX_PAYLOAD_UNKNOWN = 0, NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1, NVTX_PAYLOAD_TYPE_INT64 = 2,
  NVTX_PAYLOAD_TYPE_DOUBLE = 3, NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
  NVTX_PAYLOAD_TYPE_INT32 = 5, NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;
typedef union nvtxMessageValue_t {
  const char *ascii;
  const wchar_t *unicode;
  nvtxStringHandle_t registered;
} nvtxMessageValue_t;

typedef struct nvtxEventAttributes_v2 {
  uint16_t version;
  uint16_t size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType;
  int32_t reserved0;
  union payload_t {
    uint64_t ullValue;
    int64_t llValue;
    double dValue;
    uint32_t uiValue;
    int32_t iValue;
    float fValue;
  } payload;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxEventAttributes_v2;
typedef struct nvtxEventAttributes_v2 nvtxEventAttributes_t;
#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))

typedef struct nvtxResourceAttributes_v0 {
  uint16_t version;
  uint16_t size;
  int32_t identifierType;
  union identifier_t { const void *pValue; uint64_t ullValue; } identifier;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxResourceAttributes_v0;
typedef struct nvtxResourceAttributes_v0 nvtxResourceAttributes_t;

#ifdef __cplusplus
extern "C" {
#endif
void NVTX_API nvtxInitialize(const void *reserved);
void NVTX_API nvtxDomainMarkEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib);
void NVTX_API nvtxMarkEx(const nvtxEventAttributes_t *eventAttrib);
void NVTX_API nvtxMarkA(const char *message);
void NVTX_API nvtxMarkW(const wchar_t *message);
nvtxRangeId_t NVTX_API nvtxDomainRangeStartEx(nvtxDomainHandle_t domain,
                                              const nvtxEventAttributes_t *eventAttrib);
nvtxRangeId_t NVTX_API nvtxRangeStartEx(const nvtxEventAttributes_t *eventAttrib);
nvtxRangeId_t NVTX_API nvtxRangeStartA(const char *message);
nvtxRangeId_t NVTX_API nvtxRangeStartW(const wchar_t *message);
void NVTX_API nvtxDomainRangeEnd(nvtxDomainHandle_t domain, nvtxRangeId_t id);
void NVTX_API nvtxRangeEnd(nvtxRangeId_t id);
int NVTX_API nvtxDomainRangePushEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib);
int NVTX_API nvtxRangePushEx(const nvtxEventAttributes_t *eventAttrib);
int NVTX_API nvtxRangePushA(const char *message);
int NVTX_API nvtxRangePushW(const wchar_t *message);
int NVTX_API nvtxDomainRangePop(nvtxDomainHandle_t domain);
int NVTX_API nvtxRangePop(void);
nvtxResourceHandle_t NVTX_API nvtxDomainResourceCreate(nvtxDomainHandle_t domain,
                                                       nvtxResourceAttributes_t *attribs);
void NVTX_API nvtxDomainResourceDestroy(nvtxResourceHandle_t resource);
void NVTX_API nvtxDomainNameCategoryA(nvtxDomainHandle_t domain, uint32_t category, const char *name);
void NVTX_API nvtxDomainNameCategoryW(nvtxDomainHandle_t domain, uint32_t category, const wchar_t *name);
void NVTX_API nvtxNameCategoryA(uint32_t category, const char *name);
void NVTX_API nvtxNameCategoryW(uint32_t category, const wchar_t *name);
void NVTX_API nvtxNameOsThreadA(uint32_t threadId, const char *name);
void NVTX_API nvtxNameOsThreadW(uint32_t threadId, const wchar_t *name);
nvtxStringHandle_t NVTX_API nvtxDomainRegisterStringA(nvtxDomainHandle_t domain, const char *string);
nvtxStringHandle_t NVTX_API nvtxDomainRegisterStringW(nvtxDomainHandle_t domain, const wchar_t *string);
nvtxDomainHandle_t NVTX_API nvtxDomainCreateA(const char *name);
nvtxDomainHandle_t NVTX_API nvtxDomainCreateW(const wchar_t *name);
void NVTX_API nvtxDomainDestroy(nvtxDomainHandle_t domain);
#ifdef __cplusplus
}
#endif

#ifdef UNICODE
#define nvtxMark nvtxMarkW
#define nvtxRangeStart nvtxRangeStartW
#define nvtxRangePush nvtxRangePushW
#define nvtxNameCategory nvtxNameCategoryW
#define nvtxNameOsThread nvtxNameOsThreadW
#define nvtxDomainCreate nvtxDomainCreateW
#define nvtxDomainRegisterString nvtxDomainRegisterStringW
#define nvtxDomainNameCategory nvtxDomainNameCategoryW
#else
#define nvtxMark nvtxMarkA
#define nvtxRangeStart nvtxRangeStartA
#define nvtxRangePush nvtxRangePushA
#define nvtxNameCategory nvtxNameCategoryA
#define nvtxNameOsThread nvtxNameOsThreadA
#define nvtxDomainCreate nvtxDomainCreateA
#define nvtxDomainRegisterString nvtxDomainRegisterStringA
#define nvtxDomainNameCategory nvtxDomainNameCategoryA
#endif

#endif

/*
 * device.c: OpenCL platforms and devices seen as CUDA devices.  Enumerates
 * every device of every platform once, orders them (CUPORT_DEVICE, else GPUs
 * first), keeps the calling thread's current device, makes a device ready on
 * first use (context, legacy default stream, the SVM check that cuport's
 * memory model needs), answers property queries in CUDA's field names, and
 * implements device synchronize and reset.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal.h"

/* cl_nv_device_attribute_query values missing from older headers. */
#ifndef CL_DEVICE_PCI_BUS_ID_NV
#define CL_DEVICE_PCI_BUS_ID_NV 0x4008
#endif
#ifndef CL_DEVICE_PCI_SLOT_ID_NV
#define CL_DEVICE_PCI_SLOT_ID_NV 0x4009
#endif
#ifndef CL_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT_NV
#define CL_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT_NV 0x4010
#endif

cuport_device cuport_devices[CUPORT_MAX_DEVICES];
int cuport_device_count;

static _Thread_local int current_device;
static char enumerate_detail[512];

/* ------------------------------------------------------------ enumeration */

typedef struct found_device {
  cl_platform_id platform;
  cl_device_id id;
  cl_device_type type;
  char label[800];        /* "platform version device vendor", for CUPORT_DEVICE */
} found_device;

static void query_string(cl_device_id d, cl_device_info what, char *buf, size_t size)
{
  buf[0] = '\0';
  if (clGetDeviceInfo(d, what, size, buf, NULL) != CL_SUCCESS)
    buf[0] = '\0';
  buf[size - 1] = '\0';
}

static char *query_extensions(cl_device_id d)
{
  size_t len = 0;
  char *s;

  if (clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, 0, NULL, &len) != CL_SUCCESS)
    len = 0;
  s = calloc(len + 2, 1);
  if (s && len)
    clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, len, s, NULL);
  return s;
}

static int list_all(found_device *all, int max)
{
  cl_platform_id plats[16];
  cl_uint np = 0, p;
  int n = 0;

  if (clGetPlatformIDs(16, plats, &np) != CL_SUCCESS)
    return 0;
  CUPORT_TRACE("%u OpenCL platforms", np);
  for (p = 0; p < np && p < 16; p++) {
    cl_device_id devs[CUPORT_MAX_DEVICES];
    cl_uint nd = 0, i;
    char pname[256], pversion[128];

    if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, CUPORT_MAX_DEVICES, devs, &nd) != CL_SUCCESS)
      continue;
    if (clGetPlatformInfo(plats[p], CL_PLATFORM_NAME, sizeof pname, pname, NULL) != CL_SUCCESS)
      pname[0] = '\0';
    /* the version names the implementation ("OpenCL 3.0 PoCL 5.0", "... CUDA 13.0") */
    if (clGetPlatformInfo(plats[p], CL_PLATFORM_VERSION, sizeof pversion, pversion, NULL) !=
        CL_SUCCESS)
      pversion[0] = '\0';
    pversion[sizeof pversion - 1] = '\0';
    for (i = 0; i < nd && i < CUPORT_MAX_DEVICES && n < max; i++, n++) {
      char dname[256], vendor[64];

      all[n].platform = plats[p];
      all[n].id = devs[i];
      clGetDeviceInfo(devs[i], CL_DEVICE_TYPE, sizeof all[n].type, &all[n].type, NULL);
      query_string(devs[i], CL_DEVICE_NAME, dname, sizeof dname);
      query_string(devs[i], CL_DEVICE_VENDOR, vendor, sizeof vendor);
      snprintf(all[n].label, sizeof all[n].label, "%s %s %s %s", pname, pversion, dname, vendor);
    }
  }
  return n;
}

static int type_rank(cl_device_type t)
{
  if (t & CL_DEVICE_TYPE_GPU)
    return 0;
  if (t & CL_DEVICE_TYPE_ACCELERATOR)
    return 1;
  if (t & CL_DEVICE_TYPE_CPU)
    return 2;
  return 3;
}

static int is_number(const char *s, size_t len)
{
  size_t i;

  for (i = 0; i < len; i++)
    if (!isdigit((unsigned char)s[i]))
      return 0;
  return len > 0;
}

static int contains_nocase(const char *hay, const char *needle, size_t nlen)
{
  size_t hlen = strlen(hay), i;

  for (i = 0; nlen <= hlen && i <= hlen - nlen; i++)
    if (strncasecmp(hay + i, needle, nlen) == 0)
      return 1;
  return 0;
}

/* Applies CUPORT_DEVICE: comma-separated selectors, each an index into the
   full enumeration or a case-insensitive substring of "platform-name
   platform-version device-name vendor"; the result is the union in selector
   order. */
static int select_devices(const found_device *all, int n, const char *spec, int *order)
{
  int count = 0, used[64] = {0};
  const char *p = spec;

  while (*p) {
    size_t len = strcspn(p, ",");
    int i;

    for (i = 0; i < n; i++) {
      int match = is_number(p, len) ? atoi(p) == i : contains_nocase(all[i].label, p, len);
      if (match && !used[i]) {
        used[i] = 1;
        order[count++] = i;
      }
    }
    p += len + (p[len] == ',');
  }
  return count;
}

static void default_order(const found_device *all, int n, int *order)
{
  int rank, i, count = 0;

  for (rank = 0; rank <= 3; rank++)
    for (i = 0; i < n; i++)
      if (type_rank(all[i].type) == rank)
        order[count++] = i;
}

static void fill_device(cuport_device *dev, int index, const found_device *f)
{
  size_t items[3] = {1, 1, 1};
  size_t wg = 1;

  memset(dev, 0, sizeof *dev);
  dev->index = index;
  dev->platform = f->platform;
  dev->id = f->id;
  dev->type = f->type;
  query_string(f->id, CL_DEVICE_NAME, dev->name, sizeof dev->name);
  query_string(f->id, CL_DEVICE_VENDOR, dev->vendor, sizeof dev->vendor);
  query_string(f->id, CL_DRIVER_VERSION, dev->driver, sizeof dev->driver);
  query_string(f->id, CL_DEVICE_VERSION, dev->version, sizeof dev->version);
  if (clGetPlatformInfo(f->platform, CL_PLATFORM_NAME, sizeof dev->platform_name,
                        dev->platform_name, NULL) != CL_SUCCESS)
    dev->platform_name[0] = '\0';
  dev->extensions = query_extensions(f->id);
  if (clGetDeviceInfo(f->id, CL_DEVICE_SVM_CAPABILITIES, sizeof dev->svm, &dev->svm, NULL) !=
      CL_SUCCESS)
    dev->svm = 0;
  if (cuport_config.svm_coarse)   /* NVIDIA's memory model on any device (tests, checks) */
    dev->svm &= CL_DEVICE_SVM_COARSE_GRAIN_BUFFER;
  clGetDeviceInfo(f->id, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof wg, &wg, NULL);
  clGetDeviceInfo(f->id, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof items, items, NULL);
  clGetDeviceInfo(f->id, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof dev->global_mem, &dev->global_mem, NULL);
  clGetDeviceInfo(f->id, CL_DEVICE_LOCAL_MEM_SIZE, sizeof dev->local_mem, &dev->local_mem, NULL);
  clGetDeviceInfo(f->id, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof dev->max_alloc, &dev->max_alloc, NULL);
  clGetDeviceInfo(f->id, CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE, sizeof dev->const_mem,
                  &dev->const_mem, NULL);
  clGetDeviceInfo(f->id, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof dev->compute_units,
                  &dev->compute_units, NULL);
  clGetDeviceInfo(f->id, CL_DEVICE_MAX_CLOCK_FREQUENCY, sizeof dev->clock_mhz, &dev->clock_mhz,
                  NULL);
  clGetDeviceInfo(f->id, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof dev->mem_align_bits,
                  &dev->mem_align_bits, NULL);
  dev->max_wg = wg < CUPORT_CUDA_MAX_BLOCK ? wg : CUPORT_CUDA_MAX_BLOCK;
  dev->max_items[0] = items[0] < dev->max_wg ? items[0] : dev->max_wg;
  dev->max_items[1] = items[1] < dev->max_wg ? items[1] : dev->max_wg;
  dev->max_items[2] = items[2] < 64 ? items[2] : 64;
  dev->has_fp64 = cuport_device_has_ext(dev, "cl_khr_fp64");
  {
    cl_device_fp_config fp = 0;
    dev->fp32_correct_div =
        clGetDeviceInfo(dev->id, CL_DEVICE_SINGLE_FP_CONFIG, sizeof fp, &fp, NULL) == CL_SUCCESS &&
        (fp & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT);
  }
  dev->has_int64_atomics = cuport_device_has_ext(dev, "cl_khr_int64_base_atomics");
  dev->has_int64_ext_atomics = cuport_device_has_ext(dev, "cl_khr_int64_extended_atomics");
  dev->is_nvidia = contains_nocase(dev->vendor, "nvidia", 6) ||
                   contains_nocase(dev->platform_name, "nvidia", 6);
  dev->binary_query_compiles = contains_nocase(dev->platform_name, "portable computing", 18) ||
                               contains_nocase(dev->vendor, "pocl", 4);
  if (dev->is_nvidia && cuport_device_has_ext(dev, "cl_nv_device_attribute_query")) {
    cl_uint v = 0;
    if (clGetDeviceInfo(f->id, CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV, sizeof v, &v, NULL) == 0)
      dev->nv_major = (int)v;
    if (clGetDeviceInfo(f->id, CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV, sizeof v, &v, NULL) == 0)
      dev->nv_minor = (int)v;
  }
  pthread_mutex_init(&dev->lock, NULL);
}

cuportError_t cuport_enumerate_devices(void)
{
  found_device *all = calloc(64, sizeof *all);
  int order[64], n, count, i;

  if (!all)
    return cuportErrorMemoryAllocation;
  n = list_all(all, 64);
  if (cuport_config.device)
    count = select_devices(all, n, cuport_config.device, order);
  else {
    default_order(all, n, order);
    count = n;
  }
  if (count > CUPORT_MAX_DEVICES)
    count = CUPORT_MAX_DEVICES;
  for (i = 0; i < count; i++)
    fill_device(&cuport_devices[i], i, &all[order[i]]);
  cuport_device_count = count;
  CUPORT_TRACE("%d OpenCL devices, %d visible", n, count);
  if (n == 0)
    snprintf(enumerate_detail, sizeof enumerate_detail,
             "no OpenCL device found (is an ICD such as pocl-opencl-icd installed?)");
  else if (count == 0)
    snprintf(enumerate_detail, sizeof enumerate_detail,
             "CUPORT_DEVICE='%s' matches none of the %d OpenCL devices", cuport_config.device, n);
  free(all);
  return count ? cuportSuccess : cuportErrorNoDevice;
}

int cuport_device_has_ext(const cuport_device *dev, const char *ext)
{
  const char *p = dev->extensions;
  size_t len = strlen(ext);

  while (p && (p = strstr(p, ext)) != NULL) {
    if ((p == dev->extensions || p[-1] == ' ') && (p[len] == ' ' || p[len] == '\0'))
      return 1;
    p += len;
  }
  return 0;
}

/* ---------------------------------------------------------------- ready */

static cuportError_t make_ready(cuport_device *dev)
{
  cl_int err;
  cuportError_t e;

  if (!(dev->svm & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER))
    return cuport_fail(cuportErrorNotSupported,
                       "device %d '%s' (platform '%s', %s) has no coarse-grained shared virtual "
                       "memory: cuport keeps device memory in OpenCL 2.0 SVM and cannot use it",
                       dev->index, dev->name, dev->platform_name, dev->version);
  dev->ctx = clCreateContext(NULL, 1, &dev->id, NULL, NULL, &err);
  if (!dev->ctx)
    return cuport_fail_cl(err, cuportErrorDevicesUnavailable,
                          "clCreateContext for device '%s'", dev->name);
  CUPORT_TRACE("device %d '%s': context made", dev->index, dev->name);
  e = cuport_stream_create_legacy(dev);
  if (e) {
    clReleaseContext(dev->ctx);
    dev->ctx = NULL;
    return e;
  }
  return cuportSuccess;
}

cuportError_t cuport_device_ready(int index, cuport_device **out)
{
  cuportError_t e = cuport_init();
  cuport_device *dev;

  if (e)
    return cuport_fail(e, "%s", enumerate_detail);
  if (index < 0 || index >= cuport_device_count)
    return cuport_fail(cuportErrorInvalidDevice, "device %d does not exist (%d visible)", index,
                       cuport_device_count);
  dev = &cuport_devices[index];
  if (!__atomic_load_n(&dev->ready, __ATOMIC_ACQUIRE)) {
    pthread_mutex_lock(&dev->lock);
    e = dev->ready ? cuportSuccess : make_ready(dev);
    if (!e)
      __atomic_store_n(&dev->ready, 1, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&dev->lock);
    if (e)
      return e;
  }
  /* read without dev->lock (every call passes here): an atomic load */
  e = __atomic_load_n(&dev->sticky, __ATOMIC_ACQUIRE);
  if (e)
    return cuport_fail(e, "device %d '%s' is in an error state from an earlier failure "
                       "(cuportDeviceReset clears it)", index, dev->name);
  *out = dev;
  return cuportSuccess;
}

cuportError_t cuport_current(cuport_device **out)
{
  return cuport_device_ready(current_device, out);
}

/* -------------------------------------------------------- selection API */

cuportError_t cuportGetDeviceCount(int *count)
{
  cuportError_t e = cuport_init();

  CUPORT_TRACE("cuportGetDeviceCount(count=%p)", (void *)count);
  if (!count)
    return cuport_fail(cuportErrorInvalidValue, "count is NULL");
  if (e) {
    *count = 0;
    return cuport_fail(e, "%s", enumerate_detail);
  }
  *count = cuport_device_count;
  return cuportSuccess;
}

cuportError_t cuportSetDevice(int device)
{
  cuportError_t e = cuport_init();

  CUPORT_TRACE("cuportSetDevice(device=%d)", device);
  if (e)
    return cuport_fail(e, "%s", enumerate_detail);
  if (device < 0 || device >= cuport_device_count)
    return cuport_fail(cuportErrorInvalidDevice, "device %d does not exist (%d visible)", device,
                       cuport_device_count);
  current_device = device;
  return cuportSuccess;
}

cuportError_t cuportGetDevice(int *device)
{
  if (!device)
    return cuport_fail(cuportErrorInvalidValue, "device is NULL");
  *device = current_device;
  return cuportSuccess;
}

cuportError_t cuportSetDeviceFlags(unsigned int flags)
{
  cuportError_t e = cuport_init();

  CUPORT_TRACE("cuportSetDeviceFlags(flags=0x%x)", flags);
  if (e)
    return cuport_fail(e, "%s", enumerate_detail);
  if (flags & ~0x1fu)
    return cuport_fail(cuportErrorInvalidValue, "unknown device flags 0x%x", flags);
  cuport_devices[current_device].flags = flags;
  return cuportSuccess;
}

cuportError_t cuportGetDeviceFlags(unsigned int *flags)
{
  cuportError_t e = cuport_init();

  if (!flags)
    return cuport_fail(cuportErrorInvalidValue, "flags is NULL");
  if (e)
    return cuport_fail(e, "%s", enumerate_detail);
  *flags = cuport_devices[current_device].flags | cuportDeviceMapHost;
  return cuportSuccess;
}

/* ----------------------------------------------------------- properties */

static void fill_limits(cuportDeviceProp *p, const cuport_device *dev)
{
  p->totalGlobalMem = dev->global_mem;
  p->sharedMemPerBlock = dev->local_mem;
  p->sharedMemPerBlockOptin = dev->local_mem;
  p->sharedMemPerMultiprocessor = dev->local_mem;
  p->regsPerBlock = 65536;
  p->regsPerMultiprocessor = 65536;
  p->warpSize = 32;
  p->memPitch = dev->max_alloc;
  p->maxThreadsPerBlock = (int)dev->max_wg;
  p->maxThreadsDim[0] = (int)dev->max_items[0];
  p->maxThreadsDim[1] = (int)dev->max_items[1];
  p->maxThreadsDim[2] = (int)dev->max_items[2];
  p->maxGridSize[0] = 2147483647;
  p->maxGridSize[1] = 65535;
  p->maxGridSize[2] = 65535;
  p->clockRate = (int)dev->clock_mhz * 1000;
  p->totalConstMem = dev->const_mem;
  p->textureAlignment = 512;
  p->texturePitchAlignment = 32;
  p->multiProcessorCount = (int)dev->compute_units;
  p->maxThreadsPerMultiProcessor = (int)dev->max_wg * 2;
  p->maxBlocksPerMultiProcessor = 16;
}

static void fill_nvidia(cuportDeviceProp *p, const cuport_device *dev)
{
  cl_uint v = 0;

  p->major = dev->nv_major;
  p->minor = dev->nv_minor;
  if (clGetDeviceInfo(dev->id, CL_DEVICE_REGISTERS_PER_BLOCK_NV, sizeof v, &v, NULL) == 0)
    p->regsPerBlock = p->regsPerMultiprocessor = (int)v;
  if (clGetDeviceInfo(dev->id, CL_DEVICE_KERNEL_EXEC_TIMEOUT_NV, sizeof v, &v, NULL) == 0)
    p->kernelExecTimeoutEnabled = (int)v;
  if (clGetDeviceInfo(dev->id, CL_DEVICE_INTEGRATED_MEMORY_NV, sizeof v, &v, NULL) == 0)
    p->integrated = (int)v;
  if (clGetDeviceInfo(dev->id, CL_DEVICE_PCI_BUS_ID_NV, sizeof v, &v, NULL) == 0)
    p->pciBusID = (int)v;
  if (clGetDeviceInfo(dev->id, CL_DEVICE_PCI_SLOT_ID_NV, sizeof v, &v, NULL) == 0)
    p->pciDeviceID = (int)(v >> 3);
  if (clGetDeviceInfo(dev->id, CL_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT_NV, sizeof v, &v, NULL) == 0)
    p->asyncEngineCount = (int)v;
  p->maxThreadsPerMultiProcessor = 2048;
  p->maxBlocksPerMultiProcessor = 32;
}

static void fill_props(cuportDeviceProp *p, const cuport_device *dev)
{
  cl_bool b = CL_FALSE;
  cl_ulong cache = 0;
  int fine = (dev->svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER) != 0;

  memset(p, 0, sizeof *p);
  snprintf(p->name, sizeof p->name, "%s", dev->name);
  snprintf(p->platformName, sizeof p->platformName, "%s", dev->platform_name);
  snprintf(p->driverVersion, sizeof p->driverVersion, "%s", dev->driver);
  fill_limits(p, dev);
  p->major = 8; /* the feature level of the device header (runtime/README.md) */
  p->minor = 0;
  if (clGetDeviceInfo(dev->id, CL_DEVICE_HOST_UNIFIED_MEMORY, sizeof b, &b, NULL) == 0)
    p->integrated = b ? 1 : 0;
  if (clGetDeviceInfo(dev->id, CL_DEVICE_ERROR_CORRECTION_SUPPORT, sizeof b, &b, NULL) == 0)
    p->ECCEnabled = b ? 1 : 0;
  if (clGetDeviceInfo(dev->id, CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, sizeof cache, &cache, NULL) == 0)
    p->l2CacheSize = (int)cache;
  /* Access policy windows are accepted (kept as hints, stream.c): the sizes are CUDA's
     proportions on the devices that have them (3/4 of the L2, windows up to 128 MiB). */
  p->persistingL2CacheMaxSize = p->l2CacheSize / 4 * 3;
  p->accessPolicyMaxWindowSize = 128 << 20;
  if (dev->is_nvidia)
    fill_nvidia(p, dev);
  p->deviceOverlap = 1;
  p->canMapHostMemory = 1;
  p->concurrentKernels = 1;
  p->asyncEngineCount = p->asyncEngineCount ? p->asyncEngineCount : 1;
  p->unifiedAddressing = 1;
  p->globalL1CacheSupported = 1;
  p->localL1CacheSupported = 1;
  /* Managed memory is fine-grained buffer SVM where the device has it (cuportMallocManaged):
     OpenCL lets the host read and write such a buffer while kernels that use it run,
     without mapping it, and makes the two sides' writes visible to each other at
     synchronisation points, which is what CUDA promises where it sets concurrent managed
     access (on PoCL's CPU device both sides are the same memory).  On coarse-grained SVM
     alone the runtime maps it for the host between device work (managed.c): CUDA's model
     for devices without concurrent managed access. */
  p->managedMemory = fine || cuport_managed_coarse(dev);
  p->concurrentManagedAccess = fine;
  p->pageableMemoryAccess = (dev->svm & CL_DEVICE_SVM_FINE_GRAIN_SYSTEM) != 0;
  p->canUseHostPointerForRegisteredMem = p->pageableMemoryAccess;
  p->hostRegisterSupported = 1;
  p->hasCoarseGrainSVM = (dev->svm & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER) != 0;
  p->hasFineGrainSVM = fine;
  /* grid.sync() holds where every work-group of a launch can be made to run at once and
     the barrier's fences order memory across work-groups: on NVIDIA (PTX fences) and on
     CPU devices (one work-group per worker thread, coherent caches); elsewhere OpenCL
     C 1.2 promises neither (docs/kernels.md, "Grid-wide synchronisation"). */
  p->cooperativeLaunch = dev->is_nvidia || (dev->type & CL_DEVICE_TYPE_CPU) != 0;
}

cuportError_t cuportGetDeviceProperties(cuportDeviceProp *prop, int device)
{
  cuportError_t e = cuport_init();

  CUPORT_TRACE("cuportGetDeviceProperties(prop=%p, device=%d)", (void *)prop, device);
  if (!prop)
    return cuport_fail(cuportErrorInvalidValue, "prop is NULL");
  if (e)
    return cuport_fail(e, "%s", enumerate_detail);
  if (device < 0 || device >= cuport_device_count)
    return cuport_fail(cuportErrorInvalidDevice, "device %d does not exist (%d visible)", device,
                       cuport_device_count);
  fill_props(prop, &cuport_devices[device]);
  return cuportSuccess;
}

static int attribute_value(const cuportDeviceProp *p, cuportDeviceAttr attr, int *v)
{
  switch (attr) {
  case cuportDevAttrMaxThreadsPerBlock: *v = p->maxThreadsPerBlock; return 1;
  case cuportDevAttrMaxBlockDimX: *v = p->maxThreadsDim[0]; return 1;
  case cuportDevAttrMaxBlockDimY: *v = p->maxThreadsDim[1]; return 1;
  case cuportDevAttrMaxBlockDimZ: *v = p->maxThreadsDim[2]; return 1;
  case cuportDevAttrMaxGridDimX: *v = p->maxGridSize[0]; return 1;
  case cuportDevAttrMaxGridDimY: *v = p->maxGridSize[1]; return 1;
  case cuportDevAttrMaxGridDimZ: *v = p->maxGridSize[2]; return 1;
  case cuportDevAttrMaxSharedMemoryPerBlock: *v = (int)p->sharedMemPerBlock; return 1;
  case cuportDevAttrTotalConstantMemory: *v = (int)p->totalConstMem; return 1;
  case cuportDevAttrWarpSize: *v = p->warpSize; return 1;
  case cuportDevAttrMaxPitch: *v = p->memPitch > 2147483647u ? 2147483647 : (int)p->memPitch; return 1;
  case cuportDevAttrMaxRegistersPerBlock: *v = p->regsPerBlock; return 1;
  case cuportDevAttrClockRate: *v = p->clockRate; return 1;
  case cuportDevAttrTextureAlignment: *v = (int)p->textureAlignment; return 1;
  case cuportDevAttrGpuOverlap: *v = p->deviceOverlap; return 1;
  case cuportDevAttrMultiProcessorCount: *v = p->multiProcessorCount; return 1;
  case cuportDevAttrKernelExecTimeout: *v = p->kernelExecTimeoutEnabled; return 1;
  case cuportDevAttrIntegrated: *v = p->integrated; return 1;
  case cuportDevAttrCanMapHostMemory: *v = p->canMapHostMemory; return 1;
  case cuportDevAttrComputeMode: *v = p->computeMode; return 1;
  case cuportDevAttrConcurrentKernels: *v = p->concurrentKernels; return 1;
  case cuportDevAttrEccEnabled: *v = p->ECCEnabled; return 1;
  case cuportDevAttrPciBusId: *v = p->pciBusID; return 1;
  case cuportDevAttrPciDeviceId: *v = p->pciDeviceID; return 1;
  case cuportDevAttrMemoryClockRate: *v = p->memoryClockRate; return 1;
  case cuportDevAttrGlobalMemoryBusWidth: *v = p->memoryBusWidth; return 1;
  case cuportDevAttrL2CacheSize: *v = p->l2CacheSize; return 1;
  case cuportDevAttrMaxThreadsPerMultiProcessor: *v = p->maxThreadsPerMultiProcessor; return 1;
  case cuportDevAttrAsyncEngineCount: *v = p->asyncEngineCount; return 1;
  case cuportDevAttrUnifiedAddressing: *v = p->unifiedAddressing; return 1;
  case cuportDevAttrPciDomainId: *v = p->pciDomainID; return 1;
  case cuportDevAttrComputeCapabilityMajor: *v = p->major; return 1;
  case cuportDevAttrComputeCapabilityMinor: *v = p->minor; return 1;
  case cuportDevAttrStreamPrioritiesSupported: *v = p->streamPrioritiesSupported; return 1;
  case cuportDevAttrMaxSharedMemoryPerMultiprocessor: *v = (int)p->sharedMemPerMultiprocessor; return 1;
  case cuportDevAttrMaxRegistersPerMultiprocessor: *v = p->regsPerMultiprocessor; return 1;
  case cuportDevAttrManagedMemory: *v = p->managedMemory; return 1;
  case cuportDevAttrPageableMemoryAccess: *v = p->pageableMemoryAccess; return 1;
  case cuportDevAttrConcurrentManagedAccess: *v = p->concurrentManagedAccess; return 1;
  case cuportDevAttrCooperativeLaunch: *v = p->cooperativeLaunch; return 1;
  case cuportDevAttrMaxSharedMemoryPerBlockOptin: *v = (int)p->sharedMemPerBlockOptin; return 1;
  case cuportDevAttrHostRegisterSupported: *v = p->hostRegisterSupported; return 1;
  case cuportDevAttrMaxBlocksPerMultiprocessor: *v = p->maxBlocksPerMultiProcessor; return 1;
  case cuportDevAttrMaxPersistingL2CacheSize: *v = p->persistingL2CacheMaxSize; return 1;
  case cuportDevAttrMaxAccessPolicyWindowSize: *v = p->accessPolicyMaxWindowSize; return 1;
  case cuportDevAttrMemoryPoolsSupported: *v = 1; return 1;            /* pool.c */
  case cuportDevAttrMemoryPoolSupportedHandleTypes: *v = 0; return 1;  /* no IPC */
  }
  return 0;
}

cuportError_t cuportDeviceGetAttribute(int *value, cuportDeviceAttr attr, int device)
{
  cuportDeviceProp p;
  cuportError_t e;

  CUPORT_TRACE("cuportDeviceGetAttribute(value=%p, attr=%d, device=%d)", (void *)value,
               (int)attr, device);
  if (!value)
    return cuport_fail(cuportErrorInvalidValue, "value is NULL");
  e = cuportGetDeviceProperties(&p, device);
  if (e)
    return e;
  if (!attribute_value(&p, attr, value))
    return cuport_fail(cuportErrorInvalidValue, "device attribute %d is not supported",
                       (int)attr);
  return cuportSuccess;
}

cuportError_t cuportDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
  CUPORT_TRACE("cuportDeviceGetStreamPriorityRange()");
  if (leastPriority)
    *leastPriority = 0;
  if (greatestPriority)
    *greatestPriority = 0;
  return cuportSuccess;
}

/* ------------------------------------------------ limits and preferences */

/* What a limit reads before it is set: CUDA's defaults, and the printf
   buffer OpenCL reports. */
static size_t limit_default(const cuport_device *dev, cuportLimit limit)
{
  size_t printf_buf = 0;

  switch (limit) {
  case cuportLimitStackSize:
    return 1024;
  case cuportLimitPrintfFifoSize:
    if (clGetDeviceInfo(dev->id, CL_DEVICE_PRINTF_BUFFER_SIZE, sizeof printf_buf, &printf_buf,
                        NULL) != CL_SUCCESS || printf_buf == 0)
      printf_buf = (size_t)1 << 20;
    return printf_buf;
  case cuportLimitMallocHeapSize:
    return (size_t)8 << 20;
  case cuportLimitMaxL2FetchGranularity:
    return 64;
  case cuportLimitDevRuntimeSyncDepth:
    return 2;
  case cuportLimitDevRuntimePendingLaunchCount:
    return 2048;
  default:
    return 0;
  }
}

/* The device of a limit call, or an error for an unknown limit.  The device runtime's
   (dynamic parallelism, devlaunch.c): the pending launch count sizes the queue of
   launches from kernels; the sync depth is kept and has no effect (a kernel cannot wait
   for its children).  The heap size sizes the device heap (heap.c) when it is made. */
static cuportError_t limit_device(cuportLimit limit, cuport_device **dev)
{
  cuportError_t e = cuport_current(dev);

  if (e)
    return e;
  if ((unsigned)limit > cuportLimitPersistingL2CacheSize)
    return cuport_fail(cuportErrorUnsupportedLimit, "limit %d is not a CUDA limit", (int)limit);
  return cuportSuccess;
}

cuportError_t cuportDeviceSetLimit(cuportLimit limit, size_t value)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportDeviceSetLimit(limit=%d, value=%zu)", (int)limit, value);
  if ((e = limit_device(limit, &dev)))
    return e;
  pthread_mutex_lock(&dev->lock);
  if (limit == cuportLimitMallocHeapSize && dev->heap) {
    pthread_mutex_unlock(&dev->lock);
    return cuport_fail(cuportErrorInvalidValue, "the device heap's size cannot change once a "
                       "kernel that allocates has run (cudaLimitMallocHeapSize)");
  }
  dev->limits[limit] = value;
  dev->limit_set[limit] = 1;
  pthread_mutex_unlock(&dev->lock);
  return cuportSuccess;
}

cuportError_t cuportDeviceGetLimit(size_t *value, cuportLimit limit)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportDeviceGetLimit(limit=%d)", (int)limit);
  if (!value)
    return cuport_fail(cuportErrorInvalidValue, "value is NULL");
  if ((e = limit_device(limit, &dev)))
    return e;
  pthread_mutex_lock(&dev->lock);
  *value = dev->limit_set[limit] ? dev->limits[limit] : limit_default(dev, limit);
  pthread_mutex_unlock(&dev->lock);
  return cuportSuccess;
}

cuportError_t cuportDeviceSetCacheConfig(cuportFuncCache config)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportDeviceSetCacheConfig(config=%d)", (int)config);
  if ((unsigned)config > cuportFuncCachePreferEqual)
    return cuport_fail(cuportErrorInvalidValue, "cache config %d is not valid", (int)config);
  if ((e = cuport_current(&dev)))
    return e;
  dev->cache_config = (int)config;
  return cuportSuccess;
}

cuportError_t cuportDeviceGetCacheConfig(cuportFuncCache *config)
{
  cuport_device *dev;
  cuportError_t e;

  if (!config)
    return cuport_fail(cuportErrorInvalidValue, "config is NULL");
  if ((e = cuport_current(&dev)))
    return e;
  *config = (cuportFuncCache)dev->cache_config;
  return cuportSuccess;
}

cuportError_t cuportDeviceSetSharedMemConfig(cuportSharedMemConfig config)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportDeviceSetSharedMemConfig(config=%d)", (int)config);
  if ((unsigned)config > cuportSharedMemBankSizeEightByte)
    return cuport_fail(cuportErrorInvalidValue, "shared memory config %d is not valid", (int)config);
  if ((e = cuport_current(&dev)))
    return e;
  dev->shmem_config = (int)config;
  return cuportSuccess;
}

cuportError_t cuportDeviceGetSharedMemConfig(cuportSharedMemConfig *config)
{
  cuport_device *dev;
  cuportError_t e;

  if (!config)
    return cuport_fail(cuportErrorInvalidValue, "config is NULL");
  if ((e = cuport_current(&dev)))
    return e;
  *config = (cuportSharedMemConfig)dev->shmem_config;
  return cuportSuccess;
}

/* ------------------------------------------------------ synchronize, reset */

/* Every queue of dev with the seq its stream had, retained, plus the markers
   of destroyed blocking streams (taken over from dev); dev->lock held.  The
   arrays are sized to the live streams, however many there are. */
typedef struct finish_set {
  cl_command_queue *qs;
  unsigned long *seqs;
  size_t n;
  cl_event *orphans;
  size_t norphans;
} finish_set;

static int collect_queues(cuport_device *dev, finish_set *f)
{
  struct cuportStream *s;
  size_t cap = 1, i;

  for (s = dev->streams; s; s = s->next)
    cap++;
  f->qs = malloc(cap * sizeof *f->qs);
  f->seqs = malloc(cap * sizeof *f->seqs);
  f->orphans = malloc((dev->norphans ? dev->norphans : 1) * sizeof *f->orphans);
  if (!f->qs || !f->seqs || !f->orphans)
    return -1;
  f->n = 0;
  if (dev->legacy) {
    f->seqs[f->n] = dev->legacy->seq;
    f->qs[f->n++] = dev->legacy->q;
  }
  for (s = dev->streams; s; s = s->next) {
    f->seqs[f->n] = s->seq;
    f->qs[f->n++] = s->q;
  }
  for (i = 0; i < f->n; i++)
    clRetainCommandQueue(f->qs[i]);
  /* The orphans stay on dev until they are known complete: a legacy command
     enqueued meanwhile by another thread must still wait for them. */
  f->norphans = dev->norphans;
  for (i = 0; i < f->norphans; i++) {
    f->orphans[i] = dev->orphans[i];
    clRetainEvent(f->orphans[i]);
  }
  return 0;
}

/* Drops the orphan markers that have completed (dev->lock held). */
static void prune_orphans(cuport_device *dev)
{
  size_t i, k = 0;

  for (i = 0; i < dev->norphans; i++) {
    cl_int status = CL_QUEUED;
    clGetEventInfo(dev->orphans[i], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status,
                   NULL);
    if (status == CL_COMPLETE)
      clReleaseEvent(dev->orphans[i]);
    else
      dev->orphans[k++] = dev->orphans[i];
  }
  dev->norphans = k;
}

/* Records the seqs known complete (dev->lock held). */
static void mark_finished(cuport_device *dev, const finish_set *f)
{
  struct cuportStream *s;
  size_t i;

  for (i = 0; i < f->n; i++) {
    if (dev->legacy && dev->legacy->q == f->qs[i] && dev->legacy->done_seq < f->seqs[i])
      dev->legacy->done_seq = f->seqs[i];
    for (s = dev->streams; s; s = s->next)
      if (s->q == f->qs[i] && s->done_seq < f->seqs[i])
        s->done_seq = f->seqs[i];
  }
}

/* Finishes every queue (outside dev->lock, so other threads can keep
   enqueueing); streams whose queue finished cleanly are marked complete up
   to the seq they had before the finish began. */
cuportError_t cuport_device_finish(cuport_device *dev)
{
  finish_set f = {0};
  cuportError_t first = cuportSuccess;
  size_t i;
  int failed;

  pthread_mutex_lock(&dev->lock);
  failed = collect_queues(dev, &f);
  pthread_mutex_unlock(&dev->lock);
  if (failed) {
    free(f.qs);
    free(f.seqs);
    free(f.orphans);
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory to synchronize the device");
  }
  for (i = 0; i < f.norphans; i++) {
    clWaitForEvents(1, &f.orphans[i]);
    clReleaseEvent(f.orphans[i]);
  }
  free(f.orphans);
  for (i = 0; i < f.n; i++) {
    cl_int err = clFinish(f.qs[i]);
    if (err != CL_SUCCESS && first == cuportSuccess)
      first = cuport_fail_sticky(dev, err, "clFinish");
    f.seqs[i] = err == CL_SUCCESS ? f.seqs[i] : 0;
  }
  pthread_mutex_lock(&dev->lock);
  mark_finished(dev, &f);
  prune_orphans(dev);
  pthread_mutex_unlock(&dev->lock);
  for (i = 0; i < f.n; i++)
    clReleaseCommandQueue(f.qs[i]);
  free(f.qs);
  free(f.seqs);
  return first;
}

cuportError_t cuportDeviceSynchronize(void)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportDeviceSynchronize()");
  e = cuport_current(&dev);
  if (e)
    return e;
  e = CUPORT_PROFILED("cudaDeviceSynchronize", cuport_device_finish(dev));
  if (!e)
    cuport_managed_host(dev, 1);
  return cuport_take_assert(dev, e ? e : cuport_take_build_error(dev));
}

cuportError_t cuportDeviceReset(void)
{
  cuport_device *dev;
  cuportError_t e = cuport_init();

  CUPORT_TRACE("cuportDeviceReset()");
  if (e)
    return cuport_fail(e, "%s", enumerate_detail);
  cuport_warmup_wait();
  dev = &cuport_devices[current_device];
  if (!dev->ready)
    return cuportSuccess;
  cuport_device_finish(dev);
  cuport_managed_host(dev, 1); /* __managed__ variables keep the device's values */
  cuport_programs_release_device(dev);
  cuport_captures_release_all(dev);
  cuport_events_release_all(dev);
  cuport_streams_release_all(dev);
  pthread_mutex_lock(&dev->lock);
  cuport_staging_release_all(dev);
  cuport_blit_release(dev);
  cuport_devlaunch_forget(dev);
  cuport_reg_release_all(dev);
  cuport_heap_forget(dev);
  cuport_managed_release(dev);
  cuport_assert_release(dev);
  clReleaseContext(dev->ctx);
  dev->ctx = NULL;
  __atomic_store_n(&dev->sticky, cuportSuccess, __ATOMIC_RELEASE);
  __atomic_store_n(&dev->build_error, cuportSuccess, __ATOMIC_RELEASE);
  dev->epoch++;
  /* the limits and preferences belong to the context: back to the defaults */
  memset(dev->limit_set, 0, sizeof dev->limit_set);
  dev->cache_config = 0;
  dev->shmem_config = 0;
  free(dev->build_flags);
  dev->build_flags = NULL;
  __atomic_store_n(&dev->ready, 0, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&dev->lock);
  return cuportSuccess;
}

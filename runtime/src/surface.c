/*
 * surface.c: CUDA's surfaces, objects (cuportCreateSurfaceObject) and legacy
 * references (cuportBindSurfaceToArray).  A CUDA kernel may read and write
 * one surface, by byte x-coordinate, while an OpenCL 1.2 kernel may only read
 * or only write an image; so a surface is device memory: the array's texels
 * copied into an SVM buffer behind a header of CUPORT_SURFACE_HEADER bytes
 * (width in bytes, rows, slices, the pitches; then a 16-byte sink for writes
 * outside and 16 zero bytes for reads outside), which the device header's
 * cuport_surf* functions address.  The array's host copy stays what its copies
 * and texture objects read (array.c, texture.c): a launch that passes a
 * surface first writes the host texels into the buffer when they are newer,
 * and leaves the array dirty; whatever reads the array next calls
 * cuport_array_host, which waits for the device and reads them back.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CUPORT_SURFACE_MAGIC 0x43505346u

struct cuportSurfaceObject {
  unsigned int magic;
  cuportResourceDesc res;
  void *ptr;               /* the buffer as the last launch passed it */
};

/* The shape a kernel reads (the device header's cuport_surface_header). */
typedef struct {
  cl_uint width;           /* bytes of a row */
  cl_uint height;          /* rows of a slice (1 for a 1-D array) */
  cl_uint depth;           /* slices: depth or layers (1 for neither) */
  cl_uint elem;            /* bytes of a texel */
  cl_ulong pitch, slice;   /* bytes from a row to the next, a slice to the next */
} surface_header;

static size_t array_bytes(const struct cuportArray *a)
{
  return a->width * a->elem * (a->height ? a->height : 1) * (a->depth ? a->depth : 1);
}

/* A 1-D layered array's layers are its rows (its height is 0). */
static void header_of(const struct cuportArray *a, surface_header *h)
{
  h->width = (cl_uint)(a->width * a->elem);
  h->height = (cl_uint)(a->height ? a->height : (a->flags & cuportArrayLayered ? a->depth : 1));
  h->depth = (cl_uint)(a->height && a->depth ? a->depth : 1);
  h->elem = (cl_uint)a->elem;
  h->pitch = h->width;
  h->slice = (cl_ulong)h->width * h->height;
}

cuportError_t cuport_array_host(struct cuportArray *a)
{
  cuportError_t r;
  int current = 0;

  if (!a->dev_dirty)
    return cuportSuccess;
  /* the buffer is on the device that made it: wait for it there */
  cuportGetDevice(&current);
  if (current != a->dev_index && (r = cuportSetDevice(a->dev_index)) != cuportSuccess)
    return r;
  r = cuportDeviceSynchronize();
  if (!r)
    r = cuportMemcpy(a->data, (unsigned char *)a->dev + CUPORT_SURFACE_HEADER, array_bytes(a),
                     cuportMemcpyDeviceToHost);
  if (current != a->dev_index)
    cuportSetDevice(current);
  if (r)
    return r;
  a->dev_dirty = 0;
  a->generation++;
  a->dev_generation = a->generation;
  return cuportSuccess;
}

cuportError_t cuport_array_surface(struct cuportArray *a, cuport_device *dev,
                                   cuportStream_t stream, void **out)
{
  unsigned char head[CUPORT_SURFACE_HEADER];
  surface_header h;
  cuportError_t r;

  if (a->dev && a->dev_index != dev->index)
    return cuport_fail(cuportErrorInvalidResourceHandle, "the surface of an array is on device "
                       "%d; a launch on device %d cannot reach it", a->dev_index, dev->index);
  if (!a->dev) {
    r = cuportMalloc(&a->dev, CUPORT_SURFACE_HEADER + array_bytes(a));
    if (r)
      return r;
    a->dev_index = dev->index;
    memset(head, 0, sizeof head);
    header_of(a, &h);
    memcpy(head, &h, sizeof h);
    r = cuportMemcpyAsync(a->dev, head, sizeof head, cuportMemcpyHostToDevice, stream);
    if (r)
      return r;
    a->dev_generation = 0;
  }
  if (a->dev_generation != a->generation) {
    r = cuportMemcpyAsync((unsigned char *)a->dev + CUPORT_SURFACE_HEADER, a->data,
                          array_bytes(a), cuportMemcpyHostToDevice, stream);
    if (!r)
      r = cuportStreamSynchronize(stream);
    if (r)
      return r;
    a->dev_generation = a->generation;
  }
  a->dev_dirty = 1;
  *out = a->dev;
  return cuportSuccess;
}

void cuport_array_surface_free(struct cuportArray *a)
{
  int current = 0;

  if (!a->dev)
    return;
  cuportGetDevice(&current);
  if (current != a->dev_index)
    cuportSetDevice(a->dev_index);
  cuportFree(a->dev);
  if (current != a->dev_index)
    cuportSetDevice(current);
  a->dev = NULL;
}

static cuportError_t surface_array(const cuportResourceDesc *r, struct cuportArray **out)
{
  struct cuportArray *a;

  if (r->resType != cuportResourceTypeArray)
    return cuport_fail(cuportErrorInvalidValue, "a surface's resource is an array (resType %d)",
                       (int)r->resType);
  a = r->res.array.array;
  if (!a || a->magic != CUPORT_ARRAY_MAGIC)
    return cuport_fail(cuportErrorInvalidResourceHandle, "res.array.array is not a live CUDA "
                       "array");
  if (!(a->flags & cuportArraySurfaceLoadStore))
    return cuport_fail(cuportErrorInvalidValue, "the array was not made with "
                       "cudaArraySurfaceLoadStore");
  *out = a;
  return cuportSuccess;
}

cuportError_t cuportCreateSurfaceObject(cuportSurfaceObject_t *pSurfObject,
                                        const cuportResourceDesc *pResDesc)
{
  struct cuportSurfaceObject *s;
  struct cuportArray *a = NULL;
  cuportError_t r;

  CUPORT_TRACE("cuportCreateSurfaceObject(resType=%d)", pResDesc ? (int)pResDesc->resType : -1);
  if (!pSurfObject || !pResDesc)
    return cuport_fail(cuportErrorInvalidValue, "pSurfObject or pResDesc is NULL");
  if ((r = surface_array(pResDesc, &a)) != cuportSuccess)
    return r;
  if (!(s = calloc(1, sizeof *s)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  s->magic = CUPORT_SURFACE_MAGIC;
  s->res = *pResDesc;
  *pSurfObject = s;
  return cuportSuccess;
}

static cuportError_t surface_check(cuportSurfaceObject_t s)
{
  if (!s || s->magic != CUPORT_SURFACE_MAGIC)
    return cuport_fail(cuportErrorInvalidResourceHandle, "%p is not a live surface object",
                       (void *)s);
  return cuportSuccess;
}

cuportError_t cuportDestroySurfaceObject(cuportSurfaceObject_t surfObject)
{
  CUPORT_TRACE("cuportDestroySurfaceObject(surfObject=%p)", (void *)surfObject);
  if (!surfObject)
    return cuportSuccess;
  if (surface_check(surfObject))
    return cuportErrorInvalidResourceHandle;
  surfObject->magic = 0;
  free(surfObject);
  return cuportSuccess;
}

cuportError_t cuportGetSurfaceObjectResourceDesc(cuportResourceDesc *pResDesc,
                                                 cuportSurfaceObject_t surfObject)
{
  if (!pResDesc)
    return cuport_fail(cuportErrorInvalidValue, "pResDesc is NULL");
  if (surface_check(surfObject))
    return cuportErrorInvalidResourceHandle;
  *pResDesc = surfObject->res;
  return cuportSuccess;
}

/* The pointer a launch on dev passes for the surface object that arg holds. */
cuportError_t cuport_surface_arg(cuport_device *dev, cuportStream_t stream, const cuportArg *arg,
                                 cuportArg *out)
{
  cuportSurfaceObject_t s = arg->value ? *(cuportSurfaceObject_t const *)arg->value : NULL;
  struct cuportArray *a;
  cuportError_t r;

  if (surface_check(s))
    return cuportErrorInvalidResourceHandle;
  a = s->res.res.array.array;
  if (a->magic != CUPORT_ARRAY_MAGIC)
    return cuport_fail(cuportErrorInvalidResourceHandle, "the array of a surface object was "
                       "freed");
  r = cuport_array_surface(a, dev, stream, &s->ptr);
  if (r)
    return r;
  out->kind = CUPORT_ARG_POINTER;
  out->size = sizeof(void *);
  out->value = &s->ptr;
  return cuportSuccess;
}

/* ------------------------------------------------------------- references */

struct cuportArray *cuport_symbol_surface(struct cuportProgram *prog, const char *name)
{
  cuport_symbol *s = NULL;

  cuport_symbol_owner(prog, name, &s);
  return s ? __atomic_load_n(&s->bound_surface, __ATOMIC_ACQUIRE) : NULL;
}

cuportError_t cuportBindSurfaceToArray(cuportProgram_t program, const char *symbol,
                                       cuportArray_const_t array,
                                       const cuportChannelFormatDesc *desc)
{
  cuportResourceDesc res;
  struct cuportArray *a = NULL;
  cuport_symbol *s = NULL;
  cuport_device *dev;
  void *ptr = NULL;
  cuportError_t r;

  CUPORT_TRACE("cuportBindSurfaceToArray(symbol=\"%s\", array=%p)", symbol ? symbol : "(null)",
               (const void *)array);
  (void)desc;
  if (!program || !symbol)
    return cuport_fail(cuportErrorInvalidValue, "program or symbol is NULL");
  memset(&res, 0, sizeof res);
  res.resType = cuportResourceTypeArray;
  res.res.array.array = (cuportArray_t)array;
  if ((r = surface_array(&res, &a)) != cuportSuccess)
    return r;
  cuport_symbol_owner(program, symbol, &s);
  if (!s)
    return cuport_fail(cuportErrorInvalidSymbol, "program '%s' has no symbol '%s'",
                       program->name, symbol);
  if ((r = cuport_current(&dev)) != cuportSuccess)
    return r;
  /* the buffer now, so that the symbol holds its address before any launch */
  if ((r = cuport_array_surface(a, dev, NULL, &ptr)) != cuportSuccess)
    return r;
  r = cuportMemcpyToSymbol(program, symbol, &ptr, sizeof ptr, 0, cuportMemcpyHostToDevice);
  if (!r)
    __atomic_store_n(&s->bound_surface, a, __ATOMIC_RELEASE);
  return r;
}

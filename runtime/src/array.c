/*
 * array.c: CUDA arrays (cuportMallocArray, cuportMalloc3DArray) and the copies
 * into and out of them.  OpenCL 1.2 images have no pointer and their format
 * is fixed when they are made, while a CUDA array is made before the texture
 * object that says how it is read (a byte array read as normalized float is a
 * CL_UNORM_INT8 image, read as elements a CL_UNSIGNED_INT8 one).  So an array
 * keeps its texels in host memory, and each texture object makes the image it
 * needs from them at its first launch (texture.c), writing it again when the
 * array's generation says the texels changed.  Copies into and out of an
 * array are the runtime's own 2-D and 3-D copies with the array's memory as
 * the host side: CUDA orders them on the stream, and they are synchronous
 * here, since pageable memory is on one side.  A surface of the array keeps
 * its texels in device memory too (surface.c); a copy reads them back first
 * when a kernel may have written them.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

size_t cuport_channel_bytes(const cuportChannelFormatDesc *d)
{
  int bits[4] = {d->x, d->y, d->z, d->w}, n = 0, i;

  for (i = 0; i < 4; i++) {
    if (bits[i] == 0)
      break;
    if (bits[i] != d->x)
      return 0;
    n++;
  }
  for (; i < 4; i++)
    if (bits[i])
      return 0;
  if ((n != 1 && n != 2 && n != 4) || (d->x != 8 && d->x != 16 && d->x != 32))
    return 0;
  if (d->f == cuportChannelFormatKindFloat && d->x == 8)
    return 0;
  if ((unsigned)d->f > cuportChannelFormatKindFloat)
    return 0;
  return (size_t)n * (size_t)d->x / 8;
}

cuportChannelFormatDesc cuportCreateChannelDesc(int x, int y, int z, int w,
                                                cuportChannelFormatKind f)
{
  cuportChannelFormatDesc d;

  d.x = x;
  d.y = y;
  d.z = z;
  d.w = w;
  d.f = f;
  return d;
}

static size_t array_rows(const struct cuportArray *a)
{
  return (a->height ? a->height : 1) * (a->depth ? a->depth : 1);
}

static cuportError_t array_make(cuportArray_t *array, const cuportChannelFormatDesc *desc,
                                size_t width, size_t height, size_t depth, unsigned int flags)
{
  struct cuportArray *a;
  size_t elem, bytes;

  if (!array || !desc)
    return cuport_fail(cuportErrorInvalidValue, "array or desc is NULL");
  elem = cuport_channel_bytes(desc);
  if (!elem)
    return cuport_fail(cuportErrorInvalidChannelDescriptor,
                       "channels (%d,%d,%d,%d) of kind %d: CUDA arrays take 1, 2 or 4 channels "
                       "of 8, 16 or 32 bits (floats of 16 or 32)", desc->x, desc->y, desc->z,
                       desc->w, (int)desc->f);
  if (!width || (depth && !height && !(flags & cuportArrayLayered)))
    return cuport_fail(cuportErrorInvalidValue, "array of %zu x %zu x %zu texels", width, height,
                       depth);
  if (flags & ~(unsigned)(cuportArrayLayered | cuportArraySurfaceLoadStore |
                          cuportArrayTextureGather | cuportArrayCubemap))
    return cuport_fail(cuportErrorNotSupported, "array flags 0x%x are not supported", flags);
  /* a cubemap's faces are square, six of them (a layer) or six per layer */
  if ((flags & cuportArrayCubemap) &&
      (width != height || !depth ||
       (flags & cuportArrayLayered ? depth % 6 != 0 : depth != 6)))
    return cuport_fail(cuportErrorInvalidValue, "a cubemap of %zu x %zu x %zu texels: its faces "
                       "are square and its depth is 6 (a multiple of 6 when layered)", width,
                       height, depth);
  a = calloc(1, sizeof *a);
  bytes = width * elem * (height ? height : 1) * (depth ? depth : 1);
  if (!a || !(a->data = calloc(1, bytes ? bytes : 1))) {
    free(a);
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for an array of %zu bytes",
                       bytes);
  }
  a->magic = CUPORT_ARRAY_MAGIC;
  a->desc = *desc;
  a->width = width;
  a->height = height;
  a->depth = depth;
  a->flags = flags;
  a->elem = elem;
  a->generation = 1;
  *array = a;
  return cuportSuccess;
}

cuportError_t cuportMallocArray(cuportArray_t *array, const cuportChannelFormatDesc *desc,
                                size_t width, size_t height, unsigned int flags)
{
  CUPORT_TRACE("cuportMallocArray(width=%zu, height=%zu, flags=0x%x)", width, height, flags);
  if (flags & cuportArrayLayered)
    return cuport_fail(cuportErrorInvalidValue, "a layered array is made by cuportMalloc3DArray");
  return array_make(array, desc, width, height, 0, flags);
}

cuportError_t cuportMalloc3DArray(cuportArray_t *array, const cuportChannelFormatDesc *desc,
                                  cuportExtent extent, unsigned int flags)
{
  CUPORT_TRACE("cuportMalloc3DArray(extent=(%zu,%zu,%zu), flags=0x%x)", extent.width,
               extent.height, extent.depth, flags);
  return array_make(array, desc, extent.width, extent.height, extent.depth, flags);
}

static cuportError_t array_check(cuportArray_const_t a)
{
  if (!a || a->magic != CUPORT_ARRAY_MAGIC)
    return cuport_fail(cuportErrorInvalidResourceHandle, "%p is not a live CUDA array",
                       (const void *)a);
  return cuportSuccess;
}

cuportError_t cuportFreeArray(cuportArray_t array)
{
  CUPORT_TRACE("cuportFreeArray(array=%p)", (void *)array);
  if (!array)
    return cuportSuccess;
  if (array_check(array))
    return cuportErrorInvalidResourceHandle;
  array->magic = 0;
  cuport_array_surface_free(array);
  free(array->data);
  free(array);
  return cuportSuccess;
}

cuportError_t cuportArrayGetInfo(cuportChannelFormatDesc *desc, cuportExtent *extent,
                                 unsigned int *flags, cuportArray_t array)
{
  cuportError_t r = array_check(array);

  if (r)
    return r;
  if (desc)
    *desc = array->desc;
  if (extent)
    *extent = make_cuportExtent(array->width, array->height, array->depth);
  if (flags)
    *flags = array->flags;
  return cuportSuccess;
}

/* The kind of a copy whose array side is host memory here. */
static cuportMemcpyKind host_side(cuportMemcpyKind kind, int array_is_dst)
{
  switch (kind) {
  case cuportMemcpyHostToDevice:
    return array_is_dst ? cuportMemcpyHostToHost : kind;
  case cuportMemcpyDeviceToHost:
    return array_is_dst ? kind : cuportMemcpyHostToHost;
  case cuportMemcpyDeviceToDevice:
    return array_is_dst ? cuportMemcpyDeviceToHost : cuportMemcpyHostToDevice;
  default:
    return kind;
  }
}

/* The bytes of an array a 2-D copy of width bytes x height rows at (wOffset
   bytes, hOffset rows) touches, after checking they lie inside it. */
static cuportError_t array_region(cuportArray_const_t a, size_t wOffset, size_t hOffset,
                                  size_t width, size_t height, unsigned char **at)
{
  cuportError_t r = array_check(a);
  size_t row = a ? a->width * a->elem : 0;

  if (r || (r = cuport_array_host((struct cuportArray *)a)) != cuportSuccess)
    return r;   /* a surface may have written it: host copies need the texels here */
  if (wOffset + width > row || hOffset + height > array_rows(a))
    return cuport_fail(cuportErrorInvalidValue,
                       "%zu bytes x %zu rows at (%zu, %zu) exceed the array's %zu x %zu",
                       width, height, wOffset, hOffset, row, array_rows(a));
  *at = a->data + hOffset * row + wOffset;
  return cuportSuccess;
}

static cuportError_t to_array(cuportArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                              size_t spitch, size_t width, size_t height, cuportMemcpyKind kind,
                              cuportStream_t stream)
{
  unsigned char *at = NULL;
  cuportError_t r = array_region(dst, wOffset, hOffset, width, height, &at);

  if (!r)
    r = cuportMemcpy2DAsync(at, dst->width * dst->elem, src, spitch, width, height,
                            host_side(kind, 1), stream);
  if (!r)
    r = cuportStreamSynchronize(stream);
  if (!r)
    dst->generation++;
  return r;
}

static cuportError_t from_array(void *dst, size_t dpitch, cuportArray_const_t src, size_t wOffset,
                                size_t hOffset, size_t width, size_t height,
                                cuportMemcpyKind kind, cuportStream_t stream)
{
  unsigned char *at = NULL;
  cuportError_t r = array_region(src, wOffset, hOffset, width, height, &at);

  if (!r)
    r = cuportMemcpy2DAsync(dst, dpitch, at, src->width * src->elem, width, height,
                            host_side(kind, 0), stream);
  if (!r)
    r = cuportStreamSynchronize(stream);
  return r;
}

/* A 1-D copy of count bytes into an array from (wOffset, hOffset) runs on
   along its rows: whole rows after the first partial one. */
static cuportError_t linear_rows(cuportArray_const_t a, size_t wOffset, size_t count,
                                 size_t *width, size_t *height)
{
  size_t row;

  if (array_check(a))
    return cuportErrorInvalidResourceHandle;
  row = a->width * a->elem;
  if (count <= row - (wOffset < row ? wOffset : row)) {
    *width = count;
    *height = 1;
    return cuportSuccess;
  }
  if (wOffset || count % row)
    return cuport_fail(cuportErrorInvalidValue, "a copy of %zu bytes at x %zu spans a partial "
                       "row of the array (rows of %zu bytes)", count, wOffset, row);
  *width = row;
  *height = count / row;
  return cuportSuccess;
}

cuportError_t cuportMemcpyToArray(cuportArray_t dst, size_t wOffset, size_t hOffset,
                                  const void *src, size_t count, cuportMemcpyKind kind)
{
  size_t width = 0, height = 0;
  cuportError_t r;

  CUPORT_TRACE("cuportMemcpyToArray(dst=%p, wOffset=%zu, hOffset=%zu, src=%p, count=%zu, "
               "kind=%d)", (void *)dst, wOffset, hOffset, src, count, (int)kind);
  r = linear_rows(dst, wOffset, count, &width, &height);
  if (r || !count)
    return r;
  return to_array(dst, wOffset, hOffset, src, width, width, height, kind, NULL);
}

cuportError_t cuportMemcpyFromArray(void *dst, cuportArray_const_t src, size_t wOffset,
                                    size_t hOffset, size_t count, cuportMemcpyKind kind)
{
  size_t width = 0, height = 0;
  cuportError_t r;

  CUPORT_TRACE("cuportMemcpyFromArray(dst=%p, src=%p, wOffset=%zu, hOffset=%zu, count=%zu, "
               "kind=%d)", dst, (const void *)src, wOffset, hOffset, count, (int)kind);
  r = linear_rows(src, wOffset, count, &width, &height);
  if (r || !count)
    return r;
  return from_array(dst, width, src, wOffset, hOffset, width, height, kind, NULL);
}

cuportError_t cuportMemcpy2DToArray(cuportArray_t dst, size_t wOffset, size_t hOffset,
                                    const void *src, size_t spitch, size_t width, size_t height,
                                    cuportMemcpyKind kind)
{
  CUPORT_TRACE("cuportMemcpy2DToArray(dst=%p, wOffset=%zu, hOffset=%zu, src=%p, spitch=%zu, "
               "width=%zu, height=%zu, kind=%d)", (void *)dst, wOffset, hOffset, src, spitch,
               width, height, (int)kind);
  return to_array(dst, wOffset, hOffset, src, spitch, width, height, kind, NULL);
}

cuportError_t cuportMemcpy2DToArrayAsync(cuportArray_t dst, size_t wOffset, size_t hOffset,
                                         const void *src, size_t spitch, size_t width,
                                         size_t height, cuportMemcpyKind kind,
                                         cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemcpy2DToArrayAsync(dst=%p, src=%p, stream=%p)", (void *)dst, src,
               (void *)stream);
  return to_array(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
}

cuportError_t cuportMemcpy2DFromArray(void *dst, size_t dpitch, cuportArray_const_t src,
                                      size_t wOffset, size_t hOffset, size_t width, size_t height,
                                      cuportMemcpyKind kind)
{
  CUPORT_TRACE("cuportMemcpy2DFromArray(dst=%p, dpitch=%zu, src=%p, wOffset=%zu, hOffset=%zu, "
               "width=%zu, height=%zu, kind=%d)", dst, dpitch, (const void *)src, wOffset,
               hOffset, width, height, (int)kind);
  return from_array(dst, dpitch, src, wOffset, hOffset, width, height, kind, NULL);
}

cuportError_t cuportMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cuportArray_const_t src,
                                           size_t wOffset, size_t hOffset, size_t width,
                                           size_t height, cuportMemcpyKind kind,
                                           cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemcpy2DFromArrayAsync(dst=%p, src=%p, stream=%p)", dst,
               (const void *)src, (void *)stream);
  return from_array(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
}

/* An array side of a 3-D copy as a pitched pointer to its host memory, with
   its position turned from texels into bytes. */
static cuportError_t array_side(struct cuportArray *a, cuportPos *pos, cuportPitchedPtr *pp)
{
  cuportError_t r;

  if (array_check(a))
    return cuportErrorInvalidResourceHandle;
  if ((r = cuport_array_host(a)) != cuportSuccess)
    return r;
  pp->ptr = a->data;
  pp->pitch = a->width * a->elem;
  pp->xsize = a->width;
  pp->ysize = a->height ? a->height : 1;
  pos->x *= a->elem;
  return cuportSuccess;
}

cuportError_t cuport_array_copy3d(const cuportMemcpy3DParms *p, cuportStream_t stream, int async)
{
  struct cuportArray *src = p->srcArray, *dst = p->dstArray;
  cuportMemcpy3DParms q = *p;
  cuportError_t r = cuportSuccess;
  size_t elem = dst ? (array_check(dst) ? 0 : dst->elem) : (array_check(src) ? 0 : src->elem);

  if (!elem)
    return cuportErrorInvalidResourceHandle;
  q.srcArray = q.dstArray = NULL;
  if (src)
    r = array_side(src, &q.srcPos, &q.srcPtr);
  if (!r && dst)
    r = array_side(dst, &q.dstPos, &q.dstPtr);
  if (r)
    return r;
  q.extent.width *= elem;
  if (src && dst)
    q.kind = cuportMemcpyHostToHost;
  else
    q.kind = host_side(p->kind, dst != NULL);
  r = async ? cuportMemcpy3DAsync(&q, stream) : cuportMemcpy3D(&q);
  if (!r && async)
    r = cuportStreamSynchronize(stream);
  if (!r && dst)
    dst->generation++;
  return r;
}

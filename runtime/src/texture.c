/*
 * texture.c: texture objects (cuportCreateTextureObject) and what a launch
 * passes for one.  The migrator turns a kernel's cudaTextureObject_t
 * parameter into an image and a sampler (tex1D/tex2D/tex3D/tex2DLayered
 * become read_image* calls) or, for tex1Dfetch on linear memory, into a
 * global pointer; the host launch passes the object itself
 * (CUPORT_ARG_TEXTURE) and cuport_texture_args expands it here, by the
 * object's resource type, which CUDA ties to the fetch functions the same way.
 *
 * The image is made on the device of the object's first launch, in the OpenCL
 * format of the channel description and the read mode, and the sampler from
 * the address mode, the filter and the coordinates.  Both coordinate
 * conventions agree: texel i covers [i, i + 1), so the centre is i + 0.5 in
 * either, and coordinates pass through unchanged.  Texels come from the
 * array's host memory (array.c), written into the image again whenever the
 * array's generation moved; a pitch2D resource lives in device memory that
 * kernels may write, so it is read back and written before every launch.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CUPORT_TEXTURE_MAGIC 0x43505458u

struct cuportTextureObject {
  unsigned int magic;
  cuportResourceDesc res;
  cuportTextureDesc tex;
  cuportChannelFormatDesc fmt;
  size_t elem;                  /* bytes per texel */
  size_t width, height, depth;  /* the image's region (1 where a dimension is absent) */
  cl_mem_object_type type;
  int cubemap;                  /* a cubemap array: 6 faces a layer, read normalized */
  pthread_mutex_t lock;         /* launches from several threads */
  cuport_device *dev;           /* where image and sampler live, or NULL */
  unsigned long epoch;          /* dev->epoch when they were made */
  cl_mem image;
  cl_sampler sampler;
  unsigned long generation;     /* of the array when the image was written */
};

/* The image format of a channel description read in mode. */
static cuportError_t image_format(const cuportChannelFormatDesc *d, cuportTextureReadMode mode,
                                  cl_image_format *f)
{
  int n = (d->x > 0) + (d->y > 0) + (d->z > 0) + (d->w > 0);
  int norm = mode == cuportReadModeNormalizedFloat;

  f->image_channel_order = n == 1 ? CL_R : n == 2 ? CL_RG : CL_RGBA;
  if (d->f == cuportChannelFormatKindFloat) {
    f->image_channel_data_type = d->x == 16 ? CL_HALF_FLOAT : CL_FLOAT;
    return cuportSuccess;
  }
  if (norm && d->x == 32)
    return cuport_fail(cuportErrorInvalidNormSetting, "32-bit integer channels cannot be read "
                       "as normalized float");
  if (d->f == cuportChannelFormatKindSigned)
    f->image_channel_data_type = d->x == 8    ? (norm ? CL_SNORM_INT8 : CL_SIGNED_INT8)
                                 : d->x == 16 ? (norm ? CL_SNORM_INT16 : CL_SIGNED_INT16)
                                              : CL_SIGNED_INT32;
  else
    f->image_channel_data_type = d->x == 8    ? (norm ? CL_UNORM_INT8 : CL_UNSIGNED_INT8)
                                 : d->x == 16 ? (norm ? CL_UNORM_INT16 : CL_UNSIGNED_INT16)
                                              : CL_UNSIGNED_INT32;
  return cuportSuccess;
}

/* The image's type and region for an array resource. */
static void array_shape(const struct cuportArray *a, struct cuportTextureObject *t)
{
  t->width = a->width;
  t->height = a->height ? a->height : 1;
  t->depth = a->depth ? a->depth : 1;
  t->cubemap = (a->flags & cuportArrayCubemap) != 0;
  if (a->flags & (cuportArrayLayered | cuportArrayCubemap))   /* a cubemap's faces: layers */
    t->type = a->height ? CL_MEM_OBJECT_IMAGE2D_ARRAY : CL_MEM_OBJECT_IMAGE1D_ARRAY;
  else if (a->depth)
    t->type = CL_MEM_OBJECT_IMAGE3D;
  else
    t->type = a->height ? CL_MEM_OBJECT_IMAGE2D : CL_MEM_OBJECT_IMAGE1D;
  if (t->type == CL_MEM_OBJECT_IMAGE1D_ARRAY) { /* layers are its rows */
    t->height = a->depth;
    t->depth = 1;
  }
}

static cuportError_t resource_check(struct cuportTextureObject *t)
{
  const cuportResourceDesc *r = &t->res;

  switch (r->resType) {
  case cuportResourceTypeArray:
    if (!r->res.array.array || r->res.array.array->magic != CUPORT_ARRAY_MAGIC)
      return cuport_fail(cuportErrorInvalidResourceHandle, "res.array.array is not a live "
                         "CUDA array");
    t->fmt = r->res.array.array->desc;
    array_shape(r->res.array.array, t);
    break;
  case cuportResourceTypeLinear:
    if (!r->res.linear.devPtr)
      return cuport_fail(cuportErrorInvalidValue, "res.linear.devPtr is NULL");
    if (t->tex.readMode == cuportReadModeNormalizedFloat &&
        r->res.linear.desc.f != cuportChannelFormatKindFloat)
      return cuport_fail(cuportErrorNotSupported, "a linear texture read as normalized float: "
                         "its kernel reads it as a plain pointer (read it as elements and "
                         "scale)");
    t->fmt = r->res.linear.desc;
    break;
  case cuportResourceTypePitch2D:
    if (!r->res.pitch2D.devPtr || !r->res.pitch2D.width || !r->res.pitch2D.height)
      return cuport_fail(cuportErrorInvalidValue, "res.pitch2D has no pointer or no size");
    t->fmt = r->res.pitch2D.desc;
    t->width = r->res.pitch2D.width;
    t->height = r->res.pitch2D.height;
    t->depth = 1;
    t->type = CL_MEM_OBJECT_IMAGE2D;
    break;
  default:
    return cuport_fail(cuportErrorNotSupported, "resource type %d: mipmapped arrays are not "
                       "supported", (int)r->resType);
  }
  t->elem = cuport_channel_bytes(&t->fmt);
  if (!t->elem)
    return cuport_fail(cuportErrorInvalidChannelDescriptor, "channels (%d,%d,%d,%d) of kind %d",
                       t->fmt.x, t->fmt.y, t->fmt.z, t->fmt.w, (int)t->fmt.f);
  if (r->resType == cuportResourceTypePitch2D &&
      r->res.pitch2D.pitchInBytes < r->res.pitch2D.width * t->elem)
    return cuport_fail(cuportErrorInvalidPitchValue, "pitch %zu is below a row of %zu bytes",
                       r->res.pitch2D.pitchInBytes, r->res.pitch2D.width * t->elem);
  return cuportSuccess;
}

cuportError_t cuportCreateTextureObject(cuportTextureObject_t *pTexObject,
                                        const cuportResourceDesc *pResDesc,
                                        const cuportTextureDesc *pTexDesc,
                                        const void *pResViewDesc)
{
  struct cuportTextureObject *t;
  cl_image_format f;
  cuportError_t r;

  CUPORT_TRACE("cuportCreateTextureObject(resType=%d)", pResDesc ? (int)pResDesc->resType : -1);
  if (!pTexObject || !pResDesc || !pTexDesc)
    return cuport_fail(cuportErrorInvalidValue, "pTexObject, pResDesc or pTexDesc is NULL");
  if (pResViewDesc)
    return cuport_fail(cuportErrorNotSupported, "resource views are not supported");
  if (!(t = calloc(1, sizeof *t)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  t->res = *pResDesc;
  t->tex = *pTexDesc;
  r = resource_check(t);
  if (!r && t->res.resType != cuportResourceTypeLinear)
    r = image_format(&t->fmt, t->tex.readMode, &f);
  if (r) {
    free(t);
    return r;
  }
  pthread_mutex_init(&t->lock, NULL);
  t->magic = CUPORT_TEXTURE_MAGIC;
  *pTexObject = t;
  return cuportSuccess;
}

static void texture_release_cl(struct cuportTextureObject *t)
{
  if (t->image)
    clReleaseMemObject(t->image);
  if (t->sampler)
    clReleaseSampler(t->sampler);
  t->image = NULL;
  t->sampler = NULL;
  t->dev = NULL;
}

static cuportError_t texture_check(cuportTextureObject_t t)
{
  if (!t || t->magic != CUPORT_TEXTURE_MAGIC)
    return cuport_fail(cuportErrorInvalidResourceHandle, "%p is not a live texture object",
                       (void *)t);
  return cuportSuccess;
}

cuportError_t cuportDestroyTextureObject(cuportTextureObject_t texObject)
{
  CUPORT_TRACE("cuportDestroyTextureObject(texObject=%p)", (void *)texObject);
  if (!texObject)
    return cuportSuccess;
  if (texture_check(texObject))
    return cuportErrorInvalidResourceHandle;
  texObject->magic = 0;
  texture_release_cl(texObject);
  pthread_mutex_destroy(&texObject->lock);
  free(texObject);
  return cuportSuccess;
}

cuportError_t cuportGetTextureObjectResourceDesc(cuportResourceDesc *pResDesc,
                                                 cuportTextureObject_t texObject)
{
  if (!pResDesc)
    return cuport_fail(cuportErrorInvalidValue, "pResDesc is NULL");
  if (texture_check(texObject))
    return cuportErrorInvalidResourceHandle;
  *pResDesc = texObject->res;
  return cuportSuccess;
}

cuportError_t cuportGetTextureObjectTextureDesc(cuportTextureDesc *pTexDesc,
                                                cuportTextureObject_t texObject)
{
  if (!pTexDesc)
    return cuport_fail(cuportErrorInvalidValue, "pTexDesc is NULL");
  if (texture_check(texObject))
    return cuportErrorInvalidResourceHandle;
  *pTexDesc = texObject->tex;
  return cuportSuccess;
}

/* ---------------------------------------------------------------- launches */

static cl_addressing_mode address_mode(const cuportTextureDesc *d)
{
  switch (d->addressMode[0]) {
  case cuportAddressModeWrap:
    return d->normalizedCoords ? CL_ADDRESS_REPEAT : CL_ADDRESS_CLAMP_TO_EDGE;
  case cuportAddressModeMirror:
    return d->normalizedCoords ? CL_ADDRESS_MIRRORED_REPEAT : CL_ADDRESS_CLAMP_TO_EDGE;
  case cuportAddressModeBorder:
    return CL_ADDRESS_CLAMP;
  default:
    return CL_ADDRESS_CLAMP_TO_EDGE;
  }
}

/* The image and sampler of t on dev, made now if they are not. */
static cuportError_t texture_make(cuport_device *dev, struct cuportTextureObject *t)
{
  cl_image_format f;
  cl_image_desc d;
  cl_bool images = CL_FALSE;
  cl_sampler_properties props[7];
  cl_int err;

  if (t->dev == dev && t->epoch == dev->epoch && t->image)
    return cuportSuccess;
  texture_release_cl(t);
  clGetDeviceInfo(dev->id, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL);
  if (!images)
    return cuport_fail(cuportErrorNotSupported, "device '%s' has no image support, which "
                       "textures need", dev->name);
  image_format(&t->fmt, t->tex.readMode, &f);
  memset(&d, 0, sizeof d);
  d.image_type = t->type;
  d.image_width = t->width;
  d.image_height = t->height;
  d.image_depth = t->type == CL_MEM_OBJECT_IMAGE3D ? t->depth : 1;
  d.image_array_size = t->type == CL_MEM_OBJECT_IMAGE2D_ARRAY   ? t->depth
                       : t->type == CL_MEM_OBJECT_IMAGE1D_ARRAY ? t->height
                                                                : 1;
  t->image = clCreateImage(dev->ctx, CL_MEM_READ_ONLY, &f, &d, NULL, &err);
  if (!t->image)
    return cuport_fail_cl(err, cuportErrorInvalidValue, "clCreateImage of %zu x %zu x %zu "
                          "texels (order 0x%x, type 0x%x) on '%s'", t->width, t->height,
                          t->depth, f.image_channel_order, f.image_channel_data_type, dev->name);
  /* a cubemap fetch works out the face's texel coordinates (the device header's
     cuport__cube_coord) whatever the object says, and never leaves the face */
  props[0] = CL_SAMPLER_NORMALIZED_COORDS;
  props[1] = t->tex.normalizedCoords && !t->cubemap ? CL_TRUE : CL_FALSE;
  props[2] = CL_SAMPLER_ADDRESSING_MODE;
  props[3] = t->cubemap ? CL_ADDRESS_CLAMP_TO_EDGE : address_mode(&t->tex);
  props[4] = CL_SAMPLER_FILTER_MODE;
  props[5] = t->tex.filterMode == cuportFilterModeLinear ? CL_FILTER_LINEAR : CL_FILTER_NEAREST;
  props[6] = 0;
  t->sampler = clCreateSamplerWithProperties(dev->ctx, props, &err);
  if (!t->sampler) {
    texture_release_cl(t);
    return cuport_fail_cl(err, cuportErrorInvalidValue, "clCreateSamplerWithProperties");
  }
  t->dev = dev;
  t->epoch = dev->epoch;
  t->generation = 0;
  return cuportSuccess;
}

/* Writes texels (rows of width * elem bytes) into t's image, ordered on stream. */
static cuportError_t texture_write(cuport_device *dev, cuportStream_t stream,
                                   struct cuportTextureObject *t, const void *texels)
{
  size_t origin[3] = {0, 0, 0};
  size_t region[3] = {t->width, t->height, t->depth};
  size_t row = t->width * t->elem;
  cuport_enqueue e;
  cl_int err;
  cuportError_t r;
  /* the slice pitch is 0 for a 1D or 2D image (NVIDIA refuses another value), a row for
     each image of a 1D array, a whole image for each slice of a 3D image or 2D array */
  size_t slice = 0;

  if (t->type == CL_MEM_OBJECT_IMAGE1D_ARRAY)
    slice = row;
  else if (t->type == CL_MEM_OBJECT_IMAGE3D || t->type == CL_MEM_OBJECT_IMAGE2D_ARRAY)
    slice = row * t->height;
  r = cuport_enqueue_begin(dev, stream, &e);
  if (r)
    return r;
  err = clEnqueueWriteImage(e.s->q, t->image, CL_TRUE, origin, region, row, slice, texels,
                            e.nwait, e.nwait ? e.waits : NULL, NULL);
  cuport_enqueue_end(&e, err == CL_SUCCESS);
  return err == CL_SUCCESS ? cuportSuccess
                           : cuport_fail_cl(err, 0, "clEnqueueWriteImage of a texture");
}

/* t's image made on dev and holding its resource's texels now. */
static cuportError_t texture_ready(cuport_device *dev, cuportStream_t stream,
                                   struct cuportTextureObject *t)
{
  const cuportResourceDesc *res = &t->res;
  cuportError_t r = texture_make(dev, t);
  void *tmp;

  if (r)
    return r;
  if (res->resType == cuportResourceTypeArray) {
    const struct cuportArray *a = res->res.array.array;
    if (a->magic != CUPORT_ARRAY_MAGIC)
      return cuport_fail(cuportErrorInvalidResourceHandle, "the array of a texture object "
                         "was freed");
    if (t->generation == a->generation)
      return cuportSuccess;
    r = texture_write(dev, stream, t, a->data);
    if (!r)
      t->generation = a->generation;
    return r;
  }
  /* pitch2D: the device rows, packed, then into the image */
  if (!(tmp = malloc(t->width * t->elem * t->height)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  r = cuportMemcpy2DAsync(tmp, t->width * t->elem, res->res.pitch2D.devPtr,
                          res->res.pitch2D.pitchInBytes, t->width * t->elem, t->height,
                          cuportMemcpyDeviceToHost, stream);
  if (!r)
    r = cuportStreamSynchronize(stream);
  if (!r)
    r = texture_write(dev, stream, t, tmp);
  free(tmp);
  return r;
}

cuportError_t cuport_texture_args(cuport_device *dev, cuportStream_t stream, unsigned int nargs,
                                  const cuportArg *args, cuportArg **out, unsigned int *nout)
{
  unsigned int i, n = 0, ntex = 0;
  cuportArg *x;
  cuportError_t r = cuportSuccess;

  *out = NULL;
  for (i = 0; i < nargs; i++)
    ntex += args[i].kind == CUPORT_ARG_TEXTURE;
  if (!ntex)
    return cuportSuccess;
  if (!(x = calloc(nargs + ntex, sizeof *x)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  for (i = 0; i < nargs && !r; i++) {
    struct cuportTextureObject *t;
    if (args[i].kind != CUPORT_ARG_TEXTURE) {
      x[n++] = args[i];
      continue;
    }
    t = args[i].value ? *(cuportTextureObject_t const *)args[i].value : NULL;
    if (texture_check(t)) {
      r = cuport_fail(cuportErrorInvalidResourceHandle, "kernel argument %u is %p, not a live "
                      "texture object", i, (void *)t);
      break;
    }
    if (t->res.resType == cuportResourceTypeLinear) {
      x[n].kind = CUPORT_ARG_POINTER;
      x[n].size = sizeof(void *);
      x[n++].value = &t->res.res.linear.devPtr;
      continue;
    }
    pthread_mutex_lock(&t->lock);
    r = texture_ready(dev, stream, t);
    pthread_mutex_unlock(&t->lock);
    x[n].kind = CUPORT_ARG_VALUE;
    x[n].size = sizeof(cl_mem);
    x[n++].value = &t->image;
    x[n].kind = CUPORT_ARG_VALUE;
    x[n].size = sizeof(cl_sampler);
    x[n++].value = &t->sampler;
  }
  if (r) {
    free(x);
    return r;
  }
  *out = x;
  *nout = n;
  return cuportSuccess;
}

/* Legacy texture references: the symbol's first 8 bytes are the bound address, which
   the kernels' tex1Dfetch reads through (the migrator's contract, cuport_runtime.h). */
cuportError_t cuportBindTexture(size_t *offset, cuportProgram_t program, const char *symbol,
                                const void *devPtr, const cuportChannelFormatDesc *desc,
                                size_t size)
{
  CUPORT_TRACE("cuportBindTexture(symbol=\"%s\", devPtr=%p, size=%zu)",
               symbol ? symbol : "(null)", devPtr, size);
  (void)desc;
  if (offset)
    *offset = 0;
  return cuportMemcpyToSymbol(program, symbol, &devPtr, sizeof devPtr, 0,
                              cuportMemcpyHostToDevice);
}

cuportError_t cuportUnbindTexture(cuportProgram_t program, const char *symbol)
{
  const void *none = NULL;

  CUPORT_TRACE("cuportUnbindTexture(symbol=\"%s\")", symbol ? symbol : "(null)");
  return cuportMemcpyToSymbol(program, symbol, &none, sizeof none, 0, cuportMemcpyHostToDevice);
}

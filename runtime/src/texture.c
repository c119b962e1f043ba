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
  /* the texture reference bound to it (cuportBindTextureToArray...), whose fields CUDA
     reads at each launch: code sets filterMode between launches without binding again */
  const cuportTextureReference *ref;
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
    r = cuport_array_host((struct cuportArray *)a);   /* a surface may have written it */
    if (r || t->generation == a->generation)
      return r;
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

static void reference_desc(const cuportTextureReference *ref, cuportTextureDesc *d);

/* A reference's object after its fields changed: image and sampler made again. */
static void reference_refresh(struct cuportTextureObject *t)
{
  cuportTextureDesc d;

  reference_desc(t->ref, &d);
  if (memcmp(&d, &t->tex, sizeof d) == 0)
    return;
  t->tex = d;
  texture_release_cl(t);
}

/* The image and sampler of t as the two arguments at x, made ready for a launch. */
static cuportError_t image_args(cuport_device *dev, cuportStream_t stream,
                                struct cuportTextureObject *t, cuportArg *x)
{
  cuportError_t r;

  pthread_mutex_lock(&t->lock);
  if (t->ref)
    reference_refresh(t);
  r = texture_ready(dev, stream, t);
  pthread_mutex_unlock(&t->lock);
  x[0].kind = CUPORT_ARG_VALUE;
  x[0].size = sizeof(cl_mem);
  x[0].value = &t->image;
  x[1].kind = CUPORT_ARG_VALUE;
  x[1].size = sizeof(cl_sampler);
  x[1].value = &t->sampler;
  return r;
}

/* How many arguments a launch argument becomes: a texture object or a texture
   reference bound to an image two, anything else one; 0 for one that stays
   as it is (and needs nothing done before the launch). */
static unsigned int expands_to(struct cuportProgram *prog, const cuportArg *a)
{
  switch (a->kind) {
  case CUPORT_ARG_TEXTURE:
    return 2;
  case CUPORT_ARG_SURFACE:
    return 1;
  case CUPORT_ARG_SYMBOL:
    if (!prog || !a->value)
      return 0;
    if (cuport_symbol_texture(prog, (const char *)a->value))
      return 2;
    return cuport_symbol_surface(prog, (const char *)a->value) ? 1 : 0;
  default:
    return 0;
  }
}

/* The arguments for one launch argument a at x; *n counts them. */
static cuportError_t expand_arg(cuport_device *dev, cuportStream_t stream,
                                struct cuportProgram *prog, unsigned int i, const cuportArg *a,
                                cuportArg *x, unsigned int *n)
{
  struct cuportTextureObject *t;
  struct cuportArray *sa;
  void *ignored;

  switch (expands_to(prog, a) ? a->kind : CUPORT_ARG_VALUE) {
  case CUPORT_ARG_SURFACE:
    *n += 1;
    return cuport_surface_arg(dev, stream, a, x);
  case CUPORT_ARG_SYMBOL:
    if ((t = cuport_symbol_texture(prog, (const char *)a->value)) != NULL) {
      *n += 2;
      return image_args(dev, stream, t, x);
    }
    /* a surface reference: the symbol holds the buffer, which must hold the texels */
    sa = cuport_symbol_surface(prog, (const char *)a->value);
    *x = *a;
    *n += 1;
    return cuport_array_surface(sa, dev, stream, &ignored);
  case CUPORT_ARG_TEXTURE:
    t = a->value ? *(cuportTextureObject_t const *)a->value : NULL;
    if (texture_check(t))
      return cuport_fail(cuportErrorInvalidResourceHandle, "kernel argument %u is %p, not a "
                         "live texture object", i, (void *)t);
    if (t->res.resType == cuportResourceTypeLinear) {
      x->kind = CUPORT_ARG_POINTER;
      x->size = sizeof(void *);
      x->value = &t->res.res.linear.devPtr;
      *n += 1;
      return cuportSuccess;
    }
    *n += 2;
    return image_args(dev, stream, t, x);
  default:
    *x = *a;
    *n += 1;
    return cuportSuccess;
  }
}

cuportError_t cuport_texture_args(cuport_device *dev, cuportStream_t stream,
                                  struct cuportProgram *prog, unsigned int nargs,
                                  const cuportArg *args, cuportArg **out, unsigned int *nout)
{
  unsigned int i, n = 0, extra = 0, any = 0;
  cuportArg *x;
  cuportError_t r = cuportSuccess;

  *out = NULL;
  for (i = 0; i < nargs; i++) {
    unsigned int e = expands_to(prog, &args[i]);
    any += e != 0;
    extra += e > 1;
  }
  if (!any)
    return cuportSuccess;
  if (!(x = calloc(nargs + extra, sizeof *x)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  for (i = 0; i < nargs && !r; i++)
    r = expand_arg(dev, stream, prog, i, &args[i], x + n, &n);
  if (r) {
    free(x);
    return r;
  }
  *out = x;
  *nout = n;
  return cuportSuccess;
}

/* Legacy texture references: the symbol's first 8 bytes are the bound address, which
   the kernels' tex1Dfetch reads through (the migrator's contract, cuport_runtime.h).
   One bound to an array or pitched memory keeps a texture object in its symbol, which
   launches pass instead (cuport_texture_args). */
static cuportError_t bind_symbol(cuportProgram_t program, const char *symbol,
                                 cuport_symbol **out)
{
  if (!program || !symbol)
    return cuport_fail(cuportErrorInvalidValue, "program or symbol is NULL");
  cuport_symbol_owner(program, symbol, out);
  if (!*out)
    return cuport_fail(cuportErrorInvalidSymbol, "program '%s' has no symbol '%s'",
                       program->name, symbol);
  return cuportSuccess;
}

/* Replaces the texture object bound to s (NULL: none). */
static void bind_object(cuport_symbol *s, struct cuportTextureObject *t)
{
  struct cuportTextureObject *old = __atomic_exchange_n(&s->bound_texture, t, __ATOMIC_ACQ_REL);

  if (old)
    cuportDestroyTextureObject(old);
}

struct cuportTextureObject *cuport_symbol_texture(struct cuportProgram *prog, const char *name)
{
  cuport_symbol *s = NULL;

  cuport_symbol_owner(prog, name, &s);
  return s ? __atomic_load_n(&s->bound_texture, __ATOMIC_ACQUIRE) : NULL;
}

cuportError_t cuportBindTexture(size_t *offset, cuportProgram_t program, const char *symbol,
                                const void *devPtr, const cuportChannelFormatDesc *desc,
                                size_t size)
{
  cuport_symbol *s = NULL;
  cuportError_t r;

  CUPORT_TRACE("cuportBindTexture(symbol=\"%s\", devPtr=%p, size=%zu)",
               symbol ? symbol : "(null)", devPtr, size);
  (void)desc;
  if (offset)
    *offset = 0;
  if ((r = bind_symbol(program, symbol, &s)) != cuportSuccess)
    return r;
  bind_object(s, NULL);
  return cuportMemcpyToSymbol(program, symbol, &devPtr, sizeof devPtr, 0,
                              cuportMemcpyHostToDevice);
}

/* The texture description of a reference's fields. */
static void reference_desc(const cuportTextureReference *ref, cuportTextureDesc *d)
{
  memset(d, 0, sizeof *d);
  if (!ref)
    return;
  memcpy(d->addressMode, ref->addressMode, sizeof d->addressMode);
  d->filterMode = ref->filterMode;
  d->readMode = ref->readMode;
  d->normalizedCoords = ref->normalized;
  d->sRGB = ref->sRGB;
}

/* Binds the symbol to a texture object of res made from ref's fields. */
static cuportError_t bind_resource(cuportProgram_t program, const char *symbol,
                                   const cuportTextureReference *ref,
                                   const cuportResourceDesc *res)
{
  cuportTextureDesc d;
  cuportTextureObject_t t = NULL;
  cuport_symbol *s = NULL;
  cuportError_t r = bind_symbol(program, symbol, &s);

  if (r)
    return r;
  if (!ref)
    return cuport_fail(cuportErrorInvalidTexture, "the texture reference is NULL");
  reference_desc(ref, &d);
  if ((r = cuportCreateTextureObject(&t, res, &d, NULL)) != cuportSuccess)
    return r;
  t->ref = ref;
  bind_object(s, t);
  return cuportSuccess;
}

cuportError_t cuportBindTextureToArray(cuportProgram_t program, const char *symbol,
                                       const cuportTextureReference *ref,
                                       cuportArray_const_t array,
                                       const cuportChannelFormatDesc *desc)
{
  cuportResourceDesc res;

  CUPORT_TRACE("cuportBindTextureToArray(symbol=\"%s\", array=%p)", symbol ? symbol : "(null)",
               (const void *)array);
  (void)desc;   /* CUDA reads the array in its own format too */
  memset(&res, 0, sizeof res);
  res.resType = cuportResourceTypeArray;
  res.res.array.array = (cuportArray_t)array;
  return bind_resource(program, symbol, ref, &res);
}

cuportError_t cuportBindTexture2D(size_t *offset, cuportProgram_t program, const char *symbol,
                                  const cuportTextureReference *ref, const void *devPtr,
                                  const cuportChannelFormatDesc *desc, size_t width,
                                  size_t height, size_t pitch)
{
  cuportResourceDesc res;

  CUPORT_TRACE("cuportBindTexture2D(symbol=\"%s\", devPtr=%p, %zu x %zu, pitch=%zu)",
               symbol ? symbol : "(null)", devPtr, width, height, pitch);
  if (offset)
    *offset = 0;
  if (!desc && !ref)
    return cuport_fail(cuportErrorInvalidChannelDescriptor, "no channel description");
  memset(&res, 0, sizeof res);
  res.resType = cuportResourceTypePitch2D;
  res.res.pitch2D.devPtr = (void *)devPtr;
  res.res.pitch2D.desc = desc ? *desc : ref->channelDesc;
  res.res.pitch2D.width = width;
  res.res.pitch2D.height = height;
  res.res.pitch2D.pitchInBytes = pitch;
  return bind_resource(program, symbol, ref, &res);
}

cuportError_t cuportUnbindTexture(cuportProgram_t program, const char *symbol)
{
  const void *none = NULL;
  cuport_symbol *s = NULL;
  cuportError_t r;

  CUPORT_TRACE("cuportUnbindTexture(symbol=\"%s\")", symbol ? symbol : "(null)");
  if ((r = bind_symbol(program, symbol, &s)) != cuportSuccess)
    return r;
  bind_object(s, NULL);
  return cuportMemcpyToSymbol(program, symbol, &none, sizeof none, 0, cuportMemcpyHostToDevice);
}

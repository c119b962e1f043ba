/*
 * symbol.c: CUDA's __device__ and __constant__ variables.  OpenCL C 1.2 has
 * no writable program-scope variables, so each such variable becomes a
 * runtime-owned SVM block per device, registered by name on its program
 * (cuportRegisterSymbol), created and initialized on first use, and passed to
 * kernels as a hidden pointer parameter (CUPORT_ARG_SYMBOL).  The convention
 * the migrator follows is spelled out in cuport_runtime.h.  Symbol blocks are
 * in the device's registry like any allocation, so pointers to them can be
 * stored in memory and copied with the ordinary memcpy calls; cuportFree
 * refuses them and cuportDeviceReset releases them.  A name a program did not
 * register is looked up in the others (cuport_symbol_owner): CUDA's extern
 * __device__ variable, defined in another unit, is that unit's symbol.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static cuport_symbol *find_own_symbol(struct cuportProgram *p, const char *name)
{
  cuport_symbol *s;

  for (s = __atomic_load_n(&p->symbols, __ATOMIC_ACQUIRE); s; s = s->next)
    if (strcmp(s->name, name) == 0)
      return s;
  return NULL;
}

/* p's symbol, or the one of the unit that defines a variable p's unit declares extern. */
static cuport_symbol *find_symbol(struct cuportProgram *p, const char *name)
{
  cuport_symbol *s = NULL;

  cuport_symbol_owner(p, name, &s);
  return s;
}

cuportError_t cuportRegisterSymbol(cuportProgram_t program, const char *name, size_t size,
                                   const void *init)
{
  cuport_symbol *s;
  cuportError_t e = cuportSuccess;

  CUPORT_TRACE("cuportRegisterSymbol(program=%p, name=\"%s\", size=%zu, init=%p)",
               (void *)program, name ? name : "(null)", size, init);
  if (!program || !name || size == 0)
    return cuport_fail(cuportErrorInvalidValue, "program or name is NULL, or size is 0");
  pthread_mutex_lock(&cuport_global_lock);
  s = find_own_symbol(program, name);
  if (s && s->size != size)
    e = cuport_fail(cuportErrorDuplicateVariableName,
                    "symbol '%s' of '%s' was registered with %zu bytes, now %zu", name,
                    program->name, s->size, size);
  if (!s && (s = calloc(1, sizeof *s)) != NULL) {
    s->name = malloc(strlen(name) + 1);
    s->init = init ? malloc(size) : NULL;
    if (!s->name || (init && !s->init)) {
      free(s->name);
      free(s->init);
      free(s);
      s = NULL;
    } else {
      strcpy(s->name, name);
      if (init)
        memcpy(s->init, init, size);
      s->size = size;
      s->next = program->symbols;
      __atomic_store_n(&program->symbols, s, __ATOMIC_RELEASE);
    }
  }
  pthread_mutex_unlock(&cuport_global_lock);
  if (!s && !e)
    e = cuport_fail(cuportErrorMemoryAllocation, "no host memory for symbol '%s'", name);
  return e;
}

cuportError_t cuportRegisterManagedSymbol(cuportProgram_t program, const char *name,
                                          size_t size, void *host)
{
  cuport_symbol *s;
  cuportError_t e;

  CUPORT_TRACE("cuportRegisterManagedSymbol(program=%p, name=\"%s\", size=%zu, host=%p)",
               (void *)program, name ? name : "(null)", size, host);
  if (!host)
    return cuport_fail(cuportErrorInvalidValue, "the host copy of '%s' is NULL",
                       name ? name : "(null)");
  e = cuportRegisterSymbol(program, name, size, NULL);
  if (e)
    return e;
  pthread_mutex_lock(&cuport_global_lock);
  s = find_own_symbol(program, name);
  if (s->host && s->host != host)
    e = cuport_fail(cuportErrorDuplicateVariableName,
                    "managed symbol '%s' of '%s' was registered with another host copy", name,
                    program->name);
  else
    s->host = host;
  pthread_mutex_unlock(&cuport_global_lock);
  return e;
}

/* dev->lock held: allocates the symbol's block on dev and fills it with its
   initializer (or zeros) before any command can use it. */
static cuportError_t create_storage(cuport_symbol *s, cuport_device *dev)
{
  void *p = clSVMAlloc(dev->ctx, CL_MEM_READ_WRITE, s->size, 0);
  unsigned char zero = 0;
  cl_int err;

  if (!p)
    return cuport_fail(cuportErrorMemoryAllocation, "clSVMAlloc of %zu bytes for symbol '%s'",
                       s->size, s->name);
  if (s->host || s->init)
    err = clEnqueueSVMMemcpy(dev->legacy->q, CL_TRUE, p, s->host ? s->host : s->init, s->size,
                             0, NULL, NULL);
  else
    err = clEnqueueSVMMemFill(dev->legacy->q, p, &zero, 1, s->size, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clFinish(dev->legacy->q);
  if (err != CL_SUCCESS || cuport_reg_insert(&dev->reg, p, s->size, CUPORT_MEM_SYMBOL, NULL)) {
    clSVMFree(dev->ctx, p);
    return cuport_fail_cl(err, cuportErrorMemoryAllocation, "initializing symbol '%s'", s->name);
  }
  s->ptr[dev->index] = p;
  return s->host ? cuport_managed_symbol(dev, s) : cuportSuccess;
}

cuportError_t cuport_symbol_ptr(struct cuportProgram *p, const char *name, cuport_device *dev,
                                int locked, void **out)
{
  cuport_symbol *s = name ? find_symbol(p, name) : NULL;
  cuportError_t e = cuportSuccess;

  if (!s)
    return cuport_fail(cuportErrorInvalidSymbol, "program '%s' has no symbol '%s'", p->name,
                       name ? name : "(null)");
  if (!locked)
    pthread_mutex_lock(&dev->lock);
  if (!s->ptr[dev->index])
    e = create_storage(s, dev);
  if (!e)
    *out = s->ptr[dev->index];
  if (!locked)
    pthread_mutex_unlock(&dev->lock);
  return e;
}

cuportError_t cuportGetSymbolAddress(void **devPtr, cuportProgram_t program, const char *symbol)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportGetSymbolAddress(devPtr=%p, program=%p, symbol=\"%s\")", (void *)devPtr,
               (void *)program, symbol ? symbol : "(null)");
  if (!devPtr || !program)
    return cuport_fail(cuportErrorInvalidValue, "devPtr or program is NULL");
  e = cuport_current(&dev);
  if (!e)
    e = cuport_symbol_ptr(program, symbol, dev, 0, devPtr);
  if (!e) /* storage just made for a __managed__ variable: back to the host if idle */
    cuport_managed_host(dev, 0);
  return e;
}

cuportError_t cuportGetSymbolSize(size_t *size, cuportProgram_t program, const char *symbol)
{
  cuport_symbol *s;

  CUPORT_TRACE("cuportGetSymbolSize(size=%p, program=%p, symbol=\"%s\")", (void *)size,
               (void *)program, symbol ? symbol : "(null)");
  if (!size || !program)
    return cuport_fail(cuportErrorInvalidValue, "size or program is NULL");
  s = symbol ? find_symbol(program, symbol) : NULL;
  if (!s)
    return cuport_fail(cuportErrorInvalidSymbol, "program '%s' has no symbol '%s'",
                       program->name, symbol ? symbol : "(null)");
  *size = s->size;
  return cuportSuccess;
}

/* Shared by the four copy functions: resolves the symbol, checks the range
   and the direction, and copies; to_symbol says which way. */
static cuportError_t symbol_copy(cuportProgram_t program, const char *symbol, void *host,
                                 size_t count, size_t offset, cuportMemcpyKind kind,
                                 cuportStream_t stream, int async, int to_symbol)
{
  cuport_device *dev;
  cuport_symbol *s;
  char *base;
  cuportError_t e;

  if (!program || (!host && count))
    return cuport_fail(cuportErrorInvalidValue, "program or buffer is NULL");
  if (kind != cuportMemcpyDefault && kind != cuportMemcpyDeviceToDevice &&
      kind != (to_symbol ? cuportMemcpyHostToDevice : cuportMemcpyDeviceToHost))
    return cuport_fail(cuportErrorInvalidMemcpyDirection, "memcpy kind %d is not valid here",
                       (int)kind);
  s = symbol ? find_symbol(program, symbol) : NULL;
  if (!s)
    return cuport_fail(cuportErrorInvalidSymbol, "program '%s' has no symbol '%s'",
                       program->name, symbol ? symbol : "(null)");
  if (offset > s->size || count > s->size - offset)
    return cuport_fail(cuportErrorInvalidValue, "offset %zu + count %zu exceed symbol '%s' (%zu)",
                       offset, count, s->name, s->size);
  e = cuport_current(&dev);
  if (!e)
    e = cuport_symbol_ptr(program, symbol, dev, 0, (void **)&base);
  if (e || count == 0)
    return e;
  /* The Async forms also complete before returning: conservative, and what
     CUDA does for pageable host memory, the usual case for symbols. */
  (void)async;
  if (s->host) { /* a __managed__ variable: the copy sees the host's writes (managed.c) */
    pthread_mutex_lock(&dev->lock);
    e = cuport_managed_device(dev);
    pthread_mutex_unlock(&dev->lock);
  }
  if (!e)
    e = to_symbol ? cuport_copy(dev, base + offset, host, count, stream, 1)
                  : cuport_copy(dev, host, base + offset, count, stream, 1);
  if (!e && s->host)
    cuport_managed_host(dev, 0);
  return e;
}

cuportError_t cuportMemcpyToSymbol(cuportProgram_t program, const char *symbol, const void *src,
                                   size_t count, size_t offset, cuportMemcpyKind kind)
{
  CUPORT_TRACE("cuportMemcpyToSymbol(symbol=\"%s\", src=%p, count=%zu, offset=%zu, kind=%d)",
               symbol ? symbol : "(null)", src, count, offset, (int)kind);
  return symbol_copy(program, symbol, (void *)src, count, offset, kind, NULL, 0, 1);
}

cuportError_t cuportMemcpyFromSymbol(void *dst, cuportProgram_t program, const char *symbol,
                                     size_t count, size_t offset, cuportMemcpyKind kind)
{
  CUPORT_TRACE("cuportMemcpyFromSymbol(dst=%p, symbol=\"%s\", count=%zu, offset=%zu, kind=%d)",
               dst, symbol ? symbol : "(null)", count, offset, (int)kind);
  return symbol_copy(program, symbol, dst, count, offset, kind, NULL, 0, 0);
}

cuportError_t cuportMemcpyToSymbolAsync(cuportProgram_t program, const char *symbol,
                                        const void *src, size_t count, size_t offset,
                                        cuportMemcpyKind kind, cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemcpyToSymbolAsync(symbol=\"%s\", src=%p, count=%zu, offset=%zu, "
               "kind=%d, stream=%p)", symbol ? symbol : "(null)", src, count, offset, (int)kind,
               (void *)stream);
  return symbol_copy(program, symbol, (void *)src, count, offset, kind, stream, 1, 1);
}

cuportError_t cuportMemcpyFromSymbolAsync(void *dst, cuportProgram_t program, const char *symbol,
                                          size_t count, size_t offset, cuportMemcpyKind kind,
                                          cuportStream_t stream)
{
  CUPORT_TRACE("cuportMemcpyFromSymbolAsync(dst=%p, symbol=\"%s\", count=%zu, offset=%zu, "
               "kind=%d, stream=%p)", dst, symbol ? symbol : "(null)", count, offset, (int)kind,
               (void *)stream);
  return symbol_copy(program, symbol, dst, count, offset, kind, stream, 1, 0);
}

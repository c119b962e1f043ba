/*
 * program.c: registered OpenCL C programs and their kernels.  A migrated
 * program registers each embedded .cl source by name (cheap); the first
 * kernel lookup or launch on a device builds it there: the text is the
 * device header, a #line directive naming the .cl file (so build logs point
 * into the user's file), then the source, or the file of the same name under
 * CUPORT_KERNEL_DIR when that exists.  Options are "-cl-std=CL1.2", the
 * device's -D flags (features.c), the program's own options and
 * CUPORT_BUILD_OPTIONS.  Binaries go through the disk cache (cache.c).  A
 * failed build prints its full log to stderr once and is remembered: every
 * launch that needs the program fails with its error (the thread's last
 * error), and the device's next synchronisation reports it once more.
 * Programs and kernels live for the process; their per-device state is dropped
 * by cuportDeviceReset.  A program may declare its kernels (their hidden
 * parameters with them): a launch through another program whose declarations
 * lack the kernel finds it in the one that declares it, which is how a kernel
 * defined in one migrated unit is launched from another (runtime/README.md).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

extern const char cuport_device_header[];
extern const size_t cuport_device_header_len;
extern const char cuport_rand_device_header[];
extern const size_t cuport_rand_device_header_len;

static struct cuportProgram *programs;

static char *dup_string(const char *s)
{
  size_t n = strlen(s) + 1;
  char *d = malloc(n);

  if (d)
    memcpy(d, s, n);
  return d;
}

/* --------------------------------------------------------- registration */

cuportError_t cuportRegisterProgram(const char *name, const char *source, cuportProgram_t *out)
{
  struct cuportProgram *p;

  CUPORT_TRACE("cuportRegisterProgram(name=\"%s\", source=%zu bytes)", name ? name : "(null)",
               source ? strlen(source) : 0);
  if (!name || !source || !out)
    return cuport_fail(cuportErrorInvalidValue, "name, source or out is NULL");
  pthread_mutex_lock(&cuport_global_lock);
  for (p = programs; p; p = p->next)
    if (strcmp(p->name, name) == 0)
      break;
  if (!p && (p = calloc(1, sizeof *p)) != NULL) {
    p->name = dup_string(name);
    p->source = dup_string(source);
    if (!p->name || !p->source) {
      free(p->name);
      free(p->source);
      free(p);
      p = NULL;
    } else {
      static unsigned long registered;
      p->order = ++registered;
      p->next = programs;
      /* published for the lock-free walks of cuport_program_declaring and
         cuport_symbol_owner */
      __atomic_store_n(&programs, p, __ATOMIC_RELEASE);
    }
  }
  pthread_mutex_unlock(&cuport_global_lock);
  if (!p)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for program '%s'", name);
  *out = p;
  cuport_warmup_start(__builtin_return_address(0)); /* the registering unit's code */
  return cuportSuccess;
}

cuportError_t cuportProgramSetBuildOptions(cuportProgram_t program, const char *options)
{
  char *copy;

  CUPORT_TRACE("cuportProgramSetBuildOptions(program=%p, options=\"%s\")", (void *)program,
               options ? options : "");
  if (!program)
    return cuport_fail(cuportErrorInvalidResourceHandle, "program is NULL");
  copy = dup_string(options ? options : "");
  if (!copy)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  pthread_mutex_lock(&cuport_global_lock);
  free(program->options);
  program->options = copy;
  pthread_mutex_unlock(&cuport_global_lock);
  return cuportSuccess;
}

/* ------------------------------------------ the runtime's own programs
   The kernels of the runtime's libraries (algorithm.c, blas, sparse, rand, fft): one
   source registered once per variant, under a name and with -D options, on first use. */

static pthread_mutex_t own_lock = PTHREAD_MUTEX_INITIALIZER;

cuportError_t cuport_own_program(cuportProgram_t *slot, const char *name, const char *source,
                                 const char *options, cuportProgram_t *out)
{
  cuportError_t e = cuportSuccess;

  pthread_mutex_lock(&own_lock);
  if (!*slot) {
    e = cuportRegisterProgram(name, source, slot);
    if (!e && options)
      e = cuportProgramSetBuildOptions(*slot, options);
    if (e)
      *slot = NULL;
  }
  *out = *slot;
  pthread_mutex_unlock(&own_lock);
  return e;
}

cuportError_t cuport_own_launch(cuportProgram_t p, const char *name, unsigned groups,
                                unsigned local, size_t local_bytes, cuportStream_t stream,
                                unsigned nargs, const cuportArg *args)
{
  cuportKernel_t k;
  cuportError_t e = cuportGetKernel(p, name, &k);

  if (!e)
    e = cuportLaunchKernel(k, cuport_dim3(groups, 1, 1), cuport_dim3(local, 1, 1), local_bytes,
                           stream, nargs, args);
  return e;
}

/* ------------------------------------------------ kernels across programs */

cuportError_t cuportProgramDeclareKernels(cuportProgram_t program, unsigned int n,
                                          const cuportKernelDecl *kernels)
{
  unsigned int i;

  CUPORT_TRACE("cuportProgramDeclareKernels(program=\"%s\", n=%u)", program ? program->name : "",
               n);
  if (!program || (n && !kernels))
    return cuport_fail(cuportErrorInvalidValue, "program or kernels is NULL");
  for (i = 0; i < n; i++)
    if (!kernels[i].name || (kernels[i].nsymbols && !kernels[i].symbols))
      return cuport_fail(cuportErrorInvalidValue, "kernel %u of '%s' has no name or symbols", i,
                         program->name);
  pthread_mutex_lock(&cuport_global_lock);
  program->ndecls = n;
  program->decls = kernels;
  __atomic_store_n(&program->declared, 1, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&cuport_global_lock);
  return cuportSuccess;
}

cuportError_t cuportProgramDeclareKernelDims(cuportProgram_t program, unsigned int n,
                                             const unsigned int *redundant)
{
  CUPORT_TRACE("cuportProgramDeclareKernelDims(program=\"%s\", n=%u)",
               program ? program->name : "", n);
  if (!program || (n && !redundant))
    return cuport_fail(cuportErrorInvalidValue, "program or redundant is NULL");
  pthread_mutex_lock(&cuport_global_lock);
  program->decl_dims = redundant;
  program->ndecl_dims = n;
  pthread_mutex_unlock(&cuport_global_lock);
  return cuportSuccess;
}

cuportError_t cuportProgramDeclareKernelAddresses(cuportProgram_t program, unsigned int n,
                                                  const cuportKernelAddress *kernels)
{
  unsigned int i;

  CUPORT_TRACE("cuportProgramDeclareKernelAddresses(program=\"%s\", n=%u)",
               program ? program->name : "", n);
  if (!program || (n && !kernels))
    return cuport_fail(cuportErrorInvalidValue, "program or kernels is NULL");
  for (i = 0; i < n; i++)
    if (!kernels[i].address || !kernels[i].name)
      return cuport_fail(cuportErrorInvalidValue, "kernel address %u of '%s' has no address "
                         "or name", i, program->name);
  pthread_mutex_lock(&cuport_global_lock);
  program->addrs = kernels;
  __atomic_store_n(&program->naddrs, n, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&cuport_global_lock);
  return cuportSuccess;
}

/* The declaration of the kernel at host address `address`, and *owner the program that
   declared it; NULL when no unit did. Lock-free. */
static const cuportKernelAddress *address_decl(const void *address, struct cuportProgram **owner)
{
  struct cuportProgram *p;
  unsigned int i, n;

  for (p = __atomic_load_n(&programs, __ATOMIC_ACQUIRE); p; p = p->next) {
    n = __atomic_load_n(&p->naddrs, __ATOMIC_ACQUIRE);
    for (i = 0; i < n; i++)
      if (p->addrs[i].address == address) {
        *owner = p;
        return &p->addrs[i];
      }
  }
  return NULL;
}

const char *cuportKernelNameAt(const void *address)
{
  struct cuportProgram *owner;
  const cuportKernelAddress *a = address ? address_decl(address, &owner) : NULL;

  return a ? a->name : NULL;
}

cuportKernel_t cuportKernelFromValue(const void *value)
{
  struct cuportProgram *owner;
  const cuportKernelAddress *a;
  cuportKernel_t k = NULL;

  if (!value)
    return NULL;
  if (cuport_kernel_known((const struct cuportKernel *)value))
    return (cuportKernel_t)(uintptr_t)value;
  a = address_decl(value, &owner);
  if (!a) {
    CUPORT_TRACE("cuportKernelFromValue(%p): no kernel has this address", value);
    return NULL;
  }
  if (cuportGetKernel(owner, a->name, &k) != cuportSuccess)
    return NULL;
  if (!__atomic_load_n(&k->sig, __ATOMIC_ACQUIRE) && a->describe && a->describe(k) != cuportSuccess)
    return NULL;
  return k;
}

/* p's declaration of kernel `name`, also under the '_' that OpenCL's reserved names get
   (a launch through a macro's #k names the CUDA spelling). */
static const cuportKernelDecl *find_decl(const struct cuportProgram *p, const char *name)
{
  const cuportKernelDecl *d = __atomic_load_n(&p->declared, __ATOMIC_ACQUIRE) ? p->decls : NULL;
  size_t n = strlen(name);
  unsigned int i;

  for (i = 0; d && i < p->ndecls; i++)
    if (strncmp(d[i].name, name, n) == 0 && (!d[i].name[n] || strcmp(d[i].name + n, "_") == 0))
      return &d[i];
  return NULL;
}

/* The program in which a launch from `from` finds kernel `name`: from itself when it
   declares the kernel or declares nothing (hand-registered programs), else the first
   registered program that declares it (a kernel defined in another unit), else from. */
static struct cuportProgram *kernel_owner(struct cuportProgram *from, const char *name)
{
  struct cuportProgram *p, *best = NULL;

  if (!__atomic_load_n(&from->declared, __ATOMIC_ACQUIRE) || find_decl(from, name))
    return from;
  for (p = __atomic_load_n(&programs, __ATOMIC_ACQUIRE); p; p = p->next)
    if (p != from && find_decl(p, name) && (!best || p->order < best->order))
      best = p;
  if (best)
    CUPORT_TRACE("kernel '%s' launched through program '%s' is found in program '%s'", name,
                 from->name, best->name);
  return best ? best : from;
}

struct cuportProgram *cuport_symbol_owner(struct cuportProgram *from, const char *name,
                                          cuport_symbol **out)
{
  struct cuportProgram *p, *best = NULL;
  cuport_symbol *s, *found = NULL;

  for (s = __atomic_load_n(&from->symbols, __ATOMIC_ACQUIRE); s; s = s->next)
    if (strcmp(s->name, name) == 0) {
      *out = s;
      return from;
    }
  for (p = __atomic_load_n(&programs, __ATOMIC_ACQUIRE); p; p = p->next) {
    if (p == from || (best && p->order > best->order))
      continue;
    for (s = __atomic_load_n(&p->symbols, __ATOMIC_ACQUIRE); s; s = s->next)
      if (strcmp(s->name, name) == 0) {
        best = p;
        found = s;
        break;
      }
  }
  *out = found;
  return best;
}

int cuportKernelGetHidden(cuportKernel_t kernel, unsigned int *nsymbols,
                          const char *const **symbols, int *dynamic_shared)
{
  if (!kernel || !kernel->decl)
    return 0;
  if (nsymbols)
    *nsymbols = kernel->decl->nsymbols;
  if (symbols)
    *symbols = kernel->decl->symbols;
  if (dynamic_shared)
    *dynamic_shared = kernel->decl->dynamic_shared;
  return 1;
}

/* ---------------------------------------------------------------- build */

static char *read_file(const char *path)
{
  FILE *f = fopen(path, "rb");
  char *buf = NULL;
  long size;

  if (!f)
    return NULL;
  if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
      (buf = malloc((size_t)size + 1)) != NULL) {
    if (fread(buf, 1, (size_t)size, f) != (size_t)size) {
      free(buf);
      buf = NULL;
    } else {
      buf[size] = '\0';
    }
  }
  fclose(f);
  return buf;
}

/* Header + #line + source (the CUPORT_KERNEL_DIR copy when there is one). */
static char *program_text(const struct cuportProgram *p)
{
  char *edited = NULL, *text;
  const char *src = p->source;
  size_t len;

  if (cuport_config.kernel_dir) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", cuport_config.kernel_dir, p->name);
    edited = read_file(path);
    if (edited) {
      src = edited;
      CUPORT_TRACE("program '%s': using %s instead of the embedded source", p->name, path);
    }
  }
  /* cuRAND's device functions only where a kernel calls them (they cost compile time) */
  const char *randhdr = strstr(src, "cuport_curand") ? cuport_rand_device_header : "";
  len = cuport_device_header_len + strlen(randhdr) + strlen(p->name) + strlen(src) + 32;
  text = malloc(len);
  if (text)
    snprintf(text, len, "%s\n%s\n#line 1 \"%s\"\n%s\n", cuport_device_header, randhdr, p->name,
             src);
  free(edited);
  return text;
}

static char *build_log(cl_program prog, cl_device_id dev)
{
  size_t len = 0;
  char *log;

  clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
  log = calloc(len + 1, 1);
  if (log && len)
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, len, log, NULL);
  return log;
}

static char *cache_key(const cuport_device *dev, const char *source, const char *options,
                       size_t *len)
{
  size_t n = strlen(dev->name) + strlen(dev->platform_name) + strlen(dev->driver) +
             strlen(dev->version) + strlen(options) + strlen(source) + 16;
  char *key = malloc(n);

  if (key)
    *len = (size_t)snprintf(key, n, "%s\n%s\n%s\n%s\n%s\n%s", dev->name, dev->platform_name,
                            dev->driver, dev->version, options, source);
  return key;
}

static cl_program from_cache(cuport_device *dev, const char *key, size_t keylen,
                             const char *options)
{
  unsigned char *bin;
  size_t len;
  cl_int err, status;
  cl_program prog;

  if (cuport_cache_load(key, keylen, &bin, &len))
    return NULL;
  prog = clCreateProgramWithBinary(dev->ctx, 1, &dev->id, &len, (const unsigned char **)&bin,
                                   &status, &err);
  free(bin);
  if (prog && clBuildProgram(prog, 1, &dev->id, options, NULL, NULL) != CL_SUCCESS) {
    clReleaseProgram(prog);
    prog = NULL;
  }
  CUPORT_TRACE("program of %zu bytes from the cache: %s", len, prog ? "built" : "refused");
  return prog;
}

static void to_cache(cuport_device *dev, cl_program prog, const char *key, size_t keylen)
{
  size_t len = 0;
  unsigned char *bin;

  if (clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof len, &len, NULL) != CL_SUCCESS ||
      len == 0 || !(bin = malloc(len)))
    return;
  if (clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) == CL_SUCCESS)
    cuport_cache_store(key, keylen, bin, len);
  free(bin);
  (void)dev;
}

static cuportError_t build_failed(cuport_device *dev, cl_program prog, cl_int err,
                                  const char *what, const char *options, int quiet)
{
  char *log = build_log(prog, dev->id);
  cuportError_t e;

  if (!quiet)
    fprintf(stderr, "cuport: building '%s' for device '%s' failed (%s)\noptions: %s\n%s\n", what,
            dev->name, cuport_cl_error_name(err), options, log ? log : "");
  e = cuport_fail_cl(err, cuportErrorInvalidSource,
                     "building '%s' for device '%s' failed; options: %s; build log:\n%s", what,
                     dev->name, options, log ? log : "");
  free(log);
  return e;
}

/* Whether builds for dev go through the disk cache.  Storing one asks the driver for the
   program's binary, and PoCL makes that binary by compiling the work-group function of
   every kernel of the program for any work-group size: minutes for a program of a few
   kernels with barriers in loops, paid at its first build even for kernels never
   launched, and again at each kernel's first launch, which compiles for the launch's size.
   PoCL keeps its own cache of both steps (POCL_KERNEL_CACHE), so on such a device the
   disk cache is used only when CUPORT_CACHE=1 asks for it (docs/performance.md). */
static int cache_wanted(const cuport_device *dev)
{
  if (cuport_config.cache == -1)
    return !dev->binary_query_compiles;
  return cuport_config.cache != 0;
}

cuportError_t cuport_build_source(cuport_device *dev, const char *what, const char *source,
                                  const char *options, int quiet, cl_program *out)
{
  size_t keylen = 0;
  char *key = cache_wanted(dev) ? cache_key(dev, source, options, &keylen) : NULL;
  cl_program prog = key ? from_cache(dev, key, keylen, options) : NULL;
  cl_int err;
  cuportError_t e = cuportSuccess;

  if (!prog) {
    prog = clCreateProgramWithSource(dev->ctx, 1, &source, NULL, &err);
    if (!prog)
      e = cuport_fail_cl(err, 0, "clCreateProgramWithSource for '%s'", what);
    else if ((err = clBuildProgram(prog, 1, &dev->id, options, NULL, NULL)) != CL_SUCCESS) {
      e = build_failed(dev, prog, err, what, options, quiet);
      clReleaseProgram(prog);
      prog = NULL;
    } else if (key) {
      to_cache(dev, prog, key, keylen);
    }
  }
  free(key);
  if (!e)
    *out = prog;
  return e;
}

/* CUDA divides and takes square roots of floats correctly rounded unless the unit was
   built with -use_fast_math (-prec-div, -prec-sqrt); OpenCL allows 2.5 and 3 ulp unless
   asked, and NVIDIA's OpenCL takes the allowance: PolyBench's ADI, an unstable recurrence,
   differed from its CPU reference in 12771 places instead of CUDA's 1.  So the request is
   made where the device can honour it, and not for a program whose options ask for
   relaxed math (the migrator's translation of -use_fast_math). */
static int asks_relaxed_math(const char *options)
{
  return strstr(options, "-cl-fast-relaxed-math") ||
         strstr(options, "-cl-unsafe-math-optimizations");
}

static int correct_div(const cuport_device *dev, const char *own, const char *env)
{
  return dev->fp32_correct_div && !asks_relaxed_math(own) && !asks_relaxed_math(env);
}

static char *program_options(cuport_device *dev, const struct cuportProgram *p)
{
  const char *flags = cuport_device_build_flags(dev);
  const char *own = p->options ? p->options : "";
  const char *env = cuport_config.build_options ? cuport_config.build_options : "";
  const char *div = correct_div(dev, own, env) ? " -cl-fp32-correctly-rounded-divide-sqrt" : "";
  size_t n = strlen(flags) + strlen(div) + strlen(own) + strlen(env) + 3;
  char *s = malloc(n);

  if (s)
    snprintf(s, n, "%s%s %s %s", flags, div, own, env);
  return s;
}

/* A program that does not build fails the call that needed it (a launch's kernel lookup:
   its error is the thread's last error, as cudaGetLastError after a launch expects), and
   the device's next synchronisation reports it again: code that checks only
   cudaDeviceSynchronize must not go on with results no kernel computed. Global lock held. */
static void note_build_error(struct cuportProgram *p, cuport_device *dev, cuportError_t e)
{
  __atomic_store_n(&dev->build_error_program, p->name, __ATOMIC_RELAXED);
  __atomic_store_n(&dev->build_error, e, __ATOMIC_RELEASE);
}

cuportError_t cuport_take_build_error(cuport_device *dev)
{
  cuportError_t e = __atomic_exchange_n(&dev->build_error, cuportSuccess, __ATOMIC_ACQ_REL);
  const char *name = __atomic_load_n(&dev->build_error_program, __ATOMIC_RELAXED);

  if (!e)
    return cuportSuccess;
  return cuport_fail(e, "a launch since the last synchronisation needed program '%s', which "
                     "does not build on device '%s' (its build log was printed when it failed)",
                     name ? name : "?", dev->name);
}

/* Global lock held. */
static cuportError_t build_locked(struct cuportProgram *p, cuport_device *dev)
{
  cuport_program_dev *pd = &p->dev[dev->index];
  char *text, *options;
  cuportError_t e;

  if (pd->state == 1)
    return cuportSuccess;
  if (pd->state == -1) {
    note_build_error(p, dev, pd->err);
    return cuport_fail(pd->err, "%s", pd->log ? pd->log : "earlier build failure");
  }
  text = program_text(p);
  options = program_options(dev, p);
  e = text && options ? cuport_build_source(dev, p->name, text, options, 0, &pd->prog)
                      : cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  free(text);
  free(options);
  if (e) {
    pd->state = -1;
    pd->err = e;
    pd->log = dup_string(cuportGetErrorDetail());
    note_build_error(p, dev, e);
    return e;
  }
  pd->state = 1;
  return cuportSuccess;
}

cuportError_t cuport_program_build(struct cuportProgram *p, cuport_device *dev)
{
  cuportError_t e;

  pthread_mutex_lock(&cuport_global_lock);
  e = build_locked(p, dev);
  pthread_mutex_unlock(&cuport_global_lock);
  return e;
}

/* -------------------------------------------------------------- kernels */

/* Global lock held: builds, creates the cl_kernel and reads its limits. */
static cuportError_t create_kernel(struct cuportKernel *k, cuport_device *dev)
{
  cuport_kernel_dev *kd = &k->dev[dev->index];
  cl_kernel ck;
  cl_int err;
  cuportError_t e = build_locked(k->prog, dev);

  if (e)
    return e;
  /* the declared name: a kernel whose CUDA name OpenCL C reserves or defines (kernel,
     step...) is written with a trailing underscore, and a launch through a macro's #k
     names it by its CUDA name (find_decl) */
  ck = clCreateKernel(k->prog->dev[dev->index].prog, k->decl ? k->decl->name : k->name, &err);
  if (!ck)
    return cuport_fail_cl(err, 0, "program '%s' has no kernel '%s'", k->prog->name, k->name);
  clGetKernelInfo(ck, CL_KERNEL_NUM_ARGS, sizeof kd->nargs, &kd->nargs, NULL);
  clGetKernelWorkGroupInfo(ck, dev->id, CL_KERNEL_WORK_GROUP_SIZE, sizeof kd->max_wg, &kd->max_wg,
                           NULL);
  clGetKernelWorkGroupInfo(ck, dev->id, CL_KERNEL_LOCAL_MEM_SIZE, sizeof kd->local_mem,
                           &kd->local_mem, NULL);
  clGetKernelWorkGroupInfo(ck, dev->id, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof kd->private_mem,
                           &kd->private_mem, NULL);
  kd->svm_generation = 0;
  __atomic_store_n(&kd->k, ck, __ATOMIC_RELEASE);
  return cuportSuccess;
}

cuportError_t cuport_kernel_on(struct cuportKernel *k, cuport_device *dev, cuport_kernel_dev **out)
{
  cuport_kernel_dev *kd = &k->dev[dev->index];
  cuportError_t e = cuportSuccess;

  if (!__atomic_load_n(&kd->k, __ATOMIC_ACQUIRE)) {
    pthread_mutex_lock(&cuport_global_lock);
    if (!kd->k)
      e = create_kernel(k, dev);
    pthread_mutex_unlock(&cuport_global_lock);
  }
  if (!e)
    *out = kd;
  return e;
}

cuportError_t cuportGetKernel(cuportProgram_t program, const char *kernel_name,
                              cuportKernel_t *out)
{
  cuport_device *dev;
  struct cuportKernel *k;
  cuportError_t e;

  CUPORT_TRACE("cuportGetKernel(program=\"%s\", kernel=\"%s\")", program ? program->name : "",
               kernel_name ? kernel_name : "(null)");
  if (!program || !kernel_name || !out)
    return cuport_fail(cuportErrorInvalidValue, "program, kernel_name or out is NULL");
  e = cuport_current(&dev);
  if (e)
    return e;
  program = kernel_owner(program, kernel_name);
  pthread_mutex_lock(&cuport_global_lock);
  for (k = program->kernels; k; k = k->next)
    if (strcmp(k->name, kernel_name) == 0)
      break;
  if (!k) {
    k = calloc(1, sizeof *k);
    if (k && !(k->name = dup_string(kernel_name))) {
      free(k);
      k = NULL;
    }
    if (k) {
      k->prog = program;
      k->decl = find_decl(program, kernel_name);
      if (k->decl && program->decl_dims &&
          (unsigned int)(k->decl - program->decls) < program->ndecl_dims)
        k->redundant_dims = program->decl_dims[k->decl - program->decls] & 077u;
      e = create_kernel(k, dev);
      if (e) {
        free(k->name);
        free(k);
        k = NULL;
      } else {
        k->next = program->kernels;
        program->kernels = k;
      }
    } else {
      e = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
    }
  } else if (!k->dev[dev->index].k) {
    e = create_kernel(k, dev);
  }
  pthread_mutex_unlock(&cuport_global_lock);
  if (!e)
    *out = k;
  return e;
}

cuportError_t cuportFuncGetAttributes(cuportFuncAttributes *attr, cuportKernel_t kernel)
{
  cuport_device *dev;
  cuport_kernel_dev *kd;
  cuportError_t e;

  CUPORT_TRACE("cuportFuncGetAttributes(attr=%p, kernel=%p)", (void *)attr, (void *)kernel);
  if (!attr || !kernel)
    return cuport_fail(cuportErrorInvalidDeviceFunction, "attr or kernel is NULL");
  e = cuport_current(&dev);
  if (!e)
    e = cuport_kernel_on(kernel, dev, &kd);
  if (e)
    return e;
  memset(attr, 0, sizeof *attr);
  attr->sharedSizeBytes = (size_t)kd->local_mem;
  attr->localSizeBytes = (size_t)kd->private_mem;
  attr->maxThreadsPerBlock = (int)(kd->max_wg < dev->max_wg ? kd->max_wg : dev->max_wg);
  attr->maxDynamicSharedSizeBytes = (int)(dev->local_mem - kd->local_mem);
  attr->ptxVersion = 60;
  attr->binaryVersion = 60;
  return cuportSuccess;
}

cuportError_t cuportFuncSetAttribute(cuportKernel_t kernel, cuportFuncAttribute attr, int value)
{
  cuport_device *dev;
  cuportError_t e;

  CUPORT_TRACE("cuportFuncSetAttribute(kernel=%p, attr=%d, value=%d)", (void *)kernel, (int)attr,
               value);
  if (!kernel)
    return cuport_fail(cuportErrorInvalidDeviceFunction, "kernel is NULL");
  e = cuport_current(&dev);
  if (e)
    return e;
  if (attr == cuportFuncAttributeMaxDynamicSharedMemorySize &&
      (value < 0 || (cl_ulong)value > dev->local_mem))
    return cuport_fail(cuportErrorInvalidValue, "%d bytes of dynamic shared memory; '%s' has %llu",
                       value, dev->name, (unsigned long long)dev->local_mem);
  if (attr == cuportFuncAttributePreferredSharedMemoryCarveout && (value < -1 || value > 100))
    return cuport_fail(cuportErrorInvalidValue, "carveout %d is outside -1..100", value);
  if (attr != cuportFuncAttributeMaxDynamicSharedMemorySize &&
      attr != cuportFuncAttributePreferredSharedMemoryCarveout)
    return cuport_fail(cuportErrorInvalidValue, "function attribute %d is not supported", (int)attr);
  return cuportSuccess;
}

cuportError_t cuportFuncSetCacheConfig(cuportKernel_t kernel, cuportFuncCache config)
{
  CUPORT_TRACE("cuportFuncSetCacheConfig(kernel=%p, config=%d)", (void *)kernel, (int)config);
  if (!kernel)
    return cuport_fail(cuportErrorInvalidDeviceFunction, "kernel is NULL");
  if ((unsigned)config > cuportFuncCachePreferEqual)
    return cuport_fail(cuportErrorInvalidValue, "cache config %d is not valid", (int)config);
  return cuportSuccess;
}

void cuport_programs_release_device(cuport_device *dev)
{
  struct cuportProgram *p;
  struct cuportKernel *k;
  cuport_symbol *s;
  int i = dev->index;

  pthread_mutex_lock(&cuport_global_lock);
  for (p = programs; p; p = p->next) {
    for (k = p->kernels; k; k = k->next) {
      if (k->dev[i].k)
        clReleaseKernel(k->dev[i].k);
      free(k->dev[i].args);
      memset(&k->dev[i], 0, sizeof k->dev[i]);
    }
    if (p->dev[i].prog)
      clReleaseProgram(p->dev[i].prog);
    free(p->dev[i].log);
    memset(&p->dev[i], 0, sizeof p->dev[i]);
    pthread_mutex_lock(&dev->lock);
    for (s = p->symbols; s; s = s->next)
    {
      s->ptr[i] = NULL; /* the registry frees the storage */
      s->dev_owned[i] = 0;
    }
    pthread_mutex_unlock(&dev->lock);
  }
  pthread_mutex_unlock(&cuport_global_lock);
}

/* ------------------------------------------------------ kernel signatures */

int cuport_kernel_known(const struct cuportKernel *k)
{
  struct cuportProgram *p;
  struct cuportKernel *q;
  int found = 0;

  pthread_mutex_lock(&cuport_global_lock);
  for (p = programs; p && !found; p = p->next)
    for (q = p->kernels; q && !found; q = q->next)
      found = q == k;
  pthread_mutex_unlock(&cuport_global_lock);
  return found;
}

static void signature_free(cuport_signature *sig)
{
  unsigned int i;

  if (!sig)
    return;
  for (i = 0; sig->symbols && i < sig->nsymbols; i++)
    free(sig->symbols[i]);
  free(sig->symbols);
  free(sig->kinds);
  free(sig->sizes);
  free(sig);
}

cuportError_t cuportKernelDescribe(cuportKernel_t kernel, unsigned int nparams,
                                   const cuportArgKind *kinds, const size_t *sizes,
                                   unsigned int nsymbols, const char *const *symbols,
                                   int dynamic_shared)
{
  cuport_signature *sig, *expected = NULL;
  unsigned int i;
  int failed = 0;

  if (!kernel || !cuport_kernel_known(kernel))
    return cuport_fail(cuportErrorInvalidDeviceFunction, "kernel %p is not a kernel of a "
                       "registered program", (void *)kernel);
  if (__atomic_load_n(&kernel->sig, __ATOMIC_ACQUIRE))
    return cuportSuccess;
  if ((nparams && (!kinds || !sizes)) || (nsymbols && !symbols))
    return cuport_fail(cuportErrorInvalidValue, "kinds, sizes or symbols is NULL");
  if (kernel->decl) { /* its defining unit knows its hidden parameters; a launcher may not */
    nsymbols = kernel->decl->nsymbols;
    symbols = kernel->decl->symbols;
    dynamic_shared = kernel->decl->dynamic_shared;
  }
  for (i = 0; i < nparams; i++)
    if (kinds[i] != CUPORT_ARG_VALUE && kinds[i] != CUPORT_ARG_POINTER)
      return cuport_fail(cuportErrorInvalidValue, "parameter %u of kernel '%s' has kind %d",
                         i, kernel->name, (int)kinds[i]);
  sig = calloc(1, sizeof *sig);
  if (sig) {
    sig->nparams = nparams;
    sig->nsymbols = nsymbols;
    sig->dynamic_shared = dynamic_shared != 0;
    sig->kinds = malloc((nparams + 1) * sizeof *sig->kinds);
    sig->sizes = malloc((nparams + 1) * sizeof *sig->sizes);
    sig->symbols = calloc(nsymbols + 1, sizeof *sig->symbols);
    failed = !sig->kinds || !sig->sizes || !sig->symbols;
    for (i = 0; !failed && i < nsymbols; i++)
      failed = !(sig->symbols[i] = dup_string(symbols[i]));
  }
  if (!sig || failed) {
    signature_free(sig);
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  }
  if (nparams) {
    memcpy(sig->kinds, kinds, nparams * sizeof *kinds);
    memcpy(sig->sizes, sizes, nparams * sizeof *sizes);
  }
  /* The first description stays; a racing one is dropped. */
  if (!__atomic_compare_exchange_n(&kernel->sig, &expected, sig, 0, __ATOMIC_ACQ_REL,
                                   __ATOMIC_ACQUIRE))
    signature_free(sig);
  return cuportSuccess;
}

cuportError_t cuportLaunchKernelParams(cuportKernel_t kernel, cuportDim3 grid, cuportDim3 block,
                                       void **params, size_t dynamic_shared_bytes,
                                       cuportStream_t stream)
{
  const cuport_signature *sig;
  cuportArg stack[32], *args = stack;
  unsigned int i, n;
  cuportError_t e;

  CUPORT_TRACE("cuportLaunchKernelParams(kernel=%p)", (void *)kernel);
  if (!kernel || !cuport_kernel_known(kernel))
    return cuport_fail(cuportErrorInvalidDeviceFunction, "kernel %p is not a kernel of a "
                       "registered program", (void *)kernel);
  sig = __atomic_load_n(&kernel->sig, __ATOMIC_ACQUIRE);
  if (!sig)
    return cuport_fail(cuportErrorInvalidDeviceFunction, "kernel '%s' has no described "
                       "parameters (take it with cuportKernelFunc or cuportKernelFromValue)",
                       kernel->name);
  if (sig->nparams && !params)
    return cuport_fail(cuportErrorInvalidValue, "kernel '%s' takes %u parameters and params "
                       "is NULL", kernel->name, sig->nparams);
  n = sig->nparams + sig->nsymbols + (sig->dynamic_shared ? 1 : 0);
  if (n > sizeof stack / sizeof stack[0] && !(args = calloc(n, sizeof *args)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  for (i = 0; i < sig->nparams; i++) {
    args[i].kind = sig->kinds[i];
    args[i].size = sig->sizes[i];
    args[i].value = params[i];
  }
  for (i = 0; i < sig->nsymbols; i++) {
    args[sig->nparams + i].kind = CUPORT_ARG_SYMBOL;
    args[sig->nparams + i].size = 0;
    args[sig->nparams + i].value = sig->symbols[i];
  }
  if (sig->dynamic_shared) {
    args[n - 1].kind = CUPORT_ARG_LOCAL;
    args[n - 1].size = 0;
    args[n - 1].value = NULL;
  }
  e = cuportLaunchKernel(kernel, grid, block, dynamic_shared_bytes, stream, n, args);
  if (args != stack)
    free(args);
  return e;
}

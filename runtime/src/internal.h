/*
 * internal.h: the map of the cuport runtime.  One section per source file, in
 * the order a call flows through them: errors and tracing, devices and their
 * build features, the allocation registry, streams (with the legacy default
 * stream rules), events, programs and the disk cache, launches, symbols,
 * copies, graphs and stream capture.
 *
 * Locking: one global mutex (cuport_global_lock) guards the program list and
 * builds; each device has a mutex (dev->lock) that guards its streams, events
 * and allocation registry and is held across every enqueue, so that the
 * legacy-stream bookkeeping, kernel arguments and the enqueue itself are one
 * atomic step.  Never take the global lock while holding a device lock.
 */
#ifndef CUPORT_INTERNAL_H
#define CUPORT_INTERNAL_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>

#include "cuport_runtime.h"

#define CUPORT_MAX_DEVICES 32
/* CUDA's per-block thread limit; larger OpenCL work-groups are not offered
   because CUDA code sizes per-warp arrays from it (32 warps per block). */
#define CUPORT_CUDA_MAX_BLOCK 1024

#if defined(__GNUC__)
#define CUPORT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CUPORT_PRINTF(f, a)
#endif

typedef struct cuport_device cuport_device;

/* ------------------------------------------------------------ error.c */

/* Records code as this thread's last error with a detail message built from
   fmt, traces it, and returns code.  For code == cuportSuccess it does nothing. */
cuportError_t cuport_fail(cuportError_t code, const char *fmt, ...) CUPORT_PRINTF(2, 3);
/* Like cuport_fail for a failed OpenCL call: code 0 means "map clerr to the
   closest CUDA code"; the detail ends with the OpenCL error name. */
cuportError_t cuport_fail_cl(cl_int clerr, cuportError_t code, const char *fmt, ...)
    CUPORT_PRINTF(3, 4);
/* The closest CUDA code for an OpenCL error returned by an enqueue or query. */
cuportError_t cuport_cl_to_cuda(cl_int clerr);
/* "CL_INVALID_VALUE" etc.; "CL_UNKNOWN_ERROR" for codes not in the table. */
const char *cuport_cl_error_name(cl_int clerr);
/* An execution failure seen while waiting: makes it the device's sticky error
   (CUDA's "context is corrupted" state) and records it. */
cuportError_t cuport_fail_sticky(cuport_device *dev, cl_int clerr, const char *what);
/* Puts back a last error saved with cuportPeekAtLastError, for internal
   calls whose failures are expected (feature probes). */
void cuport_error_restore(cuportError_t saved);
/* Test hook: clears this thread's last error and detail. */
void cuport_error_clear_thread(void);
/* Test hook: live per-thread detail buffers (freed when their thread exits). */
extern long cuport_detail_buffers;

/* ------------------------------------------------------------ trace.c */

/* Environment read once at first use (cuport_init). */
typedef struct cuport_env {
  int trace;              /* CUPORT_TRACE */
  int portable;           /* CUPORT_PORTABLE */
  int cache;              /* CUPORT_CACHE: 0 off, 1 every device, -1 (unset) auto */
  const char *device;     /* CUPORT_DEVICE */
  const char *kernel_dir; /* CUPORT_KERNEL_DIR */
  const char *cache_dir;  /* CUPORT_CACHE_DIR */
  const char *build_options; /* CUPORT_BUILD_OPTIONS */
  int svm_ptrs;           /* CUPORT_SVM_PTRS: 1, 0, or -1 (unset: per device) */
  int staging;            /* CUPORT_STAGING: 0 off, 1 per device (memory.c), 2 everywhere */
  size_t staging_chunk;   /* CUPORT_STAGING_CHUNK (KiB): the block of a large staged copy */
  int warmup;             /* CUPORT_WARMUP (on unless 0): warmup.c */
  int alloc_cache;        /* CUPORT_ALLOC_CACHE: -1 by vendor (memory.c), 0 off, 1 on */
  int svm_coarse;         /* CUPORT_SVM_COARSE=1: use coarse-grained SVM only, as on NVIDIA */
} cuport_env;
extern cuport_env cuport_config;
/* Reads the environment and enumerates devices, once per process.  Returns
   the enumeration's result (cuportErrorNoDevice when there is none). */
cuportError_t cuport_init(void);
/* Test hook: re-reads the environment (not the device list). */
void cuport_reload_env(void);
void cuport_trace_line(const char *fmt, ...) CUPORT_PRINTF(1, 2);
/* Reads the environment once (cheap after the first call). */
void cuport_env_once(void);
#define CUPORT_TRACE(...)                                                      \
  do {                                                                         \
    cuport_env_once();                                                         \
    if (cuport_config.trace) cuport_trace_line(__VA_ARGS__);                   \
  } while (0)
extern pthread_mutex_t cuport_global_lock;

/* ----------------------------------------------------------- alloc.c */

typedef enum cuport_mem_kind {
  CUPORT_MEM_DEVICE,      /* cuportMalloc: coarse-grained SVM */
  CUPORT_MEM_MANAGED,     /* cuportMallocManaged: fine-grained SVM */
  CUPORT_MEM_PINNED_SVM,  /* cuportMallocHost on a fine-grained SVM device */
  CUPORT_MEM_PINNED_BUFFER, /* cuportMallocHost elsewhere: mapped cl_mem */
  CUPORT_MEM_REGISTERED,  /* cuportHostRegister: the caller's memory */
  CUPORT_MEM_SYMBOL       /* a program's __device__ variable */
} cuport_mem_kind;

#define CUPORT_FREED_BLOCKS 64

typedef struct cuport_alloc {
  char *base;
  size_t size;
  cuport_mem_kind kind;
  cl_mem buffer;          /* CUPORT_MEM_PINNED_BUFFER; CUPORT_MEM_REGISTERED when the driver
                             was asked to pin it (memory.c), else NULL */
  struct cuportMemPool *pool; /* the pool of a stream-ordered allocation (pool.c), or NULL */
  int mapped;             /* CUPORT_MEM_MANAGED on coarse-grained SVM: mapped for the host
                             (managed.c) */
} cuport_alloc;

/* A device's live allocations, sorted by base, plus the SVM pointer list
   that every kernel gets through CL_KERNEL_EXEC_INFO_SVM_PTRS.  generation
   changes whenever the list does, so a kernel re-sends it only then. */
typedef struct cuport_registry {
  cuport_alloc *v;
  size_t n, cap;
  void **svm;
  size_t nsvm;
  int svm_dirty;
  unsigned long generation;
  size_t device_bytes;
  int buffers;            /* live CUPORT_MEM_PINNED_BUFFER entries */
} cuport_registry;

/* All under dev->lock. Insert fails only on host OOM (returns -1). */
int cuport_reg_insert(cuport_registry *r, void *base, size_t size, cuport_mem_kind kind,
                      cl_mem buffer);
/* The allocation containing p (p == base + size counts only for size 0). */
cuport_alloc *cuport_reg_find(cuport_registry *r, const void *p);
/* Removes the entry starting exactly at base into *out; 0 on success. */
int cuport_reg_remove(cuport_registry *r, const void *base, cuport_alloc *out);
/* The SVM pointer list (rebuilt if dirty). */
void **cuport_reg_svm_list(cuport_registry *r, size_t *n);
/* Releases every allocation (device reset) and the registry's arrays. */
void cuport_reg_release_all(cuport_device *dev);
/* Checks that [p, p+count) lies inside one allocation usable by the device
   (anything but registered pageable memory); 0 if it does. */
int cuport_reg_covers(cuport_registry *r, const void *p, size_t count);

/* ------------------------------------------------------ memory.c, pool.c */

/* size bytes of device memory as cuportMalloc allocates it, recorded in the registry
   (no lock held); the error is recorded. */
cuportError_t cuport_device_alloc(cuport_device *dev, size_t size, void **out);
/* cuportFree of a stream-ordered allocation a (dev->lock held, the device idle): the
   block goes back to its pool.  -1 when it is not in use. */
int cuport_pool_return(cuport_device *dev, cuport_alloc *a);

/* ---------------------------------------------------------- device.c */

struct cuport_device {
  int index;
  cl_platform_id platform;
  cl_device_id id;
  cl_device_type type;
  char name[256];
  char platform_name[256];
  char vendor[256];
  char driver[128];
  char version[128];
  char *extensions;
  cl_device_svm_capabilities svm;
  int is_nvidia;
  /* The driver answers CL_PROGRAM_BINARIES by compiling every kernel of the program
     (PoCL: its work-group functions, for any size), so storing a build in the disk
     cache costs more than the cache saves (program.c, cache_wanted). */
  int binary_query_compiles;
  int nv_major, nv_minor;  /* 0 if not NVIDIA */
  size_t max_wg;           /* min(device limit, 1024) */
  size_t max_items[3];
  cl_ulong global_mem, local_mem, max_alloc, const_mem;
  cl_uint compute_units, clock_mhz, mem_align_bits;
  int has_fp64, has_int64_atomics, has_int64_ext_atomics;
  int fp32_correct_div;    /* CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT: CUDA's default precision */

  /* Created on first use (cuport_device_ready), destroyed by reset. */
  pthread_mutex_t lock;
  int ready;
  cl_context ctx;
  struct cuportStream *legacy;     /* the legacy default stream */
  struct cuportStream *streams;    /* every other live stream */
  struct cuportEvent *events;      /* every live event */
  cl_event *orphans;               /* markers of destroyed blocking streams */
  size_t norphans;
  cuport_registry reg;
  cuportError_t sticky;
  /* A kernel program that did not build when a launch (or lookup) needed it: the error
     the launch returned, reported once more by the next synchronisation, where CUDA code
     checks (program.c sets it, cuport_take_build_error takes it). */
  cuportError_t build_error;
  const char *build_error_program;
  unsigned int flags;              /* cuportSetDeviceFlags */
  size_t limits[7];                /* cuportDeviceSetLimit, by cuportLimit */
  unsigned char limit_set[7];      /* which of limits[] were set */
  int cache_config;                /* cuportDeviceSetCacheConfig */
  int shmem_config;                /* cuportDeviceSetSharedMemConfig */
  unsigned long epoch;             /* bumped by each reset */
  char *build_flags;               /* -D flags for programs (features.c) */
  int svm_align_refused;           /* clSVMAlloc refuses 256-byte alignment */
  /* Freed device blocks kept for the next cuportMalloc of their size (memory.c), under
     lock: NVIDIA's clSVMAlloc costs what pinning host memory does. */
  struct cuport_free_block {
    void *base;
    size_t size;
  } freed[CUPORT_FREED_BLOCKS];
  int nfreed;
  size_t freed_bytes;
  struct cuport_capture *captures; /* active stream captures (graph.c) */
  int ncaptures;                   /* their number, read without the lock */
  unsigned long long capture_ids;  /* the last capture id given (graph.c) */
  struct cuport_staging *staging;  /* idle staging blocks for small reads (memory.c) */
  cl_command_queue staging_q;      /* the queue that maps them (memory.c) */
  cl_uint *assert_flag;            /* set by a failed device-side assert, made on the first
                                      launch of a kernel that asserts (launch.c) */
  void *heap;                      /* the device heap of malloc/new in kernels, made on the
                                      first launch of a kernel that allocates (heap.c) */
  int staging_prepared;            /* the first block was made ahead (memory.c) */
  /* Managed memory on coarse-grained SVM (managed.c): how many such blocks, how many of
     them are mapped for the host now, and the queue that maps and unmaps them. */
  size_t managed_blocks, managed_mapped;
  cl_command_queue managed_q;
  /* The __managed__ variables whose storage is on this device (managed.c): how many the
     host has the newer copy of (copied to the device before device work) and how many the
     device has (copied back when the host has waited for the device). */
  struct cuport_symbol **msyms;
  size_t nmsyms, msyms_cap, msyms_host, msyms_dev;
};

extern cuport_device cuport_devices[CUPORT_MAX_DEVICES];
extern int cuport_device_count;

/* The calling thread's current device, made ready (context, default stream,
   SVM check) and checked for a sticky error.  On failure records and returns
   the error. */
cuportError_t cuport_current(cuport_device **out);
/* Device `index` made ready, as above. */
cuportError_t cuport_device_ready(int index, cuport_device **out);
/* Device enumeration and ordering (CUPORT_DEVICE); called by cuport_init. */
cuportError_t cuport_enumerate_devices(void);
/* 1 if the device's extension string lists ext. */
int cuport_device_has_ext(const cuport_device *dev, const char *ext);
/* Finishes every queue of the device; returns the first failure (sticky). */
cuportError_t cuport_device_finish(cuport_device *dev);
/* The build failure of a program a launch needed since the last synchronisation, recorded
   and returned once (then cleared); cuportSuccess when there was none. */
cuportError_t cuport_take_build_error(cuport_device *dev);
/* After a synchronisation: a device-side assert that failed since makes
   cuportErrorAssert the device's sticky error, as in CUDA (launch.c).  What
   cuport_take_build_error returned stays first. */
cuportError_t cuport_take_assert(cuport_device *dev, cuportError_t first);
/* Frees the assert flag before the context goes (reset). */
void cuport_assert_release(cuport_device *dev);
/* 1 if the argument is the hidden assert flag of a kernel that asserts. */
int cuport_arg_is_assert_flag(const cuportArg *a);

/* -------------------------------------------------------- heap.c */

/* 1 if the argument is the hidden device heap of a kernel that allocates. */
int cuport_arg_is_heap(const cuportArg *a);
/* The device's heap, made (cudaLimitMallocHeapSize bytes, zeroed, in the registry) on
   first use; dev->lock held. */
cl_int cuport_heap(cuport_device *dev, void **out);
/* Forgets the heap of dev, which its reset frees with the registry's blocks. */
void cuport_heap_forget(cuport_device *dev);

/* -------------------------------------------------------- devlaunch.c */

/* 1 if the argument is the hidden launch queue of a kernel that launches kernels. */
int cuport_arg_is_launch_queue(const cuportArg *a);
/* The queue the kernel being launched by this thread takes (set by cuport_devlaunch);
   CL_INVALID_OPERATION outside one (a graph's kernel node). */
cl_int cuport_launch_queue(void **out);
/* A launch of kernel with args on stream: launch(ctx) issues it.  When the kernel takes
   the launch queue, the queue of this thread's nesting level is emptied first, and once
   the kernel ran the kernels it recorded are launched on stream, in order, each drained
   the same way (the host waits).  Else just launch(ctx). */
cuportError_t cuport_devlaunch(cuport_device *dev, struct cuportKernel *kernel,
                               cuportStream_t stream, unsigned int nargs, const cuportArg *args,
                               cuportError_t (*launch)(void *ctx), void *ctx);
/* Forgets the queues of dev, which its reset frees. */
void cuport_devlaunch_forget(cuport_device *dev);

/* -------------------------------------------------------- features.c */

/* The -D options that select the device header's paths for dev ("-cl-std=CL1.2
   -DCUPORT_NVIDIA ..."), computed once per ready device (may build small probe
   programs on devices that advertise sub-groups or float atomics). */
const char *cuport_device_build_flags(cuport_device *dev);

/* ---------------------------------------------------------- stream.c */

#define CUPORT_STREAM_MAGIC 0x43505354u

struct cuportStream {
  unsigned int magic;
  cuport_device *dev;
  cl_command_queue q;
  unsigned int flags;
  int priority;
  cuportAccessPolicyWindow window; /* its access policy window (kept, no effect) */
  cuportSynchronizationPolicy sync_policy;
  int blocking;            /* synchronizes with the legacy stream */
  int per_thread;
  unsigned long seq;       /* commands enqueued so far */
  unsigned long seen_by_legacy;  /* our seq the legacy stream last waited for */
  unsigned long legacy_seen;     /* legacy seq we last waited for */
  unsigned long done_seq;        /* seq known complete (StreamQuery cache) */
  cl_event last_ev;              /* the last event record's marker, retained, or NULL */
  unsigned long last_ev_seq;     /* the seq that record made */
  cl_command_queue tq;     /* profiling queue for timed events, or NULL (stream.c) */
  struct cuport_capture *cap;    /* the capture it takes part in, or NULL (graph.c) */
  void *grid_barrier;      /* the grid barrier's counter of its kernels, made on first use
                              (launch.c, cuport_grid_barrier) */
  struct cuportGraphNode **tails; /* what its next captured operation depends on */
  size_t ntails, captails;
  struct cuportStream *next, *prev;
};

/* One enqueue in progress: holds dev->lock from begin to end and the events
   the command must wait for under the legacy-stream rules. */
typedef struct cuport_enqueue {
  cuport_device *dev;
  struct cuportStream *s;
  cl_event *waits;
  cl_uint nwait;
  cl_event local_waits[8];
  size_t cap;
} cuport_enqueue;

/* Resolves handle (NULL, cuportStreamLegacy, cuportStreamPerThread or a
   created stream of dev), takes dev->lock and gathers the wait list.  On
   failure nothing is held and the error is recorded. */
cuportError_t cuport_enqueue_begin(cuport_device *dev, cuportStream_t handle, cuport_enqueue *e);
/* Adds one more event to wait for (retained by the enqueue). */
int cuport_enqueue_add_wait(cuport_enqueue *e, cl_event ev);
/* Counts the command (if enqueued), releases waits and dev->lock. */
void cuport_enqueue_end(cuport_enqueue *e, int enqueued);
/* Creates the legacy stream of a device being made ready. */
cuportError_t cuport_stream_create_legacy(cuport_device *dev);
/* Destroys every stream of dev (reset). Caller holds no lock. */
void cuport_streams_release_all(cuport_device *dev);
/* Records that the first seq commands of s are known complete (s->dev->lock
   not held by the caller). */
void cuport_stream_mark_done(struct cuportStream *s, unsigned long seq);
/* Waits until the work queued on stream so far is done.  ordered: also what a
   command issued now would wait for under the legacy-stream rules (for
   host-side work standing in for a command); otherwise only the stream's own
   work, as cuportStreamSynchronize. */
cuportError_t cuport_stream_drain(cuport_device *dev, cuportStream_t stream, int ordered,
                                  const char *what);
/* The stream's profiling queue, created on first use (dev->lock held); NULL
   with *err set when it cannot be made. */
cl_command_queue cuport_stream_timing_queue(struct cuportStream *s, cl_int *err);
/* The stream a handle names on dev (created for cuportStreamPerThread). */
cuportError_t cuport_stream_resolve(cuport_device *dev, cuportStream_t handle,
                                    struct cuportStream **out);
/* Runs fn(data) on a runtime thread once the work before it on e's stream is
   done; later work there waits for it.  Under the enqueue (e->waits used). */
cl_int cuport_enqueue_host_fn(cuport_enqueue *e, cuportHostFn_t fn, void *data);
/* Waits for ev (released afterwards); execution failures become sticky. */
cuportError_t cuport_wait_event(cuport_device *dev, cl_event ev, const char *what);

/* ----------------------------------------------------------- event.c */

#define CUPORT_EVENT_MAGIC 0x43504556u

struct cuportEvent {
  unsigned int magic;
  cuport_device *dev;
  unsigned int flags;
  cl_event ev;             /* marker of the latest record, or NULL */
  cl_event tev;            /* its timing marker on the stream's profiling queue, or NULL */
  unsigned long long cap_id;        /* recorded in this capture (0: none), graph.c */
  struct cuportGraphNode **cap_nodes; /* the capturing stream's tails then */
  size_t ncap_nodes;
  struct cuportEvent *next, *prev;
};

void cuport_events_release_all(cuport_device *dev);

/* --------------------------------------------------- program.c, cache.c */

/* The runtime's own programs (its libraries' kernels): *slot registered on first use as
   name with the build options (NULL: none); *out is it. */
cuportError_t cuport_own_program(cuportProgram_t *slot, const char *name, const char *source,
                                 const char *options, cuportProgram_t *out);
/* Kernel `name` of p on `groups` work-groups of `local` work-items (one dimension), with
   local_bytes of dynamic local memory. */
cuportError_t cuport_own_launch(cuportProgram_t p, const char *name, unsigned groups,
                                unsigned local, size_t local_bytes, cuportStream_t stream,
                                unsigned nargs, const cuportArg *args);

/* Symbols form an append-only list published with atomic stores, so that
   launches (holding a device lock) can look them up without the global lock;
   ptr[d] is guarded by device d's lock. */
typedef struct cuport_symbol {
  char *name;
  size_t size;
  unsigned char *init;     /* size bytes or NULL (zeros) */
  void *ptr[CUPORT_MAX_DEVICES];
  /* A __managed__ variable's host copy (cuportRegisterManagedSymbol), kept consistent with
     ptr[d] by managed.c; NULL for the others.  dev_owned[d]: device d has the newer copy. */
  void *host;
  unsigned char dev_owned[CUPORT_MAX_DEVICES];
  /* A texture reference bound to an array or pitched memory (texture.c): the
     texture object a launch passes for it.  A surface reference bound to an
     array (surface.c): the array. */
  struct cuportTextureObject *bound_texture;
  struct cuportArray *bound_surface;
  struct cuport_symbol *next;
} cuport_symbol;

typedef struct cuport_program_dev {
  int state;               /* 0: not built, 1: built, -1: failed */
  cl_program prog;
  cuportError_t err;       /* failure code, state -1 */
  char *log;               /* failure detail, state -1 */
} cuport_program_dev;

struct cuportProgram {
  char *name;
  char *source;
  char *options;
  cuport_program_dev dev[CUPORT_MAX_DEVICES];
  cuport_symbol *symbols;
  struct cuportKernel *kernels;
  const cuportKernelDecl *decls; /* cuportProgramDeclareKernels */
  unsigned int ndecls;
  const unsigned int *decl_dims;  /* cuportProgramDeclareKernelDims: per decl, or NULL */
  unsigned int ndecl_dims;
  int declared;                  /* it was called: decls lists every kernel */
  const char *const *launch_names; /* cuportProgramDeclareDeviceLaunches */
  unsigned int nlaunch_names;
  const cuportKernelAddress *addrs; /* cuportProgramDeclareKernelAddresses */
  unsigned int naddrs;
  unsigned long order;           /* registration order: the first wins an ambiguity */
  struct cuportProgram *next;
};

/* What a kernel's argument was last set to (launch.c): a launch sets only the arguments
   that changed, since each clSetKernelArg costs the host time on every launch. */
#define CUPORT_ARG_CACHE 24
typedef struct cuport_argcache {
  unsigned char how[CUPORT_ARG_CACHE];   /* 0: unknown; else how it was set (launch.c) */
  unsigned char size[CUPORT_ARG_CACHE];
  unsigned char value[CUPORT_ARG_CACHE][16];
} cuport_argcache;

typedef struct cuport_kernel_dev {
  cl_kernel k;             /* NULL until created on that device */
  cuport_argcache *args;   /* made by the first launch, freed with the kernel's device state */
  cl_uint nargs;
  size_t max_wg;
  cl_ulong local_mem;
  cl_ulong private_mem;
  unsigned long svm_generation;
  unsigned long long svm_args;  /* arguments last set as SVM pointers (bit 63: 63 and up) */
} cuport_kernel_dev;

/* The shape of a kernel's parameters (cuportKernelDescribe). */
typedef struct cuport_signature {
  unsigned int nparams, nsymbols;
  cuportArgKind *kinds;
  size_t *sizes;
  char **symbols;
  int dynamic_shared;
} cuport_signature;

struct cuportKernel {
  struct cuportProgram *prog;
  char *name;
  cuport_signature *sig;   /* published once, with an atomic store */
  const cuportKernelDecl *decl; /* its program's declaration, or NULL */
  unsigned int redundant_dims;  /* the declared dimensions it cannot tell apart (launch.c) */
  cuport_kernel_dev dev[CUPORT_MAX_DEVICES];
  struct cuportKernel *next;
};

/* The program built for dev (building it if needed), under the global lock.
   Failures are remembered and returned again without rebuilding. */
cuportError_t cuport_program_build(struct cuportProgram *p, cuport_device *dev);
/* The kernel's state on dev, creating the cl_kernel (and building) if needed. */
cuportError_t cuport_kernel_on(struct cuportKernel *k, cuport_device *dev, cuport_kernel_dev **out);
/* The program whose symbol `name` a kernel or copy of `from` means: from itself when it
   registered one, else the first registered program that did (a variable defined in
   another unit and declared extern here), else NULL; *out is the symbol or NULL.
   Lock-free. */
struct cuportProgram *cuport_symbol_owner(struct cuportProgram *from, const char *name,
                                          cuport_symbol **out);
/* 1 if k is a kernel handle of a registered program (cuportGetKernel). */
int cuport_kernel_known(const struct cuportKernel *k);
/* Drops every program's and kernel's state on dev (reset). */
void cuport_programs_release_device(cuport_device *dev);
/* Builds an OpenCL program from source with options for dev only, via the
   disk cache; on failure records the error (with the build log) and prints
   the log to stderr unless quiet.  what names it in messages. */
cuportError_t cuport_build_source(cuport_device *dev, const char *what, const char *source,
                                  const char *options, int quiet, cl_program *out);

/* Disk cache of program binaries (cache.c).  key is the full build identity
   (device, driver, options, source).  load returns 0 and a malloc'ed binary. */
int cuport_cache_load(const char *key, size_t keylen, unsigned char **bin, size_t *len);
void cuport_cache_store(const char *key, size_t keylen, const unsigned char *bin, size_t len);
/* Test hooks: counts of cache hits and stores since start. */
extern unsigned long cuport_cache_hits, cuport_cache_stores;

/* ----------------------------------------------------------- symbol.c */

/* The pointer of symbol `name` of p on dev, allocating and initializing it
   on first use.  Takes dev->lock itself unless the caller holds it (locked). */
cuportError_t cuport_symbol_ptr(struct cuportProgram *p, const char *name, cuport_device *dev,
                                int locked, void **out);

/* ----------------------------------------------------------- launch.c */

/* Checks a launch of k with this configuration on dev as cuportLaunchKernel
   does (records the error). */
cuportError_t cuport_launch_check(const cuport_device *dev, const struct cuportKernel *k,
                                  const cuport_kernel_dev *kd, cuportDim3 grid, cuportDim3 block,
                                  size_t shared, unsigned int nargs);
/* Sets the arguments and enqueues the kernel under the enqueue e. */
cuportError_t cuport_launch_locked(cuport_enqueue *e, struct cuportKernel *k, cuport_kernel_dev *kd,
                                   cuportDim3 grid, cuportDim3 block, size_t shared,
                                   unsigned int nargs, const cuportArg *args);

/* A graph kernel node's own cl_kernel with its arguments set once (dev->lock held): *own
   (zeroed first) holds it, or no kernel when the node must take cuport_launch_locked
   (grid barrier, pinned memory in a buffer).  Released with cuport_launch_own_release;
   enqueued by cuport_launch_own_enqueue, which re-sends the SVM list when it changed. */
cuportError_t cuport_launch_own(cuport_device *dev, struct cuportKernel *k, cuport_kernel_dev *kd,
                                size_t shared, unsigned int nargs, const cuportArg *args,
                                cuport_kernel_dev *own);
void cuport_launch_own_release(cuport_kernel_dev *own);
cuportError_t cuport_launch_own_enqueue(cuport_enqueue *e, struct cuportKernel *k,
                                        cuport_kernel_dev *own, cuportDim3 grid, cuportDim3 block);

/* 1 if a is the hidden grid-barrier argument of a kernel that synchronises its grid
   (launch.c): its counter belongs to the stream, so such a kernel is not recorded. */
int cuport_arg_is_grid_barrier(const cuportArg *a);

/* Records a launch instead of enqueueing it (graph.c, command buffers): sets the
   arguments as cuport_launch_locked does (dev->lock held), then hands the kernel and
   its NDRange to fn.  Refused (recorded) when an argument needs a sub-buffer. */
typedef cl_int (*cuport_ndrange_fn)(void *ctx, cl_kernel k, cl_uint dims, const size_t *global,
                                    const size_t *local);
cuportError_t cuport_launch_record(cuport_device *dev, struct cuportKernel *k,
                                   cuport_kernel_dev *kd, cuportDim3 grid, cuportDim3 block,
                                   size_t shared, unsigned int nargs, const cuportArg *args,
                                   cuport_ndrange_fn fn, void *ctx);

/* ----------------------------------------------------------- memory.c */

/* An enqueued copy of count bytes (any pointers) on stream; sync waits. */
cuportError_t cuport_copy(cuport_device *dev, void *dst, const void *src, size_t count,
                          cuportStream_t stream, int sync);

/* A block of pinned host memory that small device-to-host copies into
   pageable memory go through: fine-grained SVM where the device has it, else
   a CL_MEM_ALLOC_HOST_PTR buffer kept mapped.  Idle blocks wait on
   dev->staging; a copy takes one for itself, so threads never share one. */
#define CUPORT_STAGING_BYTES 65536
typedef struct cuport_staging {
  void *p;
  cl_mem buf;              /* NULL for fine-grained SVM */
  size_t size;             /* CUPORT_STAGING_BYTES or cuport_config.staging_chunk */
  cl_event busy;           /* a copy out of it that may still run (host to device), or NULL */
  struct cuport_staging *next;
} cuport_staging;
/* Frees every idle staging block and the mapping queue (reset; dev->lock held). */
void cuport_staging_release_all(cuport_device *dev);
/* Validates a 3-D copy's parameters (no arrays, rows within pitches). */
cuportError_t cuport_copy3d_check(const cuportMemcpy3DParms *p);
/* The contiguous pieces of a checked 3-D copy: 0 when empty, 1 when it is contiguous,
   else one per row; piece i runs from *src to *dst for *bytes. */
size_t cuport_copy3d_pieces(const cuportMemcpy3DParms *p);
void cuport_copy3d_piece(const cuportMemcpy3DParms *p, size_t i, char **dst, const char **src,
                         size_t *bytes);
/* Enqueues a checked 3-D copy as row copies (one when contiguous) on q (dev->lock
   held); the first waits for waits, the last gives *last when last is not NULL.  blit:
   rows between blocks the runtime's kernels reach are copied by its copy kernel
   (the caller made it ready: cuport_blit_wanted and cuport_blit_ready). */
cl_int cuport_copy3d_enqueue(cuport_device *dev, int blit, cl_command_queue q,
                             const cuportMemcpy3DParms *p, cl_uint nwait, const cl_event *waits,
                             cl_event *last);
/* Validates a memset node's parameters. */
cuportError_t cuport_memset_check(const cuportMemsetParams *p);
/* Enqueues a checked memset (clEnqueueSVMMemFill per row or one fill, or the runtime's
   fill kernel under blit, as above); *last when not NULL is its last command's event. */
cl_int cuport_memset_enqueue(cuport_device *dev, int blit, cl_command_queue q,
                             const cuportMemsetParams *p, cl_uint nwait, const cl_event *waits,
                             cl_event *last);

/* ----------------------------------------------------------- warmup.c */

/* Starts, once per process, the thread that makes the default device ready while the
   program's own start-up runs (cuportRegisterProgram calls it: migrated units register
   before main), under CUPORT_WARMUP=1.  caller is the registering unit's code: a main
   program's registration waits while the thread opens the vendor libraries, a shared
   library's (maybe inside dlopen) opens them itself. */
void cuport_warmup_start(const void *caller);
/* Returns once that thread has finished (at once if there is none): a reset must not
   release the context it is making. */
void cuport_warmup_wait(void);

/* ------------------------------------------------------------- blit.c */

/* One NDRange of the runtime's fill or copy kernel, its arguments set. */
typedef struct cuport_blit {
  cl_kernel k;
  size_t global, local;
} cuport_blit;
/* Whether memsets and device-to-device copies on dev go through the runtime's own
   kernels (NVIDIA, or CUPORT_BLIT=1) rather than clEnqueueSVMMemFill/Memcpy. */
int cuport_blit_wanted(const cuport_device *dev);
/* Builds the kernels for dev once (no lock held: it may build); CL_SUCCESS when they
   are there.  A failure is traced, not recorded, and never retried. */
cl_int cuport_blit_ready(cuport_device *dev);
/* Drops them (reset). */
void cuport_blit_release(cuport_device *dev);
/* Under dev->lock, after cuport_blit_ready: sets the fill kernel for count bytes at
   dst of the pattern (1, 2 or 4 bytes, repeated from dst on), or the copy kernel, and
   gives the NDRange in *b to enqueue or record before the lock is let go. */
cl_int cuport_blit_prepare_fill(cuport_device *dev, void *dst, const void *pattern,
                                size_t pattern_size, size_t count, cuport_blit *b);
cl_int cuport_blit_prepare_copy(cuport_device *dev, void *dst, const void *src, size_t count,
                                cuport_blit *b);
cl_int cuport_blit_enqueue(cl_command_queue q, const cuport_blit *b, cl_uint nwait,
                           const cl_event *waits, cl_event *ev);
/* ---- managed.c: managed memory where SVM is coarse-grained only ---- */

/* 1 when dev gives managed memory through coarse-grained SVM that the runtime maps for the
   host between device work (no fine-grained buffer SVM: NVIDIA's OpenCL). */
int cuport_managed_coarse(const cuport_device *dev);
/* Takes p, a coarse-grained SVM block just registered as CUPORT_MEM_MANAGED, and maps it
   for the host. */
cuportError_t cuport_managed_adopt(cuport_device *dev, void *p);
/* Before device work that may touch memory (dev->lock held): hands every managed block
   mapped for the host back to the device.  Cheap when none is mapped. */
cuportError_t cuport_managed_device_slow(cuport_device *dev);
static inline cuportError_t cuport_managed_device(cuport_device *dev)
{
  return dev->managed_mapped || dev->msyms_host ? cuport_managed_device_slow(dev)
                                                : cuportSuccess;
}
/* After the host waited for device work (dev->lock not held): maps every managed block for
   the host again when nothing is left in flight on the device (idle: the caller knows it,
   as after a device-wide finish).  Cheap when every block is mapped. */
void cuport_managed_host_slow(cuport_device *dev, int idle);
static inline void cuport_managed_host(cuport_device *dev, int idle)
{
  if (__atomic_load_n(&dev->managed_blocks, __ATOMIC_RELAXED) !=
          __atomic_load_n(&dev->managed_mapped, __ATOMIC_RELAXED) ||
      __atomic_load_n(&dev->msyms_dev, __ATOMIC_RELAXED))
    cuport_managed_host_slow(dev, idle);
}
/* Adds s, a __managed__ variable whose storage was just made on dev and filled from its
   host copy (dev->lock held): the device has the newer copy until the host waits. */
cuportError_t cuport_managed_symbol(cuport_device *dev, struct cuport_symbol *s);
/* Frees a coarse-grained managed block removed from the registry (a: its entry). */
void cuport_managed_free(cuport_device *dev, const cuport_alloc *a);
/* Releases the managed queue (reset). */
void cuport_managed_release(cuport_device *dev);

/* 1 if the kernels can reach p (dev->lock held): device, managed, symbol or pinned
   SVM memory; not pageable, registered or buffer-backed pinned memory. */
int cuport_blit_reaches(cuport_device *dev, const void *p);
/* 1 if p is device-side memory (device, managed, symbol): the direct memsets and copies
   use the kernels there only.  A kernel reading or writing pinned host memory crosses
   the bus itself, where the driver's copy engine does better. */
int cuport_blit_on_device(cuport_device *dev, const void *p);
/* Copies of this many bytes or more keep clEnqueueSVMMemcpy: on an H100 the copy
   kernel is 1.2-1.3 times the call up to 16 MiB and 0.94-0.95 of it from 64 MiB
   (bench/runtime/gpu/copies.sh). */
#define CUPORT_BLIT_COPY_MAX ((size_t)32 << 20)

/* ----------------------------------------------------------- cmdbuf.c */

/* A recording of commands for one queue (cl_khr_command_buffer), replayed by graphs.
   Every call but release is made under dev->lock. */
typedef struct cuport_cmdbuf cuport_cmdbuf;
/* 1 if dev can record (the extension and its entry points are there). */
int cuport_cmdbuf_supported(cuport_device *dev);
/* A new recording for q; NULL with *err set when the device or q cannot have one. */
cuport_cmdbuf *cuport_cmdbuf_begin(cuport_device *dev, cl_command_queue q, cl_int *err);
/* Records an NDRange of k (its arguments as set now) or a barrier, after the sync
   points waits; *sp is the new command's sync point. */
cl_int cuport_cmdbuf_ndrange(cuport_cmdbuf *c, cl_kernel k, cl_uint dims, const size_t *global,
                             const size_t *local, cl_uint nwait, const cl_uint *waits,
                             cl_uint *sp);
cl_int cuport_cmdbuf_barrier(cuport_cmdbuf *c, cl_uint nwait, const cl_uint *waits, cl_uint *sp);
/* Ends the recording. */
cl_int cuport_cmdbuf_finish(cuport_cmdbuf *c);
/* Enqueues a finished recording on its queue, after the queue's earlier commands.
   CL_INVALID_OPERATION when an earlier enqueue is still pending on a device without
   simultaneous use (nothing enqueued). */
cl_int cuport_cmdbuf_enqueue(cuport_cmdbuf *c);
/* The queue it was recorded for. */
cl_command_queue cuport_cmdbuf_queue(const cuport_cmdbuf *c);
/* Frees it (NULL: nothing). */
void cuport_cmdbuf_release(cuport_cmdbuf *c);

/* ------------------------------------------------- array.c, texture.c */

#define CUPORT_ARRAY_MAGIC 0x43504152u

/* A CUDA array: its texels in host memory, rows of width * elem bytes, height
   rows (1 for a 1-D array) per slice, depth slices (layers of a layered one). */
struct cuportArray {
  unsigned int magic;
  cuportChannelFormatDesc desc;
  size_t width, height, depth;  /* as given: height 0 is 1-D, depth 0 is not 3-D */
  unsigned int flags;
  size_t elem;                  /* bytes per texel */
  unsigned char *data;
  unsigned long generation;     /* bumped by every write (copies into it) */
  /* Surfaces (surface.c): the texels again in device memory, after a header
     that gives kernels the shape, when a launch passed a surface of the array.
     dev_generation is the generation they hold; dev_dirty says a kernel may
     have written them since, so the host copy is stale until
     cuport_array_host reads them back. */
  void *dev;
  int dev_index;
  unsigned long dev_generation;
  int dev_dirty;
};

/* Bytes of the header in front of a surface's texels (the device header's
   cuport_surface_header, then the out-of-range write sink and zeros). */
#define CUPORT_SURFACE_HEADER 64

/* Bytes per texel of desc (1, 2 or 4 channels of 8, 16 or 32 bits, all the
   same), or 0 when CUDA would refuse it. */
size_t cuport_channel_bytes(const cuportChannelFormatDesc *desc);
/* cuportMemcpy3D(Async) with an array on either side. */
cuportError_t cuport_array_copy3d(const cuportMemcpy3DParms *p, cuportStream_t stream, int async);
/* The arguments of a launch on stream with every CUPORT_ARG_TEXTURE expanded
   (an image and a sampler, or a pointer), each texture's image made or
   written again first as its data asks.  *out is NULL when args hold no
   texture (then nothing changes), else a malloc'ed array of *nout to free. */
cuportError_t cuport_texture_args(cuport_device *dev, cuportStream_t stream,
                                  struct cuportProgram *prog, unsigned int nargs,
                                  const cuportArg *args, cuportArg **out, unsigned int *nout);
/* Makes the array's host copy current: when a kernel may have written its
   surface buffer, waits for the device and reads the texels back (the
   generation moves, so textures of the array write their images again). */
cuportError_t cuport_array_host(struct cuportArray *a);
/* The array's surface buffer on dev holding its current texels, for a launch
   on stream that may write them (the array is dirty afterwards). */
cuportError_t cuport_array_surface(struct cuportArray *a, cuport_device *dev,
                                   cuportStream_t stream, void **out);
/* Frees the surface buffer of a (array.c's cuportFreeArray). */
void cuport_array_surface_free(struct cuportArray *a);
/* The texture object a texture reference symbol of prog is bound to (an
   array or pitch2D binding), or NULL: the launch passes it as an image and a
   sampler instead of the symbol's pointer.  The surface a surface reference
   is bound to makes the array dirty at each launch (surface.c). */
/* The argument a launch on dev passes for a CUPORT_ARG_SURFACE (surface.c). */
cuportError_t cuport_surface_arg(cuport_device *dev, cuportStream_t stream, const cuportArg *arg,
                                 cuportArg *out);
struct cuportTextureObject *cuport_symbol_texture(struct cuportProgram *prog, const char *name);
struct cuportArray *cuport_symbol_surface(struct cuportProgram *prog, const char *name);

/* ----------------------------------------------------------- graph.c */

/* One operation of a graph node, owning copies of its parameters. */
typedef struct cuport_op {
  cuportGraphNodeType type;
  struct cuportKernel *kernel;   /* kernel */
  cuportDim3 grid, block;
  size_t shared;
  unsigned int nargs, nown;      /* nown: the kernel's own (VALUE, POINTER) ones, first */
  cuportArg *args;               /* values point into data */
  void **params;                 /* nown pointers into data (kernelParams) */
  unsigned char *data;
  cuportMemcpy3DParms copy;      /* memcpy */
  cuportMemsetParams set;        /* memset */
  cuportHostNodeParams host;     /* host */
  struct cuportEvent *event;     /* wait event, event record */
  struct cuportGraph *child;     /* child graph (owned) */
  struct cuport_gmem *gmem;      /* memory alloc: the allocation (a counted reference) */
  void *free_ptr;                /* memory free: the address */
  struct cuport_cond *cond;      /* conditional: its handle (a counted reference) */
  cuportGraphConditionalNodeType cond_type;
  unsigned int nbodies;          /* conditional: its body graphs (owned), phGraph_out */
  struct cuportGraph **bodies;
} cuport_op;

/* ---------------------------------------------------------- graphmem.c */

/* A graph allocation (cuportGraphAddMemAllocNode, cudaMallocAsync under capture): made at
   once, at a fixed address, released when the last operation that holds it goes. */
struct cuport_gmem;
cuportError_t cuport_gmem_new(cuport_device *dev, size_t size, struct cuport_gmem **out);
void *cuport_gmem_ptr(const struct cuport_gmem *g);
size_t cuport_gmem_size(const struct cuport_gmem *g);
void cuport_gmem_ref(struct cuport_gmem *g);
void cuport_gmem_unref(struct cuport_gmem *g);
/* 1 if p is the address of a live graph allocation: cuportFree and cuportFreeAsync leave it
   to its graph (the next launch uses it again). */
int cuport_gmem_owns(const void *p);
/* memory.c: frees device memory without asking graphmem.c. */
cuportError_t cuport_free_device(cuport_device *dev, void *p);

/* ---------------------------------------------------------- graphcond.c */

/* A conditional node's handle: a 4-byte device block whose address is the handle's
   value, holding defaultLaunchValue when made; counted like graph allocations. */
struct cuport_cond;
cuportError_t cuport_cond_new(cuport_device *dev, unsigned int value, unsigned int flags,
                              struct cuport_cond **out);
/* The live handle whose value is handle, with a reference taken; NULL if none. */
struct cuport_cond *cuport_cond_find(cuportGraphConditionalHandle handle);
cuportGraphConditionalHandle cuport_cond_handle(const struct cuport_cond *c);
void cuport_cond_ref(struct cuport_cond *c);
void cuport_cond_unref(struct cuport_cond *c);
/* Enqueues the write of the default value on q when the handle has
   cuportGraphCondAssignDefault (a launch's start). */
cl_int cuport_cond_reset(const struct cuport_cond *c, cl_command_queue q);
/* Reads the value on q once the work before it is done (blocking). */
cl_int cuport_cond_read(const struct cuport_cond *c, cl_command_queue q, unsigned int *value);

/* When stream captures on dev, adds a copy of op (whose pointers are the
   caller's) as a node of the capture and returns 1 with *r its result;
   returns 0 and does nothing when it does not.  Costs one load when no
   capture is active on dev. */
int cuport_capture_op(cuport_device *dev, cuportStream_t stream, const cuport_op *op,
                      cuportError_t *r);
/* cuportMallocAsync and cuportFreeAsync under capture: memory allocation and free nodes
   (graphmem.c); as above. */
int cuport_capture_alloc(cuport_device *dev, cuportStream_t stream, size_t size, void **ptr,
                         cuportError_t *r);
int cuport_capture_free(cuport_device *dev, cuportStream_t stream, void *ptr, cuportError_t *r);
/* cuportEventRecord and cuportStreamWaitEvent under capture: as above. */
int cuport_capture_record(cuport_device *dev, cuportStream_t stream, struct cuportEvent *ev,
                          cuportError_t *r);
int cuport_capture_wait(cuport_device *dev, cuportStream_t stream, struct cuportEvent *ev,
                        cuportError_t *r);
/* For cuport_enqueue_begin (dev->lock held): an enqueue that would run work
   on a capturing stream, or on the legacy stream while a blocking stream
   captures, invalidates the capture and fails (recorded). */
cuportError_t cuport_capture_guard(cuport_device *dev, struct cuportStream *s);
/* Test hook: the recordings (cl_khr_command_buffer) graphExec's last launch replayed;
   0 when it issued its nodes one by one. */
size_t cuport_graph_recordings(const struct cuportGraphExec *x);
/* Frees an event's capture record. */
void cuport_event_capture_clear(struct cuportEvent *ev);
/* Ends every capture of dev (reset; no lock held). */
void cuport_captures_release_all(cuport_device *dev);

/* ---------------------------------------------------------- profile.c */

/* CUPORT_PROFILE is set (runtime/README.md, "Profile and trace"): stream
   queues are made with CL_QUEUE_PROFILING_ENABLE, commands keep an event, and
   the hooks below record them.  Every hook in the enqueue paths sits behind
   `if (cuport_profiling)`, so an unprofiled run pays one branch per command. */
extern int cuport_profiling;
/* Parses CUPORT_PROFILE (NULL: off); called with every read of the environment. */
void cuport_profile_configure(const char *spec);
/* Registers the report at exit, once; cuport_init calls it after enumerating
   devices, so that it runs before the OpenCL implementation's exit handlers. */
void cuport_profile_arm(void);
/* Test hook: writes the report (and trace) now and starts a fresh profile. */
void cuport_profile_flush(void);
/* The host clock of the profile and the trace: CLOCK_MONOTONIC, ns. */
unsigned long long cuport_prof_now(void);
/* A launch of kernel `name` on s whose host call began at t0 (also counted
   as the host API call cudaLaunchKernel): ev (the NDRange's event) is taken. */
void cuport_prof_kernel(struct cuportStream *s, const char *name, cl_event ev,
                        unsigned long long t0);
/* A copy of bytes from src to dst on s, run by the commands from first to
   last (first NULL: last alone).  first is taken; last is taken unless
   keep_last (the caller still waits on it).  bytes 0: the enqueue failed,
   the events are only released. */
void cuport_prof_copy(struct cuportStream *s, const void *dst, const void *src, size_t bytes,
                      cl_event first, cl_event last, int keep_last);
/* The same for a copy whose host call began at issued (a staged copy, recorded once its
   last transfer is enqueued). */
void cuport_prof_copy_at(struct cuportStream *s, const void *dst, const void *src, size_t bytes,
                         cl_event first, cl_event last, int keep_last, unsigned long long issued);
/* A memset of bytes on s, as above (both taken). */
void cuport_prof_memset(struct cuportStream *s, size_t bytes, cl_event first, cl_event last);
/* A host API call's span on the calling thread's track: begin notes the
   start, end records it under name and returns r (CUPORT_PROFILED wraps a
   call so: one branch when not profiling). */
void cuport_prof_api_begin(void);
cuportError_t cuport_prof_api_end(const char *name, cuportError_t r);
#define CUPORT_PROFILED(name, call)                                            \
  (cuport_profiling ? cuport_prof_api_end(name, (cuport_prof_api_begin(), (call))) : (call))
/* cuportProfilerStart/Stop: the window the profile counts. */
void cuport_prof_window_start(void);
void cuport_prof_window_stop(void);
/* The window a host record begun now belongs to: 0 when nothing is being
   counted; a record is kept when the window is still the current one. */
unsigned cuport_prof_window(void);
/* NVTX (nvtx.c): a range (end > begin) or mark (end == begin) of the calling
   thread (tid: its OS id), begun in window; name is copied.  color 0: none. */
void cuport_prof_nvtx(const char *name, unsigned long long begin, unsigned long long end,
                      unsigned window, int depth, unsigned color, const char *category);
/* NVTX names for the trace's tracks (copied). */
void cuport_prof_name_thread(unsigned tid, const char *name);
void cuport_prof_name_stream(struct cuportStream *s, const char *name);
/* The calling thread's OS id. */
unsigned cuport_prof_tid(void);

#endif /* CUPORT_INTERNAL_H */

/*
 * warmup.c: the default device made ready while the program starts.
 *
 * A CUDA program pays for its context at its first CUDA call; so does a migrated one,
 * and NVIDIA's OpenCL takes longer there: the ICD loader opens every vendor library,
 * then come the platform and the context (H100: 138 and 126 ms;
 * bench/latency/cl_startup.c times each step).  But a migrated program announces itself
 * earlier: each of its units registers its kernel program before main
 * (cuportRegisterProgram).  The first registration starts one thread that enumerates the
 * devices and makes the default device ready (context, legacy stream), while main reads
 * its input and fills its arrays; main's first CUDA call finds the device ready or waits
 * for it (the init once, the device's lock), and every later OpenCL call is main's.
 *
 * The thread does nothing that could run beside main's own OpenCL calls: building the
 * programs or the runtime's fill and copy kernels there as well broke the heap on
 * NVIDIA's OpenCL (a build beside launches and copies of another thread, in one
 * context), and a cached build is a millisecond there anyway.  Nothing the program can
 * observe changes: failures on the thread are its own (last errors are per thread), and
 * the device's state is what main's first call would have made.
 *
 *   - cudaDeviceReset waits for the thread before releasing the context;
 *   - at exit the thread is waited for, so that no OpenCL call runs while
 *     the process tears the drivers down; the wait is registered again once the drivers
 *     are loaded, so that it runs before their own exit handlers (last registered, first
 *     run);
 *   - the thread parks when done instead of ending: a thread that loaded a driver's
 *     compiler keeps per-thread state (LLVM's alternate signal stack, which
 *     AddressSanitizer's thread exit then fails to unmap), and a parked thread is never
 *     torn down before the process.
 *
 * The exit race.  A program that returns from main while the thread is still inside the
 * drivers (a usage message and exit, with no CUDA call) must not crash there.  Exit
 * handlers run last registered first, and a driver registers its own (C++ static
 * destructors: LLVM's in PoCL) when it is loaded; loaded on the thread, they would run
 * before the wait and tear the driver down under it (PoCL: a pure virtual call or a hang
 * in the context creation, in about one exit in ten at 20 ms into the process;
 * tests/runtime/warmup_exit.c).  So the vendor libraries the ICD loader will open are
 * opened first, before the wait is registered (preload_vendors: the loader's own search,
 * OCL_ICD_VENDORS, OPENCL_VENDOR_PATH, /etc/OpenCL/vendors and OCL_ICD_FILENAMES); the
 * loader's later dlopen finds them loaded.  Opening is the cheap part (the driver's
 * initialisation, in clGetPlatformIDs, is the thread's).
 *
 * The heap.  The opening is done by the thread while the registering thread (main's,
 * before main) waits for it: a driver's constructors allocate and free a great deal
 * (PoCL's LLVM), and on main's thread they would leave main's heap full of freed blocks.
 * A program's first allocations would reuse them and find old data where a new process
 * has zeros; programs that copy such arrays to the device unwritten (PolyBench's
 * accumulators) then computed garbage.  On the thread the drivers' blocks stay in the
 * thread's own arena (tests/programs/fresh_heap).  Only a registration from the main
 * program waits so: a shared library's constructors may run inside dlopen, whose loader
 * lock the thread's own dlopen would then wait for while the constructor waits for the
 * thread (a migrated library opened by dlopen hung); a library's registration opens the
 * libraries itself, on its own thread, as before (tests/runtime/warmup_dlopen.sh).
 *
 * fork: a process forked while the thread runs would copy the half-made state and a
 * thread that is not there (its exit would wait for it for ever), so a fork first waits
 * for the thread (pthread_atfork).  A child then holds its parent's driver state, which
 * OpenCL drivers do not support using after a fork (CUDA does not either, once the
 * parent has used it); a program that forks before its first CUDA call and uses CUDA only
 * in the children needs CUPORT_WARMUP=0.
 *
 * On by default; CUPORT_WARMUP=0 turns it off.  A program that selects another device
 * first pays for device 0's context too, once, on this thread.
 */
#include <dirent.h>
#include <dlfcn.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "internal.h"

static pthread_once_t warm_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t warm_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t warm_cond = PTHREAD_COND_INITIALIZER;
static int warm_running;   /* the thread was started and has not finished */
static int warm_preloaded; /* the vendor libraries are open (by the thread, or before it) */

void cuport_warmup_wait(void)
{
  pthread_mutex_lock(&warm_lock);
  while (warm_running)
    pthread_cond_wait(&warm_cond, &warm_lock);
  pthread_mutex_unlock(&warm_lock);
}

static void wait_at_exit(void)
{
  cuport_warmup_wait();
}

static void preload_vendors(void);

static void *warm_main(void *arg)
{
  cuport_device *dev;

  (void)arg;
  pthread_mutex_lock(&warm_lock);
  if (!warm_preloaded) {
    pthread_mutex_unlock(&warm_lock);
    preload_vendors();
    pthread_mutex_lock(&warm_lock);
    warm_preloaded = 1;
    pthread_cond_broadcast(&warm_cond);
  }
  pthread_mutex_unlock(&warm_lock);
  cuport_init();
  if (atexit(wait_at_exit) != 0)
    CUPORT_TRACE("warm-up: atexit failed");
  if (cuport_device_ready(0, &dev) == cuportSuccess)
    CUPORT_TRACE("warm-up: device 0 '%s' ready", dev->name);
  pthread_mutex_lock(&warm_lock);
  warm_running = 0;
  pthread_cond_broadcast(&warm_cond);
  for (;;) /* parked (see above) */
    pthread_cond_wait(&warm_cond, &warm_lock);
  return NULL;
}

/* ------------------------------------------------------------- preload */

static void preload_library(const char *lib)
{
  /* kept open for the process: the ICD loader's dlopen of the same name finds it */
  void *h = dlopen(lib, RTLD_LAZY | RTLD_LOCAL);

  CUPORT_TRACE("warm-up: vendor library %s %s", lib, h ? "loaded" : "not loadable");
}

/* An .icd file names the vendor library on its first line. */
static void preload_icd(const char *path)
{
  char line[4096];
  FILE *f = fopen(path, "r");
  size_t n;

  if (!f)
    return;
  if (fgets(line, sizeof line, f)) {
    n = strcspn(line, "\r\n");
    while (n > 0 && (line[n - 1] == ' ' || line[n - 1] == '\t'))
      n--;
    line[n] = '\0';
    if (n > 0)
      preload_library(line);
  }
  fclose(f);
}

static int ends_with(const char *s, const char *tail)
{
  size_t n = strlen(s), k = strlen(tail);

  return n >= k && strcmp(s + n - k, tail) == 0;
}

static void preload_dir(const char *dir)
{
  DIR *d = opendir(dir);
  struct dirent *e;
  char path[4096];

  if (!d)
    return;
  while ((e = readdir(d)) != NULL)
    if (ends_with(e->d_name, ".icd") &&
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name) < (int)sizeof path)
      preload_icd(path);
  closedir(d);
}

/* The vendor libraries, found as the ICD loaders find them (ocl-icd: OCL_ICD_VENDORS a
   directory, an .icd file (bare names in the vendors directory) or a library, else
   OPENCL_VENDOR_PATH, else /etc/OpenCL/vendors; Khronos' loader: OCL_ICD_FILENAMES, a
   colon-separated list of libraries, besides). */
static void preload_vendors(void)
{
  const char *vendors = getenv("OCL_ICD_VENDORS"), *dir = getenv("OPENCL_VENDOR_PATH");
  const char *files = getenv("OCL_ICD_FILENAMES");
  struct stat st;
  char path[4096];

  if (!dir || !*dir)
    dir = "/etc/OpenCL/vendors";
  if (!vendors || !*vendors)
    preload_dir(dir);
  else if (stat(vendors, &st) == 0 && S_ISDIR(st.st_mode))
    preload_dir(vendors);
  else if (ends_with(vendors, ".icd")) {
    if (strchr(vendors, '/'))
      preload_icd(vendors);
    else if (snprintf(path, sizeof path, "%s/%s", dir, vendors) < (int)sizeof path)
      preload_icd(path);
  } else
    preload_library(vendors);
  while (files && *files) {
    size_t n = strcspn(files, ":");

    if (n > 0 && n < sizeof path) {
      memcpy(path, files, n);
      path[n] = '\0';
      preload_library(path);
    }
    files += n + (files[n] == ':');
  }
}

/* ------------------------------------------------------------- thread */

/* Whether addr lies in the main program (the first object dl_iterate_phdr reports). */
static int main_program_has(struct dl_phdr_info *info, size_t size, void *data)
{
  uintptr_t a = (uintptr_t)((const void **)data)[0];
  int i;

  (void)size;
  for (i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
    if (ph->p_type == PT_LOAD && a >= lo && a - lo < ph->p_memsz)
      ((const void **)data)[1] = info;
  }
  return 1; /* the first object only */
}

/* cuport_warmup_start's caller, for start_once (pthread_once runs it on the same thread) */
static _Thread_local const void *caller_of_start;

static void start_once(void)
{
  pthread_attr_t attr;
  pthread_t t;
  int started;
  const void *probe[2] = {caller_of_start, NULL};

  cuport_env_once();
  if (!cuport_config.warmup || pthread_attr_init(&attr) != 0)
    return;
  /* a library's constructor may hold the loader's lock: open the libraries here */
  dl_iterate_phdr(main_program_has, probe);
  if (!probe[1]) {
    preload_vendors();
    warm_preloaded = 1;
  }
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_mutex_lock(&warm_lock);
  warm_running = 1;
  started = pthread_create(&t, &attr, warm_main, NULL) == 0;
  if (!started)
    warm_running = 0;
  while (started && !warm_preloaded) /* the vendor libraries, opened on the thread */
    pthread_cond_wait(&warm_cond, &warm_lock);
  pthread_mutex_unlock(&warm_lock);
  pthread_attr_destroy(&attr);
  if (started && atexit(wait_at_exit) != 0)
    CUPORT_TRACE("warm-up: atexit failed; the process may exit while it runs");
  if (started && pthread_atfork(cuport_warmup_wait, NULL, NULL) != 0)
    CUPORT_TRACE("warm-up: pthread_atfork failed; a fork may copy a half-made device");
  CUPORT_TRACE("warm-up: %s", started ? "started" : "no thread (pthread_create failed)");
}

void cuport_warmup_start(const void *caller)
{
  caller_of_start = caller;
  pthread_once(&warm_once, start_once);
}

/*
 * cl_compile.c: what a migrated .cl costs an OpenCL implementation before the
 * first result, measured on the raw OpenCL calls.  PoCL compiles in two steps:
 * clBuildProgram makes LLVM IR, and the first launch of a kernel with a new
 * work-group size makes its work-group function (the barriers become loops
 * over the work-items; that step grows with the barriers and their branches).
 *
 * usage: cl_compile HEADER FILE.cl LOCAL [OPTIONS [KERNEL]]
 *   HEADER   the device header put in front, as the runtime does (runtime/device/
 *            cuport_device.h), or - for none
 *   LOCAL    the work-group size of the launches (one dimension)
 *   OPTIONS  extra build options (-cl-std=CL1.2, -cl-kernel-arg-info and the runtime's
 *            CUPORT_MAX_WORK_GROUP_SIZE always come first; the runtime's feature flags,
 *            such as -DCUPORT_HAS_FP64=1, are for the caller to give)
 *   KERNEL   only this kernel (default: every kernel of the program)
 * Each kernel is launched twice on one work-group, every argument zero (buffers
 * zero-filled, __local arguments 4 KiB, scalars zero: loops bounded by an
 * argument do not run), so the first launch is the work-group compile and the
 * second the dispatch floor.  Run with POCL_KERNEL_CACHE=0 (run.sh does) or
 * PoCL's own cache answers the second time.  CL_COMPILE_BINARY=1 also times the query of
 * the program's binary size after the build (what storing it in a disk cache costs: PoCL
 * compiles every kernel of the program there).
 */
#define CL_TARGET_OPENCL_VERSION 120
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../latency/cl_bench.h"

static char *read_all(const char *path, size_t *len)
{
  FILE *f = fopen(path, "rb");
  char *s;
  long n;

  if (!f) {
    perror(path);
    exit(1);
  }
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  fseek(f, 0, SEEK_SET);
  s = malloc((size_t)n + 1);
  if (!s || fread(s, 1, (size_t)n, f) != (size_t)n) {
    fprintf(stderr, "%s: read failed\n", path);
    exit(1);
  }
  s[n] = 0;
  fclose(f);
  *len = (size_t)n;
  return s;
}

/* Every argument zero; a scalar's size is found by trying the sizes OpenCL C types have
   (the implementation refuses the wrong one). */
static void zero_args(cl_kernel k, cl_mem buf)
{
  static const unsigned char zero[128];
  static const size_t sizes[] = {4, 8, 1, 2, 16, 32, 64, 128};
  cl_uint n, i;
  cl_int err;

  CHECK(clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof n, &n, NULL));
  for (i = 0; i < n; i++) {
    cl_kernel_arg_address_qualifier q = CL_KERNEL_ARG_ADDRESS_PRIVATE;
    size_t s;

    err = clGetKernelArgInfo(k, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof q, &q, NULL);
    if (err != CL_SUCCESS)
      fprintf(stderr, "arg %u: no address qualifier (%d)\n", i, err);
    if (q == CL_KERNEL_ARG_ADDRESS_LOCAL) {
      CHECK(clSetKernelArg(k, i, 4096, NULL));
      continue;
    }
    if (q == CL_KERNEL_ARG_ADDRESS_GLOBAL || q == CL_KERNEL_ARG_ADDRESS_CONSTANT) {
      CHECK(clSetKernelArg(k, i, sizeof buf, &buf));
      continue;
    }
    for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
      if (clSetKernelArg(k, i, sizes[s], zero) == CL_SUCCESS)
        break;
    /* no argument information: a pointer of either kind */
    if (s == sizeof sizes / sizeof sizes[0] && (clSetKernelArg(k, i, 4096, NULL) == CL_SUCCESS ||
                                                clSetKernelArg(k, i, sizeof buf, &buf) == CL_SUCCESS))
      continue;
    if (s == sizeof sizes / sizeof sizes[0]) {
      fprintf(stderr, "argument %u: no size fits\n", i);
      exit(1);
    }
  }
}

int main(int argc, char **argv)
{
  cl_platform_id plat;
  cl_device_id dev;
  cl_context ctx;
  cl_command_queue q;
  cl_program prog;
  cl_kernel ks[256];
  cl_uint nk = 0, i;
  cl_mem buf;
  size_t hlen = 0, flen, local, maxwg;
  char *text, *file, *hdr = NULL, opts[4096], *log;
  const char *only;
  double t0, t1;
  cl_int err;

  setvbuf(stdout, NULL, _IOLBF, 0);
  if (argc < 4) {
    fprintf(stderr, "usage: %s HEADER FILE.cl LOCAL [OPTIONS [KERNEL]]\n", argv[0]);
    return 2;
  }
  local = (size_t)atol(argv[3]);
  only = argc > 5 ? argv[5] : NULL;
  if (strcmp(argv[1], "-") != 0)
    hdr = read_all(argv[1], &hlen);
  file = read_all(argv[2], &flen);
  text = malloc(hlen + flen + 64);
  snprintf(text, hlen + flen + 64, "%s\n#line 1\n%s", hdr ? hdr : "", file);

  CHECK(clGetPlatformIDs(1, &plat, NULL));
  CHECK(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL));
  CHECK(clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxwg, &maxwg, NULL));
  if (maxwg > 1024)
    maxwg = 1024;   /* as the runtime does: CUDA's largest block */
  ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  CHECK(err);
  q = clCreateCommandQueue(ctx, dev, 0, &err);
  CHECK(err);
  snprintf(opts, sizeof opts, "-cl-std=CL1.2 -cl-kernel-arg-info -DCUPORT_MAX_WORK_GROUP_SIZE=%zu %s", maxwg,
           argc > 4 ? argv[4] : "");

  prog = clCreateProgramWithSource(ctx, 1, (const char **)&text, NULL, &err);
  CHECK(err);
  t0 = now_us();
  err = clBuildProgram(prog, 1, &dev, opts, NULL, NULL);
  t1 = now_us();
  if (err != CL_SUCCESS) {
    size_t n = 0;
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &n);
    log = malloc(n + 1);
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, n, log, NULL);
    fprintf(stderr, "build failed (%d):\n%.4000s\n", err, log);
    return 1;
  }
  printf("%-40s %10.1f ms  (%s)\n", "clBuildProgram", (t1 - t0) / 1e3, argv[2]);
  if (getenv("CL_COMPILE_BINARY")) {
    /* what a program cache pays to store the build: PoCL answers the size query by
       compiling every kernel of the program into the binary (docs/performance.md) */
    size_t size = 0;

    t0 = now_us();
    CHECK(clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
    printf("%-40s %10.1f ms  (%zu bytes)\n", "binary size query", (now_us() - t0) / 1e3, size);
  }

  CHECK(clCreateKernelsInProgram(prog, 256, ks, &nk));
  buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 64u << 20, NULL, &err);
  CHECK(err);
  {
    static const cl_uint z = 0;
    CHECK(clEnqueueFillBuffer(q, buf, &z, sizeof z, 0, 64u << 20, 0, NULL, NULL));
    CHECK(clFinish(q));
  }
  for (i = 0; i < nk; i++) {
    char name[256];
    double first, second;

    CHECK(clGetKernelInfo(ks[i], CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL));
    if (only && strcmp(only, name) != 0)
      continue;
    zero_args(ks[i], buf);
    t0 = now_us();
    CHECK(clEnqueueNDRangeKernel(q, ks[i], 1, NULL, &local, &local, 0, NULL, NULL));
    CHECK(clFinish(q));
    t1 = now_us();
    first = (t1 - t0) / 1e3;
    t0 = now_us();
    CHECK(clEnqueueNDRangeKernel(q, ks[i], 1, NULL, &local, &local, 0, NULL, NULL));
    CHECK(clFinish(q));
    second = (now_us() - t0) / 1e3;
    printf("%-40.40s %10.1f ms first launch, %8.3f ms second (local %zu)\n", name, first, second,
           local);
  }
  return 0;
}

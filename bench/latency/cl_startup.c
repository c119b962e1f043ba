/*
 * cl_startup.c: where the start-up of a migrated program goes, raw OpenCL, no cuport.
 * The steps the runtime takes before a program's first kernel has finished, each timed
 * from main's entry (host wall clock, milliseconds): the platforms (the ICD loader opens
 * every vendor library it finds), the device, the context, an in-order queue, a program
 * from a binary (the runtime's program cache; the binary is made by a first build here),
 * the kernel, one SVM allocation, the launch and its finish.  Compared with the same
 * program's CUDA figure (bench/transfer/startup.cu), it says how much of cuport's
 * start-up is NVIDIA's OpenCL itself and how much the runtime adds.
 *
 *   gcc -O2 -std=c11 bench/latency/cl_startup.c -lOpenCL -o cl_startup
 *   ./cl_startup [platform-substring]        (default: the first GPU, else any device)
 */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cl_bench.h"

static double t0;

static double now_ms(void)
{
  return now_us() / 1e3;
}

static double last;

static void step(const char *what)
{
  double t = now_ms();
  printf("startup_step %-22s %8.2f ms  (at %8.2f)\n", what, t - last, t - t0);
  last = t;
}

static const char *src = "__kernel void first(__global int *p) { p[get_local_id(0)] = "
                         "(int)get_local_id(0); }\n";

int main(int argc, char **argv)
{
  const char *want = argc > 1 ? argv[1] : NULL;
  cl_platform_id plats[16], plat = NULL;
  cl_device_id dev = NULL;
  cl_uint np = 0, i;
  cl_int err, status;
  cl_context ctx;
  cl_command_queue q;
  cl_program prog, built;
  cl_kernel k;
  unsigned char *bin;
  size_t len = 0, global = 32, local = 32;
  int *p, h[32];

  t0 = last = now_ms();
  CHECK(clGetPlatformIDs(16, plats, &np));
  step("clGetPlatformIDs");
  for (int pass = 0; pass < 2 && !dev; pass++)
    for (i = 0; i < np && !dev; i++) {
      char name[256];
      clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
      if (want && !strstr(name, want))
        continue;
      if (clGetDeviceIDs(plats[i], pass == 0 ? CL_DEVICE_TYPE_GPU : CL_DEVICE_TYPE_ALL, 1, &dev,
                         NULL) != CL_SUCCESS)
        dev = NULL;
      else
        plat = plats[i];
    }
  if (!dev) {
    fprintf(stderr, "no device\n");
    return 1;
  }
  (void)plat;
  step("clGetDeviceIDs");
  ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  CHECK(err);
  step("clCreateContext");
  q = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
  CHECK(err);
  step("clCreateCommandQueue");

  /* the binary the runtime's cache would hold, made outside the timed steps */
  {
    double pause = now_ms();
    built = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    CHECK(err);
    CHECK(clBuildProgram(built, 1, &dev, "-cl-std=CL1.2", NULL, NULL));
    CHECK(clGetProgramInfo(built, CL_PROGRAM_BINARY_SIZES, sizeof len, &len, NULL));
    bin = malloc(len);
    CHECK(clGetProgramInfo(built, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL));
    clReleaseProgram(built);
    printf("startup_step %-22s %8.2f ms  (not counted)\n", "build from source", now_ms() - pause);
    last = now_ms();
  }
  prog = clCreateProgramWithBinary(ctx, 1, &dev, &len, (const unsigned char **)&bin, &status,
                                   &err);
  CHECK(err);
  CHECK(clBuildProgram(prog, 1, &dev, "-cl-std=CL1.2", NULL, NULL));
  step("program from binary");
  k = clCreateKernel(prog, "first", &err);
  CHECK(err);
  step("clCreateKernel");
  p = clSVMAlloc(ctx, CL_MEM_READ_WRITE, sizeof h, 0);
  if (!p) {
    fprintf(stderr, "clSVMAlloc failed\n");
    return 1;
  }
  step("clSVMAlloc");
  CHECK(clSetKernelArgSVMPointer(k, 0, p));
  CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL));
  CHECK(clFinish(q));
  step("launch + finish");
  CHECK(clEnqueueSVMMemcpy(q, CL_TRUE, h, p, sizeof h, 0, NULL, NULL));
  step("read back");
  printf("startup_total main_to_kernel %.2f ms\n", now_ms() - t0);
  clSVMFree(ctx, p);
  clReleaseKernel(k);
  clReleaseProgram(prog);
  clReleaseCommandQueue(q);
  clReleaseContext(ctx);
  step("release all");
  free(bin);
  printf("%s\n", h[31] == 31 ? "PASS" : "FAIL");
  return h[31] != 31;
}

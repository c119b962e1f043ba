/*
 * cl_alloc.c: what allocations cost on an OpenCL device, raw OpenCL, no cuport: for each
 * size, the host wall time of clSVMAlloc (coarse-grained, as cuportMalloc), of the first
 * command touching the block (a 4-byte fill and finish), of clSVMFree, and of a pinned
 * host block (clCreateBuffer with CL_MEM_ALLOC_HOST_PTR, mapped, as cuportHostAlloc),
 * median of 5.  Compared with bench/latency/alloc.cu (cudaMalloc, cudaHostAlloc), it says
 * whether cuport's allocations cost what the driver's do.
 *
 *   gcc -O2 -std=c11 bench/latency/cl_alloc.c -lOpenCL -o cl_alloc
 *   ./cl_alloc [platform-substring]        (default: the first GPU, else any device)
 */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cl_bench.h"

#define TRIALS 5

static int cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *v)
{
  qsort(v, TRIALS, sizeof *v, cmp);
  return v[TRIALS / 2];
}

int main(int argc, char **argv)
{
  const char *want = argc > 1 ? argv[1] : NULL;
  cl_platform_id plats[16], plat = NULL;
  cl_device_id dev = NULL;
  cl_uint np = 0, i;
  cl_int err;
  cl_context ctx;
  cl_command_queue q;
  size_t sizes[] = {1 << 20, 16 << 20, 64 << 20, 256 << 20}, s;
  char name[256];

  CHECK(clGetPlatformIDs(16, plats, &np));
  for (i = 0; i < np && !dev; i++) {
    char pname[256];
    clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof pname, pname, NULL);
    if (want && !strstr(pname, want))
      continue;
    if (clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL) != CL_SUCCESS &&
        clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_ALL, 1, &dev, NULL) != CL_SUCCESS)
      dev = NULL;
    plat = plats[i];
  }
  if (!dev) {
    fprintf(stderr, "no device\n");
    return 1;
  }
  (void)plat;
  clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, NULL);
  printf("device: %s\n", name);
  ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  CHECK(err);
  q = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
  CHECK(err);
  for (s = 0; s < sizeof sizes / sizeof *sizes; s++) {
    double a[TRIALS], t[TRIALS], f[TRIALS], h[TRIALS], hf[TRIALS];
    int k;
    for (k = 0; k < TRIALS; k++) {
      double t0 = now_us(), t1, t2;
      cl_uint zero = 0;
      void *p = clSVMAlloc(ctx, CL_MEM_READ_WRITE, sizes[s], 256);
      cl_mem buf;
      if (!p) /* PoCL caps the alignment at 128 */
        p = clSVMAlloc(ctx, CL_MEM_READ_WRITE, sizes[s], 0);
      if (!p) {
        fprintf(stderr, "clSVMAlloc(%zu) failed\n", sizes[s]);
        return 1;
      }
      t1 = now_us();
      CHECK(clEnqueueSVMMemFill(q, p, &zero, 4, 4, 0, NULL, NULL));
      CHECK(clFinish(q));
      t2 = now_us();
      clSVMFree(ctx, p);
      a[k] = t1 - t0;
      t[k] = t2 - t1;
      f[k] = now_us() - t2;
      t0 = now_us();
      buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, sizes[s], NULL, &err);
      CHECK(err);
      p = clEnqueueMapBuffer(q, buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, sizes[s], 0, NULL,
                             NULL, &err);
      CHECK(err);
      h[k] = now_us() - t0;
      t0 = now_us();
      CHECK(clEnqueueUnmapMemObject(q, buf, p, 0, NULL, NULL));
      CHECK(clFinish(q));
      clReleaseMemObject(buf);
      hf[k] = now_us() - t0;
    }
    printf("alloc_us %6zu MiB  SVMAlloc %9.1f  first touch %8.1f  SVMFree %8.1f  "
           "pinned alloc+map %9.1f  unmap+release %8.1f\n",
           sizes[s] >> 20, median(a), median(t), median(f), median(h), median(hf));
  }
  clReleaseCommandQueue(q);
  clReleaseContext(ctx);
  return 0;
}

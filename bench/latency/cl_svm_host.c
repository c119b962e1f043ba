/*
 * cl_svm_host.c: what a device's coarse-grained buffer SVM gives the host, raw OpenCL, no
 * cuport.  Managed memory (cudaMallocManaged) on a device without fine-grained SVM (NVIDIA's
 * OpenCL) has to be coarse-grained SVM that the host maps between kernels; this measures
 * whether that is correct and what it costs:
 *   - the device's SVM capabilities;
 *   - a value written by a kernel, read by the host without a map (undefined in OpenCL:
 *     done in a child process, which may crash) and after a blocking map;
 *   - host writes made while mapped, seen by a kernel after the unmap;
 *   - the time of a blocking map (read/write) and of an unmap followed by a finish, by size,
 *     first after a kernel wrote the range, then with nothing changed in between.
 *
 *   gcc -O2 -std=c11 bench/latency/cl_svm_host.c -lOpenCL -o cl_svm_host
 *   ./cl_svm_host [platform-substring]        (default: the first GPU, else any device)
 */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cl_bench.h"

static const char *src =
  "__kernel void inc(__global int *p) { size_t i = get_global_id(0); p[i] += 1; }\n";

static cl_context ctx;
static cl_command_queue q;
static cl_kernel kinc;

static void run_inc(int *p, size_t n)
{
  CHECK(clSetKernelArgSVMPointer(kinc, 0, p));
  CHECK(clEnqueueNDRangeKernel(q, kinc, 1, NULL, &n, NULL, 0, NULL, NULL));
  CHECK(clFinish(q));
}

static void map(int *p, size_t bytes)
{
  CHECK(clEnqueueSVMMap(q, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, p, bytes, 0, NULL, NULL));
}

static void unmap(int *p)
{
  CHECK(clEnqueueSVMUnmap(q, p, 0, NULL, NULL));
  CHECK(clFinish(q));
}

int main(int argc, char **argv)
{
  const char *want = argc > 1 ? argv[1] : NULL;
  cl_platform_id plats[16];
  cl_uint np = 0;
  CHECK(clGetPlatformIDs(16, plats, &np));
  cl_device_id dev = NULL;
  for (cl_uint i = 0; i < np && !dev; i++) {
    char name[256];
    CHECK(clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL));
    if (want && !strstr(name, want))
      continue;
    if (clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL) != CL_SUCCESS &&
        clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_ALL, 1, &dev, NULL) != CL_SUCCESS)
      dev = NULL;
  }
  if (!dev) {
    fprintf(stderr, "no device\n");
    return 1;
  }
  char dname[256];
  cl_device_svm_capabilities caps = 0;
  CHECK(clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dname, dname, NULL));
  CHECK(clGetDeviceInfo(dev, CL_DEVICE_SVM_CAPABILITIES, sizeof caps, &caps, NULL));
  printf("device %s: svm coarse %d fine-buffer %d fine-system %d atomics %d\n", dname,
         !!(caps & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER), !!(caps & CL_DEVICE_SVM_FINE_GRAIN_BUFFER),
         !!(caps & CL_DEVICE_SVM_FINE_GRAIN_SYSTEM), !!(caps & CL_DEVICE_SVM_ATOMICS));
  cl_int err;
  ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  CHECK(err);
  q = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
  CHECK(err);
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  CHECK(err);
  CHECK(clBuildProgram(prog, 1, &dev, "", NULL, NULL));
  kinc = clCreateKernel(prog, "inc", &err);
  CHECK(err);

  /* correctness: host writes while mapped, kernel, host reads with and without a map */
  size_t n = 1 << 20, bytes = n * sizeof(int);
  int *p = clSVMAlloc(ctx, CL_MEM_READ_WRITE, bytes, 0);
  if (!p) {
    fprintf(stderr, "clSVMAlloc failed\n");
    return 1;
  }
  map(p, bytes);
  for (size_t i = 0; i < n; i++)
    p[i] = (int)i;
  unmap(p);
  run_inc(p, n);
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    size_t bad = 0;
    for (size_t i = 0; i < n; i++)
      bad += p[i] != (int)i + 1;
    printf("read without a map: %zu of %zu differ\n", bad, n);
    fflush(stdout);
    _exit(0);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  if (!WIFEXITED(st))
    printf("read without a map: the child died (signal %d)\n", WIFSIGNALED(st) ? WTERMSIG(st) : 0);
  map(p, bytes);
  size_t bad = 0;
  for (size_t i = 0; i < n; i++)
    bad += p[i] != (int)i + 1;
  printf("read after a map: %zu of %zu differ\n", bad, n);
  /* a host write while mapped, unmap, kernel, map: seen? */
  p[7] = 100;
  unmap(p);
  run_inc(p, n);
  map(p, bytes);
  printf("host write seen by the kernel: %s\n", p[7] == 101 ? "yes" : "NO");
  unmap(p);
  clSVMFree(ctx, p);

  /* costs by size */
  printf("%10s %14s %14s %14s %14s\n", "bytes", "map_dirty_us", "unmap_us", "map_clean_us",
         "unmap_clean_us");
  for (size_t sz = 4096; sz <= ((size_t)256 << 20); sz *= 8) {
    int *b = clSVMAlloc(ctx, CL_MEM_READ_WRITE, sz, 0);
    double md = 0, um = 0, mc = 0, uc = 0;
    const int reps = 5;
    for (int r = 0; r < reps; r++) {
      run_inc(b, sz / sizeof(int));
      double t = now_us();
      map(b, sz);
      md += now_us() - t;
      b[0]++;
      t = now_us();
      unmap(b);
      um += now_us() - t;
      t = now_us();
      map(b, sz);
      mc += now_us() - t;
      t = now_us();
      unmap(b);
      uc += now_us() - t;
    }
    printf("%10zu %14.1f %14.1f %14.1f %14.1f\n", sz, md / reps, um / reps, mc / reps, uc / reps);
    clSVMFree(ctx, b);
  }
  return 0;
}

/*
 * features.c: which paths of the device header a device gets.  The runtime
 * decides per device and says so with -D flags on every build:
 *   CUPORT_NVIDIA, CUPORT_NV_SM     inline PTX (shfl.sync, vote.sync, atom.*.f32/f64)
 *   CUPORT_HAS_SUBGROUPS            sub-groups of 32 laid out like CUDA warps
 *   CUPORT_HAS_SG_SHUFFLE/_BALLOT   cl_khr_subgroup_shuffle / _ballot on top
 *   CUPORT_HAS_FP32/FP64_ATOMIC_ADD cl_ext_float_atomics usable from OpenCL C 1.2
 *   CUPORT_HAS_FP64, CUPORT_HAS_INT64_ATOMICS, CUPORT_HAS_INT64_EXT_ATOMICS
 *   CUPORT_MAX_WORK_GROUP_SIZE=n    sizes the portable warp scratch
 *   CUPORT_PORTABLE                 CUPORT_PORTABLE=1: no vendor or extension path
 * Extensions are not trusted on their name alone: a sub-group path is only
 * chosen after a probe kernel shows sub-groups of 32 consecutive work-items
 * (CUDA's warp layout) for several work-group shapes, and the float-atomics
 * path only if a probe using it compiles as OpenCL C 1.2.  Probes run once per
 * device and only on devices that advertise those extensions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const char subgroup_probe[] =
    "#pragma OPENCL EXTENSION cl_khr_subgroups : enable\n"
    "__kernel void probe(__global uint *out) {\n"
    "  uint lid = get_local_id(0) + get_local_size(0) *\n"
    "             (get_local_id(1) + get_local_size(1) * get_local_id(2));\n"
    "  out[lid] = get_max_sub_group_size() == 32 && get_sub_group_local_id() == lid % 32 &&\n"
    "             get_sub_group_id() == lid / 32;\n"
    "}\n";

static const char fp32_probe[] =
    "__kernel void probe(__global float *p) {\n"
    "  atomic_fetch_add_explicit((volatile __global atomic_float *)p, 1.0f,\n"
    "                            memory_order_relaxed, memory_scope_device);\n"
    "}\n";

static const char fp64_probe[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "__kernel void probe(__global double *p) {\n"
    "  atomic_fetch_add_explicit((volatile __global atomic_double *)p, 1.0,\n"
    "                            memory_order_relaxed, memory_scope_device);\n"
    "}\n";

/* Runs the sub-group probe for one work-group shape; 1 if every work-item
   agrees with the CUDA warp layout. */
static int probe_shape(cuport_device *dev, cl_kernel k, cl_mem out, const size_t local[3])
{
  size_t n = local[0] * local[1] * local[2], i;
  cl_uint result[256];
  cl_int err;

  if (n > dev->max_wg || n > 256)
    return 1;
  err = clSetKernelArg(k, 0, sizeof out, &out);
  if (!err)
    err = clEnqueueNDRangeKernel(dev->legacy->q, k, 3, NULL, local, local, 0, NULL, NULL);
  if (!err)
    err = clEnqueueReadBuffer(dev->legacy->q, out, CL_TRUE, 0, n * sizeof(cl_uint), result, 0,
                              NULL, NULL);
  if (err)
    return 0;
  for (i = 0; i < n; i++)
    if (!result[i])
      return 0;
  return 1;
}

static int subgroups_like_warps(cuport_device *dev)
{
  static const size_t shapes[3][3] = {{128, 1, 1}, {16, 4, 2}, {96, 1, 1}};
  cl_program prog;
  cl_kernel k;
  cl_mem out;
  int ok = 1, i;
  cuportError_t saved = cuportPeekAtLastError();

  if (cuport_build_source(dev, "sub-group probe", subgroup_probe, "-cl-std=CL1.2", 1, &prog)) {
    cuport_error_restore(saved);
    return 0;
  }
  k = clCreateKernel(prog, "probe", NULL);
  out = clCreateBuffer(dev->ctx, CL_MEM_READ_WRITE, 256 * sizeof(cl_uint), NULL, NULL);
  for (i = 0; i < 3 && ok && k && out; i++)
    ok = probe_shape(dev, k, out, shapes[i]);
  ok = ok && k && out;
  if (out)
    clReleaseMemObject(out);
  if (k)
    clReleaseKernel(k);
  clReleaseProgram(prog);
  return ok;
}

static int compiles(cuport_device *dev, const char *what, const char *source)
{
  cl_program prog;
  cuportError_t saved = cuportPeekAtLastError();

  if (cuport_build_source(dev, what, source, "-cl-std=CL1.2", 1, &prog)) {
    cuport_error_restore(saved);
    return 0;
  }
  clReleaseProgram(prog);
  return 1;
}

static void append(char *buf, size_t size, const char *fmt, ...) CUPORT_PRINTF(3, 4);
static void append(char *buf, size_t size, const char *fmt, ...)
{
  size_t len = strlen(buf);
  va_list ap;

  va_start(ap, fmt);
  vsnprintf(buf + len, size - len, fmt, ap);
  va_end(ap);
}

/* Sub-group flags, when the probe agrees with the CUDA warp layout. */
static void subgroup_flags(cuport_device *dev, char *buf, size_t size)
{
  if (!cuport_device_has_ext(dev, "cl_khr_subgroups"))
    return;
  if (!subgroups_like_warps(dev)) {
    CUPORT_TRACE("device %d: cl_khr_subgroups present but sub-groups are not 32-wide warps; "
                 "warp functions use the portable path", dev->index);
    return;
  }
  append(buf, size, " -DCUPORT_HAS_SUBGROUPS=1");
  if (cuport_device_has_ext(dev, "cl_khr_subgroup_shuffle"))
    append(buf, size, " -DCUPORT_HAS_SG_SHUFFLE=1");
  if (cuport_device_has_ext(dev, "cl_khr_subgroup_ballot"))
    append(buf, size, " -DCUPORT_HAS_SG_BALLOT=1");
}

/* The vendor and extension paths; skipped entirely under CUPORT_PORTABLE. */
static void fast_path_flags(cuport_device *dev, char *buf, size_t size)
{
  if (dev->is_nvidia) {
    int sm = dev->nv_major ? dev->nv_major * 10 + dev->nv_minor : 60;
    append(buf, size, " -DCUPORT_NVIDIA=1 -DCUPORT_NV_SM=%d", sm);
    return;
  }
  subgroup_flags(dev, buf, size);
  if (cuport_device_has_ext(dev, "cl_ext_float_atomics")) {
    CUPORT_TRACE("device %d: probing cl_ext_float_atomics from OpenCL C 1.2", dev->index);
    if (compiles(dev, "fp32 atomic probe", fp32_probe))
      append(buf, size, " -DCUPORT_HAS_FP32_ATOMIC_ADD=1");
    if (dev->has_fp64 && compiles(dev, "fp64 atomic probe", fp64_probe))
      append(buf, size, " -DCUPORT_HAS_FP64_ATOMIC_ADD=1");
  }
}

const char *cuport_device_build_flags(cuport_device *dev)
{
  char buf[512] = "-cl-std=CL1.2";

  if (dev->build_flags)
    return dev->build_flags;
  if (cuport_config.portable)
    append(buf, sizeof buf, " -DCUPORT_PORTABLE=1");
  else
    fast_path_flags(dev, buf, sizeof buf);
  if (dev->has_fp64)
    append(buf, sizeof buf, " -DCUPORT_HAS_FP64=1");
  if (dev->has_int64_atomics)
    append(buf, sizeof buf, " -DCUPORT_HAS_INT64_ATOMICS=1");
  if (dev->has_int64_ext_atomics)
    append(buf, sizeof buf, " -DCUPORT_HAS_INT64_EXT_ATOMICS=1");
  append(buf, sizeof buf, " -DCUPORT_MAX_WORK_GROUP_SIZE=%zu", dev->max_wg);
  dev->build_flags = malloc(strlen(buf) + 1);
  if (!dev->build_flags)
    return "-cl-std=CL1.2";
  memcpy(dev->build_flags, buf, strlen(buf) + 1);
  CUPORT_TRACE("device %d '%s' build flags: %s", dev->index, dev->name, dev->build_flags);
  return dev->build_flags;
}

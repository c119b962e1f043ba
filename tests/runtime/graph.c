/*
 * graph.c: the graph family: graphs built node by node (kernel, memcpy,
 * memset, host, empty and child-graph nodes) and by stream capture (one
 * stream, and two streams forked and joined by events), replayed many times;
 * parameters changed in an instantiated graph and by cuportGraphExecUpdate;
 * queries, clones, and the errors of capture (unjoined forks, unmatched
 * ends, synchronizing while capturing, the legacy stream).
 */
#include "common.h"
#include "internal.h"

/* y[i] = y[i] * a + x[i] over n elements. */
static const char axpy_src[] =
    "__kernel void axpy(__global float *y, __global const float *x, float a, int n) {\n"
    "  int i = get_global_id(0); if (i < n) y[i] = y[i] * a + x[i]; }\n";

#define N 256

/* The axpy kernel, described as cuportKernelFunc would describe it. */
static cuportKernel_t axpy_kernel(void)
{
  static const cuportArgKind kinds[] = {CUPORT_ARG_POINTER, CUPORT_ARG_POINTER, CUPORT_ARG_VALUE,
                                        CUPORT_ARG_VALUE};
  static const size_t sizes[] = {sizeof(float *), sizeof(float *), sizeof(float), sizeof(int)};
  cuportKernel_t k = test_kernel("axpy.cl", axpy_src, "axpy");
  CK(cuportKernelDescribe(k, 4, kinds, sizes, 0, NULL, 0));
  return k;
}

static void launch_axpy(cuportKernel_t k, float *y, float *x, float a, cuportStream_t s)
{
  int n = N;
  cuportArg args[] = {CUPORT_ARG_P(y), CUPORT_ARG_P(x), CUPORT_ARG_V(a), CUPORT_ARG_V(n)};
  CK(cuportLaunchKernel(k, cuport_dim3(N / 64, 1, 1), cuport_dim3(64, 1, 1), 0, s, 4, args));
}

static float *device_floats(float value)
{
  float host[N], *d;
  int i;
  for (i = 0; i < N; i++)
    host[i] = value;
  CK(cuportMalloc((void **)&d, sizeof host));
  CK(cuportMemcpy(d, host, sizeof host, cuportMemcpyHostToDevice));
  return d;
}

static void expect_all(const float *v, float want, const char *what)
{
  int i;
  for (i = 0; i < N; i++)
    ck_assert_msg(v[i] == want, "%s[%d] = %g, expected %g", what, i, (double)v[i], (double)want);
}

START_TEST(an_explicit_graph_replays_memset_kernel_and_copy)
{
  cuportKernel_t k = axpy_kernel();
  float *y = device_floats(0), *x = device_floats(2), host[N], a = 1.0f;
  int n = N, iter;
  void *params[] = {&y, &x, &a, &n};
  cuportGraph_t g;
  cuportGraphExec_t exec;
  cuportGraphNode_t set, kern, copy;
  cuportMemsetParams mp = {0};
  cuportKernelNodeParams kp = {0};
  cuportMemcpy3DParms cp = {0};
  cuportStream_t s;

  CK(cuportStreamCreate(&s));
  CK(cuportGraphCreate(&g, 0));
  mp.dst = y;
  mp.value = 0x3f800000u; /* 1.0f */
  mp.elementSize = 4;
  mp.width = N;
  mp.height = 1;
  CK(cuportGraphAddMemsetNode(&set, g, NULL, 0, &mp));
  kp.func = k;
  kp.gridDim = cuport_dim3(N / 64, 1, 1);
  kp.blockDim = cuport_dim3(64, 1, 1);
  kp.kernelParams = params;
  CK(cuportGraphAddKernelNode(&kern, g, &set, 1, &kp));
  a = 99.0f; /* the node copied the values: later changes do not reach it */
  cp.srcPtr = make_cuportPitchedPtr(y, N * sizeof(float), N, 1);
  cp.dstPtr = make_cuportPitchedPtr(host, N * sizeof(float), N, 1);
  cp.extent = make_cuportExtent(N * sizeof(float), 1, 1);
  cp.kind = cuportMemcpyDeviceToHost;
  CK(cuportGraphAddMemcpyNode(&copy, g, &kern, 1, &cp));
  CK(cuportGraphInstantiate(&exec, g, 0));
  CK(cuportGraphDestroy(g)); /* the instance is independent of the graph */
  for (iter = 0; iter < 50; iter++) {
    memset(host, 0, sizeof host);
    CK(cuportGraphLaunch(exec, s));
    CK(cuportStreamSynchronize(s));
    expect_all(host, 1.0f * 1.0f + 2.0f, "y");
  }
  CK(cuportGraphExecDestroy(exec));
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(exec_kernel_node_set_params_changes_only_the_instance)
{
  cuportKernel_t k = axpy_kernel();
  float *y = device_floats(0), *x1 = device_floats(1), *x2 = device_floats(5), host[N];
  float a = 1.0f;
  int n = N, iter;
  void *params1[] = {&y, &x1, &a, &n}, *params2[] = {&y, &x2, &a, &n};
  cuportGraph_t g;
  cuportGraphExec_t exec;
  cuportGraphNode_t kern;
  cuportKernelNodeParams kp = {0}, got;

  CK(cuportGraphCreate(&g, 0));
  kp.func = k;
  kp.gridDim = cuport_dim3(N / 64, 1, 1);
  kp.blockDim = cuport_dim3(64, 1, 1);
  kp.kernelParams = params1;
  CK(cuportGraphAddKernelNode(&kern, g, NULL, 0, &kp));
  CK(cuportGraphInstantiate(&exec, g, 0));
  /* y += x1 and y += x2 alternately, 10 times each. */
  for (iter = 0; iter < 20; iter++) {
    kp.kernelParams = iter & 1 ? params2 : params1;
    CK(cuportGraphExecKernelNodeSetParams(exec, kern, &kp));
    CK(cuportGraphLaunch(exec, NULL));
  }
  CK(cuportMemcpy(host, y, sizeof host, cuportMemcpyDeviceToHost));
  expect_all(host, 10 * 1.0f + 10 * 5.0f, "y");
  /* The graph's own node still has the first parameters. */
  CK(cuportGraphKernelNodeGetParams(kern, &got));
  ck_assert_ptr_eq(got.func, k);
  ck_assert_ptr_eq(*(float **)got.kernelParams[1], x1);
  CK(cuportGraphExecDestroy(exec));
  CK(cuportGraphDestroy(g));
}
END_TEST

START_TEST(a_captured_stream_becomes_a_graph_that_replays)
{
  cuportKernel_t k = axpy_kernel();
  float *y = device_floats(7), *x = device_floats(3), host[N];
  cuportStream_t s;
  cuportGraph_t g;
  cuportGraphExec_t exec;
  cuportStreamCaptureStatus st;
  cuportGraphNodeType type;
  cuportGraphNode_t nodes[8];
  size_t nn = 8, ne = 0;
  unsigned long long id = 0;
  int iter;

  CK(cuportStreamCreateWithFlags(&s, cuportStreamNonBlocking));
  CK(cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal));
  CK(cuportStreamIsCapturing(s, &st));
  ck_assert_int_eq(st, cuportStreamCaptureStatusActive);
  CK(cuportMemsetAsync(y, 0, N * sizeof(float), s));
  launch_axpy(k, y, x, 1.0f, s);
  launch_axpy(k, y, x, 2.0f, s);
  CK(cuportMemcpyAsync(host, y, sizeof host, cuportMemcpyDeviceToHost, s));
  CK(cuportStreamGetCaptureInfo(s, &st, &id, NULL, NULL, &nn));
  ck_assert(id != 0);
  ck_assert_uint_eq(nn, 1);
  CK(cuportStreamEndCapture(s, &g));
  CK(cuportStreamIsCapturing(s, &st));
  ck_assert_int_eq(st, cuportStreamCaptureStatusNone);
  /* Nothing ran while capturing. */
  CK(cuportMemcpy(host, y, sizeof host, cuportMemcpyDeviceToHost));
  expect_all(host, 7.0f, "y before the replay");
  nn = 8;
  CK(cuportGraphGetNodes(g, nodes, &nn));
  ck_assert_uint_eq(nn, 4);
  CK(cuportGraphNodeGetType(nodes[0], &type));
  ck_assert_int_eq(type, cuportGraphNodeTypeMemset);
  CK(cuportGraphNodeGetType(nodes[3], &type));
  ck_assert_int_eq(type, cuportGraphNodeTypeMemcpy);
  CK(cuportGraphGetEdges(g, NULL, NULL, &ne));
  ck_assert_uint_eq(ne, 3);
  CK(cuportGraphInstantiate(&exec, g, 0));
  for (iter = 0; iter < 100; iter++) {
    memset(host, 0, sizeof host);
    CK(cuportGraphLaunch(exec, s));
    CK(cuportStreamSynchronize(s));
    expect_all(host, (0 * 1.0f + 3.0f) * 2.0f + 3.0f, "y");
  }
  CK(cuportGraphExecDestroy(exec));
  CK(cuportGraphDestroy(g));
  CK(cuportStreamDestroy(s));
}
END_TEST

START_TEST(streams_forked_and_joined_by_events_are_captured_together)
{
  cuportKernel_t k = axpy_kernel();
  float *y1 = device_floats(0), *y2 = device_floats(0), *x = device_floats(1), h1[N], h2[N];
  cuportStream_t a, b;
  cuportEvent_t fork, join;
  cuportGraph_t g;
  cuportGraphExec_t exec;
  cuportGraphNode_t roots[4];
  size_t nroots = 4;
  int iter;

  CK(cuportStreamCreate(&a));
  CK(cuportStreamCreate(&b));
  CK(cuportEventCreateWithFlags(&fork, cuportEventDisableTiming));
  CK(cuportEventCreateWithFlags(&join, cuportEventDisableTiming));
  CK(cuportStreamBeginCapture(a, cuportStreamCaptureModeGlobal));
  CK(cuportMemsetAsync(y1, 0, N * sizeof(float), a));
  CK(cuportEventRecord(fork, a));
  CK(cuportStreamWaitEvent(b, fork, 0));          /* b joins the capture */
  CK(cuportMemsetAsync(y2, 0, N * sizeof(float), b));
  launch_axpy(k, y2, x, 1.0f, b);
  launch_axpy(k, y1, x, 1.0f, a);
  CK(cuportEventRecord(join, b));
  CK(cuportStreamWaitEvent(a, join, 0));          /* and is joined back */
  launch_axpy(k, y1, y2, 10.0f, a);               /* y1 = y1 * 10 + y2 */
  CK(cuportMemcpyAsync(h1, y1, sizeof h1, cuportMemcpyDeviceToHost, a));
  CK(cuportMemcpyAsync(h2, y2, sizeof h2, cuportMemcpyDeviceToHost, a));
  CK(cuportStreamEndCapture(a, &g));
  CK(cuportGraphGetRootNodes(g, roots, &nroots));
  ck_assert_uint_eq(nroots, 1);
  CK(cuportGraphInstantiate(&exec, g, 0));
  for (iter = 0; iter < 50; iter++) {
    CK(cuportGraphLaunch(exec, iter & 1 ? a : b));
    CK(cuportDeviceSynchronize());
    expect_all(h1, 1.0f * 10 + 1.0f, "y1");
    expect_all(h2, 1.0f, "y2");
  }
  CK(cuportGraphExecDestroy(exec));
  CK(cuportGraphDestroy(g));
}
END_TEST

START_TEST(exec_update_takes_parameters_of_a_graph_with_the_same_topology)
{
  cuportKernel_t k = axpy_kernel();
  float *y = device_floats(0), *x1 = device_floats(1), *x2 = device_floats(4), host[N];
  cuportStream_t s;
  cuportGraph_t g1, g2, g3;
  cuportGraphExec_t exec;
  cuportGraphExecUpdateResultInfo info;

  CK(cuportStreamCreate(&s));
  CK(cuportStreamBeginCapture(s, cuportStreamCaptureModeThreadLocal));
  launch_axpy(k, y, x1, 0.0f, s);
  CK(cuportStreamEndCapture(s, &g1));
  CK(cuportStreamBeginCapture(s, cuportStreamCaptureModeRelaxed));
  launch_axpy(k, y, x2, 0.0f, s);
  CK(cuportStreamEndCapture(s, &g2));
  CK(cuportGraphInstantiate(&exec, g1, 0));
  CK(cuportGraphExecUpdate(exec, g2, &info));
  ck_assert_int_eq(info.result, cuportGraphExecUpdateSuccess);
  CK(cuportGraphLaunch(exec, s));
  CK(cuportMemcpy(host, y, sizeof host, cuportMemcpyDeviceToHost));
  expect_all(host, 4.0f, "y");
  /* Two kernels where there was one: refused, and the instance unchanged. */
  CK(cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal));
  launch_axpy(k, y, x1, 0.0f, s);
  launch_axpy(k, y, x1, 0.0f, s);
  CK(cuportStreamEndCapture(s, &g3));
  CK_FAILS(cuportGraphExecUpdate(exec, g3, &info), cuportErrorGraphExecUpdateFailure);
  ck_assert_int_eq(info.result, cuportGraphExecUpdateErrorTopologyChanged);
  CK(cuportGraphLaunch(exec, s));
  CK(cuportMemcpy(host, y, sizeof host, cuportMemcpyDeviceToHost));
  expect_all(host, 4.0f, "y");
  CK(cuportGraphExecDestroy(exec));
  CK(cuportGraphDestroy(g1));
  CK(cuportGraphDestroy(g2));
  CK(cuportGraphDestroy(g3));
}
END_TEST

static void append_digit(void *data)
{
  char *log = data;
  size_t n = strlen(log);
  log[n] = (char)('0' + n % 10);
  log[n + 1] = '\0';
}

START_TEST(child_graphs_host_nodes_and_clones_keep_their_order)
{
  static char log[64];
  cuportGraph_t child, parent, clone;
  cuportGraphExec_t exec;
  cuportGraphNode_t h1, h2, e, c, h3, found, from[4], to[4];
  cuportHostNodeParams hp = {append_digit, log};
  size_t ne = 4;

  CK(cuportGraphCreate(&child, 0));
  CK(cuportGraphAddHostNode(&h1, child, NULL, 0, &hp));
  CK(cuportGraphAddHostNode(&h2, child, &h1, 1, &hp));
  CK(cuportGraphCreate(&parent, 0));
  CK(cuportGraphAddEmptyNode(&e, parent, NULL, 0));
  CK(cuportGraphAddHostNode(&h3, parent, NULL, 0, &hp));
  CK(cuportGraphAddChildGraphNode(&c, parent, &e, 1, child));
  CK(cuportGraphAddDependencies(parent, &c, &h3, 1)); /* h3 now runs after the child */
  CK_FAILS(cuportGraphAddDependencies(parent, &h3, &e, 1), cuportErrorInvalidValue); /* cycle */
  CK(cuportGraphGetEdges(parent, from, to, &ne));
  ck_assert_uint_eq(ne, 2);
  ck_assert_ptr_eq(from[0], c); /* edges by destination node, in creation order */
  ck_assert_ptr_eq(to[0], h3);
  ck_assert_ptr_eq(from[1], e);
  CK(cuportGraphClone(&clone, parent));
  CK(cuportGraphNodeFindInClone(&found, h3, clone));
  ck_assert_ptr_ne(found, h3);
  CK(cuportGraphDestroy(parent));
  CK(cuportGraphDestroy(child)); /* the clone and the child node hold their own copies */
  CK(cuportGraphInstantiate(&exec, clone, 0));
  CK(cuportGraphLaunch(exec, NULL));
  CK(cuportGraphLaunch(exec, NULL));
  CK(cuportDeviceSynchronize());
  ck_assert_str_eq(log, "012345");
  CK(cuportGraphExecDestroy(exec));
  CK(cuportGraphDestroy(clone));
}
END_TEST

START_TEST(capture_errors_are_reported_as_cuda_reports_them)
{
  cuportKernel_t k = axpy_kernel();
  float *y = device_floats(0), *x = device_floats(1);
  cuportStream_t a, b;
  cuportEvent_t ev;
  cuportGraph_t g = (cuportGraph_t)1;

  CK(cuportStreamCreate(&a));
  CK(cuportStreamCreate(&b));
  CK(cuportEventCreate(&ev));
  CK_FAILS(cuportStreamBeginCapture(NULL, cuportStreamCaptureModeGlobal),
           cuportErrorStreamCaptureUnsupported);
  /* A fork that is never joined back. */
  CK(cuportStreamBeginCapture(a, cuportStreamCaptureModeGlobal));
  CK(cuportEventRecord(ev, a));
  CK(cuportStreamWaitEvent(b, ev, 0));
  launch_axpy(k, y, x, 1.0f, b);
  CK_FAILS(cuportStreamEndCapture(b, &g), cuportErrorStreamCaptureUnmatched);
  CK_FAILS(cuportStreamEndCapture(a, &g), cuportErrorStreamCaptureInvalidated);
  ck_assert_ptr_null(g);
  /* The fork alone (no unmatched end) is unjoined. */
  CK(cuportStreamBeginCapture(a, cuportStreamCaptureModeGlobal));
  CK(cuportEventRecord(ev, a));
  CK(cuportStreamWaitEvent(b, ev, 0));
  launch_axpy(k, y, x, 1.0f, b);
  CK_FAILS(cuportStreamEndCapture(a, &g), cuportErrorStreamCaptureUnjoined);
  /* Synchronizing a capturing stream invalidates the capture. */
  CK(cuportStreamBeginCapture(a, cuportStreamCaptureModeGlobal));
  CK_FAILS(cuportStreamSynchronize(a), cuportErrorStreamCaptureUnsupported);
  CK_FAILS(cuportMemsetAsync(y, 0, 4, a), cuportErrorStreamCaptureInvalidated);
  CK_FAILS(cuportStreamEndCapture(a, &g), cuportErrorStreamCaptureInvalidated);
  /* Legacy-stream work would wait on the capturing blocking stream. */
  CK(cuportStreamBeginCapture(a, cuportStreamCaptureModeRelaxed));
  CK_FAILS(cuportMemset(y, 0, 4), cuportErrorStreamCaptureImplicit);
  CK_FAILS(cuportStreamEndCapture(a, &g), cuportErrorStreamCaptureInvalidated);
  /* Waiting on an event recorded outside the capture. */
  CK(cuportEventRecord(ev, b));
  CK(cuportStreamBeginCapture(a, cuportStreamCaptureModeGlobal));
  CK_FAILS(cuportStreamWaitEvent(a, ev, 0), cuportErrorStreamCaptureIsolation);
  CK_FAILS(cuportStreamEndCapture(a, &g), cuportErrorStreamCaptureInvalidated);
  CK_FAILS(cuportStreamEndCapture(a, &g), cuportErrorIllegalState);
  /* After all that the streams work as before. */
  launch_axpy(k, y, x, 1.0f, a);
  CK(cuportStreamSynchronize(a));
}
END_TEST

START_TEST(kernel_nodes_need_a_described_kernel)
{
  cuportKernel_t k = test_kernel("axpy.cl", axpy_src, "axpy");
  cuportGraph_t g;
  cuportGraphNode_t n;
  cuportKernelNodeParams kp = {0};
  int not_a_kernel = 0, n4 = 4;
  float *p = NULL, a = 1;
  void *params[] = {&p, &p, &a, &n4};

  CK(cuportGraphCreate(&g, 0));
  kp.func = k;
  kp.gridDim = cuport_dim3(1, 1, 1);
  kp.blockDim = cuport_dim3(1, 1, 1);
  CK_FAILS(cuportGraphAddKernelNode(&n, g, NULL, 0, &kp), cuportErrorInvalidDeviceFunction);
  kp.func = &not_a_kernel;
  CK_FAILS(cuportGraphAddKernelNode(&n, g, NULL, 0, &kp), cuportErrorInvalidDeviceFunction);
  kp.func = axpy_kernel();
  kp.kernelParams = params;
  kp.blockDim = cuport_dim3(4096, 1, 1);
  CK_FAILS(cuportGraphAddKernelNode(&n, g, NULL, 0, &kp), cuportErrorInvalidConfiguration);
  CK(cuportGraphDestroy(g));
}
END_TEST

START_TEST(a_pitched_3d_copy_moves_each_row)
{
  /* 2 slices of 3 rows of 4 bytes, from a pitch of 8 into a pitch of 6. */
  unsigned char src[2 * 3 * 8], dst[2 * 3 * 6], *d;
  cuportMemcpy3DParms p = {0};
  int i, z, y, xb;

  for (i = 0; i < (int)sizeof src; i++)
    src[i] = (unsigned char)i;
  memset(dst, 0xee, sizeof dst);
  CK(cuportMalloc((void **)&d, sizeof src));
  CK(cuportMemcpy(d, src, sizeof src, cuportMemcpyHostToDevice));
  p.srcPtr = make_cuportPitchedPtr(d, 8, 8, 3);
  p.dstPtr = make_cuportPitchedPtr(dst, 6, 6, 3);
  p.srcPos = make_cuportPos(2, 0, 0);
  p.extent = make_cuportExtent(4, 3, 2);
  p.kind = cuportMemcpyDeviceToHost;
  CK(cuportMemcpy3D(&p));
  for (z = 0; z < 2; z++)
    for (y = 0; y < 3; y++)
      for (xb = 0; xb < 6; xb++)
        ck_assert_int_eq(dst[(z * 3 + y) * 6 + xb],
                         xb < 4 ? src[(z * 3 + y) * 8 + 2 + xb] : 0xee);
  p.extent.width = 7;
  CK_FAILS(cuportMemcpy3D(&p), cuportErrorInvalidPitchValue);
  p.srcArray = d; /* device memory, not an array (array.c) */
  CK_FAILS(cuportMemcpy3D(&p), cuportErrorInvalidResourceHandle);
}
END_TEST


static void count_host_calls(void *data)
{
  ++*(int *)data;
}

/* The graph of recorded_graphs_...: memset, a diamond of two kernels and a device copy,
   a host node, then one more kernel: y = 1; y = y * a + x; z = y; z = z * 2 + x. */
static void recorded_graph_run(int use_recording)
{
  cuportKernel_t k = axpy_kernel();
  float *y = device_floats(7), *z = device_floats(7), *x = device_floats(2), host[N];
  float a = 3.0f, two = 2.0f, b = 5.0f;
  int n = N, iter, calls = 0;
  void *p1[] = {&y, &x, &a, &n}, *p2[] = {&z, &x, &two, &n}, *p1b[] = {&y, &x, &b, &n};
  cuportGraph_t g;
  cuportGraphExec_t exec;
  cuportGraphNode_t set, k1, cpy, hostn, k2, deps[2];
  cuportMemsetParams mp = {0};
  cuportKernelNodeParams kp = {0};
  cuportMemcpy3DParms cp = {0};
  cuportHostNodeParams hp = {count_host_calls, &calls};
  cuportStream_t s;
  cuport_device *dev;

  setenv("CUPORT_COMMAND_BUFFER", use_recording ? "1" : "0", 1);
  CK(cuportStreamCreate(&s));
  CK(cuportGraphCreate(&g, 0));
  mp.dst = y;
  mp.value = 0x3f800000u; /* 1.0f */
  mp.elementSize = 4;
  mp.width = N;
  mp.height = 1;
  CK(cuportGraphAddMemsetNode(&set, g, NULL, 0, &mp));
  kp.func = k;
  kp.gridDim = cuport_dim3(N / 64, 1, 1);
  kp.blockDim = cuport_dim3(64, 1, 1);
  kp.kernelParams = p1;
  CK(cuportGraphAddKernelNode(&k1, g, &set, 1, &kp));
  cp.srcPtr = make_cuportPitchedPtr(y, N * sizeof(float), N, 1);
  cp.dstPtr = make_cuportPitchedPtr(z, N * sizeof(float), N, 1);
  cp.extent = make_cuportExtent(N * sizeof(float), 1, 1);
  cp.kind = cuportMemcpyDeviceToDevice;
  CK(cuportGraphAddMemcpyNode(&cpy, g, &k1, 1, &cp));
  deps[0] = cpy;
  CK(cuportGraphAddHostNode(&hostn, g, deps, 1, &hp));
  kp.kernelParams = p2;
  CK(cuportGraphAddKernelNode(&k2, g, &hostn, 1, &kp));
  CK(cuportGraphInstantiate(&exec, g, 0));
  for (iter = 0; iter < 20; iter++) {
    if (iter == 10) { /* an update must reach the recording */
      kp.kernelParams = p1b;
      CK(cuportGraphExecKernelNodeSetParams(exec, k1, &kp));
    }
    CK(cuportGraphLaunch(exec, iter % 3 == 2 ? NULL : s));
    CK(cuportDeviceSynchronize());
    CK(cuportMemcpy(host, y, sizeof host, cuportMemcpyDeviceToHost));
    expect_all(host, iter < 10 ? 1.0f * 3 + 2 : 1.0f * 5 + 2, "y");
    CK(cuportMemcpy(host, z, sizeof host, cuportMemcpyDeviceToHost));
    expect_all(host, (iter < 10 ? 5.0f : 7.0f) * 2 + 2, "z");
  }
  ck_assert_int_eq(calls, 20);
  CK(cuport_current(&dev));
  if (!use_recording || !cuport_device_has_ext(dev, "cl_khr_command_buffer"))
    ck_assert_uint_eq(cuport_graph_recordings(exec), 0);
  else /* memset and first kernel and copy; the host node; the last kernel */
    ck_assert_uint_eq(cuport_graph_recordings(exec), 2);
  CK(cuportGraphExecDestroy(exec));
  CK(cuportGraphDestroy(g));
  CK(cuportStreamDestroy(s));
}

START_TEST(recorded_graphs_replay_around_host_nodes_and_take_updates)
{
  recorded_graph_run(1);
}
END_TEST

START_TEST(graphs_replay_node_by_node_without_command_buffers)
{
  recorded_graph_run(0);
}
END_TEST

static Suite *graph_suite(void)
{
  Suite *s = suite_create("graph");
  TCase *tc = tcase_create("graph");
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, an_explicit_graph_replays_memset_kernel_and_copy);
  tcase_add_test(tc, exec_kernel_node_set_params_changes_only_the_instance);
  tcase_add_test(tc, a_captured_stream_becomes_a_graph_that_replays);
  tcase_add_test(tc, streams_forked_and_joined_by_events_are_captured_together);
  tcase_add_test(tc, exec_update_takes_parameters_of_a_graph_with_the_same_topology);
  tcase_add_test(tc, child_graphs_host_nodes_and_clones_keep_their_order);
  tcase_add_test(tc, recorded_graphs_replay_around_host_nodes_and_take_updates);
  tcase_add_test(tc, graphs_replay_node_by_node_without_command_buffers);
  tcase_add_test(tc, capture_errors_are_reported_as_cuda_reports_them);
  tcase_add_test(tc, kernel_nodes_need_a_described_kernel);
  tcase_add_test(tc, a_pitched_3d_copy_moves_each_row);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(graph_suite)

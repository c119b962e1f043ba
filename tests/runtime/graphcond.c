/*
 * graphcond.c: conditional graph nodes (If with and without an else body, While, Switch)
 * built with cuportGraphAddNode and filled node by node or by capture into the body
 * (cuportStreamBeginCaptureToGraph, cuportStreamUpdateCaptureDependencies); handles'
 * default values at each launch; what a conditional node refuses; and free nodes of
 * memory the graph did not allocate, which free it when the graph runs.
 */
#include "common.h"
#include "internal.h"

/* Kernels that set a handle (the device header's form of cudaGraphSetConditional). */
static const char cond_src[] =
    "__kernel void set_from(__global const uint *src, ulong handle) {\n"
    "  cuport_graph_set_conditional(handle, *src); }\n"
    "__kernel void count_down(__global int *counter, ulong handle) {\n"
    "  int v = --*counter; cuport_graph_set_conditional(handle, v > 0); }\n"
    "__kernel void add(__global int *acc, int v) { *acc += v; }\n";

static cuportKernel_t cond_kernel(const char *name)
{
  static const cuportArgKind kinds[] = {CUPORT_ARG_POINTER, CUPORT_ARG_VALUE};
  size_t sizes[] = {sizeof(void *), strcmp(name, "add") ? sizeof(unsigned long long) : sizeof(int)};
  cuportKernel_t k = test_kernel("graphcond.cl", cond_src, name);
  CK(cuportKernelDescribe(k, 2, kinds, sizes, 0, NULL, 0));
  return k;
}

/* Adds a one-thread kernel node of k(p, v) to g after deps. */
static cuportGraphNode_t add_kernel(cuportGraph_t g, const cuportGraphNode_t *deps, size_t ndeps,
                                    cuportKernel_t k, void *p, void *v)
{
  cuportGraphNodeParams np;
  cuportGraphNode_t n;
  void *params[2];

  memset(&np, 0, sizeof np);
  params[0] = p;
  params[1] = v;
  np.type = cuportGraphNodeTypeKernel;
  np.kernel.func = k;
  np.kernel.gridDim.x = np.kernel.gridDim.y = np.kernel.gridDim.z = 1;
  np.kernel.blockDim.x = np.kernel.blockDim.y = np.kernel.blockDim.z = 1;
  np.kernel.kernelParams = params;
  CK(cuportGraphAddNode(&n, g, deps, NULL, ndeps, &np));
  return n;
}

static cuportGraph_t *add_conditional(cuportGraph_t g, const cuportGraphNode_t *deps, size_t ndeps,
                                      cuportGraphConditionalHandle h,
                                      cuportGraphConditionalNodeType type, unsigned int size,
                                      cuportGraphNode_t *node)
{
  cuportGraphNodeParams np;

  memset(&np, 0, sizeof np);
  np.type = cuportGraphNodeTypeConditional;
  np.conditional.handle = h;
  np.conditional.type = type;
  np.conditional.size = size;
  CK(cuportGraphAddNode(node, g, deps, NULL, ndeps, &np));
  ck_assert_ptr_nonnull(np.conditional.phGraph_out);
  return np.conditional.phGraph_out;
}

static int read_int(const int *d)
{
  int v;
  CK(cuportMemcpy(&v, d, sizeof v, cuportMemcpyDeviceToHost));
  return v;
}

START_TEST(a_while_node_repeats_its_body_until_a_kernel_clears_the_handle)
{
  cuportKernel_t count_down = cond_kernel("count_down"), add = cond_kernel("add");
  cuportGraph_t g, *body;
  cuportGraphNode_t loop, step;
  cuportGraphConditionalHandle h;
  cuportGraphExec_t x;
  int *d, zero[2] = {0, 0}, five = 5, one = 1, launch;

  CK(cuportMalloc((void **)&d, 2 * sizeof(int)));
  CK(cuportGraphCreate(&g, 0));
  /* the default 1 at each launch: the body runs once before any kernel set the handle */
  CK(cuportGraphConditionalHandleCreate(&h, g, 1, cuportGraphCondAssignDefault));
  body = add_conditional(g, NULL, 0, h, cuportGraphCondTypeWhile, 1, &loop);
  step = add_kernel(body[0], NULL, 0, count_down, &d, &h);
  {
    int *acc = d + 1;
    add_kernel(body[0], &step, 1, add, &acc, &one);
  }
  CK(cuportGraphInstantiate(&x, g, 0));
  for (launch = 0; launch < 2; launch++) {
    CK(cuportMemcpy(d, zero, sizeof zero, cuportMemcpyHostToDevice));
    CK(cuportMemcpy(d, &five, sizeof five, cuportMemcpyHostToDevice));
    CK(cuportGraphLaunch(x, NULL));
    CK(cuportDeviceSynchronize());
    ck_assert_int_eq(read_int(d), 0);
    ck_assert_int_eq(read_int(d + 1), 5);
  }
  CK(cuportGraphExecDestroy(x));
  CK(cuportGraphDestroy(g));
  CK(cuportFree(d));
}
END_TEST

START_TEST(if_and_switch_nodes_run_the_body_the_value_names)
{
  cuportKernel_t set_from = cond_kernel("set_from"), add = cond_kernel("add");
  cuportGraph_t g, *ifb, *sw;
  cuportGraphNode_t set, ifn, swn;
  cuportGraphConditionalHandle hif, hsw;
  cuportGraphExec_t x;
  unsigned int *src, v;
  int *acc, zero = 0, adds[5] = {1, 10, 100, 1000, 10000}, b;
  /* value -> what the If (bodies 1, 10) and the Switch (bodies 100, 1000, 10000) add */
  static const int want[4] = {10 + 100, 1 + 1000, 1 + 10000, 1};

  CK(cuportMalloc((void **)&src, sizeof *src));
  CK(cuportMalloc((void **)&acc, sizeof *acc));
  CK(cuportGraphCreate(&g, 0));
  CK(cuportGraphConditionalHandleCreate(&hif, g, 0, 0));
  CK(cuportGraphConditionalHandleCreate(&hsw, g, 0, 0));
  set = add_kernel(g, NULL, 0, set_from, &src, &hif);
  set = add_kernel(g, &set, 1, set_from, &src, &hsw);
  ifb = add_conditional(g, &set, 1, hif, cuportGraphCondTypeIf, 2, &ifn);
  sw = add_conditional(g, &ifn, 1, hsw, cuportGraphCondTypeSwitch, 3, &swn);
  for (b = 0; b < 2; b++)
    add_kernel(ifb[b], NULL, 0, add, &acc, &adds[b]);
  for (b = 0; b < 3; b++)
    add_kernel(sw[b], NULL, 0, add, &acc, &adds[2 + b]);
  CK(cuportGraphInstantiate(&x, g, 0));
  for (v = 0; v < 4; v++) {
    CK(cuportMemcpy(acc, &zero, sizeof zero, cuportMemcpyHostToDevice));
    CK(cuportMemcpy(src, &v, sizeof v, cuportMemcpyHostToDevice));
    CK(cuportGraphLaunch(x, NULL));
    CK(cuportDeviceSynchronize());
    ck_assert_msg(read_int(acc) == want[v], "value %u: %d, expected %d", v, read_int(acc),
                  want[v]);
  }
  CK(cuportGraphExecDestroy(x));
  /* without AssignDefault the handle keeps what the last kernel stored */
  CK(cuportGraphDestroy(g));
  CK(cuportFree(src));
  CK(cuportFree(acc));
}
END_TEST

START_TEST(a_captured_stream_fills_a_conditional_body_and_continues_after_the_node)
{
  cuportKernel_t set_from = cond_kernel("set_from"), add = cond_kernel("add");
  cuportStream_t s;
  cuportGraph_t g, *body, got;
  cuportGraphNode_t ifn;
  const cuportGraphNode_t *deps;
  size_t ndeps;
  cuportStreamCaptureStatus st;
  cuportGraphConditionalHandle h;
  cuportGraphExec_t x;
  unsigned int *src, v;
  int *acc, zero = 0, seven = 7, hundred = 100;
  cuportArg a[2];

  CK(cuportMalloc((void **)&src, sizeof *src));
  CK(cuportMalloc((void **)&acc, sizeof *acc));
  CK(cuportStreamCreate(&s));
  CK(cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal));
  CK(cuportStreamGetCaptureInfo(s, &st, NULL, &g, &deps, &ndeps));
  CK(cuportGraphConditionalHandleCreate(&h, g, 0, 0));
  a[0] = (cuportArg)CUPORT_ARG_P(src);
  a[1] = (cuportArg)CUPORT_ARG_V(h);
  CK(cuportLaunchKernel(set_from, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, s, 2, a));
  CK(cuportStreamGetCaptureInfo(s, &st, NULL, &g, &deps, &ndeps));
  ck_assert_uint_eq(ndeps, 1);
  body = add_conditional(g, deps, ndeps, h, cuportGraphCondTypeIf, 1, &ifn);
  CK(cuportStreamUpdateCaptureDependencies(s, &ifn, NULL, 1, cuportStreamSetCaptureDependencies));
  a[0] = (cuportArg)CUPORT_ARG_P(acc);
  a[1] = (cuportArg)CUPORT_ARG_V(seven);
  CK(cuportLaunchKernel(add, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, s, 2, a));
  CK(cuportStreamEndCapture(s, &got));
  ck_assert_ptr_eq(got, g);
  /* the body, by a capture into it */
  CK(cuportStreamBeginCaptureToGraph(s, body[0], NULL, NULL, 0, cuportStreamCaptureModeGlobal));
  a[1] = (cuportArg)CUPORT_ARG_V(hundred);
  CK(cuportLaunchKernel(add, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, s, 2, a));
  CK(cuportStreamEndCapture(s, NULL));
  CK(cuportGraphInstantiate(&x, g, 0));
  for (v = 0; v < 2; v++) {
    CK(cuportMemcpy(acc, &zero, sizeof zero, cuportMemcpyHostToDevice));
    CK(cuportMemcpy(src, &v, sizeof v, cuportMemcpyHostToDevice));
    CK(cuportGraphLaunch(x, s));
    CK(cuportStreamSynchronize(s));
    ck_assert_int_eq(read_int(acc), v ? 107 : 7);
  }
  CK(cuportGraphExecDestroy(x));
  CK(cuportGraphDestroy(g));
  CK(cuportStreamDestroy(s));
  CK(cuportFree(src));
  CK(cuportFree(acc));
}
END_TEST

START_TEST(conditional_nodes_refuse_bad_sizes_and_unknown_handles)
{
  cuportGraph_t g;
  cuportGraphNode_t n;
  cuportGraphNodeParams np;
  cuportGraphConditionalHandle h;

  CK(cuportGraphCreate(&g, 0));
  CK(cuportGraphConditionalHandleCreate(&h, g, 0, 0));
  CK_FAILS(cuportGraphConditionalHandleCreate(&h, g, 0, 2), cuportErrorInvalidValue);
  memset(&np, 0, sizeof np);
  np.type = cuportGraphNodeTypeConditional;
  np.conditional.handle = h;
  np.conditional.type = cuportGraphCondTypeWhile;
  np.conditional.size = 2;
  CK_FAILS(cuportGraphAddNode(&n, g, NULL, NULL, 0, &np), cuportErrorInvalidValue);
  np.conditional.type = cuportGraphCondTypeIf;
  np.conditional.size = 3;
  CK_FAILS(cuportGraphAddNode(&n, g, NULL, NULL, 0, &np), cuportErrorInvalidValue);
  np.conditional.size = 1;
  np.conditional.handle = h + 4096;
  CK_FAILS(cuportGraphAddNode(&n, g, NULL, NULL, 0, &np), cuportErrorInvalidValue);
  np.type = cuportGraphNodeTypeEventRecord;
  CK_FAILS(cuportGraphAddNode(&n, g, NULL, NULL, 0, &np), cuportErrorNotSupported);
  CK(cuportGraphDestroy(g));
}
END_TEST

/* A captured cuportFreeAsync of memory from outside the graph frees it when the graph
   runs (not when the capture ends), for stream-ordered and cuportMalloc memory alike. */
START_TEST(a_captured_free_of_outside_memory_frees_it_when_the_graph_runs)
{
  cuport_device *dev;
  cuportStream_t s;
  cuportGraph_t g;
  cuportGraphExec_t x;
  cuportGraphNodeType type;
  cuportGraphNode_t nodes[2];
  size_t n = 2;
  void *pooled, *plain;

  CK(cuport_current(&dev));
  CK(cuportStreamCreate(&s));
  CK(cuportMallocAsync(&pooled, 4096, s));
  CK(cuportMalloc(&plain, 4096));
  CK(cuportStreamSynchronize(s));
  CK(cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal));
  CK(cuportFreeAsync(pooled, s));
  CK(cuportFreeAsync(plain, s));
  CK(cuportStreamEndCapture(s, &g));
  CK(cuportGraphGetNodes(g, nodes, &n));
  ck_assert_uint_eq(n, 2);
  CK(cuportGraphNodeGetType(nodes[0], &type));
  ck_assert_int_eq(type, cuportGraphNodeTypeMemFree);
  CK(cuportGraphInstantiate(&x, g, 0));
  /* nothing freed yet: the capture only recorded the frees */
  ck_assert_ptr_nonnull(cuport_reg_find(&dev->reg, plain));
  CK(cuportGraphLaunch(x, s));
  CK(cuportStreamSynchronize(s));
  ck_assert_ptr_null(cuport_reg_find(&dev->reg, plain));
  CK_FAILS(cuportFreeAsync(plain, s), cuportErrorInvalidValue);
  CK_FAILS(cuportFreeAsync(pooled, s), cuportErrorInvalidValue); /* already back in its pool */
  CK(cuportGraphExecDestroy(x));
  CK(cuportGraphDestroy(g));
  CK(cuportStreamDestroy(s));
}
END_TEST

static Suite *graphcond_suite(void)
{
  Suite *s = suite_create("graphcond");
  TCase *tc = tcase_create("graphcond");
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, a_while_node_repeats_its_body_until_a_kernel_clears_the_handle);
  tcase_add_test(tc, if_and_switch_nodes_run_the_body_the_value_names);
  tcase_add_test(tc, a_captured_stream_fills_a_conditional_body_and_continues_after_the_node);
  tcase_add_test(tc, conditional_nodes_refuse_bad_sizes_and_unknown_handles);
  tcase_add_test(tc, a_captured_free_of_outside_memory_frees_it_when_the_graph_runs);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(graphcond_suite)

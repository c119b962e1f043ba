/*
 * graph.c: CUDA graphs and stream capture.
 *
 * A graph is an array of nodes in creation order; each node owns a copy of
 * its operation's parameters (cuport_op: kernel arguments by value, copy and
 * memset descriptions, a host function, a child graph) and the list of the
 * nodes it depends on.  Instantiation flattens a graph into an executable
 * one: its nodes in a topological order (Kahn's, ties broken by creation
 * order, so the same construction gives the same order), child graphs
 * inlined and followed by an empty node that stands for their completion.
 * A launch replays that order on the stream's in-order queue: where the
 * device has cl_khr_command_buffer, from recordings made at the first launch
 * (section "recording": edges become sync points, so independent branches may
 * overlap), else one enqueue per node exactly as issuing the work directly
 * would make, but without the checks and registry lookups of the direct
 * calls: they were done when the node was made.  There each kernel node has a
 * cl_kernel of its own whose arguments were set at its first replay (again only
 * after an update), so a replay is one enqueue per kernel node.
 *
 * Capture: a capturing stream points at its cuport_capture and keeps the
 * "tails", the nodes its next operation depends on.  Each operation issued
 * to it (launch.c, memory.c, stream.c ask cuport_capture_op first) becomes a
 * node depending on the tails and is then the only tail.  Recording an event
 * there remembers the tails in the event; a stream that waits on it joins the
 * capture with those tails (a fork), and the origin stream waiting on an
 * event of a forked stream joins that branch back.  At the end every node
 * without successors must be a tail of the origin stream, else the capture
 * had a fork that was never joined.  Capture state is guarded by dev->lock.
 * A capture may also fill a graph that exists (cuportStreamBeginCaptureToGraph: a
 * conditional node's body), which the capture then does not own.
 *
 * Conditional nodes (section "conditional nodes") own their body graphs.  Instantiation
 * cannot inline them, since which body runs is known only when the replay gets there:
 * each body becomes an executable graph of its own, held by the conditional's exec node.
 * The replay reads the node's handle (graphcond.c) once the work before it is done, a
 * blocking read on the stream's queue, and replays the chosen body there (a While node
 * reads again after each round).  Such a node is never recorded: a recording is cut
 * before and after it, and its bodies make their own recordings.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CUPORT_GRAPH_MAGIC 0x43504752u
#define CUPORT_NODE_MAGIC 0x43504e44u
#define CUPORT_EXEC_MAGIC 0x43504558u

struct cuportGraphNode {
  unsigned int magic;
  struct cuportGraph *graph;
  size_t index;                     /* in graph->nodes */
  cuport_op op;
  struct cuportGraphNode **deps;
  size_t ndeps, capdeps;
  struct cuportGraphNode *cloned_from;
};

struct cuportGraph {
  unsigned int magic;
  struct cuportGraphNode **nodes;
  size_t n, cap;
  struct cuport_cond **conds;       /* the conditional handles made for it (references) */
  size_t nconds;
};

typedef struct cuport_xnode {
  cuportGraphNode_t origin;         /* the node instantiated */
  cuportGraphNode_t alias;          /* the node of the last update */
  cuport_op op;
  size_t *deps, ndeps;              /* indices of earlier exec nodes */
  int checked;                      /* kernel: configuration checked on the device */
  struct cuportGraphExec **bodies;  /* conditional: its bodies, executable */
  unsigned int nbodies;
  cuport_kernel_dev own;            /* kernel: its own cl_kernel, arguments set (launch.c) */
  int own_tried;                    /* own was made, or the node keeps the launch path */
} cuport_xnode;

/* A run of exec nodes [first, end) replayed as one recording, or (rec NULL) issued
   one by one. */
typedef struct cuport_segment {
  size_t first, end;
  cuport_cmdbuf *rec;
} cuport_segment;

struct cuportGraphExec {
  unsigned int magic;
  cuport_device *dev;
  cuport_xnode *nodes;
  size_t n, cap;
  cuport_kernel_dev **kds;          /* per node, filled at launch */
  unsigned long long flags;
  int use_rec;                      /* CUPORT_COMMAND_BUFFER was not 0 at instantiation */
  int blit;                         /* copy and memset nodes may use the runtime's kernels */
  int rec_failed;                   /* recording failed: nodes one by one until an update */
  cuport_segment *segs;             /* the recording (NULL: none yet) */
  size_t nsegs;
  cl_command_queue rec_q;           /* the queue it was made for */
  unsigned long rec_generation;     /* the allocation list it captured (dev->reg) */
  int has_cond;                     /* conditional nodes: defaults to write at each launch */
  int has_free;                     /* memory free nodes (free_outside) */
  int ready;                        /* ready_kernels found everything ready; 0 after a change */
};

struct cuport_capture {
  unsigned long long id;
  struct cuportGraph *graph;
  struct cuportStream *origin;
  cuportStreamCaptureMode mode;
  pthread_t thread;
  int invalidated;
  int external;                     /* graph is the caller's (cuportStreamBeginCaptureToGraph) */
  size_t first;                     /* the graph's first node made by the capture */
  struct cuport_capture *next;
};

static _Thread_local cuportStreamCaptureMode thread_capture_mode;

static void graph_free(struct cuportGraph *g);
static cuportError_t graph_clone(const struct cuportGraph *g, struct cuportGraph **out);

/* ------------------------------------------------------------ operations */

static size_t round8(size_t n)
{
  return (n + 7) & ~(size_t)7;
}

/* Copies a kernel's arguments into op: values into one block, symbol names
   too; op->params lists the kernel's own arguments (CUDA's kernelParams). */
static cuportError_t copy_args(cuport_op *op, const cuportArg *args, unsigned int n)
{
  size_t bytes = 0, off = 0;
  unsigned int i, own = 0;

  for (i = 0; i < n; i++) {
    if ((args[i].kind == CUPORT_ARG_VALUE || args[i].kind == CUPORT_ARG_POINTER) &&
        !args[i].value)
      return cuport_fail(cuportErrorInvalidValue, "kernel argument %u has no value", i);
    if (args[i].kind == CUPORT_ARG_VALUE || args[i].kind == CUPORT_ARG_POINTER)
      bytes += round8(args[i].size), own++;
    else if (args[i].kind == CUPORT_ARG_SYMBOL)
      bytes += round8(strlen(args[i].value) + 1);
  }
  op->args = n ? malloc(n * sizeof *op->args) : NULL;
  op->params = own ? malloc(own * sizeof *op->params) : NULL;
  op->data = bytes ? malloc(bytes) : NULL;
  if ((n && !op->args) || (own && !op->params) || (bytes && !op->data)) {
    free(op->args), free(op->params), free(op->data);
    op->args = NULL, op->params = NULL, op->data = NULL;
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for kernel arguments");
  }
  op->nargs = n;
  op->nown = own;
  for (i = 0, own = 0; i < n; i++) {
    op->args[i] = args[i];
    if (args[i].kind == CUPORT_ARG_VALUE || args[i].kind == CUPORT_ARG_POINTER) {
      memcpy(op->data + off, args[i].value, args[i].size);
      op->args[i].value = op->params[own++] = op->data + off;
      off += round8(args[i].size);
    } else if (args[i].kind == CUPORT_ARG_SYMBOL) {
      strcpy((char *)op->data + off, args[i].value);
      op->args[i].value = op->data + off;
      off += round8(strlen(args[i].value) + 1);
    }
  }
  return cuportSuccess;
}

static void op_free(cuport_op *op)
{
  free(op->args);
  free(op->params);
  free(op->data);
  if (op->child)
    graph_free(op->child);
  if (op->gmem)
    cuport_gmem_unref(op->gmem);
  if (op->cond)
    cuport_cond_unref(op->cond);
  while (op->nbodies)
    if (op->bodies[--op->nbodies])
      graph_free(op->bodies[op->nbodies]);
  free(op->bodies);
  memset(op, 0, sizeof *op);
}

/* A deep copy of src (whose pointers may be the caller's) into dst. */
static cuportError_t op_copy(cuport_op *dst, const cuport_op *src)
{
  cuportError_t r = cuportSuccess;

  *dst = *src;
  dst->args = NULL;
  dst->params = NULL;
  dst->data = NULL;
  dst->child = NULL;
  dst->bodies = NULL;
  dst->nbodies = 0;
  dst->nargs = dst->nown = 0;
  if (src->gmem)
    cuport_gmem_ref(src->gmem);
  if (src->cond)
    cuport_cond_ref(src->cond);
  if (src->type == cuportGraphNodeTypeKernel)
    r = copy_args(dst, src->args, src->nargs);
  else if (src->type == cuportGraphNodeTypeGraph && src->child)
    r = graph_clone(src->child, &dst->child);
  else if (src->nbodies && !(dst->bodies = calloc(src->nbodies, sizeof *dst->bodies)))
    r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  for (; !r && dst->nbodies < src->nbodies; dst->nbodies++)
    r = graph_clone(src->bodies[dst->nbodies], &dst->bodies[dst->nbodies]);
  return r;
}

/* A kernel node's parameters as an operation whose arguments (*args, to be
   freed) point at the caller's values. */
static cuportError_t kernel_view(const cuportKernelNodeParams *p, cuport_op *op, cuportArg **args)
{
  struct cuportKernel *k;
  const cuport_signature *sig;
  unsigned int i, n;

  *args = NULL;
  if (!p)
    return cuport_fail(cuportErrorInvalidValue, "the kernel node parameters are NULL");
  k = p->func;
  if (!k || !cuport_kernel_known(k))
    return cuport_fail(cuportErrorInvalidDeviceFunction, "func %p is not a kernel of a "
                       "registered program", p->func);
  sig = __atomic_load_n(&k->sig, __ATOMIC_ACQUIRE);
  if (!sig)
    return cuport_fail(cuportErrorInvalidDeviceFunction, "kernel '%s' has no described "
                       "parameters (take it with cuportKernelFunc or cuportKernelDescribe)",
                       k->name);
  if (p->extra)
    return cuport_fail(cuportErrorNotSupported, "kernel node parameters in 'extra' are not "
                       "supported; use kernelParams");
  if (sig->nparams && !p->kernelParams)
    return cuport_fail(cuportErrorInvalidValue, "kernel '%s' takes %u parameters and "
                       "kernelParams is NULL", k->name, sig->nparams);
  n = sig->nparams + sig->nsymbols + (sig->dynamic_shared ? 1 : 0);
  if (n && !(*args = calloc(n, sizeof **args)))
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  for (i = 0; i < sig->nparams; i++) {
    (*args)[i].kind = sig->kinds[i];
    (*args)[i].size = sig->sizes[i];
    (*args)[i].value = p->kernelParams[i];
  }
  for (i = 0; i < sig->nsymbols; i++) {
    (*args)[sig->nparams + i].kind = CUPORT_ARG_SYMBOL;
    (*args)[sig->nparams + i].value = sig->symbols[i];
  }
  if (sig->dynamic_shared)
    (*args)[n - 1].kind = CUPORT_ARG_LOCAL;
  memset(op, 0, sizeof *op);
  op->type = cuportGraphNodeTypeKernel;
  op->kernel = k;
  op->grid = p->gridDim;
  op->block = p->blockDim;
  op->shared = p->sharedMemBytes;
  op->nargs = n;
  op->args = *args;
  return cuportSuccess;
}

/* Checks a kernel operation's configuration against dev (building the
   kernel there if needed). */
static cuportError_t kernel_check(cuport_device *dev, const cuport_op *op)
{
  cuport_kernel_dev *kd;
  cuportError_t r = cuport_kernel_on(op->kernel, dev, &kd);
  return r ? r
           : cuport_launch_check(dev, op->kernel, kd, op->grid, op->block, op->shared, op->nargs);
}

/* ---------------------------------------------------------------- graphs */

static cuportError_t check_graph(const struct cuportGraph *g)
{
  if (!g || g->magic != CUPORT_GRAPH_MAGIC)
    return cuport_fail(cuportErrorInvalidValue, "graph %p is not a live graph", (const void *)g);
  return cuportSuccess;
}

static cuportError_t check_node(const struct cuportGraphNode *n)
{
  if (!n || n->magic != CUPORT_NODE_MAGIC)
    return cuport_fail(cuportErrorInvalidValue, "node %p is not a live graph node",
                       (const void *)n);
  return cuportSuccess;
}

static cuportError_t graph_new(struct cuportGraph **out)
{
  struct cuportGraph *g = calloc(1, sizeof *g);

  if (!g)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for a graph");
  g->magic = CUPORT_GRAPH_MAGIC;
  *out = g;
  return cuportSuccess;
}

static void node_free(struct cuportGraphNode *n)
{
  op_free(&n->op);
  free(n->deps);
  n->magic = 0;
  free(n);
}

static void graph_free(struct cuportGraph *g)
{
  size_t i;

  for (i = 0; i < g->n; i++)
    node_free(g->nodes[i]);
  free(g->nodes);
  for (i = 0; i < g->nconds; i++)
    cuport_cond_unref(g->conds[i]);
  free(g->conds);
  g->magic = 0;
  free(g);
}

/* Adds dep to n's dependencies (once). */
static int add_dep(struct cuportGraphNode *n, struct cuportGraphNode *dep)
{
  size_t i;

  for (i = 0; i < n->ndeps; i++)
    if (n->deps[i] == dep)
      return 0;
  if (n->ndeps == n->capdeps) {
    size_t cap = n->capdeps ? 2 * n->capdeps : 4;
    struct cuportGraphNode **v = realloc(n->deps, cap * sizeof *v);
    if (!v)
      return -1;
    n->deps = v;
    n->capdeps = cap;
  }
  n->deps[n->ndeps++] = dep;
  return 0;
}

static cuportError_t check_deps(const struct cuportGraph *g, const cuportGraphNode_t *deps,
                                size_t ndeps)
{
  size_t i;

  if (ndeps && !deps)
    return cuport_fail(cuportErrorInvalidValue, "pDependencies is NULL");
  for (i = 0; i < ndeps; i++)
    if (check_node(deps[i]) || deps[i]->graph != g)
      return cuport_fail(cuportErrorInvalidValue, "dependency %zu is not a node of graph %p", i,
                         (const void *)g);
  return cuportSuccess;
}

/* Appends a node doing a copy of op after deps (checked) to g. */
static cuportError_t graph_add(struct cuportGraph *g, const cuportGraphNode_t *deps, size_t ndeps,
                               const cuport_op *op, struct cuportGraphNode **out)
{
  struct cuportGraphNode *n = calloc(1, sizeof *n);
  cuportError_t r;
  size_t i;

  if (!n)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for a graph node");
  r = op_copy(&n->op, op);
  if (r) {
    free(n);
    return r;
  }
  n->magic = CUPORT_NODE_MAGIC;
  n->graph = g;
  for (i = 0; i < ndeps; i++)
    if (add_dep(n, deps[i])) {
      node_free(n);
      return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
    }
  if (g->n == g->cap) {
    size_t cap = g->cap ? 2 * g->cap : 16;
    struct cuportGraphNode **v = realloc(g->nodes, cap * sizeof *v);
    if (!v) {
      node_free(n);
      return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
    }
    g->nodes = v;
    g->cap = cap;
  }
  n->index = g->n;
  g->nodes[g->n++] = n;
  *out = n;
  return cuportSuccess;
}

static cuportError_t graph_clone(const struct cuportGraph *g, struct cuportGraph **out)
{
  struct cuportGraph *c = NULL;
  cuportError_t r = graph_new(&c);
  size_t i, j;

  for (i = 0; !r && i < g->n; i++) {
    struct cuportGraphNode *n = NULL;
    r = graph_add(c, NULL, 0, &g->nodes[i]->op, &n);
    if (!r)
      n->cloned_from = g->nodes[i];
  }
  /* Edges once every node exists: one may come from a later node. */
  for (i = 0; !r && i < g->n; i++)
    for (j = 0; !r && j < g->nodes[i]->ndeps; j++)
      if (add_dep(c->nodes[i], c->nodes[g->nodes[i]->deps[j]->index]))
        r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  if (r && c)
    graph_free(c);
  else if (!r)
    *out = c;
  return r;
}

/* Whether to is a (transitive) dependency of from. */
static int depends_on(const struct cuportGraphNode *from, const struct cuportGraphNode *to,
                      unsigned char *seen)
{
  size_t i;

  if (from == to)
    return 1;
  if (seen[from->index])
    return 0;
  seen[from->index] = 1;
  for (i = 0; i < from->ndeps; i++)
    if (depends_on(from->deps[i], to, seen))
      return 1;
  return 0;
}

/* Node indices of g in a topological order (malloc'ed): Kahn's algorithm
   with a FIFO seeded and fed in creation order.  NULL on host OOM. */
static size_t *topo_order(const struct cuportGraph *g)
{
  size_t n = g->n, i, j, head = 0, tail = 0, nedges = 0;
  size_t *order, *indeg, *start, *fill, *succ;

  for (i = 0; i < n; i++)
    nedges += g->nodes[i]->ndeps;
  order = malloc((n + 1) * sizeof *order);
  indeg = calloc(n + 1, sizeof *indeg);
  start = calloc(n + 2, sizeof *start);
  fill = calloc(n + 1, sizeof *fill);
  succ = malloc((nedges + 1) * sizeof *succ);
  if (order && indeg && start && fill && succ) {
    for (i = 0; i < n; i++)
      for (j = 0; j < g->nodes[i]->ndeps; j++)
        start[g->nodes[i]->deps[j]->index + 1]++;
    for (i = 0; i < n; i++)
      start[i + 1] += start[i];
    for (i = 0; i < n; i++) {
      indeg[i] = g->nodes[i]->ndeps;
      for (j = 0; j < g->nodes[i]->ndeps; j++) {
        size_t d = g->nodes[i]->deps[j]->index;
        succ[start[d] + fill[d]++] = i;
      }
      if (!indeg[i])
        order[tail++] = i;
    }
    while (head < tail) {
      size_t v = order[head++];
      for (j = start[v]; j < start[v + 1]; j++)
        if (--indeg[succ[j]] == 0)
          order[tail++] = succ[j];
    }
  }
  free(indeg);
  free(start);
  free(fill);
  free(succ);
  if (order && tail != n) { /* a cycle: AddDependencies refuses them */
    free(order);
    order = NULL;
  }
  return order;
}

/* ------------------------------------------------------ executable graphs */

/* Forgets the recording (parameters changed, or another queue); the next launch
   records again. */
static void drop_recording(struct cuportGraphExec *x)
{
  size_t i;

  for (i = 0; i < x->nsegs; i++)
    cuport_cmdbuf_release(x->segs[i].rec);
  free(x->segs);
  x->segs = NULL;
  x->nsegs = 0;
  x->rec_failed = 0;
}

static void exec_free(struct cuportGraphExec *x);

static void exec_clear(struct cuportGraphExec *x)
{
  size_t i, b;

  drop_recording(x);
  for (i = 0; i < x->n; i++) {
    for (b = 0; b < x->nodes[i].nbodies; b++)
      if (x->nodes[i].bodies[b])
        exec_free(x->nodes[i].bodies[b]);
    free(x->nodes[i].bodies);
    cuport_launch_own_release(&x->nodes[i].own);
    op_free(&x->nodes[i].op);
    free(x->nodes[i].deps);
  }
  free(x->nodes);
  free(x->kds);
  x->nodes = NULL;
  x->kds = NULL;
  x->n = x->cap = 0;
}

/* Appends an exec node doing a copy of op (NULL: an empty node) after the
   exec nodes deps; its index in *index. */
static cuportError_t exec_push(struct cuportGraphExec *x, cuportGraphNode_t origin,
                               const cuport_op *op, const size_t *deps, size_t ndeps,
                               size_t *index)
{
  cuport_xnode *xn;
  cuportError_t r;

  if (x->n == x->cap) {
    size_t cap = x->cap ? 2 * x->cap : 16;
    cuport_xnode *v = realloc(x->nodes, cap * sizeof *v);
    if (!v)
      return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
    x->nodes = v;
    x->cap = cap;
  }
  xn = &x->nodes[x->n];
  memset(xn, 0, sizeof *xn);
  if (op) {
    r = op_copy(&xn->op, op);
    if (r)
      return r;
  } else {
    xn->op.type = cuportGraphNodeTypeEmpty;
  }
  xn->deps = ndeps ? malloc(ndeps * sizeof *xn->deps) : NULL;
  if (ndeps && !xn->deps) {
    op_free(&xn->op);
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  }
  if (ndeps)
    memcpy(xn->deps, deps, ndeps * sizeof *deps);
  xn->ndeps = ndeps;
  xn->origin = xn->alias = origin;
  *index = x->n++;
  return cuportSuccess;
}

/* Appends g's nodes in topological order; nodes without dependencies follow
   the exec nodes entry.  A child graph is inlined and then stands for an
   empty node after all of its nodes. */
static cuportError_t exec_new(cuport_device *dev, const struct cuportGraph *g,
                              unsigned long long flags, int use_rec,
                              struct cuportGraphExec **out);

/* A conditional node as exec node i: its handle, and each body instantiated on its own. */
static cuportError_t exec_conditional(struct cuportGraphExec *x, const struct cuportGraphNode *n,
                                      const size_t *deps, size_t ndeps, size_t *index)
{
  cuport_op head = n->op;
  cuport_xnode *xn;
  cuportError_t r;
  unsigned int b;

  head.nbodies = 0; /* the bodies become executable graphs, not copies */
  head.bodies = NULL;
  r = exec_push(x, (cuportGraphNode_t)n, &head, deps, ndeps, index);
  if (r)
    return r;
  xn = &x->nodes[*index];
  xn->bodies = calloc(n->op.nbodies + 1, sizeof *xn->bodies);
  if (!xn->bodies)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  xn->nbodies = n->op.nbodies;
  for (b = 0, r = cuportSuccess; !r && b < n->op.nbodies; b++)
    r = exec_new(x->dev, n->op.bodies[b], x->flags, x->use_rec, &xn->bodies[b]);
  x->has_cond = 1;
  return r;
}

static cuportError_t flatten(struct cuportGraphExec *x, const struct cuportGraph *g,
                             const size_t *entry, size_t nentry)
{
  size_t *order = topo_order(g), *exit = malloc((g->n + 1) * sizeof *exit);
  size_t *deps = NULL, i, j;
  cuportError_t r = cuportSuccess;

  if (!order || !exit) {
    free(order);
    free(exit);
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory to order the graph");
  }
  for (i = 0; !r && i < g->n; i++) {
    const struct cuportGraphNode *n = g->nodes[order[i]];
    size_t nd = n->ndeps ? n->ndeps : nentry, first = x->n;
    size_t *v = realloc(deps, (nd + 1) * sizeof *deps);
    if (!v) {
      r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
      break;
    }
    deps = v;
    for (j = 0; j < nd; j++)
      deps[j] = n->ndeps ? exit[n->deps[j]->index] : entry[j];
    if (n->op.type == cuportGraphNodeTypeConditional) {
      r = exec_conditional(x, n, deps, nd, &exit[n->index]);
      continue;
    }
    if (n->op.type != cuportGraphNodeTypeGraph || !n->op.child) {
      x->has_free |= n->op.type == cuportGraphNodeTypeMemFree;
      r = exec_push(x, (cuportGraphNode_t)n, &n->op, deps, nd, &exit[n->index]);
      continue;
    }
    r = flatten(x, n->op.child, deps, nd);
    if (!r && x->n > first) { /* the join waits for every node of the child */
      size_t *all = malloc((x->n - first) * sizeof *all);
      if (!all) {
        r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
        break;
      }
      for (j = first; j < x->n; j++)
        all[j - first] = j;
      r = exec_push(x, (cuportGraphNode_t)n, NULL, all, x->n - first, &exit[n->index]);
      free(all);
    } else if (!r) {
      r = exec_push(x, (cuportGraphNode_t)n, NULL, deps, nd, &exit[n->index]);
    }
  }
  free(deps);
  free(order);
  free(exit);
  return r;
}

static cuportError_t check_exec(const struct cuportGraphExec *x)
{
  if (!x || x->magic != CUPORT_EXEC_MAGIC)
    return cuport_fail(cuportErrorInvalidValue, "graphExec %p is not a live executable graph",
                       (const void *)x);
  return cuportSuccess;
}

static void exec_free(struct cuportGraphExec *x)
{
  exec_clear(x);
  x->magic = 0;
  free(x);
}

/* An executable graph of g on dev (a conditional node's bodies too). */
static cuportError_t exec_new(cuport_device *dev, const struct cuportGraph *g,
                              unsigned long long flags, int use_rec,
                              struct cuportGraphExec **out)
{
  struct cuportGraphExec *x = calloc(1, sizeof *x);
  cuportError_t r;

  if (!x)
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory for an executable graph");
  x->magic = CUPORT_EXEC_MAGIC;
  x->dev = dev;
  x->flags = flags;
  x->use_rec = use_rec;
  r = flatten(x, g, NULL, 0);
  if (!r && x->n && !(x->kds = calloc(x->n, sizeof *x->kds)))
    r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  if (r) {
    exec_free(x);
    return r;
  }
  *out = x;
  return cuportSuccess;
}

static cuportError_t instantiate(cuportGraphExec_t *pGraphExec, cuportGraph_t graph,
                                 unsigned long long flags)
{
  cuport_device *dev;
  cuportError_t r;
  const char *env;

  if (!pGraphExec)
    return cuport_fail(cuportErrorInvalidValue, "pGraphExec is NULL");
  r = check_graph(graph);
  if (!r && (flags & ~0xfull))
    r = cuport_fail(cuportErrorInvalidValue, "unknown instantiate flags 0x%llx", flags);
  if (!r)
    r = cuport_current(&dev);
  if (r)
    return r;
  /* unset: recordings on GPUs; on PoCL (a CPU) a chain of small kernels replays at
     5.4 us per kernel recorded, 2.7 node by node (bench/runtime/copies.c) */
  env = getenv("CUPORT_COMMAND_BUFFER");
  return exec_new(dev, graph, flags,
                  env && *env ? atoi(env) != 0 : !(dev->type & CL_DEVICE_TYPE_CPU), pGraphExec);
}

cuportError_t cuportGraphInstantiate(cuportGraphExec_t *pGraphExec, cuportGraph_t graph,
                                     unsigned long long flags)
{
  CUPORT_TRACE("cuportGraphInstantiate(graph=%p, flags=0x%llx)", (void *)graph, flags);
  return instantiate(pGraphExec, graph, flags);
}

cuportError_t cuportGraphInstantiateWithFlags(cuportGraphExec_t *pGraphExec, cuportGraph_t graph,
                                              unsigned long long flags)
{
  CUPORT_TRACE("cuportGraphInstantiateWithFlags(graph=%p, flags=0x%llx)", (void *)graph, flags);
  return instantiate(pGraphExec, graph, flags);
}

cuportError_t cuportGraphExecDestroy(cuportGraphExec_t graphExec)
{
  cuportError_t r = check_exec(graphExec);

  CUPORT_TRACE("cuportGraphExecDestroy(graphExec=%p)", (void *)graphExec);
  if (r)
    return r;
  exec_free(graphExec);
  return cuportSuccess;
}

/* The kernels of x on dev, each configuration checked once after it was
   set.  Outside any lock: it may build programs. */
static cuportError_t ready_kernels(struct cuportGraphExec *x, cuport_device *dev)
{
  size_t i;
  cuportError_t r;
  int copies = 0;

  if (__atomic_load_n(&x->ready, __ATOMIC_ACQUIRE))
    return cuportSuccess;
  for (i = 0; i < x->n; i++) {
    cuport_xnode *xn = &x->nodes[i];
    unsigned int b;
    copies |= xn->op.type == cuportGraphNodeTypeMemcpy || xn->op.type == cuportGraphNodeTypeMemset;
    for (b = 0; b < xn->nbodies; b++)
      if ((r = ready_kernels(xn->bodies[b], dev)) != cuportSuccess)
        return r;
    if (xn->op.type != cuportGraphNodeTypeKernel)
      continue;
    r = cuport_kernel_on(xn->op.kernel, dev, &x->kds[i]);
    if (!r && !xn->checked)
      r = cuport_launch_check(dev, xn->op.kernel, x->kds[i], xn->op.grid, xn->op.block,
                              xn->op.shared, xn->op.nargs);
    if (r)
      return r;
    xn->checked = 1;
  }
  /* recordings copy and fill with the runtime's kernels; so do direct copies where wanted */
  if (copies && !x->blit &&
      (cuport_blit_wanted(dev) || (x->use_rec && cuport_device_has_ext(dev, "cl_khr_command_buffer"))))
    x->blit = cuport_blit_ready(dev) == CL_SUCCESS;
  __atomic_store_n(&x->ready, 1, __ATOMIC_RELEASE);
  return cuportSuccess;
}

static cuportError_t replay(struct cuportGraphExec *x, cuport_enqueue *in);

/* Conditional exec node i: reads its handle once the work before it is done and replays
   the body the value chooses (While: as long as it is not 0, read again after each round).
   The read blocks, under the device lock as every enqueue step does: CUDA forbids the
   host functions before it to call the runtime, so nothing the wait depends on needs it. */
static cuportError_t replay_conditional(struct cuportGraphExec *x, size_t i, cuport_enqueue *e)
{
  cuport_xnode *xn = &x->nodes[i];
  unsigned int value, body, n = xn->nbodies;
  cuportError_t r = cuportSuccess;
  cl_int err;

  do {
    err = cuport_cond_read(xn->op.cond, e->s->q, &value);
    if (err != CL_SUCCESS)
      return cuport_fail_cl(err, 0, "reading the handle of conditional node %zu of graph %p", i,
                            (void *)x);
    switch (xn->op.cond_type) {
    case cuportGraphCondTypeIf:
      body = value ? 0 : n > 1 ? 1 : n;
      break;
    case cuportGraphCondTypeSwitch:
      body = value < n ? value : n;
      break;
    default: /* While */
      body = value ? 0 : n;
      break;
    }
    if (body < n)
      r = replay(xn->bodies[body], e);
  } while (!r && body < n && xn->op.cond_type == cuportGraphCondTypeWhile);
  return r;
}

/* Enqueues node i of x under the enqueue e (which has no waits left).  Profiled, a
   copy or memset is timed like a direct one. */
static cuportError_t replay_node(struct cuportGraphExec *x, size_t i, cuport_enqueue *e)
{
  cuport_op *op = &x->nodes[i].op;
  cl_int err = CL_SUCCESS;
  cl_event ev = NULL, *pev = cuport_profiling ? &ev : NULL;
  int blit = x->blit && cuport_blit_wanted(e->dev);
  const cuportExtent *ext = &op->copy.extent;

  cuport_xnode *xn = &x->nodes[i];
  cuportError_t r;

  switch (op->type) {
  case cuportGraphNodeTypeKernel:
    if (!xn->own_tried && !cuport_profiling) { /* profiled: the launch path times it */
      r = cuport_launch_own(e->dev, op->kernel, x->kds[i], op->shared, op->nargs, op->args,
                            &xn->own);
      if (r)
        return r;
      xn->own_tried = 1;
    }
    if (xn->own.k && !cuport_profiling)
      return cuport_launch_own_enqueue(e, op->kernel, &xn->own, op->grid, op->block);
    return cuport_launch_locked(e, op->kernel, x->kds[i], op->grid, op->block, op->shared,
                                op->nargs, op->args);
  case cuportGraphNodeTypeMemcpy:
    err = cuport_copy3d_enqueue(e->dev, blit, e->s->q, &op->copy, 0, NULL, pev);
    if (cuport_profiling && ev)
      cuport_prof_copy(e->s, op->copy.dstPtr.ptr, op->copy.srcPtr.ptr,
                       err == CL_SUCCESS ? ext->width * ext->height * ext->depth : 0, NULL, ev,
                       0);
    break;
  case cuportGraphNodeTypeMemset:
    err = cuport_memset_enqueue(e->dev, blit, e->s->q, &op->set, 0, NULL, pev);
    if (cuport_profiling && ev)
      cuport_prof_memset(e->s, err == CL_SUCCESS ? op->set.width * op->set.elementSize *
                                                       (op->set.height ? op->set.height : 1)
                                                 : 0, NULL, ev);
    break;
  case cuportGraphNodeTypeHost:
    err = cuport_enqueue_host_fn(e, op->host.fn, op->host.userData);
    break;
  case cuportGraphNodeTypeConditional:
    return replay_conditional(x, i, e);
  default: /* empty nodes, joins and memory nodes order nothing on an in-order queue */
    break;
  }
  if (err != CL_SUCCESS)
    return cuport_fail_cl(err, 0, "replaying node %zu (type %d) of graph %p", i, (int)op->type,
                          (void *)x);
  return cuportSuccess;
}

/* -------------------------------------------------------------- recording */

/* Where the device has cl_khr_command_buffer (cmdbuf.c), the first launch of an
   executable graph on a queue records it and later launches enqueue the recording:
   one call per run of recordable nodes instead of argument setting and an enqueue per
   node.  The exec nodes are cut into segments: runs of nodes that can be recorded
   (kernels, copies and memsets between blocks the runtime's kernels reach, empty
   nodes and the joins of child graphs, which flatten inlined) and single nodes that
   cannot (host nodes, copies from or to pageable or registered host memory, kernels
   given pinned memory that lives in a buffer, copies or memsets of more than
   REC_MAX_ROWS rows), which are issued directly between them.  Inside a recording
   the graph's edges are sync points, so independent branches may overlap; between
   segments the in-order queue orders everything.  A recording is made again after
   any parameter update, on another queue, and when the allocation list it captured
   has changed.  Nodes are issued one by one (each timed) under CUPORT_PROFILE, and
   where CUPORT_COMMAND_BUFFER was 0 at instantiation; unset, CPU devices (PoCL) issue
   them one by one too, since there the node loop is the faster (bench/runtime/copies.c);
   =1 records on any device that has the extension. */

#define REC_MAX_ROWS 256
/* Where the OpenCL fill and copy are faster than the runtime's kernels (PoCL: 80-90 GB/s
   against 2-3 from 1 MiB up, bench/runtime/copies.c), only small ones are recorded. */
#define REC_SMALL_BYTES (256u << 10)

static size_t memset_pieces(const cuportMemsetParams *p)
{
  size_t rows = p->height ? p->height : 1;

  return !p->width ? 0 : rows == 1 || p->pitch == p->width * p->elementSize ? 1 : rows;
}

/* 1 if exec node i can be recorded (dev->lock held). */
static int recordable(const struct cuportGraphExec *x, size_t i, cuport_device *dev)
{
  const cuport_op *op = &x->nodes[i].op;
  unsigned int a;

  switch (op->type) {
  case cuportGraphNodeTypeKernel:
    for (a = 0; a < op->nargs; a++)
      if (cuport_arg_is_grid_barrier(&op->args[a]))
        return 0;
    for (a = 0; dev->reg.buffers && a < op->nargs; a++) {
      void *p = op->args[a].kind == CUPORT_ARG_POINTER ? *(void *const *)op->args[a].value : NULL;
      cuport_alloc *al = p ? cuport_reg_find(&dev->reg, p) : NULL;
      if (al && al->kind == CUPORT_MEM_PINNED_BUFFER)
        return 0;
    }
    return 1;
  case cuportGraphNodeTypeMemcpy:
    return x->blit && cuport_copy3d_pieces(&op->copy) <= REC_MAX_ROWS &&
           (cuport_blit_wanted(dev) ||
            op->copy.extent.width * op->copy.extent.height * op->copy.extent.depth <=
                REC_SMALL_BYTES) &&
           (!cuport_copy3d_pieces(&op->copy) ||
            (cuport_blit_reaches(dev, op->copy.dstPtr.ptr) &&
             cuport_blit_reaches(dev, op->copy.srcPtr.ptr)));
  case cuportGraphNodeTypeMemset:
    return x->blit && memset_pieces(&op->set) <= REC_MAX_ROWS &&
           (cuport_blit_wanted(dev) || op->set.width * op->set.elementSize *
                                               (op->set.height ? op->set.height : 1) <=
                                           REC_SMALL_BYTES) &&
           (!memset_pieces(&op->set) || cuport_blit_reaches(dev, op->set.dst));
  case cuportGraphNodeTypeEmpty:
  case cuportGraphNodeTypeGraph:
  case cuportGraphNodeTypeMemAlloc: /* the memory exists already: a join, as empty nodes */
  case cuportGraphNodeTypeMemFree:
    return 1;
  default:
    return 0;
  }
}

typedef struct rec_state {
  cuport_cmdbuf *c;
  cl_uint *sp;             /* per exec node: its sync point */
  unsigned char *has;      /* per exec node: 1 when sp holds one of this recording */
  cl_uint *waits, *pieces; /* scratch */
  cl_uint nwait;
} rec_state;

static cl_int rec_ndrange(void *ctx, cl_kernel k, cl_uint dims, const size_t *global,
                          const size_t *local)
{
  rec_state *st = ctx;
  return cuport_cmdbuf_ndrange(st->c, k, dims, global, local, st->nwait, st->waits,
                               &st->pieces[0]);
}

/* Node i's sync point from the sync points of its n commands (none: it has none). */
static cl_int rec_join(rec_state *st, size_t i, cl_uint n, const cl_uint *sps)
{
  st->has[i] = n > 0;
  if (n == 1)
    st->sp[i] = sps[0];
  return n > 1 ? cuport_cmdbuf_barrier(st->c, n, sps, &st->sp[i]) : CL_SUCCESS;
}

/* Records exec node i after those of its dependencies recorded in the same recording
   (the others precede the recording on the queue). */
static cuportError_t record_node(struct cuportGraphExec *x, size_t i, cuport_device *dev,
                                 rec_state *st)
{
  cuport_xnode *xn = &x->nodes[i];
  cuport_op *op = &xn->op;
  size_t d, k, n = 0, bytes;
  cuport_blit b;
  cl_int err = CL_SUCCESS;
  cuportError_t r;
  const char *src;
  char *dst;

  st->nwait = 0;
  for (d = 0; d < xn->ndeps; d++)
    if (st->has[xn->deps[d]])
      st->waits[st->nwait++] = st->sp[xn->deps[d]];
  switch (op->type) {
  case cuportGraphNodeTypeKernel:
    r = cuport_launch_record(dev, op->kernel, x->kds[i], op->grid, op->block, op->shared,
                             op->nargs, op->args, rec_ndrange, st);
    if (!r)
      err = rec_join(st, i, 1, st->pieces);
    return r ? r : err ? cuport_fail_cl(err, 0, "recording node %zu", i) : cuportSuccess;
  case cuportGraphNodeTypeMemcpy:
    n = cuport_copy3d_pieces(&op->copy);
    for (k = 0; k < n && err == CL_SUCCESS; k++) {
      cuport_copy3d_piece(&op->copy, k, &dst, &src, &bytes);
      err = cuport_blit_prepare_copy(dev, dst, src, bytes, &b);
      if (err == CL_SUCCESS)
        err = cuport_cmdbuf_ndrange(st->c, b.k, 1, &b.global, &b.local, st->nwait, st->waits,
                                    &st->pieces[k]);
    }
    break;
  case cuportGraphNodeTypeMemset:
    n = memset_pieces(&op->set);
    for (k = 0; k < n && err == CL_SUCCESS; k++) {
      size_t row = op->set.width * op->set.elementSize;
      unsigned char pattern[4];
      memcpy(pattern, &op->set.value, 4); /* the value's low bytes, little-endian */
      err = cuport_blit_prepare_fill(dev, (char *)op->set.dst + k * op->set.pitch, pattern,
                                     op->set.elementSize,
                                     n == 1 ? row * (op->set.height ? op->set.height : 1) : row,
                                     &b);
      if (err == CL_SUCCESS)
        err = cuport_cmdbuf_ndrange(st->c, b.k, 1, &b.global, &b.local, st->nwait, st->waits,
                                    &st->pieces[k]);
    }
    break;
  default: /* empty nodes and the joins of child graphs */
    return (err = rec_join(st, i, st->nwait, st->waits)) != CL_SUCCESS
               ? cuport_fail_cl(err, 0, "recording node %zu", i)
               : cuportSuccess;
  }
  if (err == CL_SUCCESS)
    err = n ? rec_join(st, i, (cl_uint)n, st->pieces) : rec_join(st, i, st->nwait, st->waits);
  return err ? cuport_fail_cl(err, 0, "recording node %zu", i) : cuportSuccess;
}

/* Cuts x into segments (dev->lock held); NULL on host OOM. */
static cuport_segment *cut_segments(struct cuportGraphExec *x, cuport_device *dev, size_t *nsegs)
{
  cuport_segment *segs = malloc((x->n + 1) * sizeof *segs);
  size_t i, n = 0;
  int prev = 0;

  if (!segs)
    return NULL;
  for (i = 0; i < x->n; i++) {
    int rec = recordable(x, i, dev);
    if (!rec || !prev || !n) {
      segs[n].first = i;
      segs[n].rec = NULL;
      n++;
    }
    segs[n - 1].end = i + 1;
    prev = rec;
  }
  /* a run of one recordable node is recorded too: the recording costs no more */
  *nsegs = n;
  return segs;
}

/* Records the recordable segments of x for q (dev->lock held).  0 on success; on a
   failure nothing is kept, the error is traced, not recorded. */
static int record(struct cuportGraphExec *x, cuport_device *dev, cl_command_queue q)
{
  rec_state st;
  size_t i, k, maxdeps = 1, maxpieces = 1, direct = 0, host = 0;
  cuportError_t saved = cuportPeekAtLastError(), r = cuportSuccess;
  cl_int err = CL_SUCCESS;

  memset(&st, 0, sizeof st);
  for (i = 0; i < x->n; i++) {
    const cuport_op *op = &x->nodes[i].op;
    size_t pieces = op->type == cuportGraphNodeTypeMemcpy ? cuport_copy3d_pieces(&op->copy)
                    : op->type == cuportGraphNodeTypeMemset ? memset_pieces(&op->set) : 1;
    maxdeps = x->nodes[i].ndeps > maxdeps ? x->nodes[i].ndeps : maxdeps;
    maxpieces = pieces > maxpieces ? pieces : maxpieces;
  }
  x->segs = cut_segments(x, dev, &x->nsegs);
  st.sp = calloc(x->n + 1, sizeof *st.sp);
  st.has = calloc(x->n + 1, 1);
  st.waits = malloc(maxdeps * sizeof *st.waits);
  st.pieces = malloc(maxpieces * sizeof *st.pieces);
  if (!x->segs || !st.sp || !st.has || !st.waits || !st.pieces)
    r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  for (k = 0; !r && k < x->nsegs; k++) {
    cuport_segment *sg = &x->segs[k];
    if (!recordable(x, sg->first, dev)) {
      direct++;
      host += x->nodes[sg->first].op.type == cuportGraphNodeTypeHost;
      continue;
    }
    sg->rec = cuport_cmdbuf_begin(dev, q, &err);
    if (!sg->rec)
      r = cuport_fail_cl(err, 0, "clCreateCommandBufferKHR");
    memset(st.has, 0, x->n);
    st.c = sg->rec;
    for (i = sg->first; !r && i < sg->end; i++)
      r = record_node(x, i, dev, &st);
    if (!r && (err = cuport_cmdbuf_finish(sg->rec)) != CL_SUCCESS)
      r = cuport_fail_cl(err, 0, "clFinalizeCommandBufferKHR");
  }
  free(st.sp);
  free(st.has);
  free(st.waits);
  free(st.pieces);
  if (r) {
    CUPORT_TRACE("graphExec %p is issued node by node: %s", (void *)x, cuportGetErrorDetail());
    drop_recording(x);
    x->rec_failed = 1;
    cuport_error_restore(saved);
    return -1;
  }
  x->rec_q = q;
  x->rec_generation = dev->reg.generation;
  CUPORT_TRACE("graphExec %p recorded: %zu nodes, %zu recordings, %zu nodes issued directly "
               "(%zu host nodes)", (void *)x, x->n, x->nsegs - direct, direct, host);
  return 0;
}

size_t cuport_graph_recordings(const struct cuportGraphExec *x)
{
  size_t k, n = 0;

  for (k = 0; k < x->nsegs; k++)
    n += x->segs[k].rec != NULL;
  return n;
}

/* Issues exec nodes [first, end) one by one. */
static cuportError_t replay_nodes(struct cuportGraphExec *x, size_t first, size_t end,
                                  cuport_enqueue *in)
{
  cuportError_t r = cuportSuccess;
  size_t i;

  for (i = first; !r && i < end; i++)
    r = replay_node(x, i, in);
  return r;
}

/* Replays x under in: its recording where there is one (made now if needed). */
static cuportError_t replay(struct cuportGraphExec *x, cuport_enqueue *in)
{
  cuport_device *dev = in->dev;
  cuportError_t r = cuportSuccess;
  cl_int err;
  size_t k;

  if (x->segs && (x->rec_q != in->s->q || x->rec_generation != dev->reg.generation))
    drop_recording(x);
  if (!x->segs && x->use_rec && !x->rec_failed && !cuport_profiling && x->n &&
      cuport_cmdbuf_supported(dev))
    record(x, dev, in->s->q);
  if (!x->segs)
    return replay_nodes(x, 0, x->n, in);
  for (k = 0; !r && k < x->nsegs; k++) {
    cuport_segment *sg = &x->segs[k];
    err = sg->rec ? cuport_cmdbuf_enqueue(sg->rec) : CL_INVALID_OPERATION;
    if (err == CL_INVALID_OPERATION) /* not recorded, or its last enqueue is pending */
      r = replay_nodes(x, sg->first, sg->end, in);
    else if (err != CL_SUCCESS)
      r = cuport_fail_cl(err, 0, "clEnqueueCommandBufferKHR of graph %p", (void *)x);
  }
  return r;
}

/* At a launch's start, the default values of x's conditional handles that ask for it. */
static cl_int reset_conditionals(const struct cuportGraphExec *x, cl_command_queue q)
{
  cl_int err = CL_SUCCESS;
  size_t i;
  unsigned int b;

  for (i = 0; err == CL_SUCCESS && i < x->n; i++) {
    if (x->nodes[i].op.type != cuportGraphNodeTypeConditional)
      continue;
    err = cuport_cond_reset(x->nodes[i].op.cond, q);
    for (b = 0; err == CL_SUCCESS && b < x->nodes[i].nbodies; b++)
      if (x->nodes[i].bodies[b]->has_cond)
        err = reset_conditionals(x->nodes[i].bodies[b], q);
  }
  return err;
}

/* After a launch was issued: the free nodes of memory the graph did not allocate (a
   cuportFreeAsync captured on memory from cuportMallocAsync or cuportMalloc) free it as
   CUDA does when the graph runs, stream-ordered after the graph's work; nothing in the
   graph may use it after its free node, so the later point is the same to the graph.
   Launching such a graph again frees again, which CUDA leaves undefined and which fails
   here as a second cuportFreeAsync does. */
static cuportError_t free_outside(const struct cuportGraphExec *x, cuportStream_t stream)
{
  cuportError_t r = cuportSuccess;
  size_t i;

  for (i = 0; !r && i < x->n; i++)
    if (x->nodes[i].op.type == cuportGraphNodeTypeMemFree &&
        !cuport_gmem_owns(x->nodes[i].op.free_ptr))
      r = cuportFreeAsync(x->nodes[i].op.free_ptr, stream);
  return r;
}

/* The device a stream handle belongs to (the current one for NULL and the
   special handles). */
static cuportError_t stream_device(cuportStream_t stream, cuport_device **dev)
{
  if (stream && stream != cuportStreamLegacy && stream != cuportStreamPerThread) {
    if (stream->magic != CUPORT_STREAM_MAGIC)
      return cuport_fail(cuportErrorInvalidResourceHandle, "stream %p is not a live stream",
                         (void *)stream);
    return cuport_device_ready(stream->dev->index, dev);
  }
  return cuport_current(dev);
}

cuportError_t cuportGraphLaunch(cuportGraphExec_t graphExec, cuportStream_t stream)
{
  cuport_device *dev;
  cuport_enqueue e, in;
  cl_int err = CL_SUCCESS;
  cuportError_t r;

  CUPORT_TRACE("cuportGraphLaunch(graphExec=%p, stream=%p)", (void *)graphExec, (void *)stream);
  r = check_exec(graphExec);
  if (!r)
    r = stream_device(stream, &dev);
  if (!r && graphExec->dev != dev)
    r = cuport_fail(cuportErrorInvalidValue, "graphExec %p was instantiated on device %d, the "
                    "stream is on device %d", (void *)graphExec, graphExec->dev->index,
                    dev->index);
  if (!r)
    r = ready_kernels(graphExec, dev);
  if (!r)
    r = cuport_enqueue_begin(dev, stream, &e);
  if (r)
    return r;
  if ((r = cuport_managed_device(dev)) != cuportSuccess) {
    cuport_enqueue_end(&e, 0);
    return r;
  }
  /* The legacy-stream waits go into one barrier; the nodes follow it on the
     in-order queue. */
  if (e.nwait)
    err = clEnqueueBarrierWithWaitList(e.s->q, e.nwait, e.waits, NULL);
  in = e;
  in.nwait = 0;
  in.waits = in.local_waits;
  if (err != CL_SUCCESS)
    r = cuport_fail_cl(err, 0, "clEnqueueBarrierWithWaitList");
  if (!r && graphExec->has_cond && (err = reset_conditionals(graphExec, e.s->q)) != CL_SUCCESS)
    r = cuport_fail_cl(err, 0, "setting the default values of conditional handles");
  if (!r)
    r = replay(graphExec, &in);
  cuport_enqueue_end(&e, 1);
  return r || !graphExec->has_free ? r : free_outside(graphExec, stream);
}

cuportError_t cuportGraphUpload(cuportGraphExec_t graphExec, cuportStream_t stream)
{
  cuport_device *dev;
  cuportError_t r;

  CUPORT_TRACE("cuportGraphUpload(graphExec=%p, stream=%p)", (void *)graphExec, (void *)stream);
  r = check_exec(graphExec);
  if (!r)
    r = stream_device(stream, &dev);
  return r ? r : ready_kernels(graphExec, dev);
}

/* The exec node made from node (as instantiated or last updated). */
static cuport_xnode *exec_node(struct cuportGraphExec *x, cuportGraphNode_t node,
                               cuportGraphNodeType type, cuportError_t *r)
{
  size_t i;

  *r = check_exec(x);
  if (*r)
    return NULL;
  for (i = 0; i < x->n; i++)
    if ((x->nodes[i].origin == node || x->nodes[i].alias == node) &&
        x->nodes[i].op.type == type)
      return &x->nodes[i];
  *r = cuport_fail(cuportErrorInvalidValue, "node %p of type %d is not in graphExec %p",
                   (void *)node, (int)type, (void *)x);
  return NULL;
}

/* Drops x's recording after a parameter change (the next launch records anew). */
static void exec_changed(struct cuportGraphExec *x)
{
  pthread_mutex_lock(&x->dev->lock);
  drop_recording(x);
  pthread_mutex_unlock(&x->dev->lock);
  __atomic_store_n(&x->ready, 0, __ATOMIC_RELEASE);
}

/* An exec node whose operation changed: checked again, and its own kernel made again. */
static void xnode_changed(cuport_xnode *xn)
{
  xn->checked = 0;
  cuport_launch_own_release(&xn->own);
  xn->own_tried = 0;
}

/* Replaces an exec node's operation by a copy of op. */
static cuportError_t exec_set(struct cuportGraphExec *x, cuport_xnode *xn, const cuport_op *op)
{
  cuport_op fresh;
  cuportError_t r = op_copy(&fresh, op);

  if (r)
    return r;
  exec_changed(x);
  op_free(&xn->op);
  xn->op = fresh;
  xnode_changed(xn);
  return cuportSuccess;
}

cuportError_t cuportGraphExecKernelNodeSetParams(cuportGraphExec_t hGraphExec,
                                                 cuportGraphNode_t node,
                                                 const cuportKernelNodeParams *pNodeParams)
{
  cuportError_t r;
  cuport_xnode *xn = exec_node(hGraphExec, node, cuportGraphNodeTypeKernel, &r);
  cuportArg *args;
  cuport_op op;

  CUPORT_TRACE("cuportGraphExecKernelNodeSetParams(graphExec=%p, node=%p)", (void *)hGraphExec,
               (void *)node);
  if (!xn)
    return r;
  r = kernel_view(pNodeParams, &op, &args);
  if (!r)
    r = kernel_check(hGraphExec->dev, &op);
  if (!r)
    r = exec_set(hGraphExec, xn, &op);
  free(args);
  return r;
}

cuportError_t cuportGraphExecMemcpyNodeSetParams(cuportGraphExec_t hGraphExec,
                                                 cuportGraphNode_t node,
                                                 const cuportMemcpy3DParms *pNodeParams)
{
  cuportError_t r;
  cuport_xnode *xn = exec_node(hGraphExec, node, cuportGraphNodeTypeMemcpy, &r);
  cuport_op op;

  if (!xn || (r = cuport_copy3d_check(pNodeParams)) != cuportSuccess)
    return r;
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeMemcpy;
  op.copy = *pNodeParams;
  return exec_set(hGraphExec, xn, &op);
}

cuportError_t cuportGraphExecMemsetNodeSetParams(cuportGraphExec_t hGraphExec,
                                                 cuportGraphNode_t node,
                                                 const cuportMemsetParams *pNodeParams)
{
  cuportError_t r;
  cuport_xnode *xn = exec_node(hGraphExec, node, cuportGraphNodeTypeMemset, &r);
  cuport_op op;

  if (!xn || (r = cuport_memset_check(pNodeParams)) != cuportSuccess)
    return r;
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeMemset;
  op.set = *pNodeParams;
  return exec_set(hGraphExec, xn, &op);
}

cuportError_t cuportGraphExecHostNodeSetParams(cuportGraphExec_t hGraphExec,
                                               cuportGraphNode_t node,
                                               const cuportHostNodeParams *pNodeParams)
{
  cuportError_t r;
  cuport_xnode *xn = exec_node(hGraphExec, node, cuportGraphNodeTypeHost, &r);

  if (!xn)
    return r;
  if (!pNodeParams || !pNodeParams->fn)
    return cuport_fail(cuportErrorInvalidValue, "the host node parameters or fn are NULL");
  xn->op.host = *pNodeParams;
  exec_changed(hGraphExec);
  return cuportSuccess;
}

/* Whether exec nodes a and b have the same type and dependencies; else the
   update result that says why. */
static cuportGraphExecUpdateResult same_place(const cuport_xnode *a, const cuport_xnode *b)
{
  if (a->op.type != b->op.type)
    return cuportGraphExecUpdateErrorNodeTypeChanged;
  if (a->ndeps != b->ndeps || (a->ndeps && memcmp(a->deps, b->deps, a->ndeps * sizeof *a->deps)))
    return cuportGraphExecUpdateErrorTopologyChanged;
  return cuportGraphExecUpdateSuccess;
}

cuportError_t cuportGraphExecUpdate(cuportGraphExec_t hGraphExec, cuportGraph_t hGraph,
                                    cuportGraphExecUpdateResultInfo *resultInfo)
{
  struct cuportGraphExec fresh;
  cuportGraphExecUpdateResultInfo info = {cuportGraphExecUpdateSuccess, NULL, NULL};
  cuportError_t r;
  size_t i;

  CUPORT_TRACE("cuportGraphExecUpdate(graphExec=%p, graph=%p)", (void *)hGraphExec,
               (void *)hGraph);
  r = check_exec(hGraphExec);
  if (!r)
    r = check_graph(hGraph);
  if (r)
    return r;
  memset(&fresh, 0, sizeof fresh);
  fresh.dev = hGraphExec->dev;
  fresh.flags = hGraphExec->flags;
  r = flatten(&fresh, hGraph, NULL, 0);
  if (!r && fresh.n != hGraphExec->n)
    info.result = cuportGraphExecUpdateErrorTopologyChanged;
  else if (!r && (fresh.has_cond || hGraphExec->has_cond))
    info.result = cuportGraphExecUpdateErrorNotSupported; /* bodies are not updated */
  for (i = 0; !r && !info.result && i < fresh.n; i++) {
    info.result = same_place(&hGraphExec->nodes[i], &fresh.nodes[i]);
    if (info.result)
      info.errorNode = fresh.nodes[i].origin;
  }
  if (!r && !info.result) {
    exec_changed(hGraphExec);
    for (i = 0; i < fresh.n; i++) {
      cuport_xnode *xn = &hGraphExec->nodes[i];
      op_free(&xn->op);
      xn->op = fresh.nodes[i].op;
      memset(&fresh.nodes[i].op, 0, sizeof fresh.nodes[i].op);
      xn->alias = fresh.nodes[i].origin;
      xnode_changed(xn);
    }
  }
  exec_clear(&fresh);
  if (r)
    return r;
  if (resultInfo)
    *resultInfo = info;
  if (info.result)
    return cuport_fail(cuportErrorGraphExecUpdateFailure, "graph %p does not have the topology "
                       "of graphExec %p (update result %d)", (void *)hGraph, (void *)hGraphExec,
                       (int)info.result);
  return cuportSuccess;
}

/* --------------------------------------------------------------- capture */

static struct cuport_capture *find_capture(cuport_device *dev, unsigned long long id)
{
  struct cuport_capture *c;

  for (c = dev->captures; c; c = c->next)
    if (c->id == id)
      return c;
  return NULL;
}

/* Makes nodes (n of them) the stream's tails, or adds them (join). */
static int set_tails(struct cuportStream *s, struct cuportGraphNode *const *nodes, size_t n,
                     int join)
{
  size_t i, j;

  if (!join)
    s->ntails = 0;
  for (i = 0; i < n; i++) {
    for (j = 0; j < s->ntails && s->tails[j] != nodes[i]; j++)
      ;
    if (j < s->ntails)
      continue;
    if (s->ntails == s->captails) {
      size_t cap = s->captails ? 2 * s->captails : 4;
      struct cuportGraphNode **v = realloc(s->tails, cap * sizeof *v);
      if (!v)
        return -1;
      s->tails = v;
      s->captails = cap;
    }
    s->tails[s->ntails++] = nodes[i];
  }
  return 0;
}

/* The stream behind handle, or NULL for a bad handle, which the direct path
   then reports.  Before taking dev->lock: a per-thread stream is created on
   first use, under that lock. */
static struct cuportStream *stream_of(cuport_device *dev, cuportStream_t handle)
{
  struct cuportStream *s;
  cuportError_t saved = cuportPeekAtLastError();

  if (cuport_stream_resolve(dev, handle, &s) != cuportSuccess) {
    cuport_error_restore(saved);
    return NULL;
  }
  return s;
}

int cuport_capture_op(cuport_device *dev, cuportStream_t stream, const cuport_op *op,
                      cuportError_t *r)
{
  struct cuportStream *s;
  struct cuportGraphNode *n;

  if (!__atomic_load_n(&dev->ncaptures, __ATOMIC_ACQUIRE) || !(s = stream_of(dev, stream)))
    return 0;
  pthread_mutex_lock(&dev->lock);
  if (!s->cap) {
    pthread_mutex_unlock(&dev->lock);
    return 0;
  }
  if (s->cap->invalidated) {
    *r = cuport_fail(cuportErrorStreamCaptureInvalidated, "the capture on stream %p was "
                     "invalidated by an earlier error", (void *)stream);
  } else {
    *r = graph_add(s->cap->graph, s->tails, s->ntails, op, &n);
    if (!*r && set_tails(s, &n, 1, 0))
      *r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
    if (*r)
      s->cap->invalidated = 1;
  }
  pthread_mutex_unlock(&dev->lock);
  return 1;
}

/* 1 when stream captures on dev: the capture gains a memory allocation node of size bytes
   (made now, graphmem.c) whose address goes to *ptr, *r its result; 0 otherwise. */
int cuport_capture_alloc(cuport_device *dev, cuportStream_t stream, size_t size, void **ptr,
                         cuportError_t *r)
{
  struct cuportStream *s;
  cuport_op op;
  int capturing;

  if (!__atomic_load_n(&dev->ncaptures, __ATOMIC_ACQUIRE) || !(s = stream_of(dev, stream)))
    return 0;
  pthread_mutex_lock(&dev->lock);
  capturing = s->cap != NULL;
  pthread_mutex_unlock(&dev->lock);
  if (!capturing)
    return 0;
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeMemAlloc;
  *r = cuport_gmem_new(dev, size ? size : 1, &op.gmem);
  if (*r)
    return 1;
  if (cuport_capture_op(dev, stream, &op, r) && !*r)
    *ptr = cuport_gmem_ptr(op.gmem);
  cuport_gmem_unref(op.gmem);
  return 1;
}

/* cuportFreeAsync under capture: a memory free node. */
int cuport_capture_free(cuport_device *dev, cuportStream_t stream, void *ptr, cuportError_t *r)
{
  cuport_op op;

  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeMemFree;
  op.free_ptr = ptr;
  return cuport_capture_op(dev, stream, &op, r);
}

void cuport_event_capture_clear(struct cuportEvent *ev)
{
  free(ev->cap_nodes);
  ev->cap_nodes = NULL;
  ev->ncap_nodes = 0;
  ev->cap_id = 0;
}

int cuport_capture_record(cuport_device *dev, cuportStream_t stream, struct cuportEvent *ev,
                          cuportError_t *r)
{
  struct cuportStream *s;
  struct cuportGraphNode **nodes;

  if (!__atomic_load_n(&dev->ncaptures, __ATOMIC_ACQUIRE) || !(s = stream_of(dev, stream)))
    return 0;
  pthread_mutex_lock(&dev->lock);
  if (!s->cap) {
    pthread_mutex_unlock(&dev->lock);
    return 0;
  }
  nodes = malloc((s->ntails + 1) * sizeof *nodes);
  if (nodes) {
    cuport_event_capture_clear(ev);
    if (s->ntails)   /* no tails yet: s->tails may be NULL */
      memcpy(nodes, s->tails, s->ntails * sizeof *nodes);
    ev->cap_nodes = nodes;
    ev->ncap_nodes = s->ntails;
    ev->cap_id = s->cap->id;
    *r = cuportSuccess;
  } else {
    s->cap->invalidated = 1;
    *r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  }
  pthread_mutex_unlock(&dev->lock);
  return 1;
}

int cuport_capture_wait(cuport_device *dev, cuportStream_t stream, struct cuportEvent *ev,
                        cuportError_t *r)
{
  struct cuport_capture *cap;
  struct cuportStream *s;

  if (!__atomic_load_n(&dev->ncaptures, __ATOMIC_ACQUIRE) || !(s = stream_of(dev, stream)))
    return 0;
  pthread_mutex_lock(&dev->lock);
  cap = ev->cap_id ? find_capture(dev, ev->cap_id) : NULL;
  if (!cap && !s->cap) {
    pthread_mutex_unlock(&dev->lock);
    return 0; /* an ordinary wait */
  }
  if (!cap) {
    s->cap->invalidated = 1;
    *r = cuport_fail(cuportErrorStreamCaptureIsolation, "capturing stream %p waits on event %p, "
                     "which was not recorded in the capture", (void *)stream, (void *)ev);
  } else if (s->cap && s->cap != cap) {
    s->cap->invalidated = cap->invalidated = 1;
    *r = cuport_fail(cuportErrorStreamCaptureMerge, "stream %p captures into another graph than "
                     "event %p was recorded in", (void *)stream, (void *)ev);
  } else if (s == dev->legacy) {
    cap->invalidated = 1;
    *r = cuport_fail(cuportErrorStreamCaptureImplicit, "the legacy stream cannot join a capture");
  } else {
    int fork = !s->cap;
    s->cap = cap;
    *r = set_tails(s, ev->cap_nodes, ev->ncap_nodes, !fork)
             ? cuport_fail(cuportErrorMemoryAllocation, "no host memory")
             : cuportSuccess;
  }
  pthread_mutex_unlock(&dev->lock);
  return 1;
}

cuportError_t cuport_capture_guard(cuport_device *dev, struct cuportStream *s)
{
  struct cuportStream *b;

  if (s->cap) {
    s->cap->invalidated = 1;
    return cuport_fail(cuportErrorStreamCaptureUnsupported, "stream %p is capturing: this "
                       "operation would have to run now and cannot be captured", (void *)s);
  }
  if (s != dev->legacy)
    return cuportSuccess;
  for (b = dev->streams; b; b = b->next)
    if (b->cap && b->blocking) {
      b->cap->invalidated = 1;
      return cuport_fail(cuportErrorStreamCaptureImplicit, "the legacy stream would wait on "
                         "capturing blocking stream %p", (void *)b);
    }
  return cuportSuccess;
}

/* Ends cap (dev->lock held): no stream takes part any more. */
static void capture_end(cuport_device *dev, struct cuport_capture *cap)
{
  struct cuport_capture **p;
  struct cuportStream *b;

  for (b = dev->streams; b; b = b->next)
    if (b->cap == cap)
      b->cap = NULL, b->ntails = 0;
  if (dev->legacy && dev->legacy->cap == cap)
    dev->legacy->cap = NULL;
  for (p = &dev->captures; *p; p = &(*p)->next)
    if (*p == cap) {
      *p = cap->next;
      break;
    }
  __atomic_store_n(&dev->ncaptures, dev->ncaptures - 1, __ATOMIC_RELEASE);
}

void cuport_captures_release_all(cuport_device *dev)
{
  pthread_mutex_lock(&dev->lock);
  while (dev->captures) {
    struct cuport_capture *cap = dev->captures;
    capture_end(dev, cap);
    if (!cap->external)
      graph_free(cap->graph);
    free(cap);
  }
  pthread_mutex_unlock(&dev->lock);
}

/* Edge data other than the default (all zeros) is refused: edges here only order. */
static cuportError_t check_edges(const cuportGraphEdgeData *edges, size_t n)
{
  static const cuportGraphEdgeData plain;
  size_t i;

  for (i = 0; edges && i < n; i++)
    if (memcmp(&edges[i], &plain, sizeof plain))
      return cuport_fail(cuportErrorNotSupported, "edge %zu has edge data other than the "
                         "default (programmatic dependencies are not supported)", i);
  return cuportSuccess;
}

/* Begins a capture of stream into graph (NULL: a new one, which the capture owns), its
   first operation depending on deps. */
static cuportError_t begin_capture(cuportStream_t stream, cuportGraph_t graph,
                                   const cuportGraphNode_t *deps, size_t ndeps,
                                   cuportStreamCaptureMode mode)
{
  cuport_device *dev;
  struct cuport_capture *cap;
  struct cuportStream *s;
  cuportError_t r;

  if ((unsigned)mode > cuportStreamCaptureModeRelaxed)
    return cuport_fail(cuportErrorInvalidValue, "unknown capture mode %d", (int)mode);
  if (!stream || stream == cuportStreamLegacy)
    return cuport_fail(cuportErrorStreamCaptureUnsupported,
                       "the legacy default stream cannot be captured");
  r = stream_device(stream, &dev);
  if (!r && graph)
    r = check_graph(graph);
  if (!r && graph)
    r = check_deps(graph, deps, ndeps);
  if (r)
    return r;
  cap = calloc(1, sizeof *cap);
  if (cap && graph)
    cap->graph = graph, cap->external = 1;
  if (!cap || (!graph && (r = graph_new(&cap->graph)) != cuportSuccess)) {
    free(cap);
    return r ? r : cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  }
  r = cuport_stream_resolve(dev, stream, &s);
  pthread_mutex_lock(&dev->lock);
  if (!r && s->cap)
    r = cuport_fail(cuportErrorIllegalState, "stream %p is already capturing", (void *)stream);
  if (!r) {
    s->ntails = 0;
    if (set_tails(s, (struct cuportGraphNode *const *)deps, ndeps, 0))
      r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  }
  if (!r) {
    cap->id = ++dev->capture_ids;
    cap->first = cap->graph->n;
    cap->origin = s;
    cap->mode = mode;
    cap->thread = pthread_self();
    cap->next = dev->captures;
    dev->captures = cap;
    __atomic_store_n(&dev->ncaptures, dev->ncaptures + 1, __ATOMIC_RELEASE);
    s->cap = cap;
  }
  pthread_mutex_unlock(&dev->lock);
  if (r) {
    if (!cap->external)
      graph_free(cap->graph);
    free(cap);
  }
  return r;
}

cuportError_t cuportStreamBeginCapture(cuportStream_t stream, cuportStreamCaptureMode mode)
{
  CUPORT_TRACE("cuportStreamBeginCapture(stream=%p, mode=%d)", (void *)stream, (int)mode);
  return begin_capture(stream, NULL, NULL, 0, mode);
}

cuportError_t cuportStreamBeginCaptureToGraph(cuportStream_t stream, cuportGraph_t graph,
                                              const cuportGraphNode_t *dependencies,
                                              const cuportGraphEdgeData *dependencyData,
                                              size_t numDependencies,
                                              cuportStreamCaptureMode mode)
{
  cuportError_t r = check_edges(dependencyData, numDependencies);

  CUPORT_TRACE("cuportStreamBeginCaptureToGraph(stream=%p, graph=%p, numDependencies=%zu, "
               "mode=%d)", (void *)stream, (void *)graph, numDependencies, (int)mode);
  if (!r && !graph)
    r = cuport_fail(cuportErrorInvalidValue, "graph is NULL");
  return r ? r : begin_capture(stream, graph, dependencies, numDependencies, mode);
}

cuportError_t cuportStreamUpdateCaptureDependencies(cuportStream_t stream,
                                                    cuportGraphNode_t *dependencies,
                                                    const cuportGraphEdgeData *dependencyData,
                                                    size_t numDependencies, unsigned int flags)
{
  cuport_device *dev;
  struct cuportStream *s;
  cuportError_t r = check_edges(dependencyData, numDependencies);

  CUPORT_TRACE("cuportStreamUpdateCaptureDependencies(stream=%p, numDependencies=%zu, "
               "flags=%u)", (void *)stream, numDependencies, flags);
  if (!r && flags > cuportStreamSetCaptureDependencies)
    r = cuport_fail(cuportErrorInvalidValue, "unknown flags %u", flags);
  if (!r)
    r = stream_device(stream, &dev);
  if (!r)
    r = cuport_stream_resolve(dev, stream, &s);
  if (r)
    return r;
  pthread_mutex_lock(&dev->lock);
  if (!s->cap)
    r = cuport_fail(cuportErrorIllegalState, "stream %p is not capturing", (void *)stream);
  if (!r)
    r = check_deps(s->cap->graph, dependencies, numDependencies);
  if (!r && set_tails(s, dependencies, numDependencies,
                      flags == cuportStreamAddCaptureDependencies))
    r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  pthread_mutex_unlock(&dev->lock);
  return r;
}

/* Whether every node without successors is one of the stream's tails: else
   a stream forked from the capture was not joined back. */
static int all_joined(const struct cuport_capture *cap, const struct cuportStream *s)
{
  const struct cuportGraph *g = cap->graph;
  unsigned char *has_succ = calloc(g->n + 1, 1);
  size_t i, j;
  int ok = 1;

  if (!has_succ)
    return 1;
  for (i = 0; i < g->n; i++)
    for (j = 0; j < g->nodes[i]->ndeps; j++)
      has_succ[g->nodes[i]->deps[j]->index] = 1;
  for (i = cap->first; ok && i < g->n; i++) {
    if (has_succ[i])
      continue;
    for (j = 0; j < s->ntails && s->tails[j] != g->nodes[i]; j++)
      ;
    ok = j < s->ntails;
  }
  free(has_succ);
  return ok;
}

cuportError_t cuportStreamEndCapture(cuportStream_t stream, cuportGraph_t *pGraph)
{
  cuport_device *dev;
  struct cuport_capture *cap = NULL;
  struct cuportStream *s;
  cuportError_t r;

  CUPORT_TRACE("cuportStreamEndCapture(stream=%p)", (void *)stream);
  if (!stream || stream == cuportStreamLegacy)
    return cuport_fail(cuportErrorIllegalState, "the legacy default stream is not capturing");
  r = stream_device(stream, &dev);
  if (r)
    return r;
  r = cuport_stream_resolve(dev, stream, &s);
  pthread_mutex_lock(&dev->lock);
  if (!r && !s->cap)
    r = cuport_fail(cuportErrorIllegalState, "stream %p is not capturing", (void *)stream);
  if (!r && !pGraph && !s->cap->external)
    r = cuport_fail(cuportErrorInvalidValue, "pGraph is NULL"); /* the graph would be lost */
  if (!r && s->cap->origin != s) {
    s->cap->invalidated = 1;
    r = cuport_fail(cuportErrorStreamCaptureUnmatched, "the capture on stream %p began on "
                    "stream %p", (void *)stream, (void *)s->cap->origin);
  }
  if (!r && s->cap->mode != cuportStreamCaptureModeRelaxed &&
      !pthread_equal(s->cap->thread, pthread_self()))
    r = cuport_fail(cuportErrorStreamCaptureWrongThread, "the capture on stream %p began on "
                    "another thread", (void *)stream);
  if (!r) {
    cap = s->cap;
    if (cap->invalidated)
      r = cuport_fail(cuportErrorStreamCaptureInvalidated, "the capture on stream %p was "
                      "invalidated by an earlier error", (void *)stream);
    else if (!all_joined(cap, s))
      r = cuport_fail(cuportErrorStreamCaptureUnjoined, "a stream that joined the capture on "
                      "stream %p has work that was not joined back into it", (void *)stream);
    capture_end(dev, cap);
  }
  pthread_mutex_unlock(&dev->lock);
  if (cap && r && !cap->external)
    graph_free(cap->graph);
  if (cap && pGraph)
    *pGraph = r ? NULL : cap->graph;
  free(cap);
  return r;
}

cuportError_t cuportStreamGetCaptureInfo(cuportStream_t stream,
                                         cuportStreamCaptureStatus *captureStatus_out,
                                         unsigned long long *id_out, cuportGraph_t *graph_out,
                                         const cuportGraphNode_t **dependencies_out,
                                         size_t *numDependencies_out)
{
  cuport_device *dev;
  struct cuportStream *s;
  cuportError_t r;

  if (!captureStatus_out)
    return cuport_fail(cuportErrorInvalidValue, "captureStatus_out is NULL");
  r = stream_device(stream, &dev);
  if (r)
    return r;
  r = cuport_stream_resolve(dev, stream, &s);
  pthread_mutex_lock(&dev->lock);
  if (!r) {
    struct cuport_capture *cap = s->cap;
    *captureStatus_out = !cap ? cuportStreamCaptureStatusNone
                         : cap->invalidated ? cuportStreamCaptureStatusInvalidated
                                            : cuportStreamCaptureStatusActive;
    if (id_out)
      *id_out = cap ? cap->id : 0;
    if (graph_out)
      *graph_out = cap ? cap->graph : NULL;
    if (dependencies_out)
      *dependencies_out = cap ? (const cuportGraphNode_t *)s->tails : NULL;
    if (numDependencies_out)
      *numDependencies_out = cap ? s->ntails : 0;
  }
  pthread_mutex_unlock(&dev->lock);
  return r;
}

cuportError_t cuportStreamIsCapturing(cuportStream_t stream,
                                      cuportStreamCaptureStatus *pCaptureStatus)
{
  if (!pCaptureStatus)
    return cuport_fail(cuportErrorInvalidValue, "pCaptureStatus is NULL");
  return cuportStreamGetCaptureInfo(stream, pCaptureStatus, NULL, NULL, NULL, NULL);
}

cuportError_t cuportThreadExchangeStreamCaptureMode(cuportStreamCaptureMode *mode)
{
  cuportStreamCaptureMode old = thread_capture_mode;

  if (!mode || (unsigned)*mode > cuportStreamCaptureModeRelaxed)
    return cuport_fail(cuportErrorInvalidValue, "mode is NULL or unknown");
  thread_capture_mode = *mode;
  *mode = old;
  return cuportSuccess;
}

/* -------------------------------------------------------- graph building */

cuportError_t cuportGraphCreate(cuportGraph_t *pGraph, unsigned int flags)
{
  CUPORT_TRACE("cuportGraphCreate(pGraph=%p, flags=0x%x)", (void *)pGraph, flags);
  if (!pGraph || flags)
    return cuport_fail(cuportErrorInvalidValue, "pGraph is NULL or flags is not 0");
  return graph_new(pGraph);
}

cuportError_t cuportGraphDestroy(cuportGraph_t graph)
{
  cuportError_t r = check_graph(graph);

  CUPORT_TRACE("cuportGraphDestroy(graph=%p)", (void *)graph);
  if (!r)
    graph_free(graph);
  return r;
}

cuportError_t cuportGraphClone(cuportGraph_t *pGraphClone, cuportGraph_t originalGraph)
{
  cuportError_t r = check_graph(originalGraph);

  if (!r && !pGraphClone)
    r = cuport_fail(cuportErrorInvalidValue, "pGraphClone is NULL");
  return r ? r : graph_clone(originalGraph, pGraphClone);
}

cuportError_t cuportGraphNodeFindInClone(cuportGraphNode_t *pNode, cuportGraphNode_t originalNode,
                                         cuportGraph_t clonedGraph)
{
  cuportError_t r = check_graph(clonedGraph);
  size_t i;

  if (!r && !pNode)
    r = cuport_fail(cuportErrorInvalidValue, "pNode is NULL");
  for (i = 0; !r && i < clonedGraph->n; i++)
    if (clonedGraph->nodes[i]->cloned_from == originalNode) {
      *pNode = clonedGraph->nodes[i];
      return cuportSuccess;
    }
  return r ? r : cuport_fail(cuportErrorInvalidValue, "node %p was not cloned into graph %p",
                             (void *)originalNode, (void *)clonedGraph);
}

/* The common part of the cuportGraphAdd*Node calls. */
static cuportError_t add_node(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                              const cuportGraphNode_t *deps, size_t ndeps, const cuport_op *op)
{
  cuportError_t r = check_graph(graph);

  if (!r && !pGraphNode)
    r = cuport_fail(cuportErrorInvalidValue, "pGraphNode is NULL");
  if (!r)
    r = check_deps(graph, deps, ndeps);
  return r ? r : graph_add(graph, deps, ndeps, op, pGraphNode);
}

cuportError_t cuportGraphAddKernelNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                       const cuportGraphNode_t *pDependencies,
                                       size_t numDependencies,
                                       const cuportKernelNodeParams *pNodeParams)
{
  cuport_device *dev;
  cuportArg *args;
  cuport_op op;
  cuportError_t r;

  CUPORT_TRACE("cuportGraphAddKernelNode(graph=%p, numDependencies=%zu)", (void *)graph,
               numDependencies);
  r = kernel_view(pNodeParams, &op, &args);
  if (!r)
    r = cuport_current(&dev);
  if (!r)
    r = kernel_check(dev, &op);
  if (!r)
    r = add_node(pGraphNode, graph, pDependencies, numDependencies, &op);
  free(args);
  return r;
}

cuportError_t cuportGraphAddMemcpyNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                       const cuportGraphNode_t *pDependencies,
                                       size_t numDependencies,
                                       const cuportMemcpy3DParms *pCopyParams)
{
  cuport_op op;
  cuportError_t r = cuport_copy3d_check(pCopyParams);

  CUPORT_TRACE("cuportGraphAddMemcpyNode(graph=%p, numDependencies=%zu)", (void *)graph,
               numDependencies);
  if (r)
    return r;
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeMemcpy;
  op.copy = *pCopyParams;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &op);
}

cuportError_t cuportGraphAddMemcpyNode1D(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                         const cuportGraphNode_t *pDependencies,
                                         size_t numDependencies, void *dst, const void *src,
                                         size_t count, cuportMemcpyKind kind)
{
  cuportMemcpy3DParms p;

  memset(&p, 0, sizeof p);
  p.srcPtr = make_cuportPitchedPtr((void *)(size_t)src, count, count, 1);
  p.dstPtr = make_cuportPitchedPtr(dst, count, count, 1);
  p.extent = make_cuportExtent(count, 1, 1);
  p.kind = kind;
  return cuportGraphAddMemcpyNode(pGraphNode, graph, pDependencies, numDependencies, &p);
}

cuportError_t cuportGraphAddMemsetNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                       const cuportGraphNode_t *pDependencies,
                                       size_t numDependencies,
                                       const cuportMemsetParams *pMemsetParams)
{
  cuport_op op;
  cuportError_t r = cuport_memset_check(pMemsetParams);

  CUPORT_TRACE("cuportGraphAddMemsetNode(graph=%p, numDependencies=%zu)", (void *)graph,
               numDependencies);
  if (r)
    return r;
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeMemset;
  op.set = *pMemsetParams;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &op);
}

cuportError_t cuportGraphAddHostNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                     const cuportGraphNode_t *pDependencies,
                                     size_t numDependencies,
                                     const cuportHostNodeParams *pNodeParams)
{
  cuport_op op;

  if (!pNodeParams || !pNodeParams->fn)
    return cuport_fail(cuportErrorInvalidValue, "the host node parameters or fn are NULL");
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeHost;
  op.host = *pNodeParams;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &op);
}

cuportError_t cuportGraphAddEmptyNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                      const cuportGraphNode_t *pDependencies,
                                      size_t numDependencies)
{
  cuport_op op;

  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeEmpty;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &op);
}

cuportError_t cuportGraphAddMemAllocNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                         const cuportGraphNode_t *pDependencies,
                                         size_t numDependencies, cuportMemAllocNodeParams *nodeParams)
{
  cuport_device *dev;
  cuport_op op;
  cuportError_t r;

  CUPORT_TRACE("cuportGraphAddMemAllocNode(graph=%p, bytesize=%zu)", (void *)graph,
               nodeParams ? nodeParams->bytesize : 0);
  if (!nodeParams || !nodeParams->bytesize)
    return cuport_fail(cuportErrorInvalidValue, "nodeParams is NULL or asks for 0 bytes");
  if (nodeParams->poolProps.location.type == cuportMemLocationTypeDevice)
    r = cuport_device_ready(nodeParams->poolProps.location.id, &dev);
  else
    r = cuport_current(&dev);
  if (!r)
    r = check_graph(graph);
  if (!r)
    r = check_deps(graph, pDependencies, numDependencies);
  if (r)
    return r;
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeMemAlloc;
  r = cuport_gmem_new(dev, nodeParams->bytesize, &op.gmem);
  if (r)
    return r;
  r = add_node(pGraphNode, graph, pDependencies, numDependencies, &op); /* takes a reference */
  if (!r)
    nodeParams->dptr = cuport_gmem_ptr(op.gmem);
  cuport_gmem_unref(op.gmem);
  return r;
}

cuportError_t cuportGraphMemAllocNodeGetParams(cuportGraphNode_t node, cuportMemAllocNodeParams *params_out)
{
  cuportError_t r = check_node(node);

  if (!r && !params_out)
    r = cuport_fail(cuportErrorInvalidValue, "params_out is NULL");
  if (!r && node->op.type != cuportGraphNodeTypeMemAlloc)
    r = cuport_fail(cuportErrorInvalidValue, "node %p is not a memory allocation node",
                    (void *)node);
  if (r)
    return r;
  memset(params_out, 0, sizeof *params_out);
  params_out->poolProps.allocType = cuportMemAllocationTypePinned;
  params_out->poolProps.location.type = cuportMemLocationTypeDevice;
  params_out->bytesize = cuport_gmem_size(node->op.gmem);
  params_out->dptr = cuport_gmem_ptr(node->op.gmem);
  return cuportSuccess;
}

cuportError_t cuportGraphAddMemFreeNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                        const cuportGraphNode_t *pDependencies,
                                        size_t numDependencies, void *dptr)
{
  cuport_op op;

  CUPORT_TRACE("cuportGraphAddMemFreeNode(graph=%p, dptr=%p)", (void *)graph, dptr);
  if (!dptr)
    return cuport_fail(cuportErrorInvalidValue, "dptr is NULL");
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeMemFree;
  op.free_ptr = dptr;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &op);
}

cuportError_t cuportGraphMemFreeNodeGetParams(cuportGraphNode_t node, void *dptr_out)
{
  cuportError_t r = check_node(node);

  if (!r && !dptr_out)
    r = cuport_fail(cuportErrorInvalidValue, "dptr_out is NULL");
  if (!r && node->op.type != cuportGraphNodeTypeMemFree)
    r = cuport_fail(cuportErrorInvalidValue, "node %p is not a memory free node", (void *)node);
  if (!r)
    *(void **)dptr_out = node->op.free_ptr;
  return r;
}

cuportError_t cuportGraphAddChildGraphNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                           const cuportGraphNode_t *pDependencies,
                                           size_t numDependencies, cuportGraph_t childGraph)
{
  cuport_op op;
  cuportError_t r = check_graph(childGraph);

  if (!r && childGraph == graph)
    r = cuport_fail(cuportErrorInvalidValue, "a graph cannot be its own child");
  if (r)
    return r;
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeGraph;
  op.child = childGraph; /* cloned by the node's copy */
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &op);
}

cuportError_t cuportGraphChildGraphNodeGetGraph(cuportGraphNode_t node, cuportGraph_t *pGraph)
{
  cuportError_t r = check_node(node);

  if (!r && (!pGraph || node->op.type != cuportGraphNodeTypeGraph))
    r = cuport_fail(cuportErrorInvalidValue, "pGraph is NULL or node %p is not a child graph "
                    "node", (void *)node);
  if (!r)
    *pGraph = node->op.child;
  return r;
}

/* ------------------------------------------------------ conditional nodes */

cuportError_t cuportGraphConditionalHandleCreate(cuportGraphConditionalHandle *pHandle_out,
                                                 cuportGraph_t graph,
                                                 unsigned int defaultLaunchValue,
                                                 unsigned int flags)
{
  cuport_device *dev;
  struct cuport_cond *c, **v;
  cuportError_t r = check_graph(graph);

  CUPORT_TRACE("cuportGraphConditionalHandleCreate(graph=%p, defaultLaunchValue=%u, flags=%u)",
               (void *)graph, defaultLaunchValue, flags);
  if (!r && !pHandle_out)
    r = cuport_fail(cuportErrorInvalidValue, "pHandle_out is NULL");
  if (!r && (flags & ~(unsigned int)cuportGraphCondAssignDefault))
    r = cuport_fail(cuportErrorInvalidValue, "unknown conditional handle flags %u", flags);
  if (!r)
    r = cuport_current(&dev);
  if (!r)
    r = cuport_cond_new(dev, defaultLaunchValue, flags, &c);
  if (r)
    return r;
  v = realloc(graph->conds, (graph->nconds + 1) * sizeof *v);
  if (!v) {
    cuport_cond_unref(c);
    return cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  }
  graph->conds = v;
  v[graph->nconds++] = c;
  *pHandle_out = cuport_cond_handle(c);
  return cuportSuccess;
}

/* A conditional node with p->size empty bodies, given back in p->phGraph_out. */
static cuportError_t add_conditional(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                     const cuportGraphNode_t *deps, size_t ndeps,
                                     cuportConditionalNodeParams *p)
{
  unsigned int most = p->type == cuportGraphCondTypeIf      ? 2
                      : p->type == cuportGraphCondTypeWhile ? 1
                                                            : 0xffffu;
  cuportError_t r = cuportSuccess;
  cuport_op op;

  if ((unsigned)p->type > cuportGraphCondTypeSwitch || !p->size || p->size > most)
    return cuport_fail(cuportErrorInvalidValue, "conditional node of type %d with %u bodies",
                       (int)p->type, p->size);
  memset(&op, 0, sizeof op);
  op.type = cuportGraphNodeTypeConditional;
  op.cond_type = p->type;
  op.cond = cuport_cond_find(p->handle);
  if (!op.cond)
    return cuport_fail(cuportErrorInvalidValue, "handle 0x%llx is not a live conditional "
                       "handle (cuportGraphConditionalHandleCreate)", p->handle);
  if (!(op.bodies = calloc(p->size, sizeof *op.bodies)))
    r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  for (; !r && op.nbodies < p->size; op.nbodies++)
    r = graph_new(&op.bodies[op.nbodies]);
  if (!r)
    r = add_node(pGraphNode, graph, deps, ndeps, &op); /* the node's copy has bodies of its own */
  op_free(&op);
  if (!r)
    p->phGraph_out = (*pGraphNode)->op.bodies;
  return r;
}

cuportError_t cuportGraphAddNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                 const cuportGraphNode_t *pDependencies,
                                 const cuportGraphEdgeData *dependencyData,
                                 size_t numDependencies, cuportGraphNodeParams *p)
{
  cuportKernelNodeParams k;
  cuportError_t r = check_edges(dependencyData, numDependencies);

  CUPORT_TRACE("cuportGraphAddNode(graph=%p, numDependencies=%zu, type=%d)", (void *)graph,
               numDependencies, p ? (int)p->type : -1);
  if (!r && !p)
    r = cuport_fail(cuportErrorInvalidValue, "nodeParams is NULL");
  if (r)
    return r;
  switch (p->type) {
  case cuportGraphNodeTypeKernel:
    k.func = p->kernel.func;
    k.gridDim = cuport_dim3(p->kernel.gridDim.x, p->kernel.gridDim.y, p->kernel.gridDim.z);
    k.blockDim = cuport_dim3(p->kernel.blockDim.x, p->kernel.blockDim.y, p->kernel.blockDim.z);
    k.sharedMemBytes = p->kernel.sharedMemBytes;
    k.kernelParams = p->kernel.kernelParams;
    k.extra = p->kernel.extra;
    return cuportGraphAddKernelNode(pGraphNode, graph, pDependencies, numDependencies, &k);
  case cuportGraphNodeTypeMemcpy:
    return cuportGraphAddMemcpyNode(pGraphNode, graph, pDependencies, numDependencies,
                                    &p->memcpy.copyParams);
  case cuportGraphNodeTypeMemset:
    return cuportGraphAddMemsetNode(pGraphNode, graph, pDependencies, numDependencies,
                                    &p->memset);
  case cuportGraphNodeTypeHost:
    return cuportGraphAddHostNode(pGraphNode, graph, pDependencies, numDependencies, &p->host);
  case cuportGraphNodeTypeGraph:
    r = cuportGraphAddChildGraphNode(pGraphNode, graph, pDependencies, numDependencies,
                                     p->graph.graph);
    if (!r && p->graph.ownership == cuportGraphChildGraphOwnershipMove) {
      graph_free((*pGraphNode)->op.child); /* the node takes the graph itself, not a clone */
      (*pGraphNode)->op.child = p->graph.graph;
    }
    return r;
  case cuportGraphNodeTypeEmpty:
    return cuportGraphAddEmptyNode(pGraphNode, graph, pDependencies, numDependencies);
  case cuportGraphNodeTypeMemAlloc:
    return cuportGraphAddMemAllocNode(pGraphNode, graph, pDependencies, numDependencies,
                                      &p->alloc);
  case cuportGraphNodeTypeMemFree:
    return cuportGraphAddMemFreeNode(pGraphNode, graph, pDependencies, numDependencies,
                                     p->free.dptr);
  case cuportGraphNodeTypeConditional:
    return add_conditional(pGraphNode, graph, pDependencies, numDependencies, &p->conditional);
  default:
    return cuport_fail(cuportErrorNotSupported, "graph nodes of type %d are not supported",
                       (int)p->type);
  }
}

cuportError_t cuportGraphAddDependencies(cuportGraph_t graph, const cuportGraphNode_t *from,
                                         const cuportGraphNode_t *to, size_t numDependencies)
{
  cuportError_t r = check_graph(graph);
  size_t i;

  if (!r && numDependencies && (!from || !to))
    r = cuport_fail(cuportErrorInvalidValue, "from or to is NULL");
  if (!r)
    r = check_deps(graph, from, numDependencies);
  if (!r)
    r = check_deps(graph, to, numDependencies);
  for (i = 0; !r && i < numDependencies; i++) {
    unsigned char *seen = calloc(graph->n + 1, 1);
    int cycle = seen ? depends_on(from[i], to[i], seen) : 0;
    free(seen);
    if (!seen)
      r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
    else if (cycle)
      r = cuport_fail(cuportErrorInvalidValue, "the edge %p -> %p would close a cycle",
                      (void *)from[i], (void *)to[i]);
    else if (add_dep(to[i], from[i]))
      r = cuport_fail(cuportErrorMemoryAllocation, "no host memory");
  }
  return r;
}

/* Writes up to *num of the n items that keep() selects to out (when not
   NULL) and sets *num to their count. */
#define LIST_OUT(out, num, n, keep, item)                                      \
  do {                                                                         \
    size_t cap_ = *(num), k_ = 0, i_;                                          \
    for (i_ = 0; i_ < (n); i_++)                                               \
      if (keep) {                                                              \
        if ((out) && k_ < cap_)                                                \
          (out)[k_] = (item);                                                  \
        k_++;                                                                  \
      }                                                                        \
    *(num) = k_;                                                               \
  } while (0)

cuportError_t cuportGraphGetNodes(cuportGraph_t graph, cuportGraphNode_t *nodes, size_t *numNodes)
{
  cuportError_t r = check_graph(graph);

  if (!r && !numNodes)
    r = cuport_fail(cuportErrorInvalidValue, "numNodes is NULL");
  if (!r)
    LIST_OUT(nodes, numNodes, graph->n, 1, graph->nodes[i_]);
  return r;
}

cuportError_t cuportGraphGetRootNodes(cuportGraph_t graph, cuportGraphNode_t *pRootNodes,
                                      size_t *pNumRootNodes)
{
  cuportError_t r = check_graph(graph);

  if (!r && !pNumRootNodes)
    r = cuport_fail(cuportErrorInvalidValue, "pNumRootNodes is NULL");
  if (!r)
    LIST_OUT(pRootNodes, pNumRootNodes, graph->n, graph->nodes[i_]->ndeps == 0,
             graph->nodes[i_]);
  return r;
}

cuportError_t cuportGraphGetEdges(cuportGraph_t graph, cuportGraphNode_t *from,
                                  cuportGraphNode_t *to, size_t *numEdges)
{
  cuportError_t r = check_graph(graph);
  size_t i, j, k = 0;

  if (!r && (!numEdges || (!from) != (!to)))
    r = cuport_fail(cuportErrorInvalidValue, "numEdges is NULL, or one of from and to");
  if (r)
    return r;
  for (i = 0; i < graph->n; i++)
    for (j = 0; j < graph->nodes[i]->ndeps; j++, k++)
      if (from && k < *numEdges) {
        from[k] = graph->nodes[i]->deps[j];
        to[k] = graph->nodes[i];
      }
  *numEdges = k;
  return cuportSuccess;
}

cuportError_t cuportGraphNodeGetDependencies(cuportGraphNode_t node,
                                             cuportGraphNode_t *pDependencies,
                                             size_t *pNumDependencies)
{
  cuportError_t r = check_node(node);

  if (!r && !pNumDependencies)
    r = cuport_fail(cuportErrorInvalidValue, "pNumDependencies is NULL");
  if (!r)
    LIST_OUT(pDependencies, pNumDependencies, node->ndeps, 1, node->deps[i_]);
  return r;
}

cuportError_t cuportGraphNodeGetType(cuportGraphNode_t node, cuportGraphNodeType *pType)
{
  cuportError_t r = check_node(node);

  if (!r && !pType)
    r = cuport_fail(cuportErrorInvalidValue, "pType is NULL");
  if (!r)
    *pType = node->op.type;
  return r;
}

/* node when it is a live node of type type. */
static cuportError_t typed_node(cuportGraphNode_t node, cuportGraphNodeType type, const void *p)
{
  cuportError_t r = check_node(node);

  if (!r && node->op.type != type)
    r = cuport_fail(cuportErrorInvalidValue, "node %p has type %d, not %d", (void *)node,
                    (int)node->op.type, (int)type);
  if (!r && !p)
    r = cuport_fail(cuportErrorInvalidValue, "the parameters are NULL");
  return r;
}

/* Replaces a node's operation by a copy of op. */
static cuportError_t node_set(cuportGraphNode_t node, const cuport_op *op)
{
  cuport_op fresh;
  cuportError_t r = op_copy(&fresh, op);

  if (r)
    return r;
  op_free(&node->op);
  node->op = fresh;
  return cuportSuccess;
}

cuportError_t cuportGraphKernelNodeGetParams(cuportGraphNode_t node,
                                             cuportKernelNodeParams *pNodeParams)
{
  cuportError_t r = typed_node(node, cuportGraphNodeTypeKernel, pNodeParams);

  if (r)
    return r;
  pNodeParams->func = node->op.kernel;
  pNodeParams->gridDim = node->op.grid;
  pNodeParams->blockDim = node->op.block;
  pNodeParams->sharedMemBytes = (unsigned int)node->op.shared;
  pNodeParams->kernelParams = node->op.params;
  pNodeParams->extra = NULL;
  return cuportSuccess;
}

cuportError_t cuportGraphKernelNodeSetParams(cuportGraphNode_t node,
                                             const cuportKernelNodeParams *pNodeParams)
{
  cuport_device *dev;
  cuportArg *args = NULL;
  cuport_op op;
  cuportError_t r = typed_node(node, cuportGraphNodeTypeKernel, pNodeParams);

  if (!r)
    r = kernel_view(pNodeParams, &op, &args);
  if (!r)
    r = cuport_current(&dev);
  if (!r)
    r = kernel_check(dev, &op);
  if (!r)
    r = node_set(node, &op);
  free(args);
  return r;
}

cuportError_t cuportGraphMemcpyNodeGetParams(cuportGraphNode_t node,
                                             cuportMemcpy3DParms *pNodeParams)
{
  cuportError_t r = typed_node(node, cuportGraphNodeTypeMemcpy, pNodeParams);

  if (!r)
    *pNodeParams = node->op.copy;
  return r;
}

cuportError_t cuportGraphMemcpyNodeSetParams(cuportGraphNode_t node,
                                             const cuportMemcpy3DParms *pNodeParams)
{
  cuportError_t r = typed_node(node, cuportGraphNodeTypeMemcpy, pNodeParams);

  if (!r)
    r = cuport_copy3d_check(pNodeParams);
  if (!r)
    node->op.copy = *pNodeParams;
  return r;
}

cuportError_t cuportGraphMemsetNodeGetParams(cuportGraphNode_t node,
                                             cuportMemsetParams *pNodeParams)
{
  cuportError_t r = typed_node(node, cuportGraphNodeTypeMemset, pNodeParams);

  if (!r)
    *pNodeParams = node->op.set;
  return r;
}

cuportError_t cuportGraphMemsetNodeSetParams(cuportGraphNode_t node,
                                             const cuportMemsetParams *pNodeParams)
{
  cuportError_t r = typed_node(node, cuportGraphNodeTypeMemset, pNodeParams);

  if (!r)
    r = cuport_memset_check(pNodeParams);
  if (!r)
    node->op.set = *pNodeParams;
  return r;
}

cuportError_t cuportGraphHostNodeGetParams(cuportGraphNode_t node,
                                           cuportHostNodeParams *pNodeParams)
{
  cuportError_t r = typed_node(node, cuportGraphNodeTypeHost, pNodeParams);

  if (!r)
    *pNodeParams = node->op.host;
  return r;
}

cuportError_t cuportGraphHostNodeSetParams(cuportGraphNode_t node,
                                           const cuportHostNodeParams *pNodeParams)
{
  cuportError_t r = typed_node(node, cuportGraphNodeTypeHost, pNodeParams);

  if (!r && !pNodeParams->fn)
    r = cuport_fail(cuportErrorInvalidValue, "fn is NULL");
  if (!r)
    node->op.host = *pNodeParams;
  return r;
}

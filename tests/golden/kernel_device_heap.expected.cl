// OpenCL C 1.2 migrated by cuport from kernel_device_heap.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Mesh {
    int n;
    ulong verts; /* float *: a device address */
} Mesh;

typedef struct Pair {
    int a;
    int b;
} Pair;

typedef struct Plain {
    int a;
    float f;
} Plain;

/* new Pair(...): the object built, stored into its block (none when the device
   heap is exhausted: then NULL, and nothing is stored) */
__global Pair *cuport_new_global_Pair(__global void *p, Pair v)
{
    if (p)
        *(__global Pair *)p = v;
    return (__global Pair *)p;
}

/* new int(...): the object built, stored into its block (none when the device
   heap is exhausted: then NULL, and nothing is stored) */
__global int *cuport_new_global_int(__global void *p, int v)
{
    if (p)
        *(__global int *)p = v;
    return (__global int *)p;
}

/* new Pair(...): the object built, stored into its block (none when the device
   heap is exhausted: then NULL, and nothing is stored) */
__local Pair *cuport_new_local_Pair(__local void *p, Pair v)
{
    if (p)
        *(__local Pair *)p = v;
    return (__local Pair *)p;
}

__global float *scratch(int n, __global uint *cuport_heap)
{
  return (__global float *)cuport_malloc(cuport_heap, n * sizeof(float));
}

Pair Pair_new(int x)
{
    Pair cuport_obj;
    __private Pair *self = &cuport_obj;
    self->a = x;
    self->b = 2 * x;
    return cuport_obj;
}

__kernel void heap(__global ulong *slots, __global Mesh *m, __global ulong *tables, int n, __global uint *cuport_heap)
{
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  __global int *p = (__global int *)cuport_malloc(cuport_heap, 4 * sizeof(int));
  slots[i] = (ulong)(p);
  __global float *f = scratch(n, cuport_heap);
  cuport_free(cuport_heap, f);
  __global Pair *q = cuport_new_global_Pair(cuport_malloc(cuport_heap, sizeof(Pair)), Pair_new(i));
  __global Plain *z = ((__global Plain *)cuport_calloc(cuport_heap, sizeof(Plain)));
  __global Plain *u = ((__global Plain *)cuport_malloc(cuport_heap, sizeof(Plain)));
  __global int *v = cuport_new_global_int(cuport_malloc(cuport_heap, sizeof(int)), (7));
  __global int *row = ((__global int *)cuport_malloc(cuport_heap, sizeof(int) * (ulong)(n)));
  cuport_free(cuport_heap, q);
  cuport_free(cuport_heap, z);
  cuport_free(cuport_heap, u);
  cuport_free(cuport_heap, v);
  cuport_free(cuport_heap, row);
  __global float *local_;
  if (cuport_cuda_malloc_private(cuport_heap, (__private ulong *)&local_, n * sizeof(float)) == cudaSuccess)
    cuport_cuda_free(cuport_heap, local_);
  cuport_cuda_malloc_global(cuport_heap, (__global ulong *)&m[i].verts, m[i].n * sizeof(float));
  cuport_cuda_malloc_global(cuport_heap, (__global ulong *)&tables[i], sizeof(float));
}

__kernel void placed(__global int *out)
{
  __local __align__(8) unsigned char buf[sizeof(Pair)];
  __local Pair *__local shared_pair;
  if ((uint)get_local_id(0) == 0)
    shared_pair = cuport_new_local_Pair((__local void *)(buf), Pair_new(3));
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[get_local_id(0)] = shared_pair->b;
}

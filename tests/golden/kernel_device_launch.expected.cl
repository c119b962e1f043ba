// OpenCL C 1.2 migrated by cuport from kernel_device_launch.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Box {
    float lo;
    float hi;
} Box;

/* child<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */
void cuport_launch_child(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0, Box a1, int a2)
{
    uint off = cuport_launch_args_at(3u);
    uint o0 = off;
    off = cuport_launch_next(off, sizeof a0);
    uint o1 = off;
    off = cuport_launch_next(off, sizeof a1);
    uint o2 = off;
    off = cuport_launch_next(off, sizeof a2);
    __global uint *r = cuport_launch_reserve(cuport_launch_queue, 0u, grid, block, shared, 3u, off);
    if (!r)
        return;
    *(__global ulong *)cuport_launch_arg(r, 0u, o0, sizeof a0, 1) = a0;
    *(__global Box *)cuport_launch_arg(r, 1u, o1, sizeof a1, 0) = a1;
    *(__global int *)cuport_launch_arg(r, 2u, o2, sizeof a2, 0) = a2;
    cuport_launch_done(cuport_launch_queue);
}

/* nest_4<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */
void cuport_launch_nest_4(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0, int a1)
{
    uint off = cuport_launch_args_at(2u);
    uint o0 = off;
    off = cuport_launch_next(off, sizeof a0);
    uint o1 = off;
    off = cuport_launch_next(off, sizeof a1);
    __global uint *r = cuport_launch_reserve(cuport_launch_queue, 1u, grid, block, shared, 2u, off);
    if (!r)
        return;
    *(__global ulong *)cuport_launch_arg(r, 0u, o0, sizeof a0, 1) = a0;
    *(__global int *)cuport_launch_arg(r, 1u, o1, sizeof a1, 0) = a1;
    cuport_launch_done(cuport_launch_queue);
}

__kernel void child(__global float *out, Box b, int n)
{
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  if (i < n)
    out[i] = b.lo + (b.hi - b.lo) * i / n;
}

__kernel void parent(__global float *out, int n, __global uint *cuport_launch_queue)
{
  __local float tile[32] __attribute__((aligned(16)));
  tile[get_local_id(0)] = 0.0f;
  // CUPORT1229:0: in kernel 'parent', this statement touches __shared__ memory the statement before stores to, with no __syncthreads() between them; a work-group barrier is added, as OpenCL does not run a warp's work-items in lock-step
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared memory from the statement before */
  if ((uint)get_local_id(0) == 0) {
    cudaStream_t s;
    cuport_stream_create(&s, cudaStreamNonBlocking);
    Box b = {1.0f, 2.0f};
    cuport_launch_child(cuport_launch_queue, (uint3)((uint)get_num_groups(0), (uint)get_num_groups(1), (uint)get_num_groups(2)), (uint3)((uint)get_local_size(0), (uint)get_local_size(1), (uint)get_local_size(2)), (uint)(0), (ulong)(out), b, n);
    cuport_launch_child(cuport_launch_queue, cuport_launch_dim((n + 31) / 32), cuport_launch_dim((uint)get_local_size(0)), 0u, (ulong)(out), b, n);
    // CUPORT1203:1: kernel 'child' is launched from device code (dynamic parallelism) in a way cuport does not translate: a pointer to __shared__ memory is passed to the child, which CUDA does not allow either
    cuport_launch_child(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(32), (uint)(0), (ulong)(tile), b, 32);
    cudaError_t e = cuport_launch_error(cuport_launch_queue);
    if (e != cudaSuccess)
      printf("launch failed: %s\n", cuport_error_string(e));
    // CUPORT1227:2: cudaDeviceSynchronize() in device code cannot wait for the kernel's child grids (CUDA 12 removed it): the children run after the kernel ends, so the call returns cudaSuccess at once and what follows it does not see their results
    cudaSuccess;
    cuport_stream_destroy(s);
  }
}

__kernel void nest_4(__global int *out, int depth, __global uint *cuport_launch_queue)
{
  out[depth * 4 + (uint)get_local_id(0)] = depth;
  if (depth < 2 && (uint)get_local_id(0) == 0)
    cuport_launch_nest_4(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(4), 0u, (ulong)(out), depth + 1);
}

// OpenCL C 1.2 migrated by cuport from kernel_device_launch_overloads.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

/* halve<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */
void cuport_launch_halve(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0, ulong a1, int a2, int a3)
{
    uint off = cuport_launch_args_at(4u);
    uint o0 = off;
    off = cuport_launch_next(off, sizeof a0);
    uint o1 = off;
    off = cuport_launch_next(off, sizeof a1);
    uint o2 = off;
    off = cuport_launch_next(off, sizeof a2);
    uint o3 = off;
    off = cuport_launch_next(off, sizeof a3);
    __global uint *r = cuport_launch_reserve(cuport_launch_queue, 0u, grid, block, shared, 4u, off);
    if (!r)
        return;
    *(__global ulong *)cuport_launch_arg(r, 0u, o0, sizeof a0, 1) = a0;
    *(__global ulong *)cuport_launch_arg(r, 1u, o1, sizeof a1, 1) = a1;
    *(__global int *)cuport_launch_arg(r, 2u, o2, sizeof a2, 0) = a2;
    *(__global int *)cuport_launch_arg(r, 3u, o3, sizeof a3, 0) = a3;
    cuport_launch_done(cuport_launch_queue);
}

/* ext<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */
void cuport_launch_ext(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0, int a1)
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

__kernel void halve(__global int *dst, __global const int *src, int off, int n, __global uint *cuport_launch_queue)
{
  int half_ = n / 2;
  cudaStream_t s;
  cuport_stream_create(&s, cudaStreamNonBlocking);
  ((void)cuport_memcpy_global_global(dst + off, src + off, half_ * sizeof(int)), cudaSuccess);
  if (half_)
    cuport_launch_halve(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(32), (uint)(0), (ulong)(dst), (ulong)(src), off + half_, n - half_);
  cuport_launch_ext(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(32), 0u, (ulong)(dst), n);
  cuport_stream_destroy(s);
}

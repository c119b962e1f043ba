// OpenCL C 1.2 migrated by cuport from kernel_unsupported.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Shape {
    char cuport_empty;
} Shape;

/* child<<<grid, block, shared>>>(...) in a kernel: recorded for the runtime, which launches it after the kernel */
void cuport_launch_child(__global uint *cuport_launch_queue, uint3 grid, uint3 block, uint shared, ulong a0)
{
    uint off = cuport_launch_args_at(1u);
    uint o0 = off;
    off = cuport_launch_next(off, sizeof a0);
    __global uint *r = cuport_launch_reserve(cuport_launch_queue, 0u, grid, block, shared, 1u, off);
    if (!r)
        return;
    *(__global ulong *)cuport_launch_arg(r, 0u, o0, sizeof a0, 1) = a0;
    cuport_launch_done(cuport_launch_queue);
}

__kernel void child(__global int *p)
{ p[0] = 1; }

int fact(int n)
{ return n <= 1 ? 1 : n * fact(n - 1); }

float Shape_twice(__global const Shape *self)
{ return 2.0f * area(); } // CUPORT1230:1: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:28:17: use of undeclared identifier 'area'; the .cl is written, but the runtime cannot build it until it is fixed

__kernel void unsupported(__global int *p, __global const void *tex, __global uchar *surf, __global const Shape *s, __global uint *cuport_launch_queue)
{
    p[1] = fact(5);
    unsigned c0, c1;   /* a clock read in PTX cuport does not take apart */
    // CUPORT1219:4: inline PTX reads a GPU clock register (clock, clock64, globaltimer) in a form cuport does not translate (one mov into one output operand is); it is kept as written and builds only on NVIDIA's OpenCL, if at all: use clock64() or clock() instead
    asm volatile("mov.u32 %0, %%clock;\n\tmov.u32 %1, %%clock;" : "=r"(c0), "=r"(c1)); // CUPORT1230:3: the OpenCL C translated from here does not compile (portable path): kernel_unsupported.cl:35:5: use of undeclared identifier 'asm'; the .cl is written, but the runtime cannot build it until it is fixed
    p[2] = (int)(c1 - c0);
    // CUPORT1216:6: 'tex1Dfetch' reads a texture or a surface in a form cuport does not translate (the out-parameter fetch overloads, a texture reference read by fetches of different kinds or as normalized float from linear memory, level of detail, gather); it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)
    tex1Dfetch(&p[3], tex, 0);   /* the out-parameter form */ // CUPORT1230:5: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:38:5: use of undeclared identifier 'tex1Dfetch'; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1218:8: inline PTX in device code is kept as written; it builds only on NVIDIA's OpenCL, if at all: replace it with C
    asm volatile("membar.gl;"); // CUPORT1230:7: the OpenCL C translated from here does not compile (portable path): kernel_unsupported.cl:40:5: use of undeclared identifier 'asm'; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1220:9: virtual function 'area' is called from device code; OpenCL C has no virtual dispatch: replace it with a switch on a type tag
    p[4] = (int)s->area() + (int)Shape_twice(s); // CUPORT1230:10: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:42:20: no member named 'area' in 'struct Shape'; the .cl is written, but the runtime cannot build it until it is fixed
    cuport_launch_child(cuport_launch_queue, cuport_launch_dim(1), cuport_launch_dim(1), 0u, (ulong)(p));
}

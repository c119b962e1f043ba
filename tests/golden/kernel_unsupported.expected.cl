// OpenCL C 1.2 migrated by cuport from kernel_unsupported.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Shape {
    char cuport_empty;
} Shape;

__kernel void child(__global int *p)
{ p[0] = 1; }

int fact(int n)
{ return n <= 1 ? 1 : n * fact(n - 1); }

float Shape_twice(__global const Shape *self)
{ return 2.0f * area(); } // CUPORT1230:1: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:15:17: use of undeclared identifier 'area'; the .cl is written, but the runtime cannot build it until it is fixed

__kernel void unsupported(__global int *p, __global const void *tex, ulong surf, __global const Shape *s)
{
    p[1] = fact(5);
    unsigned c0, c1;   /* a clock read in PTX cuport does not take apart */
    // CUPORT1219:5: inline PTX reads a GPU clock register (clock, clock64, globaltimer) in a form cuport does not translate (one mov into one output operand is); it is kept as written and builds only on NVIDIA's OpenCL, if at all: use clock64() or clock() instead
    asm volatile("mov.u32 %0, %%clock;\n\tmov.u32 %1, %%clock;" : "=r"(c0), "=r"(c1)); // CUPORT1230:4: the OpenCL C translated from here does not compile (portable path): kernel_unsupported.cl:22:5: use of undeclared identifier 'asm'; the .cl is written, but the runtime cannot build it until it is fixed
    p[2] = (int)(c1 - c0);
    // CUPORT1216:7: 'tex1Dfetch' reads or writes a surface, or a texture in a form cuport does not translate (the out-parameter overloads, a texture reference, level of detail, gather); it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)
    tex1Dfetch(&p[3], tex, 0);   /* the out-parameter form */ // CUPORT1230:6: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:25:5: use of undeclared identifier 'tex1Dfetch'; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1216:9: 'surf2Dwrite' reads or writes a surface, or a texture in a form cuport does not translate (the out-parameter overloads, a texture reference, level of detail, gather); it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)
    surf2Dwrite(p[3], surf, 0, 0); // CUPORT1230:8: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:27:5: use of undeclared identifier 'surf2Dwrite'; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1218:11: inline PTX in device code is kept as written; it builds only on NVIDIA's OpenCL, if at all: replace it with C
    asm volatile("membar.gl;"); // CUPORT1230:10: the OpenCL C translated from here does not compile (portable path): kernel_unsupported.cl:29:5: use of undeclared identifier 'asm'; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1220:13: virtual function 'area' is called from device code; OpenCL C has no virtual dispatch: replace it with a switch on a type tag
    p[4] = (int)s->area() + (int)Shape_twice(s); // CUPORT1230:12: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:31:20: no member named 'area' in 'struct Shape'; the .cl is written, but the runtime cannot build it until it is fixed
    // CUPORT1203:17: kernel 'child' is launched from device code (dynamic parallelism), which OpenCL C 1.2 cannot express; move the launch to the host
    child<<<1, 1>>>(p); // CUPORT1230:14: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:33:5: taking address of function is not allowed; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:15: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:33:12: expected expression; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:16: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_unsupported.cl:33:19: expected expression; the .cl is written, but the runtime cannot build it until it is fixed
}

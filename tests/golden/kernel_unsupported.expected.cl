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
{ return 2.0f * area(); }

__kernel void unsupported(__global int *p, ulong tex, ulong surf, __global const Shape *s)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
    p[1] = fact(5);
    // CUPORT1219:4: 'clock' reads or waits on the GPU clock, which OpenCL C 1.2 does not expose; it is kept as written and the .cl will not build until it is replaced
    p[2] = (int)clock();
    // CUPORT1219:5: '__nanosleep' reads or waits on the GPU clock, which OpenCL C 1.2 does not expose; it is kept as written and the .cl will not build until it is replaced
    __nanosleep(100);
    // CUPORT1216:6: 'tex1Dfetch' reads or writes a texture or surface, which cuport does not translate; it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)
    p[3] = tex1Dfetch<int>(tex, 0);
    // CUPORT1216:7: 'surf2Dwrite' reads or writes a texture or surface, which cuport does not translate; it is kept as written and the .cl will not build until it is replaced (plain global loads usually do)
    surf2Dwrite(p[3], surf, 0, 0);
    // CUPORT1218:8: inline PTX in device code is kept as written; it builds only on NVIDIA's OpenCL, if at all: replace it with C
    asm volatile("membar.gl;");
    // CUPORT1220:9: virtual function 'area' is called from device code; OpenCL C has no virtual dispatch: replace it with a switch on a type tag
    p[4] = (int)s->area() + (int)Shape_twice(s);
    cg::grid_group grid = cg::this_grid();
    // CUPORT1217:10: 'grid.sync()' synchronises the whole grid, which OpenCL C 1.2 cannot express; split the kernel at that point into two launches
    grid.sync();
    // CUPORT1203:11: kernel 'child' is launched from device code (dynamic parallelism), which OpenCL C 1.2 cannot express; move the launch to the host
    child<<<1, 1>>>(p);
}

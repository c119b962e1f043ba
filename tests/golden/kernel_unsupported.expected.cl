// OpenCL C 1.2 migrated by cuport from kernel_unsupported.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void child(__global int *p)
{ p[0] = 1; }

int fact(int n)
{ return n <= 1 ? 1 : n * fact(n - 1); }

void bump(__private int *x)
{ (*x)++; }

__kernel void unsupported(__global int *p, ulong tex)
{
    p[1] = fact(5);
    int v = 0;
    bump(&(v));
    // CUPORT1206:2: 'clock' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    p[2] = v + (int)clock();
    // CUPORT1206:3: 'tex1Dfetch' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    p[3] = tex1Dfetch<int>(tex, 0);
    // CUPORT1206:4: 'inline PTX (asm)' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    asm volatile("membar.gl;");
    // CUPORT1203:5: kernel 'child' is launched from device code (dynamic parallelism), which OpenCL C 1.2 cannot express; move the launch to the host
    child<<<1, 1>>>(p);
}

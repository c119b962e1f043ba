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
    p[2] = v + (int)clock();
    p[3] = tex1Dfetch<int>(tex, 0);
    asm volatile("membar.gl;");
    child<<<1, 1>>>(p);
}

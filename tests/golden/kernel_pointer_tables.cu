// A pointer to pointers as a kernel parameter (a table of device arrays): OpenCL C 1.2 does
// not allow it, so the table holds 64-bit device addresses, read back as __global pointers.
__global__ void gather(float **tables, const int *which, float *out, float *spare)
{
    int i = threadIdx.x;
    const float *t = tables[which[i]];
    out[i] = t[i] + (*tables)[0];
    if (i == 0)
        tables[1] = spare;
}

void run(float **t, const int *w, float *o, float *s) { gather<<<1, 32>>>(t, w, o, s); }

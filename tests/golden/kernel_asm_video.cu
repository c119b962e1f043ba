// PTX's SIMD video instructions in inline asm (a sum of absolute differences as stereo
// matching writes it, saturating and averaging lanes, vset's comparisons): each becomes the
// device header's cuport_vop4/cuport_vop2 with the instruction's mode as a literal. (A lane
// selector or a mask, %0.b10, is not translated: such asm stays, reported as CUPORT1218.)
__device__ unsigned sad4(unsigned a, unsigned b, unsigned acc)
{
    unsigned r;
    asm("vabsdiff4.u32.u32.u32.add"
        " %0, %1, %2, %3;"
        : "=r"(r)
        : "r"(a), "r"(b), "r"(acc));
    return r;
}

__global__ void video(const unsigned *a, const unsigned *b, unsigned *out)
{
    int i = threadIdx.x;
    unsigned x = a[i], y = b[i], r[6];
    r[0] = sad4(x, y, 0);
    asm("vadd4.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(r[1]) : "r"(x), "r"(y), "r"(0));
    asm("vavrg2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r[2]) : "r"(x), "r"(y), "r"(0u));
    asm volatile("vmin2.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(r[3]) : "r"(x), "r"(y), "r"(r[0]));
    asm("vset4.u32.u32.ne.add %0, %1, %2, %3;" : "=r"(r[4]) : "r"(x), "r"(y), "r"(0));
    asm("vsub4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r[5]) : "r"(x), "r"(y), "r"(0));
    for (int k = 0; k < 6; k++)
        out[6 * i + k] = r[k];
}

int main()
{
    unsigned *a, *b, *out;
    cudaMalloc(&a, 128);
    cudaMalloc(&b, 128);
    cudaMalloc(&out, 6 * 128);
    video<<<1, 32>>>(a, b, out);
    cudaDeviceSynchronize();
    return 0;
}

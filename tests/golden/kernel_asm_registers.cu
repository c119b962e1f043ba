// Inline PTX reading a special register becomes the device header's expression for it: the
// lane, the lane masks, the warp's index and count, the multiprocessor (0 of 1: OpenCL names
// none); a clock read keeps its counter; one instruction of one result from its inputs is a
// function of them (brev, bfind, lop3 with its table, prmt, the approximate math). Other PTX
// is kept and reported (CUPORT1218, golden kernel_unsupported).
__global__ void regs(unsigned int *out)
{
    unsigned int lane, lt, le, eq, gt, ge, warp, nwarp, sm, nsm, x = out[0], r;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    asm("mov.u32 %0, %%lanemask_le;" : "=r"(le));
    asm("mov.u32 %0, %%lanemask_eq;" : "=r"(eq));
    asm("mov.u32 %0, %%lanemask_gt;" : "=r"(gt));
    asm("mov.u32 %0, %%lanemask_ge;" : "=r"(ge));
    asm("mov.u32 %0, %%warpid;" : "=r"(warp));
    asm("mov.u32 %0, %%nwarpid;" : "=r"(nwarp));
    asm("mov.u32 %0, %%smid;" : "=r"(sm));
    asm("mov.u32 %0, %%nsmid;" : "=r"(nsm));
    long long t;
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(t));
    asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x));
    unsigned int l3, p, msb;
    asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(l3) : "r"(x), "r"(r + 1), "r"(threadIdx.x));
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(p) : "r"(x), "r"(r), "r"(0x3210u));
    asm("bfind.u32 %0, %1;" : "=r"(msb) : "r"(x));
    float y;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"((float)x));
    out[threadIdx.x] = lane + lt + le + eq + gt + ge + warp + nwarp + sm + nsm + (unsigned)t + r + l3 + p + msb + (unsigned)y;
}

int main()
{
    unsigned int *d = 0;
    regs<<<1, 64>>>(d);
    return 0;
}

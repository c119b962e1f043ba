// OpenCL C 1.2 migrated by cuport from kernel_asm_registers.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// Inline PTX reading a special register becomes the device header's expression for it: the
// lane, the lane masks, the warp's index and count, the multiprocessor (0 of 1: OpenCL names
// none); a clock read keeps its counter; one instruction of one result from its inputs is a
// function of them (brev, bfind, lop3 with its table, prmt, the approximate math). Other PTX
// is kept and reported (CUPORT1218, golden kernel_unsupported).
__kernel void regs(__global unsigned int *out)
{
    CUPORT_CLOCK(cuport_clk);
    unsigned int lane, lt, le, eq, gt, ge, warp, nwarp, sm, nsm, x = out[0], r;
    lane = cuport_lane_id();
    lt = cuport_lanemask_lt();
    le = cuport_lanemask_le();
    eq = cuport_lanemask_eq();
    gt = cuport_lanemask_gt();
    ge = cuport_lanemask_ge();
    warp = cuport_warp_id();
    nwarp = cuport_warp_count();
    sm = 0u;
    nsm = 1u;
    long t;
    t = cuport_clock64(cuport_clk);
    r = cuport_brev(x);
    unsigned int l3, p, msb;
    l3 = cuport_lop3(x, r + 1, (uint)get_local_id(0), 0x96);
    p = cuport_byte_perm(x, r, 0x3210u);
    msb = cuport_bfind_u32(x);
    float y;
    y = native_exp2((float)x);
    out[get_local_id(0)] = lane + lt + le + eq + gt + ge + warp + nwarp + sm + nsm + (unsigned)t + r + l3 + p + msb + (unsigned)y;
}

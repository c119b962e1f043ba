// OpenCL C 1.2 migrated by cuport from kernel_asm_video.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// PTX's SIMD video instructions in inline asm (a sum of absolute differences as stereo
// matching writes it, saturating and averaging lanes, vset's comparisons): each becomes the
// device header's cuport_vop4/cuport_vop2 with the instruction's mode as a literal. (A lane
// selector or a mask, %0.b10, is not translated: such asm stays, reported as CUPORT1218.)
unsigned int sad4(unsigned int a, unsigned int b, unsigned int acc)
{
    unsigned r;
    r = cuport_vop4(a, b, acc, 0x103);
    return r;
}

__kernel void video(__global const unsigned int *a, __global const unsigned int *b, __global unsigned int *out)
{
    int i = get_local_id(0);
    unsigned x = a[i], y = b[i], r[6];
    r[0] = sad4(x, y, 0);
    r[1] = cuport_vop4(x, y, 0, 0xf0);
    r[2] = cuport_vop2(x, y, 0u, 0x2);
    r[3] = cuport_vop2(x, y, r[0], 0x174);
    r[4] = cuport_vop4(x, y, 0, 0x107);
    r[5] = cuport_vop4(x, y, 0, 0x1);
    for (int k = 0; k < 6; k++)
        out[6 * i + k] = r[k];
}

// OpenCL C 1.2 migrated by cuport from surface_objects.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

float4 load(__global uchar *s, int x, int y)
{
    return cuport_surf2Dread(float4, s, x * sizeof(float4), y, cudaBoundaryModeClamp);
}

__kernel void blur(__global uchar *in, __global uchar *out, int w)
{
    int x = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0), y = get_group_id(1);
    if (x >= w)
        return;
    float4 a = load(in, x - 1, y), b = load(in, x + 1, y);
    cuport_surf2Dwrite(float4, (float4)((a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2, 1.0f), out,
                x * sizeof(float4), y, cudaBoundaryModeTrap);
    int n;
    (*(&n) = cuport_surf1Dread(int, in, 0, cudaBoundaryModeTrap));
    cuport_surf3Dwrite(int, n, out, 0, 0, 0, cudaBoundaryModeZero);
}

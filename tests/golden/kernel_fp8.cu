// cuda_fp8.h in device and host code: the __nv_cvt_* conversions become the device header's
// and cuport_fp8.h's cuport_cvt_*, the storage types are bytes, CUDA's enumerations
// (__nv_fp8_interpretation_t) are their integer type and their enumerators their values in
// the .cl, a cast between __half and __half_raw (one type in the .cl) is its operand.
#include <cuda_fp8.h>

__device__ __nv_fp8_storage_t quantize(float v, float scale, const __nv_fp8_interpretation_t kind)
{
    return __nv_cvt_float_to_fp8(v / scale, __NV_SATFINITE, kind);
}

__global__ void pack(const float *in, __nv_fp8_storage_t *q, __nv_fp8x2_storage_t *pairs, float *back, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    __nv_fp8_interpretation_t kind = i & 1 ? __NV_E5M2 : __NV_E4M3;
    q[i] = quantize(in[i], 2.0f, kind);
    pairs[i] = __nv_cvt_float2_to_fp8x2(make_float2(in[i], 1.0f), __NV_NOSAT, __NV_E4M3);
    __half h = __half(__nv_cvt_fp8_to_halfraw(q[i], kind));
    back[i] = __half2float(h);
    __half_raw raw = __half_raw(h);
    q[n + i] = __nv_cvt_halfraw_to_fp8(raw, __NV_SATFINITE, __NV_E5M2);
}

int main()
{
    __nv_fp8_e4m3 one(1.0f);
    __nv_fp8_storage_t s = __nv_cvt_float_to_fp8(448.0f, __NV_SATFINITE, __NV_E4M3);
    float *in = 0, *back = 0;
    __nv_fp8_storage_t *q = 0;
    __nv_fp8x2_storage_t *pairs = 0;
    pack<<<1, 32>>>(in, q, pairs, back, 32);
    return s == one.__x;
}

// cuda_fp8.h's conversions on the device, bit for bit against the same functions on the host
// and against values worked out from the formats: float, half, bfloat16, double and pairs to
// E4M3 and E5M2 with and without saturation (ties to even, the largest finite value and half
// an ulp, the least denormal and half of it, infinities, NaN, signed zeros), and every fp8
// code back to half (NaN canonical). Also the __nv_fp8_e4m3/__nv_fp8_e5m2 classes on the host.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t err_ = (call);                                                         \
        if (err_ != cudaSuccess) {                                                         \
            printf("FAIL: CUDA error \"%s\" at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(EXIT_FAILURE);                                                            \
        }                                                                                  \
    } while (0)

#define NMODES 4   /* E4M3/E5M2 x NOSAT/SATFINITE */

__device__ __host__ inline __nv_fp8_interpretation_t interp_of(int mode)
{
    return mode & 1 ? __NV_E5M2 : __NV_E4M3;
}
__device__ __host__ inline __nv_saturation_t sat_of(int mode)
{
    return mode & 2 ? __NV_SATFINITE : __NV_NOSAT;
}

__global__ void to_fp8(const float *in, unsigned char *out, unsigned short *pairs, unsigned char *from_half,
                       unsigned char *from_bf16, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    for (int mode = 0; mode < NMODES; mode++) {
        __nv_fp8_interpretation_t t = interp_of(mode);
        __nv_saturation_t s = sat_of(mode);
        out[mode * n + i] = __nv_cvt_float_to_fp8(in[i], s, t);
        float2 two = make_float2(in[i], -in[(i + 1) % n]);
        pairs[mode * n + i] = __nv_cvt_float2_to_fp8x2(two, s, t);
        __half hv = __float2half(in[i]);
        __nv_bfloat16 bv = __float2bfloat16(in[i]);
        from_half[mode * n + i] = __nv_cvt_halfraw_to_fp8(__half_raw(hv), s, t);
        from_bf16[mode * n + i] = __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw(bv), s, t);
    }
}

__global__ void from_fp8(unsigned short *e4m3, unsigned short *e5m2, unsigned int *pairs)
{
    int c = threadIdx.x;   /* every code */
    e4m3[c] = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E4M3).x;
    e5m2[c] = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E5M2).x;
    __half2_raw p = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)(c | ((255 - c) << 8)), __NV_E4M3);
    pairs[c] = (unsigned int)p.x | ((unsigned int)p.y << 16);
}

static float from_bits(unsigned int u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

struct Known {
    float x;
    unsigned char e4m3_nosat, e4m3_sat, e5m2_nosat, e5m2_sat;
};

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    /* what the formats say: E4M3 largest 448 (0x7e), no infinity, NaN 0x7f; E5M2 largest
     * 57344 (0x7b), infinity 0x7c; half an E4M3 denormal is 2^-10, of an E5M2 one 2^-17 */
    const Known known[] = {
        {0.0f, 0x00, 0x00, 0x00, 0x00},        {-0.0f, 0x80, 0x80, 0x80, 0x80},
        {1.0f, 0x38, 0x38, 0x3c, 0x3c},        {-2.0f, 0xc0, 0xc0, 0xc0, 0xc0},
        {0.1f, 0x1d, 0x1d, 0x2e, 0x2e},        {448.0f, 0x7e, 0x7e, 0x5f, 0x5f},
        {464.0f, 0x7e, 0x7e, 0x5f, 0x5f},      {465.0f, 0x7f, 0x7e, 0x5f, 0x5f},
        {-1000.0f, 0xff, 0xfe, 0xe4, 0xe4},    {57344.0f, 0x7f, 0x7e, 0x7b, 0x7b},
        {61439.0f, 0x7f, 0x7e, 0x7b, 0x7b},    {61440.0f, 0x7f, 0x7e, 0x7c, 0x7b},
        {-INFINITY, 0xff, 0xfe, 0xfc, 0xfb},   {NAN, 0x7f, 0x7f, 0x7f, 0x7f},
        {0x1p-10f, 0x00, 0x00, 0x14, 0x14},    {0x1.000002p-10f, 0x01, 0x01, 0x14, 0x14},
        {0x1p-9f, 0x01, 0x01, 0x18, 0x18},     {0x1.8p-8f, 0x03, 0x03, 0x1e, 0x1e},
        {0x1p-17f, 0x00, 0x00, 0x00, 0x00},    {0x1.8p-17f, 0x00, 0x00, 0x01, 0x01},
        {0x1.3p-6f, 0x0a, 0x0a, 0x25, 0x25},   {0x1.1p0f, 0x38, 0x38, 0x3c, 0x3c},
        {0x1.3p0f, 0x3a, 0x3a, 0x3d, 0x3d},    {0x1.5p0f, 0x3a, 0x3a, 0x3d, 0x3d},
    };
    const int nk = (int)(sizeof known / sizeof known[0]);
    const int n = 4096;
    float *h_in = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < nk; i++)
        h_in[i] = known[i].x;
    unsigned int seed = 12345u;
    for (int i = nk; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        /* exponents from denormal fp8 to beyond the largest, any mantissa, either sign */
        unsigned int e = 100u + (seed >> 8) % 60u, m = (seed >> 3) & 0x7fffffu;
        if (i % 7 == 0)
            m &= 0x7f0000u;   /* ties and exact values */
        h_in[i] = from_bits((seed & 1u) << 31 | e << 23 | m);
    }
    float *d_in;
    unsigned char *d_out, *d_fh, *d_fb;
    unsigned short *d_pairs, *d_e4, *d_e5;
    unsigned int *d_p2;
    CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CHECK(cudaMalloc(&d_out, NMODES * n));
    CHECK(cudaMalloc(&d_fh, NMODES * n));
    CHECK(cudaMalloc(&d_fb, NMODES * n));
    CHECK(cudaMalloc(&d_pairs, NMODES * n * sizeof(unsigned short)));
    CHECK(cudaMalloc(&d_e4, 256 * sizeof(unsigned short)));
    CHECK(cudaMalloc(&d_e5, 256 * sizeof(unsigned short)));
    CHECK(cudaMalloc(&d_p2, 256 * sizeof(unsigned int)));
    CHECK(cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice));
    to_fp8<<<n / 128, 128>>>(d_in, d_out, d_pairs, d_fh, d_fb, n);
    from_fp8<<<1, 256>>>(d_e4, d_e5, d_p2);
    unsigned char *out = (unsigned char *)malloc(NMODES * n), *fh = (unsigned char *)malloc(NMODES * n),
                  *fb = (unsigned char *)malloc(NMODES * n);
    unsigned short *pairs = (unsigned short *)malloc(NMODES * n * sizeof(unsigned short)), e4[256], e5[256];
    unsigned int p2[256];
    CHECK(cudaMemcpy(out, d_out, NMODES * n, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(fh, d_fh, NMODES * n, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(fb, d_fb, NMODES * n, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(pairs, d_pairs, NMODES * n * sizeof(unsigned short), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(e4, d_e4, sizeof e4, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(e5, d_e5, sizeof e5, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(p2, d_p2, sizeof p2, cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < nk; i++) {
        const unsigned char want[NMODES] = {known[i].e4m3_nosat, known[i].e5m2_nosat, known[i].e4m3_sat,
                                            known[i].e5m2_sat};
        for (int mode = 0; mode < NMODES; mode++)
            if (out[mode * n + i] != want[mode] && bad++ < 10)
                printf("known %a mode %d: device 0x%02x, expected 0x%02x\n", known[i].x, mode,
                       out[mode * n + i], want[mode]);
    }
    for (int i = 0; i < n; i++)
        for (int mode = 0; mode < NMODES; mode++) {
            __nv_fp8_interpretation_t t = interp_of(mode);
            __nv_saturation_t s = sat_of(mode);
            unsigned char h = __nv_cvt_float_to_fp8(h_in[i], s, t);
            unsigned short hp = __nv_cvt_float2_to_fp8x2(make_float2(h_in[i], -h_in[(i + 1) % n]), s, t);
            __half hv = __float2half(h_in[i]);
            __nv_bfloat16 bv = __float2bfloat16(h_in[i]);
            unsigned char hh = __nv_cvt_halfraw_to_fp8(__half_raw(hv), s, t);
            unsigned char hb = __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw(bv), s, t);
            unsigned char hd = __nv_cvt_double_to_fp8((double)h_in[i], s, t);
            /* CUDA's double conversion keeps a NaN's payload bits in E5M2 (its float one
             * makes it canonical): (double)NAN is 0x7e there */
            unsigned char hd_want = std::isnan(h_in[i]) && t == __NV_E5M2 ? 0x7e : h;
            if ((out[mode * n + i] != h || pairs[mode * n + i] != hp || fh[mode * n + i] != hh ||
                 fb[mode * n + i] != hb || hd != hd_want) && bad++ < 10)
                printf("%a mode %d: device 0x%02x 0x%04x 0x%02x 0x%02x, host 0x%02x 0x%04x 0x%02x 0x%02x 0x%02x\n",
                       h_in[i], mode, out[mode * n + i], pairs[mode * n + i], fh[mode * n + i],
                       fb[mode * n + i], h, hp, hh, hb, hd);
        }
    for (int c = 0; c < 256; c++) {
        unsigned short h4 = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E4M3).x;
        unsigned short h5 = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E5M2).x;
        unsigned int hp = (unsigned int)h4 | ((unsigned int)__nv_cvt_fp8_to_halfraw(
                                                   (__nv_fp8_storage_t)(255 - c), __NV_E4M3).x << 16);
        if ((e4[c] != h4 || e5[c] != h5 || p2[c] != hp) && bad++ < 10)
            printf("code 0x%02x: device 0x%04x 0x%04x 0x%08x, host 0x%04x 0x%04x 0x%08x\n", c, e4[c], e5[c],
                   p2[c], h4, h5, hp);
        /* every fp8 value is a half: back to fp8 unchanged (NaN to 0x7f) */
        unsigned char back = __nv_cvt_halfraw_to_fp8(__nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E4M3),
                                                     __NV_NOSAT, __NV_E4M3);
        unsigned char want = (c & 0x7f) == 0x7f ? 0x7f : (unsigned char)c;
        if (back != want && bad++ < 10)
            printf("code 0x%02x: back 0x%02x\n", c, back);
    }
    /* the classes: saturating constructors, exact conversions */
    __nv_fp8_e4m3 a(1000.0f), b(0.1f);
    __nv_fp8_e5m2 c(-3.0), d(1e6f);
    if (a.__x != 0x7e || b.__x != 0x1d || c.__x != 0xc2 || d.__x != 0x7b || float(a) != 448.0f ||
        float(c) != -3.0f || float(b) != 0.1015625f) {
        printf("classes: 0x%02x 0x%02x 0x%02x 0x%02x %g %g %g\n", a.__x, b.__x, c.__x, d.__x, float(a),
               float(c), float(b));
        bad++;
    }
    printf("%d mismatches\n%s\n", bad, bad ? "FAIL" : "PASS");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}

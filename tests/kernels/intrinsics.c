/*
 * The device header's integer intrinsics (__brev, __brevll, __byte_perm, __funnelshift_*)
 * and PTX's SIMD video instructions (cuport_vop4/cuport_vop2: vabsdiff4.add and friends, in
 * every mode the migrator writes) run on the default device and are compared with host
 * models of CUDA's and PTX's documented definitions over a spread of inputs; CUDA's
 * arithmetic in a rounding direction (__fadd_rd, __ddiv_ru, __fsqrt_rz, __fmaf_rd ...) is
 * compared bit for bit with the host's own operations under fesetround. Exit status 0 when
 * every value matches.
 */
#include "cuport_runtime.h"

#include <fenv.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static const char source[] =
	"#define FLOAT_RESULTS 24\n"
	"#define DOUBLE_RESULTS 18\n"
	"__kernel void intrinsics(__global const uint *a, __global const uint *b,\n"
	"                         __global const uint *c, __global uint *out, __global ulong *out64)\n"
	"{\n"
	"    uint i = get_global_id(0);\n"
	"    out[7 * i + 0] = cuport_brev(a[i]);\n"
	"    out[7 * i + 1] = cuport_byte_perm(a[i], b[i], c[i]);\n"
	"    out[7 * i + 2] = cuport_funnelshift_l(a[i], b[i], c[i] & 63u);\n"
	"    out[7 * i + 3] = cuport_funnelshift_lc(a[i], b[i], c[i] & 63u);\n"
	"    out[7 * i + 4] = cuport_funnelshift_r(a[i], b[i], c[i] & 63u);\n"
	"    out[7 * i + 5] = cuport_funnelshift_rc(a[i], b[i], c[i] & 63u);\n"
	"    out[7 * i + 6] = 0u;\n"
	"    out64[i] = cuport_brevll(((ulong)b[i] << 32) | a[i]);\n"
	"}\n"
	"__kernel void video(__global const uint *a, __global const uint *b, __global const uint *c,\n"
	"                    __global const uint *modes, uint nmodes, __global uint *out)\n"
	"{\n"
	"    uint i = get_global_id(0);\n"
	"    for (uint m = 0; m < nmodes; m++) {\n"
	"        out[2 * (i * nmodes + m)] = cuport_vop4(a[i], b[i], c[i], modes[m]);\n"
	"        out[2 * (i * nmodes + m) + 1] = cuport_vop2(a[i], b[i], c[i], modes[m]);\n"
	"    }\n"
	"}\n"
	"#define R1(o, f, x) o[0] = f##_rz(x); o[1] = f##_ru(x); o[2] = f##_rd(x)\n"
	"#define R2(o, f, x, y) o[0] = f##_rz(x, y); o[1] = f##_ru(x, y); o[2] = f##_rd(x, y)\n"
	"#define R3(o, f, x, y, z) o[0] = f##_rz(x, y, z); o[1] = f##_ru(x, y, z); o[2] = f##_rd(x, y, z)\n"
	"__kernel void rounding(__global const float *f, __global float *fo, __global const double *d,\n"
	"                       __global double *dout)\n"
	"{\n"
	"    uint i = get_global_id(0);\n"
	"    float a = f[3 * i], b = f[3 * i + 1], c = f[3 * i + 2];\n"
	"    __global float *o = fo + FLOAT_RESULTS * i;\n"
	"    R2(o, cuport_fadd, a, b); R2((o + 3), cuport_fsub, a, b); R2((o + 6), cuport_fmul, a, b);\n"
	"    R2((o + 9), cuport_fdiv, a, b); R1((o + 12), cuport_fsqrt, a); R1((o + 15), cuport_frcp, b);\n"
	"    R3((o + 18), cuport_fmaf, a, b, c);\n"
	"    o[21] = cuport_fdiv_rn(a, b); o[22] = cuport_fsqrt_rn(a); o[23] = cuport_frcp_rn(b);\n"
	"#ifdef CUPORT_HAS_FP64\n"
	"    double x = d[2 * i], y = d[2 * i + 1];\n"
	"    __global double *q = dout + DOUBLE_RESULTS * i;\n"
	"    R2(q, cuport_dadd, x, y); R2((q + 3), cuport_dsub, x, y); R2((q + 6), cuport_dmul, x, y);\n"
	"    R2((q + 9), cuport_ddiv, x, y); R1((q + 12), cuport_dsqrt, x); R1((q + 15), cuport_drcp, y);\n"
	"#endif\n"
	"}\n";

#define FLOAT_RESULTS 24
#define DOUBLE_RESULTS 18

/* The host's operations under each rounding direction (volatile: computed at run time, in
 * the mode set, never folded). */
static const int directions[3] = {FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};

static void float_model(float a, float b, float c, float *o)
{
	volatile float va = a, vb = b, vc = c;
	for (int m = 0; m < 3; m++) {
		fesetround(directions[m]);
		o[m] = va + vb;
		o[3 + m] = va - vb;
		o[6 + m] = va * vb;
		o[9 + m] = va / vb;
		o[12 + m] = sqrtf(va);
		o[15 + m] = 1.0f / vb;
		o[18 + m] = fmaf(va, vb, vc);
	}
	fesetround(FE_TONEAREST);
	o[21] = va / vb;
	o[22] = sqrtf(va);
	o[23] = 1.0f / vb;
}

static void double_model(double x, double y, double *o)
{
	volatile double vx = x, vy = y;
	for (int m = 0; m < 3; m++) {
		fesetround(directions[m]);
		o[m] = vx + vy;
		o[3 + m] = vx - vy;
		o[6 + m] = vx * vy;
		o[9 + m] = vx / vy;
		o[12 + m] = sqrt(vx);
		o[15 + m] = 1.0 / vy;
	}
	fesetround(FE_TONEAREST);
}

/* PTX's vop4/vop2 and vset4/vset2 with the default selectors and mask (lanes = 4 or 2 of
 * 8 or 16 bits), as the ISA's pseudo-code states them; mode as cuport_vop4 takes it. */
static uint32_t video(uint32_t a, uint32_t b, uint32_t c, uint32_t mode, int lanes)
{
	int bits = 32 / lanes;
	int64_t lo = -(1ll << (bits - 1)), hi = (1ll << (bits - 1)) - 1, umax = (1ll << bits) - 1;
	int64_t sum = 0;
	uint32_t packed = 0;
	for (int l = 0; l < lanes; l++) {
		int64_t va = (a >> (bits * l)) & umax, vb = (b >> (bits * l)) & umax, t = 0;
		if ((mode & 0x10) && va > hi)
			va -= umax + 1;
		if ((mode & 0x20) && vb > hi)
			vb -= umax + 1;
		switch (mode & 15) {
		case 0: t = va + vb; break;
		case 1: t = va - vb; break;
		case 2: t = va + vb >= 0 ? (va + vb + 1) >> 1 : (va + vb) >> 1; break;
		case 3: t = va > vb ? va - vb : vb - va; break;
		case 4: t = va < vb ? va : vb; break;
		case 5: t = va > vb ? va : vb; break;
		case 6: t = va == vb; break;
		case 7: t = va != vb; break;
		case 8: t = va < vb; break;
		case 9: t = va <= vb; break;
		case 10: t = va > vb; break;
		case 11: t = va >= vb; break;
		}
		if (mode & 0x80) {
			int64_t mn = (mode & 0x40) ? lo : 0, mx = (mode & 0x40) ? hi : umax;
			t = t < mn ? mn : t > mx ? mx : t;
		}
		sum += t;
		packed |= (uint32_t)(t & umax) << (bits * l);
	}
	return (mode & 0x100) ? c + (uint32_t)sum : packed;
}

/* Every mode the migrator writes: the six operations with each signedness of a, b and d,
 * plain, .sat or .add; vset's six comparisons with each signedness of a and b, plain or .add. */
static int video_modes(uint32_t *m)
{
	int n = 0;
	for (uint32_t op = 0; op < 12; op++)
		for (uint32_t sign = 0; sign < 8; sign++)
			for (uint32_t sec = 0; sec < 3; sec++) {
				if (op >= 6 && (sign & 4 || sec == 1))
					continue;
				m[n++] = op | sign << 4 | (sec == 1 ? 0x80u : sec == 2 ? 0x100u : 0);
			}
	return n;
}

static uint32_t brev(uint32_t x)
{
	uint32_t r = 0;
	for (int k = 0; k < 32; k++)
		r |= ((x >> k) & 1u) << (31 - k);
	return r;
}

static uint32_t byte_perm(uint32_t x, uint32_t y, uint32_t s)
{
	uint8_t in[8];
	for (int k = 0; k < 4; k++) {
		in[k] = (uint8_t)(x >> (8 * k));
		in[4 + k] = (uint8_t)(y >> (8 * k));
	}
	uint32_t r = 0;
	for (int k = 0; k < 4; k++)
		r |= (uint32_t)in[(s >> (4 * k)) & 7u] << (8 * k);
	return r;
}

/* CUDA: __funnelshift_l returns the high 32 bits of hi:lo << (shift & 31); _lc clamps the
 * shift to 32; _r/_rc the low 32 bits of hi:lo >> shift. */
static uint32_t fsh(uint32_t lo, uint32_t hi, uint32_t sh, int left, int clamp)
{
	uint64_t v = ((uint64_t)hi << 32) | lo;
	uint32_t s = clamp ? (sh < 32 ? sh : 32) : (sh & 31);
	return left ? (uint32_t)((v << s) >> 32) : (uint32_t)(v >> s);
}

static uint32_t next(uint64_t *st)
{
	*st = *st * 6364136223846793005ull + 1442695040888963407ull;
	return (uint32_t)(*st >> 32);
}

#define CHECK(call)                                                                   \
	do {                                                                          \
		if ((call) != cuportSuccess) {                                        \
			fprintf(stderr, "FAIL %s: %s\n", #call, cuportGetErrorDetail()); \
			return 1;                                                     \
		}                                                                     \
	} while (0)

/* cuport_vop4/cuport_vop2 over the inputs already on the device, in every mode. */
static int check_video(cuportProgram_t p, uint32_t *da, uint32_t *db, uint32_t *dc,
		       const uint32_t *a, const uint32_t *b, const uint32_t *c)
{
	static uint32_t modes[256];
	uint32_t nmodes = (uint32_t)video_modes(modes);
	size_t nout = 2 * (size_t)N * nmodes;
	uint32_t *out = malloc(nout * sizeof *out), *dmodes, *dout;
	if (!out)
		return 1;
	cuportKernel_t k;
	CHECK(cuportMalloc((void **)&dmodes, sizeof modes));
	CHECK(cuportMalloc((void **)&dout, nout * sizeof *out));
	CHECK(cuportMemcpy(dmodes, modes, sizeof modes, cuportMemcpyHostToDevice));
	CHECK(cuportGetKernel(p, "video", &k));
	cuportArg args[] = {CUPORT_ARG_P(da), CUPORT_ARG_P(db), CUPORT_ARG_P(dc),
			    CUPORT_ARG_P(dmodes), CUPORT_ARG_V(nmodes), CUPORT_ARG_P(dout)};
	CHECK(cuportLaunchKernel(k, cuport_dim3(N / 64, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 6, args));
	CHECK(cuportMemcpy(out, dout, nout * sizeof *out, cuportMemcpyDeviceToHost));
	int bad = 0;
	for (int i = 0; i < N && bad < 10; i++)
		for (uint32_t m = 0; m < nmodes; m++)
			for (int w = 0; w < 2; w++) {
				uint32_t got = out[2 * ((size_t)i * nmodes + m) + w];
				uint32_t want = video(a[i], b[i], c[i], modes[m], w ? 2 : 4);
				if (got != want && bad++ < 10)
					fprintf(stderr, "FAIL vop%d mode %#x (%08x, %08x, %08x) = %08x, want %08x\n",
						w ? 2 : 4, modes[m], a[i], b[i], c[i], got, want);
			}
	free(out);
	return bad;
}

static bool same_float(float x, float y)
{
	uint32_t a, b;
	memcpy(&a, &x, 4);
	memcpy(&b, &y, 4);
	return a == b || (isnan(x) && isnan(y));
}

static bool same_double(double x, double y)
{
	uint64_t a, b;
	memcpy(&a, &x, 8);
	memcpy(&b, &y, 8);
	return a == b || (isnan(x) && isnan(y));
}

/* An input of the rounding tests: the edges first (zeros, subnormals, the largest, the
 * infinities, NaN, values around 1), then random bit patterns, values of nearby exponents
 * (cancellation, the last bit), and tiny ones whose products fall among the subnormals. */
static double rounding_input(uint64_t *st, int i, int k, bool dbl)
{
	static const double edges[] = {0.0, -0.0, 1.0, -1.0, 1.5, 0x1p-149, -0x1p-149, 0x1p-126,
				       0x1.fffffep127, -0x1.fffffep127, INFINITY, -INFINITY, NAN, 3.0,
				       0x1p-75, 0x1.000002p0, 0x1.fffffep-1, 1e30, -1e-30, 0x1p-1074,
				       0x1.fffffffffffffp1023, 0x1p-1022, 0x1.0000000000001p0};
	int ne = sizeof edges / sizeof *edges;
	if (i < ne * ne)
		return edges[k == 0 ? i / ne : k == 1 ? i % ne : (i * 7) % ne];
	uint32_t r = next(st), kind = r % 4;
	double m = 1.0 + (double)next(st) / 4294967296.0 + (double)next(st) / 18446744073709551616.0;
	double sgn = r & 16 ? -1.0 : 1.0;
	if (kind == 0) {   /* any bits */
		uint64_t bits = ((uint64_t)next(st) << 32) | next(st);
		if (dbl) {
			double v;
			memcpy(&v, &bits, 8);
			return v;
		}
		float v;
		uint32_t b32 = (uint32_t)bits;
		memcpy(&v, &b32, 4);
		return v;
	}
	if (kind == 1)   /* nearby exponents */
		return sgn * ldexp(m, (int)(next(st) % 21) - 10);
	if (kind == 2)   /* tiny */
		return sgn * ldexp(m, dbl ? -500 - (int)(next(st) % 60) : -60 - (int)(next(st) % 30));
	/* huge */
	return sgn * ldexp(m, dbl ? 960 + (int)(next(st) % 60) : 100 + (int)(next(st) % 27));
}

/* cuport_<f|d><op>_<rz|ru|rd> (and the correctly rounded float /, sqrt, rcp) against the
 * host under fesetround, bit for bit. */
static int check_rounding(cuportProgram_t p, bool fp64)
{
	static float f[3 * N], fo[FLOAT_RESULTS * N], fw[FLOAT_RESULTS];
	static double d[2 * N], dout[DOUBLE_RESULTS * N], dw[DOUBLE_RESULTS];
	uint64_t st = 1234;
	for (int i = 0; i < N; i++) {
		for (int k = 0; k < 3; k++)
			f[3 * i + k] = (float)rounding_input(&st, i, k, false);
		if (i >= 600 && i % 3 == 0)   /* a - b and fma's a*b + c cancelling */
			f[3 * i + 1] = f[3 * i] * (1.0f + 0x1p-20f), f[3 * i + 2] = -f[3 * i] * f[3 * i + 1];
		for (int k = 0; k < 2; k++)
			d[2 * i + k] = rounding_input(&st, i, k, true);
		if (i >= 600 && i % 3 == 1)
			d[2 * i + 1] = -d[2 * i] * (1.0 + 0x1p-40);
	}
	float *df, *dfo;
	double *dd, *ddo;
	cuportKernel_t k;
	CHECK(cuportMalloc((void **)&df, sizeof f));
	CHECK(cuportMalloc((void **)&dfo, sizeof fo));
	CHECK(cuportMalloc((void **)&dd, sizeof d));
	CHECK(cuportMalloc((void **)&ddo, sizeof dout));
	CHECK(cuportMemcpy(df, f, sizeof f, cuportMemcpyHostToDevice));
	CHECK(cuportMemcpy(dd, d, sizeof d, cuportMemcpyHostToDevice));
	CHECK(cuportGetKernel(p, "rounding", &k));
	cuportArg args[] = {CUPORT_ARG_P(df), CUPORT_ARG_P(dfo), CUPORT_ARG_P(dd), CUPORT_ARG_P(ddo)};
	CHECK(cuportLaunchKernel(k, cuport_dim3(N / 64, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 4, args));
	CHECK(cuportMemcpy(fo, dfo, sizeof fo, cuportMemcpyDeviceToHost));
	CHECK(cuportMemcpy(dout, ddo, sizeof dout, cuportMemcpyDeviceToHost));
	static const char *const ops[] = {"fadd", "fsub", "fmul", "fdiv", "fsqrt", "frcp", "fmaf",
					  "rn: fdiv fsqrt frcp"};
	int bad = 0;
	for (int i = 0; i < N; i++) {
		float_model(f[3 * i], f[3 * i + 1], f[3 * i + 2], fw);
		for (int r = 0; r < FLOAT_RESULTS; r++)
			if (!same_float(fo[FLOAT_RESULTS * i + r], fw[r]) && bad++ < 10)
				fprintf(stderr, "FAIL %s #%d (%a, %a, %a) = %a, want %a\n", ops[r / 3], r % 3,
					f[3 * i], f[3 * i + 1], f[3 * i + 2], fo[FLOAT_RESULTS * i + r], fw[r]);
		if (!fp64)
			continue;
		double_model(d[2 * i], d[2 * i + 1], dw);
		for (int r = 0; r < DOUBLE_RESULTS; r++)
			if (!same_double(dout[DOUBLE_RESULTS * i + r], dw[r]) && bad++ < 10)
				fprintf(stderr, "FAIL d%s #%d (%a, %a) = %a, want %a\n", ops[r / 3] + 1, r % 3,
					d[2 * i], d[2 * i + 1], dout[DOUBLE_RESULTS * i + r], dw[r]);
	}
	return bad;
}

int main(void)
{
	static uint32_t a[N], b[N], c[N], out[7 * N];
	static uint64_t out64[N];
	uint64_t st = 42;
	for (int i = 0; i < N; i++) {
		a[i] = i < 8 ? (uint32_t[]){0, 1, 0x80000000u, 0xffffffffu, 0x12345678u, 3, 0xf0f0f0f0u, 7}[i]
			     : next(&st);
		b[i] = next(&st);
		c[i] = i < 64 ? (uint32_t)i : next(&st);
	}
	uint32_t *da, *db, *dc, *dout;
	uint64_t *dout64;
	CHECK(cuportMalloc((void **)&da, sizeof a));
	CHECK(cuportMalloc((void **)&db, sizeof b));
	CHECK(cuportMalloc((void **)&dc, sizeof c));
	CHECK(cuportMalloc((void **)&dout, sizeof out));
	CHECK(cuportMalloc((void **)&dout64, sizeof out64));
	CHECK(cuportMemcpy(da, a, sizeof a, cuportMemcpyHostToDevice));
	CHECK(cuportMemcpy(db, b, sizeof b, cuportMemcpyHostToDevice));
	CHECK(cuportMemcpy(dc, c, sizeof c, cuportMemcpyHostToDevice));
	cuportProgram_t p;
	cuportKernel_t k;
	CHECK(cuportRegisterProgram("intrinsics.cl", source, &p));
	CHECK(cuportGetKernel(p, "intrinsics", &k));
	cuportArg args[] = {CUPORT_ARG_P(da), CUPORT_ARG_P(db), CUPORT_ARG_P(dc), CUPORT_ARG_P(dout),
			    CUPORT_ARG_P(dout64)};
	CHECK(cuportLaunchKernel(k, cuport_dim3(N / 64, 1, 1), cuport_dim3(64, 1, 1), 0, NULL, 5, args));
	CHECK(cuportMemcpy(out, dout, sizeof out, cuportMemcpyDeviceToHost));
	CHECK(cuportMemcpy(out64, dout64, sizeof out64, cuportMemcpyDeviceToHost));
	int bad = 0;
	for (int i = 0; i < N && bad < 10; i++) {
		uint32_t sh = c[i] & 63u;
		uint32_t want[6] = {brev(a[i]), byte_perm(a[i], b[i], c[i]), fsh(a[i], b[i], sh, 1, 0),
				    fsh(a[i], b[i], sh, 1, 1), fsh(a[i], b[i], sh, 0, 0),
				    fsh(a[i], b[i], sh, 0, 1)};
		static const char *const names[6] = {"brev", "byte_perm", "funnelshift_l",
						     "funnelshift_lc", "funnelshift_r", "funnelshift_rc"};
		for (int f = 0; f < 6; f++)
			if (out[7 * i + f] != want[f]) {
				fprintf(stderr, "FAIL %s(%08x, %08x, %08x) = %08x, want %08x\n", names[f],
					a[i], b[i], c[i], out[7 * i + f], want[f]);
				bad++;
			}
		uint64_t w64 = ((uint64_t)brev(a[i]) << 32) | brev(b[i]);
		if (out64[i] != w64) {
			fprintf(stderr, "FAIL brevll: %016llx, want %016llx\n",
				(unsigned long long)out64[i], (unsigned long long)w64);
			bad++;
		}
	}
	bad += check_video(p, da, db, dc, a, b, c);
	bad += check_rounding(p, true);
	printf("%s: %d inputs, 7 intrinsics and the SIMD video instructions\n", bad ? "FAIL" : "PASS", N);
	return bad != 0;
}

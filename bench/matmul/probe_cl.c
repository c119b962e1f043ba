/* Where does the tiled matmul lose time on NVIDIA's OpenCL?  The OpenCL side of the probe.
 *   probe_cl ptx SRC.cl OUT.ptx [OPTIONS]      the PTX NVIDIA's OpenCL compiler makes
 *   probe_cl occ                               blocks resident per SM, OpenCL launch
 *   probe_cl time SRC M N K ITERS [OPTIONS]    SRC (.cl source, or .ptx binary) kernel
 *                                              `matmulTiled` on 16x16 work-groups, ms per launch
 */
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(x) do { cl_int e_ = (x); if (e_ != CL_SUCCESS) { fprintf(stderr, "%s: %d\n", #x, e_); exit(1); } } while (0)

static cl_context ctx;
static cl_device_id dev;
static cl_command_queue q;

static void setup(void)
{
	cl_platform_id p[8];
	cl_uint np;
	CK(clGetPlatformIDs(8, p, &np));
	for (cl_uint i = 0; i < np; ++i) {
		char name[256];
		clGetPlatformInfo(p[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
		if (strstr(name, "NVIDIA") && clGetDeviceIDs(p[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL) == CL_SUCCESS) {
			cl_int e;
			ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
			CK(e);
			q = clCreateCommandQueue(ctx, dev, CL_QUEUE_PROFILING_ENABLE, &e);
			CK(e);
			return;
		}
	}
	fprintf(stderr, "no NVIDIA OpenCL platform\n");
	exit(1);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f) { perror(path); exit(1); }
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *b = malloc((size_t)n + 1);
	if (fread(b, 1, (size_t)n, f) != (size_t)n) exit(1);
	b[n] = 0;
	fclose(f);
	*len = (size_t)n;
	return b;
}

static cl_program build(const char *src, size_t len, int binary, const char *opts)
{
	cl_int e, st;
	cl_program pr = binary
		? clCreateProgramWithBinary(ctx, 1, &dev, &len, (const unsigned char **)&src, &st, &e)
		: clCreateProgramWithSource(ctx, 1, &src, &len, &e);
	CK(e);
	if (clBuildProgram(pr, 1, &dev, opts, NULL, NULL) != CL_SUCCESS) {
		char log[16384] = "";
		clGetProgramBuildInfo(pr, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
		fprintf(stderr, "build failed:\n%s\n", log);
		exit(1);
	}
	return pr;
}

static const char occ_src[] =
	"__kernel void occ(__global int *cur, __global int *peak, __global float *sink, long spin)\n"
	"{\n"
	"  __local float pad[PAD];\n"
	"  uint sm, lid = get_local_id(0);\n"
	"  asm volatile(\"mov.u32 %0, %%smid;\" : \"=r\"(sm));\n"
	"  if (lid == 0) { int v = atomic_inc(&cur[sm]) + 1; atomic_max(&peak[sm], v); }\n"
	"  pad[lid % PAD] = (float)lid;\n"
	"  barrier(CLK_LOCAL_MEM_FENCE);\n"
	"  ulong t0, t;\n"
	"  asm volatile(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(t0));\n"
	"  do asm volatile(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(t)); while (t - t0 < (ulong)spin);\n"
	"  barrier(CLK_LOCAL_MEM_FENCE);\n"
	"  if (lid == 0) { atomic_dec(&cur[sm]); sink[get_group_id(0)] = pad[(lid + 7) % PAD]; }\n"
	"}\n";

static void occ(int pad)
{
	char opts[64];
	snprintf(opts, sizeof opts, "-DPAD=%d", pad);
	cl_program pr = build(occ_src, strlen(occ_src), 0, opts);
	cl_int e;
	cl_kernel k = clCreateKernel(pr, "occ", &e);
	CK(e);
	cl_uint nsm;
	CK(clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof nsm, &nsm, NULL));
	size_t blocks = nsm * 64, local = 256, global = blocks * local;
	int zero[1024] = { 0 }, peak[1024];
	cl_mem cur = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, sizeof zero, zero, &e);
	cl_mem pk = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, sizeof zero, zero, &e);
	cl_mem sink = clCreateBuffer(ctx, 0, blocks * 4, NULL, &e);
	cl_long spin = 20000;
	CK(clSetKernelArg(k, 0, sizeof cur, &cur));
	CK(clSetKernelArg(k, 1, sizeof pk, &pk));
	CK(clSetKernelArg(k, 2, sizeof sink, &sink));
	CK(clSetKernelArg(k, 3, sizeof spin, &spin));
	CK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL));
	CK(clEnqueueReadBuffer(q, pk, CL_TRUE, 0, sizeof peak, peak, 0, NULL, NULL));
	int mx = 0, mn = 1 << 30;
	for (cl_uint i = 0; i < nsm; ++i) {
		mx = peak[i] > mx ? peak[i] : mx;
		mn = peak[i] < mn ? peak[i] : mn;
	}
	printf("opencl occupancy: %5d B shared, 256 threads: %d..%d blocks per SM\n", pad * 4, mn, mx);
}

static void fill(float *v, size_t n, unsigned s)
{
	for (size_t i = 0; i < n; ++i) {
		s = s * 1664525u + 1013904223u;
		v[i] = (float)((int)((s >> 16) % 33u) - 16) / 16.0f;
	}
}

int main(int argc, char **argv)
{
	if (argc < 2) return 2;
	setup();
	if (!strcmp(argv[1], "occ")) {
		occ(1); occ(512); occ(2048); occ(6144);
		return 0;
	}
	if (!strcmp(argv[1], "ptx") && argc >= 4) {
		size_t len;
		char *src = slurp(argv[2], &len);
		cl_program pr = build(src, len, 0, argc > 4 ? argv[4] : "-cl-std=CL1.2");
		size_t bl;
		CK(clGetProgramInfo(pr, CL_PROGRAM_BINARY_SIZES, sizeof bl, &bl, NULL));
		unsigned char *bin = malloc(bl);
		CK(clGetProgramInfo(pr, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL));
		FILE *f = fopen(argv[3], "wb");
		fwrite(bin, 1, bl, f);
		fclose(f);
		return 0;
	}
	if (strcmp(argv[1], "time") || argc < 7) return 2;
	size_t len;
	char *src = slurp(argv[2], &len);
	int binary = strstr(argv[2], ".ptx") != NULL;
	int M = atoi(argv[3]), N = atoi(argv[4]), K = atoi(argv[5]), iters = atoi(argv[6]);
	cl_program pr = build(src, len, binary, argc > 7 ? argv[7] : "-cl-std=CL1.2");
	cl_int e;
	cl_kernel k = clCreateKernel(pr, "matmulTiled", &e);
	CK(e);
	float *hA = malloc((size_t)M * K * 4), *hB = malloc((size_t)K * N * 4), *hC = malloc((size_t)M * N * 4);
	fill(hA, (size_t)M * K, 7);
	fill(hB, (size_t)K * N, 9);
	cl_mem A = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, (size_t)M * K * 4, hA, &e);
	cl_mem B = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, (size_t)K * N * 4, hB, &e);
	cl_mem C = clCreateBuffer(ctx, 0, (size_t)M * N * 4, NULL, &e);
	CK(clSetKernelArg(k, 0, sizeof A, &A));
	CK(clSetKernelArg(k, 1, sizeof B, &B));
	CK(clSetKernelArg(k, 2, sizeof C, &C));
	CK(clSetKernelArg(k, 3, sizeof M, &M));
	CK(clSetKernelArg(k, 4, sizeof N, &N));
	CK(clSetKernelArg(k, 5, sizeof K, &K));
	size_t local[2] = { 16, 16 }, global[2] = { (size_t)(N + 15) / 16 * 16, (size_t)(M + 15) / 16 * 16 };
	CK(clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, NULL));
	CK(clFinish(q));
	cl_event first = NULL, last = NULL;
	for (int i = 0; i < iters; ++i)
		CK(clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, i == 0 ? &first : i == iters - 1 ? &last : NULL));
	CK(clFinish(q));
	cl_ulong t0, t1, s1;
	CK(clGetEventProfilingInfo(first, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL));
	CK(clGetEventProfilingInfo(last, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL));
	CK(clGetEventProfilingInfo(last, CL_PROFILING_COMMAND_START, sizeof s1, &s1, NULL));
	CK(clEnqueueReadBuffer(q, C, CL_TRUE, 0, (size_t)M * N * 4, hC, 0, NULL, NULL));
	double sum = 0;
	for (size_t i = 0; i < (size_t)M * N; ++i) sum += hC[i];
	printf("%s [%s]: %.4f ms per launch (last alone %.4f), checksum %.6f\n", argv[2],
	       argc > 7 ? argv[7] : "-cl-std=CL1.2", (t1 - t0) / 1e6 / iters, (t1 - s1) / 1e6, sum);
	return 0;
}

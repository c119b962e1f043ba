// Where does the tiled matmul lose time on NVIDIA's OpenCL?  The CUDA side of the probe.
//   probe occ                      blocks resident per SM, CUDA launch (2 KiB static shared)
//   probe native M N K ITERS       the nvcc-compiled tiled kernel, ms per launch
//   probe ptx FILE M N K ITERS     FILE's `matmulTiled` entry JIT-compiled by the CUDA driver
//                                  (PTX from NVIDIA's OpenCL or from nvcc), ms per launch
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda.h>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
	fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)
#define DK(x) do { CUresult e_ = (x); if (e_ != CUDA_SUCCESS) { const char *s_; \
	cuGetErrorString(e_, &s_); fprintf(stderr, "%s: %s\n", #x, s_); exit(1); } } while (0)

#define TILE 16

extern "C" __global__ void matmulTiled(const float *__restrict__ A, const float *__restrict__ B,
                                       float *__restrict__ C, int M, int N, int K)
{
	__shared__ float As[TILE][TILE];
	__shared__ float Bs[TILE][TILE];
	int tx = threadIdx.x, ty = threadIdx.y;
	int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
	float acc = 0.0f;
	for (int t = 0; t < K; t += TILE) {
		As[ty][tx] = (row < M && t + tx < K) ? A[row * K + t + tx] : 0.0f;
		Bs[ty][tx] = (t + ty < K && col < N) ? B[(t + ty) * N + col] : 0.0f;
		__syncthreads();
#pragma unroll
		for (int k = 0; k < TILE; ++k)
			acc += As[ty][k] * Bs[k][tx];
		__syncthreads();
	}
	if (row < M && col < N)
		C[row * N + col] = acc;
}

template <int PAD>
__global__ void occ(int *cur, int *peak, float *sink, long long spin_ns)
{
	__shared__ float pad[PAD];
	unsigned sm, lid = threadIdx.x;
	asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
	if (lid == 0) {
		int v = atomicAdd(&cur[sm], 1) + 1;
		atomicMax(&peak[sm], v);
	}
	pad[lid % PAD] = (float)lid;
	__syncthreads();
	unsigned long long t0, t;
	asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
	do asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); while (t - t0 < (unsigned long long)spin_ns);
	__syncthreads();
	if (lid == 0) {
		atomicSub(&cur[sm], 1);
		sink[blockIdx.x] = pad[(lid + 7) % PAD];
	}
}

template <int PAD> static void run_occ(int nsm)
{
	int *cur, *peak; float *sink;
	int blocks = nsm * 64;
	CK(cudaMalloc(&cur, 1024 * sizeof(int))); CK(cudaMalloc(&peak, 1024 * sizeof(int)));
	CK(cudaMalloc(&sink, blocks * sizeof(float)));
	CK(cudaMemset(cur, 0, 1024 * sizeof(int))); CK(cudaMemset(peak, 0, 1024 * sizeof(int)));
	occ<PAD><<<blocks, 256>>>(cur, peak, sink, 20000);
	CK(cudaDeviceSynchronize());
	std::vector<int> h(1024);
	CK(cudaMemcpy(h.data(), peak, 1024 * sizeof(int), cudaMemcpyDeviceToHost));
	int mx = 0, mn = 1 << 30;
	for (int i = 0; i < nsm; ++i) { mx = h[i] > mx ? h[i] : mx; mn = h[i] < mn ? h[i] : mn; }
	printf("cuda occupancy: %5zu B shared, 256 threads: %d..%d blocks per SM\n", PAD * sizeof(float), mn, mx);
	cudaFree(cur); cudaFree(peak); cudaFree(sink);
}

static void fill(std::vector<float> &v, unsigned s)
{
	for (auto &x : v) { s = s * 1664525u + 1013904223u; x = (float)((int)((s >> 16) % 33u) - 16) / 16.0f; }
}

int main(int argc, char **argv)
{
	if (argc < 2) return 2;
	if (!strcmp(argv[1], "occ")) {
		int nsm; CK(cudaDeviceGetAttribute(&nsm, cudaDevAttrMultiProcessorCount, 0));
		run_occ<1>(nsm); run_occ<512>(nsm); run_occ<2048>(nsm); run_occ<6144>(nsm);
		return 0;
	}
	bool ptx = !strcmp(argv[1], "ptx");
	int a = ptx ? 3 : 2;
	if (argc < a + 4) return 2;
	int M = atoi(argv[a]), N = atoi(argv[a + 1]), K = atoi(argv[a + 2]), iters = atoi(argv[a + 3]);
	std::vector<float> hA((size_t)M * K), hB((size_t)K * N), hC((size_t)M * N);
	fill(hA, 7); fill(hB, 9);
	float *A, *B, *C;
	CK(cudaMalloc(&A, hA.size() * 4)); CK(cudaMalloc(&B, hB.size() * 4)); CK(cudaMalloc(&C, hC.size() * 4));
	CK(cudaMemcpy(A, hA.data(), hA.size() * 4, cudaMemcpyHostToDevice));
	CK(cudaMemcpy(B, hB.data(), hB.size() * 4, cudaMemcpyHostToDevice));
	dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE), block(TILE, TILE);
	CUfunction fn = nullptr;
	if (ptx) {
		FILE *f = fopen(argv[2], "rb");
		if (!f) { perror(argv[2]); return 1; }
		std::vector<char> text(1 << 24);
		size_t n = fread(text.data(), 1, text.size() - 1, f); fclose(f);
		text[n] = 0;
		CUmodule mod;
		char log[8192] = "";
		CUjit_option o[] = { CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES };
		void *ov[] = { log, (void *)(size_t)sizeof log };
		CK(cudaFree(0));
		if (cuModuleLoadDataEx(&mod, text.data(), 2, o, ov) != CUDA_SUCCESS) { fprintf(stderr, "load: %s\n", log); return 1; }
		DK(cuModuleGetFunction(&fn, mod, "matmulTiled"));
		int regs, smem;
		DK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn));
		DK(cuFuncGetAttribute(&smem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn));
		printf("%s: %d registers, %d B shared\n", argv[2], regs, smem);
	} else {
		cudaFuncAttributes at; CK(cudaFuncGetAttributes(&at, matmulTiled));
		printf("native: %d registers, %zu B shared\n", at.numRegs, at.sharedSizeBytes);
	}
	auto launch = [&]() {
		if (fn) {
			void *args[] = { &A, &B, &C, &M, &N, &K };
			DK(cuLaunchKernel(fn, grid.x, grid.y, 1, block.x, block.y, 1, 0, 0, args, nullptr));
		} else {
			matmulTiled<<<grid, block>>>(A, B, C, M, N, K);
		}
	};
	launch();
	CK(cudaDeviceSynchronize());
	cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
	CK(cudaEventRecord(e0));
	for (int i = 0; i < iters; ++i) launch();
	CK(cudaEventRecord(e1)); CK(cudaEventSynchronize(e1));
	float ms; CK(cudaEventElapsedTime(&ms, e0, e1));
	CK(cudaMemcpy(hC.data(), C, hC.size() * 4, cudaMemcpyDeviceToHost));
	double sum = 0; for (float x : hC) sum += x;
	printf("%s: %.4f ms per launch, checksum %.6f\n", ptx ? argv[2] : "native", ms / iters, sum);
	return 0;
}

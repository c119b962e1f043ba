// cuRAND device API in a kernel, cuRAND host generator and a cuFFT plan.
#include <curand_kernel.h>
#include <curand.h>
#include <cufft.h>
#include <cuda_runtime.h>
__global__ void setup(curandState *state, unsigned long long seed) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curand_init(seed, id, 0, &state[id]);
}
__global__ void monteCarlo(curandState *state, unsigned int *hits, int per) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curandState local = state[id];
  unsigned int count = 0;
  for (int i = 0; i < per; ++i) {
    float x = curand_uniform(&local), y = curand_uniform(&local);
    if (x * x + y * y <= 1.0f) ++count;
  }
  state[id] = local;
  atomicAdd(hits, count + (curand(&local) & 1) + (unsigned)curand_normal(&local));
}
__global__ void philox(curandStatePhilox4_32_10_t *st, float4 *out) {
  int id = threadIdx.x;
  curand_init(1234, id, 0, &st[id]);
  out[id] = curand_uniform4(&st[id]);
}
int main() {
  curandState *states; unsigned int *hits; float *rnd; cufftComplex *sig;
  cudaMalloc(&states, 256 * 64 * sizeof(curandState)); cudaMalloc(&hits, sizeof(unsigned int));
  setup<<<64, 256>>>(states, 42ULL);
  monteCarlo<<<64, 256>>>(states, hits, 1000);
  curandGenerator_t gen;
  curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  curandSetPseudoRandomGeneratorSeed(gen, 1234ULL);
  cudaMalloc(&rnd, 1024 * sizeof(float));
  curandGenerateUniform(gen, rnd, 1024);
  curandDestroyGenerator(gen);
  cudaMalloc(&sig, 1024 * sizeof(cufftComplex));
  cufftHandle plan;
  if (cufftPlan1d(&plan, 1024, CUFFT_C2C, 1) != CUFFT_SUCCESS) return 1;
  cufftExecC2C(plan, sig, sig, CUFFT_FORWARD);
  cufftExecC2C(plan, sig, sig, CUFFT_INVERSE);
  cufftDestroy(plan);
}

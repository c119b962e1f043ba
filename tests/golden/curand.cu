// cuRAND: device API calls become the runtime's per generator and address space of the state
// (global array element, register copy, __shared__ state); the host API and state types get
// cuport_rand.h's names; Sobol states and curand_poisson are reported.
#include <curand.h>
#include <curand_kernel.h>

__device__ float gauss(curandState *s) { return curand_normal(s); }

__global__ void setup(curandState *states, unsigned long long seed)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, i, 0, &states[i]);
}

__global__ void draw(curandState *states, float *out, double *dout)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s = states[i];
  out[i] = curand_uniform(&s) + gauss(&s) + gauss(&states[i]);
  dout[i] = curand_normal_double(&s) + curand_log_normal(&s, 0.0f, 1.0f);
  skipahead(10ULL, &s);
  states[i] = s;
}

__global__ void philox(float4 *out, unsigned *raw)
{
  __shared__ curandStatePhilox4_32_10_t shared_state;
  curandStatePhilox4_32_10_t s;
  curand_init(1234ULL, threadIdx.x, 0, &s);
  if (threadIdx.x == 0)
    curand_init(1ULL, 0, 0, &shared_state);
  __syncthreads();
  out[threadIdx.x] = curand_uniform4(&s);
  raw[threadIdx.x] = curand(&s) + (threadIdx.x == 0 ? curand(&shared_state) : 0u);
}

__global__ void refused(unsigned *out, curandStateMRG32k3a_t *m)
{
  out[threadIdx.x] = curand_poisson(&m[threadIdx.x], 4.0);
}

int main()
{
  curandGenerator_t gen;
  curandStatus_t st = curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10);
  float *d;
  curandState *states;
  cudaMalloc(&d, 1024 * sizeof(float));
  cudaMalloc(&states, 64 * sizeof(curandState));
  curandSetPseudoRandomGeneratorSeed(gen, 42ULL);
  curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_DEFAULT);
  if (curandGenerateUniform(gen, d, 1024) != CURAND_STATUS_SUCCESS || st != CURAND_STATUS_SUCCESS)
    return 1;
  curandGenerateNormal(gen, d, 1024, 0.0f, 1.0f);
  curandDestroyGenerator(gen);
  setup<<<1, 64>>>(states, 7ULL);
  return 0;
}

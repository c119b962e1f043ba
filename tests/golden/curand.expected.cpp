// cuRAND: device API calls become the runtime's per generator and address space of the state
// (global array element, register copy, __shared__ state); the host API and state types get
// cuport_rand.h's names; Sobol states and curand_poisson are reported.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_rand.h"
#include "cuport_rand.h"

void setup(cuportRandState_t *states, unsigned long long seed);

void draw(cuportRandState_t *states, float *out, double *dout);

void philox(cuport_float4 *out, unsigned *raw);

void refused(unsigned *out, cuportRandStateMRG32k3a_t *m);

int main()
{
  cuportRandGenerator_t gen;
  cuportRandStatus_t st = cuportRandCreateGenerator(&gen, CUPORT_RAND_RNG_PSEUDO_PHILOX4_32_10);
  float *d;
  cuportRandState_t *states;
  cuportMalloc(&d, 1024 * sizeof(float));
  cuportMalloc(&states, 64 * sizeof(cuportRandState_t));
  cuportRandSetPseudoRandomGeneratorSeed(gen, 42ULL);
  cuportRandSetGeneratorOrdering(gen, CUPORT_RAND_ORDERING_PSEUDO_DEFAULT);
  if (cuportRandGenerateUniform(gen, d, 1024) != CUPORT_RAND_STATUS_SUCCESS || st != CUPORT_RAND_STATUS_SUCCESS)
    return 1;
  cuportRandGenerateNormal(gen, d, 1024, 0.0f, 1.0f);
  cuportRandDestroyGenerator(gen);
  cuportLaunch<decltype(setup)>(cuport_unit_program(), "setup", 1, 64, 0, 0, states, 7ULL);
  return 0;
}

// cuport: this unit's OpenCL C kernels (curand.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/curand.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from curand.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void setup(__global curandStateXORWOW *states, ulong seed)\n"
	"{\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  cuport_curand_init_xorwow_global(seed, i, 0, &states[i]);\n"
	"}\n"
	"\n"
	"float gauss_private(__private curandStateXORWOW *s)\n"
	"{ return cuport_curand_normal_xorwow_private(s); }\n"
	"\n"
	"float gauss_global(__global curandStateXORWOW *s)\n"
	"{ return cuport_curand_normal_xorwow_global(s); }\n"
	"\n"
	"__kernel void draw(__global curandStateXORWOW *states, __global float *out, __global double *dout)\n"
	"{\n"
	"  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"  curandState s = states[i];\n"
	"  out[i] = cuport_curand_uniform_xorwow_private(&s) + gauss_private(&s) + gauss_global(&states[i]);\n"
	"  dout[i] = cuport_curand_normal_double_xorwow_private(&s) + cuport_curand_log_normal_xorwow_private(&s, 0.0f, 1.0f);\n"
	"  cuport_curand_skipahead_xorwow_private(10UL, &s);\n"
	"  states[i] = s;\n"
	"}\n"
	"\n"
	"__kernel void philox(__global float4 *out, __global unsigned int *raw)\n"
	"{\n"
	"  __local curandStatePhilox4_32_10_t shared_state;\n"
	"  curandStatePhilox4_32_10_t s;\n"
	"  cuport_curand_init_philox_private(1234UL, (uint)get_local_id(0), 0, &s);\n"
	"  if ((uint)get_local_id(0) == 0)\n"
	"    cuport_curand_init_philox_local(1UL, 0, 0, &shared_state);\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"  out[get_local_id(0)] = cuport_curand_uniform4_philox_private(&s);\n"
	"  raw[get_local_id(0)] = cuport_curand_philox_private(&s) + ((uint)get_local_id(0) == 0 \077 cuport_curand_philox_local(&shared_state) : 0u);\n"
	"}\n"
	"\n"
	"__kernel void refused(__global unsigned int *out, __global curandStateMRG32k3a *m)\n"
	"{\n"
	"  // CUPORT1206:1: 'curand_poisson' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced\n"
	"  out[get_local_id(0)] = curand_poisson(&m[get_local_id(0)], 4.0);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"setup", 0, nullptr, 0},
	{"draw", 0, nullptr, 0},
	{"philox", 0, nullptr, 0},
	{"refused", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("curand.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 4, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

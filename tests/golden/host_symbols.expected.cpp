// Device variables: the host keeps a shadow (same type and initializer) for sizeof and
// the initial value, registered with the unit's program; the symbol calls name the
// variable by program and name and spell out CUDA's default arguments.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);

float weights[16];
unsigned int counter = 0;
float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
// CUPORT1409:0: __managed__ variable 'flag' becomes a device symbol with a host copy: the runtime copies the host's writes to the device before device work and the device's values back once the host has waited for it, so host code must not touch it while kernels run, and '&flag' in host code is a host address that kernels cannot use (give them cudaGetSymbolAddress's pointer)
int flag;

void apply(float *p);

int upload(const float *w, cuportStream_t s)
{
	cuportMemcpyToSymbol(cuport_unit_program(), "weights", w, 16 * sizeof(float), 0, cuportMemcpyHostToDevice);
	cuportMemcpyToSymbol(cuport_unit_program(), "weights", w, 8 * sizeof(float), 8 * sizeof(float), cuportMemcpyHostToDevice);
	cuportMemcpyToSymbolAsync(cuport_unit_program(), "weights", w, sizeof(float), 0, cuportMemcpyHostToDevice, s);
	unsigned int zero = 0, seen = 0;
	cuportMemcpyToSymbol(cuport_unit_program(), "counter", &zero, sizeof(zero), 0, cuportMemcpyHostToDevice);
	cuportMemcpyFromSymbol(&seen, cuport_unit_program(), "counter", sizeof(seen), 0, cuportMemcpyDeviceToHost);
	cuportMemcpyFromSymbolAsync(&seen, cuport_unit_program(), "counter", sizeof(seen), 0, cuportMemcpyDeviceToHost, s);
	float *dt;
	size_t n;
	cuportGetSymbolAddress((void **)&dt, cuport_unit_program(), "table");
	cuportGetSymbolSize(&n, cuport_unit_program(), "table");
	return (int)seen;
}

// cuport: this unit's OpenCL C kernels (host_symbols.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/host_symbols.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from host_symbols.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"__kernel void apply(__global float *p, __constant float *weights, __global float *table, __global unsigned int *counter)\n"
	"{\n"
	"\tp[get_local_id(0)] *= weights[(uint)get_local_id(0) % 16] + table[0];\n"
	"\tcuport_atomic_add_global_u32(&(*counter), 1u);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"weights", "table", "counter"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"apply", 3, cuport_unit_symbols_0, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("host_symbols.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportRegisterSymbol(p, "weights", sizeof(weights), &weights);
			cuportRegisterSymbol(p, "counter", sizeof(counter), &counter);
			cuportRegisterSymbol(p, "table", sizeof(table), &table);
			cuportRegisterManagedSymbol(p, "flag", sizeof(flag), &flag);
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

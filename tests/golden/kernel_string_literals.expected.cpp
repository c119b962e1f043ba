// String literals in device code live in OpenCL's __constant space: a literal cast to a byte
// pointer, a pointer initialised with one, an array of pointers initialised with several,
// and a device function called with a literal and with global memory (one instance each).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <stdint.h>
void k(const uint8_t *key, uint32_t *out);
void names(int *len);

int main()
{
  uint8_t *key;
  uint32_t *out;
  int *len;
  cuportMalloc(&key, 64);
  cuportMalloc(&out, 64);
  cuportMalloc(&len, 64);
  cuportLaunch<decltype(k)>(cuport_unit_program(), "k", 1, 16, 0, 0, key, out);
  cuportLaunch<decltype(names)>(cuport_unit_program(), "names", 1, 16, 0, 0, len);
  cuportDeviceSynchronize();
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_string_literals.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_string_literals.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_string_literals.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"unsigned int pack4_constant(__constant const uchar *a)\n"
	"{\n"
	"  return a[0] | (a[1] << 8) | (a[2] << 16) | ((unsigned int)a[3] << 24);\n"
	"}\n"
	"\n"
	"unsigned int pack4_global(__global const uchar *a)\n"
	"{\n"
	"  return a[0] | (a[1] << 8) | (a[2] << 16) | ((unsigned int)a[3] << 24);\n"
	"}\n"
	"\n"
	"__kernel void k(__global const uchar *key, __global unsigned int *out)\n"
	"{\n"
	"  __constant const uchar *magic = (__constant uchar *)\"expand 32-byte k\";\n"
	"  __constant const char *msg = \"hello\";\n"
	"  out[get_local_id(0)] = pack4_constant(magic + 4 * ((uint)get_local_id(0) % 4)) ^ pack4_global(key + 4 * (uint)get_local_id(0)) + msg[(uint)get_local_id(0) % 5];\n"
	"}\n"
	"\n"
	"__kernel void names(__global int *len)\n"
	"{\n"
	"  __constant const char *table[2] = {\"one\", \"three\"};\n"
	"  __constant const char *s = table[(uint)get_local_id(0) % 2];\n"
	"  int n = 0;\n"
	"  while (s[n])\n"
	"    n++;\n"
	"  len[get_local_id(0)] = n;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"k", 0, nullptr, 0},
	{"names", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_string_literals.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

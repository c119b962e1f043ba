// GPU clock reads: clock(), clock64(), __nanosleep() become runtime functions taking the
// work-item's clock counter, which the kernel declares (CUPORT_CLOCK) and passes down to the
// device functions that read it, two calls deep too; clock_t and <stdint.h>'s int64_t in
// device code become OpenCL's long. Inline PTX reading %globaltimer or %clock64 with one mov
// becomes an assignment from the runtime's clock.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstdint>
#include <ctime>

// the GPU's nanosecond timer, as programs write it for themselves
void wait_ns(long long ns, long long *elapsed, long long *cycles);

void timed(const float *in, float *out, int64_t *dt, clock_t *ticks);

void no_clock(float *out);

void run(const float *in, float *out, int64_t *dt, clock_t *ticks)
{
    cuportLaunch<decltype(timed)>(cuport_unit_program(), "timed", 1, 64, 0, 0, in, out, dt, ticks);
    cuportLaunch<decltype(no_clock)>(cuport_unit_program(), "no_clock", 1, 64, 0, 0, out);
    cuportLaunch<decltype(wait_ns)>(cuport_unit_program(), "wait_ns", 1, 32, 0, 0, 1000, (long long *)dt, (long long *)dt + 32);
}

// cuport: this unit's OpenCL C kernels (kernel_clock.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_clock.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_clock.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"// the GPU's nanosecond timer, as programs write it for themselves\n"
	"ulong __globaltimer(__private ulong *cuport_clk)\n"
	"{\n"
	"    ulong globaltimer;\n"
	"    globaltimer = cuport_globaltimer(cuport_clk);\n"
	"    return globaltimer;\n"
	"}\n"
	"\n"
	"long cycles_now(__global long *at, __private ulong *cuport_clk)\n"
	"{\n"
	"    at[0] = cuport_clock64(cuport_clk);\n"
	"    return at[0];\n"
	"}\n"
	"\n"
	"__kernel void wait_ns(long ns, __global long *elapsed, __global long *cycles)\n"
	"{\n"
	"    CUPORT_CLOCK(cuport_clk);\n"
	"    long start = __globaltimer(cuport_clk), now;\n"
	"    do {\n"
	"        now = __globaltimer(cuport_clk);\n"
	"    } while (now - start < ns);\n"
	"    elapsed[get_local_id(0)] = now - start;\n"
	"    cycles[get_local_id(0)] = cycles_now(&cycles[get_local_id(0)], cuport_clk);\n"
	"}\n"
	"\n"
	"int untimed(int x)\n"
	"{ return x * 2; }\n"
	"\n"
	"long spin(long cycles, __private ulong *cuport_clk)\n"
	"{\n"
	"    long t0 = cuport_clock64(cuport_clk);\n"
	"    while (cuport_clock64(cuport_clk) - t0 < cycles)\n"
	"        cuport_nanosleep(cuport_clk, 100);\n"
	"    return cuport_clock64(cuport_clk) - t0;\n"
	"}\n"
	"\n"
	"long waited(long cycles, __private ulong *cuport_clk)\n"
	"{ return spin(cycles, cuport_clk); }\n"
	"\n"
	"__kernel void timed(__global const float *in, __global float *out, __global long *dt, __global long *ticks)\n"
	"{\n"
	"    CUPORT_CLOCK(cuport_clk);\n"
	"    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);\n"
	"    long start = cuport_clock(cuport_clk);\n"
	"    long t0 = cuport_clock64(cuport_clk);\n"
	"    out[i] = in[i] * 2.0f + untimed(i);\n"
	"    dt[i] = (long)(cuport_clock64(cuport_clk) - t0) + waited(1000, cuport_clk);\n"
	"    ticks[i] = cuport_clock(cuport_clk) - start;\n"
	"}\n"
	"\n"
	"__kernel void no_clock(__global float *out)\n"
	"{ out[get_local_id(0)] = (float)untimed(get_local_id(0)); }\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"wait_ns", 0, nullptr, 0},
	{"timed", 0, nullptr, 0},
	{"no_clock", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_clock.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 3, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

// User types in device code: structs by value (with host layout), typedefs, enums, nested
// structs, a struct holding a pointer, a size_t, a ptrdiff_t and a bool (the host's
// 64-bit integers and byte: OpenCL C takes none of them in a kernel argument), anonymous
// unions and structs (also in a class template's instance); host-only code stays out of
// the .cl.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include <cstdio>

typedef float real;

enum Mode { MODE_ADD = 1, MODE_MUL = 4 };

struct Range {
    int begin, end;
};

struct Job {
    Range range;
    real weight;
    Mode mode;
    bool enabled;
    cuport_float3 origin;
};

struct View {
    // CUPORT1209:0: 'View' holds a pointer ('data'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
    float *data;
    int n;
    size_t count;
    ptrdiff_t stride;
    bool negate;
};

inline real apply(real a, real b, Mode m)
{
    return m == MODE_ADD ? a + b : a * b;
}

static void hostHelper(void) { printf("host only\n"); }

struct Box {
    union {
        struct { int lo, hi; };
        int edge[2];
    };
};

template <typename T> struct Pair {
    union {
        struct { T first, second; };
        T both[2];
    };
};

void boxes(Box b, Pair<float> p, float *out);

void jobs(const Job *jobs, real *out, View view);

void run(const Job *j, real *o, View v) { hostHelper(); cuportLaunch<decltype(jobs)>(cuport_unit_program(), "jobs", 2, 64, 0, 0, j, o, v); }
void run_boxes(Box b, Pair<float> p, float *o) { cuportLaunch<decltype(boxes)>(cuport_unit_program(), "boxes", 1, 32, 0, 0, b, p, o); }

// cuport: this unit's OpenCL C kernels (kernel_structs.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_structs.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_structs.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Box {\n"
	"    union {\n"
	"        struct {\n"
	"            int lo;\n"
	"            int hi;\n"
	"        };\n"
	"        int edge[2];\n"
	"    };\n"
	"} Box;\n"
	"\n"
	"typedef struct Pair_float {\n"
	"    union {\n"
	"        struct {\n"
	"            float first;\n"
	"            float second;\n"
	"        };\n"
	"        float both[2];\n"
	"    };\n"
	"} Pair_float;\n"
	"\n"
	"typedef struct Range {\n"
	"    int begin;\n"
	"    int end;\n"
	"} Range;\n"
	"\n"
	"typedef float real;\n"
	"\n"
	"typedef enum Mode {\n"
	"    MODE_ADD = 1,\n"
	"    MODE_MUL = 4,\n"
	"} Mode;\n"
	"\n"
	"typedef struct Job {\n"
	"    Range range;\n"
	"    real weight;\n"
	"    Mode mode;\n"
	"    uchar enabled;\n"
	"    cuport_float3 origin;\n"
	"} Job;\n"
	"\n"
	"typedef struct View {\n"
	"    ulong data; /* float *: a device address */\n"
	"    int n;\n"
	"    ulong count;\n"
	"    long stride;\n"
	"    uchar negate;\n"
	"} View;\n"
	"\n"
	"__kernel void boxes(Box b, Pair_float p, __global float *out)\n"
	"{\n"
	"    out[get_local_id(0)] = b.lo + b.edge[1] + p.first * p.both[1];\n"
	"}\n"
	"\n"
	"real apply(real a, real b, Mode m)\n"
	"{\n"
	"    return m == MODE_ADD \077 a + b : a * b;\n"
	"}\n"
	"\n"
	"__kernel void jobs(__global const Job *jobs, __global real *out, View view)\n"
	"{\n"
	"    const Job j = jobs[get_group_id(0)];\n"
	"    if (!j.enabled)\n"
	"        return;\n"
	"    for (int i = j.range.begin + (uint)get_local_id(0); i < j.range.end; i += (uint)get_local_size(0))\n"
	"        out[i] = apply(out[i], j.weight + j.origin.x, j.mode) +\n"
	"                 (view.negate \077 -1 : 1) * ((__global float *)view.data)[(view.count - 1) * view.stride];\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"boxes", 0, nullptr, 0},
	{"jobs", 0, nullptr, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_structs.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

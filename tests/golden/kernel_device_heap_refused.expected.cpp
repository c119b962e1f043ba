// cuport-test: no-build (the refused uses stay as written)
// What the device heap does not translate, each reported (CUPORT1228): new of a class with
// virtual functions (newdelete's Container), new T[n] of a class whose constructor would run
// per element, an initializer in braces; delete of a class with a destructor frees the block
// without running it (reported, translated).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
struct Shape {
};

struct Square : Shape {
  float side;
};

struct Counted {
  int n;
};

struct Plain {
  int a;
  float f;
};

struct Owner {
  // CUPORT1209:0: 'Owner' holds a pointer ('data'); OpenCL C 1.2 allows no pointers in kernel parameters, so the .cl stores it as a 64-bit device address and reads it as a __global pointer
  int *data;
};

void refused(Shape **s, Owner *o);

int main()
{
  Shape **s;
  Owner *o;
  cuportLaunch<decltype(refused)>(cuport_unit_program(), "refused", 1, 1, 0, 0, cuportSymbols("cuport_heap"), s, o);
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_device_heap_refused.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_device_heap_refused.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_device_heap_refused.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Shape {\n"
	"    char cuport_empty;\n"
	"} Shape;\n"
	"\n"
	"typedef struct Owner {\n"
	"    ulong data; /* int *: a device address */\n"
	"} Owner;\n"
	"\n"
	"typedef struct Square {\n"
	"    float side;\n"
	"} Square;\n"
	"\n"
	"typedef struct Counted {\n"
	"    int n;\n"
	"} Counted;\n"
	"\n"
	"typedef struct Plain {\n"
	"    int a;\n"
	"    float f;\n"
	"} Plain;\n"
	"\n"
	"Square Square_new(float s)\n"
	"{\n"
	"    Square cuport_obj;\n"
	"    __private Square *self = &cuport_obj;\n"
	"    self->side = s;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"Counted Counted_new(void)\n"
	"{\n"
	"    Counted cuport_obj;\n"
	"    __private Counted *self = &cuport_obj;\n"
	"    self->n = 1;\n"
	"    return cuport_obj;\n"
	"}\n"
	"\n"
	"__kernel void refused(__global ulong *s, __global Owner *o, __global uint *cuport_heap)\n"
	"{\n"
	"  // CUPORT1228:1: 'new Square' on the device heap: class 'Square' has virtual functions (area), and OpenCL C has no virtual tables to give its objects (its virtual calls are CUPORT1220); it is kept as written and the .cl will not build until it is replaced\n"
	"  *s = (ulong)(new Square_new(2.0f));\n"
	"  // CUPORT1228:3: 'new Counted[]' on the device heap: the class's constructor would run for each element, which cuport does not translate: allocate with malloc and build the elements in a loop; it is kept as written and the .cl will not build until it is replaced\n"
	"  __global Counted *many = new Counted = Counted_new()[4];\n"
	"  // CUPORT1228:4: 'new Plain' on the device heap: an initializer in braces is not translated: write it as a constructor call or assign the members; it is kept as written and the .cl will not build until it is replaced\n"
	"  __global Plain *braced = new Plain{1, 2.0f};\n"
	"  // CUPORT1228:7: 'delete (Owner *)' on the device heap: its destructor '~Owner' is not run (cuport does not translate destructors); the block is freed, so what the destructor releases stays allocated\n"
	"  cuport_free(cuport_heap, o);\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const char *const cuport_unit_symbols_0[] = {"cuport_heap"};
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"refused", 1, cuport_unit_symbols_0, 0},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_device_heap_refused.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 1, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

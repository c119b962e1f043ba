// OpenCL C 1.2 migrated by cuport from kernel_device_heap_refused.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Shape {
    char cuport_empty;
} Shape;

typedef struct Owner {
    ulong data; /* int *: a device address */
} Owner;

typedef struct Square {
    float side;
} Square;

typedef struct Counted {
    int n;
} Counted;

typedef struct Plain {
    int a;
    float f;
} Plain;

Square Square_new(float s)
{
    Square cuport_obj;
    __private Square *self = &cuport_obj;
    self->side = s;
    return cuport_obj;
}

Counted Counted_new(void)
{
    Counted cuport_obj;
    __private Counted *self = &cuport_obj;
    self->n = 1;
    return cuport_obj;
}

__kernel void refused(__global ulong *s, __global Owner *o, __global uint *cuport_heap)
{
  // CUPORT1228:1: 'new Square' on the device heap: class 'Square' has virtual functions (area), and OpenCL C has no virtual tables to give its objects (its virtual calls are CUPORT1220); it is kept as written and the .cl will not build until it is replaced
  *s = (ulong)(new Square_new(2.0f)); // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_device_heap_refused.cl:44:16: use of undeclared identifier 'new'; the .cl is written, but the runtime cannot build it until it is fixed
  // CUPORT1228:3: 'new Counted[]' on the device heap: the class's constructor would run for each element, which cuport does not translate: allocate with malloc and build the elements in a loop; it is kept as written and the .cl will not build until it is replaced
  __global Counted *many = new Counted = Counted_new()[4]; // CUPORT1230:5: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_device_heap_refused.cl:46:28: use of undeclared identifier 'new'; the .cl is written, but the runtime cannot build it until it is fixed
  // CUPORT1228:4: 'new Plain' on the device heap: an initializer in braces is not translated: write it as a constructor call or assign the members; it is kept as written and the .cl will not build until it is replaced
  __global Plain *braced = new Plain{1, 2.0f}; // CUPORT1230:6: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_device_heap_refused.cl:48:28: use of undeclared identifier 'new'; the .cl is written, but the runtime cannot build it until it is fixed
  // CUPORT1228:7: 'delete (Owner *)' on the device heap: its destructor '~Owner' is not run (cuport does not translate destructors); the block is freed, so what the destructor releases stays allocated
  cuport_free(cuport_heap, o);
}

// OpenCL C 1.2 migrated by cuport from kernel_body_macros.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define STEP(a) a = S_tw(a) + 1.0f;
#define BUMP(a) a = twice(a) + convert_float_rte((int)(get_local_id(0)));
#define F(x) ((x) + 1.0f)
#define G(v) ((v) - (float)get_local_id(0))

typedef struct S {
    char cuport_empty;
} S;

// Macros defined inside device function bodies: one the unit defines once is copied,
// translated, to the top of the .cl and leaves the body (with its #undef); a name defined
// differently in two kernels keeps its definitions where they are.
float twice(float x)
{ return 2.0f * x; }

float S_tw(float x)
{ return 2.0f * x; }

float S_run(__private S *self, float v)
{

    STEP(v)
    return v;
  }

__kernel void k(__global float *out)
{

  float v = out[get_local_id(0)];
  BUMP(v)
  S s;
  out[get_local_id(0)] = S_run(&(s), v);
}

__kernel void ka(__global float *o)
{
#define F(x) ((x) * 2.0f)
  o[get_local_id(0)] = F(o[(uint)get_local_id(0)]);
#undef F
}

__kernel void kb(__global float *o)
{
#define F(x) ((x) + 1.0f)
  o[get_local_id(0)] = F(o[(uint)get_local_id(0)]);
#undef F
}

__kernel void kc(__global float *o)
{

  o[get_local_id(0)] = G(o[(uint)get_local_id(0)]);

}

// OpenCL C 1.2 migrated by cuport from kernel_array_refs.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define MARK(f, v) if (f == bounce) out[v] = (1 /* wall */);
#define PUT(i, v) row[i] = v

typedef struct View_float {
    ulong data; /* float *: a device address */
    int stride;
} View_float;

typedef enum Kind {
    fluid = 0,
    wall = 1,
    bounce = 2,
} Kind;

void load_float_4_const_floatp(int tid, __global const float *in, __private float *items, int valid)
{
  for (int i = 0; i < 4; i++)
    if (tid * 4 + i < valid) items[i] = in[tid * 4 + i];
}

int fill_2_local_local(__local int *row, __local long *w, int base)
{
  __local uchar *b = *((__local uchar (*)[8])(&w[0]));
  for (int i = 0; i < 2 * 2; i++) PUT(i, base + i);
  return b[0];
}

int fill_2_private_local(__private int *row, __local long *w, int base)
{
  __local uchar *b = *((__local uchar (*)[8])(&w[0]));
  for (int i = 0; i < 2 * 2; i++) PUT(i, base + i);
  return b[0];
}

__kernel void k_2(__global const float *in, __global float *out, int valid)
{
  __local int rows[4][4] __attribute__((aligned(16)));
  __local long words[4][1] __attribute__((aligned(16)));
  int mine[4];
  float items[4];
  load_float_4_const_floatp(get_local_id(0), in, items, valid);
  int wall = fill_2_local_local(rows[get_local_id(0)], words[get_local_id(0)], get_local_id(0));
  wall += fill_2_private_local(mine, words[get_local_id(0)], 1);
  View_float v = {(ulong)(out), 1};
  __global float *restrict p = ((__global float *)v.data);
  p[get_local_id(0)] = items[0] + wall;
  int f = (int)in[0];
  MARK(f, 0)
}

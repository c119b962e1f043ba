// OpenCL C 1.2 migrated by cuport from kernel_string_literals.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

unsigned int pack4_constant(__constant const uchar *a)
{
  return a[0] | (a[1] << 8) | (a[2] << 16) | ((unsigned int)a[3] << 24);
}

unsigned int pack4_global(__global const uchar *a)
{
  return a[0] | (a[1] << 8) | (a[2] << 16) | ((unsigned int)a[3] << 24);
}

__kernel void k(__global const uchar *key, __global unsigned int *out)
{
  __constant const uchar *magic = (__constant uchar *)"expand 32-byte k";
  __constant const char *msg = "hello";
  out[get_local_id(0)] = pack4_constant(magic + 4 * ((uint)get_local_id(0) % 4)) ^ pack4_global(key + 4 * (uint)get_local_id(0)) + msg[(uint)get_local_id(0) % 5];
}

__kernel void names(__global int *len)
{
  __constant const char *table[2] = {"one", "three"};
  __constant const char *s = table[(uint)get_local_id(0) % 2];
  int n = 0;
  while (s[n])
    n++;
  len[get_local_id(0)] = n;
}

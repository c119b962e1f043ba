// OpenCL C 1.2 migrated by cuport from kernel_thrust_tie.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct cuport_pair_int_int {
    int first;
    int second;
} cuport_pair_int_int;

cuport_pair_int_int order(int a, int b)
{
  return (cuport_pair_int_int){min(a, b), max(a, b)};
}

__kernel void sort2(__global int *v)
{
  int lo, hi;
  { cuport_pair_int_int cuport_tied = order(v[2 * (uint)get_local_id(0)], v[2 * (uint)get_local_id(0) + 1]); lo = cuport_tied.first; hi = cuport_tied.second; }
  v[2 * (uint)get_local_id(0)] = lo;
  v[2 * (uint)get_local_id(0) + 1] = hi;
}

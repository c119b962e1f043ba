// OpenCL C 1.2 migrated by cuport from kernel_thrust_tie.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

std::pair<int, int> order(int a, int b) // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_tie.cl:4:1: unknown type name 'std'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:1: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_tie.cl:4:4: expected identifier or '('; the .cl is written, but the runtime cannot build it until it is fixed
{
  // CUPORT1206:2: 'make_pair' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  return make_pair(min(a, b), max(a, b));
}

__kernel void sort2(__global int *v)
{
  int lo, hi;
  // CUPORT1206:3: 'operator=' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  // CUPORT1206:4: 'tie' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  tie(lo, hi) = order(v[2 * (uint)get_local_id(0)], v[2 * (uint)get_local_id(0) + 1]); // CUPORT1230:5: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_tie.cl:15:3: use of undeclared identifier 'tie'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:6: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_tie.cl:15:17: use of undeclared identifier 'order'; the .cl is written, but the runtime cannot build it until it is fixed
  v[2 * (uint)get_local_id(0)] = lo;
  v[2 * (uint)get_local_id(0) + 1] = hi;
}

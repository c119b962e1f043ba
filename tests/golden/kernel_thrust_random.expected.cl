// OpenCL C 1.2 migrated by cuport from kernel_thrust_random.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void noise(__global float *out, __global int *a, __global int *b, int n)
{
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  default_random_engine rng(i); // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_random.cl:7:3: use of undeclared identifier 'default_random_engine'; the .cl is written, but the runtime cannot build it until it is fixed
  uniform_real_distribution<float> u(0.0f, 1.0f); // CUPORT1230:1: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_random.cl:8:3: use of undeclared identifier 'uniform_real_distribution'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_random.cl:8:29: expected expression; the .cl is written, but the runtime cannot build it until it is fixed
  // CUPORT1206:4: 'discard' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  rng.discard(3); // CUPORT1230:3: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_random.cl:10:3: use of undeclared identifier 'rng'; the .cl is written, but the runtime cannot build it until it is fixed
  if (i < n)
    // CUPORT1206:7: 'operator()' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    out[i] = u(rng); // CUPORT1230:5: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_random.cl:13:14: use of undeclared identifier 'u'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:6: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_random.cl:13:16: use of undeclared identifier 'rng'; the .cl is written, but the runtime cannot build it until it is fixed
  // CUPORT1206:9: 'make_zip_iterator' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  // CUPORT1206:10: 'make_tuple' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  thrust::zip_iterator<std::tuple<int *, int *>> z = make_zip_iterator(make_tuple(a, b)); // CUPORT1230:8: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_random.cl:16:3: use of undeclared identifier 'thrust'; the .cl is written, but the runtime cannot build it until it is fixed
  if (i == 0)
    // CUPORT1206:13: 'operator-' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    // CUPORT1206:14: 'operator+' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
    out[0] += (float)((z + 2) - z); // CUPORT1230:11: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_random.cl:20:24: use of undeclared identifier 'z'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:12: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_thrust_random.cl:20:33: use of undeclared identifier 'z'; the .cl is written, but the runtime cannot build it until it is fixed
}

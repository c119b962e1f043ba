// OpenCL C 1.2 migrated by cuport from curand.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

__kernel void setup(__global curandStateXORWOW *states, ulong seed)
{
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  cuport_curand_init_xorwow_global(seed, i, 0, &states[i]);
}

float gauss_private(__private curandStateXORWOW *s)
{ return cuport_curand_normal_xorwow_private(s); }

float gauss_global(__global curandStateXORWOW *s)
{ return cuport_curand_normal_xorwow_global(s); }

__kernel void draw(__global curandStateXORWOW *states, __global float *out, __global double *dout)
{
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  curandState s = states[i];
  out[i] = cuport_curand_uniform_xorwow_private(&s) + gauss_private(&s) + gauss_global(&states[i]);
  dout[i] = cuport_curand_normal_double_xorwow_private(&s) + cuport_curand_log_normal_xorwow_private(&s, 0.0f, 1.0f);
  cuport_curand_skipahead_xorwow_private(10UL, &s);
  states[i] = s;
}

__kernel void philox(__global float4 *out, __global unsigned int *raw)
{
  __local curandStatePhilox4_32_10_t shared_state;
  curandStatePhilox4_32_10_t s;
  cuport_curand_init_philox_private(1234UL, (uint)get_local_id(0), 0, &s);
  if ((uint)get_local_id(0) == 0)
    cuport_curand_init_philox_local(1UL, 0, 0, &shared_state);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[get_local_id(0)] = cuport_curand_uniform4_philox_private(&s);
  raw[get_local_id(0)] = cuport_curand_philox_private(&s) + ((uint)get_local_id(0) == 0 ? cuport_curand_philox_local(&shared_state) : 0u);
}

__kernel void refused(__global unsigned int *out, __global curandStateMRG32k3a *m)
{
  // CUPORT1206:1: 'curand_poisson' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  out[get_local_id(0)] = curand_poisson(&m[get_local_id(0)], 4.0); // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): curand.cl:41:26: use of undeclared identifier 'curand_poisson'; the .cl is written, but the runtime cannot build it until it is fixed
}

// OpenCL C 1.2 migrated by cuport from kernel_cub_refused.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct AbsMax {
    char cuport_empty;
} AbsMax;

typedef struct Pair {
    int a;
    int b;
} Pair;

__kernel void refused(__global const int *in, __global int *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
  /* temp: CUB's temporary storage, not needed */
  /* stemp: CUB's temporary storage, not needed */
  /* ptemp: CUB's temporary storage, not needed */
  int v = in[get_local_id(0)];
  // CUPORT1206:3: 'cub::BlockReduce::Reduce with an operator other than CUB's Sum, Max or Min' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  int m = cub::BlockReduce<int, 64>(temp).Reduce(v, AbsMax()); // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:21:11: use of undeclared identifier 'cub'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:1: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:21:33: expected identifier or '('; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:21:32: expected ';' at end of declaration; the .cl is written, but the runtime cannot build it until it is fixed
  int items[2] = {v, v + 1};
  // CUPORT1206:5: 'cub::BlockScan::InclusiveSum of several items per thread' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  cub::BlockScan<int, 64>(stemp).InclusiveSum(items, items); // CUPORT1230:4: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:24:3: use of undeclared identifier 'cub'; the .cl is written, but the runtime cannot build it until it is fixed
  Pair p = {v, v};
  // CUPORT1206:6: 'cub::BlockReduce::Sum of a type other than a 32- or 64-bit scalar' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  Pair q = BlockReduce<Pair, 64>(ptemp).Sum(p); // CUPORT1230:7: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:27:12: use of undeclared identifier 'BlockReduce'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:8: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:27:24: unexpected type name 'Pair': expected expression; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:9: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:27:30: expected identifier or '('; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:10: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:27:29: expected ';' at end of declaration; the .cl is written, but the runtime cannot build it until it is fixed
  out[get_local_id(0)] = m + items[1] + q.a;
}

// OpenCL C 1.2 migrated by cuport from kernel_cub_refused.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

#define EXCHANGE(items) Exchange(etemp).BlockedToStriped(items, items)

typedef struct Pair {
    int a;
    int b;
} Pair;

__kernel void refused(__global const int *in, __global int *out)
{
    CUPORT_WARP_SCRATCH(cuport_ws);
  /* wtemp: CUB's temporary storage, not needed */
  /* etemp: CUB's temporary storage, not needed */
  /* stemp: CUB's temporary storage, not needed */
  /* ptemp: CUB's temporary storage, not needed */
  int v = in[get_local_id(0)];
  // CUPORT1206:3: 'cub::WarpReduce of 64 threads' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  int w = cub::WarpReduce<int, 64>(wtemp).Sum(v); // CUPORT1230:0: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:20:11: use of undeclared identifier 'cub'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:1: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:20:32: expected identifier or '('; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:2: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:20:31: expected ';' at end of declaration; the .cl is written, but the runtime cannot build it until it is fixed
  int items[2] = {v, v + 1};
  // CUPORT1206:6: 'cub::BlockExchange::BlockedToStriped in a macro' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  EXCHANGE(items); // CUPORT1230:4: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:23:3: use of undeclared identifier 'Exchange'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:5: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:23:3: use of undeclared identifier 'etemp'; the .cl is written, but the runtime cannot build it until it is fixed
  // CUPORT1206:8: 'cub::BlockRadixSort::Sort' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  cub::BlockRadixSort<int, 64, 2>(stemp).Sort(items); // CUPORT1230:7: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:25:3: use of undeclared identifier 'cub'; the .cl is written, but the runtime cannot build it until it is fixed
  Pair p = {v, v};
  // CUPORT1206:9: 'cub::BlockReduce::Sum of a type other than a 32- or 64-bit scalar with CUB's own operator' has no OpenCL C translation; it is kept as written and the .cl will not build until it is replaced
  Pair q = BlockReduce<Pair, 64>(ptemp).Sum(p); // CUPORT1230:10: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:28:12: use of undeclared identifier 'BlockReduce'; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:11: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:28:24: unexpected type name 'Pair': expected expression; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:12: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:28:30: expected identifier or '('; the .cl is written, but the runtime cannot build it until it is fixed // CUPORT1230:13: the OpenCL C translated from here does not compile (portable and NVIDIA paths): kernel_cub_refused.cl:28:29: expected ';' at end of declaration; the .cl is written, but the runtime cannot build it until it is fixed
  out[get_local_id(0)] = w + items[1] + q.a;
}

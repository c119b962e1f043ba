// CUB's KeyValuePair and ArgMax/ArgMin in kernels: the pair becomes a struct of the .cl, the
// operator objects a struct of one byte, their operator() an instance called through an
// adapter (directly and by BlockReduce); a TempStorage member of a shared struct becomes a
// byte; auto &r binds the struct in dynamic shared memory.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
static cuportProgram_t cuport_unit_program(void);
#include "cuport_cub.h"

struct Smem {
  typename cub::BlockReduce<float, 64>::TempStorage reduce;
  float tile[64];
};

void argmax_rows(const float *in, int *key, float *value, int cols);

void tile_sum(const float *in, float *out);

int main()
{
  float *in, *value, *out;
  int *key;
  cuportMalloc(&in, 4 * 100 * sizeof(float));
  cuportMalloc(&value, 4 * sizeof(float));
  cuportMalloc(&out, 4 * sizeof(float));
  cuportMalloc(&key, 4 * sizeof(int));
  cuportLaunch<decltype(argmax_rows)>(cuport_unit_program(), "argmax_rows", 4, 64, 0, 0, in, key, value, 100);
  cuportLaunch<decltype(tile_sum)>(cuport_unit_program(), "tile_sum", 4, 64, sizeof(Smem), 0, cuportDynamicShared, in, out);
  cuportDeviceSynchronize();
  return 0;
}

// cuport: this unit's OpenCL C kernels (kernel_cub_pairs.cl), built by the runtime on first use;
// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/kernel_cub_pairs.cl instead.
static const char cuport_unit_source[] =
	"// OpenCL C 1.2 migrated by cuport from kernel_cub_pairs.cu.\n"
	"// The cuport runtime builds it with its device header (cuport_device.h) in front.\n"
	"\n"
	"typedef struct Smem {\n"
	"    uchar reduce; /* CUB's temporary storage, not needed */\n"
	"    float tile[64];\n"
	"} Smem;\n"
	"\n"
	"typedef struct cuport_cub_ArgMax {\n"
	"    uchar cuport_unused;\n"
	"} cuport_cub_ArgMax;\n"
	"\n"
	"typedef struct cuport_cub_kvp_int_float {\n"
	"    int key;\n"
	"    float value;\n"
	"} cuport_cub_kvp_int_float;\n"
	"\n"
	"/* CUB's tiles in the warp scratch: the thread's rank and its tile's first item in the\n"
	"   block (w 0) or its logical warp of w threads; where item cuport_i of the thread is\n"
	"   in a tile of b threads with n items each, blocked, striped or warp-striped */\n"
	"#define cuport_cub_rank(w) ((w) \077 cuport_linear_local_id() % (uint)(w) : cuport_linear_local_id())\n"
	"#define cuport_cub_base(w, n) ((w) \077 cuport_linear_local_id() / (uint)(w) * (uint)(w) * (uint)(n) : 0u)\n"
	"#define cuport_cub_at_blocked(w, b, n) (cuport_cub_base(w, n) + cuport_cub_rank(w) * (uint)(n) + (uint)cuport_i)\n"
	"#define cuport_cub_at_striped(w, b, n) (cuport_cub_base(w, n) + cuport_cub_rank(w) + (uint)cuport_i * (uint)(b))\n"
	"#define cuport_cub_at_warp_striped(n) ((cuport_linear_local_id() & ~31u) * (uint)(n) + \\\n"
	"    (cuport_linear_local_id() & 31u) + (uint)cuport_i * 32u)\n"
	"/* CUB's Sum, Max and Min as the collectives through the scratch combine items */\n"
	"#define cuport_cub_plus(op, a, b) ((a) + (b))\n"
	"#define cuport_cub_greater(op, a, b) ((a) < (b) \077 (b) : (a))\n"
	"#define cuport_cub_less(op, a, b) ((b) < (a) \077 (b) : (a))\n"
	"/* BlockExchange, WarpExchange: item i goes to put and comes back from get */\n"
	"#define cuport_cub_exchange(T, ws, n, put, get, in, out) do { \\\n"
	"    __local T *cuport_x = (__local T *)(ws); \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) \\\n"
	"        cuport_x[put] = (in)[cuport_i]; \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) \\\n"
	"        (out)[cuport_i] = cuport_x[get]; \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); } while (0)\n"
	"#define cuport_cub_exchange1(T, ws, n, put, get, items) cuport_cub_exchange(T, ws, n, put, get, items, items)\n"
	"/* the Scatter forms: item i goes to rank ranks[i] of the tile */\n"
	"#define cuport_cub_scatter(T, ws, w, n, get, in, out, ranks) \\\n"
	"    cuport_cub_exchange(T, ws, n, cuport_cub_base(w, n) + (uint)(ranks)[cuport_i], get, in, out)\n"
	"#define cuport_cub_scatter1(T, ws, w, n, get, items, ranks) cuport_cub_scatter(T, ws, w, n, get, items, items, ranks)\n"
	"/* BlockAdjacentDifference: out[i] = fn(op, in[i], in[i - 1]) (left) or fn(op, in[i], in[i + 1])\n"
	"   (right), the neighbour across threads through the scratch; the block's first (left) or\n"
	"   last (right) item, and those from valid on, are copied unless a tile item is given */\n"
	"#define cuport_cub_adj_left(T, ws, n, fn, in, out, op, valid, has_tile, tile) do { \\\n"
	"    __local T *cuport_x = (__local T *)(ws); \\\n"
	"    int cuport_t = (int)cuport_linear_local_id(); \\\n"
	"    T cuport_p[n]; \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) \\\n"
	"        cuport_p[cuport_i] = (in)[cuport_i]; \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); \\\n"
	"    cuport_x[cuport_t] = cuport_p[(n) - 1]; \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); \\\n"
	"    for (int cuport_i = (n) - 1; cuport_i > 0; cuport_i--) \\\n"
	"        (out)[cuport_i] = cuport_t * (n) + cuport_i < (valid) \\\n"
	"            \077 fn(op, cuport_p[cuport_i], cuport_p[cuport_i - 1]) : cuport_p[cuport_i]; \\\n"
	"    if (cuport_t * (n) >= (valid) || (cuport_t == 0 && !(has_tile))) \\\n"
	"        (out)[0] = cuport_p[0]; \\\n"
	"    else \\\n"
	"        (out)[0] = fn(op, cuport_p[0], cuport_t == 0 \077 (tile) : cuport_x[cuport_t - 1]); \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); } while (0)\n"
	"#define cuport_cub_adj_right(T, ws, n, fn, in, out, op, valid, has_tile, tile) do { \\\n"
	"    __local T *cuport_x = (__local T *)(ws); \\\n"
	"    int cuport_t = (int)cuport_linear_local_id(); \\\n"
	"    T cuport_p[n]; \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) \\\n"
	"        cuport_p[cuport_i] = (in)[cuport_i]; \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); \\\n"
	"    cuport_x[cuport_t] = cuport_p[0]; \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) { \\\n"
	"        int cuport_at = cuport_t * (n) + cuport_i; \\\n"
	"        if (cuport_at < (valid) - 1) \\\n"
	"            (out)[cuport_i] = fn(op, cuport_p[cuport_i], cuport_i + 1 < (n) \\\n"
	"                \077 cuport_p[cuport_i + 1] : cuport_x[cuport_t + 1]); \\\n"
	"        else if (cuport_at == (valid) - 1 && (has_tile)) \\\n"
	"            (out)[cuport_i] = fn(op, cuport_p[cuport_i], (tile)); \\\n"
	"        else \\\n"
	"            (out)[cuport_i] = cuport_p[cuport_i]; \\\n"
	"    } \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); } while (0)\n"
	"\n"
	"/* cg::reduce(g, v, cg::plus<float>()) over a tile of n threads, the block (n 0)\n"
	"   or a tile of several warps; lanes past the block's end take no part */\n"
	"float cuport_tile_reduce_plus_f32(__local ulong *ws, uint n, float v)\n"
	"{\n"
	"    uint w = n == 0u || n > 32u \077 32u : n;\n"
	"    uint mask = w < 32u \077 cuport_tile_mask(w) : cuport_warp_lanes_mask();\n"
	"    uint lid = cuport_linear_local_id(), size = cuport_block_size();\n"
	"    for (uint d = w / 2u; d > 0u; d /= 2u) {\n"
	"        float o = cuport_shfl_xor_f32(ws, mask, v, (int)d, (int)w);\n"
	"        if ((lid ^ d) < size)\n"
	"            v = v + o;\n"
	"    }\n"
	"    if (w == n)\n"
	"        return v;\n"
	"    /* lane 0 of each warp holds its warp's result (one word per warp) */\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    if ((lid & 31u) == 0u)\n"
	"        *(__local float *)(ws + (lid >> 5)) = v;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    uint first = n == 0u \077 0u : (lid & ~(n - 1u)) >> 5;\n"
	"    uint count = n == 0u \077 cuport_warp_count() : n >> 5;\n"
	"    v = *(__local float *)(ws + first);\n"
	"    for (uint i = 1u; i < count; i++) {\n"
	"        float o = *(__local float *)(ws + first + i);\n"
	"        v = v + o;\n"
	"    }\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    return v;\n"
	"}\n"
	"\n"
	"/* cub::ArgMax: the pair of the larger value; of equal values, the one of the lower key */\n"
	"cuport_cub_kvp_int_float cuport_cub_argmax_cuport_cub_kvp_int_float(cuport_cub_ArgMax op, cuport_cub_kvp_int_float a, cuport_cub_kvp_int_float b)\n"
	"{\n"
	"    (void)op;\n"
	"    return b.value > a.value || (b.value == a.value && b.key < a.key) \077 b : a;\n"
	"}\n"
	"\n"
	"/* CUB's reductions with cuport_cub_argmax_cuport_cub_kvp_int_float on cuport_cub_kvp_int_float over the block (width 0) or logical warps\n"
	"   of width threads, through the scratch: of the first n threads (n < 0: all) */\n"
	"cuport_cub_kvp_int_float cuport_cub_reduce_ArgMax_cuport_cub_kvp_int_float(__local ulong *ws, uint width, cuport_cub_kvp_int_float v, cuport_cub_ArgMax op, int n)\n"
	"{\n"
	"    __local cuport_cub_kvp_int_float *s = (__local cuport_cub_kvp_int_float *)ws, *tot = s + cuport_block_size();\n"
	"    uint lid = cuport_linear_local_id(), size = cuport_block_size();\n"
	"    uint span = width \077 width : size, base = lid - lid % span, r = lid - base;\n"
	"    uint cnt = min(span, size - base), c = min(span, 32u);\n"
	"    if (n >= 0 && (uint)n < cnt)\n"
	"        cnt = n > 0 \077 (uint)n : 1u;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    s[lid] = v;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    if (r % c == 0u && r < cnt) {\n"
	"        cuport_cub_kvp_int_float acc = s[lid];\n"
	"        for (uint i = lid + 1u; i < min(lid + c, base + cnt); i++)\n"
	"            acc = cuport_cub_argmax_cuport_cub_kvp_int_float(op, acc, s[i]);\n"
	"        tot[lid / c] = acc;\n"
	"    }\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    cuport_cub_kvp_int_float res = tot[base / c];\n"
	"    for (uint k = base / c + 1u; k * c < base + cnt; k++)\n"
	"        res = cuport_cub_argmax_cuport_cub_kvp_int_float(op, res, tot[k]);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    return res;\n"
	"}\n"
	"\n"
	"cuport_cub_kvp_int_float cuport_cub_reduce_items_ArgMax_cuport_cub_kvp_int_float(__local ulong *ws, uint width, const cuport_cub_kvp_int_float *a, int n, cuport_cub_ArgMax op)\n"
	"{\n"
	"    cuport_cub_kvp_int_float v = a[0];\n"
	"    for (int i = 1; i < n; i++)\n"
	"        v = cuport_cub_argmax_cuport_cub_kvp_int_float(op, v, a[i]);\n"
	"    return cuport_cub_reduce_ArgMax_cuport_cub_kvp_int_float(ws, width, v, op, -1);\n"
	"}\n"
	"\n"
	"__kernel void argmax_rows(__global const float *in, __global int *key, __global float *value, int cols)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH_AT_LEAST(cuport_ws, (64 * 2 * sizeof(cuport_cub_kvp_int_float) + 7) / 8);\n"
	"  /* temp: CUB's temporary storage, not needed */\n"
	"  cuport_cub_ArgMax arg_max;\n"
	"  cuport_cub_kvp_int_float best = {-1, -1e30f};\n"
	"  for (int c = get_local_id(0); c < cols; c += 64) {\n"
	"    cuport_cub_kvp_int_float p = {c, in[(uint)get_group_id(0) * cols + c]};\n"
	"    best = cuport_cub_argmax_cuport_cub_kvp_int_float(arg_max, best, p);\n"
	"    best = cuport_cub_argmax_cuport_cub_kvp_int_float(arg_max, (cuport_cub_kvp_int_float){c + 1, -2e30f}, best);\n"
	"  }\n"
	"  cuport_cub_kvp_int_float r = cuport_cub_reduce_ArgMax_cuport_cub_kvp_int_float(cuport_ws, 0u, best, arg_max, -1);\n"
	"  if ((uint)get_local_id(0) == 0) {\n"
	"    key[get_group_id(0)] = r.key;\n"
	"    value[get_group_id(0)] = r.value;\n"
	"  }\n"
	"}\n"
	"\n"
	"__kernel void tile_sum(__global const float *in, __global float *out, __local uint4 *cuport_dynamic_shared)\n"
	"{\n"
	"    CUPORT_WARP_SCRATCH_WIDE(cuport_ws);\n"
	"  __local char *raw = (__local char *)cuport_dynamic_shared;\n"
	"  __local Smem *smem = &(*((__local Smem *)(raw)));\n"
	"  (*smem).tile[get_local_id(0)] = in[(uint)get_group_id(0) * 64 + (uint)get_local_id(0)];\n"
	"  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
	"  float s = cuport_tile_reduce_plus_f32(cuport_ws, 0u, (*smem).tile[63 - (uint)get_local_id(0)]);\n"
	"  if ((uint)get_local_id(0) == 0)\n"
	"    out[get_group_id(0)] = s;\n"
	"}\n"
	;

// Its kernels and what each takes after its own parameters, so that launches in other units
// find them.
static const cuportKernelDecl cuport_unit_kernels[] = {
	{"argmax_rows", 0, nullptr, 0},
	{"tile_sum", 0, nullptr, 1},
};

// The unit's program, registered once (thread-safe) with its device symbols.
static cuportProgram_t cuport_unit_program(void)
{
	static const cuportProgram_t program = [] {
		cuportProgram_t p = nullptr;
		if (cuportRegisterProgram("kernel_cub_pairs.cl", cuport_unit_source, &p) == cuportSuccess) {
			cuportProgramDeclareKernels(p, 2, cuport_unit_kernels);
		}
		return p;
	}();
	return program;
}
// Registered before main(), for launches and symbols of other units.
[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = cuport_unit_program();

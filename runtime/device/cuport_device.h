/*
 * cuport_device.h: the OpenCL C 1.2 device header the cuport runtime puts in
 * front of every migrated program.  It supplies what CUDA device code uses and
 * OpenCL C 1.2 lacks: atomics on float/double and CUDA's wrap-around inc/dec,
 * warp shuffles and votes, lane/warp indices, sub-warp tiles, vector helpers.
 *
 * Paths.  The runtime picks one per device with -D flags (runtime/src/features.c):
 *  - CUPORT_NVIDIA: inline PTX (shfl.sync, vote.sync, activemask, bar.warp.sync,
 *    atom.{global,shared}.{add.f32,add.f64,inc.u32,dec.u32}, %laneid);
 *  - CUPORT_HAS_SUBGROUPS (+ _SG_SHUFFLE, _SG_BALLOT): sub-group built-ins, only
 *    where a probe showed sub-groups of 32 consecutive work-items;
 *    CUPORT_HAS_FP32/FP64_ATOMIC_ADD: cl_ext_float_atomics for global adds;
 *  - otherwise (and always with CUPORT_PORTABLE=1) the portable fallback:
 *    compare-and-swap loops on the integer bits, and warp exchanges through a
 *    __local scratch array with barriers.
 *
 * Warps.  A warp is 32 work-items consecutive in linear local id
 * (x fastest: id = x + sx*(y + sy*z)), on every path, so CUDA code that
 * hardcodes 32 works and cudaDeviceProp.warpSize is 32 everywhere.  The
 * portable warp functions contain work-group barriers: every work-item of the
 * work-group must call them together (convergent control flow, full masks).
 * A kernel using warp functions declares CUPORT_WARP_SCRATCH(name); at kernel
 * scope and passes `name` (a __local pointer) to them (it is one word on the fast
 * paths).
 *
 * Names are fixed for the kernel translator (OpenCL C 1.2 has no portable
 * overloading): cuport_atomic_<op>_<global|local>_<i32|u32|i64|u64|f32|f64>,
 * cuport_shfl_<idx|up|down|xor>_<i32|u32|f32|i64|u64|f64>[x2|x4], cuport_ballot,
 * cuport_any, cuport_all, cuport_activemask, cuport_syncwarp, cuport_lane_id,
 * cuport_reduce_<add|min|max|and|or|xor>_<i32|u32>,
 * cuport_warp_id, cuport_tile_*, cuport_group_*, cuport_memcpy_<dst>_<src>,
 * cuport_memset_<space>, cuport_make_<type><n>, cuport_clock[64],
 * cuport_globaltimer, cuport_nanosleep, cuport_nv_<op>_<space>_<type>
 * (CUDA 12.8's __nv_atomic_*), cuport_tex<dims>[Layered]_<f|i|u> and
 * cuport_tex1Dfetch (texture objects), cuport_surf<dims>[Layered]<read|write>
 * (surfaces), cuport_malloc, cuport_free,
 * cuport_cuda_malloc_<space>, cuport_cuda_free (the device heap), cuport_wmma_* and
 * cuport_float_to_tf32 (warp matrix operations, instantiated by the translator).
 */
#ifndef CUPORT_DEVICE_H
#define CUPORT_DEVICE_H

#ifdef CUPORT_HAS_FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#ifdef CUPORT_HAS_INT64_ATOMICS
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#endif
#ifdef CUPORT_HAS_INT64_EXT_ATOMICS
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#endif
#ifdef CUPORT_HAS_SUBGROUPS
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#endif
#ifdef CUPORT_HAS_SG_SHUFFLE
#pragma OPENCL EXTENSION cl_khr_subgroup_shuffle : enable
#endif
#ifdef CUPORT_HAS_SG_BALLOT
#pragma OPENCL EXTENSION cl_khr_subgroup_ballot : enable
#endif

#ifndef CUPORT_MAX_WORK_GROUP_SIZE
#define CUPORT_MAX_WORK_GROUP_SIZE 1024
#endif
#define CUPORT_WARP_SIZE 32
#define CUPORT_FN static inline

/* __stcs(p, v) and the other cache-hinted stores: a plain store (OpenCL C has no hints);
 * a macro, so it takes a pointer into any address space and any type. */
#define cuport_store(p, v) ((void)(*(p) = (v)))

/* The compiler's hints (__builtin_expect, __builtin_assume, __builtin_assume_aligned,
 * __builtin_unreachable): what they mean without the hint, which no OpenCL C compiler is
 * bound to take. (No variadic macros: NVIDIA's OpenCL C has none.) */
#define cuport_expect(x, v) (x)
#define cuport_assume(x) ((void)0)
#define cuport_assume_aligned(p, a) (p)
#define cuport_unreachable() ((void)0)

/* PTX that programs write inline (bfind, lop3), as functions (kernel/scan.c, kscan_asm_op):
   bfind: the position of the most significant bit (of a signed value, the most significant
   bit that differs from its sign), 0xffffffff when there is none; lop3: the bitwise function
   of a, b and c whose truth table is lut (bit 4a+2b+c of lut is the result for those bits). */
#define cuport_bfind_u32(x) (31u - clz((uint)(x)))
#define cuport_bfind_s32(x) (31u - clz((int)(x) < 0 ? ~(uint)(x) : (uint)(x)))
#define cuport_lop3(a, b, c, lut) cuport__lop3((uint)(a), (uint)(b), (uint)(c), (uint)(lut))
CUPORT_FN uint cuport__lop3(uint a, uint b, uint c, uint lut)
{
  uint r = 0;
  for (uint i = 0; i < 8; i++)
    if (lut & (1u << i))
      r |= (i & 4u ? a : ~a) & (i & 2u ? b : ~b) & (i & 1u ? c : ~c);
  return r;
}

/* alignas(n) on a variable (__shared__ alignas(16) float t[64]): GNU C's attribute, which
 * OpenCL C has; C11's _Alignas is not OpenCL C 1.2. */
#define cuport_alignas(n) __attribute__((aligned(n)))
/* CUDA's __align__(n) (a macro of its headers, which the .cl does not copy) */
#ifndef __align__
#define __align__(n) __attribute__((aligned(n)))
#endif

/* <stdint.h>'s constant macros, which device code spells (UINT64_C(0x9E3779B97F4A7C15)):
 * OpenCL C has no <stdint.h>, and its long is 64 bits. */
#ifndef INT32_C
#define INT8_C(c) c
#define INT16_C(c) c
#define INT32_C(c) c
#define INT64_C(c) c##L
#define UINT8_C(c) c
#define UINT16_C(c) c
#define UINT32_C(c) c##U
#define UINT64_C(c) c##UL
#define INTMAX_C(c) c##L
#define UINTMAX_C(c) c##UL
#endif
/* and its limits (UINT64_MAX, INT32_MIN...), with the types OpenCL C gives them */
#ifndef INT64_MAX
#define INT8_MAX SCHAR_MAX
#define INT8_MIN SCHAR_MIN
#define UINT8_MAX UCHAR_MAX
#define INT16_MAX SHRT_MAX
#define INT16_MIN SHRT_MIN
#define UINT16_MAX USHRT_MAX
#define INT32_MAX INT_MAX
#define INT32_MIN INT_MIN
#define UINT32_MAX UINT_MAX
#define INT64_MAX LONG_MAX
#define INT64_MIN LONG_MIN
#define UINT64_MAX ULONG_MAX
#define INTMAX_MAX LONG_MAX
#define INTMAX_MIN LONG_MIN
#define UINTMAX_MAX ULONG_MAX
#define SIZE_MAX ULONG_MAX
#endif

/* Which warp operations need the __local scratch. */
#if defined(CUPORT_NVIDIA)
#define CUPORT__WARP_NATIVE 1
#elif defined(CUPORT_HAS_SUBGROUPS) && defined(CUPORT_HAS_SG_SHUFFLE) && defined(CUPORT_HAS_SG_BALLOT)
#define CUPORT__WARP_NATIVE 1
#endif
#ifdef CUPORT__WARP_NATIVE
#define CUPORT_WARP_SCRATCH_WORDS 1
#else
#define CUPORT_WARP_SCRATCH_WORDS (((CUPORT_MAX_WORK_GROUP_SIZE) + 31) / 32 * 32)
#endif
/* The __local state cuport gives a kernel (the warp scratch, the block-vote counter) is
   reached through a pointer the optimizer cannot trace back to the array.  PoCL turns a
   kernel's __local variables into per-work-group buffers only where the kernel function
   itself names them; when clang's interprocedural passes find that every call of a helper
   passes the same array and put the array into the helper instead of its parameter
   (which they do for a helper left out of line, such as cuport__ballot_local called
   three times), the helper reads and writes one static copy that every work-group
   running at the same time shares: votes and shuffles then see other work-groups'
   lanes (PoCL 3.1 on a 2-core CPU: a wrong ballot in about one run in three).
   get_work_dim() is never 0, so the offset is 0, but no compiler can know it. */
#define CUPORT__OPAQUE_LOCAL(p) ((p) + (get_work_dim() == 0u))
/* `#pragma unroll [n]` of a loop that synchronises, as the translator writes it: unrolled
   as written on the native paths; not on the portable one, where every unrolled copy's
   barriers are more work for the work-group compiler (PoCL's time grows faster than the
   barrier count, docs/performance.md). */
#define CUPORT__PRAGMA(x) _Pragma(#x)
#ifdef CUPORT__WARP_NATIVE
#define CUPORT_PRAGMA_UNROLL_SYNC(n) CUPORT__PRAGMA(unroll n)
#else
#define CUPORT_PRAGMA_UNROLL_SYNC(n)
#endif
#define CUPORT_WARP_SCRATCH(name)                                  \
  __local ulong name##_words[CUPORT_WARP_SCRATCH_WORDS];           \
  __local ulong *name = CUPORT__OPAQUE_LOCAL(name##_words)
/* The same scratch with at least a word per warp of the largest block: a cg::reduce over
   the block or a tile of several warps combines the warps' results there (the native
   paths need no more than one word otherwise). */
#define CUPORT__WARPS_MAX (((CUPORT_MAX_WORK_GROUP_SIZE) + 31) / 32)
#define CUPORT_WARP_SCRATCH_WIDE(name)                             \
  __local ulong name##_words[CUPORT_WARP_SCRATCH_WORDS > CUPORT__WARPS_MAX ? CUPORT_WARP_SCRATCH_WORDS : CUPORT__WARPS_MAX]; \
  __local ulong *name = CUPORT__OPAQUE_LOCAL(name##_words)
/* The wide scratch with room for n words at least: CUB's exchanges, adjacent differences
   and collectives with a user's operator keep a tile of items there (n is the largest
   tile, in words, a constant expression the translator writes). */
#define CUPORT__SCRATCH_WIDE_WORDS (CUPORT_WARP_SCRATCH_WORDS > CUPORT__WARPS_MAX ? CUPORT_WARP_SCRATCH_WORDS : CUPORT__WARPS_MAX)
#define CUPORT_MAX_WORDS(a, b) ((a) > (b) ? (a) : (b))
#define CUPORT_WARP_SCRATCH_AT_LEAST(name, n)                      \
  __local ulong name##_words[(n) > CUPORT__SCRATCH_WIDE_WORDS ? (n) : CUPORT__SCRATCH_WIDE_WORDS]; \
  __local ulong *name = CUPORT__OPAQUE_LOCAL(name##_words)
/* The __local counter of __syncthreads_count/_and/_or, as a pointer. */
#define CUPORT_BLOCK_COUNTER(name)                                 \
  __local int name##_word;                                         \
  __local int *name = CUPORT__OPAQUE_LOCAL(&name##_word)

/* ============================================================== indices */

/* threadIdx linearized with x fastest, as CUDA numbers threads in warps. */
CUPORT_FN uint cuport_linear_local_id(void)
{
  return (uint)(get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)));
}

/* blockDim.x * blockDim.y * blockDim.z */
CUPORT_FN uint cuport_block_size(void)
{
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

/* blockIdx linearized with x fastest. */
CUPORT_FN ulong cuport_linear_group_id(void)
{
  return get_group_id(0) + get_num_groups(0) * (get_group_id(1) + (ulong)get_num_groups(1) * get_group_id(2));
}

CUPORT_FN uint cuport_lane_id(void)
{
#ifdef CUPORT_NVIDIA
  uint r;
  asm("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
#else
  return cuport_linear_local_id() & 31u;
#endif
}

/* Warp index within the block (threadIdx-linear / 32, not PTX %warpid). */
CUPORT_FN uint cuport_warp_id(void)
{
  return cuport_linear_local_id() >> 5;
}

CUPORT_FN uint cuport_warp_count(void)
{
  return (cuport_block_size() + 31u) >> 5;
}

/* Lanes of the caller's warp that exist (the last warp may be partial). */
CUPORT_FN uint cuport_warp_lanes_mask(void)
{
  uint base = cuport_linear_local_id() & ~31u;
  uint n = cuport_block_size() - base;
  return n >= 32u ? 0xffffffffu : ((1u << n) - 1u);
}

CUPORT_FN uint cuport_lanemask_eq(void) { return 1u << cuport_lane_id(); }
CUPORT_FN uint cuport_lanemask_lt(void) { return (1u << cuport_lane_id()) - 1u; }
CUPORT_FN uint cuport_lanemask_le(void) { return cuport_lanemask_lt() | cuport_lanemask_eq(); }
CUPORT_FN uint cuport_lanemask_gt(void) { return ~cuport_lanemask_le(); }
CUPORT_FN uint cuport_lanemask_ge(void) { return ~cuport_lanemask_lt(); }

/* __threadfence() and __threadfence_block(). */
/* cudaGraphSetConditional: a conditional handle is the device address of the runtime's
   4-byte block (runtime/src/graphcond.c), which the graph's replay reads when it reaches
   the conditional node; the store is an ordinary one, the kernel's completion orders it. */
CUPORT_FN void cuport_graph_set_conditional(ulong handle, uint value)
{
  *(__global volatile uint *)(uintptr_t)handle = value;
}

CUPORT_FN void cuport_threadfence(void)
{
#ifdef CUPORT_NVIDIA
  asm volatile("membar.gl;" ::: "memory");
#else
  mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
#endif
}

CUPORT_FN void cuport_threadfence_block(void)
{
#ifdef CUPORT_NVIDIA
  asm volatile("membar.cta;" ::: "memory");
#else
  mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
#endif
}

/* ================================================================ clock
   clock(), clock64(), __globaltimer() and __nanosleep(ns).  On NVIDIA they read
   the real counters with PTX (%clock, %clock64: SM cycles; %globaltimer: ns).
   OpenCL C 1.2 has no timer, so elsewhere the clock is a per-work-item counter
   that every read advances by CUPORT_CLOCK_STEP and __nanosleep(ns) by ns: it
   never goes backwards in a work-item, two reads differ by a positive amount,
   and a spin-wait `while (clock64() - t0 < n)` ends after about
   n / CUPORT_CLOCK_STEP reads.  Its values are not time: docs/kernels.md.
   A kernel that reads the clock declares CUPORT_CLOCK(name); and passes `name`
   (a __private pointer to the counter) to the functions below. */
#ifndef CUPORT_CLOCK_STEP
#define CUPORT_CLOCK_STEP 64
#endif
#define CUPORT_CLOCK(name)                                         \
  ulong name##_count = 0;                                          \
  __private ulong *name = &name##_count

CUPORT_FN long cuport_clock64(__private ulong *c)
{
#ifdef CUPORT_NVIDIA
  ulong r;
  (void)c;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(r));
  return (long)r;
#else
  return (long)(*c += CUPORT_CLOCK_STEP);
#endif
}

/* CUDA's clock_t clock(): the 32-bit %clock, sign-extended as CUDA returns it. */
CUPORT_FN long cuport_clock(__private ulong *c)
{
#ifdef CUPORT_NVIDIA
  uint r;
  (void)c;
  asm volatile("mov.u32 %0, %%clock;" : "=r"(r));
  return (long)(int)r;
#else
  return (long)(int)(uint)(*c += CUPORT_CLOCK_STEP);
#endif
}

CUPORT_FN ulong cuport_globaltimer(__private ulong *c)
{
#ifdef CUPORT_NVIDIA
  ulong r;
  (void)c;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(r));
  return r;
#else
  return *c += CUPORT_CLOCK_STEP;
#endif
}

CUPORT_FN void cuport_nanosleep(__private ulong *c, uint ns)
{
#if defined(CUPORT_NVIDIA) && CUPORT_NV_SM >= 70
  (void)c;
  asm volatile("nanosleep.u32 %0;" : : "r"(ns));
#elif defined(CUPORT_NVIDIA)
  (void)c;
  (void)ns;
#else
  *c += ns;
#endif
}

/* ============================================================ shuffles */

#define CUPORT__SHFL_IDX 0u
#define CUPORT__SHFL_UP 1u
#define CUPORT__SHFL_DOWN 2u
#define CUPORT__SHFL_XOR 3u

/* The source lane of a shuffle, exactly as PTX shfl computes it from CUDA's
   operands (c = ((32 - width) << 8) | clamp): lanes outside the caller's
   width-segment (or past its end, for xor) read their own value. */
CUPORT_FN uint cuport__shfl_src(uint mode, uint lane, int b, int width)
{
  uint segmask = (32u - (uint)width) & 31u;
  uint bval = (uint)b & 31u;
  uint min_lane = lane & segmask;
  uint max_lane = min_lane | (31u & ~segmask);
  int j;

  if (mode == CUPORT__SHFL_UP) {
    j = (int)lane - (int)bval;
    return j >= (int)min_lane ? (uint)j : lane;
  }
  if (mode == CUPORT__SHFL_DOWN)
    j = (int)(lane + bval);
  else if (mode == CUPORT__SHFL_XOR)
    j = (int)(lane ^ bval);
  else
    j = (int)(min_lane | (bval & ~segmask));
  return (uint)j <= max_lane ? (uint)j : lane;
}

#if defined(CUPORT_NVIDIA)
/* c operand of shfl.sync for CUDA's width: segment mask, clamp 31 (0 for up). */
#define CUPORT__SHFL_C(width, up) ((((32u - (uint)(width)) & 31u) << 8) | ((up) ? 0u : 31u))
CUPORT_FN uint cuport__ptx_shfl_idx(uint v, int b, int width, uint mask)
{
  uint r;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(v), "r"(b), "r"(CUPORT__SHFL_C(width, 0)), "r"(mask));
  return r;
}
CUPORT_FN uint cuport__ptx_shfl_up(uint v, int b, int width, uint mask)
{
  uint r;
  asm volatile("shfl.sync.up.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(v), "r"(b), "r"(CUPORT__SHFL_C(width, 1)), "r"(mask));
  return r;
}
CUPORT_FN uint cuport__ptx_shfl_down(uint v, int b, int width, uint mask)
{
  uint r;
  asm volatile("shfl.sync.down.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(v), "r"(b), "r"(CUPORT__SHFL_C(width, 0)), "r"(mask));
  return r;
}
CUPORT_FN uint cuport__ptx_shfl_xor(uint v, int b, int width, uint mask)
{
  uint r;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(v), "r"(b), "r"(CUPORT__SHFL_C(width, 0)), "r"(mask));
  return r;
}
#endif

#if !defined(CUPORT_NVIDIA) && !(defined(CUPORT_HAS_SUBGROUPS) && defined(CUPORT_HAS_SG_SHUFFLE))
/* Portable exchange: every work-item of the work-group publishes its value,
   then reads its source lane's.  The leading barrier protects the previous
   exchange's reads.  A source lane outside mask or past the block's end reads
   0, as NVIDIA's hardware returns for a lane that takes no part (CUDA leaves it
   undefined, and code such as a final warp reduced with a ballot's mask counts
   on the 0: every lane runs the exchange here, cuport predicating the branch). */
CUPORT_FN ulong cuport__shfl_local(__local ulong *scratch, uint mask, ulong v, uint mode, int b, int width)
{
  uint lid = cuport_linear_local_id();
  uint src = cuport__shfl_src(mode, lid & 31u, b, width);
  uint at = (lid & ~31u) + src;
  barrier(CLK_LOCAL_MEM_FENCE);
  scratch[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  return ((mask >> src) & 1u) && at < cuport_block_size() ? scratch[at] : 0ul;
}
#endif

/* One 32-bit and one 64-bit implementation per mode; the typed functions
   below reinterpret their bits. */
#if defined(CUPORT_NVIDIA)
#define CUPORT__SHFL_MODE(NAME, MODE)                                                         \
  CUPORT_FN uint cuport__shfl32_##NAME(__local ulong *s, uint mask, uint v, int b, int w)     \
  { return cuport__ptx_shfl_##NAME(v, b, w, mask); }                                          \
  CUPORT_FN ulong cuport__shfl64_##NAME(__local ulong *s, uint mask, ulong v, int b, int w)   \
  {                                                                                           \
    uint lo = cuport__ptx_shfl_##NAME((uint)v, b, w, mask);                                   \
    uint hi = cuport__ptx_shfl_##NAME((uint)(v >> 32), b, w, mask);                           \
    return ((ulong)hi << 32) | lo;                                                            \
  }
#elif defined(CUPORT_HAS_SUBGROUPS) && defined(CUPORT_HAS_SG_SHUFFLE)
#define CUPORT__SHFL_MODE(NAME, MODE)                                                         \
  CUPORT_FN uint cuport__shfl32_##NAME(__local ulong *s, uint mask, uint v, int b, int w)     \
  { return sub_group_shuffle(v, cuport__shfl_src(MODE, get_sub_group_local_id(), b, w)); }    \
  CUPORT_FN ulong cuport__shfl64_##NAME(__local ulong *s, uint mask, ulong v, int b, int w)   \
  { return sub_group_shuffle(v, cuport__shfl_src(MODE, get_sub_group_local_id(), b, w)); }
#else
#define CUPORT__SHFL_MODE(NAME, MODE)                                                         \
  CUPORT_FN uint cuport__shfl32_##NAME(__local ulong *s, uint mask, uint v, int b, int w)     \
  { return (uint)cuport__shfl_local(s, mask, (ulong)v, MODE, b, w); }                         \
  CUPORT_FN ulong cuport__shfl64_##NAME(__local ulong *s, uint mask, ulong v, int b, int w)   \
  { return cuport__shfl_local(s, mask, v, MODE, b, w); }
#endif
CUPORT__SHFL_MODE(idx, CUPORT__SHFL_IDX)
CUPORT__SHFL_MODE(up, CUPORT__SHFL_UP)
CUPORT__SHFL_MODE(down, CUPORT__SHFL_DOWN)
CUPORT__SHFL_MODE(xor, CUPORT__SHFL_XOR)

/* cuport_shfl_<mode>_<type>(scratch, mask, var, srcLane|delta|laneMask, width):
   __shfl_sync, __shfl_up_sync, __shfl_down_sync, __shfl_xor_sync. */
#define CUPORT__SHFL_TYPED(NAME, TY, T, BITS, TO, FROM)                                       \
  CUPORT_FN T cuport_shfl_##NAME##_##TY(__local ulong *scratch, uint mask, T var, int b, int width) \
  { return FROM(cuport__shfl##BITS##_##NAME(scratch, mask, TO(var), b, width)); }
#define CUPORT__SHFL_ALL_TYPES(NAME)                                     \
  CUPORT__SHFL_TYPED(NAME, i32, int, 32, as_uint, as_int)                \
  CUPORT__SHFL_TYPED(NAME, u32, uint, 32, , )                            \
  CUPORT__SHFL_TYPED(NAME, f32, float, 32, as_uint, as_float)            \
  CUPORT__SHFL_TYPED(NAME, i64, long, 64, as_ulong, as_long)             \
  CUPORT__SHFL_TYPED(NAME, u64, ulong, 64, , )
CUPORT__SHFL_ALL_TYPES(idx)
CUPORT__SHFL_ALL_TYPES(up)
CUPORT__SHFL_ALL_TYPES(down)
CUPORT__SHFL_ALL_TYPES(xor)
#ifdef CUPORT_HAS_FP64
CUPORT__SHFL_TYPED(idx, f64, double, 64, as_ulong, as_double)
CUPORT__SHFL_TYPED(up, f64, double, 64, as_ulong, as_double)
CUPORT__SHFL_TYPED(down, f64, double, 64, as_ulong, as_double)
CUPORT__SHFL_TYPED(xor, f64, double, 64, as_ulong, as_double)
#endif

/* cuport_shfl_<mode>_<type>x<2|4>: a tile's shfl of a vector (cg's shfl takes any
   type), one exchange per component. */
#define CUPORT__SHFL_VEC2(NAME, TY, VT)                                                           \
  CUPORT_FN VT cuport_shfl_##NAME##_##TY##x2(__local ulong *s, uint mask, VT v, int b, int width) \
  { return (VT)(cuport_shfl_##NAME##_##TY(s, mask, v.x, b, width),                               \
                cuport_shfl_##NAME##_##TY(s, mask, v.y, b, width)); }
#define CUPORT__SHFL_VEC4(NAME, TY, VT)                                                           \
  CUPORT_FN VT cuport_shfl_##NAME##_##TY##x4(__local ulong *s, uint mask, VT v, int b, int width) \
  { return (VT)(cuport_shfl_##NAME##_##TY(s, mask, v.x, b, width),                               \
                cuport_shfl_##NAME##_##TY(s, mask, v.y, b, width),                               \
                cuport_shfl_##NAME##_##TY(s, mask, v.z, b, width),                               \
                cuport_shfl_##NAME##_##TY(s, mask, v.w, b, width)); }
#define CUPORT__SHFL_VECTORS(NAME)                                            \
  CUPORT__SHFL_VEC2(NAME, i32, int2) CUPORT__SHFL_VEC4(NAME, i32, int4)       \
  CUPORT__SHFL_VEC2(NAME, u32, uint2) CUPORT__SHFL_VEC4(NAME, u32, uint4)     \
  CUPORT__SHFL_VEC2(NAME, f32, float2) CUPORT__SHFL_VEC4(NAME, f32, float4)   \
  CUPORT__SHFL_VEC2(NAME, i64, long2) CUPORT__SHFL_VEC2(NAME, u64, ulong2)
CUPORT__SHFL_VECTORS(idx)
CUPORT__SHFL_VECTORS(up)
CUPORT__SHFL_VECTORS(down)
CUPORT__SHFL_VECTORS(xor)
#ifdef CUPORT_HAS_FP64
CUPORT__SHFL_VEC2(idx, f64, double2)
CUPORT__SHFL_VEC2(up, f64, double2)
CUPORT__SHFL_VEC2(down, f64, double2)
CUPORT__SHFL_VEC2(xor, f64, double2)
#endif

/* =============================================================== votes */

#if !defined(CUPORT_NVIDIA) && !(defined(CUPORT_HAS_SUBGROUPS) && defined(CUPORT_HAS_SG_BALLOT))
CUPORT_FN uint cuport__ballot_local(__local ulong *scratch, int pred)
{
  uint lid = cuport_linear_local_id();
  uint base = lid & ~31u, n = cuport_block_size() - base, r = 0, i;
  barrier(CLK_LOCAL_MEM_FENCE);
  scratch[lid] = pred != 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (n > 32u)
    n = 32u;
  for (i = 0; i < n; i++)
    r |= (uint)(scratch[base + i] != 0) << i;
  return r;
}
#endif

/* __ballot_sync(mask, pred) */
CUPORT_FN uint cuport_ballot(__local ulong *scratch, uint mask, int pred)
{
#if defined(CUPORT_NVIDIA)
  uint r;
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, %1, 0;\n\tvote.sync.ballot.b32 %0, p, %2;\n\t}" : "=r"(r) : "r"((uint)pred), "r"(mask));
  return r;
#elif defined(CUPORT_HAS_SUBGROUPS) && defined(CUPORT_HAS_SG_BALLOT)
  return sub_group_ballot(pred).x & mask;
#else
  return cuport__ballot_local(scratch, pred) & mask;
#endif
}

/* __any_sync(mask, pred) */
CUPORT_FN int cuport_any(__local ulong *scratch, uint mask, int pred)
{
#if defined(CUPORT_NVIDIA)
  uint r;
  asm volatile("{\n\t.reg .pred p, q;\n\tsetp.ne.u32 p, %1, 0;\n\tvote.sync.any.pred q, p, %2;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(r) : "r"((uint)pred), "r"(mask));
  return (int)r;
#elif defined(CUPORT_HAS_SUBGROUPS)
  return sub_group_any(pred != 0 && ((mask >> cuport_lane_id()) & 1u));
#else
  return cuport_ballot(scratch, mask, pred) != 0;
#endif
}

/* __all_sync(mask, pred) */
CUPORT_FN int cuport_all(__local ulong *scratch, uint mask, int pred)
{
#if defined(CUPORT_NVIDIA)
  uint r;
  asm volatile("{\n\t.reg .pred p, q;\n\tsetp.ne.u32 p, %1, 0;\n\tvote.sync.all.pred q, p, %2;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(r) : "r"((uint)pred), "r"(mask));
  return (int)r;
#elif defined(CUPORT_HAS_SUBGROUPS)
  return sub_group_all(pred != 0 || !((mask >> cuport_lane_id()) & 1u));
#else
  uint want = mask & cuport_warp_lanes_mask();
  return cuport_ballot(scratch, mask, pred) == want;
#endif
}

/* __activemask(); the portable paths assume convergence: all existing lanes. */
CUPORT_FN uint cuport_activemask(__local ulong *scratch)
{
#if defined(CUPORT_NVIDIA)
  uint r;
  asm volatile("activemask.b32 %0;" : "=r"(r));
  return r;
#elif defined(CUPORT_HAS_SUBGROUPS) && defined(CUPORT_HAS_SG_BALLOT)
  return sub_group_ballot(1).x;
#else
  return cuport_warp_lanes_mask();
#endif
}

/* __syncwarp(mask); a work-group barrier on the portable path. */
CUPORT_FN void cuport_syncwarp(__local ulong *scratch, uint mask)
{
#if defined(CUPORT_NVIDIA)
  asm volatile("bar.warp.sync %0;" : : "r"(mask) : "memory");
#elif defined(CUPORT_HAS_SUBGROUPS)
  sub_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#else
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#endif
}

/* What cuport puts after warp-synchronous statements it could not make convergent (a
   return in their branch; CUPORT1222): bar.warp.sync of the lanes running on NVIDIA, the
   sub-group's barrier with sub-groups. Elsewhere nothing can be done: the code runs in a
   branch only some work-items take, where a work-group barrier is not allowed. */
CUPORT_FN void cuport_lockstep(void)
{
#if defined(CUPORT_NVIDIA)
  uint m;
  asm volatile("activemask.b32 %0;" : "=r"(m));
  asm volatile("bar.warp.sync %0;" : : "r"(m) : "memory");
#elif defined(CUPORT_HAS_SUBGROUPS)
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
#else
  mem_fence(CLK_LOCAL_MEM_FENCE);
#endif
}

/* Warp-synchronous code (lanes exchanging through a volatile __shared__ pointer, counting
   on lock-step) is split by cuport into a read, cuport_lockstep_sync(), the write and
   cuport_lockstep_sync() again, run by every work-item (the branches around it predicated):
   cuport_lockstep's warp barrier where there is one, a work-group barrier otherwise (legal
   there because every work-item reaches it). */
CUPORT_FN void cuport_lockstep_sync(void)
{
#if defined(CUPORT_NVIDIA) || defined(CUPORT_HAS_SUBGROUPS)
  cuport_lockstep();
#else
  barrier(CLK_LOCAL_MEM_FENCE);
#endif
}

/* __reduce_<op>_sync(mask, v): a butterfly of xor shuffles over the warp, so every
   lane gets the result (add/min/max on int and unsigned, and/or/xor on unsigned).
   Every existing lane of the warp takes part, as cuport predicates the branches
   around warp code: a lane outside mask contributes the operator's identity, so
   the lanes in mask get the reduction of theirs alone, as in CUDA.  On NVIDIA, lanes
   leave a divergent loop as in CUDA (cuport_loop_any), so a partial mask may name all
   the lanes there are: those lanes read each other's values one by one, as CUDA lets
   exactly the lanes of mask take part. */
#if defined(CUPORT_NVIDIA)
#define CUPORT__WARP_REDUCE_PARTIAL(TY, T, EXPR, ID)                             \
    if (mask != 0xffffffffu) {                                                   \
      T r = (ID);                                                                \
      for (uint m = mask; m != 0u; m &= m - 1u) {                                \
        T o = cuport_shfl_idx_##TY(scratch, mask, v, (int)(31u - clz(m & -m)), 32); \
        {                                                                        \
          T v = r;                                                               \
          r = EXPR;                                                              \
        }                                                                        \
      }                                                                          \
      return r;                                                                  \
    }
#else
#define CUPORT__WARP_REDUCE_PARTIAL(TY, T, EXPR, ID)
#endif
#define CUPORT__WARP_REDUCE(OP, TY, T, EXPR, ID)                                  \
  CUPORT_FN T cuport_reduce_##OP##_##TY(__local ulong *scratch, uint mask, T v)  \
  {                                                                              \
    CUPORT__WARP_REDUCE_PARTIAL(TY, T, EXPR, ID)                                 \
    uint lanes = cuport_warp_lanes_mask();                                       \
    if (((mask >> cuport_lane_id()) & 1u) == 0u)                                 \
      v = (ID);                                                                  \
    for (int d = 16; d > 0; d >>= 1) {                                           \
      T o = cuport_shfl_xor_##TY(scratch, lanes, v, d, 32);                      \
      v = EXPR;                                                                  \
    }                                                                            \
    return v;                                                                    \
  }
CUPORT__WARP_REDUCE(add, i32, int, v + o, 0)
CUPORT__WARP_REDUCE(add, u32, uint, v + o, 0u)
CUPORT__WARP_REDUCE(min, i32, int, min(v, o), INT_MAX)
CUPORT__WARP_REDUCE(min, u32, uint, min(v, o), UINT_MAX)
CUPORT__WARP_REDUCE(max, i32, int, max(v, o), INT_MIN)
CUPORT__WARP_REDUCE(max, u32, uint, max(v, o), 0u)
CUPORT__WARP_REDUCE(and, u32, uint, v & o, 0xffffffffu)
CUPORT__WARP_REDUCE(or, u32, uint, v | o, 0u)
CUPORT__WARP_REDUCE(xor, u32, uint, v ^ o, 0u)

/* ============================================================= matches
   __match_any_sync(mask, v): the lanes of mask whose v has the caller's bits;
   __match_all_sync(mask, v, &pred): mask when every lane of mask has them (*pred = 1),
   else 0 (*pred = 0).  As for the reductions, every lane that runs the code takes part
   (cuport predicates the branches around warp code), so mask is honoured on every path;
   *pred is written only by the lanes of mask (CUDA's callers), not by a lane that runs
   the call only because its branch was predicated.
   cuport__match(scratch, v): the running lanes (cuport__running) holding v. */
CUPORT_FN uint cuport__running(__local ulong *scratch)
{
#if defined(CUPORT_NVIDIA)
  return cuport_activemask(scratch);
#else
  (void)scratch;
  return cuport_warp_lanes_mask();
#endif
}
#if defined(CUPORT_NVIDIA) && CUPORT_NV_SM >= 70
CUPORT_FN uint cuport__match(__local ulong *scratch, ulong v)
{
  uint r;
  asm volatile("match.any.sync.b64 %0, %1, %2;" : "=r"(r) : "l"(v), "r"(cuport__running(scratch)));
  return r;
}
#elif defined(CUPORT_NVIDIA) || (defined(CUPORT_HAS_SUBGROUPS) && defined(CUPORT_HAS_SG_SHUFFLE))
CUPORT_FN uint cuport__match(__local ulong *scratch, ulong v)
{
  uint run = cuport__running(scratch), r = 0u;
  for (int i = 0; i < 32; i++) {
    ulong o = cuport__shfl64_idx(scratch, run, v, i, 32);
    if (((run >> i) & 1u) && o == v)
      r |= 1u << i;
  }
  return r;
}
#else
CUPORT_FN uint cuport__match(__local ulong *scratch, ulong v)
{
  uint lid = cuport_linear_local_id();
  uint base = lid & ~31u, n = cuport_block_size() - base, r = 0u, i;
  barrier(CLK_LOCAL_MEM_FENCE);
  scratch[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (n > 32u)
    n = 32u;
  for (i = 0; i < n; i++)
    r |= (uint)(scratch[base + i] == v) << i;
  return r;
}
#endif
#define CUPORT__MATCH(TY, T, BITS)                                                           \
  CUPORT_FN uint cuport_match_any_##TY(__local ulong *scratch, uint mask, T v)               \
  { return cuport__match(scratch, (ulong)BITS(v)) & mask; }                                  \
  CUPORT_FN uint cuport_match_all_##TY(__local ulong *scratch, uint mask, T v, __private int *pred) \
  {                                                                                          \
    uint want = mask & cuport__running(scratch);                                             \
    int all = (cuport__match(scratch, (ulong)BITS(v)) & want) == want;                       \
    if ((mask >> cuport_lane_id()) & 1u) /* a predicated-off lane writes nothing */       \
      *pred = all;                                                                           \
    return all ? mask : 0u;                                                                  \
  }
CUPORT__MATCH(i32, int, as_uint)
CUPORT__MATCH(u32, uint, )
CUPORT__MATCH(f32, float, as_uint)
CUPORT__MATCH(i64, long, as_ulong)
CUPORT__MATCH(u64, ulong, )
#ifdef CUPORT_HAS_FP64
CUPORT__MATCH(f64, double, as_ulong)
#endif

/* __activemask() where cuport predicated the branch around it: every lane runs the code,
   and the lanes that took the branch are those whose flag is set. */
CUPORT_FN uint cuport_active_mask(__local ulong *scratch, int active)
{
  return cuport_ballot(scratch, cuport__running(scratch), active);
}

/* The condition of a loop cuport made convergent (a loop holding warp exchanges whose trip
   count differs between work-items): whether any work-item that must reach the loop's
   exchanges together with this one is still in it (in, sticky, says whether this one is).
   On NVIDIA that is the lane itself: lanes leave the loop as in CUDA, and the shuffles and
   votes in it are the hardware's.  With sub-groups, the sub-group's vote.  On the portable
   path the exchanges are work-group barriers, so every work-item of the group iterates
   until none is left (three barriers: the scratch's earlier readers, the cleared word, the
   votes; the next exchange's leading barrier protects the read). */
CUPORT_FN int cuport_loop_any(__local ulong *scratch, int in)
{
#if defined(CUPORT_NVIDIA)
  (void)scratch;
  return in;
#elif defined(CUPORT_HAS_SUBGROUPS)
  (void)scratch;
  return sub_group_any(in != 0);
#else
  barrier(CLK_LOCAL_MEM_FENCE);
  if (cuport_linear_local_id() == 0u)
    scratch[0] = 0ul;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (in)
    scratch[0] = 1ul;   /* the same value from every writer */
  barrier(CLK_LOCAL_MEM_FENCE);
  return scratch[0] != 0ul;
#endif
}

/* cuport_store_first(scratch, active, lv, v): `lv = v` made by the lowest active lane of
   the warp whose lv is at the same address, the others' stores to it dropped.  cuport
   writes it where every lane stores a value derived from a shuffle to an address that is
   the same within a warp segment (`y[row] = sum` after a sub-warp reduction): on a GPU the
   lowest lane's store wins in practice, and only that lane holds the result; elsewhere the
   last work-item's would.  Lanes storing to different addresses all store.  On NVIDIA it
   is the plain store, whose hardware behaviour it imitates. */
CUPORT_FN int cuport__store_first(__local ulong *scratch, int active, ulong addr)
{
#if defined(CUPORT_NVIDIA)
  (void)scratch;
  (void)addr;
  return active;
#else
  /* an inactive lane's key is 0, which no object's address is */
  ulong key = active ? addr : 0ul;
  uint lane = cuport_lane_id();
  int first = active;
#if defined(CUPORT_HAS_SUBGROUPS) && defined(CUPORT_HAS_SG_SHUFFLE)
  (void)scratch;
  for (uint i = 0u; i < 32u; i++) {
    ulong o = sub_group_shuffle(key, i);
    if (i < lane && o == key)
      first = 0;
  }
#else
  uint lid = cuport_linear_local_id(), base = lid - lane;
  barrier(CLK_LOCAL_MEM_FENCE);
  scratch[lid] = key;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = 0u; i < lane; i++)
    if (scratch[base + i] == key)
      first = 0;
#endif
  return first;
#endif
}
#define cuport_store_first(scratch, active, lv, v)                                    \
  do {                                                                                \
    int cuport__active = (active);                                                    \
    if (cuport__store_first((scratch), cuport__active,                                \
                            cuport__active ? (ulong)&(lv) : 0ul))                     \
      (lv) = (v);                                                                     \
  } while (0)

/* ===================================================== sub-warp tiles
   cooperative_groups::tiled_partition<n> for n in 1, 2, 4, 8, 16, 32.  Tile
   shuffles are the warp shuffles with mask cuport_tile_mask(n) and width n.
   A tile of several warps (n 64, 128, ... up to the block) has a rank, a size,
   its meta-group and a barrier, which is the block's: every tile of the block
   reaches it together, as the portable warp exchanges require anyway. */

/* tile.thread_rank() */
CUPORT_FN uint cuport_tile_rank(uint n)
{
  return n > 32u ? cuport_linear_local_id() & (n - 1u) : cuport_lane_id() & (n - 1u);
}
/* tile.meta_group_rank(): the tile's index within the block */
CUPORT_FN uint cuport_tile_meta_rank(uint n) { return cuport_linear_local_id() / n; }
/* tile.meta_group_size() */
CUPORT_FN uint cuport_tile_meta_size(uint n) { return (cuport_block_size() + n - 1u) / n; }
/* The same for a tile of n made from a tile of parent threads (tiled_partition<4>(tile32)):
   the tile's index within its parent, and how many the parent holds. */
CUPORT_FN uint cuport_subtile_meta_rank(uint n, uint parent) { return cuport_tile_rank(parent) / n; }
CUPORT_FN uint cuport_subtile_meta_size(uint n, uint parent) { return parent / n; }
/* The warp lanes of the caller's tile. */
CUPORT_FN uint cuport_tile_mask(uint n)
{
  uint bits = n >= 32u ? 0xffffffffu : ((1u << n) - 1u);
  return bits << (cuport_lane_id() & ~(n - 1u) & 31u);
}
/* tile.ballot(pred): bit i is the tile's rank i. */
CUPORT_FN uint cuport_tile_ballot(__local ulong *scratch, uint n, int pred)
{
  uint shift = cuport_lane_id() & ~(n - 1u) & 31u;
  uint bits = n >= 32u ? 0xffffffffu : ((1u << n) - 1u);
  return (cuport_ballot(scratch, cuport_tile_mask(n), pred) >> shift) & bits;
}
CUPORT_FN int cuport_tile_any(__local ulong *scratch, uint n, int pred)
{
  return cuport_tile_ballot(scratch, n, pred) != 0u;
}
CUPORT_FN int cuport_tile_all(__local ulong *scratch, uint n, int pred)
{
  uint shift = cuport_lane_id() & ~(n - 1u) & 31u;
  uint want = (cuport_warp_lanes_mask() & cuport_tile_mask(n)) >> shift;
  return cuport_tile_ballot(scratch, n, pred) == want;
}
/* tile.sync() */
CUPORT_FN void cuport_tile_sync(__local ulong *scratch, uint n)
{
  if (n > 32u)
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  else
    cuport_syncwarp(scratch, cuport_tile_mask(n));
}

/* ========================================================== memory
   memcpy/memset in device code: cuport_memcpy_<dst>_<src>(dst, src, n) and
   cuport_memset_<space>(p, byte, n), a byte at a time (the spaces come from
   the pointers, OpenCL C 1.2 having no generic one). */
#define CUPORT__MEMCPY(DS, DQ, SS, SQ)                                                    \
  CUPORT_FN DQ void *cuport_memcpy_##DS##_##SS(DQ void *d, const SQ void *s, ulong n)   \
  {                                                                                       \
    DQ uchar *dp = (DQ uchar *)d;                                                         \
    const SQ uchar *sp = (const SQ uchar *)s;                                             \
    for (ulong i = 0; i < n; i++)                                                         \
      dp[i] = sp[i];                                                                      \
    return d;                                                                             \
  }
#define CUPORT__MEMCPY_FROM(DS, DQ)                 \
  CUPORT__MEMCPY(DS, DQ, private, __private)        \
  CUPORT__MEMCPY(DS, DQ, global, __global)          \
  CUPORT__MEMCPY(DS, DQ, local, __local)            \
  CUPORT__MEMCPY(DS, DQ, constant, __constant)
CUPORT__MEMCPY_FROM(private, __private)
CUPORT__MEMCPY_FROM(global, __global)
CUPORT__MEMCPY_FROM(local, __local)
#define CUPORT__MEMSET(SP, Q)                                          \
  CUPORT_FN Q void *cuport_memset_##SP(Q void *p, int v, ulong n)     \
  {                                                                    \
    Q uchar *b = (Q uchar *)p;                                         \
    for (ulong i = 0; i < n; i++)                                      \
      b[i] = (uchar)v;                                                 \
    return p;                                                          \
  }
CUPORT__MEMSET(private, __private)
CUPORT__MEMSET(global, __global)
CUPORT__MEMSET(local, __local)

/* CUDA's asynchronous copies (cuda::memcpy_async, cooperative_groups::memcpy_async,
   __pipeline_memcpy_async; src/kernel/async.c) are made when they are issued:
   cuport_async_copy_<dst>_<src>(d, s, n, zfill, rank, size) has the thread of the given
   rank in a group of size threads copy bytes rank, rank + size, ... of n, the last zfill
   of them zeros (a thread's own copy is rank 0 of 1).  Words of 4 bytes are copied
   where both pointers and n allow. */
#define CUPORT__ASYNC_COPY(DS, DQ, SS, SQ)                                                   \
  CUPORT_FN void cuport_async_copy_##DS##_##SS(DQ void *d, const SQ void *s, ulong n,       \
                                               ulong zfill, uint rank, uint size)           \
  {                                                                                         \
    ulong keep = zfill < n ? n - zfill : 0;                                                 \
    if ((((ulong)d | (ulong)s | n | keep) & 3ul) == 0) {                                    \
      DQ uint *dw = (DQ uint *)d;                                                           \
      const SQ uint *sw = (const SQ uint *)s;                                               \
      for (ulong i = rank; i < n / 4; i += size)                                            \
        dw[i] = i < keep / 4 ? sw[i] : 0u;                                                  \
      return;                                                                               \
    }                                                                                       \
    DQ uchar *dp = (DQ uchar *)d;                                                           \
    const SQ uchar *sp = (const SQ uchar *)s;                                               \
    for (ulong i = rank; i < n; i += size)                                                  \
      dp[i] = i < keep ? sp[i] : (uchar)0;                                                  \
  }
#define CUPORT__ASYNC_COPY_FROM(DS, DQ)                  \
  CUPORT__ASYNC_COPY(DS, DQ, private, __private)         \
  CUPORT__ASYNC_COPY(DS, DQ, global, __global)           \
  CUPORT__ASYNC_COPY(DS, DQ, local, __local)             \
  CUPORT__ASYNC_COPY(DS, DQ, constant, __constant)
CUPORT__ASYNC_COPY_FROM(private, __private)
CUPORT__ASYNC_COPY_FROM(global, __global)
CUPORT__ASYNC_COPY_FROM(local, __local)

/* cg::this_grid(): grid.thread_rank(), grid.size(), grid.num_blocks(); grid.sync() is
   cuport_grid_sync, below. */
CUPORT_FN ulong cuport_grid_blocks(void)
{
  return (ulong)get_num_groups(0) * get_num_groups(1) * get_num_groups(2);
}
CUPORT_FN ulong cuport_grid_size(void)
{
  return cuport_grid_blocks() * cuport_block_size();
}
CUPORT_FN ulong cuport_grid_rank(void)
{
  return cuport_linear_group_id() * cuport_block_size() + cuport_linear_local_id();
}

/* grid.sync(): a barrier across the work-groups of the launch, on a 32-bit counter the
   runtime owns and passes (the hidden parameter cuport_grid_barrier, one per stream,
   zero when made).  It is CUDA's own scheme: after a work-group barrier, each group's
   first work-item adds 1 to the counter, except group 0's, which adds 0x80000000 - (groups
   - 1); the adds of one barrier sum to 0x80000000, so the top bit flips exactly when the
   last group arrives and the low bits are back where they were (0), ready for the next
   barrier and the next launch.  Each waits until the top bit differs from the value its
   own add returned.  The fences release the group's writes before its arrival and acquire
   the others' after the wait; the work-group barrier after it holds the group's other
   work-items back until then.  Correct only when every work-group of the launch is running
   at once: the runtime refuses a launch with more groups than that (docs/kernels.md,
   "Grid-wide synchronisation"). */
CUPORT_FN void cuport_grid_sync(__global volatile uint *bar)
{
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (cuport_linear_local_id() == 0) {
    uint groups = (uint)cuport_grid_blocks();
    uint add = cuport_linear_group_id() == 0 ? 0x80000000u - (groups - 1u) : 1u;
    cuport_threadfence();
    uint old = atomic_add(bar, add);
#ifdef CUPORT_NVIDIA
    /* a volatile load goes to L2, where the atomics are: no atomic traffic while waiting */
    while (((old ^ *bar) & 0x80000000u) == 0)
      ;
#else
    while (((old ^ atomic_or(bar, 0u)) & 0x80000000u) == 0)
      ;
#endif
    cuport_threadfence();
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

/* ================================================ launches from kernels
   Dynamic parallelism (docs/kernels.md, "Dynamic parallelism").  OpenCL C 1.2 cannot
   enqueue, so a kernel that launches writes a record of each launch into a queue the
   runtime passes (the hidden parameter cuport_launch_queue), and the runtime launches the
   recorded children once the parent has finished, in the order of their records.  The
   queue is 32-bit words: [0] launches asked for, [1] bytes reserved, [2] the bytes the
   records may take, [3] the launches allowed (cudaLimitDevRuntimePendingLaunchCount), [4]
   launches refused, [5] records written; the records start at word 16.  A record is
   16-byte aligned: its size in bytes, the kernel's number in the unit's table of device
   launch targets, grid x y z, block x y z, dynamic shared bytes, the argument count, one
   word per argument (its size, bit 31 set for a pointer), then the arguments, each at a
   16-byte aligned offset.  Records that fit form a prefix of the data: a reservation that
   does not fit leaves every later one out too. */
#define CUPORT_LAUNCH_QUEUE_WORDS 16u
typedef ulong cudaStream_t;
typedef int cudaError_t;
#ifndef cudaSuccess
#define cudaSuccess 0
#endif
#ifndef cudaErrorLaunchPendingCountExceeded
#define cudaErrorLaunchPendingCountExceeded 69
#endif
#ifndef cudaStreamNonBlocking
#define cudaStreamNonBlocking 1u
#endif
#ifndef cudaStreamTailLaunch
#define cudaStreamTailLaunch ((cudaStream_t)3)
#define cudaStreamFireAndForget ((cudaStream_t)4)
#endif

/* Where the arguments of a record with nargs of them start; the offset after one of
   size bytes at off. */
CUPORT_FN uint cuport_launch_args_at(uint nargs)
{
  return (40u + 4u * nargs + 15u) & ~15u;
}
CUPORT_FN uint cuport_launch_next(uint off, uint size)
{
  return off + ((size + 15u) & ~15u);
}

/* Reserves a record of bytes bytes and writes its header; NULL when the queue is full
   (the launch is refused: counted, so that the runtime reports it, and what
   cudaGetLastError says in the kernel). */
CUPORT_FN __global uint *cuport_launch_reserve(__global uint *q, uint id, uint3 grid,
                                               uint3 block, uint shared, uint nargs,
                                               uint bytes)
{
  if (atomic_inc(&q[0]) >= q[3]) {
    atomic_inc(&q[4]);
    return 0;
  }
  uint at = atomic_add(&q[1], bytes);
  if (at > q[2] || bytes > q[2] - at) {
    atomic_inc(&q[4]);
    return 0;
  }
  __global uint *r = q + CUPORT_LAUNCH_QUEUE_WORDS + at / 4u;
  r[0] = bytes;
  r[1] = id;
  r[2] = grid.x;
  r[3] = grid.y;
  r[4] = grid.z;
  r[5] = block.x;
  r[6] = block.y;
  r[7] = block.z;
  r[8] = shared;
  r[9] = nargs;
  return r;
}
/* The record is complete. */
CUPORT_FN void cuport_launch_done(__global uint *q)
{
  atomic_inc(&q[5]);
}
/* Argument i of record r: size bytes at byte offset off, a pointer when ptr. */
CUPORT_FN __global uchar *cuport_launch_arg(__global uint *r, uint i, uint off, uint size,
                                            int ptr)
{
  r[10u + i] = size | (ptr ? 0x80000000u : 0u);
  return (__global uchar *)r + off;
}
/* A launch configuration's dimension given as a number. */
CUPORT_FN uint3 cuport_launch_dim(uint x)
{
  return (uint3)(x, 1u, 1u);
}
/* cudaGetLastError and cudaPeekAtLastError in a kernel that launches: the queue's
   refusals (a launch over cudaLimitDevRuntimePendingLaunchCount). */
CUPORT_FN cudaError_t cuport_launch_error(__global uint *q)
{
  return q[4] ? cudaErrorLaunchPendingCountExceeded : cudaSuccess;
}
/* Streams made in a kernel: its launches run after the kernel in any case, so a stream
   is only a name (0); destroying it does nothing. */
#define cuport_stream_create(p, flags) (*(p) = (cudaStream_t)0, (void)(flags), cudaSuccess)
#define cuport_stream_destroy(s) ((void)(s), cudaSuccess)
#define cuport_error_string(e) ((e) == cudaSuccess ? "no error" : (e) == cudaErrorLaunchPendingCountExceeded ? "launch failed because launch would exceed cudaLimitDevRuntimePendingLaunchCount" : "unrecognized error code")

/* ================================================ the device heap
   malloc/free, new/delete and cudaMalloc/cudaFree in kernels (docs/kernels.md, "The
   device heap").  OpenCL C 1.2 has no allocator, so the runtime owns a heap buffer of
   cudaLimitMallocHeapSize bytes (8 MiB unless cudaDeviceSetLimit says otherwise), zero
   when made, which a kernel that allocates takes as the hidden parameter cuport_heap; it
   lives until the context is reset, so a block stays valid across kernels until freed.
   Words: [0] the units handed out so far, [1] the units there are (a unit is 16 bytes),
   [2] allocations refused; the blocks start at word CUPORT_HEAP_WORDS.  A block is a
   16-byte header (its units, header included; its state; the bytes asked for; a mark)
   and its data, so every pointer returned is 16-byte aligned, as CUDA's are.

   No work-item ever waits for another, so the allocator is free of deadlocks under any
   divergence: a block is cut off the end with a compare-and-swap on the count of units
   handed out (a failed one means another work-item's succeeded), and a free only marks
   its block.  When the end is reached, the blocks are walked from the start and the first
   freed one large enough is claimed with a compare-and-swap on its state; a header still
   zero (its allocation is under way) ends the walk.  Blocks are neither split nor merged.
   A request nothing satisfies returns NULL, as CUDA's malloc does. */
#define CUPORT_HEAP_WORDS 16u
#define CUPORT_HEAP_USED 1u
#define CUPORT_HEAP_FREE 2u
#define CUPORT_HEAP_MARK 0x68656170u
#ifndef cudaErrorMemoryAllocation
#define cudaErrorMemoryAllocation 2
#endif

CUPORT_FN __global uint *cuport__heap_block(__global uint *h, uint unit)
{
  return h + CUPORT_HEAP_WORDS + 4u * unit;
}

CUPORT_FN __global void *cuport__heap_take(__global uint *b, uint units, ulong bytes)
{
  b[2] = (uint)bytes;
  b[3] = CUPORT_HEAP_MARK;
  atomic_xchg(&b[0], units);
  atomic_xchg(&b[1], CUPORT_HEAP_USED);
  return (__global void *)(b + 4);
}

/* The first freed block of at least units units, claimed; NULL when none. */
CUPORT_FN __global void *cuport__heap_reuse(__global uint *h, uint units, ulong bytes)
{
  uint end = min(atomic_or(&h[0], 0u), h[1]);
  for (uint at = 0; at < end;) {
    __global uint *b = cuport__heap_block(h, at);
    uint size = atomic_or(&b[0], 0u);
    if (size == 0u)
      break;
    if (size >= units && atomic_cmpxchg(&b[1], CUPORT_HEAP_FREE, CUPORT_HEAP_USED) ==
        CUPORT_HEAP_FREE) {
      b[2] = (uint)bytes;
      return (__global void *)(b + 4);
    }
    at += size;
  }
  atomic_inc(&h[2]);
  return 0;
}

CUPORT_FN __global void *cuport_malloc(__global uint *h, ulong bytes)
{
  ulong want = (bytes + 15ul) / 16ul + 1ul;
  if (want > (ulong)h[1]) {
    atomic_inc(&h[2]);
    return 0;
  }
  uint units = (uint)want;
  uint at = atomic_or(&h[0], 0u);
  while (at <= h[1] && units <= h[1] - at) {
    uint seen = atomic_cmpxchg(&h[0], at, at + units);
    if (seen == at)
      return cuport__heap_take(cuport__heap_block(h, at), units, bytes);
    at = seen;
  }
  return cuport__heap_reuse(h, units, bytes);
}

/* new T() of a class without a constructor: a block of zeros. */
CUPORT_FN __global void *cuport_calloc(__global uint *h, ulong bytes)
{
  __global uint4 *p = (__global uint4 *)cuport_malloc(h, bytes);
  if (p)
    for (ulong i = 0; i < (bytes + 15ul) / 16ul; i++)
      p[i] = (uint4)(0u);
  return p;
}

/* free(p): p's block marked free; NULL, a pointer outside the heap or a block already
   free is left alone. */
CUPORT_FN void cuport_free(__global uint *h, __global void *p)
{
  __global uint *data = cuport__heap_block(h, 0u);
  __global uint *q = (__global uint *)p;
  if (!p || q < data + 4 || q >= data + 4ul * h[1] || (((ulong)p) & 15ul) != 0ul)
    return;
  if (q[-1] != CUPORT_HEAP_MARK)
    return;
  atomic_cmpxchg(&q[-3], CUPORT_HEAP_USED, CUPORT_HEAP_FREE);
}

/* cudaMalloc(&p, n) in a kernel: *where (the pointer p, 64 bits wherever it is kept) gets
   the block, NULL when the heap has none, and the call says which. */
#define CUPORT__CUDA_MALLOC(sp, space)                                                \
  CUPORT_FN cudaError_t cuport_cuda_malloc_##sp(__global uint *h, space ulong *where,  \
                                                ulong bytes)                          \
  {                                                                                   \
    __global void *p = cuport_malloc(h, bytes);                                       \
    *where = (ulong)p;                                                                \
    return p ? cudaSuccess : cudaErrorMemoryAllocation;                               \
  }
CUPORT__CUDA_MALLOC(private, __private)
CUPORT__CUDA_MALLOC(global, __global)
CUPORT__CUDA_MALLOC(local, __local)
CUPORT_FN cudaError_t cuport_cuda_free(__global uint *h, __global void *p)
{
  cuport_free(h, p);
  return cudaSuccess;
}

/* ================================================ groups as values
   A cooperative group that reaches a function as a parameter (thread_group,
   thread_block, thread_block_tile<n>, by value or by reference) is passed as
   a cuport_group: its size, the caller's rank in it, and its tile width (0 for
   the whole block).  Every work-item of a work-group passes the same kind of
   group at one call, so a branch on g.tile is uniform. */
typedef struct {
  uint size;
  uint rank;
  uint tile;       /* 0: the block; n: a tile of n (a coalesced group: 32) */
  uint mask;       /* the warp lanes in the group (tiles of up to 32, coalesced groups) */
  uint run;        /* the warp lanes running the code, which exchange with it */
  uint meta_rank;  /* meta_group_rank(), meta_group_size() */
  uint meta_size;
} cuport_group;

/* this_thread_block() as a value */
CUPORT_FN cuport_group cuport_block_group(void)
{
  cuport_group g;
  g.size = cuport_block_size();
  g.rank = cuport_linear_local_id();
  g.tile = 0u;
  g.mask = g.run = cuport_warp_lanes_mask();
  g.meta_rank = 0u;
  g.meta_size = 1u;
  return g;
}
/* tiled_partition<n>(block) or tiled_partition(block, n), n a power of 2 */
CUPORT_FN cuport_group cuport_tile_group(uint n)
{
  cuport_group g;
  g.size = n;
  g.rank = cuport_tile_rank(n);
  g.tile = n;
  g.mask = g.run = cuport_tile_mask(n) & cuport_warp_lanes_mask();
  g.meta_rank = cuport_tile_meta_rank(n);
  g.meta_size = cuport_tile_meta_size(n);
  return g;
}
/* A group of the lanes of members (a mask of the caller's warp) that the caller is in:
   its rank is its place among them. */
CUPORT_FN cuport_group cuport__lanes_group(uint members, uint run)
{
  cuport_group g;
  g.mask = members;
  g.run = run;
  g.size = (uint)popcount(members);
  g.rank = (uint)popcount(members & cuport_lanemask_lt());
  g.tile = 32u;
  g.meta_rank = 0u;
  g.meta_size = 1u;
  return g;
}
/* coalesced_threads(): the lanes whose active flag is set (cuport passes the flag of the
   predicated branch the call is in, 1 outside any). */
CUPORT_FN cuport_group cuport_coalesced_group(__local ulong *scratch, int active)
{
  uint run = cuport__running(scratch);
  return cuport__lanes_group(cuport_ballot(scratch, run, active), run);
}
/* labeled_partition(parent, label): the lanes of the parent with the caller's label;
   binary_partition(parent, pred) is the one of label pred != 0. */
CUPORT_FN cuport_group cuport_labeled_group(__local ulong *scratch, cuport_group parent, int label)
{
  return cuport__lanes_group(cuport__match(scratch, (ulong)(uint)label) & parent.mask, parent.run);
}
CUPORT_FN cuport_group cuport_binary_group(__local ulong *scratch, cuport_group parent, int pred)
{
  return cuport_labeled_group(scratch, parent, pred != 0);
}
/* The warp lane of the group's rank r (r taken modulo its size). */
CUPORT_FN int cuport_group_lane(cuport_group g, uint r)
{
  uint m = g.mask, n = g.size ? r % g.size : 0u;
  for (uint i = 0u; i < n; i++)
    m &= m - 1u;
  return m ? (int)(31 - clz(m & (~m + 1u))) : (int)cuport_lane_id();
}
/* The source lane of g.shfl_up(v, d), g.shfl_down(v, d), g.shfl_xor(v, m): the caller's
   own where the rank it names is outside the group, as CUDA's groups do. */
CUPORT_FN int cuport_group_lane_up(cuport_group g, uint d)
{
  return g.rank >= d ? cuport_group_lane(g, g.rank - d) : (int)cuport_lane_id();
}
CUPORT_FN int cuport_group_lane_down(cuport_group g, uint d)
{
  return g.rank + d < g.size ? cuport_group_lane(g, g.rank + d) : (int)cuport_lane_id();
}
CUPORT_FN int cuport_group_lane_xor(cuport_group g, uint m)
{
  return (g.rank ^ m) < g.size ? cuport_group_lane(g, g.rank ^ m) : (int)cuport_lane_id();
}
/* g.size(), g.num_threads(), g.thread_rank(), g.meta_group_rank(), g.meta_group_size() */
CUPORT_FN uint cuport_group_size(cuport_group g) { return g.size; }
CUPORT_FN uint cuport_group_rank(cuport_group g) { return g.rank; }
CUPORT_FN uint cuport_group_meta_rank(cuport_group g) { return g.meta_rank; }
CUPORT_FN uint cuport_group_meta_size(cuport_group g) { return g.meta_size; }
/* g.ballot(pred): bit i is the group's rank i; g.any, g.all. */
CUPORT_FN uint cuport_group_ballot(__local ulong *scratch, cuport_group g, int pred)
{
  uint b = cuport_ballot(scratch, g.run, pred) & g.mask, m = g.mask, r = 0u;
  for (uint i = 0u; m; i++) {
    uint low = m & (~m + 1u);
    if (b & low)
      r |= 1u << i;
    m &= m - 1u;
  }
  return r;
}
CUPORT_FN int cuport_group_any(__local ulong *scratch, cuport_group g, int pred)
{
  return (cuport_ballot(scratch, g.run, pred) & g.mask) != 0u;
}
CUPORT_FN int cuport_group_all(__local ulong *scratch, cuport_group g, int pred)
{
  return (cuport_ballot(scratch, g.run, pred) & g.mask) == g.mask;
}
/* g.sync(): the block's barrier, or the tile's (a work-group barrier on the
   portable path, where both are the same call, so no barrier sits in a branch). */
CUPORT_FN void cuport_group_sync(__local ulong *scratch, cuport_group g)
{
#if defined(CUPORT__WARP_NATIVE)
  if (g.tile == 0u || g.tile > 32u)
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  else
    cuport_syncwarp(scratch, g.run);
#else
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#endif
}

/* ============================================================= atomics
   cuport_atomic_<op>_<space>_<type>(p, v) returns the old value, as CUDA's
   atomicOp does; cas takes (p, compare, val). */

/* ---- 32-bit integers: OpenCL C 1.2 has these for int and uint. */
#define CUPORT__ATOMIC_FN(OP, SP, Q, TY, T, FN) \
  CUPORT_FN T cuport_atomic_##OP##_##SP##_##TY(volatile Q T *p, T v) { return FN(p, v); }
#define CUPORT__ATOMIC32_OPS(SP, Q, TY, T)                                     \
  CUPORT__ATOMIC_FN(add, SP, Q, TY, T, atomic_add)                             \
  CUPORT__ATOMIC_FN(sub, SP, Q, TY, T, atomic_sub)                             \
  CUPORT__ATOMIC_FN(exch, SP, Q, TY, T, atomic_xchg)                           \
  CUPORT__ATOMIC_FN(min, SP, Q, TY, T, atomic_min)                             \
  CUPORT__ATOMIC_FN(max, SP, Q, TY, T, atomic_max)                             \
  CUPORT__ATOMIC_FN(and, SP, Q, TY, T, atomic_and)                             \
  CUPORT__ATOMIC_FN(or, SP, Q, TY, T, atomic_or)                               \
  CUPORT__ATOMIC_FN(xor, SP, Q, TY, T, atomic_xor)                             \
  CUPORT_FN T cuport_atomic_cas_##SP##_##TY(volatile Q T *p, T compare, T val) \
  { return atomic_cmpxchg(p, compare, val); }
CUPORT__ATOMIC32_OPS(global, __global, i32, int)
CUPORT__ATOMIC32_OPS(global, __global, u32, uint)
CUPORT__ATOMIC32_OPS(local, __local, i32, int)
CUPORT__ATOMIC32_OPS(local, __local, u32, uint)

/* float exchange is core OpenCL too */
CUPORT_FN float cuport_atomic_exch_global_f32(volatile __global float *p, float v) { return atomic_xchg(p, v); }
CUPORT_FN float cuport_atomic_exch_local_f32(volatile __local float *p, float v) { return atomic_xchg(p, v); }

/* ---- CAS-loop building block: NEWVAL is an expression of `assumed`. */
#define CUPORT__CAS_LOOP(UT, CAS, p, NEWVAL)                                   \
  UT old = *(p), assumed;                                                      \
  do {                                                                         \
    assumed = old;                                                             \
    old = CAS((p), assumed, (NEWVAL));                                         \
  } while (old != assumed);

/* ---- atomicInc / atomicDec (unsigned, wrap at v) */
#if defined(CUPORT_NVIDIA)
CUPORT_FN uint cuport_atomic_inc_global_u32(volatile __global uint *p, uint v)
{
  uint old;
  asm volatile("atom.global.inc.u32 %0, [%1], %2;" : "=r"(old) : "l"(p), "r"(v) : "memory");
  return old;
}
CUPORT_FN uint cuport_atomic_dec_global_u32(volatile __global uint *p, uint v)
{
  uint old;
  asm volatile("atom.global.dec.u32 %0, [%1], %2;" : "=r"(old) : "l"(p), "r"(v) : "memory");
  return old;
}
/* __local pointers are shared-window addresses; as integers they address
   the .shared state space directly. */
CUPORT_FN uint cuport_atomic_inc_local_u32(volatile __local uint *p, uint v)
{
  uint old;
  asm volatile("atom.shared.inc.u32 %0, [%1], %2;" : "=r"(old) : "l"((ulong)p), "r"(v) : "memory");
  return old;
}
CUPORT_FN uint cuport_atomic_dec_local_u32(volatile __local uint *p, uint v)
{
  uint old;
  asm volatile("atom.shared.dec.u32 %0, [%1], %2;" : "=r"(old) : "l"((ulong)p), "r"(v) : "memory");
  return old;
}
#else
#define CUPORT__INCDEC(SP, Q)                                                                 \
  CUPORT_FN uint cuport_atomic_inc_##SP##_u32(volatile Q uint *p, uint v)                     \
  {                                                                                           \
    CUPORT__CAS_LOOP(uint, atomic_cmpxchg, p, assumed >= v ? 0u : assumed + 1u)               \
    return old;                                                                               \
  }                                                                                           \
  CUPORT_FN uint cuport_atomic_dec_##SP##_u32(volatile Q uint *p, uint v)                     \
  {                                                                                           \
    CUPORT__CAS_LOOP(uint, atomic_cmpxchg, p, (assumed == 0u || assumed > v) ? v : assumed - 1u) \
    return old;                                                                               \
  }
CUPORT__INCDEC(global, __global)
CUPORT__INCDEC(local, __local)
#endif

/* ---- float add */
#define CUPORT__ADD_F32_CAS(SP, Q)                                                      \
  CUPORT_FN float cuport__cas_add_##SP##_f32(volatile Q float *fp, float v)             \
  {                                                                                     \
    volatile Q uint *p = (volatile Q uint *)fp;                                         \
    CUPORT__CAS_LOOP(uint, atomic_cmpxchg, p, as_uint(as_float(assumed) + v))           \
    return as_float(old);                                                               \
  }
#if defined(CUPORT_NVIDIA)
CUPORT_FN float cuport_atomic_add_global_f32(volatile __global float *p, float v)
{
  float old;
  asm volatile("atom.global.add.f32 %0, [%1], %2;" : "=f"(old) : "l"(p), "f"(v) : "memory");
  return old;
}
CUPORT_FN float cuport_atomic_add_local_f32(volatile __local float *p, float v)
{
  float old;
  asm volatile("atom.shared.add.f32 %0, [%1], %2;" : "=f"(old) : "l"((ulong)p), "f"(v) : "memory");
  return old;
}
#else
CUPORT__ADD_F32_CAS(global, __global)
CUPORT__ADD_F32_CAS(local, __local)
CUPORT_FN float cuport_atomic_add_global_f32(volatile __global float *p, float v)
{
#if defined(CUPORT_HAS_FP32_ATOMIC_ADD)
  return atomic_fetch_add_explicit((volatile __global atomic_float *)p, v, memory_order_relaxed, memory_scope_device);
#else
  return cuport__cas_add_global_f32(p, v);
#endif
}
CUPORT_FN float cuport_atomic_add_local_f32(volatile __local float *p, float v)
{
  return cuport__cas_add_local_f32(p, v);
}
#endif

/* ---- 64-bit integers (cl_khr_int64_base_atomics; min/max/and/or/xor use
   cl_khr_int64_extended_atomics where present, else CAS loops) */
#ifdef CUPORT_HAS_INT64_ATOMICS
#define CUPORT__ATOMIC64_BASE(SP, Q)                                                    \
  CUPORT_FN ulong cuport_atomic_add_##SP##_u64(volatile Q ulong *p, ulong v) { return atom_add(p, v); } \
  CUPORT_FN ulong cuport_atomic_exch_##SP##_u64(volatile Q ulong *p, ulong v) { return atom_xchg(p, v); } \
  CUPORT_FN ulong cuport_atomic_cas_##SP##_u64(volatile Q ulong *p, ulong compare, ulong val) \
  { return atom_cmpxchg(p, compare, val); }
CUPORT__ATOMIC64_BASE(global, __global)
CUPORT__ATOMIC64_BASE(local, __local)

#ifdef CUPORT_HAS_INT64_EXT_ATOMICS
#define CUPORT__ATOMIC64_EXT(SP, Q)                                                     \
  CUPORT__ATOMIC_FN(min, SP, Q, u64, ulong, atom_min)                                   \
  CUPORT__ATOMIC_FN(max, SP, Q, u64, ulong, atom_max)                                   \
  CUPORT__ATOMIC_FN(min, SP, Q, i64, long, atom_min)                                    \
  CUPORT__ATOMIC_FN(max, SP, Q, i64, long, atom_max)                                    \
  CUPORT__ATOMIC_FN(and, SP, Q, u64, ulong, atom_and)                                   \
  CUPORT__ATOMIC_FN(or, SP, Q, u64, ulong, atom_or)                                     \
  CUPORT__ATOMIC_FN(xor, SP, Q, u64, ulong, atom_xor)
#else
#define CUPORT__CAS64_FN(OP, SP, Q, TY, T, NEWVAL)                                      \
  CUPORT_FN T cuport_atomic_##OP##_##SP##_##TY(volatile Q T *tp, T v)                   \
  {                                                                                     \
    volatile Q ulong *p = (volatile Q ulong *)tp;                                       \
    CUPORT__CAS_LOOP(ulong, atom_cmpxchg, p, NEWVAL)                                    \
    return (T)old;                                                                      \
  }
#define CUPORT__ATOMIC64_EXT(SP, Q)                                                     \
  CUPORT__CAS64_FN(min, SP, Q, u64, ulong, v < assumed ? v : assumed)                   \
  CUPORT__CAS64_FN(max, SP, Q, u64, ulong, v > assumed ? v : assumed)                   \
  CUPORT__CAS64_FN(min, SP, Q, i64, long, (v < (long)assumed ? (ulong)v : assumed))     \
  CUPORT__CAS64_FN(max, SP, Q, i64, long, (v > (long)assumed ? (ulong)v : assumed))     \
  CUPORT__CAS64_FN(and, SP, Q, u64, ulong, assumed & v)                                 \
  CUPORT__CAS64_FN(or, SP, Q, u64, ulong, assumed | v)                                  \
  CUPORT__CAS64_FN(xor, SP, Q, u64, ulong, assumed ^ v)
#endif
CUPORT__ATOMIC64_EXT(global, __global)
CUPORT__ATOMIC64_EXT(local, __local)
#endif /* CUPORT_HAS_INT64_ATOMICS */

/* ---- double add (CUDA: compute capability 6.0+) */
#if defined(CUPORT_HAS_FP64)
#if defined(CUPORT_NVIDIA) && CUPORT_NV_SM >= 60
CUPORT_FN double cuport_atomic_add_global_f64(volatile __global double *p, double v)
{
  double old;
  asm volatile("atom.global.add.f64 %0, [%1], %2;" : "=d"(old) : "l"(p), "d"(v) : "memory");
  return old;
}
CUPORT_FN double cuport_atomic_add_local_f64(volatile __local double *p, double v)
{
  double old;
  asm volatile("atom.shared.add.f64 %0, [%1], %2;" : "=d"(old) : "l"((ulong)p), "d"(v) : "memory");
  return old;
}
#elif defined(CUPORT_HAS_INT64_ATOMICS)
#define CUPORT__ADD_F64_CAS(SP, Q)                                                      \
  CUPORT_FN double cuport__cas_add_##SP##_f64(volatile Q double *dp, double v)          \
  {                                                                                     \
    volatile Q ulong *p = (volatile Q ulong *)dp;                                       \
    CUPORT__CAS_LOOP(ulong, atom_cmpxchg, p, as_ulong(as_double(assumed) + v))          \
    return as_double(old);                                                              \
  }
CUPORT__ADD_F64_CAS(global, __global)
CUPORT__ADD_F64_CAS(local, __local)
CUPORT_FN double cuport_atomic_add_global_f64(volatile __global double *p, double v)
{
#if defined(CUPORT_HAS_FP64_ATOMIC_ADD)
  return atomic_fetch_add_explicit((volatile __global atomic_double *)p, v, memory_order_relaxed, memory_scope_device);
#else
  return cuport__cas_add_global_f64(p, v);
#endif
}
CUPORT_FN double cuport_atomic_add_local_f64(volatile __local double *p, double v)
{
  return cuport__cas_add_local_f64(p, v);
}
#endif
#endif /* CUPORT_HAS_FP64 */

/* ---- CUDA 12.8's __nv_atomic_* built-ins: cuport_nv_<op>_<space>_<type>.
   The memory order is an argument (__NV_ATOMIC_RELAXED 0 ... SEQ_CST 5, as in
   CUDA's enum); OpenCL C 1.2's atomics are relaxed, so an order that releases
   puts cuport_threadfence() before the operation and one that acquires puts it
   after.  The scope argument is not passed (the translator keeps only the
   arguments before it): OpenCL C 1.2 atomics are device-wide, the widest scope
   a kernel can see.  Relaxed loads and stores are volatile accesses. */
#define __NV_ATOMIC_RELAXED 0
#define __NV_ATOMIC_CONSUME 1
#define __NV_ATOMIC_ACQUIRE 2
#define __NV_ATOMIC_RELEASE 3
#define __NV_ATOMIC_ACQ_REL 4
#define __NV_ATOMIC_SEQ_CST 5
#define __NV_THREAD_SCOPE_THREAD 0
#define __NV_THREAD_SCOPE_BLOCK 1
#define __NV_THREAD_SCOPE_CLUSTER 2
#define __NV_THREAD_SCOPE_DEVICE 3
#define __NV_THREAD_SCOPE_SYSTEM 4
CUPORT_FN void cuport__nv_release(int order)
{
  if (order == 3 || order == 4 || order == 5)
    cuport_threadfence();
}
CUPORT_FN void cuport__nv_acquire(int order)
{
  if (order == 1 || order == 2 || order == 4 || order == 5)
    cuport_threadfence();
}
CUPORT_FN void cuport_nv_thread_fence(int order)
{
  if (order != 0)
    cuport_threadfence();
}

/* Loads, stores and the pointer forms, any type: TY suffix, T type. */
#define CUPORT__NV_LDST(SP, Q, TY, T)                                                          \
  CUPORT_FN T cuport_nv_load_n_##SP##_##TY(const volatile Q T *p, int order)                   \
  {                                                                                            \
    T v = *p;                                                                                  \
    cuport__nv_acquire(order);                                                                 \
    return v;                                                                                  \
  }                                                                                            \
  CUPORT_FN void cuport_nv_load_##SP##_##TY(const volatile Q T *p, T *ret, int order)          \
  { *ret = cuport_nv_load_n_##SP##_##TY(p, order); }                                           \
  CUPORT_FN void cuport_nv_store_n_##SP##_##TY(volatile Q T *p, T v, int order)                \
  {                                                                                            \
    cuport__nv_release(order);                                                                 \
    *p = v;                                                                                    \
    if (order == 5)                                                                            \
      cuport_threadfence();                                                                    \
  }                                                                                            \
  CUPORT_FN void cuport_nv_store_##SP##_##TY(volatile Q T *p, T *v, int order)                 \
  { cuport_nv_store_n_##SP##_##TY(p, *v, order); }

/* A read-modify-write from a cuport_atomic_* function: NAME(p, v) returns the old value. */
#define CUPORT__NV_RMW(OP, SP, Q, TY, T, FN)                                                   \
  CUPORT_FN T cuport_nv_##OP##_##SP##_##TY(volatile Q T *p, T v, int order)                    \
  {                                                                                            \
    cuport__nv_release(order);                                                                 \
    T old = FN(p, v);                                                                          \
    cuport__nv_acquire(order);                                                                 \
    return old;                                                                                \
  }
/* Exchange and compare-exchange from a CAS on the same-width unsigned type UT. */
#define CUPORT__NV_XCHG(SP, Q, TY, T, UT, AS_T, AS_UT, CAS)                                     \
  CUPORT_FN T cuport_nv_exchange_n_##SP##_##TY(volatile Q T *p, T v, int order)                \
  {                                                                                            \
    volatile Q UT *up = (volatile Q UT *)p;                                                    \
    cuport__nv_release(order);                                                                 \
    CUPORT__CAS_LOOP(UT, CAS, up, AS_UT(v))                                                    \
    cuport__nv_acquire(order);                                                                 \
    return AS_T(old);                                                                          \
  }                                                                                            \
  CUPORT_FN void cuport_nv_exchange_##SP##_##TY(volatile Q T *p, T *v, T *ret, int order)      \
  { *ret = cuport_nv_exchange_n_##SP##_##TY(p, *v, order); }                                   \
  CUPORT_FN bool cuport_nv_compare_exchange_n_##SP##_##TY(volatile Q T *p, T *expected,        \
                                                          T desired, bool weak, int success,   \
                                                          int failure)                         \
  {                                                                                            \
    (void)weak;                                                                                \
    cuport__nv_release(success);                                                               \
    UT want = AS_UT(*expected);                                                                \
    UT old = CAS((volatile Q UT *)p, want, AS_UT(desired));                                    \
    bool ok = old == want;                                                                     \
    if (!ok)                                                                                   \
      *expected = AS_T(old);                                                                   \
    cuport__nv_acquire(ok ? success : failure);                                                \
    return ok;                                                                                 \
  }                                                                                            \
  CUPORT_FN bool cuport_nv_compare_exchange_##SP##_##TY(volatile Q T *p, T *expected,          \
                                                        T *desired, bool weak, int success,    \
                                                        int failure)                           \
  { return cuport_nv_compare_exchange_n_##SP##_##TY(p, expected, *desired, weak, success,      \
                                                    failure); }

#define CUPORT__NV_SAME(x) (x)
#define CUPORT__NV_INT32(SP, Q, TY, T)                                                         \
  CUPORT__NV_LDST(SP, Q, TY, T)                                                                \
  CUPORT__NV_RMW(fetch_add, SP, Q, TY, T, cuport_atomic_add_##SP##_##TY)                       \
  CUPORT__NV_RMW(fetch_sub, SP, Q, TY, T, cuport_atomic_sub_##SP##_##TY)                       \
  CUPORT__NV_RMW(fetch_and, SP, Q, TY, T, cuport_atomic_and_##SP##_##TY)                       \
  CUPORT__NV_RMW(fetch_or, SP, Q, TY, T, cuport_atomic_or_##SP##_##TY)                         \
  CUPORT__NV_RMW(fetch_xor, SP, Q, TY, T, cuport_atomic_xor_##SP##_##TY)                       \
  CUPORT__NV_RMW(fetch_min, SP, Q, TY, T, cuport_atomic_min_##SP##_##TY)                       \
  CUPORT__NV_RMW(fetch_max, SP, Q, TY, T, cuport_atomic_max_##SP##_##TY)                       \
  CUPORT__NV_XCHG(SP, Q, TY, T, uint, (T), (uint), atomic_cmpxchg)
CUPORT__NV_INT32(global, __global, i32, int)
CUPORT__NV_INT32(global, __global, u32, uint)
CUPORT__NV_INT32(local, __local, i32, int)
CUPORT__NV_INT32(local, __local, u32, uint)
#define CUPORT__NV_F32(SP, Q)                                                                  \
  CUPORT__NV_LDST(SP, Q, f32, float)                                                           \
  CUPORT__NV_RMW(fetch_add, SP, Q, f32, float, cuport_atomic_add_##SP##_f32)                   \
  CUPORT_FN float cuport__nv_sub_##SP##_f32(volatile Q float *p, float v)                      \
  { return cuport_atomic_add_##SP##_f32(p, -v); }                                              \
  CUPORT__NV_RMW(fetch_sub, SP, Q, f32, float, cuport__nv_sub_##SP##_f32)                      \
  CUPORT__NV_XCHG(SP, Q, f32, float, uint, as_float, as_uint, atomic_cmpxchg)
CUPORT__NV_F32(global, __global)
CUPORT__NV_F32(local, __local)

/* 64 bits: loads and stores everywhere, the rest with cl_khr_int64_base_atomics (the
   signed forms through the unsigned ones: two's complement gives the same bits). */
CUPORT__NV_LDST(global, __global, i64, long)
CUPORT__NV_LDST(global, __global, u64, ulong)
CUPORT__NV_LDST(local, __local, i64, long)
CUPORT__NV_LDST(local, __local, u64, ulong)
#ifdef CUPORT_HAS_INT64_ATOMICS
#define CUPORT__NV_U64_VIA(OP, SP, Q, TY, T, FN)                                               \
  CUPORT_FN T cuport__nv_##OP##_##SP##_##TY(volatile Q T *p, T v)                              \
  { return (T)FN((volatile Q ulong *)p, (ulong)v); }
#define CUPORT__NV_INT64(SP, Q)                                                                \
  CUPORT_FN ulong cuport__nv_sub_##SP##_u64(volatile Q ulong *p, ulong v) { return atom_sub(p, v); } \
  CUPORT__NV_U64_VIA(add, SP, Q, i64, long, cuport_atomic_add_##SP##_u64)                      \
  CUPORT__NV_U64_VIA(sub, SP, Q, i64, long, cuport__nv_sub_##SP##_u64)                         \
  CUPORT__NV_U64_VIA(and, SP, Q, i64, long, cuport_atomic_and_##SP##_u64)                      \
  CUPORT__NV_U64_VIA(or, SP, Q, i64, long, cuport_atomic_or_##SP##_u64)                        \
  CUPORT__NV_U64_VIA(xor, SP, Q, i64, long, cuport_atomic_xor_##SP##_u64)                      \
  CUPORT__NV_RMW(fetch_add, SP, Q, u64, ulong, cuport_atomic_add_##SP##_u64)                   \
  CUPORT__NV_RMW(fetch_sub, SP, Q, u64, ulong, cuport__nv_sub_##SP##_u64)                      \
  CUPORT__NV_RMW(fetch_and, SP, Q, u64, ulong, cuport_atomic_and_##SP##_u64)                   \
  CUPORT__NV_RMW(fetch_or, SP, Q, u64, ulong, cuport_atomic_or_##SP##_u64)                     \
  CUPORT__NV_RMW(fetch_xor, SP, Q, u64, ulong, cuport_atomic_xor_##SP##_u64)                   \
  CUPORT__NV_RMW(fetch_min, SP, Q, u64, ulong, cuport_atomic_min_##SP##_u64)                   \
  CUPORT__NV_RMW(fetch_max, SP, Q, u64, ulong, cuport_atomic_max_##SP##_u64)                   \
  CUPORT__NV_RMW(fetch_add, SP, Q, i64, long, cuport__nv_add_##SP##_i64)                       \
  CUPORT__NV_RMW(fetch_sub, SP, Q, i64, long, cuport__nv_sub_##SP##_i64)                       \
  CUPORT__NV_RMW(fetch_and, SP, Q, i64, long, cuport__nv_and_##SP##_i64)                       \
  CUPORT__NV_RMW(fetch_or, SP, Q, i64, long, cuport__nv_or_##SP##_i64)                         \
  CUPORT__NV_RMW(fetch_xor, SP, Q, i64, long, cuport__nv_xor_##SP##_i64)                       \
  CUPORT__NV_RMW(fetch_min, SP, Q, i64, long, cuport_atomic_min_##SP##_i64)                    \
  CUPORT__NV_RMW(fetch_max, SP, Q, i64, long, cuport_atomic_max_##SP##_i64)                    \
  CUPORT__NV_XCHG(SP, Q, u64, ulong, ulong, (ulong), (ulong), atom_cmpxchg)                    \
  CUPORT__NV_XCHG(SP, Q, i64, long, ulong, (long), (ulong), atom_cmpxchg)
CUPORT__NV_INT64(global, __global)
CUPORT__NV_INT64(local, __local)
#endif /* CUPORT_HAS_INT64_ATOMICS */
#if defined(CUPORT_HAS_FP64)
CUPORT__NV_LDST(global, __global, f64, double)
CUPORT__NV_LDST(local, __local, f64, double)
#if defined(CUPORT_HAS_INT64_ATOMICS)
#define CUPORT__NV_F64(SP, Q)                                                                  \
  CUPORT__NV_RMW(fetch_add, SP, Q, f64, double, cuport_atomic_add_##SP##_f64)                  \
  CUPORT_FN double cuport__nv_sub_##SP##_f64(volatile Q double *p, double v)                   \
  { return cuport_atomic_add_##SP##_f64(p, -v); }                                              \
  CUPORT__NV_RMW(fetch_sub, SP, Q, f64, double, cuport__nv_sub_##SP##_f64)                     \
  CUPORT__NV_XCHG(SP, Q, f64, double, ulong, as_double, as_ulong, atom_cmpxchg)
CUPORT__NV_F64(global, __global)
CUPORT__NV_F64(local, __local)
#endif
#endif /* CUPORT_HAS_FP64 */

/* ================================================== integer intrinsics
   The CUDA integer intrinsics OpenCL C 1.2 has no built-in for: __brev,
   __brevll, __byte_perm, __funnelshift_l/_lc/_r/_rc.  PTX on NVIDIA (brev,
   prmt, shf), bit arithmetic elsewhere. */
#if defined(CUPORT_NVIDIA)
CUPORT_FN uint cuport_brev(uint x)
{
  uint r;
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x));
  return r;
}
CUPORT_FN uint cuport_byte_perm(uint x, uint y, uint s)
{
  uint r;
  /* CUDA documents selector bits 2:0 of each nibble; bit 3 would make prmt
     replicate a sign, so it is cleared */
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(s & 0x7777u));
  return r;
}
#else
CUPORT_FN uint cuport_brev(uint x)
{
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}
/* Byte i of the result is byte (s >> 4i) & 7 of the 8-byte value y:x. */
CUPORT_FN uint cuport_byte_perm(uint x, uint y, uint s)
{
  ulong v = ((ulong)y << 32) | x;
  uint r = 0u;
  for (uint i = 0u; i < 4u; i++)
    r |= (uint)((v >> (8u * ((s >> (4u * i)) & 7u))) & 0xffu) << (8u * i);
  return r;
}
#endif
/* __dp4a(a, b, c): c plus the sum of the products of the four byte pairs of a and b, signed
   bytes for int operands and unsigned bytes for unsigned ones (CUDA's two overloads). The
   operand's signedness is read from the type of (1 ? -1 : (a)), which does not evaluate a. */
CUPORT_FN int cuport_dp4a_bytes(uint a, uint b, int is_signed)
{
  int r = 0;
  for (uint i = 0u; i < 32u; i += 8u)
    r += is_signed ? (int)(char)(a >> i) * (int)(char)(b >> i)
                   : (int)((a >> i) & 0xffu) * (int)((b >> i) & 0xffu);
  return r;
}
#define cuport_dp4a(a, b, c) ((c) + cuport_dp4a_bytes((uint)(a), (uint)(b), (1 ? -1 : (a)) < 0))
CUPORT_FN ulong cuport_brevll(ulong x)
{
  return ((ulong)cuport_brev((uint)x) << 32) | cuport_brev((uint)(x >> 32));
}
/* The high word of hi:lo shifted left (shift mod 32, or clamped to 32 for _lc),
   the low word of hi:lo shifted right (_r, _rc). */
CUPORT_FN uint cuport_funnelshift_l(uint lo, uint hi, uint shift)
{
  return (uint)(((((ulong)hi << 32) | lo) << (shift & 31u)) >> 32);
}
CUPORT_FN uint cuport_funnelshift_lc(uint lo, uint hi, uint shift)
{
  return (uint)(((((ulong)hi << 32) | lo) << min(shift, 32u)) >> 32);
}
CUPORT_FN uint cuport_funnelshift_r(uint lo, uint hi, uint shift)
{
  return (uint)((((ulong)hi << 32) | lo) >> (shift & 31u));
}
CUPORT_FN uint cuport_funnelshift_rc(uint lo, uint hi, uint shift)
{
  return (uint)((((ulong)hi << 32) | lo) >> min(shift, 32u));
}

/* ======================================================== vector types
   CUDA's 2- and 4-component vectors have OpenCL's layout and are OpenCL
   vectors; 1- and 3-component ones (12-byte float3) and the 32-byte 4-vectors
   of 64-bit components (CUDA aligns them to 16, OpenCL to 32) are structs. */
#define CUPORT__VEC_FAMILY(N, T)                                                        \
  typedef struct { T x; } cuport_##N##1;                                                \
  typedef N##2 cuport_##N##2;                                                           \
  typedef struct { T x, y, z; } cuport_##N##3;                                          \
  CUPORT_FN cuport_##N##1 cuport_make_##N##1(T x) { cuport_##N##1 r; r.x = x; return r; } \
  CUPORT_FN N##2 cuport_make_##N##2(T x, T y) { return (N##2)(x, y); }                  \
  CUPORT_FN cuport_##N##3 cuport_make_##N##3(T x, T y, T z)                             \
  { cuport_##N##3 r; r.x = x; r.y = y; r.z = z; return r; }
#define CUPORT__VEC4_NATIVE(N, T)                                                       \
  typedef N##4 cuport_##N##4;                                                           \
  CUPORT_FN N##4 cuport_make_##N##4(T x, T y, T z, T w) { return (N##4)(x, y, z, w); }
#define CUPORT__VEC4_STRUCT(N, T)                                                       \
  typedef struct __attribute__((aligned(16))) { T x, y, z, w; } cuport_##N##4;          \
  CUPORT_FN cuport_##N##4 cuport_make_##N##4(T x, T y, T z, T w)                        \
  { cuport_##N##4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
CUPORT__VEC_FAMILY(char, char) CUPORT__VEC4_NATIVE(char, char)
CUPORT__VEC_FAMILY(uchar, uchar) CUPORT__VEC4_NATIVE(uchar, uchar)
CUPORT__VEC_FAMILY(short, short) CUPORT__VEC4_NATIVE(short, short)
CUPORT__VEC_FAMILY(ushort, ushort) CUPORT__VEC4_NATIVE(ushort, ushort)
CUPORT__VEC_FAMILY(int, int) CUPORT__VEC4_NATIVE(int, int)
CUPORT__VEC_FAMILY(uint, uint) CUPORT__VEC4_NATIVE(uint, uint)
CUPORT__VEC_FAMILY(float, float) CUPORT__VEC4_NATIVE(float, float)
CUPORT__VEC_FAMILY(long, long) CUPORT__VEC4_STRUCT(long, long)
CUPORT__VEC_FAMILY(ulong, ulong) CUPORT__VEC4_STRUCT(ulong, ulong)
#ifdef CUPORT_HAS_FP64
CUPORT__VEC_FAMILY(double, double) CUPORT__VEC4_STRUCT(double, double)
#endif

/* =============================================================== 16-bit floats
 *
 * CUDA's __half and __half2 (cuda_fp16.h), __nv_bfloat16 and __nv_bfloat162
 * (cuda_bf16.h).  OpenCL C 1.2 knows `half` only as the target of a pointer read
 * with vload_half (cl_khr_fp16 is rare: NVIDIA's OpenCL and PoCL lack it) and has no
 * bfloat16, so each is a 16-bit struct holding the bits (IEEE binary16; bfloat16,
 * the top half of a float) and its pair two of them, 4-byte aligned: the layouts of
 * CUDA and of the runtime's host headers (cuport_half.h, cuport_bf16.h), so arrays of
 * them copy unchanged.  A struct, not a plain ushort, so that no integer arithmetic
 * on the bits compiles by mistake.
 *
 * Arithmetic is float arithmetic rounded once, round to nearest even, which is what
 * CUDA's half and bf16 instructions give for + - * / and sqrt: the float result of
 * two operands of p bits rounded to float and then to p bits is the correctly
 * rounded result wherever float has 2p+2 bits (half 11, bf16 8; float 24).  fma
 * rounds its float sum to odd before the last rounding, which makes the one rounding
 * exact too.  What can differ from CUDA: division is the device's float quotient
 * rounded (CUDA's __hdiv uses an approximate reciprocal; both are exact or within
 * the last bit), and the transcendental functions (hexp, hsin, ...) are OpenCL's
 * float functions rounded, where CUDA's approximations can differ in the last bit.
 * A NaN result is CUDA's canonical NaN, 0x7fff, in both.
 *
 * The two are one family of functions written once (the CUPORT__F16_* generators
 * below, applied to each by CUPORT__F16_EACH).  Functions whose CUDA name contains the
 * type's name are cuport_ and that name (__float2half_rn: cuport_float2half_rn,
 * __float2bfloat16_rn: cuport_float2bfloat16_rn); those CUDA overloads under one name
 * on both types (__hadd, hsqrt, __low2float...) are cuport_hadd on halves and
 * cuport_hadd_bf16 on bfloat16s (the translator picks by the argument's type).
 */
typedef struct { ushort x; } cuport_half;
typedef struct __attribute__((aligned(4))) { cuport_half x, y; } cuport_half2;
typedef struct __attribute__((aligned(4))) { ushort x, y; } cuport_half2_raw;
typedef struct { ushort x; } cuport_bfloat16;
typedef struct __attribute__((aligned(4))) { cuport_bfloat16 x, y; } cuport_bfloat162;
typedef struct __attribute__((aligned(4))) { ushort x, y; } cuport_bfloat162_raw;

#define CUPORT__RN 0
#define CUPORT__RZ 1
#define CUPORT__RD 2
#define CUPORT__RU 3

/* The increment a rounding mode adds to the kept bits, given the dropped bits and
   what half of their range is. */
CUPORT_FN uint cuport__round_inc(int mode, uint sign, uint keep, uint rem, uint halfway)
{
  if (mode == CUPORT__RN)
    return rem > halfway || (rem == halfway && (keep & 1u));
  if (mode == CUPORT__RU)
    return rem != 0u && !sign;
  if (mode == CUPORT__RD)
    return rem != 0u && sign;
  return 0u;
}

/* float -> binary16 bits in the given rounding mode, by integer arithmetic, so every
   device gives the same bits. */
CUPORT_FN ushort cuport__f2h_bits(float f, int mode)
{
  uint u = as_uint(f), s = (u >> 16) & 0x8000u, a = u & 0x7fffffffu, keep, rem, halfway;
  if (a > 0x7f800000u)
    return 0x7fffu;
  if (a >= 0x38800000u) {   /* a normal half, or too large for one */
    uint r = a - 0x38000000u;
    keep = r >> 13;
    keep += cuport__round_inc(mode, s, keep, r & 0x1fffu, 0x1000u);
    if (keep >= 0x7c00u) {
      bool inf = mode == CUPORT__RN || a == 0x7f800000u || (mode == CUPORT__RU && !s) ||
                 (mode == CUPORT__RD && s);
      return (ushort)(s | (inf ? 0x7c00u : 0x7bffu));
    }
    return (ushort)(s | keep);
  }
  uint e = a >> 23;
  if (e < 102u) {   /* below 2^-25: zero, or one unit in the directed modes */
    keep = 0u;
    rem = a != 0u;
    halfway = 2u;
  } else {
    uint m = (a & 0x7fffffu) | 0x800000u, sh = 126u - e;
    keep = m >> sh;
    rem = m & ((1u << sh) - 1u);
    halfway = 1u << (sh - 1u);
  }
  return (ushort)(s | (keep + cuport__round_inc(mode, s, keep, rem, halfway)));
}

CUPORT_FN float cuport__h2f_bits(ushort h)
{
  uint s = (uint)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 0x1fu)
    return as_float(s | 0x7f800000u | (m << 13));
  if (e == 0u) {
    float v = (float)m * 0x1p-24f;
    return s ? -v : v;
  }
  return as_float(s | ((e + 112u) << 23) | (m << 13));
}

/* float -> bfloat16 bits: the top 16 bits, rounded on the low 16 (bfloat16 has
   float's exponent range, so subnormals, overflow to infinity and the largest finite
   value in the directed modes all follow from the carry). */
CUPORT_FN ushort cuport__f2b_bits(float f, int mode)
{
  uint u = as_uint(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fffu;
  uint keep = u >> 16;
  return (ushort)(keep + cuport__round_inc(mode, u >> 31, keep, u & 0xffffu, 0x8000u));
}

/* An integer as a float rounded to odd: a later rounding to 16 bits in any mode is
   then the integer's correct rounding (a plain conversion would round twice past
   2^24, where bfloat16 still has values). */
CUPORT_FN float cuport__l2f_odd(long i)
{
  float f = convert_float_rtz(i);
  return (long)f == i ? f : as_float(as_uint(f) | 1u);
}
CUPORT_FN float cuport__ul2f_odd(ulong i)
{
  float f = convert_float_rtz(i);
  return (ulong)f == i ? f : as_float(as_uint(f) | 1u);
}

CUPORT_FN cuport_half cuport__mk_half(ushort bits) { cuport_half h; h.x = bits; return h; }
CUPORT_FN cuport_half2 cuport__mk_half2(cuport_half a, cuport_half b) { cuport_half2 r; r.x = a; r.y = b; return r; }
CUPORT_FN float cuport_half2float(cuport_half h) { return cuport__h2f_bits(h.x); }
CUPORT_FN cuport_bfloat16 cuport__mk_bfloat16(ushort bits) { cuport_bfloat16 h; h.x = bits; return h; }
CUPORT_FN cuport_bfloat162 cuport__mk_bfloat162(cuport_bfloat16 a, cuport_bfloat16 b) { cuport_bfloat162 r; r.x = a; r.y = b; return r; }
CUPORT_FN float cuport_bfloat162float(cuport_bfloat16 h) { return as_float((uint)h.x << 16); }

/* CUPORT__F16_EACH(G, X) applies the generator G to both families.  A generator's
   first parameters describe one: STEM, the type's name in CUDA's function names (half,
   bfloat16: cuport_STEM is the type, cuport_STEM2 its pair); S, the suffix of the
   overloaded names ("" for half, _bf16); TS, the type suffix of shuffles and atomics
   (f16, bf16); BITS, float -> bits in a mode; INF and ONE, the bits of infinity and
   of 1.0.  X is the generator's own (unused so far).  Not variadic: OpenCL C 1.2 has
   no variadic macros, and NVIDIA's compiler refuses them. */
#define CUPORT__F16_EACH(G, X)                                                             \
  G(half, , f16, cuport__f2h_bits, 0x7c00u, 0x3c00u, X)                                    \
  G(bfloat16, _bf16, bf16, cuport__f2b_bits, 0x7f80u, 0x3f80u, X)

/* ---- conversions */
#define CUPORT__F16_CONVERT(STEM, S, TS, BITS, INF, ONE, _)                                \
  CUPORT_FN cuport_##STEM cuport_float2##STEM(float f) { return cuport__mk_##STEM(BITS(f, CUPORT__RN)); } \
  CUPORT_FN cuport_##STEM cuport_float2##STEM##_rn(float f) { return cuport__mk_##STEM(BITS(f, CUPORT__RN)); } \
  CUPORT_FN cuport_##STEM cuport_float2##STEM##_rz(float f) { return cuport__mk_##STEM(BITS(f, CUPORT__RZ)); } \
  CUPORT_FN cuport_##STEM cuport_float2##STEM##_rd(float f) { return cuport__mk_##STEM(BITS(f, CUPORT__RD)); } \
  CUPORT_FN cuport_##STEM cuport_float2##STEM##_ru(float f) { return cuport__mk_##STEM(BITS(f, CUPORT__RU)); } \
  CUPORT_FN bool cuport_##STEM##2bool(cuport_##STEM h) { return (h.x & 0x7fffu) != 0u; }    \
  CUPORT_FN cuport_##STEM##2 cuport_float2##STEM##2_rn(float f)                            \
  { cuport_##STEM h = cuport_float2##STEM(f); return cuport__mk_##STEM##2(h, h); }         \
  CUPORT_FN cuport_##STEM##2 cuport_floats2##STEM##2_rn(float a, float b)                  \
  { return cuport__mk_##STEM##2(cuport_float2##STEM(a), cuport_float2##STEM(b)); }         \
  CUPORT_FN cuport_##STEM##2 cuport_float22##STEM##2_rn(float2 f) { return cuport_floats2##STEM##2_rn(f.x, f.y); } \
  CUPORT_FN float2 cuport_##STEM##22float2(cuport_##STEM##2 h)                             \
  { return (float2)(cuport_##STEM##2float(h.x), cuport_##STEM##2float(h.y)); }             \
  CUPORT_FN float cuport_low2float##S(cuport_##STEM##2 h) { return cuport_##STEM##2float(h.x); } \
  CUPORT_FN float cuport_high2float##S(cuport_##STEM##2 h) { return cuport_##STEM##2float(h.y); } \
  CUPORT_FN cuport_##STEM##2 cuport_halves2##STEM##2(cuport_##STEM a, cuport_##STEM b) { return cuport__mk_##STEM##2(a, b); } \
  CUPORT_FN cuport_##STEM##2 cuport_make_##STEM##2(cuport_##STEM a, cuport_##STEM b) { return cuport__mk_##STEM##2(a, b); } \
  CUPORT_FN cuport_##STEM cuport_low2##STEM(cuport_##STEM##2 h) { return h.x; }           \
  CUPORT_FN cuport_##STEM cuport_high2##STEM(cuport_##STEM##2 h) { return h.y; }          \
  CUPORT_FN cuport_##STEM##2 cuport_##STEM##2##STEM##2(cuport_##STEM h) { return cuport__mk_##STEM##2(h, h); } \
  CUPORT_FN cuport_##STEM##2 cuport_low2##STEM##2(cuport_##STEM##2 h) { return cuport__mk_##STEM##2(h.x, h.x); } \
  CUPORT_FN cuport_##STEM##2 cuport_high2##STEM##2(cuport_##STEM##2 h) { return cuport__mk_##STEM##2(h.y, h.y); } \
  CUPORT_FN cuport_##STEM##2 cuport_lows2##STEM##2(cuport_##STEM##2 a, cuport_##STEM##2 b) { return cuport__mk_##STEM##2(a.x, b.x); } \
  CUPORT_FN cuport_##STEM##2 cuport_highs2##STEM##2(cuport_##STEM##2 a, cuport_##STEM##2 b) { return cuport__mk_##STEM##2(a.y, b.y); } \
  CUPORT_FN cuport_##STEM##2 cuport_lowhigh2highlow##S(cuport_##STEM##2 h) { return cuport__mk_##STEM##2(h.y, h.x); } \
  CUPORT_FN short cuport_##STEM##_as_short(cuport_##STEM h) { return (short)h.x; }         \
  CUPORT_FN ushort cuport_##STEM##_as_ushort(cuport_##STEM h) { return h.x; }              \
  CUPORT_FN cuport_##STEM cuport_short_as_##STEM(short i) { return cuport__mk_##STEM((ushort)i); } \
  CUPORT_FN cuport_##STEM cuport_ushort_as_##STEM(ushort i) { return cuport__mk_##STEM(i); }
CUPORT__F16_EACH(CUPORT__F16_CONVERT, 0)

#ifdef CUPORT_HAS_FP64
/* double -> float rounded to odd, then to 16 bits: one correct rounding */
CUPORT_FN float cuport__d2f_odd(double d)
{
  float f = (float)d;
  if (isfinite(f) && (double)f != d && !(as_uint(f) & 1u))
    f = as_float(as_uint(f) + (((double)f < d) == (f > 0.0f || (f == 0.0f && d > 0.0)) ? 1u : (uint)-1));
  return f;
}
CUPORT_FN cuport_half cuport_double2half(double d) { return cuport_float2half(cuport__d2f_odd(d)); }
CUPORT_FN cuport_bfloat16 cuport_double2bfloat16(double d) { return cuport_float2bfloat16(cuport__d2f_odd(d)); }
#endif

/* ---- fp8 (cuda_fp8.h): E4M3 and E5M2 in a byte, CUDA's conversions bit for bit ----
   __nv_fp8_storage_t and its pairs and tetrads are uchar, ushort and uint (a pair's first
   value in the low byte); interp is __NV_E4M3 (0) or __NV_E5M2 (1), saturate __NV_NOSAT (0)
   or __NV_SATFINITE (1).  To fp8: rounded once to nearest even; at most half the least
   denormal is a (signed) zero; beyond the largest finite value and half an ulp, the largest
   finite value when saturating, else NaN (E4M3, which has no infinity) or infinity (E5M2);
   NaN is 0x7f, its sign dropped.  From fp8: the half (or float) of the same value, exactly;
   NaN is half's canonical 0x7fff. */
typedef uchar cuport_fp8_storage_t;
typedef ushort cuport_fp8x2_storage_t;
typedef uint cuport_fp8x4_storage_t;

CUPORT_FN uchar cuport_cvt_float_to_fp8(float x, int saturate, int interp)
{
  uint a = as_uint(x) & 0x7fffffffu, sign = (as_uint(x) >> 24) & 0x80u;
  bool e5 = interp == 1;
  uint m = e5 ? 2u : 3u;                              /* mantissa bits */
  if (a > 0x7f800000u)
    return 0x7f;
  if (a <= (e5 ? 0x37000000u : 0x3a800000u))          /* 2^-17, 2^-10 */
    return (uchar)sign;
  if (e5 ? a >= 0x47700000u : a > 0x43e80000u)        /* 61440 (a tie rounding up), 464 */
    return (uchar)(sign | (saturate ? (e5 ? 0x7bu : 0x7eu) : (e5 ? 0x7cu : 0x7fu)));
  int exp = (int)(a >> 23) - 127 + (e5 ? 15 : 7);
  uint sig = (a & 0x7fffffu) | 0x800000u;
  uint drop = 23u - m + (exp >= 1 ? 0u : (uint)(1 - exp));   /* a denormal loses more */
  uint res = sig >> drop, rest = sig & ((1u << drop) - 1u), tie = 1u << (drop - 1u);
  if (exp >= 1)   /* the exponent field replaces the implicit bit */
    res = ((uint)exp << m) | (res & ((1u << m) - 1u));
  if (rest > tie || (rest == tie && (res & 1u)))
    res++;
  return (uchar)(sign | res);
}
CUPORT_FN ushort cuport__fp8_to_half_bits(uchar x, int interp)
{
  uint sign = ((uint)x & 0x80u) << 8, e = ((uint)x >> 3) & 0xfu, mant = (uint)x & 7u;
  if (interp == 1)   /* E5M2 is the top byte of a half */
    return (x & 0x7fu) > 0x7cu ? (ushort)0x7fff : (ushort)((uint)x << 8);
  if ((x & 0x7fu) == 0x7fu)
    return 0x7fff;
  if (e == 0) {      /* a denormal, mant * 2^-9: a normal half */
    if (mant == 0)
      return (ushort)sign;
    uint lead = mant >= 4u ? 2u : mant >= 2u ? 1u : 0u;
    return (ushort)(sign | ((lead + 6u) << 10) | ((mant << (10u - lead)) & 0x3ffu));
  }
  return (ushort)(sign | ((e + 8u) << 10) | (mant << 7));
}
CUPORT_FN cuport_half cuport_cvt_fp8_to_halfraw(uchar x, int interp) { return cuport__mk_half(cuport__fp8_to_half_bits(x, interp)); }
CUPORT_FN float cuport_fp8_to_float(uchar x, int interp) { return cuport_half2float(cuport_cvt_fp8_to_halfraw(x, interp)); }
CUPORT_FN cuport_half2_raw cuport_cvt_fp8x2_to_halfraw2(ushort x, int interp)
{
  cuport_half2_raw r;
  r.x = cuport__fp8_to_half_bits((uchar)x, interp);
  r.y = cuport__fp8_to_half_bits((uchar)(x >> 8), interp);
  return r;
}
CUPORT_FN ushort cuport__fp8_pair(uchar lo, uchar hi) { return (ushort)(((uint)hi << 8) | lo); }
CUPORT_FN ushort cuport_cvt_float2_to_fp8x2(float2 x, int saturate, int interp)
{
  return cuport__fp8_pair(cuport_cvt_float_to_fp8(x.x, saturate, interp), cuport_cvt_float_to_fp8(x.y, saturate, interp));
}
CUPORT_FN uchar cuport_cvt_halfraw_to_fp8(cuport_half h, int saturate, int interp)
{
  return cuport_cvt_float_to_fp8(cuport_half2float(h), saturate, interp);
}
CUPORT_FN ushort cuport_cvt_halfraw2_to_fp8x2(cuport_half2_raw h, int saturate, int interp)
{
  return cuport__fp8_pair(cuport_cvt_halfraw_to_fp8(cuport__mk_half(h.x), saturate, interp),
                          cuport_cvt_halfraw_to_fp8(cuport__mk_half(h.y), saturate, interp));
}
CUPORT_FN uchar cuport_cvt_bfloat16raw_to_fp8(cuport_bfloat16 b, int saturate, int interp)
{
  return cuport_cvt_float_to_fp8(cuport_bfloat162float(b), saturate, interp);
}
CUPORT_FN ushort cuport_cvt_bfloat16raw2_to_fp8x2(cuport_bfloat162_raw b, int saturate, int interp)
{
  return cuport__fp8_pair(cuport_cvt_float_to_fp8(as_float((uint)b.x << 16), saturate, interp),
                          cuport_cvt_float_to_fp8(as_float((uint)b.y << 16), saturate, interp));
}
#ifdef CUPORT_HAS_FP64
/* double -> float rounded to odd keeps the one rounding to fp8 correct; a NaN keeps its
   sign and, in E5M2, the top bits of its payload (CUDA's double conversion does not make it
   canonical as its float one does) */
CUPORT_FN uchar cuport_cvt_double_to_fp8(double d, int saturate, int interp)
{
  if (isnan(d))
    return (uchar)(((as_ulong(d) >> 56) & 0x80u) | (interp == 1 ? 0x7eu | ((as_ulong(d) >> 50) & 3u) : 0x7fu));
  return cuport_cvt_float_to_fp8(cuport__d2f_odd(d), saturate, interp);
}
CUPORT_FN ushort cuport_cvt_double2_to_fp8x2(double2 d, int saturate, int interp)
{
  return cuport__fp8_pair(cuport_cvt_double_to_fp8(d.x, saturate, interp), cuport_cvt_double_to_fp8(d.y, saturate, interp));
}
#endif

/* __half2int_rn, __bfloat162int_rn and friends: the float value converted with
   saturation (NaN gives 0); an integer to 16 bits goes through a float rounded to odd. */
#define CUPORT__F16_INT(STEM, BITS, N, T, R, RTE, MODE, ODD)                                 \
  CUPORT_FN T cuport_##STEM##2##N##_##R(cuport_##STEM h) { return convert_##T##_sat##RTE(cuport_##STEM##2float(h)); } \
  CUPORT_FN cuport_##STEM cuport_##N##2##STEM##_##R(T i) { return cuport__mk_##STEM(BITS(ODD(i), MODE)); }
#define CUPORT__F16_INTS(STEM, BITS, N, T, ODD)                                            \
  CUPORT__F16_INT(STEM, BITS, N, T, rn, _rte, CUPORT__RN, ODD)                             \
  CUPORT__F16_INT(STEM, BITS, N, T, rz, _rtz, CUPORT__RZ, ODD)                             \
  CUPORT__F16_INT(STEM, BITS, N, T, rd, _rtn, CUPORT__RD, ODD)                             \
  CUPORT__F16_INT(STEM, BITS, N, T, ru, _rtp, CUPORT__RU, ODD)
#define CUPORT__F16_INTEGERS(STEM, S, TS, BITS, INF, ONE, _)                               \
  CUPORT__F16_INTS(STEM, BITS, int, int, cuport__l2f_odd)                                  \
  CUPORT__F16_INTS(STEM, BITS, uint, uint, cuport__ul2f_odd)                               \
  CUPORT__F16_INTS(STEM, BITS, short, short, cuport__l2f_odd)                              \
  CUPORT__F16_INTS(STEM, BITS, ushort, ushort, cuport__ul2f_odd)                           \
  CUPORT__F16_INTS(STEM, BITS, ll, long, cuport__l2f_odd)                                  \
  CUPORT__F16_INTS(STEM, BITS, ull, ulong, cuport__ul2f_odd)
CUPORT__F16_EACH(CUPORT__F16_INTEGERS, 0)

/* ---- arithmetic: float, rounded once */
CUPORT_FN float cuport__hsat(float v) { return isnan(v) ? 0.0f : fmin(fmax(v, 0.0f), 1.0f); }
#define CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, N, EXPR)                              \
  CUPORT_FN cuport_##STEM cuport_##N##S(cuport_##STEM a, cuport_##STEM b)                  \
  {                                                                                        \
    float x = cuport_##STEM##2float(a), y = cuport_##STEM##2float(b);                     \
    return cuport_float2##STEM(EXPR);                                                      \
  }                                                                                        \
  CUPORT_FN cuport_##STEM##2 cuport_##N##2##S(cuport_##STEM##2 a, cuport_##STEM##2 b)      \
  { return cuport__mk_##STEM##2(cuport_##N##S(a.x, b.x), cuport_##N##S(a.y, b.y)); }
/* CUDA's saturating forms clamp the rounded result */
#define CUPORT__F16_SAT(STEM, EXPR) cuport__hsat(cuport_##STEM##2float(cuport_float2##STEM(EXPR)))
#define CUPORT__F16_ARITH(STEM, S, TS, BITS, INF, ONE, _)                                  \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hadd, x + y)                                \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hsub, x - y)                                \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hmul, x * y)                                \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hadd_rn, x + y)                             \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hsub_rn, x - y)                             \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hmul_rn, x * y)                             \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hadd_sat, CUPORT__F16_SAT(STEM, x + y))     \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hsub_sat, CUPORT__F16_SAT(STEM, x - y))     \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hmul_sat, CUPORT__F16_SAT(STEM, x * y))     \
  CUPORT__F16_BIN(STEM, S, TS, BITS, INF, ONE, hdiv, x / y)                                \
  CUPORT_FN cuport_##STEM##2 cuport_h2div##S(cuport_##STEM##2 a, cuport_##STEM##2 b)       \
  { return cuport__mk_##STEM##2(cuport_hdiv##S(a.x, b.x), cuport_hdiv##S(a.y, b.y)); }
CUPORT__F16_EACH(CUPORT__F16_ARITH, 0)

/* a += b and the other compound assignments of C++ (the translator makes sure the text
   of a can be evaluated twice) */
#define cuport_hadd_assign(a, b) ((a) = cuport_hadd((a), (b)))
#define cuport_hsub_assign(a, b) ((a) = cuport_hsub((a), (b)))
#define cuport_hmul_assign(a, b) ((a) = cuport_hmul((a), (b)))
#define cuport_hdiv_assign(a, b) ((a) = cuport_hdiv((a), (b)))
#define cuport_hadd2_assign(a, b) ((a) = cuport_hadd2((a), (b)))
#define cuport_hsub2_assign(a, b) ((a) = cuport_hsub2((a), (b)))
#define cuport_hmul2_assign(a, b) ((a) = cuport_hmul2((a), (b)))
#define cuport_h2div_assign(a, b) ((a) = cuport_h2div((a), (b)))
#define cuport_hadd_assign_bf16(a, b) ((a) = cuport_hadd_bf16((a), (b)))
#define cuport_hsub_assign_bf16(a, b) ((a) = cuport_hsub_bf16((a), (b)))
#define cuport_hmul_assign_bf16(a, b) ((a) = cuport_hmul_bf16((a), (b)))
#define cuport_hdiv_assign_bf16(a, b) ((a) = cuport_hdiv_bf16((a), (b)))
#define cuport_hadd2_assign_bf16(a, b) ((a) = cuport_hadd2_bf16((a), (b)))
#define cuport_hsub2_assign_bf16(a, b) ((a) = cuport_hsub2_bf16((a), (b)))
#define cuport_hmul2_assign_bf16(a, b) ((a) = cuport_hmul2_bf16((a), (b)))
#define cuport_h2div_assign_bf16(a, b) ((a) = cuport_h2div_bf16((a), (b)))

/* a*b + c with one rounding: the product of two halves or bfloat16s is exact in float
   (but for bfloat16 products below float's subnormal range); the sum is rounded to odd
   (TwoSum gives its error), and a float rounded to odd rounds to 16 bits as the exact
   value would. */
CUPORT_FN float cuport__fma_odd(float a, float b, float c)
{
#pragma OPENCL FP_CONTRACT OFF
  float p = a * b, s = p + c;
  if (!isfinite(s))
    return s;
  float bb = s - p, err = (p - (s - bb)) + (c - bb);
  if (err != 0.0f && !(as_uint(s) & 1u))
    s = as_float(as_uint(s) + (((err > 0.0f) == (s > 0.0f)) ? 1u : (uint)-1));
  return s;
}
#define CUPORT__F16_FMA2(STEM, S, N, N2)                                                   \
  CUPORT_FN cuport_##STEM##2 cuport_##N2##S(cuport_##STEM##2 a, cuport_##STEM##2 b, cuport_##STEM##2 c) \
  { return cuport__mk_##STEM##2(cuport_##N##S(a.x, b.x, c.x), cuport_##N##S(a.y, b.y, c.y)); }
#define CUPORT__F16_FMA(STEM, S, TS, BITS, INF, ONE, _)                                    \
  CUPORT_FN cuport_##STEM cuport_hfma##S(cuport_##STEM a, cuport_##STEM b, cuport_##STEM c) \
  {                                                                                        \
    return cuport_float2##STEM(cuport__fma_odd(cuport_##STEM##2float(a), cuport_##STEM##2float(b), \
                                               cuport_##STEM##2float(c)));                 \
  }                                                                                        \
  CUPORT_FN cuport_##STEM cuport_hfma_sat##S(cuport_##STEM a, cuport_##STEM b, cuport_##STEM c) \
  { return cuport_float2##STEM(cuport__hsat(cuport_##STEM##2float(cuport_hfma##S(a, b, c)))); } \
  CUPORT_FN cuport_##STEM cuport_hfma_relu##S(cuport_##STEM a, cuport_##STEM b, cuport_##STEM c) \
  {                                                                                        \
    cuport_##STEM r = cuport_hfma##S(a, b, c);                                             \
    float v = cuport_##STEM##2float(r);                                                    \
    return isnan(v) ? cuport__mk_##STEM(0x7fffu) : v < 0.0f ? cuport__mk_##STEM(0u) : r;  \
  }                                                                                        \
  CUPORT__F16_FMA2(STEM, S, hfma, hfma2)                                                   \
  CUPORT__F16_FMA2(STEM, S, hfma_sat, hfma2_sat)                                           \
  CUPORT__F16_FMA2(STEM, S, hfma_relu, hfma2_relu)                                         \
  /* (a.x + i a.y)(b.x + i b.y) + c, as CUDA's __hcmadd: each part one fma after another */ \
  CUPORT_FN cuport_##STEM##2 cuport_hcmadd##S(cuport_##STEM##2 a, cuport_##STEM##2 b, cuport_##STEM##2 c) \
  {                                                                                        \
    cuport_##STEM re = cuport_hfma##S(a.x, b.x, c.x), im = cuport_hfma##S(a.x, b.y, c.y);  \
    re = cuport_hfma##S(cuport__mk_##STEM(a.y.x ^ 0x8000u), b.y, re);                      \
    im = cuport_hfma##S(a.y, b.x, im);                                                     \
    return cuport__mk_##STEM##2(re, im);                                                   \
  }                                                                                        \
  /* sign operations work on the bits, as CUDA's neg and abs */                            \
  CUPORT_FN cuport_##STEM cuport_hneg##S(cuport_##STEM a) { return cuport__mk_##STEM(a.x ^ 0x8000u); } \
  CUPORT_FN cuport_##STEM cuport_habs##S(cuport_##STEM a) { return cuport__mk_##STEM(a.x & 0x7fffu); } \
  CUPORT_FN cuport_##STEM##2 cuport_hneg2##S(cuport_##STEM##2 a)                           \
  { return cuport__mk_##STEM##2(cuport_hneg##S(a.x), cuport_hneg##S(a.y)); }               \
  CUPORT_FN cuport_##STEM##2 cuport_habs2##S(cuport_##STEM##2 a)                           \
  { return cuport__mk_##STEM##2(cuport_habs##S(a.x), cuport_habs##S(a.y)); }
CUPORT__F16_EACH(CUPORT__F16_FMA, 0)

/* __hmax/__hmin: a NaN operand gives the other one (both: the canonical NaN), and +0 is
   greater than -0; the _nan forms give NaN when either is one. */
#define CUPORT__F16_PICK1(STEM, S, N, MAX, NAN)                                            \
  CUPORT_FN cuport_##STEM cuport_##N##S(cuport_##STEM a, cuport_##STEM b)                  \
  { return cuport__pick_##STEM(a, b, MAX, NAN); }                                          \
  CUPORT_FN cuport_##STEM##2 cuport_##N##2##S(cuport_##STEM##2 a, cuport_##STEM##2 b)      \
  { return cuport__mk_##STEM##2(cuport_##N##S(a.x, b.x), cuport_##N##S(a.y, b.y)); }
#define CUPORT__F16_PICK(STEM, S, TS, BITS, INF, ONE, _)                                   \
  CUPORT_FN cuport_##STEM cuport__pick_##STEM(cuport_##STEM a, cuport_##STEM b, bool max, bool nan) \
  {                                                                                        \
    float x = cuport_##STEM##2float(a), y = cuport_##STEM##2float(b);                     \
    if (isnan(x) || isnan(y)) {                                                            \
      if (nan || (isnan(x) && isnan(y)))                                                   \
        return cuport__mk_##STEM(0x7fffu);                                                 \
      return isnan(x) ? b : a;                                                             \
    }                                                                                      \
    if (x == y)   /* equal values differ only in the sign of a zero */                     \
      return ((a.x & 0x8000u) != 0u) == max ? b : a;                                       \
    return (x > y) == max ? a : b;                                                         \
  }                                                                                        \
  CUPORT__F16_PICK1(STEM, S, hmax, true, false)                                            \
  CUPORT__F16_PICK1(STEM, S, hmin, false, false)                                           \
  CUPORT__F16_PICK1(STEM, S, hmax_nan, true, true)                                         \
  CUPORT__F16_PICK1(STEM, S, hmin_nan, false, true)
CUPORT__F16_EACH(CUPORT__F16_PICK, 0)

/* ---- comparisons: __h<op> (bool), __h<op>2 (1.0 or 0.0 per element), __hb<op>2 (both),
   __h<op>2_mask (0xffff per element); the u forms are true when either is NaN. */
#define CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, N, EXPR)                              \
  CUPORT_FN bool cuport_h##N##S(cuport_##STEM a, cuport_##STEM b)                          \
  { float x = cuport_##STEM##2float(a), y = cuport_##STEM##2float(b); return EXPR; }       \
  CUPORT_FN cuport_##STEM##2 cuport_h##N##2##S(cuport_##STEM##2 a, cuport_##STEM##2 b)     \
  { return cuport__mk_##STEM##2(cuport__mk_##STEM(cuport_h##N##S(a.x, b.x) ? ONE : 0u),    \
                                cuport__mk_##STEM(cuport_h##N##S(a.y, b.y) ? ONE : 0u)); } \
  CUPORT_FN bool cuport_hb##N##2##S(cuport_##STEM##2 a, cuport_##STEM##2 b)                \
  { return cuport_h##N##S(a.x, b.x) && cuport_h##N##S(a.y, b.y); }                         \
  CUPORT_FN uint cuport_h##N##2_mask##S(cuport_##STEM##2 a, cuport_##STEM##2 b)            \
  { return (cuport_h##N##S(a.x, b.x) ? 0xffffu : 0u) | (cuport_h##N##S(a.y, b.y) ? 0xffff0000u : 0u); }
#define CUPORT__F16_CMPS(STEM, S, TS, BITS, INF, ONE, _)                                   \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, eq, x == y)                                 \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, ne, x < y || x > y)                         \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, lt, x < y)                                  \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, le, x <= y)                                 \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, gt, x > y)                                  \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, ge, x >= y)                                 \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, equ, !(x < y || x > y))                     \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, neu, !(x == y))                             \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, ltu, !(x >= y))                             \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, leu, !(x > y))                              \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, gtu, !(x <= y))                             \
  CUPORT__F16_CMP(STEM, S, TS, BITS, INF, ONE, geu, !(x < y))                              \
  CUPORT_FN bool cuport_hisnan##S(cuport_##STEM a) { return (a.x & 0x7fffu) > INF; }       \
  CUPORT_FN cuport_##STEM##2 cuport_hisnan2##S(cuport_##STEM##2 a)                         \
  { return cuport__mk_##STEM##2(cuport__mk_##STEM(cuport_hisnan##S(a.x) ? ONE : 0u),       \
                                cuport__mk_##STEM(cuport_hisnan##S(a.y) ? ONE : 0u)); }    \
  CUPORT_FN int cuport_hisinf##S(cuport_##STEM a)                                          \
  { return (a.x & 0x7fffu) == INF ? ((a.x & 0x8000u) ? -1 : 1) : 0; }
CUPORT__F16_EACH(CUPORT__F16_CMPS, 0)

/* ---- math: OpenCL's float function, rounded */
#define CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, N, EXPR)                            \
  CUPORT_FN cuport_##STEM cuport_h##N##S(cuport_##STEM a)                                  \
  { float x = cuport_##STEM##2float(a); return cuport_float2##STEM(EXPR); }                \
  CUPORT_FN cuport_##STEM##2 cuport_h2##N##S(cuport_##STEM##2 a)                           \
  { return cuport__mk_##STEM##2(cuport_h##N##S(a.x), cuport_h##N##S(a.y)); }
#define CUPORT__F16_MATH(STEM, S, TS, BITS, INF, ONE, _)                                   \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, sqrt, sqrt(x))                            \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, rsqrt, rsqrt(x))                          \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, rcp, 1.0f / x)                            \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, exp, exp(x))                              \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, exp2, exp2(x))                            \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, exp10, exp10(x))                          \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, log, log(x))                              \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, log2, log2(x))                            \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, log10, log10(x))                          \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, sin, sin(x))                              \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, cos, cos(x))                              \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, tanh, tanh(x))                            \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, ceil, ceil(x))                            \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, floor, floor(x))                          \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, trunc, trunc(x))                          \
  CUPORT__F16_MATH1(STEM, S, TS, BITS, INF, ONE, rint, rint(x))
CUPORT__F16_EACH(CUPORT__F16_MATH, 0)

/* ---- lane exchanges: the bits travel as 32-bit values */
#define CUPORT__F16_SHFL1(STEM, TS, NAME)                                                  \
  CUPORT_FN cuport_##STEM cuport_shfl_##NAME##_##TS(__local ulong *s, uint mask, cuport_##STEM v, int b, int width) \
  { return cuport__mk_##STEM((ushort)cuport_shfl_##NAME##_u32(s, mask, (uint)v.x, b, width)); } \
  CUPORT_FN cuport_##STEM##2 cuport_shfl_##NAME##_##TS##x2(__local ulong *s, uint mask, cuport_##STEM##2 v, int b, int width) \
  {                                                                                        \
    uint r = cuport_shfl_##NAME##_u32(s, mask, (uint)v.x.x | ((uint)v.y.x << 16), b, width); \
    return cuport__mk_##STEM##2(cuport__mk_##STEM((ushort)r), cuport__mk_##STEM((ushort)(r >> 16))); \
  }
#define CUPORT__F16_SHFL(STEM, S, TS, BITS, INF, ONE, _)                                   \
  CUPORT__F16_SHFL1(STEM, TS, idx)                                                         \
  CUPORT__F16_SHFL1(STEM, TS, up)                                                          \
  CUPORT__F16_SHFL1(STEM, TS, down)                                                        \
  CUPORT__F16_SHFL1(STEM, TS, xor)
CUPORT__F16_EACH(CUPORT__F16_SHFL, 0)

/* ---- atomicAdd on a pair (one 32-bit compare-and-swap) and on one element (the 32-bit
   word holding it); each element is added and rounded as __hadd does. */
#define CUPORT__F16_ATOMIC1(STEM, S, TS, SP, Q)                                             \
  CUPORT_FN cuport_##STEM##2 cuport_atomic_add_##SP##_##TS##x2(volatile Q cuport_##STEM##2 *hp, cuport_##STEM##2 v) \
  {                                                                                        \
    volatile Q uint *p = (volatile Q uint *)hp;                                            \
    CUPORT__CAS_LOOP(uint, atomic_cmpxchg, p, cuport__add2_bits_##STEM(assumed, v))        \
    return cuport__mk_##STEM##2(cuport__mk_##STEM((ushort)old), cuport__mk_##STEM((ushort)(old >> 16))); \
  }                                                                                        \
  CUPORT_FN cuport_##STEM cuport_atomic_add_##SP##_##TS(volatile Q cuport_##STEM *hp, cuport_##STEM v) \
  {                                                                                        \
    uint sh = ((ulong)hp & 2ul) ? 16u : 0u;                                                \
    volatile Q uint *p = (volatile Q uint *)((ulong)hp & ~3ul);                            \
    CUPORT__CAS_LOOP(uint, atomic_cmpxchg, p, cuport__add_at_bits_##STEM(assumed, sh, v))  \
    return cuport__mk_##STEM((ushort)(old >> sh));                                         \
  }
#define CUPORT__F16_ATOMIC(STEM, S, TS, BITS, INF, ONE, _)                                 \
  CUPORT_FN uint cuport__add2_bits_##STEM(uint w, cuport_##STEM##2 v)                      \
  {                                                                                        \
    cuport_##STEM lo = cuport_hadd##S(cuport__mk_##STEM((ushort)w), v.x);                  \
    cuport_##STEM hi = cuport_hadd##S(cuport__mk_##STEM((ushort)(w >> 16)), v.y);          \
    return (uint)lo.x | ((uint)hi.x << 16);                                                \
  }                                                                                        \
  CUPORT_FN uint cuport__add_at_bits_##STEM(uint w, uint sh, cuport_##STEM v)              \
  {                                                                                        \
    cuport_##STEM r = cuport_hadd##S(cuport__mk_##STEM((ushort)(w >> sh)), v);             \
    return (w & ~(0xffffu << sh)) | ((uint)r.x << sh);                                     \
  }                                                                                        \
  CUPORT__F16_ATOMIC1(STEM, S, TS, global, __global)                                       \
  CUPORT__F16_ATOMIC1(STEM, S, TS, local, __local)
CUPORT__F16_EACH(CUPORT__F16_ATOMIC, 0)

/* Texture fetches (src/kernel/texture.c): a texture object is an image and a sampler,
   tex<dims>[Layered]<T>(t, coords...) is cuport_tex<dims>[Layered]_<f|i|u>(t, t_sampler,
   coords...): read_imagef/i/ui, which the translator narrows to T.  Coordinates are
   CUDA's: texel i's centre is i + 0.5 in both.  A layer is an integer (OpenCL rounds the
   array coordinate).  tex1Dfetch reads the object's linear memory as T. */
/* A cubemap is a 2-D image array of 6 faces a layer (runtime/src/texture.c): the face is
   the major axis of (x, y, z) and its coordinates the other two over it, as CUDA's cubemap
   table says (s and t in [-1, 1] mapped to [0, 1], then to texels: the sampler takes
   unnormalized coordinates, so that the layer is an index on every implementation):
     major +x: s = -z, t = -y   -x: s = z, t = -y     +y: s = x, t = z    -y: s = x, t = -z
     major +z: s = x, t = -y    -z: s = -x, t = -y
   A tie between axes goes to x, then y.  Filtering stays inside the face (no seamless
   filtering across its edges). */
CUPORT_FN float4 cuport__cube_coord(__read_only image2d_array_t img, float x, float y, float z,
                                    int layer)
{
  float ax = fabs(x), ay = fabs(y), az = fabs(z), m, s, t;
  int face;
  if (ax >= ay && ax >= az) {
    m = ax;
    face = x >= 0.0f ? 0 : 1;
    s = x >= 0.0f ? -z : z;
    t = -y;
  } else if (ay >= az) {
    m = ay;
    face = y >= 0.0f ? 2 : 3;
    s = x;
    t = y >= 0.0f ? z : -z;
  } else {
    m = az;
    face = z >= 0.0f ? 4 : 5;
    s = z >= 0.0f ? x : -x;
    t = -y;
  }
  return (float4)((s / m + 1.0f) * 0.5f * (float)get_image_width(img),
                  (t / m + 1.0f) * 0.5f * (float)get_image_height(img), (float)(layer * 6 + face),
                  0.0f);
}
#define CUPORT__TEX(R, L, READ)                                                                     \
  CUPORT_FN R cuport_tex1D_##L(__read_only image1d_t t, sampler_t s, float x)                        \
  {                                                                                                  \
    return READ(t, s, x);                                                                            \
  }                                                                                                  \
  CUPORT_FN R cuport_tex2D_##L(__read_only image2d_t t, sampler_t s, float x, float y)               \
  {                                                                                                  \
    return READ(t, s, (float2)(x, y));                                                               \
  }                                                                                                  \
  CUPORT_FN R cuport_tex3D_##L(__read_only image3d_t t, sampler_t s, float x, float y, float z)      \
  {                                                                                                  \
    return READ(t, s, (float4)(x, y, z, 0.0f));                                                      \
  }                                                                                                  \
  CUPORT_FN R cuport_tex1DLayered_##L(__read_only image1d_array_t t, sampler_t s, float x, int l)   \
  {                                                                                                  \
    return READ(t, s, (float2)(x, (float)l));                                                        \
  }                                                                                                  \
  CUPORT_FN R cuport_tex2DLayered_##L(__read_only image2d_array_t t, sampler_t s, float x, float y, \
                                      int l)                                                         \
  {                                                                                                  \
    return READ(t, s, (float4)(x, y, (float)l, 0.0f));                                               \
  }                                                                                                  \
  CUPORT_FN R cuport_texCubemap_##L(__read_only image2d_array_t t, sampler_t s, float x, float y,   \
                                    float z)                                                         \
  {                                                                                                  \
    return READ(t, s, cuport__cube_coord(t, x, y, z, 0));                                               \
  }                                                                                                  \
  CUPORT_FN R cuport_texCubemapLayered_##L(__read_only image2d_array_t t, sampler_t s, float x,     \
                                           float y, float z, int l)                                  \
  {                                                                                                  \
    return READ(t, s, cuport__cube_coord(t, x, y, z, l));                                               \
  }
CUPORT__TEX(float4, f, read_imagef)
CUPORT__TEX(int4, i, read_imagei)
CUPORT__TEX(uint4, u, read_imageui)
#define cuport_tex1Dfetch(T, p, i) (((__global const T *)(p))[(i)])
/* A fetch spelled in a macro body, whose text the .cl keeps: CUPORT_TEX_SAMPLED<n>_<k>(read,
   conversion, t, k coordinates) is conversion(read(t, t_sampler, coordinates)) narrowed to
   its first n channels, the sampler named by pasting (t is the image parameter's name). No
   swizzle is spelled in the macro's text, where .x could be one of its parameters; no
   variadic macro either, which NVIDIA's OpenCL C does not have. */
#define CUPORT_TEX_SAMPLED1_1(fn, conv, img, a) conv(fn(img, img##_sampler, a).x)
#define CUPORT_TEX_SAMPLED1_2(fn, conv, img, a, b) conv(fn(img, img##_sampler, a, b).x)
#define CUPORT_TEX_SAMPLED1_3(fn, conv, img, a, b, c) conv(fn(img, img##_sampler, a, b, c).x)
#define CUPORT_TEX_SAMPLED1_4(fn, conv, img, a, b, c, d) conv(fn(img, img##_sampler, a, b, c, d).x)
#define CUPORT_TEX_SAMPLED2_1(fn, conv, img, a) conv(fn(img, img##_sampler, a).xy)
#define CUPORT_TEX_SAMPLED2_2(fn, conv, img, a, b) conv(fn(img, img##_sampler, a, b).xy)
#define CUPORT_TEX_SAMPLED2_3(fn, conv, img, a, b, c) conv(fn(img, img##_sampler, a, b, c).xy)
#define CUPORT_TEX_SAMPLED2_4(fn, conv, img, a, b, c, d) conv(fn(img, img##_sampler, a, b, c, d).xy)
#define CUPORT_TEX_SAMPLED4_1(fn, conv, img, a) conv(fn(img, img##_sampler, a))
#define CUPORT_TEX_SAMPLED4_2(fn, conv, img, a, b) conv(fn(img, img##_sampler, a, b))
#define CUPORT_TEX_SAMPLED4_3(fn, conv, img, a, b, c) conv(fn(img, img##_sampler, a, b, c))
#define CUPORT_TEX_SAMPLED4_4(fn, conv, img, a, b, c, d) conv(fn(img, img##_sampler, a, b, c, d))

/* Surfaces (src/kernel/texture.c, runtime/src/surface.c): a surface object or the word a
   surface reference holds is the device address of a buffer that starts with the shape
   below; the texels follow CUPORT__SURF_DATA bytes in, rows of width bytes, and x is a byte
   offset as in CUDA.  surf<dims>[Layered]write<T>(v, s, x, ...) is
   cuport_surf<dims>[Layered]write(T, v, s, x, ..., mode) and the reads
   cuport_surf<dims>[Layered]read(T, s, x, ..., mode), a T lvalue.  Outside the surface a
   write goes to the header's sink and a read gives the header's zeros (modes zero and
   trap: a trap has no OpenCL counterpart); clamp moves the coordinates to the edge. */
typedef struct {
  uint width, height, depth, elem;
  ulong pitch, slice;
} cuport_surface_header;
#define CUPORT__SURF_SINK 32
#define CUPORT__SURF_ZEROS 48
#define CUPORT__SURF_DATA 64
#ifndef cudaBoundaryModeZero
#define cudaBoundaryModeZero 0
#define cudaBoundaryModeClamp 1
#define cudaBoundaryModeTrap 2
#endif
CUPORT_FN __global uchar *cuport__surf_at(ulong surface, int x, int y, int z, uint size,
                                          int mode, int write)
{
  __global uchar *s = (__global uchar *)surface;
  __global const cuport_surface_header *h = (__global const cuport_surface_header *)s;
  int w = (int)h->width - (int)size, rows = (int)h->height - 1, slices = (int)h->depth - 1;
  if (mode == cudaBoundaryModeClamp) {
    x = clamp(x, 0, max(w, 0));
    y = clamp(y, 0, rows);
    z = clamp(z, 0, slices);
  } else if (x < 0 || x > w || y < 0 || y > rows || z < 0 || z > slices) {
    return s + (write ? CUPORT__SURF_SINK : CUPORT__SURF_ZEROS);
  }
  return s + CUPORT__SURF_DATA + (ulong)z * h->slice + (ulong)y * h->pitch + (ulong)x;
}
#define cuport__surf_ref(T, s, x, y, z, mode, write)                                              \
  (*(__global T *)cuport__surf_at((ulong)(s), (x), (y), (z), (uint)sizeof(T), (mode), (write)))
#define cuport_surf1Dread(T, s, x, mode) cuport__surf_ref(T, s, x, 0, 0, mode, 0)
#define cuport_surf2Dread(T, s, x, y, mode) cuport__surf_ref(T, s, x, y, 0, mode, 0)
#define cuport_surf3Dread(T, s, x, y, z, mode) cuport__surf_ref(T, s, x, y, z, mode, 0)
#define cuport_surf1DLayeredread(T, s, x, l, mode) cuport__surf_ref(T, s, x, l, 0, mode, 0)
#define cuport_surf2DLayeredread(T, s, x, y, l, mode) cuport__surf_ref(T, s, x, y, l, mode, 0)
#define cuport_surf1Dwrite(T, v, s, x, mode) (cuport__surf_ref(T, s, x, 0, 0, mode, 1) = (v))
#define cuport_surf2Dwrite(T, v, s, x, y, mode) (cuport__surf_ref(T, s, x, y, 0, mode, 1) = (v))
#define cuport_surf3Dwrite(T, v, s, x, y, z, mode) (cuport__surf_ref(T, s, x, y, z, mode, 1) = (v))
#define cuport_surf1DLayeredwrite(T, v, s, x, l, mode) (cuport__surf_ref(T, s, x, l, 0, mode, 1) = (v))
#define cuport_surf2DLayeredwrite(T, v, s, x, y, l, mode)                                          \
  (cuport__surf_ref(T, s, x, y, l, mode, 1) = (v))

/* ============================================= warp matrix operations (nvcuda::wmma)
   A fragment is a struct of the elements one lane holds, x[] of CUDA's element type, so
   that code which scales or converts a fragment element by element (x[i], num_elements)
   keeps working; CUDA leaves the layout unspecified. The layout chosen needs no exchange
   between lanes, so no barrier and no convergent control flow: each lane loads from
   memory what it needs for its own part of the result.

   Accumulator (M x N, E = M*N/32 elements a lane): lane l holds row r = l*E / N,
   columns c0 = l*E % N .. c0 + E - 1 (E divides N in every shape), x[e] = C[r][c0 + e].
   matrix_a (M x K): the lane's row r, x[k] = A[r][k] (K elements).
   matrix_b (K x N): the lane's E columns, K*E elements in the order of memory, so that
   loads copy runs: x[j*K + k] = B[k][c0 + j] for a col_major fragment (a column after
   another), x[k*E + j] for a row_major one.
   mma_sync is then each lane's own E dot products of length K: for a col_major B, E dot
   products of vectors of K; for a row_major B, K steps of an outer product over the E
   columns. Both are written with OpenCL's vector types, which a CPU compiler (PoCL) keeps
   as SIMD code. Inputs of 16 bits are converted to float (products of two are exact in
   float), tf32 inputs are read with their low 13 bits cleared as tensor cores read them,
   8-bit ones multiply in int (wrapping, as without satf), doubles with fma.

   The translator instantiates what a program uses (kernel/wmma.c): CUPORT_WMMA_LOAD
   (matrix_a/b, layout from the type), CUPORT_WMMA_LOAD_ACC / _STORE_ACC (layout as an
   argument: 0 mem_row_major, 1 mem_col_major), CUPORT_WMMA_FILL and CUPORT_WMMA_MMA,
   with the shape as literals (K and E are pasted into vector type names). */
/* mma_sync and fill_fragment are not inlined except on NVIDIA: the samples call them in
   loops under #pragma unroll, and PoCL took 4 to 5 times as long to compile such a kernel
   with them inlined (30 s of the 120 a program may take), for no faster a kernel. Loads
   and stores are (they ask for the work-item's id, which PoCL gives right only in code
   inlined into the kernel, and are small). */
#ifdef CUPORT_NVIDIA
#define CUPORT__WMMA_FN CUPORT_FN
#else
#define CUPORT__WMMA_FN static __attribute__((noinline))
#endif
#define CUPORT_WMMA_FRAGMENT(NAME, T, N)                                                   \
  typedef struct { T x[N]; } cuport_wmma_##NAME;                                           \
  enum { cuport_wmma_##NAME##_num = N };
#define CUPORT__WMMA_AB(S, K, E, T, TS)                                                    \
  CUPORT_WMMA_FRAGMENT(a_##S##_##TS##_row, T, K) CUPORT_WMMA_FRAGMENT(a_##S##_##TS##_col, T, K) \
  CUPORT_WMMA_FRAGMENT(b_##S##_##TS##_row, T, (K) * (E))                                   \
  CUPORT_WMMA_FRAGMENT(b_##S##_##TS##_col, T, (K) * (E))
#define CUPORT__WMMA_SHAPES16(T, TS)                                                       \
  CUPORT__WMMA_AB(m16n16k16, 16, 8, T, TS) CUPORT__WMMA_AB(m32n8k16, 16, 8, T, TS)         \
  CUPORT__WMMA_AB(m8n32k16, 16, 8, T, TS)
#define CUPORT__WMMA_ACC16(T, TS)                                                          \
  CUPORT_WMMA_FRAGMENT(acc_m16n16k16_##TS, T, 8) CUPORT_WMMA_FRAGMENT(acc_m32n8k16_##TS, T, 8) \
  CUPORT_WMMA_FRAGMENT(acc_m8n32k16_##TS, T, 8)
CUPORT__WMMA_SHAPES16(cuport_half, f16)
CUPORT__WMMA_SHAPES16(cuport_bfloat16, bf16)
CUPORT__WMMA_SHAPES16(uchar, u8)
CUPORT__WMMA_SHAPES16(char, s8)
CUPORT__WMMA_AB(m16n16k8, 8, 8, float, tf32)
CUPORT__WMMA_ACC16(cuport_half, f16)
CUPORT__WMMA_ACC16(float, f32)
CUPORT__WMMA_ACC16(int, i32)
CUPORT_WMMA_FRAGMENT(acc_m16n16k8_f32, float, 8)
#if defined(CUPORT_HAS_FP64) || defined(CUPORT_NVIDIA)
CUPORT__WMMA_AB(m8n8k4, 4, 2, double, f64)
CUPORT_WMMA_FRAGMENT(acc_m8n8k4_f64, double, 2)
#endif

/* wmma::__float_to_tf32: to nearest, ties away from zero (PTX cvt.rna.tf32.f32), in a
   float whose low 13 bits are 0; infinities and NaNs unchanged. */
CUPORT_FN float cuport_float_to_tf32(float f)
{
  uint u = as_uint(f);
  if ((u & 0x7f800000u) == 0x7f800000u)
    return f;
  return as_float((u + 0x1000u) & 0xffffe000u);
}

/* Elements of a fragment (P: its x) as the type products are summed in: one (index I), or
   W of them from index I*W (a vector); and sums written back to an accumulator. */
#define CUPORT__WMMA_GET_f16(P, I) vload_half((I), (const __private half *)(P))
#define CUPORT__WMMA_GET_bf16(P, I) as_float((uint)(P)[I].x << 16)
#define CUPORT__WMMA_GET_tf32(P, I) as_float(as_uint((P)[I]) & 0xffffe000u)
#define CUPORT__WMMA_GET_f32(P, I) ((P)[I])
#define CUPORT__WMMA_GET_f64(P, I) ((P)[I])
#define CUPORT__WMMA_GET_u8(P, I) ((int)(P)[I])
#define CUPORT__WMMA_GET_s8(P, I) ((int)(P)[I])
#define CUPORT__WMMA_GET_i32(P, I) ((P)[I])
#define CUPORT__WMMA_VGET_f16(P, W, I) vload_half##W((I), (const __private half *)(P))
#define CUPORT__WMMA_VGET_bf16(P, W, I)                                                    \
  as_float##W(convert_uint##W(vload##W((I), (const __private ushort *)(P))) << 16)
#define CUPORT__WMMA_VGET_tf32(P, W, I)                                                    \
  as_float##W(as_uint##W(vload##W((I), (const __private float *)(P))) & 0xffffe000u)
#define CUPORT__WMMA_VGET_f32(P, W, I) vload##W((I), (const __private float *)(P))
#define CUPORT__WMMA_VGET_f64(P, W, I) vload##W((I), (const __private double *)(P))
#define CUPORT__WMMA_VGET_u8(P, W, I) convert_int##W(vload##W((I), (const __private uchar *)(P)))
#define CUPORT__WMMA_VGET_s8(P, W, I) convert_int##W(vload##W((I), (const __private char *)(P)))
#define CUPORT__WMMA_VGET_i32(P, W, I) vload##W((I), (const __private int *)(P))
#define CUPORT__WMMA_VPUT_f16(P, W, V) vstore_half##W##_rte((V), 0, (__private half *)(P))
#define CUPORT__WMMA_VPUT_f32(P, W, V) vstore##W((V), 0, (__private float *)(P))
#define CUPORT__WMMA_VPUT_f64(P, W, V) vstore##W((V), 0, (__private double *)(P))
#define CUPORT__WMMA_VPUT_i32(P, W, V) vstore##W((V), 0, (__private int *)(P))
/* a + b * c on vectors (doubles with fma, as DMMA), and a dot product added to a scalar
   (float and int: the products summed pairwise; double: a chain of fmas) */
#define CUPORT__WMMA_VMAC_float(A, B, C) ((A) + (B) * (C))
#define CUPORT__WMMA_VMAC_int(A, B, C) ((A) + (B) * (C))
#define CUPORT__WMMA_VMAC_double(A, B, C) fma((B), (C), (A))
#define CUPORT__WMMA_HSUM2(V) ((V).s0 + (V).s1)
#define CUPORT__WMMA_HSUM4(V) CUPORT__WMMA_HSUM2((V).lo + (V).hi)
#define CUPORT__WMMA_HSUM8(V) CUPORT__WMMA_HSUM4((V).lo + (V).hi)
#define CUPORT__WMMA_HSUM16(V) CUPORT__WMMA_HSUM8((V).lo + (V).hi)
#define CUPORT__WMMA_DOT_float(K, S, A, B) ((S) + CUPORT__WMMA_HSUM##K((A) * (B)))
#define CUPORT__WMMA_DOT_int(K, S, A, B) ((S) + CUPORT__WMMA_HSUM##K((A) * (B)))
#define CUPORT__WMMA_DOT_double(K, S, A, B)                                                \
  fma((A).s3, (B).s3, fma((A).s2, (B).s2, fma((A).s1, (B).s1, fma((A).s0, (B).s0, (S)))))
/* element (row, col) of a matrix in memory, ld elements apart */
#define CUPORT__WMMA_AT_row(R, C, LD) ((size_t)(R) * (LD) + (C))
#define CUPORT__WMMA_AT_col(R, C, LD) ((size_t)(C) * (LD) + (R))
/* W consecutive elements of RAW (the element type's own or its 16 bits) from SP memory */
#define CUPORT__WMMA_COPY(RAW, W, SP, D, S)                                                \
  vstore##W(vload##W(0, (__##SP const RAW *)(S)), 0, (__private RAW *)(D))

/* load_matrix_sync of a matrix_a (USE a) or matrix_b (USE b) fragment NAME of element type
   T (RAW: an integer type of its size for the 16-bit floats), shape M x N x K with E = M*N/32,
   laid out by LAYOUT (row, col), from address space SP (global, local, constant, private). */
#define CUPORT_WMMA_LOAD(USE, NAME, T, RAW, M, N, K, E, LAYOUT, SP)                        \
  CUPORT_FN void cuport_wmma_load_##NAME##_##SP(__private cuport_wmma_##NAME *f,           \
                                               __##SP const T *p, uint ldm)                \
  {                                                                                        \
    const uint first = cuport_lane_id() * (E), r = first / (N), c0 = first % (N);          \
    CUPORT__WMMA_LOAD_##USE##_##LAYOUT(RAW, K, E, SP)                                      \
  }
#define CUPORT__WMMA_LOAD_a_row(RAW, K, E, SP)                                             \
  (void)c0;                                                                                \
  CUPORT__WMMA_COPY(RAW, K, SP, f->x, p + (size_t)r * ldm);
#define CUPORT__WMMA_LOAD_a_col(RAW, K, E, SP)                                             \
  (void)c0;                                                                                \
  for (uint k = 0; k < (K); k++)                                                           \
    f->x[k] = p[(size_t)k * ldm + r];
#define CUPORT__WMMA_LOAD_b_row(RAW, K, E, SP)                                             \
  (void)r;                                                                                 \
  for (uint k = 0; k < (K); k++)                                                           \
    CUPORT__WMMA_COPY(RAW, E, SP, f->x + k * (E), p + (size_t)k * ldm + c0);
#define CUPORT__WMMA_LOAD_b_col(RAW, K, E, SP)                                             \
  (void)r;                                                                                 \
  for (uint j = 0; j < (E); j++)                                                           \
    CUPORT__WMMA_COPY(RAW, K, SP, f->x + j * (K), p + (size_t)(c0 + j) * ldm);

/* load_matrix_sync and store_matrix_sync of an accumulator: layout 0 is mem_row_major,
   1 mem_col_major. */
#define CUPORT_WMMA_LOAD_ACC(NAME, T, RAW, M, N, E, SP)                                    \
  CUPORT_FN void cuport_wmma_load_##NAME##_##SP(__private cuport_wmma_##NAME *f,           \
                                               __##SP const T *p, uint ldm, int layout)    \
  {                                                                                        \
    const uint first = cuport_lane_id() * (E), r = first / (N), c0 = first % (N);          \
    if (layout == 0) {                                                                     \
      CUPORT__WMMA_COPY(RAW, E, SP, f->x, p + (size_t)r * ldm + c0);                       \
      return;                                                                              \
    }                                                                                      \
    for (uint j = 0; j < (E); j++)                                                         \
      f->x[j] = p[CUPORT__WMMA_AT_col(r, c0 + j, ldm)];                                    \
  }
#define CUPORT_WMMA_STORE_ACC(NAME, T, RAW, M, N, E, SP)                                   \
  CUPORT_FN void cuport_wmma_store_##NAME##_##SP(__##SP T *p,                              \
                                                __private const cuport_wmma_##NAME *f,     \
                                                uint ldm, int layout)                      \
  {                                                                                        \
    const uint first = cuport_lane_id() * (E), r = first / (N), c0 = first % (N);          \
    if (layout == 0) {                                                                     \
      vstore##E(vload##E(0, (__private const RAW *)f->x), 0, (__##SP RAW *)(p + (size_t)r * ldm + c0)); \
      return;                                                                              \
    }                                                                                      \
    for (uint j = 0; j < (E); j++)                                                         \
      p[CUPORT__WMMA_AT_col(r, c0 + j, ldm)] = f->x[j];                                    \
  }

/* fill_fragment: every element the lane holds */
#define CUPORT_WMMA_FILL(NAME, T)                                                          \
  CUPORT__WMMA_FN void cuport_wmma_fill_##NAME(__private cuport_wmma_##NAME *f, T v)       \
  {                                                                                        \
    for (uint i = 0; i < cuport_wmma_##NAME##_num; i++)                                    \
      f->x[i] = v;                                                                         \
  }

/* mma_sync(d, a, b, c) of shape S (K deep, E elements of the result a lane): inputs of type
   TI (f16 ...) with layouts LA and LB, accumulators C of type TC and D of type TD, summed in
   CT (float, int, double). c is read whole before d is written, so d and c may be one
   fragment. */
#define CUPORT_WMMA_MMA(S, K, E, TI, LA, LB, TC, TD, CT)                                   \
  CUPORT__WMMA_FN void cuport_wmma_mma_##S##_##TI##_##LA##_##LB##_##TC##_##TD(             \
      __private cuport_wmma_acc_##S##_##TD *d,                                             \
      __private const cuport_wmma_a_##S##_##TI##_##LA *a,                                  \
      __private const cuport_wmma_b_##S##_##TI##_##LB *b,                                  \
      __private const cuport_wmma_acc_##S##_##TC *c)                                       \
  {                                                                                        \
    CUPORT__WMMA_MMA_##LB(K, E, TI, TC, TD, CT)                                            \
  }
/* B by columns: E dot products of K */
#define CUPORT__WMMA_MMA_col(K, E, TI, TC, TD, CT)                                         \
  const CT##K av = CUPORT__WMMA_VGET_##TI(a->x, K, 0);                                     \
  CT r[E];                                                                                 \
  for (uint j = 0; j < (E); j++)                                                           \
    r[j] = CUPORT__WMMA_DOT_##CT(K, CUPORT__WMMA_GET_##TC(c->x, j), av,                    \
                                 CUPORT__WMMA_VGET_##TI(b->x, K, j));                      \
  CUPORT__WMMA_VPUT_##TD(d->x, E, vload##E(0, r));
/* B by rows: K steps of an outer product over E columns */
#define CUPORT__WMMA_MMA_row(K, E, TI, TC, TD, CT)                                         \
  CT##E acc = CUPORT__WMMA_VGET_##TC(c->x, E, 0);                                          \
  for (uint k = 0; k < (K); k++)                                                           \
    acc = CUPORT__WMMA_VMAC_##CT(acc, (CT##E)(CUPORT__WMMA_GET_##TI(a->x, k)),             \
                                 CUPORT__WMMA_VGET_##TI(b->x, E, k));                      \
  CUPORT__WMMA_VPUT_##TD(d->x, E, acc);

/* ============================================= SIMD-in-a-word (video) intrinsics
   CUDA's __v<op>2 (two 16-bit lanes of a 32-bit word) and __v<op>4 (four 8-bit
   lanes), and Hopper's DPX __vi<op>_<s|u><32|16x2>[_relu]: cuport_v<op>N and
   cuport_vi<op>_...  A word is reinterpreted as an OpenCL vector (lane 0 the low
   half or byte; every device the runtime supports is little-endian), so most are
   one built-in: add_sat/sub_sat saturate, abs_diff is exact, rhadd is CUDA's
   unsigned rounded average and hadd its truncated one.  Comparisons give all-ones
   lanes (__vcmp*) or 1 (__vset*); __vsad* sum the lanes' absolute differences. */
#define CUPORT__SIMD(N, S, U, W, ONES, SUM)                                                        \
  CUPORT_FN uint cuport_vabs##N(uint a) { return as_uint(abs(as_##S(a))); }                        \
  CUPORT_FN uint cuport_vabsss##N(uint a)                                                          \
  {                                                                                                \
    return as_uint(max(as_##S(a), sub_sat((S)0, as_##S(a))));                                      \
  }                                                                                                \
  CUPORT_FN uint cuport_vneg##N(uint a) { return as_uint((U)0 - as_##U(a)); }                      \
  CUPORT_FN uint cuport_vnegss##N(uint a) { return as_uint(sub_sat((S)0, as_##S(a))); }            \
  CUPORT_FN uint cuport_vabsdiffs##N(uint a, uint b) { return as_uint(abs_diff(as_##S(a), as_##S(b))); } \
  CUPORT_FN uint cuport_vabsdiffu##N(uint a, uint b) { return as_uint(abs_diff(as_##U(a), as_##U(b))); } \
  CUPORT_FN uint cuport_vadd##N(uint a, uint b) { return as_uint(as_##U(a) + as_##U(b)); }         \
  CUPORT_FN uint cuport_vaddss##N(uint a, uint b) { return as_uint(add_sat(as_##S(a), as_##S(b))); } \
  CUPORT_FN uint cuport_vaddus##N(uint a, uint b) { return as_uint(add_sat(as_##U(a), as_##U(b))); } \
  CUPORT_FN uint cuport_vsub##N(uint a, uint b) { return as_uint(as_##U(a) - as_##U(b)); }         \
  CUPORT_FN uint cuport_vsubss##N(uint a, uint b) { return as_uint(sub_sat(as_##S(a), as_##S(b))); } \
  CUPORT_FN uint cuport_vsubus##N(uint a, uint b) { return as_uint(sub_sat(as_##U(a), as_##U(b))); } \
  /* signed average rounds half away from zero: (s + (s >= 0)) >> 1 */                            \
  CUPORT_FN uint cuport_vavgs##N(uint a, uint b)                                                   \
  {                                                                                                \
    W s = convert_##W(as_##S(a)) + convert_##W(as_##S(b));                                         \
    return as_uint(convert_##S((s - (s >= (W)0)) >> 1));                                           \
  }                                                                                                \
  CUPORT_FN uint cuport_vavgu##N(uint a, uint b) { return as_uint(rhadd(as_##U(a), as_##U(b))); }  \
  CUPORT_FN uint cuport_vhaddu##N(uint a, uint b) { return as_uint(hadd(as_##U(a), as_##U(b))); }  \
  CUPORT_FN uint cuport_vmaxs##N(uint a, uint b) { return as_uint(max(as_##S(a), as_##S(b))); }    \
  CUPORT_FN uint cuport_vmaxu##N(uint a, uint b) { return as_uint(max(as_##U(a), as_##U(b))); }    \
  CUPORT_FN uint cuport_vmins##N(uint a, uint b) { return as_uint(min(as_##S(a), as_##S(b))); }    \
  CUPORT_FN uint cuport_vminu##N(uint a, uint b) { return as_uint(min(as_##U(a), as_##U(b))); }    \
  CUPORT_FN uint cuport_vsads##N(uint a, uint b)                                                   \
  {                                                                                                \
    U d = abs_diff(as_##S(a), as_##S(b));                                                          \
    return SUM;                                                                                    \
  }                                                                                                \
  CUPORT_FN uint cuport_vsadu##N(uint a, uint b)                                                   \
  {                                                                                                \
    U d = abs_diff(as_##U(a), as_##U(b));                                                          \
    return SUM;                                                                                    \
  }                                                                                                \
  CUPORT__SIMD_CMP(N, eq, U, ==, ONES)                                                             \
  CUPORT__SIMD_CMP(N, ne, U, !=, ONES)                                                             \
  CUPORT__SIMD_CMP(N, ges, S, >=, ONES)                                                            \
  CUPORT__SIMD_CMP(N, geu, U, >=, ONES)                                                            \
  CUPORT__SIMD_CMP(N, gts, S, >, ONES)                                                             \
  CUPORT__SIMD_CMP(N, gtu, U, >, ONES)                                                             \
  CUPORT__SIMD_CMP(N, les, S, <=, ONES)                                                            \
  CUPORT__SIMD_CMP(N, leu, U, <=, ONES)                                                            \
  CUPORT__SIMD_CMP(N, lts, S, <, ONES)                                                             \
  CUPORT__SIMD_CMP(N, ltu, U, <, ONES)
/* a vector comparison is -1 (all ones) in a true lane */
#define CUPORT__SIMD_CMP(N, OP, T, REL, ONES)                                                      \
  CUPORT_FN uint cuport_vcmp##OP##N(uint a, uint b) { return as_uint(as_##T(a) REL as_##T(b)); }   \
  CUPORT_FN uint cuport_vset##OP##N(uint a, uint b) { return cuport_vcmp##OP##N(a, b) & ONES; }
CUPORT__SIMD(2, short2, ushort2, int2, 0x00010001u, (uint)d.s0 + d.s1)
CUPORT__SIMD(4, char4, uchar4, int4, 0x01010101u, (uint)d.s0 + d.s1 + d.s2 + d.s3)

/* PTX's SIMD video instructions, as inline asm writes them (vabsdiff4.u32.u32.u32.add,
   vmax2.s32.s32.s32.sat, vset4.u32.u32.lt ...) with the default lane selectors and mask:
   cuport_vop4/cuport_vop2(a, b, c, mode), mode a literal the migrator writes (so all but one
   path folds away): bits 0-3 the operation (add, sub, avrg, absdiff, min, max, then vset's
   eq, ne, lt, le, gt, ge), 0x10/0x20/0x40 a, b, d signed, 0x80 .sat, 0x100 .add.  The
   lanes of a and b are widened by their types and the operation is exact; .sat clamps to
   the lane range of d's type; the result is the lanes' low bits packed into a word or, with
   .add, c plus their sum (wrapping, as the 32-bit add does). */
#define CUPORT__VOP(N, S, U, W, LO, HI, UMAX, SUM)                                                 \
  CUPORT_FN uint cuport_vop##N(uint a, uint b, uint c, uint mode)                                  \
  {                                                                                                \
    W va = (mode & 0x10u) ? convert_##W(as_##S(a)) : convert_##W(as_##U(a));                       \
    W vb = (mode & 0x20u) ? convert_##W(as_##S(b)) : convert_##W(as_##U(b));                       \
    W s = va + vb, t = s;                                                                          \
    switch (mode & 15u) {                                                                          \
    case 1: t = va - vb; break;                                                                    \
    case 2: t = (s - (s >= (W)0)) >> 1; break;   /* rounds half up, floors below zero */          \
    case 3: t = convert_##W(abs(va - vb)); break;                                                  \
    case 4: t = min(va, vb); break;                                                                \
    case 5: t = max(va, vb); break;                                                                \
    case 6: t = -(va == vb); break;                                                                \
    case 7: t = -(va != vb); break;                                                                \
    case 8: t = -(va < vb); break;                                                                 \
    case 9: t = -(va <= vb); break;                                                                \
    case 10: t = -(va > vb); break;                                                                \
    case 11: t = -(va >= vb); break;                                                               \
    }                                                                                              \
    if (mode & 0x80u)                                                                              \
      t = (mode & 0x40u) ? clamp(t, (W)(LO), (W)(HI)) : clamp(t, (W)0, (W)(UMAX));                 \
    if (mode & 0x100u)                                                                             \
      return c + (uint)(SUM);                                                                      \
    return as_uint(convert_##U(t & (W)(UMAX)));                                                    \
  }
CUPORT__VOP(4, char4, uchar4, int4, -128, 127, 255, t.s0 + t.s1 + t.s2 + t.s3)
CUPORT__VOP(2, short2, ushort2, int2, -32768, 32767, 65535, t.s0 + t.s1)

/* DPX: three-way and add-then max/min (the sum wraps, as add.s32 does), _relu
   clamps the result below at 0; __vib<max|min> also say whether a was chosen
   (a >= b for max, a <= b for min), through a pointer into any space (macros,
   so a and b are read twice). */
#define CUPORT__DPX(T, V, SFX, W)                                                                  \
  CUPORT_FN T cuport_vimax3_##SFX(T a, T b, T c) { return W(max(max(V(a), V(b)), V(c))); }         \
  CUPORT_FN T cuport_vimin3_##SFX(T a, T b, T c) { return W(min(min(V(a), V(b)), V(c))); }         \
  CUPORT_FN T cuport_viaddmax_##SFX(T a, T b, T c) { return W(max(cuport__dpx_add_##SFX(a, b), V(c))); } \
  CUPORT_FN T cuport_viaddmin_##SFX(T a, T b, T c) { return W(min(cuport__dpx_add_##SFX(a, b), V(c))); }
#define CUPORT__DPX_RELU(T, V, SFX, W, Z)                                                          \
  CUPORT_FN T cuport_vimax_##SFX##_relu(T a, T b) { return W(max(max(V(a), V(b)), Z)); }           \
  CUPORT_FN T cuport_vimin_##SFX##_relu(T a, T b) { return W(max(min(V(a), V(b)), Z)); }           \
  CUPORT_FN T cuport_vimax3_##SFX##_relu(T a, T b, T c) { return W(max(V(cuport_vimax3_##SFX(a, b, c)), Z)); } \
  CUPORT_FN T cuport_vimin3_##SFX##_relu(T a, T b, T c) { return W(max(V(cuport_vimin3_##SFX(a, b, c)), Z)); } \
  CUPORT_FN T cuport_viaddmax_##SFX##_relu(T a, T b, T c) { return W(max(V(cuport_viaddmax_##SFX(a, b, c)), Z)); } \
  CUPORT_FN T cuport_viaddmin_##SFX##_relu(T a, T b, T c) { return W(max(V(cuport_viaddmin_##SFX(a, b, c)), Z)); }
#define CUPORT__DPX_SAME(x) (x)
CUPORT_FN int cuport__dpx_add_s32(int a, int b) { return as_int(as_uint(a) + as_uint(b)); }
CUPORT_FN uint cuport__dpx_add_u32(uint a, uint b) { return a + b; }
CUPORT_FN short2 cuport__dpx_add_s16x2(uint a, uint b) { return as_short2(as_ushort2(a) + as_ushort2(b)); }
CUPORT_FN ushort2 cuport__dpx_add_u16x2(uint a, uint b) { return as_ushort2(a) + as_ushort2(b); }
CUPORT__DPX(int, CUPORT__DPX_SAME, s32, CUPORT__DPX_SAME)
CUPORT__DPX(uint, CUPORT__DPX_SAME, u32, CUPORT__DPX_SAME)
CUPORT__DPX(uint, as_short2, s16x2, as_uint)
CUPORT__DPX(uint, as_ushort2, u16x2, as_uint)
CUPORT__DPX_RELU(int, CUPORT__DPX_SAME, s32, CUPORT__DPX_SAME, 0)
CUPORT__DPX_RELU(uint, as_short2, s16x2, as_uint, (short2)0)
#define cuport_vibmax_s32(a, b, p) (*(p) = (int)(a) >= (int)(b), max((int)(a), (int)(b)))
#define cuport_vibmin_s32(a, b, p) (*(p) = (int)(a) <= (int)(b), min((int)(a), (int)(b)))
#define cuport_vibmax_u32(a, b, p) (*(p) = (uint)(a) >= (uint)(b), max((uint)(a), (uint)(b)))
#define cuport_vibmin_u32(a, b, p) (*(p) = (uint)(a) <= (uint)(b), min((uint)(a), (uint)(b)))
#define CUPORT__VIB16(a, b, hi, lo, REL, T, OP)                                                    \
  (*(hi) = as_##T((uint)(a)).s1 REL as_##T((uint)(b)).s1,                                          \
   *(lo) = as_##T((uint)(a)).s0 REL as_##T((uint)(b)).s0, as_uint(OP(as_##T((uint)(a)), as_##T((uint)(b)))))
#define cuport_vibmax_s16x2(a, b, hi, lo) CUPORT__VIB16(a, b, hi, lo, >=, short2, max)
#define cuport_vibmin_s16x2(a, b, hi, lo) CUPORT__VIB16(a, b, hi, lo, <=, short2, min)
#define cuport_vibmax_u16x2(a, b, hi, lo) CUPORT__VIB16(a, b, hi, lo, >=, ushort2, max)
#define cuport_vibmin_u16x2(a, b, hi, lo) CUPORT__VIB16(a, b, hi, lo, <=, ushort2, min)

/* ---- cuComplex.h: complex numbers as float2 and double2 (real part in x) ----
   cuFloatComplex (cuComplex) is float2 and cuDoubleComplex double2, CUDA's layouts; the
   functions are cuComplex.h's (cuCaddf -> cuport_caddf, cuCadd -> cuport_cadd) computed as
   CUDA computes them and as the host's cuport_complex.h does: division with both operands
   scaled by 1 / (|re| + |im|) of the divisor first, the absolute value as the larger part
   times sqrt(1 + (smaller / larger)^2), so neither overflows where the result fits. */
#define CUPORT__COMPLEX(T, R, s, SFX)                                                              \
  CUPORT_FN T cuport_make_c##SFX(R re, R im) { return (T)(re, im); }                               \
  CUPORT_FN R cuport_creal##s(T x) { return x.x; }                                                 \
  CUPORT_FN R cuport_cimag##s(T x) { return x.y; }                                                 \
  CUPORT_FN T cuport_conj##s(T x) { return (T)(x.x, -x.y); }                                       \
  CUPORT_FN T cuport_cadd##s(T x, T y) { return x + y; }                                           \
  CUPORT_FN T cuport_csub##s(T x, T y) { return x - y; }                                           \
  CUPORT_FN T cuport_cmul##s(T x, T y) { return (T)(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x); } \
  CUPORT_FN T cuport_cdiv##s(T x, T y)                                                             \
  {                                                                                                \
    R scale = (R)1 / (fabs(y.x) + fabs(y.y));                                                      \
    T a = x * scale, b = y * scale;                                                                \
    R inv = (R)1 / (b.x * b.x + b.y * b.y);                                                        \
    return (T)((a.x * b.x + a.y * b.y) * inv, (a.y * b.x - a.x * b.y) * inv);                      \
  }                                                                                                \
  CUPORT_FN R cuport_cabs##s(T x)                                                                  \
  {                                                                                                \
    R a = fabs(x.x), b = fabs(x.y), big = fmax(a, b), small = fmin(a, b);                         \
    if (big == (R)0 || isinf(big) || isnan(a) || isnan(b))                                         \
      return a + b;                                                                                \
    R q = small / big;                                                                             \
    return big * sqrt((R)1 + q * q);                                                               \
  }                                                                                                \
  CUPORT_FN T cuport_cfma##s(T x, T y, T d)                                                        \
  {                                                                                                \
    return (T)(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);                          \
  }
CUPORT__COMPLEX(float2, float, f, float)
#ifdef CUPORT_HAS_FP64
CUPORT__COMPLEX(double2, double, , double)
CUPORT_FN double2 cuport_cfloat_to_double(float2 c) { return convert_double2(c); }
CUPORT_FN float2 cuport_cdouble_to_float(double2 c) { return convert_float2(c); }
#endif

/* ============================================= IEEE arithmetic in a rounding direction
   CUDA's __f<op>_r<n|z|u|d> and __d<op>_r*: cuport_<f|d><op>_<rn|rz|ru|rd>.  OpenCL C 1.2
   has no per-operation rounding mode, so the result is computed to nearest and the sign of
   its exact error (exact - r) says whether the directed result is r's neighbour toward
   -inf, +inf or 0.  The error comes from an error-free transformation: TwoSum for add,
   fma(a, b, -r) for mul (operands scaled by a power of two where the error would fall
   below the subnormals), the residual a - r*b of a quotient and x - r*r of a root, which
   fma rounds without changing their sign.  OpenCL's float / and sqrt are not correctly
   rounded, so a float quotient, root or fma is computed in double (rounding the double
   result to float is then correct, and the residual is exact there): those need
   cl_khr_fp64 (the _rn forms fall back to OpenCL's own without it).  An overflow is a
   finite exact value beyond the largest (its error has r's opposite sign); an exact zero
   sum is -0 toward -inf unless both addends are +0, as IEEE 754 says.  On NVIDIA each is
   PTX's instruction with the rounding modifier.  mode: 1 rz, 2 ru, 3 rd. */
#define CUPORT__DIR_STEP(T)                                                                     \
  CUPORT_FN T cuport__dir_##T(T r, int s, int mode)                                             \
  {                                                                                             \
    bool step = mode == 3 ? s < 0 : mode == 2 ? s > 0                                           \
                : mode == 1 && ((r > (T)0 && s < 0) || (r < (T)0 && s > 0));                   \
    return step ? nextafter(r, mode == 3 ? -(T)INFINITY : mode == 2 ? (T)INFINITY : (T)0) : r;  \
  }                                                                                             \
  /* the sign of the error of r = a + b (to nearest), exact by TwoSum */                      \
  CUPORT_FN int cuport__add_err_##T(T a, T b, T r)                                              \
  {                                                                                             \
    if (isinf(r) && isfinite(a) && isfinite(b))                                                 \
      return r > (T)0 ? -1 : 1;                                                                 \
    if (!isfinite(r))                                                                           \
      return 0;                                                                                 \
    T bb = r - a, e = (a - (r - bb)) + (b - bb);                                                \
    return (e > (T)0) - (e < (T)0);                                                             \
  }                                                                                             \
  CUPORT_FN T cuport__add_##T(T a, T b, int mode)                                               \
  {                                                                                             \
    T r = a + b;                                                                                \
    if (r == (T)0 && mode == 3)                                                                 \
      return a == (T)0 && b == (T)0 && !signbit(a) && !signbit(b) ? (T)0 : -(T)0;              \
    return cuport__dir_##T(r, cuport__add_err_##T(a, b, r), mode);                              \
  }
CUPORT__DIR_STEP(float)

/* the sign of the error of r = a * b (to nearest); SCALE a power of two that lifts a tiny
   product's error above the subnormals, TINY the magnitude below which it is applied */
#define CUPORT__MUL_ERR(T, SCALE, TINY)                                                         \
  CUPORT_FN int cuport__mul_err_##T(T a, T b, T r)                                              \
  {                                                                                             \
    if (isinf(r) && isfinite(a) && isfinite(b))                                                 \
      return r > (T)0 ? -1 : 1;                                                                 \
    if (!isfinite(r) || a == (T)0 || b == (T)0)                                                 \
      return 0;                                                                                 \
    if (r == (T)0)                                                                              \
      return signbit(r) ? -1 : 1;   /* underflowed: the exact product is r's side of 0 */     \
    T e = fabs(r) >= (TINY) ? fma(a, b, -r)                                                     \
          : fabs(a) < fabs(b) ? fma(a * (SCALE), b, -r * (SCALE)) : fma(a, b * (SCALE), -r * (SCALE)); \
    return (e > (T)0) - (e < (T)0);                                                             \
  }                                                                                             \
  CUPORT_FN T cuport__mul_##T(T a, T b, int mode)                                               \
  {                                                                                             \
    T r = a * b;                                                                                \
    return cuport__dir_##T(r, cuport__mul_err_##T(a, b, r), mode);                              \
  }
CUPORT__MUL_ERR(float, 0x1p64f, 0x1p-100f)

#ifdef CUPORT_HAS_FP64
CUPORT__DIR_STEP(double)
CUPORT__MUL_ERR(double, 0x1p512, 0x1p-900)

/* float a / b, sqrt(x), fma(a, b, c) through double: the double result rounded to float is
   the correctly rounded one, and the residual's sign the error's */
CUPORT_FN float cuport__fdiv(float a, float b, int mode)
{
  double q = (double)a / (double)b;
  float r = (float)q;
  int s;
  if (isinf(r) && isfinite(q))
    s = r > 0.0f ? -1 : 1;
  else if (r == 0.0f && q != 0.0)
    s = q > 0.0 ? 1 : -1;
  else if (!isfinite(q) || q == 0.0)
    s = 0;
  else {
    double res = fma(-(double)r, (double)b, (double)a);   /* a - r*b: sign of (a/b - r)*b */
    s = ((res > 0.0) - (res < 0.0)) * (b > 0.0f ? 1 : -1);
  }
  return cuport__dir_float(r, s, mode);
}

CUPORT_FN float cuport__fsqrt(float x, int mode)
{
  double q = sqrt((double)x);
  float r = (float)q;
  if (!(x > 0.0f) || isinf(x))
    return r;
  double res = fma(-(double)r, (double)r, (double)x);
  return cuport__dir_float(r, (res > 0.0) - (res < 0.0), mode);
}

CUPORT_FN float cuport__ffma(float a, float b, float c, int mode)
{
  float r = fma(a, b, c);
  double p = (double)a * (double)b, dc = c;   /* p exact */
  if (isinf(r) && isfinite(a) && isfinite(b) && isfinite(c))
    return cuport__dir_float(r, r > 0.0f ? -1 : 1, mode);
  if (!isfinite(r))
    return r;
  double hi = p + dc, bb = hi - p, lo = (p - (hi - bb)) + (dc - bb);   /* p + c = hi + lo */
  double e = (hi - (double)r) + lo;   /* hi - r exact: both round p + c (Sterbenz) */
  if (r == 0.0f && e == 0.0 && mode == 3)
    return p == 0.0 && !signbit(p) && c == 0.0f && !signbit(c) ? 0.0f : -0.0f;
  return cuport__dir_float(r, (e > 0.0) - (e < 0.0), mode);
}

/* double a / b and sqrt(x): OpenCL rounds both correctly; a tiny dividend or radicand is
   scaled with r (exactly) so that the residual stays above the subnormals */
CUPORT_FN double cuport__ddiv(double a, double b, int mode)
{
  double r = a / b;
  int s;
  if (isinf(r) && isfinite(a) && isfinite(b) && b != 0.0)
    s = r > 0.0 ? -1 : 1;
  else if (!isfinite(r) || a == 0.0 || isinf(b))
    s = 0;
  else if (r == 0.0)
    s = signbit(r) ? -1 : 1;
  else {
    bool tiny = fabs(a) < 0x1p-900 || fabs(r) < 0x1p-1000;
    double res = tiny ? fma(-(r * 0x1p512), b, a * 0x1p512) : fma(-r, b, a);
    s = ((res > 0.0) - (res < 0.0)) * (b > 0.0 ? 1 : -1);
  }
  return cuport__dir_double(r, s, mode);
}

CUPORT_FN double cuport__dsqrt(double x, int mode)
{
  double r = sqrt(x);
  if (!(x > 0.0) || isinf(x))
    return r;
  double res = x < 0x1p-900 ? fma(-(r * 0x1p256), r * 0x1p256, x * 0x1p512) : fma(-r, r, x);
  return cuport__dir_double(r, (res > 0.0) - (res < 0.0), mode);
}
#endif /* CUPORT_HAS_FP64 */

/* The public functions: PTX's instruction with its rounding modifier (rn, rz, rp, rm) on
   NVIDIA, the computation above elsewhere; PORT is an expression of the operands and mode. */
#ifdef CUPORT_NVIDIA
#define CUPORT__RND1(T, C, P, NAME, OP, SFX, MOD, M, PORT)                                      \
  CUPORT_FN T cuport_##NAME##_##SFX(T x)                                                        \
  {                                                                                             \
    T r;                                                                                        \
    asm(OP "." MOD "." P " %0, %1;" : "=" C(r) : C(x));                                         \
    return r;                                                                                   \
  }
#define CUPORT__RND2(T, C, P, NAME, OP, SFX, MOD, M, PORT)                                      \
  CUPORT_FN T cuport_##NAME##_##SFX(T a, T b)                                                   \
  {                                                                                             \
    T r;                                                                                        \
    asm(OP "." MOD "." P " %0, %1, %2;" : "=" C(r) : C(a), C(b));                               \
    return r;                                                                                   \
  }
#define CUPORT__RND3(T, C, P, NAME, OP, SFX, MOD, M, PORT)                                      \
  CUPORT_FN T cuport_##NAME##_##SFX(T a, T b, T c)                                              \
  {                                                                                             \
    T r;                                                                                        \
    asm(OP "." MOD "." P " %0, %1, %2, %3;" : "=" C(r) : C(a), C(b), C(c));                     \
    return r;                                                                                   \
  }
#else
#define CUPORT__RND1(T, C, P, NAME, OP, SFX, MOD, M, PORT)                                      \
  CUPORT_FN T cuport_##NAME##_##SFX(T x) { const int mode = M; return PORT; }
#define CUPORT__RND2(T, C, P, NAME, OP, SFX, MOD, M, PORT)                                      \
  CUPORT_FN T cuport_##NAME##_##SFX(T a, T b) { const int mode = M; return PORT; }
#define CUPORT__RND3(T, C, P, NAME, OP, SFX, MOD, M, PORT)                                      \
  CUPORT_FN T cuport_##NAME##_##SFX(T a, T b, T c) { const int mode = M; return PORT; }
#endif
/* the directed three; with RN, the correctly rounded one too (float / and sqrt) */
#define CUPORT__RND_DIR(N, T, C, P, NAME, OP, PORT)                                             \
  CUPORT__RND##N(T, C, P, NAME, OP, rz, "rz", 1, PORT)                                          \
  CUPORT__RND##N(T, C, P, NAME, OP, ru, "rp", 2, PORT)                                          \
  CUPORT__RND##N(T, C, P, NAME, OP, rd, "rm", 3, PORT)
#define CUPORT__RND_ALL(N, T, C, P, NAME, OP, PORT)                                             \
  CUPORT__RND##N(T, C, P, NAME, OP, rn, "rn", 0, PORT) CUPORT__RND_DIR(N, T, C, P, NAME, OP, PORT)

CUPORT__RND_DIR(2, float, "f", "f32", fadd, "add", cuport__add_float(a, b, mode))
CUPORT__RND_DIR(2, float, "f", "f32", fsub, "sub", cuport__add_float(a, -b, mode))
CUPORT__RND_DIR(2, float, "f", "f32", fmul, "mul", cuport__mul_float(a, b, mode))
#if defined(CUPORT_HAS_FP64) || defined(CUPORT_NVIDIA)
CUPORT__RND_ALL(2, float, "f", "f32", fdiv, "div", cuport__fdiv(a, b, mode))
CUPORT__RND_ALL(1, float, "f", "f32", fsqrt, "sqrt", cuport__fsqrt(x, mode))
CUPORT__RND_ALL(1, float, "f", "f32", frcp, "rcp", cuport__fdiv(1.0f, x, mode))
CUPORT__RND_DIR(3, float, "f", "f32", fmaf, "fma", cuport__ffma(a, b, c, mode))
#else
/* no double: the correctly rounded forms are OpenCL's (within its ulp bounds); the directed
   ones of these four do not exist, so a kernel using them does not build here */
CUPORT_FN float cuport_fdiv_rn(float a, float b) { return a / b; }
CUPORT_FN float cuport_fsqrt_rn(float x) { return sqrt(x); }
CUPORT_FN float cuport_frcp_rn(float x) { return 1.0f / x; }
#endif
#ifdef CUPORT_HAS_FP64
CUPORT__RND_DIR(2, double, "d", "f64", dadd, "add", cuport__add_double(a, b, mode))
CUPORT__RND_DIR(2, double, "d", "f64", dsub, "sub", cuport__add_double(a, -b, mode))
CUPORT__RND_DIR(2, double, "d", "f64", dmul, "mul", cuport__mul_double(a, b, mode))
CUPORT__RND_DIR(2, double, "d", "f64", ddiv, "div", cuport__ddiv(a, b, mode))
CUPORT__RND_DIR(1, double, "d", "f64", dsqrt, "sqrt", cuport__dsqrt(x, mode))
CUPORT__RND_DIR(1, double, "d", "f64", drcp, "rcp", cuport__ddiv(1.0, x, mode))
#endif

/*
 * CUDA's float-suffixed C math names.  The translator renames a call it sees (expf -> exp,
 * rules/device.json); these catch the calls it cannot see, spelled by a macro that travels
 * into the .cl and pastes the name (#define MATHFN(x) x##f, then MATHFN(log)(v)).  The
 * arguments are converted as the CUDA prototypes convert them (logf(2) is logf(2.0f)).
 * tests/unit checks that every such rename of device.json has its macro here.
 */
/* sincos and friends write through pointers: as macros of the device header, so the
 * translator writes a call whose arguments stay where they are, translated in place (a
 * reference parameter's `&t.y` is `&t->y` there). */
#define cuport_sincos(x, s, c) ((void)(*(s) = sincos((x), (c))))
#define cuport_sincospi(x, s, c) ((void)(*(s) = sinpi(x), *(c) = cospi(x)))
#define cuport_hiloint2double(hi, lo) as_double((int2)((lo), (hi)))

#define CUPORT__F(x) ((float)(x))
#define acosf(x) acos(CUPORT__F(x))
#define acoshf(x) acosh(CUPORT__F(x))
#define asinf(x) asin(CUPORT__F(x))
#define asinhf(x) asinh(CUPORT__F(x))
#define atanf(x) atan(CUPORT__F(x))
#define atan2f(y, x) atan2(CUPORT__F(y), CUPORT__F(x))
#define atanhf(x) atanh(CUPORT__F(x))
#define cbrtf(x) cbrt(CUPORT__F(x))
#define ceilf(x) ceil(CUPORT__F(x))
#define copysignf(x, y) copysign(CUPORT__F(x), CUPORT__F(y))
#define cosf(x) cos(CUPORT__F(x))
#define coshf(x) cosh(CUPORT__F(x))
#define cospif(x) cospi(CUPORT__F(x))
#define erff(x) erf(CUPORT__F(x))
#define erfcf(x) erfc(CUPORT__F(x))
#define expf(x) exp(CUPORT__F(x))
#define exp2f(x) exp2(CUPORT__F(x))
#define exp10f(x) exp10(CUPORT__F(x))
#define expm1f(x) expm1(CUPORT__F(x))
#define fabsf(x) fabs(CUPORT__F(x))
#define fdimf(x, y) fdim(CUPORT__F(x), CUPORT__F(y))
#define floorf(x) floor(CUPORT__F(x))
#define fmaf(x, y, z) fma(CUPORT__F(x), CUPORT__F(y), CUPORT__F(z))
#define fmaxf(x, y) fmax(CUPORT__F(x), CUPORT__F(y))
#define fminf(x, y) fmin(CUPORT__F(x), CUPORT__F(y))
#define fmodf(x, y) fmod(CUPORT__F(x), CUPORT__F(y))
#define frexpf(x, e) frexp(CUPORT__F(x), e)
#define hypotf(x, y) hypot(CUPORT__F(x), CUPORT__F(y))
#define ilogbf(x) ilogb(CUPORT__F(x))
#define ldexpf(x, e) ldexp(CUPORT__F(x), (int)(e))
#define lgammaf(x) lgamma(CUPORT__F(x))
#define logf(x) log(CUPORT__F(x))
#define log10f(x) log10(CUPORT__F(x))
#define log1pf(x) log1p(CUPORT__F(x))
#define log2f(x) log2(CUPORT__F(x))
#define logbf(x) logb(CUPORT__F(x))
#define modff(x, ip) modf(CUPORT__F(x), ip)
#define nearbyintf(x) rint(CUPORT__F(x))
#define nextafterf(x, y) nextafter(CUPORT__F(x), CUPORT__F(y))
#define powf(x, y) pow(CUPORT__F(x), CUPORT__F(y))
#define remainderf(x, y) remainder(CUPORT__F(x), CUPORT__F(y))
#define remquof(x, y, q) remquo(CUPORT__F(x), CUPORT__F(y), q)
#define rintf(x) rint(CUPORT__F(x))
#define roundf(x) round(CUPORT__F(x))
#define rsqrtf(x) rsqrt(CUPORT__F(x))
#define scalbnf(x, n) ldexp(CUPORT__F(x), (int)(n))
#define sinf(x) sin(CUPORT__F(x))
#define sinhf(x) sinh(CUPORT__F(x))
#define sinpif(x) sinpi(CUPORT__F(x))
#define sqrtf(x) sqrt(CUPORT__F(x))
#define tanf(x) tan(CUPORT__F(x))
#define tanhf(x) tanh(CUPORT__F(x))
#define tgammaf(x) tgamma(CUPORT__F(x))
#define truncf(x) trunc(CUPORT__F(x))

#endif /* CUPORT_DEVICE_H */

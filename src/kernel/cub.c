/*
 * CUB's block and warp collectives in device code.
 *
 * CUB is a library of C++ templates whose bodies (PTX, warp-synchronous tricks, raking
 * grids in the caller's TempStorage) have no OpenCL C form, so cuport knows its classes by
 * name, as it knows cooperative groups': with an SDK they are CCCL's (cub::BlockReduce<int,
 * 128>, the inline namespace left out of the spelling), without one the declarations of
 * headers/cuda/cub. A collective becomes a helper of the .cl working over the kernel's warp
 * scratch, the one cg::reduce uses (emit.c):
 *
 *   BlockReduce(temp).Sum(v)              cuport_tile_reduce_plus_f32(cuport_ws, 0u, v)
 *   BlockReduce(temp).Reduce(v, op, n)    ... cuport_cub_valid_greater_f32(v, n, 0u) ...
 *   WarpReduce(temp[w]).Sum(v)            cuport_tile_reduce_plus_f32(cuport_ws, 32u, v)
 *   BlockScan(temp).ExclusiveSum(v, o)    cuport_cub_scan_plus_i32(cuport_ws, 0u, 1, v, o, 0)
 *   LoadDirectStriped<128>(t, p, items)   cuport_cub_load_striped(128, 4, t, p, items)
 *
 * so the program's TempStorage is not needed and its declarations go (kcub_is_storage). The
 * result of a reduction is given to every thread (CUB promises it only to thread 0 or lane 0).
 * The operators are CUB's Sum/Max/Min and libcu++'s cuda::std::plus, cuda::maximum and
 * cuda::minimum (CCCL 3 has only these); a user's functor or lambda, a type other than a
 * 32/64-bit scalar, and CUB's other classes are reported (CUPORT1206) and kept as written.
 * Each call is rewritten around its arguments, whose own translations stay, in their order:
 * the scans are macros, since their output argument is an lvalue in any address space.
 */
#include "kernel.h"

#include <stdlib.h>
#include <string.h>

/* The class of CUB a cursor (a method's class, a type's declaration) belongs to: its
 * name (BlockReduce...) when its outermost namespace is cub, else NULL. */
static const char *cub_member_of(Unit *u, CXCursor c, CXCursor *cls)
{
	const char *name = NULL;
	for (CXCursor p = c; !clang_Cursor_isNull(p) && !clang_isInvalid(clang_getCursorKind(p));
	     p = clang_getCursorSemanticParent(p)) {
		enum CXCursorKind k = clang_getCursorKind(p);
		if (k == CXCursor_TranslationUnit)
			break;
		if (k == CXCursor_ClassDecl || k == CXCursor_StructDecl ||
		    k == CXCursor_ClassTemplate) {
			name = cursor_name(u, p);
			if (cls)
				*cls = p;
		}
		if (k == CXCursor_Namespace &&
		    clang_getCursorKind(clang_getCursorSemanticParent(p)) == CXCursor_TranslationUnit)
			return strcmp(cursor_name(u, p), "cub") == 0 ? (name ? name : "") : NULL;
	}
	return NULL;
}

/* The type's spelling with CUB's namespace, or NULL: "cub::BlockReduce<int, 128>::TempStorage". */
static char *cub_spelling(CXType t)
{
	CXString s = clang_getTypeSpelling(clang_getCanonicalType(t));
	const char *c = clang_getCString(s);
	char *r = str_starts(c, "cub::") ? xstrdup(c) : NULL;
	clang_disposeString(s);
	return r;
}

bool kcub_is_storage(CXType t)
{
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	char *s = cub_spelling(t);
	bool r = s && str_ends(s, "::TempStorage");
	free(s);
	return r;
}

bool kcub_is_object(CXType t)
{
	char *s = cub_spelling(t);
	bool r = s && !strstr(s, "::TempStorage") &&
		 (str_starts(s, "cub::BlockReduce<") || str_starts(s, "cub::BlockScan<") ||
		  str_starts(s, "cub::WarpReduce<") || str_starts(s, "cub::WarpScan<"));
	free(s);
	return r;
}

/* The integer template argument i of a CUB class (from its canonical spelling, where every
 * argument is written out), or dflt when it has fewer. */
static long template_int(CXType cls, unsigned i, long dflt)
{
	CXString ts = clang_getTypeSpelling(clang_getCanonicalType(cls));
	const char *s = strchr(clang_getCString(ts), '<');
	long r = dflt;
	unsigned n = 0;
	int depth = 0;
	for (const char *p = s ? s + 1 : NULL; p && *p; p++) {
		if (n == i && depth == 0) {
			char *end;
			long v = strtol(p, &end, 10);
			if (end != p)
				r = v;
			break;
		}
		if (*p == '<' || *p == '(')
			depth++;
		else if (*p == '>' || *p == ')')
			depth--;
		else if (*p == ',' && depth == 0)
			n++;
		if (depth < 0)
			break;
	}
	clang_disposeString(ts);
	return r;
}

/* The operator an argument's type is: "plus", "greater" (a maximum), "less" (a minimum),
 * the names of cuport's reduction helpers; NULL for a user's functor or lambda. */
static const char *cub_operator(CXType t)
{
	CXString ts = clang_getTypeSpelling(clang_getCanonicalType(t));
	const char *s = clang_getCString(ts), *op = NULL;
	static const struct { const char *name, *op; } ops[] = {
		{"cub::Sum", "plus"}, {"cub::Max", "greater"}, {"cub::Min", "less"},
		{"cuda::std::plus<", "plus"}, {"cuda::maximum<", "greater"},
		{"cuda::minimum<", "less"}};
	for (size_t i = 0; i < countof(ops) && !op; i++) {
		size_t n = strlen(ops[i].name);
		if (strncmp(s, ops[i].name, n) == 0 &&
		    (ops[i].name[n - 1] == '<' || s[n] == '\0'))
			op = ops[i].op;
	}
	clang_disposeString(ts);
	return op;
}

/* The scope of a collective: 0 for the block, else the logical warp's size. */
static unsigned collective_width(const char *cls, CXType obj)
{
	if (strcmp(cls, "WarpReduce") == 0 || strcmp(cls, "WarpScan") == 0)
		return (unsigned)template_int(obj, 1, 32);
	return 0;
}

bool kcub_needs_scratch(Unit *u, CXCursor callee)
{
	if (clang_getCursorKind(callee) != CXCursor_CXXMethod)
		return false;
	const char *cls = cub_member_of(u, clang_getCursorSemanticParent(callee), NULL);
	return cls && (strcmp(cls, "BlockReduce") == 0 || strcmp(cls, "BlockScan") == 0 ||
		       strcmp(cls, "WarpReduce") == 0 || strcmp(cls, "WarpScan") == 0);
}

static void add_helper(RW *w, const char *h)
{
	if (!strlist_contains(&w->k->helpers, h))
		strlist_push(&w->k->helpers, h);
}

static void unsupported(RW *w, CXCursor call, const char *what)
{
	unit_diag(w->u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call), what);
}

/* Rewrites call around its arguments: text[0] replaces what comes before argument keep[0],
 * text[i] what lies between keep[i-1] and keep[i], text[n] what follows the last one. */
static void around_args(RW *w, CXCursor call, const unsigned *keep, unsigned n,
			const char *const *text)
{
	unsigned at = cursor_begin(call);
	for (unsigned i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(call, keep[i]);
		rw_replace(w, at, cursor_begin(a), text[i]);
		at = cursor_end(a);
	}
	rw_replace(w, at, cursor_end(call), text[n]);
}

/* Whether every argument is written in the call's own text (not in a macro's body). */
static bool args_in_text(CXCursor call)
{
	if (cursor_in_macro(call))
		return false;
	int n = clang_Cursor_getNumArguments(call);
	for (int i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		if (cursor_in_macro(a) || cursor_begin(a) <= cursor_begin(call) ||
		    cursor_end(a) >= cursor_end(call))
			return false;
	}
	return true;
}

/* BlockReduce / WarpReduce: Sum(v), Sum(v, n), Sum(items), Reduce(v, op), Reduce(v, op, n),
 * Reduce(items, op). */
static bool reduce_call(RW *w, CXCursor call, const char *cls, const char *m, unsigned width,
			const char *ts)
{
	Unit *u = w->u;
	int nargs = clang_Cursor_getNumArguments(call);
	bool sum = strcmp(m, "Sum") == 0;
	const char *op = "plus";
	if (!sum) {
		op = nargs >= 2 ? cub_operator(clang_getCursorType(clang_Cursor_getArgument(call, 1)))
				: NULL;
		if (!op) {
			unsupported(w, call, arena_printf(u->arena, "cub::%s::Reduce with an operator "
							  "other than CUB's Sum, Max or Min", cls));
			return true;
		}
	}
	const char *opts = arena_printf(u->arena, "%s_%s", op, ts);
	add_helper(w, opts);
	const char *head = arena_printf(u->arena, "cuport_tile_reduce_%s(cuport_ws, %uu, ", opts,
					width);
	CXType in = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(call, 0)));
	unsigned nvalid = sum ? 1 : 2;   /* the argument that counts the valid inputs */
	if (in.kind == CXType_ConstantArray) {
		add_helper(w, arena_printf(u->arena, "cub.thread:%s", opts));
		unsigned keep[] = {0};
		const char *text[] = {
			arena_printf(u->arena, "%scuport_cub_thread_%s(", head, opts),
			arena_printf(u->arena, ", %lld))", clang_getArraySize(in))};
		around_args(w, call, keep, 1, text);
	} else if ((unsigned)nargs > nvalid) {
		add_helper(w, arena_printf(u->arena, "cub.valid:%s", opts));
		unsigned keep[] = {0, nvalid};
		const char *text[] = {
			arena_printf(u->arena, "%scuport_cub_valid_%s(", head, opts), ", ",
			arena_printf(u->arena, ", %uu))", width)};
		around_args(w, call, keep, 2, text);
	} else {
		unsigned keep[] = {0};
		const char *text[] = {head, ")"};
		around_args(w, call, keep, 1, text);
	}
	if (width)
		rw_warn_warp(w, call, arena_printf(u->arena, "cub::%s::%s", cls, m));
	if (width == 0 || width > 32)
		w->in->wide_scratch = true;
	return true;
}

/* BlockScan / WarpScan: {Exclusive,Inclusive}Sum(v, out[, aggregate]),
 * ExclusiveScan(v, out, init, op[, aggregate]), InclusiveScan(v, out, op[, aggregate]):
 * the macro cuport_cub_scan[_agg]_<op>_<ts>(ws, width, exclusive, v, out, init[, agg]). */
static bool scan_call(RW *w, CXCursor call, const char *cls, const char *m, unsigned width,
		      const char *ts)
{
	Unit *u = w->u;
	int nargs = clang_Cursor_getNumArguments(call);
	bool excl = str_starts(m, "Exclusive"), sum = str_ends(m, "Sum");
	CXType in = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(call, 0)));
	if (in.kind == CXType_ConstantArray || nargs < 2) {
		unsupported(w, call, arena_printf(u->arena, "cub::%s::%s of several items per thread",
						  cls, m));
		return true;
	}
	const char *op = "plus";
	unsigned opi = excl ? 3 : 2;   /* ExclusiveScan(v, out, init, op), InclusiveScan(v, out, op) */
	if (!sum) {
		op = nargs > (int)opi ? cub_operator(clang_getCursorType(
						 clang_Cursor_getArgument(call, opi)))
				      : NULL;
		if (!op) {
			unsupported(w, call, arena_printf(u->arena, "cub::%s::%s with an operator "
							  "other than CUB's Sum, Max or Min", cls, m));
			return true;
		}
	}
	unsigned nagg = sum ? 2 : opi + 1;   /* where a block or warp aggregate is */
	bool agg = nargs > (int)nagg, init = !sum && excl;
	const char *opts = arena_printf(u->arena, "%s_%s", op, ts);
	const char *scope = width ? "warp" : "block";
	add_helper(w, opts);
	if (width) {
		add_helper(w, arena_printf(u->arena, "inclusive_scan.%s", opts));
		add_helper(w, arena_printf(u->arena, "exclusive_scan.%s", opts));
	}
	add_helper(w, arena_printf(u->arena, "cub.scan.%s:%s", scope, opts));
	/* (v, out[, init][, aggregate]): an inclusive scan or a sum is given init 0 */
	unsigned keep[4] = {0, 1};
	const char *text[5] = {arena_printf(u->arena, "cuport_cub_scan%s_%s_%s(cuport_ws, %uu, %d, ",
					    agg ? "_agg" : "", scope, opts, width, excl ? 1 : 0),
			       ", "};
	unsigned n = 2;
	if (init)
		keep[n] = 2, text[n++] = ", ";
	if (agg)
		keep[n] = nagg, text[n++] = init ? ", " : ", 0, ";
	text[n] = init || agg ? ")" : ", 0)";
	around_args(w, call, keep, n, text);
	if (width)
		rw_warn_warp(w, call, arena_printf(u->arena, "cub::%s::%s", cls, m));
	if (width == 0 || width > 32 || agg)
		w->in->wide_scratch = true;
	return true;
}

/* LoadDirectBlocked / LoadDirectStriped / StoreDirectBlocked / StoreDirectStriped(tid, itr,
 * items[, valid[, oob]]): the macros cuport_cub_<load|store>_<blocked|striped>[_valid|_oob]. */
static bool direct_call(RW *w, CXCursor call, CXCursor callee, const char *name)
{
	Unit *u = w->u;
	int nargs = clang_Cursor_getNumArguments(call);
	bool striped = strstr(name, "Striped") != NULL, load = str_starts(name, "Load");
	CXType items = nargs >= 3 ? clang_getCanonicalType(clang_getCursorType(
					    clang_Cursor_getArgument(call, 2)))
				  : clang_getCanonicalType(clang_getCursorType(call));
	if (items.kind == CXType_LValueReference)
		items = clang_getCanonicalType(clang_getPointeeType(items));
	long long block = striped && clang_Cursor_getNumTemplateArguments(callee) > 0
		? clang_Cursor_getTemplateArgumentValue(callee, 0) : 0;
	if (nargs < 3 || nargs > 5 || items.kind != CXType_ConstantArray || (striped && block <= 0) ||
	    (!load && nargs > 4)) {
		unsupported(w, call, arena_printf(u->arena, "cub::%s in this form", name));
		return true;
	}
	add_helper(w, "cub.direct");
	const char *kind = nargs == 3 ? "" : nargs == 4 ? "_valid" : "_oob";
	const char *head = arena_printf(u->arena, "cuport_cub_%s_%s%s(%lldu, %lld, ",
					load ? "load" : "store", striped ? "striped" : "blocked",
					kind, striped ? block : 1, clang_getArraySize(items));
	unsigned keep[] = {0, 1, 2, 3, 4};
	const char *text[] = {head, ", ", ", ", ", ", ", ", ")"};
	text[nargs] = ")";
	around_args(w, call, keep, (unsigned)nargs, text);
	return true;
}

bool rw_cub_call(RW *w, CXCursor call, CXCursor callee)
{
	Unit *u = w->u;
	CXCursor cls_cursor = clang_getNullCursor();
	const char *cls = cub_member_of(u, callee, &cls_cursor);
	if (!cls)
		return false;
	const char *m = cursor_name(u, callee);
	if (clang_getCursorKind(callee) == CXCursor_Constructor)
		return true;   /* BlockReduce(temp): replaced with the call made on it */
	if (!args_in_text(call)) {
		unsupported(w, call, arena_printf(u->arena, "cub::%s%s%s in a macro", cls,
						  *cls ? "::" : "", m));
		return true;
	}
	if (!*cls) {
		if (str_starts(m, "LoadDirect") || str_starts(m, "StoreDirect"))
			return direct_call(w, call, callee, m);
		unsupported(w, call, arena_printf(u->arena, "cub::%s", m));
		return true;
	}
	bool reduce = strcmp(cls, "BlockReduce") == 0 || strcmp(cls, "WarpReduce") == 0;
	bool scan = strcmp(cls, "BlockScan") == 0 || strcmp(cls, "WarpScan") == 0;
	CXType obj = clang_getCursorType(cls_cursor);
	const char *ts = clang_Type_getNumTemplateArguments(obj) > 0
		? rw_type_suffix(clang_Type_getTemplateArgumentAsType(obj, 0)) : NULL;
	if ((!reduce && !scan) || !ts) {
		unsupported(w, call, arena_printf(u->arena, "cub::%s::%s%s", cls, m,
			    reduce || scan ? " of a type other than a 32- or 64-bit scalar" : ""));
		return true;
	}
	unsigned width = collective_width(cls, obj);
	if (width > 32 || (width & (width - 1)) != 0) {
		unsupported(w, call, arena_printf(u->arena, "cub::%s of %u threads", cls, width));
		return true;
	}
	if (reduce && (strcmp(m, "Sum") == 0 || strcmp(m, "Reduce") == 0))
		return reduce_call(w, call, cls, m, width, ts);
	if (scan && (str_ends(m, "Sum") || str_ends(m, "Scan")) &&
	    (str_starts(m, "Exclusive") || str_starts(m, "Inclusive")))
		return scan_call(w, call, cls, m, width, ts);
	unsupported(w, call, arena_printf(u->arena, "cub::%s::%s", cls, m));
	return true;
}

/* ---- the helpers of the .cl ---- */

static const char *ts_type(const char *ts)
{
	return strcmp(ts, "i32") == 0 ? "int" : strcmp(ts, "u32") == 0 ? "uint"
	     : strcmp(ts, "i64") == 0 ? "long" : strcmp(ts, "u64") == 0 ? "ulong"
	     : strcmp(ts, "f32") == 0 ? "float" : "double";
}

/* a OP b, and OP's identity for the type */
static const char *combine(Unit *u, const char *op, const char *a, const char *b)
{
	if (strcmp(op, "plus") == 0)
		return arena_printf(u->arena, "%s + %s", a, b);
	return arena_printf(u->arena, "%s(%s, %s)", strcmp(op, "less") == 0 ? "min" : "max", a, b);
}

static const char *identity(const char *op, const char *ts)
{
	static const struct { const char *ts, *max, *min; } lim[] = {
		{"i32", "INT_MAX", "INT_MIN"}, {"u32", "UINT_MAX", "0u"},
		{"i64", "LONG_MAX", "LONG_MIN"}, {"u64", "ULONG_MAX", "0ul"},
		{"f32", "INFINITY", "-INFINITY"}, {"f64", "(double)INFINITY", "-(double)INFINITY"}};
	size_t l = 0;
	while (l + 1 < countof(lim) && strcmp(lim[l].ts, ts) != 0)
		l++;
	return strcmp(op, "less") == 0 ? lim[l].max : strcmp(op, "greater") == 0 ? lim[l].min : "0";
}

static const char *const direct_macros =
	"/* CUB's direct block loads and stores (items: the thread's array of n; striped: item i\n"
	"   of thread t is element t + i * b, blocked: t * n + i) */\n"
	"#define cuport_cub_load_blocked(b, n, t, p, items) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = (p)[(t) * (n) + cuport_i]\n"
	"#define cuport_cub_load_blocked_valid(b, n, t, p, items, valid) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if ((t) * (n) + cuport_i < (valid)) (items)[cuport_i] = (p)[(t) * (n) + cuport_i]\n"
	"#define cuport_cub_load_blocked_oob(b, n, t, p, items, valid, oob) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = (t) * (n) + cuport_i < (valid) ? (p)[(t) * (n) + cuport_i] : (oob)\n"
	"#define cuport_cub_load_striped(b, n, t, p, items) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = (p)[(t) + cuport_i * (int)(b)]\n"
	"#define cuport_cub_load_striped_valid(b, n, t, p, items, valid) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if ((t) + cuport_i * (int)(b) < (valid)) (items)[cuport_i] = (p)[(t) + cuport_i * (int)(b)]\n"
	"#define cuport_cub_load_striped_oob(b, n, t, p, items, valid, oob) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = (t) + cuport_i * (int)(b) < (valid) ? (p)[(t) + cuport_i * (int)(b)] : (oob)\n"
	"#define cuport_cub_store_blocked(b, n, t, p, items) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (p)[(t) * (n) + cuport_i] = (items)[cuport_i]\n"
	"#define cuport_cub_store_blocked_valid(b, n, t, p, items, valid) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if ((t) * (n) + cuport_i < (valid)) (p)[(t) * (n) + cuport_i] = (items)[cuport_i]\n"
	"#define cuport_cub_store_striped(b, n, t, p, items) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (p)[(t) + cuport_i * (int)(b)] = (items)[cuport_i]\n"
	"#define cuport_cub_store_striped_valid(b, n, t, p, items, valid) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if ((t) + cuport_i * (int)(b) < (valid)) (p)[(t) + cuport_i * (int)(b)] = (items)[cuport_i]\n\n";

/* The block-wide scan: an inclusive scan of each warp by shuffles up, the warps' totals in
 * the warp scratch (a word per warp), each warp's prefix combined in. */
static void emit_block_scan(Unit *u, Buf *out, const char *op, const char *ts)
{
	const char *ty = ts_type(ts);
	buf_printf(out,
		   "/* cub::BlockScan over the block (%s, %s): inclusive, or exclusive (excl 1,\n"
		   "   thread 0 gets the identity) */\n"
		   "%s cuport_cub_block_scan_%s_%s(__local ulong *ws, int excl, %s v)\n"
		   "{\n"
		   "    uint lid = cuport_linear_local_id(), size = cuport_block_size();\n"
		   "    uint lane = lid & 31u, warp = lid >> 5, mask = cuport_warp_lanes_mask();\n"
		   "    for (uint d = 1u; d < 32u; d *= 2u) {\n"
		   "        %s o = cuport_shfl_up_%s(ws, mask, v, (int)d, 32);\n"
		   "        if (lane >= d)\n"
		   "            v = %s;\n"
		   "    }\n"
		   "    %s up = cuport_shfl_up_%s(ws, mask, v, 1, 32);\n"
		   "    barrier(CLK_LOCAL_MEM_FENCE);\n"
		   "    if (lane == 31u || lid == size - 1u)\n"
		   "        *(__local %s *)(ws + warp) = v;\n"
		   "    barrier(CLK_LOCAL_MEM_FENCE);\n"
		   "    %s prefix = %s;\n"
		   "    for (uint i = 0u; i < warp; i++) {\n"
		   "        %s o = *(__local %s *)(ws + i);\n"
		   "        prefix = %s;\n"
		   "    }\n"
		   "    barrier(CLK_LOCAL_MEM_FENCE);\n"
		   "    if (!excl)\n"
		   "        return %s;\n"
		   "    return lane == 0u ? prefix : %s;\n"
		   "}\n\n",
		   op, ty, ty, op, ts, ty, ty, ts, combine(u, op, "o", "v"), ty, ts, ty, ty,
		   identity(op, ts), ty, ty, combine(u, op, "prefix", "o"),
		   combine(u, op, "prefix", "v"), combine(u, op, "prefix", "up"));
}

bool kcub_emit_helper(Unit *u, Buf *out, const char *h)
{
	if (strcmp(h, "cub.direct") == 0) {
		buf_puts(out, direct_macros);
		return true;
	}
	if (!str_starts(h, "cub."))
		return false;
	const char *colon = strchr(h, ':'), *us = strrchr(h, '_');
	if (!colon || !us || us < colon)
		return true;
	const char *kind = arena_printf(u->arena, "%.*s", (int)(colon - h), h);
	const char *op = arena_printf(u->arena, "%.*s", (int)(us - colon - 1), colon + 1);
	const char *ts = us + 1, *ty = ts_type(ts), *opts = colon + 1;
	if (strcmp(kind, "cub.thread") == 0) {
		buf_printf(out,
			   "/* a CUB reduction of several items per thread: the thread's own first */\n"
			   "%s cuport_cub_thread_%s(const %s *a, int n)\n"
			   "{\n"
			   "    %s v = a[0];\n"
			   "    for (int i = 1; i < n; i++) {\n"
			   "        %s o = a[i];\n"
			   "        v = %s;\n"
			   "    }\n"
			   "    return v;\n"
			   "}\n\n",
			   ty, opts, ty, ty, ty, combine(u, op, "v", "o"));
	} else if (strcmp(kind, "cub.valid") == 0) {
		buf_printf(out,
			   "/* a CUB reduction of the first n threads of the block (width 0) or of\n"
			   "   each logical warp: the others give the identity */\n"
			   "%s cuport_cub_valid_%s(%s v, int n, uint width)\n"
			   "{\n"
			   "    uint r = width ? cuport_linear_local_id() %% width : cuport_linear_local_id();\n"
			   "    return (int)r < n ? v : (%s)%s;\n"
			   "}\n\n",
			   ty, opts, ty, ty, identity(op, ts));
	} else if (strcmp(kind, "cub.scan.block") == 0 || strcmp(kind, "cub.scan.warp") == 0) {
		bool block = strcmp(kind, "cub.scan.block") == 0;
		const char *scope = block ? "block" : "warp";
		if (block)
			emit_block_scan(u, out, op, ts);
		const char *scan1 = block
			? arena_printf(u->arena, "cuport_cub_block_scan_%s(ws, excl, v)", opts)
			: arena_printf(u->arena, "((excl) ? cuport_group_exclusive_scan_%s(ws, "
				       "cuport_tile_group(width), v) : cuport_group_inclusive_scan_%s(ws, "
				       "cuport_tile_group(width), v))", opts, opts);
		const char *res = combine(u, op, "(init)", "cuport_s");
		buf_printf(out,
			   "/* cub::%s (%s, %s): out = the scan of v, an exclusive one starting\n"
			   "   from init; _agg: agg = the reduction of every v */\n"
			   "#define cuport_cub_scan1_%s_%s(ws, width, excl, v) %s\n"
			   "#define cuport_cub_scan_%s_%s(ws, width, excl, v, out, init) do { \\\n"
			   "    %s cuport_s = cuport_cub_scan1_%s_%s(ws, width, excl, v); \\\n"
			   "    (out) = (excl) ? (%s) : cuport_s; } while (0)\n"
			   "#define cuport_cub_scan_agg_%s_%s(ws, width, excl, v, out, init, agg) do { \\\n"
			   "    %s cuport_v = (v); \\\n"
			   "    %s cuport_s = cuport_cub_scan1_%s_%s(ws, width, excl, cuport_v); \\\n"
			   "    (out) = (excl) ? (%s) : cuport_s; \\\n"
			   "    (agg) = cuport_tile_reduce_%s(ws, width, cuport_v); } while (0)\n\n",
			   block ? "BlockScan" : "WarpScan", op, ty,
			   scope, opts, scan1,
			   scope, opts, ty, scope, opts, res,
			   scope, opts, ty, ty, scope, opts, res, opts);
	}
	return true;
}

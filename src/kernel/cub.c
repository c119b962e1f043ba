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
 *   BlockLoad(temp).Load(p, items, n)     cuport_cub_load_blocked_valid(128, 4, lid, p, items, n)
 *   BlockExchange(temp).BlockedToStriped(a, b)
 *                                         cuport_cub_exchange(int, cuport_ws, 4, put, get, a, b)
 *   BlockAdjacentDifference(temp).SubtractLeft(a, b, op)
 *                                         cuport_cub_adj_left(int, cuport_ws, 4, fn, op, a, b, ...)
 *
 * so the program's TempStorage is not needed and its declarations go (kcub_is_storage). The
 * result of a reduction is given to every thread (CUB promises it only to thread 0 or lane 0).
 * CUB's Sum/Max/Min and libcu++'s cuda::std::plus, cuda::maximum and cuda::minimum on 32/64-bit
 * scalars take the shuffle paths. A user's functor or lambda (any item type), and scans of
 * several items per thread, go through the scratch as a __local array of items (a tile of
 * the block or of each logical warp; the kernel's scratch is sized for the largest, Inst.
 * cub_words): the operator's operator() is an instance like any method (kcub_scan_call makes
 * it a callee), called through an adapter emitted in front of the instance that uses it.
 * Exchanges, adjacent differences and BlockLoad/BlockStore are macros over the thread's item
 * array; BlockLoad and BlockStore read and write the arrangement their algorithm gives (a
 * transposing one directly, blocked). KeyValuePair<K, V> is a struct of the .cl, and ArgMax
 * and ArgMin (called directly or given to a collective) cuport's own functions of it
 * (pair_operator). What has no translation is reported (CUPORT1206) and
 * kept as written. Each call is rewritten around its arguments, whose own translations stay,
 * in their order.
 */
#include "kernel.h"

#include <ctype.h>
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

/* CUB's collectives by class: what cuport makes of each. */
typedef enum { CUB_NONE, CUB_REDUCE, CUB_SCAN, CUB_EXCHANGE, CUB_LOAD, CUB_STORE, CUB_ADJDIFF } CubKind;

static const struct {
	const char *name;
	CubKind kind;
	bool warp;               /* a collective of a logical warp */
	bool scratch;            /* it exchanges through the warp scratch */
} cub_classes[] = {
	{"BlockReduce", CUB_REDUCE, false, true},   {"WarpReduce", CUB_REDUCE, true, true},
	{"BlockScan", CUB_SCAN, false, true},       {"WarpScan", CUB_SCAN, true, true},
	{"BlockExchange", CUB_EXCHANGE, false, true}, {"WarpExchange", CUB_EXCHANGE, true, true},
	{"BlockLoad", CUB_LOAD, false, false},      {"BlockStore", CUB_STORE, false, false},
	{"BlockAdjacentDifference", CUB_ADJDIFF, false, true},
};

static int cub_class(const char *name)
{
	for (size_t i = 0; name && i < countof(cub_classes); i++)
		if (strcmp(cub_classes[i].name, name) == 0)
			return (int)i;
	return -1;
}

static enum CXVisitorResult field_is_storage(CXCursor f, CXClientData d)
{
	if (!kcub_is_storage(clang_getCursorType(f))) {
		*(bool *)d = false;
		return CXVisit_Break;
	}
	return CXVisit_Continue;
}

static enum CXVisitorResult count_field(CXCursor f, CXClientData d)
{
	(void)f;
	(*(unsigned *)d)++;
	return CXVisit_Continue;
}

bool kcub_is_storage(CXType t)
{
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	char *s = cub_spelling(t);
	/* CCCL declares some as its Uninitialized<_TempStorage> (of another collective's, for
	 * BlockLoad's transposing loads), or NullType (the direct ones) */
	bool r = s && (str_ends(s, "::TempStorage") || str_starts(s, "cub::Uninitialized<") ||
		       strcmp(s, "cub::NullType") == 0);
	free(s);
	if (r || s || t.kind != CXType_Record)
		return r;
	/* a union (or struct) of the TempStorage of several collectives, as CUB's examples
	 * share one: every field is one */
	unsigned n = 0;
	r = true;
	clang_Type_visitFields(t, count_field, &n);
	clang_Type_visitFields(t, field_is_storage, &r);
	return r && n > 0;
}

bool kcub_is_object(CXType t)
{
	char *s = cub_spelling(t);
	bool r = false;
	if (s && !strstr(s, "::TempStorage")) {
		const char *lt = strchr(s, '<');
		char *name = lt ? strndup(s + 5, (size_t)(lt - s - 5)) : NULL;
		r = cub_class(name) >= 0;
		free(name);
	}
	free(s);
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

/* Template argument i of a CUB class specialization (cls, its ClassDecl) when it is an
 * integer or an enumerator, else dflt. */
static long class_arg(CXCursor cls, unsigned i, long dflt)
{
	if (clang_Cursor_isNull(cls) || (int)i >= clang_Cursor_getNumTemplateArguments(cls) ||
	    clang_Cursor_getTemplateArgumentKind(cls, i) != CXTemplateArgumentKind_Integral)
		return dflt;
	return (long)clang_Cursor_getTemplateArgumentValue(cls, i);
}

/* The scope of a collective: 0 for the block, else the logical warp's size. */
static unsigned collective_width(int ci, CXCursor cls)
{
	if (!cub_classes[ci].warp)
		return 0;
	/* WarpExchange<T, ITEMS, WIDTH>, WarpReduce<T, WIDTH>, WarpScan<T, WIDTH> */
	return (unsigned)class_arg(cls, cub_classes[ci].kind == CUB_EXCHANGE ? 2 : 1, 32);
}

/* The block's threads as the class names them (BLOCK_DIM_X * _Y * _Z), for those with a
 * block; *items the items per thread of those with several (0 for the others). */
static long class_block(int ci, CXCursor cls, long *items)
{
	*items = 0;
	switch (cub_classes[ci].kind) {
	case CUB_REDUCE:
	case CUB_SCAN:   /* <T, X, ALGORITHM, Y, Z> */
		return class_arg(cls, 1, 0) * class_arg(cls, 3, 1) * class_arg(cls, 4, 1);
	case CUB_ADJDIFF:   /* <T, X, Y, Z> */
		return class_arg(cls, 1, 0) * class_arg(cls, 2, 1) * class_arg(cls, 3, 1);
	case CUB_EXCHANGE:
	case CUB_LOAD:
	case CUB_STORE:
		if (cub_classes[ci].warp) {   /* <T, ITEMS, WIDTH> */
			*items = class_arg(cls, 1, 0);
			return 0;
		}
		/* <T, X, ITEMS, WARP_TIME_SLICING | ALGORITHM, Y, Z> */
		*items = class_arg(cls, 2, 0);
		return class_arg(cls, 1, 0) * class_arg(cls, 4, 1) * class_arg(cls, 5, 1);
	case CUB_NONE:
		break;
	}
	return 0;
}

bool kcub_needs_scratch(Unit *u, CXCursor callee)
{
	if (clang_getCursorKind(callee) != CXCursor_CXXMethod)
		return false;
	int ci = cub_class(cub_member_of(u, clang_getCursorSemanticParent(callee), NULL));
	return ci >= 0 && cub_classes[ci].scratch;
}

/* ---- CUB's value types and operator objects in device code ---- */

/* CUB's operator objects of pairs, whose operator() has a body (CCCL's, or the
 * declarations of headers/cuda/cub): a direct call of one is a call of that body, as of a
 * user's functor. (Sum, Max and Min are the collectives' own paths: cub_operator.) */
static bool cub_functor(const char *cls)
{
	static const char *const f[] = {"ArgMax", "ArgMin"};
	for (size_t i = 0; cls && i < countof(f); i++)
		if (strcmp(cls, f[i]) == 0)
			return true;
	return false;
}

/* The OpenCL C name of a struct type that is CUB's, defining it in the .cl (u->cl_pairs):
 * KeyValuePair<K, V> is a struct of key and value, cuport_cub_kvp_K_V; an operator object
 * holds nothing, a struct of one unused byte (C has no empty struct). NULL for another. */
const char *kcub_record(Unit *u, CXCursor d)
{
	CXCursor cls = clang_getNullCursor();
	const char *name = cub_member_of(u, d, &cls);
	if (!name || !clang_equalCursors(cls, d))
		return NULL;
	const char *def, *r;
	if (strcmp(name, "KeyValuePair") == 0) {
		CXType t = clang_getCanonicalType(clang_getCursorType(d));
		if (clang_Type_getNumTemplateArguments(t) != 2)
			return NULL;
		const char *k = cl_type(u, clang_Type_getTemplateArgumentAsType(t, 0), false);
		const char *v = cl_type(u, clang_Type_getTemplateArgumentAsType(t, 1), false);
		char *n = arena_printf(u->arena, "cuport_cub_kvp_%s_%s", k, v);
		for (char *q = n; *q; q++)
			if (!(isalnum((unsigned char)*q) || *q == '_'))
				*q = '_';
		r = n;
		def = arena_printf(u->arena, "typedef struct %s {\n    %s key;\n    %s value;\n} %s;\n\n",
				   r, k, v, r);
	} else if (cub_functor(name)) {
		r = arena_printf(u->arena, "cuport_cub_%s", name);
		def = arena_printf(u->arena, "typedef struct %s {\n    uchar cuport_unused;\n} %s;\n\n",
				   r, r);
	} else {
		return NULL;
	}
	if (!strlist_contains(&u->cl_pairs, def))
		strlist_push(&u->cl_pairs, def);
	return r;
}

/* ---- a user's operator ---- */

/* Which argument of a method is its operator, or -1: Reduce(v, op[, n]),
 * ExclusiveScan(v, out, init, op[, agg]), InclusiveScan(v, out, op[, agg]),
 * Subtract*(in, out, op, ...). */
static int operator_arg(CubKind kind, const char *m)
{
	if (kind == CUB_REDUCE && strcmp(m, "Reduce") == 0)
		return 1;
	if (kind == CUB_SCAN && strcmp(m, "ExclusiveScan") == 0)
		return 3;
	if (kind == CUB_SCAN && strcmp(m, "InclusiveScan") == 0)
		return 2;
	if (kind == CUB_ADJDIFF && str_starts(m, "Subtract"))
		return 2;
	return -1;
}

static bool same_decl(CXCursor a, CXCursor b)
{
	return clang_equalCursors(clang_getCanonicalCursor(a), clang_getCanonicalCursor(b));
}

/* The record an operator argument's type is (a functor, a lambda's closure), or a null
 * cursor. */
static CXCursor operator_record(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return clang_getNullCursor();
	return clang_getTypeDeclaration(t);
}

typedef struct {
	Unit *u;
	CXCursor rec;            /* the operator's record */
	CXCursor found;          /* its operator(), as called */
	unsigned depth, budget;
} OpFind;

static void find_op_in(OpFind *f, CXCursor fn);

static enum CXChildVisitResult find_op_call(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	OpFind *f = d;
	if (!clang_Cursor_isNull(f->found) || f->budget == 0)
		return CXChildVisit_Break;
	f->budget--;
	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		CXCursor ref = clang_getCursorReferenced(c);
		enum CXCursorKind rk = clang_getCursorKind(ref);
		if (rk == CXCursor_CXXMethod &&
		    same_decl(clang_getCursorSemanticParent(ref), f->rec) &&
		    strcmp(cursor_name(f->u, ref), "operator()") == 0) {
			f->found = ref;
			return CXChildVisit_Break;
		}
		/* CCCL calls the operator some levels down, in its own functions */
		if ((rk == CXCursor_CXXMethod || rk == CXCursor_FunctionDecl) &&
		    !cursor_is_user_function(f->u, ref) && f->depth < 8)
			find_op_in(f, ref);
	}
	return CXChildVisit_Recurse;
}

static void find_op_in(OpFind *f, CXCursor fn)
{
	CXCursor def = clang_getCursorDefinition(fn);
	if (clang_Cursor_isNull(def))
		return;
	f->depth++;
	clang_visitChildren(def, find_op_call, f);
	f->depth--;
}

static enum CXChildVisitResult find_plain_op(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	OpFind *f = d;
	if (clang_getCursorKind(c) == CXCursor_CXXMethod &&
	    strcmp(cursor_name(f->u, c), "operator()") == 0) {
		f->found = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/* The operator() a CUB method (callee) calls on its operator argument of record rec: the
 * record's own when it is no template (a lambda's, most functors'), else the instance clang
 * made of the template where CUB's body calls it (cuport's declarations of the methods
 * taking an operator call it for that). A null cursor when neither is found. */
static CXCursor operator_method(Unit *u, CXCursor callee, CXCursor rec)
{
	OpFind f = {u, rec, clang_getNullCursor(), 0, 20000};
	clang_visitChildren(rec, find_plain_op, &f);
	if (clang_Cursor_isNull(f.found))
		find_op_in(&f, callee);
	return f.found;
}

/* Makes the operator() op an instance called by in (a CallSite with a null call). */
static void operator_callee(KScan *k, Inst *in, CXCursor op, CXType ot)
{
	Unit *u = k->u;
	if (clang_Cursor_isNull(op) || !clang_isCursorDefinition(clang_getCursorDefinition(op)))
		return;
	int n = clang_Cursor_getNumArguments(op);
	Space *ps = arena_alloc(u->arena, (size_t)(n > 0 ? n : 1) * sizeof *ps);
	for (int i = 0; i < n; i++)
		ps[i] = AS_PRIVATE;   /* the adapter's own copies of the items */
	Inst *t = kscan_method_instance(k, op, ps, clang_CXXMethod_isConst(op) ? AS_VALUE
									       : AS_PRIVATE);
	if (!t)
		return;
	for (size_t i = 0; i < in->ncalls; i++)
		if (in->calls[i].callee == t)
			return;
	CallSite cs = {clang_getNullCursor(), t};
	PUSH(in->calls, in->ncalls, in->capcalls, cs);
	kscan_need_type(k, ot);
}

void kcub_scan_call(KScan *k, Inst *in, CXCursor call, CXCursor callee)
{
	Unit *u = k->u;
	if (clang_getCursorKind(callee) != CXCursor_CXXMethod)
		return;
	const char *cls = cub_member_of(u, clang_getCursorSemanticParent(callee), NULL);
	if (cub_functor(cls))
		return;   /* arg_max(a, b): cuport's own function (pair_operator) */
	int ci = cub_class(cls);
	int oi = ci < 0 ? -1 : operator_arg(cub_classes[ci].kind, cursor_name(u, callee));
	if (oi < 0 || oi >= clang_Cursor_getNumArguments(call))
		return;
	CXType ot = clang_getCursorType(clang_Cursor_getArgument(call, (unsigned)oi));
	CXCursor rec = operator_record(ot);
	if (cub_operator(ot) || clang_Cursor_isNull(rec) || cub_functor(cub_member_of(u, rec, NULL)))
		return;
	operator_callee(k, in, operator_method(u, callee, rec), ot);
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

/* The arguments of call as written, [b[i], e[i]): its text between the parentheses split
 * at the commas outside brackets (an argument that is a macro, VALID or N * 2, has no extent
 * of its own in the file). The number found, or -1 for more than max. */
static int written_args(RW *w, CXCursor call, unsigned *b, unsigned *e, int max)
{
	unsigned open = rw_call_paren(w, call), close = cursor_end(call);
	const char *t = w->ef.text;
	if (open == (unsigned)-1 || close == 0 || close > w->ef.len || t[close - 1] != ')')
		return -1;
	int n = 0, depth = 0;
	unsigned start = open + 1;
	for (unsigned p = open + 1; p < close; p++) {
		char c = t[p];
		if (c == '(' || c == '[' || c == '{')
			depth++;
		else if ((c == ')' || c == ']' || c == '}') && depth > 0)
			depth--;
		else if ((c == ',' && depth == 0) || p == close - 1) {
			unsigned s0 = start, e0 = p;
			while (s0 < e0 && isspace((unsigned char)t[s0]))
				s0++;
			while (e0 > s0 && isspace((unsigned char)t[e0 - 1]))
				e0--;
			if (e0 == s0 && c != ',' && n == 0)
				break;   /* () */
			if (n == max)
				return -1;
			b[n] = s0, e[n] = e0;
			n++;
			start = p + 1;
		}
	}
	return n;
}

/* Rewrites call around its arguments: text[0] replaces what comes before argument keep[0],
 * text[i] what lies between keep[i-1] and keep[i], text[n] what follows the last one. */
static void around_args(RW *w, CXCursor call, const unsigned *keep, unsigned n,
			const char *const *text)
{
	unsigned ab[8], ae[8];
	int na = written_args(w, call, ab, ae, 8);
	unsigned at = cursor_begin(call);
	for (unsigned i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(call, keep[i]);
		bool written = (int)keep[i] < na;
		rw_replace(w, at, written ? ab[keep[i]] : cursor_begin(a), text[i]);
		at = written ? ae[keep[i]] : cursor_end(a);
	}
	rw_replace(w, at, cursor_end(call), text[n]);
}

/* Replaces argument i of call, as written, with text. */
static void replace_arg(RW *w, CXCursor call, unsigned i, const char *text)
{
	unsigned ab[8], ae[8];
	int na = written_args(w, call, ab, ae, 8);
	if ((int)i < na)
		rw_replace(w, ab[i], ae[i], text);
}

/* Whether every argument is written in the call's own text (not in a macro's body): the
 * call is not, and its arguments are those of its text, or none is in a macro. */
static bool args_in_text(RW *w, CXCursor call)
{
	if (cursor_in_macro(call))
		return false;
	unsigned ab[8], ae[8];
	int n = clang_Cursor_getNumArguments(call), na = written_args(w, call, ab, ae, 8);
	if (na >= 0 && na <= n)
		return true;   /* the others are defaults */
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

/* ---- collectives through the scratch: a user's operator, several items per thread ---- */

/* What a collective's operator is in the .cl. */
typedef struct {
	const char *tag;         /* names its helpers: plus_i32, or the adapter's instance and type */
	const char *fn;          /* fn(op, a, b) combines two items */
	const char *type;        /* the operator object's OpenCL C type */
} CubOp;

/* An identifier made of a type's spelling: "KeyValuePair_int_float", "uint". */
static const char *type_tag(Unit *u, const char *type)
{
	char *t = arena_strdup(u->arena, type);
	for (char *p = t; *p; p++)
		if (!(*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9')))
			*p = '_';
	return t;
}

/* The scratch words a tile of n items of type T takes, per thread of the block (b, or the
 * largest block when it is not known). */
static void need_words(RW *w, long b, long n, const char *T)
{
	Unit *u = w->u;
	const char *threads = b > 0 ? arena_printf(u->arena, "%ld", b) : "CUPORT_MAX_WORK_GROUP_SIZE";
	const char *words = arena_printf(u->arena, "(%s * %ld * sizeof(%s) + 7) / 8", threads,
					 n > 0 ? n : 1, T);
	w->in->cub_words = kcub_max_words(u, w->in->cub_words, words);
	w->in->wide_scratch = true;
}

const char *kcub_max_words(Unit *u, const char *a, const char *b)
{
	if (!a || (b && strcmp(a, b) == 0))
		return b;
	if (!b || strstr(a, b))
		return a;
	if (strstr(b, a))
		return b;
	return arena_printf(u->arena, "CUPORT_MAX_WORDS(%s, %s)", a, b);
}

/* The instance kcub_scan_call made of the operator() decl, or NULL. */
static Inst *operator_instance(RW *w, CXCursor decl)
{
	CXCursor def = clang_getCursorDefinition(decl);
	for (size_t i = 0; i < w->in->ncalls; i++)
		if (clang_Cursor_isNull(w->in->calls[i].call) &&
		    clang_equalCursors(w->in->calls[i].callee->decl, def))
			return w->in->calls[i].callee;
	return NULL;
}

/* Appends text to what goes in front of the instance, once per unit (key). */
static bool pre_once(RW *w, const char *key)
{
	if (strlist_contains(&w->k->helpers, key))
		return false;
	strlist_push(&w->k->helpers, key);
	return true;
}

/* The adapter of a user's operator() instance t: its items by value, its object by value
 * (a copy the adapter points self at when the method takes it by address). */
static const char *adapter(RW *w, Inst *t, const char *optype)
{
	Unit *u = w->u;
	const char *fn = arena_printf(u->arena, "cuport_cub_op_%s", t->name);
	if (!pre_once(w, arena_printf(u->arena, "cub.pre:%s", fn)))
		return fn;
	CXType rt = clang_getCursorResultType(t->decl);
	bool deref = kscan_is_mutable_ref(rt);
	if (clang_getCanonicalType(rt).kind == CXType_LValueReference)
		rt = clang_getPointeeType(rt);
	Buf *b = &w->cub_pre;
	buf_printf(b, "/* %s's operator() as CUB's collectives call it */\n%s %s(%s op",
		   optype, cl_type(u, clang_getUnqualifiedType(rt), false), fn, optype);
	for (unsigned i = 0; i < t->nparams; i++) {
		CXType pt = clang_getCursorType(clang_Cursor_getArgument(t->decl, i));
		if (clang_getCanonicalType(pt).kind == CXType_LValueReference)
			pt = clang_getUnqualifiedType(clang_getPointeeType(pt));
		buf_printf(b, ", %s a%u", cl_type(u, pt, false), i);
	}
	buf_printf(b, ")\n{\n    return %s%s(%s", deref ? "*" : "", t->name,
		   t->self == AS_VALUE ? "op" : "&op");
	for (unsigned i = 0; i < t->nparams; i++) {
		CXType pt = clang_getCursorType(clang_Cursor_getArgument(t->decl, i));
		buf_printf(b, ", %sa%u", kscan_is_mutable_ref(pt) ? "&" : "", i);
	}
	buf_puts(b, ");\n}\n\n");
	return fn;
}

/* An operator argument written as a value-initialized temporary of its type (Op(), Op{}):
 * the compound literal of its struct, (Op){0}. */
static void temporary_operator(RW *w, CXCursor arg, const char *optype)
{
	CXCursor e = cursor_skip_implicit(arg);
	enum CXCursorKind k = clang_getCursorKind(e);
	if ((k != CXCursor_CallExpr && k != CXCursor_UnexposedExpr && k != CXCursor_InitListExpr) ||
	    clang_Cursor_getNumArguments(e) > 0 || cursor_in_macro(e))
		return;
	/* Op{} is a functional cast around the braces: the type's name is the cast's */
	unsigned b = cursor_begin(e), end = cursor_end(e);
	if (k == CXCursor_InitListExpr && cursor_begin(arg) < b && cursor_end(arg) == end)
		b = cursor_begin(arg);
	const char *text = rw_text_of(w, b, end);
	size_t n = strlen(text);
	if (n >= 2 && (strcmp(text + n - 2, "()") == 0 || strcmp(text + n - 2, "{}") == 0))
		rw_replace(w, b, end, arena_printf(w->u->arena, "(%s){0}", optype));
}

/* cub::ArgMax or cub::ArgMin (cls) of two items of T, a KeyValuePair's struct: cuport's own
 * function of the .cl, not the library's operator(), so that the .cl is the same whichever
 * headers parsed the program. Its name. */
static const char *pair_operator(RW *w, const char *cls, const char *T, const char *optype)
{
	Unit *u = w->u;
	bool max = strcmp(cls, "ArgMax") == 0;
	const char *fn = arena_printf(u->arena, "cuport_cub_%s_%s", max ? "argmax" : "argmin", T);
	if (pre_once(w, arena_printf(u->arena, "cub.pre:%s", fn)))
		buf_printf(&w->cub_pre, "/* cub::%s: the pair of the %s value; of equal values, the "
			   "one of the lower key */\n%s %s(%s op, %s a, %s b)\n{\n    (void)op;\n"
			   "    return b.value %c a.value || (b.value == a.value && b.key < a.key) ? b : a;\n"
			   "}\n\n", cls, max ? "larger" : "smaller", T, fn, optype, T, T, max ? '>' : '<');
	return fn;
}

/* The operator of a call of CUB's: argument oi's (or Sum's plus when oi < 0), in *op. False
 * when cuport cannot call it (reported). */
static bool cub_op(RW *w, CXCursor call, CXCursor callee, const char *what, int oi, const char *ts,
		   const char *T, CubOp *op)
{
	Unit *u = w->u;
	const char *b = "plus";
	CXType ot = {0};
	if (oi >= 0) {
		if (oi >= clang_Cursor_getNumArguments(call)) {
			unsupported(w, call, arena_printf(u->arena, "%s in this form", what));
			return false;
		}
		ot = clang_getCursorType(clang_Cursor_getArgument(call, (unsigned)oi));
		b = cub_operator(ot);
	}
	if (b) {
		if (!ts || strcmp(ts, "f16") == 0 || strcmp(ts, "f16x2") == 0) {
			unsupported(w, call, arena_printf(u->arena, "%s of a type other than a 32- or "
							  "64-bit scalar with CUB's own operator", what));
			return false;
		}
		*op = (CubOp){arena_printf(u->arena, "%s_%s", b, ts),
			      arena_printf(u->arena, "cuport_cub_%s", b), "int"};
		if (oi >= 0)   /* the object of CUB's operator holds nothing */
			replace_arg(w, call, (unsigned)oi, "0");
		return true;
	}
	CXCursor rec = operator_record(ot);
	const char *pc = clang_Cursor_isNull(rec) ? NULL : cub_member_of(u, rec, NULL);
	if (cub_functor(pc)) {
		const char *optype = cl_type(u, clang_getCanonicalType(ot), false);
		temporary_operator(w, clang_Cursor_getArgument(call, (unsigned)oi), optype);
		*op = (CubOp){arena_printf(u->arena, "%s_%s", pc, type_tag(u, T)),
			      pair_operator(w, pc, T, optype), optype};
		return true;
	}
	CXCursor decl = clang_Cursor_isNull(rec) ? rec : operator_method(u, callee, rec);
	Inst *t = clang_Cursor_isNull(decl) ? NULL : operator_instance(w, decl);
	if (!t || t->nres || t->nparams != 2) {
		unsupported(w, call, arena_printf(u->arena, "%s with an operator whose operator() "
			    "cuport cannot call (%s)", what, !t ? "no device definition of it for "
			    "this type" : t->nres ? "it needs the kernel's own resources"
					   : "not of two operands"));
		return false;
	}
	const char *optype = cl_type(u, clang_getCanonicalType(ot), false);
	const char *fn = adapter(w, t, optype);
	temporary_operator(w, clang_Cursor_getArgument(call, (unsigned)oi), optype);
	*op = (CubOp){arena_printf(u->arena, "%s_%s", t->name, type_tag(u, T)), fn, optype};
	return true;
}

/* The reduction of op over items of type T through the scratch (a __local T per thread,
 * then one per chunk of 32): each chunk's first thread reduces its chunk, then every thread
 * its tile's chunks, in order. No barrier is in a loop: PoCL's compilation of a kernel
 * grows fast with those. */
static void emit_generic_reduce(RW *w, const CubOp *op, const char *T)
{
	const char *g = op->tag, *f = op->fn, *O = op->type;
	buf_printf(&w->cub_pre,
		"/* CUB's reductions with %s on %s over the block (width 0) or logical warps\n"
		"   of width threads, through the scratch: of the first n threads (n < 0: all) */\n"
		"%s cuport_cub_reduce_%s(__local ulong *ws, uint width, %s v, %s op, int n)\n"
		"{\n"
		"    __local %s *s = (__local %s *)ws, *tot = s + cuport_block_size();\n"
		"    uint lid = cuport_linear_local_id(), size = cuport_block_size();\n"
		"    uint span = width ? width : size, base = lid - lid %% span, r = lid - base;\n"
		"    uint cnt = min(span, size - base), c = min(span, 32u);\n"
		"    if (n >= 0 && (uint)n < cnt)\n"
		"        cnt = n > 0 ? (uint)n : 1u;\n"
		"    barrier(CLK_LOCAL_MEM_FENCE);\n"
		"    s[lid] = v;\n"
		"    barrier(CLK_LOCAL_MEM_FENCE);\n"
		"    if (r %% c == 0u && r < cnt) {\n"
		"        %s acc = s[lid];\n"
		"        for (uint i = lid + 1u; i < min(lid + c, base + cnt); i++)\n"
		"            acc = %s(op, acc, s[i]);\n"
		"        tot[lid / c] = acc;\n"
		"    }\n"
		"    barrier(CLK_LOCAL_MEM_FENCE);\n"
		"    %s res = tot[base / c];\n"
		"    for (uint k = base / c + 1u; k * c < base + cnt; k++)\n"
		"        res = %s(op, res, tot[k]);\n"
		"    barrier(CLK_LOCAL_MEM_FENCE);\n"
		"    return res;\n"
		"}\n\n"
		"%s cuport_cub_reduce_items_%s(__local ulong *ws, uint width, const %s *a, int n, %s op)\n"
		"{\n"
		"    %s v = a[0];\n"
		"    for (int i = 1; i < n; i++)\n"
		"        v = %s(op, v, a[i]);\n"
		"    return cuport_cub_reduce_%s(ws, width, v, op, -1);\n"
		"}\n\n",
		f, T, T, g, T, O, T, T, T, f, T, f, T, g, T, O, T, f, g);
}

/* The helpers of op over items of type T through the scratch: its reduction, or its scans
 * (each thread's prefix in its chunk of 32, then the chunks' totals before it). Every one
 * begins and ends with a barrier, so the scratch is free after it, and none is in a loop. */
static void emit_generic(RW *w, const CubOp *op, const char *T, bool reduce)
{
	Unit *u = w->u;
	if (!pre_once(w, arena_printf(u->arena, "cub.pre:%s:%s", reduce ? "reduce" : "scan",
				      op->tag)))
		return;
	const char *g = op->tag, *f = op->fn, *O = op->type;
	if (reduce) {
		emit_generic_reduce(w, op, T);
		return;
	}
	buf_printf(&w->cub_pre,
		"/* CUB's scans with %s on %s over the block (width 0) or logical warps of\n"
		"   width threads, through the scratch: excl: exclusive, from init when has_init;\n"
		"   agg: the reduction of every v */\n", f, T);
	buf_printf(&w->cub_pre,
		"%s cuport_cub_scan1_%s(__local ulong *ws, uint width, int excl, int has_init, %s op,\n"
		"                       %s v, %s init, __private %s *agg)\n"
		"{\n"
		"    __local %s *s = (__local %s *)ws, *tot = s + cuport_block_size();\n"
		"    uint lid = cuport_linear_local_id(), size = cuport_block_size();\n"
		"    uint span = width ? width : size, base = lid - lid %% span, r = lid - base;\n"
		"    uint cnt = min(span, size - base), c = min(span, 32u), c0 = lid - r %% c;\n"
		"    barrier(CLK_LOCAL_MEM_FENCE);\n"
		"    s[lid] = v;\n"
		"    barrier(CLK_LOCAL_MEM_FENCE);\n"
		"    /* within the chunk of 32: inc up to this thread, ex up to the one before */\n"
		"    %s inc = s[c0], ex = inc, pre = inc;\n"
		"    int has_ex = 0, has_pre = 0;\n"
		"    for (uint i = c0 + 1u; i <= lid; i++) {\n"
		"        ex = inc;\n"
		"        has_ex = 1;\n"
		"        inc = %s(op, inc, s[i]);\n"
		"    }\n"
		"    if (lid == min(c0 + c, base + cnt) - 1u)\n"
		"        tot[lid / c] = inc;\n"
		"    barrier(CLK_LOCAL_MEM_FENCE);\n"
		"    /* the chunks before this one in the tile, and the tile's total */\n"
		"    for (uint k = base / c; k < lid / c; k++) {\n"
		"        pre = has_pre ? %s(op, pre, tot[k]) : tot[k];\n"
		"        has_pre = 1;\n"
		"    }\n"
		"    %s total = tot[base / c];\n"
		"    for (uint k = base / c + 1u; k * c < base + cnt; k++)\n"
		"        total = %s(op, total, tot[k]);\n"
		"    barrier(CLK_LOCAL_MEM_FENCE);\n"
		"    *agg = total;\n"
		"    if (has_pre) {\n"
		"        ex = has_ex ? %s(op, pre, ex) : pre;\n"
		"        has_ex = 1;\n"
		"        inc = %s(op, pre, inc);\n"
		"    }\n"
		"    if (!excl)\n"
		"        return has_init ? %s(op, init, inc) : inc;\n"
		"    if (!has_ex)\n"
		"        return init;\n"
		"    return has_init ? %s(op, init, ex) : ex;\n"
		"}\n\n",
		T, g, O, T, T, T, T, T, T, f, f, T, f, f, f, f, f);
	buf_printf(&w->cub_pre,
		"#define cuport_cub_escan_%s(ws, width, v, out, init, op) do { %s cuport_a; \\\n"
		"    (out) = cuport_cub_scan1_%s(ws, width, 1, 1, op, v, init, &cuport_a); } while (0)\n"
		"#define cuport_cub_escan_agg_%s(ws, width, v, out, init, op, agg) do { %s cuport_a; \\\n"
		"    (out) = cuport_cub_scan1_%s(ws, width, 1, 1, op, v, init, &cuport_a); \\\n"
		"    (agg) = cuport_a; } while (0)\n"
		"#define cuport_cub_iscan_%s(ws, width, v, out, op) do { %s cuport_a, cuport_v = (v); \\\n"
		"    (out) = cuport_cub_scan1_%s(ws, width, 0, 0, op, cuport_v, cuport_v, &cuport_a); } while (0)\n"
		"#define cuport_cub_iscan_agg_%s(ws, width, v, out, op, agg) do { %s cuport_a, cuport_v = (v); \\\n"
		"    (out) = cuport_cub_scan1_%s(ws, width, 0, 0, op, cuport_v, cuport_v, &cuport_a); \\\n"
		"    (agg) = cuport_a; } while (0)\n",
		g, T, g, g, T, g, g, T, g, g, T, g);
	buf_printf(&w->cub_pre,
		"/* n items per thread, blocked: the scan of the threads' totals, then each item's */\n"
		"#define cuport_cub_escan_items_%s(ws, width, n, in, out, init, op) \\\n"
		"    cuport_cub_items_%s(ws, width, 1, n, in, out, init, op, )\n"
		"#define cuport_cub_escan_items_agg_%s(ws, width, n, in, out, init, op, agg) \\\n"
		"    cuport_cub_items_%s(ws, width, 1, n, in, out, init, op, (agg) = cuport_a;)\n"
		"#define cuport_cub_iscan_items_%s(ws, width, n, in, out, op) \\\n"
		"    cuport_cub_items_%s(ws, width, 0, n, in, out, cuport_t, op, )\n"
		"#define cuport_cub_iscan_items_agg_%s(ws, width, n, in, out, op, agg) \\\n"
		"    cuport_cub_items_%s(ws, width, 0, n, in, out, cuport_t, op, (agg) = cuport_a;)\n"
		"#define cuport_cub_items_%s(ws, width, excl, n, in, out, init, op, set_agg) do { \\\n"
		"    %s cuport_o = (op); \\\n"
		"    %s cuport_t = (in)[0]; \\\n"
		"    for (int cuport_i = 1; cuport_i < (n); cuport_i++) \\\n"
		"        cuport_t = %s(cuport_o, cuport_t, (in)[cuport_i]); \\\n"
		"    %s cuport_a, cuport_run = cuport_cub_scan1_%s(ws, width, 1, excl, cuport_o, cuport_t, \\\n"
		"                                                   (init), &cuport_a); \\\n"
		"    int cuport_have = (excl) || cuport_cub_rank(width) != 0u; \\\n"
		"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) { \\\n"
		"        %s cuport_x = (in)[cuport_i]; \\\n"
		"        %s cuport_inc = cuport_have ? %s(cuport_o, cuport_run, cuport_x) : cuport_x; \\\n"
		"        (out)[cuport_i] = (excl) ? cuport_run : cuport_inc; \\\n"
		"        cuport_run = cuport_inc; \\\n"
		"        cuport_have = 1; \\\n"
		"    } \\\n"
		"    set_agg } while (0)\n\n",
		g, g, g, g, g, g, g, g, g, O, T, f, T, g, T, T, f);
}

/* Reduce(v, op[, n]) and Reduce(items, op) with a user's operator, and any scan of several
 * items per thread or with a user's operator: the helpers of emit_generic. */
static bool generic_call(RW *w, CXCursor call, CXCursor callee, CubKind kind, const char *what,
			 const char *m, unsigned width, long block, const char *ts, const char *T)
{
	Unit *u = w->u;
	int nargs = clang_Cursor_getNumArguments(call);
	int oi = operator_arg(kind, m);
	CubOp op;
	if (!cub_op(w, call, callee, what, oi, ts, T, &op))
		return true;
	add_helper(w, "cub.tile");
	emit_generic(w, &op, T, kind == CUB_REDUCE);
	need_words(w, width ? 0 : block, 2, T);   /* an item per thread, then per chunk */
	CXType in = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(call, 0)));
	bool items = in.kind == CXType_ConstantArray;
	long long n = items ? clang_getArraySize(in) : 1;
	const char *head = arena_printf(u->arena, "(cuport_ws, %uu, ", width);
	unsigned keep[6];
	const char *text[7];
	unsigned k = 0;
	if (kind == CUB_REDUCE) {
		/* (v, op[, n]) or (items, op) */
		text[0] = arena_printf(u->arena, "cuport_cub_reduce%s_%s%s", items ? "_items" : "",
				       op.tag, head);
		keep[k++] = 0;
		text[k] = items ? arena_printf(u->arena, ", %lld, ", n) : ", ";
		keep[k++] = 1;
		if (!items && nargs > 2) {
			text[k] = ", ";
			keep[k++] = 2;
			text[k] = ")";
		} else {
			text[k] = items ? ")" : ", -1)";
		}
		around_args(w, call, keep, k, text);
		if (width)
			rw_warn_warp(w, call, what);
		return true;
	}
	/* scans: (in, out[, init][, op][, aggregate]) */
	bool excl = str_starts(m, "Exclusive"), sum = str_ends(m, "Sum");
	int nagg = sum ? 2 : oi + 1;
	bool agg = nargs > nagg;
	text[0] = items ? arena_printf(u->arena, "cuport_cub_%sscan_items%s_%s(cuport_ws, %uu, %lld, ",
				       excl ? "e" : "i", agg ? "_agg" : "", op.tag, width, n)
			: arena_printf(u->arena, "cuport_cub_%sscan%s_%s%s", excl ? "e" : "i",
				       agg ? "_agg" : "", op.tag, head);
	keep[k++] = 0;
	text[k] = ", ";
	keep[k++] = 1;
	const char *tail = "";
	if (sum) {
		tail = excl ? arena_printf(u->arena, ", (%s)0, 0", T) : ", 0";
	} else {
		for (int i = 2; i <= oi; i++) {
			text[k] = ", ";
			keep[k++] = (unsigned)i;
		}
	}
	if (agg) {
		text[k] = arena_printf(u->arena, "%s, ", tail);
		keep[k++] = (unsigned)nagg;
		tail = "";
	}
	text[k] = arena_printf(u->arena, "%s)", tail);
	around_args(w, call, keep, k, text);
	if (width)
		rw_warn_warp(w, call, what);
	return true;
}

/* ---- exchanges, block loads and stores, adjacent differences ---- */

/* Where item cuport_i of the thread is in its tile, by arrangement: "blocked", "striped",
 * "warp" (warp-striped). w: the logical warp's width (0: the block); b: the tile's threads. */
static const char *arrangement(Unit *u, const char *a, unsigned w, long b, long n)
{
	if (strcmp(a, "warp") == 0)
		return arena_printf(u->arena, "cuport_cub_at_warp_striped(%ld)", n);
	return arena_printf(u->arena, "cuport_cub_at_%s(%uu, %s, %ld)", a, w,
			    b > 0 ? arena_printf(u->arena, "%ldu", b) : "cuport_block_size()", n);
}

/* BlockExchange / WarpExchange: (in, out), (items), and the Scatter forms with ranks. */
static bool exchange_call(RW *w, CXCursor call, const char *what, const char *m, unsigned width,
			  long block, long n, const char *T)
{
	Unit *u = w->u;
	static const struct { const char *m, *put, *get; } forms[] = {
		{"StripedToBlocked", "striped", "blocked"}, {"BlockedToStriped", "blocked", "striped"},
		{"WarpStripedToBlocked", "warp", "blocked"}, {"BlockedToWarpStriped", "blocked", "warp"},
		{"ScatterToBlocked", NULL, "blocked"}, {"ScatterToStriped", NULL, "striped"}};
	size_t f = 0;
	while (f < countof(forms) && strcmp(forms[f].m, m) != 0)
		f++;
	int nargs = clang_Cursor_getNumArguments(call);
	int data = nargs - (f < countof(forms) && !forms[f].put ? 1 : 0);   /* without ranks */
	if (f == countof(forms) || n <= 0 || data < 1 || data > 2 ||
	    (width && strstr(m, "Warp"))) {
		unsupported(w, call, arena_printf(u->arena, "%s in this form", what));
		return true;
	}
	long b = width ? width : block;
	add_helper(w, "cub.tile");
	need_words(w, width ? 0 : block, n, T);
	const char *get = arrangement(u, forms[f].get, width, b, n);
	const char *head = forms[f].put
		? arena_printf(u->arena, "cuport_cub_exchange%s(%s, cuport_ws, %ld, %s, %s, ",
			       data == 1 ? "1" : "", T, n, arrangement(u, forms[f].put, width, b, n), get)
		: arena_printf(u->arena, "cuport_cub_scatter%s(%s, cuport_ws, %uu, %ld, %s, ",
			       data == 1 ? "1" : "", T, width, n, get);
	unsigned keep[] = {0, 1, 2};
	const char *text[] = {head, ", ", ", ", ")"};
	text[nargs] = ")";
	around_args(w, call, keep, (unsigned)nargs, text);
	if (width)
		rw_warn_warp(w, call, what);
	return true;
}

/* BlockLoad::Load(itr, items[, valid[, oob]]) and BlockStore::Store(itr, items[, valid]):
 * the direct loops of the arrangement the algorithm gives: striped for BLOCK_*_STRIPED,
 * blocked for the others (a transposing one's result, read directly). */
static bool block_io_call(RW *w, CXCursor call, CXCursor cls, CubKind kind, const char *what,
			  const char *m, long block, long n)
{
	Unit *u = w->u;
	int nargs = clang_Cursor_getNumArguments(call);
	bool load = kind == CUB_LOAD;
	if (strcmp(m, load ? "Load" : "Store") != 0 || nargs < 2 || nargs > (load ? 4 : 3) ||
	    n <= 0 || block <= 0) {
		unsupported(w, call, arena_printf(u->arena, "%s in this form", what));
		return true;
	}
	bool striped = class_arg(cls, 3, 0) == 1;   /* BLOCK_LOAD_STRIPED, BLOCK_STORE_STRIPED */
	add_helper(w, "cub.direct");
	const char *form = nargs == 2 ? "" : nargs == 3 ? "_valid" : "_oob";
	const char *head = arena_printf(u->arena, "cuport_cub_%s_%s%s(%ldu, %ld, "
					"(int)cuport_linear_local_id(), ", load ? "load" : "store",
					striped ? "striped" : "blocked", form, block, n);
	unsigned keep[] = {0, 1, 2, 3};
	const char *text[] = {head, ", ", ", ", ", ", ")"};
	text[nargs] = ")";
	around_args(w, call, keep, (unsigned)nargs, text);
	return true;
}

/* BlockAdjacentDifference: SubtractLeft(in, out, op[, predecessor]),
 * SubtractLeftPartialTile(in, out, op, valid[, predecessor]), SubtractRight(in, out, op[,
 * successor]), SubtractRightPartialTile(in, out, op, valid): the macros
 * cuport_cub_adj_<left|right>(T, ws, n, fn, in, out, op, valid, has_tile_item, tile_item). */
static bool adjdiff_call(RW *w, CXCursor call, CXCursor callee, const char *what, const char *m,
			 long block, const char *ts, const char *T)
{
	Unit *u = w->u;
	int nargs = clang_Cursor_getNumArguments(call);
	bool left = str_starts(m, "SubtractLeft"), partial = str_ends(m, "PartialTile");
	CXType in = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(call, 0)));
	int extra = nargs - 3 - (partial ? 1 : 0);   /* the tile's predecessor or successor */
	if ((!left && !str_starts(m, "SubtractRight")) || nargs < 3 || extra < 0 || extra > 1 ||
	    (!left && partial && extra) || in.kind != CXType_ConstantArray) {
		unsupported(w, call, arena_printf(u->arena, "%s in this form", what));
		return true;
	}
	CubOp op;
	if (!cub_op(w, call, callee, what, 2, ts, T, &op))
		return true;
	long long n = clang_getArraySize(in);
	add_helper(w, "cub.tile");
	need_words(w, block, 1, T);
	const char *all = block > 0 ? arena_printf(u->arena, "%lld", block * n)
				    : arena_printf(u->arena, "(int)(cuport_block_size() * %lldu)", n);
	unsigned keep[5] = {0, 1, 2};
	const char *text[6] = {arena_printf(u->arena, "cuport_cub_adj_%s(%s, cuport_ws, %lld, %s, ",
					    left ? "left" : "right", T, n, op.fn), ", ", ", "};
	unsigned k = 3;
	if (partial) {
		text[k] = ", ";
		keep[k++] = 3;
	}
	const char *mid = partial ? "" : arena_printf(u->arena, ", %s", all);
	if (extra) {
		text[k] = arena_printf(u->arena, "%s, 1, ", mid);
		keep[k++] = (unsigned)nargs - 1;
		text[k] = ")";
	} else {
		text[k] = arena_printf(u->arena, "%s, 0, cuport_p[0])", mid);
	}
	around_args(w, call, keep, k, text);
	return true;
}

/* LoadDirectBlocked / LoadDirectStriped / LoadDirectWarpStriped and the stores (tid, itr,
 * items[, valid[, oob]]): the macros cuport_cub_<load|store>_<blocked|striped|warp>[_valid|_oob]. */
static bool direct_call(RW *w, CXCursor call, CXCursor callee, const char *name)
{
	Unit *u = w->u;
	int nargs = clang_Cursor_getNumArguments(call);
	bool warp = strstr(name, "WarpStriped") != NULL, load = str_starts(name, "Load");
	bool striped = !warp && strstr(name, "Striped") != NULL;
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
	add_helper(w, warp ? "cub.direct.warp" : "cub.direct");
	const char *kind = nargs == 3 ? "" : nargs == 4 ? "_valid" : "_oob";
	const char *head = arena_printf(u->arena, "cuport_cub_%s_%s%s(%lldu, %lld, ",
					load ? "load" : "store",
					striped ? "striped" : warp ? "warp" : "blocked",
					kind, striped ? block : 1, clang_getArraySize(items));
	unsigned keep[] = {0, 1, 2, 3, 4};
	const char *text[] = {head, ", ", ", ", ", ", ", ", ")"};
	text[nargs] = ")";
	around_args(w, call, keep, (unsigned)nargs, text);
	return true;
}

/* op(a, b) of CUB's operator object op (cub::ArgMax...): cuport's function of the pair
 * type, pair_operator(op, a, b), the object and the items as written. */
static bool functor_call(RW *w, CXCursor call, CXCursor callee, const char *cls)
{
	Unit *u = w->u;
	unsigned open = rw_call_paren(w, call), b = cursor_begin(call);
	if (open == (unsigned)-1 || open <= b) {
		unsupported(w, call, arena_printf(u->arena, "cub::%s::operator() in this form", cls));
		return true;
	}
	CXType ot = clang_getCursorType(clang_getCursorSemanticParent(callee));
	const char *T = cl_type(u, clang_getCanonicalType(clang_getCursorResultType(callee)), false);
	const char *fn = pair_operator(w, cls, T, cl_type(u, ot, false));
	rw_replace(w, b, b, arena_printf(u->arena, "%s(", fn));
	rw_replace(w, open, open + 1, ", ");
	return true;
}

/* KeyValuePair<K, V> p(k, v); a declaration with the two members: p = {k, v}; the temporary
 * KeyValuePair<K, V>(k, v) in an expression: the compound literal (T){k, v}. */
static bool pair_ctor(RW *w, CXCursor call)
{
	int n = clang_Cursor_getNumArguments(call);
	if (n == 0 || n == 1)
		return true;   /* the default constructor leaves the members; a copy is C's */
	unsigned b = cursor_begin(call), end = cursor_end(call);
	bool declared = false;   /* the call's text begins with the name of the variable */
	for (unsigned up = 0; up < 3 && !declared; up++) {
		CXCursor v = rw_parent_at(w, up);
		unsigned at;
		clang_getExpansionLocation(clang_getCursorLocation(v), NULL, NULL, NULL, &at);
		declared = clang_getCursorKind(v) == CXCursor_VarDecl && at == b;
	}
	unsigned open = (unsigned)-1;
	if (declared) {
		unsigned name = b;
		while (name < w->ef.len &&
		       (isalnum((unsigned char)w->ef.text[name]) || w->ef.text[name] == '_'))
			name++;
		open = rw_next_char(w, name, '(');
	} else {
		int angle = 0;   /* the type as written (its template arguments), then '(' */
		for (unsigned p = b; p < end && open == (unsigned)-1; p++) {
			char c = w->ef.text[p];
			angle += c == '<' ? 1 : c == '>' ? -1 : 0;
			if (c == '(' && angle == 0)
				open = p;
			else if (c == '(' || c == ';' || c == '{')
				break;
		}
	}
	if (n != 2 || open == (unsigned)-1 || open >= end || w->ef.text[end - 1] != ')' ||
	    cursor_in_macro(call)) {
		unsupported(w, call, "cub::KeyValuePair constructed in this form");
		return true;
	}
	if (declared)
		rw_replace(w, open, open + 1, " = {");
	else
		rw_replace(w, b, open + 1, arena_printf(w->u->arena, "(%s){",
			   cl_type(w->u, clang_getCanonicalType(clang_getCursorType(call)), false)));
	rw_replace(w, end - 1, end, "}");
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
		return strcmp(cls, "KeyValuePair") == 0 ? pair_ctor(w, call) :
		       true;   /* BlockReduce(temp): replaced with the call made on it */
	if (!args_in_text(w, call)) {
		unsupported(w, call, arena_printf(u->arena, "cub::%s%s%s in a macro", cls,
						  *cls ? "::" : "", m));
		return true;
	}
	if (cub_functor(cls) && strcmp(m, "operator()") == 0)
		return functor_call(w, call, callee, cls);
	if (!*cls) {
		if (str_starts(m, "LoadDirect") || str_starts(m, "StoreDirect"))
			return direct_call(w, call, callee, m);
		unsupported(w, call, arena_printf(u->arena, "cub::%s", m));
		return true;
	}
	int ci = cub_class(cls);
	const char *what = arena_printf(u->arena, "cub::%s::%s", cls, m);
	CXType obj = clang_getCursorType(cls_cursor);
	CXType et = clang_Type_getNumTemplateArguments(obj) > 0
		? clang_Type_getTemplateArgumentAsType(obj, 0) : (CXType){0};
	if (ci < 0 || et.kind == CXType_Invalid) {
		unsupported(w, call, what);
		return true;
	}
	CubKind kind = cub_classes[ci].kind;
	const char *ts = rw_type_suffix(et), *T = cl_type(u, clang_getCanonicalType(et), false);
	unsigned width = collective_width(ci, cls_cursor);
	long items, block = class_block(ci, cls_cursor, &items);
	if (width > 32 || (width & (width - 1)) != 0) {
		unsupported(w, call, arena_printf(u->arena, "cub::%s of %u threads", cls, width));
		return true;
	}
	kscan_need_type(w->k, et);
	switch (kind) {
	case CUB_EXCHANGE:
		return exchange_call(w, call, what, m, width, block, items, T);
	case CUB_LOAD:
	case CUB_STORE:
		return block_io_call(w, call, cls_cursor, kind, what, m, block, items);
	case CUB_ADJDIFF:
		return adjdiff_call(w, call, callee, what, m, block, ts, T);
	default:
		break;
	}
	bool reduce = kind == CUB_REDUCE;
	if (reduce ? strcmp(m, "Sum") != 0 && strcmp(m, "Reduce") != 0
		   : !(str_ends(m, "Sum") || str_ends(m, "Scan")) ||
		     !(str_starts(m, "Exclusive") || str_starts(m, "Inclusive"))) {
		unsupported(w, call, what);
		return true;
	}
	/* CUB's operators on scalars take the shuffle paths; a user's operator, an item type
	 * of the user's and a scan of several items per thread go through the scratch */
	int oi = operator_arg(kind, m);
	CXType in = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(call, 0)));
	bool user = oi >= 0 && oi < clang_Cursor_getNumArguments(call) &&
		    !cub_operator(clang_getCursorType(clang_Cursor_getArgument(call, (unsigned)oi)));
	if (user || (!reduce && in.kind == CXType_ConstantArray))
		return generic_call(w, call, callee, kind, what, m, width, block, ts, T);
	if (!ts) {
		unsupported(w, call, arena_printf(u->arena, "%s of a type other than a 32- or "
						  "64-bit scalar with CUB's own operator", what));
		return true;
	}
	return reduce ? reduce_call(w, call, cls, m, width, ts) : scan_call(w, call, cls, m, width, ts);
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
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if ((t) + cuport_i * (int)(b) < (valid)) (p)[(t) + cuport_i * (int)(b)] = (items)[cuport_i]\n"
	"\n";

static const char *const warp_direct_macros =
	"/* CUB's direct loads and stores, warp-striped: item i of lane l of warp v is element\n"
	"   v * 32 * n + l + i * 32 */\n"
	"#define cuport_cub_warp_at(n, t) (((t) & ~31) * (n) + ((t) & 31) + cuport_i * 32)\n"
	"#define cuport_cub_load_warp(b, n, t, p, items) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = (p)[cuport_cub_warp_at(n, t)]\n"
	"#define cuport_cub_load_warp_valid(b, n, t, p, items, valid) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if (cuport_cub_warp_at(n, t) < (valid)) (items)[cuport_i] = (p)[cuport_cub_warp_at(n, t)]\n"
	"#define cuport_cub_load_warp_oob(b, n, t, p, items, valid, oob) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (items)[cuport_i] = cuport_cub_warp_at(n, t) < (valid) ? (p)[cuport_cub_warp_at(n, t)] : (oob)\n"
	"#define cuport_cub_store_warp(b, n, t, p, items) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) (p)[cuport_cub_warp_at(n, t)] = (items)[cuport_i]\n"
	"#define cuport_cub_store_warp_valid(b, n, t, p, items, valid) \\\n"
	"    for (int cuport_i = 0; cuport_i < (n); cuport_i++) if (cuport_cub_warp_at(n, t) < (valid)) (p)[cuport_cub_warp_at(n, t)] = (items)[cuport_i]\n\n";

/* The exchanges of CUB's collectives through the warp scratch, a __local array of the
 * items (cuport sizes it for the largest tile of the kernel). Each begins and ends with a
 * barrier, so the scratch is free after it whatever used it before. */
static const char *const tile_macros =
	"/* CUB's tiles in the warp scratch: the thread's rank and its tile's first item in the\n"
	"   block (w 0) or its logical warp of w threads; where item cuport_i of the thread is\n"
	"   in a tile of b threads with n items each, blocked, striped or warp-striped */\n"
	"#define cuport_cub_rank(w) ((w) ? cuport_linear_local_id() % (uint)(w) : cuport_linear_local_id())\n"
	"#define cuport_cub_base(w, n) ((w) ? cuport_linear_local_id() / (uint)(w) * (uint)(w) * (uint)(n) : 0u)\n"
	"#define cuport_cub_at_blocked(w, b, n) (cuport_cub_base(w, n) + cuport_cub_rank(w) * (uint)(n) + (uint)cuport_i)\n"
	"#define cuport_cub_at_striped(w, b, n) (cuport_cub_base(w, n) + cuport_cub_rank(w) + (uint)cuport_i * (uint)(b))\n"
	"#define cuport_cub_at_warp_striped(n) ((cuport_linear_local_id() & ~31u) * (uint)(n) + \\\n"
	"    (cuport_linear_local_id() & 31u) + (uint)cuport_i * 32u)\n"
	"/* CUB's Sum, Max and Min as the collectives through the scratch combine items */\n"
	"#define cuport_cub_plus(op, a, b) ((a) + (b))\n"
	"#define cuport_cub_greater(op, a, b) ((a) < (b) ? (b) : (a))\n"
	"#define cuport_cub_less(op, a, b) ((b) < (a) ? (b) : (a))\n"
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
	"            ? fn(op, cuport_p[cuport_i], cuport_p[cuport_i - 1]) : cuport_p[cuport_i]; \\\n"
	"    if (cuport_t * (n) >= (valid) || (cuport_t == 0 && !(has_tile))) \\\n"
	"        (out)[0] = cuport_p[0]; \\\n"
	"    else \\\n"
	"        (out)[0] = fn(op, cuport_p[0], cuport_t == 0 ? (tile) : cuport_x[cuport_t - 1]); \\\n"
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
	"                ? cuport_p[cuport_i + 1] : cuport_x[cuport_t + 1]); \\\n"
	"        else if (cuport_at == (valid) - 1 && (has_tile)) \\\n"
	"            (out)[cuport_i] = fn(op, cuport_p[cuport_i], (tile)); \\\n"
	"        else \\\n"
	"            (out)[cuport_i] = cuport_p[cuport_i]; \\\n"
	"    } \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE); } while (0)\n\n";

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
	if (strcmp(h, "cub.direct.warp") == 0) {
		buf_puts(out, warp_direct_macros);
		return true;
	}
	if (strcmp(h, "cub.tile") == 0) {
		buf_puts(out, tile_macros);
		return true;
	}
	if (str_starts(h, "cub.pre:"))
		return true;   /* emitted in front of the instance that uses it (RW.cub_pre) */
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

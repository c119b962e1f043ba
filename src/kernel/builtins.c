/*
 * Calls of CUDA's device built-ins and uses of its built-in variables, translated as the one
 * table of them says (the device_functions rules: rules/device.json, then the user's rule
 * files): each entry's form says how (deviceforms.def), and what it needs from its kernel
 * (the warp scratch, the block-vote counter) was given to the instance by the scan. Only
 * what no name can express stays in code: the cooperative-groups objects (a group's tile
 * size comes from its declaration), the vector constructors (make_<vector type>, from the
 * type knowledge of cltype.c) and printf's length modifiers.
 */
#include "kernel.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- built-in variables ---- */

static bool converted_at_once(RW *w)
{
	/* stack: ..., G, implicit cast, MemberRefExpr(x), DeclRefExpr(threadIdx) */
	for (unsigned up = 1; up < 4; up++) {
		CXCursor p = rw_parent_at(w, up);
		if (clang_Cursor_isNull(p))
			return false;
		enum CXCursorKind k = clang_getCursorKind(p);
		if (k == CXCursor_MemberRefExpr)
			continue;
		if (k == CXCursor_UnexposedExpr) {
			enum CXTypeKind tk = clang_getCanonicalType(clang_getCursorType(p)).kind;
			if (tk == CXType_Int)
				return true;
			continue;
		}
		if (k == CXCursor_ArraySubscriptExpr)
			return true;
		if (k == CXCursor_VarDecl) {
			enum CXTypeKind tk = clang_getCanonicalType(clang_getCursorType(p)).kind;
			return tk == CXType_Int || tk == CXType_UInt;
		}
		return false;
	}
	return false;
}

void rw_builtin_var(RW *w, CXCursor ref, const Rule *r)
{
	unsigned b = cursor_begin(ref), e = cursor_end(ref);
	if (cursor_in_macro(ref))
		return;
	if (r->support == SUPPORT_UNSUPPORTED || !r->to) {
		unit_diag(w->u, rule_diag(r), clang_getCursorLocation(ref), r->from);
		return;
	}
	if (r->form == FORM_CONSTANT) {
		rw_replace(w, b, e, r->to);
		return;
	}
	const char *fn = r->to;
	unsigned dot = rw_next_char(w, e, '.');
	if (dot != (unsigned)-1) {
		unsigned m = dot + 1;
		while (m < w->ef.len && isspace((unsigned char)w->ef.text[m]))
			m++;
		char c = w->ef.text[m];
		if ((c == 'x' || c == 'y' || c == 'z') && !isalnum((unsigned char)w->ef.text[m + 1]) &&
		    w->ef.text[m + 1] != '_') {
			int dim = c - 'x';
			/* in a macro argument the macro's body decides the type it is used as */
			const char *t = converted_at_once(w) && !cursor_in_macro_arg(ref)
				? arena_printf(w->u->arena, "%s(%d)", fn, dim)
				: arena_printf(w->u->arena, "(uint)%s(%d)", fn, dim);
			rw_replace(w, b, m + 1, t);
			return;
		}
	}
	rw_replace(w, b, e, arena_printf(w->u->arena, "(uint3)((uint)%s(0), (uint)%s(1), (uint)%s(2))",
				      fn, fn, fn));
}

static unsigned group_of(RW *w, CXCursor obj, bool *found)
{
	CXCursor d = clang_getCursorReferenced(cursor_skip_implicit(obj));
	for (size_t i = 0; i < w->ngroups; i++)
		if (clang_equalCursors(w->groups[i].decl, d)) {
			*found = true;
			return w->groups[i].tile;
		}
	*found = false;
	return 0;
}

/* The parent tile's size in a tile type's spelling: thread_block_tile<4,
 * cooperative_groups::thread_block_tile<32, void>> -> 32. */
static unsigned spelled_parent(CXType t)
{
	CXString ts = clang_getTypeSpelling(clang_getCanonicalType(t));
	const char *s = clang_getCString(ts), *first = strstr(s, "thread_block_tile<");
	const char *second = first ? strstr(first + 18, "thread_block_tile<") : NULL;
	unsigned n = second ? (unsigned)strtoul(second + 18, NULL, 10) : 0;
	clang_disposeString(ts);
	return n;
}

static enum CXChildVisitResult find_parent_tile(CXCursor c, CXCursor parent, CXClientData d)
{
	unsigned *n = d;
	if (clang_isExpression(clang_getCursorKind(c)))
		*n = spelled_parent(clang_getCursorType(c));
	return *n ? CXChildVisit_Break : CXChildVisit_Recurse;
}

unsigned rw_tile_parent(CXCursor decl)
{
	unsigned n = spelled_parent(clang_getCursorType(decl));
	if (!n && clang_getCursorKind(decl) == CXCursor_VarDecl)
		clang_visitChildren(decl, find_parent_tile, &n);
	return n;
}

/* The declaration of a group made by a vote: coalesced_threads(), labeled_partition,
 * binary_partition (see kernel.h). */
bool rw_group_maker_decl(RW *w, CXCursor ds, CXCursor v, CXCursor init)
{
	Unit *u = w->u;
	CXCursor call = init;
	for (int i = 0; i < 4 && clang_getCursorKind(cursor_skip_implicit(call)) == CXCursor_CallExpr; i++) {
		call = cursor_skip_implicit(call);
		const char *fn = cursor_name(u, clang_getCursorReferenced(call));
		if (strcmp(fn, "coalesced_threads") == 0 || strcmp(fn, "labeled_partition") == 0 ||
		    strcmp(fn, "binary_partition") == 0)
			break;
		if (clang_Cursor_getNumArguments(call) != 1)
			return false;
		call = clang_Cursor_getArgument(call, 0);   /* a copy of the group */
	}
	const char *fn = cursor_name(u, clang_getCursorReferenced(call));
	const char *name = cl_ident(u, v);
	unsigned db = cursor_begin(ds), de = cursor_end(ds);
	if (strcmp(fn, "coalesced_threads") == 0) {
		const char *flag = rw_active_flag(w, db);
		rw_replace(w, db, de, arena_printf(u->arena, "cuport_group %s = cuport_coalesced_group(cuport_ws, %s);",
						  name, flag ? flag : "1"));
		return true;
	}
	bool labeled = strcmp(fn, "labeled_partition") == 0;
	if ((!labeled && strcmp(fn, "binary_partition") != 0) ||
	    clang_Cursor_getNumArguments(call) != 2)
		return false;
	CXCursor arg = clang_Cursor_getArgument(call, 1);
	const char *parent = rw_group_value(w, clang_Cursor_getArgument(call, 0));
	unsigned ab = cursor_begin(arg), ae = cursor_end(arg);
	if (!parent || cursor_in_macro(call) || ab <= db || ae >= de) {
		unit_diag(u, DIAG_KERNEL_COOPERATIVE_GROUP_PARAM, clang_getCursorLocation(v), name,
			  "its declaration (a partition of a group cuport does not know)");
		return true;
	}
	rw_replace(w, db, ab, arena_printf(u->arena, "cuport_group %s = cuport_%s_group(cuport_ws, %s, ",
					   name, labeled ? "labeled" : "binary", parent));
	rw_replace(w, ae, de, ");");
	rw_warn_warp(w, call, fn);
	return true;
}

static const char *mask_for(RW *w, unsigned tile)
{
	return tile && tile < 32 ? arena_printf(w->u->arena, "cuport_tile_mask(%uu)", tile)
				 : "0xffffffffu";
}

/* The expression under a group's copies and conversions (passing a thread_block to a
 * thread_group parameter constructs one from it). */
static CXCursor group_source(CXCursor e)
{
	for (;;) {
		e = cursor_skip_implicit(e);
		if (clang_getCursorKind(e) != CXCursor_CallExpr)
			return e;
		CXCursor callee = clang_getCursorReferenced(e);
		if (clang_getCursorKind(callee) != CXCursor_Constructor ||
		    clang_Cursor_getNumArguments(e) != 1)
			return e;
		e = clang_Cursor_getArgument(e, 0);
	}
}

static const char *group_ctor(RW *w, unsigned tile)
{
	return tile ? arena_printf(w->u->arena, "cuport_tile_group(%uu)", tile)
		    : "cuport_block_group()";
}

const char *rw_group_value(RW *w, CXCursor e)
{
	Unit *u = w->u;
	CXCursor src = group_source(e);
	bool found;
	unsigned tile = group_of(w, src, &found);
	if (found)
		return group_ctor(w, tile);
	enum CXCursorKind k = clang_getCursorKind(src);
	CXCursor d = clang_getCursorReferenced(src);
	if (k == CXCursor_DeclRefExpr &&
	    (clang_getCursorKind(d) == CXCursor_ParmDecl || clang_getCursorKind(d) == CXCursor_VarDecl))
		return cl_ident(u, d);   /* a group parameter or variable: a cuport_group already */
	if (k == CXCursor_CallExpr && strcmp(cursor_name(u, d), "coalesced_threads") == 0) {
		const char *flag = rw_active_flag(w, cursor_begin(src));
		return arena_printf(u->arena, "cuport_coalesced_group(cuport_ws, %s)", flag ? flag : "1");
	}
	if (k == CXCursor_CallExpr && strcmp(cursor_name(u, d), "tiled_partition") == 0 &&
	    clang_Cursor_getNumArguments(src) == 2) {
		CXEvalResult r = clang_Cursor_Evaluate(clang_Cursor_getArgument(src, 1));
		unsigned n = 0;
		if (r) {
			if (clang_EvalResult_getKind(r) == CXEval_Int)
				n = (unsigned)clang_EvalResult_getAsUnsigned(r);
			clang_EvalResult_dispose(r);
		}
		if (n && n <= 1024 && (n & (n - 1)) == 0)
			return group_ctor(w, n);
		return NULL;
	}
	GroupKind gk = cl_group_kind(clang_getCursorType(src), &tile);
	if (gk == GROUP_BLOCK || gk == GROUP_TILE)
		return group_ctor(w, tile);
	return NULL;
}

/* The runtime suffix of a tile shuffle's type; cg's shfl takes any type: the small integers
 * travel as 32-bit ones (*cast: the type to convert the result back to), the 2- and
 * 4-component vectors of OpenCL's layout component by component (u32x4). NULL otherwise. */
static const char *shuffle_suffix(RW *w, CXType t, const char **cast)
{
	*cast = NULL;
	const char *s = rw_type_suffix(t);
	if (s)
		return s;
	CXType c = clang_getCanonicalType(t);
	switch (c.kind) {
	case CXType_Char_S: case CXType_SChar: case CXType_Short: case CXType_Bool:
		*cast = cl_builtin_type(c, false);
		return "i32";
	case CXType_Char_U: case CXType_UChar: case CXType_UShort:
		*cast = cl_builtin_type(c, false);
		return "u32";
	default:
		break;
	}
	static const struct { const char *cl, *suffix; } vec[] = {
		{"int", "i32"}, {"uint", "u32"}, {"float", "f32"},
		{"long", "i64"}, {"ulong", "u64"}, {"double", "f64"}};
	const char *v = cl_type(w->u, clang_getUnqualifiedType(t), false);
	size_t n = strlen(v);
	if (n < 2 || (v[n - 1] != '2' && v[n - 1] != '4'))
		return NULL;
	for (size_t i = 0; i < countof(vec); i++)
		if (strlen(vec[i].cl) == n - 1 && strncmp(v, vec[i].cl, n - 1) == 0)
			return arena_printf(w->u->arena, "%sx%c", vec[i].suffix, v[n - 1]);
	return NULL;   /* cuport_float3 and the like: host layout, no exchange */
}

/* A method of a group known only at run time (a thread_group parameter): the cuport_group
 * value's functions. */
static bool runtime_group_exchange(RW *w, CXCursor call, const char *g, const char *name)
{
	Unit *u = w->u;
	static const struct { const char *m, *lane; } shfl[] = {
		{"shfl", "cuport_group_lane"}, {"shfl_up", "cuport_group_lane_up"},
		{"shfl_down", "cuport_group_lane_down"}, {"shfl_xor", "cuport_group_lane_xor"}};
	for (size_t i = 0; i < countof(shfl); i++) {
		if (strcmp(name, shfl[i].m) != 0)
			continue;
		const char *cast;
		const char *ts = shuffle_suffix(w, clang_getCursorType(call), &cast);
		if (!ts || clang_Cursor_getNumArguments(call) != 2 || cursor_in_macro(call)) {
			unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call), name);
			return true;
		}
		/* an exchange by the group's ranks: the source lane is worked out from them */
		CXCursor r = clang_Cursor_getArgument(call, 1);
		rw_warn_warp(w, call, name);
		/* the rank's ')' first: the width goes after it, at the same place */
		rw_insert(w, cursor_begin(r), arena_printf(u->arena, "%s(%s, ", shfl[i].lane, g));
		rw_insert(w, cursor_end(r), ")");
		rw_rewrite_call(w, call,
			     arena_printf(u->arena, "%s%s%scuport_shfl_idx_%s(cuport_ws, %s.run, ",
					  cast ? "(" : "", cast ? cast : "", cast ? ")" : "", ts, g),
			     ", 32");
		return true;
	}
	if (strcmp(name, "any") == 0 || strcmp(name, "all") == 0 || strcmp(name, "ballot") == 0) {
		rw_warn_warp(w, call, name);
		rw_rewrite_call(w, call, arena_printf(u->arena, "cuport_group_%s(cuport_ws, %s, ",
						   name, g), NULL);
		return true;
	}
	return false;
}

static bool runtime_group_call(RW *w, CXCursor call, CXCursor obj, const char *name)
{
	Unit *u = w->u;
	const char *g = rw_text_of(w, cursor_begin(obj), cursor_end(obj));
	const char *t = NULL;
	if (clang_getCursorKind(cursor_skip_implicit(obj)) == CXCursor_CallExpr) {
		g = rw_group_value(w, obj);   /* cg::coalesced_threads().size() */
		if (!g) {
			unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call), name);
			return true;
		}
	}
	if (strcmp(name, "size") == 0 || strcmp(name, "num_threads") == 0)
		t = arena_printf(u->arena, "cuport_group_size(%s)", g);
	else if (strcmp(name, "thread_rank") == 0)
		t = arena_printf(u->arena, "cuport_group_rank(%s)", g);
	else if (strcmp(name, "meta_group_rank") == 0)
		t = arena_printf(u->arena, "cuport_group_meta_rank(%s)", g);
	else if (strcmp(name, "meta_group_size") == 0)
		t = arena_printf(u->arena, "cuport_group_meta_size(%s)", g);
	else if (strcmp(name, "sync") == 0)
		t = arena_printf(u->arena, "cuport_group_sync(cuport_ws, %s)", g);
	else if (runtime_group_exchange(w, call, g, name))
		return true;
	if (!t) {
		unit_diag(u, DIAG_KERNEL_COOPERATIVE_GROUP_PARAM, clang_getCursorLocation(call), g,
			  arena_printf(u->arena, "'%s'", name));
		return true;
	}
	rw_replace(w, cursor_begin(call), cursor_end(call), t);
	return true;
}

/* tile.shfl_down(v, d), cta.sync(), tile.thread_rank(), cg::sync(cta), cg::reduce(...). */
static bool group_call(RW *w, CXCursor call, CXCursor callee, const char *name)
{
	Unit *u = w->u;
	CXCursor first = cursor_child(call, 0);
	bool method = clang_getCursorKind(callee) == CXCursor_CXXMethod;
	CXCursor obj = clang_getNullCursor();
	if (method) {
		CXCursor mref = cursor_skip_implicit(first);
		if (clang_getCursorKind(mref) == CXCursor_MemberRefExpr)
			obj = cursor_child(mref, 0);
	} else if (clang_Cursor_getNumArguments(call) > 0) {
		obj = clang_Cursor_getArgument(call, 0);
	}
	if (clang_Cursor_isNull(obj))
		return false;
	bool found;
	unsigned tile = group_of(w, obj, &found), parent = 0;
	for (size_t i = 0; found && i < w->ngroups; i++)
		if (clang_equalCursors(w->groups[i].decl,
				       clang_getCursorReferenced(cursor_skip_implicit(obj))))
			parent = w->groups[i].parent;
	if (!found) {
		/* A parameter, or a temporary: its type says what it is (the object as written:
		 * a method of a base class sees it converted to that base). */
		obj = cursor_skip_implicit(obj);
		GroupKind gk = cl_group_kind(clang_getCursorType(obj), &tile);
		if (gk == GROUP_NONE)
			return false;
		if (gk == GROUP_ANY)
			return runtime_group_call(w, call, obj, name);
	}
	unsigned b = cursor_begin(call), e = cursor_end(call);
	const char *mask = mask_for(w, tile);
	if (strcmp(name, "sync") == 0) {
		if (tile == 0)
			rw_replace(w, b, e, "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)");
		else if (tile == 32)
			rw_replace(w, b, e, "cuport_syncwarp(cuport_ws, 0xffffffffu)");
		else
			rw_replace(w, b, e, arena_printf(u->arena, "cuport_tile_sync(cuport_ws, %uu)", tile));
		return true;
	}
	if (strcmp(name, "thread_rank") == 0) {
		rw_replace(w, b, e, tile ? arena_printf(u->arena, "cuport_tile_rank(%uu)", tile)
				      : "cuport_linear_local_id()");
		return true;
	}
	if (strcmp(name, "size") == 0 || strcmp(name, "num_threads") == 0) {
		rw_replace(w, b, e, tile ? arena_printf(u->arena, "%uu", tile) : "cuport_block_size()");
		return true;
	}
	if (!found && tile)
		parent = rw_tile_parent(obj);
	if (strcmp(name, "meta_group_rank") == 0 && tile) {
		rw_replace(w, b, e, parent > tile
			? arena_printf(u->arena, "cuport_subtile_meta_rank(%uu, %uu)", tile, parent)
			: arena_printf(u->arena, "cuport_tile_meta_rank(%uu)", tile));
		return true;
	}
	if (strcmp(name, "meta_group_size") == 0 && tile) {
		rw_replace(w, b, e, parent > tile
			? arena_printf(u->arena, "cuport_subtile_meta_size(%uu, %uu)", tile, parent)
			: arena_printf(u->arena, "cuport_tile_meta_size(%uu)", tile));
		return true;
	}
	if (strcmp(name, "group_index") == 0 && !tile) {
		rw_replace(w, b, e, "(uint3)((uint)get_group_id(0), (uint)get_group_id(1), (uint)get_group_id(2))");
		return true;
	}
	if (strcmp(name, "thread_index") == 0 && !tile) {
		rw_replace(w, b, e, "(uint3)((uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2))");
		return true;
	}
	if (!tile)
		return false;
	static const struct { const char *m, *mode; } shfl[] = {
		{"shfl", "idx"}, {"shfl_up", "up"}, {"shfl_down", "down"}, {"shfl_xor", "xor"}};
	for (size_t i = 0; i < countof(shfl); i++) {
		if (strcmp(name, shfl[i].m) != 0)
			continue;
		const char *cast;
		const char *ts = shuffle_suffix(w, clang_getCursorType(call), &cast);
		if (!ts) {
			unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call), name);
			return true;
		}
		rw_warn_warp(w, call, name);
		rw_rewrite_call(w, call,
			     arena_printf(u->arena, "%s%s%scuport_shfl_%s_%s(cuport_ws, %s, ",
					  cast ? "(" : "", cast ? cast : "", cast ? ")" : "",
					  shfl[i].mode, ts, mask),
			     arena_printf(u->arena, ", %u", tile));
		return true;
	}
	if (strcmp(name, "any") == 0 || strcmp(name, "all") == 0 || strcmp(name, "ballot") == 0) {
		rw_warn_warp(w, call, name);
		rw_rewrite_call(w, call, arena_printf(u->arena, "cuport_tile_%s(cuport_ws, %uu, ", name,
						   tile), NULL);
		return true;
	}
	return false;
}

/* The width cg::reduce's helper is given for a group of a size known here: a tile's size,
 * 0 for the block; *wide when it may span warps. NULL when the argument is a group known
 * only at run time (*runtime set) or not a group cuport knows. */
static const char *reduce_width(RW *w, CXCursor g, bool *wide, bool *runtime)
{
	bool found;
	unsigned tile = group_of(w, g, &found);
	*runtime = false;
	if (!found) {
		GroupKind gk = cl_group_kind(clang_getCursorType(cursor_skip_implicit(g)), &tile);
		if (gk == GROUP_NONE)
			return NULL;
		if (gk == GROUP_ANY) {
			*runtime = true;
			return NULL;
		}
	}
	*wide = tile == 0 || tile > 32;
	return arena_printf(w->u->arena, "%uu", tile);
}

static void add_helper(RW *w, const char *helper)
{
	if (!strlist_contains(&w->k->helpers, helper))
		strlist_push(&w->k->helpers, helper);
}

/* cg::reduce(group, v, op), cg::inclusive_scan(group, v[, op]), cg::exclusive_scan: a
 * generated helper per operator and type (emit.c). A reduction over a tile or the block is
 * a butterfly of xor shuffles within the warp, then across the warps of a wider group
 * through the warp scratch (which the kernel then makes one word per warp:
 * Inst.wide_scratch). A group known only at run time (made by a vote: coalesced_threads,
 * labeled_partition, binary_partition) and every scan work on the cuport_group's ranks, so
 * only its member lanes take part. fn is the function's name. */
static bool group_collective(RW *w, CXCursor call, const char *fn)
{
	Unit *u = w->u;
	bool reduce = strcmp(fn, "reduce") == 0;
	int nargs = clang_Cursor_getNumArguments(call);
	if (nargs != 3 && (reduce || nargs != 2))
		return false;
	bool wide = false, runtime;
	const char *kind = nargs == 3 ? cl_group_operator(clang_getCursorType(
						clang_Cursor_getArgument(call, 2)))
				      : "plus";
	const char *ts = rw_type_suffix(clang_getCursorType(call));
	if (!kind || !ts || (strncmp(kind, "bit_", 4) == 0 && ts[0] == 'f'))
		return false;
	CXCursor g = clang_Cursor_getArgument(call, 0);
	const char *width = reduce_width(w, g, &wide, &runtime);
	const char *group = runtime ? rw_group_value(w, g) : NULL;
	if (!width && !group)
		return false;
	CXCursor v = clang_Cursor_getArgument(call, 1);
	unsigned vb = cursor_begin(v), ve = cursor_end(v);
	if (cursor_in_macro(call) || vb <= cursor_begin(call) || ve >= cursor_end(call))
		return false;
	if (!reduce && wide) {
		unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
			  arena_printf(u->arena, "cg::%s of a group wider than a warp", fn));
		return true;
	}
	rw_warn_warp(w, call, arena_printf(u->arena, "cg::%s", fn));
	char *op = arena_printf(u->arena, "%s_%s", kind, ts);
	const char *head;
	if (reduce && !runtime) {
		head = arena_printf(u->arena, "cuport_tile_reduce_%s(cuport_ws, %s, ", op, width);
		add_helper(w, op);
	} else {
		if (!runtime)
			group = arena_printf(u->arena, "cuport_tile_group(%s)", width);
		head = arena_printf(u->arena, "cuport_group_%s_%s(cuport_ws, %s, ", fn, op, group);
		if (reduce)
			add_helper(w, op);   /* a block or a wide tile passed as a group uses it */
		add_helper(w, arena_printf(u->arena, "%s.%s", fn, op));
		wide = wide || reduce;
	}
	/* the value's own translation stays: only what surrounds it is replaced */
	rw_replace(w, cursor_begin(call), vb, head);
	rw_replace(w, ve, cursor_end(call), ")");
	w->in->wide_scratch |= wide;
	return true;
}

/* atomicAdd(p, v) -> cuport_atomic_add_<space>_<type>(p, v): the name, or NULL (reported)
 * when the pointer's space or type has no runtime function. */
static const char *atomic_name(RW *w, CXCursor call, const Rule *r)
{
	Unit *u = w->u;
	CXCursor p = clang_Cursor_getArgument(call, 0);
	CXType pt = clang_getCanonicalType(clang_getCursorType(p));
	const char *ts = pt.kind == CXType_Pointer ? rw_type_suffix(clang_getPointeeType(pt)) : NULL;
	Space sp = kscan_value_space(w->k, w->in, p);
	if (!ts || (sp != AS_GLOBAL && sp != AS_LOCAL)) {
		unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call), r->from);
		return NULL;
	}
	return arena_printf(u->arena, "%s_%s_%s", r->to, cl_space_suffix(sp), ts);
}

/* The generator of a cuRAND state type ("xorwow"...), NULL for one the runtime lacks. */
static const char *rand_generator(CXType pointee)
{
	static const char *const gens[][2] = {{"curandStateXORWOW", "xorwow"},
					      {"curandStatePhilox4_32_10", "philox"},
					      {"curandStateMRG32k3a", "mrg"}};
	CXString s = clang_getTypeSpelling(clang_getCanonicalType(pointee));
	const char *t = clang_getCString(s);
	const char *g = NULL;
	if (strncmp(t, "struct ", 7) == 0)
		t += 7;
	for (size_t i = 0; i < countof(gens) && !g; i++)
		if (strcmp(t, gens[i][0]) == 0)
			g = gens[i][1];
	clang_disposeString(s);
	return g;
}

/* curand_uniform(&state) -> cuport_curand_uniform_xorwow_private(&state): the state is the
 * argument that points to a cuRAND state (the last for curand_init and skipahead); a state
 * the runtime has no generator for (Sobol, MTGP32) or in an unknown space is reported. */
static void rand_call(RW *w, CXCursor call, const Rule *r)
{
	Unit *u = w->u;
	int n = clang_Cursor_getNumArguments(call);
	for (int i = n - 1; i >= 0; i--) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		CXType t = clang_getCanonicalType(clang_getCursorType(a));
		if (t.kind != CXType_Pointer)
			continue;
		const char *g = rand_generator(clang_getPointeeType(t));
		Space sp = kscan_value_space(w->k, w->in, a);
		if (!g || (sp != AS_GLOBAL && sp != AS_LOCAL && sp != AS_PRIVATE))
			break;
		CXCursor callee = cursor_child(call, 0);
		rw_replace(w, cursor_begin(callee), cursor_end(callee),
			   arena_printf(u->arena, "%s_%s_%s", r->to, g, cl_space_suffix(sp)));
		return;
	}
	unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call), r->from);
}

static void atomic_call(RW *w, CXCursor call, const Rule *r)
{
	const char *name = atomic_name(w, call, r);
	CXCursor callee = cursor_child(call, 0);
	if (!name)
		return;
	rw_replace(w, cursor_begin(callee), cursor_end(callee), name);
	/* __nv_atomic_fetch_add(p, v, order, scope): what follows the kept arguments goes */
	int n = rw_written_args(call);
	if (r->args > 0 && n > r->args) {
		unsigned from = cursor_end(clang_Cursor_getArgument(call, (unsigned)r->args - 1));
		unsigned to = cursor_end(clang_Cursor_getArgument(call, (unsigned)n - 1));
		rw_replace(w, from, to, "");
	}
}

/* The portable warp functions exchange through the whole work-group: a mask that is not
 * all 32 lanes is honoured on NVIDIA but not there, so it is reported. */
static void check_full_mask(RW *w, CXCursor call, const char *name)
{
	CXCursor m = clang_Cursor_getArgument(call, 0);
	CXEvalResult r = clang_Cursor_Evaluate(m);
	bool full = false;
	if (r) {
		full = clang_EvalResult_getKind(r) == CXEval_Int &&
		       (clang_EvalResult_getAsUnsigned(r) & 0xffffffffull) == 0xffffffffull;
		clang_EvalResult_dispose(r);
	}
	if (!full)
		unit_diag(w->u, DIAG_KERNEL_PARTIAL_MASK, clang_getCursorLocation(call), name);
}

/* A lane exchange: <to>[_<type>](cuport_ws, <mask>, args[, width]). The mask is the call's
 * first argument (checked), or all lanes where the CUDA function has none; a width not
 * written is CUDA's default, the 32 lanes of a warp. *head replaces the callee and its '(',
 * *tail goes before the ')'; false (reported) when the type has no runtime function. */
static bool warp_parts(RW *w, CXCursor call, const Rule *r, int nargs, const char **head,
		       const char **tail)
{
	Unit *u = w->u;
	bool mask_arg = r->mask == MASK_LANES || r->mask == MASK_SUBSET;
	if (r->mask == MASK_LANES && nargs > 0)
		check_full_mask(w, call, r->from);
	const char *ts = "";
	if (r->typed) {
		/* the value's type: the argument after the mask (a shuffle's is its result's) */
		unsigned vi = mask_arg ? 1 : 0;
		ts = (int)vi < clang_Cursor_getNumArguments(call)
			     ? rw_type_suffix(clang_getCursorType(clang_Cursor_getArgument(call, vi)))
			     : NULL;
		if (!ts) {
			unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
				  r->from);
			return false;
		}
	}
	rw_warn_warp(w, call, r->from);
	const char *flag = (r->needs & NEED(ACTIVE)) ? rw_active_flag(w, cursor_begin(call)) : NULL;
	if (flag && nargs == 0) {
		/* __activemask() where every lane runs the code: the lanes whose flag is set */
		*head = arena_printf(u->arena, "cuport_active_mask(cuport_ws, %s", flag);
		*tail = NULL;
		return true;
	}
	bool all_lanes = r->mask == MASK_FULL || (r->mask == MASK_OPTIONAL && nargs == 0);
	*head = arena_printf(u->arena, "%s%s%s(cuport_ws%s%s", r->to, *ts ? "_" : "", ts,
			     all_lanes ? ", 0xffffffffu" : "", nargs ? ", " : "");
	unsigned width_at = (mask_arg ? 1 : 0) + 2;
	*tail = r->width && nargs < (int)width_at + 1 ? ", 32" : NULL;
	return true;
}

static void warp_call(RW *w, CXCursor call, const Rule *r)
{
	const char *head, *tail;
	if (warp_parts(w, call, r, rw_written_args(call), &head, &tail))
		rw_rewrite_call(w, call, head, tail);
}

/* OpenCL C's functions whose integer parameter is one by design (ldexp(float, int), the
 * conversions and reinterpretations, the device header's functions): every other floating-point function takes its
 * arguments in one type (gentype). */
static bool cl_exact_params(const char *to)
{
	static const char *const fns[] = {"ldexp", "pown", "rootn", "nan"};
	const char *name = to[0] == '(' && strchr(to, ')') ? strchr(to, ')') + 1 : to;
	if (strncmp(name, "as_", 3) == 0 || strncmp(name, "convert_", 8) == 0 ||
	    strncmp(name, "cuport_", 7) == 0)   /* the runtime's: one prototype, CUDA's */
		return true;
	for (size_t i = 0; i < countof(fns); i++)
		if (strcmp(name, fns[i]) == 0)
			return true;
	return false;
}

static bool is_floating(enum CXTypeKind k)
{
	return k == CXType_Float || k == CXType_Double;
}

/* The OpenCL C type argument i of call must have so that OpenCL picks the overload CUDA
 * picked, or NULL. It is the parameter's type in the overload clang chose, except where
 * OpenCL's generic functions want one type for every argument and CUDA's overload does
 * not: then it is the result's. min(int, unsigned) and max(double, float) are min(unsigned,
 * unsigned) and max(double, double); pow(int, int) and std::pow(float, int) are pow(double,
 * double). */
static const char *arg_type(CXCursor callee, const char *to, int i)
{
	int np = clang_Cursor_getNumArguments(callee);
	if (i >= np)
		return NULL;
	CXType pt = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(callee, (unsigned)i)));
	const char *b = cl_builtin_type(pt, false);
	if (!b || pt.kind == CXType_Bool || cl_exact_params(to))
		return b;
	CXType rt = clang_getCanonicalType(clang_getCursorResultType(callee));
	const char *rb = rt.kind == CXType_Bool ? NULL : cl_builtin_type(rt, false);
	if (!rb || strcmp(rb, "void") == 0 || strcmp(rb, "half") == 0 || strcmp(rb, b) == 0)
		return b;
	bool rt_param = false, mixed_ints = false;
	for (int j = 0; j < np; j++) {
		CXType qt = clang_getCanonicalType(
			clang_getCursorType(clang_Cursor_getArgument(callee, (unsigned)j)));
		const char *q = cl_builtin_type(qt, false);
		if (!q || qt.kind == CXType_Bool)
			continue;
		rt_param |= strcmp(q, rb) == 0;
		mixed_ints |= !is_floating(qt.kind) && strcmp(q, b) != 0;
	}
	/* a floating result: a floating parameter of another type is converted to it
	 * (max(double, float)), and so is an integer one when no parameter has the result's
	 * type, C++'s promotion (sqrt(int), std::pow(float, int) are double); otherwise an
	 * integer parameter keeps its type (__shfl_down_sync's mask and delta, CUDA's
	 * pow(float, int)) */
	if (is_floating(rt.kind))
		return is_floating(pt.kind) || !rt_param ? rb : b;
	if (is_floating(pt.kind))
		return b;    /* ilogb(float) */
	/* an integer overload mixing types: min(int, unsigned); not __popcll(ulong) -> int */
	return mixed_ints ? rb : b;
}

/* The cast argument i of call needs (arg_type), or NULL when its written type is that one. */
static const char *arg_cast(CXCursor call, CXCursor callee, const char *to, int i)
{
	const char *b = arg_type(callee, to, i);
	if (!b || i >= clang_Cursor_getNumArguments(call))
		return NULL;
	CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
	CXCursor inner = a;
	/* The argument as written, before clang's implicit conversion. */
	if (clang_getCursorKind(a) == CXCursor_UnexposedExpr) {
		CXCursor c0 = cursor_child(a, 0);
		if (!clang_Cursor_isNull(c0))
			inner = c0;
	}
	CXType at = clang_getCanonicalType(clang_getCursorType(inner));
	const char *ab = cl_builtin_type(at, false);
	if (!ab || strcmp(ab, b) == 0)
		return NULL;
	/* an integer literal for an integer parameter of CUDA's own type converts alike in
	 * OpenCL (__shfl_down_sync(m, v, 1)); one a mixed overload converts (min(u, 0) is
	 * min(u, 0u)) is cast */
	CXType pt = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(callee, (unsigned)i)));
	const char *pb = cl_builtin_type(pt, false);
	if (clang_getCursorKind(cursor_skip_implicit(a)) == CXCursor_IntegerLiteral &&
	    !is_floating(pt.kind) && pb && strcmp(pb, b) == 0)
		return NULL;
	return b;
}

/* The extent of argument a in the file: a whole macro expansion (max(MIN_INTERVAL, t)) is
 * spelled by the macro's name and its arguments. False when a is part of a macro's body. */
static bool arg_extent(RW *w, CXCursor a, unsigned *b, unsigned *e)
{
	*b = cursor_begin(a);
	*e = cursor_end(a);
	if (!cursor_in_macro(a))
		return *e > *b;
	CXSourceRange r = clang_getCursorExtent(a);
	CXFile f0, f1;
	unsigned o0, o1;
	clang_getExpansionLocation(clang_getRangeStart(r), &f0, NULL, NULL, &o0);
	clang_getExpansionLocation(clang_getRangeEnd(r), &f1, NULL, NULL, &o1);
	if (!f0 || !f1 || !clang_File_isEqual(f0, f1) || o0 != o1 || o0 >= w->ef.len)
		return false;
	/* the expansion starts at the macro's name: its end, then its arguments if any */
	const char *t = w->ef.text;
	unsigned p = o0;
	if (!isalpha((unsigned char)t[p]) && t[p] != '_')
		return false;
	while (p < w->ef.len && (isalnum((unsigned char)t[p]) || t[p] == '_'))
		p++;
	unsigned q = rw_skip_blank(w, p);
	if (q < w->ef.len && t[q] == '(') {
		const char *close;
		if (kernel_text_args(t + q, &close) < 0)
			return false;
		p = (unsigned)(close - t) + 1;
	}
	*b = o0;
	*e = p;
	return true;
}

static void cast_args(RW *w, CXCursor call, CXCursor callee, const char *to)
{
	int n = clang_Cursor_getNumArguments(call);
	for (int i = 0; i < n; i++) {
		const char *b = arg_cast(call, callee, to, i);
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		unsigned ab, ae;
		if (!b || !arg_extent(w, a, &ab, &ae))
			continue;
		if (rw_covered(&w->ef, ab, ab + 1) && rw_covered(&w->ef, ae - 1, ae))
			continue;
		rw_insert(w, ab, arena_printf(w->u->arena, "(%s)(", b));
		rw_insert(w, ae, ")");
	}
}

static const char *memory_space(RW *w, CXCursor ptr)
{
	Space sp = kscan_value_space(w->k, w->in, ptr);
	return sp == AS_GLOBAL || sp == AS_LOCAL || sp == AS_CONSTANT ? cl_space_suffix(sp) : "private";
}

/* memcpy(d, s, n) -> cuport_memcpy_<space of d>_<space of s>(d, s, n), memset(p, v, n) ->
 * cuport_memset_<space>(p, v, n): OpenCL C has neither. */
static bool memory_call(RW *w, CXCursor call, const char *name)
{
	if (clang_Cursor_getNumArguments(call) != 3)
		return false;
	const char *head;
	const char *d = memory_space(w, clang_Cursor_getArgument(call, 0));
	if (strcmp(name, "memcpy") == 0) {
		if (strcmp(d, "constant") == 0)
			return false;
		head = arena_printf(w->u->arena, "cuport_memcpy_%s_%s(", d,
				    memory_space(w, clang_Cursor_getArgument(call, 1)));
	} else {
		if (strcmp(d, "constant") == 0)
			return false;
		head = arena_printf(w->u->arena, "cuport_memset_%s(", d);
	}
	rw_rewrite_call(w, call, head, NULL);
	return true;
}

/* The variables an argument names that the .cl renames (cl_var_renamed), once each; ctx is
 * {Unit *, StrList *}. */
static enum CXChildVisitResult renamed_refs(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	void **ctx = data;
	Unit *u = ctx[0];
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(c);
		const char *n = cursor_name(u, d);
		if (cl_var_renamed(d, n) && !strlist_contains(ctx[1], n))
			strlist_push(ctx[1], n);
	}
	return CXChildVisit_Recurse;
}

static bool word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* An argument's text, translated as a macro body is, with the renamed variables it names
 * spelled as the .cl declares them ("round" -> "round_"). */
static const char *arg_translated(RW *w, CXCursor call, unsigned i)
{
	const char *t = kernel_text_translate(w->u, rw_arg_text(w, call, i));
	StrList names = {0};
	void *ctx[2] = {w->u, &names};
	clang_visitChildren(clang_Cursor_getArgument(call, i), renamed_refs, ctx);
	renamed_refs(clang_Cursor_getArgument(call, i), clang_getNullCursor(), ctx);
	for (size_t k = 0; k < names.len; k++) {
		Buf b = {0};
		size_t n = strlen(names.items[k]);
		for (const char *p = t; *p;) {
			/* not a call: the built-in the text may have become has the same name */
			const char *after = p + n;
			while (*after == ' ')
				after++;
			if (strncmp(p, names.items[k], n) == 0 && !word_char(p[n]) && *after != '(' &&
			    (p == t || !word_char(p[-1]))) {
				buf_printf(&b, "%s_", names.items[k]);
				p += n;
			} else {
				buf_append(&b, p++, 1);
			}
		}
		t = arena_strdup(w->u->arena, b.data ? b.data : "");
		buf_free(&b);
	}
	strlist_free(&names);
	return t;
}

/* A rule's "to" with $1..$9 for the arguments: "clamp($1, 0.0f, 1.0f)". */
static const char *expand_template(RW *w, CXCursor call, const char *tmpl)
{
	Buf b = {0};
	int n = clang_Cursor_getNumArguments(call);
	for (const char *p = tmpl; *p; p++) {
		if (*p == '$' && p[1] >= '1' && p[1] <= '9' && p[1] - '1' < n) {
			buf_puts(&b, arg_translated(w, call, (unsigned)(p[1] - '1')));
			p++;
		} else {
			buf_append(&b, p, 1);
		}
	}
	const char *r = arena_strdup(w->u->arena, b.data ? b.data : "");
	buf_free(&b);
	return r;
}

/* The same, with the arguments left where they are written, so that what the rest of the
 * translation does inside them (a renamed variable, a cloned callee, an address space)
 * stays: possible when the template takes each argument once, in order, and the call and
 * its arguments are written in the file. The text around them is replaced piece by piece. */
static bool expand_in_place(RW *w, CXCursor call, const char *tmpl)
{
	int n = clang_Cursor_getNumArguments(call), last = -1;
	if (cursor_in_macro(call) || cursor_in_macro_arg(call) || rw_written_args(call) != n)
		return false;
	for (const char *p = tmpl; *p; p++)
		if (*p == '$' && p[1] >= '1' && p[1] <= '9') {
			if (p[1] - '1' <= last || p[1] - '1' >= n)
				return false;
			last = p[1] - '1';
		}
	for (int i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		if (cursor_in_macro(a) || cursor_in_macro_arg(a))
			return false;
	}
	unsigned from = cursor_begin(call);
	const char *piece = tmpl;
	for (const char *p = tmpl; *p; p++) {
		if (*p != '$' || p[1] < '1' || p[1] > '9')
			continue;
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)(p[1] - '1'));
		rw_replace(w, from, cursor_begin(a),
			   arena_strndup(w->u->arena, piece, (size_t)(p - piece)));
		from = cursor_end(a);
		piece = ++p + 1;
	}
	rw_replace(w, from, cursor_end(call), arena_strdup(w->u->arena, piece));
	return true;
}

/* __syncthreads_count(p) -> cuport_syncthreads_count(cuport_sync, p): a generated helper
 * with the address of the kernel's __local counter (CUPORT_BLOCK_COUNTER in the kernel, a
 * parameter of a device function). */
static const char *block_vote_head(RW *w, const Rule *r)
{
	if (!strlist_contains(&w->k->helpers, "sync"))
		strlist_push(&w->k->helpers, "sync");
	return arena_printf(w->u->arena, "%s(cuport_sync, ", r->to);
}

/* clock64() -> cuport_clock64(cuport_clk), __nanosleep(ns) -> cuport_nanosleep(cuport_clk,
 * ns): a built-in that needs the clock gets the work-item's counter (CUPORT_CLOCK in the
 * kernel, a parameter of a device function) as its first argument. */
static const char *clock_head(RW *w, const Rule *r, int nargs)
{
	return arena_printf(w->u->arena, "%s(cuport_clk%s", r->to, nargs > 0 ? ", " : "");
}

/* asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r) : "r"(a), "r"(b), "r"(c)) ->
 * r = cuport_lop3(a, b, c, 0x96): the operands' text stays, and their edits. */
static bool asm_op(RW *w, CXCursor stmt)
{
	AsmOp o = kscan_asm_op(w->k, stmt);
	if (!o.fn || o.nin == 0)
		return false;
	rw_replace(w, cursor_begin(stmt), o.out_begin, "");
	rw_replace(w, o.out_end, o.in[0][0], arena_printf(w->u->arena, " = %s(", o.fn));
	for (unsigned k = 1; k < o.nin; k++)
		rw_replace(w, o.in[k - 1][1], o.in[k][0], ", ");
	rw_replace(w, o.in[o.nin - 1][1], cursor_end(stmt),
		   o.imm ? arena_printf(w->u->arena, ", %s)", o.imm) : ")");
	return true;
}

void rw_asm(RW *w, CXCursor stmt)
{
	AsmClock a = kscan_asm_clock(w->k, stmt);
	if (!a.fn && asm_op(w, stmt))
		return;
	if (!a.fn) {
		unit_diag(w->u, a.reads_clock ? DIAG_KERNEL_TIMING : DIAG_KERNEL_INLINE_ASM,
			  clang_getCursorLocation(stmt));
		return;
	}
	/* asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)) -> t = cuport_globaltimer(...);
	 * asm("mov.u32 %0, %%laneid;" : "=r"(l)) -> l = cuport_lane_id() */
	rw_replace(w, cursor_begin(stmt), a.expr_begin, "");
	rw_replace(w, a.expr_end, cursor_end(stmt),
		   a.reads_clock ? arena_printf(w->u->arena, " = %s(cuport_clk)", a.fn)
				 : arena_printf(w->u->arena, " = %s", a.fn));
}

/* The function form: "to" renames the callee (the arguments cast to CUDA's overload); with
 * $* it is written around the call's own argument list, with $1..$9 an expression of the
 * arguments that replaces the whole call. */
static void function_call(RW *w, CXCursor call, CXCursor callee, const Rule *r)
{
	const char *all = strstr(r->to, "$*");
	if (all) {
		unsigned p = rw_call_paren(w, call);
		if (p == (unsigned)-1)
			return;
		rw_replace(w, cursor_begin(call), p,
			   arena_strndup(w->u->arena, r->to, (size_t)(all - r->to)));
		rw_insert(w, cursor_end(call), all + 2);
		return;
	}
	if (strchr(r->to, '$')) {
		if (!expand_in_place(w, call, r->to))
			rw_replace(w, cursor_begin(call), cursor_end(call),
				   expand_template(w, call, r->to));
		return;
	}
	/* the callee as written may be qualified: std::min(a, b), ::sqrtf(x) */
	CXCursor ce = cursor_child(call, 0);
	if (!cursor_in_macro(ce) &&
	    strcmp(rw_text_of(w, cursor_begin(ce), cursor_end(ce)), r->to) != 0)
		rw_replace(w, cursor_begin(ce), cursor_end(ce), r->to);
	cast_args(w, call, callee, r->to);
}

/* make_float4(x, y, z, w) -> (float4)(x, y, z, w); the 3-component ones are runtime
 * functions (their layout is the host's). */
static bool make_vector(RW *w, CXCursor call, const char *name)
{
	const char *v = strncmp(name, "make_", 5) == 0 ? cl_vector_name(w->u, name + 5) : NULL;
	if (!v)
		return false;
	if (strncmp(v, "cuport_", 7) == 0)
		rw_rewrite_call(w, call, arena_printf(w->u->arena, "cuport_make_%s(", v + 7), NULL);
	else
		rw_rewrite_call(w, call, arena_printf(w->u->arena, "(%s)(", v), NULL);
	return true;
}

/* A call of a CUDA device built-in, translated as its entry in the device_functions table
 * says. False when the table does not know it. */
static bool device_builtin(RW *w, CXCursor call, CXCursor callee, const char *name)
{
	/* <cmath>'s abs overloads (std::abs(float), abs(long long)) are fabs and llabs */
	if (strcmp(name, "abs") == 0) {
		enum CXTypeKind t = clang_getCanonicalType(clang_getCursorType(call)).kind;
		if (t == CXType_Float || t == CXType_Double)
			name = "fabs";
		else if (t == CXType_Long || t == CXType_LongLong)
			name = "llabs";
	}
	const Rule *r = rules_find(w->u->run->rules, RULE_DEVICE_FUNC, name);
	if (!r)
		return make_vector(w, call, name);
	if (r->support == SUPPORT_UNSUPPORTED || !r->to) {
		unit_diag(w->u, rule_diag(r), clang_getCursorLocation(call), name);
		return true;
	}
	switch (r->form) {
	case FORM_ATOMIC:
		atomic_call(w, call, r);
		return true;
	case FORM_WARP:
		warp_call(w, call, r);
		return true;
	case FORM_BLOCK_VOTE:
		rw_rewrite_call(w, call, block_vote_head(w, r), NULL);
		return true;
	case FORM_TEXTURE:
		if (!ktex_fetch(w, call, callee, r))
			unit_diag(w->u, DIAG_KERNEL_TEXTURE, clang_getCursorLocation(call), name);
		return true;
	case FORM_SURFACE:
		if (!ktex_surface(w, call, callee, r))
			unit_diag(w->u, DIAG_KERNEL_TEXTURE, clang_getCursorLocation(call), name);
		return true;
	case FORM_RAND:
		rand_call(w, call, r);
		return true;
	case FORM_EXPRESSION:
		rw_replace(w, cursor_begin(call), cursor_end(call), expand_template(w, call, r->to));
		return true;
	case FORM_FUNCTION:
		if (r->needs & NEED(CLOCK))
			rw_rewrite_call(w, call, clock_head(w, r, rw_written_args(call)), NULL);
		else
			function_call(w, call, callee, r);
		return true;
	case FORM_INDEX:
	case FORM_CONSTANT:
	case FORM_COUNT:
		break;
	}
	return false;
}

/* OpenCL C's printf has no 'll' or 'z' length modifiers: its 'l' is 64 bits already. */
static void printf_format(RW *w, CXCursor call)
{
	if (clang_Cursor_getNumArguments(call) < 1)
		return;
	CXCursor lit = cursor_skip_implicit(clang_Cursor_getArgument(call, 0));
	if (clang_getCursorKind(lit) != CXCursor_StringLiteral || cursor_in_macro(lit))
		return;
	unsigned b = cursor_begin(lit), e = cursor_end(lit);
	const char *t = rw_text_of(w, b, e);
	if (!strstr(t, "%ll") && !strstr(t, "%z") && !strstr(t, "ll") && !strstr(t, "z"))
		return;
	Buf out = {0};
	bool changed = false;
	for (const char *p = t; *p; p++) {
		buf_append(&out, p, 1);
		if (*p != '%')
			continue;
		/* flags, width, precision, then the length modifier */
		const char *q = p + 1;
		while (*q && strchr("-+ #0123456789.*", *q))
			q++;
		buf_append(&out, p + 1, (size_t)(q - p - 1));
		if (q[0] == 'l' && q[1] == 'l') {
			buf_puts(&out, "l");
			q += 2;
			changed = true;
		} else if (q[0] == 'z' || q[0] == 'j' || q[0] == 't') {
			buf_puts(&out, "l");
			q += 1;
			changed = true;
		}
		p = q - 1;
	}
	if (changed)
		rw_replace(w, b, e, arena_strdup(w->u->arena, out.data));
	buf_free(&out);
}

bool kscan_is_std_identity(Unit *u, CXCursor call)
{
	CXCursor callee = clang_getCursorReferenced(call);
	if (clang_getCursorKind(callee) != CXCursor_FunctionDecl ||
	    clang_Cursor_getNumArguments(call) != 1)
		return false;
	static const char *const names[] = {"forward", "move", "as_const", "move_if_noexcept"};
	const char *name = cursor_name(u, callee);
	bool found = false;
	for (size_t i = 0; i < countof(names) && !found; i++)
		found = strcmp(name, names[i]) == 0;
	if (!found)
		return false;
	/* std, or the inline namespace of a standard library inside it (std::__1) */
	for (CXCursor p = clang_getCursorSemanticParent(callee);
	     clang_getCursorKind(p) == CXCursor_Namespace; p = clang_getCursorSemanticParent(p))
		if (strcmp(cursor_name(u, p), "std") == 0)
			return true;
	return false;
}

/* std::forward<T>(x), std::move(x): casts that C has no need of, (x). */
static bool std_identity(RW *w, CXCursor call)
{
	if (!kscan_is_std_identity(w->u, call) || cursor_in_macro(call))
		return false;
	CXCursor arg = clang_Cursor_getArgument(call, 0);
	unsigned ab = cursor_begin(arg), ae = cursor_end(arg);
	if (ab <= cursor_begin(call) || ae >= cursor_end(call))
		return false;
	rw_replace(w, cursor_begin(call), ab, "(");
	rw_replace(w, ae, cursor_end(call), ")");
	return true;
}

/* Whether callee is std::name or thrust::name (any inline namespace between). */
static bool std_or_thrust(Unit *u, CXCursor callee, const char *name)
{
	if (strcmp(cursor_name(u, callee), name) != 0 || cursor_in_user_code(u, callee))
		return false;
	CXCursor ns = clang_getCursorSemanticParent(callee);
	while (clang_getCursorKind(ns) == CXCursor_Namespace && str_starts(cursor_name(u, ns), "__"))
		ns = clang_getCursorSemanticParent(ns);
	return strcmp(cursor_name(u, ns), "std") == 0 || strcmp(cursor_name(u, ns), "thrust") == 0;
}

/* make_pair(a, b) -> (cuport_pair_A_B){a, b}; `tie(x, y) = e;` (a statement of its own,
 * x and y variables) -> the block `{ cuport_pair_A_B cuport_tied = e; x =
 * cuport_tied.first; y = cuport_tied.second; }`, which stands wherever the statement did
 * (a loop's or an if's body too). Whether the call was one of them; any other tie is
 * reported as before (CUPORT1206). */
static bool pair_call(RW *w, CXCursor call, CXCursor callee)
{
	Unit *u = w->u;
	if (cursor_in_macro(call))
		return false;
	if (std_or_thrust(u, callee, "make_pair") && clang_Cursor_getNumArguments(call) == 2) {
		const char *pt = cl_pair_type(u, clang_getCursorType(call));
		if (!pt)
			return false;
		CXCursor a0 = clang_Cursor_getArgument(call, 0), a1 = clang_Cursor_getArgument(call, 1);
		rw_replace(w, cursor_begin(call), cursor_begin(a0), arena_printf(u->arena, "(%s){", pt));
		rw_replace(w, cursor_end(a1), cursor_end(call), "}");
		return true;
	}
	if (std_or_thrust(u, callee, "tie"))
		return rw_covered(&w->ef, cursor_begin(call), cursor_end(call));   /* done below */
	/* an operator call's arguments are its operands: the tie, then the pair */
	if (strcmp(cursor_name(u, callee), "operator=") != 0 || cursor_in_user_code(u, callee) ||
	    clang_Cursor_getNumArguments(call) != 2)
		return false;
	CXCursor obj = cursor_skip_implicit(clang_Cursor_getArgument(call, 0));
	CXCursor tie = clang_getCursorReferenced(obj);
	CXCursor rhs = clang_Cursor_getArgument(call, 1);
	const char *pt = cl_pair_type(u, clang_getCursorType(rhs));
	unsigned up = 0;   /* past the temporaries' cleanups */
	while (clang_getCursorKind(rw_parent_at(w, up)) == CXCursor_UnexposedExpr)
		up++;
	if (clang_getCursorKind(obj) != CXCursor_CallExpr || !std_or_thrust(u, tie, "tie") ||
	    clang_Cursor_getNumArguments(obj) != 2 || !pt ||
	    !clang_isStatement(clang_getCursorKind(rw_parent_at(w, up))))
		return false;
	const char *names[2];
	for (int i = 0; i < 2; i++) {
		CXCursor a = cursor_skip_implicit(clang_Cursor_getArgument(obj, (unsigned)i));
		if (clang_getCursorKind(a) != CXCursor_DeclRefExpr ||
		    clang_getCursorKind(clang_getCursorReferenced(a)) != CXCursor_VarDecl)
			return false;
		names[i] = cl_ident(u, clang_getCursorReferenced(a));
	}
	unsigned semi = rw_skip_blank(w, cursor_end(call));
	if (semi >= w->ef.len || w->ef.text[semi] != ';')
		return false;
	rw_replace(w, cursor_begin(call), cursor_begin(rhs),
		   arena_printf(u->arena, "{ %s cuport_tied = ", pt));
	rw_replace(w, semi, semi + 1,
		   arena_printf(u->arena, "; %s = cuport_tied.first; %s = cuport_tied.second; }",
				names[0], names[1]));
	return true;
}

void rw_builtin_call(RW *w, CXCursor call, CXCursor callee)
{
	Unit *u = w->u;
	const char *name = cursor_name(u, callee);
	if (pair_call(w, call, callee))
		return;
	if (strcmp(name, "__cudaPushCallConfiguration") == 0 || strcmp(name, "cudaConfigureCall") == 0)
		return; /* a launch in device code, reported by the scan */
	if (std_identity(w, call))
		return;
	if (rw_half_call(w, call, callee) || rw_cub_call(w, call, callee))
		return;
	if (kscan_is_grid_sync(u, call, callee)) {
		/* the grid barrier of the device header, on the counter the runtime passes */
		if (cursor_in_macro(call))
			unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
				  "grid.sync() in a macro body");
		else {
			unit_diag(u, DIAG_KERNEL_GRID_SYNC, clang_getCursorLocation(call), "grid.sync()");
			rw_replace(w, cursor_begin(call), cursor_end(call),
				   "cuport_grid_sync(cuport_grid_barrier)");
		}
		return;
	}
	if (kasync_call(w, call, callee, name) || kwmma_call(w, call, callee, name))
		return;
	if (clang_getCursorKind(callee) == CXCursor_CXXMethod ||
	    strcmp(name, "sync") == 0) {
		if (group_call(w, call, callee, name))
			return;
	}
	/* cg::wait(g), cg::wait_prior<N>(g): the group's copies were made when issued (async.c);
	 * what is left is making the others' visible, the group's sync */
	if ((strcmp(name, "wait") == 0 || strcmp(name, "wait_prior") == 0) &&
	    clang_getCursorKind(callee) != CXCursor_CXXMethod && group_call(w, call, callee, "sync"))
		return;
	if ((strcmp(name, "reduce") == 0 || strcmp(name, "inclusive_scan") == 0 ||
	     strcmp(name, "exclusive_scan") == 0) && group_collective(w, call, name))
		return;
	if (strcmp(name, "this_thread_block") == 0 || strcmp(name, "tiled_partition") == 0)
		return; /* only in declarations, which are removed */
	if ((strcmp(name, "coalesced_threads") == 0 || strcmp(name, "labeled_partition") == 0 ||
	     strcmp(name, "binary_partition") == 0) &&
	    rw_covered(&w->ef, cursor_begin(call), cursor_begin(call) + 1))
		return; /* its declaration became the device header's (rw_group_maker_decl) */
	if (strcmp(name, "this_grid") == 0 ||
	    strcmp(cursor_name(u, clang_getCursorSemanticParent(callee)), "grid_group") == 0) {
		/* the grid's rank and size are indices; its barrier is cuport_grid_sync, above */
		static const struct { const char *m, *to; } grid[] = {
			{"thread_rank", "cuport_grid_rank()"}, {"size", "cuport_grid_size()"},
			{"num_threads", "cuport_grid_size()"}, {"block_rank", "cuport_linear_group_id()"},
			{"num_blocks", "cuport_grid_blocks()"}, {"is_valid", "1"}};
		if (strcmp(name, "this_grid") == 0)
			return;   /* only in declarations, which are removed */
		for (size_t i = 0; i < countof(grid); i++)
			if (strcmp(name, grid[i].m) == 0) {
				rw_replace(w, cursor_begin(call), cursor_end(call), grid[i].to);
				return;
			}
		unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call), name);
		return;
	}
	if ((strcmp(name, "memcpy") == 0 || strcmp(name, "memset") == 0) &&
	    memory_call(w, call, name))
		return;
	if (strcmp(name, "printf") == 0)
		printf_format(w, call);
	if (rw_std_constant_call(w, call, callee))
		return;
	if (device_builtin(w, call, callee, name))
		return;
	if (clang_getCursorKind(callee) == CXCursor_Constructor &&
	    cl_group_operator(clang_getCursorType(call))) {
		rw_replace(w, cursor_begin(call), cursor_end(call), "(uchar)0");   /* cg::plus<T>() */
		return;
	}
	if (clang_getCursorKind(callee) == CXCursor_Constructor ||
	    clang_getCursorKind(callee) == CXCursor_ConversionFunction)
		return;
	unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call), name);
}

void rw_macro_builtin(RW *w, CXCursor call, CXCursor callee, int nargs)
{
	const char *name = cursor_name(w->u, callee);
	const Rule *r = rules_find(w->u->run->rules, RULE_DEVICE_FUNC, name);
	const char *head = NULL, *tail = NULL;
	if (!r)
		return;   /* the text says all (make_float4, a C function) */
	if (r->support == SUPPORT_UNSUPPORTED || !r->to) {
		unit_diag(w->u, rule_diag(r), clang_getCursorLocation(call), name);
		return;
	}
	switch (r->form) {
	case FORM_ATOMIC:
		name = atomic_name(w, call, r);
		if (name)
			head = arena_printf(w->u->arena, "%s(", name);
		break;
	case FORM_WARP:
		if (!warp_parts(w, call, r, nargs, &head, &tail))
			head = NULL;
		break;
	case FORM_BLOCK_VOTE:
		head = block_vote_head(w, r);
		break;
	case FORM_RAND:   /* the state's generator and space are the instance's */
		unit_diag(w->u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call), name);
		return;
	case FORM_TEXTURE:
		head = ktex_macro_head(w, call, callee, r);
		break;
	case FORM_SURFACE:
		unit_diag(w->u, DIAG_KERNEL_TEXTURE_OBJECT, clang_getCursorLocation(call), name,
			  "is read or written in a macro body, which cuport does not translate: "
			  "expand the macro by hand");
		return;
	case FORM_FUNCTION: {
		if (r->needs & NEED(CLOCK)) {
			head = clock_head(w, r, nargs);
			break;
		}
		/* A rename is translated in the text, but which overload OpenCL picks depends on
		 * the arguments, which a macro does not know: each argument is cast to its
		 * parameter's type in CUDA's declaration (__mul24 of an unsigned: (int)). */
		if (strchr(r->to, '$'))
			return;
		int n = clang_Cursor_getNumArguments(call), np = clang_Cursor_getNumArguments(callee);
		const char **casts = arena_alloc(w->u->arena, (size_t)(n + 1) * sizeof *casts);
		bool any = false;
		for (int i = 0; i < n; i++) {
			casts[i] = i < np ? arg_type(callee, r->to, i) : NULL;
			any |= casts[i] != NULL;
		}
		if (any)
			rw_macro_record_casts(w, call, arena_printf(w->u->arena, "%s(", r->to), casts, n);
		return;
	}
	default:
		return;   /* the expression form is translated in the text */
	}
	if (head)
		rw_macro_record(w, call, head, tail);
}

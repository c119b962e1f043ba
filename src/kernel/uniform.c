/*
 * Uniformity: how much a value of an instance may differ between the work-items that run
 * it. The convergence pass asks it two questions. Does a loop holding warp exchanges run
 * the same number of times in every work-item of the block (a loop over `o = 16; o > 0;
 * o >>= 1` does, a grid-stride loop from threadIdx.x does not)? And is a memory address the
 * same in every lane of a warp segment (`y[m]` with m from blockIdx and threadIdx.y, in a
 * block whose rows are the segments)?
 *
 * The answer is a Vary: VARY_NONE (the same in the whole block: constants, blockIdx,
 * blockDim, gridDim, warpSize, a kernel's parameters), VARY_ROWS (may differ between the
 * rows of the block: threadIdx.y and .z as well), VARY_LANES (anything else: threadIdx.x,
 * loads, calls of the program's functions, exchanges, a device function's parameters).
 * A local variable varies as much as the most varying value ever assigned to it, or the
 * most varying condition of a branch or loop an assignment sits in; its address taken, it
 * varies by lane. Computed once per instance by iterating to a fixed point over its body,
 * from the optimistic start (every local the same everywhere). The same walk marks the
 * locals that hold a value from a warp shuffle (rw_shfl_derived).
 */
#include "kernel.h"

#include <stdlib.h>
#include <string.h>

struct VaryVar {
	CXCursor decl;
	Vary vary;
	bool shfl;               /* assigned a value derived from a warp shuffle */
};

/* The branches and loops around the statement being walked: an assignment under one of
 * them varies as its condition does, for a variable declared outside it (one declared
 * inside holds the same values in every work-item that runs the branch). */
struct Frame {
	unsigned b, e;
	Vary cond;
};

typedef struct {
	RW *w;
	bool changed;
	struct Frame *frames;
	unsigned nframes, capframes;
} VaryWalk;

static Vary vmax(Vary a, Vary b)
{
	return a > b ? a : b;
}

static struct VaryVar *var_of(RW *w, CXCursor d)
{
	for (size_t i = 0; i < w->nvary; i++)
		if (clang_equalCursors(w->vary[i].decl, d))
			return &w->vary[i];
	return NULL;
}

static void add_var(RW *w, CXCursor d, Vary v)
{
	if (var_of(w, d))
		return;
	w->vary = xrealloc(w->vary, (w->nvary + 1) * sizeof *w->vary);
	w->vary[w->nvary++] = (struct VaryVar){d, v, false};
}

static enum CXChildVisitResult collect_locals(CXCursor c, CXCursor parent, CXClientData d)
{
	if (clang_getCursorKind(c) == CXCursor_LambdaExpr)
		return CXChildVisit_Continue;
	if (clang_getCursorKind(c) == CXCursor_VarDecl &&
	    !(collect_cuda_attrs(c) & (CUDA_ATTR_SHARED | CUDA_ATTR_DEVICE | CUDA_ATTR_CONSTANT)))
		add_var(d, c, VARY_NONE);
	return CXChildVisit_Recurse;
}

/* A built-in function whose result is a function of its arguments alone (min, sqrtf,
 * __popc): not a load, an atomic, an exchange, a clock or a random number. */
static bool pure_builtin(RW *w, CXCursor callee)
{
	Unit *u = w->u;
	if (clang_Cursor_isNull(callee) || clang_getCursorKind(callee) != CXCursor_FunctionDecl ||
	    cursor_is_user_function(u, callee) || kscan_is_warp_call(u, callee))
		return false;   /* a group's methods (thread_rank) are the lane's */
	const char *n = cursor_name(u, callee);
	static const char *const impure[] = {"atomic", "ld", "clock", "timer", "rand", "tex",
					     "surf", "sync", "printf", "malloc", "fence", "match",
					     "rank", "lane", "thread", "warp", "block", "grid"};
	for (size_t i = 0; i < countof(impure); i++)
		if (strstr(n, impure[i]))
			return false;
	return true;
}

/* Whether name is a template parameter of the instance's template (or of its class's): in
 * the pattern libclang refers to it with no declaration; the instance's text is a constant. */
static bool template_param(RW *w, CXCursor decl, const char *name)
{
	bool found = false;
	for (int up = 0; up < 2 && !found; up++) {
		CXCursor t = clang_getSpecializedCursorTemplate(decl);
		if (clang_Cursor_isNull(t))
			t = decl;
		Cursors ch = {0};
		cursor_children(t, &ch);
		for (unsigned i = 0; i < ch.len && !found; i++)
			found = clang_getCursorKind(ch.items[i]) == CXCursor_NonTypeTemplateParameter &&
				strcmp(cursor_name(w->u, ch.items[i]), name) == 0;
		cursor_list_free(&ch);
		decl = clang_getCursorSemanticParent(decl);
		if (clang_Cursor_isNull(decl) || clang_isInvalid(clang_getCursorKind(decl)))
			break;
	}
	return found;
}

/* tile.size(), block.num_threads(): the same in the whole block (a coalesced group's is
 * not: it is its warp's). */
static bool group_size(RW *w, CXCursor call, CXCursor method)
{
	const char *n = cursor_name(w->u, method);
	if (strcmp(n, "size") != 0 && strcmp(n, "num_threads") != 0 &&
	    strcmp(n, "meta_group_size") != 0)
		return false;
	bool arrow;
	CXCursor obj = cursor_member_call_object(call, &arrow);
	unsigned tile;
	GroupKind gk = clang_Cursor_isNull(obj) ? GROUP_NONE
						: cl_group_kind(clang_getCursorType(obj), &tile);
	return gk == GROUP_BLOCK || gk == GROUP_TILE;
}

static Vary ref_vary(RW *w, CXCursor e)
{
	CXCursor d = clang_getCursorReferenced(e);
	if (clang_Cursor_isNull(d) || clang_isInvalid(clang_getCursorKind(d)))
		return !cursor_in_macro(e) &&
		       template_param(w, w->in->decl, rw_text_of(w, cursor_begin(e), cursor_end(e)))
			       ? VARY_NONE : VARY_LANES;
	switch (clang_getCursorKind(d)) {
	case CXCursor_EnumConstantDecl:
	case CXCursor_NonTypeTemplateParameter:
	case CXCursor_FunctionDecl:
		return VARY_NONE;
	case CXCursor_VarDecl:
	case CXCursor_ParmDecl: {
		struct VaryVar *v = var_of(w, d);
		if (v)
			return v->vary;
		const Rule *r = kscan_builtin_var(w->u, d);
		if (r)   /* threadIdx alone (not .x/.y/.z) varies by lane */
			return strcmp(r->from, "threadIdx") == 0 ? VARY_LANES : VARY_NONE;
		if (collect_cuda_attrs(d) & CUDA_ATTR_CONSTANT)
			return VARY_NONE;
		CXType t = clang_getCursorType(d);
		return clang_isConstQualifiedType(t) && t.kind != CXType_Pointer ? VARY_NONE
										  : VARY_LANES;
	}
	default:
		return VARY_LANES;
	}
}

static Vary vary_of(RW *w, CXCursor e);

static Vary member_vary(RW *w, CXCursor e)
{
	CXCursor base = cursor_skip_implicit(cursor_child(e, 0));
	if (clang_Cursor_isNull(base))
		return VARY_LANES;   /* a member of this */
	if (clang_getCursorKind(base) == CXCursor_DeclRefExpr) {
		const Rule *r = kscan_builtin_var(w->u, clang_getCursorReferenced(base));
		if (r && strcmp(r->from, "threadIdx") == 0) {
			/* .y or .z as written (with a CUDA SDK the member is a property whose
			 * cursor is not named after it) */
			const char *t = cursor_in_macro(e) ? "" : rw_text_of(w, cursor_begin(e), cursor_end(e));
			size_t n = strlen(t);
			while (n && (t[n - 1] == ' ' || t[n - 1] == '\t'))
				n--;
			bool row = n >= 2 && (t[n - 1] == 'y' || t[n - 1] == 'z') &&
				   (t[n - 2] == '.' || t[n - 2] == ' ');
			return row ? VARY_ROWS : VARY_LANES;
		}
		if (r)
			return VARY_NONE;
	}
	if (clang_getCanonicalType(clang_getCursorType(base)).kind == CXType_Pointer)
		return VARY_LANES;   /* p->f: a load */
	return vary_of(w, base);
}

static Vary children_vary(RW *w, CXCursor e)
{
	Cursors ch = {0};
	cursor_children(e, &ch);
	Vary v = VARY_NONE;
	for (unsigned i = 0; i < ch.len && v < VARY_LANES; i++)
		if (clang_isExpression(clang_getCursorKind(ch.items[i])))
			v = vmax(v, vary_of(w, ch.items[i]));
	cursor_list_free(&ch);
	return v;
}

static Vary vary_of(RW *w, CXCursor e)
{
	switch (clang_getCursorKind(e)) {
	case CXCursor_IntegerLiteral:
	case CXCursor_FloatingLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_StringLiteral:
	case CXCursor_CXXBoolLiteralExpr:
	case CXCursor_CXXNullPtrLiteralExpr:
	case CXCursor_UnaryExpr:   /* sizeof, alignof */
		return VARY_NONE;
	case CXCursor_DeclRefExpr:
		return ref_vary(w, e);
	case CXCursor_MemberRefExpr:
		return member_vary(w, e);
	case CXCursor_ArraySubscriptExpr: {
		CXCursor base = cursor_skip_implicit(cursor_child(e, 0));
		if (clang_getCursorKind(base) == CXCursor_DeclRefExpr &&
		    (collect_cuda_attrs(clang_getCursorReferenced(base)) & CUDA_ATTR_CONSTANT))
			return vary_of(w, cursor_child(e, 1));   /* __constant__ memory */
		return VARY_LANES;
	}
	case CXCursor_UnaryOperator:
		if (clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_Deref)
			return VARY_LANES;
		return children_vary(w, e);
	case CXCursor_CallExpr: {
		CXCursor callee = clang_getCursorReferenced(e);
		enum CXCursorKind ck = clang_getCursorKind(callee);
		if (ck == CXCursor_Constructor && !cursor_is_user_ctor(w->u, callee))
			return children_vary(w, e);   /* a conversion or copy */
		if (ck == CXCursor_CXXMethod && group_size(w, e, callee))
			return VARY_NONE;
		return pure_builtin(w, callee) ? children_vary(w, e) : VARY_LANES;
	}
	case CXCursor_LambdaExpr:
	case CXCursor_CXXThisExpr:
		return VARY_LANES;
	default:
		if (!clang_isExpression(clang_getCursorKind(e)))
			return VARY_LANES;
		return children_vary(w, e);
	}
}

/* ---- the walk: what each local is assigned, under which conditions ---- */

/* The local a store to lhs changes: `x = `, `s.f = `; a null cursor for memory. */
static CXCursor assigned_local(CXCursor lhs)
{
	lhs = cursor_skip_implicit(lhs);
	while (clang_getCursorKind(lhs) == CXCursor_MemberRefExpr ||
	       clang_getCursorKind(lhs) == CXCursor_ArraySubscriptExpr) {
		CXCursor base = cursor_skip_implicit(cursor_child(lhs, 0));
		if (clang_Cursor_isNull(base) ||
		    clang_getCanonicalType(clang_getCursorType(base)).kind == CXType_Pointer)
			return clang_getNullCursor();
		lhs = base;
	}
	if (clang_getCursorKind(lhs) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	return clang_getCursorReferenced(lhs);
}

static void raise_var(VaryWalk *vw, CXCursor d, Vary v, bool shfl)
{
	struct VaryVar *x = clang_Cursor_isNull(d) ? NULL : var_of(vw->w, d);
	if (!x)
		return;
	unsigned db = cursor_begin(d);
	for (unsigned i = 0; i < vw->nframes; i++)
		if ((db < vw->frames[i].b || db >= vw->frames[i].e) && vw->frames[i].cond > v)
			v = vw->frames[i].cond;
	if (v > x->vary) {
		x->vary = v;
		vw->changed = true;
	}
	if (shfl && !x->shfl) {
		x->shfl = true;
		vw->changed = true;
	}
}

static enum CXChildVisitResult find_shfl(CXCursor c, CXCursor parent, CXClientData d)
{
	void **ctx = d;
	RW *w = ctx[0];
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_LambdaExpr)
		return CXChildVisit_Continue;
	bool hit = false;
	if (k == CXCursor_DeclRefExpr) {
		struct VaryVar *v = var_of(w, clang_getCursorReferenced(c));
		hit = v && v->shfl;
	} else if (k == CXCursor_CallExpr) {
		CXCursor callee = clang_getCursorReferenced(c);
		if (kscan_is_warp_call(w->u, callee))
			hit = strstr(cursor_name(w->u, callee), "shfl") != NULL;
		for (size_t i = 0; i < w->in->ncalls && !hit; i++)
			if (cursor_same(w->in->calls[i].call, c))
				for (size_t r = 0; r < w->in->calls[i].callee->nres; r++)
					hit = hit || w->in->calls[i].callee->res[r]->kind == RES_WARP;
	}
	if (hit) {
		*(bool *)ctx[1] = true;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static bool shfl_in(RW *w, CXCursor e)
{
	bool found = false;
	void *ctx[2] = {w, &found};
	find_shfl(e, e, ctx);
	if (!found)
		clang_visitChildren(e, find_shfl, ctx);
	return found;
}

static void walk(VaryWalk *vw, CXCursor s);

static void walk_children(VaryWalk *vw, CXCursor s)
{
	Cursors ch = {0};
	cursor_children(s, &ch);
	for (unsigned i = 0; i < ch.len; i++)
		walk(vw, ch.items[i]);
	cursor_list_free(&ch);
}

/* A branch or loop: what runs under it depends on its condition (for a loop, on every
 * expression of its head, which is what decides how often it runs). */
static void walk_control(VaryWalk *vw, CXCursor s)
{
	Cursors ch = {0};
	cursor_children(s, &ch);
	Vary c = VARY_NONE;
	for (unsigned i = 0; i < ch.len; i++)
		if (clang_isExpression(clang_getCursorKind(ch.items[i])))
			c = vmax(c, vary_of(vw->w, ch.items[i]));
	if (clang_getCursorKind(s) == CXCursor_ConditionalOperator && ch.len == 3)
		c = vary_of(vw->w, ch.items[0]);
	if (vw->nframes == vw->capframes) {
		vw->capframes = vw->capframes ? vw->capframes * 2 : 16;
		vw->frames = xrealloc(vw->frames, vw->capframes * sizeof *vw->frames);
	}
	vw->frames[vw->nframes++] = (struct Frame){cursor_begin(s), cursor_end(s), c};
	for (unsigned i = 0; i < ch.len; i++)
		walk(vw, ch.items[i]);
	vw->nframes--;
	cursor_list_free(&ch);
}

static void walk(VaryWalk *vw, CXCursor s)
{
	RW *w = vw->w;
	switch (clang_getCursorKind(s)) {
	case CXCursor_LambdaExpr:
		return;
	case CXCursor_VarDecl: {
		CXCursor init = cursor_last_expression(s);
		if (!clang_Cursor_isNull(init))
			raise_var(vw, s, vary_of(w, init), shfl_in(w, init));
		else
			raise_var(vw, s, VARY_NONE, false);
		walk_children(vw, s);
		return;
	}
	case CXCursor_IfStmt:
	case CXCursor_ForStmt:
	case CXCursor_WhileStmt:
	case CXCursor_DoStmt:
	case CXCursor_SwitchStmt:
	case CXCursor_ConditionalOperator:
		walk_control(vw, s);
		return;
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator: {
		CXCursor rhs = cursor_child(s, 1);
		if (clang_getCursorKind(s) == CXCursor_CompoundAssignOperator ||
		    clang_getCursorBinaryOperatorKind(s) == CXBinaryOperator_Assign)
			raise_var(vw, assigned_local(cursor_child(s, 0)), vary_of(w, rhs),
			      shfl_in(w, rhs));
		walk_children(vw, s);
		return;
	}
	case CXCursor_UnaryOperator: {
		enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(s);
		CXCursor d = assigned_local(cursor_child(s, 0));
		if (op == CXUnaryOperator_AddrOf)
			raise_var(vw, d, VARY_LANES, false);
		else if (op != CXUnaryOperator_Deref && op != CXUnaryOperator_Plus &&
			 op != CXUnaryOperator_Minus && op != CXUnaryOperator_Not &&
			 op != CXUnaryOperator_LNot)
			raise_var(vw, d, VARY_NONE, false);   /* ++, -- */
		walk_children(vw, s);
		return;
	}
	case CXCursor_CallExpr: {
		/* a local passed to a C++ reference parameter may be written by the callee */
		CXCursor callee = clang_getCursorReferenced(s);
		int n = clang_Cursor_getNumArguments(s);
		for (int a = 0; a < n; a++) {
			CXCursor arg = clang_Cursor_getArgument(s, (unsigned)a);
			CXType pt = clang_Cursor_isNull(callee) || a >= clang_Cursor_getNumArguments(callee)
					    ? clang_getCursorType(arg)
					    : clang_getCursorType(clang_Cursor_getArgument(callee, (unsigned)a));
			if (pt.kind == CXType_LValueReference &&
			    !clang_isConstQualifiedType(clang_getPointeeType(pt)))
				raise_var(vw, assigned_local(arg), VARY_LANES, false);
		}
		walk_children(vw, s);
		return;
	}
	default:
		walk_children(vw, s);
		return;
	}
}

static void vary_prepare(RW *w)
{
	if (w->vary_ready)
		return;
	w->vary_ready = true;
	CXCursor body = clang_getNullCursor();
	Cursors ch = {0};
	cursor_children(w->in->decl, &ch);
	for (unsigned i = 0; i < ch.len; i++) {
		if (clang_getCursorKind(ch.items[i]) == CXCursor_ParmDecl)
			add_var(w, ch.items[i], w->in->kernel ? VARY_NONE : VARY_LANES);
		if (clang_getCursorKind(ch.items[i]) == CXCursor_CompoundStmt)
			body = ch.items[i];
	}
	cursor_list_free(&ch);
	if (clang_Cursor_isNull(body))
		return;
	clang_visitChildren(body, collect_locals, w);
	VaryWalk vw = {.w = w, .changed = true};
	for (int round = 0; vw.changed && round < 16; round++) {
		vw.changed = false;
		walk(&vw, body);
	}
	free(vw.frames);
	if (vw.changed)   /* no fixed point: assume the worst */
		for (size_t i = 0; i < w->nvary; i++)
			w->vary[i].vary = VARY_LANES;
}

Vary rw_vary(RW *w, CXCursor e)
{
	vary_prepare(w);
	return vary_of(w, e);
}

bool rw_shfl_derived(RW *w, CXCursor e)
{
	vary_prepare(w);
	return shfl_in(w, e);
}

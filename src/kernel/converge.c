/*
 * Convergence.
 *
 * On devices without native warp operations (CPUs, PoCL) a warp exchange is a work-group
 * barrier, which every work-item of the group must reach. CUDA code often exchanges inside
 * a branch that only some warps or lanes take (`if (warp == 0) v = warpSum(v);`). Such an
 * `if` is made convergent by predication: the condition is computed once into a flag, the
 * statements holding exchanges run for every work-item, and everything else (stores,
 * atomics, assignments to variables outside the branch) happens only where the flag is set:
 *
 *   if (c) { T x = f(); x += shfl(x); if (r) *p = x; }
 *   -> { const bool cuport_p0 = (c); T x = cuport_p0 ? (f()) : 0; x += shfl(x);
 *        if (cuport_p0) if (r) *p = x; }
 *
 * The result is the same on every device; on NVIDIA the exchange runs in all lanes, which
 * is what a full-mask shuffle needs anyway. A branch this cannot express (a return inside
 * it, an exchange in its condition) is left as written with a diagnostic.
 *
 * Which work-items took the branch stays known: each predicated branch is a region with its
 * flag, so __activemask() and cg::coalesced_threads() inside it vote on the flag instead of
 * asking the hardware (whose lanes all run the code now). An exchange whose result is stored
 * (`dst[atomicAggInc(n)] = x;`) moves into a temporary that every work-item computes:
 * `{ int cuport_h0 = atomicAggInc(n, cuport_p0); if (cuport_p0) dst[cuport_h0] = x; }`. A
 * device function that needs the flag (RES_ACTIVE) gets it as the hidden argument
 * cuport_active, and its body is predicated on it, so its stores and atomics happen only in
 * the work-items that really called it.
 */
#include "kernel.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>


static enum CXChildVisitResult find_warp(CXCursor c, CXCursor parent, CXClientData d)
{
	void **ctx = d;
	RW *w = ctx[0];
	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		for (size_t i = 0; i < w->in->ncalls; i++)
			if (cursor_same(w->in->calls[i].call, c)) {
				Inst *t = w->in->calls[i].callee;
				if (t->lockstep)
					goto found;
				for (size_t r = 0; r < t->nres; r++)
					if (t->res[r]->kind == RES_WARP)
						goto found;
			}
		CXCursor f = clang_getCursorReferenced(c);
		/* cg::sync(g) of a tile or a thread_group is a warp exchange too: a branch holding
		 * it is predicated, or its barrier would be reached by only some work-items */
		if (kscan_is_warp_call(w->u, f) ||
		    (!clang_Cursor_isNull(f) && kscan_is_free_tile_sync(w->u, c, f)))
			goto found;
	}
	return CXChildVisit_Recurse;
found:
	*(bool *)ctx[1] = true;
	return CXChildVisit_Break;
}

bool rw_has_warp(RW *w, CXCursor c)
{
	unsigned b = cursor_begin(c), e = cursor_end(c);
	for (size_t i = 0; i < w->nlocks; i++)
		if (w->locks[i].b >= b && w->locks[i].b < e)
			return true;   /* warp-synchronous statements: barriers */
	for (size_t i = 0; i < w->nstores; i++)
		if (w->stores[i].b >= b && w->stores[i].b < e)
			return true;   /* a store by the lowest lane of an address: an exchange */
	bool found = false;
	void *ctx[2] = {w, &found};
	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		find_warp(c, c, ctx);
		if (found)
			return true;
	}
	clang_visitChildren(c, find_warp, ctx);
	return found;
}

/* A statement that only synchronises the block or a tile: __syncthreads(), cg::sync(g),
 * g.sync() (not a grid's). In a predicated branch it runs for every work-item, unguarded.
 * CUDA allows __syncthreads in a branch only when the whole block takes the branch alike,
 * so running it everywhere changes nothing there; a tile's sync under a branch that splits
 * the block (`if (tid < 16) { ...; cg::sync(tile16); }`) guarded by the flag was a
 * work-group barrier that only some work-items reach, which PoCL does not allow; and a
 * barrier under a condition costs PoCL's work-group compiler much more than one without
 * (docs/performance.md). */
bool rw_is_block_sync(RW *w, CXCursor s)
{
	CXCursor c = cursor_skip_implicit(s);
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return false;
	CXCursor f = clang_getCursorReferenced(c);
	if (clang_Cursor_isNull(f) || cursor_is_user_function(w->u, f))
		return false;
	const char *name = cursor_name(w->u, f);
	if (strcmp(name, "__syncthreads") == 0 || kasync_is_block_sync(w->u, c, f))
		return true;
	return (strcmp(name, "sync") == 0 || strcmp(name, "wait") == 0 ||
		strcmp(name, "wait_prior") == 0) && !kscan_is_grid_sync(w->u, c, f);
}

static enum CXChildVisitResult find_return(CXCursor c, CXCursor parent, CXClientData d)
{
	if (clang_getCursorKind(c) == CXCursor_ReturnStmt) {
		*(bool *)d = true;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Whether evaluating e may read memory (and so fault where the branch was not taken). */
static enum CXChildVisitResult find_load(CXCursor c, CXCursor parent, CXClientData d)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_ArraySubscriptExpr || k == CXCursor_CallExpr ||
	    (k == CXCursor_UnaryOperator &&
	     clang_getCursorUnaryOperatorKind(c) == CXUnaryOperator_Deref)) {
		*(bool *)d = true;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static bool may_load(CXCursor e)
{
	bool found = false;
	find_load(e, e, &found);
	if (!found)
		clang_visitChildren(e, find_load, &found);
	return found;
}

static void lockstep_undo(RW *w, unsigned b, unsigned e);

typedef struct {
	RW *w;
	unsigned region_begin, region_end;   /* the outermost predicated if */
	unsigned next;                       /* numbering of the flags */
	unsigned pragma;                     /* where the `#pragma unroll` of the loop begins (0: none) */
	bool failed;
} Conv;

static void add_region(RW *w, unsigned b, unsigned e, const char *flag)
{
	if (w->nregions == w->capregions) {
		w->capregions = w->capregions ? w->capregions * 2 : 8;
		w->regions = xrealloc(w->regions, w->capregions * sizeof *w->regions);
	}
	w->regions[w->nregions++] = (struct Region){b, e, flag};
}

const char *rw_active_flag(RW *w, unsigned at)
{
	const char *flag = NULL;
	unsigned size = (unsigned)-1;
	for (size_t i = 0; i < w->nregions; i++)
		if (at >= w->regions[i].b && at < w->regions[i].e &&
		    w->regions[i].e - w->regions[i].b < size) {
			flag = w->regions[i].flag;
			size = w->regions[i].e - w->regions[i].b;
		}
	if (flag || w->in->kernel)
		return flag;
	for (size_t i = 0; i < w->in->nres; i++)
		if (w->in->res[i]->kind == RES_ACTIVE)
			return "cuport_active";
	return NULL;
}

/* Drops the edits planned since the order-th one (edit_apply sorts the array, so by their
 * order, not their place). */
static void drop_edits_from(EditFile *f, size_t order)
{
	size_t n = 0;
	for (size_t i = 0; i < f->nedits; i++)
		if (f->edits[i].order < order)
			f->edits[n++] = f->edits[i];
	f->nedits = n;
}

/* A warp call of s itself (not one inside its arguments). */
static bool warp_call_itself(RW *w, CXCursor c)
{
	bool found = false;
	void *ctx[2] = {w, &found};
	find_warp(c, c, ctx);
	return found;
}

typedef struct {
	RW *w;
	Cursors calls;
} Outer;

static enum CXChildVisitResult find_outer_warp(CXCursor c, CXCursor parent, CXClientData d)
{
	Outer *o = d;
	if (clang_getCursorKind(c) == CXCursor_CallExpr && warp_call_itself(o->w, c)) {
		cursor_list_push(&o->calls, c);
		return CXChildVisit_Continue;
	}
	return CXChildVisit_Recurse;
}

/* A statement holding exchanges that is no assignment to a local (a store: `dst[f()] = x`,
 * `out[i] = __shfl_down_sync(...)`): each outermost exchange goes into a temporary every
 * work-item computes, and the statement runs where flag is set. The temporaries are
 * declared once the calls' own translation is done (rw_hoist_done), in an insertion made
 * now, so they come before whatever else is inserted at the statement's start. */
static void conv_hoist(Conv *cv, CXCursor s, const char *flag)
{
	RW *w = cv->w;
	Unit *u = w->u;
	Outer o = {.w = w};
	unsigned semi = rw_next_char(w, cursor_end(s), ';');
	if (cursor_in_macro(s) || semi == (unsigned)-1) {
		cv->failed = true;
		return;
	}
	clang_visitChildren(s, find_outer_warp, &o);
	for (unsigned i = 0; i < o.calls.len && !cv->failed; i++) {
		CXCursor c = o.calls.items[i];
		CXType t = clang_getCanonicalType(clang_getCursorType(c));
		if (cursor_in_macro(c) || !cl_builtin_type(t, false) || t.kind == CXType_Void)
			cv->failed = true;
	}
	if (!o.calls.len)
		cv->failed = true;
	if (cv->failed) {
		cursor_list_free(&o.calls);
		return;
	}
	unsigned b = cursor_begin(s);
	size_t slot = w->ef.nedits;
	rw_insert(w, b, "{ ");   /* filled in by rw_hoist_done */
	for (unsigned i = 0; i < o.calls.len; i++) {
		if (w->nhoists == w->caphoists) {
			w->caphoists = w->caphoists ? w->caphoists * 2 : 8;
			w->hoists = xrealloc(w->hoists, w->caphoists * sizeof *w->hoists);
		}
		CXCursor c = o.calls.items[i];
		w->hoists[w->nhoists++] = (struct Hoist){
			.call = c, .slot = slot, .last = i + 1 == o.calls.len,
			.name = arena_printf(u->arena, "cuport_h%zu", w->nhoists),
			.type = cl_type(u, clang_getCursorType(c), false), .flag = flag};
	}
	rw_insert(w, semi + 1, " }");
	cursor_list_free(&o.calls);
}

void rw_hoist_done(RW *w, CXCursor call, size_t first_edit)
{
	struct Hoist *h = NULL;
	for (size_t i = 0; i < w->nhoists && !h; i++)
		if (cursor_same(w->hoists[i].call, call))
			h = &w->hoists[i];
	if (!h)
		return;
	Unit *u = w->u;
	unsigned b = cursor_begin(call), e = cursor_end(call);
	Buf t = {0};
	Err err;
	if (edit_apply_range(&w->ef, b, e, &t, &err) < 0)
		err_die("%s", err.msg);
	const char *text = arena_strdup(u->arena, t.data ? t.data : "");
	buf_free(&t);
	drop_edits_from(&w->ef, first_edit);
	rw_replace(w, b, e, h->name);
	for (size_t i = 0; i < w->ef.nedits; i++)
		if (w->ef.edits[i].order == h->slot) {
			Edit *ed = &w->ef.edits[i];
			ed->text = arena_printf(u->arena, "%s%s %s = %s; %s", ed->text, h->type, h->name,
						text, h->last ? arena_printf(u->arena, "if (%s) ", h->flag)
							      : "");
		}
}

static bool is_plain_local(RW *w, CXCursor d)
{
	enum CXCursorKind k = clang_getCursorKind(d);
	if (k == CXCursor_ParmDecl)
		return true;
	if (k != CXCursor_VarDecl || (collect_cuda_attrs(d) & (CUDA_ATTR_SHARED | CUDA_ATTR_DEVICE |
						      CUDA_ATTR_CONSTANT)))
		return false;
	enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(d));
	return pk == CXCursor_FunctionDecl || pk == CXCursor_CXXMethod ||
	       pk == CXCursor_ConversionFunction || pk == CXCursor_FunctionTemplate;
}

static void conv_stmt(Conv *cv, CXCursor s, const char *flag);
static int rw_lockstep_index(RW *w, CXCursor s);
static bool lockstep_rewrite(RW *w, CXCursor s, const char *flag);

/* Where a statement really ends: an expression statement's extent stops before its ';'. */
static unsigned stmt_end(RW *w, CXCursor s)
{
	unsigned e = cursor_end(s);
	enum CXCursorKind k = clang_getCursorKind(s);
	if (k == CXCursor_CompoundStmt)
		return e;
	if (k == CXCursor_IfStmt || k == CXCursor_ForStmt || k == CXCursor_WhileStmt ||
	    k == CXCursor_SwitchStmt) {
		/* ends where its last statement does (a compound one's '}' is not followed by ';') */
		unsigned n = cursor_nchildren(s);
		return n ? stmt_end(w, cursor_child(s, n - 1)) : e;
	}
	unsigned semi = rw_next_char(w, e, ';');
	return semi == (unsigned)-1 ? e : semi + 1;
}

/* The call when s assigns a struct with its implicit operator= (`acc = warpReduce(acc,
 * op);`, a plain assignment in the .cl); a null cursor otherwise. */
static CXCursor struct_assignment(CXCursor s)
{
	CXCursor c = cursor_skip_implicit(s);
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return clang_getNullCursor();
	CXCursor f = clang_getCursorReferenced(c);
	bool plain = clang_getCursorKind(f) == CXCursor_CXXMethod &&
		     (clang_CXXMethod_isCopyAssignmentOperator(f) ||
		      clang_CXXMethod_isMoveAssignmentOperator(f)) &&
		     clang_CXXMethod_isDefaulted(f);
	return plain ? c : clang_getNullCursor();
}

/* An expression statement holding an exchange: `x op= e` on a variable from outside the
 * branch becomes { T t = x; t op= e; if (flag) x = t; }. */
static void conv_assign(Conv *cv, CXCursor s, const char *flag)
{
	RW *w = cv->w;
	enum CXCursorKind k = clang_getCursorKind(s);
	CXCursor sa = struct_assignment(s);
	if (k != CXCursor_BinaryOperator && k != CXCursor_CompoundAssignOperator &&
	    clang_Cursor_isNull(sa)) {
		if (k == CXCursor_CallExpr && warp_call_itself(w, s))
			return; /* a call run by every work-item: its exchanges stay convergent */
		conv_hoist(cv, s, flag);
		return;
	}
	if (k == CXCursor_BinaryOperator &&
	    clang_getCursorBinaryOperatorKind(s) != CXBinaryOperator_Assign) {
		conv_hoist(cv, s, flag);
		return;
	}
	CXCursor lhs = cursor_child(clang_Cursor_isNull(sa) ? s : sa, 0);
	CXCursor ref = cursor_skip_implicit(lhs);
	CXCursor d = clang_getCursorReferenced(ref);
	if (clang_getCursorKind(ref) != CXCursor_DeclRefExpr || !is_plain_local(w, d) ||
	    rw_has_warp(w, lhs) || cursor_in_macro(s)) {
		conv_hoist(cv, s, flag);
		return;
	}
	unsigned db = cursor_begin(d);
	if (db >= cv->region_begin && db < cv->region_end)
		return; /* a variable of the branch itself: nobody outside sees it */
	unsigned b = cursor_begin(ref), e = cursor_end(ref);
	const char *name = cl_ident(w->u, d);
	unsigned semi = rw_next_char(w, cursor_end(s), ';');
	if (semi == (unsigned)-1) {
		cv->failed = true;
		return;
	}
	Unit *u = w->u;
	/* a reference (a pointer in the .cl, `(*x)`) or a hoisted variable: its value's spelling
	 * and type */
	const char *value = rw_var_value(w, d);
	if (value)
		name = value;
	CXType t = clang_getCursorType(d);
	enum CXTypeKind tk = clang_getCanonicalType(t).kind;
	if (tk == CXType_LValueReference || tk == CXType_RValueReference)
		t = clang_getPointeeType(clang_getCanonicalType(t));
	rw_replace(w, b, e, arena_printf(u->arena, "{ %s cuport_t = %s; cuport_t",
				      cl_type(u, t, false), name));
	rw_insert_close(w, cursor_end(s), arena_printf(u->arena, "; if (%s) %s = cuport_t", flag, name));
	rw_insert(w, semi + 1, " }");
}

static void conv_decl(Conv *cv, CXCursor ds, const char *flag)
{
	RW *w = cv->w;
	Cursors ch = {0};
	cursor_children(ds, &ch);
	for (unsigned i = 0; i < ch.len; i++) {
		CXCursor v = ch.items[i];
		if (clang_getCursorKind(v) != CXCursor_VarDecl)
			continue;
		CXCursor init = clang_getNullCursor();
		Cursors vc = {0};
		cursor_children(v, &vc);
		for (unsigned j = 0; j < vc.len; j++)
			if (clang_isExpression(clang_getCursorKind(vc.items[j])))
				init = vc.items[j];
		cursor_list_free(&vc);
		bool group;
		CXString ts = clang_getTypeSpelling(clang_getCanonicalType(clang_getCursorType(v)));
		rw_group_tile(clang_getCString(ts), &group);
		clang_disposeString(ts);
		if (group || clang_Cursor_isNull(init) || rw_has_warp(w, init) || !may_load(init))
			continue;
		CXType vt = clang_getCursorType(v);
		enum CXTypeKind tk = clang_getCanonicalType(vt).kind;
		unsigned gtile;
		if (cl_group_kind(vt, &gtile) != GROUP_NONE || cl_is_grid_group(vt) ||
		    cl_group_operator(vt))
			continue;   /* a group: the same value in every work-item */
		if (kasync_kind(vt) != ASYNC_NONE)
			continue;   /* a barrier's token, a pipeline: the declaration holds nothing */
		CXType et = clang_getCanonicalType(vt);
		while (et.kind == CXType_ConstantArray)
			et = clang_getCanonicalType(clang_getArrayElementType(et));
		if (et.kind == CXType_Record && clang_getCursorKind(init) == CXCursor_CallExpr &&
		    clang_Cursor_getNumArguments(init) == 0)
			continue;   /* `float3 t;`, `float2 v[4];`: their implicit construction,
				     * which loads nothing */
		unsigned eq = cursor_begin(init);
		while (eq > 0 && isspace((unsigned char)w->ef.text[eq - 1]))
			eq--;
		if (tk == CXType_Record && ch.len == 1 && !clang_isConstQualifiedType(vt) &&
		    !cursor_in_macro(init) && eq > 0 && w->ef.text[eq - 1] == '=') {
			/* a struct, a float3: `T v; if (flag) v = init;` (where the flag is not
			 * set v is never used for anything seen), edited before init only, whose
			 * own translation may end where it ends */
			rw_replace(w, eq - 1, eq, arena_printf(w->u->arena, "; if (%s) %s =", flag,
							     cl_ident(w->u, v)));
			continue;
		}
		if (!cl_builtin_type(clang_getCanonicalType(vt), false) && tk != CXType_Pointer) {
			cv->failed = true;
			continue;
		}
		rw_insert(w, cursor_begin(init), arena_printf(w->u->arena, "%s ? (", flag));
		rw_insert_close(w, cursor_end(init), ") : 0");
	}
	cursor_list_free(&ch);
}

static void conv_if(Conv *cv, CXCursor s, const char *outer)
{
	RW *w = cv->w;
	Unit *u = w->u;
	Cursors ch = {0};
	cursor_children(s, &ch);
	/* children: [init/var...] condition, then, [else] */
	if (ch.len < 2 || cursor_in_macro(s)) {
		cursor_list_free(&ch);
		cv->failed = true;
		return;
	}
	CXCursor then = ch.items[ch.len == 2 ? 1 : ch.len - 2];
	CXCursor els = ch.len >= 3 ? ch.items[ch.len - 1] : clang_getNullCursor();
	if (ch.len >= 3 && !clang_isStatement(clang_getCursorKind(els))) {
		then = ch.items[ch.len - 1];
		els = clang_getNullCursor();
	}
	/* A condition that exchanges would do it where the outer flag is not set, or, behind
	 * && || ?:, where its own first part is not. */
	CXCursor cond = clang_getNullCursor();
	for (unsigned i = 0; i + 1 < ch.len; i++)
		if (clang_equalCursors(ch.items[i + 1], then))
			cond = ch.items[i];
	bool cond_bad = false;
	if (!clang_Cursor_isNull(cond) && rw_has_warp(w, cond)) {
		const char *ct = rw_text_of(w, cursor_begin(cond), cursor_end(cond));
		cond_bad = outer || strstr(ct, "&&") || strstr(ct, "||") || strchr(ct, '?');
	}
	cursor_list_free(&ch);
	unsigned b = cursor_begin(s);
	/* the flag's ';' goes right after the condition's ')', before any comment or
	 * directive line that follows it (`if (c) // odd`) */
	unsigned close = clang_Cursor_isNull(cond) ? (unsigned)-1
						    : rw_next_char(w, cursor_end(cond), ')');
	if (strncmp(w->ef.text + b, "if", 2) != 0 || cond_bad || close == (unsigned)-1 ||
	    close >= cursor_begin(then)) {
		cv->failed = true;
		return;
	}
	const char *flag = arena_printf(u->arena, "cuport_p%u", cv->next++);
	rw_replace(w, b, b + 2, outer ? arena_printf(u->arena, "{ const bool %s = %s &&", flag, outer)
				   : arena_printf(u->arena, "{ const bool %s =", flag));
	rw_insert(w, close + 1, close + 1 < cursor_begin(then) ? ";" : "; ");
	add_region(w, cursor_begin(then), stmt_end(w, then), flag);
	conv_stmt(cv, then, flag);
	if (!clang_Cursor_isNull(els)) {
		/* `else` is the next token after the first branch (comments may sit between) */
		unsigned eb = cursor_begin(els);
		unsigned kw = rw_skip_blank(w, stmt_end(w, then));
		if (kw + 4 > eb || strncmp(w->ef.text + kw, "else", 4) != 0) {
			cv->failed = true;
			return;
		}
		const char *eflag = arena_printf(u->arena, "cuport_p%u", cv->next++);
		rw_replace(w, kw, kw + 4,
			outer ? arena_printf(u->arena, "{ const bool %s = %s && !%s;", eflag, outer, flag)
			      : arena_printf(u->arena, "{ const bool %s = !%s;", eflag, flag));
		add_region(w, eb, stmt_end(w, els), eflag);
		conv_stmt(cv, els, eflag);
		rw_insert(w, stmt_end(w, els), " }");
	}
	rw_insert(w, stmt_end(w, clang_Cursor_isNull(els) ? then : els), " }");
}


/* ---- a shuffled value stored by every lane to one address ----
 *
 * `for (i = 4; i > 0; i >>= 1) t += __shfl_down_sync(full, t, i, 8); y[m] = t;` with m the
 * same in the 8 lanes of a segment: only the segment's first lane holds the sum, and every
 * lane stores. On an NVIDIA GPU the lowest lane's store wins in practice, and real programs
 * count on it; on a CPU the work-items run one after the other and the last one's wins. So
 * such a store (a value derived from a shuffle, an address that depends on no more than the
 * block's row, under conditions that do not either) is made by the lowest active lane of
 * the warp that stores to that address alone:
 *
 *   y[m] = t;  ->  cuport_store_first(cuport_ws, flag, y[m], t);
 *
 * where the device header compares the addresses of the warp's active lanes (an exchange,
 * so the branches around it are predicated as for a shuffle); on NVIDIA it is the plain
 * store. Lanes storing to different addresses all store, so a block whose rows are not
 * whole segments keeps every row's result. CUPORT1223 says so at each such store.
 */

/* How much the address lhs designates varies: an element or member reached through a
 * pointer or a __shared__ array; *space its address space. VARY_LANES for a local. */
static Vary store_address(RW *w, CXCursor lhs, Space *space)
{
	lhs = cursor_skip_implicit(lhs);
	enum CXCursorKind k = clang_getCursorKind(lhs);
	CXCursor base = clang_getNullCursor();
	Vary v = VARY_NONE;
	if (k == CXCursor_ArraySubscriptExpr) {
		base = cursor_child(lhs, 0);
		v = rw_vary(w, cursor_child(lhs, 1));
	} else if (k == CXCursor_UnaryOperator &&
		   clang_getCursorUnaryOperatorKind(lhs) == CXUnaryOperator_Deref) {
		base = cursor_child(lhs, 0);
	} else if (k == CXCursor_MemberRefExpr) {
		base = cursor_child(lhs, 0);
		if (!clang_Cursor_isNull(base) &&
		    clang_getCanonicalType(clang_getCursorType(base)).kind != CXType_Pointer)
			return store_address(w, base, space);   /* s.f: where s is */
	}
	if (clang_Cursor_isNull(base))
		return VARY_LANES;
	*space = kscan_value_space(w->k, w->in, base);
	CXCursor b = cursor_skip_implicit(base);
	CXType bt = clang_getCanonicalType(clang_getCursorType(b));
	if (bt.kind == CXType_ConstantArray || bt.kind == CXType_IncompleteArray) {
		/* an array's address: a __shared__ one is the block's, a local one the lane's */
		if (clang_getCursorKind(b) != CXCursor_DeclRefExpr ||
		    !(collect_cuda_attrs(clang_getCursorReferenced(b)) & CUDA_ATTR_SHARED))
			return VARY_LANES;
		return v;
	}
	Vary bv = rw_vary(w, base);
	return bv > v ? bv : v;
}

/* Whether the expression statement st is such a store (ctl: how much the conditions
 * around it vary). */
static bool same_address_store(RW *w, CXCursor st, Vary ctl)
{
	if (clang_getCursorKind(st) != CXCursor_BinaryOperator ||
	    clang_getCursorBinaryOperatorKind(st) != CXBinaryOperator_Assign ||
	    ctl > VARY_ROWS || cursor_in_macro(st))
		return false;
	CXCursor lhs = cursor_child(st, 0), rhs = cursor_child(st, 1);
	Space space = AS_NONE;
	if (cursor_in_macro(lhs) || cursor_in_macro(rhs) || rw_has_warp(w, st) ||
	    store_address(w, lhs, &space) > VARY_ROWS ||
	    (space != AS_GLOBAL && space != AS_LOCAL) || !rw_shfl_derived(w, rhs))
		return false;
	return rw_next_char(w, cursor_end(rhs), ';') != (unsigned)-1;
}

static void find_stores(RW *w, CXCursor s, Vary ctl)
{
	enum CXCursorKind k = clang_getCursorKind(s);
	if (k == CXCursor_LambdaExpr)
		return;
	if (clang_isExpression(k)) {
		if (same_address_store(w, s, ctl)) {
			w->stores = xrealloc(w->stores, (w->nstores + 1) * sizeof *w->stores);
			w->stores[w->nstores++] = (struct SameStore){cursor_begin(s), false};
		}
		return;   /* only statements: a store inside an expression is left */
	}
	Cursors ch = {0};
	cursor_children(s, &ch);
	Vary c = ctl;
	if (k == CXCursor_IfStmt || k == CXCursor_ForStmt || k == CXCursor_WhileStmt ||
	    k == CXCursor_DoStmt || k == CXCursor_SwitchStmt)
		for (unsigned i = 0; i < ch.len; i++)
			if (clang_isExpression(clang_getCursorKind(ch.items[i])) &&
			    rw_vary(w, ch.items[i]) > c)
				c = rw_vary(w, ch.items[i]);
	for (unsigned i = 0; i < ch.len; i++)
		find_stores(w, ch.items[i], c);
	cursor_list_free(&ch);
}

void rw_store_find(RW *w, CXCursor body)
{
	if (w->has_warp)
		find_stores(w, body, VARY_NONE);
}

static int store_index(RW *w, CXCursor s)
{
	unsigned b = cursor_begin(s);
	for (size_t i = 0; i < w->nstores; i++)
		if (w->stores[i].b == b && clang_getCursorKind(s) == CXCursor_BinaryOperator)
			return (int)i;
	return -1;
}

/* The rewrite above of the store s, when it is one (flag: who really runs it, NULL all). */
static bool store_rewrite(RW *w, CXCursor s, const char *flag)
{
	int i = store_index(w, s);
	if (i < 0 || w->stores[i].done)
		return i >= 0;
	Unit *u = w->u;
	CXCursor lhs = cursor_child(s, 0), rhs = cursor_child(s, 1);
	rw_insert(w, cursor_begin(s), arena_printf(u->arena, "cuport_store_first(cuport_ws, %s, ",
						   flag ? flag : "1"));
	rw_replace(w, cursor_end(lhs), cursor_begin(rhs), ", ");
	rw_insert_close(w, cursor_end(rhs), ")");
	w->stores[i].done = true;
	CXCursor v = cursor_skip_implicit(rhs);
	unit_diag(u, DIAG_KERNEL_SAME_ADDRESS_STORE, clang_getCursorLocation(s),
		  rw_text_of(w, cursor_begin(v), cursor_end(v)));
	return true;
}

void rw_same_store(RW *w, CXCursor c)
{
	int i = store_index(w, c);
	if (i < 0 || w->stores[i].done)
		return;
	/* not in a predicated branch: only where every work-item of the block runs it */
	for (unsigned d = 0; d < w->depth; d++) {
		CXCursor a = w->stack[d];
		enum CXCursorKind k = clang_getCursorKind(a);
		if (k == CXCursor_IfStmt || k == CXCursor_ForStmt || k == CXCursor_WhileStmt ||
		    k == CXCursor_DoStmt || k == CXCursor_SwitchStmt) {
			Cursors ch = {0};
			cursor_children(a, &ch);
			bool varies = false;
			for (unsigned j = 0; j < ch.len; j++)
				varies = varies || (clang_isExpression(clang_getCursorKind(ch.items[j])) &&
						    rw_vary(w, ch.items[j]) > VARY_NONE);
			cursor_list_free(&ch);
			if (varies) {
				w->stores[i].done = true;   /* left as written */
				return;
			}
		}
	}
	store_rewrite(w, c, rw_active_flag(w, cursor_begin(c)));
}


/* ---- loops ----
 *
 * A loop holding exchanges whose trip count may differ between work-items (a grid-stride
 * loop from threadIdx.x, a while over per-lane data) is run by every work-item until none
 * is left in it, each one's flag saying whether it still is:
 *
 *   for (int i = id; i < n; i += s) body
 *   -> { bool cuport_p0 = 1; for (int i = id; cuport_loop_any(cuport_ws, cuport_p0 =
 *        cuport_p0 && (i < n)); cuport_p0 ? (void)(i += s) : (void)0) body/cuport_p0 }
 *
 * The flag is sticky (once out, a work-item no longer evaluates the condition), the body is
 * predicated on it as a branch's is, and cuport_loop_any is the work-group's vote on the
 * portable path, the sub-group's with sub-groups, and the work-item's own flag on NVIDIA,
 * where lanes leave the loop as in CUDA. A loop that runs as often everywhere (rw_vary says
 * its head varies nowhere, and no exit in it depends on the work-item) is left as it is.
 */

typedef struct {
	CXCursor init, cond, inc, body;   /* null where the loop has none */
} LoopParts;

/* The head of `for (init; cond; inc)`: the offsets of its two ';' and its ')', from the
 * '(' at lp, counting parentheses. */
static bool for_head(RW *w, unsigned lp, unsigned *semi1, unsigned *semi2, unsigned *rp)
{
	int depth = 0, nsemi = 0;
	for (unsigned i = lp; i < w->ef.len; i++) {
		char c = w->ef.text[i];
		if (c == '(' || c == '[' || c == '{')
			depth++;
		else if (c == ')' || c == ']' || c == '}') {
			if (--depth == 0) {
				*rp = i;
				return nsemi == 2;
			}
		} else if (c == ';' && depth == 1) {
			if (nsemi == 2)
				return false;
			*(nsemi++ ? semi2 : semi1) = i;
		} else if (c == '"' || c == '\'')
			return false;
	}
	return false;
}

static bool loop_parts(RW *w, CXCursor s, LoopParts *p)
{
	*p = (LoopParts){clang_getNullCursor(), clang_getNullCursor(), clang_getNullCursor(),
			 clang_getNullCursor()};
	Cursors ch = {0};
	cursor_children(s, &ch);
	enum CXCursorKind k = clang_getCursorKind(s);
	bool ok = ch.len > 0;
	if (ok && k == CXCursor_DoStmt) {
		p->body = ch.items[0];
		if (ch.len == 2)
			p->cond = ch.items[1];
	} else if (ok && k == CXCursor_WhileStmt) {
		p->body = ch.items[ch.len - 1];
		if (ch.len == 2)
			p->cond = ch.items[0];
		ok = ch.len == 2 && clang_isExpression(clang_getCursorKind(p->cond));
	} else if (ok) {
		unsigned fb = cursor_begin(s), s1 = 0, s2 = 0, rp = 0;
		unsigned lp = strncmp(w->ef.text + fb, "for", 3) == 0 ? rw_next_char(w, fb + 3, '(')
								    : (unsigned)-1;
		ok = lp != (unsigned)-1 && for_head(w, lp, &s1, &s2, &rp);
		for (unsigned i = 0; ok && i < ch.len; i++) {
			unsigned b = cursor_begin(ch.items[i]);
			CXCursor *slot = b < s1 ? &p->init : b < s2 ? &p->cond : b < rp ? &p->inc : &p->body;
			ok = clang_Cursor_isNull(*slot);
			*slot = ch.items[i];
		}
		ok = ok && (clang_Cursor_isNull(p->cond) || clang_isExpression(clang_getCursorKind(p->cond)));
	}
	cursor_list_free(&ch);
	return ok && !clang_Cursor_isNull(p->body);
}

/* The exits of a loop's body: *own is set by a break or continue of the loop itself or a
 * return, *divergent when one of them sits under a condition that varies (ctl). */
static void loop_exits(RW *w, CXCursor s, Vary ctl, bool nested_loop, bool nested_switch,
		       bool *own, bool *divergent)
{
	enum CXCursorKind k = clang_getCursorKind(s);
	bool exit = k == CXCursor_ReturnStmt ||
		    (k == CXCursor_BreakStmt && !nested_loop && !nested_switch) ||
		    (k == CXCursor_ContinueStmt && !nested_loop);
	if (exit) {
		*own = true;
		*divergent = *divergent || ctl > VARY_NONE;
	}
	if (k == CXCursor_LambdaExpr)
		return;
	bool loop = k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt;
	Cursors ch = {0};
	cursor_children(s, &ch);
	Vary c = ctl;
	if (loop || k == CXCursor_IfStmt || k == CXCursor_SwitchStmt)
		for (unsigned i = 0; i < ch.len; i++)
			if (clang_isExpression(clang_getCursorKind(ch.items[i])))
				c = rw_vary(w, ch.items[i]) > c ? rw_vary(w, ch.items[i]) : c;
	for (unsigned i = 0; i < ch.len; i++)
		if (clang_isStatement(clang_getCursorKind(ch.items[i])) ||
		    clang_isDeclaration(clang_getCursorKind(ch.items[i])))
			loop_exits(w, ch.items[i], c, nested_loop || loop,
				   nested_switch || k == CXCursor_SwitchStmt, own, divergent);
	cursor_list_free(&ch);
}

/* Whether every work-item of the block runs the loop as often. */
static bool loop_uniform(RW *w, const LoopParts *p)
{
	if ((!clang_Cursor_isNull(p->cond) && rw_vary(w, p->cond) > VARY_NONE) ||
	    (!clang_Cursor_isNull(p->inc) && rw_vary(w, p->inc) > VARY_NONE))
		return false;
	bool own = false, divergent = false;
	loop_exits(w, p->body, VARY_NONE, false, false, &own, &divergent);
	return !divergent;
}

static void conv_decl(Conv *cv, CXCursor ds, const char *flag);

/* The loop s, in code every work-item runs (outer: the flag of those that really do, or
 * NULL for all): made convergent as above, or, when it runs as often everywhere, left as
 * it is with its body predicated on outer. */
static void conv_loop(Conv *cv, CXCursor s, const char *outer)
{
	RW *w = cv->w;
	Unit *u = w->u;
	LoopParts p;
	if (cursor_in_macro(s) || !loop_parts(w, s, &p)) {
		cv->failed = true;
		return;
	}
	if (loop_uniform(w, &p)) {
		if (outer)
			conv_stmt(cv, p.body, outer);
		return;
	}
	bool own = false, divergent = false;
	loop_exits(w, p.body, VARY_NONE, false, false, &own, &divergent);
	if (own || clang_Cursor_isNull(p.cond) || cursor_in_macro(p.cond) ||
	    (!clang_Cursor_isNull(p.inc) && cursor_in_macro(p.inc))) {
		cv->failed = true;
		return;
	}
	const char *flag = arena_printf(u->arena, "cuport_p%u", cv->next++);
	/* the flag goes before the loop's pragma, which must stay right before the loop */
	if (cv->pragma)
		rw_insert(w, cv->pragma, arena_printf(u->arena, "{ bool %s = %s;\n", flag,
						       outer ? outer : "1"));
	else
		rw_insert(w, cursor_begin(s), arena_printf(u->arena, "{ bool %s = %s; ", flag,
							   outer ? outer : "1"));
	cv->pragma = 0;
	if (outer && !clang_Cursor_isNull(p.init)) {
		if (clang_getCursorKind(p.init) == CXCursor_DeclStmt)
			conv_decl(cv, p.init, outer);
		else {
			rw_insert(w, cursor_begin(p.init), arena_printf(u->arena, "%s ? (void)(", outer));
			rw_insert_close(w, cursor_end(p.init), ") : (void)0");
		}
	}
	/* a condition that exchanges is evaluated everywhere, the others only where still in */
	if (rw_has_warp(w, p.cond)) {
		rw_insert(w, cursor_begin(p.cond),
			  arena_printf(u->arena, "cuport_loop_any(cuport_ws, %s = (", flag));
		rw_insert_close(w, cursor_end(p.cond), arena_printf(u->arena, ") && %s)", flag));
	} else {
		rw_insert(w, cursor_begin(p.cond),
			  arena_printf(u->arena, "cuport_loop_any(cuport_ws, %s = %s && (", flag, flag));
		rw_insert_close(w, cursor_end(p.cond), "))");
	}
	if (!clang_Cursor_isNull(p.inc)) {
		rw_insert(w, cursor_begin(p.inc), arena_printf(u->arena, "%s ? (void)(", flag));
		rw_insert_close(w, cursor_end(p.inc), ") : (void)0");
	}
	add_region(w, cursor_begin(p.body), stmt_end(w, p.body), flag);
	conv_stmt(cv, p.body, flag);
	rw_insert(w, stmt_end(w, s), " }");
}

/* s runs for every work-item; flag says which ones took the branch. */
static void conv_stmt(Conv *cv, CXCursor s, const char *flag)
{
	RW *w = cv->w;
	enum CXCursorKind k = clang_getCursorKind(s);
	if (store_rewrite(w, s, flag))
		return;
	if (k == CXCursor_DeclStmt) {
		conv_decl(cv, s, flag);
		return;
	}
	if (!rw_has_warp(w, s)) {
		if (k == CXCursor_NullStmt || rw_is_block_sync(w, s))
			return;
		unsigned b = cursor_begin(s);
		if (*rw_text_of(w, b, b + 1) == '#') {
			/* `#pragma unroll` and its loop: the pragma keeps its line and its loop */
			rw_insert(w, b, arena_printf(w->u->arena, "if (%s) {\n", flag));
			rw_insert(w, stmt_end(w, s), " }");
			return;
		}
		rw_insert(w, b, arena_printf(w->u->arena, "if (%s) ", flag));
		return;
	}
	unsigned b = cursor_begin(s), n = cursor_nchildren(s);
	if (*rw_text_of(w, b, b + 1) == '#' && n) {
		/* `#pragma unroll` and its loop (an attributed statement) */
		CXCursor loop = cursor_child(s, n - 1);
		enum CXCursorKind lk = clang_getCursorKind(loop);
		if (lk != CXCursor_ForStmt && lk != CXCursor_WhileStmt && lk != CXCursor_DoStmt) {
			cv->failed = true;
			return;
		}
		cv->pragma = b;
		conv_loop(cv, loop, flag);
		cv->pragma = 0;
		return;
	}
	switch (k) {
	case CXCursor_CompoundStmt: {
		Cursors ch = {0};
		cursor_children(s, &ch);
		for (unsigned i = 0; i < ch.len; i++)
			conv_stmt(cv, ch.items[i], flag);
		cursor_list_free(&ch);
		return;
	}
	case CXCursor_IfStmt:
		conv_if(cv, s, flag);
		return;
	case CXCursor_ForStmt:
	case CXCursor_WhileStmt:
	case CXCursor_DoStmt:
		conv_loop(cv, s, flag);
		return;
	default:
		if (clang_isExpression(k) && rw_lockstep_index(w, s) >= 0)
			cv->failed = cv->failed || !lockstep_rewrite(w, s, flag);
		else if (clang_isExpression(k))
			conv_assign(cv, s, flag);
		else
			cv->failed = true;
		return;
	}
}

/* An `if` whose branches hold warp exchanges: predicate it (see above). Returns false when
 * it was left as written. */
bool rw_converge_if(RW *w, CXCursor s)
{
	Cursors ch = {0};
	cursor_children(s, &ch);
	bool branch_warp = false;
	for (unsigned i = 1; i < ch.len; i++)
		branch_warp = branch_warp || rw_has_warp(w, ch.items[i]);
	cursor_list_free(&ch);
	if (!branch_warp)
		return false;
	bool ret = false;
	clang_visitChildren(s, find_return, &ret);
	if (ret) {
		unit_diag(w->u, DIAG_KERNEL_DIVERGENT_WARP, clang_getCursorLocation(s));
		return false;
	}
	/* Plan on a copy of the edits, so a branch that cannot be predicated leaves none. */
	size_t saved = w->ef.nedits, regions = w->nregions, hoists = w->nhoists;
	Conv cv = {.w = w, .region_begin = cursor_begin(s), .region_end = cursor_end(s),
		   .next = w->nflags};
	const char *outer = rw_active_flag(w, cursor_begin(s));
	conv_if(&cv, s, outer);
	if (cv.failed) {
		lockstep_undo(w, cv.region_begin, cv.region_end);
		drop_edits_from(&w->ef, saved);
		w->nregions = regions;
		w->nhoists = hoists;
		unit_diag(w->u, DIAG_KERNEL_DIVERGENT_WARP, clang_getCursorLocation(s));
		return false;
	}
	w->nflags = cv.next;
	w->conv_begin = cv.region_begin;
	w->conv_end = cv.region_end;
	return true;
}

bool rw_converge_loop(RW *w, CXCursor s)
{
	LoopParts p;
	if (!rw_has_warp(w, s) || !loop_parts(w, s, &p) || loop_uniform(w, &p))
		return false;
	size_t saved = w->ef.nedits, regions = w->nregions, hoists = w->nhoists;
	Conv cv = {.w = w, .region_begin = cursor_begin(s), .region_end = cursor_end(s),
		   .next = w->nflags};
	conv_loop(&cv, s, rw_active_flag(w, cursor_begin(s)));
	if (cv.failed) {
		lockstep_undo(w, cv.region_begin, cv.region_end);
		drop_edits_from(&w->ef, saved);
		w->nregions = regions;
		w->nhoists = hoists;
		unit_diag(w->u, DIAG_KERNEL_DIVERGENT_WARP, clang_getCursorLocation(s));
		return false;
	}
	w->nflags = cv.next;
	w->conv_begin = cv.region_begin;
	w->conv_end = cv.region_end;
	return true;
}

/* The body of a function that receives cuport_active: every statement as in a predicated
 * branch of that flag. Its last statement may return (every work-item returns there, the
 * value of one that was not active being dropped by the caller); a return elsewhere would
 * leave the others at its exchanges alone, and is reported. */
void rw_converge_body(RW *w, CXCursor body, bool report)
{
	Cursors ch = {0};
	cursor_children(body, &ch);
	size_t saved = w->ef.nedits, hoists = w->nhoists;
	Conv cv = {.w = w, .region_begin = cursor_begin(body), .region_end = cursor_end(body),
		   .next = w->nflags};
	for (unsigned i = 0; i < ch.len && !cv.failed; i++) {
		CXCursor st = ch.items[i];
		if (clang_getCursorKind(st) == CXCursor_ReturnStmt && i + 1 == ch.len) {
			CXCursor v = cursor_child(st, 0);
			CXType t = clang_getCanonicalType(clang_getCursorType(v));
			if (!clang_Cursor_isNull(v) && !rw_has_warp(w, v) && may_load(v) &&
			    cl_builtin_type(t, false) && !cursor_in_macro(st)) {
				rw_insert(w, cursor_begin(v), "cuport_active ? (");
				rw_insert_close(w, cursor_end(v), ") : 0");
			}
			continue;
		}
		bool ret = false;
		if (clang_getCursorKind(st) == CXCursor_ReturnStmt)
			ret = true;
		else
			clang_visitChildren(st, find_return, &ret);
		if (ret)
			cv.failed = true;
		else
			conv_stmt(&cv, st, "cuport_active");
	}
	cursor_list_free(&ch);
	if (cv.failed) {
		lockstep_undo(w, cv.region_begin, cv.region_end);
		drop_edits_from(&w->ef, saved);
		w->nhoists = hoists;
		if (report)
			unit_diag(w->u, DIAG_KERNEL_DIVERGENT_WARP, clang_getCursorLocation(w->in->decl));
		return;
	}
	w->nflags = cv.next;
	/* its branches are predicated: the visit leaves them */
	w->conv_begin = cv.region_begin;
	w->conv_end = cv.region_end;
}

/* ---- which functions write ----
 *
 * A device function holding an exchange runs, when a predicated branch calls it, in every
 * work-item of the group: the ones that did not take the branch too (a tile's
 * `if (t < 16) { tileSort(keys, tile); }` with 64 threads). Whatever it stores there would be
 * stored by work-items CUDA never runs it in, so such a function receives the active flag and
 * predicates its body, as lockstep code does. One that only computes (a shuffle reduction
 * returning its sum) needs nothing: its value is dropped where the caller's flag is not set.
 */

static bool writes_target(RW *w, CXCursor target)
{
	CXCursor ref = cursor_skip_implicit(target);
	if (clang_getCursorKind(ref) != CXCursor_DeclRefExpr)
		return true;   /* a[i], *p, s.f, p->f */
	CXCursor d = clang_getCursorReferenced(ref);
	return !is_plain_local(w, d) || kscan_is_mutable_ref(clang_getCursorType(d));
}

static bool builtin_writes(const char *name)
{
	return strncmp(name, "atomic", 6) == 0 || strncmp(name, "__stcg", 6) == 0 ||
	       strncmp(name, "__stwt", 6) == 0 || strncmp(name, "__stcs", 6) == 0 ||
	       strcmp(name, "printf") == 0;
}

static enum CXChildVisitResult find_write(CXCursor c, CXCursor parent, CXClientData d)
{
	void **ctx = d;
	RW *w = ctx[0];
	bool *found = ctx[1];
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_LambdaExpr)
		return CXChildVisit_Continue;
	if ((k == CXCursor_BinaryOperator &&
	     clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign) ||
	    k == CXCursor_CompoundAssignOperator) {
		*found = writes_target(w, cursor_child(c, 0));
	} else if (k == CXCursor_UnaryOperator) {
		enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(c);
		if (op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec ||
		    op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec)
			*found = writes_target(w, cursor_child(c, 0));
	} else if (k == CXCursor_CallExpr) {
		for (size_t i = 0; i < w->in->ncalls; i++)
			if (cursor_same(w->in->calls[i].call, c)) {
				Inst *t = w->in->calls[i].callee;
				*found = t->writes || t->lockstep;
				return *found ? CXChildVisit_Break : CXChildVisit_Recurse;
			}
		CXCursor f = clang_getCursorReferenced(c);
		if (!clang_Cursor_isNull(f) && !cursor_is_user_function(w->u, f))
			*found = builtin_writes(cursor_name(w->u, f));
	}
	return *found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

bool rw_writes_memory(RW *w, CXCursor body)
{
	bool found = false;
	void *ctx[2] = {w, &found};
	clang_visitChildren(body, find_write, ctx);
	return found;
}

/* ---- warp-synchronous code ----
 *
 * Lanes exchanging through a volatile __shared__ array with nothing between the statements
 * (`s[t] += s[t + 16]; s[t] += s[t + 8];`, a scan's `if (1 <= max) s[i] += s[i - 2];`)
 * count on the warp running in lock-step: every lane reads before any writes. Off NVIDIA
 * the lanes do not (PoCL runs one work-item's statements before the next's). Each such
 * statement is therefore split at its barriers, run by every work-item of the block:
 *
 *   s[t] += s[t + 16];
 *   -> { volatile __local T *cuport_a = &(s[t]); T cuport_l = *cuport_a + (s[t + 16]);
 *        cuport_lockstep_sync(); *cuport_a = cuport_l; cuport_lockstep_sync(); }
 *
 * (the first of a run also syncs before it, for the writes that came before). In a branch
 * only some work-items take (`if (tid < 32)`), the branch is predicated as for a shuffle:
 * the value is computed `flag ? (...) : 0` and stored `if (flag)`. A device function holding
 * such code receives the active flag, so its callers' branches are predicated too and its
 * own stores happen only where it was really called. cuport_lockstep_sync is a work-group
 * barrier on the portable path, which is legal because every work-item reaches it. Where
 * the code could not be made convergent (a return in the branch), it stays as written with
 * cuport_lockstep() after each statement and CUPORT1222. */

typedef struct {
	RW *w;
	CXCursor base;           /* the volatile __local array written */
	unsigned nread;          /* reads of other elements of it */
	unsigned at;             /* where the element written is */
	bool sync;               /* a call that could synchronise */
} Lockstep;

/* The variable an element access p[i] is made through, when p is a volatile __local
 * pointer or array; a null cursor otherwise. */
static CXCursor volatile_local_base(RW *w, CXCursor sub)
{
	CXCursor base = cursor_skip_implicit(cursor_child(sub, 0));
	if (clang_getCursorKind(base) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	CXType t = clang_getCanonicalType(clang_getCursorType(base));
	CXType elem = t.kind == CXType_Pointer ? clang_getPointeeType(t)
					       : clang_getArrayElementType(t);
	if (elem.kind == CXType_Invalid || !clang_isVolatileQualifiedType(elem) ||
	    kscan_value_space(w->k, w->in, base) != AS_LOCAL)
		return clang_getNullCursor();
	return clang_getCursorReferenced(base);
}

static enum CXChildVisitResult find_lockstep_read(CXCursor c, CXCursor parent, CXClientData d)
{
	Lockstep *l = d;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_CallExpr) {
		/* __syncwarp, a warp exchange, or a function of the program that may hold one;
		 * a built-in such as max() synchronises nothing */
		CXCursor f = clang_getCursorReferenced(c);
		l->sync = l->sync || clang_Cursor_isNull(f) || cursor_is_user_function(l->w->u, f) ||
			  kscan_is_warp_call(l->w->u, f) || strstr(cursor_name(l->w->u, f), "sync");
	}
	if (k == CXCursor_ArraySubscriptExpr && cursor_begin(c) != l->at) {
		CXCursor b = volatile_local_base(l->w, c);
		if (!clang_Cursor_isNull(b) && clang_equalCursors(b, l->base))
			l->nread++;
	}
	return CXChildVisit_Recurse;
}

/* Whether the expression writes an element of a volatile __local array and reads another. */
static bool lockstep_statement(RW *w, CXCursor st)
{
	enum CXCursorKind k = clang_getCursorKind(st);
	if ((k != CXCursor_BinaryOperator && k != CXCursor_CompoundAssignOperator) ||
	    cursor_in_macro(st))
		return false;
	if (k == CXCursor_BinaryOperator &&
	    clang_getCursorBinaryOperatorKind(st) != CXBinaryOperator_Assign)
		return false;
	CXCursor lhs = cursor_skip_implicit(cursor_child(st, 0));
	if (clang_getCursorKind(lhs) != CXCursor_ArraySubscriptExpr)
		return false;
	Lockstep l = {.w = w, .base = volatile_local_base(w, lhs), .at = cursor_begin(lhs)};
	if (clang_Cursor_isNull(l.base))
		return false;
	clang_visitChildren(st, find_lockstep_read, &l);
	return l.nread > 0 && !l.sync;
}

/* The warp-synchronous expression statement st is, alone or as the only statement of an
 * if without else (`if (2 <= max) { s[i] += s[i - 4]; }`); a null cursor otherwise. */
static CXCursor lockstep_element(RW *w, CXCursor st)
{
	if (lockstep_statement(w, st))
		return st;
	if (clang_getCursorKind(st) != CXCursor_IfStmt || cursor_nchildren(st) != 2)
		return clang_getNullCursor();
	CXCursor then = cursor_child(st, 1);
	if (clang_getCursorKind(then) == CXCursor_CompoundStmt) {
		if (cursor_nchildren(then) != 1)
			return clang_getNullCursor();
		then = cursor_child(then, 0);
	}
	return lockstep_statement(w, then) ? then : clang_getNullCursor();
}

static void lockstep_runs(RW *w, CXCursor c)
{
	Cursors ch = {0};
	cursor_children(c, &ch);
	unsigned run = 0;
	for (unsigned i = 0; i <= ch.len; i++) {
		if (i < ch.len && !clang_Cursor_isNull(lockstep_element(w, ch.items[i]))) {
			run++;
			continue;
		}
		for (unsigned j = i - run; run >= 2 && j < i; j++) {
			w->locks = xrealloc(w->locks, (w->nlocks + 1) * sizeof *w->locks);
			w->locks[w->nlocks++] = (struct Lockstep){
				cursor_begin(lockstep_element(w, ch.items[j])), j == i - run, false};
		}
		run = 0;
	}
	cursor_list_free(&ch);
}

static enum CXChildVisitResult find_runs(CXCursor c, CXCursor parent, CXClientData d)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_LambdaExpr)
		return CXChildVisit_Continue;   /* its body is its own instance */
	if (k == CXCursor_CompoundStmt)
		lockstep_runs(d, c);
	return CXChildVisit_Recurse;
}

void rw_lockstep_find(RW *w, CXCursor body)
{
	lockstep_runs(w, body);
	clang_visitChildren(body, find_runs, w);
	if (!w->nlocks)
		return;
	w->in->lockstep = true;
	w->has_warp = true;
	if (!w->in->kernel)
		kscan_add_active(w->k, w->in);
}

static int rw_lockstep_index(RW *w, CXCursor s)
{
	unsigned b = cursor_begin(s);
	for (size_t i = 0; i < w->nlocks; i++)
		if (w->locks[i].b == b && lockstep_statement(w, s))
			return (int)i;
	return -1;
}

static void lockstep_undo(RW *w, unsigned b, unsigned e)
{
	for (size_t i = 0; i < w->nlocks; i++)
		if (w->locks[i].b >= b && w->locks[i].b < e)
			w->locks[i].done = false;
}

/* The rewrite above, of the lockstep statement s (flag NULL: every work-item runs it). */
static bool lockstep_rewrite(RW *w, CXCursor s, const char *flag)
{
	Unit *u = w->u;
	int li = rw_lockstep_index(w, s);
	CXCursor lhs = cursor_child(s, 0), rhs = cursor_child(s, 1);
	unsigned semi = rw_next_char(w, cursor_end(s), ';');
	if (li < 0 || semi == (unsigned)-1 || cursor_in_macro(lhs) || cursor_in_macro(rhs))
		return false;
	/* the operator: `=`, or `+=` and the like, whose value is *cuport_a OP (rhs) */
	const char *op = rw_text_of(w, cursor_end(lhs), cursor_begin(rhs));
	char opc[4] = "";
	size_t n = 0;
	for (const char *p = op; *p; p++) {
		if (isspace((unsigned char)*p))
			continue;
		if (!strchr("+-*/%&|^<>=", *p) || n + 1 >= sizeof opc)
			return false;
		opc[n++] = *p;
	}
	opc[n] = '\0';
	if (n == 0 || opc[n - 1] != '=')
		return false;
	opc[n - 1] = '\0';
	const char *t = cl_type(u, clang_getUnqualifiedType(clang_getCursorType(lhs)), false);
	rw_insert(w, cursor_begin(s),
		  arena_printf(u->arena, "{ %svolatile __local %s *cuport_a = &(",
			       w->locks[li].first ? "cuport_lockstep_sync(); " : "", t));
	rw_replace(w, cursor_end(lhs), cursor_begin(rhs),
		   arena_printf(u->arena, "); %s cuport_l = %s%s%s%s(", t, flag ? flag : "",
				flag ? " ? " : "", *opc ? "*cuport_a " : "", *opc ? arena_printf(u->arena, "%s ", opc) : ""));
	rw_insert_close(w, cursor_end(rhs),
		  arena_printf(u->arena, ")%s; cuport_lockstep_sync(); %s*cuport_a = cuport_l; "
				      "cuport_lockstep_sync()", flag ? " : 0" : "",
			       flag ? arena_printf(u->arena, "if (%s) ", flag) : ""));
	rw_insert(w, semi + 1, " }");
	w->locks[li].done = true;
	return true;
}

void rw_lockstep(RW *w, CXCursor c)
{
	int li = clang_isExpression(clang_getCursorKind(c)) ? rw_lockstep_index(w, c) : -1;
	if (li < 0 || w->locks[li].done)
		return;
	/* Not rewritten by a predicated branch: in code every work-item reaches, unless it
	 * sits in a branch the convergence pass left as written, or in a function whose body
	 * could not be predicated on its active flag. */
	bool divergent = !w->in->kernel;
	for (unsigned i = 0; i < w->depth && !divergent; i++) {
		enum CXCursorKind k = clang_getCursorKind(w->stack[i]);
		divergent = k == CXCursor_IfStmt || k == CXCursor_SwitchStmt ||
			    k == CXCursor_ConditionalOperator;
	}
	if (!divergent && lockstep_rewrite(w, c, NULL))
		return;
	unsigned semi = rw_next_char(w, cursor_end(c), ';');
	if (!w->warned_lockstep) {
		CXCursor base = volatile_local_base(w, cursor_skip_implicit(cursor_child(c, 0)));
		unit_diag(w->u, DIAG_KERNEL_WARP_LOCKSTEP, clang_getCursorLocation(c),
			  arena_printf(w->u->arena, "'%s'", cursor_name(w->u, base)));
		w->warned_lockstep = true;
	}
	if (semi != (unsigned)-1)
		rw_insert(w, semi + 1, " cuport_lockstep();");
	w->locks[li].done = true;
}

/* ---- shared memory handed between statements without a barrier ----
 *
 * Code written for lock-step warps lets one statement store to __shared__ memory and the
 * next read what other threads stored, with no __syncthreads() between them:
 *
 *     if (tid < ROWS) { ...; s[tid] = sum; }
 *     if (tid == 0) { for (k = 0; k < ROWS; k++) t += s[k]; ... }
 *
 * On a GPU the first warp finishes the first branch before it enters the second; OpenCL
 * promises nothing of the kind (PoCL runs work-item 0 through both before work-item 1
 * starts). Between two statements of a kernel's body, where every work-item passes, a
 * work-group barrier is added when the first stores to shared memory and the second touches
 * it. Where threads only read back their own element the barrier changes nothing but a
 * little time; after a `return` no barrier is added (the work-items that left would not
 * reach it).
 */

typedef struct {
	RW *w;
	StrList *own;      /* the slots stored to since the last barrier (`s[tid]`) */
	bool store, sync, ret;
	bool foreign;      /* touches a slot not in own: another thread's, maybe */
} SharedUse;

/* The shared variable an lvalue or subscript's base names, through subscripts, member
 * accesses and parentheses; NULL cursor for anything else (a pointer). */
static bool shared_decl(CXCursor e)
{
	e = cursor_skip_implicit(e);
	switch (clang_getCursorKind(e)) {
	case CXCursor_DeclRefExpr: {
		CXCursor d = clang_getCursorReferenced(e);
		return clang_getCursorKind(d) == CXCursor_VarDecl &&
		       (collect_cuda_attrs(d) & CUDA_ATTR_SHARED);
	}
	case CXCursor_ArraySubscriptExpr:
	case CXCursor_MemberRefExpr:
	case CXCursor_ParenExpr:
		return shared_decl(cursor_child(e, 0));
	default:
		return false;
	}
}

/* Whether e reaches shared memory: a __shared__ variable, or a pointer into __local. */
static bool local_access(RW *w, CXCursor e)
{
	e = cursor_skip_implicit(e);
	enum CXCursorKind k = clang_getCursorKind(e);
	if (k == CXCursor_DeclRefExpr)
		return shared_decl(e);
	if (k == CXCursor_ArraySubscriptExpr ||
	    (k == CXCursor_UnaryOperator &&
	     clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_Deref))
		return shared_decl(e) ||
		       kscan_value_space(w->k, w->in, cursor_child(e, 0)) == AS_LOCAL;
	if (k == CXCursor_MemberRefExpr || k == CXCursor_ParenExpr)
		return local_access(w, cursor_child(e, 0));
	return false;
}

/* A thread's own slot: `s[tid]`, `m[t / 2][t % 2]`, an element one of whose indices varies
 * from thread to thread, named by its text without blanks; NULL for a shared scalar, a slot every
 * thread names alike (`s[0]`) or a pointer's target. */
static const char *own_slot(RW *w, CXCursor e)
{
	e = cursor_skip_implicit(e);
	while (clang_getCursorKind(e) == CXCursor_MemberRefExpr ||
	       clang_getCursorKind(e) == CXCursor_ParenExpr)
		e = cursor_skip_implicit(cursor_child(e, 0));
	if (clang_getCursorKind(e) != CXCursor_ArraySubscriptExpr || cursor_in_macro(e))
		return NULL;
	bool varies = false;
	for (CXCursor a = e; !varies && clang_getCursorKind(a) == CXCursor_ArraySubscriptExpr;
	     a = cursor_skip_implicit(cursor_child(a, 0)))
		varies = rw_vary(w, cursor_child(a, 1)) != VARY_NONE;
	if (!varies)
		return NULL;
	const char *t = rw_text_of(w, cursor_begin(e), cursor_end(e));
	char *o = arena_alloc(w->u->arena, strlen(t) + 1), *q = o;
	for (; *t; t++)
		if (!isspace((unsigned char)*t))
			*q++ = *t;
	*q = '\0';
	return o;
}

/* A store records its slot as the thread's own; a read of any other slot (or of a scalar,
 * or through a pointer) may read another thread's store. Two stores to one slot by two
 * threads, ordered only by lock-step, are left as they are. */
static void shared_access(SharedUse *su, CXCursor e, bool store)
{
	const char *slot = own_slot(su->w, e);
	if (store) {
		su->store = true;
		if (slot && !strlist_contains(su->own, slot))
			strlist_push(su->own, slot);
	} else if (!slot || !strlist_contains(su->own, slot)) {
		su->foreign = true;
	}
}

static enum CXChildVisitResult shared_use(CXCursor c, CXCursor parent, CXClientData d);

static void shared_scan(SharedUse *su, CXCursor c, CXCursor parent)
{
	if (shared_use(c, parent, su) == CXChildVisit_Recurse)
		clang_visitChildren(c, shared_use, su);
}

/* The subscripts of an access chain (s[i][j].f), which may read shared memory too. */
static void shared_subscripts(SharedUse *su, CXCursor e)
{
	for (CXCursor l = cursor_skip_implicit(e);
	     clang_getCursorKind(l) == CXCursor_ArraySubscriptExpr ||
	     clang_getCursorKind(l) == CXCursor_MemberRefExpr ||
	     clang_getCursorKind(l) == CXCursor_ParenExpr;
	     l = cursor_skip_implicit(cursor_child(l, 0)))
		if (clang_getCursorKind(l) == CXCursor_ArraySubscriptExpr)
			shared_scan(su, cursor_child(l, 1), l);
}

static enum CXChildVisitResult shared_use(CXCursor c, CXCursor parent, CXClientData d)
{
	SharedUse *su = d;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_LambdaExpr)
		return CXChildVisit_Continue;
	if (k == CXCursor_ReturnStmt)
		su->ret = true;
	if (rw_is_block_sync(su->w, c))
		su->sync = true;
	bool assign = (k == CXCursor_BinaryOperator &&
		       clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign) ||
		      k == CXCursor_CompoundAssignOperator;
	if (!assign && k == CXCursor_UnaryOperator) {
		enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(c);
		assign = op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec ||
			 op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec;
	}
	if (assign) {
		CXCursor lhs = cursor_child(c, 0);
		if (local_access(su->w, lhs)) {
			/* a compound assignment or ++ reads the slot too */
			if (k != CXCursor_BinaryOperator)
				shared_access(su, lhs, false);
			shared_access(su, lhs, true);
		}
		/* the right-hand side, and the subscripts of the left */
		Cursors ch = {0};
		cursor_children(c, &ch);
		for (unsigned i = 1; i < ch.len; i++)
			shared_scan(su, ch.items[i], c);
		shared_subscripts(su, lhs);
		cursor_list_free(&ch);
		return CXChildVisit_Continue;
	}
	/* a read: the outermost access of a chain (s[i][j].f counts once) */
	if ((k == CXCursor_ArraySubscriptExpr || k == CXCursor_DeclRefExpr ||
	     k == CXCursor_MemberRefExpr ||
	     (k == CXCursor_UnaryOperator &&
	      clang_getCursorUnaryOperatorKind(c) == CXUnaryOperator_Deref)) &&
	    local_access(su->w, c)) {
		enum CXCursorKind pk = clang_getCursorKind(parent);
		bool inner = (pk == CXCursor_ArraySubscriptExpr &&
			      clang_equalCursors(cursor_skip_implicit(cursor_child(parent, 0)), c)) ||
			     pk == CXCursor_MemberRefExpr;
		if (!inner) {
			shared_access(su, c, false);
			shared_subscripts(su, c);
			return CXChildVisit_Continue;
		}
	}
	return CXChildVisit_Recurse;
}

void rw_shared_handoff(RW *w, CXCursor body)
{
	Cursors ch = {0};
	cursor_children(body, &ch);
	StrList own = {0};
	bool pending = false;
	for (unsigned i = 0; i < ch.len; i++) {
		CXCursor st = ch.items[i];
		SharedUse su = {.w = w, .own = &own};
		shared_scan(&su, st, body);
		if (pending && su.foreign && !su.sync && !cursor_in_macro(st)) {
			unsigned b = cursor_begin(st), ls = b;
			while (ls > 0 && (w->ef.text[ls - 1] == ' ' || w->ef.text[ls - 1] == '\t'))
				ls--;
			bool own_line = ls == 0 || w->ef.text[ls - 1] == '\n';
			rw_insert(w, b, arena_printf(w->u->arena,
				  "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* cuport: shared "
				  "memory from the statement before */%s%.*s", own_line ? "\n" : " ",
				  own_line ? (int)(b - ls) : 0, w->ef.text + ls));
			unit_diag(w->u, DIAG_KERNEL_SHARED_HANDOFF, clang_getCursorLocation(st),
				  cursor_name(w->u, w->in->decl));
			pending = false;
			strlist_free(&own);
			/* what this statement stores is pending again */
			su = (SharedUse){.w = w, .own = &own};
			shared_scan(&su, st, body);
		}
		if (su.ret)
			break;
		if (su.sync || rw_is_block_sync(w, st)) {
			pending = false;
			strlist_free(&own);
		} else if (su.store) {
			pending = true;
		}
	}
	strlist_free(&own);
	cursor_list_free(&ch);
}

/*
 * Barrier regions that close where their branch does.
 *
 * PoCL, the default device, runs a work-group as loops over its work-items between
 * barriers. Its kernel compiler (3.1, Debian 12's) gets one shape wrong: in a loop, a branch
 * that holds a barrier and has statements after its last barrier runs those statements
 * with every work-item's context set to the first one's (get_local_id(0) is 0 in all of
 * them), so `if (tid == 0) out[n++] = v;` there runs once per work-item:
 *
 *   for (int i = blockIdx.x; i < n; i += gridDim.x) {
 *     if (param[i] != SKIP) {   // uniform
 *       ...; __syncthreads(); if (tid == 0) count[...] = ...;   // once per work-item
 *     }
 *   }
 *
 * and so does `if (c) continue;` before a barrier of the loop's body. Measured: a branch that
 * ends with a barrier, and a body that ends with one, run right. So each such branch, and
 * the body of a loop that continues past a barrier, get a barrier as their last statement.
 * Every work-item that entered the branch reaches it (the branch is taken by the whole
 * work-group, as its barriers require), so the program means the same on every device; the
 * cost is one barrier per pass. Code outside loops is left alone, except in a device
 * function, which PoCL inlines into whatever loop calls it.
 */
#include "kernel.h"

#include <string.h>

#define CLOSING_BARRIER "barrier(CLK_LOCAL_MEM_FENCE); /* cuport: closes the region (PoCL) */"

static bool holds_barrier(RW *w, Inst *in, CXCursor s, int depth);

typedef struct {
	RW *w;
	Inst *in;
	int depth;
	bool found;
} BarrierSearch;

/* Whether instance t's body holds a barrier (its own or a callee's). */
static bool inst_holds_barrier(RW *w, Inst *t, int depth)
{
	if (depth > 8 || t->kernel)
		return false;
	if (t->lockstep)
		return true;   /* warp-synchronous code made convergent with barriers */
	Cursors ch = {0};
	cursor_children(t->decl, &ch);
	bool found = false;
	for (unsigned i = 0; i < ch.len && !found; i++)
		if (clang_getCursorKind(ch.items[i]) == CXCursor_CompoundStmt)
			found = holds_barrier(w, t, ch.items[i], depth + 1);
	cursor_list_free(&ch);
	return found;
}

static enum CXChildVisitResult find_barrier(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	BarrierSearch *bs = d;
	if (clang_getCursorKind(c) == CXCursor_LambdaExpr)
		return CXChildVisit_Continue;   /* its body is another function */
	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		if (rw_is_block_sync(bs->w, c)) {
			bs->found = true;
			return CXChildVisit_Break;
		}
		for (size_t i = 0; bs->in && i < bs->in->ncalls; i++)
			if (cursor_same(bs->in->calls[i].call, c) &&
			    inst_holds_barrier(bs->w, bs->in->calls[i].callee, bs->depth)) {
				bs->found = true;
				return CXChildVisit_Break;
			}
	}
	return CXChildVisit_Recurse;
}

static bool holds_barrier(RW *w, Inst *in, CXCursor s, int depth)
{
	BarrierSearch bs = {w, in, depth, false};
	if (clang_getCursorKind(s) == CXCursor_CallExpr)
		find_barrier(s, s, &bs);
	if (!bs.found)
		clang_visitChildren(s, find_barrier, &bs);
	return bs.found;
}

/* Whether the statement being visited lies in a loop of its function, or the function is
 * a device function (inlined wherever it is called). */
static bool in_loop(RW *w)
{
	if (!w->in->kernel)
		return true;
	for (unsigned up = 0; up < w->depth; up++) {
		enum CXCursorKind k = clang_getCursorKind(rw_parent_at(w, up));
		if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
		    k == CXCursor_CXXForRangeStmt)
			return true;
	}
	return false;
}

static bool is_barrier_stmt(RW *w, CXCursor s)
{
	return clang_isExpression(clang_getCursorKind(s)) && rw_is_block_sync(w, s);
}

/* Ends the compound statement body with a barrier, unless its last statement is one. */
static void close_with_barrier(RW *w, CXCursor body)
{
	unsigned n = cursor_nchildren(body);
	if (n && is_barrier_stmt(w, cursor_child(body, n - 1)))
		return;
	unsigned e = cursor_end(body);
	if (e == 0 || w->ef.text[e - 1] != '}')
		return;
	/* on a line of its own before the '}' line, indented one step further */
	unsigned ls = e - 1;
	while (ls > 0 && (w->ef.text[ls - 1] == ' ' || w->ef.text[ls - 1] == '\t'))
		ls--;
	if (ls > 0 && w->ef.text[ls - 1] == '\n')
		rw_insert(w, ls, arena_printf(w->u->arena, "%.*s  %s\n", (int)(e - 1 - ls),
					      w->ef.text + ls, CLOSING_BARRIER));
	else
		rw_insert(w, e - 1, " " CLOSING_BARRIER " ");
}

/* A branch (then or else) of an if in a loop, holding a barrier with statements after it. */
static void close_branch(RW *w, CXCursor b)
{
	if (clang_Cursor_isNull(b) || cursor_in_macro(b) || !holds_barrier(w, w->in, b, 0))
		return;
	if (clang_getCursorKind(b) == CXCursor_CompoundStmt) {
		close_with_barrier(w, b);
		return;
	}
	if (clang_getCursorKind(b) == CXCursor_IfStmt)
		return;   /* else if: visited as an if of its own */
	if (is_barrier_stmt(w, b))
		return;
	unsigned e = cursor_end(b);
	if (clang_isExpression(clang_getCursorKind(b)) || clang_getCursorKind(b) == CXCursor_DoStmt) {
		unsigned semi = rw_next_char(w, e, ';');
		if (semi == (unsigned)-1)
			return;
		e = semi + 1;
	} else if (clang_getCursorKind(b) != CXCursor_ForStmt &&
		   clang_getCursorKind(b) != CXCursor_WhileStmt) {
		return;
	} else if (w->ef.text[e - 1] != '}') {
		return;   /* a loop whose body is one statement: where it ends is not known here */
	}
	rw_insert(w, cursor_begin(b), "{ ");
	rw_insert(w, e, " " CLOSING_BARRIER " }");
}

void rw_close_branch_barriers(RW *w, CXCursor ifstmt)
{
	if (cursor_in_macro(ifstmt) || !in_loop(w))
		return;
	Cursors ch = {0};
	cursor_children(ifstmt, &ch);
	/* children: [init/var...] condition, then, [else] */
	if (ch.len >= 2) {
		CXCursor then = ch.items[ch.len == 2 ? 1 : ch.len - 2];
		CXCursor els = ch.len >= 3 ? ch.items[ch.len - 1] : clang_getNullCursor();
		if (ch.len >= 3 && !clang_isStatement(clang_getCursorKind(els))) {
			then = ch.items[ch.len - 1];
			els = clang_getNullCursor();
		}
		if (clang_isStatement(clang_getCursorKind(then)))
			close_branch(w, then);
		close_branch(w, els);
	}
	cursor_list_free(&ch);
}

/* Whether s holds a continue of the loop s is the body of (not one of a nested loop or
 * switch). */
static enum CXChildVisitResult find_continue(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	switch (clang_getCursorKind(c)) {
	case CXCursor_ContinueStmt:
		*(bool *)d = true;
		return CXChildVisit_Break;
	case CXCursor_ForStmt:
	case CXCursor_WhileStmt:
	case CXCursor_DoStmt:
	case CXCursor_CXXForRangeStmt:
	case CXCursor_LambdaExpr:
		return CXChildVisit_Continue;
	default:
		return CXChildVisit_Recurse;
	}
}

void rw_close_loop_barriers(RW *w, CXCursor loop)
{
	if (cursor_in_macro(loop))
		return;
	unsigned n = cursor_nchildren(loop);
	CXCursor body = n ? cursor_child(loop, clang_getCursorKind(loop) == CXCursor_DoStmt ? 0 : n - 1)
			  : clang_getNullCursor();
	if (clang_Cursor_isNull(body) || clang_getCursorKind(body) != CXCursor_CompoundStmt)
		return;
	bool cont = false;
	clang_visitChildren(body, find_continue, &cont);
	if (cont && holds_barrier(w, w->in, body, 0))
		close_with_barrier(w, body);
}

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

/* The jumps in s that leave it: returns and gotos anywhere, breaks and continues not
 * inside a loop (or, for breaks, a switch) of s itself; first_continue is the offset of the
 * first escaping continue (or -1). Lambdas are other functions. */
typedef struct {
	bool ret, brk, cont;
	unsigned first_continue;
} Jumps;

static void find_jumps(CXCursor s, bool in_loop, bool in_switch, Jumps *j)
{
	Cursors ch = {0};
	cursor_children(s, &ch);
	for (unsigned i = 0; i < ch.len; i++) {
		CXCursor c = ch.items[i];
		switch (clang_getCursorKind(c)) {
		case CXCursor_ReturnStmt:
		case CXCursor_GotoStmt:
		case CXCursor_IndirectGotoStmt:
			j->ret = true;
			break;
		case CXCursor_BreakStmt:
			j->brk = j->brk || (!in_loop && !in_switch);
			break;
		case CXCursor_ContinueStmt:
			if (!in_loop) {
				if (!j->cont || cursor_begin(c) < j->first_continue)
					j->first_continue = cursor_begin(c);
				j->cont = true;
			}
			break;
		case CXCursor_LambdaExpr:
			break;
		case CXCursor_ForStmt:
		case CXCursor_WhileStmt:
		case CXCursor_DoStmt:
		case CXCursor_CXXForRangeStmt:
			find_jumps(c, true, in_switch, j);
			break;
		case CXCursor_SwitchStmt:
			find_jumps(c, in_loop, true, j);
			break;
		default:
			find_jumps(c, in_loop, in_switch, j);
			break;
		}
	}
	cursor_list_free(&ch);
}

/* The offset of the last barrier in s (its own, or a call of a function holding one), or
 * 0 when there is none. */
typedef struct {
	RW *w;
	unsigned last;
} LastBarrier;

static enum CXChildVisitResult find_last_barrier(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	LastBarrier *lb = d;
	if (clang_getCursorKind(c) == CXCursor_LambdaExpr)
		return CXChildVisit_Continue;
	if (clang_getCursorKind(c) == CXCursor_CallExpr && holds_barrier(lb->w, lb->w->in, c, 0)) {
		if (cursor_begin(c) > lb->last)
			lb->last = cursor_begin(c);
		return CXChildVisit_Continue;
	}
	return CXChildVisit_Recurse;
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
	/* a work-item that may leave the branch early would miss the closing barrier */
	Jumps j = {0};
	find_jumps(b, false, false, &j);
	if (j.ret || j.brk || j.cont)
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

void rw_close_loop_barriers(RW *w, CXCursor loop)
{
	if (cursor_in_macro(loop))
		return;
	unsigned n = cursor_nchildren(loop);
	CXCursor body = n ? cursor_child(loop, clang_getCursorKind(loop) == CXCursor_DoStmt ? 0 : n - 1)
			  : clang_getNullCursor();
	if (clang_Cursor_isNull(body) || clang_getCursorKind(body) != CXCursor_CompoundStmt)
		return;
	/* only a continue before a barrier of the body, which every work-item must then take
	 * together; with a return, a goto or a break out of the loop the closing barrier could
	 * be missed by some */
	Jumps j = {0};
	find_jumps(body, false, false, &j);
	if (!j.cont || j.ret || j.brk)
		return;
	LastBarrier lb = {w, 0};
	clang_visitChildren(body, find_last_barrier, &lb);
	if (lb.last > j.first_continue)
		close_with_barrier(w, body);
}

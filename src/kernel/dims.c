/*
 * dims.c: the launch dimensions a kernel cannot tell apart.
 *
 * A kernel that never reads threadIdx.d nor blockDim.d (through everything it calls) runs the
 * same code in every thread of a block that differs only in d: those threads compute the
 * same values and store them to the same places, so running one of them is the schedule a
 * GPU's lock-step gives them (they read before any of them writes), a valid one under
 * CUDA's rules.  On a CPU device the copies race instead: `x[i] += a` done by eight
 * identical work-items one after the other adds eight times (PolyBench's MVT launched with
 * 32x8 threads and indexed by threadIdx.x alone).  So the launch may run that dimension with
 * size 1; likewise a grid dimension whose blockIdx.d and gridDim.d it never reads.
 *
 * This holds only while nothing counts the threads or tells them apart in another way:
 * atomics (each copy adds), warp operations and votes (lanes are numbered over all
 * dimensions), __syncthreads_count and its kin, printf (each copy prints), the device heap
 * and device-side launches (each copy allocates or launches), cooperative groups (ranks and
 * sizes over all dimensions), CUB, wmma and inline assembly (%tid.y); a kernel using any of
 * them keeps its launch as written.  docs/kernels.md, "Redundant launch dimensions", gives
 * the argument; the runtime applies the mask at each launch (cuportKernelDecl).
 */
#include "kernel.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
	KScan *k;
	Inst *in;
	unsigned read;           /* bits 0-2: block dims read, 3-5: grid dims read */
	bool unsafe;             /* something counts or tells apart the threads */
} Dims;

/* The dimension whose member follows offset e of t (`.y`), as a bit; 7 (all) when none. */
static unsigned member_after(const char *t, size_t len, size_t e)
{
	while (e < len && (t[e] == ' ' || t[e] == '\t'))
		e++;
	if (e + 1 >= len || t[e] != '.')
		return 7;
	e++;
	while (e < len && (t[e] == ' ' || t[e] == '\t'))
		e++;
	char c = e < len ? t[e] : 0;
	char n = e + 1 < len ? t[e + 1] : 0;
	bool ident = (n >= 'a' && n <= 'z') || (n >= 'A' && n <= 'Z') || (n >= '0' && n <= '9') ||
		     n == '_';
	return c >= 'x' && c <= 'z' && !ident ? 1u << (c - 'x') : 7;
}

typedef struct {
	const char *macro;       /* the macro's name */
	const char *name;        /* the built-in's */
	unsigned dims;
} MacroUses;

/* Adds the dimensions the uses of the built-in in a definition of the macro read. */
static enum CXChildVisitResult macro_uses(CXCursor c, CXCursor parent, CXClientData data)
{
	MacroUses *m = data;
	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_MacroDefinition)
		return CXChildVisit_Continue;
	CXString s = clang_getCursorSpelling(c);
	bool named = strcmp(clang_getCString(s), m->macro) == 0;
	clang_disposeString(s);
	if (!named)
		return CXChildVisit_Continue;
	CXFile f;
	unsigned b, e;
	clang_getSpellingLocation(clang_getRangeStart(clang_getCursorExtent(c)), &f, NULL, NULL, &b);
	clang_getSpellingLocation(clang_getRangeEnd(clang_getCursorExtent(c)), NULL, NULL, NULL, &e);
	size_t len = 0;
	const char *t = f ? clang_getFileContents(clang_Cursor_getTranslationUnit(c), f, &len) : NULL;
	size_t n = strlen(m->name);
	if (!t || e > len) {
		m->dims = 7;
		return CXChildVisit_Break;
	}
	for (size_t i = b; i + n <= e; i++)
		if (strncmp(t + i, m->name, n) == 0 && (i == b || !str_ident_char(t[i - 1])) &&
		    !str_ident_char(t[i + n]))
			m->dims |= member_after(t, e, i + n);
	return CXChildVisit_Continue;
}

/* The dimensions the uses of built-in `name` in the bodies of the macro expanded at ref
 * read: every use there counts (the one expanded here is among them); 7 when they have
 * none (the variable comes from a macro that macro expands). */
static unsigned macro_dims(Dims *d, CXCursor ref, const char *name)
{
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(ref);
	CXFile f;
	unsigned b;
	clang_getExpansionLocation(clang_getCursorLocation(ref), &f, NULL, NULL, &b);
	size_t len = 0;
	const char *t = f ? clang_getFileContents(tu, f, &len) : NULL;
	size_t e = b;
	while (t && e < len && str_ident_char(t[e]))
		e++;
	if (!t || e == b)
		return 7;
	MacroUses m = {arena_strndup(d->k->u->arena, t + b, e - b), name, 0};
	clang_visitChildren(clang_getTranslationUnitCursor(tu), macro_uses, &m);
	return m.dims ? m.dims : 7;
}

/* The dimensions a use of a built-in index variable reads, as bits: its member written
 * after it, or in a macro's body, the members that body names it with; 7 (the whole dim3)
 * when they cannot be told. */
static unsigned member_dims(Dims *d, CXCursor ref, const char *name)
{
	if (cursor_in_macro(ref))
		return macro_dims(d, ref, name);
	CXFile f;
	unsigned e;
	clang_getSpellingLocation(clang_getRangeEnd(clang_getCursorExtent(ref)), &f, NULL, NULL, &e);
	size_t len = 0;
	const char *t = f ? clang_getFileContents(clang_Cursor_getTranslationUnit(ref), f, &len)
			  : NULL;
	return t ? member_after(t, len, e) : 7;
}

static void builtin_var(Dims *d, CXCursor ref, const Rule *r)
{
	if (r->form != FORM_INDEX)
		return;
	unsigned shift = strcmp(r->from, "threadIdx") == 0 || strcmp(r->from, "blockDim") == 0
		? 0 : 3;
	d->read |= member_dims(d, ref, r->from) << shift;
}

/* Whether c lies in namespace ns (at any depth). */
static bool in_namespace(Dims *d, CXCursor c, const char *ns)
{
	for (CXCursor p = clang_getCursorSemanticParent(c); !clang_Cursor_isNull(p) &&
	     clang_getCursorKind(p) != CXCursor_TranslationUnit; p = clang_getCursorSemanticParent(p))
		if (clang_getCursorKind(p) == CXCursor_Namespace &&
		    strcmp(cursor_name(d->k->u, p), ns) == 0)
			return true;
	return false;
}

/* Whether the scan followed call (a call site it recorded: the same expression, though
 * reached by another walk, so compared by kind and place). */
static bool instance_call(Dims *d, CXCursor call)
{
	CXSourceRange r = clang_getCursorExtent(call);
	for (size_t i = 0; i < d->in->ncalls; i++) {
		CXCursor c = d->in->calls[i].call;
		if (clang_equalCursors(c, call) ||
		    (clang_getCursorKind(c) == clang_getCursorKind(call) &&
		     clang_equalRanges(clang_getCursorExtent(c), r)))
			return true;
	}
	return false;
}

/* A call of a built-in or a library function: unsafe when it counts or tells apart the
 * threads (the file's comment). */
static void library_call(Dims *d, CXCursor call, CXCursor callee)
{
	static const char *const counts[] = {"printf", "vprintf", "malloc", "free", "__trap",
					     "cudaMalloc", "cudaFree", NULL};
	static const char *const spaces[] = {"cooperative_groups", "cub", "nvcuda", "thrust",
					     "cuda", NULL};
	const char *name = cursor_name(d->k->u, callee);
	for (unsigned i = 0; counts[i]; i++)
		d->unsafe |= strcmp(name, counts[i]) == 0;
	for (unsigned i = 0; spaces[i]; i++)
		d->unsafe |= in_namespace(d, callee, spaces[i]);
	const Rule *r = rules_find(d->k->u->run->rules, RULE_DEVICE_FUNC, name);
	if (r && (r->form == FORM_ATOMIC || r->form == FORM_WARP || r->form == FORM_BLOCK_VOTE ||
		  (r->needs & (NEED(WARP_SCRATCH) | NEED(SYNC_COUNTER) | NEED(CONVERGENT) |
			       NEED(ACTIVE) | NEED(HEAP)))))
		d->unsafe = true;
	(void)call;
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data)
{
	Dims *d = data;
	(void)parent;
	switch (clang_getCursorKind(c)) {
	case CXCursor_AsmStmt:
	case CXCursor_MSAsmStmt:
	case CXCursor_CXXNewExpr:
	case CXCursor_CXXDeleteExpr:
		d->unsafe = true;
		break;
	case CXCursor_DeclRefExpr: {
		const Rule *r = kscan_builtin_var(d->k->u, clang_getCursorReferenced(c));
		if (r)
			builtin_var(d, c, r);
		break;
	}
	case CXCursor_CallExpr: {
		CXCursor callee = clang_getCursorReferenced(c);
		if (clang_Cursor_isNull(callee))
			break;   /* a call of a function object or a pointer: its body is an instance */
		enum CXCursorKind ck = clang_getCursorKind(callee);
		/* a built-in (the rules name it) may be declared where cuport's view of the SDK
		 * counts as the user's */
		if (!cursor_in_user_code(d->k->u, callee) ||
		    rules_find(d->k->u->run->rules, RULE_DEVICE_FUNC, cursor_name(d->k->u, callee)))
			library_call(d, c, callee);
		else if ((ck == CXCursor_FunctionDecl || ck == CXCursor_CXXMethod ||
			  ck == CXCursor_FunctionTemplate ||
			  (ck == CXCursor_Constructor && clang_isCursorDefinition(callee))) &&
			 !instance_call(d, c))
			d->unsafe = true;   /* a device function this pass cannot follow */
		break;
	}
	default:
		break;
	}
	return d->unsafe ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Adds in's reads (and those of everything it calls) to d; seen: the instances visited. */
static void visit_instance(Dims *d, Inst *in, Inst ***seen, size_t *nseen, size_t *cap)
{
	for (size_t i = 0; i < *nseen; i++)
		if ((*seen)[i] == in)
			return;
	PUSH(*seen, *nseen, *cap, in);
	if (in->lockstep || in->wide_scratch || in->cub_words)
		d->unsafe = true;
	for (size_t i = 0; i < in->nres && !d->unsafe; i++) {
		ResKind r = in->res[i]->kind;
		d->unsafe = r == RES_WARP || r == RES_SYNC || r == RES_GRID || r == RES_LAUNCH ||
			    r == RES_HEAP || r == RES_ACTIVE;
	}
	Inst *outer = d->in;
	d->in = in;
	if (!d->unsafe)
		clang_visitChildren(in->decl, visit, d);
	d->in = outer;
	for (size_t i = 0; i < in->ncalls && !d->unsafe; i++)
		if (in->calls[i].callee)
			visit_instance(d, in->calls[i].callee, seen, nseen, cap);
}

void kdims_mark(KScan *k)
{
	Unit *u = k->u;
	for (size_t i = 0; i < k->ninsts; i++) {
		Inst *in = k->insts[i];
		if (!in->kernel)
			continue;
		Dims d = {.k = k, .in = in};
		Inst **seen = NULL;
		size_t nseen = 0, cap = 0;
		visit_instance(&d, in, &seen, &nseen, &cap);
		free(seen);
		unsigned redundant = d.unsafe ? 0 : ~d.read & 077u;
		for (size_t j = 0; j < u->nkinfo; j++)
			if (clang_equalCursors(u->kinfo[j].decl, in->decl))
				u->kinfo[j].redundant_dims = redundant;
	}
}

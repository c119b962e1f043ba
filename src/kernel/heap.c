/*
 * The device heap: malloc/free, new/delete and the device runtime's cudaMalloc/cudaFree in
 * device code. OpenCL C 1.2 has no allocator, so the runtime owns a heap buffer that every
 * function that allocates takes as the hidden parameter cuport_heap (RES_HEAP), and the
 * device header's allocator cuts blocks of it (runtime/src/heap.c, the device header's
 * "the device heap"; docs/kernels.md, "The device heap"). malloc and free are rules of the
 * device_functions table (need "heap"); what no rule can say is here:
 *
 *   new T, new T[n]          ((__global T *)cuport_malloc(cuport_heap, sizeof(T) * n))
 *   new T(args)              cuport_new_global_T(cuport_malloc(cuport_heap, sizeof(T)),
 *                                                T_new(args)): the object is built by its
 *                            constructor (calls.c) and stored in the block, if there is one
 *   new (buf) T(args)        the same into buf, in buf's space (placement new)
 *   delete p, delete[] p     cuport_free(cuport_heap, p)
 *   cudaMalloc(&p, n)        cuport_cuda_malloc_<space of p>(cuport_heap, (ulong *)&p, n):
 *                            p is stored as its 64-bit address, wherever it is kept
 *   cudaFree(p)              cuport_cuda_free(cuport_heap, p)
 *
 * A class with virtual functions cannot be built (OpenCL C has no virtual tables), an array
 * of a class with a constructor would need it run per element, and a destructor is not
 * translated: each is reported (CUPORT1228), never dropped.
 */
#include "kernel.h"

#include <ctype.h>
#include <string.h>

/* The parts of a new expression, as written. */
typedef struct {
	bool placement;          /* new (where) T... */
	bool array;              /* new T[n] */
	bool parens;             /* an initializer in parentheses follows the type */
	CXCursor where;          /* the placement argument */
	CXCursor size;           /* the array's length */
	CXCursor init;           /* the initializer: a constructor call or an expression */
	CXType type;             /* T */
} NewParts;

static const char *file_text(CXCursor c, size_t *len)
{
	CXFile f;
	clang_getFileLocation(clang_getCursorLocation(c), &f, NULL, NULL, NULL);
	return f ? clang_getFileContents(clang_Cursor_getTranslationUnit(c), f, len) : NULL;
}

static unsigned skip_space(const char *t, unsigned i, unsigned e)
{
	while (i < e && isspace((unsigned char)t[i]))
		i++;
	return i;
}

/* The offset after the bracket that closes the one at i. */
static unsigned close_of(const char *t, unsigned i, unsigned e)
{
	int depth = 0;
	for (; i < e; i++) {
		if (t[i] == '(' || t[i] == '[' || t[i] == '{')
			depth++;
		else if ((t[i] == ')' || t[i] == ']' || t[i] == '}') && --depth == 0)
			return i + 1;
	}
	return e;
}

static bool new_parts(CXCursor e, NewParts *np)
{
	memset(np, 0, sizeof *np);
	np->where = np->size = np->init = clang_getNullCursor();
	np->type = clang_getPointeeType(clang_getCursorType(e));
	size_t len;
	const char *t = file_text(e, &len);
	unsigned b = cursor_begin(e), end = cursor_end(e);
	if (!t || end > len || b + 3 > end || strncmp(t + b, "new", 3) != 0)
		return false;
	unsigned i = skip_space(t, b + 3, end), pe = i;
	if (i < end && t[i] == '(') {
		np->placement = true;
		pe = close_of(t, i, end);
		i = skip_space(t, pe, end);
	}
	/* the type: up to a bracket outside template arguments */
	int angle = 0;
	for (; i < end; i++) {
		if (t[i] == '<')
			angle++;
		else if (t[i] == '>')
			angle--;
		else if (angle == 0 && (t[i] == '[' || t[i] == '(' || t[i] == '{'))
			break;
	}
	np->array = i < end && t[i] == '[';
	np->parens = i < end && t[i] == '(';
	unsigned after = i;
	Cursors ch = {0};
	cursor_children(e, &ch);
	for (unsigned k = 0; k < ch.len; k++) {
		CXCursor c = ch.items[k];
		if (!clang_isExpression(clang_getCursorKind(c)))
			continue;
		unsigned cb = cursor_begin(c);
		if (np->placement && cb < pe)
			np->where = c;
		else if (np->array && clang_Cursor_isNull(np->size) && cb >= after)
			np->size = c;
		else if (cb >= after || clang_getCursorKind(c) == CXCursor_CallExpr)
			np->init = c;
	}
	cursor_list_free(&ch);
	return !np->placement || !clang_Cursor_isNull(np->where);
}

CXCursor kheap_new_place(CXCursor e)
{
	NewParts np;
	return new_parts(e, &np) ? np.where : clang_getNullCursor();
}

static CXCursor record_decl(CXType t)
{
	return clang_getTypeDeclaration(clang_getCanonicalType(t));
}

typedef struct {
	Unit *u;
	Buf *names;
	int depth;
} VirtualWalk;

static void virtual_methods(Unit *u, CXCursor rec, Buf *names, int depth);

static enum CXChildVisitResult virtual_member(CXCursor c, CXCursor parent, CXClientData d)
{
	VirtualWalk *v = d;
	enum CXCursorKind k = clang_getCursorKind(c);
	if ((k == CXCursor_CXXMethod || k == CXCursor_Destructor) && clang_CXXMethod_isVirtual(c)) {
		const char *n = cursor_name(v->u, c);
		if (!v->names->data || !strstr(v->names->data, n))
			buf_printf(v->names, "%s%s", v->names->len ? ", " : "", n);
	} else if (k == CXCursor_CXXBaseSpecifier) {
		virtual_methods(v->u, record_decl(clang_getCursorType(c)), v->names, v->depth + 1);
	}
	return CXChildVisit_Continue;
}

/* The virtual functions of class rec and its bases, into names ("push, pop, ~Container"). */
static void virtual_methods(Unit *u, CXCursor rec, Buf *names, int depth)
{
	if (clang_Cursor_isNull(rec) || depth > 16)
		return;
	VirtualWalk v = {u, names, depth};
	clang_visitChildren(rec, virtual_member, &v);
	CXCursor tmpl = clang_getSpecializedCursorTemplate(rec);
	if (!clang_Cursor_isNull(tmpl) && !clang_equalCursors(tmpl, rec))
		clang_visitChildren(tmpl, virtual_member, &v);
}

static enum CXChildVisitResult find_dtor(CXCursor c, CXCursor parent, CXClientData d)
{
	if (clang_getCursorKind(c) == CXCursor_Destructor && !clang_CXXMethod_isDefaulted(c) &&
	    clang_isCursorDefinition(c)) {
		*(CXCursor *)d = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/* The user-written destructor of the class of t, or a null cursor. */
static CXCursor user_dtor(Unit *u, CXType t)
{
	CXCursor rec = record_decl(t), d = clang_getNullCursor();
	if (clang_Cursor_isNull(rec) || !cursor_in_user_code(u, rec))
		return d;
	clang_visitChildren(rec, find_dtor, &d);
	CXCursor tmpl = clang_getSpecializedCursorTemplate(rec);
	if (clang_Cursor_isNull(d) && !clang_Cursor_isNull(tmpl))
		clang_visitChildren(tmpl, find_dtor, &d);
	return d;
}

/* Whether the class of t has a virtual function (*why says which), or ...; reported at at. */
static bool polymorphic(Unit *u, CXType t, CXCursor at, const char *what)
{
	CXCursor rec = record_decl(t);
	if (clang_getCursorKind(rec) != CXCursor_StructDecl &&
	    clang_getCursorKind(rec) != CXCursor_ClassDecl &&
	    clang_getCursorKind(rec) != CXCursor_ClassTemplate)
		return false;
	Buf names = {0};
	virtual_methods(u, rec, &names, 0);
	if (!names.len)
		return false;
	unit_diag(u, DIAG_KERNEL_DEVICE_HEAP, clang_getCursorLocation(at), what,
		  arena_printf(u->arena, "class '%s' has virtual functions (%s), and OpenCL C has "
			       "no virtual tables to give its objects (its virtual calls are "
			       "CUPORT1220); it is kept as written and the .cl will not build until it is replaced",
			       arena_cxstring(u->arena, clang_getTypeSpelling(t)), names.data));
	buf_free(&names);
	return true;
}

/* An identifier for the OpenCL type text ct: "struct Pt" -> "struct_Pt". */
static const char *type_ident(Unit *u, const char *ct)
{
	char *s = arena_strdup(u->arena, ct);
	for (char *p = s; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '_')
			*p = '_';
	return s;
}

/* The helper that stores a built object of type ct into a block of space sp. */
static const char *store_helper(RW *w, Space sp, const char *ct)
{
	const char *key = arena_printf(w->u->arena, "new:%s:%s", cl_space_qualifier(sp), ct);
	if (!strlist_contains(&w->k->helpers, key))
		strlist_push(&w->k->helpers, key);
	return arena_printf(w->u->arena, "cuport_new_%s_%s", cl_space_suffix(sp), type_ident(w->u, ct));
}

bool kheap_emit_helper(Unit *u, Buf *out, const char *key)
{
	if (!str_starts(key, "new:"))
		return false;
	const char *sp = key + 4, *colon = strchr(sp, ':');
	if (!colon)
		return false;
	int n = (int)(colon - sp);
	const char *ct = colon + 1;
	const char *suffix = strncmp(sp, "__global", (size_t)n) == 0 ? "global"
			     : strncmp(sp, "__local", (size_t)n) == 0 ? "local" : "private";
	buf_printf(out,
		   "/* new %s(...): the object built, stored into its block (none when the device\n"
		   "   heap is exhausted: then NULL, and nothing is stored) */\n"
		   "%.*s %s *cuport_new_%s_%s(%.*s void *p, %s v)\n"
		   "{\n"
		   "    if (p)\n"
		   "        *(%.*s %s *)p = v;\n"
		   "    return (%.*s %s *)p;\n"
		   "}\n\n",
		   ct, n, sp, ct, suffix, type_ident(u, ct), n, sp, ct, n, sp, ct, n, sp, ct);
	return true;
}

/* Reported: kept as written, which the .cl will not build. */
static void refuse(RW *w, CXCursor e, const char *what, const char *why)
{
	unit_diag(w->u, DIAG_KERNEL_DEVICE_HEAP, clang_getCursorLocation(e), what,
		  arena_printf(w->u->arena, "%s; it is kept as written and the .cl will not build "
			       "until it is replaced", why));
}

static const char *new_what(RW *w, CXType t, bool array)
{
	return arena_printf(w->u->arena, "new %s%s", arena_cxstring(w->u->arena,
							      clang_getTypeSpelling(t)),
			    array ? "[]" : "");
}

void rw_new_expr(RW *w, CXCursor e)
{
	Unit *u = w->u;
	NewParts np;
	if (!new_parts(e, &np) || cursor_in_macro(e)) {
		refuse(w, e, "new", "cuport translates a new expression written in the file, not "
		       "one in a macro body or of a form it does not read");
		return;
	}
	const char *what = new_what(w, np.type, np.array);
	if (polymorphic(u, np.type, e, what))
		return;
	const char *ct = cl_type(u, np.type, false);
	Space sp = np.placement ? kscan_value_space(w->k, w->in, np.where) : AS_GLOBAL;
	if (!sp)
		sp = AS_GLOBAL;
	const char *q = cl_space_qualifier(sp);
	CXCursor ctor = clang_Cursor_isNull(np.init) ? np.init : clang_getCursorReferenced(np.init);
	bool user_ctor = !clang_Cursor_isNull(ctor) && cursor_is_user_ctor(u, ctor);
	bool braces = !clang_Cursor_isNull(np.init) &&
		      clang_getCursorKind(np.init) == CXCursor_InitListExpr;
	if (braces) {
		refuse(w, e, what, "an initializer in braces is not translated: write it as a "
		       "constructor call or assign the members");
		return;
	}
	unsigned b = cursor_begin(e), end = cursor_end(e);
	if (np.array) {
		if (user_ctor) {
			refuse(w, e, what, "the class's constructor would run for each element, "
			       "which cuport does not translate: allocate with malloc and build "
			       "the elements in a loop");
			return;
		}
		if (np.placement) {
			rw_replace(w, b, cursor_begin(np.where), arena_printf(u->arena, "((%s %s *)(", q, ct));
			rw_replace(w, cursor_end(np.where), end, "))");
		} else if (!clang_Cursor_isNull(np.size)) {
			rw_replace(w, b, cursor_begin(np.size), arena_printf(u->arena,
				   "((__global %s *)cuport_malloc(cuport_heap, sizeof(%s) * (ulong)(", ct, ct));
			rw_replace(w, cursor_end(np.size), end, ")))");
		}
		return;
	}
	bool value = !clang_Cursor_isNull(np.init) &&
		     (user_ctor || clang_getCursorKind(np.init) != CXCursor_CallExpr);
	const char *block = np.placement ? NULL
			    : arena_printf(u->arena, "cuport_malloc(cuport_heap, sizeof(%s))", ct);
	if (value) {
		/* the object built by its constructor (or the value given), stored into the block */
		const char *h = store_helper(w, sp, ct);
		if (np.placement) {
			rw_replace(w, b, cursor_begin(np.where),
				   arena_printf(u->arena, "%s((%s void *)(", h, q));
			rw_replace(w, cursor_end(np.where), cursor_begin(np.init), "), ");
		} else {
			rw_replace(w, b, cursor_begin(np.init), arena_printf(u->arena, "%s(%s, ", h, block));
		}
		rw_replace(w, cursor_end(np.init), end, user_ctor || !np.parens ? ")" : "))");
		if (!user_ctor && np.parens) /* new int(5): the value in parentheses of its own */
			rw_insert(w, cursor_begin(np.init), "(");
		return;
	}
	/* new T, new T(): a class without a constructor of its own; () zeroes it */
	if (np.placement) {
		rw_replace(w, b, cursor_begin(np.where), arena_printf(u->arena, "((%s %s *)(", q, ct));
		rw_replace(w, cursor_end(np.where), end, "))");
	} else {
		rw_replace(w, b, end, arena_printf(u->arena, "((__global %s *)%s)", ct,
						   np.parens ? arena_printf(u->arena,
						   "cuport_calloc(cuport_heap, sizeof(%s))", ct) : block));
	}
}

void rw_delete_expr(RW *w, CXCursor e)
{
	Unit *u = w->u;
	CXCursor p = cursor_child(e, 0);
	if (clang_Cursor_isNull(p) || cursor_in_macro(e))
		return;
	CXType t = clang_getPointeeType(clang_getCursorType(cursor_skip_implicit(p)));
	const char *what = arena_printf(u->arena, "delete (%s *)",
					arena_cxstring(u->arena, clang_getTypeSpelling(t)));
	if (polymorphic(u, t, e, what))
		return;
	CXCursor d = user_dtor(u, t);
	if (!clang_Cursor_isNull(d))
		unit_diag(u, DIAG_KERNEL_DEVICE_HEAP, clang_getCursorLocation(e), what, arena_printf(u->arena, "its destructor '%s' is not run (cuport "
						   "does not translate destructors); the block is freed, "
						   "so what the destructor releases stays allocated",
						   cursor_name(u, d)));
	rw_replace(w, cursor_begin(e), cursor_begin(p), "cuport_free(cuport_heap, ");
	rw_insert(w, cursor_end(p), ")");
}

/* The & of a cudaMalloc's (void **)&x. */
static CXCursor skip_to_addr(CXCursor arg)
{
	CXCursor a = cursor_skip_implicit(arg);
	return clang_getCursorKind(a) == CXCursor_UnaryOperator ? a : clang_getNullCursor();
}

/* The variable or lvalue whose address a cudaMalloc is given: &x through casts. */
static CXCursor malloc_target(CXCursor arg)
{
	CXCursor a = cursor_skip_implicit(arg);
	if (clang_getCursorKind(a) == CXCursor_UnaryOperator &&
	    clang_getCursorUnaryOperatorKind(a) == CXUnaryOperator_AddrOf)
		return cursor_skip_implicit(cursor_child(a, 0));
	return clang_getNullCursor();
}

CXCursor kheap_malloc_variable(Unit *u, CXCursor call, CXCursor callee)
{
	if (!kheap_is_device_call(u, callee) || strcmp(cursor_name(u, callee), "cudaMalloc") != 0 ||
	    clang_Cursor_getNumArguments(call) < 1)
		return clang_getNullCursor();
	CXCursor x = malloc_target(clang_Cursor_getArgument(call, 0));
	if (clang_getCursorKind(x) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	CXCursor d = clang_getCursorReferenced(x);
	return clang_getCursorKind(d) == CXCursor_VarDecl ? d : clang_getNullCursor();
}

bool kheap_is_device_call(Unit *u, CXCursor callee)
{
	if (cursor_in_user_code(u, callee))
		return false;
	const char *n = cursor_name(u, callee);
	return strcmp(n, "cudaMalloc") == 0 || strcmp(n, "cudaFree") == 0;
}

bool rw_device_heap_call(RW *w, CXCursor call, CXCursor callee)
{
	Unit *u = w->u;
	if (!kheap_is_device_call(u, callee) || cursor_in_macro(call))
		return false;
	const char *n = cursor_name(u, callee);
	if (strcmp(n, "cudaFree") == 0) {
		if (clang_Cursor_getNumArguments(call) != 1)
			return false;
		rw_rewrite_call(w, call, "cuport_cuda_free(cuport_heap, ", NULL);
		return true;
	}
	if (clang_Cursor_getNumArguments(call) != 2)
		return false;
	CXCursor pp = clang_Cursor_getArgument(call, 0), n2 = clang_Cursor_getArgument(call, 1);
	CXCursor x = malloc_target(pp);
	/* where the pointer is kept: the space of x, or what pp points into */
	Space sp = clang_Cursor_isNull(x) ? kscan_value_space(w->k, w->in, pp)
					  : kscan_lvalue_space(w->k, w->in, x);
	if (!sp || sp == AS_CONSTANT || sp == AS_VALUE)
		sp = AS_PRIVATE;
	const char *head = arena_printf(u->arena, "cuport_cuda_malloc_%s(cuport_heap, (%s ulong *)",
					cl_space_suffix(sp), cl_space_qualifier(sp));
	CXCursor amp = clang_Cursor_isNull(x) ? x : skip_to_addr(pp);
	if (!clang_Cursor_isNull(amp)) {
		/* (void **)&x: the cast goes, &x stays (a pointer kept as its address, x is
		 * not cast back: lowered_address) */
		rw_replace(w, cursor_begin(call), cursor_begin(amp), head);
		rw_replace(w, cursor_end(pp), cursor_begin(n2), ", ");
	} else {
		rw_replace(w, cursor_begin(call), cursor_begin(pp), arena_printf(u->arena, "%s(", head));
		rw_replace(w, cursor_end(pp), cursor_begin(n2), "), ");
	}
	return true;
}

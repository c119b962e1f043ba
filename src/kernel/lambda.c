/*
 * Lambdas in device code. OpenCL C has none, so a lambda becomes what C++ makes of it
 * anyway: its closure class is a struct holding the captures, and its operator() is emitted
 * as a method of that struct (Name_op_call_<params>(self, ...), like any functor's), so
 * calls need nothing of their own: f(x) is a member operator call, a lambda called where it
 * is written takes a copy, and a lambda passed to a function template gives an instance
 * whose parameter is the struct. Where the lambda is written the struct is built: a capture
 * by value is copied there; a capture by reference, and any __shared__ variable the body
 * uses, is stored as the variable's address, in the space the scan found for it.
 *
 *   auto get = [&r, n](int i) { return r.v[i] * n; };     (in kernel k, line 12)
 *   -> k_lambda_12_16 get = (k_lambda_12_16){&(r), n};
 *      get(2) -> k_lambda_12_16_op_call_int(get, 2)
 *
 * The captures are the variables of enclosing functions the body names (implicit captures
 * are found like explicit ones); the capture list says how each is taken. The spaces come
 * from the instance the lambda is written in, which the scan analyses before the lambda's
 * own instance. What the struct cannot hold is reported (CUPORT1221).
 */
#include "kernel.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static bool same_decl(CXCursor a, CXCursor b)
{
	return clang_equalCursors(clang_getCanonicalCursor(a), clang_getCanonicalCursor(b));
}

bool cl_is_lambda(CXCursor d)
{
	enum CXCursorKind k = clang_getCursorKind(d);
	if (k != CXCursor_ClassDecl && k != CXCursor_StructDecl)
		return false;
	CXString s = clang_getTypeSpelling(clang_getCursorType(d));
	bool r = strncmp(clang_getCString(s), "(lambda", 7) == 0;
	clang_disposeString(s);
	return r;
}

const char *cl_lambda_name(Unit *u, CXCursor cls)
{
	CXCursor fn = clang_getCursorSemanticParent(cls);
	CXCursor outer = clang_getCursorSemanticParent(fn);
	enum CXCursorKind fk = clang_getCursorKind(fn);
	const char *prefix = "cuport";
	if (fk == CXCursor_CXXMethod && cl_is_lambda(outer))
		prefix = cl_lambda_name(u, outer);
	else if (fk == CXCursor_FunctionDecl || fk == CXCursor_CXXMethod)
		prefix = names_cl_function(u, fn);
	unsigned line, col;
	clang_getExpansionLocation(clang_getCursorLocation(cls), NULL, &line, &col, NULL);
	return arena_printf(u->arena, "%s_lambda_%u_%u", prefix, line, col);
}

Lambda *klambda_find(KScan *k, CXCursor cls)
{
	for (size_t i = 0; i < k->nlambdas; i++)
		if (same_decl(k->lambdas[i]->cls, cls))
			return k->lambdas[i];
	return NULL;
}

const Capture *klambda_capture(KScan *k, const Inst *in, CXCursor var)
{
	if (!in->method)
		return NULL;
	CXCursor cls = clang_getCursorSemanticParent(in->decl);
	if (!cl_is_lambda(cls))
		return NULL;
	Lambda *l = klambda_find(k, cls);
	for (size_t i = 0; l && i < l->ncaps; i++)
		if (same_decl(l->caps[i].var, var))
			return &l->caps[i];
	return NULL;
}

/* ---- the capture list ---- */

/* What the capture list [..] says: its default ('&', '=' or 0) and the names it lists. */
typedef struct {
	char deflt;
	const char *names[32];
	bool byref[32];
	unsigned n;
	const char *unsupported;  /* `this`, *this or an init-capture, as written */
} CaptureList;

static void capture_entry(Unit *u, const char *s, size_t len, CaptureList *cl)
{
	while (len && isspace((unsigned char)*s))
		s++, len--;
	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (!len)
		return;
	if (len == 1 && (*s == '&' || *s == '=')) {
		cl->deflt = *s;
		return;
	}
	bool ref = *s == '&';
	const char *name = ref ? s + 1 : s;
	size_t n = len - (size_t)(name - s);
	while (n && isspace((unsigned char)*name))
		name++, n--;
	bool ident = n > 0;
	for (size_t i = 0; i < n; i++)
		ident = ident && (isalnum((unsigned char)name[i]) || name[i] == '_');
	if (!ident || (n == 4 && strncmp(name, "this", 4) == 0)) {
		cl->unsupported = arena_strndup(u->arena, s, len);
		return;
	}
	if (cl->n < countof(cl->names)) {
		cl->names[cl->n] = arena_strndup(u->arena, name, n);
		cl->byref[cl->n++] = ref;
	}
}

/* The text from the lambda's '[' to its ']', split at its top-level commas. */
static bool parse_capture_list(KScan *k, CXCursor e, CaptureList *cl)
{
	CXFile f;
	unsigned off;
	clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(e)), &f, NULL, NULL,
				   &off);
	size_t len;
	const char *t = f ? clang_getFileContents(k->p->tu, f, &len) : NULL;
	if (!t || off >= len || t[off] != '[' || cursor_in_macro(e))
		return false;
	int depth = 0;
	size_t from = off + 1;
	for (size_t p = off + 1; p < len; p++) {
		char c = t[p];
		if (c == '(' || c == '[' || c == '{')
			depth++;
		else if ((c == ')' || c == '}') && depth)
			depth--;
		else if (c == ']' && depth)
			depth--;
		else if ((c == ',' || c == ']') && depth == 0) {
			capture_entry(k->u, t + from, p - from, cl);
			if (c == ']')
				return true;
			from = p + 1;
		}
	}
	return false;
}

/* ---- the captures ---- */

typedef struct {
	KScan *k;
	Inst *in;
	Lambda *l;
	CaptureList list;
	CXFile file;
	unsigned b, e;           /* the lambda's extent */
	const char *problem;     /* what cannot be translated, for CUPORT1221 */
} CapWalk;

static bool is_array_type(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray;
}

/* A variable of an enclosing function, declared outside the lambda. */
static bool enclosing_local(CapWalk *cw, CXCursor v)
{
	enum CXCursorKind vk = clang_getCursorKind(v);
	if (vk != CXCursor_VarDecl && vk != CXCursor_ParmDecl)
		return false;
	enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(v));
	if (pk == CXCursor_TranslationUnit || pk == CXCursor_Namespace ||
	    pk == CXCursor_StructDecl || pk == CXCursor_ClassDecl)
		return false;
	CXFile f;
	unsigned off;
	clang_getExpansionLocation(clang_getCursorLocation(v), &f, NULL, NULL, &off);
	return !(f && clang_File_isEqual(f, cw->file) && off >= cw->b && off < cw->e);
}

static void add_capture(CapWalk *cw, CXCursor ref, CXCursor v)
{
	Unit *u = cw->k->u;
	Lambda *l = cw->l;
	for (size_t i = 0; i < l->ncaps; i++)
		if (same_decl(l->caps[i].var, v))
			return;
	Capture c = {.var = v, .name = cl_ident(u, v)};
	const char *name = cursor_name(u, v);
	/* not named in the list: the default says; none (a constant read, not captured) is a copy */
	c.byref = cw->list.deflt == '&';
	for (unsigned i = 0; i < cw->list.n; i++)
		if (strcmp(cw->list.names[i], name) == 0)
			c.byref = cw->list.byref[i];
	CXType t = clang_getCursorType(v);
	c.array = is_array_type(t);
	if (collect_cuda_attrs(v) & CUDA_ATTR_SHARED)
		c.byref = true;   /* the work-group's variable, reached through its address */
	if (c.array && !c.byref && !cw->problem)
		cw->problem = arena_printf(u->arena, "copies the array '%s' (it is captured by "
					   "reference instead)", name);
	if (c.array)
		c.byref = true;
	if (c.byref)
		c.where = kscan_lvalue_space(cw->k, cw->in, ref);
	if (!c.where)
		c.where = AS_PRIVATE;
	CXType vt = clang_getCanonicalType(t);
	if (vt.kind == CXType_LValueReference)
		vt = clang_getCanonicalType(clang_getPointeeType(vt));
	if (vt.kind == CXType_Pointer || c.array)
		c.points = c.array ? c.where : kscan_value_space(cw->k, cw->in, ref);
	if (vt.kind == CXType_Pointer && !c.points)
		c.points = AS_GLOBAL;
	kscan_need_type(cw->k, t);
	PUSH(l->caps, l->ncaps, l->capcaps, c);
}

static enum CXChildVisitResult find_captures(CXCursor c, CXCursor parent, CXClientData d)
{
	CapWalk *cw = d;
	Unit *u = cw->k->u;
	switch (clang_getCursorKind(c)) {
	case CXCursor_CXXThisExpr:
		if (!cw->problem)
			cw->problem = "uses 'this' (the object of the member function it is written in)";
		break;
	case CXCursor_MemberRefExpr:
		if (cursor_nchildren(c) == 0 && !cw->problem)
			cw->problem = arena_printf(u->arena, "uses the member '%s' of 'this'",
						   cursor_name(u, c));
		break;
	case CXCursor_DeclRefExpr: {
		CXCursor v = clang_getCursorReferenced(c);
		if (enclosing_local(cw, v))
			add_capture(cw, c, v);
		break;
	}
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

static bool same_spaces(const Lambda *a, const Lambda *b)
{
	if (a->ncaps != b->ncaps)
		return false;
	for (size_t i = 0; i < a->ncaps; i++)
		if (a->caps[i].where != b->caps[i].where || a->caps[i].points != b->caps[i].points)
			return false;
	return true;
}

static void record_lambda(KScan *k, Inst *in, CXCursor e)
{
	Unit *u = k->u;
	CXCursor cls = clang_getTypeDeclaration(clang_getCursorType(e));
	if (clang_Cursor_isNull(cls))
		return;
	Lambda *seen = klambda_find(k, cls);
	Lambda *l = arena_alloc(u->arena, sizeof *l);
	l->expr = e;
	l->cls = cls;
	l->name = cl_lambda_name(u, cls);
	l->in = in;
	CapWalk cw = {.k = k, .in = in, .l = l};
	CXSourceRange r = clang_getCursorExtent(e);
	clang_getExpansionLocation(clang_getRangeStart(r), &cw.file, NULL, NULL, &cw.b);
	clang_getExpansionLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &cw.e);
	if (!parse_capture_list(k, e, &cw.list))
		cw.problem = "is written in a macro";
	else if (cw.list.unsupported)
		cw.problem = arena_printf(u->arena, "captures '%s'", cw.list.unsupported);
	clang_visitChildren(e, find_captures, &cw);
	if (seen) {
		/* another instance of the function it is written in (a clone for other spaces) */
		if (!same_spaces(seen, l))
			unit_diag(u, DIAG_KERNEL_LAMBDA, clang_getCursorLocation(e),
				  "is written in a function cloned for pointers into different address "
				  "spaces, and its captures would need a struct per clone");
		free(l->caps);
		return;
	}
	if (cw.problem)
		unit_diag(u, DIAG_KERNEL_LAMBDA, clang_getCursorLocation(e), cw.problem);
	PUSH(k->lambdas, k->nlambdas, k->caplambdas, l);
}

static enum CXChildVisitResult find_lambdas(CXCursor c, CXCursor parent, CXClientData d)
{
	void **ctx = d;
	if (clang_getCursorKind(c) != CXCursor_LambdaExpr)
		return CXChildVisit_Recurse;
	record_lambda(ctx[0], ctx[1], c);
	return CXChildVisit_Continue;   /* lambdas inside it belong to its own instance */
}

void klambda_forget(KScan *k, const Inst *in)
{
	size_t n = 0;
	for (size_t i = 0; i < k->nlambdas; i++) {
		if (k->lambdas[i]->in != in)
			k->lambdas[n++] = k->lambdas[i];
		else
			free(k->lambdas[i]->caps);
	}
	k->nlambdas = n;
}

void klambda_free(KScan *k)
{
	for (size_t i = 0; i < k->nlambdas; i++)
		free(k->lambdas[i]->caps);
	free(k->lambdas);
	k->lambdas = NULL;
	k->nlambdas = k->caplambdas = 0;
}

void klambda_scan(KScan *k, Inst *in, CXCursor body)
{
	void *ctx[2] = {k, in};
	clang_visitChildren(body, find_lambdas, ctx);
}

/* ---- the struct ---- */

/* The type of the value a capture holds: a pointer keeps the space it points into. */
static const char *value_type(Unit *u, const Capture *c)
{
	CXType t = clang_getCursorType(c->var);
	if (clang_getCanonicalType(t).kind == CXType_LValueReference)
		t = clang_getPointeeType(t);
	if (clang_getCanonicalType(t).kind == CXType_Pointer)
		return arena_printf(u->arena, "%s %s *", cl_space_qualifier(c->points),
				    cl_type(u, clang_getPointeeType(clang_getCanonicalType(t)), false));
	return cl_type(u, c->byref ? t : clang_getUnqualifiedType(t), false);
}

void klambda_emit_struct(KScan *k, CXCursor cls, Buf *out)
{
	Unit *u = k->u;
	Lambda *l = klambda_find(k, cls);
	const char *name = l ? l->name : cl_lambda_name(u, cls);
	if (!l)
		unit_diag(u, DIAG_KERNEL_LAMBDA, clang_getCursorLocation(cls),
			  "comes from host code (a lambda created on the host and passed to a kernel)");
	buf_printf(out, "typedef struct %s {\n", name);
	for (size_t i = 0; l && i < l->ncaps; i++) {
		const Capture *c = &l->caps[i];
		if (c->array)
			buf_printf(out, "    %s;\n",
				   cl_pointer_declarator(u, c->where, clang_getCursorType(c->var), c->name));
		else if (c->byref && c->points)   /* a pointer to a pointer: each its own space */
			buf_printf(out, "    %s%s *%s;\n", value_type(u, c), cl_space_qualifier(c->where),
				   c->name);
		else if (c->byref)
			buf_printf(out, "    %s %s *%s;\n", cl_space_qualifier(c->where), value_type(u, c),
				   c->name);
		else
			buf_printf(out, "    %s %s;\n", value_type(u, c), c->name);
	}
	if (!l || !l->ncaps)
		buf_puts(out, "    char cuport_none;   /* captures nothing */\n");
	buf_printf(out, "} %s;\n\n", name);
}

/* ---- the rewriter's part ---- */

const char *rw_lambda_capture_ref(RW *w, CXCursor var)
{
	const Capture *c = klambda_capture(w->k, w->in, var);
	if (!c)
		return NULL;
	if (c->byref && !c->array)
		return arena_printf(w->u->arena, "(*self->%s)", c->name);
	return arena_printf(w->u->arena, "self->%s", c->name);
}

void rw_lambda_expr(RW *w, CXCursor e)
{
	Unit *u = w->u;
	Lambda *l = klambda_find(w->k, clang_getTypeDeclaration(clang_getCursorType(e)));
	if (!l || cursor_in_macro(e))
		return;   /* reported when it was recorded */
	Buf b = {0};
	buf_printf(&b, "(%s){", l->name);
	for (size_t i = 0; i < l->ncaps; i++) {
		const Capture *c = &l->caps[i];
		const char *v = rw_var_value(w, c->var);
		if (!v)
			v = cl_ident(u, c->var);
		buf_printf(&b, "%s%s%s%s", i ? ", " : "", c->byref && !c->array ? "&(" : "", v,
			   c->byref && !c->array ? ")" : "");
	}
	if (!l->ncaps)
		buf_puts(&b, "0");
	buf_puts(&b, "}");
	rw_replace(w, cursor_begin(e), cursor_end(e), arena_strdup(u->arena, b.data));
	buf_free(&b);
}

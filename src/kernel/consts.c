/*
 * Constants device code reads from host declarations, and the names of enumerators.
 *
 * nvcc lets device code use the value of a host variable that is `const` or `constexpr` at
 * namespace scope or a static member of a class (`const float kScale = 2.0f;`,
 * `static constexpr int kLen = 4;`, `template <class T> constexpr T pi = T(3.14159);`), and
 * of a constexpr struct's members. OpenCL C 1.2 has no such thing as a host variable, so each
 * one the device code names is declared in the .cl with its value as clang computes it:
 * `enum { kTaps = 3 };` for an int (an integer constant expression in C too, so it may size
 * an array), `__constant float kScale = 2.0f;` for any other scalar, and for an aggregate an
 * initializer of computed literals, `__constant Range kRange = {0.0f, 10.0f};`. Whatever the
 * initializer was written with (other constants, constexpr functions, sizeof, a variable
 * template's argument), the .cl has its value. A static member is named Class_member, a
 * variable template's instance pi_float, a function's static const local function_name (it
 * moves to program scope: OpenCL C has no static locals).
 *
 * The standard library's constants (`std::is_same<A, B>::value`, `numeric_limits<T>::max()`)
 * are not declared: their uses become their values, spelled with OpenCL C's macros where
 * there is one (FLT_MAX, INT_MIN...).
 *
 * Enumerators keep their names, but a scoped enum's (enum class Op { Add }) are spelled
 * Op_Add: C has one namespace for all of them.
 */
#include "kernel.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The spelling of a literal of type t with the value r (NULL when it has none in C). */
static const char *literal(Unit *u, CXType t, CXEvalResult r)
{
	CXType c = clang_getCanonicalType(t);
	if (c.kind == CXType_Enum)
		c = clang_getCanonicalType(clang_getEnumDeclIntegerType(clang_getTypeDeclaration(c)));
	CXEvalResultKind ek = clang_EvalResult_getKind(r);
	if (ek == CXEval_Float) {
		double v = clang_EvalResult_getAsDouble(r);
		bool f = c.kind == CXType_Float;
		if (isnan(v))
			return f ? "NAN" : "((double)NAN)";
		if (isinf(v))
			return v > 0 ? (f ? "INFINITY" : "((double)INFINITY)")
				     : (f ? "(-INFINITY)" : "(-(double)INFINITY)");
		/* the shortest spelling that reads back as the same value */
		char buf[64];
		for (int prec = f ? 6 : 15; prec <= (f ? 9 : 17); prec++) {
			snprintf(buf, sizeof buf, "%.*g", prec, v);
			if (f ? strtof(buf, NULL) == (float)v : strtod(buf, NULL) == v)
				break;
		}
		if (!strpbrk(buf, ".en"))
			strcat(buf, ".0");
		const char *s = arena_printf(u->arena, "%s%s", buf, f ? "f" : "");
		return v < 0 ? arena_printf(u->arena, "(%s)", s) : s;
	}
	if (ek != CXEval_Int)
		return NULL;
	bool wide = c.kind == CXType_Long || c.kind == CXType_LongLong ||
		    c.kind == CXType_ULong || c.kind == CXType_ULongLong;
	switch (c.kind) {
	case CXType_Bool:
		return clang_EvalResult_getAsLongLong(r) ? "true" : "false";
	case CXType_UInt:
	case CXType_ULong:
	case CXType_ULongLong:
		return arena_printf(u->arena, "%llu%s", clang_EvalResult_getAsUnsigned(r),
				    wide ? "UL" : "u");
	default: {
		long long v = clang_EvalResult_getAsLongLong(r);
		/* -2147483648 is the negation of a literal too wide for int */
		if (v == (wide ? (long long)(-9223372036854775807LL - 1) : -2147483647LL - 1))
			return wide ? "(-9223372036854775807L - 1)" : "(-2147483647 - 1)";
		return arena_printf(u->arena, v < 0 ? "(%lld%s)" : "%lld%s", v, wide ? "L" : "");
	}
	}
}

/* The value of expression e as a literal of its type, or NULL when clang cannot compute it. */
static const char *value_of(Unit *u, CXCursor e)
{
	CXEvalResult r = clang_Cursor_Evaluate(e);
	if (!r)
		return NULL;
	const char *s = literal(u, clang_getCursorType(e), r);
	clang_EvalResult_dispose(r);
	return s;
}

/* A C initializer of computed literals for the initializer e; false when a part of it has
 * no computed value (a constructor call, an address). */
static bool initializer(KScan *k, CXCursor e, Buf *out)
{
	Unit *u = k->u;
	CXCursor s = cursor_skip_implicit(e);
	enum CXCursorKind kind = clang_getCursorKind(s);
	if (kind == CXCursor_InitListExpr) {
		Cursors ch = {0};
		cursor_children(s, &ch);
		buf_puts(out, "{");
		bool ok = true;
		for (unsigned i = 0; i < ch.len && ok; i++) {
			if (i)
				buf_puts(out, ", ");
			ok = initializer(k, ch.items[i], out);
		}
		if (ch.len == 0)
			buf_puts(out, "0");
		buf_puts(out, "}");
		cursor_list_free(&ch);
		return ok;
	}
	if (kind == CXCursor_StringLiteral) {
		CXString sp = clang_getCursorSpelling(s);
		buf_puts(out, clang_getCString(sp));
		clang_disposeString(sp);
		return true;
	}
	const char *v = value_of(u, e);
	if (!v)
		return false;
	buf_puts(out, v);
	return true;
}

static bool const_type(CXType t)
{
	for (int guard = 0; guard < 8; guard++) {
		if (clang_isConstQualifiedType(t))
			return true;
		CXType c = clang_getCanonicalType(t);
		if (clang_isConstQualifiedType(c))
			return true;
		if (c.kind != CXType_ConstantArray && c.kind != CXType_IncompleteArray)
			return false;
		t = clang_getArrayElementType(c);
	}
	return false;
}

/* A variable template's instance (pi<float>): its USR names the arguments. */
static bool is_template_instance(CXCursor d)
{
	CXString s = clang_getCursorUSR(d);
	bool r = strchr(clang_getCString(s), '>') != NULL;
	clang_disposeString(s);
	return r;
}

bool kconst_is_host_constant(Unit *u, CXCursor d)
{
	(void)u;
	/* libclang shows a variable template's instance as an unexposed declaration */
	enum CXCursorKind kind = clang_getCursorKind(d);
	if (kind != CXCursor_VarDecl && !(kind == CXCursor_UnexposedDecl && is_template_instance(d) &&
					   clang_getCursorType(d).kind != CXType_Invalid))
		return false;
	if (collect_cuda_attrs(d) & (CUDA_ATTR_DEVICE | CUDA_ATTR_CONSTANT | CUDA_ATTR_SHARED))
		return false;
	switch (clang_getCursorKind(clang_getCursorSemanticParent(d))) {
	case CXCursor_FunctionDecl:
	case CXCursor_CXXMethod:
	case CXCursor_FunctionTemplate:
	case CXCursor_Constructor:
		/* static const float tbl[] = {...}; in a function: OpenCL C has no static
		 * locals, so it goes to program scope as the others */
		if (clang_Cursor_getStorageClass(d) != CX_SC_Static)
			return false;
		break;
	case CXCursor_TranslationUnit:
	case CXCursor_Namespace:
	case CXCursor_StructDecl:
	case CXCursor_ClassDecl:
	case CXCursor_UnionDecl:
	case CXCursor_ClassTemplate:
		break;
	default:
		return false;
	}
	return const_type(clang_getCursorType(d));
}

/* pi<float> -> pi_float, squared<-3> -> squared_m3, from the arguments its USR spells
 * after the '>' ("c:@pi>#f", "c:@squared>#VI-3", "c:@pi>#$@S@Range"). */
static const char *instance_name(Unit *u, CXCursor d)
{
	static const struct { char c; const char *t; } builtin[] = {
		{'f', "float"}, {'d', "double"}, {'I', "int"}, {'i', "uint"}, {'L', "long"},
		{'l', "ulong"}, {'K', "long"}, {'k', "ulong"}, {'b', "bool"}, {'c', "uchar"},
		{'C', "char"}, {'S', "short"}, {'s', "ushort"}, {'h', "half"},
	};
	const char *usr = arena_cxstring(u->arena, clang_getCursorUSR(d));
	Buf b = {0};
	buf_puts(&b, cursor_name(u, d));
	for (const char *p = strchr(usr, '>'); p && *p; ) {
		p = strchr(p, '#');
		if (!p)
			break;
		const char *e = strchr(++p, '#');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		const char *arg = arena_strndup(u->arena, p, n);
		buf_puts(&b, "_");
		if (arg[0] == 'V' && n > 2) {
			buf_puts(&b, arg + 2);   /* a value: V, its type's code, the number */
		} else if (n == 1) {
			const char *t = NULL;
			for (size_t i = 0; i < countof(builtin) && !t; i++)
				if (builtin[i].c == arg[0])
					t = builtin[i].t;
			buf_puts(&b, t ? t : arg);
		} else {
			const char *last = strrchr(arg, '@');
			buf_puts(&b, last ? last + 1 : arg);
		}
		p += n;
	}
	for (size_t i = 0; i < b.len; i++)
		if (b.data[i] == '-')
			b.data[i] = 'm';
		else if (!isalnum((unsigned char)b.data[i]))
			b.data[i] = '_';
	const char *r = arena_strdup(u->arena, b.data);
	buf_free(&b);
	return r;
}

static const char *make_name(KScan *k, CXCursor d)
{
	Unit *u = k->u;
	CXCursor parent = clang_getCursorSemanticParent(d);
	enum CXCursorKind pk = clang_getCursorKind(parent);
	const char *name = cl_ident(u, d);
	if (pk == CXCursor_StructDecl || pk == CXCursor_ClassDecl || pk == CXCursor_UnionDecl ||
	    pk == CXCursor_ClassTemplate)
		name = arena_printf(u->arena, "%s_%s", cl_record_name(u, parent), cursor_name(u, d));
	else if (pk == CXCursor_FunctionDecl || pk == CXCursor_CXXMethod ||
		 pk == CXCursor_FunctionTemplate || pk == CXCursor_Constructor)
		name = arena_printf(u->arena, "%s_%s", cursor_name(u, parent), cursor_name(u, d));
	else if (is_template_instance(d))
		name = instance_name(u, d);
	/* two instances of one variable template with the same type (sq<2>, sq<3>) */
	const char *base = name;
	for (int n = 2;; n++) {
		bool taken = false;
		for (size_t i = 0; i < k->nconsts && !taken; i++)
			taken = strcmp(k->consts[i].name, name) == 0;
		if (!taken)
			return name;
		name = arena_printf(u->arena, "%s_%d", base, n);
	}
}

const char *kconst_name(KScan *k, CXCursor d)
{
	for (size_t i = 0; i < k->nconsts; i++)
		if (clang_equalCursors(k->consts[i].decl, d))
			return k->consts[i].name;
	return cl_ident(k->u, d);
}

void kconst_need(KScan *k, CXCursor d)
{
	d = clang_getCanonicalCursor(d);
	for (size_t i = 0; i < k->nconsts; i++)
		if (clang_equalCursors(k->consts[i].decl, d))
			return;
	kscan_need_type(k, clang_getCursorType(d));
	HostConst c = {d, make_name(k, d)};
	PUSH(k->consts, k->nconsts, k->capconsts, c);
}

/* The variable's definition: a static member's initializer may be on its declaration in the
 * class or on a definition outside it. */
static CXCursor initializer_of(CXCursor d)
{
	CXCursor def = clang_getCursorDefinition(d);
	CXCursor e = cursor_last_expression(clang_Cursor_isNull(def) ? d : def);
	if (clang_Cursor_isNull(e) && !clang_Cursor_isNull(def))
		e = cursor_last_expression(d);
	return e;
}

void kconst_emit(KScan *k, Buf *out)
{
	Unit *u = k->u;
	for (size_t i = 0; i < k->nconsts; i++) {
		const HostConst *c = &k->consts[i];
		CXType t = clang_getCursorType(c->decl);
		CXType ct = clang_getCanonicalType(t);
		CXCursor init = initializer_of(c->decl);
		const char *v = NULL;
		Buf b = {0};
		if (ct.kind == CXType_ConstantArray || ct.kind == CXType_Record) {
			if (!clang_Cursor_isNull(init) && initializer(k, init, &b))
				v = b.data;
		} else {
			v = value_of(u, c->decl);
		}
		if (!v) {
			unit_diag(u, DIAG_KERNEL_HOST_CONSTANT, clang_getCursorLocation(c->decl),
				  cursor_name(u, c->decl));
		} else if (ct.kind == CXType_Int) {
			buf_printf(out, "enum { %s = %s };\n", c->name, v);
		} else {
			CXType vt = clang_getUnqualifiedType(t);
			if (ct.kind == CXType_ConstantArray)
				vt = ct;
			buf_printf(out, "__constant %s = %s;\n", cl_declarator(u, vt, c->name), v);
		}
		buf_free(&b);
	}
	if (k->nconsts)
		buf_puts(out, "\n");
}

/* ---- the standard library's constants ---- */

/* std::numeric_limits<T>::max() and its friends, with OpenCL C's macros for them. */
static const char *numeric_limit(Unit *u, CXCursor call, const char *member)
{
	static const struct { enum CXTypeKind t; const char *m, *v; } names[] = {
		{CXType_Float, "max", "FLT_MAX"},       {CXType_Float, "min", "FLT_MIN"},
		{CXType_Float, "lowest", "(-FLT_MAX)"}, {CXType_Float, "epsilon", "FLT_EPSILON"},
		{CXType_Double, "max", "DBL_MAX"},      {CXType_Double, "min", "DBL_MIN"},
		{CXType_Double, "lowest", "(-DBL_MAX)"}, {CXType_Double, "epsilon", "DBL_EPSILON"},
		{CXType_Int, "max", "INT_MAX"},         {CXType_Int, "min", "INT_MIN"},
		{CXType_Int, "lowest", "INT_MIN"},      {CXType_UInt, "max", "UINT_MAX"},
		{CXType_Long, "max", "LONG_MAX"},       {CXType_Long, "min", "LONG_MIN"},
		{CXType_Long, "lowest", "LONG_MIN"},    {CXType_LongLong, "max", "LONG_MAX"},
		{CXType_LongLong, "min", "LONG_MIN"},   {CXType_LongLong, "lowest", "LONG_MIN"},
		{CXType_ULong, "max", "ULONG_MAX"},     {CXType_ULongLong, "max", "ULONG_MAX"},
	};
	enum CXTypeKind t = clang_getCanonicalType(clang_getCursorType(call)).kind;
	for (size_t i = 0; i < countof(names); i++)
		if (names[i].t == t && strcmp(names[i].m, member) == 0)
			return names[i].v;
	return value_of(u, call);
}

bool rw_std_constant_call(RW *w, CXCursor call, CXCursor callee)
{
	Unit *u = w->u;
	CXCursor cls = clang_getCursorSemanticParent(callee);
	if (clang_getCursorKind(callee) != CXCursor_CXXMethod || !clang_CXXMethod_isStatic(callee) ||
	    strcmp(cursor_name(u, cls), "numeric_limits") != 0 || cursor_in_macro(call))
		return false;
	const char *v = numeric_limit(u, call, cursor_name(u, callee));
	if (!v)
		return false;
	rw_replace(w, cursor_begin(call), cursor_end(call), v);
	return true;
}

/* ---- uses ---- */

const char *cl_enumerator_name(Unit *u, CXCursor c)
{
	CXCursor e = clang_getCursorSemanticParent(c);
	if (clang_EnumDecl_isScoped(e))
		return arena_printf(u->arena, "%s_%s", cl_record_name(u, e), cursor_name(u, c));
	/* a class-scope enum's: Buf<4>::SIZE and Buf<2>::SIZE are two constants in the .cl */
	CXCursor scope = clang_getCursorSemanticParent(e);
	if (cl_record_scope(scope))
		return arena_printf(u->arena, "%s_%s", cl_record_name(u, scope), cursor_name(u, c));
	return cl_ident(u, c);
}

typedef struct {
	Unit *u;
	const char *name;
	bool found;
} LocalName;

static enum CXChildVisitResult find_local(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	LocalName *l = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	if ((k == CXCursor_VarDecl || k == CXCursor_ParmDecl) &&
	    strcmp(cursor_name(l->u, c), l->name) == 0) {
		l->found = true;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Whether the function being rewritten declares a variable or parameter called name: in
 * C an enumerator it hides cannot be named there (C++ writes dir::x). */
static bool hidden_by_local(RW *w, const char *name)
{
	LocalName l = {.u = w->u, .name = name};
	clang_visitChildren(w->in->decl, find_local, &l);
	return l.found;
}

bool rw_constant_ref(RW *w, CXCursor ref, CXCursor d)
{
	Unit *u = w->u;
	const char *v = NULL;
	if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl) {
		if (!cursor_in_user_code(u, d)) {
			/* one of CUDA's the device functions table gives a value
			 * (__NV_SATFINITE: the .cl declares none of its enums) */
			const Rule *r = rules_find_device(u->run->rules, cursor_name(u, d),
							  1u << FORM_CONSTANT);
			if (!r)
				return false;
			v = r->to;
		} else {
			v = cl_enumerator_name(u, d);
			if (hidden_by_local(w, v)) /* its value, which no local can hide */
				v = arena_printf(u->arena, "(%lld /* %s */)",
						 clang_getEnumConstantDeclValue(d), v);
		}
	} else if (!kconst_is_host_constant(u, d)) {
		return false;
	} else if (cursor_in_user_code(u, d)) {
		v = kconst_name(w->k, clang_getCanonicalCursor(d));
	} else {
		v = value_of(u, ref);   /* std::is_same<A, B>::value */
		if (!v)
			return false;
	}
	unsigned b = cursor_begin(ref), e = cursor_end(ref);
	if (cursor_in_macro(ref))
		rw_macro_name(w, ref, v);   /* the macro's copy in the .cl says it */
	else if (strcmp(rw_text_of(w, b, e), v) != 0)
		rw_replace(w, b, e, v);
	return true;
}

/* ---- constexpr functions ---- */

bool kconst_is_constexpr_function(Unit *u, CXCursor fn)
{
	CXCursor def = clang_getCursorDefinition(fn);
	if (clang_Cursor_isNull(def) || !cursor_in_user_code(u, def))
		return false;
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(def);
	CXSourceRange r = clang_getRange(clang_getRangeStart(clang_getCursorExtent(def)),
					 clang_getCursorLocation(def));
	CXToken *toks;
	unsigned n;
	clang_tokenize(tu, r, &toks, &n);
	bool found = false;
	for (unsigned i = 0; i < n && !found; i++) {
		CXString s = clang_getTokenSpelling(tu, toks[i]);
		found = strcmp(clang_getCString(s), "constexpr") == 0;
		clang_disposeString(s);
	}
	clang_disposeTokens(tu, toks, n);
	return found;
}

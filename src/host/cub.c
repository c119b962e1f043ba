/*
 * CUB in host code. The device-wide algorithms a program calls from the host
 * (cub::DeviceReduce::Sum(d_temp, bytes, d_in, d_out, n) and the rest of DeviceReduce and
 * DeviceScan) become the runtime's typed wrappers of runtime/include/cuport_cub.h, which
 * keep CUB's argument order and two-call protocol: the callee, however it is spelled
 * (cub::DeviceReduce::Sum, DeviceReduce::Sum after `using namespace cub`, explicit template
 * arguments), is replaced by the rule's target (rules/runtime.json names the functions by
 * their qualified names), and the operator argument of Reduce and the scans (cub::Sum(),
 * cuda::std::plus<>{}, cuda::maximum<T>(), ...) by the runtime's CUPORT_REDUCE_* constant.
 * The runtime reduces and scans pointers to arithmetic types with sum, maximum and minimum:
 * a call over an iterator, another type or a user's operator is kept as written with a
 * diagnostic naming what cannot be migrated (CUPORT1414).
 *
 * Every other host use of a name of CUB or libcu++ (cub::, cuda::) goes by the rules too: a
 * supported type is renamed with its qualifier (cub::KeyValuePair becomes
 * cuportKeyValuePair), anything else is reported by its qualified name (CUPORT1400 or
 * CUPORT1401), once per use: the names inside a handled call are its own, not reported
 * again. <cub/...> itself becomes cuport_cub.h (the header rule).
 */
#include "host.h"

#include <stdlib.h>
#include <string.h>

/* The qualified name of decl with inline namespaces left out (CCCL puts its names into a
 * versioned inline namespace), when its outermost namespace is cub or cuda; else NULL. */
static const char *cub_name(Host *h, CXCursor decl)
{
	const char *parts[16];
	int n = 0;
	for (CXCursor c = decl; n < 16; c = clang_getCursorSemanticParent(c)) {
		enum CXCursorKind k = clang_getCursorKind(c);
		if (clang_Cursor_isNull(c) || k == CXCursor_TranslationUnit || clang_isInvalid(k))
			break;
		if (k == CXCursor_Namespace && clang_Cursor_isInlineNamespace(c))
			continue;
		const char *s = arena_cxstring(h->u->arena, clang_getCursorSpelling(c));
		if (!*s)
			return NULL; /* an anonymous scope: not a name user code spells */
		parts[n++] = s;
	}
	if (n < 2 || (strcmp(parts[n - 1], "cub") != 0 && strcmp(parts[n - 1], "cuda") != 0))
		return NULL;
	Buf b = {0};
	for (int i = n - 1; i >= 0; i--)
		buf_printf(&b, "%s%s", parts[i], i ? "::" : "");
	const char *name = arena_strdup(h->u->arena, b.data);
	buf_free(&b);
	return name;
}

bool host_cub_decl(Host *h, CXCursor decl)
{
	CXCursor tmpl = clang_getSpecializedCursorTemplate(decl);
	return cub_name(h, clang_Cursor_isNull(tmpl) ? decl : tmpl) != NULL;
}

/* ---- uses already handled ----
 *
 * By where they are spelled: a call written in a macro's argument has its names there. */

static void handled_add(Host *h, CXCursor c)
{
	CXSourceRange r = clang_getCursorExtent(c);
	if (h->ncub_done == h->capcub_done) {
		h->capcub_done = h->capcub_done ? h->capcub_done * 2 : 8;
		h->cub_done = xrealloc(h->cub_done, h->capcub_done * sizeof *h->cub_done);
	}
	clang_getSpellingLocation(clang_getRangeStart(r), &h->cub_done[h->ncub_done].file, NULL,
				  NULL, &h->cub_done[h->ncub_done].begin);
	clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL,
				  &h->cub_done[h->ncub_done].end);
	h->ncub_done++;
}

static bool handled(Host *h, CXSourceLocation loc)
{
	CXFile f;
	unsigned off;
	clang_getSpellingLocation(loc, &f, NULL, NULL, &off);
	for (size_t i = 0; i < h->ncub_done; i++)
		if (clang_File_isEqual(f, h->cub_done[i].file) && off >= h->cub_done[i].begin &&
		    off < h->cub_done[i].end)
			return true;
	return false;
}

/* ---- types of the arguments ---- */

/* In a template, an element type that depends on its parameters (T of a T *) is taken on
 * trust: cuport_cub.h's wrappers refuse another type when the instance is compiled. */
static bool is_scalar(CXType t)
{
	switch (clang_getCanonicalType(t).kind) {
	case CXType_Unexposed:
	case CXType_Int: case CXType_UInt: case CXType_Long: case CXType_ULong:
	case CXType_LongLong: case CXType_ULongLong: case CXType_Float: case CXType_Double:
		return true;
	default:
		return false;
	}
}

static bool is_integer(CXType t)
{
	switch (clang_getCanonicalType(t).kind) {
	case CXType_Unexposed:
	case CXType_Int: case CXType_UInt: case CXType_Long: case CXType_ULong:
	case CXType_LongLong: case CXType_ULongLong:
		return true;
	default:
		return false;
	}
}

/* The element type an argument points to (arrays decay), unqualified; kind Invalid when it
 * is no pointer. */
static CXType pointee(CXCursor arg)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(arg));
	if (t.kind == CXType_Unexposed) {
		/* dependent: a class template's instance (an iterator) is no pointer; anything
		 * else (d_out + 1 in a template) is taken on trust, as is_scalar says */
		enum CXCursorKind k = clang_getCursorKind(clang_getTypeDeclaration(t));
		if (k == CXCursor_ClassTemplate || k == CXCursor_StructDecl || k == CXCursor_ClassDecl)
			return (CXType){.kind = CXType_Invalid};
		return t;
	}
	if (t.kind == CXType_Pointer)
		t = clang_getPointeeType(t);
	else if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = clang_getArrayElementType(t);
	else
		return (CXType){.kind = CXType_Invalid};
	return clang_getCanonicalType(clang_getUnqualifiedType(t));
}

static bool is_pointer(CXCursor arg)
{
	return pointee(arg).kind != CXType_Invalid;
}

static bool same_type(CXType a, CXType b)
{
	if (a.kind == CXType_Unexposed || b.kind == CXType_Unexposed)
		return true;
	return clang_equalTypes(clang_getCanonicalType(a), clang_getCanonicalType(b));
}

/* The runtime constant of a CUB or libcu++ operator object's type, NULL for another. */
static const char *operator_constant(Host *h, CXCursor arg)
{
	static const struct { const char *type, *constant; } ops[] = {
		{"cub::Sum", "CUPORT_REDUCE_SUM"},       {"cuda::std::plus", "CUPORT_REDUCE_SUM"},
		{"cub::Max", "CUPORT_REDUCE_MAX"},       {"cuda::maximum", "CUPORT_REDUCE_MAX"},
		{"cuda::std::maximum", "CUPORT_REDUCE_MAX"},
		{"cub::Min", "CUPORT_REDUCE_MIN"},       {"cuda::minimum", "CUPORT_REDUCE_MIN"},
		{"cuda::std::minimum", "CUPORT_REDUCE_MIN"},
	};
	CXCursor decl = clang_getTypeDeclaration(clang_getCanonicalType(clang_getCursorType(arg)));
	const char *name = clang_Cursor_isNull(decl) ? NULL : cub_name(h, decl);
	for (size_t i = 0; name && i < countof(ops); i++)
		if (strcmp(name, ops[i].type) == 0)
			return ops[i].constant;
	return NULL;
}

/* ---- the calls ---- */

/* Where a mapped function runs: the runtime's kernels when its operands allow (else on
 * the host), the kernels only (ArgMax, ArgMin), or the host (cuport_cub_host.h). */
typedef enum { CALL_REDUCE, CALL_ARG, CALL_SCAN, CALL_HOST } CallShape;

typedef struct {
	const char *name;
	CallShape shape;
} CubCall;

static const CubCall cub_calls[] = {
	{"cub::DeviceReduce::Sum", CALL_REDUCE},
	{"cub::DeviceReduce::Max", CALL_REDUCE},
	{"cub::DeviceReduce::Min", CALL_REDUCE},
	{"cub::DeviceReduce::Reduce", CALL_REDUCE},
	{"cub::DeviceReduce::ArgMax", CALL_ARG},
	{"cub::DeviceReduce::ArgMin", CALL_ARG},
	{"cub::DeviceScan::ExclusiveSum", CALL_SCAN},
	{"cub::DeviceScan::InclusiveSum", CALL_SCAN},
	{"cub::DeviceScan::ExclusiveScan", CALL_SCAN},
	{"cub::DeviceScan::InclusiveScan", CALL_SCAN},
	{"cub::DeviceScan::InclusiveScanInit", CALL_SCAN},
};

/* A mapped call of CUB's: one of the table's, or (by its rule) one that runs on the host. */
static CubCall cub_call(const char *name)
{
	for (size_t i = 0; i < countof(cub_calls); i++)
		if (strcmp(cub_calls[i].name, name) == 0)
			return cub_calls[i];
	return (CubCall){name, CALL_HOST};
}

static CXCursor arg_at(CXCursor call, int i)
{
	return clang_Cursor_getArgument(call, (unsigned)i);
}

/* Whether the call's arguments are what the runtime's kernels take; else why not, in
 * *why. */
static bool check_args(Host *h, CXCursor call, CubCall cc, const char **why)
{
	int n = clang_Cursor_getNumArguments(call);
	if (n < 5) {
		*why = "its arguments are not CUB's";
		return false;
	}
	CXType in = pointee(arg_at(call, 2));
	if (in.kind == CXType_Invalid) {
		*why = "its input is an iterator, not a pointer";
		return false;
	}
	if (!is_scalar(in)) {
		*why = "its elements are not of an arithmetic type the runtime has";
		return false;
	}
	if (cc.shape == CALL_ARG) {
		CXType out = pointee(arg_at(call, 3));
		if (is_pointer(arg_at(call, 4))) {   /* CCCL 3: value and index outputs */
			CXType index = pointee(arg_at(call, 4));
			if (!same_type(out, in) || !is_integer(index)) {
				*why = "its outputs are not pointers to the input's type and to an integer";
				return false;
			}
			return true;
		}
		CXCursor kv = clang_getTypeDeclaration(out);
		const char *kvname = clang_Cursor_isNull(kv) ? NULL : cub_name(h, kv);
		if (!kvname || strcmp(kvname, "cub::KeyValuePair") != 0 ||
		    clang_Type_getNumTemplateArguments(out) != 2 ||
		    !is_integer(clang_Type_getTemplateArgumentAsType(out, 0)) ||
		    !same_type(clang_Type_getTemplateArgumentAsType(out, 1), in)) {
			*why = "its output is not a pointer to a cub::KeyValuePair of an integer and "
			       "the input's type";
			return false;
		}
		return true;
	}
	/* a scan's in-place form has no output argument */
	bool in_place = cc.shape == CALL_SCAN && !is_pointer(arg_at(call, 3));
	CXType out = in_place ? in : pointee(arg_at(call, 3));
	if (!same_type(out, in)) {
		*why = "its output is not a pointer to the input's element type";
		return false;
	}
	/* an operator of another type than CUB's and libcu++'s: a user's functor or lambda */
	for (int i = 3; i < n; i++) {
		CXCursor a = arg_at(call, i);
		if (clang_getCanonicalType(clang_getCursorType(a)).kind == CXType_Record &&
		    !operator_constant(h, a)) {
			*why = "its operator is not CUB's or libcu++'s sum, maximum or minimum (a "
			       "user's functor or lambda)";
			return false;
		}
	}
	return true;
}

/* The spelled range of an expression in one file under in-root. */
static HostFile *spelled(Host *h, CXCursor c, unsigned *begin, unsigned *end)
{
	CXSourceRange r = clang_getCursorExtent(c);
	HostFile *hf = host_spelled(h, clang_getRangeStart(r), begin);
	HostFile *hf2 = host_spelled(h, clang_getRangeEnd(r), end);
	return hf && hf == hf2 && *end > *begin ? hf : NULL;
}

/* [begin, *paren) of a callee spelled name::name...<args> up to its '('; false when the
 * callee is spelled otherwise (through a macro, a pointer). */
static bool callee_span(const EditFile *f, unsigned begin, unsigned end, unsigned *paren)
{
	int angle = 0;
	for (Tok t = host_lex(f, begin); t.kind != TOK_END && t.begin < end; t = host_lex(f, t.end)) {
		if (angle == 0 && host_tok_is(f, t, "(")) {
			*paren = t.begin;
			return t.begin > begin;
		}
		if (host_tok_is(f, t, "<"))
			angle++;
		else if (host_tok_is(f, t, ">"))
			angle--;
		else if (host_tok_is(f, t, ">>"))
			angle -= 2;
		else if (angle == 0 && t.kind != TOK_IDENT && !host_tok_is(f, t, "::"))
			return false;
	}
	return false;
}

static void report(Host *h, CXSourceLocation loc, const char *name, const Rule *r)
{
	if (!r)
		unit_diag(h->u, DIAG_HOST_API_UNKNOWN, loc, name);
	else
		unit_diag(h->u, r->diag ? r->diag : DIAG_HOST_API_UNSUPPORTED, loc, name,
			  r->note ? arena_printf(h->u->arena, " (%s)", r->note) : "");
	unit_count_api(h->u, name, false);
}

/* Where the call runs, said at the call when it is the host: always for the algorithms
 * the runtime has no kernels of, and for a reduction or scan whose operands its kernels do
 * not take (why says which). */
static void where(Host *h, CXSourceLocation loc, const char *name, CubCall cc, const char *why)
{
	if (cc.shape == CALL_HOST)
		unit_diag(h->u, DIAG_HOST_CUB_ON_HOST, loc, name, "");
	else if (why)
		unit_diag(h->u, DIAG_HOST_CUB_ON_HOST, loc, name,
			  arena_printf(h->u->arena, "; %s, and the runtime's kernels take pointers "
				       "to int, unsigned, long, long long, float or double with CUB's "
				       "or libcu++'s sum, maximum or minimum", why));
}

/* The call's callee becomes the rule's target, and each argument that is an operator of
 * CUB's or libcu++'s the runtime's constant; false when they are not all spelled in the
 * call's file, or an edit conflicts. */
static bool rewrite_call(Host *h, CXCursor c, const Rule *r)
{
	unsigned begin, end, paren;
	HostFile *hf = spelled(h, c, &begin, &end);
	if (!hf || !callee_span(hf->f, begin, end, &paren))
		return false;
	int n = clang_Cursor_getNumArguments(c);
	for (int i = 0; i < n; i++) {
		unsigned ob, oe;
		if (operator_constant(h, arg_at(c, i)) && spelled(h, arg_at(c, i), &ob, &oe) != hf)
			return false;
	}
	if (host_edit(hf, begin, paren, r->to) < 0)
		return false;
	for (int i = 0; i < n; i++) {
		unsigned ob, oe;
		const char *k = operator_constant(h, arg_at(c, i));
		if (k && (spelled(h, arg_at(c, i), &ob, &oe), host_edit(hf, ob, oe, k) < 0))
			return false;
	}
	hf->cuda_edits = true;
	return true;
}

static void call(Host *h, CXCursor c, const char *name)
{
	CXSourceLocation loc = clang_getCursorLocation(c);
	const Rule *r = rules_find(h->rules, RULE_API, name);
	CubCall cc = cub_call(name);
	handled_add(h, c);
	if (!r || !r->to || r->support == SUPPORT_UNSUPPORTED) {
		report(h, loc, name, r);
		return;
	}
	const char *why = NULL;
	if (cc.shape != CALL_HOST && !check_args(h, c, cc, &why) && cc.shape == CALL_ARG) {
		unit_diag(h->u, DIAG_HOST_CUB_ARGUMENTS, loc, name, why);
		unit_count_api(h->u, name, false);
		return;
	}
	if (!rewrite_call(h, c, r)) {
		unit_diag(h->u, DIAG_HOST_REWRITE_CONFLICT, loc, name);
		unit_count_api(h->u, name, false);
		return;
	}
	where(h, loc, name, cc, why);
	unit_count_api(h->u, name, true);
}

static bool ident_char(char ch)
{
	return ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       (ch >= '0' && ch <= '9');
}

/* Where the qualifier of the name spelled at off begins: `cub::` or `::cub::` right
 * before it, else off. */
static unsigned qualifier_begin(const EditFile *f, unsigned off)
{
	unsigned p = off;
	while (p > 0 && (f->text[p - 1] == ' ' || f->text[p - 1] == '\t'))
		p--;
	if (p < 2 || f->text[p - 1] != ':' || f->text[p - 2] != ':')
		return off;
	p -= 2;
	while (p > 0 && (f->text[p - 1] == ' ' || f->text[p - 1] == '\t'))
		p--;
	if (p < 3 || strncmp(f->text + p - 3, "cub", 3) != 0 || (p > 3 && ident_char(f->text[p - 4])))
		return off;
	p -= 3;
	if (p >= 2 && f->text[p - 1] == ':' && f->text[p - 2] == ':')
		p -= 2;
	return p;
}

/* A type or other name of CUB's outside a handled call: renamed when the rules map it. */
static void name_use(Host *h, CXCursor c, CXCursor ref, const char *name)
{
	CXSourceLocation loc = clang_getCursorLocation(c);
	enum CXCursorKind rk = clang_getCursorKind(ref);
	bool type = rk == CXCursor_StructDecl || rk == CXCursor_ClassDecl ||
		    rk == CXCursor_ClassTemplate || rk == CXCursor_TypedefDecl ||
		    rk == CXCursor_TypeAliasDecl || rk == CXCursor_EnumDecl;
	RuleKind kind = type ? RULE_TYPE : rk == CXCursor_EnumConstantDecl ? RULE_ENUM : RULE_API;
	const Rule *r = rules_find(h->rules, kind, name);
	if (!r || !r->to || r->support == SUPPORT_UNSUPPORTED) {
		report(h, loc, name, r);
		return;
	}
	if (strcmp(r->to, name) == 0) { /* cuport_cub.h defines it by its own name: kept */
		unit_count_api(h->u, name, true);
		return;
	}
	unsigned off;
	const char *last = strrchr(name, ':');
	last = last ? last + 1 : name;
	HostFile *hf = host_spelled(h, loc, &off);
	if (!hf || !host_spells(hf, off, last))
		return; /* spelled in a macro's body elsewhere, or through an alias */
	unsigned end = off + (unsigned)strlen(last);
	if (host_edit(hf, qualifier_begin(hf->f, off), end, r->to) < 0) {
		unit_diag(h->u, DIAG_HOST_REWRITE_CONFLICT, loc, name);
		unit_count_api(h->u, name, false);
		return;
	}
	hf->cuda_edits = true;
	unit_count_api(h->u, name, true);
}

bool host_cub_cursor(Host *h, CXCursor c)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor ref;
	switch (k) {
	case CXCursor_CallExpr:
		ref = host_call_callee(c);
		if (clang_getCursorKind(ref) != CXCursor_CXXMethod &&
		    clang_getCursorKind(ref) != CXCursor_FunctionDecl &&
		    clang_getCursorKind(ref) != CXCursor_FunctionTemplate)
			return false;
		break;
	case CXCursor_OverloadedDeclRef:
		ref = clang_getNumOverloadedDecls(c) ? clang_getOverloadedDecl(c, 0)
						     : clang_getNullCursor();
		break;
	case CXCursor_DeclRefExpr:
	case CXCursor_MemberRefExpr:
	case CXCursor_TypeRef:
	case CXCursor_TemplateRef:
		ref = clang_getCursorReferenced(c);
		break;
	default:
		return false;
	}
	if (clang_Cursor_isNull(ref) || !host_is_cuda_decl(h, ref))
		return false;
	/* a specialization of a template is named by its template */
	CXCursor tmpl = clang_getSpecializedCursorTemplate(ref);
	const char *name = cub_name(h, clang_Cursor_isNull(tmpl) ? ref : tmpl);
	if (!name)
		return false;
	enum CXCursorKind rk = clang_getCursorKind(ref);
	if (rk == CXCursor_Constructor || rk == CXCursor_Destructor ||
	    rk == CXCursor_ConversionFunction || rk == CXCursor_FieldDecl ||
	    (rk == CXCursor_CXXMethod && !clang_CXXMethod_isStatic(ref)))
		return true; /* named through its type or object, which is reported or renamed */
	CXSourceLocation loc = clang_getCursorLocation(c);
	if (host_in_removed_code(h, loc) || handled(h, loc))
		return true;
	if (k == CXCursor_CallExpr)
		call(h, c, name);
	else
		name_use(h, c, ref, name);
	return true;
}

void host_cub_free(Host *h)
{
	free(h->cub_done);
}

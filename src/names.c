/*
 * Names that the kernel translator and the host rewriter must agree on: the name a kernel
 * or device function has in the .cl file, and the lookup of an emitted kernel by its
 * declaration. A template instance is named after its arguments so the name stays
 * readable: reduce<float, 256> becomes reduce_float_256, scan<unsigned int> scan_uint.
 */
#include "cuport.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Short spellings for the builtin types, as OpenCL C writes them. */
static const char *short_type(const char *t)
{
	static const struct { const char *from, *to; } map[] = {
		{"unsigned char", "uchar"}, {"unsigned short", "ushort"},
		{"unsigned int", "uint"}, {"unsigned", "uint"},
		{"unsigned long", "ulong"}, {"unsigned long long", "ulonglong"},
		{"long long", "longlong"}, {"signed char", "schar"},
	};
	for (size_t i = 0; i < countof(map); i++)
		if (strcmp(t, map[i].from) == 0)
			return map[i].to;
	return t;
}

/* Appends a type spelling as an identifier fragment: 'const float *' -> 'const_floatp'. */
static void append_type(Buf *b, const char *spelling)
{
	/* a lambda's closure, "(lambda at file.cu:12:5)": lambda_12_5 */
	const char *at = strstr(spelling, "(lambda at ");
	if (at && strrchr(at, ':')) {
		const char *col = strrchr(at, ':');
		const char *line = col - 1;
		while (line > at && isdigit((unsigned char)line[-1]))
			line--;
		buf_printf(b, "lambda_%.*s_%d", (int)(col - line), line, atoi(col + 1));
		return;
	}
	const char *t = short_type(spelling);
	bool sep = false;
	for (const char *p = t; *p; p++) {
		/* CUDA's inline namespace of cooperative groups (cooperative_groups::__v1::
		 * thread_block_tile<32>): cuport's own headers have none, and a name must not
		 * depend on whether an SDK was parsed */
		if (strncmp(p, "::__v1::", 8) == 0) {
			p += 5;
			continue;
		}
		if (isalnum((unsigned char)*p) || *p == '_') {
			if (sep && b->len && b->data[b->len - 1] != '_')
				buf_puts(b, "_");
			buf_append(b, p, 1);
			sep = false;
		} else if (*p == '*') {
			buf_puts(b, "p");
		} else if (*p == '&') {
			buf_puts(b, "r");
		} else {
			sep = true;
		}
	}
}

typedef struct {
	unsigned want;           /* the index of the template parameter looked for */
	CXCursor found;
} ParamSearch;

static enum CXChildVisitResult find_param(CXCursor c, CXCursor parent, CXClientData d)
{
	ParamSearch *ps = d;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k != CXCursor_TemplateTypeParameter && k != CXCursor_NonTypeTemplateParameter &&
	    k != CXCursor_TemplateTemplateParameter)
		return CXChildVisit_Continue;
	if (ps->want-- == 0) {
		ps->found = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

CXType names_template_param_type(CXCursor decl, unsigned i)
{
	ParamSearch ps = {i, clang_getNullCursor()};
	clang_visitChildren(clang_getSpecializedCursorTemplate(decl), find_param, &ps);
	if (clang_Cursor_isNull(ps.found))
		return (CXType){.kind = CXType_Invalid};
	return clang_getCanonicalType(clang_getCursorType(ps.found));
}

/* ---- template arguments of a function specialization ----
 *
 * libclang tells a specialization's template arguments (clang_Cursor_getTemplateArgument*)
 * for a FunctionDecl only. A member function template's specialization (Dot::dot<2, float2>,
 * a CXXMethod) gets -1, so its instance would be named and translated as if it had none.
 * For those the arguments are recovered here: their number and kinds from the template's
 * parameters, an integral value from the declaration as it prints (dot<2, float2>), a type
 * by walking the template's function type and the specialization's side by side to where
 * the template spells the parameter (const T (&q)[N] against const float2 (&q)[2]). */

/* The member function template decl specializes, or a null cursor (libclang answers for
 * decl itself, or it is no specialization). */
static CXCursor method_template(CXCursor decl)
{
	enum CXCursorKind k = clang_getCursorKind(decl);
	if (k != CXCursor_CXXMethod && k != CXCursor_Constructor && k != CXCursor_ConversionFunction)
		return clang_getNullCursor();
	CXCursor t = clang_getSpecializedCursorTemplate(decl);
	return clang_getCursorKind(t) == CXCursor_FunctionTemplate ? t : clang_getNullCursor();
}

static enum CXChildVisitResult count_params(CXCursor c, CXCursor parent, CXClientData d)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_TemplateTypeParameter || k == CXCursor_NonTypeTemplateParameter ||
	    k == CXCursor_TemplateTemplateParameter)
		++*(unsigned *)d;
	return CXChildVisit_Continue;
}

/* Template argument i of decl as its declaration prints it (malloc'd), NULL when not
 * found. name: decl's own name. */
static char *printed_arg(CXCursor decl, unsigned i)
{
	CXString ns = clang_getCursorSpelling(decl);
	char *name = xstrdup(clang_getCString(ns));
	clang_disposeString(ns);
	CXPrintingPolicy pp = clang_getCursorPrintingPolicy(decl);
	clang_PrintingPolicy_setProperty(pp, CXPrintingPolicy_TerseOutput, 1);
	CXString ts = clang_getCursorPrettyPrinted(decl, pp);
	clang_PrintingPolicy_dispose(pp);
	const char *text = clang_getCString(ts), *p = text;
	size_t n = strlen(name);
	char *r = NULL;
	while ((p = strstr(p, name)) && (p[n] != '<' || (p > text && (isalnum((unsigned char)p[-1]) ||
								      p[-1] == '_'))))
		p += n;
	if (p) {
		p += n + 1;
		for (unsigned k = 0; k < i && p && *p; p++) {   /* to the start of argument i */
			int depth = 0;
			for (; *p && !(depth == 0 && (*p == ',' || *p == '>')); p++)
				depth += (*p == '<' || *p == '(') - (*p == '>' || *p == ')');
			if (*p != ',')
				p = NULL;
			else
				k++;
			if (!p)
				break;
		}
	}
	if (p) {
		while (*p == ' ')
			p++;
		const char *e = p;
		for (int depth = 0; *e && !(depth == 0 && (*e == ',' || *e == '>')); e++)
			depth += (*e == '<' || *e == '(') - (*e == '>' || *e == ')');
		if (e > p && *e)
			r = xstrndup(p, (size_t)(e - p));
	}
	clang_disposeString(ts);
	free(name);
	return r;
}

int names_num_template_args(CXCursor decl)
{
	CXCursor t = method_template(decl);
	if (clang_Cursor_isNull(t))
		return clang_Cursor_getNumTemplateArguments(decl);
	unsigned n = 0;
	clang_visitChildren(t, count_params, &n);
	/* a pack prints as many arguments as it took: only a list that prints as declared */
	if (n == 0)
		return -1;
	char *last = printed_arg(decl, n - 1), *over = printed_arg(decl, n);
	int r = last && !over ? (int)n : -1;
	free(last);
	free(over);
	return r;
}

static CXCursor template_param(CXCursor tmpl, unsigned i)
{
	ParamSearch ps = {i, clang_getNullCursor()};
	clang_visitChildren(tmpl, find_param, &ps);
	return ps.found;
}

enum CXTemplateArgumentKind names_template_arg_kind(CXCursor decl, unsigned i)
{
	CXCursor t = method_template(decl);
	if (clang_Cursor_isNull(t))
		return clang_Cursor_getTemplateArgumentKind(decl, i);
	CXCursor p = template_param(t, i);
	switch (clang_getCursorKind(p)) {
	case CXCursor_TemplateTypeParameter:
		return CXTemplateArgumentKind_Type;
	case CXCursor_NonTypeTemplateParameter: {
		/* an integral value that prints as a number or a bool */
		char *a = printed_arg(decl, i);
		bool num = a && (strcmp(a, "true") == 0 || strcmp(a, "false") == 0 ||
				 isdigit((unsigned char)a[a[0] == '-']));
		free(a);
		return num ? CXTemplateArgumentKind_Integral : CXTemplateArgumentKind_Invalid;
	}
	case CXCursor_TemplateTemplateParameter:
		return CXTemplateArgumentKind_Template;
	default:
		return CXTemplateArgumentKind_Invalid;
	}
}

/* Where pat (a type in the template, canonical) spells the parameter whose canonical
 * spelling is want, the matching part of spec (the specialization's). */
static bool find_type_arg(CXType pat, CXType spec, const char *want, CXType *out, int depth)
{
	pat = clang_getCanonicalType(pat);
	spec = clang_getCanonicalType(spec);
	if (depth > 12 || pat.kind == CXType_Invalid || spec.kind == CXType_Invalid)
		return false;
	CXString ps = clang_getTypeSpelling(clang_getUnqualifiedType(pat));
	bool hit = strcmp(clang_getCString(ps), want) == 0;
	clang_disposeString(ps);
	if (hit) {
		*out = clang_getUnqualifiedType(spec);
		return true;
	}
	switch (pat.kind) {
	case CXType_Pointer:
	case CXType_LValueReference:
	case CXType_RValueReference:
		return spec.kind == pat.kind &&
		       find_type_arg(clang_getPointeeType(pat), clang_getPointeeType(spec), want, out,
				     depth + 1);
	case CXType_ConstantArray:
	case CXType_IncompleteArray:
	case CXType_DependentSizedArray:
	case CXType_VariableArray:
		return (spec.kind == CXType_ConstantArray || spec.kind == CXType_IncompleteArray ||
			spec.kind == CXType_VariableArray) &&
		       find_type_arg(clang_getArrayElementType(pat), clang_getArrayElementType(spec),
				     want, out, depth + 1);
	case CXType_FunctionProto: {
		if (spec.kind != CXType_FunctionProto)
			return false;
		if (find_type_arg(clang_getResultType(pat), clang_getResultType(spec), want, out,
				  depth + 1))
			return true;
		int n = clang_getNumArgTypes(pat);
		if (n != clang_getNumArgTypes(spec))
			return false;
		for (int i = 0; i < n; i++)
			if (find_type_arg(clang_getArgType(pat, (unsigned)i),
					  clang_getArgType(spec, (unsigned)i), want, out, depth + 1))
				return true;
		return false;
	}
	default: {
		/* W<T> against W<int> */
		int n = clang_Type_getNumTemplateArguments(pat);
		if (n <= 0 || n != clang_Type_getNumTemplateArguments(spec))
			return false;
		for (int i = 0; i < n; i++) {
			CXType pa = clang_Type_getTemplateArgumentAsType(pat, (unsigned)i);
			CXType sa = clang_Type_getTemplateArgumentAsType(spec, (unsigned)i);
			if (pa.kind != CXType_Invalid && sa.kind != CXType_Invalid &&
			    find_type_arg(pa, sa, want, out, depth + 1))
				return true;
		}
		return false;
	}
	}
}

CXType names_template_arg_type(CXCursor decl, unsigned i)
{
	CXCursor t = method_template(decl);
	if (clang_Cursor_isNull(t))
		return clang_Cursor_getTemplateArgumentType(decl, i);
	CXType out = {.kind = CXType_Invalid};
	CXCursor p = template_param(t, i);
	if (clang_getCursorKind(p) != CXCursor_TemplateTypeParameter)
		return out;
	CXString ws = clang_getTypeSpelling(clang_getCanonicalType(clang_getCursorType(p)));
	if (!find_type_arg(clang_getCursorType(t), clang_getCursorType(decl), clang_getCString(ws),
			   &out, 0))
		out.kind = CXType_Invalid;
	clang_disposeString(ws);
	return out;
}

long long names_template_arg_value(CXCursor decl, unsigned i)
{
	CXCursor t = method_template(decl);
	if (clang_Cursor_isNull(t))
		return clang_Cursor_getTemplateArgumentValue(decl, i);
	char *a = printed_arg(decl, i);
	long long v = !a ? 0 : strcmp(a, "true") == 0 ? 1 : strcmp(a, "false") == 0 ? 0
						: strtoll(a, NULL, 0);
	free(a);
	return v;
}

unsigned long long names_template_arg_unsigned(CXCursor decl, unsigned i)
{
	CXCursor t = method_template(decl);
	if (clang_Cursor_isNull(t))
		return clang_Cursor_getTemplateArgumentUnsignedValue(decl, i);
	char *a = printed_arg(decl, i);
	unsigned long long v = !a ? 0 : strcmp(a, "true") == 0 ? 1
				      : strcmp(a, "false") == 0 ? 0 : strtoull(a, NULL, 0);
	free(a);
	return v;
}

/* Whether template parameter i of decl's template is a bool (its value prints as true). */
static bool param_is_bool(CXCursor decl, unsigned i)
{
	return names_template_param_type(decl, i).kind == CXType_Bool;
}

/* Template argument i of the specialization decl as its declaration prints it: libclang
 * says an argument is a template, but not which. NULL when not found. */
static const char *template_arg_spelled(Unit *u, CXCursor decl, unsigned i)
{
	char *a = printed_arg(decl, i);
	const char *r = a ? arena_strdup(u->arena, a) : NULL;
	free(a);
	return r;
}

const char *names_cl_function(Unit *u, CXCursor decl)
{
	char *name = arena_cxstring(u->arena, clang_getCursorSpelling(decl));
	int n = names_num_template_args(decl);
	if (n <= 0)
		return name;
	Buf b = {0};
	buf_puts(&b, name);
	for (int i = 0; i < n; i++) {
		buf_puts(&b, "_");
		switch (names_template_arg_kind(decl, (unsigned)i)) {
		case CXTemplateArgumentKind_Type: {
			CXType t = names_template_arg_type(decl, (unsigned)i);
			const char *ts = t.kind == CXType_Invalid
				? template_arg_spelled(u, decl, (unsigned)i) : NULL;
			if (t.kind == CXType_Invalid && !ts) {
				buf_printf(&b, "a%d", i);
				break;
			}
			CXString s = clang_getTypeSpelling(clang_getCanonicalType(t));
			append_type(&b, ts ? ts : clang_getCString(s));
			clang_disposeString(s);
			break;
		}
		case CXTemplateArgumentKind_Integral: {
			long long v = names_template_arg_value(decl, (unsigned)i);
			if (param_is_bool(decl, (unsigned)i))
				buf_puts(&b, v ? "true" : "false");
			else if (v < 0)
				buf_printf(&b, "m%llu", -(unsigned long long)v);
			else
				buf_printf(&b, "%llu",
					   names_template_arg_unsigned(decl, (unsigned)i));
			break;
		}
		default: {
			/* a template (template template parameter): its name, as the
			 * declaration prints it (combine<float, Add>); else the position */
			const char *t = template_arg_spelled(u, decl, (unsigned)i);
			if (t)
				append_type(&b, t);
			else
				buf_printf(&b, "a%d", i);
			break;
		}
		}
	}
	const char *r = arena_strdup(u->arena, b.data);
	buf_free(&b);
	return r;
}

const KernelInfo *names_kernel_info(const Unit *u, CXCursor decl)
{
	/* By USR: the kernels may come from the device-side parse, the launch from the host's. */
	CXString usr = clang_getCursorUSR(decl);
	const char *us = clang_getCString(usr);
	const KernelInfo *found = NULL;
	CXCursor canon = clang_getCanonicalCursor(decl);
	for (size_t i = 0; i < u->nkinfo && !found; i++) {
		const KernelInfo *k = &u->kinfo[i];
		if (us && *us && k->usr && *k->usr ? strcmp(k->usr, us) == 0
		    : clang_equalCursors(clang_getCanonicalCursor(k->decl), canon))
			found = k;
	}
	clang_disposeString(usr);
	return found;
}

/* ---- instances of variable templates ----
 *
 * libclang shows a variable template's instance (mask<float>) as an unexposed declaration
 * and tells nothing of its arguments but its USR, "c:@mask>#f" or "c:@N@ns@coef>#$@S@P#VI3":
 * after the '>', one '#' per argument, a type in clang's USR encoding or V, its type's code
 * and an integral value. Both names are read from there. */

static const struct { char code; const char *cxx, *cl; } usr_builtin[] = {
	{'b', "bool", "bool"}, {'c', "unsigned char", "uchar"}, {'s', "unsigned short", "ushort"},
	{'i', "unsigned int", "uint"}, {'l', "unsigned long", "ulong"},
	{'k', "unsigned long long", "ulonglong"}, {'C', "char", "char"},
	{'r', "signed char", "schar"}, {'S', "short", "short"}, {'I', "int", "int"},
	{'L', "long", "long"}, {'K', "long long", "longlong"}, {'f', "float", "float"},
	{'d', "double", "double"}, {'D', "long double", "longdouble"}, {'h', "__fp16", "half"},
};

/* One argument of the USR (arg, n bytes) spelled as C++ (cxx) or as a name fragment; false
 * when the encoding is not one of those read here (a qualifier, a template's instance...). */
static bool usr_arg(const char *arg, size_t n, bool cxx, Buf *out)
{
	if (n > 2 && arg[0] == 'V') {   /* a value: V, its type's code, the number */
		bool is_bool = arg[1] == 'b';
		for (size_t i = 2; i < n; i++)
			if (!isdigit((unsigned char)arg[i]) && !(i == 2 && arg[i] == '-'))
				return false;
		if (is_bool)
			buf_puts(out, arg[2] == '0' ? "false" : "true");
		else if (cxx)
			buf_printf(out, "%.*s", (int)(n - 2), arg + 2);
		else
			buf_printf(out, "%s%.*s", arg[2] == '-' ? "m" : "",
				   (int)(n - 2 - (arg[2] == '-')), arg + 2 + (arg[2] == '-'));
		return true;
	}
	if (n > 1 && arg[0] == '*') {   /* a pointer: float * is mask_floatp */
		if (!usr_arg(arg + 1, n - 1, cxx, out))
			return false;
		buf_puts(out, cxx ? " *" : "p");
		return true;
	}
	if (n == 1) {
		for (size_t i = 0; i < countof(usr_builtin); i++)
			if (usr_builtin[i].code == arg[0]) {
				buf_puts(out, cxx ? usr_builtin[i].cxx : usr_builtin[i].cl);
				return true;
			}
		return false;
	}
	/* a record or enum, "$@N@ns@S@P": its namespaces and its name */
	if (arg[0] != '$' || memchr(arg, '>', n))
		return false;
	const char *p = arg + 1, *end = arg + n;
	bool first = true;
	while (p < end) {
		if (*p != '@' || p + 2 >= end)
			return false;
		char kind = p[1];
		if (p[2] != '@' || !strchr("NSEU", kind))
			return false;
		const char *name = p + 3, *e = memchr(name, '@', (size_t)(end - name));
		if (!e)
			e = end;
		if (cxx)
			buf_printf(out, "%s%.*s", first ? "" : "::", (int)(e - name), name);
		else if (e == end)
			buf_printf(out, "%.*s", (int)(e - name), name);
		first = false;
		p = e;
	}
	return !first;
}

bool names_is_var_instance(CXCursor decl)
{
	if (clang_getCursorKind(decl) != CXCursor_UnexposedDecl)
		return false;
	CXString s = clang_getCursorUSR(decl);
	const char *usr = clang_getCString(s);
	bool r = usr && strncmp(usr, "c:", 2) == 0 && strchr(usr, '>') && !strchr(usr, '(') &&
		 clang_getCursorType(decl).kind != CXType_Invalid;
	clang_disposeString(s);
	return r;
}

const char *names_var_instance(Unit *u, CXCursor decl, bool cxx)
{
	const char *usr = arena_cxstring(u->arena, clang_getCursorUSR(decl));
	const char *scope = "";
	if (cxx)   /* qualified: the host's registration is at file scope */
		for (CXCursor p = clang_getCursorSemanticParent(decl);
		     clang_getCursorKind(p) == CXCursor_Namespace; p = clang_getCursorSemanticParent(p)) {
			const char *ns = arena_cxstring(u->arena, clang_getCursorSpelling(p));
			if (*ns)   /* an anonymous namespace's names need no qualifier */
				scope = arena_printf(u->arena, "%s::%s", ns, scope);
		}
	Buf b = {0};
	buf_puts(&b, scope);
	buf_puts(&b, arena_cxstring(u->arena, clang_getCursorSpelling(decl)));
	buf_puts(&b, cxx ? "<" : "");
	bool ok = true;
	unsigned nargs = 0;
	for (const char *p = strchr(usr, '>'); ok && p && (p = strchr(p, '#')); nargs++) {
		const char *e = strchr(++p, '#');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		buf_puts(&b, cxx ? (nargs ? ", " : "") : "_");
		ok = usr_arg(p, n, cxx, &b);
		p += n;
	}
	buf_puts(&b, cxx ? ">" : "");
	const char *r = NULL;
	if (ok && nargs)
		r = arena_strdup(u->arena, b.data);
	else if (!cxx) {   /* a name still, from a hash of the arguments */
		unsigned h = 2166136261u;
		for (const char *p = usr; *p; p++)
			h = (h ^ (unsigned char)*p) * 16777619u;
		r = arena_printf(u->arena, "%s_%08x",
				 arena_cxstring(u->arena, clang_getCursorSpelling(decl)), h);
	}
	buf_free(&b);
	return r;
}

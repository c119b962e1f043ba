/*
 * Launches. `k<<<grid, block, shmem, stream>>>(args)` becomes
 *
 *   cuportLaunch<decltype(k)>(cuport_unit_program(), "k", grid, block, shmem, stream,
 *                             [cuportSymbols("V"...),] [cuportDynamicShared,] args)
 *
 * (cuport_launch.h), by three edits that leave every expression of the launch where it
 * was: `cuportLaunch<decltype(` goes in before the callee, `<<<` becomes the kernel's
 * name and program, and `>>>(` the defaults CUDA lets the launch omit plus what the
 * kernel translator says the kernel takes after its own parameters (KernelInfo). The
 * callee keeps its spelling, template arguments included; deduced ones are written out.
 *
 * A kernel named anywhere else in host code, as `(void *)k` for a graph's kernel node,
 * becomes its runtime handle, `cuportKernelFunc<decltype(k)>(cuport_unit_program(), "k")`,
 * which also tells the runtime the kernel's parameter types (kernelParams are untyped).
 *
 * A launch spelled inside an in-root macro is edited in the #define. All expansions must
 * then agree: plans are grouped by where `<<<` is spelled and applied once. When the
 * kernel is a macro parameter and expansions launch different plain kernels, the name
 * is the stringized parameter (#k), which the runtime also finds for a kernel that OpenCL
 * renamed (`kernel` is written kernel_); otherwise the launch is kept with a diagnostic.
 *
 * A launch written in a template whose kernel depends on the template's parameters
 * (`testKernel<T><<<...>>>`) is one text for every instance of the template, in this unit
 * and in any other that includes it. It chooses its kernel when it runs, by key: the name
 * argument becomes `cuport_unit_kernel(&cuport::kernel_key<&testKernel<T>>)`, and the
 * unit's table (host_kernel_table, after its program) maps the key of every kernel in its
 * .cl to the kernel's name and extras. Which instances the .cl holds is the collector's and
 * the kernel translator's business (the instances clang made); the text does not change.
 *
 * A kernel that shares its name with another (`add(__half *, int)` beside
 * `add(__nv_bfloat16 *, int)`) has no decltype and no address of its own name: its launch
 * lets the arguments pick the overload, as the CUDA call did (plan_picked), in a template
 * per instance, and finds it by key too.
 */
#include "host.h"

#include <stdlib.h>
#include <string.h>

const KernelInfo *host_kernel_info(Host *h, CXCursor decl, CXSourceLocation loc)
{
	Unit *u = h->u;
	const KernelInfo *ki = names_kernel_info(u, decl);
	if (ki)
		return ki;
	KernelInfo *k = arena_alloc(u->arena, sizeof *k);
	k->decl = decl;
	k->name = names_cl_function(u, decl);
	int n = clang_Cursor_getNumArguments(decl);
	k->nparams = n > 0 ? (unsigned)n : 0;
	/* Only declared here: the runtime resolves it in its defining unit's program. */
	bool elsewhere = clang_Cursor_isNull(clang_getCursorDefinition(decl));
	unit_diag(u, elsewhere ? DIAG_LAUNCH_KERNEL_ELSEWHERE : DIAG_LAUNCH_KERNEL_NOT_EMITTED, loc,
		  k->name);
	return k;
}

const char *host_launch_extras(Host *h, const KernelInfo *ki)
{
	Buf b = {0};
	if (ki->nsymbols) {
		buf_puts(&b, ", cuportSymbols(");
		for (size_t i = 0; i < ki->nsymbols; i++)
			buf_printf(&b, "%s\"%s\"", i ? ", " : "", ki->symbols[i]);
		buf_puts(&b, ")");
	}
	if (ki->dynamic_shared)
		buf_puts(&b, ", cuportDynamicShared");
	const char *s = arena_strdup(h->u->arena, b.data ? b.data : "");
	buf_free(&b);
	return s;
}

/* Appends type t to b, its CUDA names renamed as the migrated code spells them when h is
 * given (text to write), as clang spells them when NULL (text to compare). */
static void append_type(Host *h, Buf *b, CXType t)
{
	CXString s = clang_getTypeSpelling(t);
	buf_puts(b, h ? host_type_text(h, clang_getCString(s)) : clang_getCString(s));
	clang_disposeString(s);
}

/* Appends template argument i of decl to b as host_template_args spells it; false when it
 * cannot be spelled. h: as append_type. */
static bool append_template_arg(Host *h, Buf *b, CXCursor decl, unsigned i, bool canonical)
{
	switch (clang_Cursor_getTemplateArgumentKind(decl, i)) {
	case CXTemplateArgumentKind_Type: {
		CXType t = clang_Cursor_getTemplateArgumentType(decl, i);
		if (canonical)
			t = clang_getCanonicalType(t);
		append_type(h, b, t);
		return true;
	}
	case CXTemplateArgumentKind_Integral: {
		long long v = clang_Cursor_getTemplateArgumentValue(decl, i);
		CXType pt = names_template_param_type(decl, i);
		if (canonical && pt.kind == CXType_Bool) {
			buf_puts(b, v ? "true" : "false");
		} else if (canonical && pt.kind == CXType_Enum) {
			buf_puts(b, "static_cast<");
			append_type(h, b, pt);
			buf_printf(b, ">(%lld)", v);
		} else if (v < 0) {
			buf_printf(b, "%lld", v);
		} else {
			buf_printf(b, "%llu", clang_Cursor_getTemplateArgumentUnsignedValue(decl, i));
		}
		return true;
	}
	default:
		return false;
	}
}

const char *host_template_args(Host *h, CXCursor decl, bool canonical)
{
	int n = clang_Cursor_getNumTemplateArguments(decl);
	if (n <= 0)
		return "";
	Buf b = {0};
	buf_puts(&b, "<");
	for (int i = 0; i < n; i++) {
		if (i)
			buf_puts(&b, ", ");
		if (!append_template_arg(h, &b, decl, (unsigned)i, canonical)) {
			buf_free(&b);
			return NULL;
		}
	}
	buf_puts(&b, ">");
	const char *s = arena_strdup(h->u->arena, b.data);
	buf_free(&b);
	return s;
}

static const char *template_args(Host *h, CXCursor decl)
{
	return host_template_args(h, decl, false);
}

/* ---- one launch ---- */

typedef struct {
	const Launch *l;
	HostFile *hf;
	const KernelInfo *ki;
	unsigned callee, lll, ggg, after;   /* callee start, <<<, >>>, past the '(' */
	unsigned lll_len;                   /* 3, or more for `<< <` */
	const char *param;                  /* the callee is this macro parameter */
	const char *targs;                  /* deduced template arguments, or "" */
	const char *tail;                   /* what replaces >>>( */
	const char *tail_bare;              /* the same without the hidden symbols' argument */
	bool plain;                         /* a non-template kernel named as declared */
	const char *keyed;                  /* a template's launch: the callee as written */
	const char *pointer;                /* a launch through a function pointer: the same */
	bool picked;                        /* an overloaded kernel, picked by the arguments */
	unsigned ident;                     /* where the callee's own name starts */
	unsigned close;                     /* the launch's closing ')' */
	const char *defaults;               /* ", v" per defaulted parameter left out, or "" */
	unsigned *nulls; size_t nnulls;     /* ranges of 0 and NULL passed to pointers */
} Plan;

static enum CXChildVisitResult find_config(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		CXString s = clang_getCursorSpelling(c);
		const char *n = clang_getCString(s);
		bool cfg = strcmp(n, "__cudaPushCallConfiguration") == 0 ||
			   strcmp(n, "cudaConfigureCall") == 0;
		clang_disposeString(s);
		if (cfg) {
			*(CXCursor *)d = c;
			return CXChildVisit_Break;
		}
	}
	return CXChildVisit_Continue;
}

static bool ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

static unsigned back_space(const EditFile *f, unsigned p)
{
	while (p > 0 && strchr(" \t\r\n\\", f->text[p - 1]))
		p--;
	return p;
}

/* Start of the callee written before <<<: [ns::]name[<args>]. */
static unsigned callee_start(const EditFile *f, unsigned lll, unsigned *ident_end)
{
	unsigned p = back_space(f, lll);
	if (p > 0 && f->text[p - 1] == '>') {
		int depth = 0;
		while (p > 0) {
			char c = f->text[--p];
			depth += c == '>' ? 1 : c == '<' ? -1 : 0;
			if (depth == 0)
				break;
		}
		p = back_space(f, p);
	}
	*ident_end = p;
	for (;;) {
		while (p > 0 && ident_char(f->text[p - 1]))
			p--;
		unsigned q = back_space(f, p);
		if (q < 2 || f->text[q - 1] != ':' || f->text[q - 2] != ':')
			return p;
		p = back_space(f, q - 2);
	}
}

/* When off lies in a #define, the macro parameter spelled [b, e), or NULL. */
static const char *macro_param(Host *h, const EditFile *f, unsigned off, unsigned b, unsigned e)
{
	unsigned s = off;
	for (;;) {
		while (s > 0 && f->text[s - 1] != '\n')
			s--;
		if (!str_continues_line(f->text, s))
			break;
		s--;
	}
	Tok t = host_lex(f, s);
	if (!host_tok_is(f, t, "#") || !host_tok_is(f, t = host_lex(f, t.end), "define"))
		return NULL;
	t = host_lex(f, t.end);             /* the macro's name */
	Tok open = host_lex(f, t.end);
	if (open.begin != t.end || !host_tok_is(f, open, "("))
		return NULL;                    /* object-like */
	for (t = host_lex(f, open.end); t.kind != TOK_END && !host_tok_is(f, t, ")");
	     t = host_lex(f, t.end))
		if (t.kind == TOK_IDENT && t.end - t.begin == e - b &&
		    memcmp(f->text + t.begin, f->text + b, e - b) == 0)
			return arena_strndup(h->u->arena, f->text + b, e - b);
	return NULL;
}

/* Finds >>> and the '(' after it; counts the configuration's arguments. */
static bool scan_config(const EditFile *f, Plan *p, unsigned *nconfig, bool *noargs)
{
	int depth = 0;
	*nconfig = 1;
	Tok t;
	size_t close = 0;
	for (t = host_lex(f, p->lll + p->lll_len); t.kind != TOK_END; t = host_lex(f, t.end)) {
		if (host_tok_is(f, t, "(") || host_tok_is(f, t, "[") || host_tok_is(f, t, "{"))
			depth++;
		else if (host_tok_is(f, t, ")") || host_tok_is(f, t, "]") || host_tok_is(f, t, "}"))
			depth--;
		else if (depth == 0 && host_tok_is(f, t, ","))
			(*nconfig)++;
		else if (depth == 0 && (close = parse_bracket_len(f->text, f->len, t.begin, '>')))
			break;
	}
	if (t.kind == TOK_END)
		return false;
	p->ggg = t.begin;
	Tok open = host_lex(f, t.begin + (unsigned)close);
	if (!host_tok_is(f, open, "("))
		return false;
	p->after = open.end;
	*noargs = host_tok_is(f, host_lex(f, open.end), ")");
	return *nconfig >= 2 && *nconfig <= 4;
}

static enum CXChildVisitResult first_child(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	*(CXCursor *)d = c;
	return CXChildVisit_Break;
}

/* For a launch written in a template whose callee clang leaves unresolved until the
 * template is instantiated (testKernel<T>): whether every declaration the callee may name
 * is a kernel; *templ when one of them is a template. */
static bool dependent_kernel(CXCursor launch, bool *templ)
{
	CXCursor callee = clang_getNullCursor();
	clang_visitChildren(launch, first_child, &callee);
	CXCursor ref = clang_getCursorReferenced(callee);
	if (clang_getCursorKind(ref) != CXCursor_OverloadedDeclRef)
		return false;
	unsigned n = clang_getNumOverloadedDecls(ref);
	*templ = false;
	for (unsigned i = 0; i < n; i++) {
		CXCursor d = clang_getOverloadedDecl(ref, i);
		if (!(collect_cuda_attrs(d) & CUDA_ATTR_GLOBAL))
			return false;
		*templ |= clang_getCursorKind(d) == CXCursor_FunctionTemplate;
	}
	return n > 0;
}

/* Whether the launch's callee is an expression of pointer-to-function type (a variable
 * holding a kernel's address). */
static bool callee_is_pointer(CXCursor launch)
{
	CXCursor callee = clang_getNullCursor();
	clang_visitChildren(launch, first_child, &callee);
	CXType t = clang_getCanonicalType(clang_getCursorType(callee));
	if (t.kind == CXType_LValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Pointer)
		return false;
	enum CXTypeKind f = clang_getCanonicalType(clang_getPointeeType(t)).kind;
	return f == CXType_FunctionProto || f == CXType_FunctionNoProto;
}

/* A launch in a template whose callee is a pointer in the template's instances
 * (`template <class K> void run(K k) { k<<<1, 1>>>(); }`). */
static bool instance_pointer(Host *h, const Launch *l)
{
	const Parse *p = h->p;
	if (!l->in_template)
		return false;
	for (size_t i = 0; i < p->nilaunches; i++) {
		const Launch *il = &p->ilaunches[i];
		if (il->begin == l->begin && strcmp(il->file, l->file) == 0 &&
		    callee_is_pointer(il->cursor))
			return true;
	}
	return false;
}

/* ---- launches in templates, seen through their instances ---- */

/* Whether il is an instance of the launch l written in a template (the same text). */
static bool instance_of(const Launch *il, const Launch *l)
{
	return il->begin == l->begin && strcmp(il->file, l->file) == 0;
}

/* For a launch in a template whose callee clang resolves only in the instances (a kernel
 * `fill` beside std::fill under `using namespace std;` is an overload set until then):
 * the kernel the first instance launches, when every instance launches a kernel; *templ
 * when one is a kernel template's instance. Null otherwise. */
static CXCursor instances_kernel(Host *h, const Launch *l, bool *templ)
{
	const Parse *p = h->p;
	CXCursor first = clang_getNullCursor();
	*templ = false;
	for (size_t i = 0; i < p->nilaunches; i++) {
		if (!instance_of(&p->ilaunches[i], l))
			continue;
		CXCursor d = clang_getCursorReferenced(p->ilaunches[i].cursor);
		if (clang_getCursorKind(d) != CXCursor_FunctionDecl ||
		    !(collect_cuda_attrs(d) & CUDA_ATTR_GLOBAL))
			return clang_getNullCursor();
		*templ |= clang_Cursor_getNumTemplateArguments(d) > 0;
		if (clang_Cursor_isNull(first))
			first = d;
	}
	return first;
}

/* The template parameters of an instance's pattern, by position: their names, NULL for an
 * unnamed one or a pack (which no name spells). */
static enum CXChildVisitResult template_parms(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_TemplateTypeParameter || k == CXCursor_NonTypeTemplateParameter ||
	    k == CXCursor_TemplateTemplateParameter)
		buf_append(d, (const char *)&c, sizeof c);
	return CXChildVisit_Continue;
}

/* What a template argument is, as text to compare instances by (canonical), or NULL. */
static char *arg_value(CXCursor decl, unsigned i)
{
	Buf b = {0};
	if (!append_template_arg(NULL, &b, decl, i, true)) {
		buf_free(&b);
		return NULL;
	}
	return b.data;
}

/* The templates around the instantiated function of a launch: the function's own and its
 * class's, each an instance (whose arguments vary) and its pattern (whose parameters are
 * named in the launch's text). */
typedef struct {
	CXCursor inst[2];
	size_t n;
} Enclosing;

static Enclosing enclosing_instances(CXCursor fn)
{
	Enclosing e = {0};
	if (clang_Cursor_getNumTemplateArguments(fn) > 0)
		e.inst[e.n++] = fn;
	CXCursor cls = clang_getCursorSemanticParent(fn);
	enum CXCursorKind k = clang_getCursorKind(cls);
	if ((k == CXCursor_ClassDecl || k == CXCursor_StructDecl) &&
	    clang_Cursor_getNumTemplateArguments(cls) > 0)
		e.inst[e.n++] = cls;
	return e;
}

/* Whether parameter j of the enclosing template e (of instance il) has kernel argument i's
 * value in the instance. */
static bool same_arg(CXCursor kernel, unsigned i, CXCursor enclosing, unsigned j)
{
	char *a = arg_value(kernel, i), *b = arg_value(enclosing, j);
	bool same = a && b && strcmp(a, b) == 0;
	free(a);
	free(b);
	return same;
}

/* Whether parameter j of the t-th template around the launch l has kernel argument i's
 * value in every instance of l. */
static bool follows_everywhere(Host *h, const Launch *l, size_t t, size_t nt, unsigned i,
			       unsigned j)
{
	for (size_t k = 0; k < h->p->nilaunches; k++) {
		const Launch *il = &h->p->ilaunches[k];
		if (!instance_of(il, l))
			continue;
		Enclosing e = enclosing_instances(il->instance);
		if (e.n != nt || !same_arg(clang_getCursorReferenced(il->cursor), i, e.inst[t], j))
			return false;
	}
	return true;
}

/* The name of kernel template parameter i (of the instance kernel), "" when unnamed. */
static const char *kernel_parm_name(Host *h, CXCursor kernel, unsigned i)
{
	Buf pb = {0};
	clang_visitChildren(clang_getSpecializedCursorTemplate(kernel), template_parms, &pb);
	const char *name = i < pb.len / sizeof(CXCursor)
		? arena_cxstring(h->u->arena, clang_getCursorSpelling(((CXCursor *)pb.data)[i])) : "";
	buf_free(&pb);
	return name;
}

/* The spelling of kernel argument i valid in every instance of the launch l: the name of
 * a parameter of the templates around it that has the argument's value in each (the
 * pattern's name, so instances made in other units choose theirs too), or the value when
 * it is the same in all; NULL when neither holds. Among parameters that follow it, one
 * named as the kernel's parameter is preferred, then one at the same position (two host
 * parameters equal in every instance made here may differ in another unit's). */
static const char *spell_deduced_arg(Host *h, const Launch *l, unsigned i)
{
	const Parse *p = h->p;
	const Launch *first = NULL;
	for (size_t k = 0; k < p->nilaunches && !first; k++)
		if (instance_of(&p->ilaunches[k], l))
			first = &p->ilaunches[k];
	CXCursor kernel = clang_getCursorReferenced(first->cursor);
	const char *kname = kernel_parm_name(h, kernel, i);
	Enclosing e0 = enclosing_instances(first->instance);
	const char *best = NULL;
	int best_score = -1;
	for (size_t t = 0; t < e0.n; t++) {
		Buf pb = {0};
		clang_visitChildren(clang_getSpecializedCursorTemplate(e0.inst[t]), template_parms, &pb);
		const CXCursor *parms = (const CXCursor *)pb.data;
		size_t nparms = pb.len / sizeof(CXCursor);
		for (unsigned j = 0; j < nparms; j++) {
			const char *name = arena_cxstring(h->u->arena, clang_getCursorSpelling(parms[j]));
			int score = !*name ? -1 : strcmp(name, kname) == 0 ? 2 : j == i ? 1 : 0;
			if (score > best_score && follows_everywhere(h, l, t, e0.n, i, j)) {
				best = name;
				best_score = score;
			}
		}
		buf_free(&pb);
	}
	if (best)
		return best;
	char *v = arg_value(kernel, i);
	for (size_t k = 0; k < p->nilaunches && v; k++) {
		const Launch *il = &p->ilaunches[k];
		char *w = instance_of(il, l) ? arg_value(clang_getCursorReferenced(il->cursor), i)
					     : NULL;
		if (instance_of(il, l) && (!w || strcmp(v, w) != 0)) {
			free(v);
			v = NULL;
		}
		free(w);
	}
	const char *s = v ? arena_strdup(h->u->arena, v) : NULL;
	free(v);
	return s;
}

/* `<T, int>` for a launch in a template that writes no template arguments, its kernel's
 * deduced from the call's (`axpy<<<g, b>>>(x, y, n)` with T *x): NULL when an argument
 * cannot be spelled for every instance (spell_deduced_arg). */
static const char *deduced_args(Host *h, const Launch *l, CXCursor kernel)
{
	int n = clang_Cursor_getNumTemplateArguments(kernel);
	for (size_t k = 0; k < h->p->nilaunches; k++)
		if (instance_of(&h->p->ilaunches[k], l) &&
		    clang_Cursor_getNumTemplateArguments(
			    clang_getCursorReferenced(h->p->ilaunches[k].cursor)) != n)
			return NULL;
	Buf b = {0};
	buf_puts(&b, "<");
	for (int i = 0; i < n; i++) {
		const char *a = spell_deduced_arg(h, l, (unsigned)i);
		if (!a) {
			buf_free(&b);
			return NULL;
		}
		buf_printf(&b, "%s%s", i ? ", " : "", a);
	}
	buf_puts(&b, ">");
	const char *s = arena_strdup(h->u->arena, b.data);
	buf_free(&b);
	return s;
}

static enum CXChildVisitResult collect_parms(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	Buf *b = d;
	if (clang_getCursorKind(c) == CXCursor_ParmDecl)
		buf_append(b, (const char *)&c, sizeof c);
	return CXChildVisit_Continue;
}

/* The offset of the ')' closing the arguments that start at after, or 0. */
static unsigned close_paren(const EditFile *f, unsigned after)
{
	int depth = 0;
	for (Tok t = host_lex(f, after); t.kind != TOK_END; t = host_lex(f, t.end)) {
		if (host_tok_is(f, t, "(") || host_tok_is(f, t, "[") || host_tok_is(f, t, "{"))
			depth++;
		else if ((host_tok_is(f, t, ")") || host_tok_is(f, t, "]") || host_tok_is(f, t, "}")) && depth-- == 0)
			return t.begin;
	}
	return 0;
}

static bool is_integer(CXType t)
{
	enum CXTypeKind k = clang_getCanonicalType(t).kind;
	return k >= CXType_Char_U && k <= CXType_Int128;
}

/* An integer argument, before clang's implicit conversion to the parameter's pointer type
 * (0, NULL: the null pointer constants CUDA accepts there). */
static bool integer_argument(CXCursor arg)
{
	if (is_integer(clang_getCursorType(arg)))
		return true;
	if (clang_getCursorKind(arg) != CXCursor_UnexposedExpr)
		return false;
	CXCursor inner = clang_getNullCursor();
	clang_visitChildren(arg, first_child, &inner);
	return !clang_Cursor_isNull(inner) && is_integer(clang_getCursorType(inner));
}

static HostFile *spelled_extent(Host *h, CXCursor c, unsigned *b, unsigned *e);

typedef struct {
	CXSourceRange within;    /* the argument's extent */
	unsigned n;              /* its expressions written there */
} Written;

static bool range_holds(CXSourceRange outer, CXSourceRange inner)
{
	CXFile fo, fi;
	unsigned ob, oe, ib, ie;
	clang_getExpansionLocation(clang_getRangeStart(outer), &fo, NULL, NULL, &ob);
	clang_getExpansionLocation(clang_getRangeEnd(outer), NULL, NULL, NULL, &oe);
	clang_getExpansionLocation(clang_getRangeStart(inner), &fi, NULL, NULL, &ib);
	clang_getExpansionLocation(clang_getRangeEnd(inner), NULL, NULL, NULL, &ie);
	return fo && fi && clang_File_isEqual(fo, fi) && ob <= ib && ie <= oe;
}

/* Counts the expressions among c's children written inside the argument (not a default
 * argument, whose extent is the declaration's). */
static enum CXChildVisitResult count_written(CXCursor c, CXCursor parent, CXClientData d)
{
	Written *w = d;
	(void)parent;
	if (clang_isExpression(clang_getCursorKind(c)) && range_holds(w->within, clang_getCursorExtent(c)))
		w->n++;
	return CXChildVisit_Continue;
}

/* Whether a launch's grid or block argument is an integer made a dim3 (dim3(n, 1, 1)). */
static bool scalar_config(CXCursor arg)
{
	for (int depth = 0; depth < 8; depth++) {
		if (is_integer(clang_getCursorType(arg)))
			return true;
		enum CXCursorKind k = clang_getCursorKind(arg);
		CXCursor ctor = clang_getCursorReferenced(arg);
		Written w = {clang_getCursorExtent(arg), 0};
		clang_visitChildren(arg, count_written, &w);
		if (w.n != 1 || (k != CXCursor_UnexposedExpr && (k != CXCursor_CallExpr ||
			clang_getCursorKind(ctor) != CXCursor_Constructor)))
			return false;
		CXCursor inner = clang_getNullCursor();
		clang_visitChildren(arg, first_child, &inner);
		arg = inner;
	}
	return false;
}

bool host_launches_multidim(Host *h)
{
	size_t n = h->p->nlaunches + h->p->nilaunches;
	for (size_t i = 0; i < n; i++) {
		const Launch *l = i < h->p->nlaunches ? &h->p->launches[i]
			: &h->p->ilaunches[i - h->p->nlaunches];
		CXCursor config = clang_getNullCursor();
		clang_visitChildren(l->cursor, find_config, &config);
		if (clang_Cursor_isNull(config) || clang_Cursor_getNumArguments(config) < 2)
			continue;
		if (!scalar_config(clang_Cursor_getArgument(config, 0)) ||
		    !scalar_config(clang_Cursor_getArgument(config, 1)))
			return true;
	}
	return false;
}

/* The value a defaulted parameter takes: its declaration's text after '='. */
static const char *default_text(Host *h, CXCursor parm)
{
	unsigned b, e;
	HostFile *hf = spelled_extent(h, parm, &b, &e);
	if (!hf)
		return NULL;
	int depth = 0;
	for (Tok t = host_lex(hf->f, b); t.kind != TOK_END && t.begin < e; t = host_lex(hf->f, t.end)) {
		if (host_tok_is(hf->f, t, "(") || host_tok_is(hf->f, t, "[") || host_tok_is(hf->f, t, "<"))
			depth++;
		else if (host_tok_is(hf->f, t, ")") || host_tok_is(hf->f, t, "]") || host_tok_is(hf->f, t, ">"))
			depth--;
		else if (depth == 0 && host_tok_is(hf->f, t, "=")) {
			unsigned vb = host_lex(hf->f, t.end).begin;
			return vb < e ? arena_strndup(h->u->arena, hf->f->text + vb, e - vb) : NULL;
		}
	}
	return NULL;
}

/* What the arguments of a launch of fn (a kernel or kernel template) need besides being
 * passed on: 0 and NULL given to a pointer parameter become nullptr (through a forwarding
 * call they are only integers), and the parameters the launch leaves to their defaults
 * get them written out. False when a default cannot be read. */
static bool plan_arguments(Host *h, Plan *p, CXCursor fn)
{
	Unit *u = h->u;
	const EditFile *f = p->hf->f;
	p->defaults = "";
	p->close = close_paren(f, p->after);
	if (!p->close)
		return true;
	CXCursor pattern = clang_getSpecializedCursorTemplate(fn);
	if (clang_Cursor_isNull(pattern) || clang_getCursorKind(pattern) != CXCursor_FunctionTemplate)
		pattern = fn;
	Buf pb = {0};
	clang_visitChildren(pattern, collect_parms, &pb);
	const CXCursor *parms = (const CXCursor *)pb.data;
	size_t nparms = pb.len / sizeof(CXCursor);
	int na = clang_Cursor_getNumArguments(p->l->cursor);
	unsigned written = 0;
	p->nulls = arena_alloc(u->arena, (size_t)(na > 0 ? na : 1) * 2 * sizeof *p->nulls);
	for (int i = 0; i < na; i++) {
		CXCursor arg = clang_Cursor_getArgument(p->l->cursor, (unsigned)i);
		CXSourceRange r = clang_getCursorExtent(arg);
		CXFile af;
		unsigned b, e;
		clang_getExpansionLocation(clang_getRangeStart(r), &af, NULL, NULL, &b);
		clang_getExpansionLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
		if (!af)
			continue;   /* a default clang filled in */
		written++;
		if ((size_t)i >= nparms || !integer_argument(arg) ||
		    clang_getCanonicalType(clang_getCursorType(parms[i])).kind != CXType_Pointer ||
		    b < p->after || e > p->close || e <= b ||
		    strcmp(unit_cxfile_path(u, af), p->hf->path) != 0)
			continue;
		p->nulls[p->nnulls * 2] = b;
		p->nulls[p->nnulls * 2 + 1] = e;
		p->nnulls++;
	}
	Buf d = {0};
	bool ok = true;
	for (size_t i = written; i < nparms && ok; i++) {
		const char *v = default_text(h, parms[i]);
		ok = v != NULL;
		bool ptr = clang_getCanonicalType(clang_getCursorType(parms[i])).kind == CXType_Pointer;
		if (v && ptr && (strcmp(v, "NULL") == 0 || strcmp(v, "0") == 0))
			v = "nullptr";
		if (v)
			buf_printf(&d, ", %s", v);
	}
	if (!ok)
		unit_diag(u, DIAG_LAUNCH_UNRESOLVED, clang_getCursorLocation(p->l->cursor),
			  "the value of a defaulted parameter cannot be read");
	p->defaults = arena_strdup(u->arena, d.data ? d.data : "");
	buf_free(&d);
	buf_free(&pb);
	return ok;
}

/* Whether the launch names an overloaded plain kernel (host_kernel_overloaded): resolved
 * here, or in a template an overload set of plain kernels that its arguments choose from
 * in each instance. */
static bool overloaded_callee(Host *h, const Launch *l, CXCursor decl)
{
	if (!clang_Cursor_isNull(decl))
		return (collect_cuda_attrs(decl) & CUDA_ATTR_GLOBAL) &&
		       host_kernel_overloaded(h, decl);
	if (!l->in_template)
		return false;
	CXCursor callee = clang_getNullCursor();
	clang_visitChildren(l->cursor, first_child, &callee);
	CXCursor ref = clang_getCursorReferenced(callee);
	if (clang_getCursorKind(ref) != CXCursor_OverloadedDeclRef)
		return false;
	unsigned n = clang_getNumOverloadedDecls(ref);
	for (unsigned i = 0; i < n; i++) {
		CXCursor d = clang_getOverloadedDecl(ref, i);
		if (clang_getCursorKind(d) != CXCursor_FunctionDecl ||
		    !(collect_cuda_attrs(d) & CUDA_ATTR_GLOBAL))
			return false;
	}
	return n > 1;
}

/* `k<<<g, b>>>(x, n)` with k overloaded: the argument types pick the kernel, as they did
 * the CUDA launch, through the declarations host_kernel_pick puts beside the kernels:
 *
 *   cuportLaunchPicked(cuport_unit_program(), cuport_unit_kernel,
 *       [](auto &&...cuport_a) -> decltype(cuport_pick_k(static_cast<decltype(cuport_a) &&>(
 *           cuport_a)...)) { return {}; }, g, b, 0, 0, x, n)
 *
 * The kernel is then found by its key, as a launch in a template finds its instance. */
static bool plan_picked(Host *h, Plan *p, CXCursor fn, unsigned nconfig, bool noargs)
{
	static const char *const defaults[] = {"", "", ", 0, 0", ", 0", ""};
	const EditFile *f = p->hf->f;
	if (memchr(f->text + p->callee, '<', p->lll - p->callee)) {
		unit_diag(h->u, DIAG_LAUNCH_UNRESOLVED, clang_getCursorLocation(p->l->cursor),
			  "the overloaded kernel is named with template arguments");
		return false;
	}
	p->picked = true;
	p->targs = "";
	p->tail = arena_printf(h->u->arena, "%s%s", defaults[nconfig], noargs ? "" : ", ");
	return plan_arguments(h, p, fn);
}

static bool plan_launch(Host *h, const Launch *l, Plan *p)
{
	Unit *u = h->u;
	CXSourceLocation loc = clang_getCursorLocation(l->cursor);
	CXCursor decl = clang_getCursorReferenced(l->cursor);
	CXCursor config = clang_getNullCursor();
	clang_visitChildren(l->cursor, find_config, &config);
	enum CXCursorKind dk = clang_getCursorKind(decl);
	bool templ = false, itempl = false;
	bool keyed = l->in_template && clang_Cursor_isNull(decl) &&
		     dependent_kernel(l->cursor, &templ);
	CXCursor ikernel = l->in_template && clang_Cursor_isNull(decl)
		? instances_kernel(h, l, &itempl) : clang_getNullCursor();
	keyed |= !clang_Cursor_isNull(ikernel);
	templ |= itempl;
	bool pointer = !keyed && dk != CXCursor_FunctionDecl && dk != CXCursor_FunctionTemplate &&
		       (callee_is_pointer(l->cursor) || instance_pointer(h, l));
	if (!keyed && !pointer && (clang_Cursor_isNull(decl) || (dk != CXCursor_FunctionDecl &&
								 dk != CXCursor_FunctionTemplate))) {
		unit_diag(u, DIAG_LAUNCH_UNRESOLVED, loc, "the callee is not a function");
		return false;
	}
	*p = (Plan){.l = l};
	p->hf = clang_Cursor_isNull(config) ? NULL
		: host_spelled(h, clang_getRangeStart(clang_getCursorExtent(config)), &p->lll);
	unsigned nconfig;
	bool noargs;
	if (p->hf)
		p->lll_len = (unsigned)parse_bracket_len(p->hf->f->text, p->hf->f->len, p->lll, '<');
	if (!p->hf || !p->lll_len || !scan_config(p->hf->f, p, &nconfig, &noargs)) {
		unit_diag(u, DIAG_LAUNCH_UNRESOLVED, loc, "its <<<...>>> is not written in an in-root file");
		return false;
	}
	const EditFile *f = p->hf->f;
	unsigned ident_end;
	p->callee = callee_start(f, p->lll, &ident_end);
	unsigned ident_begin = ident_end;
	while (ident_begin > 0 && ident_char(f->text[ident_begin - 1]))
		ident_begin--;
	p->param = macro_param(h, f, p->lll, ident_begin, ident_end);
	p->ident = ident_begin;
	if (overloaded_callee(h, l, decl)) {
		/* in a template, the overload the first instance picked stands for the others
		 * in what the arguments need (nullptr, defaults) */
		bool any_templ;
		CXCursor fn = clang_Cursor_isNull(decl) ? instances_kernel(h, l, &any_templ) : decl;
		if (clang_Cursor_isNull(fn)) {
			unit_diag(u, DIAG_LAUNCH_UNRESOLVED, loc, "no instance of its template "
				  "says which overload of the kernel it launches");
			return false;
		}
		return plan_picked(h, p, fn, nconfig, noargs);
	}
	static const char *const defaults[] = {"", "", ", 0, 0", ", 0", ""};
	if (pointer) {
		unsigned e = back_space(f, p->lll);
		if (e <= p->callee) {
			unit_diag(u, DIAG_LAUNCH_UNRESOLVED, loc, "the callee is not a function");
			return false;
		}
		p->pointer = arena_strndup(u->arena, f->text + p->callee, e - p->callee);
		p->targs = "";
		p->tail = arena_printf(u->arena, "%s%s", defaults[nconfig], noargs ? "" : ", ");
		return true;
	}
	if (keyed) {
		unsigned e = back_space(f, p->lll);
		p->keyed = arena_strndup(u->arena, f->text + p->callee, e - p->callee);
		p->targs = "";
		if (templ && !strchr(p->keyed, '<')) {
			p->targs = clang_Cursor_isNull(ikernel) ? NULL : deduced_args(h, l, ikernel);
			if (!p->targs) {
				unit_diag(u, DIAG_LAUNCH_UNRESOLVED, loc, "its template arguments are "
					  "deduced inside a template, and no parameter of the template "
					  "spells them in every instance");
				return false;
			}
			p->keyed = arena_printf(u->arena, "%s%s", p->keyed, p->targs);
		}
		p->tail = arena_printf(u->arena, "%s%s", defaults[nconfig], noargs ? "" : ", ");
		if (!clang_Cursor_isNull(ikernel))
			return plan_arguments(h, p, ikernel);
		CXCursor callee = clang_getNullCursor();
		clang_visitChildren(l->cursor, first_child, &callee);
		return plan_arguments(h, p, clang_getOverloadedDecl(clang_getCursorReferenced(callee), 0));
	}
	p->ki = host_kernel_info(h, decl, loc);
	bool written_targs = memchr(f->text + p->callee, '<', p->lll - p->callee) != NULL;
	p->targs = written_targs ? "" : template_args(h, decl);
	if (!p->targs) {
		unit_diag(u, DIAG_LAUNCH_UNRESOLVED, loc, "its template arguments cannot be spelled");
		return false;
	}
	CXString ds = clang_getCursorSpelling(decl);
	/* named as declared, or with the '_' OpenCL's reserved names get, which the runtime
	 * finds by the declared name too */
	const char *dn = clang_getCString(ds);
	size_t dl = strlen(dn);
	p->plain = clang_Cursor_getNumTemplateArguments(decl) <= 0 &&
		   strncmp(dn, p->ki->name, dl) == 0 &&
		   (!p->ki->name[dl] || strcmp(p->ki->name + dl, "_") == 0);
	clang_disposeString(ds);
	p->tail = arena_printf(u->arena, "%s%s%s", defaults[nconfig],
			       host_launch_extras(h, p->ki), noargs ? "" : ", ");
	p->tail_bare = arena_printf(u->arena, "%s%s", defaults[nconfig], noargs ? "" : ", ");
	return plan_arguments(h, p, decl);
}

static const char *head_text(Host *h, const Plan *p, bool stringize)
{
	if (p->picked)
		return "(static_cast<decltype(cuport_a) &&>(cuport_a)...)) { return {}; }, ";
	if (p->keyed)
		return arena_printf(h->u->arena, "%s)>(cuport_unit_program(), "
				    "cuport_unit_kernel(&cuport::kernel_key<&%s>), ", p->targs, p->keyed);
	if (p->pointer)
		return arena_printf(h->u->arena, ")>>(cuport_unit_program(), cuport_unit_kernel("
				    "reinterpret_cast<const void *>(%s)), ", p->pointer);
	if (stringize)
		return arena_printf(h->u->arena, "%s)>(cuport_unit_program(), #%s, ", p->targs,
				    p->param);
	return arena_printf(h->u->arena, "%s)>(cuport_unit_program(), \"%s\", ", p->targs,
			    p->ki->name);
}

static bool same_plan(Host *h, const Plan *a, const Plan *b, bool stringize)
{
	const char *ad = a->defaults ? a->defaults : "", *bd = b->defaults ? b->defaults : "";
	return a->callee == b->callee && a->ggg == b->ggg && strcmp(a->tail, b->tail) == 0 &&
	       strcmp(ad, bd) == 0 && a->nnulls == b->nnulls &&
	       strcmp(head_text(h, a, stringize), head_text(h, b, stringize)) == 0;
}

static void apply_plan(Host *h, const Plan *p, bool stringize)
{
	HostFile *hf = p->hf;
	const char *open = p->pointer ? "cuportLaunch<cuport::KernelType<decltype("
				      : "cuportLaunch<decltype(";
	/* the pick's name: glued to the callee's, or pasted to the macro parameter naming it */
	const char *pick = p->param ? "cuport_pick_ ## " : "cuport_pick_";
	if (p->picked) {
		open = arena_printf(h->u->arena, "cuportLaunchPicked(cuport_unit_program(), "
				    "cuport_unit_kernel, [](auto &&...cuport_a) -> decltype(%s",
				    p->ident == p->callee ? pick : "");
		if (p->ident != p->callee && host_edit(hf, p->ident, p->ident, pick) < 0) {
			unit_diag(h->u, DIAG_HOST_REWRITE_CONFLICT,
				  clang_getCursorLocation(p->l->cursor), p->l->callee);
			return;
		}
	}
	if (host_edit(hf, p->callee, p->callee, open) < 0 ||
	    host_edit(hf, p->lll, p->lll + p->lll_len, head_text(h, p, stringize)) < 0 ||
	    host_edit(hf, p->ggg, p->after, p->tail) < 0) {
		unit_diag(h->u, DIAG_HOST_REWRITE_CONFLICT, clang_getCursorLocation(p->l->cursor),
			  p->l->callee);
		return;
	}
	for (size_t i = 0; i < p->nnulls; i++)
		host_edit(hf, p->nulls[i * 2], p->nulls[i * 2 + 1], "nullptr");
	if (p->defaults && *p->defaults)
		host_edit(hf, p->close, p->close, p->defaults);
	hf->uses_program = hf->cuda_edits = true;
	h->uses_program = true;
	if (p->keyed || p->pointer || p->picked)
		hf->uses_kernel_table = h->uses_kernel_table = true;
}

/* Whether plans a and b, kernels named by one macro parameter, differ at most in the
 * hidden symbols their kernels take: launched by the kernel's address, its entry in the
 * unit's kernel table supplies them. */
static bool same_by_address(const Plan *a, const Plan *b)
{
	const char *ad = a->defaults ? a->defaults : "", *bd = b->defaults ? b->defaults : "";
	return a->plain && b->plain && a->param && b->param && strcmp(a->param, b->param) == 0 &&
	       a->targs && b->targs && !*a->targs && !*b->targs && a->tail_bare && b->tail_bare &&
	       strcmp(a->tail_bare, b->tail_bare) == 0 && strcmp(ad, bd) == 0 &&
	       a->nnulls == b->nnulls && a->callee == b->callee && a->ggg == b->ggg;
}

/* Plans [i, j) share one <<<: apply once if they agree, by #param if that makes them, by
 * the kernel's address when only the kernels' hidden symbols differ (hungarian: a
 * call_kernel(k, ...) macro over kernels that use different __device__ variables). */
static void apply_group(Host *h, const Plan *plans, size_t i, size_t j)
{
	bool same = true, stringizable = plans[i].param != NULL, by_address = true;
	for (size_t k = i; k < j; k++) {
		same &= same_plan(h, &plans[i], &plans[k], false);
		stringizable &= plans[k].plain && plans[k].param != NULL &&
				same_plan(h, &plans[i], &plans[k], true);
		by_address &= same_by_address(&plans[i], &plans[k]);
	}
	if (same || stringizable) {
		apply_plan(h, &plans[i], !same);
		return;
	}
	if (by_address) {
		Plan p = plans[i];
		p.pointer = p.param;
		p.tail = p.tail_bare;
		apply_plan(h, &p, false);
		/* their addresses are taken now: host stubs, entries in the address table */
		for (size_t k = i; k < j; k++)
			PUSH(h->taken, h->ntaken, h->captaken, plans[k].ki->decl);
		return;
	}
	for (size_t k = i; k < j; k++)
		unit_diag(h->u, DIAG_LAUNCH_MACRO_VARIES, clang_getCursorLocation(plans[k].l->cursor),
			  plans[k].keyed ? plans[k].keyed
			  : plans[k].pointer ? plans[k].pointer
			  : plans[k].picked ? plans[k].l->callee : plans[k].ki->name);
}

static int plan_cmp(const void *pa, const void *pb)
{
	const Plan *a = pa, *b = pb;
	if (a->hf != b->hf)
		return a->hf < b->hf ? -1 : 1;
	return a->lll < b->lll ? -1 : a->lll > b->lll;
}

/* Whether a launch sits in device code (dynamic parallelism: the kernel side's concern). */
static bool launch_in_device_code(Host *h, const Launch *l)
{
	HostFile *hf = host_file(h, l->file);
	return hf && host_removed(hf, l->begin);
}

static enum CXChildVisitResult find_decl_ref(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		*(CXCursor *)d = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* A launch's callee names its kernel (where the name is spelled: in a macro's argument
 * when the launch is in the macro's body). */
static void name_callee(Host *h, const Launch *l)
{
	CXCursor callee = clang_getNullCursor(), ref = clang_getNullCursor();
	clang_visitChildren(l->cursor, first_child, &callee);
	if (clang_getCursorKind(callee) == CXCursor_DeclRefExpr)
		ref = callee;
	else
		clang_visitChildren(callee, find_decl_ref, &ref);
	unsigned off;
	HostFile *hf = clang_Cursor_isNull(ref) ? NULL
		: host_spelled(h, clang_getCursorLocation(ref), &off);
	if (hf)
		host_name_range(h, hf->path, off, off + 1);
}

void host_launches(Host *h)
{
	const Parse *p = h->p;
	Plan *plans = xcalloc(p->nlaunches + 1, sizeof *plans);
	size_t n = 0;
	for (size_t i = 0; i < p->nlaunches; i++)
		if (!launch_in_device_code(h, &p->launches[i]) &&
		    plan_launch(h, &p->launches[i], &plans[n]))
			n++;
	for (size_t i = 0; i < p->nlaunches; i++)
		name_callee(h, &p->launches[i]);
	host_find_taken(h);
	/* HostFile pointers are stable now: every file was created during the walk. */
	qsort(plans, n, sizeof *plans, plan_cmp);
	for (size_t i = 0, j; i < n; i = j) {
		for (j = i + 1; j < n && plans[j].hf == plans[i].hf && plans[j].lll == plans[i].lll;)
			j++;
		apply_group(h, plans, i, j);
	}
	free(plans);
}

/* ---- cudaLaunchKernel and the cudaFunc* calls ---- */

static enum CXChildVisitResult find_kernel_ref(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr &&
	    (collect_cuda_attrs(clang_getCursorReferenced(c)) & CUDA_ATTR_GLOBAL)) {
		*(CXCursor *)d = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static HostFile *spelled_extent(Host *h, CXCursor c, unsigned *b, unsigned *e)
{
	CXSourceRange r = clang_getCursorExtent(c);
	HostFile *hf = host_spelled(h, clang_getRangeStart(r), b);
	if (!hf || host_spelled(h, clang_getRangeEnd(r), e) != hf || *e <= *b)
		return NULL;
	return hf;
}

typedef struct {
	const char *api;
	int kernel_arg;
} KernelApi;

static const KernelApi kernel_apis[] = {
	{"cudaLaunchKernel", 0},
	{"cudaLaunchCooperativeKernel", 0},
	{"cudaFuncGetAttributes", 1},
	{"cudaFuncSetAttribute", 0},
	{"cudaFuncSetCacheConfig", 0},
	{"cudaOccupancyMaxActiveBlocksPerMultiprocessor", 1},
	{"cudaOccupancyMaxPotentialBlockSize", 2},
};

/* cudaLaunchKernel(k, grid, block, args[, shmem[, stream]]): the name becomes the typed
 * helper, the kernel its program and name, and the defaults and extras are written out. */
/* The arguments of call written in the source; defaulted ones (stream, shared memory)
   have no location. */
static unsigned written_args(CXCursor call)
{
	unsigned written = 0;
	for (int i = 0; i < clang_Cursor_getNumArguments(call); i++) {
		CXFile f;
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)i);
		clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(arg)), &f,
					   NULL, NULL, NULL);
		written += f != NULL;
	}
	return written;
}

static bool launch_kernel_call(Host *h, CXCursor call, const char *name, HostFile *hf,
			       unsigned ab, unsigned ae, CXCursor ref, const KernelInfo *ki)
{
	Arena *a = h->u->arena;
	unsigned nb, rb, re, cb, ce;
	if (host_spelled(h, clang_getCursorLocation(call), &nb) != hf ||
	    !host_spells(hf, nb, name) || spelled_extent(h, ref, &rb, &re) != hf ||
	    spelled_extent(h, call, &cb, &ce) != hf || hf->f->text[ce - 1] != ')')
		return false;
	const char *kernel = arena_strndup(a, hf->f->text + rb, re - rb);
	const char *targs = strchr(kernel, '<') ? "" : template_args(h, ki->decl);
	if (!targs)
		return false;
	unsigned written = written_args(call);
	const char *tail = arena_printf(a, "%s%s%s", written < 5 ? ", 0" : "",
					written < 6 ? ", 0" : "", host_launch_extras(h, ki));
	const char *head = arena_printf(a, "cuportLaunchArgv<decltype(%s%s)>", kernel, targs);
	if (host_edit(hf, nb, nb + (unsigned)strlen(name), head) < 0 ||
	    host_edit(hf, ab, ae, arena_printf(a, "cuport_unit_program(), \"%s\"", ki->name)) < 0)
		return false;
	if (*tail)
		host_edit(hf, ce - 1, ce - 1, tail);
	return true;
}

/* A variable (or parameter, or member) holding a kernel's address. */
static bool is_kernel_pointer(CXCursor ref)
{
	CXCursor d = clang_getCursorReferenced(ref);
	enum CXCursorKind k = clang_getCursorKind(d);
	if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl && k != CXCursor_FieldDecl)
		return false;
	CXType t = clang_getCanonicalType(clang_getCursorType(d));
	if (t.kind == CXType_LValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Pointer)
		return false;
	enum CXTypeKind f = clang_getCanonicalType(clang_getPointeeType(t)).kind;
	return f == CXType_FunctionProto || f == CXType_FunctionNoProto;
}

static enum CXChildVisitResult find_pointer_ref(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if ((clang_getCursorKind(c) == CXCursor_DeclRefExpr ||
	     clang_getCursorKind(c) == CXCursor_MemberRefExpr) && is_kernel_pointer(c)) {
		*(CXCursor *)d = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* In a template, cudaLaunchKernel((void *)k<T>, ...): a reference to kernel templates the
 * template's parameters choose from. */
static enum CXChildVisitResult find_dependent_ref(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		CXCursor r = clang_getCursorReferenced(c);
		bool all = clang_getCursorKind(r) == CXCursor_OverloadedDeclRef &&
			   clang_getNumOverloadedDecls(r) > 0;
		for (unsigned i = 0; all && i < clang_getNumOverloadedDecls(r); i++)
			all = (collect_cuda_attrs(clang_getOverloadedDecl(r, i)) & CUDA_ATTR_GLOBAL) != 0;
		if (all) {
			*(CXCursor *)d = c;
			return CXChildVisit_Break;
		}
	}
	return CXChildVisit_Recurse;
}

/* cudaLaunchKernel((void *)f, grid, block, args[, shmem[, stream]]) with f a pointer to a
 * kernel: the kernel is looked up by f's value (see host_kernel_stubs); with f a kernel
 * template's instance that a template's parameters choose (keyed), by its key. */
static bool pointer_launch_call(Host *h, CXCursor call, const char *name, HostFile *hf,
				unsigned ab, unsigned ae, CXCursor ptr, bool keyed)
{
	Arena *a = h->u->arena;
	unsigned nb, pb, pe, cb, ce;
	if (host_spelled(h, clang_getCursorLocation(call), &nb) != hf ||
	    !host_spells(hf, nb, name) || spelled_extent(h, ptr, &pb, &pe) != hf ||
	    spelled_extent(h, call, &cb, &ce) != hf || hf->f->text[ce - 1] != ')')
		return false;
	const char *fp = arena_strndup(a, hf->f->text + pb, pe - pb);
	unsigned written = written_args(call);
	const char *head = keyed ? arena_printf(a, "cuportLaunchArgv<decltype(%s)>", fp)
		: arena_printf(a, "cuportLaunchArgv<cuport::KernelType<decltype(%s)>>", fp);
	const char *key = keyed ? arena_printf(a, "&cuport::kernel_key<&%s>", fp)
		: arena_printf(a, "reinterpret_cast<const void *>(%s)", fp);
	if (host_edit(hf, nb, nb + (unsigned)strlen(name), head) < 0 ||
	    host_edit(hf, ab, ae, arena_printf(a, "cuport_unit_program(), cuport_unit_kernel(%s)",
					       key)) < 0)
		return false;
	if (written < 6)
		host_edit(hf, ce - 1, ce - 1, written < 5 ? ", 0, 0" : ", 0");
	return true;
}

/* In a template, cudaFuncGetAttributes(&a, k<T>) and the other calls that take a kernel
 * without launching it: k<T> is a kernel template's instance the template's parameters
 * choose, found by its key in the unit's table as a launch there finds it. */
static bool keyed_kernel_ref(Host *h, CXCursor arg)
{
	CXCursor dep = clang_getNullCursor();
	if (find_dependent_ref(arg, clang_getNullCursor(), &dep) == CXChildVisit_Recurse)
		clang_visitChildren(arg, find_dependent_ref, &dep);
	unsigned ab, ae, db, de;
	HostFile *hf;
	if (clang_Cursor_isNull(dep) || (hf = spelled_extent(h, arg, &ab, &ae)) == NULL ||
	    spelled_extent(h, dep, &db, &de) != hf)
		return false;
	const char *k = arena_strndup(h->u->arena, hf->f->text + db, de - db);
	if (host_edit(hf, ab, ae, arena_printf(h->u->arena, "cuportKernelKeyed(cuport_unit_program(), "
					       "cuport_unit_kernel(&cuport::kernel_key<&%s>))", k)) < 0)
		return false;
	hf->uses_program = hf->cuda_edits = hf->uses_kernel_table = true;
	h->uses_program = h->uses_kernel_table = true;
	return true;
}

/* Whether the kernel argument is a value the text cannot trace to one kernel: a `void *`
 * or a pointer to a function (a parameter of a helper, a variable). */
static bool kernel_value(CXCursor arg)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(arg));
	if (t.kind == CXType_LValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Pointer)
		return false;
	enum CXTypeKind p = clang_getCanonicalType(clang_getPointeeType(t)).kind;
	return p == CXType_Void || p == CXType_FunctionProto || p == CXType_FunctionNoProto;
}

/* The kernel argument becomes cuportKernelValue(arg), which the runtime resolves when the
 * call runs; a launch becomes cuportLaunchKernelParams with CUDA's defaults written out. */
static bool value_call(Host *h, CXCursor call, const char *name, bool launch, HostFile *hf,
		       unsigned ab, unsigned ae)
{
	Arena *a = h->u->arena;
	unsigned nb, cb, ce;
	const char *text = arena_strndup(a, hf->f->text + ab, ae - ab);
	if (launch && (host_spelled(h, clang_getCursorLocation(call), &nb) != hf ||
		       !host_spells(hf, nb, name) || spelled_extent(h, call, &cb, &ce) != hf ||
		       hf->f->text[ce - 1] != ')'))
		return false;
	if (host_edit(hf, ab, ae, arena_printf(a, "cuportKernelValue(%s)", text)) < 0)
		return false;
	if (!launch)
		return true;
	unsigned written = written_args(call);
	host_edit(hf, nb, nb + (unsigned)strlen(name), "cuportLaunchKernelParams");
	if (written < 6)
		host_edit(hf, ce - 1, ce - 1, written < 5 ? ", 0, 0" : ", 0");
	return true;
}

bool host_kernel_api_call(Host *h, CXCursor call, const char *name)
{
	const KernelApi *api = NULL;
	for (size_t i = 0; i < countof(kernel_apis); i++)
		if (strcmp(kernel_apis[i].api, name) == 0)
			api = &kernel_apis[i];
	const Rule *rule = api ? rules_find(h->rules, RULE_API, name) : NULL;
	if (!rule || rule->support == SUPPORT_UNSUPPORTED || !rule->to)
		return false;
	CXSourceLocation loc = clang_getCursorLocation(call);
	if (clang_Cursor_getNumArguments(call) <= api->kernel_arg)
		return false;
	CXCursor arg = clang_Cursor_getArgument(call, (unsigned)api->kernel_arg);
	CXCursor ref = clang_getNullCursor();
	clang_visitChildren(arg, find_kernel_ref, &ref);
	if (clang_getCursorKind(arg) == CXCursor_DeclRefExpr)
		ref = arg;
	unsigned ab, ae;
	HostFile *hf;
	bool launch = api->kernel_arg == 0 && str_starts(name, "cudaLaunch");
	CXCursor ptr = clang_getNullCursor();
	bool keyed = false;
	if (!launch && keyed_kernel_ref(h, arg))
		return true;
	if (clang_Cursor_isNull(ref) && launch) {
		clang_visitChildren(arg, find_pointer_ref, &ptr);
		if (clang_getCursorKind(arg) == CXCursor_DeclRefExpr && is_kernel_pointer(arg))
			ptr = arg;
		if (clang_Cursor_isNull(ptr)) {
			clang_visitChildren(arg, find_dependent_ref, &ptr);
			keyed = !clang_Cursor_isNull(ptr);
		}
	}
	if (!clang_Cursor_isNull(ptr) && (hf = spelled_extent(h, arg, &ab, &ae)) != NULL &&
	    pointer_launch_call(h, call, name, hf, ab, ae, ptr, keyed)) {
		hf->uses_program = hf->cuda_edits = hf->uses_kernel_table = true;
		h->uses_program = h->uses_kernel_table = true;
		return true;
	}
	if (clang_Cursor_isNull(ptr) && clang_Cursor_isNull(ref) && kernel_value(arg) &&
	    (hf = spelled_extent(h, arg, &ab, &ae)) != NULL &&
	    value_call(h, call, name, launch, hf, ab, ae)) {
		hf->cuda_edits = true;
		/* the text keeps naming the kernel (k<T, N> in a template): its address is
		 * taken, so it needs its stub and its row in the address table */
		host_kernel_value_refs(h, arg);
		return true;
	}
	hf = clang_Cursor_isNull(ref) ? NULL : spelled_extent(h, arg, &ab, &ae);
	const KernelInfo *ki = hf ? host_kernel_info(h, clang_getCursorReferenced(ref), loc) : NULL;
	if (hf)
		host_name_range(h, hf->path, ab, ae);
	bool ok;
	if (!ki)
		ok = false;
	else if (launch)
		ok = launch_kernel_call(h, call, name, hf, ab, ae, ref, ki);
	else
		ok = host_edit(hf, ab, ae, arena_printf(h->u->arena, "cuportKernelNamed("
					"cuport_unit_program(), \"%s\")", ki->name)) == 0;
	if (!ok) {
		unit_diag(h->u, DIAG_KERNEL_REF_UNRESOLVED, loc, name);
		unsigned nb;
		HostFile *nf = host_spelled(h, loc, &nb);
		if (nf && host_spells(nf, nb, name))
			host_edit(nf, nb, nb + (unsigned)strlen(name), name);
		return true;
	}
	hf->uses_program = hf->cuda_edits = true;
	h->uses_program = true;
	return true;
}

/* ---- kernels named outside a launch ---- */

/* Whether the text before off, skipping blanks, ends with a unary '&'. */
static bool address_of_before(const EditFile *f, unsigned off, unsigned *amp)
{
	unsigned p = back_space(f, off);
	if (p == 0 || f->text[p - 1] != '&' || (p >= 2 && f->text[p - 2] == '&'))
		return false;
	*amp = p - 1;
	return true;
}

/* Whether ref names the kernel of a launch: its location is that of a launch's callee
 * (also when the kernel is a macro argument and <<< is in the macro's body). */
static bool launch_callee(Host *h, CXCursor ref)
{
	const Parse *p = h->p;
	if (!h->callees_ready) {
		h->callees_ready = true;
		h->callees = arena_alloc(h->u->arena, (p->nlaunches + 1) * sizeof *h->callees);
		for (size_t i = 0; i < p->nlaunches; i++) {
			CXCursor callee = clang_getNullCursor();
			clang_visitChildren(p->launches[i].cursor, find_kernel_ref, &callee);
			if (!clang_Cursor_isNull(callee))
				h->callees[h->ncallees++] = clang_getCursorLocation(callee);
		}
	}
	CXSourceLocation loc = clang_getCursorLocation(ref);
	for (size_t i = 0; i < h->ncallees; i++)
		if (clang_equalLocations(h->callees[i], loc))
			return true;
	return false;
}

bool host_kernel_reference(Host *h, CXCursor ref)
{
	CXCursor decl = clang_getCursorReferenced(ref);
	if (clang_Cursor_isNull(decl) || !(collect_cuda_attrs(decl) & CUDA_ATTR_GLOBAL))
		return false;
	unsigned b, e;
	HostFile *hf = spelled_extent(h, ref, &b, &e);
	/* A launch's callee (its <<< follows), an argument a kernel API call rewrote,
	 * or device code: not ours. */
	if (!hf || host_removed(hf, b) || host_edited(hf, b, e) || launch_callee(h, ref))
		return true;
	Arena *a = h->u->arena;
	const char *kernel = arena_strndup(a, hf->f->text + b, e - b);
	unsigned amp;
	if (address_of_before(hf->f, b, &amp))
		b = amp;
	if (!host_kernel_as_data(h, ref))
		return false;   /* a function pointer: kernels.c gives the kernel an address */
	CXSourceLocation loc = clang_getCursorLocation(ref);
	const KernelInfo *ki = host_kernel_info(h, decl, loc);
	const char *targs = strchr(kernel, '<') ? "" : template_args(h, ki->decl);
	if (!targs || host_edit(hf, b, e, arena_printf(a, "cuportKernelFunc<decltype(%s%s)>("
					"cuport_unit_program(), \"%s\"%s)", kernel, targs, ki->name,
					host_launch_extras(h, ki))) < 0) {
		unit_diag(h->u, DIAG_KERNEL_HANDLE_UNRESOLVED, loc, kernel);
		return true;
	}
	hf->uses_program = hf->cuda_edits = true;
	h->uses_program = true;
	return true;
}

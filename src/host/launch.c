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
 */
#include "host.h"

#include <stdlib.h>
#include <string.h>

const KernelInfo *host_kernel_info(Host *h, CXCursor decl, CXSourceLocation loc)
{
	Unit *u = h->u;
	const KernelInfo *ki = unit_kernel(u, decl);
	if (ki)
		return ki;
	KernelInfo *k = arena_alloc(u->arena, sizeof *k);
	k->decl = decl;
	k->name = cl_function_name(u, decl);
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

/* `<float, 256>` for a template instance whose arguments the source leaves to deduction;
 * NULL when one cannot be spelled (a template template argument, a pack). */
static const char *template_args(Host *h, CXCursor decl)
{
	int n = clang_Cursor_getNumTemplateArguments(decl);
	if (n <= 0)
		return "";
	Buf b = {0};
	buf_puts(&b, "<");
	for (int i = 0; i < n; i++) {
		if (i)
			buf_puts(&b, ", ");
		switch (clang_Cursor_getTemplateArgumentKind(decl, (unsigned)i)) {
		case CXTemplateArgumentKind_Type: {
			CXType t = clang_Cursor_getTemplateArgumentType(decl, (unsigned)i);
			CXString s = clang_getTypeSpelling(t);
			buf_puts(&b, clang_getCString(s));
			clang_disposeString(s);
			break;
		}
		case CXTemplateArgumentKind_Integral:
			buf_printf(&b, "%lld", clang_Cursor_getTemplateArgumentValue(decl, (unsigned)i));
			break;
		default:
			buf_free(&b);
			return NULL;
		}
	}
	buf_puts(&b, ">");
	const char *s = arena_strdup(h->u->arena, b.data);
	buf_free(&b);
	return s;
}

/* ---- one launch ---- */

typedef struct {
	const Launch *l;
	HostFile *hf;
	const KernelInfo *ki;
	unsigned callee, lll, ggg, after;   /* callee start, <<<, >>>, past the '(' */
	const char *param;                  /* the callee is this macro parameter */
	const char *targs;                  /* deduced template arguments, or "" */
	const char *tail;                   /* what replaces >>>( */
	bool plain;                         /* a non-template kernel named as declared */
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
		if (s < 2 || f->text[s - 2] != '\\')
			break;
		s--;
	}
	Tok t = host_lex(f, s);
	if (!tok_is(f, t, "#") || !tok_is(f, t = host_lex(f, t.end), "define"))
		return NULL;
	t = host_lex(f, t.end);             /* the macro's name */
	Tok open = host_lex(f, t.end);
	if (open.begin != t.end || !tok_is(f, open, "("))
		return NULL;                    /* object-like */
	for (t = host_lex(f, open.end); t.kind != TOK_END && !tok_is(f, t, ")");
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
	for (t = host_lex(f, p->lll + 3); t.kind != TOK_END; t = host_lex(f, t.end)) {
		if (tok_is(f, t, "(") || tok_is(f, t, "[") || tok_is(f, t, "{"))
			depth++;
		else if (tok_is(f, t, ")") || tok_is(f, t, "]") || tok_is(f, t, "}"))
			depth--;
		else if (depth == 0 && tok_is(f, t, ","))
			(*nconfig)++;
		else if (depth == 0 && tok_is(f, t, ">>>"))
			break;
	}
	if (t.kind == TOK_END)
		return false;
	p->ggg = t.begin;
	Tok open = host_lex(f, t.end);
	if (!tok_is(f, open, "("))
		return false;
	p->after = open.end;
	*noargs = tok_is(f, host_lex(f, open.end), ")");
	return *nconfig >= 2 && *nconfig <= 4;
}

static bool plan_launch(Host *h, const Launch *l, Plan *p)
{
	Unit *u = h->u;
	CXSourceLocation loc = clang_getCursorLocation(l->cursor);
	CXCursor decl = clang_getCursorReferenced(l->cursor);
	CXCursor config = clang_getNullCursor();
	clang_visitChildren(l->cursor, find_config, &config);
	enum CXCursorKind dk = clang_getCursorKind(decl);
	if (clang_Cursor_isNull(decl) || (dk != CXCursor_FunctionDecl &&
					  dk != CXCursor_FunctionTemplate)) {
		unit_diag(u, DIAG_LAUNCH_UNRESOLVED, loc, "the callee is not a function");
		return false;
	}
	*p = (Plan){.l = l};
	p->hf = clang_Cursor_isNull(config) ? NULL
		: host_spelled(h, clang_getRangeStart(clang_getCursorExtent(config)), &p->lll);
	unsigned nconfig;
	bool noargs;
	if (!p->hf || p->lll + 3 > p->hf->f->len ||
	    memcmp(p->hf->f->text + p->lll, "<<<", 3) != 0 || !scan_config(p->hf->f, p, &nconfig,
									 &noargs)) {
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
	static const char *const defaults[] = {"", "", ", 0, 0", ", 0", ""};
	p->tail = arena_printf(u->arena, "%s%s%s", defaults[nconfig],
			       host_launch_extras(h, p->ki), noargs ? "" : ", ");
	return true;
}

static const char *head_text(Host *h, const Plan *p, bool stringize)
{
	if (stringize)
		return arena_printf(h->u->arena, "%s)>(cuport_unit_program(), #%s, ", p->targs,
				    p->param);
	return arena_printf(h->u->arena, "%s)>(cuport_unit_program(), \"%s\", ", p->targs,
			    p->ki->name);
}

static bool same_plan(Host *h, const Plan *a, const Plan *b, bool stringize)
{
	return a->callee == b->callee && a->ggg == b->ggg && strcmp(a->tail, b->tail) == 0 &&
	       strcmp(head_text(h, a, stringize), head_text(h, b, stringize)) == 0;
}

static void apply_plan(Host *h, const Plan *p, bool stringize)
{
	HostFile *hf = p->hf;
	if (host_edit(hf, p->callee, p->callee, "cuportLaunch<decltype(") < 0 ||
	    host_edit(hf, p->lll, p->lll + 3, head_text(h, p, stringize)) < 0 ||
	    host_edit(hf, p->ggg, p->after, p->tail) < 0) {
		unit_diag(h->u, DIAG_HOST_REWRITE_CONFLICT, clang_getCursorLocation(p->l->cursor),
			  p->l->callee);
		return;
	}
	hf->uses_program = hf->cuda_edits = true;
	h->uses_program = true;
}

/* Plans [i, j) share one <<<: apply once if they agree, by #param if that makes them. */
static void apply_group(Host *h, const Plan *plans, size_t i, size_t j)
{
	bool same = true, stringizable = plans[i].param != NULL;
	for (size_t k = i; k < j; k++) {
		same &= same_plan(h, &plans[i], &plans[k], false);
		stringizable &= plans[k].plain && plans[k].param != NULL &&
				same_plan(h, &plans[i], &plans[k], true);
	}
	if (same || stringizable) {
		apply_plan(h, &plans[i], !same);
		return;
	}
	for (size_t k = i; k < j; k++)
		unit_diag(h->u, DIAG_LAUNCH_MACRO_VARIES, clang_getCursorLocation(plans[k].l->cursor),
			  plans[k].ki->name);
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

void host_launches(Host *h)
{
	const Parse *p = h->p;
	Plan *plans = xcalloc(p->nlaunches + 1, sizeof *plans);
	size_t n = 0;
	for (size_t i = 0; i < p->nlaunches; i++)
		if (!launch_in_device_code(h, &p->launches[i]) &&
		    plan_launch(h, &p->launches[i], &plans[n]))
			n++;
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
	    (cuda_attrs(clang_getCursorReferenced(c)) & CUDA_ATTR_GLOBAL)) {
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
	{"cudaFuncGetAttributes", 1},
	{"cudaFuncSetAttribute", 0},
	{"cudaFuncSetCacheConfig", 0},
	{"cudaOccupancyMaxActiveBlocksPerMultiprocessor", 1},
	{"cudaOccupancyMaxPotentialBlockSize", 2},
};

/* cudaLaunchKernel(k, grid, block, args[, shmem[, stream]]): the name becomes the typed
 * helper, the kernel its program and name, and the defaults and extras are written out. */
static bool launch_kernel_call(Host *h, CXCursor call, HostFile *hf, unsigned ab,
			       unsigned ae, CXCursor ref, const KernelInfo *ki)
{
	Arena *a = h->u->arena;
	unsigned nb, rb, re, cb, ce;
	if (host_spelled(h, clang_getCursorLocation(call), &nb) != hf ||
	    !host_spells(hf, nb, "cudaLaunchKernel") || spelled_extent(h, ref, &rb, &re) != hf ||
	    spelled_extent(h, call, &cb, &ce) != hf || hf->f->text[ce - 1] != ')')
		return false;
	const char *kernel = arena_strndup(a, hf->f->text + rb, re - rb);
	const char *targs = strchr(kernel, '<') ? "" : template_args(h, ki->decl);
	if (!targs)
		return false;
	int n = clang_Cursor_getNumArguments(call);
	unsigned written = 0;
	for (int i = 0; i < n; i++) {
		CXFile f;
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)i);
		clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(arg)), &f,
					   NULL, NULL, NULL);
		written += f != NULL;
	}
	const char *tail = arena_printf(a, "%s%s%s", written < 5 ? ", 0" : "",
					written < 6 ? ", 0" : "", host_launch_extras(h, ki));
	const char *head = arena_printf(a, "cuportLaunchArgv<decltype(%s%s)>", kernel, targs);
	if (host_edit(hf, nb, nb + (unsigned)strlen("cudaLaunchKernel"), head) < 0 ||
	    host_edit(hf, ab, ae, arena_printf(a, "cuport_unit_program(), \"%s\"", ki->name)) < 0)
		return false;
	if (*tail)
		host_edit(hf, ce - 1, ce - 1, tail);
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
	HostFile *hf = clang_Cursor_isNull(ref) ? NULL : spelled_extent(h, arg, &ab, &ae);
	const KernelInfo *ki = hf ? host_kernel_info(h, clang_getCursorReferenced(ref), loc) : NULL;
	bool ok;
	if (!ki)
		ok = false;
	else if (api->kernel_arg == 0 && strcmp(name, "cudaLaunchKernel") == 0)
		ok = launch_kernel_call(h, call, hf, ab, ae, ref, ki);
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
	if (clang_Cursor_isNull(decl) || !(cuda_attrs(decl) & CUDA_ATTR_GLOBAL))
		return false;
	unsigned b, e;
	HostFile *hf = spelled_extent(h, ref, &b, &e);
	/* A launch's callee (its <<< follows), an argument a kernel API call rewrote,
	 * or device code: not ours. */
	if (!hf || host_removed(hf, b) || host_edited(hf, b, e) || launch_callee(h, ref))
		return true;
	Arena *a = h->u->arena;
	CXSourceLocation loc = clang_getCursorLocation(ref);
	const KernelInfo *ki = host_kernel_info(h, decl, loc);
	const char *kernel = arena_strndup(a, hf->f->text + b, e - b);
	const char *targs = strchr(kernel, '<') ? "" : template_args(h, ki->decl);
	unsigned amp;
	if (address_of_before(hf->f, b, &amp))
		b = amp;
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

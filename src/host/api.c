/*
 * CUDA names in host code become the runtime's, by token: a reference to a function,
 * enum constant, type or macro declared in CUDA's headers is looked up in the rules and
 * its name token replaced, leaving arguments, comments and layout as they are. What the
 * rules mark unsupported, or do not know, stays as written with a diagnostic naming it.
 *
 * A macro defined on the command line (-D) that names a CUDA API is migrated at its uses,
 * since the migrated build keeps the flag as written (see "macros defined on the command
 * line" below).
 *
 * Device symbols are the exception to one-to-one: CUDA names a __device__ variable by
 * the variable itself, the runtime by program and name, so in cudaMemcpyToSymbol(V, ...)
 * and its relatives the argument V becomes `cuport_unit_program(), "V"`, and the
 * arguments CUDA lets default (offset, direction, stream) are written out because the C
 * API has no defaults.
 */
#include "host.h"

#include <string.h>

bool host_in_removed_code(Host *h, CXSourceLocation loc)
{
	CXFile file;
	unsigned off;
	clang_getExpansionLocation(loc, &file, NULL, NULL, &off);
	if (!file)
		return false;
	const char *path = unit_cxfile_path(h->u, file);
	if (!path_is_source(h->u->run->opt, path))
		return false;
	HostFile *hf = host_file(h, path);
	return hf && host_removed(hf, off);
}

/* The rule for a name, in the table of its kind first, then in the others (a CUDA name
 * that is a macro in one SDK is an enum constant in another). */
static const Rule *find_rule(Host *h, RuleKind kind, const char *name)
{
	const Rule *r = rules_find(h->rules, kind, name);
	static const RuleKind order[] = {RULE_API, RULE_ENUM, RULE_MACRO, RULE_TYPE};
	for (size_t i = 0; !r && i < countof(order); i++)
		r = rules_find(h->rules, order[i], name);
	return r;
}

/* Reports a rule's status at a use; true when the name is to be rewritten. */
static bool report_rule(Host *h, CXSourceLocation loc, const char *name, const Rule *r)
{
	Arena *a = h->u->arena;
	if (!r) {
		unit_diag(h->u, DIAG_HOST_API_UNKNOWN, loc, name);
		return false;
	}
	if (r->support == SUPPORT_UNSUPPORTED || !r->to) {
		const char *note = r->note ? arena_printf(a, " (%s)", r->note) : "";
		unit_diag(h->u, r->diag ? r->diag : DIAG_HOST_API_UNSUPPORTED, loc, name, note);
		return false;
	}
	if (r->support == SUPPORT_PARTIAL)
		unit_diag(h->u, r->diag ? r->diag : DIAG_HOST_API_PARTIAL, loc, name, r->to,
			  r->note ? r->note : "see the runtime's documentation");
	return true;
}

static bool is_cuda_name(const char *name)
{
	return str_starts(name, "cu") || str_starts(name, "CU") || str_starts(name, "make_") ||
	       str_starts(name, "nvtx") || str_starts(name, "NVTX") || strcmp(name, "dim3") == 0;
}

/* Replaces the name token spelled at loc by the rule's target. */
static void rename_at(Host *h, CXSourceLocation loc, const char *name, RuleKind kind)
{
	unsigned off;
	HostFile *hf = host_spelled(h, loc, &off);
	if (!hf || host_removed(hf, off) || host_in_removed_code(h, loc))
		return;
	/* Token pasting or an elaborated spelling: nothing of ours to rename at off. */
	if (!host_spells(hf, off, name))
		return;
	unsigned end = off + (unsigned)strlen(name);
	if (host_edited(hf, off, end))
		return; /* a special rewrite (symbols, kernels) already took this token */
	const Rule *r = find_rule(h, kind, name);
	/* CUDA's headers also declare standard names (printf, min): only CUDA's own are
	 * reported when the rules do not know them. */
	if (!r && !is_cuda_name(name))
		return;
	if (!report_rule(h, loc, name, r)) {
		unit_count_api(h->u, name, false);
		return;
	}
	if (strcmp(r->to, name) == 0) {
		unit_count_api(h->u, name, true);
		return;
	}
	bool ok = host_edit(hf, off, end, r->to) == 0;
	unit_count_api(h->u, name, ok);
	if (!ok)
		unit_diag(h->u, DIAG_HOST_REWRITE_CONFLICT, loc, name);
	else
		hf->cuda_edits = true;
}

static RuleKind kind_of_decl(CXCursor decl)
{
	switch (clang_getCursorKind(decl)) {
	case CXCursor_EnumConstantDecl: return RULE_ENUM;
	case CXCursor_TypedefDecl:
	case CXCursor_TypeAliasDecl:
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
	case CXCursor_EnumDecl:
	case CXCursor_ClassDecl:
	case CXCursor_ClassTemplate: return RULE_TYPE;
	default: return RULE_API;
	}
}

/* A DeclRefExpr, TypeRef, TemplateRef or OverloadedDeclRef naming a CUDA declaration. */
static void reference(Host *h, CXCursor c)
{
	CXCursor ref = clang_getCursorKind(c) == CXCursor_OverloadedDeclRef
		? clang_getOverloadedDecl(c, 0) : clang_getCursorReferenced(c);
	if (!host_is_cuda_decl(h, ref))
		return;
	const char *name = arena_cxstring(h->u->arena, clang_getCursorSpelling(ref));
	/* Constructors and conversions (dim3(...)) are renamed through their type. */
	enum CXCursorKind rk = clang_getCursorKind(ref);
	if (!*name || rk == CXCursor_Constructor || rk == CXCursor_ConversionFunction ||
	    rk == CXCursor_CXXMethod || rk == CXCursor_FieldDecl)
		return;
	if (rk == CXCursor_VarDecl && (collect_cuda_attrs(ref) & (CUDA_ATTR_DEVICE | CUDA_ATTR_SHARED)))
		return; /* threadIdx and friends: device code, not ours */
	rename_at(h, clang_getCursorLocation(c), name, kind_of_decl(ref));
}

/* CUDA's keyword macros are scrubbed as tokens (device.c), not renamed. */
static bool is_keyword_macro(const char *name)
{
	static const char *const kw[] = {
		"__host__", "__device__", "__global__", "__shared__", "__constant__",
		"__managed__", "__forceinline__", "__noinline__", "__launch_bounds__",
		"__grid_constant__", "__maxnreg__", "__restrict__", "__CUDACC__",
		"__CUDA_ARCH__", "__NVCC__",
	};
	for (size_t i = 0; i < countof(kw); i++)
		if (strcmp(name, kw[i]) == 0)
			return true;
	return false;
}

/* ---- macros defined on the command line ----
 *
 * A -D flag of the compile command can name a CUDA API (every PolyBench build has
 * -DcudaThreadSynchronize=cudaDeviceSynchronize). The migrated build keeps the unit's -D
 * flags, so the flag itself cannot be migrated; its uses are instead: where an object-like
 * command-line macro whose body names CUDA is used in in-root code, the use is replaced by
 * the body with its CUDA names migrated, and the flag then names nothing in the migrated
 * file. Function-like ones are reported and kept. */

typedef struct {
	const char *body;        /* "1" for a bare -DNAME */
	bool function_like;      /* -DNAME(a,b)=... */
} CmdlineMacro;

/* The command-line definition of name (n bytes) in effect after the unit's flags (a later
 * -D or -U wins); false when there is none. */
static bool cmdline_macro(Host *h, const char *name, size_t n, CmdlineMacro *m)
{
	const StrList *args = &h->u->args;
	bool found = false;
	for (size_t i = 0; i < args->len; i++) {
		const char *a = args->items[i];
		if ((!str_starts(a, "-D") && !str_starts(a, "-U")) || strncmp(a + 2, name, n) != 0)
			continue;
		const char *rest = a + 2 + n;
		if (a[1] == 'U') {
			if (!*rest)
				found = false;
			continue;
		}
		if (*rest != '\0' && *rest != '=' && *rest != '(')
			continue;
		found = true;
		m->function_like = *rest == '(';
		const char *eq = strchr(rest, '=');
		m->body = eq ? eq + 1 : "1";
	}
	return found;
}

/* Length of the identifier at p, 0 when none starts there. */
static size_t ident_len(const char *p)
{
	size_t n = 0;
	while (p[n] == '_' || (p[n] >= 'a' && p[n] <= 'z') || (p[n] >= 'A' && p[n] <= 'Z') ||
	       (n > 0 && p[n] >= '0' && p[n] <= '9'))
		n++;
	return n;
}

/* ---- type spellings the rewriter writes itself ---- */

const char *host_type_text(Host *h, const char *spelling)
{
	Buf b = {0};
	for (const char *p = spelling; *p;) {
		size_t n = ident_len(p);
		if (n == 0 || (p > spelling && (p[-1] == ':' || (p[-1] >= '0' && p[-1] <= '9')))) {
			buf_append(&b, p, n ? n : 1);
			p += n ? n : 1;
			continue;
		}
		char *word = arena_strndup(h->u->arena, p, n);
		const Rule *r = rules_find(h->rules, RULE_TYPE, word);
		bool ok = r && r->to && r->support != SUPPORT_UNSUPPORTED;
		buf_puts(&b, ok ? r->to : word);
		p += n;
	}
	const char *s = arena_strdup(h->u->arena, b.data ? b.data : "");
	buf_free(&b);
	return s;
}

const char *host_type_spelling(Host *h, CXType t)
{
	return host_type_text(h, arena_cxstring(h->u->arena, clang_getTypeSpelling(t)));
}

/* The body of m (the command-line macro name) with the CUDA names the rules map rewritten
 * into out, each use counted and its rule's diagnostic reported at loc; a function-like
 * macro that names CUDA is reported as kept. *cuda: some name is CUDA's. Returns false when
 * one of them cannot be migrated: the use then stays as written. */
static bool migrate_macro_body(Host *h, CXSourceLocation loc, const char *name,
			       const CmdlineMacro *m, Buf *out, bool *cuda)
{
	Arena *a = h->u->arena;
	bool ok = !m->function_like;
	buf_append(out, "", 0);
	for (const char *p = m->body; *p;) {
		size_t n = ident_len(p);
		if (n == 0 || (p > m->body && p[-1] >= '0' && p[-1] <= '9')) {
			buf_append(out, p, n ? n : 1);   /* punctuation, or a number's suffix */
			p += n ? n : 1;
			continue;
		}
		const char *word = arena_strndup(a, p, n);
		const Rule *r = is_keyword_macro(word) ? NULL : find_rule(h, RULE_API, word);
		p += n;
		if (!r) {
			buf_puts(out, word);
			continue;
		}
		*cuda = true;
		bool migrated = false;
		if (m->function_like)
			unit_diag(h->u, DIAG_HOST_API_UNSUPPORTED, loc, name, arena_printf(a,
				  " (a function-like command-line macro whose body names '%s'; cuport "
				  "rewrites the uses of object-like ones only)", word));
		else
			migrated = report_rule(h, loc, word, r);
		unit_count_api(h->u, word, migrated);
		ok &= migrated;
		buf_puts(out, migrated ? r->to : word);
	}
	return ok;
}

/* Replaces the use of the command-line macro m spelled at [off, off + strlen(name)) of hf by
 * its migrated body, when that names CUDA. */
static void cmdline_use(Host *h, HostFile *hf, unsigned off, CXSourceLocation loc,
			const char *name, const CmdlineMacro *m)
{
	Buf body = {0};
	bool cuda = false;
	if (migrate_macro_body(h, loc, name, m, &body, &cuda) && cuda) {
		if (host_edit(hf, off, off + (unsigned)strlen(name), arena_strdup(h->u->arena, body.data))
		    < 0)
			unit_diag(h->u, DIAG_HOST_REWRITE_CONFLICT, loc, name);
		else
			hf->cuda_edits = true;
	}
	buf_free(&body);
}

/* A use of a command-line macro in in-root code (c: its MacroExpansion). */
static void cmdline_expansion(Host *h, CXCursor c, const char *name)
{
	CmdlineMacro m = {0};
	if (!cmdline_macro(h, name, strlen(name), &m))
		return;
	CXSourceLocation loc = clang_getCursorLocation(c);
	unsigned off;
	HostFile *hf = host_spelled(h, loc, &off);
	if (hf && !host_removed(hf, off) && !host_in_removed_code(h, loc) && host_spells(hf, off, name))
		cmdline_use(h, hf, off, loc, name, &m);
}

/* Whether a macro definition comes from the command line (the predefines buffer, which
 * has no file), not from a header. */
static bool from_command_line(CXCursor def)
{
	CXFile file;
	clang_getExpansionLocation(clang_getCursorLocation(def), &file, NULL, NULL, NULL);
	return !file && !clang_Cursor_isMacroBuiltin(def);
}

static void macro_expansion(Host *h, CXCursor c)
{
	CXCursor def = clang_getCursorReferenced(c);
	if (clang_Cursor_isNull(def))
		return;
	if (from_command_line(def)) {
		cmdline_expansion(h, c, arena_cxstring(h->u->arena, clang_getCursorSpelling(c)));
		return;
	}
	if (!host_is_cuda_decl(h, def))
		return;
	const char *name = arena_cxstring(h->u->arena, clang_getCursorSpelling(c));
	if (is_keyword_macro(name))
		return;
	/* Only names that belong to CUDA's API are reported when unknown; the headers'
	 * internal macros (include guards, __cudart_builtin__) are not the user's. */
	rename_at(h, clang_getCursorLocation(c), name, RULE_MACRO);
}

/* ---- device symbols ---- */

typedef struct {
	const char *api;
	unsigned symbol;          /* index of the symbol argument */
	unsigned nargs;           /* all of them, defaults included */
	const char *defaults[3];  /* for the arguments from index 3 on */
	bool ref;                 /* the runtime takes the reference too (its fields) */
} SymbolApi;

static const SymbolApi symbol_apis[] = {
	{"cudaMemcpyToSymbol", 0, 5, {"0", "cuportMemcpyHostToDevice", NULL}, false},
	{"cudaMemcpyToSymbolAsync", 0, 6, {"0", "cuportMemcpyHostToDevice", "0"}, false},
	{"cudaMemcpyFromSymbol", 1, 5, {"0", "cuportMemcpyDeviceToHost", NULL}, false},
	{"cudaMemcpyFromSymbolAsync", 1, 6, {"0", "cuportMemcpyDeviceToHost", "0"}, false},
	{"cudaGetSymbolAddress", 1, 2, {NULL, NULL, NULL}, false},
	{"cudaGetSymbolSize", 1, 2, {NULL, NULL, NULL}, false},
	/* a texture reference is a symbol holding the address bound to it */
	{"cudaBindTexture", 1, 0, {NULL, NULL, NULL}, false},   /* the runtime's overloads default */
	{"cudaUnbindTexture", 0, 1, {NULL, NULL, NULL}, false},
	/* one bound to an array or pitched memory is an image made from its fields */
	{"cudaBindTextureToArray", 0, 0, {NULL, NULL, NULL}, true},
	{"cudaBindTexture2D", 1, 0, {NULL, NULL, NULL}, true},
	{"cudaBindSurfaceToArray", 0, 0, {NULL, NULL, NULL}, false},
};

static const SymbolApi *symbol_api(const char *name)
{
	for (size_t i = 0; i < countof(symbol_apis); i++)
		if (strcmp(symbol_apis[i].api, name) == 0)
			return &symbol_apis[i];
	return NULL;
}

static enum CXChildVisitResult find_var_ref(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr &&
	    clang_getCursorKind(clang_getCursorReferenced(c)) == CXCursor_VarDecl) {
		*(CXCursor *)d = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static enum CXChildVisitResult find_string(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_StringLiteral) {
		*(CXCursor *)d = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* The DeviceVar a string literal names: CUDA before 5.0 took a symbol by its name
 * (cudaMemcpyToSymbol("coef", ...)), which the runtime's symbol calls take too. */
static const DeviceVar *symbol_named(Host *h, CXCursor arg)
{
	CXCursor lit = clang_getNullCursor();
	if (clang_getCursorKind(arg) == CXCursor_StringLiteral)
		lit = arg;
	else
		clang_visitChildren(arg, find_string, &lit);
	if (clang_Cursor_isNull(lit))
		return NULL;
	const char *q = arena_cxstring(h->u->arena, clang_getCursorSpelling(lit));
	size_t n = strlen(q);
	for (size_t i = 0; n > 2 && q[0] == '"' && i < h->p->nvars; i++)
		if (strlen(h->p->vars[i].name) == n - 2 && !strncmp(h->p->vars[i].name, q + 1, n - 2))
			return &h->p->vars[i];
	return NULL;
}

/* The DeviceVar an argument names, or NULL. */
static const DeviceVar *symbol_of(Host *h, CXCursor arg)
{
	CXCursor ref = clang_getNullCursor();
	if (clang_getCursorKind(arg) == CXCursor_DeclRefExpr)
		ref = arg;
	else
		clang_visitChildren(arg, find_var_ref, &ref);
	if (clang_Cursor_isNull(ref))
		return symbol_named(h, arg);
	CXCursor var = clang_getCanonicalCursor(clang_getCursorReferenced(ref));
	for (size_t i = 0; i < h->p->nvars; i++)
		if (clang_equalCursors(clang_getCanonicalCursor(h->p->vars[i].cursor), var))
			return &h->p->vars[i];
	return NULL;
}

static enum CXChildVisitResult first_decl_ref(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		*(CXCursor *)d = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* The variable template a reference names: the template itself in a template's body
 * (mask<T>), or the one an instance (mask<float>) was made from; a null cursor for others. */
static CXCursor var_template_of(CXCursor arg)
{
	CXCursor ref = clang_getNullCursor();
	if (clang_getCursorKind(arg) == CXCursor_DeclRefExpr)
		ref = arg;
	else
		clang_visitChildren(arg, first_decl_ref, &ref);
	if (clang_Cursor_isNull(ref))
		return clang_getNullCursor();
	CXCursor d = clang_getCursorReferenced(ref);
	if (clang_getCursorKind(d) == CXCursor_OverloadedDeclRef &&
	    clang_getNumOverloadedDecls(d) == 1)
		d = clang_getOverloadedDecl(d, 0);
	if (clang_getCursorKind(d) != CXCursor_UnexposedDecl)
		return clang_getNullCursor();
	if (names_is_var_instance(d))
		return d;
	/* the template: libclang shows its parameters, not its attributes */
	enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(d));
	return pk == CXCursor_TranslationUnit || pk == CXCursor_Namespace ? d : clang_getNullCursor();
}

/* Whether the declaration's tokens before its name spell one of CUDA's variable spaces. */
static bool spelled_device_space(Host *h, CXCursor d)
{
	CXFile f;
	unsigned b, name;
	clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(d)), &f, NULL, NULL, &b);
	clang_getExpansionLocation(clang_getCursorLocation(d), NULL, NULL, NULL, &name);
	HostFile *hf = f ? host_file(h, unit_cxfile_path(h->u, f)) : NULL;
	if (!hf)
		return false;
	for (Tok t = host_lex(hf->f, b); t.kind != TOK_END && t.begin < name; t = host_lex(hf->f, t.end))
		if (host_tok_is(hf->f, t, "__constant__") || host_tok_is(hf->f, t, "__device__"))
			return true;
	return false;
}

/* Whether the argument names an instance of a __device__ or __constant__ variable template:
 * the runtime knows it by the name of the instance (mask_float), which in a template's body
 * depends on its arguments, so the unit's cuport_unit_symbol finds it by its host address. */
static bool symbol_template(Host *h, CXCursor arg)
{
	CXCursor d = var_template_of(arg);
	if (clang_Cursor_isNull(d))
		return false;
	if (names_is_var_instance(d))
		return (collect_cuda_attrs(d) & (CUDA_ATTR_DEVICE | CUDA_ATTR_CONSTANT)) != 0;
	return spelled_device_space(h, d);
}

/* Whether an argument was written (a default argument has no source position). */
static bool arg_written(CXCursor arg)
{
	CXFile f;
	clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(arg)), &f, NULL,
				   NULL, NULL);
	return f != NULL;
}

/* The spelled range of an expression, when it is written in one file. */
static HostFile *spelled_range(Host *h, CXCursor c, unsigned *begin, unsigned *end)
{
	CXSourceRange r = clang_getCursorExtent(c);
	HostFile *hf = host_spelled(h, clang_getRangeStart(r), begin);
	HostFile *hf2 = host_spelled(h, clang_getRangeEnd(r), end);
	if (!hf || hf != hf2 || *end <= *begin)
		return NULL;
	return hf;
}

/* Keeps a call's name as written, so the generic renaming leaves it alone too. */
static void keep_name(Host *h, CXCursor call, const char *name)
{
	unsigned off;
	HostFile *hf = host_spelled(h, clang_getCursorLocation(call), &off);
	if (hf && host_spells(hf, off, name))
		host_edit(hf, off, off + (unsigned)strlen(name), name);
}

static void symbol_call(Host *h, CXCursor call, const SymbolApi *api)
{
	Unit *u = h->u;
	CXSourceLocation loc = clang_getCursorLocation(call);
	int n = clang_Cursor_getNumArguments(call);
	if (n <= (int)api->symbol) {
		keep_name(h, call, api->api);
		return;
	}
	CXCursor arg = clang_Cursor_getArgument(call, api->symbol);
	const DeviceVar *v = symbol_of(h, arg);
	bool instance = !v && symbol_template(h, arg);
	unsigned ab, ae, cb, ce;
	HostFile *hf = v || instance ? spelled_range(h, arg, &ab, &ae) : NULL;
	HostFile *cf = hf ? spelled_range(h, call, &cb, &ce) : NULL;
	if ((!v && !instance) || !hf || cf != hf || hf->f->text[ce - 1] != ')' ||
	    host_removed(hf, ab)) {
		unit_diag(u, DIAG_SYMBOL_UNRESOLVED, loc, api->api);
		unit_count_api(u, api->api, false);
		keep_name(h, call, api->api);
		return;
	}
	if (v && v->is_extern)
		unit_diag(u, DIAG_SYMBOL_EXTERN, loc, v->name);
	const char *text = arena_strndup(u->arena, hf->f->text + ab, ae - ab);
	const char *name = v ? arena_printf(u->arena, "\"%s\"", v->name)
		: arena_printf(u->arena, "cuport_unit_symbol((const void *)&(%s))", text);
	if (api->ref)   /* C++'s reference or C's pointer: cuport_texref takes either */
		name = arena_printf(u->arena, "%s, cuport_texref(%s)", name, text);
	Buf defaults = {0};
	unsigned written = 0;
	for (int i = 0; i < n; i++)
		written += arg_written(clang_Cursor_getArgument(call, (unsigned)i));
	for (unsigned i = written < 3 ? 3 : written; i < api->nargs; i++)
		buf_printf(&defaults, ", %s", api->defaults[i - 3]);
	if (host_edit(hf, ab, ae, arena_printf(u->arena, "cuport_unit_program(), %s", name)) < 0) {
		unit_diag(u, DIAG_HOST_REWRITE_CONFLICT, loc, api->api);
		unit_count_api(u, api->api, false);
		keep_name(h, call, api->api);
	} else {
		if (defaults.len)
			host_edit(hf, ce - 1, ce - 1, arena_strdup(u->arena, defaults.data));
		hf->uses_program = hf->cuda_edits = true;
		h->uses_program = true;
		hf->uses_symbols |= instance;
		h->uses_symbols |= instance;
	}
	buf_free(&defaults);
}

static enum CXChildVisitResult first_child_of(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	*(CXCursor *)d = c;
	return CXChildVisit_Break;
}

/* The function a call names; in a template, where the call depends on its parameters, the
 * first candidate of its name (what matters to the callers is the name). */
CXCursor host_call_callee(CXCursor call)
{
	CXCursor f = clang_getCursorReferenced(call);
	if (clang_Cursor_isNull(f)) {
		CXCursor first = clang_getNullCursor();
		clang_visitChildren(call, first_child_of, &first);
		while (clang_getCursorKind(first) == CXCursor_UnexposedExpr) {
			CXCursor inner = clang_getNullCursor();
			clang_visitChildren(first, first_child_of, &inner);
			if (clang_Cursor_isNull(inner))
				break; /* an expression with no children: no callee to find */
			first = inner;
		}
		f = clang_getCursorKind(first) == CXCursor_OverloadedDeclRef
			? first : clang_getCursorReferenced(first);
	}
	if (clang_getCursorKind(f) == CXCursor_OverloadedDeclRef)
		return clang_getNumOverloadedDecls(f) ? clang_getOverloadedDecl(f, 0)
						      : clang_getNullCursor();
	return f;
}

/* The function a call names: for a call in a template that clang resolves only when it is
 * instantiated (cudaLaunchKernel((void *)k<T>, ...)), the first of its candidates. */
static CXCursor call_callee(CXCursor call)
{
	CXCursor callee = clang_getCursorReferenced(call);
	if (!clang_Cursor_isNull(callee))
		return callee;
	CXCursor first = clang_getNullCursor();
	clang_visitChildren(call, first_child_of, &first);
	CXCursor r = clang_getCursorReferenced(first);
	if (clang_getCursorKind(r) == CXCursor_OverloadedDeclRef && clang_getNumOverloadedDecls(r))
		return clang_getOverloadedDecl(r, 0);
	return callee;
}

static void api_call(Host *h, CXCursor call)
{
	CXCursor callee = call_callee(call);
	if (!host_is_cuda_decl(h, callee))
		return;
	const char *name = arena_cxstring(h->u->arena, clang_getCursorSpelling(callee));
	const SymbolApi *api = symbol_api(name);
	if (api) {
		if (!host_in_removed_code(h, clang_getCursorLocation(call)))
			symbol_call(h, call, api);
		return;
	}
	if (!host_in_removed_code(h, clang_getCursorLocation(call)))
		host_kernel_api_call(h, call, name);
}

/* ---- device variables ---- */

/* Whether the declaration's own tokens, up to its name, spell __managed__. */
static bool spelled_managed(Host *h, CXCursor c)
{
	CXFile f;
	unsigned b, name;
	clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(c)), &f, NULL, NULL, &b);
	clang_getExpansionLocation(clang_getCursorLocation(c), NULL, NULL, NULL, &name);
	HostFile *hf = f ? host_file(h, unit_cxfile_path(h->u, f)) : NULL;
	if (!hf)
		return false;
	for (Tok t = host_lex(hf->f, b); t.kind != TOK_END && t.begin < name; t = host_lex(hf->f, t.end))
		if (host_tok_is(hf->f, t, "__managed__"))
			return true;
	return false;
}

bool host_var_managed(Host *h, const DeviceVar *v)
{
	return v->managed || spelled_managed(h, v->cursor);
}

static void device_variable(Host *h, CXCursor c)
{
	for (size_t i = 0; i < h->p->nvars; i++) {
		const DeviceVar *v = &h->p->vars[i];
		if (!clang_equalCursors(v->cursor, c))
			continue;
		if (host_var_managed(h, v))
			unit_diag(h->u, DIAG_MANAGED_VARIABLE, clang_getCursorLocation(c), v->name,
				  v->name);
		if (v->is_extern)
			unit_diag(h->u, DIAG_SYMBOL_EXTERN, clang_getCursorLocation(c), v->name);
		return;
	}
}

void host_api_cursor(Host *h, CXCursor c)
{
	host_thrust_cursor(h, c);
	if (host_cub_cursor(h, c))
		return;
	switch (clang_getCursorKind(c)) {
	case CXCursor_CallExpr:
		api_call(h, c);
		break;
	case CXCursor_DeclRefExpr:
		if (host_kernel_reference(h, c))
			break;
		/* fall through */
	case CXCursor_OverloadedDeclRef:
	case CXCursor_TypeRef:
	case CXCursor_TemplateRef:
		reference(h, c);
		break;
	case CXCursor_MacroExpansion:
		macro_expansion(h, c);
		break;
	case CXCursor_VarDecl:
		device_variable(h, c);
		break;
	default:
		break;
	}
}

/* ---- explicit specializations ---- */

/* Adds to names the CUDA declarations type t names, through pointers, references, arrays and
 * typedefs (a template argument `half *` names both `half` and `__half`). */
static void cuda_type_names(Host *h, CXType t, StrList *names)
{
	for (int depth = 0; depth < 8 && t.kind != CXType_Invalid; depth++) {
		CXCursor d = clang_getTypeDeclaration(t);
		if (!clang_Cursor_isNull(d) && host_is_cuda_decl(h, d))
			strlist_push(names, arena_cxstring(h->u->arena, clang_getCursorSpelling(d)));
		CXType next = clang_getPointeeType(t);
		if (next.kind == CXType_Invalid)
			next = clang_getArrayElementType(t);
		if (next.kind == CXType_Invalid && t.kind == CXType_Typedef)
			next = clang_getTypedefDeclUnderlyingType(d);
		if (next.kind == CXType_Invalid && t.kind == CXType_Elaborated)
			next = clang_Type_getNamedType(t);
		t = next;
	}
}

/* Whether word names one of the types in names, or a typedef of one: the argument's type
 * is canonical there (`half2` is seen as `__half2`), so a name that the rules map to the same
 * runtime type as one in names is taken for it. */
static bool names_type(Host *h, const StrList *names, const char *word)
{
	if (strlist_contains(names, word))
		return true;
	const Rule *r = rules_find(h->rules, RULE_TYPE, word);
	if (!r || !r->to)
		return false;
	for (size_t i = 0; i < names->len; i++) {
		const Rule *o = rules_find(h->rules, RULE_TYPE, names->items[i]);
		if (o && o->to && strcmp(o->to, r->to) == 0)
			return true;
	}
	return false;
}

void host_specialization_args(Host *h, CXCursor fn)
{
	int n = clang_Cursor_getNumTemplateArguments(fn);
	if (n <= 0 || clang_Cursor_isNull(clang_getSpecializedCursorTemplate(fn)))
		return;
	StrList names = {0};
	for (int i = 0; i < n; i++)
		if (clang_Cursor_getTemplateArgumentKind(fn, (unsigned)i) == CXTemplateArgumentKind_Type)
		{
			CXType t = clang_Cursor_getTemplateArgumentType(fn, (unsigned)i);
			cuda_type_names(h, t, &names);
			cuda_type_names(h, clang_getCanonicalType(t), &names);
		}
	unsigned off;
	HostFile *hf = names.len ? host_spelled(h, clang_getCursorLocation(fn), &off) : NULL;
	if (!hf) {
		strlist_free(&names);
		return;
	}
	CXFile file;
	clang_getSpellingLocation(clang_getCursorLocation(fn), &file, NULL, NULL, NULL);
	Tok t = host_lex(hf->f, off);
	if (t.kind == TOK_IDENT)
		t = host_lex(hf->f, t.end);
	/* the name's `<...>`, nested brackets counted; `>>` closes two */
	for (int depth = host_tok_is(hf->f, t, "<") ? 1 : 0; depth > 0 && t.kind != TOK_END;) {
		t = host_lex(hf->f, t.end);
		if (host_tok_is(hf->f, t, "<")) {
			depth++;
		} else if (host_tok_is(hf->f, t, ">") || host_tok_is(hf->f, t, ">>")) {
			depth -= (int)(t.end - t.begin);
		} else if (t.kind == TOK_IDENT) {
			char *word = arena_strndup(h->u->arena, hf->f->text + t.begin, t.end - t.begin);
			if (names_type(h, &names, word))
				rename_at(h, clang_getLocationForOffset(h->p->tu, file, t.begin), word,
					  RULE_TYPE);
		}
	}
	strlist_free(&names);
}

/* ---- #define bodies ---- */

/* Calls whose arguments change too: renaming their name alone would break them. */
static bool needs_call_rewrite(const char *name)
{
	return symbol_api(name) || strcmp(name, "cudaLaunchKernel") == 0 ||
	       str_starts(name, "cudaFunc");
}

void host_macro_definition(Host *h, CXCursor c)
{
	if (clang_Cursor_isMacroBuiltin(c))
		return;
	unsigned begin, end;
	CXSourceRange r = clang_getCursorExtent(c);
	HostFile *hf = host_spelled(h, clang_getRangeStart(r), &begin);
	if (!hf || host_spelled(h, clang_getRangeEnd(r), &end) != hf || end < begin)
		return;
	const EditFile *f = hf->f;
	Tok t = host_lex(f, begin); /* the macro's own name */
	for (t = host_lex(f, t.end); t.kind != TOK_END && t.begin < end; t = host_lex(f, t.end)) {
		if (t.kind != TOK_IDENT || host_edited(hf, t.begin, t.end))
			continue;
		CmdlineMacro m = {0};
		if (cmdline_macro(h, f->text + t.begin, t.end - t.begin, &m)) {
			CXSourceLocation loc = clang_getLocationForOffset(
				h->p->tu, clang_getFile(h->p->tu, hf->path), t.begin);
			cmdline_use(h, hf, t.begin, loc,
				    arena_strndup(h->u->arena, f->text + t.begin, t.end - t.begin), &m);
			continue;
		}
		if (f->text[t.begin] != 'c' && f->text[t.begin] != 'n') /* cuda*, nvtx* */
			continue;
		const char *name = arena_strndup(h->u->arena, f->text + t.begin, t.end - t.begin);
		const Rule *rule = find_rule(h, RULE_API, name);
		if (!rule || !rule->to || rule->support == SUPPORT_UNSUPPORTED ||
		    needs_call_rewrite(name) || strcmp(rule->to, name) == 0)
			continue;
		if (host_edit(hf, t.begin, t.end, rule->to) == 0)
			hf->cuda_edits = true;
	}
}

/* ---- explicit instantiations ---- */

/* Whether the statement that starts at t is an explicit instantiation (`[extern] template
 * int f<__half>(__half *, int);`, `template class Box<float2>;`): `template` without a
 * '<' after it, first in its statement. The end of its text, before its ';', or 0. */
static unsigned instantiation_end(const EditFile *f, Tok prev, Tok t)
{
	unsigned line = prev.begin;
	while (line > 0 && f->text[line - 1] != '\n')
		line--;
	while (line < prev.begin && (f->text[line] == ' ' || f->text[line] == '\t'))
		line++;
	bool directive = prev.kind != TOK_END && f->text[line] == '#';   /* after #include */
	if (prev.kind != TOK_END && !directive && !host_tok_is(f, prev, ";") &&
	    !host_tok_is(f, prev, "}") && !host_tok_is(f, prev, "{"))
		return 0;
	if (host_tok_is(f, t, "extern"))
		t = host_lex(f, t.end);
	if (!host_tok_is(f, t, "template") || host_tok_is(f, host_lex(f, t.end), "<"))
		return 0;
	for (Tok x = host_lex(f, t.end); x.kind != TOK_END; x = host_lex(f, x.end)) {
		if (host_tok_is(f, x, "{") || host_tok_is(f, x, "}"))
			return 0;
		if (host_tok_is(f, x, ";"))
			return x.begin;
	}
	return 0;
}

void host_instantiation_types(Host *h, HostFile *hf)
{
	const EditFile *f = hf->f;
	CXFile file = clang_getFile(h->p->tu, hf->path);
	Tok prev = {TOK_END, 0, 0};
	for (Tok t = host_lex(f, 0); t.kind != TOK_END; prev = t, t = host_lex(f, t.end)) {
		unsigned end = file && !host_removed(hf, t.begin) ? instantiation_end(f, prev, t) : 0;
		if (!end)
			continue;
		Tok before = t;
		for (Tok x = t; x.begin < end; before = x, x = host_lex(f, x.end)) {
			if (x.kind != TOK_IDENT || host_tok_is(f, before, "::") ||
			    host_tok_is(f, before, ".") || host_tok_is(f, before, "->"))
				continue;
			char *word = arena_strndup(h->u->arena, f->text + x.begin, x.end - x.begin);
			if (rules_find(h->rules, RULE_TYPE, word))
				rename_at(h, clang_getLocationForOffset(h->p->tu, file, x.begin), word,
					  RULE_TYPE);
		}
		t.end = end;
	}
}


/*
 * Device code leaves the host file. The kernel translator has put it in the .cl; what a
 * plain host C++ compiler must not see goes: a __device__-only function is cut out
 * whole, a __global__ kernel keeps its declaration (the launch rewriter takes its
 * parameter types from it with decltype, so launches stay type-checked), and a
 * __host__ __device__ function stays with its keywords removed. The keywords that remain
 * anywhere in the file (on declarations, in #defines, on host shadows of device
 * variables) are then scrubbed token by token. A __device__ method of a functor that host
 * code hands to Thrust stays too, because cuport's Thrust subset calls it on the host.
 */
#include "host.h"

#include <string.h>

static unsigned skip_line_tail(const EditFile *f, unsigned off)
{
	unsigned p = off;
	while (p < f->len && (f->text[p] == ' ' || f->text[p] == '\t' || f->text[p] == '\r'))
		p++;
	if (p < f->len && f->text[p] == '\n')
		return p + 1;
	return p == f->len ? p : off;
}

/* The whole lines of [begin, end) when nothing else shares them, so that removing a
 * function leaves no blank line behind. */
static void widen_to_lines(const EditFile *f, unsigned *begin, unsigned *end)
{
	unsigned b = *begin;
	while (b > 0 && (f->text[b - 1] == ' ' || f->text[b - 1] == '\t'))
		b--;
	if (b == 0 || f->text[b - 1] == '\n') {
		unsigned e = skip_line_tail(f, *end);
		if (e != *end) {
			*begin = b;
			*end = e;
		}
	}
}

/* Removes [begin, end), first replaced by `first`, one line at a time: diagnostics about
 * the device code are placed above their lines later (migrate.c), and an insertion at a
 * line start between two line edits is legal where one inside a single edit is not. So
 * the device code goes and its diagnostics' comments stay, where it was. */
static int remove_by_lines(HostFile *hf, unsigned begin, unsigned end, const char *first)
{
	const EditFile *f = hf->f;
	unsigned last = skip_line_tail(f, end);
	if (last != end)
		end = last;
	/* a CUDA macro renamed in the body (#if CUDA_VERSION >= ...) goes with it */
	host_drop_edits(hf, begin, end);
	for (unsigned pos = begin; pos < end;) {
		unsigned e = pos;
		while (e < end && f->text[e] != '\n')
			e++;
		if (e < end)
			e++;
		if (host_edit(hf, pos, e, pos == begin ? first : "") < 0)
			return -1;
		pos = e;
	}
	host_remove(hf, begin, end);
	return 0;
}

static enum CXChildVisitResult find_body(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_CompoundStmt)
		*(CXCursor *)d = c;
	return CXChildVisit_Continue;
}

/* The byte range of a declaration in the file it is written in. Expansion locations:
 * a declaration starting with the __global__ macro starts at that keyword. */
static HostFile *decl_range(Host *h, CXCursor c, unsigned *begin, unsigned *end)
{
	CXSourceRange r = clang_getCursorExtent(c);
	CXFile fb, fe;
	clang_getExpansionLocation(clang_getRangeStart(r), &fb, NULL, NULL, begin);
	clang_getExpansionLocation(clang_getRangeEnd(r), &fe, NULL, NULL, end);
	if (!fb || !clang_File_isEqual(fb, fe) || *end <= *begin)
		return NULL;
	const char *path = unit_cxfile_path(h->u, fb);
	if (!path_is_source(h->u->run->opt, path))
		return NULL;
	HostFile *hf = host_file(h, path);
	return hf && *end <= hf->f->len ? hf : NULL;
}

/* A kernel definition becomes its declaration: the body is replaced by ';', right after
 * the declarator's last token (a comment between it and the body stays, after the ';'). */
static void keep_kernel_declaration(Host *h, HostFile *hf, CXCursor c, unsigned begin,
				    unsigned end)
{
	CXCursor body = clang_getNullCursor();
	clang_visitChildren(c, find_body, &body);
	if (clang_Cursor_isNull(body))
		return;
	unsigned bs;
	CXFile bf;
	clang_getExpansionLocation(clang_getCursorLocation(body), &bf, NULL, NULL, &bs);
	if (!bf || bs >= end || hf->f->text[bs] != '{')
		return; /* the body comes from a macro: leave it to the scrub */
	unsigned last = begin;
	for (Tok t = host_lex(hf->f, begin); t.kind != TOK_END && t.end <= bs;
	     t = host_lex(hf->f, t.end))
		last = t.end;
	if (last == begin)
		return;
	unsigned gap = last;
	while (gap < bs && strchr(" \t\r\n", hf->f->text[gap]))
		gap++;
	/* `;` and a newline if the body's closing line goes whole. */
	const char *first = skip_line_tail(hf->f, end) != end ? ";\n" : ";";
	if (gap == bs) {
		while (bs > last && strchr(" \t\r\n", hf->f->text[bs - 1]))
			bs--;
		remove_by_lines(hf, bs, end, first);
		return;
	}
	host_edit(hf, last, last, ";");
	unsigned ls = bs;
	while (ls > gap && (hf->f->text[ls - 1] == ' ' || hf->f->text[ls - 1] == '\t'))
		ls--;
	/* the body starting its own line takes its lines; else the blanks before it go too */
	remove_by_lines(hf, ls, end, hf->f->text[ls - 1] == '\n' ? "" : first + 1);
}

/* Cuts a declaration out, with its ';' when it is only a declaration. */
static void cut(HostFile *hf, unsigned begin, unsigned end, bool definition)
{
	if (!definition) {
		Tok t = host_lex(hf->f, end);
		if (host_tok_is(hf->f, t, ";"))
			end = t.end;
	}
	widen_to_lines(hf->f, &begin, &end);
	remove_by_lines(hf, begin, end, "");
}

bool host_device_function(Host *h, CXCursor c)
{
	unsigned attrs = collect_cuda_attrs(c);
	if (!(attrs & (CUDA_ATTR_DEVICE | CUDA_ATTR_GLOBAL)))
		return false;
	unsigned begin, end;
	HostFile *hf = decl_range(h, c, &begin, &end);
	if (!hf)
		return false;
	bool definition = clang_isCursorDefinition(c);
	if (attrs & CUDA_ATTR_GLOBAL) {
		if (definition) {
			keep_kernel_declaration(h, hf, c, begin, end);
			return false;
		}
		/* `template __global__ void k<256>(float *);`: an explicit instantiation needs
		 * the body that is gone; the .cl has the instance. */
		if (!clang_Cursor_isNull(clang_getSpecializedCursorTemplate(c))) {
			cut(hf, begin, end, false);
			return true;
		}
		return false;
	}
	if ((attrs & CUDA_ATTR_HOST) || host_thrust_functor_method(h, c))
		return false;
	cut(hf, begin, end, definition);
	return true;
}

/* Whether [b, e) spells the name of a kernel template the unit has. */
static bool kernel_template_name(Host *h, const EditFile *f, Tok t)
{
	const Parse *p = h->p;
	for (size_t i = 0; i < p->nfuncs; i++) {
		const DeviceFunc *fn = &p->funcs[i];
		if (fn->is_kernel && fn->is_template && strlen(fn->name) == t.end - t.begin &&
		    memcmp(f->text + t.begin, fn->name, t.end - t.begin) == 0)
			return true;
	}
	return false;
}

/* The end of the explicit instantiation of a kernel template that starts at t (`[extern]
 * template [__global__] void [ns::]k<int>(int *, int);`), past its ';'; 0 for anything else. */
static unsigned kernel_instantiation(Host *h, const EditFile *f, Tok t)
{
	if (host_tok_is(f, t, "extern"))
		t = host_lex(f, t.end);
	if (!host_tok_is(f, t, "template") || host_tok_is(f, host_lex(f, t.end), "<"))
		return 0;
	bool named = false, declarator = true;
	int depth = 0;
	Tok prev = t;
	for (Tok x = host_lex(f, t.end); x.kind != TOK_END; prev = x, x = host_lex(f, x.end)) {
		if (host_tok_is(f, x, "{") || host_tok_is(f, x, "}"))
			return 0;
		if (host_tok_is(f, x, "("))
			depth++;
		else if (host_tok_is(f, x, ")"))
			declarator = --depth > 0 && declarator;
		else if (depth == 0 && host_tok_is(f, x, ";"))
			return named ? x.end : 0;
		else if (declarator && depth == 0 && host_tok_is(f, x, "<") && prev.kind == TOK_IDENT)
			named |= kernel_template_name(h, f, prev);
	}
	return 0;
}

void host_cut_kernel_instantiations(Host *h, HostFile *hf)
{
	const EditFile *f = hf->f;
	for (Tok t = host_lex(f, 0); t.kind != TOK_END; t = host_lex(f, t.end)) {
		if (t.kind != TOK_IDENT || host_removed(hf, t.begin))
			continue;
		unsigned end = kernel_instantiation(h, f, t);
		if (end) {
			cut(hf, t.begin, end, true);
			t.end = end;
		}
	}
}

static enum CXChildVisitResult find_namespace_ref(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_NamespaceRef) {
		*(CXCursor *)d = clang_getCursorReferenced(c);
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/* Namespace cub itself: cuport_cub.h declares it for host code (its algorithm enumerations,
 * operators, Equality), so `using namespace cub;` stays. */
static bool is_cub_namespace(CXCursor ns)
{
	if (clang_getCursorKind(clang_getCursorSemanticParent(ns)) != CXCursor_TranslationUnit)
		return false;
	CXString s = clang_getCursorSpelling(ns);
	bool yes = strcmp(clang_getCString(s), "cub") == 0;
	clang_disposeString(s);
	return yes;
}

bool host_device_namespace(Host *h, CXCursor c)
{
	CXCursor ns = clang_getNullCursor();
	clang_visitChildren(c, find_namespace_ref, &ns);
	if (!host_is_cuda_decl(h, ns) || is_cub_namespace(ns))
		return false;
	unsigned begin, end;
	HostFile *hf = decl_range(h, c, &begin, &end);
	if (hf)
		cut(hf, begin, end, false);
	return hf != NULL;
}

/* ---- keywords ---- */

/* A keyword right after these is being defined or tested, not used: keep it. */
static bool is_directive_word(const EditFile *f, Tok t)
{
	static const char *const words[] = {"define", "undef", "ifdef", "ifndef", "defined"};
	for (size_t i = 0; i < countof(words); i++)
		if (host_tok_is(f, t, words[i]))
			return true;
	return false;
}

/* End of the parenthesised list that starts at the token after t, or t.end. */
static unsigned skip_parens(const EditFile *f, Tok t)
{
	Tok open = host_lex(f, t.end);
	if (!host_tok_is(f, open, "("))
		return t.end;
	int depth = 0;
	for (Tok x = open; x.kind != TOK_END; x = host_lex(f, x.end)) {
		if (host_tok_is(f, x, "("))
			depth++;
		else if (host_tok_is(f, x, ")") && --depth == 0)
			return x.end;
	}
	return t.end;
}

static void scrub_one(HostFile *hf, Tok t)
{
	static const struct { const char *kw, *to; bool args; } map[] = {
		{"__host__", "", false},           {"__device__", "", false},
		{"__global__", "", false},         {"__constant__", "", false},
		{"__managed__", "", false},        {"__shared__", "", false},
		{"__grid_constant__", "", false},  {"__forceinline__", "inline", false},
		{"__noinline__", "__attribute__((noinline))", false},
		{"__launch_bounds__", "", true},   {"__maxnreg__", "", true},
	};
	const EditFile *f = hf->f;
	for (size_t i = 0; i < countof(map); i++) {
		if (!host_tok_is(f, t, map[i].kw))
			continue;
		unsigned end = map[i].args ? skip_parens(f, t) : t.end;
		if (!*map[i].to)
			while (end < f->len && (f->text[end] == ' ' || f->text[end] == '\t'))
				end++;
		host_edit(hf, t.begin, end, map[i].to);
		return;
	}
}

void host_scrub_keywords(Host *h, HostFile *hf)
{
	(void)h;
	const EditFile *f = hf->f;
	Tok prev = {TOK_END, 0, 0};
	for (Tok t = host_lex(f, 0); t.kind != TOK_END; prev = t, t = host_lex(f, t.end)) {
		if (t.kind != TOK_IDENT || t.end - t.begin < 8 || f->text[t.begin] != '_')
			continue;
		if (host_removed(hf, t.begin) || (prev.kind == TOK_IDENT && is_directive_word(f, prev)))
			continue;
		scrub_one(hf, t);
	}
}

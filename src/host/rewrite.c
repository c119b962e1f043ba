/*
 * The host output of a unit: its source, and the headers under in-root it includes, with
 * the host code rewritten onto the cuport runtime. One walk of the AST visits every
 * cursor of those files: device functions leave the host file (device.c), CUDA API
 * names become the runtime's (api.c); launches are rewritten after the walk, grouped
 * by where they are spelled (launch.c); then CUDA keywords left over are scrubbed,
 * the runtime's header is included where CUDA was used, and a unit with kernels gets its
 * OpenCL C program embedded as a string with the function cuport_unit_program() that
 * registers it once and returns its handle.
 */
#include "host.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- files, offsets and edits ---- */

HostFile *host_file(Host *h, const char *path)
{
	for (size_t i = 0; i < h->nfiles; i++)
		if (strcmp(h->files[i].path, path) == 0)
			return &h->files[i];
	EditFile *f = unit_file(h->u, path);
	if (!f)
		return NULL;
	if (h->nfiles == h->capfiles) {
		h->capfiles = h->capfiles ? h->capfiles * 2 : 8;
		h->files = xrealloc(h->files, h->capfiles * sizeof *h->files);
	}
	HostFile *hf = &h->files[h->nfiles++];
	*hf = (HostFile){.path = f->path, .f = f};
	/* unit_file may have moved the EditFiles: point every HostFile at its own again. */
	for (size_t i = 0; i < h->nfiles; i++)
		h->files[i].f = unit_file(h->u, h->files[i].path);
	return hf;
}

HostFile *host_spelled(Host *h, CXSourceLocation loc, unsigned *off)
{
	CXFile file;
	clang_getSpellingLocation(loc, &file, NULL, NULL, off);
	if (!file)
		return NULL;
	const char *path = unit_cxfile_path(h->u, file);
	if (!path_is_source(h->u->run->opt, path))
		return NULL;
	HostFile *hf = host_file(h, path);
	if (hf && *off > hf->f->len)
		return NULL;
	return hf;
}

bool host_in_root(Host *h, CXSourceLocation loc)
{
	CXFile file;
	clang_getExpansionLocation(loc, &file, NULL, NULL, NULL);
	if (!file)
		return false;
	if (!h->last_file || !clang_File_isEqual(file, h->last_file)) {
		h->last_file = file;
		h->last_under = path_is_source(h->u->run->opt, unit_cxfile_path(h->u, file));
	}
	return h->last_under;
}

bool host_removed(const HostFile *hf, unsigned off)
{
	for (size_t i = 0; i < hf->nremoved; i++)
		if (off >= hf->removed[i].begin && off < hf->removed[i].end)
			return true;
	return false;
}

void host_remove(HostFile *hf, unsigned begin, unsigned end)
{
	if (hf->nremoved == hf->capremoved) {
		hf->capremoved = hf->capremoved ? hf->capremoved * 2 : 8;
		hf->removed = xrealloc(hf->removed, hf->capremoved * sizeof *hf->removed);
	}
	hf->removed[hf->nremoved].begin = begin;
	hf->removed[hf->nremoved].end = end;
	hf->nremoved++;
}

/* Two ranges clash when they overlap, or when both are insertions at one offset (two
 * different insertions there would depend on their order). An insertion at the start or
 * end of a replacement does not clash with it. */
static bool ranges_clash(unsigned b1, unsigned e1, unsigned b2, unsigned e2)
{
	if (b1 == e1 && b2 == e2)
		return b1 == b2;
	if (b1 == e1)
		return b1 > b2 && b1 < e2;
	if (b2 == e2)
		return b2 > b1 && b2 < e1;
	return b1 < e2 && b2 < e1;
}

int host_edit(HostFile *hf, unsigned begin, unsigned end, const char *text)
{
	EditFile *f = hf->f;
	for (size_t i = 0; i < f->nedits; i++) {
		const Edit *e = &f->edits[i];
		if (e->begin == begin && e->end == end && strcmp(e->text, text) == 0)
			return 0;
		if (ranges_clash(e->begin, e->end, begin, end))
			return -1;
	}
	edit_add(f, begin, end, text);
	return 0;
}

void host_drop_edits(HostFile *hf, unsigned begin, unsigned end)
{
	EditFile *f = hf->f;
	size_t n = 0;
	for (size_t i = 0; i < f->nedits; i++)
		if (!(f->edits[i].begin >= begin && f->edits[i].end <= end &&
		      f->edits[i].begin < f->edits[i].end))
			f->edits[n++] = f->edits[i];
	f->nedits = n;
}

bool host_edited(const HostFile *hf, unsigned begin, unsigned end)
{
	const EditFile *f = hf->f;
	for (size_t i = 0; i < f->nedits; i++) {
		const Edit *e = &f->edits[i];
		if (e->begin != e->end && ranges_clash(e->begin, e->end, begin, end))
			return true;
		if (e->begin == begin && e->end == end)
			return true;
	}
	return false;
}

static bool ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

bool host_spells(const HostFile *hf, unsigned off, const char *word)
{
	size_t n = strlen(word);
	const EditFile *f = hf->f;
	if (off + n > f->len || memcmp(f->text + off, word, n) != 0)
		return false;
	if (off > 0 && ident_char(f->text[off - 1]))
		return false;
	return off + n == f->len || !ident_char(f->text[off + n]);
}

/* Whether decl is the declaration C makes up for a call to an undeclared function (gcc
 * accepts `cudaSetDevice(d);` with no header in a .c file, and the original linked it
 * against cudart). libclang places it at the call's name and gives it no extent, as it
 * does for every implicit declaration; a written one has its tokens. */
static bool implicit_function(CXCursor decl)
{
	if (clang_getCursorKind(decl) != CXCursor_FunctionDecl || clang_isCursorDefinition(decl))
		return false;
	CXFile file;
	clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(decl)), &file, NULL,
				   NULL, NULL);
	return file == NULL;
}

bool host_is_cuda_decl(Host *h, CXCursor decl)
{
	if (clang_Cursor_isNull(decl))
		return false;
	CXFile file;
	clang_getExpansionLocation(clang_getCursorLocation(decl), &file, NULL, NULL, NULL);
	if (!file)
		return false;
	const char *path = unit_cxfile_path(h->u, file);
	const Toolchain *tc = h->u->tc;
	if (path_is_under(path, h->in_root)) {
		/* An implicitly declared CUDA function: the runtime's include declares it in
		 * the migrated file. Unknown cuda* names are CUDA's too, to be reported. */
		if (!implicit_function(decl))
			return false;
		const char *name = arena_cxstring(h->u->arena, clang_getCursorSpelling(decl));
		return str_starts(name, "cuda") || rules_find(h->rules, RULE_API, name);
	}
	if ((tc->own_include && path_is_under(path, tc->own_include)) ||
	    (tc->sdk_path && path_is_under(path, tc->sdk_path)) ||
	    (tc->shims_include && path_is_under(path, tc->shims_include)))
		return true;
	/* A plain C++ unit may see an SDK through its own -I (nvcc's host compiler does):
	 * there, a name the rules know is CUDA's. */
	const char *name = arena_cxstring(h->u->arena, clang_getCursorSpelling(decl));
	for (int k = 0; k < RULE_KIND_COUNT; k++)
		if (rules_find(h->rules, (RuleKind)k, name))
			return true;
	return false;
}

/* ---- the lexer ---- */

static unsigned skip_space(const EditFile *f, unsigned p)
{
	const char *s = f->text;
	while (p < f->len) {
		if (s[p] == ' ' || s[p] == '\t' || s[p] == '\n' || s[p] == '\r' || s[p] == '\f' ||
		    s[p] == '\v')
			p++;
		else if (s[p] == '\\' && p + 1 < f->len && (s[p + 1] == '\n' || s[p + 1] == '\r'))
			p += 2;
		else if (s[p] == '/' && p + 1 < f->len && s[p + 1] == '/')
			while (p < f->len && s[p] != '\n')
				p++;
		else if (s[p] == '/' && p + 1 < f->len && s[p + 1] == '*') {
			const char *end = strstr(s + p + 2, "*/");
			p = end ? (unsigned)(end - s) + 2 : (unsigned)f->len;
		} else
			break;
	}
	return p;
}

Tok host_lex(const EditFile *f, unsigned pos)
{
	const char *s = f->text;
	unsigned p = skip_space(f, pos);
	if (p >= f->len)
		return (Tok){TOK_END, p, p};
	if (ident_char(s[p])) {
		unsigned e = p;
		while (e < f->len && ident_char(s[e]))
			e++;
		return (Tok){(s[p] >= '0' && s[p] <= '9') ? TOK_OTHER : TOK_IDENT, p, e};
	}
	if (s[p] == '"' || s[p] == '\'') {
		unsigned e = p + 1;
		while (e < f->len && s[e] != s[p] && s[e] != '\n')
			e += s[e] == '\\' ? 2 : 1;
		return (Tok){TOK_OTHER, p, e < f->len ? e + 1 : e};
	}
	static const char *const multi[] = {"<<<", ">>>", "::", "->", "<<", ">>"};
	for (size_t i = 0; i < countof(multi); i++) {
		size_t n = strlen(multi[i]);
		if (p + n <= f->len && memcmp(s + p, multi[i], n) == 0)
			return (Tok){TOK_PUNCT, p, p + (unsigned)n};
	}
	return (Tok){TOK_PUNCT, p, p + 1};
}

bool host_tok_is(const EditFile *f, Tok t, const char *s)
{
	size_t n = strlen(s);
	return t.end - t.begin == n && memcmp(f->text + t.begin, s, n) == 0;
}

/* ---- includes ---- */

static const char RUNTIME_HEADER[] = "cuport_runtime.h";

/* Offset just past the line holding off (its newline included). */
static unsigned line_end(const EditFile *f, unsigned off)
{
	while (off < f->len && f->text[off] != '\n')
		off++;
	return off < f->len ? off + 1 : off;
}

static unsigned line_start(const EditFile *f, unsigned off)
{
	while (off > 0 && f->text[off - 1] != '\n')
		off--;
	return off;
}

/* The rule for an included header: by its spelling, else by its first directory
 * ("thrust/" covers thrust/sort.h). */
static const Rule *header_rule(Host *h, const char *spelled)
{
	const Rule *r = rules_find(h->rules, RULE_HEADER, spelled);
	const char *slash = strchr(spelled, '/');
	if (!r && slash) {
		char *dir = arena_strndup(h->u->arena, spelled, (size_t)(slash - spelled + 1));
		r = rules_find(h->rules, RULE_HEADER, dir);
	}
	return r;
}

/* #include <cuda_runtime.h> and friends: the header name is replaced, or the whole line
 * removed when the rule maps it to nothing (cooperative_groups.h: device-only). */
static void rewrite_include(Host *h, CXCursor c)
{
	CXFile inc = clang_getIncludedFile(c);
	const char *inc_path = inc ? unit_cxfile_path(h->u, inc) : NULL;
	bool in_root = inc_path && path_is_source(h->u->run->opt, inc_path);
	if (in_root && !path_is_cuda_source(inc_path))
		return;
	unsigned off;
	HostFile *hf = host_spelled(h, clang_getCursorLocation(c), &off);
	if (!hf)
		return;
	const char *spelled = arena_cxstring(h->u->arena, clang_getCursorSpelling(c));
	const Rule *r = in_root ? NULL : header_rule(h, spelled);
	if (!in_root && !r)
		return;
	const EditFile *f = hf->f;
	unsigned open = off, eol = line_end(f, off);
	while (open < eol && f->text[open] != '<' && f->text[open] != '"')
		open++;
	unsigned close = open + 1;
	while (close < eol && f->text[close] != '>' && f->text[close] != '"')
		close++;
	if (close >= eol)
		return;
	if (in_root) {
		/* #include "kernel.cu": the included source is written as kernel.cpp, as
		 * every .cu under the in-root is (path_map_output); as kernel.included.cpp
		 * when kernel.cu is also a unit, whose kernel.cpp registers its own program
		 * (unit_included_unit_output) */
		const char *ext = path_extension(spelled);
		if (!path_is_cuda_source(spelled) || close - open - 1 != strlen(spelled))
			return;
		char *other = unit_included_unit_output(h->u, inc_path);
		host_edit(hf, open + 1, close, arena_printf(h->u->arena, "%.*s%s",
				(int)(strlen(spelled) - strlen(ext)), spelled,
				other ? ".included.cpp" : ".cpp"));
		free(other);
		return;
	}
	if (r->support == SUPPORT_UNSUPPORTED || !r->to) {
		const char *note = r->note ? arena_printf(h->u->arena, " (%s)", r->note) : "";
		unit_diag(h->u, r->diag ? r->diag : DIAG_HOST_HEADER_UNSUPPORTED,
			  clang_getCursorLocation(c), spelled, note);
		return;
	}
	hf->cuda_edits = true;
	if (!*r->to) {
		host_edit(hf, line_start(f, off), eol, "");
		return;
	}
	host_edit(hf, open, close + 1, arena_printf(h->u->arena, "\"%s\"", r->to));
	if (strcmp(r->to, RUNTIME_HEADER) == 0 && !hf->has_runtime_include) {
		hf->has_runtime_include = true;
		hf->runtime_include_begin = line_start(f, off);
		hf->runtime_include_end = eol;
	}
}

/* Where an added #include goes: before the file's first preprocessor directive or code,
 * after its opening comment. */
static unsigned top_of_file(const EditFile *f)
{
	Tok t = host_lex(f, 0);
	return line_start(f, t.begin);
}

/* The default CUDART_VERSION of cuport_runtime.h (and of cuport's own CUDA headers). */
#define RUNTIME_CUDART_VERSION 12080

/* What a migrated .cu file starts with in place of nvcc's implicit #include
 * <cuda_runtime.h>: CUPORT_NVCC asks cuport_runtime.h for what nvcc puts in front of a .cu
 * (standard headers, host min/max, __CUDACC__, the device headers' guards), and a CUDA
 * SDK of another version than the runtime's default leaves its CUDART_VERSION, so that
 * #if CUDART_VERSION >= ... is decided in the build as it was in the parse. */
static const char *nvcc_prologue(Host *h)
{
	const Toolchain *tc = h->u->tc;
	const char *version = "";
	if (tc->sdk_path && tc->sdk_version && tc->sdk_version != RUNTIME_CUDART_VERSION)
		version = arena_printf(h->u->arena, "#define CUDART_VERSION %d /* the CUDA SDK "
				       "this file was migrated with */\n", tc->sdk_version);
	return arena_printf(h->u->arena, "%s#define CUPORT_NVCC 1 /* a .cu file: %s supplies what "
			    "nvcc put in front of it */\n", version, RUNTIME_HEADER);
}

/* Files that use CUDA without including the runtime get the include, and the source of a
 * CUDA unit starts with the nvcc prologue (above its own runtime include when that is the
 * file's first line, else with an include of its own); files whose code calls
 * cuport_unit_program() get its declaration right after the runtime include, so launchers
 * in in-root headers resolve to the program of the unit that includes them. */
static void add_includes(Host *h)
{
	for (size_t i = 0; i < h->nfiles; i++) {
		HostFile *hf = &h->files[i];
		bool main_file = strcmp(hf->f->path, h->u->src) == 0;
		bool nvcc = main_file && h->u->is_cuda;
		bool needs = hf->cuda_edits || hf->uses_program || nvcc;
		const char *decl = (hf->uses_program || (main_file && h->uses_program))
			? "static cuportProgram_t cuport_unit_program(void);\n" : "";
		if (hf->uses_kernel_table || (main_file && h->uses_kernel_table))
			decl = arena_printf(h->u->arena, "%sstatic const cuport::KernelEntry "
					    "*cuport_unit_kernel(const void *key);\n", decl);
		if (hf->uses_symbols || (main_file && h->uses_symbols))
			decl = arena_printf(h->u->arena, "%sstatic const char *cuport_unit_symbol("
					    "const void *host);\n", decl);
		unsigned at = top_of_file(hf->f);
		const char *prologue = nvcc ? nvcc_prologue(h) : "";
		if (hf->has_runtime_include) {
			if (*decl)
				host_edit(hf, hf->runtime_include_end, hf->runtime_include_end, decl);
			if (nvcc && hf->runtime_include_begin == at)
				host_edit(hf, at, at, prologue);
			else if (nvcc)
				host_edit(hf, at, at, arena_printf(h->u->arena, "%s#include \"%s\"\n",
								   prologue, RUNTIME_HEADER));
		} else if (needs) {
			host_edit(hf, at, at, arena_printf(h->u->arena, "%s#include \"%s\"\n%s",
							   prologue, RUNTIME_HEADER, decl));
		}
	}
}

/* A unit its build compiled with -fopenmp (the parse saw _OPENMP, nvccflags.def) whose code
 * calls OpenMP's routines ends with OpenMP's serial stubs under #ifndef _OPENMP: the migrated
 * build scripts keep -fopenmp, and a build without it still links and runs the program on
 * one thread, as a compiler without OpenMP builds it (runtime/include/cuport_omp_serial.h).
 * The text to end the unit's source with, or "". */
static const char *openmp_stubs(Host *h)
{
	bool openmp = false, calls = false;
	for (size_t i = 0; i < h->u->args.len && !openmp; i++)
		openmp = strncmp(h->u->args.items[i], "-D_OPENMP=", 10) == 0;
	for (size_t i = 0; i < h->nfiles && openmp && !calls; i++) {
		const EditFile *f = h->files[i].f;
		for (size_t k = 0; k + 4 <= f->len && !calls; k++)
			calls = memcmp(f->text + k, "omp_", 4) == 0 &&
				(k == 0 || !(isalnum((unsigned char)f->text[k - 1]) || f->text[k - 1] == '_'));
	}
	if (!calls)
		return "";
	return "\n// cuport: built with -fopenmp; built without it, OpenMP's serial stub routines "
	       "stand in\n// for the OpenMP runtime (one thread), as the OpenMP specification gives "
	       "them.\n#ifndef _OPENMP\n#include \"cuport_omp_serial.h\"\n#endif\n";
}

/* ---- the embedded program ---- */

/* The .cl text as C string literal lines, one per source line. */
static void append_string_literal(Buf *out, const char *s, size_t n)
{
	size_t i = 0;
	while (i < n) {
		buf_puts(out, "\t\"");
		for (; i < n && s[i] != '\n'; i++) {
			unsigned char c = (unsigned char)s[i];
			if (c == '"' || c == '\\')
				buf_printf(out, "\\%c", c);
			else if (c == '\t')
				buf_puts(out, "\\t");
			else if (c < 0x20 || c >= 0x7f || c == '?')
				buf_printf(out, "\\%03o", c);
			else
				buf_append(out, (const char *)&c, 1);
		}
		if (i < n)
			i++;
		buf_puts(out, "\\n\"\n");
	}
}

/* The qualified name of a namespace-scope variable, for sizeof and & in the registration. */
static const char *qualified_name(Unit *u, CXCursor c)
{
	const char *name = arena_cxstring(u->arena, clang_getCursorSpelling(c));
	for (CXCursor p = clang_getCursorSemanticParent(c);
	     clang_getCursorKind(p) == CXCursor_Namespace; p = clang_getCursorSemanticParent(p)) {
		const char *ns = arena_cxstring(u->arena, clang_getCursorSpelling(p));
		name = *ns ? arena_printf(u->arena, "%s::%s", ns, name) : name;
	}
	return name;
}

static void append_symbol_registrations(Host *h, Buf *out)
{
	Unit *u = h->u;
	for (size_t i = 0; i < h->p->nvars; i++) {
		const DeviceVar *v = &h->p->vars[i];
		if (v->is_extern)
			continue;
		const char *q = qualified_name(u, v->cursor);
		/* a __managed__ variable's host copy is the variable itself (the runtime keeps
		 * the two consistent around device work) */
		buf_printf(out, "\t\t\tcuportRegister%sSymbol(p, \"%s\", sizeof(%s), &%s);\n",
			   host_var_managed(h, v) ? "Managed" : "", v->name, q, q);
	}
	for (size_t i = 0; i < u->nvsyms; i++)
		if (u->vsyms[i].cxx)
			buf_printf(out, "\t\t\tcuportRegisterSymbol(p, \"%s\", sizeof(%s), &%s);\n",
				   u->vsyms[i].name, u->vsyms[i].cxx, u->vsyms[i].cxx);
}

/* cuport_unit_symbol: the runtime's name of a variable template's instance from its host
 * address, for the symbol copies that name it in a template's body (mask<T>). */
static void append_symbol_table(Host *h, Buf *out)
{
	Unit *u = h->u;
	buf_puts(out, "// The runtime's names of the variable templates' instances its kernels use, "
		      "by host address.\nstatic const char *cuport_unit_symbol(const void *host)\n{\n");
	for (size_t i = 0; i < u->nvsyms; i++)
		if (u->vsyms[i].cxx)
			buf_printf(out, "\tif (host == (const void *)&%s)\n\t\treturn \"%s\";\n",
				   u->vsyms[i].cxx, u->vsyms[i].name);
	buf_puts(out, "\t(void)host;\n\treturn \"\";   /* not one its kernels use: cudaErrorInvalidSymbol */\n}\n");
}

static bool has_symbols(Host *h)
{
	if (h->u->nvsyms)
		return true;
	for (size_t i = 0; i < h->p->nvars; i++)
		if (!h->p->vars[i].is_extern)
			return true;
	return false;
}

/* The macros nvcc's -D and -U flags define for the unit's device code: the runtime builds
 * the .cl with them, since the kernels still name them (-DBLOCK=256); and
 * -cl-fast-relaxed-math for a unit built with -use_fast_math. A definition that
 * OpenCL build options may not carry everywhere (function-like, a space or a quote in it)
 * is named in a comment instead. Nothing when there are none. */
static void append_build_options(Host *h, Buf *out)
{
	StrList plain = {0}, skipped = {0};
	flags_device_macros(h->u->cc, &plain, &skipped);
	Buf opts = {0}, left = {0};
	for (size_t k = 0; k < plain.len; k++)
		buf_printf(&opts, "%s%s", k ? " " : "", plain.items[k]);
	if (flags_fast_math(h->u->cc))   /* CUDA's fast math, as OpenCL has it */
		buf_printf(&opts, "%s-cl-fast-relaxed-math", opts.len ? " " : "");
	for (size_t k = 0; k < skipped.len; k++)
		buf_printf(&left, "%s%s", k ? " " : "", skipped.items[k]);
	for (size_t k = 0; k < left.len; k++)
		if (left.data[k] == '\n')
			left.data[k] = ' ';
	if (left.len)
		buf_printf(out, "\t\t\t// cuport: not passed to the OpenCL build (function-like, or a "
			   "space or quote in it): %s\n", left.data);
	if (opts.len)
		buf_printf(out, "\t\t\tcuportProgramSetBuildOptions(p, \"%s\");\n", opts.data);
	buf_free(&opts);
	buf_free(&left);
	strlist_free(&plain);
	strlist_free(&skipped);
}

/* The unit's kernels with their hidden parameters, for cuportProgramDeclareKernels: a
 * launch in another unit finds them through it (runtime/README.md). */
static void append_kernel_table(Host *h, Buf *out)
{
	Unit *u = h->u;
	for (size_t i = 0; i < u->nkinfo; i++) {
		const KernelInfo *k = &u->kinfo[i];
		if (!k->nsymbols)
			continue;
		buf_printf(out, "static const char *const cuport_unit_symbols_%zu[] = {", i);
		for (size_t j = 0; j < k->nsymbols; j++)
			buf_printf(out, "%s\"%s\"", j ? ", " : "", k->symbols[j]);
		buf_puts(out, "};\n");
	}
	buf_puts(out, "static const cuportKernelDecl cuport_unit_kernels[] = {\n");
	for (size_t i = 0; i < u->nkinfo; i++) {
		const KernelInfo *k = &u->kinfo[i];
		buf_printf(out, "\t{\"%s\", %zu, ", k->name, k->nsymbols);
		if (k->nsymbols)
			buf_printf(out, "cuport_unit_symbols_%zu", i);
		else
			buf_puts(out, "nullptr");
		buf_printf(out, ", %d},\n", k->dynamic_shared ? 1 : 0);
	}
	buf_puts(out, "};\n\n");
}

/* The launch dimensions each kernel cannot tell apart, for cuportProgramDeclareKernelDims,
 * when a launch of the unit may have several and a kernel has some (else nothing: false). */
static bool append_kernel_dims(Host *h, Buf *out)
{
	Unit *u = h->u;
	bool any = false;
	for (size_t i = 0; i < u->nkinfo; i++)
		any |= u->kinfo[i].redundant_dims != 0;
	if (!any || !host_launches_multidim(h))
		return false;
	buf_puts(out, "// The launch dimensions each kernel cannot tell apart (bits 0-2 block x, y, z; "
		      "3-5 grid):\n// its launches run them with size 1 (docs/kernels.md).\n"
		      "static const unsigned cuport_unit_kernel_dims[] = {");
	for (size_t i = 0; i < u->nkinfo; i++)
		buf_printf(out, "%s0%o", i ? ", " : "", u->kinfo[i].redundant_dims);
	buf_puts(out, "};\n\n");
	return true;
}

static void embed_program(Host *h, const char *tail)
{
	Unit *u = h->u;
	const Options *o = u->run->opt;
	HostFile *hf = host_file(h, u->src);
	if (!hf)
		return;
	char *cl = path_map_output(u->src, o->in_root, o->out_root, OUT_KERNELS);
	char *rel = path_relative(cl, o->out_root);
	Buf b = {0};
	buf_printf(&b, "\n// cuport: this unit's OpenCL C kernels (%s), built by the runtime on "
		       "first use;\n// CUPORT_KERNEL_DIR=<dir> makes it load <dir>/%s instead.\n"
		       "static const char cuport_unit_source[] =\n", rel, rel);
	append_string_literal(&b, u->kernels.data ? u->kernels.data : "", u->kernels.len);
	if (!u->kernels.len)
		buf_puts(&b, "\t\"\"\n");
	buf_puts(&b, "\t;\n\n");
	if (u->nkinfo) {
		buf_puts(&b, "// Its kernels and what each takes after its own parameters, so that "
			     "launches in other units\n// find them.\n");
		append_kernel_table(h, &b);
	}
	bool dims = u->nkinfo && append_kernel_dims(h, &b);
	if (u->dlaunch.len) {
		buf_puts(&b, "// The kernels its kernels launch (dynamic parallelism): a launch in a "
			     "kernel records the\n// index of its kernel here, and the runtime "
			     "launches it after that kernel.\n"
			     "static const char *const cuport_unit_device_launches[] = {");
		for (size_t i = 0; i < u->dlaunch.len; i++)
			buf_printf(&b, "%s\"%s\"", i ? ", " : "", u->dlaunch.items[i]);
		buf_puts(&b, "};\n\n");
	}
	size_t naddrs = host_kernel_addresses(h, &b);
	buf_printf(&b, "// The unit's program, registered once (thread-safe) with its device symbols.\n"
		       "static cuportProgram_t cuport_unit_program(void)\n{\n"
		       "\tstatic const cuportProgram_t program = [] {\n"
		       "\t\tcuportProgram_t p = nullptr;\n"
		       "\t\tif (cuportRegisterProgram(\"%s\", cuport_unit_source, &p) == cuportSuccess) {\n",
		   rel);
	append_build_options(h, &b);
	append_symbol_registrations(h, &b);
	if (u->nkinfo)
		buf_printf(&b, "\t\t\tcuportProgramDeclareKernels(p, %zu, cuport_unit_kernels);\n",
			   u->nkinfo);
	else /* so that its launches look for their kernels in the other units */
		buf_puts(&b, "\t\t\tcuportProgramDeclareKernels(p, 0, nullptr);\n");
	if (dims)
		buf_printf(&b, "\t\t\tcuportProgramDeclareKernelDims(p, %zu, cuport_unit_kernel_dims);\n",
			   u->nkinfo);
	if (naddrs)
		buf_printf(&b, "\t\t\tcuportProgramDeclareKernelAddresses(p, %zu, cuport_unit_addresses);\n",
			   naddrs);
	if (u->dlaunch.len)
		buf_printf(&b, "\t\t\tcuportProgramDeclareDeviceLaunches(p, %zu, "
			   "cuport_unit_device_launches);\n", u->dlaunch.len);
	buf_puts(&b, "\t\t}\n\t\treturn p;\n\t}();\n\treturn program;\n}\n");
	if (u->nkinfo || has_symbols(h) || naddrs)
		buf_puts(&b, "// Registered before main(), for launches and symbols of other units.\n"
			     "[[maybe_unused]] static const cuportProgram_t cuport_unit_registered = "
			     "cuport_unit_program();\n");
	host_kernel_stubs(h, &b);
	if (h->uses_symbols)
		append_symbol_table(h, &b);
	if (h->uses_kernel_table)
		host_kernel_table(h, &b);
	buf_puts(&b, tail);
	host_edit(hf, (unsigned)hf->f->len, (unsigned)hf->f->len, arena_strdup(u->arena, b.data));
	buf_free(&b);
	free(rel);
	free(cl);
}

/* ---- the walk ---- */

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	Host *h = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (!host_in_root(h, clang_getCursorLocation(c)))
		return CXChildVisit_Continue;
	switch (k) {
	case CXCursor_InclusionDirective:
		rewrite_include(h, c);
		return CXChildVisit_Continue;
	case CXCursor_MacroDefinition:
		host_macro_definition(h, c);
		return CXChildVisit_Continue;
	case CXCursor_NamespaceAlias:
	case CXCursor_UsingDirective:
		if (host_device_namespace(h, c))
			return CXChildVisit_Continue;
		break;
	case CXCursor_FunctionDecl:
	case CXCursor_FunctionTemplate:
	case CXCursor_CXXMethod:
	case CXCursor_Constructor: /* a __device__ one calls device functions the host loses */
	case CXCursor_Destructor:
	case CXCursor_ConversionFunction:
		if (host_device_function(h, c))
			return CXChildVisit_Continue;
		host_specialization_args(h, c);
		break;
	default:
		host_kernel_ref(h, c);
		host_api_cursor(h, c);
		break;
	}
	return CXChildVisit_Recurse;
}

void host_emit(Unit *u, const Parse *p)
{
	Host h = {.u = u, .p = p, .rules = u->run->rules, .in_root = u->run->opt->in_root};
	host_file(&h, u->src);
	for (size_t i = 0; i < p->includes.len; i++)
		host_file(&h, p->includes.items[i]);
	host_thrust_functors(&h);
	clang_visitChildren(clang_getTranslationUnitCursor(p->tu), visit, &h);
	host_launches(&h);
	for (size_t i = 0; i < h.nfiles; i++) {
		host_cut_kernel_instantiations(&h, &h.files[i]);
		host_instantiation_types(&h, &h.files[i]);
		host_scrub_keywords(&h, &h.files[i]);
	}
	const char *tail = openmp_stubs(&h);
	HostFile *main_file = host_file(&h, u->src);
	if (u->kernels.len || h.uses_program || h.ntaken || has_symbols(&h))
		embed_program(&h, tail);
	else if (*tail && main_file)
		host_edit(main_file, (unsigned)main_file->f->len, (unsigned)main_file->f->len, tail);
	add_includes(&h);
	for (size_t i = 0; i < h.nfiles; i++)
		free(h.files[i].removed);
	free(h.files);
	free(h.kernel_refs);
	free(h.named);
	free(h.taken);
	free(h.as_data);
	host_cub_free(&h);
	free(h.thrust_functors);
}

/*
 * CMake scripts. A CMakeLists.txt or *.cmake is read as CMake reads it: command
 * invocations, each a name and a parenthesised list of arguments (unquoted, "quoted" or
 * [[bracket]]), with # and #[[ ]] comments between them. Edits are planned on single
 * arguments or on whole commands, never on the text between them:
 *
 *   project(... CUDA), enable_language(CUDA)   CUDA leaves the languages (CXX stays or comes
 *                                              in), find_package(cuport REQUIRED) follows
 *   find_package(CUDAToolkit|CUDA ...)         find_package(cuport ...)
 *   CMAKE_CUDA_FLAGS, CUDA_NVCC_FLAGS          their nvcc flags translated (nvccflags.def)
 *                                              onto CMAKE_CXX_FLAGS / add_compile_options;
 *                                              commented out when nothing is left
 *   CMAKE_CUDA_ARCHITECTURES and other nvcc    commented out (1703)
 *   settings, CUDA_* target properties
 *   $<$<COMPILE_LANGUAGE:CUDA>:flags>          $<$<COMPILE_LANGUAGE:CXX>:host flags>, or gone
 *   add_executable/add_library with .cu        the .cpp names, and the target links
 *   sources, cuda_add_executable/library       cuport::cuport (in the signature the file
 *                                              uses for that target)
 *   CUDA::cudart, ${CUDA_LIBRARIES}, ...       cuport::cuport, cuport's package variables
 *
 * Names are matched as CMake matches them: commands case-insensitively, variables and
 * keywords exactly. add_subdirectory, include and the CMAKE_MODULE_PATH directories queue
 * the scripts they name, so the out-root gets them too.
 */
#include "build.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	unsigned begin, end;     /* the argument as written, quotes included */
	unsigned cbegin, cend;   /* its content */
	bool quoted;
} Arg;

typedef struct {
	char *name;              /* lower case */
	unsigned begin, name_end, close;   /* name, and the closing parenthesis */
	Arg *args;
	size_t nargs;
} Command;

typedef struct {
	BuildRun *b;
	Script *s;
	Command *cmds;
	size_t n, cap;
	StrList cu_vars;         /* variables set to lists holding .cu sources */
	StrList plain_targets, keyword_targets;   /* target_link_libraries signatures */
	StrList runtime_targets; /* targets linked to the CUDA runtime, which becomes cuport's */
	bool has_find;           /* the file finds the CUDA toolkit itself */
	bool *skip;              /* per command: commented out, no further edits */
} CMake;

/* ---- reading ---- */

static size_t bracket_len(const char *t, size_t len, size_t p)
{
	/* [=*[ at p: the length of the opening, 0 when there is none */
	if (p >= len || t[p] != '[')
		return 0;
	size_t q = p + 1;
	while (q < len && t[q] == '=')
		q++;
	return q < len && t[q] == '[' ? q - p + 1 : 0;
}

/* The end of a bracket text opened at p with an opening of n bytes. */
static size_t bracket_end(const char *t, size_t len, size_t p, size_t n)
{
	size_t eq = n - 2;
	for (size_t q = p + n; q < len; q++) {
		if (t[q] != ']')
			continue;
		size_t k = q + 1, e = 0;
		while (k < len && t[k] == '=' && e < eq)
			k++, e++;
		if (e == eq && k < len && t[k] == ']')
			return k + 1;
	}
	return len;
}

static size_t skip_comment(const char *t, size_t len, size_t p)
{
	size_t n = bracket_len(t, len, p + 1);
	if (n)
		return bracket_end(t, len, p + 1, n);
	while (p < len && t[p] != '\n')
		p++;
	return p;
}

static size_t read_args(Command *c, const char *t, size_t len, size_t p)
{
	size_t cap = 0;
	int depth = 1;
	while (p < len) {
		char ch = t[p];
		if (isspace((unsigned char)ch)) {
			p++;
		} else if (ch == '#') {
			p = skip_comment(t, len, p);
		} else if (ch == '(') {
			depth++, p++;
		} else if (ch == ')') {
			if (--depth == 0) {
				c->close = (unsigned)p;
				return p + 1;
			}
			p++;
		} else if (ch == '"') {
			size_t q = p + 1;
			while (q < len && t[q] != '"')
				q += t[q] == '\\' ? 2 : 1;
			PUSH(c->args, c->nargs, cap, ((Arg){(unsigned)p, (unsigned)(q + 1),
							   (unsigned)(p + 1), (unsigned)q, true}));
			p = q + 1;
		} else if (bracket_len(t, len, p)) {
			size_t n = bracket_len(t, len, p), e = bracket_end(t, len, p, n);
			PUSH(c->args, c->nargs, cap, ((Arg){(unsigned)p, (unsigned)e,
							   (unsigned)(p + n), (unsigned)(e - n), true}));
			p = e;
		} else {
			size_t q = p;
			int gen = 0;
			while (q < len) {
				char d = t[q];
				if (d == '\\' && q + 1 < len) {
					q += 2;
					continue;
				}
				if (d == '$' && q + 1 < len && t[q + 1] == '<')
					gen++;
				else if (d == '>' && gen)
					gen--;
				if (!gen && (isspace((unsigned char)d) || d == '(' || d == ')' ||
					     d == '#' || d == '"'))
					break;
				q++;
			}
			PUSH(c->args, c->nargs, cap, ((Arg){(unsigned)p, (unsigned)q, (unsigned)p,
							   (unsigned)q, false}));
			p = q;
		}
	}
	c->close = (unsigned)len;
	return len;
}

static void read_cmake(CMake *m)
{
	const char *t = m->s->f->text;
	size_t len = m->s->f->len;
	for (size_t p = 0; p < len;) {
		char ch = t[p];
		if (ch == '#') {
			p = skip_comment(t, len, p);
			continue;
		}
		if (!(isalpha((unsigned char)ch) || ch == '_')) {
			p++;
			continue;
		}
		size_t q = p;
		while (q < len && (isalnum((unsigned char)t[q]) || t[q] == '_'))
			q++;
		size_t o = q;
		while (o < len && (t[o] == ' ' || t[o] == '\t'))
			o++;
		if (o >= len || t[o] != '(') {
			p = q;
			continue;
		}
		Command c = {.begin = (unsigned)p, .name_end = (unsigned)q};
		c.name = arena_strndup(m->s->u->arena, t + p, q - p);
		for (char *k = c.name; *k; k++)
			*k = (char)tolower((unsigned char)*k);
		p = read_args(&c, t, len, o + 1);
		PUSH(m->cmds, m->n, m->cap, c);
	}
}

/* ---- helpers ---- */

static char *arg_text(CMake *m, const Arg *a)
{
	return arena_strndup(m->s->u->arena, m->s->f->text + a->cbegin, a->cend - a->cbegin);
}

static bool arg_is(CMake *m, const Arg *a, const char *s)
{
	return strlen(s) == a->cend - a->cbegin &&
	       strncmp(m->s->f->text + a->cbegin, s, a->cend - a->cbegin) == 0;
}

static bool has_edit(const EditFile *f, unsigned b, unsigned e)
{
	for (size_t i = 0; i < f->nedits; i++) {
		const Edit *d = &f->edits[i];
		if (d->begin < e && d->end > b)
			return true;
		if (d->begin == d->end && d->begin > b && d->begin < e)
			return true;
	}
	return false;
}

/* The command's first line's indentation. */
static const char *indent_of(CMake *m, const Command *c)
{
	unsigned ls = build_line_start(m->s->f, c->begin);
	return arena_strndup(m->s->u->arena, m->s->f->text + ls, c->begin - ls);
}

/* Inserts a command on a line of its own after c. */
static void add_after(CMake *m, const Command *c, const char *text)
{
	unsigned at = c->close + 1;
	edit_add(m->s->f, at, at, arena_printf(m->s->u->arena, "\n%s%s", indent_of(m, c), text));
}

/* "# " before the command and each line it continues on: it stays for the reader. */
static void comment_out(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	EditFile *f = m->s->f;
	edit_add(f, c->begin, c->begin, "# ");
	for (unsigned p = c->begin; p < c->close; p++)
		if (f->text[p] == '\n')
			edit_add(f, p + 1, p + 1, "# ");
	m->skip[i] = true;
	m->s->cuda = true;
}

static void diag_cmd(CMake *m, const Command *c, int id, ...)
{
	Script *s = m->s;
	unsigned line = 1;
	for (unsigned p = 0; p < c->begin; p++)
		line += s->f->text[p] == '\n';
	va_list ap;
	va_start(ap, id);
	diag_vadd(&s->u->diags, s->u->arena, &s->u->run->opt->suppress, id, s->f->path, line,
		  c->begin - build_line_start(s->f, c->begin) + 1, ap);
	va_end(ap);
	s->cuda = true;
}

/* Words of [b, e): split at blanks and, in lists, at ';'. */
static size_t split(const char *t, unsigned b, unsigned e, bool list, Word *out, size_t cap)
{
	size_t n = 0;
	unsigned p = b;
	while (p < e && n < cap) {
		while (p < e && (isspace((unsigned char)t[p]) || (list && t[p] == ';')))
			p++;
		if (p >= e)
			break;
		unsigned q = p;
		int depth = 0;
		while (q < e && (depth || !(isspace((unsigned char)t[q]) || (list && t[q] == ';')))) {
			if (t[q] == '{' || t[q] == '<')
				depth++;
			else if ((t[q] == '}' || t[q] == '>') && depth)
				depth--;
			q++;
		}
		out[n++] = (Word){p, q};
		p = q;
	}
	return n;
}

enum { MAXWORDS = 256 };

/* Translates nvcc flags in [b, e); returns how many are left that are not self (a
 * reference to the variable being set). With keep_none, a translation that leaves nothing
 * plans no edit (the caller comments the command out). */
static size_t translate_range(CMake *m, unsigned b, unsigned e, bool list, const char *self)
{
	Word w[MAXWORDS];
	size_t n = split(m->s->f->text, b, e, list, w, MAXWORDS), selfs = 0;
	for (size_t i = 0; i < n && self; i++) {
		size_t len = w[i].end - w[i].begin;
		char *ref = arena_printf(m->s->u->arena, "${%s}", self);
		selfs += strlen(ref) == len && strncmp(m->s->f->text + w[i].begin, ref, len) == 0;
	}
	bool changed = false;
	size_t kept = build_translate_flags(m->s, w, n, true, "cuport::cuport", &changed);
	if (changed)
		m->s->cuda = true;
	return kept - selfs;
}

/* ---- the identifiers CMake scripts use for CUDA ---- */

static const struct {
	const char *from, *to;
} names[] = {
	{"CMAKE_CUDA_FLAGS", "CMAKE_CXX_FLAGS"},
	{"CMAKE_CUDA_FLAGS_DEBUG", "CMAKE_CXX_FLAGS_DEBUG"},
	{"CMAKE_CUDA_FLAGS_RELEASE", "CMAKE_CXX_FLAGS_RELEASE"},
	{"CMAKE_CUDA_FLAGS_RELWITHDEBINFO", "CMAKE_CXX_FLAGS_RELWITHDEBINFO"},
	{"CMAKE_CUDA_FLAGS_MINSIZEREL", "CMAKE_CXX_FLAGS_MINSIZEREL"},
	{"CMAKE_CUDA_STANDARD", "CMAKE_CXX_STANDARD"},
	{"CMAKE_CUDA_STANDARD_REQUIRED", "CMAKE_CXX_STANDARD_REQUIRED"},
	{"CMAKE_CUDA_EXTENSIONS", "CMAKE_CXX_EXTENSIONS"},
	{"CMAKE_CUDA_COMPILER", "CMAKE_CXX_COMPILER"},
	{"CMAKE_CUDA_COMPILER_ID", "CMAKE_CXX_COMPILER_ID"},
	{"CMAKE_CUDA_COMPILER_LOADED", "CMAKE_CXX_COMPILER_LOADED"},
	{"CUDA_STANDARD", "CXX_STANDARD"},
	{"CUDA_STANDARD_REQUIRED", "CXX_STANDARD_REQUIRED"},
	{"CUDA_EXTENSIONS", "CXX_EXTENSIONS"},
	{"CUDAToolkit_FOUND", "cuport_FOUND"},
	{"CUDA_FOUND", "cuport_FOUND"},
	{"CUDAToolkit_INCLUDE_DIRS", "cuport_INCLUDE_DIRS"},
	{"CUDA_INCLUDE_DIRS", "cuport_INCLUDE_DIRS"},
	{"CUDA_TOOLKIT_INCLUDE", "cuport_INCLUDE_DIRS"},
	{"CUDA_LIBRARIES", "cuport_LIBRARIES"},
	{"CUDA_CUDART_LIBRARY", "cuport_LIBRARIES"},
	{"COMPILE_LANGUAGE:CUDA", "COMPILE_LANGUAGE:CXX"},
	{"cuda_std_03", "cxx_std_11"},
	{"cuda_std_11", "cxx_std_11"},
	{"cuda_std_14", "cxx_std_14"},
	{"cuda_std_17", "cxx_std_17"},
	{"cuda_std_20", "cxx_std_20"},
	{"cuda_std_23", "cxx_std_23"},
};

static bool ident(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* Plans the renames inside [b, e): CUDA identifiers, CUDA:: targets, .cu names. */
static void map_names(CMake *m, unsigned b, unsigned e)
{
	Script *s = m->s;
	const char *t = s->f->text;
	Arena *a = s->u->arena;
	for (unsigned p = b; p < e; p++) {
		if (p > b && ident(t[p - 1]) && ident(t[p]))
			continue;
		for (size_t k = 0; k < countof(names); k++) {
			size_t n = strlen(names[k].from);
			if (p + n > e || strncmp(t + p, names[k].from, n) != 0 ||
			    (p + n < e && ident(t[p + n])) || has_edit(s->f, p, (unsigned)(p + n)))
				continue;
			edit_add(s->f, p, (unsigned)(p + n), names[k].to);
			s->cuda = true;
			break;
		}
		if (p + 6 <= e && strncmp(t + p, "CUDA::", 6) == 0) {
			unsigned q = p + 6;
			while (q < e && (ident(t[q]) || t[q] == '-'))
				q++;
			char *lib = arena_strndup(a, t + p + 6, q - p - 6);
			if (build_runtime_replaces(lib) && !has_edit(s->f, p, q))
				edit_add(s->f, p, q, "cuport::cuport");
			else if (!build_runtime_replaces(lib))
				build_diag(s, DIAG_BUILD_CUDA_LIBRARY, s->anchor, lib);
			s->cuda = true;
		}
	}
	/* .cu names, whole arguments at a time, where nothing else was edited */
	char *to = build_rename_cu(a, t + b, e - b);
	if (to) {
		for (unsigned p = b; p + 3 <= e; p++) {
			if (!(t[p] == '.' && t[p + 1] == 'c' && t[p + 2] == 'u' &&
			      (p + 3 == e || !ident(t[p + 3]))) || has_edit(s->f, p, p + 3))
				continue;
			edit_add(s->f, p, p + 3, ".cpp");
			s->cuda = true;
		}
	}
}

/* $<COMPILE_LANG_AND_ID:CUDA,...> asks for nvcc: the C++ compiler now. */
static void map_lang_and_id(CMake *m, const Arg *a)
{
	const char *t = m->s->f->text;
	static const char key[] = "$<COMPILE_LANG_AND_ID:CUDA,";
	for (unsigned p = a->cbegin; p + sizeof key - 1 <= a->cend; p++) {
		if (strncmp(t + p, key, sizeof key - 1) != 0)
			continue;
		unsigned q = p;
		while (q < a->cend && t[q] != '>')
			q++;
		if (q < a->cend && !has_edit(m->s->f, p, q + 1))
			edit_add(m->s->f, p, q + 1, "$<COMPILE_LANGUAGE:CXX>");
	}
}

/* ---- commands ---- */

static bool lang_cuda(CMake *m, const Arg *a)
{
	return !a->quoted && arg_is(m, a, "CUDA");
}

static void find_cuport_after(CMake *m, const Command *c)
{
	if (!m->has_find) {
		add_after(m, c, "find_package(cuport REQUIRED)");
		m->has_find = true;
	}
}

static void do_project(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	bool cxx = false;
	const Arg *cuda = NULL;
	for (size_t k = 1; k < c->nargs; k++) {
		cxx |= arg_is(m, &c->args[k], "CXX");
		if (lang_cuda(m, &c->args[k]))
			cuda = &c->args[k];
	}
	if (!cuda)
		return;
	if (cxx)
		build_delete_word(m->s, (Word){cuda->begin, cuda->end});
	else
		edit_add(m->s->f, cuda->begin, cuda->end, "CXX");
	m->s->cuda = true;
	find_cuport_after(m, c);
}

static void do_find_package(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	if (!c->nargs || !(arg_is(m, &c->args[0], "CUDAToolkit") || arg_is(m, &c->args[0], "CUDA")))
		return;
	bool required = false, quiet = false;
	for (size_t k = 1; k < c->nargs; k++) {
		required |= arg_is(m, &c->args[k], "REQUIRED");
		quiet |= arg_is(m, &c->args[k], "QUIET");
	}
	edit_add(m->s->f, c->args[0].begin, c->args[c->nargs - 1].end,
		 arena_printf(m->s->u->arena, "cuport%s%s", required ? " REQUIRED" : "",
			      quiet ? " QUIET" : ""));
	m->skip[i] = true;
	m->s->cuda = true;
}

/* Settings of nvcc itself: nothing of them is left in a C++ build. */
static const struct {
	const char *name, *what;
} nvcc_settings[] = {
	{"CMAKE_CUDA_ARCHITECTURES", "the GPU architectures nvcc compiles for"},
	{"CMAKE_CUDA_HOST_COMPILER", "nvcc's host compiler"},
	{"CMAKE_CUDA_SEPARABLE_COMPILATION", "nvcc's relocatable device code"},
	{"CMAKE_CUDA_RESOLVE_DEVICE_SYMBOLS", "nvcc's device link"},
	{"CMAKE_CUDA_RUNTIME_LIBRARY", "how the CUDA runtime is linked"},
	{"CMAKE_CUDA_COMPILER_LAUNCHER", "a launcher for nvcc"},
	{"CUDA_PROPAGATE_HOST_FLAGS", "FindCUDA's host flags for nvcc"},
	{"CUDA_SEPARABLE_COMPILATION", "nvcc's relocatable device code"},
	{"CUDA_HOST_COMPILER", "nvcc's host compiler"},
	{"CUDA_ARCHITECTURES", "the GPU architectures nvcc compiles for"},
	{"CUDA_RESOLVE_DEVICE_SYMBOLS", "nvcc's device link"},
	{"CUDA_RUNTIME_LIBRARY", "how the CUDA runtime is linked"},
	{"CUDA_VERBOSE_BUILD", "FindCUDA's nvcc output"},
	{"CUDA_64_BIT_DEVICE_CODE", "nvcc's device code width"},
};

static const char *nvcc_setting(CMake *m, const Arg *a)
{
	for (size_t k = 0; k < countof(nvcc_settings); k++)
		if (arg_is(m, a, nvcc_settings[k].name))
			return nvcc_settings[k].what;
	return NULL;
}

static bool is_flags_var(CMake *m, const Arg *a)
{
	char *v = arg_text(m, a);
	return str_starts(v, "CMAKE_CUDA_FLAGS") || strcmp(v, "CUDA_NVCC_FLAGS") == 0 ||
	       str_starts(v, "CUDA_NVCC_FLAGS_");
}

/* set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} -x"), string(APPEND CMAKE_CUDA_FLAGS " -x"),
 * list(APPEND CUDA_NVCC_FLAGS -x) and set(CUDA_NVCC_FLAGS ...); var is the argument that
 * names the variable, values follow it. */
static void do_flags(CMake *m, size_t i, size_t var)
{
	const Command *c = &m->cmds[i];
	char *name = arg_text(m, &c->args[var]);
	bool list = str_starts(name, "CUDA_NVCC_FLAGS") || strcmp(c->name, "list") == 0;
	size_t before = m->s->f->nedits, kept = 0;
	m->s->anchor = build_line_start(m->s->f, c->begin);
	for (size_t k = var + 1; k < c->nargs; k++) {
		if (arg_is(m, &c->args[k], "CACHE") || arg_is(m, &c->args[k], "PARENT_SCOPE"))
			break;
		kept += translate_range(m, c->args[k].cbegin, c->args[k].cend, list, name);
	}
	if (!kept) {
		m->s->f->nedits = before;
		comment_out(m, i);
		return;
	}
	if (!list) {
		map_names(m, c->args[var].cbegin, c->args[var].cend);
		return;
	}
	/* a list of nvcc flags: its host flags go to every target of the directory */
	edit_add(m->s->f, c->begin, c->args[var].end, "add_compile_options(");
	for (size_t k = var + 1; k < c->nargs; k++) {
		char *ref = arena_printf(m->s->u->arena, "${%s}", name);
		if (arg_is(m, &c->args[k], ref) && !has_edit(m->s->f, c->args[k].begin, c->args[k].end))
			build_delete_word(m->s, (Word){c->args[k].begin, c->args[k].end});
	}
	m->skip[i] = true;
}

static void do_set(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	size_t var = 0;
	if (strcmp(c->name, "string") == 0 || strcmp(c->name, "list") == 0) {
		if (c->nargs < 2 || !arg_is(m, &c->args[0], "APPEND"))
			return;
		var = 1;
	}
	if (c->nargs <= var)
		return;
	const char *what = nvcc_setting(m, &c->args[var]);
	if (what) {
		diag_cmd(m, c, DIAG_BUILD_CUDA_SETTING_DROPPED, arg_text(m, &c->args[var]), what);
		comment_out(m, i);
	} else if (is_flags_var(m, &c->args[var])) {
		do_flags(m, i, var);
	} else if (strcmp(c->name, "set") == 0 || strcmp(c->name, "list") == 0) {
		/* a list of sources with .cu files: targets built from it are CUDA targets */
		for (size_t k = var + 1; k < c->nargs; k++)
			if (build_rename_cu(m->s->u->arena, m->s->f->text + c->args[k].cbegin,
					    c->args[k].cend - c->args[k].cbegin))
				strlist_push(&m->cu_vars, arg_text(m, &c->args[var]));
	}
}

/* target_compile_options / add_compile_options: nvcc flags in CUDA generator expressions
 * are translated; a plain option is translated too, since nvcc got it as well. */
static void do_compile_options(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	const char *t = m->s->f->text;
	size_t first = strcmp(c->name, "target_compile_options") == 0 ? 1 : 0, items = 0;
	size_t before = m->s->f->nedits;
	m->s->anchor = build_line_start(m->s->f, c->begin);
	static const char cuda_genex[] = "$<$<COMPILE_LANGUAGE:CUDA>:";
	for (size_t k = first; k < c->nargs; k++) {
		const Arg *a = &c->args[k];
		if (arg_is(m, a, "BEFORE") || arg_is(m, a, "PRIVATE") || arg_is(m, a, "PUBLIC") ||
		    arg_is(m, a, "INTERFACE"))
			continue;
		size_t n = a->cend - a->cbegin, g = sizeof cuda_genex - 1;
		bool genex = n > g && strncmp(t + a->cbegin, cuda_genex, g) == 0 &&
			     t[a->cend - 1] == '>';
		if (!genex) {
			items++;
			continue;
		}
		size_t nedits = m->s->f->nedits;
		size_t kept = translate_range(m, a->cbegin + (unsigned)g, a->cend - 1, true, NULL);
		if (kept) {
			items++;
			continue;
		}
		m->s->f->nedits = nedits;
		build_delete_word(m->s, (Word){a->begin, a->end});
		m->s->cuda = true;
	}
	if (!items) {
		m->s->f->nedits = before;
		comment_out(m, i);
	}
}

static const char *cuda_property(CMake *m, const Arg *a)
{
	const char *what = nvcc_setting(m, a);
	return what && str_starts(arg_text(m, a), "CUDA_") ? what : NULL;
}

static void do_target_properties(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	size_t k = 0;
	while (k < c->nargs && !arg_is(m, &c->args[k], "PROPERTIES"))
		k++;
	size_t before = m->s->f->nedits, pairs = 0, dropped = 0;
	for (k++; k + 1 < c->nargs; k += 2, pairs++) {
		const Arg *key = &c->args[k];
		const char *what = cuda_property(m, key);
		if (arg_is(m, key, "CUDA_PTX_COMPILATION") || arg_is(m, key, "CUDA_FATBIN_COMPILATION") ||
		    arg_is(m, key, "CUDA_CUBIN_COMPILATION")) {
			diag_cmd(m, c, DIAG_BUILD_UNTRANSLATED, arg_text(m, key),
				 "the OpenCL program is built at run time from the embedded .cl");
			continue;
		}
		if (!what)
			continue;
		diag_cmd(m, c, DIAG_BUILD_CUDA_SETTING_DROPPED, arg_text(m, key), what);
		build_delete_word(m->s, (Word){key->begin, key->end});
		build_delete_word(m->s, (Word){c->args[k + 1].begin, c->args[k + 1].end});
		dropped++;
	}
	if (dropped && dropped == pairs) {
		m->s->f->nedits = before;
		comment_out(m, i);
	}
}

static void do_set_property(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	for (size_t k = 0; k + 1 < c->nargs; k++) {
		if (!arg_is(m, &c->args[k], "PROPERTY"))
			continue;
		const char *what = cuda_property(m, &c->args[k + 1]);
		if (what) {
			diag_cmd(m, c, DIAG_BUILD_CUDA_SETTING_DROPPED, arg_text(m, &c->args[k + 1]),
				 what);
			comment_out(m, i);
		}
		return;
	}
}

/* Whether the target's sources hold CUDA code: a .cu name, or a variable set to some. */
static bool cuda_sources(CMake *m, const Command *c)
{
	for (size_t k = 1; k < c->nargs; k++) {
		const Arg *a = &c->args[k];
		char *v = arg_text(m, a);
		if (build_rename_cu(m->s->u->arena, v, strlen(v)))
			return true;
		for (size_t n = 0; n < m->cu_vars.len; n++) {
			char *ref = arena_printf(m->s->u->arena, "${%s}", m->cu_vars.items[n]);
			if (strstr(v, ref))
				return true;
		}
	}
	return false;
}

static void do_target(CMake *m, size_t i)
{
	Command *c = &m->cmds[i];
	if (!c->nargs)
		return;
	bool findcuda = str_starts(c->name, "cuda_add_");
	bool library = strstr(c->name, "library") != NULL;
	bool interface = false;
	for (size_t k = 1; k < c->nargs; k++) {
		if (arg_is(m, &c->args[k], "IMPORTED") || arg_is(m, &c->args[k], "ALIAS"))
			return;
		interface |= arg_is(m, &c->args[k], "INTERFACE");
	}
	if (!findcuda && !cuda_sources(m, c))
		return;
	m->s->cuda = true;
	if (findcuda) {
		edit_add(m->s->f, c->begin, c->name_end, library ? "add_library" : "add_executable");
		for (size_t k = 1; k < c->nargs; k++) {
			if (!arg_is(m, &c->args[k], "OPTIONS"))
				continue;
			diag_cmd(m, c, DIAG_BUILD_CUDA_SETTING_DROPPED, "OPTIONS",
				 "nvcc's options for the target");
			unsigned from = c->args[k].begin;
			while (from > c->begin && isspace((unsigned char)m->s->f->text[from - 1]))
				from--;
			edit_add(m->s->f, from, c->args[c->nargs - 1].end, "");
			for (size_t q = k; q < c->nargs; q++)
				c->args[q].cbegin = c->args[q].cend;   /* nothing left to rename */
			break;
		}
	}
	char *target = arg_text(m, &c->args[0]);
	if (strlist_contains(&m->runtime_targets, target))
		return;
	const char *kw = interface ? " INTERFACE" : library ? " PUBLIC" : " PRIVATE";
	if (strlist_contains(&m->plain_targets, target) ||
	    (findcuda && !strlist_contains(&m->keyword_targets, target)))
		kw = "";
	add_after(m, c, arena_printf(m->s->u->arena, "target_link_libraries(%s%s cuport::cuport)",
				     target, kw));
}

static void do_link_libraries(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	for (size_t k = 1; k < c->nargs; k++) {
		char *v = arg_text(m, &c->args[k]);
		if (!build_is_cuda_library(v))
			continue;
		m->s->cuda = true;
		if (build_runtime_replaces(v))
			edit_add(m->s->f, c->args[k].cbegin, c->args[k].cend, "cuport::cuport");
		else
			diag_cmd(m, c, DIAG_BUILD_CUDA_LIBRARY, v);
	}
}

/* FindCUDA's other commands. */
static void do_findcuda(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	if (strcmp(c->name, "cuda_include_directories") == 0) {
		edit_add(m->s->f, c->begin, c->name_end, "include_directories");
		m->s->cuda = true;
	} else if (strcmp(c->name, "cuda_add_cublas_to_target") == 0 && c->nargs == 1) {
		/* cuBLAS is in the runtime (cuport_blas.h): the target links cuport */
		edit_add(m->s->f, c->begin, c->name_end, "target_link_libraries");
		edit_add(m->s->f, c->close, c->close, " cuport::cuport");
		m->s->cuda = true;
	} else if (strcmp(c->name, "cuda_add_cublas_to_target") == 0) {
		diag_cmd(m, c, DIAG_BUILD_CUDA_LIBRARY, "cublas");
	} else if (strcmp(c->name, "cuda_add_cufft_to_target") == 0 && c->nargs == 1) {
		/* cuFFT is the runtime's (cuport_fft.h): the target links cuport, with the
		 * signature its other target_link_libraries use (plain for FindCUDA's) */
		char *target = arg_text(m, &c->args[0]);
		bool kw = strlist_contains(&m->keyword_targets, target);
		edit_add(m->s->f, c->begin, c->close + 1, arena_printf(m->s->u->arena,
			 "target_link_libraries(%s%s cuport::cuport)", target, kw ? " PRIVATE" : ""));
		m->s->cuda = true;
	} else if (strcmp(c->name, "cuda_add_cufft_to_target") == 0) {
		diag_cmd(m, c, DIAG_BUILD_CUDA_LIBRARY, "cufft");
	} else {
		diag_cmd(m, c, DIAG_BUILD_UNTRANSLATED, arena_strndup(m->s->u->arena,
			 m->s->f->text + c->begin, c->name_end - c->begin),
			 "it runs nvcc itself");
	}
}

/* ---- the scripts a script names ---- */

/* A path argument with the variables that name script directories expanded; NULL when
 * it holds another variable. Heap string. */
static char *script_path(CMake *m, const char *v)
{
	static const char *const here[] = {"${CMAKE_CURRENT_SOURCE_DIR}", "${CMAKE_CURRENT_LIST_DIR}"};
	static const char *const top[] = {"${CMAKE_SOURCE_DIR}", "${PROJECT_SOURCE_DIR}"};
	for (size_t k = 0; k < 2; k++) {
		if (str_starts(v, here[k]))
			return path_absolute(*(v + strlen(here[k])) ? v + strlen(here[k]) + 1 : ".",
					     m->s->dir);
		if (str_starts(v, top[k]))
			return path_absolute(*(v + strlen(top[k])) ? v + strlen(top[k]) + 1 : ".",
					     m->b->run->opt->in_root);
	}
	return strchr(v, '$') ? NULL : path_absolute(v, m->s->dir);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void queue_modules(CMake *m, const char *dir)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	StrList found = {0};
	for (struct dirent *e; (e = readdir(d));)
		if (str_ends(e->d_name, ".cmake"))
			strlist_push_owned(&found, xasprintf("%s/%s", dir, e->d_name));
	closedir(d);
	qsort(found.items, found.len, sizeof *found.items, cmp_str);
	for (size_t i = 0; i < found.len; i++)
		build_queue(m->b, found.items[i], SCRIPT_CMAKE);
	strlist_free(&found);
}

static void queue_named(CMake *m, const Command *c)
{
	if (!c->nargs)
		return;
	char *v = arg_text(m, &c->args[0]);
	if (strcmp(c->name, "add_subdirectory") == 0) {
		char *dir = script_path(m, v);
		if (dir) {
			char *p = xasprintf("%s/CMakeLists.txt", dir);
			build_queue(m->b, p, SCRIPT_CMAKE);
			free(p);
		}
		free(dir);
	} else if (strcmp(c->name, "include") == 0 && (strchr(v, '/') || str_ends(v, ".cmake"))) {
		char *p = script_path(m, v);
		if (p)
			build_queue(m->b, p, SCRIPT_CMAKE);
		free(p);
	} else if (strcmp(c->name, "list") == 0 && c->nargs >= 3 &&
		   arg_is(m, &c->args[1], "CMAKE_MODULE_PATH")) {
		for (size_t k = 2; k < c->nargs; k++) {
			char *dir = script_path(m, arg_text(m, &c->args[k]));
			if (dir)
				queue_modules(m, dir);
			free(dir);
		}
	}
}

/* ---- the pass ---- */

static void survey(CMake *m)
{
	for (size_t i = 0; i < m->n; i++) {
		const Command *c = &m->cmds[i];
		if (strcmp(c->name, "find_package") == 0 && c->nargs &&
		    (arg_is(m, &c->args[0], "CUDAToolkit") || arg_is(m, &c->args[0], "CUDA") ||
		     arg_is(m, &c->args[0], "cuport")))
			m->has_find = true;
		if (strcmp(c->name, "target_link_libraries") == 0 && c->nargs >= 2) {
			const Arg *k = &c->args[1];
			bool kw = arg_is(m, k, "PRIVATE") || arg_is(m, k, "PUBLIC") ||
				  arg_is(m, k, "INTERFACE") || str_starts(arg_text(m, k), "LINK_");
			strlist_push(kw ? &m->keyword_targets : &m->plain_targets,
				     arg_text(m, &c->args[0]));
			for (size_t a = 1; a < c->nargs; a++) {
				char *v = arg_text(m, &c->args[a]);
				if (!strcmp(v, "CUDA::cudart") || !strcmp(v, "CUDA::cudart_static") ||
				    !strcmp(v, "${CUDA_LIBRARIES}") || !strcmp(v, "cudart"))
					strlist_push(&m->runtime_targets, arg_text(m, &c->args[0]));
			}
		}
	}
}

static void migrate_command(CMake *m, size_t i)
{
	const Command *c = &m->cmds[i];
	const char *n = c->name;
	m->s->anchor = build_line_start(m->s->f, c->begin);
	queue_named(m, c);
	if (strcmp(n, "project") == 0) {
		do_project(m, i);
	} else if (strcmp(n, "enable_language") == 0 || strcmp(n, "check_language") == 0) {
		for (size_t k = 0; k < c->nargs; k++)
			if (lang_cuda(m, &c->args[k])) {
				edit_add(m->s->f, c->args[k].begin, c->args[k].end, "CXX");
				m->s->cuda = true;
				if (n[0] == 'e')
					find_cuport_after(m, c);
			}
	} else if (strcmp(n, "find_package") == 0) {
		do_find_package(m, i);
	} else if (strcmp(n, "set") == 0 || strcmp(n, "string") == 0 || strcmp(n, "list") == 0) {
		do_set(m, i);
	} else if (strcmp(n, "file") == 0 && c->nargs >= 3 && str_starts(arg_text(m, &c->args[0]), "GLOB")) {
		for (size_t k = 2; k < c->nargs; k++)
			if (build_rename_cu(m->s->u->arena, m->s->f->text + c->args[k].cbegin,
					    c->args[k].cend - c->args[k].cbegin))
				strlist_push(&m->cu_vars, arg_text(m, &c->args[1]));
	} else if (strcmp(n, "target_compile_options") == 0 ||
		   strcmp(n, "add_compile_options") == 0) {
		do_compile_options(m, i);
	} else if (strcmp(n, "set_target_properties") == 0) {
		do_target_properties(m, i);
	} else if (strcmp(n, "set_property") == 0) {
		do_set_property(m, i);
	} else if (strcmp(n, "add_executable") == 0 || strcmp(n, "add_library") == 0 ||
		   strcmp(n, "cuda_add_executable") == 0 || strcmp(n, "cuda_add_library") == 0) {
		do_target(m, i);
	} else if (strcmp(n, "target_link_libraries") == 0 || strcmp(n, "link_libraries") == 0) {
		do_link_libraries(m, i);
	} else if (str_starts(n, "cuda_")) {
		do_findcuda(m, i);
	}
	if (m->skip[i])
		return;
	/* LANGUAGE CUDA on sources, LINKER_LANGUAGE CUDA on targets */
	for (size_t k = 0; k + 1 < c->nargs; k++)
		if ((arg_is(m, &c->args[k], "LANGUAGE") || arg_is(m, &c->args[k], "LINKER_LANGUAGE")) &&
		    lang_cuda(m, &c->args[k + 1]) &&
		    !has_edit(m->s->f, c->args[k + 1].begin, c->args[k + 1].end)) {
			edit_add(m->s->f, c->args[k + 1].begin, c->args[k + 1].end, "CXX");
			m->s->cuda = true;
		}
	for (size_t k = 0; k < c->nargs; k++) {
		map_lang_and_id(m, &c->args[k]);
		map_names(m, c->args[k].cbegin, c->args[k].cend);
	}
}

void cmake_migrate(BuildRun *b, Script *s)
{
	CMake m = {.b = b, .s = s};
	read_cmake(&m);
	m.skip = xcalloc(m.n + 1, sizeof *m.skip);
	survey(&m);
	for (size_t i = 0; i < m.n; i++)
		migrate_command(&m, i);
	for (size_t i = 0; i < m.n; i++)
		free(m.cmds[i].args);
	free(m.cmds);
	free(m.skip);
	strlist_free(&m.cu_vars);
	strlist_free(&m.plain_targets);
	strlist_free(&m.keyword_targets);
	strlist_free(&m.runtime_targets);
}

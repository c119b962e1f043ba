/*
 * The build-script pass: which scripts are migrated, in which order, and the services the
 * two rewriters share. It runs once per tree, after every unit, because a script belongs
 * to no one unit. The scripts taken are those beside the units' sources and in the
 * directories above them up to --in-root (a CMakeLists.txt, a Makefile), then whatever a
 * migrated script names (an included makefile, an add_subdirectory, a CMake module
 * directory), each once, in the order found, so a run is deterministic. Every script
 * taken is written to the out-root, migrated when it builds CUDA code and as it was
 * otherwise, since the out-root's build needs both. When none of them builds CUDA code,
 * generate.c writes one from the compile database.
 */
#include "build.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>

static bool is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

void build_queue(BuildRun *b, const char *path, ScriptKind kind)
{
	if (!path_is_source(b->run->opt, path) || !is_file(path) ||
	    strlist_contains(&b->queued, path))
		return;
	strlist_push(&b->queued, path);
	if (b->queued.len > b->capkinds) {
		b->capkinds = b->queued.cap;
		b->kinds = xrealloc(b->kinds, b->capkinds * sizeof *b->kinds);
	}
	b->kinds[b->queued.len - 1] = kind;
}

/* The scripts in dir: a CMakeLists.txt, and the makefile make would read there. */
static void queue_dir(BuildRun *b, const char *dir)
{
	char *cm = xasprintf("%s/CMakeLists.txt", dir);
	build_queue(b, cm, SCRIPT_CMAKE);
	free(cm);
	static const char *const makefiles[] = {"GNUmakefile", "makefile", "Makefile"};
	for (size_t i = 0; i < countof(makefiles); i++) {
		char *mk = xasprintf("%s/%s", dir, makefiles[i]);
		bool found = is_file(mk);
		build_queue(b, mk, SCRIPT_MAKE);
		free(mk);
		if (found)
			break;
	}
}

/* The directories of the units' sources, nearest first, then those above them. */
static void queue_seeds(BuildRun *b)
{
	const char *in = b->run->opt->in_root;
	for (size_t i = 0; i < b->db->len; i++) {
		if (!path_is_source(b->run->opt, b->db->items[i].file))
			continue;
		char *dir = path_dirname(b->db->items[i].file);
		for (;;) {
			queue_dir(b, dir);
			if (strcmp(dir, in) == 0 || !path_is_under(dir, in))
				break;
			char *up = path_dirname(dir);
			free(dir);
			dir = up;
		}
		free(dir);
	}
}

/* ---- services ---- */

unsigned build_line_start(const EditFile *f, unsigned offset)
{
	while (offset > 0 && f->text[offset - 1] != '\n')
		offset--;
	return offset;
}

void build_diag(Script *s, int id, unsigned offset, ...)
{
	unsigned line = 1, col = 1;
	for (unsigned i = 0; i < offset && i < s->f->len; i++) {
		if (s->f->text[i] == '\n')
			line++, col = 1;
		else
			col++;
	}
	va_list ap;
	va_start(ap, offset);
	diag_vadd(&s->u->diags, s->u->arena, &s->u->run->opt->suppress, id, s->f->path, line,
		  col, ap);
	va_end(ap);
}

static bool ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

/* Whether p[i] starts a ".cu" that ends a name. */
static bool cu_at(const char *p, size_t n, size_t i)
{
	return i + 3 <= n && p[i] == '.' && p[i + 1] == 'c' && p[i + 2] == 'u' &&
	       (i + 3 == n || !ident_char(p[i + 3]));
}

bool build_is_cu(const char *p, size_t n)
{
	return n >= 3 && cu_at(p, n, n - 3);
}

char *build_rename_cu(Arena *a, const char *p, size_t n)
{
	Buf out = {0};
	size_t from = 0;
	for (size_t i = 0; i < n; i++) {
		if (!cu_at(p, n, i))
			continue;
		buf_append(&out, p + from, i - from);
		buf_puts(&out, ".cpp");
		from = i + 3;
	}
	if (!from)
		return NULL;
	buf_append(&out, p + from, n - from);
	char *s = arena_strndup(a, out.data, out.len);
	buf_free(&out);
	return s;
}

/* CUDA's libraries, as -l and CUDA:: name them; replaced: the cuport runtime stands in (NVTX
 * included: its calls become the runtime's cuportNvtx*; cuRAND: cuportRand*). */
static const struct {
	const char *name;
	bool replaced;
} cuda_libraries[] = {
	{"cudart", true}, {"cudart_static", true}, {"cudadevrt", true}, {"cuda", true},
	{"cuda_driver", true}, {"cublas", true}, {"cublasLt", false}, {"cufft", true},
	{"cufftw", false}, {"cufft_static", true}, {"curand", true}, {"cusparse", true},
	{"cusolver", false}, {"nvrtc", false}, {"nvToolsExt", true}, {"nvtx3", true},
	{"nvidia-ml", false}, {"nvml", false}, {"nvjpeg", false}, {"cudnn", false},
	{"cupti", false}, {"nvblas", false}, {"culibos", false}, {"cublas_static", true},
	{"curand_static", true}, {"cusparse_static", true}, {"nvJitLink", false},
};

bool build_is_cuda_library(const char *name)
{
	if (str_starts(name, "npp"))
		return true;
	for (size_t i = 0; i < countof(cuda_libraries); i++)
		if (strcmp(cuda_libraries[i].name, name) == 0)
			return true;
	return false;
}

bool build_runtime_replaces(const char *name)
{
	for (size_t i = 0; i < countof(cuda_libraries); i++)
		if (strcmp(cuda_libraries[i].name, name) == 0)
			return cuda_libraries[i].replaced;
	return false;
}

void build_delete_word(Script *s, Word w)
{
	const char *t = s->f->text;
	unsigned from = w.begin;
	while (from > 0 && (t[from - 1] == ' ' || t[from - 1] == '\t'))
		from--;
	/* the only word of a continuation line: the line goes, backslash before it included,
	 * unless more of the statement follows it */
	unsigned after = w.end;
	while (after < s->f->len && (t[after] == ' ' || t[after] == '\t'))
		after++;
	if (from > 1 && t[from - 1] == '\n' && t[from - 2] == '\\' &&
	    (after == s->f->len || t[after] == '\n')) {
		unsigned b = from - 2;
		while (b > 0 && (t[b - 1] == ' ' || t[b - 1] == '\t'))
			b--;
		edit_add(s->f, b, w.end, "");
		return;
	}
	if (from > 0 && t[from - 1] != '\n' && t[from - 1] != '(' && t[from - 1] != '"')
		edit_add(s->f, from, w.end, "");
	else
		edit_add(s->f, w.begin, w.end, "");
}

/* -I of the CUDA toolkit's headers: -I$(CUDA_PATH)/include, -I/usr/local/cuda/include. */
static bool cuda_include(const char *flag, const char *path)
{
	if (!(str_starts(flag, "-I") || str_starts(flag, "-isystem")))
		return false;
	size_t n = strlen(path);
	while (n && path[n - 1] == '/')
		n--;
	if (n < 7 || strncmp(path + n - 7, "include", 7) != 0)
		return false;
	for (size_t i = 0; i + 4 <= n; i++)
		if (strncasecmp(path + i, "cuda", 4) == 0)
			return true;
	return false;
}

/* -l of a CUDA library: the runtime's flags, or kept and reported. */
static bool library_word(Script *s, Word w, const char *text, const char *libs_text,
			 unsigned anchor)
{
	if (!str_starts(text, "-l") || !build_is_cuda_library(text + 2))
		return false;
	if (!build_runtime_replaces(text + 2))
		build_diag(s, DIAG_BUILD_CUDA_LIBRARY, anchor, text + 2);
	else if (libs_text)
		edit_add(s->f, w.begin, w.end, libs_text);
	else
		build_delete_word(s, w);
	return true;
}

/* An argument file a command names (nvcc's --options-file, a response file @F) goes to the
 * out-root beside the script, its nvcc flags translated as the command's are. */
static void argument_file(Script *s, const char *name, bool nvcc)
{
	const Options *o = s->u->run->opt;
	char *path = path_absolute(name, s->dir);
	size_t len;
	char *text = path_is_source(o, path) ? input_read_file(path, &len) : NULL;
	if (!text) {
		free(path);
		return;
	}
	Buf out = {0};
	StrList words = {0};
	Err e;
	if (!nvcc || compdb_shell_split(text, &words, &e) < 0) {
		buf_append(&out, text, len);
	} else {
		HostFlag *fl;
		size_t n = flags_for_host(words.items, words.len, &fl);
		for (size_t i = 0; i < n; i++) {
			const HostFlag *h = &fl[i];
			if (h->fate == HOSTFLAG_DROP) {
				build_diag(s, DIAG_BUILD_NVCC_FLAG_DROPPED, s->anchor, words.items[h->first]);
				continue;
			}
			for (size_t k = 0; k < (h->text ? 1 : h->count); k++) {
				const char *w = h->text ? h->text : words.items[h->first + k];
				/* quoted for the host compiler's reading of @file */
				buf_printf(&out, "%s'", out.len ? " " : "");
				for (const char *c = w; *c; c++)
					buf_printf(&out, *c == '\'' ? "'\\''" : "%c", *c);
				buf_puts(&out, "'");
			}
		}
		buf_puts(&out, "\n");
		flags_for_host_free(fl, n);
	}
	char *dest = path_map_output(path, o->in_root, o->out_root, OUT_HOST);
	bool seen = false;
	for (size_t i = 0; i < s->u->noutputs && !seen; i++)
		seen = strcmp(s->u->outputs[i].path, dest) == 0;
	if (!seen)
		PUSH(s->u->outputs, s->u->noutputs, s->u->capoutputs,
		     ((Output){arena_strdup(s->u->arena, dest), out, false,
			    arena_strdup(s->u->arena, path)}));
	else
		buf_free(&out);
	free(dest);
	strlist_free(&words);
	free(text);
	free(path);
}

size_t build_translate_flags(Script *s, const Word *words, size_t n, bool report_unknown,
			     const char *libs_text, bool *changed)
{
	Arena *a = s->u->arena;
	unsigned anchor = s->anchor;
	char **text = xcalloc(n + 1, sizeof *text);
	for (size_t i = 0; i < n; i++)
		text[i] = arena_strndup(a, s->f->text + words[i].begin,
					words[i].end - words[i].begin);
	HostFlag *fl;
	size_t nfl = flags_for_host(text, n, &fl), kept = 0;
	bool libs_done = false;
	for (size_t i = 0; i < nfl; i++) {
		const HostFlag *h = &fl[i];
		Word first = words[h->first], last = words[h->first + h->count - 1];
		switch (h->fate) {
		case HOSTFLAG_DROP: {
			Buf spelled = {0};
			for (size_t k = 0; k < h->count; k++)
				buf_printf(&spelled, "%s%s", k ? " " : "", text[h->first + k]);
			build_diag(s, DIAG_BUILD_NVCC_FLAG_DROPPED, anchor, spelled.data);
			buf_free(&spelled);
			for (size_t k = 0; k < h->count; k++)
				build_delete_word(s, words[h->first + k]);
			*changed = true;
			continue;
		}
		case HOSTFLAG_REPLACE:
			edit_add(s->f, first.begin, last.end, arena_strdup(a, h->text));
			if (h->text[0] == '@')
				argument_file(s, h->text + 1, true);
			*changed = true;
			break;
		case HOSTFLAG_UNKNOWN:
			if (report_unknown)
				build_diag(s, DIAG_BUILD_FLAG_UNKNOWN, anchor, text[h->first]);
			break;
		case HOSTFLAG_KEEP:
			if (text[h->first][0] == '@' && text[h->first][1])
				argument_file(s, text[h->first] + 1, false);
			if (cuda_include(text[h->first], h->count == 2 ? text[h->first + 1]
					 : text[h->first])) {
				build_diag(s, DIAG_BUILD_CUDA_INCLUDE_DROPPED, anchor, text[h->first]);
				for (size_t k = 0; k < h->count; k++)
					build_delete_word(s, words[h->first + k]);
				*changed = true;
				continue;
			}
			if (h->count == 1 &&
			    library_word(s, first, text[h->first], libs_done ? NULL : libs_text,
					 anchor)) {
				*changed = true;
				libs_done |= build_runtime_replaces(text[h->first] + 2);
				continue;
			}
			break;
		}
		kept++;
	}
	flags_for_host_free(fl, nfl);
	free(text);
	return kept;
}

void build_comment_diags(Script *s)
{
	/* a comment goes above everything else inserted at the start of its line (the "# "
	 * that comments a CMake command out, say): it is ordered first */
	for (size_t i = 0; i < s->f->nedits; i++)
		s->f->edits[i].order += (unsigned)s->u->diags.len;
	for (size_t i = 0; i < s->u->diags.len; i++) {
		const Diag *d = &s->u->diags.items[i];
		if (!d->line || strcmp(d->file, s->f->path) != 0)
			continue;
		char tag[64];
		diag_tag(d, tag, sizeof tag);
		unsigned at = edit_offset(s->f, d->line, 1), ind = at;
		/* CMake comments take the line's indent; in a makefile an indented one would be
		 * a recipe line */
		while (s->kind == SCRIPT_CMAKE && ind < s->f->len &&
		       (s->f->text[ind] == ' ' || s->f->text[ind] == '\t'))
			ind++;
		edit_add(s->f, at, at, arena_printf(s->u->arena, "%.*s# %s: %s\n", (int)(ind - at),
						    s->f->text + at, tag, d->message));
		s->f->edits[s->f->nedits - 1].order = (unsigned)i;
	}
}

/* ---- the pass ---- */

Unit *build_new_unit(BuildRun *b, const char *path)
{
	PUSH(b->units, b->nunits, b->capunits, ((Unit){0}));
	Unit *u = &b->units[b->nunits - 1];
	u->arena = arena_new();
	u->run = b->run;
	u->src = arena_strdup(u->arena, path);
	return u;
}

/* Numbers the diagnostics, comments them into the script and writes it. */
static void finish(BuildRun *b, Unit *u, ScriptKind kind)
{
	const Options *o = b->run->opt;
	diag_finish(&u->diags);
	annotate_line_stats(u);
	for (size_t i = 0; i < u->nfiles; i++) {
		EditFile *f = &u->files[i];
		Script s = {.u = u, .f = f, .kind = kind};
		build_comment_diags(&s);
		Buf out = {0};
		Err e;
		if (edit_apply(f, &out, &e) < 0)
			err_die("%s", e.msg);
		char *path = path_map_output(f->path, o->in_root, o->out_root, OUT_HOST);
		PUSH(u->outputs, u->noutputs, u->capoutputs,
		     ((Output){arena_strdup(u->arena, path), out, false, f->path}));
		free(path);
	}
	/* the scripts read so far are inputs: none may be replaced by an output */
	for (size_t k = 0; k < b->queued.len; k++)
		output_add_input(b->queued.items[k]);
	OutputTxn t = {0};
	Err e;
	int rc = 0;
	for (size_t i = 0; i < u->noutputs && !o->analysis && rc == 0; i++) {
		Output *out = &u->outputs[i];
		if (output_guard(out->path, &e) < 0)
			rc = -1, u->unsafe = true;
		else
			rc = output_stage(&t, out->path, out->data.data ? out->data.data : "",
					  out->data.len, &e);
	}
	if (rc < 0)
		output_abort(&t);
	else
		rc = output_commit(&t, &e);
	if (rc < 0) {
		unit_diag_at(u, DIAG_OUTPUT_FAILED, u->src, 0, 0, e.msg);
		u->failed = u->write_failed = true;
	}
	for (size_t i = 0; i < u->diags.len; i++)
		if (!o->quiet || diag_info(u->diags.items[i].id)->kind == KIND_ERROR)
			diag_format(&u->console, &u->diags.items[i], b->run->color);
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Migrates queued script i; returns whether it builds CUDA code. */
static bool migrate_script(BuildRun *b, size_t i)
{
	double t0 = now();
	const char *path = b->queued.items[i];
	Unit *u = build_new_unit(b, path);
	EditFile *f = unit_file(u, path);
	if (!f) {
		unit_diag_at(u, DIAG_SOURCE_UNREADABLE, path, 0, 0, "cannot read it");
		u->failed = true;
		finish(b, u, b->kinds[i]);
		return false;
	}
	char *dir = path_dirname(path);
	Script s = {.u = u, .f = f, .dir = arena_strdup(u->arena, dir), .kind = b->kinds[i]};
	free(dir);
	if (s.kind == SCRIPT_MAKE)
		make_migrate(b, &s);
	else
		cmake_migrate(b, &s);
	finish(b, u, s.kind);
	u->seconds = now() - t0;
	return s.cuda;
}

size_t build_migrate(Run *run, const CompDb *db, Unit **units)
{
	BuildRun b = {.run = run, .db = db};
	queue_seeds(&b);
	bool cuda = false;
	for (size_t i = 0; i < b.queued.len; i++)
		cuda |= migrate_script(&b, i);
	size_t scripts = b.nunits;
	if (!cuda) {
		generate_makefile(&b);
		if (b.nunits > scripts)
			finish(&b, &b.units[b.nunits - 1], SCRIPT_MAKE);
	}
	strlist_free(&b.queued);
	free(b.kinds);
	for (size_t i = 0; i < b.ninherit; i++) {
		free(b.inherit[i].path);
		strlist_free(&b.inherit[i].nvcc_vars);
		strlist_free(&b.inherit[i].flag_vars);
	}
	free(b.inherit);
	*units = b.units;
	return b.nunits;
}

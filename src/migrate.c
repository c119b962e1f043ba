/*
 * The pipeline for one translation unit, as a list of passes:
 *
 *   translate flags -> parse -> collect -> emit kernels -> emit host -> number the
 *   diagnostics -> count the lines -> keep the original lines (--keep-original-code) ->
 *   place the comments -> assemble the outputs -> guard -> write (not in --analysis-mode)
 *
 * A unit either writes all its outputs or none: outputs are assembled in memory and
 * written only when the unit had no error and no output would land on an input. What the
 * unit prints goes to u->console, which main.c flushes in unit order so -j output is
 * deterministic.
 */
#include "cuport.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void unit_diag_at(Unit *u, int id, const char *file, unsigned line, unsigned col, ...)
{
	va_list ap;
	va_start(ap, col);
	diag_vadd(&u->diags, u->arena, &u->run->opt->suppress, id, file, line, col, ap);
	va_end(ap);
}

const char *unit_cxfile_path(Unit *u, CXFile f)
{
	char *name = arena_cxstring(u->arena, clang_getFileName(f));
	char *abs = path_absolute(name, u->cc->directory);
	const char *copy = arena_strdup(u->arena, abs);
	free(abs);
	return copy;
}

void unit_diag(Unit *u, int id, CXSourceLocation loc, ...)
{
	CXFile f;
	unsigned line = 0, col = 0;
	clang_getExpansionLocation(loc, &f, &line, &col, NULL);
	const char *file = u->src;
	if (f)
		file = unit_cxfile_path(u, f);
	else
		line = col = 0;
	va_list ap;
	va_start(ap, loc);
	diag_vadd(&u->diags, u->arena, &u->run->opt->suppress, id, file, line, col, ap);
	va_end(ap);
}

void unit_count_api(Unit *u, const char *name, bool migrated)
{
	ApiUse *use = NULL;
	for (size_t i = 0; i < u->napis && !use; i++)
		if (strcmp(u->apis[i].name, name) == 0)
			use = &u->apis[i];
	if (!use) {
		if (u->napis == u->capapis) {
			u->capapis = u->capapis ? u->capapis * 2 : 16;
			u->apis = xrealloc(u->apis, u->capapis * sizeof *u->apis);
		}
		use = &u->apis[u->napis++];
		*use = (ApiUse){.name = arena_strdup(u->arena, name)};
	}
	if (migrated)
		use->migrated++;
	else
		use->not_migrated++;
}

EditFile *unit_file(Unit *u, const char *path)
{
	for (size_t i = 0; i < u->nfiles; i++)
		if (strcmp(u->files[i].path, path) == 0)
			return &u->files[i];
	size_t len;
	char *text = read_file(path, &len);
	if (!text)
		return NULL;
	if (u->nfiles == u->capfiles) {
		u->capfiles = u->capfiles ? u->capfiles * 2 : 8;
		u->files = xrealloc(u->files, u->capfiles * sizeof *u->files);
	}
	EditFile *f = &u->files[u->nfiles++];
	*f = (EditFile){.path = arena_strdup(u->arena, path),
			.text = arena_strndup(u->arena, text, len), .len = len};
	free(text);
	return f;
}

/* Start of the line holding off, moved up past preprocessor continuation lines so that a
 * comment never lands inside a multi-line macro definition. */
static unsigned statement_line_start(const EditFile *f, unsigned off)
{
	unsigned start = off;
	while (start > 0 && f->text[start - 1] != '\n')
		start--;
	while (start >= 2 && f->text[start - 2] == '\\') {
		start--;
		while (start > 0 && f->text[start - 1] != '\n')
			start--;
	}
	return start;
}

/* Each diagnostic in a file we write gets "// CUPORTid:N: message" above its line. */
static void place_comments(Unit *u)
{
	for (size_t i = 0; i < u->diags.len; i++) {
		const Diag *d = &u->diags.items[i];
		if (!d->line || d->in_kernels || !path_is_under(d->file, u->run->opt->in_root))
			continue;
		EditFile *f = unit_file(u, d->file);
		if (!f)
			continue;
		char tag[64];
		diag_tag(d, tag, sizeof tag);
		unsigned start = statement_line_start(f, edit_offset(f, d->line, 1));
		edit_insert_line_above(f, u->arena, start,
				       arena_printf(u->arena, "// %s: %s", tag, d->message));
	}
}

/* ---- statistics and --keep-original-code: both read the planned edits ---- */

static unsigned line_start(const EditFile *f, unsigned off)
{
	while (off > 0 && f->text[off - 1] != '\n')
		off--;
	return off;
}

/* Offset just past the line holding off (past its newline). */
static unsigned line_end(const EditFile *f, unsigned off)
{
	while (off < f->len && f->text[off] != '\n')
		off++;
	return off < f->len ? off + 1 : off;
}

/* New lines added whole (an #include, the embedded program) change no original line. */
static bool adds_lines_only(const EditFile *f, const Edit *e)
{
	size_t n = strlen(e->text);
	return e->begin == e->end && line_start(f, e->begin) == e->begin && n &&
	       e->text[n - 1] == '\n';
}

/* Whole lines cut out (device code that went into the .cl): nothing is left to annotate. */
static bool deletes_lines_only(const EditFile *f, const Edit *e)
{
	return e->end > e->begin && !*e->text && line_start(f, e->begin) == e->begin &&
	       (e->end == f->len || line_start(f, e->end) == e->end);
}

/* The original lines an edit changes, as [first line start, past the last line). */
static void edit_lines(const EditFile *f, const Edit *e, unsigned *b, unsigned *end)
{
	*b = line_start(f, e->begin);
	unsigned last = e->end > e->begin ? e->end - 1 : e->begin;
	if (e->end > e->begin && e->end == line_start(f, e->end) && last >= *b &&
	    f->text[last] == '\n')
		*end = e->end;  /* the edit ends with a newline: that line ends there */
	else
		*end = line_end(f, last);
}

static unsigned count_lines(const char *s, size_t len)
{
	unsigned n = 0;
	for (size_t i = 0; i < len; i++)
		n += s[i] == '\n';
	return n + (len && s[len - 1] != '\n');
}

/* Lines of the original that some edit changes: rewritten in place, or moved into the .cl
 * (device code is cut out of the host file line by line). */
static unsigned migrated_lines(const EditFile *f)
{
	unsigned char *mark = xcalloc(f->len + 1, 1);
	for (size_t i = 0; i < f->nedits; i++) {
		const Edit *e = &f->edits[i];
		if (adds_lines_only(f, e))
			continue;
		unsigned b, end;
		edit_lines(f, e, &b, &end);
		for (unsigned p = b; p < end; p = line_end(f, p))
			mark[p] = 1;
	}
	unsigned n = 0;
	for (size_t p = 0; p <= f->len; p++)
		n += mark[p];
	free(mark);
	return n;
}

static void count_file_lines(Unit *u)
{
	u->fstats = arena_alloc(u->arena, (u->nfiles + 1) * sizeof *u->fstats);
	for (size_t i = 0; i < u->nfiles; i++) {
		const EditFile *f = &u->files[i];
		u->fstats[u->nfstats++] = (FileStats){f->path, count_lines(f->text, f->len),
						      migrated_lines(f)};
	}
}

static int edit_cmp_begin(const void *pa, const void *pb)
{
	const Edit *a = pa, *b = pb;
	return a->begin != b->begin ? (a->begin < b->begin ? -1 : 1) : 0;
}

/* "// CUDA: <line>" for each original line of [b, end), with the line's own indent. A
 * trailing backslash is dropped: it would continue the comment onto the next line. */
static const char *original_lines(Unit *u, const EditFile *f, unsigned b, unsigned end)
{
	Buf out = {0};
	for (unsigned p = b; p < end;) {
		unsigned e = line_end(f, p), t = e;
		while (t > p && strchr(" \t\r\n\\", f->text[t - 1]))
			t--;
		unsigned ind = p;
		while (ind < t && (f->text[ind] == ' ' || f->text[ind] == '\t'))
			ind++;
		buf_printf(&out, "%.*s// CUDA: %.*s\n", (int)(ind - p), f->text + p,
			   (int)(t - ind), f->text + ind);
		p = e;
	}
	const char *s = arena_strndup(u->arena, out.data ? out.data : "", out.len);
	buf_free(&out);
	return s;
}

/* --keep-original-code: above each run of rewritten lines, the original lines as comments.
 * Runs are merged over edits that share lines, so the comment never lands inside another
 * edit, and start at the top of a multi-line #define (a comment inside one would end it).
 * Lines only deleted (device code moved into the .cl) get no comment. */
static void keep_original(Unit *u, EditFile *f)
{
	size_t n = f->nedits;
	Edit *sorted = xmalloc((n + 1) * sizeof *sorted);
	memcpy(sorted, f->edits, n * sizeof *sorted);
	qsort(sorted, n, sizeof *sorted, edit_cmp_begin);
	bool open = false;
	unsigned rb = 0, re = 0;
	for (size_t i = 0; i <= n; i++) {
		const Edit *e = i < n ? &sorted[i] : NULL;
		if (e && (adds_lines_only(f, e) || deletes_lines_only(f, e)))
			continue;
		unsigned b = 0, end = 0;
		if (e) {
			edit_lines(f, e, &b, &end);
			b = statement_line_start(f, b);
		}
		if (open && e && b < re) {
			if (end > re)
				re = end;
			continue;
		}
		if (open)
			edit_add(f, rb, rb, original_lines(u, f, rb, re));
		open = e != NULL;
		rb = b;
		re = end;
	}
	free(sorted);
}

static void add_output(Unit *u, const char *path, Buf data, bool shared)
{
	if (u->noutputs == u->capoutputs) {
		u->capoutputs = u->capoutputs ? u->capoutputs * 2 : 4;
		u->outputs = xrealloc(u->outputs, u->capoutputs * sizeof *u->outputs);
	}
	u->outputs[u->noutputs++] = (Output){arena_strdup(u->arena, path), data, shared};
}

/* Every file the unit writes is loaded, edited or not. */
static void load_inputs(Unit *u)
{
	unit_file(u, u->src);
	for (size_t i = 0; i < u->includes.len; i++)
		unit_file(u, u->includes.items[i]);
}

/* The host file and the headers under in-root, edited; the kernels file when there is one. */
static void assemble(Unit *u)
{
	const Options *o = u->run->opt;
	Err e;
	for (size_t i = 0; i < u->nfiles; i++) {
		EditFile *f = &u->files[i];
		Buf out = {0};
		if (edit_apply(f, &out, &e) < 0)
			die_internal("%s", e.msg);
		char *path = path_map_output(f->path, o->in_root, o->out_root, OUT_HOST);
		add_output(u, path, out, strcmp(f->path, u->src) != 0);
		free(path);
	}
	if (u->kernels.len) {
		char *path = path_map_output(u->src, o->in_root, o->out_root, OUT_KERNELS);
		add_output(u, path, u->kernels, false);
		free(path);
		u->kernels = (Buf){0};
	}
}

/* An output that would replace an input file fails the unit. */
static bool guard(Unit *u)
{
	const StrList *inputs = &u->run->inputs;
	for (size_t i = 0; i < u->noutputs; i++) {
		const char *out = u->outputs[i].path;
		bool bad = path_same_file(out, u->src);
		for (size_t k = 0; k < inputs->len && !bad; k++)
			bad = path_same_file(out, inputs->items[k]);
		for (size_t k = 0; k < u->includes.len && !bad; k++)
			bad = path_same_file(out, u->includes.items[k]);
		if (bad) {
			unit_diag_at(u, DIAG_OUTPUT_FAILED, u->src, 0, 0,
				     arena_printf(u->arena, "refusing to write '%s': it is an input "
				     "file; choose an --out-root outside the sources",
				     path_display(out)));
			return false;
		}
	}
	return true;
}

/* Writes the unit's own outputs (shared == false) or the headers it shares with other
 * units (shared == true). Shared ones are written by unit_write_shared, from the main
 * thread in database order, so the first unit in the database that includes a header is
 * the one that writes it, whatever -j is. */
static void write_outputs(Unit *u, bool shared)
{
	Err e;
	for (size_t i = 0; i < u->noutputs; i++) {
		Output *o = &u->outputs[i];
		if (o->shared != shared)
			continue;
		if (o->shared && !outputset_claim(&u->run->outputs, o->path))
			continue;
		if (write_file_atomic(o->path, o->data.data ? o->data.data : "", o->data.len,
				      &e) < 0) {
			unit_diag_at(u, DIAG_OUTPUT_FAILED, u->src, 0, 0, e.msg);
			u->failed = true;
			u->write_failed = true;
		}
	}
}

static void report(Unit *u)
{
	bool color = u->run->color;
	for (size_t i = 0; i < u->diags.len; i++) {
		const Diag *d = &u->diags.items[i];
		if (u->run->opt->quiet && diag_info(d->id)->kind != KIND_ERROR)
			continue;
		diag_format(&u->console, d, color);
	}
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The parse is by far the largest part of a unit (tens of MiB for a CUDA unit): it goes as
 * soon as the unit is done, so memory stays flat however many units a run has. What the
 * unit keeps for the reports (diagnostics, statistics, outputs, console text) does not
 * refer to it. */
static void release_parse(Unit *u)
{
	if (u->tu)
		clang_disposeTranslationUnit(u->tu);
	if (u->index)
		clang_disposeIndex(u->index);
	if (u->dtu)
		clang_disposeTranslationUnit(u->dtu);
	if (u->dindex)
		clang_disposeIndex(u->dindex);
	u->tu = NULL;
	u->index = NULL;
	u->dtu = NULL;
	u->dindex = NULL;
}

void migrate_unit(Unit *u)
{
	double t0 = now();
	u->arena = arena_new();
	flags_translate(&u->args, u->cc, u->run->tc, u->run->opt, &u->is_cuda);
	FILE *probe = fopen(u->src, "rb");
	if (!probe) {
		unit_diag_at(u, DIAG_SOURCE_UNREADABLE, u->src, 0, 0, strerror(errno));
		u->failed = true;
	} else {
		fclose(probe);
		if (parse_unit(u) == 0) {
			collect_unit(u);
			emit_kernels_for_unit(u);
			emit_host(u);
		}
	}
	if (diag_count_errors(&u->diags))
		u->failed = true;
	diag_finish(&u->diags);
	kernel_place_comments(u);
	if (!u->failed) {
		load_inputs(u);
		count_file_lines(u);
		if (u->run->opt->keep_original)
			for (size_t i = 0; i < u->nfiles; i++)
				keep_original(u, &u->files[i]);
		place_comments(u);
		assemble(u);
		if (!guard(u))
			u->failed = u->unsafe = true;
		else if (!u->run->opt->analysis)
			write_outputs(u, false);
	}
	report(u);
	release_parse(u);
	u->seconds = now() - t0;
}

void unit_write_shared(Unit *u)
{
	if (u->failed || u->unsafe || u->run->opt->analysis)
		return;
	size_t before = u->diags.len;
	write_outputs(u, true);
	/* a header that could not be written: its error joins the unit's console */
	for (size_t i = before; i < u->diags.len; i++) {
		u->diags.items[i].seq = 0;
		diag_format(&u->console, &u->diags.items[i], u->run->color);
	}
}

void unit_free(Unit *u)
{
	for (size_t i = 0; i < u->noutputs; i++)
		buf_free(&u->outputs[i].data);
	free(u->outputs);
	for (size_t i = 0; i < u->nfiles; i++)
		free(u->files[i].edits);
	free(u->files);
	free(u->funcs);
	free(u->vars);
	free(u->kinfo);
	free(u->launches);
	free(u->calls);
	free(u->apis);
	free(u->diags.items);
	strlist_free(&u->includes);
	strlist_free(&u->args);
	buf_free(&u->kernels);
	buf_free(&u->console);
	release_parse(u);
	arena_free(u->arena);
}

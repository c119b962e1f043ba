/*
 * The pipeline for one translation unit, as a list of passes:
 *
 *   translate flags -> parse -> collect -> emit kernels -> emit host -> number the
 *   diagnostics -> place their comments -> assemble the outputs -> guard -> write
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

static void add_output(Unit *u, const char *path, Buf data, bool shared)
{
	if (u->noutputs == u->capoutputs) {
		u->capoutputs = u->capoutputs ? u->capoutputs * 2 : 4;
		u->outputs = xrealloc(u->outputs, u->capoutputs * sizeof *u->outputs);
	}
	u->outputs[u->noutputs++] = (Output){arena_strdup(u->arena, path), data, shared};
}

/* The host file and the headers under in-root, edited; the kernels file when there is one. */
static void assemble(Unit *u)
{
	const Options *o = u->run->opt;
	Err e;
	unit_file(u, u->src);
	for (size_t i = 0; i < u->includes.len; i++)
		unit_file(u, u->includes.items[i]);
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

static void write_outputs(Unit *u)
{
	Err e;
	for (size_t i = 0; i < u->noutputs; i++) {
		Output *o = &u->outputs[i];
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
	u->tu = NULL;
	u->index = NULL;
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
			emit_kernels(u);
			emit_host(u);
		}
	}
	if (diag_count_errors(&u->diags))
		u->failed = true;
	diag_finish(&u->diags);
	kernel_place_comments(u);
	if (!u->failed) {
		place_comments(u);
		assemble(u);
		if (guard(u))
			write_outputs(u);
		else
			u->failed = u->unsafe = true;
	}
	report(u);
	release_parse(u);
	u->seconds = now() - t0;
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
	free(u->diags.items);
	strlist_free(&u->includes);
	strlist_free(&u->args);
	buf_free(&u->kernels);
	buf_free(&u->console);
	if (u->tu)
		clang_disposeTranslationUnit(u->tu);
	if (u->index)
		clang_disposeIndex(u->index);
	arena_free(u->arena);
}

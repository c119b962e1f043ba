/*
 * What a migrated file says about its original, worked out from the planned edits once a
 * unit's diagnostics are numbered: the "// CUPORTid:N: message" comment above each
 * diagnosed statement, the original lines as "// CUDA:" comments above each rewritten run
 * (--keep-original-code), and the per-file line statistics of the reports (lines changed
 * or moved into the .cl).
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

/* Start of the line holding off, moved up past preprocessor continuation lines so that a
 * comment never lands inside a multi-line macro definition. */
static unsigned statement_line_start(const EditFile *f, unsigned off)
{
	unsigned start = off;
	while (start > 0 && f->text[start - 1] != '\n')
		start--;
	while (str_continues_line(f->text, start)) {
		start--;
		while (start > 0 && f->text[start - 1] != '\n')
			start--;
	}
	return start;
}

/* Each diagnostic in a file we write gets "// CUPORTid:N: message" above its line. */
void annotate_diag_comments(Unit *u)
{
	for (size_t i = 0; i < u->diags.len; i++) {
		const Diag *d = &u->diags.items[i];
		if (!d->line || d->in_kernels || !path_is_source(u->run->opt, d->file))
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

void annotate_line_stats(Unit *u)
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
	if (n == 0)
		return;
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

void annotate_keep_original(Unit *u)
{
	for (size_t i = 0; i < u->nfiles; i++)
		keep_original(u, &u->files[i]);
}

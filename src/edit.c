/*
 * Text edits on one source file. Passes plan edits (replace a byte range, insert text)
 * without touching the text; edit_apply then sorts them and produces the new file in one
 * sweep, so offsets from the parse stay valid however many edits there are. Two edits that
 * overlap are a bug in the planning passes and are rejected, never merged silently.
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

void edit_add(EditFile *f, unsigned begin, unsigned end, const char *text)
{
	if (f->nedits == f->cap) {
		f->cap = f->cap ? f->cap * 2 : 32;
		f->edits = xrealloc(f->edits, f->cap * sizeof *f->edits);
	}
	f->edits[f->nedits] = (Edit){begin, end, text, (unsigned)f->nedits, false};
	f->nedits++;
}

void edit_add_closing(EditFile *f, unsigned at, const char *text)
{
	edit_add(f, at, at, text);
	f->edits[f->nedits - 1].closing = true;
}

unsigned edit_offset(const EditFile *f, unsigned line, unsigned col)
{
	size_t off = 0;
	for (unsigned l = 1; l < line && off < f->len; off++)
		if (f->text[off] == '\n')
			l++;
	off += col ? col - 1 : 0;
	return (unsigned)(off > f->len ? f->len : off);
}

void edit_insert_line_above(EditFile *f, Arena *a, unsigned offset, const char *line)
{
	unsigned start = offset;
	while (start > 0 && f->text[start - 1] != '\n')
		start--;
	unsigned ind = start;
	while (ind < f->len && (f->text[ind] == ' ' || f->text[ind] == '\t'))
		ind++;
	char *text = arena_printf(a, "%.*s%s\n", (int)(ind - start), f->text + start, line);
	edit_add(f, start, start, text);
}

static int edit_cmp(const void *pa, const void *pb)
{
	const Edit *a = pa, *b = pb;
	if (a->begin != b->begin)
		return a->begin < b->begin ? -1 : 1;
	/* At one offset, insertions go before the replacement that starts there. */
	bool ia = a->begin == a->end, ib = b->begin == b->end;
	if (ia != ib)
		return ia ? -1 : 1;
	/* closing insertions after the others, the last planned (innermost) first */
	if (a->closing != b->closing)
		return a->closing ? 1 : -1;
	if (a->closing)
		return a->order > b->order ? -1 : a->order < b->order;
	return a->order < b->order ? -1 : a->order > b->order;
}

int edit_apply_range(EditFile *f, unsigned begin, unsigned end, Buf *out, Err *e)
{
	if (f->nedits)
		qsort(f->edits, f->nedits, sizeof *f->edits, edit_cmp);
	size_t pos = begin;
	for (size_t i = 0; i < f->nedits; i++) {
		const Edit *ed = &f->edits[i];
		if (ed->begin < begin || ed->end > end)
			continue;
		if (ed->begin < pos || ed->end < ed->begin) {
			err_set(e, "%s: overlapping edits at byte %u", f->path, ed->begin);
			return -1;
		}
		buf_append(out, f->text + pos, ed->begin - pos);
		buf_puts(out, ed->text);
		pos = ed->end;
	}
	buf_append(out, f->text + pos, end - pos);
	return 0;
}

int edit_apply(EditFile *f, Buf *out, Err *e)
{
	for (size_t i = 0; i < f->nedits; i++)
		if (f->edits[i].end > f->len) {
			err_set(e, "%s: an edit ends past the end of the file", f->path);
			return -1;
		}
	return edit_apply_range(f, 0, (unsigned)f->len, out, e);
}

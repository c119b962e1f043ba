/*
 * Where each line of the .cl came from, so that what goes wrong in the .cl (the kernel
 * check's compile errors) is reported at a CUDA line.
 *
 * An instance is emitted by copying its definition's text and applying edits, so most of
 * its lines are source lines, some with tokens replaced, and a few are cuport's own (the
 * regenerated header, a prologue, diagnostic markers). Rather than asking every edit to
 * carry its origin, the instance's output is aligned with the definition's source lines
 * afterwards: a longest common subsequence of lines, compared without their indentation.
 * A matched line is its source line; an unmatched one (an edited line) counts on from the
 * matched line above it, never past the next matched one. The recorded lines are relative
 * to the code part of the .cl until kline_place knows where that part starts.
 */
#include "kernel.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Above this many cells the alignment is not worth its memory: lines count on from the
 * definition's first line instead. */
#define KLINE_MAX_CELLS (4u << 20)

typedef struct {
	uint64_t *hash;          /* of each line, without leading and trailing blanks */
	size_t n;
} Lines;

static uint64_t line_hash(const char *b, const char *e)
{
	while (b < e && (*b == ' ' || *b == '\t'))
		b++;
	while (e > b && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		e--;
	uint64_t h = 1469598103934665603ull;
	for (; b < e; b++)
		h = (h ^ (unsigned char)*b) * 1099511628211ull;
	return h;
}

/* The lines of [text, end); a last line without its newline counts. */
static Lines split_lines(const char *text, const char *end)
{
	Lines l = {0};
	size_t cap = 0;
	for (const char *p = text; p < end; ) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end;
		PUSH(l.hash, l.n, cap, line_hash(p, le));
		p = nl ? nl + 1 : end;
	}
	return l;
}

static unsigned line_of(const char *text, size_t off)
{
	unsigned line = 1;
	for (size_t i = 0; i < off; i++)
		line += text[i] == '\n';
	return line;
}

/* match[i]: the source line index output line i is aligned with, or -1. */
static void align(const Lines *o, const Lines *s, long *match)
{
	size_t m = o->n, n = s->n;
	for (size_t i = 0; i < m; i++)
		match[i] = -1;
	if (!m || !n || m * n > KLINE_MAX_CELLS)
		return;
	/* lcs[i][j]: the longest common subsequence of o[i..] and s[j..] */
	unsigned *lcs = xcalloc((m + 1) * (n + 1), sizeof *lcs);
#define LCS(i, j) lcs[(i) * (n + 1) + (j)]
	for (size_t i = m; i-- > 0; )
		for (size_t j = n; j-- > 0; )
			LCS(i, j) = o->hash[i] == s->hash[j] ? LCS(i + 1, j + 1) + 1
				  : LCS(i + 1, j) > LCS(i, j + 1) ? LCS(i + 1, j) : LCS(i, j + 1);
	for (size_t i = 0, j = 0; i < m && j < n; ) {
		if (o->hash[i] == s->hash[j] && LCS(i, j) == LCS(i + 1, j + 1) + 1)
			match[i++] = (long)j++;
		else if (LCS(i + 1, j) >= LCS(i, j + 1))
			i++;
		else
			j++;
	}
#undef LCS
	free(lcs);
}

static void add_line(Unit *u, unsigned cl_line, const char *file, unsigned line)
{
	PUSH(u->klines, u->nklines, u->capklines,
	     ((KernelLine){.cl_line = cl_line, .file = file, .line = line}));
}

void kline_instance(Unit *u, const Inst *in, const Buf *out, size_t at)
{
	EditFile *src = unit_file(u, in->file);
	if (!src || out->len <= at || in->end > src->len)
		return;
	/* the definition, with the comment lines above it that travel with the first instance */
	unsigned first = line_of(src->text, in->begin);
	unsigned from = first > 30 ? first - 30 : 1;
	const char *b = src->text;
	for (unsigned l = 1; l < from; l++)
		b = strchr(b, '\n') + 1;
	Lines s = split_lines(b, src->text + in->end);
	Lines o = split_lines(out->data + at, out->data + out->len);
	long *match = xmalloc((o.n ? o.n : 1) * sizeof *match);
	align(&o, &s, match);
	unsigned base = line_of(out->data, at) - 1;    /* lines of the code part before it */
	long prev_o = -1, prev_s = (long)(first - from) - 1;
	for (size_t i = 0; i < o.n; i++) {
		if (match[i] >= 0) {
			prev_o = (long)i;
			prev_s = match[i];
		}
		long next_s = (long)s.n;
		for (size_t k = i + 1; k < o.n && match[i] < 0; k++)
			if (match[k] >= 0) {
				next_s = match[k];
				break;
			}
		long sl = match[i] >= 0 ? match[i] : prev_s + ((long)i - prev_o);
		if (match[i] < 0 && sl >= next_s)
			sl = next_s > prev_s + 1 ? next_s - 1 : prev_s < 0 ? 0 : prev_s;
		if (sl < 0)
			sl = 0;
		add_line(u, base + (unsigned)i + 1, src->path, from + (unsigned)sl);
	}
	free(match);
	free(o.hash);
	free(s.hash);
}

void kline_place(Unit *u, size_t base)
{
	unsigned before = line_of(u->kernels.data ? u->kernels.data : "", base) - 1;
	for (size_t i = 0; i < u->nklines; i++)
		u->klines[i].cl_line += before;
}

/*
 * The diagnostics engine. Every message comes from the table in diag.def; a unit collects
 * its diagnostics in a list (deduplicated per line and ID, filtered by --suppress-warnings),
 * and when the unit is done they are sorted and numbered per file. The number N in
 * "CUPORT1042:N" is the same on the console line and in the comment inserted into the
 * output, so the two can be matched; numbering per file keeps it stable under -j.
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const DiagInfo table[] = {
#define DIAG(id, name, effort, kind, msg) {id, #name, EFFORT_##effort, KIND_##kind, msg},
#include "diag.def"
#undef DIAG
};

size_t diag_table(const DiagInfo **t)
{
	*t = table;
	return countof(table);
}

const DiagInfo *diag_info(int id)
{
	for (size_t i = 0; i < countof(table); i++)
		if (table[i].id == id)
			return &table[i];
	return NULL;
}

const char *diag_effort_name(Effort e)
{
	static const char *names[] = {"low", "medium", "high"};
	return names[e];
}

/* "1000-1010,1042" or "all". Whitespace around items is allowed. */
int diag_suppress_parse(Suppress *s, const char *spec, Err *e)
{
	const char *p = spec;
	while (*p) {
		while (*p == ' ' || *p == ',')
			p++;
		if (!*p)
			break;
		if (strncmp(p, "all", 3) == 0 && (p[3] == '\0' || p[3] == ',')) {
			s->all = true;
			p += 3;
			continue;
		}
		char *end;
		long lo = strtol(p, &end, 10), hi = lo;
		if (end == p)
			goto bad;
		p = end;
		if (*p == '-') {
			hi = strtol(++p, &end, 10);
			if (end == p || hi < lo)
				goto bad;
			p = end;
		}
		while (*p == ' ')
			p++;
		if (*p && *p != ',')
			goto bad;
		s->ranges = xrealloc(s->ranges, (s->len + 1) * sizeof *s->ranges);
		s->ranges[s->len].lo = (int)lo;
		s->ranges[s->len].hi = (int)hi;
		s->len++;
	}
	return 0;
bad:
	err_set(e, "--suppress-warnings: expected IDs or ranges like 1000-1010,1042, got '%s'",
		spec);
	return -1;
}

bool diag_suppress_has(const Suppress *s, int id)
{
	if (s->all)
		return true;
	for (size_t i = 0; i < s->len; i++)
		if (id >= s->ranges[i].lo && id <= s->ranges[i].hi)
			return true;
	return false;
}

void diag_vadd(DiagList *l, Arena *a, const Suppress *s, int id, const char *file,
	       unsigned line, unsigned col, va_list ap)
{
	const DiagInfo *info = diag_info(id);
	if (!info)
		err_die("diagnostic %d is not in the table", id);
	/* Errors cannot be silenced: they decide whether the unit is written. */
	if (s && info->kind != KIND_ERROR && diag_suppress_has(s, id))
		return;
	Buf msg = {0};
	buf_vprintf(&msg, info->format, ap);
	for (size_t i = 0; i < l->len; i++) {
		Diag *d = &l->items[i];
		if (d->id == id && d->line == line && strcmp(d->file, file) == 0 &&
		    strcmp(d->message, msg.data) == 0) {
			buf_free(&msg);
			return;
		}
	}
	if (l->len == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 16;
		l->items = xrealloc(l->items, l->cap * sizeof *l->items);
	}
	l->items[l->len++] = (Diag){
		.id = id,
		.file = arena_strdup(a, file),
		.line = line,
		.col = col,
		.message = arena_strndup(a, msg.data, msg.len),
	};
	buf_free(&msg);
}

void diag_add(DiagList *l, Arena *a, const Suppress *s, int id, const char *file,
	      unsigned line, unsigned col, ...)
{
	va_list ap;
	va_start(ap, col);
	diag_vadd(l, a, s, id, file, line, col, ap);
	va_end(ap);
}

static int diag_cmp(const void *pa, const void *pb)
{
	const Diag *a = pa, *b = pb;
	int c = strcmp(a->file, b->file);
	if (c)
		return c;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	if (a->col != b->col)
		return a->col < b->col ? -1 : 1;
	return a->id - b->id;
}

void diag_finish(DiagList *l)
{
	if (l->len > 1)
		qsort(l->items, l->len, sizeof *l->items, diag_cmp);
	unsigned seq = 0;
	for (size_t i = 0; i < l->len; i++) {
		if (i > 0 && strcmp(l->items[i].file, l->items[i - 1].file) != 0)
			seq = 0;
		l->items[i].seq = seq++;
	}
}

void diag_tag(const Diag *d, char *buf, size_t n)
{
	snprintf(buf, n, DIAG_PREFIX "%d:%u", d->id, d->seq);
}

void diag_format(Buf *out, const Diag *d, bool color)
{
	const DiagInfo *info = diag_info(d->id);
	bool err = info->kind == KIND_ERROR;
	const char *bold = color ? "\033[1m" : "", *reset = color ? "\033[0m" : "";
	const char *kc = !color ? "" : err ? "\033[1;31m"
		       : info->kind == KIND_NOTE ? "\033[1;36m" : "\033[1;35m";
	char tag[64];
	diag_tag(d, tag, sizeof tag);
	if (d->line)
		buf_printf(out, "%s%s:%u:%u:%s ", bold, path_display(d->file), d->line, d->col,
			   reset);
	else
		buf_printf(out, "%s%s:%s ", bold, path_display(d->file), reset);
	buf_printf(out, "%s%s:%s %s: %s\n", kc, diag_kind_name(info->kind), reset, tag,
		   d->message);
}

size_t diag_count_kind(const DiagList *l, DiagKind k)
{
	size_t n = 0;
	for (size_t i = 0; i < l->len; i++)
		n += diag_info(l->items[i].id)->kind == k;
	return n;
}

size_t diag_count_errors(const DiagList *l)
{
	return diag_count_kind(l, KIND_ERROR);
}

const char *diag_kind_name(DiagKind k)
{
	return k == KIND_ERROR ? "error" : k == KIND_NOTE ? "note" : "warning";
}

bool diag_use_color(FILE *f)
{
	const char *no = getenv("NO_COLOR");
	if (no && *no)
		return false;
	const char *term = getenv("TERM");
	if (term && strcmp(term, "dumb") == 0)
		return false;
	return isatty(fileno(f));
}

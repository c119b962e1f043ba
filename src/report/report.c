/*
 * The review report of a run, as a cJSON tree that is the JSON report itself. Each
 * finished unit adds, in database order so that -j changes nothing: its status and time,
 * its files with their line counts (lines cuport migrated, lines a diagnostic asks a person
 * to look at), every diagnostic with its place, its docs page and the code around it before
 * and after migration, and the CUDA names its host code used. Running totals beside the
 * tree feed the console summary, --analysis-mode and the summary written at the end.
 *
 * Paths in the report are relative to --in-root (inputs) or --out-root (outputs) when they
 * lie below them, so reports of two checkouts compare equal; files outside (system
 * headers) keep their absolute path.
 */
#include "report.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef CUPORT_SOURCE_DIR
#define CUPORT_SOURCE_DIR "."
#endif

/* Lines of context shown around a diagnostic, before and after migration. */
enum { CONTEXT_BEFORE = 2, CONTEXT_AFTER = 3 };

const char *report_diag_code(int id, char *buf, size_t n)
{
	snprintf(buf, n, DIAG_PREFIX "%d", id);
	return buf;
}

const char *report_diag_docs_page(int id, char *buf, size_t n)
{
	snprintf(buf, n, "docs/diagnostics/" DIAG_PREFIX "%d.md", id);
	return buf;
}

/* The pages installed beside the running cuport (<bin>/../share/cuport/docs/diagnostics). */
static bool installed_docs(char *buf, size_t n)
{
	char exe[4096];
	ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (len <= 0)
		return false;
	exe[len] = '\0';
	char *bin = path_dirname(exe);
	char *docs = path_absolute("../share/cuport/docs/diagnostics", bin);
	free(bin);
	struct stat st;
	bool ok = stat(docs, &st) == 0 && S_ISDIR(st.st_mode);
	if (ok)
		snprintf(buf, n, "file://%s", docs);
	free(docs);
	return ok;
}

/* CUPORT_DOCS_URL (a published copy of docs/diagnostics) wins; else the pages installed
 * with cuport, else those of the source tree it was built from, as file:// links a browser
 * or IDE opens. */
static void find_docs_base(char *buf, size_t n)
{
	const char *env = getenv("CUPORT_DOCS_URL");
	struct stat st;
	if (env && *env) {
		snprintf(buf, n, "%s", env);
		size_t len = strlen(buf);
		while (len > 0 && buf[len - 1] == '/')
			buf[--len] = '\0';
	} else if (installed_docs(buf, n)) {
		/* an installed cuport: <prefix>/share/cuport/docs/diagnostics */
	} else if (stat(CUPORT_SOURCE_DIR "/docs/diagnostics", &st) == 0) {
		char *abs = path_absolute(CUPORT_SOURCE_DIR "/docs/diagnostics", NULL);
		snprintf(buf, n, "file://%s", abs);
		free(abs);
	} else {
		snprintf(buf, n, "docs/diagnostics");
	}
}

char *report_docs_url(const Report *r, int id)
{
	return xasprintf("%s/" DIAG_PREFIX "%d.md", r->docs_base, id);
}

void report_dump_diagnostics(FILE *f)
{
	const DiagInfo *t;
	size_t n = diag_table(&t);
	cJSON *list = cJSON_CreateArray();
	for (size_t i = 0; i < n; i++) {
		char code[32], page[64];
		cJSON *d = cJSON_CreateObject();
		cJSON_AddNumberToObject(d, "id", t[i].id);
		cJSON_AddStringToObject(d, "code", report_diag_code(t[i].id, code, sizeof code));
		cJSON_AddStringToObject(d, "name", t[i].name);
		cJSON_AddStringToObject(d, "effort", diag_effort_name(t[i].effort));
		cJSON_AddStringToObject(d, "kind", diag_kind_name(t[i].kind));
		cJSON_AddStringToObject(d, "message", t[i].format);
		cJSON_AddStringToObject(d, "page", report_diag_docs_page(t[i].id, page, sizeof page));
		cJSON_AddItemToArray(list, d);
	}
	char *s = cJSON_Print(list);
	fprintf(f, "%s\n", s);
	cJSON_free(s);
	cJSON_Delete(list);
}

Report *report_new(const Options *o)
{
	Report *r = xcalloc(1, sizeof *r);
	const DiagInfo *t;
	r->opt = o;
	r->by_id = xcalloc(diag_table(&t), sizeof *r->by_id);
	find_docs_base(r->docs_base, sizeof r->docs_base);
	r->root = cJSON_CreateObject();
	cJSON *tool = cJSON_AddObjectToObject(r->root, "tool");
	cJSON_AddStringToObject(tool, "name", "cuport");
	cJSON_AddStringToObject(tool, "version", CUPORT_VERSION);
	cJSON_AddStringToObject(r->root, "inRoot", o->in_root);
	cJSON_AddStringToObject(r->root, "outRoot", o->out_root);
	cJSON_AddBoolToObject(r->root, "analysisMode", o->analysis);
	cJSON_AddStringToObject(r->root, "docs", r->docs_base);
	r->units = cJSON_AddArrayToObject(r->root, "units");
	return r;
}

void report_free(Report *r)
{
	if (!r)
		return;
	cJSON_Delete(r->root);
	for (size_t i = 0; i < r->nrows; i++) {
		free(r->rows[i].path);
		free(r->rows[i].manual);
	}
	free(r->rows);
	strlist_free(&r->seen);
	for (size_t i = 0; i < r->napis; i++)
		free(r->apis[i].name);
	free(r->apis);
	free(r->by_id);
	free(r);
}

/* A path as the report shows it: below root, relative to it; else as it is. */
static cJSON *path_json(const char *path, const char *root)
{
	if (!path_is_under(path, root) || strcmp(path, root) == 0)
		return cJSON_CreateString(path);
	char *rel = path_relative(path, root);
	cJSON *s = cJSON_CreateString(rel);
	free(rel);
	return s;
}

static void add_path(cJSON *obj, const char *key, const char *path, const char *root)
{
	cJSON_AddItemToObject(obj, key, path_json(path, root));
}

static double rounded(double seconds)
{
	return (double)(long long)(seconds * 1000.0 + 0.5) / 1000.0;
}

/* ---- the code around a diagnostic ---- */

static bool is_ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

/* Offset of the start of 1-based line `line` in text (len when past the end). */
static size_t line_offset(const char *text, size_t len, unsigned line)
{
	size_t off = 0;
	for (unsigned l = 1; l < line && off < len; off++)
		if (text[off] == '\n')
			l++;
	return off;
}

/* {"file", "line" (the one the diagnostic is about), "firstLine", "lines": [...]} */
static cJSON *snippet(const char *text, size_t len, unsigned line, unsigned before,
		      unsigned after)
{
	unsigned first = line > before ? line - before : 1;
	size_t off = line_offset(text, len, first);
	if (off >= len && len)
		return NULL;
	cJSON *s = cJSON_CreateObject();
	cJSON_AddNumberToObject(s, "line", line);
	cJSON_AddNumberToObject(s, "firstLine", first);
	cJSON *lines = cJSON_AddArrayToObject(s, "lines");
	for (unsigned l = first; l <= line + after && off < len; l++) {
		size_t e = off;
		while (e < len && text[e] != '\n')
			e++;
		char *one = xstrndup(text + off, e - off);
		cJSON_AddItemToArray(lines, cJSON_CreateString(one));
		free(one);
		off = e + 1;
	}
	return s;
}

static const EditFile *input_of(const Unit *u, const char *path)
{
	for (size_t i = 0; i < u->nfiles; i++)
		if (strcmp(u->files[i].path, path) == 0)
			return &u->files[i];
	return NULL;
}

/* needle where it starts a line's text: a comment, not a copy inside a string literal
 * (the host file embeds the .cl, comments included). */
static const char *comment_in(const char *text, const char *needle)
{
	for (const char *hit = strstr(text, needle); hit; hit = strstr(hit + 1, needle)) {
		const char *p = hit;
		while (p > text && (p[-1] == ' ' || p[-1] == '\t'))
			p--;
		if (p == text || p[-1] == '\n')
			return hit;
	}
	return NULL;
}

/* The output holding the diagnostic's comment "// CUPORTn:N: " and its line there: the
 * host file the source maps to first, then the unit's .cl (where device diagnostics are
 * commented). NULL when no output holds it (a failed unit, a file outside in-root). */
static const Output *find_comment(const Unit *u, const Diag *d, unsigned *line)
{
	char tag[64], needle[80];
	diag_tag(d, tag, sizeof tag);
	snprintf(needle, sizeof needle, "// %s: ", tag);
	char *want = path_map_output(d->file, u->run->opt->in_root, u->run->opt->out_root,
				     OUT_HOST);
	const Output *found = NULL;
	const char *hit = NULL;
	/* The .cl before the host file that embeds a copy of it as a string. */
	for (int pass = 0; pass < 2 && !found; pass++)
		for (size_t i = 0; i < u->noutputs && !found; i++) {
			const Output *o = &u->outputs[i];
			bool wanted = pass == 0 ? strcmp(o->path, want) == 0 : str_ends(o->path, ".cl");
			if (!o->data.data || !wanted)
				continue;
			if ((hit = comment_in(o->data.data, needle)))
				found = o;
		}
	free(want);
	if (found) {
		*line = 1;
		for (const char *p = found->data.data; p < hit; p++)
			*line += *p == '\n';
	}
	return found;
}

/* Whether the identifier [p, p + n) occurs as a whole word in [s, e). */
static bool has_word(const char *s, const char *e, const char *p, size_t n)
{
	for (const char *q = s; q + n <= e; q++)
		if (memcmp(q, p, n) == 0 && (q == s || !is_ident_char(q[-1])) &&
		    (q + n == e || !is_ident_char(q[n])))
			return true;
	return false;
}

/* How many identifiers of the original line [p, pe) the line [s, e) shares. */
static unsigned shared_words(const char *p, const char *pe, const char *s, const char *e)
{
	unsigned n = 0;
	while (p < pe) {
		if (!is_ident_char(*p) || (*p >= '0' && *p <= '9')) {
			p++;
			continue;
		}
		const char *w = p;
		while (p < pe && is_ident_char(*p))
			p++;
		n += p - w > 1 && has_word(s, e, w, (size_t)(p - w));
	}
	return n;
}

/* Line (1-based) of the .cl where the device function holding source line `line` starts:
 * the first line naming it before a '('. 0 when unknown (a template instance is renamed). */
static unsigned cl_function_line(const Unit *u, const Diag *d, const Buf *cl, unsigned *fline)
{
	for (size_t i = 0; i < u->host.nfuncs; i++) {
		const DeviceFunc *f = &u->host.funcs[i];
		const EditFile *in = input_of(u, f->file);
		if (strcmp(f->file, d->file) != 0 || !in)
			continue;
		unsigned off = (unsigned)line_offset(in->text, in->len, d->line);
		if (off < f->begin || off >= f->end)
			continue;
		char *call = xasprintf("%s(", f->name);
		const char *hit = strstr(cl->data, call);
		free(call);
		if (!hit)
			return 0;
		unsigned l = 1;
		for (const char *p = cl->data; p < hit; p++)
			l += *p == '\n';
		*fline = f->line;
		return l;
	}
	return 0;
}

/* For a device diagnostic whose comment is in no output, the kernel translator keeps no
 * line map from the source to the .cl, so it is shown beside the .cl line of its function that shares the most
 * identifiers with its original line, the nearest to where the line would be on a tie
 * (marked approximate in the report). 0 when no line shares any. */
static unsigned best_cl_line(const Unit *u, const Diag *d, const EditFile *in, const Buf *cl)
{
	unsigned fline = 0, from = cl_function_line(u, d, cl, &fline);
	long guess = from ? (long)from + (long)(d->line - fline) : 0;
	size_t ob = line_offset(in->text, in->len, d->line), oe = ob;
	while (oe < in->len && in->text[oe] != '\n')
		oe++;
	unsigned best = 0, best_score = 0, l = 1;
	for (const char *s = cl->data, *end = cl->data + cl->len; s < end; l++) {
		const char *e = memchr(s, '\n', (size_t)(end - s));
		e = e ? e : end;
		unsigned score = l >= from ? shared_words(in->text + ob, in->text + oe, s, e) : 0;
		if (score > best_score || (score && score == best_score &&
					   labs((long)l - guess) < labs((long)best - guess)))
			best = l, best_score = score;
		s = e + 1;
	}
	return best;
}

static const Output *kernels_output(const Unit *u)
{
	for (size_t i = 0; i < u->noutputs; i++)
		if (str_ends(u->outputs[i].path, ".cl"))
			return &u->outputs[i];
	return NULL;
}

static void add_context(cJSON *diag, const Unit *u, const Diag *d)
{
	const Options *o = u->run->opt;
	const EditFile *in = d->line ? input_of(u, d->file) : NULL;
	cJSON *before = in ? snippet(in->text, in->len, d->line, CONTEXT_BEFORE, CONTEXT_AFTER)
			   : NULL;
	if (!before)
		return;
	cJSON *ctx = cJSON_AddObjectToObject(diag, "context");
	add_path(before, "file", d->file, o->in_root);
	cJSON_AddItemToObject(ctx, "original", before);
	unsigned line = 0;
	const Output *out = find_comment(u, d, &line);
	if (!out && d->id >= 1200 && d->id < 1400 && (out = kernels_output(u)) &&
	    (line = best_cl_line(u, d, in, &out->data)))
		cJSON_AddBoolToObject(ctx, "approximate", true);
	cJSON *after = out ? snippet(out->data.data, out->data.len, line, CONTEXT_BEFORE,
				     CONTEXT_AFTER + 2) : NULL;
	if (after) {
		add_path(after, "file", out->path, o->out_root);
		cJSON_AddItemToObject(ctx, "migrated", after);
	}
}

/* ---- one unit ---- */

/* Diagnostics in a header can come once per unit that includes it; totals count each
 * place once. */
static bool first_time(Report *r, const Unit *u, const Diag *d)
{
	if (strcmp(d->file, u->src) == 0)
		return true;
	char *key = xasprintf("%s:%u:%u:%d:%s", d->file, d->line, d->col, d->id, d->message);
	bool first = !strlist_contains(&r->seen, key);
	if (first)
		strlist_push_owned(&r->seen, key);
	else
		free(key);
	return first;
}

static FileRow *row_of(Report *r, const char *path)
{
	for (size_t i = 0; i < r->nrows; i++)
		if (strcmp(r->rows[i].path, path) == 0)
			return &r->rows[i];
	if (r->nrows == r->caprows) {
		r->caprows = r->caprows ? r->caprows * 2 : 16;
		r->rows = xrealloc(r->rows, r->caprows * sizeof *r->rows);
	}
	FileRow *row = &r->rows[r->nrows++];
	*row = (FileRow){.path = xstrdup(path)};
	return row;
}

/* Adds line to the row's sorted set of lines with a diagnostic. */
static void add_manual(FileRow *row, unsigned line)
{
	size_t i = 0;
	while (i < row->nmanual && row->manual[i] < line)
		i++;
	if (!line || (i < row->nmanual && row->manual[i] == line))
		return;
	if (row->nmanual == row->capmanual) {
		row->capmanual = row->capmanual ? row->capmanual * 2 : 8;
		row->manual = xrealloc(row->manual, row->capmanual * sizeof *row->manual);
	}
	memmove(row->manual + i + 1, row->manual + i, (row->nmanual - i) * sizeof *row->manual);
	row->manual[i] = line;
	row->nmanual++;
}

static void count_diag(Report *r, const Diag *d)
{
	const DiagInfo *t, *info = diag_info(d->id);
	diag_table(&t);
	r->by_id[info - t]++;
	if (info->kind == KIND_ERROR)
		r->errors++;
	else if (info->kind == KIND_WARNING)
		r->warnings++;
	r->effort[info->effort]++;
	FileRow *row = row_of(r, d->file);
	row->effort[info->effort]++;
	add_manual(row, d->line);
}

void report_totals(Report *r)
{
	r->lines = r->migrated = r->manual = 0;
	for (size_t i = 0; i < r->nrows; i++) {
		r->lines += r->rows[i].lines;
		r->migrated += r->rows[i].migrated;
		r->manual += r->rows[i].nmanual;
	}
}

static cJSON *diag_json(Report *r, const Unit *u, const Diag *d)
{
	const DiagInfo *info = diag_info(d->id);
	char code[32], tag[64];
	diag_tag(d, tag, sizeof tag);
	cJSON *j = cJSON_CreateObject();
	cJSON_AddStringToObject(j, "id", report_diag_code(d->id, code, sizeof code));
	cJSON_AddStringToObject(j, "tag", tag);
	cJSON_AddStringToObject(j, "name", info->name);
	cJSON_AddStringToObject(j, "kind", diag_kind_name(info->kind));
	cJSON_AddStringToObject(j, "effort", diag_effort_name(info->effort));
	add_path(j, "file", d->file, u->run->opt->in_root);
	cJSON_AddNumberToObject(j, "line", d->line);
	cJSON_AddNumberToObject(j, "column", d->col);
	cJSON_AddStringToObject(j, "message", d->message);
	char *url = report_docs_url(r, d->id);
	cJSON_AddStringToObject(j, "docs", url);
	free(url);
	add_context(j, u, d);
	return j;
}

/* Lines of a file that could not be migrated (its unit failed), for the totals. */
static unsigned lines_on_disk(const char *path)
{
	size_t len;
	char *text = input_read_file(path, &len);
	unsigned n = 0;
	for (size_t i = 0; text && i < len; i++)
		n += text[i] == '\n';
	if (text && len && text[len - 1] != '\n')
		n++;
	free(text);
	return n;
}

/* The unit's input files with their line counts, merged into the run's rows. A failed
 * unit has no counted files: its source is listed with nothing migrated. */
static void add_files(Report *r, const Unit *u, cJSON *unit)
{
	cJSON *files = cJSON_AddArrayToObject(unit, "files");
	FileStats failed = {u->src, lines_on_disk(u->src), 0};
	size_t n = u->nfstats ? u->nfstats : 1;
	for (size_t i = 0; i < n; i++) {
		const FileStats *fs = u->nfstats ? &u->fstats[i] : &failed;
		cJSON *f = cJSON_CreateObject();
		add_path(f, "path", fs->path, u->run->opt->in_root);
		cJSON_AddNumberToObject(f, "lines", fs->lines);
		cJSON_AddNumberToObject(f, "linesMigrated", fs->migrated);
		cJSON_AddItemToArray(files, f);
		FileRow *row = row_of(r, fs->path);
		row->lines = fs->lines;
		/* Units that include a header may migrate different parts of it. */
		if (fs->migrated > row->migrated)
			row->migrated = fs->migrated;
	}
}

static void add_api_total(Report *r, const ApiUse *a)
{
	for (size_t i = 0; i < r->napis; i++)
		if (strcmp(r->apis[i].name, a->name) == 0) {
			r->apis[i].migrated += a->migrated;
			r->apis[i].not_migrated += a->not_migrated;
			return;
		}
	if (r->napis == r->capapis) {
		r->capapis = r->capapis ? r->capapis * 2 : 32;
		r->apis = xrealloc(r->apis, r->capapis * sizeof *r->apis);
	}
	r->apis[r->napis++] = (ApiTotal){xstrdup(a->name), a->migrated, a->not_migrated};
}

static int api_cmp(const void *pa, const void *pb)
{
	return strcmp(((const ApiUse *)pa)->name, ((const ApiUse *)pb)->name);
}

static void add_apis(Report *r, const Unit *u, cJSON *unit)
{
	ApiUse *sorted = xmalloc((u->napis + 1) * sizeof *sorted);
	if (u->napis)
		memcpy(sorted, u->apis, u->napis * sizeof *sorted);
	qsort(sorted, u->napis, sizeof *sorted, api_cmp);
	cJSON *list = cJSON_AddArrayToObject(unit, "apis");
	for (size_t i = 0; i < u->napis; i++) {
		cJSON *a = cJSON_CreateObject();
		cJSON_AddStringToObject(a, "name", sorted[i].name);
		cJSON_AddNumberToObject(a, "migrated", sorted[i].migrated);
		cJSON_AddNumberToObject(a, "notMigrated", sorted[i].not_migrated);
		cJSON_AddItemToArray(list, a);
		add_api_total(r, &sorted[i]);
	}
	free(sorted);
}

void report_add_unit(Report *r, const Unit *u)
{
	const Options *o = u->run->opt;
	cJSON *unit = cJSON_CreateObject();
	add_path(unit, "source", u->src, o->in_root);
	cJSON_AddStringToObject(unit, "status", u->failed ? "failed"
				: u->kernels_unbuilt ? "kernels-do-not-compile" : "migrated");
	cJSON_AddNumberToObject(unit, "seconds", rounded(u->seconds));
	cJSON_AddNumberToObject(unit, "kernelLaunches", (double)u->host.nlaunches);
	cJSON *outs = cJSON_AddArrayToObject(unit, "outputs");
	for (size_t i = 0; i < u->noutputs && !u->failed && !o->analysis; i++)
		cJSON_AddItemToArray(outs, path_json(u->outputs[i].path, o->out_root));
	add_files(r, u, unit);
	cJSON *diags = cJSON_AddArrayToObject(unit, "diagnostics");
	for (size_t i = 0; i < u->diags.len; i++) {
		const Diag *d = &u->diags.items[i];
		cJSON_AddItemToArray(diags, diag_json(r, u, d));
		if (first_time(r, u, d))
			count_diag(r, d);
	}
	add_apis(r, u, unit);
	cJSON_AddItemToArray(r->units, unit);
	r->nunits++;
	r->failed += u->failed;
	r->launches += u->host.nlaunches;
}

/*
 * The report in plain text and the files of --report: the per-ID summary printed at the
 * end of a run (each ID once, with its count, effort and docs page, which is where a user
 * looks a warning up), the --analysis-mode table, the CSV statistics (per file, and per
 * CUDA API, with the fields dpct and hipify users know), and report_write, which finishes
 * the JSON tree with the run's summary and writes every format asked for, all or none.
 */
#include "report.h"

#include <stdlib.h>
#include <string.h>

void report_print_summary(const Report *r, FILE *f)
{
	const DiagInfo *t;
	size_t n = diag_table(&t);
	bool any = false;
	for (size_t i = 0; i < n; i++) {
		if (!r->by_id[i])
			continue;
		if (!any)
			fprintf(f, "Diagnostics by ID (explained in docs/diagnostics/"
				DIAG_PREFIX "<id>.md):\n");
		any = true;
		fprintf(f, "  " DIAG_PREFIX "%d  %4lu  %-6s  %s\n", t[i].id, r->by_id[i],
			diag_effort_name(t[i].effort), t[i].name);
	}
}

static unsigned percent(unsigned long part, unsigned long whole)
{
	return whole ? (unsigned)((200 * part + whole) / (2 * whole)) : 0;
}

/* A row's path as the report shows it: relative to in-root when below it. */
static const char *row_path(const Report *r, const FileRow *row)
{
	const char *root = r->opt->in_root;
	size_t n = strlen(root);
	if (strncmp(row->path, root, n) == 0 && row->path[n] == '/')
		return row->path + n + 1;
	return row->path;
}

static void analysis_row(const Report *r, const FileRow *row, FILE *f)
{
	fprintf(f, "%-40s %7u %9u %7zu %5lu %7lu %5lu\n", row_path(r, row), row->lines,
		row->migrated, row->nmanual, row->effort[EFFORT_LOW], row->effort[EFFORT_MEDIUM],
		row->effort[EFFORT_HIGH]);
}

void report_print_analysis(const Report *r, FILE *f)
{
	fprintf(f, "cuport analysis of %u translation unit%s (nothing was written)\n\n",
		r->nunits, r->nunits == 1 ? "" : "s");
	fprintf(f, "%-40s %7s %9s %7s %5s %7s %5s\n", "file", "lines", "migrated", "manual",
		"low", "medium", "high");
	report_totals((Report *)r);
	for (size_t i = 0; i < r->nrows; i++)
		analysis_row(r, &r->rows[i], f);
	fprintf(f, "%-40s %7lu %9lu %7lu %5lu %7lu %5lu\n\n", "total", r->lines, r->migrated,
		r->manual, r->effort[EFFORT_LOW], r->effort[EFFORT_MEDIUM],
		r->effort[EFFORT_HIGH]);
	fprintf(f, "%lu of %lu lines (%u%%) will be migrated automatically; %lu line%s a "
		"look by hand.\n", r->migrated, r->lines, percent(r->migrated, r->lines),
		r->manual, r->manual == 1 ? " needs" : "s need");
	fprintf(f, "Manual effort left: %lu high, %lu medium, %lu low (diagnostics by level).\n",
		r->effort[EFFORT_HIGH], r->effort[EFFORT_MEDIUM], r->effort[EFFORT_LOW]);
	if (r->failed)
		fprintf(f, "%u unit%s could not be analysed: see the errors above.\n", r->failed,
			r->failed == 1 ? " was" : "s were");
	fflush(f);
}

/* ---- CSV (RFC 4180: fields with a comma, quote or newline are quoted) ---- */

static void csv_field(Buf *b, const char *s, bool last)
{
	if (strpbrk(s, ",\"\r\n")) {
		buf_puts(b, "\"");
		for (const char *p = s; *p; p++)
			buf_puts(b, *p == '"' ? "\"\"" : (char[]){*p, '\0'});
		buf_puts(b, "\"");
	} else {
		buf_puts(b, s);
	}
	buf_puts(b, last ? "\r\n" : ",");
}

static void csv_stats(const Report *r, Buf *b)
{
	buf_puts(b, "File,Lines,Lines migrated,Lines needing review,Effort low,Effort medium,"
		    "Effort high\r\n");
	for (size_t i = 0; i < r->nrows; i++) {
		const FileRow *row = &r->rows[i];
		csv_field(b, row_path(r, row), false);
		buf_printf(b, "%u,%u,%zu,%lu,%lu,%lu\r\n", row->lines, row->migrated, row->nmanual,
			   row->effort[EFFORT_LOW], row->effort[EFFORT_MEDIUM],
			   row->effort[EFFORT_HIGH]);
	}
	buf_printf(b, "Total,%lu,%lu,%lu,%lu,%lu,%lu\r\n", r->lines, r->migrated, r->manual,
		   r->effort[EFFORT_LOW], r->effort[EFFORT_MEDIUM], r->effort[EFFORT_HIGH]);
}

static int total_cmp(const void *pa, const void *pb)
{
	return strcmp(((const ApiTotal *)pa)->name, ((const ApiTotal *)pb)->name);
}

static void csv_apis(const Report *r, Buf *b)
{
	buf_puts(b, "API,Uses,Migrated,Not migrated\r\n");
	for (size_t i = 0; i < r->napis; i++) {
		const ApiTotal *a = &r->apis[i];
		csv_field(b, a->name, false);
		buf_printf(b, "%lu,%lu,%lu\r\n", a->migrated + a->not_migrated, a->migrated,
			   a->not_migrated);
	}
}

/* ---- the summary of the JSON report ---- */

/* The IDs the run reported, with what a reader needs to act on them. */
static void add_rules(Report *r)
{
	const DiagInfo *t;
	size_t n = diag_table(&t);
	cJSON *rules = cJSON_AddArrayToObject(r->root, "rules");
	for (size_t i = 0; i < n; i++) {
		if (!r->by_id[i])
			continue;
		char code[32];
		cJSON *j = cJSON_CreateObject();
		cJSON_AddStringToObject(j, "id", report_diag_code(t[i].id, code, sizeof code));
		cJSON_AddStringToObject(j, "name", t[i].name);
		cJSON_AddStringToObject(j, "kind", diag_kind_name(t[i].kind));
		cJSON_AddStringToObject(j, "effort", diag_effort_name(t[i].effort));
		cJSON_AddNumberToObject(j, "count", (double)r->by_id[i]);
		cJSON_AddStringToObject(j, "help", report_diag_help(t[i].id));
		char *url = report_docs_url(r, t[i].id);
		cJSON_AddStringToObject(j, "docs", url);
		free(url);
		cJSON_AddItemToArray(rules, j);
	}
}

/* root.files: the run's rows, the table the analysis mode prints. */
static void add_file_rows(Report *r)
{
	cJSON *files = cJSON_AddArrayToObject(r->root, "files");
	for (size_t i = 0; i < r->nrows; i++) {
		const FileRow *row = &r->rows[i];
		cJSON *f = cJSON_CreateObject();
		cJSON_AddStringToObject(f, "path", row_path(r, row));
		cJSON_AddNumberToObject(f, "lines", row->lines);
		cJSON_AddNumberToObject(f, "linesMigrated", row->migrated);
		cJSON_AddNumberToObject(f, "linesManual", (double)row->nmanual);
		cJSON_AddNumberToObject(f, "effortLow", (double)row->effort[EFFORT_LOW]);
		cJSON_AddNumberToObject(f, "effortMedium", (double)row->effort[EFFORT_MEDIUM]);
		cJSON_AddNumberToObject(f, "effortHigh", (double)row->effort[EFFORT_HIGH]);
		cJSON_AddItemToArray(files, f);
	}
}

static void finish_json(Report *r, double seconds)
{
	report_totals(r);
	cJSON_DeleteItemFromObjectCaseSensitive(r->root, "files");
	add_file_rows(r);
	cJSON_DeleteItemFromObjectCaseSensitive(r->root, "rules");
	cJSON_DeleteItemFromObjectCaseSensitive(r->root, "summary");
	cJSON_DeleteItemFromObjectCaseSensitive(r->root, "apis");
	cJSON *s = cJSON_AddObjectToObject(r->root, "summary");
	cJSON_AddNumberToObject(s, "units", r->nunits);
	cJSON_AddNumberToObject(s, "unitsFailed", r->failed);
	cJSON_AddNumberToObject(s, "lines", (double)r->lines);
	cJSON_AddNumberToObject(s, "linesMigrated", (double)r->migrated);
	cJSON_AddNumberToObject(s, "linesManual", (double)r->manual);
	cJSON_AddNumberToObject(s, "kernelLaunches", (double)r->launches);
	cJSON_AddNumberToObject(s, "errors", (double)r->errors);
	cJSON_AddNumberToObject(s, "warnings", (double)r->warnings);
	cJSON *eff = cJSON_AddObjectToObject(s, "effort");
	for (int e = EFFORT_LOW; e <= EFFORT_HIGH; e++)
		cJSON_AddNumberToObject(eff, diag_effort_name((Effort)e), (double)r->effort[e]);
	unsigned long seen = 0, migrated = 0;
	cJSON *apis = cJSON_AddArrayToObject(r->root, "apis");
	for (size_t i = 0; i < r->napis; i++) {
		const ApiTotal *a = &r->apis[i];
		cJSON *j = cJSON_CreateObject();
		cJSON_AddStringToObject(j, "name", a->name);
		cJSON_AddNumberToObject(j, "uses", (double)(a->migrated + a->not_migrated));
		cJSON_AddNumberToObject(j, "migrated", (double)a->migrated);
		cJSON_AddNumberToObject(j, "notMigrated", (double)a->not_migrated);
		cJSON_AddItemToArray(apis, j);
		seen += a->migrated + a->not_migrated;
		migrated += a->migrated;
	}
	cJSON *au = cJSON_AddObjectToObject(s, "apiUses");
	cJSON_AddNumberToObject(au, "seen", (double)seen);
	cJSON_AddNumberToObject(au, "migrated", (double)migrated);
	cJSON_AddNumberToObject(au, "notMigrated", (double)(seen - migrated));
	cJSON_AddNumberToObject(s, "apisDistinct", (double)r->napis);
	cJSON_AddNumberToObject(s, "seconds", (double)(long long)(seconds * 1000.0 + 0.5) / 1000.0);
	add_rules(r);
}

int report_stage_json(OutputTxn *t, const char *path, const cJSON *tree, Err *e)
{
	char *s = cJSON_Print(tree);
	Buf b = {0};
	/* cJSON copies bytes as they are; JSON (and SARIF) must be UTF-8 (README, Reports). */
	buf_append_utf8(&b, s, strlen(s));
	buf_puts(&b, "\n");
	cJSON_free(s);
	int rc = output_stage(t, path, b.data, b.len, e);
	buf_free(&b);
	return rc;
}

static int stage_buf(OutputTxn *t, const char *prefix, const char *suffix, Buf *b, Err *e)
{
	char *path = xasprintf("%s%s", prefix, suffix);
	Buf utf8 = {0};
	buf_append_utf8(&utf8, b->data ? b->data : "", b->len);
	int rc = output_stage(t, path, utf8.data ? utf8.data : "", utf8.len, e);
	free(path);
	buf_free(&utf8);
	buf_free(b);
	return rc;
}

/* Stages every report format asked for; the first failure stops. */
static int stage_reports(Report *r, OutputTxn *t, Err *e)
{
	const Options *o = r->opt;
	int rc = 0;
	if (o->reports & REPORT_JSON) {
		char *path = xasprintf("%s.json", o->report_prefix);
		rc = report_stage_json(t, path, r->root, e);
		free(path);
	}
	if (rc == 0 && (o->reports & REPORT_CSV)) {
		Buf b = {0};
		csv_stats(r, &b);
		rc = stage_buf(t, o->report_prefix, ".stats.csv", &b, e);
		if (rc == 0) {
			csv_apis(r, &b);
			rc = stage_buf(t, o->report_prefix, ".apis.csv", &b, e);
		}
	}
	if (rc == 0 && (o->reports & REPORT_SARIF)) {
		cJSON *log = report_sarif(r);
		char *path = xasprintf("%s.sarif", o->report_prefix);
		rc = report_stage_json(t, path, log, e);
		free(path);
		cJSON_Delete(log);
	}
	if (rc == 0 && (o->reports & REPORT_HTML)) {
		Buf b = {0};
		report_html(r, &b);
		rc = stage_buf(t, o->report_prefix, ".html", &b, e);
	}
	return rc;
}

int report_write(Report *r, double seconds, Err *e)
{
	if (r->napis)
		qsort(r->apis, r->napis, sizeof *r->apis, total_cmp);
	finish_json(r, seconds);
	/* the report files are one set: all of them, or none */
	OutputTxn t = {0};
	if (stage_reports(r, &t, e) < 0) {
		output_abort(&t);
		return -1;
	}
	return output_commit(&t, e);
}

/*
 * The reports' private header, the map of src/report/: what report.c (the JSON model), text.c
 * (console tables, CSV, writing the files), sarif.c and html.c share. The JSON report is the model:
 * report.c builds it unit by unit as a cJSON tree, and every other format (the CSV
 * files, SARIF, the HTML page, the console tables) is written from it or from the few
 * running totals kept beside it, so the formats cannot disagree.
 */
#ifndef CUPORT_REPORT_H
#define CUPORT_REPORT_H

#include "cuport.h"

#include <cjson/cJSON.h>

typedef struct {
	char *name;
	unsigned long migrated, not_migrated;
} ApiTotal;

/* One input file over the whole run: a header several units include is one row, its
 * diagnostics counted once per place. */
typedef struct {
	char *path;                  /* absolute */
	unsigned lines, migrated;
	unsigned long effort[3];
	unsigned *manual;            /* distinct lines with a diagnostic, sorted */
	size_t nmanual, capmanual;
} FileRow;

struct Report {
	const Options *opt;
	cJSON *root;                 /* the JSON report */
	cJSON *units;                /* root.units */
	FileRow *rows;               /* in order of first appearance */
	size_t nrows, caprows;
	StrList seen;                /* header diagnostics already counted (key per place) */
	unsigned nunits, failed;
	unsigned long lines, migrated, manual, launches;   /* set by report_totals */
	unsigned long errors, warnings, effort[3];
	unsigned long *by_id;        /* per entry of the diagnostics table */
	ApiTotal *apis;
	size_t napis, capapis;
	char docs_base[4096];        /* where the pages live: a URL, no trailing slash */
};

/* Sums the rows into lines, migrated and manual. */
void report_totals(Report *r);
/* The URL of an ID's page under the report's docs base. Heap string. */
char *report_docs_url(const Report *r, int id);
/* "CUPORT1400" into buf. */
const char *report_diag_code(int id, char *buf, size_t n);
/* Stages a cJSON tree (formatted) as path in t (output.c). Returns 0 or -1 with e set. */
int report_stage_json(OutputTxn *t, const char *path, const cJSON *tree, Err *e);

/* sarif.c: the SARIF 2.1.0 log of the run. Caller frees it. */
cJSON *report_sarif(const Report *r);
/* html.c: the self-contained review page. */
void report_html(const Report *r, Buf *out);

#endif

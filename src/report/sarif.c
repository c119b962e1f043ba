/*
 * The run as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
 * format IDEs and code-scanning services read: one rule per diagnostic ID the run reported
 * (description, help, docs page, effort), and one result per diagnostic, placed on the
 * ORIGINAL source (relative to the SRCROOT base, which is --in-root), so a viewer shows
 * the warnings where the CUDA code is. A header's diagnostic that several units report is
 * one result. tests/report validates the output against the official schema.
 */
#include "report.h"

#include <stdlib.h>
#include <string.h>

#define SARIF_SCHEMA \
	"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

/* A table format as a description: each %s becomes "{0}", "{1}"... when numbered (SARIF
 * message strings), else "..." */
static char *describe(const char *fmt, bool numbered)
{
	Buf b = {0};
	int arg = 0;
	for (const char *p = fmt; *p; p++) {
		if (p[0] == '%' && p[1] == 's') {
			if (numbered)
				buf_printf(&b, "{%d}", arg++);
			else
				buf_puts(&b, "...");
			p++;
		} else if (p[0] == '%' && p[1] == '%') {
			buf_puts(&b, "%");
			p++;
		} else {
			buf_append(&b, p, 1);
		}
	}
	return b.data ? b.data : xstrdup("");
}

static void add_text(cJSON *obj, const char *key, const char *text)
{
	cJSON *m = cJSON_AddObjectToObject(obj, key);
	cJSON_AddStringToObject(m, "text", text);
}

/* "HOST_API_UNSUPPORTED" -> "HostApiUnsupported": SARIF's rule name is an identifier. */
static char *camel(const char *name)
{
	char *s = xstrdup(name), *o = s;
	bool up = true;
	for (const char *p = name; *p; p++) {
		if (*p == '_') {
			up = true;
			continue;
		}
		*o++ = up ? *p : (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
		up = false;
	}
	*o = '\0';
	return s;
}

static cJSON *rule(const Report *r, const DiagInfo *d)
{
	char code[32];
	cJSON *j = cJSON_CreateObject();
	cJSON_AddStringToObject(j, "id", report_diag_code(d->id, code, sizeof code));
	char *name = camel(d->name), *desc = describe(d->format, false),
	     *msg = describe(d->format, true), *url = report_docs_url(r, d->id);
	cJSON_AddStringToObject(j, "name", name);
	add_text(j, "shortDescription", desc);
	add_text(j, "fullDescription", desc);
	cJSON *ms = cJSON_AddObjectToObject(j, "messageStrings");
	add_text(ms, "default", msg);
	const char *help = report_diag_help(d->id);
	char *text = xasprintf("%s%sReference: %s", help, *help ? " " : "", url);
	char *md = xasprintf("%s%s[%s reference](%s)", help, *help ? "\n\n" : "", code, url);
	cJSON *h = cJSON_AddObjectToObject(j, "help");
	cJSON_AddStringToObject(h, "text", text);
	cJSON_AddStringToObject(h, "markdown", md);
	if (strstr(url, "://"))
		cJSON_AddStringToObject(j, "helpUri", url);
	cJSON *cfg = cJSON_AddObjectToObject(j, "defaultConfiguration");
	cJSON_AddStringToObject(cfg, "level", diag_kind_name(d->kind));
	cJSON *props = cJSON_AddObjectToObject(j, "properties");
	cJSON_AddStringToObject(props, "effort", diag_effort_name(d->effort));
	free(name), free(desc), free(msg), free(url), free(text), free(md);
	return j;
}

/* The rules are the IDs the run reported, in table order; a result points at its own. */
static int rule_index(const Report *r, int id)
{
	const DiagInfo *t;
	size_t n = diag_table(&t);
	int k = 0;
	for (size_t i = 0; i < n; i++) {
		if (t[i].id == id)
			return k;
		k += r->by_id[i] > 0;
	}
	return -1;
}

/* file:// URI of an absolute path (the characters a URI cannot hold are escaped). */
static char *file_uri(const char *path, bool dir)
{
	Buf b = {0};
	buf_puts(&b, "file://");
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("/-._~+", *p))
			buf_append(&b, (const char *)p, 1);
		else
			buf_printf(&b, "%%%02X", *p);
	}
	if (dir)
		buf_puts(&b, "/");
	return b.data;
}

static cJSON *location(const cJSON *diag)
{
	const char *file = cJSON_GetObjectItemCaseSensitive(diag, "file")->valuestring;
	int line = cJSON_GetObjectItemCaseSensitive(diag, "line")->valueint;
	int col = cJSON_GetObjectItemCaseSensitive(diag, "column")->valueint;
	cJSON *loc = cJSON_CreateObject();
	cJSON *phys = cJSON_AddObjectToObject(loc, "physicalLocation");
	cJSON *art = cJSON_AddObjectToObject(phys, "artifactLocation");
	if (file[0] == '/') {
		char *uri = file_uri(file, false);
		cJSON_AddStringToObject(art, "uri", uri);
		free(uri);
	} else {
		char *uri = file_uri(file, false);  /* escapes; drop the scheme for a relative */
		cJSON_AddStringToObject(art, "uri", uri + strlen("file://"));
		cJSON_AddStringToObject(art, "uriBaseId", "SRCROOT");
		free(uri);
	}
	if (line > 0) {
		cJSON *region = cJSON_AddObjectToObject(phys, "region");
		cJSON_AddNumberToObject(region, "startLine", line);
		if (col > 0)
			cJSON_AddNumberToObject(region, "startColumn", col);
	}
	return loc;
}

static cJSON *result(const Report *r, const cJSON *diag)
{
	const char *id = cJSON_GetObjectItemCaseSensitive(diag, "id")->valuestring;
	cJSON *j = cJSON_CreateObject();
	cJSON_AddStringToObject(j, "ruleId", id);
	cJSON_AddNumberToObject(j, "ruleIndex", rule_index(r, atoi(id + strlen(DIAG_PREFIX))));
	cJSON_AddStringToObject(j, "level",
		cJSON_GetObjectItemCaseSensitive(diag, "kind")->valuestring);
	add_text(j, "message", cJSON_GetObjectItemCaseSensitive(diag, "message")->valuestring);
	cJSON *locs = cJSON_AddArrayToObject(j, "locations");
	cJSON_AddItemToArray(locs, location(diag));
	cJSON *props = cJSON_AddObjectToObject(j, "properties");
	cJSON_AddStringToObject(props, "tag",
		cJSON_GetObjectItemCaseSensitive(diag, "tag")->valuestring);
	cJSON_AddStringToObject(props, "effort",
		cJSON_GetObjectItemCaseSensitive(diag, "effort")->valuestring);
	return j;
}

/* Every diagnostic of every unit once (by place, ID and message), in unit order. */
static void add_results(const Report *r, cJSON *results)
{
	StrList seen = {0};
	const cJSON *unit, *diag;
	cJSON_ArrayForEach(unit, r->units)
		cJSON_ArrayForEach(diag, cJSON_GetObjectItemCaseSensitive(unit, "diagnostics")) {
			char *key = xasprintf("%s:%d:%d:%s:%s",
				cJSON_GetObjectItemCaseSensitive(diag, "file")->valuestring,
				cJSON_GetObjectItemCaseSensitive(diag, "line")->valueint,
				cJSON_GetObjectItemCaseSensitive(diag, "column")->valueint,
				cJSON_GetObjectItemCaseSensitive(diag, "id")->valuestring,
				cJSON_GetObjectItemCaseSensitive(diag, "message")->valuestring);
			if (strlist_contains(&seen, key)) {
				free(key);
				continue;
			}
			strlist_push_owned(&seen, key);
			cJSON_AddItemToArray(results, result(r, diag));
		}
	strlist_free(&seen);
}

cJSON *report_sarif(const Report *r)
{
	cJSON *log = cJSON_CreateObject();
	cJSON_AddStringToObject(log, "$schema", SARIF_SCHEMA);
	cJSON_AddStringToObject(log, "version", "2.1.0");
	cJSON *run = cJSON_CreateObject();
	cJSON_AddItemToArray(cJSON_AddArrayToObject(log, "runs"), run);
	cJSON *driver = cJSON_AddObjectToObject(cJSON_AddObjectToObject(run, "tool"), "driver");
	cJSON_AddStringToObject(driver, "name", "cuport");
	cJSON_AddStringToObject(driver, "version", CUPORT_VERSION);
	cJSON *rules = cJSON_AddArrayToObject(driver, "rules");
	const DiagInfo *t;
	size_t n = diag_table(&t);
	for (size_t i = 0; i < n; i++)
		if (r->by_id[i])
			cJSON_AddItemToArray(rules, rule(r, &t[i]));
	cJSON *base = cJSON_AddObjectToObject(cJSON_AddObjectToObject(run, "originalUriBaseIds"),
					      "SRCROOT");
	char *root = file_uri(r->opt->in_root, true);
	cJSON_AddStringToObject(base, "uri", root);
	free(root);
	cJSON_AddStringToObject(run, "columnKind", "unicodeCodePoints");
	cJSON *inv = cJSON_CreateObject();
	cJSON_AddBoolToObject(inv, "executionSuccessful", r->failed == 0);
	cJSON_AddItemToArray(cJSON_AddArrayToObject(run, "invocations"), inv);
	add_results(r, cJSON_AddArrayToObject(run, "results"));
	return log;
}

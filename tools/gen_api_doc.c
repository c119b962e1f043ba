/*
 * gen_api_doc: writes docs/api-support.md, the list of supported and unsupported CUDA
 * names, from the same rule tables the rewriter uses (DESIGN decision 5), so the document
 * cannot drift from what cuport does. It loads the rules/ JSON files with rules_load, then
 * prints a summary of counts per rule kind and support level, and one table per kind in the
 * order of rulekinds.def, each sorted by CUDA name as rules_at returns them.
 *
 * The output depends only on the rule files: no dates, no absolute paths, so the committed
 * file can be compared byte for byte with a fresh run (the docs_api_support test does).
 *
 * usage: gen_api_doc RULES_DIR [OUTPUT]   (stdout when OUTPUT is left out)
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

#define SUPPORT_COUNT 3

/* The heading of each kind's section. No default case: -Wswitch (an error in this build)
 * then refuses a new kind in rulekinds.def until it has a title here. */
static const char *kind_title(RuleKind k)
{
	switch (k) {
	case RULE_API: return "Runtime and library APIs";
	case RULE_TYPE: return "Types";
	case RULE_ENUM: return "Enumerators and constants";
	case RULE_MACRO: return "Macros";
	case RULE_HEADER: return "Headers";
	case RULE_DEVICE_FUNC: return "Device functions";
	case RULE_KIND_COUNT: break;
	}
	return "?";
}

/* One table cell's text: pipes would end the cell and newlines the row. */
static void put_cell_text(Buf *out, const char *s)
{
	for (; *s; s++) {
		if (*s == '|')
			buf_puts(out, "\\|");
		else if (*s == '\n' || *s == '\r')
			buf_puts(out, " ");
		else
			buf_append(out, s, 1);
	}
}

/* A name as inline code. A name holding a backtick is fenced with two, as CommonMark
 * allows, with spaces so a leading or trailing backtick stays part of the name. */
static void put_code(Buf *out, const char *s)
{
	if (strchr(s, '`')) {
		buf_puts(out, "`` ");
		put_cell_text(out, s);
		buf_puts(out, " ``");
		return;
	}
	buf_puts(out, "`");
	put_cell_text(out, s);
	buf_puts(out, "`");
}

/* The note column: the rule's note, then the diagnostic a use raises, linked to its
 * reference page so a reader goes straight from the API to the fix. */
static void put_note(Buf *out, const Rule *r)
{
	if (r->note)
		put_cell_text(out, r->note);
	int id = rule_diag(r);
	if (id)
		buf_printf(out, "%s[%s%d](diagnostics/%s%d.md)", r->note ? "; " : "", DIAG_PREFIX,
			   id, DIAG_PREFIX, id);
}

static void count_kind(const Rules *rules, RuleKind k, size_t counts[SUPPORT_COUNT])
{
	for (size_t i = 0; i < rules_count(rules, k); i++)
		counts[rules_at(rules, k, i)->support]++;
}

static void put_summary(Buf *out, const Rules *rules)
{
	size_t total[SUPPORT_COUNT + 1] = {0};
	buf_puts(out, "## Summary\n\n"
		      "| kind | rule key | supported | partial | unsupported | total |\n"
		      "|---|---|---:|---:|---:|---:|\n");
	for (int k = 0; k < RULE_KIND_COUNT; k++) {
		size_t c[SUPPORT_COUNT] = {0};
		count_kind(rules, (RuleKind)k, c);
		buf_printf(out, "| [%s](#%s) | `%s` | %zu | %zu | %zu | %zu |\n",
			   kind_title((RuleKind)k), rule_kind_key((RuleKind)k),
			   rule_kind_key((RuleKind)k), c[0], c[1], c[2], c[0] + c[1] + c[2]);
		for (int s = 0; s < SUPPORT_COUNT; s++) {
			total[s] += c[s];
			total[SUPPORT_COUNT] += c[s];
		}
	}
	buf_printf(out, "| **all** | | %zu | %zu | %zu | %zu |\n\n", total[0], total[1],
		   total[2], total[3]);
}

/* The device_functions table says how each built-in is translated: its forms, explained. */
static void put_forms(Buf *out)
{
	buf_puts(out, "Built-in functions and variables of device code, one entry each. The form "
		      "says how a use is translated:\n\n");
	for (int f = 0; f < FORM_COUNT; f++) {
		buf_printf(out, "- `%s`: ", rule_form_key((DeviceForm)f));
		put_cell_text(out, rule_form_doc((DeviceForm)f));
		buf_puts(out, ".\n");
	}
	buf_puts(out, "\n");
}

static void put_kind(Buf *out, const Rules *rules, RuleKind k)
{
	size_t n = rules_count(rules, k);
	/* An explicit anchor: the summary links by rule key, which stays stable when a
	 * title is reworded. */
	buf_printf(out, "<a id=\"%s\"></a>\n\n## %s (`%s`, %zu)\n\n", rule_kind_key(k),
		   kind_title(k), rule_kind_key(k), n);
	if (n == 0) {
		buf_puts(out, "No rules of this kind.\n\n");
		return;
	}
	bool device = k == RULE_DEVICE_FUNC;
	if (device)
		put_forms(out);
	buf_puts(out, device ? "| CUDA | form | cuport | support | note |\n|---|---|---|---|---|\n"
			     : "| CUDA | cuport | support | note |\n|---|---|---|---|\n");
	for (size_t i = 0; i < n; i++) {
		const Rule *r = rules_at(rules, k, i);
		buf_puts(out, "| ");
		put_code(out, r->from);
		if (device)
			buf_printf(out, " | %s", rule_form_key(r->form));
		buf_puts(out, " | ");
		if (!r->to)
			buf_puts(out, "—");
		else if (!*r->to)
			buf_puts(out, "*(removed)*"); /* an include the .cl gets another way */
		else
			put_code(out, r->to);
		buf_printf(out, " | %s | ", rule_support_name(r->support));
		put_note(out, r);
		buf_puts(out, " |\n");
	}
	buf_puts(out, "\n");
}

static void put_document(Buf *out, const Rules *rules)
{
	buf_puts(out,
		 "# CUDA API support\n\n"
		 "<!-- Generated from rules/*.json by tools/gen_api_doc.c: do not edit by hand.\n"
		 "     Refresh with: cmake --build build --target docs -->\n\n"
		 "What cuport does with each CUDA name it knows, straight from the rule tables in\n"
		 "`rules/` that drive the migrator. **supported**: rewritten to the cuport name.\n"
		 "**partial**: rewritten, with a diagnostic saying what differs. **unsupported**:\n"
		 "kept as written, with a diagnostic; it must be migrated by hand. The note column\n"
		 "names the diagnostic a use raises. In host code, a name from the CUDA headers\n"
		 "that no table holds is kept as written and reported too (CUPORT1401).\n\n"
		 "A header ending in `/` stands for every header below that directory; *(removed)*\n"
		 "means the include is deleted. In the cuport column of device functions, `$1`,\n"
		 "`$2`... stand for the call's arguments. Your own rule files (`--rule-file`) can\n"
		 "add entries or override these.\n\n");
	put_summary(out, rules);
	for (int k = 0; k < RULE_KIND_COUNT; k++)
		put_kind(out, rules, (RuleKind)k);
}

int main(int argc, char **argv)
{
	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: gen_api_doc RULES_DIR [OUTPUT]\n");
		return EXIT_USAGE;
	}
	Err e = {{0}};
	Rules *rules = rules_load(argv[1], NULL, &e);
	if (!rules) {
		fprintf(stderr, "gen_api_doc: %s\n", e.msg);
		return EXIT_INPUT;
	}
	Buf doc = {0};
	put_document(&doc, rules);
	rules_free(rules);
	int rc = 0;
	if (argc == 3) {
		if (output_write(argv[2], doc.data, doc.len, &e) < 0) {
			fprintf(stderr, "gen_api_doc: %s\n", e.msg);
			rc = EXIT_OUTPUT;
		}
	} else if (fwrite(doc.data, 1, doc.len, stdout) != doc.len || fflush(stdout) != 0) {
		fprintf(stderr, "gen_api_doc: cannot write to standard output\n");
		rc = EXIT_OUTPUT;
	}
	buf_free(&doc);
	return rc;
}

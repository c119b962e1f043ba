/*
 * The API mapping as data. Rule files are JSON objects whose keys are the rule kinds of
 * rulekinds.def, each an array of entries:
 *
 *   { "from": "cudaMalloc", "to": "cuportMalloc", "support": "supported",
 *     "diag": 1401, "note": "..." }
 *
 * "support" is supported, partial (a diagnostic is raised on use) or unsupported (kept as
 * written, with a diagnostic); "to" is required unless unsupported. Files load in order and
 * a later file's entry replaces an earlier one with the same "from", which is how a user's
 * --rule-file takes precedence. Errors name the file and the JSON path of the entry.
 */
#include "cuport.h"

#include <cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	Rule *items;
	size_t len, cap;
	bool sorted;
} RuleTable;

struct Rules {
	RuleTable kinds[RULE_KIND_COUNT];
	StrList strings;    /* owns every string the rules point at */
};

static const char *const kind_keys[] = {
#define RULE_KIND(name, key) key,
#include "rulekinds.def"
#undef RULE_KIND
};

const char *rule_kind_key(RuleKind k)
{
	return kind_keys[k];
}

const char *support_name(Support s)
{
	static const char *names[] = {"supported", "partial", "unsupported"};
	return names[s];
}

int rule_diag(const Rule *r)
{
	if (r->diag)
		return r->diag;
	bool unsupported = r->support == SUPPORT_UNSUPPORTED || !r->to;
	switch (r->kind) {
	case RULE_HEADER:
		return unsupported ? DIAG_HOST_HEADER_UNSUPPORTED : 0;
	case RULE_DEVICE_FUNC:
		/* The kernel translator reports unsupported built-ins only. */
		return unsupported ? DIAG_KERNEL_UNSUPPORTED_BUILTIN : 0;
	default:
		if (unsupported)
			return DIAG_HOST_API_UNSUPPORTED;
		return r->support == SUPPORT_PARTIAL ? DIAG_HOST_API_PARTIAL : 0;
	}
}

static const char *keep(Rules *r, const char *s)
{
	if (!s)
		return NULL;
	strlist_push(&r->strings, s);
	return r->strings.items[r->strings.len - 1];
}

static int rule_cmp(const void *a, const void *b)
{
	return strcmp(((const Rule *)a)->from, ((const Rule *)b)->from);
}

static void table_sort(RuleTable *t)
{
	if (!t->sorted && t->len) {
		qsort(t->items, t->len, sizeof *t->items, rule_cmp);
		t->sorted = true;
	}
}

static Rule *table_find(RuleTable *t, const char *from)
{
	table_sort(t);
	if (!t->len)
		return NULL;
	Rule key = {.from = from};
	return bsearch(&key, t->items, t->len, sizeof *t->items, rule_cmp);
}

/* Validates one entry and adds or replaces it. */
static int load_rule(Rules *r, RuleKind kind, const cJSON *e, const char *file, int idx,
		     Err *err)
{
	const char *key = kind_keys[kind];
	if (!cJSON_IsObject(e)) {
		err_set(err, "%s: $.%s[%d]: expected an object", file, key, idx);
		return -1;
	}
	const cJSON *from = cJSON_GetObjectItemCaseSensitive(e, "from");
	const cJSON *to = cJSON_GetObjectItemCaseSensitive(e, "to");
	const cJSON *sup = cJSON_GetObjectItemCaseSensitive(e, "support");
	const cJSON *diag = cJSON_GetObjectItemCaseSensitive(e, "diag");
	const cJSON *note = cJSON_GetObjectItemCaseSensitive(e, "note");
	const cJSON *field;
	cJSON_ArrayForEach(field, e) {
		static const char *known[] = {"from", "to", "support", "diag", "note"};
		bool ok = false;
		for (size_t k = 0; k < countof(known); k++)
			ok |= strcmp(field->string, known[k]) == 0;
		if (!ok) {
			err_set(err, "%s: $.%s[%d].%s: unknown field (expected from, to, support, "
				     "diag, note)", file, key, idx, field->string);
			return -1;
		}
	}
	if (!cJSON_IsString(from) || !*from->valuestring) {
		err_set(err, "%s: $.%s[%d].from: expected a non-empty string", file, key, idx);
		return -1;
	}
	Support s = SUPPORT_SUPPORTED;
	if (sup) {
		const char *v = cJSON_IsString(sup) ? sup->valuestring : "";
		if (strcmp(v, "supported") == 0)
			s = SUPPORT_SUPPORTED;
		else if (strcmp(v, "partial") == 0)
			s = SUPPORT_PARTIAL;
		else if (strcmp(v, "unsupported") == 0)
			s = SUPPORT_UNSUPPORTED;
		else {
			err_set(err, "%s: $.%s[%d].support: expected \"supported\", \"partial\" or "
				     "\"unsupported\"", file, key, idx);
			return -1;
		}
	}
	if (to && !cJSON_IsString(to)) {
		err_set(err, "%s: $.%s[%d].to: expected a string", file, key, idx);
		return -1;
	}
	if (!to && s != SUPPORT_UNSUPPORTED) {
		err_set(err, "%s: $.%s[%d].to: required unless \"support\" is \"unsupported\"",
			file, key, idx);
		return -1;
	}
	if (diag && (!cJSON_IsNumber(diag) || !diag_info(diag->valueint))) {
		err_set(err, "%s: $.%s[%d].diag: expected the number of a cuport diagnostic",
			file, key, idx);
		return -1;
	}
	if (note && !cJSON_IsString(note)) {
		err_set(err, "%s: $.%s[%d].note: expected a string", file, key, idx);
		return -1;
	}
	Rule rule = {
		.kind = kind,
		.from = keep(r, from->valuestring),
		.to = to ? keep(r, to->valuestring) : NULL,
		.support = s,
		.diag = diag ? diag->valueint : 0,
		.note = note ? keep(r, note->valuestring) : NULL,
		.origin = keep(r, file),
	};
	RuleTable *t = &r->kinds[kind];
	Rule *old = table_find(t, rule.from);
	if (old) {
		*old = rule;
		return 0;
	}
	if (t->len == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 64;
		t->items = xrealloc(t->items, t->cap * sizeof *t->items);
	}
	t->items[t->len++] = rule;
	t->sorted = false;
	return 0;
}

static int load_object(Rules *r, const cJSON *root, const char *path, Err *e)
{
	if (!cJSON_IsObject(root)) {
		err_set(e, "%s: $: a rule file is a JSON object", path);
		return -1;
	}
	const cJSON *section;
	cJSON_ArrayForEach(section, root) {
		int kind = -1;
		for (int k = 0; k < RULE_KIND_COUNT; k++)
			if (strcmp(section->string, kind_keys[k]) == 0)
				kind = k;
		if (kind < 0) {
			Buf keys = {0};
			for (int k = 0; k < RULE_KIND_COUNT; k++)
				buf_printf(&keys, "%s%s", k ? ", " : "", kind_keys[k]);
			err_set(e, "%s: $.%s: unknown section (expected one of %s)", path,
				section->string, keys.data);
			buf_free(&keys);
			return -1;
		}
		if (!cJSON_IsArray(section)) {
			err_set(e, "%s: $.%s: expected an array", path, section->string);
			return -1;
		}
		int idx = 0;
		const cJSON *entry;
		cJSON_ArrayForEach(entry, section) {
			if (load_rule(r, (RuleKind)kind, entry, path, idx++, e) < 0)
				return -1;
		}
	}
	return 0;
}

int rules_load_file(Rules *r, const char *path, Err *e)
{
	size_t len;
	char *text = read_file(path, &len);
	if (!text) {
		err_set(e, "cannot read rule file '%s': %s", path, strerror(errno));
		return -1;
	}
	cJSON *root = cJSON_ParseWithLength(text, len);
	if (!root) {
		const char *at = cJSON_GetErrorPtr();
		unsigned line = 1;
		for (const char *p = text; at && p < at && p < text + len; p++)
			line += *p == '\n';
		err_set(e, "%s:%u: malformed JSON", path, line);
		free(text);
		return -1;
	}
	free(text);
	int rc = load_object(r, root, path, e);
	cJSON_Delete(root);
	return rc;
}

static int name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

Rules *rules_load(const char *dir, const StrList *user_files, Err *e)
{
	Rules *r = xcalloc(1, sizeof *r);
	StrList files = {0};
	DIR *d = dir ? opendir(dir) : NULL;
	if (dir && !d) {
		err_set(e, "cannot read the rules directory '%s': %s", dir, strerror(errno));
		free(r);
		return NULL;
	}
	for (struct dirent *de; d && (de = readdir(d));)
		if (str_ends(de->d_name, ".json"))
			strlist_push_owned(&files, xasprintf("%s/%s", dir, de->d_name));
	if (d)
		closedir(d);
	qsort(files.items, files.len, sizeof *files.items, name_cmp);
	for (size_t i = 0; user_files && i < user_files->len; i++)
		strlist_push(&files, user_files->items[i]);
	for (size_t i = 0; i < files.len; i++) {
		if (rules_load_file(r, files.items[i], e) < 0) {
			strlist_free(&files);
			rules_free(r);
			return NULL;
		}
	}
	strlist_free(&files);
	for (int k = 0; k < RULE_KIND_COUNT; k++)
		table_sort(&r->kinds[k]);
	return r;
}

void rules_free(Rules *r)
{
	if (!r)
		return;
	for (int k = 0; k < RULE_KIND_COUNT; k++)
		free(r->kinds[k].items);
	strlist_free(&r->strings);
	free(r);
}

const Rule *rules_find(const Rules *r, RuleKind kind, const char *from)
{
	const RuleTable *t = &r->kinds[kind];
	Rule key = {.from = from};
	return t->len ? bsearch(&key, t->items, t->len, sizeof *t->items, rule_cmp) : NULL;
}

size_t rules_count(const Rules *r, RuleKind kind)
{
	return r->kinds[kind].len;
}

const Rule *rules_at(const Rules *r, RuleKind kind, size_t i)
{
	return i < r->kinds[kind].len ? &r->kinds[kind].items[i] : NULL;
}

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
 *
 * device_functions is the one table of CUDA's device built-ins (functions and variables):
 * an entry also says how a use is translated ("form", deviceforms.def; "function" when
 * absent), what it needs from the kernel ("needs", deviceneeds.def) and, for the warp form,
 * its lane mask, type suffix and width. The kernel scan and translator, the docs and the
 * statistics all read it; nothing about a built-in is known anywhere else.
 */
#include "cuport.h"

#include <cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* While files load, a table grows in load order and a hash index (open addressing, the
 * slot holds an item's index + 1) finds an earlier rule for the same "from" in constant
 * time; once every file is in, the table is sorted once and found by binary search. Sorting
 * on each insert made loading quadratic (bench/rules/run.sh). */
typedef struct {
	Rule *items;
	size_t len, cap;
	size_t *slots;
	size_t nslots;      /* a power of two, at least twice len; 0 once sorted */
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

static const char *const form_keys[] = {
#define DEVICE_FORM(name, key, doc) key,
#include "deviceforms.def"
#undef DEVICE_FORM
};

static const char *const form_docs[] = {
#define DEVICE_FORM(name, key, doc) doc,
#include "deviceforms.def"
#undef DEVICE_FORM
};

static const char *const need_keys[] = {
#define DEVICE_NEED(name, key, doc) key,
#include "deviceneeds.def"
#undef DEVICE_NEED
};

static const char *const mask_keys[] = {"none", "lanes", "optional", "full", "subset"};

const char *rule_form_key(DeviceForm f)
{
	return form_keys[f];
}

const char *rule_form_doc(DeviceForm f)
{
	return form_docs[f];
}

const char *rule_support_name(Support s)
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

/* Sorts the table for rules_find and drops the load-time index. */
static void table_sort(RuleTable *t)
{
	if (t->len)
		qsort(t->items, t->len, sizeof *t->items, rule_cmp);
	free(t->slots);
	t->slots = NULL;
	t->nslots = 0;
}

static size_t name_hash(const char *s)
{
	size_t h = 14695981039346656037u; /* FNV-1a */
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211u;
	return h;
}

/* The slot of from in the index: the one holding it, or the empty one where it goes. */
static size_t *table_slot(const RuleTable *t, const char *from)
{
	size_t mask = t->nslots - 1;
	for (size_t i = name_hash(from) & mask;; i = (i + 1) & mask) {
		size_t *slot = &t->slots[i];
		if (!*slot || strcmp(t->items[*slot - 1].from, from) == 0)
			return slot;
	}
}

/* Makes the index hold every item with room for one more, growing it as needed (also
 * after table_sort, when a file is loaded into a finished table). */
static void table_index(RuleTable *t)
{
	if (t->nslots && 2 * (t->len + 1) <= t->nslots)
		return;
	size_t n = t->nslots ? t->nslots : 128;
	while (2 * (t->len + 1) > n)
		n *= 2;
	free(t->slots);
	t->slots = xcalloc(n, sizeof *t->slots);
	t->nslots = n;
	for (size_t i = 0; i < t->len; i++)
		*table_slot(t, t->items[i].from) = i + 1;
}

static Rule *table_find(RuleTable *t, const char *from)
{
	table_index(t);
	size_t *slot = table_slot(t, from);
	return *slot ? &t->items[*slot - 1] : NULL;
}

/* Appends a rule table_find did not find (so the index has room for it). */
static void table_add(RuleTable *t, const Rule *rule)
{
	if (t->len == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 64;
		t->items = xrealloc(t->items, t->cap * sizeof *t->items);
	}
	t->items[t->len++] = *rule;
	*table_slot(t, rule->from) = t->len;
}

/* The index of s in keys, or -1. */
static int key_index(const char *const *keys, size_t n, const char *s)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(keys[i], s) == 0)
			return (int)i;
	return -1;
}

static char *key_list(const char *const *keys, size_t n)
{
	Buf b = {0};
	for (size_t i = 0; i < n; i++)
		buf_printf(&b, "%s\"%s\"", i ? ", " : "", keys[i]);
	return b.data;
}

static int bad_key(Err *err, const char *file, int idx, const char *field,
		   const char *const *keys, size_t n)
{
	char *list = key_list(keys, n);
	err_set(err, "%s: $.device_functions[%d].%s: expected one of %s", file, idx, field, list);
	free(list);
	return -1;
}

/* The device fields of a device_functions entry. A built-in variable (threadIdx, warpSize)
 * and a function are translated in different places, so a later rule cannot turn one into
 * the other; the structured forms name a runtime function or family, never a template. */
static int load_device(Rule *rule, const Rule *old, const cJSON *e, const char *file, int idx,
		       Err *err)
{
	const cJSON *form = cJSON_GetObjectItemCaseSensitive(e, "form");
	const cJSON *needs = cJSON_GetObjectItemCaseSensitive(e, "needs");
	const cJSON *mask = cJSON_GetObjectItemCaseSensitive(e, "mask");
	const cJSON *typed = cJSON_GetObjectItemCaseSensitive(e, "typed");
	const cJSON *width = cJSON_GetObjectItemCaseSensitive(e, "width");
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(e, "args");
	rule->form = FORM_FUNCTION;
	if (form) {
		int f = cJSON_IsString(form) ? key_index(form_keys, FORM_COUNT, form->valuestring) : -1;
		if (f < 0)
			return bad_key(err, file, idx, "form", form_keys, FORM_COUNT);
		rule->form = (DeviceForm)f;
	}
	if (needs) {
		if (!cJSON_IsArray(needs)) {
			err_set(err, "%s: $.device_functions[%d].needs: expected an array", file, idx);
			return -1;
		}
		const cJSON *n;
		int k = 0;
		cJSON_ArrayForEach(n, needs) {
			int b = cJSON_IsString(n) ? key_index(need_keys, NEED_COUNT, n->valuestring) : -1;
			if (b < 0) {
				char field[32];
				snprintf(field, sizeof field, "needs[%d]", k);
				return bad_key(err, file, idx, field, need_keys, NEED_COUNT);
			}
			rule->needs |= 1u << b;
			k++;
		}
	} else if (rule->form == FORM_WARP) {
		rule->needs = NEED(WARP_SCRATCH) | NEED(CONVERGENT);
	} else if (rule->form == FORM_BLOCK_VOTE) {
		rule->needs = NEED(SYNC_COUNTER);
	}
	if ((mask || typed || width) && rule->form != FORM_WARP) {
		err_set(err, "%s: $.device_functions[%d].%s: only the \"warp\" form has it", file,
			idx, mask ? "mask" : typed ? "typed" : "width");
		return -1;
	}
	if (mask) {
		int m = cJSON_IsString(mask) ? key_index(mask_keys, countof(mask_keys),
							  mask->valuestring) : -1;
		if (m < 0)
			return bad_key(err, file, idx, "mask", mask_keys, countof(mask_keys));
		rule->mask = (LaneMask)m;
	}
	if ((typed && !cJSON_IsBool(typed)) || (width && !cJSON_IsBool(width))) {
		err_set(err, "%s: $.device_functions[%d].%s: expected true or false", file, idx,
			typed && !cJSON_IsBool(typed) ? "typed" : "width");
		return -1;
	}
	if (args && rule->form != FORM_ATOMIC) {
		err_set(err, "%s: $.device_functions[%d].args: only the \"atomic\" form has it",
			file, idx);
		return -1;
	}
	if (args && (!cJSON_IsNumber(args) || args->valueint < 1 || args->valueint > 9 ||
		     args->valuedouble != (double)args->valueint)) {
		err_set(err, "%s: $.device_functions[%d].args: expected a count from 1 to 9", file,
			idx);
		return -1;
	}
	rule->args = args ? args->valueint : 0;
	rule->typed = cJSON_IsTrue(typed);
	rule->width = cJSON_IsTrue(width);
	bool structured = rule->form != FORM_FUNCTION && rule->form != FORM_EXPRESSION;
	if (structured && rule->to && strpbrk(rule->to, "$() ")) {
		err_set(err, "%s: $.device_functions[%d].to: the \"%s\" form names a runtime %s; "
			"only \"function\" and \"expression\" take a template", file, idx,
			form_keys[rule->form], rule->form == FORM_CONSTANT ? "value" : "function");
		return -1;
	}
	bool var = (FORMS_VARIABLE >> rule->form) & 1, was_var = old && ((FORMS_VARIABLE >> old->form) & 1);
	if (old && var != was_var) {
		err_set(err, "%s: $.device_functions[%d].form: '%s' is a built-in %s (form \"%s\" in "
			"%s): a rule for it needs %s", file, idx, rule->from,
			was_var ? "variable" : "function", form_keys[old->form], old->origin,
			was_var ? "form \"index\" or \"constant\""
				: "a form other than \"index\" and \"constant\"");
		return -1;
	}
	return 0;
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
		static const char *device[] = {"form", "needs", "mask", "typed", "width", "args"};
		bool ok = false, dev = false;
		for (size_t k = 0; k < countof(known); k++)
			ok |= strcmp(field->string, known[k]) == 0;
		for (size_t k = 0; k < countof(device); k++)
			dev |= strcmp(field->string, device[k]) == 0;
		if (dev && kind != RULE_DEVICE_FUNC) {
			err_set(err, "%s: $.%s[%d].%s: only entries of device_functions have it",
				file, key, idx, field->string);
			return -1;
		}
		if (!ok && !dev) {
			err_set(err, "%s: $.%s[%d].%s: unknown field (expected from, to, support, "
				     "diag, note%s)", file, key, idx, field->string,
				kind == RULE_DEVICE_FUNC ? ", form, needs, mask, typed, width, args" : "");
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
	if (kind == RULE_DEVICE_FUNC && load_device(&rule, old, e, file, idx, err) < 0)
		return -1;
	if (old)
		*old = rule;
	else
		table_add(t, &rule);
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
	Err why;
	char *text = input_read(path, &len, &why);
	if (!text) {
		err_set(e, "cannot read rule file '%s': %s", path, why.msg);
		return -1;
	}
	int rc = rules_load_text(r, path, text, len, e);
	free(text);
	return rc;
}

int rules_load_text(Rules *r, const char *name, const char *text, size_t len, Err *e)
{
	cJSON *root = input_parse_json(text, len, name, "", e);
	if (!root)
		return -1;
	int rc = load_object(r, root, name, e);
	cJSON_Delete(root);
	for (int k = 0; k < RULE_KIND_COUNT; k++)
		table_sort(&r->kinds[k]);
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
	if (files.len)
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
	for (int k = 0; k < RULE_KIND_COUNT; k++) {
		free(r->kinds[k].items);
		free(r->kinds[k].slots);
	}
	strlist_free(&r->strings);
	free(r);
}

const Rule *rules_find(const Rules *r, RuleKind kind, const char *from)
{
	const RuleTable *t = &r->kinds[kind];
	Rule key = {.from = from};
	return t->len ? bsearch(&key, t->items, t->len, sizeof *t->items, rule_cmp) : NULL;
}

const Rule *rules_find_device(const Rules *r, const char *name, unsigned forms)
{
	const Rule *d = rules_find(r, RULE_DEVICE_FUNC, name);
	return d && ((forms >> d->form) & 1) ? d : NULL;
}

size_t rules_count(const Rules *r, RuleKind kind)
{
	return r->kinds[kind].len;
}

const Rule *rules_at(const Rules *r, RuleKind kind, size_t i)
{
	return i < r->kinds[kind].len ? &r->kinds[kind].items[i] : NULL;
}

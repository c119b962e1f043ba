/*
 * Fuzz target: the compile-DB loader. The input is the text of a compile_commands.json,
 * then, after each NUL byte, the text of an argument file (@file, --options-file) that its
 * entries may name (fuzz.h says which name reads which). compdb_load_text parses it as
 * cuport parses -p's file; every entry it accepts must be whole: an absolute, normalised
 * file and directory, a compiler, no NULL argument, no file twice. The database is
 * released whatever the result, so LeakSanitizer sees every path out of the loader.
 */
#include "cuport.h"
#include "fuzz.h"

#include <string.h>

#define MAX_SECTIONS 9

static void check_entry(const CompDb *db, size_t i)
{
	const CompileCommand *c = &db->items[i];
	FUZZ_CHECK(c->file && c->directory, "entry %zu", i);
	FUZZ_CHECK(c->file[0] == '/' && c->directory[0] == '/', "entry %zu: %s in %s", i, c->file,
		   c->directory);
	char *norm = path_absolute(c->file, NULL);
	FUZZ_CHECK(strcmp(norm, c->file) == 0, "entry %zu: '%s' is not normalised", i, c->file);
	free(norm);
	FUZZ_CHECK(c->argc >= 1 && c->argv, "entry %zu: %d arguments", i, c->argc);
	for (int k = 0; k < c->argc; k++)
		FUZZ_CHECK(c->argv[k] != NULL, "entry %zu: argument %d", i, k);
	for (size_t k = 0; k < i; k++)
		FUZZ_CHECK(strcmp(db->items[k].file, c->file) != 0, "entries %zu and %zu: %s", k, i,
			   c->file);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	const char *sections[MAX_SECTIONS];
	size_t lens[MAX_SECTIONS], n = 0;
	const char *nul = memchr(text, '\0', size);
	size_t json_len = nul ? (size_t)(nul - text) : size;
	for (const char *p = nul; p && n < MAX_SECTIONS;) {
		const char *start = p + 1, *end = text + size;
		p = start < end ? memchr(start, '\0', (size_t)(end - start)) : NULL;
		sections[n] = start;
		lens[n++] = (size_t)((p ? p : end) - start);
	}
	fuzz_vfs_set(sections, lens, n);

	CompDb db;
	Err e = {{0}};
	char *json = xstrndup(text, json_len); /* the loader takes NUL-terminated text */
	int rc = compdb_load_text(&db, "/fuzz/db/compile_commands.json", json, json_len, &e);
	free(json);
	FUZZ_CHECK(rc == 0 || rc == -1, "rc %d", rc);
	FUZZ_CHECK(rc == 0 || e.msg[0], "a failure without a message");
	FUZZ_CHECK(db.path != NULL, "no path");
	for (size_t i = 0; rc == 0 && i < db.len; i++)
		check_entry(&db, i);
	compdb_free(&db);
	fuzz_vfs_clear();
	return 0;
}

/*
 * Loading compile_commands.json. Both forms of an entry are accepted: "arguments" (a JSON
 * array) and "command" (one shell-quoted string, split as a POSIX shell would). Relative
 * file names resolve against the entry's "directory", which itself resolves against the
 * database's own directory. Entries that name the same file twice keep the first, as
 * build systems that compile a file twice (e.g. for two architectures) would otherwise
 * migrate it twice.
 */
#include "cuport.h"

#include <cJSON.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int shell_split(const char *cmd, StrList *out, Err *e)
{
	const char *p = cmd;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			return 0;
		Buf word = {0};
		buf_append(&word, "", 0);
		while (*p && *p != ' ' && *p != '\t' && *p != '\n') {
			if (*p == '\'') {
				const char *end = strchr(p + 1, '\'');
				if (!end)
					goto unterminated;
				buf_append(&word, p + 1, (size_t)(end - p - 1));
				p = end + 1;
			} else if (*p == '"') {
				for (p++; *p && *p != '"'; p++) {
					if (*p == '\\' && p[1] && strchr("\"\\$`\n", p[1]))
						p++;
					buf_append(&word, p, 1);
				}
				if (!*p)
					goto unterminated;
				p++;
			} else if (*p == '\\' && p[1]) {
				buf_append(&word, p + 1, 1);
				p += 2;
			} else {
				buf_append(&word, p++, 1);
			}
		}
		strlist_push_owned(out, word.data);
		continue;
	unterminated:
		buf_free(&word);
		err_set(e, "unterminated quote in command: %s", cmd);
		return -1;
	}
}

static const char *json_string(const cJSON *obj, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* Fills cc from entry i; returns 0, 1 to skip (a duplicate), or -1 with e set. */
static int load_entry(CompDb *db, const cJSON *entry, int i, const char *db_dir, Err *e)
{
	if (!cJSON_IsObject(entry)) {
		err_set(e, "%s: entry [%d] is not an object", db->path, i);
		return -1;
	}
	const char *dir = json_string(entry, "directory"), *file = json_string(entry, "file");
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(entry, "arguments");
	const char *command = json_string(entry, "command");
	if (!dir || !file) {
		err_set(e, "%s: entry [%d] needs string fields \"directory\" and \"file\"",
			db->path, i);
		return -1;
	}
	StrList argv = {0};
	if (cJSON_IsArray(args)) {
		const cJSON *a;
		int k = 0;
		cJSON_ArrayForEach(a, args) {
			if (!cJSON_IsString(a)) {
				err_set(e, "%s: entry [%d].arguments[%d] is not a string",
					db->path, i, k);
				strlist_free(&argv);
				return -1;
			}
			strlist_push(&argv, a->valuestring);
			k++;
		}
	} else if (command) {
		if (shell_split(command, &argv, e) < 0) {
			Err inner = *e;
			err_set(e, "%s: entry [%d]: %s", db->path, i, inner.msg);
			return -1;
		}
	} else {
		err_set(e, "%s: entry [%d] has neither \"arguments\" nor \"command\"", db->path,
			i);
		return -1;
	}
	if (argv.len == 0) {
		err_set(e, "%s: entry [%d] has an empty command", db->path, i);
		return -1;
	}
	char *adir = path_absolute(dir, db_dir);
	char *afile = path_absolute(file, adir);
	for (size_t k = 0; k < db->len; k++) {
		if (strcmp(db->items[k].file, afile) == 0) {
			free(adir);
			free(afile);
			strlist_free(&argv);
			return 1;
		}
	}
	db->items[db->len++] = (CompileCommand){
		.directory = adir,
		.file = afile,
		.argv = argv.items,
		.argc = (int)argv.len,
	};
	return 0;
}

static char *db_file_path(const char *path)
{
	struct stat st;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		return xasprintf("%s/compile_commands.json", path);
	return xstrdup(path);
}

int compdb_load(CompDb *db, const char *path, Err *e)
{
	*db = (CompDb){.path = db_file_path(path)};
	size_t len;
	char *text = read_file(db->path, &len);
	if (!text) {
		err_set(e, "cannot read compilation database '%s': %s", db->path,
			strerror(errno));
		return -1;
	}
	cJSON *root = cJSON_ParseWithLength(text, len);
	if (!root) {
		const char *where = cJSON_GetErrorPtr();
		size_t off = where && where >= text && where <= text + len ? (size_t)(where - text)
									  : 0;
		unsigned line = 1;
		for (size_t k = 0; k < off; k++)
			line += text[k] == '\n';
		err_set(e, "%s:%u: malformed JSON in compilation database", db->path, line);
		free(text);
		return -1;
	}
	free(text);
	int rc = 0;
	if (!cJSON_IsArray(root)) {
		err_set(e, "%s: a compilation database is a JSON array of entries", db->path);
		rc = -1;
		goto out;
	}
	char *abs = path_absolute(db->path, NULL);
	char *db_dir = path_dirname(abs);
	free(abs);
	db->items = xcalloc((size_t)cJSON_GetArraySize(root), sizeof *db->items);
	const cJSON *entry;
	int i = 0;
	cJSON_ArrayForEach(entry, root) {
		if (load_entry(db, entry, i++, db_dir, e) < 0) {
			rc = -1;
			break;
		}
	}
	free(db_dir);
out:
	cJSON_Delete(root);
	return rc;
}

void compdb_from_sources(CompDb *db, const StrList *sources)
{
	*db = (CompDb){.path = xstrdup("<command line>")};
	db->items = xcalloc(sources->len, sizeof *db->items);
	for (size_t i = 0; i < sources->len; i++) {
		const char *src = sources->items[i];
		bool dup = false;
		for (size_t k = 0; k < db->len; k++)
			dup |= strcmp(db->items[k].file, src) == 0;
		if (dup)
			continue;
		StrList argv = {0};
		strlist_push(&argv, path_is_cuda_source(src) ? "nvcc" : "c++");
		strlist_push(&argv, "-c");
		strlist_push(&argv, src);
		db->items[db->len++] = (CompileCommand){
			.directory = path_dirname(src),
			.file = xstrdup(src),
			.argv = argv.items,
			.argc = (int)argv.len,
		};
	}
}

void compdb_free(CompDb *db)
{
	for (size_t i = 0; i < db->len; i++) {
		CompileCommand *c = &db->items[i];
		free(c->directory);
		free(c->file);
		for (int k = 0; k < c->argc; k++)
			free(c->argv[k]);
		free(c->argv);
	}
	free(db->items);
	free(db->path);
	*db = (CompDb){0};
}

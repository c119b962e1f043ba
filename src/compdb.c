/*
 * Loading compile_commands.json. Both forms of an entry are accepted: "arguments" (a JSON
 * array) and "command" (one shell-quoted string, split as a POSIX shell would), and the
 * argument files a command names (@file, nvcc's --options-file) are read into it. Relative
 * file names resolve against the entry's "directory", which itself resolves against the
 * database's own directory. Entries that name the same file twice keep the first, as
 * build systems that compile a file twice (e.g. for two architectures) would otherwise
 * migrate it twice.
 */
#include "cuport.h"

#include <cJSON.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int compdb_shell_split(const char *cmd, StrList *out, Err *e)
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

/* ---- argument files ----
 *
 * A command can keep arguments in files: @file (gcc, clang, and what CMake and ninja write
 * for long command lines) and nvcc's --options-file / -optf (a comma-separated list; CMake
 * puts a CUDA unit's include paths there). Their words replace them in place, as the
 * compiler reads them, relative to the entry's directory; files may name further files.
 * A file that cannot be read is an error naming it: the unit's flags would be incomplete. */

#define MAX_ARGFILE_DEPTH 16

static int expand_args(StrList *out, char **argv, size_t argc, const char *dir, int depth,
		       Err *e);

/* Splits the file at name (relative to dir) into its arguments and expands them into out. */
static int read_argfile(StrList *out, const char *name, const char *dir, int depth, Err *e)
{
	char *path = path_absolute(name, dir);
	size_t len;
	Err why;
	char *text = depth >= MAX_ARGFILE_DEPTH ? NULL : input_read(path, &len, &why);
	if (!text) {
		if (depth >= MAX_ARGFILE_DEPTH)
			err_set(e, "argument file '%s' nests more than %d levels deep (does it "
				   "name itself?)", path, MAX_ARGFILE_DEPTH);
		else
			err_set(e, "cannot read the argument file '%s' (%s): %s", name, path,
				why.msg);
		free(path);
		return -1;
	}
	StrList words = {0};
	int rc = compdb_shell_split(text, &words, e);
	if (rc < 0) {
		Err inner = *e;
		err_set(e, "argument file '%s': %s", path, inner.msg);
	} else {
		rc = expand_args(out, words.items, words.len, dir, depth + 1, e);
	}
	strlist_free(&words);
	free(text);
	free(path);
	return rc;
}

/* nvcc's options file flag at argv[*i]: its comma-separated value (advancing *i past a
 * separate one), or NULL when argv[*i] is something else. */
static const char *options_file_value(char **argv, size_t argc, size_t *i)
{
	static const char *const flags[] = {"--options-file", "-optf"};
	for (size_t k = 0; k < countof(flags); k++) {
		size_t n = strlen(flags[k]);
		const char *a = argv[*i];
		if (strncmp(a, flags[k], n) != 0)
			continue;
		if (a[n] == '=')
			return a + n + 1;
		if (a[n] == '\0')
			return *i + 1 < argc ? argv[++*i] : "";
	}
	return NULL;
}

static int expand_args(StrList *out, char **argv, size_t argc, const char *dir, int depth,
		       Err *e)
{
	for (size_t i = 0; i < argc; i++) {
		const char *a = argv[i], *files;
		if (a[0] == '@' && a[1]) {
			if (read_argfile(out, a + 1, dir, depth, e) < 0)
				return -1;
		} else if ((files = options_file_value(argv, argc, &i))) {
			char *copy = xstrdup(files), *save = NULL;
			int rc = 0;
			for (char *f = strtok_r(copy, ",", &save); f && rc == 0;
			     f = strtok_r(NULL, ",", &save))
				rc = read_argfile(out, f, dir, depth, e);
			free(copy);
			if (rc < 0)
				return -1;
		} else {
			strlist_push(out, a);
		}
	}
	return 0;
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
	/* An empty name would resolve to the directory itself and fail far from here. */
	if (!*file || !*dir) {
		err_set(e, "%s: entry [%d] has an empty \"%s\"", db->path, i,
			!*file ? "file" : "directory");
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
		if (compdb_shell_split(command, &argv, e) < 0) {
			Err inner = *e;
			err_set(e, "%s: entry [%d]: %s", db->path, i, inner.msg);
			strlist_free(&argv);
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
	StrList expanded = {0};
	strlist_push(&expanded, argv.items[0]);
	int rc = expand_args(&expanded, argv.items + 1, argv.len - 1, adir, 0, e);
	strlist_free(&argv);
	argv = expanded;
	if (rc < 0) {
		Err inner = *e;
		err_set(e, "%s: entry [%d] (%s): %s", db->path, i, file, inner.msg);
		strlist_free(&argv);
		free(adir);
		return -1;
	}
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
	char *file = db_file_path(path);
	size_t len;
	Err why;
	char *text = input_read(file, &len, &why);
	if (!text) {
		*db = (CompDb){.path = file};
		err_set(e, "cannot read compilation database '%s': %s", file, why.msg);
		return -1;
	}
	int rc = compdb_load_text(db, file, text, len, e);
	free(text);
	free(file);
	return rc;
}

int compdb_load_text(CompDb *db, const char *path, const char *text, size_t len, Err *e)
{
	*db = (CompDb){.path = xstrdup(path)};
	cJSON *root = input_parse_json(text, len, db->path, "compilation database", e);
	if (!root)
		return -1;
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

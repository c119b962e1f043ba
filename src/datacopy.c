/*
 * The in-root's data files in the out-root, so that the migrated tree runs like the original:
 * programs read inputs that sit beside their sources (cuda-samples find data/diagonal.dat from
 * argv[0] and the working directory, Rodinia and HeCBench open files by relative path).
 *
 * Which files: the regular files the migration does not otherwise write, each at its relative
 * path, of the folders that hold the units' sources (with their subfolders: data/ beside a
 * sample's sources) and of the data folders (data, Data, dataset(s), input(s)) that sit in
 * those folders' parents up to the in-root (Rodinia's rodinia/data/gaussian/, read as
 * ../../data/gaussian from rodinia/cuda/gaussian). Not the whole in-root: a compile database
 * may select one program of a tree of many (the corpus migrates each program of a suite with
 * the suite as in-root), and the other programs' files are not this program's inputs; a
 * program that reads files from elsewhere is the exception the note and the user cover.
 * Left alone: sources and headers (migrated, or not part of the program), build scripts and
 * the compile database (migrated or generated), object files, libraries and executables (by
 * name, and by their magic numbers: they belong to the original build), hidden files and
 * folders (.git...), the out-root and any folder cuport wrote (marked .cuport-out), CMake
 * build trees. Limits (per file, in all, in count) keep a large tree from flooding the
 * out-root; what they leave out, a symbolic link (which could lead out of the in-root) and
 * any file that cannot be copied is named in one note (CUPORT1009). --no-copy-data turns the
 * copy off.
 *
 * Every file goes through output.c's guarded writer, as the migrated sources do, after the
 * units and the build scripts: a path they claimed is theirs.
 */
#include "cuport.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#define MIB (1024u * 1024u)
enum { FILE_LIMIT = 64 * MIB, TOTAL_LIMIT = 256 * MIB, COUNT_LIMIT = 10000, NAMED_MAX = 10 };

typedef struct {
	Run *run;
	Unit *u;
	size_t bytes, files;     /* copied so far */
	StrList left;            /* "path (why)", in the order of the walk */
} Copy;

static bool has_suffix_ci(const char *name, const char *suffix)
{
	size_t n = strlen(name), k = strlen(suffix);
	return n > k && strcasecmp(name + n - k, suffix) == 0;
}

/* Sources, headers, build scripts and build products, by name. */
static bool not_data(const char *name)
{
	static const char *const suffixes[] = {
		".cu", ".cuh", ".c", ".cc", ".cp", ".cpp", ".cxx", ".c++", ".h", ".hh", ".hpp",
		".hxx", ".h++", ".inl", ".ipp", ".tcc", ".cmake", ".mk", ".mak",
		".o", ".obj", ".a", ".so", ".lib", ".dll", ".dylib", ".exe", ".pdb", ".cubin",
		".fatbin", ".ptx", ".ii", ".cudafe1.cpp",
	};
	static const char *const names[] = {
		"Makefile", "makefile", "GNUmakefile", "CMakeLists.txt", "CMakeCache.txt",
		"compile_commands.json",
	};
	for (size_t i = 0; i < countof(names); i++)
		if (strcmp(name, names[i]) == 0)
			return true;
	for (size_t i = 0; i < countof(suffixes); i++)
		if (has_suffix_ci(name, suffixes[i]))
			return true;
	return strstr(name, ".so.") != NULL; /* libfoo.so.1 */
}

/* An executable or a library, by its first bytes: ELF, Mach-O, PE, an ar archive. */
static bool binary_product(const char *data, size_t len)
{
	static const struct { const char *magic; size_t n; } forms[] = {
		{"\x7f" "ELF", 4}, {"\xfe\xed\xfa\xce", 4}, {"\xfe\xed\xfa\xcf", 4},
		{"\xce\xfa\xed\xfe", 4}, {"\xcf\xfa\xed\xfe", 4}, {"\xca\xfe\xba\xbe", 4},
		{"MZ", 2}, {"!<arch>\n", 8},
	};
	for (size_t i = 0; i < countof(forms); i++)
		if (len >= forms[i].n && memcmp(data, forms[i].magic, forms[i].n) == 0)
			return true;
	return false;
}

/* A folder cuport does not look into: the out-root, one an earlier run wrote, a CMake
 * build tree. */
static bool skipped_dir(Copy *c, const char *dir)
{
	const Options *o = c->run->opt;
	if (path_is_under(dir, o->out_root) || (o->out_inside && path_is_under(dir, o->out_inside)))
		return true;
	static const char *const marks[] = {OUT_MARKER, "CMakeCache.txt"};
	for (size_t i = 0; i < countof(marks); i++) {
		char *m = xasprintf("%s/%s", dir, marks[i]);
		bool found = path_is_file(m);
		free(m);
		if (found)
			return true;
	}
	return false;
}

static void leave(Copy *c, const char *path, const char *why)
{
	strlist_push_owned(&c->left, xasprintf("'%s' (%s)", path_display(path), why));
}

static void copy_file(Copy *c, const char *path, const struct stat *st)
{
	const Options *o = c->run->opt;
	char *rel = path_relative(path, o->in_root);
	char *dest = xasprintf("%s/%s", o->out_root, rel);
	free(rel);
	if (output_set_owner(&c->run->outputs, dest)) {
		free(dest);
		return; /* the migration wrote it */
	}
	Err e;
	char *why = NULL;
	if ((size_t)st->st_size > FILE_LIMIT)
		why = xasprintf("over the %u MiB limit per file", FILE_LIMIT / MIB);
	else if (c->bytes + (size_t)st->st_size > TOTAL_LIMIT)
		why = xasprintf("over the %u MiB limit in all", TOTAL_LIMIT / MIB);
	else if (c->files >= COUNT_LIMIT)
		why = xasprintf("over the limit of %d files", COUNT_LIMIT);
	size_t len = 0;
	char *data = why ? NULL : input_read_file(path, &len);
	if (!why && !data)
		why = xasprintf("cannot read it");
	if (!why && binary_product(data, len)) {
		free(data);
		free(dest);
		return;
	}
	if (!why && output_write(dest, data, len, &e) < 0)
		why = xstrdup(e.msg);
	if (why)
		leave(c, path, why);
	else
		c->bytes += len, c->files++;
	free(why);
	free(data);
	free(dest);
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

static void walk(Copy *c, const char *dir)
{
	if (skipped_dir(c, dir))
		return;
	struct dirent **ents;
	int n = scandir(dir, &ents, NULL, by_name);
	if (n < 0) {
		leave(c, dir, "cannot list the folder");
		return;
	}
	for (int i = 0; i < n; i++) {
		const char *name = ents[i]->d_name;
		char *path = xasprintf("%s/%s", dir, name);
		struct stat st;
		if (name[0] == '.' || strcmp(name, "CVS") == 0) {
			/* hidden, version control, . and .. */
		} else if (lstat(path, &st) < 0) {
			leave(c, path, "cannot read it");
		} else if (S_ISDIR(st.st_mode)) {
			walk(c, path);
		} else if (S_ISLNK(st.st_mode)) {
			if (!not_data(name))
				leave(c, path, "a symbolic link");
		} else if (S_ISREG(st.st_mode) && !not_data(name)) {
			copy_file(c, path, &st);
		}
		free(path);
		free(ents[i]);
	}
	free(ents);
}

/* The note naming what was left out: the first few files, and how many more. */
static void report_left(Copy *c)
{
	Buf b = {0};
	buf_printf(&b, "%zu file%s of the in-root %s not copied to the out-root: ", c->left.len,
		   c->left.len == 1 ? "" : "s", c->left.len == 1 ? "was" : "were");
	for (size_t i = 0; i < c->left.len && i < NAMED_MAX; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", c->left.items[i]);
	if (c->left.len > NAMED_MAX)
		buf_printf(&b, " and %zu more", c->left.len - NAMED_MAX);
	buf_puts(&b, "; copy those the program reads by hand");
	unit_diag_at(c->u, DIAG_DATA_FILES_LEFT_OUT, c->u->src, 0, 0, b.data);
	buf_free(&b);
}

static bool data_folder_name(const char *name)
{
	static const char *const names[] = {"data", "Data", "dataset", "datasets", "input",
					    "inputs"};
	for (size_t i = 0; i < countof(names); i++)
		if (strcmp(name, names[i]) == 0)
			return true;
	return false;
}

/* Adds dir to roots unless it lies in one already; drops the roots that lie in it. */
static void add_root(StrList *roots, const char *dir)
{
	for (size_t i = 0; i < roots->len; i++)
		if (path_is_under(dir, roots->items[i]))
			return;
	size_t k = 0;
	for (size_t i = 0; i < roots->len; i++) {
		if (path_is_under(roots->items[i], dir))
			free(roots->items[i]);
		else
			roots->items[k++] = roots->items[i];
	}
	roots->len = k;
	strlist_push(roots, dir);
}

/* The data folders directly inside dir. */
static void add_data_folders(StrList *roots, const char *dir)
{
	struct dirent **ents;
	int n = scandir(dir, &ents, NULL, by_name);
	for (int i = 0; i < n; i++) {
		char *path = xasprintf("%s/%s", dir, ents[i]->d_name);
		struct stat st;
		if (data_folder_name(ents[i]->d_name) && lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
			add_root(roots, path);
		free(path);
		free(ents[i]);
	}
	if (n >= 0)
		free(ents);
}

/* The folders of the units, and the data folders beside and above them up to the in-root. */
static void find_roots(const Options *o, const StrList *srcs, StrList *roots)
{
	for (size_t i = 0; i < srcs->len; i++) {
		char *dir = path_dirname(srcs->items[i]);
		if (path_is_under(dir, o->in_root))
			add_root(roots, dir);
		free(dir);
	}
	for (size_t i = 0; i < srcs->len; i++) {
		char *dir = path_dirname(srcs->items[i]);
		while (strcmp(dir, o->in_root) != 0 && path_is_under(dir, o->in_root)) {
			char *up = path_dirname(dir);
			free(dir);
			dir = up;
			add_data_folders(roots, dir);
		}
		free(dir);
	}
}

Unit *datacopy_run(Run *run, const StrList *srcs, size_t *copied)
{
	Unit *u = xcalloc(1, sizeof *u);
	u->arena = arena_new();
	u->run = run;
	u->src = arena_strdup(u->arena, run->opt->in_root);
	Copy c = {.run = run, .u = u};
	StrList roots = {0};
	find_roots(run->opt, srcs, &roots);
	for (size_t i = 0; i < roots.len; i++)
		walk(&c, roots.items[i]);
	strlist_free(&roots);
	if (c.left.len)
		report_left(&c);
	strlist_free(&c.left);
	diag_finish(&u->diags);
	for (size_t i = 0; i < u->diags.len; i++)
		if (!run->opt->quiet || diag_info(u->diags.items[i].id)->kind == KIND_ERROR)
			diag_format(&u->console, &u->diags.items[i], run->color);
	*copied = c.files;
	return u;
}

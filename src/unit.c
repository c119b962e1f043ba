/*
 * The services every pass of one unit uses, and nothing else: reporting a diagnostic at a
 * libclang location or a file position, the unit's cache of input files (the text each
 * pass plans its edits against), and the statistics hook that counts CUDA API uses. They
 * call no pass, so the passes depend on them and never on the driver.
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

void unit_diag_at(Unit *u, int id, const char *file, unsigned line, unsigned col, ...)
{
	va_list ap;
	va_start(ap, col);
	diag_vadd(&u->diags, u->arena, &u->run->opt->suppress, id, file, line, col, ap);
	va_end(ap);
}

char *unit_included_unit_output(const Unit *u, const char *path)
{
	const Options *o = u->run->opt;
	if (!u->run->units || strcmp(path, u->src) == 0 || !strlist_contains(u->run->units, path))
		return NULL;
	char *out = path_map_output(path, o->in_root, o->out_root, OUT_HOST);
	const char *ext = path_extension(out);
	size_t stem = strlen(out) - strlen(ext);
	char *r = xmalloc(stem + sizeof ".included.cpp");
	memcpy(r, out, stem);
	strcpy(r + stem, ".included.cpp");
	free(out);
	return r;
}

const char *unit_cxfile_path(Unit *u, CXFile f)
{
	char *name = arena_cxstring(u->arena, clang_getFileName(f));
	char *abs = path_absolute(name, u->cc->directory);
	const char *copy = arena_strdup(u->arena, abs);
	free(abs);
	return copy;
}

void unit_diag(Unit *u, int id, CXSourceLocation loc, ...)
{
	CXFile f;
	unsigned line = 0, col = 0;
	clang_getExpansionLocation(loc, &f, &line, &col, NULL);
	const char *file = u->src;
	if (f)
		file = unit_cxfile_path(u, f);
	else
		line = col = 0;
	va_list ap;
	va_start(ap, loc);
	diag_vadd(&u->diags, u->arena, &u->run->opt->suppress, id, file, line, col, ap);
	va_end(ap);
}

void unit_count_api(Unit *u, const char *name, bool migrated)
{
	ApiUse *use = NULL;
	for (size_t i = 0; i < u->napis && !use; i++)
		if (strcmp(u->apis[i].name, name) == 0)
			use = &u->apis[i];
	if (!use) {
		if (u->napis == u->capapis) {
			u->capapis = u->capapis ? u->capapis * 2 : 16;
			u->apis = xrealloc(u->apis, u->capapis * sizeof *u->apis);
		}
		use = &u->apis[u->napis++];
		*use = (ApiUse){.name = arena_strdup(u->arena, name)};
	}
	if (migrated)
		use->migrated++;
	else
		use->not_migrated++;
}

EditFile *unit_file(Unit *u, const char *path)
{
	for (size_t i = 0; i < u->nfiles; i++)
		if (strcmp(u->files[i].path, path) == 0)
			return &u->files[i];
	size_t len;
	char *text = input_read_file(path, &len);
	if (!text)
		return NULL;
	if (u->nfiles == u->capfiles) {
		u->capfiles = u->capfiles ? u->capfiles * 2 : 8;
		u->files = xrealloc(u->files, u->capfiles * sizeof *u->files);
	}
	EditFile *f = &u->files[u->nfiles++];
	*f = (EditFile){.path = arena_strdup(u->arena, path),
			.text = arena_strndup(u->arena, text, len), .len = len};
	free(text);
	return f;
}

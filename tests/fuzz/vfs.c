/*
 * The fuzz targets' file system: input_read and input_read_file as the migrator's modules see
 * them, wrapped at link time (-Wl,--wrap=...) so that what a fuzz input names is served
 * from the input itself. See fuzz.h for which path reads what.
 */
#include "cuport.h"
#include "fuzz.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

char *__wrap_input_read(const char *path, size_t *len, Err *e);
char *__wrap_input_read_file(const char *path, size_t *len);

static const char *const *vfs_sections;
static const size_t *vfs_lens;
static size_t vfs_count, vfs_served;

void fuzz_vfs_set(const char *const *sections, const size_t *lens, size_t n)
{
	vfs_sections = sections;
	vfs_lens = lens;
	vfs_count = n;
	vfs_served = 0;
}

void fuzz_vfs_clear(void)
{
	fuzz_vfs_set(NULL, NULL, 0);
}

size_t fuzz_vfs_reads(void)
{
	return vfs_served;
}

/* Same contract as input_read: a heap copy with a NUL added, NULL with e and errno set. */
char *__wrap_input_read(const char *path, size_t *len, Err *e)
{
	if (vfs_count == 0 || strstr(path, "missing")) {
		err_set(e, "%s", strerror(ENOENT));
		errno = ENOENT;
		return NULL;
	}
	size_t k = 0, n = strlen(path);
	if (n && path[n - 1] >= '1' && path[n - 1] <= '9' && (size_t)(path[n - 1] - '0') <= vfs_count)
		k = (size_t)(path[n - 1] - '1');
	char *text = malloc(vfs_lens[k] + 1);
	if (!text)
		abort();
	memcpy(text, vfs_sections[k], vfs_lens[k]);
	text[vfs_lens[k]] = '\0';
	if (len)
		*len = vfs_lens[k];
	vfs_served++;
	return text;
}

char *__wrap_input_read_file(const char *path, size_t *len)
{
	return __wrap_input_read(path, len, NULL);
}

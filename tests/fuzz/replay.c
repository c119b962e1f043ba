/*
 * A main for the fuzz targets where libFuzzer is not linked (a build with gcc, or without
 * -DCUPORT_FUZZ=ON): runs the target once on each file named, and on each file of each
 * directory named, in name order. A crash or a failed check ends the process as it would
 * under libFuzzer; otherwise it prints how many inputs ran.
 */
#include "fuzz.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "replay: cannot read %s: %s\n", path, strerror(errno));
		return -1;
	}
	size_t cap = 4096, len = 0, n;
	uint8_t *data = malloc(cap);
	while (data && (n = fread(data + len, 1, cap - len, f)) > 0) {
		len += n;
		if (len == cap)
			data = realloc(data, cap *= 2);
	}
	fclose(f);
	if (!data)
		abort();
	/* A copy of exactly len bytes, so reading past the input is an error under ASan. */
	uint8_t *exact = malloc(len ? len : 1);
	memcpy(exact, data, len);
	free(data);
	LLVMFuzzerTestOneInput(exact, len);
	free(exact);
	return 0;
}

static int name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every regular file of dir; returns how many, or -1. */
static int run_dir(const char *dir)
{
	DIR *d = opendir(dir);
	if (!d) {
		fprintf(stderr, "replay: cannot read %s: %s\n", dir, strerror(errno));
		return -1;
	}
	char **names = NULL;
	size_t n = 0;
	for (struct dirent *de; (de = readdir(d));) {
		if (de->d_name[0] == '.')
			continue;
		names = realloc(names, (n + 1) * sizeof *names);
		size_t len = strlen(dir) + strlen(de->d_name) + 2;
		names[n] = malloc(len);
		snprintf(names[n++], len, "%s/%s", dir, de->d_name);
	}
	closedir(d);
	qsort(names, n, sizeof *names, name_cmp);
	int ran = 0;
	for (size_t i = 0; i < n; i++) {
		struct stat st;
		if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
			if (run_file(names[i]) < 0)
				ran = -1;
			else if (ran >= 0)
				ran++;
		}
		free(names[i]);
	}
	free(names);
	return ran;
}

int main(int argc, char **argv)
{
	int total = 0;
	for (int i = 1; i < argc; i++) {
		struct stat st;
		if (stat(argv[i], &st) != 0) {
			fprintf(stderr, "replay: %s: %s\n", argv[i], strerror(errno));
			return 1;
		}
		int n = S_ISDIR(st.st_mode) ? run_dir(argv[i]) : run_file(argv[i]) == 0 ? 1 : -1;
		if (n < 0)
			return 1;
		total += n;
	}
	printf("replay: %d inputs ran, no finding\n", total);
	return 0;
}

/*
 * clcheck: builds migrated .cl files the way a migrated program does (through the
 * runtime, so with its device header and the device's -D flags, -cl-std=CL1.2) and asks
 * for every kernel the file defines. Prints one line per file; the build log on failure.
 * usage: clcheck FILE.cl...    exit status: the number of files that failed (at most 100)
 */
#include "cuport_runtime.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *s = malloc((size_t)n + 1);
	if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
		free(s);
		s = NULL;
	}
	if (s)
		s[n] = '\0';
	fclose(f);
	return s;
}

/* Checks every "__kernel void NAME(" of src; returns the number that failed. */
static int check_kernels(cuportProgram_t p, const char *path, const char *src)
{
	int failed = 0, count = 0;
	const char *key = "__kernel void ";
	for (const char *s = strstr(src, key); s; s = strstr(s + 1, key)) {
		const char *n = s + strlen(key);
		const char *e = n;
		while (isalnum((unsigned char)*e) || *e == '_')
			e++;
		char name[256];
		snprintf(name, sizeof name, "%.*s", (int)(e - n), n);
		cuportKernel_t k;
		cuportError_t err = cuportGetKernel(p, name, &k);
		count++;
		if (err != cuportSuccess) {
			fprintf(stderr, "FAIL %s: kernel %s: %s\n%s\n", path, name,
				cuportGetErrorName(err), cuportGetErrorDetail());
			failed++;
			break; /* the build log is the same for the others */
		}
	}
	if (!failed)
		printf("OK %s (%d kernels)\n", path, count);
	return failed;
}

int main(int argc, char **argv)
{
	int failed = 0;
	for (int i = 1; i < argc; i++) {
		char *src = slurp(argv[i]);
		if (!src) {
			fprintf(stderr, "FAIL %s: cannot read\n", argv[i]);
			failed++;
			continue;
		}
		cuportProgram_t p;
		if (cuportRegisterProgram(argv[i], src, &p) != cuportSuccess) {
			fprintf(stderr, "FAIL %s: %s\n", argv[i], cuportGetErrorDetail());
			failed++;
		} else if (check_kernels(p, argv[i], src)) {
			failed++;
		}
		free(src);
	}
	return failed > 100 ? 100 : failed;
}

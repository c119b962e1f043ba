/*
 * What the fuzz targets share. Each target (fuzz_compdb.c, fuzz_flags.c, fuzz_rules.c)
 * defines LLVMFuzzerTestOneInput and calls the migrator's own functions on the input; it
 * is linked either with libFuzzer (-DCUPORT_FUZZ=ON, clang) or with replay.c, a main that
 * runs it once on each file it is given, so every build replays the seeds and the
 * regressions. A target checks what must hold of the result and aborts when it does not,
 * which libFuzzer (and ctest) counts as a finding.
 *
 * Argument files are read through input_read (and input_read_file), which the targets are linked
 * to reach here instead (-Wl,--wrap=...): a fuzz input can name any path, and what it names
 * must never be the machine's real files.
 */
#ifndef CUPORT_FUZZ_H
#define CUPORT_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The files input_read serves, for the input being run: sections[i] of lens[i] bytes. A path
 * containing "missing" does not exist; a path whose name ends in a digit d from 1 to n
 * reads sections[d - 1]; any other path reads sections[0]; with n == 0 nothing exists.
 * The caller keeps the sections alive until fuzz_vfs_clear. */
void fuzz_vfs_set(const char *const *sections, const size_t *lens, size_t n);
void fuzz_vfs_clear(void);
/* How many reads were served since fuzz_vfs_set. */
size_t fuzz_vfs_reads(void);

/* Aborts with a message naming the target and the property that failed. */
#define FUZZ_CHECK(cond, ...)                                                      \
	do {                                                                       \
		if (!(cond)) {                                                     \
			fprintf(stderr, "fuzz check failed: %s: ", #cond);          \
			fprintf(stderr, __VA_ARGS__);                              \
			fputc('\n', stderr);                                       \
			abort();                                                   \
		}                                                                  \
	} while (0)

#endif

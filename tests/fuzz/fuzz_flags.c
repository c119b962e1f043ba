/*
 * Fuzz target: the nvcc flag translator and the shell splitter. The first byte of the input
 * picks the form of the rest: even, a command line as a compile DB's "command" holds it
 * (split by compdb_shell_split, which also reads response files); odd, an argument vector, one
 * argument per NUL-separated piece after an implied "nvcc". Bit 1 gives the toolchain a
 * CUDA SDK. The vector then goes where cuport sends a unit's command: flags_translate (the
 * clang arguments of the parse), flags_device_macros (the .cl's -D flags) and
 * flags_for_host (a migrated build script's host flags), and each result is checked.
 */
#include "cuport.h"
#include "fuzz.h"

#include <string.h>

static void split_vector(const char *text, size_t size, StrList *argv)
{
	strlist_push(argv, "nvcc");
	for (size_t at = 0; at <= size;) {
		const char *nul = memchr(text + at, '\0', size - at);
		size_t end = nul ? (size_t)(nul - text) : size;
		strlist_push_owned(argv, xstrndup(text + at, end - at));
		at = end + 1;
	}
}

/* The plain macros are those an OpenCL build option can carry: -D or -U, no blank, no
 * quote, no backslash, not function-like. */
static void check_macros(const CompileCommand *cc)
{
	StrList plain = {0}, skipped = {0};
	flags_device_macros(cc, &plain, &skipped);
	for (size_t i = 0; i < plain.len; i++) {
		const char *m = plain.items[i];
		FUZZ_CHECK(str_starts(m, "-D") || str_starts(m, "-U"), "plain macro '%s'", m);
		FUZZ_CHECK(!strpbrk(m, " \t\n\"'\\"), "plain macro '%s'", m);
		FUZZ_CHECK(m[2 + strcspn(m + 2, "=(")] != '(', "plain macro '%s'", m);
	}
	for (size_t i = 0; i < skipped.len; i++)
		FUZZ_CHECK(str_starts(skipped.items[i], "-D") || str_starts(skipped.items[i], "-U"),
			   "skipped macro '%s'", skipped.items[i]);
	strlist_free(&plain);
	strlist_free(&skipped);
}

/* Every word is covered by exactly one flag, in order; only a replacement has text. */
static void check_host(char **words, size_t n)
{
	HostFlag *hf;
	size_t len = flags_for_host(words, n, &hf), next = 0;
	for (size_t i = 0; i < len; i++) {
		FUZZ_CHECK(hf[i].first == next, "flag %zu starts at word %zu, not %zu", i,
			   hf[i].first, next);
		FUZZ_CHECK(hf[i].count >= 1 && hf[i].first + hf[i].count <= n,
			   "flag %zu covers [%zu, +%zu) of %zu", i, hf[i].first, hf[i].count, n);
		FUZZ_CHECK((hf[i].fate == HOSTFLAG_REPLACE) == (hf[i].text != NULL),
			   "flag %zu: fate %d", i, hf[i].fate);
		next = hf[i].first + hf[i].count;
	}
	FUZZ_CHECK(next == n, "%zu of %zu words covered", next, n);
	flags_for_host_free(hf, len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	unsigned mode = data[0];
	const char *text = (const char *)data + 1;
	size--;

	StrList argv = {0};
	if (mode & 1) {
		split_vector(text, size, &argv);
	} else {
		char *cmd = xstrndup(text, size); /* up to a NUL, as a C string would be read */
		Err e = {{0}};
		int rc = compdb_shell_split(cmd, &argv, &e);
		FUZZ_CHECK(rc == 0 || (rc == -1 && e.msg[0]), "compdb_shell_split: %d", rc);
		free(cmd);
		if (rc < 0 || argv.len == 0) {
			strlist_free(&argv);
			return 0;
		}
	}

	Toolchain tc = {
		.own_include = "/fuzz/share/include",
		.shims_include = "/fuzz/share/include-sdk",
		.rules_dir = "/fuzz/share/rules",
		.host_include = "/fuzz/share/include-host",
		.sdk_path = (mode & 2) ? "/fuzz/cuda" : NULL,
		.sdk_version = 12080,
	};
	Options o = {0};
	strlist_push(&o.extra_args, "-DFUZZ_EXTRA");
	CompileCommand cc = {
		.directory = "/fuzz/proj",
		.file = "/fuzz/proj/unit.cu",
		.argv = argv.items,
		.argc = (int)argv.len,
	};

	StrList out = {0};
	bool is_cuda = false;
	flags_translate(&out, &cc, &tc, &o, &is_cuda);
	FUZZ_CHECK(out.len >= 2, "%zu clang arguments", out.len);
	for (size_t i = 0; i < out.len; i++)
		FUZZ_CHECK(out.items[i] != NULL, "clang argument %zu", i);
	/* the user's --extra-arg come last, so they win */
	FUZZ_CHECK(strcmp(out.items[out.len - 1], "-DFUZZ_EXTRA") == 0, "last: %s",
		   out.items[out.len - 1]);
	strlist_free(&out);

	check_macros(&cc);
	check_host(argv.items + 1, argv.len - 1);

	strlist_free(&o.extra_args);
	strlist_free(&argv);
	return 0;
}

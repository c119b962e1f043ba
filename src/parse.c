/*
 * Parsing one translation unit with libclang, and forwarding what clang says about it in
 * cuport's own format. A header that cannot be found does not end the unit: clang keeps
 * going, the missing header becomes a warning, and the errors that follow it (most of them
 * consequences) are downgraded to warnings too, so the rest of the unit still migrates.
 * Any other error fails the unit: its outputs are not written.
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

/* The text between the first pair of single quotes of "'foo.h' file not found". */
static char *quoted_name(Arena *a, const char *msg)
{
	const char *q = strchr(msg, '\'');
	const char *end = q ? strchr(q + 1, '\'') : NULL;
	return end ? arena_strndup(a, q + 1, (size_t)(end - q - 1)) : arena_strdup(a, msg);
}

static void forward(Unit *u, CXDiagnostic d)
{
	enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
	if (sev < CXDiagnostic_Error)
		return;
	char *msg = arena_cxstring(u->arena, clang_getDiagnosticSpelling(d));
	CXSourceLocation loc = clang_getDiagnosticLocation(d);
	if (str_ends(msg, "file not found")) {
		u->missing_header = true;
		unit_diag(u, DIAG_MISSING_HEADER, loc, quoted_name(u->arena, msg));
	} else if (u->missing_header) {
		unit_diag(u, DIAG_CLANG_ERROR_AFTER_MISSING_HEADER, loc, msg);
	} else {
		unit_diag(u, DIAG_CLANG_ERROR, loc, msg);
	}
}

int parse_unit(Unit *u, Parse *p)
{
	const char **args = arena_alloc(u->arena, (u->args.len + 1) * sizeof *args);
	for (size_t i = 0; i < u->args.len; i++)
		args[i] = u->args.items[i];
	p->index = clang_createIndex(0, 0);
	unsigned flags = CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord;
	enum CXErrorCode ec = clang_parseTranslationUnit2(p->index, u->src, args,
							  (int)u->args.len, NULL, 0, flags, &p->tu);
	if (ec != CXError_Success || !p->tu) {
		unit_diag_at(u, DIAG_CLANG_ERROR, u->src, 0, 0,
			     ec == CXError_ASTReadError ? "cannot read the file"
							: "libclang could not parse the file");
		u->failed = true;
		return -1;
	}
	unsigned n = clang_getNumDiagnostics(p->tu);
	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(p->tu, i);
		forward(u, d);
		clang_disposeDiagnostic(d);
	}
	return 0;
}

/* Whether a file mentions __CUDA_ARCH__ (read directly: the unit's file cache keeps the
 * order in which the passes first touch files, which the reports follow). */
static bool file_tests_cuda_arch(const char *path)
{
	size_t len;
	char *text = read_file(path, &len);
	bool found = text && strstr(text, "__CUDA_ARCH__");
	free(text);
	return found;
}

bool parse_wants_device(Unit *u, const Parse *host)
{
	if (!u->is_cuda)
		return false;
	if (file_tests_cuda_arch(u->src))
		return true;
	for (size_t i = 0; i < host->includes.len; i++)
		if (file_tests_cuda_arch(host->includes.items[i]))
			return true;
	return false;
}

int parse_device_unit(Unit *u, Parse *p)
{
	const char **args = arena_alloc(u->arena, (u->args.len + 2) * sizeof *args);
	int n = 0;
	for (size_t i = 0; i < u->args.len; i++) {
		const char *a = u->args.items[i];
		args[n++] = strcmp(a, "--cuda-host-only") == 0 ? "--cuda-device-only" : a;
	}
	args[n++] = arena_printf(u->arena, "--cuda-gpu-arch=sm_%d", CUPORT_DEVICE_ARCH / 10);
	p->index = clang_createIndex(0, 0);
	p->device = true;
	unsigned flags = CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord;
	enum CXErrorCode ec = clang_parseTranslationUnit2(p->index, u->src, args, n, NULL, 0,
							  flags, &p->tu);
	bool clean = ec == CXError_Success && p->tu;
	for (unsigned i = 0; clean && i < clang_getNumDiagnostics(p->tu); i++) {
		CXDiagnostic d = clang_getDiagnostic(p->tu, i);
		clean = clang_getDiagnosticSeverity(d) < CXDiagnostic_Error;
		clang_disposeDiagnostic(d);
	}
	if (clean)
		return 0;
	parse_release(p);
	p->device = false;
	return -1;
}

/* The AST is by far the largest part of a unit (tens of MiB for a CUDA unit): it goes as
 * soon as the unit is done, so memory stays flat however many units a run has. What the
 * collection holds (cursors) must not be used after it. */
void parse_release(Parse *p)
{
	if (p->tu)
		clang_disposeTranslationUnit(p->tu);
	if (p->index)
		clang_disposeIndex(p->index);
	p->tu = NULL;
	p->index = NULL;
}

void parse_free(Parse *p)
{
	parse_release(p);
	free(p->funcs);
	free(p->vars);
	free(p->launches);
	free(p->ilaunches);
	free(p->kernel_refs);
	free(p->calls);
	strlist_free(&p->includes);
	*p = (Parse){0};
}

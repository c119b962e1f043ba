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

int parse_unit(Unit *u)
{
	const char **args = arena_alloc(u->arena, (u->args.len + 1) * sizeof *args);
	for (size_t i = 0; i < u->args.len; i++)
		args[i] = u->args.items[i];
	u->index = clang_createIndex(0, 0);
	unsigned flags = CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord;
	enum CXErrorCode ec = clang_parseTranslationUnit2(u->index, u->src, args,
							  (int)u->args.len, NULL, 0, flags, &u->tu);
	if (ec != CXError_Success || !u->tu) {
		unit_diag_at(u, DIAG_CLANG_ERROR, u->src, 0, 0,
			     ec == CXError_ASTReadError ? "cannot read the file"
							: "libclang could not parse the file");
		u->failed = true;
		return -1;
	}
	unsigned n = clang_getNumDiagnostics(u->tu);
	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(u->tu, i);
		forward(u, d);
		clang_disposeDiagnostic(d);
	}
	return 0;
}

int parse_device_unit(Unit *u)
{
	const char **args = arena_alloc(u->arena, (u->args.len + 2) * sizeof *args);
	int n = 0;
	for (size_t i = 0; i < u->args.len; i++) {
		const char *a = u->args.items[i];
		args[n++] = strcmp(a, "--cuda-host-only") == 0 ? "--cuda-device-only" : a;
	}
	args[n++] = arena_printf(u->arena, "--cuda-gpu-arch=sm_%d", CUPORT_DEVICE_ARCH / 10);
	u->dindex = clang_createIndex(0, 0);
	unsigned flags = CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord;
	enum CXErrorCode ec = clang_parseTranslationUnit2(u->dindex, u->src, args, n, NULL, 0,
							  flags, &u->dtu);
	bool clean = ec == CXError_Success && u->dtu;
	for (unsigned i = 0; clean && i < clang_getNumDiagnostics(u->dtu); i++) {
		CXDiagnostic d = clang_getDiagnostic(u->dtu, i);
		clean = clang_getDiagnosticSeverity(d) < CXDiagnostic_Error;
		clang_disposeDiagnostic(d);
	}
	if (clean)
		return 0;
	if (u->dtu)
		clang_disposeTranslationUnit(u->dtu);
	clang_disposeIndex(u->dindex);
	u->dtu = NULL;
	u->dindex = NULL;
	return -1;
}

/*
 * Parsing one translation unit with libclang, and forwarding what clang says about it in
 * cuport's own format. A header that cannot be found does not end the unit: clang keeps
 * going, the missing header becomes a warning, and the errors that follow it (most of them
 * consequences) are downgraded to warnings too, so the rest of the unit still migrates.
 * Any other error fails the unit: its outputs are not written.
 *
 * nvcc accepts launch brackets written with spaces, `k << < grid, block >> > (args)`, which
 * clang does not lex as brackets. The parse sees such files through libclang's unsaved
 * files, with each bracket spelled `<<<` or `>>>` and padded to its written length, so that
 * every offset clang reports is valid in the original text, on which the rewriters work.
 *
 * The same way, nvcc accepts `__shared__ alignas(16) float t[64];`, where clang sees a GNU
 * attribute (CUDA's __shared__) followed by a C++11 one, which it refuses: such an alignas is
 * respelled CUPORT_ALIGNAS_SPELLING, a name of the same length that the parse defines as
 * the GNU attribute (aligned), and that the kernel translator writes as the device header's
 * cuport_alignas.
 *
 * clang refuses a launch of a kernel template from device code (dynamic parallelism: the
 * __global__ candidate is not viable from a __global__ function). Such a launch, found by
 * that error, is respelled `k<N>,((g, b)),(args)`, the same length, and the unit parsed
 * again: a comma expression that names the instance, so clang instantiates it, and that the
 * kernel translator reads as the launch (kernel/launch.c). The device parse refuses any
 * launch from device code ("reference to __global__ function"), so such a unit's kernels
 * come from the host parse (CUPORT1215).
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

/* "no member named 'X' in namespace 'thrust'" (or a type, a template; or in one of its
 * namespaces): "thrust::X", a name the Thrust subset lacks; else NULL. */
static const char *thrust_missing(Unit *u, const char *msg)
{
	static const char *const heads[] = {"no member named '", "no type named '",
					    "no template named '"};
	for (size_t i = 0; i < countof(heads); i++) {
		if (!str_starts(msg, heads[i]))
			continue;
		const char *name = msg + strlen(heads[i]);
		const char *end = strstr(name, "' in namespace 'thrust");
		if (!end || strchr(end + strlen("' in namespace '"), '\'') == NULL)
			return NULL;
		const char *ns = end + strlen("' in namespace '");
		const char *ns_end = strchr(ns, '\'');
		return arena_printf(u->arena, "%.*s::%.*s", (int)(ns_end - ns), ns,
				    (int)(end - name), name);
	}
	return NULL;
}

/* "initialization is not supported for __shared__ variables" at a declaration with no
 * initializer written (`__shared__ cuda::barrier<cuda::thread_scope_block> bar;`): clang
 * refuses a __shared__ variable whose class has a constructor that does something, where
 * nvcc only warns (static_var_with_dynamic_init) and leaves the variable uninitialized, as
 * CUDA code that then calls init() on it expects. An initializer written is refused by
 * both. */
static bool shared_ctor_only(Unit *u, const char *msg, CXSourceLocation loc)
{
	if (strcmp(msg, "initialization is not supported for __shared__ variables") != 0)
		return false;
	CXFile f;
	unsigned off;
	clang_getFileLocation(loc, &f, NULL, NULL, &off);
	const char *path = f ? unit_cxfile_path(u, f) : NULL;
	EditFile *ef = path ? unit_file(u, path) : NULL;
	if (!ef || off >= ef->len)
		return false;
	for (size_t i = off; i < ef->len && ef->text[i] != ';'; i++)
		if (strchr("={(", ef->text[i]))
			return false;
	return true;
}

static bool respelled_overload(Unit *u, const char *msg, CXSourceLocation loc);

static void forward(Unit *u, CXDiagnostic d)
{
	enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
	if (sev < CXDiagnostic_Error)
		return;
	char *msg = arena_cxstring(u->arena, clang_getDiagnosticSpelling(d));
	CXSourceLocation loc = clang_getDiagnosticLocation(d);
	if (respelled_overload(u, msg, loc))
		return;
	const char *path, *kind;
	if (str_ends(msg, "file not found") &&
	    (kind = openguard_refused(quoted_name(u->arena, msg), &path))) {
		unit_diag(u, DIAG_CLANG_ERROR, loc,
			  arena_printf(u->arena, "'%s' is %s (%s): cuport reads only regular files",
				       quoted_name(u->arena, msg), kind, path));
	} else if (str_ends(msg, "file not found")) {
		u->missing_header = true;
		unit_diag(u, DIAG_MISSING_HEADER, loc, quoted_name(u->arena, msg));
	} else if (thrust_missing(u, msg)) {
		unit_diag(u, DIAG_HOST_THRUST_MISSING, loc, thrust_missing(u, msg));
	} else if (u->missing_header) {
		unit_diag(u, DIAG_CLANG_ERROR_AFTER_MISSING_HEADER, loc, msg);
	} else {
		unit_diag(u, DIAG_CLANG_ERROR, loc, msg);
	}
}

/* ---- launch brackets written with spaces ---- */


static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Where the comment, string or character literal at i ends (i itself when none starts
 * there). Raw strings (R"x(...)x") and digit separators (1'000) are told apart. */
static size_t skip_literal(const char *s, size_t len, size_t i)
{
	if (s[i] == '/' && i + 1 < len && s[i + 1] == '/') {
		while (i < len && s[i] != '\n')
			i += s[i] == '\\' ? 2 : 1;
		return i < len ? i : len;
	}
	if (s[i] == '/' && i + 1 < len && s[i + 1] == '*') {
		const char *e = strstr(s + i + 2, "*/");
		return e ? (size_t)(e - s) + 2 : len;
	}
	if (s[i] != '"' && s[i] != '\'')
		return i;
	size_t w = i;   /* the identifier or number just before the quote */
	while (w > 0 && str_ident_char(s[w - 1]))
		w--;
	if (s[i] == '\'' && w < i && s[w] >= '0' && s[w] <= '9')
		return i;   /* a digit separator */
	if (s[i] == '"' && i > w && s[i - 1] == 'R') {
		const char *open = memchr(s + i + 1, '(', len - i - 1);
		if (open && open - (s + i + 1) <= 16) {
			size_t dn = (size_t)(open - (s + i + 1));
			for (const char *q = open + 1; (q = strchr(q, ')')) != NULL; q++)
				if (strncmp(q + 1, s + i + 1, dn) == 0 && q[1 + dn] == '"')
					return (size_t)(q - s) + dn + 2;
			return len;
		}
	}
	size_t e = i + 1;
	while (e < len && s[e] != s[i] && s[e] != '\n')
		e += s[e] == '\\' ? 2 : 1;
	return e < len ? e + 1 : len;
}

size_t parse_bracket_len(const char *s, size_t len, size_t i, char c)
{
	size_t p = i;
	for (int k = 0; k < 3; k++) {
		while (k && p < len && blank(s[p]))
			p++;
		if (p >= len || s[p] != c)
			return 0;
		p++;
	}
	return p - i <= 32 ? p - i : 0;
}

/* Writes the bracket at [i, i + n) as c c c followed by its blanks, in order. */
static void respell(char *s, size_t i, size_t n, char c)
{
	char gap[32];
	size_t g = 0;
	for (size_t k = i; k < i + n; k++)
		if (s[k] != c && g < sizeof gap)
			gap[g++] = s[k];
	memset(s + i, c, 3);
	memcpy(s + i + 3, gap, g);
}

/* Whether the identifier ending at i is `operator` (`operator<< <T>(...)` is no launch). */
static bool after_operator(const char *s, size_t i)
{
	while (i > 0 && blank(s[i - 1]))
		i--;
	return i >= 8 && memcmp(s + i - 8, "operator", 8) == 0 && (i == 8 || !str_ident_char(s[i - 9]));
}

/* The closing bracket of the launch whose configuration starts at i: three '>' at the
 * configuration's top level, before any ';'. Its start, with *n its length; 0 when none. */
static size_t closing_bracket(const char *s, size_t len, size_t i, size_t *n)
{
	int depth = 0;
	while (i < len) {
		size_t e = skip_literal(s, len, i);
		if (e != i) {
			i = e;
			continue;
		}
		char c = s[i];
		if (c == '(' || c == '[' || c == '{')
			depth++;
		else if (c == ')' || c == ']' || c == '}' || c == ';')
			if (c == ';' || --depth < 0)
				return 0;
		if (c == '-' && i + 1 < len && s[i + 1] == '>') {
			i += 2;
			continue;
		}
		if (c == '>' && depth == 0 && (*n = parse_bracket_len(s, len, i, '>')) != 0)
			return i;
		i++;
	}
	return 0;
}

/* Whether the identifier at i is alignas written after one of CUDA's variable spaces. */
static bool alignas_after_space(const char *s, size_t len, size_t i)
{
	static const char *const spaces[] = {"__shared__", "__device__", "__constant__",
					     "__managed__"};
	if (i + 7 > len || memcmp(s + i, "alignas", 7) != 0 || (i > 0 && str_ident_char(s[i - 1])) ||
	    (i + 7 < len && str_ident_char(s[i + 7])))
		return false;
	size_t p = i;
	while (p > 0 && blank(s[p - 1]))
		p--;
	for (size_t k = 0; k < countof(spaces); k++) {
		size_t n = strlen(spaces[k]);
		if (p >= n && memcmp(s + p - n, spaces[k], n) == 0 && (p == n || !str_ident_char(s[p - n - 1])))
			return true;
	}
	return false;
}

/* text with its launch brackets and its alignas after a CUDA space respelled (see the top
 * of the file), or NULL when it has neither. The copy is in the unit's arena. */
static char *respelled_launches(Unit *u, const char *text, size_t len)
{
	char *out = NULL;
	for (size_t i = 0; i < len;) {
		size_t e = skip_literal(text, len, i);
		if (e != i) {
			i = e;
			continue;
		}
		if (text[i] == 'a' && alignas_after_space(text, len, i)) {
			if (!out)
				out = arena_strndup(u->arena, text, len);
			memcpy(out + i, CUPORT_ALIGNAS_SPELLING, 7);
			i += 7;
			continue;
		}
		size_t on, cn, close;
		if (text[i] != '<' || (i > 0 && text[i - 1] == '<') ||
		    !(on = parse_bracket_len(text, len, i, '<')) || after_operator(text, i) ||
		    !(close = closing_bracket(text, len, i + on, &cn))) {
			i++;
			continue;
		}
		if (on > 3 || cn > 3) {
			if (!out)
				out = arena_strndup(u->arena, text, len);
			respell(out, i, on, '<');
			respell(out, close, cn, '>');
		}
		i = close + cn;
	}
	return out;
}

/* Adds path to the unit's unsaved files when a launch bracket in it is written with
 * blanks; whether it did. */
static bool respell_file(Unit *u, const char *path)
{
	for (unsigned k = 0; k < u->nunsaved; k++)
		if (strcmp(u->unsaved[k].Filename, path) == 0)
			return false;
	size_t len;
	char *text = input_read_file(path, &len);
	char *fixed = text ? respelled_launches(u, text, len) : NULL;
	free(text);
	if (!fixed)
		return false;
	struct CXUnsavedFile *grown = arena_alloc(u->arena, (u->nunsaved + 1) * sizeof *grown);
	if (u->nunsaved)
		memcpy(grown, u->unsaved, u->nunsaved * sizeof *grown);
	grown[u->nunsaved++] = (struct CXUnsavedFile){arena_strdup(u->arena, path), fixed, len};
	u->unsaved = grown;
	return true;
}

/* ---- launches of kernel templates from device code ---- */

/* The unsaved copy of path, made on first use; NULL when it cannot be read. */
static char *unsaved_text(Unit *u, const char *path, size_t *len)
{
	for (unsigned k = 0; k < u->nunsaved; k++)
		if (strcmp(u->unsaved[k].Filename, path) == 0) {
			*len = u->unsaved[k].Length;
			return (char *)u->unsaved[k].Contents;
		}
	char *text = input_read_file(path, len);
	if (!text)
		return NULL;
	char *copy = arena_strndup(u->arena, text, *len);
	free(text);
	struct CXUnsavedFile *grown = arena_alloc(u->arena, (u->nunsaved + 1) * sizeof *grown);
	if (u->nunsaved)
		memcpy(grown, u->unsaved, u->nunsaved * sizeof *grown);
	grown[u->nunsaved++] = (struct CXUnsavedFile){arena_strdup(u->arena, path), copy, *len};
	u->unsaved = grown;
	return copy;
}

/* The launch whose kernel is named at off: `k<N><<<g, b>>>(args)` becomes
 * `k<N>,((g, b)),(args)` (no arguments: `,((g, b)),0 `); whether it was one. */
static bool respell_device_launch(char *s, size_t len, size_t off)
{
	size_t i = off, on = 0, cn = 0, close = 0;
	while (i < len && s[i] != ';' && s[i] != '{' && s[i] != '}' &&
	       !(s[i] == '<' && (on = parse_bracket_len(s, len, i, '<')) == 3))
		i++;
	if (on != 3 || !(close = closing_bracket(s, len, i + 3, &cn)) || cn != 3)
		return false;
	memcpy(s + i, ",((", 3);
	memcpy(s + close, ")),", 3);
	size_t p = close + 3;
	while (p < len && blank(s[p]))
		p++;
	if (p < len && s[p] == '(') {
		size_t q = p + 1;
		while (q < len && blank(s[q]))
			q++;
		if (q < len && s[q] == ')') {
			s[p] = '0';
			memset(s + p + 1, ' ', q - p);
		}
	}
	return true;
}

/* Whether d is clang's refusal of a launch from device code: "no matching function" with
 * the note that the candidate is a __global__ function called from device code. */
static bool device_launch_refused(Unit *u, CXDiagnostic d)
{
	const char *msg = arena_cxstring(u->arena, clang_getDiagnosticSpelling(d));
	if (!str_starts(msg, "no matching function for call to"))
		return false;
	CXDiagnosticSet notes = clang_getChildDiagnostics(d);
	bool found = false;
	for (unsigned i = 0; i < clang_getNumDiagnosticsInSet(notes) && !found; i++) {
		CXDiagnostic n = clang_getDiagnosticInSet(notes, i);
		const char *t = arena_cxstring(u->arena, clang_getDiagnosticSpelling(n));
		found = strstr(t, "call to __global__ function from __global__ function") ||
			strstr(t, "call to __global__ function from __device__ function");
		clang_disposeDiagnostic(n);
	}
	return found;
}

/* Whether d is clang's refusal of a respelled launch's kernel name because it names an
 * overload set (a kernel declared with other parameters elsewhere, cdpAdvancedQuicksort's
 * qsort_warp) or a template whose arguments the launch deduces: the comma form has no call
 * to resolve it by. clang keeps the expression (a recovery expression around the name), and
 * the kernel translator picks the kernel by its arguments (kernel/launch.c). */
static bool respelled_overload(Unit *u, const char *msg, CXSourceLocation loc)
{
	if (!str_starts(msg, "reference to overloaded function could not be resolved"))
		return false;
	CXFile f;
	unsigned off;
	clang_getSpellingLocation(loc, &f, NULL, NULL, &off);
	size_t len;
	const char *text = f ? unsaved_text(u, unit_cxfile_path(u, f), &len) : NULL;
	if (!text || off >= len)
		return false;
	size_t i = off;
	while (i < len && (str_ident_char(text[i]) || text[i] == ':'))
		i++;
	while (i < len && blank(text[i]))
		i++;
	return i + 3 <= len && memcmp(text + i, ",((", 3) == 0;
}

/* Respells every launch clang refused that way; whether there was one. */
static bool respell_device_launches(Unit *u, CXTranslationUnit tu)
{
	bool any = false;
	unsigned n = clang_getNumDiagnostics(tu);
	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error && device_launch_refused(u, d)) {
			CXFile f;
			unsigned off;
			clang_getSpellingLocation(clang_getDiagnosticLocation(d), &f, NULL, NULL, &off);
			size_t len;
			char *text = f ? unsaved_text(u, unit_cxfile_path(u, f), &len) : NULL;
			if (text && off < len)
				any |= respell_device_launch(text, len, off);
		}
		clang_disposeDiagnostic(d);
	}
	return any;
}

typedef struct {
	Unit *u;
	bool added;
} Inclusions;

static void respell_included(CXFile f, CXSourceLocation *stack, unsigned depth, CXClientData d)
{
	(void)stack;
	Inclusions *in = d;
	if (depth == 0)
		return;
	const char *path = unit_cxfile_path(in->u, f);
	if (path_is_under(path, in->u->run->opt->in_root))
		in->added |= respell_file(in->u, path);
}

static enum CXErrorCode parse_with(Unit *u, Parse *p, const char *const *args, int n)
{
	unsigned flags = CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord;
	const char **all = arena_alloc(u->arena, ((size_t)n + 1) * sizeof *all);
	memcpy(all, args, (size_t)n * sizeof *all);
	all[n] = "-D" CUPORT_ALIGNAS_SPELLING "(...)=__attribute__((aligned(__VA_ARGS__)))";
	openguard_enter();
	enum CXErrorCode ec = clang_parseTranslationUnit2(p->index, u->src, all, n + 1, u->unsaved,
							  u->nunsaved, flags, &p->tu);
	openguard_leave();
	return ec;
}

/* ---- code written for an older CUDA than the SDK ---- */

/* The name an error is about when the SDK's removal of a CUDA API explains it: "no member
 * named 'clockRate' in 'cudaDeviceProp'" (CUDA 13 dropped the field), "use of undeclared
 * identifier 'cudaThreadExit'" (in a unit the SDK prelude does not reach), "no template
 * named 'texture'" (CUDA 12 dropped texture and surface references). NULL otherwise. */
static const char *removed_name(Arena *a, const char *msg)
{
	const char *in = strstr(msg, "' in '");
	if (str_starts(msg, "no member named '") && in &&
	    (str_starts(in + 6, "cuda") || str_starts(in + 6, "struct cuda")))
		return quoted_name(a, msg);
	if (str_starts(msg, "use of undeclared identifier 'cuda"))
		return quoted_name(a, msg);
	/* texture and surface references, removed in CUDA 12 (cuda_texture_types.h declares
	 * them) */
	if (strcmp(msg, "no template named 'texture'") == 0 ||
	    strcmp(msg, "no template named 'surface'") == 0)
		return quoted_name(a, msg);
	return NULL;
}

/* "'clockRate', 'deviceOverlap'": the CUDA names the SDK parse's errors are all about, or
 * NULL when one of them has another cause, or there is none. *shared is set when some are
 * about __shared__ variables of a class whose constructor does work (shared_ctor_only:
 * libcu++'s cuda::barrier, which cuport's own headers declare with a trivial one); the
 * result is then "" when no name is. */
static const char *sdk_removed_apis(Unit *u, CXTranslationUnit tu, bool *shared)
{
	StrList names = {0};
	bool other = false;
	unsigned n = clang_getNumDiagnostics(tu);
	for (unsigned i = 0; i < n && !other; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		const char *msg = arena_cxstring(u->arena, clang_getDiagnosticSpelling(d));
		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error &&
		    shared_ctor_only(u, msg, clang_getDiagnosticLocation(d))) {
			*shared = true;
		} else if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
			const char *name = removed_name(u->arena, msg);
			other = !name;
			if (name && !strlist_contains(&names, name))
				strlist_push(&names, name);
		}
		clang_disposeDiagnostic(d);
	}
	Buf b = {0};
	for (size_t i = 0; !other && i < names.len; i++)
		buf_printf(&b, "%s'%s'", i ? ", " : "", names.items[i]);
	const char *r = b.data ? arena_strdup(u->arena, b.data) : !other && *shared ? "" : NULL;
	buf_free(&b);
	strlist_free(&names);
	return r;
}

static bool has_errors(CXTranslationUnit tu)
{
	bool any = false;
	unsigned n = clang_getNumDiagnostics(tu);
	for (unsigned i = 0; i < n && !any; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		any = clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error;
		clang_disposeDiagnostic(d);
	}
	return any;
}

/* Code written for CUDA 12 or older uses what CUDA 13 removed (cudaDeviceProp::clockRate,
 * which the SDK's struct cannot be given back). cuport's own headers keep those names: when
 * the SDK parse failed on them alone and a parse with cuport's headers succeeds, the unit
 * takes that parse, its arguments and its toolchain (so the migrated file's CUDART_VERSION
 * is the one it was parsed with), and a note says so. */
static bool parse_without_sdk(Unit *u, Parse *p, const char *removed, bool shared)
{
	Toolchain *own = arena_alloc(u->arena, sizeof *own);
	*own = *u->tc;
	own->sdk_path = NULL;
	own->sdk_version = 0;
	StrList args = {0};
	bool cuda;
	flags_translate(&args, u->cc, own, u->run->opt, &cuda);
	const char **argv = arena_alloc(u->arena, (args.len + 1) * sizeof *argv);
	for (size_t i = 0; i < args.len; i++)
		argv[i] = args.items[i];
	Parse q = {.index = p->index};
	if (parse_with(u, &q, argv, (int)args.len) != CXError_Success || !q.tu ||
	    has_errors(q.tu)) {
		if (q.tu)
			clang_disposeTranslationUnit(q.tu);
		strlist_free(&args);
		return false;
	}
	clang_disposeTranslationUnit(p->tu);
	p->tu = q.tu;
	strlist_free(&u->args);
	u->args = args;
	int v = u->tc->sdk_version;
	u->tc = own;
	if (*removed)
		unit_diag_at(u, DIAG_SDK_LEGACY_FALLBACK, u->src, 0, 0, removed, v / 1000,
			     v % 1000 / 10);
	if (shared)
		unit_diag_at(u, DIAG_SDK_SHARED_CTOR_FALLBACK, u->src, 0, 0, v / 1000, v % 1000 / 10);
	return true;
}

int parse_unit(Unit *u, Parse *p)
{
	const char **args = arena_alloc(u->arena, (u->args.len + 1) * sizeof *args);
	for (size_t i = 0; i < u->args.len; i++)
		args[i] = u->args.items[i];
	p->index = clang_createIndex(0, 0);
	respell_file(u, u->src);
	enum CXErrorCode ec = parse_with(u, p, args, (int)u->args.len);
	/* The unit's headers are known once it is parsed: one that launches with spaced
	 * brackets needs the parse again. */
	Inclusions in = {u, false};
	if (ec == CXError_Success && p->tu)
		clang_getInclusions(p->tu, respell_included, &in);
	if (in.added) {
		clang_disposeTranslationUnit(p->tu);
		p->tu = NULL;
		ec = parse_with(u, p, args, (int)u->args.len);
	}
	if (ec == CXError_Success && p->tu && respell_device_launches(u, p->tu)) {
		clang_disposeTranslationUnit(p->tu);
		p->tu = NULL;
		ec = parse_with(u, p, args, (int)u->args.len);
	}
	if (ec != CXError_Success || !p->tu) {
		unit_diag_at(u, DIAG_CLANG_ERROR, u->src, 0, 0,
			     ec == CXError_ASTReadError ? "cannot read the file"
							: "libclang could not parse the file");
		u->failed = true;
		return -1;
	}
	bool shared = false;
	const char *removed = u->tc->sdk_path ? sdk_removed_apis(u, p->tu, &shared) : NULL;
	if (removed)
		parse_without_sdk(u, p, removed, shared);
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
	char *text = input_read_file(path, &len);
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

/* The device parse with the unit's arguments uargs; 1 when clean, 0 when its errors are all
 * shared_ctor_only ones, -1 otherwise. */
static int device_parse_with(Unit *u, Parse *p, const StrList *uargs)
{
	const char **args = arena_alloc(u->arena, (uargs->len + 2) * sizeof *args);
	int n = 0;
	for (size_t i = 0; i < uargs->len; i++) {
		const char *a = uargs->items[i];
		args[n++] = strcmp(a, "--cuda-host-only") == 0 ? "--cuda-device-only" : a;
	}
	args[n++] = arena_printf(u->arena, "--cuda-gpu-arch=sm_%d", CUPORT_DEVICE_ARCH / 10);
	if (!p->index)
		p->index = clang_createIndex(0, 0);
	p->device = true;
	enum CXErrorCode ec = parse_with(u, p, args, n);
	if (ec != CXError_Success || !p->tu)
		return -1;
	int r = 1;
	for (unsigned i = 0; r >= 0 && i < clang_getNumDiagnostics(p->tu); i++) {
		CXDiagnostic d = clang_getDiagnostic(p->tu, i);
		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error)
			r = shared_ctor_only(u, arena_cxstring(u->arena, clang_getDiagnosticSpelling(d)),
					     clang_getDiagnosticLocation(d)) ? 0 : -1;
		clang_disposeDiagnostic(d);
	}
	return r;
}

int parse_device_unit(Unit *u, Parse *p)
{
	int r = device_parse_with(u, p, &u->args);
	if (r == 0 && u->tc->sdk_path) {
		/* a __shared__ libcu++ barrier in code only the device side compiles: the device
		 * side is parsed again with cuport's own headers (the host parse keeps the SDK) */
		Toolchain own = *u->tc;
		own.sdk_path = NULL;
		own.sdk_version = 0;
		StrList args = {0};
		bool cuda;
		flags_translate(&args, u->cc, &own, u->run->opt, &cuda);
		clang_disposeTranslationUnit(p->tu);
		p->tu = NULL;
		r = device_parse_with(u, p, &args) > 0 ? 1 : -1;
		strlist_free(&args);
		if (r > 0)
			unit_diag_at(u, DIAG_SDK_SHARED_CTOR_FALLBACK, u->src, 0, 0,
				     u->tc->sdk_version / 1000, u->tc->sdk_version % 1000 / 10);
	}
	if (r > 0)
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

/* ---- relocatable device code: device functions another unit defines ---- */

/* The names of the __device__ functions the parse declares in the user's files and defines
 * nowhere (an -rdc build's `extern` prototypes of another unit's functions). */
static enum CXChildVisitResult undefined_device(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	void **ctx = d;
	Unit *u = ctx[0];
	StrList *names = ctx[1];
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec)
		return CXChildVisit_Recurse;
	if (k != CXCursor_FunctionDecl || clang_isCursorDefinition(c) ||
	    !clang_Cursor_isNull(clang_getCursorDefinition(c)) ||
	    !(collect_cuda_attrs(c) & CUDA_ATTR_DEVICE) || (collect_cuda_attrs(c) & CUDA_ATTR_GLOBAL) ||
	    clang_Cursor_getStorageClass(c) == CX_SC_Static)
		return CXChildVisit_Continue;
	CXFile f;
	clang_getExpansionLocation(clang_getCursorLocation(c), &f, NULL, NULL, NULL);
	if (!f || !path_is_source(u->run->opt, unit_cxfile_path(u, f)))
		return CXChildVisit_Continue;
	char *name = arena_cxstring(u->arena, clang_getCursorSpelling(c));
	if (!strlist_contains(names, name))
		strlist_push(names, name);
	return CXChildVisit_Continue;
}

static bool ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* Whether text has `name (...) {`: a definition of a function called name (a cheap look
 * before a unit is parsed with it; the parse decides). */
static bool text_defines(const char *text, size_t len, const char *name)
{
	size_t n = strlen(name);
	for (size_t at = 0; at + n <= len; at++) {
		if (memcmp(text + at, name, n) != 0 || (at && ident_char(text[at - 1])))
			continue;
		size_t i = at + n;
		if (i < len && ident_char(text[i]))
			continue;
		while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
			i++;
		if (i >= len || text[i] != '(')
			continue;
		int depth = 0;
		for (; i < len; i++) {
			if (text[i] == '(')
				depth++;
			else if (text[i] == ')' && --depth == 0)
				break;
		}
		for (i++; i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' ||
				      text[i] == '\r'); i++)
			;
		if (i < len && text[i] == '{')
			return true;
	}
	return false;
}

/* Pushes to linked the units of the run (not u's, not one base includes, not one already
 * there) whose sources define a device function parse p calls and does not define; how many. */
static size_t link_candidates(Unit *u, const Parse *base, const Parse *p, StrList *linked)
{
	StrList names = {0};
	void *ctx[2] = {u, &names};
	clang_visitChildren(clang_getTranslationUnitCursor(p->tu), undefined_device, ctx);
	size_t added = 0;
	for (size_t i = 0; names.len && i < u->run->units->len; i++) {
		const char *src = u->run->units->items[i];
		if (strcmp(src, u->src) == 0 || strlist_contains(&base->includes, src) ||
		    strlist_contains(linked, src))
			continue;
		size_t len;
		char *text = input_read_file(src, &len);
		bool wanted = false;
		for (size_t j = 0; text && j < names.len && !wanted; j++)
			wanted = text_defines(text, len, names.items[j]);
		free(text);
		if (wanted) {
			strlist_push(linked, src);
			added++;
		}
	}
	strlist_free(&names);
	return added;
}

/* The unit parsed with the sources of linked included after its own text (offsets in the
 * unit's file are unchanged: the inclusions follow its last byte); 0 when it parses
 * without an error. */
static int parse_with_linked(Unit *u, const Parse *base, Parse *out, const StrList *linked)
{
	size_t len;
	char *own = unsaved_text(u, u->src, &len);
	if (!own)
		return -1;
	Buf b = {0};
	buf_append(&b, own, len);
	buf_puts(&b, "\n");
	for (size_t i = 0; i < linked->len; i++) {
		respell_file(u, linked->items[i]);
		buf_printf(&b, "#include \"%s\"\n", linked->items[i]);
	}
	struct CXUnsavedFile *mine = NULL;
	for (unsigned k = 0; k < u->nunsaved; k++)
		if (strcmp(u->unsaved[k].Filename, u->src) == 0)
			mine = &u->unsaved[k];
	mine->Contents = b.data;
	mine->Length = b.len;
	int r;
	if (base->device) {
		r = device_parse_with(u, out, &u->args) > 0 ? 0 : -1;
	} else {
		const char **args = arena_alloc(u->arena, (u->args.len + 1) * sizeof *args);
		for (size_t i = 0; i < u->args.len; i++)
			args[i] = u->args.items[i];
		if (!out->index)
			out->index = clang_createIndex(0, 0);
		r = parse_with(u, out, args, (int)u->args.len) == CXError_Success && out->tu ? 0 : -1;
		for (unsigned i = 0; r == 0 && i < clang_getNumDiagnostics(out->tu); i++) {
			CXDiagnostic d = clang_getDiagnostic(out->tu, i);
			if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error)
				r = -1;
			clang_disposeDiagnostic(d);
		}
	}
	/* libclang copies unsaved files: the parse keeps no pointer to b */
	mine->Contents = own;
	mine->Length = len;
	buf_free(&b);
	return r;
}

int parse_linked_unit(Unit *u, const Parse *base, Parse *out, StrList *linked)
{
	if (!base->tu || !u->run->units || !link_candidates(u, base, base, linked))
		return -1;
	/* what the linked units call from yet other units joins too, a few rounds deep */
	int r = parse_with_linked(u, base, out, linked);
	for (int round = 0; r == 0 && round < 8 && link_candidates(u, base, out, linked); round++) {
		clang_disposeTranslationUnit(out->tu);
		out->tu = NULL;
		r = parse_with_linked(u, base, out, linked);
	}
	if (r < 0) {
		parse_release(out);
		out->device = false;
		strlist_free(linked);
	}
	return r;
}

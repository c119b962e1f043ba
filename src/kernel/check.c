/*
 * The kernel check: what is emitted is compiled (DESIGN.md, decision 10). The unit's .cl is
 * compiled while migrating, the way the runtime builds it (runtime/src/program.c): the
 * device header, a #line naming the .cl, then the .cl; -cl-std=CL1.2, the device's -D
 * flags (runtime/src/features.c) and the unit's own -D flags. clang's OpenCL front end,
 * reached through libclang, stands in for the driver's compiler, in two configurations:
 *
 *   portable   -DCUPORT_PORTABLE=1 for a SPIR target: every extension present, no vendor
 *              path (what PoCL and other devices without a fast path build)
 *   NVIDIA     -DCUPORT_NVIDIA=1 for NVIDIA's OpenCL target: the inline-PTX paths, with
 *              GNU keywords (asm) and every extension, as NVIDIA's compiler takes them
 *
 * Both declare fp64 and the 64-bit atomics, as the devices cuport targets have them. The
 * sub-group and float-atomics paths are not checked: they call OpenCL 2.x and extension
 * built-ins that clang declares for OpenCL C 1.2 on no target, so only the device's own
 * compiler can judge them.
 *
 * An error becomes CUPORT1230 at the CUDA line the failing .cl line came from (u->klines,
 * kernel/linemap.c); a line cuport generated (a type, a helper) falls back to the source
 * line with the same text, else to the unit. The message names the .cl file and line as
 * written, so a user can fix the output by hand; the unit then counts as not migrated.
 */
#include "kernel.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The runtime's device header, embedded at build time (src/CMakeLists.txt). */
extern const char cuport_check_device_header[];
/* cuRAND's device functions, which the runtime adds only to programs that call them. */
extern const char cuport_check_rand_header[];

/* The names the device header #defines, sorted, found once. */
static struct {
	const char **names;
	size_t len;
} header_macros;
static pthread_once_t header_macros_once = PTHREAD_ONCE_INIT;

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void find_header_macros(void)
{
	size_t cap = 0;
	for (const char *p = cuport_check_device_header; (p = strstr(p, "#define "));) {
		p += strlen("#define ");
		size_t n = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
				     "0123456789_");
		char *name = xmalloc(n + 1);
		memcpy(name, p, n);
		name[n] = '\0';
		PUSH(header_macros.names, header_macros.len, cap, name);
		p += n;
	}
	qsort(header_macros.names, header_macros.len, sizeof *header_macros.names, cmp_str);
}

bool kernel_header_defines(const char *name)
{
	pthread_once(&header_macros_once, find_header_macros);
	return bsearch(&name, header_macros.names, header_macros.len,
		       sizeof *header_macros.names, cmp_str) != NULL;
}

/* Errors reported per unit; past this, one more diagnostic says how many were left. */
#define KCHECK_MAX_REPORTED 10

typedef struct {
	const char *name;
	const char *args[8];
} CheckConfig;

static const CheckConfig check_configs[] = {
	{"portable", {"-target", "spir64-unknown-unknown", "-DCUPORT_PORTABLE=1", NULL}},
	{"NVIDIA", {"-target", "nvptx64-nvidia-nvcl", "-Xclang", "-cl-ext=+all", "-fgnu-keywords",
		    "-DCUPORT_NVIDIA=1", "-DCUPORT_NV_SM=80", NULL}},
};

static const char *const check_common_args[] = {
	"-x", "cl", "-cl-std=CL1.2", "-w", "-DCUPORT_HAS_FP64=1", "-DCUPORT_HAS_INT64_ATOMICS=1",
	"-DCUPORT_HAS_INT64_EXT_ATOMICS=1", "-DCUPORT_MAX_WORK_GROUP_SIZE=1024",
};

/* One error of the compile, merged over the configurations. */
typedef struct {
	unsigned line, col;      /* in the .cl as written; line 0: in the device header */
	const char *text;
	unsigned configs;        /* bit i: check_configs[i] reports it */
} CheckError;

typedef struct {
	Unit *u;
	const char *cl_name;     /* the .cl as the runtime names it: relative to the out-root */
	Buf text;                /* header + #line + the .cl as it will be written */
	unsigned *orig;          /* orig[l - 1]: the line of u->kernels that line l of the .cl is */
	size_t norig, caporig;
	CheckError *errs;
	size_t nerrs, caperrs;
} Check;

/* Whether a diagnostic marker of the .cl (KERNEL_DIAG_MARK) names a reported diagnostic;
 * kernel_place_comments drops the line of one that was suppressed. */
static bool marker_kept(const Unit *u, const char *key, size_t n)
{
	for (size_t i = 0; i < u->diags.len; i++) {
		char k[32];
		snprintf(k, sizeof k, "%p", (const void *)u->diags.items[i].message);
		if (strlen(k) == n && memcmp(k, key, n) == 0)
			return true;
	}
	return false;
}

static const char *find_in(const char *b, const char *e, const char *s, size_t n)
{
	for (; (size_t)(e - b) >= n; b++)
		if (memcmp(b, s, n) == 0)
			return b;
	return NULL;
}

/* The .cl as it will be written, line for line: a marker's line becomes a comment, or goes
 * when its diagnostic was suppressed. */
static void written_text(Check *c)
{
	const char *p = c->u->kernels.data, *end = p + c->u->kernels.len;
	size_t ml = strlen(KERNEL_DIAG_MARK);
	for (unsigned line = 1; p < end; line++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end;
		const char *m = find_in(p, le, KERNEL_DIAG_MARK, ml);
		const char *key = m ? m + ml : NULL;
		const char *at = key ? memchr(key, '@', (size_t)(le - key)) : NULL;
		if (at && !marker_kept(c->u, key, (size_t)(at - key))) {
			p = nl ? nl + 1 : end;
			continue;
		}
		if (at)
			buf_puts(&c->text, "//");
		else
			buf_append(&c->text, p, (size_t)(le - p));
		buf_puts(&c->text, "\n");
		PUSH(c->orig, c->norig, c->caporig, line);
		p = nl ? nl + 1 : end;
	}
}

static void add_error(Check *c, unsigned cfg, unsigned line, unsigned col, const char *text)
{
	for (size_t i = 0; i < c->nerrs; i++) {
		CheckError *e = &c->errs[i];
		if (e->line == line && e->col == col && strcmp(e->text, text) == 0) {
			e->configs |= 1u << cfg;
			return;
		}
	}
	PUSH(c->errs, c->nerrs, c->caperrs,
	     ((CheckError){line, col, arena_strdup(c->u->arena, text), 1u << cfg}));
}

/* Compiles the text in one configuration and records its errors. */
static void compile(Check *c, CXIndex index, unsigned cfg, const StrList *macros)
{
	const char *args[64];
	int n = 0;
	for (size_t i = 0; i < countof(check_common_args); i++)
		args[n++] = check_common_args[i];
	for (const char *const *a = check_configs[cfg].args; *a; a++)
		args[n++] = *a;
	for (size_t i = 0; i < macros->len && n < (int)countof(args); i++)
		args[n++] = macros->items[i];
	const char *main_file = "/cuport-kernel-check/cuport_device.h";
	struct CXUnsavedFile file = {main_file, c->text.data, (unsigned long)c->text.len};
	CXTranslationUnit tu = NULL;
	enum CXErrorCode ec = clang_parseTranslationUnit2(index, main_file, args, n, &file, 1,
							  CXTranslationUnit_KeepGoing, &tu);
	if (ec != CXError_Success || !tu) {
		add_error(c, cfg, 0, 0, arena_printf(c->u->arena, "libclang could not run the "
						     "OpenCL front end (error %d)", (int)ec));
		return;
	}
	unsigned nd = clang_getNumDiagnostics(tu);
	for (unsigned i = 0; i < nd; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
			CXString fname;
			unsigned line = 0, col = 0;
			clang_getPresumedLocation(clang_getDiagnosticLocation(d), &fname, &line, &col);
			const char *fn = arena_cxstring(c->u->arena, fname);
			const char *msg = arena_cxstring(c->u->arena, clang_getDiagnosticSpelling(d));
			if (strcmp(fn, c->cl_name) == 0)
				add_error(c, cfg, line, col, msg);
			else if (line)
				add_error(c, cfg, 0, 0, arena_printf(c->u->arena, "cuport_device.h:%u:%u: %s",
								     line, col, msg));
			else
				add_error(c, cfg, 0, 0, msg);
		}
		clang_disposeDiagnostic(d);
	}
	clang_disposeTranslationUnit(tu);
}

/* The trimmed text of line l (1-based) of text into buf. */
static const char *nth_line(const char *text, size_t len, unsigned l, size_t *n)
{
	const char *p = text, *end = text + len;
	for (unsigned i = 1; i < l && p < end; i++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		p = nl ? nl + 1 : end;
	}
	const char *le = memchr(p, '\n', (size_t)(end - p));
	le = le ? le : end;
	while (p < le && (*p == ' ' || *p == '\t'))
		p++;
	while (le > p && (le[-1] == ' ' || le[-1] == '\t' || le[-1] == '\r'))
		le--;
	*n = (size_t)(le - p);
	return p;
}

/* A line of the unit's files holding exactly this text (generated code copied from the
 * source: a macro definition, a field), or 0. */
static unsigned find_source_line(Unit *u, const char *t, size_t n, const char **file)
{
	if (n < 4)
		return 0;
	for (size_t f = 0; f < u->nfiles; f++) {
		const EditFile *ef = &u->files[f];
		unsigned line = 1;
		for (const char *p = ef->text, *end = ef->text + ef->len; p < end; line++) {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			const char *le = nl ? nl : end;
			while (p < le && (*p == ' ' || *p == '\t'))
				p++;
			const char *te = le;
			while (te > p && (te[-1] == ' ' || te[-1] == '\t' || te[-1] == '\r'))
				te--;
			if ((size_t)(te - p) == n && memcmp(p, t, n) == 0) {
				*file = ef->path;
				return line;
			}
			p = nl ? nl + 1 : end;
		}
	}
	return 0;
}

/* The CUDA line line l of the written .cl came from: the line map, else the same text in
 * a source file, else none (0, the unit). */
static unsigned cuda_line(Check *c, unsigned l, const char **file)
{
	Unit *u = c->u;
	*file = u->src;
	if (l == 0 || l > c->norig)
		return 0;
	unsigned kl = c->orig[l - 1];
	size_t lo = 0, hi = u->nklines;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (u->klines[mid].cl_line < kl)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < u->nklines && u->klines[lo].cl_line == kl) {
		*file = u->klines[lo].file;
		return u->klines[lo].line;
	}
	size_t n;
	const char *t = nth_line(u->kernels.data, u->kernels.len, kl, &n);
	return find_source_line(u, t, n, file);
}

static const char *config_names(unsigned mask)
{
	if (mask == (1u << countof(check_configs)) - 1)
		return "portable and NVIDIA paths";
	return mask & 1 ? "portable path" : "NVIDIA path";
}

/* Appends to line kl of u->kernels the marker of diagnostic d: kernel_place_comments turns
 * it into "// CUPORT1230:N: ..." at the end of the failing line, which keeps every line
 * where the messages say it is. The host file's embedded copy has no such comments. */
static void mark_line(Unit *u, unsigned kl, const Diag *d)
{
	const char *p = u->kernels.data, *end = p + u->kernels.len;
	for (unsigned l = 1; l < kl && p < end; l++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		p = nl ? nl + 1 : end;
	}
	const char *le = memchr(p, '\n', (size_t)(end - p));
	size_t at = (size_t)((le ? le : end) - u->kernels.data);
	Buf b = {0};
	buf_append(&b, u->kernels.data, at);
	buf_printf(&b, " " KERNEL_DIAG_MARK "%p@", (const void *)d->message);
	buf_append(&b, u->kernels.data + at, u->kernels.len - at);
	buf_free(&u->kernels);
	u->kernels = b;
}

/* Reports the errors (an error is never suppressed); true when at least one was. */
static bool report_errors(Check *c)
{
	Unit *u = c->u;
	size_t before = u->diags.len;
	for (size_t i = 0; i < c->nerrs && i < KCHECK_MAX_REPORTED; i++) {
		const CheckError *e = &c->errs[i];
		const char *file;
		unsigned line = cuda_line(c, e->line, &file);
		const char *where = e->line ? arena_printf(u->arena, "%s:%u:%u: ",
							   path_basename(c->cl_name), e->line, e->col)
					    : "";
		size_t n = u->diags.len;
		unit_diag_at(u, DIAG_KERNEL_CHECK_FAILED, file, line, line ? 1 : 0,
			     config_names(e->configs), arena_printf(u->arena, "%s%s", where, e->text));
		if (u->diags.len > n && e->line && e->line <= c->norig)
			mark_line(u, c->orig[e->line - 1], &u->diags.items[n]);
	}
	if (c->nerrs > KCHECK_MAX_REPORTED)
		unit_diag_at(u, DIAG_KERNEL_CHECK_FAILED, u->src, 0, 0, "further errors",
			     arena_printf(u->arena, "%zu more in %s", c->nerrs - KCHECK_MAX_REPORTED,
					  path_basename(c->cl_name)));
	return u->diags.len > before;
}

void kernel_check(Unit *u)
{
	if (!u->kernels.len)
		return;
	const Options *o = u->run->opt;
	char *cl = path_map_output(u->src, o->in_root, o->out_root, OUT_KERNELS);
	char *rel = path_relative(cl, o->out_root);
	Check c = {.u = u, .cl_name = arena_strdup(u->arena, rel)};
	free(rel);
	free(cl);
	buf_printf(&c.text, "%s\n", cuport_check_device_header);
	size_t at = c.text.len;
	buf_printf(&c.text, "#line 1 \"%s\"\n", c.cl_name);
	written_text(&c);
	if (strstr(c.text.data + at, "cuport_curand")) {
		Buf t = {0};
		buf_append(&t, c.text.data, at);
		buf_puts(&t, cuport_check_rand_header);
		buf_puts(&t, "\n");
		buf_append(&t, c.text.data + at, c.text.len - at);
		buf_free(&c.text);
		c.text = t;
	}
	StrList macros = {0}, skipped = {0};
	flags_device_macros(u->cc, &macros, &skipped);
	CXIndex index = clang_createIndex(0, 0);
	for (unsigned cfg = 0; cfg < countof(check_configs); cfg++)
		compile(&c, index, cfg, &macros);
	clang_disposeIndex(index);
	if (c.nerrs && report_errors(&c))
		u->kernels_unbuilt = true;
	strlist_free(&macros);
	strlist_free(&skipped);
	buf_free(&c.text);
	free(c.orig);
	free(c.errs);
}

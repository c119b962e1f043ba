/*
 * cuport's internal header: a map of the migrator, one section per source file of src/'s
 * root, in the order a translation unit flows through them, and the entry points of the
 * three components (src/kernel, src/host, src/report; each has its own private header).
 * main.c drives; migrate.c is the per-unit pipeline (a list of passes); unit.c holds the
 * per-unit services every pass may call. Calls run one way, driver -> passes -> services:
 * no root file includes a component's header, and the kernel translator and the host
 * rewriter meet only in the KernelInfo descriptions below. docs/architecture.md walks it.
 *
 * Conventions. Memory for one translation unit comes from that unit's arena and is
 * released when the unit is done; only the options, the toolchain and the rules live for
 * the whole run. libclang strings are copied into the arena and disposed at once.
 * Functions that can fail return 0 on success and write a one-line message into a
 * caller's buffer (Err) instead of printing, so the caller decides how to report it.
 */
#ifndef CUPORT_H
#define CUPORT_H

#include <clang-c/Index.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define CUPORT_VERSION "0.1.0"

#define countof(a) (sizeof(a) / sizeof((a)[0]))

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#define NORETURN __attribute__((noreturn))
#else
#define PRINTF_LIKE(f, a)
#define NORETURN
#endif

/* Exit codes, distinct per failure class so scripts can tell them apart. */
enum {
	EXIT_MIGRATED = 0,     /* every unit migrated (with or without warnings) */
	EXIT_UNITS_FAILED = 1, /* at least one unit failed; the others were written */
	EXIT_USAGE = 2,        /* bad command line */
	EXIT_INPUT = 3,        /* unreadable or malformed input: compile DB, rule file, sources */
	EXIT_OUTPUT = 4,       /* out-root unusable: unwritable, or would overwrite an input */
	EXIT_INTERNAL = 5,     /* a bug in cuport */
};

/* A fixed-size buffer for one-line error messages. */
typedef struct {
	char msg[1024];
} Err;
void err_set(Err *e, const char *fmt, ...) PRINTF_LIKE(2, 3);

/* ---- util.c: checked allocation (x*), errors (err_*), growable arrays ---- */

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) PRINTF_LIKE(1, 2);
/* A bug in cuport: prints "cuport: internal error: ..." and exits with EXIT_INTERNAL. */
NORETURN void err_die(const char *fmt, ...) PRINTF_LIKE(1, 2);

/* Appends val to the growable array arr of n items and capacity cap. */
#define PUSH(arr, n, cap, val)                                            \
	do {                                                              \
		if ((n) == (cap)) {                                       \
			(cap) = (cap) ? (cap) * 2 : 16;                   \
			(arr) = xrealloc((arr), (cap) * sizeof *(arr));   \
		}                                                         \
		(arr)[(n)++] = (val);                                     \
	} while (0)

/* ---- buf.c: a growable byte buffer ---- */

/* A growable byte buffer, always NUL-terminated. */
typedef struct {
	char *data;
	size_t len, cap;
} Buf;
void buf_append(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...) PRINTF_LIKE(2, 3);
void buf_vprintf(Buf *b, const char *fmt, va_list ap);
/* Appends n bytes of s as valid UTF-8: each byte that does not belong to a well-formed
 * sequence becomes U+FFFD (a file name in another encoding, in a report). */
void buf_append_utf8(Buf *b, const char *s, size_t n);
void buf_free(Buf *b);

/* ---- strlist.c: a growable list of strings ---- */

/* A growable list of heap strings; strlist_free frees the strings too. */
typedef struct {
	char **items;
	size_t len, cap;
} StrList;
void strlist_push(StrList *l, const char *s);      /* copies s */
void strlist_push_owned(StrList *l, char *s);      /* takes s */
bool strlist_contains(const StrList *l, const char *s);
void strlist_free(StrList *l);

/* ---- str.c: C strings ---- */

bool str_starts(const char *s, const char *prefix);
bool str_ends(const char *s, const char *suffix);
/* Whether c can be part of a C identifier (ASCII letters, digits, '_'). */
bool str_ident_char(char c);
/* Whether the line that starts at offset line of text continues the one before it: that
 * one ends with a backslash, before "\n" or "\r\n" (sources written on Windows). */
bool str_continues_line(const char *text, size_t line);

/* ---- input.c: reading input files and JSON safely ---- */

/* The most bytes cuport reads from one input file (README, "Inputs"). */
#define INPUT_MAX_BYTES ((size_t)256 << 20)
/* Reads a whole regular file of at most INPUT_MAX_BYTES, NUL-terminated (*len excludes the
 * NUL). A FIFO, device or directory is refused without blocking. NULL on failure, with the
 * reason in e ("No such file or directory", "it is a FIFO, not a regular file") and errno
 * set (EISDIR, EINVAL for another non-regular file, EFBIG past the limit). */
char *input_read(const char *path, size_t *len, Err *e);
/* What input_read would say about path, without reading it: 0, or -1 with e set. */
int input_check(const char *path, Err *e);
/* input_read with the reason in errno only. */
char *input_read_file(const char *path, size_t *len);

/* ---- merge.c ---- */
/* Three-way merge of two migrations of one file (base: the original; ours: written
 * first; theirs: a later one), line by line as diff3 does; where both changed one region
 * differently ours stays. A new string, or NULL when the result is ours. */
char *merge_lines3(const char *base, const char *ours, const char *theirs);
/* Parses the JSON text of the input at path (len bytes, NUL-terminated). NULL with e set to
 * "path:line:col: ..." when it is malformed ("malformed JSON in <what>", <what> may be ""),
 * has text after its value, or holds a NUL (a byte, or \u0000 in a string: cJSON's strings
 * end at a NUL and would be silently cut short). The caller deletes the tree. */
struct cJSON;
struct cJSON *input_parse_json(const char *text, size_t len, const char *path, const char *what,
			       Err *e);

/* ---- arena.c: per-unit allocation ---- */

typedef struct Arena Arena;
Arena *arena_new(void);
void arena_free(Arena *a);
void *arena_alloc(Arena *a, size_t n);         /* zeroed, 16-byte aligned */
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...) PRINTF_LIKE(2, 3);
/* Copies a libclang string into the arena and disposes it. */
char *arena_cxstring(Arena *a, CXString s);

/* ---- paths.c: path arithmetic, the in-root/out-root mapping and its guard ---- */

/* Makes path absolute against base (or the cwd when base is NULL) and removes '.', '..'
 * and repeated slashes lexically. Returns a heap string. */
char *path_absolute(const char *path, const char *base);
/* True when path equals dir or lies below it (both absolute and normalised). */
bool path_is_under(const char *path, const char *dir);
/* path relative to dir; path must be under dir. Returns a heap string ("" for dir). */
char *path_relative(const char *path, const char *dir);
/* How a path is shown to the user: relative to the cwd when below it, else absolute. */
const char *path_display(const char *abs_path);
char *path_dirname(const char *path);
const char *path_basename(const char *path);
const char *path_extension(const char *path); /* ".cu", or "" */

/* The output file for an input under in_root: sources (.cu) become .cpp (host) or .cl
 * (kernels, when kind is OUT_KERNELS); other files keep their names. Heap string. */
typedef enum { OUT_HOST, OUT_KERNELS } OutKind;
char *path_map_output(const char *in_abs, const char *in_root, const char *out_root,
		      OutKind kind);
/* True for the extensions nvcc compiles as CUDA. */
bool path_is_cuda_source(const char *path);
/* The file that marks a folder cuport made as its out-root: an out-root inside the in-root
 * is accepted when it does not exist yet (cuport makes it, with the marker) or holds it. */
#define OUT_MARKER ".cuport-out"
/* Refuses an out-root that is the in-root or contains it, and one inside it that exists
 * without OUT_MARKER; symbolic links resolved. Returns 0 with *inside set to the accepted
 * out-root spelled under in_root when it lies inside it (heap), else NULL; or -1 with e
 * set. Both paths absolute and normalised. */
int paths_check_roots(const char *in_root, const char *out_root, char **inside, Err *e);
/* The real path of p, or of its deepest existing ancestor with the rest appended, so that
 * a path that does not exist yet still resolves through the symbolic links above it. Heap
 * string. */
char *path_resolve(const char *p);
/* True when the two paths name the same file, symbolic links resolved. */
bool path_same_file(const char *a, const char *b);
/* Whether path names a regular file (links followed). */
bool path_is_file(const char *path);

/* ---- diag.c: the diagnostics engine ---- */

typedef enum { EFFORT_LOW, EFFORT_MEDIUM, EFFORT_HIGH } Effort;
/* A note tells what cuport did on its own that a reviewer may want to know (a unit parsed
 * with its own headers, files left out of the copy): no fix is asked for. */
typedef enum { KIND_WARNING, KIND_ERROR, KIND_NOTE } DiagKind;

typedef enum {
#define DIAG(id, name, effort, kind, msg) DIAG_##name = id,
#include "diag.def"
#undef DIAG
} DiagId;

#define DIAG_PREFIX "CUPORT"

typedef struct {
	int id;
	const char *name;
	Effort effort;
	DiagKind kind;
	const char *format;
} DiagInfo;

const DiagInfo *diag_info(int id);    /* NULL for an unknown id */
size_t diag_table(const DiagInfo **table);
const char *diag_effort_name(Effort e);

/* One reported diagnostic. file is absolute; line/col are 1-based (0 when unknown).
 * seq is its number inside its file, assigned when the unit is finished (the N of ID:N). */
typedef struct {
	int id;
	const char *file;
	unsigned line, col;
	const char *message;
	unsigned seq;
	bool in_kernels;         /* its comment went into the .cl (device code), not the host file */
} Diag;

typedef struct {
	Diag *items;
	size_t len, cap;
} DiagList;

/* Which IDs the user silenced (--suppress-warnings=1000-1010,1042). */
typedef struct {
	struct { int lo, hi; } *ranges;
	size_t len;
	bool all;
} Suppress;
int diag_suppress_parse(Suppress *s, const char *spec, Err *e);
bool diag_suppress_has(const Suppress *s, int id);

/* Adds a diagnostic unless it is suppressed or the same ID and message were already
 * reported on the same line of the same file (a macro expanded twice, say). Strings are
 * copied into arena. */
void diag_add(DiagList *l, Arena *a, const Suppress *s, int id, const char *file,
	      unsigned line, unsigned col, ...);
void diag_vadd(DiagList *l, Arena *a, const Suppress *s, int id, const char *file,
	       unsigned line, unsigned col, va_list ap);
/* Sorts by file, line, column and numbers each file's diagnostics from 0. */
void diag_finish(DiagList *l);
/* "CUPORT1000:3" into buf. */
void diag_tag(const Diag *d, char *buf, size_t n);
/* The console line: file:line:col: warning: CUPORT1000:3: message */
void diag_format(Buf *out, const Diag *d, bool color);
size_t diag_count_errors(const DiagList *l);
/* How many of l are of kind k. */
size_t diag_count_kind(const DiagList *l, DiagKind k);
/* "warning", "error" or "note", as the console and the reports name a kind. */
const char *diag_kind_name(DiagKind k);
/* Whether the console should get colour: a TTY and NO_COLOR unset. */
bool diag_use_color(FILE *f);

/* ---- rules.c: the API mapping tables loaded from rules/ JSON ---- */

typedef enum { SUPPORT_SUPPORTED, SUPPORT_PARTIAL, SUPPORT_UNSUPPORTED } Support;

typedef enum {
#define RULE_KIND(name, key) RULE_##name,
#include "rulekinds.def"
#undef RULE_KIND
	RULE_KIND_COUNT
} RuleKind;

/* How the kernel translator emits a use of a device built-in (deviceforms.def). */
typedef enum {
#define DEVICE_FORM(name, key, doc) FORM_##name,
#include "deviceforms.def"
#undef DEVICE_FORM
	FORM_COUNT
} DeviceForm;

/* What a device built-in needs from its kernel, as bits (deviceneeds.def). */
enum {
#define DEVICE_NEED(name, key, doc) NEED_BIT_##name,
#include "deviceneeds.def"
#undef DEVICE_NEED
	NEED_COUNT
};
#define NEED(name) (1u << NEED_BIT_##name)

/* The lane mask of a warp built-in: its first argument (checked: a mask that is not
 * provably all 32 lanes is reported), its first argument when given and else all lanes, all
 * lanes always (the legacy functions without one), or none at all; "subset": its first
 * argument, honoured on every path (lanes outside it take no part), so never reported. */
typedef enum { MASK_NONE, MASK_LANES, MASK_OPTIONAL, MASK_FULL, MASK_SUBSET } LaneMask;

typedef struct {
	RuleKind kind;
	const char *from;    /* the CUDA name */
	const char *to;      /* the replacement; NULL when unsupported */
	Support support;
	int diag;            /* diagnostic raised on use, 0 for none */
	const char *note;    /* free text for docs */
	const char *origin;  /* file that defined it, for messages */
	/* device_functions only: how a use is translated and what it needs */
	DeviceForm form;
	unsigned needs;      /* NEED() bits */
	LaneMask mask;       /* form warp */
	bool typed;          /* form warp: the runtime name takes the value's type suffix */
	bool width;          /* form warp: a trailing width argument, 32 when not written */
	int args;            /* form atomic: the arguments kept (the rest dropped); 0: all */
} Rule;

typedef struct Rules Rules;
/* Loads every *.json in dir (sorted), then each user file in order; later files take
 * precedence. Returns NULL with e set naming the file and the JSON path of the fault. */
Rules *rules_load(const char *dir, const StrList *user_files, Err *e);
int rules_load_file(Rules *r, const char *path, Err *e);
/* The same from a rule file's text in memory (len bytes, NUL-terminated); name stands for
 * its path in messages and in each rule's origin. The tables are sorted again after it, so
 * r can be queried at once. */
int rules_load_text(Rules *r, const char *name, const char *text, size_t len, Err *e);
void rules_free(Rules *r);
const Rule *rules_find(const Rules *r, RuleKind kind, const char *from);
size_t rules_count(const Rules *r, RuleKind kind);
const Rule *rules_at(const Rules *r, RuleKind kind, size_t i); /* sorted by name */
const char *rule_kind_key(RuleKind k);
/* The diagnostic a use of r raises: its own "diag", else the default for its kind and
 * support (1400/1402/1403 on the host, 1206 in device code); 0 when a use is silent. */
int rule_diag(const Rule *r);
const char *rule_support_name(Support s);
const char *rule_form_key(DeviceForm f);
const char *rule_form_doc(DeviceForm f);
/* The device built-in a name denotes, when the rules know it, of one of the forms given as
 * a bit mask (1u << FORM_x); NULL otherwise. */
const Rule *rules_find_device(const Rules *r, const char *name, unsigned forms);
#define FORMS_VARIABLE ((1u << FORM_INDEX) | (1u << FORM_CONSTANT))

/* ---- options.c: the command line ---- */

typedef struct {
	const char *compdb;          /* -p: a compile_commands.json or its directory */
	const char *in_root;         /* absolute, normalised */
	const char *out_root;        /* absolute, normalised */
	const char *out_inside;      /* the out-root when it lies inside the in-root, spelled
				      * under in_root (paths_check_roots), else NULL */
	const char *cuda_path;       /* --cuda-path, or NULL */
	StrList extra_args;          /* --extra-arg, appended to every unit's clang args */
	StrList sources;             /* positional: restrict to these files (absolute) */
	StrList rule_files;          /* --rule-file */
	Suppress suppress;
	bool keep_original;
	bool no_sdk;                 /* --no-cuda-sdk: ignore any installed SDK */
	bool no_build_scripts;       /* --no-build-scripts: leave Makefiles and CMake alone */
	bool no_copy_data;           /* --no-copy-data: leave the in-root's data files out */
	bool quiet;
	bool analysis;               /* --analysis-mode: write nothing, print the statistics */
	bool no_kernel_check;        /* --no-kernel-check: the .cl is not compiled */
	unsigned reports;            /* --report: REPORT_* bits */
	const char *report_prefix;   /* --report-file-prefix (absolute), or NULL */
	int jobs;
} Options;

/* paths.c: true for a file of the sources: under the in-root and not under an out-root
 * inside it (a unit, a header, a build script there is cuport's output, never an input). */
bool path_is_source(const Options *o, const char *path);
/* paths.c: true for a file inside an out-root that lies inside the in-root. */
bool path_is_cuport_output(const Options *o, const char *path);

/* The report formats of --report, as bits. */
enum { REPORT_JSON = 1, REPORT_CSV = 2, REPORT_SARIF = 4, REPORT_HTML = 8 };

/* Parses argv. Returns OPTIONS_RUN to go on, OPTIONS_DUMP_DIAGNOSTICS for the hidden
 * --dump-diagnostics (the docs generator's input), or an exit code (0 after --help). */
enum { OPTIONS_RUN = -1, OPTIONS_DUMP_DIAGNOSTICS = -2 };
int options_parse(Options *o, int argc, char **argv);
void options_free(Options *o);

/* ---- compdb.c: compile_commands.json and nvcc flag translation ---- */

typedef struct {
	char *directory;   /* absolute */
	char *file;        /* absolute, normalised */
	char **argv;       /* the compiler command, argv[0] is the compiler */
	int argc;
} CompileCommand;

typedef struct {
	CompileCommand *items;
	size_t len;
	char *path;        /* the file it was read from */
} CompDb;

/* Loads a compile_commands.json (path may name the file or its directory). */
int compdb_load(CompDb *db, const char *path, Err *e);
/* The same from the database's text in memory (len bytes, NUL-terminated): path names it in
 * messages, and its directory is what relative "directory" fields resolve against. The
 * argument files an entry names are still read from disk. Release *db with compdb_free
 * whatever the result. */
int compdb_load_text(CompDb *db, const char *path, const char *text, size_t len, Err *e);
/* Builds an in-memory DB for sources named without -p: one CUDA entry each. */
void compdb_from_sources(CompDb *db, const StrList *sources);
void compdb_free(CompDb *db);
/* Splits a shell-quoted command line as a POSIX shell would (quotes, backslashes). */
int compdb_shell_split(const char *cmd, StrList *out, Err *e);

/* ---- toolchain.c: CUDA headers for parsing (ours, or a real SDK) ---- */

typedef struct {
	char *own_include;    /* cuport's CUDA declarations */
	char *shims_include;  /* what clang's CUDA wrapper needs for SDKs newer than it knows */
	char *rules_dir;      /* the bundled rules/ */
	char *sdk_path;       /* a real CUDA SDK, or NULL */
	int sdk_version;      /* CUDA_VERSION of that SDK, e.g. 13000 */
	char *host_include;   /* parse-only host headers clang lacks (omp.h), searched last */
	char *thrust_include; /* parse-only thrust/ headers, each reading the runtime's cuport_thrust.h */
	char *thrust_runtime; /* where cuport_thrust.h is: the runtime's include/ (source tree) */
} Toolchain;

/* On failure (-1, e set) nothing is left to free. */
int toolchain_init(Toolchain *t, const Options *o, const char *argv0, Err *e);
void toolchain_free(Toolchain *t);
/* The include recipe: cuport's declarations, or the SDK plus the shims it needs. */
void toolchain_args(StrList *out, const Toolchain *t, bool cuda);
/* The CUDA version the parse sees (CUDART_VERSION, 12080 for 12.8): the SDK's, or that of
 * cuport's own declarations. */
int toolchain_cuda_version(const Toolchain *t);

/* clang arguments for one compile command: the compiler's own flags translated (nvcc
 * flags mapped or dropped, -x cuda for CUDA sources), the toolchain's include recipe and
 * the user's --extra-arg. The source file itself is not in the list. */
void flags_translate(StrList *out, const CompileCommand *cc, const Toolchain *t,
		     const Options *o, bool *is_cuda);
/* The unit's nvcc -D/-U flags that reach its device code (not -Xcompiler's), as "-DNAME=V"
 * or "-UNAME" heap strings: into plain those an OpenCL build option carries everywhere,
 * into skipped the others (function-like, a space or a quote in them). The runtime builds
 * the unit's .cl with the plain ones, and so does the kernel check. */
void flags_device_macros(const CompileCommand *cc, StrList *plain, StrList *skipped);
/* Whether the unit is built with nvcc's -use_fast_math: its .cl is then built with
 * -cl-fast-relaxed-math, and without, CUDA's correctly rounded float division and square
 * root (runtime/src/program.c). */
bool flags_fast_math(const CompileCommand *cc);
/* -std=c++NN or -std=gnu++NN: a standard a C compilation does not take. */
bool flags_is_cxx_standard(const char *flag);
/* What the host C++ compiler of a migrated build script gets for the words of an nvcc
 * command (without the compiler), one entry per flag with the words it covers: kept as
 * written (also every word that is not a flag: sources, $(VAR)), replaced by text (nvcc's
 * spelling of a host flag, -Xcompiler's items, -dc as -c), dropped (nvcc's own: the caller
 * reports it) or unknown to the table (kept; the caller decides whether to report it). */
typedef enum { HOSTFLAG_KEEP, HOSTFLAG_REPLACE, HOSTFLAG_DROP, HOSTFLAG_UNKNOWN } HostFlagFate;
typedef struct {
	size_t first, count;     /* the words [first, first + count) */
	HostFlagFate fate;
	char *text;              /* HOSTFLAG_REPLACE: the words instead (heap) */
} HostFlag;
/* Fills *out (heap) and returns its length; release with flags_for_host_free. */
size_t flags_for_host(char **words, size_t n, HostFlag **out);
void flags_for_host_free(HostFlag *flags, size_t n);

/* ---- collect.c: what the unit holds ---- */

typedef struct {
	CXCursor cursor;
	const char *name;
	const char *file;
	unsigned line;
	bool is_kernel;          /* __global__ */
	bool is_host;            /* __host__ __device__: it stays in the host code too */
	bool is_template;        /* a FunctionTemplate: emitted per instance */
	unsigned begin, end;     /* byte offsets of the definition in its file */
} DeviceFunc;

/* A namespace-scope __device__, __constant__ or __managed__ variable (a device symbol). */
typedef struct {
	CXCursor cursor;
	const char *name;
	const char *file;
	unsigned line;
	bool constant;           /* __constant__ */
	bool managed;            /* __managed__ */
	bool is_extern;          /* a declaration only (extern, or -rdc across units) */
	bool texref;             /* a texture reference (collect_is_texture_ref) */
	unsigned begin, end;
} DeviceVar;

typedef struct {
	CXCursor cursor;
	const char *callee;
	const char *file;
	unsigned line, col;
	unsigned begin, end;
	bool in_template;        /* written in a function or class template */
	CXCursor instance;       /* of an instance's launch: the instantiated function */
} Launch;

typedef struct {
	CXCursor cursor;
	const char *name;
	const char *file;
	unsigned line, col;
	unsigned begin, end;
} ApiCall;

/* One parse of the unit and what collect found in it. The host parse and the device-side
 * parse are two values of this type; each pass is handed the one it works on. */
typedef struct {
	CXIndex index;
	CXTranslationUnit tu;    /* NULL when this parse was not made (or failed) */
	bool device;             /* the device compilation's view (__CUDA_ARCH__ defined) */
	DeviceFunc *funcs; size_t nfuncs, capfuncs;
	DeviceVar *vars; size_t nvars, capvars;
	Launch *launches; size_t nlaunches, caplaunches;
	/* The launches of the template instances clang made (implicit and explicit): their
	 * text is the template's, their callee the instance's (testKernel<float>). */
	Launch *ilaunches; size_t nilaunches, capilaunches;
	/* Kernel template instances named in host code outside a launch (kern<256> in `auto k
	 * = kern<256>;`, `(void *)k<float>` for a graph's kernel node, cudaLaunchKernel):
	 * emitted like launched ones. */
	CXCursor *kernel_refs; size_t nkernel_refs, capkernel_refs;
	ApiCall *calls; size_t ncalls, capcalls;
	StrList includes;        /* files the unit includes that lie under in-root */
} Parse;

/* ---- parse.c: one translation unit through libclang ---- */

typedef struct Unit Unit;
/* The host-side parse, into p. clang's errors become the unit's diagnostics (a missing
 * header a warning, and what follows it too); returns -1 when there is no AST at all. */
/* openguard.c: while a thread parses, what libclang opens for reading must be a regular
 * file, a directory or /dev/null (a FIFO or a device header would hang the run). */
void openguard_enter(void);
void openguard_leave(void);
/* Whether the guard refused a file whose path ends in the include name `name`: what the
 * file is ("a FIFO"), and its path in *path; NULL if it refused none. */
const char *openguard_refused(const char *name, const char **path);

int parse_unit(Unit *u, Parse *p);
/* Whether the device side must be parsed too: the unit is CUDA and a file of it under
 * in-root (host is its host parse) tests __CUDA_ARCH__. */
bool parse_wants_device(Unit *u, const Parse *host);
/* A second parse as the device compilation sees the unit (__CUDA_ARCH__ defined, as for
 * CUPORT_DEVICE_ARCH), into p. Returns 0, or -1 (nothing kept) when it has errors: the
 * kernels are then translated from the host parse. */
#define CUPORT_DEVICE_ARCH 800
int parse_device_unit(Unit *u, Parse *p);
void parse_release(Parse *p);
void parse_free(Parse *p);
/* Relocatable device code (-rdc): when base declares __device__ functions it defines nowhere,
 * the unit parsed again (host or device side, as base) together with the other units of the
 * run whose sources define them, pushed to *linked; 0, or -1 (nothing to link, or the
 * combined unit does not parse cleanly) with out and *linked left empty. */
int parse_linked_unit(Unit *u, const Parse *base, Parse *out, StrList *linked);
/* What the parse reads instead of an alignas written after __shared__ (or another of CUDA's
 * spaces), which clang refuses there: a name of alignas's length, defined as the GNU
 * attribute (parse.c). */
#define CUPORT_ALIGNAS_SPELLING "__cpal_"
/* The length of a launch bracket (c is '<' or '>') at s[i]: three c's, blanks allowed
 * between them as nvcc allows (`<< <`); 0 when there is none. */
size_t parse_bracket_len(const char *s, size_t len, size_t i, char c);

/* collect.c */
void collect_unit(Unit *u, Parse *p);
/* A parse_linked_unit parse: keeps only what lies in the unit's own files (its source and the
 * headers base includes), so the other units' kernels and launches stay theirs. */
void collect_keep_own(Unit *u, Parse *linked, const Parse *base);
/* The CUDA attributes on a declaration, as CUDA_ATTR_* bits. */
enum { CUDA_ATTR_DEVICE = 1, CUDA_ATTR_GLOBAL = 2, CUDA_ATTR_HOST = 4, CUDA_ATTR_CONSTANT = 8,
       CUDA_ATTR_SHARED = 16 };
unsigned collect_cuda_attrs(CXCursor c);
/* Whether c is a legacy texture or surface reference: a namespace-scope variable of CUDA's
 * texture<T, dim, mode> or surface<void, dim> (removed in CUDA 12; cuport's headers declare
 * them). It is a device symbol holding the device address cudaBindTexture bound it to, or
 * cudaBindSurfaceToArray's surface buffer; one bound to an array is passed as an image
 * (docs/kernels.md). */
bool collect_is_texture_ref(Unit *u, CXCursor c);

/* ---- names.c: names shared by the kernel and host translators ---- */

/* The name a kernel or device function has in the .cl: its own for a plain function,
 * name_arg1_arg2 for a template instance (k<float, 256> -> k_float_256), so host launches
 * and the .cl agree. decl is a FunctionDecl (a definition or a specialization). */
const char *names_cl_function(Unit *u, CXCursor decl);
/* The template arguments of a function or method specialization, as libclang's
 * clang_Cursor_getNumTemplateArguments and getTemplateArgument{Kind,Type,Value,
 * UnsignedValue}, which answer for a FunctionDecl only; these answer for a member function
 * template's specialization too (Dot::dot<2, float2>). An argument not recovered has kind
 * CXTemplateArgumentKind_Invalid or type CXType_Invalid. */
int names_num_template_args(CXCursor decl);
enum CXTemplateArgumentKind names_template_arg_kind(CXCursor decl, unsigned i);
CXType names_template_arg_type(CXCursor decl, unsigned i);
long long names_template_arg_value(CXCursor decl, unsigned i);
unsigned long long names_template_arg_unsigned(CXCursor decl, unsigned i);
/* The canonical type of template parameter i of the template decl instantiates (invalid
 * when there is none, as for a pack's elements). */
CXType names_template_param_type(CXCursor decl, unsigned i);
/* Whether decl is an instance of a variable template (mask<float>), which libclang shows as
 * an unexposed declaration. */
bool names_is_var_instance(CXCursor decl);
/* Such an instance's name in the .cl (mask_float, coef_P_3), or with cxx its C++ spelling,
 * qualified (ns::coef<ns::P, 3>), for host code at file scope; NULL (cxx only) when its
 * arguments are of a kind not spelled here (a qualified type, a template's instance). */
const char *names_var_instance(Unit *u, CXCursor decl, bool cxx);

/* ---- kernels: what kernel_emit tells host_emit about each kernel it emitted ----
 *
 * The contract of a migrated launch. The kernel `name` in the unit's .cl takes, in order:
 * its own nparams parameters (pointers are passed as POINTER args, everything else by
 * VALUE), then one CUPORT_ARG_S("V") per entry of symbols, then, when dynamic_shared is
 * set, one CUPORT_ARG_L(0) (the launch's dynamic shared size). */
typedef struct {
	CXCursor decl;           /* the kernel's FunctionDecl: definition or template instance */
	const char *name;        /* its name in the .cl */
	const char *usr;         /* clang's USR of decl: the same in the host and device parses */
	unsigned nparams;        /* its own parameters */
	const char **symbols;    /* device variables passed after them, in order */
	size_t nsymbols;
	bool dynamic_shared;     /* a trailing __local parameter for extern __shared__ */
	unsigned redundant_dims; /* the launch dimensions it cannot tell apart (kernel/dims.c):
				    bits 0-2 block x, y, z; bits 3-5 grid x, y, z */
} KernelInfo;

/* A device variable that is an instance of a variable template (template <class T>
 * __constant__ T mask[N]; used as mask<float>): no declaration of it is written, so
 * kernel_emit lists those its kernels take, and the host registers each by its C++ spelling. */
typedef struct {
	const char *name;        /* in the .cl, and the runtime's name for it */
	const char *cxx;         /* mask<float>; NULL when it cannot be spelled */
} SymbolInstance;

/* The KernelInfo emitted for decl (any cursor of the kernel's FunctionDecl), or NULL when
 * the unit's .cl has no such kernel (defined in another unit, say). */
const KernelInfo *names_kernel_info(const Unit *u, CXCursor decl);

/* ---- edit.c: text edits on one file, applied at once ---- */

typedef struct {
	unsigned begin, end;     /* byte range replaced; begin == end inserts */
	const char *text;
	unsigned order;          /* insertion order, for stable application */
	bool closing;            /* an insertion that closes what an earlier edit opened
				    around an expression ending here (edit_add_closing) */
} Edit;

typedef struct {
	const char *path;        /* absolute */
	const char *text;        /* original contents */
	size_t len;
	Edit *edits;
	size_t nedits, cap;
} EditFile;

void edit_add(EditFile *f, unsigned begin, unsigned end, const char *text);
/* An insertion at the end of an expression that closes a wrapper opened at its start
 * (`c ? (` ... `) : 0`): it goes after every other insertion there, those of the
 * expression's own translation, which are planned later and close inner parts, included;
 * of two such, the later planned (an inner wrapper) goes first. */
void edit_add_closing(EditFile *f, unsigned at, const char *text);
/* Inserts a whole line of text above the line holding offset, with that line's indent. */
void edit_insert_line_above(EditFile *f, Arena *a, unsigned offset, const char *line);
/* Applies the edits (sorted, overlaps rejected) into out. Returns -1 on an overlap. */
int edit_apply(EditFile *f, Buf *out, Err *e);
/* The same for the bytes [begin, end) only, with the edits that lie inside them. */
int edit_apply_range(EditFile *f, unsigned begin, unsigned end, Buf *out, Err *e);
/* Byte offset of (line, col), both 1-based. */
unsigned edit_offset(const EditFile *f, unsigned line, unsigned col);

/* ---- kernel/emit.c, host/rewrite.c: the outputs of one unit ---- */

/* Where a line of the unit's .cl came from: the line of the CUDA source (or header) whose
 * text it is a translation of. Lines cuport generated (types, helpers) have none. */
typedef struct {
	unsigned cl_line;        /* 1-based line of u->kernels (before the comments are placed) */
	const char *file;        /* absolute, in the unit's arena */
	unsigned line;
} KernelLine;

/* The unit's .cl (u->kernels) and what each kernel in it takes (u->kinfo), from p: the
 * device-side parse when there is one, so its __CUDA_ARCH__ branches are translated. */
void kernel_emit(Unit *u, const Parse *p);
/* Fills the .cl's diagnostic comments once the unit's diagnostics are numbered. */
void kernel_place_comments(Unit *u);
/* kernel/check.c: compiles the unit's .cl as the runtime builds it (OpenCL C 1.2, its device
 * header, the unit's -D flags) in the portable and the NVIDIA configuration, with clang's
 * OpenCL front end. Each error becomes a CUPORT1230 at the CUDA line the failing .cl line
 * came from (u->klines), and u->kernels_unbuilt is set: the unit counts as not migrated,
 * but its outputs are still written. Runs before the diagnostics are numbered. */
void kernel_check(Unit *u);
/* Whether the runtime's device header #defines name itself (cudaStreamNonBlocking for
 * device-side launches): a CUDA header's definition of it is not copied into a .cl. */
bool kernel_header_defines(const char *name);
/* The host-side edits of the unit's source and its headers under in-root, from the host
 * parse; launches name the kernels kernel_emit described. */
void host_emit(Unit *u, const Parse *p);

/* ---- annotate.c: what a migrated file says about its original ----
 * All three run once the diagnostics are numbered, on the edits the passes planned. */

/* "// CUPORTid:N: message" above each diagnosed line of a file the unit writes. */
void annotate_diag_comments(Unit *u);
/* --keep-original-code: "// CUDA: ..." lines above each run of rewritten lines. */
void annotate_keep_original(Unit *u);
/* u->fstats: per input file, its lines and the lines some edit changed or moved. */
void annotate_line_stats(Unit *u);

/* ---- output.c: every file cuport writes, checked against the inputs, all or nothing ---- */

/* Resolves the roots for the guard, refuses a report prefix under the in-root, and takes
 * SIGINT/SIGTERM/SIGHUP for the whole process (call it before any thread starts): on one,
 * the staged temporaries are removed and the process ends by that signal. Returns 0, or -1
 * with e set (nothing was written). */
int output_init(const Options *o, Err *e);
/* A file the run reads (compile DB, entry, rule file, script, included header): no write
 * may replace it. Thread-safe. */
void output_add_input(const char *path);
/* 0 when path may be written: symbolic links resolved, it is not under the in-root (but
 * for an out-root accepted inside it) and not an input. Else -1 with e set to a message naming the file and the reason. */
int output_guard(const char *path, Err *e);

/* A set of files written together or not at all. Zero-initialise, stage each file, then
 * commit (renames every file into place) or abort (removes what was staged). */
typedef struct {
	char *path, *tmp;
} OutputStaged;
typedef struct {
	OutputStaged *items;
	size_t len, cap;
	StrList dirs;            /* directories made for the set, removed again by an abort */
} OutputTxn;
/* The one function that creates a file for writing: the guard, the parent directories,
 * then data into a temporary beside path. Returns 0, or -1 with e set (the caller aborts). */
int output_stage(OutputTxn *t, const char *path, const char *data, size_t len, Err *e);
/* Both leave t empty; commit returns 0 or -1 with e set. */
int output_commit(OutputTxn *t, Err *e);
void output_abort(OutputTxn *t);
/* One file as a set of its own. Returns 0 or -1 with e set. */
int output_write(const char *path, const char *data, size_t len, Err *e);
/* Makes the out-root dir, at its real path, with OUT_MARKER in it, when it does not exist
 * yet; an existing one is left alone. 0, or -1 with e set. */
int output_make_out_root(const char *dir, Err *e);
/* Whether dir can be made and written to (leaves nothing behind). 0, or -1 with e set. */
int output_probe_dir(const char *dir, Err *e);

/* Who wrote each output path this run (the input it was made from): a header shared by
 * several units is written once, and two inputs mapped onto one output are caught.
 * Written from the main thread in unit order, so the answer is the same for any -j. */
typedef struct {
	pthread_mutex_t lock;
	StrList claimed;
	StrList from;            /* parallel to claimed: the input each was made from */
} OutputSet;
void output_set_init(OutputSet *s);
void output_set_free(OutputSet *s);
const char *output_set_owner(OutputSet *s, const char *path);   /* NULL when unclaimed */
void output_set_claim(OutputSet *s, const char *path, const char *from);

/* ---- statistics: what the passes count for the reports (src/report/) ----
 *
 * The one hook the translators call: unit_count_api records one use of a CUDA name
 * (runtime function, type, enum constant or macro) that the host rewriter looked up, and
 * whether it was migrated (rewritten onto the runtime, or kept because the runtime spells
 * it the same) or left as written. Lines are counted by migrate.c from the edits. */
typedef struct {
	const char *name;        /* in the unit's arena */
	unsigned migrated, not_migrated;
} ApiUse;

/* One input file of a unit (its source, or a header under in-root it includes). */
typedef struct {
	const char *path;        /* absolute */
	unsigned lines;          /* lines in the original */
	unsigned migrated;       /* original lines cuport changed, or moved into the .cl */
} FileStats;

/* ---- migrate.c: the per-unit pipeline ---- */

typedef struct {
	const Options *opt;
	const Toolchain *tc;
	const Rules *rules;
	OutputSet outputs;
	bool color;              /* colour on the console */
	const StrList *units;    /* the sources of every unit of the run (main.c) */
} Run;

/* One output file of a unit, held in memory until the unit is known to have succeeded. */
typedef struct {
	const char *path;
	Buf data;
	bool shared;             /* a header other units may also produce: claimed once */
	const char *from;        /* the input it is made from */
} Output;

struct Unit {
	Arena *arena;
	Run *run;
	const CompileCommand *cc;
	const char *src;         /* absolute source path */
	bool is_cuda;
	/* the CUDA headers the unit is parsed with: the run's, or cuport's own when the SDK no
	 * longer declares what the unit uses (parse.c) */
	const Toolchain *tc;
	StrList args;            /* clang arguments */
	Parse host;              /* the host-side parse and what it holds */
	Parse device;            /* the device-side parse: made only when code tests __CUDA_ARCH__ */
	Parse linked;            /* -rdc: the kernels' parse with the other units defining the
				    device functions it calls (linked_srcs), parse_linked_unit */
	StrList linked_srcs;
	/* What both parses read instead of files on disk: those whose launch brackets are
	 * written with blanks, respelled to the same length (parse.c). */
	struct CXUnsavedFile *unsaved; unsigned nunsaved;
	DiagList diags;
	bool missing_header;
	bool failed;             /* nothing of the unit is written */
	bool unsafe;             /* an output would have replaced an input, or another unit's */
	const char *collides;    /* another unit's source whose output is this one's too */
	bool write_failed;       /* the output tree could not be written */
	/* emit */
	EditFile *files; size_t nfiles, capfiles;   /* host-side edits per input file */
	Buf kernels;             /* the .cl text */
	StrList cl_pairs;        /* the std::/thrust::pair structs its .cl needs (kernel/cltype.c) */
	KernelInfo *kinfo; size_t nkinfo, capkinfo;   /* the kernels in it */
	StrList dlaunch;         /* the kernels its kernels launch (dynamic parallelism), by
				    name in the .cl: a launch records its kernel's index here */
	KernelLine *klines; size_t nklines, capklines; /* its lines' CUDA origins, by cl_line */
	SymbolInstance *vsyms; size_t nvsyms, capvsyms;   /* variable templates' instances
							     its kernels take */
	bool kernels_unbuilt;    /* the .cl does not compile: written, but not migrated */
	Output *outputs; size_t noutputs, capoutputs;
	Buf console;             /* what this unit prints, flushed in unit order */
	double seconds;
	/* statistics */
	ApiUse *apis; size_t napis, capapis;
	FileStats *fstats; size_t nfstats;
};

/* ---- datacopy.c: the in-root's data files, after every unit and build script ---- */

/* Copies the data files of the folders holding the units' sources (srcs), and of the data
 * folders (data/, inputs/...) beside them and above them up to the in-root, to the same place
 * under the out-root, within limits, through output.c: every regular file the migration
 * does not otherwise write (not sources, headers, build scripts, build products, nor what
 * lies in hidden or cuport's folders). Returns a Unit (heap; its source is the in-root)
 * holding the note that names what was left out, if anything, on its console; the caller
 * frees it with migrate_free and free. *copied: how many files. */
Unit *datacopy_run(Run *run, const StrList *srcs, size_t *copied);

/* ---- unit.c: the per-unit services every pass may call (they call no pass) ---- */

/* The statistics hook (see ApiUse): one use of a CUDA name, migrated or not. */
void unit_count_api(Unit *u, const char *name, bool migrated);

void unit_diag(Unit *u, int id, CXSourceLocation loc, ...);
void unit_diag_at(Unit *u, int id, const char *file, unsigned line, unsigned col, ...);
EditFile *unit_file(Unit *u, const char *path);   /* NULL when unreadable */
/* The absolute path of a libclang file, in the unit's arena. */
const char *unit_cxfile_path(Unit *u, CXFile f);
/* The output of path, a source of another unit of the run that this unit #includes
 * (huffman: main.cu includes scan.cu, a unit of its own): not that unit's .cpp, which
 * holds its own program's registration, but the host code as this unit edits it, beside
 * it as <stem>.included.cpp; NULL when path is no other unit's source.  Malloc'd. */
char *unit_included_unit_output(const Unit *u, const char *path);
/* migrate.c: runs every pass over one unit and fills u->console. */
void migrate_unit(Unit *u);
/* Writes the unit's outputs, all or none, unless it failed (or --analysis-mode): called
 * from the main thread in database order, so the first unit that includes a header is the
 * one that writes it, whatever -j is. A failure to write is its error, on its console. */
void migrate_commit(Unit *u);
void migrate_free(Unit *u);

/* ---- build/: the build scripts of the tree (src/build/build.h is its map) ---- */

/* Migrates the build scripts beside the units' sources and those they name, once every
 * unit is done: nvcc's rules become host C++ compiler rules against the runtime
 * (pkg-config cuport, find_package(cuport)), nvcc-only flags are dropped or translated
 * with a diagnostic, and when no script builds CUDA code a Makefile is written from the
 * compile database. Each script is a unit in *units (heap; its source is the script), for
 * the console and the reports; the caller frees each with migrate_free and then the array.
 * Writes nothing in --analysis-mode. Returns how many there are. */
size_t build_migrate(Run *run, const CompDb *db, Unit **units);

/* ---- report*.c: what a run tells the person reviewing it ----
 *
 * A Report gathers, unit by unit in database order (so -j changes nothing in it), every
 * diagnostic with its place and the code around it before and after migration, and the
 * statistics: lines, API uses, effort by level, time. The console summary, the
 * --analysis-mode table and the --report files (JSON, CSV, SARIF, HTML) are written
 * from it. report_help.c is generated from docs/diagnostics/ (tests/report/diagdocs.py). */
typedef struct Report Report;
Report *report_new(const Options *o);
/* Copies what the reports need from a finished unit; call before migrate_free. A header
 * that several units include is counted with the first of them only. */
void report_add_unit(Report *r, const Unit *u);
/* The per-ID summary above the last console line, pointing at each ID's docs page. */
void report_print_summary(const Report *r, FILE *f);
/* --analysis-mode: per file and in total, lines migrated and effort left by level. */
void report_print_analysis(const Report *r, FILE *f);
/* Writes the formats asked for with --report. Returns 0, or -1 with e set. */
int report_write(Report *r, double seconds, Err *e);
void report_free(Report *r);
/* cuport --dump-diagnostics: the table (and each ID's docs page) as JSON on f. */
void report_dump_diagnostics(FILE *f);
/* The docs page of an ID relative to cuport's documentation: docs/diagnostics/CUPORTn.md */
const char *report_diag_docs_page(int id, char *buf, size_t n);
/* One sentence on how to fix an ID by hand, from its docs page ("" when there is none). */
const char *report_diag_help(int id);

#endif

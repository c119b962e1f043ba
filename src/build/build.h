/*
 * The build-script migrator's private header, the map of src/build/. Where the kernel
 * translator and the host rewriter work on one translation unit, this component works on
 * the tree: after every unit is migrated, the build scripts next to the units' sources
 * (and those they name: included makefiles, CMake subdirectories and modules) are
 * rewritten so the out-root builds with the user's own make or CMake, against the cuport
 * runtime (`pkg-config cuport`, `find_package(cuport)`).
 *
 * A script is text, and is edited as text: each rewriter reads it into logical lines
 * (make) or command invocations (CMake), plans small edits against the original bytes
 * (edit.c) and leaves every byte it has no reason to touch as it was. nvcc's flags go
 * through the migrator's one table of them (flags_for_host, nvccflags.def). Each script
 * is a Unit of its own (its source is the script), so its diagnostics, its "# CUPORTn:N"
 * comments and its line counts reach the console and the reports like a source's.
 *
 *   build.c      the pass: which scripts, in which order; services the rewriters share
 *                (words, flags, CUDA libraries, diagnostics); writing the outputs
 *   make.c       Makefiles: variables, rules, recipes, continuation lines, includes
 *   cmake.c      CMakeLists.txt and *.cmake: commands, arguments, generator expressions
 *   generate.c   a Makefile written from the compile database when no script builds the
 *                migrated units
 */
#ifndef CUPORT_BUILD_H
#define CUPORT_BUILD_H

#include "cuport.h"

typedef enum { SCRIPT_MAKE, SCRIPT_CMAKE } ScriptKind;

/* One build script under migration. */
typedef struct {
	Unit *u;                 /* its unit: diagnostics, outputs, statistics */
	EditFile *f;             /* the script's text and the edits planned on it */
	const char *dir;         /* its directory (absolute) */
	ScriptKind kind;
	bool cuda;               /* it builds CUDA code: something in it was migrated */
	unsigned anchor;         /* the start of the statement being rewritten: its
				    diagnostics are reported on that line, their comments go
				    above it (never inside a continued line) */
} Script;

/* The build scripts of one run, found and migrated in a worklist. */
typedef struct {
	Run *run;
	const CompDb *db;
	Unit *units; size_t nunits, capunits;
	StrList queued;          /* scripts queued so far (absolute paths) */
	size_t next;             /* the next queued script to migrate */
	ScriptKind *kinds; size_t capkinds;
	/* make: what the makefiles including a file know of its variables */
	struct MakeInherit *inherit; size_t ninherit, capinherit;
} BuildRun;

/* The variables an including makefile found naming nvcc or holding its flags; a file it
 * includes rewrites its own assignments of them. */
typedef struct MakeInherit {
	char *path;
	StrList nvcc_vars, flag_vars;
} MakeInherit;

/* ---- build.c: services of the rewriters ---- */

/* A word of a script: [begin, end) in its text. */
typedef struct {
	unsigned begin, end;
} Word;

/* A new unit for a script (or a generated file) at path, in b->units. */
Unit *build_new_unit(BuildRun *b, const char *path);
/* Queues a script a script names (an include, a subdirectory) when it lies under in-root. */
void build_queue(BuildRun *b, const char *path, ScriptKind kind);
/* Reports a diagnostic on the line holding offset (s->anchor for a statement). */
void build_diag(Script *s, int id, unsigned offset, ...);
/* Whether the word [p, p + n) is a CUDA source name or pattern: it ends in ".cu". */
bool build_is_cu(const char *p, size_t n);
/* The text of [p, p + n) with each ".cu" that ends a name ("a.cu", "%.cu", ".cu=") made
 * ".cpp", as the migrated sources are named; NULL when it holds none. In the arena. */
char *build_rename_cu(Arena *a, const char *p, size_t n);
/* What a CUDA library (as -l names it: "cudart", "cublas") becomes: true when the cuport
 * runtime replaces it (the runtime, the driver API, device runtime), false when it has
 * no counterpart. */
bool build_runtime_replaces(const char *lib);
/* Whether name is a CUDA library (cudart, cublas, cufft, nvrtc, ...). */
bool build_is_cuda_library(const char *name);
/* Translates the flags among words[0, n) of text for the host compiler (flags_for_host)
 * and plans the edits: a dropped flag is deleted with the blank before it and reported
 * (1700, at s->anchor), a replaced one rewritten, an unknown one reported when
 * report_unknown (1701).
 * -l of a CUDA library becomes libs_text (the runtime's flags) or is reported (1702).
 * Returns how many flags were not dropped; *changed says whether any edit was planned. */
size_t build_translate_flags(Script *s, const Word *words, size_t n, bool report_unknown,
			     const char *libs_text, bool *changed);
/* Deletes the word with the blanks before it (after it when it is the first on its line). */
void build_delete_word(Script *s, Word w);
/* "# CUPORTid:N: message" above each diagnosed line; called once they are numbered. */
void build_comment_diags(Script *s);
/* The offset of the start of the line holding offset. */
unsigned build_line_start(const EditFile *f, unsigned offset);

/* ---- make.c ---- */

/* Rewrites a Makefile (or a file one includes): nvcc commands run the host C++ compiler
 * with the runtime's pkg-config flags, nvcc-only flags go, .cu names become .cpp. Queues
 * the makefiles it includes. Sets s->cuda when it builds CUDA code. */
void make_migrate(BuildRun *b, Script *s);

/* ---- cmake.c ---- */

/* Rewrites a CMakeLists.txt or *.cmake: the CUDA language, toolkit and flags become C++
 * against find_package(cuport) and cuport::cuport; targets, options, subdirectories,
 * install rules and tests stay. Queues the subdirectories and modules it names. */
void cmake_migrate(BuildRun *b, Script *s);

/* ---- generate.c ---- */

/* Writes <out-root>/Makefile (Makefile.cuport when a migrated script already is one) from
 * the compile database: one object per unit with its own flags, one program. Its unit
 * carries the 1705 diagnostic saying what was guessed. */
void generate_makefile(BuildRun *b);

#endif

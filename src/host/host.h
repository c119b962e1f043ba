/*
 * The host rewriter's private header, the map of src/host/. It never includes the kernel
 * translator's header: the two meet only in the KernelInfo descriptions of cuport.h.
 *
 * The host rewriter edits the text of a unit's source and of the headers under in-root it
 * includes, never regenerates it: every change is a small edit planned against the
 * original bytes (edit.c), placed where the token is *spelled*. A CUDA name written in a
 * macro argument is edited at the invocation; one written in an in-root macro's body is
 * edited in the #define, once however often the macro expands (identical edits collapse,
 * different ones are a conflict and leave the code as written with a diagnostic).
 *
 *   rewrite.c      the pass: order of the steps, includes, the embedded kernel program
 *   device.c       device code leaves the host file; CUDA keywords are scrubbed
 *   api.c          API calls, types, enum constants, macros and device symbols
 *   launch.c       <<<...>>> launches and cudaLaunchKernel
 *   kernels.c      the unit's kernels by key and by address, for launches that cannot
 *                  name theirs (in templates, through pointers); host stubs
 *   cub.c          CUB's device-wide algorithms become the runtime's; its other names
 *                  are reported
 *   thrust.c       Thrust's algorithm calls say where they run (the names stay)
 */
#ifndef CUPORT_HOST_H
#define CUPORT_HOST_H

#include "cuport.h"

/* What the rewriter knows about one file it edits. */
typedef struct {
	const char *path;
	EditFile *f;              /* refreshed whenever u->files grows */
	struct { unsigned begin, end; } *removed;   /* device code cut out of it */
	size_t nremoved, capremoved;
	bool cuda_edits;          /* a CUDA name in it was rewritten */
	bool has_runtime_include; /* it includes cuport_runtime.h (after rewriting) */
	unsigned runtime_include_begin, runtime_include_end; /* that include's line */
	bool uses_program;        /* code in it calls cuport_unit_program() */
	bool uses_kernel_table;   /* and cuport_unit_kernel() (a launch in a template) */
	bool uses_symbols;        /* and cuport_unit_symbol() (a variable template's instance) */
} HostFile;

typedef struct {
	Unit *u;
	const Parse *p;          /* the host-side parse */
	const Rules *rules;
	const char *in_root;
	HostFile *files;
	size_t nfiles, capfiles;
	bool uses_program;        /* some rewrite refers to the unit's program */
	bool uses_kernel_table;   /* some launch chooses its kernel by key */
	bool uses_symbols;        /* some symbol copy names a variable template's instance */
	/* kernels named in host code, and the ranges where a name is a launch's callee or a
	 * kernel API's argument: the others take the kernel's address (host_kernel_stubs) */
	struct { CXCursor decl; const char *path; unsigned off; } *kernel_refs;
	size_t nkernel_refs, capkernel_refs;
	struct { const char *path; unsigned begin, end; } *named;
	size_t nnamed, capnamed;
	CXCursor *taken; size_t ntaken, captaken;
	CXSourceLocation *as_data; size_t nas_data, capas_data;   /* kernels cast to void * */
	/* where the launches' kernels are named (host_kernel_reference), made on first use */
	CXSourceLocation *callees;
	size_t ncallees;
	bool callees_ready;
	/* the extents of the CUB calls handled (cub.c): the names inside are theirs */
	struct { CXFile file; unsigned begin, end; } *cub_done;
	size_t ncub_done, capcub_done;
	/* the classes whose objects host code hands to Thrust (thrust.c): their __device__
	 * methods stay in the host file, since the subset calls them on the host */
	CXCursor *thrust_functors;
	size_t nthrust_functors, capthrust_functors;
	/* cache for host_in_root: most cursors are in the same file as the last */
	CXFile last_file;
	bool last_under;
} Host;

/* ---- rewrite.c: shared helpers ---- */

/* The HostFile of an input file under in-root, created on first use; NULL if unreadable. */
HostFile *host_file(Host *h, const char *path);
/* Where loc is spelled, when that is in a file under in-root: its HostFile and the byte
 * offset there. NULL for system and SDK headers and for scratch space (token pasting). */
HostFile *host_spelled(Host *h, CXSourceLocation loc, unsigned *off);
/* Whether the expansion location of loc lies in a file under in-root. */
bool host_in_root(Host *h, CXSourceLocation loc);
/* Whether offset lies in device code cut out of the file. */
bool host_removed(const HostFile *hf, unsigned off);
void host_remove(HostFile *hf, unsigned begin, unsigned end);
/* Plans a replacement of [begin, end) by text. An identical edit already planned is not
 * repeated; an overlapping different one is a conflict: returns -1 and plans nothing. */
int host_edit(HostFile *hf, unsigned begin, unsigned end, const char *text);
/* Forgets the replacements planned inside [begin, end) (code about to be removed). */
void host_drop_edits(HostFile *hf, unsigned begin, unsigned end);
/* Whether an edit already planned touches [begin, end). */
bool host_edited(const HostFile *hf, unsigned begin, unsigned end);
/* Whether the file's text at off spells word as a whole identifier. */
bool host_spells(const HostFile *hf, unsigned off, const char *word);
/* Whether a declaration comes from CUDA's headers (cuport's own or an SDK's). */
bool host_is_cuda_decl(Host *h, CXCursor decl);
/* The function a call names; in a template, the first candidate of its name (api.c). */
CXCursor host_call_callee(CXCursor call);

/* A tiny lexer over a file's bytes, for the punctuation of launches and directives that
 * libclang does not give positions for (<<<, >>>, the parenthesis after them). It skips
 * whitespace, comments and backslash-newlines. */
typedef enum { TOK_END, TOK_IDENT, TOK_PUNCT, TOK_OTHER } TokKind;
typedef struct {
	TokKind kind;
	unsigned begin, end;
} Tok;
Tok host_lex(const EditFile *f, unsigned pos);
bool host_tok_is(const EditFile *f, Tok t, const char *s);

/* ---- device.c ---- */

/* Device-only functions leave the file, kernels keep a declaration; called for each
 * function declaration under in-root before its children are visited. Returns true when
 * the children must not be visited (the whole declaration is gone). */
bool host_device_function(Host *h, CXCursor c);
/* `namespace cg = cooperative_groups;` and `using namespace cooperative_groups;` name
 * device-only namespaces: they go with the device code. True when cut. CUB's stay: its
 * host names live on in cuport_cub.h. */
bool host_device_namespace(Host *h, CXCursor c);
/* Deletes the CUDA keywords (__host__, __device__, __global__, __launch_bounds__(...)...)
 * that remain in a file, turning __forceinline__ into inline. */
void host_scrub_keywords(Host *h, HostFile *hf);
/* Cuts the explicit instantiations of the unit's kernel templates out of hf (libclang shows
 * them as no cursor): the template's body is gone from the host code, and the .cl has the
 * instance. */
void host_cut_kernel_instantiations(Host *h, HostFile *hf);

/* ---- api.c ---- */

/* Whether the expansion of loc lies in device code cut out of its file. */
bool host_in_removed_code(Host *h, CXSourceLocation loc);
/* Rewrites one cursor of host code when it names a CUDA API, type, enum constant, macro
 * or device symbol, or uses a command-line macro (-D) whose body names CUDA (the use
 * becomes the migrated body); reports what the rules do not cover. */
void host_api_cursor(Host *h, CXCursor c);
/* Whether v is __managed__ (the annotation, or the keyword among its tokens). */
bool host_var_managed(Host *h, const DeviceVar *v);
/* The template arguments written in the name of an explicit specialization
 * (`template <> void f<__half>(...)`), which libclang visits as no cursor: the CUDA types
 * they name are renamed as a TypeRef would be. */
void host_specialization_args(Host *h, CXCursor fn);
/* The CUDA type names written in the explicit instantiations of hf (`template int
 * f<__half>(__half *, int);`), which libclang visits as no cursor: renamed as a TypeRef
 * would be. */
void host_instantiation_types(Host *h, HostFile *hf);
/* Renames the CUDA names inside the bodies of #defines under in-root that no expansion
 * reached (macros defined but not used in this unit still get migrated), and replaces the
 * uses of command-line macros there as host_api_cursor does in code. */
void host_macro_definition(Host *h, CXCursor c);

/* A type spelled by the rewriter itself (a canonical type in a kernel table, a template
 * argument of an instance): text with each CUDA type name the rules map renamed, since no
 * cursor of the source stands behind it to be rewritten. */
const char *host_type_text(Host *h, const char *spelling);
const char *host_type_spelling(Host *h, CXType t);

/* ---- thrust.c ---- */

/* A call of one of Thrust's algorithms (cuport_thrust.h) in host code: a note at the call
 * on where it runs. Thrust's names are kept, so nothing is edited. */
void host_thrust_cursor(Host *h, CXCursor c);
/* Before the walk: the classes of the objects the unit's host code passes to Thrust's or CUB's
 * functions and constructors (functors, also inside fancy iterators). */
void host_thrust_functors(Host *h);
/* Whether c, a __device__ function, is a method of one of those classes: it stays in
 * the host file with its keywords scrubbed, as a __host__ __device__ one does. */
bool host_thrust_functor_method(Host *h, CXCursor c);

/* ---- cub.c ---- */

/* A call, type or other reference naming CUB or libcu++ (cub::, cuda::) in host code: the
 * device-wide reductions and scans become the runtime's, the names the rules map are
 * renamed, the rest reported. True when c named such a declaration (handled here). */
bool host_cub_cursor(Host *h, CXCursor c);
/* Whether decl (a function, a constructor, a type) is CUB's or libcu++'s. */
bool host_cub_decl(Host *h, CXCursor decl);
void host_cub_free(Host *h);

/* ---- launch.c ---- */

/* Rewrites every <<<...>>> launch of the unit (grouped by where they are spelled). */
void host_launches(Host *h);
/* cudaLaunchKernel and the cudaFunc* calls that name a kernel; true when handled. */
bool host_kernel_api_call(Host *h, CXCursor call, const char *name);
/* A reference to a kernel outside a launch (`(void *)k` for a graph's kernel node)
 * becomes its runtime handle; true when ref names a kernel (handled or not ours). */
bool host_kernel_reference(Host *h, CXCursor ref);
/* The KernelInfo for a kernel declaration, or a stand-in built from the AST (plain
 * name, no symbols) with a diagnostic at loc when the unit's .cl lacks it. */
const KernelInfo *host_kernel_info(Host *h, CXCursor decl, CXSourceLocation loc);
/* The extras that follow a launch's configuration: ", cuportSymbols(...)" and
 * ", cuportDynamicShared" as the kernel needs them; "" for neither. */
const char *host_launch_extras(Host *h, const KernelInfo *ki);
/* Whether a <<<...>>> launch of the unit gives a grid or a block that is not an integer
 * (a dim3, which may have several dimensions). */
bool host_launches_multidim(Host *h);
/* `<float, 256>`: the template arguments of an instance, NULL when one cannot be spelled (a
 * template template argument, a pack); canonical: types in full and bool and enum values
 * typed, for code far from where the instance is named. "" for a plain function. */
const char *host_template_args(Host *h, CXCursor decl, bool canonical);

/* ---- kernels.c: the unit's kernels by key and by address ---- */

/* Records a reference to a kernel in host code, and the kernels a cast to a data pointer
 * takes (any cursor, in the order of the walk; others are ignored). */
void host_kernel_ref(Host *h, CXCursor c);
/* Whether ref is a kernel cast to a data pointer ((void *)k): a handle, not an address. */
bool host_kernel_as_data(Host *h, CXCursor ref);
/* [begin, end) of path names a kernel by name: a launch's callee, a kernel API's argument. */
void host_name_range(Host *h, const char *path, unsigned begin, unsigned end);
/* After the launches are planned: the kernels referenced outside named ranges (and outside
 * decltype and sizeof) have their address taken (h->taken). */
void host_find_taken(Host *h);
/* The kernels that arg, a kernel value kept as written (cuportKernelValue), names are taken;
 * a kernel template's reference in a template takes every instance of it in the unit. */
void host_kernel_value_refs(Host *h, CXCursor arg);
/* Whether decl, a plain kernel, shares its name with another kernel of its scope: a launch
 * must pick one by its arguments, as the CUDA launch did (host_kernel_pick). */
bool host_kernel_overloaded(Host *h, CXCursor decl);
/* For an overloaded kernel k(float *, int): the declaration, never defined, that a launch's
 * decltype calls to pick it, `cuport::KernelOf<static_cast<void (*)(float *, int)>(&k)>
 * cuport_pick_k(float *, int);` (cuport_launch.h); NULL when its type cannot be spelled. */
const char *host_kernel_pick(Host *h, CXCursor decl);
/* The definition of cuport_unit_kernel(key), appended to out: the key, name and extras of
 * every kernel in the unit's .cl, for launches written in templates, and the address of
 * each kernel whose address the unit takes, for launches through pointers. */
void host_kernel_table(Host *h, Buf *out);
/* The table of the kernels whose address the unit takes (cuport_unit_addresses, for
 * cuportProgramDeclareKernelAddresses), appended to out; how many it lists. */
size_t host_kernel_addresses(Host *h, Buf *out);
/* Host definitions for the kernels whose address the unit takes (their declarations stay
 * declarations elsewhere): distinct stubs, so the address tells the kernel. */
void host_kernel_stubs(Host *h, Buf *out);

#endif

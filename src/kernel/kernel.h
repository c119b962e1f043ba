/*
 * The kernel translator's private header: the map of src/kernel/.
 *
 * Device code is translated per *instance*: a function definition as clang instantiated it
 * (a plain function, or one template specialization), together with the address spaces of
 * its pointer parameters. libclang visits an instantiated body with concrete types and with
 * source locations in the template's text, so an instance is emitted by copying that text
 * and applying edits worked out from the instance's AST: template parameter names become
 * their arguments, CUDA built-ins become OpenCL C or runtime device-header calls, pointers
 * get address spaces, and hidden parameters (hoisted __shared__ variables, device symbols,
 * the dynamic shared buffer, the warp scratch) are threaded through calls.
 *
 *   scan.c      kernels launched or defined in the unit -> instances, reached through
 *               calls, with the spaces of every pointer variable and the resources (hidden
 *               parameters) each one needs
 *   cursor.c    cursor helpers: children, offsets, names, macros, the C++ of calls and
 *               constructors
 *   rewrite.c   the edits of one instance's text: declarations, casts, references, tokens
 *   calls.c     calls of other instances (functions, methods, constructors, operators)
 *   header.c    the regenerated header, and a kernel's declarations of its resources
 *   builtins.c  CUDA built-in calls and variables, as the device_functions table says
 *   converge.c  branches holding warp exchanges made convergent by predication
 *   cltype.c    the OpenCL C spelling of types and declarators
 *   consts.c    host constants (const, constexpr, static members, variable templates) and
 *               enumerators that device code names
 *   lambda.c    lambdas: a struct of the captures, created where the lambda is written,
 *               and its operator() emitted as a method of that struct
 *   emit.c      macros, types, helpers and instances (callees first) into the .cl
 *   linemap.c   the CUDA line each line of the .cl came from
 *   check.c     the .cl compiled as the runtime builds it; errors at their CUDA lines
 *   launch.c    launches from device code (dynamic parallelism)
 *   heap.c      the device heap: new, delete, cudaMalloc and cudaFree in device code
 *   dims.c      the launch dimensions a kernel cannot tell apart (run with size 1)
 *   wmma.c      warp matrix operations (nvcuda::wmma): fragments and their functions
 *
 * Everything the translator knows about a CUDA built-in (its translation, what it needs
 * from the kernel) is its entry in the device_functions rules; this folder only knows how
 * each *form* of entry is emitted.
 */
#ifndef CUPORT_KERNELS_H
#define CUPORT_KERNELS_H

#include "cuport.h"

/* AS_VALUE is a method's object passed by value (a const member operator, or a method called
 * on a temporary): the function takes a copy and points self at it. */
typedef enum { AS_NONE, AS_PRIVATE, AS_GLOBAL, AS_LOCAL, AS_CONSTANT, AS_VALUE } Space;

/* Something an instance needs from its kernel and receives as a hidden parameter. */
typedef enum {
	RES_SHARED,      /* a __shared__ variable of a device function, hoisted to the kernel */
	RES_DYNAMIC,     /* extern __shared__: the launch's dynamic shared buffer */
	RES_WARP,        /* the warp-exchange scratch of the runtime's device header */
	RES_SYMBOL,      /* a __device__ / __constant__ variable */
	RES_SYNC,        /* the __local counter of __syncthreads_count/_and/_or */
	RES_CLOCK,       /* the work-item's __private clock counter (clock, clock64, __nanosleep) */
	RES_GRID,        /* the grid barrier's counter (grid.sync()): a runtime-owned word the
			    kernel takes as a hidden parameter, after its symbols and with the
			    name the runtime knows it by (CUPORT_GRID_BARRIER, docs/kernels.md) */
	RES_ASSERT,      /* the word a failed device-side assert sets (assert's __assert_fail): a
			    runtime-owned word passed like the grid barrier, by the name the
			    runtime knows (CUPORT_ASSERT_FLAG), so that the next synchronisation
			    returns cudaErrorAssert */
	RES_LAUNCH,      /* the queue its launches of kernels are recorded into (dynamic
			    parallelism): a runtime-owned buffer passed like the assert flag, by
			    the name the runtime knows (cuport_launch_queue, launch.c) */
	RES_HEAP,        /* the device heap that malloc, new and cudaMalloc take blocks of: a
			    runtime-owned buffer passed like the launch queue, by the name the
			    runtime knows (cuport_heap, heap.c) */
	RES_ACTIVE,      /* whether the work-item really runs the code (coalesced_threads,
			    __activemask): a device function called from a predicated branch runs
			    for every work-item and gets the branch's flag (kernels: none) */
} ResKind;

typedef struct {
	ResKind kind;
	CXCursor decl;           /* the VarDecl (none for RES_WARP) */
	const char *name;        /* the parameter's name in device functions */
	const char *kname;       /* its name at kernel scope */
	const char *elem;        /* OpenCL type of the pointee: 'float', 'float [32]' rows... */
	const char *decl_text;   /* RES_SHARED: the declaration at kernel scope */
	bool scalar;             /* a scalar variable: uses become (*name) */
	Space space;             /* RES_SYMBOL: __global or __constant */
	int image;               /* RES_SYMBOL: a texture reference read as an image (its
				    TexKind, texture.c): an image and a sampler; 0 otherwise */
} Res;

typedef struct Inst Inst;

/* One call from an instance to another instance (a user device function). */
typedef struct {
	CXCursor call;
	Inst *callee;
} CallSite;

/* A pointer variable or parameter of an instance and the space it points into. */
typedef struct {
	CXCursor decl;
	Space space;
} VarSpace;

struct Inst {
	CXCursor decl;           /* the FunctionDecl with the body */
	const char *base;        /* names_cl_function of decl */
	const char *name;        /* emitted name: base, or base_<spaces> for a clone */
	const char *file;        /* where its text is */
	unsigned begin, end;     /* its text (the whole definition) */
	unsigned body;           /* offset of the body's '{' */
	bool kernel;
	bool method;             /* a member function: emitted as Class_name(self, ...) */
	bool ctor;               /* a constructor: emitted as Class Class_new(...) */
	Space self;              /* the space of the object it is called on */
	unsigned nparams;
	Space *pspace;           /* per parameter; AS_NONE for non-pointers */
	Space ret;               /* of a returned pointer */
	VarSpace *vars; size_t nvars, capvars;
	CallSite *calls; size_t ncalls, capcalls;
	CallSite *hints; size_t nhints;   /* the calls of a first analysis, when a second ran */
	Res **res; size_t nres, capres;   /* hidden parameters, in order */
	/* the namespace-scope `extern __shared__ T a[]` arrays its body names: each is the
	 * dynamic shared buffer (RES_DYNAMIC), declared as a __local pointer at the top */
	CXCursor *dyn_arrays; size_t ndyn_arrays, capdyn_arrays;
	bool analysed, emitted, visiting;
	bool lockstep;           /* it holds warp-synchronous statements made convergent with
				    work-group barriers (rw_lockstep_find; set when rewritten):
				    a call of it is a warp call */
	bool writes;             /* it may store to memory its callers see, or print
				    (rw_writes_memory; set when rewritten) */
	bool wide_scratch;       /* it or a callee exchanges across warps (a cg::reduce over
				    the block or a multi-warp tile): the kernel's warp scratch
				    holds a word per warp (set when rewritten) */
	const char *cub_words;   /* it or a callee keeps a tile of CUB's items in the warp
				    scratch: an OpenCL C expression of the words it needs, or
				    NULL (set when rewritten; kernel/cub.c) */
	const KernelInfo *info;  /* kernels: what the host side is told */
};

/* What a call spelled in a macro body becomes where the macro is expanded in one instance:
 * the macro's definition is copied into the .cl, and the call's translation depends on its
 * types and on the instance (a shuffle's type, an atomic's space, a clone's name, hidden
 * arguments), which the macro's text does not say (emit.c). */
typedef struct {
	const char *file;        /* where the call is spelled */
	unsigned off;            /* the offset of its callee there */
	const char *head;        /* replaces the callee and its '(' */
	const char *tail;        /* goes before its ')', or NULL */
	const char **casts;      /* per argument, the type it is cast to (or NULL), or none */
	int ncasts;
	const char *what;        /* the callee's name, for diagnostics */
	CXSourceLocation loc;
	Inst *in;
	unsigned at;             /* where the expansion holding it starts in in's file */
	bool used;               /* a copied macro definition took it */
	unsigned len;            /* not a call but a name: the bytes of its spelling (with
				    its qualifiers, type_b::bounce) that head replaces */
} MacroCall;

typedef struct Macros Macros;

/* A variable a lambda captures: a field of its closure struct. By reference, the field
 * points at the variable (an array's field is the array's decayed pointer); by value, it is
 * a copy made where the lambda is written. A __shared__ variable is always reached through
 * a pointer: it lives in the work-group's memory, not in the closure. */
typedef struct {
	CXCursor var;            /* the VarDecl or ParmDecl */
	const char *name;        /* the field's name */
	bool byref;
	bool array;
	Space where;             /* by reference: the space the variable lives in */
	Space points;            /* a pointer (or an array by reference): where it points */
} Capture;

/* A lambda of device code and its closure class (lambda.c). */
typedef struct {
	CXCursor expr;           /* the LambdaExpr */
	CXCursor cls;            /* its closure class */
	const char *name;        /* the closure struct's name in the .cl */
	const Inst *in;          /* the instance it was first found in */
	Capture *caps; size_t ncaps, capcaps;
} Lambda;

/* A host constant device code reads (consts.c): its canonical VarDecl and its .cl name. */
typedef struct {
	CXCursor decl;
	const char *name;
} HostConst;

/* A class and a base class of it that the scan saw a member of used through it. */
typedef struct {
	CXCursor derived, base;  /* canonical */
} BasePair;

/* A class member that is a reference the .cl holds as a pointer (T &m: CUB's
 * `TempStorage &temp_storage`), and the space its constructors bind it into. */
typedef struct {
	CXCursor field;          /* canonical */
	Space space;
} RefField;

/* A kernel launched from device code, and its launcher in the .cl (launch.c). */
typedef struct {
	CXCursor decl;           /* canonical */
	const char *name;        /* its name in the .cl (set once the scan named instances) */
	unsigned id;             /* its index in the unit's u->dlaunch */
} Launcher;

typedef struct {
	Unit *u;
	const Parse *p;          /* the parse the kernels are translated from */
	Launcher *launchers; size_t nlaunchers, caplaunchers;
	Inst **insts; size_t ninsts, capinsts;
	Res **shared_res; size_t nshared, capshared;   /* every resource made, for reuse */
	StrList helpers;         /* generated helper functions the code calls ("reduce:plus_f32") */
	CXCursor *types; size_t ntypes, captypes;     /* user type declarations needed */
	CXCursor *pending; size_t npending, cappending; /* records whose members are being looked at */
	MacroCall *mcalls; size_t nmcalls, capmcalls;  /* calls in macro bodies, per instance */
	Macros *macros;          /* the macros the .cl may copy (emit.c) */
	unsigned cl_scalars;     /* bit cl_scalar_index(name): the unit's typedefs of that name
				    all mean OpenCL's type, so its spelling stays */
	Lambda **lambdas; size_t nlambdas, caplambdas;
	HostConst *consts; size_t nconsts, capconsts;   /* in order of first use */
	BasePair *bases; size_t nbases, capbases;
	RefField *reffields; size_t nreffields, capreffields;
} KScan;

/* ---- scan.c ---- */
void kscan_run(KScan *k);
Inst *kscan_instance(KScan *k, CXCursor decl, const Space *pspace);
/* A member function called on an object in space self (AS_NONE for a static one). */
Inst *kscan_method_instance(KScan *k, CXCursor decl, const Space *pspace, Space self);
Space kscan_value_space(KScan *k, Inst *in, CXCursor e);
/* in receives the active flag (RES_ACTIVE) as its last hidden parameter. */
void kscan_add_active(KScan *k, Inst *in);
Space kscan_lvalue_space(KScan *k, Inst *in, CXCursor e);
Space kscan_var_space(const Inst *in, CXCursor decl);
/* The space `this` points into inside in: the object's for a method taking it by address,
 * __private for a constructor (its object is a local) or a method taking a copy. */
Space kscan_this_space(const Inst *in);
/* A non-const C++ reference: translated as a pointer (const ones are passed by value). A
 * reference to an array, const or not, is one too (C passes no array by value). */
bool kscan_is_mutable_ref(CXType t);
/* A reference to an array, T (&a)[N]: the pointer it becomes points to the first element,
 * as the array decays in C, so a[i] and a macro body's a[i] read as written (no (*a)). */
bool kscan_is_array_ref(CXType t);
/* A field that is a mutable reference (T &m, T (&m)[N]): the .cl declares it as a pointer
 * into the space its constructors' initializers bind it to (kscan_ref_field_space: AS_NONE
 * while no analysed constructor has bound it), a use of it reads through the pointer, and
 * an initializer stores the address. A const reference member is a copy, as a const
 * reference parameter is. */
bool kscan_is_ref_field(CXCursor f);
Space kscan_ref_field_space(const KScan *k, CXCursor f);
/* The device_functions entry of a reference to one of CUDA's built-in variables (threadIdx,
 * warpSize...: declared in CUDA's headers, not in user code), or NULL. */
const Rule *kscan_builtin_var(Unit *u, CXCursor ref);
void kscan_need_type(KScan *k, CXType t);
/* The direct base classes of the class d, in the order written, into out (cleared first):
 * a base that names the template's parameters (class L : public IO<T, N>) is known by the
 * instance the scan saw a member of used through d, and left out otherwise. */
typedef struct Cursors Cursors;
void kscan_record_bases(KScan *k, CXCursor d, Cursors *out);
/* grid.sync(), cg::sync(grid), this_grid().sync(): the barrier of a cooperative launch. */
bool kscan_is_grid_sync(Unit *u, CXCursor call, CXCursor callee);
/* std::forward<T>(x), std::move(x) and their like: x itself in C (builtins.c). */
bool kscan_is_std_identity(Unit *u, CXCursor call);
/* A call of CUDA's that exchanges data between the lanes of a warp or tile. */
bool kscan_is_warp_call(Unit *u, CXCursor callee);
bool kscan_is_free_tile_sync(Unit *u, CXCursor call, CXCursor callee);  /* cg::sync(tile) */
/* Inline PTX that reads a GPU clock or another special register: asm volatile("mov.u64 %0,
 * %%globaltimer;" : "=l"(t)), asm("mov.u32 %0, %%laneid;" : "=r"(l)). fn: the runtime
 * function a clock becomes (called on the clock counter), or the expression another register
 * becomes; [expr_begin, expr_end): the output operand's bytes. */
typedef struct {
	bool reads_clock;        /* the template names %clock, %clock64 or %globaltimer */
	const char *fn;          /* NULL: not the one-mov form cuport translates */
	unsigned expr_begin, expr_end;
} AsmClock;
AsmClock kscan_asm_clock(KScan *k, CXCursor stmt);
/* Inline PTX of one instruction computing a result from its input operands, which a
 * function computes (asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x)) -> r = cuport_brev(x)). */
typedef struct {
	const char *fn;          /* NULL: not a form cuport translates */
	unsigned nin;
	unsigned out_begin, out_end;   /* the output operand's bytes */
	unsigned in[4][2];       /* the inputs' */
	const char *imm;         /* a literal of the template, the last argument (lop3's table) */
} AsmOp;
AsmOp kscan_asm_op(KScan *k, CXCursor stmt);

/* emit.c: CUDA spellings in text whose types are unknown (macro bodies, macro arguments),
 * translated as far as the text says: keywords, built-in variables, the function and
 * expression forms, vector constructors. */
const char *kernel_text_translate(Unit *u, const char *t);
/* Whether the unit's only definition of the macro name [name, name + n) is spelled in path
 * between offsets from and to, so that the one copied to the top of the .cl is it. */
bool kernel_macro_hoisted(KScan *k, const char *name, size_t n, const char *path,
			  unsigned from, unsigned to);
/* The forms of the macros in's expansions need, for the calls recorded in their bodies: a
 * macro whose definition in effect is another one is defined again, in front of the
 * instance (appended to out) for its first expansion there, and at the start of the line of
 * a later expansion that needs yet another one (an edit of ef). */
void kernel_macro_forms(KScan *k, Inst *in, EditFile *ef, Buf *out);
/* open points at a '(': the number of arguments up to its ')' (0 for "()"), with *close set
 * to that ')'; -1 when it is not closed. */
int kernel_text_args(const char *open, const char **close);

/* Where a diagnostic's comment goes in the .cl: this, the diagnostic's message pointer, '@'.
 * kernel_place_comments (emit.c) replaces it once diagnostics are numbered, in the
 * .cl and in the copy the host file embeds. */
#define KERNEL_DIAG_MARK "@cuport-diag:"

/* ---- launch.c: launches from device code ---- */

/* A pointer (or array) parameter or argument: passed to a child as its device address. */
bool klaunch_pointer(CXType t);
/* The <<<>>> configuration call clang makes (__cudaPushCallConfiguration). */
bool klaunch_is_config(Unit *u, CXCursor callee);
/* A launch that parse.c respelled with commas (a kernel template's, in device code); its
 * kernel in *target. */
bool klaunch_is_comma(CXCursor e, CXCursor *target);
/* in launches target at call: in takes the launch queue, target gets a launcher; pointers
 * to __shared__ or local memory passed to it are reported. */
void kscan_device_launch(KScan *k, Inst *in, CXCursor call, CXCursor target);
/* in receives the launch queue (RES_LAUNCH) as a hidden parameter. */
void kscan_add_launch_queue(KScan *k, Inst *in);
/* A local array of pointers (volatile int *rows[4]): its elements have one space, inferred
 * as a pointer variable's (scan.c). */
bool kscan_is_pointer_array(CXType t);
/* in receives the device heap (RES_HEAP) as a hidden parameter. */
void kscan_add_heap(KScan *k, Inst *in);
/* Every launched kernel this unit defines becomes a root (add_root), launchers added
 * meanwhile included. */
void kscan_launch_roots(KScan *k, void (*add_root)(KScan *, CXCursor));
/* Once instances are named: each launcher's kernel name and number (u->dlaunch). */
void kscan_launch_names(KScan *k);
/* The launchers, after the types and helpers of the .cl. */
void klaunch_emit(KScan *k, Buf *out);

/* ---- dims.c: redundant launch dimensions ---- */

/* Sets redundant_dims of the KernelInfo of each kernel instance (after the instances were
 * rewritten: it reads what the rewrite found, lockstep and warp scratch). */
void kdims_mark(KScan *k);

/* ---- heap.c: the device heap (malloc, new, delete, device-side cudaMalloc) ---- */

/* The device runtime's cudaMalloc or cudaFree (not a user's function of that name). */
bool kheap_is_device_call(Unit *u, CXCursor callee);
/* cudaMalloc(&p, n) on a local pointer variable p: p (which points into the heap), else a
 * null cursor. */
CXCursor kheap_malloc_variable(Unit *u, CXCursor call, CXCursor callee);
/* The placement argument of new expression e (new (where) T), or a null cursor. */
CXCursor kheap_new_place(CXCursor e);
/* The helper a "new:<space>:<type>" key of KScan.helpers names, into out; false for
 * another key. */
bool kheap_emit_helper(Unit *u, Buf *out, const char *key);

/* ---- cursor.c: cursor helpers ---- */

struct Cursors {
	CXCursor *items;
	unsigned len, cap;
};
void cursor_children(CXCursor c, Cursors *out);     /* direct children, cleared first */
void cursor_list_push(Cursors *out, CXCursor c);
void cursor_list_free(Cursors *c);
CXCursor cursor_child(CXCursor c, unsigned n);      /* the nth child, or a null cursor */
unsigned cursor_nchildren(CXCursor c);
/* The last child that is an expression (a cast's operand after its TypeRef, a variable's
 * initializer), or a null cursor. */
CXCursor cursor_last_expression(CXCursor c);
CXCursor cursor_skip_implicit(CXCursor e);          /* through unexposed/paren/casts */
/* The same expression or statement: clang_equalCursors, or the same kind and extent (a
 * cursor reached by visiting a for statement's children carries its init's declaration as
 * parent, so it differs from the one the function body's visit gives). */
bool cursor_same(CXCursor a, CXCursor b);
const char *cursor_name(Unit *u, CXCursor c);       /* spelling, in the arena */
unsigned cursor_begin(CXCursor c);                  /* file offsets of the extent */
unsigned cursor_end(CXCursor c);
/* Spelled inside a macro body (not where the file holds it): a macro argument is not, its
 * tokens are written at the invocation, and cursor_begin/cursor_end give their offsets. */
bool cursor_in_macro(CXCursor c);
/* The alignas or __attribute__((aligned)) of declaration d; a null cursor if none. */
CXCursor cursor_aligned_attr(CXCursor d);
bool cursor_in_macro_arg(CXCursor c);               /* written in a macro argument */
bool cursor_in_user_code(Unit *u, CXCursor c);
bool cursor_is_user_function(Unit *u, CXCursor fn);
/* The object a member call is made on: the base of `obj.m()` / `p->m()`, or a null
 * cursor for an implicit `this`; *arrow says whether it is a pointer. */
CXCursor cursor_member_call_object(CXCursor call, bool *arrow);
/* The argument of call that binds parameter 0 of its callee: 1 for a member operator called
 * as an operator (clang lists the object first), 0 otherwise. */
unsigned cursor_call_arg_offset(CXCursor call, CXCursor callee);
/* What a constructor sets before its body: its initializers, then the default member
 * initializers of the fields it does not name. expr is the initializing expression; named
 * says whether it is written in the constructor's initializer list. */
typedef struct {
	CXCursor field, expr;
	bool named;
} CtorInit;
size_t cursor_ctor_inits(Unit *u, CXCursor ctor, CtorInit **out);
/* A constructor cuport emits (user-written, not a defaulted or copy/move one). */
bool cursor_is_user_ctor(Unit *u, CXCursor callee);
/* Whether e is a temporary (a call returning a value, a functional cast): it has no address. */
bool cursor_is_prvalue(CXCursor e);

/* ---- rewrite.c: the text of one instance ---- */

/* The instance's text, edited, appended to out. */
void krewrite_instance(KScan *k, Inst *in, Buf *out);

typedef struct {
	KScan *k;
	Unit *u;
	Inst *in;
	EditFile ef;             /* the instance's file, with this instance's edits */
	CXFile file;             /* that file, as the parse knows it */
	CXCursor *stack;         /* ancestors of the cursor being visited */
	unsigned depth, cap;
	struct { CXCursor decl; unsigned tile, parent; } *groups;   /* parent: a tile's tile */
	size_t ngroups, capgroups;
	Buf prologue;            /* declarations hoisted to the top of a kernel's body */
	bool warned_warp;
	bool has_warp;           /* the instance uses warp exchanges (RES_WARP) */
	unsigned nflags;         /* predicate flags made by the convergence pass */
	unsigned conv_begin, conv_end;   /* the last branch it predicated */
	struct ArgSeen { int kind; unsigned b, e; } *args;   /* macro arguments translated */
	size_t nargs, capargs;
	/* the branches predicated so far, with the flag that says which work-items took them */
	unsigned at;             /* where the cursor being visited begins */
	struct Region { unsigned b, e; const char *flag; } *regions;
	size_t nregions, capregions;
	/* warp calls inside a predicated store, moved into a temporary before it once their
	 * own translation is done (converge.c) */
	struct Hoist {
		CXCursor call;
		size_t slot;     /* the order of the edit at its statement's start */
		bool last;       /* the statement's last: its `if (flag)` follows */
		const char *name, *type, *flag;
	} *hoists;
	size_t nhoists, caphoists;
	/* warp-synchronous statements (rw_lockstep_find), their offsets; first: a run's first */
	struct Lockstep { unsigned b; bool first, done; } *locks;
	size_t nlocks;
	/* every lane's store of a shuffled value to one address (rw_store_find); done:
	 * rewritten */
	struct SameStore { unsigned b; bool done; } *stores;
	size_t nstores;
	/* how much each local varies (uniform.c), computed on first use */
	struct VaryVar *vary;
	size_t nvary;
	bool vary_ready;
	bool warned_lockstep;
	Buf cub_pre;             /* CUB helpers that call an instance (a user's operator):
				    emitted in front of this one, after its callees (cub.c) */
	const Inst *names;       /* whose template parameters the text names, when not in's
				    (a default argument of a callee: rw_decl_expr) */
} RW;

/* launch.c */
/* The launch at call (a CallExpr, or the comma form) as a call of its launcher; false when
 * it is not one this file translates. */
bool rw_device_launch(RW *w, CXCursor call);
/* A call of CUDA's device runtime API in device code (cudaGetLastError...); false when
 * callee is none of those this file translates. */
bool rw_device_api(RW *w, CXCursor call, CXCursor callee);
/* heap.c: new and delete expressions; cudaMalloc/cudaFree in device code (false: not one). */
void rw_new_expr(RW *w, CXCursor e);
void rw_delete_expr(RW *w, CXCursor e);
bool rw_device_heap_call(RW *w, CXCursor call, CXCursor callee);

/* An expression written in the declaration of owner (a default argument of one of its
 * parameters) as OpenCL C at a call in w's instance: its names are owner's (template
 * parameters become owner's arguments), what it uses is w's instance's (a symbol, a call:
 * the scan recorded them there). NULL when it has no text to copy. */
const char *rw_decl_expr(RW *w, const Inst *owner, CXCursor e);

/* Edits of the instance's text. A replacement overlapping an edit already planned is
 * dropped (the first edit of a range wins); insertions always go in. */
const char *rw_text_of(RW *w, unsigned b, unsigned e);
bool rw_covered(const EditFile *f, unsigned b, unsigned e);
void rw_replace(RW *w, unsigned b, unsigned e, const char *text);
void rw_insert(RW *w, unsigned at, const char *text);
/* an insertion closing a wrapper around an expression that ends at `at` (edit_add_closing) */
void rw_insert_close(RW *w, unsigned at, const char *text);
/* The first offset at or after off that is not a space, a comment or a preprocessor
 * directive line: where the next token of the file begins. */
unsigned rw_skip_blank(RW *w, unsigned off);
/* Offset of the next c at or after off, skipping what rw_skip_blank skips; or (unsigned)-1. */
unsigned rw_next_char(RW *w, unsigned off, char c);
/* The cursor up levels above the one being visited (0: its parent), or a null cursor. */
CXCursor rw_parent_at(RW *w, unsigned up);
/* The type suffix of the runtime's atomics and shuffles: i32, u32, i64, u64, f32, f64. */
const char *rw_type_suffix(CXType t);
/* CUPORT1214's note that warp exchanges run on a work-group-wide path: once per instance. */
void rw_warn_warp(RW *w, CXCursor at, const char *what);
/* The tile size of a cooperative-groups type (0 for the block); *is_group when it is one. */
unsigned rw_group_tile(const char *type_spelling, bool *is_group);
/* Argument i of call as written; the number of arguments written (defaults left out). */
const char *rw_arg_text(RW *w, CXCursor call, unsigned i);
int rw_written_args(CXCursor call);
/* The OpenCL C spelling of a CUDA keyword (__shared__ -> __local, __device__ -> ""), or NULL. */
const char *rw_keyword(const char *tok);
/* The punctuator C++'s alternative token tok stands for (not -> !, and -> &&), or NULL. */
const char *rw_alternative_token(const char *tok);
/* The '(' of a call: the first one after the callee expression; or (unsigned)-1. */
unsigned rw_call_paren(RW *w, CXCursor call);
/* Replaces the call's callee and '(' by head, and inserts tail before its ')'. */
void rw_rewrite_call(RW *w, CXCursor call, const char *head, const char *tail);

/* ---- header.c: the regenerated header ---- */

/* The instance's header as the .cl declares it: __kernel or its return type, its name,
 * self for a method, its parameters with their spaces, then its hidden parameters. */
const char *rw_header(RW *w);
/* The kernel's own declarations of what its body and callees use (the warp scratch, the
 * block-vote counter, the __shared__ variables of device functions), in front of what the
 * walk of its body put into the prologue. Made after the walk: only then is it known
 * whether an exchange spans warps. */
void rw_kernel_resources(RW *w);

/* ---- calls.c: calls of other instances ---- */

/* Records what the call spelled in a macro body becomes in this instance (a MacroCall). */
void rw_macro_record(RW *w, CXCursor call, const char *head, const char *tail);
/* The same, for a call whose arguments are cast (casts[i], or NULL) to pick an overload. */
void rw_macro_record_casts(RW *w, CXCursor call, const char *head, const char **casts, int n);
/* Records what the name ref (an enumerator, a constant) spelled in a macro body becomes in
 * this instance, when that differs from its spelling there (E::A, ns::C, a hidden name). */
void rw_macro_name(RW *w, CXCursor ref, const char *text);
/* call, a call of the instance t (a CallSite of the instance being rewritten), becomes a
 * call of t's name in the .cl, with t's hidden arguments. */
void rw_instance_call(RW *w, CXCursor call, Inst *t);
/* A call spelled in a macro body: what it becomes in this instance is recorded for the
 * macro's copy (a user function's clone name and hidden arguments, a built-in's form). */
void rw_macro_call(RW *w, CXCursor call);
/* Whether a constructor call starts at the name of what it initializes (Vec3 v(1, 2, 3),
 * Vec3 v{...}, a member's o(a, b)) rather than at its type (Vec3(1, 2, 3)) or its brace. */
bool rw_ctor_at_name(RW *w, CXCursor call);

/* ---- builtins.c ---- */

/* A use of a built-in variable: v.x -> get_local_id(0), warpSize -> CUPORT_WARP_SIZE. */
void rw_builtin_var(RW *w, CXCursor ref, const Rule *r);
/* A call of something that is not a user function: a built-in, a cooperative-groups
 * method, a vector constructor; whatever has no translation is reported (CUPORT1206). */
void rw_builtin_call(RW *w, CXCursor call, CXCursor callee);
/* Inline PTX: a read of a GPU clock becomes the runtime's (kscan_asm_clock); the rest is
 * kept and reported. */
void rw_asm(RW *w, CXCursor stmt);
/* The same call spelled in a macro body with nargs arguments: the forms whose translation
 * depends on types or on the instance (warp, atomic, block vote) are recorded with
 * rw_macro_record; the others are translated in the macro's text. */
void rw_macro_builtin(RW *w, CXCursor call, CXCursor callee, int nargs);

/* -- half.c: the constructors, conversions and operators of cuda_fp16.h (__half, __half2)
 * and cuda_bf16.h (__nv_bfloat16, __nv_bfloat162) -- */

/* Translates a call of one of them (or a built-in CUDA overloads on them, such as __hadd
 * or __hmul on bfloat16s) and returns true; false when the callee is none of them. */
bool rw_half_call(RW *w, CXCursor call, CXCursor callee);

/* A group-typed expression as a cuport_group value (a group declared in the function
 * becomes cuport_block_group() or cuport_tile_group(n)), or NULL when its kind cannot be
 * known (a thread_group from a tiled_partition of a size not constant). */
const char *rw_group_value(RW *w, CXCursor e);
/* The size of the tile a tile was partitioned from (tiled_partition<4>(tile32): 32), from
 * the type of the variable decl or of its initializer; 0 when it was the block's. */
unsigned rw_tile_parent(CXCursor decl);
/* `cg::coalesced_group g = cg::coalesced_threads();`, `auto g = cg::labeled_partition(t,
 * label);`, `binary_partition(t, pred)`: the declaration ds of v becomes a cuport_group made
 * by the device header from a vote (label and predicate keep their own translation). False
 * when init is none of these. */
bool rw_group_maker_decl(RW *w, CXCursor ds, CXCursor v, CXCursor init);

/* -- cub.c: CUB's block and warp collectives, direct loads and stores -- */

/* A CUB TempStorage (or an array of them): cuport's collectives use the warp scratch, so
 * its declarations go. */
bool kcub_is_storage(CXType t);
/* A BlockReduce, BlockScan, WarpReduce or WarpScan object: it holds nothing but its
 * TempStorage, so a declared one goes too (its calls are translated whole). */
bool kcub_is_object(CXType t);
/* A method of CUB's collectives: it exchanges through the warp scratch (RES_WARP). */
bool kcub_needs_scratch(Unit *u, CXCursor callee);
/* Translates a call of CUB's (a collective's method, a direct load or store), or reports
 * it (CUPORT1206); false when callee is not CUB's. */
bool rw_cub_call(RW *w, CXCursor call, CXCursor callee);
/* Appends the helper h ("cub.<kind>:<op>_<ts>", "cub.direct") to out; false when h is
 * not one of CUB's. */
bool kcub_emit_helper(Unit *u, Buf *out, const char *h);
/* A call of a CUB collective whose operator is a user's functor or lambda: its operator()
 * becomes an instance, a callee of in (a CallSite with a null call), so that it is emitted
 * before the helpers that call it. */
void kcub_scan_call(KScan *k, Inst *in, CXCursor call, CXCursor callee);
/* The OpenCL C name of CUB's KeyValuePair<K, V> (cuport_cub_kvp_K_V) or of one of its
 * operator objects (cuport_cub_ArgMax), whose struct joins u->cl_pairs; NULL for any other
 * declaration d. */
const char *kcub_record(Unit *u, CXCursor d);
/* The larger of two scratch sizes (Inst.cub_words); either may be NULL. */
const char *kcub_max_words(Unit *u, const char *a, const char *b);

/* ---- uniform.c: which values may differ between work-items ---- */

/* How much a value may differ between the work-items of a block: not at all, between the
 * block's rows (threadIdx.y and .z: within a warp only when blockDim.x < 32), or between
 * lanes (threadIdx.x, loads, calls, exchanges, anything not known). */
typedef enum { VARY_NONE, VARY_ROWS, VARY_LANES } Vary;
/* How much the expression e of w's instance varies (its locals analysed on first use). */
Vary rw_vary(RW *w, CXCursor e);
/* Whether e holds a warp shuffle (a built-in's, a group's, a call of a function of the
 * program that exchanges) or a local assigned a value derived from one. */
bool rw_shfl_derived(RW *w, CXCursor e);

/* ---- converge.c ---- */

/* Whether c holds a warp exchange (a built-in that needs convergence). */
bool rw_has_warp(RW *w, CXCursor c);
bool rw_is_block_sync(RW *w, CXCursor s);  /* __syncthreads(), cg::sync(g), g.sync() */
/* barriers.c: a branch in a loop holding a barrier, and the body of a loop that continues
 * past one, end with a barrier (PoCL runs what follows a branch's last barrier wrongly) */
void rw_close_branch_barriers(RW *w, CXCursor ifstmt);
void rw_close_loop_barriers(RW *w, CXCursor loop);
/* Predicates the if statement s when a warp exchange is inside it; true when done. */
bool rw_converge_if(RW *w, CXCursor s);
/* Makes the loop s convergent when a warp exchange is inside it and it may run a different
 * number of times in different work-items: all of them iterate while any still runs, each
 * predicated on its own flag; true when done. */
bool rw_converge_loop(RW *w, CXCursor s);
/* A device function that receives the active flag (RES_ACTIVE) runs for every work-item of
 * a predicated branch that calls it: its body is predicated on cuport_active. A body this
 * cannot express is left as written, reported (CUPORT1214) when report is set. */
void rw_converge_body(RW *w, CXCursor body, bool report);
/* Whether body may store to memory its callers see (through a pointer, an array, a reference,
 * a variable outside the function), do an atomic or print, itself or through a callee. */
bool rw_writes_memory(RW *w, CXCursor body);
/* The flag saying whether the work-item really runs the code at offset at: the innermost
 * predicated branch's, cuport_active in a function that receives it, or NULL (all do). */
const char *rw_active_flag(RW *w, unsigned at);
/* Warp-synchronous code in body: runs of consecutive statements (each alone or as the one
 * statement of an if) that write an element of a volatile __local array and read another
 * (`s[t] += s[t + 16]; s[t] += s[t + 8];`), counting on the warp's lock-step. Recorded in
 * w->locks; such an instance counts as using warp exchanges (its branches around them are
 * predicated), and a device function gets the active flag (RES_ACTIVE). */
void rw_lockstep_find(RW *w, CXCursor body);
/* The visit reaches statement c: when it is one of w->locks that no predicated branch
 * rewrote, it is rewritten with barriers if it runs in code every work-item reaches, or
 * reported (CUPORT1222) with a warp barrier after it. */
void rw_lockstep(RW *w, CXCursor c);
/* Stores in body of a value derived from a warp shuffle, made by every lane to an address
 * that varies no more than by the block's row, under conditions that do not either: recorded
 * in w->stores, they count as exchanges (the branches around them are predicated). */
void rw_store_find(RW *w, CXCursor body);
/* a barrier between two statements of a kernel's body that hand __shared__ memory on */
void rw_shared_handoff(RW *w, CXCursor body);
/* The visit reaches c: when it is one of w->stores not rewritten in a predicated branch,
 * it is made by the lowest lane storing to its address (cuport_store_first) if every
 * work-item of the block runs it, and left as written otherwise. */
void rw_same_store(RW *w, CXCursor c);
/* After call's own translation: when it was to be hoisted, its translated text moves into a
 * temporary declared before its statement. */
void rw_hoist_done(RW *w, CXCursor call, size_t first_edit);

/* ---- cltype.c ---- */

/* The cooperative group a type (or a reference to one) is: the block, a tile of *tile
 * threads (thread_block_tile<N>), or a group whose kind is only known at run time
 * (thread_group). Values of any of them are the device header's cuport_group. */
typedef enum { GROUP_NONE, GROUP_BLOCK, GROUP_TILE, GROUP_ANY } GroupKind;
GroupKind cl_group_kind(CXType t, unsigned *tile);
/* cg::grid_group (or a reference to one): it holds nothing the .cl needs (its rank and
 * size are the work-item's indices, its barrier takes the kernel's hidden counter), so it
 * is passed as a uchar 0. */
bool cl_is_grid_group(CXType t);
/* cg::block_tile_memory<N>: the __shared__ scratch CUDA's multi-warp tiles may use; cuport's
 * tiles use the warp scratch, so its declarations go. */
bool cl_is_group_scratch(CXType t);
/* The operator a cg function object (or a reference to one) is: "plus", "less", "greater",
 * "bit_and", "bit_or", "bit_xor" (cooperative_groups::plus<int>, ::__v1:: with an SDK), or
 * NULL. Such an object holds nothing: it is passed as a uchar 0. */
const char *cl_group_operator(CXType t);
/* Whether c is a function, the scope of a local declaration. */
bool cl_function_scope(CXCursor c);
/* Whether c is a struct, class or union (or a class template): the scope of a member type. */
bool cl_record_scope(CXCursor c);
/* A typedef or alias declared in a function or a class: its uses are spelled as the type
 * it stands for (the name may mean other types in other instances or classes), and a
 * function's declaration goes (rewrite.c). */
bool cl_local_typedef(CXCursor d);
/* The OpenCL C spelling of a (host) type: vectors, long long, size_t, bool params... */
const char *cl_type(Unit *u, CXType t, bool kernel_param);
const char *cl_pair_type(Unit *u, CXType t);
/* The type a pointer or reference type t points to. libclang sees through no sugar but an
 * elaborated name, so a pointer named by a typedef, an alias or a substituted template
 * parameter (It = const float *) has its pointee taken from the canonical type. */
CXType cl_pointee(CXType t);
/* A typedef named like one of OpenCL C's unsigned scalars (uchar, ushort, uint, ulong): the
 * index of the name (or -1), and whether the typedef means that same type, so the .cl uses
 * OpenCL's own and declares nothing. cl_typedef_name: the typedef's name in the .cl, with
 * a '_' where OpenCL C reserves the name for something else (a 32-bit ulong, a half). */
int cl_scalar_index(const char *name);
bool cl_typedef_is_builtin(Unit *u, CXCursor d);
const char *cl_typedef_name(Unit *u, CXCursor d);
/* A struct's (or enum's) name in the .cl: a class template specialization gets its
 * arguments (Complex<float> -> Complex_float), one declared in a function that function's
 * name (geglu_float_U), a member type its class's (Worker_4_Col_true). */
const char *cl_record_name(Unit *u, CXCursor d);
/* The OpenCL C name of a CUDA vector type ("float4", "cuport_float3"), or NULL. */
const char *cl_vector_name(Unit *u, const char *name);
/* CUDA's 16-bit float types: a shape (CL_F16_ONE: __half and __half_raw, CL_F16_PAIR:
 * __half2, CL_F16_PAIR_RAW: __half2_raw), plus CL_F16_BF16 for bfloat16's (__nv_bfloat16,
 * __nv_bfloat162, __nv_bfloat162_raw); 0 for any other type. */
enum { CL_F16_ONE = 1, CL_F16_PAIR = 2, CL_F16_PAIR_RAW = 3, CL_F16_SHAPE = 3, CL_F16_BF16 = 4 };
int cl_half_kind(const char *name);
int cl_half_type(CXType t);
/* The OpenCL C name of a built-in scalar type, or NULL for any other type. */
const char *cl_builtin_type(CXType t, bool kernel_param);
/* "T name" with array dimensions; "__local float *name" and friends. */
const char *cl_declarator(Unit *u, CXType t, const char *name);
const char *cl_pointer_declarator(Unit *u, Space sp, CXType t, const char *name);
/* The pointer type t into space sp as a cast writes it: "__local float *", "__local char (*)[8]"
 * for a pointer to an array. */
const char *cl_pointer_type(Unit *u, Space sp, CXType t);
/* " __attribute__((aligned(16)))" for a __local array of 16 bytes or more; moved: with the
 * alignment its declaration asks for (alignas) too. */
const char *cl_local_alignment(Unit *u, CXCursor var, bool moved);
const char *cl_space_qualifier(Space s); /* "__global" ... ; "" for none/private */
const char *cl_space_suffix(Space s);    /* "global", "local" ... for runtime function names */
/* A user identifier as the .cl spells it: OpenCL C's reserved words (local, global, uint,
 * half...) that are ordinary names in CUDA get a trailing '_'. */
const char *cl_ident(Unit *u, CXCursor c);
bool cl_reserved(const char *s, size_t n);
/* Whether n is one of OpenCL C's built-in functions (exact names: round, min, select...). */
bool cl_builtin_name(const char *n);
/* The same, or a name of a built-in family (get_*, atomic_*, native_*, convert_*, vload*...):
 * a user function of that name would clash with the built-in overloads, so it is renamed. */
bool cl_builtin_function(const char *n);
/* Whether the variable or parameter d, named n, is renamed (n + "_") in the .cl because it
 * would hide a built-in function from the code cuport writes in its scope: builtin
 * expansions, the device header's macros. Fields are not (a member name hides nothing). */
bool cl_var_renamed(CXCursor d, const char *n);

/* ---- lambda.c ---- */

/* Whether the record d is the closure class of a lambda. */
bool cl_is_lambda(CXCursor d);
/* The closure struct's name: the enclosing function's, then _lambda_<line>_<col>. */
const char *cl_lambda_name(Unit *u, CXCursor cls);
/* Records the lambdas written in body (not those inside them) as found in instance in: their
 * captures and the spaces of those, which the lambda's own instance takes from in. */
void klambda_scan(KScan *k, Inst *in, CXCursor body);
/* Drops what klambda_scan recorded for in (its analysis starts again). */
void klambda_forget(KScan *k, const Inst *in);
/* Releases every lambda record, when the scan is done. */
void klambda_free(KScan *k);
/* The lambda of closure class cls, or NULL when none was recorded. */
Lambda *klambda_find(KScan *k, CXCursor cls);
/* The capture of var when in is a lambda's operator(), or NULL. */
const Capture *klambda_capture(KScan *k, const Inst *in, CXCursor var);
/* The closure struct's definition, for the types of the .cl. */
void klambda_emit_struct(KScan *k, CXCursor cls, Buf *out);
/* The lambda expression e becomes the closure struct, built from its captures:
 * [&a, b](int i) {...} -> (f_lambda_12_5){&(a), b}. */
void rw_lambda_expr(RW *w, CXCursor e);
/* A use of a variable the instance's lambda captures: self->v or (*self->v); NULL when var
 * is no capture of it. */
const char *rw_lambda_capture_ref(RW *w, CXCursor var);
/* The value of var in the instance being rewritten, as a use of it is spelled there (a
 * capture, a reference read through its pointer, a hoisted variable), or NULL where its
 * name is its value. */
const char *rw_var_value(RW *w, CXCursor var);

/* ---- consts.c: host constants and enumerators in device code ---- */

/* A const or constexpr variable at namespace scope or a static member, with no CUDA memory
 * space: device code may read its value (nvcc's rule), and the .cl declares it. */
bool kconst_is_host_constant(Unit *u, CXCursor d);
/* Records that the .cl declares the user's host constant d (and needs its type). */
void kconst_need(KScan *k, CXCursor d);
/* Its name in the .cl: Class_member for a static member, pi_float for a variable
 * template's instance, else its own. */
const char *kconst_name(KScan *k, CXCursor d);
/* The declarations of the recorded constants, with their computed values; one whose value
 * cuport cannot write is reported (CUPORT1225) and left out. */
void kconst_emit(KScan *k, Buf *out);
/* An enumerator's name in the .cl: Op_Add for enum class Op's Add. */
const char *cl_enumerator_name(Unit *u, CXCursor c);
/* A use ref of d when d is an enumerator or a host constant: spelled with its .cl name, or
 * for the standard library's (std::is_same<A, B>::value) its value. False for anything else. */
bool rw_constant_ref(RW *w, CXCursor ref, CXCursor d);
/* A constexpr function of the user's without __device__: nvcc calls it from device code
 * with --expt-relaxed-constexpr (clang always), so it is translated like a device function. */
bool kconst_is_constexpr_function(Unit *u, CXCursor fn);
/* std::numeric_limits<T>::max() and the other members: FLT_MAX, INT_MIN... or the value. */
bool rw_std_constant_call(RW *w, CXCursor call, CXCursor callee);

/* ---- async.c: split barriers and asynchronous copies (libcu++, cooperative groups) ---- */

/* What a libcu++ object of device code is (through references and pointers): a barrier
 * (cuda::barrier, cuda::std::barrier), its arrival token, a pipeline, a pipeline's shared
 * state or role, or cuda::aligned_size_t; values of the first five hold nothing the .cl
 * needs (uchar), an aligned size is a size_t. */
typedef enum {
	ASYNC_NONE, ASYNC_BARRIER, ASYNC_TOKEN, ASYNC_PIPELINE, ASYNC_SHARED_STATE, ASYNC_ROLE,
	ASYNC_SIZE
} AsyncKind;
AsyncKind kasync_kind(CXType t);
/* A call of a barrier's, a pipeline's or a copy's function, rewritten; false when call is
 * none of them. */
bool kasync_call(RW *w, CXCursor call, CXCursor callee, const char *name);
/* Whether call becomes a work-group barrier (a barrier's wait, a block pipeline's
 * consumer_wait): the convergence pass runs it unguarded, as __syncthreads. */
bool kasync_is_block_sync(Unit *u, CXCursor call, CXCursor callee);
/* The declaration ds of variable v, when v is a barrier, a token, a pipeline or its state:
 * replaced by a comment. False for any other variable. */
bool kasync_decl(RW *w, CXCursor v, CXCursor ds);
/* cuda::aligned_size_t<N>(n), a functional cast c, becomes (size_t)(n); false for another. */
bool kasync_size_cast(RW *w, CXCursor c);

/* ---- wmma.c: warp matrix operations (nvcuda::wmma) ---- */

/* The device header's struct for a fragment type t (through references), or NULL when t
 * is no fragment cuport translates. */
const char *kwmma_type(Unit *u, CXType t);
/* Variable v (or an array of them) is a fragment: its type in the declaration becomes the
 * struct (or, for one cuport does not translate, CUPORT1253). False for another variable. */
bool kwmma_decl(RW *w, CXCursor v);
/* f.num_elements on a fragment, member reference m: the struct's constant. */
bool kwmma_member(RW *w, CXCursor m);
/* A call of wmma's functions (or a fragment written as a temporary), rewritten; false when
 * call is none of them. */
bool kwmma_call(RW *w, CXCursor call, CXCursor callee, const char *name);
/* Appends the generator line of helper h ("wmma.<op>:..."); false when h is not wmma's. */
bool kwmma_emit_helper(Unit *u, Buf *out, const char *h);

/* ---- texture.c: texture objects and references, surfaces ---- */

/* What a texture-object parameter is read as: by no fetch, by tex1Dfetch (linear memory),
 * by the fetches of one image kind, or by fetches that disagree. */
typedef enum {
	TEX_UNUSED, TEX_LINEAR, TEX_1D, TEX_2D, TEX_3D, TEX_1D_LAYERED, TEX_2D_LAYERED,
	TEX_CUBEMAP, TEX_CUBEMAP_LAYERED, TEX_MIXED
} TexKind;
/* Whether t is cudaTextureObject_t (through typedefs). */
bool ktex_is_object(CXType t);
/* Whether t is cudaSurfaceObject_t (through typedefs): a .cl pointer to its buffer. */
bool ktex_is_surface(CXType t);
/* The image kind a texture reference is read as, from the fetches of the unit that read
 * it (tex1D, tex2D, tex3D and the layered ones; a cudaBindTextureToArray or
 * cudaBindTexture2D binding); 0 (TEX_UNUSED) for one read by tex1Dfetch, by fetches of
 * different kinds, or a surface reference: those are the address they are bound to. */
int ktex_ref_kind(Unit *u, CXCursor ref);
/* The .cl parameters of a texture reference read as an image (Res.image). */
const char *ktex_ref_param(Unit *u, const Res *r);
/* A surface read or write (the device_functions "surface" form r) through a surface
 * object or reference; false for one cuport does not translate. */
bool ktex_surface(RW *w, CXCursor call, CXCursor callee, const Rule *r);
/* The kind of parameter i of the function fn, from its fetches in fn and in the device
 * functions fn passes it to. */
TexKind ktex_param_kind(Unit *u, CXCursor fn, unsigned i);
/* The .cl parameter(s) that parameter i of the instance being rewritten becomes, named
 * name, when it is a texture object ("__read_only image2d_t t, sampler_t t_sampler" or
 * "__global const void *t"); NULL for any other parameter. */
const char *ktex_param(RW *w, unsigned i, const char *name);
/* A call of instance t: each image texture passed gets its sampler after it. */
void ktex_call_arguments(RW *w, CXCursor call, Inst *t);
/* A fetch (the device_functions "texture" form r) through a texture-object parameter;
 * false when it is not one cuport translates (the out-parameter overloads). */
bool ktex_fetch(RW *w, CXCursor call, CXCursor callee, const Rule *r);
/* the head that replaces a texture-object fetch's callee and '(' in a macro body, or NULL
 * (reported) */
const char *ktex_macro_head(RW *w, CXCursor call, CXCursor callee, const Rule *r);

/* ---- linemap.c: where each line of the .cl came from (u->klines) ---- */

/* Records the CUDA lines of an instance's text, out[at, out->len), emitted into the .cl's
 * code part: each of its lines is aligned with the definition's source lines. */
void kline_instance(Unit *u, const Inst *in, const Buf *out, size_t at);
/* The code part starts at byte base of u->kernels: the recorded lines become lines of the
 * whole .cl. Called once, when the .cl is assembled. */
void kline_place(Unit *u, size_t base);

#endif

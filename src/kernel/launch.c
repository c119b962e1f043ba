/*
 * Launches from device code (dynamic parallelism). OpenCL C 1.2 cannot enqueue a kernel, so
 * `k<<<g, b, shmem, s>>>(args)` in a kernel becomes a call of a launcher, a function of the
 * .cl per launched kernel that records the launch into the queue the runtime passes (the
 * hidden parameter cuport_launch_queue, RES_LAUNCH): the kernel's number in the unit's
 * table of device launch targets (u->dlaunch, which the host file declares to the
 * runtime), the grid, the block, the dynamic shared bytes and each argument by value, a
 * pointer as its 64-bit device address. The runtime launches the recorded kernels once
 * the kernel has run (runtime/src/devlaunch.c; docs/kernels.md, "Dynamic parallelism").
 * The stream is dropped: every child runs after its parent, in launch order. The device
 * runtime's calls that the launching code makes (cudaStreamCreateWithFlags,
 * cudaGetLastError...) become the device header's; cudaMemcpyAsync is a copy the calling
 * thread makes at once.
 *
 * A kernel template launched only from device code is instantiated by clang only when the
 * launch resolves; parse.c respells such a launch `k<N>,((g, b)),(args)` (the same length,
 * clang refuses the launch of a __global__ function from one), which reads here as a
 * comma expression whose first operand names the kernel.
 */
#include "kernel.h"

#include <string.h>

/* The launcher of target decl (any cursor of it), made on first use. */
static Launcher *launcher_for(KScan *k, CXCursor decl)
{
	CXCursor c = clang_getCanonicalCursor(decl);
	for (size_t i = 0; i < k->nlaunchers; i++)
		if (clang_equalCursors(k->launchers[i].decl, c))
			return &k->launchers[i];
	Launcher l = {.decl = c};
	PUSH(k->launchers, k->nlaunchers, k->caplaunchers, l);
	/* the types of its parameters go into the .cl */
	int n = clang_Cursor_getNumArguments(decl);
	for (int i = 0; i < n; i++) {
		CXType t = clang_getCursorType(clang_Cursor_getArgument(decl, (unsigned)i));
		if (!klaunch_pointer(t))
			kscan_need_type(k, t);
	}
	return &k->launchers[k->nlaunchers - 1];
}

bool klaunch_pointer(CXType t)
{
	CXType c = clang_getCanonicalType(t);
	return c.kind == CXType_Pointer || c.kind == CXType_ConstantArray ||
	       c.kind == CXType_IncompleteArray;
}

static void comma_operands(CXCursor e, Cursors *out);

/* A comma of two operands; one that holds the kernel's name clang could not resolve (an
 * overload set) is an expression libclang does not expose, with the same two children. */
static bool is_pair(CXCursor e)
{
	enum CXCursorKind k = clang_getCursorKind(e);
	return (k == CXCursor_BinaryOperator || k == CXCursor_UnexposedExpr) &&
	       cursor_nchildren(e) == 2;
}

typedef struct {
	CXCursor named;          /* the function the name refers to */
	unsigned nargs;
	CXCursor found;          /* the __global__ one of that name taking nargs */
} Overload;

static enum CXChildVisitResult find_overload(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	Overload *o = d;
	if (clang_getCursorKind(c) != CXCursor_FunctionDecl ||
	    !(collect_cuda_attrs(c) & CUDA_ATTR_GLOBAL) ||
	    clang_Cursor_getNumArguments(c) != (int)o->nargs)
		return CXChildVisit_Continue;
	CXString a = clang_getCursorSpelling(c), b = clang_getCursorSpelling(o->named);
	bool same = strcmp(clang_getCString(a), clang_getCString(b)) == 0;
	clang_disposeString(a);
	clang_disposeString(b);
	if (same && (clang_Cursor_isNull(o->found) || clang_isCursorDefinition(c)))
		o->found = c;
	return CXChildVisit_Continue;
}

/* The __global__ function of overload set ref (an OverloadedDeclRef) taking nargs
 * arguments, its definition first; a null cursor when none. */
static CXCursor pick_overload(CXCursor ref, unsigned nargs)
{
	CXCursor found = clang_getNullCursor();
	for (unsigned i = 0; i < clang_getNumOverloadedDecls(ref); i++) {
		CXCursor c = clang_getOverloadedDecl(ref, i);
		if (clang_getCursorKind(c) != CXCursor_FunctionDecl ||
		    !(collect_cuda_attrs(c) & CUDA_ATTR_GLOBAL) ||
		    clang_Cursor_getNumArguments(c) != (int)nargs)
			continue;
		CXCursor def = clang_getCursorDefinition(c);
		if (clang_Cursor_isNull(found) || !clang_Cursor_isNull(def))
			found = clang_Cursor_isNull(def) ? c : def;
	}
	return found;
}

/* The kernel a comma-spelled launch of nargs arguments names (parse.c): its first operand's
 * function, when that is a __global__ one; else a null cursor. A name that clang could not
 * resolve (an overload set: the comma form has no call to pick one by) is the kernel of
 * that name in the same scope taking nargs arguments. */
static CXCursor comma_target(CXCursor e, unsigned nargs)
{
	while (is_pair(e))
		e = cursor_child(e, 0);
	e = cursor_skip_implicit(e);
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	CXCursor d = clang_getCursorReferenced(e);
	if (clang_getCursorKind(d) == CXCursor_OverloadedDeclRef)
		return pick_overload(d, nargs);
	if (clang_getCursorKind(d) != CXCursor_FunctionDecl ||
	    !(collect_cuda_attrs(d) & CUDA_ATTR_GLOBAL))
		return clang_getNullCursor();
	if (clang_Cursor_getNumArguments(d) != (int)nargs) {
		Overload o = {d, nargs, clang_getNullCursor()};
		clang_visitChildren(clang_getCursorSemanticParent(d), find_overload, &o);
		if (!clang_Cursor_isNull(o.found))
			return o.found;
	}
	return d;
}

/* A launch spelled with commas: ((k, (cfg)), (args)); the outer comma, its kernel in
 * *target. */
bool klaunch_is_comma(CXCursor e, CXCursor *target)
{
	if (clang_getCursorKind(e) != CXCursor_BinaryOperator || cursor_nchildren(e) != 2)
		return false;
	CXCursor left = cursor_child(e, 0);
	if (!is_pair(left) || clang_getCursorKind(cursor_child(left, 1)) != CXCursor_ParenExpr)
		return false;
	/* its arguments: a parenthesized list, or `,((g, b)),0 ` for none */
	Cursors args = {0};
	unsigned nargs = 0;
	if (clang_getCursorKind(cursor_child(e, 1)) == CXCursor_ParenExpr) {
		comma_operands(cursor_child(e, 1), &args);
		nargs = args.len;
	}
	cursor_list_free(&args);
	CXCursor t = comma_target(left, nargs);
	if (clang_Cursor_isNull(t))
		return false;
	/* the kernel is the left operand of the left comma itself */
	CXCursor named = clang_getCursorReferenced(cursor_skip_implicit(cursor_child(left, 0)));
	if (!clang_equalCursors(named, t) && clang_getCursorKind(named) != CXCursor_OverloadedDeclRef &&
	    !(clang_getCursorKind(named) == CXCursor_FunctionDecl &&
	      clang_Cursor_getNumArguments(named) != (int)nargs))
		return false;
	*target = t;
	return true;
}

/* The operands of a comma list (a, b, c), in order, into out. */
static void comma_operands(CXCursor e, Cursors *out)
{
	e = cursor_skip_implicit(e);
	while (clang_getCursorKind(e) == CXCursor_ParenExpr)
		e = cursor_skip_implicit(cursor_child(e, 0));
	Cursors stack = {0};
	while (clang_getCursorKind(e) == CXCursor_BinaryOperator && cursor_nchildren(e) == 2) {
		/* only a comma: its operator's token is between the operands */
		CXCursor l = cursor_child(e, 0), r = cursor_child(e, 1);
		cursor_list_push(&stack, r);
		e = l;
		(void)r;
	}
	cursor_list_push(out, e);
	for (unsigned i = stack.len; i-- > 0;)
		cursor_list_push(out, stack.items[i]);
	cursor_list_free(&stack);
}

/* The launch's parts: its kernel, its configuration and its arguments, as written. */
typedef struct {
	CXCursor target;
	Cursors cfg, args;
} LaunchParts;

static bool launch_parts(Unit *u, CXCursor call, LaunchParts *lp)
{
	memset(lp, 0, sizeof *lp);
	if (clang_getCursorKind(call) == CXCursor_CallExpr) {
		lp->target = clang_getCursorReferenced(call);
		Cursors ch = {0};
		cursor_children(call, &ch);
		for (unsigned i = 0; i < ch.len; i++) {
			CXCursor c = ch.items[i];
			if (clang_getCursorKind(c) == CXCursor_CallExpr &&
			    klaunch_is_config(u, clang_getCursorReferenced(c))) {
				int n = rw_written_args(c);
				for (int j = 0; j < n; j++)
					cursor_list_push(&lp->cfg, clang_Cursor_getArgument(c, (unsigned)j));
			}
		}
		cursor_list_free(&ch);
		int n = clang_Cursor_getNumArguments(call);
		for (int j = 0; j < n; j++)
			cursor_list_push(&lp->args, clang_Cursor_getArgument(call, (unsigned)j));
		return lp->cfg.len >= 2;
	}
	if (!klaunch_is_comma(call, &lp->target))
		return false;
	comma_operands(cursor_child(cursor_child(call, 0), 1), &lp->cfg);
	CXCursor a = cursor_skip_implicit(cursor_child(call, 1));
	/* `(0)` stands for no arguments (parse.c) when the kernel takes none */
	if (clang_Cursor_getNumArguments(lp->target) > 0)
		comma_operands(a, &lp->args);
	return lp->cfg.len >= 2;
}

static void parts_free(LaunchParts *lp)
{
	cursor_list_free(&lp->cfg);
	cursor_list_free(&lp->args);
}

bool klaunch_is_config(Unit *u, CXCursor callee)
{
	if (clang_Cursor_isNull(callee))
		return false;
	const char *n = cursor_name(u, callee);
	return strcmp(n, "__cudaPushCallConfiguration") == 0 || strcmp(n, "cudaConfigureCall") == 0;
}

/* ---- the scan ---- */

void kscan_device_launch(KScan *k, Inst *in, CXCursor call, CXCursor target)
{
	Unit *u = k->u;
	LaunchParts lp;
	if (cursor_in_macro(call) || !launch_parts(u, call, &lp)) {
		unit_diag(u, DIAG_KERNEL_DYNAMIC_PARALLELISM, clang_getCursorLocation(call),
			  cursor_name(u, target), "it is written in a macro, or its configuration "
			  "cannot be read");
		return;
	}
	kscan_add_launch_queue(k, in);
	launcher_for(k, target);
	for (unsigned i = 0; i < lp.args.len; i++) {
		CXCursor a = lp.args.items[i];
		if (!klaunch_pointer(clang_getCursorType(cursor_skip_implicit(a))))
			continue;
		Space s = kscan_value_space(k, in, a);
		if (s == AS_LOCAL || s == AS_PRIVATE)
			unit_diag(u, DIAG_KERNEL_DYNAMIC_PARALLELISM, clang_getCursorLocation(a),
				  cursor_name(u, target), s == AS_LOCAL
				  ? "a pointer to __shared__ memory is passed to the child, which CUDA "
				    "does not allow either"
				  : "a pointer to a local variable is passed to the child, which CUDA "
				    "does not allow either");
	}
	parts_free(&lp);
}

void kscan_launch_roots(KScan *k, void (*add_root)(KScan *, CXCursor))
{
	for (size_t i = 0; i < k->nlaunchers; i++) {
		CXCursor d = clang_getCursorDefinition(k->launchers[i].decl);
		if (!clang_Cursor_isNull(d) && cursor_in_user_code(k->u, d))
			add_root(k, d);   /* may add launchers: the loop reads nlaunchers again */
	}
}

void kscan_launch_names(KScan *k)
{
	Unit *u = k->u;
	for (size_t i = 0; i < k->nlaunchers; i++) {
		Launcher *l = &k->launchers[i];
		l->name = NULL;
		for (size_t j = 0; j < k->ninsts && !l->name; j++)
			if (k->insts[j]->kernel &&
			    clang_equalCursors(clang_getCanonicalCursor(k->insts[j]->decl), l->decl))
				l->name = k->insts[j]->name;
		if (!l->name)   /* defined in another unit: named as that unit names it */
			l->name = names_cl_function(u, l->decl);
		size_t id = 0;
		while (id < u->dlaunch.len && strcmp(u->dlaunch.items[id], l->name) != 0)
			id++;
		if (id == u->dlaunch.len)
			strlist_push(&u->dlaunch, l->name);
		l->id = (unsigned)id;
	}
}

/* ---- the launchers ---- */

void klaunch_emit(KScan *k, Buf *out)
{
	Unit *u = k->u;
	for (size_t i = 0; i < k->nlaunchers; i++) {
		const Launcher *l = &k->launchers[i];
		int n = clang_Cursor_getNumArguments(l->decl);
		if (n < 0)
			n = 0;
		buf_printf(out, "/* %s<<<grid, block, shared>>>(...) in a kernel: recorded for the "
			   "runtime, which launches it after the kernel */\n"
			   "void cuport_launch_%s(__global uint *cuport_launch_queue, uint3 grid, "
			   "uint3 block, uint shared", l->name, l->name);
		for (int j = 0; j < n; j++) {
			CXType t = clang_getCursorType(clang_Cursor_getArgument(l->decl, (unsigned)j));
			buf_printf(out, ", %s a%d", klaunch_pointer(t) ? "ulong" : cl_type(u, t, true), j);
		}
		buf_printf(out, ")\n{\n    uint off = cuport_launch_args_at(%du);\n", n);
		for (int j = 0; j < n; j++)
			buf_printf(out, "    uint o%d = off;\n    off = cuport_launch_next(off, sizeof a%d);\n",
				   j, j);
		buf_printf(out, "    __global uint *r = cuport_launch_reserve(cuport_launch_queue, %uu, "
			   "grid, block, shared, %du, off);\n    if (!r)\n        return;\n", l->id, n);
		for (int j = 0; j < n; j++) {
			CXType t = clang_getCursorType(clang_Cursor_getArgument(l->decl, (unsigned)j));
			bool p = klaunch_pointer(t);
			buf_printf(out, "    *(__global %s *)cuport_launch_arg(r, %du, o%d, sizeof a%d, %d) = "
				   "a%d;\n", p ? "ulong" : cl_type(u, t, true), j, j, j, p ? 1 : 0, j);
		}
		buf_puts(out, "    cuport_launch_done(cuport_launch_queue);\n}\n\n");
	}
}

/* ---- the rewrite ---- */

/* A dimension of the configuration: a dim3 as it is (uint3 in the .cl), a number widened. */
static bool scalar_dim(CXCursor e)
{
	e = cursor_skip_implicit(e);
	/* the conversion to dim3 that the configuration call's parameter makes */
	while (clang_getCursorKind(e) == CXCursor_CallExpr &&
	       clang_getCursorKind(clang_getCursorReferenced(e)) == CXCursor_Constructor &&
	       clang_Cursor_getNumArguments(e) >= 1) {   /* dim3(x, y = 1, z = 1) */
		CXCursor a = clang_Cursor_getArgument(e, 0);
		if (cursor_begin(a) != cursor_begin(e) || cursor_end(a) != cursor_end(e))
			break;
		e = cursor_skip_implicit(a);
	}
	CXType t = clang_getCanonicalType(clang_getCursorType(e));
	/* gridDim.x is a property of a pseudo-object type: a number too */
	return t.kind != CXType_Record;
}

static const Launcher *launcher_of(KScan *k, CXCursor target)
{
	CXCursor c = clang_getCanonicalCursor(target);
	for (size_t i = 0; i < k->nlaunchers; i++)
		if (clang_equalCursors(k->launchers[i].decl, c))
			return &k->launchers[i];
	return NULL;
}

bool rw_device_launch(RW *w, CXCursor call)
{
	Unit *u = w->u;
	LaunchParts lp;
	if (cursor_in_macro(call) || !launch_parts(u, call, &lp))
		return false;
	const Launcher *l = launcher_of(w->k, lp.target);
	if (!l) {
		parts_free(&lp);
		return false;
	}
	CXCursor g = lp.cfg.items[0], b = lp.cfg.items[1];
	bool gs = scalar_dim(g), bs = scalar_dim(b);
	rw_replace(w, cursor_begin(call), cursor_begin(g),
		   arena_printf(u->arena, "cuport_launch_%s(cuport_launch_queue, %s", l->name,
				gs ? "cuport_launch_dim(" : ""));
	rw_replace(w, cursor_end(g), cursor_begin(b),
		   arena_printf(u->arena, "%s, %s", gs ? ")" : "", bs ? "cuport_launch_dim(" : ""));
	unsigned after = cursor_end(b);
	const char *close = bs ? ")" : "";
	if (lp.cfg.len >= 3) {
		CXCursor s = lp.cfg.items[2];
		rw_replace(w, after, cursor_begin(s), arena_printf(u->arena, "%s, (uint)(", close));
		after = cursor_end(s);
		close = ")";
	} else {
		close = arena_printf(u->arena, "%s, 0u", close);
	}
	/* the stream, the brackets and the argument list's '(' */
	unsigned end = cursor_end(call);
	if (lp.args.len) {
		rw_replace(w, after, cursor_begin(lp.args.items[0]),
			   arena_printf(u->arena, "%s, ", close));
		for (unsigned i = 0; i < lp.args.len; i++) {
			CXCursor a = lp.args.items[i];
			if (klaunch_pointer(clang_getCursorType(cursor_skip_implicit(a)))) {
				rw_insert(w, cursor_begin(a), "(ulong)(");
				rw_insert(w, cursor_end(a), ")");
			}
		}
	} else if (clang_getCursorKind(call) == CXCursor_CallExpr) {
		rw_replace(w, after, end - 1, close);   /* its ')' stays */
	} else {
		/* no arguments, respelled `k,((g, b)),0 ` */
		rw_replace(w, after, end, arena_printf(u->arena, "%s)", close));
	}
	parts_free(&lp);
	return true;
}

/* cudaGetLastError() and the like in device code (CUDA's device runtime). */
bool rw_device_api(RW *w, CXCursor call, CXCursor callee)
{
	Unit *u = w->u;
	const char *n = cursor_name(u, callee);
	if (klaunch_is_config(u, callee))
		return true;   /* translated with its launch */
	if (cursor_in_user_code(u, callee) || cursor_in_macro(call))
		return false;
	if (strcmp(n, "cudaStreamCreateWithFlags") == 0) {
		rw_rewrite_call(w, call, "cuport_stream_create(", NULL);
	} else if (strcmp(n, "cudaStreamDestroy") == 0) {
		rw_rewrite_call(w, call, "cuport_stream_destroy(", NULL);
	} else if (strcmp(n, "cudaGetErrorString") == 0 || strcmp(n, "cudaGetErrorName") == 0) {
		rw_rewrite_call(w, call, "cuport_error_string(", NULL);
	} else if (strcmp(n, "cudaGetLastError") == 0 || strcmp(n, "cudaPeekAtLastError") == 0) {
		bool queue = false;
		for (size_t i = 0; i < w->in->nres; i++)
			queue |= w->in->res[i]->kind == RES_LAUNCH;
		rw_replace(w, cursor_begin(call), cursor_end(call),
			   queue ? "cuport_launch_error(cuport_launch_queue)" : "cudaSuccess");
	} else if (strcmp(n, "cudaMemcpyAsync") == 0 && clang_Cursor_getNumArguments(call) >= 3) {
		/* a copy by the launching thread, done when the call returns: a serialisation
		 * of CUDA's (the copy is ordered before the launches that follow it in the
		 * stream, and those run after this kernel) */
		CXCursor d = clang_Cursor_getArgument(call, 0), s = clang_Cursor_getArgument(call, 1);
		CXCursor bytes = clang_Cursor_getArgument(call, 2);
		Space ds = kscan_value_space(w->k, w->in, d), ss = kscan_value_space(w->k, w->in, s);
		rw_rewrite_call(w, call, arena_printf(u->arena, "((void)cuport_memcpy_%s_%s(",
						      cl_space_suffix(ds ? ds : AS_GLOBAL),
						      cl_space_suffix(ss ? ss : AS_GLOBAL)), NULL);
		rw_replace(w, cursor_end(bytes), cursor_end(call), "), cudaSuccess)");
	} else if (strcmp(n, "cudaDeviceSynchronize") == 0) {
		unit_diag(u, DIAG_KERNEL_DEVICE_SYNC, clang_getCursorLocation(call));
		rw_replace(w, cursor_begin(call), cursor_end(call), "cudaSuccess");
	} else {
		return false;
	}
	return true;
}

/*
 * libcu++'s split barriers and asynchronous copies in device code: cuda::barrier and
 * cuda::std::barrier, cuda::memcpy_async into a barrier or a pipeline, cuda::pipeline,
 * cooperative_groups::memcpy_async and wait, and the __pipeline_* primitives. OpenCL C 1.2
 * has none of them; what it has is the work-group barrier, and that is what they become.
 *
 * Copies are made at once, by the calling thread, when memcpy_async is called: an
 * asynchronous copy may complete at any moment between its call and the wait that covers
 * it, so completing at the call is one of the executions CUDA allows (the source may not
 * change before the wait, and the destination may not be read, without a race). A copy by
 * one thread (cuda::memcpy_async(dst, src, n, pipe|bar), __pipeline_memcpy_async) is made
 * by that thread; one by a group (cuda::memcpy_async(group, ...),
 * cooperative_groups::memcpy_async(group, ...)) is shared out by the group's ranks, each
 * thread copying the bytes rank, rank + size, ... (cuport_async_copy_<dst>_<src>).
 *
 * What remains is visibility between threads, which CUDA gives at the wait:
 *
 *   barrier.arrive_and_wait(), barrier.wait(token)   work-group barrier
 *   barrier.arrive()                                 nothing (the token is a 0)
 *   init(&barrier, n)                                nothing
 *   cg::wait(group), cg::wait_prior<N>(group)        the group's sync
 *   block pipeline: producer_acquire, consumer_wait  work-group barrier
 *   thread pipeline, pipeline_consumer_wait_prior,   nothing (a thread sees its copies)
 *   __pipeline_commit/wait_prior
 *
 * A block-scope barrier is a work-group barrier when every thread of the block arrives at
 * each phase, its expected count being the block's size (checked where init can show it:
 * CUPORT1250). A split arrive/wait becomes a barrier at the wait: a thread's wait returns
 * in CUDA once every thread has arrived, and at a barrier at the wait every thread has
 * passed its arrive too, so all a thread wrote before arriving is visible after the wait,
 * as CUDA promises; what it also makes visible (writes between other threads' arrive and
 * wait) no correct CUDA program can rely on not seeing. What cannot be told apart is only
 * code between arrive and wait that waits for another thread (a spin on a flag another
 * thread sets after its own wait): CUDA runs it, a barrier at the wait deadlocks. Threads
 * that arrive without waiting (arrive_and_drop, a discarded token, arrive(n) for several)
 * leave the work-group barrier with fewer threads than the block, which OpenCL forbids:
 * those are kept as written, with CUPORT1251. A pipeline whose threads are split into
 * producers and consumers (make_pipeline with a role or a producer count) synchronises
 * only the two parts with each other, which no barrier of the whole work-group can do:
 * CUPORT1252 says so.
 *
 * The objects themselves hold nothing the .cl needs: a barrier's, a pipeline's, a token's
 * or a shared state's declaration becomes a comment, a parameter of one of these types a
 * uchar given (uchar)0 (cl_type, calls.c), and cuda::aligned_size_t a size_t.
 */
#include <string.h>

#include "kernel.h"

#define BLOCK_BARRIER "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)"

/* The class a canonical record spelling names, [*b, *e): "barrier" in
 * "cuda::std::__4::barrier<(cuda::thread_scope)2, ...>", "arrival_token" in a class nested
 * in a template's instance ("...>::arrival_token"). */
static void class_name(const char *s, const char **b, const char **e)
{
	size_t n = strlen(s);
	const char *last = strrchr(s, ':');
	if (n > 0 && s[n - 1] != '>' && last) {
		*b = last + 1;
		*e = s + n;
		return;
	}
	const char *lt = strchr(s, '<');
	*e = lt ? lt : s + n;
	for (*b = *e; *b > s && (*b)[-1] != ':'; (*b)--)
		;
}

AsyncKind kasync_kind(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference ||
	    t.kind == CXType_Pointer)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record && t.kind != CXType_Enum)
		return ASYNC_NONE;
	CXString ts = clang_getTypeSpelling(clang_getUnqualifiedType(t));
	const char *s = clang_getCString(ts);
	AsyncKind k = ASYNC_NONE;
	if (strncmp(s, "cuda::", 6) == 0) {
		static const struct { const char *name; AsyncKind kind; } names[] = {
			{"barrier", ASYNC_BARRIER}, {"arrival_token", ASYNC_TOKEN},
			{"pipeline", ASYNC_PIPELINE}, {"pipeline_shared_state", ASYNC_SHARED_STATE},
			{"pipeline_role", ASYNC_ROLE}, {"aligned_size_t", ASYNC_SIZE}};
		const char *b, *e;
		class_name(s, &b, &e);
		for (size_t i = 0; i < countof(names) && k == ASYNC_NONE; i++)
			if (strlen(names[i].name) == (size_t)(e - b) &&
			    strncmp(b, names[i].name, (size_t)(e - b)) == 0)
				k = names[i].kind;
	}
	clang_disposeString(ts);
	return k;
}

/* Whether a pipeline type is cuda::pipeline<cuda::thread_scope_thread> (its scope, the
 * template argument, spelled by name or as libcu++'s value 3). */
static bool thread_pipeline(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	CXString ts = clang_getTypeSpelling(t);
	const char *s = clang_getCString(ts);
	bool r = strstr(s, "thread_scope_thread") || strstr(s, ")3>");
	clang_disposeString(ts);
	return r;
}

/* The object of a member call (the barrier of bar.wait()), skipping implicit casts. */
static CXCursor call_object(CXCursor call)
{
	bool arrow;
	CXCursor o = cursor_member_call_object(call, &arrow);
	return clang_Cursor_isNull(o) ? o : cursor_skip_implicit(o);
}

static enum CXChildVisitResult find_make(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		CXString s = clang_getCursorSpelling(c);
		bool is = strcmp(clang_getCString(s), "make_pipeline") == 0;
		clang_disposeString(s);
		if (is) {
			*(int *)d = clang_Cursor_getNumArguments(c);
			return CXChildVisit_Break;
		}
	}
	return CXChildVisit_Recurse;
}

/* Whether the block pipeline obj names was made for producers and consumers apart:
 * make_pipeline(group, state, role) or (group, state, producer_count). A pipeline cuport
 * cannot trace to its make_pipeline (a parameter) is taken as one every thread uses. */
static bool partitioned(CXCursor obj)
{
	CXCursor d = clang_getCursorReferenced(obj);
	if (clang_getCursorKind(d) != CXCursor_VarDecl)
		return false;
	int nargs = -1;
	clang_visitChildren(d, find_make, &nargs);
	return nargs == 3;
}

static bool is_method(Unit *u, CXCursor callee, const char *name)
{
	return clang_getCursorKind(callee) == CXCursor_CXXMethod &&
	       strcmp(cursor_name(u, callee), name) == 0;
}

bool kasync_is_block_sync(Unit *u, CXCursor call, CXCursor callee)
{
	CXCursor obj = call_object(call);
	if (clang_Cursor_isNull(obj))
		return false;
	switch (kasync_kind(clang_getCursorType(obj))) {
	case ASYNC_BARRIER:
		return is_method(u, callee, "arrive_and_wait") || is_method(u, callee, "wait");
	case ASYNC_PIPELINE:
		return !thread_pipeline(clang_getCursorType(obj)) && !partitioned(obj) &&
		       (is_method(u, callee, "consumer_wait") ||
			is_method(u, callee, "producer_acquire"));
	default:
		return false;
	}
}

/* Strips spaces and parentheses: "(blockDim.x * blockDim.y)" -> "blockDim.x*blockDim.y". */
static const char *squeeze(Unit *u, const char *s)
{
	char *r = arena_strdup(u->arena, s), *o = r;
	for (; *s; s++)
		if (*s != ' ' && *s != '\t' && *s != '\n' && *s != '(' && *s != ')')
			*o++ = *s;
	*o = 0;
	return r;
}

/* Whether the expected count of init(&bar, n) is visibly the block's thread count: the
 * product of blockDim's fields, or size()/num_threads() of the thread block. */
static bool block_count(RW *w, CXCursor n)
{
	static const char *const dims[] = {
		"blockDim.x", "blockDim.x*blockDim.y", "blockDim.x*blockDim.y*blockDim.z",
		"blockDim.y*blockDim.x", "blockDim.x*blockDim.z*blockDim.y"};
	const char *t = squeeze(w->u, rw_text_of(w, cursor_begin(n), cursor_end(n)));
	for (size_t i = 0; i < countof(dims); i++)
		if (strcmp(t, dims[i]) == 0)
			return true;
	CXCursor c = cursor_skip_implicit(n);
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return false;
	const char *m = cursor_name(w->u, clang_getCursorReferenced(c));
	CXCursor obj = call_object(c);
	unsigned tile;
	return (strcmp(m, "size") == 0 || strcmp(m, "num_threads") == 0) &&
	       !clang_Cursor_isNull(obj) &&
	       cl_group_kind(clang_getCursorType(obj), &tile) == GROUP_BLOCK;
}

/* A barrier that is a __shared__ variable or a parameter (whose caller's is): a block's.
 * One in global memory spans blocks, which no work-group barrier does. */
static bool block_barrier(CXCursor obj)
{
	CXCursor d = clang_getCursorReferenced(obj);
	return clang_getCursorKind(d) != CXCursor_VarDecl ||
	       (collect_cuda_attrs(d) & CUDA_ATTR_SHARED);
}

/* The space a copy's pointer points into, as the runtime's function names spell it. */
static const char *copy_space(RW *w, CXCursor ptr)
{
	Space sp = kscan_value_space(w->k, w->in, ptr);
	return sp == AS_GLOBAL || sp == AS_LOCAL || sp == AS_CONSTANT ? cl_space_suffix(sp)
								      : "private";
}

static void untranslated(RW *w, CXCursor call, const char *why)
{
	unit_diag(w->u, DIAG_KERNEL_ASYNC_UNTRANSLATED, clang_getCursorLocation(call),
		  rw_text_of(w, cursor_begin(call), cursor_end(call)), why);
}

/* Whether the call being visited is a statement of its own: its value is discarded. */
static bool discarded(RW *w)
{
	enum CXCursorKind pk = CXCursor_UnexposedExpr;
	for (unsigned up = 0; up < 4 && pk == CXCursor_UnexposedExpr; up++)
		pk = clang_getCursorKind(rw_parent_at(w, up));
	return pk == CXCursor_CompoundStmt || pk == CXCursor_IfStmt || pk == CXCursor_ForStmt ||
	       pk == CXCursor_WhileStmt || pk == CXCursor_DoStmt ||
	       pk == CXCursor_CStyleCastExpr;   /* (void)bar.arrive() */
}

static bool barrier_call(RW *w, CXCursor call, CXCursor obj, const char *name)
{
	unsigned b = cursor_begin(call), e = cursor_end(call);
	if (!block_barrier(obj)) {
		untranslated(w, call, "is a barrier in global memory, which the blocks of a grid "
				      "share: OpenCL C 1.2 has no barrier across work-groups");
		return true;
	}
	if (strcmp(name, "arrive_and_wait") == 0 || strcmp(name, "wait") == 0) {
		rw_replace(w, b, e, BLOCK_BARRIER);
		return true;
	}
	if (strcmp(name, "arrive") == 0) {
		if (rw_written_args(call) > 0)
			untranslated(w, call, "arrives for several threads at once, so the threads "
					      "that wait are fewer than those a work-group barrier needs");
		else if (discarded(w))
			untranslated(w, call, "arrives and drops its token, so this thread never "
					      "waits for the phase: a work-group barrier at the other "
					      "threads' wait would need it too");
		else
			rw_replace(w, b, e, "(uchar)0");   /* the token: only its wait matters */
		return true;
	}
	if (strcmp(name, "arrive_and_drop") == 0) {
		untranslated(w, call, "leaves the barrier, so its later phases wait for fewer "
				      "threads than the block: a work-group barrier cannot shrink");
		return true;
	}
	return false;
}

static bool pipeline_call(RW *w, CXCursor call, CXCursor obj, const char *name)
{
	static const char *const methods[] = {"producer_acquire", "producer_commit",
					      "consumer_wait", "consumer_release"};
	bool known = false;
	for (size_t i = 0; i < countof(methods); i++)
		known |= strcmp(name, methods[i]) == 0;
	if (!known)
		return false;
	const char *t = "(void)0";
	if (!thread_pipeline(clang_getCursorType(obj))) {
		if (partitioned(obj)) {
			if (strcmp(name, "consumer_wait") == 0)
				unit_diag(w->u, DIAG_KERNEL_PIPELINE_PARTITIONED,
					  clang_getCursorLocation(call),
					  rw_text_of(w, cursor_begin(obj), cursor_end(obj)));
		} else if (strcmp(name, "producer_acquire") == 0 ||
			   strcmp(name, "consumer_wait") == 0) {
			t = BLOCK_BARRIER;
		}
	}
	rw_replace(w, cursor_begin(call), cursor_end(call), t);
	return true;
}

/* cuda::memcpy_async(dst, src, n, pipe|bar), cuda::memcpy_async(group, dst, src, n,
 * pipe|bar), cooperative_groups::memcpy_async(group, dst, src, n), __pipeline_memcpy_async(
 * dst, src, n[, zfill]) -> cuport_async_copy_<dst>_<src>(dst, src, n, zfill, rank, size). */
static bool copy_call(RW *w, CXCursor call, bool primitive)
{
	Unit *u = w->u;
	int n = rw_written_args(call);
	unsigned tile;
	bool group = n > 0 && cl_group_kind(clang_getCursorType(
					    clang_Cursor_getArgument(call, 0)), &tile) != GROUP_NONE;
	unsigned d = group ? 1 : 0;
	if (n < (int)d + 3 || (group && n > 5) || (!group && !primitive && n != 4) ||
	    (primitive && n > 4)) {
		untranslated(w, call, "is a form of the copy cuport does not translate (the "
				      "element counts of cooperative groups' layouts?)");
		return true;
	}
	if (group && n == 5 &&
	    kasync_kind(clang_getCursorType(clang_Cursor_getArgument(call, 4))) == ASYNC_NONE) {
		untranslated(w, call, "copies between element counts (dst, dst_count, src, "
				      "src_count), a form cuport does not translate");
		return true;
	}
	const char *rank = "0u", *size = "1u";
	if (group) {
		const char *g = rw_group_value(w, clang_Cursor_getArgument(call, 0));
		if (!g) {
			unit_diag(u, DIAG_KERNEL_COOPERATIVE_GROUP_PARAM, clang_getCursorLocation(call),
				  rw_arg_text(w, call, 0), "a copy shared out by it");
			return true;
		}
		rank = arena_printf(u->arena, "cuport_group_rank(%s)", g);
		size = arena_printf(u->arena, "cuport_group_size(%s)", g);
	}
	CXCursor dst = clang_Cursor_getArgument(call, d), src = clang_Cursor_getArgument(call, d + 1);
	CXCursor bytes = clang_Cursor_getArgument(call, d + 2);
	const char *ds = copy_space(w, dst), *ss = copy_space(w, src);
	if (strcmp(ds, "constant") == 0) {
		untranslated(w, call, "copies into __constant__ memory");
		return true;
	}
	rw_replace(w, cursor_begin(call), cursor_begin(dst),
		   arena_printf(u->arena, "cuport_async_copy_%s_%s(", ds, ss));
	const char *zfill = "0";
	unsigned last = cursor_end(bytes);
	if (primitive && n == 4)
		zfill = NULL, last = cursor_end(clang_Cursor_getArgument(call, 3));
	rw_replace(w, last, cursor_end(call),
		   arena_printf(u->arena, "%s%s, %s, %s)", zfill ? ", " : "", zfill ? zfill : "",
				rank, size));
	return true;
}

/* init(&bar, n): nothing, once n is seen to be the block's size. */
static bool init_call(RW *w, CXCursor call)
{
	CXCursor bar = clang_Cursor_getArgument(call, 0);
	if (rw_written_args(call) < 2 ||
	    kasync_kind(clang_getCursorType(bar)) != ASYNC_BARRIER)
		return false;
	CXCursor n = clang_Cursor_getArgument(call, 1);
	if (!block_count(w, n))
		unit_diag(w->u, DIAG_KERNEL_BARRIER_COUNT, clang_getCursorLocation(n),
			  rw_text_of(w, cursor_begin(bar), cursor_end(bar)),
			  rw_text_of(w, cursor_begin(n), cursor_end(n)));
	rw_replace(w, cursor_begin(call), cursor_end(call), "(void)0");
	return true;
}

static bool in_namespace(Unit *u, CXCursor callee, const char *ns)
{
	for (CXCursor p = clang_getCursorSemanticParent(callee);
	     clang_getCursorKind(p) == CXCursor_Namespace; p = clang_getCursorSemanticParent(p))
		if (strcmp(cursor_name(u, p), ns) == 0)
			return true;
	return false;
}

bool kasync_call(RW *w, CXCursor call, CXCursor callee, const char *name)
{
	Unit *u = w->u;
	if (cursor_in_macro(call))
		return false;
	if (clang_getCursorKind(callee) == CXCursor_Constructor)
		return kasync_size_cast(w, call);   /* cuda::aligned_size_t<16>{n} */
	if (clang_getCursorKind(callee) == CXCursor_CXXMethod) {
		CXCursor obj = call_object(call);
		if (clang_Cursor_isNull(obj))
			return false;
		switch (kasync_kind(clang_getCursorType(obj))) {
		case ASYNC_BARRIER:
			return barrier_call(w, call, obj, name);
		case ASYNC_PIPELINE:
			return pipeline_call(w, call, obj, name);
		default:
			return false;
		}
	}
	if (strcmp(name, "init") == 0)
		return init_call(w, call);
	if (strcmp(name, "memcpy_async") == 0 &&
	    (in_namespace(u, callee, "cuda") || in_namespace(u, callee, "cooperative_groups")))
		return copy_call(w, call, false);
	if (strcmp(name, "__pipeline_memcpy_async") == 0)
		return copy_call(w, call, true);
	/* cuda::pipeline_consumer_wait_prior<N>(pipe): of a thread's pipeline, whose copies the
	 * thread made itself */
	if (strcmp(name, "pipeline_consumer_wait_prior") == 0 && in_namespace(u, callee, "cuda") &&
	    rw_written_args(call) == 1 &&
	    thread_pipeline(clang_getCursorType(clang_Cursor_getArgument(call, 0)))) {
		rw_replace(w, cursor_begin(call), cursor_end(call), "(void)0");
		return true;
	}
	if (strcmp(name, "__pipeline_commit") == 0 || strcmp(name, "__pipeline_wait_prior") == 0 ||
	    (strcmp(name, "make_pipeline") == 0 && in_namespace(u, callee, "cuda"))) {
		rw_replace(w, cursor_begin(call), cursor_end(call),
			   strcmp(name, "make_pipeline") == 0 ? "(uchar)0" : "(void)0");
		return true;
	}
	return false;
}

bool kasync_size_cast(RW *w, CXCursor c)
{
	if (kasync_kind(clang_getCursorType(c)) != ASYNC_SIZE || cursor_in_macro(c))
		return false;
	CXCursor e = cursor_skip_implicit(cursor_last_expression(c));
	if (clang_getCursorKind(e) == CXCursor_CallExpr && clang_Cursor_getNumArguments(e) == 1)
		e = clang_Cursor_getArgument(e, 0);
	if (clang_Cursor_isNull(e) || cursor_begin(e) <= cursor_begin(c) ||
	    cursor_end(e) >= cursor_end(c))
		return false;
	/* cuda::aligned_size_t<16>(n), cuda::aligned_size_t<16>{n}: the alignment is a
	 * promise, the size a size_t */
	rw_replace(w, cursor_begin(c), cursor_begin(e), "(size_t)(");
	rw_replace(w, cursor_end(e), cursor_end(c), ")");
	return true;
}

bool kasync_decl(RW *w, CXCursor v, CXCursor ds)
{
	static const char *const what[] = {
		[ASYNC_BARRIER] = "a barrier: its waits are work-group barriers",
		[ASYNC_TOKEN] = "a barrier's arrival token, not needed",
		[ASYNC_PIPELINE] = "a pipeline: its copies are made when they are issued",
		[ASYNC_SHARED_STATE] = "a pipeline's shared state, not needed",
		[ASYNC_ROLE] = "a pipeline role, not needed"};
	AsyncKind k = kasync_kind(clang_getCursorType(v));
	if (k == ASYNC_NONE || k == ASYNC_SIZE || clang_getCursorKind(v) != CXCursor_VarDecl ||
	    clang_Cursor_isNull(ds))
		return false;
	CXType t = clang_getCanonicalType(clang_getCursorType(v));
	if (t.kind == CXType_Pointer)
		return false;   /* cuda::barrier<...> *p: its uses say what is wrong */
	rw_replace(w, cursor_begin(ds), cursor_end(ds),
		   arena_printf(w->u->arena, "/* %s: %s */", cl_ident(w->u, v), what[k]));
	return true;
}

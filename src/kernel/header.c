/*
 * Kernel rewrite, the header: an instance's header is regenerated from its types
 * (__kernel, the address spaces of pointer parameters, a method's self, the hidden
 * parameters), and a kernel's body starts with the declarations of the resources it provides
 * to its callees (warp scratch, block counter, clock, hoisted __shared__ variables).
 */
#include "kernel.h"

static const char *param_text(RW *w, unsigned i)
{
	Unit *u = w->u;
	CXCursor p = clang_Cursor_getArgument(w->in->decl, i);
	CXType t = clang_getCursorType(p);
	const char *name = cl_ident(u, p);
	if (!*name)
		name = arena_printf(u->arena, "cuport_unused%u", i);
	const char *tex = ktex_param(w, i, name);
	if (tex)
		return tex;
	CXType c = clang_getCanonicalType(t);
	/* Op &&op: what binds to it is a temporary or a value std::move gives up, so the
	 * function may as well take a copy (a functor, a lambda's closure) */
	if (c.kind == CXType_RValueReference)
		return arena_printf(u->arena, "%s %s", cl_type(u, cl_pointee(t),
							     w->in->kernel), name);
	if (kscan_is_array_ref(t))   /* float (&items)[4]: __private float *items */
		return cl_pointer_declarator(u, w->in->pspace[i], cl_pointee(t), name);
	if (c.kind == CXType_LValueReference) {
		CXType pointee = cl_pointee(t);
		if (!kscan_is_mutable_ref(t))
			return arena_printf(u->arena, "%s %s", cl_type(u, pointee, w->in->kernel), name);
		return arena_printf(u->arena, "%s %s *%s", cl_space_qualifier(w->in->pspace[i]),
				    cl_type(u, pointee, false), name);
	}
	if (c.kind == CXType_ConstantArray || c.kind == CXType_IncompleteArray) {
		/* a parameter written as an array is a pointer to its element */
		CXType e = clang_getCanonicalType(clang_getArrayElementType(c));
		if (e.kind == CXType_ConstantArray)
			return cl_pointer_declarator(u, w->in->pspace[i], c, name);
		return arena_printf(u->arena, "%s %s *%s", cl_space_qualifier(w->in->pspace[i]),
				    cl_type(u, clang_getArrayElementType(c), false), name);
	}
	if (c.kind == CXType_Pointer) {
		CXType pointee = cl_pointee(t);
		/* T **p: OpenCL C 1.2 allows no pointer to pointer in a kernel's parameters; the
		 * pointers it points to are 64-bit device addresses (see pointer_table_ref). */
		if (clang_getCanonicalType(pointee).kind == CXType_Pointer && w->in->kernel)
			return arena_printf(u->arena, "__global %sulong *%s",
					    clang_isConstQualifiedType(pointee) ? "const " : "", name);
		/* float m[3][3] is a pointer to rows: __constant const float (*m)[3] */
		if (clang_getCanonicalType(pointee).kind == CXType_ConstantArray) {
			CXType e = clang_getCanonicalType(pointee);
			Buf dims = {0};
			while (e.kind == CXType_ConstantArray) {
				buf_printf(&dims, "[%lld]", clang_getArraySize(e));
				e = clang_getCanonicalType(clang_getArrayElementType(e));
			}
			const char *r = arena_printf(u->arena, "%s %s (*%s)%s",
						     cl_space_qualifier(w->in->pspace[i]),
						     cl_type(u, e, false), name, dims.data);
			buf_free(&dims);
			return r;
		}
		return arena_printf(u->arena, "%s %s *%s%s", cl_space_qualifier(w->in->pspace[i]),
				    cl_type(u, pointee, false),
				    clang_isRestrictQualifiedType(c) || clang_isRestrictQualifiedType(t)
					    ? "restrict " : "",
				    name);
	}
	return arena_printf(u->arena, "%s %s", cl_type(u, t, w->in->kernel), name);
}

static const char *res_param(RW *w, const Res *r)
{
	Unit *u = w->u;
	switch (r->kind) {
	case RES_SYMBOL: {
		if (r->image)
			return ktex_ref_param(u, r);
		/* __constant__ float w[3][3]: a pointer to its rows, __constant float (*w)[3] */
		CXType t = clang_getCanonicalType(clang_getCursorType(r->decl));
		if (t.kind == CXType_ConstantArray &&
		    clang_getCanonicalType(clang_getArrayElementType(t)).kind == CXType_ConstantArray)
			return cl_pointer_declarator(u, r->space, t, r->name);
		return arena_printf(u->arena, "%s %s *%s", cl_space_qualifier(r->space), r->elem, r->name);
	}
	case RES_DYNAMIC:
		return "__local uint4 *cuport_dynamic_shared";
	case RES_WARP:
		return "__local ulong *cuport_ws";
	case RES_SYNC:
		return "__local int *cuport_sync";
	case RES_CLOCK:
		return "__private ulong *cuport_clk";
	case RES_ACTIVE:
		return "int cuport_active";
	case RES_GRID:
		return "__global volatile uint *cuport_grid_barrier";
	case RES_ASSERT:
		return "__global volatile uint *cuport_assert_flag";
	case RES_LAUNCH:
		return "__global uint *cuport_launch_queue";
	case RES_HEAP:
		return "__global uint *cuport_heap";
	case RES_SHARED:
		return cl_pointer_declarator(u, AS_LOCAL, clang_getCursorType(r->decl), r->kname);
	}
	return "";
}

const char *rw_header(RW *w)
{
	Unit *u = w->u;
	Inst *in = w->in;
	Buf b = {0};
	if (in->kernel) {
		buf_puts(&b, "__kernel void ");
	} else if (in->ctor) {
		buf_printf(&b, "%s ", cl_record_name(u, clang_getCursorSemanticParent(in->decl)));
	} else {
		CXType rt = clang_getCursorResultType(in->decl);
		if (kscan_is_mutable_ref(rt))   /* returned as a pointer to the object */
			buf_printf(&b, "%s %s *", cl_space_qualifier(in->ret),
				   cl_type(u, cl_pointee(rt), false));
		else if (clang_getCanonicalType(rt).kind == CXType_LValueReference)
			buf_printf(&b, "%s ", cl_type(u, clang_getUnqualifiedType(
							     cl_pointee(rt)), false));
		else if (clang_getCanonicalType(rt).kind == CXType_Pointer)
			buf_printf(&b, "%s %s", cl_space_qualifier(in->ret),
				   cl_type(u, rt, false));
		else
			buf_printf(&b, "%s ", cl_type(u, rt, false));
	}
	buf_printf(&b, "%s(", in->name);
	bool first = true;
	if (in->method) {
		const char *ct = cl_record_name(u, clang_getCursorSemanticParent(in->decl));
		const char *cq = clang_CXXMethod_isConst(in->decl) ? "const " : "";
		if (in->self == AS_VALUE)
			buf_printf(&b, "%s%s cuport_self_value", cq, ct);
		else
			buf_printf(&b, "%s %s%s *self", cl_space_qualifier(in->self), cq, ct);
		first = false;
	}
	for (unsigned i = 0; i < in->nparams; i++) {
		buf_printf(&b, "%s%s", first ? "" : ", ", param_text(w, i));
		first = false;
	}
	/* Kernels: symbols, then the dynamic buffer (the launch contract); the rest is
	 * declared at kernel scope. Device functions receive everything. */
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; i < in->nres; i++) {
			const Res *r = in->res[i];
			if (in->kernel && (r->kind == RES_SHARED || r->kind == RES_WARP ||
					   r->kind == RES_SYNC || r->kind == RES_CLOCK ||
					   r->kind == RES_ACTIVE))
				continue;
			if (in->kernel && (pass == 0) != (r->kind == RES_SYMBOL || r->kind == RES_GRID ||
							   r->kind == RES_ASSERT || r->kind == RES_LAUNCH ||
							   r->kind == RES_HEAP))
				continue;
			if (!in->kernel && pass == 1)
				continue;
			buf_printf(&b, "%s%s", first ? "" : ", ", res_param(w, r));
			first = false;
		}
	}
	if (first)
		buf_puts(&b, "void");
	buf_puts(&b, ")\n");
	const char *r = arena_strdup(u->arena, b.data);
	buf_free(&b);
	return r;
}

/* The kernel's own declarations of what its body and callees use (the warp scratch, the
 * block-vote counter, the __shared__ variables of device functions), in front of what the
 * walk of its body put into the prologue. Made after the walk: only then is it known
 * whether an exchange spans warps. */
void rw_kernel_resources(RW *w)
{
	Inst *in = w->in;
	Buf b = {0};
	for (size_t i = 0; i < in->nres; i++) {
		const Res *r = in->res[i];
		if (r->kind == RES_WARP && in->cub_words)
			buf_printf(&b, "\n    CUPORT_WARP_SCRATCH_AT_LEAST(cuport_ws, %s);",
				   in->cub_words);
		else if (r->kind == RES_WARP)
			buf_puts(&b, in->wide_scratch ? "\n    CUPORT_WARP_SCRATCH_WIDE(cuport_ws);"
						      : "\n    CUPORT_WARP_SCRATCH(cuport_ws);");
		else if (r->kind == RES_SYNC)
			buf_puts(&b, "\n    CUPORT_BLOCK_COUNTER(cuport_sync);");
		else if (r->kind == RES_CLOCK)
			buf_puts(&b, "\n    CUPORT_CLOCK(cuport_clk);");
		else if (r->kind == RES_SHARED)
			buf_printf(&b, "\n    __local %s%s;",
				   cl_declarator(w->u, clang_getCursorType(r->decl), r->kname),
				   cl_local_alignment(w->u, r->decl, true));
	}
	buf_append(&b, w->prologue.data ? w->prologue.data : "", w->prologue.len);
	buf_free(&w->prologue);
	w->prologue = b;
}

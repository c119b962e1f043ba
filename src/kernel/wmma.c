/*
 * Warp matrix operations (nvcuda::wmma, <mma.h>) in device code.
 *
 * A fragment, wmma::fragment<Use, M, N, K, T, Layout>, becomes the device header's struct
 * cuport_wmma_<use>_<shape>_<type>[_<layout>] (a_m16n16k16_f16_row, acc_m16n16k8_f32; a
 * matrix_b fragment keeps its elements in the order of its layout): x[] of CUDA's
 * element type (cuport_half, cuport_bfloat16, float for tf32, uchar, char, int, double), as
 * many as cuport's layout gives one lane, so code that works on x[i] for i below
 * num_elements (scaling by alpha, __float_to_tf32) is unchanged; num_elements becomes the
 * struct's constant cuport_wmma_<name>_num. The layout is the device header's (its section
 * "warp matrix operations"): a lane holds what it needs to compute its own elements of the
 * result, so no operation exchanges data between lanes, none has a barrier, and none needs
 * the convergent control flow warp shuffles need on the portable path.
 *
 * The operations become functions of the device header's generators, instantiated in the
 * .cl for the fragments, layouts and address spaces a program uses (helpers "wmma.*"):
 *
 *   fill_fragment(f, v)                  cuport_wmma_fill_<f>(&(f), v)
 *   load_matrix_sync(a, p, ldm)          cuport_wmma_load_<a>_<space of p>(&(a), p, ldm)
 *   load_matrix_sync(c, p, ldm, layout)  cuport_wmma_load_<c>_<space>(&(c), p, ldm, layout)
 *   store_matrix_sync(p, c, ldm, layout) cuport_wmma_store_<c>_<space>(p, &(c), ldm, layout)
 *   mma_sync(d, a, b, c)                 cuport_wmma_mma_<shape>_<in>_<c>_<d>(&(d), &(a), &(b), &(c))
 *   __float_to_tf32(f)                   cuport_float_to_tf32(f)
 *
 * Shapes and types: half, bfloat16, unsigned and signed char inputs in m16n16k16, m32n8k16
 * and m8n32k16 (accumulators half or float, float, int); tf32 in m16n16k8 (float); double in
 * m8n8k4. The sub-byte types of wmma::experimental (u4, s4, b1, bmma_sync) and mma_sync's
 * saturation are reported (CUPORT1253) and kept as written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel.h"

/* A fragment type: use 'a', 'b' or 'c' (accumulator), its shape, its element type's
 * suffix (f16 bf16 tf32 f32 f64 u8 s8 i32) and, for matrix_a and matrix_b, its layout. */
typedef struct {
	char use;
	int m, n, k;
	const char *ts;
	const char *layout;
} Frag;

/* the suffix, x[]'s type, an OpenCL type of its size (loads copy vectors of it), the type
 * products are summed in */
static const struct {
	const char *ts, *storage, *raw, *sum;
} elem_types[] = {
	{"f16", "cuport_half", "ushort", "float"}, {"bf16", "cuport_bfloat16", "ushort", "float"},
	{"tf32", "float", "float", "float"}, {"f32", "float", "float", "float"},
	{"f64", "double", "double", "double"}, {"u8", "uchar", "uchar", "int"},
	{"s8", "char", "char", "int"}, {"i32", "int", "int", "int"},
};

static int elem_index(const char *ts)
{
	for (size_t i = 0; i < countof(elem_types); i++)
		if (strcmp(elem_types[i].ts, ts) == 0)
			return (int)i;
	return -1;
}

static bool is_shape16(const Frag *f)
{
	return f->k == 16 && ((f->m == 16 && f->n == 16) || (f->m == 32 && f->n == 8) ||
			      (f->m == 8 && f->n == 32));
}

/* Whether the device header has the fragment (its typedefs, cuport_device.h). */
static bool supported(const Frag *f)
{
	bool tf32 = f->m == 16 && f->n == 16 && f->k == 8, dbl = f->m == 8 && f->n == 8 && f->k == 4;
	const char *t = f->ts;
	if (strcmp(t, "f64") == 0)
		return dbl;
	if (f->use != 'c')
		return strcmp(t, "tf32") == 0 ? tf32
		     : (strcmp(t, "f16") == 0 || strcmp(t, "bf16") == 0 || strcmp(t, "u8") == 0 ||
			strcmp(t, "s8") == 0) && is_shape16(f);
	if (strcmp(t, "f32") == 0)
		return is_shape16(f) || tf32;
	return (strcmp(t, "f16") == 0 || strcmp(t, "i32") == 0) && is_shape16(f);
}

static const char *shape_name(Unit *u, const Frag *f)
{
	return arena_printf(u->arena, "m%dn%dk%d", f->m, f->n, f->k);
}

/* a_m16n16k16_f16_row, acc_m16n16k16_f32: the struct is cuport_wmma_<name> (matrix_a and
 * matrix_b fragments are stored in the order of their layout, which is in their name) */
static const char *frag_name(Unit *u, const Frag *f)
{
	if (f->use == 'c')
		return arena_printf(u->arena, "acc_%s_%s", shape_name(u, f), f->ts);
	return arena_printf(u->arena, "%c_%s_%s_%s", f->use, shape_name(u, f), f->ts, f->layout);
}

/* The elements a lane holds of the result: E of the device header. */
static int lane_elements(const Frag *f)
{
	return f->m * f->n / 32;
}

/* frag_name's inverse; ts and layout receive the strings f points to. */
static bool parse_name(const char *name, Frag *f, char ts[8], char layout[4])
{
	char use[4];
	*f = (Frag){0};
	int n = sscanf(name, "%3[a-z]_m%dn%dk%d_%7[a-z0-9]_%3[a-z]", use, &f->m, &f->n, &f->k, ts,
		       layout);
	f->use = strcmp(use, "acc") == 0 ? 'c' : use[0];
	f->ts = ts;
	f->layout = n == 6 ? layout : NULL;
	return (n == 5 || n == 6) && (n == 6) == (f->use != 'c') && elem_index(ts) >= 0;
}

static const char *record_name(Unit *u, CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind != CXType_Record)
		return "";
	return cursor_name(u, clang_getTypeDeclaration(t));
}

static bool in_wmma(Unit *u, CXCursor d)
{
	CXCursor p = clang_getCursorSemanticParent(d);
	if (clang_getCursorKind(p) != CXCursor_Namespace || strcmp(cursor_name(u, p), "wmma") != 0)
		return false;
	p = clang_getCursorSemanticParent(p);
	return clang_getCursorKind(p) == CXCursor_Namespace &&
	       strcmp(cursor_name(u, p), "nvcuda") == 0;
}

/* The element type of a fragment (template argument T) as a suffix; why says what is not
 * translated. */
static const char *elem_suffix(Unit *u, CXType t, const char **why)
{
	CXType c = clang_getCanonicalType(t);
	switch (c.kind) {
	case CXType_Float: return "f32";
	case CXType_Double: return "f64";
	case CXType_Int: return "i32";
	case CXType_UChar: case CXType_Char_U: return "u8";
	case CXType_SChar: case CXType_Char_S: return "s8";
	default: break;
	}
	const char *name = record_name(u, c);
	int h = cl_half_type(c);
	if (h == 1)
		return "f16";
	if (h == (CL_F16_BF16 | 1))
		return "bf16";
	if (strcmp(name, "tf32") == 0)
		return "tf32";
	if (strcmp(name, "u4") == 0 || strcmp(name, "s4") == 0 || strcmp(name, "b1") == 0)
		*why = "holds sub-byte elements (wmma::experimental), which cuport does not translate";
	else
		*why = "has an element type cuport does not translate";
	return NULL;
}

/* 1 when t (through references) is a fragment cuport translates (*f filled), -1 when it is
 * one it does not (*why says why), 0 when it is no fragment. */
static int frag_of(Unit *u, CXType t, Frag *f, const char **why)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return 0;
	CXCursor d = clang_getTypeDeclaration(t);
	if (strcmp(cursor_name(u, d), "fragment") != 0 || !in_wmma(u, d))
		return 0;
	*why = "has a shape or type cuport does not translate";
	if (clang_Type_getNumTemplateArguments(t) < 5 || clang_Cursor_getNumTemplateArguments(d) < 5)
		return -1;
	*f = (Frag){0};
	const char *use = record_name(u, clang_Type_getTemplateArgumentAsType(t, 0));
	f->use = strcmp(use, "matrix_a") == 0 ? 'a' : strcmp(use, "matrix_b") == 0 ? 'b'
	       : strcmp(use, "accumulator") == 0 ? 'c' : 0;
	f->m = (int)clang_Cursor_getTemplateArgumentValue(d, 1);
	f->n = (int)clang_Cursor_getTemplateArgumentValue(d, 2);
	f->k = (int)clang_Cursor_getTemplateArgumentValue(d, 3);
	f->ts = elem_suffix(u, clang_Type_getTemplateArgumentAsType(t, 4), why);
	if (!f->use || !f->ts)
		return -1;
	if (f->use != 'c') {
		const char *l = clang_Type_getNumTemplateArguments(t) > 5
			? record_name(u, clang_Type_getTemplateArgumentAsType(t, 5)) : "";
		f->layout = strcmp(l, "row_major") == 0 ? "row" : strcmp(l, "col_major") == 0 ? "col"
			  : NULL;
		if (!f->layout) {
			*why = "is a matrix_a or matrix_b fragment without a layout";
			return -1;
		}
	}
	return supported(f) ? 1 : -1;
}

/* The element type of t through arrays: a fragment array c[2][4] declares fragments. */
static CXType array_element(CXType t)
{
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return t;
}

const char *kwmma_type(Unit *u, CXType t)
{
	Frag f;
	const char *why;
	if (frag_of(u, t, &f, &why) != 1)
		return NULL;
	return arena_printf(u->arena, "cuport_wmma_%s", frag_name(u, &f));
}

static void add_helper(RW *w, const char *h)
{
	if (!strlist_contains(&w->k->helpers, h))
		strlist_push(&w->k->helpers, h);
}

static void untranslated(RW *w, CXCursor at, const char *what, const char *why)
{
	unit_diag(w->u, DIAG_KERNEL_WMMA_UNTRANSLATED, clang_getCursorLocation(at), what, why);
}

bool kwmma_decl(RW *w, CXCursor v)
{
	Unit *u = w->u;
	Frag f;
	const char *why;
	int r = frag_of(u, array_element(clang_getCursorType(v)), &f, &why);
	if (r == 0)
		return false;
	if (cursor_in_macro(v))
		return true;
	if (r < 0) {
		untranslated(w, v, cursor_name(u, v), why);
		return true;
	}
	unsigned b = cursor_begin(v), name;
	clang_getExpansionLocation(clang_getCursorLocation(v), NULL, NULL, NULL, &name);
	for (size_t i = 0; i < w->ef.nedits; i++)
		if (w->ef.edits[i].begin == b)
			return true;   /* the first declarator of several sharing the type */
	if (name > b)
		rw_replace(w, b, name, arena_printf(u->arena, "cuport_wmma_%s ", frag_name(u, &f)));
	return true;
}

bool kwmma_member(RW *w, CXCursor m)
{
	Unit *u = w->u;
	CXCursor d = clang_getCursorReferenced(m), obj = cursor_child(m, 0);
	Frag f;
	const char *why;
	if (clang_getCursorKind(d) != CXCursor_EnumConstantDecl || clang_Cursor_isNull(obj) ||
	    strcmp(cursor_name(u, d), "num_elements") != 0 ||
	    frag_of(u, clang_getCursorType(obj), &f, &why) != 1 || cursor_in_macro(m))
		return false;
	rw_replace(w, cursor_begin(m), cursor_end(m),
		   arena_printf(u->arena, "cuport_wmma_%s_num", frag_name(u, &f)));
	return true;
}

/* The space of the memory a load or store works on, as the functions' names spell it. */
static const char *memory_space(RW *w, CXCursor ptr)
{
	Space sp = kscan_value_space(w->k, w->in, ptr);
	return sp == AS_GLOBAL || sp == AS_LOCAL || sp == AS_CONSTANT ? cl_space_suffix(sp)
								      : "private";
}

/* Argument i's fragment, or false after reporting the call. The argument is seen through
 * implicit casts: the SDK's fill_fragment takes the fragment's base class. */
static bool arg_frag(RW *w, CXCursor call, unsigned i, Frag *f)
{
	const char *why;
	CXCursor a = cursor_skip_implicit(clang_Cursor_getArgument(call, i));
	int r = frag_of(w->u, clang_getCursorType(a), f, &why);
	if (r == 1)
		return true;
	untranslated(w, call, rw_text_of(w, cursor_begin(call), cursor_end(call)),
		     r ? why : "takes an argument that is not a fragment");
	return false;
}

/* The call's head up to its first argument becomes head, and each argument in frag_args
 * (a bit per argument) is passed by address: &(x). */
static void rewrite(RW *w, CXCursor call, const char *head, unsigned frag_args, int nargs)
{
	Unit *u = w->u;
	for (int i = 0; i < nargs; i++) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		bool addr = frag_args & (1u << i);
		if (i == 0)
			rw_replace(w, cursor_begin(call), cursor_begin(a),
				   arena_printf(u->arena, "%s(%s", head, addr ? "&(" : ""));
		else if (addr)
			rw_insert(w, cursor_begin(a), "&(");
		if (addr)
			rw_insert(w, cursor_end(a), ")");
	}
}

static bool fill_call(RW *w, CXCursor call)
{
	Unit *u = w->u;
	Frag f;
	if (rw_written_args(call) != 2 || !arg_frag(w, call, 0, &f))
		return rw_written_args(call) == 2;
	const char *name = frag_name(u, &f);
	add_helper(w, arena_printf(u->arena, "wmma.fill:%s", name));
	rewrite(w, call, arena_printf(u->arena, "cuport_wmma_fill_%s", name), 1u, 2);
	return true;
}

static bool load_call(RW *w, CXCursor call)
{
	Unit *u = w->u;
	Frag f;
	int n = rw_written_args(call);
	if ((n != 3 && n != 4) || !arg_frag(w, call, 0, &f))
		return n == 3 || n == 4;
	if ((f.use == 'c') != (n == 4)) {
		untranslated(w, call, rw_text_of(w, cursor_begin(call), cursor_end(call)),
			     "loads an accumulator without a layout argument, or a matrix_a or "
			     "matrix_b fragment with one");
		return true;
	}
	const char *fn = arena_printf(u->arena, "%s_%s", frag_name(u, &f),
				      memory_space(w, clang_Cursor_getArgument(call, 1)));
	add_helper(w, arena_printf(u->arena, "wmma.load:%s", fn));
	rewrite(w, call, arena_printf(u->arena, "cuport_wmma_load_%s", fn), 1u, n);
	return true;
}

static bool store_call(RW *w, CXCursor call)
{
	Unit *u = w->u;
	Frag f;
	if (rw_written_args(call) != 4 || !arg_frag(w, call, 1, &f))
		return rw_written_args(call) == 4;
	if (f.use != 'c') {
		untranslated(w, call, rw_text_of(w, cursor_begin(call), cursor_end(call)),
			     "stores a fragment that is not an accumulator");
		return true;
	}
	const char *fn = arena_printf(u->arena, "%s_%s", frag_name(u, &f),
				      memory_space(w, clang_Cursor_getArgument(call, 0)));
	add_helper(w, arena_printf(u->arena, "wmma.store:%s", fn));
	rewrite(w, call, arena_printf(u->arena, "cuport_wmma_store_%s", fn), 2u, 4);
	return true;
}

/* Whether the accumulators c (C) and d (D) go with inputs of type ti. */
static bool mma_types(const char *ti, const char *tc, const char *td)
{
	if (strcmp(ti, "f16") == 0)
		return (strcmp(tc, "f16") == 0 || strcmp(tc, "f32") == 0) &&
		       (strcmp(td, "f16") == 0 || strcmp(td, "f32") == 0);
	const char *acc = strcmp(ti, "f64") == 0 ? "f64"
			: strcmp(ti, "u8") == 0 || strcmp(ti, "s8") == 0 ? "i32" : "f32";
	return strcmp(tc, acc) == 0 && strcmp(td, acc) == 0;
}

/* mma_sync's satf, when written: only false (or 0) is translated. */
static bool plain_satf(RW *w, CXCursor call)
{
	if (rw_written_args(call) < 5)
		return true;
	CXCursor s = clang_Cursor_getArgument(call, 4);
	const char *t = rw_text_of(w, cursor_begin(s), cursor_end(s));
	return strcmp(t, "false") == 0 || strcmp(t, "0") == 0;
}

static bool mma_call(RW *w, CXCursor call)
{
	Unit *u = w->u;
	Frag d, a, b, c;
	int n = rw_written_args(call);
	if (n != 4 && n != 5)
		return false;
	if (!arg_frag(w, call, 0, &d) || !arg_frag(w, call, 1, &a) || !arg_frag(w, call, 2, &b) ||
	    !arg_frag(w, call, 3, &c))
		return true;
	const char *text = rw_text_of(w, cursor_begin(call), cursor_end(call));
	if (!plain_satf(w, call)) {
		untranslated(w, call, text, "saturates (satf), which cuport does not translate");
		return true;
	}
	bool same_shape = a.m == d.m && a.n == d.n && a.k == d.k && b.m == d.m && b.n == d.n &&
			  b.k == d.k && c.m == d.m && c.n == d.n && c.k == d.k;
	if (a.use != 'a' || b.use != 'b' || c.use != 'c' || d.use != 'c' || !same_shape ||
	    strcmp(a.ts, b.ts) != 0 || !mma_types(a.ts, c.ts, d.ts)) {
		untranslated(w, call, text, "multiplies fragments whose uses, shapes or types do "
					    "not go together");
		return true;
	}
	const char *fn = arena_printf(u->arena, "%s_%s_%s_%s_%s_%s", shape_name(u, &d), a.ts,
				      a.layout, b.layout, c.ts, d.ts);
	add_helper(w, arena_printf(u->arena, "wmma.mma:%s", fn));
	rewrite(w, call, arena_printf(u->arena, "cuport_wmma_mma_%s", fn), 0xfu, 4);
	if (n == 5)   /* satf false: the default */
		rw_replace(w, cursor_end(clang_Cursor_getArgument(call, 3)), cursor_end(call), ")");
	return true;
}

/* wmma::fragment<...>() written as a temporary (auto f = wmma::fragment<...>();): a
 * compound literal of the struct, zeroed. */
static bool temporary(RW *w, CXCursor call)
{
	Unit *u = w->u;
	Frag f;
	const char *why;
	const char *text = rw_text_of(w, cursor_begin(call), cursor_end(call));
	if (frag_of(u, clang_getCursorType(call), &f, &why) != 1 || !strstr(text, "fragment") ||
	    !strchr(text, '('))
		return false;
	rw_replace(w, cursor_begin(call), cursor_end(call),
		   arena_printf(u->arena, "((cuport_wmma_%s){0})", frag_name(u, &f)));
	return true;
}

bool kwmma_call(RW *w, CXCursor call, CXCursor callee, const char *name)
{
	if (cursor_in_macro(call))
		return false;
	if (clang_getCursorKind(callee) == CXCursor_Constructor)
		return temporary(w, call);
	if (!in_wmma(w->u, callee))
		return false;
	if (strcmp(name, "fill_fragment") == 0)
		return fill_call(w, call);
	if (strcmp(name, "load_matrix_sync") == 0)
		return load_call(w, call);
	if (strcmp(name, "store_matrix_sync") == 0)
		return store_call(w, call);
	if (strcmp(name, "mma_sync") == 0)
		return mma_call(w, call);
	if (strcmp(name, "__float_to_tf32") == 0 && rw_written_args(call) == 1) {
		CXCursor a = clang_Cursor_getArgument(call, 0);
		rw_replace(w, cursor_begin(call), cursor_begin(a), "cuport_float_to_tf32(");
		return true;
	}
	untranslated(w, call, name, "is an operation of wmma cuport does not translate");
	return true;
}

/* "wmma.mma:<shape>_<in>_<la>_<lb>_<c>_<d>", "wmma.<fill|load|store>:<name>[_<space>]" ->
 * the generator's line (cuport_device.h), its shape as literals. */
bool kwmma_emit_helper(Unit *u, Buf *out, const char *h)
{
	(void)u;
	if (!str_starts(h, "wmma."))
		return false;
	const char *colon = strchr(h, ':');
	char op[8], ts[8], layout[4], rest[64];
	Frag f;
	if (!colon || sscanf(h, "wmma.%7[a-z]:", op) != 1)
		return true;
	if (strcmp(op, "mma") == 0) {
		char ti[8], la[4], lb[4], tc[8], td[8];
		if (sscanf(colon + 1, "m%dn%dk%d_%7[a-z0-9]_%3[a-z]_%3[a-z]_%7[a-z0-9]_%7[a-z0-9]",
			   &f.m, &f.n, &f.k, ti, la, lb, tc, td) != 8 || elem_index(ti) < 0)
			return true;
		buf_printf(out, "CUPORT_WMMA_MMA(m%dn%dk%d, %d, %d, %s, %s, %s, %s, %s, %s)\n", f.m,
			   f.n, f.k, f.k, f.m * f.n / 32, ti, la, lb, tc, td,
			   elem_types[elem_index(ti)].sum);
		return true;
	}
	snprintf(rest, sizeof rest, "%s", colon + 1);
	char *space = NULL;
	if (strcmp(op, "fill") != 0) {   /* the space is the last part */
		space = strrchr(rest, '_');
		if (!space)
			return true;
		*space++ = 0;
	}
	if (!parse_name(rest, &f, ts, layout))
		return true;
	int t = elem_index(ts), e = lane_elements(&f);
	if (strcmp(op, "fill") == 0)
		buf_printf(out, "CUPORT_WMMA_FILL(%s, %s)\n", rest, elem_types[t].storage);
	else if (strcmp(op, "load") == 0 && f.use != 'c')
		buf_printf(out, "CUPORT_WMMA_LOAD(%c, %s, %s, %s, %d, %d, %d, %d, %s, %s)\n", f.use,
			   rest, elem_types[t].storage, elem_types[t].raw, f.m, f.n, f.k, e, f.layout,
			   space);
	else
		buf_printf(out, "CUPORT_WMMA_%s_ACC(%s, %s, %s, %d, %d, %d, %s)\n",
			   strcmp(op, "load") == 0 ? "LOAD" : "STORE", rest, elem_types[t].storage,
			   elem_types[t].raw, f.m, f.n, e, space);
	return true;
}

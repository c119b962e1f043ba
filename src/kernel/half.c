/*
 * CUDA's 16-bit floats in device code: what cuda_fp16.h's C++ says about __half and
 * __half2, and cuda_bf16.h's about __nv_bfloat16 and __nv_bfloat162, becomes calls of the
 * device header's functions on cuport_half, cuport_half2, cuport_bfloat16 and
 * cuport_bfloat162 (the 16-bit structs of runtime/device/cuport_device.h).  Constructors
 * are conversions (half h = f, __half(f), half h(f): cuport_float2half(f)), a conversion
 * operator is one the other way (float g = h: cuport_half2float(h)), and the operators are
 * the intrinsics (a + b: cuport_hadd(a, b), a += b: cuport_hadd_assign(a, b), a < b:
 * cuport_hlt(a, b)).  The two types are one logic with two spellings (a Family): on
 * bfloat16s the operators are the same functions with the suffix _bf16 (cuport_hadd_bf16).
 * The intrinsics themselves (__hadd, __hfma2, __float2half ...) are device_functions rules
 * like any built-in; the names CUDA declares on more than one type are looked up by the
 * argument's type first: `__hadd` on halves is "__hadd(half)" (the plain `__hadd` is
 * CUDA's int halving add), `__hmul` on bfloat16s "__hmul(bf16)".
 */
#include "kernel.h"

#include <ctype.h>
#include <string.h>

/* How one 16-bit float type is spelled in the device header. */
typedef struct {
	const char *suffix;       /* of the functions both types have: cuport_hadd, cuport_hadd_bf16 */
	const char *tag;          /* of the overload rules: "__hadd(half)", "__hmul(bf16)" */
	const char *from_float, *from_double, *to_float, *to_bool;
	/* from an integer: a function, or the text of one and a cast ending in '(' */
	const char *from_int, *from_uint, *from_ll, *from_ull;
	const char *pair_from_float, *pair_of, *zero, *pair_zero;
} Family;

static const Family families[2] = {
	{"", "half", "cuport_float2half", "cuport_double2half", "cuport_half2float",
	 "cuport_half2bool",
	 /* exact in float wherever a half can hold the value */
	 "cuport_float2half((float)", "cuport_float2half((float)", "cuport_float2half((float)",
	 "cuport_float2half((float)",
	 "cuport_float2half2_rn", "cuport_halves2half2", "cuport_ushort_as_half(0)",
	 "cuport_float2half2_rn(0.0f)"},
	{"_bf16", "bf16", "cuport_float2bfloat16", "cuport_double2bfloat16",
	 "cuport_bfloat162float", "cuport_bfloat162bool",
	 /* CUDA's constructors round the integer once (__int2bfloat16_rn...) */
	 "cuport_int2bfloat16_rn", "cuport_uint2bfloat16_rn", "cuport_ll2bfloat16_rn",
	 "cuport_ull2bfloat16_rn",
	 "cuport_float2bfloat162_rn", "cuport_halves2bfloat162", "cuport_ushort_as_bfloat16(0)",
	 "cuport_float2bfloat162_rn(0.0f)"},
};

static const Family *family(int kind)
{
	return &families[(kind & CL_F16_BF16) != 0];
}

static int shape(int kind)
{
	return kind & CL_F16_SHAPE;
}

/* The half kind (cl_half_kind) of the class a member belongs to, 0 for none. */
static int member_half_kind(CXCursor callee)
{
	CXCursor cls = clang_getCursorSemanticParent(callee);
	return clang_Cursor_isNull(cls) ? 0 : cl_half_type(clang_getCursorType(cls));
}

/* The device header's function that makes a 16-bit float of the given kind from a value
 * of type t. */
static const char *from_value(Arena *a, CXType t, int kind)
{
	const Family *f = family(kind);
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	int from = cl_half_type(t);
	if (from && (from & CL_F16_BF16) != (kind & CL_F16_BF16))   /* __nv_bfloat16(h) */
		return shape(kind) == CL_F16_ONE && shape(from) == CL_F16_ONE
			? arena_printf(a, "%s(%s", f->from_float, family(from)->to_float) : NULL;
	if (from)
		return "";   /* a copy, or __half_raw, which has the same layout */
	if (shape(kind) == CL_F16_PAIR)
		return f->pair_from_float;
	switch (t.kind) {
	case CXType_Double: case CXType_LongDouble:
		return f->from_double;
	case CXType_Float:
		return f->from_float;
	case CXType_Long: case CXType_LongLong:
		return f->from_ll;
	case CXType_ULong: case CXType_ULongLong:
		return f->from_ull;
	case CXType_UInt: case CXType_UShort: case CXType_UChar:
		return f->from_uint;
	default:
		return cl_builtin_type(t, false) && t.kind != CXType_Void ? f->from_int : NULL;
	}
}

/* Where a constructor call's '(' or '{' is, or (unsigned)-1 where none is written. */
static unsigned ctor_open(RW *w, CXCursor call)
{
	unsigned b = cursor_begin(call), e = cursor_end(call);
	unsigned limit = clang_Cursor_getNumArguments(call) > 0 && rw_written_args(call)
		? cursor_begin(clang_Cursor_getArgument(call, 0)) : e;
	for (unsigned p = b; p < limit && p < w->ef.len; p++)
		if (w->ef.text[p] == '(' || w->ef.text[p] == '{')
			return p;
	return (unsigned)-1;
}

/* Where the ')' of a C-style cast that opens at b and is followed by the argument at arg
 * is, or (unsigned)-1 when the text [b, arg) is not "(type)". */
static unsigned c_style_cast_end(RW *w, unsigned b, unsigned arg)
{
	unsigned p = arg;
	while (p > b + 1 && isspace((unsigned char)w->ef.text[p - 1]))
		p--;
	if (w->ef.text[b] != '(' || w->ef.text[p - 1] != ')')
		return (unsigned)-1;
	for (unsigned q = b + 1; q < p - 1; q++)
		if (strchr("(){}", w->ef.text[q]))
			return (unsigned)-1;
	return p - 1;
}

/* half h = f, __half(f), half h(f), __half2(a, b), __half2 v{a, b}, (__half)f: the
 * conversion the constructor makes.  A copy stays a copy (half h(g) becomes half h = (g)). */
static void half_ctor(RW *w, CXCursor call, CXCursor callee, int kind)
{
	Unit *u = w->u;
	int n = clang_Cursor_getNumArguments(call);
	unsigned b = cursor_begin(call), e = cursor_end(call), open = ctor_open(w, call);
	const char *fn;
	if (n == 0) {
		if (open != (unsigned)-1)   /* __half(), a value-initialized zero */
			rw_replace(w, b, e, shape(kind) == CL_F16_PAIR ? family(kind)->pair_zero
								  : family(kind)->zero);
		return;
	}
	if (n == 1)
		fn = from_value(u->arena, clang_getCursorType(clang_Cursor_getArgument(callee, 0)), kind);
	else
		fn = n == 2 && shape(kind) == CL_F16_PAIR ? family(kind)->pair_of : NULL;
	if (!fn) {
		unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
			  cursor_name(u, callee));
		return;
	}
	const char *close = strchr(fn, '(') ? "))" : ")";
	unsigned arg = n == 1 ? cursor_begin(clang_Cursor_getArgument(call, 0)) : b;
	unsigned shut = open == b && arg > b ? c_style_cast_end(w, b, arg) : (unsigned)-1;
	if (shut != (unsigned)-1) {   /* (__half)f: OpenCL C casts no struct, the call converts */
		rw_replace(w, b, arg, *fn ? arena_printf(u->arena, "%s(", fn) : "");
		if (*fn)
			rw_insert(w, e, close);
		return;
	}
	if (open == (unsigned)-1) {   /* implicit: the argument's text is the call's */
		if (*fn) {
			rw_insert(w, b, arena_printf(u->arena, "%s(", fn));
			rw_insert(w, e, close);
		}
		return;
	}
	/* the type's name before the '(' is a functional cast, as is a static_cast; anything
	 * else names a variable */
	unsigned t = open;
	while (t > b && isspace((unsigned char)w->ef.text[t - 1]))
		t--;
	unsigned s = t;
	while (s > b && (isalnum((unsigned char)w->ef.text[s - 1]) || w->ef.text[s - 1] == '_'))
		s--;
	bool cast = (s == b && cl_half_kind(rw_text_of(w, s, t)) != 0) ||
		    strncmp(w->ef.text + b, "static_cast", 11) == 0;   /* static_cast<__half>(f) */
	if (cast)
		rw_replace(w, b, open + 1, arena_printf(u->arena, "%s(", fn));
	else
		rw_replace(w, open, open + 1, arena_printf(u->arena, " = %s(", fn));
	if (w->ef.text[e - 1] == ')' || w->ef.text[e - 1] == '}')
		rw_replace(w, e - 1, e, close);
}

/* float g = h, (int)h, static_cast<float>(h): the value of a half as the type the
 * conversion operator gives. */
static void half_conversion(RW *w, CXCursor call, CXCursor callee, int kind)
{
	Unit *u = w->u;
	unsigned b = cursor_begin(call), e = cursor_end(call);
	CXType r = clang_getCanonicalType(clang_getCursorResultType(callee));
	if (cl_half_type(r))
		return;   /* operator __half_raw: the same bits */
	if (strstr(rw_text_of(w, b, e), "operator")) {   /* written out: h.operator float() */
		unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
			  cursor_name(u, callee));
		return;
	}
	const Family *f = family(kind);
	const char *head = arena_printf(u->arena, "%s(", f->to_float), *tail = ")";
	if (r.kind == CXType_Bool) {
		head = arena_printf(u->arena, "%s(", f->to_bool);
	} else if (r.kind != CXType_Float) {
		const char *ct = cl_builtin_type(r, false);
		if (!ct) {
			unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
				  cursor_name(u, callee));
			return;
		}
		head = arena_printf(u->arena, "((%s)%s(", ct, f->to_float);
		tail = "))";
	}
	rw_insert(w, b, head);
	rw_insert(w, e, tail);
}

/* The operands of an operator call in source order: its children but the operator's own
 * reference.  Returns how many (at most 2). */
static int operands(CXCursor call, CXCursor callee, CXCursor out[2])
{
	Cursors ch = {0};
	int n = 0;
	cursor_children(call, &ch);
	for (unsigned i = 0; i < ch.len; i++) {
		CXCursor c = cursor_skip_implicit(ch.items[i]);
		if (clang_getCursorKind(c) == CXCursor_DeclRefExpr &&
		    clang_equalCursors(clang_getCursorReferenced(c), callee))
			continue;
		if (n < 2)
			out[n] = ch.items[i];
		n++;
	}
	cursor_list_free(&ch);
	if (n == 2 && cursor_begin(out[1]) < cursor_begin(out[0])) {
		CXCursor t = out[0];
		out[0] = out[1];
		out[1] = t;
	}
	return n;
}

static const struct {
	const char *op, *half, *half2;
} half_ops[] = {
	{"+", "cuport_hadd", "cuport_hadd2"}, {"-", "cuport_hsub", "cuport_hsub2"},
	{"*", "cuport_hmul", "cuport_hmul2"}, {"/", "cuport_hdiv", "cuport_h2div"},
	{"+=", "cuport_hadd_assign", "cuport_hadd2_assign"},
	{"-=", "cuport_hsub_assign", "cuport_hsub2_assign"},
	{"*=", "cuport_hmul_assign", "cuport_hmul2_assign"},
	{"/=", "cuport_hdiv_assign", "cuport_h2div_assign"},
	{"==", "cuport_heq", "cuport_hbeq2"}, {"!=", "cuport_hne", "cuport_hbne2"},
	{"<", "cuport_hlt", "cuport_hblt2"}, {">", "cuport_hgt", "cuport_hbgt2"},
	{"<=", "cuport_hle", "cuport_hble2"}, {">=", "cuport_hge", "cuport_hbge2"},
};

/* Whether the text of a compound assignment's left operand can be evaluated twice, as
 * cuport_hadd_assign(a, b) does: no call, increment or assignment in it. */
static bool repeatable(RW *w, CXCursor e)
{
	const char *t = rw_text_of(w, cursor_begin(e), cursor_end(e));
	return !strchr(t, '(') && !strstr(t, "++") && !strstr(t, "--") && !strchr(t, '=');
}

/* a + b -> cuport_hadd(a, b) (a __half2: cuport_hadd2), a += b -> cuport_hadd_assign(a, b),
 * a < b -> cuport_hlt(a, b), -a -> cuport_hneg(a), +a -> a, h = 1.5f -> h = its conversion;
 * on bfloat16s the same names with the suffix _bf16. */
static bool half_operator(RW *w, CXCursor call, CXCursor callee, int kind)
{
	Unit *u = w->u;
	const char *op = cursor_name(u, callee) + strlen("operator");
	CXCursor a[2];
	int n = operands(call, callee, a);
	if (strcmp(op, "=") == 0) {
		if (n == 2 && clang_Cursor_getNumArguments(callee) >= 1) {
			CXType pt = clang_getCursorType(clang_Cursor_getArgument(
				callee, (unsigned)clang_Cursor_getNumArguments(callee) - 1));
			const char *fn = from_value(u->arena, pt, kind);
			if (fn && *fn) {
				rw_insert(w, cursor_begin(a[1]), arena_printf(u->arena, "%s(", fn));
				rw_insert(w, cursor_end(a[1]), strchr(fn, '(') ? "))" : ")");
			}
		}
		return true;
	}
	if (n == 1 && (strcmp(op, "-") == 0 || strcmp(op, "+") == 0) &&
	    cursor_begin(call) < cursor_begin(a[0])) {
		unsigned at = cursor_begin(call);
		if (*op == '+') {
			rw_replace(w, at, cursor_begin(a[0]), "");
			return true;
		}
		rw_replace(w, at, cursor_begin(a[0]),
			   arena_printf(u->arena, "%s%s(", shape(kind) == CL_F16_PAIR ? "cuport_hneg2"
										  : "cuport_hneg",
					family(kind)->suffix));
		rw_insert(w, cursor_end(a[0]), ")");
		return true;
	}
	for (size_t i = 0; n == 2 && i < countof(half_ops); i++) {
		if (strcmp(op, half_ops[i].op) != 0)
			continue;
		bool compound = strlen(op) == 2 && op[1] == '=' && strchr("+-*/", op[0]);
		if (compound && !repeatable(w, a[0]))
			break;
		rw_insert(w, cursor_begin(a[0]),
			  arena_printf(u->arena, "%s%s(", shape(kind) == CL_F16_PAIR ? half_ops[i].half2
										     : half_ops[i].half,
				       family(kind)->suffix));
		rw_replace(w, cursor_end(a[0]), cursor_begin(a[1]), ", ");
		rw_insert(w, cursor_end(a[1]), ")");
		return true;
	}
	unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
		  cursor_name(u, callee));
	return true;
}

/* The half kind of a function's first 16-bit float parameter, 0 for none. */
static int param_half_kind(CXCursor fn)
{
	int np = clang_Cursor_getNumArguments(fn), k = 0;
	for (int i = 0; !k && i < np; i++)
		k = cl_half_type(clang_getCursorType(clang_Cursor_getArgument(fn, (unsigned)i)));
	return k;
}

/* The half kind an operator works on: its class's, or its first half parameter's. */
static int operator_half_kind(CXCursor callee)
{
	int k = clang_getCursorKind(callee) == CXCursor_CXXMethod ? member_half_kind(callee) : 0;
	if (!k)
		k = param_half_kind(callee);
	return shape(k) == CL_F16_PAIR_RAW ? 0 : k;
}

/* A built-in on 16-bit floats: the rule for its name and the type, "__hadd(half)" (the plain
 * "__hadd" is CUDA's int one) or "__hmul(bf16)", where there is one.  A name CUDA declares
 * for bfloat16s alone (__bfloat162float) has no such rule and is looked up as usual. */
static bool half_overload(RW *w, CXCursor call, CXCursor callee, const char *name)
{
	int k = param_half_kind(callee);
	const Rule *r = k ? rules_find(w->u->run->rules, RULE_DEVICE_FUNC,
				       arena_printf(w->u->arena, "%s(%s)", name, family(k)->tag)) : NULL;
	if (!r)
		return false;
	if (r->support == SUPPORT_UNSUPPORTED || !r->to) {
		unit_diag(w->u, rule_diag(r), clang_getCursorLocation(call), r->from);
		return true;
	}
	CXCursor ce = cursor_child(call, 0);
	if (!cursor_in_macro(ce))
		rw_replace(w, cursor_begin(ce), cursor_end(ce), r->to);
	return true;
}

bool rw_half_call(RW *w, CXCursor call, CXCursor callee)
{
	enum CXCursorKind k = clang_getCursorKind(callee);
	const char *name = cursor_name(w->u, callee);
	if (k == CXCursor_Constructor || k == CXCursor_ConversionFunction) {
		int kind = member_half_kind(callee);
		if (!kind)
			return false;
		if (cursor_in_macro(call)) {
			unit_diag(w->u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(call), name);
			return true;
		}
		if (k == CXCursor_Constructor && shape(kind) != CL_F16_PAIR_RAW)
			half_ctor(w, call, callee, kind);
		else if (k == CXCursor_ConversionFunction)
			half_conversion(w, call, callee, kind);
		return true;
	}
	if (strncmp(name, "operator", 8) == 0 && !isalnum((unsigned char)name[8])) {
		int kind = operator_half_kind(callee);
		if (!kind)
			return false;
		if (cursor_in_macro(call)) {
			unit_diag(w->u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(call), name);
			return true;
		}
		return half_operator(w, call, callee, kind);
	}
	return k == CXCursor_FunctionDecl && half_overload(w, call, callee, name);
}

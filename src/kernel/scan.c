/*
 * Kernel scan: which device function instances the unit's .cl needs, the address space of
 * every pointer in them, and the hidden parameters each one takes.
 *
 * Roots are the kernels defined in the unit (plain ones) and the kernel instances its host
 * code launches (templates). From a root, calls to user device functions are followed; a
 * callee is instantiated once per combination of pointer-parameter spaces, as its callers
 * pass them (DESIGN.md, decision 2). Spaces flow from their sources (kernel parameters are
 * __global, __shared__ variables __local, device symbols __global or __constant, locals
 * __private) through initialisers, assignments, arithmetic, casts, calls and returns.
 */
#include "kernel.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- cursor helpers ---- */

const Rule *kscan_builtin_var(Unit *u, CXCursor ref)
{
	if (clang_getCursorKind(ref) != CXCursor_VarDecl)
		return NULL;
	const Rule *r = rules_find_device(u->run->rules, cursor_name(u, ref), FORMS_VARIABLE);
	return r && !cursor_in_user_code(u, ref) ? r : NULL;
}

/* ---- types the .cl must define ---- */

static bool same_cursor(CXCursor a, CXCursor b)
{
	return clang_equalCursors(clang_getCanonicalCursor(a), clang_getCanonicalCursor(b));
}

static void need_decl(KScan *k, CXCursor d);

static enum CXChildVisitResult need_field_types(CXCursor c, CXCursor parent, CXClientData d)
{
	if (clang_getCursorKind(c) == CXCursor_FieldDecl)
		kscan_need_type(d, clang_getCursorType(c));
	return CXChildVisit_Continue;
}

static enum CXVisitorResult need_instance_field(CXCursor c, CXClientData d)
{
	kscan_need_type(d, clang_getCursorType(c));
	return CXVisit_Continue;
}

static void need_decl(KScan *k, CXCursor d)
{
	if (clang_Cursor_isNull(d))
		return;
	enum CXCursorKind kind = clang_getCursorKind(d);
	bool tdef = kind == CXCursor_TypedefDecl || kind == CXCursor_TypeAliasDecl;
	/* uint as OpenCL's uint needs no declaration; uint as something else is declared as
	 * uint_, wherever it comes from */
	if (tdef && cl_typedef_is_builtin(k->u, d))
		return;
	if (!cursor_in_user_code(k->u, d) && cl_half_kind(cursor_name(k->u, d)))
		return;   /* CUDA's half types are the device header's cuport_half */
	if (!cursor_in_user_code(k->u, d) &&
	    !(tdef && strcmp(cl_typedef_name(k->u, d), cursor_name(k->u, d)) != 0))
		return;
	for (size_t i = 0; i < k->ntypes; i++)
		if (same_cursor(k->types[i], d))
			return;
	if (tdef) {
		kscan_need_type(k, clang_getTypedefDeclUnderlyingType(d));
	} else if (kind == CXCursor_StructDecl || kind == CXCursor_UnionDecl ||
		   kind == CXCursor_ClassDecl) {
		CXCursor def = clang_getCursorDefinition(d);
		if (!clang_Cursor_isNull(def))
			d = def;
		/* A record reached again through its own members (struct Node { Node *next; }):
		 * its pointer members are addresses in the .cl, so it needs no forward. */
		for (size_t i = 0; i < k->npending; i++)
			if (same_cursor(k->pending[i], d))
				return;
		/* Members first, so the definitions come out in dependency order. */
		PUSH(k->pending, k->npending, k->cappending, d);
		if (clang_Cursor_getNumTemplateArguments(d) > 0)   /* an instantiation's own */
			clang_Type_visitFields(clang_getCursorType(d), need_instance_field, k);
		else
			clang_visitChildren(d, need_field_types, k);
		k->npending--;
		for (size_t i = 0; i < k->ntypes; i++)
			if (same_cursor(k->types[i], d))
				return;
	}
	PUSH(k->types, k->ntypes, k->captypes, d);
}

void kscan_need_type(KScan *k, CXType t)
{
	for (int guard = 0; guard < 16; guard++) {
		switch (t.kind) {
		case CXType_Pointer:
		case CXType_LValueReference:
			t = clang_getPointeeType(t);
			continue;
		case CXType_ConstantArray:
		case CXType_IncompleteArray:
			t = clang_getArrayElementType(t);
			continue;
		case CXType_Elaborated:
			t = clang_Type_getNamedType(t);
			continue;
		case CXType_Double:
			return;
		case CXType_Auto:
		case CXType_Unexposed:   /* decltype(e), a specialization, a substituted parameter */
			if (clang_getCanonicalType(t).kind == t.kind)
				return;
			t = clang_getCanonicalType(t);
			continue;
		case CXType_Typedef:
		case CXType_Record:
		case CXType_Enum: {
			CXCursor d = clang_getTypeDeclaration(t);
			if (cl_local_typedef(d)) {
				t = clang_getTypedefDeclUnderlyingType(d);
				continue;
			}
			if (cursor_in_user_code(k->u, d) ||
			    (t.kind == CXType_Typedef && cl_scalar_index(cursor_name(k->u, d)) >= 0)) {
				need_decl(k, d);
				return;
			}
			if (t.kind == CXType_Typedef) {
				t = clang_getTypedefDeclUnderlyingType(d);
				continue;
			}
			return;
		}
		default:
			return;
		}
	}
}

/* ---- instances ---- */

static Inst *find_instance(KScan *k, CXCursor decl, const Space *ps, unsigned n, Space self)
{
	for (size_t i = 0; i < k->ninsts; i++) {
		Inst *in = k->insts[i];
		if (!same_cursor(in->decl, decl) || in->nparams != n || in->self != self)
			continue;
		if (n == 0 || memcmp(in->pspace, ps, n * sizeof *ps) == 0)
			return in;
	}
	return NULL;
}

static CXCursor body_of(CXCursor fn)
{
	Cursors ch = {0};
	cursor_children(fn, &ch);
	CXCursor body = clang_getNullCursor();
	for (unsigned i = 0; i < ch.len; i++)
		if (clang_getCursorKind(ch.items[i]) == CXCursor_CompoundStmt)
			body = ch.items[i];
	cursor_list_free(&ch);
	return body;
}

static bool is_pointer(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_Pointer;
}

/* A parameter written as an array (float m[3][3]) is a pointer (to its rows); libclang
 * gives it the type as written. */
static bool is_pointer_param(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
	       t.kind == CXType_IncompleteArray;
}

bool kscan_is_array_ref(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_LValueReference &&
	       clang_getCanonicalType(clang_getPointeeType(t)).kind == CXType_ConstantArray;
}

bool kscan_is_mutable_ref(CXType t)
{
	unsigned tile;
	if (kscan_is_array_ref(t))
		return true;
	t = clang_getCanonicalType(t);
	/* a group is a value (cuport_group) however it is passed, a barrier or a pipeline an
	 * empty one (async.c) */
	return t.kind == CXType_LValueReference &&
	       !clang_isConstQualifiedType(clang_getPointeeType(t)) &&
	       cl_group_kind(t, &tile) == GROUP_NONE && !cl_is_grid_group(t) &&
	       kasync_kind(t) == ASYNC_NONE;
}

bool kscan_is_ref_field(CXCursor f)
{
	return clang_getCursorKind(f) == CXCursor_FieldDecl &&
	       kscan_is_mutable_ref(clang_getCursorType(f));
}

Space kscan_ref_field_space(const KScan *k, CXCursor f)
{
	f = clang_getCanonicalCursor(f);
	for (size_t i = 0; i < k->nreffields; i++)
		if (clang_equalCursors(k->reffields[i].field, f))
			return k->reffields[i].space;
	return AS_NONE;
}

/* A constructor binds reference member f to an object in space s. One class has one layout,
 * so a second space is a conflict the reviewer hears about (the first stays). */
static void bind_ref_field(KScan *k, CXCursor f, Space s, CXCursor at)
{
	if (!s)
		return;
	Space had = kscan_ref_field_space(k, f);
	if (had == s)
		return;
	if (had) {
		unit_diag(k->u, DIAG_KERNEL_SPACE_CONFLICT, clang_getCursorLocation(at),
			  cursor_name(k->u, f), cl_space_qualifier(had), cl_space_qualifier(s));
		return;
	}
	RefField r = {clang_getCanonicalCursor(f), s};
	PUSH(k->reffields, k->nreffields, k->capreffields, r);
}

static void analyse(KScan *k, Inst *in);

/* The name of a member's class in the .cl (Complex<float> -> Complex_float). */
static const char *class_name(Unit *u, CXCursor member)
{
	return cl_record_name(u, clang_getCursorSemanticParent(member));
}

/* A conversion operator: Class_op_to_<its type> (operator const float *: _op_to_const_floatp). */
static const char *conversion_name(Unit *u, CXCursor decl)
{
	Buf b = {0};
	buf_printf(&b, "%s_op_to_", class_name(u, decl));
	const char *t = cl_type(u, clang_getCursorResultType(decl), false);
	bool sep = false;
	for (const char *p = t; *p; p++) {
		if (isalnum((unsigned char)*p) || *p == '_') {
			if (sep && b.data[b.len - 1] != '_')
				buf_puts(&b, "_");
			buf_append(&b, p, 1);
			sep = false;
		} else if (*p == '*') {
			buf_puts(&b, "p");
		} else {
			sep = true;
		}
	}
	const char *r = arena_strdup(u->arena, b.data);
	buf_free(&b);
	return r;
}

/* "_float3_float" for (float3, float): the parameter types, for names that must tell
 * overloads apart (OpenCL C 1.2 has no overloading). */
static const char *signature(Unit *u, CXCursor decl)
{
	Buf b = {0};
	int n = clang_Cursor_getNumArguments(decl);
	for (int i = 0; i < n; i++) {
		CXType t = clang_getCursorType(clang_Cursor_getArgument(decl, (unsigned)i));
		if (clang_getCanonicalType(t).kind == CXType_LValueReference)
			t = clang_getPointeeType(t);
		const char *ct = cl_type(u, clang_getUnqualifiedType(t), false);
		if (str_starts(ct, "cuport_"))
			ct += 7;
		buf_puts(&b, "_");
		for (const char *p = ct; *p; p++)
			if (isalnum((unsigned char)*p) || *p == '_')
				buf_append(&b, p, 1);
			else if (*p == '*')
				buf_puts(&b, "p");
			else if (*p == ' ' && b.data[b.len - 1] != '_')
				buf_puts(&b, "_");
	}
	const char *r = arena_strdup(u->arena, b.data ? b.data : "");
	buf_free(&b);
	return r;
}

/* operator+ (float3, float3) -> cuport_op_add_float3_float3; a member operator is named
 * after its class: Vec3::operator+(const Vec3 &) -> Vec3_op_add_Vec3. */
static const char *operator_name(Unit *u, CXCursor decl)
{
	static const struct { const char *op, *word; } ops[] = {
		{"+=", "add_assign"}, {"-=", "sub_assign"}, {"*=", "mul_assign"},
		{"/=", "div_assign"}, {"%=", "mod_assign"}, {"&=", "and_assign"},
		{"|=", "or_assign"}, {"^=", "xor_assign"}, {"<<=", "shl_assign"},
		{">>=", "shr_assign"}, {"==", "eq"}, {"!=", "ne"}, {"<=", "le"}, {">=", "ge"},
		{"<<", "shl"}, {">>", "shr"}, {"&&", "land"}, {"||", "lor"}, {"+", "add"},
		{"-", "sub"}, {"*", "mul"}, {"/", "div"}, {"%", "mod"}, {"<", "lt"}, {">", "gt"},
		{"&", "and"}, {"|", "or"}, {"^", "xor"}, {"!", "not"}, {"~", "compl"},
		{"[]", "index"}, {"()", "call"},
	};
	const char *name = cursor_name(u, decl);
	const char *op = name + strlen("operator");
	while (*op == ' ')
		op++;
	const char *word = "call";
	for (size_t i = 0; i < countof(ops); i++)
		if (strcmp(op, ops[i].op) == 0) {
			word = ops[i].word;
			break;
		}
	bool member = clang_getCursorKind(decl) == CXCursor_CXXMethod && !clang_CXXMethod_isStatic(decl);
	int n = clang_Cursor_getNumArguments(decl) + member;
	if (n == 1 && strcmp(word, "sub") == 0)
		word = "neg";
	else if (n == 1 && strcmp(word, "add") == 0)
		word = "plus";
	if (member)
		return arena_printf(u->arena, "%s_op_%s%s", class_name(u, decl), word,
				    signature(u, decl));
	return arena_printf(u->arena, "cuport_op_%s%s", word, signature(u, decl));
}

/* A type OpenCL C computes on natively: scalars and its own 2- and 4-component vectors. */
static bool native_cl_type(Unit *u, CXType t)
{
	if (clang_getCanonicalType(t).kind == CXType_LValueReference)
		t = clang_getPointeeType(t);
	t = clang_getUnqualifiedType(t);
	CXType c = clang_getCanonicalType(t);
	if (c.kind >= CXType_FirstBuiltin && c.kind <= CXType_LastBuiltin)
		return true;
	const char *ct = cl_type(u, t, false);
	size_t n = strlen(ct);
	return !str_starts(ct, "cuport_") && n > 1 && (ct[n - 1] == '2' || ct[n - 1] == '4') &&
	       !cursor_in_user_code(u, clang_getTypeDeclaration(c));
}

/* A user operator on OpenCL vectors (float4 + float4): OpenCL C has it built in. */
static bool native_vector_operator(Unit *u, CXCursor callee)
{
	if (!str_starts(cursor_name(u, callee), "operator"))
		return false;
	int n = clang_Cursor_getNumArguments(callee);
	bool vector = false;
	for (int i = 0; i < n; i++) {
		CXType t = clang_getCursorType(clang_Cursor_getArgument(callee, (unsigned)i));
		if (!native_cl_type(u, t))
			return false;
		CXType c = clang_getCanonicalType(t);
		if (c.kind == CXType_LValueReference)
			c = clang_getCanonicalType(clang_getPointeeType(c));
		vector = vector || c.kind == CXType_Record;
	}
	return vector && native_cl_type(u, clang_getCursorResultType(callee));
}

Inst *kscan_instance(KScan *k, CXCursor decl, const Space *pspace)
{
	return kscan_method_instance(k, decl, pspace, AS_NONE);
}

/* operator+, operator(), operator float: not a function named operators or operator_add. */
static bool is_operator_name(const char *name)
{
	if (!str_starts(name, "operator"))
		return false;
	char c = name[8];
	return !(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		 (c >= '0' && c <= '9'));
}

Inst *kscan_method_instance(KScan *k, CXCursor decl, const Space *pspace, Space self)
{
	if (!clang_isCursorDefinition(decl))
		decl = clang_getCursorDefinition(decl);
	if (clang_Cursor_isNull(decl))
		return NULL;
	int n = clang_Cursor_getNumArguments(decl);
	if (n < 0)
		n = 0;
	Unit *u = k->u;
	/* A root kernel: every pointer parameter is __global. */
	Space *ps = arena_alloc(u->arena, (size_t)(n ? n : 1) * sizeof *ps);
	for (int i = 0; i < n; i++) {
		CXCursor p = clang_Cursor_getArgument(decl, (unsigned)i);
		CXType pt = clang_getCursorType(p);
		ps[i] = !is_pointer_param(pt) && !kscan_is_mutable_ref(pt) ? AS_NONE
			: pspace ? pspace[i] : AS_GLOBAL;
	}
	Inst *in = find_instance(k, decl, ps, (unsigned)n, self);
	if (in)
		return in;
	in = arena_alloc(u->arena, sizeof *in);
	in->decl = decl;
	in->method = self != AS_NONE;
	in->self = self;
	in->ctor = clang_getCursorKind(decl) == CXCursor_Constructor;
	in->kernel = (collect_cuda_attrs(decl) & CUDA_ATTR_GLOBAL) != 0;
	in->nparams = (unsigned)n;
	in->pspace = ps;
	in->base = names_cl_function(u, decl);
	if (in->ctor)
		in->base = arena_printf(u->arena, "%s_new", class_name(u, decl));
	else if (clang_getCursorKind(decl) == CXCursor_ConversionFunction)
		in->base = conversion_name(u, decl);
	else if (clang_getCursorKind(decl) == CXCursor_CXXMethod && !is_operator_name(in->base))
		in->base = arena_printf(u->arena, "%s_%s", class_name(u, decl), in->base);
	else if (is_operator_name(in->base))
		in->base = operator_name(u, decl);
	else if (cl_builtin_function(in->base) || cl_reserved(in->base, strlen(in->base)))
		in->base = arena_printf(u->arena, "%s_", in->base);
	in->name = in->base;
	CXFile f;
	clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(decl)), &f, NULL,
				   NULL, &in->begin);
	in->file = unit_cxfile_path(u, f);
	in->end = cursor_end(decl);
	in->body = cursor_begin(body_of(decl));
	PUSH(k->insts, k->ninsts, k->capinsts, in);
	analyse(k, in);
	return in;
}

/* ---- constructors, operators, objects ---- */

Space kscan_this_space(const Inst *in)
{
	return in->method && in->self != AS_VALUE ? in->self : AS_PRIVATE;
}

/* ---- spaces ---- */

Space kscan_var_space(const Inst *in, CXCursor decl)
{
	for (size_t i = 0; i < in->nvars; i++)
		if (clang_equalCursors(in->vars[i].decl, decl))
			return in->vars[i].space;
	return AS_NONE;
}

static bool is_symbol(Unit *u, CXCursor decl, Space *sp)
{
	if (clang_getCursorKind(decl) != CXCursor_VarDecl && !names_is_var_instance(decl))
		return false;
	enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(decl));
	if (pk != CXCursor_TranslationUnit && pk != CXCursor_Namespace)
		return false;
	unsigned a = collect_cuda_attrs(decl);
	if (a & CUDA_ATTR_SHARED)
		return false;
	if (a & CUDA_ATTR_CONSTANT) {
		*sp = AS_CONSTANT;
		return true;
	}
	if ((a & CUDA_ATTR_DEVICE) || collect_is_texture_ref(u, decl)) {
		*sp = AS_GLOBAL;
		return true;
	}
	return false;
}

/* `extern __shared__ T a[]` at namespace scope: a name for the launch's dynamic shared
 * memory that any device function may use, as a function-scope one is in its function. */
static bool is_file_dynamic_array(CXCursor decl)
{
	if (clang_getCursorKind(decl) != CXCursor_VarDecl ||
	    !(collect_cuda_attrs(decl) & CUDA_ATTR_SHARED) ||
	    clang_getCanonicalType(clang_getCursorType(decl)).kind != CXType_IncompleteArray)
		return false;
	/* lexically: a block-scope extern declaration's semantic parent is the namespace too */
	enum CXCursorKind pk = clang_getCursorKind(clang_getCursorLexicalParent(decl));
	return pk == CXCursor_TranslationUnit || pk == CXCursor_Namespace;
}

/* `__shared__ T a[N]` (or a scalar) at namespace scope: one block-shared variable that any
 * device function may name; each kernel that uses it, itself or through its callees,
 * declares it and passes it down, as it does a device function's own __shared__. */
static bool is_file_shared(CXCursor decl)
{
	if (clang_getCursorKind(decl) != CXCursor_VarDecl ||
	    !(collect_cuda_attrs(decl) & CUDA_ATTR_SHARED) ||
	    clang_getCanonicalType(clang_getCursorType(decl)).kind == CXType_IncompleteArray)
		return false;
	enum CXCursorKind pk = clang_getCursorKind(clang_getCursorLexicalParent(decl));
	return pk == CXCursor_TranslationUnit || pk == CXCursor_Namespace;
}

/* An instance of a variable template the kernels take: the host registers it (u->vsyms). */
static void symbol_instance(Unit *u, CXCursor decl, const char *name)
{
	for (size_t i = 0; i < u->nvsyms; i++)
		if (strcmp(u->vsyms[i].name, name) == 0)
			return;
	SymbolInstance s = {name, names_var_instance(u, decl, true)};
	if (!s.cxx)
		unit_diag(u, DIAG_SYMBOL_INSTANCE_UNSPELLED, clang_getCursorLocation(decl), name);
	PUSH(u->vsyms, u->nvsyms, u->capvsyms, s);
}

/* Where the variable decl itself lives. */
static Space var_location(Unit *u, CXCursor decl)
{
	Space sp;
	if (clang_getCursorKind(decl) == CXCursor_VarDecl && (collect_cuda_attrs(decl) & CUDA_ATTR_SHARED))
		return AS_LOCAL;
	if (is_symbol(u, decl, &sp))
		return sp;
	if (kconst_is_host_constant(NULL, decl))
		return AS_CONSTANT;   /* declared __constant in the .cl (consts.c) */
	return AS_PRIVATE;
}

static int param_index(const Inst *in, CXCursor decl)
{
	for (unsigned i = 0; i < in->nparams; i++)
		if (clang_equalCursors(clang_Cursor_getArgument(in->decl, i), decl))
			return (int)i;
	return -1;
}

static bool is_array(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
	       t.kind == CXType_VariableArray || t.kind == CXType_DependentSizedArray;
}

/* A local array of pointers (volatile int *rows[4]): its elements point into one space, which
 * the scan infers as a pointer variable's and its declaration is given. */
bool kscan_is_pointer_array(CXType t)
{
	CXType c = clang_getCanonicalType(t);
	return c.kind == CXType_ConstantArray &&
	       clang_getCanonicalType(clang_getArrayElementType(c)).kind == CXType_Pointer;
}

/* The local array of pointers e's element is read from (rows[i]), or a null cursor. */
static CXCursor pointer_array_of(const Inst *in, CXCursor e)
{
	if (clang_getCursorKind(e) != CXCursor_ArraySubscriptExpr)
		return clang_getNullCursor();
	CXCursor base = cursor_skip_implicit(cursor_child(e, 0));
	if (clang_getCursorKind(base) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	CXCursor d = clang_getCursorReferenced(base);
	if (clang_getCursorKind(d) != CXCursor_VarDecl || param_index(in, d) >= 0 ||
	    !kscan_is_pointer_array(clang_getCursorType(d)))
		return clang_getNullCursor();
	return d;
}

static Space decl_value_space(KScan *k, Inst *in, CXCursor decl)
{
	enum CXCursorKind dk = clang_getCursorKind(decl);
	if (dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl && !names_is_var_instance(decl))
		return AS_NONE;
	const Capture *cap = klambda_capture(k, in, decl);
	if (cap)
		return cap->points;
	int pi = param_index(in, decl);
	if (pi >= 0)
		return in->pspace[pi];
	if (is_array(clang_getCursorType(decl)))
		return var_location(k->u, decl);
	Space sp;
	if (is_symbol(k->u, decl, &sp))
		return AS_GLOBAL; /* a pointer stored in a device variable: device memory */
	return kscan_var_space(in, decl);
}

static CallSite *find_call(Inst *in, CXCursor call)
{
	for (size_t i = 0; i < in->ncalls; i++)
		if (clang_equalCursors(in->calls[i].call, call))
			return &in->calls[i];
	for (size_t i = 0; i < in->nhints; i++)
		if (clang_equalCursors(in->hints[i].call, call))
			return &in->hints[i];
	return NULL;
}

Space kscan_value_space(KScan *k, Inst *in, CXCursor e)
{
	e = cursor_skip_implicit(e);
	switch (clang_getCursorKind(e)) {
	case CXCursor_DeclRefExpr:
		return decl_value_space(k, in, clang_getCursorReferenced(e));
	case CXCursor_UnaryOperator: {
		CXCursor sub = cursor_child(e, 0);
		enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(e);
		if (op == CXUnaryOperator_AddrOf)
			return kscan_lvalue_space(k, in, sub);
		if (op == CXUnaryOperator_Deref)
			return AS_GLOBAL;
		return kscan_value_space(k, in, sub);
	}
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator: {
		CXCursor a = cursor_child(e, 0), b = cursor_child(e, 1);
		enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
		if (op == CXBinaryOperator_Assign || op == CXBinaryOperator_Comma)
			return kscan_value_space(k, in, b);
		if (is_pointer(clang_getCursorType(a)) || is_array(clang_getCursorType(a)))
			return kscan_value_space(k, in, a);
		return kscan_value_space(k, in, b);
	}
	case CXCursor_ConditionalOperator: {
		Space s = kscan_value_space(k, in, cursor_child(e, 1));
		return s ? s : kscan_value_space(k, in, cursor_child(e, 2));
	}
	case CXCursor_ArraySubscriptExpr:
	case CXCursor_MemberRefExpr: {
		if (is_array(clang_getCursorType(e)))
			return kscan_lvalue_space(k, in, e);
		CXCursor rows = pointer_array_of(in, e);
		Space s = clang_Cursor_isNull(rows) ? AS_NONE : kscan_var_space(in, rows);
		return s ? s : AS_GLOBAL;
	}
	case CXCursor_CallExpr: {
		if (kscan_is_std_identity(k->u, e))
			return kscan_value_space(k, in, clang_Cursor_getArgument(e, 0));
		CallSite *cs = find_call(in, e);
		if (cs && cs->callee)
			return cs->callee->ret;
		return AS_GLOBAL;
	}
	case CXCursor_CXXThisExpr:
		return kscan_this_space(in);
	case CXCursor_StringLiteral:
		return AS_CONSTANT;   /* OpenCL C places string literals in __constant */
	case CXCursor_InitListExpr: {
		/* {"alpha", "be"} of an array of pointers: where its elements point */
		Cursors ch = {0};
		Space s = AS_NONE;
		cursor_children(e, &ch);
		for (unsigned i = 0; i < ch.len && s == AS_NONE; i++)
			s = kscan_value_space(k, in, ch.items[i]);
		cursor_list_free(&ch);
		return s;
	}
	case CXCursor_CXXNewExpr: {
		/* a block of the device heap, or where a placement new puts the object */
		CXCursor where = kheap_new_place(e);
		return clang_Cursor_isNull(where) ? AS_GLOBAL : kscan_value_space(k, in, where);
	}
	default:
		return AS_NONE;
	}
}

Space kscan_lvalue_space(KScan *k, Inst *in, CXCursor e)
{
	e = cursor_skip_implicit(e);
	switch (clang_getCursorKind(e)) {
	case CXCursor_DeclRefExpr: {
		CXCursor d = clang_getCursorReferenced(e);
		const Capture *cap = klambda_capture(k, in, d);
		if (cap)   /* in its lambda: the variable, or the copy in the closure */
			return cap->byref ? cap->where : kscan_this_space(in);
		if (clang_getCursorKind(d) == CXCursor_ParmDecl) {
			int pi = param_index(in, d);
			return pi >= 0 && kscan_is_mutable_ref(clang_getCursorType(d)) ? in->pspace[pi]
										  : AS_PRIVATE;
		}
		if (clang_getCursorKind(d) == CXCursor_VarDecl)
			return kscan_is_mutable_ref(clang_getCursorType(d)) ? kscan_var_space(in, d)
								      : var_location(k->u, d);
		if (names_is_var_instance(d))   /* a variable template's instance */
			return var_location(k->u, d);
		return AS_NONE;
	}
	case CXCursor_ArraySubscriptExpr: {
		CXCursor base = cursor_child(e, 0);
		if (is_array(clang_getCursorType(cursor_skip_implicit(base))))
			return kscan_lvalue_space(k, in, base);
		return kscan_value_space(k, in, base);
	}
	case CXCursor_UnaryOperator:
		if (clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_Deref)
			return kscan_value_space(k, in, cursor_child(e, 0));
		return AS_NONE;
	case CXCursor_MemberRefExpr: {
		CXCursor f = clang_getCursorReferenced(e);
		if (kscan_is_ref_field(f)) {   /* a pointer in the .cl: where it points */
			Space s = kscan_ref_field_space(k, f);
			return s ? s : AS_GLOBAL;
		}
		if (cursor_nchildren(e) == 0)   /* a member of the object a method runs on */
			return kscan_this_space(in);
		CXCursor base = cursor_child(e, 0);
		if (is_pointer(clang_getCursorType(cursor_skip_implicit(base))))
			return kscan_value_space(k, in, base);
		return kscan_lvalue_space(k, in, base);
	}
	case CXCursor_CallExpr: {
		if (kscan_is_std_identity(k->u, e))
			return kscan_lvalue_space(k, in, clang_Cursor_getArgument(e, 0));
		CallSite *cs = find_call(in, e);
		if (cs && cs->callee && kscan_is_mutable_ref(clang_getCursorResultType(cs->callee->decl)))
			return cs->callee->ret;
		/* a method returning a reference not analysed yet (the object of an outer call is
		 * looked at first): the object it runs on, as return *this gives */
		CXCursor callee = clang_getCursorReferenced(e);
		if (clang_getCursorKind(callee) == CXCursor_CXXMethod &&
		    !clang_CXXMethod_isStatic(callee) &&
		    kscan_is_mutable_ref(clang_getCursorResultType(callee))) {
			bool arrow = false;
			CXCursor obj = cursor_call_arg_offset(e, callee) ? clang_Cursor_getArgument(e, 0)
								  : cursor_member_call_object(e, &arrow);
			if (clang_Cursor_isNull(obj))
				return kscan_this_space(in);
			return arrow ? kscan_value_space(k, in, obj) : kscan_lvalue_space(k, in, obj);
		}
		return AS_GLOBAL;
	}
	default:
		return AS_NONE;
	}
}

/* ---- analysis of one instance ---- */

typedef struct {
	KScan *k;
	Inst *in;
	int pass;                /* 0, 1: spaces of variables; 2: calls and resources */
	bool changed;
} Walk;

static void visit(Walk *w, CXCursor c);

static void set_var_space(Walk *w, CXCursor decl, Space s, CXCursor at)
{
	if (!s)
		return;
	Inst *in = w->in;
	for (size_t i = 0; i < in->nvars; i++) {
		if (!clang_equalCursors(in->vars[i].decl, decl))
			continue;
		if (in->vars[i].space == s || w->pass == 2)
			return;
		if (in->vars[i].space && in->vars[i].space != s) {
			unit_diag(w->k->u, DIAG_KERNEL_SPACE_CONFLICT, clang_getCursorLocation(at),
				  cursor_name(w->k->u, decl), cl_space_qualifier(in->vars[i].space),
				  cl_space_qualifier(s));
			return;
		}
		in->vars[i].space = s;
		w->changed = true;
		return;
	}
	VarSpace v = {decl, s};
	PUSH(in->vars, in->nvars, in->capvars, v);
	w->changed = true;
}

bool kscan_is_grid_sync(Unit *u, CXCursor call, CXCursor callee)
{
	if (strcmp(cursor_name(u, callee), "sync") != 0)
		return false;
	if (clang_getCursorKind(callee) == CXCursor_CXXMethod)
		return strcmp(cursor_name(u, clang_getCursorSemanticParent(callee)), "grid_group") == 0;
	return clang_Cursor_getNumArguments(call) == 1 &&
	       cl_is_grid_group(clang_getCursorType(clang_Cursor_getArgument(call, 0)));
}

static Res *get_res(KScan *k, ResKind kind, CXCursor decl)
{
	for (size_t i = 0; i < k->nshared; i++) {
		Res *r = k->shared_res[i];
		if (r->kind == kind && (kind == RES_WARP || kind == RES_DYNAMIC || kind == RES_SYNC ||
					kind == RES_GRID || kind == RES_ASSERT || kind == RES_LAUNCH ||
					kind == RES_HEAP ||
					kind == RES_CLOCK || kind == RES_ACTIVE ||
					clang_equalCursors(r->decl, decl)))
			return r;
	}
	return NULL;
}

static void inst_add_res(Inst *in, Res *r)
{
	for (size_t i = 0; i < in->nres; i++)
		if (in->res[i] == r)
			return;
	PUSH(in->res, in->nres, in->capres, r);
}

static Res *make_res(KScan *k, ResKind kind, CXCursor decl)
{
	Res *r = get_res(k, kind, decl);
	if (r)
		return r;
	Unit *u = k->u;
	r = arena_alloc(u->arena, sizeof *r);
	r->kind = kind;
	r->decl = decl;
	switch (kind) {
	case RES_WARP:
		r->name = r->kname = "cuport_ws";
		break;
	case RES_SYNC:
		r->name = r->kname = "cuport_sync";
		r->scalar = true;
		break;
	case RES_CLOCK:
		r->name = r->kname = "cuport_clk";
		break;
	case RES_ACTIVE:
		r->name = r->kname = "cuport_active";
		break;
	case RES_GRID:
		r->name = r->kname = "cuport_grid_barrier";
		break;
	case RES_ASSERT:
		r->name = r->kname = "cuport_assert_flag";
		break;
	case RES_LAUNCH:
		r->name = r->kname = "cuport_launch_queue";
		break;
	case RES_HEAP:
		r->name = r->kname = "cuport_heap";
		break;
	case RES_DYNAMIC:
		r->name = r->kname = "cuport_dynamic_shared";
		r->elem = "uint4";
		break;
	case RES_SYMBOL: {
		r->name = r->kname = cl_ident(u, decl);
		if (names_is_var_instance(decl)) {
			r->name = r->kname = names_var_instance(u, decl, false);
			symbol_instance(u, decl, r->name);
		}
		CXType t = clang_getCursorType(decl);
		r->scalar = !is_array(t);
		is_symbol(u, decl, &r->space);
		if (collect_is_texture_ref(u, decl)) {
			/* read by tex1D/tex2D/tex3D: an image and a sampler (ktex_ref_param);
			 * by tex1Dfetch, or a surface: the address it is bound to */
			r->image = ktex_ref_kind(u, decl);
			r->scalar = !r->image;
			r->elem = "ulong";
			break;
		}
		r->elem = cl_type(u, r->scalar ? t : clang_getArrayElementType(t), false);
		kscan_need_type(k, t);
		break;
	}
	case RES_SHARED: {
		r->name = cursor_name(u, decl);
		CXCursor fn = clang_getCursorSemanticParent(decl);
		r->kname = is_file_shared(decl) ? r->name   /* one per program: its own name */
			   : arena_printf(u->arena, "%s_%s", cursor_name(u, fn), r->name);
		CXType t = clang_getCursorType(decl);
		r->scalar = !is_array(t);
		kscan_need_type(k, t);
		break;
	}
	}
	PUSH(k->shared_res, k->nshared, k->capshared, r);
	return r;
}

void kscan_add_launch_queue(KScan *k, Inst *in)
{
	inst_add_res(in, make_res(k, RES_LAUNCH, clang_getNullCursor()));
}

void kscan_add_heap(KScan *k, Inst *in)
{
	inst_add_res(in, make_res(k, RES_HEAP, clang_getNullCursor()));
}

/* in names the namespace-scope dynamic shared array decl: it takes the dynamic buffer
 * (threaded down from its kernel like any resource) and declares decl over it. */
static void add_dyn_array(KScan *k, Inst *in, CXCursor decl)
{
	inst_add_res(in, make_res(k, RES_DYNAMIC, clang_getNullCursor()));
	for (size_t i = 0; i < in->ndyn_arrays; i++)
		if (same_cursor(in->dyn_arrays[i], decl))
			return;
	PUSH(in->dyn_arrays, in->ndyn_arrays, in->capdyn_arrays, decl);
}

void kscan_add_active(KScan *k, Inst *in)
{
	inst_add_res(in, make_res(k, RES_ACTIVE, clang_getNullCursor()));
}

/* What a call of a CUDA built-in needs from its kernel (NEED() bits), from its entry in
 * the device_functions table; 0 for anything else. */
static unsigned builtin_needs(Unit *u, const char *name)
{
	const Rule *r = rules_find(u->run->rules, RULE_DEVICE_FUNC, name);
	return r ? r->needs : 0;
}

static bool name_in(const char *name, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(name, list[i]) == 0)
			return true;
	return false;
}

/* A method of a cooperative-groups tile that exchanges data between lanes. */
static bool is_tile_exchange(Unit *u, CXCursor callee)
{
	static const char *const m[] = {"shfl", "shfl_up", "shfl_down", "shfl_xor", "any",
					"all", "ballot", "sync", "reduce"};
	const char *name = cursor_name(u, callee);
	if (!name_in(name, m, countof(m)))
		return false;
	CXCursor cls = clang_getCursorSemanticParent(callee);
	const char *cn = cursor_name(u, cls);
	if (strcmp(name, "sync") == 0 && strcmp(cn, "thread_block") == 0)
		return false;
	return clang_getCursorKind(cls) != CXCursor_Namespace && !cursor_is_user_function(u, callee);
}

/* cg::coalesced_threads(), cg::labeled_partition, cg::binary_partition: a group made by a
 * vote of the warp's lanes. */
static bool is_group_maker(Unit *u, CXCursor callee)
{
	static const char *const m[] = {"coalesced_threads", "labeled_partition", "binary_partition"};
	return name_in(cursor_name(u, callee), m, countof(m)) && !cursor_is_user_function(u, callee) &&
	       clang_getCursorKind(clang_getCursorSemanticParent(callee)) == CXCursor_Namespace;
}

/* cg::sync(g) of a tile, or of a group known only at run time: a warp exchange too. */
bool kscan_is_free_tile_sync(Unit *u, CXCursor call, CXCursor callee)
{
	if (strcmp(cursor_name(u, callee), "sync") != 0 || cursor_is_user_function(u, callee) ||
	    clang_getCursorKind(clang_getCursorSemanticParent(callee)) != CXCursor_Namespace ||
	    clang_Cursor_getNumArguments(call) != 1)
		return false;
	unsigned tile;
	GroupKind gk = cl_group_kind(clang_getCursorType(cursor_skip_implicit(clang_Cursor_getArgument(call, 0))),
				     &tile);
	return gk == GROUP_TILE || gk == GROUP_ANY;
}

/* The template of an asm statement's tokens [*i, n) (adjacent literals joined), without
 * blanks, with %% as %; *i is left after it. */
static char *asm_template(CXTranslationUnit tu, CXToken *t, unsigned n, unsigned *i)
{
	Buf b = {0};
	for (; *i < n && clang_getTokenKind(t[*i]) == CXToken_Literal; (*i)++) {
		CXString s = clang_getTokenSpelling(tu, t[*i]);
		const char *p = clang_getCString(s);
		for (p = *p == '"' ? p + 1 : p; *p && *p != '"'; p++) {
			if (*p == '\\' && p[1] == 'n') {   /* "\n\t" between instructions */
				p++;
				continue;
			}
			if (*p == ' ' || *p == '\t' || (*p == '%' && p[1] == '%'))
				continue;
			buf_append(&b, p, 1);
		}
		clang_disposeString(s);
	}
	return b.data ? b.data : xstrdup("");
}

static bool token_is(CXTranslationUnit tu, CXToken t, const char *s)
{
	CXString sp = clang_getTokenSpelling(tu, t);
	bool r = strcmp(clang_getCString(sp), s) == 0;
	clang_disposeString(sp);
	return r;
}

AsmClock kscan_asm_clock(KScan *k, CXCursor stmt)
{
	/* The one-instruction reads of a special register, blanks left out: a clock is a call
	 * of the runtime's on the work-item's counter (RES_CLOCK), another register an
	 * expression of the device header's. A warp is 32 consecutive work-items of the
	 * work-group (%warpid its index there, %nwarpid their number); OpenCL has no
	 * multiprocessors to name, so a work-group runs on "SM" 0 of 1. */
	static const struct { const char *tmpl, *fn; } forms[] = {
		{"mov.u64%0,%clock64;", "cuport_clock64"},
		{"mov.u32%0,%clock;", "cuport_clock"},
		{"mov.u64%0,%globaltimer;", "cuport_globaltimer"},
		{"mov.u32%0,%globaltimer_lo;", "(uint)cuport_globaltimer"},
		{"mov.u32%0,%laneid;", "cuport_lane_id()"},
		{"mov.u32%0,%warpid;", "cuport_warp_id()"},
		{"mov.u32%0,%nwarpid;", "cuport_warp_count()"},
		{"mov.u32%0,%lanemask_eq;", "cuport_lanemask_eq()"},
		{"mov.u32%0,%lanemask_lt;", "cuport_lanemask_lt()"},
		{"mov.u32%0,%lanemask_le;", "cuport_lanemask_le()"},
		{"mov.u32%0,%lanemask_gt;", "cuport_lanemask_gt()"},
		{"mov.u32%0,%lanemask_ge;", "cuport_lanemask_ge()"},
		{"mov.u32%0,%smid;", "0u"},
		{"mov.u32%0,%nsmid;", "1u"},
	};
	AsmClock r = {0};
	CXTranslationUnit tu = k->p->tu;
	CXToken *t;
	unsigned n, i = 0;
	clang_tokenize(tu, clang_getCursorExtent(stmt), &t, &n);
	while (i < n && clang_getTokenKind(t[i]) != CXToken_Literal)
		i++;
	char *tmpl = asm_template(tu, t, n, &i);
	r.reads_clock = strstr(tmpl, "%clock") || strstr(tmpl, "%globaltimer");
	const char *fn = NULL;
	for (size_t f = 0; f < countof(forms) && !fn; f++)
		if (strcmp(tmpl, forms[f].tmpl) == 0 ||
		    (strncmp(tmpl, forms[f].tmpl, strlen(tmpl)) == 0 &&
		     strlen(tmpl) + 1 == strlen(forms[f].tmpl)))   /* the ';' left out */
			fn = forms[f].fn;
	free(tmpl);
	/* : "=l"(expr) and nothing else but clobbers */
	unsigned open = 0, depth = 0, close = 0;
	if (fn && i + 2 < n && token_is(tu, t[i], ":") &&
	    clang_getTokenKind(t[i + 1]) == CXToken_Literal && token_is(tu, t[i + 2], "(")) {
		open = i + 2;
		for (unsigned j = open; j < n && !close; j++) {
			if (token_is(tu, t[j], "("))
				depth++;
			else if (token_is(tu, t[j], ")") && --depth == 0)
				close = j;
		}
		for (unsigned j = close + 1; close && j + 1 < n; j++)   /* the last is asm's ')' */
			if (token_is(tu, t[j], "("))
				close = 0;   /* an input operand */
	}
	if (fn && close > open + 1) {
		CXSourceRange b = clang_getTokenExtent(tu, t[open + 1]);
		CXSourceRange e = clang_getTokenExtent(tu, t[close - 1]);
		CXFile fb, fe;
		clang_getSpellingLocation(clang_getRangeStart(b), &fb, NULL, NULL, &r.expr_begin);
		clang_getSpellingLocation(clang_getRangeEnd(e), &fe, NULL, NULL, &r.expr_end);
		if (fb && fe && clang_File_isEqual(fb, fe))
			r.fn = fn;
	}
	clang_disposeTokens(tu, t, n);
	return r;
}

/* One operand list of an asm statement from t[*i] (its ':' already passed): the byte range
 * of each operand's expression, at most max of them; -1 when it is not plain. */
static int asm_operand_list(CXTranslationUnit tu, CXToken *t, unsigned n, unsigned *i,
			    unsigned (*range)[2], int max)
{
	int count = 0;
	while (*i + 1 < n && clang_getTokenKind(t[*i]) == CXToken_Literal && token_is(tu, t[*i + 1], "(")) {
		unsigned open = *i + 1, close = 0, depth = 0;
		for (unsigned j = open; j < n && !close; j++) {
			if (token_is(tu, t[j], "("))
				depth++;
			else if (token_is(tu, t[j], ")") && --depth == 0)
				close = j;
		}
		if (!close || close == open + 1 || count == max)
			return -1;
		CXFile fb, fe;
		clang_getSpellingLocation(clang_getRangeStart(clang_getTokenExtent(tu, t[open + 1])), &fb,
					  NULL, NULL, &range[count][0]);
		clang_getSpellingLocation(clang_getRangeEnd(clang_getTokenExtent(tu, t[close - 1])), &fe,
					  NULL, NULL, &range[count][1]);
		if (!fb || !fe || !clang_File_isEqual(fb, fe))
			return -1;
		count++;
		*i = close + 1;
		if (*i < n && token_is(tu, t[*i], ","))
			(*i)++;
	}
	return count;
}

/* Whether the template tmpl (blanks left out) is the form f, where '#' stands for an
 * integer literal (lop3's table), which *imm receives. A form's ';' may be left out. */
static bool asm_form_matches(const char *f, const char *tmpl, char *imm, size_t cap)
{
	*imm = 0;
	while (*f && *tmpl) {
		if (*f == '#') {
			size_t k = 0;
			while (isxdigit((unsigned char)*tmpl) || *tmpl == 'x' || *tmpl == 'X')
				if (k + 1 < cap)
					imm[k++] = *tmpl++;
				else
					return false;
			imm[k] = 0;
			if (!k)
				return false;
			f++;
			continue;
		}
		if (*f++ != *tmpl++)
			return false;
	}
	return !*tmpl && (!*f || strcmp(f, ";") == 0);
}

/* PTX's SIMD video instructions on four bytes or two half-words of a word, with the default
 * lane selectors and mask: "vabsdiff4.u32.u32.u32.add%0,%1,%2,%3;", vset2.s32.s32.lt...
 * Each is the device header's cuport_vop4/cuport_vop2 of (a, b, c, mode), the mode a literal
 * that says the operation and the modifiers (CUPORT_VOP_* there: bits 0-3 the operation,
 * then the signedness of a, b and d, .sat and .add), which *imm receives. NULL when tmpl is
 * not such an instruction or writes a selector or a mask. */
static const char *asm_video(const char *tmpl, char *imm, size_t cap)
{
	static const char *const ops[] = {"vadd", "vsub", "vavrg", "vabsdiff", "vmin", "vmax"};
	static const char *const cmps[] = {"eq", "ne", "lt", "le", "gt", "ge"};
	const char *dot = strchr(tmpl, '.');
	if (!dot || dot - tmpl < 2 || (dot[-1] != '4' && dot[-1] != '2'))
		return NULL;
	size_t oplen = (size_t)(dot - tmpl) - 1;
	bool set = oplen == 4 && strncmp(tmpl, "vset", 4) == 0;
	int op = -1;
	for (size_t i = 0; i < countof(ops) && op < 0 && !set; i++)
		if (strlen(ops[i]) == oplen && strncmp(tmpl, ops[i], oplen) == 0)
			op = (int)i;
	if (op < 0 && !set)
		return NULL;
	/* the types: d, a, b for an operation, a, b for vset; then vset's comparison */
	unsigned mode = 0, ntypes = set ? 2 : 3;
	const char *p = dot;
	for (unsigned i = 0; i < ntypes; i++, p += 4) {
		if (strncmp(p, ".s32", 4) != 0 && strncmp(p, ".u32", 4) != 0)
			return NULL;
		unsigned which = set ? i : (i + 2) % 3;   /* a 0x10, b 0x20, d 0x40 */
		mode |= p[1] == 's' ? 0x10u << which : 0;
	}
	if (set) {
		int c = -1;
		for (size_t i = 0; i < countof(cmps) && c < 0; i++)
			if (p[0] == '.' && strncmp(p + 1, cmps[i], 2) == 0)
				c = (int)i;
		if (c < 0)
			return NULL;
		op = 6 + c;
		p += 3;
	}
	mode |= (unsigned)op;
	if (strncmp(p, ".sat", 4) == 0 && !set) {
		mode |= 0x80;
		p += 4;
	} else if (strncmp(p, ".add", 4) == 0) {
		mode |= 0x100;
		p += 4;
	}
	if (strcmp(p, "%0,%1,%2,%3;") != 0 && strcmp(p, "%0,%1,%2,%3") != 0)
		return NULL;
	snprintf(imm, cap, "0x%x", mode);
	return dot[-1] == '4' ? "cuport_vop4" : "cuport_vop2";
}

AsmOp kscan_asm_op(KScan *k, CXCursor stmt)
{
	/* One instruction of one result whose inputs are its operands in order: a call of the
	 * device header's (or OpenCL's) function on them, '#' a literal appended as the last
	 * argument. The approximate math is OpenCL's native_ or precise function. */
	static const struct { const char *tmpl, *fn; int nin; } forms[] = {
		{"brev.b32%0,%1;", "cuport_brev", 1},
		{"bfind.u32%0,%1;", "cuport_bfind_u32", 1},
		{"bfind.s32%0,%1;", "cuport_bfind_s32", 1},
		{"popc.b32%0,%1;", "popcount", 1},
		{"clz.b32%0,%1;", "clz", 1},
		{"prmt.b32%0,%1,%2,%3;", "cuport_byte_perm", 3},
		{"lop3.b32%0,%1,%2,%3,#;", "cuport_lop3", 3},
		{"lop3.b32%0,%1,%2,%3,%4;", "cuport_lop3", 4},
		{"tanh.approx.f32%0,%1;", "tanh", 1},
		{"ex2.approx.f32%0,%1;", "native_exp2", 1},
		{"ex2.approx.ftz.f32%0,%1;", "native_exp2", 1},
		{"lg2.approx.f32%0,%1;", "native_log2", 1},
		{"lg2.approx.ftz.f32%0,%1;", "native_log2", 1},
		{"rcp.approx.f32%0,%1;", "native_recip", 1},
		{"rcp.approx.ftz.f32%0,%1;", "native_recip", 1},
		{"rsqrt.approx.f32%0,%1;", "native_rsqrt", 1},
		{"rsqrt.approx.ftz.f32%0,%1;", "native_rsqrt", 1},
		{"sqrt.approx.f32%0,%1;", "native_sqrt", 1},
		{"sin.approx.f32%0,%1;", "native_sin", 1},
		{"cos.approx.f32%0,%1;", "native_cos", 1},
	};
	AsmOp r = {0};
	CXTranslationUnit tu = k->p->tu;
	CXToken *t;
	unsigned n, i = 0;
	clang_tokenize(tu, clang_getCursorExtent(stmt), &t, &n);
	while (i < n && clang_getTokenKind(t[i]) != CXToken_Literal)
		i++;
	char *tmpl = asm_template(tu, t, n, &i);
	char imm[24];
	int f = -1;
	for (size_t j = 0; j < countof(forms) && f < 0; j++)
		if (asm_form_matches(forms[j].tmpl, tmpl, imm, sizeof imm))
			f = (int)j;
	const char *video = f < 0 ? asm_video(tmpl, imm, sizeof imm) : NULL;
	free(tmpl);
	unsigned out[1][2];
	if ((f >= 0 || video) && i < n && token_is(tu, t[i], ":")) {
		i++;
		if (asm_operand_list(tu, t, n, &i, out, 1) == 1 && i < n && token_is(tu, t[i], ":")) {
			i++;
			int nin = asm_operand_list(tu, t, n, &i, r.in, 4);
			/* then only clobbers, or nothing */
			bool rest = i + 1 >= n || (token_is(tu, t[i], ":") &&
						   clang_getTokenKind(t[i + 1]) == CXToken_Literal);
			if (nin == (video ? 3 : forms[f].nin) && rest) {
				r.fn = video ? video : forms[f].fn;
				r.nin = (unsigned)nin;
				r.out_begin = out[0][0];
				r.out_end = out[0][1];
				r.imm = *imm ? arena_strdup(k->u->arena, imm) : NULL;
			}
		}
	}
	clang_disposeTokens(tu, t, n);
	return r;
}

/* cg::reduce, cg::inclusive_scan, cg::exclusive_scan: collectives of a group's lanes. */
static bool is_group_collective(const char *name)
{
	static const char *const m[] = {"reduce", "inclusive_scan", "exclusive_scan"};
	return name_in(name, m, countof(m));
}

bool kscan_is_warp_call(Unit *u, CXCursor callee)
{
	if (clang_Cursor_isNull(callee) || cursor_is_user_function(u, callee))
		return false;
	const char *name = cursor_name(u, callee);
	return (builtin_needs(u, name) & NEED(CONVERGENT)) || is_tile_exchange(u, callee) ||
	       is_group_maker(u, callee) || is_group_collective(name) ||
	       kcub_needs_scratch(u, callee);
}

/* What assert(cond) calls when cond is false, in glibc's, CUDA's and MSVC's <assert.h>. */
static bool is_assert_failure(const char *name)
{
	static const char *const m[] = {"__assert_fail", "__assertfail", "_wassert"};
	return name_in(name, m, countof(m));
}

static void visit_call(Walk *w, CXCursor call)
{
	KScan *k = w->k;
	Unit *u = k->u;
	CXCursor callee = clang_getCursorReferenced(call);
	if (clang_Cursor_isNull(callee))
		return;
	enum CXCursorKind ck = clang_getCursorKind(callee);
	bool conversion = ck == CXCursor_ConversionFunction;
	if (ck != CXCursor_FunctionDecl && ck != CXCursor_CXXMethod && !conversion &&
	    !cursor_is_user_ctor(u, callee))
		return;
	const char *name = cursor_name(u, callee);
	if (!cursor_is_user_function(u, callee) && (collect_cuda_attrs(callee) & CUDA_ATTR_GLOBAL) &&
	    cursor_in_user_code(u, callee)) {
		/* a kernel this unit declares and another defines (cdpAdvancedQuicksort's
		 * bitonicsort): its launcher names it as that unit does */
		if (w->pass == 2)
			kscan_device_launch(k, w->in, call, callee);
		return;
	}
	if (!cursor_is_user_function(u, callee)) {
		unsigned needs = builtin_needs(u, name);
		if (w->pass == 2 && ((needs & NEED(WARP_SCRATCH)) || is_tile_exchange(u, callee) ||
				     kscan_is_free_tile_sync(u, call, callee) || is_group_maker(u, callee) ||
				     is_group_collective(name) || kcub_needs_scratch(u, callee)))
			inst_add_res(w->in, make_res(k, RES_WARP, clang_getNullCursor()));
		if (w->pass == 2 && ((needs & NEED(ACTIVE)) || (is_group_maker(u, callee) &&
								  strcmp(name, "coalesced_threads") == 0)))
			inst_add_res(w->in, make_res(k, RES_ACTIVE, clang_getNullCursor()));
		if (w->pass == 2 && (needs & NEED(SYNC_COUNTER)))
			inst_add_res(w->in, make_res(k, RES_SYNC, clang_getNullCursor()));
		if (w->pass == 2 && (needs & NEED(CLOCK)))
			inst_add_res(w->in, make_res(k, RES_CLOCK, clang_getNullCursor()));
		if (w->pass == 2 && kscan_is_grid_sync(u, call, callee))
			inst_add_res(w->in, make_res(k, RES_GRID, clang_getNullCursor()));
		if (w->pass == 2)
			kcub_scan_call(k, w->in, call, callee);
		if (w->pass == 2 && is_assert_failure(name))
			inst_add_res(w->in, make_res(k, RES_ASSERT, clang_getNullCursor()));
		if (w->pass == 2 && ((needs & NEED(HEAP)) || kheap_is_device_call(u, callee)))
			kscan_add_heap(k, w->in);
		/* cudaMalloc(&p, n): p points into the heap */
		CXCursor v = w->pass < 2 ? kheap_malloc_variable(u, call, callee) : clang_getNullCursor();
		if (!clang_Cursor_isNull(v) && param_index(w->in, v) < 0)
			set_var_space(w, v, AS_GLOBAL, call);
		return;
	}
	if (w->pass != 2)
		return;
	/* A struct's implicit copy: plain assignment in C. */
	if (ck == CXCursor_CXXMethod && clang_CXXMethod_isDefaulted(callee))
		return;
	unsigned attrs = collect_cuda_attrs(callee);
	/* a lambda in device code is a device function whether its __device__ is written or not */
	if (cl_is_lambda(clang_getCursorSemanticParent(callee)))
		attrs |= CUDA_ATTR_DEVICE;
	if (!(attrs & CUDA_ATTR_DEVICE) && kconst_is_constexpr_function(u, callee))
		attrs |= CUDA_ATTR_DEVICE;
	if (!(attrs & CUDA_ATTR_DEVICE) && !(attrs & CUDA_ATTR_GLOBAL)) {
		if (!clang_CXXMethod_isStatic(callee) && ck == CXCursor_CXXMethod)
			unit_diag(u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(call), name);
		else
			unit_diag(u, DIAG_KERNEL_HOST_CALL, clang_getCursorLocation(call), name);
		return;
	}
	if (attrs & CUDA_ATTR_GLOBAL) {
		kscan_device_launch(k, w->in, call, callee);
		return;
	}
	if (native_vector_operator(u, callee))
		return; /* the expression stays as written */
	Space self = AS_NONE;
	unsigned off = cursor_call_arg_offset(call, callee);
	if (conversion) {
		/* `T *s = SharedMemory<T>();`: libclang shows no object, which is mostly a
		 * temporary; the operator takes a copy */
		self = AS_VALUE;
	} else if (ck == CXCursor_CXXMethod && !clang_CXXMethod_isStatic(callee)) {
		bool arrow;
		CXCursor obj = off ? clang_Cursor_getArgument(call, 0) : cursor_member_call_object(call, &arrow);
		if (off)
			arrow = false;
		bool op = str_starts(name, "operator");
		if (clang_CXXMethod_isVirtual(callee) ||
		    (clang_Cursor_isNull(obj) && !w->in->method && !w->in->ctor)) {
			unit_diag(u, clang_CXXMethod_isVirtual(callee) ? DIAG_KERNEL_VIRTUAL_CALL
								       : DIAG_KERNEL_METHOD_CALL,
				  clang_getCursorLocation(call), name);
			return;
		}
		/* A const operator, and any method called on a temporary, takes a copy of the
		 * object: a + b + c and (a - b).length() need no address. */
		if (op && clang_CXXMethod_isConst(callee))
			self = AS_VALUE;
		else if (clang_Cursor_isNull(obj))
			self = kscan_this_space(w->in);
		else if (!arrow && cursor_is_prvalue(obj))
			self = AS_VALUE;
		else
			self = arrow ? kscan_value_space(k, w->in, obj) : kscan_lvalue_space(k, w->in, obj);
		if (!self)
			self = AS_PRIVATE;
	}
	int n = clang_Cursor_getNumArguments(callee);
	int na = clang_Cursor_getNumArguments(call);
	Space *ps = arena_alloc(u->arena, (size_t)(n > 0 ? n : 1) * sizeof *ps);
	for (int i = 0; i < n; i++) {
		CXCursor p = clang_Cursor_getArgument(callee, (unsigned)i);
		CXType pt = clang_getCursorType(p);
		unsigned ai = (unsigned)i + off;
		if (kscan_is_mutable_ref(pt)) {
			/* passed as a pointer to the object: its space is where it lives */
			Space s = (int)ai < na ? kscan_lvalue_space(k, w->in,
								    clang_Cursor_getArgument(call, ai))
					       : AS_NONE;
			ps[i] = s ? s : AS_PRIVATE;
			continue;
		}
		if (!is_pointer_param(pt))
			continue;
		Space s = (int)ai < na ? kscan_value_space(k, w->in, clang_Cursor_getArgument(call, ai))
				       : AS_NONE;
		ps[i] = s ? s : AS_GLOBAL;
	}
	if (w->in->visiting && same_cursor(callee, w->in->decl)) {
		unit_diag(u, DIAG_KERNEL_RECURSION, clang_getCursorLocation(call), name);
		return;
	}
	for (size_t i = 0; i < k->ninsts; i++)
		if (k->insts[i]->visiting && same_cursor(k->insts[i]->decl, callee)) {
			unit_diag(u, DIAG_KERNEL_RECURSION, clang_getCursorLocation(call), name);
			return;
		}
	Inst *target = kscan_method_instance(k, callee, ps, self);
	if (!target)
		return;
	CallSite cs = {call, target};
	PUSH(w->in->calls, w->in->ncalls, w->in->capcalls, cs);
	for (size_t i = 0; i < target->nres; i++)
		inst_add_res(w->in, target->res[i]);
	/* the default arguments the call leaves out are written at the call (calls.c), so
	 * what they use (a __constant__ symbol, a device function) is the caller's */
	for (int i = rw_written_args(call) - (int)off; i >= 0 && i < n; i++) {
		CXCursor d = cursor_last_expression(clang_Cursor_getArgument(callee, (unsigned)i));
		if (!clang_Cursor_isNull(d))
			visit(w, d);
	}
}

/* The record a type names, through pointers and references; a null cursor for others. */
static CXCursor record_of(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_Pointer || t.kind == CXType_LValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return clang_getNullCursor();
	return clang_getCanonicalCursor(clang_getTypeDeclaration(t));
}

/* m names a member of a class the object's class derives from (this->stride in a class
 * template whose base depends on its arguments): the pair tells kscan_record_bases which
 * instance of a base template the class has, which libclang does not say. */
static void note_base(Walk *w, CXCursor m)
{
	KScan *k = w->k;
	CXCursor member = clang_getCursorReferenced(m);
	CXCursor owner = clang_getCanonicalCursor(clang_getCursorSemanticParent(member));
	enum CXCursorKind ok = clang_getCursorKind(owner);
	if (ok != CXCursor_StructDecl && ok != CXCursor_ClassDecl)
		return;
	CXCursor obj = cursor_skip_implicit(cursor_child(m, 0));   /* before its cast to the base */
	CXCursor derived = clang_Cursor_isNull(obj)
		? clang_getCanonicalCursor(clang_getCursorSemanticParent(w->in->decl))
		: record_of(clang_getCursorType(obj));
	if (clang_Cursor_isNull(derived) || clang_equalCursors(derived, owner) ||
	    !cursor_in_user_code(k->u, owner))
		return;
	for (size_t i = 0; i < k->nbases; i++)
		if (clang_equalCursors(k->bases[i].derived, derived) &&
		    clang_equalCursors(k->bases[i].base, owner))
			return;
	BasePair bp = {derived, owner};
	PUSH(k->bases, k->nbases, k->capbases, bp);
	kscan_need_type(k, clang_getCursorType(owner));
}

typedef struct {
	KScan *k;
	CXCursor derived;
	Cursors *out;
} BaseWalk;

/* The template a dependent base names (PixelIO<T, CHECK>): its TemplateRef's. */
static enum CXChildVisitResult find_template_ref(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_TemplateRef) {
		*(CXCursor *)d = clang_getCursorReferenced(c);
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static enum CXChildVisitResult base_spec(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	BaseWalk *bw = d;
	if (clang_getCursorKind(c) != CXCursor_CXXBaseSpecifier)
		return CXChildVisit_Continue;
	CXCursor decl = record_of(clang_getCursorType(c));
	if (!clang_Cursor_isNull(decl) && clang_getCursorKind(decl) != CXCursor_ClassTemplate) {
		cursor_list_push(bw->out, decl);   /* a base that names no parameter */
		return CXChildVisit_Continue;
	}
	CXCursor tmpl = clang_getNullCursor();
	clang_visitChildren(c, find_template_ref, &tmpl);
	if (clang_Cursor_isNull(tmpl))
		return CXChildVisit_Continue;
	tmpl = clang_getCanonicalCursor(tmpl);
	KScan *k = bw->k;
	for (size_t i = 0; i < k->nbases; i++)
		if (clang_equalCursors(k->bases[i].derived, bw->derived) &&
		    clang_equalCursors(clang_getCanonicalCursor(
					       clang_getSpecializedCursorTemplate(k->bases[i].base)),
				       tmpl)) {
			cursor_list_push(bw->out, k->bases[i].base);
			break;
		}
	return CXChildVisit_Continue;
}

void kscan_record_bases(KScan *k, CXCursor d, Cursors *out)
{
	out->len = 0;
	d = clang_getCanonicalCursor(d);
	BaseWalk bw = {k, d, out};
	CXCursor pattern = clang_getSpecializedCursorTemplate(d);
	/* an instance of a class template: the bases its template writes */
	clang_visitChildren(clang_Cursor_isNull(pattern) ? clang_getCursorDefinition(d) : pattern,
			    base_spec, &bw);
}

static void visit_var(Walk *w, CXCursor v)
{
	KScan *k = w->k;
	CXType t = clang_getCursorType(v);
	if (w->pass == 2) {
		kscan_need_type(k, t);
		if (kconst_is_host_constant(k->u, v))
			kconst_need(k, v);   /* a static const local */
		unsigned a = collect_cuda_attrs(v);
		if ((a & CUDA_ATTR_SHARED) && !cl_is_group_scratch(t) && !kcub_is_storage(t) &&
		    kasync_kind(t) == ASYNC_NONE) {
			if (clang_getCanonicalType(t).kind == CXType_IncompleteArray)
				inst_add_res(w->in, make_res(k, RES_DYNAMIC, clang_getNullCursor()));
			else if (!w->in->kernel)
				inst_add_res(w->in, make_res(k, RES_SHARED, v));
		}
		return;
	}
	bool ref = kscan_is_mutable_ref(t);
	if (!is_pointer(t) && !ref && !kscan_is_pointer_array(t))
		return;
	Cursors ch = {0};
	cursor_children(v, &ch);
	for (unsigned i = 0; i < ch.len; i++)
		if (clang_isExpression(clang_getCursorKind(ch.items[i])))
			set_var_space(w, v, ref ? kscan_lvalue_space(k, w->in, ch.items[i])
						: kscan_value_space(k, w->in, ch.items[i]), v);
	cursor_list_free(&ch);
	if (kscan_var_space(w->in, v) == AS_NONE && ch.len == 0)
		set_var_space(w, v, AS_NONE, v);
}

/* o.m(args) with the object o built or reached by calls of its own (Load(storage).Load(p),
 * CUB's idiom): the object's calls are scanned before m, so that what the constructor binds
 * a reference member to (kscan_ref_field_space) is known when m's instance is made. Whether
 * c was such a call, and visited so. */
static bool member_call_first(Walk *w, CXCursor c)
{
	Cursors ch = {0};
	cursor_children(c, &ch);
	bool member = ch.len > 0 && clang_getCursorKind(ch.items[0]) == CXCursor_MemberRefExpr &&
		      cursor_nchildren(ch.items[0]) > 0;
	if (member) {
		visit(w, ch.items[0]);
		visit_call(w, c);
		kscan_need_type(w->k, clang_getCursorType(c));
		for (unsigned i = 1; i < ch.len; i++)
			visit(w, ch.items[i]);
	}
	cursor_list_free(&ch);
	return member;
}

static void visit(Walk *w, CXCursor c)
{
	KScan *k = w->k;
	switch (clang_getCursorKind(c)) {
	case CXCursor_VarDecl:
		visit_var(w, c);
		break;
	case CXCursor_BinaryOperator: {
		CXCursor target;
		if (w->pass == 2 && clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Comma &&
		    klaunch_is_comma(c, &target))
			kscan_device_launch(k, w->in, c, target);
		if (w->pass < 2 && clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign) {
			CXCursor lhs = cursor_skip_implicit(cursor_child(c, 0));
			if (clang_getCursorKind(lhs) == CXCursor_DeclRefExpr) {
				CXCursor d = clang_getCursorReferenced(lhs);
				if (clang_getCursorKind(d) == CXCursor_VarDecl &&
				    is_pointer(clang_getCursorType(d)) && param_index(w->in, d) < 0)
					set_var_space(w, d, kscan_value_space(k, w->in, cursor_child(c, 1)),
						      c);
			}
			/* rows[i] = p: the array's elements point where p does */
			CXCursor rows = pointer_array_of(w->in, lhs);
			if (!clang_Cursor_isNull(rows))
				set_var_space(w, rows, kscan_value_space(k, w->in, cursor_child(c, 1)), c);
		}
		break;
	}
	case CXCursor_UnaryExpr:
		/* sizeof(S), alignof(S): S is needed though nothing of its type is declared */
		if (w->pass == 2) {
			CXCursor t = cursor_child(c, 0);
			if (clang_getCursorKind(t) == CXCursor_TypeRef)
				kscan_need_type(k, clang_getCursorType(t));
		}
		break;
	case CXCursor_MemberRefExpr:
		if (w->pass == 2)
			note_base(w, c);
		break;
	case CXCursor_GCCAsmStmt:
		if (w->pass == 2 && kscan_asm_clock(k, c).fn && kscan_asm_clock(k, c).reads_clock)
			inst_add_res(w->in, make_res(k, RES_CLOCK, clang_getNullCursor()));
		break;
	case CXCursor_CallExpr:
		if (w->pass == 2 && member_call_first(w, c))
			return;
		visit_call(w, c);
		break;
	case CXCursor_CXXNewExpr:
		if (w->pass == 2 && clang_Cursor_isNull(kheap_new_place(c)))
			kscan_add_heap(k, w->in);
		break;
	case CXCursor_CXXDeleteExpr:
		if (w->pass == 2)
			kscan_add_heap(k, w->in);
		break;
	case CXCursor_DeclRefExpr:
		if (w->pass == 2) {
			CXCursor d = clang_getCursorReferenced(c);
			Space sp;
			if (is_symbol(k->u, d, &sp) && cursor_in_user_code(k->u, d))
				inst_add_res(w->in, make_res(k, RES_SYMBOL, d));
			else if (is_file_dynamic_array(d))
				add_dyn_array(k, w->in, d);
			else if (is_file_shared(d))
				inst_add_res(w->in, make_res(k, RES_SHARED, d));
			else if (kconst_is_host_constant(k->u, d) && cursor_in_user_code(k->u, d))
				kconst_need(k, d);
			else if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl)
				kscan_need_type(k, clang_getCursorType(clang_getCursorSemanticParent(d)));
		}
		break;
	case CXCursor_ReturnStmt:
		if (w->pass == 2 && is_pointer(clang_getCursorResultType(w->in->decl)) &&
		    cursor_nchildren(c)) {
			Space s = kscan_value_space(k, w->in, cursor_child(c, 0));
			if (s)
				w->in->ret = s;
		}
		/* a returned reference is a pointer to the object it names (return *this) */
		if (w->pass == 2 && kscan_is_mutable_ref(clang_getCursorResultType(w->in->decl)) &&
		    cursor_nchildren(c)) {
			Space s = kscan_lvalue_space(k, w->in, cursor_child(c, 0));
			if (s)
				w->in->ret = s;
		}
		break;
	default:
		break;
	}
	if (clang_isExpression(clang_getCursorKind(c)) && w->pass == 2)
		kscan_need_type(k, clang_getCursorType(c));
	/* a lambda's body is its own instance's (its captures are recorded by klambda_scan) */
	if (clang_getCursorKind(c) == CXCursor_LambdaExpr)
		return;
	Cursors ch = {0};
	cursor_children(c, &ch);
	for (unsigned i = 0; i < ch.len; i++)
		visit(w, ch.items[i]);
	cursor_list_free(&ch);
}

/* Whether a call of in returns a pointer into a space other than __global. */
static bool returns_elsewhere(const Inst *in)
{
	for (size_t i = 0; i < in->ncalls; i++) {
		const Inst *c = in->calls[i].callee;
		if (c && is_pointer(clang_getCursorResultType(c->decl)) && c->ret &&
		    c->ret != AS_GLOBAL)
			return true;
	}
	return false;
}

static void analyse(KScan *k, Inst *in)
{
	if (in->analysed)
		return;
	in->analysed = true;
	in->visiting = true;
	CXCursor body = body_of(in->decl);
	Walk w = {.k = k, .in = in};
	for (unsigned i = 0; i < in->nparams; i++)
		kscan_need_type(k, clang_getCursorType(clang_Cursor_getArgument(in->decl, i)));
	kscan_need_type(k, clang_getCursorResultType(in->decl));
	CtorInit *inits = NULL;
	size_t ninits = 0;
	if (in->ctor) {
		kscan_need_type(k, clang_getCursorType(clang_getCursorSemanticParent(in->decl)));
		ninits = cursor_ctor_inits(k->u, in->decl, &inits);
	}
	for (int again = 0; again < 2; again++) {
		/* Variable spaces until they settle (pointers assigned from later-declared ones). */
		for (w.pass = 0; w.pass < 2; w.pass++) {
			for (int round = 0; round < 4; round++) {
				w.changed = false;
				for (size_t i = 0; i < ninits; i++)
					visit(&w, inits[i].expr);
				visit(&w, body);
				if (!w.changed)
					break;
			}
		}
		for (size_t i = 0; i < in->nvars; i++)
			if (!in->vars[i].space)
				in->vars[i].space = AS_GLOBAL;
		w.pass = 2;
		klambda_scan(k, in, body);
		for (size_t i = 0; i < ninits; i++)
			visit(&w, inits[i].expr);
		visit(&w, body);
		for (size_t i = 0; i < ninits; i++)
			if (!clang_Cursor_isNull(inits[i].field) && kscan_is_ref_field(inits[i].field))
				bind_ref_field(k, inits[i].field,
					       kscan_lvalue_space(k, in, inits[i].expr), inits[i].expr);
		if (again || !returns_elsewhere(in))
			break;
		/* The calls are known only now (pass 2), and one returns a pointer into another
		 * space than the __global the first passes took for it (`T *s =
		 * smem.getPointer()` returning __local): once more, with them as hints. */
		free(in->hints);
		in->hints = in->calls;
		in->nhints = in->ncalls;
		in->calls = NULL;
		in->ncalls = in->capcalls = 0;
		in->nvars = 0;
		klambda_forget(k, in);   /* their captures' spaces are found again */
	}
	free(inits);
	if (is_pointer(clang_getCursorResultType(in->decl)) && !in->ret)
		in->ret = AS_GLOBAL;
	if (kscan_is_mutable_ref(clang_getCursorResultType(in->decl)) && !in->ret)
		in->ret = AS_PRIVATE;
	in->visiting = false;
}

/* ---- the whole unit ---- */

/* Clones of one function get the spaces of their pointer parameters in their names. */
static void name_clones(KScan *k)
{
	Unit *u = k->u;
	/* Overloads (two functions of one name): their parameter types go into the name. */
	for (size_t i = 0; i < k->ninsts; i++) {
		Inst *a = k->insts[i];
		if (a->kernel || str_starts(cursor_name(u, a->decl), "operator"))
			continue;   /* operator names carry their parameter types already */
		for (size_t j = 0; j < k->ninsts; j++) {
			Inst *b = k->insts[j];
			if (j == i || b->kernel || same_cursor(a->decl, b->decl) ||
			    strcmp(names_cl_function(u, a->decl), names_cl_function(u, b->decl)) != 0)
				continue;
			size_t bl = strlen(a->base);
			if (bl && a->base[bl - 1] == '_')   /* dot_ (renamed built-in) -> dot_float3 */
				bl--;
			a->base = arena_printf(u->arena, "%.*s%s", (int)bl, a->base, signature(u, a->decl));
			a->name = a->base;
			break;
		}
	}
	for (size_t i = 0; i < k->ninsts; i++) {
		Inst *a = k->insts[i];
		if (a->kernel)
			continue;
		bool cloned = false;
		for (size_t j = 0; j < k->ninsts && !cloned; j++)
			cloned = j != i && same_cursor(k->insts[j]->decl, a->decl);
		if (!cloned)
			continue;
		Buf b = {0};
		buf_puts(&b, a->base);
		if (a->method)
			buf_printf(&b, "_%s", cl_space_suffix(a->self));
		for (unsigned p = 0; p < a->nparams; p++)
			if (a->pspace[p])
				buf_printf(&b, "_%s", cl_space_suffix(a->pspace[p]));
		a->name = arena_strdup(u->arena, b.data);
		buf_free(&b);
	}
	/* Two functions that still spell one name (a member template hash<unsigned> and an
	 * overload hash_(unsigned)): the later one is numbered. */
	for (size_t i = 0; i < k->ninsts; i++) {
		Inst *a = k->insts[i];
		for (size_t j = 0; j < i; j++) {
			Inst *b = k->insts[j];
			if (same_cursor(a->decl, b->decl) || strcmp(a->name, b->name) != 0)
				continue;
			a->name = arena_printf(u->arena, "%s_%zu", a->name, i);
			j = (size_t)-1;   /* check the new name against all again */
		}
	}
	/* what the host side is told names the kernels as emitted (an overloaded kernel is
	 * numbered just now) */
	for (size_t i = 0; i < u->nkinfo; i++)
		for (size_t j = 0; j < k->ninsts; j++)
			if (k->insts[j]->kernel &&
			    clang_equalCursors(k->insts[j]->decl, u->kinfo[i].decl))
				u->kinfo[i].name = k->insts[j]->name;
}

static void add_root(KScan *k, CXCursor decl)
{
	Inst *in = kscan_instance(k, decl, NULL);
	if (!in || !in->kernel)
		return;
	Unit *u = k->u;
	for (size_t i = 0; i < u->nkinfo; i++)
		if (clang_equalCursors(clang_getCanonicalCursor(u->kinfo[i].decl),
				       clang_getCanonicalCursor(in->decl)))
			return;
	KernelInfo ki = {.decl = in->decl, .name = in->name, .nparams = in->nparams,
			 .usr = arena_cxstring(u->arena, clang_getCursorUSR(in->decl))};
	/* the grid barrier and the assert flag are passed as symbols the runtime owns
	 * (header(): in order) */
	for (size_t i = 0; i < in->nres; i++) {
		if (in->res[i]->kind == RES_SYMBOL || in->res[i]->kind == RES_GRID ||
		    in->res[i]->kind == RES_ASSERT || in->res[i]->kind == RES_LAUNCH ||
		    in->res[i]->kind == RES_HEAP)
			ki.nsymbols++;
		if (in->res[i]->kind == RES_DYNAMIC)
			ki.dynamic_shared = true;
	}
	ki.symbols = arena_alloc(u->arena, (ki.nsymbols ? ki.nsymbols : 1) * sizeof(char *));
	size_t s = 0;
	for (size_t i = 0; i < in->nres; i++)
		if (in->res[i]->kind == RES_SYMBOL || in->res[i]->kind == RES_GRID ||
		    in->res[i]->kind == RES_ASSERT || in->res[i]->kind == RES_LAUNCH ||
		    in->res[i]->kind == RES_HEAP)
			ki.symbols[s++] = in->res[i]->name;
	PUSH(u->kinfo, u->nkinfo, u->capkinfo, ki);
}

/* Typedefs at namespace scope (extern "C" blocks included) named like OpenCL's unsigned scalars: bit i of found says one
 * is there, of differs that one means another type. */
static enum CXChildVisitResult scalar_typedefs(CXCursor c, CXCursor parent, CXClientData d)
{
	void **ctx = d;
	KScan *k = ctx[0];
	unsigned *found = ctx[1], *differs = ctx[2];
	enum CXCursorKind kind = clang_getCursorKind(c);
	if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec)
		return CXChildVisit_Recurse;
	if (kind != CXCursor_TypedefDecl && kind != CXCursor_TypeAliasDecl)
		return CXChildVisit_Continue;
	int i = cl_scalar_index(cursor_name(k->u, c));
	if (i >= 0) {
		*found |= 1u << i;
		if (!cl_typedef_is_builtin(k->u, c))
			*differs |= 1u << i;
	}
	return CXChildVisit_Continue;
}

void kscan_run(KScan *k)
{
	Unit *u = k->u;
	unsigned found = 0, differs = 0;
	void *ctx[3] = {k, &found, &differs};
	clang_visitChildren(clang_getTranslationUnitCursor(k->p->tu), scalar_typedefs, ctx);
	k->cl_scalars = found & ~differs;
	for (size_t i = 0; i < k->p->nfuncs; i++) {
		const DeviceFunc *f = &k->p->funcs[i];
		if (f->is_kernel && !f->is_template)
			add_root(k, f->cursor);
	}
	/* Template instances: those launched, also from the instances of host templates. */
	size_t n = k->p->nlaunches + k->p->nilaunches;
	for (size_t i = 0; i < n; i++) {
		const Launch *l = i < k->p->nlaunches ? &k->p->launches[i]
			: &k->p->ilaunches[i - k->p->nlaunches];
		CXCursor callee = clang_getCursorReferenced(l->cursor);
		if (clang_Cursor_isNull(callee) || !cursor_in_user_code(u, callee))
			continue;
		if (clang_Cursor_getNumTemplateArguments(callee) > 0)
			add_root(k, callee);
	}
	for (size_t i = 0; i < k->p->nkernel_refs; i++)
		if (cursor_in_user_code(u, k->p->kernel_refs[i]))
			add_root(k, k->p->kernel_refs[i]);
	/* kernels launched from device code (their launches may add more) */
	kscan_launch_roots(k, add_root);
	name_clones(k);
	kscan_launch_names(k);
}

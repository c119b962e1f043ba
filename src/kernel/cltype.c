/*
 * The OpenCL C spelling of CUDA types in device code: CUDA's vector types (float4, and the
 * 3-component ones with the host's 12-byte layout), long long and size_t, bool as a kernel
 * parameter, records (a class template specialization gets its arguments in its name), and
 * declarators with address spaces and the alignment NVIDIA's OpenCL compiler needs for
 * __local arrays; the address-space qualifiers, and user identifiers that OpenCL C
 * reserves (cl_ident) or that its built-in functions would be captured by: a parameter
 * named round hides round() from the (long)round(x) that lroundf becomes.
 */
#include "kernel.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const char *vector_base(const char *b)
{
	if (strcmp(b, "longlong") == 0)
		return "long";
	if (strcmp(b, "ulonglong") == 0)
		return "ulong";
	return b;
}

/* CUDA's vector type names in OpenCL C: the 2- and 4-component ones with OpenCL's layout
 * keep their names, the rest are the device header's cuport_ structs (see cuport_device.h). */
const char *cl_vector_name(Unit *u, const char *name)
{
	static const char *const bases[] = {"char", "uchar", "short", "ushort", "int", "uint",
					    "long", "ulong", "longlong", "ulonglong", "float",
					    "double"};
	for (size_t i = 0; i < countof(bases); i++) {
		size_t n = strlen(bases[i]);
		if (strncmp(name, bases[i], n) != 0 || !name[n] || name[n + 1])
			continue;
		char c = name[n];
		if (c < '1' || c > '4')
			continue;
		const char *b = vector_base(bases[i]);
		bool wide = strcmp(b, "long") == 0 || strcmp(b, "ulong") == 0 ||
			    strcmp(b, "double") == 0;
		if (c == '2' || (c == '4' && !wide))
			return arena_printf(u->arena, "%s%c", b, c);
		return arena_printf(u->arena, "cuport_%s%c", b, c);
	}
	if (strcmp(name, "dim3") == 0)
		return "uint3";
	int h = cl_half_kind(name);
	if (h) {
		static const char *const f16[2][3] = {
			{"cuport_half", "cuport_half2", "cuport_half2_raw"},
			{"cuport_bfloat16", "cuport_bfloat162", "cuport_bfloat162_raw"}};
		return f16[(h & CL_F16_BF16) != 0][(h & CL_F16_SHAPE) - 1];
	}
	return NULL;
}

/* CUDA's 16-bit float types by name (kernel.h's CL_F16_ kinds): __half (and half,
 * __nv_half, and __half_raw, which has its layout and its member x), __half2 (half2,
 * __nv_half2), __half2_raw, and bfloat16's the same way; 0 otherwise.  The device
 * header's cuport_half and cuport_bfloat16 are structs of the 16 bits (see there). */
int cl_half_kind(const char *name)
{
	enum { B = CL_F16_BF16 };
	static const struct { const char *name; int kind; } names[] = {
		{"__half", 1}, {"half", 1}, {"__nv_half", 1}, {"__half_raw", 1}, {"__nv_half_raw", 1},
		{"__half2", 2}, {"half2", 2}, {"__nv_half2", 2}, {"__half2_raw", 3},
		{"__nv_half2_raw", 3},
		{"__nv_bfloat16", B | 1}, {"nv_bfloat16", B | 1}, {"__nv_bfloat16_raw", B | 1},
		{"__nv_bfloat162", B | 2}, {"nv_bfloat162", B | 2}, {"__nv_bfloat162_raw", B | 3}};
	for (size_t i = 0; i < countof(names); i++)
		if (strcmp(name, names[i].name) == 0)
			return names[i].kind;
	return 0;
}

/* The half kind of a type (its canonical record, through references), as cl_half_kind. */
int cl_half_type(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return 0;
	CXString s = clang_getCursorSpelling(clang_getTypeDeclaration(t));
	int k = cl_half_kind(clang_getCString(s));
	clang_disposeString(s);
	return k;
}

const char *cl_builtin_type(CXType t, bool kernel_param)
{
	switch (t.kind) {
	case CXType_Void: return "void";
	case CXType_Bool: return kernel_param ? "uchar" : "bool";
	case CXType_Char_S: case CXType_SChar: return "char";
	case CXType_Char_U: case CXType_UChar: return "uchar";
	case CXType_Short: return "short";
	case CXType_UShort: return "ushort";
	case CXType_Int: return "int";
	case CXType_UInt: return "unsigned int";
	case CXType_Long: case CXType_LongLong: return "long";
	case CXType_ULong: case CXType_ULongLong: return "ulong";
	case CXType_Float: return "float";
	case CXType_Double: return "double";
	case CXType_Half: case CXType_Float16: return "half";
	default: return NULL;
	}
}

/* OpenCL C's unsigned scalar names, which C libraries (sys/types.h: uint, ushort, ulong) and
 * user headers (typedef unsigned char uchar) also define. */
static const struct {
	const char *name;
	enum CXTypeKind kind, alt;
} cl_scalars[] = {
	{"uchar", CXType_UChar, CXType_UChar},
	{"ushort", CXType_UShort, CXType_UShort},
	{"uint", CXType_UInt, CXType_UInt},
	{"ulong", CXType_ULong, CXType_ULongLong},
};

int cl_scalar_index(const char *name)
{
	for (size_t i = 0; i < countof(cl_scalars); i++)
		if (strcmp(name, cl_scalars[i].name) == 0)
			return (int)i;
	return -1;
}

bool cl_typedef_is_builtin(Unit *u, CXCursor d)
{
	int i = cl_scalar_index(cursor_name(u, d));
	if (i < 0)
		return false;
	CXType c = clang_getCanonicalType(clang_getTypedefDeclUnderlyingType(d));
	return (c.kind == cl_scalars[i].kind || c.kind == cl_scalars[i].alt) &&
	       clang_Type_getSizeOf(c) == (i == 3 ? 8 : 1 << i);
}

const char *cl_typedef_name(Unit *u, CXCursor d)
{
	const char *name = cursor_name(u, d);
	if (!cl_reserved(name, strlen(name)) || cl_typedef_is_builtin(u, d))
		return name;
	return arena_printf(u->arena, "%s_", name);
}

const char *cl_record_name(Unit *u, CXCursor d)
{
	if (cl_is_lambda(d))
		return cl_lambda_name(u, d);
	const char *cub = kcub_record(u, d);
	if (cub)
		return cub;
	const char *name = clang_Cursor_getNumTemplateArguments(d) > 0
		? names_cl_function(u, d)   /* Complex<float> -> Complex_float */
		: cursor_name(u, d);
	/* struct U { T data[N]; }; in a function (a template's, each instance its own): at
	 * program scope in the .cl, so it takes the function's name */
	CXCursor fn = clang_getCursorSemanticParent(d);
	if (cl_function_scope(fn))
		return arena_printf(u->arena, "%s_%s", names_cl_function(u, fn), name);
	/* a class's member type (Worker<4>::Col<true>, a class-scope enum): C has one scope
	 * for tags, and each instance of a class template has its own */
	if (cl_record_scope(fn) && !clang_Cursor_isAnonymous(d))
		return arena_printf(u->arena, "%s_%s", cl_record_name(u, fn), name);
	return name;
}

bool cl_record_scope(CXCursor c)
{
	switch (clang_getCursorKind(c)) {
	case CXCursor_StructDecl:
	case CXCursor_ClassDecl:
	case CXCursor_UnionDecl:
	case CXCursor_ClassTemplate:
	case CXCursor_ClassTemplatePartialSpecialization:
		return true;
	default:
		return false;
	}
}

bool cl_function_scope(CXCursor c)
{
	switch (clang_getCursorKind(c)) {
	case CXCursor_FunctionDecl:
	case CXCursor_CXXMethod:
	case CXCursor_FunctionTemplate:
	case CXCursor_Constructor:
	case CXCursor_ConversionFunction:
		return true;
	default:
		return false;
	}
}

/* Cooperative groups by the name of their class (canonical spellings are
 * cooperative_groups::__v1::thread_block_tile<32> and the like, whatever the SDK). */
GroupKind cl_group_kind(CXType t, unsigned *tile)
{
	*tile = 0;
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return GROUP_NONE;
	CXString ts = clang_getTypeSpelling(t);
	const char *s = clang_getCString(ts);
	GroupKind k = GROUP_NONE;
	const char *lt = strstr(s, "thread_block_tile<");
	if (!strstr(s, "cooperative_groups::"))
		k = GROUP_NONE;
	else if (lt) {
		k = GROUP_TILE;
		*tile = (unsigned)strtoul(lt + 18, NULL, 10);
	} else if (strstr(s, "thread_block"))
		k = GROUP_BLOCK;
	else if (strstr(s, "thread_group") || strstr(s, "coalesced_group"))
		k = GROUP_ANY;   /* a coalesced group's lanes are known only at run time too */
	clang_disposeString(ts);
	return k;
}

const char *cl_group_operator(CXType t)
{
	static const char *const ops[] = {"plus", "less", "greater", "bit_and", "bit_or", "bit_xor"};
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return NULL;
	CXString ts = clang_getTypeSpelling(t);
	const char *s = clang_getCString(ts), *lt = strchr(s, '<'), *found = NULL;
	if (strncmp(s, "cooperative_groups::", 20) == 0 && lt) {
		const char *name = lt;   /* the class name ends at its '<' */
		while (name > s && name[-1] != ':')
			name--;
		for (size_t i = 0; i < countof(ops) && !found; i++)
			if (strlen(ops[i]) == (size_t)(lt - name) &&
			    strncmp(name, ops[i], (size_t)(lt - name)) == 0)
				found = ops[i];
	}
	clang_disposeString(ts);
	return found;
}

bool cl_is_grid_group(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return false;
	CXString ts = clang_getTypeSpelling(clang_getUnqualifiedType(t));
	const char *s = clang_getCString(ts);
	bool r = strncmp(s, "cooperative_groups::", 20) == 0 && strstr(s, "::grid_group") &&
		 !strstr(s, "multi_grid_group");
	clang_disposeString(ts);
	return r;
}

bool cl_is_group_scratch(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind != CXType_Record)
		return false;
	CXString ts = clang_getTypeSpelling(t);
	const char *s = clang_getCString(ts);
	bool r = strncmp(s, "cooperative_groups::", 20) == 0 && strstr(s, "block_tile_memory<");
	clang_disposeString(ts);
	return r;
}

CXType cl_pointee(CXType t)
{
	CXType p = clang_getPointeeType(t);
	return p.kind == CXType_Invalid ? clang_getPointeeType(clang_getCanonicalType(t)) : p;
}

/* std::aligned_storage<N, A>::type (or aligned_storage_t): raw storage, an N-byte struct
 * of alignment A; NULL for any other type. */
static const char *aligned_storage(Unit *u, CXType t)
{
	CXType c = clang_getCanonicalType(t);
	CXCursor d = clang_getTypeDeclaration(c);
	if (c.kind != CXType_Record || cursor_in_user_code(u, d) ||
	    strcmp(cursor_name(u, d), "type") != 0)
		return NULL;
	CXCursor outer = clang_getCursorSemanticParent(d);
	if (strcmp(cursor_name(u, outer), "aligned_storage") != 0)
		return NULL;
	long long n = clang_Type_getSizeOf(c), a = clang_Type_getAlignOf(c);
	if (n <= 0 || a <= 0)
		return NULL;
	return arena_printf(u->arena, "struct __attribute__((aligned(%lld))) { uchar cuport_bytes[%lld]; }",
			    a, n);
}

/* std::pair<A, B> and thrust::pair<A, B> (also cuda::std's): a struct of first and second,
 * cuport_pair_A_B, whose definition joins u->cl_pairs; NULL for any other type. */
const char *cl_pair_type(Unit *u, CXType t)
{
	CXType c = clang_getCanonicalType(t);
	CXCursor d = clang_getTypeDeclaration(c);
	if (c.kind != CXType_Record || cursor_in_user_code(u, d) ||
	    strcmp(cursor_name(u, d), "pair") != 0 || clang_Type_getNumTemplateArguments(c) != 2)
		return NULL;
	CXCursor ns = clang_getCursorSemanticParent(d);
	while (clang_getCursorKind(ns) == CXCursor_Namespace &&
	       str_starts(cursor_name(u, ns), "__"))   /* std::__1, thrust::THRUST_NS... */
		ns = clang_getCursorSemanticParent(ns);
	const char *nsn = cursor_name(u, ns);
	if (strcmp(nsn, "std") != 0 && strcmp(nsn, "thrust") != 0)
		return NULL;
	const char *a = cl_type(u, clang_Type_getTemplateArgumentAsType(c, 0), false);
	const char *b = cl_type(u, clang_Type_getTemplateArgumentAsType(c, 1), false);
	char *name = arena_printf(u->arena, "cuport_pair_%s_%s", a, b);
	for (char *q = name; *q; q++)
		if (!(isalnum((unsigned char)*q) || *q == '_'))
			*q = '_';
	const char *def = arena_printf(u->arena, "typedef struct %s {\n    %s first;\n    %s second;\n} %s;\n\n",
				       name, a, b, name);
	if (!strlist_contains(&u->cl_pairs, def))
		strlist_push(&u->cl_pairs, def);
	return name;
}

const char *cl_type(Unit *u, CXType t, bool kernel_param)
{
	unsigned tile;
	if (cl_group_kind(t, &tile) != GROUP_NONE)
		return "cuport_group";
	const char *wmma = kwmma_type(u, t);
	if (wmma)
		return arena_printf(u->arena, "%s%s", clang_isConstQualifiedType(t) ? "const " : "",
				    wmma);
	if (cl_group_operator(t) || cl_is_grid_group(t))
		return "uchar";   /* an empty object: its type says all */
	AsyncKind ak = clang_getCanonicalType(t).kind == CXType_Pointer ? ASYNC_NONE
									: kasync_kind(t);
	if (ak == ASYNC_SIZE)
		return "size_t";
	if (ak != ASYNC_NONE)
		return "uchar";   /* a barrier, a pipeline: kernel/async.c */
	const char *cq = clang_isConstQualifiedType(t) ? "const " : "";
	const char *vq = clang_isVolatileQualifiedType(t) ? "volatile " : "";
	if (t.kind == CXType_Elaborated)
		t = clang_Type_getNamedType(t);
	/* auto, decltype(e) and a substituted template parameter name the type they stand for
	 * only through the canonical type: its spelling is CUDA's (a uint3 there is not OpenCL's
	 * 16-byte uint3 but the device header's cuport_uint3) */
	if (t.kind == CXType_Auto ||
	    (t.kind == CXType_Unexposed && clang_getCanonicalType(t).kind != CXType_Unexposed)) {
		CXType c = clang_getCanonicalType(t);
		const char *r = cl_type(u, c, kernel_param);
		if (c.kind == CXType_Pointer)
			return r;   /* its own qualifiers are spelled after the '*' */
		return arena_printf(u->arena, "%s%s%s", clang_isConstQualifiedType(c) ? "" : cq,
				    clang_isVolatileQualifiedType(c) ? "" : vq, r);
	}
	if (t.kind == CXType_Pointer) {
		const char *p = cl_type(u, clang_getPointeeType(t), false);
		return arena_printf(u->arena, "%s *%s%s", p, *cq ? "const " : "",
				    clang_isRestrictQualifiedType(t) ? "restrict" : "");
	}
	const char *b = cl_builtin_type(t, kernel_param);
	if (b)
		return arena_printf(u->arena, "%s%s%s", cq, vq, b);
	if (t.kind == CXType_Typedef && cl_local_typedef(clang_getTypeDeclaration(t))) {
		/* using T2 = typename Conv<T>::Type; in a function: the type it stands for (the
		 * alias is declared per instance, and its name may mean another type elsewhere) */
		CXType under = clang_getTypedefDeclUnderlyingType(clang_getTypeDeclaration(t));
		return arena_printf(u->arena, "%s%s%s", cq, vq, cl_type(u, under, kernel_param));
	}
	if (t.kind == CXType_Typedef || t.kind == CXType_Record || t.kind == CXType_Enum) {
		CXCursor d = clang_getTypeDeclaration(t);
		const char *raw = aligned_storage(u, t);
		if (!raw)
			raw = cl_pair_type(u, t);
		if (!raw && t.kind == CXType_Record)
			raw = kcub_record(u, d);
		if (raw)
			return arena_printf(u->arena, "%s%s%s", cq, vq, raw);
		/* an enum of CUDA's (__nv_fp8_interpretation_t): its integer type; device code
		 * names its enumerators by their values (rw_constant_ref) */
		if (t.kind == CXType_Enum && !cursor_in_user_code(u, d))
			return arena_printf(u->arena, "%s%s%s", cq, vq,
					    cl_type(u, clang_getEnumDeclIntegerType(d), kernel_param));
		if (!cursor_in_user_code(u, d) && cl_half_kind(cursor_name(u, d)))
			return arena_printf(u->arena, "%s%s%s", cq, vq, cl_vector_name(u, cursor_name(u, d)));
		const char *name = t.kind == CXType_Typedef ? cl_typedef_name(u, d)
				 : t.kind == CXType_Record || cursor_in_user_code(u, d) ? cl_record_name(u, d)
				 : cursor_name(u, d);
		if (cursor_in_user_code(u, d) || (t.kind == CXType_Typedef && strcmp(name, cursor_name(u, d)) != 0))
			return arena_printf(u->arena, "%s%s%s", cq, vq, name);
		const char *v = cl_vector_name(u, name);
		if (v)
			return arena_printf(u->arena, "%s%s%s", cq, vq, v);
		if (t.kind == CXType_Typedef) {
			if (strcmp(name, "size_t") == 0 && !kernel_param)
				return arena_printf(u->arena, "%s%ssize_t", cq, vq);
			CXType under = clang_getTypedefDeclUnderlyingType(d);
			const char *r = cl_type(u, under, kernel_param);
			return arena_printf(u->arena, "%s%s%s", cq, vq, r);
		}
	}
	CXType c = clang_getCanonicalType(t);
	b = cl_builtin_type(c, kernel_param);
	if (b)
		return arena_printf(u->arena, "%s%s%s", cq, vq, b);
	return arena_cxstring(u->arena, clang_getTypeSpelling(t));
}

bool cl_local_typedef(CXCursor d)
{
	enum CXCursorKind k = clang_getCursorKind(d);
	if (k != CXCursor_TypedefDecl && k != CXCursor_TypeAliasDecl)
		return false;
	CXCursor p = clang_getCursorSemanticParent(d);
	enum CXCursorKind pk = clang_getCursorKind(p);
	/* a member typedef (Wide<float>::type) too: several classes have one of a name */
	return cl_function_scope(p) || pk == CXCursor_StructDecl || pk == CXCursor_ClassDecl ||
	       pk == CXCursor_UnionDecl || pk == CXCursor_ClassTemplate ||
	       pk == CXCursor_ClassTemplatePartialSpecialization;
}

/* "float name[8][32]" for arrays, "float name" otherwise. */
const char *cl_declarator(Unit *u, CXType t, const char *name)
{
	Buf dims = {0};
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray) {
		buf_printf(&dims, "[%lld]", clang_getArraySize(t));
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	}
	const char *r = arena_printf(u->arena, "%s %s%s", cl_type(u, t, false), name,
				     dims.data ? dims.data : "");
	buf_free(&dims);
	return r;
}

typedef struct {
	const char *name;
	long long align;
} TypeByName;

static enum CXChildVisitResult find_type_named(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	TypeByName *t = d;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k != CXCursor_TypedefDecl && k != CXCursor_TypeAliasDecl && k != CXCursor_StructDecl &&
	    k != CXCursor_ClassDecl && k != CXCursor_UnionDecl && k != CXCursor_EnumDecl)
		return CXChildVisit_Continue;
	CXString s = clang_getCursorSpelling(c);
	bool same = strcmp(clang_getCString(s), t->name) == 0;
	clang_disposeString(s);
	if (!same)
		return CXChildVisit_Continue;
	long long a = clang_Type_getAlignOf(clang_getCursorType(c));
	if (a > 0)
		t->align = a;
	return a > 0 ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* The alignment of the type written as the one identifier name: a scalar keyword or a type
 * declared at file scope (float4, a struct of the program); 0 if unknown. */
static long long alignof_named(CXTranslationUnit tu, const char *name)
{
	static const TypeByName scalars[] = {
		{"char", 1}, {"bool", 1}, {"short", 2}, {"int", 4}, {"unsigned", 4}, {"float", 4},
		{"long", 8}, {"double", 8},
	};
	for (size_t i = 0; i < countof(scalars); i++)
		if (strcmp(name, scalars[i].name) == 0)
			return scalars[i].align;
	TypeByName t = {name, 0};
	clang_visitChildren(clang_getTranslationUnitCursor(tu), find_type_named, &t);
	return t.align;
}

/* The alignment the alignas or aligned attribute on var asks for, 0 if none or unknown.
 * libclang shows neither an attribute's argument nor, inside the parse's alignas macro
 * (parse.c), anything of it: the argument is read from the tokens in the parentheses that
 * follow the attribute's name, a literal or alignof(T) of a type named by one identifier
 * (alignas(alignof(float4)), as cuda-samples write it). */
static long long declared_alignment(CXCursor var)
{
	CXCursor attr = cursor_aligned_attr(var);
	if (clang_Cursor_isNull(attr))
		return 0;
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(var);
	/* where the source writes them */
	CXFile f, g;
	unsigned bl, bc, el, ec;
	clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(attr)), &f, &bl, &bc,
				   NULL);
	clang_getExpansionLocation(clang_getRangeEnd(clang_getCursorExtent(var)), &g, &el, &ec,
				   NULL);
	if (!f || !g || !clang_File_isEqual(f, g))
		return 0;
	CXSourceRange r = clang_getRange(clang_getLocation(tu, f, bl, bc),
					 clang_getLocation(tu, f, el, ec));
	CXToken *toks;
	unsigned n;
	clang_tokenize(tu, r, &toks, &n);
	/* the argument's tokens: name ( a ) or name ( alignof ( T ) ) */
	const char *w[8] = {0};
	CXString sp[8];
	unsigned m = n < 8 ? n : 8;
	for (unsigned i = 0; i < m; i++) {
		sp[i] = clang_getTokenSpelling(tu, toks[i]);
		w[i] = clang_getCString(sp[i]);
	}
	long long align = 0;
	char *end;
	if (m >= 4 && strcmp(w[1], "(") == 0 && strcmp(w[3], ")") == 0) {
		align = strtoll(w[2], &end, 0);
		if (*end != '\0')
			align = 0;
	} else if (m >= 7 && strcmp(w[1], "(") == 0 && strcmp(w[3], "(") == 0 &&
		   strcmp(w[5], ")") == 0 && strcmp(w[6], ")") == 0 &&
		   (strcmp(w[2], "alignof") == 0 || strcmp(w[2], "__alignof__") == 0 ||
		    strcmp(w[2], "_Alignof") == 0)) {
		align = alignof_named(tu, w[4]);
	}
	for (unsigned i = 0; i < m; i++)
		clang_disposeString(sp[i]);
	clang_disposeTokens(tu, toks, n);
	return align > 0 && (align & (align - 1)) == 0 ? align : 0;
}

/* What the declaration of __local variable var ends with.  NVIDIA's OpenCL compiler assumes
 * no more than the declared alignment of a __local variable, where CUDA places shared arrays
 * aligned and counts on it: a row of a 16x16 float tile read four elements at a time is one
 * LDS.128 in CUDA's code and four LDS in OpenCL's, and the tiled matmul ran 1.26x slower for
 * it (bench/matmul/probe.sh).  Arrays of 16 bytes or more are declared 16-byte aligned, which
 * costs at most 12 bytes of padding each.  moved: the declaration is written anew (a device
 * function's __shared__ hoisted into its kernels, a kernel's moved to the top), so the
 * alignment its CUDA declaration asks for (alignas(32), alignas(alignof(float4))) is stated
 * again. */
const char *cl_local_alignment(Unit *u, CXCursor var, bool moved)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(var));
	long long size = clang_Type_getSizeOf(t), align = clang_Type_getAlignOf(t);
	long long want = moved ? declared_alignment(var) : 0;
	if (t.kind == CXType_ConstantArray && size >= 16 && align > 0 && want < 16)
		want = 16;
	if (want <= align)
		return "";
	return arena_printf(u->arena, " __attribute__((aligned(%lld)))", want);
}

/* The parameter that receives an array or scalar variable: "__local float (*s)[32]". */
const char *cl_pointer_declarator(Unit *u, Space sp, CXType t, const char *name)
{
	t = clang_getCanonicalType(t);
	if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray)
		return arena_printf(u->arena, "%s %s *%s", cl_space_qualifier(sp),
				    cl_type(u, t, false), name);
	CXType elem = clang_getCanonicalType(clang_getArrayElementType(t));
	Buf dims = {0};
	while (elem.kind == CXType_ConstantArray) {
		buf_printf(&dims, "[%lld]", clang_getArraySize(elem));
		elem = clang_getCanonicalType(clang_getArrayElementType(elem));
	}
	const char *r = dims.len
		? arena_printf(u->arena, "%s %s (*%s)%s", cl_space_qualifier(sp), cl_type(u, elem, false),
			       name, dims.data)
		: arena_printf(u->arena, "%s %s *%s", cl_space_qualifier(sp), cl_type(u, elem, false),
			       name);
	buf_free(&dims);
	return r;
}

const char *cl_pointer_type(Unit *u, Space sp, CXType t)
{
	CXType pointee = cl_pointee(t);
	const char *cq = clang_isConstQualifiedType(clang_getCanonicalType(t)) ? " const" : "";
	if (clang_getCanonicalType(pointee).kind != CXType_ConstantArray)
		return arena_printf(u->arena, "%s %s *%s", cl_space_qualifier(sp),
				    cl_type(u, pointee, false), cq);
	CXType elem = clang_getCanonicalType(pointee);
	Buf dims = {0};
	while (elem.kind == CXType_ConstantArray) {
		buf_printf(&dims, "[%lld]", clang_getArraySize(elem));
		elem = clang_getCanonicalType(clang_getArrayElementType(elem));
	}
	const char *r = arena_printf(u->arena, "%s %s (*%s)%s", cl_space_qualifier(sp),
				     cl_type(u, elem, false), cq, dims.data);
	buf_free(&dims);
	return r;
}

const char *cl_space_qualifier(Space s)
{
	switch (s) {
	case AS_GLOBAL: return "__global";
	case AS_LOCAL: return "__local";
	case AS_CONSTANT: return "__constant";
	case AS_PRIVATE: return "__private";
	default: return "";
	}
}

const char *cl_space_suffix(Space s)
{
	switch (s) {
	case AS_LOCAL: return "local";
	case AS_CONSTANT: return "constant";
	case AS_PRIVATE: return "private";
	case AS_VALUE: return "value";
	default: return "global";
	}
}

bool cl_reserved(const char *s, size_t n)
{
	static const char *const words[] = {
		"local", "global", "constant", "private", "kernel", "read_only", "write_only",
		"read_write", "uchar", "ushort", "uint", "ulong", "half", "quad", "complex",
		"imaginary", "image1d_t", "image2d_t", "image3d_t", "image1d_array_t",
		"image1d_buffer_t", "image2d_array_t", "sampler_t", "event_t", "vec_step",
	};
	for (size_t i = 0; i < countof(words); i++)
		if (strlen(words[i]) == n && memcmp(words[i], s, n) == 0)
			return true;
	return false;
}

/* OpenCL C 1.2's built-in functions by their exact names (math, integer, common, geometric,
 * relational, synchronisation, vector and miscellaneous), sorted for bsearch. */
static const char *const cl_builtins[] = {
	"abs", "abs_diff", "acos", "acosh", "acospi", "add_sat", "all", "any", "asin", "asinh",
	"asinpi", "atan", "atan2", "atan2pi", "atanh", "atanpi", "barrier", "bitselect", "cbrt",
	"ceil", "clamp", "clz", "copysign", "cos", "cosh", "cospi", "cross", "degrees",
	"distance", "dot", "erf", "erfc", "exp", "exp10", "exp2", "expm1", "fabs",
	"fast_distance", "fast_length", "fast_normalize", "fdim", "floor", "fma", "fmax",
	"fmin", "fmod", "fract", "frexp", "hadd", "hypot", "ilogb", "isequal", "isfinite",
	"isgreater", "isgreaterequal", "isinf", "isless", "islessequal", "islessgreater",
	"isnan", "isnormal", "isnotequal", "isordered", "isunordered", "ldexp", "length",
	"lgamma", "lgamma_r", "log", "log10", "log1p", "log2", "logb", "mad", "mad24",
	"mad_hi", "mad_sat", "max", "maxmag", "mem_fence", "min", "minmag", "mix", "modf",
	"mul24", "mul_hi", "nan", "nextafter", "normalize", "popcount", "pow", "pown", "powr",
	"prefetch", "printf", "radians", "read_mem_fence", "remainder", "remquo", "rhadd",
	"rint", "rootn", "rotate", "round", "rsqrt", "select", "shuffle", "shuffle2", "sign",
	"signbit", "sin", "sincos", "sinh", "sinpi", "smoothstep", "sqrt", "step", "sub_sat",
	"tan", "tanh", "tanpi", "tgamma", "trunc", "upsample", "vec_step",
	"wait_group_events", "write_mem_fence",
};

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

bool cl_builtin_name(const char *n)
{
	return bsearch(&n, cl_builtins, countof(cl_builtins), sizeof *cl_builtins, cmp_name);
}

bool cl_builtin_function(const char *n)
{
	return cl_builtin_name(n) || str_starts(n, "get_") || str_starts(n, "atomic_") ||
	       str_starts(n, "atom_") || str_starts(n, "native_") || str_starts(n, "half_") ||
	       str_starts(n, "vload") || str_starts(n, "vstore") || str_starts(n, "convert_") ||
	       str_starts(n, "as_") || str_starts(n, "async_work_group") ||
	       str_starts(n, "read_image") || str_starts(n, "write_image");
}

bool cl_var_renamed(CXCursor d, const char *n)
{
	enum CXCursorKind k = clang_getCursorKind(d);
	return (k == CXCursor_VarDecl || k == CXCursor_ParmDecl) && cl_builtin_name(n);
}

const char *cl_ident(Unit *u, CXCursor c)
{
	const char *n = cursor_name(u, c);
	return cl_reserved(n, strlen(n)) || cl_var_renamed(c, n) ? arena_printf(u->arena, "%s_", n)
								  : n;
}

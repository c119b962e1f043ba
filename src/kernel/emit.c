/*
 * The .cl output of a unit: its device code as OpenCL C 1.2: OpenCL C 1.2 with address spaces
 * inferred by the scan (docs/architecture.md, and DESIGN.md's decisions 1 and 2).
 *
 * Layout of the file: the macros the device code uses, the user types it needs (in
 * dependency order), generated helpers, then every instance, callees before callers. The
 * runtime puts its device header (runtime/device/cuport_device.h) in front when it builds
 * the program, so the file itself includes nothing.
 */
#include "kernel.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- types ---- */

/* A struct or union declared without a name inside another (C11's anonymous members:
 * union { struct { int x, y; }; int v[2]; }): its members are the enclosing record's. */
static bool anonymous_record(CXCursor c)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	return (k == CXCursor_StructDecl || k == CXCursor_UnionDecl) &&
	       clang_Cursor_isAnonymousRecordDecl(c);
}

static enum CXChildVisitResult collect_fields(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_FieldDecl || anonymous_record(c))
		cursor_list_push(d, c);
	return CXChildVisit_Continue;
}

static enum CXVisitorResult collect_type_fields(CXCursor c, CXClientData d)
{
	cursor_list_push(d, c);
	return CXVisit_Continue;
}

/* The OpenCL C integer types whose size is the device's, not the host's. */
static bool host_sized_int(const char *ty)
{
	static const char *const names[] = {"size_t", "ptrdiff_t", "intptr_t", "uintptr_t"};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(ty, names[i]) == 0)
			return true;
	return false;
}

/* The fields of the record d as the .cl lays them out: those of its base classes first, in
 * order and recursively, then its own (and its anonymous members). A base's fields keep
 * their offsets from the start, so a method of the first base runs on the derived object
 * through a cast of self. */
static void record_fields(KScan *k, CXCursor d, Cursors *fields, int depth)
{
	if (depth < 16) {
		Cursors bases = {0};
		kscan_record_bases(k, d, &bases);
		for (unsigned i = 0; i < bases.len; i++)
			record_fields(k, bases.items[i], fields, depth + 1);
		cursor_list_free(&bases);
	}
	if (clang_Cursor_getNumTemplateArguments(d) > 0)   /* an instantiation: its own fields */
		clang_Type_visitFields(clang_getCursorType(d), collect_type_fields, fields);
	else
		clang_visitChildren(clang_getCursorDefinition(d), collect_fields, fields);
}

/* T &m: a pointer into the space the constructors bind it to (one no analysed constructor
 * binds, as an aggregate initializer does, points into __global, as an unknown pointer
 * does); T (&m)[N]: a pointer to the first element, as an array reference parameter is. */
static void emit_ref_member(KScan *k, CXCursor f, const char *fname, int indent, Buf *out)
{
	Space sp = kscan_ref_field_space(k, f);
	CXType t = clang_getCursorType(f);
	if (kscan_is_array_ref(t)) {
		CXType elem = clang_getArrayElementType(clang_getCanonicalType(cl_pointee(t)));
		buf_printf(out, "%*s%s %s *%s;\n", indent, "", cl_space_qualifier(sp ? sp : AS_GLOBAL),
			   cl_type(k->u, elem, false), fname);
		return;
	}
	buf_printf(out, "%*s%s%s;\n", indent, "", cl_pointer_type(k->u, sp ? sp : AS_GLOBAL, t),
		   fname);
}

/* The members of record d (fields and anonymous records, in order) at indent. */
static void emit_members(KScan *k, CXCursor d, const char *name, const Cursors *fields,
			 int indent, Buf *out)
{
	Unit *u = k->u;
	for (unsigned i = 0; i < fields->len; i++) {
		CXCursor f = fields->items[i];
		CXCursor rec = clang_getTypeDeclaration(clang_getCanonicalType(clang_getCursorType(f)));
		if (clang_getCursorKind(f) == CXCursor_FieldDecl && anonymous_record(rec))
			f = rec;   /* an instantiation's fields show the anonymous member as a field */
		if (anonymous_record(f)) {
			Cursors inner = {0};
			clang_visitChildren(f, collect_fields, &inner);
			buf_printf(out, "%*s%s {\n", indent, "",
				   clang_getCursorKind(f) == CXCursor_UnionDecl ? "union" : "struct");
			emit_members(k, f, name, &inner, indent + 4, out);
			buf_printf(out, "%*s};\n", indent, "");
			cursor_list_free(&inner);
			continue;
		}
		CXType t = clang_getCursorType(f);
		const char *fname = cl_ident(u, f);
		CXType c = clang_getCanonicalType(t);
		if (c.kind == CXType_Pointer) {
			if (clang_equalCursors(clang_getCanonicalCursor(clang_getCursorSemanticParent(f)),
					       clang_getCanonicalCursor(d)))   /* once, not per derived */
				unit_diag(u, DIAG_KERNEL_STRUCT_POINTER, clang_getCursorLocation(f),
					  name, fname);
			buf_printf(out, "%*sulong %s; /* %s *: a device address */\n", indent, "", fname,
				   cl_type(u, cl_pointee(t), false));
			continue;
		}
		if (kscan_is_ref_field(f)) {
			emit_ref_member(k, f, fname, indent, out);
			continue;
		}
		if (c.kind == CXType_LValueReference) {   /* const T &m: a copy of the object */
			t = clang_getPointeeType(c);
			c = clang_getCanonicalType(t);
		}
		Buf dims = {0};
		while (c.kind == CXType_ConstantArray) {
			buf_printf(&dims, "[%lld]", clang_getArraySize(c));
			t = clang_getArrayElementType(c);
			c = clang_getCanonicalType(t);
		}
		if (kcub_is_storage(c)) {
			/* a CUB TempStorage member (a struct of the kernel's shared buffers):
			 * cuport's collectives use the warp scratch (kernel/cub.c) */
			buf_printf(out, "%*suchar %s%s; /* CUB's temporary storage, not needed */\n",
				   indent, "", fname, dims.data ? dims.data : "");
			buf_free(&dims);
			continue;
		}
		CXCursor ur = clang_getTypeDeclaration(c);
		if (c.kind == CXType_Record && clang_Cursor_isAnonymous(ur)) {
			/* struct alignas(16) { float v[4]; } val;: an unnamed type, defined where
			 * the member is */
			Cursors inner = {0};
			clang_Type_visitFields(c, collect_type_fields, &inner);
			buf_printf(out, "%*s%s {\n", indent, "",
				   clang_getCursorKind(ur) == CXCursor_UnionDecl ? "union" : "struct");
			emit_members(k, ur, name, &inner, indent + 4, out);
			long long align = clang_Type_getAlignOf(c);
			if (!clang_Cursor_isNull(cursor_aligned_attr(ur)) && align > 1)
				buf_printf(out, "%*s} __attribute__((aligned(%lld))) %s%s;\n", indent, "",
					   align, fname, dims.data ? dims.data : "");
			else
				buf_printf(out, "%*s} %s%s;\n", indent, "", fname, dims.data ? dims.data : "");
			cursor_list_free(&inner);
			buf_free(&dims);
			continue;
		}
		/* a const member is set by its constructor, which the .cl runs as assignments */
		if (clang_isConstQualifiedType(t))
			t = clang_getUnqualifiedType(t);
		/* size_t and its kin are the host's 64-bit integers, and bool its byte, in a struct
		 * the host lays out (OpenCL C allows none of them in a kernel argument) */
		const char *ty = cl_type(u, t, false);
		if (host_sized_int(ty))
			ty = cl_type(u, c, false);
		else if (c.kind == CXType_Bool) /* the host's bool is a byte; OpenCL C's has no size */
			ty = "uchar";
		buf_printf(out, "%*s%s %s%s;\n", indent, "", ty, fname, dims.data ? dims.data : "");
		buf_free(&dims);
	}
}

static void emit_record(KScan *k, CXCursor d, const char *name, Buf *out)
{
	Cursors fields = {0};
	record_fields(k, d, &fields, 0);
	buf_printf(out, "typedef %s %s {\n",
		   clang_getCursorKind(d) == CXCursor_UnionDecl ? "union" : "struct", name);
	emit_members(k, d, name, &fields, 4, out);
	/* C has no empty struct; a C++ one takes a byte (a stateless helper such as
	 * SharedMemory<T>, an empty tag type) */
	if (fields.len == 0)
		buf_puts(out, "    char cuport_empty;\n");
	/* __align__(n) or alignas beyond what the fields need: the .cl keeps the layout the
	 * host allocates and copies (struct __align__(16) { uint r, g, b; } is 16 bytes) */
	long long align = clang_Type_getAlignOf(clang_getCursorType(d)), natural = 1;
	for (unsigned i = 0; i < fields.len; i++) {
		long long a = clang_Type_getAlignOf(clang_getCursorType(fields.items[i]));
		if (a > natural)
			natural = a;
	}
	if (!clang_Cursor_isNull(cursor_aligned_attr(d)) && align > natural)
		buf_printf(out, "} __attribute__((aligned(%lld))) %s;\n\n", align, name);
	else
		buf_printf(out, "} %s;\n\n", name);
	cursor_list_free(&fields);
}

static enum CXChildVisitResult collect_enums(CXCursor c, CXCursor parent, CXClientData d)
{
	if (clang_getCursorKind(c) == CXCursor_EnumConstantDecl)
		cursor_list_push(d, c);
	return CXChildVisit_Continue;
}

/* A C enum is an int; one of another size in C++ (enum class Mode : unsigned char) is its
 * integer type, so structs and kernel arguments holding it keep the host's layout, with
 * its enumerators in an anonymous enum. name NULL: an anonymous enum. */
static void emit_enum(KScan *k, CXCursor d, const char *name, Buf *out)
{
	Unit *u = k->u;
	Cursors cs = {0};
	clang_visitChildren(d, collect_enums, &cs);
	CXType it = clang_getEnumDeclIntegerType(d);
	bool sized = name && clang_Type_getSizeOf(it) != 4;
	if (sized)
		buf_printf(out, "typedef %s %s;\n", cl_type(u, it, false), name);
	if (name && !sized)
		buf_printf(out, "typedef enum %s {\n", name);
	else
		buf_puts(out, "enum {\n");
	for (unsigned i = 0; i < cs.len; i++)
		buf_printf(out, "    %s = %lld,\n", cl_enumerator_name(u, cs.items[i]),
			   clang_getEnumConstantDeclValue(cs.items[i]));
	if (name && !sized)
		buf_printf(out, "} %s;\n\n", name);
	else
		buf_puts(out, "};\n\n");
	cursor_list_free(&cs);
}

/* Whether the types of the .cl include a typedef naming the anonymous enum d, which
 * declares its enumerators. */
static bool enum_has_typedef(KScan *k, CXCursor d)
{
	for (size_t i = 0; i < k->ntypes; i++) {
		CXCursor t = k->types[i];
		enum CXCursorKind kind = clang_getCursorKind(t);
		if (kind != CXCursor_TypedefDecl && kind != CXCursor_TypeAliasDecl)
			continue;
		CXType under = clang_getTypedefDeclUnderlyingType(t);
		if (under.kind == CXType_Elaborated)
			under = clang_Type_getNamedType(under);
		if (clang_equalCursors(clang_getTypeDeclaration(under), d))
			return true;
	}
	return false;
}

static bool anonymous_enum(Unit *u, CXCursor d)
{
	const char *n = cursor_name(u, d);
	return clang_Cursor_isAnonymous(d) || !*n || strstr(n, "(unnamed") || strstr(n, "(anonymous");
}

/* The declaration among k's types that a field or typedef of type t needs defined before
 * it (none through a pointer: the .cl stores an address), or -1. */
static long type_dependency(KScan *k, CXType t)
{
	for (int guard = 0; guard < 16; guard++) {
		if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray) {
			t = clang_getArrayElementType(t);
			continue;
		}
		if (t.kind == CXType_Elaborated) {
			t = clang_Type_getNamedType(t);
			continue;
		}
		if (t.kind == CXType_Unexposed || t.kind == CXType_Auto) {
			if (clang_getCanonicalType(t).kind == t.kind)
				return -1;
			t = clang_getCanonicalType(t);
			continue;
		}
		if (t.kind != CXType_Typedef && t.kind != CXType_Record && t.kind != CXType_Enum)
			return -1;
		CXCursor d = clang_getCanonicalCursor(clang_getTypeDeclaration(t));
		for (size_t i = 0; i < k->ntypes; i++)
			if (clang_equalCursors(clang_getCanonicalCursor(k->types[i]), d))
				return (long)i;
		if (t.kind != CXType_Typedef)
			return -1;
		t = clang_getTypedefDeclUnderlyingType(d);
	}
	return -1;
}

static void order_type(KScan *k, size_t i, unsigned char *state, CXCursor *out, size_t *n)
{
	if (state[i])
		return;   /* placed, or being placed (a cycle through a typedef: keep the order) */
	state[i] = 1;
	CXCursor d = k->types[i];
	enum CXCursorKind kind = clang_getCursorKind(d);
	if (kind == CXCursor_TypedefDecl || kind == CXCursor_TypeAliasDecl) {
		long j = type_dependency(k, clang_getTypedefDeclUnderlyingType(d));
		if (j >= 0)
			order_type(k, (size_t)j, state, out, n);
	} else if (kind == CXCursor_StructDecl || kind == CXCursor_ClassDecl ||
		   kind == CXCursor_UnionDecl) {
		Cursors fields = {0};
		if (!cl_is_lambda(d))
			record_fields(k, d, &fields, 0);
		for (unsigned f = 0; f < fields.len; f++) {
			long j = type_dependency(k, clang_getCursorType(fields.items[f]));
			if (j >= 0)
				order_type(k, (size_t)j, state, out, n);
		}
		cursor_list_free(&fields);
	}
	out[(*n)++] = d;
}

/* The scan lists types as it first needs them, a record after its fields' types; a base
 * class's fields, which the derived record holds too, may be found after it: the
 * definitions are put in dependency order once every instance is scanned. */
static void order_types(KScan *k)
{
	if (k->ntypes < 2)
		return;
	unsigned char *state = xcalloc(k->ntypes, 1);
	CXCursor *out = xmalloc(k->ntypes * sizeof *out);
	size_t n = 0;
	for (size_t i = 0; i < k->ntypes; i++)
		order_type(k, i, state, out, &n);
	memcpy(k->types, out, n * sizeof *out);
	free(out);
	free(state);
}

static void emit_types(KScan *k, Buf *out)
{
	Unit *u = k->u;
	order_types(k);
	for (size_t i = 0; i < k->ntypes; i++) {
		CXCursor d = k->types[i];
		const char *name = cl_record_name(u, d);
		switch (clang_getCursorKind(d)) {
		case CXCursor_StructDecl:
		case CXCursor_ClassDecl:
		case CXCursor_UnionDecl:
			if (cl_is_lambda(d)) {
				klambda_emit_struct(k, d, out);
				break;
			}
			if (clang_Cursor_isAnonymous(d))
				break; /* emitted under its typedef name */
			emit_record(k, d, name, out);
			break;
		case CXCursor_EnumDecl:
			if (!anonymous_enum(u, d))
				emit_enum(k, d, name, out);
			else if (!enum_has_typedef(k, d))
				emit_enum(k, d, NULL, out);   /* enum { kBlock = 64 }; */
			break;
		case CXCursor_TypedefDecl:
		case CXCursor_TypeAliasDecl: {
			CXType under = clang_getTypedefDeclUnderlyingType(d);
			if (under.kind == CXType_Elaborated)
				under = clang_Type_getNamedType(under);
			CXCursor ud = clang_getTypeDeclaration(under);
			if (!clang_Cursor_isNull(ud) && clang_Cursor_isAnonymous(ud)) {
				if (clang_getCursorKind(ud) == CXCursor_EnumDecl)
					emit_enum(k, ud, name, out);
				else
					emit_record(k, ud, name, out);
			} else if (!clang_Cursor_isNull(ud) &&
				   strcmp(cursor_name(u, ud), name) == 0) {
				/* typedef struct X X;: the struct's own definition says it */
			} else if (clang_getCanonicalType(under).kind == CXType_ConstantArray) {
				/* typedef float row_t[4]; */
				buf_printf(out, "typedef %s;\n\n",
					   cl_declarator(u, under, cl_typedef_name(u, d)));
			} else {
				buf_printf(out, "typedef %s %s;\n\n", cl_type(u, under, false),
					   cl_typedef_name(u, d));
			}
			break;
		}
		default:
			break;
		}
	}
}

/* ---- macros ---- */

/* A macro device code uses is copied into the .cl with its body translated. The text of a
 * body says most of what it becomes (keywords, built-in variables, renamed functions); a
 * call whose translation depends on types or on the function expanding the macro takes
 * what the rewriter recorded at the expansions (MacroCall). One function's expansions give
 * one definition; where another function needs another one (a shuffle of an int here, of a
 * float there), the macro is defined again in front of it. */

typedef struct {
	const char *name;
	CXCursor def;
	bool user;               /* defined under in-root (else in CUDA's headers) */
	bool used;
	bool reported;
	const char *file;        /* where the definition is spelled, and its extent there */
	unsigned b, e;
	const char *first;       /* the translated definition emitted at the top */
	const char *current;     /* the one in effect at the end of the code emitted so far */
	Inst *last_in;           /* the last instance that needed a form of it, and where */
	unsigned last_line;
	unsigned defs;           /* how many definitions of the name the unit has */
} Macro;

struct Macros {
	Macro *items;
	size_t len, cap;
	unsigned versions;   /* bit i: versions[i] was defined by CUDA's headers in the parse */
};

/* What nvcc and CUDA's headers tell the code about the toolkit, tested in device code as in
 * host code (#if CUDART_VERSION < 9000 picks __ballot or __ballot_sync). Their definitions
 * are not copied: the .cl states the values the parse saw (version_macros). always: defined
 * in every CUDA unit (nvcc's command line), else only where a header of the parse did. */
static const struct {
	const char *name;
	bool always;
} versions[] = {
	{"CUDART_VERSION", false},         {"__CUDART_API_VERSION", false},
	{"CUDA_VERSION", false},           {"__CUDACC__", true},
	{"__CUDACC_VER_MAJOR__", true},    {"__CUDACC_VER_MINOR__", true},
	{"__CUDACC_VER_BUILD__", true},    {"__CUDA_API_VER_MAJOR__", true},
	{"__CUDA_API_VER_MINOR__", true},
};

static int version_macro(const char *name)
{
	for (size_t i = 0; i < countof(versions); i++)
		if (strcmp(versions[i].name, name) == 0)
			return (int)i;
	return -1;
}

/* Names OpenCL C defines itself: never copied. */
static bool opencl_knows(const char *name)
{
	static const char *const names[] = {
		"FLT_MAX", "FLT_MIN", "FLT_EPSILON", "FLT_DIG", "FLT_MANT_DIG", "DBL_MAX",
		"DBL_MIN", "DBL_EPSILON", "INT_MAX", "INT_MIN", "UINT_MAX", "LONG_MAX",
		"LONG_MIN", "ULONG_MAX", "CHAR_BIT", "CHAR_MAX", "CHAR_MIN", "SHRT_MAX",
		"SHRT_MIN", "USHRT_MAX", "UCHAR_MAX", "SCHAR_MAX", "SCHAR_MIN", "M_PI", "M_PI_F",
		"M_E", "MAXFLOAT", "HUGE_VALF", "HUGE_VAL", "INFINITY", "NAN", "NULL", "M_SQRT2",
		"M_LN2", "M_LOG2E", "M_PI_2", "M_1_PI", "FLT_RADIX",
	};
	for (size_t i = 0; i < countof(names); i++)
		if (strcmp(name, names[i]) == 0)
			return true;
	return false;
}

static enum CXChildVisitResult find_macros(CXCursor c, CXCursor parent, CXClientData d)
{
	void **ctx = d;
	KScan *k = ctx[0];
	Macros *m = ctx[1];
	if (clang_getCursorKind(c) != CXCursor_MacroDefinition ||
	    clang_Cursor_isMacroBuiltin(c))
		return CXChildVisit_Continue;
	CXSourceRange r = clang_getCursorExtent(c);
	CXFile f;
	unsigned b, e;
	clang_getSpellingLocation(clang_getRangeStart(r), &f, NULL, NULL, &b);
	clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
	if (!f)
		return CXChildVisit_Continue;
	const char *path = unit_cxfile_path(k->u, f);
	bool user = path_is_source(k->u->run->opt, path);
	const char *name = cursor_name(k->u, c);
	int v = user ? -1 : version_macro(name);
	if (v >= 0) {
		m->versions |= 1u << v;
		return CXChildVisit_Continue;
	}
	bool cuda = !user && (path_is_under(path, k->u->tc->own_include) ||
			      str_ends(path, "/math_constants.h"));
	if (!user && !cuda)
		return CXChildVisit_Continue;
	/* CUDA's own __ names are its keywords and internals; a user's (a __shfl of its own)
	 * is a macro like any other */
	if (opencl_knows(name) || (!user && str_starts(name, "__")) ||
	    (!user && kernel_header_defines(name)))
		return CXChildVisit_Continue;
	Macro x = {name, c, user, false, false, path, b, e, NULL, NULL, NULL, 0, 1};
	/* A later definition replaces an earlier one (after #undef). */
	for (size_t i = 0; i < m->len; i++)
		if (strcmp(m->items[i].name, name) == 0) {
			x.defs = m->items[i].defs + 1;
			m->items[i] = x;
			return CXChildVisit_Continue;
		}
	if (m->len == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 64;
		m->items = xrealloc(m->items, m->cap * sizeof *m->items);
	}
	m->items[m->len++] = x;
	return CXChildVisit_Continue;
}

bool kernel_macro_hoisted(KScan *k, const char *name, size_t n, const char *path,
			  unsigned from, unsigned to)
{
	Macros *m = k->macros;
	for (size_t i = 0; m && i < m->len; i++) {
		const Macro *x = &m->items[i];
		if (strlen(x->name) == n && memcmp(x->name, name, n) == 0)
			return x->user && x->defs == 1 && x->b >= from && x->b < to &&
			       strcmp(x->file, path) == 0;
	}
	return false;
}

static Macro *macro_named(Macros *m, const char *s, size_t n)
{
	for (size_t i = 0; i < m->len; i++)
		if (strlen(m->items[i].name) == n && memcmp(m->items[i].name, s, n) == 0)
			return &m->items[i];
	return NULL;
}

/* The text of a macro definition, "NAME(args) body", as written. */
static const char *macro_text(Unit *u, CXCursor def)
{
	CXSourceRange r = clang_getCursorExtent(def);
	CXFile f;
	unsigned b, e;
	clang_getSpellingLocation(clang_getRangeStart(r), &f, NULL, NULL, &b);
	clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
	size_t len;
	const char *text = clang_getFileContents(clang_Cursor_getTranslationUnit(def), f, &len);
	if (!text || e > len || b > e)
		return NULL;
	return arena_strndup(u->arena, text + b, e - b);
}

static void mark_used(Macros *m, Unit *u, const char *text);

static void use_macro(Macros *m, Unit *u, Macro *x)
{
	if (x->used)
		return;
	x->used = true;
	const char *t = macro_text(u, x->def);
	if (t)
		mark_used(m, u, t);
}

/* Past the comment or literal at p, or p itself when there is none there. */
static const char *skip_literal(const char *p)
{
	if (p[0] == '/' && p[1] == '/') {
		while (*p && *p != '\n')
			p++;
	} else if (p[0] == '/' && p[1] == '*') {
		const char *e = strstr(p + 2, "*/");
		p = e ? e + 2 : p + strlen(p);
	} else if (*p == '"' || *p == '\'') {
		char q = *p++;
		while (*p && *p != q) {
			if (*p == '\\' && p[1])
				p++;
			p++;
		}
		if (*p)
			p++;
	}
	return p;
}

/* Marks every macro whose name appears as an identifier in text (outside literals and
 * comments), and the macros their definitions use. */
static void mark_used(Macros *m, Unit *u, const char *text)
{
	const char *p = text;
	while (*p) {
		const char *q = skip_literal(p);
		if (q != p) {
			p = q;
		} else if (isalpha((unsigned char)*p) || *p == '_') {
			const char *s = p;
			while (isalnum((unsigned char)*p) || *p == '_')
				p++;
			Macro *x = macro_named(m, s, (size_t)(p - s));
			if (x)
				use_macro(m, u, x);
		} else if (isdigit((unsigned char)*p)) {
			while (isalnum((unsigned char)*p) || *p == '_' || *p == '.')
				p++;
		} else {
			p++;
		}
	}
}

static bool ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

int kernel_text_args(const char *open, const char **close)
{
	int depth = 0, n = 0;
	bool any = false;
	for (const char *p = open + 1; *p; ) {
		const char *q = skip_literal(p);
		if (q != p) {
			any = true;
			p = q;
			continue;
		}
		char c = *p++;
		if (c == '(' || c == '[' || c == '{') {
			depth++;
		} else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
			depth--;
		} else if (c == ')') {
			*close = p - 1;
			return any ? n + 1 : 0;
		} else if (c == ',' && depth == 0) {
			n++;
		}
		if (!isspace((unsigned char)c) && c != '\\')
			any = true;
	}
	return -1;
}

/* The text a CUDA spelling at the identifier [p, p + n) becomes in a macro body, with *len
 * set to how much of the text it replaces; NULL to keep it. From the device_functions
 * table: a built-in variable (threadIdx.x -> get_local_id(0), warpSize); and CUDA's
 * keywords. */
/* A type name a macro body spells that the .cl spells otherwise: <stdint.h>'s fixed-width
 * integers (OpenCL C has none) and CUDA's 16-bit floats (sizeof(__nv_bfloat16) in a
 * constant); NULL for any other name. */
static const char *macro_type_name(Unit *u, const char *name)
{
	static const struct { const char *name, *cl; } ints[] = {
		{"int8_t", "char"}, {"uint8_t", "uchar"}, {"int16_t", "short"},
		{"uint16_t", "ushort"}, {"int32_t", "int"}, {"uint32_t", "uint"},
		{"int64_t", "long"}, {"uint64_t", "ulong"},
	};
	for (size_t i = 0; i < countof(ints); i++)
		if (strcmp(name, ints[i].name) == 0)
			return ints[i].cl;
	return cl_half_kind(name) && strcmp(name, "half") != 0 ? cl_vector_name(u, name) : NULL;
}

/* The C type of a C++ functional cast of a scalar a macro body spells (float(x),
 * uint32_t(-1), unsigned(n)), which C spells ((uint)(-1)); NULL for any other name. */
static const char *macro_scalar_cast(Unit *u, const char *name)
{
	static const char *const scalars[] = {"char", "short", "int", "long", "float", "double",
					      "bool", "unsigned", "signed", "uint", "uchar",
					      "ushort", "ulong", "size_t"};
	for (size_t i = 0; i < countof(scalars); i++)
		if (strcmp(name, scalars[i]) == 0)
			return scalars[i];
	return cl_half_kind(name) ? NULL : macro_type_name(u, name);
}

static const char *macro_spelling(Unit *u, const char *p, size_t n, size_t *len)
{
	char *name = arena_strndup(u->arena, p, n);
	const char *kw = rw_keyword(name);
	if (!kw)   /* C++'s alternative tokens are the lexer's, in a macro body too */
		kw = rw_alternative_token(name);
	const Rule *r = rules_find(u->run->rules, RULE_DEVICE_FUNC, name);
	*len = n;
	if (kw)
		return kw;
	const char *ty = macro_type_name(u, name);
	if (ty)
		return ty;
	if (!r || !r->to || r->support == SUPPORT_UNSUPPORTED)
		return NULL;
	if (r->form == FORM_CONSTANT)
		return r->to;
	if (r->form == FORM_INDEX && p[n] == '.' && strchr("xyz", p[n + 1]) && p[n + 1] &&
	    !ident_char(p[n + 2])) {
		*len = n + 2;
		return arena_printf(u->arena, "%s(%d)", r->to, p[n + 1] - 'x');
	}
	return NULL;
}

/* Whether the identifier [p, p + n) only makes sense in device code: a warp exchange, an
 * atomic, a cooperative-groups partition. */
static bool device_only(Unit *u, const char *p, size_t n)
{
	const Rule *r = rules_find(u->run->rules, RULE_DEVICE_FUNC, arena_strndup(u->arena, p, n));
	if (r && (r->form == FORM_ATOMIC || r->form == FORM_WARP || r->form == FORM_BLOCK_VOTE))
		return true;
	return n >= 15 && memcmp(p, "tiled_partition", 15) == 0;
}

/* Text being translated: where it is spelled, and the calls recorded in it. */
typedef struct {
	Unit *u;
	const char *text;        /* spelled at offset base of file (NULL: not a file's text) */
	const char *file;
	unsigned base;
	MacroCall **calls;
	size_t ncalls;
	const char *left;        /* a device built-in kept as written */
} Text;

static void translate(Text *x, const char *p, const char *end, Buf *out);

/* Argument i of the call whose '(' is at open and ')' at close, translated. */
static const char *text_arg(Text *x, const char *open, const char *close, int i)
{
	const char *b = open + 1, *p = b;
	int depth = 0;
	for (; p < close; p++) {
		const char *q = skip_literal(p);
		if (q != p) {
			p = q - 1;
			continue;
		}
		if (*p == '(' || *p == '[' || *p == '{')
			depth++;
		else if (*p == ')' || *p == ']' || *p == '}')
			depth--;
		else if (*p == ',' && depth == 0 && i-- == 0)
			break;
		else if (*p == ',' && depth == 0)
			b = p + 1;
	}
	Buf o = {0};
	while (b < p && isspace((unsigned char)*b))
		b++;
	translate(x, b, p, &o);
	const char *r = arena_strdup(x->u->arena, o.data ? o.data : "");
	buf_free(&o);
	return r;
}

/* The call name(...) at p (its '(' at open, ')' at close) written as OpenCL C into out;
 * false to keep the name as written (and translate the rest as text). */
static bool call_text(Text *x, const char *p, size_t n, const char *open, const char *close,
		      int nargs, Buf *out)
{
	Unit *u = x->u;
	unsigned off = x->text ? x->base + (unsigned)(p - x->text) : 0;
	for (size_t i = 0; x->text && i < x->ncalls; i++) {
		MacroCall *mc = x->calls[i];
		if (mc->off != off || mc->len)
			continue;
		mc->used = true;
		buf_puts(out, mc->head);
		if (!mc->casts || mc->ncasts != nargs) {
			translate(x, open + 1, close, out);
		} else {
			for (int a = 0; a < nargs; a++)
				buf_printf(out, mc->casts[a] ? "%s(%s)(%s)" : "%s%.0s%s", a ? ", " : "",
					   mc->casts[a] ? mc->casts[a] : "", text_arg(x, open, close, a));
		}
		buf_printf(out, "%s)", mc->tail ? mc->tail : "");
		return true;
	}
	const char *name = arena_strndup(u->arena, p, n);
	const char *cast = nargs == 1 ? macro_scalar_cast(u, name) : NULL;
	if (cast) {
		buf_printf(out, "((%s)(", cast);
		translate(x, open + 1, close, out);
		buf_puts(out, "))");
		return true;
	}
	const char *v = str_starts(name, "make_") ? cl_vector_name(u, name + 5) : NULL;
	if (v) {
		if (str_starts(v, "cuport_"))
			buf_printf(out, "cuport_make_%s(", v + 7);
		else
			buf_printf(out, "(%s)(", v);
		translate(x, open + 1, close, out);
		buf_puts(out, ")");
		return true;
	}
	const Rule *r = rules_find(u->run->rules, RULE_DEVICE_FUNC, name);
	if (!r || !r->to || r->support == SUPPORT_UNSUPPORTED)
		return false;
	if (r->form != FORM_FUNCTION && r->form != FORM_EXPRESSION) {
		if (device_only(u, p, n))
			x->left = r->from;
		return false;
	}
	const char *all = strstr(r->to, "$*");
	if (all) {
		buf_append(out, r->to, (size_t)(all - r->to));
		buf_puts(out, "(");
		translate(x, open + 1, close, out);
		buf_printf(out, ")%s", all + 2);
		return true;
	}
	if (strchr(r->to, '$')) {
		for (const char *t = r->to; *t; t++) {
			if (*t == '$' && t[1] >= '1' && t[1] <= '9' && t[1] - '1' < nargs)
				buf_puts(out, text_arg(x, open, close, *++t - '1'));
			else
				buf_append(out, t, 1);
		}
		return true;
	}
	if (r->form == FORM_EXPRESSION) {
		if (nargs != 0)
			return false;
		buf_puts(out, r->to);
		return true;
	}
	buf_printf(out, "%s(", r->to);
	translate(x, open + 1, close, out);
	buf_puts(out, ")");
	return true;
}

/* The name recorded at p of x's text (rw_macro_name), or NULL. */
static const MacroCall *macro_name_at(Text *x, const char *p)
{
	unsigned off = x->base + (unsigned)(p - x->text);
	for (size_t i = 0; i < x->ncalls; i++)
		if (x->calls[i]->off == off && x->calls[i]->len) {
			x->calls[i]->used = true;
			return x->calls[i];
		}
	return NULL;
}

/* The length of a qualifier of CUDA's namespaces at p (its name n long), "nvcuda::" or
 * "wmma ::", which a macro body spells and C has no use for; 0 for anything else. */
static size_t cuda_qualifier(const char *p, size_t n, const char *end)
{
	static const char *const spaces[] = {"nvcuda", "wmma"};
	bool known = false;
	for (size_t i = 0; i < countof(spaces) && !known; i++)
		known = strlen(spaces[i]) == n && memcmp(p, spaces[i], n) == 0;
	const char *q = p + n;
	while (q < end && (*q == ' ' || *q == '\t'))
		q++;
	if (!known || q + 1 >= end || q[0] != ':' || q[1] != ':')
		return 0;
	for (q += 2; q < end && (*q == ' ' || *q == '\t'); q++)
		;
	return (size_t)(q - p);
}

/* Whether a call recorded for x's instance starts at p (its callee's first character). */
static bool macro_call_at(const Text *x, const char *p)
{
	unsigned off = x->base + (unsigned)(p - x->text);
	for (size_t i = 0; i < x->ncalls; i++)
		if (x->calls[i]->off == off && !x->calls[i]->len)
			return true;
	return false;
}

/* The '(' after the template arguments <...> at p (balanced, no statement inside), or p. */
static const char *past_template_args(const char *p, const char *end)
{
	int depth = 0;
	const char *q = p;
	for (; q < end; q++) {
		if (*q == '<')
			depth++;
		else if (*q == '>' && --depth == 0)
			break;
		else if (*q == ';' || *q == '{' || *q == '}')
			return p;
	}
	if (q >= end)
		return p;
	for (q++; q < end && (*q == ' ' || *q == '\t'); q++)
		;
	return q < end && *q == '(' ? q : p;
}

static void translate(Text *x, const char *p, const char *end, Buf *out)
{
	Unit *u = x->u;
	const char *start = x->text ? x->text : p;
	while (p < end) {
		const char *q = skip_literal(p);
		if (q != p) {
			buf_append(out, p, (size_t)(q - p));
			p = q;
			continue;
		}
		if (!ident_char(*p) || (p > start && ident_char(p[-1]))) {
			buf_append(out, p++, 1);
			continue;
		}
		size_t n = 0, len;
		while (p + n < end && ident_char(p[n]))
			n++;
		if (isdigit((unsigned char)*p)) {
			buf_append(out, p, n);
			p += n;
			continue;
		}
		const MacroCall *name = x->text ? macro_name_at(x, p) : NULL;
		if (name) {   /* type_b::bounce: the enumerator as this instance names it */
			buf_puts(out, name->head);
			p += name->len;
			continue;
		}
		size_t nq = cuda_qualifier(p, n, end);
		if (nq) {   /* wmma::mem_row_major: C has one namespace */
			p += nq;
			continue;
		}
		const char *open = p + n, *close;
		while (open < end && (*open == ' ' || *open == '\t'))
			open++;
		if (open < end && *open == '<' && x->text && macro_call_at(x, p))
			open = past_template_args(open, end);   /* tex2D<float>(t, x, y) */
		int nargs = open < end && *open == '(' ? kernel_text_args(open, &close) : -1;
		if (nargs >= 0 && close < end && call_text(x, p, n, open, close, nargs, out)) {
			p = close + 1;
			continue;
		}
		const char *to = macro_spelling(u, p, n, &len);
		if (to) {
			buf_puts(out, to);
			p += len;
			continue;
		}
		if (!x->left && device_only(u, p, n))
			x->left = arena_strndup(u->arena, p, n);
		buf_append(out, p, n);
		p += n;
	}
}

const char *kernel_text_translate(Unit *u, const char *t)
{
	Buf b = {0};
	Text x = {.u = u};
	translate(&x, t, t + strlen(t), &b);
	const char *r = arena_strdup(u->arena, b.data ? b.data : "");
	buf_free(&b);
	return r;
}

/* The calls in x recorded by instance in; of two that disagree (one function expanding the
 * macro with an int and with a float), the first is kept and the other reported. */
static bool in_macro(const MacroCall *mc, const Macro *x)
{
	return strcmp(mc->file, x->file) == 0 && mc->off >= x->b && mc->off < x->e;
}

static bool same_text(const char *a, const char *b)
{
	return strcmp(a ? a : "", b ? b : "") == 0;
}

static bool same_form(const MacroCall *a, const MacroCall *b)
{
	if (!same_text(a->head, b->head) || !same_text(a->tail, b->tail) || a->ncasts != b->ncasts)
		return false;
	for (int i = 0; i < a->ncasts; i++)
		if (!same_text(a->casts[i], b->casts[i]))
			return false;
	return true;
}

static size_t macro_calls(KScan *k, Macro *x, Inst *in, unsigned at, MacroCall ***out)
{
	size_t n = 0;
	*out = arena_alloc(k->u->arena, (k->nmcalls + 1) * sizeof **out);
	for (size_t i = 0; i < k->nmcalls; i++) {
		MacroCall *mc = &k->mcalls[i];
		if (mc->in != in || mc->at != at || !in_macro(mc, x))
			continue;
		bool same = false, differs = false;
		for (size_t j = 0; j < n; j++) {
			if ((*out)[j]->off != mc->off)
				continue;
			same = true;
			differs |= !same_form((*out)[j], mc);
		}
		if (differs)
			unit_diag(k->u, DIAG_KERNEL_MACRO_DEVICE_CODE, mc->loc, mc->what,
				  arena_printf(k->u->arena, "macro '%s'", x->name),
				  "one expansion needs it in two ways (two types, say)");
		if (!same)
			(*out)[n++] = mc;
		else
			mc->used = true;   /* reported, or the same as one kept */
	}
	return n;
}

/* The definition "NAME(params) body" with its body translated for the expansion of in at
 * offset at (in NULL: from its text alone). */
static const char *macro_translate(KScan *k, Macro *x, Inst *in, unsigned at)
{
	Unit *u = k->u;
	const char *t = macro_text(u, x->def);
	if (!t)
		return NULL;
	const char *body = t + strlen(x->name), *close;
	if (*body == '(' && kernel_text_args(body, &close) >= 0)
		body = close + 1;
	Text tx = {.u = u, .text = t, .file = x->file, .base = x->b};
	if (in)
		tx.ncalls = macro_calls(k, x, in, at, &tx.calls);
	Buf b = {0};
	buf_append(&b, t, (size_t)(body - t));
	translate(&tx, body, t + strlen(t), &b);
	const char *r = arena_strdup(u->arena, b.data ? b.data : "");
	buf_free(&b);
	if (tx.left && !x->reported) {
		x->reported = true;
		unit_diag(u, DIAG_KERNEL_MACRO_DEVICE_CODE, clang_getCursorLocation(x->def), tx.left,
			  arena_printf(u->arena, "macro '%s'", x->name),
			  "no expansion in the translated device code says what it is");
	}
	return r;
}

static int cmp_unsigned(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
	return x < y ? -1 : x > y;
}

void kernel_macro_forms(KScan *k, Inst *in, EditFile *ef, Buf *out)
{
	Macros *m = k->macros;
	unsigned *at = arena_alloc(k->u->arena, (k->nmcalls + 1) * sizeof *at);
	size_t n = 0;
	for (size_t i = 0; i < k->nmcalls; i++)
		if (k->mcalls[i].in == in)
			at[n++] = k->mcalls[i].at;
	qsort(at, n, sizeof *at, cmp_unsigned);
	for (size_t g = 0; g < n; g++) {
		if (g > 0 && at[g] == at[g - 1])
			continue;
		unsigned line = at[g];
		while (line > in->body && ef->text[line - 1] != '\n')
			line--;
		for (size_t i = 0; i < m->len; i++) {
			Macro *x = &m->items[i];
			bool has = false;
			for (size_t j = 0; j < k->nmcalls && !has; j++)
				has = k->mcalls[j].in == in && k->mcalls[j].at == at[g] &&
				      in_macro(&k->mcalls[j], x);
			const char *v = has ? macro_translate(k, x, in, at[g]) : NULL;
			if (!v)
				continue;
			if (x->current && strcmp(x->current, v) == 0) {
				x->last_in = in;
				x->last_line = line;
				continue;
			}
			const char *def = arena_printf(k->u->arena, "#undef %s\n#define %s\n", x->name, v);
			if (!x->first) {
				x->first = v;
			} else if (x->last_in != in) {
				buf_printf(out, "%s\n", def);
			} else if (x->last_line == line || line <= in->body) {
				for (size_t j = 0; j < k->nmcalls; j++)
					if (k->mcalls[j].in == in && k->mcalls[j].at == at[g] &&
					    in_macro(&k->mcalls[j], x)) {
						unit_diag(k->u, DIAG_KERNEL_MACRO_DEVICE_CODE, k->mcalls[j].loc,
							  k->mcalls[j].what,
							  arena_printf(k->u->arena, "macro '%s'", x->name),
							  "it is needed in two ways on one line");
						break;
					}
				continue;
			} else {
				edit_add(ef, line, line, def);
			}
			x->current = v;
			x->last_in = in;
			x->last_line = line;
		}
	}
}

/* Whether name occurs in code as a whole identifier. */
static bool uses_identifier(const char *code, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = strstr(code, name); p; p = strstr(p + 1, name)) {
		bool before = p == code || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
		bool after = !(isalnum((unsigned char)p[n]) || p[n] == '_');
		if (before && after)
			return true;
	}
	return false;
}

static void emit_macros(KScan *k, Macros *m, const char *code, Buf *out)
{
	Unit *u = k->u;
	mark_used(m, u, code);
	bool any = false;
	for (size_t i = 0; i < m->len; i++) {
		Macro *x = &m->items[i];
		if (!x->used)
			continue;
		const char *t = x->first ? x->first : macro_translate(k, x, NULL, 0);
		if (!t)
			continue;
		buf_printf(out, "#define %s\n", t);
		any = true;
	}
	if (any)
		buf_puts(out, "\n");
	/* a call recorded where no copied definition took it: its name is not spelled in a
	 * macro body (it comes from an argument), or the macro is not one cuport copies */
	for (size_t i = 0; i < k->nmcalls; i++) {
		MacroCall *mc = &k->mcalls[i];
		if (mc->used)
			continue;
		for (size_t j = i; j < k->nmcalls; j++)
			if (k->mcalls[j].off == mc->off && strcmp(k->mcalls[j].file, mc->file) == 0)
				k->mcalls[j].used = true;
		unit_diag(u, DIAG_KERNEL_MACRO_DEVICE_CODE, mc->loc, mc->what, "a macro",
			  "its name is not spelled in the body of a macro cuport copies");
	}
}

/* The version macros the translated code tests, with the values the parse saw (the SDK's
 * version, or that of cuport's own headers), so its #if picks the branch that was parsed
 * and translated. */
static void version_macros(KScan *k, const Macros *m, const char *code, Buf *out)
{
	int v = toolchain_cuda_version(k->u->tc);
	bool any = false;
	for (size_t i = 0; i < countof(versions); i++) {
		if (!uses_identifier(code, versions[i].name) ||
		    (!versions[i].always && !(m->versions & (1u << i))))
			continue;
		const char *name = versions[i].name;
		int value = strcmp(name, "__CUDACC__") == 0 ? 1
			: strstr(name, "_MAJOR__") ? v / 1000
			: strstr(name, "_MINOR__") ? v % 1000 / 10
			: strstr(name, "_BUILD__") ? 0 : v;
		if (!any)
			buf_puts(out, "/* The CUDA version the code was migrated with, as its #if tests saw it. */\n");
		buf_printf(out, "#define %s %d\n", name, value);
		any = true;
	}
	if (any)
		buf_puts(out, "\n");
}

/* ---- helpers and instances ---- */

/* The OpenCL C type of a helper's type suffix (i32 ...). */
static const char *helper_type(const char *ts)
{
	return strcmp(ts, "i32") == 0 ? "int" : strcmp(ts, "u32") == 0 ? "uint"
	     : strcmp(ts, "i64") == 0 ? "long" : strcmp(ts, "u64") == 0 ? "ulong"
	     : strcmp(ts, "f32") == 0 ? "float" : "double";
}

/* How a helper's operator combines v and o, and its identity for the type (what an
 * exclusive scan gives rank 0); NULL for an operator cuport does not know. */
static const char *helper_combine(const char *op, const char *ts, const char **identity)
{
	static const struct { const char *op, *combine; } ops[] = {
		{"plus", "v + o"}, {"less", "min(v, o)"}, {"greater", "max(v, o)"},
		{"bit_and", "v & o"}, {"bit_or", "v | o"}, {"bit_xor", "v ^ o"}};
	static const struct { const char *ts, *max, *min; } lim[] = {
		{"i32", "INT_MAX", "INT_MIN"}, {"u32", "UINT_MAX", "0u"},
		{"i64", "LONG_MAX", "LONG_MIN"}, {"u64", "ULONG_MAX", "0ul"},
		{"f32", "INFINITY", "-INFINITY"}, {"f64", "(double)INFINITY", "-(double)INFINITY"}};
	size_t l = 0;
	while (l + 1 < countof(lim) && strcmp(lim[l].ts, ts) != 0)
		l++;
	*identity = strcmp(op, "less") == 0 ? lim[l].max : strcmp(op, "greater") == 0 ? lim[l].min
		  : strcmp(op, "bit_and") == 0 ? "~0" : "0";
	for (size_t j = 0; j < countof(ops); j++)
		if (strcmp(op, ops[j].op) == 0)
			return ops[j].combine;
	return NULL;
}

/* A collective over a cuport_group (fn.op_ts: reduce, inclusive_scan, exclusive_scan). A
 * group of up to 32 lanes works on its ranks, so lanes of other groups of the warp (the other
 * half of a binary_partition) take no part: every lane of the warp runs the same shuffles
 * (cuport predicates the branches around them), each naming the lane of the rank it needs.
 * A reduction is a tree towards rank 0, whose value is then given to all; a scan is
 * Hillis-Steele over the ranks, the exclusive one taking the inclusive result of the rank
 * below. A block or a tile of several warps passed as a group is reduced by the tile
 * helper, which the translator asks for too. */
static void emit_group_helper(Buf *out, const char *h, const char *dot)
{
	char fn[32], op[16];
	const char *us = strrchr(h, '_');
	if (!us || us < dot || dot - h >= (int)sizeof fn || us - dot > (int)sizeof op)
		return;
	snprintf(fn, sizeof fn, "%.*s", (int)(dot - h), h);
	snprintf(op, sizeof op, "%.*s", (int)(us - dot - 1), dot + 1);
	const char *ts = us + 1, *ty = helper_type(ts), *identity;
	const char *combine = helper_combine(op, ts, &identity);
	if (!combine)
		return;
	buf_printf(out, "/* cg::%s(g, v, cg::%s<%s>()) over a group known at run time */\n"
			"%s cuport_group_%s_%s(__local ulong *ws, cuport_group g, %s v)\n{\n",
		   fn, op, ty, ty, fn, dot + 1, ty);
	if (strcmp(fn, "reduce") == 0) {
		buf_printf(out,
			   "    if (g.tile == 0u || g.tile > 32u)\n"
			   "        return cuport_tile_reduce_%s(ws, g.tile, v);\n"
			   "    for (uint d = 1u; d < 32u; d *= 2u) {\n"
			   "        %s o = cuport_shfl_idx_%s(ws, g.run, v, cuport_group_lane(g, g.rank + d), 32);\n"
			   "        if (g.rank %% (2u * d) == 0u && g.rank + d < g.size)\n"
			   "            v = %s;\n"
			   "    }\n"
			   "    return cuport_shfl_idx_%s(ws, g.run, v, cuport_group_lane(g, 0u), 32);\n"
			   "}\n\n",
			   dot + 1, ty, ts, combine, ts);
		return;
	}
	buf_printf(out,
		   "    for (uint d = 1u; d < 32u; d *= 2u) {\n"
		   "        %s o = cuport_shfl_idx_%s(ws, g.run, v, cuport_group_lane_up(g, d), 32);\n"
		   "        if (g.rank >= d)\n"
		   "            v = %s;\n"
		   "    }\n",
		   ty, ts, combine);
	if (strcmp(fn, "exclusive_scan") == 0)
		buf_printf(out,
			   "    %s o = cuport_shfl_idx_%s(ws, g.run, v, cuport_group_lane_up(g, 1u), 32);\n"
			   "    return g.rank == 0u ? (%s)%s : o;\n",
			   ty, ts, ty, identity);
	else
		buf_puts(out, "    return v;\n");
	buf_puts(out, "}\n\n");
}

static void emit_helpers(KScan *k, Buf *out)
{
	for (size_t i = 0; i < k->helpers.len; i++) {
		const char *h = k->helpers.items[i];   /* plus_f32 */
		if (kcub_emit_helper(k->u, out, h) || kheap_emit_helper(k->u, out, h) ||
		    kwmma_emit_helper(k->u, out, h))
			continue;
		if (strcmp(h, "sync") == 0) {
			buf_puts(out,
				 "/* __syncthreads_count/_and/_or: a barrier that also counts the\n"
				 "   work-items whose predicate is true, through one __local int. Every\n"
				 "   work-item adds (0 or 1): PoCL evaluates a branch between barriers\n"
				 "   once for the work-group when this is called several times in a row. */\n"
				 "int cuport_syncthreads_count(__local int *c, int pred)\n"
				 "{\n"
				 "    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
				 "    if (cuport_linear_local_id() == 0)\n"
				 "        *c = 0;\n"
				 "    barrier(CLK_LOCAL_MEM_FENCE);\n"
				 "    atomic_add(c, pred != 0);\n"
				 "    barrier(CLK_LOCAL_MEM_FENCE);\n"
				 "    int n = *c;\n"
				 "    barrier(CLK_LOCAL_MEM_FENCE);\n"
				 "    return n;\n"
				 "}\n\n"
				 "int cuport_syncthreads_and(__local int *c, int pred)\n"
				 "{\n"
				 "    return cuport_syncthreads_count(c, pred) == (int)cuport_block_size();\n"
				 "}\n\n"
				 "int cuport_syncthreads_or(__local int *c, int pred)\n"
				 "{\n"
				 "    return cuport_syncthreads_count(c, pred) != 0;\n"
				 "}\n\n");
			continue;
		}
		const char *dot = strchr(h, '.');   /* inclusive_scan.plus_i32 */
		if (dot) {
			emit_group_helper(out, h, dot);
			continue;
		}
		const char *us = strrchr(h, '_');   /* bit_and_u32 */
		if (!us)
			continue;
		char op[16];
		snprintf(op, sizeof op, "%.*s", (int)(us - h), h);
		const char *ts = us + 1, *ty = helper_type(ts), *identity;
		const char *combine = helper_combine(op, ts, &identity);
		if (!combine)
			continue;
		buf_printf(out,
			   "/* cg::reduce(g, v, cg::%s<%s>()) over a tile of n threads, the block (n 0)\n"
			   "   or a tile of several warps; lanes past the block's end take no part */\n"
			   "%s cuport_tile_reduce_%s(__local ulong *ws, uint n, %s v)\n"
			   "{\n"
			   "    uint w = n == 0u || n > 32u ? 32u : n;\n"
			   "    uint mask = w < 32u ? cuport_tile_mask(w) : cuport_warp_lanes_mask();\n"
			   "    uint lid = cuport_linear_local_id(), size = cuport_block_size();\n"
			   "    for (uint d = w / 2u; d > 0u; d /= 2u) {\n"
			   "        %s o = cuport_shfl_xor_%s(ws, mask, v, (int)d, (int)w);\n"
			   "        if ((lid ^ d) < size)\n"
			   "            v = %s;\n"
			   "    }\n"
			   "    if (w == n)\n"
			   "        return v;\n"
			   "    /* lane 0 of each warp holds its warp's result (one word per warp) */\n"
			   "    barrier(CLK_LOCAL_MEM_FENCE);\n"
			   "    if ((lid & 31u) == 0u)\n"
			   "        *(__local %s *)(ws + (lid >> 5)) = v;\n"
			   "    barrier(CLK_LOCAL_MEM_FENCE);\n"
			   "    uint first = n == 0u ? 0u : (lid & ~(n - 1u)) >> 5;\n"
			   "    uint count = n == 0u ? cuport_warp_count() : n >> 5;\n"
			   "    v = *(__local %s *)(ws + first);\n"
			   "    for (uint i = 1u; i < count; i++) {\n"
			   "        %s o = *(__local %s *)(ws + first + i);\n"
			   "        v = %s;\n"
			   "    }\n"
			   "    barrier(CLK_LOCAL_MEM_FENCE);\n"
			   "    return v;\n"
			   "}\n\n",
			   op, ty, ty, h, ty, ty, ts, combine, ty, ty, ty, ty, combine);
	}
}

static void emit_instance(KScan *k, Inst *in, Buf *out)
{
	if (in->emitted)
		return;
	in->emitted = true;
	for (size_t i = 0; i < in->ncalls; i++)
		emit_instance(k, in->calls[i].callee, out);
	size_t at = out->len;
	krewrite_instance(k, in, out);
	kline_instance(k->u, in, out, at);
	buf_puts(out, "\n");
}

/* CUDA's device-side assert: OpenCL C has none.  A failed one prints CUDA's message and,
 * where the scan found assert's failure call (RES_ASSERT: every function that asserts takes
 * the runtime's flag), sets the flag, so that the next synchronisation returns
 * cudaErrorAssert; the kernel goes on (it cannot stop its work-group). */
static void emit_assert(KScan *k, Buf *out)
{
	bool flag = false;
	for (size_t i = 0; i < k->ninsts && !flag; i++)
		for (size_t j = 0; j < k->insts[i]->nres; j++)
			flag |= k->insts[i]->res[j]->kind == RES_ASSERT;
	buf_puts(out, "/* CUDA's device-side assert: OpenCL C has none, so a failed one prints CUDA's\n"
		 "   message and the kernel goes on");
	buf_puts(out, flag ? "; the flag it sets makes the next synchronisation\n"
		 "   return cudaErrorAssert. */\n" : ". */\n");
	buf_puts(out, "#ifndef assert\n"
		 "#define assert(cond) ((cond) ? (void)0 : (void)(printf(\"%s:%d: %s: block: [%u,%u,%u], \" \\\n"
		 "    \"thread: [%u,%u,%u] Assertion `%s` failed.\\n\", __FILE__, __LINE__, __func__, \\\n"
		 "    (uint)get_group_id(0), (uint)get_group_id(1), (uint)get_group_id(2), \\\n"
		 "    (uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2), #cond)");
	buf_puts(out, flag ? ", *cuport_assert_flag = 1u))\n" : "))\n");
	buf_puts(out, "#endif\n\n");
}

/* A device function of the program named as one of CUDA's float math functions
 * (helper_math.h's float2 fminf(float2, float2)): the device header defines that name as a
 * macro for calls the translator cannot see (cuport_device.h's float math names), which
 * would rewrite the program's own definition and its calls; it is taken away. */
static bool header_math_name(KScan *k, const char *name)
{
	size_t n = strlen(name);
	if (n < 2 || name[n - 1] != 'f' || strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789") != n)
		return false;
	const Rule *r = rules_find(k->u->run->rules, RULE_DEVICE_FUNC, name);
	return r && r->to && strcmp(r->to, name) != 0;
}

static void undef_builtin_names(KScan *k, Buf *out)
{
	bool any = false;
	for (size_t i = 0; i < k->ninsts; i++) {
		const Inst *in = k->insts[i];
		if (in->kernel || in->method || in->ctor || !header_math_name(k, in->name))
			continue;
		bool seen = false;
		for (size_t j = 0; j < i && !seen; j++)
			seen = strcmp(k->insts[j]->name, in->name) == 0;
		if (!seen)
			buf_printf(out, "#undef %s\n", in->name);
		any |= !seen;
	}
	if (any)
		buf_puts(out, "\n");
}

void kernel_emit(Unit *u, const Parse *p)
{
	KScan k = {.u = u, .p = p};
	kscan_run(&k);
	for (size_t i = 0; i < p->nfuncs; i++) {
		const DeviceFunc *f = &p->funcs[i];
		if (!f->is_kernel || !f->is_template)
			continue;
		bool launched = false;
		for (size_t j = 0; j < k.ninsts && !launched; j++) {
			CXCursor t = clang_getSpecializedCursorTemplate(k.insts[j]->decl);
			launched = clang_equalCursors(t, f->cursor);
		}
		if (!launched)
			unit_diag_at(u, DIAG_KERNEL_TEMPLATE_NOT_LAUNCHED, f->file, f->line, 1,
				     f->name);
	}
	if (k.ninsts == 0)
		goto done;
	Macros m = {0};
	void *ctx[2] = {&k, &m};
	clang_visitChildren(clang_getTranslationUnitCursor(p->tu), find_macros, ctx);
	k.macros = &m;
	Buf code = {0};
	for (size_t i = 0; i < k.ninsts; i++)
		if (k.insts[i]->kernel)
			emit_instance(&k, k.insts[i], &code);
	for (size_t i = 0; i < k.ninsts; i++)
		emit_instance(&k, k.insts[i], &code);
	kdims_mark(&k);
	Buf types = {0};
	emit_types(&k, &types);
	kconst_emit(&k, &types);
	Buf helpers = {0};
	emit_helpers(&k, &helpers);
	klaunch_emit(&k, &helpers);
	Buf all = {0};
	buf_append(&all, types.data ? types.data : "", types.len);
	buf_append(&all, code.data ? code.data : "", code.len);
	buf_printf(&u->kernels,
		   "// OpenCL C 1.2 migrated by cuport from %s.\n"
		   "// The cuport runtime builds it with its device header (cuport_device.h) in front.\n\n",
		   path_basename(u->src));
	if (p->device)
		buf_printf(&u->kernels,
			   "/* Translated from the device compilation's view of the code: its\n"
			   "   __CUDA_ARCH__ branches are the ones translated, so they are the ones built. */\n"
			   "#define __CUDA_ARCH__ %d\n\n", CUPORT_DEVICE_ARCH);
	version_macros(&k, &m, all.data ? all.data : "", &u->kernels);
	emit_macros(&k, &m, all.data ? all.data : "", &u->kernels);
	free(m.items);
	undef_builtin_names(&k, &u->kernels);
	if (uses_identifier(all.data ? all.data : "", "assert"))
		emit_assert(&k, &u->kernels);
	buf_append(&u->kernels, types.data ? types.data : "", types.len);
	for (size_t i = 0; i < u->cl_pairs.len; i++)
		buf_puts(&u->kernels, u->cl_pairs.items[i]);
	buf_append(&u->kernels, helpers.data ? helpers.data : "", helpers.len);
	kline_place(u, u->kernels.len);
	buf_append(&u->kernels, code.data ? code.data : "", code.len);
	/* one blank line at the end */
	while (u->kernels.len >= 2 && u->kernels.data[u->kernels.len - 1] == '\n' &&
	       u->kernels.data[u->kernels.len - 2] == '\n')
		u->kernels.data[--u->kernels.len] = '\0';
	buf_free(&code);
	buf_free(&types);
	buf_free(&helpers);
	buf_free(&all);
done:
	for (size_t i = 0; i < k.ninsts; i++) {
		Inst *in = k.insts[i];
		free(in->vars);
		free(in->calls);
		free(in->hints);
		free(in->res);
		free(in->dyn_arrays);
	}
	free(k.insts);
	free(k.shared_res);
	free(k.types);
	free(k.pending);
	free(k.mcalls);
	klambda_free(&k);
	free(k.consts);
	free(k.bases);
	free(k.reffields);
	free(k.launchers);
	strlist_free(&k.helpers);
}

/* The diagnostic a marker names (its message pointer), or NULL when it was suppressed. */
static Diag *marked_diag(const Unit *u, const char *key, size_t n)
{
	for (size_t i = 0; i < u->diags.len; i++) {
		char k[32];
		snprintf(k, sizeof k, "%p", (const void *)u->diags.items[i].message);
		if (strlen(k) == n && memcmp(k, key, n) == 0)
			return &u->diags.items[i];
	}
	return NULL;
}

/* Replaces every marker in text; in_literal: text is C string-literal source (the host
 * file's embedded copy of the .cl), so the comment is escaped and a dropped marker leaves
 * its (empty) line. Returns NULL when text holds no marker. */
static char *place_marks(const Unit *u, const char *text, bool in_literal)
{
	const char *p = text;
	if (!strstr(p, KERNEL_DIAG_MARK))
		return NULL;
	Buf out = {0};
	size_t ml = strlen(KERNEL_DIAG_MARK);
	for (const char *m; (m = strstr(p, KERNEL_DIAG_MARK)); ) {
		const char *key = m + ml, *e = strchr(key, '@');
		if (!e)
			break;
		buf_append(&out, p, (size_t)(m - p));
		Diag *d = marked_diag(u, key, (size_t)(e - key));
		p = e + 1;
		if (d)
			d->in_kernels = true;
		if (!d) {
			/* suppressed: the marker's line goes (outside literals) */
			while (!in_literal && out.len &&
			       (out.data[out.len - 1] == ' ' || out.data[out.len - 1] == '\t'))
				out.data[--out.len] = '\0';
			if (!in_literal && *p == '\n')
				p++;
			continue;
		}
		char tag[64];
		diag_tag(d, tag, sizeof tag);
		buf_printf(&out, "// %s: ", tag);
		for (const char *c = d->message; *c; c++) {
			if (in_literal && (*c == '"' || *c == '\\'))
				buf_puts(&out, "\\");
			buf_append(&out, c, 1);
		}
	}
	buf_puts(&out, p);
	return out.data;
}

void kernel_place_comments(Unit *u)
{
	char *cl = place_marks(u, u->kernels.data ? u->kernels.data : "", false);
	if (!cl)
		return;
	buf_free(&u->kernels);
	u->kernels = (Buf){0};
	buf_puts(&u->kernels, cl);
	free(cl);
	for (size_t i = 0; i < u->nfiles; i++) {
		EditFile *f = &u->files[i];
		for (size_t k = 0; k < f->nedits; k++) {
			char *t = place_marks(u, f->edits[k].text, true);
			if (t) {
				f->edits[k].text = arena_strdup(u->arena, t);
				free(t);
			}
		}
	}
}

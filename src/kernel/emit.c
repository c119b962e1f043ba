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

static enum CXChildVisitResult collect_fields(CXCursor c, CXCursor parent, CXClientData d)
{
	if (clang_getCursorKind(c) == CXCursor_FieldDecl)
		push_child_cursor(d, c);
	return CXChildVisit_Continue;
}

static enum CXVisitorResult collect_type_fields(CXCursor c, CXClientData d)
{
	push_child_cursor(d, c);
	return CXVisit_Continue;
}

static void emit_record(KScan *k, CXCursor d, const char *name, Buf *out)
{
	Unit *u = k->u;
	Cursors fields = {0};
	if (clang_Cursor_getNumTemplateArguments(d) > 0)   /* an instantiation: its own fields */
		clang_Type_visitFields(clang_getCursorType(d), collect_type_fields, &fields);
	else
		clang_visitChildren(d, collect_fields, &fields);
	buf_printf(out, "typedef %s %s {\n",
		   clang_getCursorKind(d) == CXCursor_UnionDecl ? "union" : "struct", name);
	for (unsigned i = 0; i < fields.len; i++) {
		CXCursor f = fields.items[i];
		CXType t = clang_getCursorType(f);
		const char *fname = cl_ident(u, f);
		CXType c = clang_getCanonicalType(t);
		if (c.kind == CXType_Pointer) {
			unit_diag(u, DIAG_KERNEL_STRUCT_POINTER, clang_getCursorLocation(f), name, fname);
			buf_printf(out, "    ulong %s; /* %s *: a device address */\n", fname,
				   cl_type(u, clang_getPointeeType(t), false));
			continue;
		}
		Buf dims = {0};
		while (c.kind == CXType_ConstantArray) {
			buf_printf(&dims, "[%lld]", clang_getArraySize(c));
			t = clang_getArrayElementType(c);
			c = clang_getCanonicalType(t);
		}
		buf_printf(out, "    %s %s%s;\n", cl_type(u, t, false), fname, dims.data ? dims.data : "");
		buf_free(&dims);
	}
	/* C has no empty struct; a C++ one takes a byte (a stateless helper such as
	 * SharedMemory<T>, an empty tag type) */
	if (fields.len == 0)
		buf_puts(out, "    char cuport_empty;\n");
	buf_printf(out, "} %s;\n\n", name);
	cursors_free(&fields);
}

static enum CXChildVisitResult collect_enums(CXCursor c, CXCursor parent, CXClientData d)
{
	if (clang_getCursorKind(c) == CXCursor_EnumConstantDecl)
		push_child_cursor(d, c);
	return CXChildVisit_Continue;
}

static void emit_enum(KScan *k, CXCursor d, const char *name, Buf *out)
{
	Cursors cs = {0};
	clang_visitChildren(d, collect_enums, &cs);
	buf_printf(out, "typedef enum %s {\n", name);
	for (unsigned i = 0; i < cs.len; i++)
		buf_printf(out, "    %s = %lld,\n", cursor_name(k->u, cs.items[i]),
			   clang_getEnumConstantDeclValue(cs.items[i]));
	buf_printf(out, "} %s;\n\n", name);
	cursors_free(&cs);
}

static void emit_types(KScan *k, Buf *out)
{
	Unit *u = k->u;
	for (size_t i = 0; i < k->ntypes; i++) {
		CXCursor d = k->types[i];
		const char *name = cl_record_name(u, d);
		switch (clang_getCursorKind(d)) {
		case CXCursor_StructDecl:
		case CXCursor_ClassDecl:
		case CXCursor_UnionDecl:
			if (clang_Cursor_isAnonymous(d))
				break; /* emitted under its typedef name */
			emit_record(k, d, name, out);
			break;
		case CXCursor_EnumDecl:
			if (!clang_Cursor_isAnonymous(d))
				emit_enum(k, d, name, out);
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
			} else {
				buf_printf(out, "typedef %s %s;\n\n", cl_type(u, under, false), name);
			}
			break;
		}
		default:
			break;
		}
	}
}

/* ---- macros ---- */

typedef struct {
	const char *name;
	CXCursor def;
	bool user;               /* defined under in-root (else in CUDA's headers) */
	bool used;
} Macro;

typedef struct {
	Macro *items;
	size_t len, cap;
} Macros;

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
	CXSourceLocation loc = clang_getCursorLocation(c);
	CXFile f;
	clang_getExpansionLocation(loc, &f, NULL, NULL, NULL);
	if (!f)
		return CXChildVisit_Continue;
	const char *path = unit_cxfile_path(k->u, f);
	bool user = path_is_under(path, k->u->run->opt->in_root);
	bool cuda = !user && (path_is_under(path, k->u->run->tc->own_include) ||
			      str_ends(path, "/math_constants.h"));
	if (!user && !cuda)
		return CXChildVisit_Continue;
	const char *name = cursor_name(k->u, c);
	if (opencl_knows(name) || str_starts(name, "__"))
		return CXChildVisit_Continue;
	/* A later definition replaces an earlier one (after #undef). */
	for (size_t i = 0; i < m->len; i++)
		if (strcmp(m->items[i].name, name) == 0) {
			m->items[i].def = c;
			m->items[i].user = user;
			return CXChildVisit_Continue;
		}
	if (m->len == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 64;
		m->items = xrealloc(m->items, m->cap * sizeof *m->items);
	}
	m->items[m->len++] = (Macro){name, c, user, false};
	return CXChildVisit_Continue;
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

/* Marks every macro whose name appears as an identifier in text (outside literals and
 * comments), and the macros their definitions use. */
static void mark_used(Macros *m, Unit *u, const char *text)
{
	const char *p = text;
	while (*p) {
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

/* The text a CUDA spelling at the identifier [p, p + n) becomes in a macro body, with *len
 * set to how much of the text it replaces; NULL to keep it. From the device_functions
 * table: a built-in variable (threadIdx.x -> get_local_id(0), warpSize), a call of an
 * expression built-in without arguments (__syncthreads()); and CUDA's keywords. */
static const char *macro_spelling(Unit *u, const char *p, size_t n, size_t *len)
{
	char *name = arena_strndup(u->arena, p, n);
	const char *kw = rw_keyword(name);
	const Rule *r = rules_find(u->run->rules, RULE_DEVICE_FUNC, name);
	*len = n;
	if (kw)
		return kw;
	if (!r || !r->to || r->support == SUPPORT_UNSUPPORTED)
		return NULL;
	if (r->form == FORM_CONSTANT)
		return r->to;
	if (r->form == FORM_INDEX && p[n] == '.' && strchr("xyz", p[n + 1]) && p[n + 1] &&
	    !ident_char(p[n + 2])) {
		*len = n + 2;
		return arena_printf(u->arena, "%s(%d)", r->to, p[n + 1] - 'x');
	}
	if (r->form == FORM_EXPRESSION && !strchr(r->to, '$') && p[n] == '(' && p[n + 1] == ')') {
		*len = n + 2;
		return r->to;
	}
	return NULL;
}

/* Whether the identifier [p, p + n) only makes sense in device code: a warp exchange, an
 * atomic, a cooperative-groups partition (keywords such as __shared__ are translated, and
 * mark device code, in macro_spelling). */
static bool device_only(Unit *u, const char *p, size_t n)
{
	const Rule *r = rules_find(u->run->rules, RULE_DEVICE_FUNC, arena_strndup(u->arena, p, n));
	if (r && (r->form == FORM_ATOMIC || r->form == FORM_WARP))
		return true;
	return n >= 15 && memcmp(p, "tiled_partition", 15) == 0;
}

const char *kernel_text_translate(Unit *u, const char *t, bool *device_code)
{
	Buf b = {0};
	const char *p = t;
	while (*p) {
		if (!ident_char(*p) || (p > t && ident_char(p[-1]))) {
			buf_append(&b, p++, 1);
			continue;
		}
		size_t n = 0, len;
		while (ident_char(p[n]))
			n++;
		const char *to = isdigit((unsigned char)*p) ? NULL : macro_spelling(u, p, n, &len);
		if (to) {
			buf_puts(&b, to);
			p += len;
			*device_code = true;
			continue;
		}
		*device_code |= device_only(u, p, n);
		buf_append(&b, p, n);
		p += n;
	}
	const char *r = arena_strdup(u->arena, b.data ? b.data : "");
	buf_free(&b);
	return r;
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

static void emit_macros(KScan *k, const char *code, Buf *out)
{
	Unit *u = k->u;
	Macros m = {0};
	void *ctx[2] = {k, &m};
	clang_visitChildren(clang_getTranslationUnitCursor(k->p->tu), find_macros, ctx);
	mark_used(&m, u, code);
	bool any = false;
	for (size_t i = 0; i < m.len; i++) {
		if (!m.items[i].used)
			continue;
		const char *t = macro_text(u, m.items[i].def);
		if (!t)
			continue;
		bool device = false;
		const char *tt = kernel_text_translate(u, t, &device);
		if (device && strcmp(tt, t) != 0)
			unit_diag(u, DIAG_KERNEL_MACRO_DEVICE_CODE,
				  clang_getCursorLocation(m.items[i].def), m.items[i].name);
		buf_printf(out, "#define %s\n", tt);
		any = true;
	}
	if (any)
		buf_puts(out, "\n");
	free(m.items);
}

/* ---- helpers and instances ---- */

static void emit_helpers(KScan *k, Buf *out)
{
	for (size_t i = 0; i < k->helpers.len; i++) {
		const char *h = k->helpers.items[i];   /* plus_f32 */
		if (strcmp(h, "sync") == 0) {
			buf_puts(out,
				 "/* __syncthreads_count/_and/_or: a barrier that also counts the\n"
				 "   work-items whose predicate is true, through one __local int. */\n"
				 "int cuport_syncthreads_count(__local int *c, int pred)\n"
				 "{\n"
				 "    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
				 "    if (cuport_linear_local_id() == 0)\n"
				 "        *c = 0;\n"
				 "    barrier(CLK_LOCAL_MEM_FENCE);\n"
				 "    if (pred)\n"
				 "        atomic_inc(c);\n"
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
		const char *us = strchr(h, '_');
		if (!us)
			continue;
		char op[16];
		snprintf(op, sizeof op, "%.*s", (int)(us - h), h);
		const char *ts = us + 1;
		const char *ty = strcmp(ts, "i32") == 0 ? "int" : strcmp(ts, "u32") == 0 ? "uint"
			       : strcmp(ts, "i64") == 0 ? "long" : strcmp(ts, "u64") == 0 ? "ulong"
			       : strcmp(ts, "f32") == 0 ? "float" : "double";
		const char *combine = strcmp(op, "plus") == 0 ? "v + o"
				    : strcmp(op, "less") == 0 ? "min(v, o)" : "max(v, o)";
		buf_printf(out,
			   "/* cg::reduce(tile, v, cg::%s<%s>()) over a tile of n threads */\n"
			   "%s cuport_tile_reduce_%s(__local ulong *ws, uint n, %s v)\n"
			   "{\n"
			   "    uint mask = n < 32u ? cuport_tile_mask(n) : 0xffffffffu;\n"
			   "    for (uint d = n / 2u; d > 0u; d /= 2u) {\n"
			   "        %s o = cuport_shfl_xor_%s(ws, mask, v, (int)d, (int)n);\n"
			   "        v = %s;\n"
			   "    }\n"
			   "    return v;\n"
			   "}\n\n",
			   op, ty, ty, h, ty, ty, ts, combine);
	}
}

static void emit_instance(KScan *k, Inst *in, Buf *out)
{
	if (in->emitted)
		return;
	in->emitted = true;
	for (size_t i = 0; i < in->ncalls; i++)
		emit_instance(k, in->calls[i].callee, out);
	krewrite_instance(k, in, out);
	buf_puts(out, "\n");
}

void emit_kernels(Unit *u, const Parse *p)
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
	Buf code = {0};
	for (size_t i = 0; i < k.ninsts; i++)
		if (k.insts[i]->kernel)
			emit_instance(&k, k.insts[i], &code);
	for (size_t i = 0; i < k.ninsts; i++)
		emit_instance(&k, k.insts[i], &code);
	Buf types = {0};
	emit_types(&k, &types);
	Buf helpers = {0};
	emit_helpers(&k, &helpers);
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
	emit_macros(&k, all.data ? all.data : "", &u->kernels);
	if (uses_identifier(all.data ? all.data : "", "assert"))
		buf_puts(&u->kernels,
			 "/* CUDA's device-side assert: OpenCL C has none, so a failed one is reported\n"
			 "   with printf and the kernel goes on. */\n"
			 "#ifndef assert\n"
			 "#define assert(cond) ((cond) ? (void)0 : (void)printf(\"%s:%d: %s: assertion '%s' failed\\n\", \\\n"
			 "    __FILE__, __LINE__, __func__, #cond))\n"
			 "#endif\n\n");
	buf_append(&u->kernels, types.data ? types.data : "", types.len);
	buf_append(&u->kernels, helpers.data ? helpers.data : "", helpers.len);
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
	}
	free(k.insts);
	free(k.shared_res);
	free(k.types);
	free(k.pending);
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

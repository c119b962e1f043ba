/*
 * Kernel rewrite: the OpenCL C text of one instance.
 *
 * The instance's definition is copied from its source file with edits planned from its AST
 * (edit.c applies them in one sweep, so offsets from the parse stay valid):
 *   - the header (everything before the body) is regenerated from the instance's types:
 *     __kernel, address spaces on pointer parameters, hidden parameters appended;
 *   - the body is edited in place: CUDA built-in variables, calls to CUDA built-ins and to
 *     other instances, __shared__ declarations, pointer variables' spaces, casts;
 *   - then every token not covered by an edit is mapped: template parameters become their
 *     arguments, CUDA keywords and type names become OpenCL C's.
 * Code spelled inside a macro expansion cannot be edited in place; the macro's definition is
 * copied into the .cl by emit.c instead. Calls of other instances are calls.c's, the
 * regenerated header header.c's, calls of CUDA built-ins builtins.c's, branches holding
 * warp exchanges converge.c's, type spellings cltype.c's.
 */
#include "kernel.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- the rewrite of one instance ---- */

const char *rw_text_of(RW *w, unsigned b, unsigned e)
{
	return arena_strndup(w->u->arena, w->ef.text + b, e - b);
}

bool rw_covered(const EditFile *f, unsigned b, unsigned e)
{
	for (size_t i = 0; i < f->nedits; i++) {
		const Edit *x = &f->edits[i];
		if (x->begin == x->end) {
			if (x->begin > b && x->begin < e)
				return true;
		} else if (x->begin < e && b < x->end) {
			return true;
		}
	}
	return false;
}

void rw_replace(RW *w, unsigned b, unsigned e, const char *text)
{
	if (b > e || e > w->ef.len || rw_covered(&w->ef, b, e))
		return;
	edit_add(&w->ef, b, e, text);
}

void rw_insert(RW *w, unsigned at, const char *text)
{
	edit_add(&w->ef, at, at, text);
}

void rw_insert_close(RW *w, unsigned at, const char *text)
{
	edit_add_closing(&w->ef, at, text);
}

unsigned rw_skip_blank(RW *w, unsigned off)
{
	const char *t = w->ef.text;
	unsigned n = (unsigned)w->ef.len;
	bool line_start = off == 0 || t[off - 1] == '\n';
	while (off < n) {
		unsigned c = (unsigned char)t[off];
		if (c == '\n') {
			line_start = true;
			off++;
		} else if (isspace(c)) {
			off++;
		} else if (c == '/' && off + 1 < n && t[off + 1] == '/') {
			while (off < n && t[off] != '\n')
				off++;
		} else if (c == '/' && off + 1 < n && t[off + 1] == '*') {
			const char *e = strstr(t + off + 2, "*/");
			off = e ? (unsigned)(e - t) + 2 : n;
		} else if (c == '#' && line_start) {
			/* a directive line (#if, #endif, #pragma), with its continuations */
			while (off < n && (t[off] != '\n' || t[off - 1] == '\\'))
				off++;
		} else {
			break;
		}
		if (c != '\n' && !isspace(c))
			line_start = false;
	}
	return off;
}

unsigned rw_next_char(RW *w, unsigned off, char c)
{
	off = rw_skip_blank(w, off);
	return off < w->ef.len && w->ef.text[off] == c ? off : (unsigned)-1;
}

static unsigned find_char(RW *w, unsigned off, unsigned end, char c)
{
	for (; off < end && off < w->ef.len; off++)
		if (w->ef.text[off] == c)
			return off;
	return (unsigned)-1;
}

CXCursor rw_parent_at(RW *w, unsigned up)
{
	return w->depth > up ? w->stack[w->depth - 1 - up] : clang_getNullCursor();
}

/* The type suffix of the runtime's atomics and shuffles: i32, u32, i64, u64, f32, f64,
 * f16, f16x2, bf16, bf16x2. */
const char *rw_type_suffix(CXType t)
{
	int h = cl_half_type(t);
	if ((h & CL_F16_SHAPE) == CL_F16_ONE || (h & CL_F16_SHAPE) == CL_F16_PAIR) {
		static const char *const f16[2][2] = {{"f16", "f16x2"}, {"bf16", "bf16x2"}};
		return f16[(h & CL_F16_BF16) != 0][(h & CL_F16_SHAPE) - 1];
	}
	switch (clang_getCanonicalType(t).kind) {
	case CXType_Int: return "i32";
	case CXType_UInt: return "u32";
	case CXType_Long: case CXType_LongLong: return "i64";
	case CXType_ULong: case CXType_ULongLong: return "u64";
	case CXType_Float: return "f32";
	case CXType_Double: return "f64";
	default: return NULL;
	}
}

void rw_warn_warp(RW *w, CXCursor at, const char *what)
{
	if (w->warned_warp)
		return;
	w->warned_warp = true;
	unit_diag(w->u, DIAG_KERNEL_WARP_CONVERGENCE, clang_getCursorLocation(at), what);
}

/* ---- declarations ---- */

static CXCursor enclosing_declstmt(RW *w, unsigned *level)
{
	for (unsigned up = 0; up < w->depth; up++) {
		CXCursor p = rw_parent_at(w, up);
		if (clang_getCursorKind(p) == CXCursor_DeclStmt) {
			if (level)
				*level = up;
			return p;
		}
	}
	return clang_getNullCursor();
}

unsigned rw_group_tile(const char *type_spelling, bool *is_group)
{
	*is_group = false;
	if (!strstr(type_spelling, "cooperative_groups::") && !strstr(type_spelling, "cg::") &&
	    !strstr(type_spelling, "thread_block"))
		return 0;
	if (strstr(type_spelling, "thread_block_tile")) {
		const char *lt = strchr(type_spelling, '<');
		*is_group = lt != NULL;
		return lt ? (unsigned)strtoul(lt + 1, NULL, 10) : 0;
	}
	*is_group = strstr(type_spelling, "thread_block") != NULL;
	return 0;
}

static bool deduced_type_prefix(RW *w, unsigned b, unsigned name);

/* `T &r = e;` becomes `space T *r = &(e);` (uses of r become (*r), see decl_ref); a const
 * reference becomes a copy, `const T r = e;`, which reads the same. */
static void local_reference(RW *w, CXCursor v, const char *name)
{
	Unit *u = w->u;
	unsigned b = cursor_begin(v);
	CXSourceLocation nl = clang_getCursorLocation(v);
	unsigned noff;
	clang_getExpansionLocation(nl, NULL, NULL, NULL, &noff);
	unsigned amp = (unsigned)-1;
	for (unsigned p = b; p < noff && p < w->ef.len; p++)
		if (w->ef.text[p] == '&')
			amp = p;
	CXCursor init = cursor_last_expression(v);
	if (amp == (unsigned)-1 || clang_Cursor_isNull(init) || cursor_in_macro(v)) {
		unit_diag(u, DIAG_KERNEL_REFERENCE_PARAM, clang_getCursorLocation(v), name,
			  cursor_name(u, w->in->decl));
		return;
	}
	if (!kscan_is_mutable_ref(clang_getCursorType(v))) {
		rw_replace(w, amp, amp + 1, "");
		return;
	}
	Space sp = kscan_var_space(w->in, v);
	if (kscan_is_array_ref(clang_getCursorType(v))) {
		/* Row<n> &r = rows[i];, int (&r)[4] = a;: the pointer to the element the array
		 * decays to, declared in full (the declarator's name sits inside the type) */
		unsigned ib = cursor_begin(init), eq = noff;
		while (eq < ib && w->ef.text[eq] != '=')
			eq++;
		if (eq < ib)
			rw_replace(w, b, ib, arena_printf(u->arena, "%s = ",
				cl_pointer_declarator(u, sp ? sp : AS_PRIVATE,
						      cl_pointee(clang_getCursorType(v)), name)));
		else
			unit_diag(u, DIAG_KERNEL_REFERENCE_PARAM, clang_getCursorLocation(v), name,
				  cursor_name(u, w->in->decl));
		return;
	}
	if (deduced_type_prefix(w, b, amp))   /* auto &r = e: the type auto stands for */
		rw_replace(w, b, amp + 1, cl_pointer_type(u, sp ? sp : AS_PRIVATE,
							  clang_getCursorType(v)));
	else {
		if (sp && sp != AS_PRIVATE)
			rw_insert(w, b, arena_printf(u->arena, "%s ", cl_space_qualifier(sp)));
		rw_replace(w, amp, amp + 1, "*");
	}
	rw_insert(w, cursor_begin(init), "&(");
	rw_insert(w, cursor_end(init), ")");
}

/* Whether the text of a declaration before its name, [b, name), is a type spelled with
 * auto or decltype(e) (const auto *p, decltype(a) b): nothing but those words, const,
 * volatile, '*' and decltype's parentheses. */
static bool deduced_type_prefix(RW *w, unsigned b, unsigned name)
{
	const char *t = w->ef.text;
	bool deduced = false;
	int depth = 0;
	if (name <= b || name > w->ef.len)
		return false;
	for (unsigned p = b; p < name;) {
		if (depth && t[p] != '(' && t[p] != ')') {
			p++;
			continue;
		}
		if (isalpha((unsigned char)t[p]) || t[p] == '_') {
			unsigned q = p;
			while (q < name && (isalnum((unsigned char)t[q]) || t[q] == '_'))
				q++;
			size_t n = q - p;
			bool word_auto = n == 4 && strncmp(t + p, "auto", 4) == 0;
			bool word_decltype = n == 8 && strncmp(t + p, "decltype", 8) == 0;
			if (!word_auto && !word_decltype && !(n == 5 && strncmp(t + p, "const", 5) == 0) &&
			    !(n == 8 && strncmp(t + p, "volatile", 8) == 0))
				return false;
			deduced = deduced || word_auto || word_decltype;
			p = q;
		} else if (t[p] == '(') {
			depth++, p++;
		} else if (t[p] == ')') {
			if (!depth--)
				return false;
			p++;
		} else if (t[p] == '*' || isspace((unsigned char)t[p])) {
			p++;
		} else {
			return false;
		}
	}
	return deduced && depth == 0;
}

/* A kernel's `__shared__ T *p;`: the pointer itself is in __local memory and points where
 * its uses say, `__global T *__local p;` (with the keyword alone, __local would qualify what
 * it points to and leave the pointer private to each work-item). One declarator only. */
static bool shared_pointer(RW *w, CXCursor ds, CXCursor v, unsigned level)
{
	Unit *u = w->u;
	if (cursor_nchildren(ds) != 1)
		return false;
	CXType t = clang_getCursorType(v);
	Space s = kscan_var_space(w->in, v);
	const char *decl = arena_printf(u->arena, "%s %s *__local %s", cl_space_qualifier(s ? s : AS_GLOBAL),
					cl_type(u, cl_pointee(t), false), cursor_name(u, v));
	CXCursor outer = rw_parent_at(w, level + 1);
	if (clang_getCursorKind(outer) == CXCursor_CompoundStmt && cursor_begin(outer) == w->in->body) {
		rw_replace(w, cursor_begin(ds), cursor_end(ds), arena_printf(u->arena, "%s;", decl));
		return true;
	}
	buf_printf(&w->prologue, "\n    %s;", decl);
	rw_replace(w, cursor_begin(ds), cursor_end(ds),
		   arena_printf(u->arena, "/* __shared__ %s: moved to the top of the kernel */",
				cursor_name(u, v)));
	return true;
}

/* C++'s direct initialisation, float d(2.0f / n); int k{3}; S s{1, 2}; Vec v(w); (a copy):
 * C spells it with '=' (the parenthesised expression stays one; {} is {0}). A constructor
 * someone wrote (the user's, cuda_fp16's) is a call translated as such (calls.c, half.c). */
static void direct_init(RW *w, CXCursor v)
{
	CXCursor init = cursor_last_expression(v);
	if (clang_Cursor_isNull(init) || clang_getCursorKind(v) != CXCursor_VarDecl)
		return;
	CXCursor call = cursor_skip_implicit(init);
	CXCursor ctor = clang_getCursorReferenced(call);
	const char *pair = cl_pair_type(w->u, clang_getCursorType(v));
	if (pair && clang_getCursorKind(call) == CXCursor_CallExpr &&
	    clang_getCursorKind(ctor) == CXCursor_Constructor &&
	    clang_Cursor_getNumArguments(call) == 2 &&
	    (w->ef.text[cursor_end(v) - 1] == ')' || w->ef.text[cursor_end(v) - 1] == '}')) {
		/* pair<A, B> p(a, b): p = (cuport_pair_A_B){a, b} */
		unsigned a0 = cursor_begin(clang_Cursor_getArgument(call, 0));
		unsigned open = a0;
		while (open > cursor_begin(v) && w->ef.text[open - 1] != '(' && w->ef.text[open - 1] != '{')
			open--;
		if (open > cursor_begin(v)) {
			rw_replace(w, open - 1, open, arena_printf(w->u->arena, " = (%s){", pair));
			rw_replace(w, cursor_end(v) - 1, cursor_end(v), "}");
			return;
		}
	}
	if (clang_getCursorKind(call) == CXCursor_CallExpr &&
	    clang_getCursorKind(ctor) == CXCursor_Constructor && !clang_CXXMethod_isDefaulted(ctor))
		return;
	unsigned p;
	clang_getExpansionLocation(clang_getCursorLocation(v), NULL, NULL, NULL, &p);
	const char *t = w->ef.text;
	while (p < w->ef.len && (isalnum((unsigned char)t[p]) || t[p] == '_'))
		p++;
	for (p = rw_skip_blank(w, p); p < w->ef.len && t[p] == '[';) {   /* int a[2]{1, 2} */
		unsigned close = find_char(w, p, cursor_end(v), ']');
		if (close == (unsigned)-1)
			return;
		p = rw_skip_blank(w, close + 1);
	}
	if (p >= cursor_end(v) || (t[p] != '(' && t[p] != '{'))
		return;
	unsigned q = rw_skip_blank(w, p + 1);
	if (t[p] == '{' && q < w->ef.len && t[q] == '}')
		rw_replace(w, p, q + 1, " = {0}");
	else
		rw_insert(w, p, " = ");
}

/* Whether the text [b, e) spells a type the C++ way: a template's arguments, a qualified
 * name, typename. */
static bool cxx_type_text(RW *w, unsigned b, unsigned e)
{
	for (unsigned p = b; p < e; p++) {
		const char *t = w->ef.text + p;
		if (*t == '<' || (*t == ':' && t[1] == ':') ||
		    (strncmp(t, "typename", 8) == 0 && !isalnum((unsigned char)t[8]) && t[8] != '_'))
			return true;
	}
	return false;
}

/* A declaration of an array whose type is written the C++ way (Open<n> o[4]; with
 * template <int n> using Open = long[4 * n + 2];): written out in full from clang's type,
 * `space long o[4][30];`. Only a declaration of one name and no initialiser. With records,
 * also one of a struct (`__shared__ typename Load::TempStorage s;`, where Load is a local
 * typedef: the member of a dependent name has no reference of its own to respell), unless
 * a constructor of the user's builds it. */
static bool cxx_array_decl(RW *w, CXCursor ds, CXCursor v, const char *space, const char *name,
			   bool records)
{
	CXType t = clang_getCursorType(v);
	unsigned noff;
	clang_getExpansionLocation(clang_getCursorLocation(v), NULL, NULL, NULL, &noff);
	CXCursor init = clang_Cursor_getVarDeclInitializer(v);
	/* an array of a class type has clang's implicit default construction */
	bool implicit = clang_getCursorKind(init) == CXCursor_CallExpr &&
			clang_Cursor_getNumArguments(init) == 0 &&
			clang_getCursorKind(clang_getCursorReferenced(init)) == CXCursor_Constructor;
	enum CXTypeKind ck = clang_getCanonicalType(t).kind;
	if (ck == CXType_Record && implicit && cursor_is_user_ctor(w->u, clang_getCursorReferenced(init)))
		return false;
	if (clang_Cursor_isNull(ds) || cursor_nchildren(ds) != 1 ||
	    (ck != CXType_ConstantArray && !(records && ck == CXType_Record)) ||
	    (!clang_Cursor_isNull(init) && !implicit) ||
	    !cxx_type_text(w, cursor_begin(ds), noff))
		return false;
	rw_replace(w, cursor_begin(ds), cursor_end(ds),
		   arena_printf(w->u->arena, "%s%s%s;", space, cl_declarator(w->u, t, name),
				*space ? cl_local_alignment(w->u, v, true) : ""));
	return true;
}

/* The space qualifier a pointer variable's declaration needs (NULL for none): a pointer,
 * or an array of pointers, into a space other than private. */
static const char *declarator_space(RW *w, CXCursor v)
{
	CXType c = clang_getCanonicalType(clang_getCursorType(v));
	if (c.kind != CXType_Pointer && !kscan_is_pointer_array(c))
		return NULL;
	Space s = kscan_var_space(w->in, v);
	return s && s != AS_PRIVATE ? cl_space_qualifier(s) : NULL;
}

/*
 * `T *a, *b;` declares several variables with one type: a space qualifier written in front
 * qualifies them all (`__global T *a, *b`), and a non-pointer among them (`T *p, x`) would
 * be put in that space too, which OpenCL refuses for function-scope variables. When every
 * declarator is a pointer into the same space, the first one's qualifier serves all; when
 * they differ, each declarator after the first becomes its own declaration
 * (`__global T *p; T x;`), except in a for statement's first clause, which takes one
 * declaration only. Runs for the DeclStmt's first variable; true for the later ones, whose
 * qualifiers it has written.
 */
static bool multi_declarators(RW *w, CXCursor ds, unsigned level, CXCursor v)
{
	Unit *u = w->u;
	unsigned n = clang_Cursor_isNull(ds) ? 0 : cursor_nchildren(ds);
	if (n < 2)
		return false;
	CXCursor first = cursor_child(ds, 0);
	if (!clang_equalCursors(first, v))
		return true;
	const char *q0 = declarator_space(w, first);
	bool same = q0 != NULL;
	bool any = q0 != NULL;
	for (unsigned i = 1; i < n; i++) {
		CXCursor d = cursor_child(ds, i);
		const char *q = clang_getCursorKind(d) == CXCursor_VarDecl ? declarator_space(w, d) : NULL;
		any |= q != NULL;
		same &= q && strcmp(q, q0) == 0;
	}
	if (!any || same)
		return false;
	CXCursor parent = rw_parent_at(w, level + 1);
	if (clang_getCursorKind(parent) == CXCursor_ForStmt || cursor_in_macro(ds))
		return false;
	for (unsigned i = 1; i < n; i++) {
		CXCursor d = cursor_child(ds, i), prev = cursor_child(ds, i - 1);
		if (clang_getCursorKind(d) != CXCursor_VarDecl)
			return false;
		CXType c = clang_getCanonicalType(clang_getCursorType(d));
		if (c.kind == CXType_ConstantArray || c.kind == CXType_IncompleteArray ||
		    (c.kind == CXType_Pointer &&
		     (clang_getCanonicalType(clang_getPointeeType(c)).kind == CXType_Pointer ||
		      clang_getCanonicalType(clang_getPointeeType(c)).kind == CXType_FunctionProto)))
			return false; /* left as written: the first declarator's qualifier */
		unsigned name;
		clang_getExpansionLocation(clang_getCursorLocation(d), NULL, NULL, NULL, &name);
		unsigned comma = find_char(w, cursor_end(prev), name, ',');
		if (comma == (unsigned)-1)
			return false;
		const char *q = declarator_space(w, d);
		const char *head = c.kind == CXType_Pointer
			? cl_pointer_declarator(u, q ? kscan_var_space(w->in, d) : AS_PRIVATE,
						clang_getPointeeType(c), "")
			: arena_printf(u->arena, "%s ", cl_type(u, c, false));
		rw_replace(w, comma, name, arena_printf(u->arena, "; %s", head));
	}
	return false;
}

static void var_decl(RW *w, CXCursor v)
{
	Unit *u = w->u;
	CXType t = clang_getCursorType(v);
	unsigned attrs = collect_cuda_attrs(v);
	const char *name = cl_ident(u, v);
	unsigned level = 0;
	CXCursor ds = enclosing_declstmt(w, &level);
	if (cursor_in_macro(v))
		return;
	unsigned gt;
	if (cl_group_kind(t, &gt) == GROUP_ANY && clang_getCursorKind(v) == CXCursor_VarDecl &&
	    !clang_Cursor_isNull(ds)) {
		/* thread_group g = ...: a cuport_group variable */
		CXCursor init = cursor_last_expression(v);
		if (!clang_Cursor_isNull(init) && rw_group_maker_decl(w, ds, v, init))
			return;
		const char *val = clang_Cursor_isNull(init) ? NULL : rw_group_value(w, init);
		if (val)
			rw_replace(w, cursor_begin(ds), cursor_end(ds),
				arena_printf(u->arena, "cuport_group %s = %s;", name, val));
		else
			unit_diag(u, DIAG_KERNEL_COOPERATIVE_GROUP_PARAM, clang_getCursorLocation(v),
				  name, "its declaration (a tiled_partition of a size not constant?)");
		return;
	}
	if (kasync_decl(w, v, ds) || kwmma_decl(w, v))
		return;
	CXString ts = clang_getTypeSpelling(clang_getCanonicalType(t));
	bool is_group;
	unsigned tile = rw_group_tile(clang_getCString(ts), &is_group);
	bool is_grid = strstr(clang_getCString(ts), "cooperative_groups::") &&
		       strstr(clang_getCString(ts), "grid_group");
	clang_disposeString(ts);
	if (is_grid && clang_getCursorKind(v) == CXCursor_VarDecl && !clang_Cursor_isNull(ds)) {
		/* its methods are index computations (builtins.c) */
		rw_replace(w, cursor_begin(ds), cursor_end(ds),
			arena_printf(u->arena, "/* %s: the grid */", name));
		return;
	}
	if (is_group) {
		w->groups = xrealloc(w->groups, (w->ngroups + 1) * sizeof *w->groups);
		w->groups[w->ngroups].decl = v;
		w->groups[w->ngroups].tile = tile;
		w->groups[w->ngroups].parent = tile ? rw_tile_parent(v) : 0;
		w->ngroups++;
		if (clang_getCursorKind(v) == CXCursor_VarDecl && !clang_Cursor_isNull(ds))
			rw_replace(w, cursor_begin(ds), cursor_end(ds),
				arena_printf(u->arena, "/* %s: %s */", name,
					     tile ? arena_printf(u->arena, "a tile of %u threads",
								 tile)
						  : "the thread block"));
		return;
	}
	if ((attrs & CUDA_ATTR_SHARED) && cl_is_group_scratch(t)) {
		if (!clang_Cursor_isNull(ds))
			rw_replace(w, cursor_begin(ds), cursor_end(ds),
				arena_printf(u->arena, "/* %s: cooperative groups' tile memory, not needed */",
					     name));
		return;
	}
	if ((kcub_is_storage(t) || kcub_is_object(t)) && !clang_Cursor_isNull(ds)) {
		rw_replace(w, cursor_begin(ds), cursor_end(ds),
			arena_printf(u->arena, "/* %s: CUB's %s, not needed */", name,
				     kcub_is_storage(t) ? "temporary storage" : "collective"));
		return;
	}
	if (attrs & CUDA_ATTR_SHARED) {
		if (clang_Cursor_isNull(ds))
			return;
		enum CXTypeKind ck = clang_getCanonicalType(t).kind;
		if (ck == CXType_IncompleteArray) {
			/* T s[] or T s[][N]: a pointer to its element, which may be a row */
			rw_replace(w, cursor_begin(ds), cursor_end(ds),
				arena_printf(u->arena, "%s = (%s)cuport_dynamic_shared;",
					     cl_pointer_declarator(u, AS_LOCAL, t, name),
					     cl_pointer_declarator(u, AS_LOCAL, t, "")));
			return;
		}
		if (!w->in->kernel) {
			rw_replace(w, cursor_begin(ds), cursor_end(ds),
				arena_printf(u->arena, "/* __shared__ %s: a parameter */", name));
			return;
		}
		if (ck == CXType_Pointer && shared_pointer(w, ds, v, level))
			return;
		/* A kernel's own __shared__: kept where it is when at the top of the body,
		 * otherwise moved there (OpenCL allows __local only at kernel function scope). */
		CXCursor outer = rw_parent_at(w, level + 1);
		if (clang_getCursorKind(outer) == CXCursor_CompoundStmt &&
		    cursor_begin(outer) == w->in->body) {
			if (cxx_array_decl(w, ds, v, "__local ", name, true))
				return;
			const char *align = cl_local_alignment(u, v, false);
			if (*align)
				rw_insert(w, cursor_end(v), align);
			return;
		}
		buf_printf(&w->prologue, "\n    __local %s%s;", cl_declarator(u, t, name),
			   cl_local_alignment(u, v, true));
		rw_replace(w, cursor_begin(ds), cursor_end(ds),
			arena_printf(u->arena, "/* __shared__ %s: moved to the top of the kernel */",
				     name));
		return;
	}
	CXType c = clang_getCanonicalType(t);
	if (c.kind == CXType_LValueReference) {
		local_reference(w, v, name);
		return;
	}
	if (cxx_array_decl(w, ds, v, "", name, false))
		return;
	const char *pair = cl_pair_type(u, t);
	unsigned noff;
	clang_getExpansionLocation(clang_getCursorLocation(v), NULL, NULL, NULL, &noff);
	if (pair && !clang_Cursor_isNull(ds) && cursor_begin(v) == cursor_begin(ds) &&
	    cxx_type_text(w, cursor_begin(v), noff))
		/* thrust::pair<float, int> q: the pair's struct */
		rw_replace(w, cursor_begin(v), noff, arena_printf(u->arena, "%s ", pair));
	direct_init(w, v);
	if (c.kind == CXType_RValueReference) {
		unit_diag(u, DIAG_KERNEL_REFERENCE_PARAM, clang_getCursorLocation(v), name,
			  cursor_name(u, w->in->decl));
		return;
	}
	/* auto and decltype(e) have no OpenCL C spelling: the type they stand for is written
	 * out, from clang's type (a uint3 there is CUDA's, the device header's cuport_uint3) */
	unsigned b = cursor_begin(v);
	if (deduced_type_prefix(w, b, noff)) {
		const char *ct = cl_type(u, t, false);
		if (c.kind == CXType_Pointer)
			ct = arena_printf(u->arena, "%s %s", cl_space_qualifier(kscan_var_space(w->in, v)),
					  ct);
		rw_replace(w, b, noff, arena_printf(u->arena, "%s%s", ct,
						     str_ends(ct, "*") ? "" : " "));
		return;
	}
	if (multi_declarators(w, ds, level, v))
		return;
	if (c.kind == CXType_Pointer || kscan_is_pointer_array(c)) {
		Space s = kscan_var_space(w->in, v);
		if (s && s != AS_PRIVATE) {
			/* Several declarators share one type: qualify it once. */
			for (size_t i = 0; i < w->ef.nedits; i++)
				if (w->ef.edits[i].begin == b && w->ef.edits[i].end == b)
					return;
			rw_insert(w, b, arena_printf(u->arena, "%s ", cl_space_qualifier(s)));
		}
	}
}

/* ---- calls ---- */

const char *rw_arg_text(RW *w, CXCursor call, unsigned i)
{
	CXCursor a = clang_Cursor_getArgument(call, i);
	return rw_text_of(w, cursor_begin(a), cursor_end(a));
}

/* Arguments written in the call (clang also lists the defaulted ones, spelled elsewhere). */
int rw_written_args(CXCursor call)
{
	int n = clang_Cursor_getNumArguments(call), k = 0;
	unsigned b = cursor_begin(call), e = cursor_end(call);
	for (int i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		CXFile fa, fc;
		clang_getExpansionLocation(clang_getCursorLocation(a), &fa, NULL, NULL, NULL);
		clang_getExpansionLocation(clang_getCursorLocation(call), &fc, NULL, NULL, NULL);
		unsigned ab = cursor_begin(a);
		if (clang_File_isEqual(fa, fc) && ab >= b && ab < e && cursor_end(a) > ab)
			k++;
	}
	return k;
}

/* The '(' of a call: the first one after the callee expression. */
unsigned rw_call_paren(RW *w, CXCursor call)
{
	CXCursor callee = cursor_child(call, 0);
	unsigned from = clang_Cursor_isNull(callee) ? cursor_begin(call) : cursor_end(callee);
	return find_char(w, from, cursor_end(call), '(');
}

/* Replaces the callee of call (name and '(') with head, and appends tail before ')'. */
void rw_rewrite_call(RW *w, CXCursor call, const char *head, const char *tail)
{
	unsigned b = cursor_begin(call), p = rw_call_paren(w, call), e = cursor_end(call);
	if (p == (unsigned)-1 || e == 0)
		return;
	rw_replace(w, b, p + 1, head);
	if (tail && *tail)
		rw_insert(w, e - 1, tail);
}

/* (T *)e keeps the address space of e: OpenCL C would otherwise read it as __private. A
 * type written the C++ way ((Rows<n> *), an alias template, Outer::Inner *) is written out
 * from the cast's type. */
static void pointer_cast(RW *w, CXCursor c)
{
	if (cursor_in_macro(c) || clang_getCanonicalType(clang_getCursorType(c)).kind != CXType_Pointer)
		return;
	unsigned b = cursor_begin(c);
	if (w->ef.text[b] != '(' || rw_covered(&w->ef, b, b + 1))
		return;   /* not a cast written here, or one an outer edit replaced */
	CXCursor sub = cursor_last_expression(c);
	if (clang_Cursor_isNull(sub))
		return;
	Space sp = kscan_value_space(w->k, w->in, sub);
	unsigned close = b + 1;
	for (int depth = 1; close < cursor_begin(sub); close++)
		if (w->ef.text[close] == '(')
			depth++;
		else if (w->ef.text[close] == ')' && --depth == 0)
			break;
	if (close < cursor_begin(sub) && cxx_type_text(w, b + 1, close)) {
		rw_replace(w, b + 1, close, cl_pointer_type(w->u, sp ? sp : AS_PRIVATE,
							    clang_getCursorType(c)));
		return;
	}
	if (sp && sp != AS_PRIVATE)
		rw_insert(w, b + 1, arena_printf(w->u->arena, "%s ", cl_space_qualifier(sp)));
}

/* The index of component m (x, y, z, w) of a CUDA vector that the .cl holds in one of
 * OpenCL's own vector types (float4, int2, double2...), or -1: OpenCL C takes no address
 * of such a component, though it takes the vector's. */
static int native_vector_component(RW *w, CXCursor m)
{
	if (clang_getCursorKind(m) != CXCursor_MemberRefExpr || cursor_nchildren(m) == 0)
		return -1;
	CXType bt = clang_getCanonicalType(clang_getCursorType(cursor_child(m, 0)));
	if (bt.kind == CXType_Pointer)
		bt = clang_getCanonicalType(clang_getPointeeType(bt));
	CXCursor rec = clang_getTypeDeclaration(bt);
	if (bt.kind != CXType_Record || cursor_in_user_code(w->u, rec))
		return -1;
	const char *v = cl_vector_name(w->u, cursor_name(w->u, rec));
	const char *f = cursor_name(w->u, clang_getCursorReferenced(m));
	if (!v || strncmp(v, "cuport_", 7) == 0 || !f || !f[0] || f[1])
		return -1;
	const char *p = strchr("xyzw", f[0]);
	return p ? (int)(p - "xyzw") : -1;
}

/* &v.y on a vector OpenCL C holds as its own (float4...) -> ((__private float *)&v + 1):
 * the component's address as an offset into the vector's, in the vector's space, so that
 * (&v.x)[i] and float *p = &v.y index and store as in CUDA (the layouts are the same). */
static void vector_component_address(RW *w, CXCursor c)
{
	if (clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_AddrOf || cursor_in_macro(c))
		return;
	CXCursor m = cursor_skip_implicit(cursor_child(c, 0));
	int idx = native_vector_component(w, m);
	unsigned b = cursor_begin(c), me = cursor_end(m);
	if (idx < 0 || w->ef.text[b] != '&' || cursor_in_macro(m))
		return;
	CXCursor base = cursor_child(m, 0);
	bool arrow = clang_getCanonicalType(clang_getCursorType(base)).kind == CXType_Pointer;
	Space sp = kscan_lvalue_space(w->k, w->in, m);
	if (sp == AS_NONE || sp == AS_VALUE)
		sp = AS_PRIVATE;
	const char *pt = cl_pointer_type(w->u, sp, clang_getCursorType(c));
	rw_replace(w, b, b + 1, arena_printf(w->u->arena, "((%s)%s", pt, arrow ? "" : "&"));
	char tail[16];
	snprintf(tail, sizeof tail, idx ? " + %d)" : ")", idx);
	rw_replace(w, cursor_end(base), me, arena_strdup(w->u->arena, tail));
}

/* Whether the cast written in [b, open), `reinterpret_cast<T &>(`, names an lvalue reference
 * type (libclang gives the cast the type T, an lvalue): its '>' follows a single '&'. */
static bool cast_to_lvalue_ref(RW *w, unsigned b, unsigned open)
{
	const char *t = w->ef.text;
	unsigned q = open - 1;
	while (q > b && t[q] != '>')
		q--;
	while (q > b && isspace((unsigned char)t[q - 1]))
		q--;
	return q > b + 1 && t[q - 1] == '&' && t[q - 2] != '&';
}

/* static_cast<T>(e) and friends -> (T)(e). */
static void cxx_cast(RW *w, CXCursor c)
{
	CXCursor sub = cursor_last_expression(c);
	if (clang_Cursor_isNull(sub))
		return;
	if (cursor_in_macro(c)) {
		/* #define H2F(x) static_cast<acc_t>(x): the macro's copy in the .cl casts to
		 * the type this instance gives (kernel/calls.c, emit.c) */
		CXType ct = clang_getCursorType(c);
		enum CXTypeKind k = clang_getCanonicalType(ct).kind;
		CXFile sf;
		clang_getSpellingLocation(clang_getRangeStart(clang_getCursorExtent(c)), &sf, NULL,
					  NULL, NULL);
		/* a system macro's (assert's static_cast<bool>) is translated with its macro */
		if (sf && path_is_source(w->u->run->opt, unit_cxfile_path(w->u, sf)) &&
		    k != CXType_LValueReference && k != CXType_RValueReference && k != CXType_Pointer)
			rw_macro_record(w, c, arena_printf(w->u->arena, "((%s)(",
							   cl_type(w->u, ct, false)), ")");
		return;
	}
	unsigned b = cursor_begin(c), sb = cursor_begin(sub);
	unsigned p = sb;
	while (p > b && w->ef.text[p - 1] != '(')
		p--;
	if (p <= b)
		return;
	CXType ct = clang_getCursorType(c);
	if (cast_to_lvalue_ref(w, b, p)) {
		/* reinterpret_cast<T &>(x): the object x is, seen as a T, through its address */
		Space sp = kscan_lvalue_space(w->k, w->in, sub);
		rw_replace(w, b, p, arena_printf(w->u->arena, "(*(%s %s *)&(",
						 cl_space_qualifier(sp ? sp : AS_PRIVATE),
						 cl_type(w->u, ct, false)));
		rw_insert(w, cursor_end(c), ")");
		return;
	}
	const char *sq = "";
	if (clang_getCanonicalType(ct).kind == CXType_Pointer) {
		Space sp = kscan_value_space(w->k, w->in, sub);
		if (sp && sp != AS_PRIVATE)
			sq = arena_printf(w->u->arena, "%s ", cl_space_qualifier(sp));
	}
	/* static_cast<T>(e) binds like a postfix expression: ((T)(e)) keeps that */
	rw_replace(w, b, p, arena_printf(w->u->arena, "((%s%s)(", sq, cl_type(w->u, ct, false)));
	rw_insert(w, cursor_end(c), ")");
}

/* fp(1.6) with #define fp float: the cast starts in the macro's expansion, but only its
 * type is the macro's; its parentheses are the file's, so it is rewritten there. */
static bool macro_named_type(RW *w, CXCursor c)
{
	CXSourceLocation end = clang_getRangeEnd(clang_getCursorExtent(c));
	CXFile ef, sf;
	unsigned eo, so;
	clang_getExpansionLocation(end, &ef, NULL, NULL, &eo);
	clang_getSpellingLocation(end, &sf, NULL, NULL, &so);
	if (eo != so || !clang_File_isEqual(ef, sf))
		return false;
	unsigned b = cursor_begin(c), e = cursor_end(c), p = b;
	const char *t = w->ef.text;
	while (p < e && (isalnum((unsigned char)t[p]) || t[p] == '_'))
		p++;
	unsigned open = rw_skip_blank(w, p);
	if (p == b || open >= e || (t[open] != '(' && t[open] != '{') ||
	    (t[e - 1] != ')' && t[e - 1] != '}'))
		return false;
	/* the type is spelled in the body of an object-like macro of that name (not in a
	 * function-like one's, whose parentheses are its invocation: assert(x)) */
	CXSourceLocation start = clang_getRangeStart(clang_getCursorExtent(c));
	clang_getSpellingLocation(start, &sf, NULL, NULL, &so);
	size_t len;
	const char *mt = sf ? clang_getFileContents(w->k->p->tu, sf, &len) : NULL;
	if (!mt || so >= len)
		return false;
	unsigned line = so;
	while (line > 0 && mt[line - 1] != '\n')
		line--;
	const char *q = mt + line;
	while (*q == ' ' || *q == '\t')
		q++;
	if (*q++ != '#')
		return false;
	while (*q == ' ' || *q == '\t')
		q++;
	if (strncmp(q, "define", 6) != 0)
		return false;
	q += 6;
	while (*q == ' ' || *q == '\t')
		q++;
	size_t n = p - b;
	return strncmp(q, t + b, n) == 0 && (q[n] == ' ' || q[n] == '\t') && q + n < mt + so;
}

/* A class of the user's code (CUDA's own, __half or float4, have translations of their own). */
static bool user_record(Unit *u, CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_Record && cursor_in_user_code(u, clang_getTypeDeclaration(t));
}

/* __half_raw(h), __nv_bfloat16_raw(b): a cast between two of CUDA's types that are one
 * type in the .cl (cuport_half) is its operand. */
static bool same_cl_type_cast(RW *w, CXCursor c, CXType t)
{
	CXType ct = clang_getCanonicalType(t);
	if (ct.kind != CXType_Record || cursor_in_macro(c) ||
	    cursor_in_user_code(w->u, clang_getTypeDeclaration(ct)))
		return false;
	CXCursor arg = cursor_last_expression(c);
	if (clang_Cursor_isNull(arg))
		return false;
	CXCursor inner = arg;
	/* through the conversion operator clang calls (__half::operator __half_raw) */
	while (clang_getCursorKind(inner) == CXCursor_UnexposedExpr ||
	       (clang_getCursorKind(inner) == CXCursor_CallExpr &&
		clang_getCursorKind(clang_getCursorReferenced(inner)) == CXCursor_ConversionFunction &&
		cursor_nchildren(inner) == 1)) {
		CXCursor next = cursor_child(inner, 0);
		if (clang_getCursorKind(next) == CXCursor_MemberRefExpr)
			next = cursor_child(next, 0);
		if (clang_Cursor_isNull(next))
			break;
		inner = next;
	}
	unsigned b = cursor_begin(c), e = cursor_end(c), ab = cursor_begin(arg), ae = cursor_end(arg);
	if (ab <= b || ae >= e ||
	    strcmp(cl_type(w->u, ct, false),
		   cl_type(w->u, clang_getCanonicalType(clang_getCursorType(inner)), false)) != 0)
		return false;
	rw_replace(w, b, ab, "(");
	rw_replace(w, ae, e, ")");
	return true;
}

/* Scale{2}, Op{}, Op(): a temporary of a class with no constructor of its own (a functor, an
 * aggregate) is a compound literal in C, (Scale){2}, (Op){0}. */
static void record_literal(RW *w, CXCursor c, CXType t)
{
	unsigned b = cursor_begin(c), e = cursor_end(c), p = b;
	while (p < e && w->ef.text[p] != '(' && w->ef.text[p] != '{')
		p++;
	if (p >= e || p == b || e - 1 <= p || (w->ef.text[e - 1] != ')' && w->ef.text[e - 1] != '}'))
		return;
	const char *name = cl_type(w->u, clang_getCanonicalType(t), false);
	if (rw_skip_blank(w, p + 1) == e - 1) {   /* nothing inside: value-initialized */
		rw_replace(w, b, e, arena_printf(w->u->arena, "((%s){0})", name));
		return;
	}
	if (w->ef.text[p] != '{')
		return;   /* Op(x): a constructor's call, or a copy */
	rw_replace(w, b, p, arena_printf(w->u->arena, "(%s)", name));
}

/* float(0), T(2), unsigned{x}: a functional cast of a scalar is ((float)(0)) in C. A record's
 * is a constructor call (ctor_call). */
static void functional_cast(RW *w, CXCursor c)
{
	CXType ct = clang_getCursorType(c);
	if (user_record(w->u, ct) && !cursor_in_macro(c)) {
		record_literal(w, c, ct);
		return;
	}
	if (same_cl_type_cast(w, c, ct))
		return;
	if ((cursor_in_macro(c) && !macro_named_type(w, c)) ||
	    !cl_builtin_type(clang_getCanonicalType(ct), false))
		return;
	unsigned b = cursor_begin(c), e = cursor_end(c), p = b;
	while (p < e && w->ef.text[p] != '(' && w->ef.text[p] != '{')
		p++;
	if (p >= e || e - 1 <= p)
		return;
	rw_replace(w, b, p + 1, arena_printf(w->u->arena, "((%s)(", cl_type(w->u, ct, false)));
	rw_replace(w, e - 1, e, "))");
}

static const char *system_scalar_typedef(RW *w, CXCursor c, const char *sp);

/* A struct, union or class defined in a function: the .cl defines it at program scope. */
static bool local_record(CXCursor d)
{
	enum CXCursorKind k = clang_getCursorKind(d);
	return (k == CXCursor_StructDecl || k == CXCursor_UnionDecl || k == CXCursor_ClassDecl) &&
	       clang_isCursorDefinition(d) && !cl_is_lambda(d) &&
	       cl_function_scope(clang_getCursorSemanticParent(d));
}

/* Where the name at b starts with its qualifier: typename Wide<T>::type, ns::Outer::type. */
static unsigned qualified_start(RW *w, unsigned b)
{
	const char *t = w->ef.text;
	unsigned p = b;
	for (;;) {
		unsigned q = p;
		while (q > 0 && isspace((unsigned char)t[q - 1]))
			q--;
		if (q < 2 || t[q - 1] != ':' || t[q - 2] != ':')
			break;
		q -= 2;
		while (q > 0 && isspace((unsigned char)t[q - 1]))
			q--;
		if (q > 0 && t[q - 1] == '>') {
			int depth = 0;
			do {
				q--;
				if (t[q] == '>')
					depth++;
				else if (t[q] == '<')
					depth--;
			} while (q > 0 && depth > 0);
		}
		while (q > 0 && (isalnum((unsigned char)t[q - 1]) || t[q - 1] == '_'))
			q--;
		p = q;
	}
	unsigned q = p;
	while (q > 0 && isspace((unsigned char)t[q - 1]))
		q--;
	if (q >= 8 && strncmp(t + q - 8, "typename", 8) == 0 &&
	    (q == 8 || !(isalnum((unsigned char)t[q - 9]) || t[q - 9] == '_')))
		p = q - 8;
	return p;
}

/* A class's member struct or enum of the user's named by c, as the last name of its
 * spelling (not the Outer of Outer::Inner::x). */
static bool member_type(RW *w, CXCursor c, CXCursor d)
{
	enum CXCursorKind k = clang_getCursorKind(d);
	if ((k != CXCursor_StructDecl && k != CXCursor_ClassDecl && k != CXCursor_UnionDecl &&
	     k != CXCursor_EnumDecl) || clang_Cursor_isAnonymous(d) ||
	    !cl_record_scope(clang_getCursorSemanticParent(d)) || !cursor_in_user_code(w->u, d))
		return false;
	unsigned e = rw_skip_blank(w, cursor_end(c));
	return !(e + 1 < w->ef.len && w->ef.text[e] == ':' && w->ef.text[e + 1] == ':');
}

/* A use of a function's own typedef or alias, spelled as the type it stands for; of its own
 * struct, spelled with the struct's name in the .cl. */
static void local_type_ref(RW *w, CXCursor c)
{
	CXCursor d = clang_getCursorReferenced(c);
	if (cursor_in_macro(c))
		return;
	const char *sys;
	if (cl_local_typedef(d))
		rw_replace(w, qualified_start(w, cursor_begin(c)), cursor_end(c),
			   cl_type(w->u, clang_getTypedefDeclUnderlyingType(d), false));
	else if (local_record(clang_getCursorDefinition(d)))
		rw_replace(w, cursor_begin(c), cursor_end(c), cl_record_name(w->u, d));
	else if (member_type(w, c, d))   /* Outer::Inner, Inner in Outer's methods */
		rw_replace(w, qualified_start(w, cursor_begin(c)), cursor_end(c),
			   cl_record_name(w->u, d));
	else if ((sys = kcub_record(w->u, d)))   /* cub::ArgMax -> cuport_cub_ArgMax */
		rw_replace(w, cursor_begin(c), cursor_end(c), sys);
	else if ((sys = system_scalar_typedef(w, c, cursor_name(w->u, d))))
		rw_replace(w, cursor_begin(c), cursor_end(c), sys);   /* std::uint8_t -> uchar */
}

/* The namespace a qualifier names, an alias followed to it: "cooperative_groups" for cg. */
static const char *namespace_target(Unit *u, CXCursor ref)
{
	CXCursor d = clang_getCursorReferenced(ref);
	if (clang_getCursorKind(d) == CXCursor_NamespaceAlias) {
		Cursors ch = {0};
		cursor_children(d, &ch);
		if (ch.len)
			d = clang_getCursorReferenced(ch.items[ch.len - 1]);
		cursor_list_free(&ch);
	}
	return cursor_name(u, d);
}

/* ns:: in front of a name (a type, a variable's, a function's): C has one namespace. The
 * cooperative groups' are translated with the declarations they qualify (rw_group_value). */
static void namespace_ref(RW *w, CXCursor c)
{
	if (cursor_in_macro(c) || strcmp(namespace_target(w->u, c), "cooperative_groups") == 0)
		return;
	unsigned b = cursor_begin(c), e = cursor_end(c);
	while (e < w->ef.len && isspace((unsigned char)w->ef.text[e]))
		e++;
	if (e + 1 < w->ef.len && w->ef.text[e] == ':' && w->ef.text[e + 1] == ':')
		rw_replace(w, b, e + 2, "");
}

/* using namespace m;, namespace mm = m;, using m::f;, static_assert(...); in a function: its
 * names are resolved and its assertions checked already, and C has no such declarations. A
 * local typedef or alias: its uses are spelled as its type (local_type_ref).
 * static const float tbl[] = {...};: declared at program scope (consts.c). */
static bool moved_stmt(RW *w, CXCursor s)
{
	Cursors ch = {0};
	cursor_children(s, &ch);
	bool all = ch.len > 0;
	for (unsigned i = 0; i < ch.len && all; i++) {
		enum CXCursorKind k = clang_getCursorKind(ch.items[i]);
		all = k == CXCursor_UsingDirective || k == CXCursor_NamespaceAlias ||
		      k == CXCursor_UsingDeclaration || k == CXCursor_StaticAssert ||
		      cl_local_typedef(ch.items[i]) || local_record(ch.items[i]) ||
		      (k == CXCursor_VarDecl && kconst_is_host_constant(w->u, ch.items[i]));
	}
	cursor_list_free(&ch);
	if (!all || cursor_in_macro(s))
		return false;
	/* alone on its line: the line goes */
	unsigned b = cursor_begin(s), e = cursor_end(s), lb = b, le = e;
	while (lb > 0 && (w->ef.text[lb - 1] == ' ' || w->ef.text[lb - 1] == '\t'))
		lb--;
	while (le < w->ef.len && (w->ef.text[le] == ' ' || w->ef.text[le] == '\t'))
		le++;
	if ((lb == 0 || w->ef.text[lb - 1] == '\n') && le < w->ef.len && w->ef.text[le] == '\n')
		b = lb, e = le + 1;
	rw_replace(w, b, e, "");
	return true;
}

static void decl_ref(RW *w, CXCursor ref)
{
	Unit *u = w->u;
	CXCursor d = clang_getCursorReferenced(ref);
	const Rule *builtin = kscan_builtin_var(u, d);
	if (builtin) {
		rw_builtin_var(w, ref, builtin);
		return;
	}
	if (rw_constant_ref(w, ref, d))
		return;
	if (cursor_in_macro(ref))
		return;
	const char *v = rw_var_value(w, d);
	if (v)
		rw_replace(w, cursor_begin(ref), cursor_end(ref), v);
}

const char *rw_var_value(RW *w, CXCursor d)
{
	Unit *u = w->u;
	const char *cap = rw_lambda_capture_ref(w, d);
	if (cap)
		return cap;
	if ((clang_getCursorKind(d) == CXCursor_ParmDecl || clang_getCursorKind(d) == CXCursor_VarDecl) &&
	    kscan_is_mutable_ref(clang_getCursorType(d)))
		return kscan_is_array_ref(clang_getCursorType(d)) ? NULL   /* the element pointer */
			: arena_printf(u->arena, "(*%s)", cl_ident(u, d));
	for (size_t i = 0; i < w->in->nres; i++) {
		Res *r = w->in->res[i];
		if ((r->kind != RES_SYMBOL && r->kind != RES_SHARED) || !clang_equalCursors(r->decl, d))
			continue;
		/* a hoisted scalar is a variable in its kernel and a pointer everywhere else */
		bool deref = r->scalar && !(w->in->kernel && r->kind == RES_SHARED);
		return deref ? arena_printf(u->arena, "(*%s)", r->kname) : r->kname;
	}
	return NULL;
}

/* e is a pointer of type t that the .cl stores as a 64-bit device address (a struct's
 * pointer member, an entry of a pointer table): read, it is cast back to a __global pointer;
 * assigned to, the pointer stored is converted to its address. */
static void lowered_address(RW *w, CXCursor e, CXType t)
{
	CXCursor p = rw_parent_at(w, 0);
	/* &s.p: the address of the 64-bit word (a device-side cudaMalloc stores into it) */
	if (clang_getCursorKind(p) == CXCursor_UnaryOperator &&
	    clang_getCursorUnaryOperatorKind(p) == CXUnaryOperator_AddrOf)
		return;
	if (clang_getCursorKind(p) == CXCursor_BinaryOperator &&
	    clang_getCursorBinaryOperatorKind(p) == CXBinaryOperator_Assign &&
	    clang_equalCursors(cursor_child(p, 0), e)) {
		CXCursor rhs = cursor_child(p, 1);
		rw_insert(w, cursor_begin(rhs), "(ulong)(");
		rw_insert(w, cursor_end(rhs), ")");
		return;
	}
	rw_insert(w, cursor_begin(e), arena_printf(w->u->arena, "((__global %s *)",
						 cl_type(w->u, cl_pointee(t), false)));
	rw_insert(w, cursor_end(e), ")");
}

/* A pointer member of a user struct is stored as a 64-bit address in the .cl (OpenCL C 1.2
 * allows no pointers in kernel parameters); reading it casts it back to a __global pointer. */
static void member_ref(RW *w, CXCursor m)
{
	if (kwmma_member(w, m))
		return;
	CXCursor field = clang_getCursorReferenced(m);
	bool is_field = clang_getCursorKind(field) == CXCursor_FieldDecl;
	/* the cast of a lowered address goes around self->field, so it comes first */
	if (is_field && cursor_in_user_code(w->u, field) && !cursor_in_macro(m) &&
	    clang_getCanonicalType(clang_getCursorType(field)).kind == CXType_Pointer)
		lowered_address(w, m, clang_getCursorType(field));
	/* a reference member is a pointer in the .cl: the object is read through it (one to
	 * an array points to the first element and is indexed as written) */
	if (is_field && kscan_is_ref_field(field) && !cursor_in_macro(m) &&
	    !kscan_is_array_ref(clang_getCursorType(field))) {
		rw_insert(w, cursor_begin(m), "(*");
		rw_insert(w, cursor_end(m), ")");
	}
	/* a field of the object a method runs on, named without this-> */
	if ((w->in->method || w->in->ctor) && is_field && !cursor_in_macro(m) &&
	    clang_Cursor_isNull(cursor_child(m, 0)))
		rw_insert(w, cursor_begin(m), "self->");
}

static enum CXVisitorResult push_field(CXCursor c, CXClientData d)
{
	cursor_list_push(d, c);
	return CXVisit_Continue;
}

/* View v = {p, 1};: the elements of a user struct's initializer list that initialise a
 * pointer member store its address, as an assignment to the member does. Only a list of a
 * struct without bases, element i for field i (C's order, no designators). */
static void record_init_list(RW *w, CXCursor list)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(list));
	CXCursor d = clang_getTypeDeclaration(t);
	if (t.kind != CXType_Record || !cursor_in_user_code(w->u, d) || cursor_in_macro(list))
		return;
	Cursors bases = {0}, fields = {0}, elems = {0};
	kscan_record_bases(w->k, d, &bases);
	clang_Type_visitFields(t, push_field, &fields);
	cursor_children(list, &elems);
	for (unsigned i = 0; bases.len == 0 && i < elems.len && i < fields.len; i++) {
		CXCursor e = elems.items[i];
		if (clang_getCanonicalType(clang_getCursorType(fields.items[i])).kind != CXType_Pointer ||
		    !clang_isExpression(clang_getCursorKind(e)) ||
		    clang_getCanonicalType(clang_getCursorType(e)).kind != CXType_Pointer)
			continue;
		rw_insert(w, cursor_begin(e), "(ulong)(");
		rw_insert(w, cursor_end(e), ")");
	}
	cursor_list_free(&bases);
	cursor_list_free(&fields);
	cursor_list_free(&elems);
}

/* Whether e names a kernel parameter of type T ** (lowered to __global ulong *). */
static bool is_pointer_table(RW *w, CXCursor e)
{
	if (!w->in->kernel)
		return false;
	CXCursor d = clang_getCursorReferenced(cursor_skip_implicit(e));
	if (clang_getCursorKind(cursor_skip_implicit(e)) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(d) != CXCursor_ParmDecl)
		return false;
	CXType t = clang_getCanonicalType(clang_getCursorType(d));
	return t.kind == CXType_Pointer &&
	       clang_getCanonicalType(clang_getPointeeType(t)).kind == CXType_Pointer;
}

/* ptrs[i] or *ptrs on a lowered pointer table: the address read back as a pointer (a store
 * into the table converts the pointer to its address instead). */
static void pointer_table_ref(RW *w, CXCursor e)
{
	enum CXCursorKind k = clang_getCursorKind(e);
	CXCursor base = clang_getNullCursor();
	if (k == CXCursor_ArraySubscriptExpr)
		base = cursor_child(e, 0);
	else if (k == CXCursor_UnaryOperator &&
		 clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_Deref)
		base = cursor_child(e, 0);
	if (clang_Cursor_isNull(base) || !is_pointer_table(w, base) || cursor_in_macro(e))
		return;
	lowered_address(w, e, clang_getCursorType(e));
}

static void template_ref(RW *w, CXCursor c);

/* A macro argument that the macro body expands more than once (SQ(x): ((x) * (x))) is
 * one text with several ASTs: the first is translated, the others would edit the same
 * text again. */
static void visit(RW *w, CXCursor c);
static bool repeated_argument(RW *w, CXCursor c)
{
	if (w->depth == 0 || !cursor_in_macro(w->stack[w->depth - 1]) || !cursor_in_macro_arg(c))
		return false;
	unsigned b = cursor_begin(c), e = cursor_end(c);
	int kind = (int)clang_getCursorKind(c);
	for (size_t i = 0; i < w->nargs; i++)
		if (w->args[i].kind == kind && w->args[i].b == b && w->args[i].e == e)
			return true;
	if (w->nargs == w->capargs) {
		w->capargs = w->capargs ? w->capargs * 2 : 16;
		w->args = xrealloc(w->args, w->capargs * sizeof *w->args);
	}
	w->args[w->nargs++] = (struct ArgSeen){kind, b, e};
	return false;
}

/* Whether the braced list being visited is a value (assigned, passed, returned) rather
 * than the initializer of a variable, a member or an outer list's element: its nearest
 * ancestor other than an implicit conversion or temporary. */
static bool init_list_is_value(RW *w)
{
	for (unsigned up = 0; up < w->depth; up++) {
		CXCursor a = rw_parent_at(w, up);
		switch (clang_getCursorKind(a)) {
		case CXCursor_UnexposedExpr:
		case CXCursor_ParenExpr:
			continue;
		case CXCursor_ReturnStmt:
		case CXCursor_BinaryOperator:
		case CXCursor_CompoundAssignOperator:
			return true;
		case CXCursor_CallExpr: {
			/* an argument, or the right side of a struct's operator= */
			CXCursor f = clang_getCursorReferenced(a);
			return clang_getCursorKind(f) != CXCursor_Constructor;
		}
		default:
			return false;
		}
	}
	return false;
}

/* A braced list used as a value, return {a, b}; v = {0, 0, 0, 0}; f({x, y}), has no OpenCL
 * C spelling: the braces become a vector literal of the list's type, (uint4)(a, b, c, d),
 * or a compound literal, (Pair){a, b}; {} the type's zero, (uint4)(0) or (Pair){0}. A list
 * that initializes a variable, a member or an element of an outer list stays as written. */
static void braced_value(RW *w, CXCursor list)
{
	Unit *u = w->u;
	if (clang_getCursorKind(list) != CXCursor_InitListExpr || cursor_in_macro(list))
		return;
	unsigned b = cursor_begin(list), e = cursor_end(list);
	if (e <= b + 1 || w->ef.text[b] != '{' || w->ef.text[e - 1] != '}')
		return;
	CXType t = clang_getUnqualifiedType(clang_getCursorType(list));
	const char *ct = cl_type(u, t, false);
	CXType c = clang_getCanonicalType(t);
	bool record = c.kind == CXType_Record;
	bool vector = record && !str_starts(ct, "cuport_") &&
		      !cursor_in_user_code(u, clang_getTypeDeclaration(c)) &&
		      isdigit((unsigned char)ct[strlen(ct) - 1]);
	bool empty = true;
	for (unsigned p = b + 1; p + 1 < e && empty; p++)
		empty = isspace((unsigned char)w->ef.text[p]);
	const char *open = arena_printf(u->arena, record && !vector ? "(%s){" : "(%s)(", ct);
	const char *close = record && !vector ? "}" : ")";
	if (empty) {
		rw_replace(w, b, e, arena_printf(u->arena, "%s0%s", open, close));
		return;
	}
	rw_replace(w, b, b + 1, open);
	rw_replace(w, e - 1, e, close);
}

/* A call: spelled in a macro body, or of another instance (calls.c), or else of a CUDA
 * built-in (builtins.c). */
static void call_expr(RW *w, CXCursor call)
{
	if (cursor_in_macro(call)) {
		rw_macro_call(w, call);
		return;
	}
	for (size_t i = 0; i < w->in->ncalls; i++)
		if (clang_equalCursors(w->in->calls[i].call, call)) {
			rw_instance_call(w, call, w->in->calls[i].callee);
			return;
		}
	CXCursor callee = clang_getCursorReferenced(call);
	if (clang_Cursor_isNull(callee))
		return;
	/* a launch from device code, and the device runtime's calls (launch.c) */
	if (collect_cuda_attrs(callee) & CUDA_ATTR_GLOBAL) {
		rw_device_launch(w, call);
		return;
	}
	if (cursor_is_user_function(w->u, callee) || rw_device_api(w, call, callee) ||
	    rw_device_heap_call(w, call, callee))
		return;
	/* implicit copies (a struct or vector assigned) are plain C assignments */
	if (clang_getCursorKind(callee) == CXCursor_CXXMethod && clang_CXXMethod_isDefaulted(callee))
		return;
	/* Op(): a temporary of a class whose default constructor is implicit */
	if (clang_getCursorKind(callee) == CXCursor_Constructor && !cursor_is_user_ctor(w->u, callee) &&
	    clang_Cursor_getNumArguments(call) == 0 && user_record(w->u, clang_getCursorType(call))) {
		if (!rw_ctor_at_name(w, call) && cursor_end(call) > cursor_begin(call) + 2)
			record_literal(w, call, clang_getCursorType(call));
		return;
	}
	rw_builtin_call(w, call, callee);
}

/* `__shared__ union { typename Load::TempStorage load; ... } temp;`: CUB's storage shared by
 * several collectives goes whole, before the visit edits its fields (kernel/cub.c). */
static bool cub_storage_stmt(RW *w, CXCursor ds)
{
	Cursors ch = {0};
	cursor_children(ds, &ch);
	bool r = false;
	for (unsigned i = 0; i < ch.len && !r; i++) {
		CXCursor v = ch.items[i];
		r = clang_getCursorKind(v) == CXCursor_VarDecl && !cursor_in_macro(v) &&
		    kcub_is_storage(clang_getCursorType(v));
		if (r)
			rw_replace(w, cursor_begin(ds), cursor_end(ds),
				   arena_printf(w->u->arena, "/* %s: CUB's temporary storage, not "
						"needed */", cl_ident(w->u, v)));
	}
	cursor_list_free(&ch);
	return r;
}

/* Where statement s ends, with the ';' that ends it when its extent leaves it out (an
 * expression statement, a return, an if whose last branch is one). */
static unsigned stmt_end(RW *w, CXCursor s)
{
	unsigned e = cursor_end(s);
	if (e > 0 && (w->ef.text[e - 1] == ';' || w->ef.text[e - 1] == '}'))
		return e;
	unsigned semi = rw_next_char(w, e, ';');
	return semi == (unsigned)-1 ? e : semi + 1;
}

/* `if constexpr (c) A else B`: the condition is a constant of the instance (C++ requires
 * it), so only the branch it takes is emitted; the other was never instantiated and need
 * not even compile. A condition libclang cannot evaluate leaves a plain `if` (then both
 * branches must compile). True when s was such an if and its kept branch was visited. */
static bool if_constexpr(RW *w, CXCursor s)
{
	unsigned b = cursor_begin(s), kw = rw_skip_blank(w, b + 2);
	if (cursor_in_macro(s) || kw + 9 > w->ef.len || strncmp(w->ef.text + kw, "constexpr", 9) != 0)
		return false;
	unsigned open = rw_next_char(w, kw + 9, '(');
	if (open == (unsigned)-1)
		return false;
	CXCursor cond = clang_getNullCursor(), branch[2] = {clang_getNullCursor(), clang_getNullCursor()};
	unsigned nb = 0, close = open;
	Cursors ch = {0};
	cursor_children(s, &ch);
	for (unsigned i = 0; i < ch.len; i++) {
		if (cursor_begin(ch.items[i]) < open || cursor_end(ch.items[i]) <= close)
			continue;
		if (clang_Cursor_isNull(cond) && clang_isExpression(clang_getCursorKind(ch.items[i]))) {
			cond = ch.items[i];
			close = rw_next_char(w, cursor_end(cond), ')');
			if (close == (unsigned)-1)
				break;
		} else if (!clang_Cursor_isNull(cond) && nb < 2) {
			branch[nb++] = ch.items[i];
		}
	}
	cursor_list_free(&ch);
	CXEvalResult r = clang_Cursor_isNull(cond) || close == (unsigned)-1 || nb == 0
			 ? NULL : clang_Cursor_Evaluate(cond);
	if (!r || clang_EvalResult_getKind(r) != CXEval_Int) {
		if (r)
			clang_EvalResult_dispose(r);
		rw_replace(w, kw, kw + 9, "");
		return false;
	}
	bool taken = clang_EvalResult_getAsLongLong(r) != 0;
	clang_EvalResult_dispose(r);
	unsigned end = stmt_end(w, s);
	if (!taken && nb < 2) {   /* nothing is left of it */
		rw_replace(w, b, end, ";");
		return true;
	}
	CXCursor keep = branch[taken ? 0 : 1];
	unsigned kb = cursor_begin(keep), ke = stmt_end(w, keep);
	rw_replace(w, b, kb, "");
	if (ke < end)
		rw_replace(w, ke, end, "");
	if (w->depth == w->cap) {
		w->cap = w->cap ? w->cap * 2 : 32;
		w->stack = xrealloc(w->stack, w->cap * sizeof *w->stack);
	}
	w->stack[w->depth++] = s;
	visit(w, keep);
	w->depth--;
	return true;
}

static enum CXChildVisitResult find_block_sync(CXCursor c, CXCursor parent, CXClientData d)
{
	void **ctx = d;
	if (clang_getCursorKind(c) == CXCursor_CallExpr && rw_is_block_sync(ctx[0], c)) {
		*(bool *)ctx[1] = true;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* `#pragma unroll [n]` on the line before a loop that synchronises (a warp exchange, a
 * block or tile sync) becomes CUPORT_PRAGMA_UNROLL_SYNC(n): unrolled as written on the
 * native paths, not on the portable one, where each copy's barriers are more work for
 * PoCL's work-group compiler, whose time grows faster than their number
 * (docs/performance.md); a loop of shuffles unrolled five times there took three times as
 * long to compile. The loop itself is unchanged. */
static void sync_loop_unroll(RW *w, CXCursor loop)
{
	const char *t = w->ef.text;
	unsigned b = cursor_begin(loop), ls, pe, pb, q;
	if (cursor_in_macro(loop) || b == 0 || b >= w->ef.len)
		return;
	for (ls = b; ls > 0 && t[ls - 1] != '\n'; ls--)
		if (t[ls - 1] != ' ' && t[ls - 1] != '\t')
			return;   /* something else before the loop on its line */
	if (ls == 0)
		return;
	pe = ls - 1;      /* the '\n' ending the line before */
	if (pe > 0 && t[pe - 1] == '\r')
		pe--;
	for (pb = pe; pb > 0 && t[pb - 1] != '\n'; pb--)
		;
	for (q = pb; q < pe && (t[q] == ' ' || t[q] == '\t'); q++)
		;
	if (q >= pe || t[q] != '#')
		return;
	unsigned hash = q++;
	while (q < pe && (t[q] == ' ' || t[q] == '\t'))
		q++;
	if (pe - q < 6 || strncmp(t + q, "pragma", 6) != 0)
		return;
	q += 6;
	while (q < pe && (t[q] == ' ' || t[q] == '\t'))
		q++;
	if (pe - q < 6 || strncmp(t + q, "unroll", 6) != 0 ||
	    (q + 6 < pe && t[q + 6] != ' ' && t[q + 6] != '\t' && t[q + 6] != '('))
		return;
	const char *arg = arena_strndup(w->u->arena, t + q + 6, pe - (q + 6));
	for (const char *a = arg; *a; a++)
		if (*a == '/' || *a == '\\')
			return;   /* a comment or a continuation: left as written */
	bool sync = rw_has_warp(w, loop);
	void *ctx[2] = {w, &sync};
	if (!sync)
		clang_visitChildren(loop, find_block_sync, ctx);
	if (!sync)
		return;
	while (*arg == ' ' || *arg == '\t')
		arg++;
	size_t n = strlen(arg);
	while (n && (arg[n - 1] == ' ' || arg[n - 1] == '\t'))
		n--;
	if (n >= 2 && arg[0] == '(' && arg[n - 1] == ')') {
		arg++;
		n -= 2;
	}
	rw_replace(w, hash, pe, arena_printf(w->u->arena, "CUPORT_PRAGMA_UNROLL_SYNC(%.*s)", (int)n, arg));
}

static void visit(RW *w, CXCursor c)
{
	if (repeated_argument(w, c))
		return;
	/* code of another file included into the body (#include "params.h" inside a
	 * function): its offsets are not the instance's text; the include line is replaced by
	 * that file's text, translated as text (drop_body_include) */
	CXFile f;
	clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(c)), &f, NULL, NULL,
				   NULL);
	if (f && w->file && !clang_File_isEqual(f, w->file))
		return;
	size_t first_edit = w->ef.nedits;
	w->at = cursor_begin(c);
	switch (clang_getCursorKind(c)) {
	case CXCursor_ArraySubscriptExpr:
		pointer_table_ref(w, c);
		break;
	case CXCursor_UnaryOperator:
		pointer_table_ref(w, c);
		vector_component_address(w, c);
		break;
	case CXCursor_BinaryOperator: {
		CXCursor target;
		if (clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Comma &&
		    klaunch_is_comma(c, &target))
			rw_device_launch(w, c);
		break;
	}
	case CXCursor_IfStmt:
		if (if_constexpr(w, c))
			return;
		/* nested branches of a predicated one were handled with it */
		if (w->has_warp && !cursor_in_macro(c) &&
		    !(cursor_begin(c) >= w->conv_begin && cursor_begin(c) < w->conv_end))
			rw_converge_if(w, c);
		/* a predicated branch has no barrier in a branch left */
		if (!(cursor_begin(c) >= w->conv_begin && cursor_begin(c) < w->conv_end))
			rw_close_branch_barriers(w, c);
		break;
	case CXCursor_ForStmt:
	case CXCursor_WhileStmt:
	case CXCursor_DoStmt:
		/* loops of a predicated branch were handled with it */
		if (w->has_warp && !cursor_in_macro(c) &&
		    !(cursor_begin(c) >= w->conv_begin && cursor_begin(c) < w->conv_end))
			rw_converge_loop(w, c);
		if (!(cursor_begin(c) >= w->conv_begin && cursor_begin(c) < w->conv_end))
			rw_close_loop_barriers(w, c);
		sync_loop_unroll(w, c);
		break;
	case CXCursor_MemberRefExpr:
		member_ref(w, c);
		break;
	case CXCursor_InitListExpr:
		record_init_list(w, c);
		if (init_list_is_value(w))
			braced_value(w, c);
		break;
	case CXCursor_VarDecl:
		var_decl(w, c);
		break;
	case CXCursor_CallExpr:
		call_expr(w, c);
		break;
	case CXCursor_DeclRefExpr:
		decl_ref(w, c);
		break;
	case CXCursor_CXXStaticCastExpr:
	case CXCursor_CXXReinterpretCastExpr:
	case CXCursor_CXXConstCastExpr:
		cxx_cast(w, c);
		break;
	case CXCursor_CStyleCastExpr:
		pointer_cast(w, c);
		break;
	case CXCursor_CXXFunctionalCastExpr:
		if (!kasync_size_cast(w, c))
			functional_cast(w, c);
		break;
	case CXCursor_NamespaceRef:
		namespace_ref(w, c);
		break;
	case CXCursor_TypeRef:
		local_type_ref(w, c);
		break;
	case CXCursor_DeclStmt:
		if (moved_stmt(w, c) || cub_storage_stmt(w, c))
			return;
		break;
	case CXCursor_CXXThisExpr:
		if ((w->in->method || w->in->ctor) && !cursor_in_macro(c))
			rw_replace(w, cursor_begin(c), cursor_end(c), "self");
		break;
	case CXCursor_CXXNullPtrLiteralExpr:
		if (!cursor_in_macro(c))
			rw_replace(w, cursor_begin(c), cursor_end(c), "0");
		break;
	case CXCursor_ReturnStmt:
		if (w->in->ctor && !cursor_in_macro(c) && cursor_nchildren(c) == 0)
			rw_replace(w, cursor_begin(c), cursor_begin(c) + 6, "return cuport_obj");
		if (!w->in->kernel && !w->in->ctor && cursor_nchildren(c) && !cursor_in_macro(c) &&
		    kscan_is_mutable_ref(clang_getCursorResultType(w->in->decl))) {
			CXCursor v = cursor_child(c, 0);
			rw_insert(w, cursor_begin(v), "&(");
			rw_insert(w, cursor_end(v), ")");
		}
		break;
	case CXCursor_GCCAsmStmt:
		rw_asm(w, c);
		break;
	case CXCursor_TemplateRef:
		template_ref(w, c);
		break;
	case CXCursor_CXXNewExpr:
		rw_new_expr(w, c);
		break;
	case CXCursor_CXXDeleteExpr:
		rw_delete_expr(w, c);
		break;
	case CXCursor_LambdaExpr:
		/* the closure struct is built here; its body is its own instance */
		rw_lambda_expr(w, c);
		return;
	default:
		break;
	}
	if (w->nlocks)
		rw_lockstep(w, c);
	if (w->nstores)
		rw_same_store(w, c);
	if (w->depth == w->cap) {
		w->cap = w->cap ? w->cap * 2 : 32;
		w->stack = xrealloc(w->stack, w->cap * sizeof *w->stack);
	}
	w->stack[w->depth++] = c;
	Cursors ch = {0};
	cursor_children(c, &ch);
	for (unsigned i = 0; i < ch.len; i++)
		visit(w, ch.items[i]);
	cursor_list_free(&ch);
	w->depth--;
	if (w->nhoists && clang_getCursorKind(c) == CXCursor_CallExpr)
		rw_hoist_done(w, c, first_edit);
}

/* ---- tokens ---- */

typedef struct {
	const char *name;
	const char *text;
} Subst;

/* The template parameters of decl (a function or class template specialization) and their
 * arguments, appended to s from s[*n] on. */
static void add_template_substs(RW *w, CXCursor decl, Subst *s, size_t *n)
{
	Unit *u = w->u;
	int nargs = names_num_template_args(decl);
	if (nargs <= 0)
		return;
	CXCursor tmpl = clang_getSpecializedCursorTemplate(decl);
	Cursors ch = {0};
	cursor_children(tmpl, &ch);
	s += *n;
	unsigned idx = 0;
	for (unsigned i = 0; i < ch.len && idx < (unsigned)nargs; i++) {
		enum CXCursorKind k = clang_getCursorKind(ch.items[i]);
		if (k != CXCursor_TemplateTypeParameter && k != CXCursor_NonTypeTemplateParameter &&
		    k != CXCursor_TemplateTemplateParameter)
			continue;
		s[idx].name = cursor_name(u, ch.items[i]);
		switch (names_template_arg_kind(decl, idx)) {
		case CXTemplateArgumentKind_Type: {
			CXType at = names_template_arg_type(decl, idx);
			s[idx].text = at.kind == CXType_Invalid ? NULL : cl_type(u, at, false);
			break;
		}
		case CXTemplateArgumentKind_Integral: {
			CXType pt = clang_getCursorType(ch.items[i]);
			enum CXTypeKind tk = clang_getCanonicalType(pt).kind;
			if (tk == CXType_Bool)
				s[idx].text = names_template_arg_value(decl, idx) ? "true"
											      : "false";
			else if (tk == CXType_UInt || tk == CXType_ULong || tk == CXType_ULongLong)
				s[idx].text = arena_printf(u->arena, "%lluu",
							   names_template_arg_unsigned(decl, idx));
			else
				s[idx].text = arena_printf(u->arena, "%lld",
							   names_template_arg_value(decl, idx));
			break;
		}
		default:
			s[idx].text = NULL;
			break;
		}
		idx++;
	}
	cursor_list_free(&ch);
	*n += idx;
}

/* What names in an instance's text stand for: its own template parameters, and for a member
 * of a class template specialization the class's parameters and its injected name
 * (Complex inside Complex<float>'s members -> Complex_float). */
static void template_substs(RW *w, Subst **out, size_t *n)
{
	Unit *u = w->u;
	CXCursor decl = (w->names ? w->names : w->in)->decl, cls = clang_getCursorSemanticParent(decl);
	bool member = clang_getCursorKind(decl) == CXCursor_CXXMethod ||
		      clang_getCursorKind(decl) == CXCursor_ConversionFunction ||
		      clang_getCursorKind(decl) == CXCursor_Constructor;
	int a = names_num_template_args(decl);
	int b = member ? clang_Cursor_getNumTemplateArguments(cls) : 0;
	*out = NULL;
	*n = 0;
	if (a <= 0 && b <= 0)
		return;
	Subst *s = arena_alloc(u->arena, (size_t)((a > 0 ? a : 0) + (b > 0 ? b : 0) + 1) * sizeof *s);
	add_template_substs(w, decl, s, n);
	if (b > 0) {
		add_template_substs(w, cls, s, n);
		s[*n].name = cursor_name(u, cls);
		s[*n].text = cl_record_name(u, cls);
		(*n)++;
	}
	*out = s;
}

/* Complex<float> spelled in device code: the specialization's struct name, taken from the
 * type of what the spelling declares (a variable, a parameter, a cast). Op<T> with Op a
 * template template parameter is the specialization of the template the instance was
 * given (Add<float> -> Add_float). */
static void template_ref(RW *w, CXCursor c)
{
	Unit *u = w->u;
	CXCursor tmpl = clang_getCursorReferenced(c);
	bool param = clang_getCursorKind(tmpl) == CXCursor_TemplateTemplateParameter;
	/* cub::KeyValuePair<K, V> too: CUB's struct of the .cl (kernel/cub.c) */
	bool cub = !param && clang_getCursorKind(tmpl) == CXCursor_ClassTemplate &&
		   strcmp(cursor_name(u, tmpl), "KeyValuePair") == 0;
	if ((!param && (clang_getCursorKind(tmpl) != CXCursor_ClassTemplate ||
			(!cursor_in_user_code(u, tmpl) && !cub))) ||
	    cursor_in_macro(c))
		return;
	CXType t = clang_getCursorType(rw_parent_at(w, 0));
	for (int g = 0; g < 8; g++) {
		CXType k = clang_getCanonicalType(t);
		if (k.kind == CXType_Pointer || k.kind == CXType_LValueReference ||
		    k.kind == CXType_RValueReference)
			t = clang_getPointeeType(k);
		else if (k.kind == CXType_ConstantArray || k.kind == CXType_IncompleteArray)
			t = clang_getArrayElementType(k);
		else
			break;
	}
	CXType canon = clang_getCanonicalType(t);
	if (canon.kind != CXType_Record)
		return;
	CXCursor d = clang_getTypeDeclaration(canon);
	if (param ? !cursor_in_user_code(u, d) || clang_Cursor_getNumTemplateArguments(d) <= 0
		  : !clang_equalCursors(clang_getSpecializedCursorTemplate(d), tmpl) ||
		    (cub && !kcub_record(u, d)))
		return;
	unsigned p = cursor_end(c);
	while (p < w->ef.len && isspace((unsigned char)w->ef.text[p]))
		p++;
	if (p >= w->ef.len || w->ef.text[p] != '<')
		return;
	int depth = 0;
	for (; p < w->ef.len; p++) {
		char ch = w->ef.text[p];
		if (ch == '<')
			depth++;
		else if (ch == '>' && --depth == 0)
			break;
		else if (ch == ';' || ch == '{' || ch == ')')
			return;
	}
	if (p < w->ef.len)
		rw_replace(w, cursor_begin(c), p + 1, cl_record_name(u, d));
}

const char *rw_alternative_token(const char *tok)
{
	static const Subst map[] = {
		{"and", "&&"},  {"or", "||"},      {"not", "!"},      {"bitand", "&"},
		{"bitor", "|"}, {"xor", "^"},      {"compl", "~"},    {"and_eq", "&="},
		{"or_eq", "|="}, {"xor_eq", "^="}, {"not_eq", "!="},
	};
	for (size_t i = 0; i < countof(map); i++)
		if (strcmp(tok, map[i].name) == 0)
			return map[i].text;
	return NULL;
}

const char *rw_keyword(const char *tok)
{
	static const Subst map[] = {
		{"__restrict__", "restrict"}, {"__restrict", "restrict"},
		{"__shared__", "__local"}, {"__device__", ""}, {"__host__", ""},
		{"__forceinline__", ""}, {"__noinline__", ""}, {"__inline__", ""},
		{"constexpr", "const"}, {"nullptr", "0"}, {"__global__", "__kernel"},
		{"register", ""}, /* OpenCL C has no register storage class (a hint C++17 dropped) */
		/* __shared__ alignas(16), as the parse read it (parse.c) */
		{CUPORT_ALIGNAS_SPELLING, "cuport_alignas"}, {"alignas", "cuport_alignas"},
		{"alignof", "__alignof__"},
	};
	for (size_t i = 0; i < countof(map); i++)
		if (strcmp(tok, map[i].name) == 0)
			return map[i].text;
	return NULL;
}

/* Whether the token's cursor declares or names a variable, parameter, member or function:
 * CUDA's type names are no keywords, so real code names a parameter dim3 or a member int2,
 * and such a name is no type to map. */
static bool names_a_value(CXCursor c)
{
	CXCursor d = clang_getCursorReferenced(c);
	if (clang_Cursor_isNull(d))
		return false;
	switch (clang_getCursorKind(d)) {
	case CXCursor_VarDecl: case CXCursor_ParmDecl: case CXCursor_FieldDecl:
	case CXCursor_FunctionDecl: case CXCursor_EnumConstantDecl: case CXCursor_CXXMethod:
		return true;
	default:
		return false;
	}
}

/* A system header's typedef of a scalar written in device code (int64_t, uint32_t,
 * clock_t, time_t): OpenCL C has no <stdint.h>, so the name becomes the OpenCL scalar it
 * stands for. OpenCL's own names (size_t, uint) stay. A CUDA header's typedef of a vector
 * type (cuComplex.h's cuFloatComplex) becomes the vector type's OpenCL name. */
static const char *system_scalar_typedef(RW *w, CXCursor c, const char *sp)
{
	if (clang_getCursorKind(c) != CXCursor_TypeRef)
		return NULL;
	CXCursor d = clang_getCursorReferenced(c);
	if (clang_getCursorKind(d) != CXCursor_TypedefDecl || cursor_in_user_code(w->u, d) ||
	    !clang_Location_isInSystemHeader(clang_getCursorLocation(d)) ||
	    strcmp(cursor_name(w->u, d), sp) != 0 || cl_scalar_index(sp) >= 0 ||
	    strcmp(sp, "size_t") == 0 || strcmp(sp, "ptrdiff_t") == 0 ||
	    strcmp(sp, "intptr_t") == 0 || strcmp(sp, "uintptr_t") == 0)
		return NULL;
	CXType ct = clang_getCanonicalType(clang_getCursorType(d));
	if (ct.kind == CXType_Enum)   /* __nv_fp8_interpretation_t: its integer type */
		return cl_type(w->u, ct, false);
	if (ct.kind == CXType_Record) {   /* cuFloatComplex: float2 */
		CXString rs = clang_getTypeSpelling(ct);
		const char *rn = clang_getCString(rs);
		const char *v = cl_half_kind(rn) ? NULL : cl_vector_name(w->u, rn);
		clang_disposeString(rs);
		return v;
	}
	return cl_builtin_type(ct, false);
}

/* std::uint8_t and <cstdint>'s other names: libclang shows no reference to the typedef
 * behind std's using-declaration, so the tokens say it. */
static const char *std_fixed_width(CXTranslationUnit tu, CXToken *toks, unsigned i, const char *sp)
{
	static const Subst names[] = {
		{"int8_t", "char"},   {"uint8_t", "uchar"},  {"int16_t", "short"},
		{"uint16_t", "ushort"}, {"int32_t", "int"},  {"uint32_t", "uint"},
		{"int64_t", "long"},  {"uint64_t", "ulong"}, {"intmax_t", "long"},
		{"uintmax_t", "ulong"},
	};
	const char *rep = NULL;
	for (size_t k = 0; k < countof(names) && !rep; k++)
		if (strcmp(sp, names[k].name) == 0)
			rep = names[k].text;
	if (!rep)
		return NULL;
	CXString colons = clang_getTokenSpelling(tu, toks[i - 1]);
	CXString ns = clang_getTokenSpelling(tu, toks[i - 2]);
	bool std = strcmp(clang_getCString(colons), "::") == 0 &&
		   strcmp(clang_getCString(ns), "std") == 0;
	clang_disposeString(colons);
	clang_disposeString(ns);
	return std ? rep : NULL;
}

/* An integer literal's long long suffix (1ull, 2LL, 3llu): OpenCL C's long is CUDA's long
 * long, and clang takes a long long literal as 128 bits (as_double(0x7ff0000000000000ull)
 * does not build), so one 'l' goes. */
static void literal_suffix(RW *w, CXTranslationUnit tu, CXToken tok, unsigned from, unsigned to)
{
	CXString s = clang_getTokenSpelling(tu, tok);
	const char *sp = clang_getCString(s);
	size_t n = strlen(sp);
	if (n > 2 && isdigit((unsigned char)sp[0]) && !strpbrk(sp, ".\"'") &&
	    (!strchr(sp, 'e') && !strchr(sp, 'E') ? true : sp[1] == 'x' || sp[1] == 'X')) {
		size_t k = n;
		while (k > 0 && strchr("uUlL", sp[k - 1]))
			k--;
		const char *suf = sp + k;
		const char *ll = strstr(suf, "ll") ? strstr(suf, "ll") : strstr(suf, "LL");
		unsigned b;
		CXSourceRange tr = clang_getTokenExtent(tu, tok);
		clang_getSpellingLocation(clang_getRangeStart(tr), NULL, NULL, NULL, &b);
		unsigned at = b + (unsigned)(ll - sp);
		if (ll && at >= from && at + 1 <= to && !rw_covered(&w->ef, at, at + 1))
			edit_add(&w->ef, at, at + 1, "");
	}
	clang_disposeString(s);
}

static bool token_is(CXTranslationUnit tu, CXToken t, const char *text)
{
	CXString s = clang_getTokenSpelling(tu, t);
	bool is = strcmp(clang_getCString(s), text) == 0;
	clang_disposeString(s);
	return is;
}

static void map_tokens(RW *w, unsigned from, unsigned to)
{
	Unit *u = w->u;
	CXTranslationUnit tu = w->k->p->tu;
	CXFile f = clang_getFile(tu, w->ef.path);
	if (!f)
		return;
	CXSourceRange r = clang_getRange(clang_getLocationForOffset(tu, f, from),
					 clang_getLocationForOffset(tu, f, to));
	CXToken *toks;
	unsigned n;
	clang_tokenize(tu, r, &toks, &n);
	CXCursor *cur = xmalloc((n ? n : 1) * sizeof *cur);
	clang_annotateTokens(tu, toks, n, cur);
	Subst *subst;
	size_t nsubst;
	template_substs(w, &subst, &nsubst);
	for (unsigned i = 0; i < n; i++) {
		CXTokenKind kind = clang_getTokenKind(toks[i]);
		if (kind == CXToken_Literal) {
			literal_suffix(w, tu, toks[i], from, to);
			continue;
		}
		if (kind != CXToken_Identifier && kind != CXToken_Keyword &&
		    kind != CXToken_Punctuation)
			continue;
		unsigned b, e;
		CXSourceRange tr = clang_getTokenExtent(tu, toks[i]);
		clang_getSpellingLocation(clang_getRangeStart(tr), NULL, NULL, NULL, &b);
		clang_getSpellingLocation(clang_getRangeEnd(tr), NULL, NULL, NULL, &e);
		if (b < from || e > to)
			continue;
		CXString s = clang_getTokenSpelling(tu, toks[i]);
		const char *sp = clang_getCString(s);
		const char *rep = NULL;
		/* not, and, or...: C++'s alternative tokens (libclang calls them keywords or
		 * punctuation; no identifier is spelled so in C++) */
		if (kind == CXToken_Punctuation || isalpha((unsigned char)sp[0])) {
			rep = isalpha((unsigned char)sp[0]) ? rw_alternative_token(sp) : NULL;
			if (rep || kind == CXToken_Punctuation) {
				if (rep && !rw_covered(&w->ef, b, e))
					edit_add(&w->ef, b, e, rep);
				clang_disposeString(s);
				continue;
			}
		}
		unsigned end = e;
		for (size_t k = 0; k < nsubst && !rep; k++)
			if (subst[k].text && strcmp(sp, subst[k].name) == 0)
				rep = subst[k].text;
		if (!rep)
			rep = rw_keyword(sp);
		if (!rep && (strcmp(sp, "long") == 0 || strcmp(sp, "unsigned") == 0) && i + 1 < n) {
			/* long long -> long; unsigned long long -> ulong */
			CXString s1 = clang_getTokenSpelling(tu, toks[i + 1]);
			CXString s2 = i + 2 < n ? clang_getTokenSpelling(tu, toks[i + 2])
						: clang_getTokenSpelling(tu, toks[i + 1]);
			bool u1 = strcmp(sp, "unsigned") == 0;
			if (u1 && strcmp(clang_getCString(s1), "long") == 0 && i + 2 < n &&
			    strcmp(clang_getCString(s2), "long") == 0) {
				rep = "ulong";
				i += 2;
			} else if (!u1 && strcmp(clang_getCString(s1), "long") == 0) {
				rep = "long";
				i += 1;
			}
			/* unsigned long long int: the int too, "ulong int" is no C */
			if (rep && i + 1 < n && token_is(tu, toks[i + 1], "int"))
				i += 1;
			if (rep) {
				tr = clang_getTokenExtent(tu, toks[i]);
				clang_getSpellingLocation(clang_getRangeEnd(tr), NULL, NULL, NULL, &end);
			}
			clang_disposeString(s1);
			clang_disposeString(s2);
		}
		if (!rep && kind == CXToken_Identifier && cl_half_kind(sp)) {
			/* CUDA's half (a reserved word of OpenCL C) and __half2: the device header's */
			CXCursor d = clang_getCursorReferenced(cur[i]);
			if (!clang_Cursor_isNull(d) && !cursor_in_user_code(u, d))
				rep = cl_vector_name(u, sp);
		}
		if (!rep && kind == CXToken_Identifier && cl_reserved(sp, strlen(sp)) &&
		    !(cl_scalar_index(sp) >= 0 && (w->k->cl_scalars >> cl_scalar_index(sp) & 1)))
			rep = arena_printf(u->arena, "%s_", sp);
		if (!rep && kind == CXToken_Identifier && cl_builtin_name(sp) &&
		    cl_var_renamed(clang_getCursorReferenced(cur[i]), sp))
			rep = arena_printf(u->arena, "%s_", sp);
		if (!rep && kind == CXToken_Identifier && !names_a_value(cur[i])) {
			const char *v = cl_vector_name(u, sp);
			if (v && strcmp(v, sp) != 0)
				rep = v;
		}
		if (!rep && kind == CXToken_Identifier)
			rep = system_scalar_typedef(w, cur[i], sp);
		if (!rep && kind == CXToken_Identifier && i >= 2)
			rep = std_fixed_width(tu, toks, i, sp);
		if (rep && !rw_covered(&w->ef, b, end))
			edit_add(&w->ef, b, end, arena_strdup(u->arena, rep));
		clang_disposeString(s);
	}
	free(cur);
	clang_disposeTokens(tu, toks, n);
}

/* ---- the header ---- */

/* Diagnostics raised inside the instance get their "// ID:N: message" line in the .cl too,
 * above the statement, as in a host file. N is only known once the unit is finished, so a
 * marker holding the diagnostic's identity goes in now and kernel_place_comments fills it. */
static void mark_diagnostics(RW *w)
{
	Unit *u = w->u;
	unsigned first, last;
	CXSourceRange r = clang_getCursorExtent(w->in->decl);
	clang_getExpansionLocation(clang_getRangeStart(r), NULL, &first, NULL, NULL);
	clang_getExpansionLocation(clang_getRangeEnd(r), NULL, &last, NULL, NULL);
	for (size_t i = 0; i < u->diags.len; i++) {
		const Diag *d = &u->diags.items[i];
		if (d->line <= first || d->line > last || strcmp(d->file, w->in->file) != 0)
			continue;
		unsigned off = edit_offset(&w->ef, d->line, 1);
		if (off <= w->in->body || off >= w->in->end || rw_covered(&w->ef, off, off + 1))
			continue;
		edit_insert_line_above(&w->ef, u->arena, off,
				       arena_printf(u->arena, KERNEL_DIAG_MARK "%p@", (const void *)d->message));
	}
}

/* The comment lines right above a definition travel with it. */
static unsigned leading_comment(const EditFile *f, unsigned begin)
{
	unsigned start = begin;
	while (start > 0 && f->text[start - 1] != '\n')
		start--;
	unsigned best = start;
	while (best > 0) {
		unsigned ls = best - 1;
		while (ls > 0 && f->text[ls - 1] != '\n')
			ls--;
		unsigned p = ls;
		while (p < best && (f->text[p] == ' ' || f->text[p] == '\t'))
			p++;
		if (p + 1 < best && f->text[p] == '/' && f->text[p + 1] == '/')
			best = ls;
		else
			break;
	}
	return best;
}

/* The text of [b, e) with the edits made so far. */
static const char *rendered(RW *w, unsigned b, unsigned e)
{
	Buf t = {0};
	Err err;
	if (edit_apply_range(&w->ef, b, e, &t, &err) < 0)
		err_die("%s", err.msg);
	const char *r = arena_strdup(w->u->arena, t.data ? t.data : "");
	buf_free(&t);
	return r;
}

/* Whether the constructor target builds the first base of the class of the constructor in:
 * that base's fields start the derived record (emit.c lays them out first), so the object
 * it returns is stored through a cast of self. */
static bool first_base_ctor(RW *w, CXCursor target)
{
	if (clang_getCursorKind(target) != CXCursor_Constructor || !cursor_is_user_ctor(w->u, target))
		return false;
	Cursors bases = {0};
	kscan_record_bases(w->k, clang_getCursorSemanticParent(w->in->decl), &bases);
	bool first = bases.len > 0 &&
		     clang_equalCursors(clang_getCanonicalCursor(bases.items[0]),
					clang_getCanonicalCursor(clang_getCursorSemanticParent(target)));
	cursor_list_free(&bases);
	return first;
}

/* A constructor's object is a local that it returns: its initializer list and the default
 * member initializers of the fields it leaves out become assignments before the body.
 *   Ray(const Vec3 &o, const Vec3 &d) : origin(o), dir(d) {...}   (float tmax = 1e30f;)
 *   -> Ray Ray_new(const Vec3 o, const Vec3 d) { Ray cuport_obj; __private Ray *self =
 *      &cuport_obj; self->origin = o; self->dir = d; self->tmax = 1e30f; ... return cuport_obj; }
 * Done before anything else is edited: the initializers' edits are rendered here, then
 * dropped (the header replaces their text). */
static void ctor_prologue(RW *w)
{
	Unit *u = w->u;
	Inst *in = w->in;
	const char *ct = cl_record_name(u, clang_getCursorSemanticParent(in->decl));
	buf_printf(&w->prologue, "\n    %s cuport_obj;\n    __private %s *self = &cuport_obj;", ct, ct);
	CtorInit *inits = NULL;
	size_t n = cursor_ctor_inits(u, in->decl, &inits);
	for (size_t i = 0; i < n; i++) {
		CXCursor e = inits[i].expr, f = inits[i].field;
		if (clang_Cursor_isNull(f)) {
			CXCursor target = clang_getCursorReferenced(cursor_skip_implicit(e));
			bool delegating = clang_getCursorKind(target) == CXCursor_Constructor &&
					  cursor_is_user_ctor(u, target) &&
					  clang_equalCursors(clang_getCursorSemanticParent(target),
							     clang_getCursorSemanticParent(in->decl));
			bool base = !delegating && first_base_ctor(w, target);
			if ((!delegating && !base) || cursor_in_macro(e)) {
				unit_diag(u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(e),
					  arena_printf(u->arena, "%s (a base-class initializer)",
						       cursor_name(u, in->decl)));
				continue;
			}
			if (base) {
				/* Derived(p) : Base<T>(p) {}: the base's constructor builds the fields
				 * the derived record starts with */
				visit(w, e);
				map_tokens(w, cursor_begin(e), cursor_end(e));
				buf_printf(&w->prologue, "\n    *(__private %s *)self = %s;",
					   cl_record_name(u, clang_getCursorSemanticParent(target)),
					   rendered(w, cursor_begin(e), cursor_end(e)));
				continue;
			}
			/* Vec3() : Vec3(0, 0, 0) {}: the other constructor builds the object */
			visit(w, e);
			map_tokens(w, cursor_begin(e), cursor_end(e));
			buf_printf(&w->prologue, "\n    cuport_obj = %s;",
				   rendered(w, cursor_begin(e), cursor_end(e)));
			continue;
		}
		const char *fname = cl_ident(u, f);
		CXFile ef;
		clang_getExpansionLocation(clang_getCursorLocation(e), &ef, NULL, NULL, NULL);
		if (cursor_in_macro(e) || !ef || strcmp(unit_cxfile_path(u, ef), in->file) != 0) {
			unit_diag(u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(e),
				  arena_printf(u->arena, "%s (the initializer of member '%s')",
					       cursor_name(u, in->decl), fname));
			continue;
		}
		visit(w, e);
		map_tokens(w, cursor_begin(e), cursor_end(e));
		CXCursor x = e;
		if (clang_getCursorKind(x) == CXCursor_InitListExpr) {
			if (cursor_nchildren(x) != 1) {
				buf_printf(&w->prologue, "\n    self->%s = 0;", fname);
				continue;
			}
			x = cursor_child(x, 0);
		}
		CXCursor callee = clang_getCursorReferenced(x);
		const char *stmt = NULL;
		if (clang_getCursorKind(x) == CXCursor_CallExpr &&
		    clang_getCursorKind(callee) == CXCursor_Constructor) {
			if (cursor_is_user_ctor(u, callee) && rw_ctor_at_name(w, x))
				/* o(a, 2), p{1, 2, 3}: the call starts at the member's name and became
				 * o = Vec3_new(a, 2) */
				stmt = arena_printf(u->arena, "self->%s",
						    rendered(w, cursor_begin(x), cursor_end(x)));
			else if (!cursor_is_user_ctor(u, callee) && clang_Cursor_getNumArguments(x) == 1)
				x = clang_Cursor_getArgument(x, 0);   /* a copy */
		}
		if (!stmt && cursor_in_user_code(u, f) &&
		    clang_getCanonicalType(clang_getCursorType(f)).kind == CXType_Pointer)
			/* a pointer member is a 64-bit address in the .cl */
			stmt = arena_printf(u->arena, "self->%s = (ulong)(%s)", fname,
					    rendered(w, cursor_begin(x), cursor_end(x)));
		if (!stmt && kscan_is_ref_field(f))
			/* a reference member is a pointer in the .cl: it takes the object's address
			 * (an array's decays to its first element's) */
			stmt = arena_printf(u->arena, "self->%s = %s(%s)", fname,
					    kscan_is_array_ref(clang_getCursorType(f)) ? "" : "&",
					    rendered(w, cursor_begin(x), cursor_end(x)));
		if (!stmt)
			stmt = arena_printf(u->arena, "self->%s = %s", fname,
					    rendered(w, cursor_begin(x), cursor_end(x)));
		buf_printf(&w->prologue, "\n    %s;", stmt);
	}
	free(inits);
	w->ef.nedits = 0;
}

/* An expression written in in's declaration rather than in a body being rewritten (a default
 * argument of one of its parameters): rewritten with an edit list of its own, so the same
 * expression can be rendered for every call that leaves the argument out. */
const char *rw_decl_expr(RW *caller, const Inst *owner, CXCursor e)
{
	KScan *k = caller->k;
	Unit *u = k->u;
	CXFile f;
	clang_getExpansionLocation(clang_getCursorLocation(e), &f, NULL, NULL, NULL);
	EditFile *src = f ? unit_file(u, unit_cxfile_path(u, f)) : NULL;
	unsigned b = cursor_begin(e), end = cursor_end(e);
	if (!src || end <= b || end > src->len)
		return NULL;
	RW w = {.k = k, .u = u, .in = caller->in, .names = owner};
	w.ef = (EditFile){.path = src->path, .text = src->text, .len = src->len};
	w.file = clang_getFile(k->p->tu, src->path);
	visit(&w, e);
	map_tokens(&w, b, end);
	const char *r = rendered(&w, b, end);
	free(w.ef.edits);
	free(w.args);
	free(w.stack);
	free(w.groups);
	free(w.regions);
	free(w.hoists);
	free(w.vary);
	buf_free(&w.prologue);
	return r;
}

typedef struct {
	CXFile in;               /* the file the directive is written in */
	unsigned b, e;           /* the directive's line */
	CXFile found;            /* the file it includes */
} IncludeAt;

static void include_at(CXFile included, CXSourceLocation *stack, unsigned n, CXClientData d)
{
	IncludeAt *ia = d;
	if (n == 0 || ia->found)
		return;
	CXFile f;
	unsigned off;
	clang_getSpellingLocation(stack[0], &f, NULL, NULL, &off);
	if (f && clang_File_isEqual(f, ia->in) && off >= ia->b && off <= ia->e)
		ia->found = included;
}

/* Whether text holds only preprocessor lines, comments and blank space. */
static bool only_directives(const char *t, size_t n)
{
	bool line_start = true;
	for (size_t i = 0; i < n; i++) {
		char c = t[i];
		if (c == '\n') {
			line_start = true;
		} else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
			continue;
		} else if (c == '/' && i + 1 < n && t[i + 1] == '/') {
			while (i < n && t[i] != '\n')
				i++;
			line_start = true;
		} else if (c == '/' && i + 1 < n && t[i + 1] == '*') {
			const char *e = strstr(t + i + 2, "*/");
			if (!e || (size_t)(e - t) >= n)
				return true;
			i = (size_t)(e - t) + 1;
		} else if (c == '#' && line_start) {
			/* the directive, with its continuation lines */
			while (i < n && !(t[i] == '\n' && (i == 0 || t[i - 1] != '\\')))
				i++;
			line_start = true;
		} else {
			return false;
		}
	}
	return true;
}

/* An #include written inside a function body (a header of constants or parameters included
 * where they are used): the .cl has no such file to include. Its macros that device code uses
 * are copied to the top of the .cl like the others, so a header of nothing but preprocessor
 * lines goes; one with code (declarations of constants) is put in its place, translated as
 * text (kernel_text_translate: built-ins, types and keywords by name), its definitions
 * commented out and its conditionals kept. p: the line's start, q: the directive's name. */
static void drop_body_include(RW *w, unsigned p, unsigned q, unsigned to)
{
	const char *t = w->ef.text;
	unsigned e = q;
	while (e < to && t[e] != '\n')
		e++;
	CXFile self = clang_getFile(w->k->p->tu, w->ef.path);
	if (!self)
		return;
	IncludeAt ia = {self, p, e, NULL};
	clang_getInclusions(w->k->p->tu, include_at, &ia);
	size_t len = 0;
	const char *ft = ia.found ? clang_getFileContents(w->k->p->tu, ia.found, &len) : NULL;
	if (!ft || rw_covered(&w->ef, p, e))
		return;
	if (only_directives(ft, len)) {
		rw_replace(w, p, e, arena_printf(w->u->arena, "/* %.*s: its macros are above */",
						 (int)(e - q), t + q));
		return;
	}
	Buf b = {0};
	buf_printf(&b, "/* %.*s, its code: */\n", (int)(e - q), t + q);
	bool line_start = true;
	for (size_t i = 0; i < len; i++) {
		if (line_start) {
			size_t j = i;
			while (j < len && (ft[j] == ' ' || ft[j] == '\t'))
				j++;
			size_t d = j + 1;
			while (d < len && (ft[d] == ' ' || ft[d] == '\t'))
				d++;
			bool cond = j < len && ft[j] == '#' && len - d >= 2 &&
				    (strncmp(ft + d, "if", 2) == 0 || strncmp(ft + d, "el", 2) == 0 ||
				     strncmp(ft + d, "endif", 5) == 0);
			if (j < len && ft[j] == '#' && !cond) {   /* its macros are above */
				buf_puts(&b, "// ");
				while (j < len && !(ft[j] == '\n' && ft[j - 1] != '\\'))
					j++;
				buf_append(&b, ft + i, j - i);
				i = j;
				if (i >= len)
					break;
			}
		}
		buf_append(&b, ft + i, 1);
		line_start = ft[i] == '\n';
	}
	const char *code = kernel_text_translate(w->u, b.data ? b.data : "");
	buf_free(&b);
	rw_replace(w, p, e, code);
}

/* #define lines written inside the body: the macros device code uses are copied, translated,
 * to the top of the .cl (emit.c), so the body's own copy, untranslated, would define them
 * again after that; it goes, with the #undef of the name, where the unit defines the name
 * only there (a name defined again elsewhere keeps its definitions where they are). */
static void drop_body_macros(RW *w, unsigned from, unsigned to)
{
	const char *t = w->ef.text;
	for (unsigned p = from; p < to; p++) {
		if (p > from && t[p - 1] != '\n')
			continue;
		unsigned q = p;
		while (q < to && (t[q] == ' ' || t[q] == '\t'))
			q++;
		if (q >= to || t[q] != '#')
			continue;
		q++;
		while (q < to && (t[q] == ' ' || t[q] == '\t'))
			q++;
		bool def = to - q > 6 && memcmp(t + q, "define", 6) == 0 && !str_ident_char(t[q + 6]);
		bool undef = to - q > 5 && memcmp(t + q, "undef", 5) == 0 && !str_ident_char(t[q + 5]);
		bool inc = to - q > 7 && memcmp(t + q, "include", 7) == 0 && !str_ident_char(t[q + 7]);
		if (inc) {
			drop_body_include(w, p, q, to);
			continue;
		}
		if (!def && !undef)
			continue;
		unsigned name = q + (def ? 6 : 5), ne;
		while (name < to && (t[name] == ' ' || t[name] == '\t'))
			name++;
		for (ne = name; ne < to && str_ident_char(t[ne]); ne++)
			;
		/* a #define: this one is the copied one; an #undef: that one is earlier in the body */
		if (!kernel_macro_hoisted(w->k, t + name, ne - name, w->ef.path, def ? name : from,
					  def ? name + 1 : p))
			continue;
		unsigned e = q;   /* the directive's end: the newline no continued line follows */
		while (e < to && !(t[e] == '\n' && !str_continues_line(t, e + 1)))
			e++;
		if (e < to && !rw_covered(&w->ef, p, e))
			rw_replace(w, p, e, "");
		p = e;
	}
}

void krewrite_instance(KScan *k, Inst *in, Buf *out)
{
	Unit *u = k->u;
	EditFile *src = unit_file(u, in->file);
	if (!src)
		return;
	RW w = {.k = k, .u = u, .in = in};
	/* The parse is the host side's: inside #if __CUDA_ARCH__ only the host branch has an
	 * AST, so that branch is the one translated (and the .cl, where __CUDA_ARCH__ is not
	 * defined, compiles it). */
	for (unsigned p = in->begin; !k->p->device && p + 13 <= in->end && p + 13 <= src->len; p++)
		if (memcmp(src->text + p, "__CUDA_ARCH__", 13) == 0) {
			unit_diag(u, DIAG_KERNEL_CUDA_ARCH, clang_getCursorLocation(in->decl),
				  in->base);
			break;
		}
	w.ef = (EditFile){.path = src->path, .text = src->text, .len = src->len};
	w.file = clang_getFile(k->p->tu, src->path);
	if (in->method && in->self == AS_VALUE) {
		buf_printf(&w.prologue, "\n    __private %s%s *self = &cuport_self_value;",
			   clang_CXXMethod_isConst(in->decl) ? "const " : "",
			   cl_record_name(u, clang_getCursorSemanticParent(in->decl)));
	}
	if (in->ctor)
		ctor_prologue(&w);
	CXCursor body = clang_getNullCursor();
	Cursors ch = {0};
	cursor_children(in->decl, &ch);
	for (unsigned i = 0; i < ch.len; i++)
		if (clang_getCursorKind(ch.items[i]) == CXCursor_CompoundStmt)
			body = ch.items[i];
	cursor_list_free(&ch);
	if (clang_Cursor_isNull(body))
		return;
	rw_lockstep_find(&w, body);
	for (size_t i = 0; i < in->ncalls; i++)   /* callees are rewritten first */
		w.has_warp = w.has_warp || in->calls[i].callee->lockstep;
	bool active = false;
	for (size_t i = 0; i < in->nres; i++) {
		w.has_warp = w.has_warp || in->res[i]->kind == RES_WARP;
		active = active || in->res[i]->kind == RES_ACTIVE;
	}
	in->writes = rw_writes_memory(&w, body);
	/* a function exchanging and storing: a predicated branch's call runs it everywhere
	 * (converge.c, "which functions write"); called unconditionally, its flag is 1 */
	bool gated = !active && !in->kernel && w.has_warp && in->writes;
	if (gated)
		kscan_add_active(k, in);
	rw_store_find(&w, body);
	if (in->kernel && !cursor_in_macro(body))
		rw_shared_handoff(&w, body);
	if ((active || gated) && !in->kernel && !cursor_in_macro(body))
		rw_converge_body(&w, body, !gated);
	visit(&w, body);
	map_tokens(&w, in->body, in->end);
	drop_body_macros(&w, in->body, in->end);
	for (size_t i = 0; i < in->ncalls; i++) {   /* callees are rewritten first */
		in->wide_scratch |= in->calls[i].callee->wide_scratch;
		in->cub_words = kcub_max_words(u, in->cub_words, in->calls[i].callee->cub_words);
	}
	if (in->kernel)
		rw_kernel_resources(&w);
	for (size_t i = 0; i < in->ndyn_arrays; i++) {   /* namespace-scope extern __shared__ */
		CXType t = clang_getCursorType(in->dyn_arrays[i]);
		buf_printf(&w.prologue, "\n    %s = (%s)cuport_dynamic_shared;",
			   cl_pointer_declarator(u, AS_LOCAL, t, cursor_name(u, in->dyn_arrays[i])),
			   cl_pointer_declarator(u, AS_LOCAL, t, ""));
	}
	if (w.prologue.len)
		rw_insert(&w, in->body + 1, arena_strdup(u->arena, w.prologue.data));
	if (in->ctor) {   /* the object is the result */
		unsigned close = in->end - 1, ls = close;
		while (ls > in->body && (src->text[ls - 1] == ' ' || src->text[ls - 1] == '\t'))
			ls--;
		if (ls > in->body + 1 && src->text[ls - 1] == '\n')
			rw_insert(&w, ls, "    return cuport_obj;\n");
		else
			rw_insert(&w, close, "\n    return cuport_obj;\n");
	}
	/* The comment above the definition goes with its first instance only. */
	bool first = true;
	for (size_t i = 0; i < k->ninsts && first; i++)
		first = k->insts[i] == in || !k->insts[i]->emitted ||
			!clang_equalCursors(k->insts[i]->decl, in->decl);
	if (w.cub_pre.len)
		buf_append(out, w.cub_pre.data, w.cub_pre.len);
	kernel_macro_forms(k, in, &w.ef, out);
	mark_diagnostics(&w);
	/* the comment lines above the definition; the header itself starts the line (a member
	 * function's indentation in its class body goes) */
	unsigned line = in->begin;
	while (line > 0 && src->text[line - 1] != '\n')
		line--;
	unsigned start = first ? leading_comment(src, in->begin) : line;
	if (start < line)
		buf_append(out, src->text + start, line - start);
	edit_add(&w.ef, in->begin, in->body, rw_header(&w));
	Err e;
	if (edit_apply_range(&w.ef, in->begin, in->end, out, &e) < 0)
		err_die("%s", e.msg);
	buf_puts(out, "\n");
	free(w.ef.edits);
	free(w.args);
	free(w.stack);
	free(w.groups);
	free(w.regions);
	free(w.hoists);
	free(w.locks);
	free(w.stores);
	free(w.vary);
	buf_free(&w.prologue);
	buf_free(&w.cub_pre);
}

/*
 * Kernel rewrite, calls: a call of another instance (a user device function, method,
 * constructor, operator or conversion) becomes a call of that instance's name in the .cl,
 * with C++ references passed by address, groups as cuport_group values and the callee's
 * hidden arguments appended; a call spelled in a macro body is recorded for the macro's copy
 * (emit.c). Calls of CUDA built-ins go on to builtins.c.
 */
#include "kernel.h"

#include <ctype.h>
#include <string.h>

/* Hidden arguments of a call to t, as ", a, b" (or "a, b" when the call has none). */
static const char *hidden_args(RW *w, Inst *t, bool after_args)
{
	Buf b = {0};
	for (size_t r = 0; r < t->nres; r++) {
		Res *res = t->res[r];
		bool kernel_scalar = w->in->kernel && res->scalar && res->kind == RES_SHARED;
		const char *name = res->kname;
		if (res->kind == RES_ACTIVE) {   /* the flag of the branch the call is in */
			name = rw_active_flag(w, w->at);
			name = name ? name : "1";
		}
		buf_printf(&b, "%s%s%s", (r || after_args) ? ", " : "", kernel_scalar ? "&" : "",
			   name);
		if (res->image)   /* a texture reference read as an image: and its sampler */
			buf_printf(&b, ", %s_sampler", name);
	}
	const char *s = arena_strdup(w->u->arena, b.data ? b.data : "");
	buf_free(&b);
	return s;
}

/* The arguments of a call of instance t: those bound to C++ references are passed by
 * address, and t's hidden parameters are appended (after_args: the call already has some). */
static void reference_arguments(RW *w, CXCursor call, Inst *t)
{
	unsigned off = cursor_call_arg_offset(call, t->decl);
	int na = rw_written_args(call) - (int)off;
	for (int a = 0; a < na && a < (int)t->nparams; a++) {
		CXCursor p = clang_Cursor_getArgument(t->decl, (unsigned)a);
		if (!kscan_is_mutable_ref(clang_getCursorType(p)) ||
		    kscan_is_array_ref(clang_getCursorType(p)))   /* the array decays */
			continue;
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)a + off);
		rw_insert(w, cursor_begin(arg), "&(");
		rw_insert(w, cursor_end(arg), ")");
	}
}

/* Groups passed to a user function become cuport_group values. */
static void group_arguments(RW *w, CXCursor call, Inst *t)
{
	unsigned off = cursor_call_arg_offset(call, t->decl);
	int na = rw_written_args(call) - (int)off;
	for (int a = 0; a < na && a < (int)t->nparams; a++) {
		unsigned tile;
		CXCursor p = clang_Cursor_getArgument(t->decl, (unsigned)a);
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)a + off);
		AsyncKind ak = kasync_kind(clang_getCursorType(p));
		if ((cl_is_grid_group(clang_getCursorType(p)) ||
		     (ak != ASYNC_NONE && ak != ASYNC_SIZE)) && !cursor_in_macro(arg)) {
			rw_replace(w, cursor_begin(arg), cursor_end(arg), "(uchar)0");
			continue;
		}
		if (cl_group_kind(clang_getCursorType(p), &tile) == GROUP_NONE)
			continue;
		const char *v = rw_group_value(w, arg);
		if (!v) {
			unit_diag(w->u, DIAG_KERNEL_COOPERATIVE_GROUP_PARAM,
				  clang_getCursorLocation(arg),
				  rw_text_of(w, cursor_begin(arg), cursor_end(arg)), "passing it");
			continue;
		}
		if (strcmp(v, rw_text_of(w, cursor_begin(arg), cursor_end(arg))) != 0)
			rw_replace(w, cursor_begin(arg), cursor_end(arg), v);
	}
}

/* The parameters of t that call leaves to their default arguments: from the first not
 * written up to the last. */
static unsigned first_defaulted(CXCursor call, Inst *t)
{
	int na = rw_written_args(call) - (int)cursor_call_arg_offset(call, t->decl);
	return na < 0 ? 0 : (unsigned)na;
}

/* The default arguments call leaves out, as ", d1, d2" (no comma first when !after_args).
 * C++ supplies them at the call; OpenCL C has none, so each is written there, translated
 * as the callee's code (a template's default with its instance's arguments: T(2) ->
 * (float)(2)). One cuport cannot copy is reported and left out. */
static const char *default_args(RW *w, CXCursor call, Inst *t, unsigned first, bool after_args)
{
	Buf b = {0};
	/* the declaration the call names: a later one may add defaults the definition lacks */
	CXCursor named = clang_getCursorReferenced(call);
	for (unsigned a = first; a < t->nparams; a++) {
		CXCursor p = clang_Cursor_getArgument(named, a);
		CXCursor d = clang_Cursor_isNull(p) ? p : cursor_last_expression(p);
		if (clang_Cursor_isNull(d)) {
			p = clang_Cursor_getArgument(t->decl, a);
			d = cursor_last_expression(p);
		}
		const char *text = clang_Cursor_isNull(d) ? NULL : rw_decl_expr(w, t, d);
		if (!text) {
			unit_diag(w->u, DIAG_KERNEL_DEFAULT_ARGUMENT, clang_getCursorLocation(call),
				  cursor_name(w->u, p), cursor_name(w->u, t->decl));
			break;
		}
		if (kscan_is_mutable_ref(clang_getCursorType(p)) &&
		    !kscan_is_array_ref(clang_getCursorType(p)))
			text = arena_printf(w->u->arena, "&(%s)", text);
		buf_printf(&b, "%s%s", after_args ? ", " : "", text);
		after_args = true;
	}
	const char *s = arena_strdup(w->u->arena, b.data ? b.data : "");
	buf_free(&b);
	return s;
}

/* What a call of t appends to its written arguments: the defaults it leaves out, then
 * t's hidden arguments. */
static const char *appended_args(RW *w, CXCursor call, Inst *t, bool after_args)
{
	const char *d = default_args(w, call, t, first_defaulted(call, t), after_args);
	return arena_printf(w->u->arena, "%s%s", d,
			    t->nres ? hidden_args(w, t, after_args || *d) : "");
}

static void call_arguments(RW *w, CXCursor call, Inst *t, bool after_args)
{
	reference_arguments(w, call, t);
	group_arguments(w, call, t);
	ktex_call_arguments(w, call, t);
	const char *tail = appended_args(w, call, t, after_args);
	if (*tail)
		rw_insert(w, cursor_end(call) - 1, tail);
}

/* A method of a base class called on a derived object (obj.m() where m is Base's, or m()
 * in a method of the derived class): the cast of the object's address to the base's
 * pointer, which the derived struct starts with (emit.c lays a base's fields first); ""
 * when the object is of the method's class. */
static const char *base_cast(RW *w, CXCursor obj, const Inst *t)
{
	Unit *u = w->u;
	CXCursor cls = clang_getCanonicalCursor(clang_getCursorSemanticParent(t->decl));
	CXType ot;
	Space sp;
	if (clang_Cursor_isNull(obj)) {
		CXCursor mine = clang_getCursorSemanticParent(w->in->decl);
		ot = clang_getCursorType(mine);
		sp = kscan_this_space(w->in);
	} else {
		obj = cursor_skip_implicit(obj);   /* before its cast to the base */
		ot = clang_getCanonicalType(clang_getCursorType(obj));
		if (ot.kind == CXType_Pointer) {
			ot = clang_getPointeeType(ot);
			sp = kscan_value_space(w->k, w->in, obj);
		} else {
			sp = kscan_lvalue_space(w->k, w->in, obj);
		}
	}
	CXCursor od = clang_getTypeDeclaration(clang_getCanonicalType(ot));
	if (clang_Cursor_isNull(od) || clang_equalCursors(clang_getCanonicalCursor(od), cls))
		return "";
	enum CXCursorKind k = clang_getCursorKind(cls);
	if (k != CXCursor_StructDecl && k != CXCursor_ClassDecl)
		return "";
	if (sp == AS_NONE || sp == AS_VALUE)
		sp = AS_PRIVATE;
	return arena_printf(u->arena, "(%s %s *)", cl_space_qualifier(sp), cl_record_name(u, cls));
}

/* obj.m(a) -> Class_m(&(obj), a); p->m(a) -> Class_m(p, a); m(a) inside a method ->
 * Class_m(self, a). The object's own text (and its edits) stays where it is. */
static void method_call(RW *w, CXCursor call, Inst *t)
{
	Unit *u = w->u;
	bool arrow;
	CXCursor obj = cursor_member_call_object(call, &arrow);
	unsigned paren = rw_call_paren(w, call);
	if (cursor_in_macro(call) || paren == (unsigned)-1) {
		unit_diag(u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(call),
			  cursor_name(u, t->decl));
		return;
	}
	int na = rw_written_args(call) + (first_defaulted(call, t) < t->nparams);
	bool value = t->self == AS_VALUE;
	const char *cast = base_cast(w, obj, t);
	if (clang_Cursor_isNull(obj)) {
		rw_replace(w, cursor_begin(call), paren + 1,
			arena_printf(u->arena, "%s(%s%sself%s", t->name, value ? "*" : "", cast,
				     na ? ", " : ""));
	} else {
		/* by value: the object itself, or *(Base *)&(obj) for a base's method */
		bool addr = !arrow && (!value || *cast);
		rw_insert(w, cursor_begin(obj), arena_printf(u->arena, "%s(%s%s%s", t->name,
							  value && (arrow || *cast) ? "*" : "",
							  cast, addr ? "&(" : ""));
		rw_replace(w, cursor_end(obj), paren + 1,
			arena_printf(u->arena, "%s%s", addr ? ")" : "", na ? ", " : ""));
	}
	call_arguments(w, call, t, true);
}

/* A conversion operator clang calls implicitly (`T *s = SharedMemory<T>();`, `float *p =
 * obj;`): the member expression has no text of its own, so the call's text is the object. A value-initialized temporary of the class (`X()`, `X{}`) becomes a compound
 * literal; the operator takes its object by value: Class_op_to_intp((Class){0}). */
static void conversion_call(RW *w, CXCursor call, Inst *t)
{
	Unit *u = w->u;
	unsigned b = cursor_begin(call), e = cursor_end(call);
	const char *text = rw_text_of(w, b, e);
	if (strstr(text, "operator")) {   /* written out: obj.operator float *() */
		method_call(w, call, t);
		return;
	}
	size_t n = strlen(text);
	const char *obj = text;
	if (n >= 2 && (strcmp(text + n - 2, "()") == 0 || strcmp(text + n - 2, "{}") == 0)) {
		CXCursor cls = clang_getCursorSemanticParent(t->decl);
		obj = arena_printf(u->arena, "(%s){0}", cl_record_name(u, cls));
	}
	rw_replace(w, b, e, arena_printf(u->arena, "%s(%s%s)", t->name, obj,
					 hidden_args(w, t, true)));
}

/* A member operator used as one: a + b -> Vec3_op_add_Vec3(a, b) (a const operator takes
 * the object by value), a += b -> Vec3_op_add_assign_Vec3(&(a), b), -a -> Vec3_op_neg(a),
 * a[i] -> Vec3_op_index_int(a, i), f(x) -> F_op_call_float(&(f), x). */
static void member_operator_call(RW *w, CXCursor call, Inst *t)
{
	Unit *u = w->u;
	int n = clang_Cursor_getNumArguments(call);
	if (cursor_in_macro(call) || n < 1) {
		unit_diag(u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(call),
			  cursor_name(u, t->decl));
		return;
	}
	CXCursor obj = clang_Cursor_getArgument(call, 0);
	bool value = t->self == AS_VALUE;
	const char *open = arena_printf(u->arena, "%s(%s", t->name, value ? "" : "&(");
	const char *close_obj = value ? "" : ")";
	const char *tail = arena_printf(u->arena, "%s)", hidden_args(w, t, n > 1));
	unsigned ob = cursor_begin(obj), oe = cursor_end(obj), ce = cursor_end(call);
	reference_arguments(w, call, t);
	if (ob > cursor_begin(call)) {
		/* a prefix operator: -a, !a, ~a */
		rw_replace(w, cursor_begin(call), ob, open);
		rw_insert(w, oe, arena_printf(u->arena, "%s%s", close_obj, tail));
		return;
	}
	rw_insert(w, ob, open);
	if (n == 1) {   /* a postfix one with no operand (a++ is a call with an int) or a() */
		rw_replace(w, oe, ce, arena_printf(u->arena, "%s%s", close_obj, tail));
		return;
	}
	CXCursor first = clang_Cursor_getArgument(call, 1);
	CXCursor last = clang_Cursor_getArgument(call, (unsigned)n - 1);
	rw_replace(w, oe, cursor_begin(first), arena_printf(u->arena, "%s, ", close_obj));
	rw_replace(w, cursor_end(last), ce, tail);
}

/* Whether the expression being visited is a statement of its own (its value unused). */
static bool statement_expression(RW *w)
{
	size_t d = w->depth;
	while (d && clang_getCursorKind(w->stack[d - 1]) == CXCursor_UnexposedExpr)
		d--;
	return d && clang_getCursorKind(w->stack[d - 1]) == CXCursor_CompoundStmt;
}

/* The '(' or '{' that opens a constructor call's arguments, or (unsigned)-1 where none is
 * written (Vec3 v; an implicit conversion). */
static unsigned ctor_open(RW *w, CXCursor call)
{
	unsigned b = cursor_begin(call), e = cursor_end(call);
	unsigned limit = rw_written_args(call) ? cursor_begin(clang_Cursor_getArgument(call, 0)) : e;
	for (unsigned p = b; p < limit && p < w->ef.len; p++)
		if (w->ef.text[p] == '(' || w->ef.text[p] == '{')
			return p;
	return (unsigned)-1;
}

/* Whether a constructor call starts at the name of what it initializes (Vec3 v(1, 2, 3),
 * Vec3 v{...}, a member's o(a, b)) rather than at its type (Vec3(1, 2, 3)) or its brace. */
bool rw_ctor_at_name(RW *w, CXCursor call)
{
	unsigned open = ctor_open(w, call);
	if (open == (unsigned)-1 || open == cursor_begin(call))
		return false;
	bool typed = false;
	Cursors ch = {0};
	cursor_children(call, &ch);
	for (unsigned i = 0; i < ch.len && !typed; i++) {
		enum CXCursorKind k = clang_getCursorKind(ch.items[i]);
		typed = k == CXCursor_TypeRef || k == CXCursor_TemplateRef;
	}
	cursor_list_free(&ch);
	if (typed)
		return false;
	/* Vec3(0.5f) under a functional cast: its TypeRef is the cast's; the text starts with
	 * the class's name rather than a variable's */
	CXCursor cls = clang_getCursorSemanticParent(clang_getCursorReferenced(call));
	const char *cn = cursor_name(w->u, cls);
	size_t cl = strlen(cn);
	unsigned b = cursor_begin(call);
	if (b + cl <= w->ef.len && strncmp(w->ef.text + b, cn, cl) == 0 &&
	    !isalnum((unsigned char)w->ef.text[b + cl]) && w->ef.text[b + cl] != '_')
		return false;
	/* or with another name of the class (typedef Interval<T> I; ... x - I(1)): only a
	 * declaration or a member initializer names what it initializes */
	for (unsigned up = 0;; up++) {
		CXCursor p = rw_parent_at(w, up);
		enum CXCursorKind k = clang_getCursorKind(p);
		if (clang_Cursor_isNull(p))
			return true;
		if (k == CXCursor_UnexposedExpr)
			continue;
		return k == CXCursor_VarDecl || k == CXCursor_Constructor || k == CXCursor_FieldDecl;
	}
}

/* A user constructor call becomes a call of its function, which returns the object:
 *   Vec3 v(1, 2, 3);  Vec3 v{1, 2, 3};  ->  Vec3 v = Vec3_new(1, 2, 3);
 *   Vec3 v;                             ->  Vec3 v = Vec3_new();
 *   Vec3(1, 2, 3)  Vec3{1, 2, 3}        ->  Vec3_new(1, 2, 3)
 *   an implicit conversion (f(1.0f) taking a Vec3) -> Vec3_new(1.0f)
 * The form is told apart by the text: the call starts at the variable (or member) name, at
 * the type (a TypeRef child), or at its only argument. */
static void ctor_call(RW *w, CXCursor call, Inst *t)
{
	Unit *u = w->u;
	CXCursor parent = rw_parent_at(w, 0);
	if (clang_getCursorKind(parent) == CXCursor_VarDecl) {
		CXType vt = clang_getCanonicalType(clang_getCursorType(parent));
		if (collect_cuda_attrs(parent) & CUDA_ATTR_SHARED)
			return;   /* CUDA runs no constructor for __shared__ variables */
		if (vt.kind == CXType_ConstantArray || vt.kind == CXType_IncompleteArray) {
			unit_diag(u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(call),
				  arena_printf(u->arena, "%s (a constructor run for every element of an array)",
					       cursor_name(u, t->decl)));
			return;
		}
	}
	int n = rw_written_args(call);
	unsigned b = cursor_begin(call), e = cursor_end(call);
	if (cursor_in_macro(call) || e <= b) {
		unit_diag(u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(call),
			  arena_printf(u->arena, "%s (a constructor)", cursor_name(u, t->decl)));
		return;
	}
	const char *hidden = appended_args(w, call, t, n > 0);
	unsigned open = ctor_open(w, call);
	reference_arguments(w, call, t);
	if (open == (unsigned)-1) {
		if (n == 0)          /* Vec3 v; */
			rw_insert(w, e, arena_printf(u->arena, " = %s(%s)", t->name, hidden));
		else if (n == 1) {   /* an implicit conversion */
			rw_insert(w, b, arena_printf(u->arena, "%s(", t->name));
			rw_insert(w, e, arena_printf(u->arena, "%s)", hidden));
		}
		return;
	}
	if (!rw_ctor_at_name(w, call)) {
		/* the class's name (or a typedef of it, which may already be respelled) goes */
		EditFile *f = &w->ef;
		size_t kept = 0;
		for (size_t i = 0; i < f->nedits; i++)
			if (!(f->edits[i].begin >= b && f->edits[i].end <= open &&
			      f->edits[i].begin < f->edits[i].end))
				f->edits[kept++] = f->edits[i];
		f->nedits = kept;
		rw_replace(w, b, open + 1, arena_printf(u->arena, "%s(", t->name));
	}
	else
		rw_replace(w, open, open + 1, arena_printf(u->arena, " = %s(", t->name));
	if (w->ef.text[e - 1] == '}') {
		/* `{a, b,}`: a braced list may end in a comma, a call's arguments may not */
		unsigned c = e - 1;
		while (c > open + 1 && strchr(" \t\r\n", w->ef.text[c - 1]))
			c--;
		if (c > open + 1 && w->ef.text[c - 1] == ',')
			rw_replace(w, c - 1, c, "");
	}
	if (w->ef.text[e - 1] == ')' || w->ef.text[e - 1] == '}')
		rw_replace(w, e - 1, e, arena_printf(u->arena, "%s)", hidden));
}

/* A user operator on a struct type (a + b on float3, as helper_math.h defines them) becomes
 * a call of the operator's instance: a + b -> cuport_op_add_float3_float3(a, b). */
static void operator_call(RW *w, CXCursor call, Inst *t)
{
	Unit *u = w->u;
	int n = clang_Cursor_getNumArguments(call);
	CXCursor op = clang_getNullCursor();
	Cursors ch = {0};
	cursor_children(call, &ch);
	for (unsigned i = 0; i < ch.len && clang_Cursor_isNull(op); i++) {
		CXCursor c = cursor_skip_implicit(ch.items[i]);
		if (clang_getCursorKind(c) == CXCursor_DeclRefExpr &&
		    clang_equalCursors(clang_getCursorReferenced(c), clang_getCursorReferenced(call)))
			op = c;
	}
	cursor_list_free(&ch);
	if (clang_Cursor_isNull(op) || cursor_in_macro(call) || n < 1 || n > 2) {
		unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
			  cursor_name(u, t->decl));
		return;
	}
	CXCursor a0 = clang_Cursor_getArgument(call, 0);
	unsigned ob = cursor_begin(op), oe = cursor_end(op);
	while (oe < w->ef.len && (w->ef.text[oe] == ' ' || w->ef.text[oe] == '\t') && n == 1)
		oe++;
	const char *tail = arena_printf(u->arena, "%s)", hidden_args(w, t, true));
	bool ref0 = kscan_is_mutable_ref(clang_getCursorType(clang_Cursor_getArgument(t->decl, 0)));
	if (n == 2) {
		CXCursor a1 = clang_Cursor_getArgument(call, 1);
		if (ob < cursor_end(a0) || ob > cursor_begin(a1)) {   /* a[i], a++: not infix */
			unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
				  cursor_name(u, t->decl));
			return;
		}
		rw_insert(w, cursor_begin(a0), arena_printf(u->arena, "%s(%s", t->name, ref0 ? "&(" : ""));
		rw_replace(w, cursor_end(a0), cursor_begin(a1), ref0 ? "), " : ", ");
		rw_insert(w, cursor_end(a1), tail);
		return;
	}
	if (ob >= cursor_begin(a0)) {
		unit_diag(u, DIAG_KERNEL_UNSUPPORTED_BUILTIN, clang_getCursorLocation(call),
			  cursor_name(u, t->decl));
		return;
	}
	rw_replace(w, ob, oe, arena_printf(u->arena, "%s(%s", t->name, ref0 ? "&(" : ""));
	rw_insert(w, cursor_end(a0), arena_printf(u->arena, "%s%s", ref0 ? ")" : "", tail));
}

void rw_macro_record(RW *w, CXCursor call, const char *head, const char *tail)
{
	CXFile f;
	unsigned off;
	clang_getSpellingLocation(clang_getRangeStart(clang_getCursorExtent(call)), &f, NULL, NULL,
				  &off);
	if (!f)
		return;
	KScan *k = w->k;
	CXCursor callee = clang_getCursorReferenced(call);
	PUSH(k->mcalls, k->nmcalls, k->capmcalls,
	     ((MacroCall){unit_cxfile_path(w->u, f), off, head, tail, NULL, 0,
			  cursor_name(w->u, callee), clang_getCursorLocation(call), w->in,
			  cursor_begin(call), false, 0}));
}

void rw_macro_record_casts(RW *w, CXCursor call, const char *head, const char **casts, int n)
{
	size_t before = w->k->nmcalls;
	rw_macro_record(w, call, head, NULL);
	if (w->k->nmcalls > before) {
		w->k->mcalls[before].casts = casts;
		w->k->mcalls[before].ncasts = n;
	}
}

/* The length of the name at t, with its qualifiers (type_b::bounce, ns :: C). */
static unsigned qualified_length(const char *t, size_t len)
{
	size_t n = 0, last = 0;
	for (;;) {
		while (n < len && (isalnum((unsigned char)t[n]) || t[n] == '_'))
			n++;
		last = n;
		while (n < len && (t[n] == ' ' || t[n] == '\t'))
			n++;
		if (n + 1 >= len || t[n] != ':' || t[n + 1] != ':')
			return (unsigned)last;
		n += 2;
		while (n < len && (t[n] == ' ' || t[n] == '\t'))
			n++;
	}
}

/* The text of the file c is spelled in (a macro body's, for a cursor inside an expansion),
 * with c's offset there in *off; NULL when there is none. */
static const char *spelled_text(RW *w, CXCursor c, CXFile *f, unsigned *off, size_t *len)
{
	clang_getSpellingLocation(clang_getRangeStart(clang_getCursorExtent(c)), f, NULL, NULL,
				  off);
	const char *t = *f ? clang_getFileContents(w->k->p->tu, *f, len) : NULL;
	return t && *off < *len ? t : NULL;
}

void rw_macro_name(RW *w, CXCursor ref, const char *text)
{
	CXFile f;
	unsigned off;
	size_t len;
	const char *t = spelled_text(w, ref, &f, &off, &len);
	if (!t)
		return;
	unsigned n = qualified_length(t + off, len - off);
	if (n == 0 || (n == strlen(text) && strncmp(t + off, text, n) == 0))
		return;   /* as written */
	KScan *k = w->k;
	PUSH(k->mcalls, k->nmcalls, k->capmcalls,
	     ((MacroCall){unit_cxfile_path(w->u, f), off, text, NULL, NULL, 0,
			  cursor_name(w->u, clang_getCursorReferenced(ref)),
			  clang_getCursorLocation(ref), w->in, cursor_begin(ref), false, n}));
}

/* The arguments of a call spelled in a macro body, counted in its text; -1 when the text
 * there is not name(...) (the callee comes from a macro argument, say). */
static int macro_call_args(RW *w, CXCursor call)
{
	CXFile f;
	unsigned off;
	size_t len;
	const char *t = spelled_text(w, call, &f, &off, &len);
	if (!t || !(isalpha((unsigned char)t[off]) || t[off] == '_'))
		return -1;
	const char *p = t + off;
	while (isalnum((unsigned char)*p) || *p == '_')
		p++;
	while (*p == ' ' || *p == '\t')
		p++;
	const char *close;
	return *p == '(' ? kernel_text_args(p, &close) : -1;
}

/* A call spelled in a macro body: the macro's definition goes into the .cl, so what the
 * call becomes in this instance is recorded for it (a user function's clone name and
 * hidden arguments, a built-in's typed form). */
void rw_macro_call(RW *w, CXCursor call)
{
	Unit *u = w->u;
	int nargs = macro_call_args(w, call);
	for (size_t i = 0; i < w->in->ncalls; i++) {
		CallSite *cs = &w->in->calls[i];
		if (!clang_equalCursors(cs->call, call))
			continue;
		Inst *t = cs->callee;
		const char *name = cursor_name(u, t->decl);
		if (t->ctor || t->method || str_starts(name, "operator")) {
			unit_diag(u, DIAG_KERNEL_METHOD_CALL, clang_getCursorLocation(call), name);
			return;
		}
		for (unsigned a = 0; a < t->nparams; a++) {
			CXCursor p = clang_Cursor_getArgument(t->decl, a);
			if (kscan_is_mutable_ref(clang_getCursorType(p)) &&
			    !kscan_is_array_ref(clang_getCursorType(p))) {
				unit_diag(u, DIAG_KERNEL_REFERENCE_PARAM, clang_getCursorLocation(call),
					  cursor_name(u, p), name);
				return;
			}
		}
		if (kscan_is_mutable_ref(clang_getCursorResultType(t->decl))) {
			unit_diag(u, DIAG_KERNEL_REFERENCE_PARAM, clang_getCursorLocation(call),
				  "the result", name);
			return;
		}
		/* a text that is not name(...) leaves the record unused, and it is reported */
		const char *defaults = nargs >= 0 && (unsigned)nargs < t->nparams
				       ? default_args(w, call, t, (unsigned)nargs, nargs > 0) : "";
		if (t->nres || *defaults || strcmp(t->name, name) != 0)
			rw_macro_record(w, call, arena_printf(u->arena, "%s(", t->name),
					t->nres || *defaults
					? arena_printf(u->arena, "%s%s", defaults,
						       t->nres ? hidden_args(w, t, nargs > 0 || *defaults) : "")
					: NULL);
		return;
	}
	CXCursor callee = clang_getCursorReferenced(call);
	if (clang_Cursor_isNull(callee) || cursor_is_user_function(u, callee))
		return;
	if (rw_cub_call(w, call, callee))
		return;   /* CUB's, reported: cuport rewrites its calls around their arguments */
	if (clang_getCursorKind(callee) != CXCursor_FunctionDecl)
		return;
	rw_macro_builtin(w, call, callee, nargs < 0 ? 0 : nargs);
}

void rw_instance_call(RW *w, CXCursor call, Inst *t)
{
	Unit *u = w->u;
	/* a function returning a reference returns a pointer: the call reads through it */
	bool deref = !t->ctor && kscan_is_mutable_ref(clang_getCursorResultType(t->decl)) &&
		     !statement_expression(w);
	if (deref)
		rw_insert(w, cursor_begin(call), "(*");
	if (t->ctor) {
		ctor_call(w, call, t);
	} else if (clang_getCursorKind(t->decl) == CXCursor_ConversionFunction) {
		conversion_call(w, call, t);
	} else if (t->method && cursor_call_arg_offset(call, t->decl)) {
		member_operator_call(w, call, t);
	} else if (str_starts(cursor_name(u, t->decl), "operator") && !t->method) {
		operator_call(w, call, t);
	} else if (t->method) {
		method_call(w, call, t);
	} else {
		CXCursor ref = cursor_skip_implicit(cursor_child(call, 0));
		rw_replace(w, cursor_begin(ref), cursor_end(ref), t->name);
		call_arguments(w, call, t, rw_written_args(call) > 0);
	}
	if (deref)
		rw_insert(w, cursor_end(call), ")");
}

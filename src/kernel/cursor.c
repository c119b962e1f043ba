/*
 * Cursor helpers of the kernel translator: a cursor's children, text offsets and name,
 * whether it is spelled in a macro or in the user's code, and the C++ questions the scan and
 * the rewrite both ask of a call or a constructor (the object of a member call, where a call's
 * arguments start, what a constructor initializes).
 */
#include "kernel.h"

#include <ctype.h>
#include <stdlib.h>

void cursor_list_push(Cursors *out, CXCursor c)
{
	if (out->len == out->cap) {
		out->cap = out->cap ? out->cap * 2 : 8;
		out->items = xrealloc(out->items, out->cap * sizeof *out->items);
	}
	out->items[out->len++] = c;
}

static enum CXChildVisitResult push_child(CXCursor c, CXCursor parent, CXClientData d)
{
	cursor_list_push(d, c);
	return CXChildVisit_Continue;
}

void cursor_children(CXCursor c, Cursors *out)
{
	out->len = 0;
	clang_visitChildren(c, push_child, out);
}

void cursor_list_free(Cursors *c)
{
	free(c->items);
	*c = (Cursors){0};
}

CXCursor cursor_child(CXCursor c, unsigned n)
{
	Cursors ch = {0};
	cursor_children(c, &ch);
	CXCursor r = n < ch.len ? ch.items[n] : clang_getNullCursor();
	cursor_list_free(&ch);
	return r;
}

CXCursor cursor_last_expression(CXCursor c)
{
	Cursors ch = {0};
	cursor_children(c, &ch);
	CXCursor r = clang_getNullCursor();
	for (unsigned i = 0; i < ch.len; i++)
		if (clang_isExpression(clang_getCursorKind(ch.items[i])))
			r = ch.items[i];
	cursor_list_free(&ch);
	return r;
}

unsigned cursor_nchildren(CXCursor c)
{
	Cursors ch = {0};
	cursor_children(c, &ch);
	unsigned n = ch.len;
	cursor_list_free(&ch);
	return n;
}

const char *cursor_name(Unit *u, CXCursor c)
{
	return arena_cxstring(u->arena, clang_getCursorSpelling(c));
}

/* Offsets in the file where the code is written: a macro argument's tokens where the
 * invocation spells them, anything else from a macro body at its expansion. */
unsigned cursor_begin(CXCursor c)
{
	unsigned off;
	clang_getFileLocation(clang_getRangeStart(clang_getCursorExtent(c)), NULL, NULL, NULL, &off);
	return off;
}

unsigned cursor_end(CXCursor c)
{
	unsigned off;
	clang_getFileLocation(clang_getRangeEnd(clang_getCursorExtent(c)), NULL, NULL, NULL, &off);
	return off;
}

/* Whether l is written where the file holds it: outside macros, or in a macro argument. */
static bool written_in_file(CXSourceLocation l)
{
	CXFile ff, sf;
	unsigned fo, so;
	clang_getFileLocation(l, &ff, NULL, NULL, &fo);
	clang_getSpellingLocation(l, &sf, NULL, NULL, &so);
	return fo == so && ff && sf && clang_File_isEqual(ff, sf);
}

static bool expanded(CXSourceLocation l)
{
	CXFile ef, sf;
	unsigned eo, so;
	clang_getExpansionLocation(l, &ef, NULL, NULL, &eo);
	clang_getSpellingLocation(l, &sf, NULL, NULL, &so);
	return eo != so || !clang_File_isEqual(ef, sf);
}

/* Whether the file's text [b, e) can be one macro argument: brackets balanced, no comma
 * outside them. (libclang gives an extent that ends in a macro body at the end of the
 * invocation: APPLY(f, x) expanding to f(x) makes the call's text "f, x)".) */
static bool one_argument(CXCursor c, unsigned b, unsigned e)
{
	CXFile f;
	clang_getFileLocation(clang_getCursorLocation(c), &f, NULL, NULL, NULL);
	size_t len;
	const char *t = f ? clang_getFileContents(clang_Cursor_getTranslationUnit(c), f, &len) : NULL;
	if (!t || b > e || e > len)
		return false;
	int depth = 0;
	for (unsigned i = b; i < e; i++) {
		char ch = t[i];
		if (ch == '"' || ch == '\'') {
			for (i++; i < e && t[i] != ch; i++)
				if (t[i] == '\\')
					i++;
		} else if (ch == '(' || ch == '[' || ch == '{') {
			depth++;
		} else if (ch == ')' || ch == ']' || ch == '}') {
			if (--depth < 0)
				return false;
		} else if (ch == ',' && depth == 0) {
			return false;
		}
	}
	return depth == 0;
}

bool cursor_in_macro_arg(CXCursor c)
{
	CXSourceLocation l = clang_getCursorLocation(c);
	CXSourceRange r = clang_getCursorExtent(c);
	return expanded(l) && written_in_file(l) && written_in_file(clang_getRangeStart(r)) &&
	       written_in_file(clang_getRangeEnd(r)) && one_argument(c, cursor_begin(c), cursor_end(c));
}

static enum CXChildVisitResult find_aligned(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_AlignedAttr)
		return CXChildVisit_Continue;
	*(CXCursor *)d = c;
	return CXChildVisit_Break;
}

CXCursor cursor_aligned_attr(CXCursor d)
{
	CXCursor attr = clang_getNullCursor();
	clang_visitChildren(d, find_aligned, &attr);
	return attr;
}

bool cursor_in_macro(CXCursor c)
{
	return expanded(clang_getCursorLocation(c)) && !cursor_in_macro_arg(c);
}

/* Through the expression nodes that do not change which object or pointer is meant. */
CXCursor cursor_skip_implicit(CXCursor e)
{
	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(e);
		if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr &&
		    k != CXCursor_CStyleCastExpr && k != CXCursor_CXXStaticCastExpr &&
		    k != CXCursor_CXXReinterpretCastExpr && k != CXCursor_CXXConstCastExpr &&
		    k != CXCursor_CXXFunctionalCastExpr)
			return e;
		/* A cast's first child can be the TypeRef of its written type. */
		CXCursor next = cursor_last_expression(e);
		if (clang_Cursor_isNull(next))
			return e;
		e = next;
	}
}

/* A function the unit defines under in-root. Not merely declared there: clang declares
 * its built-ins (__syncthreads with a real SDK) implicitly at their first call, in the
 * caller's file. */
bool cursor_is_user_function(Unit *u, CXCursor fn)
{
	CXCursor def = clang_getCursorDefinition(fn);
	return !clang_Cursor_isNull(def) && cursor_in_user_code(u, def);
}

bool cursor_in_user_code(Unit *u, CXCursor c)
{
	CXFile f;
	clang_getExpansionLocation(clang_getCursorLocation(c), &f, NULL, NULL, NULL);
	if (!f)
		return false;
	return path_is_source(u->run->opt, unit_cxfile_path(u, f));
}

CXCursor cursor_member_call_object(CXCursor call, bool *arrow)
{
	*arrow = false;
	CXCursor callee = cursor_skip_implicit(cursor_child(call, 0));
	/* obj.m(...) has the member expression first; an operator call a - b has its first
	 * operand there, which may be a member expression too (r.origin - c) */
	if (clang_getCursorKind(callee) != CXCursor_MemberRefExpr ||
	    !clang_equalCursors(clang_getCursorReferenced(callee), clang_getCursorReferenced(call)))
		return clang_getNullCursor();
	CXCursor base = cursor_child(callee, 0);
	if (!clang_Cursor_isNull(base))
		*arrow = clang_getCanonicalType(clang_getCursorType(cursor_skip_implicit(base))).kind ==
			 CXType_Pointer;
	return base;
}

unsigned cursor_call_arg_offset(CXCursor call, CXCursor callee)
{
	if (clang_getCursorKind(callee) != CXCursor_CXXMethod || clang_CXXMethod_isStatic(callee))
		return 0;
	bool arrow;
	if (!clang_Cursor_isNull(cursor_member_call_object(call, &arrow)))
		return 0;
	return clang_Cursor_getNumArguments(call) == clang_Cursor_getNumArguments(callee) + 1;
}

bool cursor_is_user_ctor(Unit *u, CXCursor callee)
{
	return clang_getCursorKind(callee) == CXCursor_Constructor && cursor_is_user_function(u, callee) &&
	       !clang_CXXMethod_isDefaulted(callee) && !clang_CXXConstructor_isCopyConstructor(callee) &&
	       !clang_CXXConstructor_isMoveConstructor(callee);
}

bool cursor_is_prvalue(CXCursor e)
{
	e = cursor_skip_implicit(e);
	switch (clang_getCursorKind(e)) {
	case CXCursor_CallExpr: {
		CXCursor callee = clang_getCursorReferenced(e);
		if (clang_getCursorKind(callee) == CXCursor_Constructor)
			return true;
		return clang_getCanonicalType(clang_getCursorResultType(callee)).kind !=
		       CXType_LValueReference;
	}
	case CXCursor_CXXFunctionalCastExpr:
	case CXCursor_CompoundLiteralExpr:
		return true;
	default:
		return false;
	}
}

/* Whether e, a child of field f, is f's default member initializer (`float t = 1;`,
 * `Vec3 p{1, 2, 3};`) rather than a bit-field width or an array bound. */
static bool field_initializer(Unit *u, CXCursor f, CXCursor e)
{
	if (clang_Cursor_isBitField(f))
		return false;
	CXFile ff;
	unsigned name;
	clang_getExpansionLocation(clang_getCursorLocation(f), &ff, NULL, NULL, &name);
	EditFile *src = ff ? unit_file(u, unit_cxfile_path(u, ff)) : NULL;
	unsigned eb = cursor_begin(e);
	if (!src || eb > src->len || eb < name)
		return false;
	if (eb == name)   /* Vec3 p{1, 2, 3}: the constructor call starts at the name */
		return clang_getCursorKind(e) == CXCursor_CallExpr;
	const char *t = src->text;
	unsigned p = name;
	while (p < eb && (isalnum((unsigned char)t[p]) || t[p] == '_'))
		p++;
	for (;;) {
		while (p < eb && isspace((unsigned char)t[p]))
			p++;
		if (p >= eb || t[p] != '[')
			break;
		int depth = 0;
		for (; p < eb; p++)
			if (t[p] == '[')
				depth++;
			else if (t[p] == ']' && --depth == 0)
				break;
		p++;
	}
	return p < src->len && (t[p] == '=' || (t[p] == '{' && p == eb));
}

/* `Base<T, N>(d, s)`: the children after the TemplateRef at i that are its template
 * arguments (T's TypeRef, N's expression), which lie inside the angle brackets, before the
 * initializer's own expression; returns the index of the last of them (i when none). */
static unsigned base_template_args(Unit *u, const Cursors *ch, unsigned i)
{
	CXFile f;
	unsigned at;
	clang_getExpansionLocation(clang_getCursorLocation(ch->items[i]), &f, NULL, NULL, &at);
	EditFile *src = f ? unit_file(u, unit_cxfile_path(u, f)) : NULL;
	if (!src)
		return i;
	const char *t = src->text;
	unsigned p = at;
	while (p < src->len && (isalnum((unsigned char)t[p]) || t[p] == '_' || t[p] == ':'))
		p++;
	while (p < src->len && isspace((unsigned char)t[p]))
		p++;
	if (p >= src->len || t[p] != '<')
		return i;
	int depth = 0;
	for (; p < src->len; p++)
		if (t[p] == '<' || t[p] == '(')
			depth++;
		else if ((t[p] == '>' || t[p] == ')') && --depth == 0)
			break;
	/* p is the closing '>': what begins before it (and after the name) is an argument */
	while (i + 1 < ch->len && cursor_begin(ch->items[i + 1]) > at &&
	       cursor_begin(ch->items[i + 1]) < p)
		i++;
	return i;
}

typedef struct {
	Cursors fields;          /* the fields named in the initializer list */
	CtorInit *items;
	size_t len, cap;
} InitWalk;

size_t cursor_ctor_inits(Unit *u, CXCursor ctor, CtorInit **out)
{
	InitWalk iw = {0};
	Cursors ch = {0};
	cursor_children(ctor, &ch);
	for (unsigned i = 0; i + 1 < ch.len; i++) {
		enum CXCursorKind k = clang_getCursorKind(ch.items[i]);
		if (k == CXCursor_TemplateRef)
			i = base_template_args(u, &ch, i);
		if ((k != CXCursor_MemberRef && k != CXCursor_TypeRef && k != CXCursor_TemplateRef) ||
		    i + 1 >= ch.len || !clang_isExpression(clang_getCursorKind(ch.items[i + 1])))
			continue;
		/* a base-class or delegating initializer has no field (reported by the rewrite) */
		CtorInit ci = {k == CXCursor_MemberRef ? clang_getCursorReferenced(ch.items[i])
						       : clang_getNullCursor(),
			       ch.items[i + 1], true};
		PUSH(iw.items, iw.len, iw.cap, ci);
		cursor_list_push(&iw.fields, ci.field);
		i++;
	}
	cursor_list_free(&ch);
	/* default member initializers of the fields not named, in declaration order */
	CXCursor cls = clang_getCursorSemanticParent(ctor);
	cursor_children(cls, &ch);
	for (unsigned i = 0; i < ch.len; i++) {
		CXCursor f = ch.items[i];
		if (clang_getCursorKind(f) != CXCursor_FieldDecl)
			continue;
		bool named = false;
		for (unsigned j = 0; j < iw.fields.len && !named; j++)
			named = clang_equalCursors(iw.fields.items[j], f);
		if (named)
			continue;
		Cursors fc = {0};
		cursor_children(f, &fc);
		for (unsigned j = 0; j < fc.len; j++)
			if (clang_isExpression(clang_getCursorKind(fc.items[j])) &&
			    field_initializer(u, f, fc.items[j])) {
				CtorInit ci = {f, fc.items[j], false};
				PUSH(iw.items, iw.len, iw.cap, ci);
				break;
			}
		cursor_list_free(&fc);
	}
	cursor_list_free(&ch);
	cursor_list_free(&iw.fields);
	*out = iw.items;
	return iw.len;
}

bool cursor_same(CXCursor a, CXCursor b)
{
	return clang_equalCursors(a, b) ||
	       (clang_getCursorKind(a) == clang_getCursorKind(b) &&
		clang_equalRanges(clang_getCursorExtent(a), clang_getCursorExtent(b)));
}

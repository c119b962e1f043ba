/*
 * Collecting what a unit holds, in one walk of the AST: device functions and kernels
 * (definitions with __global__ or __device__), kernel launches (calls spelled with <<<...>>>),
 * calls into the CUDA runtime API, and the files the unit includes that lie under in-root
 * (they are migrated with it). Only code in files under in-root is collected: system and
 * SDK headers are never rewritten.
 *
 * A launch written in a template (`testKernel<T><<<g, b>>>(d)` in `template <class T> void
 * runTest()`) names no kernel until the template is instantiated, and libclang's walk does
 * not show instantiations. Its indexer does (CXIndexOpt_IndexImplicitTemplateInstantiations,
 * explicit instantiations `template void run<int>(int *);` included): each instantiated
 * body is a container of references. When the unit has such a launch, the bodies of the
 * instances under in-root are walked too, and their launches, whose callees are concrete
 * (testKernel<float>), are the instance launches the kernel translator emits. When the
 * unit defines a kernel template, the kernel instances among those bodies are emitted too:
 * an explicit instantiation (`template __global__ void k<int>(int *, int);`) is how a unit
 * makes an instance that only other units launch.
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
	Unit *u;
	Parse *p;
	CXFile last_file;       /* cache: most cursors are in the same file as the last */
	const char *last_path;
	bool last_under;
	unsigned in_template;   /* depth of function and class templates around the cursor */
	bool instance;          /* walking an instantiated body: only launches are collected */
	CXCursor body;          /* that body */
	bool any_template_launch;
	bool kernel_template;   /* the unit defines a kernel template: it may instantiate it */
} Walk;

/* Absolute path of the file holding loc (expansion location), or NULL. */
static const char *loc_file(Walk *w, CXSourceLocation loc, unsigned *line, unsigned *col,
			    unsigned *off)
{
	CXFile f;
	clang_getExpansionLocation(loc, &f, line, col, off);
	if (!f)
		return NULL;
	if (!clang_File_isEqual(f, w->last_file)) {
		w->last_path = unit_cxfile_path(w->u, f);
		w->last_file = f;
		w->last_under = path_is_source(w->u->run->opt, w->last_path);
	}
	return w->last_under ? w->last_path : NULL;
}

/* Where a collected cursor's text is: its file under in-root (NULL for any other file),
 * the line and column it starts at, and its extent as byte offsets. */
typedef struct {
	const char *file;
	unsigned line, col, begin, end;
} Place;

static const char *cursor_place(Walk *w, CXCursor c, Place *p)
{
	CXSourceRange r = clang_getCursorExtent(c);
	p->file = loc_file(w, clang_getRangeStart(r), &p->line, &p->col, &p->begin);
	if (p->file)
		clang_getExpansionLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &p->end);
	return p->file;
}

/* The CUDA attributes on a declaration (CUDA_ATTR_* bits of cuport.h). */
static enum CXChildVisitResult find_cuda_attr(CXCursor c, CXCursor parent, CXClientData d)
{
	unsigned *bits = d;
	switch (clang_getCursorKind(c)) {
	case CXCursor_CUDAGlobalAttr: *bits |= CUDA_ATTR_GLOBAL; break;
	case CXCursor_CUDADeviceAttr: *bits |= CUDA_ATTR_DEVICE; break;
	case CXCursor_CUDAHostAttr: *bits |= CUDA_ATTR_HOST; break;
	case CXCursor_CUDAConstantAttr: *bits |= CUDA_ATTR_CONSTANT; break;
	case CXCursor_CUDASharedAttr: *bits |= CUDA_ATTR_SHARED; break;
	default: break;
	}
	return CXChildVisit_Continue;
}

unsigned collect_cuda_attrs(CXCursor c)
{
	unsigned bits = 0;
	clang_visitChildren(c, find_cuda_attr, &bits);
	return bits;
}

static void collect_function(Walk *w, CXCursor c)
{
	if (!clang_isCursorDefinition(c))
		return;
	unsigned attrs = collect_cuda_attrs(c);
	if (!(attrs & (CUDA_ATTR_DEVICE | CUDA_ATTR_GLOBAL)))
		return;
	Place pl;
	if (!cursor_place(w, c, &pl))
		return;
	Unit *u = w->u;
	DeviceFunc f = {
		.cursor = c,
		.name = arena_cxstring(u->arena, clang_getCursorSpelling(c)),
		.file = pl.file,
		.line = pl.line,
		.is_kernel = (attrs & CUDA_ATTR_GLOBAL) != 0,
		.is_host = (attrs & CUDA_ATTR_HOST) != 0,
		.is_template = clang_getCursorKind(c) == CXCursor_FunctionTemplate,
		.begin = pl.begin,
		.end = pl.end,
	};
	PUSH(w->p->funcs, w->p->nfuncs, w->p->capfuncs, f);
}

/* Whether the declaration's own tokens spell kw (for attributes libclang does not expose). */
static bool decl_has_token(CXTranslationUnit tu, CXCursor c, const char *kw)
{
	CXToken *toks;
	unsigned n;
	clang_tokenize(tu, clang_getCursorExtent(c), &toks, &n);
	bool found = false;
	for (unsigned i = 0; i < n && !found; i++) {
		CXString s = clang_getTokenSpelling(tu, toks[i]);
		found = strcmp(clang_getCString(s), kw) == 0;
		clang_disposeString(s);
	}
	clang_disposeTokens(tu, toks, n);
	return found;
}

static enum CXChildVisitResult find_managed(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_AnnotateAttr)
		return CXChildVisit_Continue;
	CXString s = clang_getCursorSpelling(c);
	*(bool *)d = strcmp(clang_getCString(s), "cuda_managed") == 0;
	clang_disposeString(s);
	return *(bool *)d ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* Whether c is declared __managed__: the annotation cuport's CUDA headers give it (also
 * when a macro of the program spells it, `#define MANAGED __managed__`), or the keyword. */
static bool is_managed(CXTranslationUnit tu, CXCursor c)
{
	bool managed = false;
	clang_visitChildren(c, find_managed, &managed);
	return managed || decl_has_token(tu, c, "__managed__");
}

bool collect_is_texture_ref(Unit *u, CXCursor c)
{
	if (clang_getCursorKind(c) != CXCursor_VarDecl)
		return false;
	enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(c));
	if (pk != CXCursor_TranslationUnit && pk != CXCursor_Namespace)
		return false;
	CXType t = clang_getCanonicalType(clang_getCursorType(c));
	int nargs = clang_Type_getNumTemplateArguments(t);
	if (t.kind != CXType_Record || (nargs != 3 && nargs != 2))
		return false;
	CXCursor tmpl = clang_getSpecializedCursorTemplate(clang_getTypeDeclaration(t));
	CXFile f = NULL;
	if (!clang_Cursor_isNull(tmpl))
		clang_getExpansionLocation(clang_getCursorLocation(tmpl), &f, NULL, NULL, NULL);
	if (!f || path_is_source(u->run->opt, unit_cxfile_path(u, f)))
		return false;   /* a user's own template named texture */
	CXString s = clang_getCursorSpelling(tmpl);
	bool is = strcmp(clang_getCString(s), nargs == 3 ? "texture" : "surface") == 0;
	clang_disposeString(s);
	return is;
}

/* Namespace-scope device variables; __shared__ ones belong to device code, not here.
 * A texture reference is one too: the address it is bound to (collect_is_texture_ref). */
static void collect_var(Walk *w, CXCursor c)
{
	enum CXCursorKind pk = clang_getCursorKind(clang_getCursorSemanticParent(c));
	if (pk != CXCursor_TranslationUnit && pk != CXCursor_Namespace)
		return;
	unsigned attrs = collect_cuda_attrs(c);
	bool texref = collect_is_texture_ref(w->u, c);
	if ((!(attrs & (CUDA_ATTR_DEVICE | CUDA_ATTR_CONSTANT)) && !texref) ||
	    (attrs & CUDA_ATTR_SHARED))
		return;
	Place pl;
	if (!cursor_place(w, c, &pl))
		return;
	Unit *u = w->u;
	DeviceVar v = {
		.cursor = c,
		.name = arena_cxstring(u->arena, clang_getCursorSpelling(c)),
		.file = pl.file,
		.line = pl.line,
		.constant = (attrs & CUDA_ATTR_CONSTANT) != 0,
		.managed = is_managed(w->p->tu, c),
		.is_extern = !clang_isCursorDefinition(c),
		.texref = texref,
		.begin = pl.begin,
		.end = pl.end,
	};
	PUSH(w->p->vars, w->p->nvars, w->p->capvars, v);
}

static bool is_config_call(const char *name)
{
	return strcmp(name, "cudaConfigureCall") == 0 ||
	       strcmp(name, "__cudaPushCallConfiguration") == 0;
}

static enum CXChildVisitResult find_config(CXCursor c, CXCursor parent, CXClientData d)
{
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return CXChildVisit_Continue;
	CXString s = clang_getCursorSpelling(c);
	*(bool *)d = is_config_call(clang_getCString(s));
	clang_disposeString(s);
	return *(bool *)d ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* A call is a launch when it holds the <<<...>>> configuration call as a direct child
 * (clang's CUDAKernelCallExpr); this works for launches written inside macros too. */
static bool is_launch(CXCursor call)
{
	bool launch = false;
	clang_visitChildren(call, find_config, &launch);
	return launch;
}

static void collect_call(Walk *w, CXCursor c)
{
	Unit *u = w->u;
	Place pl;
	if (!cursor_place(w, c, &pl))
		return;
	char *name = arena_cxstring(u->arena, clang_getCursorSpelling(c));
	/* The <<<...>>> configuration is itself a call, inside the launch's extent. */
	if (is_config_call(name))
		return;
	if (is_launch(c)) {
		Launch l = {c, name, pl.file, pl.line, pl.col, pl.begin, pl.end, w->in_template > 0,
			    clang_getNullCursor()};
		if (w->instance) {
			l.instance = w->body;
			PUSH(w->p->ilaunches, w->p->nilaunches, w->p->capilaunches, l);
		} else {
			PUSH(w->p->launches, w->p->nlaunches, w->p->caplaunches, l);
		}
		w->any_template_launch |= l.in_template;
	} else if (w->instance) {
		return;
	} else if (str_starts(name, "cuda") || rules_find(u->run->rules, RULE_API, name)) {
		ApiCall a = {c, name, pl.file, pl.line, pl.col, pl.begin, pl.end};
		PUSH(w->p->calls, w->p->ncalls, w->p->capcalls, a);
	}
}

/* A kernel template instance named other than as a launch's callee is emitted too: its
 * address may be launched (through a pointer, by cudaLaunchKernel), or a graph's kernel
 * node take it (`(void *)k<float>`). */
static void collect_kernel_ref(Walk *w, CXCursor c)
{
	CXCursor d = clang_getCursorReferenced(c);
	/* k<T> in a template (cudaLaunchKernel((void *)k<T>, ...), auto f = k<T>): its
	 * instances are in the template's instances */
	if (w->in_template && clang_getCursorKind(d) == CXCursor_OverloadedDeclRef &&
	    clang_getNumOverloadedDecls(d) > 0 &&
	    (collect_cuda_attrs(clang_getOverloadedDecl(d, 0)) & CUDA_ATTR_GLOBAL))
		w->any_template_launch = true;
	if (clang_getCursorKind(d) != CXCursor_FunctionDecl ||
	    clang_Cursor_getNumTemplateArguments(d) <= 0 || !(collect_cuda_attrs(d) & CUDA_ATTR_GLOBAL))
		return;
	Place pl;
	if (cursor_place(w, c, &pl))
		PUSH(w->p->kernel_refs, w->p->nkernel_refs, w->p->capkernel_refs, d);
}

/* Whether c, a function, is a member of a class template or of a class nested in one
 * (`template <class T> T Est<T>::operator()() {...}` defined outside its class, or
 * `template <class T> void Outer<T>::Inner::run()`): its body is a template's, as the
 * class's own members' are, though no template cursor encloses it. */
static bool member_of_class_template(CXCursor c)
{
	for (CXCursor s = clang_getCursorSemanticParent(c); !clang_Cursor_isNull(s) &&
	     !clang_isTranslationUnit(clang_getCursorKind(s)) && !clang_isInvalid(clang_getCursorKind(s));
	     s = clang_getCursorSemanticParent(s)) {
		enum CXCursorKind sk = clang_getCursorKind(s);
		if (sk == CXCursor_ClassTemplate || sk == CXCursor_ClassTemplatePartialSpecialization)
			return true;
	}
	return false;
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (!w->instance && w->in_template == 0 &&
	    (k == CXCursor_CXXMethod || k == CXCursor_Constructor || k == CXCursor_Destructor ||
	     k == CXCursor_ConversionFunction) && member_of_class_template(c)) {
		if (k == CXCursor_CXXMethod)
			collect_function(w, c);
		w->in_template++;
		clang_visitChildren(c, visit, w);
		w->in_template--;
		return CXChildVisit_Continue;
	}
	switch (k) {
	case CXCursor_FunctionDecl:
	case CXCursor_FunctionTemplate:
	case CXCursor_CXXMethod:
		if (!w->instance)
			collect_function(w, c);
		if (k == CXCursor_FunctionTemplate) {
			w->kernel_template |= (collect_cuda_attrs(c) & CUDA_ATTR_GLOBAL) &&
					      clang_isCursorDefinition(c);
			w->in_template++;
			clang_visitChildren(c, visit, w);
			w->in_template--;
			return CXChildVisit_Continue;
		}
		break;
	case CXCursor_ClassTemplate:
	case CXCursor_ClassTemplatePartialSpecialization:
		w->in_template++;
		clang_visitChildren(c, visit, w);
		w->in_template--;
		return CXChildVisit_Continue;
	case CXCursor_CallExpr:
		collect_call(w, c);
		break;
	case CXCursor_DeclRefExpr:
		collect_kernel_ref(w, c);
		break;
	case CXCursor_VarDecl:
		if (!w->instance)
			collect_var(w, c);
		break;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

static void visit_inclusion(CXFile f, CXSourceLocation *stack, unsigned depth, CXClientData d)
{
	Walk *w = d;
	if (depth == 0)
		return; /* the main file */
	const char *abs = unit_cxfile_path(w->u, f);
	if (path_is_source(w->u->run->opt, abs) && !strlist_contains(&w->p->includes, abs))
		strlist_push(&w->p->includes, abs);
}

/* ---- the instances of templates ---- */

typedef struct {
	Walk *w;
	StrList seen;           /* USRs of the instances walked */
	CXCursor *bodies;
	size_t len, cap;
} Instances;

/* Each reference the indexer reports names its container; the containers that are
 * instances of a function template, or members of a class template's instance, are the
 * instantiated bodies. */
static void instance_ref(CXClientData d, const CXIdxEntityRefInfo *ref)
{
	Instances *is = d;
	if (!ref->container)
		return;
	CXCursor c = ref->container->cursor;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k != CXCursor_FunctionDecl && k != CXCursor_CXXMethod && k != CXCursor_Constructor &&
	    k != CXCursor_Destructor && k != CXCursor_ConversionFunction)
		return;
	if (clang_Cursor_isNull(clang_getSpecializedCursorTemplate(c)) ||
	    !clang_isCursorDefinition(c))
		return;
	unsigned line, col, off;
	if (!loc_file(is->w, clang_getCursorLocation(c), &line, &col, &off))
		return;
	CXString usr = clang_getCursorUSR(c);
	const char *us = clang_getCString(usr);
	bool fresh = us && *us && !strlist_contains(&is->seen, us);
	if (fresh)
		strlist_push(&is->seen, us);
	clang_disposeString(usr);
	if (!fresh)
		return;
	PUSH(is->bodies, is->len, is->cap, c);
	/* A kernel instance no launch or reference of this unit names, an explicit
	 * instantiation's (`template __global__ void k<int>(int *);`, for launches in other
	 * units), is emitted as a referenced one. */
	if (collect_cuda_attrs(c) & CUDA_ATTR_GLOBAL)
		PUSH(is->w->p->kernel_refs, is->w->p->nkernel_refs, is->w->p->capkernel_refs, c);
}

static void collect_instances(Walk *w)
{
	Instances is = {.w = w};
	IndexerCallbacks cb = {0};
	cb.indexEntityReference = instance_ref;
	CXIndexAction act = clang_IndexAction_create(w->p->index);
	clang_indexTranslationUnit(act, &is, &cb, sizeof cb,
				   CXIndexOpt_IndexImplicitTemplateInstantiations |
				   CXIndexOpt_SuppressWarnings, w->p->tu);
	clang_IndexAction_dispose(act);
	w->instance = true;
	for (size_t i = 0; i < is.len; i++) {
		w->body = is.bodies[i];
		clang_visitChildren(is.bodies[i], visit, w);
	}
	w->instance = false;
	free(is.bodies);
	strlist_free(&is.seen);
}

void collect_unit(Unit *u, Parse *p)
{
	Walk w = {.u = u, .p = p};
	clang_visitChildren(clang_getTranslationUnitCursor(p->tu), visit, &w);
	if (w.any_template_launch || w.kernel_template)
		collect_instances(&w);
	clang_getInclusions(p->tu, visit_inclusion, &w);
}

/* Whether file is the unit's source or one of the headers base includes. */
static bool own_file(const Unit *u, const Parse *base, const char *file)
{
	return file && (strcmp(file, u->src) == 0 || strlist_contains(&base->includes, file));
}

#define KEEP_OWN(arr, n) do { \
	size_t kept_ = 0; \
	for (size_t i_ = 0; i_ < (n); i_++) \
		if (own_file(u, base, (arr)[i_].file)) \
			(arr)[kept_++] = (arr)[i_]; \
	(n) = kept_; \
} while (0)

void collect_keep_own(Unit *u, Parse *linked, const Parse *base)
{
	KEEP_OWN(linked->funcs, linked->nfuncs);
	KEEP_OWN(linked->vars, linked->nvars);
	KEEP_OWN(linked->launches, linked->nlaunches);
	KEEP_OWN(linked->ilaunches, linked->nilaunches);
	KEEP_OWN(linked->calls, linked->ncalls);
	size_t kept = 0;
	for (size_t i = 0; i < linked->nkernel_refs; i++) {
		CXFile f;
		clang_getExpansionLocation(clang_getCursorLocation(linked->kernel_refs[i]), &f, NULL,
					   NULL, NULL);
		if (f && own_file(u, base, unit_cxfile_path(u, f)))
			linked->kernel_refs[kept++] = linked->kernel_refs[i];
	}
	linked->nkernel_refs = kept;
}

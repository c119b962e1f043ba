/*
 * The unit's kernels as its host code finds them at run time. Launches written in templates
 * and launches through kernel pointers cannot name their kernel in the text; they look it
 * up in the unit's table, cuport_unit_kernel(key), written after the unit's program: by
 * cuport::kernel_key<&k> (one object per kernel instance, cuport_launch.h) for every kernel
 * in the unit's .cl, and by address for every kernel whose address the program takes.
 * Those kernels need a host definition (their declarations stay declarations): a stub per
 * kernel, never called, distinct so that no linker folds two into one address, and inline
 * (or a template), so that the units taking one kernel's address share one definition. The
 * unit also declares those addresses to the runtime (cuportProgramDeclareKernelAddresses),
 * so that a pointer means its kernel in any unit, and where CUDA takes a kernel as a value
 * (`void *`) the runtime tells the kernel from it (cuportKernelValue).
 */
#include "host.h"

#include <stdlib.h>
#include <string.h>

static bool ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

static unsigned skip_back(const EditFile *f, unsigned p)
{
	while (p > 0 && strchr(" \t\r\n", f->text[p - 1]))
		p--;
	return p;
}

/* ---- kernels whose address the program takes ---- */

static enum CXChildVisitResult find_kernel_use(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr &&
	    (collect_cuda_attrs(clang_getCursorReferenced(c)) & CUDA_ATTR_GLOBAL)) {
		Host *h = d;
		PUSH(h->as_data, h->nas_data, h->capas_data, clang_getCursorLocation(c));
		return CXChildVisit_Continue;
	}
	return CXChildVisit_Recurse;
}

/* A cast of a kernel to a data pointer, `(void *)k` (a graph's kernel node takes one):
 * the kernels under it are used as data (launch.c makes them handles). The cast is
 * visited before the reference under it. */
static void note_data_cast(Host *h, CXCursor c)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k != CXCursor_CStyleCastExpr && k != CXCursor_CXXReinterpretCastExpr &&
	    k != CXCursor_CXXStaticCastExpr && k != CXCursor_CXXFunctionalCastExpr)
		return;
	CXType t = clang_getCanonicalType(clang_getCursorType(c));
	if (t.kind != CXType_Pointer ||
	    clang_getCanonicalType(clang_getPointeeType(t)).kind != CXType_Void)
		return;
	clang_visitChildren(c, find_kernel_use, h);
}

bool host_kernel_as_data(Host *h, CXCursor ref)
{
	CXSourceLocation loc = clang_getCursorLocation(ref);
	for (size_t i = 0; i < h->nas_data; i++)
		if (clang_equalLocations(h->as_data[i], loc))
			return true;
	return false;
}

static bool kernel_template(CXCursor d)
{
	return clang_getCursorKind(d) == CXCursor_FunctionTemplate &&
	       (collect_cuda_attrs(d) & CUDA_ATTR_GLOBAL);
}

/* The kernel a reference names: a kernel, or a kernel template where the reference sits in
 * a template and names its instance by the template's parameters (`(void *)k<T, N>`, an
 * overload set until instantiation); null for anything else. */
static CXCursor referenced_kernel(CXCursor c)
{
	CXCursor d = clang_getCursorReferenced(c);
	if (clang_getCursorKind(d) == CXCursor_FunctionDecl && (collect_cuda_attrs(d) & CUDA_ATTR_GLOBAL))
		return d;
	if (kernel_template(d))
		return d;
	if (clang_getCursorKind(d) == CXCursor_OverloadedDeclRef &&
	    clang_getNumOverloadedDecls(d) == 1 && kernel_template(clang_getOverloadedDecl(d, 0)))
		return clang_getOverloadedDecl(d, 0);
	return clang_getNullCursor();
}

static void take(Host *h, CXCursor d)
{
	for (size_t k = 0; k < h->ntaken; k++)
		if (clang_equalCursors(clang_getCanonicalCursor(h->taken[k]), clang_getCanonicalCursor(d)))
			return;
	PUSH(h->taken, h->ntaken, h->captaken, d);
}

/* A reference inside a template takes the address of whichever instance the template's
 * instance names: every instance of the kernel template in the unit's .cl is taken (a
 * stub of the template defines them all). */
static void take_instances(Host *h, CXCursor templ)
{
	Unit *u = h->u;
	/* by USR: a unit that tests __CUDA_ARCH__ has its kernels from the device parse */
	const char *usr = arena_cxstring(u->arena, clang_getCursorUSR(templ));
	for (size_t i = 0; i < u->nkinfo; i++) {
		CXCursor t = clang_getSpecializedCursorTemplate(u->kinfo[i].decl);
		if (!clang_Cursor_isNull(t) && *usr &&
		    strcmp(arena_cxstring(u->arena, clang_getCursorUSR(t)), usr) == 0)
			take(h, u->kinfo[i].decl);
	}
}

static enum CXChildVisitResult value_ref(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k != CXCursor_DeclRefExpr && k != CXCursor_OverloadedDeclRef)
		return CXChildVisit_Recurse;
	CXCursor kd = referenced_kernel(c);
	if (clang_getCursorKind(kd) == CXCursor_FunctionTemplate)
		take_instances(d, kd);
	else if (!clang_Cursor_isNull(kd))
		take(d, kd);
	return CXChildVisit_Continue;
}

void host_kernel_value_refs(Host *h, CXCursor arg)
{
	clang_visitChildren(arg, value_ref, h);
}

void host_kernel_ref(Host *h, CXCursor c)
{
	note_data_cast(h, c);
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return;
	/* a kernel template named in a template is taken only where it stays a value
	 * (host_kernel_value_refs): a launch names it by key */
	CXCursor d = referenced_kernel(c);
	if (clang_getCursorKind(d) != CXCursor_FunctionDecl)
		return;
	unsigned off;
	HostFile *hf = host_spelled(h, clang_getCursorLocation(c), &off);
	if (!hf || host_removed(hf, off))
		return;
	if (h->nkernel_refs == h->capkernel_refs) {
		h->capkernel_refs = h->capkernel_refs ? h->capkernel_refs * 2 : 16;
		h->kernel_refs = xrealloc(h->kernel_refs, h->capkernel_refs * sizeof *h->kernel_refs);
	}
	h->kernel_refs[h->nkernel_refs].decl = d;
	h->kernel_refs[h->nkernel_refs].path = hf->path;
	h->kernel_refs[h->nkernel_refs].off = off;
	h->nkernel_refs++;
}

void host_name_range(Host *h, const char *path, unsigned begin, unsigned end)
{
	if (h->nnamed == h->capnamed) {
		h->capnamed = h->capnamed ? h->capnamed * 2 : 16;
		h->named = xrealloc(h->named, h->capnamed * sizeof *h->named);
	}
	h->named[h->nnamed].path = path;
	h->named[h->nnamed].begin = begin;
	h->named[h->nnamed].end = end;
	h->nnamed++;
}

/* Whether the text before off opens an unevaluated operand: decltype(k), sizeof(k). */
static bool unevaluated(Host *h, const char *path, unsigned off)
{
	HostFile *hf = host_file(h, path);
	if (!hf)
		return false;
	unsigned p = skip_back(hf->f, off);
	if (p == 0 || hf->f->text[p - 1] != '(')
		return false;
	p = skip_back(hf->f, p - 1);
	unsigned b = p;
	while (b > 0 && ident_char(hf->f->text[b - 1]))
		b--;
	return (p - b == 8 && memcmp(hf->f->text + b, "decltype", 8) == 0) ||
	       (p - b == 6 && memcmp(hf->f->text + b, "sizeof", 6) == 0);
}

void host_find_taken(Host *h)
{
	for (size_t i = 0; i < h->nkernel_refs; i++) {
		const char *path = h->kernel_refs[i].path;
		unsigned off = h->kernel_refs[i].off;
		bool named = false;
		for (size_t k = 0; k < h->nnamed && !named; k++)
			named = strcmp(h->named[k].path, path) == 0 && off >= h->named[k].begin &&
				off < h->named[k].end;
		HostFile *hf = host_file(h, path);
		/* a handle already (`(void *)k` for a graph's kernel node, launch.c) */
		bool handle = hf && host_edited(hf, off, off + 1);
		if (named || handle || unevaluated(h, path, off))
			continue;
		take(h, h->kernel_refs[i].decl);
	}
}

/* ---- the table ---- */

/* Canonical spellings name unnamed namespaces "(anonymous namespace)", which C++ cannot
 * write (their names are visible without it) and unnamed types "(unnamed struct at ...)",
 * which it cannot name at all. */
static const char *spelled(Host *h, CXType t)
{
	const char *s = host_type_spelling(h, t);
	static const char anon[] = "(anonymous namespace)::";
	Buf b = {0};
	for (const char *p = s; *p;) {
		if (strncmp(p, anon, sizeof anon - 1) == 0) {
			p += sizeof anon - 1;
			continue;
		}
		buf_append(&b, p++, 1);
	}
	const char *r = arena_strdup(h->u->arena, b.data ? b.data : "");
	buf_free(&b);
	return r;
}

static bool nameable(const char *spelling)
{
	return !strstr(spelling, "(unnamed") && !strstr(spelling, "(anonymous") &&
	       !strstr(spelling, "(lambda");
}

/* "ns::k": the kernel's name qualified by its namespaces. */
static const char *qualified_kernel(Host *h, CXCursor decl)
{
	Unit *u = h->u;
	const char *name = arena_cxstring(u->arena, clang_getCursorSpelling(decl));
	for (CXCursor p = clang_getCursorSemanticParent(decl);
	     clang_getCursorKind(p) == CXCursor_Namespace; p = clang_getCursorSemanticParent(p)) {
		const char *ns = arena_cxstring(u->arena, clang_getCursorSpelling(p));
		name = *ns ? arena_printf(u->arena, "%s::%s", ns, name) : name;
	}
	return name;
}

/* "void (*)(float *, int)": the type of a pointer to the kernel decl, spelled in full;
 * NULL when a type cannot be named. */
static const char *pointer_type(Host *h, CXCursor decl)
{
	CXType ft = clang_getCanonicalType(clang_getCursorType(decl));
	Buf b = {0};
	buf_printf(&b, "%s (*)(", spelled(h, clang_getResultType(ft)));
	int n = clang_getNumArgTypes(ft);
	for (int i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", spelled(h, clang_getArgType(ft, (unsigned)i)));
	buf_puts(&b, ")");
	const char *s = nameable(b.data) ? arena_strdup(h->u->arena, b.data) : NULL;
	buf_free(&b);
	return s;
}

/* The kernel as a constant expression, `&ns::k<float, 256>`, cast to its pointer type so
 * that an overloaded name picks it; NULL when its arguments cannot be spelled. */
static const char *kernel_address(Host *h, CXCursor decl)
{
	Unit *u = h->u;
	const char *targs = host_template_args(h, decl, true);
	if (!targs || !nameable(targs))
		return NULL;
	const char *ptr = pointer_type(h, decl);
	if (!ptr)
		return NULL;
	return arena_printf(u->arena, "static_cast<%s>(&%s%s)", ptr, qualified_kernel(h, decl),
			    targs);
}

typedef struct {
	CXCursor canon;
	const char *name;
	bool found;
} OtherKernel;

static enum CXChildVisitResult other_kernel(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	OtherKernel *o = d;
	if (clang_getCursorKind(c) != CXCursor_FunctionDecl ||
	    !(collect_cuda_attrs(c) & CUDA_ATTR_GLOBAL) ||
	    clang_equalCursors(clang_getCanonicalCursor(c), o->canon))
		return CXChildVisit_Continue;
	CXString cs = clang_getCursorSpelling(c);
	o->found = strcmp(clang_getCString(cs), o->name) == 0;
	clang_disposeString(cs);
	return o->found ? CXChildVisit_Break : CXChildVisit_Continue;
}

bool host_kernel_overloaded(Host *h, CXCursor decl)
{
	if (clang_getCursorKind(decl) != CXCursor_FunctionDecl ||
	    clang_Cursor_getNumTemplateArguments(decl) > 0)
		return false;
	CXString ds = clang_getCursorSpelling(decl);
	CXCursor parent = clang_getCursorSemanticParent(decl), canon = clang_getCanonicalCursor(decl);
	bool found = false;
	for (size_t i = 0; i < h->p->nfuncs && !found; i++) {
		const DeviceFunc *fn = &h->p->funcs[i];
		found = fn->is_kernel && !fn->is_template &&
			strcmp(fn->name, clang_getCString(ds)) == 0 &&
			!clang_equalCursors(clang_getCanonicalCursor(fn->cursor), canon) &&
			clang_equalCursors(clang_getCursorSemanticParent(fn->cursor), parent);
	}
	/* a kernel only declared with other parameters (cdpAdvancedQuicksort's header declares
	 * qsort_warp without the parameter its definition has) makes the name an overload set */
	if (!found) {
		OtherKernel o = {canon, clang_getCString(ds), false};
		clang_visitChildren(parent, other_kernel, &o);
		found = o.found;
	}
	clang_disposeString(ds);
	return found;
}

const char *host_kernel_pick(Host *h, CXCursor decl)
{
	Unit *u = h->u;
	const char *addr = kernel_address(h, decl);
	if (!addr)
		return NULL;
	CXType ft = clang_getCanonicalType(clang_getCursorType(decl));
	Buf b = {0};
	buf_printf(&b, "cuport::KernelOf<%s> cuport_pick_%s(", addr,
		   arena_cxstring(u->arena, clang_getCursorSpelling(decl)));
	int n = clang_getNumArgTypes(ft);
	for (int i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", spelled(h, clang_getArgType(ft, (unsigned)i)));
	buf_puts(&b, ");");
	const char *s = arena_strdup(u->arena, b.data);
	buf_free(&b);
	return s;
}

void host_kernel_table(Host *h, Buf *out)
{
	Unit *u = h->u;
	buf_puts(out, "\n// The kernels of this unit's .cl by key, for the launches written in templates,\n"
		      "// which choose their kernel instance when they run (cuport_launch.h).\n"
		      "static const cuport::KernelEntry *cuport_unit_kernel(const void *key)\n{\n");
	Buf rows = {0};
	for (size_t i = 0; i < u->nkinfo; i++) {
		const KernelInfo *ki = &u->kinfo[i];
		const char *addr = kernel_address(h, ki->decl);
		if (!addr)
			continue;
		const char *syms = "nullptr";
		if (ki->nsymbols) {
			syms = arena_printf(u->arena, "cuport_symbols_%zu", i);
			buf_printf(out, "\tstatic const char *const %s[] = {", syms);
			for (size_t k = 0; k < ki->nsymbols; k++)
				buf_printf(out, "%s\"%s\"", k ? ", " : "", ki->symbols[k]);
			buf_puts(out, "};\n");
		}
		buf_printf(&rows, "\t\t{&cuport::kernel_key<%s>, \"%s\", %s, %zu, %s},\n", addr,
			   ki->name, syms, ki->nsymbols, ki->dynamic_shared ? "true" : "false");
		for (size_t k = 0; k < h->ntaken; k++)
			if (names_kernel_info(u, h->taken[k]) == ki)
				buf_printf(&rows, "\t\t{reinterpret_cast<const void *>(%s), \"%s\", %s, "
					   "%zu, %s},\n", addr, ki->name, syms, ki->nsymbols,
					   ki->dynamic_shared ? "true" : "false");
	}
	/* A pointer this unit did not take is looked for among the other units' (the hidden
	 * parameters of a kernel of another unit are the ones its unit declared). */
	if (!rows.len) {
		buf_puts(out, "\treturn cuport::kernel_elsewhere(key);\n}\n");
		return;
	}
	buf_printf(out, "\tstatic const cuport::KernelEntry kernels[] = {\n%s\t};\n"
			"\tfor (const cuport::KernelEntry &k : kernels)\n"
			"\t\tif (k.key == key)\n"
			"\t\t\treturn &k;\n"
			"\treturn cuport::kernel_elsewhere(key);\n}\n", rows.data);
	buf_free(&rows);
}

size_t host_kernel_addresses(Host *h, Buf *out)
{
	Unit *u = h->u;
	Buf rows = {0};
	size_t n = 0;
	for (size_t i = 0; i < h->ntaken; i++) {
		const char *addr = kernel_address(h, h->taken[i]);
		if (!addr)
			continue;
		const KernelInfo *ki = names_kernel_info(u, h->taken[i]);
		buf_printf(&rows, "\t{reinterpret_cast<const void *>(%s), \"%s\",\n"
			   "\t cuport::describe_kernel<cuport::KernelType<decltype(%s)>>},\n", addr,
			   ki ? ki->name : names_cl_function(u, h->taken[i]), addr);
		n++;
	}
	if (n)
		buf_printf(out, "// The kernels whose address this unit takes, so that a pointer to one "
			   "means it in every unit.\nstatic const cuportKernelAddress "
			   "cuport_unit_addresses[] = {\n%s};\n\n", rows.data);
	buf_free(&rows);
	return n;
}

/* ---- the stubs ---- */

static enum CXChildVisitResult collect_children(CXCursor c, CXCursor parent, CXClientData d)
{
	(void)parent;
	Buf *b = d;
	buf_append(b, (const char *)&c, sizeof c);
	return CXChildVisit_Continue;
}

/* `template <class T, int N> void ns::k(T *, int)`, the head of a definition of the function
 * (or function template) declared by fn; NULL when its parameters cannot be spelled. */
static const char *definition_head(Host *h, CXCursor fn)
{
	Unit *u = h->u;
	Buf kids = {0}, b = {0};
	clang_visitChildren(fn, collect_children, &kids);
	const CXCursor *ch = (const CXCursor *)kids.data;
	size_t n = kids.len / sizeof(CXCursor);
	bool ok = true, templ = clang_getCursorKind(fn) == CXCursor_FunctionTemplate;
	if (templ) {
		buf_puts(&b, "template <");
		unsigned np = 0;
		for (size_t i = 0; i < n && ok; i++) {
			enum CXCursorKind k = clang_getCursorKind(ch[i]);
			const char *name = arena_cxstring(u->arena, clang_getCursorSpelling(ch[i]));
			if (k == CXCursor_TemplateTemplateParameter) {
				ok = false;
			} else if (k == CXCursor_TemplateTypeParameter) {
				ok = *name;
				buf_printf(&b, "%stypename %s", np++ ? ", " : "", name);
			} else if (k == CXCursor_NonTypeTemplateParameter) {
				ok = *name;
				buf_printf(&b, "%s%s %s", np++ ? ", " : "",
					   host_type_spelling(h, clang_getCursorType(ch[i])), name);
			}
		}
		buf_puts(&b, "> ");
	}
	/* inline: every unit that takes the kernel's address defines it, and they share one */
	buf_printf(&b, "%svoid %s(", templ ? "" : "inline ", qualified_kernel(h, fn));
	unsigned na = 0;
	for (size_t i = 0; i < n; i++) {
		if (clang_getCursorKind(ch[i]) != CXCursor_ParmDecl)
			continue;
		buf_printf(&b, "%s%s", na++ ? ", " : "",
			   host_type_spelling(h, clang_getCursorType(ch[i])));
	}
	buf_puts(&b, ")");
	const char *r = ok ? arena_strdup(u->arena, b.data) : NULL;
	buf_free(&b);
	buf_free(&kids);
	return r;
}

void host_kernel_stubs(Host *h, Buf *out)
{
	Buf defs = {0};
	CXCursor *done = NULL;
	size_t ndone = 0, capdone = 0;
	for (size_t i = 0; i < h->ntaken; i++) {
		CXCursor fn = clang_getSpecializedCursorTemplate(h->taken[i]);
		if (clang_Cursor_isNull(fn))
			fn = h->taken[i];
		bool seen = false;
		for (size_t k = 0; k < ndone && !seen; k++)
			seen = clang_equalCursors(done[k], fn);
		if (seen)
			continue;
		PUSH(done, ndone, capdone, fn);
		const char *head = definition_head(h, fn);
		if (!head) {
			unit_diag(h->u, DIAG_KERNEL_REF_UNRESOLVED, clang_getCursorLocation(fn),
				  "a kernel whose address is taken");
			continue;
		}
		buf_printf(&defs, "%s\n{\n\tstatic char cuport_stub;\n\tcuport::kernel_stub(&cuport_stub);\n}\n",
			   head);
	}
	if (defs.len)
		buf_printf(out, "\n// The host side of the kernels whose address the program takes: never called (the\n"
			   "// kernel runs from the .cl), a definition of its own gives each a distinct address.\n"
			   "%s", defs.data);
	buf_free(&defs);
	free(done);
}

/*
 * Thrust in host code. The includes of <thrust/...> become cuport_thrust.h (a header rule,
 * rules/runtime.json) and the thrust:: names stay: the runtime's header defines them, and
 * the parse read that very header (headers/thrust). What is left here is telling the
 * reviewer where each algorithm runs: the subset runs most of them on the host over
 * copies of their ranges, which is right for any functor but not fast, so every call says
 * so (CUPORT1420) at the call, with the device path of the few that have one.
 */
#include "host.h"

#include <stdlib.h>
#include <string.h>

/* The algorithms that run on the runtime's device kernels when their operands allow it
 * (runtime/include/cuport_thrust/algorithm.h). */
static const char *const on_device[] = {"reduce", "inclusive_scan", "exclusive_scan"};
/* The sorts that are the runtime's radix sort for primitive keys (runtime/src/sort.c). */
static const char *const sorts_on_device[] = {"sort", "stable_sort", "sort_by_key",
					      "stable_sort_by_key"};
/* reduce_by_key, the runtime's by-key kernels for arithmetic keys and values. */
static const char *const by_key_on_device[] = {"reduce_by_key"};
/* The extremes that are the runtime's ArgMin/ArgMax for arithmetic elements. */
static const char *const extremes_on_device[] = {"min_element", "max_element", "minmax_element"};

/* Whether a declaration is one of the subset's: in the Thrust headers the parse read. */
static bool thrust_decl(Host *h, CXCursor decl)
{
	CXFile file;
	clang_getExpansionLocation(clang_getCursorLocation(decl), &file, NULL, NULL, NULL);
	if (!file)
		return false;
	const char *path = unit_cxfile_path(h->u, file);
	const Toolchain *tc = h->u->tc;
	return (tc->thrust_include && path_is_under(path, tc->thrust_include)) ||
	       (tc->thrust_runtime && path_is_under(path, tc->thrust_runtime));
}

/* Whether decl is a function of namespace thrust itself (not thrust::detail's, nor a
 * member of one of its classes). */
static bool in_thrust_namespace(CXCursor decl)
{
	CXCursor parent = clang_getCursorSemanticParent(decl);
	if (clang_getCursorKind(parent) != CXCursor_Namespace)
		return false;
	CXString s = clang_getCursorSpelling(parent);
	bool yes = strcmp(clang_getCString(s), "thrust") == 0 &&
		   clang_getCursorKind(clang_getCursorSemanticParent(parent)) == CXCursor_TranslationUnit;
	clang_disposeString(s);
	return yes;
}

static bool is_algorithm(Host *h, CXCursor decl)
{
	CXFile file;
	clang_getExpansionLocation(clang_getCursorLocation(decl), &file, NULL, NULL, NULL);
	return file && strcmp(path_basename(unit_cxfile_path(h->u, file)), "algorithm.h") == 0;
}

void host_thrust_cursor(Host *h, CXCursor c)
{
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return;
	CXCursor f = host_call_callee(c);
	if (clang_Cursor_isNull(f))
		return;
	CXCursor tmpl = clang_getSpecializedCursorTemplate(f);
	if (!clang_Cursor_isNull(tmpl))
		f = tmpl;
	enum CXCursorKind k = clang_getCursorKind(f);
	if ((k != CXCursor_FunctionDecl && k != CXCursor_FunctionTemplate) ||
	    !in_thrust_namespace(f) || !thrust_decl(h, f) || !is_algorithm(h, f))
		return;
	CXSourceLocation loc = clang_getCursorLocation(c);
	if (!host_in_root(h, loc) || host_in_removed_code(h, loc))
		return;
	const char *name = arena_cxstring(h->u->arena, clang_getCursorSpelling(f));
	const char *device = "";
	for (size_t i = 0; i < countof(on_device); i++)
		if (strcmp(on_device[i], name) == 0)
			device = "; with plus, maximum or minimum over int, unsigned, long long, float "
				 "or double in device memory it runs on the device instead";
	for (size_t i = 0; i < countof(sorts_on_device); i++)
		if (strcmp(sorts_on_device[i], name) == 0)
			device = "; with less or greater over keys of int, unsigned, long long, float or "
				 "double in device memory (and values there) it is a radix sort on the "
				 "device instead";
	for (size_t i = 0; i < countof(by_key_on_device); i++)
		if (strcmp(by_key_on_device[i], name) == 0)
			device = "; with equal_to and plus, maximum or minimum over keys and values of "
				 "int, unsigned, long long, float or double in device memory it runs on the "
				 "device instead";
	for (size_t i = 0; i < countof(extremes_on_device); i++)
		if (strcmp(extremes_on_device[i], name) == 0)
			device = "; with less over int, unsigned, long long, float or double in device "
				 "memory it runs on the device instead";
	unit_diag(h->u, DIAG_HOST_THRUST_ON_HOST, loc,
		  arena_printf(h->u->arena, "thrust::%s", name), device);
	unit_count_api(h->u, arena_printf(h->u->arena, "thrust::%s", name), true);
}

/* ---- functors the subset calls on the host ----
 *
 * And those CUB's algorithms call there (cuport_cub_host.h): the arguments of a call of
 * Thrust's or CUB's, the constructors of CUB's iterators included. */

/* The class an argument's type names (through references and cv), as its canonical
 * declaration, and the template it was made from; null cursors for other types. */
static void add_class(Host *h, CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return;
	CXCursor d = clang_getTypeDeclaration(t);
	if (clang_Cursor_isNull(d))
		return;
	PUSH(h->thrust_functors, h->nthrust_functors, h->capthrust_functors, clang_getCanonicalCursor(d));
	CXCursor tmpl = clang_getSpecializedCursorTemplate(d);
	if (!clang_Cursor_isNull(tmpl))
		PUSH(h->thrust_functors, h->nthrust_functors, h->capthrust_functors,
		     clang_getCanonicalCursor(tmpl));
}

static enum CXChildVisitResult find_functors(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	Host *h = data;
	if (!host_in_root(h, clang_getCursorLocation(c)))
		return CXChildVisit_Continue;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_FunctionDecl || k == CXCursor_FunctionTemplate || k == CXCursor_CXXMethod) {
		/* device code calls CUB's collectives, which the kernel translator handles */
		unsigned attrs = collect_cuda_attrs(c);
		return (attrs & (CUDA_ATTR_DEVICE | CUDA_ATTR_GLOBAL)) && !(attrs & CUDA_ATTR_HOST)
			       ? CXChildVisit_Continue
			       : CXChildVisit_Recurse;
	}
	if (k != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	CXCursor f = host_call_callee(c);
	if (clang_Cursor_isNull(f) || (!thrust_decl(h, f) && !host_cub_decl(h, f)))
		return CXChildVisit_Recurse;
	int n = clang_Cursor_getNumArguments(c);
	for (int i = 0; i < n; i++)
		add_class(h, clang_getCursorType(clang_Cursor_getArgument(c, (unsigned)i)));
	return CXChildVisit_Recurse;
}

void host_thrust_functors(Host *h)
{
	clang_visitChildren(clang_getTranslationUnitCursor(h->p->tu), find_functors, h);
}

bool host_thrust_functor_method(Host *h, CXCursor c)
{
	if (!h->nthrust_functors)
		return false;
	CXCursor cls = clang_getCanonicalCursor(clang_getCursorSemanticParent(c));
	for (size_t i = 0; i < h->nthrust_functors; i++)
		if (clang_equalCursors(h->thrust_functors[i], cls))
			return true;
	return false;
}

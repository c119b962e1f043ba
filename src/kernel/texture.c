/*
 * Texture objects in device code. OpenCL C 1.2 reads textures through an image and a
 * sampler that are kernel arguments, while CUDA reads them through a 64-bit handle, so a
 * cudaTextureObject_t parameter becomes what its fetches need:
 *
 *   tex1D / tex2D / tex3D / tex1DLayered / tex2DLayered   __read_only imageNd_t t, sampler_t t_sampler
 *   texCubemap / texCubemapLayered                         __read_only image2d_array_t (6 faces a layer)
 *   tex1Dfetch (linear memory)                             __global const void *t
 *
 * A parameter's kind comes from the fetches that read it, in the function and in the
 * device functions it is passed to (ktex_param_kind). The runtime passes an object by its
 * resource type, which CUDA ties to the fetch functions the same way: an array or pitch2D
 * resource as its image and sampler, a linear one as its pointer (runtime/src/texture.c).
 *
 * A fetch is the device header's cuport_<fn>_<f|i|u>(image, sampler, coordinates...), a
 * read_imagef/i/ui (by the fetch's type, which CUDA also ties to the texture's format and
 * read mode), narrowed to the fetch's type: `tex2D<uchar2>(t, x, y)` is
 * `convert_uchar2(cuport_tex2D_u(t, t_sampler, x, y).xy)`. Coordinates pass through: both
 * put texel i's centre at i + 0.5. tex1Dfetch<T>(t, i) is cuport_tex1Dfetch(T, t, i), a
 * read of the linear memory as T.
 *
 * A legacy texture reference (texture<T, dim, mode> at namespace scope) read by tex1Dfetch is
 * a device symbol holding the address cudaBindTexture bound it to: tex1Dfetch(ref, i) is
 * cuport_tex1Dfetch(T, (*ref), i). One read by the image fetches (bound to an array or
 * pitched memory) is a hidden image and sampler of its kernels instead (ktex_ref_kind; the
 * runtime passes the binding's texture object in the symbol's place), read as an object is.
 *
 * A surface is device memory, not an image, since a CUDA kernel may read and write one
 * surface and an OpenCL 1.2 kernel cannot do both to an image: a cudaSurfaceObject_t
 * parameter is __global uchar *, the address of the array's surface buffer, and a surface
 * reference a symbol holding it; surf2Dwrite(v, s, x, y) is
 * cuport_surf2Dwrite(T, v, s, x, y, mode) with T the texels' type (runtime/src/surface.c).
 */
#include <stdlib.h>
#include <string.h>

#include "kernel.h"

/* The fetch functions and the kind of texture each reads. */
static const struct {
	const char *name;
	TexKind kind;
} fetches[] = {
	{"tex1Dfetch", TEX_LINEAR},   {"tex1D", TEX_1D},
	{"tex2D", TEX_2D},            {"tex3D", TEX_3D},
	{"tex1DLayered", TEX_1D_LAYERED}, {"tex2DLayered", TEX_2D_LAYERED},
	{"texCubemap", TEX_CUBEMAP}, {"texCubemapLayered", TEX_CUBEMAP_LAYERED},
};

static const char *const image_types[] = {
	[TEX_1D] = "image1d_t", [TEX_2D] = "image2d_t", [TEX_3D] = "image3d_t",
	[TEX_1D_LAYERED] = "image1d_array_t", [TEX_2D_LAYERED] = "image2d_array_t",
	[TEX_CUBEMAP] = "image2d_array_t", [TEX_CUBEMAP_LAYERED] = "image2d_array_t",
};

/* Whether t is the typedef named name, through typedefs of it. */
static bool is_typedef_named(CXType t, const char *name)
{
	for (int guard = 0; guard < 16; guard++) {
		if (t.kind == CXType_Elaborated) {
			t = clang_Type_getNamedType(t);
			continue;
		}
		if (t.kind != CXType_Typedef)
			return false;
		CXString s = clang_getTypedefName(t);
		bool is = strcmp(clang_getCString(s), name) == 0;
		clang_disposeString(s);
		if (is)
			return true;
		t = clang_getTypedefDeclUnderlyingType(clang_getTypeDeclaration(t));
	}
	return false;
}

bool ktex_is_object(CXType t)
{
	return is_typedef_named(t, "cudaTextureObject_t");
}

bool ktex_is_surface(CXType t)
{
	return is_typedef_named(t, "cudaSurfaceObject_t");
}

static TexKind fetch_kind(Unit *u, CXCursor callee)
{
	const char *name = cursor_name(u, callee);
	if (!rules_find_device(u->run->rules, name, 1u << FORM_TEXTURE))
		return TEX_UNUSED;
	for (size_t i = 0; i < countof(fetches); i++)
		if (strcmp(name, fetches[i].name) == 0)
			return fetches[i].kind;
	return TEX_UNUSED;
}

/* Whether e names the parameter p. */
static bool names_param(CXCursor e, CXCursor p)
{
	e = cursor_skip_implicit(e);
	return clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
	       clang_equalCursors(clang_getCursorReferenced(e), p);
}

typedef struct {
	Unit *u;
	CXCursor param;
	TexKind kind;
	int depth;
} KindWalk;

static TexKind merge(TexKind a, TexKind b)
{
	return a == TEX_UNUSED ? b : b == TEX_UNUSED || a == b ? a : TEX_MIXED;
}

static TexKind param_kind(Unit *u, CXCursor fn, unsigned i, int depth);

static enum CXChildVisitResult kind_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	KindWalk *k = data;
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	CXCursor callee = clang_getCursorReferenced(c);
	int n = clang_Cursor_getNumArguments(c);
	TexKind f = fetch_kind(k->u, callee);
	for (int a = 0; a < n; a++) {
		if (!names_param(clang_Cursor_getArgument(c, (unsigned)a), k->param))
			continue;
		if (f != TEX_UNUSED) {
			k->kind = merge(k->kind, f);
		} else if (cursor_is_user_function(k->u, callee) && k->depth < 16) {
			CXCursor def = clang_getCursorDefinition(callee);
			int off = (int)cursor_call_arg_offset(c, callee);
			if (a >= off)
				k->kind = merge(k->kind, param_kind(k->u, def, (unsigned)(a - off),
								    k->depth + 1));
		}
	}
	return CXChildVisit_Recurse;
}

static TexKind param_kind(Unit *u, CXCursor fn, unsigned i, int depth)
{
	KindWalk k = {u, clang_Cursor_getArgument(fn, i), TEX_UNUSED, depth};
	if (clang_Cursor_isNull(k.param))
		return TEX_UNUSED;
	clang_visitChildren(fn, kind_visit, &k);
	return k.kind;
}

TexKind ktex_param_kind(Unit *u, CXCursor fn, unsigned i)
{
	return param_kind(u, fn, i, 0);
}

/* An image kind, or 2-D for one cuport cannot tell (reported). */
static TexKind image_kind(TexKind k)
{
	return k == TEX_UNUSED || k == TEX_MIXED ? TEX_2D : k;
}

const char *ktex_param(RW *w, unsigned i, const char *name)
{
	Unit *u = w->u;
	CXCursor p = clang_Cursor_getArgument(w->in->decl, i);
	if (ktex_is_surface(clang_getCursorType(p)))   /* its buffer's device address */
		return arena_printf(u->arena, "__global uchar *%s", name);
	if (!ktex_is_object(clang_getCursorType(p)))
		return NULL;
	TexKind k = ktex_param_kind(u, w->in->decl, i);
	if (k == TEX_LINEAR)
		return arena_printf(u->arena, "__global const void *%s", name);
	/* A device function that reads none (a recursion's last specialization) takes what
	 * its callers pass, an image of the usual shape; a mismatch fails the .cl's check. */
	if (k == TEX_MIXED || (k == TEX_UNUSED && w->in->kernel))
		unit_diag(u, DIAG_KERNEL_TEXTURE_OBJECT, clang_getCursorLocation(p), name,
			  k == TEX_UNUSED ? "is read by no fetch that cuport sees"
					  : "is read by fetches of different dimensions");
	return arena_printf(u->arena, "__read_only %s %s, sampler_t %s_sampler",
			    image_types[image_kind(k)], name, name);
}

/* The parameter of the function being rewritten that e names, when it is a texture
 * object; a null cursor otherwise. */
static CXCursor object_param(CXCursor e)
{
	e = cursor_skip_implicit(e);
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	CXCursor d = clang_getCursorReferenced(e);
	if (clang_getCursorKind(d) != CXCursor_ParmDecl || !ktex_is_object(clang_getCursorType(d)))
		return clang_getNullCursor();
	return d;
}

void ktex_call_arguments(RW *w, CXCursor call, Inst *t)
{
	unsigned off = cursor_call_arg_offset(call, t->decl);
	int na = rw_written_args(call) - (int)off;
	for (int a = 0; a < na && a < (int)t->nparams; a++) {
		CXCursor p = clang_Cursor_getArgument(t->decl, (unsigned)a);
		if (!ktex_is_object(clang_getCursorType(p)))
			continue;
		if (ktex_param_kind(w->u, t->decl, (unsigned)a) == TEX_LINEAR)
			continue;
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)a + off);
		CXCursor obj = object_param(arg);
		if (clang_Cursor_isNull(obj)) {
			unit_diag(w->u, DIAG_KERNEL_TEXTURE_OBJECT, clang_getCursorLocation(arg),
				  rw_text_of(w, cursor_begin(arg), cursor_end(arg)),
				  "is not a texture-object parameter of the calling function (a "
				  "variable, a member or an element); OpenCL C passes images only "
				  "from kernel parameters");
			continue;
		}
		rw_insert(w, cursor_end(arg),
			  arena_printf(w->u->arena, ", %s_sampler", cl_ident(w->u, obj)));
	}
}

/* How a fetch's float4/int4/uint4 becomes its type T: the read's letter, and what goes
 * before and after the call. False for a type no texture holds (double, half). */
static bool fetch_type(Unit *u, CXType t, char *letter, const char **pre, const char **post)
{
	const char *cl = cl_type(u, t, false);
	const char *base = strncmp(cl, "cuport_", 7) == 0 ? cl + 7 : cl;
	size_t n = strlen(base);
	int width = 1;
	if (n && base[n - 1] >= '1' && base[n - 1] <= '4') {
		width = base[n - 1] - '0';
		n--;
	}
	static const struct { const char *name; char letter; bool full; } scalars[] = {
		{"float", 'f', true}, {"int", 'i', true}, {"uint", 'u', true},
		{"short", 'i', false}, {"ushort", 'u', false}, {"char", 'i', false},
		{"uchar", 'u', false}, {"unsigned char", 'u', false}, {"signed char", 'i', false},
		{"unsigned int", 'u', true}, {"unsigned short", 'u', false},
	};
	for (size_t i = 0; i < countof(scalars); i++) {
		if (strlen(scalars[i].name) != n || strncmp(base, scalars[i].name, n) != 0)
			continue;
		if (width == 3 || (width == 1 && base != cl))
			return false;   /* no 3-channel textures; a struct of one is rare */
		*letter = scalars[i].letter;
		const char *swz = width == 4 ? "" : width == 2 ? ".xy" : ".x";
		if (scalars[i].full) {
			*pre = "";
			*post = swz;
		} else if (width == 1) {
			*pre = arena_printf(u->arena, "((%s)", cl);
			*post = ".x)";
		} else {
			*pre = arena_printf(u->arena, "convert_%s(", cl);
			*post = arena_printf(u->arena, "%s)", swz);
		}
		return true;
	}
	return false;
}

/* The texture reference e names (a copy of it is the fetch's argument), or a null cursor. */
static CXCursor texture_ref(Unit *u, CXCursor e)
{
	e = cursor_skip_implicit(e);
	if (clang_getCursorKind(e) == CXCursor_CallExpr && clang_Cursor_getNumArguments(e) == 1)
		e = cursor_skip_implicit(clang_Cursor_getArgument(e, 0));   /* the copy */
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	CXCursor d = clang_getCursorReferenced(e);
	return collect_is_texture_ref(u, d) ? d : clang_getNullCursor();
}

/* ---- texture references ---- */

typedef struct {
	Unit *u;
	CXCursor ref;
	TexKind kind;
} RefWalk;

static enum CXChildVisitResult ref_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	RefWalk *k = data;
	if (clang_getCursorKind(parent) == CXCursor_TranslationUnit) {
		CXFile f = NULL;   /* only the user's files hold fetches of the user's references */
		clang_getExpansionLocation(clang_getCursorLocation(c), &f, NULL, NULL, NULL);
		if (!f || !path_is_source(k->u->run->opt, unit_cxfile_path(k->u, f)))
			return CXChildVisit_Continue;
	}
	if (clang_getCursorKind(c) != CXCursor_CallExpr || clang_Cursor_getNumArguments(c) < 2)
		return CXChildVisit_Recurse;
	TexKind f = fetch_kind(k->u, clang_getCursorReferenced(c));
	CXCursor r = texture_ref(k->u, clang_Cursor_getArgument(c, 0));
	if (f != TEX_UNUSED && !clang_Cursor_isNull(r) && clang_equalCursors(
		    clang_getCanonicalCursor(r), clang_getCanonicalCursor(k->ref)))
		k->kind = merge(k->kind, f);
	return CXChildVisit_Recurse;
}

/* The image kind the dimension of texture<T, dim, mode> implies (what tex2D, tex3D and the
 * layered fetches read): the fetches of a template with dependent coordinates are resolved
 * only in its instances, which the walk of the unit does not see. TEX_UNUSED for 1-D, which
 * tex1Dfetch reads as linear memory. */
static TexKind declared_kind(Unit *u, CXCursor ref)
{
	const char *t = arena_cxstring(u->arena, clang_getTypeSpelling(
		clang_getCanonicalType(clang_getCursorType(ref))));
	const char *comma = strchr(t, ',');   /* the element type is a scalar or vector name */
	if (!comma || strncmp(t, "texture<", 8) != 0)
		return TEX_UNUSED;
	switch (strtol(comma + 1, NULL, 0)) {
	case 0x02: return TEX_2D;
	case 0x03: return TEX_3D;
	case 0xF1: return TEX_1D_LAYERED;
	case 0xF2: return TEX_2D_LAYERED;
	case 0x0C: return TEX_CUBEMAP;
	case 0xFC: return TEX_CUBEMAP_LAYERED;
	default: return TEX_UNUSED;
	}
}

int ktex_ref_kind(Unit *u, CXCursor ref)
{
	RefWalk k = {u, ref, TEX_UNUSED};
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(ref);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), ref_visit, &k);
	if (k.kind == TEX_UNUSED)
		k.kind = declared_kind(u, ref);
	return k.kind == TEX_LINEAR || k.kind == TEX_MIXED ? TEX_UNUSED : k.kind;
}

const char *ktex_ref_param(Unit *u, const Res *r)
{
	return arena_printf(u->arena, "__read_only %s %s, sampler_t %s_sampler",
			    image_types[r->image], r->name, r->name);
}

/* The resource of the instance being rewritten that is the reference ref. */
static const Res *ref_res(RW *w, CXCursor ref)
{
	for (size_t i = 0; i < w->in->nres; i++)
		if (w->in->res[i]->kind == RES_SYMBOL && clang_equalCursors(w->in->res[i]->decl, ref))
			return w->in->res[i];
	return NULL;
}

/* A fetch through an image named obj (its sampler obj_sampler), arg the image argument:
 * <to>_<f|i|u>(obj, obj_sampler, coordinates...) narrowed to the fetch's type. */
static bool image_fetch(RW *w, CXCursor call, CXCursor arg, const char *obj, const char *name,
			const Rule *r)
{
	Unit *u = w->u;
	CXType t = clang_getCursorType(call);
	char letter;
	const char *pre, *post;
	if (!fetch_type(u, t, &letter, &pre, &post)) {
		unit_diag(u, DIAG_KERNEL_TEXTURE_OBJECT, clang_getCursorLocation(call), obj,
			  arena_printf(u->arena, "is fetched by %s as %s, which no OpenCL image "
				       "read gives (1, 2 or 4 channels of 8-, 16- or 32-bit "
				       "integers or floats)", name, cl_type(u, t, false)));
		return true;
	}
	rw_rewrite_call(w, call, arena_printf(u->arena, "%s%s_%c(", pre, r->to, letter), NULL);
	rw_insert(w, cursor_end(arg), arena_printf(u->arena, ", %s_sampler", obj));
	if (*post)
		rw_insert(w, cursor_end(call), post);
	return true;
}

/* A fetch of a texture reference: tex1Dfetch(ref, i) in element mode reads the address the
 * reference holds (scan.c), as the linear memory of a texture object is; one read as an
 * image (bound to an array or pitched memory) reads its image and sampler. */
static bool reference_fetch(RW *w, CXCursor call, TexKind kind, CXCursor ref, const Rule *r)
{
	Unit *u = w->u;
	const Res *res = ref_res(w, ref);
	if (kind != TEX_LINEAR) {
		if (!res || res->image != (int)kind)
			return false;   /* read by fetches of several kinds: CUPORT1216 */
		return image_fetch(w, call, clang_Cursor_getArgument(call, 0), res->kname,
				   cursor_name(u, clang_getCursorReferenced(call)), r);
	}
	CXType elem = clang_Type_getTemplateArgumentAsType(
		clang_getCanonicalType(clang_getCursorType(ref)), 0);
	CXType t = clang_getCursorType(call);
	if ((res && res->image) ||
	    !clang_equalTypes(clang_getCanonicalType(elem), clang_getCanonicalType(t)))
		return false;   /* normalized-float reads of linear memory: CUPORT1216 */
	rw_rewrite_call(w, call, arena_printf(u->arena, "%s(%s, ", r->to, cl_type(u, t, false)),
			NULL);
	return true;
}

bool ktex_fetch(RW *w, CXCursor call, CXCursor callee, const Rule *r)
{
	Unit *u = w->u;
	TexKind kind = fetch_kind(u, callee);
	const char *name = cursor_name(u, callee);
	if (kind == TEX_UNUSED || clang_Cursor_getNumArguments(call) < 2)
		return false;
	CXCursor arg = clang_Cursor_getArgument(call, 0);
	CXCursor ref = texture_ref(u, arg);
	if (!clang_Cursor_isNull(ref))
		return reference_fetch(w, call, kind, ref, r);
	if (!ktex_is_object(clang_getCursorType(arg)))
		return false;   /* the out-parameter form, tex2D(&v, t, x, y) */
	CXCursor obj = object_param(arg);
	if (clang_Cursor_isNull(obj)) {
		unit_diag(u, DIAG_KERNEL_TEXTURE_OBJECT, clang_getCursorLocation(arg),
			  rw_text_of(w, cursor_begin(arg), cursor_end(arg)),
			  "is not a texture-object parameter of the function (a variable, a member "
			  "or an element); OpenCL C reads images only through parameters");
		return true;
	}
	if (kind == TEX_LINEAR) {
		CXType t = clang_getCursorType(call);
		rw_rewrite_call(w, call, arena_printf(u->arena, "%s(%s, ", r->to,
						      cl_type(u, t, false)), NULL);
		return true;
	}
	return image_fetch(w, call, arg, cl_ident(u, obj), name, r);
}

/* A fetch of a texture object spelled in a macro body (#define LOAD(i) tex1Dfetch<float>(t,
 * i)): the macro's text goes into the .cl as written, so the fetch can only be renamed (the
 * callee and its '(' replaced, kernel/calls.c). Linear memory reads as elsewhere,
 * <to>(T, t, i); an image read goes through the device header's CUPORT_TEX_SAMPLED<n>_<k>(read,
 * conversion, t, k coordinates), which names the sampler t_sampler by pasting, so
 * the object must be spelled as the parameter's name (directly or through a macro
 * argument). NULL, reported, when it cannot be. */
const char *ktex_macro_head(RW *w, CXCursor call, CXCursor callee, const Rule *r)
{
	Unit *u = w->u;
	TexKind kind = fetch_kind(u, callee);
	const char *name = cursor_name(u, callee);
	if (kind == TEX_UNUSED || clang_Cursor_getNumArguments(call) < 2)
		return NULL;
	CXCursor arg = clang_Cursor_getArgument(call, 0);
	CXCursor obj = object_param(arg);
	const char *why = NULL;
	if (!clang_Cursor_isNull(texture_ref(u, arg)))
		why = "is a texture reference fetched in a macro body, which cuport does not "
		      "translate: expand the macro by hand";
	else if (!ktex_is_object(clang_getCursorType(arg)))
		return NULL;   /* the out-parameter form: CUPORT1216 */
	else if (clang_Cursor_isNull(obj))
		why = "is fetched in a macro body through an object that is not a texture-object "
		      "parameter of the function; OpenCL C reads images only through parameters";
	if (why) {
		unit_diag(u, DIAG_KERNEL_TEXTURE_OBJECT, clang_getCursorLocation(call), name, why);
		return NULL;
	}
	CXType t = clang_getCursorType(call);
	if (kind == TEX_LINEAR)
		return arena_printf(u->arena, "%s(%s, ", r->to, cl_type(u, t, false));
	char letter;
	const char *pre, *post;
	if (!fetch_type(u, t, &letter, &pre, &post)) {
		unit_diag(u, DIAG_KERNEL_TEXTURE_OBJECT, clang_getCursorLocation(call), name,
			  arena_printf(u->arena, "is fetched as %s, which no OpenCL image read gives",
				       cl_type(u, t, false)));
		return NULL;
	}
	/* pre/post: "" and a swizzle, or a conversion around the read and its swizzle:
	 * "((short)" ".x)" and "convert_short2(" ".xy)" */
	const char *conv = "";
	if (*pre) {
		size_t n = strlen(pre);
		conv = pre[0] == '(' && pre[1] == '(' ? arena_strndup(u->arena, pre + 1, n - 1)
						       : arena_strndup(u->arena, pre, n - 1);
	}
	int width = strstr(post, ".xy") ? 2 : strstr(post, ".x") ? 1 : 4;
	int coords = clang_Cursor_getNumArguments(call) - 1;
	if (coords < 1 || coords > 4)
		return NULL;
	return arena_printf(u->arena, "CUPORT_TEX_SAMPLED%d_%d(%s_%c, %s, ", width, coords, r->to,
			    letter, conv);
}

/* ---- surfaces ---- */

/* The .cl type of the texels a surface call reads or writes: the written value's, the
 * read's, or the pointee of the out-parameter form's first argument (surf2Dread(&v, ...)). */
static const char *surface_type(RW *w, CXCursor call, CXCursor callee, bool read, bool out)
{
	CXType ft = clang_getCursorType(callee);
	CXType t = !read ? clang_getArgType(ft, 0)
		   : out ? clang_getPointeeType(clang_getArgType(ft, 0))
			 : clang_getCursorType(call);
	if (t.kind == CXType_Invalid || t.kind == CXType_Void)
		return NULL;
	return cl_type(w->u, t, false);
}

bool ktex_surface(RW *w, CXCursor call, CXCursor callee, const Rule *r)
{
	Unit *u = w->u;
	const char *name = cursor_name(u, callee);
	bool read = strstr(name, "read") != NULL;
	bool out = read && clang_getCursorResultType(callee).kind == CXType_Void;
	unsigned sarg = read && !out ? 0 : 1;
	int n = clang_Cursor_getNumArguments(call), written = rw_written_args(call);
	if (n <= (int)sarg)
		return false;
	CXCursor s = clang_Cursor_getArgument(call, sarg);
	CXType st = clang_getCursorType(s);
	if (!ktex_is_surface(st) && clang_Cursor_isNull(texture_ref(u, s)))
		return false;
	const char *t = surface_type(w, call, callee, read, out);
	if (!t)
		return false;
	/* CUDA's default boundary mode is trap, which the device header treats as zero */
	const char *tail = written < n ? ", cudaBoundaryModeTrap" : NULL;
	if (out) {
		CXCursor p = clang_Cursor_getArgument(call, 0);
		rw_rewrite_call(w, call, "(*(", tail);
		rw_insert(w, cursor_end(p), arena_printf(u->arena, ") = %s(%s", r->to, t));
		rw_insert(w, cursor_end(call), ")");
		return true;
	}
	rw_rewrite_call(w, call, arena_printf(u->arena, "%s(%s, ", r->to, t), tail);
	return true;
}

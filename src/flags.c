/*
 * Turning one compile command into the arguments libclang parses with. The compiler's own
 * flags go through the table in nvccflags.def: nvcc-only flags are dropped or mapped,
 * paths are made absolute against the entry's directory (libclang resolves relative paths
 * against the process's directory, not the entry's), and flags that could make clang
 * reject the command (unknown options, warnings as errors) are left out. The toolchain's
 * include recipe and the user's --extra-arg come last, so they win. The same table tells a
 * migrated build script what its host compiler gets instead of an nvcc command's flags
 * (flags_for_host).
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

typedef enum { A_NONE, A_NEXT, A_EQ_OR_NEXT, A_JOINED, A_PREFIX } Arity;
typedef enum { DROP, HOSTFLAG, KEEP, PATH, REPLACE, PARSE_AS, HOST, LANG } Action;

typedef struct {
	const char *spelling;
	Arity arity;
	Action action;
	const char *replacement;
} FlagRule;

static const FlagRule flag_rules[] = {
#define NVCC_FLAG(s, arity, action, repl) {s, A_##arity, action, repl},
#include "nvccflags.def"
#undef NVCC_FLAG
};

typedef struct {
	StrList *out;
	const char *dir;
	const char *lang;   /* from -x, translated; NULL when not given */
	bool own_cuda;      /* cuport's CUDA declarations are parsed, not an SDK's */
} FlagState;

/* Matches argv[*i] against r; on a match sets *val (NULL for A_NONE) and advances *i
 * past a separate value. */
static bool flag_match(const FlagRule *r, int argc, char **argv, int *i, const char **val)
{
	const char *a = argv[*i];
	size_t n = strlen(r->spelling);
	if (strncmp(a, r->spelling, n) != 0)
		return false;
	const char *rest = a + n;
	switch (r->arity) {
	case A_NONE:
		*val = NULL;
		return *rest == '\0';
	case A_PREFIX:
		*val = rest;
		return true;
	case A_NEXT:
		if (*rest)
			return false;
		break;
	case A_EQ_OR_NEXT:
		if (*rest == '=') {
			*val = rest + 1;
			return true;
		}
		if (*rest)
			return false;
		break;
	case A_JOINED:
		if (*rest) {
			*val = rest;
			return true;
		}
		break;
	}
	*val = *i + 1 < argc ? argv[++*i] : "";
	return true;
}

/* Emits replacement and value: joined for short flags and "--opt=" forms ("-I/x",
 * "-std=c++17"), as two arguments otherwise ("-isystem" "/x"). */
static void emit_valued(StrList *out, const char *flag, const char *value)
{
	size_t n = strlen(flag);
	if (n <= 2 || flag[n - 1] == '=') {
		strlist_push_owned(out, xasprintf("%s%s", flag, value));
	} else {
		strlist_push(out, flag);
		strlist_push(out, value);
	}
}

static const char *translate_lang(const char *v)
{
	if (strcmp(v, "cu") == 0 || strcmp(v, "cuda") == 0)
		return "cuda";
	if (strcmp(v, "c") == 0)
		return "c";
	return "c++";
}

static void translate(FlagState *st, int argc, char **argv);

/* Whether dir holds a CUDA toolkit's headers: its cuda_runtime_api.h, or a cuda.h that
 * states the toolkit's version (a project's own cuda.h does not). */
static bool toolkit_include_dir(const char *dir)
{
	char *api = xasprintf("%s/cuda_runtime_api.h", dir);
	bool found = path_is_file(api);
	free(api);
	if (found)
		return true;
	char *path = xasprintf("%s/cuda.h", dir);
	char *text = input_read_file(path, NULL);
	free(path);
	found = text && strstr(text, "#define CUDA_VERSION");
	free(text);
	return found;
}

/* A search directory the parse must not see: with cuport's own CUDA declarations, a
 * toolkit's -I (Rodinia's builds pass -I<cuda>/include) would put the SDK's headers next
 * to them (cuda.h's CUuuid_st declared twice). */
static bool hidden_path(const FlagState *st, const FlagRule *r, const char *abs)
{
	static const char *const search[] = {"-I", "-isystem", "-iquote", "-idirafter"};
	if (!st->own_cuda)
		return false;
	for (size_t i = 0; i < countof(search); i++)
		if (strcmp(r->replacement, search[i]) == 0)
			return toolkit_include_dir(abs);
	return false;
}

static void apply(FlagState *st, const FlagRule *r, const char *a, const char *val)
{
	switch (r->action) {
	case DROP:
	case HOSTFLAG:
		break;
	case KEEP:
		if (r->arity == A_NONE || r->arity == A_PREFIX)
			strlist_push(st->out, a);
		else
			emit_valued(st->out, r->replacement, val);
		break;
	case REPLACE:
	case PARSE_AS:
		if (val)
			emit_valued(st->out, r->replacement, val);
		else
			strlist_push(st->out, r->replacement);
		break;
	case PATH: {
		char *abs = path_absolute(val, st->dir);
		if (!hidden_path(st, r, abs))
			emit_valued(st->out, r->replacement, abs);
		free(abs);
		break;
	}
	case LANG:
		st->lang = translate_lang(val);
		break;
	case HOST: {
		/* -Xcompiler -fPIC,-fopenmp: each item is a host flag of its own. */
		StrList items = {0};
		char *copy = xstrdup(val), *save = NULL;
		for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save))
			strlist_push(&items, t);
		free(copy);
		StrList argvl = {0};
		strlist_push(&argvl, "host");
		for (size_t k = 0; k < items.len; k++)
			strlist_push(&argvl, items.items[k]);
		translate(st, (int)argvl.len, argvl.items);
		strlist_free(&argvl);
		strlist_free(&items);
		break;
	}
	}
}

/* Translates argv[1..argc), skipping argv[0] (the compiler). */
static void translate(FlagState *st, int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *val = NULL;
		if (a[0] != '-')
			continue; /* the source itself, other inputs, stray values */
		for (size_t k = 0; k < countof(flag_rules); k++) {
			if (flag_match(&flag_rules[k], argc, argv, &i, &val)) {
				apply(st, &flag_rules[k], a, val);
				break;
			}
		}
		/* Anything else is left out: clang rejects options it does not know. */
	}
}

void flags_translate(StrList *out, const CompileCommand *cc, const Toolchain *t,
		     const Options *o, bool *is_cuda)
{
	/* The unit's own flags are collected first and emitted after the toolchain's. */
	StrList user = {0};
	FlagState st = {.out = &user, .dir = cc->directory, .own_cuda = !t->sdk_path};
	translate(&st, cc->argc, cc->argv);

	bool cuda = st.lang ? strcmp(st.lang, "cuda") == 0 : path_is_cuda_source(cc->file);
	*is_cuda = cuda;
	if (cuda) {
		strlist_push(out, "-x");
		strlist_push(out, "cuda");
		strlist_push(out, "--cuda-host-only");
	} else if (st.lang) {
		strlist_push(out, "-x");
		strlist_push(out, st.lang);
	}
	toolchain_args(out, t, cuda);
	/* nvcc compiles a .c file as C with the host's C compiler and does not pass it
	 * the unit's C++ standard; clang refuses -std=c++17 with C input. */
	const char *dot = strrchr(cc->file, '.');
	bool c_input = st.lang ? strcmp(st.lang, "c") == 0 : !cuda && dot && strcmp(dot, ".c") == 0;
	/* nvcc defines __NVCC__ for every file it compiles, C and C++ included; portability
	 * headers test it (#if defined(__NVCC__) ... #define HD __host__ __device__). */
	const char *compiler = cc->argc > 0 ? path_basename(cc->argv[0]) : "";
	if (strcmp(compiler, "nvcc") == 0 || strcmp(compiler, "nvcc.exe") == 0)
		strlist_push(out, "-D__NVCC__");
	for (size_t k = 0; k < user.len; k++) {
		const char *f = user.items[k];
		if (c_input && flags_is_cxx_standard(f))
			continue;
		strlist_push(out, f);
	}
	strlist_free(&user);
	strlist_push(out, "-w");
	for (size_t k = 0; k < o->extra_args.len; k++)
		strlist_push(out, o->extra_args.items[k]);
}

/* The value of an nvcc -D or -U flag at argv[*i] (advancing *i past a separate value),
 * *undef telling which; NULL for any other argument. */
static const char *macro_flag(char **argv, int argc, int *i, bool *undef)
{
	static const struct { const char *flag; bool undef; } forms[] = {
		{"--define-macro", false}, {"--undefine-macro", true}, {"-D", false}, {"-U", true},
	};
	const char *a = argv[*i];
	for (size_t k = 0; k < countof(forms); k++) {
		size_t n = strlen(forms[k].flag);
		if (strncmp(a, forms[k].flag, n) != 0)
			continue;
		*undef = forms[k].undef;
		if (a[n] == '\0')
			return *i + 1 < argc ? argv[++*i] : NULL;
		if (n > 2)
			return a[n] == '=' ? a + n + 1 : NULL;
		return a + n;
	}
	return NULL;
}

void flags_device_macros(const CompileCommand *cc, StrList *plain, StrList *skipped)
{
	for (int i = 1; i < cc->argc; i++) {
		bool undef;
		const char *v = macro_flag(cc->argv, cc->argc, &i, &undef);
		if (strcmp(cc->argv[i], "-Xcompiler") == 0 ||
		    strcmp(cc->argv[i], "--compiler-options") == 0)
			i++;
		if (!v || !*v)
			continue;
		size_t name = strcspn(v, "=(");
		bool ok = !strpbrk(v, " \t\n\"'\\") && v[name] != '(';
		char *flag = xasprintf("%s%s", undef ? "-U" : "-D", v);
		strlist_push_owned(ok ? plain : skipped, flag);
	}
}

bool flags_is_cxx_standard(const char *flag)
{
	return str_starts(flag, "-std=c++") || str_starts(flag, "-std=gnu++");
}

bool flags_fast_math(const CompileCommand *cc)
{
	for (int i = 1; i < cc->argc; i++) {
		if (strcmp(cc->argv[i], "-Xcompiler") == 0 ||
		    strcmp(cc->argv[i], "--compiler-options") == 0) {
			i++;
			continue;
		}
		if (strcmp(cc->argv[i], "-use_fast_math") == 0 ||
		    strcmp(cc->argv[i], "--use_fast_math") == 0)
			return true;
	}
	return false;
}

/* ---- flags for the host compiler of a migrated build script ---- */

static void push_fate(HostFlag **out, size_t *n, size_t *cap, size_t first, size_t count,
		      HostFlagFate fate, char *text)
{
	PUSH(*out, *n, *cap, ((HostFlag){first, count, fate, text}));
}

/* One value with a single level of quotes around it taken off: -Xcompiler "-a,-b". */
static char *unquote(const char *v)
{
	size_t n = strlen(v);
	if (n >= 2 && (v[0] == '"' || v[0] == '\'') && v[n - 1] == v[0])
		return xstrndup(v + 1, n - 2);
	return xstrdup(v);
}

/* The words a host compiler gets for one matched flag; NULL keeps them as written. */
static char *host_text(const FlagRule *r, const char *val, HostFlagFate *fate)
{
	*fate = HOSTFLAG_REPLACE;
	switch (r->action) {
	case DROP:
		*fate = HOSTFLAG_DROP;
		return NULL;
	case HOST: {
		/* -Xcompiler -fPIC,-fopenmp: the items, each a host flag as written */
		char *items = unquote(val ? val : "");
		for (char *p = items; *p; p++)
			if (*p == ',')
				*p = ' ';
		return items;
	}
	case LANG:
		return xasprintf("-x %s", strcmp(translate_lang(val), "c") == 0 ? "c" : "c++");
	case REPLACE:
	case HOSTFLAG:
		if (!r->replacement)
			break;
		if (!val)
			return xstrdup(r->replacement);
		size_t n = strlen(r->replacement);
		if (n <= 2 || r->replacement[n - 1] == '=' || r->replacement[n - 1] == ',')
			return xasprintf("%s%s", r->replacement, val);
		return xasprintf("%s %s", r->replacement, val);
	default:
		break;
	}
	*fate = HOSTFLAG_KEEP;
	return NULL;
}

size_t flags_for_host(char **words, size_t n, HostFlag **out)
{
	size_t len = 0, cap = 0;
	*out = NULL;
	for (size_t i = 0; i < n; i++) {
		const char *a = words[i];
		if (a[0] != '-' || !a[1]) {
			push_fate(out, &len, &cap, i, 1, HOSTFLAG_KEEP, NULL);
			continue;
		}
		const FlagRule *hit = NULL;
		const char *val = NULL;
		int at = (int)i;
		for (size_t k = 0; k < countof(flag_rules) && !hit; k++)
			if (flag_match(&flag_rules[k], (int)n, words, &at, &val))
				hit = &flag_rules[k];
		if (!hit) {
			push_fate(out, &len, &cap, i, 1, HOSTFLAG_UNKNOWN, NULL);
			continue;
		}
		size_t count = (size_t)at - i + 1;
		HostFlagFate fate;
		char *text = host_text(hit, val, &fate);
		/* a replacement that spells the flag as it was written keeps it */
		if (text) {
			Buf spelled = {0};
			for (size_t k = i; k < i + count; k++)
				buf_printf(&spelled, "%s%s", k > i ? " " : "", words[k]);
			if (strcmp(text, spelled.data) == 0) {
				free(text);
				text = NULL;
				fate = HOSTFLAG_KEEP;
			}
			buf_free(&spelled);
		}
		push_fate(out, &len, &cap, i, count, fate, text);
		i = (size_t)at;
	}
	return len;
}

void flags_for_host_free(HostFlag *flags, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(flags[i].text);
	free(flags);
}

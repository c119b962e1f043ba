/*
 * Turning one compile command into the arguments libclang parses with. The compiler's own
 * flags go through the table in nvccflags.def: nvcc-only flags are dropped or mapped,
 * paths are made absolute against the entry's directory (libclang resolves relative paths
 * against the process's directory, not the entry's), and flags that could make clang
 * reject the command (unknown options, warnings as errors) are left out. The toolchain's
 * include recipe and the user's --extra-arg come last, so they win.
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

typedef enum { A_NONE, A_NEXT, A_EQ_OR_NEXT, A_JOINED, A_PREFIX } Arity;
typedef enum { DROP, KEEP, PATH, REPLACE, HOST, LANG } Action;

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

static void apply(FlagState *st, const FlagRule *r, const char *a, const char *val)
{
	switch (r->action) {
	case DROP:
		break;
	case KEEP:
		if (r->arity == A_NONE || r->arity == A_PREFIX)
			strlist_push(st->out, a);
		else
			emit_valued(st->out, r->replacement, val);
		break;
	case REPLACE:
		if (val)
			emit_valued(st->out, r->replacement, val);
		else
			strlist_push(st->out, r->replacement);
		break;
	case PATH: {
		char *abs = path_absolute(val, st->dir);
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
	FlagState st = {.out = &user, .dir = cc->directory};
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
	for (size_t k = 0; k < user.len; k++)
		strlist_push(out, user.items[k]);
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

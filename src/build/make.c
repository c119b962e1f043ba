/*
 * Makefiles. A makefile is read as GNU make reads it, into logical lines (a backslash at
 * the end of a line continues it): comments, directives (conditionals, include, define),
 * variable assignments, rules and the recipe lines under a rule. Lines are split into
 * words, a $(...) or ${...} reference being one word however many blanks it holds.
 *
 * What it looks for, before it edits anything:
 *   - the nvcc variables: NVCC ?= nvcc, CC := $(CUDA_DIR)/bin/nvcc, or one naming another;
 *   - the nvcc commands: recipe commands that start with nvcc or an nvcc variable, and the
 *     variables they take whole ($(NVCCFLAGS), $(CFLAGS), $(SRC)), and those those take:
 *     the flag variables;
 *   - whether the file builds CUDA code at all: an nvcc variable or command, or a .cu name.
 * The makefiles a file includes are read for this too, so a rule in common.mk that compiles
 * $(CUFILES) makes CUFILES a flag variable of the file that sets it; and what a file knows
 * is handed down to the files it includes (BuildRun's MakeInherit).
 *
 * Then the edits, all small: an nvcc variable names $(CXX); an nvcc command literally
 * naming nvcc names $(CXX); nvcc-only flags leave the flag variables and the commands (each
 * reported); -lcudart becomes $(CUPORT_LIBS); each command that compiles gets
 * $(CUPORT_CFLAGS), each that links $(CUPORT_LIBS) too, host compiler commands included;
 * ".cu" names become ".cpp" outside comments; and a guarded block near the top sets the
 * two variables from `pkg-config cuport`. Everything else keeps its bytes.
 */
#include "build.h"

#include <stdlib.h>
#include <string.h>

typedef enum { L_BLANK, L_COMMENT, L_DIRECTIVE, L_ASSIGN, L_RULE, L_RECIPE, L_DEFINE, L_OTHER } LineKind;

typedef struct {
	LineKind kind;
	unsigned begin, end;     /* the logical line, without its newline */
	const char *name;        /* L_ASSIGN: the variable; L_DIRECTIVE: the keyword */
	Word *words;             /* L_ASSIGN: the value; L_RULE: targets and prerequisites;
				    L_RECIPE: the command; L_DIRECTIVE: its arguments */
	size_t nwords;
} Line;

typedef struct {
	const char *text;
	size_t len;
	Line *lines;
	size_t n, cap;
} MakeText;

typedef struct {
	BuildRun *b;
	Script *s;
	MakeText own;            /* the script */
	MakeText *inc;           /* the files it includes, for the analysis */
	size_t ninc, capinc;
	StrList nvcc_vars, flag_vars;
} Make;

static const char *const directives[] = {
	"ifeq", "ifneq", "ifdef", "ifndef", "else", "endif", "include", "-include", "sinclude",
	"define", "endef", "export", "unexport", "override", "vpath", "undefine", "private",
};

/* ---- reading ---- */

static bool blank(char c)
{
	return c == ' ' || c == '\t';
}

/* The end of the logical line starting at p: the newline that no backslash escapes. */
static size_t logical_end(const char *t, size_t len, size_t p)
{
	while (p < len && t[p] != '\n')
		p++;
	while (p < len) {
		size_t bs = 0;
		while (bs < p && t[p - 1 - bs] == '\\')
			bs++;
		if (bs % 2 == 0)
			break;
		p++;
		while (p < len && t[p] != '\n')
			p++;
	}
	return p;
}

/* The end of the word at p: a reference or quoted string is part of its word; a comment
 * (outside recipes) ends the line. */
static size_t word_end(const char *t, size_t end, size_t p, bool recipe)
{
	int depth = 0;
	char quote = 0;
	for (; p < end; p++) {
		char c = t[p];
		if (quote) {
			if (c == quote)
				quote = 0;
			else if (c == '\\' && p + 1 < end)
				p++;
			continue;
		}
		if (c == '$' && p + 1 < end && (t[p + 1] == '(' || t[p + 1] == '{')) {
			depth++;
			p++;
			continue;
		}
		if (depth && (c == ')' || c == '}')) {
			depth--;
			continue;
		}
		if (depth)
			continue;
		if (c == '\\' && p + 1 < end && t[p + 1] != '\n') {
			p++;
			continue;
		}
		if (blank(c) || c == '\n' || (c == '\\' && p + 1 < end && t[p + 1] == '\n'))
			break;
		if (!recipe && c == '#')
			break;
		if (recipe && (c == '"' || c == '\''))
			quote = c;
	}
	return p;
}

static void split_words(Line *l, const char *t, size_t from, size_t to, bool recipe)
{
	size_t cap = 0;
	size_t p = from;
	for (;;) {
		while (p < to && (blank(t[p]) || t[p] == '\n' || (t[p] == '\\' && p + 1 < to &&
								   t[p + 1] == '\n')))
			p += t[p] == '\\' ? 2 : 1;
		if (p >= to || (!recipe && t[p] == '#'))
			break;
		size_t e = word_end(t, to, p, recipe);
		if (e == p)
			e++;
		PUSH(l->words, l->nwords, cap, ((Word){(unsigned)p, (unsigned)e}));
		p = e;
	}
}

/* Where the assignment operator of [p, end) starts, or 0 when the line is no assignment;
 * *rule is set when a ':' that is not part of an operator comes first. */
static size_t assign_op(const char *t, size_t p, size_t end, size_t *value, bool *rule)
{
	int depth = 0;
	*rule = false;
	for (size_t i = p; i < end; i++) {
		char c = t[i];
		if (c == '$' && i + 1 < end && (t[i + 1] == '(' || t[i + 1] == '{')) {
			depth++;
			i++;
			continue;
		}
		if (depth && (c == ')' || c == '}'))
			depth--;
		if (depth)
			continue;
		if (c == '#')
			return 0;
		if (c == '=') {
			size_t op = i;
			if (i > p && strchr("?+!:", t[i - 1]))
				op = i - 1;
			if (op > p && t[op] == ':' && t[op - 1] == ':')
				op--;
			*value = i + 1;
			return op;
		}
		if (c == ':' && !(i + 1 < end && (t[i + 1] == '=' || (t[i + 1] == ':' &&
								    i + 2 < end && t[i + 2] == '=')))) {
			*rule = true;
			return 0;
		}
	}
	return 0;
}

static bool is_directive(const char *w, size_t n)
{
	for (size_t i = 0; i < countof(directives); i++)
		if (strlen(directives[i]) == n && strncmp(directives[i], w, n) == 0)
			return true;
	return false;
}

/* Classifies the logical line [p, e); in_rule: a rule's recipe may follow. */
static void classify(Arena *a, Line *l, const char *t, size_t p, size_t e, bool *in_rule,
		     bool *in_define)
{
	size_t q = p;
	while (q < e && blank(t[q]))
		q++;
	size_t w = q;
	while (w < e && !blank(t[w]) && t[w] != '\n')
		w++;
	if (*in_define) {
		l->kind = L_DEFINE;
		*in_define = !(w - q == 5 && strncmp(t + q, "endef", 5) == 0);
		return;
	}
	if (t[p] == '\t' && *in_rule) {
		l->kind = L_RECIPE;
		split_words(l, t, p + 1, e, true);
		return;
	}
	if (q == e) {
		l->kind = L_BLANK;
		return;
	}
	if (t[q] == '#') {
		l->kind = L_COMMENT;
		return;
	}
	if (is_directive(t + q, w - q)) {
		char *kw = arena_strndup(a, t + q, w - q);
		bool conditional = str_starts(kw, "if") || !strcmp(kw, "else") || !strcmp(kw, "endif");
		size_t value;
		bool rule;
		/* override/export VAR = value is an assignment */
		if (!conditional && assign_op(t, w, e, &value, &rule)) {
			q = w;
			while (q < e && blank(t[q]))
				q++;
		} else {
			l->kind = L_DIRECTIVE;
			l->name = kw;
			*in_define |= strcmp(kw, "define") == 0;
			if (!conditional)
				*in_rule = false;
			split_words(l, t, w, e, false);
			return;
		}
	}
	size_t value = 0;
	bool rule;
	size_t op = assign_op(t, q, e, &value, &rule);
	if (op) {
		size_t ne = op;
		while (ne > q && blank(t[ne - 1]))
			ne--;
		l->kind = L_ASSIGN;
		l->name = arena_strndup(a, t + q, ne - q);
		*in_rule = false;
		split_words(l, t, value, e, false);
		return;
	}
	l->kind = rule ? L_RULE : L_OTHER;
	*in_rule = rule;
	split_words(l, t, q, e, false);
}

static void read_make(Arena *a, MakeText *m, const char *text, size_t len)
{
	m->text = text;
	m->len = len;
	bool in_rule = false, in_define = false;
	for (size_t p = 0; p < len;) {
		size_t e = logical_end(text, len, p);
		Line l = {.begin = (unsigned)p, .end = (unsigned)e};
		classify(a, &l, text, p, e, &in_rule, &in_define);
		PUSH(m->lines, m->n, m->cap, l);
		p = e + 1;
	}
}

static void free_make(MakeText *m)
{
	for (size_t i = 0; i < m->n; i++)
		free(m->lines[i].words);
	free(m->lines);
}

/* ---- analysis ---- */

/* The variable a word names whole: "$(NAME)", "${NAME}", "$(NAME:.cu=.o)"; NULL else. */
static char *var_ref(Arena *a, const char *t, Word w)
{
	size_t n = w.end - w.begin;
	const char *p = t + w.begin;
	if (n < 4 || p[0] != '$' || (p[1] != '(' && p[1] != '{'))
		return NULL;
	char close = p[1] == '(' ? ')' : '}';
	if (p[n - 1] != close)
		return NULL;
	size_t k = 2;
	while (k < n - 1 && p[k] != ':' && p[k] != ' ' && p[k] != '$' && p[k] != close)
		k++;
	if (k == n - 1 || p[k] == ':')
		return arena_strndup(a, p + 2, k - 2);
	return NULL;
}

static bool word_is(const char *t, Word w, const char *s)
{
	return strlen(s) == w.end - w.begin && strncmp(t + w.begin, s, w.end - w.begin) == 0;
}

/* Whether a literal word names nvcc: nvcc, /usr/local/cuda/bin/nvcc, $(CUDA)/bin/nvcc. */
static bool names_nvcc(const char *t, Word w)
{
	size_t n = w.end - w.begin;
	const char *p = t + w.begin;
	return (n == 4 || (n > 4 && p[n - 5] == '/')) && strncmp(p + n - 4, "nvcc", 4) == 0;
}

static bool names_host_compiler(Arena *a, const char *t, Word w)
{
	static const char *const vars[] = {"CXX", "CC", "LINK.cc", "LINK.cpp", "MPICXX", "MPICC"};
	static const char *const tools[] = {"g++", "gcc", "c++", "cc", "clang++", "clang",
					    "icpx", "icx", "mpicxx", "mpicc"};
	char *v = var_ref(a, t, w);
	for (size_t i = 0; v && i < countof(vars); i++)
		if (strcmp(v, vars[i]) == 0)
			return true;
	for (size_t i = 0; !v && i < countof(tools); i++) {
		size_t n = strlen(tools[i]), len = w.end - w.begin;
		if (len >= n && strncmp(t + w.end - n, tools[i], n) == 0 &&
		    (len == n || t[w.end - n - 1] == '/'))
			return true;
	}
	return false;
}

static bool separator(const char *t, Word w)
{
	return word_is(t, w, ";") || word_is(t, w, "&&") || word_is(t, w, "||") ||
	       word_is(t, w, "|");
}

/* The first word of a recipe line without its @, - and + prefixes. */
static Word command_word(const char *t, Word w, bool first)
{
	while (first && w.begin < w.end && strchr("@-+", t[w.begin]))
		w.begin++;
	return w;
}

typedef enum { CMD_OTHER, CMD_NVCC, CMD_HOST } CmdKind;

static CmdKind command_kind(Make *m, const char *t, Word w)
{
	char *v = var_ref(m->s->u->arena, t, w);
	if (v && strlist_contains(&m->nvcc_vars, v))
		return CMD_NVCC;
	if (!v && names_nvcc(t, w))
		return CMD_NVCC;
	return names_host_compiler(m->s->u->arena, t, w) ? CMD_HOST : CMD_OTHER;
}

/* Calls fn on each command of a recipe line: words [b, e) of l, first one the program. */
typedef void CommandFn(Make *m, const MakeText *mt, const Line *l, size_t b, size_t e);

static void each_command(Make *m, const MakeText *mt, const Line *l, CommandFn *fn)
{
	size_t b = 0;
	for (size_t i = 0; i <= l->nwords; i++) {
		if (i < l->nwords && !separator(mt->text, l->words[i]))
			continue;
		if (i > b)
			fn(m, mt, l, b, i);
		b = i + 1;
	}
}

/* Every file's lines: the script's own, then its includes'. */
static size_t ntexts(const Make *m)
{
	return 1 + m->ninc;
}

static const MakeText *text_at(const Make *m, size_t i)
{
	return i == 0 ? &m->own : &m->inc[i - 1];
}

static bool add_name(StrList *l, const char *name)
{
	if (strlist_contains(l, name))
		return false;
	strlist_push(l, name);
	return true;
}

static void find_nvcc_vars(Make *m)
{
	Arena *a = m->s->u->arena;
	for (bool more = true; more;) {
		more = false;
		for (size_t k = 0; k < ntexts(m); k++) {
			const MakeText *mt = text_at(m, k);
			for (size_t i = 0; i < mt->n; i++) {
				const Line *l = &mt->lines[i];
				if (l->kind != L_ASSIGN || !l->nwords)
					continue;
				char *v = var_ref(a, mt->text, l->words[0]);
				if ((v && strlist_contains(&m->nvcc_vars, v)) ||
				    (!v && names_nvcc(mt->text, l->words[0])))
					more |= add_name(&m->nvcc_vars, l->name);
			}
		}
	}
}

/* The whole-word references of an nvcc command are flag variables; a value that follows
 * -Xcompiler holds host flags and is left alone. */
static void command_refs(Make *m, const MakeText *mt, const Line *l, size_t b, size_t e)
{
	if (command_kind(m, mt->text, command_word(mt->text, l->words[b], b == 0)) != CMD_NVCC)
		return;
	for (size_t i = b + 1; i < e; i++) {
		if (word_is(mt->text, l->words[i], "-Xcompiler") ||
		    word_is(mt->text, l->words[i], "--compiler-options")) {
			i++;
			continue;
		}
		char *v = var_ref(m->s->u->arena, mt->text, l->words[i]);
		if (v && !strlist_contains(&m->nvcc_vars, v))
			add_name(&m->flag_vars, v);
	}
}

static void find_flag_vars(Make *m)
{
	for (size_t k = 0; k < ntexts(m); k++) {
		const MakeText *mt = text_at(m, k);
		for (size_t i = 0; i < mt->n; i++)
			if (mt->lines[i].kind == L_RECIPE)
				each_command(m, mt, &mt->lines[i], command_refs);
	}
	/* what an nvcc variable or a flag variable takes whole holds flags too */
	Arena *a = m->s->u->arena;
	for (bool more = true; more;) {
		more = false;
		for (size_t k = 0; k < ntexts(m); k++) {
			const MakeText *mt = text_at(m, k);
			for (size_t i = 0; i < mt->n; i++) {
				const Line *l = &mt->lines[i];
				if (l->kind != L_ASSIGN || (!strlist_contains(&m->flag_vars, l->name) &&
							     !strlist_contains(&m->nvcc_vars, l->name)))
					continue;
				for (size_t w = 0; w < l->nwords; w++) {
					char *v = var_ref(a, mt->text, l->words[w]);
					if (v && !strlist_contains(&m->nvcc_vars, v))
						more |= add_name(&m->flag_vars, v);
				}
			}
		}
	}
}

/* Whether the script builds CUDA code: nvcc, or a .cu name outside comments. */
static bool builds_cuda(Make *m)
{
	const MakeText *mt = &m->own;
	for (size_t i = 0; i < mt->n; i++) {
		const Line *l = &mt->lines[i];
		if (l->kind == L_ASSIGN && strlist_contains(&m->nvcc_vars, l->name))
			return true;
		if (l->kind == L_COMMENT || l->kind == L_DEFINE || l->kind == L_BLANK)
			continue;
		for (size_t w = 0; w < l->nwords; w++) {
			Word x = l->words[w];
			if (names_nvcc(mt->text, x) ||
			    build_rename_cu(m->s->u->arena, mt->text + x.begin, x.end - x.begin))
				return true;
		}
	}
	return false;
}

/* ---- includes ---- */

static void read_includes(Make *m, const MakeText *mt, const char *dir, int depth)
{
	for (size_t i = 0; i < mt->n; i++) {
		const Line *l = &mt->lines[i];
		if (l->kind != L_DIRECTIVE || !(strcmp(l->name, "include") == 0 ||
						 strcmp(l->name, "-include") == 0 ||
						 strcmp(l->name, "sinclude") == 0))
			continue;
		for (size_t w = 0; w < l->nwords; w++) {
			Word x = l->words[w];
			char *name = arena_strndup(m->s->u->arena, mt->text + x.begin, x.end - x.begin);
			if (strchr(name, '$'))
				continue;
			char *path = path_absolute(name, dir);
			if (depth == 0)
				build_queue(m->b, path, SCRIPT_MAKE);
			size_t len;
			char *text = depth < 4 ? input_read_file(path, &len) : NULL;
			if (text) {
				PUSH(m->inc, m->ninc, m->capinc, ((MakeText){0}));
				MakeText *it = &m->inc[m->ninc - 1];
				const char *copy = arena_strndup(m->s->u->arena, text, len);
				free(text);
				read_make(m->s->u->arena, it, copy, len);
				char *idir = path_dirname(path);
				/* m->inc may move as it grows: read from a copy */
				MakeText snapshot = *it;
				read_includes(m, &snapshot, idir, depth + 1);
				free(idir);
			}
			free(path);
		}
	}
}

/* Hands what this file knows down to the files it includes, and takes what its own
 * includers handed to it. */
static void inherit(Make *m)
{
	BuildRun *b = m->b;
	for (size_t i = 0; i < b->ninherit; i++) {
		if (strcmp(b->inherit[i].path, m->s->f->path) != 0)
			continue;
		for (size_t k = 0; k < b->inherit[i].nvcc_vars.len; k++)
			add_name(&m->nvcc_vars, b->inherit[i].nvcc_vars.items[k]);
		for (size_t k = 0; k < b->inherit[i].flag_vars.len; k++)
			add_name(&m->flag_vars, b->inherit[i].flag_vars.items[k]);
	}
}

static void hand_down(Make *m, const char *path)
{
	BuildRun *b = m->b;
	MakeInherit *h = NULL;
	for (size_t i = 0; i < b->ninherit && !h; i++)
		if (strcmp(b->inherit[i].path, path) == 0)
			h = &b->inherit[i];
	if (!h) {
		PUSH(b->inherit, b->ninherit, b->capinherit, ((MakeInherit){.path = xstrdup(path)}));
		h = &b->inherit[b->ninherit - 1];
	}
	for (size_t k = 0; k < m->nvcc_vars.len; k++)
		add_name(&h->nvcc_vars, m->nvcc_vars.items[k]);
	for (size_t k = 0; k < m->flag_vars.len; k++)
		add_name(&h->flag_vars, m->flag_vars.items[k]);
}

static void hand_down_all(Make *m)
{
	const MakeText *mt = &m->own;
	for (size_t i = 0; i < mt->n; i++) {
		const Line *l = &mt->lines[i];
		if (l->kind != L_DIRECTIVE || !strstr(l->name, "include"))
			continue;
		for (size_t w = 0; w < l->nwords; w++) {
			Word x = l->words[w];
			char *name = arena_strndup(m->s->u->arena, mt->text + x.begin, x.end - x.begin);
			if (strchr(name, '$'))
				continue;
			char *path = path_absolute(name, m->s->dir);
			hand_down(m, path);
			free(path);
		}
	}
}

/* ---- edits ---- */

static bool has_edit(const EditFile *f, unsigned b, unsigned e)
{
	for (size_t i = 0; i < f->nedits; i++)
		if (f->edits[i].begin < e && f->edits[i].end > b)
			return true;
	return false;
}

static const char runtime_block[] =
	"# cuport: the migrated sources build with the host C++ compiler against the cuport\n"
	"# runtime (pkg-config finds cuport.pc: set PKG_CONFIG_PATH to its directory).\n"
	"ifndef CUPORT_LIBS\n"
	"CUPORT_CFLAGS := $(shell pkg-config --cflags cuport)\n"
	"CUPORT_LIBS := $(shell pkg-config --libs cuport)\n"
	"endif\n";

/* The block goes after the file's opening comment, before its first statement. */
static void add_runtime_block(Make *m)
{
	const MakeText *mt = &m->own;
	size_t i = 0;
	while (i < mt->n && (mt->lines[i].kind == L_COMMENT || mt->lines[i].kind == L_BLANK) &&
	       !(i > 0 && mt->lines[i].kind == L_BLANK))
		i++;
	unsigned at = i < mt->n ? mt->lines[i].begin : (unsigned)mt->len;
	bool blank_before = i > 0 && mt->lines[i - 1].kind != L_BLANK;
	const char *text = arena_printf(m->s->u->arena, "%s%s%s", blank_before ? "\n" : "",
					runtime_block, i < mt->n && mt->lines[i].kind != L_BLANK
					? "\n" : "");
	if (at == mt->len && mt->len && mt->text[mt->len - 1] != '\n')
		text = arena_printf(m->s->u->arena, "\n%s", text);
	edit_add(m->s->f, at, at, text);
}

/* Whether a command only compiles (-c and friends), looking into the flag variables it
 * takes for them too. */
static bool compiles_only(Make *m, const char *t, const Line *l, size_t b, size_t e)
{
	static const char *const only[] = {"-c", "-dc", "-dw", "--compile", "--device-c",
					   "-E", "-M", "-MM", "-S"};
	for (size_t i = b + 1; i < e; i++) {
		for (size_t k = 0; k < countof(only); k++)
			if (word_is(t, l->words[i], only[k]))
				return true;
		char *v = var_ref(m->s->u->arena, t, l->words[i]);
		if (!v || !strlist_contains(&m->flag_vars, v))
			continue;
		for (size_t n = 0; n < m->own.n; n++) {
			const Line *a = &m->own.lines[n];
			if (a->kind != L_ASSIGN || strcmp(a->name, v) != 0)
				continue;
			for (size_t w = 0; w < a->nwords; w++)
				for (size_t k = 0; k < countof(only); k++)
					if (word_is(t, a->words[w], only[k]))
						return true;
		}
	}
	return false;
}

/* Whether the recipe line l compiles a C source: the rule above it has a first
 * prerequisite `x.c` or `%.c`, or the command names one. nvcc compiles those as C. */
static bool compiles_c(const MakeText *mt, const Line *l, size_t b, size_t e)
{
	const char *t = mt->text;
	for (size_t i = b + 1; i < e; i++) {
		Word w = l->words[i];
		if (w.end - w.begin > 2 && t[w.end - 2] == '.' && t[w.end - 1] == 'c' &&
		    t[w.begin] != '-')
			return true;
	}
	for (const Line *r = l; r > mt->lines;) {
		r--;
		if (r->kind == L_RECIPE || r->kind == L_COMMENT || r->kind == L_BLANK)
			continue;
		if (r->kind != L_RULE)
			return false;
		const char *colon = memchr(t + r->begin, ':', r->end - r->begin);
		if (!colon)
			return false;
		const char *p = colon + 1;
		while (p < t + r->end && (*p == ' ' || *p == '\t' || *p == ':'))
			p++;
		const char *q = p;
		while (q < t + r->end && *q != ' ' && *q != '\t' && *q != ';' && *q != '|')
			q++;
		return q - p > 2 && q[-2] == '.' && q[-1] == 'c';
	}
	return false;
}

static void rewrite_command(Make *m, const MakeText *mt, const Line *l, size_t b, size_t e)
{
	Script *s = m->s;
	const char *t = mt->text;
	Word prog = command_word(t, l->words[b], b == 0);
	CmdKind kind = command_kind(m, t, prog);
	if (kind == CMD_OTHER)
		return;
	s->anchor = l->begin;
	if (kind == CMD_NVCC && !var_ref(s->u->arena, t, prog))
		edit_add(s->f, prog.begin, prog.end, "$(CXX)");
	/* a -lcudart of the command becomes the runtime's libraries: none to add then */
	bool has_libs = false;
	for (size_t i = b + 1; i < e; i++) {
		Word w = l->words[i];
		char *word = arena_strndup(s->u->arena, t + w.begin, w.end - w.begin);
		has_libs |= str_starts(word, "-l") && build_runtime_replaces(word + 2);
	}
	bool changed = false;
	build_translate_flags(s, l->words + b + 1, e - b - 1, kind == CMD_NVCC, "$(CUPORT_LIBS)",
			      &changed);
	bool compile = compiles_only(m, t, l, b, e);
	/* nvcc hands a .c file to the C compiler; the C++ compiler that replaces it is told */
	if (kind == CMD_NVCC && compile && compiles_c(mt, l, b, e))
		edit_add(s->f, prog.end, prog.end, " -x c");
	/* a host compiler that links without -lcudart links no CUDA code */
	if (kind == CMD_HOST && !compile && !changed)
		return;
	const char *add = compile || kind == CMD_HOST || has_libs ? " $(CUPORT_CFLAGS)"
		: " $(CUPORT_CFLAGS) $(CUPORT_LIBS)";
	unsigned at = l->words[e - 1].end;
	edit_add(s->f, at, at, add);
}

static void rewrite_assignment(Make *m, const Line *l)
{
	Script *s = m->s;
	bool nvcc = strlist_contains(&m->nvcc_vars, l->name);
	if (!nvcc && !strlist_contains(&m->flag_vars, l->name))
		return;
	s->anchor = l->begin;
	const Word *w = l->words;
	size_t n = l->nwords;
	if (nvcc && n) {
		if (!var_ref(s->u->arena, m->own.text, w[0]))
			edit_add(s->f, w[0].begin, w[0].end,
				 strcmp(l->name, "CXX") == 0 ? "g++" : "$(CXX)");
		w++, n--;
	}
	bool changed = false;
	build_translate_flags(s, w, n, true, "$(CUPORT_LIBS)", &changed);
}

static void rename_sources(Make *m)
{
	const MakeText *mt = &m->own;
	for (size_t i = 0; i < mt->n; i++) {
		const Line *l = &mt->lines[i];
		if (l->kind == L_COMMENT || l->kind == L_DEFINE || l->kind == L_BLANK)
			continue;
		for (size_t k = 0; k < l->nwords; k++) {
			Word w = l->words[k];
			char *to = build_rename_cu(m->s->u->arena, mt->text + w.begin, w.end - w.begin);
			if (to && !has_edit(m->s->f, w.begin, w.end))
				edit_add(m->s->f, w.begin, w.end, to);
		}
	}
}

void make_migrate(BuildRun *b, Script *s)
{
	Make m = {.b = b, .s = s};
	read_make(s->u->arena, &m.own, s->f->text, s->f->len);
	read_includes(&m, &m.own, s->dir, 0);
	inherit(&m);
	find_nvcc_vars(&m);
	find_flag_vars(&m);
	hand_down_all(&m);
	s->cuda = builds_cuda(&m);
	if (s->cuda) {
		for (size_t i = 0; i < m.own.n; i++) {
			const Line *l = &m.own.lines[i];
			if (l->kind == L_ASSIGN)
				rewrite_assignment(&m, l);
			else if (l->kind == L_RECIPE)
				each_command(&m, &m.own, l, rewrite_command);
		}
		rename_sources(&m);
		add_runtime_block(&m);
	}
	free_make(&m.own);
	for (size_t i = 0; i < m.ninc; i++)
		free_make(&m.inc[i]);
	free(m.inc);
	strlist_free(&m.nvcc_vars);
	strlist_free(&m.flag_vars);
}

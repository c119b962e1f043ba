/*
 * A Makefile from the compile database, for a tree whose build scripts cuport did not
 * understand (or that has none): each unit's migrated file is compiled with its own
 * flags as the host compiler takes them (nvccflags.def; include paths into the in-root
 * re-rooted into the out-root, those into a CUDA toolkit left out) and the objects are
 * linked into one program named after the in-root. That is a guess, and the file says so
 * with a diagnostic (1705) at its top.
 */
#include "build.h"

#include <stdlib.h>
#include <string.h>

/* An include path for the generated Makefile, which make runs in the out-root; NULL to
 * leave it out. Heap string. */
static char *include_path(BuildRun *b, const char *path, const char *dir)
{
	const Options *o = b->run->opt;
	char *abs = path_absolute(path, dir);
	char *out = NULL;
	if (o->out_inside && path_is_under(abs, o->out_inside)) {
		/* already a folder of the output tree */
		out = path_relative(abs, o->out_inside);
		if (!*out) {
			free(out);
			out = xstrdup(".");
		}
	} else if (path_is_under(abs, o->in_root)) {
		char *mapped = path_map_output(abs, o->in_root, o->out_root, OUT_HOST);
		out = path_relative(mapped, o->out_root);
		if (!*out) {
			free(out);
			out = xstrdup(".");
		}
		free(mapped);
	} else if (!(strstr(abs, "/cuda") && str_ends(abs, "/include"))) {
		out = xstrdup(abs);
	}
	free(abs);
	return out;
}

static const char *const path_flags[] = {"-I", "-isystem", "-iquote", "-include"};

/* The unit's flags for the host compiler: defines, include paths, language and
 * optimisation, in their order. */
static void unit_flags(BuildRun *b, const CompileCommand *cc, bool c, Buf *out)
{
	HostFlag *fl;
	size_t n = flags_for_host(cc->argv + 1, (size_t)cc->argc - 1, &fl);
	for (size_t i = 0; i < n; i++) {
		if (fl[i].fate == HOSTFLAG_DROP || fl[i].fate == HOSTFLAG_UNKNOWN)
			continue;
		char **w = cc->argv + 1 + fl[i].first;
		const char *flag = fl[i].text ? fl[i].text : w[0];
		if (fl[i].fate == HOSTFLAG_KEEP && fl[i].count == 2 && w[0][0] == '-')
			flag = w[0];
		for (size_t k = 0; k < countof(path_flags); k++) {
			if (!str_starts(w[0], path_flags[k]))
				continue;
			const char *p = fl[i].count == 2 ? w[1] : w[0] + strlen(path_flags[k]);
			char *to = include_path(b, p, cc->directory);
			if (to)
				buf_printf(out, " %s%s%s", path_flags[k],
					   strlen(path_flags[k]) > 2 ? " " : "", to);
			free(to);
			goto next;
		}
		/* nvcc gives a .c file to the C compiler without the unit's C++ standard */
		if (c && flags_is_cxx_standard(flag))
			continue;
		if (str_starts(flag, "-D") || str_starts(flag, "-U") || str_starts(flag, "-std=") ||
		    str_starts(flag, "-O") || str_starts(flag, "-f") || str_starts(flag, "-pthread"))
			buf_printf(out, " %s%s%s", flag, fl[i].count == 2 && !fl[i].text ? " " : "",
				   fl[i].count == 2 && !fl[i].text ? w[1] : "");
next:;
	}
	flags_for_host_free(fl, n);
}

void generate_makefile(BuildRun *b)
{
	const Options *o = b->run->opt;
	size_t nunits = 0;
	for (size_t i = 0; i < b->db->len; i++)
		nunits += path_is_source(o, b->db->items[i].file);
	if (!nunits)
		return;
	char *mk = xasprintf("%s/Makefile", o->out_root);
	for (size_t i = 0; i < b->queued.len; i++) {
		char *out = path_map_output(b->queued.items[i], o->in_root, o->out_root, OUT_HOST);
		if (strcmp(out, mk) == 0) {
			free(mk);
			mk = xasprintf("%s/Makefile.cuport", o->out_root);
		}
		free(out);
	}
	Unit *u = build_new_unit(b, mk);
	const char *program = path_basename(o->in_root);
	if (!*program)
		program = "program";
	char *guess = xasprintf("one program '%s' linked from the %zu unit%s, each compiled with "
				"its own flags", program, nunits, nunits == 1 ? "" : "s");
	unit_diag_at(u, DIAG_BUILD_SCRIPT_GENERATED, mk, 3, 1, path_basename(mk), guess);
	Buf t = {0}, objs = {0}, rules = {0};
	buf_printf(&t, "# Written by cuport from the compile database: no build script under the\n"
		   "# in-root builds the migrated units.\n");
	/* the diagnostic's comment, unless --suppress-warnings silenced it */
	if (u->diags.len)
		buf_printf(&t, "# CUPORT%d:0: %s\n", u->diags.items[0].id, u->diags.items[0].message);
	else
		buf_printf(&t, "# Guessed: %s.\n", guess);
	buf_printf(&t, "ifndef CUPORT_LIBS\nCUPORT_CFLAGS := $(shell pkg-config --cflags cuport)\n"
		   "CUPORT_LIBS := $(shell pkg-config --libs cuport)\nendif\n\n");
	for (size_t i = 0; i < b->db->len; i++) {
		const CompileCommand *cc = &b->db->items[i];
		if (!path_is_source(o, cc->file))
			continue;
		char *out = path_map_output(cc->file, o->in_root, o->out_root, OUT_HOST);
		char *src = path_relative(out, o->out_root);
		size_t stem = strlen(src) - strlen(path_extension(src));
		char *obj = xasprintf("%.*s.o", (int)stem, src);
		buf_printf(&objs, " %s", obj);
		bool c = strcmp(path_extension(src), ".c") == 0;
		buf_printf(&rules, "%s: %s\n\t%s", obj, src, c ? "$(CC)" : "$(CXX)");
		unit_flags(b, cc, c, &rules);
		buf_printf(&rules, " -c %s -o %s $(CUPORT_CFLAGS)\n\n", src, obj);
		free(obj);
		free(src);
		free(out);
	}
	buf_printf(&t, "PROGRAM := %s\nOBJS :=%s\n\nall: $(PROGRAM)\n\n$(PROGRAM): $(OBJS)\n"
		   "\t$(CXX) -o $@ $(OBJS) $(CUPORT_LIBS)\n\n%s"
		   "clean:\n\trm -f $(PROGRAM) $(OBJS)\n\n.PHONY: all clean\n",
		   program, objs.data, rules.data);
	PUSH(u->outputs, u->noutputs, u->capoutputs, ((Output){u->src, t, false, u->src}));
	buf_free(&objs);
	buf_free(&rules);
	free(guess);
	free(mk);
}

/*
 * The pipeline for one translation unit: migrate_unit is the list of its passes, in order.
 *
 *   translate flags -> parse (host) -> collect -> [parse (device) -> collect] -> emit
 *   kernels -> emit host -> compile the .cl (the kernel check) -> number the diagnostics -> place the .cl's comments -> count the
 *   lines -> keep the original lines (--keep-original-code) -> place the comments ->
 *   assemble the outputs -> guard; then migrate_commit writes them (not in --analysis-mode)
 *
 * A unit either writes all its outputs or none: outputs are assembled in memory and
 * written only when the unit had no error and no output would land on an input; main.c
 * commits them in unit order (migrate_commit, one transaction of output.c), so which unit
 * writes a shared header, and what a collision fails, is the same for any -j. The
 * kernel check's errors are the exception: a .cl that does not compile is written (the
 * user fixes it by hand), and the unit counts as not migrated. What the
 * unit prints goes to u->console, which main.c flushes in unit order so -j output is
 * deterministic.
 */
#include "cuport.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void add_output(Unit *u, const char *path, Buf data, bool shared, const char *from)
{
	if (u->noutputs == u->capoutputs) {
		u->capoutputs = u->capoutputs ? u->capoutputs * 2 : 4;
		u->outputs = xrealloc(u->outputs, u->capoutputs * sizeof *u->outputs);
	}
	u->outputs[u->noutputs++] = (Output){arena_strdup(u->arena, path), data, shared, from};
}

/* Every file the unit writes is loaded, edited or not. */
static void load_inputs(Unit *u)
{
	unit_file(u, u->src);
	for (size_t i = 0; i < u->host.includes.len; i++)
		unit_file(u, u->host.includes.items[i]);
}

/* The host file and the headers under in-root, edited; the kernels file when there is one. */
static void assemble(Unit *u)
{
	const Options *o = u->run->opt;
	Err e;
	for (size_t i = 0; i < u->nfiles; i++) {
		EditFile *f = &u->files[i];
		if (strlist_contains(&u->linked_srcs, f->path))
			continue;   /* another unit's source, read for its device functions */
		Buf out = {0};
		if (edit_apply(f, &out, &e) < 0)
			err_die("%s", e.msg);
		char *path = unit_included_unit_output(u, f->path);
		if (!path)
			path = path_map_output(f->path, o->in_root, o->out_root, OUT_HOST);
		add_output(u, path, out, strcmp(f->path, u->src) != 0, f->path);
		free(path);
	}
	if (u->kernels.len) {
		char *path = path_map_output(u->src, o->in_root, o->out_root, OUT_KERNELS);
		add_output(u, path, u->kernels, false, u->src);
		free(path);
		u->kernels = (Buf){0};
	}
}

/* The files the unit read outside the in-root (those under it are never written anyway):
 * none of them may be replaced by an output. A file of an out-root inside the in-root is
 * cuport's own output, never an input: the unit that makes it may replace it. */
static void note_inclusion(CXFile f, CXSourceLocation *stack, unsigned depth, CXClientData d)
{
	(void)stack;
	(void)depth;
	Unit *u = d;
	const char *path = unit_cxfile_path(u, f);
	if (!path_is_cuport_output(u->run->opt, path))
		output_add_input(path);
}

static void note_reads(Unit *u, const Parse *p)
{
	if (p->tu)
		clang_getInclusions(p->tu, note_inclusion, u);
}

/* An output under the in-root, on an input, or also another unit's fails the unit. */
static bool guard(Unit *u)
{
	Err e;
	for (size_t i = 0; i < u->noutputs; i++) {
		if (output_guard(u->outputs[i].path, &e) < 0) {
			unit_diag_at(u, DIAG_OUTPUT_FAILED, u->src, 0, 0, e.msg);
			return false;
		}
	}
	if (u->collides) {
		char *mine = path_map_output(u->src, u->run->opt->in_root, u->run->opt->out_root,
					     OUT_HOST);
		unit_diag_at(u, DIAG_OUTPUT_FAILED, u->src, 0, 0,
			     arena_printf(u->arena, "its output '%s' is also the output of '%s'; "
			     "neither is written: rename one of the two sources",
			     path_display(mine), path_display(u->collides)));
		free(mine);
		return false;
	}
	return true;
}

static void report(Unit *u)
{
	bool color = u->run->color;
	for (size_t i = 0; i < u->diags.len; i++) {
		const Diag *d = &u->diags.items[i];
		if (u->run->opt->quiet && diag_info(d->id)->kind != KIND_ERROR)
			continue;
		diag_format(&u->console, d, color);
	}
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Whether the source can be read at all (a clearer message than libclang's): a directory,
 * a FIFO (libclang would block on it forever) or a device is named as such. */
static bool source_readable(Unit *u)
{
	Err e;
	if (input_check(u->src, &e) < 0) {
		unit_diag_at(u, DIAG_SOURCE_UNREADABLE, u->src, 0, 0, e.msg);
		u->failed = true;
		return false;
	}
	return true;
}

void migrate_unit(Unit *u)
{
	double t0 = now();
	u->arena = arena_new();
	u->tc = u->run->tc;
	flags_translate(&u->args, u->cc, u->tc, u->run->opt, &u->is_cuda);
	if (source_readable(u) && parse_unit(u, &u->host) == 0) {
		collect_unit(u, &u->host);
		note_reads(u, &u->host);
		if (parse_wants_device(u, &u->host) && parse_device_unit(u, &u->device) == 0) {
			collect_unit(u, &u->device);
			note_reads(u, &u->device);
		}
		Parse *kp = u->device.tu ? &u->device : &u->host;
		if (parse_linked_unit(u, kp, &u->linked, &u->linked_srcs) == 0) {
			collect_unit(u, &u->linked);
			note_reads(u, &u->linked);
			collect_keep_own(u, &u->linked, kp);
			kp = &u->linked;
		}
		kernel_emit(u, kp);
		host_emit(u, &u->host);
	}
	if (diag_count_errors(&u->diags))
		u->failed = true;
	else if (!u->run->opt->no_kernel_check)
		kernel_check(u);
	diag_finish(&u->diags);
	kernel_place_comments(u);
	if (!u->failed) {
		load_inputs(u);
		annotate_line_stats(u);
		if (u->run->opt->keep_original)
			annotate_keep_original(u);
		annotate_diag_comments(u);
		assemble(u);
		if (!u->run->opt->analysis && !guard(u))
			u->failed = u->unsafe = true;
	}
	report(u);
	parse_release(&u->host);
	parse_release(&u->device);
	parse_release(&u->linked);
	u->seconds = now() - t0;
}

/* Stages the unit's outputs; a header an earlier unit wrote from the same file gets this
 * unit's changes merged in (merge_lines3: a C unit leaves a header's `#ifdef __CUDACC__`
 * branch alone, the .cu unit renames the CUDA names in it), and one written from another file is a
 * collision. Returns 0 or -1 with e set. */
static int stage_outputs(Unit *u, OutputTxn *t, Err *e)
{
	OutputSet *set = &u->run->outputs;
	for (size_t i = 0; i < u->noutputs; i++) {
		const Output *o = &u->outputs[i];
		const char *owner = output_set_owner(set, o->path);
		if (owner && strcmp(owner, o->from) != 0) {
			err_set(e, "its output '%s' was already written from '%s'; refusing to "
				"replace it with the one from '%s'", path_display(o->path),
				path_display(owner), path_display(o->from));
			return -1;
		}
		if (owner && o->shared) {
			size_t nb, no;
			char *base = input_read_file(o->from, &nb);
			char *ours = input_read_file(o->path, &no);
			char *merged = base && ours && o->data.data
				? merge_lines3(base, ours, o->data.data) : NULL;
			int rc = merged ? output_stage(t, o->path, merged, strlen(merged), e) : 0;
			free(base);
			free(ours);
			free(merged);
			if (rc < 0)
				return -1;
			continue;
		}
		if (output_stage(t, o->path, o->data.data ? o->data.data : "", o->data.len, e) < 0)
			return -1;
	}
	return 0;
}

void migrate_commit(Unit *u)
{
	if (u->failed || u->unsafe || u->run->opt->analysis)
		return;
	OutputTxn t = {0};
	Err e;
	int rc = stage_outputs(u, &t, &e);
	if (rc < 0)
		output_abort(&t);
	else
		rc = output_commit(&t, &e);
	if (rc == 0) {
		for (size_t i = 0; i < u->noutputs; i++)
			output_set_claim(&u->run->outputs, u->outputs[i].path, u->outputs[i].from);
		return;
	}
	/* the error joins the unit's console, after what the unit printed */
	size_t before = u->diags.len;
	unit_diag_at(u, DIAG_OUTPUT_FAILED, u->src, 0, 0, e.msg);
	u->failed = u->write_failed = true;
	for (size_t i = before; i < u->diags.len; i++) {
		u->diags.items[i].seq = 0;
		diag_format(&u->console, &u->diags.items[i], u->run->color);
	}
}

void migrate_free(Unit *u)
{
	for (size_t i = 0; i < u->noutputs; i++)
		buf_free(&u->outputs[i].data);
	free(u->outputs);
	for (size_t i = 0; i < u->nfiles; i++)
		free(u->files[i].edits);
	free(u->files);
	parse_free(&u->host);
	parse_free(&u->device);
	parse_free(&u->linked);
	strlist_free(&u->linked_srcs);
	free(u->kinfo);
	strlist_free(&u->dlaunch);
	free(u->klines);
	free(u->vsyms);
	free(u->apis);
	free(u->diags.items);
	strlist_free(&u->args);
	buf_free(&u->kernels);
	strlist_free(&u->cl_pairs);
	buf_free(&u->console);
	arena_free(u->arena);
}

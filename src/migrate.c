/*
 * The pipeline for one translation unit: migrate_unit is the list of its passes, in order.
 *
 *   translate flags -> parse (host) -> collect -> [parse (device) -> collect] -> emit
 *   kernels -> emit host -> compile the .cl (the kernel check) -> number the diagnostics -> place the .cl's comments -> count the
 *   lines -> keep the original lines (--keep-original-code) -> place the comments ->
 *   assemble the outputs -> guard -> write (not in --analysis-mode)
 *
 * A unit either writes all its outputs or none: outputs are assembled in memory and
 * written only when the unit had no error and no output would land on an input. The
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

static void add_output(Unit *u, const char *path, Buf data, bool shared)
{
	if (u->noutputs == u->capoutputs) {
		u->capoutputs = u->capoutputs ? u->capoutputs * 2 : 4;
		u->outputs = xrealloc(u->outputs, u->capoutputs * sizeof *u->outputs);
	}
	u->outputs[u->noutputs++] = (Output){arena_strdup(u->arena, path), data, shared};
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
		Buf out = {0};
		if (edit_apply(f, &out, &e) < 0)
			die_internal("%s", e.msg);
		char *path = path_map_output(f->path, o->in_root, o->out_root, OUT_HOST);
		add_output(u, path, out, strcmp(f->path, u->src) != 0);
		free(path);
	}
	if (u->kernels.len) {
		char *path = path_map_output(u->src, o->in_root, o->out_root, OUT_KERNELS);
		add_output(u, path, u->kernels, false);
		free(path);
		u->kernels = (Buf){0};
	}
}

/* An output that would replace an input file fails the unit. */
static bool guard(Unit *u)
{
	const StrList *inputs = &u->run->inputs;
	for (size_t i = 0; i < u->noutputs; i++) {
		const char *out = u->outputs[i].path;
		bool bad = path_same_file(out, u->src);
		for (size_t k = 0; k < inputs->len && !bad; k++)
			bad = path_same_file(out, inputs->items[k]);
		for (size_t k = 0; k < u->host.includes.len && !bad; k++)
			bad = path_same_file(out, u->host.includes.items[k]);
		if (bad) {
			unit_diag_at(u, DIAG_OUTPUT_FAILED, u->src, 0, 0,
				     arena_printf(u->arena, "refusing to write '%s': it is an input "
				     "file; choose an --out-root outside the sources",
				     path_display(out)));
			return false;
		}
	}
	return true;
}

/* Writes the unit's own outputs (shared == false) or the headers it shares with other
 * units (shared == true). Shared ones are written by unit_write_shared, from the main
 * thread in database order, so the first unit in the database that includes a header is
 * the one that writes it, whatever -j is. */
static void write_outputs(Unit *u, bool shared)
{
	Err e;
	for (size_t i = 0; i < u->noutputs; i++) {
		Output *o = &u->outputs[i];
		if (o->shared != shared)
			continue;
		if (o->shared && !outputset_claim(&u->run->outputs, o->path))
			continue;
		if (write_file_atomic(o->path, o->data.data ? o->data.data : "", o->data.len,
				      &e) < 0) {
			unit_diag_at(u, DIAG_OUTPUT_FAILED, u->src, 0, 0, e.msg);
			u->failed = true;
			u->write_failed = true;
		}
	}
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
	flags_translate(&u->args, u->cc, u->run->tc, u->run->opt, &u->is_cuda);
	if (source_readable(u) && parse_unit(u, &u->host) == 0) {
		collect_unit(u, &u->host);
		if (parse_wants_device(u, &u->host) && parse_device_unit(u, &u->device) == 0)
			collect_unit(u, &u->device);
		emit_kernels(u, u->device.tu ? &u->device : &u->host);
		emit_host(u, &u->host);
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
		if (!guard(u))
			u->failed = u->unsafe = true;
		else if (!u->run->opt->analysis)
			write_outputs(u, false);
	}
	report(u);
	parse_release(&u->host);
	parse_release(&u->device);
	u->seconds = now() - t0;
}

void unit_write_shared(Unit *u)
{
	if (u->failed || u->unsafe || u->run->opt->analysis)
		return;
	size_t before = u->diags.len;
	write_outputs(u, true);
	/* a header that could not be written: its error joins the unit's console */
	for (size_t i = before; i < u->diags.len; i++) {
		u->diags.items[i].seq = 0;
		diag_format(&u->console, &u->diags.items[i], u->run->color);
	}
}

void unit_free(Unit *u)
{
	for (size_t i = 0; i < u->noutputs; i++)
		buf_free(&u->outputs[i].data);
	free(u->outputs);
	for (size_t i = 0; i < u->nfiles; i++)
		free(u->files[i].edits);
	free(u->files);
	parse_free(&u->host);
	parse_free(&u->device);
	free(u->kinfo);
	free(u->klines);
	free(u->apis);
	free(u->diags.items);
	strlist_free(&u->args);
	buf_free(&u->kernels);
	buf_free(&u->console);
	arena_free(u->arena);
}

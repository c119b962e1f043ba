/*
 * cuport's driver: read the command line, the toolchain, the rules and the compilation
 * database; pick the units under --in-root; migrate them on -j worker threads (libclang is
 * safe to use from several threads with one index each); print each unit's diagnostics in
 * database order as soon as the units before it are done, under a progress bar on a
 * terminal (plain "[i/n] file" lines otherwise); end with the per-ID summary, the
 * --analysis-mode table and the --report files, a summary line, and an exit code that says
 * what went wrong, if anything.
 */
#include "cuport.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

typedef struct {
	Run *run;
	Unit *units;
	size_t n;
	size_t next;             /* next unit to start */
	size_t ndone;            /* units finished */
	size_t printed;          /* units whose console output is out */
	bool *done;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	/* progress: a bar redrawn in place on a terminal, else a plain line per unit */
	bool bar, lines;
	double t0;
} Pool;

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int fail(int code, const char *fmt, ...) PRINTF_LIKE(2, 3);
static int fail(int code, const char *fmt, ...)
{
	va_list ap;
	fputs("cuport: error: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return code;
}

static void *worker(void *arg)
{
	Pool *p = arg;
	for (;;) {
		pthread_mutex_lock(&p->lock);
		size_t i = p->next < p->n ? p->next++ : p->n;
		pthread_mutex_unlock(&p->lock);
		if (i == p->n)
			return NULL;
		migrate_unit(&p->units[i]);
		pthread_mutex_lock(&p->lock);
		p->done[i] = true;
		p->ndone++;
		pthread_cond_broadcast(&p->cond);
		pthread_mutex_unlock(&p->lock);
	}
}

/* "[########------------] 3/10  src/a.cu  0:07", redrawn in place; the file is the last
 * unit started. Called with the pool locked. */
static void draw_bar(Pool *p)
{
	enum { WIDTH = 24 };
	size_t fill = p->ndone * WIDTH / p->n, cur = p->next ? p->next - 1 : 0;
	unsigned secs = (unsigned)(now() - p->t0);
	char bar[WIDTH + 1];
	for (size_t i = 0; i < WIDTH; i++)
		bar[i] = i < fill ? '#' : '-';
	bar[WIDTH] = '\0';
	fprintf(stderr, "\r\033[K[%s] %zu/%zu  %s  %u:%02u", bar, p->ndone, p->n,
		path_display(p->units[cur].src), secs / 60, secs % 60);
	fflush(stderr);
}

static void clear_bar(void)
{
	fputs("\r\033[K", stderr);
}

/* Waits until unit i is done, redrawing the bar a few times a second meanwhile. */
static void wait_for(Pool *p, size_t i)
{
	while (!p->done[i]) {
		if (!p->bar) {
			pthread_cond_wait(&p->cond, &p->lock);
			continue;
		}
		draw_bar(p);
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += 250000000L;
		if (ts.tv_nsec >= 1000000000L)
			ts.tv_sec++, ts.tv_nsec -= 1000000000L;
		pthread_cond_timedwait(&p->cond, &p->lock, &ts);
	}
}

/* Prints units in order as they finish. */
static void drain(Pool *p)
{
	pthread_mutex_lock(&p->lock);
	while (p->printed < p->n) {
		wait_for(p, p->printed);
		Unit *u = &p->units[p->printed++];
		pthread_mutex_unlock(&p->lock);
		migrate_commit(u);
		if (p->bar)
			clear_bar();
		if (p->lines)
			fprintf(stderr, "[%zu/%zu] %s\n", p->printed, p->n, path_display(u->src));
		if (u->console.len)
			fwrite(u->console.data, 1, u->console.len, stderr);
		pthread_mutex_lock(&p->lock);
	}
	pthread_mutex_unlock(&p->lock);
	if (p->bar)
		clear_bar();
}

static void run_units(Run *run, Unit *units, size_t n, int jobs)
{
	Pool p = {.run = run, .units = units, .n = n, .done = xcalloc(n, sizeof(bool)),
		  .t0 = now()};
	/* Progress only helps when there is more than one unit to wait for. */
	if (n > 1 && !run->opt->quiet) {
		p.bar = isatty(STDERR_FILENO) && !(getenv("TERM") && !strcmp(getenv("TERM"), "dumb"));
		p.lines = !p.bar;
	}
	pthread_mutex_init(&p.lock, NULL);
	pthread_cond_init(&p.cond, NULL);
	size_t nthreads = (size_t)jobs < n ? (size_t)jobs : n;
	pthread_t *threads = xcalloc(nthreads, sizeof *threads);
	for (size_t i = 0; i < nthreads; i++)
		if (pthread_create(&threads[i], NULL, worker, &p) != 0)
			err_die("cannot start a worker thread");
	drain(&p);
	for (size_t i = 0; i < nthreads; i++)
		pthread_join(threads[i], NULL);
	free(threads);
	free(p.done);
	pthread_cond_destroy(&p.cond);
	pthread_mutex_destroy(&p.lock);
}

/* Makes sure out-root can be created and written before any unit runs; one that does not
 * exist yet is made with its marker, so that later runs know it as cuport's. */
static int check_out_root(const char *dir)
{
	Err e;
	if (output_make_out_root(dir, &e) < 0 || output_probe_dir(dir, &e) < 0)
		return fail(EXIT_OUTPUT, "--out-root '%s' is not writable: %s", dir, e.msg);
	return 0;
}

/* Two units whose outputs have one path (a.cu and a.cpp both make a.cpp) both fail,
 * whatever -j is: neither would be whole otherwise. */
static void find_collisions(Unit *units, size_t n, const Options *o)
{
	typedef struct { char *path; size_t unit; } Mapped;
	Mapped *m = xcalloc(2 * n + 1, sizeof *m);
	size_t len = 0;
	for (size_t i = 0; i < n; i++) {
		m[len++] = (Mapped){path_map_output(units[i].src, o->in_root, o->out_root, OUT_HOST), i};
		if (path_is_cuda_source(units[i].src))
			m[len++] = (Mapped){path_map_output(units[i].src, o->in_root, o->out_root,
							     OUT_KERNELS), i};
	}
	for (size_t i = 0; i < len; i++)
		for (size_t k = i + 1; k < len; k++) {
			Unit *a = &units[m[i].unit], *b = &units[m[k].unit];
			if (strcmp(a->src, b->src) == 0 || strcmp(m[i].path, m[k].path) != 0)
				continue;
			if (!a->collides)
				a->collides = b->src;
			if (!b->collides)
				b->collides = a->src;
		}
	for (size_t i = 0; i < len; i++)
		free(m[i].path);
	free(m);
}

/* Keeps the entries under in-root (and among the named sources, when any are named). */
static size_t select_units(const CompDb *db, const Options *o, const CompileCommand **sel)
{
	size_t n = 0;
	for (size_t i = 0; i < db->len; i++) {
		const CompileCommand *cc = &db->items[i];
		if (o->compdb && o->sources.len && !strlist_contains(&o->sources, cc->file))
			continue;
		if (!path_is_under(cc->file, o->in_root)) {
			fprintf(stderr, "cuport: warning: %s: outside --in-root %s, skipped\n",
				path_display(cc->file), path_display(o->in_root));
			continue;
		}
		if (!path_is_source(o, cc->file)) {
			/* a file of an earlier run's output tree (a database made by building it) */
			if (!o->quiet)
				fprintf(stderr, "cuport: note: %s: inside --out-root %s, cuport's "
					"output, not a source: skipped\n", path_display(cc->file),
					path_display(o->out_root));
			continue;
		}
		sel[n++] = cc;
	}
	return n;
}

static int load_inputs(const Options *o, CompDb *db)
{
	Err e;
	if (!o->compdb) {
		compdb_from_sources(db, &o->sources);
		return 0;
	}
	if (compdb_load(db, o->compdb, &e) < 0)
		return fail(EXIT_INPUT, "%s", e.msg);
	for (size_t i = 0; i < o->sources.len; i++) {
		bool found = false;
		for (size_t k = 0; k < db->len && !found; k++)
			found = strcmp(db->items[k].file, o->sources.items[i]) == 0;
		if (!found)
			return fail(EXIT_INPUT, "%s: not in the compilation database %s",
				    path_display(o->sources.items[i]), db->path);
	}
	return 0;
}

/* What the run reads before any unit: no output may replace it. */
static void note_inputs(const Options *o, const CompDb *db)
{
	if (db->path)
		output_add_input(db->path);
	/* an entry inside an out-root of cuport's is never read: the run may replace it */
	for (size_t i = 0; i < db->len; i++)
		if (!path_is_cuport_output(o, db->items[i].file))
			output_add_input(db->items[i].file);
	for (size_t i = 0; i < o->rule_files.len; i++)
		output_add_input(o->rule_files.items[i]);
}

/* The per-ID summary, the analysis table and the report files, from every unit. */
static int finish_report(Report *r, const Options *o, double seconds)
{
	if (!o->quiet)
		report_print_summary(r, stderr);
	if (o->analysis)
		report_print_analysis(r, stdout);
	if (!o->reports)
		return 0;
	Err e;
	if (report_write(r, seconds, &e) < 0)
		return fail(EXIT_OUTPUT, "cannot write the report: %s", e.msg);
	if (!o->quiet)
		fprintf(stderr, "Report: %s.*\n", path_display(o->report_prefix));
	return 0;
}

static int migrate_all(Run *run, const CompDb *db)
{
	const Options *o = run->opt;
	double t0 = now();
	const CompileCommand **sel = xcalloc(db->len + 1, sizeof *sel);
	size_t n = select_units(db, o, sel);
	if (n == 0) {
		free(sel);
		return fail(EXIT_INPUT, "no translation unit lies under --in-root %s",
			    path_display(o->in_root));
	}
	Unit *units = xcalloc(n, sizeof *units);
	StrList srcs = {0};
	for (size_t i = 0; i < n; i++) {
		units[i] = (Unit){.run = run, .cc = sel[i], .src = sel[i]->file};
		strlist_push(&srcs, sel[i]->file);
	}
	find_collisions(units, n, o);
	run->units = &srcs;
	run_units(run, units, n, o->jobs);

	Report *report = report_new(o);
	size_t ok = 0, warnings = 0;
	bool unsafe = false, write_failed = false;
	for (size_t i = 0; i < n; i++) {
		ok += !units[i].failed && !units[i].kernels_unbuilt;
		warnings += diag_count_kind(&units[i].diags, KIND_WARNING);
		unsafe |= units[i].unsafe;
		write_failed |= units[i].write_failed;
		report_add_unit(report, &units[i]);
		migrate_free(&units[i]);
	}
	free(units);
	free(sel);
	/* the build scripts belong to the tree, not to a unit: they come after all units */
	Unit *scripts = NULL;
	/* without -p there is no tree to speak of, only the sources named */
	size_t nscripts = o->no_build_scripts || !o->compdb ? 0 : build_migrate(run, db, &scripts);
	for (size_t i = 0; i < nscripts; i++) {
		Unit *s = &scripts[i];
		if (s->console.len)
			fwrite(s->console.data, 1, s->console.len, stderr);
		warnings += diag_count_kind(&s->diags, KIND_WARNING);
		unsafe |= s->unsafe;
		write_failed |= s->write_failed;
		report_add_unit(report, s);
		migrate_free(s);
	}
	free(scripts);
	/* the data files last: a path the units or the scripts wrote is theirs */
	if (!o->no_copy_data && !o->analysis && o->compdb) {
		size_t copied;
		Unit *d = datacopy_run(run, &srcs, &copied);
		if (d->console.len)
			fwrite(d->console.data, 1, d->console.len, stderr);
		/* only a note makes it a row of the reports: the copy itself is no unit */
		if (d->diags.len)
			report_add_unit(report, d);
		migrate_free(d);
		free(d);
	}
	run->units = NULL;
	strlist_free(&srcs);
	int rc = finish_report(report, o, now() - t0);
	report_free(report);
	fprintf(stderr, "%s %zu of %zu translation units, %zu warning%s%s\n",
		o->analysis ? "Analysed" : "Migrated", ok, n, warnings, warnings == 1 ? "" : "s",
		o->analysis ? " (nothing was written)" : "");
	if (unsafe || write_failed || rc)
		return EXIT_OUTPUT;
	return ok == n ? EXIT_MIGRATED : EXIT_UNITS_FAILED;
}

int main(int argc, char **argv)
{
	Options o;
	int rc = options_parse(&o, argc, argv);
	if (rc == OPTIONS_DUMP_DIAGNOSTICS) {
		report_dump_diagnostics(stdout);
		return EXIT_MIGRATED;
	}
	if (rc >= 0)
		return rc;
	Err e;
	Toolchain tc;
	CompDb db = {0};
	Rules *rules = NULL;
	/* --analysis-mode writes no output tree: its out-root may be anywhere (and is not
	 * left out of the sources unless cuport made it). */
	char *inside;
	if ((paths_check_roots(o.in_root, o.out_root, &inside, &e) < 0 && !o.analysis) ||
	    (o.out_inside = inside, output_init(&o, &e) < 0)) {
		rc = fail(EXIT_OUTPUT, "%s", e.msg);
		goto out;
	}
	if (toolchain_init(&tc, &o, argv[0], &e) < 0) {
		rc = fail(EXIT_INPUT, "%s", e.msg);
		goto out;
	}
	rules = rules_load(tc.rules_dir, &o.rule_files, &e);
	if (!rules) {
		rc = fail(EXIT_INPUT, "%s", e.msg);
		goto out_tc;
	}
	if ((rc = load_inputs(&o, &db)) != 0)
		goto out_db;
	note_inputs(&o, &db);
	/* --analysis-mode writes no output tree: out-root need not be writable (unless the
	 * reports go into it). */
	if ((!o.analysis || (o.reports && path_is_under(o.report_prefix, o.out_root))) &&
	    (rc = check_out_root(o.out_root)) != 0)
		goto out_db;
	Run run = {.opt = &o, .tc = &tc, .rules = rules, .color = diag_use_color(stderr)};
	output_set_init(&run.outputs);
	rc = migrate_all(&run, &db);
	output_set_free(&run.outputs);
out_db:
	compdb_free(&db);
	rules_free(rules);
out_tc:
	toolchain_free(&tc);
out:
	options_free(&o);
	return rc;
}

/*
 * cuport's driver: read the command line, the toolchain, the rules and the compilation
 * database; pick the units under --in-root; migrate them on -j worker threads (libclang is
 * safe to use from several threads with one index each); print each unit's diagnostics in
 * database order as soon as the units before it are done; end with a summary line and an
 * exit code that says what went wrong, if anything.
 */
#include "cuport.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
	Run *run;
	Unit *units;
	size_t n;
	size_t next;             /* next unit to start */
	size_t printed;          /* units whose console output is out */
	bool *done;
	pthread_mutex_t lock;
	pthread_cond_t cond;
} Pool;

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
		pthread_cond_broadcast(&p->cond);
		pthread_mutex_unlock(&p->lock);
	}
}

/* Prints units in order as they finish, and frees each once printed. */
static void drain(Pool *p)
{
	pthread_mutex_lock(&p->lock);
	while (p->printed < p->n) {
		while (!p->done[p->printed])
			pthread_cond_wait(&p->cond, &p->lock);
		Unit *u = &p->units[p->printed++];
		pthread_mutex_unlock(&p->lock);
		if (u->console.len)
			fwrite(u->console.data, 1, u->console.len, stderr);
		pthread_mutex_lock(&p->lock);
	}
	pthread_mutex_unlock(&p->lock);
}

static void run_units(Run *run, Unit *units, size_t n, int jobs)
{
	Pool p = {.run = run, .units = units, .n = n, .done = xcalloc(n, sizeof(bool))};
	pthread_mutex_init(&p.lock, NULL);
	pthread_cond_init(&p.cond, NULL);
	size_t nthreads = (size_t)jobs < n ? (size_t)jobs : n;
	pthread_t *threads = xcalloc(nthreads, sizeof *threads);
	for (size_t i = 0; i < nthreads; i++)
		if (pthread_create(&threads[i], NULL, worker, &p) != 0)
			die_internal("cannot start a worker thread");
	drain(&p);
	for (size_t i = 0; i < nthreads; i++)
		pthread_join(threads[i], NULL);
	free(threads);
	free(p.done);
	pthread_cond_destroy(&p.cond);
	pthread_mutex_destroy(&p.lock);
}

/* Makes sure out-root can be created and written before any unit runs. */
static int check_out_root(const char *dir)
{
	Err e;
	char *probe = xasprintf("%s/.cuport-write-test", dir);
	int rc = write_file_atomic(probe, "", 0, &e);
	if (rc == 0)
		unlink(probe);
	free(probe);
	if (rc < 0)
		return fail(EXIT_OUTPUT, "--out-root '%s' is not writable: %s", dir, e.msg);
	return 0;
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

static int migrate_all(Run *run, const CompDb *db)
{
	const Options *o = run->opt;
	const CompileCommand **sel = xcalloc(db->len + 1, sizeof *sel);
	size_t n = select_units(db, o, sel);
	if (n == 0) {
		free(sel);
		return fail(EXIT_INPUT, "no translation unit lies under --in-root %s",
			    path_display(o->in_root));
	}
	for (size_t i = 0; i < db->len; i++)
		strlist_push(&run->inputs, db->items[i].file);
	Unit *units = xcalloc(n, sizeof *units);
	for (size_t i = 0; i < n; i++)
		units[i] = (Unit){.run = run, .cc = sel[i], .src = sel[i]->file};
	run_units(run, units, n, o->jobs);

	size_t ok = 0, warnings = 0;
	bool unsafe = false, write_failed = false;
	for (size_t i = 0; i < n; i++) {
		ok += !units[i].failed;
		warnings += units[i].diags.len - diag_count_errors(&units[i].diags);
		unsafe |= units[i].unsafe;
		write_failed |= units[i].write_failed;
		unit_free(&units[i]);
	}
	free(units);
	free(sel);
	fprintf(stderr, "Migrated %zu of %zu translation units, %zu warning%s\n", ok, n,
		warnings, warnings == 1 ? "" : "s");
	if (unsafe || write_failed)
		return EXIT_OUTPUT;
	return ok == n ? EXIT_MIGRATED : EXIT_UNITS_FAILED;
}

int main(int argc, char **argv)
{
	Options o;
	int rc = options_parse(&o, argc, argv);
	if (rc >= 0)
		return rc;
	Err e;
	Toolchain tc;
	CompDb db = {0};
	Rules *rules = NULL;
	if (paths_check_roots(o.in_root, o.out_root, &e) < 0) {
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
	if ((rc = load_inputs(&o, &db)) != 0 || (rc = check_out_root(o.out_root)) != 0)
		goto out_db;
	Run run = {.opt = &o, .tc = &tc, .rules = rules, .color = diag_use_color(stderr)};
	outputset_init(&run.outputs);
	rc = migrate_all(&run, &db);
	outputset_free(&run.outputs);
	strlist_free(&run.inputs);
out_db:
	compdb_free(&db);
	rules_free(rules);
out_tc:
	toolchain_free(&tc);
out:
	options_free(&o);
	return rc;
}

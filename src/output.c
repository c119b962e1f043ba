/*
 * Every file cuport writes goes through this file, and through output_stage alone: unit
 * outputs, shared headers, reports, build scripts, the out-root probe. output_stage first
 * asks output_guard, which resolves the target's symbolic links (the real path of its
 * deepest existing ancestor) and refuses anything under the in-root (but for an out-root
 * accepted inside it: a new folder, or one holding OUT_MARKER) and any file the run read:
 * the compile DB, its entries, rule files, build scripts, the headers a unit included.
 *
 * A set of files is written as a transaction (OutputTxn): each file is staged as a
 * temporary `<name>.cuport-XXXXXX` in its own directory, and only when every one of them is
 * complete are they renamed into place, together, under one lock (output_commit takes back
 * the renames already done should a later one fail). A failure while staging
 * (a full disk, a refused path) removes the staged temporaries and the directories made for
 * them, so nothing of the set appears. Temporaries are registered while they exist; SIGINT,
 * SIGTERM and SIGHUP are blocked in every thread and taken by one thread (sigwait), which
 * waits for a rename in progress to finish, unlinks the registered temporaries and ends
 * the process by the same signal: an interrupted run leaves whole sets and no temporary.
 */
#include "cuport.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static struct {
	char *in_root;            /* resolved */
	char *out_root;           /* resolved; inputs below it are the ones a write can hit */
	bool out_inside;          /* the out-root lies inside the in-root, and was accepted */
	char *report_dir;         /* resolved directory of the report files, or NULL */
	pthread_mutex_t lock;     /* inputs and temps */
	pthread_mutex_t commit;   /* held while a transaction renames its files */
	char **inputs; size_t ninputs, capinputs;  /* resolved, sorted */
	char **temps; size_t ntemps, captemps;     /* temporaries that exist now */
	unsigned pause_ms;        /* test hook: a pause between staging and renaming */
	mode_t umask;
} out = {.lock = PTHREAD_MUTEX_INITIALIZER, .commit = PTHREAD_MUTEX_INITIALIZER};

/* ---- interruption ---- */

static sigset_t stop_signals;

static void *signal_thread(void *arg)
{
	(void)arg;
	int sig;
	while (sigwait(&stop_signals, &sig) != 0)
		;
	/* Both locks are kept to the end: no rename and no new temporary from here on. */
	pthread_mutex_lock(&out.commit);
	pthread_mutex_lock(&out.lock);
	for (size_t i = 0; i < out.ntemps; i++)
		unlink(out.temps[i]);
	signal(sig, SIG_DFL);
	sigset_t one;
	sigemptyset(&one);
	sigaddset(&one, sig);
	pthread_sigmask(SIG_UNBLOCK, &one, NULL);
	raise(sig);
	_exit(128 + sig);
}

/* exit() on an internal error: its temporaries go too. The lock is only tried, since the
 * exiting thread may hold it. */
static void remove_temps_at_exit(void)
{
	bool locked = pthread_mutex_trylock(&out.lock) == 0;
	for (size_t i = 0; i < out.ntemps; i++)
		unlink(out.temps[i]);
	if (locked)
		pthread_mutex_unlock(&out.lock);
}

static void register_temp(char *tmp)
{
	PUSH(out.temps, out.ntemps, out.captemps, tmp);
}

static void unregister_temp(const char *tmp)
{
	pthread_mutex_lock(&out.lock);
	for (size_t i = 0; i < out.ntemps; i++)
		if (out.temps[i] == tmp) {
			out.temps[i] = out.temps[--out.ntemps];
			break;
		}
	pthread_mutex_unlock(&out.lock);
}

/* ---- the guard ---- */

/* Index of the first input >= real; called with out.lock held. */
static size_t input_lower_bound(const char *real)
{
	size_t lo = 0, hi = out.ninputs;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(out.inputs[mid], real) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Whether a resolved path lies in the part of the in-root that is never written: all of
 * it but an out-root accepted inside it. */
static bool in_root_only(const char *real)
{
	return path_is_under(real, out.in_root) &&
	       !(out.out_inside && path_is_under(real, out.out_root));
}

void output_add_input(const char *path)
{
	char *real = path_resolve(path);
	/* Only a file where cuport writes can be hit: under the in-root nothing is written
	 * anyway, and elsewhere only the out-root and the reports' directory are. */
	bool reachable = out.in_root && !in_root_only(real) &&
			 ((out.out_root && path_is_under(real, out.out_root)) ||
			  (out.report_dir && path_is_under(real, out.report_dir)));
	if (!reachable) {
		free(real);
		return;
	}
	pthread_mutex_lock(&out.lock);
	size_t at = input_lower_bound(real);
	if (at < out.ninputs && strcmp(out.inputs[at], real) == 0) {
		free(real);
	} else {
		PUSH(out.inputs, out.ninputs, out.capinputs, NULL);
		memmove(out.inputs + at + 1, out.inputs + at,
			(out.ninputs - 1 - at) * sizeof *out.inputs);
		out.inputs[at] = real;
	}
	pthread_mutex_unlock(&out.lock);
}

int output_guard(const char *path, Err *e)
{
	char *real = path_resolve(path);
	int rc = 0;
	/* out.in_root is NULL in the tools that write without a run (no output_init) */
	if (out.in_root && in_root_only(real)) {
		char *rel = path_relative(real, out.in_root);
		err_set(e, "refusing to write '%s': it lies inside --in-root '%s' (as '%s'%s); "
			"nothing under the in-root is ever written, but for an out-root inside it",
			path_display(path), out.in_root, rel,
			strcmp(real, path) ? ", through a symbolic link" : "");
		free(rel);
		rc = -1;
	} else {
		pthread_mutex_lock(&out.lock);
		size_t at = input_lower_bound(real);
		bool input = at < out.ninputs && strcmp(out.inputs[at], real) == 0;
		pthread_mutex_unlock(&out.lock);
		if (input) {
			err_set(e, "refusing to write '%s': it is an input file; choose an "
				"--out-root outside the sources", path_display(path));
			rc = -1;
		}
	}
	free(real);
	return rc;
}

/* ---- setup ---- */

int output_init(const Options *o, Err *e)
{
	out.in_root = path_resolve(o->in_root);
	out.out_root = path_resolve(o->out_root);
	out.out_inside = o->out_inside != NULL;
	if (o->reports) {
		char *dir = path_dirname(o->report_prefix);
		out.report_dir = path_resolve(dir);
		free(dir);
		char *real = path_resolve(o->report_prefix);
		bool inside = in_root_only(real);
		free(real);
		if (inside) {
			err_set(e, "--report-file-prefix '%s' lies inside --in-root '%s'; cuport "
				"never writes under the in-root (but for an out-root inside it): "
				"choose a prefix outside it", o->report_prefix, o->in_root);
			return -1;
		}
	}
	/* umask can only be read by setting it: once, before any thread starts. */
	out.umask = umask(022);
	umask(out.umask);
	const char *pause = getenv("CUPORT_TEST_COMMIT_PAUSE_MS");
	out.pause_ms = pause ? (unsigned)strtoul(pause, NULL, 10) : 0;
	/* Past a file size limit, a write fails with EFBIG (a message) instead of killing
	 * the process with its temporaries in place. */
	signal(SIGXFSZ, SIG_IGN);
	sigemptyset(&stop_signals);
	sigaddset(&stop_signals, SIGINT);
	sigaddset(&stop_signals, SIGTERM);
	sigaddset(&stop_signals, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &stop_signals, NULL);
	atexit(remove_temps_at_exit);
	pthread_t t;
	if (pthread_create(&t, NULL, signal_thread, NULL) != 0)
		err_die("cannot start the signal thread");
	pthread_detach(t);
	return 0;
}

/* ---- transactions ---- */

/* mkdir -p, remembering in t the directories it made. Returns 0 or -1 with errno set. */
static int make_dirs(OutputTxn *t, const char *dir)
{
	struct stat st;
	if (stat(dir, &st) == 0)
		return S_ISDIR(st.st_mode) ? 0 : (errno = ENOTDIR, -1);
	char *parent = path_dirname(dir);
	int rc = strcmp(parent, dir) == 0 ? 0 : make_dirs(t, parent);
	free(parent);
	if (rc == 0) {
		if (mkdir(dir, 0777) == 0)
			strlist_push(&t->dirs, dir);
		else if (errno != EEXIST)
			rc = -1;
	}
	return rc;
}

static int write_all(int fd, const char *data, size_t len)
{
	size_t done = 0;
	while (done < len) {
		ssize_t n = write(fd, data + done, len - done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n == 0)
			errno = ENOSPC;
		if (n <= 0)
			return -1;
		done += (size_t)n;
	}
	return 0;
}

int output_stage(OutputTxn *t, const char *path, const char *data, size_t len, Err *e)
{
	if (output_guard(path, e) < 0)
		return -1;
	struct stat st;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		err_set(e, "cannot write '%s': it is a directory", path_display(path));
		return -1;
	}
	char *dir = path_dirname(path);
	if (make_dirs(t, dir) < 0) {
		err_set(e, "cannot create directory '%s': %s", path_display(dir), strerror(errno));
		free(dir);
		return -1;
	}
	free(dir);
	char *tmp = xasprintf("%s.cuport-XXXXXX", path);
	pthread_mutex_lock(&out.lock);
	int fd = mkstemp(tmp);
	if (fd >= 0)
		register_temp(tmp);
	pthread_mutex_unlock(&out.lock);
	if (fd < 0) {
		err_set(e, "cannot write '%s': %s", path_display(path), strerror(errno));
		free(tmp);
		return -1;
	}
	/* mkstemp creates 0600; outputs get the usual umask-governed mode. */
	if (write_all(fd, data, len) < 0 || fchmod(fd, 0666 & ~out.umask) < 0) {
		err_set(e, "cannot write '%s': %s", path_display(path), strerror(errno));
		close(fd);
		unlink(tmp);
		unregister_temp(tmp);
		free(tmp);
		return -1;
	}
	if (close(fd) < 0) {
		err_set(e, "cannot write '%s': %s", path_display(path), strerror(errno));
		unlink(tmp);
		unregister_temp(tmp);
		free(tmp);
		return -1;
	}
	PUSH(t->items, t->len, t->cap, ((OutputStaged){xstrdup(path), tmp}));
	return 0;
}

static void txn_clear(OutputTxn *t)
{
	for (size_t i = 0; i < t->len; i++) {
		unregister_temp(t->items[i].tmp);
		free(t->items[i].path);
		free(t->items[i].tmp);
	}
	free(t->items);
	strlist_free(&t->dirs);
	*t = (OutputTxn){0};
}

void output_abort(OutputTxn *t)
{
	for (size_t i = 0; i < t->len; i++)
		unlink(t->items[i].tmp);
	/* the directories made for the set, deepest first; one that holds anything stays */
	for (size_t i = t->dirs.len; i-- > 0;)
		rmdir(t->dirs.items[i]);
	txn_clear(t);
}

/* Puts the staged files in place, all of them or none. Before the first rename, each
 * target that exists gets a second name (a hard link `<tmp>.old`), so that should a rename
 * fail partway (the target became a directory meanwhile, a file system full of inodes),
 * the files already renamed are taken back: a target that existed gets its old file again,
 * a new one is removed. On a file system without hard links a target's old file cannot be
 * kept, and a failed set removes it instead; the error says so. */
int output_commit(OutputTxn *t, Err *e)
{
	if (out.pause_ms && t->len) {
		struct timespec ts = {out.pause_ms / 1000, (long)(out.pause_ms % 1000) * 1000000L};
		while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
			;
	}
	int rc = 0;
	pthread_mutex_lock(&out.commit);
	char **old = xcalloc(t->len ? t->len : 1, sizeof *old);
	bool lost = false; /* an old file that could not be kept */
	for (size_t i = 0; i < t->len; i++) {
		char *keep = xasprintf("%s.old", t->items[i].tmp);
		if (link(t->items[i].path, keep) == 0) {
			old[i] = keep;
			pthread_mutex_lock(&out.lock);
			register_temp(keep);
			pthread_mutex_unlock(&out.lock);
		} else {
			/* none to keep: no target yet, or a directory (whose rename fails) */
			struct stat st;
			lost |= errno != ENOENT && lstat(t->items[i].path, &st) == 0 &&
				!S_ISDIR(st.st_mode);
			free(keep);
		}
	}
	size_t done = 0;
	for (; done < t->len; done++)
		if (rename(t->items[done].tmp, t->items[done].path) < 0)
			break;
	if (done < t->len) {
		err_set(e, "cannot write '%s': %s; none of the %zu file%s of its set %s written%s",
			path_display(t->items[done].path), strerror(errno), t->len,
			t->len == 1 ? "" : "s", t->len == 1 ? "is" : "are",
			lost ? " (a file it replaces could not be kept and is gone)" : "");
		rc = -1;
		for (size_t i = 0; i < done; i++)
			if (!old[i] || rename(old[i], t->items[i].path) < 0)
				unlink(t->items[i].path);
		for (size_t i = done; i < t->len; i++)
			unlink(t->items[i].tmp);
	}
	for (size_t i = 0; i < t->len; i++)
		if (old[i]) {
			unlink(old[i]); /* gone already where it was put back */
			unregister_temp(old[i]);
			free(old[i]);
		}
	free(old);
	txn_clear(t);
	pthread_mutex_unlock(&out.commit);
	return rc;
}

int output_write(const char *path, const char *data, size_t len, Err *e)
{
	OutputTxn t = {0};
	if (output_stage(&t, path, data, len, e) < 0) {
		output_abort(&t);
		return -1;
	}
	return output_commit(&t, e);
}

int output_make_out_root(const char *dir, Err *e)
{
	/* Made at its real path: a symbolic link to a folder that does not exist yet is
	 * followed, not replaced. */
	char *real = path_resolve(dir);
	struct stat st;
	int rc = 0;
	if (lstat(real, &st) < 0) {
		char *marker = xasprintf("%s/%s", real, OUT_MARKER);
		static const char text[] =
			"This folder was made by cuport as its --out-root: the migrated tree.\n"
			"cuport may write into it again, even when it lies inside --in-root, and\n"
			"never reads the files in it as sources. Delete this file to make cuport\n"
			"refuse the folder as an out-root inside --in-root.\n";
		rc = output_write(marker, text, sizeof text - 1, e);
		free(marker);
	}
	free(real);
	return rc;
}

int output_probe_dir(const char *dir, Err *e)
{
	OutputTxn t = {0};
	char *probe = xasprintf("%s/.cuport-write-test", dir);
	int rc = output_stage(&t, probe, "", 0, e);
	free(probe);
	output_abort(&t);
	return rc;
}

/* ---- files shared between units ---- */

void output_set_init(OutputSet *s)
{
	*s = (OutputSet){0};
	pthread_mutex_init(&s->lock, NULL);
}

void output_set_free(OutputSet *s)
{
	pthread_mutex_destroy(&s->lock);
	strlist_free(&s->claimed);
	strlist_free(&s->from);
}

const char *output_set_owner(OutputSet *s, const char *path)
{
	pthread_mutex_lock(&s->lock);
	const char *from = NULL;
	for (size_t i = 0; i < s->claimed.len && !from; i++)
		if (strcmp(s->claimed.items[i], path) == 0)
			from = s->from.items[i];
	pthread_mutex_unlock(&s->lock);
	return from;
}

void output_set_claim(OutputSet *s, const char *path, const char *from)
{
	pthread_mutex_lock(&s->lock);
	bool known = strlist_contains(&s->claimed, path);
	if (!known) {
		strlist_push(&s->claimed, path);
		strlist_push(&s->from, from);
	}
	pthread_mutex_unlock(&s->lock);
}

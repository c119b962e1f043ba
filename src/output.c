/*
 * Writing the output tree. Each file is written to a temporary file in its own directory
 * and renamed over the target, so a reader (or a crash) never sees half a file; nothing is
 * written for a unit that failed. Headers reached from several units are produced by the
 * first unit that claims them.
 */
#include "cuport.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* mkdir -p. Returns 0 or -1 with errno set. */
static int make_dirs(const char *dir)
{
	struct stat st;
	if (stat(dir, &st) == 0)
		return S_ISDIR(st.st_mode) ? 0 : (errno = ENOTDIR, -1);
	char *parent = path_dirname(dir);
	int rc = strcmp(parent, dir) == 0 ? 0 : make_dirs(parent);
	free(parent);
	if (rc == 0 && mkdir(dir, 0777) < 0 && errno != EEXIST)
		rc = -1;
	return rc;
}

/* umask can only be read by setting it, which is not thread-safe: read it once. */
static pthread_once_t umask_once = PTHREAD_ONCE_INIT;
static mode_t process_umask;

static void read_umask(void)
{
	process_umask = umask(022);
	umask(process_umask);
}

int write_file_atomic(const char *path, const char *data, size_t len, Err *e)
{
	char *dir = path_dirname(path);
	if (make_dirs(dir) < 0) {
		err_set(e, "cannot create directory '%s': %s", dir, strerror(errno));
		free(dir);
		return -1;
	}
	free(dir);
	char *tmp = xasprintf("%s.cuport-XXXXXX", path);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		err_set(e, "cannot write '%s': %s", path, strerror(errno));
		free(tmp);
		return -1;
	}
	size_t done = 0;
	while (done < len) {
		ssize_t n = write(fd, data + done, len - done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			goto fail;
		done += (size_t)n;
	}
	/* mkstemp creates 0600; outputs get the usual umask-governed mode. */
	pthread_once(&umask_once, read_umask);
	if (fchmod(fd, 0666 & ~process_umask) < 0 || close(fd) < 0) {
		fd = -1;
		goto fail;
	}
	fd = -1;
	if (rename(tmp, path) < 0)
		goto fail;
	free(tmp);
	return 0;
fail:
	err_set(e, "cannot write '%s': %s", path, strerror(errno));
	if (fd >= 0)
		close(fd);
	unlink(tmp);
	free(tmp);
	return -1;
}

void outputset_init(OutputSet *s)
{
	*s = (OutputSet){0};
	pthread_mutex_init(&s->lock, NULL);
}

void outputset_free(OutputSet *s)
{
	pthread_mutex_destroy(&s->lock);
	strlist_free(&s->claimed);
}

bool outputset_claim(OutputSet *s, const char *path)
{
	pthread_mutex_lock(&s->lock);
	bool first = !strlist_contains(&s->claimed, path);
	if (first)
		strlist_push(&s->claimed, path);
	pthread_mutex_unlock(&s->lock);
	return first;
}

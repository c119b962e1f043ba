/* openguard.c: what libclang may open while it parses.
 *
 * The files a unit includes are opened by libclang, not by cuport's input reader, which
 * refuses anything but a regular file. A header that is a FIFO would block the open (and
 * the run) forever; one that is a character device such as /dev/zero would be read until
 * memory runs out. While any thread parses (openguard_enter .. openguard_leave), this
 * file's open() refuses to open for reading anything that is neither a regular file nor a
 * directory, /dev/null aside; libclang then reports "cannot open file" at the #include and
 * the unit fails with that error instead of hanging. The guard is for the whole process,
 * not the calling thread: libclang parses on a thread of its own, and other units are read
 * meanwhile. cuport's input reader opens with O_NONBLOCK and checks what it opened itself,
 * so such an open passes, and a source that is a FIFO keeps the reader's message.
 *
 * libLLVM opens files through open() (its only import of the family, checked with
 * nm -D on libLLVM 19), and the executable's definition of open() is the one every
 * shared library of the process binds to. Outside a parse, and for any open that can
 * write, the call goes straight to the kernel as libc's would. */
#include "cuport.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_int guarding;

void openguard_enter(void)
{
	atomic_fetch_add(&guarding, 1);
}

void openguard_leave(void)
{
	atomic_fetch_sub(&guarding, 1);
}

/* The files refused so far, for openguard_refused: a few are enough to name the one an
 * include stopped at (a run with more such headers names the first ones). */
enum { REFUSED_MAX = 32 };
typedef struct {
	char *path;
	const char *kind;
} Refused;
static Refused refused[REFUSED_MAX];
static int nrefused;
static pthread_mutex_t refused_lock = PTHREAD_MUTEX_INITIALIZER;

static const char *special_kind(const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return NULL; /* the open reports it */
	mode_t m = st.st_mode;
	if (S_ISREG(m) || S_ISDIR(m) || (S_ISCHR(m) && strcmp(path, "/dev/null") == 0))
		return NULL;
	return S_ISFIFO(m) ? "a FIFO" : S_ISCHR(m) ? "a character device" : S_ISBLK(m) ? "a block device"
	     : S_ISSOCK(m) ? "a socket" : "a special file";
}

static void remember(const char *path, const char *kind)
{
	pthread_mutex_lock(&refused_lock);
	bool known = false;
	for (int i = 0; i < nrefused && !known; i++)
		known = strcmp(refused[i].path, path) == 0;
	if (!known && nrefused < REFUSED_MAX) {
		char *copy = strdup(path);
		if (copy)
			refused[nrefused++] = (Refused){copy, kind};
	}
	pthread_mutex_unlock(&refused_lock);
}

const char *openguard_refused(const char *name, const char **path)
{
	size_t n = strlen(name);
	const char *kind = NULL;
	pthread_mutex_lock(&refused_lock);
	for (int i = 0; i < nrefused && !kind; i++) {
		const char *p = refused[i].path;
		size_t len = strlen(p);
		if (len >= n && strcmp(p + len - n, name) == 0 && (len == n || p[len - n - 1] == '/')) {
			kind = refused[i].kind;
			*path = p;
		}
	}
	pthread_mutex_unlock(&refused_lock);
	return kind;
}

static int open_checked(const char *path, int flags, mode_t mode)
{
	/* O_NONBLOCK: cuport's own input reader, which opens any file without blocking and then
	 * refuses, by fstat, what is not a regular file, with a message of its own */
	if (atomic_load(&guarding) && (flags & O_ACCMODE) == O_RDONLY &&
	    !(flags & (O_CREAT | O_NONBLOCK))) {
		const char *kind = special_kind(path);
		if (kind) {
			remember(path, kind);
			errno = EINVAL;
			return -1;
		}
	}
	return (int)syscall(SYS_openat, AT_FDCWD, path, flags, mode);
}

/* O_CREAT and O_TMPFILE (which holds O_DIRECTORY's bit) take a mode. */
static bool takes_mode(int flags)
{
#ifdef O_TMPFILE
	if ((flags & O_TMPFILE) == O_TMPFILE)
		return true;
#endif
	return (flags & O_CREAT) != 0;
}

int open(const char *path, int flags, ...)
{
	mode_t mode = 0;
	if (takes_mode(flags)) {
		va_list ap;
		va_start(ap, flags);
		mode = (mode_t)va_arg(ap, int);
		va_end(ap);
	}
	return open_checked(path, flags, mode);
}

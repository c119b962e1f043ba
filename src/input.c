/*
 * Reading what the user gives cuport (sources, compile databases, rule files, scripts)
 * safely: a whole regular file of bounded size, never a FIFO or a device that would block the
 * run, and JSON whose faults are reported with the file, line and column.
 */
#include "cuport.h"

#include <cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *file_kind(mode_t m)
{
	return S_ISDIR(m) ? "a directory" : S_ISFIFO(m) ? "a FIFO" : S_ISCHR(m) ? "a character device"
	     : S_ISBLK(m) ? "a block device" : S_ISSOCK(m) ? "a socket" : "a special file";
}

static void too_large(Err *e)
{
	err_set(e, "it is larger than %u MiB, the most cuport reads from one input file",
		(unsigned)(INPUT_MAX_BYTES >> 20));
	errno = EFBIG;
}

/* An open descriptor of the regular file at path, or -1 with e and errno set. */
static int open_input(const char *path, struct stat *st, Err *e)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0 || fstat(fd, st) < 0) {
		int saved = errno;
		err_set(e, "%s", strerror(saved));
		if (fd >= 0)
			close(fd);
		errno = saved;
		return -1;
	}
	if (!S_ISREG(st->st_mode)) {
		err_set(e, "it is %s, not a regular file", file_kind(st->st_mode));
		close(fd);
		errno = S_ISDIR(st->st_mode) ? EISDIR : EINVAL;
		return -1;
	}
	if ((unsigned long long)st->st_size > INPUT_MAX_BYTES) {
		too_large(e);
		close(fd);
		return -1;
	}
	return fd;
}

int input_check(const char *path, Err *e)
{
	struct stat st;
	int fd = open_input(path, &st, e);
	if (fd < 0)
		return -1;
	close(fd);
	return 0;
}

char *input_read(const char *path, size_t *len, Err *e)
{
	struct stat st;
	int fd = open_input(path, &st, e);
	if (fd < 0)
		return NULL;
	/* The size is a hint: the file may grow while it is read (one more byte tells). */
	Buf b = {0};
	buf_append(&b, "", 0);
	char chunk[65536];
	for (;;) {
		ssize_t n = read(fd, chunk, sizeof chunk);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int saved = errno;
			err_set(e, "%s", strerror(saved));
			close(fd);
			buf_free(&b);
			errno = saved;
			return NULL;
		}
		if (n == 0)
			break;
		if (b.len + (size_t)n > INPUT_MAX_BYTES) {
			too_large(e);
			close(fd);
			buf_free(&b);
			return NULL;
		}
		buf_append(&b, chunk, (size_t)n);
	}
	close(fd);
	if (len)
		*len = b.len;
	return b.data;
}

char *input_read_file(const char *path, size_t *len)
{
	return input_read(path, len, NULL);
}

/* "path:line:col" of the byte at off, for messages about a JSON input. */
static void json_where(Buf *b, const char *path, const char *text, size_t off)
{
	unsigned line = 1, col = 1;
	for (size_t k = 0; k < off; k++, col++)
		if (text[k] == '\n')
			line++, col = 0;
	buf_printf(b, "%s:%u:%u", path, line, col);
}

static cJSON *json_fail(const char *path, const char *text, size_t off, Err *e,
			const char *what)
{
	Buf b = {0};
	json_where(&b, path, text, off);
	err_set(e, "%s: %s", b.data, what);
	buf_free(&b);
	return NULL;
}

/* The offset of the first \u0000 escape inside a string of valid JSON, or len. */
static size_t json_nul_escape(const char *text, size_t len)
{
	bool in_string = false;
	for (size_t k = 0; k < len; k++) {
		if (text[k] == '"') {
			in_string = !in_string;
		} else if (in_string && text[k] == '\\') {
			if (len - k >= 6 && memcmp(text + k + 1, "u0000", 5) == 0)
				return k;
			k++;
		}
	}
	return len;
}

struct cJSON *input_parse_json(const char *text, size_t len, const char *path, const char *what,
			       Err *e)
{
	const char *nul = memchr(text, '\0', len);
	if (nul)
		return json_fail(path, text, (size_t)(nul - text), e, "a NUL byte, which JSON text "
				 "cannot hold");
	const char *end = NULL;
	cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, false);
	size_t off = end && end >= text && end <= text + len ? (size_t)(end - text) : 0;
	char msg[256];
	if (!root) {
		snprintf(msg, sizeof msg, "malformed JSON%s%s", *what ? " in " : "", what);
		return json_fail(path, text, off, e, msg);
	}
	while (off < len && strchr(" \t\r\n", text[off]))
		off++;
	if (off < len) {
		cJSON_Delete(root);
		return json_fail(path, text, off, e, "text after the end of the JSON value");
	}
	/* cJSON keeps a string as a C string, so a NUL in one would silently cut it short. */
	if ((off = json_nul_escape(text, len)) < len) {
		cJSON_Delete(root);
		return json_fail(path, text, off, e, "a string holds a NUL character (\\u0000), "
				 "which no file name, argument or name in code can hold");
	}
	return root;
}

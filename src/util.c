/*
 * Small utilities every pass uses: checked allocation, strings, a growable buffer, a
 * string list, and reading input files and JSON safely (see "reading inputs"). Allocation
 * failure is not recoverable in a tool of this size, so the x* functions end the process
 * with a message instead of returning NULL.
 */
#include "cuport.h"

#include <cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void err_set(Err *e, const char *fmt, ...)
{
	va_list ap;
	if (!e)
		return;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
}

void die_internal(const char *fmt, ...)
{
	va_list ap;
	fputs("cuport: internal error: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_INTERNAL);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		die_internal("out of memory (%zu bytes)", n);
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		die_internal("out of memory (%zu x %zu bytes)", n, size);
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die_internal("out of memory (%zu bytes)", n);
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	Buf b = {0};
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	return b.data ? b.data : xstrdup("");
}

bool str_starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

bool str_ends(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && memcmp(s + n - m, suffix, m) == 0;
}

static void buf_reserve(Buf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < b->len + extra + 1)
		cap *= 2;
	b->data = xrealloc(b->data, cap);
	b->cap = cap;
}

void buf_append(Buf *b, const char *s, size_t n)
{
	buf_reserve(b, n);
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void buf_puts(Buf *b, const char *s)
{
	buf_append(b, s, strlen(s));
}

void buf_vprintf(Buf *b, const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		die_internal("bad format '%s'", fmt);
	buf_reserve(b, (size_t)n);
	vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(b, fmt, ap);
	va_end(ap);
}

/* The length of the well-formed UTF-8 sequence at s (at most n bytes), or 0 (Unicode's
 * table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF). */
static size_t utf8_sequence(const unsigned char *s, size_t n)
{
	unsigned char c = s[0];
	if (c < 0x80)
		return 1;
	size_t len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3
		   : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
	if (!len || len > n)
		return 0;
	unsigned char lo = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
	unsigned char hi = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (size_t k = 2; k < len; k++)
		if (s[k] < 0x80 || s[k] > 0xBF)
			return 0;
	return len;
}

void buf_append_utf8(Buf *b, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, start = 0;
	while (i < n) {
		size_t len = utf8_sequence(p + i, n - i);
		if (len) {
			i += len;
			continue;
		}
		buf_append(b, s + start, i - start);
		buf_puts(b, "\xEF\xBF\xBD"); /* U+FFFD REPLACEMENT CHARACTER */
		start = ++i;
	}
	buf_append(b, s + start, n - start);
}

void buf_free(Buf *b)
{
	free(b->data);
	*b = (Buf){0};
}

void strlist_push_owned(StrList *l, char *s)
{
	if (l->len == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 8;
		l->items = xrealloc(l->items, l->cap * sizeof *l->items);
	}
	l->items[l->len++] = s;
}

void strlist_push(StrList *l, const char *s)
{
	strlist_push_owned(l, xstrdup(s));
}

bool strlist_contains(const StrList *l, const char *s)
{
	for (size_t i = 0; i < l->len; i++)
		if (strcmp(l->items[i], s) == 0)
			return true;
	return false;
}

void strlist_free(StrList *l)
{
	for (size_t i = 0; i < l->len; i++)
		free(l->items[i]);
	free(l->items);
	*l = (StrList){0};
}

/* ---- reading inputs ----
 *
 * Every file cuport reads (compile DB, argument files, rule files, sources, headers, build
 * scripts) is read here, and only a regular file of at most INPUT_MAX_BYTES is: a FIFO
 * would block the run forever, a device such as /dev/zero never ends, and a file larger
 * than any real source could only exhaust memory. The file is opened non-blocking so that
 * even opening a FIFO with no writer returns at once, and what it is comes from fstat on
 * the open descriptor, not from a name that could change between a check and the read. */

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

char *read_input(const char *path, size_t *len, Err *e)
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

char *read_file(const char *path, size_t *len)
{
	return read_input(path, len, NULL);
}

/* ---- JSON inputs ---- */

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

struct cJSON *json_parse_input(const char *text, size_t len, const char *path, const char *what,
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

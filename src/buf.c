/*
 * Buf: a growable byte buffer, always NUL-terminated, that output is assembled in.
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

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
		err_die("bad format '%s'", fmt);
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

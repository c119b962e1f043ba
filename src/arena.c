/*
 * A bump allocator for everything that belongs to one translation unit: AST facts,
 * copied libclang strings, diagnostics, planned edits. Freed in one call when the unit is
 * done, so the passes never free individual objects.
 */
#include "cuport.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Block {
	struct Block *next;
	size_t used, size;
	_Alignas(16) unsigned char data[];
} Block;

struct Arena {
	Block *head;
};

Arena *arena_new(void)
{
	return xcalloc(1, sizeof(Arena));
}

void arena_free(Arena *a)
{
	if (!a)
		return;
	for (Block *b = a->head, *next; b; b = next) {
		next = b->next;
		free(b);
	}
	free(a);
}

void *arena_alloc(Arena *a, size_t n)
{
	n = (n + 15) & ~(size_t)15;
	Block *b = a->head;
	if (!b || b->size - b->used < n) {
		size_t size = n > 60000 ? n : 64 * 1024 - sizeof(Block);
		b = xmalloc(sizeof(Block) + size);
		b->size = size;
		b->used = 0;
		b->next = a->head;
		a->head = b;
	}
	void *p = b->data + b->used;
	b->used += n;
	memset(p, 0, n);
	return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *arena_strdup(Arena *a, const char *s)
{
	return s ? arena_strndup(a, s, strlen(s)) : NULL;
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
	Buf b = {0};
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	char *s = arena_strndup(a, b.data ? b.data : "", b.len);
	buf_free(&b);
	return s;
}

char *arena_cxstring(Arena *a, CXString s)
{
	const char *c = clang_getCString(s);
	char *copy = arena_strdup(a, c ? c : "");
	clang_disposeString(s);
	return copy;
}

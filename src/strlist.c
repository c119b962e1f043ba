/*
 * StrList: a growable list of heap strings, owned by the list.
 */
#include "cuport.h"

#include <stdlib.h>
#include <string.h>

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

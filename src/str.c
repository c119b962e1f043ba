/*
 * Predicates on C strings that every pass uses.
 */
#include "cuport.h"

#include <string.h>

bool str_starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

bool str_ends(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && memcmp(s + n - m, suffix, m) == 0;
}

bool str_ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

bool str_continues_line(const char *text, size_t line)
{
	if (line < 2 || text[line - 1] != '\n')
		return false;
	size_t p = line - 1;
	if (text[p - 1] == '\r')
		p--;
	return p >= 1 && text[p - 1] == '\\';
}

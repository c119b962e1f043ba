/*
 * The libFuzzer targets are linked without libclang: it would load LLVM into every fuzz
 * process for nothing, and tie the binaries to this machine's LLVM. The modules they reach
 * name libclang in one place, arena_cxstring (arena.c), which no target calls; these
 * definitions satisfy the link and end the process if that ever changes.
 */
#include <clang-c/CXString.h>
#include <stdio.h>
#include <stdlib.h>

const char *clang_getCString(CXString string)
{
	(void)string;
	fputs("fuzz target: libclang is not linked (clang_getCString)\n", stderr);
	abort();
}

void clang_disposeString(CXString string)
{
	(void)string;
	fputs("fuzz target: libclang is not linked (clang_disposeString)\n", stderr);
	abort();
}

/*
 * The three-way line merge of a header migrated by several units (merge.c).
 */
#include "cuport.h"
#include "check_main.h"

#include <stdlib.h>
#include <string.h>

static const char *base = "#ifndef H\n#define H\n#ifdef __CUDACC__\n"
			  "#define CU(x) ((x) != cudaSuccess)\n#define DEV __device__\n"
			  "#else\n#define DEV\n#endif\n#endif\n";

START_TEST(a_later_change_to_lines_the_first_kept_is_merged)
{
	/* the C unit scrubbed the keyword only; the .cu unit also renamed and included */
	const char *ours = "#ifndef H\n#define H\n#ifdef __CUDACC__\n"
			   "#define CU(x) ((x) != cudaSuccess)\n#define DEV \n"
			   "#else\n#define DEV\n#endif\n#endif\n";
	const char *theirs = "#include \"rt.h\"\n#ifndef H\n#define H\n#ifdef __CUDACC__\n"
			     "#define CU(x) ((x) != cuportSuccess)\n#define DEV \n"
			     "#else\n#define DEV\n#endif\n#endif\n";
	char *m = merge_lines3(base, ours, theirs);
	ck_assert_ptr_nonnull(m);
	ck_assert_str_eq(m, theirs);
	free(m);
}
END_TEST

START_TEST(separate_changes_of_both_are_kept)
{
	const char *ours = "#ifndef H\n#define H\n#ifdef __CUDACC__\n"
			   "#define CU(x) ((x) != cudaSuccess)\n#define DEV __device__\n"
			   "#else\n#define DEV /* host */\n#endif\n#endif\n";
	const char *theirs = "#ifndef H\n#define H\n#ifdef __CUDACC__\n"
			     "#define CU(x) ((x) != cuportSuccess)\n#define DEV __device__\n"
			     "#else\n#define DEV\n#endif\n#endif\n/* added */\n";
	char *m = merge_lines3(base, ours, theirs);
	ck_assert_ptr_nonnull(m);
	ck_assert_str_eq(m, "#ifndef H\n#define H\n#ifdef __CUDACC__\n"
			    "#define CU(x) ((x) != cuportSuccess)\n#define DEV __device__\n"
			    "#else\n#define DEV /* host */\n#endif\n#endif\n/* added */\n");
	free(m);
}
END_TEST

START_TEST(a_conflict_keeps_the_first)
{
	const char *ours = "#ifndef H\n#define H\n#ifdef __CUDACC__\n"
			   "#define CU(x) ((x) != mySuccess)\n#define DEV __device__\n"
			   "#else\n#define DEV\n#endif\n#endif\n";
	const char *theirs = "#ifndef H\n#define H\n#ifdef __CUDACC__\n"
			     "#define CU(x) ((x) != cuportSuccess)\n#define DEV __device__\n"
			     "#else\n#define DEV\n#endif\n#endif\n";
	ck_assert_ptr_null(merge_lines3(base, ours, theirs));
	/* a region both replaced with different numbers of lines: the first's text */
	const char *ours2 = "#ifndef H\n#define H\n#ifdef __CUDACC__\n/* one */\n/* two */\n"
			    "#else\n#define DEV\n#endif\n#endif\n";
	const char *theirs2 = "#ifndef H\n#define H\n#ifdef __CUDACC__\n/* three */\n"
			      "#else\n#define DEV\n#endif\n#endif\n";
	ck_assert_ptr_null(merge_lines3(base, ours2, theirs2));
}
END_TEST

START_TEST(nothing_new_gives_null)
{
	ck_assert_ptr_null(merge_lines3(base, base, base));
	const char *ours = "/* first */\n#ifndef H\n#define H\n#ifdef __CUDACC__\n"
			   "#define CU(x) ((x) != cudaSuccess)\n#define DEV __device__\n"
			   "#else\n#define DEV\n#endif\n#endif\n";
	ck_assert_ptr_null(merge_lines3(base, ours, base));
	ck_assert_ptr_null(merge_lines3(base, ours, ours));
}
END_TEST

static Suite *make_suite(void)
{
	Suite *s = suite_create("merge");
	TCase *t = tcase_create("core");
	tcase_add_test(t, a_later_change_to_lines_the_first_kept_is_merged);
	tcase_add_test(t, separate_changes_of_both_are_kept);
	tcase_add_test(t, a_conflict_keeps_the_first);
	tcase_add_test(t, nothing_new_gives_null);
	suite_add_tcase(s, t);
	return s;
}

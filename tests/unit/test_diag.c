/*
 * The diagnostics engine: the table, --suppress-warnings parsing, deduplication, the
 * per-file numbering and the console format.
 */
#include "cuport.h"
#include "check_main.h"

#include <string.h>

START_TEST(every_table_entry_has_a_unique_id_in_range_and_a_message)
{
	const DiagInfo *t;
	size_t n = diag_table(&t);
	ck_assert_uint_gt(n, 0);
	for (size_t i = 0; i < n; i++) {
		ck_assert_int_ge(t[i].id, 1000);
		ck_assert_int_le(t[i].id, 9999);
		ck_assert_uint_gt(strlen(t[i].format), 0);
		for (size_t k = i + 1; k < n; k++)
			ck_assert_int_ne(t[i].id, t[k].id);
	}
	ck_assert_ptr_eq(diag_info(DIAG_MISSING_HEADER), &t[0]);
	ck_assert_ptr_null(diag_info(42));
}
END_TEST

START_TEST(suppress_accepts_ranges_and_lists)
{
	Suppress s = {0};
	Err e;
	ck_assert_int_eq(diag_suppress_parse(&s, "1000-1002, 1100", &e), 0);
	ck_assert(diag_suppress_has(&s, 1000));
	ck_assert(diag_suppress_has(&s, 1002));
	ck_assert(!diag_suppress_has(&s, 1003));
	ck_assert(diag_suppress_has(&s, 1100));
	free(s.ranges);
}
END_TEST

START_TEST(suppress_rejects_garbage_with_a_message)
{
	Suppress s = {0};
	Err e;
	ck_assert_int_eq(diag_suppress_parse(&s, "1000-x", &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "1000-1010,1042"));
	ck_assert_int_eq(diag_suppress_parse(&s, "1005-1001", &e), -1);
	free(s.ranges);
}
END_TEST

START_TEST(suppressed_and_duplicate_warnings_are_dropped_but_errors_never)
{
	Arena *a = arena_new();
	DiagList l = {0};
	Suppress s = {0};
	Err e;
	ck_assert_int_eq(diag_suppress_parse(&s, "1000-1001", &e), 0);
	diag_add(&l, a, &s, DIAG_MISSING_HEADER, "/a.cu", 3, 1, "x.h");
	diag_add(&l, a, &s, DIAG_CLANG_ERROR, "/a.cu", 4, 1, "boom");
	diag_add(&l, a, &s, DIAG_HOST_API_UNKNOWN, "/a.cu", 5, 1, "cudaFoo");
	diag_add(&l, a, &s, DIAG_HOST_API_UNKNOWN, "/a.cu", 5, 9, "cudaFoo");
	diag_add(&l, a, &s, DIAG_HOST_API_UNKNOWN, "/a.cu", 5, 20, "cudaBar");
	ck_assert_uint_eq(l.len, 3);
	ck_assert_uint_eq(diag_count_errors(&l), 1);
	free(l.items);
	free(s.ranges);
	arena_free(a);
}
END_TEST

START_TEST(numbering_is_per_file_in_source_order)
{
	Arena *a = arena_new();
	DiagList l = {0};
	diag_add(&l, a, NULL, DIAG_HOST_API_UNKNOWN, "/b.cu", 9, 1, "f");
	diag_add(&l, a, NULL, DIAG_HOST_API_UNKNOWN, "/a.cu", 7, 1, "g");
	diag_add(&l, a, NULL, DIAG_HOST_API_UNKNOWN, "/b.cu", 2, 1, "h");
	diag_finish(&l);
	ck_assert_str_eq(l.items[0].file, "/a.cu");
	ck_assert_uint_eq(l.items[0].seq, 0);
	ck_assert_uint_eq(l.items[1].line, 2);
	ck_assert_uint_eq(l.items[1].seq, 0);
	ck_assert_uint_eq(l.items[2].seq, 1);
	char tag[32];
	diag_tag(&l.items[2], tag, sizeof tag);
	ck_assert_str_eq(tag, "CUPORT1401:1");
	free(l.items);
	arena_free(a);
}
END_TEST

START_TEST(console_lines_follow_the_compiler_format)
{
	Arena *a = arena_new();
	DiagList l = {0};
	diag_add(&l, a, NULL, DIAG_MISSING_HEADER, "/src/k.cu", 12, 10, "helper.h");
	diag_finish(&l);
	Buf b = {0};
	diag_format(&b, &l.items[0], false);
	ck_assert_str_eq(b.data, "/src/k.cu:12:10: warning: CUPORT1000:0: header 'helper.h' "
				 "was not found; the unit is migrated without it and code that "
				 "depends on it may be incomplete\n");
	buf_free(&b);
	diag_format(&b, &l.items[0], true);
	ck_assert_ptr_nonnull(strstr(b.data, "\033[1;35mwarning:"));
	buf_free(&b);
	free(l.items);
	arena_free(a);
}
END_TEST

static Suite *make_suite(void)
{
	Suite *s = suite_create("diagnostics");
	TCase *tc = tcase_create("engine");
	tcase_add_test(tc, every_table_entry_has_a_unique_id_in_range_and_a_message);
	tcase_add_test(tc, suppress_accepts_ranges_and_lists);
	tcase_add_test(tc, suppress_rejects_garbage_with_a_message);
	tcase_add_test(tc, suppressed_and_duplicate_warnings_are_dropped_but_errors_never);
	tcase_add_test(tc, numbering_is_per_file_in_source_order);
	tcase_add_test(tc, console_lines_follow_the_compiler_format);
	suite_add_tcase(s, tc);
	return s;
}

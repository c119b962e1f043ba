/*
 * Rule files: loading, the exact validation errors, and the precedence of later files.
 */
#include "cuport.h"
#include "check_main.h"

#include <string.h>
#include <unistd.h>

static char *write_rules(const char *text)
{
	char path[] = "/tmp/cuport-rules-XXXXXX.json";
	int fd = mkstemps(path, 5);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
	return xstrdup(path);
}

static Rules *load(const char *text, Err *e, char **path)
{
	*path = write_rules(text);
	StrList files = {0};
	strlist_push(&files, *path);
	Rules *r = rules_load(NULL, &files, e);
	strlist_free(&files);
	return r;
}

START_TEST(a_valid_file_loads_into_typed_tables)
{
	Err e;
	char *p;
	Rules *r = load("{\"apis\": [{\"from\": \"cudaMalloc\", \"to\": \"cuportMalloc\"},"
			"{\"from\": \"cudaGraphLaunch\", \"support\": \"unsupported\"}],"
			"\"types\": [{\"from\": \"cudaStream_t\", \"to\": \"cuportStream_t\"}]}",
			&e, &p);
	ck_assert_msg(r != NULL, "%s", e.msg);
	ck_assert_uint_eq(rules_count(r, RULE_API), 2);
	const Rule *m = rules_find(r, RULE_API, "cudaMalloc");
	ck_assert_str_eq(m->to, "cuportMalloc");
	ck_assert_int_eq(m->support, SUPPORT_SUPPORTED);
	ck_assert_int_eq(rules_find(r, RULE_API, "cudaGraphLaunch")->support,
			 SUPPORT_UNSUPPORTED);
	ck_assert_ptr_null(rules_find(r, RULE_TYPE, "cudaMalloc"));
	rules_free(r);
	unlink(p);
	free(p);
}
END_TEST

START_TEST(errors_name_the_file_and_the_entry)
{
	Err e;
	char *p;
	ck_assert_ptr_null(load("{\"apis\": [{\"from\": \"a\", \"to\": \"b\"}, "
				"{\"from\": \"c\", \"support\": \"maybe\", \"to\": \"d\"}]}", &e, &p));
	char *want = xasprintf("%s: $.apis[1].support: expected \"supported\", \"partial\" or "
			       "\"unsupported\"", p);
	ck_assert_str_eq(e.msg, want);
	free(want);
	unlink(p);
	free(p);
	ck_assert_ptr_null(load("{\"apis\": [{\"from\": \"a\"}]}", &e, &p));
	ck_assert_ptr_nonnull(strstr(e.msg, "$.apis[0].to: required"));
	unlink(p);
	free(p);
	ck_assert_ptr_null(load("{\"functions\": []}", &e, &p));
	ck_assert_ptr_nonnull(strstr(e.msg, "$.functions: unknown section"));
	unlink(p);
	free(p);
	ck_assert_ptr_null(load("{\"apis\": [{\"from\": \"a\", \"to\": \"b\", \"tp\": 1}]}", &e, &p));
	ck_assert_ptr_nonnull(strstr(e.msg, "$.apis[0].tp: unknown field"));
	unlink(p);
	free(p);
	ck_assert_ptr_null(load("{\"apis\": [}", &e, &p));
	ck_assert_ptr_nonnull(strstr(e.msg, ":1:11: malformed JSON"));
	unlink(p);
	free(p);
	ck_assert_ptr_null(load("{\"apis\": []} {}", &e, &p));
	ck_assert_ptr_nonnull(strstr(e.msg, ":1:14: text after the end of the JSON value"));
	unlink(p);
	free(p);
	ck_assert_ptr_null(load("{\"apis\": [{\"from\": \"a\\u0000b\", \"to\": \"b\"}]}", &e, &p));
	ck_assert_ptr_nonnull(strstr(e.msg, ":1:22: a string holds a NUL character"));
	unlink(p);
	free(p);
}
END_TEST

/* Thousands of rules, each named twice in one file and once more in a later one: the
 * load-time index must find every earlier entry (a missed one would be a duplicate), and
 * the table must be sorted for rules_find once loading is done. */
START_TEST(a_later_entry_replaces_an_earlier_one_among_many)
{
	enum { N = 5000 };
	Buf a = {0}, b = {0};
	buf_puts(&a, "{\"apis\": [");
	for (int i = 0; i < 2 * N; i++)
		buf_printf(&a, "%s{\"from\": \"api%d\", \"to\": \"first%d\"}", i ? "," : "",
			   (i * 7919) % N, i);
	buf_puts(&a, "]}");
	buf_puts(&b, "{\"apis\": [");
	for (int i = 0; i < N; i += 2)
		buf_printf(&b, "%s{\"from\": \"api%d\", \"to\": \"second%d\"}", i ? "," : "", i, i);
	buf_puts(&b, "]}");
	char *pa = write_rules(a.data), *pb = write_rules(b.data);
	StrList files = {0};
	strlist_push(&files, pa);
	strlist_push(&files, pb);
	Err e;
	Rules *r = rules_load(NULL, &files, &e);
	ck_assert_msg(r != NULL, "%s", e.msg);
	ck_assert_uint_eq(rules_count(r, RULE_API), N);
	for (int k = 0; k < N; k++) {
		char name[32], want[32];
		snprintf(name, sizeof name, "api%d", k);
		const Rule *rule = rules_find(r, RULE_API, name);
		ck_assert_ptr_nonnull(rule);
		/* in the first file, the last i with i * 7919 % N == k is the later of two */
		int last = -1;
		for (int i = 0; i < 2 * N; i++)
			if ((i * 7919) % N == k)
				last = i;
		if (k % 2 == 0)
			snprintf(want, sizeof want, "second%d", k);
		else
			snprintf(want, sizeof want, "first%d", last);
		ck_assert_str_eq(rule->to, want);
	}
	rules_free(r);
	strlist_free(&files);
	unlink(pa);
	unlink(pb);
	free(pa);
	free(pb);
	buf_free(&a);
	buf_free(&b);
}
END_TEST

START_TEST(a_later_file_takes_precedence)
{
	char *a = write_rules("{\"apis\": [{\"from\": \"cudaFree\", \"to\": \"cuportFree\"}]}");
	char *b = write_rules("{\"apis\": [{\"from\": \"cudaFree\", \"to\": \"myFree\"}]}");
	StrList files = {0};
	strlist_push(&files, a);
	strlist_push(&files, b);
	Err e;
	Rules *r = rules_load(NULL, &files, &e);
	ck_assert_ptr_nonnull(r);
	ck_assert_uint_eq(rules_count(r, RULE_API), 1);
	ck_assert_str_eq(rules_find(r, RULE_API, "cudaFree")->to, "myFree");
	rules_free(r);
	strlist_free(&files);
	unlink(a);
	unlink(b);
	free(a);
	free(b);
}
END_TEST

START_TEST(a_rule_raises_its_own_diagnostic_or_its_kinds_default)
{
	Err e;
	char *p;
	Rules *r = load("{\"apis\": [{\"from\": \"cudaMalloc\", \"to\": \"cuportMalloc\"},"
			"{\"from\": \"cudaGraphLaunch\", \"support\": \"unsupported\"},"
			"{\"from\": \"cudaFuncSetCacheConfig\", \"to\": \"x\", \"support\": \"partial\"},"
			"{\"from\": \"cudaDeviceEnablePeerAccess\", \"support\": \"unsupported\","
			" \"diag\": 1402}],"
			"\"headers\": [{\"from\": \"cublas_v2.h\", \"support\": \"unsupported\"}],"
			"\"device_functions\": [{\"from\": \"__brev\", \"support\": \"unsupported\"}]}",
			&e, &p);
	ck_assert_msg(r != NULL, "%s", e.msg);
	ck_assert_int_eq(rule_diag(rules_find(r, RULE_API, "cudaMalloc")), 0);
	ck_assert_int_eq(rule_diag(rules_find(r, RULE_API, "cudaGraphLaunch")),
			 DIAG_HOST_API_UNSUPPORTED);
	ck_assert_int_eq(rule_diag(rules_find(r, RULE_API, "cudaFuncSetCacheConfig")),
			 DIAG_HOST_API_PARTIAL);
	ck_assert_int_eq(rule_diag(rules_find(r, RULE_API, "cudaDeviceEnablePeerAccess")), 1402);
	ck_assert_int_eq(rule_diag(rules_find(r, RULE_HEADER, "cublas_v2.h")),
			 DIAG_HOST_HEADER_UNSUPPORTED);
	ck_assert_int_eq(rule_diag(rules_find(r, RULE_DEVICE_FUNC, "__brev")),
			 DIAG_KERNEL_UNSUPPORTED_BUILTIN);
	rules_free(r);
	unlink(p);
	free(p);
}
END_TEST

START_TEST(the_bundled_rules_load_and_map_the_core_apis)
{
	Err e;
	Rules *r = rules_load(BUNDLED_RULES, NULL, &e);
	ck_assert_msg(r != NULL, "%s", e.msg);
	ck_assert_str_eq(rules_find(r, RULE_API, "cudaMemcpyAsync")->to, "cuportMemcpyAsync");
	ck_assert_str_eq(rules_find(r, RULE_API, "cudaGraphLaunch")->to, "cuportGraphLaunch");
	ck_assert_int_eq(rules_find(r, RULE_API, "cudaIpcGetMemHandle")->support, SUPPORT_UNSUPPORTED);
	ck_assert_str_eq(rules_find(r, RULE_HEADER, "cuda_runtime.h")->to, "cuport_runtime.h");
	rules_free(r);
}
END_TEST

static Suite *make_suite(void)
{
	Suite *s = suite_create("rules");
	TCase *tc = tcase_create("loading");
	tcase_add_test(tc, a_valid_file_loads_into_typed_tables);
	tcase_add_test(tc, errors_name_the_file_and_the_entry);
	tcase_add_test(tc, a_later_file_takes_precedence);
	tcase_add_test(tc, a_later_entry_replaces_an_earlier_one_among_many);
	tcase_add_test(tc, a_rule_raises_its_own_diagnostic_or_its_kinds_default);
	tcase_add_test(tc, the_bundled_rules_load_and_map_the_core_apis);
	suite_add_tcase(s, tc);
	return s;
}

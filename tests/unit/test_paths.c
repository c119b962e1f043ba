/*
 * Path arithmetic, the input-to-output mapping and the guard that keeps outputs off the
 * sources.
 */
#include "cuport.h"
#include "check_main.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

START_TEST(absolute_paths_are_normalised_lexically)
{
	char *p = path_absolute("a/./b//../c.cu", "/root/x");
	ck_assert_str_eq(p, "/root/x/a/c.cu");
	free(p);
	p = path_absolute("/../..//x/", NULL);
	ck_assert_str_eq(p, "/x");
	free(p);
}
END_TEST

START_TEST(under_means_equal_or_below_a_whole_component)
{
	ck_assert(path_is_under("/a/b/c", "/a/b"));
	ck_assert(path_is_under("/a/b", "/a/b"));
	ck_assert(!path_is_under("/a/bc", "/a/b"));
	ck_assert(path_is_under("/a", "/"));
}
END_TEST

START_TEST(sources_map_to_cpp_and_cl_and_headers_keep_their_names)
{
	char *h = path_map_output("/in/a/b.cu", "/in", "/out", OUT_HOST);
	char *k = path_map_output("/in/a/b.cu", "/in", "/out", OUT_KERNELS);
	char *x = path_map_output("/in/inc/k.cuh", "/in", "/out", OUT_HOST);
	char *c = path_map_output("/in/main.cpp", "/in", "/out", OUT_HOST);
	ck_assert_str_eq(h, "/out/a/b.cpp");
	ck_assert_str_eq(k, "/out/a/b.cl");
	ck_assert_str_eq(x, "/out/inc/k.cuh");
	ck_assert_str_eq(c, "/out/main.cpp");
	free(h);
	free(k);
	free(x);
	free(c);
}
END_TEST

START_TEST(out_root_equal_to_in_root_is_refused)
{
	Err e;
	ck_assert_int_eq(paths_check_roots("/tmp/proj", "/tmp/proj", &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "same directory"));
	ck_assert_int_eq(paths_check_roots("/tmp/proj/src", "/tmp/proj", &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "inside --out-root"));
	ck_assert_int_eq(paths_check_roots("/tmp/proj", "/tmp/other", &e), 0);
}
END_TEST

START_TEST(out_root_inside_in_root_is_refused)
{
	Err e;
	ck_assert_int_eq(paths_check_roots("/tmp/proj", "/tmp/proj/out", &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "lies inside --in-root"));
	ck_assert_int_eq(paths_check_roots("/tmp/proj", "/tmp/proj-out", &e), 0);
}
END_TEST

START_TEST(a_dangling_link_resolves_to_its_target)
{
	char dir[] = "/tmp/cuport-paths-XXXXXX";
	ck_assert_ptr_nonnull(mkdtemp(dir));
	char *link = xasprintf("%s/link", dir);
	ck_assert_int_eq(symlink("later", link), 0);
	char *through = xasprintf("%s/x.cpp", link), *real = path_resolve(through);
	char *rdir = path_resolve(dir), *rwant = xasprintf("%s/later/x.cpp", rdir);
	ck_assert_str_eq(real, rwant);
	unlink(link);
	rmdir(dir);
	free(link);
	free(through);
	free(real);
	free(rdir);
	free(rwant);
}
END_TEST

START_TEST(a_symlinked_out_root_onto_in_root_is_refused)
{
	char dir[] = "/tmp/cuport-paths-XXXXXX";
	ck_assert_ptr_nonnull(mkdtemp(dir));
	char *in = xasprintf("%s/in", dir), *link = xasprintf("%s/link", dir);
	ck_assert_int_eq(mkdir(in, 0777), 0);
	ck_assert_int_eq(symlink(in, link), 0);
	Err e;
	ck_assert_int_eq(paths_check_roots(in, link, &e), -1);
	char *f = xasprintf("%s/a.cu", in), *g = xasprintf("%s/a.cu", link);
	ck_assert(path_same_file(f, g));
	unlink(link);
	rmdir(in);
	rmdir(dir);
	free(in);
	free(link);
	free(f);
	free(g);
}
END_TEST

static Suite *make_suite(void)
{
	Suite *s = suite_create("paths");
	TCase *tc = tcase_create("mapping");
	tcase_add_test(tc, absolute_paths_are_normalised_lexically);
	tcase_add_test(tc, under_means_equal_or_below_a_whole_component);
	tcase_add_test(tc, sources_map_to_cpp_and_cl_and_headers_keep_their_names);
	tcase_add_test(tc, out_root_equal_to_in_root_is_refused);
	tcase_add_test(tc, out_root_inside_in_root_is_refused);
	tcase_add_test(tc, a_dangling_link_resolves_to_its_target);
	tcase_add_test(tc, a_symlinked_out_root_onto_in_root_is_refused);
	suite_add_tcase(s, tc);
	return s;
}

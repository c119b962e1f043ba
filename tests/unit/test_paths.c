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
	char *inside;
	ck_assert_int_eq(paths_check_roots("/tmp/proj", "/tmp/proj", &inside, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "same directory"));
	ck_assert_int_eq(paths_check_roots("/tmp/proj/src", "/tmp/proj", &inside, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "inside --out-root"));
	ck_assert_int_eq(paths_check_roots("/tmp/proj", "/tmp/other", &inside, &e), 0);
	ck_assert_ptr_null(inside);
}
END_TEST

/* A new folder inside the in-root is accepted, an existing one only with cuport's marker. */
START_TEST(out_root_inside_in_root_needs_to_be_new_or_marked)
{
	char dir[] = "/tmp/cuport-paths-XXXXXX";
	ck_assert_ptr_nonnull(mkdtemp(dir));
	char *in = path_resolve(dir), *out = xasprintf("%s/out", in);
	char *marker = xasprintf("%s/%s", out, OUT_MARKER);
	Err e;
	char *inside;
	ck_assert_int_eq(paths_check_roots(in, out, &inside, &e), 0);
	ck_assert_str_eq(inside, out);
	free(inside);
	ck_assert_int_eq(mkdir(out, 0777), 0);
	ck_assert_int_eq(paths_check_roots(in, out, &inside, &e), -1);
	ck_assert_ptr_null(inside);
	ck_assert_ptr_nonnull(strstr(e.msg, "cuport did not make"));
	ck_assert_ptr_nonnull(strstr(e.msg, OUT_MARKER));
	ck_assert_int_eq(mkdir(marker, 0777), 0);   /* a folder named like the marker is none */
	ck_assert_int_eq(paths_check_roots(in, out, &inside, &e), -1);
	rmdir(marker);
	FILE *f = fopen(marker, "w");
	ck_assert_ptr_nonnull(f);
	fclose(f);
	ck_assert_int_eq(paths_check_roots(in, out, &inside, &e), 0);
	ck_assert_str_eq(inside, out);
	free(inside);
	unlink(marker);
	rmdir(out);
	rmdir(dir);
	free(in);
	free(out);
	free(marker);
}
END_TEST

/* The out-root spelled through a link outside the in-root is judged at its target, and
 * named for the sources by the in-root's spelling. */
START_TEST(a_symlinked_out_root_into_in_root_is_judged_at_its_target)
{
	char dir[] = "/tmp/cuport-paths-XXXXXX";
	ck_assert_ptr_nonnull(mkdtemp(dir));
	char *in = xasprintf("%s/in", dir), *link = xasprintf("%s/link", dir);
	char *target = xasprintf("%s/in/gen", dir);
	ck_assert_int_eq(mkdir(in, 0777), 0);
	ck_assert_int_eq(symlink(target, link), 0);
	Err e;
	char *inside;
	ck_assert_int_eq(paths_check_roots(in, link, &inside, &e), 0);
	ck_assert_str_eq(inside, target);
	free(inside);
	ck_assert_int_eq(mkdir(target, 0777), 0);
	ck_assert_int_eq(paths_check_roots(in, link, &inside, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "once symbolic links are resolved"));
	rmdir(target);
	unlink(link);
	rmdir(in);
	rmdir(dir);
	free(in);
	free(link);
	free(target);
}
END_TEST

START_TEST(files_inside_an_out_root_inside_the_in_root_are_no_sources)
{
	Options o = {.in_root = "/p", .out_root = "/p/cuport_output",
		     .out_inside = "/p/cuport_output"};
	ck_assert(path_is_source(&o, "/p/src/a.cu"));
	ck_assert(path_is_source(&o, "/p/cuport_output2/a.cu"));
	ck_assert(!path_is_source(&o, "/p/cuport_output/src/a.cpp"));
	ck_assert(!path_is_source(&o, "/p/cuport_output"));
	ck_assert(!path_is_source(&o, "/q/a.cu"));
	o.out_inside = NULL;
	o.out_root = "/elsewhere";
	ck_assert(path_is_source(&o, "/p/cuport_output/src/a.cpp"));
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
	char *inside;
	ck_assert_int_eq(paths_check_roots(in, link, &inside, &e), -1);
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
	tcase_add_test(tc, out_root_inside_in_root_needs_to_be_new_or_marked);
	tcase_add_test(tc, a_symlinked_out_root_into_in_root_is_judged_at_its_target);
	tcase_add_test(tc, files_inside_an_out_root_inside_the_in_root_are_no_sources);
	tcase_add_test(tc, a_dangling_link_resolves_to_its_target);
	tcase_add_test(tc, a_symlinked_out_root_onto_in_root_is_refused);
	suite_add_tcase(s, tc);
	return s;
}

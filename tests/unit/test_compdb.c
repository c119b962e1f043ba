/*
 * The compilation database and nvcc flag translation: both entry forms, relative paths,
 * the exact errors for broken databases, and what each family of nvcc flags becomes.
 */
#include "cuport.h"
#include "check_main.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char tmpdir[] = "/tmp/cuport-test-XXXXXX";

static char *write_tmp(const char *name, const char *text)
{
	char *path = xasprintf("%s/%s", tmpdir, name);
	Err e;
	ck_assert_int_eq(output_write(path, text, strlen(text), &e), 0);
	return path;
}

static void setup(void)
{
	strcpy(tmpdir, "/tmp/cuport-test-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static void teardown(void)
{
	char *cmd = xasprintf("rm -rf '%s'", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
}

static bool has_arg(const StrList *l, const char *a)
{
	return strlist_contains(l, a);
}

START_TEST(shell_split_handles_quotes_and_escapes)
{
	StrList l = {0};
	Err e;
	ck_assert_int_eq(compdb_shell_split("nvcc -DMSG='\"hi there\"' \"a b.cu\" x\\ y -c", &l, &e), 0);
	ck_assert_uint_eq(l.len, 5);
	ck_assert_str_eq(l.items[1], "-DMSG=\"hi there\"");
	ck_assert_str_eq(l.items[2], "a b.cu");
	ck_assert_str_eq(l.items[3], "x y");
	strlist_free(&l);
}
END_TEST

START_TEST(shell_split_rejects_an_unterminated_quote)
{
	StrList l = {0};
	Err e;
	ck_assert_int_eq(compdb_shell_split("nvcc 'oops", &l, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "unterminated quote"));
	strlist_free(&l);
}
END_TEST

START_TEST(both_entry_forms_load_and_paths_resolve_against_directory)
{
	char *db_path = write_tmp("compile_commands.json",
		"[{\"directory\": \"sub\", \"file\": \"a.cu\", "
		"\"arguments\": [\"nvcc\", \"-c\", \"a.cu\"]},"
		" {\"directory\": \"/abs\", \"file\": \"../b.cu\", "
		"\"command\": \"nvcc -I inc -c ../b.cu\"},"
		" {\"directory\": \"/abs\", \"file\": \"/b.cu\", \"command\": \"nvcc -c /b.cu\"}]");
	CompDb db;
	Err e;
	ck_assert_msg(compdb_load(&db, tmpdir, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(db.len, 2); /* the third names b.cu again and is dropped */
	char *want = xasprintf("%s/sub/a.cu", tmpdir);
	ck_assert_str_eq(db.items[0].file, want);
	ck_assert_str_eq(db.items[1].file, "/b.cu");
	ck_assert_int_eq(db.items[1].argc, 5);
	compdb_free(&db);
	free(want);
	free(db_path);
}
END_TEST

START_TEST(a_missing_database_names_the_file)
{
	CompDb db;
	Err e;
	ck_assert_int_eq(compdb_load(&db, "/nonexistent/cc.json", &e), -1);
	ck_assert_str_eq(e.msg, "cannot read compilation database '/nonexistent/cc.json': "
				"No such file or directory");
	compdb_free(&db);
}
END_TEST

START_TEST(malformed_json_reports_the_line_and_column)
{
	char *p = write_tmp("bad.json", "[\n {\"directory\": \"/x\",\n  \"file\" \"a.cu\"}\n]");
	CompDb db;
	Err e;
	ck_assert_int_eq(compdb_load(&db, p, &e), -1);
	char *want = xasprintf("%s:3:10: malformed JSON in compilation database", p);
	ck_assert_str_eq(e.msg, want);
	compdb_free(&db);
	free(want);
	free(p);
}
END_TEST

/* Loads text as the database at name and checks that it fails with the message the
 * database's path followed by want. */
static void fails_with(const char *name, const char *text, size_t len, const char *want)
{
	char *p = xasprintf("%s/%s", tmpdir, name);
	Err e;
	ck_assert_int_eq(output_write(p, text, len, &e), 0);
	CompDb db;
	ck_assert_int_eq(compdb_load(&db, p, &e), -1);
	char *full = xasprintf("%s%s", p, want);
	ck_assert_str_eq(e.msg, full);
	compdb_free(&db);
	free(full);
	free(p);
}

START_TEST(text_after_the_array_is_an_error_at_its_line_and_column)
{
	static const char db[] = "[{\"directory\": \"/x\", \"file\": \"a.cu\", "
				 "\"command\": \"nvcc -c a.cu\"}]\n\n  ]garbage";
	fails_with("cc.json", db, strlen(db), ":3:3: text after the end of the JSON value");
}
END_TEST

START_TEST(a_nul_in_a_file_name_is_an_error_not_a_shorter_name)
{
	/* "a.cu\u0000.txt" would be "a.cu" to cJSON; "\\u0000" is a backslash, not a NUL */
	static const char esc[] = "[{\"directory\": \"/x\\\\u0000\", \"file\": \"a.cu\\u0000.txt\", "
				  "\"command\": \"nvcc -c a.cu\"}]";
	fails_with("esc.json", esc, strlen(esc), ":1:42: a string holds a NUL character "
		   "(\\u0000), which no file name, argument or name in code can hold");
	static const char raw[] = "[{\"directory\": \"/x\", \"file\": \"a.cu\0.txt\"}]";
	fails_with("raw.json", raw, sizeof raw - 1, ":1:35: a NUL byte, which JSON text "
		   "cannot hold");
}
END_TEST

START_TEST(an_empty_file_field_is_named)
{
	static const char db[] = "[{\"directory\": \"/x\", \"file\": \"\", \"command\": \"nvcc\"}]";
	fails_with("cc.json", db, strlen(db), ": entry [0] has an empty \"file\"");
}
END_TEST

START_TEST(an_unterminated_quote_in_a_command_is_an_error)
{
	/* the words before the quote were split already: LeakSanitizer checks they are freed */
	static const char db[] = "[{\"directory\": \"/x\", \"file\": \"a.cu\", "
				 "\"command\": \"nvcc -O2 -c 'a.cu\"}]";
	fails_with("cc.json", db, strlen(db), ": entry [0]: unterminated quote in command: "
		   "nvcc -O2 -c 'a.cu");
}
END_TEST

START_TEST(a_fifo_or_a_device_is_refused_without_blocking)
{
	char *fifo = xasprintf("%s/fifo.json", tmpdir);
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	CompDb db;
	Err e;
	ck_assert_int_eq(compdb_load(&db, fifo, &e), -1);
	char *want = xasprintf("cannot read compilation database '%s': it is a FIFO, not a "
			       "regular file", fifo);
	ck_assert_str_eq(e.msg, want);
	compdb_free(&db);
	ck_assert_int_eq(compdb_load(&db, "/dev/zero", &e), -1);
	ck_assert_str_eq(e.msg, "cannot read compilation database '/dev/zero': it is a "
				"character device, not a regular file");
	compdb_free(&db);
	free(want);
	free(fifo);
}
END_TEST

START_TEST(an_entry_without_a_command_is_an_error)
{
	char *p = write_tmp("cc.json", "[{\"directory\": \"/x\", \"file\": \"a.cu\"}]");
	CompDb db;
	Err e;
	ck_assert_int_eq(compdb_load(&db, p, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "entry [0] has neither \"arguments\" nor \"command\""));
	compdb_free(&db);
	free(p);
}
END_TEST

START_TEST(argument_files_are_read_in_place_relative_to_the_entry_directory)
{
	char *sub = xasprintf("%s/build", tmpdir);
	ck_assert_int_eq(mkdir(sub, 0755), 0);
	free(write_tmp("build/includes.rsp", "-I../inc \"-DMSG=a b\"\n-isystem /sys\n"));
	free(write_tmp("build/outer.rsp", "-DFIRST @includes.rsp -DLAST"));
	free(write_tmp("build/defs.opt", "-DFROM_OPT=1"));
	char *p = write_tmp("compile_commands.json",
		"[{\"directory\": \"build\", \"file\": \"../a.cu\", \"command\": "
		"\"nvcc -O2 @outer.rsp --options-file defs.opt,includes.rsp -c ../a.cu\"},"
		" {\"directory\": \"build\", \"file\": \"../b.cu\", \"arguments\": "
		"[\"nvcc\", \"-optf\", \"defs.opt\", \"--options-file=defs.opt\", \"-c\", \"../b.cu\"]}]");
	CompDb db;
	Err e;
	ck_assert_msg(compdb_load(&db, p, &e) == 0, "%s", e.msg);
	const char *want[] = {"nvcc", "-O2", "-DFIRST", "-I../inc", "-DMSG=a b", "-isystem",
			      "/sys", "-DLAST", "-DFROM_OPT=1", "-I../inc", "-DMSG=a b",
			      "-isystem", "/sys", "-c", "../a.cu"};
	ck_assert_int_eq(db.items[0].argc, (int)countof(want));
	for (size_t i = 0; i < countof(want); i++)
		ck_assert_str_eq(db.items[0].argv[i], want[i]);
	ck_assert_int_eq(db.items[1].argc, 5);
	ck_assert_str_eq(db.items[1].argv[1], "-DFROM_OPT=1");
	ck_assert_str_eq(db.items[1].argv[2], "-DFROM_OPT=1");
	compdb_free(&db);
	free(sub);
	free(p);
}
END_TEST

START_TEST(a_missing_argument_file_is_an_error_naming_it)
{
	char *p = write_tmp("compile_commands.json",
		"[{\"directory\": \".\", \"file\": \"a.cu\", "
		"\"command\": \"nvcc --options-file gone.rsp -c a.cu\"}]");
	CompDb db;
	Err e;
	ck_assert_int_eq(compdb_load(&db, p, &e), -1);
	char *want = xasprintf("%s: entry [0] (a.cu): cannot read the argument file 'gone.rsp' "
			       "(%s/gone.rsp): No such file or directory", p, tmpdir);
	ck_assert_str_eq(e.msg, want);
	compdb_free(&db);
	free(want);
	free(p);
}
END_TEST

START_TEST(an_argument_file_that_names_itself_is_an_error)
{
	free(write_tmp("loop.rsp", "-DX @loop.rsp"));
	char *p = write_tmp("compile_commands.json",
		"[{\"directory\": \".\", \"file\": \"a.cu\", \"command\": \"nvcc @loop.rsp -c a.cu\"}]");
	CompDb db;
	Err e;
	ck_assert_int_eq(compdb_load(&db, p, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "loop.rsp' nests more than 16 levels deep"));
	compdb_free(&db);
	free(p);
}
END_TEST

static void translate(const char *cmd, StrList *out, bool *cuda)
{
	StrList argv = {0};
	Err e;
	ck_assert_int_eq(compdb_shell_split(cmd, &argv, &e), 0);
	CompileCommand cc = {.directory = "/proj", .file = "/proj/k.cu", .argv = argv.items,
			     .argc = (int)argv.len};
	Toolchain t = {.own_include = "/share/include", .host_include = "/share/include-host"};
	Options o = {0};
	strlist_push(&o.extra_args, "-DEXTRA");
	flags_translate(out, &cc, &t, &o, cuda);
	strlist_free(&argv);
	strlist_free(&o.extra_args);
}

START_TEST(nvcc_only_flags_are_dropped)
{
	StrList out = {0};
	bool cuda;
	translate("nvcc -arch=sm_90 -gencode arch=compute_80,code=sm_80 -lineinfo "
		  "--expt-relaxed-constexpr -rdc=true -ccbin g++-12 --use_fast_math -G "
		  "-Xptxas -v -maxrregcount 32 -c k.cu -o k.o", &out, &cuda);
	ck_assert(cuda);
	for (size_t i = 0; i < out.len; i++) {
		ck_assert_msg(!strstr(out.items[i], "sm_"), "kept %s", out.items[i]);
		ck_assert_msg(strcmp(out.items[i], "g++-12") && strcmp(out.items[i], "-v") &&
			      strcmp(out.items[i], "32") && strcmp(out.items[i], "k.o"),
			      "kept %s", out.items[i]);
	}
	ck_assert(has_arg(&out, "-ffast-math"));
	ck_assert(has_arg(&out, "--cuda-host-only"));
	ck_assert(has_arg(&out, "-DEXTRA"));
	strlist_free(&out);
}
END_TEST

START_TEST(include_paths_become_absolute_and_xcompiler_is_split)
{
	StrList out = {0};
	bool cuda;
	translate("/usr/local/cuda/bin/nvcc -Iinc -I ../common --include-path=x -isystem sys "
		  "-Xcompiler -fopenmp,-Wall -Xcompiler=-pthread -DN=4 -D M -O3 -std=c++17 "
		  "-c k.cu", &out, &cuda);
	ck_assert(has_arg(&out, "-I/proj/inc"));
	ck_assert(has_arg(&out, "-I/common"));
	ck_assert(has_arg(&out, "-I/proj/x"));
	ck_assert(has_arg(&out, "/proj/sys"));
	/* the parse sees OpenMP code as gcc -fopenmp preprocesses it, pragmas ignored */
	ck_assert(has_arg(&out, "-D_OPENMP=201511"));
	ck_assert(!has_arg(&out, "-fopenmp"));
	ck_assert(!has_arg(&out, "-Wall"));
	ck_assert(has_arg(&out, "-pthread"));
	ck_assert(has_arg(&out, "-DN=4"));
	ck_assert(has_arg(&out, "-DM"));
	ck_assert(has_arg(&out, "-O3"));
	ck_assert(has_arg(&out, "-std=c++17"));
	strlist_free(&out);
}
END_TEST

START_TEST(x_cu_makes_a_cpp_file_cuda_and_host_files_stay_host)
{
	StrList out = {0};
	bool cuda;
	translate("nvcc -x cu -c k.cpp", &out, &cuda);
	ck_assert(cuda);
	strlist_free(&out);
	StrList argv = {0};
	Err e;
	ck_assert_int_eq(compdb_shell_split("g++ -c main.cpp", &argv, &e), 0);
	CompileCommand cc = {.directory = "/p", .file = "/p/main.cpp", .argv = argv.items,
			     .argc = (int)argv.len};
	Toolchain t = {.own_include = "/share/include", .host_include = "/share/include-host"};
	Options o = {0};
	flags_translate(&out, &cc, &t, &o, &cuda);
	ck_assert(!cuda);
	ck_assert(!has_arg(&out, "--cuda-host-only"));
	ck_assert(has_arg(&out, "/share/include"));
	/* what GCC accepts in older code, and GCC's headers clang lacks, searched last */
	ck_assert(has_arg(&out, "-Wno-error=implicit-function-declaration"));
	ck_assert(has_arg(&out, "-Wno-error=implicit-int"));
	ck_assert(has_arg(&out, "/share/include-host"));
	strlist_free(&out);
	strlist_free(&argv);
}
END_TEST

static Suite *make_suite(void)
{
	Suite *s = suite_create("compile database");
	TCase *tc = tcase_create("loading");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, shell_split_handles_quotes_and_escapes);
	tcase_add_test(tc, shell_split_rejects_an_unterminated_quote);
	tcase_add_test(tc, both_entry_forms_load_and_paths_resolve_against_directory);
	tcase_add_test(tc, a_missing_database_names_the_file);
	tcase_add_test(tc, malformed_json_reports_the_line_and_column);
	tcase_add_test(tc, text_after_the_array_is_an_error_at_its_line_and_column);
	tcase_add_test(tc, a_nul_in_a_file_name_is_an_error_not_a_shorter_name);
	tcase_add_test(tc, an_empty_file_field_is_named);
	tcase_add_test(tc, an_unterminated_quote_in_a_command_is_an_error);
	tcase_add_test(tc, a_fifo_or_a_device_is_refused_without_blocking);
	tcase_add_test(tc, an_entry_without_a_command_is_an_error);
	tcase_add_test(tc, argument_files_are_read_in_place_relative_to_the_entry_directory);
	tcase_add_test(tc, a_missing_argument_file_is_an_error_naming_it);
	tcase_add_test(tc, an_argument_file_that_names_itself_is_an_error);
	suite_add_tcase(s, tc);
	TCase *fl = tcase_create("nvcc flags");
	tcase_add_test(fl, nvcc_only_flags_are_dropped);
	tcase_add_test(fl, include_paths_become_absolute_and_xcompiler_is_split);
	tcase_add_test(fl, x_cu_makes_a_cpp_file_cuda_and_host_files_stay_host);
	suite_add_tcase(s, fl);
	return s;
}

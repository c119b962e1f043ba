/*
 * Where the CUDA declarations for parsing come from. With no SDK, cuport parses against
 * its own declarations (headers/cuda, installed as share/cuport/include). With an SDK, given
 * by --cuda-path or found in CUDA_PATH, CUDA_HOME or /usr/local/cuda, clang's own CUDA
 * wrapper is used against it; SDKs newer than libclang knows get cuport's shim headers for
 * what the wrapper misses. The recipes themselves are documented in headers/cuda/README.md.
 */
#include "cuport.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef CUPORT_SOURCE_DIR
#define CUPORT_SOURCE_DIR "."
#endif

/* The newest CUDA version clang 19's wrapper headers know. */
#define CLANG_KNOWN_CUDA 12050

static bool is_dir(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_file(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* The directory of the running executable. */
static char *exe_dir(const char *argv0)
{
	char buf[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
	if (n > 0) {
		buf[n] = '\0';
		return path_dirname(buf);
	}
	char *abs = path_absolute(argv0, NULL);
	char *dir = path_dirname(abs);
	free(abs);
	return dir;
}

/* Finds share/cuport next to an installed binary, else the source tree it was built from.
 * CUPORT_DATA_DIR overrides both (a directory laid out like share/cuport). */
static void find_data(Toolchain *t, const char *argv0)
{
	const char *env = getenv("CUPORT_DATA_DIR");
	char *bin = exe_dir(argv0);
	char *share = env && *env ? path_absolute(env, NULL)
				  : path_absolute("../share/cuport", bin);
	free(bin);
	char *inc = xasprintf("%s/include", share);
	if (is_dir(inc)) {
		t->own_include = inc;
		t->shims_include = xasprintf("%s/include-sdk", share);
		t->host_include = xasprintf("%s/include-host", share);
		t->thrust_include = xasprintf("%s/include-thrust", share);
		t->rules_dir = xasprintf("%s/rules", share);
	} else {
		free(inc);
		t->own_include = xstrdup(CUPORT_SOURCE_DIR "/headers/cuda");
		t->shims_include = xstrdup(CUPORT_SOURCE_DIR "/headers/cuda-sdk");
		t->host_include = xstrdup(CUPORT_SOURCE_DIR "/headers/host");
		t->thrust_include = xstrdup(CUPORT_SOURCE_DIR "/headers/thrust");
		t->thrust_runtime = xstrdup(CUPORT_SOURCE_DIR "/runtime/include");
		t->rules_dir = xstrdup(CUPORT_SOURCE_DIR "/rules");
	}
	free(share);
}

/* CUDA_VERSION from <sdk>/include/cuda.h, or 0. */
static int sdk_version(const char *sdk)
{
	char *path = xasprintf("%s/include/cuda.h", sdk);
	char *text = input_read_file(path, NULL);
	free(path);
	if (!text)
		return 0;
	int v = 0;
	const char *p = strstr(text, "#define CUDA_VERSION");
	if (p)
		v = atoi(p + strlen("#define CUDA_VERSION"));
	free(text);
	return v;
}

static bool is_sdk(const char *dir)
{
	char *p = xasprintf("%s/include/cuda_runtime.h", dir);
	bool ok = is_file(p);
	free(p);
	return ok;
}

int toolchain_init(Toolchain *t, const Options *o, const char *argv0, Err *e)
{
	*t = (Toolchain){0};
	find_data(t, argv0);
	if (!is_dir(t->own_include)) {
		err_set(e, "cuport's CUDA declarations are missing: '%s' is not a directory "
			   "(set CUPORT_DATA_DIR to the installed share/cuport)", t->own_include);
		toolchain_free(t);
		return -1;
	}
	if (o->cuda_path) {
		if (!is_sdk(o->cuda_path)) {
			err_set(e, "--cuda-path '%s' is not a CUDA SDK (no include/cuda_runtime.h)",
				o->cuda_path);
			toolchain_free(t);
			return -1;
		}
		t->sdk_path = xstrdup(o->cuda_path);
	} else if (!o->no_sdk) {
		const char *candidates[] = {getenv("CUDA_PATH"), getenv("CUDA_HOME"),
					    "/usr/local/cuda"};
		for (size_t i = 0; i < countof(candidates) && !t->sdk_path; i++)
			if (candidates[i] && *candidates[i] && is_sdk(candidates[i]))
				t->sdk_path = path_absolute(candidates[i], NULL);
	}
	if (t->sdk_path)
		t->sdk_version = sdk_version(t->sdk_path);
	return 0;
}

void toolchain_args(StrList *out, const Toolchain *t, bool cuda)
{
	/* What GCC (nvcc's host compiler) accepts in old code and clang rejects by default:
	 * these errors become warnings, which -w silences. */
	static const char *const lenient[] = {
		"-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
		"-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
		"-Wno-error=incompatible-function-pointer-types", "-Wno-error=return-type",
		"-Wno-register", /* C++17 removed it; GCC only warns */
		/* "id ("FMT")": C++11 reads FMT as a literal suffix; GCC warns and expands it */
		"-Wno-error=reserved-user-defined-literal",
	};
	for (size_t i = 0; i < countof(lenient); i++)
		strlist_push(out, lenient[i]);
	strlist_push(out, "-idirafter");
	strlist_push(out, t->host_include);
	/* Thrust is parsed as the migrated file will build it: <thrust/...> is cuport's
	 * subset (headers/thrust/README.md) in both modes, ahead of any SDK's. */
	if (t->thrust_include) {
		strlist_push(out, "-isystem");
		strlist_push(out, t->thrust_include);
	}
	if (t->thrust_runtime) {
		strlist_push(out, "-isystem");
		strlist_push(out, t->thrust_runtime);
	}
	if (t->sdk_path) {
		int n = t->sdk_version;
		strlist_push_owned(out, xasprintf("--cuda-path=%s", t->sdk_path));
		strlist_push(out, "-Wno-unknown-cuda-version");
		if (cuda) {
			/* clang does not define nvcc's version macros. */
			strlist_push_owned(out, xasprintf("-D__CUDACC_VER_MAJOR__=%d", n / 1000));
			strlist_push_owned(out, xasprintf("-D__CUDACC_VER_MINOR__=%d", n % 1000 / 10));
			strlist_push(out, "-D__CUDACC_VER_BUILD__=0");
			/* cuRAND, which clang's wrapper includes and nvcc does not, is hidden
			 * again, so code that tests for it decides as under nvcc. */
			strlist_push(out, "-isystem");
			strlist_push_owned(out, xasprintf("%s/wrapper", t->shims_include));
			if (n > CLANG_KNOWN_CUDA) {
				strlist_push(out, "-isystem");
				strlist_push_owned(out, xasprintf("%s/cuda13", t->shims_include));
			}
			char *cccl = xasprintf("%s/include/cccl", t->sdk_path);
			if (is_dir(cccl)) {
				strlist_push(out, "-isystem");
				strlist_push(out, cccl);
			}
			free(cccl);
			/* clang searches <sdk>/include after the system directories, so where
			 * /usr/include or /usr/local/include also hold the SDK's headers (links,
			 * distribution packages) a user's #include <cooperative_groups.h> lands
			 * there, outside the SDK, and its names no longer count as CUDA's. nvcc
			 * searches its own include directory first; so do we. */
			strlist_push(out, "-isystem");
			strlist_push_owned(out, xasprintf("%s/include", t->sdk_path));
			strlist_push(out, "-include");
			strlist_push_owned(out, xasprintf("%s/cuport_sdk_prelude.h", t->shims_include));
			/* the __nv_atomic_* built-ins of 12.8+ (crt/device_functions.h), which
			 * clang's wrapper never includes: cuport's one declaration of them */
			if (n >= 12080) {
				strlist_push(out, "-include");
				strlist_push_owned(out, xasprintf("%s/cuport_nv_atomic.h", t->own_include));
			}
		} else {
			/* Host-only C++ files see the SDK's headers as nvcc's host compiler would. */
			strlist_push(out, "-isystem");
			strlist_push_owned(out, xasprintf("%s/include", t->sdk_path));
		}
		return;
	}
	strlist_push(out, "-isystem");
	strlist_push(out, t->own_include);
	if (cuda) {
		/* --cuda-path at a directory that is no SDK stops clang finding one itself;
		 * the target version makes <<<>>> use __cudaPushCallConfiguration. */
		strlist_push_owned(out, xasprintf("--cuda-path=%s", t->own_include));
		strlist_push(out, "-nocudainc");
		strlist_push(out, "-nocudalib");
		strlist_push(out, "-Xclang");
		strlist_push(out, "-target-sdk-version=12.5");
		strlist_push(out, "-Xclang");
		strlist_push(out, "-fcuda-allow-variadic-functions");
		/* nvcc includes the runtime header into every CUDA unit implicitly. */
		strlist_push(out, "-include");
		strlist_push_owned(out, xasprintf("%s/cuda_runtime.h", t->own_include));
	}
}

int toolchain_cuda_version(const Toolchain *t)
{
	/* headers/cuda/host_defines.h: __CUPORT_CUDA_VERSION */
	return t->sdk_path && t->sdk_version ? t->sdk_version : 12080;
}

void toolchain_free(Toolchain *t)
{
	free(t->own_include);
	free(t->shims_include);
	free(t->rules_dir);
	free(t->sdk_path);
	free(t->host_include);
	free(t->thrust_include);
	free(t->thrust_runtime);
	*t = (Toolchain){0};
}

/*
 * Path arithmetic and the mapping from the input tree to the output tree. All paths are
 * handled lexically (absolute, normalised) so that a path that does not exist yet, like an
 * output, can be reasoned about; the guard then also compares real paths, so a symbolic
 * link cannot smuggle an output onto an input.
 */
#include "cuport.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char *cwd_dup(void)
{
	char buf[PATH_MAX];
	if (!getcwd(buf, sizeof buf))
		err_die("cannot read the current directory: %s", strerror(errno));
	return xstrdup(buf);
}

/* Removes '.', '..' and repeated slashes from an absolute path, in place. */
static void normalise(char *p)
{
	char *out = p;          /* write cursor; p[0] == '/' */
	const char *in = p;
	while (*in) {
		while (*in == '/')
			in++;
		const char *seg = in;
		while (*in && *in != '/')
			in++;
		size_t n = (size_t)(in - seg);
		if (n == 0 || (n == 1 && seg[0] == '.'))
			continue;
		if (n == 2 && seg[0] == '.' && seg[1] == '.') {
			while (out > p && *--out != '/')
				;
			continue;
		}
		*out++ = '/';
		memmove(out, seg, n);
		out += n;
	}
	if (out == p)
		*out++ = '/';
	*out = '\0';
}

char *path_absolute(const char *path, const char *base)
{
	char *abs;
	if (path[0] == '/') {
		abs = xstrdup(path);
	} else {
		char *b = base ? path_absolute(base, NULL) : cwd_dup();
		abs = xasprintf("%s/%s", b, path);
		free(b);
	}
	normalise(abs);
	return abs;
}

bool path_is_under(const char *path, const char *dir)
{
	size_t n = strlen(dir);
	if (n == 1 && dir[0] == '/')
		return path[0] == '/';
	return strncmp(path, dir, n) == 0 && (path[n] == '\0' || path[n] == '/');
}

char *path_relative(const char *path, const char *dir)
{
	size_t n = strlen(dir);
	if (n == 1 && dir[0] == '/')
		return xstrdup(path + 1);
	return xstrdup(path[n] == '/' ? path + n + 1 : path + n);
}

const char *path_display(const char *abs_path)
{
	static _Thread_local char cwd[PATH_MAX];
	if (!cwd[0] && !getcwd(cwd, sizeof cwd))
		return abs_path;
	size_t n = strlen(cwd);
	if (n > 1 && strncmp(abs_path, cwd, n) == 0 && abs_path[n] == '/')
		return abs_path + n + 1;
	return abs_path;
}

char *path_dirname(const char *path)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		return xstrdup(".");
	if (slash == path)
		return xstrdup("/");
	return xstrndup(path, (size_t)(slash - path));
}

const char *path_basename(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

const char *path_extension(const char *path)
{
	const char *base = path_basename(path);
	const char *dot = strrchr(base, '.');
	return dot && dot != base ? dot : "";
}

bool path_is_cuda_source(const char *path)
{
	const char *ext = path_extension(path);
	return strcmp(ext, ".cu") == 0 || strcmp(ext, ".CU") == 0;
}

char *path_map_output(const char *in_abs, const char *in_root, const char *out_root,
		      OutKind kind)
{
	char *rel = path_relative(in_abs, in_root);
	char *out;
	bool source = path_is_cuda_source(in_abs);
	if (kind == OUT_KERNELS || source) {
		size_t stem = strlen(rel) - strlen(path_extension(rel));
		const char *ext = kind == OUT_KERNELS ? ".cl" : ".cpp";
		out = xasprintf("%s/%.*s%s", out_root, (int)stem, rel, ext);
	} else {
		out = xasprintf("%s/%s", out_root, rel);
	}
	free(rel);
	normalise(out);
	return out;
}

/* depth bounds a loop of dangling links */
static char *resolve(const char *p, int depth)
{
	char buf[PATH_MAX];
	if (realpath(p, buf))
		return xstrdup(buf);
	if (strcmp(p, "/") == 0)
		return xstrdup("/");
	char *dir = path_dirname(p);
	char *rdir = resolve(dir, depth);
	char *out = xasprintf("%s/%s", strcmp(rdir, "/") == 0 ? "" : rdir, path_basename(p));
	/* a link whose target does not exist yet: a write through it lands at the target */
	ssize_t n = depth < 40 ? readlink(out, buf, sizeof buf - 1) : -1;
	if (n > 0) {
		buf[n] = '\0';
		char *target = path_absolute(buf, rdir);
		free(out);
		out = resolve(target, depth + 1);
		free(target);
	}
	free(dir);
	free(rdir);
	return out;
}

char *path_resolve(const char *p)
{
	return resolve(p, 0);
}

/* Whether the real directory dir holds cuport's marker, a regular file. */
static bool has_marker(const char *dir)
{
	char *m = xasprintf("%s/%s", dir, OUT_MARKER);
	struct stat st;
	bool yes = lstat(m, &st) == 0 && S_ISREG(st.st_mode);
	free(m);
	return yes;
}

int paths_check_roots(const char *in_root, const char *out_root, char **inside, Err *e)
{
	char *ri = path_resolve(in_root), *ro = path_resolve(out_root);
	const char *how = strcmp(ro, out_root) ? " once symbolic links are resolved" : "";
	struct stat st;
	int rc = 0;
	*inside = NULL;
	if (strcmp(ri, ro) == 0) {
		err_set(e, "--out-root '%s' is the same directory as --in-root%s; "
			   "outputs would overwrite the sources", out_root, how);
		rc = -1;
	} else if (path_is_under(ri, ro)) {
		/* in-root below out-root: out-root/<rel> may then be a source itself. */
		char *rel = path_relative(ri, ro);
		err_set(e, "--in-root '%s' lies inside --out-root '%s' (as '%s'); "
			   "outputs could overwrite the sources", in_root, out_root, rel);
		free(rel);
		rc = -1;
	} else if (path_is_under(ro, ri) && lstat(ro, &st) == 0 && !has_marker(ro)) {
		/* An existing folder among the sources that cuport did not make: it may hold
		 * the user's files, which an output of the same name would replace. */
		err_set(e, "--out-root '%s' lies inside --in-root '%s'%s and is an existing "
			   "folder that cuport did not make (it has no %s file): it may hold your "
			   "files. Choose a new folder (cuport makes it and marks it) or one "
			   "outside --in-root", out_root, in_root, how, OUT_MARKER);
		rc = -1;
	} else if (path_is_under(ro, ri)) {
		/* Spelled under the in-root as the sources are, so that their paths compare. */
		char *rel = path_relative(ro, ri);
		*inside = path_absolute(rel, in_root);
		free(rel);
	}
	free(ri);
	free(ro);
	return rc;
}

bool path_is_cuport_output(const Options *o, const char *path)
{
	return o->out_inside && (path_is_under(path, o->out_inside) ||
				 path_is_under(path, o->out_root));
}

bool path_is_source(const Options *o, const char *path)
{
	return path_is_under(path, o->in_root) && !path_is_cuport_output(o, path);
}

bool path_same_file(const char *a, const char *b)
{
	char *ra = path_resolve(a), *rb = path_resolve(b);
	bool same = strcmp(ra, rb) == 0;
	free(ra);
	free(rb);
	return same;
}

bool path_is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

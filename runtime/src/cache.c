/*
 * cache.c: the on-disk cache of built program binaries.  The key is the whole
 * build identity as one string (device, platform, driver and OpenCL versions,
 * build options, the full source with the device header); the file name is a
 * 128-bit hash of it and the file stores the key itself, so a hash collision or
 * a stale file can never load the wrong binary.  Files are written to a
 * temporary name and renamed, so concurrent processes see whole files only.
 * Location: CUPORT_CACHE_DIR, else $XDG_CACHE_HOME/cuport, else
 * ~/.cache/cuport; CUPORT_CACHE=0 turns the cache off.  Any I/O problem just
 * means a cache miss.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"

unsigned long cuport_cache_hits, cuport_cache_stores;

static const char magic[8] = {'C', 'U', 'P', 'O', 'R', 'T', 'B', '1'};

/* Two FNV-1a passes with different offset bases give 128 bits. */
static void hash128(const char *key, size_t len, uint64_t h[2])
{
  size_t i;

  h[0] = 0xcbf29ce484222325ull;
  h[1] = 0x84222325cbf29ce4ull;
  for (i = 0; i < len; i++) {
    h[0] = (h[0] ^ (unsigned char)key[i]) * 0x100000001b3ull;
    h[1] = (h[1] ^ (unsigned char)key[i]) * 0x100000001b3ull;
    h[1] ^= h[1] >> 29;
  }
}

static int make_dirs(char *path)
{
  char *p;

  for (p = path + 1; *p; p++) {
    if (*p != '/')
      continue;
    *p = '\0';
    if (mkdir(path, 0755) != 0 && errno != EEXIST) {
      *p = '/';
      return -1;
    }
    *p = '/';
  }
  return mkdir(path, 0755) != 0 && errno != EEXIST ? -1 : 0;
}

/* Writes the cache directory into buf (creating it); 0 on success. */
static int cache_dir(char *buf, size_t size)
{
  const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  int n;

  if (!cuport_config.cache)
    return -1;
  if (cuport_config.cache_dir)
    n = snprintf(buf, size, "%s", cuport_config.cache_dir);
  else if (xdg && *xdg)
    n = snprintf(buf, size, "%s/cuport", xdg);
  else if (home && *home)
    n = snprintf(buf, size, "%s/.cache/cuport", home);
  else
    return -1;
  if (n <= 0 || (size_t)n >= size)
    return -1;
  return make_dirs(buf);
}

static int cache_path(const char *key, size_t keylen, char *buf, size_t size)
{
  char dir[4096];
  uint64_t h[2];
  int n;

  if (cache_dir(dir, sizeof dir))
    return -1;
  hash128(key, keylen, h);
  n = snprintf(buf, size, "%s/%016llx%016llx.clbin", dir, (unsigned long long)h[0],
               (unsigned long long)h[1]);
  return n > 0 && (size_t)n < size ? 0 : -1;
}

static int read_exact(FILE *f, void *p, size_t n)
{
  return fread(p, 1, n, f) == n ? 0 : -1;
}

int cuport_cache_load(const char *key, size_t keylen, unsigned char **bin, size_t *len)
{
  char path[4200], m[8];
  uint64_t sizes[2];
  char *stored = NULL;
  unsigned char *data = NULL;
  FILE *f;
  int ok = 0;

  if (cache_path(key, keylen, path, sizeof path) || !(f = fopen(path, "rb")))
    return -1;
  if (!read_exact(f, m, 8) && !memcmp(m, magic, 8) && !read_exact(f, sizes, sizeof sizes) &&
      sizes[0] == keylen && sizes[1] > 0 && sizes[1] < ((uint64_t)1 << 32)) {
    stored = malloc(keylen ? keylen : 1);
    data = malloc((size_t)sizes[1]);
    ok = stored && data && !read_exact(f, stored, keylen) && !memcmp(stored, key, keylen) &&
         !read_exact(f, data, (size_t)sizes[1]);
  }
  fclose(f);
  free(stored);
  if (!ok) {
    free(data);
    CUPORT_TRACE("cache miss (stale or unreadable) %s", path);
    return -1;
  }
  *bin = data;
  *len = (size_t)sizes[1];
  cuport_cache_hits++;
  CUPORT_TRACE("cache hit %s", path);
  return 0;
}

void cuport_cache_store(const char *key, size_t keylen, const unsigned char *bin, size_t len)
{
  char path[4200], tmp[4300];
  uint64_t sizes[2] = {keylen, len};
  FILE *f;
  int ok;

  if (cache_path(key, keylen, path, sizeof path))
    return;
  snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
  if (!(f = fopen(tmp, "wb")))
    return;
  ok = fwrite(magic, 1, 8, f) == 8 && fwrite(sizes, 1, sizeof sizes, f) == sizeof sizes &&
       fwrite(key, 1, keylen, f) == keylen && fwrite(bin, 1, len, f) == len;
  ok = fclose(f) == 0 && ok;
  if (ok && rename(tmp, path) == 0) {
    cuport_cache_stores++;
    CUPORT_TRACE("cache store %s", path);
  } else {
    remove(tmp);
  }
}

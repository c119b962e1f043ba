/*
 * nvtx.c: NVTX (nvtxRangePush/Pop, nvtxRangeStart/End, nvtxMark, domains,
 * registered strings, names), the annotations CUDA programs put around their
 * phases.  In CUDA they cost nothing without a tool attached; here, without
 * CUPORT_PROFILE, a push or pop only moves the thread's nesting level (the
 * value CUDA returns), and the rest return at once.  Under CUPORT_PROFILE each
 * range and mark goes to the profile (profile.c) with its host wall time,
 * the thread that made it and its colour.
 *
 * Messages: ASCII, wide (converted to UTF-8) or registered strings; a domain's
 * ranges are named "domain::message", so the table keeps them apart.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "internal.h"

struct cuportNvtxDomain {
  char *name;
};

struct cuportNvtxString {
  char *text;
};

/* One open push range of this thread. */
typedef struct open_range {
  char *name;
  unsigned long long start;
  unsigned window;
  unsigned color;
} open_range;

static _Thread_local open_range *stack;
static _Thread_local int depth, stack_cap;

/* Start/end ranges: open ones by id. */
typedef struct started {
  cuportNvtxRangeId_t id;
  char *name;
  unsigned long long start;
  unsigned window;
  unsigned color;
  struct started *next;
} started;

static pthread_mutex_t started_lock = PTHREAD_MUTEX_INITIALIZER;
static started *started_list;
static cuportNvtxRangeId_t next_id;

/* Category names (nvtxNameCategory), the trace's "cat" of an event. */
typedef struct nvtx_category {
  uint32_t id;
  char *name;
  struct nvtx_category *next;
} nvtx_category;
static nvtx_category *categories;

static int profiling(void)
{
  cuport_env_once();
  if (!cuport_profiling)
    return 0;
  cuport_init(); /* the report at exit is armed once devices are known */
  return 1;
}

/* UTF-8 for a wide string (malloc'ed). */
static char *utf8(const wchar_t *w)
{
  size_t n = w ? wcslen(w) : 0, i, k = 0;
  char *s = malloc(n * 4 + 1);

  if (!s)
    return NULL;
  for (i = 0; i < n; i++) {
    unsigned long c = (unsigned long)w[i];
    if (c < 0x80) {
      s[k++] = (char)c;
    } else if (c < 0x800) {
      s[k++] = (char)(0xc0 | (c >> 6));
      s[k++] = (char)(0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
      s[k++] = (char)(0xe0 | (c >> 12));
      s[k++] = (char)(0x80 | ((c >> 6) & 0x3f));
      s[k++] = (char)(0x80 | (c & 0x3f));
    } else {
      s[k++] = (char)(0xf0 | ((c >> 18) & 0x07));
      s[k++] = (char)(0x80 | ((c >> 12) & 0x3f));
      s[k++] = (char)(0x80 | ((c >> 6) & 0x3f));
      s[k++] = (char)(0x80 | (c & 0x3f));
    }
  }
  s[k] = '\0';
  return s;
}

/* The name an event's attributes give, in domain (malloc'ed). */
static char *attr_name(cuportNvtxDomainHandle_t domain, const cuportNvtxEventAttributes_t *a)
{
  const char *text = "";
  char *wide = NULL, *s;
  size_t n;

  if (a && a->messageType == CUPORT_NVTX_MESSAGE_TYPE_ASCII && a->message.ascii)
    text = a->message.ascii;
  else if (a && a->messageType == CUPORT_NVTX_MESSAGE_TYPE_UNICODE && a->message.unicode)
    text = wide = utf8(a->message.unicode);
  else if (a && a->messageType == CUPORT_NVTX_MESSAGE_TYPE_REGISTERED && a->message.registered)
    text = a->message.registered->text;
  if (!text)
    text = "";
  if (!domain) {
    s = strdup(text);
  } else {
    n = strlen(domain->name) + strlen(text) + 3;
    if ((s = malloc(n)))
      snprintf(s, n, "%s::%s", domain->name, text);
  }
  free(wide);
  return s;
}

static unsigned attr_color(const cuportNvtxEventAttributes_t *a)
{
  return a && a->colorType == CUPORT_NVTX_COLOR_ARGB ? (a->color | 0xff000000u) : 0;
}

static const char *category_name(const cuportNvtxEventAttributes_t *a)
{
  const nvtx_category *c;

  if (!a || !a->category)
    return NULL;
  pthread_mutex_lock(&started_lock);
  for (c = categories; c && c->id != a->category; c = c->next)
    ;
  pthread_mutex_unlock(&started_lock);
  return c ? c->name : NULL;
}

/* ------------------------------------------------------------ push and pop */

/* Opens a range named name (taken) on this thread; returns its level. */
static int push(char *name, unsigned color)
{
  if (depth == stack_cap) {
    int cap = stack_cap ? stack_cap * 2 : 16;
    open_range *v = realloc(stack, (size_t)cap * sizeof *v);
    if (!v) {
      free(name);
      return depth++;
    }
    stack = v;
    stack_cap = cap;
  }
  stack[depth].name = name;
  stack[depth].start = cuport_prof_now();
  stack[depth].window = cuport_prof_window();
  stack[depth].color = color;
  return depth++;
}

int cuportNvtxRangePushA(const char *message)
{
  if (!profiling())
    return depth++;
  return push(strdup(message ? message : ""), 0);
}

int cuportNvtxRangePushW(const wchar_t *message)
{
  if (!profiling())
    return depth++;
  return push(utf8(message), 0);
}

int cuportNvtxDomainRangePushEx(cuportNvtxDomainHandle_t domain,
                                const cuportNvtxEventAttributes_t *attr)
{
  if (!profiling())
    return depth++;
  return push(attr_name(domain, attr), attr_color(attr));
}

int cuportNvtxRangePushEx(const cuportNvtxEventAttributes_t *attr)
{
  return cuportNvtxDomainRangePushEx(NULL, attr);
}

int cuportNvtxDomainRangePop(cuportNvtxDomainHandle_t domain)
{
  open_range *r;

  (void)domain;
  if (depth <= 0)
    return -1;
  depth--;
  if (!cuport_profiling || depth >= stack_cap)
    return depth;
  r = &stack[depth];
  if (r->name)
    cuport_prof_nvtx(r->name, r->start, cuport_prof_now(), r->window, depth, r->color, NULL);
  free(r->name);
  r->name = NULL;
  return depth;
}

int cuportNvtxRangePop(void)
{
  return cuportNvtxDomainRangePop(NULL);
}

/* ---------------------------------------------------------- start and end */

static cuportNvtxRangeId_t start(char *name, unsigned color)
{
  started *s = calloc(1, sizeof *s);
  cuportNvtxRangeId_t id;

  pthread_mutex_lock(&started_lock);
  id = ++next_id;
  if (s && name) {
    s->id = id;
    s->name = name;
    s->start = cuport_prof_now();
    s->window = cuport_prof_window();
    s->color = color;
    s->next = started_list;
    started_list = s;
    name = NULL;
    s = NULL;
  }
  pthread_mutex_unlock(&started_lock);
  free(s);
  free(name);
  return id;
}

cuportNvtxRangeId_t cuportNvtxRangeStartA(const char *message)
{
  if (!profiling())
    return __atomic_add_fetch(&next_id, 1, __ATOMIC_RELAXED);
  return start(strdup(message ? message : ""), 0);
}

cuportNvtxRangeId_t cuportNvtxRangeStartW(const wchar_t *message)
{
  if (!profiling())
    return __atomic_add_fetch(&next_id, 1, __ATOMIC_RELAXED);
  return start(utf8(message), 0);
}

cuportNvtxRangeId_t cuportNvtxDomainRangeStartEx(cuportNvtxDomainHandle_t domain,
                                                 const cuportNvtxEventAttributes_t *attr)
{
  if (!profiling())
    return __atomic_add_fetch(&next_id, 1, __ATOMIC_RELAXED);
  return start(attr_name(domain, attr), attr_color(attr));
}

cuportNvtxRangeId_t cuportNvtxRangeStartEx(const cuportNvtxEventAttributes_t *attr)
{
  return cuportNvtxDomainRangeStartEx(NULL, attr);
}

void cuportNvtxDomainRangeEnd(cuportNvtxDomainHandle_t domain, cuportNvtxRangeId_t id)
{
  started **p, *s = NULL;

  (void)domain;
  if (!cuport_profiling)
    return;
  pthread_mutex_lock(&started_lock);
  for (p = &started_list; *p; p = &(*p)->next)
    if ((*p)->id == id) {
      s = *p;
      *p = s->next;
      break;
    }
  pthread_mutex_unlock(&started_lock);
  if (!s)
    return;
  cuport_prof_nvtx(s->name, s->start, cuport_prof_now(), s->window, 0, s->color, NULL);
  free(s->name);
  free(s);
}

void cuportNvtxRangeEnd(cuportNvtxRangeId_t id)
{
  cuportNvtxDomainRangeEnd(NULL, id);
}

/* ------------------------------------------------------------------- marks */

static void mark(char *name, unsigned color, const char *cat)
{
  unsigned long long t = cuport_prof_now();

  if (name)
    cuport_prof_nvtx(name, t, t, cuport_prof_window(), depth, color, cat);
  free(name);
}

void cuportNvtxMarkA(const char *message)
{
  if (profiling())
    mark(strdup(message ? message : ""), 0, NULL);
}

void cuportNvtxMarkW(const wchar_t *message)
{
  if (profiling())
    mark(utf8(message), 0, NULL);
}

void cuportNvtxDomainMarkEx(cuportNvtxDomainHandle_t domain, const cuportNvtxEventAttributes_t *attr)
{
  if (profiling())
    mark(attr_name(domain, attr), attr_color(attr), category_name(attr));
}

void cuportNvtxMarkEx(const cuportNvtxEventAttributes_t *attr)
{
  cuportNvtxDomainMarkEx(NULL, attr);
}

/* ------------------------------------------------------------------- names */

void cuportNvtxInitialize(const void *reserved)
{
  (void)reserved;
  cuport_env_once();
}

void cuportNvtxNameOsThreadA(uint32_t threadId, const char *name)
{
  if (profiling())
    cuport_prof_name_thread(threadId, name);
}

void cuportNvtxNameOsThreadW(uint32_t threadId, const wchar_t *name)
{
  char *s;

  if (profiling() && (s = utf8(name))) {
    cuport_prof_name_thread(threadId, s);
    free(s);
  }
}

void cuportNvtxDomainNameCategoryA(cuportNvtxDomainHandle_t domain, uint32_t id, const char *name)
{
  nvtx_category *c;

  (void)domain;
  if (!profiling() || !name || !(c = calloc(1, sizeof *c)))
    return;
  c->id = id;
  c->name = strdup(name);
  pthread_mutex_lock(&started_lock);
  c->next = categories;
  categories = c;
  pthread_mutex_unlock(&started_lock);
}

void cuportNvtxDomainNameCategoryW(cuportNvtxDomainHandle_t domain, uint32_t id, const wchar_t *name)
{
  char *s = profiling() ? utf8(name) : NULL;

  if (s)
    cuportNvtxDomainNameCategoryA(domain, id, s);
  free(s);
}

void cuportNvtxNameCategoryA(uint32_t category, const char *name)
{
  cuportNvtxDomainNameCategoryA(NULL, category, name);
}

void cuportNvtxNameCategoryW(uint32_t category, const wchar_t *name)
{
  cuportNvtxDomainNameCategoryW(NULL, category, name);
}

void cuportNvtxNameCudaStreamA(cuportStream_t stream, const char *name)
{
  if (profiling() && stream && stream != cuportStreamLegacy && stream != cuportStreamPerThread)
    cuport_prof_name_stream(stream, name);
}

void cuportNvtxNameCudaStreamW(cuportStream_t stream, const wchar_t *name)
{
  char *s = profiling() ? utf8(name) : NULL;

  if (s)
    cuportNvtxNameCudaStreamA(stream, s);
  free(s);
}

void cuportNvtxNameCudaDeviceA(int device, const char *name)
{
  (void)device;
  (void)name;
}

void cuportNvtxNameCudaDeviceW(int device, const wchar_t *name)
{
  (void)device;
  (void)name;
}

void cuportNvtxNameCudaEventA(cuportEvent_t event, const char *name)
{
  (void)event;
  (void)name;
}

void cuportNvtxNameCudaEventW(cuportEvent_t event, const wchar_t *name)
{
  (void)event;
  (void)name;
}

/* ----------------------------------------------------------------- domains */

cuportNvtxDomainHandle_t cuportNvtxDomainCreateA(const char *name)
{
  struct cuportNvtxDomain *d = calloc(1, sizeof *d);

  if (d && !(d->name = strdup(name ? name : ""))) {
    free(d);
    d = NULL;
  }
  return d;
}

cuportNvtxDomainHandle_t cuportNvtxDomainCreateW(const wchar_t *name)
{
  struct cuportNvtxDomain *d = calloc(1, sizeof *d);

  if (d && !(d->name = utf8(name))) {
    free(d);
    d = NULL;
  }
  return d;
}

void cuportNvtxDomainDestroy(cuportNvtxDomainHandle_t domain)
{
  if (!domain)
    return;
  free(domain->name);
  free(domain);
}

cuportNvtxStringHandle_t cuportNvtxDomainRegisterStringA(cuportNvtxDomainHandle_t domain,
                                                        const char *string)
{
  struct cuportNvtxString *s = calloc(1, sizeof *s);

  (void)domain;
  if (s && !(s->text = strdup(string ? string : ""))) {
    free(s);
    s = NULL;
  }
  return s;
}

cuportNvtxStringHandle_t cuportNvtxDomainRegisterStringW(cuportNvtxDomainHandle_t domain,
                                                        const wchar_t *string)
{
  struct cuportNvtxString *s = calloc(1, sizeof *s);

  (void)domain;
  if (s && !(s->text = utf8(string))) {
    free(s);
    s = NULL;
  }
  return s;
}

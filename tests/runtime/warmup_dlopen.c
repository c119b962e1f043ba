/*
 * warmup_dlopen.c: opens a migrated library (warmup_plugin.c) with dlopen and runs its
 * kernel, with the start-up thread on.  The library's registration runs inside dlopen; a
 * start-up that waited there for the thread's own dlopen hung for ever (ctest's timeout
 * is the check).  usage: runtime_warmup_dlopen PATH-TO-PLUGIN
 */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv)
{
  void *h;
  int (*run)(void);
  int r;

  if (argc != 2)
    return 2;
  h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    printf("FAIL: dlopen: %s\n", dlerror());
    return 1;
  }
  run = (int (*)(void))dlsym(h, "plugin_run");
  r = run ? run() : 1;
  printf("%s\n", r ? "FAIL" : "PASS");
  return r;
}

/*
 * cuport_omp_serial.h: OpenMP's serial stub routines, for a migrated unit that its original
 * build compiled with -fopenmp and that is now compiled without it.
 *
 * cuport's migrated build scripts keep -fopenmp. A build that drops it (a hand-written
 * command line, a harness that passes only -I and -D) still compiles the unit, with its
 * OpenMP pragmas ignored, but cannot link the omp_* routines it calls. The migrator appends
 * this header, under #ifndef _OPENMP, to such units: the routines then behave as the
 * OpenMP API specification's stub routines do (one thread, team of one, locks that a single
 * thread can hold), and the program runs serially, as a compiler without OpenMP builds it.
 *
 * Each routine is a weak definition, so several units may carry them, and it follows the
 * declaration of the omp.h in use (GCC's declares them nothrow). With -fopenmp, _OPENMP is
 * defined and nothing here is compiled.
 */
#ifndef CUPORT_OMP_SERIAL_H
#define CUPORT_OMP_SERIAL_H

#ifndef _OPENMP
#include <time.h>

/* C++ must repeat GCC's throw(); C takes no attribute after a definition's declarator */
#if defined(__cplusplus) && defined(__GOMP_NOTHROW)
#define CUPORT_OMP_NOTHROW __GOMP_NOTHROW
#else
#define CUPORT_OMP_NOTHROW
#endif
#define CUPORT_OMP_STUB __attribute__((weak))

#ifdef __cplusplus
extern "C" {
#endif

CUPORT_OMP_STUB void omp_set_num_threads(int n) CUPORT_OMP_NOTHROW { (void)n; }
CUPORT_OMP_STUB int omp_get_num_threads(void) CUPORT_OMP_NOTHROW { return 1; }
CUPORT_OMP_STUB int omp_get_max_threads(void) CUPORT_OMP_NOTHROW { return 1; }
CUPORT_OMP_STUB int omp_get_thread_num(void) CUPORT_OMP_NOTHROW { return 0; }
CUPORT_OMP_STUB int omp_get_num_procs(void) CUPORT_OMP_NOTHROW { return 1; }
CUPORT_OMP_STUB int omp_get_thread_limit(void) CUPORT_OMP_NOTHROW { return 1; }
CUPORT_OMP_STUB int omp_in_parallel(void) CUPORT_OMP_NOTHROW { return 0; }
CUPORT_OMP_STUB void omp_set_dynamic(int d) CUPORT_OMP_NOTHROW { (void)d; }
CUPORT_OMP_STUB int omp_get_dynamic(void) CUPORT_OMP_NOTHROW { return 0; }
CUPORT_OMP_STUB int omp_get_level(void) CUPORT_OMP_NOTHROW { return 0; }
CUPORT_OMP_STUB int omp_get_active_level(void) CUPORT_OMP_NOTHROW { return 0; }
CUPORT_OMP_STUB int omp_get_num_devices(void) CUPORT_OMP_NOTHROW { return 0; }
CUPORT_OMP_STUB int omp_get_default_device(void) CUPORT_OMP_NOTHROW { return 0; }
CUPORT_OMP_STUB int omp_is_initial_device(void) CUPORT_OMP_NOTHROW { return 1; }
CUPORT_OMP_STUB double omp_get_wtime(void) CUPORT_OMP_NOTHROW
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
CUPORT_OMP_STUB double omp_get_wtick(void) CUPORT_OMP_NOTHROW { return 1e-9; }

/* Locks need omp.h's lock types (GCC's _OMP_H, LLVM's __OMP_H): the first int of the lock
   says whether it is held (simple locks) or how often (nestable ones). */
#if defined(_OMP_H) || defined(__OMP_H)
CUPORT_OMP_STUB void omp_init_lock(omp_lock_t *l) CUPORT_OMP_NOTHROW { *(int *)(void *)l = 0; }
CUPORT_OMP_STUB void omp_destroy_lock(omp_lock_t *l) CUPORT_OMP_NOTHROW { (void)l; }
CUPORT_OMP_STUB void omp_set_lock(omp_lock_t *l) CUPORT_OMP_NOTHROW { *(int *)(void *)l = 1; }
CUPORT_OMP_STUB void omp_unset_lock(omp_lock_t *l) CUPORT_OMP_NOTHROW { *(int *)(void *)l = 0; }
CUPORT_OMP_STUB int omp_test_lock(omp_lock_t *l) CUPORT_OMP_NOTHROW
{
  int *held = (int *)(void *)l;
  if (*held)
    return 0;
  *held = 1;
  return 1;
}
CUPORT_OMP_STUB void omp_init_nest_lock(omp_nest_lock_t *l) CUPORT_OMP_NOTHROW
{
  *(int *)(void *)l = 0;
}
CUPORT_OMP_STUB void omp_destroy_nest_lock(omp_nest_lock_t *l) CUPORT_OMP_NOTHROW { (void)l; }
CUPORT_OMP_STUB void omp_set_nest_lock(omp_nest_lock_t *l) CUPORT_OMP_NOTHROW
{
  ++*(int *)(void *)l;
}
CUPORT_OMP_STUB void omp_unset_nest_lock(omp_nest_lock_t *l) CUPORT_OMP_NOTHROW
{
  --*(int *)(void *)l;
}
CUPORT_OMP_STUB int omp_test_nest_lock(omp_nest_lock_t *l) CUPORT_OMP_NOTHROW
{
  return ++*(int *)(void *)l;
}
#endif

#ifdef __cplusplus
}
#endif

#endif /* !_OPENMP */
#endif /* CUPORT_OMP_SERIAL_H */

/* A timer over OpenMP's clock where the build enables OpenMP, as programs with OpenMP
 * reference versions have; <omp.h> is included either way. */
#include <omp.h>
#include <time.h>
#include "table.h"

double table_seconds(void)
{
#ifdef _OPENMP
    return omp_get_wtime();
#else
    return (double)clock() / CLOCKS_PER_SEC;
#endif
}

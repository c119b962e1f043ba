/* stats.c: plain C (a C++ compiler would reject the implicit conversion from void *). */
#include <stdlib.h>
#include "stats.h"

real_t host_energy(real_t a, real_t b)
{
  real_t *t = malloc(2 * sizeof *t); /* C: no cast needed */
  t[0] = a < b ? a : b;
  t[1] = a < b ? b : a;
  real_t r = t[0] - LOG1P(EXP(t[0] - t[1]));
  free(t);
  return r;
}

real_t host_shape(real_t v)
{
  return SQRT(v) + POW(v, 2) + FMAX(v, 3) + ATAN2(v, 2) + LDEXP(v, 3) + LOG(2);
}

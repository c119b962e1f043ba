/* real.h: one precision for the whole program, chosen on the command line, the math
 * functions named by pasting the C library's suffix. */
#ifndef REAL_H
#define REAL_H
#include <math.h>
#if defined FLOAT
typedef float real_t;
#define MATHFN(x) x##f
#elif defined DOUBLE
typedef double real_t;
#define MATHFN(x) x
#else
#error define FLOAT or DOUBLE
#endif
#define LOG MATHFN(log)
#define EXP MATHFN(exp)
#define LOG1P MATHFN(log1p)
#define SQRT MATHFN(sqrt)
#define POW MATHFN(pow)
#define FMAX MATHFN(fmax)
#define ATAN2 MATHFN(atan2)
#define LDEXP MATHFN(ldexp)
#endif

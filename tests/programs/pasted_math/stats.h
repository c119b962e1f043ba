#ifndef STATS_H
#define STATS_H
#include "real.h"
#include "check.h"
#ifdef __cplusplus
extern "C" {
#endif
/* -ln(e^-a + e^-b) on the host, the reference of the kernel's */
real_t host_energy(real_t a, real_t b);
real_t host_shape(real_t v);
#ifdef __cplusplus
}
#endif
#endif

/* Parse-only (headers/thrust/README.md): cuport reads its Thrust subset for <thrust/iterator/zip_iterator.h>. */
#define CUPORT_THRUST_PARSE 1
#include <cuport_thrust.h>

/* Parse-only (headers/thrust/README.md): cuport reads its Thrust subset for <thrust/partition.h>,
 * except when a real SDK's CUB includes it (CUB needs the real Thrust). */
#if defined(CCCL_VERSION) && defined(CUB_NAMESPACE_BEGIN)
#include_next <thrust/partition.h>
#else
#define CUPORT_THRUST_PARSE 1
#include <cuport_thrust.h>
#endif

/* Parse-only (headers/thrust/README.md): cuport reads its Thrust subset for <thrust/universal_ptr.h>,
 * except when a real SDK's CUB includes it (CUB needs the real Thrust). */
#if defined(CCCL_VERSION) && defined(CUB_NAMESPACE_BEGIN)
#include_next <thrust/universal_ptr.h>
#else
#define CUPORT_THRUST_PARSE 1
#include <cuport_thrust.h>
#endif

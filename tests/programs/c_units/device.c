/* Device set-up in a plain C file that includes no CUDA header, as older research code
 * does: GCC declares the CUDA functions implicitly and the original linked them against
 * cudart. A second call to the same function reuses the first one's implicit declaration. */
#include <stdio.h>
#include "table.h"

int table_device(void)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != 0 || count < 1)
        return -1;
    cudaSetDevice(count - 1);
    cudaSetDevice(0);
    if (cudaDeviceSynchronize() != 0)
        return -1;
    return count;
}

// device_clock: clock reads, version macros and __nv_atomic_* built-ins in device code.
#include "checks.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    int failures = check_clock() + check_versions() + check_nv_atomics();
    printf(failures ? "FAIL (%d checks)\n" : "PASS\n", failures);
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}

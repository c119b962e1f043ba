// The host side, compiled by the host compiler with its flags in a response file
// (host.rsp: -Iinclude -DSCALE=3).
#include <cstdio>
#include <cstdlib>

#include "params.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    const int n = 1000;
    int in[n], out[n];
    for (int i = 0; i < n; i++)
        in[i] = i - 500;
    int bad = scaleOnDevice(in, out, n) != 0;
    for (int i = 0; i < n && !bad; i++)
        bad = out[i] != in[i] * kScale;
    printf("scale = %d\n%s\n", kScale, bad ? "FAIL" : "PASS");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}

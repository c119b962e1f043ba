/* Host helpers in the older C style GCC still accepts with warnings: an implicit-int
 * declaration, K&R definitions, and library functions called without their headers. */
#include "table.h"

static scale = 3; /* implicit int */

void table_fill(t, n)
float *t;
int n;
{
    int i;
    for (i = 0; i < n; i++)
        t[i] = (float)(i % 100) / scale;
    if (strlen("check") != 5) /* no <string.h> */
        abort();              /* no <stdlib.h> */
}

int table_count(const float *t, int n, float above)
{
    int i, c = 0;
    for (i = 0; i < n; i++)
        c += t[i] > above;
    return c;
}

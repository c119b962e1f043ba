// One mixing round, kept apart from its callers: a static helper of its own beside it.
#include "ops.h"
#include "round.h"

static __device__ unsigned int rotl(unsigned int x, int s)
{
    return (x << s) | (x >> (32 - s));
}

__device__ Pair mix_round(Pair p, unsigned int key)
{
    Pair r;
    r.lo = p.hi ^ key;
    r.hi = p.lo + rotl(p.hi * 0x9E3779B9u, 7);
    return r;
}

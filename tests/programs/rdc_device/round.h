// One round of a small integer mixing function over a pair (round.cu), for mix.cu.
#ifndef RDC_DEVICE_ROUND_H
#define RDC_DEVICE_ROUND_H

struct Pair {
    unsigned int lo, hi;
};

__device__ Pair mix_round(Pair p, unsigned int key);

#endif

// Device functions defined in mix.cu, called from main.cu's kernels (mix.cu's call round.cu's,
// which main.cu does not see: round.h).
#ifndef RDC_DEVICE_OPS_H
#define RDC_DEVICE_OPS_H

// rounds of mix_round over in[0..1], written to out[0..1] (mix.cu)
__device__ void mix_pair(const unsigned int *in, unsigned int *out, int rounds);

// how many pairs mix_pair mixed (mix.cu)
extern __device__ unsigned int mixed_pairs;

// a + b * c, in floating point (mix.cu)
extern __device__ float fused(float a, float b, float c);

#endif

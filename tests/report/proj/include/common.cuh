#pragma once
// Shared by both units: its warning is counted once in the totals.
__device__ inline float warp_sum(float v)
{
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_down_sync(0xffffffffu, v, o);
	return v;
}

// Declared here with its default, defined in the unit: C++ takes the default from the
// declaration the call sees.
#pragma once
__device__ float blend(float a, float b, float w = 0.25f);
#define SPREAD(v) spread(v)

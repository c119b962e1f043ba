/* cuport: <cuda_pipeline.h>, declarations only: the primitives (cuda_pipeline_primitives.h)
 * and, in C++, libcu++'s pipeline (cuda/cuport_async.h). */
#ifndef CUPORT_CUDA_PIPELINE_H
#define CUPORT_CUDA_PIPELINE_H
#include "cuda_pipeline_primitives.h"
#include "cuda/cuport_async.h"
#endif /* CUPORT_CUDA_PIPELINE_H */

// What the runtime does not cover stays as written, each use with a diagnostic naming it:
// graphs, IPC, peer access, textures, occupancy, the driver API, cuBLAS and Thrust.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include "cuport_runtime.h"
#include "cuport_blas.h"
#include "cuport_thrust.h"

void unsupported(float *d, cuportStream_t s)
{
	cuportGraph_t graph;
	cuportGraphCreate(&graph, 0);
	cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal);
	// CUPORT1400:0: 'cudaIpcMemHandle_t' has no counterpart in the cuport runtime (inter-process memory handles); it is kept as written and must be migrated by hand
	cudaIpcMemHandle_t handle;
	// CUPORT1400:1: 'cudaIpcGetMemHandle' has no counterpart in the cuport runtime (inter-process memory handles); it is kept as written and must be migrated by hand
	cudaIpcGetMemHandle(&handle, d);
	// CUPORT1400:2: 'cudaIpcCloseMemHandle' has no counterpart in the cuport runtime (inter-process memory handles); it is kept as written and must be migrated by hand
	cudaIpcCloseMemHandle(d);
	cuportBlasHandle_t h;
	cuportBlasCreate(&h);
	// CUPORT1400:3: 'CUdevice' has no counterpart in the cuport runtime (CUDA driver API); it is kept as written and must be migrated by hand
	CUdevice dev;
	// CUPORT1400:4: 'cuDeviceGet' has no counterpart in the cuport runtime (CUDA driver API); it is kept as written and must be migrated by hand
	cuDeviceGet(&dev, 0);
}

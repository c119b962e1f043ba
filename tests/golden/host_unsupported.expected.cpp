// What the runtime does not cover stays as written, each use with a diagnostic naming it:
// graphs, IPC, peer access, textures, occupancy, the driver API, cuBLAS and Thrust.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include "cuport_runtime.h"
// CUPORT1403:0: header 'cublas_v2.h' has no counterpart in the cuport runtime (cuBLAS); the include is kept as written
#include <cublas_v2.h>
// CUPORT1403:1: header 'thrust/device_vector.h' has no counterpart in the cuport runtime (Thrust); the include is kept as written
// CUPORT1000:2: header 'thrust/device_vector.h' was not found; the unit is migrated without it and code that depends on it may be incomplete
#include <thrust/device_vector.h>

void unsupported(float *d, cuportStream_t s)
{
	cuportGraph_t graph;
	cuportGraphCreate(&graph, 0);
	cuportStreamBeginCapture(s, cuportStreamCaptureModeGlobal);
	// CUPORT1400:3: 'cudaIpcMemHandle_t' has no counterpart in the cuport runtime (inter-process memory handles); it is kept as written and must be migrated by hand
	cudaIpcMemHandle_t handle;
	// CUPORT1400:4: 'cudaIpcGetMemHandle' has no counterpart in the cuport runtime (inter-process memory handles); it is kept as written and must be migrated by hand
	cudaIpcGetMemHandle(&handle, d);
	// CUPORT1400:5: 'cudaDeviceEnablePeerAccess' has no counterpart in the cuport runtime (peer access between devices); it is kept as written and must be migrated by hand
	cudaDeviceEnablePeerAccess(1, 0);
	// CUPORT1400:6: 'cudaSurfaceObject_t' has no counterpart in the cuport runtime (surfaces); it is kept as written and must be migrated by hand
	cudaSurfaceObject_t surf = 0;
	// CUPORT1400:7: 'cudaDestroySurfaceObject' has no counterpart in the cuport runtime (textures, surfaces and CUDA arrays); it is kept as written and must be migrated by hand
	cudaDestroySurfaceObject(surf);
	// CUPORT1400:8: 'cublasHandle_t' has no counterpart in the cuport runtime (cuBLAS); it is kept as written and must be migrated by hand
	cublasHandle_t h;
	// CUPORT1400:9: 'cublasCreate' has no counterpart in the cuport runtime (cuBLAS); it is kept as written and must be migrated by hand
	cublasCreate(&h);
	// CUPORT1400:10: 'CUdevice' has no counterpart in the cuport runtime (CUDA driver API); it is kept as written and must be migrated by hand
	CUdevice dev;
	// CUPORT1400:11: 'cuDeviceGet' has no counterpart in the cuport runtime (CUDA driver API); it is kept as written and must be migrated by hand
	cuDeviceGet(&dev, 0);
}

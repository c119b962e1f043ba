// What the runtime does not cover stays as written, each use with a diagnostic naming it:
// graphs, IPC, peer access, textures, occupancy, the driver API, cuBLAS and Thrust.
#include <cuda_runtime.h>
#include <cuda.h>
#include <cublas_v2.h>
#include <thrust/device_vector.h>

void unsupported(float *d, cudaStream_t s)
{
	cudaGraph_t graph;
	cudaGraphCreate(&graph, 0);
	cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
	cudaIpcMemHandle_t handle;
	cudaIpcGetMemHandle(&handle, d);
	cudaIpcCloseMemHandle(d);
	cublasHandle_t h;
	cublasCreate(&h);
	CUdevice dev;
	cuDeviceGet(&dev, 0);
}

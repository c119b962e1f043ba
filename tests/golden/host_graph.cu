// CUDA graphs: kernels named outside a launch become their runtime handles (with the
// symbols and dynamic shared memory they take), graph types, enums and 3-D copy helpers
// are renamed, and CUDA 11's forms of instantiate and update keep their arguments.
#include <cuda_runtime.h>

__device__ int counter;

__global__ void bump(int *p) { p[threadIdx.x] += counter; }

__global__ void total(const float *in, float *out)
{
	extern __shared__ float part[];
	part[threadIdx.x] = in[threadIdx.x];
	__syncthreads();
	if (threadIdx.x == 0)
		out[blockIdx.x] = part[0];
}

template <typename T> __global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }

#define KERNEL_PTR(k) ((void *)k)

void explicit_graph(int *d, float *f, cudaStream_t s)
{
	cudaGraph_t g;
	cudaGraphExec_t exec;
	cudaGraphNode_t n[4];
	float two = 2.0f;
	void *args1[] = {&d};
	void *args2[] = {&f, &f};
	void *args3[] = {&f, &two};
	cudaKernelNodeParams kp = {0};
	cudaMemsetParams mp = {0};
	cudaMemcpy3DParms cp = {0};
	cudaGraphCreate(&g, 0);
	kp.func = (void *)bump;
	kp.gridDim = dim3(1);
	kp.blockDim = dim3(32);
	kp.kernelParams = args1;
	cudaGraphAddKernelNode(&n[0], g, NULL, 0, &kp);
	kp.func = (void *)&total;
	kp.sharedMemBytes = 32 * sizeof(float);
	kp.kernelParams = args2;
	cudaGraphAddKernelNode(&n[1], g, &n[0], 1, &kp);
	kp.func = KERNEL_PTR(scale<float>);
	kp.kernelParams = args3;
	cudaGraphAddKernelNode(&n[2], g, &n[1], 1, &kp);
	mp.dst = d;
	mp.elementSize = sizeof(int);
	mp.width = 32;
	mp.height = 1;
	cudaGraphAddMemsetNode(&n[3], g, NULL, 0, &mp);
	cudaGraphAddDependencies(g, &n[3], &n[0], 1);
	cp.srcPtr = make_cudaPitchedPtr(f, 32 * sizeof(float), 32, 1);
	cp.dstPtr = make_cudaPitchedPtr(f + 32, 32 * sizeof(float), 32, 1);
	cp.srcPos = make_cudaPos(0, 0, 0);
	cp.extent = make_cudaExtent(32 * sizeof(float), 1, 1);
	cp.kind = cudaMemcpyDeviceToDevice;
	cudaMemcpy3DAsync(&cp, s);
	cudaGraphInstantiate(&exec, g, NULL, NULL, 0);
	cudaGraphExecKernelNodeSetParams(exec, n[2], &kp);
	cudaGraphLaunch(exec, s);
	cudaGraphExecDestroy(exec);
	cudaGraphDestroy(g);
}

void captured_graph(int *d, cudaStream_t s, cudaStream_t t, cudaEvent_t e)
{
	cudaGraph_t g;
	cudaGraphExec_t exec = NULL;
	cudaStreamCaptureStatus status;
	cudaGraphExecUpdateResult result;
	cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
	cudaEventRecord(e, s);
	cudaStreamWaitEvent(t, e, 0);
	bump<<<1, 32, 0, t>>>(d);
	cudaEventRecord(e, t);
	cudaStreamWaitEvent(s, e, 0);
	cudaStreamIsCapturing(s, &status);
	cudaStreamEndCapture(s, &g);
	cudaGraphInstantiate(&exec, g, 0);
	if (cudaGraphExecUpdate(exec, g, NULL, &result) != cudaSuccess ||
	    result != cudaGraphExecUpdateSuccess)
		cudaGraphExecDestroy(exec);
}

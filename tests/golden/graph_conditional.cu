// Conditional graph nodes: the handle a kernel takes is a 64-bit value (ulong in the .cl)
// and cudaGraphSetConditional becomes a store through it (the device header's
// cuport_graph_set_conditional), under a branch or not; the host side's handle,
// node parameters, node and capture calls and their enums are renamed.
#include <cuda_runtime.h>

__global__ void again(const int *left, cudaGraphConditionalHandle loop)
{
	if (*left > 0)
		cudaGraphSetConditional(loop, 1);
	else
		cudaGraphSetConditional(loop, 0);
}

__device__ void choose(cudaGraphConditionalHandle h, unsigned int v) { cudaGraphSetConditional(h, v); }

__global__ void pick(const unsigned int *mode, cudaGraphConditionalHandle which)
{
	choose(which, mode[blockIdx.x]);
}

void build(cudaStream_t s, int *left)
{
	cudaGraph_t g;
	cudaGraphNode_t n;
	cudaGraphConditionalHandle h;
	cudaGraphCreate(&g, 0);
	cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault);
	cudaGraphNodeParams p = {cudaGraphNodeTypeConditional};
	p.conditional.handle = h;
	p.conditional.type = cudaGraphCondTypeWhile;
	p.conditional.size = 1;
	cudaGraphAddNode(&n, g, NULL, 0, &p);
	cudaGraph_t body = p.conditional.phGraph_out[0];
	cudaStreamBeginCaptureToGraph(s, body, NULL, NULL, 0, cudaStreamCaptureModeGlobal);
	again<<<1, 1, 0, s>>>(left, h);
	cudaStreamEndCapture(s, NULL);
	cudaStreamUpdateCaptureDependencies(s, &n, 1, cudaStreamSetCaptureDependencies);
}

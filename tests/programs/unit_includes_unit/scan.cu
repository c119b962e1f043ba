// scan.cu: a unit of its own (the Makefile compiles it) that main.cu also includes, as
// Rodinia's huffman does with its scan and pack kernels: it holds only what two units
// may both define (static functions and kernels, templates).
#ifndef SCAN_CU
#define SCAN_CU

// an inclusive scan of one block (n <= blockDim.x, a power of two)
template <typename T>
__global__ void block_scan(const T *in, T *out, int n)
{
  extern __shared__ unsigned char scan_smem[];
  T *s = reinterpret_cast<T *>(scan_smem);
  int t = threadIdx.x;
  s[t] = t < n ? in[t] : T(0);
  __syncthreads();
  for (int d = 1; d < blockDim.x; d *= 2) {
    T v = t >= d ? s[t - d] : T(0);
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  if (t < n)
    out[t] = s[t];
}

static __global__ void add_all(int *a, int n, int v)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += v;
}

template <typename T>
static void scan(const T *in, T *out, int n)
{
  block_scan<T><<<1, 256, 256 * sizeof(T)>>>(in, out, n);
}

static void add(int *a, int n, int v)
{
  add_all<<<(n + 127) / 128, 128>>>(a, n, v);
}

#endif

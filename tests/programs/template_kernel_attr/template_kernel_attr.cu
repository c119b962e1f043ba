// template_kernel_attr: a host template that takes the address of the kernel instance its
// own parameters name, to set an attribute before launching it (cudaFuncSetAttribute
// ((void *)k<T, N>, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)), once written out
// and once through a launch macro around an attribute macro, as attention libraries do.
#include <cstdio>

template <typename T, int N>
__global__ void scale_rows(const T *in, T *out, T factor, int rows)
{
  extern __shared__ unsigned char smem[];
  T *row = reinterpret_cast<T *>(smem);
  int r = blockIdx.x;
  if (r >= rows)
    return;
  for (int i = threadIdx.x; i < N; i += blockDim.x)
    row[i] = in[r * N + i];
  __syncthreads();
  for (int i = threadIdx.x; i < N; i += blockDim.x)
    out[r * N + i] = row[N - 1 - i] * factor;
}

#define SET_MAX_SMEM(FUNC, VAL) \
  cudaFuncSetAttribute(FUNC, cudaFuncAttributeMaxDynamicSharedMemorySize, VAL)

#define LAUNCH_SCALE(WIDTH)                                                      \
  SET_MAX_SMEM(((void *)scale_rows<T, WIDTH>), WIDTH * sizeof(T));               \
  scale_rows<T, WIDTH><<<rows, 64, WIDTH * sizeof(T)>>>(in, out, factor, rows);

template <typename T, int N>
cudaError_t scale_fixed(const T *in, T *out, T factor, int rows)
{
  cudaError_t e = cudaFuncSetAttribute((void *)scale_rows<T, N>,
                                       cudaFuncAttributeMaxDynamicSharedMemorySize,
                                       (int)(N * sizeof(T)));
  if (e != cudaSuccess)
    return e;
  scale_rows<T, N><<<rows, 64, N * sizeof(T)>>>(in, out, factor, rows);
  return cudaGetLastError();
}

template <typename T>
cudaError_t scale_any(int width, const T *in, T *out, T factor, int rows)
{
  switch (width) {
  case 32: LAUNCH_SCALE(32); break;
  case 96: LAUNCH_SCALE(96); break;
  default: return cudaErrorInvalidValue;
  }
  return cudaGetLastError();
}

template <typename T>
static int check(int width, int rows, int how)
{
  int n = width * rows;
  T *h = new T[n], *r = new T[n];
  for (int i = 0; i < n; i++)
    h[i] = (T)(i % 101);
  T *din, *dout;
  cudaMalloc(&din, n * sizeof(T));
  cudaMalloc(&dout, n * sizeof(T));
  cudaMemcpy(din, h, n * sizeof(T), cudaMemcpyHostToDevice);
  cudaError_t e = how == 0 ? scale_fixed<T, 64>(din, dout, (T)3, rows)
                           : scale_any<T>(width, din, dout, (T)3, rows);
  cudaMemcpy(r, dout, n * sizeof(T), cudaMemcpyDeviceToHost);
  int bad = e != cudaSuccess;
  if (bad)
    printf("width %d: %s\n", width, cudaGetErrorString(e));
  for (int i = 0; i < n && !bad; i++) {
    int row = i / width, col = i % width;
    if (r[i] != h[row * width + width - 1 - col] * (T)3) {
      printf("width %d: out[%d] = %g, want %g\n", width, i, (double)r[i],
             (double)(h[row * width + width - 1 - col] * (T)3));
      bad = 1;
    }
  }
  cudaFree(din);
  cudaFree(dout);
  delete[] h;
  delete[] r;
  return bad;
}

int main()
{
  int bad = check<float>(64, 5, 0) + check<int>(64, 3, 0) + check<float>(32, 4, 1) +
            check<float>(96, 2, 1) + check<int>(96, 3, 1);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

// unnamed_members: a vectorized-access helper in the style of math libraries: a class
// template holding its elements in a member of an unnamed, aligned struct type
// (struct alignas(V) { T data[N]; } val;), loaded and stored as one vector by member
// function templates whose index type is a defaulted template parameter, and returned
// through an auto * accessor. A kernel reverses an array chunk by chunk with it; a union
// member of unnamed type keeps a second view of the same bytes.
#include <cstdio>

template <typename T, int N> struct Wide;
template <> struct Wide<float, 4> { typedef float4 Type; };
template <> struct Wide<float, 2> { typedef float2 Type; };
template <> struct Wide<int, 4> { typedef int4 Type; };

template <typename T, int N>
struct Chunk {
  typedef typename Wide<T, N>::Type io_t;
  static const int Ratio = N;
  struct alignas(io_t) {
    T data[N];
  } val;
  union {
    io_t whole;
    T part[N];
  } view;

  __device__ auto *vec() { return reinterpret_cast<io_t *>(val.data); }

  template <typename I = int>
  __device__ void load(const T *p, I i) { *vec() = *reinterpret_cast<const io_t *>(&p[i]); }

  template <typename I = int>
  __device__ void store(T *p, I i) { *reinterpret_cast<io_t *>(&p[i]) = *vec(); }
};

template <typename T, int N>
__global__ void reverse(const T *in, T *out, int n)
{
  Chunk<T, N> a, b;
  int c = blockIdx.x * blockDim.x + threadIdx.x;   /* chunk index */
  if (c * N >= n)
    return;
  a.load(in, c * N);
  for (int i = 0; i < N; i++)
    b.val.data[i] = a.val.data[N - 1 - i];
  b.view.whole = *b.vec();
  b.view.part[0] += (T)0;
  *b.vec() = b.view.whole;
  b.store(out, (long)(n - N - c * N));
}

template <typename T, int N>
int check(const char *what)
{
  const int n = 1024;
  T h[n], r[n], *din, *dout;
  for (int i = 0; i < n; i++)
    h[i] = (T)(i * 3 % 101);
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  reverse<T, N><<<(n / N + 63) / 64, 64>>>(din, dout, n);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (r[i] != h[n - 1 - i] && bad++ < 4)
      printf("%s[%d]: %g, want %g\n", what, i, (double)r[i], (double)h[n - 1 - i]);
  cudaFree(din);
  cudaFree(dout);
  return bad;
}

int main()
{
  int bad = check<float, 4>("float4") + check<float, 2>("float2") + check<int, 4>("int4");
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

// References to arrays become pointers to their first element (the array decays, so
// items[i] and a macro body's items[i] read as written); array types named by alias
// templates are written out in declarations and pointer casts; a pointer type named by a
// traits class keeps its pointee; a qualified enumerator in a macro body is named as the
// instance sees it (its value where a local hides its name); a braced list initialising a
// pointer member stores the address.
template <int n> using Row = int[2 * n];
template <int n> using Bytes = unsigned char[n];
template <int n> using Words = long long[(n + 7) / 8];
template <typename T> struct Traits { typedef T *__restrict__ Ptr; };
template <typename T> struct View { typename Traits<T>::Ptr data; int stride; };
enum Kind { fluid, wall, bounce };
#define MARK(f, v) if (f == Kind::bounce) out[v] = Kind::wall;
#define PUT(i, v) row[i] = v

template <typename T, int N, typename In>
__device__ void load(int tid, In in, T (&items)[N], int valid) {
  for (int i = 0; i < N; i++)
    if (tid * N + i < valid) items[i] = in[tid * N + i];
}

template <int n>
__device__ int fill(Row<n> &row, Words<n> &w, int base) {
  Bytes<8> &b = *((Bytes<8> *)(&w[0]));
  for (int i = 0; i < 2 * n; i++) PUT(i, base + i);
  return b[0];
}

template <int n>
__global__ void k(const float *in, float *out, int valid) {
  __shared__ Row<n> rows[4];
  __shared__ Words<n> words[4];
  Row<n> mine;
  float items[4];
  load(threadIdx.x, in, items, valid);
  int wall = fill<n>(rows[threadIdx.x], words[threadIdx.x], threadIdx.x);
  wall += fill<n>(mine, words[threadIdx.x], 1);
  View<float> v = {out, 1};
  typename Traits<float>::Ptr p = v.data;
  p[threadIdx.x] = items[0] + wall;
  int f = (int)in[0];
  MARK(f, 0)
}

int main() { k<2><<<1, 4>>>(0, 0, 0); return 0; }

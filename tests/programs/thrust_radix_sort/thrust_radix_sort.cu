// thrust::sort, stable_sort, sort_by_key and stable_sort_by_key of primitive keys, as
// benchmarks sort large arrays: int, unsigned, float, double and long long keys, ascending
// (no comparison, thrust::less) and descending (thrust::greater), values of 4, 8 and 12
// bytes moving with their keys, equal keys keeping their values' order (Thrust's sort of
// primitive keys is stable), device_vector iterators, device_ptr, raw pointers under
// thrust::device and a stream policy. Every result is checked against std::stable_sort.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <functional>
#include <vector>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/sort.h>
#include <thrust/functional.h>
#include <thrust/execution_policy.h>

static int failures = 0;
#define CHECK(cond)                                                                  \
  do {                                                                               \
    if (!(cond) && failures++ < 10)                                                  \
      printf("FAIL line %d: %s\n", __LINE__, #cond);                                 \
  } while (0)

static unsigned long long state = 0x9E3779B97F4A7C15ull;
static unsigned long long next_random()
{
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

struct Payload {
  float x, y;
  int tag;
};

struct Descending {
  __host__ __device__ bool operator()(int x, int y) const { return x > y; }
};

template <typename T> static std::vector<T> random_keys(int n, int distinct)
{
  std::vector<T> v(n);
  for (int i = 0; i < n; i++)
    v[i] = (T)((long long)(next_random() % (unsigned long long)distinct) - distinct / 2);
  return v;
}

template <typename T> static void sort_ascending(int n)
{
  std::vector<T> h = random_keys<T>(n, 100000);
  thrust::device_vector<T> d(h.begin(), h.end());
  thrust::sort(d.begin(), d.end());
  std::stable_sort(h.begin(), h.end());
  thrust::host_vector<T> back = d;
  bool same = true;
  for (int i = 0; i < n; i++)
    same = same && back[i] == h[i];
  CHECK(same);
}

int main(int argc, char **argv)
{
  int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 20000 : 1 << 22;

  sort_ascending<int>(n);
  sort_ascending<unsigned>(n);
  sort_ascending<float>(n);
  sort_ascending<double>(n);
  sort_ascending<long long>(n);

  // descending with thrust::greater, negative floats and zeros among them
  {
    std::vector<float> h(n);
    for (int i = 0; i < n; i++)
      h[i] = (float)((int)(next_random() % 2001) - 1000) * 0.5f;
    thrust::device_vector<float> d(h.begin(), h.end());
    thrust::sort(d.begin(), d.end(), thrust::greater<float>());
    std::stable_sort(h.begin(), h.end(), std::greater<float>());
    thrust::host_vector<float> back = d;
    bool same = true;
    for (int i = 0; i < n; i++)
      same = same && back[i] == h[i];
    CHECK(same);
  }

  // sort_by_key: few distinct keys, the values are the original positions, so a stable
  // sort gives one exact answer
  {
    std::vector<int> k = random_keys<int>(n, 97);
    std::vector<int> v(n);
    for (int i = 0; i < n; i++)
      v[i] = i;
    thrust::device_vector<int> dk(k.begin(), k.end()), dv(v.begin(), v.end());
    thrust::sort_by_key(dk.begin(), dk.end(), dv.begin());
    std::vector<int> order(n);
    for (int i = 0; i < n; i++)
      order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return k[a] < k[b]; });
    thrust::host_vector<int> bk = dk, bv = dv;
    bool same = true;
    for (int i = 0; i < n; i++)
      same = same && bk[i] == k[order[i]] && bv[i] == order[i];
    CHECK(same);
  }

  // stable_sort_by_key descending, unsigned keys, double values, raw pointers under
  // thrust::device
  {
    std::vector<unsigned> k(n);
    std::vector<double> v(n);
    for (int i = 0; i < n; i++) {
      k[i] = (unsigned)(next_random() % 1000);
      v[i] = i * 0.5;
    }
    unsigned *dk;
    double *dv;
    cudaMalloc(&dk, n * sizeof(unsigned));
    cudaMalloc(&dv, n * sizeof(double));
    cudaMemcpy(dk, k.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);
    cudaMemcpy(dv, v.data(), n * sizeof(double), cudaMemcpyHostToDevice);
    thrust::stable_sort_by_key(thrust::device, dk, dk + n, dv, thrust::greater<unsigned>());
    std::vector<int> order(n);
    for (int i = 0; i < n; i++)
      order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return k[a] > k[b]; });
    std::vector<unsigned> bk(n);
    std::vector<double> bv(n);
    cudaMemcpy(bk.data(), dk, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaMemcpy(bv.data(), dv, n * sizeof(double), cudaMemcpyDeviceToHost);
    bool same = true;
    for (int i = 0; i < n; i++)
      same = same && bk[i] == k[order[i]] && bv[i] == v[order[i]];
    CHECK(same);
    cudaFree(dk);
    cudaFree(dv);
  }

  // float keys with struct values through device_ptr, on a stream
  {
    std::vector<float> k(n);
    std::vector<Payload> v(n);
    for (int i = 0; i < n; i++) {
      k[i] = (float)(next_random() % 5000) * 0.25f - 600.0f;
      v[i].x = k[i] * 2.0f;
      v[i].y = -k[i];
      v[i].tag = i;
    }
    float *rk;
    Payload *rv;
    cudaMalloc(&rk, n * sizeof(float));
    cudaMalloc(&rv, n * sizeof(Payload));
    cudaMemcpy(rk, k.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(rv, v.data(), n * sizeof(Payload), cudaMemcpyHostToDevice);
    cudaStream_t s;
    cudaStreamCreate(&s);
    thrust::device_ptr<float> pk(rk);
    thrust::device_ptr<Payload> pv(rv);
    thrust::sort_by_key(thrust::cuda::par.on(s), pk, pk + n, pv);
    cudaStreamSynchronize(s);
    std::vector<float> bk(n);
    std::vector<Payload> bv(n);
    cudaMemcpy(bk.data(), rk, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(bv.data(), rv, n * sizeof(Payload), cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < n; i++) {
      ok = ok && (i == 0 || bk[i - 1] < bk[i] || (bk[i - 1] == bk[i] && bv[i - 1].tag < bv[i].tag));
      ok = ok && bv[i].x == bk[i] * 2.0f && bv[i].y == -bk[i] && k[bv[i].tag] == bk[i];
    }
    CHECK(ok);
    cudaStreamDestroy(s);
    cudaFree(rk);
    cudaFree(rv);
  }

  // stable_sort of a device_vector with std::less, and a comparison of the user's (sorted
  // wherever the subset sorts it, but sorted)
  {
    std::vector<int> h = random_keys<int>(n, 1000);
    thrust::device_vector<int> a(h.begin(), h.end()), b(h.begin(), h.end());
    thrust::stable_sort(a.begin(), a.end(), std::less<int>());
    thrust::sort(b.begin(), b.end(), Descending());
    std::vector<int> up = h, down = h;
    std::sort(up.begin(), up.end());
    std::sort(down.begin(), down.end(), std::greater<int>());
    thrust::host_vector<int> ba = a, bb = b;
    bool same = true;
    for (int i = 0; i < n; i++)
      same = same && ba[i] == up[i] && bb[i] == down[i];
    CHECK(same);
  }

  if (failures) {
    printf("FAIL (%d checks)\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}

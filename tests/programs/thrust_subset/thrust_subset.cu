// Thrust in host code, as real programs use it: device_vector and host_vector, device_ptr
// over cudaMalloc'd memory, raw_pointer_cast into a launch, element access through
// references, the policies (thrust::device, thrust::host, thrust::seq,
// thrust::cuda::par.on(stream)), algorithms with __host__ __device__ functors, a
// __device__-only functor and a __device__ lambda, fancy iterators, tuples, complex and
// random. Every result is checked against the same computation on the host.
#include <cstdio>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/execution_policy.h>
#include <thrust/sequence.h>
#include <thrust/fill.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/transform_reduce.h>
#include <thrust/inner_product.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/copy.h>
#include <thrust/remove.h>
#include <thrust/unique.h>
#include <thrust/count.h>
#include <thrust/find.h>
#include <thrust/extrema.h>
#include <thrust/scatter.h>
#include <thrust/gather.h>
#include <thrust/functional.h>
#include <thrust/tuple.h>
#include <thrust/complex.h>
#include <thrust/random.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/zip_iterator.h>

static int failures = 0;
#define CHECK(cond)                                                             \
  do {                                                                          \
    if (!(cond)) {                                                              \
      printf("FAIL line %d: %s\n", __LINE__, #cond);                            \
      failures++;                                                               \
    }                                                                           \
  } while (0)

struct square {
  __host__ __device__ int operator()(int x) const { return x * x; }
};
struct add_offset {  // __device__ only: the subset calls it on the host
  int offset;
  __device__ int operator()(int x) const { return x + offset; }
};
struct is_odd {
  __host__ __device__ bool operator()(int x) const { return x % 2 != 0; }
};
struct absdiff {
  __host__ __device__ float operator()(float a, float b) const { return a > b ? a - b : b - a; }
};
struct stride_of {
  int s;
  __host__ __device__ int operator()(int i) const { return i * s; }
};
struct point {
  float x, y;
};
struct by_x {
  __host__ __device__ bool operator()(const point &a, const point &b) const { return a.x < b.x; }
};

__global__ void twice(int *p, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= 2;
}

static void vectors_and_kernels(int n)
{
  thrust::device_vector<int> d(n);
  thrust::sequence(d.begin(), d.end(), 1);
  twice<<<(n + 127) / 128, 128>>>(thrust::raw_pointer_cast(d.data()), n);
  cudaDeviceSynchronize();
  thrust::host_vector<int> h = d;
  bool ok = (int)h.size() == n;
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == 2 * (i + 1);
  CHECK(ok);
  d[3] = 100;  // one element written and read through the reference
  int third = d[3];
  CHECK(third == 100 && d[4] == 10);
  d[4] += 5;
  CHECK(d[4] == 15);
  int sum = 0;
  for (int i = 0; i < 5; i++)
    sum += d[i];
  CHECK(sum == 2 + 4 + 6 + 100 + 15);
  CHECK(thrust::raw_pointer_cast(&d[0]) == thrust::raw_pointer_cast(d.data()));

  std::vector<float> sv(10, 1.5f);
  thrust::device_vector<float> fv(sv);
  thrust::device_vector<float> fv2(fv.begin(), fv.begin() + 4);
  CHECK(fv2.size() == 4 && fv2[3] == 1.5f);
  fv.resize(12, 2.0f);
  CHECK(fv.size() == 12 && fv[11] == 2.0f && fv[0] == 1.5f);
  thrust::device_vector<int> filled(6, 7);
  thrust::host_vector<int> hf(filled.begin(), filled.end());
  CHECK(hf.size() == 6 && hf[5] == 7);
  thrust::host_vector<int> hz(3);
  hz[0] = 4; hz[1] = 5; hz[2] = 6;
  filled = hz;
  CHECK(filled.size() == 3 && filled[2] == 6);
}

static void raw_device_memory(int n)
{
  float *d_a;
  cudaMalloc(&d_a, n * sizeof(float));
  std::vector<float> h(n);
  for (int i = 0; i < n; i++)
    h[i] = (float)((i * 7) % 13);
  cudaMemcpy(d_a, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  thrust::device_ptr<float> p(d_a);
  float sum = thrust::reduce(p, p + n, 0.f, thrust::plus<float>());
  float mx = thrust::reduce(thrust::device, d_a, d_a + n, -1.f, thrust::maximum<float>());
  float ref = 0, rmx = -1;
  for (int i = 0; i < n; i++) {
    ref += h[i];
    rmx = h[i] > rmx ? h[i] : rmx;
  }
  CHECK(sum == ref && mx == rmx);
  thrust::sort(p, p + n, thrust::greater<float>());
  cudaMemcpy(h.data(), d_a, n * sizeof(float), cudaMemcpyDeviceToHost);
  bool sorted = true;
  for (int i = 1; i < n; i++)
    sorted = sorted && h[i - 1] >= h[i];
  CHECK(sorted);
  thrust::exclusive_scan(p, p + n, p, 0.f);
  CHECK(p[0] == 0.f && p[1] == h[0]);
  cudaFree(d_a);
}

static void algorithms(int n)
{
  thrust::device_vector<int> a(n), b(n);
  thrust::sequence(thrust::device, a.begin(), a.end());
  thrust::transform(a.begin(), a.end(), b.begin(), square());
  CHECK(b[n - 1] == (n - 1) * (n - 1));
  thrust::transform(b.begin(), b.end(), b.begin(), add_offset{3});
  CHECK(b[2] == 7);
  int k = 5;
  thrust::transform(thrust::device, a.begin(), a.end(), b.begin(),
                    [=] __device__(int x) { return x * k; });
  CHECK(b[10] == 50);
  thrust::transform(a.begin(), a.end(), b.begin(), b.begin(), thrust::plus<int>());
  CHECK(b[10] == 60);

  long long total = thrust::reduce(b.begin(), b.end(), 0LL);
  CHECK(total == 6LL * n * (n - 1) / 2);
  int mn = thrust::reduce(b.begin() + 1, b.end(), 1 << 30, thrust::minimum<int>());
  CHECK(mn == 6);
  int sq = thrust::transform_reduce(a.begin(), a.begin() + 4, square(), 0, thrust::plus<int>());
  CHECK(sq == 0 + 1 + 4 + 9);
  int dot = thrust::inner_product(a.begin(), a.begin() + 4, a.begin(), 0);
  CHECK(dot == 14);

  thrust::device_vector<int> s(n);
  thrust::inclusive_scan(a.begin(), a.end(), s.begin());
  CHECK(s[n - 1] == n * (n - 1) / 2);
  thrust::exclusive_scan(a.begin(), a.end(), s.begin(), 10, thrust::plus<int>());
  CHECK(s[0] == 10 && s[3] == 13);
  thrust::inclusive_scan(a.begin(), a.end(), s.begin(), thrust::maximum<int>());
  CHECK(s[n - 1] == n - 1);

  thrust::device_vector<int> odd(n);
  auto end = thrust::copy_if(a.begin(), a.end(), odd.begin(), is_odd());
  CHECK(end - odd.begin() == n / 2 && odd[0] == 1 && odd[1] == 3);
  thrust::device_vector<int> c = a;
  auto kept = thrust::remove_if(c.begin(), c.end(), is_odd());
  CHECK(thrust::distance(c.begin(), kept) == (n + 1) / 2 && c[1] == 2);
  CHECK(thrust::count_if(a.begin(), a.end(), is_odd()) == n / 2);
  CHECK(thrust::count(a.begin(), a.end(), 7) == 1);
  auto f = thrust::find(a.begin(), a.end(), 42);
  CHECK(f - a.begin() == 42);
  auto mx = thrust::max_element(thrust::device, b.begin(), b.end());
  CHECK(*mx == b[n - 1] && mx - b.begin() == n - 1);
  auto mm = thrust::minmax_element(a.begin(), a.end());
  CHECK(*mm.first == 0 && *mm.second == n - 1);

  thrust::host_vector<int> dup(8);
  int pattern[8] = {1, 1, 2, 2, 2, 3, 1, 1};
  for (int i = 0; i < 8; i++)
    dup[i] = pattern[i];
  thrust::device_vector<int> du = dup;
  auto ue = thrust::unique(du.begin(), du.end());
  CHECK(ue - du.begin() == 4 && du[2] == 3 && du[3] == 1);

  thrust::device_vector<int> keys = dup, vals(8, 1), ko(8), vo(8);
  auto rb = thrust::reduce_by_key(keys.begin(), keys.end(), vals.begin(), ko.begin(), vo.begin());
  CHECK(rb.first - ko.begin() == 4 && vo[1] == 3 && ko[3] == 1 && vo[3] == 2);

  thrust::device_vector<int> perm(4), out(4);
  perm[0] = 3; perm[1] = 0; perm[2] = 2; perm[3] = 1;
  thrust::gather(perm.begin(), perm.end(), a.begin() + 10, out.begin());
  CHECK(out[0] == 13 && out[1] == 10);
  thrust::device_vector<int> scattered(4);
  thrust::scatter(out.begin(), out.end(), perm.begin(), scattered.begin());
  CHECK(scattered[3] == 13 && scattered[0] == 10 && scattered[2] == 12);
}

static void sorting(int n)
{
  thrust::default_random_engine rng(1234);
  thrust::uniform_int_distribution<int> dist(0, 50);
  thrust::host_vector<int> hk(n);
  thrust::host_vector<float> hv(n);
  for (int i = 0; i < n; i++) {
    hk[i] = dist(rng);
    hv[i] = (float)i;
  }
  thrust::device_vector<int> k = hk;
  thrust::device_vector<float> v = hv;
  thrust::sort_by_key(k.begin(), k.end(), v.begin());
  thrust::host_vector<int> sk = k;
  thrust::host_vector<float> sv = v;
  bool ok = true;
  for (int i = 1; i < n; i++) {
    ok = ok && sk[i - 1] <= sk[i];
    // stable: equal keys keep their values' order
    if (sk[i - 1] == sk[i])
      ok = ok && sv[i - 1] < sv[i];
  }
  for (int i = 0; i < n; i++)
    ok = ok && hk[(int)sv[i]] == sk[i];
  CHECK(ok);
  CHECK(thrust::is_sorted(sk.begin(), sk.end()));

  thrust::device_vector<point> pts(4);
  for (int i = 0; i < 4; i++)
    pts[i] = point{(float)(3 - i), (float)i};
  thrust::sort(pts.begin(), pts.end(), by_x());
  point first = pts[0];
  CHECK(first.x == 0.f && first.y == 3.f);

  // host data with the host policies
  int h[6] = {5, 3, 9, 1, 7, 3};
  thrust::sort(thrust::host, h, h + 6);
  CHECK(h[0] == 1 && h[5] == 9);
  int hs = thrust::reduce(thrust::seq, h, h + 6);
  CHECK(hs == 28);
}

static void iterators(int n)
{
  thrust::counting_iterator<int> first(0);
  int tri = thrust::reduce(first, first + n);
  CHECK(tri == n * (n - 1) / 2);
  auto t = thrust::make_transform_iterator(first, square());
  CHECK(thrust::reduce(t, t + 4) == 14);
  thrust::device_vector<float> x(n), y(n);
  thrust::sequence(x.begin(), x.end());
  thrust::fill(y.begin(), y.end(), 2.f);
  float l1 = thrust::inner_product(x.begin(), x.begin() + 5, y.begin(), 0.f, thrust::plus<float>(), absdiff());
  CHECK(l1 == 2 + 1 + 0 + 1 + 2);
  typedef thrust::device_vector<float>::iterator It;
  auto strided = thrust::make_transform_iterator(first, stride_of{3});
  thrust::permutation_iterator<It, decltype(strided)> every3(x.begin(), strided);
  float s3 = thrust::reduce(every3, every3 + 4);
  CHECK(s3 == 0 + 3 + 6 + 9);
  auto z = thrust::make_zip_iterator(thrust::make_tuple(x.begin(), y.begin()));
  thrust::tuple<float, float> e = z[4];
  CHECK(thrust::get<0>(e) == 4.f && thrust::get<1>(e) == 2.f);
  // tie on the host: from a pair, from a tuple, and kept as a tuple of references
  float a = 0.f, b = 0.f;
  thrust::tie(a, b) = thrust::make_pair(5.f, 6.f);
  CHECK(a == 5.f && b == 6.f);
  thrust::tie(b, a) = e;
  CHECK(a == 2.f && b == 4.f);
  thrust::tuple<float &, float &> refs = thrust::tie(a, b);
  thrust::get<0>(refs) = 7.f;
  CHECK(a == 7.f);
}

static void streams_and_complex(int n)
{
  cudaStream_t st;
  cudaStreamCreate(&st);
  thrust::device_vector<int> d(n);
  thrust::sequence(thrust::cuda::par.on(st), d.begin(), d.end());
  int s = thrust::reduce(thrust::cuda::par.on(st), d.begin(), d.end(), 0, thrust::plus<int>());
  CHECK(s == n * (n - 1) / 2);
  thrust::inclusive_scan(thrust::cuda::par.on(st), d.begin(), d.end(), d.begin());
  cudaStreamSynchronize(st);
  CHECK(d[n - 1] == n * (n - 1) / 2);
  cudaStreamDestroy(st);

  thrust::complex<float> a(1.f, 2.f), b(3.f, -1.f);
  thrust::complex<float> p = a * b;
  CHECK(p.real() == 5.f && p.imag() == 5.f);
  CHECK(thrust::norm(a) == 5.f && thrust::conj(a).imag() == -2.f);
  thrust::device_vector<thrust::complex<float>> dc(3, a);
  thrust::complex<float> sum = thrust::reduce(dc.begin(), dc.end(), thrust::complex<float>(0.f, 0.f));
  CHECK(sum.real() == 3.f && sum.imag() == 6.f);
}

int main(int argc, char **argv)
{
  int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 256 : 4096;
  vectors_and_kernels(n);
  raw_device_memory(n);
  algorithms(n);
  sorting(n);
  iterators(n);
  streams_and_complex(n);
  printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}

// What benchmarks do with Thrust's fancy iterators and helpers, checked on the host:
// transform_reduce over a zip of two device ranges with a functor of a tuple,
// make_zip_iterator of iterators (not a tuple), reduce of a transform_iterator over a
// permutation_iterator over a counting_iterator, reduce_by_key with constant_iterator
// values and a discard_iterator for the keys, reduce_by_key of device pointers, tuple_element and get, random engines
// (default_random_engine and minstd_rand0 and their numbers, discard, uniform_int_distribution,
// uniform_real_distribution)
// with shuffle, and min_element, max_element, minmax_element that give the first of
// equal extremes.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/tuple.h>
#include <thrust/transform_reduce.h>
#include <thrust/reduce.h>
#include <thrust/extrema.h>
#include <thrust/shuffle.h>
#include <thrust/sort.h>
#include <thrust/sequence.h>
#include <thrust/for_each.h>
#include <thrust/random.h>
#include <thrust/functional.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/discard_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/permutation_iterator.h>

static int failures = 0;
#define CHECK(cond)                                                                  \
  do {                                                                               \
    if (!(cond) && failures++ < 10)                                                  \
      printf("FAIL line %d: %s\n", __LINE__, #cond);                                 \
  } while (0)

// the value where the mask is set, else 0
struct masked {
  __host__ __device__ unsigned operator()(const thrust::tuple<unsigned, int> &t) const
  {
    return thrust::get<1>(t) ? thrust::get<0>(t) : 0u;
  }
};

struct square {
  __host__ __device__ long long operator()(int x) const { return (long long)x * x; }
};

struct add_pair {
  __host__ __device__ void operator()(thrust::tuple<int &, int &> t) const
  {
    thrust::get<1>(t) += thrust::get<0>(t);
  }
};

struct twice {
  __host__ __device__ int operator()(int i) const { return 2 * i; }
};

int main(int argc, char **argv)
{
  int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 5000 : 1 << 20;

  std::vector<unsigned> hv(n);
  std::vector<int> hm(n);
  for (int i = 0; i < n; i++) {
    hv[i] = (unsigned)((i * 2654435761u) % 100000u);
    hm[i] = (i % 3) == 0;
  }
  thrust::device_vector<unsigned> dv(hv.begin(), hv.end());
  thrust::device_vector<int> dm(hm.begin(), hm.end());

  // transform_reduce of a zip with a tuple functor, as a masked maximum
  {
    unsigned got = thrust::transform_reduce(
        thrust::device, thrust::make_zip_iterator(thrust::make_tuple(dv.begin(), dm.begin())),
        thrust::make_zip_iterator(thrust::make_tuple(dv.end(), dm.end())), masked(), 0u,
        thrust::maximum<unsigned>());
    unsigned want = 0;
    for (int i = 0; i < n; i++)
      if (hm[i] && hv[i] > want)
        want = hv[i];
    CHECK(got == want);
  }

  // make_zip_iterator of two iterators, for_each writing through the tuple of references
  {
    thrust::device_vector<int> a(n), b(n);
    thrust::sequence(a.begin(), a.end());
    thrust::fill(b.begin(), b.end(), 7);
    thrust::for_each(thrust::make_zip_iterator(a.begin(), b.begin()),
                     thrust::make_zip_iterator(a.end(), b.end()), add_pair());
    thrust::host_vector<int> hb = b;
    bool ok = true;
    for (int i = 0; i < n; i++)
      ok = ok && hb[i] == i + 7;
    CHECK(ok);
  }

  // the sum of squares of every other element, through permutation and transform
  {
    thrust::device_vector<int> vals(n);
    thrust::sequence(vals.begin(), vals.end(), -n / 2);
    typedef thrust::counting_iterator<int> Count;
    thrust::device_vector<int> idx(n / 2);
    thrust::transform(Count(0), Count(n / 2), idx.begin(), twice());
    typedef thrust::device_vector<int>::iterator It;
    thrust::permutation_iterator<It, It> every_other(vals.begin(), idx.begin());
    long long got = thrust::reduce(thrust::make_transform_iterator(every_other, square()),
                                   thrust::make_transform_iterator(every_other + n / 2, square()),
                                   0LL, thrust::plus<long long>());
    long long want = 0;
    for (int i = 0; i < n; i += 2)
      want += (long long)(i - n / 2) * (i - n / 2);
    CHECK(got == want);
    // the iterator's difference type, as generic code asks for it
    thrust::iterator_difference<It>::type d = thrust::distance(vals.begin(), vals.end());
    CHECK(d == n);
  }

  // reduce_by_key counting runs: constant_iterator values, keys discarded
  {
    std::vector<int> keys(n);
    for (int i = 0; i < n; i++)
      keys[i] = i / 10;
    thrust::device_vector<int> dk(keys.begin(), keys.end()), counts(n);
    thrust::pair<thrust::discard_iterator<>, thrust::device_vector<int>::iterator> end =
        thrust::reduce_by_key(dk.begin(), dk.end(), thrust::make_constant_iterator(1),
                              thrust::make_discard_iterator(), counts.begin());
    int runs = (int)(end.second - counts.begin());
    CHECK(runs == (n + 9) / 10);
    thrust::host_vector<int> hc = counts;
    bool ok = true;
    for (int r = 0; r < runs; r++)
      ok = ok && hc[r] == (r == runs - 1 && n % 10 ? n % 10 : 10);
    CHECK(ok);
  }

  // reduce_by_key of raw device pointers under thrust::device: sums of float runs (in
  // order, so exactly the host's sums of these small integers) and maxima of int runs
  {
    std::vector<int> keys(n), ivals(n);
    std::vector<float> fvals(n);
    for (int i = 0; i < n; i++) {
      keys[i] = (i / 37) % 5 + (i / 185) * 5;
      fvals[i] = (float)(i % 13);
      ivals[i] = (i * 7919) % 1009 - 500;
    }
    int *dk, *dko, *div, *divo;
    float *dfv, *dfvo;
    cudaMalloc(&dk, n * sizeof(int));
    cudaMalloc(&dko, n * sizeof(int));
    cudaMalloc(&div, n * sizeof(int));
    cudaMalloc(&divo, n * sizeof(int));
    cudaMalloc(&dfv, n * sizeof(float));
    cudaMalloc(&dfvo, n * sizeof(float));
    cudaMemcpy(dk, keys.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(div, ivals.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dfv, fvals.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    thrust::pair<int *, float *> e1 = thrust::reduce_by_key(thrust::device, dk, dk + n, dfv, dko, dfvo);
    int runs = (int)(e1.first - dko);
    thrust::pair<int *, int *> e2 = thrust::reduce_by_key(thrust::device, dk, dk + n, div, dko, divo,
                                                          thrust::equal_to<int>(), thrust::maximum<int>());
    CHECK(runs == (n + 36) / 37 && e1.second - dfvo == runs && e2.first - dko == runs);
    std::vector<int> gk(runs), gmax(runs);
    std::vector<float> gsum(runs);
    cudaMemcpy(gk.data(), dko, runs * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(gmax.data(), divo, runs * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(gsum.data(), dfvo, runs * sizeof(float), cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int r = 0; r < runs; r++) {
      float sum = 0;
      int mx = -1000000;
      for (int i = r * 37; i < n && i < (r + 1) * 37; i++) {
        sum += fvals[i];
        mx = std::max(mx, ivals[i]);
      }
      ok = ok && gk[r] == keys[r * 37] && gsum[r] == sum && gmax[r] == mx;
    }
    CHECK(ok);
    cudaFree(dk);
    cudaFree(dko);
    cudaFree(div);
    cudaFree(divo);
    cudaFree(dfv);
    cudaFree(dfvo);
  }

  // tuple_element and get
  {
    typedef thrust::tuple<int, float, double> T3;
    T3 t = thrust::make_tuple(1, 2.5f, 4.0);
    thrust::tuple_element<1, T3>::type f = thrust::get<1>(t);
    CHECK(f == 2.5f && thrust::get<0>(t) == 1 && thrust::get<2>(t) == 4.0);
  }

  // random engines: the same seed gives the same numbers; discard skips them
  {
    thrust::default_random_engine a(1234), b(1234);
    thrust::uniform_int_distribution<int> di(0, 99);
    thrust::uniform_real_distribution<float> dr(-1.0f, 1.0f);
    bool ok = true;
    for (int i = 0; i < 1000; i++) {
      int x = di(a);
      float y = dr(a);
      ok = ok && x >= 0 && x <= 99 && y >= -1.0f && y < 1.0f;
    }
    b.discard(2000);
    ok = ok && a() == b();
    thrust::minstd_rand c;
    ok = ok && c() == 48271u; // the first of the multiplicative congruential generator
    CHECK(ok);
    // x = 48271 x mod (2^31 - 1); 16807 for minstd_rand0; a seed of 0 starts at 1
    thrust::default_random_engine e(1234), z(0);
    thrust::minstd_rand0 old;
    unsigned e1 = e(), e2 = e();
    CHECK(e1 == 59566414u && e2 == 1997250508u);
    CHECK(z() == 48271u && old() == 16807u);
    CHECK(thrust::default_random_engine::min == 1u &&
          thrust::default_random_engine::max == 2147483646u);
    // shuffle with an engine keeps the elements (a permutation)
    thrust::device_vector<int> v(n);
    thrust::sequence(v.begin(), v.end());
    thrust::default_random_engine g(7);
    thrust::shuffle(v.begin(), v.end(), g);
    thrust::host_vector<int> moved = v;
    int in_place = 0;
    for (int i = 0; i < n; i++)
      in_place += moved[i] == i;
    CHECK(in_place < n / 2);
    thrust::sort(v.begin(), v.end());
    thrust::host_vector<int> back = v;
    for (int i = 0; i < n; i++)
      ok = ok && back[i] == i;
    CHECK(ok);
  }

  // extremes: the first of equal smallest and largest elements
  {
    std::vector<float> h(n);
    for (int i = 0; i < n; i++)
      h[i] = (float)((i * 37) % 1001) - 500.0f;
    thrust::device_vector<float> d(h.begin(), h.end());
    int first_min = -1, first_max = -1;
    for (int i = 0; i < n; i++) {
      if (first_min < 0 || h[i] < h[first_min])
        first_min = i;
      if (first_max < 0 || h[i] > h[first_max])
        first_max = i;
    }
    thrust::device_vector<float>::iterator lo = thrust::min_element(d.begin(), d.end());
    thrust::device_vector<float>::iterator hi = thrust::max_element(thrust::device, d.begin(), d.end());
    thrust::pair<thrust::device_vector<float>::iterator, thrust::device_vector<float>::iterator> mm =
        thrust::minmax_element(d.begin(), d.end());
    CHECK(lo - d.begin() == first_min && hi - d.begin() == first_max);
    CHECK(mm.first - d.begin() == first_min && mm.second - d.begin() == first_max);
    CHECK(*lo == h[first_min] && *hi == h[first_max]);
    std::vector<double> hd(h.begin(), h.end());
    thrust::device_vector<double> dd(hd.begin(), hd.end());
    CHECK(thrust::max_element(dd.begin(), dd.end()) - dd.begin() == first_max);
    CHECK(thrust::min_element(dd.begin(), dd.end(), thrust::greater<double>()) - dd.begin() == first_max);
  }

  if (failures) {
    printf("FAIL (%d checks)\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}

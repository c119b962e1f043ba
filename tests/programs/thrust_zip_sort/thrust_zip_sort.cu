// Thrust on zipped device ranges and what graph codes use around it: sort of a
// zip_iterator of two device_ptr ranges (lexicographic on the tuples), unique_by_key_copy
// into other ranges, swapping two device_ptr with an unqualified swap (found in namespace
// thrust), and thrust::system_error in a catch clause. Results are checked on the host.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <utility>
#include <vector>
#include <cuda_runtime.h>
#include <thrust/device_ptr.h>
#include <thrust/device_malloc.h>
#include <thrust/device_free.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/sort.h>
#include <thrust/unique.h>
#include <thrust/sequence.h>

static int failures = 0;
#define CHECK(cond)                                                                  \
  do {                                                                               \
    if (!(cond) && failures++ < 10)                                                  \
      printf("FAIL line %d: %s\n", __LINE__, #cond);                                 \
  } while (0)

__global__ void shift(unsigned *v, int n, unsigned by)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += by;
}

int main(int argc, char **argv)
{
  int n = argc > 1 && strcmp(argv[1], "--quick") == 0 ? 300 : 5000;
  std::vector<unsigned> a(n), b(n);
  for (int i = 0; i < n; i++) {
    a[i] = (unsigned)((i * 7919) % 37);
    b[i] = (unsigned)((i * 104729) % 11);
  }
  thrust::device_ptr<unsigned> da, db, dk, dv;
  try {
    da = thrust::device_malloc<unsigned>(n);
    db = thrust::device_malloc<unsigned>(n);
    dk = thrust::device_malloc<unsigned>(n);
    dv = thrust::device_malloc<unsigned>(n);
  } catch (thrust::system_error &e) {
    printf("allocation failed (%s)\nFAIL\n", e.what());
    return 1;
  }
  cudaMemcpy(thrust::raw_pointer_cast(da), a.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemcpy(thrust::raw_pointer_cast(db), b.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);

  // sort the pairs (a[i], b[i]) in place, as an edge list is sorted by (source, target)
  thrust::sort(thrust::make_zip_iterator(thrust::make_tuple(da, db)),
               thrust::make_zip_iterator(thrust::make_tuple(da + n, db + n)));
  std::vector<std::pair<unsigned, unsigned>> want(n);
  for (int i = 0; i < n; i++)
    want[i] = std::make_pair(a[i], b[i]);
  std::sort(want.begin(), want.end());
  std::vector<unsigned> ga(n), gb(n);
  cudaMemcpy(ga.data(), thrust::raw_pointer_cast(da), n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(gb.data(), thrust::raw_pointer_cast(db), n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    CHECK(ga[i] == want[i].first && gb[i] == want[i].second);

  // the first target of each source, into other ranges
  thrust::pair<thrust::device_ptr<unsigned>, thrust::device_ptr<unsigned>> end =
      thrust::unique_by_key_copy(da, da + n, db, dk, dv);
  int groups = (int)(end.first - dk);
  int expect = 0;
  for (int i = 0; i < n; i++)
    if (i == 0 || want[i].first != want[i - 1].first)
      expect++;
  CHECK(groups == expect && (int)(end.second - dv) == expect);
  std::vector<unsigned> gk(groups), gv(groups);
  cudaMemcpy(gk.data(), thrust::raw_pointer_cast(dk), groups * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(gv.data(), thrust::raw_pointer_cast(dv), groups * sizeof(unsigned), cudaMemcpyDeviceToHost);
  for (int i = 0, g = 0; i < n && g < groups; i++)
    if (i == 0 || want[i].first != want[i - 1].first) {
      CHECK(gk[g] == want[i].first && gv[g] == want[i].second);
      g++;
    }

  // ping-pong buffers: the kernel writes one, then the two are swapped
  thrust::sequence(dk, dk + n);
  thrust::sequence(dv, dv + n, 1000u);
  for (int round = 0; round < 3; round++) {
    shift<<<(n + 127) / 128, 128>>>(thrust::raw_pointer_cast(dk), n, 1u);
    swap(dk, dv);
  }
  // rounds 0 and 2 shifted the first buffer, round 1 the second; three swaps exchange them
  std::vector<unsigned> first(n), second(n);
  cudaMemcpy(first.data(), thrust::raw_pointer_cast(dv), n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(second.data(), thrust::raw_pointer_cast(dk), n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    CHECK(first[i] == (unsigned)i + 2 && second[i] == 1000u + i + 1);

  thrust::device_free(da);
  thrust::device_free(db);
  thrust::device_free(dk);
  thrust::device_free(dv);
  printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}

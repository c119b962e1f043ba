// A Thrust algorithm the subset lacks is an error naming it (the unit is not migrated).
#include <thrust/device_vector.h>
#include <thrust/set_operations.h>

int main()
{
  thrust::device_vector<int> a(4, 1), b(4, 2), c(8);
  thrust::set_union(a.begin(), a.end(), b.begin(), b.end(), c.begin());
  return 0;
}

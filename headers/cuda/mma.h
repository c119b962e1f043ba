/* cuport: <mma.h>, the warp matrix operations of nvcuda::wmma, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * The fragment template and its use and layout tags, layout_t, the tf32 precision tag and
 * __float_to_tf32, the sub-byte tags of wmma::experimental (which cuport reports), and
 * fill_fragment, load_matrix_sync, store_matrix_sync and mma_sync for every fragment.  The
 * kernel translator (src/kernel/wmma.c) knows them by these names and reads a fragment's
 * shape and element type from its template arguments, so x[] is sized here by cuport's own
 * layout (runtime/device/cuport_device.h); CUDA's is another, and neither is visible to a
 * correct program, which may only use x[] element by element.  C++ in CUDA mode only.
 */
#ifndef CUPORT_MMA_H
#define CUPORT_MMA_H
#include "host_defines.h"
#if defined(__cplusplus) && defined(__CUDA__)
#include "cuda_fp16.h"
#include "cuda_bf16.h"

namespace nvcuda {
namespace wmma {
struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;
enum layout_t { mem_row_major, mem_col_major };
namespace precision {
struct tf32;
}
namespace experimental {
namespace precision {
struct u4;
struct s4;
struct b1;
}
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
}

/* what x[] holds: the type itself, float for tf32, 32-bit words for the sub-byte types */
template <class T> struct __cuport_storage { typedef T type; };
template <> struct __cuport_storage<precision::tf32> { typedef float type; };
template <> struct __cuport_storage<experimental::precision::u4> { typedef unsigned type; };
template <> struct __cuport_storage<experimental::precision::s4> { typedef int type; };
template <> struct __cuport_storage<experimental::precision::b1> { typedef unsigned type; };
/* elements a lane holds (cuport's layout): a row of A, the lane's columns of B, M*N/32 of C */
template <class Use, int m, int n, int k> struct __cuport_count;
template <int m, int n, int k> struct __cuport_count<matrix_a, m, n, k> { enum { value = k }; };
template <int m, int n, int k> struct __cuport_count<matrix_b, m, n, k> { enum { value = k * (m * n / 32) }; };
template <int m, int n, int k> struct __cuport_count<accumulator, m, n, k> { enum { value = m * n / 32 }; };

template <class Use, int m, int n, int k, class T, class Layout = void>
class fragment {
public:
  typedef typename __cuport_storage<T>::type storage_element_type;
  typedef storage_element_type element_type;
  enum { num_elements = __cuport_count<Use, m, n, k>::value };
  storage_element_type x[num_elements];
};

template <class Use, int m, int n, int k, class T, class Layout>
__CUPORT_D void fill_fragment(fragment<Use, m, n, k, T, Layout> &a,
                              const typename fragment<Use, m, n, k, T, Layout>::storage_element_type &v);
template <class Use, int m, int n, int k, class T, class Layout, class P>
__CUPORT_D void load_matrix_sync(fragment<Use, m, n, k, T, Layout> &a, const P *p, unsigned ldm);
template <int m, int n, int k, class T, class P>
__CUPORT_D void load_matrix_sync(fragment<accumulator, m, n, k, T> &a, const P *p, unsigned ldm,
                                 layout_t layout);
template <int m, int n, int k, class T, class P>
__CUPORT_D void store_matrix_sync(P *p, const fragment<accumulator, m, n, k, T> &a, unsigned ldm,
                                  layout_t layout);
template <int m, int n, int k, class Tin, class LA, class LB, class Tc, class Td>
__CUPORT_D void mma_sync(fragment<accumulator, m, n, k, Td> &d,
                         const fragment<matrix_a, m, n, k, Tin, LA> &a,
                         const fragment<matrix_b, m, n, k, Tin, LB> &b,
                         const fragment<accumulator, m, n, k, Tc> &c, bool satf = false);
__CUPORT_D float __float_to_tf32(float in);
}
}
#endif
#endif /* CUPORT_MMA_H */

/*
 * cuport_mma.h: what <mma.h> gives host code.
 *
 * The warp matrix operations of nvcuda::wmma run in kernels only: the kernel translator
 * writes them as the device header's cuport_wmma_* (docs/kernels.md, "Warp matrix
 * operations"). Host code of a .cu file that includes <mma.h> still names the namespace
 * (using namespace nvcuda;) and may name its tags and layouts, so they are declared here, in
 * C++; a fragment has no use outside a kernel and is only declared. Including cuda_fp16.h
 * and cuda_bf16.h as mma.h does, it includes cuport_bf16.h.
 */
#ifndef CUPORT_MMA_H
#define CUPORT_MMA_H

#include "cuport_bf16.h"

#ifdef __cplusplus
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
}
template <class Use, int m, int n, int k, class T, class Layout = void> class fragment;
}
}
#endif

#endif /* CUPORT_MMA_H */

/*
 * fft_internal.h: what fft.c (cuFFT's plans and executions) and fft_kernels.c (the OpenCL C
 * program they launch) share.  The plan's transform is computed on a contiguous complex
 * work buffer of batch x n0 x n1 x n2 elements (a lower rank has leading sizes of 1):
 * gathered from the input layout, transformed axis by axis with Stockham passes that
 * ping-pong between the work area's two halves, then scattered to the output layout.
 */
#ifndef CUPORT_FFT_INTERNAL_H
#define CUPORT_FFT_INTERNAL_H

#include "internal.h"
#include "cuport_fft.h"

/* The kinds the gather and scatter kernels take (their `kind` argument). */
enum {
  FFT_GATHER_COMPLEX = 0, /* complex input, the full logical size */
  FFT_GATHER_REAL = 1,    /* real input, imaginary parts 0 */
  FFT_GATHER_HALF = 2,    /* C2R's Hermitian half: the rest by conjugate symmetry */
  FFT_SCATTER_COMPLEX = 0,/* complex output of the last dimension's first m2 elements */
  FFT_SCATTER_REAL = 1    /* real parts */
};

/* The registered program of single (dbl 0) or double precision, its passes indexing in 32
   bits (wide 0) or 64, registered on first use; its kernels are cuport_fft_gather,
   cuport_fft_pass, cuport_fft_butterfly and cuport_fft_scatter. */
cuportError_t cuport_fft_program(int dbl, int wide, cuportProgram_t *out);

#endif /* CUPORT_FFT_INTERNAL_H */

// fft_transforms: cuFFT as programs use it.  A circular convolution by FFT (forward C2C of a
// signal and a filter in place, a kernel multiplying the spectra and scaling, an inverse
// C2C) against a direct convolution on the host; a 2-D R2C/C2R round trip of odd and even
// sizes whose half spectrum is checked against a host DFT; a batched Z2Z with the advanced
// layout (strided, embedded input); cufftXt's plan of data types (R2C of doubles through
// cufftXtMakePlanMany and cufftXtExec, as simpleCUFFT plans); the work-area protocol (cufftCreate, auto-allocation
// off, cufftGetSize, cufftSetWorkArea) on a stream.  Prints PASS when everything matches.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cufft.h>
#include <cufftXt.h>

#define CHECK(x)                                                                      \
  do {                                                                                \
    cudaError_t e_ = (x);                                                             \
    if (e_ != cudaSuccess) {                                                          \
      printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__);         \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

#ifdef _CUFFT_H_
static const char *fft_error_name(cufftResult r)
{
  switch (r) {
  case CUFFT_SUCCESS: return "CUFFT_SUCCESS";
  case CUFFT_INVALID_PLAN: return "CUFFT_INVALID_PLAN";
  case CUFFT_ALLOC_FAILED: return "CUFFT_ALLOC_FAILED";
  case CUFFT_INVALID_TYPE: return "CUFFT_INVALID_TYPE";
  case CUFFT_INVALID_VALUE: return "CUFFT_INVALID_VALUE";
  case CUFFT_EXEC_FAILED: return "CUFFT_EXEC_FAILED";
  case CUFFT_INVALID_SIZE: return "CUFFT_INVALID_SIZE";
  default: return "<other cufftResult>";
  }
}
#endif

#define FFT(x)                                                                        \
  do {                                                                                \
    cufftResult r_ = (x);                                                             \
    if (r_ != CUFFT_SUCCESS) {                                                        \
      printf("cuFFT error %s at line %d\n", fft_error_name(r_), __LINE__);            \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

typedef float2 Complex;

__global__ void multiply_and_scale(Complex *a, const Complex *b, int n, float scale)
{
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    Complex x = a[i], y = b[i];
    Complex r;
    r.x = (x.x * y.x - x.y * y.y) * scale;
    r.y = (x.x * y.y + x.y * y.x) * scale;
    a[i] = r;
  }
}

static double frand(unsigned *s)
{
  *s = *s * 1664525u + 1013904223u;
  return (double)(*s >> 8) / (double)(1u << 24) - 0.5;
}

// sign -1 forward; n0 x n1 complex values (interleaved doubles), by the definition
static void host_dft2(std::vector<double> &x, int n0, int n1, int sign)
{
  std::vector<double> y(x.size());
  for (int k0 = 0; k0 < n0; k0++)
    for (int k1 = 0; k1 < n1; k1++) {
      double re = 0, im = 0;
      for (int j0 = 0; j0 < n0; j0++)
        for (int j1 = 0; j1 < n1; j1++) {
          double a = sign * 2 * M_PI *
                     ((double)((j0 * k0) % n0) / n0 + (double)((j1 * k1) % n1) / n1);
          double xr = x[2 * (j0 * n1 + j1)], xi = x[2 * (j0 * n1 + j1) + 1];
          re += xr * cos(a) - xi * sin(a);
          im += xr * sin(a) + xi * cos(a);
        }
      y[2 * (k0 * n1 + k1)] = re;
      y[2 * (k0 * n1 + k1) + 1] = im;
    }
  x = y;
}

static bool convolution(int n)
{
  unsigned seed = 1;
  std::vector<Complex> sig(n), filt(n), out(n);
  for (int i = 0; i < n; i++) {
    sig[i].x = (float)frand(&seed);
    sig[i].y = (float)frand(&seed);
    filt[i].x = i < 11 ? (float)frand(&seed) : 0.0f;
    filt[i].y = 0.0f;
  }
  Complex *d_sig, *d_filt;
  CHECK(cudaMalloc((void **)&d_sig, sizeof(Complex) * n));
  CHECK(cudaMalloc((void **)&d_filt, sizeof(Complex) * n));
  CHECK(cudaMemcpy(d_sig, sig.data(), sizeof(Complex) * n, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_filt, filt.data(), sizeof(Complex) * n, cudaMemcpyHostToDevice));
  cufftHandle plan;
  FFT(cufftPlan1d(&plan, n, CUFFT_C2C, 1));
  FFT(cufftExecC2C(plan, (cufftComplex *)d_sig, (cufftComplex *)d_sig, CUFFT_FORWARD));
  FFT(cufftExecC2C(plan, (cufftComplex *)d_filt, (cufftComplex *)d_filt, CUFFT_FORWARD));
  multiply_and_scale<<<32, 256>>>(d_sig, d_filt, n, 1.0f / n);
  CHECK(cudaGetLastError());
  FFT(cufftExecC2C(plan, (cufftComplex *)d_sig, (cufftComplex *)d_sig, CUFFT_INVERSE));
  CHECK(cudaMemcpy(out.data(), d_sig, sizeof(Complex) * n, cudaMemcpyDeviceToHost));
  FFT(cufftDestroy(plan));
  CHECK(cudaFree(d_sig));
  CHECK(cudaFree(d_filt));
  double err = 0, mag = 0;
  for (int i = 0; i < n; i++) {
    double re = 0, im = 0;
    for (int j = 0; j < 11; j++) {
      int k = ((i - j) % n + n) % n;
      re += sig[k].x * filt[j].x;
      im += sig[k].y * filt[j].x;
    }
    err = fmax(err, fmax(fabs(out[i].x - re), fabs(out[i].y - im)));
    mag = fmax(mag, fmax(fabs(re), fabs(im)));
  }
  printf("convolution n=%d: relative error %.2e\n", n, err / mag);
  return err / mag < 1e-5;
}

static bool real_2d(int n0, int n1)
{
  int h1 = n1 / 2 + 1;
  unsigned seed = 7;
  std::vector<float> in(n0 * n1), back(n0 * n1);
  std::vector<double> full(2 * n0 * n1, 0.0);
  for (int i = 0; i < n0 * n1; i++)
    full[2 * i] = in[i] = (float)frand(&seed);
  host_dft2(full, n0, n1, -1);
  cufftReal *d_in;
  cufftComplex *d_spec;
  CHECK(cudaMalloc((void **)&d_in, sizeof(cufftReal) * n0 * n1));
  CHECK(cudaMalloc((void **)&d_spec, sizeof(cufftComplex) * n0 * h1));
  CHECK(cudaMemcpy(d_in, in.data(), sizeof(float) * n0 * n1, cudaMemcpyHostToDevice));
  cufftHandle fwd, inv;
  FFT(cufftPlan2d(&fwd, n0, n1, CUFFT_R2C));
  FFT(cufftPlan2d(&inv, n0, n1, CUFFT_C2R));
  FFT(cufftExecR2C(fwd, d_in, d_spec));
  std::vector<cufftComplex> spec(n0 * h1);
  CHECK(cudaMemcpy(spec.data(), d_spec, sizeof(cufftComplex) * n0 * h1, cudaMemcpyDeviceToHost));
  FFT(cufftExecC2R(inv, d_spec, d_in));
  CHECK(cudaMemcpy(back.data(), d_in, sizeof(float) * n0 * n1, cudaMemcpyDeviceToHost));
  FFT(cufftDestroy(fwd));
  FFT(cufftDestroy(inv));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_spec));
  double err = 0, rt = 0;
  for (int i = 0; i < n0; i++)
    for (int k = 0; k < h1; k++) {
      err = fmax(err, fabs(spec[i * h1 + k].x - full[2 * (i * n1 + k)]));
      err = fmax(err, fabs(spec[i * h1 + k].y - full[2 * (i * n1 + k) + 1]));
    }
  for (int i = 0; i < n0 * n1; i++)
    rt = fmax(rt, fabs(back[i] / (n0 * n1) - in[i]));
  printf("R2C/C2R %dx%d: spectrum error %.2e, round trip error %.2e\n", n0, n1, err, rt);
  return err < 1e-3 && rt < 1e-5;
}

static bool batched_z2z_advanced(void)
{
  // 4 transforms of 45 values, input every 3rd value of rows 140 apart; output packed
  int n = 45, batch = 4, istride = 3, idist = 140;
  int inembed[1] = {0}, onembed[1] = {0};
  std::vector<cufftDoubleComplex> in(batch * idist), out(batch * n);
  std::vector<double> want(2 * n);
  unsigned seed = 3;
  for (size_t i = 0; i < in.size(); i++) {
    in[i].x = frand(&seed);
    in[i].y = frand(&seed);
  }
  cufftDoubleComplex *d_in, *d_out;
  CHECK(cudaMalloc((void **)&d_in, sizeof(cufftDoubleComplex) * in.size()));
  CHECK(cudaMalloc((void **)&d_out, sizeof(cufftDoubleComplex) * out.size()));
  CHECK(cudaMemcpy(d_in, in.data(), sizeof(cufftDoubleComplex) * in.size(), cudaMemcpyHostToDevice));
  cufftHandle plan;
  FFT(cufftPlanMany(&plan, 1, &n, inembed, istride, idist, onembed, 1, n, CUFFT_Z2Z, batch));
  FFT(cufftExecZ2Z(plan, d_in, d_out, CUFFT_INVERSE));
  CHECK(cudaMemcpy(out.data(), d_out, sizeof(cufftDoubleComplex) * out.size(), cudaMemcpyDeviceToHost));
  FFT(cufftDestroy(plan));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  double err = 0;
  for (int b = 0; b < batch; b++) {
    for (int j = 0; j < n; j++) {
      want[2 * j] = in[b * idist + j * istride].x;
      want[2 * j + 1] = in[b * idist + j * istride].y;
    }
    host_dft2(want, 1, n, 1);
    for (int k = 0; k < n; k++)
      err = fmax(err, fmax(fabs(out[b * n + k].x - want[2 * k]),
                           fabs(out[b * n + k].y - want[2 * k + 1])));
  }
  printf("batched Z2Z, advanced layout: error %.2e\n", err);
  return err < 1e-10;
}

static bool work_area_on_stream(void)
{
  int n = 360;
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  cufftHandle plan;
  size_t estimate = 0, size = 0;
  FFT(cufftEstimate1d(n, CUFFT_C2C, 2, &estimate));
  FFT(cufftCreate(&plan));
  FFT(cufftSetAutoAllocation(plan, 0));
  FFT(cufftMakePlan1d(plan, n, CUFFT_C2C, 2, &size));
  void *work;
  CHECK(cudaMalloc(&work, size));
  FFT(cufftSetWorkArea(plan, work));
  FFT(cufftSetStream(plan, stream));
  std::vector<cufftComplex> h(2 * n), back(2 * n);
  unsigned seed = 11;
  for (auto &c : h) {
    c.x = (float)frand(&seed);
    c.y = (float)frand(&seed);
  }
  cufftComplex *d;
  CHECK(cudaMalloc((void **)&d, sizeof(cufftComplex) * 2 * n));
  CHECK(cudaMemcpyAsync(d, h.data(), sizeof(cufftComplex) * 2 * n, cudaMemcpyHostToDevice, stream));
  FFT(cufftExecC2C(plan, d, d, CUFFT_FORWARD));
  FFT(cufftExecC2C(plan, d, d, CUFFT_INVERSE));
  CHECK(cudaMemcpyAsync(back.data(), d, sizeof(cufftComplex) * 2 * n, cudaMemcpyDeviceToHost, stream));
  CHECK(cudaStreamSynchronize(stream));
  FFT(cufftDestroy(plan));
  CHECK(cudaFree(work));
  CHECK(cudaFree(d));
  CHECK(cudaStreamDestroy(stream));
  double err = 0;
  for (int i = 0; i < 2 * n; i++)
    err = fmax(err, fmax(fabs(back[i].x / n - h[i].x), fabs(back[i].y / n - h[i].y)));
  printf("work area %zu bytes (estimate %zu), round trip on a stream: error %.2e\n", size,
         estimate, err);
  return size >= estimate && err < 1e-5;
}

static bool xt_plan(void)
{
  long long n = 50;
  int h = 26;
  size_t work = 0, asked = 0;
  std::vector<double> in(n), full(2 * n, 0.0);
  std::vector<cufftDoubleComplex> spec(h);
  unsigned seed = 5;
  for (int i = 0; i < n; i++)
    full[2 * i] = in[i] = frand(&seed);
  host_dft2(full, 1, (int)n, -1);
  double *d_in;
  cufftDoubleComplex *d_spec;
  CHECK(cudaMalloc((void **)&d_in, sizeof(double) * n));
  CHECK(cudaMalloc((void **)&d_spec, sizeof(cufftDoubleComplex) * h));
  CHECK(cudaMemcpy(d_in, in.data(), sizeof(double) * n, cudaMemcpyHostToDevice));
  cufftHandle plan;
  FFT(cufftCreate(&plan));
  FFT(cufftXtGetSizeMany(plan, 1, &n, NULL, 1, 1, CUDA_R_64F, NULL, 1, 1, CUDA_C_64F, 1, &asked,
                         CUDA_C_64F));
  FFT(cufftXtMakePlanMany(plan, 1, &n, NULL, 1, 1, CUDA_R_64F, NULL, 1, 1, CUDA_C_64F, 1, &work,
                          CUDA_C_64F));
  FFT(cufftXtExec(plan, d_in, d_spec, CUFFT_FORWARD));
  CHECK(cudaMemcpy(spec.data(), d_spec, sizeof(cufftDoubleComplex) * h, cudaMemcpyDeviceToHost));
  FFT(cufftDestroy(plan));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_spec));
  double err = 0;
  for (int k = 0; k < h; k++)
    err = fmax(err, fmax(fabs(spec[k].x - full[2 * k]), fabs(spec[k].y - full[2 * k + 1])));
  printf("cufftXt plan of data types (D2Z), work %zu bytes: error %.2e\n", work, err);
  return work == asked && err < 1e-10;
}

int main(int argc, char **argv)
{
  bool quick = argc > 1;
  bool ok = convolution(quick ? 1000 : 50000);
  ok = real_2d(12, 20) && ok;
  ok = real_2d(9, 15) && ok;
  ok = batched_z2z_advanced() && ok;
  ok = xt_plan() && ok;
  ok = work_area_on_stream() && ok;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

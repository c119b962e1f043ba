// curand_api: cuRAND in device and host code.  Kernels initialise XORWOW and Philox states
// in global memory and in registers, draw from them and store them back; the host checks the
// draws against a plain reference of XORWOW's seeding and of Philox4x32-10 (Random123's known
// answer), skip-ahead against drawing, and the distributions' moments.  The host API's device
// generators must give exactly what host generators of the same kind and seed give, their
// normals the right moments, and a 2-D Sobol sequence a close estimate of pi.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>

#define CHECK(x)                                                                      \
  do {                                                                                \
    cudaError_t e_ = (x);                                                             \
    if (e_ != cudaSuccess) {                                                          \
      printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__);         \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)
#define CHECK_RAND(x)                                                                 \
  do {                                                                                \
    curandStatus_t s_ = (x);                                                          \
    if (s_ != CURAND_STATUS_SUCCESS) {                                                \
      printf("cuRAND error %d at line %d\n", (int)s_, __LINE__);                      \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

static int failures = 0;
static void expect(bool ok, const char *what)
{
  if (!ok) {
    printf("FAIL: %s\n", what);
    failures++;
  }
}

const int N = 1024;

__global__ void setup(curandState *states, unsigned long long seed)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, i, 0, &states[i]);
}

// draws through a register copy, stored back: the next launch continues the sequence
__global__ void draw(curandState *states, unsigned *raw, float *uni, float *nrm, double *dbl)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s = states[i];
  raw[i] = curand(&s);
  uni[i] = curand_uniform(&s);
  nrm[i] = curand_normal(&s);
  dbl[i] = curand_uniform_double(&s);
  states[i] = s;
}

// skip-ahead against drawing, in one state in global memory and one in a register
__global__ void skipping(curandState *states, unsigned *out)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curandState a, b;
  curand_init(7, 3, i, &a);
  curand_init(7, 3, 0, &b);
  for (int k = 0; k < i; k++)
    curand(&b);
  out[2 * i] = curand(&a) ^ curand(&b);
  curand_init(7, 0, 0, &states[i]);
  skipahead_sequence((unsigned long long)i, &states[i]);
  curand_init(7, i, 0, &a);
  out[2 * i + 1] = curand(&states[i]) ^ curand(&a);
}

__global__ void philox(unsigned *out, float4 *u4, float *nrm)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t s;
  curand_init(0, i, 0, &s);
  for (int k = 0; k < 4; k++)
    out[4 * i + k] = curand(&s);
  curandStatePhilox4_32_10_t t;
  curand_init(1234, i, 2, &t);   // offset 2: uniform4 spans two blocks
  u4[i] = curand_uniform4(&t);
  nrm[i] = curand_normal(&t);
}

// XORWOW as cuRAND seeds it, for subsequence 0 and offset 0
static void xorwow_ref(unsigned long long seed, unsigned *out, int n)
{
  unsigned s0 = (unsigned)seed ^ 0xaad26b49u, s1 = (unsigned)(seed >> 32) ^ 0xf7dcefddu;
  unsigned t0 = 1099087573u * s0, t1 = 2591861531u * s1;
  unsigned d = 6615241u + t1 + t0;
  unsigned v[5] = {123456789u + t0, 362436069u ^ t0, 521288629u + t1, 88675123u ^ t1,
                   5783321u + t0};
  for (int k = 0; k < n; k++) {
    unsigned t = v[0] ^ (v[0] >> 2);
    v[0] = v[1]; v[1] = v[2]; v[2] = v[3]; v[3] = v[4];
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
    d += 362437u;
    out[k] = v[4] + d;
  }
}

static void moments(const float *x, int n, double *mean, double *var)
{
  double s = 0, s2 = 0;
  for (int i = 0; i < n; i++) {
    s += x[i];
    s2 += (double)x[i] * x[i];
  }
  *mean = s / n;
  *var = s2 / n - *mean * *mean;
}

static void device_api(void)
{
  curandState *states;
  unsigned *raw, *skip, *ph;
  float *uni, *nrm, *pn;
  double *dbl;
  float4 *u4;
  CHECK(cudaMalloc(&states, N * sizeof(curandState)));
  CHECK(cudaMalloc(&raw, N * sizeof(unsigned)));
  CHECK(cudaMalloc(&uni, N * sizeof(float)));
  CHECK(cudaMalloc(&nrm, N * sizeof(float)));
  CHECK(cudaMalloc(&dbl, N * sizeof(double)));
  CHECK(cudaMalloc(&skip, 2 * 64 * sizeof(unsigned)));
  CHECK(cudaMalloc(&ph, 4 * 64 * sizeof(unsigned)));
  CHECK(cudaMalloc(&u4, 64 * sizeof(float4)));
  CHECK(cudaMalloc(&pn, 64 * sizeof(float)));
  setup<<<N / 64, 64>>>(states, 42);
  std::vector<unsigned> r1(N), r2(N);
  std::vector<float> u(N), z(N);
  std::vector<double> d(N);
  draw<<<N / 64, 64>>>(states, raw, uni, nrm, dbl);
  CHECK(cudaMemcpy(r1.data(), raw, N * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(u.data(), uni, N * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(z.data(), nrm, N * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(d.data(), dbl, N * sizeof(double), cudaMemcpyDeviceToHost));
  draw<<<N / 64, 64>>>(states, raw, uni, nrm, dbl);
  CHECK(cudaMemcpy(r2.data(), raw, N * sizeof(unsigned), cudaMemcpyDeviceToHost));
  unsigned ref[7];
  xorwow_ref(42, ref, 7);
  expect(r1[0] == ref[0], "XORWOW subsequence 0 starts as cuRAND's seeding gives");
  expect(r2[0] == ref[6], "a state stored back continues its sequence (6 draws per launch)");
  expect(r1[1] != r1[0] && r1[2] != r1[1], "subsequences differ");
  double m, v;
  moments(u.data(), N, &m, &v);
  expect(fabs(m - 0.5) < 0.03 && fabs(v - 1.0 / 12) < 0.01, "curand_uniform is uniform");
  bool in = true;
  for (int i = 0; i < N; i++)
    in = in && u[i] > 0.0f && u[i] <= 1.0f && d[i] > 0.0 && d[i] <= 1.0;
  expect(in, "uniforms lie in (0, 1]");
  moments(z.data(), N, &m, &v);
  expect(fabs(m) < 0.1 && fabs(v - 1.0) < 0.12, "curand_normal has mean 0 and variance 1");

  skipping<<<1, 64>>>(states, skip);
  std::vector<unsigned> sk(128);
  CHECK(cudaMemcpy(sk.data(), skip, sk.size() * sizeof(unsigned), cudaMemcpyDeviceToHost));
  bool same = true;
  for (int i = 0; i < 128; i++)
    same = same && sk[i] == 0;
  expect(same, "an offset and skipahead_sequence land where drawing and curand_init do");

  philox<<<1, 64>>>(ph, u4, pn);
  std::vector<unsigned> p(256);
  std::vector<float4> q(64);
  CHECK(cudaMemcpy(p.data(), ph, p.size() * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(q.data(), u4, q.size() * sizeof(float4), cudaMemcpyDeviceToHost));
  expect(p[0] == 0x6627e8d5u && p[1] == 0xe169c58du && p[2] == 0xbc57ac4cu && p[3] == 0x9b00dbd8u,
         "Philox4x32-10 with key 0 and counter 0 gives Random123's known answer");
  bool ok4 = true;
  for (int i = 0; i < 64; i++)
    ok4 = ok4 && q[i].x > 0 && q[i].x <= 1 && q[i].w > 0 && q[i].w <= 1 && q[i].x != q[i].w;
  expect(ok4 && p[4] != p[0], "curand_uniform4 across a block boundary, subsequences differ");
  cudaFree(states); cudaFree(raw); cudaFree(uni); cudaFree(nrm); cudaFree(dbl);
  cudaFree(skip); cudaFree(ph); cudaFree(u4); cudaFree(pn);
}

static void host_api(void)
{
  const size_t n = 1 << 16;
  float *dev;
  CHECK(cudaMalloc(&dev, n * sizeof(float)));
  std::vector<float> a(n), b(n);
  const curandRngType_t types[] = {CURAND_RNG_PSEUDO_DEFAULT, CURAND_RNG_PSEUDO_PHILOX4_32_10,
                                   CURAND_RNG_PSEUDO_MRG32K3A};
  for (curandRngType_t t : types) {
    curandGenerator_t g, h;
    CHECK_RAND(curandCreateGenerator(&g, t));
    CHECK_RAND(curandCreateGeneratorHost(&h, t));
    CHECK_RAND(curandSetPseudoRandomGeneratorSeed(g, 1234ULL));
    CHECK_RAND(curandSetPseudoRandomGeneratorSeed(h, 1234ULL));
    CHECK_RAND(curandSetGeneratorOffset(g, 5));
    CHECK_RAND(curandSetGeneratorOffset(h, 5));
    CHECK_RAND(curandGenerateUniform(g, dev, n / 2));
    CHECK_RAND(curandGenerateUniform(g, dev + n / 2, n / 2));   // continues the sequence
    CHECK_RAND(curandGenerateUniform(h, b.data(), n));
    CHECK(cudaMemcpy(a.data(), dev, n * sizeof(float), cudaMemcpyDeviceToHost));
    size_t diff = 0;
    for (size_t i = 0; i < n; i++)
      diff += a[i] != b[i];
    expect(diff == 0, "a device generator gives what the host generator gives");
    double m, v;
    moments(a.data(), (int)n, &m, &v);
    expect(fabs(m - 0.5) < 0.01 && fabs(v - 1.0 / 12) < 0.005, "GenerateUniform is uniform");
    CHECK_RAND(curandGenerateNormal(g, dev, n, 2.0f, 3.0f));
    CHECK(cudaMemcpy(a.data(), dev, n * sizeof(float), cudaMemcpyDeviceToHost));
    moments(a.data(), (int)n, &m, &v);
    expect(fabs(m - 2.0) < 0.05 && fabs(v - 9.0) < 0.3, "GenerateNormal has the mean and stddev asked");
    // an odd count of normals: Philox takes it, XORWOW and MRG32k3a refuse it (CUDA 13)
    if (t == CURAND_RNG_PSEUDO_PHILOX4_32_10) {
      CHECK(cudaMemset(dev, 0, 4 * sizeof(float)));
      CHECK_RAND(curandGenerateNormal(g, dev, 3, 0.0f, 1.0f));
      CHECK(cudaMemcpy(a.data(), dev, 4 * sizeof(float), cudaMemcpyDeviceToHost));
      expect(a[0] != 0.0f && a[1] != 0.0f && a[2] != 0.0f && a[3] == 0.0f &&
                 fabs(a[0]) < 8 && fabs(a[1]) < 8 && fabs(a[2]) < 8,
             "an odd count of normals is generated by Philox, and nothing past it");
    } else {
      expect(curandGenerateNormal(g, dev, 3, 0.0f, 1.0f) == CURAND_STATUS_LENGTH_NOT_MULTIPLE,
             "an odd count of normals is refused by XORWOW and MRG32k3a");
    }
    CHECK_RAND(curandDestroyGenerator(g));
    CHECK_RAND(curandDestroyGenerator(h));
  }
  curandGenerator_t q;
  CHECK_RAND(curandCreateGenerator(&q, CURAND_RNG_QUASI_SOBOL32));
  CHECK_RAND(curandSetQuasiRandomGeneratorDimensions(q, 2));
  CHECK_RAND(curandGenerateUniform(q, dev, n));
  CHECK(cudaMemcpy(a.data(), dev, n * sizeof(float), cudaMemcpyDeviceToHost));
  size_t inside = 0;
  for (size_t i = 0; i < n / 2; i++)
    inside += a[i] * a[i] + a[i + n / 2] * a[i + n / 2] <= 1.0f;
  double pi = 4.0 * inside / (n / 2);
  expect(fabs(pi - 3.14159265) < 0.002, "a 2-D Sobol sequence estimates pi closely");
  CHECK_RAND(curandDestroyGenerator(q));
  cudaFree(dev);
}

int main(int argc, char **argv)
{
  device_api();
  host_api();
  printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}

// GPU clock reads: clock(), clock64(), __nanosleep() become runtime functions taking the
// work-item's clock counter, which the kernel declares (CUPORT_CLOCK) and passes down to the
// device functions that read it, two calls deep too; clock_t and <stdint.h>'s int64_t in
// device code become OpenCL's long. Inline PTX reading %globaltimer or %clock64 with one mov
// becomes an assignment from the runtime's clock.
#include <cstdint>
#include <ctime>

// the GPU's nanosecond timer, as programs write it for themselves
__device__ __forceinline__ unsigned long long __globaltimer()
{
    unsigned long long globaltimer;
    asm volatile("mov.u64 %0, %globaltimer;" : "=l"(globaltimer));
    return globaltimer;
}

__device__ long long cycles_now(long long *at)
{
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(at[0]) :: "memory");
    return at[0];
}

__global__ void wait_ns(long long ns, long long *elapsed, long long *cycles)
{
    long long start = __globaltimer(), now;
    do {
        now = __globaltimer();
    } while (now - start < ns);
    elapsed[threadIdx.x] = now - start;
    cycles[threadIdx.x] = cycles_now(&cycles[threadIdx.x]);
}

__device__ long long spin(long long cycles)
{
    long long t0 = clock64();
    while (clock64() - t0 < cycles)
        __nanosleep(100);
    return clock64() - t0;
}

__device__ long long waited(long long cycles) { return spin(cycles); }

__device__ int untimed(int x) { return x * 2; }

__global__ void timed(const float *in, float *out, int64_t *dt, clock_t *ticks)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    clock_t start = clock();
    int64_t t0 = clock64();
    out[i] = in[i] * 2.0f + untimed(i);
    dt[i] = (int64_t)(clock64() - t0) + waited(1000);
    ticks[i] = clock() - start;
}

__global__ void no_clock(float *out) { out[threadIdx.x] = (float)untimed(threadIdx.x); }

void run(const float *in, float *out, int64_t *dt, clock_t *ticks)
{
    timed<<<1, 64>>>(in, out, dt, ticks);
    no_clock<<<1, 64>>>(out);
    wait_ns<<<1, 32>>>(1000, (long long *)dt, (long long *)dt + 32);
}

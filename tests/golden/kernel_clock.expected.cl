// OpenCL C 1.2 migrated by cuport from kernel_clock.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

// the GPU's nanosecond timer, as programs write it for themselves
ulong __globaltimer(__private ulong *cuport_clk)
{
    ulong globaltimer;
    globaltimer = cuport_globaltimer(cuport_clk);
    return globaltimer;
}

long cycles_now(__global long *at, __private ulong *cuport_clk)
{
    at[0] = cuport_clock64(cuport_clk);
    return at[0];
}

__kernel void wait_ns(long ns, __global long *elapsed, __global long *cycles)
{
    CUPORT_CLOCK(cuport_clk);
    long start = __globaltimer(cuport_clk), now;
    do {
        now = __globaltimer(cuport_clk);
    } while (now - start < ns);
    elapsed[get_local_id(0)] = now - start;
    cycles[get_local_id(0)] = cycles_now(&cycles[get_local_id(0)], cuport_clk);
}

int untimed(int x)
{ return x * 2; }

long spin(long cycles, __private ulong *cuport_clk)
{
    long t0 = cuport_clock64(cuport_clk);
    while (cuport_clock64(cuport_clk) - t0 < cycles)
        cuport_nanosleep(cuport_clk, 100);
    return cuport_clock64(cuport_clk) - t0;
}

long waited(long cycles, __private ulong *cuport_clk)
{ return spin(cycles, cuport_clk); }

__kernel void timed(__global const float *in, __global float *out, __global long *dt, __global long *ticks)
{
    CUPORT_CLOCK(cuport_clk);
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    long start = cuport_clock(cuport_clk);
    long t0 = cuport_clock64(cuport_clk);
    out[i] = in[i] * 2.0f + untimed(i);
    dt[i] = (long)(cuport_clock64(cuport_clk) - t0) + waited(1000, cuport_clk);
    ticks[i] = cuport_clock(cuport_clk) - start;
}

__kernel void no_clock(__global float *out)
{ out[get_local_id(0)] = (float)untimed(get_local_id(0)); }

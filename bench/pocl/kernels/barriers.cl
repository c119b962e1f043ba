/* COPIES exchanges through __local memory, each between two barriers, in a loop:
   how PoCL's work-group compile time grows with the barrier count.  -DGUARD=1 puts
   the first half under a (uniform) condition, as a predicated branch did. */
#ifndef COPIES
#define COPIES 8
#endif
#define X(i) barrier(CLK_LOCAL_MEM_FENCE); s[l] = v; barrier(CLK_LOCAL_MEM_FENCE); v += s[(l + (i)) & 255u];
#define X4(i) X(i) X(i + 1) X(i + 2) X(i + 3)

__kernel void chain(__global float *o, int n)
{
  __local float s[256];
  uint l = get_local_id(0);
  float v = l;
  for (int j = 0; j < n; j++) {
#if GUARD
    if (n > 3) {
#endif
    X4(1)
#if COPIES >= 16
    X4(5)
#endif
#if COPIES >= 32
    X4(9) X4(13)
#endif
#if GUARD
    }
#endif
    X4(17)
#if COPIES >= 16
    X4(21)
#endif
#if COPIES >= 32
    X4(25) X4(29)
#endif
  }
  o[l] = v;
}

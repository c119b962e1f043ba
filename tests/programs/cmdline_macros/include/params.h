// params.h: what both sides of the program agree on, set by the build (-DSCALE).
#ifndef PARAMS_H
#define PARAMS_H
#ifndef SCALE
#error "SCALE comes from the build's flags (cuda.opt, host.rsp)"
#endif
const int kScale = SCALE;
int scaleOnDevice(const int *in, int *out, int n);
#endif

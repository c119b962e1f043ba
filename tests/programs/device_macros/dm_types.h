// Typedefs a C header often carries: two that mean OpenCL C's own uint and uchar, and one
// (half as 16 raw bits) that means something else than OpenCL's half.
#ifndef DM_TYPES_H
#define DM_TYPES_H
typedef unsigned int uint;
typedef unsigned char uchar;
typedef unsigned short half;
#endif

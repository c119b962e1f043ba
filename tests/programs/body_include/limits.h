// limits.h: the bounds of the model, as macros (included inside the kernel)
#define LO 0.25f
#define HI 4.0f
#define CLAMP(x) ((x) < LO ? LO : (x) > HI ? HI : (x))

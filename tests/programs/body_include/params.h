// params.h: the model's constants, declared where they are used (inside the kernel)
#if 1
#define RD 287.0
#endif
    const float gain = 1.5f;
    double rd = RD;
    float root = sqrtf(gain * 4.0f);   /* 2.449... */
    int steps = 3;

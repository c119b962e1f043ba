// params.h: sizes shared by the host code and the included kernel files.
#ifndef PARAMS_H
#define PARAMS_H
#define BLOCK 128
#endif

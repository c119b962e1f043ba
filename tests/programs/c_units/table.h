/* table.h: C helpers shared with the CUDA code. */
#ifndef TABLE_H
#define TABLE_H
#ifdef __cplusplus
extern "C" {
#endif
void table_fill(float *t, int n);
int table_count(const float *t, int n, float above);
double table_seconds(void);
int table_device(void); /* device.c: the device count, -1 on error */
#ifdef __cplusplus
}
#endif
#endif

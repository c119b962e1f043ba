/* table.h: C helpers shared with the CUDA code. */
#ifndef TABLE_H
#define TABLE_H
#ifdef __cplusplus
extern "C" {
#endif
void table_fill(float *t, int n);
int table_count(const float *t, int n, float above);
double table_seconds(void);
#ifdef __cplusplus
}
#endif
#endif

// The host template reduce.cu defines and instantiates explicitly for int, float and
// double; main.cu calls those instances without seeing the definition.
#ifndef TEMPL_H
#define TEMPL_H

template <class T> void reduce(int size, int threads, int blocks, const T *d_idata, T *d_odata);

// deduced.cu: its launches checked; the number of failed checks.
int checkDeduced(void);

#endif

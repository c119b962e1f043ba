/*
 * cuport_library_types.h: the element types the CUDA libraries name (CUDA's
 * cudaDataType, from library_types.h), as cuport's libraries take them.  The
 * values are CUDA's, so a type kept in a file or a table keeps its meaning.
 */
#ifndef CUPORT_LIBRARY_TYPES_H
#define CUPORT_LIBRARY_TYPES_H

typedef enum cuportDataType {
  CUPORT_R_32F = 0, CUPORT_R_64F = 1, CUPORT_R_16F = 2, CUPORT_R_8I = 3,
  CUPORT_C_32F = 4, CUPORT_C_64F = 5, CUPORT_C_16F = 6, CUPORT_C_8I = 7,
  CUPORT_R_8U = 8, CUPORT_C_8U = 9, CUPORT_R_32I = 10, CUPORT_C_32I = 11,
  CUPORT_R_32U = 12, CUPORT_C_32U = 13, CUPORT_R_16BF = 14, CUPORT_C_16BF = 15,
  CUPORT_R_64I = 24, CUPORT_R_64U = 26, CUPORT_R_8F_E4M3 = 28, CUPORT_R_8F_E5M2 = 29
} cuportDataType;
typedef cuportDataType cuportDataType_t;

#endif

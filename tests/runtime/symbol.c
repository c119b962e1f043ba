/*
 * symbol.c: device symbols (__device__ / __constant__ variables): the
 * registration convention, initializers, CUPORT_ARG_SYMBOL arguments, copies
 * to and from symbols with offsets, symbol addresses used as ordinary device
 * pointers, and the error codes of each misuse.
 */
#include "common.h"

static const char src[] =
    "__kernel void bump(__global int *counter, __constant float *weights, __global float *out) {\n"
    "  atomic_add(counter, 1);\n"
    "  out[get_global_id(0)] = weights[get_global_id(0) % 4];\n"
    "}\n";

START_TEST(symbols_reach_kernels_as_hidden_pointer_arguments)
{
  cuportProgram_t p;
  cuportKernel_t k;
  const float w[4] = {0.5f, 1.5f, 2.5f, 3.5f};
  float *out, back[8];
  int counter = -1, i;
  CK(cuportRegisterProgram("sym.cl", src, &p));
  CK(cuportRegisterSymbol(p, "counter", sizeof(int), NULL));
  CK(cuportRegisterSymbol(p, "weights", sizeof w, w));
  CK(cuportGetKernel(p, "bump", &k));
  CK(cuportMalloc((void **)&out, sizeof back));
  {
    cuportArg args[] = {CUPORT_ARG_S("counter"), CUPORT_ARG_S("weights"), CUPORT_ARG_P(out)};
    CK(cuportLaunchKernel(k, cuport_dim3(2, 1, 1), cuport_dim3(4, 1, 1), 0, NULL, 3, args));
    CK(cuportLaunchKernel(k, cuport_dim3(2, 1, 1), cuport_dim3(4, 1, 1), 0, NULL, 3, args));
  }
  CK(cuportMemcpyFromSymbol(&counter, p, "counter", sizeof counter, 0, cuportMemcpyDeviceToHost));
  ck_assert_int_eq(counter, 16);
  CK(cuportMemcpy(back, out, sizeof back, cuportMemcpyDeviceToHost));
  for (i = 0; i < 8; i++)
    ck_assert_float_eq(back[i], w[i % 4]);
  CK(cuportFree(out));
}
END_TEST

START_TEST(copies_to_symbols_honour_offsets)
{
  cuportProgram_t p;
  int init[8] = {1, 2, 3, 4, 5, 6, 7, 8}, two[2] = {70, 80}, back[8];
  CK(cuportRegisterProgram("sym2.cl", src, &p));
  CK(cuportRegisterSymbol(p, "table", sizeof init, init));
  CK(cuportMemcpyToSymbol(p, "table", two, sizeof two, 3 * sizeof(int), cuportMemcpyHostToDevice));
  CK(cuportMemcpyFromSymbol(back, p, "table", sizeof back, 0, cuportMemcpyDefault));
  ck_assert_int_eq(back[2], 3);
  ck_assert_int_eq(back[3], 70);
  ck_assert_int_eq(back[4], 80);
  ck_assert_int_eq(back[5], 6);
  CK(cuportMemcpyToSymbolAsync(p, "table", init, sizeof init, 0, cuportMemcpyHostToDevice, NULL));
  CK(cuportMemcpyFromSymbolAsync(back, p, "table", 2 * sizeof(int), 6 * sizeof(int),
                                 cuportMemcpyDeviceToHost, NULL));
  CK(cuportDeviceSynchronize());
  ck_assert_int_eq(back[0], 7);
  ck_assert_int_eq(back[1], 8);
}
END_TEST

START_TEST(symbol_addresses_are_ordinary_device_pointers)
{
  cuportProgram_t p;
  int *addr, v = 42, back = 0;
  size_t size = 0;
  CK(cuportRegisterProgram("sym3.cl", src, &p));
  CK(cuportRegisterSymbol(p, "g", 4 * sizeof(int), NULL));
  CK(cuportGetSymbolAddress((void **)&addr, p, "g"));
  CK(cuportGetSymbolSize(&size, p, "g"));
  ck_assert_uint_eq(size, 4 * sizeof(int));
  CK(cuportMemcpy(addr + 2, &v, sizeof v, cuportMemcpyHostToDevice));
  CK(cuportMemcpyFromSymbol(&back, p, "g", sizeof back, 2 * sizeof(int), cuportMemcpyDeviceToHost));
  ck_assert_int_eq(back, 42);
  CK_FAILS(cuportFree(addr), cuportErrorInvalidValue);
}
END_TEST

START_TEST(symbol_misuse_gives_cuda_errors)
{
  cuportProgram_t p;
  cuportKernel_t k;
  int v = 0;
  float *out = NULL;
  CK(cuportRegisterProgram("sym4.cl", src, &p));
  CK(cuportRegisterSymbol(p, "x", sizeof v, NULL));
  CK(cuportRegisterSymbol(p, "x", sizeof v, NULL));
  CK_FAILS(cuportRegisterSymbol(p, "x", 8, NULL), cuportErrorDuplicateVariableName);
  CK_FAILS(cuportMemcpyToSymbol(p, "nope", &v, sizeof v, 0, cuportMemcpyHostToDevice),
           cuportErrorInvalidSymbol);
  CK_FAILS(cuportMemcpyToSymbol(p, "x", &v, sizeof v, 1, cuportMemcpyHostToDevice),
           cuportErrorInvalidValue);
  CK_FAILS(cuportMemcpyToSymbol(p, "x", &v, sizeof v, 0, cuportMemcpyDeviceToHost),
           cuportErrorInvalidMemcpyDirection);
  CK_FAILS(cuportMemcpyFromSymbol(&v, p, "x", sizeof v, 0, cuportMemcpyHostToDevice),
           cuportErrorInvalidMemcpyDirection);
  CK_FAILS(cuportGetSymbolAddress((void **)&out, p, "nope"), cuportErrorInvalidSymbol);
  CK(cuportGetKernel(p, "bump", &k));
  {
    cuportArg args[] = {CUPORT_ARG_S("x"), CUPORT_ARG_S("missing"), CUPORT_ARG_P(out)};
    CK_FAILS(cuportLaunchKernel(k, cuport_dim3(1, 1, 1), cuport_dim3(1, 1, 1), 0, NULL, 3, args),
             cuportErrorInvalidSymbol);
  }
}
END_TEST

static Suite *symbol_suite(void)
{
  Suite *s = suite_create("symbol");
  TCase *tc = tcase_create("symbol");
  tcase_add_test(tc, symbols_reach_kernels_as_hidden_pointer_arguments);
  tcase_add_test(tc, copies_to_symbols_honour_offsets);
  tcase_add_test(tc, symbol_addresses_are_ordinary_device_pointers);
  tcase_add_test(tc, symbol_misuse_gives_cuda_errors);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(symbol_suite)

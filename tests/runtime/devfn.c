/*
 * devfn.c: the device header's functions, checked on the default OpenCL
 * device against CUDA's definitions (the cases live in devfn_cases.c).
 * CTest runs this program twice: with the paths the runtime selects for the
 * device, and with CUPORT_PORTABLE=1 (the fallbacks).  On PoCL 3.1 both are
 * the portable paths; the NVIDIA paths are checked with cuport_devcheck.
 */
#include "common.h"
#include "devfn_cases.h"

START_TEST(every_device_header_function_matches_cuda)
{
  char msg[1024] = "";
  int r = devfn_cases[_i].run(msg, sizeof msg);
  ck_assert_msg(r <= 0, "%s: %s", devfn_cases[_i].name, msg);
}
END_TEST

static Suite *devfn_suite(void)
{
  Suite *s = suite_create(getenv("CUPORT_PORTABLE") ? "devfn (portable)" : "devfn");
  TCase *tc = tcase_create("devfn");
  tcase_set_timeout(tc, 120);
  tcase_add_loop_test(tc, every_device_header_function_matches_cuda, 0, devfn_case_count);
  suite_add_tcase(s, tc);
  return s;
}

CUPORT_TEST_MAIN(devfn_suite)

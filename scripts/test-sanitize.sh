#!/usr/bin/env bash
# The sanitizer suite: a second build (build-san/) with clang-19, AddressSanitizer (leaks
# included) and UndefinedBehaviorSanitizer that stops at the first report, plus the
# libFuzzer targets of tests/fuzz; it runs the suites below, each of which fails on any
# sanitizer report, and fuzzes each target for CUPORT_FUZZ_SECONDS (default 10).
#
# Run: unit (Check suites), cli, golden, rules, kernels (the .cl built on PoCL), runtime
# (the runtime's suites on PoCL), docs, report, fuzz. Left out: hostbuild, buildmig, install,
# sdk (they build migrated programs with the programs' own Makefiles and CMake, which do
# not link the sanitizer runtime the instrumented libcuport needs), samples_migrate and
# parse_corpus (cuport on more inputs of the kinds golden and cli cover, several minutes
# under ASan), report_browser (Chromium). tests/sanitize/lsan.supp lists the third-party
# leaks (PoCL and its LLVM) LeakSanitizer is told to ignore.
#
# Skipped, saying so, when clang-19 or its libFuzzer runtime (libclang-rt-19-dev) is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
rt=$(clang-19 -print-file-name=libclang_rt.fuzzer-x86_64.a 2>/dev/null || true)
if ! command -v clang-19 >/dev/null || [ ! -f "$rt" ]; then
	echo "cuport: sanitizer suite skipped: clang-19 with libFuzzer (libclang-rt-19-dev) is not installed"
	exit 0
fi
CC=clang-19 CXX=clang++-19 cmake -S . -B build-san -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	-DCUPORT_SANITIZE=ON -DCUPORT_FUZZ=ON -DCUPORT_BUILD_BENCH=OFF \
	-DCUPORT_FUZZ_SECONDS="${CUPORT_FUZZ_SECONDS:-10}" >/dev/null
cmake --build build-san -j"$(nproc)"

supp=$PWD/tests/sanitize/lsan.supp
export ASAN_OPTIONS=detect_leaks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS=suppressions=$supp:print_suppressions=0
sym=/usr/lib/llvm-19/bin/llvm-symbolizer
[ -x "$sym" ] && export ASAN_SYMBOLIZER_PATH=$sym
ctest --test-dir build-san --output-on-failure -j"$(nproc)" \
	-R '^(unit_.*|cli|golden|rules|kernels_.*|runtime_.*|docs_.*|report|report_docs|fuzz_.*)$'

#!/usr/bin/env bash
# The profile of a migrated program: tests/programs/nvtx_profile is migrated, built and run
# (run.sh) with CUPORT_PROFILE naming a table file and a trace. The table must count only the
# window between cudaProfilerStart and cudaProfilerStop (the warm-up kernel `scale` before it
# is not there), the 2 x 20 `relax` launches, the copies of both directions, the memset and
# the NVTX ranges and mark; the trace must be JSON a timeline viewer opens
# (tests/runtime/check_trace.py) holding those events.
# usage: profile.sh <cuport> <dir holding cuport.pc>
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d /tmp/cuport-profile-XXXXXX)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; [ -f "$T/prof.txt" ] && cat "$T/prof.txt"; exit 1; }
CUPORT_HOSTBUILD_RUN=1 PROGRAMS="$root/tests/programs" CUPORT_PROFILE="$T/prof.txt,$T/trace.json" \
	bash "$root/tests/hostbuild/run.sh" "$1" "$2" nvtx_profile || fail "nvtx_profile did not run"
t="$T/prof.txt"
[ -f "$t" ] || fail "no profile table"
grep -q 'counted: between cudaProfilerStart and cudaProfilerStop' "$t" || fail "window"
# column c of the table's row for a one-word name (its last column)
count() { awk -v n="$1" -v c="$2" '$NF == n { print $c }' "$t"; }
[ "$(count relax 3)" = 40 ] || fail "relax launches"
grep -q ' scale$' "$t" && fail "the warm-up before cudaProfilerStart was counted"
for kind in '\[CUDA memcpy HtoD\] pageable' '\[CUDA memcpy DtoH\] pageable' '\[CUDA memset\]'; do
	grep -q "  $kind\$" "$t" || fail "no $kind row"
done
[ "$(count iteration 2)" = 20 ] || fail "iteration ranges"
grep -q '  solve$' "$t" && grep -q '  sweeps$' "$t" && grep -q '  converged$' "$t" || fail "NVTX"
python3 -m json.tool "$T/trace.json" >/dev/null || fail "the trace is not JSON"
python3 "$root/tests/runtime/check_trace.py" "$T/trace.json" --expect relax iteration solve \
	sweeps converged '[CUDA memset]' cudaProfilerStart cudaProfilerStop || fail "the trace"
grep -q '"copies"' "$T/trace.json" || fail "the stream's NVTX name"
echo "PASS profile of nvtx_profile"

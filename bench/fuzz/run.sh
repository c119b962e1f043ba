#!/usr/bin/env bash
# Runs the fuzz targets of tests/fuzz at length: each for RUNS executions (default ten
# million) from its seed corpus and regressions, one target at a time, and prints a line
# per target: executions, seconds, executions per second, inputs the run added, findings.
#
#   bench/fuzz/run.sh [-n RUNS] [-t SECONDS] [-p PROCS] [-b BUILD_DIR] [-o OUT_DIR] [TARGET ...]
#
# -p runs PROCS processes of each target at once (default 1: the development machine's
# cores are shared), each with its own seed and RUNS/PROCS executions, all from the same
# seed corpus; the line sums their executions and findings. On a machine of many cores
# this reaches ten million in minutes.
# -t stops each target after SECONDS as well (libFuzzer's -max_total_time), whichever
# comes first; the line then says how many executions it reached.
# TARGETs: compdb flags rules (default: all). BUILD_DIR (default build-fuzz) holds a
# -DCUPORT_FUZZ=ON build; it is configured with clang-19 and built when it has no targets
# yet. OUT_DIR (default /tmp/cuport-fuzz-bench) keeps each target's log, the corpus it
# grew and its findings: a finding is minimized into tests/fuzz/regress/TARGET/ and fixed.
# MAX_LEN (default 1024) bounds an input's size, as the ctest runs do.
# Exits 1 when a target found something.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=10000000 secs=0 procs=1 build=build-fuzz out=/tmp/cuport-fuzz-bench
while getopts n:t:p:b:o: opt; do
	case $opt in
	n) runs=$OPTARG ;;
	t) secs=$OPTARG ;;
	p) procs=$OPTARG ;;
	b) build=$OPTARG ;;
	o) out=$OPTARG ;;
	*) sed -n '2,22p' "$0" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(compdb flags rules)

if [ ! -x "$build/tests/fuzz/fuzz_${targets[0]}" ]; then
	echo "bench/fuzz: building the fuzz targets in $build (clang-19, -DCUPORT_FUZZ=ON)" >&2
	CC=clang-19 CXX=clang++-19 cmake -S . -B "$build" -DCUPORT_FUZZ=ON -DCUPORT_BUILD_RUNTIME=OFF \
		-DCUPORT_BUILD_BENCH=OFF >/dev/null
	cmake --build "$build" -j2 --target "${targets[@]/#/fuzz_}" >/dev/null
fi
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$(command -v llvm-symbolizer-19 || true)}

found=0
printf '%-8s %12s %9s %9s %7s %9s  %s\n' target executions seconds exec/s added findings log
for t in "${targets[@]}"; do
	bin=$build/tests/fuzz/fuzz_$t
	work=$out/$t
	rm -rf "$work"
	mkdir -p "$work/corpus" "$work/artifacts"
	for seeds in tests/fuzz/corpus/$t tests/fuzz/regress/$t; do
		[ -d "$seeds" ] && find "$seeds" -type f ! -name '.*' -exec cp {} "$work/corpus/" \;
	done
	bash tests/fuzz/run.sh dict - tests/fuzz "$t" "$work/dict"
	start=$(date +%s.%N)
	rc=0
	pids=()
	for ((i = 0; i < procs; i++)); do
		mkdir -p "$work/corpus.$i"
		"$bin" -seed=$((i + 1)) -runs=$(((runs + procs - 1) / procs)) -max_total_time="$secs" \
			-max_len="${MAX_LEN:-1024}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
			-dict="$work/dict" -artifact_prefix="$work/artifacts/" "$work/corpus.$i" "$work/corpus" \
			>"$work/log.$i" 2>&1 &
		pids+=($!)
	done
	for p in "${pids[@]}"; do wait "$p" || rc=$?; done
	took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')
	cat "$work"/log.* >"$work/log"
	stat() { sed -n "s/^stat::$1: *//p" "$work"/log.* | awk '{ n += $1 } END { print n + 0 }'; }
	done_runs=$(stat number_of_executed_units)
	added=$(stat new_units_added)
	findings=$(find "$work/artifacts" -type f | wc -l)
	[ $rc -ne 0 ] && [ "$findings" = 0 ] && findings="rc=$rc"
	rate=$(awk -v n="${done_runs:-0}" -v s="$took" 'BEGIN { printf "%d", (s > 0 ? n / s : 0) }')
	printf '%-8s %12s %9.0f %9s %7s %9s  %s\n' "$t" "${done_runs:-?}" "$took" "$rate" \
		"${added:-?}" "$findings" "$work/log"
	if [ $rc -ne 0 ]; then
		found=1
		for a in "$work"/artifacts/*; do [ -f "$a" ] && echo "  finding: $a"; done
	fi
done
exit $found

#!/usr/bin/env bash
# Runs one fuzz target for ctest (tests/fuzz/CMakeLists.txt).
#   run.sh regress BINARY FUZZ_DIR TARGET
#       runs BINARY once on every seed (FUZZ_DIR/corpus/TARGET) and every regression
#       (FUZZ_DIR/regress/TARGET); a libFuzzer binary and a replay binary alike.
#   run.sh brief BINARY FUZZ_DIR TARGET SECONDS
#       fuzzes with libFuzzer for SECONDS from those inputs, with the target's dictionary;
#       new inputs go to a scratch directory, never into the repository.
#   run.sh dict - FUZZ_DIR TARGET OUT
#       writes the target's dictionary to OUT (bench/fuzz/run.sh uses it too).
# Exits non-zero on a finding, and says how to keep it as a regression.
set -euo pipefail
mode=$1 bin=$2 dir=$3 target=$4

# The target's dictionary; fuzz_flags also gets every spelling of src/nvccflags.def.
write_dict() {
	cp "$dir/$target.dict" "$1"
	if [ "$target" = flags ]; then
		sed -n 's/^NVCC_FLAG(\("[^"]*"\).*/\1/p' "$dir/../../src/nvccflags.def" >>"$1"
	fi
}
if [ "$mode" = dict ]; then
	write_dict "$5"
	exit 0
fi
inputs=()
for d in "$dir/corpus/$target" "$dir/regress/$target"; do
	[ -d "$d" ] || continue
	while IFS= read -r -d '' f; do inputs+=("$f"); done < <(find "$d" -type f ! -name '.*' -print0 | sort -z)
done
[ ${#inputs[@]} -gt 0 ] || { echo "fuzz $target: no seed under $dir/corpus/$target" >&2; exit 1; }

case $mode in
regress)
	"$bin" "${inputs[@]}" >/tmp/fuzz-regress-$$.log 2>&1 || {
		cat /tmp/fuzz-regress-$$.log; rm -f /tmp/fuzz-regress-$$.log
		echo "fuzz $target: an input of corpus/ or regress/ fails" >&2; exit 1; }
	rm -f /tmp/fuzz-regress-$$.log
	echo "fuzz $target: ${#inputs[@]} inputs replayed, no finding"
	;;
brief)
	secs=${5:-10}
	work=$(mktemp -d /tmp/cuport-fuzz-$target.XXXXXX)
	trap 'rm -rf "$work"' EXIT
	mkdir "$work/corpus" "$work/artifacts"
	write_dict "$work/dict"
	cp "${inputs[@]}" "$work/corpus/" 2>/dev/null || true
	set +e
	"$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=1024 \
		-print_final_stats=1 -artifact_prefix="$work/artifacts/" -dict="$work/dict" \
		"$work/corpus" >"$work/log" 2>&1
	rc=$?
	set -e
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log")
	if [ $rc -ne 0 ]; then
		tail -60 "$work/log"
		for a in "$work"/artifacts/*; do
			[ -f "$a" ] || continue
			echo "finding: $(basename "$a"), base64: $(base64 -w0 "$a")"
		done
		echo "fuzz $target: a finding after ${runs:-?} runs; minimize it (BINARY -minimize_crash=1" \
			"-runs=10000 FILE) into tests/fuzz/regress/$target/ and fix it" >&2
		exit 1
	fi
	echo "fuzz $target: ${runs:-?} runs in ${secs} s from ${#inputs[@]} inputs, no finding"
	;;
*)
	echo "usage: run.sh regress|brief BINARY FUZZ_DIR TARGET [SECONDS]" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# Rule loading time: a --rule-file of N generated rules (default 100,000 per size asked),
# each size timed as the whole run up to the point cuport stops for the missing compile
# DB, less the same run without the file (process start and the bundled rules). Half the
# rules are runtime APIs, half device functions; every tenth name comes twice, so the
# replacement path is taken too. Loading was quadratic before (a sort per insert): 20,000
# rules took 12.6 s.
# usage: bench/rules/run.sh [cuport-binary] [N ...]   (REPEAT=3: best of)
set -euo pipefail
cd "$(dirname "$0")/../.."
CUPORT=${1:-build/bin/cuport}
shift || true
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(20000 40000 100000)
REPEAT=${REPEAT:-3}
T=$(mktemp -d /tmp/cuport-bench-rules-XXXXXX)
trap 'rm -rf "$T"' EXIT

gen() {
	awk -v n="$1" 'BEGIN {
		printf "{\"apis\": [\n"
		for (i = 0; i < n / 2; i++)
			printf "%s{\"from\": \"benchApi%d\", \"to\": \"cuportBenchApi%d\"}\n", i ? "," : "", i % 10 ? i : i / 10, i
		printf "],\n\"device_functions\": [\n"
		for (i = 0; i < n - n / 2; i++)
			printf "%s{\"from\": \"__bench_fn%d\", \"to\": \"bench_fn%d\"}\n", i ? "," : "", i % 10 ? i : i / 10, i
		printf "]}\n"
	}' >"$2"
}

# Best wall time of REPEAT runs, in ms; the run must stop at the missing compile DB (3).
best_ms() {
	local best=
	for _ in $(seq "$REPEAT"); do
		local t0 t1 rc=0
		t0=$(date +%s%N)
		"$CUPORT" --no-cuda-sdk -p "$T/none.json" --out-root "$T/out" "$@" 2>"$T/err" || rc=$?
		t1=$(date +%s%N)
		if [ "$rc" != 3 ] || ! grep -q 'cannot read compilation database' "$T/err"; then
			echo "unexpected: exit $rc: $(head -2 "$T/err")" >&2
			exit 1
		fi
		local ms=$(((t1 - t0) / 1000000))
		[ -z "$best" ] || [ "$ms" -lt "$best" ] && best=$ms
	done
	echo "$best"
}

base=$(best_ms)
printf '%-10s %10s %12s\n' rules bytes 'load ms'
for n in "${SIZES[@]}"; do
	gen "$n" "$T/rules.json"
	ms=$(best_ms --rule-file "$T/rules.json")
	printf '%-10s %10s %12s\n' "$n" "$(stat -c %s "$T/rules.json")" "$((ms - base))"
done
echo "(best of $REPEAT; the run without a rule file took ${base} ms and is subtracted)"

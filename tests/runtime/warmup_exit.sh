#!/usr/bin/env bash
# warmup_exit.sh PROGRAM: runtime_warmup's exit mode at delays from 0 to 60 ms (DELAYS,
# milliseconds: NVIDIA's driver needs 0 to 300), returning from main and calling exit(),
# twice each: every run must end with its own status (7 or 3), never a crash or a hang
# while the start-up thread is inside the drivers.
set -u
prog=${1:?usage: warmup_exit.sh runtime_warmup}
bad=0
runs=0
for ms in ${DELAYS:-$(seq 0 4 60)}; do
	for how in return call; do
		for rep in 1 2; do
			want=7
			extra=()
			[ "$how" = call ] && { want=3; extra=(call); }
			timeout 60 "$prog" exit "$ms" "${extra[@]}" >/dev/null 2>&1
			rc=$?
			runs=$((runs + 1))
			if [ "$rc" != "$want" ]; then
				echo "FAIL: exit after $ms ms ($how): status $rc, expected $want"
				bad=$((bad + 1))
			fi
		done
	done
done
[ "$bad" = 0 ] && echo "PASS: $runs exits" || echo "$bad of $runs exits failed"
exit $((bad != 0))

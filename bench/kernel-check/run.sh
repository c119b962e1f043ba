#!/usr/bin/env bash
# The kernel check's cost (issue 14): migration time with the check (the default) against
# --no-kernel-check, on the samples, tests/programs and the golden kernel cases, and on any
# further project named on the command line (a directory holding a compile_commands.json).
# Each set is migrated with -j1, REPEAT (5) times each way, alternating; the figures are the
# best run's CPU time (user + system: the machine may be shared, and CPU time is what the
# check adds) and wall time, with the check's share of the migration's CPU time.
# A measurement, not a test: it never fails on a slow figure.
# usage: bench/kernel-check/run.sh [cuport-binary] [project-dir ...]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
CUPORT=$(realpath "${1:-$root/build/bin/cuport}")
[ $# -gt 0 ] && shift
[ -x "$CUPORT" ] || { echo "run.sh: $CUPORT is not an executable (build cuport first)" >&2; exit 2; }
W=$(mktemp -d /tmp/cuport-bench-check-XXXXXX)
trap 'rm -rf "$W"' EXIT

# One line per set: its name, then the cuport arguments that select its units.
: >"$W/sets"
for dir in "$root"/samples/[0-9]*/ "$root"/tests/programs/*/; do
	name=$(basename "$dir")
	cp -r "$dir" "$W/src-$name"
	(cd "$W/src-$name" && make -B -n 2>/dev/null |
		bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json) || true
	[ -s "$W/src-$name/compile_commands.json" ] && echo "$name -p $W/src-$name" >>"$W/sets"
done
echo "golden-kernels --in-root $root/tests/golden $(ls "$root"/tests/golden/kernel_*.cu | tr '\n' ' ')" >>"$W/sets"
for p in "$@"; do
	echo "$(basename "$p") -p $(realpath "$p")" >>"$W/sets"
done

python3 - "$CUPORT" "$W" "${REPEAT:-5}" <<'PY'
import resource, shutil, subprocess, sys, time
cuport, work, repeat = sys.argv[1], sys.argv[2], int(sys.argv[3])

def run(args):
    shutil.rmtree(work + "/out", ignore_errors=True)
    r0, t0 = resource.getrusage(resource.RUSAGE_CHILDREN), time.monotonic()
    subprocess.run([cuport, "--no-cuda-sdk", "-q", "-j1", "--out-root", work + "/out"] + args,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    r1, t1 = resource.getrusage(resource.RUSAGE_CHILDREN), time.monotonic()
    return (r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime, t1 - t0)

print("%-22s %9s %9s %9s %9s %7s" % ("set", "cpu check", "cpu none", "wall chk", "wall none", "share"))
tot = [0.0, 0.0, 0.0, 0.0]
for line in open(work + "/sets"):
    name, *args = line.split()
    with_check, without = [], []
    for _ in range(repeat):
        with_check.append(run(args))
        without.append(run(["--no-kernel-check"] + args))
    c, n = min(with_check), min(without)
    row = [c[0], n[0], min(w for _, w in with_check), min(w for _, w in without)]
    tot = [a + b for a, b in zip(tot, row)]
    print("%-22s %9.3f %9.3f %9.3f %9.3f %6.1f%%" % (name, *row, 100 * (row[0] - row[1]) / row[1]))
print("%-22s %9.3f %9.3f %9.3f %9.3f %6.1f%%" % ("total", *tot, 100 * (tot[0] - tot[1]) / tot[1]))
PY

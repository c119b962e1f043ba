#!/usr/bin/env bash
# Migration-speed benchmark (issue 6): cuport against the parse floor, clang-19
# -fsyntax-only with the arguments cuport gives libclang (no-SDK mode), on
#   - each sample under samples/ (compile DB from its Makefile, as tests/samples/run.sh),
#   - the parse corpus tests/parse/*.cu (each file one unit),
#   - a many-unit tree (COPIES copies of every sample, one compile DB) for -j1 vs -j2.
# Prints a table: wall time (best of REPEAT runs), ratio to the floor, peak RSS.
# A measurement, not a test: it never fails on a slow figure.
# usage: bench/migrate/run.sh [cuport-binary]      (default: build/bin/cuport)
# environment: REPEAT (3), COPIES (20; cuport -j1 peaks
# near 20 MiB per unit today, so 40 copies need about 9 GiB), FLOOR_COPIES (4), CLANG (clang-19), KEEP=1 keeps the
# work tree.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
CUPORT=$(realpath "${1:-$root/build/bin/cuport}")
[ -x "$CUPORT" ] || { echo "run.sh: $CUPORT is not an executable (build cuport first)" >&2; exit 2; }
CLANG=${CLANG:-clang-19}
command -v "$CLANG" >/dev/null || { echo "run.sh: $CLANG not found" >&2; exit 2; }
W=$(mktemp -d /tmp/cuport-bench-migrate-XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$W"' EXIT

# One compile DB per sample, made from its Makefile without building anything.
mkdir -p "$W/samples"
for dir in "$root"/samples/[0-9]*/; do
	name=$(basename "$dir")
	cp -r "$dir" "$W/samples/$name"
	(cd "$W/samples/$name" && make -B -n 2>/dev/null |
		bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json)
done

python3 "$root/bench/migrate/measure.py" --cuport "$CUPORT" --clang "$CLANG" \
	--root "$root" --work "$W" --repeat "${REPEAT:-3}" --copies "${COPIES:-20}" \
	--floor-copies "${FLOOR_COPIES:-4}"

#!/usr/bin/env bash
# Prepares the whole-program benchmark (gpu.sh) on a machine with cuport built: everything
# bench/samples/prepare.sh makes (the samples and tests/programs migrated, the ICD loader
# .debs), bench/transfer's programs migrated, and the public corpus: each program that
# linked under the corpus's prepare step is migrated as corpus/run.sh migrates it (in-root =
# the suite's root) and copied as CUDA source with a build script for nvcc -arch=sm_90
# (plan.py); the hand-written OpenCL twins (Rodinia pathfinder, PolyBench GEMM) are copied
# from the mirror when it is there. The corpus and the twins go only into OUT, never into
# the repository. OUT stays well under the 64 MiB a carried folder may have.
# usage: bench/whole/prepare.sh [cuport] [CORPUS (/work/corpus)] [OUT (out/whole)] [MIRROR (/work/.mirror)]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
CUPORT=$(realpath "${1:-$root/build/bin/cuport}")
CORPUS=$(realpath "${2:-/work/corpus}")
OUT=$(mkdir -p "${3:-$root/out/whole}" && cd "${3:-$root/out/whole}" && pwd)
MIRROR=${4:-/work/.mirror}
RUNS=${RUNS:-$root/../shared/corpus/runs.tsv}
[ -f "$RUNS" ] || RUNS=/work/shared/corpus/runs.tsv

bash "$root/bench/samples/prepare.sh" "$CUPORT" "$OUT" >/dev/null
rm -rf "$OUT/transfer"
"$CUPORT" --no-cuda-sdk -q --in-root "$root/bench/transfer" --out-root "$OUT/transfer" \
	"$root"/bench/transfer/*.cu

# the runtime this branch started from, for bench/transfer/run-gpu.sh's "before" column
rm -rf "$OUT/before" && mkdir -p "$OUT/before"
git -C "$root" archive "$(git -C "$root" merge-base HEAD "${BASE:-main}")" runtime bench/runtime tests/runtime |
	tar -x -C "$OUT/before"

# ---------------------------------------------------------------- the public corpus
C=$OUT/corpus
rm -rf "$C" && mkdir -p "$C/cuda" "$C/mig"
# list.tsv: suite, path, name, args, criterion (runs.tsv's)
: >"$C/list.tsv"
awk -F'\t' 'NR > 1 && $1 == "public" && $4 == "ok+linked" { print $2 "\t" $3 }' "$CORPUS/manifest.tsv" |
while IFS=$'\t' read -r suite path; do
	name=$(basename "$path")
	# the CUDA sources: the suite's files (the programs' folders, the suite's support
	# folders), without the objects and binaries of the corpus's own build
	[ -d "$C/cuda/$suite" ] || { mkdir -p "$C/cuda/$suite" &&
		tar -C "$CORPUS/$suite" --exclude .corpus -cf - . | tar -C "$C/cuda/$suite" -xf -; }
	case $suite in cuda-samples) link=-rdc=true ;; *) link= ;; esac
	(cd "$C" && python3 "$root/bench/whole/plan.py" "$CORPUS/$suite/$path" "$CORPUS/$suite" "$name" "$link")
	(cd "$C" && "$CUPORT" -q -p "$CORPUS/$suite/$path" --in-root "$CORPUS/$suite" \
		--out-root "$C/mig/$suite" >"$C/mig/$suite.$name.migrate.log" 2>&1) ||
		echo "prepare: cuport failed on $suite/$path (see $C/mig/$suite.$name.migrate.log)" >&2
	args=$(awk -F'\t' -v c="$suite" -v p="$path" '$1 == c && $2 == p { print $3; exit }' "$RUNS")
	crit=$(awk -F'\t' -v c="$suite" -v p="$path" '$1 == c && $2 == p { print $4; exit }' "$RUNS")
	printf '%s\t%s\t%s\t%s\t%s\n' "$suite" "$path" "$name" "$args" "$crit" >>"$C/list.tsv"
done
# cuport's record of the run (reports), not needed on the GPU machine
find "$C/mig" -name 'cuport-report*' -prune -exec rm -rf {} + 2>/dev/null || true

# ---------------------------------------------------------------- hand-written OpenCL twins
T=$OUT/twins
rm -rf "$T" && mkdir -p "$T"
twin() { # mirror-name dest path...: the paths of the mirror's snapshot under T/dest
	local g=$MIRROR/$1/repo m=$1 d=$2
	shift 2
	[ -d "$g/.git" ] && g=$g/.git
	mkdir -p "$T/$d" && git --git-dir="$g" archive HEAD "$@" | tar -x -C "$T/$d" ||
		echo "prepare: $* not in $m" >&2
}
[ -d "$MIRROR/yuhc+gpu-rodinia" ] && twin yuhc+gpu-rodinia rodinia opencl/pathfinder opencl/util
[ -d "$MIRROR/sgrauerg+polybenchGpu" ] && twin sgrauerg+polybenchGpu polybench OpenCL/GEMM common
du -sh "$OUT"

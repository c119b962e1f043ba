#!/usr/bin/env bash
# Prepares the GPU comparison (gpu.sh, ../latency/run-gpu.sh) on a machine with cuport:
# migrates every sample, the golden kernel cases and bench/latency's program with no SDK
# into OUT (default out/gpu), and downloads the OpenCL
# ICD loader and headers (the GPU machine may lack them) into OUT/debs.
# usage: bench/samples/prepare.sh [cuport] [OUT]     then carry OUT to the GPU machine
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
CUPORT=$(realpath "${1:-$root/build/bin/cuport}")
OUT=$(mkdir -p "${2:-$root/out/gpu}" && cd "${2:-$root/out/gpu}" && pwd)
rm -rf "$OUT/mig" "$OUT/golden" "$OUT/src" "$OUT/programs"
# migrate DIR DEST: the project in DIR (its compile DB made from its Makefile) into DEST
migrate() {
	local tmp=$OUT/src-$(basename "$1").tmp
	cp -r "$1" "$tmp"
	(cd "$tmp" && make -B -n | bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json)
	"$CUPORT" --no-cuda-sdk -q -p "$tmp" --out-root "$2"
	rm -rf "$tmp"
}
for dir in "$root"/samples/[0-9]*/; do
	migrate "$dir" "$OUT/mig/$(basename "$dir")"
done
# tests/programs (self-checking programs beyond the samples), for gpu.sh
for dir in "$root"/tests/programs/*/; do
	migrate "$dir" "$OUT/programs/$(basename "$dir")"
done
cases=()
for f in "$root"/tests/golden/kernel_*.cu; do
	grep -q 'cuport-test: no-build' "$f" || cases+=("$f")
done
"$CUPORT" --no-cuda-sdk -q --in-root "$root/tests/golden" --out-root "$OUT/golden" "${cases[@]}"
# bench/latency's programs, for bench/latency/run-gpu.sh
rm -rf "$OUT/latency"
"$CUPORT" --no-cuda-sdk -q --in-root "$root/bench/latency" --out-root "$OUT/latency" \
	"$root/bench/latency/latency.cu" "$root/bench/latency/jacobi_steps.cu"
mkdir -p "$OUT/debs"
(cd "$OUT/debs" && [ -n "$(ls *.deb 2>/dev/null)" ] ||
	apt-get download ocl-icd-libopencl1 ocl-icd-opencl-dev opencl-c-headers opencl-clhpp-headers >/dev/null)
du -sh "$OUT"

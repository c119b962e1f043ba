#!/usr/bin/env bash
# The samples on an NVIDIA GPU, CUDA against cuport: run from the repository root on the
# GPU machine with the directory prepare.sh made.
#   bash bench/samples/gpu.sh out/gpu
# For each sample: the CUDA original (nvcc, full size) and the migrated program (g++ and
# the runtime, NVIDIA's OpenCL) each print PASS/FAIL, time_ms (average per iteration) and
# result; a table compares them. Every migrated .cl is also built on NVIDIA's OpenCL, and the
# programs under tests/programs run both ways and must print PASS (JOBS at a time, default 8;
# PROGRAMS="tests/programs/a/ tests/programs/b/" runs only those; PARTS="cl samples programs",
# the default, names the parts to run).
set -u
G=$(cd "${1:?usage: gpu.sh <dir from prepare.sh>}" && pwd)
root=$(pwd)
B=${BUILD:-/tmp/cuport-gpu}
. "$root/bench/gpu-env.sh"
gpu_env "$G/debs"
LIB=$(build_rt "$root" "$B") || exit 1
export CUPORT_DEVICE=${CUPORT_DEVICE:-nvidia} CUPORT_CACHE_DIR=$B/cache
gcc -O2 -std=c11 tests/kernels/clcheck.c -Iruntime/include -L"$LIB" -lcuport -Wl,-rpath,"$LIB" \
	-o "$B/clcheck" || exit 1
PARTS=${PARTS:-cl samples programs}
part() { case " $PARTS " in *" $1 "*) return 0 ;; esac; return 1; }
if part cl; then
	echo "=== every migrated .cl on NVIDIA's OpenCL"
	mapfile -t cls < <(find "$G/mig" "$G/golden" -name '*.cl' | sort)
	"$B/clcheck" "${cls[@]}" 2>&1 | sed "s|$G/||"
fi
field() { grep -m1 "^$1" "$2" | sed "s/^$1[: ]*//"; }
rm -f "$B/ratios"
printf '\n%-16s %10s %10s %7s  %-14s %-14s %s\n' sample cuda_ms cuport_ms ratio cuda_result cuport_result status
# run_both SRC MIGRATED W: the CUDA project SRC built with its Makefile and run (W/cuda.out),
# its migrated tree MIGRATED built with its migrated Makefile against the runtime (the
# Makefile's CUPORT_CFLAGS/CUPORT_LIBS, which pkg-config fills elsewhere) and run where it
# was built (W/cuport.out), so that flags and data files of the project's build hold.
run_both() {
	local W=$3 target
	rm -rf "$W" && mkdir -p "$W" && cp -r "$1" "$W/cuda" && cp -r "$2" "$W/mig"
	target=$(sed -n 's/^TARGET *:= *//p' "$W/cuda/Makefile")
	(cd "$W/cuda" && make -s >"$W/nvcc.log" 2>&1 && "./$target" >"$W/cuda.out" 2>&1)
	(cd "$W/mig" && make -s CXXFLAGS=-O2 CUPORT_CFLAGS="-I$root/runtime/include" \
		CUPORT_LIBS="-L$LIB -lcuport -Wl,-rpath,$LIB" >"$W/gxx.log" 2>&1) &&
		(cd "$W/mig" && "./$target" >"$W/cuport.out" 2>&1)
}
for dir in samples/[0-9]*/; do
	part samples || break
	name=$(basename "$dir")
	W=$B/run/$name
	run_both "$dir" "$G/mig/$name" "$W"
	ct=$(field time_ms "$W/cuda.out"); mt=$(field time_ms "$W/cuport.out")
	ratio=$(awk -v a="$ct" -v b="$mt" 'BEGIN { if (a > 0 && b > 0) printf "%.3f", b / a; else print "-" }')
	cs=$(grep -qx PASS "$W/cuda.out" && echo PASS || echo FAIL)
	ms=$(grep -qx PASS "$W/cuport.out" && echo PASS || echo FAIL)
	printf '%-16s %10s %10s %7s  %-14s %-14s cuda %s, cuport %s\n' "$name" "${ct:--}" "${mt:--}" \
		"$ratio" "$(field result "$W/cuda.out" | cut -c1-14)" "$(field result "$W/cuport.out" | cut -c1-14)" "$cs" "$ms"
	[ "$ms" = PASS ] || { tail -5 "$W/gxx.log" "$W/cuport.out" 2>/dev/null | head -20; }
	[ "$ratio" != - ] && echo "$ratio" >>"$B/ratios"
done
[ -f "$B/ratios" ] && awk '{ s += log($1); n++ } END { if (n) printf "\ngeometric mean of the ratios: %.3f (%d samples)\n", exp(s / n), n }' \
	"$B/ratios"

part programs || exit 0
echo
echo "=== tests/programs: CUDA and migrated, each must print PASS"
# Built and run JOBS at a time (their timings are not compared); PROGRAMS picks some.
JOBS=${JOBS:-8}
progs=()
for dir in ${PROGRAMS:-tests/programs/*/}; do
	progs+=("${dir%/}")
	while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
	run_both "${dir%/}/" "$G/programs/$(basename "$dir")" "$B/prog/$(basename "$dir")" &
done
wait
for dir in "${progs[@]}"; do
	name=$(basename "$dir")
	W=$B/prog/$name
	cs=$(grep -qx PASS "$W/cuda.out" 2>/dev/null && echo PASS || echo FAIL)
	ms=$(grep -qx PASS "$W/cuport.out" 2>/dev/null && echo PASS || echo FAIL)
	printf '%-16s cuda %s, cuport %s  (%s | %s)\n' "$name" "$cs" "$ms" "$(head -1 "$W/cuda.out" 2>/dev/null)" \
		"$(head -1 "$W/cuport.out" 2>/dev/null)"
	[ "$ms" = PASS ] || tail -5 "$W/gxx.log" "$W/cuport.out" 2>/dev/null | head -20
done

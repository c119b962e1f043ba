#!/usr/bin/env bash
# Per-command latency on an NVIDIA GPU: the raw OpenCL mechanisms (cl_latency.c), then
# latency.cu and jacobi_steps.cu built with nvcc against their migrated forms (from
# prepare.sh) built with g++ and the runtime of this tree. Run from the repository root on the GPU machine:
#   bash bench/latency/run-gpu.sh out/gpu
# Environment: REPEAT (3) runs of each program, alternating; RAW=0 skips cl_latency;
# BEFORE=<dir holding another tree's runtime/, tests/runtime/, bench/runtime/> also runs the
# migrated program against that runtime (the "before" column); VARIANTS="label:VAR=v,VAR2=w
# ..." runs it again under those environment settings.
set -u
G=$(cd "${1:?usage: run-gpu.sh <dir from prepare.sh>}" && pwd)
root=$(pwd)
B=${BUILD:-/tmp/cuport-lat}
REPEAT=${REPEAT:-3}
mkdir -p "$B"
. "$root/bench/gpu-env.sh"
gpu_env "$G/debs"
export CUPORT_DEVICE=${CUPORT_DEVICE:-nvidia} CUPORT_CACHE_DIR=$B/cache

LIB=$(build_rt "$root" "$B/rt") || exit 1
[ -n "${BEFORE:-}" ] && { BLIB=$(build_rt "$(cd "$BEFORE" && pwd)" "$B/rt-before") || exit 1; }
progs="latency jacobi_steps"
for p in $progs; do
	g++ -O2 -std=c++17 "$G/latency/$p.cpp" -I"$root/runtime/include" -L"$LIB" -lcuport \
		-Wl,-rpath,"$LIB" -o "$B/${p}_cuport" || exit 1
	if [ -n "${BEFORE:-}" ]; then
		g++ -O2 -std=c++17 "$G/latency/$p.cpp" -I"$BEFORE/runtime/include" -L"$BLIB" -lcuport \
			-Wl,-rpath,"$BLIB" -o "$B/${p}_before" || exit 1
	fi
	nvcc -O3 -arch=sm_90 "bench/latency/$p.cu" -o "$B/${p}_cuda" || exit 1
done

if [ "${RAW:-1}" != 0 ]; then
	gcc -O2 -std=c11 bench/latency/cl_latency.c ${ocl:+$ocl} -lOpenCL -o "$B/cl_latency" || exit 1
	echo "=== raw OpenCL mechanisms (cl_latency)"
	"$B/cl_latency" NVIDIA
fi

# run <label> <binary> [VAR=value ...]: one run, each line "label pattern us"
run() {
	local label=$1 bin=$2
	shift 2
	env "$@" "$bin" 2>&1 | sed -n -e '/^PASS$/d' -e "s/^\([a-z_+]*\)_us: \(.*\)/$label \1 \2/p;t" \
		-e "s/^/$label says: /p"
}
{
	# the programs take turns, so that drift of the machine touches each alike
	for i in $(seq "$REPEAT"); do
		for p in $progs; do
			run cuda "$B/${p}_cuda"
			[ -n "${BEFORE:-}" ] && run before "$B/${p}_before"
			run cuport "$B/${p}_cuport"
			for v in ${VARIANTS:-}; do
				run "${v%%:*}" "$B/${p}_cuport" $(echo "${v#*:}" | tr ',' ' ')
			done
		done
	done
} >"$B/latency.txt"
grep says "$B/latency.txt"
echo "=== latency.cu and jacobi_steps.cu, us per iteration: median (fastest) of $REPEAT runs"
awk '!/says/ { v[$1" "$2] = v[$1" "$2] " " $3; if (!($1 in seen)) { seen[$1] = 1; order[n++] = $1 }
       if (!($2 in pseen)) { pseen[$2] = 1; porder[np++] = $2 } }
     function median(s,   a, k, i, j, t) { k = split(s, a, " ");
       for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
       return a[int((k + 1) / 2)] " (" a[1] ")" }
     END { printf "| pattern |"; for (i = 0; i < n; i++) printf " %s |", order[i]; printf "\n|---|";
       for (i = 0; i < n; i++) printf "---|"; printf "\n";
       for (p = 0; p < np; p++) { printf "| %s |", porder[p];
         for (i = 0; i < n; i++) printf " %s |", median(v[order[i]" "porder[p]]); printf "\n" } }' "$B/latency.txt"

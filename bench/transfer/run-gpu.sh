#!/usr/bin/env bash
# Host-side costs on an NVIDIA GPU, CUDA against cuport: transfer bandwidth by size and
# direction (transfer.cu), host cost per launch in loops of small launches (launch.cu) and
# start-up to the first kernel finished (startup.cu), each built with nvcc and migrated
# (prepared by bench/whole/prepare.sh into DIR/transfer) with this tree's runtime.
# Run from the repository root on the GPU machine:
#   bash bench/transfer/run-gpu.sh out/whole
# Environment: MAX_MIB (1024) largest transfer; STARTS (7) timed start-ups each way;
# STARTUP_MS ("0 150") the host work main does before its first CUDA call, one table each;
# RAW=1 also runs bench/latency/cl_latency (raw OpenCL floors); VARIANTS="label:VAR=v,..."
# runs the migrated programs again under those settings (e.g. CUPORT_STAGING=0);
# PARTS ("transfers launches startup") picks the tables.
set -u
G=$(cd "${1:?usage: run-gpu.sh <dir from bench/whole/prepare.sh>}" && pwd)
root=$(pwd)
B=${BUILD:-/tmp/cuport-transfer}
mkdir -p "$B"
. "$root/bench/gpu-env.sh"
gpu_env "$G/debs"
export CUPORT_DEVICE=${CUPORT_DEVICE:-nvidia} CUPORT_CACHE_DIR=$B/cache
LIB=$(build_rt "$root" "$B/rt") || exit 1
for p in transfer launch startup; do
	nvcc -O3 -arch=sm_90 "bench/transfer/$p.cu" -o "$B/${p}_cuda" || exit 1
	g++ -O2 -std=c++17 "$G/transfer/$p.cpp" -I"$root/runtime/include" -L"$LIB" -lcuport \
		-Wl,-rpath,"$LIB" -o "$B/${p}_cuport" || exit 1
done
labels="cuda cuport ${VARIANTS:-}"
# the runtime this branch started from (prepare.sh's DIR/before), linked the same way
if [ -d "$G/before/runtime" ] && BLIB=$(build_rt "$G/before" "$B/rt-before"); then
	for p in transfer launch startup; do
		g++ -O2 -std=c++17 "$G/transfer/$p.cpp" -I"$G/before/runtime/include" -L"$BLIB" -lcuport \
			-Wl,-rpath,"$BLIB" -o "$B/${p}_before" || exit 1
	done
	labels="cuda before cuport ${VARIANTS:-}"
fi
# go LABEL PROGRAM [ARGS]: the program of that label (cuda, cuport, or a variant)
go() {
	local l=$1 p=$2
	shift 2
	case $l in
	cuda) "$B/${p}_cuda" "$@" ;;
	before) "$B/${p}_before" "$@" ;;
	cuport) "$B/${p}_cuport" "$@" ;;
	*) env $(echo "${l#*:}" | tr ',' ' ') "$B/${p}_cuport" "$@" ;;
	esac
}
name() { echo "${1%%:*}"; }

has() { case " ${PARTS:-transfers launches startup} " in *" $1 "*) return 0 ;; esac; return 1; }

if has transfers; then
echo "=== transfers, GB/s (median of 5 trials)"
for l in $labels; do go "$l" transfer "${MAX_MIB:-1024}" | sed "s/^/$(name "$l") /" >"$B/xfer.$(name "$l")"; done
awk '$2 == "xfer" { v[$3 " " $4, $1] = $5; if (!($1 in seen)) { seen[$1] = 1; order[n++] = $1 }
		if (!(($3 " " $4) in rs)) { rs[$3 " " $4] = 1; rows[nr++] = $3 " " $4 } }
	!/xfer/ && !/PASS/ { print "says: " $0 }
	END { printf "| direction | bytes |"; for (i = 0; i < n; i++) printf " %s |", order[i]
		printf " cuport/cuda |\n|---|---:|"; for (i = 0; i <= n; i++) printf "---:|"; print ""
		for (r = 0; r < nr; r++) { split(rows[r], k, " "); printf "| %s | %s |", k[1], k[2]
			for (i = 0; i < n; i++) printf " %.2f |", v[rows[r], order[i]]
			printf " %.3f |\n", v[rows[r], "cuda"] ? v[rows[r], "cuport"] / v[rows[r], "cuda"] : 0 } }' \
	$(for l in $labels; do echo "$B/xfer.$(name "$l")"; done)
fi

if has launches; then
echo
echo "=== launches, host us per launch (median of 5 loops of 20000)"
for l in $labels; do go "$l" launch | sed "s/^/$(name "$l") /"; done | tee "$B/launch.txt" |
	awk '$2 == "launch_us" { printf "%-10s %-12s %s\n", $1, $3, $4 } $2 != "launch_us" && $2 != "PASS" { print "says: " $0 }'
fi

echo
# startup_table MS: medians of the whole process, the time before main (loading,
# constructors), main to the first kernel's end, main's return to the process's end (exit
# handlers, the drivers' teardown), ms; main first spends MS ms of host work (startup.cu's
# argument)
startup_table() {
	for l in $labels; do
		go "$l" startup "$1" >/dev/null 2>&1 # warm: the program cache, the driver's files
		for i in $(seq "${STARTS:-7}"); do
			t0=$(date +%s%N)
			m=$(go "$l" startup "$1" 2>&1 | awk '$1 == "startup_us" { v[$2] = $3 }
				END { print v["main_to_kernel"], v["main_entry"], v["main_return"] }')
			t1=$(date +%s%N)
			echo "$(name "$l") $((t0 / 1000)) $((t1 / 1000)) $m"
		done
	done | awk '{ k = $1; w[k] = w[k] " " ($3 - $2); m[k] = m[k] " " $4; b[k] = b[k] " " ($5 - $2)
			a[k] = a[k] " " ($3 - $6); if (!(k in s)) { s[k] = 1; o[n++] = k } }
		function med(x,   a, k, i, j, t) { k = split(x, a, " "); for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++)
			if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t } return a[int((k + 1) / 2)] }
		END { for (i = 0; i < n; i++) printf "%-10s whole %.1f ms, before main %.1f, main to kernel end %.1f, after main %.1f\n",
			o[i], med(w[o[i]]) / 1000, med(b[o[i]]) / 1000, med(m[o[i]]) / 1000, med(a[o[i]]) / 1000 }'
}
has startup && for ms in ${STARTUP_MS:-0 150}; do
	echo
	echo "=== start-up to the first kernel finished, warm cache, main's host work first: $ms ms; whole process and main's share, ms (median of ${STARTS:-7})"
	startup_table "$ms"
done
if [ "${RAW:-0}" = 1 ]; then
	gcc -O2 -std=c11 bench/latency/cl_startup.c ${ocl:+$ocl} -lOpenCL -o "$B/cl_startup" &&
		{ echo; echo "=== raw OpenCL start-up steps (cl_startup)"; "$B/cl_startup" NVIDIA; }
fi

if [ "${RAW:-0}" = 1 ]; then
	gcc -O2 -std=c11 bench/latency/cl_latency.c ${ocl:+$ocl} -lOpenCL -o "$B/cl_latency" &&
		{ echo; echo "=== raw OpenCL (cl_latency)"; "$B/cl_latency" NVIDIA | grep -E 'enqueue|clFinish|Flush|device:'; }
fi

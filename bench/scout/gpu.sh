#!/usr/bin/env bash
# On the GPU machine, from the repository root: each program gpu.py packed into DEST runs as
# its CUDA build (nvcc's binary) and as its migrated build (NVIDIA's OpenCL through the
# runtime built here), both from their own folders with the run target's arguments and a
# timeout (TIMEOUT, default 60 s), JOBS (default 4) programs at a time. Logs: DEST/logs/<name>/{cuda,mig}.log, judged at home by
# `gpu.py judge DEST/logs` (or under $OUT when it is set, for the device tool to bring back).
#   bash bench/scout/gpu.sh out/gscout
set -u
G=$(cd "${1:?usage: gpu.sh <dir from gpu.py pack>}" && pwd)
root=$(pwd)
B=${BUILD:-/tmp/cuport-gpu}
T=${TIMEOUT:-60}
. "$root/bench/gpu-env.sh"
gpu_env "${DEBS:-$root/out/whole/debs}"
LIB=$(build_rt "$root" "$B") || exit 1
export CUPORT_DEVICE=${CUPORT_DEVICE:-nvidia} CUPORT_CACHE_DIR=$B/cache
L=${OUT:-$G}/logs
mkdir -p "$L"
run() { # log dir command...: the command's output and its exit status
	local log=$1 dir=$2
	shift 2
	(cd "$dir" && echo "\$ $*" && timeout -k 5 "$T" "$@" 2>&1; echo "[exit status $?]") >"$log" 2>&1
}
one() { # name exe args
	local name=$1 exe=$2 args=$3
	mkdir -p "$L/$name"
	# shellcheck disable=SC2086 # the run target's arguments, word-split as make does
	run "$L/$name/cuda.log" "$G/cuda/$name" "./$exe" $args
	# shellcheck disable=SC2086
	LD_LIBRARY_PATH=$LIB run "$L/$name/mig.log" "$G/mig/$name" "./$name.cuport" $args
	printf '%-28s cuda %s  mig %s\n' "$name" "$(tail -1 "$L/$name/cuda.log")" "$(tail -1 "$L/$name/mig.log")"
}
# JOBS programs at a time (default 4): the GPU is shared, the timings are not the point
while IFS=$'\t' read -r name exe args; do
	while [ "$(jobs -rp | wc -l)" -ge "${JOBS:-4}" ]; do wait -n; done
	one "$name" "$exe" "$args" &
done <"$G/list.tsv"
wait

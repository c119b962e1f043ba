#!/usr/bin/env bash
# The whole-program benchmark on an NVIDIA GPU: every sample, tests/programs case and
# public corpus program once as CUDA (nvcc -arch=sm_90) and once migrated (g++ and this
# tree's runtime on NVIDIA's OpenCL), same arguments, and the hand-written OpenCL twins.
# Run from the repository root on the GPU machine with the folder prepare.sh made:
#   bash bench/whole/gpu.sh out/whole
# Each program runs once untimed (warm program cache, warm driver), which also gives its
# verdict, then REPEAT (3) times each way, taking turns; the table has the median
# whole-process wall time, the program's own kernel time where it prints one (the first
# line naming a time), ratios and geometric means. Corpus programs are judged with
# runs.tsv's criterion (judge.py); samples and tests/programs by their PASS line.
# Environment: REPEAT, ONLY (substring of the names to run), KINDS (which sets: any of
# "sample program corpus", default all; a fresh machine needs about 10 minutes for all three
# with REPEAT=1, past one device command's limit: run them in two commands), BUILD (work folder),
# SIZES=runs (runs.tsv's CPU sizes instead of the programs' defaults, see gpu-args.tsv).
set -u
G=$(cd "${1:?usage: gpu.sh <dir from prepare.sh>}" && pwd)
root=$(pwd)
B=${BUILD:-/tmp/cuport-whole}
REPEAT=${REPEAT:-3}
mkdir -p "$B"
. "$root/bench/gpu-env.sh"
gpu_env "$G/debs"
LIB=$(build_rt "$root" "$B/rt") || exit 1
export CUPORT_DEVICE=${CUPORT_DEVICE:-nvidia} CUPORT_CACHE_DIR=$B/cache
export CUPORT_CFLAGS="-I$root/runtime/include" CUPORT_LIBS="-L$LIB -lcuport -Wl,-rpath,$LIB"
J=$B/jobs.tsv   # kind, name, cuda dir, cuda binary, migrated dir, migrated binary, args, criterion
: >"$J"

# ---------------------------------------------------------------- builds (in parallel)
# build_make SRC MIG W: a sample or tests/programs case: its Makefile for CUDA, g++ for the
# migrated tree (C units stay C), as bench/samples/gpu.sh builds them
build_make() {
	local W=$3 target
	rm -rf "$W" && mkdir -p "$W" && cp -r "$1" "$W/cuda" && cp -r "$2" "$W/mig"
	target=$(sed -n 's/^TARGET *:= *//p' "$W/cuda/Makefile")
	(cd "$W/cuda" && make -s >"$W/nvcc.log" 2>&1 && mv "$target" prog.cuda)
	(cd "$W/mig" && for c in *.c; do [ -f "$c" ] && gcc -O2 $CUPORT_CFLAGS -c "$c" -o "$c.o"; done
		g++ -O2 -std=c++17 *.cpp $(ls ./*.c.o 2>/dev/null) $CUPORT_CFLAGS $CUPORT_LIBS \
			-o prog.cuport) >"$W/gxx.log" 2>&1
}
build_corpus() { # suite path name
	local d=$G/corpus
	mkdir -p "$B/build-logs"
	sh "$d/cuda/$1/$2/whole-build.sh" >"$B/build-logs/$3.cuda.log" 2>&1
	sh "$d/mig/$1/$2/whole-build.sh" >"$B/build-logs/$3.cuport.log" 2>&1
}
export -f build_make build_corpus
export G B
{
	for dir in samples/[0-9]*/ tests/programs/*/; do
		name=$(basename "$dir")
		case $dir in samples/*) mig=$G/mig/$name kind=sample ;; *) mig=$G/programs/$name kind=program ;; esac
		[ -n "${ONLY:-}" ] && [[ $name != *$ONLY* ]] && continue
		[[ " ${KINDS:-sample program corpus} " == *" $kind "* ]] || continue
		W=$B/run/$name
		echo "build_make $root/$dir $mig $W"
		printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' $kind "$name" "$W/cuda" ./prog.cuda "$W/mig" ./prog.cuport - PASS >>"$J"
	done
	while IFS=$'\t' read -r suite path name args crit; do
		[ -n "${ONLY:-}" ] && [[ $name != *$ONLY* ]] && continue
		[[ " ${KINDS:-sample program corpus} " == *" corpus "* ]] || continue
		over=$(awk -F'\t' -v p="$suite/$path" '$1 == p { print $2; exit }' "$root/bench/whole/gpu-args.tsv")
		[ -n "$over" ] && [ "${SIZES:-}" != runs ] && args=$over
		echo "build_corpus $suite $path $name"
		printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' corpus "$name" "$G/corpus/cuda/$suite/$path" "./$name.cuda" \
			"$G/corpus/mig/$suite/$path" "./$name.cuport" "$args" "$crit" >>"$J"
	done <"$G/corpus/list.tsv"
} | xargs -P "$(nproc)" -I{} bash -c '{}'

# the hand-written OpenCL twins, where prepare.sh found them
T=$G/twins
if [ -d "$T/rodinia/opencl/pathfinder" ]; then
	(cd "$T/rodinia/opencl/pathfinder" && g++ -O2 -std=gnu++98 -DTIMING -I../util main.cpp OpenCL.cpp ../util/timing.c \
		${ocl:+$ocl} -lOpenCL -o pathfinder.opencl) >"$B/twin-pathfinder.log" 2>&1
fi
if [ -d "$T/polybench/OpenCL/GEMM" ]; then
	(cd "$T/polybench/OpenCL/GEMM" && gcc -O3 gemm.c ${ocl:+$ocl} -lOpenCL -lm -o gemm.opencl) \
		>"$B/twin-gemm.log" 2>&1
fi

# ---------------------------------------------------------------- runs
now() { date +%s%N; }
# run DIR BIN ARGS LOG: one run from DIR; prints its wall seconds
run() {
	local t0 t1 rc
	t0=$(now)
	# shellcheck disable=SC2086
	(cd "$1" && exec timeout 300 "$2" $3) >"$4" 2>&1 </dev/null
	rc=$?
	t1=$(now)
	echo "[exit status $rc]" >>"$4"
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", (b - a) / 1e9 }'
}
# the program's own time: the first line naming a time, in ms
ktime() {
	awk 'match($0, /([Tt]ime|TIME|time_ms|Runtime|streams:)[^0-9\n]*[:=\t ][ \t]*[0-9]+(\.[0-9]+)?[ \t(]*[a-z]*/) {
		s = substr($0, RSTART, RLENGTH); n = s; sub(/^[^0-9]*[:=\t ][ \t]*/, "", n)
		u = n; sub(/^[0-9.]+[ \t(]*/, "", u); v = n + 0
		if (u ~ /^(s|sec|secs|seconds)$/ || (u == "" && s ~ /Runtime/)) v *= 1000
		printf "%.4g", v; exit }' "$1"
}
median() { tr ' ' '\n' | grep . | sort -g | awk '{ a[NR] = $1 } END { if (NR) print a[int((NR + 1) / 2)] }'; }
verdict() { # log criterion [reference log for none:]
	python3 "$root/bench/whole/judge.py" "$2" "$1" "${3:-}"
}

R=$B/results.tsv
printf 'kind\tprogram\tcuda_s\tcuport_s\tratio\tcuda_kernel_ms\tcuport_kernel_ms\tkratio\tcuda\tcuport\n' >"$R"
while IFS=$'\t' read -r kind name cdir cbin mdir mbin args crit; do
	[ "$args" = - ] && args=
	L=$B/logs/$kind-$name && mkdir -p "$L"
	[ -x "$cdir/$cbin" ] && run "$cdir" "$cbin" "$args" "$L/cuda.log" >/dev/null ||
		echo "[not built]" >"$L/cuda.log"
	[ -x "$mdir/$mbin" ] && run "$mdir" "$mbin" "$args" "$L/cuport.log" >/dev/null ||
		echo "[not built]" >"$L/cuport.log"
	cv=$(verdict "$L/cuda.log" "$crit")
	mv=$(verdict "$L/cuport.log" "$crit" "$L/cuda.log")
	ct= mt=
	for i in $(seq "$REPEAT"); do
		[ -x "$cdir/$cbin" ] && ct="$ct $(run "$cdir" "$cbin" "$args" "$L/cuda.$i.log")"
		[ -x "$mdir/$mbin" ] && mt="$mt $(run "$mdir" "$mbin" "$args" "$L/cuport.$i.log")"
	done
	c=$(echo "$ct" | median) m=$(echo "$mt" | median)
	ck=$(ktime "$L/cuda.log") mk=$(ktime "$L/cuport.log")
	ratio=$(awk -v a="$c" -v b="$m" 'BEGIN { if (a > 0 && b > 0) printf "%.3f", b / a; else print "-" }')
	kr=$(awk -v a="$ck" -v b="$mk" 'BEGIN { if (a > 0 && b > 0) printf "%.3f", b / a; else print "-" }')
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$kind" "$name" "${c:--}" "${m:--}" "$ratio" "${ck:--}" \
		"${mk:--}" "$kr" "$cv" "$mv" >>"$R"
done <"$J"

# the twins, against the migrated program with the same arguments
tw() { # label dir bin args migrated-name
	[ -x "$2/$3" ] || { echo "$1: not built (see $B/twin-*.log)"; return; }
	run "$2" "./$3" "$4" "$B/logs/$1.log" >/dev/null
	local ts=
	for i in $(seq "$REPEAT"); do ts="$ts $(run "$2" "./$3" "$4" "$B/logs/$1.$i.log")"; done
	printf '%s\t%s\t%s\t%s\n' "$1" "$(echo "$ts" | median)" "$(ktime "$B/logs/$1.log")" \
		"$(awk -F'\t' -v n="$5" '$2 == n { print $4 "\t" $7 }' "$R")"
}
{
	echo
	echo "hand-written OpenCL twins: program, wall s, own time ms | migrated: wall s, own time ms"
	tw pathfinder-opencl "$T/rodinia/opencl/pathfinder" pathfinder.opencl "-c 100000 -r 100 -h 20" pathfinder
	tw GEMM-opencl "$T/polybench/OpenCL/GEMM" gemm.opencl "" GEMM
} >"$B/twins.txt"

{ column -t -s $'\t' "$R" 2>/dev/null || cat "$R"; }
# per kind and over all: geometric means of the whole-process and kernel-time ratios, PASS counts
awk -F'\t' 'function add(g) { if ($5 != "-") { s[g] += log($5); n[g]++; if ($5 > mx[g]) { mx[g] = $5; w[g] = $2 } }
		if ($8 != "-") { k[g] += log($8); nk[g]++ }
		t[g]++; if ($9 == "PASS") cp[g]++; if ($10 == "PASS") mp[g]++ }
	NR > 1 { add($1); add("all") }
	END { for (g in t) { printf "%-8s whole-process geomean %.3f over %d (largest %.3f, %s)", g, n[g] ? exp(s[g] / n[g]) : 0, n[g], mx[g], w[g]
		if (nk[g]) printf "; own-time geomean %.3f over %d", exp(k[g] / nk[g]), nk[g]
		printf "; PASS: CUDA %d, cuport %d of %d\n", cp[g], mp[g], t[g] } }' "$R" | sort
awk -F'\t' 'NR > 1 && $1 == "corpus" { printf "%s%s:%s", sep, $2, $10; sep = " " } END { print "" }' "$R" |
	sed 's/^/corpus migrated, zero edits, on NVIDIA: /'
cat "$B/twins.txt"

#!/usr/bin/env bash
# The samples' host code through a plain C++ compiler: each sample is migrated with no SDK
# (its compile database made from its Makefile, as tests/samples/run.sh does), then every
# migrated unit is compiled with g++ -std=c++17, the unit's own -D/-U/-I flags (argument
# files read, include paths into the sample re-rooted into the migrated tree, include paths
# into a CUDA SDK dropped: the migrated program must not need one) and `pkg-config --cflags
# --libs cuport` (the build tree's cuport.pc), and linked into the sample's program.
# With CUPORT_HOSTBUILD_RUN=1 (set by ctest) each program also runs with --quick and must print PASS
# on the default OpenCL device, from its folder in the migrated tree (as `make run` runs the
# original from its own), so the data files it reads by relative path must be there; one
# using managed memory runs a second time with CUPORT_SVM_COARSE=1 (NVIDIA's memory model).
# PROGRAMS=<dir> takes the programs from there instead of samples/ (tests/programs: small
# self-checking programs for what the samples do not cover).
# usage: run.sh <cuport> <dir holding cuport.pc> [SAMPLE ...]
set -u
CUPORT=$(realpath "${1:?usage: run.sh <cuport> <pkgconfig dir> [SAMPLE ...]}")
export PKG_CONFIG_PATH="${2:?usage: run.sh <cuport> <pkgconfig dir> [SAMPLE ...]}"
shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
CXX=${CXX:-g++}
flags=$(pkg-config --cflags --libs cuport) || { echo "FAIL: pkg-config cannot find cuport"; exit 1; }
T=$(mktemp -d /tmp/cuport-hostbuild-XXXXXX)
trap 'rm -rf "$T"' EXIT
pdir=${PROGRAMS:-$root/samples}
samples=("$@")
[ ${#samples[@]} = 0 ] && samples=($(cd "$pdir" && ls -d */ | tr -d /))
pass=0 fail=0
for name in "${samples[@]}"; do
	cp -r "$pdir/$name" "$T/$name"
	(cd "$T/$name" && make -B -n | bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json)
	out="$T/out/$name"
	if ! NO_COLOR=1 "$CUPORT" --no-cuda-sdk -j2 -p "$T/$name" --out-root "$out" >"$T/$name.log" 2>&1; then
		echo "FAIL $name: migration"; tail -5 "$T/$name.log"; fail=$((fail + 1)); continue
	fi
	status=PASS why=
	objs=() ldextra=()
	while IFS=$'\t' read -r src unitflags; do
		obj="${src%.*}.o"
		IFS=$'\x1f' read -r -a uflags <<<"$unitflags"
		cc=($CXX -std=c++17)
		[ "${src##*.}" = c ] && cc=(${CC:-gcc})   # C units stay C, as their build has them
		if ! "${cc[@]}" "${uflags[@]}" -c "$src" -o "$obj" $flags >"$T/$name.cc.log" 2>&1; then
			status=FAIL why="$why compile $(basename "$src")"; head -20 "$T/$name.cc.log"
		fi
		objs+=("$obj")
		[[ " ${uflags[*]} " == *" -fopenmp "* ]] && ldextra=(-fopenmp)
	done < <(python3 "$root/tests/hostbuild/unitflags.py" "$T/$name" "$out")
	if [ $status = PASS ] && ! $CXX -o "$out/prog" "${objs[@]}" "${ldextra[@]}" $flags >"$T/$name.ld.log" 2>&1; then
		status=FAIL why="$why link"; head -20 "$T/$name.ld.log"
	fi
	if [ $status = PASS ] && [ "${CUPORT_HOSTBUILD_RUN:-0}" = 1 ]; then
		if ! (cd "$out" && timeout 300 "$out/prog" --quick >"$T/$name.run.log" 2>&1) ||
		   ! grep -qx PASS "$T/$name.run.log"; then
			status=FAIL why="$why run"; tail -5 "$T/$name.run.log"
		fi
	fi
	# A program using managed memory runs once more under NVIDIA's memory model (coarse-grained
	# SVM only: managed blocks change hands between host and device, runtime/src/managed.c).
	if [ $status = PASS ] && [ "${CUPORT_HOSTBUILD_RUN:-0}" = 1 ] &&
	   grep -rqE 'cudaMallocManaged|__managed__' "$pdir/$name"; then
		if ! (cd "$out" && CUPORT_SVM_COARSE=1 timeout 300 "$out/prog" --quick >"$T/$name.run.log" 2>&1) ||
		   ! grep -qx PASS "$T/$name.run.log"; then
			status=FAIL why="$why run with CUPORT_SVM_COARSE=1"; tail -5 "$T/$name.run.log"
		fi
	fi
	# A program built with -fopenmp is built once more without it: the migrated units then
	# link OpenMP's serial stubs (runtime/include/cuport_omp_serial.h) and must still pass.
	if [ $status = PASS ] && [ ${#ldextra[@]} -gt 0 ] && [ "${CUPORT_HOSTBUILD_RUN:-0}" = 1 ]; then
		sobjs=()
		while IFS=$'\t' read -r src unitflags; do
			IFS=$'\x1f' read -r -a all <<<"$unitflags"
			uflags=()
			for f in "${all[@]}"; do [ "$f" = -fopenmp ] || uflags+=("$f"); done
			sobj="${src%.*}.serial.o" cc=($CXX -std=c++17)
			[ "${src##*.}" = c ] && cc=(${CC:-gcc})
			"${cc[@]}" "${uflags[@]}" -c "$src" -o "$sobj" $flags >>"$T/$name.cc.log" 2>&1 ||
				{ status=FAIL why="$why serial-compile"; }
			sobjs+=("$sobj")
		done < <(python3 "$root/tests/hostbuild/unitflags.py" "$T/$name" "$out")
		if [ $status = PASS ] && ! { $CXX -o "$out/prog.serial" "${sobjs[@]}" $flags >"$T/$name.ld.log" 2>&1 &&
			(cd "$out" && timeout 300 "$out/prog.serial" --quick >"$T/$name.run.log" 2>&1) &&
			grep -qx PASS "$T/$name.run.log"; }; then
			status=FAIL why="$why serial (without -fopenmp)"; tail -5 "$T/$name.ld.log" "$T/$name.run.log"
		fi
	fi
	echo "$status $name${why:+:$why}"
	[ $status = PASS ] && pass=$((pass + 1)) || fail=$((fail + 1))
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

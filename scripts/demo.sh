#!/usr/bin/env bash
# The README's first command: the main job end to end on a bundled sample, the way a user
# would run it. It installs what is needed and builds cuport (into build/), then in a scratch
# directory under /tmp:
#   1. records the sample's compile database: Bear over its Makefile with nvcc, or, with no
#      CUDA toolkit, the commands `make -n` prints;
#   2. migrates it with cuport into an out-root (the sources and the sample's Makefile) and
#      shows the warnings and the tree;
#   3. builds the migrated program with the migrated Makefile: `make` in the out-root, with
#      PKG_CONFIG_PATH pointing at the build tree's cuport.pc;
#   4. runs it with --quick on the default OpenCL device (PoCL on a machine without a GPU;
#      CUPORT_DEVICE picks another) and prints its output.
# usage: scripts/demo.sh [samples/NN-name [cuport options...]], e.g. --no-cuda-sdk
# exit status: 0 when the program printed PASS
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bash scripts/install-deps.sh
bash scripts/build.sh
sample=${1:-samples/01-reduction}
shift $(($# > 0 ? 1 : 0))
[ -d "$sample" ] || { echo "FAIL: no sample directory '$sample'"; exit 2; }
sample=$(cd "$sample" && pwd)
name=$(basename "$sample")
prog=${name#[0-9]*-}           # the samples' programs are named without the number
work=$(mktemp -d /tmp/cuport-demo-XXXXXX)
cp -r "$sample" "$work/in"
cd "$work/in"

echo "== 1. compile database for $name"
if command -v nvcc >/dev/null; then
	make clean >/dev/null 2>&1 || true
	bear -- make >/dev/null
else
	# No CUDA toolkit: record the commands make would run, without running them.
	make -B -n | bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json
fi
echo "$work/in/compile_commands.json: $(grep -c '"file"' compile_commands.json) entries"

echo "== 2. cuport -p $work/in --out-root $work/out${*:+ $*}"
rc=0
"$root/build/bin/cuport" -p . --out-root "$work/out" "$@" || rc=$?
echo "-- migrated tree ($work/out):"
(cd "$work/out" && find . -type f | sort)
[ "$rc" = 0 ] || { echo "FAIL: cuport exited with status $rc"; exit "$rc"; }

echo "== 3. build with the migrated Makefile: make -C $work/out"
export PKG_CONFIG_PATH="$root/build/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
pkg-config --exists cuport || { echo "FAIL: pkg-config cannot find cuport"; exit 1; }
make -C "$work/out" || { echo "FAIL: the migrated Makefile does not build the program"; exit 1; }
[ -x "$work/out/$prog" ] || { echo "FAIL: make built no $prog"; exit 1; }

echo "== 4. run: ./$prog --quick (from /, to show the kernels travel inside the binary)"
cd /
set +e
"$work/out/$prog" --quick | tee "$work/run.log"
rc=${PIPESTATUS[0]}
set -e
if [ "$rc" != 0 ] || ! grep -qx PASS "$work/run.log"; then
	echo "FAIL: $prog exited with status $rc$(grep -qx PASS "$work/run.log" || echo ', no PASS line')"
	exit 1
fi
echo "== done: sources in $work/in, migrated and built program in $work/out"

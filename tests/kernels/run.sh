#!/usr/bin/env bash
# Migrates the golden kernel cases (tests/golden/kernel_*.cu, except those marked
# "cuport-test: no-build") and every sample, then builds each .cl through the runtime.
# usage: run.sh <cuport> <clcheck>
set -u
CUPORT=$(realpath "${1:?usage: run.sh <cuport> <clcheck>}")
CLCHECK=$(realpath "${2:?usage: run.sh <cuport> <clcheck>}")
root=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d /tmp/cuport-kernels-XXXXXX)
trap 'rm -rf "$T"' EXIT
export CUPORT_CACHE=0
fail=0
cases=()
for f in "$root"/tests/golden/kernel_*.cu; do
	grep -q 'cuport-test: no-build' "$f" || cases+=("$f")
done
"$CUPORT" --no-cuda-sdk -q --in-root "$root/tests/golden" --out-root "$T/golden" "${cases[@]}" \
	|| { echo "FAIL migrating the golden kernel cases"; fail=1; }
for dir in "$root"/samples/[0-9]*/; do
	name=$(basename "$dir")
	cp -r "$dir" "$T/src-$name"
	(cd "$T/src-$name" && make -B -n | bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json)
	"$CUPORT" --no-cuda-sdk -q -p "$T/src-$name" --out-root "$T/samples/$name" \
		|| { echo "FAIL migrating $name"; fail=1; }
done
mapfile -t files < <(find "$T/golden" "$T/samples" -name '*.cl' | sort)
[ ${#files[@]} -gt 0 ] || { echo "FAIL no .cl produced"; exit 1; }
# OpenCL C 1.2 has no variadic macros: clang accepts them (an extension), NVIDIA's
# compiler refuses the whole program ("variadic macros not supported in OpenCL")
variadic=$(grep -nE '^[[:space:]]*#[[:space:]]*define[[:space:]]+[A-Za-z_0-9]+\([^)]*\.\.\.' \
	"$root/runtime/device/cuport_device.h" "${files[@]}")
if [ -n "$variadic" ]; then
	echo "$variadic" | sed "s|$T/||g"
	echo "FAIL a variadic macro in the device header or an emitted .cl (above)"
	fail=1
fi
set -o pipefail
"$CLCHECK" "${files[@]}" 2>&1 | sed "s|$T/||g" || fail=1
echo "${#files[@]} .cl files checked"
exit $fail

#!/usr/bin/env bash
# The samples end to end, as far as the migrator goes today: each sample's compile
# database is made from its Makefile (Bear with nvcc when present, else `make -n`), cuport
# migrates it with no SDK and must migrate every unit without an error.
# usage: run.sh <cuport>
set -u
CUPORT=$(realpath "${1:?usage: run.sh <cuport>}")
root=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d /tmp/cuport-samples-XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
for dir in "$root"/samples/[0-9]*/; do
	name=$(basename "$dir")
	cp -r "$dir" "$T/$name"
	(cd "$T/$name" && make -B -n | bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json)
	if NO_COLOR=1 "$CUPORT" --no-cuda-sdk -j2 -p "$T/$name" --out-root "$T/out/$name" >"$T/$name.log" 2>&1 \
		&& ! grep -q ' error: ' "$T/$name.log"; then
		echo "PASS $name ($(tail -1 "$T/$name.log"))"
		pass=$((pass + 1))
	else
		echo "FAIL $name"; grep -E ' error: |^Migrated' "$T/$name.log" | head -5
		fail=$((fail + 1))
	fi
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

#!/usr/bin/env bash
# Golden migrations: each NAME.cu here is migrated on its own (no SDK, cuport's own CUDA
# declarations) and its outputs are diffed against NAME.expected.cpp, NAME.expected.cl and
# NAME.expected.diag (the console lines). A missing expected file means that output must
# not exist. NAME.args, when present, holds the nvcc flags of the case's compile command
# (its directory is this one): the case then goes through a compile database.
# --update rewrites the expectations from the current output.
# usage: run.sh <cuport> [--update] [NAME ...]
set -u
CUPORT=$(realpath "${1:?usage: run.sh <cuport> [--update] [NAME ...]}"); shift
update=0
[ "${1:-}" = --update ] && { update=1; shift; }
here=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d /tmp/cuport-golden-XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
cd "$here"
names=("$@")
[ ${#names[@]} = 0 ] && names=($(ls *.cu | sed 's/\.cu$//'))
for name in "${names[@]}"; do
	out="$T/$name"
	db=()
	if [ -f "$name.args" ]; then
		mkdir -p "$T/$name.db"
		python3 -c 'import json, sys; print(json.dumps([{"directory": sys.argv[1],
			"file": sys.argv[2], "command": "nvcc %s -c %s" % (open(sys.argv[3]).read().strip(),
			sys.argv[2])}]))' "$here" "$name.cu" "$name.args" >"$T/$name.db/compile_commands.json"
		db=(-p "$T/$name.db")
	fi
	NO_COLOR=1 "$CUPORT" --no-cuda-sdk --no-build-scripts --no-copy-data -j1 "${db[@]}" --in-root "$here" --out-root "$out" \
		"$here/$name.cu" 2>"$T/$name.raw" >/dev/null
	grep -v '^Migrated ' "$T/$name.raw" >"$out.diag"
	status=PASS why=
	for kind in cpp cl diag; do
		got="$out/$name.$kind"; [ $kind = diag ] && got="$out.diag"
		want="$name.expected.$kind"
		if [ $update = 1 ]; then
			if [ -s "$got" ]; then cp "$got" "$want"; else rm -f "$want"; fi
			continue
		fi
		if [ -f "$want" ]; then
			if ! diff -u "$want" "$got" >"$T/diff" 2>&1; then
				status=FAIL why="$why $kind differs"; cat "$T/diff"
			fi
		elif [ -s "$got" ]; then
			status=FAIL why="$why unexpected $kind"
		fi
	done
	[ $update = 1 ] && { echo "UPDATED $name"; continue; }
	echo "$status $name${why:+:$why}"
	[ $status = PASS ] && pass=$((pass + 1)) || fail=$((fail + 1))
done
[ $update = 1 ] && exit 0
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

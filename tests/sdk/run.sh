#!/usr/bin/env bash
# SDK mode against no-SDK mode. cuport parses either with a real CUDA SDK (--cuda-path) or
# with its own declarations (--no-cuda-sdk); the kernels it writes must not depend on which
# headers parsed the code. For every sample (compile database from its Makefile, as
# tests/samples/run.sh makes it) this migrates twice and checks, in SDK mode:
#   migrate  cuport exits 0 and prints no error (clang's included, as CUPORT1001);
#   cl       every .cl is byte-identical to the no-SDK run's (same files, same text), but
#            for the CUDA version macros a .cl states when its code tests them, valued
#            as the parse saw them (the SDK's version, 12.8 with cuport's headers);
#   host     so is every other output (host code, headers) and every console diagnostic,
#            except the line that records the SDK's CUDART_VERSION in a migrated .cu;
#   cpp      every migrated unit compiles with `pkg-config --cflags cuport` and its own
#            -D/-U/-I (tests/hostbuild/unitflags.py; linking and running are
#            tests/hostbuild's, in no-SDK mode).
# tests/programs (small self-checking programs) are compared the same way, except that a
# program whose source takes other branches under another CUDART_VERSION on purpose (code
# written for older releases) says so in a file SDK_VERSION_BRANCHES, with the reason: its
# host check is skipped (its .cl and its host build are still checked).
# Exit 77 (ctest's SKIP_RETURN_CODE) when there is no SDK at the given path.
#
# Known translator bugs are listed below as expected failures, per check and sample: they
# print XFAIL with the difference, so the log shows what to fix. A listed check that passes
# prints XPASS and fails the test, so the list is emptied as the bugs are fixed.
# usage: run.sh <cuport> <dir holding cuport.pc> [SDK dir, default /usr/local/cuda]
set -u
usage="usage: run.sh <cuport> <pkgconfig dir> [SDK dir]"
CUPORT=$(realpath "${1:?$usage}")
export PKG_CONFIG_PATH="${2:?$usage}"
SDK=${3:-/usr/local/cuda}
root=$(cd "$(dirname "$0")/../.." && pwd)
CXX=${CXX:-g++}

# Expected failures: "<check>:<sample>", each with the reason and the file to fix. Empty
# now; the two bugs this test found, and how they showed, for whoever adds the next entry:
#   cl:   `__syncthreads();` stayed in the .cl instead of `barrier(...)`, with CUPORT1201,
#         because clang declares __syncthreads as an implicit builtin at its first call
#         (fixed in headers/cuda-sdk/cuport_sdk_prelude.h);
#   cpp:  `namespace cg = cooperative_groups;` stayed in the host code, which then did not
#         compile, because the SDK's headers were reached through /usr/local/include links
#         (fixed in src/toolchain.c: -isystem <sdk>/include first, as nvcc does).
XFAIL=()

if [ ! -f "$SDK/include/cuda_runtime.h" ]; then
	echo "SKIP: no CUDA SDK at $SDK (no include/cuda_runtime.h)"; exit 77
fi
cflags=$(pkg-config --cflags cuport) || { echo "FAIL: pkg-config cannot find cuport"; exit 1; }
T=$(mktemp -d /tmp/cuport-sdk-XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0 xfail=0

expected_to_fail()
{
	local x
	for x in "${XFAIL[@]}"; do [ "$x" = "$1" ] && return 0; done
	return 1
}

# result CHECK SAMPLE OK DETAIL-FILE: counts one check, honouring the expected failures.
result()
{
	local key="$1:$2"
	if [ "$3" = 1 ] && expected_to_fail "$key"; then
		echo "XPASS $key: it passes now; remove it from XFAIL in tests/sdk/run.sh"
		fail=$((fail + 1))
	elif [ "$3" = 1 ]; then
		pass=$((pass + 1))
	elif expected_to_fail "$key"; then
		echo "XFAIL $key (known, listed in tests/sdk/run.sh):"; head -40 "$4" | sed 's/^/    /'
		xfail=$((xfail + 1))
	else
		echo "FAIL $key:"; head -40 "$4" | sed 's/^/    /'
		fail=$((fail + 1))
	fi
}

migrate()  # SAMPLE MODE-NAME OPTION
{
	NO_COLOR=1 "$CUPORT" "$3" -j2 -p "$T/in/$1" --out-root "$T/$2/$1" >"$T/$1.$2.log" 2>&1 &&
		! grep -q ' error: ' "$T/$1.$2.log"
}

for dir in "$root"/samples/[0-9]*/ "$root"/tests/programs/*/; do
	name=$(basename "$dir")
	mkdir -p "$T/in"
	cp -r "$dir" "$T/in/$name"
	(cd "$T/in/$name" && make -B -n | bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json)
	if ! migrate "$name" nosdk --no-cuda-sdk; then
		echo "FAIL $name: the no-SDK migration itself fails (tests/samples covers it)"
		tail -5 "$T/$name.nosdk.log"; fail=$((fail + 1)); continue
	fi
	ok=1; migrate "$name" sdk "--cuda-path=$SDK" || ok=0
	result migrate "$name" $ok "$T/$name.sdk.log"
	[ $ok = 1 ] || continue

	# The .cl files: same set, same text.
	ok=1
	ver='^[[:space:]]*"\{0,1\}#define \(__\)\{0,1\}CUDA[_A-Z]*VER[_A-Z]* [0-9]*\(\\n"\)\{0,1\}$'
	(cd "$T/nosdk/$name" && find . -name '*.cl' | sort) >"$T/$name.cl.nosdk"
	(cd "$T/sdk/$name" && find . -name '*.cl' | sort) >"$T/$name.cl.sdk"
	{ diff -u "$T/$name.cl.nosdk" "$T/$name.cl.sdk" || ok=0
	  while read -r cl; do
		[ -f "$T/sdk/$name/$cl" ] || continue
		diff -u -I "$ver" --label "no-SDK $cl" --label "SDK $cl" \
			"$T/nosdk/$name/$cl" "$T/sdk/$name/$cl" || ok=0
	  done <"$T/$name.cl.nosdk"; } >"$T/$name.cl.diff"
	[ $ok = 1 ] || grep 'CUPORT' "$T/$name.sdk.log" | sed 's/^/SDK-mode warning: /' >>"$T/$name.cl.diff"
	result cl "$name" $ok "$T/$name.cl.diff"

	# A unit that uses what the SDK removed (cudaDeviceProp::clockRate with CUDA 13) is
	# parsed with cuport's own headers, and says so (CUPORT1100, the one line of the console
	# the comparison below leaves out); a program that expects it names the units in
	# SDK_LEGACY_UNITS.
	if [ -f "$dir/SDK_LEGACY_UNITS" ]; then
		ok=1 want=0
		v=$(sed -n 's/^#define CUDA_VERSION \([0-9]*\).*/\1/p' "$SDK/include/cuda.h")
		[ "${v:-0}" -ge 13000 ] && want=1
		: >"$T/$name.legacy.log"
		for unit in $(cat "$dir/SDK_LEGACY_UNITS"); do
			n=$(grep -cE "(^|/)$unit: note: CUPORT1100" "$T/$name.sdk.log")
			[ "$n" = $want ] || { ok=0; echo "$unit: $n CUPORT1100 notes, want $want (SDK $v)" >>"$T/$name.legacy.log"; }
		done
		[ "$(grep -c ": note: CUPORT1100" "$T/$name.sdk.log")" = $((want * $(wc -w <"$dir/SDK_LEGACY_UNITS"))) ] ||
			{ ok=0; grep ": note: CUPORT1100" "$T/$name.sdk.log" >>"$T/$name.legacy.log"; }
		result legacy "$name" $ok "$T/$name.legacy.log"
	fi

	# The host side: the other outputs and the diagnostics (paths aside) are the same too,
	# but for the notes only an SDK parse gives (CUPORT1100 above; CUPORT1101: a __shared__
	# cuda::barrier, which clang refuses with the SDK's libcu++, parsed with cuport's headers).
	if [ -f "$dir/SDK_VERSION_BRANCHES" ]; then
		echo "SKIP host:$name: $(head -1 "$dir/SDK_VERSION_BRANCHES")"
	else
		ok=1
		# a legacy unit's CUPORT1100 note takes the unit's first diagnostic number in SDK
		# mode, so the others' numbers are one more there: compared without them
		renum= skipnum=()
		if [ -f "$dir/SDK_LEGACY_UNITS" ]; then
			renum='s/\(CUPORT[0-9]\{4\}\):[0-9][0-9]*/\1:N/g'
			skipnum=(-I '// CUPORT[0-9]\{4\}:[0-9]*: ')
		fi
		{ diff -ru -x '*.cl' -I '^#define CUDART_VERSION [0-9]* /\* the CUDA SDK this file was migrated with \*/$' -I "$ver" \
			"${skipnum[@]}" "$T/nosdk/$name" "$T/sdk/$name" || ok=0
		  diff -u --label "no-SDK console" --label "SDK console" \
			<(sed 's/^[^ ]*: //; '"$renum" "$T/$name.nosdk.log") \
			<(grep -vE 'CUPORT110[01]' "$T/$name.sdk.log" | sed 's/^[^ ]*: //; '"$renum") ||
			ok=0; } >"$T/$name.host.diff"
		result host "$name" $ok "$T/$name.host.diff"
	fi

	# The host code compiles with the runtime's flags and each unit's own -D/-U/-I.
	ok=1; : >"$T/$name.cc.log"
	while IFS=$'\t' read -r src unitflags; do
		IFS=$'\x1f' read -r -a uflags <<<"$unitflags"
		cc=($CXX -std=c++17)
		[ "${src##*.}" = c ] && cc=(${CC:-gcc})
		"${cc[@]}" "${uflags[@]}" -c $cflags "$src" -o "${src%.*}.o" >>"$T/$name.cc.log" 2>&1 || ok=0
	done < <(python3 "$root/tests/hostbuild/unitflags.py" "$T/in/$name" "$T/sdk/$name")
	result cpp "$name" $ok "$T/$name.cc.log"
done
echo "$pass checks passed, $xfail expected failures, $fail failed"
[ "$fail" = 0 ]

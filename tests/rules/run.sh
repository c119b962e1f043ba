#!/usr/bin/env bash
# Rule files: a user's --rule-file renames an API, a type, a macro and a header and takes
# precedence over the bundled rules; an invalid one stops cuport with exit code 3 and a
# message naming the file and the JSON path of the fault; and every runtime function,
# enum constant and macro that mirrors CUDA's has a bundled rule.
# usage: run.sh <cuport>
set -u
CUPORT=$(realpath "${1:?usage: run.sh <cuport>}")
root=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d /tmp/cuport-rules-XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
cd "$T"
cat >a.cu <<'CU'
#include <cuda_runtime.h>
int main()
{
	float *p;
	cudaStream_t s;
	cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
	cudaMalloc(&p, 4);
	return 0;
}
CU
cat >user.json <<'JSON'
{
 "apis": [{"from": "cudaMalloc", "to": "myMalloc", "note": "the project's allocator"}],
 "types": [{"from": "cudaStream_t", "to": "myStream_t"}],
 "macros": [{"from": "cudaStreamNonBlocking", "to": "MY_NONBLOCKING"}],
 "headers": [{"from": "cuda_runtime.h", "to": "my_runtime.h"}]
}
JSON
if NO_COLOR=1 "$CUPORT" --no-cuda-sdk --rule-file user.json --in-root . --out-root o a.cu >log 2>&1; then
	for want in 'myMalloc(&p, 4)' 'myStream_t s;' 'MY_NONBLOCKING)' '#include "my_runtime.h"' \
		    'cuportStreamCreateWithFlags(&s'; do
		grep -qF "$want" o/a.cpp && ok "user rule: $want" || bad "user rule: $want" "not in a.cpp"
	done
else
	bad "valid user rule file" "$(cat log)"
fi

check_invalid() { # name, json, expected message
	printf '%s\n' "$2" >"$1.json"
	NO_COLOR=1 "$CUPORT" --no-cuda-sdk --rule-file "$1.json" --in-root . --out-root o2 a.cu >out 2>err
	rc=$?
	want="cuport: error: $1.json: $3"
	if [ $rc = 3 ] && [ "$(cat err)" = "$want" ]; then
		ok "invalid rule file: $1"
	else
		bad "invalid rule file: $1" "exit $rc, got '$(cat err)', want '$want'"
	fi
}
check_invalid bad-support '{"apis": [{"from": "cudaMalloc", "to": "x"}, {"from": "cudaFree", "support": "maybe"}]}' \
	'$.apis[1].support: expected "supported", "partial" or "unsupported"'
check_invalid missing-to '{"types": [{"from": "cudaStream_t"}]}' \
	'$.types[0].to: required unless "support" is "unsupported"'
check_invalid unknown-field '{"macros": [{"from": "A", "to": "B", "colour": 1}]}' \
	'$.macros[0].colour: unknown field (expected from, to, support, diag, note)'
check_invalid bad-diag '{"apis": [{"from": "cudaFoo", "support": "unsupported", "diag": 7}]}' \
	'$.apis[0].diag: expected the number of a cuport diagnostic'
[ -e o2 ] && bad "invalid rule file writes nothing" "o2 exists" || ok "invalid rule file writes nothing"

# Every cuportXxx that mirrors a cudaXxx (functions, enum constants, macros) has a rule.
rules="$root/rules/runtime.json"
h="$root/runtime/include/cuport_runtime.h"
missing=0
for name in $( { grep -oE 'CUPORT_API [^;(]*\bcuport[A-Z][A-Za-z0-9_]*\(' "$h" | grep -oE 'cuport[A-Z][A-Za-z0-9_]*\($' | tr -d '(';
		 grep -oE '^#define cuport[A-Z][A-Za-z0-9_]*' "$h" | awk '{print $2}';
		 grep -oE '\bcuport[A-Z][A-Za-z0-9_]* = [0-9]' "$h" | awk '{print $1}';
		 grep -oE '^  X\([A-Za-z]+,' "$h" | sed 's/^  X(/cuport/; s/,$//'; } | sort -u); do
	case $name in
	# the runtime's own API: programs, kernels, symbols registration, the error detail
	cuportRegisterProgram|cuportRegisterSymbol|cuportGetKernel|cuportProgramSetBuildOptions|\
	cuportGetErrorDetail|cuportLaunchKernel|cuportErrorCount_) continue ;;
	esac
	grep -q "\"to\": \"$name\"" "$rules" || { echo "  no rule maps to $name"; missing=1; }
done
[ $missing = 0 ] && ok "every runtime name that mirrors CUDA has a rule" || bad "rule coverage" "see above"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

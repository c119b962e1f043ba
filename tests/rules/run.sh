#!/usr/bin/env bash
# Rule files: a user's --rule-file renames an API, a type, a macro and a header and takes
# precedence over the bundled rules; it remaps device built-ins (a warp shuffle, an atomic,
# a built-in variable) and device functions in the .cl; an invalid one stops cuport with exit code 3 and a
# message naming the file and the JSON path of the fault; and every runtime function,
# enum constant and macro that mirrors CUDA's has a bundled rule.
# usage: run.sh <cuport>
set -u
CUPORT=$(realpath "${1:?usage: run.sh <cuport>}")
root=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d /tmp/cuport-rules-XXXXXX)
trap 'rm -rf "$T" "$T-o"' EXIT  # out-roots outside the in-root ($T)
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
if NO_COLOR=1 "$CUPORT" --no-cuda-sdk --rule-file user.json --in-root . --out-root "$T-o/o" a.cu >log 2>&1; then
	for want in 'myMalloc(&p, 4)' 'myStream_t s;' 'MY_NONBLOCKING)' '#include "my_runtime.h"' \
		    'cuportStreamCreateWithFlags(&s'; do
		grep -qF "$want" "$T-o/o/a.cpp" && ok "user rule: $want" || bad "user rule: $want" "not in a.cpp"
	done
else
	bad "valid user rule file" "$(cat log)"
fi

# Device code: the one table of built-ins is the device_functions rules, so a user's rule
# reaches every built-in, whatever its form.
cat >k.cu <<'CU'
#include <cuda_runtime.h>
__global__ void k(float *p, int *n)
{
	float v = p[threadIdx.x];
	v += __shfl_down_sync(0xffffffff, v, 1);
	atomicAdd(n, 1);
	p[threadIdx.x] = sqrtf(v) + warpSize;
}
int main() { k<<<1, 32>>>(0, 0); return 0; }
CU
cat >dev.json <<'JSON'
{
 "device_functions": [
  {"from": "__shfl_down_sync", "to": "my_shfl_down", "note": "the project's own shuffle"},
  {"from": "atomicAdd", "to": "my_atomic_add_$1($2)"},
  {"from": "sqrtf", "to": "native_sqrt"},
  {"from": "threadIdx", "to": "get_global_id", "form": "index"},
  {"from": "warpSize", "to": "MY_WARP", "form": "constant"}
 ]
}
JSON
# The targets are the user's own functions, which the .cl does not define: no kernel check.
if NO_COLOR=1 "$CUPORT" --no-cuda-sdk --no-kernel-check --rule-file dev.json --in-root . --out-root "$T-o/od" k.cu >log 2>&1; then
	for want in 'v += my_shfl_down(0xffffffff, v, 1);' 'my_atomic_add_n(1);' \
		    'native_sqrt(v) + MY_WARP' 'p[get_global_id(0)]'; do
		grep -qF "$want" "$T-o/od/k.cl" && ok "user device rule: $want" || bad "user device rule: $want" "not in k.cl"
	done
	grep -q 'cuport_ws' "$T-o/od/k.cl" && bad "a remapped shuffle needs no warp scratch" "cuport_ws in k.cl" \
		|| ok "a remapped shuffle needs no warp scratch"
else
	bad "valid device rule file" "$(cat log)"
fi
NO_COLOR=1 "$CUPORT" --no-cuda-sdk --in-root . --out-root "$T-o/ob" k.cu >/dev/null 2>&1
grep -qF 'cuport_shfl_down_f32(cuport_ws, 0xffffffff, v, 1, 32)' "$T-o/ob/k.cl" &&
	grep -qF 'cuport_atomic_add_global_i32(n, 1)' "$T-o/ob/k.cl" &&
	ok "bundled device rules without a user file" || bad "bundled device rules" "$(grep -n 'shfl\|atomic' "$T-o/ob/k.cl")"

check_invalid() { # name, json, expected message
	printf '%s\n' "$2" >"$1.json"
	NO_COLOR=1 "$CUPORT" --no-cuda-sdk --rule-file "$1.json" --in-root . --out-root "$T-o/o2" a.cu >out 2>err
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
check_invalid unknown-device-field '{"device_functions": [{"from": "f", "to": "g", "lanes": 1}]}' \
	'$.device_functions[0].lanes: unknown field (expected from, to, support, diag, note, form, needs, mask, typed, width, args)'
check_invalid bad-diag '{"apis": [{"from": "cudaFoo", "support": "unsupported", "diag": 7}]}' \
	'$.apis[0].diag: expected the number of a cuport diagnostic'
check_invalid device-field-elsewhere '{"apis": [{"from": "cudaMalloc", "to": "x", "form": "warp"}]}' \
	'$.apis[0].form: only entries of device_functions have it'
check_invalid bad-form '{"device_functions": [{"from": "__shfl_sync", "to": "x", "form": "lanes"}]}' \
	'$.device_functions[0].form: expected one of "function", "expression", "index", "constant", "atomic", "warp", "block_vote", "texture", "surface", "rand"'
check_invalid bad-need '{"device_functions": [{"from": "f", "to": "g", "needs": ["warp_scratch", "stack"]}]}' \
	'$.device_functions[0].needs[1]: expected one of "warp_scratch", "sync_counter", "clock", "convergent", "active", "heap"'
check_invalid mask-not-warp '{"device_functions": [{"from": "f", "to": "g", "mask": "lanes"}]}' \
	'$.device_functions[0].mask: only the "warp" form has it'
check_invalid args-not-atomic '{"device_functions": [{"from": "f", "to": "g", "args": 2}]}' \
	'$.device_functions[0].args: only the "atomic" form has it'
check_invalid bad-args '{"device_functions": [{"from": "__nv_atomic_fetch_add", "to": "g", "form": "atomic", "args": 0}]}' \
	'$.device_functions[0].args: expected a count from 1 to 9'
check_invalid template-in-family '{"device_functions": [{"from": "atomicAdd", "to": "my_add($1)", "form": "atomic"}]}' \
	'$.device_functions[0].to: the "atomic" form names a runtime function; only "function" and "expression" take a template'
check_invalid variable-as-function '{"device_functions": [{"from": "threadIdx", "to": "my_tid"}]}' \
	"\$.device_functions[0].form: 'threadIdx' is a built-in variable (form \"index\" in $root/rules/device.json): a rule for it needs form \"index\" or \"constant\""
check_invalid function-as-variable '{"device_functions": [{"from": "__syncthreads", "to": "X", "form": "constant"}]}' \
	"\$.device_functions[0].form: '__syncthreads' is a built-in function (form \"expression\" in $root/rules/device.json): a rule for it needs a form other than \"index\" and \"constant\""
[ -e "$T-o/o2" ] && bad "invalid rule file writes nothing" "o2 exists" || ok "invalid rule file writes nothing"

# Every cuportXxx that mirrors a cudaXxx (functions, enum constants, macros) has a rule.
rules="$root/rules/runtime.json"
h="$root/runtime/include/cuport_runtime.h"
missing=0
for name in $( { grep -oE 'CUPORT_API [^;(]*\bcuport[A-Z][A-Za-z0-9_]*\(' "$h" | grep -oE 'cuport[A-Z][A-Za-z0-9_]*\($' | tr -d '(';
		 grep -oE '^#define cuport[A-Z][A-Za-z0-9_]*' "$h" | awk '{print $2}';
		 grep -oE '\bcuport[A-Z][A-Za-z0-9_]* = [0-9]' "$h" | awk '{print $1}';
		 grep -oE '^  X\([A-Za-z]+,' "$h" | sed 's/^  X(/cuport/; s/,$//'; } | sort -u); do
	case $name in
	# the runtime's own API: programs, kernels (their description for graph nodes, their
	# host addresses and values), symbols registration, the error detail
	cuportRegisterProgram|cuportProgramDeclareKernels|cuportKernelGetHidden|cuportRegisterSymbol|cuportRegisterManagedSymbol|cuportProgramDeclareKernelDims|cuportGetKernel|cuportProgramSetBuildOptions|\
	cuportProgramDeclareKernelAddresses|cuportProgramDeclareDeviceLaunches|cuportKernelNameAt|cuportKernelFromValue|\
	cuportGetErrorDetail|cuportLaunchKernel|cuportKernelDescribe|cuportErrorCount_) continue ;;
	# the device-wide algorithms: reached through cuport_cub.h's wrappers, which the rules name
	cuportAlgoReduce|cuportAlgoArgReduce|cuportAlgoScan) continue ;;
	# Thrust's radix sort and reduce_by_key: reached through cuport_thrust.h's algorithms
	cuportAlgoSortPairs|cuportAlgoReduceByKey) continue ;;
	esac
	grep -q "\"to\": \"$name\"" "$rules" || { echo "  no rule maps to $name"; missing=1; }
done
[ $missing = 0 ] && ok "every runtime name that mirrors CUDA has a rule" || bad "rule coverage" "see above"

# Every float math name device.json renames to an OpenCL built-in (expf -> exp) is also a
# macro of the device header, for the calls a pasting macro spells (MATHFN(log) is logf),
# and the macro names the same built-in.
dev="$root/runtime/device/cuport_device.h"
missing=0
while read -r from to; do
	grep -qE "^#define $from\([^)]*\) $to\(" "$dev" || { echo "  no macro $from -> $to in cuport_device.h"; missing=1; }
done < <(python3 - "$root/rules/device.json" <<'PY'
import json, re, sys
for r in json.load(open(sys.argv[1]))["device_functions"]:
    f, t = r["from"], r.get("to") or ""
    if (r["support"] == "supported" and set(r) <= {"from", "to", "support", "note"}
            and re.fullmatch(r"[a-z][a-z0-9]*f", f) and re.fullmatch(r"[a-z][a-z0-9]*", t) and f != t):
        print(f, t)
PY
)
[ $missing = 0 ] && ok "every float math rename has its device-header macro" || bad "device-header math macros" "see above"

# NVIDIA's OpenCL C has no variadic macros ("variadic macros not supported in OpenCL"); clang's
# OpenCL C, which the migrator's own check builds with, has them: so none in the device header.
variadic=$(grep -nE '^[[:space:]]*#[[:space:]]*define[[:space:]]+[A-Za-z_][A-Za-z0-9_]*\([^)]*\.\.\.' "$root"/runtime/device/*.h)
[ -z "$variadic" ] && ok "the device headers define no variadic macro" || bad "variadic macro in the device headers" "$variadic"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

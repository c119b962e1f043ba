#!/usr/bin/env bash
# Parse every CUDA program in tests/parse with clang in the two modes cuport uses:
#   no-SDK mode: cuport's own declarations (headers/cuda), no CUDA installation visible;
#   SDK mode:    a real CUDA SDK (CUDA_PATH, default /usr/local/cuda), when one exists,
#                plus cuport's SDK prelude (headers/cuda-sdk) and, when its CUDA_VERSION >=
#                13000, the CUDA 13 shims (headers/cuda-sdk/cuda13).
# Each file must parse with zero errors in each mode; no-SDK mode must also read no
# header from an SDK.  Prints PASS/FAIL per file and mode, then "N passed, N failed".
# Environment: CLANG (default clang-19), CUDA_PATH (default /usr/local/cuda),
# CUPORT_PARSE_MODES ("nosdk sdk" by default), VERBOSE=1 to print diagnostics of passes.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
CLANG="${CLANG:-clang-19}"
CUDA_PATH="${CUDA_PATH:-/usr/local/cuda}"
inc="$root/headers/cuda"
shims="$root/headers/cuda-sdk"
modes="${CUPORT_PARSE_MODES:-nosdk sdk}"

if ! command -v "$CLANG" >/dev/null 2>&1; then
  echo "run.sh: $CLANG not found" >&2
  exit 2
fi

# The CUDA version of an SDK: the CUDA_VERSION macro of include/cuda.h (what clang reads).
sdk_version() {
  sed -n 's/^#define[[:space:]]\{1,\}CUDA_VERSION[[:space:]]\{1,\}\([0-9]\{1,\}\).*/\1/p' \
    "$1/include/cuda.h" 2>/dev/null | head -n 1
}

# Arguments shared by both modes (host-side parse of one CUDA translation unit).
common=(-x cuda --cuda-host-only -nocudalib -std=c++17 -fsyntax-only -ferror-limit=50)

# No-SDK mode: no CUDA installation may be found (--cuda-path points at a directory that
# is not one), no CUDA include from clang (-nocudainc), cuport's headers first, and
# cuda_runtime.h force-included as nvcc does.  The -Xclang flags make clang assume what it
# assumes for an installed CUDA >= 9.2 (new launch API, variadic device functions).
nosdk=(--cuda-path="$inc" -nocudainc -Xclang -target-sdk-version=12.5
       -Xclang -fcuda-allow-variadic-functions -isystem "$inc" -include cuda_runtime.h)

sdk=()
sdkver=""
if [[ " $modes " == *" sdk "* ]] && [[ -f "$CUDA_PATH/include/cuda.h" ]]; then
  sdkver="$(sdk_version "$CUDA_PATH")"
  sdk=(--cuda-path="$CUDA_PATH" -Wno-unknown-cuda-version)
  # nvcc defines __CUDACC_VER_*__; clang does not, so pass the SDK's version.
  if [[ -n "$sdkver" ]]; then
    sdk+=(-D__CUDACC_VER_MAJOR__=$((sdkver / 1000)) -D__CUDACC_VER_MINOR__=$((sdkver % 1000 / 10))
          -D__CUDACC_VER_BUILD__=0)
  fi
  if [[ -n "$sdkver" && "$sdkver" -ge 13000 ]]; then
    sdk+=(-isystem "$shims/cuda13")
  fi
  if [[ -d "$CUDA_PATH/include/cccl" ]]; then
    sdk+=(-isystem "$CUDA_PATH/include/cccl")
  fi
  sdk+=(-include "$shims/cuport_sdk_prelude.h")
fi
sdk_real="$(readlink -f "$CUDA_PATH" 2>/dev/null || true)"

pass=0
fail=0
shopt -s nullglob
for f in "$here"/*.cu; do
  name="$(basename "$f" .cu)"
  extra=()
  # Per-file extra flags: a line "// cuport-parse-flags: ..." in the file.
  fl="$(sed -n 's|^// cuport-parse-flags:[[:space:]]*||p' "$f" | head -n 1)"
  [[ -n "$fl" ]] && read -r -a extra <<<"$fl"
  for mode in $modes; do
    case "$mode" in
      nosdk) args=("${common[@]}" "${nosdk[@]}") ;;
      sdk) [[ ${#sdk[@]} -eq 0 ]] && continue; args=("${common[@]}" "${sdk[@]}") ;;
      *) echo "run.sh: unknown mode $mode" >&2; exit 2 ;;
    esac
    out="$("$CLANG" "${args[@]}" "${extra[@]}" "$f" 2>&1)"
    rc=$?
    why=""
    if [[ $rc -ne 0 ]] || grep -q "error:" <<<"$out"; then
      why="errors"
    elif [[ "$mode" == nosdk ]]; then
      # Independence check: list the headers read and reject any from an SDK.
      deps="$("$CLANG" "${args[@]/-fsyntax-only/-M}" "${extra[@]}" "$f" 2>/dev/null |
              tr ' \\' '\n\n' | grep -v -e ':$' -e '^$')"
      while read -r h; do
        [[ -z "$h" ]] && continue
        real="$(readlink -f "$h")"
        if [[ "$real" == */cuda*/include/* || ( -n "$sdk_real" && "$real" == "$sdk_real"/* ) ]]; then
          why="read SDK header $h"
          break
        fi
      done <<<"$deps"
    fi
    if [[ -z "$why" ]]; then
      echo "PASS $name ($mode)"
      pass=$((pass + 1))
      [[ "${VERBOSE:-0}" == 1 && -n "$out" ]] && echo "$out"
    else
      echo "FAIL $name ($mode): $why"
      echo "$out" | grep -E "error|fatal" | head -n 20
      fail=$((fail + 1))
    fi
  done
done
echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]

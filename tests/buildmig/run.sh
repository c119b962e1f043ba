#!/usr/bin/env bash
# The migrated tree builds itself (issue 16). Two CUDA projects written here are migrated,
# their migrated build scripts compared with expected/ (review every diff: `--update`
# rewrites them) and then built, with nothing but the out-root's own scripts, against the
# cuport build tree (pkg-config cuport.pc, find_package(cuport) through CMAKE_PREFIX_PATH),
# and their programs run on the default OpenCL device and must print PASS:
#   make-proj   a Makefile including config.mk: NVCC := $(CUDA_HOME)/bin/nvcc, flags on a
#               continued line with -Xcompiler, a static library from pattern rules in a
#               subdirectory, a target-specific definition, linking with nvcc and -lcudart;
#   cmake-proj  project(... CUDA), find_package(CUDAToolkit), CMAKE_CUDA_* settings, a
#               library in a subdirectory with a .cu source list in a variable, CUDA
#               generator expressions, per-target definitions, CUDA properties, a test run
#               by ctest, an install rule, and a FindCUDA subdirectory (cuda_add_executable,
#               CUDA_NVCC_FLAGS, CUDA_LIBRARIES).
# Then: build-script diagnostics reach the JSON report; --no-build-scripts writes no
# script; a project with no build script gets a Makefile from the compile database
# (CUPORT1705) that builds and runs.
# With SAMPLES=1 (the buildmig_samples test) it instead migrates every sample and every
# tests/programs program and runs `make run-quick` in its out-root: the migrated Makefile
# must build the program and the program print PASS.
# usage: run.sh <cuport> <cuport build dir> [--update]
set -u
CUPORT=$(realpath "${1:?usage: run.sh <cuport> <build dir> [--update]}")
BUILD=$(realpath "${2:?usage: run.sh <cuport> <build dir> [--update]}")
update=0; [ "${3:-}" = --update ] && update=1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export PKG_CONFIG_PATH=$BUILD/pkgconfig NO_COLOR=1
T=$(mktemp -d /tmp/cuport-buildmig-XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1${2:+: $2}"; [ -n "${3:-}" ] && [ -f "$3" ] && tail -15 "$3" | sed 's/^/    /'; }

compdb_from_make() { (cd "$1" && make -B -n 2>/dev/null | bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json); }

# expect_script PROJECT RELPATH: the migrated script against expected/PROJECT/RELPATH
expect_script()
{
	local got="$T/$1-out/$2" want="$here/expected/$1/$2"
	[ -f "$got" ] || { bad "$1/$2 was not written"; return; }
	if [ $update = 1 ]; then
		mkdir -p "$(dirname "$want")" && sed "s#$T#@T@#g" "$got" >"$want"; return
	fi
	if diff -u "$want" <(sed "s#$T#@T@#g" "$got") >"$T/diff" 2>&1; then
		ok "$1/$2 is migrated as expected"
	else
		bad "$1/$2 differs from expected/$1/$2" "" "$T/diff"
	fi
}

# run_prog LABEL DIR PROGRAM: runs it in DIR, wants PASS
run_prog()
{
	if (cd "$2" && timeout 300 "$3" >"$T/$1.run.log" 2>&1) && grep -qx PASS "$T/$1.run.log"; then
		ok "$1 runs and prints PASS ($(grep '^result' "$T/$1.run.log"))"
	else
		bad "$1 does not print PASS" "" "$T/$1.run.log"
	fi
}

if [ "${SAMPLES:-0}" = 1 ]; then
	for dir in "$root"/samples/*/ "$root"/tests/programs/*/; do
		name=$(basename "$dir")
		cp -r "$dir" "$T/$name"
		compdb_from_make "$T/$name"
		if ! "$CUPORT" --no-cuda-sdk -j2 -p "$T/$name" --out-root "$T/$name-out" >"$T/$name.log" 2>&1; then
			bad "$name: migration" "" "$T/$name.log"; continue
		fi
		if ! make -C "$T/$name-out" >"$T/$name.build.log" 2>&1; then
			bad "$name: the migrated Makefile does not build" "" "$T/$name.build.log"; continue
		fi
		if timeout 300 make -s -C "$T/$name-out" run-quick >"$T/$name.run.log" 2>&1 &&
		   grep -qx PASS "$T/$name.run.log"; then
			ok "$name: make builds the migrated tree, make run-quick prints PASS"
		else
			bad "$name: make run-quick" "" "$T/$name.run.log"
		fi
	done
	echo "$pass passed, $fail failed"
	[ "$fail" = 0 ]; exit
fi

# ---- make-proj
cp -r "$here/make-proj" "$T/make-proj"
compdb_from_make "$T/make-proj"
"$CUPORT" --no-cuda-sdk -j2 -p "$T/make-proj" --out-root "$T/make-proj-out" --report=json \
	--report-file-prefix="$T/make-rep" >"$T/make.log" 2>&1 || bad "make-proj: migration" "" "$T/make.log"
expect_script make-proj Makefile
expect_script make-proj config.mk
if make -C "$T/make-proj-out" >"$T/make.build.log" 2>&1; then
	ok "make-proj: make builds the migrated tree"
	run_prog make-proj "$T/make-proj-out" ./bmapp
else
	bad "make-proj: make" "" "$T/make.build.log"
fi
grep -q 'config.mk:[0-9]*:1: warning: CUPORT1700:0: nvcc flag .-arch=$(ARCH)' "$T/make.log" &&
	ok "make-proj: the console names the line of a dropped flag" ||
	bad "make-proj: no console line for -arch=\$(ARCH)" "" "$T/make.log"
python3 - "$T/make-rep.json" <<'PY' && ok "make-proj: build-script diagnostics are in the JSON report" || bad "make-proj: JSON report"
import json, os, sys
r = json.load(open(sys.argv[1]))
ids = {(d["id"], os.path.basename(d["file"])) for u in r["units"] for d in u["diagnostics"]}
need = {("CUPORT1700", "config.mk"), ("CUPORT1706", "Makefile")}
missing = need - ids
print("missing:", missing) if missing else None
sys.exit(1 if missing else 0)
PY

# ---- cmake-proj: its compile database as nvcc and g++ would have run
cp -r "$here/cmake-proj" "$T/cmake-proj"
python3 - "$T/cmake-proj" >"$T/cmake-proj/compile_commands.json" <<'PY'
import json, sys
d = sys.argv[1]
nv = "/usr/local/cuda/bin/nvcc -O2 -arch=sm_80 -lineinfo -x cu -c"
print(json.dumps([
    {"directory": d, "file": "lib/scale.cu", "command": f"{nv} -DSCALE_FACTOR=2 -I{d}/lib lib/scale.cu -o scale.o"},
    {"directory": d, "file": "lib/host.cpp", "command": f"g++ -O2 -I{d}/lib -c lib/host.cpp -o host.o"},
    {"directory": d, "file": "main.cu", "command": f"{nv} -DBM_EXPECT=5 -I{d}/lib main.cu -o main.o"},
    {"directory": d, "file": "legacy/legacy.cu", "command": f"{nv} -DLEGACY_STEP=3 legacy/legacy.cu -o legacy.o"},
], indent=1))
PY
"$CUPORT" --no-cuda-sdk -j2 -p "$T/cmake-proj" --out-root "$T/cmake-proj-out" >"$T/cmake.log" 2>&1 ||
	bad "cmake-proj: migration" "" "$T/cmake.log"
for f in CMakeLists.txt lib/CMakeLists.txt legacy/CMakeLists.txt; do expect_script cmake-proj $f; done
B=$T/cmake-proj-out/build
if cmake -S "$T/cmake-proj-out" -B "$B" -DCMAKE_PREFIX_PATH="$BUILD" >"$T/cmake.build.log" 2>&1 &&
   cmake --build "$B" -j2 >>"$T/cmake.build.log" 2>&1; then
	ok "cmake-proj: CMake configures and builds the migrated tree against find_package(cuport)"
	run_prog cmake-proj "$B" ./bmapp
	run_prog cmake-proj-legacy "$B/legacy" ./bmlegacy
	(cd "$B" && ctest >"$T/ctest.log" 2>&1) && ok "cmake-proj: its add_test runs under ctest" ||
		bad "cmake-proj: ctest" "" "$T/ctest.log"
else
	bad "cmake-proj: cmake" "" "$T/cmake.build.log"
fi

# ---- --no-build-scripts
"$CUPORT" --no-cuda-sdk -j2 --no-build-scripts -p "$T/cmake-proj" --out-root "$T/none" >/dev/null 2>&1
[ -f "$T/none/main.cpp" ] && [ -z "$(find "$T/none" -name CMakeLists.txt -o -name Makefile)" ] &&
	ok "--no-build-scripts writes the sources and no build script" ||
	bad "--no-build-scripts" "$(find "$T/none" -name CMakeLists.txt -o -name Makefile)"

# ---- no build script: one is written from the compile database
mkdir -p "$T/gen" && cp -r "$here/make-proj/." "$T/gen/app" && rm "$T/gen/app/Makefile" "$T/gen/app/config.mk"
sed "s#$T/make-proj#$T/gen/app#g" "$T/make-proj/compile_commands.json" >"$T/gen/app/compile_commands.json"
"$CUPORT" --no-cuda-sdk -j2 -p "$T/gen/app" --out-root "$T/gen-out" >"$T/gen.log" 2>&1
if grep -q 'warning: CUPORT1705:0: .*one program .app. linked from the 3 units' "$T/gen.log" &&
   grep -q '^# CUPORT1705:0: ' "$T/gen-out/Makefile" 2>/dev/null; then
	ok "a project without build scripts gets a Makefile from the compile database, with CUPORT1705"
else
	bad "no generated Makefile with CUPORT1705" "" "$T/gen.log"
fi
if make -C "$T/gen-out" >"$T/gen.build.log" 2>&1; then
	# the per-unit -DBM_EXPECT=5 and -DSCALE_FACTOR=2 came from the compile database
	run_prog generated "$T/gen-out" ./app
else
	bad "the generated Makefile does not build" "" "$T/gen.build.log"
fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

#!/usr/bin/env bash
# End-to-end checks of the cuport command line: every bad input gets its one-line error and
# exit code, the output tree is mapped as documented, shared headers are written once, -j
# is deterministic, and nothing under --in-root ever changes.
# usage: run.sh <path to cuport>
set -u
CUPORT=${1:?usage: run.sh <cuport>}
T=$(mktemp -d /tmp/cuport-cli-XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0

ok()   { pass=$((pass + 1)); echo "PASS $1"; }
bad()  { fail=$((fail + 1)); echo "FAIL $1: $2"; }
# expect NAME CODE PATTERN -- command...: exit code and a line of stderr matching PATTERN
expect() {
	local name=$1 code=$2 pat=$3; shift 4
	"$@" >"$T/out" 2>"$T/err"; local rc=$?
	if [ "$rc" != "$code" ]; then bad "$name" "exit $rc, wanted $code: $(head -3 "$T/err")"; return; fi
	if ! grep -qE -- "$pat" "$T/err"; then bad "$name" "stderr lacks /$pat/: $(head -3 "$T/err")"; return; fi
	ok "$name"
}

# A small project: two units sharing a header, one host-only C++ file.
P=$T/proj
mkdir -p "$P/src" "$P/include"
cat >"$P/include/common.cuh" <<'CU'
#pragma once
__device__ inline float twice(float x) { return 2.0f * x; }
CU
cat >"$P/src/a.cu" <<'CU'
#include "common.cuh"
__global__ void scale(float *p, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		p[i] = twice(p[i]);
}
void run_a(float *p, int n)
{
	scale<<<(n + 127) / 128, 128>>>(p, n);
	cudaIpcCloseMemHandle(p);
}
CU
cat >"$P/src/b.cu" <<'CU'
#include "common.cuh"
__global__ void add(float *p, float v) { p[threadIdx.x] += twice(v); }
void run_b(float *p) { add<<<1, 32>>>(p, 1.0f); }
CU
cat >"$P/src/main.cpp" <<'CU'
void run_a(float *, int);
int main() { return 0; }
CU
cat >"$P/compile_commands.json" <<JSON
[
 {"directory": "$P", "file": "src/a.cu",
  "arguments": ["/usr/local/cuda/bin/nvcc", "-O3", "-arch=sm_90", "-Iinclude", "-Xcompiler", "-fPIC", "--expt-relaxed-constexpr", "-c", "src/a.cu", "-o", "a.o"]},
 {"directory": "$P/src", "file": "b.cu",
  "command": "nvcc -gencode arch=compute_80,code=sm_80 -I ../include -lineinfo -c b.cu -o b.o"},
 {"directory": "$P", "file": "src/main.cpp", "command": "g++ -O2 -c src/main.cpp -o main.o"}
]
JSON
snapshot() { (cd "$P" && find . -type f -print0 | sort -z | xargs -0 sha256sum); }
snapshot >"$T/before"
C="$CUPORT --no-cuda-sdk"

expect help 0 'usage: cuport' -- sh -c "$C --help >&2"
expect version 0 '^cuport [0-9]' -- sh -c "$C --version >&2"
expect unknown-option 2 "unknown option '--frobnicate'" -- $C --frobnicate -p "$P"
expect nothing-to-do 2 'nothing to migrate' -- $C --out-root "$T/o"
expect bad-jobs 2 '-j needs a positive number' -- $C -j zero -p "$P"
expect bad-suppress 2 'suppress-warnings' -- $C --suppress-warnings=abc -p "$P"
expect missing-db 3 "cannot read compilation database '$T/none/compile_commands.json'" -- \
	$C -p "$T/none/compile_commands.json" --in-root "$P" --out-root "$T/o"
printf '[{"directory": "/x",\n "file": }]' >"$T/broken.json"
expect malformed-db 3 'broken.json:2:10: malformed JSON' -- $C -p "$T/broken.json" --in-root "$P" --out-root "$T/o"
expect same-roots 4 'same directory as --in-root' -- $C -p "$P" --in-root "$P" --out-root "$P"
expect in-root-inside-out-root 4 'inside --out-root' -- $C -p "$P" --in-root "$P/src" --out-root "$P"
touch "$T/afile"
expect unwritable-out-root 4 'is not writable' -- $C -p "$P" --in-root "$P" --out-root "$T/afile/out"
expect source-not-in-db 3 'not in the compilation database' -- $C -p "$P" --in-root "$P" --out-root "$T/o" "$P/src/zzz.cu"
mkdir -p "$T/empty"
expect no-unit-under-in-root 3 "no translation unit lies under" -- $C -p "$P" --in-root "$T/empty" --out-root "$T/o"

# Argument files (@file, nvcc's --options-file) are read relative to the entry's directory;
# one that is missing is an input error that names it.
R=$T/rsp
mkdir -p "$R/build" "$R/src"
printf '__global__ void k(int *p) { p[0] = VALUE; }\nint run(int *p) { k<<<1, 1>>>(p); return cudaThreadSynchronize(); }\n' >"$R/src/k.cu"
printf -- '-DVALUE=7 @more.rsp\n' >"$R/build/defs.opt"
printf -- '-DcudaThreadSynchronize=cudaDeviceSynchronize\n' >"$R/build/more.rsp"
printf '[{"directory": "%s/build", "file": "../src/k.cu", "command": "nvcc --options-file defs.opt -c ../src/k.cu"}]\n' "$R" >"$R/build/compile_commands.json"
expect argument-files 0 '^Migrated 1 of 1' -- $C -p "$R/build" --in-root "$R" --out-root "$T/orsp"
grep -q 'return cuportDeviceSynchronize();' "$T/orsp/src/k.cpp" && grep -q '"-DVALUE=7 -DcudaThreadSynchronize' "$T/orsp/src/k.cpp" &&
	ok "argument files: their macros reach the host code and the kernels' build" ||
	bad "argument files" "$(grep -n 'Synchronize\|BuildOptions' "$T/orsp/src/k.cpp")"
# -use_fast_math: the unit's .cl is built with OpenCL's relaxed math (and so without the
# correctly rounded division the runtime asks for otherwise); -Xcompiler's flags are the host's
F=$T/fast
mkdir -p "$F"
printf '__global__ void k(float *p) { p[0] = p[1] / p[2]; }\n' >"$F/f.cu"
printf '__global__ void k(float *p) { p[0] = p[1] / p[2]; }\n' >"$F/g.cu"
printf '[{"directory": "%s", "file": "f.cu", "command": "nvcc -O3 -use_fast_math -DN=4 -c f.cu"},\n {"directory": "%s", "file": "g.cu", "command": "nvcc -Xcompiler -use_fast_math -c g.cu"}]\n' "$F" "$F" >"$F/compile_commands.json"
expect fast-math 0 '^Migrated 2 of 2' -- $C -p "$F" --out-root "$T/ofast"
grep -q 'cuportProgramSetBuildOptions(p, "-DN=4 -cl-fast-relaxed-math");' "$T/ofast/f.cpp" &&
	! grep -q 'fast-relaxed' "$T/ofast/g.cpp" &&
	ok "-use_fast_math builds the unit's kernels with relaxed math" ||
	bad "-use_fast_math" "$(grep -n 'BuildOptions' "$T/ofast/f.cpp" "$T/ofast/g.cpp")"
sed -i 's/defs.opt/gone.opt/' "$R/build/compile_commands.json"
expect missing-argument-file 3 "entry \[0\] \(../src/k.cu\): cannot read the argument file 'gone.opt' \($R/build/gone.opt\): No such file" -- \
	$C -p "$R/build" --in-root "$R" --out-root "$T/orsp2"
[ ! -e "$T/orsp2" ] && ok "missing-argument-file writes nothing" || bad "missing-argument-file" "wrote $T/orsp2"

# Without an SDK, an include path into a CUDA toolkit (Rodinia's builds pass -I<cuda>/include)
# does not reach the parse: its cuda.h would declare what cuport's declarations already do
# (CUuuid_st twice). A project directory holding a cuda.h of its own still does.
F=$T/fakesdk; mkdir -p "$F/cuda/include" "$F/proj/mine"
printf '#define CUDA_VERSION 13000\nstruct CUuuid_st { char bytes[16]; };\ntypedef int CUresult;\n' >"$F/cuda/include/cuda.h"
printf '#include "cuda.h"\n' >"$F/cuda/include/cuda_runtime_api.h"
printf '#define MINE 3\n' >"$F/proj/mine/mine.h"
printf '#include <cuda.h>\n#include <mine.h>\n__global__ void k(int *p) { p[0] = MINE; }\nint main() { int *p; cudaMalloc(&p, 4); k<<<1, 1>>>(p); return 0; }\n' >"$F/proj/g.cu"
printf '[{"directory": "%s/proj", "file": "g.cu", "command": "nvcc -I%s/cuda/include -Imine -c g.cu"}]\n' "$F" "$F" >"$F/proj/compile_commands.json"
expect toolkit-include-hidden 0 '^Migrated 1 of 1' -- $C -p "$F/proj" --out-root "$T/ofake"
grep -q 'CUuuid_st' "$T/err" && bad "toolkit include hidden" "$(grep CUuuid_st "$T/err")" || ok "toolkit include hidden: no redefinition"

# The whole project: three units, the header written once, the tree mapped.
expect migrate-project 0 '^Migrated 3 of 3 translation units' -- $C -p "$P" --in-root "$P" --out-root "$T/o1" -j1
cp "$T/err" "$T/err-j1"
for f in src/a.cpp src/a.cl src/b.cpp src/b.cl src/main.cpp include/common.cuh; do
	[ -f "$T/o1/$f" ] && ok "output $f" || bad "output $f" "missing"
done
[ ! -e "$T/o1/src/main.cl" ] && ok "no kernels file for a host unit" || bad "host unit" "has a .cl"
n=$(find "$T/o1" -type f | wc -l)
# six migrated files, the Makefile written from the compile database (the project has no
# build script of its own), which says so, and the .cuport-out marker of a folder cuport made
[ "$n" = 8 ] && [ -f "$T/o1/.cuport-out" ] && ok "exactly eight outputs" || bad "exactly eight outputs" "found $n"
grep -q '^# CUPORT1705:0: ' "$T/o1/Makefile" 2>/dev/null && ok "a Makefile is written from the compile database" ||
	bad "a Makefile is written from the compile database" "no CUPORT1705 comment in $T/o1/Makefile"
if grep -q 'CUPORT[0-9]*:[0-9]*:' "$T/o1/src/a.cpp" && grep -q '^// CUPORT' "$T/o1/src/a.cpp"; then
	ok "inline diagnostic comments"
else
	bad "inline diagnostic comments" "none in src/a.cpp"
fi
# Each console ID:N appears as a comment in the output file it names.
miss=0
while IFS= read -r line; do
	file=${line%%:*}; tag=$(echo "$line" | grep -oE 'CUPORT[0-9]+:[0-9]+' | head -1)
	rel=${file#"$P"/}; out="$T/o1/${rel%.cu}"; [ "$out" != "$T/o1/$rel" ] && out="$out.cpp"
	grep -q "// $tag:" "$out" 2>/dev/null || miss=$((miss + 1))
done < <(grep 'warning: CUPORT' "$T/err-j1" | grep -v "^/usr" | grep -v 'CUPORT17[0-9][0-9]:')
[ "$miss" = 0 ] && ok "console IDs match inline comments" || bad "console IDs match inline comments" "$miss unmatched"

expect migrate-j2 0 '^Migrated 3 of 3' -- $C -p "$P" --in-root "$P" --out-root "$T/o2" -j2
if diff -r "$T/o1" "$T/o2" >/dev/null && diff <(sed "s#$T/o1#X#g" "$T/err-j1") <(sed "s#$T/o2#X#g" "$T/err") >/dev/null; then
	ok "-j2 output identical to -j1"
else
	bad "-j2 output identical to -j1" "outputs or console differ"
fi
expect suppress 0 '^Migrated 3 of 3 translation units, 0 warnings' -- \
	$C -p "$P" --in-root "$P" --out-root "$T/o3" --suppress-warnings=1000-1999
expect quiet 0 '^Migrated' -- $C -q -p "$P" --in-root "$P" --out-root "$T/o4"
grep -q warning: "$T/err" && bad quiet-has-no-warnings "warnings printed" || ok quiet-has-no-warnings
expect only-named-source 0 '^Migrated 1 of 1' -- $C -p "$P" --in-root "$P" --out-root "$T/o5" "$P/src/b.cu"

# ---- Writing (issue 17): nothing under --in-root is ever written, each unit is all or
# nothing, and every write is checked against the inputs after resolving symbolic links.
# W is a project whose folder also holds a user file a.cpp that is no unit of the database.
W=$T/w
mkdir -p "$W/src"
printf '__global__ void k(int *p) { p[0] = 1; }\nvoid run(int *p) { k<<<1, 1>>>(p); }\n' >"$W/src/a.cu"
printf '// the user'"'"'s own a.cpp, not in the database\nint user_a = 1;\n' >"$W/src/a.cpp"
printf '[{"directory": "%s", "file": "src/a.cu", "command": "nvcc -c src/a.cu"}]\n' "$W" >"$W/compile_commands.json"
# and a folder gen/ of the user's (no .cuport-out marker) with a file named like an output
mkdir -p "$W/gen/src" && printf '// the user'"'"'s own file\n' >"$W/gen/src/a.cpp"
wsnap() { (cd "$1" && find . -print0 | sort -z | xargs -0 ls -ld --time-style=+ | sed 's/ [0-9]* [a-z]* [a-z]* //'; \
	find . -type f -print0 | sort -z | xargs -0 sha256sum); }
wsnap "$W" >"$T/w-before"
CA="$(realpath "$CUPORT") --no-cuda-sdk"   # for runs from another directory
w_untouched() { # NAME: the in-root of W is byte-for-byte what it was
	wsnap "$W" >"$T/w-after"
	diff -q "$T/w-before" "$T/w-after" >/dev/null && ok "$1: in-root untouched" ||
		bad "$1: in-root untouched" "$(diff "$T/w-before" "$T/w-after" | head -5)"
}
no_temps() { # NAME DIR: no *.cuport-XXXXXX temporary left anywhere under DIR
	local left; left=$(find "$2" -name '*.cuport-??????' 2>/dev/null | head -3)
	[ -z "$left" ] && ok "$1: no temporary left" || bad "$1: no temporary left" "$left"
}
expect report-prefix-into-in-root 4 "--report-file-prefix '.*' lies inside --in-root" -- \
	$C -p "$W" --out-root "$T/wo1" --report=json --report-file-prefix="$W/compile_commands"
[ ! -e "$T/wo1" ] && ok "report-prefix-into-in-root: nothing written" || bad "report-prefix-into-in-root" "wrote $T/wo1"
w_untouched report-prefix-into-in-root
# the database outside the in-root is an input too: a report may not replace it
expect report-prefix-onto-db 4 "refusing to write '.*compile_commands.json': it is an input" -- \
	$C -p "$W" --in-root "$W/src" --out-root "$T/wo2" --report=json,csv --report-file-prefix="$W/compile_commands"
[ ! -e "$T/wo2.json" ] && [ ! -e "$W/compile_commands.stats.csv" ] && ok "report-prefix-onto-db: no report file at all" ||
	bad "report-prefix-onto-db" "a report file was written"
w_untouched report-prefix-onto-db
mkdir -p "$T/wo3" && ln -s "$W/src" "$T/wo3/src"
expect out-root-folder-symlinked-into-in-root 4 "refusing to write '.*a.cpp': it lies inside --in-root" -- \
	$C -p "$W" --out-root "$T/wo3"
w_untouched out-root-folder-symlinked-into-in-root
# An out-root inside the in-root is taken when it is new (cuport makes it and marks it with
# .cuport-out) or marked; an existing folder without the marker may hold the user's files.
expect unmarked-out-root-inside-in-root 4 "--out-root '.*gen' lies inside --in-root .* cuport did not make \(it has no .cuport-out file\)" -- \
	$C -p "$W" --out-root "$W/gen"
grep -q "the user's own file" "$W/gen/src/a.cpp" && ok "unmarked-out-root-inside-in-root: the user's a.cpp is not overwritten" ||
	bad "unmarked-out-root-inside-in-root" "gen/src/a.cpp changed"
ln -s "$W/gen" "$T/wo4"
expect out-root-symlink-into-unmarked-folder 4 "--out-root '.*wo4' lies inside --in-root .* once symbolic links are resolved and is an existing folder" -- \
	$C -p "$W" --out-root "$T/wo4"
expect out-root-is-in-root-through-symlink 4 "--out-root '.*wo5' is the same directory as --in-root once symbolic links" -- \
	sh -c "ln -s '$W' '$T/wo5' && exec $C -p '$W' --out-root '$T/wo5'"
expect analysis-with-unmarked-out-root-inside 0 '^Analysed 1 of 1' -- $C -p "$W" --out-root "$W/gen" --analysis-mode
w_untouched out-root-inside-in-root

# The default ./cuport_output from the project folder: made, marked, written; the second run
# gives the same tree; files in it are never sources (units, headers, build scripts).
D=$T/dflt; mkdir -p "$D/src" "$D/include"
printf '#include "h.h"\n__global__ void k(int *p) { p[0] = H; }\nvoid run(int *p) { k<<<1, 1>>>(p); }\n' >"$D/src/a.cu"
printf '#define H 7\n' >"$D/include/h.h"
printf '// the user'"'"'s own a.cpp, not in the database\n' >"$D/src/a.cpp"
printf 'app: src/a.cu\n\tnvcc -Iinclude -o app src/a.cu\n-include cuport_output/Makefile\n' >"$D/Makefile"
printf '[{"directory": "%s", "file": "src/a.cu", "command": "nvcc -Iinclude -c src/a.cu"}]\n' "$D" >"$D/compile_commands.json"
dsnap() { (cd "$D" && find . -path ./cuport_output -prune -o -type f -print0 | sort -z | xargs -0 sha256sum); }
dsnap >"$T/d-before"
expect default-out-root-from-project 0 '^Migrated 1 of 1' -- sh -c "cd '$D' && exec $CA -p ."
[ -f "$D/cuport_output/.cuport-out" ] && [ -f "$D/cuport_output/src/a.cpp" ] && [ -f "$D/cuport_output/src/a.cl" ] &&
	[ -f "$D/cuport_output/include/h.h" ] && [ -f "$D/cuport_output/Makefile" ] &&
	ok "default-out-root-from-project: the tree and its marker are written" ||
	bad "default-out-root-from-project: tree" "$(cd "$D" && find cuport_output | sort | tr '\n' ' ')"
dsnap >"$T/d-after"
cmp -s "$T/d-before" "$T/d-after" && ok "default-out-root-from-project: the sources are untouched" ||
	bad "default-out-root-from-project: sources untouched" "$(diff "$T/d-before" "$T/d-after" | head -3)"
cp -a "$D/cuport_output" "$T/d-first"
expect default-out-root-second-run 0 '^Migrated 1 of 1' -- sh -c "cd '$D' && exec $CA -p ."
diff -r "$T/d-first" "$D/cuport_output" >/dev/null && [ -z "$(find "$D/cuport_output" -path '*/cuport_output/cuport_output*')" ] &&
	ok "default-out-root-second-run: the same tree" ||
	bad "default-out-root-second-run: the same tree" "$(diff -r "$T/d-first" "$D/cuport_output" | head -3)"
no_temps default-out-root-second-run "$D"
# A database that also lists a file of the output tree (made by building it), and a unit
# that takes its header from there: neither is migrated, the tree only gains b.cpp.
printf '#include "h.h"\nint b(void) { return H; }\n' >"$D/b.cpp"
cat >"$D/compile_commands.json" <<JSON
[{"directory": "$D", "file": "src/a.cu", "command": "nvcc -Iinclude -c src/a.cu"},
 {"directory": "$D", "file": "cuport_output/src/a.cpp", "command": "g++ -Icuport_output/include -c cuport_output/src/a.cpp"},
 {"directory": "$D", "file": "b.cpp", "command": "g++ -Icuport_output/include -c b.cpp"}]
JSON
for j in 1 2; do
	expect "out-root-files-are-no-inputs-j$j" 0 "^cuport: note: cuport_output/src/a.cpp: inside --out-root cuport_output, cuport's output, not a source: skipped" -- \
		sh -c "cd '$D' && exec $CA -p . -j$j"
	grep -q '^Migrated 2 of 2' "$T/err" && ok "out-root-files-are-no-inputs-j$j: two units" ||
		bad "out-root-files-are-no-inputs-j$j: two units" "$(tail -1 "$T/err")"
	(cd "$D/cuport_output" && find . | sort | grep -vx './b.cpp') >"$T/d-list"
	(cd "$T/d-first" && find . | sort) | cmp -s - "$T/d-list" &&
		ok "out-root-files-are-no-inputs-j$j: the tree gains b.cpp only" ||
		bad "out-root-files-are-no-inputs-j$j: the tree gains b.cpp only" "$(cat "$T/d-list" | tr '\n' ' ')"
	diff -r -x b.cpp "$T/d-first" "$D/cuport_output" >/dev/null && ok "out-root-files-are-no-inputs-j$j: the same files" ||
		bad "out-root-files-are-no-inputs-j$j: the same files" "$(diff -r -x b.cpp "$T/d-first" "$D/cuport_output" | head -3)"
done
# a new folder inside the in-root, reached through a symbolic link from outside it
printf '[{"directory": "%s", "file": "src/a.cu", "command": "nvcc -Iinclude -c src/a.cu"}]\n' "$D" >"$D/compile_commands.json"
ln -s "$D/gen2" "$T/d-link"
expect out-root-symlink-to-new-folder-inside 0 '^Migrated 1 of 1' -- $C -p "$D" --out-root "$T/d-link"
[ -f "$D/gen2/.cuport-out" ] && [ -f "$D/gen2/src/a.cpp" ] && [ -L "$T/d-link" ] &&
	ok "out-root-symlink-to-new-folder-inside: made at the target, marked" || bad "out-root-symlink-to-new-folder-inside" "$(ls -a "$D/gen2")"
# A full disk (the file size limit of the shell: writes past it fail with EFBIG): the big
# .cpp of the unit cannot be written, so its small .cl is not written either.
F=$T/full; mkdir -p "$F"
{ printf '__global__ void k(int *p) { p[0] = 1; }\nvoid run(int *p) { k<<<1, 1>>>(p); }\n'
  for i in $(seq 200); do echo "// padding line $i of the host code, to make the .cpp larger than the limit"; done; } >"$F/big.cu"
printf '[{"directory": "%s", "file": "big.cu", "command": "nvcc -c big.cu"}]\n' "$F" >"$F/compile_commands.json"
expect full-disk 4 "big.cu: error: CUPORT1008:0: cannot write '.*big.cpp': File too large" -- \
	bash -c "ulimit -f 8 && exec $C -p '$F' --out-root '$T/wfull' --no-build-scripts"
[ ! -e "$T/wfull/big.cpp" ] && [ ! -e "$T/wfull/big.cl" ] && ok "full-disk: neither the .cpp nor the .cl is written" ||
	bad "full-disk: all or nothing" "$(ls "$T/wfull")"
no_temps full-disk "$T/wfull"
expect full-disk-report 4 "cannot write the report: cannot write '.*wfull-r.html': File too large" -- \
	bash -c "ulimit -f 8 && exec $C -p '$P' --out-root '$T/wfull2' --report=json,html --report-file-prefix='$T/wfull-r'"
[ ! -e "$T/wfull-r.json" ] && ok "full-disk-report: the reports are all or nothing" || bad "full-disk-report" "wfull-r.json written"

# a.cu and a.cpp in one folder both map to a.cpp: an error for both, whatever -j is.
X=$T/coll; mkdir -p "$X"
printf '__global__ void k(int *p) { p[0] = 1; }\nvoid run(int *p) { k<<<1, 1>>>(p); }\n' >"$X/a.cu"
printf 'int main() { return 0; }\n' >"$X/a.cpp"
printf '__global__ void k2(int *p) { p[0] = 2; }\n' >"$X/b.cu"
cat >"$X/compile_commands.json" <<JSON
[{"directory": "$X", "file": "a.cu", "command": "nvcc -c a.cu"},
 {"directory": "$X", "file": "a.cpp", "command": "g++ -c a.cpp"},
 {"directory": "$X", "file": "b.cu", "command": "nvcc -c b.cu"}]
JSON
for j in 1 2 3; do
	expect "collision-j$j" 4 "a.cpp: error: CUPORT1008:0: its output '.*a.cpp' is also the output of '.*a.cu'" -- \
		$C -p "$X" --out-root "$T/wc$j" -j$j --no-build-scripts
done
grep -q "a.cu: error: CUPORT1008:0: its output '.*a.cpp' is also the output of '.*a.cpp'" "$T/err" &&
	ok "collision: both units are named" || bad "collision: both units are named" "$(grep CUPORT1008 "$T/err")"
[ ! -e "$T/wc1/a.cpp" ] && [ ! -e "$T/wc1/a.cl" ] && [ -f "$T/wc1/b.cpp" ] &&
	ok "collision: neither colliding unit is written, the others are" || bad "collision" "$(ls "$T/wc1")"
diff -r "$T/wc1" "$T/wc2" >/dev/null && diff -r "$T/wc1" "$T/wc3" >/dev/null && ok "collision: same tree for any -j" ||
	bad "collision: same tree for any -j" "trees differ"

# SIGINT in the middle of a run: no temporary and no half-written unit is left behind
# (CUPORT_TEST_COMMIT_PAUSE_MS holds each unit's staged files before they are renamed, so
# the signal lands while temporaries exist).
I=$T/intr; mkdir -p "$I"
printf '[' >"$I/compile_commands.json"
for i in $(seq 12); do
	printf '__global__ void k%d(int *p) { p[0] = %d; }\nvoid run%d(int *p) { k%d<<<1, 1>>>(p); }\n' $i $i $i $i >"$I/u$i.cu"
	[ $i -gt 1 ] && printf ',' >>"$I/compile_commands.json"
	printf '{"directory": "%s", "file": "u%d.cu", "command": "nvcc -c u%d.cu"}\n' "$I" $i $i >>"$I/compile_commands.json"
done
printf ']\n' >>"$I/compile_commands.json"
CUPORT_TEST_COMMIT_PAUSE_MS=300 timeout -s INT 3 $C -p "$I" --out-root "$T/wi" -j2 --no-build-scripts >/dev/null 2>&1
rc=$?
[ "$rc" = 124 ] && ok "interrupt: the run was interrupted" || bad "interrupt: the run was interrupted" "exit $rc"
no_temps interrupt "$T/wi"
half=0 whole=0
for i in $(seq 12); do
	a=$([ -e "$T/wi/u$i.cpp" ] && echo 1 || echo 0) b=$([ -e "$T/wi/u$i.cl" ] && echo 1 || echo 0)
	[ "$a" != "$b" ] && half=$((half + 1)); [ "$a$b" = 11 ] && whole=$((whole + 1))
done
[ "$half" = 0 ] && [ "$whole" -lt 12 ] && ok "interrupt: every unit is whole or absent ($whole of 12 whole)" ||
	bad "interrupt: every unit is whole or absent" "$half half-written, $whole whole"
CUPORT_TEST_COMMIT_PAUSE_MS=400 timeout -s TERM 1 $C -p "$I" --out-root "$T/wt" -j2 --no-build-scripts >/dev/null 2>&1
no_temps terminate "$T/wt"

# A rename that fails partway through a set: a unit's files are renamed .cpp first, then
# .cl. Its .cl target becomes a folder while the set waits to be renamed, so that rename
# fails after the .cpp's succeeded: a .cpp of an earlier run must come back, and a new
# unit's .cpp must go, with no temporary or kept copy left.
R=$T/rn; mkdir -p "$R"
printf '__global__ void k(int *p) { p[0] = 1; }\nvoid run(int *p) { k<<<1, 1>>>(p); }\n' >"$R/u.cu"
printf '__global__ void k(int *p) { p[0] = 2; }\nvoid run(int *p) { k<<<1, 1>>>(p); }\n' >"$R/v.cu"
$C "$R/u.cu" --out-root "$T/wr" --no-build-scripts >/dev/null 2>&1
cp "$T/wr/u.cpp" "$T/u.cpp.first"
sed -i 's/p\[0\] = 1/p[0] = 3/; s/void run/void run_again/' "$R/u.cu"
rename_partway() { # NAME SOURCE: migrate SOURCE; its .cl target becomes a folder meanwhile
	local cl=$T/wr/$(basename "$2" .cu).cl
	# once the set is staged (its temporaries exist), while it waits to be renamed
	(for i in $(seq 600); do
		compgen -G "$cl.cuport-*" >/dev/null && break
		sleep 0.05
	done
	rm -f "$cl"; mkdir -p "$cl/x") &
	CUPORT_TEST_COMMIT_PAUSE_MS=3000 $C "$2" --out-root "$T/wr" --no-build-scripts >"$T/out" 2>"$T/err"
	local rc=$?; wait
	[ "$rc" = 4 ] && grep -q "cannot write '.*$(basename "$cl")': Is a directory; none of the 2 files of its set are written$" "$T/err" \
		&& ok "$1: the error names the file and the set" || bad "$1: error" "exit $rc: $(cat "$T/err")"
	rm -rf "$cl"
}
rename_partway "rename partway, earlier run" "$R/u.cu"
cmp -s "$T/wr/u.cpp" "$T/u.cpp.first" && ok "rename partway: the earlier run's .cpp is back" ||
	bad "rename partway: the earlier run's .cpp is back" "$(diff "$T/u.cpp.first" "$T/wr/u.cpp" | head -5)"
rename_partway "rename partway, new unit" "$R/v.cu"
[ ! -e "$T/wr/v.cpp" ] && ok "rename partway: a new unit's .cpp is gone" || bad "rename partway: new .cpp" "$(ls "$T/wr")"
no_temps rename-partway "$T/wr"
# ---- end of the writing checks

# Errors: a missing source fails its unit only; a syntax error fails its unit only.
Q=$T/q; mkdir -p "$Q"
printf '__global__ void k(int *p) { p[0] = 1 }\n' >"$Q/broken.cu"
printf '__global__ void k(int *p) { p[0] = 1; }\n' >"$Q/good.cu"
printf '#include "no_such_header.h"\n__global__ void k(int *p) { p[0] = 1; }\n' >"$Q/nohdr.cu"
cat >"$Q/compile_commands.json" <<JSON
[{"directory": "$Q", "file": "gone.cu", "command": "nvcc -c gone.cu"},
 {"directory": "$Q", "file": "broken.cu", "command": "nvcc -c broken.cu"},
 {"directory": "$Q", "file": "nohdr.cu", "command": "nvcc -c nohdr.cu"},
 {"directory": "$Q", "file": "good.cu", "command": "nvcc -c good.cu"}]
JSON
expect failed-units 1 '^Migrated 2 of 4 translation units' -- $C -p "$Q" --out-root "$T/oq"
grep -q "gone.cu: error: CUPORT1007:0: cannot read the source file: No such file or directory" "$T/err" \
	&& ok "missing source reported" || bad "missing source reported" "$(grep gone "$T/err")"
grep -qE "broken.cu:1:[0-9]+: error: CUPORT1001:[0-9]+: clang: expected ';'" "$T/err" \
	&& ok "syntax error forwarded" || bad "syntax error forwarded" "$(grep broken "$T/err")"
grep -qE "nohdr.cu:1:10: warning: CUPORT1000:0: header 'no_such_header.h' was not found" "$T/err" \
	&& ok "missing header is a warning" || bad "missing header is a warning" "$(grep nohdr "$T/err")"
[ ! -e "$T/oq/broken.cpp" ] && [ -f "$T/oq/good.cpp" ] && [ -f "$T/oq/nohdr.cpp" ] \
	&& ok "failed units write nothing" || bad "failed units write nothing" "$(ls "$T/oq")"

# The kernel check: a .cl that does not compile fails its unit with CUPORT1230 at the CUDA
# line it came from (here in a header), yet every file of the unit is written; exit 1.
K=$T/k; mkdir -p "$K"
cat >"$K/dev.cuh" <<'CU'
#pragma once
__device__ inline float stamp(float x)
{
	float t = x * 2.0f;
	return t + (float)__dp2a_lo(1, 2, 3);
}
CU
printf '#include "dev.cuh"\n__global__ void k(float *p) { p[0] = stamp(p[0]); }\n' >"$K/bad.cu"
printf '__global__ void k2(float *p) { p[0] = SCALE; }\n' >"$K/good.cu"
cat >"$K/compile_commands.json" <<JSON
[{"directory": "$K", "file": "bad.cu", "command": "nvcc -c bad.cu"},
 {"directory": "$K", "file": "good.cu", "command": "nvcc -DSCALE=2.0f -c good.cu"}]
JSON
expect kernel-check-fails 1 '^Migrated 1 of 2 translation units' -- \
	$C -p "$K" --out-root "$T/ok" --report=json --report-file-prefix="$T/ok-report"
grep -qE "dev.cuh:5:1: error: CUPORT1230:[0-9]+: the OpenCL C translated from here does not compile \(portable and NVIDIA paths\): bad.cl:[0-9]+:[0-9]+: use of undeclared identifier '__dp2a_lo'" "$T/err" \
	&& ok "kernel check error at the header's CUDA line" || bad "kernel check error at the header's CUDA line" "$(grep CUPORT1230 "$T/err")"
grep CUPORT1230 "$T/err" | grep -q good.cu && bad "-D flags reach the kernel check" "good.cu failed" \
	|| ok "-D flags reach the kernel check"
[ -f "$T/ok/bad.cpp" ] && [ -f "$T/ok/bad.cl" ] && [ -f "$T/ok/dev.cuh" ] && [ -f "$T/ok/good.cl" ] \
	&& ok "a unit whose .cl does not compile is written" || bad "a unit whose .cl does not compile is written" "$(ls "$T/ok")"
grep -q '__dp2a_lo(1, 2, 3); // CUPORT1230:' "$T/ok/bad.cl" \
	&& ok "the .cl names the error on its line" || bad "the .cl names the error on its line" "$(grep -n __dp2a_lo "$T/ok/bad.cl")"
grep -q '"status":[[:space:]]*"kernels-do-not-compile"' "$T/ok-report.json" \
	&& ok "json status of a unit whose .cl does not compile" || bad "json status" "$(grep status "$T/ok-report.json")"
expect no-kernel-check 0 '^Migrated 2 of 2 translation units' -- $C -p "$K" --out-root "$T/ok2" --no-kernel-check

snapshot >"$T/after"
diff -q "$T/before" "$T/after" >/dev/null && ok "in-root untouched" || bad "in-root untouched" "$(diff "$T/before" "$T/after")"

# ---- Reading inputs (issue 17): every bad input gets a clear error, nothing hangs ----
# Each command runs under a timeout: one that blocks (a FIFO) fails instead of hanging the
# suite. A run must also end clean under the sanitizers: no UBSan report on stderr (a leak
# already makes LeakSanitizer's exit status differ from the one wanted).
expect_in() {
	local name=$1; shift
	expect "$name" "$@"
	grep -q 'runtime error:' "$T/err" && bad "$name (UBSan)" "$(grep -m1 'runtime error:' "$T/err")"
	return 0
}
I=$T/input; mkdir -p "$I"
IC="timeout 60 $C"
printf '__global__ void k(int *p) { p[0] = 1; }\nvoid run(int *p) { k<<<1, 1>>>(p); }\n' >"$I/a.cu"
entry() { printf '{"directory": "%s", "file": "%s", "command": "nvcc -c %s"}' "$I" "$1" "$1"; }
db() { local f=$1; shift; { printf '['; local sep=; for e in "$@"; do printf '%s%s' "$sep" "$e"; sep=,; done; printf ']\n'; } >"$I/$f"; }

# The compile DB: text after the array, a NUL in a name, an empty "file" field.
db trailing.json "$(entry a.cu)"; printf '\n\n  ] garbage\n' >>"$I/trailing.json"
expect_in db-trailing-garbage 3 'trailing.json:4:3: text after the end of the JSON value' -- \
	$IC -p "$I/trailing.json" --out-root "$T/oi"
db nul.json "$(entry 'a.cu\u0000.txt')"
expect_in db-nul-in-file-name 3 'nul.json:1:[0-9]+: a string holds a NUL character \(\\u0000\)' -- \
	$IC -p "$I/nul.json" --out-root "$T/oi"
db empty-file.json "$(entry '')"
expect_in db-empty-file-field 3 'empty-file.json: entry \[0\] has an empty "file"' -- \
	$IC -p "$I/empty-file.json" --out-root "$T/oi"
[ ! -e "$T/oi" ] && ok "a compile DB that is refused writes nothing" || bad "refused compile DB" "wrote $T/oi"

# Argument files: @file is read like --options-file; a missing one is named, and so is
# an unterminated quote (whose words so far must not leak).
printf '[{"directory": "%s", "file": "a.cu", "command": "nvcc @missing.rsp -c a.cu"}]\n' "$I" >"$I/rsp.json"
expect_in missing-at-file 3 "entry \[0\] \(a.cu\): cannot read the argument file 'missing.rsp' \($I/missing.rsp\): No such file" -- \
	$IC -p "$I/rsp.json" --out-root "$T/oi"
printf '[{"directory": "%s", "file": "a.cu", "command": "nvcc -O2 -c \\"a.cu"}]\n' "$I" >"$I/quote.json"
expect_in unterminated-quote 3 'quote.json: entry \[0\]: unterminated quote in command' -- \
	$IC -p "$I/quote.json" --out-root "$T/oi"

# FIFOs and devices: refused at once, as the compile DB (exit 3) or as a source (the unit
# fails, exit 1); a directory as a source is named as one.
mkfifo "$I/fifo.json" "$I/fifo.cu"
mkdir -p "$I/adir.cu"
expect_in db-fifo 3 "cannot read compilation database '$I/fifo.json': it is a FIFO, not a regular file" -- \
	$IC -p "$I/fifo.json" --out-root "$T/oi"
expect_in db-dev-zero 3 "cannot read compilation database '/dev/zero': it is a character device, not a regular file" -- \
	$IC -p /dev/zero --in-root "$I" --out-root "$T/oi"
db sources.json "$(entry fifo.cu)" "$(entry adir.cu)" "$(entry /dev/zero)" "$(entry a.cu)"
expect_in source-fifo-dir-device 1 '^Migrated 1 of 4 translation units' -- \
	$IC -p "$I/sources.json" --in-root / --out-root "$T/oi" --no-build-scripts
for want in "fifo.cu: error: CUPORT1007:0: cannot read the source file: it is a FIFO, not a regular file" \
	"adir.cu: error: CUPORT1007:0: cannot read the source file: it is a directory, not a regular file" \
	"/dev/zero: error: CUPORT1007:0: cannot read the source file: it is a character device, not a regular file"; do
	grep -qF "$want" "$T/err" && ok "named: ${want%%:*}" || bad "named: ${want%%:*}" "$(grep -v '^\[' "$T/err" | head -3)"
done
rm -rf "$T/oi"

# Headers: libclang opens what a unit includes. One that is a FIFO would block the parse
# forever and one that is a device would never end; each fails its unit with an error
# that says what the file is, and the other units still migrate.
mkfifo "$I/fifo.h"
ln -s /dev/zero "$I/zero.h"
printf '#include "fifo.h"\nint f(void) { return 0; }\n' >"$I/inc_fifo.cu"
printf '#include "zero.h"\nint g(void) { return 0; }\n' >"$I/inc_zero.cu"
db headers.json "$(entry inc_fifo.cu)" "$(entry inc_zero.cu)" "$(entry a.cu)"
expect_in header-fifo-device 1 '^Migrated 1 of 3 translation units' -- \
	$IC -p "$I/headers.json" --out-root "$T/oi" --no-build-scripts
for want in "inc_fifo.cu:1:10: error: CUPORT1001:0: clang: 'fifo.h' is a FIFO ($I/fifo.h): cuport reads only regular files" \
	"inc_zero.cu:1:10: error: CUPORT1001:0: clang: 'zero.h' is a character device ($I/zero.h): cuport reads only regular files"; do
	grep -qF "$want" "$T/err" && ok "named: ${want%%:*}" || bad "named: ${want%%:*}" "$(grep -v '^\[' "$T/err" | head -3)"
done
[ ! -e "$T/oi/inc_fifo.cpp" ] && [ ! -e "$T/oi/inc_zero.cpp" ] && [ -e "$T/oi/a.cpp" ] \
	&& ok "units with such headers write nothing" || bad "units with such headers" "$(ls "$T/oi")"
rm -rf "$T/oi"

# Size: no input over 256 MiB is read (sparse files: nothing is written to disk).
truncate -s 300M "$I/huge.json" "$I/huge.cu"
expect_in db-too-large 3 "cannot read compilation database '$I/huge.json': it is larger than 256 MiB" -- \
	$IC -p "$I/huge.json" --out-root "$T/oi"
db huge-src.json "$(entry huge.cu)"
expect_in source-too-large 1 'huge.cu: error: CUPORT1007:0: cannot read the source file: it is larger than 256 MiB' -- \
	$IC -p "$I/huge-src.json" --out-root "$T/oi" --no-build-scripts
rm -f "$I/huge.json" "$I/huge.cu"

# Rule files go through the same reader and JSON checks.
db good.json "$(entry a.cu)"
printf '{"apis": []} {}\n' >"$I/rules.json"
expect_in rule-file-trailing-garbage 3 'rules.json:1:14: text after the end of the JSON value' -- \
	$IC -p "$I/good.json" --out-root "$T/oi" --rule-file "$I/rules.json"
expect_in rule-file-fifo 3 "cannot read rule file '$I/fifo.json': it is a FIFO, not a regular file" -- \
	$IC -p "$I/good.json" --out-root "$T/oi" --rule-file "$I/fifo.json"
# A data folder with no rule file at all loads (no qsort of nothing: UBSan).
mkdir -p "$I/data/include" "$I/data/rules"
expect_in empty-rules-folder 3 'cannot read compilation database' -- \
	env CUPORT_DATA_DIR="$I/data" $IC -p "$I/none.json" --out-root "$T/oi"

# Command-line limits and a --cuda-path that is no SDK (the toolchain must not leak).
expect_in jobs-over-the-limit 2 "-j 100000 is more than 1024, the most jobs cuport runs" -- $IC -j 100000 -p "$I"
expect_in jobs-overflow 2 "-j 99999999999999999999 is more than 1024" -- $IC -j99999999999999999999 -p "$I"
expect_in cuda-path-missing 3 "--cuda-path '$I/no-sdk' is not a CUDA SDK" -- \
	timeout 60 "$CUPORT" --cuda-path "$I/no-sdk" -p "$I/good.json" --out-root "$T/oi"

# A file name that is not UTF-8 (Latin-1 "café.cu"): the JSON and SARIF reports stay
# valid UTF-8 (U+FFFD for each stray byte; SARIF's URIs percent-escape the byte).
L=$T/latin; mkdir -p "$L"
lname=$(printf 'caf\351.cu')
printf '__global__ void k(int *p) { p[0] = 1; }\nvoid run(int *p) { k<<<1, 1>>>(p); cudaIpcCloseMemHandle(p); }\n' >"$L/$lname"
printf '[{"directory": "%s", "file": "%s", "command": "nvcc -c %s"}]\n' "$L" "$lname" "$lname" >"$L/compile_commands.json"
expect_in latin1-file-name 0 '^Migrated 1 of 1' -- \
	$IC -p "$L" --out-root "$T/olatin" --report=all --report-file-prefix="$T/latin-report"
for f in json sarif stats.csv apis.csv html; do
	python3 -c 'import sys; t = open(sys.argv[1], "rb").read().decode("utf-8"); sys.argv[1].endswith(("json", "sarif")) and __import__("json").loads(t)' \
		"$T/latin-report.$f" 2>"$T/py" && ok "report .$f is valid UTF-8" || bad "report .$f is valid UTF-8" "$(tail -1 "$T/py")"
done
grep -q "caf$(printf '\357\277\275').cu" "$T/latin-report.json" && grep -q 'caf%E9.cu' "$T/latin-report.sarif" &&
	ok "the stray byte is U+FFFD in JSON, %E9 in SARIF URIs" || bad "stray byte" "$(grep -ao 'caf[^"]*' "$T/latin-report.json" "$T/latin-report.sarif" | head -4)"

# Data files: what the program reads beside its sources is copied into the out-root at the
# same relative path (the units' folders, and data folders above them up to the in-root);
# sources, headers, build products, hidden folders and other programs' folders are not; what
# the limits or a symbolic link leave out is named in one note (CUPORT1009).
D=$T/data; mkdir -p "$D/prog/data/sub" "$D/prog/.git" "$D/data/prog" "$D/other"
printf '__global__ void k(int *p) { p[0] = 1; }\nvoid run(int *p) { k<<<1, 1>>>(p); }\n' >"$D/prog/a.cu"
printf '[{"directory": "%s", "file": "a.cu", "command": "nvcc -c a.cu"}]\n' "$D/prog" >"$D/prog/compile_commands.json"
printf '1 2 3\n' >"$D/prog/data/in.txt"; printf 'deep\n' >"$D/prog/data/sub/deep.dat"
printf 'beside\n' >"$D/prog/params.cfg"; printf 'shared\n' >"$D/data/prog/shared.txt"
printf 'other\n' >"$D/other/theirs.txt"; printf '[core]\n' >"$D/prog/.git/config"
printf 'int h;\n' >"$D/prog/h.cuh"; printf 'obj' >"$D/prog/a.o"
printf '\177ELF\002\001\001' >"$D/prog/a.out"; chmod +x "$D/prog/a.out"
truncate -s 65M "$D/prog/big.dat"; ln -s data/in.txt "$D/prog/link.txt"
expect data-copy 0 'note: CUPORT1009:0: 2 files of the in-root were not copied to the out-root: .*big.dat. \(over the 64 MiB limit per file\), .*link.txt. \(a symbolic link\)' -- \
	$C -p "$D/prog" --in-root "$D" --out-root "$T/odata" --no-build-scripts
O=$T/odata
missing=""
for f in prog/data/in.txt prog/data/sub/deep.dat prog/params.cfg data/prog/shared.txt; do
	cmp -s "$D/$f" "$O/$f" || missing="$missing $f"
done
[ -z "$missing" ] && ok "data-copy: data files beside, below and above the unit are copied" ||
	bad "data-copy: copied" "missing or different:$missing"
extra=""
for f in other/theirs.txt prog/.git/config prog/h.cuh prog/a.o prog/a.out prog/big.dat prog/link.txt prog/compile_commands.json; do
	[ -e "$O/$f" ] || [ -L "$O/$f" ] && extra="$extra $f"
done
[ -z "$extra" ] && ok "data-copy: no source, header, build product, hidden or other program's file" ||
	bad "data-copy: left out" "copied:$extra"
grep -q 'Migrated 1 of 1 translation units, 0 warnings' "$T/err" && ok "data-copy: the note is no warning" ||
	bad "data-copy: the note is no warning" "$(tail -1 "$T/err")"
expect data-copy-off 0 '^Migrated 1 of 1' -- \
	$C -p "$D/prog" --in-root "$D" --out-root "$T/odata-off" --no-build-scripts --no-copy-data
[ ! -e "$T/odata-off/prog/data" ] && [ ! -e "$T/odata-off/prog/params.cfg" ] && ! grep -q CUPORT1009 "$T/err" &&
	ok "data-copy: --no-copy-data copies nothing" || bad "data-copy: --no-copy-data" "$(ls -R "$T/odata-off" | head)"
rm -f "$D/prog/big.dat" "$D/prog/link.txt"
# an out-root inside the unit's folder is not copied into itself, on the first run or the next
for run in first second; do
	expect "data-copy-inside-$run" 0 '^Migrated 1 of 1' -- \
		$C -p "$D/prog" --in-root "$D" --out-root "$D/prog/migrated" --no-build-scripts
done
[ ! -e "$D/prog/migrated/prog/migrated" ] && cmp -s "$D/prog/data/in.txt" "$D/prog/migrated/prog/data/in.txt" &&
	ok "data-copy: an out-root inside the in-root is left out of the copy" ||
	bad "data-copy: out-root inside" "$(find "$D/prog/migrated" | head)"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

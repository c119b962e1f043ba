#!/usr/bin/env bash
# Reviewing a migration, end to end, on the small project in proj/ (two CUDA units that
# share a header, one host-only file):
#   - the --report files (JSON, CSV, SARIF) against expected/ with times and the temporary
#     root masked; -j1 and -j2 give the same reports;
#   - the SARIF log validates against the official SARIF 2.1.0 schema;
#   - --analysis-mode prints its table (against expected/analysis.txt) and writes nothing;
#   - --keep-original-code adds "// CUDA:" lines and nothing else;
#   - progress: plain "[i/n] file" lines off a terminal, a bar redrawn in place on one.
# usage: run.sh <cuport> [--update]
set -u
CUPORT=$(realpath "${1:?usage: run.sh <cuport> [--update]}")
update=0; [ "${2:-}" = --update ] && update=1
here=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d /tmp/cuport-report-XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1: $2"; }

cp -r "$here/proj" "$T/p"
cat >"$T/p/compile_commands.json" <<JSON
[{"directory": "$T/p", "file": "a.cu", "command": "nvcc -O2 -arch=sm_80 -c a.cu -o a.o"},
 {"directory": "$T/p", "file": "b.cu", "command": "nvcc -O2 -c b.cu -o b.o"},
 {"directory": "$T/p", "file": "main.cpp", "command": "g++ -O2 -c main.cpp -o main.o"}]
JSON
export NO_COLOR=1 CUPORT_DOCS_URL=https://docs.example/cuport/diagnostics
C="$CUPORT --no-cuda-sdk -p $T/p"

# Times and the temporary directory are the only things that may differ between runs.
mask() { sed -e "s#$T#@ROOT@#g" -e 's/"seconds":\([[:space:]]*\)[0-9.e+-]*/"seconds":\10/g' "$1"; }

# b.cu reads clock(), which the .cl keeps and OpenCL C lacks: the kernel check fails that
# unit (CUPORT1230, status kernels-do-not-compile), so the run exits 1 with every file written.
$C --out-root "$T/o1" -j2 --report=json,csv,sarif,html --report-file-prefix="$T/rep1/r" \
	>"$T/out1" 2>"$T/err1"
rc=$?
[ $rc = 1 ] || bad "migrate with reports" "exit $rc, wanted 1: $(tail -3 "$T/err1")"
for f in r.json r.stats.csv r.apis.csv r.sarif; do
	mask "$T/rep1/$f" >"$T/$f.masked"
	if [ $update = 1 ]; then
		cp "$T/$f.masked" "$here/expected/$f"
	elif diff -u "$here/expected/$f" "$T/$f.masked" >"$T/diff"; then
		ok "report $f"
	else
		bad "report $f" "differs from expected/$f"; head -40 "$T/diff"
	fi
done
[ -s "$T/rep1/r.html" ] && ok "html report written" || bad "html report written" "missing"
grep -q '^Report: ' "$T/err1" && ok "console names the report" || bad "console names the report" "no Report: line"

# Deterministic under -j.
$C --out-root "$T/o2" -j1 --report=all --report-file-prefix="$T/rep2/r" >/dev/null 2>&1
same=1
for f in r.json r.stats.csv r.apis.csv r.sarif r.html; do
	cmp -s <(mask "$T/rep1/$f" | sed "s#/o1#/oX#g; s#/rep1#/repX#g") \
	       <(mask "$T/rep2/$f" | sed "s#/o2#/oX#g; s#/rep2#/repX#g") || { same=0; echo "  $f differs"; }
done
[ $same = 1 ] && ok "reports identical for -j1 and -j2" || bad "reports identical for -j1 and -j2" "see above"

# SARIF against the official schema (draft-04), with Debian's python3-jsonschema.
PY=
for p in /usr/bin/python3 python3; do
	"$p" -c 'import jsonschema' 2>/dev/null && { PY=$p; break; }
done
if [ -z "$PY" ]; then
	bad "sarif schema" "no python3 with jsonschema (scripts/install-deps.sh installs python3-jsonschema)"
elif "$PY" - "$here/sarif-schema-2.1.0.json" "$T/rep1/r.sarif" <<'PYEOF'
import json, sys, jsonschema
schema, log = (json.load(open(p)) for p in sys.argv[1:3])
jsonschema.validators.validator_for(schema).check_schema(schema)
errors = list(jsonschema.Draft4Validator(schema).iter_errors(log))
for e in errors[:5]:
    print("  " + "/".join(map(str, e.absolute_path)) + ": " + e.message)
results = log["runs"][0]["results"]
if not results or any("region" not in r["locations"][0]["physicalLocation"] for r in results):
    print("  results lack regions"); sys.exit(1)
sys.exit(1 if errors else 0)
PYEOF
then
	ok "sarif validates against the SARIF 2.1.0 schema"
else
	bad "sarif validates against the SARIF 2.1.0 schema" "see above"
fi

# --analysis-mode: the table, and no output tree.
$C --out-root "$T/o3" --analysis-mode -j2 >"$T/analysis" 2>"$T/err3"
rc=$?
[ $rc = 1 ] && ok "analysis exit status" || bad "analysis exit status" "exit $rc, wanted 1"
[ ! -e "$T/o3" ] && ok "analysis writes nothing" || bad "analysis writes nothing" "$(find "$T/o3" | head -3)"
if [ $update = 1 ]; then
	cp "$T/analysis" "$here/expected/analysis.txt"
elif diff -u "$here/expected/analysis.txt" "$T/analysis"; then
	ok "analysis table"
else
	bad "analysis table" "differs from expected/analysis.txt"
fi
grep -q '^Analysed 2 of 3 translation units, 5 warnings (nothing was written)' "$T/err3" \
	&& ok "analysis summary line" || bad "analysis summary line" "$(tail -1 "$T/err3")"

# --keep-original-code: the host files gain "// CUDA: <original>" lines and nothing else.
$C --out-root "$T/o4" -j2 --keep-original-code >/dev/null 2>&1
kept=0 same=1
for f in a.cpp b.cpp main.cpp include/common.cuh; do
	kept=$((kept + $(grep -c '// CUDA: ' "$T/o4/$f")))
	cmp -s <(grep -v '// CUDA: ' "$T/o4/$f") "$T/o1/$f" || { same=0; echo "  $f: more than comments differ"; }
done
[ $same = 1 ] && ok "keep-original adds only comments" || bad "keep-original adds only comments" "see above"
grep -B1 -F 'cuportMalloc(&d_in, n * sizeof(float));' "$T/o4/a.cpp" | head -1 |
	grep -qF '// CUDA: cudaMalloc(&d_in, n * sizeof(float));' \
	&& ok "original line above its rewrite" || bad "original line above its rewrite" "$(grep -n -B1 cuportMalloc "$T/o4/a.cpp" | head -4)"
[ "$kept" -ge 8 ] && ok "keep-original on every rewritten line ($kept)" || bad "keep-original on every rewritten line" "only $kept"
grep -q '// CUDA: ' "$T/o1/a.cpp" && bad "no originals by default" "found some" || ok "no originals by default"

# Progress: plain lines in unit order off a terminal; a bar on one (script gives a tty).
grep -E '^\[[0-9]/3\] ' "$T/err1" | sed 's#.*/##' | tr '\n' ' ' | grep -qx 'a.cu b.cu main.cpp ' \
	&& ok "plain progress lines in unit order" || bad "plain progress lines in unit order" "$(grep '^\[' "$T/err1")"
if command -v script >/dev/null; then
	TERM=xterm script -qec "$C --out-root $T/o5 -j2" /dev/null >"$T/tty" 2>&1 </dev/null
	if grep -q $'\r\033\[K\[[#-]*\] [0-3]/3 ' "$T/tty" && ! grep -qE '^\[[0-9]/3\] ' "$T/tty"; then
		ok "progress bar on a terminal"
	else
		bad "progress bar on a terminal" "$(tr '\r' '\n' <"$T/tty" | head -5)"
	fi
else
	bad "progress bar on a terminal" "script(1) from util-linux is missing"
fi

[ $update = 1 ] && { echo "updated $here/expected"; exit 0; }
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

#!/usr/bin/env bash
# The HTML review page in a real headless browser (Debian's chromium): it loads with no
# console message at all (errors included), renders every diagnostic, and the filter by
# file, ID and level shows exactly the diagnostics the JSON report says it should. A
# screenshot of the page is kept in <outdir> for a person to look at.
# usage: browser.sh <cuport> <outdir>
set -u
CUPORT=$(realpath "${1:?usage: browser.sh <cuport> <outdir>}")
OUTDIR=$(mkdir -p "${2:?usage: browser.sh <cuport> <outdir>}" && cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d /tmp/cuport-browser-XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1: $2"; }

BROWSER=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$BROWSER" ]; then
	echo "FAIL chromium is not installed (scripts/install-deps.sh installs it)"
	echo "0 passed, 1 failed"; exit 1
fi
cp -r "$here/proj" "$T/p"
cat >"$T/p/compile_commands.json" <<JSON
[{"directory": "$T/p", "file": "a.cu", "command": "nvcc -c a.cu"},
 {"directory": "$T/p", "file": "b.cu", "command": "nvcc -c b.cu"}]
JSON
# b.cu's clock() fails the kernel check (exit 1, CUPORT1230); everything is still written.
NO_COLOR=1 "$CUPORT" --no-cuda-sdk -q -p "$T/p" --out-root "$T/o" --report=json,html \
	--report-file-prefix="$T/r" 2>"$T/err"
rc=$?
[ $rc = 1 ] || bad migrate "exit $rc, wanted 1: $(cat "$T/err")"
PAGE="file://$T/r.html"

# load FRAGMENT: the DOM after the page's script ran, and the browser's log.
load() {
	timeout 60 "$BROWSER" --headless --no-sandbox --disable-gpu --no-first-run \
		--user-data-dir="$T/profile" --enable-logging=stderr --v=0 \
		--virtual-time-budget=5000 --dump-dom "$PAGE#$1" >"$T/dom" 2>"$T/log"
}
shown() { grep -o 'data-shown="[0-9]*"' "$T/dom" | grep -o '[0-9]*'; }
# The count the JSON report gives for a filter (a header's diagnostic once).
want() {
	python3 - "$T/r.json" "$1" "$2" <<'PYEOF'
import json, sys
r, key, val = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
seen = set()
for u in r["units"]:
    for d in u["diagnostics"]:
        k = (d["file"], d["line"], d["column"], d["id"], d["message"])
        lvl = "error" if d["kind"] == "error" else d["effort"]
        if k not in seen and (not key or {"file": d["file"], "id": d["id"], "level": lvl}[key] == val):
            seen.add(k)
print(len(seen))
PYEOF
}

load ""
if grep -q 'data-ready="1"' "$T/dom"; then ok "page renders"; else bad "page renders" "no data-ready"; fi
if grep -q ':CONSOLE' "$T/log"; then
	bad "no console messages" "$(grep ':CONSOLE' "$T/log" | head -3)"
else
	ok "no console messages"
fi
total=$(want "" "")
[ "$(shown)" = "$total" ] && [ "$total" -gt 0 ] && ok "all $total diagnostics shown" \
	|| bad "all diagnostics shown" "page shows $(shown), report has $total"
n=$(grep -o '<article class="diag"' "$T/dom" | wc -l)
[ "$n" = "$total" ] && ok "one article per diagnostic" || bad "one article per diagnostic" "$n articles"
# By default the links open the pages of the docs/diagnostics/ cuport was built from.
link=$(grep -o 'href="file://[^"]*/CUPORT1207.md"' "$T/dom" | head -1 | sed 's/^href="file:\/\///; s/"$//')
[ -n "$link" ] && [ -f "$link" ] && ok "docs link opens $link" || bad "docs links" "no file:// link to an existing CUPORT1207.md"

for f in "level high" "level low" "id CUPORT1207" "file b.cu" "file include/common.cuh"; do
	set -- $f
	load "$1=$2"
	w=$(want "$1" "$2")
	[ "$(shown)" = "$w" ] && [ "$(grep -c ':CONSOLE' "$T/log")" = 0 ] \
		&& ok "filter $1=$2 shows $w" || bad "filter $1=$2" "shows $(shown), want $w"
done
load "level=high&file=b.cu"
[ "$(shown)" = 1 ] && ok "filters combine" || bad "filters combine" "shows $(shown), want 1"

timeout 60 "$BROWSER" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
	--user-data-dir="$T/profile" --window-size=1280,1600 --virtual-time-budget=5000 \
	--screenshot="$OUTDIR/report-screenshot.png" "$PAGE" >/dev/null 2>&1
[ -s "$OUTDIR/report-screenshot.png" ] && ok "screenshot $OUTDIR/report-screenshot.png" \
	|| bad "screenshot" "not written"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

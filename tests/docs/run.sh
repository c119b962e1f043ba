#!/usr/bin/env bash
# Fails when the committed docs/api-support.md differs from what the generator writes from
# the rule files now (someone edited rules/ without refreshing the list, or edited the list
# by hand), printing the difference and the command that refreshes it, and when it links
# to a diagnostic page that docs/diagnostics/ does not have.
# usage: run.sh <gen_api_doc> <rules dir> <committed api-support.md> [build dir]
set -u
GEN=${1:?usage: run.sh <gen_api_doc> <rules dir> <api-support.md>}
RULES=${2:?usage: run.sh <gen_api_doc> <rules dir> <api-support.md>}
DOC=${3:?usage: run.sh <gen_api_doc> <rules dir> <api-support.md>}
BUILD=${4:-<build dir>}
T=$(mktemp -d /tmp/cuport-docs-XXXXXX)
trap 'rm -rf "$T"' EXIT
if ! "$GEN" "$RULES" >"$T/api-support.md" 2>"$T/err"; then
	echo "FAIL gen_api_doc: $(cat "$T/err")"; exit 1
fi
if [ ! -s "$T/api-support.md" ]; then
	echo "FAIL gen_api_doc wrote nothing"; exit 1
fi
if [ ! -f "$DOC" ]; then
	echo "FAIL $DOC is missing"
	echo "refresh it with: cmake --build $BUILD --target docs"; exit 1
fi
if ! diff -u --label "$DOC (committed)" --label "generated from $RULES" "$DOC" "$T/api-support.md"; then
	echo "FAIL $DOC is stale: it differs from what the rules generate (diff above)"
	echo "refresh it with: cmake --build $BUILD --target docs"; exit 1
fi
# Every diagnostic the list links to has its reference page beside it.
missing=0
for page in $(grep -o '](diagnostics/[A-Z]*[0-9]*\.md)' "$DOC" | tr -d '()]' | sort -u); do
	[ -f "$(dirname "$DOC")/$page" ] || { echo "FAIL $DOC links to $page, which does not exist"; missing=1; }
done
[ $missing = 0 ] || exit 1
echo "PASS docs/api-support.md matches rules/ ($(grep -c '^| `' "$DOC") entries)"

#!/usr/bin/env bash
# The README's first command: installs what is needed, builds cuport, then migrates a
# bundled sample the way a user would: its compile database from Bear (or, without nvcc,
# written from the Makefile's commands), cuport into an out-root, and the warnings shown.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bash scripts/install-deps.sh
bash scripts/build.sh
sample=${1:-samples/01-reduction}
[ -d "$sample" ] || sample=tests/cli/demo
work=$(mktemp -d /tmp/cuport-demo-XXXXXX)
cp -r "$sample" "$work/in"
cd "$work/in"
if command -v nvcc >/dev/null; then
	make clean >/dev/null 2>&1 || true
	bear -- make >/dev/null
else
	# No CUDA toolkit: record the commands make would run, without running them.
	make -B -n | bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json
fi
echo "== cuport -p $work/in --out-root $work/out"
set +e
"$root/build/bin/cuport" -p . --out-root "$work/out"
rc=$?
set -e
echo "== migrated tree ($work/out):"
(cd "$work/out" && find . -type f | sort)
exit $rc

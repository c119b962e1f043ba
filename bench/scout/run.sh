#!/usr/bin/env bash
# Scout cuport on real CUDA programs beyond the public corpus, measured the way the hidden
# set is: extract from the suite snapshot, record compile_commands.json with the program's
# own build under Bear, migrate (in-root = the suite root), build the migrated units against
# the runtime, run on the default OpenCL device, classify. See bench/scout/README.md.
#
# usage: bench/scout/run.sh CUPORT OUT [--suite hecbench|cuda-samples|rodinia|polybench]
#            [--only NAME | --list FILE | --sample N --seed S] [-j N] [--work DIR]
#            [--timeout S]
#
# OUT (outside the repository) gets results.tsv (program, stage, verdict, seconds, first
# error line), summary.txt (verdict tally, most common first errors), logs/<program>/ and the
# migrated trees; the prepared programs are kept in OUT/work (or --work) and reused.
set -u
HERE=$(dirname "$(readlink -f "$0")")
[ $# -ge 2 ] || { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
command -v bear >/dev/null || { echo "run.sh: bear not found" >&2; exit 2; }
exec python3 "$HERE/scout.py" "$@"

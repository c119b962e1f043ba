#!/usr/bin/env bash
# The public corpus built by its own migrated build scripts (issue 16, "done when").
#
# corpus/run.sh builds each migrated program from its compile database; this script builds it
# the way a user would: with the build script the program came with (the cuda-samples
# CMakeLists.txt with the suite's cmake/ folder, the HeCBench, Rodinia and PolyBench
# Makefiles), migrated by cuport next to the sources, and nothing else. For each program:
#   1. the suite's prepared tree (corpus/prepare.sh) is copied, and the shared build files
#      its scripts include but prepare.sh does not extract (Rodinia's common/make.config,
#      PolyBench's CUDA/common.mk) are added from the suite's snapshot in MIRROR;
#   2. cuport migrates the program (in-root = the suite's root, as corpus/run.sh does);
#   3. the out-root's program folder is built with its migrated script: CMake where the
#      folder's CMakeLists.txt is a project of its own, else make (the default goal);
#   4. the program runs with runs.tsv's arguments on the default OpenCL device and is judged
#      by runs.tsv's criterion (exit0, word:, count:, nomatch:, polybench, none:).
# Prints one line per program and a summary; exit status 0 when every program builds and
# passes (RAN for those with no self-check).
#   usage: corpus.sh <cuport> <cuport build dir> CORPUS MIRROR OUT [--only SUBSTRING]
set -u
CUPORT=$(realpath "${1:?usage: corpus.sh <cuport> <build dir> CORPUS MIRROR OUT [--only S]}")
BUILD=$(realpath "${2:?}")
CORPUS=$(realpath "${3:?}")
MIRROR=$(realpath "${4:?}")
OUT=${5:?}
only=; [ "${6:-}" = --only ] && only=${7:-}
here=$(cd "$(dirname "$0")" && pwd)
shared=${CORPUS_SCRIPTS:-$(cd "$here/../../../shared/corpus" 2>/dev/null && pwd)}
[ -f "$shared/list.tsv" ] || { echo "corpus.sh: no list.tsv (set CORPUS_SCRIPTS to the corpus scripts' folder)" >&2; exit 2; }
export PKG_CONFIG_PATH=$BUILD/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
export CMAKE_PREFIX_PATH=$BUILD${CMAKE_PREFIX_PATH:+:$CMAKE_PREFIX_PATH}
export CUPORT_CACHE_DIR=${CUPORT_CACHE_DIR:-$OUT/cache} NO_COLOR=1
rm -rf "$OUT" && mkdir -p "$OUT/in" "$OUT/out" || exit 4
OUT=$(realpath "$OUT")

# The suite's snapshot: MIRROR/<owner>+<name>/repo, a bare git directory.
declare -A REPO=([cuda-samples]=NVIDIA+cuda-samples [hecbench]=zjin-lcf+HeCBench
	[rodinia]=yuhc+gpu-rodinia [polybench-gpu]=sgrauerg+polybenchGpu)
snapshot_file() { # suite path -> the file's text on stdout, status 1 when absent
	local gd=$MIRROR/${REPO[$1]}/repo
	[ -d "$gd/.git" ] && gd=$gd/.git
	git --git-dir="$gd" show "HEAD:$2" 2>/dev/null
}

# add_includes SUITE DIR: every file a Makefile in DIR includes (make's `include`, relative
# paths) that the prepared tree lacks is taken from the snapshot, recursively.
add_includes() {
	local suite=$1 dir=$2 mk inc rel
	for mk in "$dir"/Makefile "$dir"/makefile "$dir"/*.mk "$dir"/make.config; do
		[ -f "$mk" ] || continue
		sed -n 's/^[-s]\{0,1\}include[ \t]\{1,\}//p' "$mk" | tr ' ' '\n' | while read -r inc; do
			[ -n "$inc" ] && case $inc in /*|*'$'*) continue ;; esac
			[ -n "$inc" ] || continue
			rel=$(realpath -m --relative-to="$OUT/in/$suite" "$(dirname "$mk")/$inc")
			[ -f "$OUT/in/$suite/$rel" ] && continue
			case $rel in ../*) continue ;; esac
			mkdir -p "$(dirname "$OUT/in/$suite/$rel")"
			snapshot_file "$suite" "$rel" >"$OUT/in/$suite/$rel" || { rm -f "$OUT/in/$suite/$rel"; continue; }
			echo "  (added $suite/$rel from the snapshot)"
			add_includes "$suite" "$(dirname "$OUT/in/$suite/$rel")"
		done
	done
}

# judge CRITERION LOG RC -> PASS, RAN or FAIL:<why>
judge() {
	python3 - "$1" "$2" "$3" <<'PY'
import re, sys
crit, log, rc = sys.argv[1], open(sys.argv[2], errors="replace").read().splitlines(), int(sys.argv[3])
fail_re = re.compile(r"FAIL|Test failed|MISMATCH|Error!|corrupted|do not match|dismatch")
why, ran_only = [], False
if rc != 0:
    why.append("exit status %d" % rc)
for c in (x.strip() for x in crit.split("&&")):
    if c == "exit0":
        pass
    elif c.startswith("word:"):
        if not any(re.search(c[5:], l) for l in log):
            why.append("no line matches " + c[5:])
        if any(fail_re.search(l) for l in log):
            why.append("a failure line")
    elif c.startswith("count:"):
        n, rx = c[6:].split(":", 1)
        if sum(1 for l in log if re.search(rx, l)) != int(n):
            why.append("not %s lines match %s" % (n, rx))
    elif c.startswith("nomatch:"):
        if any(re.search(c[8:], l) for l in log):
            why.append("a line matches " + c[8:])
    elif c == "polybench":
        m = [re.search(r"Non-Matching CPU-GPU Outputs Beyond Error Threshold of [0-9.]+ Percent: *([0-9]+)", l) for l in log]
        m = [x for x in m if x]
        if not m or any(int(x.group(1)) for x in m):
            why.append("polybench outputs differ or no check line")
    elif c.startswith("none:"):
        ran_only = True
    else:
        why.append("unknown criterion " + c)
print("FAIL:" + "; ".join(why) if why else ("RAN" if ran_only else "PASS"))
PY
}

total=0 good=0
while IFS=$'\t' read -r set suite path _; do
	[ "$set" = public ] || continue
	[ -n "$only" ] && [[ "$suite/$path" != *"$only"* ]] && continue
	total=$((total + 1))
	name=$(basename "$path")
	echo "[$suite/$path]"
	if [ ! -d "$OUT/in/$suite" ]; then
		# the copy's compile databases name the copy (prepare.sh wrote absolute paths)
		cp -r "$CORPUS/$suite" "$OUT/in/$suite" &&
			find "$OUT/in/$suite" -name compile_commands.json -exec sed -i "s#$CORPUS/#$OUT/in/#g" {} +
	fi
	src=$OUT/in/$suite/$path dst=$OUT/out/$suite/$path log=$OUT/$suite-$name
	add_includes "$suite" "$src"
	# the migration of one program; the out-root of the suite is shared like run.sh's
	if ! "$CUPORT" -q -p "$src" --in-root "$OUT/in/$suite" --out-root "$OUT/out/$suite" >"$log.migrate" 2>&1; then
		echo "    migrate FAILED ($(tail -1 "$log.migrate"))"; continue
	fi
	how=make
	if [ -f "$dst/CMakeLists.txt" ] && grep -qi '^[[:space:]]*project[[:space:]]*(' "$dst/CMakeLists.txt"; then how=cmake; fi
	if [ $how = cmake ]; then
		(cmake -S "$dst" -B "$dst/_build" -DCMAKE_BUILD_TYPE=Release &&
			cmake --build "$dst/_build" -j2) >"$log.build" 2>&1
	else
		make -C "$dst" >"$log.build" 2>&1
	fi
	if [ $? != 0 ]; then echo "    build ($how) FAILED:"; grep -m3 -i 'error' "$log.build" | sed 's/^/      /'; continue; fi
	# the program: the newest executable the build wrote
	exe=$(find "$dst" -type f -perm -u+x -newer "$log.migrate" ! -name '*.sh' ! -path '*/CMakeFiles/*' \
		-printf '%T@ %p\n' | sort -rn | head -1 | cut -d' ' -f2-)
	[ -n "$exe" ] || { echo "    build ($how) wrote no program"; continue; }
	args=$(awk -F'\t' -v s="$suite" -v p="$path" '$1 == s && $2 == p { print $3 }' "$shared/runs.tsv")
	crit=$(awk -F'\t' -v s="$suite" -v p="$path" '$1 == s && $2 == p { print $4 }' "$shared/runs.tsv")
	[ "$args" = - ] && args=
	# shellcheck disable=SC2086
	(cd "$(dirname "$exe")" && timeout 600 "$exe" $args) >"$log.run" 2>&1
	verdict=$(judge "$crit" "$log.run" $?)
	echo "    built by the migrated $how script ($(realpath --relative-to="$OUT/out" "$exe")), run: $verdict"
	case $verdict in PASS|RAN) good=$((good + 1)) ;; esac
done <"$shared/list.tsv"
echo "corpus build scripts: $good of $total programs build with their migrated script and pass"
[ "$good" = "$total" ]

#!/usr/bin/env bash
# The installed tree works on its own. `cmake --install` puts cuport, its data and the
# runtime under a scratch prefix; the installed cuport migrates samples/01-reduction, and
# the migrated program is built against the installed runtime twice and run on the default
# OpenCL device with --quick, where it must print PASS:
#   pkg-config  PKG_CONFIG_PATH=<prefix>/lib/pkgconfig, `pkg-config --cflags --libs cuport`;
#   CMake       a three-line project with find_package(cuport) and cuport::cuport.
# Both programs must load libcuport from the prefix, and no installed file may name the
# build or source tree (an install that only works beside its build is no install).
# usage: run.sh <build dir>
set -u
BUILD=$(realpath "${1:?usage: run.sh <build dir>}")
root=$(cd "$(dirname "$0")/../.." && pwd)
CXX=${CXX:-g++}
T=$(mktemp -d /tmp/cuport-install-XXXXXX)
trap 'rm -rf "$T"' EXIT
P=$T/prefix
fail=0

ok()   { echo "PASS $1"; }
bad()  { echo "FAIL $1"; [ -n "${2:-}" ] && [ -f "$2" ] && tail -20 "$2" | sed 's/^/    /'; fail=$((fail + 1)); }

# run_prog LABEL PROGRAM: runs from an unrelated directory, checks PASS and the library path.
run_prog()
{
	local lib
	lib=$(ldd "$2" | awk '/libcuport\.so/ {print $3}')
	case "$lib" in
	"$P"/*) ;;
	*) bad "$1: libcuport resolves to '${lib:-nothing}', not into $P"; return ;;
	esac
	if (cd "$T" && timeout 300 "$2" --quick >"$T/$1.run.log" 2>&1) && grep -qx PASS "$T/$1.run.log"; then
		ok "$1: builds against the install and prints PASS ($(grep '^time_ms' "$T/$1.run.log"))"
	else
		bad "$1: the program did not print PASS" "$T/$1.run.log"
	fi
}

if ! cmake --install "$BUILD" --prefix "$P" >"$T/install.log" 2>&1; then
	bad "cmake --install $BUILD --prefix $P" "$T/install.log"; exit 1
fi
leaks=$(grep -rlI -e "$BUILD" -e "$root" "$P" 2>/dev/null)
[ -z "$leaks" ] && ok "no installed file names the build or source tree" ||
	bad "installed files name the build or source tree: $leaks"
pcdir=$(dirname "$(find "$P" -name cuport.pc | head -1)")
[ -f "$pcdir/cuport.pc" ] || { bad "no cuport.pc under $P"; exit 1; }

# Migrate with the installed binary: it must find share/cuport (headers, rules) by itself.
cp -r "$root/samples/01-reduction" "$T/in"
(cd "$T/in" && make -B -n | bash "$root/scripts/compdb-from-commands.sh" >compile_commands.json)
if NO_COLOR=1 "$P/bin/cuport" --no-cuda-sdk -p "$T/in" --out-root "$T/out" >"$T/migrate.log" 2>&1 &&
   [ -f "$T/out/reduction.cpp" ]; then
	ok "the installed cuport migrates 01-reduction ($(tail -1 "$T/migrate.log"))"
else
	bad "the installed cuport cannot migrate 01-reduction" "$T/migrate.log"; exit 1
fi

flags=$(PKG_CONFIG_PATH=$pcdir pkg-config --cflags --libs cuport) || { bad "pkg-config --libs cuport"; exit 1; }
if $CXX -std=c++17 "$T/out/reduction.cpp" -o "$T/prog-pc" $flags >"$T/pc.log" 2>&1; then
	run_prog pkg-config "$T/prog-pc"
else
	bad "pkg-config: $CXX -std=c++17 reduction.cpp $flags" "$T/pc.log"
fi

mkdir -p "$T/cm"
cat >"$T/cm/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.20)
project(migrated LANGUAGES CXX)
find_package(cuport REQUIRED)
add_executable(reduction $T/out/reduction.cpp)
target_link_libraries(reduction PRIVATE cuport::cuport)
EOF
if cmake -S "$T/cm" -B "$T/cm/build" -DCMAKE_PREFIX_PATH="$P" -DCMAKE_CXX_STANDARD=17 \
	>"$T/cm.log" 2>&1 && cmake --build "$T/cm/build" >>"$T/cm.log" 2>&1; then
	run_prog find_package "$T/cm/build/reduction"
else
	bad "find_package(cuport): the CMake project does not build" "$T/cm.log"
fi
[ "$fail" = 0 ]

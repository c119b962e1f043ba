#!/usr/bin/env bash
# Installs the Debian 12 packages cuport needs to build, test and run migrated programs.
# Safe to run again; does nothing when everything is already there.
set -euo pipefail
# libclang-rt-19-dev: libFuzzer and the sanitizer runtimes for clang-19 (the sanitizer
# suite); llvm-19: llvm-symbolizer, so a sanitizer report names files and lines.
pkgs=(clang-19 libclang-19-dev libclang-rt-19-dev llvm-19 libcjson-dev check bear cmake make gcc g++ pkg-config
      ocl-icd-opencl-dev opencl-headers pocl-opencl-icd clinfo
      python3 python3-jsonschema chromium)
missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
[ ${#missing[@]} = 0 ] && exit 0
SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
echo "cuport: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

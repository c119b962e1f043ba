#!/usr/bin/env bash
# Installs the Debian 12 packages cuport needs to build, test and run migrated programs.
# Safe to run again; does nothing when everything is already there.
set -euo pipefail
pkgs=(clang-19 libclang-19-dev libcjson-dev check bear cmake make gcc g++ pkg-config
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

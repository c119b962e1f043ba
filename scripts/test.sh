#!/usr/bin/env bash
# The README's test command: installs what is needed, builds, and runs every test suite,
# then the same code again under ASan/UBSan with the fuzz targets (scripts/test-sanitize.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
ctest --test-dir build --output-on-failure -j"$(nproc)"
bash scripts/test-sanitize.sh

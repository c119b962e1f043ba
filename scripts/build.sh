#!/usr/bin/env bash
# Configures and builds cuport (the migrator, the runtime, the tests) into build/.
# Extra arguments go to CMake's configure step, e.g. -DCUPORT_SANITIZE=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
cmake --build build -j"$(nproc)"

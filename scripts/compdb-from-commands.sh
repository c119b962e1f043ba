#!/usr/bin/env bash
# Writes a compile_commands.json (to stdout) from compiler command lines on stdin, such as
# `make -n` prints: for machines without nvcc, where Bear has nothing to record. Each line
# that runs nvcc, g++, gcc, c++, cc or clang with -c on a source file becomes one entry.
set -euo pipefail
prog='
import json, shlex, sys, os
compilers = ("nvcc", "g++", "gcc", "c++", "cc", "clang", "clang++")
out = []
for line in sys.stdin:
    try:
        argv = shlex.split(line)
    except ValueError:
        continue
    if not argv or os.path.basename(argv[0]) not in compilers or "-c" not in argv:
        continue
    for a in argv[1:]:
        if a.endswith((".cu", ".cpp", ".cc", ".cxx", ".c")):
            out.append({"directory": os.getcwd(), "file": a, "arguments": argv})
json.dump(out, sys.stdout, indent=1)
print()
'
python3 -c "$prog"

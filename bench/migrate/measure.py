"""The measuring half of bench/migrate/run.sh (see there): runs cuport and the clang
parse floor on the prepared work tree and prints the tables.  Wall time is the best of
--repeat runs (the usual estimate of a command's cost on a noisy machine); peak RSS is
the child's ru_maxrss from wait4, the figure /usr/bin/time -v reports."""
import argparse
import json
import math
import os
import shutil
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor

CUDA_EXT = (".cu", ".cuh")
# nvcc/gcc flags that carry over to the parse: the ones cuport's flags.c keeps.
KEEP_NEXT = ("-I", "-D", "-U", "-include", "-isystem", "-iquote")


def run_once(argv, cwd=None):
    """(wall seconds, peak RSS in KiB, exit status) of one run of argv."""
    start = time.perf_counter()
    p = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - start
    p.returncode = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_maxrss, p.returncode


def best_of(argv, repeat, cwd=None, before=None):
    walls, rss, rc = [], 0, 0
    for _ in range(repeat):
        if before:
            before()
        w, m, rc = run_once(argv, cwd)
        walls.append(w)
        rss = max(rss, m)
    return min(walls), rss, rc


def unit_flags(entry):
    """The unit's own flags as cuport passes them to libclang: includes, macros, -std;
    relative paths made absolute against the entry's directory."""
    argv = entry.get("arguments") or entry["command"].split()
    d = entry["directory"]
    out, i = [], 1
    while i < len(argv):
        a = argv[i]
        if a in KEEP_NEXT and i + 1 < len(argv):
            v = argv[i + 1]
            if a not in ("-D", "-U"):
                v = os.path.join(d, v)
            out += [a, v]
            i += 2
            continue
        for f in KEEP_NEXT:
            if a.startswith(f) and len(a) > len(f) and not a.startswith("-include-"):
                v = a[len(f):]
                out.append(f + (v if f in ("-D", "-U") else os.path.join(d, v)))
                break
        else:
            if a.startswith("-std="):
                out.append(a)
        i += 1
    return out


def floor_argv(clang, inc, path, flags):
    """clang -fsyntax-only with cuport's no-SDK recipe (headers/cuda/README.md)."""
    if path.endswith(CUDA_EXT):
        lang = ["-x", "cuda", "--cuda-host-only", "-isystem", inc, "--cuda-path=" + inc,
                "-nocudainc", "-nocudalib", "-Xclang", "-target-sdk-version=12.5",
                "-Xclang", "-fcuda-allow-variadic-functions", "-include",
                os.path.join(inc, "cuda_runtime.h")]
    else:
        lang = ["-isystem", inc]
    return [clang, "-fsyntax-only"] + lang + flags + ["-w", path]


def db_units(db_path):
    with open(db_path) as f:
        entries = json.load(f)
    return [(os.path.join(e["directory"], e["file"]), unit_flags(e), e["directory"])
            for e in entries]


def floor_of(args, units, repeat):
    total, rss = 0.0, 0
    for path, flags, d in units:
        w, m, _ = best_of(floor_argv(args.clang, args.inc, path, flags), repeat, cwd=d)
        total += w
        rss = max(rss, m)
    return total, rss


def cuport_of(args, cmd_tail, repeat):
    out = os.path.join(args.work, "out")
    clean = lambda: shutil.rmtree(out, ignore_errors=True)
    argv = [args.cuport, "--no-cuda-sdk", "-q", "--out-root", out] + cmd_tail
    return best_of(argv, repeat, before=clean)


def row(name, n, floor, cup, table):
    ratio = cup[0] / floor[0] if floor[0] else float("nan")
    table.append(ratio)
    print("%-22s %5d %10.0f %10.0f %6.2f %10.0f %10.0f%s" % (
        name, n, floor[0] * 1e3, cup[0] * 1e3, ratio, floor[1] / 1024, cup[1] / 1024,
        "" if cup[2] == 0 else "  (cuport exit %d)" % cup[2]))


def per_sample(args):
    print("per unit set: cuport --no-cuda-sdk -j1 vs %s -fsyntax-only, same arguments, "
          "best of %d" % (args.clang, args.repeat))
    print("%-22s %5s %10s %10s %6s %10s %10s" % ("units", "n", "floor ms", "cuport ms",
                                                  "ratio", "floor MiB", "cuport MiB"))
    ratios = []
    sdir = os.path.join(args.work, "samples")
    for name in sorted(os.listdir(sdir)):
        db = os.path.join(sdir, name, "compile_commands.json")
        units = db_units(db)
        row(name, len(units), floor_of(args, units, args.repeat),
            cuport_of(args, ["-j1", "-p", db], args.repeat), ratios)
    corpus = os.path.join(args.root, "tests", "parse")
    files = sorted(f for f in os.listdir(corpus) if f.endswith(".cu"))
    floor, cup = [0.0, 0], [0.0, 0, 0]
    for f in files:
        path = os.path.join(corpus, f)
        extra = parse_flags(path)
        w, m = floor_of(args, [(path, extra, corpus)], args.repeat)
        floor = [floor[0] + w, max(floor[1], m)]
        w, m, rc = cuport_of(args, ["-j1"] + ["--extra-arg=" + x for x in extra] + [path],
                             args.repeat)
        cup = [cup[0] + w, max(cup[1], m), cup[2] or rc]
    row("tests/parse (each)", len(files), floor, cup, ratios)
    geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print("geometric mean of the ratios: %.2f (target: at most 1.20 per unit)" % geo)


def parse_flags(path):
    with open(path) as f:
        for line in f:
            if line.startswith("// cuport-parse-flags:"):
                return line.split(":", 1)[1].split()
    return []


def many_tree(args, copies):
    """copies x every sample under one root with one compile DB; its path and size."""
    root = os.path.join(args.work, "many%d" % copies)
    db = os.path.join(root, "compile_commands.json")
    if os.path.exists(db):  # the same tree serves the cuport and the floor rows
        with open(db) as f:
            return db, json.load(f)
    entries = []
    for k in range(copies):
        for name in sorted(os.listdir(os.path.join(args.work, "samples"))):
            src = os.path.join(args.work, "samples", name)
            dst = os.path.join(root, "c%02d" % k, name)
            shutil.copytree(src, dst)
            with open(os.path.join(dst, "compile_commands.json")) as f:
                for e in json.load(f):
                    e["directory"] = dst
                    entries.append(e)
    db = os.path.join(root, "compile_commands.json")
    with open(db, "w") as f:
        json.dump(entries, f)
    return db, entries


def scaling(args):
    db, entries = many_tree(args, args.copies)
    n = len(entries)
    print()
    print("scaling: %d units (%d copies of the samples), one run each" % (n, args.copies))
    print("%-22s %9s %9s %8s %10s" % ("", "wall s", "units/s", "speedup", "peak MiB"))
    # one untimed run first, so that the -j1 figure does not pay for a cold page cache
    cuport_of(args, ["-j2", "-p", db], 1)
    base = None
    for j in (1, 2):
        w, m, rc = cuport_of(args, ["-j%d" % j, "-p", db], 1)
        base = base or w
        print("%-22s %9.2f %9.1f %7.2fx %10.0f%s" % ("cuport -j%d" % j, w, n / w, base / w,
                                                    m / 1024, "" if rc == 0 else
                                                    "  (exit %d)" % rc))
    fdb, fentries = many_tree(args, args.floor_copies)
    units = db_units(fdb)
    fbase = None
    for u in units:
        run_once(floor_argv(args.clang, args.inc, u[0], u[1]), u[2])  # warm-up
    for j in (1, 2):
        start = time.perf_counter()
        with ThreadPoolExecutor(max_workers=j) as pool:
            list(pool.map(lambda u: run_once(floor_argv(args.clang, args.inc, u[0], u[1]),
                                             u[2]), units))
        w = time.perf_counter() - start
        fbase = fbase or w
        print("%-22s %9.2f %9.1f %7.2fx %10s" % ("floor -j%d (%d units)" % (j, len(units)), w,
                                                len(units) / w, fbase / w, "-"))
    print("target: cuport -j2 at least 1.80x faster than -j1 on two cores "
          "(the floor row shows what this machine allows)")


def main():
    ap = argparse.ArgumentParser()
    for opt in ("--cuport", "--clang", "--root", "--work"):
        ap.add_argument(opt, required=True)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--copies", type=int, default=20)
    ap.add_argument("--floor-copies", type=int, default=4)
    args = ap.parse_args()
    args.inc = os.path.join(args.root, "src", "include")
    print("machine: %d CPUs; cuport: %s" % (os.cpu_count(), args.cuport))
    per_sample(args)
    scaling(args)


if __name__ == "__main__":
    main()

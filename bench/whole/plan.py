#!/usr/bin/env python3
"""Build scripts for one corpus program, for bench/whole/gpu.sh on the GPU machine.

usage: plan.py PROG_DIR IN_ROOT NAME LINK_FLAGS

PROG_DIR holds the compile_commands.json that the corpus's prepare step recorded (nvcc
under bear); IN_ROOT is the suite's root. Writes two scripts into PROG_DIR's twin under
the current directory's cuda/ and mig/ trees (both are copies of IN_ROOT's suite):

  cuda/<suite>/<path>/whole-build.sh   each unit with the recorded command, nvcc's -arch
                                       set to sm_90, then linked with nvcc (LINK_FLAGS)
  mig/<suite>/<path>/whole-build.sh    each migrated unit (.cu -> .cpp) with g++ -O2 and
                                       the unit's own -I/-D/-U/-include (CUDA toolkit
                                       directories dropped), against $CUPORT_CFLAGS and
                                       $CUPORT_LIBS, then linked

Paths are relative to the script's folder, so the trees can move; the CUDA build keeps
the recorded -I of the toolkit (the GPU machine has it where the corpus was prepared).
"""
import json
import os
import shlex
import sys

prog, inroot, name, link_flags = sys.argv[1:5]
prog, inroot = os.path.normpath(prog), os.path.normpath(inroot)
suite = os.path.basename(inroot)
rel_prog = os.path.relpath(prog, inroot)
db = json.load(open(os.path.join(prog, 'compile_commands.json')))


def cuda_sdk(p):
    return p.startswith('/usr/local/cuda') or p.startswith('/opt/cuda')


def rel(p, base):
    """p (absolute, inside inroot) relative to the folder base (absolute, inside inroot)."""
    return os.path.relpath(os.path.normpath(p), base)


def unit_args(e):
    args = e.get('arguments') or shlex.split(e['command'])
    return args, e['directory'], os.path.normpath(os.path.join(e['directory'], e['file']))


def cuda_script():
    lines = []
    for e in db:
        args, d, _ = unit_args(e)
        out = []
        i = 1
        while i < len(args):
            a = args[i]
            if a.startswith('-arch=') or a.startswith('--gpu-architecture='):
                out.append('-arch=sm_90')
            elif a in ('-arch', '--gpu-architecture'):
                out.append('-arch=sm_90')
                i += 1
            elif a == '-o':
                out += ['-o', os.path.join('.whole-obj', os.path.basename(args[i + 1]))]
                i += 1
            else:
                out.append(a)
            i += 1
        tool = 'nvcc' if os.path.basename(args[0]) == 'nvcc' else os.path.basename(args[0])
        lines.append('(cd "%s" && %s %s)' % (rel(d, prog), tool, ' '.join(shlex.quote(x) for x in out)))
    return lines


def mig_script():
    lines = []
    objs = []
    for n, e in enumerate(db):
        args, d, f = unit_args(e)
        flags = []
        i = 1
        while i < len(args):
            a = args[i]
            nxt = args[i + 1] if i + 1 < len(args) else ''
            if a in ('-I', '-isystem', '-iquote', '-D', '-U', '-include'):
                opt, v, i = a, nxt, i + 2
            elif a[:2] in ('-I', '-D', '-U'):
                opt, v, i = a[:2], a[2:], i + 1
            else:
                i += 1
                continue
            if opt in ('-D', '-U'):
                flags.append(shlex.quote(opt + v))
            elif opt == '-include':
                flags += ['-include', rel(os.path.join(d, v), d)]
            else:
                p = os.path.normpath(os.path.join(d, v))
                if not cuda_sdk(p):
                    flags.append('-I' + rel(p, d) if opt == '-I' else opt + ' ' + rel(p, d))
        base, ext = os.path.splitext(f)
        src = base + '.cpp' if ext == '.cu' else f
        cc = 'gcc -O2' if ext == '.c' else 'g++ -std=c++17 -O2'
        obj = os.path.join(os.path.relpath(prog, d), '.whole-obj', '%d-%s.o' % (n, os.path.basename(src)))
        objs.append('.whole-obj/%d-%s.o' % (n, os.path.basename(src)))
        lines.append('(cd "%s" && %s %s -c %s -o %s $CUPORT_CFLAGS)' %
                     (rel(d, prog), cc, ' '.join(flags), rel(src, d), obj))
    lines.append('g++ %s -o %s.cuport $CUPORT_LIBS' % (' '.join(objs), name))
    return lines


def write(tree, lines):
    path = os.path.join(tree, suite, rel_prog, 'whole-build.sh')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as o:
        o.write('#!/bin/sh\n# written by bench/whole/plan.py\nset -e\ncd "$(dirname "$0")"\n'
                'mkdir -p .whole-obj\n')
        o.write('\n'.join(lines) + '\n')


cuda = cuda_script()
cuda.append('nvcc -arch=sm_90 %s .whole-obj/*.o -o %s.cuda' % (link_flags, name))
write('cuda', cuda)
write('mig', mig_script())

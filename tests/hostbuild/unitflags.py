#!/usr/bin/env python3
"""How to build a migrated tree unit by unit, as its original build did: for each entry of
<in-root>/compile_commands.json, one line with the migrated source under <out-root> and,
after a tab, the entry's -D/-U/-I flags and -fopenmp (also inside -Xcompiler lists: it
changes what the host compiler builds) separated by \x1f (argument files -- @file, nvcc's
--options-file -- read in place; include paths under the in-root re-rooted into the
out-root; include paths into a CUDA SDK dropped, since the migrated program must not need
one). usage: unitflags.py <in-root> <out-root>"""
import json, os, shlex, sys
root, out = sys.argv[1:3]
def words(args, d):
    # the command's arguments with @file and nvcc's --options-file/-optf read in place
    i = 0
    while i < len(args):
        a, files = args[i], None
        if a.startswith('@') and len(a) > 1:
            files = [a[1:]]
        elif a in ('--options-file', '-optf') and i + 1 < len(args):
            i += 1
            files = args[i].split(',')
        elif a.startswith('--options-file='):
            files = a.split('=', 1)[1].split(',')
        if files is None:
            yield a
        for f in files or []:
            yield from words(shlex.split(open(os.path.join(d, f)).read()), d)
        i += 1
for e in json.load(open(os.path.join(root, 'compile_commands.json'))):
    d = e['directory']
    args = list(words(e.get('arguments') or shlex.split(e['command']), d))
    flags, i = [], 1
    while i < len(args):
        a = args[i]
        if a in ('-I', '-D', '-U') and i + 1 < len(args):
            opt, v = a, args[i + 1]
            i += 2
        else:
            opt, v = a[:2], a[2:]
            i += 1
        if a in ('-Xcompiler', '--compiler-options') and i < len(args):
            flags += [f for f in args[i].split(',') if f == '-fopenmp']
            i += 1
            continue
        if a == '-fopenmp':
            flags.append(a)
        elif opt in ('-D', '-U'):
            flags.append(opt + v)
        elif opt == '-I':
            p = os.path.normpath(os.path.join(d, v))
            if os.path.exists(os.path.join(p, 'cuda_runtime.h')):
                continue
            if p == root or p.startswith(root + os.sep):
                p = os.path.join(out, os.path.relpath(p, root))
            flags.append('-I' + p)
    src = os.path.relpath(os.path.normpath(os.path.join(d, e['file'])), root)
    base, ext = os.path.splitext(src)
    print(os.path.join(out, base + '.cpp' if ext == '.cu' else src) + '\t' + '\x1f'.join(flags))

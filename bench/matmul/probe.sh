#!/usr/bin/env bash
# The tiled matmul (samples/03-matmul) on NVIDIA: CUDA against NVIDIA's OpenCL, taken apart.
# On the GPU machine, from the repository root, with the directory bench/samples/prepare.sh
# made:
#   bash bench/matmul/probe.sh out/gpu [OUTDIR]
# Prints the blocks resident per SM under each API, then the kernel's time for each form of
# it: the nvcc build; the PTX of nvcc and of NVIDIA's OpenCL compiler loaded through the CUDA
# driver; the migrated .cl, the same without the alignment cuport gives __local arrays, and
# nvcc's PTX, each through NVIDIA's OpenCL.  For every PTX, the shared loads in the SASS
# ptxas makes of it.  PTX and SASS are kept in OUTDIR.
set -u
G=$(cd "${1:?usage: probe.sh <dir from prepare.sh> [outdir]}" && pwd)
O=${2:-/tmp/cuport-probe}
root=$(pwd)
B=/tmp/cuport-probe-build
mkdir -p "$O" "$B"
. "$root/bench/gpu-env.sh"
gpu_env "$G/debs"
src=$root/bench/matmul
S="${SIZE:-2048} ${SIZE:-2048} ${SIZE:-2048} ${ITERS:-20}"
nvcc -O3 -arch=sm_90 -o "$B/probe_cu" "$src/probe.cu" -lcuda || exit 1
gcc -O2 -o "$B/probe_cl" "$src/probe_cl.c" $ocl || exit 1
cl=$B/aligned.cl
cp "$G/mig/03-matmul/matmul.cl" "$cl"
sed 's/ __attribute__((aligned(16)))//' "$cl" >"$B/unaligned.cl"
# nvcc's PTX, its pointer parameters marked as OpenCL's compiler marks them, so that
# NVIDIA's OpenCL binds buffers to them.
nvcc -O3 -arch=sm_90 -ptx -o - "$src/probe.cu" |
	sed 's/\.param \.u64 \(matmulTiled_param_[012]\)/.param .u64 .ptr .global .align 4 \1/' >"$O/nvcc.ptx"
for v in aligned unaligned; do
	"$B/probe_cl" ptx "$B/$v.cl" "$B/$v.bin" || exit 1
	tr -d '\0' <"$B/$v.bin" >"$O/opencl-$v.ptx"
done
echo "=== occupancy"
"$B/probe_cu" occ
"$B/probe_cl" occ
echo "=== CUDA driver"
"$B/probe_cu" native $S
for p in nvcc opencl-aligned opencl-unaligned; do
	# OpenCL's PTX adds %envreg0/1 (the global offset in groups) to the group ids: zero here
	sed 's/%envreg[0-9]*/0/' "$O/$p.ptx" >"$B/$p.cu.ptx"
	"$B/probe_cu" ptx "$B/$p.cu.ptx" $S | tail -1
done
echo "=== NVIDIA OpenCL"
for v in "$cl" "$B/unaligned.cl" "$O/nvcc.ptx" "$O/opencl-unaligned.ptx"; do "$B/probe_cl" time "$v" $S; done
echo "=== shared loads in the SASS of ptxas -O3"
for p in nvcc opencl-aligned opencl-unaligned; do
	ptxas -arch=sm_90 -O3 "$O/$p.ptx" -o "$O/$p.cubin" && cuobjdump -sass -fun matmulTiled "$O/$p.cubin" >"$O/$p.sass"
	echo "$p: LDS $(grep -c 'LDS ' "$O/$p.sass"), LDS.64 $(grep -c 'LDS.64' "$O/$p.sass"), LDS.128 $(grep -c 'LDS.128' "$O/$p.sass")"
done

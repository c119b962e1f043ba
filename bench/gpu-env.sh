# Sourced by the scripts that run on the GPU machine (bench/samples/gpu.sh,
# bench/latency/run-gpu.sh, bench/runtime/gpu/run.sh).
#
# gpu_env [DEBS]: makes NVIDIA's OpenCL usable: the ICD loader from the .deb files in DEBS
# (bench/samples/prepare.sh downloads them) when the machine has none, NVIDIA's ICD
# registered when the image lacks the file; sets $ocl to the loader's path.
# build_rt TREE BUILD: the runtime of TREE built standalone (bench/runtime/gpu) in BUILD;
# prints the directory of libcuport.so.
gpu_env() {
	if [ -n "${1:-}" ] && ! ldconfig -p | grep -q 'libOpenCL.so.1 '; then
		for d in "$1"/*.deb; do dpkg -x "$d" /; done
		ldconfig
	fi
	local lib
	lib=$(ldconfig -p | grep -o '/[^ ]*libnvidia-opencl.so.1' | head -1)
	[ -z "$lib" ] && lib=$(find /usr/local/nvidia /usr/lib /usr/lib64 -name 'libnvidia-opencl.so.1' 2>/dev/null | head -1)
	if [ -n "$lib" ] && [ ! -e /etc/OpenCL/vendors/nvidia.icd ]; then
		mkdir -p /etc/OpenCL/vendors && echo "$lib" >/etc/OpenCL/vendors/nvidia.icd
	fi
	nvidia-smi -L 2>/dev/null | head -1
	ocl=$(ldconfig -p | grep -o '/[^ ]*libOpenCL.so.1$' | head -1)
}

build_rt() {
	cmake -S "$1/bench/runtime/gpu" -B "$2" -DCMAKE_BUILD_TYPE=Release ${ocl:+-DOpenCL_LIBRARY=$ocl} \
		>"$2.cmake.log" 2>&1 && cmake --build "$2" -j"$(nproc)" --target cuport >"$2.build.log" 2>&1 ||
		{ tail -n 30 "$2.cmake.log" "$2.build.log" >&2; return 1; }
	dirname "$(find "$2" -name 'libcuport.so' | head -1)"
}

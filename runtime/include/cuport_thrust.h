/*
 * cuport_thrust.h: the Thrust subset migrated host code compiles against.
 *
 * cuport turns every #include <thrust/...> of a CUDA source into an include of this
 * header and keeps the thrust:: names, which the header defines: device_vector and
 * host_vector, device_ptr and raw_pointer_cast, the execution policies (thrust::host,
 * thrust::device, thrust::seq, thrust::cuda::par and .on(stream)), the algorithms,
 * function objects, fancy iterators, pair and tuple, complex and random.  Device
 * memory is the runtime's (cuportMalloc), so raw_pointer_cast(v.data()) is what a
 * migrated kernel launch takes.  Most algorithms run on the host over copies of their
 * ranges; reduce and the scans of plus/maximum/minimum over arithmetic device arrays
 * run on the device (cuport_thrust/algorithm.h).  What the subset lacks fails to
 * compile here and is reported by cuport at migration time (CUPORT1421).
 *
 * The parts, in the order they build on each other:
 *   cuport_thrust/backend.h     runtime services: allocation, copies, invoke
 *   cuport_thrust/memory.h      device_reference, device_ptr, device_vector, host_vector
 *   cuport_thrust/functional.h  plus, maximum, less, ...; pair, tuple, get
 *   cuport_thrust/iterator.h    counting, constant, transform, permutation, zip, discard
 *   cuport_thrust/staging.h     execution policies; host copies of ranges
 *   cuport_thrust/algorithm.h   the algorithms
 *   cuport_thrust/complex.h     thrust::complex
 *   cuport_thrust/random.h      engines and distributions
 */
#ifndef CUPORT_THRUST_H
#define CUPORT_THRUST_H

#ifndef __cplusplus
#error "cuport_thrust.h is C++ (Thrust is a C++ library)"
#endif

#ifndef CUPORT_THRUST_PARSE
#include "cuport_runtime.h"
#endif

#define THRUST_VERSION 200800
#define THRUST_MAJOR_VERSION 2
#define THRUST_MINOR_VERSION 8
#define THRUST_SUBMINOR_VERSION 0
#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CUDA

/* Thrust's own headers bring <iostream> with them, and programs rely on it (std::cout
 * with only <thrust/...> included). */
#include <iostream>

#include "cuport_thrust/backend.h"
#include "cuport_thrust/memory.h"
#include "cuport_thrust/functional.h"
#include "cuport_thrust/iterator.h"
#include "cuport_thrust/staging.h"
#include "cuport_thrust/algorithm.h"
#include "cuport_thrust/complex.h"
#include "cuport_thrust/random.h"

#endif

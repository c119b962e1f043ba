/*
 * cuport_thrust/random.h: thrust/random.h's engines and distributions on the host.
 *
 * They are the standard library's of the same definition: default_random_engine and
 * minstd_rand are the multiplicative congruential generator 48271 (Thrust's
 * default_random_engine too), minstd_rand0 16807.  The distributions are std::'s, so
 * a program that compares with its own host copy of the same engine agrees; one that
 * compares with numbers a CUDA run printed may not (std:: and Thrust map an engine's
 * output to a distribution differently).
 */
#ifndef CUPORT_THRUST_RANDOM_H
#define CUPORT_THRUST_RANDOM_H

#include <random>

namespace thrust {

typedef std::minstd_rand default_random_engine;
using std::minstd_rand;
using std::minstd_rand0;
using std::ranlux24;
using std::ranlux48;
using std::ranlux24_base;
using std::ranlux48_base;

namespace random {
typedef std::minstd_rand default_random_engine;
using std::minstd_rand;
using std::minstd_rand0;
using std::normal_distribution;
using std::uniform_int_distribution;
using std::uniform_real_distribution;
} // namespace random

using std::normal_distribution;
using std::uniform_int_distribution;
using std::uniform_real_distribution;

} // namespace thrust

#endif

/* cuport: libcu++'s split barriers and asynchronous copies, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * What <cuda/barrier>, <cuda/std/barrier> and <cuda/pipeline> declare for device code:
 * cuda::thread_scope, cuda::std::barrier and cuda::barrier (init, arrive, wait,
 * arrive_and_wait, arrive_and_drop, the arrival token), cuda::aligned_size_t,
 * cuda::pipeline with its shared state, roles, make_pipeline and pipeline_consumer_wait_prior,
 * and the cuda::memcpy_async overloads (by a thread or a group, into a barrier or a
 * pipeline).  The kernel translator
 * (src/kernel/async.c) knows them by these names.  C++ in CUDA mode only.
 */
#ifndef CUPORT_CUDA_ASYNC_H
#define CUPORT_CUDA_ASYNC_H
#include "../host_defines.h"
#if defined(__cplusplus) && defined(__CUDA__)
#include <stddef.h>

namespace cuda {
enum thread_scope {
  thread_scope_system = 0,
  thread_scope_device = 1,
  thread_scope_block = 2,
  thread_scope_thread = 3
};

namespace std {
struct __empty_completion {
  __CUPORT_D void operator()() noexcept {}
};
template <thread_scope Scope = thread_scope_system, class Completion = __empty_completion>
class barrier {
public:
  class arrival_token {
  public:
    __CUPORT_D arrival_token();
    __CUPORT_D arrival_token(const arrival_token &);
  };
  barrier() = default;
  __CUPORT_D barrier(ptrdiff_t expected, Completion c = Completion());
  barrier(const barrier &) = delete;
  __CUPORT_D arrival_token arrive(ptrdiff_t update = 1);
  __CUPORT_D void wait(arrival_token &&token) const;
  __CUPORT_D void arrive_and_wait();
  __CUPORT_D void arrive_and_drop();
  __CUPORT_D static constexpr ptrdiff_t max() noexcept { return 0x7fffffff; }
  __CUPORT_D friend void init(barrier *b, ptrdiff_t expected, Completion c = Completion()) {}
};
} // namespace std

template <thread_scope Scope, class Completion = std::__empty_completion>
class barrier : public std::barrier<Scope, Completion> {
public:
  barrier() = default;
  __CUPORT_D barrier(ptrdiff_t expected, Completion c = Completion());
  __CUPORT_D friend void init(barrier *b, ptrdiff_t expected, Completion c = Completion()) {}
};

template <size_t Alignment>
struct aligned_size_t {
  static constexpr size_t align = Alignment;
  size_t value;
  __CUPORT_HD explicit constexpr aligned_size_t(size_t size) : value(size) {}
  __CUPORT_HD constexpr operator size_t() const { return value; }
};

enum class pipeline_role { producer, consumer };

template <thread_scope Scope, unsigned char StagesCount = 2>
class pipeline_shared_state {
public:
  pipeline_shared_state() = default;
  pipeline_shared_state(const pipeline_shared_state &) = delete;
};

template <thread_scope Scope>
class pipeline {
public:
  __CUPORT_D pipeline(const pipeline &);
  __CUPORT_D ~pipeline();
  __CUPORT_D void producer_acquire();
  __CUPORT_D void producer_commit();
  __CUPORT_D void consumer_wait();
  __CUPORT_D void consumer_release();
  __CUPORT_D bool quit();
};

__CUPORT_D pipeline<thread_scope_thread> make_pipeline();
template <unsigned char Prior>
__CUPORT_D void pipeline_consumer_wait_prior(pipeline<thread_scope_thread> &pipe);
template <class Group, unsigned char StagesCount>
__CUPORT_D pipeline<thread_scope_block> make_pipeline(const Group &group,
                                                    pipeline_shared_state<thread_scope_block, StagesCount> *state);
template <class Group, unsigned char StagesCount>
__CUPORT_D pipeline<thread_scope_block> make_pipeline(const Group &group,
                                                    pipeline_shared_state<thread_scope_block, StagesCount> *state,
                                                    size_t producer_count);
template <class Group, unsigned char StagesCount>
__CUPORT_D pipeline<thread_scope_block> make_pipeline(const Group &group,
                                                    pipeline_shared_state<thread_scope_block, StagesCount> *state,
                                                    pipeline_role role);

template <class Shape, thread_scope Scope>
__CUPORT_D void memcpy_async(void *dst, const void *src, Shape shape, pipeline<Scope> &pipe);
template <class Type, class Shape, thread_scope Scope>
__CUPORT_D void memcpy_async(Type *dst, const Type *src, Shape shape, pipeline<Scope> &pipe);
template <class Group, class Shape, thread_scope Scope>
__CUPORT_D void memcpy_async(const Group &group, void *dst, const void *src, Shape shape,
                             pipeline<Scope> &pipe);
template <class Group, class Type, class Shape, thread_scope Scope>
__CUPORT_D void memcpy_async(const Group &group, Type *dst, const Type *src, Shape shape,
                             pipeline<Scope> &pipe);
template <class Shape, thread_scope Scope, class Completion>
__CUPORT_D void memcpy_async(void *dst, const void *src, Shape shape,
                             std::barrier<Scope, Completion> &bar);
template <class Type, class Shape, thread_scope Scope, class Completion>
__CUPORT_D void memcpy_async(Type *dst, const Type *src, Shape shape,
                             std::barrier<Scope, Completion> &bar);
template <class Group, class Shape, thread_scope Scope, class Completion>
__CUPORT_D void memcpy_async(const Group &group, void *dst, const void *src, Shape shape,
                             std::barrier<Scope, Completion> &bar);
template <class Group, class Type, class Shape, thread_scope Scope, class Completion>
__CUPORT_D void memcpy_async(const Group &group, Type *dst, const Type *src, Shape shape,
                             std::barrier<Scope, Completion> &bar);
} // namespace cuda
#endif
#endif /* CUPORT_CUDA_ASYNC_H */

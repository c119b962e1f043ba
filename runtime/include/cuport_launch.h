/*
 * cuport_launch.h: the C++ side of the runtime API, for host code migrated from CUDA.
 *
 * cuport rewrites `k<<<grid, block, shmem, stream>>>(args...)` into
 *
 *   cuportLaunch<decltype(k)>(cuport_unit_program(), "k", grid, block, shmem, stream,
 *                             [cuportSymbols("V", ...),] [cuportDynamicShared,] args...)
 *
 * A kernel defined in another unit is found in that unit's program, with the hidden
 * parameters that unit declared (cuportProgramDeclareKernels).
 *
 * The kernel's host-side declaration gives its parameter types, so each argument is
 * evaluated once and converted to its parameter's type exactly as the CUDA call would
 * convert it; the converted values live in a tuple for the duration of the call. The
 * kernel's OpenCL parameters are its own, then the device symbols it uses (passed by name
 * and resolved by the runtime) and the __local buffer of a dynamic `extern __shared__`
 * array. The result is the launch's error code, also recorded as the thread's last error,
 * so `cudaGetLastError()` after the launch keeps working.
 *
 * A launch written in a template names a different kernel instance in each instantiation
 * (`testKernel<T><<<...>>>` is testKernel_float, testKernel_int...), so its kernel is
 * chosen when it runs, by the instance's key:
 *
 *   cuportLaunch<decltype(testKernel<T>)>(cuport_unit_program(),
 *       cuport_unit_kernel(&cuport::kernel_key<&testKernel<T>>), grid, block, shmem, stream,
 *       args...)
 *
 * cuport::kernel_key<&k> is one object per kernel instance (its address is the key); the
 * unit's cuport_unit_kernel, written by cuport after its program, maps the keys of every
 * kernel the unit's .cl holds to a KernelEntry (its name there and what it takes after its
 * own parameters). Naming &k as a template argument needs no definition of k.
 *
 * A launch through a function pointer (`auto k = kern<256>; k<<<g, b>>>(...)`) is keyed by
 * the pointer's value: cuport gives each kernel whose address the unit takes a host
 * definition of its own (a stub that is never called), and the table lists it by address:
 *
 *   cuportLaunch<cuport::KernelType<decltype(k)>>(cuport_unit_program(),
 *       cuport_unit_kernel(reinterpret_cast<const void *>(k)), grid, block, 0, 0, args...)
 *
 * A launch of an overloaded kernel (`k(float *, int)` beside `k(int *, int)`) lets the
 * arguments pick it, as the CUDA launch did: cuport declares beside each overload a function
 * returning cuport::KernelOf<its address>, and the launch asks which one a call with the
 * launch's arguments would choose:
 *
 *   cuportLaunchPicked(cuport_unit_program(), cuport_unit_kernel,
 *       [](auto &&...a) -> decltype(cuport_pick_k(static_cast<decltype(a) &&>(a)...)) {
 *           return {}; }, grid, block, shmem, stream, args...)
 *
 * It also holds the C++ overloads that cuda_runtime.h adds over the C API
 * (cudaMalloc(T **), cudaGetSymbolAddress(T **, ...) and the like), so calls that
 * resolved to them in CUDA keep compiling once renamed. Included by cuport_runtime.h
 * when compiled as C++; needs C++17.
 */
#ifndef CUPORT_LAUNCH_H
#define CUPORT_LAUNCH_H

#include "cuport_runtime.h"

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

namespace cuport {

/* The device symbols a kernel uses, in the order of its hidden parameters. */
template <std::size_t N> struct Symbols {
  const char *names[N];
};
/* The kernel takes the launch's dynamic shared memory as a trailing __local buffer. */
struct DynamicShared {};

/* The key of one kernel instance (see the top of this file). */
template <auto Kernel> inline char kernel_key = 0;

/* What the pick declarations of an overloaded kernel return: the overload, as a type. */
template <auto Kernel> struct KernelOf {
  static constexpr auto kernel = Kernel;
};

/* The body of a kernel's host stub (never called): a store to a mark of its own keeps the
   stubs apart, so no linker folds two kernels into one address. */
inline void kernel_stub(volatile char *mark)
{
  *mark = 1;
}

/* The kernel's function type behind a pointer (or reference) to it. */
template <typename F> using KernelType = std::remove_pointer_t<std::decay_t<F>>;

/* A kernel of the unit's .cl as a launch written in a template finds it by its key. */
struct KernelEntry {
  const void *key;
  const char *name;             /* in the .cl */
  const char *const *symbols;   /* the device symbols it takes after its own parameters */
  std::size_t nsymbols;
  bool dynamic_shared;          /* and then the dynamic shared buffer */
};

namespace detail {

/* The parameter types of a kernel's function type, as the call would adjust them. */
template <typename F> struct KernelParams;
template <typename... P> struct KernelParams<void(P...)> {
  using type = std::tuple<std::decay_t<P>...>;
};
template <typename... P> struct KernelParams<void(P...) noexcept> {
  using type = std::tuple<std::decay_t<P>...>;
};

template <typename T> struct IsSymbols : std::false_type {};
template <std::size_t N> struct IsSymbols<Symbols<N>> : std::true_type {};

struct Launch {
  cuportProgram_t program;
  const char *kernel;
  cuportDim3 grid, block;
  std::size_t shmem;
  cuportStream_t stream;
  const char *const *symbols;
  std::size_t nsymbols;
  bool dynamic_shared;
};

/* How a parameter of type T is passed: a texture object as itself (the runtime makes it an
   image and a sampler, or a pointer), other pointers as SVM pointers, the rest by value. */
template <typename T> constexpr cuportArgKind arg_kind()
{
  return std::is_same<T, cuportTextureObject_t>::value   ? CUPORT_ARG_TEXTURE
         : std::is_same<T, cuportSurfaceObject_t>::value ? CUPORT_ARG_SURFACE
         : std::is_pointer<T>::value                     ? CUPORT_ARG_POINTER
                                                       : CUPORT_ARG_VALUE;
}

template <typename T> cuportArg arg_of(const T &value)
{
  cuportArg a;
  a.kind = arg_kind<T>();
  a.size = sizeof(T);
  a.value = &value;
  return a;
}

/* Launches with `own` cuportArgs already built (own may be 0). */
inline cuportError_t launch_built(const Launch &l, cuportArg *own, std::size_t nown)
{
  cuportKernel_t kernel;
  cuportError_t err = cuportGetKernel(l.program, l.kernel, &kernel);
  if (err != cuportSuccess)
    return err;
  /* A kernel its unit declared takes the hidden parameters declared there: a launch
     from another unit cannot know them. */
  const char *const *symbols = l.symbols;
  unsigned int nsymbols = (unsigned int)l.nsymbols;
  int dynamic_shared = l.dynamic_shared;
  cuportKernelGetHidden(kernel, &nsymbols, &symbols, &dynamic_shared);
  const std::size_t n = nown + nsymbols + (dynamic_shared ? 1 : 0);
  cuportArg stack[32];
  cuportArg *args = n <= 32 ? stack : new cuportArg[n];
  for (std::size_t i = 0; i < nown; i++)
    args[i] = own[i];
  for (std::size_t i = 0; i < nsymbols; i++) {
    cuportArg s = CUPORT_ARG_S(symbols[i]);
    args[nown + i] = s;
  }
  if (dynamic_shared) {
    cuportArg d = CUPORT_ARG_L(0);
    args[n - 1] = d;
  }
  err = cuportLaunchKernel(kernel, l.grid, l.block, l.shmem, l.stream, (unsigned int)n, args);
  if (args != stack)
    delete[] args;
  return err;
}

template <typename Tuple, std::size_t... I>
cuportError_t launch_tuple(const Launch &l, const Tuple &values, std::index_sequence<I...>)
{
  cuportArg own[sizeof...(I) + 1] = {arg_of(std::get<I>(values))...};
  return launch_built(l, own, sizeof...(I));
}

/* A launch's 0 or NULL for a pointer parameter is a null pointer constant in CUDA; passed
   on through a forwarding call it is only an integer, which no pointer accepts. CUDA
   accepts no other integer there, so any integer for a pointer parameter is that null. */
template <typename P, typename A> decltype(auto) null_to_pointer(A &&a)
{
  if constexpr (std::is_pointer<P>::value && std::is_integral<std::decay_t<A>>::value)
    return static_cast<P>(nullptr);
  else
    return std::forward<A>(a);
}

template <typename Params, std::size_t... I, typename... Args>
Params convert_args(std::index_sequence<I...>, Args &&...args)
{
  return Params(null_to_pointer<std::tuple_element_t<I, Params>>(std::forward<Args>(args))...);
}

/* Converts every argument to its parameter's type (each evaluated once, by the caller)
   and launches. */
template <typename Kernel, typename... Args>
cuportError_t launch_args(const Launch &l, Args &&...args)
{
  using Params = typename KernelParams<Kernel>::type;
  static_assert(std::tuple_size<Params>::value == sizeof...(Args),
                "cuport: the launch passes a different number of arguments than the kernel "
                "declares (cuport writes out the defaults of defaulted parameters)");
  const Params values = convert_args<Params>(std::make_index_sequence<sizeof...(Args)>(),
                                             std::forward<Args>(args)...);
  return launch_tuple(l, values, std::make_index_sequence<sizeof...(Args)>());
}

/* Takes the optional cuportSymbols(...) and cuportDynamicShared markers off the front. */
template <typename Kernel>
cuportError_t launch_peel(Launch &l)
{
  return launch_args<Kernel>(l);
}
template <typename Kernel, typename First, typename... Rest>
cuportError_t launch_peel(Launch &l, First &&first, Rest &&...rest)
{
  using F = std::decay_t<First>;
  if constexpr (IsSymbols<F>::value) {
    l.symbols = first.names;
    l.nsymbols = sizeof(first.names) / sizeof(first.names[0]);
    return launch_peel<Kernel>(l, std::forward<Rest>(rest)...);
  } else if constexpr (std::is_same<F, DynamicShared>::value) {
    l.dynamic_shared = true;
    return launch_peel<Kernel>(l, std::forward<Rest>(rest)...);
  } else {
    return launch_args<Kernel>(l, std::forward<First>(first), std::forward<Rest>(rest)...);
  }
}

/* cudaLaunchKernel's form: args[i] points at the value of parameter i. */
template <typename Tuple, std::size_t... I>
cuportError_t launch_argv(const Launch &l, void **argv, std::index_sequence<I...>)
{
  cuportArg own[sizeof...(I) + 1] = {
      {arg_kind<std::tuple_element_t<I, Tuple>>(), sizeof(std::tuple_element_t<I, Tuple>),
       argv[I]}...};
  return launch_built(l, own, sizeof...(I));
}

} // namespace detail

template <typename... Names> Symbols<sizeof...(Names)> symbols(Names... names)
{
  return Symbols<sizeof...(Names)>{{names...}};
}

} // namespace cuport

/* CUB's namespace, which cuport_cub.h fills: declared in every C++ host file, so that a
   `using namespace cub;` kept from the CUDA source (the CUB header it came with may have
   been one cuport maps elsewhere, as Thrust's) always names a namespace. */
namespace cub {
}

#define cuportSymbols(...) (cuport::symbols(__VA_ARGS__))
#define cuportDynamicShared (cuport::DynamicShared())

/* k<<<grid, block, shmem, stream>>>(args...): see the top of this file. */
template <typename Kernel, typename... Args>
inline cuportError_t cuportLaunch(cuportProgram_t program, const char *kernel, cuportDim3 grid,
                                  cuportDim3 block, std::size_t shmem, cuportStream_t stream,
                                  Args &&...args)
{
  cuport::detail::Launch l = {program, kernel, grid, block, shmem, stream, nullptr, 0, false};
  return cuport::detail::launch_peel<Kernel>(l, std::forward<Args>(args)...);
}

/* A launch written in a template: its kernel instance, looked up by key (NULL when the
   unit's .cl has no such instance, which the launch reports as a kernel it lacks). */
template <typename Kernel, typename... Args>
inline cuportError_t cuportLaunch(cuportProgram_t program, const cuport::KernelEntry *kernel,
                                  cuportDim3 grid, cuportDim3 block, std::size_t shmem,
                                  cuportStream_t stream, Args &&...args)
{
  cuport::detail::Launch l = {program, "(a kernel not in this unit's .cl: see CUPORT1210)",
                              grid, block, shmem, stream, nullptr, 0, false};
  if (kernel) {
    l.kernel = kernel->name;
    l.symbols = kernel->symbols;
    l.nsymbols = kernel->nsymbols;
    l.dynamic_shared = kernel->dynamic_shared;
  }
  return cuport::detail::launch_args<Kernel>(l, std::forward<Args>(args)...);
}

/* An overloaded kernel's launch: pick(args...) says which overload the arguments choose
   (see the top of this file); table is the unit's cuport_unit_kernel. */
template <typename Pick, typename... Args>
inline cuportError_t cuportLaunchPicked(cuportProgram_t program,
                                        const cuport::KernelEntry *(*table)(const void *),
                                        Pick pick, cuportDim3 grid, cuportDim3 block,
                                        std::size_t shmem, cuportStream_t stream, Args &&...args)
{
  (void)pick;
  using Chosen = decltype(pick(std::forward<Args>(args)...));
  using Kernel = cuport::KernelType<decltype(Chosen::kernel)>;
  return cuportLaunch<Kernel>(program, table(&cuport::kernel_key<Chosen::kernel>), grid, block,
                              shmem, stream, std::forward<Args>(args)...);
}

/* cudaLaunchKernel((void *)k, grid, block, args, shmem, stream): args[i] points at the
   value of the kernel's parameter i. The optional markers follow the stream. */
template <typename Kernel, typename... Extra>
inline cuportError_t cuportLaunchArgv(cuportProgram_t program, const char *kernel, cuportDim3 grid,
                                      cuportDim3 block, void **args, std::size_t shmem,
                                      cuportStream_t stream, Extra... extra)
{
  cuport::detail::Launch l = {program, kernel, grid, block, shmem, stream, nullptr, 0, false};
  auto mark = [&l](const auto &m) {
    using M = std::decay_t<decltype(m)>;
    if constexpr (cuport::detail::IsSymbols<M>::value) {
      l.symbols = m.names;
      l.nsymbols = sizeof(m.names) / sizeof(m.names[0]);
    } else {
      l.dynamic_shared = true;
    }
  };
  (void)mark;
  (mark(extra), ...);
  using Params = typename cuport::detail::KernelParams<Kernel>::type;
  return cuport::detail::launch_argv<Params>(
      l, args, std::make_index_sequence<std::tuple_size<Params>::value>());
}

/* cudaLaunchKernel through a function pointer or in a template: the kernel by key. */
template <typename Kernel>
inline cuportError_t cuportLaunchArgv(cuportProgram_t program, const cuport::KernelEntry *kernel,
                                      cuportDim3 grid, cuportDim3 block, void **args,
                                      std::size_t shmem, cuportStream_t stream)
{
  cuport::detail::Launch l = {program, "(a kernel not in this unit's .cl: see CUPORT1210)",
                              grid, block, shmem, stream, nullptr, 0, false};
  if (kernel) {
    l.kernel = kernel->name;
    l.symbols = kernel->symbols;
    l.nsymbols = kernel->nsymbols;
    l.dynamic_shared = kernel->dynamic_shared;
  }
  using Params = typename cuport::detail::KernelParams<Kernel>::type;
  return cuport::detail::launch_argv<Params>(
      l, args, std::make_index_sequence<std::tuple_size<Params>::value>());
}

/* The kernel handle for cudaFuncGetAttributes(&attr, k) and friends; NULL (which those
   calls reject with cuportErrorInvalidDeviceFunction) when it cannot be had. */
inline cuportKernel_t cuportKernelNamed(cuportProgram_t program, const char *kernel)
{
  cuportKernel_t k = nullptr;
  return cuportGetKernel(program, kernel, &k) == cuportSuccess ? k : nullptr;
}

/* The same for a kernel template's instance that a template's parameters choose
   (cudaFuncGetAttributes(&attr, k<T>) in a template): entry is its row in the unit's
   table (cuport_unit_kernel(&cuport::kernel_key<&k<T>>)), NULL when the .cl lacks it. */
inline cuportKernel_t cuportKernelKeyed(cuportProgram_t program, const cuport::KernelEntry *entry)
{
  return entry ? cuportKernelNamed(program, entry->name) : nullptr;
}

namespace cuport {
namespace detail {

/* cuportKernelDescribe for a kernel whose parameter types are Tuple's. */
template <typename Tuple, std::size_t... I>
cuportError_t describe(cuportKernel_t k, const char *const *symbols, std::size_t nsymbols,
                       bool dynamic_shared, std::index_sequence<I...>)
{
  static const cuportArgKind kinds[sizeof...(I) + 1] = {
      arg_kind<std::tuple_element_t<I, Tuple>>()..., CUPORT_ARG_VALUE};
  static const std::size_t sizes[sizeof...(I) + 1] = {sizeof(std::tuple_element_t<I, Tuple>)...,
                                                      0};
  return cuportKernelDescribe(k, (unsigned int)sizeof...(I), kinds, sizes,
                              (unsigned int)nsymbols, symbols, dynamic_shared);
}

} // namespace detail
} // namespace cuport

/* CUDA's `(void *)k` for a kernel k, where a graph's kernel node takes it: the
   kernel's handle, described (cuportKernelDescribe) from its declaration so
   that kernelParams can be read.  The optional markers follow the name, as in
   cuportLaunch.  NULL (with the error recorded) when the kernel cannot be had. */
template <typename Kernel, typename... Extra>
inline cuportKernel_t cuportKernelFunc(cuportProgram_t program, const char *kernel,
                                       Extra... extra)
{
  cuportKernel_t k = nullptr;
  const char *const *symbols = nullptr;
  std::size_t nsymbols = 0;
  bool dynamic_shared = false;
  auto mark = [&](const auto &m) {
    using M = std::decay_t<decltype(m)>;
    if constexpr (cuport::detail::IsSymbols<M>::value) {
      symbols = m.names;
      nsymbols = sizeof(m.names) / sizeof(m.names[0]);
    } else {
      dynamic_shared = true;
    }
  };
  (void)mark;
  if (cuportGetKernel(program, kernel, &k) != cuportSuccess)
    return nullptr;
  (mark(extra), ...);
  using Params = typename cuport::detail::KernelParams<Kernel>::type;
  if (cuport::detail::describe<Params>(
          k, symbols, nsymbols, dynamic_shared,
          std::make_index_sequence<std::tuple_size<Params>::value>()) != cuportSuccess)
    return nullptr;
  return k;
}

namespace cuport {

/* cuportKernelAddress::describe for a kernel of function type Kernel. */
template <typename Kernel> cuportError_t describe_kernel(cuportKernel_t k)
{
  using Params = typename detail::KernelParams<Kernel>::type;
  return detail::describe<Params>(k, nullptr, 0, false,
                                  std::make_index_sequence<std::tuple_size<Params>::value>());
}

/* A kernel pointer that the unit's table lacks (another unit took the kernel's address):
   the entry another unit declared for it (cuportProgramDeclareKernelAddresses), whose
   hidden parameters the kernel's own unit declared. Valid until the thread's next call. */
inline const KernelEntry *kernel_elsewhere(const void *key)
{
  static thread_local KernelEntry entry;
  const char *name = cuportKernelNameAt(key);
  if (!name)
    return nullptr;
  entry = KernelEntry{key, name, nullptr, 0, false};
  return &entry;
}

} // namespace cuport

/* A kernel value where CUDA takes `const void *` (cudaFuncGetAttributes(&a, f),
   cudaOccupancy*(..., f, ...), cudaLaunchKernel(f, ...)) and the migrator cannot see which
   kernel f holds: a `void *` that `(void *)k` made, or a pointer to a kernel. */
inline cuportKernel_t cuportKernelValue(const void *value)
{
  return cuportKernelFromValue(value);
}
template <typename... P> inline cuportKernel_t cuportKernelValue(void (*kernel)(P...))
{
  return cuportKernelFromValue(reinterpret_cast<const void *>(kernel));
}

/* The C++ forms of the graph API: CUDA's defaults and the older or newer
   signatures that cuda_runtime.h keeps as overloads. */
inline cuportError_t cuportGraphInstantiate(cuportGraphExec_t *pGraphExec, cuportGraph_t graph)
{
  return cuportGraphInstantiate(pGraphExec, graph, 0ull);
}
/* CUDA 11's form: no error node and an empty log (instantiation fails only
   on invalid arguments here). */
inline cuportError_t cuportGraphInstantiate(cuportGraphExec_t *pGraphExec, cuportGraph_t graph,
                                            cuportGraphNode_t *pErrorNode, char *pLogBuffer,
                                            std::size_t bufferSize)
{
  if (pErrorNode)
    *pErrorNode = nullptr;
  if (pLogBuffer && bufferSize)
    pLogBuffer[0] = '\0';
  return cuportGraphInstantiate(pGraphExec, graph, 0ull);
}
inline cuportError_t cuportGraphInstantiateWithFlags(cuportGraphExec_t *pGraphExec,
                                                     cuportGraph_t graph)
{
  return cuportGraphInstantiateWithFlags(pGraphExec, graph, 0ull);
}
/* CUDA 11's form of cudaGraphExecUpdate. */
inline cuportError_t cuportGraphExecUpdate(cuportGraphExec_t hGraphExec, cuportGraph_t hGraph,
                                           cuportGraphNode_t *hErrorNode_out,
                                           cuportGraphExecUpdateResult *updateResult_out)
{
  cuportGraphExecUpdateResultInfo info = {cuportGraphExecUpdateError, nullptr, nullptr};
  cuportError_t err = cuportGraphExecUpdate(hGraphExec, hGraph, &info);
  if (hErrorNode_out)
    *hErrorNode_out = info.errorNode;
  if (updateResult_out)
    *updateResult_out = info.result;
  return err;
}
inline cuportError_t cuportStreamGetCaptureInfo(cuportStream_t stream,
                                                cuportStreamCaptureStatus *captureStatus_out,
                                                unsigned long long *id_out = nullptr,
                                                cuportGraph_t *graph_out = nullptr,
                                                const cuportGraphNode_t **dependencies_out = nullptr)
{
  return cuportStreamGetCaptureInfo(stream, captureStatus_out, id_out, graph_out,
                                    dependencies_out, (std::size_t *)nullptr);
}
/* CUDA 12.3+'s form with edge data: every captured edge is a default one. */
inline cuportError_t cuportStreamGetCaptureInfo(cuportStream_t stream,
                                                cuportStreamCaptureStatus *captureStatus_out,
                                                unsigned long long *id_out,
                                                cuportGraph_t *graph_out,
                                                const cuportGraphNode_t **dependencies_out,
                                                const cuportGraphEdgeData **edgeData_out,
                                                std::size_t *numDependencies_out)
{
  if (edgeData_out)
    *edgeData_out = nullptr;
  return cuportStreamGetCaptureInfo(stream, captureStatus_out, id_out, graph_out,
                                    dependencies_out, numDependencies_out);
}
/* CUDA's defaults for a conditional handle: value 0, no flags. */
inline cuportError_t cuportGraphConditionalHandleCreate(cuportGraphConditionalHandle *pHandle_out,
                                                        cuportGraph_t graph,
                                                        unsigned int defaultLaunchValue = 0)
{
  return cuportGraphConditionalHandleCreate(pHandle_out, graph, defaultLaunchValue, 0u);
}
/* CUDA 12.3's forms without edge data. */
inline cuportError_t cuportGraphAddNode(cuportGraphNode_t *pGraphNode, cuportGraph_t graph,
                                        const cuportGraphNode_t *pDependencies,
                                        std::size_t numDependencies,
                                        cuportGraphNodeParams *nodeParams)
{
  return cuportGraphAddNode(pGraphNode, graph, pDependencies, (const cuportGraphEdgeData *)nullptr,
                            numDependencies, nodeParams);
}
inline cuportError_t cuportStreamUpdateCaptureDependencies(cuportStream_t stream,
                                                           cuportGraphNode_t *dependencies,
                                                           std::size_t numDependencies,
                                                           unsigned int flags = 0)
{
  return cuportStreamUpdateCaptureDependencies(stream, dependencies,
                                               (const cuportGraphEdgeData *)nullptr,
                                               numDependencies, flags);
}
inline cuportError_t cuportGraphGetEdges(cuportGraph_t graph, cuportGraphNode_t *from,
                                         cuportGraphNode_t *to, cuportGraphEdgeData *edgeData,
                                         std::size_t *numEdges)
{
  std::size_t room = numEdges ? *numEdges : 0;
  cuportError_t err = cuportGraphGetEdges(graph, from, to, numEdges);
  for (std::size_t i = 0; err == cuportSuccess && edgeData && i < room && i < *numEdges; i++)
    edgeData[i] = cuportGraphEdgeData();
  return err;
}
inline cuportError_t cuportGraphNodeGetDependencies(cuportGraphNode_t node,
                                                    cuportGraphNode_t *pDependencies,
                                                    cuportGraphEdgeData *edgeData,
                                                    std::size_t *pNumDependencies)
{
  std::size_t room = pNumDependencies ? *pNumDependencies : 0;
  cuportError_t err = cuportGraphNodeGetDependencies(node, pDependencies, pNumDependencies);
  for (std::size_t i = 0; err == cuportSuccess && edgeData && i < room && i < *pNumDependencies;
       i++)
    edgeData[i] = cuportGraphEdgeData();
  return err;
}
inline cuportError_t cuportGraphAddDependencies(cuportGraph_t graph, const cuportGraphNode_t *from,
                                                const cuportGraphNode_t *to,
                                                const cuportGraphEdgeData *edgeData,
                                                std::size_t numDependencies)
{
  (void)edgeData; /* only default edges exist here */
  return cuportGraphAddDependencies(graph, from, to, numDependencies);
}
inline cuportError_t cuportMemcpy3DAsync(const cuportMemcpy3DParms *p)
{
  return cuportMemcpy3DAsync(p, nullptr);
}

/* The typed overloads of cuda_runtime.h. */
template <class T> inline cuportError_t cuportMalloc(T **devPtr, std::size_t size)
{
  return cuportMalloc((void **)(void *)devPtr, size);
}
template <class T>
inline cuportError_t cuportMallocAsync(T **devPtr, std::size_t size, cuportStream_t stream)
{
  return cuportMallocAsync((void **)(void *)devPtr, size, stream);
}
template <class T>
inline cuportError_t cuportMallocAsync(T **devPtr, std::size_t size, cuportMemPool_t memPool,
                                       cuportStream_t stream)
{
  return cuportMallocFromPoolAsync((void **)(void *)devPtr, size, memPool, stream);
}
template <class T> inline cuportError_t cuportMallocHost(T **ptr, std::size_t size)
{
  return cuportMallocHost((void **)(void *)ptr, size);
}
template <class T>
inline cuportError_t cuportMallocHost(T **ptr, std::size_t size, unsigned int flags)
{
  return cuportHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
inline cuportError_t cuportHostAlloc(T **ptr, std::size_t size, unsigned int flags)
{
  return cuportHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
inline cuportError_t cuportMallocManaged(T **devPtr, std::size_t size,
                                         unsigned int flags = cuportMemAttachGlobal)
{
  return cuportMallocManaged((void **)(void *)devPtr, size, flags);
}
template <class T>
inline cuportError_t cuportMallocPitch(T **devPtr, std::size_t *pitch, std::size_t width,
                                       std::size_t height)
{
  return cuportMallocPitch((void **)(void *)devPtr, pitch, width, height);
}
template <class T>
inline cuportError_t cuportHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags)
{
  return cuportHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}
template <class T>
inline cuportError_t cuportGetSymbolAddress(T **devPtr, cuportProgram_t program,
                                            const char *symbol)
{
  return cuportGetSymbolAddress((void **)(void *)devPtr, program, symbol);
}
/* cudaEventCreate(&e, flags) is a C++ overload in CUDA. */
inline cuportError_t cuportEventCreate(cuportEvent_t *event, unsigned int flags)
{
  return cuportEventCreateWithFlags(event, flags);
}

/* CUDA's C++ declarations give these parameters defaults; the C API cannot. */
inline cuportError_t cuportEventRecord(cuportEvent_t event)
{
  return cuportEventRecord(event, nullptr);
}
inline cuportError_t cuportMemcpyAsync(void *dst, const void *src, std::size_t count,
                                       cuportMemcpyKind kind)
{
  return cuportMemcpyAsync(dst, src, count, kind, nullptr);
}
inline cuportError_t cuportMemcpy2DAsync(void *dst, std::size_t dpitch, const void *src,
                                         std::size_t spitch, std::size_t width,
                                         std::size_t height, cuportMemcpyKind kind)
{
  return cuportMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, nullptr);
}
inline cuportError_t cuportMemsetAsync(void *devPtr, int value, std::size_t count)
{
  return cuportMemsetAsync(devPtr, value, count, nullptr);
}
inline cuportError_t cuportOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
                                                          cuportKernel_t kernel)
{
  return cuportOccupancyMaxPotentialBlockSize(minGridSize, blockSize, kernel, 0, 0);
}
inline cuportError_t cuportOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
                                                          cuportKernel_t kernel,
                                                          std::size_t dynamicSMemSize)
{
  return cuportOccupancyMaxPotentialBlockSize(minGridSize, blockSize, kernel, dynamicSMemSize, 0);
}
inline cuportError_t cuportMemset2DAsync(void *devPtr, std::size_t pitch, int value,
                                         std::size_t width, std::size_t height)
{
  return cuportMemset2DAsync(devPtr, pitch, value, width, height, nullptr);
}
inline cuportError_t cuportStreamWaitEvent(cuportStream_t stream, cuportEvent_t event)
{
  return cuportStreamWaitEvent(stream, event, 0);
}
inline cuportError_t cuportMallocManaged(void **devPtr, std::size_t size)
{
  return cuportMallocManaged(devPtr, size, cuportMemAttachGlobal);
}
template <class T>
inline cuportError_t cuportStreamAttachMemAsync(cuportStream_t stream, T *devPtr,
                                                std::size_t length = 0,
                                                unsigned int flags = cuportMemAttachSingle)
{
  return cuportStreamAttachMemAsync(stream, (void *)devPtr, length, flags);
}
inline cuportError_t cuportMemPrefetchAsync(const void *devPtr, std::size_t count, int dstDevice)
{
  return cuportMemPrefetchAsync(devPtr, count, dstDevice, nullptr);
}
/* CUDA 13 replaced the device number of these two by a location (and flags) under the
   same names; both forms stay callable, as CUDA 12 code and CUDA 13 code spell them. */
inline cuportError_t cuportMemPrefetchAsync(const void *devPtr, std::size_t count,
                                            cuportMemLocation location, unsigned int flags,
                                            cuportStream_t stream = nullptr)
{
  return cuportMemPrefetchAsync_v2(devPtr, count, location, flags, stream);
}
inline cuportError_t cuportMemPrefetchAsync_v2(const void *devPtr, std::size_t count,
                                               cuportMemLocation location, unsigned int flags)
{
  return cuportMemPrefetchAsync_v2(devPtr, count, location, flags, nullptr);
}
inline cuportError_t cuportMemAdvise(const void *devPtr, std::size_t count, cuportMemoryAdvise advice,
                                     cuportMemLocation location)
{
  return cuportMemAdvise_v2(devPtr, count, advice, location);
}

inline cuportError_t cuportMallocArray(cuportArray_t *array, const cuportChannelFormatDesc *desc,
                                       std::size_t width, std::size_t height = 0)
{
  return cuportMallocArray(array, desc, width, height, 0);
}
inline cuportError_t cuportMalloc3DArray(cuportArray_t *array, const cuportChannelFormatDesc *desc,
                                         cuportExtent extent)
{
  return cuportMalloc3DArray(array, desc, extent, 0);
}
inline cuportError_t cuportMemcpy2DToArrayAsync(cuportArray_t dst, std::size_t wOffset,
                                                std::size_t hOffset, const void *src,
                                                std::size_t spitch, std::size_t width,
                                                std::size_t height, cuportMemcpyKind kind)
{
  return cuportMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind,
                                    nullptr);
}
inline cuportError_t cuportMemcpy2DFromArrayAsync(void *dst, std::size_t dpitch,
                                                  cuportArray_const_t src, std::size_t wOffset,
                                                  std::size_t hOffset, std::size_t width,
                                                  std::size_t height, cuportMemcpyKind kind)
{
  return cuportMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width, height, kind,
                                      nullptr);
}

/* cudaCreateChannelDesc<T>(): the channels of an element type (none for a type that is no
   texel, as CUDA's). */
namespace cuport {
namespace detail {
template <typename T> struct Channel {
  static constexpr int bits = 0, n = 0;
  static constexpr cuportChannelFormatKind kind = cuportChannelFormatKindNone;
};
#define CUPORT_CHANNEL(T, B, K)                                                \
  template <> struct Channel<T> {                                              \
    static constexpr int bits = B, n = 1;                                      \
    static constexpr cuportChannelFormatKind kind = cuportChannelFormatKind##K; \
  };
#define CUPORT_CHANNEL_VEC(V, S)                                               \
  template <> struct Channel<cuport_##V##1> : Channel<S> {};                   \
  template <> struct Channel<cuport_##V##2> : Channel<S> { static constexpr int n = 2; }; \
  template <> struct Channel<cuport_##V##4> : Channel<S> { static constexpr int n = 4; };
CUPORT_CHANNEL(char, 8, Signed)
CUPORT_CHANNEL(signed char, 8, Signed)
CUPORT_CHANNEL(unsigned char, 8, Unsigned)
CUPORT_CHANNEL(short, 16, Signed)
CUPORT_CHANNEL(unsigned short, 16, Unsigned)
CUPORT_CHANNEL(int, 32, Signed)
CUPORT_CHANNEL(unsigned int, 32, Unsigned)
CUPORT_CHANNEL(float, 32, Float)
CUPORT_CHANNEL(cuport_half, 16, Float)
CUPORT_CHANNEL_VEC(char, signed char)
CUPORT_CHANNEL_VEC(uchar, unsigned char)
CUPORT_CHANNEL_VEC(short, short)
CUPORT_CHANNEL_VEC(ushort, unsigned short)
CUPORT_CHANNEL_VEC(int, int)
CUPORT_CHANNEL_VEC(uint, unsigned int)
CUPORT_CHANNEL_VEC(float, float)
#undef CUPORT_CHANNEL
#undef CUPORT_CHANNEL_VEC
} // namespace detail
} // namespace cuport

template <typename T> inline cuportChannelFormatDesc cuportCreateChannelDesc()
{
  using C = cuport::detail::Channel<T>;
  return cuportCreateChannelDesc(C::bits, C::n >= 2 ? C::bits : 0, C::n >= 4 ? C::bits : 0,
                                 C::n >= 4 ? C::bits : 0, C::kind);
}

/* A legacy texture reference's host side (cuportBindTexture): CUDA's texture<T, dim,
   mode>, with its constructors. */
template <class T, int dim = 1, cuportTextureReadMode mode = cuportReadModeElementType>
struct cuportTexture : cuportTextureReference {
  cuportTexture(int norm = 0, cuportTextureFilterMode f = cuportFilterModePoint,
                cuportTextureAddressMode a = cuportAddressModeClamp)
      : cuportTextureReference()
  {
    normalized = norm;
    filterMode = f;
    addressMode[0] = addressMode[1] = addressMode[2] = a;
    channelDesc = cuportCreateChannelDesc<T>();
    readMode = mode;
  }
  cuportTexture(int norm, cuportTextureFilterMode f, cuportTextureAddressMode a,
                cuportChannelFormatDesc desc)
      : cuportTexture(norm, f, a)
  {
    channelDesc = desc;
  }
};
/* CUDA's C++ forms of cudaBindTexture: with no channel description, with one by
   reference; and the C form's default size. */
inline cuportError_t cuportBindTexture(size_t *offset, cuportProgram_t program, const char *symbol,
                                       const void *devPtr, size_t size = (size_t)-1)
{
  return cuportBindTexture(offset, program, symbol, devPtr, (const cuportChannelFormatDesc *)0, size);
}
inline cuportError_t cuportBindTexture(size_t *offset, cuportProgram_t program, const char *symbol,
                                       const void *devPtr, const cuportChannelFormatDesc &desc,
                                       size_t size = (size_t)-1)
{
  return cuportBindTexture(offset, program, symbol, devPtr, &desc, size);
}
inline cuportError_t cuportBindTexture(size_t *offset, cuportProgram_t program, const char *symbol,
                                       const void *devPtr, const cuportChannelFormatDesc *desc)
{
  return cuportBindTexture(offset, program, symbol, devPtr, desc, (size_t)-1);
}

/* The reference a bind call takes its fields from, whether CUDA's C++ form (the
   reference) or its C form (a pointer to it) was written. */
inline const cuportTextureReference *cuport_texref(const cuportTextureReference &ref) { return &ref; }
inline const cuportTextureReference *cuport_texref(const cuportTextureReference *ref) { return ref; }

/* CUDA's C++ forms of cudaBindTextureToArray and cudaBindTexture2D: without a
   channel description, or with one by reference. */
inline cuportError_t cuportBindTextureToArray(cuportProgram_t program, const char *symbol,
                                              const cuportTextureReference *ref,
                                              cuportArray_const_t array)
{
  return cuportBindTextureToArray(program, symbol, ref, array,
                                  (const cuportChannelFormatDesc *)0);
}
inline cuportError_t cuportBindTextureToArray(cuportProgram_t program, const char *symbol,
                                              const cuportTextureReference *ref,
                                              cuportArray_const_t array,
                                              const cuportChannelFormatDesc &desc)
{
  return cuportBindTextureToArray(program, symbol, ref, array, &desc);
}
inline cuportError_t cuportBindTexture2D(size_t *offset, cuportProgram_t program,
                                         const char *symbol, const cuportTextureReference *ref,
                                         const void *devPtr, size_t width, size_t height,
                                         size_t pitch)
{
  return cuportBindTexture2D(offset, program, symbol, ref, devPtr,
                             (const cuportChannelFormatDesc *)0, width, height, pitch);
}
inline cuportError_t cuportBindTexture2D(size_t *offset, cuportProgram_t program,
                                         const char *symbol, const cuportTextureReference *ref,
                                         const void *devPtr, const cuportChannelFormatDesc &desc,
                                         size_t width, size_t height, size_t pitch)
{
  return cuportBindTexture2D(offset, program, symbol, ref, devPtr, &desc, width, height, pitch);
}

/* A legacy surface reference's host side (cuportBindSurfaceToArray): CUDA's
   surface<void, dim>. */
template <class T = void, int dim = 1> struct cuportSurface : cuportSurfaceReference {
  cuportSurface() : cuportSurfaceReference() {}
};
inline cuportError_t cuportBindSurfaceToArray(cuportProgram_t program, const char *symbol,
                                              cuportArray_const_t array)
{
  return cuportBindSurfaceToArray(program, symbol, array, (const cuportChannelFormatDesc *)0);
}
inline cuportError_t cuportBindSurfaceToArray(cuportProgram_t program, const char *symbol,
                                              cuportArray_const_t array,
                                              const cuportChannelFormatDesc &desc)
{
  return cuportBindSurfaceToArray(program, symbol, array, &desc);
}

#endif /* CUPORT_LAUNCH_H */

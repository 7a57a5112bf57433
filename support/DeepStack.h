// Threads with a deep stack. Every recursive pass of clmm (the parsers, the model resolver and
// evaluators, the explanations) bounds its depth with a limit of its own (2000 levels of
// definitions, for instance); those limits hold with room to spare on this stack whatever the
// build (sanitizers triple frame sizes) or the user's `ulimit -s`, where a thread's default stack
// (often 8 MB, inherited from the limit) would overflow first. Only the pages used are resident,
// but the whole stack is reserved address space: under an address-space limit (RLIMIT_AS, `ulimit
// -v`) the stacks are sized from the limit (deepStackBytes), and a thread that cannot get even the
// smallest stack is reported (std::system_error) for its caller to do the work another way.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>

namespace clmm {

inline constexpr size_t kDeepStackBytes = size_t{512} << 20;
inline constexpr size_t kMinDeepStackBytes = size_t{16} << 20;

// How many deep threads may run at once (a batch's workers, each with a query thread, and the
// main one); 1 until told. Under an address-space limit they share half of it.
void expectDeepThreads(size_t n);

// The stack a new DeepThread asks for: kDeepStackBytes, or under an address-space limit half the
// limit shared among the expected deep threads (not below kMinDeepStackBytes). Where even that
// cannot be had, the thread retries with half as much down to kMinDeepStackBytes.
size_t deepStackBytes();

// A joinable thread running `body` on a stack of deepStackBytes() (std::thread cannot set its
// stack size). Throws std::system_error when the thread cannot be created.
class DeepThread {
 public:
  explicit DeepThread(std::function<void()> body);
  DeepThread(DeepThread&&) noexcept;
  DeepThread& operator=(DeepThread&&) = delete;
  DeepThread(const DeepThread&) = delete;
  ~DeepThread();  // a thread neither joined nor detached is joined
  void join();
  void detach();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// Runs `body` on a DeepThread and returns its result. While it runs, the calling thread blocks
// SIGINT, SIGTERM and SIGALRM, so that these reach the thread doing the work (their handlers
// must interrupt its blocking system calls: cli/main.cpp).
int runOnDeepStack(const std::function<int()>& body);

}  // namespace clmm

// Threads with a deep stack (see DeepStack.h): pthreads with an explicit stack size.
#include "support/DeepStack.h"

#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <exception>
#include <system_error>
#include <utility>

namespace clmm {

struct DeepThread::State {
  pthread_t id{};
  bool joinable = false;
};

namespace {

void* start(void* arg) {
  std::unique_ptr<std::function<void()>> body(static_cast<std::function<void()>*>(arg));
  (*body)();  // (an exception escaping a thread's body ends the process, as with std::thread)
  return nullptr;
}

std::atomic<size_t> gExpectedDeepThreads{1};

// Creates the thread on a stack of `bytes`; pthread_create's error code.
int create(pthread_t& id, size_t bytes, void* arg) {
  pthread_attr_t attr;
  if (int rc = pthread_attr_init(&attr)) return rc;
  int rc = pthread_attr_setstacksize(&attr, bytes);
  if (rc == 0) rc = pthread_create(&id, &attr, start, arg);
  pthread_attr_destroy(&attr);
  return rc;
}

}  // namespace

void expectDeepThreads(size_t n) { gExpectedDeepThreads = std::max<size_t>(n, 1); }

size_t deepStackBytes() {
  rlimit limit{};
  if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return kDeepStackBytes;
  size_t share = static_cast<size_t>(limit.rlim_cur / 2 / gExpectedDeepThreads.load());
  return std::clamp(share, kMinDeepStackBytes, kDeepStackBytes);
}

DeepThread::DeepThread(std::function<void()> body) : state_(std::make_unique<State>()) {
  auto owned = std::make_unique<std::function<void()>>(std::move(body));  // the thread's to delete
  int rc = 0;
  for (size_t bytes = deepStackBytes();; bytes /= 2) {  // less address space at each try
    rc = create(state_->id, bytes, owned.get());
    if ((rc != EAGAIN && rc != ENOMEM) || bytes / 2 < kMinDeepStackBytes) break;
  }
  if (rc != 0) throw std::system_error(rc, std::generic_category(), "cannot start a thread");
  (void)owned.release();
  state_->joinable = true;
}

DeepThread::DeepThread(DeepThread&& other) noexcept = default;

DeepThread::~DeepThread() {
  if (state_ && state_->joinable) join();
}

void DeepThread::join() {
  if (!state_ || !state_->joinable) return;
  pthread_join(state_->id, nullptr);
  state_->joinable = false;
}

void DeepThread::detach() {
  if (!state_ || !state_->joinable) return;
  pthread_detach(state_->id);
  state_->joinable = false;
}

int runOnDeepStack(const std::function<int()>& body) {
  int rc = 0;
  std::exception_ptr failure;
  DeepThread worker([&] {
    try {
      rc = body();
    } catch (...) {
      failure = std::current_exception();
    }
  });
  sigset_t stops, previous;
  sigemptyset(&stops);
  sigaddset(&stops, SIGINT);
  sigaddset(&stops, SIGTERM);
  sigaddset(&stops, SIGALRM);
  pthread_sigmask(SIG_BLOCK, &stops, &previous);
  worker.join();
  pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  if (failure) std::rethrow_exception(failure);
  return rc;
}

}  // namespace clmm

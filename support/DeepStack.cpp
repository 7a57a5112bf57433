// Threads with a deep stack (see DeepStack.h): pthreads with an explicit stack size.
#include "support/DeepStack.h"

#include <pthread.h>
#include <signal.h>

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

}  // namespace

DeepThread::DeepThread(std::function<void()> body) : state_(std::make_unique<State>()) {
  auto owned = std::make_unique<std::function<void()>>(std::move(body));  // the thread's to delete
  pthread_attr_t attr;
  if (int rc = pthread_attr_init(&attr)) throw std::system_error(rc, std::generic_category(), "pthread_attr_init");
  int rc = pthread_attr_setstacksize(&attr, kDeepStackBytes);
  if (rc == 0) rc = pthread_create(&state_->id, &attr, start, owned.get());
  pthread_attr_destroy(&attr);
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

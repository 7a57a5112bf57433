// The Z3 engine in a child process under a memory cap (solver/Isolation.h): the same answers as
// in place (witness executions included), the child's exceptions thrown again of their kind, a
// child that dies is an error, and the cap, the deadline and clmm's accounting of the child's
// memory (support/Budget.h) hold whatever the child does; the answer's serialised form
// (solver/ResultWire.h) refuses malformed messages.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <z3++.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include "bench/Families.h"
#include "enumerate/Witnesses.h"
#include "solver/Isolation.h"
#include "solver/ResultWire.h"
#include "solver/SelfCheck.h"
#include "tests/solver/AgreementUtil.h"

namespace clmm::agreement {
namespace {

// Sets the memory cap for one test, and none again after it.
struct Cap {
  explicit Cap(uint64_t mb) { setMemoryCapMb(mb); }
  ~Cap() { setMemoryCapMb(0); }
};

double since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// A result's serialised form without its time: two runs that answer alike give the same bytes.
std::string answerOf(TestResult r) {
  r.seconds = 0;
  return wire::encodeResult(r);
}

TestResult smtWithWitnesses(const Program& p, const std::string& m) {
  SmtOptions o;
  o.keepWitnesses = true;
  o.selfCheck = true;
  o.deadline = in(60);
  return checkSmt(p, model(m), m, o);
}

TEST(Isolation, SameAnswersInAChild) {
  std::vector<Program> programs = {test::elaborateText(bench::storeBuffering(2, true).text),
                                   test::elaborateText(bench::storeBuffering(3, false).text),
                                   test::elaborateText(test::kPlainRace)};
  for (const Program& p : programs) {
    for (const std::string& m : allModels()) {
      SCOPED_TRACE(p.name + " " + m);
      TestResult here = smtWithWitnesses(p, m);
      TestResult child;
      {
        Cap cap(1 << 20);  // a terabyte: never reached, but the work goes to a child
        child = smtWithWitnesses(p, m);
      }
      ASSERT_TRUE(child.decided) << child.unknownReason;
      EXPECT_EQ(answerOf(here), answerOf(child));
      ASSERT_TRUE(child.witnesses);
      EXPECT_EQ(child.witnesses->allowed.size() + child.witnesses->racy.size(), child.states.size());
      for (const auto& [state, x] : child.witnesses->allowed) EXPECT_EQ(x.program, &p);
      for (const auto& [state, x] : child.witnesses->racy) EXPECT_EQ(x.program, &p);
    }
  }
}

TEST(Isolation, WorkRunsInAnotherProcess) {
  Program p = test::elaborateText(test::kPlainRace);
  Cap cap(1 << 20);
  TestResult r = smt::runIsolated(p, "opencl", std::nullopt, [] {
    TestResult x;
    x.notes = {std::to_string(getpid()), smt::inEngineProcess() ? "child" : "parent"};
    return x;
  });
  ASSERT_EQ(r.notes.size(), 2u);
  EXPECT_NE(r.notes[0], std::to_string(getpid()));
  EXPECT_EQ(r.notes[1], "child");
  EXPECT_FALSE(smt::inEngineProcess());
}

TEST(Isolation, ExceptionsComeBackOfTheirKind) {
  Program p = test::elaborateText(test::kPlainRace);
  Cap cap(1 << 20);
  auto failing = [&](auto thrower) { return smt::runIsolated(p, "opencl", std::nullopt, thrower); };
  try {
    failing([]() -> TestResult { throw smt::SelfCheckError("self-check: the witness ends in state x=1"); });
    ADD_FAILURE() << "no exception";
  } catch (const smt::SelfCheckError& e) {
    EXPECT_STREQ(e.what(), "self-check: the witness ends in state x=1");
  }
  try {
    failing([]() -> TestResult { throw z3::exception("invalid argument"); });
    ADD_FAILURE() << "no exception";
  } catch (const z3::exception& e) {
    EXPECT_EQ(std::string(e.msg()), "invalid argument");
  }
  EXPECT_THROW(failing([]() -> TestResult { throw std::logic_error("no state satisfies it"); }), std::logic_error);
  try {
    failing([]() -> TestResult { throw std::bad_alloc(); });
    ADD_FAILURE() << "no exception";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "std::bad_alloc");
  }
}

TEST(Isolation, ChildThatEndsWithoutAnAnswerIsAnError) {
  Program p = test::elaborateText(test::kPlainRace);
  Cap cap(1 << 20);
  for (const auto& [how, message] :
       std::vector<std::pair<int, std::string>>{{0, "exit status 7"}, {1, "killed by signal 6"}}) {
    try {
      smt::runIsolated(p, "opencl", std::nullopt, [how = how]() -> TestResult {
        if (how == 0) _exit(7);
        signal(SIGABRT, SIG_DFL);
        abort();
      });
      ADD_FAILURE() << "no exception";
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()), "the Z3 engine's process ended without an answer (" + message + ")");
    }
  }
}

// What Z3 did inside one query: growing without looking at any budget, at about the fastest
// rate measured (RMW-200's encoding: 130 MB in 0.4 s).
[[noreturn]] void growForever() {
  std::vector<char*> kept;
  for (;;) {
    char* block = static_cast<char*>(std::malloc(1 << 20));
    std::memset(block, 1, 1 << 20);
    kept.push_back(block);
    std::this_thread::sleep_for(std::chrono::milliseconds(3));
  }
}

TEST(Isolation, MemoryCapEndsAChildThatIgnoresIt) {
  Program p = test::elaborateText(test::kPlainRace);
  const uint64_t cap = residentMb() + 150;
  Cap capped(cap);
  auto start = std::chrono::steady_clock::now();
  TestResult r = smt::runIsolated(p, "opencl", in(60), []() -> TestResult { growForever(); });
  EXPECT_LT(since(start), 30.0);
  EXPECT_FALSE(r.decided);
  EXPECT_EQ(r.unknownReason, "memory limit of " + std::to_string(cap) + " MB reached");
  EXPECT_EQ(r.engine, "smt");
  // The child's peak (its resident size includes what it shares with this process).
  rusage children{};
  ASSERT_EQ(getrusage(RUSAGE_CHILDREN, &children), 0);
  EXPECT_LE(static_cast<double>(children.ru_maxrss) / 1024, cap * 1.1);
#if !defined(__SANITIZE_ADDRESS__)
  // (Under AddressSanitizer the child's anonymous pages, which the cap counts, include the shadow
  // memory it shares with this process, some 70 MB: it is stopped well before the cap, early
  // rather than late, support/Budget.h.)
  EXPECT_GE(static_cast<double>(children.ru_maxrss) / 1024, cap * 0.8);
#endif
}

TEST(Isolation, DeadlineEndsAChildThatIgnoresIt) {
  Program p = test::elaborateText(test::kPlainRace);
  Cap cap(1 << 20);
  auto start = std::chrono::steady_clock::now();
  TestResult r = smt::runIsolated(p, "opencl", in(0.3), []() -> TestResult {
    std::this_thread::sleep_for(std::chrono::seconds(60));
    return {};
  });
  EXPECT_LT(since(start), 0.3 + 1.0);
  EXPECT_FALSE(r.decided);
  EXPECT_EQ(r.unknownReason.rfind("timeout after 0.3", 0), 0u) << r.unknownReason;
}

// residentMb() counts an engine child with its anonymous pages (what it allocated, and clmm's heap
// it still shares, a few MB).
TEST(Isolation, ChildMemoryIsCounted) {
  int ready[2], done[2];
  ASSERT_EQ(pipe(ready), 0);
  ASSERT_EQ(pipe(done), 0);
  uint64_t before = residentMb();
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    std::vector<char> block(300 << 20, 1);
    char c = 1;
    if (write(ready[1], &c, 1) != 1 || read(done[0], &c, 1) != 1) _exit(1);
    _exit(block[12345] == 1 ? 0 : 1);
  }
  char c;
  ASSERT_EQ(read(ready[0], &c, 1), 1);
  {
    ChildMemory counted(pid, ChildKind::Forked);
    EXPECT_GE(counted.extraKb(), 300u << 10);
    EXPECT_GE(residentMb(), before + 200);
  }
  EXPECT_LT(residentMb(), before + 50);
  ASSERT_EQ(write(done[1], &c, 1), 1);
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  for (int fd : {ready[0], ready[1], done[0], done[1]}) close(fd);
}

TEST(ResultWire, MalformedMessagesAreRefused) {
  Program p = test::elaborateText(test::kPlainRace);
  TestResult r = smtWithWitnesses(p, "opencl");
  std::string good = wire::encodeResult(r);
  TestResult back;
  std::string what;
  ASSERT_EQ(wire::decode(good, p, back, what), wire::Ending::Result);
  EXPECT_EQ(answerOf(back), answerOf(r));
  // Cut short (its announced length then differs), one byte too many, a count past the end.
  EXPECT_THROW(wire::decode(good.substr(0, good.size() - 1), p, back, what), std::runtime_error);
  EXPECT_THROW(wire::decode(good + "x", p, back, what), std::runtime_error);
  std::string huge = good;
  for (size_t i = 16; i < 24; ++i) huge[i] = '\x7f';  // the file name's length (after the length and the kind)
  EXPECT_THROW(wire::decode(huge, p, back, what), std::runtime_error);
  std::string error = wire::encodeError(wire::Ending::LogicError, "no state");
  EXPECT_EQ(wire::decode(error, p, back, what), wire::Ending::LogicError);
  EXPECT_EQ(what, "no state");
  error[8] = '\x09';
  EXPECT_THROW(wire::decode(error, p, back, what), std::runtime_error);
}

}  // namespace
}  // namespace clmm::agreement

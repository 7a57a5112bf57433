// Z3's work for one test in a process of its own, so that --max-memory holds for it: Z3 can grow
// by hundreds of megabytes inside one query, and run on for tens of seconds, without stopping at
// its interrupt (docs/ci.md, "Limits"). clmm forks before a Z3 context exists; the child runs the query and writes its
// answer back over a pipe (solver/ResultWire.h); clmm polls the child's resident size every few
// milliseconds, counts it into its own (support/Budget.h: residentMb), and kills the child when
// the two together pass the cap, at the test's deadline, or on a stop request.
#pragma once

#include <functional>
#include <string>

#include "axioms/Verdict.h"
#include "support/Budget.h"
#include "events/Program.h"

namespace clmm::smt {

// Runs `work` (a Z3 engine run of `p` under `modelName`) in a child process and returns its
// answer; an undecided result (memory limit, timeout after S s, canceled) when it was ended.
// An exception that ended `work` is thrown again here, of the same kind and message
// (SelfCheckError, z3::exception, std::logic_error, else std::runtime_error), as is a child that
// ended without an answer (std::runtime_error, with how it ended).
TestResult runIsolated(const Program& p, const std::string& modelName, Deadline deadline,
                       const std::function<TestResult()>& work);

// True in such a child (where Z3 work runs in place).
bool inEngineProcess();

}  // namespace clmm::smt

// The Z3 engine: the same answers as the explicit engine (enumerate/Checker.h), from one SMT
// problem per test and model instead of enumerating candidate executions. Every reachable final
// state is found by blocking the states found so far in one incremental solver; states reached
// by a flag-free consistent execution are allowed, the others racy. Counts are of states, not
// executions (TestResult::countsAreExecutions is false).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <set>
#include <string>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "events/Program.h"
#include "solver/Clocks.h"
#include "solver/ValueSort.h"

namespace clmm {

struct SmtOptions {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::set<std::string> skipChecks;  // model checks switched off by the user
  // Re-check every state's witness execution with the explicit checker (always on in debug
  // builds); a mismatch throws smt::SelfCheckError. The checker's search for a `total` order
  // (opencl-spec's S) is exponential: past `selfCheckSteps` steps per witness (or the deadline)
  // the witness counts as unconfirmed, which a note reports.
  bool selfCheck = false;
  uint64_t selfCheckSteps = 20000;
  // Encodings of the model's `acyclic` checks, of its `total` blocks, and of the coherence
  // order (bench/README.md has the measurements behind the defaults).
  smt::ClockKind acyclicity = smt::ClockKind::Int;
  smt::ClockKind totalOrders = smt::ClockKind::SpecialRelation;
  smt::ClockKind coherence = smt::ClockKind::Int;  // read back from models: not SpecialRelation
  smt::ValueEncoding values = smt::ValueEncoding::Auto;   // the sort of symbolic values
  uint64_t resourceLimit = 0;  // Z3's deterministic resource limit per query (rlimit); 0: none
  unsigned relevancy = 0;      // Z3's relevancy propagation level (0: off, the fastest here)
  bool simpleSolver = true;    // Z3's plain incremental SMT kernel rather than its default solver
  // Recognised chains in cheaper exact encodings (ProgramEncoding::irreflexiveShortcut); off
  // only to compare with the general encoding (tests, clmm-bench-variants).
  bool chainShortcuts = true;
  // Z3's dense difference-logic solver where the arithmetic allows (solver/DifferenceLogic.h);
  // off only to compare (tests, clmm-bench-variants).
  bool differenceLogic = true;
  // TestResult::witnesses: the execution of each state's model, read back (and of each image
  // of it under the symmetry of observed work-items).
  bool keepWitnesses = false;
  // Once a consistent execution runs a loop past its bound (the result is unknown), stop: no
  // flags, states or forbidding checks are asked (ExplicitOptions::stopAtCut).
  bool stopAtCut = false;
};

// Under a memory cap (support/Budget.h: --max-memory) the work runs in a child process that is
// killed at the cap (solver/Isolation.h); the answer is the same.
TestResult checkSmt(const Program& p, const cat::Model& model, const std::string& modelName,
                    const SmtOptions& options = {});

}  // namespace clmm

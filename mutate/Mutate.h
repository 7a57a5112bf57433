// Mutants of a litmus test (issue 27 item 3, after MC Mutants, Levine et al. ASPLOS 2023): the
// tests one step weaker than a test the model forbids, which a harness must be able to show. A
// first-order mutant changes one thing: an atomic's or a fence's order weakened one step, a
// fence dropped, or a scope narrowed one step. clmm mutate (cli/MutateCommand.cpp) keeps those whose
// condition the model no longer forbids; the share a device run observes is the run's mutation score
// (clmm compare --mutation-score, docs/hardware.md).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "support/Diagnostics.h"

namespace clmm::mutate {

struct Mutant {
  std::string token;        // "P1a0-acq-rlx": the thread, the site (a: atomic, f: fence), the change
  std::string description;  // "P1's atomic 0 (line 12): memory_order_acquire weakened to memory_order_relaxed"
  std::string name;         // the test's name + "~" + token
  std::string text;         // the mutant as a litmus test
};

// Every first-order mutant of the OpenCL test in `source` (PTX tests: none, see docs). Scopes are
// narrowed down to work_group: sub-group scope has no CUDA spelling (docs/hardware.md). Throws
// BadInput when the test does not parse.
std::vector<Mutant> mutantsOf(std::shared_ptr<const SourceFile> source);

}  // namespace clmm::mutate

// What the two forms of `clmm diff` share (two models: DiffCommand.cpp; a herd7 or litmus7 log:
// HerdDiffCommand.cpp): loading a test with its diagnostics, the engine's options, the batch
// that prints each outcome and counts them, and the counts' part of the summary line.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "check/Engine.h"
#include "check/Load.h"
#include "check/Models.h"
#include "cli/Batch.h"
#include "cli/Commands.h"

namespace clmm {

// The outcomes of a diff's batch, by kind.
struct DiffCounts {
  int differ = 0, same = 0, unknown = 0, missing = 0, bad = 0, notRun = 0;
};

// Loads `path` under the options' reading, refuses what the models `modelsOf` gives for it do not
// support, and writes its diagnostics into out.err (out.badInput when the test is bad input).
LoadedTest loadDiffTest(const DiffOptions& o, const std::string& path,
                        const std::function<const std::vector<NamedModel>&(const LoadedTest&)>& modelsOf,
                        TestOutcome& out);

// The engine, timeout and skipped checks of the options.
EngineOptions diffEngineOptions(const DiffOptions& o);

// Runs `work` on tests 0 .. n-1 (o.jobs at a time, a progress line unless quiet), prints each
// outcome's stderr and stdout in input order, and counts the outcomes (failed: differ, unchecked:
// missing).
DiffCounts runDiffBatch(const DiffOptions& o, size_t n, const std::function<TestOutcome(size_t)>& work);

// The summary's counts after its first words: ", N unknown", ", N bad input(s)", ", N not run".
void summaryCounts(std::ostream& summary, const DiffCounts& c);

}  // namespace clmm

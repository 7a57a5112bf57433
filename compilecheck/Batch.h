// Campaigns at scale (docs/compile-check.md, "Many tests per compiler run"): many tests' emitted
// sources in one translation unit, so that a compiler is started once per batch rather than once
// per test, and the PTX it makes split back into one module per test, each as if its test had been
// compiled alone (its kernels named clmm_P0, clmm_P1, ..., its .loc lines those of its own
// emitted text), which is what the lifter (lifting/Lift.h) reads.
#pragma once

#include <string>
#include <vector>

#include "targets/Emit.h"

namespace clmm::compilecheck {

// The prefix of the kernels of test `index` of a batch: "clmm_t<index>_" (clmm_t3_P0).
std::string batchPrefix(size_t index);

// One translation unit holding the tests' kernels: each test's emitted text after a `#line 1`
// (so that its lines keep their numbers), its kernels renamed clmm_t<i>_P<n>. Every name in it is
// made by clmm.
std::string batchSource(const std::vector<const targets::EmittedSource*>& tests);

// The PTX module of a batch split into `count` modules: module i holds the module's header, the
// kernels of test i renamed back (clmm_t<i>_P0 -> clmm_P0) and the module's trailer (its .file
// table and debug sections). A test whose kernels are missing gets a module without them (the
// lifter then names the missing kernel).
std::vector<std::string> splitBatchPtx(const std::string& ptx, size_t count);

// The LLVM IR module of a batch (clang's -emit-llvm -S) split into `count` modules: module i holds
// the module's target lines, the functions of test i renamed back (@clmm_t<i>_P0 -> @clmm_P0) and
// the debug locations they name (!dbg, followed through inlinedAt), so that each test's module
// reads as if it had been compiled alone.
std::vector<std::string> splitBatchLl(const std::string& ll, size_t count);

}  // namespace clmm::compilecheck

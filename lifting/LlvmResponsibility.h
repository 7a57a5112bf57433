// The culprit of an unsound clang compilation (docs/compile-check.md, "clang: culprits"): each
// source operation whose lifted LLVM IR is weaker than the operation as written (clang compiles
// the test's OpenCL C itself, so the source is the reference): a fence, barrier or atomic with
// no compiled counterpart, an atomic compiled to a plain access or a weaker order, or a
// narrower scope. The stage is always the compiler.
#pragma once

#include "events/Program.h"
#include "lifting/Lift.h"
#include "lifting/Responsibility.h"

namespace clmm::lifting {

Responsibility responsibleLlvm(const Program& source, const LiftedTest& lifted);

}  // namespace clmm::lifting

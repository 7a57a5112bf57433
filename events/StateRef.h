// What a final condition names, shared by the front ends' ASTs and the event IR: a register or a
// memory location (StateRef), and the condition's quantifier.
#pragma once

#include <cstdint>
#include <string>

#include "support/Diagnostics.h"

namespace clmm {

// A register or a memory location named by a final condition or an observation (as written: the
// thread or index may be out of range; the lowering reports it).
struct StateRef {
  enum class Kind { Register, Memory };
  Kind kind = Kind::Memory;
  int64_t thread = 0;  // Register
  std::string name;
  int64_t index = 0;  // Memory: array element
  SourceRange range;
};

// How a final condition quantifies over the executions.
enum class Quantifier { Exists, NotExists, Forall };

}  // namespace clmm

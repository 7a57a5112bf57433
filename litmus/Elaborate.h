// The front ends' last stage: a parsed test (its AST) elaborated into the event IR
// (events/Program.h), with its checks (Elaborate*.cpp).
#pragma once

#include "events/Program.h"
#include "litmus/Ast.h"
#include "support/Diagnostics.h"

namespace clmm {

struct ElaborateOptions {
  int unroll = 2;  // loop iterations unrolled (executions that need more are cut and reported)
  // --herd-compat: read the public suites as herd and Dat3M do (docs/language.md, "The public suites, unmodified"):
  // octal-looking literals are decimal, local memory may be shared between work-groups, a location
  // of the initial state may be used without a parameter, and a condition may name a register
  // that is never assigned (value 0). Each reading is reported with a located warning.
  bool herdCompat = false;
  bool strict = false;  // --strict: every warning is a located error
};

constexpr int kMaxWorkItems = 256;  // a test with more work-items is rejected

// Elaborates a parsed test into events and checks it: conditions name known registers and locations,
// every thread is placed exactly once, local locations stay within one work-group, ...
// Throws BadInput on error; warnings go to the sink.
Program elaborateProgram(const ast::Test& test, DiagnosticSink& sink, const ElaborateOptions& options = {});

}  // namespace clmm

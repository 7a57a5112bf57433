// Test helpers: parse and elaborate litmus text held in a string, and litmus texts several
// tests share.
#pragma once

#include <memory>
#include <string>

#include "litmus/Parser.h"
#include "events/Program.h"
#include "litmus/Elaborate.h"

namespace clmm::test {

inline ast::Test parseText(const std::string& text, DiagnosticSink* sinkOut = nullptr) {
  auto src = std::make_shared<SourceFile>("t.litmus", text);
  DiagnosticSink sink(src);
  ast::Test t = parseLitmus(src, sink);
  if (sinkOut) *sinkOut = sink;
  return t;
}

inline Program elaborateText(const std::string& text, ElaborateOptions options = {},
                         std::vector<Diagnostic>* warnings = nullptr, bool herdCompat = false) {
  auto src = std::make_shared<SourceFile>("t.litmus", text);
  DiagnosticSink sink(src);
  ast::Test t = parseLitmus(src, sink, herdCompat);
  Program p = elaborateProgram(t, sink, options);
  if (warnings) *warnings = sink.warnings();
  return p;
}

// The message of the first error, or "" when the text is accepted.
inline std::string firstError(const std::string& text) {
  try {
    elaborateText(text);
  } catch (const BadInput& e) {
    return e.diagnostics().front().message;
  }
  return "";
}

// A data race: P0 writes the plain location x, P1 reads it.
inline constexpr const char* kPlainRace = R"(OPENCL race
{ [x]=0; }
P0@wg 0, dev 0 (global int* x) { *x = 1; }
P1@wg 1, dev 0 (global int* x) { int r0 = *x; }
exists (1:r0=1)
)";

// Message passing through a release store and an acquire load at device scope, the data relaxed:
// forbidden under opencl.
inline constexpr const char* kMpReleaseAcquire = R"(OPENCL mp
{ x=0; y=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

}  // namespace clmm::test

// The AMDGPU litmus dialect's instructions (docs/amdgpu.md): processors and their families, and
// the builder that turns each thread's instructions into statements of the typed AST (memory
// instructions become relaxed atomic calls carrying their cache bits, waits, invalidations and
// write-backs become fences carrying what they are, s_barrier a barrier). Anything the dialect
// does not model is a located error.
#pragma once

#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "litmus/PtxParser.h"
#include "support/Diagnostics.h"

namespace clmm::amdgpu {

// The family of a processor ("gfx90a", "gfx942", "gfx10", "gfx11", "gfx12"), or "" when clmm has no
// model for it.
std::string familyOf(const std::string& processor);
// The processors clmm accepts, for messages.
std::string processorList();
// The built-in model of a processor's family: "amdgpu-gfx90a", ...
std::string modelOf(const std::string& processor);

// Turns each thread's items into statements of `test.threads[i].body`, unfolding branches into
// paths with PTX's loop rules (`unroll`: a label is reached at most unroll + 1 times on a path).
// Errors go to `sink`.
void buildThreadBodies(ast::Test& test, const std::vector<ptx::ThreadCode>& code, DiagnosticSink& sink, int unroll);

}  // namespace clmm::amdgpu

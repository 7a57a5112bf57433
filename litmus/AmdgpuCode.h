// The AMDGPU litmus dialect's instructions (docs/amdgpu.md): processors and their families, and
// the builder that turns each thread's instructions into statements of the typed AST (memory
// instructions become relaxed atomic calls carrying their cache bits, waits, invalidations and
// write-backs become fences carrying what they are, s_barrier a barrier). Anything the dialect
// does not model is a located error.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "litmus/PtxParser.h"
#include "support/Diagnostics.h"

namespace clmm::amdgpu {

// A test's processor is its header's, with the mode it runs in after a colon when not the
// default: "gfx90a", "gfx90a:tgsplit", "gfx1100:cumode" (docs/amdgpu.md, "Modes").
// The processor without its mode: "gfx90a:tgsplit" -> "gfx90a".
std::string baseProcessor(const std::string& processor);
// The mode: "tgsplit", "cumode", or "" for the default (no tgsplit; WGP mode).
std::string modeOf(const std::string& processor);
// The family of a processor ("gfx90a", "gfx942", "gfx10", "gfx11", "gfx12"), or "" when clmm has no
// model for it.
std::string familyOf(const std::string& processor);
// "" when the header may name target feature FEATURE (its +/- sign removed) after the processor,
// else the message that says why not.
std::string featureError(const std::string& processor, const std::string& feature);
// Reads the target features after a processor of family `base` ("xnack-:tgsplit+": the text after
// the processor's colon, lower case; LLVM's target-id syntax) and returns the mode they select
// ("tgsplit", "cumode", or "" for the default). Each bad feature (unknown, another family's,
// repeated, empty) goes to `error` with its offsets [from, to) in `features`. Shared by the
// litmus header and a mapping file's `target amdgpu` (docs/amdgpu.md, "Modes").
std::string readFeatures(const std::string& base, const std::string& features,
                         const std::function<void(size_t from, size_t to, const std::string& message)>& error);
// The processors clmm accepts, for messages.
std::string processorList();
// The built-in model of a processor's family and mode: "amdgpu-gfx90a", "amdgpu-gfx90a-tgsplit",
// "amdgpu-gfx11-cu", ...
std::string modelOf(const std::string& processor);

// "fine_grained " when a thread of test `t` (OpenCL or AMDGPU) declares location `name` fine-grained
// (OpenCL's global_fga), else "": the word before the location in an AMDGPU test's initial state
// (docs/amdgpu.md, "Memory kinds"), which the lowering's and the lifter's printers write.
std::string memoryKindWord(const ast::Test& t, const std::string& name);

// Turns each thread's items into statements of `test.threads[i].body`, unfolding branches into
// paths with PTX's loop rules (`unroll`: a label is reached at most unroll + 1 times on a path).
// Errors go to `sink`.
void buildThreadBodies(ast::Test& test, const std::vector<ptx::ThreadCode>& code, DiagnosticSink& sink, int unroll);

}  // namespace clmm::amdgpu

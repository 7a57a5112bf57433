// The model files shipped with clmm (axioms/*.cat), embedded in the binary at build time, and
// the loading of a model by built-in name ("opencl") or by path to a user's file.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "axioms/ModelAst.h"
#include "support/Diagnostics.h"
#include "events/Program.h"

namespace clmm {

// File name ("opencl.cat") -> text.
const std::map<std::string, std::string>& builtinModelFiles();

// The built-in model names: opencl, opencl-scoped, opencl-spec, opencl-lax, opencl-rsp, ptx.
std::vector<std::string> builtinModelNames();
// Whether a built-in model is one of the AMDGPU models (docs/amdgpu.md), which read AMDGPU tests
// only: suites that run OpenCL or PTX programs under every built-in model skip them.
bool isAmdgpuModelName(const std::string& name);

// The primitive sets and relations every model may use: the names and kinds of the table in
// axioms/PrimitiveTable.h.
const cat::PrimitiveSignature& modelSignature();

// Loads a built-in model by name, or a user's model file by path (includes are resolved next to
// the file, then among the built-in files). Throws BadInput with a located message.
cat::Model loadModelByName(const std::string& nameOrPath);

// An operation of `p` that `model` gives no meaning to, as a located error: a remote-scope-
// promotion operation (`*_remote`, Event::remote) under a model that never reads the primitive
// RMT, which would otherwise run as an ordinary operation of its scope. Empty when the model
// covers every operation.
std::optional<Diagnostic> unsupportedOperation(const Program& p, const cat::Model& model,
                                               const std::string& modelName);

}  // namespace clmm

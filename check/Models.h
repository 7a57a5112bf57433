// What every command that checks tests shares before it runs them: the models, loaded once and
// shared read-only by the worker threads (evaluation only reads a cat::Model: Evaluator keeps
// its memo per instance, and nothing in axioms/, enumerate/ or solver/ casts constness away);
// the engine name and the checks to skip, checked against the models; loading one test from a
// worker thread; and the refusal of a test whose operations a model has no rule for.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "check/Load.h"
#include "litmus/Elaborate.h"

namespace clmm {

struct NamedModel {
  // Both by the names rule (support/Printable.h), as every output shows them.
  std::string name;  // as given to --model
  std::string key;   // the name expectations use: a built-in name, or a model file's stem
  cat::Model model;
};

// Loads each distinct model once, each within `timeoutSeconds` (0: no limit) and the memory cap.
// Prints located errors; false on bad input or a model that could not be loaded in the budget.
bool loadModels(const std::vector<std::string>& names, std::vector<NamedModel>& out, double timeoutSeconds = 0);

// The models a command checks tests under when it takes them from --model: the ones named, or,
// none named, each test's dialect's own: opencl for an OpenCL test, ptx for a PTX test (as herd
// takes the model of a test's architecture; OpenCL's model would call a PTX test's weak accesses
// races).
struct ModelChoice {
  std::vector<NamedModel> named;  // --model's, or opencl when none was named
  std::vector<NamedModel> ptx;    // none named: ptx, for the PTX tests
  const std::vector<NamedModel>& of(const LoadedTest& t) const;
  const std::vector<NamedModel>& of(bool ptxTest) const { return ptxTest && !ptx.empty() ? ptx : named; }
  // All the models loaded (for checking --skip's names against them).
  std::vector<NamedModel> all() const;
};
// Loads `names` (none: opencl and ptx, chosen per test) as loadModels does.
bool loadModelChoice(const std::vector<std::string>& names, ModelChoice& out, double timeoutSeconds = 0);
// The same for a command that takes one model: `name`, or, empty, each test's dialect's.
bool loadModelChoice(const std::string& name, ModelChoice& out, double timeoutSeconds = 0);
// The built-in model of a dialect: "ptx" for a PTX test, "opencl" for an OpenCL one.
const char* dialectModelName(bool ptxTest);
// Whether a loaded test is written in the PTX dialect.
bool isPtxTest(const LoadedTest& t);

// Prints an error naming the known engines when `engine` is not one of them.
bool knownEngine(const std::string& engine);

// Prints an error listing a model's checks (with the nearest name) when a name of `skip` (--skip)
// is not a check of every model (`inEveryModel`, clmm check) or of none of them (clmm diff).
bool knownChecks(const std::vector<NamedModel>& models, const std::set<std::string>& skip, bool inEveryModel);

// loadTest, serialised: the ANTLR runtime's shared caches are not safe for concurrent parsers.
// Loading (once this thread has the parser) stops after `timeoutSeconds` (0: no limit).
LoadedTest loadTestLocked(const std::string& path, const ElaborateOptions& options, double timeoutSeconds = 0);
// The same for a test given as text (loadTestText).
LoadedTest loadTestTextLocked(const std::string& name, const std::string& text, const ElaborateOptions& options,
                              double timeoutSeconds = 0);

// A loaded test with an operation that one of `models` has no rule for (unsupportedOperation:
// a remote-scope-promotion operation outside opencl-rsp) becomes bad input, with its located error.
void rejectUnsupported(LoadedTest& t, const std::vector<NamedModel>& models);

}  // namespace clmm

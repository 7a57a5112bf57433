// What every command that checks tests shares before it runs them: the models, loaded once and
// shared read-only by the worker threads (evaluation only reads a cat::Model: Evaluator keeps
// its memo per instance, and nothing in axioms/, enumerate/ or solver/ casts constness away);
// the engine name and the checks to skip, checked against the models; loading one test from a
// worker thread; and the refusal of a test whose operations a model has no rule for.
#pragma once

#include <optional>
#include <map>
#include <memory>
#include <mutex>
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
  // The name expectations use (docs/ci.md, "Expectations in a test"): a built-in's name, or the
  // name a model file declares in its title line when that title is a name (modelExpectName);
  // empty for a file that declares none (clmm check's --expect-name gives one). Never the file's
  // name: an edited copy of a model keeps its file name but not its results.
  std::string key;
  bool builtin = false;
  cat::Model model;
};

// The expectation name a model's title declares: the title when it is a name (letters, digits,
// '-', '_', '.'; herd's titles are free text, "Linux-kernel memory model"), else "".
std::string modelExpectName(const std::string& title);
// Whether `name` may name a model in expectations (the characters above, not empty).
bool isExpectName(const std::string& name);

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
  // none named: each AMDGPU family's model ("amdgpu-gfx90a", ...), for the AMDGPU tests of its
  // processors (docs/amdgpu.md), loaded when the first such test needs it (a run of OpenCL tests
  // loads none); one that cannot be loaded prints why, and its tests get `named` (which refuses
  // them: check/Models.cpp, rejectUnsupported)
  bool amdgpuByProcessor = false;
  double amdgpuTimeoutSeconds = 0;
  mutable std::map<std::string, std::vector<NamedModel>> amdgpu;
  std::shared_ptr<std::mutex> amdgpuLock = std::make_shared<std::mutex>();
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
// The built-in model of an AMDGPU test's processor ("amdgpu-gfx90a"), or "" for another test.
std::string amdgpuModelName(const LoadedTest& t);
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

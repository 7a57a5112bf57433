// The checks behind the fuzz targets (see Checks.h).
#include "tests/fuzz/Checks.h"

#include <cstring>
#include <filesystem>
#include <map>
#include <memory>

#include "axioms/BuiltinModels.h"
#include "axioms/ModelParser.h"
#include "check/Engine.h"
#include "litmus/AstTools.h"
#include "litmus/Parser.h"
#include "support/Printable.h"
#include "litmus/Printer.h"
#include "events/Program.h"
#include "tests/fuzz/Compare.h"
#include "tests/fuzz/Generator.h"
#include "litmus/Elaborate.h"

namespace clmm::fuzz {
namespace {

ast::Test parse(const std::string& name, const std::string& text) {
  auto source = std::make_shared<SourceFile>(name, text);
  DiagnosticSink sink(source);
  return parseLitmus(source, sink);
}

// Read as `--herd-compat` reads the AST: the generator writes herd's dialect on purpose, atomic
// calls on plain `int` locations and misfit memory orders included (strictly, those are errors:
// docs/language.md), so that the engines meet what the public corpora hold.
Program elaborate(const std::string& name, const std::string& text) {
  auto source = std::make_shared<SourceFile>(name, text);
  DiagnosticSink sink(source);
  ast::Test t = parseLitmus(source, sink, /*herdCompat=*/true);
  return elaborateProgram(t, sink);
}

// Runs both engines under one model; "" or the disagreement.
std::string agree(const Program& p, const cat::Model& model, const std::string& name, double timeoutSeconds) {
  EngineOptions options;
  options.timeoutSeconds = timeoutSeconds;
  options.engine = "enumerate";
  TestResult e = runEngine(p, model, name, options);
  options.engine = "smt";
  TestResult s = runEngine(p, model, name, options);
  return disagreement(e, s);
}

// The test every fuzzed model is run on: a little of everything the primitives describe
// (plain and atomic accesses, global and local memory, a read-modify-write, a fence, a barrier,
// three scope levels).
const char* const kModelTest = R"(OPENCL fuzz_model
{ x=0; y=0; int d=0; }
P0@sg 0, wg 0, dev 0 (global int* d, global atomic_int* x, local atomic_int* y) {
  *d = 1;
  atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  int r0 = atomic_fetch_add_explicit(y, 1, memory_order_seq_cst, memory_scope_work_group);
}
P1@sg 1, wg 0, dev 0 (global int* d, global atomic_int* x, local atomic_int* y) {
  int r1 = atomic_load_explicit(x, memory_order_acquire, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  int r2 = *d;
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  int r3 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_work_group);
}
P2@wg 1, dev 0 (global atomic_int* x) {
  int r4 = atomic_exchange_explicit(x, 2, memory_order_acq_rel, memory_scope_all_svm_devices);
}
exists (1:r1=1 /\ 1:r2=0)
)";

}  // namespace

std::string checkLitmusFrontEnd(const std::string& text) {
  auto source = std::make_shared<SourceFile>("fuzz.litmus", text);
  DiagnosticSink sink(source);
  std::optional<ast::Test> test;
  try {
    test = parseLitmus(source, sink);
  } catch (const BadInput& e) {
    (void)e.formatted();
    return "";
  }
  if (!ast::followsPtx(*test) && test->dialectHeader != "AMDGPU") {  // no printer for PTX, CUDA or AMDGPU tests
    std::string printed = printTest(*test);
    // The printer shows the preamble's free text (name, doc string, key=value lines) by the rule
    // of every output (support/Printable.h: a control character as a visible \xHH), so the round
    // trip holds up to that rule: the original is compared in its printed form.
    test->name = printableName(test->name);
    test->doc = printableName(test->doc);
    for (auto& [key, value] : test->info) key = printableName(key), value = printableName(value);
    try {
      ast::Test back = parse("fuzz.litmus (printed)", printed);
      std::string why;
      if (!ast::sameTest(*test, back, &why))
        return "the printed test parses to a different AST: " + why + "\n" + printed;
    } catch (const BadInput& e) {
      return "the printed test does not parse:\n" + e.formatted() + printed;
    }
  }
  try {
    Program p = elaborateProgram(*test, sink);
    for (EventId e = 0; e < static_cast<EventId>(p.numEvents()); ++e) (void)p.describe(e);
  } catch (const BadInput& e) {
    (void)e.formatted();
  }
  return "";
}

std::string checkModelFile(const std::string& text) {
  const auto& files = builtinModelFiles();
  cat::FileReader reader = [&files](const std::string&, const std::string& written) -> std::shared_ptr<const SourceFile> {
    auto it = files.find(std::filesystem::path(written).filename().string());
    if (it == files.end()) return nullptr;
    return std::make_shared<SourceFile>("<builtin>/" + it->first, it->second);
  };
  std::optional<cat::Model> model;
  try {
    model = cat::parseModel(std::make_shared<SourceFile>("fuzz.cat", text), modelSignature(), reader);
  } catch (const BadInput& e) {
    (void)e.formatted();
    return "";
  }
  static const Program program = elaborate("fuzz_model.litmus", kModelTest);
  return agree(program, *model, "fuzz", 2);
}

std::string checkEngines(const std::string& text, bool generated, double timeoutSeconds, int maxEvents) {
  std::optional<Program> p;
  try {
    p = elaborate("fuzz.litmus", text);
  } catch (const BadInput& e) {
    if (generated) return "the generator made a test that is rejected:\n" + e.formatted() + text;
    return "";
  }
  if (!generated && p->numEvents() > maxEvents) return "";
  static std::map<std::string, cat::Model> models;
  for (const auto& name : builtinModelNames()) {
    if (isAmdgpuModelName(name)) continue;  // they refuse OpenCL and PTX programs (tests/amdgpu covers them)
    auto it = models.find(name);
    if (it == models.end()) it = models.emplace(name, loadModelByName(name)).first;
    std::string d = agree(*p, it->second, name, timeoutSeconds);
    if (!d.empty()) return d + text;
  }
  return "";
}

std::string differentialInput(const uint8_t* data, size_t size, bool* generated) {
  const char* text = reinterpret_cast<const char*>(data);
  *generated = !(size >= 7 && (std::memcmp(text, "OpenCL ", 7) == 0 || std::memcmp(text, "OPENCL ", 7) == 0));
  return *generated ? generateLitmus(data, size) : std::string(text, size);
}

}  // namespace clmm::fuzz

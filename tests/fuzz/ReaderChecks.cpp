// The checks behind the fuzz targets of the readers (see ReaderChecks.h).
#include "tests/fuzz/ReaderChecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <functional>
#include <memory>
#include <set>
#include <stdexcept>

#include "axioms/BuiltinModels.h"
#include "check/ExpectTable.h"
#include "check/HerdLog.h"
#include "compilecheck/Batch.h"
#include "generate/Cycle.h"
#include "generate/Test.h"
#include "hardware/Observed.h"
#include "lifting/AmdgpuAsm.h"
#include "lifting/Lift.h"
#include "litmus/AmdgpuCode.h"
#include "litmus/Parser.h"
#include "events/Program.h"
#include "litmus/PtxParser.h"
#include "lowering/AmdgpuTarget.h"
#include "lowering/Mapping.h"
#include "targets/Emit.h"
#include "litmus/Elaborate.h"

namespace clmm::fuzz {
namespace {

// Runs `body`: BadInput (formatted, as clmm prints it) is a correct answer, any other exception
// a finding.
std::string guarded(const char* what, const std::function<void()>& body) {
  try {
    body();
  } catch (const BadInput& e) {
    (void)e.formatted();
  } catch (const std::exception& e) {
    return std::string(what) + ": an exception other than BadInput: " + e.what();
  }
  return "";
}

// As guarded, and a refusal must be located: each of its errors at a line of the file. With
// CLMM_FUZZ_VERBOSE set, the refusal is printed (to see how far an input got).
std::string guardedLocated(const char* what, const std::function<void()>& body) {
  try {
    body();
  } catch (const BadInput& e) {
    if (std::getenv("CLMM_FUZZ_VERBOSE")) std::fputs(e.formatted().c_str(), stderr);
    for (const auto& d : e.diagnostics())
      if (d.severity == Severity::Error && !d.range.known())
        return std::string(what) + ": an error without a location: " + d.message;
  } catch (const std::exception& e) {
    return std::string(what) + ": an exception other than BadInput: " + e.what();
  }
  return "";
}

// A test of the project (examples/catalogue/mp_dev_two_groups.litmus, its comment left out):
// message passing between two work-groups, with a plain access, atomics, a branch.
const char* const kSourceTest = R"(OPENCL MP_dev_two_groups
"Message passing between two work-groups, release/acquire at device scope"
{ data=0; flag=0; }

P0@wg 0, dev 0 (global int* data, global atomic_int* flag) {
  *data = 1;
  atomic_store_explicit(flag, 1, memory_order_release, memory_scope_device);
}

P1@wg 1, dev 0 (global int* data, global atomic_int* flag) {
  int r0 = atomic_load_explicit(flag, memory_order_acquire, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) {
    r1 = *data;
  }
}

exists (1:r0=1 /\ 1:r1=0)
)";

ast::Test parsed(const std::string& name, const std::string& text) {
  auto source = std::make_shared<SourceFile>(name, text);
  DiagnosticSink sink(source);
  return parseLitmus(source, sink);
}

}  // namespace

std::string checkPtxTest(const std::string& text) {
  return guarded("PTX front end", [&] {
    auto source = std::make_shared<SourceFile>("fuzz.litmus", looksLikePtx(text) ? text : "PTX fuzz\n" + text);
    DiagnosticSink sink(source);
    ast::Test t = parseLitmus(source, sink);
    (void)elaborateProgram(t, sink);
  });
}

// The processors (with their modes) a headerless AMDGPU input is read for, one per family and mode.
const char* const kAmdgpuProcessors[] = {"gfx90a", "gfx90a:tgsplit", "gfx942", "gfx942:tgsplit", "gfx1030", "gfx1030:cumode",
                                         "gfx1100", "gfx1100:cumode", "gfx1200", "gfx1200:cumode"};

std::string checkAmdgpuTest(const std::string& text) {
  return guardedLocated("AMDGPU front end", [&] {
    const bool headed = text.rfind("AMDGPU", 0) == 0;
    const std::string header = std::string("AMDGPU ") +
                               kAmdgpuProcessors[text.size() % (sizeof kAmdgpuProcessors / sizeof *kAmdgpuProcessors)] +
                               " fuzz\n";
    auto source = std::make_shared<SourceFile>("fuzz.litmus", headed ? text : header + text);
    DiagnosticSink sink(source);
    ast::Test t = parseLitmus(source, sink);
    Program p = elaborateProgram(t, sink);
    for (EventId e = 0; e < static_cast<EventId>(p.numEvents()); ++e) (void)p.describe(e);
  });
}

// The processor (with its mode) that clang's AMDGPU assembly `text` was made for, as its
// .amdgcn_target and kernel descriptor directives say; gfx90a when it names none.
std::string asmProcessor(const std::string& text) {
  std::string processor = "gfx90a";
  if (size_t at = text.find("amdhsa--gfx"); at != std::string::npos) {
    size_t end = text.find_first_of(":\"\n", at + 8);
    processor = text.substr(at + 8, end == std::string::npos ? std::string::npos : end - at - 8);
  }
  if (text.find(".amdhsa_tg_split 1") != std::string::npos) processor += ":tgsplit";
  else if (text.find(".amdhsa_workgroup_processor_mode 0") != std::string::npos) processor += ":cumode";
  return processor;
}

std::string liftAmdgpuFixed(const std::string& text) {
  auto source = std::make_shared<SourceFile>("mp.litmus", kSourceTest);
  DiagnosticSink sink(source);
  ast::Test test = parseLitmus(source, sink);
  Program program = elaborateProgram(test, sink);
  targets::EmittedSource emitted = targets::emitSource(test, program, targets::Target::OpenCL);
  lifting::LiftedTest lifted =
      lifting::liftAmdgpuAsm(std::make_shared<SourceFile>("fuzz.s", text), emitted, test, asmProcessor(text));
  auto back = std::make_shared<SourceFile>("fuzz.s (lifted)", lifted.text);
  DiagnosticSink backSink(back);
  ast::Test t = parseLitmus(back, backSink);
  if (t.dialectHeader != "AMDGPU") throw std::logic_error("the lifted test is not an AMDGPU test");
  (void)elaborateProgram(t, backSink);
  return lifted.text;
}

std::string checkAmdgpuLift(const std::string& text) {
  return guardedLocated("AMDGPU lifter", [&] { (void)liftAmdgpuFixed(text); });
}

// The lifter on `text` as the fixed test's PTX, and the lifted test read back.
void liftFixed(const std::string& text) {
  auto source = std::make_shared<SourceFile>("mp.litmus", kSourceTest);
  DiagnosticSink sink(source);
  ast::Test test = parseLitmus(source, sink);
  Program program = elaborateProgram(test, sink);
  targets::EmittedSource emitted = targets::emitSource(test, program, targets::Target::Cuda);
  lifting::LiftedTest lifted = lifting::liftPtx(std::make_shared<SourceFile>("fuzz.ptx", text), emitted, test);
  ast::Test back = parsed("fuzz.ptx (lifted)", lifted.text);
  DiagnosticSink backSink(std::make_shared<SourceFile>("fuzz.ptx (lifted)", lifted.text));
  (void)elaborateProgram(back, backSink);
}

std::string checkPtxLift(const std::string& text) { return guarded("PTX lifter", [&] { liftFixed(text); }); }

std::string checkBatchPtx(const std::string& text) {
  std::vector<std::string> modules;
  try {
    modules = compilecheck::splitBatchPtx(text, 2);
  } catch (const std::exception& e) {
    return std::string("batch PTX split: an exception: ") + e.what();
  }
  if (modules.size() != 2) return "batch PTX split: " + std::to_string(modules.size()) + " parts for 2 tests";
  for (const auto& m : modules)
    if (std::string finding = guarded("PTX lifter on a batch's part", [&] { liftFixed(m); }); !finding.empty())
      return finding;
  return "";
}

std::string checkGenerateCycle(const std::string& text) {
  for (gen::Target target : {gen::Target::Opencl, gen::Target::Ptx}) {
    gen::GenTest t;
    try {
      t = gen::buildTest(gen::parseCycle(text, target));
    } catch (const gen::CycleError& e) {
      if (e.column < 1) return "generate cycle: an error without a column: " + std::string(e.what());
      continue;
    } catch (const std::exception& e) {
      return std::string("generate cycle: an exception other than CycleError: ") + e.what();
    }
    std::string emitted = gen::emitTest(t);
    try {
      auto source = std::make_shared<SourceFile>(t.name + ".litmus", emitted);
      DiagnosticSink sink(source);
      ast::Test test = parseLitmus(source, sink);
      (void)elaborateProgram(test, sink);
      sink.throwIfErrors();
    } catch (const std::exception& e) {
      return "generate cycle: the generated test " + t.name + " is not read back: " + e.what() + "\n" + emitted;
    }
    try {
      if (gen::emitTest(gen::buildTest(gen::parseCycle(t.cycle, target))) != emitted)
        return "generate cycle: the index's cycle '" + t.cycle + "' builds another test";
    } catch (const std::exception& e) {
      return "generate cycle: the index's cycle '" + t.cycle + "' does not build: " + e.what();
    }
  }
  return "";
}

std::string checkMappingFile(const std::string& text) {
  return guarded("mapping file", [&] {
    mapping::Mapping m = mapping::parseMapping(std::make_shared<SourceFile>("fuzz.map", text));
    ast::Test test = parsed("mp.litmus", kSourceTest);
    (void)mapping::applyMapping(m, test);
    if (m.processor.empty()) return;
    // The lowered test in the AMDGPU dialect: it must be read back (a refusal of its text by the
    // printer is located in the test, which is correct for code the dialect cannot say).
    std::string printed;
    try {
      printed = mapping::printAmdgpuTest(test, m.processor);
    } catch (const BadInput&) {
      return;
    }
    try {
      auto lowered = std::make_shared<SourceFile>("mp.litmus (lowered)", printed);
      DiagnosticSink loweredSink(lowered);
      ast::Test t = parseLitmus(lowered, loweredSink);
      (void)elaborateProgram(t, loweredSink);
    } catch (const BadInput& e) {
      throw std::logic_error("the lowered AMDGPU test is not read back:\n" + e.formatted() + printed);
    }
  });
}

std::string checkExpectations(const std::string& text) {
  std::string finding = guarded("expectation table", [&] {
    ExpectationTable table = parseExpectationTable(std::make_shared<SourceFile>("fuzz.csv", text));
    for (const auto& [test, byModel] : table.rows) checkExpectationModels(byModel, builtinModelNames());
  });
  if (!finding.empty()) return finding;
  return guarded("clmm-expect lines", [&] {
    ExpectationsByModel byModel = scanFileExpectations(std::make_shared<SourceFile>("fuzz.litmus", text));
    checkExpectationModels(byModel, builtinModelNames());
  });
}

std::string checkObservedReport(const std::string& text) {
  return guarded("observed report", [&] {
    hw::ObservedRun run = hw::parseObserved("fuzz.json", text);
    // A report that reads holds one entry per test, each state once, and counts whose sum fits in
    // 64 bits (else one entry's or state's forbidden observations could be ignored or wrap away).
    std::set<std::pair<std::string, std::string>> entries;
    for (const auto& t : run.tests) {
      if (!entries.insert({t.test, std::filesystem::path(t.file).lexically_normal().string()}).second)
        throw std::logic_error("two entries of one test were read");
      std::set<std::vector<int64_t>> states;
      uint64_t sum = 0;
      for (const auto& s : t.states) {
        if (!states.insert(s.values).second) throw std::logic_error("a state listed twice was read");
        if (__builtin_add_overflow(sum, s.count, &sum)) throw std::logic_error("counts that wrap were read");
      }
    }
    for (const auto& t : run.tests) {
      TestResult r;  // a decided result with one allowed state of zeros
      r.test = t.test;
      r.observables = t.observables;
      FinalState s;
      s.values.assign(t.observables.size(), 0);
      r.states.push_back(s);
      hw::Comparison c;
      if (hw::compare(r, t, c).empty()) (void)hw::histogramSvg(t.test, t.observables, c);
      std::string ambiguous;
      if (hw::findObserved(run, t.file, t.test, {t.file}, ambiguous) != &t)
        throw std::logic_error("an entry is not found by its own path: " + ambiguous);
    }
  });
}

std::string checkHerdLog(const std::string& text) {
  return guarded("herd log", [&] {
    HerdLog log = parseHerdLog(std::make_shared<SourceFile>("fuzz.log", text));
    std::set<std::string> names;
    for (const auto& t : log.tests) {
      if (!names.insert(t.name).second) throw std::logic_error("two blocks of one test were read");
      if (t.counts.size() != t.states.size()) throw std::logic_error("a state without its count");
      TestResult r;  // a decided result with one state, 0:r0=0
      r.observables = {"0:r0"};
      FinalState s;
      s.values = {0};
      r.states.push_back(s);
      (void)compareWithHerd(t, log.litmus, r);
    }
  });
}

}  // namespace clmm::fuzz

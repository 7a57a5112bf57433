// `clmm compile-check --compiler nvcc|nvidia-opencl [--ptx DIR] PATH...`: emits each OpenCL
// test as CUDA or OpenCL C (targets/), takes the PTX the real compiler made of it (compiling
// with nvcc when it is on PATH, or reading DIR/<key>.ptx), lifts it back to a PTX litmus test
// (lifting/) and runs the refinement check (lowering/Refinement.h) of the lifted test under the
// PTX model against the source under the source model. Exit codes as clmm validate: 2 bad input,
// else 3 unknown, else 1 unsound, else 0. `--emit DIR` writes the sources to compile and stops.
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "check/Models.h"
#include "cli/Batch.h"
#include "cli/CompileCheck.h"
#include "cli/Inputs.h"
#include "cli/Junit.h"
#include "cli/Report.h"
#include "explain/Explain.h"
#include "lifting/Lift.h"
#include "litmus/Budget.h"
#include "litmus/Parser.h"
#include "litmus/Printable.h"
#include "litmus/Process.h"
#include "lowering/Refinement.h"
#include "targets/Emit.h"

namespace clmm {
namespace {

namespace fs = std::filesystem;

// The name under which a test's emitted source and its compiled PTX are kept: the file's stem and
// a hash of the emitted text, so that PTX compiled from another emission is never taken for it.
std::string sourceKey(const std::string& path, const std::string& text) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  // The stem as a file-name part: letters, digits, '_', '-' and '.'; anything else becomes '_'.
  std::string stem;
  for (unsigned char c : fs::path(path).stem().string())
    stem += std::isalnum(c) || c == '_' || c == '-' || (c == '.' && !stem.empty()) ? static_cast<char>(c) : '_';
  if (stem.size() > 64) stem.resize(64);
  return (stem.empty() ? std::string("test") : stem) + "-" + std::string(hex).substr(0, 12);
}

struct Prepared {
  std::string path;
  std::string key;
  std::string ptxPath;
  std::optional<Program> source;
  std::optional<Program> target;
  lifting::LiftedTest lifted;
  std::string error;  // bad input: located errors, formatted
};

bool writeFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

// Runs nvcc on `cu`, writing `ptx` (no shell: litmus/Process.h); the compiler's messages when
// it fails.
std::optional<std::string> runNvcc(const std::string& cu, const std::string& ptx, const std::string& arch) {
  ProcessOptions po;
  po.stdoutFile = po.stderrFile = ptx + ".log";
  ProcessResult r = runProcess({"nvcc", "-ptx", "-lineinfo", "-std=c++17", "-arch=" + arch, "-o", ptx, cu}, po);
  if (r.ok()) return std::nullopt;
  std::ifstream in(po.stdoutFile);
  std::stringstream s;
  s << in.rdbuf();
  return s.str().empty() ? "nvcc failed (" + r.describe() + ")" : s.str();
}

// Whether `arch` is a value nvcc's -arch takes: sm_NN, compute_NN (with an optional a or f
// suffix), native, all or all-major. Anything else is refused before it reaches a command.
bool validArch(const std::string& arch) {
  if (arch == "native" || arch == "all" || arch == "all-major") return true;
  std::string digits;
  if (arch.rfind("sm_", 0) == 0)
    digits = arch.substr(3);
  else if (arch.rfind("compute_", 0) == 0)
    digits = arch.substr(8);
  else
    return false;
  if (!digits.empty() && (digits.back() == 'a' || digits.back() == 'f')) digits.pop_back();
  if (digits.size() < 2 || digits.size() > 3) return false;
  for (char c : digits)
    if (c < '0' || c > '9') return false;
  return true;
}

std::string listing(const lifting::LiftedTest& l) {
  std::string s = "  the compiled code, lifted (PTX instruction <- source operation):\n";
  for (const auto& i : l.instructions) {
    if (!i.memory) continue;
    std::string left = "    P" + std::to_string(i.thread) + "  " + i.text;
    if (left.size() < 44) left.resize(44, ' ');
    s += left + "  from PTX line " + std::to_string(i.ptxLine) + " '" + i.ptx + "'" +
         (i.sourceOp.empty() ? std::string() : " <- " + i.sourceOp) + "\n";
  }
  return s;
}

}  // namespace

int runCompileCheck(const CompileCheckOptions& o) {
  if (o.compiler != "nvcc" && o.compiler != "nvidia-opencl") {
    std::cerr << "clmm: error: --compiler must be nvcc or nvidia-opencl, not '" << o.compiler << "'\n";
    return 2;
  }
  const targets::Target target = o.compiler == "nvcc" ? targets::Target::Cuda : targets::Target::OpenCL;
  if (!validArch(o.arch)) {
    std::cerr << "clmm: error: --arch '" << printableName(o.arch)
              << "' is not an architecture nvcc takes: give sm_NN or compute_NN (e.g. --arch sm_90), native, all or "
                 "all-major\n";
    return 2;
  }
  if (!o.ptxDir.empty() && !o.emitDir.empty()) {
    std::cerr << "clmm: error: --ptx and --emit exclude each other: --emit writes the sources to compile, --ptx "
                 "reads what was compiled from them\n";
    return 2;
  }
  if (!o.ptxDir.empty() && !fs::is_directory(o.ptxDir)) {
    std::cerr << "clmm: error: --ptx " << o.ptxDir << ": no such directory (give the folder of compiled .ptx files)\n";
    return 2;
  }
  if (o.ptxDir.empty() && o.emitDir.empty()) {
    if (target == targets::Target::OpenCL) {
      std::cerr << "clmm: error: --compiler nvidia-opencl needs --ptx DIR: clmm does not link NVIDIA's OpenCL driver; "
                   "write the sources with --emit DIR and compile them with targets/compile.sh on a machine that has it\n";
      return 2;
    }
    if (!findProgram("nvcc")) {
      std::cerr << "clmm: error: nvcc is not on PATH: give --ptx DIR (PTX already compiled, e.g. "
                   "targets/fixtures/nvcc) or write the sources with --emit DIR\n";
      return 2;
    }
  }
  if (!removeStaleReports({{"--junit", o.junit}})) return 2;
  std::vector<NamedModel> ms;
  if (!loadModels({o.sourceModel, o.targetModel}, ms, o.timeoutSeconds)) return 2;
  const NamedModel& sm = ms.front();
  const NamedModel& tm = ms.back();
  const std::vector<NamedModel> sourceOnly = {sm};
  if (!knownEngine(o.engine)) return 2;
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;
  if (!o.emitDir.empty()) {
    std::error_code ec;
    fs::create_directories(o.emitDir, ec);
    if (ec) {
      std::cerr << "clmm: error: cannot create --emit directory " << o.emitDir << ": " << ec.message() << "\n";
      return 2;
    }
  }
  std::string scratch;
  const auto start = std::chrono::steady_clock::now();

  // Emit, compile and lift every test first (serially: the parser is not thread-safe).
  std::vector<Prepared> tests;
  int emitted = 0;
  for (const auto& path : inputs->files) {
    Prepared p;
    p.path = path;
    LoadedTest t = loadTest(path, o.lower);
    rejectUnsupported(t, sourceOnly);  // a remote operation means something under opencl-rsp only
    reportDiagnostics(t, !o.quiet);
    if (!t.ok()) {
      p.error = " ";  // already printed
      tests.push_back(std::move(p));
      continue;
    }
    try {
      targets::EmittedSource src = targets::emitSource(*t.ast, *t.program, target);
      p.key = sourceKey(path, src.text);
      if (!o.emitDir.empty()) {
        std::string file = (fs::path(o.emitDir) / (p.key + targets::targetExtension(target))).string();
        if (!writeFile(file, src.text)) {
          std::cerr << "clmm: error: cannot write " << printableName(file) << "\n";
          return 2;
        }
        std::cout << printableName(file) << "\n";
        ++emitted;
        continue;
      }
      if (!o.ptxDir.empty()) {
        p.ptxPath = (fs::path(o.ptxDir) / (p.key + ".ptx")).string();
        std::string log = (fs::path(o.ptxDir) / (p.key + ".log")).string();
        if (!fs::exists(p.ptxPath) && fs::exists(log)) {
          p.error = printableName(path) +
                    ": error: the compiler rejected this test's emitted source (its messages are in " + log +
                    "); change the test to what " + o.compiler + " accepts\n";
          tests.push_back(std::move(p));
          continue;
        }
        if (!fs::exists(p.ptxPath)) {
          p.error = printableName(path) + ": error: no compiled PTX for this test's emitted source: expected " +
                    p.ptxPath + " (emit the sources with --emit DIR and compile them with targets/compile.sh)\n";
          tests.push_back(std::move(p));
          continue;
        }
      } else {
        if (scratch.empty()) {
          char tmpl[] = "/tmp/clmm-compile-XXXXXX";
          if (!mkdtemp(tmpl)) {
            std::cerr << "clmm: error: cannot create a temporary directory\n";
            return 2;
          }
          scratch = tmpl;
        }
        std::string cu = scratch + "/" + p.key + ".cu";
        p.ptxPath = scratch + "/" + p.key + ".ptx";
        writeFile(cu, src.text);
        if (auto err = runNvcc(cu, p.ptxPath, o.arch)) {
          p.error = printableName(path) + ": error: nvcc rejected the emitted source " + cu + ":\n" + *err;
          tests.push_back(std::move(p));
          continue;
        }
      }
      auto ptx = SourceFile::read(p.ptxPath);
      p.lifted = lifting::liftPtx(ptx, src, *t.ast);
      auto liftedFile = std::make_shared<SourceFile>(p.ptxPath + " (lifted)", p.lifted.text);
      DiagnosticSink sink(liftedFile);
      ast::Test lt = parseLitmus(liftedFile, sink, false);
      observeSourceObservables(*t.program, lt);
      p.target = lowerProgram(lt, sink, o.lower);
      sink.throwIfErrors();
      p.source = std::move(t.program);
    } catch (const BadInput& e) {
      p.error = e.formatted();
    } catch (const std::exception& e) {
      p.error = printableName(path) + ": error: " + e.what() + "\n";
    }
    tests.push_back(std::move(p));
  }
  if (!o.emitDir.empty()) {
    for (const auto& p : tests)
      if (p.error != " ") std::cerr << p.error;
    std::cerr << emitted << (emitted == 1 ? " source" : " sources") << " written to " << o.emitDir << "\n";
    return inputs->bad || emitted != static_cast<int>(inputs->files.size()) ? 2 : 0;
  }

  RefineOptions ro;
  ro.engine.engine = o.engine;
  ro.engine.timeoutSeconds = o.timeoutSeconds;
  ro.witnessSeconds = o.witnessSeconds;
  const bool json = o.format == "json";
  std::vector<JunitCase> junit(tests.size());

  auto work = [&](size_t i) {
    Prepared& p = tests[i];
    TestOutcome out;
    JunitCase& jc = junit[i];
    jc.name = printableName(p.path) + " [" + o.compiler + "]";
    jc.classname = junitClassname(p.path);
    jc.file = p.path;
    if (!p.error.empty()) {
      out.err = p.error == " " ? "" : p.error;
      out.badInput = true;
      jc.status = JunitCase::Status::Error;
      jc.type = "bad-input";
      jc.message = "not checked: the test could not be emitted, compiled or lifted";
      jc.text = p.error;
      return out;
    }
    auto t0 = std::chrono::steady_clock::now();
    RefineResult r = refine(*p.source, &*p.target, sm, tm, ro);
    jc.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    int rc = refineExitCode(r);
    out.passed = rc == 0;
    out.failed = rc == 1;
    out.unknown = rc == 3;
    out.unchecked = r.sourceRacy ? 1 : 0;
    std::string details;
    for (const auto& l : describeRefinement(r)) details += l + "\n";
    if (rc == 1) details += listing(p.lifted);
    if (rc == 1 && o.explain) {
      ExplainRequest request;
      request.text = true;
      std::string error;
      details += "  explanation of the compiled test under " + tm.name + ":\n" +
                 explainResult(*p.target, tm.model, r.target, ro.engine, request, error);
    }
    if (o.showLifted) details += "  lifted test:\n" + p.lifted.text;
    if (rc == 1) {
      jc.status = JunitCase::Status::Failed;
      jc.type = "unsound";
      jc.message = "the compiled PTX allows an outcome the source forbids";
    } else if (rc == 3) {
      jc.status = JunitCase::Status::Error;
      jc.type = "unknown";
      jc.message = r.unknownReason;
    }
    jc.text = details;
    if (json) {
      nlohmann::json j = refinementJson(r);
      j["file"] = printableName(p.path);
      j["compiler"] = o.compiler;
      j["ptx"] = p.ptxPath;
      nlohmann::json lifted = nlohmann::json::array();
      for (const auto& li : p.lifted.instructions)
        if (li.memory)
          lifted.push_back({{"thread", li.thread}, {"instruction", li.text}, {"ptx", li.ptx}, {"ptx_line", li.ptxLine},
                            {"source", li.sourceOp}});
      j["lifted"] = lifted;
      out.out = jsonLine(j);
      return out;
    }
    std::string status = rc == 0 ? "ok      " : rc == 1 ? "UNSOUND " : "UNKNOWN ";
    out.out = status + " " + printableName(p.path) + " (" + printableName(p.ptxPath) + ")" +
              (r.sourceRacy ? ": racy source" : "") + "\n";
    if (rc != 0 || o.showLifted) out.out += details;
    return out;
  };

  int sound = 0, racy = 0, unsound = 0, unknown = 0, bad = 0, notRun = 0;
  std::vector<bool> ran(tests.size(), false);
  BatchOptions bo;
  bo.jobs = o.jobs;
  bo.progress = !o.quiet && isatty(STDERR_FILENO);
  bo.failedWord = "unsound";
  runBatch(tests.size(), bo, work, [&](size_t i, TestOutcome& out) {
    std::cerr << out.err;
    std::cout << out.out;
    sound += out.passed;
    racy += out.unchecked;
    unsound += out.failed;
    unknown += out.unknown;
    bad += out.badInput ? 1 : 0;
    notRun += out.notRun ? 1 : 0;
    ran[i] = !out.notRun;
  });
  if (!scratch.empty()) {
    std::error_code ec;
    fs::remove_all(scratch, ec);
  }
  if (!o.junit.empty()) {
    std::vector<JunitCase> cases;
    for (size_t i = 0; i < tests.size(); ++i) {
      if (ran[i]) {
        cases.push_back(junit[i]);
      } else {
        JunitCase c = junit[i];
        c.name = printableName(tests[i].path) + " [" + o.compiler + "]";
        c.classname = junitClassname(tests[i].path);
        c.status = JunitCase::Status::Skipped;
        c.message = "not run: the run was stopped";
        cases.push_back(c);
      }
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!writeJunit(o.junit, "clmm compile-check", cases, seconds)) {
      std::cerr << "clmm: error: cannot write the JUnit report '" << o.junit << "'\n";
      bad += 1;
    }
  }
  int total = sound + unsound + unknown + bad;
  std::string summary = std::to_string(total) + (total == 1 ? " test: " : " tests: ") + std::to_string(sound) + " sound";
  if (racy) summary += " (" + std::to_string(racy) + " with a racy source)";
  summary += ", " + std::to_string(unsound) + " unsound, " + std::to_string(unknown) + " unknown";
  if (bad) summary += ", " + std::to_string(bad) + (bad == 1 ? " bad input" : " bad inputs");
  if (notRun) summary += ", " + std::to_string(notRun) + " not run";
  (json ? std::cerr : std::cout) << summary << "\n";
  if (stopSignal()) return 128 + stopSignal();
  if (inputs->bad || bad) return 2;
  if (unknown) return 3;
  return unsound ? 1 : 0;
}

}  // namespace clmm

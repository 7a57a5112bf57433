// The stages of the compile-check pipeline (Pipeline.h): emit, compile or find, lift, refine.
#include "compilecheck/Pipeline.h"

#include <stdlib.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "litmus/Parser.h"
#include "litmus/Printable.h"
#include "litmus/Process.h"

namespace clmm::compilecheck {

namespace fs = std::filesystem;

namespace {

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

}  // namespace

targets::Target targetOf(const std::string& compiler) {
  return compiler == "nvcc" ? targets::Target::Cuda : targets::Target::OpenCL;
}

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

Pipeline::Pipeline(PipelineOptions options) : options_(std::move(options)), target_(targetOf(options_.compiler)) {}

Pipeline::~Pipeline() {
  if (scratch_.empty()) return;
  std::error_code ec;
  fs::remove_all(scratch_, ec);
}

std::string Pipeline::scratchDir() {
  if (scratch_.empty()) {
    char tmpl[] = "/tmp/clmm-compile-XXXXXX";
    if (mkdtemp(tmpl)) scratch_ = tmpl;
  }
  return scratch_;
}

CompiledTest Pipeline::prepare(const std::string& path, const NamedModel& sourceModel) {
  CompiledTest c;
  c.path = path;
  LoadedTest t = loadTest(path, options_.lower);
  rejectUnsupported(t, {sourceModel});  // a remote operation means something under opencl-rsp only
  std::ostringstream diagnostics;
  reportDiagnostics(t, options_.showWarnings, diagnostics);
  c.diagnostics = diagnostics.str();
  if (!t.ok()) {
    c.error = " ";  // in the diagnostics
    return c;
  }
  try {
    targets::EmittedSource src = emit(t, c);
    if (!options_.emitDir.empty() || !c.fatal.empty()) return c;
    if (!obtainPtx(src, c)) return c;
    lift(t, src, c);
  } catch (const BadInput& e) {
    c.error = e.formatted();
  } catch (const std::exception& e) {
    c.error = printableName(path) + ": error: " + e.what() + "\n";
  }
  return c;
}

targets::EmittedSource Pipeline::emit(const LoadedTest& t, CompiledTest& c) {
  targets::EmittedSource src = targets::emitSource(*t.ast, *t.program, target_);
  c.key = sourceKey(c.path, src.text);
  if (options_.emitDir.empty()) return src;
  std::string file = (fs::path(options_.emitDir) / (c.key + targets::targetExtension(target_))).string();
  if (writeFile(file, src.text))
    c.emittedFile = file;
  else
    c.fatal = "cannot write " + printableName(file);
  return src;
}

bool Pipeline::obtainPtx(const targets::EmittedSource& src, CompiledTest& c) {
  if (!options_.ptxDir.empty()) {
    c.ptxPath = (fs::path(options_.ptxDir) / (c.key + ".ptx")).string();
    std::string log = (fs::path(options_.ptxDir) / (c.key + ".log")).string();
    if (!fs::exists(c.ptxPath) && fs::exists(log)) {
      c.error = printableName(c.path) +
                ": error: the compiler rejected this test's emitted source (its messages are in " + log +
                "); change the test to what " + options_.compiler + " accepts\n";
      return false;
    }
    if (!fs::exists(c.ptxPath)) {
      c.error = printableName(c.path) + ": error: no compiled PTX for this test's emitted source: expected " +
                c.ptxPath + " (emit the sources with --emit DIR and compile them with targets/compile.sh)\n";
      return false;
    }
    return true;
  }
  const std::string scratch = scratchDir();
  if (scratch.empty()) {
    c.fatal = "cannot create a temporary directory";
    return false;
  }
  std::string cu = scratch + "/" + c.key + ".cu";
  c.ptxPath = scratch + "/" + c.key + ".ptx";
  writeFile(cu, src.text);
  if (auto err = runNvcc(cu, c.ptxPath, options_.arch)) {
    c.error = printableName(c.path) + ": error: nvcc rejected the emitted source " + cu + ":\n" + *err;
    return false;
  }
  return true;
}

void Pipeline::lift(LoadedTest& t, const targets::EmittedSource& src, CompiledTest& c) {
  auto ptx = SourceFile::read(c.ptxPath);
  c.lifted = lifting::liftPtx(ptx, src, *t.ast);
  auto liftedFile = std::make_shared<SourceFile>(c.ptxPath + " (lifted)", c.lifted.text);
  DiagnosticSink sink(liftedFile);
  ast::Test lt = parseLitmus(liftedFile, sink, false);
  observeSourceObservables(*t.program, lt);
  c.target = lowerProgram(lt, sink, options_.lower);
  sink.throwIfErrors();
  c.source = std::move(t.program);
}

RefineResult refineCompiled(const CompiledTest& c, const NamedModel& sourceModel, const NamedModel& targetModel,
                            const RefineOptions& options) {
  return refine(*c.source, &*c.target, sourceModel, targetModel, options);
}

std::string liftedListing(const lifting::LiftedTest& l) {
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

nlohmann::json liftedJson(const lifting::LiftedTest& l) {
  nlohmann::json lifted = nlohmann::json::array();
  for (const auto& li : l.instructions)
    if (li.memory)
      lifted.push_back({{"thread", li.thread},
                        {"instruction", li.text},
                        {"ptx", li.ptx},
                        {"ptx_line", li.ptxLine},
                        {"source", li.sourceOp}});
  return lifted;
}

}  // namespace clmm::compilecheck

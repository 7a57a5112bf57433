// The stages of the compile-check pipeline (Pipeline.h): emit, compile or find, lift, refine.
#include "compilecheck/Pipeline.h"

#include <stdlib.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "compilecheck/Batch.h"
#include "events/Spellings.h"
#include "lifting/AmdgpuAsm.h"
#include "lifting/LlvmLift.h"
#include "lifting/Responsibility.h"
#include "lifting/SpirvIr.h"
#include "litmus/Elaborate.h"
#include "litmus/Parser.h"
#include "support/AtomicFile.h"
#include "support/Budget.h"
#include "support/Printable.h"
#include "support/Process.h"

namespace clmm::compilecheck {

namespace fs = std::filesystem;

namespace {

// Writes a file of the scratch folder, removing first whatever the compiler left under its name
// (a link or a FIFO would be followed or block).
bool writeFile(const std::string& path, const std::string& text) {
  std::error_code ec;
  fs::remove(path, ec);
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

// A located emission refusal as a skip reason, on one line: "FILE:L:C: cuda target: ...".
std::string skipReason(const BadInput& e) {
  std::string s = e.formatted();
  s = s.substr(0, s.find('\n'));  // the located message, without the quoted source line
  if (size_t at = s.find(": error: "); at != std::string::npos) s.replace(at, 9, ": ");
  return s;
}

std::string region(uint8_t flags) {
  if (flags == (kGlobalFlag | kLocalFlag)) return "global|local";
  return flags & kLocalFlag ? "local" : flags & kGlobalFlag ? "global" : "-";
}

}  // namespace

std::set<std::string> operationAnnotations(const Program& p) {
  std::set<std::string> out;
  for (const Event& e : p.events) {
    if (e.thread < 0 || e.kind == EventKind::BarrierExit) continue;
    std::string scope(spellingOf(e.scope).name), order(spellingOf(e.order).name);
    if (e.kind == EventKind::BarrierEntry) {
      out.insert("barrier " + scope + " " + region(e.fenceFlags));
    } else if (e.kind == EventKind::Fence) {
      out.insert("fence " + order + " " + scope + " " + region(e.fenceFlags));
    } else if (e.isAccess() && e.kind != EventKind::Init) {
      const char* kind = e.kind == EventKind::Read ? "load" : e.kind == EventKind::Write ? "store" : "rmw";
      std::string space = e.loc >= 0 && p.locations[e.loc].region == Region::Local ? "local" : "global";
      out.insert(std::string(kind) + " " + order + (e.atomic ? " " + scope : "") + " " + space);
    }
  }
  return out;
}

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

struct Pipeline::Pending {
  LoadedTest t;
  targets::EmittedSource src;
  CompiledTest c;
};

Pipeline::Pipeline(PipelineOptions options) : options_(std::move(options)), target_(targetOf(options_.compiler)) {}

Pipeline::~Pipeline() {
  if (scratch_.empty()) return;
  releaseScratchDirectory(scratchSlot_);
  std::error_code ec;
  fs::remove_all(scratch_, ec);
}

std::string Pipeline::workDir() {
  if (scratch_.empty()) {
    // In $TMPDIR when it names a folder, else /tmp.
    std::error_code ec;
    fs::path base = fs::temp_directory_path(ec);
    if (ec) base = "/tmp";
    std::string tmpl = (base / "clmm-compile-XXXXXX").string();
    // Registered: a second stop signal removes it too (support/AtomicFile.h).
    if (mkdtemp(tmpl.data())) scratch_ = tmpl, scratchSlot_ = registerScratchDirectory(tmpl);
    // clang for AMDGPU: the header of OpenCL C atomics its command includes (Compiler.h).
    if (!scratch_.empty() && clang() && amdgpuTarget(options_.clangTarget) &&
        !writeFile(scratch_ + "/" + kAmdgpuAtomicsFile, amdgpuAtomicsText()))
      scratch_.clear();
  }
  return scratch_;
}

std::string Pipeline::keep(const std::string& file, CompiledTest& c) {
  if (options_.keepDir.empty() || !fs::is_regular_file(file)) return file;  // (a link to a device is not kept)
  std::string kept = (fs::path(options_.keepDir) / fs::path(file).filename()).string();
  std::error_code ec;
  fs::copy_file(file, kept, fs::copy_options::overwrite_existing, ec);
  if (ec) c.fatal = "cannot write " + printableName(kept) + ": " + ec.message();
  return kept;
}

std::string Pipeline::compilerName() const {
  return printableName(fs::path(options_.command.argv.front()).filename().string());
}

std::vector<CompiledTest> Pipeline::prepareAll(const std::vector<std::string>& paths, const NamedModel& sourceModel) {
  std::vector<Pending> pending(paths.size());
  std::vector<Pending*> live;
  bool fatal = false;
  for (size_t i = 0; i < paths.size() && !fatal; ++i) {
    Pending& p = pending[i];
    load(paths[i], sourceModel, p);
    fatal = !p.c.fatal.empty();
    if (!p.c.error.empty() || !p.c.skipped.empty() || !p.c.emittedFile.empty() || fatal || !options_.emitDir.empty())
      continue;
    if (!options_.ptxDir.empty()) {
      if (findPtx(p.c)) lift(p);
      continue;
    }
    live.push_back(&p);
    if (live.size() == std::max<size_t>(options_.batch, 1)) compileBatch(live);
  }
  if (!fatal) compileBatch(live);
  std::vector<CompiledTest> out;
  for (auto& p : pending) {
    if (p.c.path.empty()) break;  // not reached: a fatal error came first
    out.push_back(std::move(p.c));
    if (!out.back().fatal.empty()) break;
  }
  return out;
}

void Pipeline::load(const std::string& path, const NamedModel& sourceModel, Pending& p) {
  CompiledTest& c = p.c;
  c.path = path;
  p.t = loadTest(path, options_.reading);
  c.ptxSource = isPtxTest(p.t);
  rejectUnsupported(p.t, {sourceModel});  // a remote operation means something under opencl-rsp only
  std::ostringstream diagnostics;
  reportDiagnostics(p.t, options_.showWarnings, diagnostics);
  c.diagnostics = diagnostics.str();
  if (!p.t.ok()) {
    c.error = " ";  // in the diagnostics
    return;
  }
  c.annotations = operationAnnotations(*p.t.program);
  try {
    p.src = targets::emitSource(*p.t.ast, *p.t.program, target_);
  } catch (const BadInput& e) {
    c.skipped = skipReason(e);
    return;
  }
  c.key = sourceKey(c.path, p.src.text);
  if (options_.emitDir.empty()) return;
  std::string file = (fs::path(options_.emitDir) / (c.key + targets::targetExtension(target_))).string();
  if (writeFile(file, p.src.text))
    c.emittedFile = file;
  else
    c.fatal = "cannot write " + printableName(file);
}

bool Pipeline::findPtx(CompiledTest& c) {
  c.ptxPath = (fs::path(options_.ptxDir) / (c.key + outExt())).string();
  std::string log = (fs::path(options_.ptxDir) / (c.key + ".log")).string();
  if (!fs::exists(c.ptxPath) && fs::exists(log)) {
    c.error = printableName(c.path) +
              ": error: the compiler rejected this test's emitted source (its messages are in " + log +
              "); change the test to what " + options_.compiler + " accepts\n";
    return false;
  }
  if (!fs::exists(c.ptxPath) && options_.machineCode) {
    c.error = printableName(c.path) + ": error: no AMDGPU assembly for this test's emitted source: expected " +
              printableName(c.ptxPath) + " (keep a live compilation's files with --keep DIR, then edit and read them back "
              "with --asm DIR)\n";
    return false;
  }
  if (!fs::exists(c.ptxPath)) {
    c.error = printableName(c.path) + ": error: no compiled PTX for this test's emitted source: expected " + c.ptxPath +
              " (emit the sources with --emit DIR and compile them with targets/compile.sh)\n";
    return false;
  }
  return true;
}

// Compiles one test in a run of its own: DIR/<key>.cu|.cl to DIR/<key>.ptx.
bool Pipeline::compileAlone(Pending& p) {
  CompiledTest& c = p.c;
  const std::string dir = workDir();
  const std::string src = c.key + targets::targetExtension(target_), ptx = c.key + outExt();
  if (!writeFile(dir + "/" + src, p.src.text)) {
    c.fatal = "cannot write " + printableName(dir + "/" + src);
    return false;
  }
  std::error_code ec;
  fs::remove(dir + "/" + ptx, ec);
  auto err = compile(dir, src, ptx, options_.timeoutSeconds);
  c.sourcePath = keep(dir + "/" + src, c);
  c.ptxPath = keep(dir + "/" + ptx, c);
  keep(dir + "/" + ptx + ".log", c);
  if (err && err->rfind(kNotStarted, 0) == 0) {
    c.error = printableName(c.path) + ": error: " + compilerName() + " " + *err;
    return false;
  }
  if (err) {
    // Without --keep the scratch folder goes at the end: the source is named, not its path there.
    c.error = printableName(c.path) + ": error: " + compilerName() + " rejected the emitted source " +
              (options_.keepDir.empty()
                   ? printableName(fs::path(c.sourcePath).filename().string()) + " (not kept: --keep DIR keeps it)"
                   : printableName(c.sourcePath)) +
              ":\n" + *err;
    return false;
  }
  return c.fatal.empty();
}

void Pipeline::compileBatch(std::vector<Pending*>& batch) {
  if (batch.empty()) return;
  const std::string dir = workDir();
  if (dir.empty()) {
    batch.front()->c.fatal = "cannot create a temporary directory (in $TMPDIR, else /tmp)";
    batch.clear();
    return;
  }
  if (batch.size() == 1) {
    if (compileAlone(*batch.front())) lift(*batch.front());
    batch.clear();
    return;
  }
  char name[32];
  std::snprintf(name, sizeof name, "batch-%04zu", ++batches_);
  const std::string cuName = name + std::string(targets::targetExtension(target_)),
                    ptxName = name + outExt();
  const std::string cu = dir + "/" + cuName, ptx = dir + "/" + ptxName;
  std::vector<const targets::EmittedSource*> sources;
  for (Pending* p : batch) sources.push_back(&p->src);
  std::error_code ec;
  fs::remove(ptx, ec);
  bool ok = writeFile(cu, batchSource(sources)) &&
             !compile(dir, cuName, ptxName, options_.timeoutSeconds * static_cast<double>(batch.size()));
  std::vector<std::string> modules;
  CompiledTest& first = batch.front()->c;
  const std::string keptCu = keep(cu, first), keptPtx = keep(ptx, first);
  keep(ptx + ".log", first);
  if (!first.fatal.empty()) {  // the kept copy could not be written: the run ends there
    batch.clear();
    return;
  }
  std::string readError;  // the compiler's output is read under the input guard (--max-input-size)
  if (ok) {
    try {
      // A batch's output may hold each of its tests' share of the limit.
      auto file = SourceFile::read(ptx, maxInputBytes() * batch.size());
      const std::string& text = file->text();
      if (options_.spirv) batchModule_ = std::make_shared<lifting::llvm::IrModule>(lifting::llvm::readSpirv(file));
      else modules = clang() ? splitBatchLl(text, batch.size()) : splitBatchPtx(text, batch.size());
    } catch (const BadInput& e) {
      readError = e.formatted();
    }
  }
  for (size_t i = 0; i < batch.size(); ++i) {
    Pending& p = *batch[i];
    if (!readError.empty()) {
      p.c.error = readError;
      continue;
    }
    if (!ok) {  // some test broke the run: each alone, so that the error names its test
      if (compileAlone(p)) lift(p);
      continue;
    }
    p.c.batchSource = keptCu;
    p.c.batchPtx = keptPtx;
    if (options_.spirv) {  // SPIR-V is lifted from the batch's module, the test's kernels by their prefix
      const std::string src = dir + "/" + p.c.key + targets::targetExtension(target_);
      if (!writeFile(src, p.src.text)) {
        p.c.fatal = "cannot write " + printableName(src);
        break;
      }
      p.c.sourcePath = keep(src, p.c);
      p.c.ptxPath = ptx;
      lift(p, batchPrefix(i));
      p.c.ptxPath = keptPtx;
      continue;
    }
    const std::string src = dir + "/" + p.c.key + targets::targetExtension(target_), out = dir + "/" + p.c.key + outExt();
    if (!writeFile(src, p.src.text) || !writeFile(out, modules[i])) {
      p.c.fatal = "cannot write " + printableName(out);
      break;
    }
    p.c.sourcePath = keep(src, p.c);
    p.c.ptxPath = keep(out, p.c);
    if (!p.c.fatal.empty()) break;
    lift(p);
  }
  batch.clear();
  batchModule_.reset();
}

std::optional<std::string> Pipeline::compile(const std::string& dir, const std::string& src, const std::string& out,
                                             double timeoutSeconds) {
  if (options_.chain.empty()) return runCompiler(options_.command, dir, src, out, options_.arch, timeoutSeconds);
  std::string from = src, to = out + ".step0";
  if (auto e = runCompiler(options_.command, dir, from, to, options_.arch, timeoutSeconds)) return e;
  for (size_t i = 0; i < options_.chain.size(); ++i) {
    from = to;
    to = i + 1 == options_.chain.size() ? out : out + ".step" + std::to_string(i + 1);
    if (auto e = runCompiler(options_.chain[i], dir, from, to, options_.arch, timeoutSeconds)) return e;
  }
  return std::nullopt;
}

void Pipeline::lift(Pending& p, const std::string& prefix) {
  if (clang() && options_.machineCode)
    liftAsm(p);
  else if (clang())
    liftLlvm(p, prefix);
  else
    liftPtx(p);
}

namespace {
// The compiler's output, not a file the user named: an error quotes its offending token only.
std::shared_ptr<const SourceFile> compilerOutput(const std::shared_ptr<const SourceFile>& f) {
  return std::make_shared<const SourceFile>(f->path(), f->text(), SourceFile::Quote::Token);
}
}  // namespace

// What cannot be lifted (LLVM IR, SPIR-V, PTX, AMDGPU machine code) makes the test unknown (its
// reason), not bad input.
bool Pipeline::lift(Pending& p, const std::function<lifting::LiftedTest()>& run) {
  CompiledTest& c = p.c;
  try {
    c.lifted = run();
  } catch (const BadInput& e) {
    c.unliftable = e.formatted();
    return false;
  } catch (const std::exception& e) {  // a malformed module the reader did not foresee
    c.unliftable = printableName(c.ptxPath) + ": error: cannot lift: " + e.what() + "\n";
    return false;
  }
  c.lifted.file = printableName(fs::path(c.ptxPath).filename().string());
  return true;
}

void Pipeline::liftLlvm(Pending& p, const std::string& prefix) {
  const std::string& path = p.c.ptxPath;
  bool lifted = lift(p, [&] {
    // A SPIR-V batch's module was read once (batchModule_); its file is named for messages.
    auto ll = compilerOutput(batchModule_ && prefix != "clmm_" ? std::make_shared<const SourceFile>(path, "")
                                                               : SourceFile::read(path));
    return options_.spirv ? lifting::liftSpirv(ll, p.src, *p.t.ast, *p.t.program, prefix, batchModule_.get())
                          : lifting::liftLlvm(ll, p.src, *p.t.ast, *p.t.program, prefix);
  });
  if (lifted) parseLifted(p);
}

void Pipeline::liftPtx(Pending& p) {
  if (lift(p, [&] { return lifting::liftPtx(compilerOutput(SourceFile::read(p.c.ptxPath)), p.src, *p.t.ast); }))
    parseLifted(p);
}

// AMDGPU machine code.
void Pipeline::liftAsm(Pending& p) {
  if (!lift(p, [&] {
        return lifting::liftAmdgpuAsm(compilerOutput(SourceFile::read(p.c.ptxPath)), p.src, *p.t.ast, options_.mcpu);
      }))
    return;
  parseLifted(p);
  // An instruction the dialect refuses for this processor (a hand-edited file may hold another
  // family's): the code cannot be checked, so the test is unknown with the dialect's reason.
  CompiledTest& c = p.c;
  if (!c.error.empty() && !c.target) {
    c.unliftable = c.error;
    c.error.clear();
  }
}

void Pipeline::parseLifted(Pending& p) {
  CompiledTest& c = p.c;
  try {
    auto liftedFile = std::make_shared<SourceFile>(c.ptxPath + " (lifted)", c.lifted.text);
    DiagnosticSink sink(liftedFile);
    ast::Test lt = parseLitmus(liftedFile, sink, false, options_.reading.unroll);
    observeSourceObservables(*p.t.program, lt);
    c.target = elaborateProgram(lt, sink, options_.reading);
    sink.throwIfErrors();
    c.source = std::move(p.t.program);
  } catch (const BadInput& e) {
    c.error = e.formatted();
    if (c.lifted.code == "AMDGPU" && !e.diagnostics().empty()) {  // the .s line the refused instruction came from
      const SourceRange& r = e.diagnostics().front().range;
      if (const auto* li = lifting::amdgpuOrigin(c.lifted, r.line, r.col))
        c.error += "  the refused instruction is lifted from " + printableName(c.ptxPath) + ":" +
                   std::to_string(li->ptxLine) + ": '" + printableName(li->ptx) + "'\n";
    }
  } catch (const std::exception& e) {
    c.error = printableName(c.path) + ": error: " + e.what() + "\n";
  }
}

RefineResult refineCompiled(const CompiledTest& c, const NamedModel& sourceModel, const NamedModel& targetModel,
                            const RefineOptions& options) {
  return refine(*c.source, &*c.target, sourceModel, targetModel, options);
}

std::string liftedListing(const lifting::LiftedTest& l, const std::string& sourceFile) {
  std::string s = "  the compiled code, lifted (" + std::string(l.code == "IR" ? "LLVM IR" : l.code) +
                  " instruction <- source operation):\n";
  for (const auto& i : l.instructions) {
    if (!i.memory) continue;
    std::string left = "    P" + std::to_string(i.thread) + "  " + i.text;
    if (left.size() < 44) left.resize(44, ' ');
    // The source operation "line N: text" as "TEST.litmus:N: text".
    std::string op = i.sourceOp;
    if (op.rfind("line ", 0) == 0 && !sourceFile.empty())
      op = lifting::fileLine(sourceFile, std::atoi(op.c_str() + 5)) + op.substr(op.find(':'));
    s += left + "  from " + lifting::compiledLine(l, i.ptxLine) + " '" + i.ptx + "'" +
         (op.empty() ? std::string() : " <- " + op) + "\n";
  }
  return s;
}

nlohmann::json liftedJson(const lifting::LiftedTest& l) {
  nlohmann::json lifted = nlohmann::json::array();
  for (const auto& li : l.instructions)
    if (li.memory)
      lifted.push_back({{"thread", li.thread},
                        {"instruction", li.text},
                        {l.code == "PTX" ? "ptx" : "ir", li.ptx},
                        {l.code == "PTX" ? "ptx_line" : "ir_line", li.ptxLine},
                        {"source", li.sourceOp}});
  return lifted;
}

}  // namespace clmm::compilecheck

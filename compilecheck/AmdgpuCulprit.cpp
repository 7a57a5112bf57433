// AMDGPU culprits by strengthening (AmdgpuCulprit.h).
#include "compilecheck/AmdgpuCulprit.h"

#include <set>

#include "lifting/AmdgpuAsm.h"
#include "litmus/Parser.h"
#include "support/Printable.h"

namespace clmm::compilecheck {

lifting::Responsibility amdgpuCulprits(const CompiledTest& c, const NamedModel& sourceModel,
                                       const NamedModel& targetModel, const RefineOptions& options,
                                       const std::string& processor, const ElaborateOptions& reading) {
  lifting::Responsibility out;
  out.stage = "compiler";
  std::vector<std::pair<int, std::string>> ops;  // (work-item, source operation), in program order
  std::set<std::pair<int, std::string>> seen;
  // Candidates: the atomic operations, fences and barriers (a plain access may be compiled as weakly
  // as the hardware allows: its strengthening would hide the synchronisation that failed).
  auto synchronising = [&](int thread, int line) {
    for (const Event& e : c.source->events)
      if (e.thread == thread && e.range.line == line &&
          (e.order != MemoryOrder::NonAtomic || e.kind == EventKind::Fence || e.kind == EventKind::BarrierEntry ||
           e.kind == EventKind::BarrierExit))
        return true;
    return false;
  };
  for (const auto& li : c.lifted.instructions) {
    if (!li.memory || li.sourceOp.empty() || li.sourceOp.rfind("line ", 0) != 0) continue;
    if (!synchronising(li.thread, std::atoi(li.sourceOp.c_str() + 5))) continue;
    if (seen.insert({li.thread, li.sourceOp}).second) ops.push_back({li.thread, li.sourceOp});
  }
  for (const auto& [thread, op] : ops) {
    RefineResult r;
    try {
      std::string text = lifting::strengthenedAmdgpuText(c.lifted, thread, op, processor);
      auto file = std::make_shared<SourceFile>(c.ptxPath + " (strengthened)", text);
      DiagnosticSink sink(file);
      ast::Test t = parseLitmus(file, sink, false, reading.unroll);
      observeSourceObservables(*c.source, t);
      Program p = elaborateProgram(t, sink, reading);
      sink.throwIfErrors();
      r = refine(*c.source, &p, sourceModel, targetModel, options);
    } catch (const std::exception&) {
      continue;  // a strengthening the dialect refuses proves nothing
    }
    if (refineExitCode(r) != 0) continue;
    lifting::Culprit k;
    k.kind = "compiled too weakly";
    k.thread = thread;
    size_t colon = op.find(':');
    k.line = op.rfind("line ", 0) == 0 ? std::atoi(op.c_str() + 5) : 0;
    k.operation = colon == std::string::npos ? op : op.substr(colon + 2);
    for (const auto& li : c.lifted.instructions)
      if (li.thread == thread && li.memory && li.sourceOp == op)
        k.compiled += (k.compiled.empty() ? "" : "; ") + li.text + " (" + lifting::compiledLine(c.lifted, li.ptxLine) + ")";
    k.reference = "the same code with every wait, write-back and invalidation of " + processor +
                  " around it is sound";
    k.summary = "P" + std::to_string(thread) + " " + lifting::fileLine(c.source->file, k.line) + ": " + k.operation +
                ": compiled too weakly: '" + k.compiled + "'; strengthened alone, the outcome goes away";
    out.culprits.push_back(k);
  }
  if (out.culprits.empty()) {
    out.reason = "no single source operation's code, made as strong as " + processor +
                 " allows, removes the outcome: the operations' code is weak together, or the compiled control flow "
                 "differs from the source's";
  } else {
    const auto& k = out.culprits.front();
    out.reason = lifting::fileLine(c.source->file, k.line) + ": " + k.operation + " became '" + k.compiled + "'";
  }
  return out;
}

}  // namespace clmm::compilecheck

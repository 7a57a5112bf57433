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
  using Op = std::pair<int, std::string>;
  auto soundWith = [&](const std::vector<Op>& strong) {
    try {
      std::string text = lifting::strengthenedAmdgpuText(c.lifted, strong, processor);
      auto file = std::make_shared<SourceFile>(c.ptxPath + " (strengthened)", text);
      DiagnosticSink sink(file);
      ast::Test t = parseLitmus(file, sink, false, reading.unroll);
      observeSourceObservables(*c.source, t);
      Program p = elaborateProgram(t, sink, reading);
      sink.throwIfErrors();
      return refineExitCode(refine(*c.source, &p, sourceModel, targetModel, options)) == 0;
    } catch (const std::exception&) {
      return false;  // a strengthening the dialect refuses proves nothing
    }
  };
  auto culprit = [&](const Op& o, bool together) {
    const auto& [thread, op] = o;
    lifting::Culprit k;
    k.kind = together ? "compiled too weakly (with another)" : "compiled too weakly";
    k.thread = thread;
    size_t colon = op.find(':');
    k.line = std::atoi(op.c_str() + 5);
    k.operation = colon == std::string::npos ? op : op.substr(colon + 2);
    for (const auto& li : c.lifted.instructions)
      if (li.thread == thread && li.memory && li.sourceOp == op)
        k.compiled += (k.compiled.empty() ? "" : "; ") + li.text + " (" + lifting::compiledLine(c.lifted, li.ptxLine) + ")";
    k.reference = "the same code with every wait, write-back and invalidation of " + processor + " around it";
    k.summary = "P" + std::to_string(thread) + " " + lifting::fileLine(c.source->file, k.line) + ": " + k.operation +
                ": " + k.kind + ": '" + k.compiled + "'";
    out.culprits.push_back(k);
  };
  // One operation at a time; then, when none alone is to blame, two together (a weakening made
  // everywhere, such as every wait dropped, breaks the release and the acquire at once).
  for (const Op& o : ops)
    if (soundWith({o})) culprit(o, false);
  bool pairs = false;
  if (out.culprits.empty() && ops.size() <= 12)
    for (size_t i = 0; i < ops.size() && !pairs; ++i)
      for (size_t j = i + 1; j < ops.size() && !pairs; ++j)
        if (soundWith({ops[i], ops[j]})) culprit(ops[i], true), culprit(ops[j], true), pairs = true;
  if (out.culprits.empty()) {
    out.reason = "no source operation's code, nor two together, made as strong as " + processor +
                 " allows, removes the outcome: the operations' code is weak together, or the compiled control flow "
                 "differs from the source's";
  } else {
    const auto& k = out.culprits.front();
    out.reason = lifting::fileLine(c.source->file, k.line) + ": " + k.operation + " became '" + k.compiled + "'" +
                 (pairs ? ", weak together with " + lifting::fileLine(c.source->file, out.culprits.back().line) + ": " +
                              out.culprits.back().operation
                        : "");
  }
  return out;
}

}  // namespace clmm::compilecheck

// Finds and renders one consistent execution ending in a given outcome (see Witness.h).
#include "explain/Witness.h"

#include "axioms/ConcreteAlgebra.h"
#include "enumerate/Candidates.h"
#include "enumerate/Primitives.h"

namespace clmm {
namespace {

std::string eventName(const Program& p, EventId id) {
  const Event& e = p.events[id];
  if (e.thread < 0) return "init";
  return p.threads[e.thread].name + ":e" + std::to_string(id);
}

std::string sourceLine(const Event& e) {
  if (!e.range.known()) return "";
  return "  (line " + std::to_string(e.range.line) + (e.text.empty() ? "" : ": " + e.text) + ")";
}

}  // namespace

std::vector<std::string> renderExecution(const Program& p, const Execution& x) {
  std::vector<std::string> lines;
  for (const auto& t : p.threads) {
    for (EventId id : t.events) {
      if (!x.executed[id]) continue;
      const Event& e = p.events[id];
      std::string s = eventName(p, id) + " ";
      if (e.isCall()) {  // an API call: no memory access
        lines.push_back(s + "call" + sourceLine(e));
        continue;
      }
      if (e.isFence()) {
        s += std::string(eventKindName(e.kind)) + " " + fenceFlagsName(e.fenceFlags);
      } else {
        std::string where = p.locations[x.loc[id]].name;
        bool r = x.reads[id], w = x.writes[id];
        if (e.kind == EventKind::Cas) s += std::string(w ? "CAS " : "CAS(failed) ");
        else s += std::string(r && w ? "RMW " : r ? "R " : "W ");
        s += where;
        if (r) s += "=" + std::to_string(x.readValue[id]);
        if (r && w) s += " :=" + std::to_string(x.writeValue[id]);
        else if (w) s += "=" + std::to_string(x.writeValue[id]);
      }
      MemoryOrder o = x.order[id];
      s += std::string(" ") + (e.isAccess() && !e.atomic ? "na" : std::string(orderName(o)));
      if (e.isFence() || e.atomic) s += " " + std::string(scopeName(e.scope));
      if (x.reads[id]) s += "  <- " + eventName(p, static_cast<EventId>(x.rf[id]));
      lines.push_back(s + sourceLine(e));
    }
  }
  for (size_t l = 0; l < x.co.size() && l < p.locations.size(); ++l) {
    if (x.co[l].size() < 2) continue;
    std::string s = "co " + p.locations[l].name + ":";
    for (size_t i = 0; i < x.co[l].size(); ++i) s += (i ? " < " : " ") + eventName(p, x.co[l][i]);
    lines.push_back(s);
  }
  return lines;
}

std::optional<WitnessExecution> findWitness(
    const Program& p, const cat::Model& model, const std::function<bool(const std::vector<int64_t>&)>& wanted,
    std::optional<std::chrono::steady_clock::time_point> deadline) {
  const std::set<std::string> used = model.primitivesUsed({});
  cat::ConcreteOptions copts;
  copts.stopAtFirstFailure = true;
  copts.witnesses = false;
  if (deadline) {
    auto d = *deadline;
    copts.limits.shouldAbort = [d] { return std::chrono::steady_clock::now() > d; };
  }
  EnumerateLimits limits;
  limits.deadline = deadline;
  std::optional<WitnessExecution> found;
  enumerateCandidates(p, limits, [&](const Execution& x) {
    if (!wanted(x.outcome())) return true;
    PrimitiveValues prims = computePrimitives(x, &used);
    cat::ConcreteResult res = cat::checkExecution(model, prims.values, prims.size(), copts);
    if (!res.consistent()) return true;
    found = WitnessExecution{renderExecution(p, x)};
    return false;
  });
  return found;
}

}  // namespace clmm

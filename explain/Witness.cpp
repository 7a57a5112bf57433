// Finds and renders one consistent execution ending in a given outcome (see Witness.h).
#include "explain/Witness.h"

#include "events/AmdgpuBits.h"

#include "enumerate/Witnesses.h"

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

std::string originText(const EventOrigin& o) {
  std::string s = "from " + o.sourceFile;
  if (o.source.known()) s += ":" + std::to_string(o.source.line) + ":" + std::to_string(o.source.col);
  if (!o.sourceText.empty()) s += " `" + o.sourceText + "`";
  if (o.ruleLine > 0) s += " by rule " + o.mappingFile + ":" + std::to_string(o.ruleLine);
  else s += ", matched by no rule: as written";
  return s;
}

WitnessExecution describeExecution(const Program& p, const Execution& x, const OriginOf& origin) {
  WitnessExecution out;
  for (const auto& t : p.threads) {
    for (EventId id : t.events) {
      if (!x.executed[id]) continue;
      const Event& e = p.events[id];
      WitnessEvent w;
      w.name = eventName(p, id);
      w.thread = t.name;
      if (e.range.known()) w.line = e.range.line, w.text = e.text;
      if (origin) w.origin = origin(e);
      std::string s = w.name + " ";
      std::string where = w.origin ? "  (" + originText(*w.origin) + ")" : sourceLine(e);
      if (e.isCall() || e.isUndefined()) {  // an API call, undefined arithmetic: no memory access
        w.kind = e.isCall() ? "call" : "undefined";
        out.lines.push_back(s + w.kind + where);
        out.events.push_back(std::move(w));
        continue;
      }
      const bool amd = (e.hw & amdgpu::kAmdgpu) != 0;  // an AMDGPU instruction: its bits (docs/amdgpu.md)
      if (e.isFence()) {
        w.kind = eventKindName(e.kind);
        w.flags = amd ? amdgpu::attributeNames(e.hw) : fenceFlagsName(e.fenceFlags);
        s += w.kind + " " + w.flags;
      } else {
        w.location = p.locations[x.loc[id]].name;
        bool r = x.reads[id], wr = x.writes[id];
        if (e.kind == EventKind::Cas) w.kind = wr ? "CAS" : "CAS(failed)";
        else w.kind = r && wr ? "RMW" : r ? "R" : "W";
        s += w.kind + " " + w.location;
        if (r) w.read = x.readValue[id], s += "=" + std::to_string(x.readValue[id]);
        if (wr) w.written = x.writeValue[id];
        if (r && wr) s += " :=" + std::to_string(x.writeValue[id]);
        else if (wr) s += "=" + std::to_string(x.writeValue[id]);
      }
      if (amd && e.isAccess()) {
        const std::string bits = amdgpu::attributeNames(e.hw);
        if (!bits.empty()) s += " " + bits;
      } else if (!amd) {
        MemoryOrder o = x.order[id];
        w.order = e.isAccess() && !e.atomic ? "na" : std::string(orderName(o));
        s += " " + w.order;
        if (e.isFence() || e.atomic) w.scope = scopeName(e.scope), s += " " + w.scope;
      }
      if (x.reads[id]) w.readsFrom = eventName(p, static_cast<EventId>(x.rf[id])), s += "  <- " + w.readsFrom;
      out.lines.push_back(s + where);
      out.events.push_back(std::move(w));
    }
  }
  for (size_t l = 0; l < x.co.size() && l < p.locations.size(); ++l) {
    if (x.co[l].size() < 2) continue;
    std::string s = "co " + p.locations[l].name + ":";
    std::vector<std::string> order;
    for (size_t i = 0; i < x.co[l].size(); ++i) {
      order.push_back(eventName(p, x.co[l][i]));
      s += (i ? " < " : " ") + order.back();
    }
    out.lines.push_back(s);
    out.coherence.emplace_back(p.locations[l].name, order);
  }
  return out;
}

std::vector<std::string> renderExecution(const Program& p, const Execution& x) { return describeExecution(p, x).lines; }

std::optional<WitnessExecution> findWitness(
    const Program& p, const cat::Model& model, const std::function<bool(const std::vector<int64_t>&)>& wanted,
    std::optional<std::chrono::steady_clock::time_point> deadline, const OriginOf& origin) {
  FindOptions options;  // the explicit engine's pruned search: the same first execution
  options.deadline = deadline;
  std::optional<Execution> x = findExecution(p, model, wanted, options);
  if (!x) return std::nullopt;
  return describeExecution(p, *x, origin);
}

}  // namespace clmm

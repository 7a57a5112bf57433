// Event names and summaries shared by the text explanation, the race analysis and the pictures.
#include "explain/ExplainNames.h"

#include <charconv>

#include "events/AmdgpuBits.h"
#include "events/Spellings.h"

namespace clmm {

namespace {

// The letter of the k-th executed event that is not an initial write: a ... z, aa, ab, ...
std::string letterOf(size_t k) {
  std::string s;
  for (size_t v = k;; v = v / 26 - 1) {
    s.insert(s.begin(), static_cast<char>('a' + v % 26));
    if (v < 26) break;
  }
  return s;
}

std::string initName(const Program& p, const Event& ev) { return "init(" + p.locations.at(ev.loc).name + ")"; }

}  // namespace

std::string eventLetter(const Program& p, const Execution& x, EventId e) {
  const Event& ev = p.events.at(e);
  if (ev.kind == EventKind::Init) return initName(p, ev);
  size_t k = 0;
  for (const Event& o : p.events)
    if (o.id < e && o.kind != EventKind::Init && x.executed[o.id]) ++k;
  return letterOf(k);
}

std::vector<std::string> eventLetters(const Program& p, const Execution& x) {
  std::vector<std::string> out(p.events.size());
  size_t k = 0;
  for (const Event& ev : p.events) {
    if (ev.kind == EventKind::Init)
      out[ev.id] = initName(p, ev);
    else if (x.executed[ev.id])
      out[ev.id] = letterOf(k++);
  }
  return out;
}

bool mentionsSubGroups(const Program& p) {
  for (const auto& e : p.events)
    if (e.kind != EventKind::Init && e.scope == MemoryScope::SubGroup) return true;
  for (const auto& b : p.barriers)
    if (b.subGroup) return true;
  return false;
}

std::string scopeWords(MemoryScope s) { return std::string(scopeWord(s)); }

std::string flagsWords(uint8_t flags) {
  std::string s;
  if (flags & kGlobalFlag) s = "CLK_GLOBAL_MEM_FENCE";
  if (flags & kLocalFlag) s += std::string(s.empty() ? "" : "|") + "CLK_LOCAL_MEM_FENCE";
  return s.empty() ? "no flags" : s;
}

namespace {

const std::string kUnknown = "?";

std::string flagsShort(uint8_t flags) {
  if ((flags & kGlobalFlag) && (flags & kLocalFlag)) return "global+local";
  if (flags & kGlobalFlag) return "global";
  if (flags & kLocalFlag) return "local";
  return "no-flags";
}

}  // namespace

void appendEventAction(std::string& s, const Program& p, const Execution& x, EventId id) {
  const Event& e = p.events.at(id);
  const bool located = e.isAccess() && x.executed[id] && x.loc[id] >= 0;
  const std::string& loc = located ? p.locations.at(x.loc[id]).name : kUnknown;
  auto number = [&s](int64_t v) {
    char digits[24];
    s.append(digits, std::to_chars(digits, digits + sizeof digits, v).ptr);
  };
  switch (e.kind) {
    case EventKind::Init: s.append("init ").append(loc).append("="), number(x.writeValue[id]); return;
    case EventKind::Read: s.append("R ").append(loc).append("="), number(x.readValue[id]); break;
    case EventKind::Write: s.append("W ").append(loc).append("="), number(x.writeValue[id]); break;
    case EventKind::Update:
      s.append("RMW ").append(loc).append("="), number(x.readValue[id]);
      s.append("->"), number(x.writeValue[id]);
      break;
    case EventKind::Cas:
      s.append("CAS ").append(loc).append("="), number(x.readValue[id]);
      if (x.writes[id])
        s.append("->"), number(x.writeValue[id]);
      else
        s.append(" (fails)");
      break;
    case EventKind::Fence:
      if (e.hw & amdgpu::kAmdgpu) {  // a wait or cache operation
        s.append("F ").append(amdgpu::attributeNames(e.hw));
        return;
      }
      s.append("F ").append(flagsShort(e.fenceFlags));
      break;
    case EventKind::BarrierEntry:
    case EventKind::BarrierExit:
      s.append("barrier ").append(e.barrier >= 0 ? p.barriers.at(e.barrier).label : kUnknown);
      s.append(e.kind == EventKind::BarrierEntry ? " entry " : " exit ").append(flagsShort(e.fenceFlags));
      s.append(" ").append(scopeName(e.scope));
      return;
    case EventKind::Call: s.append(e.text); return;  // the API call as written
    case EventKind::Undefined: s.append("undefined ").append(e.text); return;  // "undefined x / r (division by zero)"
    case EventKind::CmdStart:
    case EventKind::CmdEnd:
    case EventKind::CmdComplete:
      s.append(e.kind == EventKind::CmdStart ? "start" : e.kind == EventKind::CmdEnd ? "end" : "completion");
      s.append(" of ").append(e.command >= 0 ? p.commands.at(e.command).label : kUnknown);
      return;
  }
  if (e.hw & amdgpu::kAmdgpu) {  // an AMDGPU access: its cache bits, not an order and a scope (docs/amdgpu.md)
    const std::string bits = amdgpu::attributeNames(e.hw);
    if (!bits.empty()) s.append(" ").append(bits);
    return;
  }
  MemoryOrder o = x.order.empty() ? e.order : x.order[id];
  s.append(" ").append(orderName(o));
  if (o != MemoryOrder::NonAtomic) s.append(" ").append(scopeName(e.scope));
  if (e.remote) s.append(" remote");
}

std::string eventAction(const Program& p, const Execution& x, EventId id) {
  std::string s;
  appendEventAction(s, p, x, id);
  return s;
}

std::string eventSummary(const Program& p, const Execution& x, EventId e) {
  const Event& ev = p.events.at(e);
  if (ev.thread < 0 || ev.isCommand()) return eventAction(p, x, e);
  return p.threads.at(ev.thread).name + " " + eventAction(p, x, e);
}

std::string eventRef(const Program& p, const Execution& x, EventId e) {
  const Event& ev = p.events.at(e);
  if (ev.thread < 0) return eventLetter(p, x, e) + "=" + std::to_string(x.writeValue[e]);
  return eventLetter(p, x, e) + ": " + eventSummary(p, x, e);
}

}  // namespace clmm

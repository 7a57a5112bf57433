// Removing events from a generated test and the greedy minimiser: see Minimise.h.
#include "generate/Minimise.h"

#include <algorithm>
#include <map>
#include <set>

namespace clmm::gen {

namespace {

bool writes(const Instr& in) { return in.kind == Instr::Store || in.kind == Instr::Rmw; }
bool reads(const Instr& in) { return in.kind == Instr::Load || in.kind == Instr::Rmw; }

// The unit whose work-items share a barrier: the work-group (or sub-group for sub_group_barrier).
bool sameUnit(const Thread& a, const Thread& b, const Instr& bar) {
  if (a.dev != b.dev || a.wg != b.wg) return false;
  return bar.fence.scope != "sg" || a.sg == b.sg;
}

// The ordinal of the barrier at `index` among the barriers of its kind in `th`.
size_t barrierOrdinal(const Thread& th, size_t index) {
  size_t k = 0;
  for (size_t i = 0; i < index; ++i)
    if (th.code[i].kind == Instr::Barrier && th.code[i].fence.scope == th.code[index].fence.scope) ++k;
  return k;
}

// The location a conjunct speaks of: its own, or the one its register was read from.
int locationOf(const GenTest& t, const Condition& c) {
  if (c.thread < 0) return c.index;
  if (static_cast<size_t>(c.thread) >= t.threads.size()) return -1;
  for (const auto& in : t.threads[static_cast<size_t>(c.thread)].code)
    if (reads(in) && in.reg == c.index) return in.loc;
  return -1;
}

// Drops empty work-items and unused locations, renumbering the condition.
void compact(GenTest& t) {
  std::vector<int> threadMap(t.threads.size(), -1);
  std::vector<Thread> threads;
  for (size_t k = 0; k < t.threads.size(); ++k)
    if (!t.threads[k].code.empty()) {
      threadMap[k] = static_cast<int>(threads.size());
      threads.push_back(t.threads[k]);
    }
  t.threads = threads;
  std::vector<bool> used(t.locations.size(), false);
  for (const auto& th : t.threads)
    for (const auto& in : th.code)
      if (in.loc >= 0) used[static_cast<size_t>(in.loc)] = true;
  std::vector<int> locMap(t.locations.size(), -1);
  std::vector<Location> locs;
  for (size_t l = 0; l < t.locations.size(); ++l)
    if (used[l]) {
      locMap[l] = static_cast<int>(locs.size());
      locs.push_back(t.locations[l]);
    }
  t.locations = locs;
  for (auto& th : t.threads)
    for (auto& in : th.code)
      if (in.loc >= 0) in.loc = locMap[static_cast<size_t>(in.loc)];
  std::vector<Condition> cond;
  for (auto c : t.condition) {
    if (c.thread >= 0) {
      c.thread = threadMap[static_cast<size_t>(c.thread)];
      if (c.thread < 0) continue;
    } else {
      c.index = locMap[static_cast<size_t>(c.index)];
      if (c.index < 0) continue;
    }
    cond.push_back(c);
  }
  t.condition = cond;
  // Placement ids renumbered in order of first use, keeping which work-items share a unit.
  std::map<int, int> sgs, wgs, devs;
  for (auto& th : t.threads) {
    th.sg = sgs.emplace(th.sg, static_cast<int>(sgs.size())).first->second;
    th.wg = wgs.emplace(th.wg, static_cast<int>(wgs.size())).first->second;
    th.dev = devs.emplace(th.dev, static_cast<int>(devs.size())).first->second;
  }
}

std::string accessToken(const Instr& in) {
  std::string s;
  switch (in.kind) {
    case Instr::Load:
      s = "R";
      break;
    case Instr::Store:
      s = "W";
      break;
    case Instr::Rmw:
      s = "RMW";
      break;
    case Instr::Fence:
      return "F." + in.fence.text();
    case Instr::Barrier:
      return in.fence.scope == "sg" ? "B.sg" : "B";
    case Instr::If:
      return "ctrl";
  }
  s += "." + in.ann.order;
  if (!in.ann.scope.empty() && in.ann.scope != "dev" && in.ann.scope != "gpu") s += "." + in.ann.scope;
  if (in.ann.region == 'l') s += ".l";
  return s;
}

}  // namespace

size_t eventCount(const GenTest& t) {
  size_t n = 0;
  for (const auto& th : t.threads) n += th.code.size();
  return n;
}

std::vector<EventRef> removableEvents(const GenTest& t) {
  std::vector<EventRef> out;
  for (size_t k = 0; k < t.threads.size(); ++k)
    for (size_t i = 0; i < t.threads[k].code.size(); ++i) {
      const Instr& in = t.threads[k].code[i];
      bool firstOfUnit = true;
      if (in.kind == Instr::Barrier)
        for (size_t j = 0; j < k; ++j)
          if (sameUnit(t.threads[j], t.threads[k], in)) firstOfUnit = false;
      if (firstOfUnit) out.push_back({k, i});
    }
  return out;
}

GenTest removeEvent(const GenTest& t, EventRef e) {
  GenTest out = t;
  const Instr gone = t.threads[e.thread].code[e.index];
  if (gone.kind == Instr::Barrier) {
    size_t ordinal = barrierOrdinal(t.threads[e.thread], e.index);
    for (size_t k = 0; k < out.threads.size(); ++k) {
      if (!sameUnit(t.threads[k], t.threads[e.thread], gone)) continue;
      auto& code = out.threads[k].code;
      for (size_t i = 0; i < code.size(); ++i)
        if (code[i].kind == Instr::Barrier && code[i].fence.scope == gone.fence.scope &&
            barrierOrdinal(out.threads[k], i) == ordinal) {
          code.erase(code.begin() + static_cast<std::ptrdiff_t>(i));
          break;
        }
    }
  } else {
    auto& code = out.threads[e.thread].code;
    code.erase(code.begin() + static_cast<std::ptrdiff_t>(e.index));
  }
  bool stillWritten = false;  // another write of the same value to the same location
  for (const auto& th : out.threads)
    for (const auto& in : th.code) stillWritten |= writes(in) && in.loc == gone.loc && in.value == gone.value;
  std::vector<Condition> cond;
  for (const auto& c : out.condition) {
    if (reads(gone) && c.thread == static_cast<int>(e.thread) && c.index == gone.reg) continue;
    if (writes(gone) && !stillWritten && c.value == gone.value && locationOf(out, c) == gone.loc) continue;
    cond.push_back(c);
  }
  out.condition = cond;
  compact(out);
  return out;
}

std::string eventText(const GenTest& t, EventRef e) {
  const Instr& in = t.threads[e.thread].code[e.index];
  std::string s = "P" + std::to_string(e.thread) + ":";
  std::string loc = in.loc >= 0 ? t.locations[static_cast<size_t>(in.loc)].name : "";
  switch (in.kind) {
    case Instr::Load:
      return s + "R " + loc + " " + in.ann.text();
    case Instr::Store:
      return s + "W " + loc + "=" + std::to_string(in.value) + " " + in.ann.text();
    case Instr::Rmw:
      return s + "RMW " + loc + "=" + std::to_string(in.value) + " " + in.ann.text();
    case Instr::Fence:
      return s + "F " + in.fence.text();
    case Instr::Barrier:
      return s + "barrier" + (in.fence.text().empty() ? "" : " " + in.fence.text());
    case Instr::If:  // --distinguish's vocabulary has no control dependency
      return s + "if r" + std::to_string(in.reg) + " == " + std::to_string(in.value);
  }
  return s;
}

GenTest minimise(const GenTest& t, const std::function<bool(const GenTest&)>& keeps,
                 std::vector<std::string>* removed) {
  GenTest cur = t;
  bool progress = true;
  while (progress) {
    progress = false;
    for (const EventRef& e : removableEvents(cur)) {
      GenTest smaller = removeEvent(cur, e);
      if (smaller.threads.empty() || !keeps(smaller)) continue;
      if (removed) removed->push_back(eventText(cur, e));
      cur = smaller;
      progress = true;
      break;
    }
  }
  return cur;
}

std::string minimisedName(const GenTest& t) {
  std::string name;
  for (const auto& th : t.threads) {
    std::string tok;
    for (const auto& in : th.code) tok += (tok.empty() ? "" : "-") + accessToken(in);
    name += (name.empty() ? "" : "+") + tok;
  }
  if (t.threads.size() < 2) return name;
  bool sameSg = true, sameWg = true;
  for (const auto& th : t.threads) {
    sameSg &= th.sg == t.threads[0].sg && th.wg == t.threads[0].wg && th.dev == t.threads[0].dev;
    sameWg &= th.wg == t.threads[0].wg && th.dev == t.threads[0].dev;
  }
  if (t.target == Target::Opencl && sameSg) return name + "+same.sg";
  if (sameWg) return name + (t.target == Target::Opencl ? "+same.wg" : "+same.cta");
  return name;
}

}  // namespace clmm::gen

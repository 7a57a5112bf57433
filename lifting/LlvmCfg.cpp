// Control-flow analysis of one LLVM function (LlvmCfg.h).
#include "lifting/LlvmCfg.h"

#include <algorithm>

namespace clmm::lifting::llvm {

Cfg::Cfg(const IrFunction& f, std::string* missing) {
  const int n = static_cast<int>(f.blocks.size());
  for (int i = 0; i < n; ++i) index[f.blocks[static_cast<size_t>(i)].label] = i;
  succs.assign(static_cast<size_t>(n), {});
  preds.assign(static_cast<size_t>(n), {});
  for (int i = 0; i < n; ++i)
    for (const auto& s : f.blocks[static_cast<size_t>(i)].succs) {
      auto it = index.find(s);
      if (it == index.end()) {
        if (missing) *missing = s;
        return;
      }
      succs[static_cast<size_t>(i)].push_back(it->second);
      preds[static_cast<size_t>(it->second)].push_back(i);
    }
  std::set<int> all;
  for (int i = 0; i < n; ++i) all.insert(i);
  dom.assign(static_cast<size_t>(n), all);
  if (n) dom[0] = {0};
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 1; b < n; ++b) {
      std::set<int> d = all;
      bool any = false;
      for (int p : preds[static_cast<size_t>(b)]) {
        std::set<int> meet;
        std::set_intersection(d.begin(), d.end(), dom[static_cast<size_t>(p)].begin(),
                              dom[static_cast<size_t>(p)].end(), std::inserter(meet, meet.begin()));
        d = meet;
        any = true;
      }
      if (!any) d.clear();
      d.insert(b);
      if (d != dom[static_cast<size_t>(b)]) {
        dom[static_cast<size_t>(b)] = d;
        changed = true;
      }
    }
  }
  for (int u = 0; u < n; ++u)
    for (int h : succs[static_cast<size_t>(u)]) {
      if (!dom[static_cast<size_t>(u)].count(h)) continue;  // not a back edge
      Loop& l = loops[h];
      l.header = h;
      l.blocks.insert(h);
      std::vector<int> work = {u};
      while (!work.empty()) {
        int b = work.back();
        work.pop_back();
        if (!l.blocks.insert(b).second) continue;
        for (int p : preds[static_cast<size_t>(b)]) work.push_back(p);
      }
    }
  for (auto& [h, l] : loops)
    for (int b : l.blocks)
      for (int s : succs[static_cast<size_t>(b)])
        if (!l.blocks.count(s)) l.exits.insert({b, s});
}

std::map<int, int> Cfg::postDominators(const std::set<int>& regionIn, int loopHeader) const {
  std::set<int> region = regionIn;
  if (region.empty())
    for (int i = 0; i < static_cast<int>(succs.size()); ++i) region.insert(i);
  auto next = [&](int b) {
    std::vector<int> out;
    for (int s : succs[static_cast<size_t>(b)]) out.push_back(region.count(s) && s != loopHeader ? s : kEnd);
    if (out.empty()) out.push_back(kEnd);  // ret, unreachable
    return out;
  };
  std::set<int> all = region;
  all.insert(kEnd);
  std::map<int, std::set<int>> pdom;
  for (int b : region) pdom[b] = all;
  pdom[kEnd] = {kEnd};
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = region.rbegin(); it != region.rend(); ++it) {
      int b = *it;
      std::set<int> d = all;
      for (int s : next(b)) {
        std::set<int> meet;
        std::set_intersection(d.begin(), d.end(), pdom[s].begin(), pdom[s].end(), std::inserter(meet, meet.begin()));
        d = meet;
      }
      d.insert(b);
      if (d != pdom[b]) {
        pdom[b] = d;
        changed = true;
      }
    }
  }
  // The immediate post-dominator: the strict post-dominator that every other strict one post-dominates.
  std::map<int, int> ipdom;
  for (int b : region) {
    int best = kEnd;
    for (int c : pdom[b]) {
      if (c == b || c == kEnd) continue;
      bool immediate = true;
      for (int o : pdom[b])
        if (o != b && o != c && o != kEnd && !pdom[c].count(o)) immediate = false;
      if (immediate) best = c;
    }
    ipdom[b] = best;
  }
  return ipdom;
}

}  // namespace clmm::lifting::llvm

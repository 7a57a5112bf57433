// A cycle of relaxations becomes a litmus test (docs/generate.md, "From a cycle to a test"):
// work-items split at external edges and placed by the edges' levels, one location per run of
// same-location edges, values in coherence order along each run, and the final condition that
// holds exactly when the execution follows the cycle.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "generate/Naming.h"
#include "generate/Test.h"

namespace clmm::gen {

namespace {

Cycle rotated(const Cycle& c, size_t r) {
  Cycle out;
  out.target = c.target;
  size_t n = c.edges.size();
  for (size_t i = 0; i < n; ++i) {
    out.edges.push_back(c.edges[(i + r) % n]);
    out.anns.push_back(c.anns[(i + r) % n]);
    out.columns.push_back(c.columns.empty() ? 1 : c.columns[(i + r) % n]);
    out.annColumns.push_back(c.annColumns.empty() ? 1 : c.annColumns[(i + r) % n]);
  }
  return out;
}

[[noreturn]] void fail(const Cycle& c, size_t edge, const std::string& message) {
  throw CycleError(c.columns.empty() ? 1 : c.columns[edge % c.columns.size()], message);
}

// The placement of the work-items: the distance of two work-items is the smaller of the largest
// levels on the two ways round the cycle (an ultrametric when the largest level occurs twice).
void place(const Cycle& c, const std::vector<int>& lv, std::vector<Thread>& threads) {
  size_t t = lv.size();
  auto dist = [&](size_t a, size_t b) {
    if (a == b) return -1;
    int m1 = -1, m2 = -1;
    for (size_t k = a; k != b; k = (k + 1) % t) m1 = std::max(m1, lv[k]);
    for (size_t k = b; k != a; k = (k + 1) % t) m2 = std::max(m2, lv[k]);
    return std::min(m1, m2);
  };
  // OpenCL: same sub-group iff distance <= 0, work-group <= 1, device <= 2.
  // PTX: same CTA iff <= 0, GPU <= 1 (kept in wg and dev; sg is the thread's own).
  bool cl = c.target == Target::Opencl;
  for (int level = 0; level < 3; ++level) {
    int limit = cl ? level : level - 1;  // PTX has no sub-group level
    int next = 0;
    std::vector<int> id(t, -1);
    for (size_t a = 0; a < t; ++a) {
      for (size_t b = 0; b < a && id[a] < 0; ++b)
        if (dist(a, b) <= limit) id[a] = id[b];
      if (id[a] < 0) id[a] = next++;
      int& slot = level == 0 ? threads[a].sg : level == 1 ? threads[a].wg : threads[a].dev;
      slot = id[a];
    }
  }
}

Ann combineRmw(const Cycle& c, size_t edge) {
  const Ann& r = c.anns[edge];
  const Ann& w = c.anns[(edge + 1) % c.anns.size()];
  if (r.order == "na" || w.order == "na" || r.order == "weak" || w.order == "weak")
    fail(c, edge,
         "an RMW is atomic: its read ('" + r.text() + "') and its write ('" + w.text() +
             "') cannot be non-atomic; annotate both, e.g. 'acq Rmw rel'");
  if (w.red)
    fail(c, edge,
         "the write of an Rmw is its own read's: it cannot be a red ('" + w.text() + "'); write '" +
             w.text().substr(4) + "'");
  if (r.scope != w.scope || r.region != w.region)
    fail(c, edge,
         "an RMW has one scope and one region, but its read is '" + r.text() + "' and its write '" + w.text() +
             "'; give both the same scope");
  Ann a = r;
  a.red = false;
  if (r.order == "sc" || w.order == "sc")
    a.order = "sc";
  else if (r.order == "acq" && w.order == "rel")
    a.order = "ar";
  else if (r.order == "acq")
    a.order = "acq";
  else if (w.order == "rel")
    a.order = "rel";
  else
    a.order = "rlx";
  return a;
}

std::string locationName(size_t i) {
  static const char* names[] = {"x", "y", "z", "a", "b", "c", "d", "e", "f", "g", "h", "k"};
  return i < 12 ? names[i] : "m" + std::to_string(i);
}

// One location per run of same-location edges; returns the location of each event and fills
// the values: the value each write writes and each read reads.
std::vector<int> runsAndValues(const Cycle& c, std::vector<int>& written, std::vector<int>& read,
                               std::vector<Location>& locs, std::vector<int>& finalValue) {
  size_t n = c.edges.size();
  std::vector<size_t> changes;
  for (size_t i = 0; i < n; ++i)
    if (!c.edges[i].sameLoc) changes.push_back(i);
  if (changes.size() == 1)
    fail(c, changes[0],
         "'" + c.edges[changes[0]].text(c.target) +
             "' is the only edge to another location, so the cycle could not come back to the location "
             "it left; add another such edge or use a same-location edge ('Pos" +
             c.edges[changes[0]].shapeText().substr(3) + "')");
  std::vector<size_t> starts;
  if (changes.empty()) {
    for (size_t i = 0; i < n && starts.empty(); ++i) {
      EdgeKind k = c.edges[(i + n - 1) % n].kind;
      if (k != EdgeKind::Co && k != EdgeKind::Rmw) starts.push_back(i);
    }
    if (starts.empty())
      fail(c, 0,
           "every event of this one-location cycle is entered by a coherence edge (Coe, Coi) or an Rmw: no "
           "final state can show the cycle; make one of them a read ('Rfe', 'Fre')");
  } else {
    for (size_t d : changes) starts.push_back((d + 1) % n);
  }
  std::vector<int> loc(n, -1);
  written.assign(n, 0);
  read.assign(n, 0);
  std::vector<int> runOf(n, -1);
  for (size_t r = 0; r < starts.size(); ++r) {
    int counter = 0, writes = 0;
    size_t i = starts[r];
    for (size_t steps = 0; steps < n; ++steps, i = (i + 1) % n) {
      runOf[i] = static_cast<int>(r);
      if (c.edges[(i + n - 1) % n].kind == EdgeKind::Rmw) {  // the write part of an RMW
        written[i] = ++counter;
        ++writes;
      } else if (c.edges[i].src == Dir::W) {
        written[i] = ++counter;
        ++writes;
      } else {
        read[i] = counter;
      }
      if (!c.edges[i].sameLoc) break;
    }
    finalValue.push_back(writes >= 2 ? counter : -1);
  }
  // A read that an edge of the cycle ties to a write reads what the edge says: the write of its
  // incoming Rf, else the write just before the target of its outgoing Fr in coherence order
  // (this matters where a one-location cycle wraps round); any other reads the run's last write.
  for (size_t i = 0; i < n; ++i) {
    if (c.edges[i].src != Dir::R) continue;
    if (c.edges[(i + n - 1) % n].kind == EdgeKind::Rf)
      read[i] = written[(i + n - 1) % n];
    else if (c.edges[i].kind == EdgeKind::Fr)
      read[i] = written[(i + 1) % n] - 1;
  }
  // Names in order of first use.
  std::map<int, int> renumber;
  for (size_t i = 0; i < n; ++i)
    if (!renumber.count(runOf[i])) renumber[runOf[i]] = static_cast<int>(renumber.size());
  std::vector<int> finals(renumber.size());
  for (auto [run, index] : renumber) finals[static_cast<size_t>(index)] = finalValue[static_cast<size_t>(run)];
  finalValue = finals;
  for (size_t i = 0; i < n; ++i) loc[i] = renumber[runOf[i]];
  locs.assign(renumber.size(), Location{});
  for (size_t l = 0; l < locs.size(); ++l) locs[l].name = locationName(l);
  return loc;
}

// Work-items that share a barrier must reach their barriers in the same order, or they wait for
// each other forever: those of one sub-group meet one sequence of work-group and sub-group
// barriers, and those of one work-group (CTA) the same number of work-group barriers. A
// work-item with fewer gets the missing ones at its end. Work-items of one sub-group whose
// barriers come in different orders cannot be padded so: the cycle makes no test.
void padBarriers(GenTest& t, const Cycle& c) {
  auto isBarrier = [](const Instr& in) { return in.kind == Instr::Barrier; };
  auto subGroupBarrier = [](const Instr& in) { return in.fence.scope == "sg"; };
  std::map<std::tuple<int, int, int>, std::pair<size_t, std::vector<Instr>>> longest;  // by dev, wg, sg
  for (size_t k = 0; k < t.threads.size(); ++k) {
    const Thread& th = t.threads[k];
    std::vector<Instr> bars;
    for (const auto& in : th.code)
      if (isBarrier(in)) bars.push_back(in);
    auto& [owner, best] = longest[{th.dev, th.wg, th.sg}];
    for (size_t i = 0; i < std::min(bars.size(), best.size()); ++i)
      if (subGroupBarrier(bars[i]) != subGroupBarrier(best[i]))
        throw CycleError(c.columns.empty() ? 1 : c.columns[0],
                         "P" + std::to_string(owner) + " and P" + std::to_string(k) +
                             " share a sub-group but meet its barriers and their work-group's in different orders, so "
                             "they would wait for each other forever");
    if (bars.size() > best.size()) best = bars, owner = k;
  }
  for (auto& th : t.threads) {
    size_t have = 0;
    for (const auto& in : th.code) have += isBarrier(in) ? 1 : 0;
    const auto& best = longest[{th.dev, th.wg, th.sg}].second;
    for (size_t k = have; k < best.size(); ++k) th.code.push_back(best[k]);
  }
  // Then each work-group: its sub-groups now meet the same barriers each, so adding the same
  // work-group barriers to every work-item of a sub-group keeps them in step.
  std::map<std::pair<int, int>, std::vector<Instr>> group;  // the work-group barriers of the one with most
  auto groupBarriers = [&](const Thread& th) {
    std::vector<Instr> bars;
    for (const auto& in : th.code)
      if (isBarrier(in) && !subGroupBarrier(in)) bars.push_back(in);
    return bars;
  };
  for (const auto& th : t.threads) {
    auto bars = groupBarriers(th);
    auto& best = group[{th.dev, th.wg}];
    if (bars.size() > best.size()) best = bars;
  }
  for (auto& th : t.threads) {
    size_t have = groupBarriers(th).size();
    const auto& best = group[{th.dev, th.wg}];
    for (size_t k = have; k < best.size(); ++k) th.code.push_back(best[k]);
  }
}

[[noreturn]] void failAt(const Cycle& c, size_t event, const std::string& message) {
  throw CycleError(c.annColumns.empty() ? 1 : c.annColumns[event % c.annColumns.size()], message);
}

void checkLocations(const Cycle& c, const std::vector<int>& loc, const std::vector<int>& threadOf, GenTest& t) {
  size_t n = c.edges.size();
  std::vector<int> firstEvent(t.locations.size(), -1);
  for (size_t i = 0; i < n; ++i) {
    auto l = static_cast<size_t>(loc[i]);
    bool plain = c.anns[i].order == "na" || c.anns[i].order == "weak";
    Location& L = t.locations[l];
    if (firstEvent[l] < 0) {
      firstEvent[l] = static_cast<int>(i);
      L.atomic = !plain;
      L.region = c.anns[i].region;
      continue;
    }
    const Ann& first = c.anns[static_cast<size_t>(firstEvent[l])];
    if (L.atomic == plain && c.target == Target::Opencl)  // PTX mixes weak and strong accesses freely
      failAt(c, i,
             "location " + L.name + " is accessed both non-atomically and atomically ('" + first.text() + "' and '" +
                 c.anns[i].text() + "'); a location is either plain or atomic");
    if (L.region != c.anns[i].region)
      failAt(c, i,
             "location " + L.name + " is accessed as global and as local memory ('" + first.text() + "' and '" +
                 c.anns[i].text() + "'); give all its accesses the same region");
    if (L.region == 'l') {
      const Thread& a = t.threads[static_cast<size_t>(threadOf[static_cast<size_t>(firstEvent[l])])];
      const Thread& b = t.threads[static_cast<size_t>(threadOf[i])];
      if (a.wg != b.wg || a.dev != b.dev)
        failAt(c, i,
               "local location " + L.name + " is accessed from two work-groups (P" +
                   std::to_string(threadOf[static_cast<size_t>(firstEvent[l])]) + " and P" +
                   std::to_string(threadOf[i]) +
                   "); local memory belongs to one work-group: place the edges between them at 'wi' or 'sg', or "
                   "make the location global");
    }
  }
}

GenTest buildRotated(const Cycle& c) {
  size_t n = c.edges.size();
  GenTest t;
  t.target = c.target;
  t.cycle = c.text();
  std::vector<int> threadOf(n), lv;
  std::vector<size_t> extEdges;
  for (size_t i = 0; i < n; ++i) {
    threadOf[i] = static_cast<int>(lv.size());
    if (c.edges[i].external) {
      lv.push_back(c.edges[i].level);
      extEdges.push_back(i);
    }
  }
  t.threads.assign(lv.size(), Thread{});
  place(c, lv, t.threads);
  std::vector<int> written, read, finals;
  std::vector<int> loc = runsAndValues(c, written, read, t.locations, finals);
  for (size_t i = 0; i < n; ++i)
    if (c.edges[i].kind == EdgeKind::Rmw) combineRmw(c, i);  // its errors first
  checkLocations(c, loc, threadOf, t);
  std::vector<int> regs(t.threads.size(), 0);
  // What an internal edge puts after its source: a fence, a barrier, or the if of a control
  // dependency on the register `reg` that read `value` (and the fence that begins its branch).
  auto after = [&](const Edge& e, size_t th, int reg, int value) {
    if (e.external) return;
    if (e.kind == EdgeKind::Ctrl) {
      Instr in;
      in.kind = Instr::If;
      in.reg = reg;
      in.value = value;
      t.threads[th].code.push_back(in);
      if (!e.ctrlFence) return;
    } else if (e.kind != EdgeKind::Fence && e.kind != EdgeKind::Barrier) {
      return;
    }
    Instr f;
    f.kind = e.kind == EdgeKind::Barrier ? Instr::Barrier : Instr::Fence;
    f.fence = e.fence;
    t.threads[th].code.push_back(f);
  };
  for (size_t i = 0; i < n; ++i) {
    const Edge& e = c.edges[i];
    if (c.edges[(i + n - 1) % n].kind == EdgeKind::Rmw) {  // written with its read; its edge follows it
      auto th = static_cast<size_t>(threadOf[i]);
      after(e, th, t.threads[th].code.back().reg, read[(i + n - 1) % n]);
      continue;
    }
    auto th = static_cast<size_t>(threadOf[i]);
    Instr in;
    in.loc = loc[i];
    in.ann = c.anns[i];
    if (e.kind == EdgeKind::Rmw) {
      in.kind = Instr::Rmw;
      in.ann = combineRmw(c, i);
      in.value = written[(i + 1) % n];
    } else if (e.src == Dir::W) {
      in.kind = Instr::Store;
      in.value = written[i];
    } else {
      in.kind = Instr::Load;
    }
    if (in.kind != Instr::Store) {
      in.reg = regs[th]++;
      t.condition.push_back({static_cast<int>(th), in.reg, read[i]});
    }
    t.threads[th].code.push_back(in);
    after(e, th, in.reg, read[i]);
  }
  for (size_t l = 0; l < finals.size(); ++l)
    if (finals[l] >= 0) t.condition.push_back({-1, static_cast<int>(l), finals[l]});
  padBarriers(t, c);
  t.name = testName(c, t);
  t.annotations = annotationSummary(t);
  for (size_t k = 0; k < t.threads.size(); ++k) {
    const Thread& th = t.threads[k];
    t.placement += (k ? " " : "") + std::string("P") + std::to_string(k) + ":" +
                   (c.target == Target::Opencl
                        ? "sg" + std::to_string(th.sg) + ".wg" + std::to_string(th.wg) + ".dev" + std::to_string(th.dev)
                        : "cta" + std::to_string(th.wg) + ".gpu" + std::to_string(th.dev));
  }
  return t;
}

}  // namespace

GenTest buildTest(const Cycle& cycle) {
  size_t n = cycle.edges.size();
  std::vector<size_t> ext;
  int maxLevel = -1;
  for (size_t i = 0; i < n; ++i)
    if (cycle.edges[i].external) {
      ext.push_back(i);
      maxLevel = std::max(maxLevel, cycle.edges[i].level);
    }
  if (ext.empty())
    fail(cycle, 0,
         "the cycle has no external edge (Rfe, Fre, Coe): all its events would be in one work-item, "
         "where program order cannot go round a cycle");
  if (ext.size() == 1)
    fail(cycle, ext[0],
         "'" + cycle.edges[ext[0]].text(cycle.target) +
             "' is the only external edge: it would lead from a work-item back to itself; a cycle "
             "needs two or more external edges");
  size_t atMax = 0, where = 0;
  for (size_t i : ext)
    if (cycle.edges[i].level == maxLevel) ++atMax, where = i;
  if (atMax == 1) {
    std::string lname = levelName(cycle.target, maxLevel);
    fail(cycle, where,
         "'" + cycle.edges[where].text(cycle.target) + "' is the only edge that leaves its " +
             (cycle.target == Target::Opencl
                  ? std::vector<std::string>{"sub-group", "work-group", "device", "device"}
                  : std::vector<std::string>{"CTA", "GPU", "GPU"})[static_cast<size_t>(std::min(maxLevel, 3))] +
             " at placement '" + lname +
             "', so the cycle could not come back; give another external edge that placement");
  }
  // The canonical rotation: among those that start a work-item, the ones that list a classic
  // shape as diy does (MP starts with its writer), and among those the smallest cycle text.
  Cycle best;
  std::string bestKey;
  for (size_t r : ext) {
    Cycle c = rotated(cycle, (r + 1) % n);
    std::string key = (isShapeOrder(c) ? "0" : "1") + c.text();
    if (bestKey.empty() || key < bestKey) {
      bestKey = key;
      best = c;
    }
  }
  return buildRotated(best);
}

}  // namespace clmm::gen

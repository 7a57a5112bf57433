// Resolves scope placement: thread headers or the scopeTree S-expression -> unit ids; in a test
// with kernels, per kernel (the top-level work-items, each named kernel, the host threads).
#include "litmus/Scopes.h"

#include <algorithm>
#include <map>
#include <string>

namespace clmm {
namespace {

class UnitNumbering {
 public:
  int id(const std::string& key) {
    auto it = ids_.find(key);
    if (it != ids_.end()) return it->second;
    return ids_[key] = next_++;
  }
  int fresh() { return next_++; }

 private:
  std::map<std::string, int> ids_;
  int next_ = 0;
};

// The threads placed together: a whole test without kernels, or one kernel's work-items.
struct Group {
  std::vector<const ast::Thread*> threads;
  const std::vector<ast::ScopeNode>* tree = nullptr;
  SourceRange warnAt;        // where the "no placement" warning goes
  std::string notOneOfThem;  // "which is not a thread of this test"
};

struct TreeWalk {
  const Group& group;
  DiagnosticSink& sink;
  std::map<std::string, size_t> threadIndex;  // name -> position in test.threads
  std::vector<UnitIds>& out;
  std::vector<SourceRange> placedAt;
  UnitNumbering sg, wg, dev;

  void walk(const ast::ScopeNode& node, int devId, int wgId, int sgId) {
    using L = ast::ScopeNode::Level;
    if (node.level == L::Device) devId = dev.fresh();
    if (node.level == L::WorkGroup) wgId = wg.fresh();
    if (node.level == L::SubGroup) sgId = sg.fresh();
    for (const auto& [name, range] : node.threads) {
      auto it = threadIndex.find(name);
      if (it == threadIndex.end()) {
        sink.error(range, "scopeTree places '" + name + "', " + group.notOneOfThem);
        continue;
      }
      size_t i = it->second;
      if (placedAt[i].known()) {
        sink.error(range, "thread '" + name + "' is placed twice in the scopeTree (first at line " +
                              std::to_string(placedAt[i].line) + ")");
        continue;
      }
      placedAt[i] = range;
      out[i].device = devId >= 0 ? devId : dev.fresh();
      out[i].workGroup = wgId >= 0 ? wgId : wg.fresh();
      out[i].subGroup = sgId >= 0 ? sgId : sg.fresh();
    }
    for (const auto& child : node.children) walk(child, devId, wgId, sgId);
  }
};

}  // namespace

// Renumbers the ids of each level densely (0, 1, ...) in thread order, for readable output.
static std::vector<UnitIds> dense(std::vector<UnitIds> units) {
  for (int UnitIds::*level : {&UnitIds::subGroup, &UnitIds::workGroup, &UnitIds::device}) {
    std::map<int, int> renumber;
    for (auto& u : units) {
      auto it = renumber.emplace(u.*level, static_cast<int>(renumber.size())).first;
      u.*level = it->second;
    }
  }
  return units;
}

static std::vector<UnitIds> resolve(const Group& group, DiagnosticSink& sink);

static Group wholeTest(const ast::Test& test) {
  Group g;
  for (const auto& t : test.threads) g.threads.push_back(&t);
  g.tree = &test.scopeTree;
  g.warnAt = test.nameRange;
  g.notOneOfThem = "which is not a thread of this test";
  return g;
}

// A test with kernels: each kernel's units apart from every other kernel's, except devices
// (device N of every kernel is the same device); each host thread alone in a sub-group and a
// work-group of one host device of its own.
static std::vector<UnitIds> resolveKernels(const ast::Test& test, DiagnosticSink& sink) {
  std::vector<UnitIds> out(test.threads.size());
  std::vector<Group> groups(test.kernels.size() + 1);
  std::vector<std::vector<size_t>> members(groups.size());
  for (size_t k = 0; k < test.kernels.size(); ++k) {
    groups[k].tree = &test.kernels[k].scopeTree;
    groups[k].warnAt = test.kernels[k].range;
    groups[k].notOneOfThem = "which is not a work-item of kernel '" + test.kernels[k].name + "'";
  }
  Group& top = groups.back();
  top.tree = &test.scopeTree;
  top.warnAt = test.nameRange;
  top.notOneOfThem = "which is not a top-level work-item of this test";
  std::vector<size_t> hosts;
  for (size_t i = 0; i < test.threads.size(); ++i) {
    const ast::Thread& t = test.threads[i];
    if (t.host) {
      hosts.push_back(i);
      continue;
    }
    size_t g = t.kernel >= 0 ? static_cast<size_t>(t.kernel) : groups.size() - 1;
    groups[g].threads.push_back(&t);
    members[g].push_back(i);
  }
  int sgBase = 0, wgBase = 0, devices = 0;
  for (size_t g = 0; g < groups.size(); ++g) {
    if (groups[g].threads.empty() && groups[g].tree->empty()) continue;
    std::vector<UnitIds> units = dense(resolve(groups[g], sink));
    int sgs = 0, wgs = 0;
    for (size_t j = 0; j < units.size(); ++j) {
      UnitIds& u = out[members[g][j]];
      u = {sgBase + units[j].subGroup, wgBase + units[j].workGroup, units[j].device};
      sgs = std::max(sgs, units[j].subGroup + 1);
      wgs = std::max(wgs, units[j].workGroup + 1);
      devices = std::max(devices, units[j].device + 1);
    }
    sgBase += sgs, wgBase += wgs;
  }
  for (size_t h : hosts) out[h] = {sgBase++, wgBase++, devices};
  return out;
}

std::vector<UnitIds> resolveScopes(const ast::Test& test, DiagnosticSink& sink) {
  if (ast::hasCommands(test)) return resolveKernels(test, sink);
  return dense(resolve(wholeTest(test), sink));
}

static std::vector<UnitIds> resolve(const Group& group, DiagnosticSink& sink) {
  const auto& threads = group.threads;
  std::vector<UnitIds> out(threads.size());
  if (!group.tree->empty()) {
    TreeWalk w{group, sink, {}, out, std::vector<SourceRange>(threads.size()), {}, {}, {}};
    for (size_t i = 0; i < threads.size(); ++i) {
      w.threadIndex[threads[i]->name] = i;
      if (threads[i]->placement)
        sink.error(threads[i]->placement->range,
                   "thread '" + threads[i]->name +
                       "' is placed both in its header and by the scopeTree; use one of the two");
    }
    for (const auto& root : *group.tree) w.walk(root, -1, -1, -1);
    for (size_t i = 0; i < threads.size(); ++i)
      if (!w.placedAt[i].known())
        sink.error(threads[i]->range, "thread '" + threads[i]->name +
                                          "' is missing from the scopeTree");
    return out;
  }

  bool anyPlacement = false;
  for (const auto* t : threads) anyPlacement |= t->placement.has_value();
  UnitNumbering sg, wg, dev;
  if (!anyPlacement) {
    if (threads.size() > 1)
      sink.warning(group.warnAt, "no scopeTree and no thread placement: each thread runs in its "
                                 "own work-group of one device");
    int device = dev.fresh();
    for (auto& u : out) u = {sg.fresh(), wg.fresh(), device};
    return out;
  }
  for (size_t i = 0; i < threads.size(); ++i) {
    const auto& p = threads[i]->placement;
    std::string devKey = p && p->device ? std::to_string(*p->device) : "#" + std::to_string(dev.fresh());
    std::string wgKey = devKey + "/" + (p && p->workGroup ? std::to_string(*p->workGroup)
                                                          : "#" + std::to_string(wg.fresh()));
    std::string sgKey = wgKey + "/" + (p && p->subGroup ? std::to_string(*p->subGroup)
                                                        : "#" + std::to_string(sg.fresh()));
    out[i] = {sg.id(sgKey), wg.id(wgKey), dev.id(devKey)};
  }
  return out;
}

}  // namespace clmm

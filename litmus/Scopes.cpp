// Resolves scope placement: thread headers or the scopeTree S-expression -> unit ids.
#include "litmus/Scopes.h"

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

struct TreeWalk {
  const ast::Test& test;
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
        sink.error(range, "scopeTree places '" + name + "', which is not a thread of this test");
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

static std::vector<UnitIds> resolve(const ast::Test& test, DiagnosticSink& sink);

std::vector<UnitIds> resolveScopes(const ast::Test& test, DiagnosticSink& sink) {
  return dense(resolve(test, sink));
}

static std::vector<UnitIds> resolve(const ast::Test& test, DiagnosticSink& sink) {
  std::vector<UnitIds> out(test.threads.size());
  if (!test.scopeTree.empty()) {
    TreeWalk w{test, sink, {}, out, std::vector<SourceRange>(test.threads.size()), {}, {}, {}};
    for (size_t i = 0; i < test.threads.size(); ++i) {
      w.threadIndex[test.threads[i].name] = i;
      if (test.threads[i].placement)
        sink.error(test.threads[i].placement->range,
                   "thread '" + test.threads[i].name +
                       "' is placed both in its header and by the scopeTree; use one of the two");
    }
    for (const auto& root : test.scopeTree) w.walk(root, -1, -1, -1);
    for (size_t i = 0; i < test.threads.size(); ++i)
      if (!w.placedAt[i].known())
        sink.error(test.threads[i].range, "thread '" + test.threads[i].name +
                                              "' is missing from the scopeTree");
    return out;
  }

  bool anyPlacement = false;
  for (const auto& t : test.threads) anyPlacement |= t.placement.has_value();
  UnitNumbering sg, wg, dev;
  if (!anyPlacement) {
    if (test.threads.size() > 1)
      sink.warning(test.nameRange, "no scopeTree and no thread placement: each thread runs in its "
                                   "own work-group of one device");
    int device = dev.fresh();
    for (auto& u : out) u = {sg.fresh(), wg.fresh(), device};
    return out;
  }
  for (size_t i = 0; i < test.threads.size(); ++i) {
    const auto& p = test.threads[i].placement;
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

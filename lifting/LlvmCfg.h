// The control-flow facts the LLVM lifter structures a function by (LlvmLift.cpp): block indices,
// successors and predecessors, dominators, natural loops (one per header, all its back edges), and
// immediate post-dominators within a region (the whole function, or one loop's body with its back
// edges and exits leading to an end node). Small graphs, iterative data flow.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "lifting/LlvmIr.h"

namespace clmm::lifting::llvm {

struct Loop {
  int header = 0;
  std::set<int> blocks;
  std::set<std::pair<int, int>> exits;  // edges out of the loop
};

struct Cfg {
  std::vector<std::vector<int>> succs, preds;
  std::map<std::string, int> index;
  std::vector<std::set<int>> dom;  // dom[b]: the blocks that dominate b
  std::map<int, Loop> loops;       // by header
  static constexpr int kEnd = -1;  // the end node of a region

  // Builds the graph; an edge to a label that is not a block is refused by the caller (`missing`).
  explicit Cfg(const IrFunction& f, std::string* missing);
  // Immediate post-dominators of the blocks of `region` (all blocks when empty), edges leaving
  // the region or entering `loopHeader` leading to kEnd. A block whose only post-dominator is kEnd
  // maps to kEnd.
  std::map<int, int> postDominators(const std::set<int>& region, int loopHeader) const;
};

}  // namespace clmm::lifting::llvm

// Cycles of relaxations (docs/generate.md): the edges and access annotations of a diy-style
// cycle for OpenCL or PTX, and the parser of the edge syntax with located errors.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace clmm::gen {

enum class Target { Opencl, Ptx };
enum class Dir { R, W };
// Ctrl: a control dependency (OpenCL): what follows the read runs in `if (r == V)`, V the value
// the cycle gives the read (an Rmw's write stands for its read), with a fence first if given.
enum class EdgeKind { Rf, Fr, Co, Po, Fence, Barrier, Rmw, Ctrl };

// How far apart the work-items of an external edge are: the smallest unit they do not share.
// OpenCL: 0 wi (same sub-group), 1 sg (same work-group), 2 wg (same device), 3 dev.
// PTX: 0 thr (same CTA), 1 cta (same GPU), 2 gpu. Internal edges have level -1.
int defaultLevel(Target t);
std::string levelName(Target t, int level);

// The annotation of one access: order (OpenCL na rlx acq rel ar sc; PTX weak rlx acq rel ar),
// scope (OpenCL sg wg dev all; PTX cta gpu sys; "" for na/weak) and region ('g' or 'l').
struct Ann {
  std::string order;
  std::string scope;
  char region = 'g';
  bool red = false;  // PTX: a write made by `red.SEM.SCOPE.add x, 1` (Build.cpp says why its value is right)
  bool operator==(const Ann& o) const {
    return order == o.order && scope == o.scope && region == o.region && red == o.red;
  }
  std::string text() const;  // "rel.dev", "na.l", "acq.cta", "red.rel.gpu"
};

// A fence's or barrier's annotation: order (fences), scope, flags (OpenCL g, l or gl).
struct FenceAnn {
  std::string order, scope, flags;
  std::string text() const;
};

struct Edge {
  EdgeKind kind = EdgeKind::Po;
  bool external = false;
  int level = -1;        // external edges: levelName; internal: -1
  bool sameLoc = false;  // Pos, Fs, Bs, com edges, Rmw
  Dir src = Dir::W, dst = Dir::W;
  FenceAnn fence;                    // Fence and Barrier edges; Ctrl: the fence in the branch, if any
  bool ctrlFence = false;            // Ctrl: a fence begins the branch
  std::string text(Target t) const;  // canonical spelling, e.g. "Rfe", "Rfe.sg", "FdWR.sc.dev.g"
  std::string shapeText() const;     // without levels and annotations, fences as Po: "PodWR"
};

// A cycle: edge i goes from event i to event i+1 (mod n); anns[i] annotates event i (an RMW's
// read and write parts keep their own annotations). columns[i]: where edge i was written (1-based).
struct Cycle {
  Target target = Target::Opencl;
  std::vector<Edge> edges;
  std::vector<Ann> anns;
  std::vector<int> columns;
  std::vector<int> annColumns;  // where anns[i] was written, or where edge i was when it was not
  std::string text() const;     // the canonical cycle syntax, every annotation written out
};

// A mistake in a cycle: column (1-based) of the token in the text, and the message.
struct CycleError : std::runtime_error {
  int column;
  CycleError(int c, const std::string& m) : std::runtime_error(m), column(c) {}
};

// Parses "EDGE [ANN] EDGE [ANN] ..." (docs/generate.md, "Edge syntax"); annotations not written
// get the target's default (rlx.dev, PTX rlx.gpu). Throws CycleError.
Cycle parseCycle(const std::string& text, Target target);

// One edge token ("PodWR", "FdWW.rel.dev"); throws CycleError at column 1.
Edge parseEdgeText(const std::string& token, Target target);

// Checks an annotation against its access (a write is not acquire, ...); "" when fine.
std::string annProblem(const Ann& a, Dir d, Target t);
Ann defaultAnn(Target t);

}  // namespace clmm::gen

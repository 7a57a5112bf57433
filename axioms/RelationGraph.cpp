// Graph algorithms on relations through their Boost.Graph view (axioms/RelationGraph.h):
// strongly connected components, topological order and shortest cycles.
#include "axioms/RelationGraph.h"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/strong_components.hpp>
#include <boost/graph/topological_sort.hpp>

#include <iterator>

namespace clmm {

namespace {

// Records, for a breadth-first search from `start`, each event's parent and the first event
// examined (in breadth-first order) with an edge back to `start`.
struct BackToStart : boost::default_bfs_visitor {
  BackToStart(size_t start, std::vector<size_t>& parent, std::optional<size_t>& last)
      : start_(start), parent_(&parent), last_(&last) {}
  void tree_edge(const RelationEdge& e, const Relation&) const { (*parent_)[e.second] = e.first; }
  void examine_edge(const RelationEdge& e, const Relation&) const {
    if (e.second == start_ && !*last_) *last_ = e.first;
  }
  size_t start_;
  std::vector<size_t>* parent_;
  std::optional<size_t>* last_;
};

}  // namespace

std::vector<int> strongComponents(const Relation& r, size_t* count) {
  std::vector<int> comp(r.size(), -1);
  int n = boost::strong_components(r, boost::make_iterator_property_map(comp.begin(), get(boost::vertex_index, r)));
  if (count) *count = static_cast<size_t>(n);
  return comp;
}

std::optional<std::vector<size_t>> topologicalOrder(const Relation& r) {
  std::vector<size_t> reversed;
  reversed.reserve(r.size());
  try {
    boost::topological_sort(r, std::back_inserter(reversed));
  } catch (const boost::not_a_dag&) {
    return std::nullopt;
  }
  return std::vector<size_t>(reversed.rbegin(), reversed.rend());
}

std::optional<std::vector<size_t>> shortestCycle(const Relation& r) {
  const size_t n = r.size();
  // The first event (in ascending order) with a self-loop is a shortest cycle.
  if (auto e = r.reflexiveWitness()) return std::vector<size_t>{*e};
  size_t count = 0;
  std::vector<int> comp = strongComponents(r, &count);
  std::vector<size_t> compSize(count, 0);
  for (int c : comp) ++compSize[static_cast<size_t>(c)];
  // From each event on a cycle, the first event found with an edge back closes a shortest
  // cycle through it; the first of the shortest over all events is kept.
  std::optional<std::vector<size_t>> best;
  std::vector<size_t> parent(n);
  for (size_t s = 0; s < n; ++s) {
    if (compSize[static_cast<size_t>(comp[s])] < 2) continue;
    std::optional<size_t> last;
    parent.assign(n, n);
    boost::breadth_first_search(r, s, boost::visitor(BackToStart(s, parent, last)));
    if (!last) continue;  // cannot happen: s lies on a cycle
    std::vector<size_t> cycle;
    for (size_t u = *last; u != s; u = parent[u]) cycle.push_back(u);
    cycle.push_back(s);
    if (!best || cycle.size() < best->size()) best = std::vector<size_t>(cycle.rbegin(), cycle.rend());
    if (best->size() == 2) break;  // no self-loops: nothing shorter
  }
  return best;
}

}  // namespace clmm

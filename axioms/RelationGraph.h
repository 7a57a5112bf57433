// The bit-matrix Relation seen as a Boost.Graph graph, in place (no copy): the events 0..n-1
// are the vertices, each set bit (i, j) an out-edge of i, read straight from the matrix's row.
// It models IncidenceGraph and VertexListGraph with the identity as vertex index, which is what
// strong_components, topological_sort and breadth_first_search need. The graph algorithms on
// relations built on it are declared at the end (RelationGraph.cpp).
#pragma once

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "axioms/Relation.h"

namespace clmm {

using RelationEdge = std::pair<size_t, size_t>;

// The set bits of one row of a relation, as edges (i, j) in ascending j.
class RelationOutEdgeIterator
    : public boost::iterator_facade<RelationOutEdgeIterator, RelationEdge, boost::forward_traversal_tag, RelationEdge> {
 public:
  RelationOutEdgeIterator() = default;
  // At the first set bit of `row` (of `words` words) from word `k` on; k == words: the end.
  RelationOutEdgeIterator(const uint64_t* row, size_t words, size_t source, size_t k)
      : row_(row), words_(words), source_(source), k_(k), word_(k < words ? row[k] : 0) {
    skipEmpty();
  }

 private:
  friend class boost::iterator_core_access;
  RelationEdge dereference() const { return {source_, k_ * 64 + static_cast<size_t>(__builtin_ctzll(word_))}; }
  void increment() {
    word_ &= word_ - 1;
    skipEmpty();
  }
  bool equal(const RelationOutEdgeIterator& o) const { return k_ == o.k_ && word_ == o.word_; }
  void skipEmpty() {
    while (word_ == 0 && k_ < words_)
      if (++k_ < words_) word_ = row_[k_];
  }

  const uint64_t* row_ = nullptr;
  size_t words_ = 0, source_ = 0, k_ = 0;
  uint64_t word_ = 0;
};

// Boost.Graph's interface, found by argument-dependent lookup on Relation.
inline std::pair<boost::counting_iterator<size_t>, boost::counting_iterator<size_t>> vertices(const Relation& r) {
  return {boost::counting_iterator<size_t>(0), boost::counting_iterator<size_t>(r.size())};
}
inline size_t num_vertices(const Relation& r) { return r.size(); }
inline std::pair<RelationOutEdgeIterator, RelationOutEdgeIterator> out_edges(size_t u, const Relation& r) {
  return {RelationOutEdgeIterator(r.rowData(u), r.rowWordCount(), u, 0),
          RelationOutEdgeIterator(r.rowData(u), r.rowWordCount(), u, r.rowWordCount())};
}
inline size_t out_degree(size_t u, const Relation& r) { return r.row(u).count(); }
inline size_t source(const RelationEdge& e, const Relation&) { return e.first; }
inline size_t target(const RelationEdge& e, const Relation&) { return e.second; }
inline boost::identity_property_map get(boost::vertex_index_t, const Relation&) { return {}; }

// The strongly connected components (boost::strong_components): comp[i] is i's component, the
// components numbered 0..count-1; `count` receives their number when given.
std::vector<int> strongComponents(const Relation& r, size_t* count = nullptr);

// The events in a topological order of `r` (boost::topological_sort: sources first), or
// nothing when `r` has a cycle.
std::optional<std::vector<size_t>> topologicalOrder(const Relation& r);

// A shortest cycle of `r` (e0 -> e1 -> ... -> ek -> e0), or nothing when it is acyclic: a
// breadth-first search (boost::breadth_first_search) from each event that lies on a cycle (in
// a strongly connected component of two or more events, or with a self-loop).
std::optional<std::vector<size_t>> shortestCycle(const Relation& r);

}  // namespace clmm

namespace boost {

template <>
struct graph_traits<clmm::Relation> {
  using vertex_descriptor = size_t;
  using edge_descriptor = clmm::RelationEdge;
  using directed_category = directed_tag;
  using edge_parallel_category = disallow_parallel_edge_tag;
  struct traversal_category : incidence_graph_tag, vertex_list_graph_tag {};
  using out_edge_iterator = clmm::RelationOutEdgeIterator;
  using vertex_iterator = counting_iterator<size_t>;
  using degree_size_type = size_t;
  using vertices_size_type = size_t;
  using edges_size_type = size_t;
  static vertex_descriptor null_vertex() { return static_cast<size_t>(-1); }
};

template <>
struct property_map<clmm::Relation, vertex_index_t> {
  using type = identity_property_map;
  using const_type = identity_property_map;
};

}  // namespace boost

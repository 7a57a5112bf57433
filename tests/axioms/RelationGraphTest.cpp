// The Boost.Graph view of relations (axioms/RelationGraph.h) and the algorithms built on it,
// against the bit-matrix algebra on random relations of 1 to 140 events (one to three words a
// row): strongly connected components agree with mutual reachability (the closure), a
// topological order exists exactly when the closure is irreflexive and puts every edge forward,
// and the shortest cycle is a cycle of the relation of the least length k with r^k reflexive.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "axioms/RelationGraph.h"

namespace clmm {
namespace {

Relation randomRelation(std::mt19937& rng, size_t n, double density) {
  std::bernoulli_distribution edge(density);
  Relation r(n);
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j)
      if (edge(rng)) r.set(i, j);
  return r;
}

// The least k with r^k reflexive somewhere, or 0 when r is acyclic.
size_t shortestCycleLength(const Relation& r) {
  Relation power = r;
  for (size_t k = 1; k <= r.size(); ++k) {
    if (!power.irreflexive()) return k;
    power = power.compose(r);
  }
  return 0;
}

TEST(RelationGraph, OutEdgesAreTheRowsBits) {
  Relation r(130);
  r.set(0, 0), r.set(0, 63), r.set(0, 64), r.set(0, 129), r.set(5, 127), r.set(129, 1);
  std::vector<RelationEdge> edges;
  for (size_t u = 0; u < r.size(); ++u)
    for (auto [it, end] = out_edges(u, r); it != end; ++it) edges.push_back(*it);
  EXPECT_EQ(edges, (std::vector<RelationEdge>{{0, 0}, {0, 63}, {0, 64}, {0, 129}, {5, 127}, {129, 1}}));
  EXPECT_EQ(out_degree(0, r), 4u);
  EXPECT_EQ(num_vertices(r), 130u);
  Relation empty(0);
  EXPECT_TRUE(topologicalOrder(empty).has_value());
  EXPECT_FALSE(shortestCycle(empty).has_value());
}

TEST(RelationGraph, AgreesWithTheBitMatrixAlgebra) {
  std::mt19937 rng(2026);
  for (int round = 0; round < 300; ++round) {
    size_t n = 1 + rng() % 140;
    double density = std::uniform_real_distribution<double>(0, 3.0 / static_cast<double>(n))(rng);
    Relation r = randomRelation(rng, n, density);
    if (round % 3 == 0)  // an acyclic one: only edges up
      for (size_t i = 0; i < n; ++i)
        for (size_t j = 0; j <= i; ++j) r.set(i, j, false);
    Relation closure = r.transitiveClosure();

    size_t count = 0;
    std::vector<int> comp = strongComponents(r, &count);
    std::set<int> ids(comp.begin(), comp.end());
    EXPECT_EQ(ids.size(), count);
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j < n; ++j)
        ASSERT_EQ(comp[i] == comp[j], i == j || (closure.test(i, j) && closure.test(j, i))) << i << " " << j;

    auto order = topologicalOrder(r);
    ASSERT_EQ(order.has_value(), closure.irreflexive());
    ASSERT_EQ(r.acyclic(), closure.irreflexive());
    if (order) {
      ASSERT_EQ(order->size(), n);
      std::vector<size_t> position(n);
      for (size_t k = 0; k < n; ++k) position[(*order)[k]] = k;
      r.forEach([&](size_t a, size_t b) { ASSERT_LT(position[a], position[b]); });
    }

    auto cycle = shortestCycle(r);
    ASSERT_EQ(cycle.has_value(), !order.has_value());
    if (cycle) {
      EXPECT_EQ(cycle->size(), shortestCycleLength(r));
      for (size_t k = 0; k < cycle->size(); ++k)
        EXPECT_TRUE(r.test((*cycle)[k], (*cycle)[(k + 1) % cycle->size()]));
      EXPECT_EQ(r.findCycle(), cycle);
    }
  }
}

// irreflexive(p ; l) decided from p's rows and l's transpose (the explicit engine's chains,
// axioms/ConcreteAlgebra.cpp and enumerate/PartialCoherence.cpp) agrees with composing.
TEST(RelationGraph, IrreflexiveComposedWithAgreesWithComposing) {
  std::mt19937 rng(7);
  size_t reflexive = 0;
  for (size_t n : {1u, 5u, 63u, 64u, 65u, 140u})
    for (double density : {0.0, 0.01, 0.05, 0.3})
      for (int round = 0; round < 20; ++round) {
        const Relation p = randomRelation(rng, n, density), l = randomRelation(rng, n, density);
        const bool composed = p.compose(l).irreflexive();
        EXPECT_EQ(p.irreflexiveComposedWith(l), composed) << n << " " << density;
        reflexive += composed ? 0 : 1;
      }
  EXPECT_GT(reflexive, 50u);  // both answers were exercised
}

}  // namespace
}  // namespace clmm

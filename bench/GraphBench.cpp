// clmm-bench-graph: times the graph algorithms on relations, the bit-matrix ones against
// Boost.Graph's through the graph view (axioms/RelationGraph.h), on random relations like a
// candidate execution's: acyclicity (Relation::acyclic, Kahn's algorithm, against
// boost::topological_sort), on acyclic relations and on relations with one back edge, and
// strongly connected components and the shortest cycle (both through Boost.Graph) for scale.
// Prints one line per size and kind: nanoseconds per call, the median of 5 runs.
//
// usage: clmm-bench-graph [CALLS]   (default 20000 relations per run)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>

#include "axioms/RelationGraph.h"

namespace {

using clmm::Relation;

double nanosPerCall(const std::vector<Relation>& rs, const std::function<size_t(const Relation&)>& f, size_t& sink) {
  std::vector<double> runs;
  for (int run = 0; run < 5; ++run) {
    auto start = std::chrono::steady_clock::now();
    for (const Relation& r : rs) sink += f(r);
    runs.push_back(std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() /
                   static_cast<double>(rs.size()));
  }
  std::sort(runs.begin(), runs.end());
  return runs[2];
}

}  // namespace

int main(int argc, char** argv) {
  size_t calls = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 20000;
  if (calls == 0) {
    std::fprintf(stderr, "usage: clmm-bench-graph [CALLS]   (CALLS: a positive number of relations)\n");
    return 2;
  }
  std::mt19937 rng(1);
  size_t sink = 0;
  std::printf("%-6s %-8s %12s %20s %10s %12s\n", "events", "kind", "Kahn ns", "topological_sort ns", "SCC ns",
              "cycle ns");
  for (size_t n : {8, 16, 32, 64}) {
    for (bool cyclic : {false, true}) {
      std::vector<Relation> rs;
      for (size_t k = 0; k < calls; ++k) {
        Relation r(n);  // forward edges, a quarter of the pairs; one back edge when cyclic
        for (size_t i = 0; i < n; ++i)
          for (size_t j = i + 1; j < n; ++j)
            if (rng() % 4 == 0) r.set(i, j);
        if (cyclic) r.set(n - 1 - rng() % (n / 2), rng() % (n / 2));
        rs.push_back(std::move(r));
      }
      double kahn = nanosPerCall(rs, [](const Relation& r) { return r.acyclic() ? 1 : 0; }, sink);
      double topo = nanosPerCall(rs, [](const Relation& r) { return clmm::topologicalOrder(r) ? 1 : 0; }, sink);
      double scc = nanosPerCall(rs, [](const Relation& r) { return clmm::strongComponents(r).size(); }, sink);
      double cycle = nanosPerCall(rs, [](const Relation& r) { return r.findCycle() ? 1 : 0; }, sink);
      std::printf("%-6zu %-8s %12.0f %20.0f %10.0f %12.0f\n", n, cyclic ? "cyclic" : "acyclic", kahn, topo, scc, cycle);
    }
  }
  return sink == 0 ? 1 : 0;  // (keeps the calls)
}

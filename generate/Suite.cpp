// Generation modes and the suite's files: see Suite.h.
#include "generate/Suite.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include "support/AtomicFile.h"

namespace clmm::gen {

namespace {

Edge makeEdge(const std::string& text, Target t) { return parseEdgeText(text, t); }

// A reproducible generator (splitmix64): the same seed gives the same suite on every platform.
struct Random {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  size_t below(size_t n) { return static_cast<size_t>(next() % n); }
};

struct Collector {
  size_t maxThreads;
  std::map<std::string, GenTest> byName;
  std::set<std::string> cycles;
  // Adds the test of a cycle when it makes one of at most maxThreads work-items.
  bool add(const Cycle& c) {
    GenTest t;
    try {
      t = buildTest(c);
    } catch (const CycleError&) {
      return false;
    }
    if (t.threads.size() > maxThreads || !cycles.insert(t.cycle).second) return false;
    std::string name = t.name;
    for (int k = 2; byName.count(t.name); ++k) t.name = name + "+v" + std::to_string(k);
    byName.emplace(t.name, std::move(t));
    return true;
  }
};

const std::vector<Ann>& annsFor(const Vocabulary& v, Dir d) { return d == Dir::R ? v.reads : v.writes; }

// Every assignment of the vocabulary's annotations to the events of an edge cycle.
void annotateAll(Cycle c, const Vocabulary& v, Collector& out) {
  size_t n = c.edges.size();
  std::vector<size_t> pick(n, 0);
  c.anns.assign(n, Ann{});
  while (true) {
    for (size_t i = 0; i < n; ++i) c.anns[i] = annsFor(v, c.edges[i].src)[pick[i]];
    out.add(c);
    size_t i = 0;
    for (; i < n; ++i) {
      if (++pick[i] < annsFor(v, c.edges[i].src).size()) break;
      pick[i] = 0;
    }
    if (i == n) return;
  }
}

// Every edge cycle up to o.size edges, each rotation once (the sequence of vocabulary indices
// that is smallest among its rotations).
void enumerateCycles(const SuiteOptions& o, const Vocabulary& v, Collector& out) {
  std::vector<size_t> seq;
  std::function<void(size_t)> grow = [&](size_t external) {
    if (seq.size() >= 2 && v.edges[seq.back()].dst == v.edges[seq.front()].src && external >= 2) {
      bool smallest = true;
      for (size_t r = 1; r < seq.size() && smallest; ++r) {
        for (size_t i = 0; i < seq.size(); ++i) {
          size_t a = seq[(i + r) % seq.size()], b = seq[i];
          if (a != b) {
            smallest = a > b;
            break;
          }
        }
      }
      if (smallest) {
        Cycle c;
        c.target = o.target;
        for (size_t k : seq) c.edges.push_back(v.edges[k]);
        annotateAll(c, v, out);
      }
    }
    if (seq.size() == o.size) return;
    for (size_t k = 0; k < v.edges.size(); ++k) {
      if (!seq.empty() && v.edges[seq.back()].dst != v.edges[k].src) continue;
      if (!seq.empty() && k < seq.front()) continue;  // the first edge has the smallest index
      size_t ext = external + (v.edges[k].external ? 1 : 0);
      if (ext > o.threads) continue;
      seq.push_back(k);
      grow(ext);
      seq.pop_back();
    }
  };
  grow(0);
}

void sampleCycles(const SuiteOptions& o, const Vocabulary& v, Collector& out) {
  Random rng{o.seed};
  size_t attempts = 0, limit = 1000 * o.sample + 10000;
  while (out.byName.size() < o.sample && attempts++ < limit) {
    size_t n = 2 + rng.below(o.size - 1);
    Cycle c;
    c.target = o.target;
    for (size_t i = 0; i < n; ++i) {
      std::vector<size_t> fit;
      for (size_t k = 0; k < v.edges.size(); ++k)
        if (i == 0 || v.edges[k].src == c.edges.back().dst) fit.push_back(k);
      c.edges.push_back(v.edges[fit[rng.below(fit.size())]]);
    }
    if (c.edges.back().dst != c.edges.front().src) continue;
    for (size_t i = 0; i < n; ++i) {
      const auto& choices = annsFor(v, c.edges[i].src);
      c.anns.push_back(choices[rng.below(choices.size())]);
    }
    out.add(c);
  }
}

std::string csvField(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

}  // namespace

Vocabulary defaultVocabulary(Target t) {
  Vocabulary v;
  for (const char* e : {"Rfe", "Fre", "Coe", "PodWW", "PodWR", "PodRW", "PodRR"}) v.edges.push_back(makeEdge(e, t));
  // The same communication edges between sub-groups of one work-group (PTX: threads of one CTA).
  for (const char* e : {"Rfe", "Fre", "Coe"})
    v.edges.push_back(makeEdge(std::string(e) + (t == Target::Opencl ? ".sg" : ".thr"), t));
  if (t == Target::Opencl) {
    v.reads = {{"rlx", "dev", 'g'}, {"acq", "dev", 'g'}, {"acq", "wg", 'g'}, {"sc", "dev", 'g'}};
    v.writes = {{"rlx", "dev", 'g'}, {"rel", "dev", 'g'}, {"rel", "wg", 'g'}, {"sc", "dev", 'g'}};
  } else {
    v.reads = {{"weak", "", 'g'}, {"rlx", "gpu", 'g'}, {"acq", "gpu", 'g'}, {"acq", "cta", 'g'}};
    v.writes = {{"weak", "", 'g'}, {"rlx", "gpu", 'g'}, {"rel", "gpu", 'g'}, {"rel", "cta", 'g'}};
  }
  return v;
}

std::vector<GenTest> generateSuite(const SuiteOptions& o) {
  Collector out{o.threads, {}, {}};
  if (!o.cycles.empty()) {
    for (size_t i = 0; i < o.cycles.size(); ++i) {
      try {
        Cycle c = parseCycle(o.cycles[i], o.target);
        GenTest t = buildTest(c);
        if (t.threads.size() > o.threads)
          throw CycleError(1, "the cycle makes " + std::to_string(t.threads.size()) +
                                  " work-items, more than --threads " + std::to_string(o.threads));
        out.add(c);
      } catch (const CycleError& e) {
        throw SuiteError(i, e.column, e.what());
      }
    }
  } else if (o.sample > 0) {
    sampleCycles(o, defaultVocabulary(o.target), out);
  } else {
    enumerateCycles(o, defaultVocabulary(o.target), out);
  }
  std::vector<GenTest> tests;
  for (auto& [name, t] : out.byName) tests.push_back(std::move(t));
  return tests;
}

std::string indexCsv(const std::vector<GenTest>& tests) {
  std::string s = "name,target,threads,cycle,annotations,placement\n";
  for (const auto& t : tests)
    s += csvField(t.name) + "," + (t.target == Target::Opencl ? "opencl" : "ptx") + "," +
         std::to_string(t.threads.size()) + "," + csvField(t.cycle) + "," + csvField(t.annotations) + "," +
         csvField(t.placement) + "\n";
  return s;
}

std::string indexJson(const std::vector<GenTest>& tests) {
  nlohmann::json all = nlohmann::json::array();
  for (const auto& t : tests)
    all.push_back({{"name", t.name},
                   {"file", t.name + ".litmus"},
                   {"target", t.target == Target::Opencl ? "opencl" : "ptx"},
                   {"threads", t.threads.size()},
                   {"cycle", t.cycle},
                   {"annotations", t.annotations},
                   {"placement", t.placement}});
  return all.dump(1) + "\n";
}

std::string writeSuite(const std::string& dir, const std::vector<GenTest>& tests) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir))
    return "cannot create directory: " + (ec ? ec.message() : "not a directory");
  for (const auto& t : tests) {
    std::string why = writeFileAtomically((std::filesystem::path(dir) / (t.name + ".litmus")).string(), emitTest(t));
    if (!why.empty()) return why;
  }
  std::string why = writeFileAtomically((std::filesystem::path(dir) / "index.csv").string(), indexCsv(tests));
  if (why.empty()) why = writeFileAtomically((std::filesystem::path(dir) / "index.json").string(), indexJson(tests));
  return why;
}

}  // namespace clmm::gen

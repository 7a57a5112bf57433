// Generation modes and the suite's files: see Suite.h.
#include "generate/Suite.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include "support/AtomicFile.h"
#include "support/Budget.h"

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

// Hands each new test on; keeps only the names and cycles made so far (to make each test once
// and keep two names apart).
struct Collector {
  size_t maxThreads;
  const std::function<void(GenTest&&)>& sink;
  std::set<std::string> names, cycles;
  // Hands on the test of a cycle when it makes one of at most maxThreads work-items.
  bool add(const Cycle& c) {
    checkBudget();  // between cycles: --timeout, --max-memory and a stop end generation here
    GenTest t;
    try {
      t = buildTest(c);
    } catch (const CycleError&) {
      return false;
    }
    if (t.threads.size() > maxThreads || !cycles.insert(t.cycle).second) return false;
    std::string name = t.name;
    for (int k = 2; names.count(t.name); ++k) t.name = name + "+v" + std::to_string(k);
    names.insert(t.name);
    sink(std::move(t));
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
    checkBudget();
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
  while (out.names.size() < o.sample && attempts++ < limit) {
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

void generateSuite(const SuiteOptions& o, const std::function<void(GenTest&&)>& sink) {
  Collector out{o.threads, sink, {}, {}};
  if (!o.cycles.empty()) {
    std::vector<Cycle> cycles;  // every --cycle checked before the first test is handed on
    for (size_t i = 0; i < o.cycles.size(); ++i) {
      try {
        Cycle c = parseCycle(o.cycles[i], o.target);
        GenTest t = buildTest(c);
        if (t.threads.size() > o.threads)
          throw CycleError(1, "the cycle makes " + std::to_string(t.threads.size()) +
                                  " work-items, more than --threads " + std::to_string(o.threads));
        cycles.push_back(std::move(c));
      } catch (const CycleError& e) {
        throw SuiteError(i, e.column, e.what());
      }
    }
    for (const Cycle& c : cycles) out.add(c);
  } else if (o.sample > 0) {
    sampleCycles(o, defaultVocabulary(o.target), out);
  } else {
    enumerateCycles(o, defaultVocabulary(o.target), out);
  }
}

std::vector<GenTest> generateSuite(const SuiteOptions& o) {
  std::map<std::string, GenTest> byName;
  generateSuite(o, [&](GenTest&& t) {
    std::string name = t.name;
    byName.emplace(std::move(name), std::move(t));
  });
  std::vector<GenTest> tests;
  for (auto& [name, t] : byName) tests.push_back(std::move(t));
  return tests;
}

IndexRow indexRow(const GenTest& t) {
  return {t.name, t.target == Target::Opencl ? "opencl" : "ptx", t.cycle, t.annotations, t.placement, t.threads.size()};
}

namespace {

// An index row's fields but its name, in one string (a suite keeps one per test written until it
// writes its index), separated by a byte no field holds.
constexpr char kFieldEnd = '\x1f';
std::string packRow(const IndexRow& r) {
  return r.target + kFieldEnd + std::to_string(r.threads) + kFieldEnd + r.cycle + kFieldEnd + r.annotations +
         kFieldEnd + r.placement;
}
IndexRow unpackRow(const std::string& name, const std::string& packed) {
  std::vector<std::string> f;
  for (size_t from = 0;;) {
    size_t end = packed.find(kFieldEnd, from);
    f.push_back(packed.substr(from, end == std::string::npos ? std::string::npos : end - from));
    if (end == std::string::npos) break;
    from = end + 1;
  }
  f.resize(5);
  return {name, f[0], f[2], f[3], f[4], static_cast<size_t>(std::stoull(f[1].empty() ? "0" : f[1]))};
}

const char* const kCsvHeader = "name,target,threads,cycle,annotations,placement\n";

std::string csvRow(const IndexRow& r) {
  return csvField(r.name) + "," + r.target + "," + std::to_string(r.threads) + "," + csvField(r.cycle) + "," +
         csvField(r.annotations) + "," + csvField(r.placement) + "\n";
}

// One row of index.json as it stands in the array (indented one level).
std::string jsonRow(const IndexRow& r) {
  nlohmann::json row = {{"name", r.name},       {"file", r.name + ".litmus"}, {"target", r.target},
                        {"threads", r.threads}, {"cycle", r.cycle},          {"annotations", r.annotations},
                        {"placement", r.placement}};
  std::string one = nlohmann::json::array({row}).dump(1);  // "[\n {...}\n]"
  return one.substr(2, one.size() - 4);
}

// Writes an index file a few rows at a time (`row` makes one row's text; `first`, `between` and
// `last` come before, between and after the rows), so the index is never held whole.
std::string writeIndex(const std::string& path, const std::map<std::string, std::string>& rows,
                       const std::function<std::string(const IndexRow&)>& row, const std::string& first,
                       const std::string& between, const std::string& last) {
  auto at = rows.begin();
  bool started = false;
  return writeFileAtomically(path, [&](std::string& piece) {
    if (!started) piece = first, started = true;
    for (int n = 0; n < 256 && at != rows.end(); ++n, ++at)
      piece += (at == rows.begin() ? "" : between) + row(unpackRow(at->first, at->second));
    if (at != rows.end()) return true;
    piece += last;
    return false;
  });
}

std::map<std::string, std::string> rowsOf(const std::vector<GenTest>& tests) {
  std::map<std::string, std::string> rows;
  for (const auto& t : tests) rows.emplace(t.name, packRow(indexRow(t)));
  return rows;
}

}  // namespace

std::string indexCsv(const std::vector<GenTest>& tests) {
  std::string s = kCsvHeader;
  for (const auto& [name, packed] : rowsOf(tests)) s += csvRow(unpackRow(name, packed));
  return s;
}

std::string indexJson(const std::vector<GenTest>& tests) {
  auto rows = rowsOf(tests);
  if (rows.empty()) return "[]\n";
  std::string s = "[\n";
  for (const auto& [name, packed] : rows) s += (s.size() > 2 ? ",\n" : "") + jsonRow(unpackRow(name, packed));
  return s + "\n]\n";
}

std::string SuiteWriter::open() {
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  if (ec || !std::filesystem::is_directory(dir_))
    return "cannot create directory: " + (ec ? ec.message() : "not a directory");
  return "";
}

std::string SuiteWriter::add(const GenTest& t) {
  std::string why = writeFileAtomically((std::filesystem::path(dir_) / (t.name + ".litmus")).string(), emitTest(t));
  if (why.empty()) rows_.emplace(t.name, packRow(indexRow(t)));
  return why;
}

std::string SuiteWriter::finish() {
  namespace fs = std::filesystem;
  std::string why = writeIndex((fs::path(dir_) / "index.csv").string(), rows_, csvRow, kCsvHeader, "", "");
  if (why.empty())
    why = writeIndex((fs::path(dir_) / "index.json").string(), rows_, jsonRow, rows_.empty() ? "[]\n" : "[\n",
                     ",\n", rows_.empty() ? "" : "\n]\n");
  return why;
}

std::string writeSuite(const std::string& dir, const std::vector<GenTest>& tests) {
  SuiteWriter w(dir);
  std::string why = w.open();
  for (size_t i = 0; i < tests.size() && why.empty(); ++i) why = w.add(tests[i]);
  return why.empty() ? w.finish() : why;
}

}  // namespace clmm::gen

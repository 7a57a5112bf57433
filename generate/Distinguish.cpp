// The search for tests that tell models apart: see Distinguish.h and docs/generate.md, "Tests
// that tell models apart". Candidates are the cycles of the distinguishing vocabulary, in
// increasing size, part by part (accesses; then cycles with a fence, an RMW or a barrier); in each,
// first every cycle with uniform annotations (one order class, scope and region on every access),
// then those with one access's order, scope or region changed.
#include "generate/Distinguish.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

#include "check/Engine.h"
#include "generate/Minimise.h"
#include "litmus/Parser.h"
#include "litmus/Elaborate.h"

namespace clmm::gen {

namespace {

// The edges of each part. Accesses: communication between work-groups (PTX: CTAs) and between
// sub-groups of one work-group (PTX: threads of one CTA), program order to another and to the same
// location. Fences: program order through a fence of each order (acquire-release, seq_cst) and
// scope (work-group and device; PTX cta and gpu). RMW: one read-modify-write. Barriers: program
// order through a work-group and a sub-group barrier (PTX bar.sync).
std::vector<VocabularyPart> partsOf(Target t) {
  const bool cl = t == Target::Opencl;
  std::vector<VocabularyPart> out(4);
  out[0].name = "accesses";
  const std::string near = cl ? ".sg" : ".thr";
  for (const char* e : {"Rfe", "Fre", "Coe"}) {
    out[0].edges.push_back(e);
    out[0].edges.push_back(std::string(e) + near);
  }
  for (const char* e : {"PodWW", "PodWR", "PodRW", "PodRR", "PosWW", "PosWR", "PosRW", "PosRR"}) out[0].edges.push_back(e);
  const char* dirs[] = {"WW", "WR", "RW", "RR"};
  out[1].name = "fences";
  for (const char* d : dirs)
    for (const char* order : {"ar", "sc"})
      for (const char* scope : cl ? std::vector<const char*>{"wg", "dev"} : std::vector<const char*>{"cta", "gpu"})
        out[1].edges.push_back(std::string("Fd") + d + "." + order + "." + scope);
  out[2].name = "rmw";
  out[2].edges.push_back("Rmw");
  out[3].name = "barriers";
  for (const char* d : dirs) {
    out[3].edges.push_back(std::string("Bd") + d);
    if (cl) out[3].edges.push_back(std::string("Bd") + d + ".sg");
  }
  return out;
}

// The edges a part's cycles are made of (the accesses', then the part's own) and where the part's
// own start.
std::vector<Edge> searchEdges(Target t, size_t part, size_t& ownFrom) {
  auto parts = partsOf(t);
  std::vector<Edge> out;
  for (const auto& e : parts[0].edges) out.push_back(parseEdgeText(e, t));
  ownFrom = part == 0 ? 0 : out.size();
  if (part > 0)
    for (const auto& e : parts[part].edges) out.push_back(parseEdgeText(e, t));
  return out;
}

// An access's annotation as three choices: order class, scope, region.
struct Choice {
  size_t order = 0, scope = 0, region = 0;
};

struct AnnSpace {
  std::vector<std::string> orders;  // "ra" is acq for a read, rel for a write
  std::vector<std::string> scopes;
  std::vector<char> regions;
};

AnnSpace annSpace(Target t) {
  if (t == Target::Opencl) return {{"rlx", "ra", "sc", "na"}, {"dev", "wg", "all"}, {'g', 'l'}};
  return {{"rlx", "ra", "weak"}, {"gpu", "cta", "sys"}, {'g'}};
}

std::string wordsJoined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

Ann annOf(const AnnSpace& s, const Choice& c, Dir d) {
  Ann a;
  a.order = s.orders[c.order];
  if (a.order == "ra") a.order = d == Dir::R ? "acq" : "rel";
  a.region = s.regions[c.region];
  if (a.order != "na" && a.order != "weak") a.scope = s.scopes[c.scope];
  return a;
}

// Every cycle of exactly n edges of `edges`, each rotation once, with two external edges or more
// and, when ownFrom > 0, an edge of index ownFrom or more. False when the enumeration stopped at
// its bound (kShapeSteps steps of the walk), `out` then holding the cycles found so far.
constexpr size_t kShapeSteps = 20000000;
bool skeletons(const std::vector<Edge>& edges, size_t n, size_t ownFrom, std::vector<std::vector<size_t>>& out) {
  std::vector<size_t> seq;
  size_t steps = 0;
  std::function<bool()> grow = [&]() -> bool {
    if (++steps > kShapeSteps) return false;
    if (seq.size() == n) {
      if (edges[seq.back()].dst != edges[seq.front()].src) return true;
      size_t ext = 0;
      bool own = ownFrom == 0;
      for (size_t k : seq) ext += edges[k].external ? 1 : 0, own = own || k >= ownFrom;
      if (ext < 2 || !own) return true;
      for (size_t r = 1; r < n; ++r) {
        std::vector<size_t> rot(seq.begin() + static_cast<std::ptrdiff_t>(r), seq.end());
        rot.insert(rot.end(), seq.begin(), seq.begin() + static_cast<std::ptrdiff_t>(r));
        if (rot < seq) return true;
      }
      out.push_back(seq);
      return true;
    }
    for (size_t k = 0; k < edges.size(); ++k) {
      if (!seq.empty() && edges[seq.back()].dst != edges[k].src) continue;
      if (!seq.empty() && k < seq.front()) continue;
      seq.push_back(k);
      bool going = grow();
      seq.pop_back();
      if (!going) return false;
    }
    return true;
  };
  return grow();
}

// The annotation assignments of `n` events at mutation weight w (0: uniform; 1: one event's
// order, scope or region changed), in a fixed order.
std::vector<std::vector<Choice>> assignments(const AnnSpace& s, size_t n, int w) {
  std::vector<std::vector<Choice>> out;
  for (size_t o = 0; o < s.orders.size(); ++o)
    for (size_t sc = 0; sc < s.scopes.size(); ++sc)
      for (size_t r = 0; r < s.regions.size(); ++r) {
        std::vector<Choice> base(n, Choice{o, sc, r});
        if (w == 0) {
          out.push_back(base);
          continue;
        }
        for (size_t i = 0; i < n; ++i) {
          for (size_t o2 = 0; o2 < s.orders.size(); ++o2)
            if (o2 != o) out.push_back(base), out.back()[i].order = o2;
          for (size_t s2 = 0; s2 < s.scopes.size(); ++s2)
            if (s2 != sc) out.push_back(base), out.back()[i].scope = s2;
          for (size_t r2 = 0; r2 < s.regions.size(); ++r2)
            if (r2 != r) out.push_back(base), out.back()[i].region = r2;
        }
      }
  return out;
}

// A found test's program (its text without name, origin or condition): two tests that differ
// only in their condition are one.
std::string keyOf(GenTest t) {
  t.name.clear();
  t.cycle.clear();
  t.condition.clear();
  return emitTest(t);
}

std::string sameOutcome(const TestResult& x, const TestResult& y) {
  if (!x.decided || !y.decided) return "undecided";
  if (x.verdict != y.verdict) return std::string(verdictName(x.verdict)) + " vs " + verdictName(y.verdict);
  if (statesOf(x) != statesOf(y)) return "different states";
  return "";
}

// What differs from ra to rb (both decided): the verdict, then the states.
std::vector<Difference> resultDifferences(const TestResult& ra, const TestResult& rb) {
  std::vector<Difference> ds;
  if (ra.verdict != rb.verdict) {
    Difference d;
    d.verdictBefore = ra.verdict;
    d.verdictAfter = rb.verdict;
    ds.push_back(d);
  }
  for (auto& d : compareStates(statesOf(ra), statesOf(rb))) ds.push_back(d);
  return ds;
}

using Clock = std::chrono::steady_clock;

struct Searcher {
  const std::vector<ModelRef>& models;
  const DistinguishOptions& o;
  Clock::time_point deadline;
  DistinguishResult result;
  std::set<std::string> seenCycles, seenFound;

  size_t pairCount() const { return models.size() * (models.size() - 1) / 2; }
  bool outOfTime() const { return o.budgetSeconds > 0 && Clock::now() >= deadline; }

  // The test under every model (rs), and the pairs of decided models that differ; `undecided`
  // when some model did not decide.
  std::vector<PairDifference> pairsOf(const Program& p, const std::string& engine, std::vector<TestResult>& rs,
                                      bool& undecided) const {
    EngineOptions eo;
    eo.engine = engine;
    eo.timeoutSeconds = o.timeoutSeconds;
    rs.clear();
    undecided = false;
    for (const auto& m : models) {
      rs.push_back(runEngine(p, *m.model, m.name, eo));
      undecided = undecided || !rs.back().decided;
    }
    std::vector<PairDifference> out;
    for (size_t i = 0; i < models.size(); ++i)
      for (size_t j = i + 1; j < models.size(); ++j) {
        if (!rs[i].decided || !rs[j].decided) continue;
        auto ds = resultDifferences(rs[i], rs[j]);
        if (!ds.empty()) out.push_back({i, j, std::move(ds)});
      }
    return out;
  }

  // Whether models i and j still differ on g (the minimiser's question).
  bool differsOn(const GenTest& g, size_t i, size_t j) const {
    try {
      Program p = programOf(g);
      TestResult ra, rb;
      bool undecided = false;
      return !differencesOf(p, models[i], models[j], o.engine, o.timeoutSeconds, ra, rb, undecided).empty();
    } catch (const BadInput&) {
      return false;
    }
  }

  // Minimises g on the pair `first` and keeps it unless it is a test already found; the pairs
  // the kept test tells apart (none when it was not new).
  std::vector<PairDifference> record(const GenTest& g, size_t size, const std::string& part,
                                     const PairDifference& first) {
    FoundTest f;
    f.cycle = g.cycle;
    f.sizeClass = size;
    f.part = part;
    f.test = minimise(
        g, [&](const GenTest& s) { return differsOn(s, first.first, first.second); }, &f.removed);
    if (!seenFound.insert(keyOf(f.test)).second) return {};
    f.test.name = f.removed.empty() ? g.name : minimisedName(f.test);
    std::set<std::string> names;
    for (const auto& x : result.found) names.insert(x.test.name);
    std::string base = f.test.name;
    for (int k = 2; names.count(f.test.name); ++k) f.test.name = base + "+v" + std::to_string(k);
    if (!f.removed.empty()) {
      f.test.cycle = g.cycle + ", less";
      for (size_t i = 0; i < f.removed.size(); ++i) f.test.cycle += (i ? ";" : "") + std::string(" ") + f.removed[i];
    }
    Program p = programOf(f.test);
    bool undecided = false;
    f.pairs = pairsOf(p, o.engine, f.results, undecided);
    // The other engine on every model: what the search reports as telling models apart is
    // checked twice.
    std::vector<TestResult> other;
    const std::string otherEngine = o.engine == "smt" ? "enumerate" : "smt";
    (void)pairsOf(p, otherEngine, other, undecided);
    for (size_t k = 0; k < models.size(); ++k) {
      std::string d = sameOutcome(f.results[k], other[k]);
      if (!d.empty()) f.crossCheck += (f.crossCheck.empty() ? "" : "; ") + models[k].name + " under " + otherEngine + ": " + d;
    }
    std::vector<PairDifference> pairs = f.pairs;
    result.found.push_back(std::move(f));
    return pairs;
  }

  // One size's part: every candidate until each pair has perSize new differing tests, the cap, or
  // the budget.
  SizeStats searchPart(size_t size, size_t part) {
    SizeStats st;
    st.events = size;
    st.part = partsOf(o.target)[part].name;
    size_t ownFrom = 0;
    std::vector<Edge> edges = searchEdges(o.target, part, ownFrom);
    std::vector<std::vector<size_t>> shapes;
    st.shapesComplete = skeletons(edges, size, ownFrom, shapes);
    st.shapes = shapes.size();
    AnnSpace space = annSpace(o.target);
    std::vector<std::vector<std::vector<Choice>>> byWeight{assignments(space, size, 0), assignments(space, size, 1)};
    for (const auto& c : byWeight) st.candidates += shapes.size() * c.size();
    std::vector<size_t> keptByPair(pairCount(), 0);
    for (const auto& choices : byWeight)
      for (const auto& shape : shapes)
        for (const auto& pick : choices) {
          if (outOfTime()) return st.outOfTime = true, st;
          Cycle c;
          c.target = o.target;
          for (size_t i = 0; i < size; ++i) {
            c.edges.push_back(edges[shape[i]]);
            c.anns.push_back(annOf(space, pick[i], c.edges[i].src));
          }
          GenTest g;
          try {
            g = buildTest(c);
          } catch (const CycleError&) {
            ++st.visited;
            continue;
          }
          if (!seenCycles.count(g.cycle) && st.tried >= o.maxTests) return st.capped = true, st;
          ++st.visited;
          if (!seenCycles.insert(g.cycle).second) continue;
          Program p;
          try {
            p = programOf(g);
          } catch (const BadInput&) {
            continue;
          }
          ++st.tried;
          std::vector<TestResult> rs;
          bool undecided = false;
          auto pairs = pairsOf(p, o.engine, rs, undecided);
          if (pairs.empty()) {
            st.unknown += undecided ? 1 : 0;
            continue;
          }
          // A difference that minimises to a test already found does not count, up to a bound.
          ++st.differing;
          auto kept = record(g, size, st.part, pairs.front());
          if (!kept.empty()) ++st.kept;
          for (const auto& d : kept) ++keptByPair[d.first * models.size() + d.second - (d.first + 1) * (d.first + 2) / 2];
          bool allPairs = std::all_of(keptByPair.begin(), keptByPair.end(), [&](size_t k) { return k >= o.perSize; });
          if (allPairs || st.differing >= 4 * o.perSize * pairCount()) return st.stoppedEarly = true, st;
        }
    return st;
  }
};

}  // namespace

std::vector<VocabularyPart> vocabularyParts(Target t) { return partsOf(t); }

std::string annotationSpaceText(Target t) {
  AnnSpace s = annSpace(t);
  std::vector<std::string> regions;
  for (char r : s.regions) regions.push_back(std::string(1, r));
  return "orders " + wordsJoined(s.orders) + ", scopes " + wordsJoined(s.scopes) + ", regions " + wordsJoined(regions);
}

Program programOf(const GenTest& t) {
  auto source = std::make_shared<SourceFile>(t.name + ".litmus", emitTest(t));
  DiagnosticSink sink(source);
  ast::Test tree = parseLitmus(source, sink, false);
  Program p = elaborateProgram(tree, sink);
  sink.throwIfErrors();
  return p;
}

std::vector<Difference> differencesOf(const Program& p, const ModelRef& a, const ModelRef& b, const std::string& engine,
                                      double timeoutSeconds, TestResult& ra, TestResult& rb, bool& undecided) {
  EngineOptions eo;
  eo.engine = engine;
  eo.timeoutSeconds = timeoutSeconds;
  ra = runEngine(p, *a.model, a.name, eo);
  rb = runEngine(p, *b.model, b.name, eo);
  undecided = !ra.decided || !rb.decided;
  if (undecided) return {};
  return resultDifferences(ra, rb);
}

DistinguishResult distinguish(const std::vector<ModelRef>& models, const DistinguishOptions& o,
                              const std::function<void(const SizeStats&)>& progress) {
  Searcher s{models, o, Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(o.budgetSeconds)),
             {}, {}, {}};
  const auto parts = partsOf(o.target);
  for (size_t size = 2; size <= o.maxEvents && !s.result.outOfTime; ++size)
    for (size_t part = 0; part < parts.size() && !s.result.outOfTime; ++part) {
      if (!o.parts.empty() && std::find(o.parts.begin(), o.parts.end(), parts[part].name) == o.parts.end()) continue;
      s.result.sizes.push_back(s.searchPart(size, part));
      s.result.outOfTime = s.result.sizes.back().outOfTime;
      if (progress) progress(s.result.sizes.back());
    }
  return std::move(s.result);
}

std::vector<std::string> differenceLines(const FoundTest& f, const PairDifference& d,
                                         const std::vector<ModelRef>& models) {
  const std::string &a = models[d.first].name, &b = models[d.second].name;
  DiffWords words{a, b, "only under " + b, "only under " + a};
  return describeDifferences(d.differences, f.results[d.first].observables, words);
}

namespace {

std::string indexField(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

}  // namespace

std::string distinguishIndexCsv(const DistinguishResult& r, const std::vector<ModelRef>& models) {
  const bool two = models.size() == 2;
  std::string s = two ? "name,events,size_class,origin,model1,verdict1,model2,verdict2,differences,cross_check,vocabulary\n"
                      : "name,events,size_class,origin,verdicts,pairs,differences,cross_check,vocabulary\n";
  for (const auto& f : r.found) {
    std::string diffs, pairs, verdicts;
    for (const auto& d : f.pairs) {
      pairs += (pairs.empty() ? "" : "; ") + models[d.first].name + "/" + models[d.second].name;
      for (const auto& l : differenceLines(f, d, models)) diffs += (diffs.empty() ? "" : "; ") + l;
    }
    for (size_t k = 0; k < models.size(); ++k)
      verdicts += (k ? "; " : "") + models[k].name + "=" + verdictName(f.results[k].verdict);
    s += indexField(f.test.name) + "," + std::to_string(eventCount(f.test)) + "," + std::to_string(f.sizeClass) + "," +
         indexField(f.test.cycle) + ",";
    if (two)
      s += indexField(models[0].name) + "," + verdictName(f.results[0].verdict) + "," + indexField(models[1].name) + "," +
           verdictName(f.results[1].verdict) + ",";
    else
      s += indexField(verdicts) + "," + indexField(pairs) + ",";
    s += indexField(diffs) + "," + indexField(f.crossCheck.empty() ? "agrees" : f.crossCheck) + "," + f.part + "\n";
  }
  return s;
}

std::string distinguishCoverageCsv(const DistinguishResult& r) {
  std::string s = "size,vocabulary,shapes,shapes_complete,candidates,tried,differing,kept,unknown,stopped,not_tried\n";
  for (const auto& st : r.sizes) {
    const char* stopped = st.outOfTime ? "budget" : st.capped ? "max-tests" : st.stoppedEarly ? "found" : "done";
    s += std::to_string(st.events) + "," + st.part + "," + std::to_string(st.shapes) + "," +
         (st.shapesComplete ? "yes" : "no") + "," + std::to_string(st.candidates) + "," + std::to_string(st.tried) +
         "," + std::to_string(st.differing) + "," + std::to_string(st.kept) + "," + std::to_string(st.unknown) + "," +
         stopped + "," + std::to_string(st.notTried()) + "\n";
  }
  return s;
}

}  // namespace clmm::gen

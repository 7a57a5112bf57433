// The search for tests that tell two models apart: see Distinguish.h and docs/generate.md,
// "Tests that tell models apart". Candidates are the cycles of the distinguishing vocabulary, in
// increasing size; at each size, first every cycle with uniform annotations (one order class,
// scope and region on every access), then those with one access's order, scope or region changed.
#include "generate/Distinguish.h"

#include <map>
#include <set>

#include "check/Engine.h"
#include "generate/Minimise.h"
#include "litmus/Parser.h"
#include "litmus/Elaborate.h"

namespace clmm::gen {

namespace {

// The edges of the search: communication between work-groups (PTX: CTAs) and between sub-groups
// of one work-group (PTX: threads of one CTA), program order to another and to the same location.
std::vector<Edge> searchEdges(Target t) {
  std::vector<Edge> out;
  const std::string near = t == Target::Opencl ? ".sg" : ".thr";
  for (const char* e : {"Rfe", "Fre", "Coe"}) {
    out.push_back(parseEdgeText(e, t));
    out.push_back(parseEdgeText(std::string(e) + near, t));
  }
  for (const char* e : {"PodWW", "PodWR", "PodRW", "PodRR", "PosWW", "PosWR", "PosRW", "PosRR"})
    out.push_back(parseEdgeText(e, t));
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

Ann annOf(const AnnSpace& s, const Choice& c, Dir d) {
  Ann a;
  a.order = s.orders[c.order];
  if (a.order == "ra") a.order = d == Dir::R ? "acq" : "rel";
  a.region = s.regions[c.region];
  if (a.order != "na" && a.order != "weak") a.scope = s.scopes[c.scope];
  return a;
}

// Every cycle of exactly n edges of `edges`, each rotation once, with two external edges or more.
void skeletons(const std::vector<Edge>& edges, size_t n, std::vector<std::vector<size_t>>& out) {
  std::vector<size_t> seq;
  std::function<void()> grow = [&] {
    if (seq.size() == n) {
      if (edges[seq.back()].dst != edges[seq.front()].src) return;
      size_t ext = 0;
      for (size_t k : seq) ext += edges[k].external ? 1 : 0;
      if (ext < 2) return;
      for (size_t r = 1; r < n; ++r) {
        std::vector<size_t> rot(seq.begin() + static_cast<std::ptrdiff_t>(r), seq.end());
        rot.insert(rot.end(), seq.begin(), seq.begin() + static_cast<std::ptrdiff_t>(r));
        if (rot < seq) return;
      }
      out.push_back(seq);
      return;
    }
    for (size_t k = 0; k < edges.size(); ++k) {
      if (!seq.empty() && edges[seq.back()].dst != edges[k].src) continue;
      if (!seq.empty() && k < seq.front()) continue;
      seq.push_back(k);
      grow();
      seq.pop_back();
    }
  };
  grow();
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

struct Searcher {
  const ModelRef& a;
  const ModelRef& b;
  const DistinguishOptions& o;
  DistinguishResult result;
  std::set<std::string> seenCycles, seenFound;

  bool differs(const GenTest& g) {
    try {
      Program p = programOf(g);
      TestResult ra, rb;
      bool undecided = false;
      return !differencesOf(p, a, b, o.engine, o.timeoutSeconds, ra, rb, undecided).empty();
    } catch (const BadInput&) {
      return false;
    }
  }

  // Minimises g and keeps it unless it is a test already found; whether it was new.
  bool record(const GenTest& g, size_t size) {
    FoundTest f;
    f.cycle = g.cycle;
    f.sizeClass = size;
    f.test = minimise(
        g, [&](const GenTest& s) { return differs(s); }, &f.removed);
    if (!seenFound.insert(keyOf(f.test)).second) return false;
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
    f.differences = differencesOf(p, a, b, o.engine, o.timeoutSeconds, f.a, f.b, undecided);
    std::string other = o.engine == "smt" ? "enumerate" : "smt";
    EngineOptions eo;
    eo.engine = other;
    eo.timeoutSeconds = o.timeoutSeconds;
    TestResult xa = runEngine(p, *a.model, a.name, eo), xb = runEngine(p, *b.model, b.name, eo);
    std::string da = sameOutcome(f.a, xa), db = sameOutcome(f.b, xb);
    if (!da.empty()) f.crossCheck += a.name + " under " + other + ": " + da;
    if (!db.empty()) f.crossCheck += (f.crossCheck.empty() ? "" : "; ") + b.name + " under " + other + ": " + db;
    result.found.push_back(std::move(f));
    return true;
  }

  // One size class: every candidate of `size` events until perSize differing tests are found.
  SizeStats searchSize(size_t size) {
    SizeStats st;
    st.events = size;
    std::vector<Edge> edges = searchEdges(o.target);
    std::vector<std::vector<size_t>> shapes;
    skeletons(edges, size, shapes);
    AnnSpace space = annSpace(o.target);
    for (int w = 0; w < 2; ++w) {
      auto choices = assignments(space, size, w);
      for (const auto& shape : shapes)
        for (const auto& pick : choices) {
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
            continue;
          }
          if (!seenCycles.insert(g.cycle).second) continue;
          if (st.tried >= o.maxTests) {
            st.capped = true;
            return st;
          }
          Program p;
          try {
            p = programOf(g);
          } catch (const BadInput&) {
            continue;
          }
          ++st.tried;
          TestResult ra, rb;
          bool undecided = false;
          if (differencesOf(p, a, b, o.engine, o.timeoutSeconds, ra, rb, undecided).empty()) {
            st.unknown += undecided ? 1 : 0;
            continue;
          }
          // A difference that minimises to a test already found does not count, up to a bound.
          ++st.differing;
          if (record(g, size)) ++st.kept;
          if (st.kept >= o.perSize || st.differing >= 4 * o.perSize) {
            st.stoppedEarly = true;
            return st;
          }
        }
    }
    return st;
  }
};

}  // namespace

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

DistinguishResult distinguish(const ModelRef& a, const ModelRef& b, const DistinguishOptions& o,
                              const std::function<void(const SizeStats&)>& progress) {
  Searcher s{a, b, o, {}, {}, {}};
  for (size_t size = 2; size <= o.maxEvents; ++size) {
    s.result.sizes.push_back(s.searchSize(size));
    if (progress) progress(s.result.sizes.back());
  }
  return std::move(s.result);
}

std::vector<std::string> differenceLines(const FoundTest& f, const ModelRef& a, const ModelRef& b) {
  DiffWords words{a.name, b.name, "only under " + b.name, "only under " + a.name};
  return describeDifferences(f.differences, f.a.observables, words);
}

std::string distinguishIndexCsv(const DistinguishResult& r, const ModelRef& a, const ModelRef& b) {
  auto field = [](const std::string& s) {
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string q = "\"";
    for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
  };
  std::string s = "name,events,size_class,origin,model1,verdict1,model2,verdict2,differences,cross_check\n";
  for (const auto& f : r.found) {
    std::string diffs;
    for (const auto& l : differenceLines(f, a, b)) diffs += (diffs.empty() ? "" : "; ") + l;
    s += field(f.test.name) + "," + std::to_string(eventCount(f.test)) + "," + std::to_string(f.sizeClass) + "," +
         field(f.test.cycle) + "," + field(a.name) + "," + verdictName(f.a.verdict) + "," + field(b.name) + "," +
         verdictName(f.b.verdict) + "," + field(diffs) + "," + field(f.crossCheck.empty() ? "agrees" : f.crossCheck) +
         "\n";
  }
  return s;
}

}  // namespace clmm::gen

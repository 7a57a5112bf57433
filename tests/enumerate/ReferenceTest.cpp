// Differential test of the enumerator against a deliberately naive reference written from the
// rules alone (every path with LoopBound conditions both ways, the full product of reads-from
// choices, unmemoised recursive evaluation, no back-jumping), over hand-written tests and every
// test of the public corpus that is small enough.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "enumerate/Candidates.h"
#include "litmus/Parser.h"
#include "litmus/Elaborate.h"

namespace clmm {
namespace {

// One (path, rf) choice with its values: what all candidates differing only in co share.
std::string key(const Program& p, const std::vector<int8_t>& cond, const std::vector<int>& rf,
                const std::vector<bool>& reads, const std::vector<bool>& writes,
                const std::vector<int64_t>& rv, const std::vector<int64_t>& wv,
                const std::vector<LocId>& loc) {
  std::string s;
  for (int8_t c : cond) s += std::to_string(c) + ",";
  for (const Event& e : p.events) {
    s += "|";
    if (reads[e.id]) s += "r" + std::to_string(rf[e.id]) + "=" + std::to_string(rv[e.id]);
    if (writes[e.id]) s += "w" + std::to_string(wv[e.id]);
    if (reads[e.id] || writes[e.id]) s += "@" + std::to_string(loc[e.id]);
  }
  return s;
}

struct Reference {
  std::map<std::string, uint64_t> candidates;  // key -> number of coherence orders
  bool loopBoundHit = false;
  bool tooBig = false;
};

Reference reference(const Program& p, uint64_t maxRf) {
  Reference out;
  const size_t nC = p.conds.size(), nE = p.events.size();
  std::vector<int8_t> cv(nC, -1);
  auto holds = [&](const Guard& g) {
    for (const auto& lit : g)
      if (cv[lit.cond] != (lit.positive ? 1 : 0)) return false;
    return true;
  };
  std::function<void()> onPath = [&]() {
    std::vector<bool> exec(nE), reads(nE), writes(nE);
    std::vector<EventId> readList;
    for (const Event& e : p.events) {
      exec[e.id] = e.kind == EventKind::Init || holds(e.guard);
      reads[e.id] = exec[e.id] && e.mayRead();
      writes[e.id] = exec[e.id] && e.mayWrite() &&
                     (e.kind != EventKind::Cas || cv[e.success] == 1);
      if (reads[e.id]) readList.push_back(e.id);
    }
    std::vector<std::vector<EventId>> sources;
    uint64_t product = 1;
    for (EventId r : readList) {
      sources.emplace_back();
      for (const Event& w : p.events)
        if (w.id != r && writes[w.id] && p.sameLocationPossible(p.events[r], w))
          sources.back().push_back(w.id);
      product *= sources.back().size();
      if (product > maxRf) out.tooBig = true;
    }
    if (out.tooBig || product == 0) return;
    std::vector<size_t> d(readList.size(), 0);
    std::vector<int> rf(nE, -1);
    for (;;) {
      for (size_t i = 0; i < readList.size(); ++i) rf[readList[i]] = sources[i][d[i]];
      // values
      std::vector<int> state(nE, 0);
      std::vector<int64_t> rv(nE, 0), wv(nE, 0);
      std::function<std::optional<int64_t>(ValueRef)> ev;
      std::function<std::optional<int64_t>(EventId)> rd = [&](EventId r) -> std::optional<int64_t> {
        if (!reads[r]) return 0;
        if (state[r] == 1) return std::nullopt;
        if (state[r] == 2) return rv[r];
        state[r] = 1;
        const Event& re = p.events[r];
        const Event& we = p.events[rf[r]];
        if (re.loc < 0 && !ev(re.offset)) return std::nullopt;
        if (we.loc < 0 && !ev(we.offset)) return std::nullopt;
        auto v = ev(we.value);
        if (!v) return std::nullopt;
        state[r] = 2;
        return rv[r] = *v;
      };
      ev = [&](ValueRef v) -> std::optional<int64_t> {
        const ValueNode& n = p.values[v];
        switch (n.op) {
          case ValueNode::Op::Const: return n.constant;
          case ValueNode::Op::ReadValue: return rd(n.event);
          case ValueNode::Op::CondValue: return cv[n.cond] == 1 ? 1 : 0;
          case ValueNode::Op::Unary: {
            auto a = ev(n.a);
            if (!a) return std::nullopt;
            return applyUnary(n.uop, *a);
          }
          case ValueNode::Op::Binary: {
            auto a = ev(n.a), b = ev(n.b);
            if (!a || !b) return std::nullopt;
            return applyBinary(n.bop, *a, *b);
          }
          case ValueNode::Op::Ite: return ev(cv[n.cond] == 1 ? n.a : n.b);
        }
        return std::nullopt;
      };
      bool ok = true;
      for (EventId r : readList) ok = ok && rd(r).has_value();
      std::vector<LocId> loc(nE, -1);
      if (ok) {
        for (const Event& e : p.events) {
          if (writes[e.id]) wv[e.id] = *ev(e.value);
          if (!exec[e.id] || !e.isAccess()) continue;
          if (e.loc >= 0) {
            loc[e.id] = e.loc;
          } else {
            int64_t off = *ev(e.offset);
            if (off < 0 || off >= p.arrays[e.array].size) ok = false;
            else loc[e.id] = p.arrays[e.array].first + static_cast<LocId>(off);
          }
        }
      }
      bool beyondBound = false;
      for (CondId c = 0; ok && c < nC; ++c) {
        if (cv[c] < 0 || p.conds[c].kind == Cond::Kind::Choice) continue;
        if ((*ev(p.conds[c].value) != 0) != (cv[c] == 1)) ok = false;
        if (cv[c] == 1 && p.conds[c].kind == Cond::Kind::LoopBound) beyondBound = true;
      }
      for (EventId r : readList) ok = ok && loc[r] == loc[rf[r]];
      if (ok && beyondBound) out.loopBoundHit = true;
      if (ok && !beyondBound) {
        uint64_t orders = 1;
        std::vector<uint64_t> perLoc(p.locations.size(), 0);
        for (const Event& e : p.events)
          if (writes[e.id] && e.kind != EventKind::Init) orders *= ++perLoc[loc[e.id]];
        out.candidates[key(p, cv, rf, reads, writes, rv, wv, loc)] += orders;
      }
      size_t i = readList.size();
      while (i > 0 && ++d[i - 1] == sources[i - 1].size()) d[--i] = 0;
      if (i == 0) break;
    }
  };
  std::function<void(size_t)> paths = [&](size_t c) {
    if (out.tooBig) return;
    if (c == nC) return onPath();
    if (!holds(p.conds[c].guard)) {
      cv[c] = -1;
      paths(c + 1);
    } else {
      for (int8_t v : {int8_t{0}, int8_t{1}}) {
        cv[c] = v;
        paths(c + 1);
      }
    }
    cv[c] = -1;
  };
  paths(0);
  return out;
}

// Runs the enumerator and checks it against the reference. Returns false when too big.
bool compare(const Program& p, const std::string& what) {
  Reference ref = reference(p, 200000);
  if (ref.tooBig) return false;
  uint64_t total = 0;
  for (const auto& [k, n] : ref.candidates) total += n;
  if (total > 3000000) return false;

  std::map<std::string, std::set<std::vector<std::vector<EventId>>>> got;
  EnumerateStats stats;
  auto status = enumerateCandidates(
      p, {},
      [&](const Execution& x) {
        std::vector<int8_t> cond = x.condValue;
        got[key(p, cond, x.rf, x.reads, x.writes, x.readValue, x.writeValue, x.loc)].insert(x.co);
        for (size_t l = 0; l < x.co.size(); ++l) {
          EXPECT_FALSE(x.co[l].empty());
          EXPECT_EQ(p.events[x.co[l][0]].kind, EventKind::Init);
          for (EventId w : x.co[l]) EXPECT_TRUE(x.writes[w] && x.loc[w] == static_cast<LocId>(l));
        }
        return true;
      },
      &stats);
  EXPECT_EQ(status, EnumerateStatus::Complete) << what;
  EXPECT_EQ(stats.loopBoundHit, ref.loopBoundHit) << what;
  EXPECT_EQ(stats.candidates, total) << what;
  EXPECT_EQ(got.size(), ref.candidates.size()) << what;
  for (const auto& [k, n] : ref.candidates) {
    auto it = got.find(k);
    if (it == got.end()) {
      ADD_FAILURE() << what << ": missing candidate " << k;
      continue;
    }
    EXPECT_EQ(it->second.size(), n) << what << ": coherence orders of " << k;
  }
  return true;
}

Program build(const std::string& name, const std::string& text, int unroll = 2) {
  auto src = std::make_shared<SourceFile>(name, text);
  DiagnosticSink sink(src);
  ast::Test test = parseLitmus(src, sink);
  ElaborateOptions options;
  options.unroll = unroll;
  return elaborateProgram(test, sink, options);
}

TEST(EnumerateReference, HandWritten) {
  // Loops, compare-exchanges (strong and weak), short-circuit conditions, arrays, updates.
  const char* tests[] = {
      R"(OPENCL loopcas
{ [x]=0; [e]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global int* e) {
  *e = atomic_load_explicit(x, memory_order_relaxed);
  while (atomic_compare_exchange_strong_explicit(x, e, *e + 1, memory_order_relaxed, memory_order_relaxed) == 0) {}
}
P1@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_fetch_add_explicit(x, 2, memory_order_relaxed);
}
exists (x=3)
)",
      R"(OPENCL weak
{ [x]=0; [e]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global int* e) {
  int r0 = atomic_compare_exchange_weak_explicit(x, e, 1, memory_order_relaxed, memory_order_relaxed);
  int r1 = atomic_load_explicit(x, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  atomic_exchange_explicit(x, 0, memory_order_relaxed);
}
exists (0:r0=1)
)",
      R"(OPENCL shortcircuit
{ [x]=0; [y]=0; [z]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* z) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed) && atomic_load_explicit(y, memory_order_relaxed);
  if (r0) { atomic_store_explicit(z, 1, memory_order_relaxed); } else { atomic_store_explicit(z, 2, memory_order_relaxed); }
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* z) {
  atomic_store_explicit(x, 1, memory_order_relaxed);
  int r1 = atomic_load_explicit(z, memory_order_relaxed);
  atomic_store_explicit(y, r1, memory_order_relaxed);
}
exists (0:r0=1)
)",
      R"(OPENCL arr
{ atomic_int a[3] = {0, 1, 2}; }
P0@wg 0, dev 0 (global atomic_int* a) {
  int r0 = atomic_load_explicit(a+1, memory_order_relaxed);
  int r1 = atomic_load_explicit(a+r0, memory_order_relaxed);
  atomic_store_explicit(a+r1, r0, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* a) {
  int r2 = atomic_load_explicit(a, memory_order_relaxed);
  atomic_store_explicit(a+1, r2 + 1, memory_order_relaxed);
}
exists (0:r0=1)
)",
      R"(OPENCL spin
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  while (atomic_load_explicit(x, memory_order_acquire) == 0) {}
  int r0 = atomic_load_explicit(y, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_relaxed);
  atomic_store_explicit(x, 1, memory_order_release);
  atomic_store_explicit(x, 0, memory_order_release);
}
exists (0:r0=0)
)",
  };
  int i = 0;
  for (const char* text : tests) {
    std::string name = "hand" + std::to_string(i++);
    for (int unroll : {1, 2}) {
      if (name == "hand0" && unroll == 2) continue;  // too big for the naive reference
      EXPECT_TRUE(compare(build(name, text, unroll), name)) << name << " unroll " << unroll;
    }
  }
}

TEST(EnumerateReference, ReferencedLoopBound) {
  Program p = build("spin", R"(OPENCL spin
{ [x]=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  while (r0 == 0) { r0 = atomic_load_explicit(x, memory_order_relaxed); }
}
P1@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed);
}
exists (0:r0=1)
)");
  for (CondId c = 0; c < p.conds.size(); ++c) {
    if (p.conds[c].kind != Cond::Kind::LoopBound) continue;
    ValueNode n;
    n.op = ValueNode::Op::CondValue;
    n.cond = c;
    p.values.push_back(n);
  }
  EXPECT_TRUE(compare(p, "spin"));
}

std::string corpusDir() {
  if (const char* env = std::getenv("CLMM_CORPUS"))
    return std::filesystem::is_directory(env) ? env : "";
  std::string d = std::string(CLMM_SOURCE_DIR) + "/../shared/corpus";
  return std::filesystem::is_directory(d) ? std::filesystem::canonical(d).string() : "";
}

TEST(EnumerateReference, Corpus) {
  std::string dir = corpusDir();
  if (dir.empty()) GTEST_SKIP() << "public corpus not found (../shared/corpus or $CLMM_CORPUS)";
  std::vector<std::string> files;
  for (const auto& f : std::filesystem::recursive_directory_iterator(dir))
    if (f.path().extension() == ".litmus") files.push_back(f.path().string());
  std::sort(files.begin(), files.end());
  int compared = 0, skipped = 0;
  for (const auto& f : files) {
    std::optional<Program> p;
    try {
      auto src = SourceFile::read(f);
      DiagnosticSink sink(src);
      ast::Test test = parseLitmus(src, sink);
      p = elaborateProgram(test, sink);
    } catch (const BadInput&) {
      continue;  // ill-formed tests are the front end's business
    }
    if (compare(*p, f)) ++compared;
    else ++skipped;
  }
  EXPECT_GT(compared, 50);
  std::cout << "compared " << compared << " corpus tests, skipped " << skipped << " (too big)\n";
}

}  // namespace
}  // namespace clmm

// The interleaving search (Search.h): a breadth-first exploration of the reachable states, then
// Tarjan's strongly connected components for the fair cycles.
#include "interleave/Search.h"

#include <algorithm>
#include <unordered_map>

#include "support/Budget.h"

namespace clmm::interleave {
namespace {

using State = std::vector<int64_t>;

struct StateHash {
  size_t operator()(const State& s) const {
    uint64_t h = 1469598103934665603ULL;
    for (int64_t v : s) h = (h ^ static_cast<uint64_t>(v)) * 1099511628211ULL;
    return static_cast<size_t>(h);
  }
};

struct Edge {
  uint32_t to;
  uint32_t thread;
};

class Explorer {
 public:
  explicit Explorer(const Machine& m) : m_(m) {
    size_t at = 0;
    for (const auto& th : m.threads) {
      offset_.push_back(at);
      at += 1 + th.registers.size();
    }
    memAt_ = at;
  }

  SearchResult run(const SearchLimits& limits) {
    SearchResult r;
    State init(memAt_ + m_.locations.size(), 0);
    for (size_t t = 0; t < m_.threads.size(); ++t)
      for (size_t i = 0; i < m_.threads[t].initial.size(); ++i) init[offset_[t] + 1 + i] = m_.threads[t].initial[i];
    for (size_t l = 0; l < m_.initial.size(); ++l) init[memAt_ + l] = m_.initial[l];
    intern(init);
    for (size_t next = 0; next < states_.size(); ++next) {
      checkBudget();  // reads the clock every 16th call
      if (states_.size() > limits.maxStates) {
        r.reason = "the interleaving search reached its limit of " + std::to_string(limits.maxStates) + " states";
        r.states = states_.size();
        return r;
      }
      bool allEnded = true;
      for (uint32_t t = 0; t < m_.threads.size(); ++t) {
        if (ended(states_[next], t)) continue;
        allEnded = false;
        State s = step(states_[next], t);
        uint32_t to = intern(std::move(s));
        succ_[next].push_back({to, t});
        ++r.steps;
      }
      if (allEnded) r.finals.insert(observe(states_[next]));
    }
    r.states = states_.size();
    fairCycle(r);
    r.decided = true;
    return r;
  }

 private:
  const Machine& m_;
  std::vector<size_t> offset_;
  size_t memAt_ = 0;
  std::vector<State> states_;
  std::unordered_map<State, uint32_t, StateHash> index_;
  std::vector<std::vector<Edge>> succ_;

  uint32_t intern(State s) {
    auto [it, fresh] = index_.emplace(s, static_cast<uint32_t>(states_.size()));
    if (fresh) {
      states_.push_back(std::move(s));
      succ_.emplace_back();
    }
    return it->second;
  }

  bool ended(const State& s, size_t t) const { return static_cast<size_t>(s[offset_[t]]) >= m_.threads[t].code.size(); }

  State step(const State& from, size_t t) const {
    State s = from;
    const size_t base = offset_[t];
    const Instr& in = m_.threads[t].code[static_cast<size_t>(s[base])];
    auto val = [&](const Operand& o) { return o.reg < 0 ? o.number : s[base + 1 + static_cast<size_t>(o.reg)]; };
    auto set = [&](int reg, int64_t v) { s[base + 1 + static_cast<size_t>(reg)] = v; };
    int64_t next = s[base] + 1;
    int64_t dummy = 0;  // an instruction without a location does not touch it
    int64_t& mem = m_.locations.empty() ? dummy : s[memAt_ + static_cast<size_t>(in.loc)];
    switch (in.op) {
      case Op::Load:
        set(in.dst, mem);
        break;
      case Op::Store:
        mem = val(in.a);
        break;
      case Op::Exchange: {
        int64_t old = mem, v = val(in.a);  // the operand is read before the register is written
        mem = v;
        set(in.dst, old);
        break;
      }
      case Op::CompareSwap: {
        int64_t old = mem, expected = val(in.a), desired = val(in.b);
        if (old == expected) mem = desired;
        set(in.dst, old);
        break;
      }
      case Op::Move:
        set(in.dst, val(in.a));
        break;
      case Op::BranchEq:
        if (val(in.a) == val(in.b)) next = static_cast<int64_t>(in.target);
        break;
      case Op::BranchNe:
        if (val(in.a) != val(in.b)) next = static_cast<int64_t>(in.target);
        break;
      case Op::Jump:
        next = static_cast<int64_t>(in.target);
        break;
      case Op::Nop:
        break;
    }
    s[base] = next;
    return s;
  }

  std::vector<int64_t> observe(const State& s) const {
    std::vector<int64_t> out;
    for (const ObservableSource& o : m_.observables) {
      switch (o.kind) {
        case ObservableSource::Kind::Register:
          out.push_back(s[offset_[static_cast<size_t>(o.thread)] + 1 + static_cast<size_t>(o.reg)]);
          break;
        case ObservableSource::Kind::Location:
          out.push_back(s[memAt_ + static_cast<size_t>(o.loc)]);
          break;
        case ObservableSource::Kind::Constant:
          out.push_back(o.constant);
          break;
      }
    }
    return out;
  }

  // Tarjan's algorithm without recursion: comp[v] is v's component; components are numbered in
  // the order they complete.
  std::vector<uint32_t> components() const {
    const uint32_t n = static_cast<uint32_t>(states_.size()), none = UINT32_MAX;
    std::vector<uint32_t> index(n, none), low(n, 0), comp(n, none), stack;
    std::vector<std::pair<uint32_t, size_t>> work;
    uint32_t counter = 0, comps = 0;
    for (uint32_t root = 0; root < n; ++root) {
      if (index[root] != none) continue;
      work.push_back({root, 0});
      while (!work.empty()) {
        auto& [v, i] = work.back();
        if (i == 0 && index[v] == none) {
          index[v] = low[v] = counter++;
          stack.push_back(v);
        }
        if (i < succ_[v].size()) {
          uint32_t w = succ_[v][i++].to;
          if (index[w] == none)
            work.push_back({w, 0});
          else if (comp[w] == none)
            low[v] = std::min(low[v], index[w]);
          continue;
        }
        uint32_t done = v;
        work.pop_back();
        if (!work.empty()) low[work.back().first] = std::min(low[work.back().first], low[done]);
        if (low[done] == index[done]) {
          uint32_t w;
          do {
            w = stack.back();
            stack.pop_back();
            comp[w] = comps;
          } while (w != done);
          ++comps;
        }
      }
    }
    return comp;
  }

  // The first component (in completion order) that holds a step of every thread not ended in it.
  void fairCycle(SearchResult& r) const {
    std::vector<uint32_t> comp = components();
    uint32_t comps = 0;
    for (uint32_t c : comp) comps = std::max(comps, c + 1);
    std::vector<std::vector<uint32_t>> members(comps);
    for (uint32_t v = 0; v < comp.size(); ++v) members[comp[v]].push_back(v);
    for (uint32_t c = 0; c < comps; ++c) {
      std::vector<bool> steps(m_.threads.size(), false);
      bool inside = false;
      for (uint32_t v : members[c])
        for (const Edge& e : succ_[v])
          if (comp[e.to] == c) steps[e.thread] = inside = true;
      if (!inside) continue;
      const State& any = states_[members[c].front()];
      bool fair = true;
      for (size_t t = 0; t < m_.threads.size(); ++t)
        if (!ended(any, t) && !steps[t]) fair = false;
      if (!fair) continue;
      r.endless = true;
      r.witness = witness(members[c]);
      return;
    }
  }

  // "P0 runs forever through lines 7-9 (from LC00); P1 ..."
  std::string witness(const std::vector<uint32_t>& members) const {
    std::string out;
    for (size_t t = 0; t < m_.threads.size(); ++t) {
      if (ended(states_[members.front()], t)) continue;
      std::set<size_t> pcs;
      for (uint32_t v : members) pcs.insert(static_cast<size_t>(states_[v][offset_[t]]));
      const auto& code = m_.threads[t].code;
      int lo = INT32_MAX, hi = 0;
      for (size_t pc : pcs) lo = std::min(lo, code[pc].line), hi = std::max(hi, code[pc].line);
      const std::string& label = code[*pcs.begin()].label;
      out += (out.empty() ? "" : "; ") + m_.threads[t].name + " runs forever through line" +
             (lo == hi ? " " + std::to_string(lo) : "s " + std::to_string(lo) + "-" + std::to_string(hi)) +
             (label.empty() ? "" : " (from " + label + ")");
    }
    return out + ", in an interleaving where every thread that has not ended keeps taking steps";
  }
};

}  // namespace

SearchResult search(const Machine& m, const SearchLimits& limits) { return Explorer(m).run(limits); }

}  // namespace clmm::interleave

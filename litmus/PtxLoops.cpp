// PTX loops: what a cut path means (see PtxLoops.h and docs/ptx.md, "Loops").
#include "litmus/PtxLoops.h"
#include "litmus/AstTools.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <memory>

namespace clmm::ptx {
namespace {

bool isBranch(const std::string& b) {
  return b == "goto" || b == "bra" || (b.size() == 3 && b[0] == 'b' && b != "bar");
}

bool isArithmetic(const std::string& b) {
  static const std::set<std::string> ops = {"mov", "add", "sub", "mul", "and", "or", "xor"};
  return ops.count(b) > 0;
}

// The registers an instruction reads (its value operands) and the one it writes.
void registersOf(const Step& s, std::vector<std::string>& reads, std::string& writes) {
  const auto& o = s.item->operands;
  size_t from = 0, to = 0;
  if (s.base == "ld") {
    writes = registerName(o[0].name);
  } else if (isArithmetic(s.base)) {
    writes = registerName(o[0].name);
    from = 1, to = o.size();
  } else if (s.base == "atom" && o.size() >= 3) {  // atom REG, LOC, VALUE...
    writes = registerName(o[0].name);
    from = 2, to = o.size();
  } else if (isBranch(s.base) && s.base != "goto" && s.base != "bra") {
    from = 0, to = std::min<size_t>(2, o.size());
  }
  for (size_t i = from; i < to; ++i)
    if (o[i].kind == Operand::Kind::Name) reads.push_back(registerName(o[i].name));
}

bool sameSteps(const std::vector<Step>& a, const std::vector<Step>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].item != b[i].item) return false;
  return true;
}


// Adds to `out` the most writes per location of the paths through `body`.
void sumWrites(const std::vector<ast::StmtPtr>& body, std::map<std::string, int>& out) {
  for (const auto& s : body) {
    if (s->kind == ast::StmtKind::If) {
      std::map<std::string, int> a, b;
      sumWrites(s->body, a);
      sumWrites(s->elseBody, b);
      for (const auto& [loc, n] : b) a[loc] = std::max(a[loc], n);
      for (const auto& [loc, n] : a) out[loc] += n;
    } else if (s->kind == ast::StmtKind::Block) {
      sumWrites(s->body, out);
    } else if (std::string loc = ast::writtenLocation(*s); !loc.empty()) {
      ++out[loc];
    }
  }
}

// The names an instruction reads (registers; a location or label name among them is harmless: no
// register is written under it) and the register it surely writes ("" when none is known).
void defUse(const Item& it, const std::string& base, std::set<std::string>& uses, std::string& def) {
  const auto& o = it.operands;
  size_t from = 0;
  if ((base == "ld" || base == "atom" || isArithmetic(base)) && !o.empty() && o[0].kind == Operand::Kind::Name) {
    def = registerName(o[0].name);
    from = 1;
  }
  for (size_t i = from; i < o.size(); ++i)
    if (o[i].kind != Operand::Kind::Int && !o[i].name.empty()) uses.insert(registerName(o[i].name));
}

// The thread's control flow: successors per item, item code.size() the end.
std::vector<std::vector<size_t>> successors(const ThreadCode& code, const std::vector<std::string>& bases) {
  const size_t n = code.items.size();
  std::map<std::string, size_t> labels;
  for (size_t i = 0; i < n; ++i)
    if (!code.items[i].label.empty()) labels.emplace(code.items[i].label, i);
  auto target = [&](const Operand& o) {
    auto l = labels.find(o.name);
    return l == labels.end() ? n : l->second;
  };
  std::vector<std::vector<size_t>> succ(n + 1);
  for (size_t i = 0; i < n; ++i) {
    const Item& it = code.items[i];
    const std::string& b = bases[i];
    if (!it.label.empty()) {
      succ[i] = {i + 1};
    } else if (b == "exit" || b == "ret") {
      succ[i] = {n};
    } else if ((b == "goto" || b == "bra") && it.operands.size() == 1) {
      succ[i] = {target(it.operands[0])};
    } else if (isBranch(b) && b != "goto" && b != "bra" && it.operands.size() == 3) {
      succ[i] = {target(it.operands[2]), i + 1};
    } else {
      succ[i] = {i + 1};
    }
  }
  return succ;
}

// Whether item `j` of the component `comp` is an `atom.cas REG, LOC, E, N` (E a number) that only
// fails on the paths inside it: the next item is an untyped `bne REG, E` whose fall-through, or a
// `beq REG, E` whose target, leaves the component, so a turn that stays read a value other than E
// and wrote nothing (a failed cas is a read).
bool failedCas(const ThreadCode& code, size_t j, const std::vector<size_t>& comp,
               const std::vector<std::vector<size_t>>& succ) {
  const Item& x = code.items[j];
  if (("." + x.opcode + ".").find(".cas.") == std::string::npos || x.operands.size() != 4 || j + 1 >= code.items.size())
    return false;
  const auto& o = x.operands;
  if (o[0].kind != Operand::Kind::Name || o[2].kind != Operand::Kind::Int || o[2].value < 0 || o[2].value > INT32_MAX)
    return false;
  const Item& b = code.items[j + 1];
  if ((b.opcode != "bne" && b.opcode != "beq") || b.operands.size() != 3 || b.operands[0].kind != Operand::Kind::Name ||
      registerName(b.operands[0].name) != registerName(o[0].name) || b.operands[1].kind != Operand::Kind::Int ||
      b.operands[1].value != o[2].value || succ[j + 1].size() != 2)
    return false;
  const size_t equal = b.opcode == "bne" ? succ[j + 1][1] : succ[j + 1][0];  // where REG == E goes
  return std::find(comp.begin(), comp.end(), equal) == comp.end();
}

// Whether the items of `comp` but `h` have no cycle among themselves (Kahn's algorithm).
bool acyclicWithout(const std::vector<size_t>& comp, size_t h, const std::vector<std::vector<size_t>>& succ) {
  std::set<size_t> rest(comp.begin(), comp.end());
  rest.erase(h);
  std::map<size_t, int> indegree;
  for (size_t j : rest) indegree[j];
  for (size_t j : rest)
    for (size_t k : succ[j])
      if (rest.count(k)) ++indegree[k];
  std::vector<size_t> ready;
  for (const auto& [j, d] : indegree)
    if (d == 0) ready.push_back(j);
  size_t removed = 0;
  while (!ready.empty()) {
    size_t j = ready.back();
    ready.pop_back();
    ++removed;
    for (size_t k : succ[j])
      if (rest.count(k) && --indegree[k] == 0) ready.push_back(k);
  }
  return removed == rest.size();
}

}  // namespace

namespace {

// A thread's control flow with what the loop rules read: successors, the register each item
// writes, the registers live before each item (the thread's end reading `observed`, or every
// register when `allObserved`), and which items each one reaches in one or more steps.
struct Flow {
  std::vector<std::vector<size_t>> succ;
  std::vector<std::string> def;
  std::vector<std::set<std::string>> live;
  std::vector<std::vector<bool>> reach;

  Flow(const ThreadCode& code, const std::vector<std::string>& bases, const std::set<std::string>& observed,
       bool allObserved) {
    const size_t n = code.items.size();
    succ = successors(code, bases);
    std::vector<std::set<std::string>> uses(n + 1);
    live.assign(n + 1, {});
    def.assign(n + 1, "");
    std::set<std::string> every = observed;
    for (size_t i = 0; i < n; ++i)
      if (code.items[i].label.empty()) {
        defUse(code.items[i], bases[i], uses[i], def[i]);
        every.insert(uses[i].begin(), uses[i].end());
        if (!def[i].empty()) every.insert(def[i]);
      }
    live[n] = allObserved ? every : observed;  // the final state reads these
    for (bool changed = true; changed;) {  // backward liveness to its fixpoint
      changed = false;
      for (size_t i = n; i-- > 0;) {
        std::set<std::string> in = uses[i];
        for (size_t s : succ[i])
          for (const std::string& r : live[s])
            if (r != def[i]) in.insert(r);
        if (in != live[i]) live[i] = std::move(in), changed = true;
      }
    }
    reach.assign(n + 1, std::vector<bool>(n + 1, false));
    for (size_t i = 0; i < n; ++i) {
      std::vector<size_t> todo = succ[i];
      while (!todo.empty()) {
        size_t j = todo.back();
        todo.pop_back();
        if (reach[i][j]) continue;
        reach[i][j] = true;
        for (size_t k : succ[j]) todo.push_back(k);
      }
    }
  }

  // l's strongly connected component (empty when l is on no cycle).
  std::vector<size_t> component(size_t l) const {
    std::vector<size_t> comp;
    if (!reach[l][l]) return comp;
    for (size_t j = 0; j + 1 < reach.size(); ++j)
      if (reach[l][j] && reach[j][l]) comp.push_back(j);
    return comp;
  }

  // Whether label h of `comp` lies on every cycle of it and every register `comp` writes is dead
  // at h (no path from h reads it before writing it).
  bool header(const std::vector<size_t>& comp, size_t h) const {
    for (size_t j : comp)
      if (!def[j].empty() && live[h].count(def[j])) return false;
    return acyclicWithout(comp, h, succ);
  }
};

}  // namespace

std::vector<bool> readOnlyLoopLabels(const ThreadCode& code, const std::vector<std::string>& bases,
                                     const std::set<std::string>& observed, bool allObserved,
                                     const std::function<bool(size_t item)>& loadOk) {
  const size_t n = code.items.size();
  const Flow flow(code, bases, observed, allObserved);
  std::vector<bool> out(n, false);
  for (size_t l = 0; l < n; ++l) {
    if (code.items[l].label.empty()) continue;
    const std::vector<size_t> comp = flow.component(l);
    if (comp.empty()) continue;
    bool ok = true;
    for (size_t j : comp) {
      if (!code.items[j].label.empty()) continue;
      const std::string& b = bases[j];
      if (b == "ld") {
        ok &= loadOk(j);
      } else if (b == "atom") {
        ok &= failedCas(code, j, comp, flow.succ) && loadOk(j);
      } else if (b != "fence" && b != "membar" && !isArithmetic(b) && !isBranch(b)) {
        ok = false;
      }
    }
    // A header: a label of the component on every one of its cycles, where every register the
    // component writes is dead.
    bool header = false;
    for (size_t h : comp)
      if (!code.items[h].label.empty() && flow.header(comp, h)) header = true;
    out[l] = ok && header;
  }
  return out;
}

std::vector<bool> spinHeaders(const ThreadCode& code, const std::vector<std::string>& bases,
                              const std::set<std::string>& observed, bool allObserved,
                              const std::function<bool(size_t item)>& loadOk) {
  const size_t n = code.items.size();
  const Flow flow(code, bases, observed, allObserved);
  std::vector<bool> out(n, false);
  for (size_t h = 0; h < n; ++h) {
    if (code.items[h].label.empty()) continue;
    const std::vector<size_t> comp = flow.component(h);
    if (comp.empty() || !flow.header(comp, h)) continue;
    bool ok = true;
    for (size_t j : comp)
      if (code.items[j].label.empty() && bases[j] == "ld") ok &= loadOk(j);
    out[h] = ok;
  }
  return out;
}

bool readOnlyTurn(const std::vector<Step>& turn) {
  for (const Step& s : turn)
    if (s.base != "ld" && s.base != "fence" && !isArithmetic(s.base) && !isBranch(s.base)) return false;
  return true;
}

ast::Stmt::Cut readOnlyTurnsCut(const std::vector<std::vector<Step>>& turns, int& spinReads) {
  spinReads = 0;
  if (turns.empty()) return ast::Stmt::Cut::Bound;
  const std::vector<Step>& last = turns.back();
  if (readOnlyTurn(last)) {
    if (!turnRepeats(last)) return ast::Stmt::Cut::Bound;  // not at a header (its registers are dead there)
    spinReads = static_cast<int>(turnLoads(last).size());
    return spinReads == 0 ? ast::Stmt::Cut::Endless : ast::Stmt::Cut::Await;
  }
  for (size_t k = 0; k + 1 < turns.size(); ++k)
    if (readOnlyTurn(turns[k])) return ast::Stmt::Cut::Reduced;
  return ast::Stmt::Cut::Bound;
}

bool turnRepeats(const std::vector<Step>& turn) {
  std::set<std::string> writtenInTurn, defined;
  for (const Step& s : turn) {
    std::vector<std::string> reads;
    std::string w;
    registersOf(s, reads, w);
    if (!w.empty()) writtenInTurn.insert(w);
  }
  for (const Step& s : turn) {
    std::vector<std::string> reads;
    std::string w;
    registersOf(s, reads, w);
    for (const auto& r : reads)
      if (writtenInTurn.count(r) && !defined.count(r)) return false;  // carried from the turn before
    if (!w.empty()) defined.insert(w);
  }
  return true;
}

bool morallyStrong(const ast::Test& test, const Access& a, const Access& b) {
  if (!a.strong || !b.strong || !a.plainAddress || !b.plainAddress) return false;
  const auto& pa = test.threads.at(static_cast<size_t>(a.thread)).placement;
  const auto& pb = test.threads.at(static_cast<size_t>(b.thread)).placement;
  auto covers = [&](const std::string& scope) {
    if (scope == "sys") return true;
    bool gpu = pa && pb && pa->device == pb->device;
    if (scope == "gpu") return gpu;
    return gpu && pa->workGroup && pb->workGroup && *pa->workGroup == *pb->workGroup;  // cta
  };
  return covers(a.scope) && covers(b.scope);
}

bool coherentLocation(const ast::Test& test, const std::vector<ThreadCode>& all, const Aliases& aliases,
                      const std::string& loc, const Access& load,
                      const std::function<Access(const Item&, int thread)>& decode) {
  if (!load.strong || !load.plainAddress) return false;
  std::vector<Access> writes;
  for (size_t t = 0; t < all.size(); ++t)
    for (const Item& w : all[t].items) {
      std::string base = w.opcode.substr(0, w.opcode.find('.'));
      size_t at = base == "atom" || base == "suatom" ? 1 : 0;
      bool writer =
          base == "st" || base == "red" || base == "atom" || base == "sust" || base == "sured" || base == "suatom";
      if (!w.label.empty() || !writer || w.operands.size() <= at) continue;
      const std::string& target = w.operands[at].name;
      auto alias = aliases.find(target);
      if (target != loc && (alias == aliases.end() || alias->second.location != loc)) continue;
      if (alias != aliases.end()) return false;
      writes.push_back(decode(w, static_cast<int>(t)));
    }
  for (size_t i = 0; i < writes.size(); ++i) {
    if (!writes[i].plainAddress) return false;
    if (writes[i].thread != load.thread && !morallyStrong(test, writes[i], load)) return false;
    for (size_t j = 0; j < i; ++j)
      if (writes[i].thread != writes[j].thread && !morallyStrong(test, writes[i], writes[j])) return false;
  }
  return true;
}

bool repeatsReadOnly(const std::vector<std::vector<Step>>& turns) {
  if (turns.empty()) return false;
  const std::vector<Step>& last = turns.back();
  for (const auto& t : turns)
    if (!sameSteps(t, last)) return false;
  for (const Step& s : last)
    if (s.base != "ld" && s.base != "fence" && !isArithmetic(s.base) && !isBranch(s.base)) return false;
  return turnRepeats(last);
}

std::vector<const Item*> turnLoads(const std::vector<Step>& turn) {
  std::vector<const Item*> out;
  for (const Step& s : turn)
    if (s.base == "ld" || s.base == "atom") out.push_back(s.item);  // an atom: a read-only spin's failed cas
  return out;
}

const Item* writeBackExchange(const std::vector<std::vector<Step>>& turns, const std::function<int(size_t)>& taken) {
  if (turns.empty()) return nullptr;
  const std::vector<Step>& last = turns.back();
  for (const auto& t : turns)
    if (!sameSteps(t, last)) return nullptr;
  if (last.empty() || last[0].base != "atom") return nullptr;
  const Item& x = *last[0].item;
  if (("." + x.opcode + ".").find(".exch.") == std::string::npos || x.operands.size() != 3) return nullptr;
  const auto& o = x.operands;
  if (o[0].kind != Operand::Kind::Name || o[1].kind != Operand::Kind::Name || o[2].kind != Operand::Kind::Int ||
      o[2].value < 0 || o[2].value > INT32_MAX)
    return nullptr;
  const std::string reg = registerName(o[0].name);
  bool stays = false;  // the directions taken imply REG == C
  for (size_t k = 1; k < last.size(); ++k) {
    const Step& s = last[k];
    if (!isBranch(s.base)) return nullptr;
    if (s.base == "goto" || s.base == "bra") continue;
    const auto& b = s.item->operands;
    // A typed test (bne.u32) compares masked values: only the plain one says REG == C.
    if (b.size() != 3 || (s.base != "beq" && s.base != "bne") || s.item->opcode != s.base) continue;
    if (b[0].kind != Operand::Kind::Name || registerName(b[0].name) != reg || b[1].kind != Operand::Kind::Int ||
        b[1].value != o[2].value)
      continue;
    int dir = taken(k);
    stays |= (s.base == "bne" && dir == 0) || (s.base == "beq" && dir == 1);
  }
  return stays ? &x : nullptr;
}

bool morallyStrongLocation(const ast::Test& test, const std::vector<ThreadCode>& all, const Aliases& aliases,
                           const std::string& loc, const std::function<Access(const Item&, int thread)>& decode) {
  for (const auto& [name, alias] : aliases)
    if (name == loc || alias.location == loc) return false;
  std::vector<Access> accesses;
  for (size_t t = 0; t < all.size(); ++t)
    for (const Item& it : all[t].items) {
      if (!it.label.empty()) continue;
      bool names = false;
      for (const Operand& op : it.operands) names |= op.kind != Operand::Kind::Int && op.name == loc;
      if (!names) continue;
      std::string base = it.opcode.substr(0, it.opcode.find('.'));
      size_t at = base == "st" ? 0 : 1;
      if ((base != "ld" && base != "st" && base != "atom") || it.operands.size() <= at || it.operands[at].name != loc ||
          (it.operands[at].kind == Operand::Kind::Address && it.operands[at].value != 0))
        return false;
      accesses.push_back(decode(it, static_cast<int>(t)));
    }
  for (size_t i = 0; i < accesses.size(); ++i) {
    if (!accesses[i].strong || !accesses[i].plainAddress) return false;
    for (size_t j = 0; j < i; ++j)
      if (accesses[i].thread != accesses[j].thread && !morallyStrong(test, accesses[i], accesses[j])) return false;
  }
  return true;
}

std::map<std::string, int> maxPathWrites(const std::vector<ast::StmtPtr>& body) {
  std::map<std::string, int> out;
  sumWrites(body, out);
  return out;
}

ast::StmtPtr cutAt(const Item& label, const std::vector<size_t>& trail, const std::vector<size_t>& seen,
                   const std::function<Step(size_t)>& step, std::vector<const Item*>& loads) {
  auto cut = std::make_unique<ast::Stmt>();
  cut->kind = ast::StmtKind::While;
  cut->range = label.range;
  cut->value = std::make_unique<ast::Expr>();
  cut->value->kind = ast::ExprKind::Int;
  cut->value->range = label.range;
  cut->value->value = 1;
  cut->name = label.label;
  cut->cut = ast::Stmt::Cut::Bound;
  loads.clear();
  std::vector<std::vector<Step>> turns;
  for (size_t k = 0; k < seen.size(); ++k) {
    turns.emplace_back();
    for (size_t i = seen[k]; i < (k + 1 < seen.size() ? seen[k + 1] : trail.size()); ++i) turns.back().push_back(step(i));
  }
  if (!repeatsReadOnly(turns)) return cut;
  loads = turnLoads(turns.back());
  if (loads.empty()) cut->cut = ast::Stmt::Cut::Endless;  // it reads no memory and repeats itself: it never ends
  return cut;
}

}  // namespace clmm::ptx

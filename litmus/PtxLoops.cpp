// PTX loops: what a cut path means (see PtxLoops.h and docs/ptx.md, "Loops").
#include "litmus/PtxLoops.h"

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

// The location a statement writes ("" when none).
std::string written(const ast::Stmt& s) {
  if (s.kind == ast::StmtKind::Store && s.target) return s.target->name;
  if ((s.kind == ast::StmtKind::Eval || s.kind == ast::StmtKind::Assign) && s.value &&
      s.value->kind == ast::ExprKind::Atomic && s.value->atomic->op != ast::AtomicOp::Load)
    return s.value->atomic->object->name;
  return "";
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
    } else if (std::string loc = written(*s); !loc.empty()) {
      ++out[loc];
    }
  }
}

}  // namespace

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
  std::set<std::string> writtenInTurn, defined;
  for (const Step& s : last) {
    if (s.base != "ld" && s.base != "fence" && !isArithmetic(s.base) && !isBranch(s.base)) return false;
    std::vector<std::string> reads;
    std::string w;
    registersOf(s, reads, w);
    if (!w.empty()) writtenInTurn.insert(w);
  }
  for (const Step& s : last) {
    std::vector<std::string> reads;
    std::string w;
    registersOf(s, reads, w);
    for (const auto& r : reads)
      if (writtenInTurn.count(r) && !defined.count(r)) return false;  // carried from the turn before
    if (!w.empty()) defined.insert(w);
  }
  return true;
}

std::vector<const Item*> turnLoads(const std::vector<Step>& turn) {
  std::vector<const Item*> out;
  for (const Step& s : turn)
    if (s.base == "ld") out.push_back(s.item);
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

// Compare-exchange spins of the AMDGPU dialect (AmdgpuSpin.h).
#include "litmus/AmdgpuSpin.h"
#include "litmus/AstTools.h"

#include <algorithm>
#include <optional>

namespace clmm::amdgpu {
namespace {

using ptx::Item;
using ptx::Operand;

bool hasPrefix(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

// The register an instruction writes: its first operand, a name (moves, arithmetic, loads and
// returning atomics; the dialect's stores and branches take a location or values there, and a
// non-returning atomic a location).
std::optional<std::string> writes(const Item& it, const std::string& base, const std::set<std::string>& locations) {
  if (base == "fence" || base == "goto" || base == "exit" || base == "bar" || it.operands.empty()) return std::nullopt;
  if (base.size() == 3 && base[0] == 'b') return std::nullopt;  // beq, bne, ...
  const Operand& o = it.operands[0];
  if (o.kind != Operand::Kind::Name || locations.count(o.name)) return std::nullopt;
  return ptx::registerName(o.name);
}

bool isCmpswap(const Item& it) {
  const std::string& op = it.opcode;
  return (hasPrefix(op, "global_atomic_cmpswap") || hasPrefix(op, "flat_atomic_cmpswap") ||
          hasPrefix(op, "buffer_atomic_cmpswap"));
}

// The operands of a compare-exchange without the unused scalar-address operand `off`.
std::vector<Operand> casOperands(const Item& it) {
  std::vector<Operand> o;
  for (const Operand& x : it.operands)
    if (!(x.kind == Operand::Kind::Name && x.name == "off")) o.push_back(x);
  return o;
}

// The items control may go to from item i.
std::vector<size_t> successors(const ptx::ThreadCode& code, const std::vector<std::string>& bases,
                               const std::map<std::string, size_t>& labels, size_t i) {
  const Item& it = code.items[i];
  std::vector<size_t> out;
  const std::string& b = bases[i];
  auto jump = [&](const Operand& o) {
    auto at = labels.find(o.name);
    if (at != labels.end()) out.push_back(at->second);
  };
  if (it.label.empty() && b == "goto" && !it.operands.empty()) jump(it.operands[0]);
  else if (it.label.empty() && b == "exit") return out;
  else {
    if (it.label.empty() && b.size() == 3 && b[0] == 'b' && b != "bar" && it.operands.size() == 3) jump(it.operands[2]);
    if (i + 1 < code.items.size()) out.push_back(i + 1);
  }
  return out;
}

}  // namespace

std::map<std::string, const Item*> casSpins(const ptx::ThreadCode& code, const std::vector<std::string>& bases,
                                            const std::set<std::string>& locations,
                                            const std::function<int64_t(const std::string& reg)>& initial) {
  const auto& items = code.items;
  const size_t n = items.size();
  std::map<std::string, size_t> labels;
  for (size_t i = 0; i < n; ++i)
    if (!items[i].label.empty()) labels.emplace(items[i].label, i);
  std::vector<std::vector<size_t>> next(n), prev(n);
  for (size_t i = 0; i < n; ++i)
    for (size_t j : successors(code, bases, labels, i)) next[i].push_back(j), prev[j].push_back(i);
  std::map<std::string, const Item*> out;
  for (const auto& [label, at] : labels) {
    const Item* cas = nullptr;
    size_t b = at + 1;
    bool ok = true;
    for (; b < n && ok; ++b) {
      const Item& it = items[b];
      if (!it.label.empty()) ok = false;
      else if (bases[b] == "fence") continue;
      else if (isCmpswap(it) && !cas) cas = &it;
      else break;
    }
    if (!ok || !cas || b >= n || bases[b] != "bne" || items[b].operands.size() != 3 ||
        items[b].operands[2].name != label)
      continue;
    const std::vector<Operand> o = casOperands(*cas);
    if (o.size() != 4 || o[0].kind != Operand::Kind::Name || locations.count(o[0].name)) continue;
    if (!(o[1].kind == Operand::Kind::Address || locations.count(o[1].name))) continue;
    const std::string reg = ptx::registerName(o[0].name);
    // bne REG, K or bne K, REG.
    const Operand& x = items[b].operands[0];
    const Operand& y = items[b].operands[1];
    const Operand* k = nullptr;
    if (x.kind == Operand::Kind::Name && ptx::registerName(x.name) == reg && y.kind == Operand::Kind::Int) k = &y;
    if (y.kind == Operand::Kind::Name && ptx::registerName(y.name) == reg && x.kind == Operand::Kind::Int) k = &x;
    if (!k) continue;
    // CMP holds K at every turn: a number, or a register the block does not write that holds K on
    // every path into the label.
    const Operand& cmp = o[2];
    bool holds = cmp.kind == Operand::Kind::Int ? cmp.value == k->value : cmp.kind == Operand::Kind::Name;
    if (holds && cmp.kind == Operand::Kind::Name) {
      const std::string c = ptx::registerName(cmp.name);
      if (c == reg || locations.count(cmp.name)) continue;
      std::vector<bool> seen(n, false);
      std::vector<size_t> work = prev[at];
      bool entry = at == 0;  // the thread's start reaches the label with the initial value
      while (!work.empty() && holds) {
        size_t i = work.back();
        work.pop_back();
        if (seen[i]) continue;
        seen[i] = true;
        if (auto w = writes(items[i], bases[i], locations); w && *w == c) {
          const bool mov = bases[i] == "mov" && items[i].operands.size() == 2 &&
                           items[i].operands[1].kind == Operand::Kind::Int && items[i].operands[1].value == k->value;
          if (!mov || (i > at && i <= b)) holds = false;  // a write in the block, or not of K
          continue;
        }
        if (i == 0) entry = true;
        work.insert(work.end(), prev[i].begin(), prev[i].end());
      }
      if (entry && initial(c) != k->value) holds = false;
    }
    if (!holds) continue;
    // The label is not reached again once the loop is left.
    std::vector<bool> seen(n, false);
    std::vector<size_t> work = {b + 1};
    bool again = false;
    while (!work.empty() && !again) {
      size_t i = work.back();
      work.pop_back();
      if (i >= n || seen[i]) continue;
      seen[i] = true;
      again = i == at;
      work.insert(work.end(), next[i].begin(), next[i].end());
    }
    if (!again) out[label] = cas;
  }
  return out;
}

namespace {


// The most writes per location of the paths from `stack` on (the statements left in each enclosing
// body, innermost last), with the `once` statements counted on this path in `counted`: as
// maxPathWrites (PtxLoops.h) counts them, through ifs and blocks.
using Stack = std::vector<std::pair<const std::vector<ast::StmtPtr>*, size_t>>;
void walk(Stack stack, const std::set<std::pair<int, int>>& once, std::set<std::pair<int, int>> counted,
          std::map<std::string, int> sum, std::map<std::string, int>& best) {
  while (!stack.empty()) {
    auto& [body, i] = stack.back();
    if (i >= body->size()) {
      stack.pop_back();
      continue;
    }
    const ast::Stmt& s = *(*body)[i++];
    if (s.kind == ast::StmtKind::If) {
      for (const auto* branch : {&s.body, &s.elseBody}) {
        Stack inner = stack;
        inner.emplace_back(branch, 0);
        walk(inner, once, counted, sum, best);
      }
      return;
    }
    if (s.kind == ast::StmtKind::Block) {
      stack.emplace_back(&s.body, 0);
      continue;
    }
    std::string loc = ast::writtenLocation(s);
    if (loc.empty()) continue;
    const std::pair<int, int> at{s.range.line, s.range.col};
    if (once.count(at) && !counted.insert(at).second) continue;
    ++sum[loc];
  }
  for (const auto& [loc, k] : sum) best[loc] = std::max(best[loc], k);
}

}  // namespace

std::map<std::string, int> maxPathWritesOnce(const std::vector<ast::StmtPtr>& body,
                                             const std::set<std::pair<int, int>>& once) {
  std::map<std::string, int> best;
  walk({{&body, 0}}, once, {}, {}, best);
  return best;
}

}  // namespace clmm::amdgpu

// Part of the LLVM lifter (LlvmKernel.h): the control flow of a kernel written as structured
// statements. A region runs from a block to a stop block (an if's join, the function's or a
// loop body's end); a conditional branch becomes if/else up to its immediate post-dominator; a
// phi becomes a register assigned on each edge into its block. A loop is an await loop when it
// only waits (awaitLoop), else `flag = 1; while (flag == 1) { body }` with its exit edges
// clearing the flag and its back edges ending an iteration.
#include "lifting/LlvmKernel.h"

#include <functional>

namespace clmm::lifting::detail {

void KernelLifter::copies(int from, int to, int depth) {
  const IrBlock& blk = f_.blocks[static_cast<size_t>(to)];
  const std::string& label = f_.blocks[static_cast<size_t>(from)].label;
  std::vector<std::pair<std::string, std::string>> moves;  // phi register, value
  for (const auto& in : blk.insts) {
    if (in.opcode != "phi") continue;
    std::vector<std::string> parts = splitOperands(in.rest);
    std::vector<std::string> tw = words(parts.empty() ? "" : parts[0]);
    if (tw.empty() || tw[0] != "i32") {
      if (!tw.empty() && tw[0] == "i1") {
      } else {
        l_.fail(in.line, "a phi of " + (tw.empty() ? std::string("?") : tw[0]) + " (32-bit ints are lifted)");
      }
    }
    std::string value;
    bool found = false;
    for (size_t i = 0; i < parts.size(); ++i) {
      std::string p = parts[i];
      if (i == 0) p = p.substr(p.find('['));
      size_t a = p.find('['), b = p.rfind(']');
      if (a == std::string::npos || b == std::string::npos) l_.fail(in.line, "a malformed phi");
      std::vector<std::string> vl = splitOperands(p.substr(a + 1, b - a - 1));
      if (vl.size() == 2 && vl[1] == label) {
        value = data("i32 " + vl[0], in.line);
        found = true;
      }
    }
    if (!found) l_.fail(in.line, "a phi without a value for the edge from " + label);
    auto it = vals_.find(in.result);
    if (it == vals_.end()) {
      std::string r = fresh("v");
      it = vals_.emplace(in.result, makeVal(Val::Kind::Data, "", 0, r, "", false)).first;
    }
    moves.push_back({it->second.reg, value});
  }
  if (moves.size() == 1) {
    line(depth, moves[0].first + " = " + moves[0].second + ";");
    return;
  }
  // Several phis read their values at once: through a copy each.
  for (const auto& m : moves) {
    if (std::find(decls_.begin(), decls_.end(), m.first + "_in") == decls_.end()) decls_.push_back(m.first + "_in");
    line(depth, m.first + "_in = " + m.second + ";");
  }
  for (const auto& m : moves) line(depth, m.first + " = " + m.first + "_in;");
}

void KernelLifter::goTo(int from, int to, int stop, Ctx* ctx, int depth) {
  copies(from, to, depth);
  if (ctx && to == ctx->loop->header) return;  // the next iteration
  if (ctx && !ctx->loop->blocks.count(to)) {   // out of the loop
    line(depth, ctx->flag + " = 0;");
    return;
  }
  if (to == stop) return;
  region(to, stop, ctx, depth);
}

void KernelLifter::region(int b, int stop, Ctx* ctx, int depth) {
  while (b != stop) {
    if (cfg_.loops.count(b) && (!ctx || ctx->loop->header != b)) {
      loop(b, stop, ctx, depth);
      return;
    }
    const IrBlock& blk = f_.blocks[static_cast<size_t>(b)];
    if (!lifted_.insert(b).second)
      l_.fail(blk.line, "block " + blk.label + " is reached along paths that do not nest (irreducible control flow)");
    if (blk.insts.empty()) l_.fail(blk.line, "block " + blk.label + " has no terminator");
    for (size_t i = 0; i + 1 < blk.insts.size(); ++i) {
      if (size_t n = fencedBarrier(blk, i, depth)) {
        i += n - 1;
        continue;
      }
      instruction(blk.insts[i], depth);
    }
    const IrInst& term = blk.insts.back();
    const std::vector<int>& succs = cfg_.succs[static_cast<size_t>(b)];
    if (term.opcode == "ret") {
      if (ctx) l_.fail(term.line, "a return inside a loop: the kernel leaves the loop other than by its exit");
      return;
    }
    if (term.opcode == "switch") {
      switchBranch(b, term, stop, ctx, depth);
      return;
    }
    if (term.opcode != "br") l_.fail(term.line, "terminator '" + term.opcode + "' is not lifted");
    if (succs.size() == 1) {
      goTo(b, succs[0], stop, ctx, depth);
      return;
    }
    std::vector<std::string> parts = splitOperands(term.rest);
    std::string c = data(parts.at(0), term.line);
    int join = (ctx ? ctx->pdom : funcPdom_).at(b);
    line(depth, "if (" + c + ") {");
    goTo(b, succs[0], join, ctx, depth + 1);
    line(depth, "} else {");
    goTo(b, succs[1], join, ctx, depth + 1);
    line(depth, "}");
    if (join == Cfg::kEnd) return;
    b = join;
  }
}

// `switch i32 V, label %D [ i32 C1, label %A  i32 C2, label %B ... ]`: an if/else chain, one arm
// per target block (cases with one target joined by |), the default last, up to the join.
void KernelLifter::switchBranch(int b, const IrInst& term, int stop, Ctx* ctx, int depth) {
  size_t open = term.rest.find('['), close = term.rest.rfind(']');
  std::vector<std::string> head = splitOperands(term.rest.substr(0, open));
  if (open == std::string::npos || close == std::string::npos || head.size() != 2)
    l_.fail(term.line, "a malformed switch");
  std::string v = data(head[0], term.line);
  std::vector<std::string> table = words(term.rest.substr(open + 1, close - open - 1));
  std::vector<std::pair<int, std::string>> arms;  // target, condition
  if (table.size() % 4 != 0) l_.fail(term.line, "a malformed switch table");
  for (size_t i = 0; i + 3 < table.size(); i += 4) {
    std::string c = table[i + 1];
    if (!c.empty() && c.back() == ',') c.pop_back();
    if (!integer(c)) l_.fail(term.line, "a switch case '" + c + "' that is not a constant");
    auto found = cfg_.index.find(table[i + 3]);
    if (found == cfg_.index.end()) l_.fail(term.line, "a switch to " + table[i + 3] + ", which is no block");
    int target = found->second;
    auto it = std::find_if(arms.begin(), arms.end(), [&](const auto& a) { return a.first == target; });
    std::string test = "(" + v + " == " + c + ")";
    if (it == arms.end())
      arms.push_back({target, test});
    else
      it->second = "(" + it->second + " | " + test + ")";
  }
  std::vector<std::string> dw = words(head[1]);
  auto d = cfg_.index.find(dw.empty() ? "" : dw.back());
  if (d == cfg_.index.end()) l_.fail(term.line, "a switch without its default block");
  const int deflt = d->second;
  int join = (ctx ? ctx->pdom : funcPdom_).at(b);
  std::string closing;
  for (const auto& [target, test] : arms) {
    if (target == deflt) l_.fail(term.line, "a switch case that goes to its default block");
    line(depth, "if " + test + " {");
    goTo(b, target, join, ctx, depth + 1);
    line(depth, "} else {");
    ++depth;
    closing += "}";
  }
  goTo(b, deflt, join, ctx, depth);
  for (size_t i = 0; i < closing.size(); ++i) line(--depth, "}");
  if (join != Cfg::kEnd && join != stop) region(join, stop, ctx, depth);
}

void KernelLifter::loop(int h, int stop, Ctx* ctx, int depth) {
  const Loop& l = cfg_.loops.at(h);
  std::set<int> targets;
  for (const auto& e : l.exits) targets.insert(e.second);
  const int ln = f_.blocks[static_cast<size_t>(h)].line;
  if (targets.size() > 1)
    l_.fail(ln, "the loop at " + f_.blocks[static_cast<size_t>(h)].label + " leaves to " +
                    std::to_string(targets.size()) + " blocks (a loop with one exit block is lifted)");
  if (targets.empty())
    l_.fail(ln, "the loop at " + f_.blocks[static_cast<size_t>(h)].label +
                    " never exits: the compiled code may wait forever there, and compile-check does not yet compare "
                    "executions that never end (a load hoisted out of a spin loop leaves such a loop)");
  if (!awaitLoop(l, depth)) {
    Ctx inner;
    inner.loop = &l;
    inner.flag = fresh("go");
    inner.pdom = cfg_.postDominators(l.blocks, h);
    line(depth, inner.flag + " = 1;");
    line(depth, "while (" + inner.flag + " == 1) {");
    region(h, Cfg::kEnd, &inner, depth + 1);
    line(depth, "}");
  }
  int x = *targets.begin();
  if (ctx && x == ctx->loop->header) return;
  if (ctx && !ctx->loop->blocks.count(x)) {
    line(depth, ctx->flag + " = 0;");
    return;
  }
  if (x == stop) return;
  region(x, stop, ctx, depth);
}

// A loop that only waits: a cycle of blocks with one exit edge, whose instructions are loads of
// the test's locations feeding the exit test, register arithmetic and fences (none between two
// loads), with no phi and no value used after it. Its iterations run A [test] B A [test] ... with
// A = F1 loads F2 and B fences, which is `F1; while (TEST) { F2 B F1 } F2` in the language, the
// await form clmm cuts exactly (docs/language.md, "Loops"). Writes nothing and answers false
// when the loop is not of that form.
// The loop's blocks as one cycle from its header (each with one successor in the loop) and the
// index of the one block that leaves it; false when the loop is not such a cycle.
bool KernelLifter::awaitCycle(const Loop& l, std::vector<int>& seq, int& exitAt) const {
  exitAt = -1;
  for (int b = l.header;;) {
    seq.push_back(b);
    if (seq.size() > l.blocks.size()) return false;
    std::vector<int> in, out;
    for (int s : cfg_.succs[static_cast<size_t>(b)]) (l.blocks.count(s) ? in : out).push_back(s);
    if (in.size() != 1 || out.size() > 1) return false;
    if (out.size() == 1) {
      if (exitAt >= 0) return false;
      exitAt = static_cast<int>(seq.size()) - 1;
    }
    b = in[0];
    if (b == l.header) break;
  }
  return seq.size() == l.blocks.size() && exitAt >= 0;
}

// Whether an instruction outside the loop names one of `defs`.
bool KernelLifter::usedOutside(const Loop& l, const std::set<std::string>& defs) const {
  for (size_t bi = 0; bi < f_.blocks.size(); ++bi) {
    if (l.blocks.count(static_cast<int>(bi))) continue;
    for (const auto& in : f_.blocks[bi].insts)
      for (auto w : words(in.rest)) {
        while (!w.empty() && (w.back() == ',' || w.back() == ']' || w.back() == ')')) w.pop_back();
        if (defs.count(w)) return true;
      }
  }
  return false;
}

// The await loop's test: `operand` as one expression, the loop's loads (`defInst`) inlined as
// their calls, in the order they are met (`loads`); nothing when a load is used twice or an
// instruction is not register arithmetic.
std::optional<std::string> KernelLifter::awaitExpand(const std::string& operand,
                                                     const std::map<std::string, const IrInst*>& defInst,
                                                     std::vector<std::string>& loads, int line, int depth) {
  std::vector<std::string> w = words(operand);
  std::string v = w.empty() ? "" : w.back();
  auto d = defInst.find(v);
  if (d == defInst.end()) return data(operand, line);
  const IrInst& in = *d->second;
  std::vector<std::string> parts = splitOperands(in.rest), iw = words(in.rest);
  auto sub = [&](const std::string& o) { return awaitExpand(o, defInst, loads, line, depth); };
  if (in.opcode == "load" || in.opcode == "call") {
    if (vals_.count(in.result)) return std::nullopt;  // used twice
    size_t saved = body_.size();
    instruction(in, depth);  // writes `clmm_vN = LOAD;`, which the test takes instead
    body_.resize(saved);
    const Val& lv = vals_.at(in.result);
    decls_.erase(std::find(decls_.begin(), decls_.end(), lv.reg));
    loads.push_back(in.result);
    l_.out.instructions.back().text = lv.expr;
    return lv.expr;
  }
  if (in.opcode == "icmp") {
    if (parts.size() != 2) return std::nullopt;
    auto x = sub(parts[0].substr(parts[0].find(' ') + 1)), y = sub(parts[1]);
    if (!x || !y) return std::nullopt;
    return comparison(iw.empty() ? "" : iw[0], *x, *y);
  }
  static const std::map<std::string, std::string> ops = {
      {"add", "+"}, {"sub", "-"}, {"and", "&"}, {"or", "|"}, {"xor", "^"}};
  if (auto o = ops.find(in.opcode); o != ops.end() && parts.size() == 2) {
    auto x = sub(parts[0]), y = sub(parts[1]);
    if (!x || !y) return std::nullopt;
    return "(" + *x + " " + o->second + " " + *y + ")";
  }
  if (in.opcode == "zext" || in.opcode == "sext" || in.opcode == "trunc" || in.opcode == "freeze") {
    auto to = std::find(iw.begin(), iw.end(), "to");
    if (iw.size() < 2 || to == iw.begin() || (in.opcode == "zext" && iw[0] != "i1")) return std::nullopt;
    auto x = sub(iw[0] + " " + *(to - 1));
    if (!x) return std::nullopt;
    return in.opcode == "sext" && iw[0] == "i1" ? "(0 - " + *x + ")" : *x;
  }
  return std::nullopt;
}

bool KernelLifter::awaitLoop(const Loop& l, int depth) {
  std::vector<int> seq;
  int exitAt = -1;
  if (!awaitCycle(l, seq, exitAt)) return false;
  std::set<std::string> defs;
  std::map<std::string, const IrInst*> defInst;
  enum Kind { Pure, Load, Fence, Skip };
  std::vector<std::pair<const IrInst*, Kind>> a, b;
  for (size_t i = 0; i < seq.size(); ++i) {
    const IrBlock& blk = f_.blocks[static_cast<size_t>(seq[i])];
    for (size_t k = 0; k + 1 < blk.insts.size(); ++k) {
      const IrInst& in = blk.insts[k];
      Kind kind;
      if (in.opcode == "phi") return false;
      std::string callee;
      if (in.opcode == "call") {
        size_t at = in.rest.find('@');
        callee = at == std::string::npos ? "" : in.rest.substr(at + 1, in.rest.find('(', at) - at - 1);
      }
      std::vector<std::string> lp = in.opcode == "load" ? splitOperands(in.rest) : std::vector<std::string>{};
      auto slot = lp.size() >= 2 ? vals_.find(words(lp[1]).empty() ? "" : words(lp[1]).back()) : vals_.end();
      if (slot != vals_.end() && slot->second.kind == Val::Kind::Slot) {
        if (lp[0].find('*') == std::string::npos && lp[0].find("ptr") == std::string::npos) return false;
        kind = Pure;  // an address read back from a private variable (-O0)
      } else if (in.opcode == "load" ||
                 (in.opcode == "call" && callee.find("atomic_load_explicit") != std::string::npos))
        kind = Load;
      else if (in.opcode == "fence" ||
               (in.opcode == "call" && callee.find("atomic_work_item_fence") != std::string::npos))
        kind = Fence;
      else if (in.opcode == "call" && (callee.rfind("llvm.lifetime.", 0) == 0 || callee.rfind("llvm.dbg.", 0) == 0))
        kind = Skip;
      else if (in.opcode == "icmp" || in.opcode == "add" || in.opcode == "sub" || in.opcode == "and" ||
               in.opcode == "or" || in.opcode == "xor" || in.opcode == "zext" || in.opcode == "sext" ||
               in.opcode == "trunc" || in.opcode == "freeze" || in.opcode == "addrspacecast" ||
               in.opcode == "bitcast" || in.opcode == "getelementptr")
        kind = Pure;
      else
        return false;
      if (!in.result.empty()) defs.insert(in.result), defInst[in.result] = &in;
      (static_cast<int>(i) <= exitAt ? a : b).push_back({&in, kind});
    }
  }
  for (const auto& [in, kind] : b)
    if (kind == Load) return false;
  // No fence between two loads of A; fences before the first load are F1, after the last F2.
  int firstLoad = -1, lastLoad = -1;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].second == Load)
      (firstLoad < 0 ? firstLoad : lastLoad) = static_cast<int>(i), lastLoad = static_cast<int>(i);
  if (firstLoad < 0) return false;
  for (int i = firstLoad; i <= lastLoad; ++i)
    if (a[static_cast<size_t>(i)].second == Fence) return false;
  if (usedOutside(l, defs)) return false;  // a value of the loop used after it
  // Addresses inside the loop are resolved now; the exit test is one expression of the loads.
  for (const auto& [in, kind] : a)
    if (kind == Pure && (in->opcode == "addrspacecast" || in->opcode == "bitcast" || in->opcode == "getelementptr"))
      address(*in, splitOperands(in->rest));
    else if (kind == Pure && in->opcode == "load")
      instruction(*in, depth);  // a pointer from a private variable: nothing written
  const IrBlock& exitBlock = f_.blocks[static_cast<size_t>(seq[static_cast<size_t>(exitAt)])];
  const IrInst& br = exitBlock.insts.back();
  if (br.opcode != "br") return false;
  std::vector<std::string> loadsInOrder;
  const size_t listed = l_.out.instructions.size();
  const std::vector<std::string> savedDecls = decls_;
  auto undo = [&] {
    l_.out.instructions.resize(listed);
    decls_ = savedDecls;
    for (const auto& d : defs) vals_.erase(d);
    return false;
  };
  std::vector<std::string> brParts = splitOperands(br.rest);
  auto test = awaitExpand(brParts.at(0), defInst, loadsInOrder, br.line, depth);
  size_t loads = 0;
  for (const auto& [in, kind] : a) loads += kind == Load;
  std::vector<std::string> programOrder;
  for (const auto& [in, kind] : a)
    if (kind == Load) programOrder.push_back(in->result);
  if (!test || loadsInOrder != programOrder || loads != loadsInOrder.size()) return undo();
  const std::vector<int>& succs = cfg_.succs[static_cast<size_t>(seq[static_cast<size_t>(exitAt)])];
  std::string cont = l.blocks.count(succs[0]) ? *test : "(" + *test + " == 0)";
  auto fences = [&](const std::vector<std::pair<const IrInst*, Kind>>& list, int from, int to, int d) {
    for (int i = from; i < to; ++i)
      if (list[static_cast<size_t>(i)].second == Fence) instruction(*list[static_cast<size_t>(i)].first, d);
  };
  for (int bl : l.blocks) lifted_.insert(bl);
  fences(a, 0, firstLoad, depth);
  line(depth, "while (" + cont + ") {");
  fences(a, lastLoad + 1, static_cast<int>(a.size()), depth + 1);
  fences(b, 0, static_cast<int>(b.size()), depth + 1);
  fences(a, 0, firstLoad, depth + 1);
  line(depth, "}");
  fences(a, lastLoad + 1, static_cast<int>(a.size()), depth);
  for (const auto& e : l.exits) copies(e.first, e.second, depth);
  return true;
}

}  // namespace clmm::lifting::detail

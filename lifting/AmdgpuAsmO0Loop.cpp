// clang-19's -O0 divergent loop rewritten to a branch on its condition (AmdgpuAsmO0Loop.h). The
// shape matched, on wave64 (wave32: one lane and one SGPR per mask, `_b32`, exec_lo, s_and_not1):
//   entry:  s_mov_b64 M0, 0 ; lanes La0 := M0                      ; the exit mask, empty
//   H:      C := lanes Lc ; A := lanes La0 ; lanes La1 := A         ; Lc: written by no path into H
//           BODY1 ; v_cmp_OP_e64 K, a, b ; s_mov_b64 D, -1
//           s_or_b64 T, C, exec ; lanes Lt := T ; lanes Lb := T
//           s_mov_b64 S, exec ; lanes Ls := S ; s_and_b64 S, S, K ; s_mov_b64 exec, S ; s_cbranch_execz J
//           X := lanes Lt ; BODY2 ; s_andn2_b64 X, X, exec ; lanes Lb := X
//   J:      R := lanes Ls ; s_or_b64 exec, exec, R ; P := lanes La1 ; Q := lanes Lb
//           s_mov_b64 M, Q ; s_and_b64 M, exec, M ; s_or_b64 M, M, P
//           lanes Lc := Q ; s_mov_b64 Q2, M ; lanes La0 := Q2 ; s_mov_b64 Q3, M ; lanes Le := Q3
//           s_andn2_b64 exec, exec, M ; s_cbranch_execnz H
//           E := lanes Le ; s_or_b64 exec, exec, E
// with waits, s_nop and whole-wave copies of the lane VGPR (s_or_saveexec W, -1; one AGPR or
// private-memory copy; s_mov exec, W) anywhere between. Rewritten: the lane moves and mask
// instructions go, the comparison writes vcc, `s_cbranch_vccz EXIT` follows it, the execnz
// becomes `s_branch H`, and EXIT is a new label after it (docs/amdgpu.md, "-O0 loops").
#include "lifting/AmdgpuAsmO0Loop.h"

#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clmm::lifting::amdasm {

namespace o0loop {

using Regs = std::vector<std::string>;

bool starts(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

std::optional<int> literal(const std::string& a) {
  if (a.empty() || a.size() > 4) return std::nullopt;
  for (char c : a)
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
  return std::stoi(a);
}

// The 32-bit registers an operand names: s4, s[4:5], v[2:3], a0; other operands name none here.
Regs regsOf(const std::string& a) {
  if (a.size() < 2 || (a[0] != 's' && a[0] != 'v' && a[0] != 'a')) return {};
  if (a[1] != '[') {
    auto n = literal(a.substr(1));
    return n ? Regs{a} : Regs{};
  }
  const size_t colon = a.find(':'), close = a.find(']');
  if (colon == std::string::npos || close != a.size() - 1) return {};
  auto lo = literal(a.substr(2, colon - 2)), hi = literal(a.substr(colon + 1, close - colon - 1));
  if (!lo || !hi || *hi < *lo || *hi - *lo > 15) return {};
  Regs r;
  for (int i = *lo; i <= *hi; ++i) r.push_back(std::string(1, a[0]) + std::to_string(i));
  return r;
}

bool overlaps(const Regs& a, const Regs& b) {
  for (const auto& x : a)
    for (const auto& y : b)
      if (x == y) return true;
  return false;
}

// Instructions whose first operand the instruction only writes (for liveness: a kill).
bool pureDef(const AsmStmt& st) {
  const std::string& op = st.opcode;
  if (st.args.empty()) return false;
  return ((op == "s_mov_b32" || op == "s_mov_b64" || op == "v_mov_b32_e32" || op == "v_mov_b32" ||
           op == "v_accvgpr_read_b32" || op == "s_or_saveexec_b32" || op == "s_or_saveexec_b64") &&
          st.args.size() == 2) ||
         (op == "v_readlane_b32" && st.args.size() == 3) ||
         (starts(op, "v_cmp_") && !starts(op, "v_cmpx") && st.args.size() == 3);
}

bool isWait(const AsmStmt& st) {
  return st.label.empty() && (starts(st.opcode, "s_waitcnt") || starts(st.opcode, "s_wait_") || st.opcode == "s_nop");
}

class Matcher {
 public:
  explicit Matcher(AsmKernel& k)
      : b_(k.body), w32_(k.wave32), exec_(k.wave32 ? "exec_lo" : "exec"), sfx_(k.wave32 ? "_b32" : "_b64") {}

  // Rewrites the loop whose s_cbranch_execnz is statement `back`; false (nothing changed) where a
  // check fails.
  bool tryLoop(size_t back) {
    if (!match(back) || !kernelChecks() || !dirtyChecks()) return false;
    removeCopies();
    std::vector<AsmStmt> out = rewritten();
    if (!liveChecks(out)) return false;
    b_ = std::move(out);
    return true;
  }

 private:
  struct LaneMove {  // a mask moved to or from lanes of the lane VGPR (two statements on wave64)
    std::string mask;
    std::vector<int> lanes;
    size_t first = 0, end = 0;  // statements [first, end)
  };

  std::vector<AsmStmt>& b_;
  bool w32_;
  std::string exec_, sfx_;
  std::string v_, loc_;                    // the lane VGPR, where whole-wave copies keep it
  std::set<size_t> removed_;               // template statements
  std::map<size_t, Regs> defs_;            // removed statement -> the registers it wrote
  std::set<std::vector<int>> lanes_;       // the template's lane groups, pairwise distinct
  std::set<std::string> wholeWaveRegs_;    // W of the copies
  size_t h_ = 0, j_ = 0, cmp_ = 0, execz_ = 0, back_ = 0, restore_ = 0;

  const AsmStmt& at(size_t i) const { return b_[i]; }
  // The next statement from i that is not a wait or s_nop, within the body.
  size_t skipWaits(size_t i) const {
    while (i < b_.size() && isWait(b_[i])) ++i;
    return i;
  }
  // A whole-wave copy of the lane VGPR starting at i: its end, or i when there is none.
  size_t copyEnd(size_t i) {
    if (i >= b_.size() || at(i).opcode != "s_or_saveexec" + sfx_ || at(i).args.size() != 2 || at(i).args[1] != "-1")
      return i;
    const std::string w = at(i).args[0];
    size_t j = skipWaits(i + 1);
    if (j >= b_.size()) return i;
    const AsmStmt& c = at(j);
    std::string vgpr, loc;
    const std::string mods = [&] {
      std::string m;
      for (const auto& x : c.modifiers) m += " " + x;
      return m;
    }();
    if (c.opcode == "v_accvgpr_write_b32" && c.args.size() == 2) vgpr = c.args[1], loc = "agpr " + c.args[0];
    else if (c.opcode == "v_accvgpr_read_b32" && c.args.size() == 2) vgpr = c.args[0], loc = "agpr " + c.args[1];
    else if ((c.opcode == "scratch_store_b32" || c.opcode == "scratch_store_dword") && c.args.size() == 3 && c.args[0] == "off")
      vgpr = c.args[1], loc = "scratch " + c.args[2] + mods;
    else if ((c.opcode == "scratch_load_b32" || c.opcode == "scratch_load_dword") && c.args.size() == 3 && c.args[1] == "off")
      vgpr = c.args[0], loc = "scratch " + c.args[2] + mods;
    else if ((c.opcode == "buffer_store_dword" || c.opcode == "buffer_load_dword") && c.args.size() == 4 && c.args[1] == "off")
      vgpr = c.args[0], loc = "buffer " + c.args[2] + "," + c.args[3] + mods;
    else
      return i;
    const size_t r = skipWaits(j + 1);
    if (r >= b_.size() || at(r).opcode != "s_mov" + sfx_ || at(r).args.size() != 2 || at(r).args[0] != exec_ ||
        at(r).args[1] != w)
      return i;
    if (v_.empty()) v_ = vgpr;
    if (loc_.empty()) loc_ = loc;
    if (vgpr != v_ || loc != loc_ || regsOf(w).empty()) return i;
    for (const auto& x : regsOf(w)) wholeWaveRegs_.insert(x);
    return r + 1;
  }
  // Waits and whole-wave copies from i.
  size_t skipNeutral(size_t i) {
    while (true) {
      size_t j = copyEnd(skipWaits(i));
      if (j == i) return i;
      i = j;
    }
  }
  // The one-lane masks' registers: sN on wave32, s[N:N+1] on wave64.
  bool maskReg(const std::string& r) const {
    const Regs x = regsOf(r);
    return !x.empty() && x[0][0] == 's' && x.size() == (w32_ ? 1u : 2u);
  }
  std::optional<LaneMove> laneMove(size_t i, bool write) {
    LaneMove m;
    m.first = i = skipNeutral(i);
    const size_t halves = w32_ ? 1 : 2;
    Regs parts;
    std::vector<size_t> at_;
    for (size_t h = 0; h < halves; ++h) {
      if (h) i = skipWaits(i);
      if (i >= b_.size()) return std::nullopt;
      const AsmStmt& st = at(i);
      if (st.opcode != (write ? "v_writelane_b32" : "v_readlane_b32") || st.args.size() != 3 || !st.modifiers.empty())
        return std::nullopt;
      const std::string& vgpr = write ? st.args[0] : st.args[1];
      const std::string& s = write ? st.args[1] : st.args[0];
      auto lane = literal(st.args[2]);
      if (!lane || *lane >= (w32_ ? 32 : 64) || regsOf(s).size() != 1 || s[0] != 's') return std::nullopt;
      if (v_.empty()) v_ = vgpr;
      if (vgpr != v_) return std::nullopt;
      parts.push_back(s);
      m.lanes.push_back(*lane);
      at_.push_back(i);
      ++i;
    }
    if (!w32_ && m.lanes[0] == m.lanes[1]) return std::nullopt;  // the halves in one lane: one is lost
    m.mask = w32_ ? parts[0] : "s[" + parts[0].substr(1) + ":" + parts[1].substr(1) + "]";
    if (!maskReg(m.mask) || regsOf(m.mask) != parts) return std::nullopt;
    for (size_t h = 0; h < halves; ++h) removeAt(at_[h], write ? Regs{} : Regs{parts[h]});
    m.end = i;
    return m;
  }
  void removeAt(size_t i, const Regs& defs) {
    removed_.insert(i);
    if (!defs.empty()) defs_[i] = defs;
  }
  // A template instruction at i (after neutral statements): opcode and operands exactly.
  std::optional<size_t> instr(size_t i, const std::string& op, const std::vector<std::string>& args) {
    i = skipNeutral(i);
    if (i >= b_.size() || at(i).opcode != op || at(i).args != args || !at(i).modifiers.empty() || !at(i).label.empty())
      return std::nullopt;
    Regs d = args.empty() || args[0] == exec_ ? Regs{} : regsOf(args[0]);
    removeAt(i, d);
    return i + 1;
  }

  bool match(size_t back);
  bool matchEntry();
  bool matchJoin(size_t i, const LaneMove& la1, const LaneMove& lb, const LaneMove& ls, const LaneMove& lc,
                 const LaneMove& la0);
  bool lanesDistinct(const std::vector<const LaneMove*>& groups);
  bool bodyOk(size_t from, size_t to, const Regs& keep);
  bool unwrittenBetween(size_t from, size_t to, const Regs& r) const;
  bool privateStoreOk(const AsmStmt& st) const;
  bool kernelChecks();
  bool dirtyChecks();
  std::vector<AsmStmt> rewritten();
  void removeCopies();
  bool liveChecks(const std::vector<AsmStmt>& out) const;

  std::vector<size_t> firstNew_;  // original index -> the rewritten index of the first statement from it on
  std::string exitLabel_;
  std::vector<int> entryLanes_;
  size_t entryFirst_ = 0;
};

// The labels' statement indices and the loop's template, from its s_cbranch_execnz back.
bool Matcher::match(size_t back) {
  back_ = back;
  const std::string hName = at(back).args.size() == 1 ? at(back).args[0] : "";
  std::map<std::string, size_t> labels;
  for (size_t i = 0; i < b_.size(); ++i)
    if (!b_[i].label.empty()) labels[b_[i].label] = i;
  auto hl = labels.find(hName);
  if (hl == labels.end() || hl->second >= back) return false;
  h_ = hl->second;
  removeAt(back, {});
  // H: C := lanes Lc; A := lanes La0; lanes La1 := A.
  auto lc = laneMove(h_ + 1, false);
  if (!lc) return false;
  auto la0 = laneMove(lc->end, false);
  if (!la0) return false;
  entryLanes_ = la0->lanes;
  auto la1 = laneMove(la0->end, true);
  if (!la1 || la1->mask != la0->mask || !unwrittenBetween(la0->end - 1, la1->first, regsOf(la0->mask))) return false;
  // BODY1, then the comparison, the dead -1 and the or with exec.
  size_t orAt = la1->end;
  while (orAt < back && !(at(orAt).opcode == "s_or" + sfx_ && at(orAt).args.size() == 3 && at(orAt).args[2] == exec_))
    ++orAt;
  if (orAt >= back) return false;
  const AsmStmt& orSt = at(orAt);
  if (orSt.args[1] != lc->mask || !maskReg(orSt.args[0])) return false;
  // Backwards from the or over waits: s_mov D, -1; then the comparison.
  size_t d = orAt;
  do --d; while (d > la1->end && isWait(at(d)));
  if (at(d).opcode != "s_mov" + sfx_ || at(d).args.size() != 2 || at(d).args[1] != "-1" || !maskReg(at(d).args[0]))
    return false;
  const std::string dReg = at(d).args[0];
  size_t c = d;
  do --c; while (c > la1->end && isWait(at(c)));
  const AsmStmt& cmp = at(c);
  if (!starts(cmp.opcode, "v_cmp_") || starts(cmp.opcode, "v_cmpx") || cmp.opcode.size() < 4 ||
      cmp.opcode.compare(cmp.opcode.size() - 4, 4, "_e64") != 0 || cmp.args.size() != 3 || !maskReg(cmp.args[0]) ||
      !cmp.modifiers.empty())
    return false;
  cmp_ = c;
  const std::string kReg = cmp.args[0];
  if (overlaps(regsOf(dReg), regsOf(kReg)) || overlaps(regsOf(dReg), regsOf(cmp.args[1])) ||
      overlaps(regsOf(dReg), regsOf(cmp.args[2])))
    return false;
  removeAt(d, regsOf(dReg));
  if (!bodyOk(la1->end, c, regsOf(lc->mask))) return false;
  const std::string tReg = orSt.args[0];
  removeAt(orAt, regsOf(tReg));
  auto lt = laneMove(orAt + 1, true);
  if (!lt || lt->mask != tReg) return false;
  auto lb = laneMove(lt->end, true);
  if (!lb || lb->mask != tReg) return false;
  // s_mov S, exec (S any mask register).
  size_t si = skipNeutral(lb->end);
  if (si >= back || at(si).opcode != "s_mov" + sfx_ || at(si).args.size() != 2 || at(si).args[1] != exec_ ||
      !maskReg(at(si).args[0]))
    return false;
  const std::string sReg = at(si).args[0];
  removeAt(si, regsOf(sReg));
  auto ls = laneMove(si + 1, true);
  if (!ls || ls->mask != sReg) return false;
  auto a1 = instr(ls->end, "s_and" + sfx_, {sReg, sReg, kReg});
  if (!a1) return false;
  auto a2 = instr(*a1, "s_mov" + sfx_, {exec_, sReg});
  if (!a2) return false;
  execz_ = skipWaits(*a2);
  if (execz_ >= back || at(execz_).opcode != "s_cbranch_execz" || at(execz_).args.size() != 1) return false;
  auto jl = labels.find(at(execz_).args[0]);
  if (jl == labels.end() || jl->second <= execz_ || jl->second >= back) return false;
  j_ = jl->second;
  removeAt(execz_, {});
  // K and S live from the comparison to the s_and: nothing between writes them.
  if (!unwrittenBetween(c, *a1 - 1, regsOf(kReg)) || !unwrittenBetween(si, *a1 - 1, regsOf(sReg)) ||
      !unwrittenBetween(*a1 - 1, *a2 - 1, regsOf(sReg)) ||
      !unwrittenBetween(orAt, lb->end, regsOf(tReg)) || !unwrittenBetween(lc->end - 1, orAt, regsOf(lc->mask)))
    return false;
  // The if's body: X := lanes Lt; BODY2; s_andn2 X, X, exec; lanes Lb := X; then J.
  auto lx = laneMove(execz_ + 1, false);
  if (!lx || lx->lanes != lt->lanes) return false;
  size_t an = lx->end;
  const std::string andn = w32_ ? "s_and_not1_b32" : "s_andn2_b64";
  auto isAndn = [&](const AsmStmt& st) {
    return (st.opcode == andn || st.opcode == "s_andn2" + sfx_) && st.args.size() == 3 && st.args[2] == exec_;
  };
  while (an < j_ && !isAndn(at(an))) ++an;
  if (an >= j_ || at(an).args[0] != lx->mask || at(an).args[1] != lx->mask) return false;
  if (!bodyOk(lx->end, an, regsOf(lx->mask)) || !unwrittenBetween(lx->end - 1, an, regsOf(lx->mask))) return false;
  removeAt(an, regsOf(lx->mask));
  auto lb2 = laneMove(an + 1, true);
  if (!lb2 || lb2->mask != lx->mask || lb2->lanes != lb->lanes || skipNeutral(lb2->end) != j_ ||
      !unwrittenBetween(an, lb2->end, regsOf(lx->mask)))
    return false;
  if (!matchJoin(j_ + 1, *la1, *lb, *ls, *lc, *la0)) return false;
  return lanesDistinct({&*lc, &*la0, &*la1, &*lt, &*lb, &*ls}) && matchEntry();
}

// J: R := lanes Ls; s_or exec, exec, R; P := lanes La1; Q := lanes Lb; M := (exec & Q) | P;
// lanes Lc := Q; lanes La0 := M; lanes Le := M; s_andn2 exec, exec, M; s_cbranch_execnz H; then
// after the loop E := lanes Le; s_or exec, exec, E.
bool Matcher::matchJoin(size_t i, const LaneMove& la1, const LaneMove& lb, const LaneMove& ls, const LaneMove& lc,
                        const LaneMove& la0) {
  auto lr = laneMove(i, false);
  if (!lr || lr->lanes != ls.lanes) return false;
  auto o = instr(lr->end, "s_or" + sfx_, {exec_, exec_, lr->mask});
  if (!o) return false;
  auto lp = laneMove(*o, false);
  if (!lp || lp->lanes != la1.lanes) return false;
  auto lq = laneMove(lp->end, false);
  if (!lq || lq->lanes != lb.lanes) return false;
  const std::string p = lp->mask, q = lq->mask;
  size_t mi = skipNeutral(lq->end);
  if (mi >= back_ || at(mi).opcode != "s_mov" + sfx_ || at(mi).args.size() != 2 || at(mi).args[1] != q ||
      !maskReg(at(mi).args[0]))
    return false;
  const std::string m = at(mi).args[0];
  removeAt(mi, regsOf(m));
  auto a = instr(mi + 1, "s_and" + sfx_, {m, exec_, m});
  if (!a) return false;
  auto orM = instr(*a, "s_or" + sfx_, {m, m, p});
  if (!orM) return false;
  auto lcw = laneMove(*orM, true);
  if (!lcw || lcw->mask != q || lcw->lanes != lc.lanes) return false;
  std::vector<LaneMove> copies;
  size_t k = lcw->end;
  for (int n = 0; n < 2; ++n) {  // s_mov Q2, M; lanes La0 := Q2; s_mov Q3, M; lanes Le := Q3
    size_t c = skipNeutral(k);
    if (c >= back_ || at(c).opcode != "s_mov" + sfx_ || at(c).args.size() != 2 || at(c).args[1] != m ||
        !maskReg(at(c).args[0]) || overlaps(regsOf(at(c).args[0]), regsOf(m)))
      return false;
    removeAt(c, regsOf(at(c).args[0]));
    auto w = laneMove(c + 1, true);
    if (!w || w->mask != at(c).args[0] || !unwrittenBetween(c, w->end, regsOf(w->mask))) return false;
    copies.push_back(*w);
    k = w->end;
  }
  if (copies[0].lanes != la0.lanes) return false;
  const std::string andn = w32_ ? "s_and_not1_b32" : "s_andn2_b64";
  auto n = instr(k, andn, {exec_, exec_, m});
  if (!n) n = instr(k, "s_andn2" + sfx_, {exec_, exec_, m});
  if (!n || skipWaits(*n) != back_) return false;
  auto le = laneMove(back_ + 1, false);
  if (!le || le->lanes != copies[1].lanes) return false;
  auto r = instr(le->end, "s_or" + sfx_, {exec_, exec_, le->mask});
  if (!r) return false;
  restore_ = *r - 1;
  if (!unwrittenBetween(lr->end - 1, *o - 1, regsOf(lr->mask)) || !unwrittenBetween(lp->end - 1, *orM - 1, regsOf(p)) ||
      !unwrittenBetween(lq->end - 1, lcw->end, regsOf(q)) || !unwrittenBetween(mi, *a - 1, regsOf(m)) ||
      !unwrittenBetween(*a - 1, *orM - 1, regsOf(m)) || !unwrittenBetween(*orM - 1, *n - 1, regsOf(m)) ||
      !unwrittenBetween(le->end - 1, restore_, regsOf(le->mask)))
    return false;
  return lanesDistinct({&copies[1]});
}

bool Matcher::lanesDistinct(const std::vector<const LaneMove*>& groups) {
  for (const LaneMove* g : groups) {
    for (const auto& other : lanes_)
      for (int l : g->lanes)
        for (int o : other)
          if (l == o) return false;
    lanes_.insert(g->lanes);
  }
  return true;
}

// The block before H ends with s_mov M0, 0 and lanes La0 := M0, only waits and whole-wave copies
// between that and H (the exit mask empty on entry).
bool Matcher::matchEntry() {
  for (size_t e = h_; e-- > 0;) {
    if (!at(e).label.empty() || starts(at(e).opcode, "s_branch") || starts(at(e).opcode, "s_cbranch") ||
        at(e).opcode == "s_endpgm")
      return false;
    if (at(e).opcode != "v_writelane_b32") continue;
    size_t first = e;
    if (!w32_)
      do --first; while (first > 0 && isWait(at(first)));
    auto m = laneMove(first, true);
    if (!m || skipNeutral(m->end) != h_ || m->lanes != entryLanes_) return false;
    for (size_t k = m->first; k < m->end; ++k) removed_.erase(k);  // kept: the lifter sees the lanes set
    entryFirst_ = m->first;
    size_t p = first;
    do --p; while (p > 0 && isWait(at(p)));
    return at(p).label.empty() && at(p).opcode == "s_mov" + sfx_ && at(p).args.size() == 2 &&
           at(p).args[0] == m->mask && at(p).args[1] == "0";
  }
  return false;
}

bool namesExec(const AsmStmt& st) {
  if (st.opcode.find("exec") != std::string::npos || starts(st.opcode, "v_cmpx")) return true;
  for (const auto& a : st.args)
    if (starts(a, "exec")) return true;
  return false;
}

bool isBranch(const AsmStmt& st) {
  return starts(st.opcode, "s_branch") || starts(st.opcode, "s_cbranch") || st.opcode == "s_endpgm" ||
         starts(st.opcode, "s_setpc") || starts(st.opcode, "s_swappc") || starts(st.opcode, "s_getpc");
}

// A kept stretch of the loop (BODY1 or BODY2): no label, branch, exec, lane access or access to
// the lane VGPR or its copy (whole-wave copies aside), and none of `keep` named.
bool Matcher::bodyOk(size_t from, size_t to, const Regs& keep) {
  for (size_t i = from; i < to; ++i) {
    const size_t c = copyEnd(i);
    if (c != i) {
      if (c > to) return false;
      i = c - 1;
      continue;
    }
    const AsmStmt& st = at(i);
    if (removed_.count(i) || !st.label.empty() || isBranch(st) || namesExec(st) || starts(st.opcode, "v_writelane") ||
        starts(st.opcode, "v_readlane"))
      return false;
    for (const auto& a : st.args) {
      const Regs r = regsOf(a);
      if (overlaps(r, keep) || overlaps(r, regsOf(v_)) || a == "vcc" || a == "vcc_lo") return false;
      if (starts(loc_, "agpr ") && overlaps(r, regsOf(loc_.substr(5)))) return false;
    }
    if (!privateStoreOk(st)) return false;
  }
  return true;
}

// A store to private memory in the loop's body misses the slot that keeps the lane VGPR.
bool Matcher::privateStoreOk(const AsmStmt& st) const {
  const bool scratch = starts(st.opcode, "scratch_store"), buffer = starts(st.opcode, "buffer_store");
  if (!scratch && !buffer) return true;
  if (starts(loc_, "agpr ")) return true;
  if (st.args.size() != (scratch ? 3u : 4u) || st.args[scratch ? 0 : 1] != "off") return false;
  const std::string base = scratch ? "scratch " + st.args[2] : "buffer " + st.args[2] + "," + st.args[3];
  int64_t off = 0, locOff = 0;
  auto offsetOf = [](const std::vector<std::string>& mods, int64_t& o) {
    for (const auto& m : mods) {
      if (!starts(m, "offset:")) return false;  // glc, slc, ...: not a spill slot's store; refuse
      auto n = literal(m.substr(7));
      if (!n) return false;
      o = *n;
    }
    return true;
  };
  if (!offsetOf(st.modifiers, off)) return false;
  const size_t sp = loc_.find(" offset:");
  const std::string locBase = sp == std::string::npos ? loc_ : loc_.substr(0, sp);
  if (sp != std::string::npos) {
    auto n = literal(loc_.substr(sp + 8));
    if (!n) return false;
    locOff = *n;
  }
  if (base != locBase) return false;
  const std::string& op = st.opcode;
  int64_t width = 4;
  if (op.find("x2") != std::string::npos || op.find("b64") != std::string::npos) width = 8;
  if (op.find("x3") != std::string::npos || op.find("b96") != std::string::npos) width = 12;
  if (op.find("x4") != std::string::npos || op.find("b128") != std::string::npos) width = 16;
  off -= off % 4;
  return off + width <= locOff || off >= locOff + 4;
}

// No statement strictly between from and to writes r: a template statement by what it writes,
// any other by naming r at all.
bool Matcher::unwrittenBetween(size_t from, size_t to, const Regs& r) const {
  for (size_t i = from + 1; i < to; ++i) {
    if (removed_.count(i)) {
      auto d = defs_.find(i);
      if (d != defs_.end() && overlaps(d->second, r)) return false;
      continue;
    }
    for (const auto& a : at(i).args)
      if (overlaps(regsOf(a), r)) return false;
  }
  return true;
}

// The kernel as a whole: vcc unused (the rewrite's comparison writes it), no call, the loop's
// labels reached only by its own branches and no other label inside it, exec written before H
// only by whole-wave copies (exec at H is the lane), scc read nowhere from H on (the removed mask
// instructions set it), and no kept lane read of a lane the loop's masks used.
bool Matcher::kernelChecks() {
  std::set<int> lanes;
  for (const auto& g : lanes_) lanes.insert(g.begin(), g.end());
  for (size_t i = 0; i < b_.size(); ++i) {
    const AsmStmt& st = b_[i];
    if (st.opcode.find("vcc") != std::string::npos || starts(st.opcode, "v_cndmask") || starts(st.opcode, "v_addc") ||
        starts(st.opcode, "v_subb") || starts(st.opcode, "v_div_fmas") || st.opcode.find("_co_ci") != std::string::npos ||
        starts(st.opcode, "s_setpc") || starts(st.opcode, "s_swappc") || starts(st.opcode, "s_getpc"))
      return false;
    for (const auto& a : st.args)
      if (a.find("vcc") != std::string::npos) return false;
    if (!st.label.empty() && i > h_ && i <= restore_ && i != j_) return false;
    if ((starts(st.opcode, "s_branch") || starts(st.opcode, "s_cbranch")) && st.args.size() == 1) {
      if (st.args[0] == at(h_).label && i != back_) return false;
      if (st.args[0] == at(j_).label && i != execz_) return false;
    }
    if (i >= h_ && (starts(st.opcode, "s_cbranch_scc") || starts(st.opcode, "s_cselect") ||
                    starts(st.opcode, "s_addc") || starts(st.opcode, "s_subb") || starts(st.opcode, "s_cmov")))
      return false;
    if (!removed_.count(i) && st.opcode == "v_readlane_b32" && st.args.size() == 3) {
      auto l = literal(st.args[2]);
      if (!l || lanes.count(*l)) return false;
    }
  }
  for (size_t i = 0; i < h_; ++i) {
    const size_t c = copyEnd(i);
    if (c != i) {
      i = c - 1;
      continue;
    }
    if (namesExec(b_[i])) return false;
  }
  return true;
}

// Along the loop (in the order of its statements, which is each path's order), the lane VGPR and
// its whole-wave copy hold the same lanes ("clean") at every label and branch, and a copy is read
// back only when clean: a lane the template reads is the one it wrote last.
bool Matcher::dirtyChecks() {
  bool clean = true;
  for (size_t i = entryFirst_; i <= restore_; ++i) {
    const AsmStmt& st = at(i);
    if (i < h_ && st.opcode == "v_writelane_b32") {
      clean = false;
      continue;
    }
    if (!st.label.empty() || i == execz_ || i == back_) {
      if (!clean) return false;
      continue;
    }
    if (removed_.count(i) && st.opcode == "v_writelane_b32") {
      clean = false;
      continue;
    }
    const size_t c = copyEnd(i);
    if (c == i) continue;
    for (size_t k = i + 1; k < c; ++k) {
      const std::string& op = at(k).opcode;
      const bool save = op == "v_accvgpr_write_b32" || starts(op, "scratch_store") || starts(op, "buffer_store");
      const bool load = op == "v_accvgpr_read_b32" || starts(op, "scratch_load") || starts(op, "buffer_load");
      if (load && !clean) return false;
      if (save) clean = true;
    }
    i = c - 1;
  }
  return true;
}

// The whole-wave copies inside the loop go too: no lane the loop writes is read after the rewrite,
// and the loop writes no other lane, so the lane VGPR and its copy keep what they held at H
// (equal there: dirtyChecks). The saved exec masks they write are checked dead (liveChecks).
void Matcher::removeCopies() {
  for (size_t i = h_ + 1; i < restore_; ++i) {
    const size_t c = copyEnd(i);
    if (c == i) continue;
    for (size_t k = i; k < c; ++k)
      if (!isWait(at(k))) removed_.insert(k);  // its waits stay
    defs_[i] = regsOf(at(i).args[0]);
    i = c - 1;
  }
}

std::vector<AsmStmt> Matcher::rewritten() {
  std::vector<AsmStmt> out;
  std::set<std::string> names;
  for (const auto& st : b_)
    if (!st.label.empty()) names.insert(st.label);
  exitLabel_ = at(h_).label + "_o0_exit";
  while (names.count(exitLabel_)) exitLabel_ += "_";
  firstNew_.assign(b_.size() + 1, 0);
  auto made = [](const AsmStmt& like, const std::string& op, const std::string& arg) {
    AsmStmt st = like;
    st.label.clear();
    st.opcode = op;
    st.args = {arg};
    st.modifiers.clear();
    st.raw = op + " " + arg;
    return st;
  };
  for (size_t i = 0; i < b_.size(); ++i) {
    firstNew_[i] = out.size();
    if (i == cmp_) {
      AsmStmt c = at(i);
      c.args[0] = w32_ ? "vcc_lo" : "vcc";
      out.push_back(c);
      out.push_back(made(at(execz_), "s_cbranch_vccz", exitLabel_));
    } else if (i == back_) {
      out.push_back(made(at(i), "s_branch", at(h_).label));
      AsmStmt l = at(i);
      l.opcode.clear(), l.args.clear(), l.modifiers.clear();
      l.label = exitLabel_;
      l.raw = exitLabel_ + ":";
      out.push_back(l);
    } else if (!removed_.count(i)) {
      out.push_back(at(i));
    }
  }
  firstNew_[b_.size()] = out.size();
  return out;
}

// Liveness in the rewritten body (a kill only where an instruction surely writes its first
// operand; every other operand read): no register a removed instruction wrote is read before it is
// written again, so each kept instruction reads what it read in the original; at the exit, none of
// those registers nor the whole-wave copies' saved masks (which held exec, empty in the original
// and the lane in the rewritten code, on the way out) is read.
bool Matcher::liveChecks(const std::vector<AsmStmt>& out) const {
  const size_t n = out.size();
  std::map<std::string, size_t> labels;
  for (size_t i = 0; i < n; ++i)
    if (!out[i].label.empty()) labels[out[i].label] = i;
  auto succ = [&](size_t i) {
    std::vector<size_t> r;
    const AsmStmt& st = out[i];
    const bool branch = st.label.empty() && (st.opcode == "s_branch" || starts(st.opcode, "s_cbranch"));
    if (branch && st.args.size() == 1 && labels.count(st.args[0])) r.push_back(labels.at(st.args[0]));
    if (st.label.empty() && (st.opcode == "s_branch" || st.opcode == "s_endpgm")) return r;
    if (i + 1 < n) r.push_back(i + 1);
    return r;
  };
  std::vector<std::set<std::string>> liveIn(n + 1);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t k = n; k-- > 0;) {
      std::set<std::string> live;
      for (size_t j : succ(k)) live.insert(liveIn[j].begin(), liveIn[j].end());
      const AsmStmt& st = out[k];
      const bool kill = st.label.empty() && pureDef(st);
      if (kill)
        for (const auto& r : regsOf(st.args[0])) live.erase(r);
      for (size_t a = kill ? 1 : 0; a < st.args.size(); ++a)
        for (const auto& r : regsOf(st.args[a])) live.insert(r);
      if (live != liveIn[k]) liveIn[k] = std::move(live), changed = true;
    }
  }
  auto dead = [&](size_t at, const Regs& r) {
    for (const auto& x : r)
      if (liveIn[at].count(x)) return false;
    return true;
  };
  Regs all = regsOf(at(cmp_).args[0]);
  for (const auto& d : defs_) {
    if (!dead(firstNew_[d.first + 1], d.second)) return false;
    all.insert(all.end(), d.second.begin(), d.second.end());
  }
  if (!dead(firstNew_[cmp_] + 1, regsOf(at(cmp_).args[0]))) return false;
  all.insert(all.end(), wholeWaveRegs_.begin(), wholeWaveRegs_.end());
  return dead(labels.at(exitLabel_), all) && dead(firstNew_[restore_ + 1], all);
}

}  // namespace o0loop

bool rewriteO0Loops(AsmKernel& kernel) {
  bool changed = false;
  for (bool again = true; again;) {
    again = false;
    for (size_t i = 0; i < kernel.body.size() && !again; ++i)
      if (kernel.body[i].label.empty() && kernel.body[i].opcode == "s_cbranch_execnz")
        again = o0loop::Matcher(kernel).tryLoop(i);
    changed = changed || again;
  }
  return changed;
}

}  // namespace clmm::lifting::amdasm

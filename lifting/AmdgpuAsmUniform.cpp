// Folding if-else chains on exec whose conditions are known numbers (AmdgpuAsmUniform.h). The
// abstract interpretation: each register, lane of a VGPR (vN@L) and private slot holds a number,
// a half of a mask, or nothing known; a mask is the lifted lane's bit (0, 1, unknown) and the
// other lanes' bits (all 0, all 1, unknown); exec starts as the lane alone. Every instruction not
// read here forgets every register it names (and vcc, scc, m0; exec when it names or saves exec;
// the private slots when it may store to private memory). The fold is applied only where the
// checks of foldKnownExecIfs hold (docs/amdgpu.md, "If-else chains on known numbers").
#include "lifting/AmdgpuAsmUniform.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clmm::lifting::amdasm {

namespace knownexec {

#include "lifting/AmdgpuAsmUniformValues.inc"

class Folder {
 public:
  explicit Folder(AsmKernel& k) : k_(k), body_(k.body) {}

  bool run() {
    if (!analyse()) return false;
    std::vector<AsmStmt> out;
    bool decided = false;
    removeDeadMasks();
    if (!checkScc()) return false;
    for (size_t i = 0; i < body_.size(); ++i) {
      const AsmStmt& st = body_[i];
      if (!in_[i] || dead_.count(i)) continue;  // never runs, or its mask is never read
      if (!st.label.empty()) {
        out.push_back(st);
        continue;
      }
      auto a = action_.find(i);
      if (a == action_.end()) {
        out.push_back(st);
        continue;
      }
      if (a->second.kind == Act::Drop) decided |= startsWith(st.opcode, "s_cbranch_exec");
      if (a->second.kind == Act::Branch) decided = true, out.push_back(made(st, "s_branch", {st.args[0]}));
      if (a->second.kind == Act::Move) out.push_back(made(st, a->second.op, {a->second.dest, a->second.src}));
    }
    if (!decided) return false;
    if (!inExecutionOrder(out)) return false;
    k_.body = std::move(out);
    return true;
  }

 private:
  struct Act {
    enum { Drop, Branch, Move } kind = Drop;
    std::string op, dest, src;
  };
  AsmKernel& k_;
  const std::vector<AsmStmt>& body_;
  std::vector<std::optional<State>> in_;
  std::map<size_t, Act> action_;
  std::set<size_t> dead_;
  std::map<std::string, size_t> labelAt_;

  bool wave32() const { return k_.wave32; }
  std::string execName() const { return wave32() ? "exec_lo" : "exec"; }
  std::string maskSuffix() const { return wave32() ? "_b32" : "_b64"; }

  static AsmStmt made(const AsmStmt& at, const std::string& op, const std::vector<std::string>& args) {
    AsmStmt s = at;
    s.opcode = op;
    s.args = args;
    s.modifiers.clear();
    s.raw = op;
    for (size_t i = 0; i < args.size(); ++i) s.raw += (i ? ", " : " ") + args[i];
    return s;
  }

  // ------------------------------------------------------------ values
  static void forget(State& s, const std::string& r) {
    s.v.erase(r);
    s.realSaved.erase(r);
    s.openSaved.erase(r);
    if (isVector(r)) {
      const std::string p = r + "@";
      for (auto it = s.v.lower_bound(p); it != s.v.end() && startsWith(it->first, p);) it = s.v.erase(it);
    }
    if (r == "s0" || r == "s1" || r == "s2" || r == "s3")  // the buffer resource of buffer_ slots
      for (auto it = s.v.lower_bound("p:"); it != s.v.end() && startsWith(it->first, "p:");)
        it = it->first.find(":r") != std::string::npos ? s.v.erase(it) : std::next(it);
    for (auto it = s.v.begin(); it != s.v.end();)  // a slot addressed from r
      it = startsWith(it->first, "p:" + r + ":") ? s.v.erase(it) : std::next(it);
  }
  static void forgetSlots(State& s) {
    for (auto it = s.v.lower_bound("p:"); it != s.v.end() && startsWith(it->first, "p:");) it = s.v.erase(it);
  }
  // A store to private slots `keys` may write any slot named from another base register (whose
  // value may be the same address: s34 = s33) or through the other kind of access (scratch_ and
  // buffer_ reach the same private memory): only the slots of the same base and kind at other
  // dword-aligned offsets keep their numbers; a misaligned offset forgets every slot.
  static void forgetAliases(State& s, const std::vector<std::string>& keys) {
    const std::string& k = keys.front();
    const size_t colon = k.find(':', 2), off = k.find(':', colon + 1);
    const int64_t at = std::atoll(k.c_str() + colon + 1);
    if (at % 4 != 0) return forgetSlots(s);
    const std::string base = k.substr(0, colon + 1), kind = off == std::string::npos ? "" : k.substr(off);
    for (auto it = s.v.lower_bound("p:"); it != s.v.end() && startsWith(it->first, "p:");) {
      const size_t o = it->first.find(':', base.size());
      const std::string itKind = o == std::string::npos ? "" : it->first.substr(o);
      it = startsWith(it->first, base) && itKind == kind ? std::next(it) : s.v.erase(it);
    }
  }
  static std::optional<AV> num(const State& s, const std::string& a) {
    if (auto l = literal(a)) return AV{AV::K::Num, static_cast<uint32_t>(*l), {}, 0};
    auto r = regsOf(a);
    if (r.size() != 1) return std::nullopt;
    auto it = s.v.find(r[0]);
    if (it == s.v.end()) return std::nullopt;
    return it->second;
  }
  // A whole mask operand (a register pair on wave64, one SGPR on wave32, exec, 0 or -1).
  Mask maskOf(const State& s, const std::string& a) const {
    if (a == execName()) return s.exec;
    if (auto l = literal(a)) return *l == 0 ? Mask{0, kZero} : *l == -1 ? Mask{1, kAll} : Mask{};
    auto r = regsOf(a);
    if (r.size() != (wave32() ? 1u : 2u)) return Mask{};
    std::optional<Mask> m;
    for (size_t h = 0; h < r.size(); ++h) {
      auto it = s.v.find(r[h]);
      if (it == s.v.end()) return Mask{};
      const AV& x = it->second;
      Mask here = x.k == AV::K::Half ? (x.half == static_cast<int>(h) ? x.m : Mask{})
                  : x.n == 0          ? Mask{0, kZero}
                  : x.n == 0xffffffffu ? Mask{1, kAll}
                                      : Mask{};
      if (m && !(*m == here)) return Mask{};
      m = here;
    }
    return m ? *m : Mask{};
  }
  void setMask(State& s, const std::string& d, Mask m) const {
    auto r = regsOf(d);
    for (size_t h = 0; h < r.size(); ++h) {
      forget(s, r[h]);
      s.v[r[h]] = AV{AV::K::Half, 0, m, static_cast<int>(h)};
    }
  }
  // A vector copy of `from` (a register, slot key or number) to `to` under exec: the lifted lane's
  // value, and with every lane on each lane's.
  static void copyVector(State& s, const std::string& to, const std::optional<AV>& lifted, const std::string& fromKey) {
    const Mask e = s.exec;
    if (emptyForSure(e)) return;
    std::map<std::string, AV> lanes;
    if (e.bit == 1 && e.others == kAll && !fromKey.empty()) {
      const std::string p = fromKey + "@";
      for (auto it = s.v.lower_bound(p); it != s.v.end() && startsWith(it->first, p); ++it)
        lanes[to + "@" + it->first.substr(p.size())] = it->second;
    }
    const bool exact = e.bit == 1 && (e.others == kZero || e.others == kAll);
    s.v.erase(to);
    const std::string p = to + "@";
    for (auto it = s.v.lower_bound(p); it != s.v.end() && startsWith(it->first, p);) it = s.v.erase(it);
    if (!exact) return;
    if (lifted) s.v[to] = *lifted;
    for (auto& [k, x] : lanes) s.v[k] = x;
  }
  static std::optional<AV> get(const State& s, const std::string& key) {
    auto it = s.v.find(key);
    return it == s.v.end() ? std::nullopt : std::optional<AV>(it->second);
  }

  // A private slot access (buffer_ or scratch_, 32 or 64 bits, at BASE offset:K): its data
  // registers, slot keys, and whether it stores.
  static bool slotAccess(const AsmStmt& st, std::vector<std::string>& data, std::vector<std::string>& keys, bool& store) {
    const std::string& op = st.opcode;
    std::string dataArg, base;
    int words = 1;
    std::string rsrc;
    if (op == "buffer_store_dword" || op == "buffer_load_dword") {
      rsrc = ":r";
      if (st.args.size() != 4 || st.args[1] != "off" || st.args[2] != "s[0:3]") return false;
      dataArg = st.args[0], base = st.args[3], store = op == "buffer_store_dword";
    } else if (op == "scratch_store_dword" || op == "scratch_store_b32" || op == "scratch_store_dwordx2" ||
               op == "scratch_store_b64") {
      if (st.args.size() != 3 || st.args[0] != "off") return false;
      dataArg = st.args[1], base = st.args[2], store = true;
      words = endsWith(op, "x2") || endsWith(op, "b64") ? 2 : 1;
    } else if (op == "scratch_load_dword" || op == "scratch_load_b32" || op == "scratch_load_dwordx2" ||
               op == "scratch_load_b64") {
      if (st.args.size() != 3 || st.args[1] != "off") return false;
      dataArg = st.args[0], base = st.args[2], store = false;
      words = endsWith(op, "x2") || endsWith(op, "b64") ? 2 : 1;
    } else {
      return false;
    }
    int64_t offset = 0;
    for (const auto& m : st.modifiers) {
      if (!startsWith(m, "offset:")) return false;
      auto n = literal(m.substr(7));
      if (!n) return false;
      offset = *n;
    }
    data = regsOf(dataArg);
    if (data.size() != static_cast<size_t>(words) || regsOf(base).size() != 1 || base[0] != 's') return false;
    for (int w = 0; w < words; ++w) keys.push_back("p:" + base + ":" + std::to_string(offset + 4 * w) + rsrc);
    return true;
  }

  static std::string stripEncoding(const std::string& op) {
    for (const char* e : {"_e32", "_e64"})
      if (endsWith(op, e)) return op.substr(0, op.size() - 4);
    return op;
  }
  static std::optional<bool> compare(const std::string& op, uint32_t a, uint32_t b) {
    // v_cmp_OP_TYPE
    const size_t t = op.rfind('_');
    const std::string type = op.substr(t + 1), rel = op.substr(6, t - 6);
    if (type != "i32" && type != "u32") return std::nullopt;
    const bool s = type == "i32";
    const int64_t x = s ? static_cast<int32_t>(a) : static_cast<int64_t>(a);
    const int64_t y = s ? static_cast<int32_t>(b) : static_cast<int64_t>(b);
    if (rel == "eq") return x == y;
    if (rel == "ne" || rel == "lg") return x != y;
    if (rel == "lt") return x < y;
    if (rel == "le") return x <= y;
    if (rel == "gt") return x > y;
    if (rel == "ge") return x >= y;
    return std::nullopt;
  }

  // Every register the statement names forgotten, and what it may write besides.
  static void generic(State& s, const AsmStmt& st) {
    const std::string& o = st.opcode;
    const bool store = (o.find("_store") != std::string::npos || startsWith(o, "ds_write")) &&
                       o.find("atomic") == std::string::npos;  // writes memory, no register
    if (!store)
      for (const auto& a : st.args)
      for (const auto& r : regsOf(a)) forget(s, r);
    for (const char* r : {"vcc_lo", "vcc_hi", "m0"}) forget(s, r);
    bool exec = st.opcode.find("exec") != std::string::npos || startsWith(st.opcode, "v_cmpx");
    for (const auto& a : st.args) exec |= isExec(a);
    if (exec) s.exec = Mask{}, s.realEmpty = true;
    const std::string& op = st.opcode;
    if ((startsWith(op, "buffer_") || startsWith(op, "scratch_") || startsWith(op, "flat_")) &&
        (op.find("store") != std::string::npos || op.find("atomic") != std::string::npos))
      forgetSlots(s);
  }

  // The mask operations on the wave's mask width: s_mov, s_and, s_or, s_xor, s_andn2 / s_and_not1,
  // s_or_saveexec, s_and_saveexec.
  std::string maskOp(const std::string& op) const {
    if (!endsWith(op, maskSuffix())) return "";
    const std::string base = op.substr(0, op.size() - 4);
    if (base == "s_mov" || base == "s_and" || base == "s_or" || base == "s_xor" || base == "s_andn2" ||
        base == "s_and_not1" || base == "s_or_saveexec" || base == "s_and_saveexec")
      return base == "s_and_not1" ? "s_andn2" : base;
    return "";
  }

  // A write of exec (the original's): the rewritten exec may be empty too unless the write is one
  // that is removed (removable(): exec in K before and after, and not realEmpty), or the new exec
  // holds a lane for sure; a restore from a register saved while realEmpty keeps realEmpty.
  static void setExec(State& s, Mask e, bool restoresReal) {
    const bool removed = inK(s.exec) && inK(e) && !s.realEmpty;
    s.realEmpty = restoresReal || (!removed && !nonEmptyForSure(e));
    s.exec = e;
  }

  // The statement's effect on the state (the original program's).
  void step(State& s, const AsmStmt& st) const {
    const std::string op = stripEncoding(st.opcode);
    const auto& a = st.args;
    if (!st.label.empty() || startsWith(op, "s_waitcnt") || startsWith(op, "s_wait_") || op == "s_nop" ||
        op == "s_branch" || startsWith(op, "s_cbranch_") || op == "s_endpgm")
      return;
    const std::string m = maskOp(st.opcode);
    if (!m.empty() && st.modifiers.empty() && (a.size() == 2 || a.size() == 3)) {
      if (m == "s_or_saveexec" || m == "s_and_saveexec") {
        if (a.size() != 2 || isExec(a[0])) return generic(s, st);
        const Mask src = maskOf(s, a[1]), old = s.exec;
        const bool real = s.realEmpty;
        setExec(s, m == "s_or_saveexec" ? mOr(old, src) : mAnd(old, src), false);
        setMask(s, a[0], old);
        if (a[1] == "-1")
          for (const auto& r : regsOf(a[0])) {
            s.openSaved.insert(r);
            if (real) s.realSaved.insert(r);
          }
        return;
      }
      Mask r;
      if (m == "s_mov") {
        if (a.size() != 2) return generic(s, st);
        r = maskOf(s, a[1]);
        if (literal(a[1]) && !isExec(a[0])) {  // a number: 0 and -1 fill every half
          const auto to = regsOf(a[0]);
          const int64_t l = *literal(a[1]);
          if (to.size() != 1 && l != 0 && l != -1) return generic(s, st);
          for (const auto& t : to) forget(s, t), s.v[t] = AV{AV::K::Num, static_cast<uint32_t>(l), {}, 0};
          return;
        }
        if (!isExec(a[1]) && !isExec(a[0])) {  // a copy keeps numbers too
          auto from = regsOf(a[1]), to = regsOf(a[0]);
          if (from.size() != to.size()) return generic(s, st);
          std::vector<std::optional<AV>> vals;
          for (const auto& f : from) vals.push_back(get(s, f));
          for (size_t i = 0; i < to.size(); ++i) {
            forget(s, to[i]);
            if (vals[i]) s.v[to[i]] = *vals[i];
          }
          return;
        }
      } else {
        if (a.size() != 3) return generic(s, st);
        const Mask x = maskOf(s, a[1]), y = maskOf(s, a[2]);
        r = m == "s_and" ? mAnd(x, y) : m == "s_or" ? mOr(x, y) : m == "s_xor" ? mXor(x, y) : mAnd(x, mNot(y));
      }
      if (a[0] == execName()) {
        bool real = false, open = m == "s_mov" && !regsOf(a[1]).empty();
        for (const auto& x : regsOf(a[1])) real = real || s.realSaved.count(x) > 0, open = open && s.openSaved.count(x) > 0;
        if (open) s.exec = r, s.realEmpty = real;  // a whole-wave spill's restore
        else setExec(s, r, false);
      }
      else if (isExec(a[0]) || regsOf(a[0]).size() != (wave32() ? 1u : 2u)) return generic(s, st);
      else setMask(s, a[0], r);
      return;
    }
    if (op == "s_mov_b32" && a.size() == 2 && st.modifiers.empty() && !isExec(a[0]) && !isExec(a[1]) &&
        regsOf(a[0]).size() == 1 && a[0][0] == 's') {
      auto x = num(s, a[1]);
      forget(s, a[0]);
      if (x) s.v[a[0]] = *x;
      return;
    }
    if ((op == "v_mov_b32" || op == "v_accvgpr_read_b32" || op == "v_accvgpr_write_b32") && a.size() == 2 &&
        st.modifiers.empty() && regsOf(a[0]).size() == 1 && isVector(a[0])) {
      const auto from = regsOf(a[1]);
      const bool vec = from.size() == 1 && isVector(from[0]);
      if (!literal(a[1]) && from.size() != 1) return generic(s, st);
      copyVector(s, a[0], num(s, a[1]), vec ? from[0] : "");
      return;
    }
    std::vector<std::string> data, keys;
    bool store = false;
    if (slotAccess(st, data, keys, store)) {
      if (store) forgetAliases(s, keys);
      for (size_t w = 0; w < keys.size(); ++w)
        if (store) copyVector(s, keys[w], get(s, data[w]), data[w]);
        else copyVector(s, data[w], get(s, keys[w]), keys[w]);
      return;
    }
    if (op == "v_readlane_b32" && a.size() == 3 && st.modifiers.empty() && literal(a[2]) && regsOf(a[0]).size() == 1 &&
        a[0][0] == 's' && regsOf(a[1]).size() == 1) {
      auto x = get(s, a[1] + "@" + std::to_string(*literal(a[2])));
      forget(s, a[0]);
      if (x) s.v[a[0]] = *x;
      return;
    }
    if (op == "v_writelane_b32" && a.size() == 3 && st.modifiers.empty() && literal(a[2]) && regsOf(a[0]).size() == 1) {
      auto x = num(s, a[1]);
      const std::string key = a[0] + "@" + std::to_string(*literal(a[2]));
      s.v.erase(a[0]);  // the lifted lane may be lane L
      s.v.erase(key);
      if (x) s.v[key] = *x;
      return;
    }
    if (startsWith(op, "v_cmp_") && !startsWith(op, "v_cmpx") && a.size() == 3 && st.modifiers.empty()) {
      const std::string d = endsWith(st.opcode, "_e32") ? (wave32() ? "vcc_lo" : "vcc") : a[0];
      if (regsOf(d).size() != (wave32() ? 1u : 2u)) return generic(s, st);
      auto x = num(s, a[1]), y = num(s, a[2]);
      std::optional<bool> c;
      if (x && y && x->k == AV::K::Num && y->k == AV::K::Num) c = compare(op, x->n, y->n);
      Mask r;  // the other lanes' bits are not relied on
      r.bit = s.exec.bit == 1 && c ? (*c ? 1 : 0) : 2;
      setMask(s, d, r);
      forget(s, "scc");
      return;
    }
    generic(s, st);
  }

  std::vector<size_t> successors(size_t i, const State& s, std::vector<State>* edge) const {
    const AsmStmt& st = body_[i];
    std::vector<size_t> out;
    auto to = [&](const std::string& l) {
      auto it = labelAt_.find(l);
      return it == labelAt_.end() ? body_.size() : it->second;
    };
    auto add = [&](size_t j, const State& x) {
      if (j >= body_.size()) return;
      out.push_back(j);
      if (edge) edge->push_back(x);
    };
    if (!st.label.empty()) {
      add(i + 1, s);
      return out;
    }
    if (st.opcode == "s_endpgm") return out;
    if (st.opcode == "s_branch" && st.args.size() == 1) {
      add(to(st.args[0]), s);
      return out;
    }
    // s_cbranch_execz (an if's): its edges as exec allows, the taken one with exec empty, the
    // other with the lane on where the other lanes are off. (An s_cbranch_execnz, a loop's, is
    // left to the lifter: both edges, nothing refined.)
    if (st.opcode == "s_cbranch_execz" && st.args.size() == 1) {
      State empty = s, nonEmpty = s;
      empty.exec = Mask{0, kZero};
      if (!emptyForSure(s.exec)) empty.realEmpty = true;  // an if skipped on its condition
      if (nonEmpty.exec.others == kZero) nonEmpty.exec.bit = 1, nonEmpty.realEmpty = false;
      if (!nonEmptyForSure(s.exec)) add(to(st.args[0]), empty);
      if (!emptyForSure(s.exec)) add(i + 1, nonEmpty);
      return out;
    }
    if (startsWith(st.opcode, "s_cbranch_") && st.args.size() == 1) add(to(st.args[0]), s);
    add(i + 1, s);
    return out;
  }

  // The fixpoint of the states at each statement, then the actions and the checks.
  bool analyse() {
    for (size_t i = 0; i < body_.size(); ++i)
      if (!body_[i].label.empty()) labelAt_[body_[i].label] = i;
    for (const auto& st : body_)
      if (startsWith(st.opcode, "s_cbranch_") && st.args.size() == 1 && !labelAt_.count(st.args[0])) return false;
    in_.assign(body_.size(), std::nullopt);
    if (body_.empty()) return false;
    State entry;
    entry.exec = Mask{1, kZero};  // a lifted work-item is the one active lane of its wave
    in_[0] = entry;
    std::vector<size_t> work = {0};
    size_t steps = 0;
    while (!work.empty()) {
      if (++steps > 200000) return false;
      const size_t i = work.back();
      work.pop_back();
      State s = *in_[i];
      step(s, body_[i]);
      std::vector<State> edges;
      const auto next = successors(i, s, &edges);
      for (size_t e = 0; e < next.size(); ++e) {
        auto& t = in_[next[e]];
        State j = t ? join(*t, edges[e]) : edges[e];
        if (!t || !(j == *t)) t = j, work.push_back(next[e]);
      }
    }
    return classify() && checkPhantom();
  }

  bool readsExec(const AsmStmt& st) const {
    const std::string& op = st.opcode;
    if (op == "v_readlane_b32" || op == "v_writelane_b32") return false;
    if (op.find("exec") != std::string::npos) return true;
    for (size_t i = 0; i < st.args.size(); ++i)
      if (isExec(st.args[i]) && (i > 0 || !startsWith(op, "s_mov"))) return true;
    return !startsWith(op, "s_");  // a vector instruction runs on exec's lanes
  }
  bool wholeWaveOpen(const AsmStmt& st) const {
    return maskOp(st.opcode) == "s_or_saveexec" && st.args.size() == 2 && st.args[1] == "-1" && !isExec(st.args[0]);
  }

  // Decided branches, exec writes of the chain and its masks; false where a kept instruction
  // would run differently in the rewritten code.
  bool classify() {
    for (size_t i = 0; i < body_.size(); ++i) {
      if (!in_[i] || !body_[i].label.empty()) continue;
      const AsmStmt& st = body_[i];
      const State& s = *in_[i];
      if (st.opcode == "s_cbranch_execz" && st.args.size() == 1) {
        if (emptyForSure(s.exec)) action_[i] = Act{Act::Branch, "", "", ""};
        else if (nonEmptyForSure(s.exec)) action_[i] = Act{Act::Drop, "", "", ""};
        continue;
      }
      const std::string m = maskOp(st.opcode);
      State after = s;
      step(after, st);
      const bool writesExec = !m.empty() && st.modifiers.empty() &&
                              (st.args[0] == execName() || m == "s_or_saveexec" || m == "s_and_saveexec");
      if (writesExec && inK(s.exec) && inK(after.exec) && !s.realEmpty && !wholeWaveOpen(st)) {
        if (m == "s_or_saveexec" || m == "s_and_saveexec")
          action_[i] = Act{Act::Move, "s_mov" + maskSuffix(), st.args[0], s.exec.bit ? execName() : "0"};
        else
          action_[i] = Act{Act::Drop, "", "", ""};
        continue;
      }
      if (!m.empty() && !writesExec && st.modifiers.empty() && inK(s.exec) && !isExec(st.args[0]) &&
          regsOf(st.args[0]).size() == (wave32() ? 1u : 2u)) {
        const Mask r = maskOf(after, st.args[0]);
        const std::string src = r.bit ? execName() : "0";
        if (inK(r) && !(m == "s_mov" && st.args[1] == src))
          action_[i] = Act{Act::Move, "s_mov" + maskSuffix(), st.args[0], src};
        if (action_.count(i)) continue;
      }
    }
    return true;
  }

  // A rewritten or removed instruction that set scc: no instruction may read that scc.
  static bool sccReader(const std::string& op) {
    for (const char* p : {"s_cbranch_scc", "s_cselect", "s_addc", "s_subb", "s_cmov"})
      if (startsWith(op, p)) return true;
    return false;
  }
  static bool sccWriter(const std::string& op) {
    for (const char* p : {"s_and", "s_or", "s_xor", "s_andn2", "s_orn2", "s_nand", "s_nor", "s_xnor", "s_not",
                          "s_add_", "s_sub_", "s_cmp", "s_lshl", "s_lshr", "s_ashr", "s_bfe", "s_min", "s_max",
                          "s_abs", "s_bcnt"})
      if (startsWith(op, p)) return !sccReader(op);
    return false;
  }
  static bool sccNeutral(const AsmStmt& st) {
    const std::string& op = st.opcode;
    return !st.label.empty() || !startsWith(op, "s_") || startsWith(op, "s_mov") || startsWith(op, "s_waitcnt") ||
           startsWith(op, "s_wait_") || op == "s_nop" || startsWith(op, "s_load") || startsWith(op, "s_barrier") ||
           op == "s_branch" || startsWith(op, "s_cbranch_exec") || startsWith(op, "s_cbranch_vcc") ||
           op == "s_endpgm";
  }
  // Every kept instruction that reads scc (or may: a scalar instruction not known to leave it)
  // reads the scc of a kept instruction before it in its block, with no instruction between that
  // sets scc: then it reads what it reads in the original (removed and rewritten instructions set
  // scc no more).
  bool checkScc() const {
    for (size_t k = 0; k < body_.size(); ++k) {
      const AsmStmt& st = body_[k];
      if (!in_[k] || dead_.count(k) || action_.count(k) || sccNeutral(st) || sccWriter(st.opcode)) continue;
      size_t j = k;
      while (true) {
        if (j == 0 || !body_[j - 1].label.empty()) return false;
        --j;
        if (sccNeutral(body_[j])) continue;
        if (!sccWriter(body_[j].opcode) || dead_.count(j) || action_.count(j)) return false;
        break;
      }
    }
    return true;
  }

  // Mask instructions whose result no kept instruction reads (it is overwritten first, or read only
  // by instructions rewritten to copies of exec or 0): removed. Backward liveness of registers,
  // lanes (vN@L; vN@* every lane) and private slots over the paths that run; a kept instruction
  // reads every register it names, with all its lanes, and vcc; a vector copy with every lane on
  // (a whole-wave spill) passes each lane's liveness to the same lane of its source.
  bool removable(size_t i) const {
    const AsmStmt& st = body_[i];
    if (!st.label.empty()) return false;
    auto a = action_.find(i);
    if (a != action_.end()) return a->second.kind == Act::Move && maskOp(st.opcode) != "s_or_saveexec" &&
                                   maskOp(st.opcode) != "s_and_saveexec";
    const std::string m = maskOp(st.opcode);
    if (!m.empty() && m != "s_or_saveexec" && m != "s_and_saveexec" && st.modifiers.empty() && !st.args.empty() &&
        !isExec(st.args[0]) && regsOf(st.args[0]).size() == (wave32() ? 1u : 2u))
      return true;
    return (st.opcode == "v_writelane_b32" || st.opcode == "v_readlane_b32") && st.args.size() == 3 &&
           st.modifiers.empty() && literal(st.args[2]).has_value();
  }
  static bool liveKey(const std::set<std::string>& live, const std::string& k) {
    if (live.count(k)) return true;
    const size_t at = k.find('@');
    return at != std::string::npos && live.count(k.substr(0, at) + "@*");
  }
  // The keys a removable instruction writes and reads.
  void keysOf(size_t i, std::vector<std::string>& w, std::vector<std::string>& r) const {
    const AsmStmt& st = body_[i];
    if (st.opcode == "v_writelane_b32") {
      w.push_back(st.args[0] + "@" + std::to_string(*literal(st.args[2])));
      for (const auto& x : regsOf(st.args[1])) r.push_back(x);
      return;
    }
    if (st.opcode == "v_readlane_b32") {
      for (const auto& x : regsOf(st.args[0])) w.push_back(x);
      r.push_back(st.args[1] + "@" + std::to_string(*literal(st.args[2])));
      return;
    }
    for (const auto& x : regsOf(st.args[0])) w.push_back(x);
    if (action_.count(i)) return;  // a copy of exec or 0
    for (size_t k = 1; k < st.args.size(); ++k)
      for (const auto& x : regsOf(st.args[k])) r.push_back(x);
  }
  void transfer(size_t i, std::set<std::string>& live) const {
    const AsmStmt& st = body_[i];
    if (!st.label.empty()) return;
    if (removable(i)) {
      std::vector<std::string> w, r;
      keysOf(i, w, r);
      bool needed = false;
      for (const auto& k : w) needed = needed || liveKey(live, k);
      for (const auto& k : w) live.erase(k);
      if (needed) live.insert(r.begin(), r.end());
      return;
    }
    // A whole-wave vector copy (exec: every lane): each lane's liveness to its source's lane.
    std::vector<std::string> data, keys;
    bool store = false;
    const bool wholeWave = in_[i]->exec.bit == 1 && in_[i]->exec.others == kAll;
    std::string to, from;
    if (slotAccess(st, data, keys, store) && keys.size() == 1) to = store ? keys[0] : data[0], from = store ? data[0] : keys[0];
    const std::string op = stripEncoding(st.opcode);
    if ((op == "v_accvgpr_read_b32" || op == "v_accvgpr_write_b32" || op == "v_mov_b32") && st.args.size() == 2 &&
        regsOf(st.args[1]).size() == 1 && isVector(st.args[1]) && st.modifiers.empty())
      to = st.args[0], from = st.args[1];
    if (wholeWave && !to.empty()) {
      std::set<std::string> gen;
      const std::string p = to + "@";
      for (auto it = live.lower_bound(p); it != live.end() && startsWith(*it, p);)
        gen.insert(from + "@" + it->substr(p.size())), it = live.erase(it);
      if (live.erase(to)) gen.insert(from);
      live.insert(gen.begin(), gen.end());
      return;
    }
    for (const auto& a : st.args)
      for (const auto& x : regsOf(a)) {
        live.insert(x);
        if (isVector(x)) live.insert(x + "@*");
      }
    live.insert("vcc_lo"), live.insert("vcc_hi");
    if (slotAccess(st, data, keys, store) && !store)
      for (const auto& k : keys) live.insert(k), live.insert(k + "@*");
  }
  void removeDeadMasks() {
    const size_t n = body_.size();
    std::vector<std::set<std::string>> liveIn(n);
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t k = n; k-- > 0;) {
        if (!in_[k]) continue;
        std::set<std::string> live;
        for (size_t j : successorsAfter(k)) live.insert(liveIn[j].begin(), liveIn[j].end());
        transfer(k, live);
        if (live != liveIn[k]) liveIn[k] = std::move(live), changed = true;
      }
    }
    for (size_t k = 0; k < n; ++k) {
      if (!in_[k] || !removable(k)) continue;
      std::set<std::string> out;
      for (size_t j : successorsAfter(k)) out.insert(liveIn[j].begin(), liveIn[j].end());
      std::vector<std::string> w, r;
      keysOf(k, w, r);
      if (std::none_of(w.begin(), w.end(), [&](const std::string& x) { return liveKey(out, x); })) dead_.insert(k);
    }
  }
  // The successors of a statement in the rewritten code (a decided branch has one).
  std::vector<size_t> successorsAfter(size_t k) const { return successors(k, *in_[k], nullptr); }

  // Where the original exec is empty and the rewritten one is the lane ("phantom": after a removed
  // exec write that emptied it), a kept instruction must not depend on exec: only scalar code that
  // does not read exec, lane moves, and a whole-wave spill (s_or_saveexec D, -1 ... s_mov exec, D)
  // run there. D then holds the lane in the rewritten code and nothing in the original: it may be
  // read only by the restore, which gives the phantom state back.
  struct Ph {
    bool phantom = false;
    std::set<std::string> regs;  // registers saved by a whole-wave spill opened in the phantom state
    bool operator==(const Ph& o) const { return phantom == o.phantom && regs == o.regs; }
  };
  bool checkPhantom() {
    std::vector<std::optional<Ph>> ph(body_.size());
    ph[0] = Ph{};
    std::vector<size_t> work = {0};
    while (!work.empty()) {
      const size_t i = work.back();
      work.pop_back();
      if (!in_[i]) continue;
      Ph p = *ph[i];
      if (!phantomStep(i, p)) return false;
      for (size_t j : successors(i, *in_[i], nullptr)) {
        Ph q = ph[j] ? *ph[j] : p;
        if (ph[j]) q.phantom = q.phantom || p.phantom, q.regs.insert(p.regs.begin(), p.regs.end());
        if (!ph[j] || !(q == *ph[j])) ph[j] = q, work.push_back(j);
      }
    }
    return true;
  }
  bool phantomStep(size_t i, Ph& p) const {
    const AsmStmt& st = body_[i];
    if (!st.label.empty()) return true;
    const State& s = *in_[i];
    auto a = action_.find(i);
    if (a != action_.end()) {
      if (a->second.kind == Act::Branch || (a->second.kind == Act::Drop && startsWith(st.opcode, "s_cbranch"))) return true;
      State after = s;
      step(after, st);
      const bool execWrite = maskOp(st.opcode) == "s_or_saveexec" || maskOp(st.opcode) == "s_and_saveexec" ||
                             (st.args.size() > 0 && st.args[0] == execName());
      if (execWrite) p.phantom = after.exec.bit == 0;  // removed: the rewritten exec stays the lane
      if (a->second.kind == Act::Move)
        for (const auto& r : regsOf(a->second.dest)) p.regs.erase(r);
      return true;
    }
    std::set<std::string> read, written;
    for (size_t k = 0; k < st.args.size(); ++k)
      for (const auto& r : regsOf(st.args[k])) (k == 0 && !startsWith(st.opcode, "v_writelane") ? written : read).insert(r);
    if (wholeWaveOpen(st)) {
      for (const auto& r : regsOf(st.args[0])) p.phantom ? (void)p.regs.insert(r) : (void)p.regs.erase(r);
      p.phantom = false;
      return true;
    }
    const bool restore = maskOp(st.opcode) == "s_mov" && st.args.size() == 2 && st.args[0] == execName();
    if (restore) {
      const auto d = regsOf(st.args[1]);
      const bool saved = std::any_of(d.begin(), d.end(), [&](const std::string& r) { return p.regs.count(r) > 0; });
      if (saved && !inK(maskOf(s, st.args[1]))) return false;
      if (!saved && p.phantom) return false;
      p.phantom = saved;
      return true;
    }
    for (const auto& r : read)
      if (p.regs.count(r)) return false;  // a saved phantom mask read as something else
    for (const auto& r : written) p.regs.erase(r);
    if (p.phantom && readsExec(st)) return false;
    return true;
  }
};

}  // namespace knownexec

bool foldKnownExecIfs(AsmKernel& kernel) { return knownexec::Folder(kernel).run(); }

}  // namespace clmm::lifting::amdasm

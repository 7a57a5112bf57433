// The AMDGPU machine-code lifter (see AmdgpuAsm.h): one pass per kernel over the statements of
// AmdgpuAsmReader.h that tracks what each register holds (a half of a location's address, an LDS
// address, a number, data, a comparison's outcome, a saved exec mask) and writes the AMDGPU
// litmus test's column for the kernel's work-item. A register that holds an address or a number
// used as an offset must hold that one value wherever the text sets it (a loop's later turn reads
// the register too); data is copied into the lifted code's registers (tvN, tsN) as the code
// copies it, so that every path of the lifted code computes what the machine code computes.
#include "lifting/AmdgpuAsm.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "events/AmdgpuBits.h"
#include "litmus/AmdgpuCode.h"
#include "lifting/AmdgpuAsmCall.h"
#include "lifting/AmdgpuAsmLayout.h"
#include "lifting/AmdgpuAsmReader.h"
#include "lifting/AmdgpuAsmO0Loop.h"
#include "lifting/AmdgpuAsmUniform.h"
#include "lifting/AmdgpuCounters.h"

namespace clmm::lifting {
namespace asmlift {

using amdasm::AsmKernel;
using amdasm::AsmStmt;

bool startsWith(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }
bool endsWith(const std::string& s, const std::string& p) {
  return s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
}

// What a 32-bit register holds.
struct Value {
  enum class Kind { Data, Const, AddrLo, AddrHi, Lds, Kernarg, Rsrc, Exec, Aperture, Unknown } kind = Kind::Unknown;
  int arg = -1;        // the kernel argument whose address it is (AddrLo, AddrHi, Lds); Exec: the half (0 lo)
  int64_t number = 0;  // Const; Rsrc: 1 once the wavefront's scratch offset is added to its base
  std::string name;    // Data: the lifted register holding it
  std::string signature() const {
    switch (kind) {
      case Kind::Data: return "data";
      case Kind::Const: return "const " + std::to_string(number);
      case Kind::AddrLo: return "lo " + std::to_string(arg);
      case Kind::AddrHi: return "hi " + std::to_string(arg);
      case Kind::Lds: return "lds " + std::to_string(arg);
      case Kind::Kernarg: return "kernarg";
      case Kind::Rsrc: return number ? "private segment buffer, offset" : "private segment buffer";
      case Kind::Exec: return "exec " + std::to_string(arg);
      case Kind::Aperture: return "private aperture";
      case Kind::Unknown: return "unknown";
    }
    return "";
  }
};

// A comparison's outcome (vcc, scc, an SGPR mask): `a OP b`, as the dialect's branch compares.
struct Cond {
  std::string op, a, b;  // op: eq ne lt le gt ge
};

std::string negate(const std::string& op) {
  static const std::map<std::string, std::string> n = {{"eq", "ne"}, {"ne", "eq"}, {"lt", "ge"},
                                                       {"le", "gt"}, {"gt", "le"}, {"ge", "lt"}};
  return n.at(op);
}

class AsmLifter {
 public:
  AsmLifter(std::shared_ptr<const SourceFile> s, const targets::EmittedSource& emitted, const ast::Test& test,
            std::string processor)
      : s_(std::move(s)), emitted_(emitted), test_(test), processor_(std::move(processor)),
        family_(amdgpu::familyOf(processor_)) {}

  LiftedTest run() {
    if (family_.empty()) fail(1, "'" + processor_ + "' is not a processor clmm models (" + amdgpu::processorList() + ")");
    auto kernels = amdasm::readAsm(s_);
    std::ostringstream head;
    head << "AMDGPU " << processor_ << " " << test_.name << "\n";
    head << "\"lifted by clmm compile-check from " << s_->path() << "\"\n{";
    for (const auto& l : test_.locations)
      head << " " << amdgpu::memoryKindWord(test_, l.name) << l.name << "=" << (l.values.empty() ? 0 : l.values.front()) << ";";
    head << " }\n";
    out_.code = "AMDGPU";
    out_.head = head.str();
    for (const auto& k : emitted_.kernels) {
      auto it = kernels.find(k.name);
      if (it == kernels.end())
        fail(1, "the file has no kernel '" + k.name + "' (work-item P" + std::to_string(k.thread) +
                    "): is it the assembly compiled from this test's emitted source?");
      // Twice: the first pass learns every value each register is given anywhere (definitions_),
      // the second lifts, using a register as an address only where it has one value everywhere.
      size_t mark = out_.instructions.size();
      amdasm::inlineCalls(it->second, kernels, s_);  // a direct call of a function of the file (AmdgpuAsmCall.h)
      amdasm::foldKnownExecIfs(it->second);  // if-else chains on known numbers (AmdgpuAsmUniform.h)
      amdasm::rewriteO0Loops(it->second);    // -O0's divergent loops (AmdgpuAsmO0Loop.h)
      amdasm::placeJoinBlocks(it->second);  // an if's join block placed before it (AmdgpuAsmLayout.h)
      dataReads_.clear();
      priorDefinitions_.clear();
      liftKernel(it->second, k);
      // A slot the second pass reads as data (a number on one path, data on another) is read as
      // data by the first too, or what the first learns from the number (a register's or another
      // slot's definitions) is wrong: again until no new such read is found. The reads only grow
      // (dataReads_), so this ends.
      for (size_t known = 0;;) {
        priorDefinitions_ = definitions_;
        liftKernel(it->second, k);
        if (dataReads_.size() == known) break;
        known = dataReads_.size();
      }
      out_.instructions.resize(mark);
      firstPass_ = false;
      liftKernel(it->second, k);
      firstPass_ = true;
      out_.headers.push_back("P" + std::to_string(k.thread) + "@wg " + std::to_string(k.workGroup) + ",agent " +
                             std::to_string(k.device));
    }
    out_.tail = "exists (" + (test_.condition && test_.condition->prop ? prop(*test_.condition->prop) : "true") + ")\n";
    out_.text = layout(out_, {}, "");
    return std::move(out_);
  }

 private:
  // ---------------------------------------------------------------- the test's text
  static std::string prop(const ast::Prop& p) {
    using K = ast::Prop::Kind;
    switch (p.kind) {
      case K::True: return "true";
      case K::False: return "false";
      case K::Atom: return ast::stateRefToString(p.ref) + "=" + std::to_string(p.value);
      case K::Not: return "~(" + prop(*p.operands[0]) + ")";
      case K::And: return "(" + prop(*p.operands[0]) + " /\\ " + prop(*p.operands[1]) + ")";
      case K::Or: return "(" + prop(*p.operands[0]) + " \\/ " + prop(*p.operands[1]) + ")";
      case K::Implies: return "(~(" + prop(*p.operands[0]) + ") \\/ " + prop(*p.operands[1]) + ")";
    }
    return "true";
  }

 public:
  static std::string layout(const LiftedTest& l, const std::vector<std::pair<int, std::string>>& ops,
                            const std::string& family);

 private:
  [[noreturn]] void fail(int line, const std::string& message) {
    throw BadInput(s_->path(), SourceRange::point(line, 1), "cannot lift: " + message, s_);
  }
  [[noreturn]] void fail(const AsmStmt& st, const std::string& message) {
    fail(st.line, "'" + st.raw + "': " + message);
  }
  // Located at the operand or modifier `what` of the instruction (its first occurrence after the
  // opcode; the instruction's start when it is not written there).
  [[noreturn]] void fail(const AsmStmt& st, const std::string& what, const std::string& message) {
    const int col = column(st, what);
    const bool found = col != st.column || st.raw.compare(0, what.size(), what) == 0;
    throw BadInput(s_->path(), {st.line, col, st.line, col + (found ? static_cast<int>(what.size()) - 1 : 0)},
                   "cannot lift: '" + st.raw + "': " + message, s_);
  }
  static int column(const AsmStmt& st, const std::string& what) {
    size_t at = what.empty() ? std::string::npos : st.raw.find(what, st.opcode.size());
    return st.column + (at == std::string::npos ? 0 : static_cast<int>(at));
  }

  // ---------------------------------------------------------------- registers
  // "v1" -> {"v1"}; "s[2:3]" -> {"s2", "s3"}; "vcc" -> {"vcc_lo", "vcc_hi"}.
  std::vector<std::string> regs(const std::string& r, const AsmStmt& st) {
    if (r == "vcc") return {"vcc_lo", "vcc_hi"};
    if (r == "exec") return {"exec_lo", "exec_hi"};
    size_t open = r.find('[');
    if (open != std::string::npos && r.back() == ']' && open == 1 && (r[0] == 's' || r[0] == 'v')) {
      size_t colon = r.find(':');
      if (colon == std::string::npos) fail(st, "malformed register range '" + r + "'");
      int lo = std::atoi(r.c_str() + 2), hi = std::atoi(r.c_str() + colon + 1);
      if (hi < lo || hi - lo > 15) fail(st, "malformed register range '" + r + "'");
      std::vector<std::string> out;
      for (int i = lo; i <= hi; ++i) out.push_back(std::string(1, r[0]) + std::to_string(i));
      return out;
    }
    if (isRegister(r)) return {r};
    fail(st, r, "expected a register, found '" + r + "'");
  }

  static bool isRegister(const std::string& r) {
    if (r == "vcc_lo" || r == "vcc_hi" || r == "exec_lo" || r == "exec_hi" || r == "m0" || r == "scc") return true;
    if (r.size() < 2 || (r[0] != 's' && r[0] != 'v' && r[0] != 'a')) return false;  // a: an AGPR
    return std::all_of(r.begin() + 1, r.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
  }

  static std::optional<int64_t> number(const std::string& a) {
    if (a.empty()) return std::nullopt;
    try {
      size_t used = 0;
      long long v = std::stoll(a, &used, 0);
      if (used != a.size()) return std::nullopt;
      return v;
    } catch (...) {
      return std::nullopt;
    }
  }

  // Every read of a register goes through here: a register an outstanding load still writes holds
  // its old value until the load completes (the hardware does not interlock it). The lifter lifts
  // the read as if the load had completed (a wait for its counter inserted before it: a timing the
  // hardware allows) and records the assumption: an unsound result stands, a sound one does not
  // (the hardware may also read the old value), so compile-check calls that test unknown.
  Value get(const std::string& r) {
    if (auto p = counters_.pending(r); p && cur_) {
      const std::string why = "register " + r + " is read before " + waitsFor(p->counter) +
                              " for the load that writes it (line " + std::to_string(p->line) + ")";
      if (!firstPass_) {
        out_.assumed.push_back(s_->path() + ":" + std::to_string(cur_->line) + ":" +
                               std::to_string(column(*cur_, r)) + ": '" + cur_->raw + "': " + why);
        if (p->counter != "km") emit(*cur_, amdcnt::Counters::zeroWait(p->counter), false);
      }
      counters_.complete(p->counter);
    }
    auto it = values_.find(r);
    return it == values_.end() ? Value{} : it->second;
  }

  void set(const std::string& r, Value v) {
    // The saved exec mask is what restoring exec reads, and the comparison that narrowed exec is
    // what the lifted s_cbranch_execz branches on: writing either before it is read would make
    // the lifted code follow a mask the hardware does not have.
    if (savedRegs_.count(r) && cur_)
      fail(*cur_, r, "register " + r + " holds the exec mask saved at line " + std::to_string(savedLine_) +
                         ", which restoring exec reads: the lifter follows a saved mask that is not written again");
    if (execMask_ && cur_ && (execMask_->a == lifted(r) || execMask_->b == lifted(r)))
      fail(*cur_, r, "register " + r + " is read by the comparison that narrowed exec at line " +
                         std::to_string(execLine_) + " and written before the s_cbranch_execz that the lifter "
                         "lifts as a branch on that comparison");
    if (auto p = counters_.pending(r); p && cur_)
      fail(*cur_, r, "register " + r + " is written before " + waitsFor(p->counter) +
                         " for the load that writes it (line " + std::to_string(p->line) +
                         "): which write lands last is not followed");
    if (!keepLanes_ && (r[0] == 'v' || r[0] == 'a')) dropLanes(r);  // the modelled lane may be any lane
    // A comparison that read it compared its old value: a number stays in it as the number (-O0
    // reuses a constant's SGPR before the branch); data is stale now, and so is the comparison.
    const auto old = values_.find(r);
    // (Its number only where it was set since the last label: the same on every path to here.)
    const bool number = old != values_.end() && old->second.kind == Value::Kind::Const && local_.count(r);
    const std::string was = number ? std::to_string(static_cast<int32_t>(static_cast<uint32_t>(old->second.number))) : "";
    for (auto it = conds_.begin(); it != conds_.end();) {
      Cond& c = it->second;
      if ((c.a == lifted(r) || c.b == lifted(r)) && !number) {
        it = conds_.erase(it);
        continue;
      }
      if (c.a == lifted(r)) c.a = was;
      if (c.b == lifted(r)) c.b = was;
      ++it;
    }
    values_[r] = v;
    written_[r] = index_;
    defined_.insert(r);
    local_.insert(r);
    const std::string key = r == "vcc_lo" || r == "vcc_hi" ? std::string("vcc") : r;
    conds_.erase(key);  // a comparison kept in it is gone
    decided_.erase(key);
    // In the straight-line code before the first label or branch a definition replaces the ones
    // before it (that code runs once, in order); after it, every definition counts.
    define(r, v);
  }

  static std::string lifted(const std::string& r) { return "t" + r; }

  // ---------------------------------------------------------------- outstanding operations
  // Each counted operation goes to its counter (AmdgpuCounters.h), a load with the registers it
  // writes. A flat access is lifted only to a global location (place()), where it completes as a
  // global one does: it is followed by its vector counter only.
  static std::string waitsFor(const std::string& counter) {
    return "the wait (" + amdcnt::Counters::zeroWait(counter) + ")";
  }
  void issue(const AsmStmt& st, const std::string& counter, std::vector<std::string> rs = {}, bool dropped = false,
             bool lds = true) {
    amdcnt::Op o;
    o.line = st.line;
    o.dropped = dropped;
    o.lds = lds;
    o.regs = std::move(rs);
    if (dropped && firstPass_) counters_.droppedCounters.insert(counter);
    counters_.issue(counter, o);
  }
  // A branch: what is outstanding flows to its label; a loop's back edge carries no outstanding
  // load (the lifter does not follow one around a loop).
  void branchCounters(const AsmStmt& st, const std::string& target) {
    if (st.opcode == "s_cbranch_execz" && execzNeverTaken()) return;  // AmdgpuAsmWave.inc
    if (labelsSeen_.count(target)) {
      if (auto p = counters_.anyPending())
        fail(st, "register " + p->reg + " is still written by an outstanding load (line " + std::to_string(p->line) +
                     ") at this loop's back edge (no " + amdcnt::Counters::zeroWait(p->counter) + " before it): the lifter "
                     "does not follow an outstanding load into the next turn");
    } else {
      counters_.branchTo(target);
      auto [at, fresh] = definedAt_.emplace(target, defined_);
      if (!fresh) at->second = intersect(at->second, defined_);
    }
    if (st.opcode == "s_branch") counters_.deadEnd();
  }

  static std::set<std::string> intersect(const std::set<std::string>& a, const std::set<std::string>& b) {
    std::set<std::string> out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::inserter(out, out.end()));
    return out;
  }
  // A label joins the paths that fall through to it and the forward branches to it (a backward
  // branch's path started at the label, so it sets at least what the label's paths set): a
  // register or private slot one of them does not set holds whatever it held before the kernel
  // (nothing the lifter may assume: not 0, not the value of another path).
  void joinDefined(const std::string& label) {
    auto it = definedAt_.find(label);
    if (it != definedAt_.end()) defined_ = fallsThrough_ ? intersect(defined_, it->second) : it->second;
    for (auto& [r, v] : values_)
      if (!defined_.count(r)) v = Value{};
    for (auto s = slots_.begin(); s != slots_.end();)
      s = defined_.count(s->first) ? std::next(s) : slots_.erase(s);
  }

  // A register's value where it is used as (part of) an address: one value wherever it is set.
  // A definition since the last label reaches the use on every path (a label is the only place
  // where paths join), so the value is the text's; otherwise every definition from which control
  // may reach the use (reaches(): a later one only through a branch back) must agree, and the
  // value is theirs.
  Value stable(const std::string& r, const AsmStmt& st) {
    Value v = get(r);
    if (local_.count(r) || firstPass_ || v.kind == Value::Kind::Unknown) return v;
    std::map<std::string, Value> reaching;
    for (const auto& [at, d] : definitions_[r])
      if (reachesUnwritten(at, index_, definitions_[r])) reaching[d.kind == Value::Kind::Data ? "data" : d.signature()] = d;
    if (reaching.size() > 1)
      fail(st, "register " + r + " is used in an address here and is set to different values on the paths to it (" +
                   std::to_string(reaching.size()) + "); the lifter follows registers that hold one address");
    return reaching.empty() ? v : reaching.begin()->second;
  }
  // In the first pass: a definition of register or slot `key` at this statement. In the
  // straight-line code before the first label or branch it replaces the ones before it (that code
  // runs once, in order).
  void define(const std::string& key, const Value& v) {
    if (!firstPass_) return;
    if (straight_) definitions_[key].clear();
    definitions_[key][index_] = v;
  }
  // Whether control may go from statement `from` (1-based; 0 is the kernel's entry) to `to`.
  bool reaches(size_t from, size_t to) const { return from < reach_.size() && to < reach_[from].size() && reach_[from][to]; }
  // reach_[j][i]: statement i can run after statement j (labels are statements that run on).
  void computeReach(const AsmKernel& f) {
    const size_t n = f.body.size();
    std::map<std::string, size_t> at;
    for (size_t i = 0; i < n; ++i)
      if (!f.body[i].label.empty()) at[f.body[i].label] = i + 1;
    std::vector<std::vector<size_t>> next(n + 1);
    next[0].push_back(1);
    for (size_t i = 1; i <= n; ++i) {
      const AsmStmt& st = f.body[i - 1];
      const bool jump = st.opcode == "s_branch" || startsWith(st.opcode, "s_cbranch_");
      if (st.label.empty() && jump && st.args.size() == 1 && at.count(st.args[0])) next[i].push_back(at[st.args[0]]);
      if (!st.label.empty() || (st.opcode != "s_endpgm" && st.opcode != "s_branch")) next[i].push_back(i + 1);
    }
    next_ = next;
    reach_.assign(n + 1, std::vector<bool>(n + 2, false));
    for (size_t j = 0; j <= n; ++j) {
      std::vector<size_t> work = next[j];
      while (!work.empty()) {
        size_t i = work.back();
        work.pop_back();
        if (i > n || reach_[j][i]) continue;
        reach_[j][i] = true;
        work.insert(work.end(), next[i].begin(), next[i].end());
      }
    }
  }

  // A data operand for the lifted code: a number, or the lifted register holding the value.
  std::string data(const std::string& a, const AsmStmt& st) {
    if (auto n = number(a)) return std::to_string(static_cast<int32_t>(static_cast<uint32_t>(*n)));
    if (!isRegister(a)) fail(st, a, "operand '" + a + "' is not a register or a number this lifter reads");
    Value v = get(a);
    if (v.kind == Value::Kind::Data || v.kind == Value::Kind::Const) return lifted(a);
    if (v.kind == Value::Kind::Unknown)
      fail(st, a, "register " + a + " is read where the kernel has not set it on every path to here (what it held "
                  "before is not known)");
    if (v.kind == Value::Kind::Exec)
      fail(st, a, "register " + a + " holds a copy of exec and is used as a value (the lifter reads it only in v_mbcnt, "
                  "s_bcnt1 and an exec restore)");
    fail(st, "register " + a + " holds an address and is used as a value; compile-check lifts values that are numbers");
  }

  // Sets a data register: the lifted code copies `from` (a lifted operand) into it.
  void setData(const std::string& r, const std::string& from, const AsmStmt& st, std::optional<int64_t> constant = {}) {
    emit(st, "v_mov_b32 " + lifted(r) + ", " + from, false);
    Value v;
    v.kind = constant ? Value::Kind::Const : Value::Kind::Data;
    if (constant) v.number = *constant;
    set(r, v);
  }

  // ---------------------------------------------------------------- emission
  void emit(const AsmStmt& st, const std::string& text, bool memory, const std::string& loc = "", char kind = 'F') {
    if (firstPass_) return;
    LiftedInstruction li;
    li.thread = thread_;
    li.text = text;
    li.ptx = st.raw;
    li.ptxLine = st.line;
    li.memory = memory;
    if (memory) li.sourceOp = sourceOp(st, loc, kind);
    out_.instructions.push_back(li);
  }

  // The source operation of a memory instruction: the one on the emitted line its .loc names, of
  // its location and kind where there are several; else the first one of its location and kind.
  std::string sourceOp(const AsmStmt& st, const std::string& loc, char kind) {
    const targets::SourceOp* best = nullptr;
    int bestScore = -1;
    for (int byLine = 1; byLine >= 0 && !best; --byLine)
      for (const auto& op : emitted_.ops) {
        if (op.thread != thread_ || (byLine && op.emittedLine != st.locLine)) continue;
        if (!byLine && (op.location != loc || op.kind != kind)) continue;
        int score = (op.location == loc ? 2 : 0) + (op.kind == kind ? 1 : 0);
        if (score > bestScore) bestScore = score, best = &op;
      }
    return best ? "line " + std::to_string(best->litmusLine) + ": " + best->text : "";
  }

  static std::string label(const std::string& l) {
    std::string n = "L";
    for (char c : l) n += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return n;
  }

  // ---------------------------------------------------------------- one kernel
  void liftKernel(const AsmKernel& f, const targets::EmittedKernel& k) {
    values_.clear();
    conds_.clear();
    decided_.clear();
    slots_.clear();
    defined_.clear();
    definedAt_.clear();
    fallsThrough_ = true;
    thread_ = k.thread;
    kernel_ = &k;
    wave32_ = f.wave32;
    stored_.clear();
    execMask_.reset();
    savedRegs_.clear();
    joinPending_.clear();
    joined_ = false;
    straight_ = true;
    local_.clear();
    counters_ = amdcnt::Counters(family_);
    if (!firstPass_) counters_.droppedCounters = dropped_;
    counters_.start();
    labelsSeen_.clear();
    backTargets_ = backTargets(f);
    loopNarrowed_.reset();
    loopExited_.reset();
    wholeWave_.reset();
    otherLanes_.reset();
    rsrcAddc_ = 0;
    body_ = &f.body;
    waveOffsetSgpr_ = f.waveOffsetSgpr;
    flatScratch_ = f.flatScratch;
    privateSize_ = f.privateSize;
    privateVia_ = 0;
    exitOr_.clear();
    written_.clear();
    headers_.clear();
    lastLabel_.clear();
    backBranches_ = backBranchCounts(f);
    index_ = 0;
    computeReach(f);
    cur_ = nullptr;
    if (firstPass_) definitions_.clear();
    if (f.kernargSgpr < 0) fail(f.line, "kernel " + f.name + " has no kernarg segment pointer");
    checkMode(f);
    if (f.preloadedArgs > 0)
      fail(f.line, "kernel " + f.name + " preloads its arguments into SGPRs (kernarg preloading is not lifted)");
    if (f.args.size() != k.locations.size() + 1)
      fail(f.line, "kernel " + f.name + " has " + std::to_string(f.args.size()) + " arguments in its metadata, the "
                       "emitted source " + std::to_string(k.locations.size() + 1));
    checkControl(f);
    args_ = f.args;
    Value kp;
    kp.kind = Value::Kind::Kernarg;
    set("s" + std::to_string(f.kernargSgpr), kp);
    set("s" + std::to_string(f.kernargSgpr + 1), kp);
    if (f.privateSegmentBuffer) {
      Value rsrc;
      rsrc.kind = Value::Kind::Rsrc;
      for (int i = 0; i < 4; ++i) set("s" + std::to_string(i), rsrc);
    }
    for (const AsmStmt& st : f.body) {
      ++index_;
      if (!st.label.empty() || st.opcode == "s_branch" || startsWith(st.opcode, "s_cbranch_")) straight_ = false;
      if (!st.label.empty()) {
        execLoopLabel(st);
        // A label that joins no other path (only the fall-through, and s_cbranch_execz edges never
        // taken for one lane, reach it) keeps what the block knew: its numbers (AmdgpuAsmFold.inc).
        if (!fallsThrough_ || definedAt_.count(st.label) || backTargets_.count(st.label)) local_.clear(), decided_.clear();
        conds_.clear();  // a comparison is followed within its block only
        if (execMask_)  // another path may reach the label with a different mask
          fail(st.line, "label '" + st.label + "' lies between the s_and_saveexec at line " + std::to_string(execLine_) +
                            " and its s_cbranch_execz: the lifter follows an if's mask from the one to the other");
        if (joinPending_.count(st.label)) joined_ = true;
        joinDefined(st.label);
        fallsThrough_ = true;
        labelsSeen_.insert(st.label);
        counters_.label(st.label, backTargets_.count(st.label) > 0);
        if (counters_.tooManyPaths())
          fail(st.line, "the paths to label '" + st.label + "' leave more than 64 different sets of operations "
                        "outstanding; the lifter follows fewer");
        if (wholeWave_)
          fail(st.line, "label '" + st.label + "' lies between the s_or_saveexec at line " + std::to_string(wholeWave_->line) +
                            " and the restore of exec: the lifter follows a whole-wave spill in one block");
        emit(st, label(st.label) + ":", false);
        continue;
      }
      cur_ = &st;
      if ((st.opcode == "s_branch" || startsWith(st.opcode, "s_cbranch_")) && st.args.size() == 1)
        branchCounters(st, st.args[0]);
      statement(st);
      if (st.opcode == "s_endpgm") counters_.deadEnd();
      fallsThrough_ = st.opcode != "s_endpgm" && st.opcode != "s_branch";
    }
    cur_ = nullptr;
    if (firstPass_) dropped_ = counters_.droppedCounters;
    for (size_t i = 0; i < k.outputs.size(); ++i)
      if (!stored_.count(static_cast<int64_t>(i)))
        fail(f.line, "kernel " + f.name + " never stores register " + k.outputs[i] + " to clmm_out[" +
                         std::to_string(i) + "]");
  }

  // Control the lifted test could not follow (located in the .s file, not in the lifted text): a
  // branch to a label the kernel lacks, a label defined twice, code that runs past the kernel's
  // last instruction (into whatever the file holds after it) with no s_endpgm or s_branch.
  void checkControl(const AsmKernel& f) {
    for (const AsmStmt& st : f.body) {
      if (st.opcode == "s_swappc_b64" || st.opcode == "s_call_b64" || st.opcode == "s_setpc_b64")
        fail(st, "a call or jump through a register is not lifted: the lifter inlines only a direct call of a function "
                 "of this file (AmdgpuAsmCall.h), and a kernel returns by s_endpgm");
      if (st.label.empty()) waveLevel(st);
    }
    std::set<std::string> labels;
    for (const AsmStmt& st : f.body)
      if (!st.label.empty() && !labels.insert(st.label).second)
        fail(st.line, "label '" + st.label + "' is defined twice in kernel " + f.name);
    std::set<std::string> targets;
    for (const AsmStmt& st : f.body)
      if ((st.opcode == "s_branch" || startsWith(st.opcode, "s_cbranch_")) && st.args.size() == 1) {
        if (!labels.count(st.args[0]))
          fail(st, st.args[0], "a branch to '" + st.args[0] + "', which is not a label of kernel " + f.name);
        targets.insert(st.args[0]);
      }
    size_t end = f.body.size();  // a trailing label no branch reaches is not code
    while (end > 0 && !f.body[end - 1].label.empty() && !targets.count(f.body[end - 1].label)) --end;
    const AsmStmt* last = end == 0 ? nullptr : &f.body[end - 1];
    if (!last || !last->label.empty() || (last->opcode != "s_endpgm" && last->opcode != "s_branch"))
      fail(last ? last->line : f.line, "kernel " + f.name + " does not end with s_endpgm (or s_branch): its last "
                                       "instruction would run on into what follows it");
  }

  // The kernel's mode (.amdhsa_tg_split, .amdhsa_workgroup_processor_mode) must be the one the
  // lifted test's header states (processor_'s, from compile-check's --mattr): the header picks the
  // model (docs/amdgpu.md, "Modes"), so a kernel of another mode is refused, never checked against
  // the wrong model.
  void checkMode(const AsmKernel& f) {
    const std::string mode = amdgpu::modeOf(processor_);
    const std::string found = f.tgSplit ? "tgsplit" : f.cuMode ? "cumode" : "";
    if (found == mode) return;
    const std::string directive = f.tgSplit || mode == "tgsplit" ? ".amdhsa_tg_split" : ".amdhsa_workgroup_processor_mode";
    if (found.empty())
      fail(f.line, "kernel " + f.name + " was not compiled in " + mode + " mode (" + directive +
                       "), but the test is lifted for " + processor_ + ": give the assembly clang made with -m" +
                       mode + ", or leave --mattr out");
    fail(f.line, "kernel " + f.name + " was compiled in " + found + " mode (" + directive + " " +
                     (found == "tgsplit" ? "1" : "0") + "), which the " + amdgpu::modelOf(processor_) +
                     " model does not describe: give --mattr +" + found + " (model " +
                     amdgpu::modelOf(amdgpu::baseProcessor(processor_) + ":" + found) + ")");
  }

  // A wait for all but n operations of `counter` ("vm", ...; `name` as the .s spells it): the count
  // of the lifted wait (AmdgpuCounters.h). The dialect models counts 0 to 3; a count the paths to
  // the wait do not agree on is refused.
  // `where` locates a refusal (an immediate packing several counts); else the counter's name.
  int64_t waitCount(const AsmStmt& st, const std::string& name, const std::string& counter, int64_t n,
                    const std::string& where = "") {
    const std::string& at = where.empty() ? name : where;
    if (n < 0 || n > 3)
      fail(st, at, name + "(" + std::to_string(n) + "): a wait for all but " + std::to_string(n) +
                       " operations is not modelled by the AMDGPU dialect (counts 0 to 3)");
    std::string why;
    int64_t lifted = counters_.wait(counter, n, why);
    if (!why.empty() && !firstPass_) fail(st, at, name + "(" + std::to_string(n) + "): " + why);
    return lifted;
  }
  // How many backward branches reach each label.
  static std::map<std::string, int> backBranchCounts(const AsmKernel& f) {
    std::set<std::string> seen;
    std::map<std::string, int> back;
    for (const AsmStmt& st : f.body) {
      if (!st.label.empty()) seen.insert(st.label);
      if ((st.opcode == "s_branch" || startsWith(st.opcode, "s_cbranch_")) && st.args.size() == 1 &&
          seen.count(st.args[0]))
        ++back[st.args[0]];
    }
    return back;
  }
  // The backward branches' labels.
  static std::set<std::string> backTargets(const AsmKernel& f) {
    std::set<std::string> seen, back;
    for (const AsmStmt& st : f.body) {
      if (!st.label.empty()) seen.insert(st.label);
      if ((st.opcode == "s_branch" || startsWith(st.opcode, "s_cbranch_")) && st.args.size() == 1 &&
          seen.count(st.args[0]))
        back.insert(st.args[0]);
    }
    return back;
  }

  void statement(const AsmStmt& st);
  void scalarLoad(const AsmStmt& st);
  void move(const AsmStmt& st);
  void compare(const AsmStmt& st);
  void scalarLogic(const AsmStmt& st);
  // Exec-mask loops (AmdgpuAsmExecLoops.inc): the exit mask accumulated, exec narrowed by it, the
  // branch back while exec is not empty, exec restored after the loop.
  bool exitMaskOr(const AsmStmt& st);
  bool execLoopNarrow(const AsmStmt& st);
  void execLoopBranch(const AsmStmt& st);
  void execLoopLabel(const AsmStmt& st);
  void execLoopPending(const AsmStmt& st);
  std::vector<std::string> exitMask(const std::string& r, const AsmStmt& st);
  void branch(const AsmStmt& st);
  bool arithmetic(const AsmStmt& st);
  void waveLevel(const AsmStmt& st);
  // The one-atomic-per-wave rewrite (AmdgpuAsmWave.inc).
  bool waveValue(const AsmStmt& st);
  bool execHalf(const std::string& operand, int half, const AsmStmt& st);
  bool wholeExec(const std::string& operand, const AsmStmt& st);
  bool execzNeverTaken();
  bool reachesUnwritten(size_t from, size_t to, const std::map<size_t, Value>& defs) const;
  bool zeroOnEntry(const std::string& r);
  // Arithmetic on numbers the lifter knows (AmdgpuAsmFold.inc).
  struct FoldTerm {
    std::optional<uint32_t> known;  // the number, where the lifter knows it
    std::string from;               // the lifted operand
  };
  bool fold(const AsmStmt& st);
  void select(const AsmStmt& st);
  void decide(const std::string& dst, const AsmStmt& st, size_t first);
  bool maskOperand(const std::string& a) const;
  std::optional<FoldTerm> foldTerm(const std::string& a, const AsmStmt& st);
  void wait(const AsmStmt& st);
  std::vector<std::pair<std::string, int64_t>> waitFields(const AsmStmt& st, const std::string& w, int64_t imm);
  void cacheOperation(const AsmStmt& st);
  void memory(const AsmStmt& st);
  void checkAtomic(const AsmStmt& st, const std::string& rest, bool lds);
  // Private memory and lane spills (AmdgpuAsmPrivate.inc).
  void scratch(const AsmStmt& st, bool store);
  void checkPrivate(const AsmStmt& st, bool flat, int64_t offset, int64_t bytes);
  bool privateSetup(const AsmStmt& st);
  bool laneSpill(const AsmStmt& st);
  static std::string slotName(const std::string& key);
  void writeSlot(const std::string& key, Value v, const std::string& from, const AsmStmt& st);
  Value readSlot(const std::string& key, const AsmStmt& st, const std::string& missing, const std::string& differs);
  void fromSlot(const std::string& r, const Value& v, const std::string& key, const AsmStmt& st);
  Value spilled(const std::string& r, const AsmStmt& st);
  std::vector<std::string> lanesOf(const std::string& holder) const;
  void dropLanes(const std::string& holder);
  void copyLanes(const std::string& from, const std::string& to, const AsmStmt& st);
  std::string modifiers(const AsmStmt& st, bool atomic, int64_t& offset, bool& returns);
  // clang-22's -O0 code around an inlined call (AmdgpuAsmGeneric.inc).
  bool clang22O0(const AsmStmt& st);
  void sccSelect(const AsmStmt& st);
  bool scalarSum(const AsmStmt& st);
  void shiftPair(const AsmStmt& st);
  bool flatPrivate(const AsmStmt& st);
  void otherLanesBegin(const AsmStmt& st);
  bool otherLanesStatement(const AsmStmt& st);
  static std::string offsetModifier(const AsmStmt& st);
  // The location (or output slot: `output` >= 0) a vector memory instruction's address operands name.
  std::string place(const AsmStmt& st, const std::vector<std::string>& addr, bool lds, int64_t offset, int& output);

  std::shared_ptr<const SourceFile> s_;
  const targets::EmittedSource& emitted_;
  const ast::Test& test_;
  std::string processor_, family_;
  LiftedTest out_;
  bool firstPass_ = true;
  bool straight_ = true;  // before the kernel's first label or branch
  std::set<std::string> local_;  // registers (and "@N" private slots) set since the last label
  int thread_ = 0;
  std::set<std::string> dropped_;  // the counters with a vector memory access lifted as a register move
  std::set<std::string> backTargets_;
  std::set<std::string> labelsSeen_;
  amdcnt::Counters counters_{""};
  const targets::EmittedKernel* kernel_ = nullptr;
  std::vector<amdasm::AsmArg> args_;
  std::map<std::string, Value> values_;
  std::map<std::string, std::map<size_t, Value>> definitions_;  // register -> statement index -> value
  std::map<std::string, std::map<size_t, Value>> priorDefinitions_;  // the first pass's last run's
  std::set<std::pair<size_t, std::string>> dataReads_;  // (statement, slot): a number read as data
  std::vector<std::vector<bool>> reach_;
  std::vector<std::vector<size_t>> next_;  // statement -> the statements control goes to next
  std::map<std::string, Cond> conds_;     // "vcc", "scc", "s4" (an SGPR mask's low half)
  std::map<std::string, bool> decided_;   // such a mask whose bit for this lane is known (AmdgpuAsmFold.inc)
  // Private memory: "@N" (buffer_, by byte offset), "scratch@N" (scratch_); lanes written by
  // v_writelane or copied whole: "lane:HOLDER:L" (HOLDER a VGPR, an AGPR or a slot).
  std::map<std::string, Value> slots_;
  struct WholeWave {
    std::vector<std::string> saved;  // the SGPRs s_or_saveexec saved exec in
    size_t index = 0;
    int line = 0;
  };
  std::optional<WholeWave> wholeWave_;  // every lane on, after s_or_saveexec -1, before exec is restored
  std::optional<WholeWave> otherLanes_;  // the lanes that were off, after s_xor_saveexec -1 (AmdgpuAsmGeneric.inc)
  bool keepLanes_ = false;              // set() keeps the register's lanes (v_writelane)
  size_t rsrcAddc_ = 0;                 // the statement that carries the scratch offset's add
  const std::vector<AsmStmt>* body_ = nullptr;
  int waveOffsetSgpr_ = -1;
  bool flatScratch_ = false;  // the kernel descriptor enables architected flat scratch (scratch_)
  int64_t privateSize_ = 0;   // the kernel's private segment bytes per work-item
  int privateVia_ = 0;        // how the kernel reached private memory so far: 1 buffer_, 2 scratch_
  // The registers and slots set on every path to here (the kernel's entry sets the preloaded
  // ones); at a label, what the paths that reach it do not all set holds nothing known.
  std::set<std::string> defined_;
  std::map<std::string, std::set<std::string>> definedAt_;  // label -> what every forward branch to it had set
  bool fallsThrough_ = true;  // the previous statement may run on into the next
  std::set<int64_t> stored_;               // clmm_out slots written
  std::optional<Cond> execMask_;           // exec narrowed to one condition (after s_and_saveexec)
  std::string savedExec_;                  // the SGPR that saved the full mask
  std::set<std::string> savedRegs_;        // the saved mask's SGPRs, until exec is restored from them
  int savedLine_ = 0, execLine_ = 0;       // the lines that saved the mask and narrowed exec
  std::set<std::string> joinPending_;      // labels an s_cbranch_execz jumps to with exec empty
  bool joined_ = false;                    // after such a label, before exec is restored
  const AsmStmt* cur_ = nullptr;           // the statement being lifted (for errors from get/set)
  // Exec-mask loops (AmdgpuAsmExecLoops.inc).
  struct ExecLoop {
    std::vector<std::string> mask;  // the exit mask's SGPRs
    Cond exit;                      // the lane's exit condition
    int orLine = 0, narrowLine = 0, branchLine = 0;
  };
  std::optional<ExecLoop> loopNarrowed_;  // exec narrowed by an exit mask, before its s_cbranch_execnz
  std::optional<ExecLoop> loopExited_;    // after the s_cbranch_execnz, before exec is restored
  // An exit mask's first SGPR -> where it was last written before the s_or that accumulated it
  // (a statement index) and that s_or's line.
  std::map<std::string, std::pair<size_t, int>> exitOr_;
  std::map<std::string, size_t> written_;  // register -> the index of the statement that last wrote it
  size_t index_ = 0;                        // the statement's index in the kernel
  struct Header {
    size_t index = 0;
    std::set<std::string> empty;  // registers holding 0 on every path into the label
  };
  std::map<std::string, Header> headers_;  // label -> where it is and what is empty there
  std::string lastLabel_;                  // the last label passed
  bool wave32_ = false;                    // the kernel's wave is 32 lanes (exec is exec_lo)
  std::map<std::string, int> backBranches_;  // label -> how many backward branches reach it
};

}  // namespace asmlift
}  // namespace clmm::lifting

#include "lifting/AmdgpuAsmInstructions.inc"
#include "lifting/AmdgpuAsmExecLoops.inc"
#include "lifting/AmdgpuAsmWave.inc"
#include "lifting/AmdgpuAsmFold.inc"
#include "lifting/AmdgpuAsmPrivate.inc"
#include "lifting/AmdgpuAsmStrengthen.inc"
#include "lifting/AmdgpuAsmGeneric.inc"

namespace clmm::lifting {

LiftedTest liftAmdgpuAsm(std::shared_ptr<const SourceFile> s, const targets::EmittedSource& emitted,
                         const ast::Test& test, const std::string& processor) {
  return asmlift::AsmLifter(std::move(s), emitted, test, processor).run();
}

std::string strengthenedAmdgpuText(const LiftedTest& lifted, const std::vector<std::pair<int, std::string>>& ops,
                                   const std::string& processor) {
  return asmlift::AsmLifter::layout(lifted, ops, amdgpu::familyOf(processor));
}

const LiftedInstruction* amdgpuOrigin(const LiftedTest& lifted, int line, int column) {
  // layout(): the head, the headers' row, then one row per instruction, one column per work-item.
  const int headerLine = static_cast<int>(std::count(lifted.head.begin(), lifted.head.end(), '\n')) + 1;
  std::istringstream in(lifted.text);
  std::string text;
  for (int i = 0; i < line && std::getline(in, text);) ++i;
  const int row = line - headerLine - 1;
  if (row < 0 || column < 1 || static_cast<size_t>(column) > text.size() + 1) return nullptr;
  const size_t col = static_cast<size_t>(std::count(text.begin(), text.begin() + (column - 1), '|'));
  if (col >= lifted.headers.size()) return nullptr;
  const int thread = std::atoi(lifted.headers[col].c_str() + 1);
  int seen = 0;
  for (const auto& li : lifted.instructions)
    if (li.thread == thread && seen++ == row) return &li;
  return nullptr;
}

}  // namespace clmm::lifting

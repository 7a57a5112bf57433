// The AMDGPU litmus dialect: each instruction of a thread as statements of the typed AST. See
// AmdgpuCode.h and docs/amdgpu.md ("The dialect") for what each instruction means.
#include "litmus/AmdgpuCode.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>

#include "events/AmdgpuBits.h"
#include "litmus/AmdgpuSpin.h"
#include "litmus/PtxLoops.h"

namespace clmm::amdgpu {
namespace {

using ptx::Item;
using ptx::Modifier;
using ptx::Operand;

constexpr size_t kMaxStatements = 20000;
constexpr int kMaxBranchDepth = 200;

bool startsWith(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }
bool endsWith(const std::string& s, const std::string& p) {
  return s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
}

ast::ExprPtr makeExpr(ast::ExprKind kind, SourceRange r) {
  auto e = std::make_unique<ast::Expr>();
  e->kind = kind;
  e->range = r;
  return e;
}

ast::StmtPtr makeStmt(ast::StmtKind kind, SourceRange r) {
  auto s = std::make_unique<ast::Stmt>();
  s->kind = kind;
  s->range = r;
  return s;
}

// What a memory instruction is: its unit (global, flat, buffer: vector memory; ds: LDS), its
// operation, and whether it returns a value.
struct Memory {
  bool lds = false;
  bool flat = false;
  enum class Kind { Load, Store, Rmw } kind = Kind::Load;
  ast::AtomicOp op = ast::AtomicOp::Load;
  bool returns = true;
};

// "global_atomic_add_u32" -> "add"; the 32-bit suffixes of gfx9 and gfx11 spellings.
std::string stripWidth(std::string s) {
  for (const char* suffix : {"_u32", "_b32", "_i32", "_dword"})
    if (endsWith(s, suffix)) return s.substr(0, s.size() - std::string(suffix).size());
  return s;
}

const std::map<std::string, ast::AtomicOp>& rmwOps() {
  static const std::map<std::string, ast::AtomicOp> ops = {
      {"add", ast::AtomicOp::FetchAdd},  {"sub", ast::AtomicOp::FetchSub},   {"and", ast::AtomicOp::FetchAnd},
      {"or", ast::AtomicOp::FetchOr},    {"xor", ast::AtomicOp::FetchXor},   {"smin", ast::AtomicOp::FetchMin},
      {"smax", ast::AtomicOp::FetchMax}, {"min", ast::AtomicOp::FetchMin},   {"max", ast::AtomicOp::FetchMax},
      {"swap", ast::AtomicOp::Exchange}, {"wrxchg", ast::AtomicOp::Exchange}, {"cmpswap", ast::AtomicOp::CasStrong},
      {"cmpst", ast::AtomicOp::CasStrong}, {"cmpstore", ast::AtomicOp::CasStrong}};
  return ops;
}

// A location declared fine_grained (the parser writes OpenCL's type words for it, PtxParser.cpp).
bool isFineGrained(const ast::LocationInit& l) { return l.typeText.rfind("global_fga", 0) == 0; }

class Builder {
 public:
  Builder(ast::Test& test, DiagnosticSink& sink) : test_(test), sink_(sink), family_(familyOf(test.processor)) {
    for (const auto& l : test.locations) locations_.insert(l.name);
  }

  void thread(ast::Thread& th, const ptx::ThreadCode& code) {
    th_ = &th;
    code_ = &code;
    registers_.clear();
    used_.clear();
    labels_.clear();
    barriers_ = 0;
    for (const auto& r : test_.registerInits)
      if (r.thread == th.index) registers_.insert(r.name);
    // Labels, then every instruction checked once (unfolding copies them), then the paths.
    for (size_t i = 0; i < code.items.size(); ++i)
      if (!code.items[i].label.empty() && !labels_.emplace(code.items[i].label, i).second)
        sink_.error(code.items[i].range, "label '" + code.items[i].label + "' is defined twice in " + th.name);
    bases_.assign(code.items.size(), "");
    for (size_t i = 0; i < code.items.size(); ++i) {
      const Item& it = code.items[i];
      if (!it.label.empty()) continue;
      try {
        if (!it.predicate.empty()) fail(it.range, "predicated instructions are PTX syntax, not AMDGPU");
        bases_[i] = base(it);
        if (bases_[i] == "goto") operands(it, 1, "LABEL"), target(it.operands[0], it);
        if (conditional(bases_[i]))
          operands(it, 3, "A, B, LABEL"), value(it.operands[0], it), value(it.operands[1], it), target(it.operands[2], it);
        if (bases_[i] != "goto" && bases_[i] != "exit" && !conditional(bases_[i])) instruction(it);
      } catch (const BadInput&) {
        // reported to the sink; the next instruction is checked too
      }
    }
    std::vector<ast::StmtPtr> body;
    if (sink_.hasErrors()) return;
    casSpins_ = amdgpu::casSpins(code, bases_, locations_, [&](const std::string& r) {
      int64_t v = 0;
      for (const auto& init : test_.registerInits)
        if (init.thread == th.index && init.name == r) v = init.value;
      return v;
    });
    for (const auto& [label, cas] : casSpins_) spinCas_.insert({cas->range.line, cas->range.col});
    used_.clear();
    barriers_ = 0;
    statements_ = 0;
    try {
      unfold(0, body, 0, {}, {});
    } catch (const BadInput&) {
      return;  // reported to the sink
    }
    std::vector<ast::StmtPtr> all;
    std::set<std::string> initialised;
    for (const auto& r : test_.registerInits)
      if (r.thread == th.index) initialised.insert(r.name);
    for (const auto& name : registers_) {
      if (initialised.count(name)) continue;
      auto d = makeStmt(ast::StmtKind::Decl, th.range);
      d->name = name;
      d->value = makeExpr(ast::ExprKind::Int, th.range);
      all.push_back(std::move(d));
    }
    for (auto& s : body) all.push_back(std::move(s));
    th.body = std::move(all);
    for (const auto& [name, lds] : used_) {
      ast::Param p;
      p.name = name;
      p.range = th.range;
      p.region = lds ? Region::Local : Region::Global;
      p.regionGiven = true;
      p.atomicType = true;
      p.typeText = lds ? "local atomic_int*" : "global atomic_int*";
      for (const auto& l : test_.locations)
        if (l.name == name && isFineGrained(l)) p.fineGrained = true, p.typeText = "global_fga atomic_int*";
      th.params.push_back(p);
    }
  }

  void setUnroll(int unroll) { unroll_ = std::max(unroll, 0); }

  // An await candidate is exact when the writes other threads make to its loads' locations are
  // few: AMDGPU accesses are single-copy atomic and a wavefront's reads of one address keep their
  // order (the models' own_reads), so each turn reads forward in coherence order, and among more
  // than W + 1 turns two consecutive ones read the same writes (docs/amdgpu.md, "Branches and loops").
  void finishCuts() {
    std::vector<std::map<std::string, int>> writes;
    for (const auto& th : test_.threads) writes.push_back(amdgpu::maxPathWritesOnce(th.body, spinCas_));
    for (const AwaitCandidate& c : candidates_) {
      size_t total = 0;
      for (const std::string& loc : c.loads)
        for (size_t t = 0; t < writes.size(); ++t)
          if (static_cast<int>(t) != c.thread && writes[t].count(loc)) total += static_cast<size_t>(writes[t].at(loc));
      if (total + 1 <= static_cast<size_t>(unroll_)) c.cut->cut = ast::Stmt::Cut::Await;
    }
  }

  // An LDS location is one work-group's memory: every thread that reaches it is in one work-group.
  void checkLdsPlacement() {
    std::map<std::string, std::pair<const ast::Thread*, int>> first;
    for (const auto& th : test_.threads)
      for (const auto& p : th.params) {
        if (p.region != Region::Local) continue;
        int wg = th.placement && th.placement->workGroup ? *th.placement->workGroup : -1;
        auto [at, fresh] = first.emplace(p.name, std::make_pair(&th, wg));
        if (!fresh && at->second.second != wg)
          sink_.error(th.range, "'" + p.name + "' is LDS (ds_ instructions reach it) and " + at->second.first->name +
                                    " and " + th.name +
                                    " are in different work-groups: LDS is one work-group's memory; place them "
                                    "in one work-group (@wg N)");
      }
  }

 private:
  ast::Test& test_;
  DiagnosticSink& sink_;
  std::string family_;
  std::set<std::string> locations_;
  ast::Thread* th_ = nullptr;
  std::set<std::string> registers_;
  std::map<std::string, bool> used_;           // locations of this thread: LDS?
  std::map<std::string, std::pair<bool, SourceRange>> kind_;  // every location: LDS?, first use
  int barriers_ = 0;
  const ptx::ThreadCode* code_ = nullptr;
  std::map<std::string, size_t> labels_;
  std::vector<std::string> bases_;  // per item: ld, fence, mov, st, rmw, bar, beq..., goto, exit
  size_t statements_ = 0;
  int unroll_ = 2;
  // The cuts whose turns only load, wait, move and branch, with the locations their loads read
  // (exact or a bound once every thread is unfolded: finishCuts).
  struct AwaitCandidate {
    ast::Stmt* cut;
    int thread;
    std::vector<std::string> loads;
  };
  std::vector<AwaitCandidate> candidates_;
  std::map<std::string, const Item*> casSpins_;  // this thread's compare-exchange spins (AmdgpuSpin.h)
  std::set<std::pair<int, int>> spinCas_;        // every thread's spins' compare-exchanges, counted once a path

  [[noreturn]] void fail(SourceRange r, const std::string& message) { sink_.fail(r, message); }

  // ------------------------------------------------------------------ branches and loops
  static bool conditional(const std::string& b) { return b.size() == 3 && b[0] == 'b' && b != "bar"; }

  // What an item is for unfolding and for the loop rules of litmus/PtxLoops.h.
  std::string base(const Item& it) {
    const std::string& op = it.opcode;
    static const std::set<std::string> branches = {"beq", "bne", "blt", "ble", "bgt", "bge"};
    if (branches.count(op)) return op;
    if (op == "goto" || op == "s_branch") return "goto";
    if (op == "s_endpgm" || op == "exit") return "exit";
    if (op == "v_mov_b32" || op == "s_mov_b32" || op == "mov") return "mov";
    if (!arithmetic(op).empty()) return "add";  // register arithmetic (PtxLoops.h reads it as such)
    if (op == "s_barrier") return "bar";
    if (startsWith(op, "s_wait") || op == "global_inv" || op == "global_wb") return "fence";
    if (startsWith(op, "buffer_") && op.find("_load_") == std::string::npos && op.find("_store_") == std::string::npos &&
        op.find("_atomic_") == std::string::npos)
      return "fence";
    if (op.find("_load_") != std::string::npos || startsWith(op, "ds_read_")) return "ld";
    return "st";
  }

  size_t target(const Operand& o, const Item& it) {
    if (o.kind != Operand::Kind::Name) fail(o.range, "'" + it.opcode + "' needs a label here");
    auto found = labels_.find(o.name);
    if (found == labels_.end()) fail(o.range, "unknown label '" + o.name + "' in " + th_->name);
    return found->second;
  }

  // Appends the statements of the path from item `pc` to the thread's end; a path that would visit
  // a label an (unroll + 2)-th time is cut (cutAt), as PTX's (docs/ptx.md, "Loops").
  using Visits = std::map<std::string, std::vector<size_t>>;
  void unfold(size_t pc, std::vector<ast::StmtPtr>& out, int depth, std::vector<size_t> trail, Visits visits) {
    const auto& items = code_->items;
    while (pc < items.size()) {
      const Item& it = items[pc];
      if (++statements_ > kMaxStatements)
        fail(it.range, "the branches of " + th_->name + " unfold into more than " + std::to_string(kMaxStatements) +
                           " statements; write fewer branches");
      if (!it.label.empty()) {
        auto& seen = visits[it.label];
        if (seen.size() > static_cast<size_t>(unroll_)) {
          out.push_back(cutAt(it, trail, seen));
          return;
        }
        seen.push_back(trail.size());
        ++pc;
        continue;
      }
      const std::string& b = bases_[pc];
      if (b == "exit") return;
      if (b == "goto") {
        trail.push_back(pc);
        pc = target(it.operands[0], it);
        continue;
      }
      if (conditional(b)) {
        if (depth >= kMaxBranchDepth)
          fail(it.range, "branches nest deeper than " + std::to_string(kMaxBranchDepth) + " levels");
        static const std::map<std::string, std::string> cmp = {{"beq", "=="}, {"bne", "!="}, {"blt", "<"},
                                                               {"ble", "<="}, {"bgt", ">"},  {"bge", ">="}};
        auto s = makeStmt(ast::StmtKind::If, it.range);
        s->value = makeExpr(ast::ExprKind::Binary, it.range);
        s->value->op = cmp.at(b);
        s->value->operands.push_back(value(it.operands[0], it));
        s->value->operands.push_back(value(it.operands[1], it));
        trail.push_back(pc);
        int barriers = barriers_;
        unfold(target(it.operands[2], it), s->body, depth + 1, trail, visits);
        barriers_ = barriers;
        unfold(pc + 1, s->elseBody, depth + 1, trail, visits);
        out.push_back(std::move(s));
        return;
      }
      out.push_back(instruction(it));
      trail.push_back(pc);
      ++pc;
    }
  }

  // The statement that ends a path cut at `label`: an exact await loop, a loop that never ends,
  // or a bound (litmus/PtxLoops.h decides which turns repeat and only read).
  ast::StmtPtr cutAt(const Item& label, const std::vector<size_t>& trail, const std::vector<size_t>& seen) {
    std::vector<const Item*> loads;
    auto cut = ptx::cutAt(label, trail, seen, [&](size_t i) { return ptx::Step{&code_->items[trail[i]], bases_[trail[i]]}; },
                          loads);
    if (loads.empty() && cut->cut == ast::Stmt::Cut::Bound && casSpins_.count(label.label))
      loads = {casSpins_.at(label.label)};  // a compare-exchange spin (AmdgpuSpin.h): its turns only read
    if (loads.empty()) return cut;  // a bound, or a loop that never ends
    AwaitCandidate c{cut.get(), static_cast<int>(th_ - test_.threads.data()), {}};
    for (const Item* ld : loads) {
      std::string loc;
      for (const Operand& o : ld->operands)
        if (o.kind == Operand::Kind::Address || locations_.count(o.name)) loc = o.name;
      if (loc.empty()) return cut;
      c.loads.push_back(loc);
    }
    cut->spinReads = static_cast<int>(loads.size());
    candidates_.push_back(c);
    return cut;
  }

  // ------------------------------------------------------------------ operands
  std::string reg(const Operand& o, const Item& it) {
    if (o.kind != Operand::Kind::Name || locations_.count(o.name))
      fail(o.range, "'" + it.opcode + "' writes a register here (e.g. r0)");
    std::string name = ptx::registerName(o.name);
    registers_.insert(name);
    return name;
  }

  ast::ExprPtr value(const Operand& o, const Item& it) {
    if (o.kind == Operand::Kind::Int) {
      auto e = makeExpr(ast::ExprKind::Int, o.range);
      e->value = o.value;
      return e;
    }
    if (o.kind == Operand::Kind::Address || locations_.count(o.name))
      fail(o.range, "'" + it.opcode + "' takes a register or a number here; '" + o.name + "' is a location");
    std::string name = ptx::registerName(o.name);
    registers_.insert(name);
    auto e = makeExpr(ast::ExprKind::Register, o.range);
    e->name = name;
    return e;
  }

  ast::ExprPtr place(const Operand& o, const Item& it, bool lds) {
    if (o.kind == Operand::Kind::Int)
      fail(o.range, "'" + it.opcode + "' needs a location here, such as [x], not a number");
    if (o.kind == Operand::Kind::Address && o.value != 0)
      fail(o.range, "address offsets are not supported: name the location itself");
    if (registers_.count(ptx::registerName(o.name)))
      fail(o.range, "'" + o.name + "' is a register: name the location (e.g. [x])");
    auto [k, fresh] = kind_.emplace(o.name, std::make_pair(lds, o.range));
    if (!fresh && k->second.first != lds)
      fail(o.range, "'" + o.name + "' is reached by " + (lds ? "a ds_ instruction" : "vector memory (global/flat/buffer)") +
                        " here and by " + (lds ? "vector memory" : "ds_ instructions") + " on line " +
                        std::to_string(k->second.second.line) +
                        ": a location is either LDS or global memory (flat access to LDS is not modelled)");
    used_[o.name] = lds;
    if (!locations_.count(o.name)) {
      ast::LocationInit li;
      li.name = o.name;
      li.range = o.range;
      li.values = {0};
      li.typeText = "global atomic_int";
      test_.locations.push_back(li);
      locations_.insert(o.name);
    }
    for (auto& l : test_.locations) {
      if (l.name != o.name) continue;
      const bool fine = isFineGrained(l);
      const bool coarse = l.typeText.find("coarse_grained") != std::string::npos;
      if ((fine || coarse) && lds)
        fail(o.range, "'" + o.name + "' is declared " + (fine ? "fine_grained" : "coarse_grained") + " at line " +
                          std::to_string(l.range.line) +
                          " but reached by a ds_ instruction: LDS is one work-group's memory, not fine- or "
                          "coarse-grained global memory (declare it " + o.name + "=0;)");
      l.typeText = lds ? "local atomic_int" : fine ? "global_fga atomic_int" : "global atomic_int";
    }
    auto e = makeExpr(ast::ExprKind::Location, o.range);
    e->name = o.name;
    return e;
  }

  // ------------------------------------------------------------------ modifiers
  // The cache bits of a memory instruction, checked against the family (docs/amdgpu.md, "Cache bits").
  uint32_t cacheBits(const Item& it, bool lds) {
    uint32_t bits = 0;
    const Modifier* scope = nullptr;
    for (const Modifier& m : it.modifiers) {
      // offset:N adds N bytes to the address; a location is one 32-bit int, so only 0 names one.
      if (m.name == "offset" && m.hasNumber && m.word.empty()) {
        if (m.number != 0)
          fail(m.range, "'offset:" + std::to_string(m.number) + "' addresses " + std::to_string(m.number) +
                            " bytes past the location, which is no location of the test (each location is one "
                            "32-bit int): name the location itself, or write offset:0");
        continue;
      }
      if (lds) fail(m.range, "'" + m.name + "': ds_ instructions take no cache bits (LDS is not cached)");
      static const std::map<std::string, std::pair<uint32_t, const char*>> plain = {
          {"glc", {kGlc, "gfx90a gfx10 gfx11"}}, {"slc", {kSlc, "gfx90a gfx10 gfx11"}}, {"dlc", {kDlc, "gfx10 gfx11"}},
          {"sc0", {kSc0, "gfx942"}},       {"sc1", {kSc1, "gfx942"}},       {"nt", {kNt, "gfx942"}}};
      if (auto p = plain.find(m.name); p != plain.end() && !m.hasNumber && m.word.empty()) {
        if (std::string(p->second.second).find(family_) == std::string::npos)
          fail(m.range, "'" + m.name + "' is not a cache bit of " + test_.processor + " (" + bitsOf() + ")");
        bits |= p->second.first;
        continue;
      }
      if (m.name == "scope" && !m.word.empty()) {
        if (family_ != "gfx12") fail(m.range, "'scope:' is gfx12 syntax; " + test_.processor + " has " + bitsOf());
        bits |= scopeBits(m, scope);
        continue;
      }
      fail(m.range, "unknown modifier '" + m.name + "' (" + test_.processor + " has " + bitsOf() + ")");
    }
    return bits;
  }

  std::string bitsOf() const {
    if (family_ == "gfx90a") return "glc and slc";
    if (family_ == "gfx942") return "sc0, sc1 and nt";
    if (family_ == "gfx10" || family_ == "gfx11") return "glc, slc and dlc";
    return "scope:SCOPE_CU|SCOPE_SE|SCOPE_DEV|SCOPE_SYS";
  }

  // `seen`: the instruction's scope so far (GFX12's instructions have one scope field: a second
  // is refused at it, for the two read together would be neither scope).
  uint32_t scopeBits(const Modifier& m, const Modifier*& seen) {
    if (seen)
      fail(m.range, "a second scope ('scope:" + m.word + "' after 'scope:" + seen->word +
                        "'): an instruction has one scope; keep the one you mean");
    seen = &m;
    if (m.word == "SCOPE_CU") return 0;
    if (m.word == "SCOPE_SE") return kScopeSe;
    if (m.word == "SCOPE_DEV") return kScopeDev;
    if (m.word == "SCOPE_SYS") return kScopeSys;
    fail(m.range, "unknown scope '" + m.word + "': write SCOPE_CU, SCOPE_SE, SCOPE_DEV or SCOPE_SYS");
  }

  // ------------------------------------------------------------------ instructions
  // Register arithmetic: "+", "-", "rev" (B - A), or "" for another instruction.
  static std::string arithmetic(const std::string& op) {
    static const std::map<std::string, std::string> ops = {
        {"v_add_u32", "+"}, {"v_add_nc_u32", "+"}, {"s_add_i32", "+"}, {"s_add_u32", "+"},
        {"v_sub_u32", "-"}, {"v_sub_nc_u32", "-"}, {"s_sub_i32", "-"}, {"s_sub_u32", "-"},
        {"v_subrev_u32", "rev"}, {"v_subrev_nc_u32", "rev"}};
    auto found = ops.find(op);
    return found == ops.end() ? "" : found->second;
  }
  ast::StmtPtr instruction(const Item& it) {
    const std::string& op = it.opcode;
    if (op == "s_barrier") return barrier(it);
    if (startsWith(op, "s_wait")) return wait(it);
    if (startsWith(op, "buffer_") && (op.find("_load_") == std::string::npos && op.find("_store_") == std::string::npos &&
                                      op.find("_atomic_") == std::string::npos))
      return cacheOperation(it);
    if (op == "global_inv" || op == "global_wb") return cacheOperation(it);
    if (op == "v_mov_b32" || op == "s_mov_b32" || op == "mov") {
      operands(it, 2, "DEST, VALUE");
      auto s = makeStmt(ast::StmtKind::Assign, it.range);
      s->value = value(it.operands[1], it);
      s->name = reg(it.operands[0], it);
      return s;
    }
    if (const std::string a = arithmetic(op); !a.empty()) {  // DEST = A op B, 32 bits wrapping (Int32.h)
      operands(it, 3, "DEST, A, B");
      auto s = makeStmt(ast::StmtKind::Assign, it.range);
      s->value = makeExpr(ast::ExprKind::Binary, it.range);
      s->value->op = a == "rev" ? "-" : a;
      s->value->operands.push_back(value(it.operands[a == "rev" ? 2 : 1], it));
      s->value->operands.push_back(value(it.operands[a == "rev" ? 1 : 2], it));
      s->name = reg(it.operands[0], it);
      return s;
    }
    if (auto m = memory(it)) return access(it, *m);
    // Scalar memory (s_load_*, s_buffer_load_*, s_store_*, s_dcache_*): "Scalar memory operations
    // are only used to access memory that is proven to not change during the execution of the
    // kernel dispatch" (AMDGPUUsage, every family), and "The scalar and vector L1 caches are not
    // coherent": a litmus test's locations change, so no model gives such an access a meaning.
    if (startsWith(op, "s_load_") || startsWith(op, "s_buffer_load_") || startsWith(op, "s_store_") ||
        startsWith(op, "s_buffer_store_") || startsWith(op, "s_dcache_") || startsWith(op, "s_scratch_"))
      fail(it.opcodeRange, "'" + op + "' is a scalar memory instruction: the models have no rule for it (scalar loads "
                               "are only used for memory that does not change during the dispatch, and the scalar cache "
                               "is not coherent with the vector caches); read a location with global_load_dword");
    fail(it.opcodeRange, "unknown instruction '" + op +
                             "' (clmm's AMDGPU instructions: global_/flat_/buffer_ load, store and atomic, ds_ "
                             "read/write/atomic, s_waitcnt and s_wait_*, cache invalidations and write-backs, "
                             "s_barrier, v_mov_b32, v_add_u32 and the other additions and subtractions: docs/amdgpu.md)");
  }

  void operands(const Item& it, size_t n, const char* form) {
    if (it.operands.size() != n) fail(it.range, "'" + it.opcode + "' takes " + std::to_string(n) + " operands: " + form);
  }

  std::optional<Memory> memory(const Item& it) {
    std::string op = it.opcode;
    Memory m;
    std::string rest;
    for (const std::string unit : {"global_", "flat_", "buffer_", "ds_"}) {
      if (!startsWith(op, unit)) continue;
      rest = op.substr(unit.size());
      m.lds = unit == "ds_";
      m.flat = unit == "flat_";
    }
    if (rest.empty()) return std::nullopt;
    auto width = [&](const std::string& w) {
      if (w != "dword" && w != "b32")
        fail(it.opcodeRange, "'" + op + "': only 32-bit accesses (_dword, _b32) are modelled");
    };
    if (m.lds && modeOf(test_.processor) == "tgsplit")
      fail(it.opcodeRange, "'" + op + "': in tgsplit mode no LDS is allocated (the wavefronts of a work-group may be on "
                               "different CUs): a " + test_.processor + " test cannot use ds_ instructions");
    if (!m.lds && startsWith(rest, "load_")) {
      width(rest.substr(5));
      return m;
    }
    if (!m.lds && startsWith(rest, "store_")) {
      width(rest.substr(6));
      m.kind = Memory::Kind::Store;
      return m;
    }
    if (m.lds && (startsWith(rest, "read_") || startsWith(rest, "load_"))) {
      width(rest.substr(rest.find('_') + 1));
      return m;
    }
    if (m.lds && (startsWith(rest, "write_") || startsWith(rest, "store_"))) {
      width(rest.substr(rest.find('_') + 1));
      m.kind = Memory::Kind::Store;
      return m;
    }
    if (!m.lds) {
      if (!startsWith(rest, "atomic_")) return std::nullopt;
      rest = rest.substr(7);
    }
    // An atomic: "add", "add_rtn_u32" (ds), "cmpswap_b32", ...
    m.kind = Memory::Kind::Rmw;
    std::string name = stripWidth(rest);
    if (m.lds) {
      m.returns = false;
      if (size_t rtn = name.find("_rtn"); rtn != std::string::npos) name = name.substr(0, rtn), m.returns = true;
      if (name == "wrxchg") m.returns = true;
    }
    if (name == "umin" || name == "umax" || endsWith(rest, "min_u32") || endsWith(rest, "max_u32"))
      fail(it.opcodeRange, "'" + op + "': unsigned minimum and maximum are not modelled (use smin/smax)");
    auto found = rmwOps().find(name);
    if (found == rmwOps().end()) return std::nullopt;
    m.op = found->second;
    return m;
  }

  ast::StmtPtr access(const Item& it, const Memory& m) {
    std::vector<Operand> o;
    for (const Operand& x : it.operands)
      if (!(x.kind == Operand::Kind::Name && x.name == "off")) o.push_back(x);  // the unused saddr operand
    const bool cas = m.op == ast::AtomicOp::CasStrong;
    uint32_t bits = cacheBits(it, m.lds) | kAmdgpu | (m.flat ? kFlat : 0u);
    auto call = [&](ast::AtomicOp op, const Operand& object) {
      auto e = makeExpr(ast::ExprKind::Atomic, it.range);
      e->atomic = std::make_unique<ast::AtomicCall>();
      e->atomic->op = op;
      e->atomic->spelling = it.opcode;
      e->atomic->object = place(object, it, m.lds);
      e->atomic->order = MemoryOrder::Relaxed;
      e->atomic->failureOrder = MemoryOrder::Relaxed;
      e->atomic->scope = MemoryScope::AllSvmDevices;
      e->atomic->hw = bits;
      return e;
    };
    if (m.kind == Memory::Kind::Load) {
      if (o.size() != 2) fail(it.range, "'" + it.opcode + "' takes 2 operands: DEST, [LOCATION]");
      auto s = makeStmt(ast::StmtKind::Assign, it.range);
      s->value = call(ast::AtomicOp::Load, o[1]);
      s->name = reg(o[0], it);
      return s;
    }
    if (m.kind == Memory::Kind::Store) {
      if (o.size() != 2) fail(it.range, "'" + it.opcode + "' takes 2 operands: [LOCATION], VALUE");
      auto s = makeStmt(ast::StmtKind::Eval, it.range);
      s->value = call(ast::AtomicOp::Store, o[0]);
      s->value->atomic->value = value(o[1], it);
      return s;
    }
    // Read-modify-writes: with a destination they return the old value; without, they are updates
    // whose old value nobody reads. (ds_: the _rtn_ forms return.)
    const size_t data = cas ? 2 : 1;
    bool returns = m.lds ? m.returns : o.size() == data + 2;
    if (o.size() != data + (returns ? 2 : 1))
      fail(it.range, "'" + it.opcode + "' takes " + (cas ? "[DEST,] [LOCATION], COMPARE, NEW" : "[DEST,] [LOCATION], VALUE") +
                         (m.lds ? (m.returns ? " with a destination" : " without a destination (its _rtn_ form returns)")
                                : " (a destination makes it return the old value)"));
    size_t at = returns ? 1 : 0;
    auto e = call(m.op, o[at]);
    if (cas) {
      e->atomic->expected = value(o[at + 1], it);
      e->atomic->expectedIsValue = true;
      e->atomic->value = value(o[at + 2], it);
    } else {
      e->atomic->value = value(o[at + 1], it);
    }
    if (!returns) {
      e->atomic->reduction = true;
      auto s = makeStmt(ast::StmtKind::Eval, it.range);
      s->value = std::move(e);
      return s;
    }
    auto s = makeStmt(ast::StmtKind::Assign, it.range);
    s->value = std::move(e);
    s->name = reg(o[0], it);
    return s;
  }

  ast::StmtPtr fence(const Item& it, uint32_t bits) {
    auto s = makeStmt(ast::StmtKind::Fence, it.range);
    s->fence.flags = kGlobalFlag | kLocalFlag;
    s->fence.order = MemoryOrder::Relaxed;
    s->fence.scope = MemoryScope::WorkItem;
    s->fence.hw = bits | kAmdgpu;
    return s;
  }

  void noModifiers(const Item& it) {
    if (!it.modifiers.empty())
      fail(it.modifiers[0].range, "'" + it.opcode + "' takes no modifier '" + it.modifiers[0].name + "'");
  }

  void zeroCount(const Operand& o, const Item& it) {
    if (o.kind != Operand::Kind::Int) fail(o.range, "'" + it.opcode + "' takes a count here, such as 0");
    if (o.value != 0)
      fail(o.range, "a count of " + std::to_string(o.value) + " waits for all but the " + std::to_string(o.value) +
                        " most recent operations, which is not modelled for '" + it.opcode +
                        "': write 0, a wait for every outstanding operation (docs/amdgpu.md says why)");
  }

  // The bits of a wait for counter `name` that leaves `count` of its most recent operations
  // outstanding (docs/amdgpu.md, "Waits"): exact because each counter's operations complete in
  // order (vmcnt, vscnt, loadcnt, storecnt), or its LDS operations do (lgkmcnt, dscnt: at most
  // `count` of the counter's operations are outstanding after it, so at most `count` LDS ones).
  uint32_t leaving(int64_t count, SourceRange r, const std::string& name) {
    if (count == 0) return 0;
    const std::string n = std::to_string(count);
    if (count > 3)
      fail(r, name + "(" + n + "): waits that leave more than 3 operations outstanding are not modelled (write 0 to 3)");
    return ((count & 1) ? kLeave1 : 0u) | ((count & 2) ? kLeave2 : 0u);
  }

  // A wait's count operand (gfx10's "null, N", gfx12's "N").
  int64_t count(const Operand& o, const Item& it) {
    if (o.kind != Operand::Kind::Int) fail(o.range, "'" + it.opcode + "' takes a count here, such as 0");
    return o.value;
  }

  ast::StmtPtr wait(const Item& it) {
    const std::string& op = it.opcode;
    auto need = [&](bool ok, const char* instead) {
      if (!ok) fail(it.opcodeRange, "'" + op + "' is not an instruction of " + test_.processor + ": " + instead);
    };
    if (op == "s_waitcnt") {
      need(family_ != "gfx12", "gfx12 waits with s_wait_loadcnt, s_wait_storecnt and s_wait_dscnt");
      if (it.operands.size() == 1 && it.modifiers.empty()) {  // s_waitcnt 0: every counter
        if (it.operands[0].kind != Operand::Kind::Int)
          fail(it.operands[0].range, "write a counter with its count, such as s_waitcnt vmcnt(0), or s_waitcnt 0");
        zeroCount(it.operands[0], it);
        return fence(it, kWaitVm | kWaitLgkm);
      }
      if (!it.operands.empty()) fail(it.operands[0].range, "write s_waitcnt vmcnt(0) lgkmcnt(0), or s_waitcnt 0");
      std::vector<uint32_t> waits;  // one per counter: its bit and what it leaves outstanding
      std::set<std::string> named;
      for (const Modifier& m : it.modifiers) {
        if (!m.hasNumber) fail(m.range, "write a counter with its count, such as vmcnt(0)");
        // The instruction has one field per counter: a second count would be neither.
        if (!named.insert(m.name).second)
          fail(m.range, "'" + m.name + "' is written twice in one wait: s_waitcnt has one count per counter; keep the one you mean");
        if (m.name == "vmcnt")
          waits.push_back(kWaitVm | leaving(m.number, m.range, m.name));
        else if (m.name == "lgkmcnt")
          waits.push_back(kWaitLgkm | leaving(m.number, m.range, m.name));
        else if (m.name == "vscnt")
          fail(m.range, "write vscnt as its own instruction: s_waitcnt_vscnt null, 0");
        else if (m.name != "expcnt")
          fail(m.range, "unknown counter '" + m.name + "' (vmcnt, lgkmcnt, expcnt)");
      }
      uint32_t all = 0;
      bool leaves = false;
      for (uint32_t w : waits) all |= w, leaves = leaves || (w & (kLeave1 | kLeave2));
      if (!leaves || waits.size() == 1) return fence(it, all);
      auto block = makeStmt(ast::StmtKind::Block, it.range);  // one wait per counter: each its own count
      for (uint32_t w : waits) block->body.push_back(fence(it, w));
      return block;
    }
    static const std::map<std::string, uint32_t> gfx10 = {
        {"s_waitcnt_vscnt", kWaitVs}, {"s_waitcnt_vmcnt", kWaitVm}, {"s_waitcnt_lgkmcnt", kWaitLgkm}};
    if (auto g = gfx10.find(op); g != gfx10.end()) {
      need(family_ == "gfx10" || family_ == "gfx11", "the s_waitcnt_*cnt forms with a register are gfx10 and gfx11 instructions");
      noModifiers(it);
      if (it.operands.size() != 2 || it.operands[0].kind != Operand::Kind::Name || it.operands[0].name != "null")
        fail(it.range, "write '" + op + " null, 0'");
      const std::string counter = op.substr(std::string("s_waitcnt_").size());
      return fence(it, g->second | leaving(count(it.operands[1], it), it.operands[1].range, counter));
    }
    static const std::map<std::string, uint32_t> gfx12 = {
        {"s_wait_loadcnt", kWaitVm},          {"s_wait_storecnt", kWaitVs},
        {"s_wait_dscnt", kWaitLgkm},          {"s_wait_loadcnt_dscnt", kWaitVm | kWaitLgkm},
        {"s_wait_storecnt_dscnt", kWaitVs | kWaitLgkm}, {"s_wait_kmcnt", 0},
        {"s_wait_samplecnt", 0},              {"s_wait_bvhcnt", 0},
        {"s_wait_expcnt", 0}};
    if (auto g = gfx12.find(op); g != gfx12.end()) {
      need(family_ == "gfx12", "s_wait_* are gfx12 instructions (earlier families write s_waitcnt)");
      noModifiers(it);
      operands(it, 1, "COUNT");
      if (op == "s_wait_loadcnt" || op == "s_wait_storecnt" || op == "s_wait_dscnt")
        return fence(it, g->second | leaving(count(it.operands[0], it), it.operands[0].range,
                                             op.substr(std::string("s_wait_").size())));
      zeroCount(it.operands[0], it);
      return fence(it, g->second);
    }
    fail(it.opcodeRange, "unknown wait '" + op +
                             "' (s_waitcnt, s_waitcnt_vscnt, s_waitcnt_vmcnt, s_waitcnt_lgkmcnt; gfx12: s_wait_loadcnt, "
                             "s_wait_storecnt, s_wait_dscnt, s_wait_loadcnt_dscnt, s_wait_storecnt_dscnt, s_wait_kmcnt, "
                             "s_wait_samplecnt, s_wait_bvhcnt, s_wait_expcnt)");
  }

  ast::StmtPtr cacheOperation(const Item& it) {
    const std::string& op = it.opcode;
    struct Form {
      uint32_t bit;
      const char* families;
    };
    static const std::map<std::string, Form> forms = {
        {"buffer_wbinvl1_vol", {kWbinvl1, "gfx90a"}}, {"buffer_wbinvl1", {kWbinvl1, "gfx90a"}},
        {"buffer_invl2", {kInvl2, "gfx90a"}},         {"buffer_wbl2", {kWbl2, "gfx90a gfx942"}},
        {"buffer_inv", {kBufInv, "gfx942"}},          {"buffer_gl0_inv", {kGl0Inv, "gfx10 gfx11"}},
        {"buffer_gl1_inv", {kGl1Inv, "gfx10 gfx11"}},       {"global_inv", {kGlobalInv, "gfx12"}},
        {"global_wb", {kGlobalWb, "gfx12"}}};
    auto f = forms.find(op);
    if (f == forms.end())
      fail(it.opcodeRange, "unknown cache operation '" + op +
                               "' (buffer_wbinvl1_vol, buffer_invl2, buffer_wbl2, buffer_inv, buffer_gl0_inv, "
                               "buffer_gl1_inv, global_inv, global_wb)");
    if (std::string(f->second.families).find(family_) == std::string::npos)
      fail(it.opcodeRange, "'" + op + "' is not an instruction of " + test_.processor + " (it is one of " +
                               amdgpu::familyNames(f->second.families) + ")");
    uint32_t bits = f->second.bit;
    // gfx940's sc0/sc1 may be written as operands ("buffer_inv sc1") or modifiers.
    std::vector<Modifier> mods = it.modifiers;
    for (const Operand& o : it.operands) {
      if (o.kind != Operand::Kind::Name) fail(o.range, "'" + op + "' takes no operands");
      Modifier m;
      m.name = o.name;
      m.range = o.range;
      mods.push_back(m);
    }
    const Modifier* scope = nullptr;
    for (const Modifier& m : mods) {
      if (family_ == "gfx942" && (m.name == "sc0" || m.name == "sc1") && !m.hasNumber && m.word.empty())
        bits |= m.name == "sc0" ? kSc0 : kSc1;
      else if (family_ == "gfx12" && m.name == "scope" && !m.word.empty())
        bits |= scopeBits(m, scope);
      else
        fail(m.range, "'" + op + "' takes no '" + m.name + "'" +
                          (family_ == "gfx942" ? " (its scope: sc0, sc1)" : family_ == "gfx12" ? " (its scope: scope:SCOPE_*)" : ""));
    }
    return fence(it, bits);
  }

  ast::StmtPtr barrier(const Item& it) {
    noModifiers(it);
    if (!it.operands.empty()) fail(it.operands[0].range, "s_barrier takes no operands");
    auto s = makeStmt(ast::StmtKind::Barrier, it.range);
    s->name = "bar0#" + std::to_string(barriers_++);
    s->barrierChannel = 0;
    s->barrierExitReleases = true;
    s->fence.flags = kGlobalFlag | kLocalFlag;
    s->fence.scope = MemoryScope::WorkGroup;
    s->fence.hw = kAmdgpu;
    return s;
  }
};

}  // namespace

std::string memoryKindWord(const ast::Test& t, const std::string& name) {
  for (const auto& l : t.locations)
    if (l.name == name && isFineGrained(l)) return "fine_grained ";
  for (const auto& th : t.threads)
    for (const auto& p : th.params)
      if (p.name == name && p.fineGrained) return "fine_grained ";
  return "";
}

void buildThreadBodies(ast::Test& test, const std::vector<ptx::ThreadCode>& code, DiagnosticSink& sink, int unroll) {
  Builder b(test, sink);
  b.setUnroll(unroll);
  for (size_t i = 0; i < test.threads.size(); ++i) b.thread(test.threads[i], code[i]);
  b.checkLdsPlacement();
  b.finishCuts();
}

}  // namespace clmm::amdgpu

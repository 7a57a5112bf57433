// PTX instructions -> statements of the typed AST (litmus/Ast.h): each thread's code, decoded
// instruction by instruction (PtxDecode.cpp), becomes statements with located errors for operands
// out of scope (registers holding addresses, offsets), and its branches and gotos are unfolded
// into nested if statements, paths cut at the loop bound (PtxLoops.h decides what a cut means).
#include <map>
#include <memory>
#include <set>

#include "events/Program.h"
#include "litmus/PtxBarriers.h"
#include "litmus/PtxDecode.h"
#include "litmus/PtxLoops.h"
#include "litmus/PtxParser.h"
#include "events/Spellings.h"
#include "litmus/Elaborate.h"

namespace clmm::ptx {
namespace {

// Unfolding branches copies the code after them; refuse tests whose paths grow too many.
constexpr size_t kMaxStatements = 20000;
constexpr int kMaxBranchDepth = 200;

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

// The highest bound an await loop's label is given without --unroll asking for it (the loop then
// runs up to that many turns and one), and how many times the statements of the unfolding at
// --unroll the raised bounds may make.
constexpr size_t kMaxAwaitBound = 8;
constexpr size_t kMaxAwaitGrowth = 2;

class CodeBuilder {
 public:
  // A label's own bound: (thread index, label) -> the visits past which a path is cut there,
  // raised above --unroll for exact await loops (awaitBounds()).
  using LabelBounds = std::map<std::pair<int, std::string>, int>;

  CodeBuilder(ast::Test& test, const std::vector<ThreadCode>& all, const Aliases& aliases, DiagnosticSink& sink,
              int unroll, LabelBounds bounds = {})
      : test_(test), all_(all), aliases_(aliases), sink_(sink), unroll_(std::max(unroll, 0)), bounds_(std::move(bounds)) {
    for (const auto& l : test.locations) locations_.insert(l.name);
  }

  void thread(ast::Thread& th, const ThreadCode& code) {
    code_ = &code;
    labels_.clear();
    registers_.clear();
    used_.clear();
    th_ = &th;
    for (const auto& r : test_.registerInits)
      if (r.thread == th.index) registers_.insert(r.name);
    // Labels, then what every instruction means (checked once, before unfolding copies it).
    for (size_t i = 0; i < code.items.size(); ++i) {
      const Item& it = code.items[i];
      if (it.label.empty()) continue;
      if (!labels_.emplace(it.label, i).second)
        sink_.error(it.range, "label '" + it.label + "' is defined twice in " + th.name);
    }
    decoded_.assign(code.items.size(), {});
    for (size_t i = 0; i < code.items.size(); ++i)
      if (code.items[i].label.empty()) decoded_[i] = check(code.items[i]);
    if (sink_.hasErrors()) return;
    for (size_t i = 0; i < code.items.size(); ++i)
      if (decoded_[i].base == "bar") {
        refuseSharedWarp(test_, th, code.items[i], sink_);
        if (decoded_[i].barrier.reduction) reductionResult(code.items[i]);
      }
    readOnlyLoops();
    statements_ = 0;
    std::vector<ast::StmtPtr> body;
    unfold(0, {}, body, 0, {}, {});
    unfolded_ += statements_;
    // Registers start at 0 unless the initial state says otherwise.
    std::vector<ast::StmtPtr> decls;
    std::set<std::string> initialised;
    for (const auto& r : test_.registerInits)
      if (r.thread == th.index) initialised.insert(r.name);
    for (const auto& name : registers_) {
      if (initialised.count(name)) continue;
      auto d = makeStmt(ast::StmtKind::Decl, th.range);
      d->name = name;
      d->value = makeExpr(ast::ExprKind::Int, th.range);
      decls.push_back(std::move(d));
    }
    for (auto& s : body) decls.push_back(std::move(s));
    th.body = std::move(decls);
    for (const auto& name : used_) {
      ast::Param p;
      p.name = name;
      p.range = th.range;
      p.region = Region::Global;
      p.regionGiven = true;
      p.atomicType = true;
      p.typeText = unsignedMinMax_.count(name) ? "global atomic_uint*" : "global atomic_int*";
      th.params.push_back(p);
    }
  }

 private:
  ast::Test& test_;
  const std::vector<ThreadCode>& all_;  // every thread's code (the values a register may load)
  const Aliases& aliases_;
  DiagnosticSink& sink_;
  std::set<std::string> locations_;
  const ThreadCode* code_ = nullptr;
  ast::Thread* th_ = nullptr;
  std::map<std::string, size_t> labels_;
  std::set<std::string> registers_;
  std::set<std::string> used_;  // locations this thread accesses
  // Locations of atom/red .min/.max .u32 (an atomic_uint, whose min and max are unsigned) and of
  // the other .min/.max (signed); one location cannot be both.
  std::map<std::string, SourceRange> unsignedMinMax_, signedMinMax_;
  std::vector<Decoded> decoded_;
  size_t statements_ = 0;
  size_t unfolded_ = 0;  // the statements of every thread unfolded so far
  int unroll_;  // --unroll: a label may be reached unroll_ + 1 times on one path
  LabelBounds bounds_;  // labels whose bound is not unroll_
  // The cuts whose last turn only loads, computes and fences, with what decides whether the cut
  // is exact (once every thread is unfolded: finishCuts).
  struct AwaitCandidate {
    ast::Stmt* cut;
    int thread;
    std::vector<std::string> loads;  // the location of each load of a turn
    std::string label;
    bool readOnlySpin = false;  // exact whatever the bound (docs/models.md, "Read-only spins")
  };

  int boundOf(const std::string& label) const {
    auto b = bounds_.find({static_cast<int>(th_ - test_.threads.data()), label});
    return b == bounds_.end() ? unroll_ : b->second;
  }

  // The bound an await candidate needs to be exact: 1 + W, W the writes other threads make to
  // the locations its turn loads (the most one path of each makes, one count per load).
  size_t boundNeeded(const AwaitCandidate& c, const std::vector<std::map<std::string, int>>& writes) const {
    size_t total = 0;
    for (const std::string& loc : c.loads)
      for (size_t t = 0; t < writes.size(); ++t)
        if (static_cast<int>(t) != c.thread && writes[t].count(loc)) total += static_cast<size_t>(writes[t].at(loc));
    return total + 1;
  }
  std::vector<AwaitCandidate> candidates_;
  std::vector<bool> readOnlyLoop_;  // per item of the thread: a label of a read-only spin (PtxLoops.h)
  std::vector<bool> spinHeader_;    // per item: the header of a spin with read-only turns (spinHeaders)

  // The registers of this thread the final state reads: those the condition and the locations
  // clause name, or every register when the test has neither (ElaborateState.cpp).
  bool observedRegisters(std::set<std::string>& out) const {
    if (!test_.condition && test_.observed.empty()) return true;
    for (const StateRef& r : test_.observed)
      if (r.kind == StateRef::Kind::Register && r.thread == th_->index) out.insert(registerName(r.name));
    std::vector<const ast::Prop*> todo;
    if (test_.condition && test_.condition->prop) todo.push_back(test_.condition->prop.get());
    while (!todo.empty()) {
      const ast::Prop* q = todo.back();
      todo.pop_back();
      if (q->kind == ast::Prop::Kind::Atom && q->ref.kind == StateRef::Kind::Register && q->ref.thread == th_->index)
        out.insert(registerName(q->ref.name));
      for (const auto& o : q->operands) todo.push_back(o.get());
    }
    return false;
  }

  // Marks the labels of the thread's read-only spins: every load of the loop strong and morally
  // strong with every write of its location (as an await loop's), so that a thread spinning there
  // for ever reads, from some turn on, each location's last write (docs/models.md, "Read-only spins").
  void readOnlyLoops() {
    std::vector<std::string> bases;
    for (const Decoded& d : decoded_) bases.push_back(d.base);
    std::set<std::string> observed;
    const bool all = observedRegisters(observed);
    const int position = static_cast<int>(th_ - test_.threads.data());
    auto loadOk = [&](size_t i) {
      const Item& ld = code_->items[i];
      const Decoded& d = decoded_[i];
      if (ld.operands.size() < 2 || !locations_.count(ld.operands[1].name)) return false;
      const Operand& at = ld.operands[1];
      if (at.kind == Operand::Kind::Address && at.value != 0) return false;
      Access mine{position, d.sem != "weak", d.scope, d.proxy == Proxy::Generic && !aliases_.count(at.name)};
      auto decode = [&](const Item& w, int t) {
        Decoded wd = decodeInstruction(w, sink_);
        return Access{t, wd.sem != "weak", wd.scope, wd.proxy == Proxy::Generic};
      };
      return coherentLocation(test_, all_, aliases_, at.name, mine, decode);
    };
    readOnlyLoop_ = readOnlyLoopLabels(*code_, bases, observed, all, loadOk);
    spinHeader_ = spinHeaders(*code_, bases, observed, all, loadOk);
  }

 public:
  // Decides which await candidates are exact (PtxLoops.h): every load's location has writes, by
  // other threads, that few: each turn's reads go forward in coherence order (every access of the
  // location morally strong with the others), so among more than W + 1 turns two consecutive ones
  // read the same writes, and the first can be removed (Elaborate.cpp, markExactAwaits).
  void finishCuts() {
    std::vector<std::map<std::string, int>> writes;
    for (const auto& th : test_.threads) writes.push_back(maxPathWrites(th.body));
    for (const AwaitCandidate& c : candidates_) {
      auto b = bounds_.find({c.thread, c.label});
      size_t bound = static_cast<size_t>(b == bounds_.end() ? unroll_ : b->second);
      if (boundNeeded(c, writes) <= bound || c.readOnlySpin) c.cut->cut = ast::Stmt::Cut::Await;
    }
  }

  size_t unfolded() const { return unfolded_; }

  // The bounds under which the await candidates cut too early would be exact: each one's label
  // raised to the bound it needs (at most kMaxAwaitBound), merged into the bounds in force.
  // Raising them changes no other thread's writes (an await turn writes nothing), so a second
  // unfolding with them makes those cuts exact, unless the longer paths meet another label first.
  LabelBounds awaitBounds() const {
    std::vector<std::map<std::string, int>> writes;
    for (const auto& th : test_.threads) writes.push_back(maxPathWrites(th.body));
    LabelBounds out = bounds_;
    for (const AwaitCandidate& c : candidates_) {
      size_t need = boundNeeded(c, writes);
      auto b = out.find({c.thread, c.label});
      int now = b == out.end() ? unroll_ : b->second;
      if (need > static_cast<size_t>(now) && need <= kMaxAwaitBound) out[{c.thread, c.label}] = static_cast<int>(need);
    }
    return out;
  }

 private:

  [[noreturn]] void fail(SourceRange r, const std::string& msg) { sink_.fail(r, msg); }

  void operandCount(const Item& it, size_t n, const char* form) { ptx::operandCount(it, n, form, sink_); }

  // A destination register.
  std::string reg(const Operand& o, const Item& it) {
    if (o.kind != Operand::Kind::Name)
      fail(o.range, "'" + it.opcode + "' writes a register here, not " +
                        (o.kind == Operand::Kind::Int ? "a number" : "an address"));
    if (locations_.count(o.name))
      fail(o.range, "'" + o.name + "' is a location: '" + it.opcode + "' writes a register here");
    std::string name = registerName(o.name);
    registers_.insert(name);
    return name;
  }

  // The location of an address operand: "x" or "[x]" (an alias: its location).
  std::string address(const Operand& o, const Item& it) {
    if (auto a = aliases_.find(o.name); a != aliases_.end()) {
      if (o.kind == Operand::Kind::Address && o.value != 0)
        fail(o.range, "address offsets are not supported: name the location itself");
      used_.insert(a->second.location);
      return a->second.location;
    }
    if (o.kind == Operand::Kind::Int)
      fail(o.range, "'" + it.opcode + "' needs a location here, such as x or [x], not a number");
    if (o.kind == Operand::Kind::Address && o.value != 0)
      fail(o.range, "address offsets are not supported: name the location itself");
    if (registers_.count(registerName(o.name)))
      fail(o.range, "'" + o.name +
                        "' is a register: addresses held in registers are not supported; "
                        "name the location (e.g. [x])");
    used_.insert(o.name);
    if (!locations_.count(o.name)) {
      ast::LocationInit li;  // not in the initial state: starts at 0
      li.name = o.name;
      li.range = o.range;
      li.values = {0};
      li.typeText = "global atomic_int";
      test_.locations.push_back(li);
      locations_.insert(o.name);
    }
    return o.name;
  }

  // A branch on .u32 operands compares them as unsigned 32-bit numbers (PTX ISA, setp: "the .u
  // types compare as unsigned"): each operand as `v & 4294967295`, a long in [0, 2^32) whose
  // signed comparison is the unsigned one. (.s32, .b32 and no type compare the signed values.)
  static ast::ExprPtr unsignedIf(const Decoded& d, ast::ExprPtr v) {
    if (d.type != "u32") return v;
    auto mask = makeExpr(ast::ExprKind::Binary, v->range);
    mask->op = "&";
    auto bits = makeExpr(ast::ExprKind::Int, v->range);
    bits->value = 4294967295;
    mask->operands.push_back(std::move(v));
    mask->operands.push_back(std::move(bits));
    return mask;
  }

  // A value operand: a number or a register.
  ast::ExprPtr value(const Operand& o, const Item& it) {
    if (o.kind == Operand::Kind::Int) {
      auto e = makeExpr(ast::ExprKind::Int, o.range);
      e->value = o.value;
      return e;
    }
    if (o.kind == Operand::Kind::Address || locations_.count(o.name))
      fail(o.range,
           "'" + it.opcode + "' takes a register or a number here; '" + o.name + "' is a location (use ld to read it)");
    std::string name = registerName(o.name);
    registers_.insert(name);
    auto e = makeExpr(ast::ExprKind::Register, o.range);
    e->name = name;
    return e;
  }

  ast::ExprPtr location(const std::string& name, SourceRange r) {
    auto e = makeExpr(ast::ExprKind::Location, r);
    e->name = name;
    return e;
  }

  // The address an access names, with its proxy and, through a generic alias, its virtual address.
  ast::ExprPtr place(const Operand& o, const Item& it, Proxy proxy) {
    auto e = location(address(o, it), o.range);
    e->proxy = proxy;
    if (auto a = aliases_.find(o.name); a != aliases_.end() && a->second.generic != a->second.location)
      e->alias = a->second.generic;
    return e;
  }

  // bar.red's destination gets a value computed across the threads of the barrier, which the
  // events cannot carry: the register must not be read (nor named by the initial state, another
  // instruction or the condition).
  void reductionResult(const Item& red) {
    const Operand& d = red.operands[0];
    std::string name = registerName(d.name);
    auto refuse = [&](SourceRange at, const std::string& where) {
      fail(at, "the value bar.red writes to '" + d.name + "' (line " + std::to_string(d.range.line) +
                   ") is not modelled, and " + where +
                   ": give bar.red a register nothing else uses, or write bar.sync (docs/ptx.md, \"Barriers\")");
    };
    if (locations_.count(d.name) || aliases_.count(d.name)) fail(d.range, "'" + d.name + "' is a location: bar.red writes a register");
    for (const auto& r : test_.registerInits)
      if (r.thread == th_->index && r.name == name) refuse(d.range, "the initial state names it");
    for (const Item& other : code_->items)
      for (const Operand& o : other.operands)
        if (&o != &d && o.kind == Operand::Kind::Name && registerName(o.name) == name)
          refuse(o.range, "this instruction uses it");
    std::vector<const ast::Prop*> todo;
    if (test_.condition && test_.condition->prop) todo.push_back(test_.condition->prop.get());
    while (!todo.empty()) {
      const ast::Prop* q = todo.back();
      todo.pop_back();
      if (q->kind == ast::Prop::Kind::Atom && q->ref.kind == StateRef::Kind::Register &&
          q->ref.thread == th_->index && registerName(q->ref.name) == name)
        refuse(q->ref.range, "the condition reads it");
      for (const auto& o : q->operands) todo.push_back(o.get());
    }
  }

  // Checks the opcode and its qualifiers; reports out-of-scope features clearly.
  // The instruction decoded (PtxDecode.h).
  Decoded check(const Item& it) { return decodeInstruction(it, sink_); }

  size_t target(const Operand& o, const Item& it) {
    if (o.kind != Operand::Kind::Name) fail(o.range, "'" + it.opcode + "' needs a label here");
    auto found = labels_.find(o.name);
    if (found == labels_.end()) fail(o.range, "unknown label '" + o.name + "' in " + th_->name);
    return found->second;
  }

  void count(SourceRange r) {
    if (++statements_ > kMaxStatements)
      fail(r, "the branches of " + th_->name + " unfold into more than " + std::to_string(kMaxStatements) +
                  " statements; write fewer branches");
  }

  // Appends the statements of the path from item `pc` to the thread's end. `trail` holds the
  // instructions of the path so far (branches included), `visits` the trail's length at each visit
  // of each label: a path that would visit a label an (unroll + 2)-th time is cut (cutAt).
  using Visits = std::map<std::string, std::vector<size_t>>;
  void unfold(size_t pc, std::map<int64_t, int> barriers, std::vector<ast::StmtPtr>& out, int depth,
              std::vector<size_t> trail, Visits visits) {
    const auto& items = code_->items;
    while (pc < items.size()) {
      const Item& it = items[pc];
      count(it.range);
      if (!it.label.empty()) {
        auto& seen = visits[it.label];
        if (seen.size() > static_cast<size_t>(boundOf(it.label))) {
          out.push_back(cutAt(it, trail, seen));
          return;
        }
        seen.push_back(trail.size());
        ++pc;
        continue;
      }
      const Decoded& d = decoded_[pc];
      if (d.base == "goto" || d.base == "bra") {
        operandCount(it, 1, "goto LABEL");
        trail.push_back(pc);
        pc = target(it.operands[0], it);
        continue;
      }
      if (d.base == "exit" || d.base == "ret") return;
      if (d.base.size() == 3 && d.base[0] == 'b' && d.base != "bar") {
        operandCount(it, 3, "beq A, B, LABEL");
        if (depth >= kMaxBranchDepth)
          fail(it.range, "branches nest deeper than " + std::to_string(kMaxBranchDepth) + " levels");
        static const std::map<std::string, std::string> cmp = {{"beq", "=="}, {"bne", "!="}, {"blt", "<"},
                                                               {"ble", "<="}, {"bgt", ">"},  {"bge", ">="}};
        auto s = makeStmt(ast::StmtKind::If, it.range);
        s->value = makeExpr(ast::ExprKind::Binary, it.range);
        s->value->op = cmp.at(d.base);
        s->value->operands.push_back(unsignedIf(d, value(it.operands[0], it)));
        s->value->operands.push_back(unsignedIf(d, value(it.operands[1], it)));
        trail.push_back(pc);
        unfold(target(it.operands[2], it), barriers, s->body, depth + 1, trail, visits);
        unfold(pc + 1, barriers, s->elseBody, depth + 1, trail, visits);
        out.push_back(std::move(s));
        return;
      }
      if (d.base == "bar") {
        splitBarrier(pc, barriers, out, depth, trail, visits);
        return;
      }
      out.push_back(instruction(it, d, barriers));
      trail.push_back(pc);
      ++pc;
    }
  }

  // The statement that ends a path cut at `label`, whose visits on the path began at `seen`
  // (trail positions): an exact await loop, a loop that never ends, or a bound (PtxLoops.h).
  ast::StmtPtr cutAt(const Item& label, const std::vector<size_t>& trail, const std::vector<size_t>& seen) {
    std::vector<const Item*> loads;
    auto cut = ptx::cutAt(label, trail, seen, [&](size_t i) { return Step{&code_->items[trail[i]], decoded_[trail[i]].base}; },
                          loads);
    const bool readOnly =
        readOnlyLoop_[static_cast<size_t>(&label - code_->items.data())] && boundOf(label.label) >= 1 && !seen.empty();
    if (readOnly && loads.empty() && cut->cut == ast::Stmt::Cut::Bound) {
      // A read-only spin: exact at any bound of at least 1, its last turn (when it repeats itself
      // on the same values) the await test (docs/models.md, "Read-only spins"); a last turn
      // without loads then repeats itself for ever.
      std::vector<Step> last;
      for (size_t i = seen.back(); i < trail.size(); ++i) last.push_back(Step{&code_->items[trail[i]], decoded_[trail[i]].base});
      if (!turnRepeats(last)) return cut;  // a bound: the next turn may not do what this one did
      loads = turnLoads(last);
      cut->cut = loads.empty() ? ast::Stmt::Cut::Endless : ast::Stmt::Cut::Await;
      cut->spinReads = static_cast<int>(loads.size());
      return cut;
    }
    const bool header = spinHeader_[static_cast<size_t>(&label - code_->items.data())] && !seen.empty();
    if (loads.empty()) {
      if (cut->cut == ast::Stmt::Cut::Bound) writeBackSpin(label, trail, seen, *cut);
      int reads = 0;  // a spin with read-only turns (PtxLoops.h, readOnlyTurnsCut)
      ast::Stmt::Cut kind = cut->cut == ast::Stmt::Cut::Bound && header ? readOnlyTurnsCut(turnsOf(trail, seen), reads)
                                                                         : ast::Stmt::Cut::Bound;
      if (kind != ast::Stmt::Cut::Bound) cut->cut = kind, cut->spinReads = reads;
      return cut;  // a bound, an exchange spin, a spin with read-only turns or a loop that never ends
    }
    const int position = static_cast<int>(th_ - test_.threads.data());  // its index in test_.threads
    // A read-only spin whose every turn is the same: the await rule's bound first (it keeps the
    // unfolding it always had), exact at any bound all the same.
    // At a spin header the last turn, read-only, makes it exact at any bound as well
    // (readOnlyTurnsCut).
    AwaitCandidate c{cut.get(), position, {}, label.label, readOnly || header};
    for (const Item* ld : loads) {
      const Decoded& d = decoded_[static_cast<size_t>(ld - code_->items.data())];
      const Operand& at = ld->operands[1];
      Access mine{position, d.sem != "weak", d.scope, d.proxy == Proxy::Generic && !aliases_.count(at.name)};
      auto decode = [&](const Item& w, int t) {
        Decoded wd = check(w);
        return Access{t, wd.sem != "weak", wd.scope, wd.proxy == Proxy::Generic};
      };
      if (!locations_.count(at.name) || !coherentLocation(test_, all_, aliases_, at.name, mine, decode)) return cut;
      c.loads.push_back(at.name);
    }
    cut->spinReads = static_cast<int>(loads.size());
    candidates_.push_back(c);
    return cut;
  }

  // The turns of a path cut at a label whose visits began at the trail positions `seen`.
  std::vector<std::vector<Step>> turnsOf(const std::vector<size_t>& trail, const std::vector<size_t>& seen) const {
    std::vector<std::vector<Step>> turns;
    for (size_t k = 0; k < seen.size(); ++k) {
      turns.emplace_back();
      for (size_t i = seen[k]; i < (k + 1 < seen.size() ? seen[k + 1] : trail.size()); ++i)
        turns.back().push_back(Step{&code_->items[trail[i]], decoded_[trail[i]].base});
    }
    return turns;
  }

  // Makes `cut` an exact await loop when its turns are an exchange spin that writes back what it
  // read (PtxLoops.h, writeBackExchange) on a location whose accesses are all morally strong with
  // each other (morallyStrongLocation): at any bound, docs/models.md, "Exchange spins", proves
  // that the cut loses no final state and that the loop spins forever exactly when its last turn
  // reads the location's final value.
  void writeBackSpin(const Item& label, const std::vector<size_t>& trail, const std::vector<size_t>& seen,
                     ast::Stmt& cut) {
    if (seen.empty()) return;
    const auto& items = code_->items;
    auto landing = [&](size_t i) {  // the first instruction at or after item i
      while (i < items.size() && !items[i].label.empty()) ++i;
      return i;
    };
    const size_t labelAt = static_cast<size_t>(&label - items.data());
    const std::vector<std::vector<Step>> turns = turnsOf(trail, seen);
    const size_t first = seen.back();
    auto taken = [&](size_t k) {
      size_t i = first + k;
      size_t next = i + 1 < trail.size() ? trail[i + 1] : landing(labelAt);
      const Item& b = items[trail[i]];
      size_t to = landing(target(b.operands[2], b)), on = landing(trail[i] + 1);
      if (to == on) return -1;
      return next == to ? 1 : next == on ? 0 : -1;
    };
    const Item* x = writeBackExchange(turns, taken);
    if (!x) return;
    const Decoded& d = decoded_[static_cast<size_t>(x - items.data())];
    if (d.op != "exch" || d.proxy != Proxy::Generic || !locations_.count(x->operands[1].name)) return;
    auto decode = [&](const Item& w, int t) {
      Decoded wd = check(w);
      return Access{t, wd.sem != "weak", wd.scope, wd.proxy == Proxy::Generic};
    };
    if (!morallyStrongLocation(test_, all_, aliases_, x->operands[1].name, decode)) return;
    cut.cut = ast::Stmt::Cut::Await;
    cut.spinReads = 1;
  }

  // The values a barrier operand may hold: a number, or a register's values at run time (its
  // initial value and every value the thread may give it: numbers moved into it, the initial value
  // and the numbers stored anywhere to a location it loads). A value clmm cannot bound is an error.
  std::vector<int64_t> operandValues(const Operand& o, const Item& it) {
    if (o.kind == Operand::Kind::Int) return {o.value};
    if (locations_.count(o.name) || aliases_.count(o.name))
      fail(o.range, "'" + o.name + "' is a location: '" + it.opcode + "' takes numbers or registers here");
    std::string name = registerName(o.name);
    std::set<int64_t> values;
    int64_t initial = 0;
    for (const auto& r : test_.registerInits)
      if (r.thread == th_->index && r.name == name) initial = r.value;
    values.insert(initial);
    auto unbounded = [&](const Item& w, const std::string& why) {
      fail(o.range, "the values of register '" + name + "' here are not bounded: " + why + " ('" + w.opcode +
                        "', line " + std::to_string(w.range.line) +
                        "); give the barrier operand a number or a register that only numbers reach");
    };
    for (size_t i = 0; i < code_->items.size(); ++i) {
      const Item& w = code_->items[i];
      if (!w.label.empty() || w.operands.empty() || w.operands[0].kind != Operand::Kind::Name ||
          registerName(w.operands[0].name) != name)
        continue;
      const Decoded& wd = decoded_[i];
      static const std::set<std::string> writers = {"mov", "ld", "atom", "add", "sub", "mul", "and", "or", "xor"};
      if (!writers.count(wd.base)) continue;  // the register is read here, not written
      if (wd.base == "mov" && w.operands.size() == 2 && w.operands[1].kind == Operand::Kind::Int) {
        values.insert(w.operands[1].value);
      } else if (wd.base == "ld" && w.operands.size() == 2) {
        std::string loc = w.operands[1].name;
        if (auto a = aliases_.find(loc); a != aliases_.end()) loc = a->second.location;
        for (const auto& l : test_.locations)
          if (l.name == loc && !l.values.empty()) values.insert(l.values[0]);
        for (const ThreadCode& other : all_)
          for (const Item& st : other.items) {
            // The location an instruction writes: st, sust, red, sured [x], ...; atom, suatom r, [x], ...
            std::string base = st.opcode.substr(0, st.opcode.find('.'));
            bool store = base == "st" || base == "sust", update = base == "red" || base == "sured";
            size_t at = base == "atom" || base == "suatom" ? 1 : 0;
            if (!st.label.empty() || (!store && !update && at == 0) || st.operands.size() <= at ||
                st.operands[at].kind == Operand::Kind::Int)
              continue;
            std::string target = st.operands[at].name;
            if (auto a = aliases_.find(target); a != aliases_.end()) target = a->second.location;
            if (target != loc) continue;
            if (store && st.operands.size() == 2 && st.operands[1].kind == Operand::Kind::Int)
              values.insert(st.operands[1].value);
            else
              unbounded(st, "it loads " + loc + ", which this instruction writes with a value not written as a number");
          }
      } else {
        unbounded(w, "it is computed");
      }
    }
    return {values.begin(), values.end()};
  }

  // A barrier whose id or count is held in a register: one path per value the register may hold,
  // each path with the barrier of that value (`if (r == v) { bar v ... } else ...`, the last value
  // unconditional: the values are all the register may hold).
  void splitBarrier(size_t pc, const std::map<int64_t, int>& barriers, std::vector<ast::StmtPtr>& out, int depth,
                    std::vector<size_t> trail, const Visits& visits) {
    const Item& it = code_->items[pc];
    BarrierRoles r = barrierRoles(it, decoded_[pc].barrier);
    std::vector<int64_t> ids = operandValues(*r.id, it);
    std::vector<int64_t> counts = r.count ? operandValues(*r.count, it) : std::vector<int64_t>{0};
    SourceRange countRange = r.count ? r.count->range : it.range;
    trail.push_back(pc);
    std::vector<ast::StmtPtr>* slot = &out;
    size_t total = ids.size() * counts.size(), n = 0;
    if (total > 1 && depth >= kMaxBranchDepth)
      fail(it.range, "branches nest deeper than " + std::to_string(kMaxBranchDepth) + " levels");
    for (int64_t id : ids)
      for (int64_t count : counts) {
        auto copy = barriers;
        std::vector<ast::StmtPtr> body;
        body.push_back(barrierStatement(it, decoded_[pc].barrier, r, id, count, r.id->range, countRange, copy, sink_));
        unfold(pc + 1, copy, body, depth + (total > 1 ? 1 : 0), trail, visits);
        if (++n == total) {
          for (auto& b : body) slot->push_back(std::move(b));
          return;
        }
        std::vector<ast::ExprPtr> tests;
        for (auto [o, v] : {std::make_pair(r.id, id), std::make_pair(r.count, count)}) {
          if (!o || o->kind != Operand::Kind::Name) continue;
          auto e = makeExpr(ast::ExprKind::Binary, it.range);
          e->op = "==";
          e->operands.push_back(value(*o, it));
          e->operands.push_back(makeExpr(ast::ExprKind::Int, it.range));
          e->operands.back()->value = v;
          tests.push_back(std::move(e));
        }
        auto s = makeStmt(ast::StmtKind::If, it.range);
        s->value = std::move(tests[0]);
        if (tests.size() > 1) {
          auto both = makeExpr(ast::ExprKind::Binary, it.range);
          both->op = "&&";
          both->operands.push_back(std::move(s->value));
          both->operands.push_back(std::move(tests[1]));
          s->value = std::move(both);
        }
        s->body = std::move(body);
        slot->push_back(std::move(s));
        slot = &slot->back()->elseBody;
      }
  }

  // atom/red .min/.max: .u32 compares unsigned (an atomic_uint location), the others signed; one
  // location cannot be both.
  void minMaxSignedness(const Item& it, const Decoded& d) {
    const Operand& object = it.operands[d.base == "red" ? 0 : 1];
    std::string loc = address(object, it);
    auto& mine = d.type == "u32" ? unsignedMinMax_ : signedMinMax_;
    auto& other = d.type == "u32" ? signedMinMax_ : unsignedMinMax_;
    if (auto clash = other.find(loc); clash != other.end())
      fail(it.opcodeRange, "'" + it.opcode + "' on " + loc + " compares " + (d.type == "u32" ? "unsigned" : "signed") +
                               ", line " + std::to_string(clash->second.line) + " the other way: give every ." +
                               d.op + " on one location the same signedness");
    mine.emplace(loc, it.range);
  }

  ast::StmtPtr instruction(const Item& it, const Decoded& d, std::map<int64_t, int>& barriers) {
    const auto& o = it.operands;
    if (d.base == "fence") {
      auto s = makeStmt(ast::StmtKind::Fence, it.range);
      s->fence.flags = kGlobalFlag;
      s->fence.order = orderOf(d.sem);
      s->fence.scope = scopeOf(d.scope);
      s->fence.proxy = d.proxy;
      return s;
    }
    if (d.base == "mov") {
      operandCount(it, 2, "mov DEST, VALUE");
      auto s = makeStmt(ast::StmtKind::Assign, it.range);
      s->value = value(o[1], it);
      s->name = reg(o[0], it);
      return s;
    }
    if (d.base == "add" || d.base == "sub" || d.base == "mul" || d.base == "and" || d.base == "or" || d.base == "xor") {
      operandCount(it, 3, (d.base + " DEST, A, B").c_str());
      static const std::map<std::string, std::string> ops = {{"add", "+"}, {"sub", "-"}, {"mul", "*"},
                                                             {"and", "&"}, {"or", "|"},  {"xor", "^"}};
      auto s = makeStmt(ast::StmtKind::Assign, it.range);
      s->value = makeExpr(ast::ExprKind::Binary, it.range);
      s->value->op = ops.at(d.base);
      s->value->operands.push_back(value(o[1], it));
      s->value->operands.push_back(value(o[2], it));
      s->name = reg(o[0], it);
      return s;
    }
    auto atomic = [&](ast::AtomicOp op, const Operand& object) {
      auto e = makeExpr(ast::ExprKind::Atomic, it.range);
      e->atomic = std::make_unique<ast::AtomicCall>();
      e->atomic->op = op;
      e->atomic->spelling = it.opcode;
      e->atomic->object = place(object, it, d.proxy);
      e->atomic->order = orderOf(d.sem);
      e->atomic->failureOrder = fitForRead(orderOf(d.sem));
      e->atomic->scope = scopeOf(d.scope);
      return e;
    };
    if (d.base == "ld") {
      auto s = makeStmt(ast::StmtKind::Assign, it.range);
      if (d.sem == "weak") {
        s->value = makeExpr(ast::ExprKind::Deref, it.range);
        s->value->operands.push_back(place(o[1], it, d.proxy));
      } else {
        s->value = atomic(ast::AtomicOp::Load, o[1]);
      }
      s->name = reg(o[0], it);
      return s;
    }
    if (d.base == "st") {
      if (d.sem == "weak") {
        auto s = makeStmt(ast::StmtKind::Store, it.range);
        s->target = place(o[0], it, d.proxy);
        s->value = value(o[1], it);
        return s;
      }
      auto s = makeStmt(ast::StmtKind::Eval, it.range);
      s->value = atomic(ast::AtomicOp::Store, o[0]);
      s->value->atomic->value = value(o[1], it);
      return s;
    }
    static const std::map<std::string, ast::AtomicOp> rmw = {
        {"add", ast::AtomicOp::FetchAdd},   {"plus", ast::AtomicOp::FetchAdd}, {"sub", ast::AtomicOp::FetchSub},
        {"minus", ast::AtomicOp::FetchSub}, {"and", ast::AtomicOp::FetchAnd},  {"or", ast::AtomicOp::FetchOr},
        {"xor", ast::AtomicOp::FetchXor},   {"min", ast::AtomicOp::FetchMin},  {"max", ast::AtomicOp::FetchMax},
        {"exch", ast::AtomicOp::Exchange},  {"cas", ast::AtomicOp::CasStrong}};
    if (d.op == "min" || d.op == "max") minMaxSignedness(it, d);
    if (d.base == "red") {
      auto s = makeStmt(ast::StmtKind::Eval, it.range);
      s->value = atomic(rmw.at(d.op), o[0]);
      s->value->atomic->reduction = true;
      s->value->atomic->value = value(o[1], it);
      return s;
    }
    // atom
    auto s = makeStmt(ast::StmtKind::Assign, it.range);
    s->value = atomic(rmw.at(d.op), o[1]);
    if (d.op == "cas") {
      // PTX's cas compares with a value and returns the old value (PtxCas in Ast.h).
      s->value->atomic->expected = value(o[2], it);
      s->value->atomic->expectedIsValue = true;
      s->value->atomic->value = value(o[3], it);
    } else {
      s->value->atomic->value = value(o[2], it);
    }
    s->name = reg(o[0], it);
    return s;
  }
};

}  // namespace

std::string registerName(const std::string& written) {
  return written.size() > 1 && written[0] == '%' ? written.substr(1) : written;
}

void buildThreadBodies(ast::Test& test, const std::vector<ThreadCode>& code, const Aliases& aliases,
                       DiagnosticSink& sink, int unroll) {
  // What unfolding adds to the test (each thread's parameters, locations not in the initial
  // state), put back before an unfolding with other bounds.
  const std::vector<ast::LocationInit> locations = test.locations;
  std::vector<std::vector<ast::Param>> params;
  for (const auto& th : test.threads) params.push_back(th.params);
  auto unfoldAll = [&](CodeBuilder& b) {
    test.locations = locations;
    for (size_t i = 0; i < test.threads.size(); ++i) test.threads[i].params = params[i];
    for (size_t i = 0; i < test.threads.size(); ++i) b.thread(test.threads[i], code[i]);
  };
  CodeBuilder b(test, code, aliases, sink, unroll);
  unfoldAll(b);
  if (sink.hasErrors()) return;
  // An await loop cut before the bound it needs (1 + the writes it may read) is unfolded again
  // with that bound at its label, so that its cut is exact without a larger --unroll
  // everywhere (docs/ptx.md, "Loops"). Longer paths may meet another await label's cut, which is
  // raised in its turn; an unfolding past the statement limit, or more than kMaxAwaitGrowth times
  // the first, keeps the last one that fitted.
  CodeBuilder::LabelBounds bounds = b.awaitBounds();
  if (bounds.empty()) {
    b.finishCuts();
    return;
  }
  CodeBuilder::LabelBounds fitted;
  std::unique_ptr<CodeBuilder> wider;
  DiagnosticSink scratch(sink.source());  // its warnings are the first unfolding's, already given
  bool current = false;  // the test holds `wider`'s unfolding
  for (int round = 0; round < 4 && bounds != fitted; ++round) {
    auto next = std::make_unique<CodeBuilder>(test, code, aliases, scratch, unroll, bounds);
    try {
      unfoldAll(*next);
    } catch (const BadInput&) {
    }
    // Nor one that more than doubles the statements: a loop of several labels (one turn through
    // some of them, the next through others) multiplies its paths with every bound raised.
    current = !scratch.hasErrors() && next->unfolded() <= kMaxAwaitGrowth * b.unfolded();
    if (!current) break;
    fitted = bounds;
    wider = std::move(next);
    bounds = wider->awaitBounds();
  }
  DiagnosticSink again(sink.source());
  if (!current) {  // back to the last unfolding that fitted (or the first)
    wider = std::make_unique<CodeBuilder>(test, code, aliases, again, unroll, fitted);
    unfoldAll(*wider);
  }
  wider->finishCuts();
}

}  // namespace clmm::ptx

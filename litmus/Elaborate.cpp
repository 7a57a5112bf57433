// Elaborates the AST of a test into the event program: per-thread events in program order with
// guards (if/while on loaded values, compare-exchange success), barrier instances, and the whole
// run (scope units, locations, threads, commands, observables: Elaborator::run); reports the
// semantic errors of a well-formed-looking but meaningless test. Expressions and atomic calls:
// ElaborateExpressions.cpp; values: ElaborateValues.cpp; locations and observables:
// ElaborateState.cpp; commands: ElaborateCommands.cpp.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>

#include "litmus/Int32.h"
#include "events/Liveness.h"
#include "litmus/Elaborator.h"
#include "support/Printable.h"
#include "litmus/Elaborate.h"

namespace clmm::detail {

// ----------------------------------------------------------------------------- threads

// The events emitted in [a, b) and those in [b, c) come from unsequenced evaluations (two
// operands of an operator, two arguments of a call): no sequenced-before between them. A pair
// of which one event belongs to an atomic built-in's own operation is indeterminately
// sequenced instead (C11 6.5.2.2 p10: the called function's body is not interleaved with the
// caller's evaluations), which is no undefined behaviour (docs/models.md, "Sequenced-before"):
// a free Choice condition per pair of units orders them in each execution.
void Elaborator::unsequenced(EventId a, EventId b, EventId c) {
  // A unit is a call body (its id) or a single other event (-1 - its id).
  auto unit = [&](EventId e) -> int64_t {
    auto it = callOf_.find(e);
    return it != callOf_.end() ? it->second : -1 - static_cast<int64_t>(e);
  };
  std::map<std::pair<int64_t, int64_t>, CondId> choices;
  for (EventId x = a; x < b; ++x)
    for (EventId y = b; y < c; ++y) {
      if (p_.events[x].thread != tid_ || p_.events[y].thread != tid_) continue;
      if (!callOf_.count(x) && !callOf_.count(y)) {
        p_.unsequenced.insert({x, y});
        continue;
      }
      auto [it, fresh] = choices.try_emplace({unit(x), unit(y)}, 0);
      if (fresh) it->second = newCond(Cond::Kind::Choice, constant(0), p_.events[y].range);
      p_.indeterminate[{x, y}] = it->second;
    }
}

// Undefined behaviour where `when` is non-zero: an Undefined event under that condition, which
// the model flags (undefined_arithmetic) in the executions that reach it.
void Elaborator::undefinedIf(ValueRef when, const ast::Expr& site, const std::string& what) {
  auto c = constantOf(when);
  if (c && *c == 0) return;
  Event ev;
  ev.kind = EventKind::Undefined;
  ev.order = MemoryOrder::NonAtomic;
  ev.scope = MemoryScope::WorkItem;
  ev.range = site.range;
  ev.text = snippet(site.range) + " (" + what + ")";
  if (c) {
    emit(ev);
    return;
  }
  CondId cond = newCond(Cond::Kind::Branch, when, site.range);
  guard_.push_back({cond, true});
  emit(ev);
  guard_.pop_back();
}

ValueRef Elaborator::readValue(EventId read) {
  VN n;
  n.op = VN::Op::ReadValue;
  n.event = read;
  n.type = arrayType_.at(static_cast<size_t>(p_.events[read].array));
  return node(n);
}

// An event of the operation of atomic built-in call `call` (not of the evaluation of its
// arguments).
EventId Elaborator::emitCall(Event ev, int call) {
  EventId id = emit(std::move(ev));
  callOf_[id] = call;
  return id;
}

EventId Elaborator::emit(Event ev) {
  ev.id = static_cast<EventId>(p_.events.size());
  ev.thread = tid_;
  ev.guard = guard_;
  ev.po = static_cast<int>(p_.threads[tid_].events.size());
  p_.events.push_back(ev);
  p_.threads[tid_].events.push_back(ev.id);
  return ev.id;
}

void Elaborator::joinEnv(CondId c, const std::map<std::string, ValueRef>& thenEnv,
                      const std::map<std::string, ValueRef>& elseEnv) {
  std::map<std::string, ValueRef> joined;
  std::set<std::string> names;
  for (const auto& kv : thenEnv) names.insert(kv.first);
  for (const auto& kv : elseEnv) names.insert(kv.first);
  for (const auto& n : names) {
    auto t = thenEnv.find(n), f = elseEnv.find(n);
    if (t == thenEnv.end() || f == elseEnv.end()) unassigned_.insert(n);  // declared on one side only
    ValueRef tv = t != thenEnv.end() ? t->second : constant(0);
    ValueRef fv = f != elseEnv.end() ? f->second : constant(0);
    joined[n] = ite(c, tv, fv);
  }
  env_ = std::move(joined);
}

void Elaborator::elaborateIf(ValueRef cond, SourceRange range, const std::vector<ast::StmtPtr>& thenS,
                      const std::vector<ast::StmtPtr>* elseS) {
  if (auto c = constantOf(cond)) {  // statically decided
    if (*c != 0) statements(thenS);
    else if (elseS) statements(*elseS);
    return;
  }
  CondId c = newCond(Cond::Kind::Branch, cond, range);
  auto before = env_;
  const std::set<std::string> beforeUnassigned = unassigned_;
  guard_.push_back({c, true});
  statements(thenS);
  auto thenEnv = env_;
  const std::set<std::string> thenUnassigned = unassigned_;
  guard_.back().positive = false;
  env_ = before;
  unassigned_ = beforeUnassigned;
  if (elseS) statements(*elseS);
  guard_.pop_back();
  unassigned_.insert(thenUnassigned.begin(), thenUnassigned.end());
  joinEnv(c, thenEnv, env_);
}

// while (test) body, unrolled. An iteration whose test is a constant (it reads no memory: a
// local counter against a constant bound) runs as C runs it, whatever --unroll says, up to
// kMaxConstantIterations; a test that depends on memory gets a Branch condition, iteration i
// running when the test held i+1 times, and after `unroll` such iterations the test must be
// false (a LoopBound condition: the executions that need more make the result unknown).
// A loop is cut as *forever* (Cond::forever: the executions that get there never end, a
// liveness violation) when an iteration that had no event (no memory access, fence or barrier
// in its test or body) left every register as it found it: the next iteration is the same, and
// so is every later one, so nothing later can differ (undefined behaviour included). A loop
// whose iterations differ (`while (1) { i = i + 1; ... }`) may do something new in any later
// one: it is a bound like any other, never a proof.
// `previous` is the registers before the previous iteration's test (dynamic iterations), and
// `previousEvents` the number of events then.
void Elaborator::elaborateLoop(const ast::Stmt& s, int iteration, int dynamic, const Env* previous,
                               size_t previousEvents) {
  if (s.cut != ast::Stmt::Cut::None) return ptxCut(s);
  // Nested loops multiply (each level elaborates its body unroll + 1 times), so a short test could
  // need more memory than there is before --max-events is ever consulted: refuse it here. Every
  // iteration evaluates its test, so the values bound the work done.
  constexpr size_t kMaxElaborated = 200000;
  constexpr int kMaxConstantIterations = 10000;
  bool repeats = false;  // the last constant-test iteration changed no register
  for (;; ++iteration) {
    if (p_.values.size() + p_.events.size() > kMaxElaborated)
      sink_.fail(s.range, "the test grows too large when its loops are unrolled (--unroll " +
                              std::to_string(options_.unroll) + "): more than " + std::to_string(kMaxElaborated) +
                              " values and events; nest fewer loops or unroll fewer times");
    const size_t testFrom = p_.events.size();
    const Env envBefore = env_;
    ValueRef test = eval(*s.value);
    if (!loops_.empty() && casSpinTest(*s.value))
      for (size_t e = testFrom; e < p_.events.size(); ++e)
        if (p_.events[e].kind == EventKind::Cas) loops_.back().second.push_back(static_cast<EventId>(e));
    auto constantTest = constantOf(test);
    if (constantTest && *constantTest == 0) return;
    // `while (1)`: an endless loop, unrolled as before and then cut (Cond::endless).
    const bool endless = s.value->kind == ast::ExprKind::Int;
    // The previous iteration read nothing in its test and changed no register: this one repeats it.
    const bool stationary =
        repeats || (previous && previousEvents == p_.events.size() && sameEnv(*previous, env_));
    const int limit = endless ? options_.unroll : constantTest ? kMaxConstantIterations : options_.unroll;
    if (stationary || (constantTest && !endless ? iteration : dynamic) >= limit) {
      CondId bound = newCond(Cond::Kind::LoopBound, test, s.value->range);
      p_.conds[bound].text = "while (" + snippet(s.value->range) + ")";
      p_.conds[bound].bound = stationary ? std::max(iteration, dynamic) : limit;
      p_.conds[bound].endless = p_.conds[bound].forever = stationary;
      if (!constantTest && !stationary && awaitLoop(s, testFrom, envBefore)) {
        std::vector<int> arrays;
        for (size_t e = testFrom; e < p_.events.size(); ++e) arrays.push_back(p_.events[e].array);
        for (size_t e = testFrom; e < p_.events.size(); ++e) p_.conds[bound].reads.push_back(static_cast<EventId>(e));
        awaits_.push_back({bound, std::move(arrays)});
      } else if (!constantTest && !stationary) {
        if (auto go = writeBackRmwSpin(s, testFrom, envBefore))
          rmwSpins_.push_back({bound, static_cast<EventId>(testFrom), *go});
      }
      return;
    }
    if (endless) ++dynamic;
    if (constantTest) {
      loopIterations_.push_back(iteration);
      statements(s.body);
      loopIterations_.pop_back();
      // A constant test over registers that its iteration, with no event, left as they were holds
      // again, forever.
      repeats = testFrom == p_.events.size() && sameEnv(envBefore, env_);
      continue;
    }
    CondId c = newCond(Cond::Kind::Branch, test, s.value->range);
    auto before = env_;
    const std::set<std::string> beforeUnassigned = unassigned_;
    guard_.push_back({c, true});
    loopIterations_.push_back(iteration);
    statements(s.body);
    loopIterations_.pop_back();
    elaborateLoop(s, iteration + 1, dynamic + 1, &envBefore, testFrom);
    guard_.pop_back();
    unassigned_.insert(beforeUnassigned.begin(), beforeUnassigned.end());
    joinEnv(c, env_, before);
    return;
  }
}

// Whether two register maps give every register the same value (the same node, or the same constant).
bool Elaborator::sameEnv(const Env& a, const Env& b) const {
  if (a.size() != b.size()) return false;
  for (auto i = a.begin(), j = b.begin(); i != a.end(); ++i, ++j) {
    if (i->first != j->first) return false;
    if (i->second == j->second) continue;
    auto x = constantOf(i->second), y = constantOf(j->second);
    if (!x || !y || *x != *y) return false;
  }
  return true;
}

// A PTX path cut at a label (litmus/PtxLoops.h): a LoopBound that holds wherever the path gets
// there. A bound is a reason for `unknown` (its executions are not checked); a loop that provably
// never ends is endless; an exact await loop is endless and await (as markExactAwaits marks
// OpenCL's), its reads the thread's last `spinReads` reads on the path (an exchange spin's: its
// exchange, PtxCode.cpp writeBackSpin; an AMDGPU compare-exchange spin's: its compare-exchange,
// litmus/AmdgpuSpin.h) (their guards are prefixes
// of the current one), asked about by the liveness check.
void Elaborator::ptxCut(const ast::Stmt& s) {
  CondId bound = newCond(Cond::Kind::LoopBound, eval(*s.value), s.value->range);
  Cond& c = p_.conds[bound];
  c.text = "the loop back to " + s.name;
  c.bound = options_.unroll;
  c.endless = s.cut == ast::Stmt::Cut::Endless;
  c.forever = c.endless;  // PtxLoops.h proved that it never ends: a liveness stop
  // An execution that gets to a Reduced cut reduces to a shorter one with the same final state
  // (a read-only turn removed): it is left out, and no liveness is asked there.
  if (s.cut == ast::Stmt::Cut::Reduced) c.endless = true;
  if (s.cut != ast::Stmt::Cut::Await) return;
  std::vector<EventId> reads;
  const size_t loads = static_cast<size_t>(s.spinReads);
  for (size_t i = p_.events.size(); i-- > 0 && reads.size() < loads;) {
    const Event& e = p_.events[i];
    // A read-only spin's failed compare-and-swap (PtxLoops.h, AmdgpuSpin.h) is a Cas event.
    if (e.thread != tid_ || (e.kind != EventKind::Read && e.kind != EventKind::Update && e.kind != EventKind::Cas))
      continue;
    if (e.guard.size() > guard_.size() || !std::equal(e.guard.begin(), e.guard.end(), guard_.begin())) continue;
    reads.insert(reads.begin(), e.id);
  }
  if (reads.size() != loads) return;  // not found: the bound stays a reason for unknown
  p_.conds[bound].endless = p_.conds[bound].await = true;
  p_.conds[bound].reads = std::move(reads);
}

void Elaborator::barrier(const ast::Stmt& s) {
  std::string key = s.name;
  for (int it : loopIterations_) key += "#" + std::to_string(it);
  int wg = units_[tid_].workGroup;
  int unit = s.subGroupBarrier ? units_[tid_].subGroup : wg;
  std::string fullKey = key + (s.subGroupBarrier ? "@sg" : "@wg") + std::to_string(unit);
  int id;
  auto found = barrierIds_.find(fullKey);
  if (found == barrierIds_.end()) {
    id = static_cast<int>(p_.barriers.size());
    barrierIds_[fullKey] = id;
    Barrier b;
    b.label = key;
    b.name = s.name;
    b.subGroup = s.subGroupBarrier;
    b.workGroup = wg;
    b.unit = unit;
    b.channel = s.barrierChannel;
    b.count = s.barrierCount;
    b.arrive = s.barrierArrive;
    b.exitReleases = s.barrierExitReleases;
    p_.barriers.push_back(b);
  } else {
    id = found->second;
    if (p_.barriers[id].count != s.barrierCount)  // PTX: bar.sync a, b
      sink_.fail(s.range,
                 "barrier " + std::to_string(s.barrierChannel % 16) +
                     (s.barrierChannel < 16 ? "" : " of instance " + std::to_string(s.barrierChannel / 16 - 1)) +
                     " is given different thread counts in one CTA (or with and without a count): "
                     "give every bar.sync of one barrier the same count");
  }
  auto& threads = p_.barriers[id].threads;
  if (std::find(threads.begin(), threads.end(), tid_) == threads.end()) threads.push_back(tid_);
  for (EventKind k : {EventKind::BarrierEntry, EventKind::BarrierExit}) {
    if (k == EventKind::BarrierExit && s.barrierArrive) break;  // PTX bar.arrive does not wait
    Event ev;
    ev.kind = k;
    ev.fenceFlags = s.fence.flags;
    ev.scope = s.fence.scope;
    ev.order = k == EventKind::BarrierEntry ? MemoryOrder::Release : MemoryOrder::Acquire;
    ev.barrier = id;
    ev.range = s.range;
    ev.text = snippet(s.range);
    emit(ev);
  }
}

void Elaborator::statements(const std::vector<ast::StmtPtr>& list) {
  for (const auto& s : list) statement(*s);
}

void Elaborator::statement(const ast::Stmt& s) {
  switch (s.kind) {
    case ast::StmtKind::Block:
      statements(s.body);
      break;
    case ast::StmtKind::Decl:
      registerType_[s.name] = intTypeOf(s.typeText);
      env_[s.name] = convert(s.value ? eval(*s.value) : constant(0), registerType_[s.name]);
      if (s.value)
        unassigned_.erase(s.name);
      else
        unassigned_.insert(s.name);  // the 0 is only what the final condition shows
      break;
    case ast::StmtKind::Assign: {
      ValueRef v = eval(*s.value);
      auto type = registerType_.find(s.name);
      env_[s.name] = convert(v, type == registerType_.end() ? IntType::Int : type->second);
      unassigned_.erase(s.name);
      break;
    }
    case ast::StmtKind::Store: {  // the two operands of `=` are unsequenced (C11 6.5.16 p3)
      const EventId from = static_cast<EventId>(p_.events.size());
      Address a = address(*s.target);
      const EventId mid = static_cast<EventId>(p_.events.size());
      ValueRef v = eval(*s.value);
      unsequenced(from, mid, static_cast<EventId>(p_.events.size()));
      Event ev = access(EventKind::Write, a, *s.target);
      ev.range = s.range;
      ev.text = snippet(s.range);
      ev.value = v;
      ev.order = MemoryOrder::NonAtomic;
      ev.scope = MemoryScope::WorkItem;
      emit(ev);
      break;
    }
    case ast::StmtKind::Eval:
      eval(*s.value, false);
      break;
    case ast::StmtKind::If:
      elaborateIf(eval(*s.value), s.value->range, s.body, &s.elseBody);
      break;
    case ast::StmtKind::While:
      whileLoop(s);
      break;
    case ast::StmtKind::Fence: {
      Event ev;
      ev.kind = EventKind::Fence;
      ev.fenceFlags = s.fence.flags;
      ev.order = s.fence.order;
      ev.scope = s.fence.scope;
      ev.remote = s.fence.remote;
      ev.proxy = s.fence.proxy;
      ev.hw = s.fence.hw;
      ev.range = s.range;
      ev.text = snippet(s.range);
      emit(ev);
      break;
    }
    case ast::StmtKind::Barrier:
      barrier(s);
      break;
    case ast::StmtKind::EventDecl:
    case ast::StmtKind::Command:
      commandStatement(s);
      break;
  }
}

void Elaborator::elaborateThread(size_t i) {
  tid_ = static_cast<int>(i);
  thread_ = &test_.threads[i];
  params_.clear();
  for (const auto& prm : thread_->params) params_[prm.name] = &prm;
  guard_.clear();
  env_.clear();
  unassigned_.clear();
  registerType_.clear();
  if (commands_) startThreadCommands();
  for (const auto& r : test_.registerInits)
    if (r.thread == thread_->index) env_[r.name] = constant(r.value);
  statements(thread_->body);
  if (commands_) finishThreadCommands();
  p_.threads[i].registers = env_;
}


Program Elaborator::run() {
  p_.name = printableName(test_.name);  // shown in every output (support/Printable.h)
  p_.file = printableName(test_.source ? test_.source->path() : "");
  p_.unroll = options_.unroll;
  if (test_.threads.size() > static_cast<size_t>(kMaxWorkItems))
    sink_.fail(test_.threads[kMaxWorkItems].range,
               "too many work-items: the test has " + std::to_string(test_.threads.size()) +
                   ", clmm checks at most " + std::to_string(kMaxWorkItems));
  units_ = resolveScopes(test_, sink_);
  sink_.throwIfErrors();
  declareLocations();
  sink_.throwIfErrors();
  for (size_t i = 0; i < test_.threads.size(); ++i) {
    WorkItem w;
    w.name = test_.threads[i].name;
    w.index = test_.threads[i].index;
    w.subGroup = units_[i].subGroup;
    w.workGroup = units_[i].workGroup;
    w.device = units_[i].device;
    w.host = test_.threads[i].host;
    if (test_.threads[i].kernel >= 0) w.kernel = test_.kernels[test_.threads[i].kernel].name;
    p_.threads.push_back(w);
  }
  for (const auto& r : test_.registerInits) {
    bool found = false;
    for (const auto& t : test_.threads) found |= t.index == r.thread;
    if (!found)
      sink_.error(r.range, "initial value for a register of thread " + std::to_string(r.thread) +
                               ", but the test has no thread P" + std::to_string(r.thread));
  }
  commands_ = ast::hasCommands(test_);
  if (commands_) {  // kernels are elaborated after the work-items that enqueue them
    for (size_t i : planKernels()) elaborateThread(i);
    finishCommands();
  } else {
    for (size_t i = 0; i < test_.threads.size(); ++i) elaborateThread(i);
  }
  markExactAwaits();
  markRmwSpins();
  checkLocalUse();
  resolveObservables();
  sink_.throwIfErrors();
  if (!nonAtomicTyped_.empty()) {
    std::string names;
    for (const auto& n : nonAtomicTyped_) names += (names.empty() ? "" : ", ") + n;
    sink_.warning(test_.nameRange,
                  "atomic operations on location(s) declared without an atomic type (" + names +
                      "): treated as atomic accesses, as the herd and Dat3M references do");
  }
  return std::move(p_);
}

}  // namespace clmm::detail

namespace clmm {

namespace {
// An initial value outside its location's 32-bit type is converted (C11 6.3.1.3: what every GPU
// compiler does), but the condition's literal is not: say so where the value is written.
void warnConvertedInits(const ast::Test& test, const Program& p, DiagnosticSink& sink) {
  std::map<std::string, int64_t> now;
  for (const Location& l : p.locations) now[l.name] = l.init;
  for (const ast::LocationInit& l : test.locations)
    for (size_t i = 0; i < l.values.size(); ++i) {
      const std::string name = l.isArray ? l.name + "[" + std::to_string(i) + "]" : l.name;
      auto it = now.find(name);
      if (it == now.end() || it->second == l.values[i]) continue;
      sink.warning(l.range, "the initial value " + std::to_string(l.values[i]) + " of " + name +
                                " does not fit its 32-bit type: it is converted to " + std::to_string(it->second) +
                                " (a condition that names the value as written never holds); write a value in range");
    }
}
}  // namespace

Program elaborateProgram(const ast::Test& test, DiagnosticSink& sink, const ElaborateOptions& options) {
  // A first elaboration records the signed operations and the interval analysis finds those
  // that may overflow; the second checks those (Elaborator::signedOverflow). Its errors and
  // warnings are the second's too: a scratch sink takes them.
  std::set<const ast::Expr*> overflows;
  if (test.dialectHeader != "PTX" && test.dialectHeader != "AMDGPU") {
    DiagnosticSink scratch(sink.source());
    try {
      detail::Elaborator first(test, scratch, options);
      Program p = first.run();
      overflows = detail::mayOverflow(test, p, first.overflowSites());
    } catch (const BadInput&) {
      // reported by the elaboration below
    }
  }
  detail::Elaborator l(test, sink, options, &overflows);
  Program p = l.run();
  // CUDA C++ keeps C's undefined arithmetic (signed overflow, division by zero), which the PTX
  // model does not flag: a CUDA test whose arithmetic may be undefined is refused, never checked
  // as if it wrapped (docs/cuda.md).
  if (ast::isCudaTest(test))
    for (const Event& e : p.events)
      if (e.kind == EventKind::Undefined)
        sink.fail(e.range, "this operation may be undefined behaviour (" + e.text.substr(e.text.rfind(" (") + 2) +
                               ", which the PTX model does not flag: keep a CUDA test's arithmetic defined (smaller "
                               "values, unsigned types, no division by zero)");
  if (ast::isCudaTest(test))
    for (EventId id : detail::mayIndexOutside(test, p))
      sink.fail(p.events[id].range, "this index may fall outside its array '" + p.arrays[p.events[id].array].name +
                                        "', which the PTX model does not flag: keep every index of a CUDA test within "
                                        "its array");
  detail::wrapInt32(test, p);
  warnConvertedInits(test, p, sink);
  // PTX and CUDA: executions whose barriers deadlock have no final state. OpenCL: such a barrier is
  // barrier divergence, undefined behaviour, whose racy states stay (docs/models.md, "Liveness").
  if (ast::followsPtx(test) || test.dialectHeader == "AMDGPU") excludeDeadlocks(p, sink);  // CUDA's __syncthreads is bar.sync 0
  return p;
}

}  // namespace clmm

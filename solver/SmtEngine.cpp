// The Z3 engine's driver: encodes the program and the model (through the generic evaluator
// over the symbolic algebra), then asks one incremental solver, under assumptions:
//   1. whether some candidate needs a loop to run past the unrolling bound (no model checks,
//      as in the explicit engine);
//   2. per flag, whether a consistent execution raises it (with the flag's pair as witness);
//   3. the states of consistent flag-free executions (allowed), blocking each one found (and,
//      for interchangeable observed work-items, every image of it: events/Symmetry.h);
//   4. then, without "no flag", the remaining states (racy: only flagged executions reach them);
//   5. when no state satisfies the condition's proposition, which checks forbid it (a minimal
//      unsat core over the checks' tracking literals).
#include "solver/SmtEngine.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

#include "axioms/Evaluator.h"
#include "enumerate/Witnesses.h"
#include "support/Budget.h"
#include "solver/DifferenceLogic.h"
#include "solver/HardDeadline.h"
#include "solver/Isolation.h"
#include "solver/ProgramEncoding.h"
#include "solver/SelfCheck.h"
#include "solver/SequentialCut.h"
#include "solver/SymbolicAlgebra.h"

namespace clmm {
namespace {

using smt::kFalse;
using smt::kTrue;
using smt::Lit;
using Val = smt::SymbolicAlgebra::Val;

// The solver could not decide (timeout, resource limit, incompleteness).
struct Undecided {
  std::string reason;
};

// The reason of an undecided result when the test's budget (support/Budget.h) is exhausted.
std::string budgetReasonOf(BudgetKind kind) {
  switch (kind) {
    case BudgetKind::Timeout: return "timeout";
    case BudgetKind::Memory: return "memory limit of " + std::to_string(memoryCapMb()) + " MB reached";
    case BudgetKind::Canceled: return "canceled";
  }
  return "canceled";
}

// What ended the test's budget, checked now (budgetExhausted() looks at the memory only every
// few milliseconds; after an interrupted query it must look at once).
std::optional<BudgetKind> exhaustedNow() {
  if (auto kind = budgetExhausted()) return kind;
  uint64_t cap = memoryCapMb();
  if (cap > 0 && residentMb() > cap) return BudgetKind::Memory;
  return std::nullopt;
}

void throwIfOverBudget() {
  if (auto kind = exhaustedNow()) throw Undecided{budgetReasonOf(*kind)};
}

// Interrupts Z3 at the deadline, over the memory cap, or when a stop is requested (a query's own
// timeout parameter would have to be set before every query, which costs more than most
// queries). Polls every few milliseconds.
class Watchdog {
 public:
  Watchdog(z3::context& ctx, std::optional<std::chrono::steady_clock::time_point> deadline) {
    thread_ = std::thread([this, &ctx, deadline] {
      std::unique_lock<std::mutex> lock(mutex_);
      for (;;) {
        auto next = std::chrono::steady_clock::now() + std::chrono::milliseconds(10);
        if (deadline && *deadline < next) next = *deadline;
        if (cv_.wait_until(lock, next, [this] { return stop_; })) return;
        uint64_t cap = memoryCapMb();
        std::optional<BudgetKind> why;
        if (stopRequested()) why = BudgetKind::Canceled;
        else if (deadline && std::chrono::steady_clock::now() >= *deadline) why = BudgetKind::Timeout;
        else if (cap > 0 && residentMb() > cap) why = BudgetKind::Memory;
        if (why) {
          // Interrupt again every few milliseconds until the query returns: an interrupt that
          // lands while Z3 is between two of its interruptible phases can be lost (a stopped
          // RMW-200 query then ran on for seconds).
          reason_ = static_cast<int>(*why);
          do {
            ctx.interrupt();
          } while (!cv_.wait_for(lock, std::chrono::milliseconds(10), [this] { return stop_; }));
          return;
        }
      }
    });
  }
  // Why it interrupted Z3, if it did.
  std::optional<BudgetKind> reason() const {
    int r = reason_;
    if (r < 0) return std::nullopt;
    return static_cast<BudgetKind>(r);
  }

  ~Watchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  bool stop_ = false;
  std::atomic<int> reason_{-1};
  std::thread thread_;
};

class Session {
 public:
  Session(const Program& p, const cat::Model& model, const SmtOptions& o)
      : p_(p),
        model_(model),
        o_(o),
        terms_(ctx_),
        clocks_(terms_, p.events.size()),
        enc_(p, terms_, clocks_, smt::chooseValueSort(p, o.values), o.coherence),
        alg_(terms_, clocks_, enc_.executed(), o.acyclicity, o.totalOrders),
        // The plain incremental SMT kernel: on the corpus it needs about 60% of the time of
        // Z3's default (combined) solver, whose first query sets up more machinery.
        solver_(o.simpleSolver ? z3::solver(ctx_, z3::solver::simple()) : z3::solver(ctx_)),
        watchdog_(ctx_, o.deadline) {
    solver_.set(solverParams());
  }

  void run(TestResult& r);
  std::optional<BudgetKind> interruptedFor() const { return watchdog_.reason(); }

 private:
  struct Flag {
    std::string name;
    Lit raised;
    std::optional<Val> tested;
  };

  void encode();
  void chooseArithmetic();
  Lit assumption(Lit formula, const std::string& name);
  z3::check_result query(const std::vector<Lit>& assumptions);
  z3::check_result querySeparately(const std::vector<Lit>& formulas);
  int firstLoopBeyondBound();
  std::optional<CondId> sequentialCut();
  z3::params solverParams();
  std::vector<Lit> base(bool flagFree) const;
  void enumerateStates(const std::vector<Lit>& assumptions, bool racy, TestResult& r);
  UbWitness witness(const Flag& f, const z3::model& m);
  std::vector<std::string> forbiddingChecks(Lit prop);

  const Program& p_;
  const cat::Model& model_;
  const SmtOptions& o_;
  z3::context ctx_;
  smt::Terms terms_;
  smt::Clocks clocks_;
  smt::ProgramEncoding enc_;
  smt::SymbolicAlgebra alg_;
  z3::solver solver_;
  Watchdog watchdog_;  // after the context and solver: stops before they are destroyed

  struct Check {
    std::string name;
    Lit tracking;  // assumption literal: tracking -> holds
    Lit holds;
  };
  std::vector<Check> checks_;
  std::vector<Lit> background_;  // clock facts, asserted with the structural constraints
  std::vector<Flag> flags_;
  Lit noFlag_ = kTrue, blocking_ = kTrue;
  Lit orbitBreak_ = kTrue;  // ProgramEncoding::orbitBreak() behind an assumption literal
  // enumerateStates' first phase: per map of the orbit, "this image's state is not known", the
  // assumption that one is, and how many known states the former already exclude.
  std::vector<Lit> imageIsNew_;
  Lit someImageIsNew_ = kTrue;
  size_t imagesBlocked_ = 0;
  bool orbitGaveUp_ = false;
  std::set<std::vector<int64_t>> known_;  // the states found so far
  std::vector<std::vector<int64_t>> knownInOrder_;
  uint64_t queries_ = 0;
  std::shared_ptr<StateWitnesses> kept_;  // SmtOptions::keepWitnesses: each state's model, read back
  uint64_t unconfirmed_ = 0;  // witnesses the self-check's order search could not decide
  bool selfCheck_ = false;
  bool denseDifferenceLogic_ = false;  // chooseArithmetic()
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

z3::params Session::solverParams() {
  z3::params params(ctx_);
  // Relevancy propagation only costs here: without it, enumerating the states of SB-12 takes a
  // third of the time (bench/README.md). (It makes a check that is not assumed expensive: its
  // clock atoms must still be given consistent values; querySeparately() avoids that.)
  params.set("relevancy", o_.relevancy);
  // SIGINT is clmm's (it stops the whole batch, cli/main.cpp), not a way to cancel one query.
  params.set("ctrl_c", false);
  if (o_.resourceLimit) params.set("rlimit", static_cast<unsigned>(o_.resourceLimit));
  if (denseDifferenceLogic_) params.set("arith.solver", 3u);
  // Z3's own timeout is per query, so it can only be the whole budget left when the solver is
  // made; the watchdog enforces the deadline across queries.
  if (o_.deadline) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*o_.deadline - std::chrono::steady_clock::now());
    params.set("timeout", static_cast<unsigned>(std::clamp<int64_t>(left.count(), 1, 1 << 30)));
  }
  return params;
}

Lit Session::assumption(Lit formula, const std::string& name) {
  Lit a = terms_.fresh(name);
  solver_.add(terms_.expr(terms_.mkImplies(a, formula)));
  return a;
}

// Z3's dense difference-logic solver when everything arithmetic the session will assert is
// difference logic over at most kMaxDense integers (its state is quadratic in them): the
// encoding, the observables (blocking clauses, the condition) and the registers that state
// images read (ProgramEncoding::orbit()). Before the first query, since Z3 picks its theory
// solvers then.
void Session::chooseArithmetic() {
  constexpr size_t kMaxDense = 1000;
  if (!enc_.sort().isInt || !o_.differenceLogic) return;
  std::vector<z3::expr> roots;
  for (const z3::expr& e : solver_.assertions()) roots.push_back(e);
  for (size_t i = 0; i < enc_.observables().size(); ++i) roots.push_back(terms_.expr(enc_.observableIs(i, 0)));
  if (const StateOrbit* orbit = enc_.orbit())
    for (const auto& m : orbit->maps())
      for (const auto& src : m.source)
        if (src) roots.push_back(enc_.finalValue(*src) == 0);
  smt::DifferenceLogicScan scan = smt::scanDifferenceLogic(roots);
  denseDifferenceLogic_ = scan.differenceLogic && scan.integerVariables <= kMaxDense;
  if (denseDifferenceLogic_) solver_.set(solverParams());
  spdlog::debug("smt: {}: arithmetic {}difference logic, {} integers{}", p_.name, scan.differenceLogic ? "" : "not ",
                scan.integerVariables, denseDifferenceLogic_ ? ": dense difference-logic solver" : "");
}

void Session::encode() {
  for (Lit l : enc_.hard()) solver_.add(terms_.expr(l));
  if (o_.chainShortcuts)
    alg_.setChainShortcut([this](const std::vector<smt::SymRel>& chain) { return enc_.irreflexiveShortcut(chain); });
  cat::Evaluator<smt::SymbolicAlgebra> ev(
      model_, alg_, [&](const cat::Binding& b) { return enc_.primitive(b.name); }, o_.skipChecks);
  for (const cat::Check& c : model_.checks) {
    if (ev.skipped(c)) continue;
    auto outcome = ev.check(c);
    if (c.isFlag()) flags_.push_back({c.name, outcome.result, std::move(outcome.tested)});
    else checks_.push_back({c.name, assumption(outcome.result, "check_" + c.name), outcome.result});
  }
  background_ = clocks_.takeBackground();
  for (Lit l : background_) solver_.add(terms_.expr(l));
  std::vector<Lit> none;
  for (const Flag& f : flags_) none.push_back(terms_.mkNot(f.raised));
  noFlag_ = assumption(terms_.mkAnd(none), "no_flag");
  blocking_ = terms_.fresh("block_found_states");
  if (enc_.orbitBreak() != kTrue) orbitBreak_ = assumption(enc_.orbitBreak(), "orbit_break");
}

std::vector<Lit> Session::base(bool flagFree) const {
  std::vector<Lit> a;
  if (enc_.hasLoopBounds()) a.push_back(enc_.withinLoopBound());
  for (const auto& c : checks_) a.push_back(c.tracking);
  if (flagFree) a.push_back(noFlag_);
  return a;
}

z3::check_result Session::query(const std::vector<Lit>& assumptions) {
  // (Setting Z3 parameters before each query costs more than most queries: the deadline is
  // enforced by the watchdog instead, and the resource limit is set once.)
  throwIfOverBudget();
  z3::expr_vector a(ctx_);
  for (Lit l : assumptions) a.push_back(terms_.expr(l));
  ++queries_;
  z3::check_result res = solver_.check(a);
  // Once the watchdog has interrupted the context, no answer is trusted: an interrupt that lands
  // while assertions are being added can leave them half internalised, and a later check may
  // then answer sat with a model that is not an execution (the debug build's self-check caught
  // it on a deadline that had already passed).
  if (auto kind = watchdog_.reason()) throw Undecided{budgetReasonOf(*kind)};
  if (res == z3::unknown) {
    throwIfOverBudget();
    throw Undecided{"Z3 returned unknown (" + solver_.reason_unknown() + ")"};
  }
  return res;
}

// The lowest LoopBound condition (not endless) that holds in some consistent candidate, as the
// explicit engine names it; -1 when none does.
int Session::firstLoopBeyondBound() {
  for (CondId c = 0; c < p_.conds.size(); ++c) {
    if (p_.conds[c].kind != Cond::Kind::LoopBound || p_.conds[c].endless) continue;
    std::vector<Lit> a;
    for (const auto& check : checks_) a.push_back(check.tracking);
    a.push_back(assumption(enc_.condHolds(c), "beyond_loop_bound_c" + std::to_string(c)));
    if (query(a) == z3::sat) return static_cast<int>(c);
  }
  return -1;
}

// SmtOptions::stopAtCut, before the model is encoded: a sequentially consistent execution beyond
// a loop's bound that the explicit checker confirms (solver/SequentialCut.h), asked loop by loop
// in the order of the test.
std::optional<CondId> Session::sequentialCut() {
  const auto groups = smt::loopCutGroups(p_);
  if (groups.empty()) return std::nullopt;
  throwIfOverBudget();
  z3::solver s(ctx_, z3::solver::simple());
  s.set(solverParams());
  for (Lit l : enc_.hard()) s.add(terms_.expr(l));
  s.add(terms_.expr(smt::sequentialOrder(p_, enc_, terms_, clocks_)));
  for (const auto& group : groups) {
    std::vector<Lit> cuts;
    for (CondId c : group) cuts.push_back(enc_.condHolds(c));
    Lit some = terms_.mkOr(cuts);
    if (some == kFalse) continue;
    Lit a = terms_.fresh("sequential_cut");
    s.add(terms_.expr(terms_.mkImplies(a, some)));
    z3::expr_vector assumptions(ctx_);
    assumptions.push_back(terms_.expr(a));
    ++queries_;
    z3::check_result res = s.check(assumptions);
    if (auto kind = watchdog_.reason()) throw Undecided{budgetReasonOf(*kind)};  // see query()
    if (res != z3::sat) continue;
    if (auto cut = smt::confirmedCut(enc_.execution(s.get_model()), group, model_, o_.skipChecks)) return cut;
  }
  return std::nullopt;
}

// A query in a fresh solver holding only the structural constraints and `formulas`: for
// questions that leave some of the model's checks out.
z3::check_result Session::querySeparately(const std::vector<Lit>& formulas) {
  throwIfOverBudget();
  z3::solver s(ctx_, z3::solver::simple());
  s.set(solverParams());
  for (Lit l : enc_.hard()) s.add(terms_.expr(l));
  for (Lit l : background_) s.add(terms_.expr(l));
  for (Lit l : formulas) s.add(terms_.expr(l));
  ++queries_;
  z3::check_result res = s.check();
  if (auto kind = watchdog_.reason()) throw Undecided{budgetReasonOf(*kind)};  // see query()
  if (res == z3::unknown) {
    throwIfOverBudget();
    throw Undecided{"Z3 returned unknown (" + s.reason_unknown() + ")"};
  }
  return res;
}

// With interchangeable observed work-items (ProgramEncoding::orbit()), first under their
// symmetry breaking, asking for an execution that has some image whose state is not known yet
// (a state alone does not tell: two executions with one state may have different images); every
// image of each state found is added. Each answer adds a state, and unsat means that every
// execution's state is known (each execution is an image of one that the breaking keeps). When
// the clauses for "some image is new" grow too many (images x states), the rest is enumerated
// without the breaking, by state, still adding every image.
void Session::enumerateStates(const std::vector<Lit>& assumptions, bool racy, TestResult& r) {
  const auto& obs = enc_.observables();
  const StateOrbit* orbit = enc_.orbit();
  cat::OrderSearchLimits limits;
  limits.maxSteps = o_.selfCheckSteps;
  if (o_.deadline) limits.shouldAbort = [d = *o_.deadline] { return std::chrono::steady_clock::now() > d; };
  auto add = [&](std::vector<int64_t> values) {
    std::vector<Lit> differs;
    for (size_t i = 0; i < obs.size(); ++i) differs.push_back(terms_.mkNot(enc_.observableIs(i, values[i])));
    solver_.add(terms_.expr(terms_.mkImplies(blocking_, terms_.mkOr(differs))));
    FinalState s;
    s.cls = racy ? StateClass::Racy : StateClass::Allowed;
    s.satisfiesCondition = p_.condition ? p_.condition->prop.eval(values) : true;
    s.values = std::move(values);
    known_.insert(s.values);
    knownInOrder_.push_back(s.values);
    r.states.push_back(std::move(s));
  };
  // A model's state and the states of its images, each added if new.
  auto record = [&](const z3::model& m) {
    std::vector<int64_t> values;
    for (size_t i = 0; i < obs.size(); ++i) values.push_back(enc_.valueIn(m, obs[i]));
    std::optional<Execution> x;
    if (selfCheck_ || kept_) x = enc_.execution(m);
    if (selfCheck_ && !smt::selfCheckWitness(*x, model_, o_.skipChecks, values, racy, limits)) ++unconfirmed_;
    auto keep = [&](const std::vector<int64_t>& state, Execution e) {
      if (kept_) (racy ? kept_->racy : kept_->allowed).try_emplace(state, std::move(e));
    };
    if (orbit) {
      // Every image of the state is reached by the execution with the work-items permuted
      // (events/Symmetry.h); the self-check builds that execution and checks it too.
      for (StateOrbit::Image& image : orbit->images(values, [&](ValueRef v) { return enc_.finalValueIn(m, v); })) {
        if (known_.count(image.state) || image.state == values) continue;
        if (selfCheck_ && !smt::selfCheckWitness(smt::permuteThreads(*x, image.from), model_, o_.skipChecks,
                                                 image.state, racy, limits))
          ++unconfirmed_;
        if (kept_) keep(image.state, smt::permuteThreads(*x, image.from));
        add(std::move(image.state));
      }
    }
    if (!known_.count(values)) {
      if (kept_) keep(values, std::move(*x));
      add(std::move(values));
    }
  };

  if (orbit && orbitBreak_ != kTrue && !orbitGaveUp_) {
    constexpr uint64_t kMaxImageClauses = uint64_t(1) << 21;
    const auto& maps = orbit->maps();
    if (imageIsNew_.empty()) {
      std::vector<Lit> some;
      for (size_t f = 0; f < maps.size(); ++f) imageIsNew_.push_back(terms_.fresh("image_new_" + std::to_string(f)));
      some = imageIsNew_;
      someImageIsNew_ = assumption(terms_.mkOr(some), "some_image_new");
    }
    std::vector<Lit> a = assumptions;
    a.push_back(orbitBreak_);
    a.push_back(someImageIsNew_);
    for (;;) {
      if (uint64_t(maps.size()) * knownInOrder_.size() > kMaxImageClauses) {
        orbitGaveUp_ = true;
        spdlog::debug("smt: {}: {} states under the symmetry of observed work-items, {} images each; going on by state",
                      p_.name, knownInOrder_.size(), maps.size());
        break;
      }
      // "Image f of the execution is new": its state differs from each known state.
      for (; imagesBlocked_ < knownInOrder_.size(); ++imagesBlocked_) {
        const std::vector<int64_t>& s = knownInOrder_[imagesBlocked_];
        for (size_t f = 0; f < maps.size(); ++f) {
          std::vector<Lit> differs;
          for (size_t i = 0; i < obs.size(); ++i)
            differs.push_back(terms_.mkNot(maps[f].source[i] ? enc_.finalValueIs(*maps[f].source[i], s[i])
                                                             : enc_.observableIs(i, s[i])));
          solver_.add(terms_.expr(terms_.mkImplies(imageIsNew_[f], terms_.mkOr(differs))));
        }
      }
      if (query(a) != z3::sat) return;
      record(solver_.get_model());
    }
  }
  std::vector<Lit> a = assumptions;
  a.push_back(blocking_);
  while (query(a) == z3::sat) record(solver_.get_model());
}

UbWitness Session::witness(const Flag& f, const z3::model& m) {
  UbWitness w;
  w.flag = f.name;
  if (f.tested) {
    if (f.tested->kind() == cat::Kind::Set) {
      const auto& v = f.tested->set().v;
      for (size_t e = 0; e < v.size() && w.events.empty(); ++e)
        if (enc_.holdsIn(m, v[e])) w.events = {static_cast<EventId>(e)};
    } else {
      const smt::SymRel& rel = f.tested->rel();
      for (size_t i = 0; i < rel.n && w.events.empty(); ++i)
        for (size_t j = 0; j < rel.n && w.events.empty(); ++j)
          if (enc_.holdsIn(m, rel.at(i, j))) w.events = {static_cast<EventId>(i), static_cast<EventId>(j)};
    }
  }
  for (size_t i = 0; i < w.events.size(); ++i) {
    if (i) w.description += "  vs  ";
    w.description += p_.describe(w.events[i]);
    const Event& e = p_.events[w.events[i]];
    if (e.range.known()) w.description += " (line " + std::to_string(e.range.line) + ")";
  }
  return w;
}

// A minimal set of checks that, with the structural constraints, rule out every execution
// satisfying `prop` (deletion-based minimisation of Z3's core).
std::vector<std::string> Session::forbiddingChecks(Lit prop) {
  Lit want = assumption(prop, "proposition");
  std::vector<Lit> a = base(false);
  a.push_back(want);
  if (query(a) != z3::unsat) throw std::logic_error("smt: the proposition is satisfiable but no state satisfies it");
  std::set<unsigned> inCore;
  for (const z3::expr& e : solver_.unsat_core()) inCore.insert(Z3_get_ast_id(ctx_, e));
  std::vector<Check> core;
  for (const auto& c : checks_)
    if (inCore.count(Z3_get_ast_id(ctx_, terms_.expr(c.tracking)))) core.push_back(c);
  for (size_t i = 0; i < core.size();) {
    std::vector<Lit> trial = {prop};
    if (enc_.hasLoopBounds()) trial.push_back(enc_.withinLoopBound());
    for (size_t j = 0; j < core.size(); ++j)
      if (j != i) trial.push_back(core[j].holds);
    if (querySeparately(trial) == z3::unsat) core.erase(core.begin() + static_cast<long>(i));
    else ++i;
  }
  std::vector<std::string> out;
  for (const auto& c : core) out.push_back(c.name);
  return out;
}

void Session::run(TestResult& r) {
#ifndef NDEBUG
  selfCheck_ = true;
#else
  selfCheck_ = o_.selfCheck;
#endif
  if (o_.keepWitnesses) kept_ = std::make_shared<StateWitnesses>();
  if (o_.stopAtCut && enc_.hasLoopBounds())
    if (std::optional<CondId> cut = sequentialCut()) {  // unknown, without encoding the model
      r.loopBoundHit = true;
      r.loopBoundCond = static_cast<int>(*cut);
      r.decided = false;
      r.unknownReason = p_.loopBoundReason(*cut);
      r.candidates = queries_;
      return;
    }
  encode();
  chooseArithmetic();
  double encoded = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  spdlog::debug("smt: {}: {} events, values as {}, {} literals, {} rf variables, {} co clocks, {} thin-air clocks, "
                "{} symmetry breaks, {} images per state, {} chain shortcuts, {} clock families, {} assertions; encoded in {:.3f} s",
                p_.name, p_.events.size(),
                enc_.sort().isInt ? std::string("Int") : "BV" + std::to_string(enc_.sort().width),
                terms_.size(), enc_.stats().rfVariables, enc_.stats().coClocks, enc_.stats().ootaClocks, enc_.stats().symmetryBreaks,
                enc_.stats().orbitBound, enc_.stats().shortcuts, clocks_.families(), solver_.assertions().size(), encoded);

  if (enc_.hasLoopBounds()) r.loopBoundHit = querySeparately({enc_.beyondLoopBound()}) == z3::sat;
  if (r.loopBoundHit) r.loopBoundCond = firstLoopBeyondBound();
  if (o_.stopAtCut && r.loopBoundCond >= 0) {  // unknown whatever the states are
    r.decided = false;
    r.unknownReason = p_.loopBoundReason(static_cast<CondId>(r.loopBoundCond));
    return;
  }

  std::set<std::string> raised;
  for (const Flag& f : flags_) {
    if (f.raised == kFalse) continue;
    std::vector<Lit> a = base(false);
    if (orbitBreak_ != kTrue) a.push_back(orbitBreak_);
    a.push_back(assumption(f.raised, "flag_" + f.name));
    if (query(a) != z3::sat) continue;
    raised.insert(f.name);
    r.ubWitnesses.push_back(witness(f, solver_.get_model()));
  }
  enumerateStates(base(true), false, r);
  if (!raised.empty()) enumerateStates(base(false), true, r);
  std::sort(r.states.begin(), r.states.end());

  for (const FinalState& s : r.states) ++(s.satisfiesCondition ? r.positive : r.negative);
  if (p_.condition && r.positive == 0) r.forbiddingChecks = forbiddingChecks(enc_.proposition(p_.condition->prop));
  r.ubFlags.assign(raised.begin(), raised.end());
  r.candidates = queries_;
  r.consistent = r.states.size();
  r.witnesses = std::move(kept_);
  r.notes.push_back("engine smt: Positive and Negative count final states, not executions");
  if (unconfirmed_ > 0)
    r.notes.push_back("self-check: " + std::to_string(unconfirmed_) + " of " + std::to_string(r.states.size()) +
                      " witnesses not confirmed: the explicit search for a total order was cut after " +
                      std::to_string(o_.selfCheckSteps) + " steps");
  if (r.loopBoundHit) {  // a truncated unrolling is never a verdict (docs/language.md, "Loops")
    r.notes.push_back("loop unrolling bound " + std::to_string(p_.unroll) +
                      " reached: executions that need more iterations are not considered (see --unroll)");
    if (r.loopBoundCond >= 0) {
      r.decided = false;
      r.unknownReason = p_.loopBoundReason(static_cast<CondId>(r.loopBoundCond));
    }
  }
  if (spdlog::should_log(spdlog::level::debug)) {
    std::string z3stats;
    z3::stats st = solver_.statistics();
    for (unsigned i = 0; i < st.size(); ++i) {
      std::string key = st.key(i);
      if (key == "mk bool var" || key == "decisions" || key == "conflicts" || key == "propagations")
        z3stats += ", " + key + " " + (st.is_uint(i) ? std::to_string(st.uint_value(i)) : std::to_string(st.double_value(i)));
    }
    spdlog::debug("smt: {}: {} states in {} queries, {:.3f} s{}", p_.name, r.states.size(), queries_,
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(), z3stats);
  }
}

// The engine in this process.
TestResult checkSmtHere(const Program& p, const cat::Model& model, const std::string& modelName,
                        const SmtOptions& options) {
  auto start = std::chrono::steady_clock::now();
  TestResult r = resultHeader(p, modelName, "smt");
  r.countsAreExecutions = false;
  auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  auto pastDeadline = [&] { return options.deadline && std::chrono::steady_clock::now() >= *options.deadline; };
  try {
    try {
      Session session(p, model, options);
      try {
        session.run(r);
      } catch (const z3::exception&) {
        // While the session (and its memory) is alive: the watchdog knows why it interrupted.
        if (auto kind = session.interruptedFor()) throw Undecided{budgetReasonOf(*kind)};
        throw;
      }
    } catch (const z3::exception&) {
      // Z3 calls other than queries throw once the watchdog has interrupted the context.
      if (auto kind = exhaustedNow()) throw Undecided{budgetReasonOf(*kind)};
      if (!pastDeadline()) throw;
      throw Undecided{"timeout"};
    } catch (const BudgetExceeded& e) {  // building the encoding (Terms, the evaluator)
      throw Undecided{budgetReasonOf(e.kind())};
    }
  } catch (const Undecided& u) {
    r.seconds = seconds();
    r.decided = false;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", r.seconds);
    r.unknownReason = u.reason == "timeout" ? "timeout after " + std::string(buf) + " s" : u.reason;
    r.states.clear();
    return r;
  }
  r.seconds = seconds();
  finishVerdict(r);
  return r;
}

}  // namespace

TestResult checkSmt(const Program& p, const cat::Model& model, const std::string& modelName,
                    const SmtOptions& options) {
  // Under a memory cap, in a process of its own (solver/Isolation.h): Z3 does not stop growing
  // at its interrupt, a killed process does.
  if (memoryCapMb() > 0 && !smt::inEngineProcess())
    return smt::runIsolated(p, modelName, options.deadline, [&] { return checkSmtHere(p, model, modelName, options); });
  if (!options.deadline || smt::inEngineProcess()) return checkSmtHere(p, model, modelName, options);
  // Nor does every phase of Z3 stop at its interrupt in time: past the deadline and a grace, the
  // query is given up on the thread it runs on (solver/HardDeadline.h).
  const auto start = std::chrono::steady_clock::now();
  BudgetKind why = BudgetKind::Timeout;
  if (auto r = smt::runWithHardDeadline(p, model, modelName, options, checkSmtHere, why)) return *r;
  TestResult r = resultHeader(p, modelName, "smt");
  r.decided = false;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", r.seconds);
  r.unknownReason = why == BudgetKind::Canceled ? budgetReasonOf(why)
                                                : "timeout after " + std::string(buf) +
                                                      " s (Z3 did not stop at its interrupt: the query was given up)";
  return r;
}

}  // namespace clmm

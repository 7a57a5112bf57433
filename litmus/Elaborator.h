// The elaboration of a test's AST into its event program: one class whose methods are split
// between Elaborate.cpp (thread bodies: statements, control flow, barriers; the whole run),
// ElaborateExpressions.cpp (expressions: accesses, operators, atomic calls), ElaborateValues.cpp
// (symbolic values and conditions), ElaborateState.cpp (locations, initial writes, observables)
// and ElaborateCommands.cpp (kernels, queues, API calls and the synchronisation of commands).
// Internal to litmus/: everyone else calls elaborateProgram() (Program.h).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "events/Program.h"
#include "litmus/Scopes.h"
#include "litmus/Elaborate.h"
#include "litmus/Int32.h"

namespace clmm::detail {

using VN = ValueNode;

struct Address {
  int array = -1;
  ValueRef offset = 0;
  LocId loc = -1;
  Proxy proxy = Proxy::Generic;  // PTX: the access's proxy (ast::Expr::proxy)
  int vaddr = -1;                // PTX: its generic alias (Event::vaddr)
};

// A `while` test that holds exactly when its one compare-exchange fails: `!CAS` or `CAS == 0` for
// OpenCL's strong compare-exchange, `CAS != K` for a strong compare-and-swap returning the old
// value (CUDA's atomicCAS) whose expected value is the literal K (ElaborateSpin.cpp).
bool casSpinTest(const ast::Expr& test);

class Elaborator {
 public:
  // `overflowSites`: the operations that may overflow (mayOverflow, from a first elaboration that
  // passed nullptr and recorded every signed operation in overflowSites()).
  Elaborator(const ast::Test& test, DiagnosticSink& sink, const ElaborateOptions& options,
             const std::set<const ast::Expr*>* overflowSites = nullptr)
      : test_(test), sink_(sink), options_(options), mayOverflow_(overflowSites) {}

  Program run();
  const std::vector<OverflowSite>& overflowSites() const { return sites_; }

 private:
  // values
  ValueRef node(VN n);
  ValueRef constant(int64_t c);
  ValueRef constant(int64_t c, IntType type);  // c wrapped into type
  ValueRef convert(ValueRef v, IntType type);
  ValueRef readValue(EventId read);  // the value a read returns, of its location's type
  void undefinedIf(ValueRef when, const ast::Expr& site, const std::string& what);
  // C11 6.5 p5: a signed `a op b` (or `-b`) whose result is not representable is undefined.
  void signedOverflow(const ast::Expr& site, VN::BOp op, ValueRef a, ValueRef b, bool negation);
  ValueRef binary(VN::BOp op, ValueRef a, ValueRef b);
  ValueRef unary(VN::UOp op, ValueRef a);
  ValueRef ite(CondId c, ValueRef a, ValueRef b);
  std::optional<int64_t> constantOf(ValueRef v) const;
  CondId newCond(Cond::Kind kind, ValueRef value, SourceRange range);

  // set-up
  void declareLocations();  // the steps below, in this order
  void declareInitialState();
  void declareParameters();
  void addOutOfBoundsStandIns();
  void declareArrayTypes();
  void addInitialWrites();
  static void findComputedIndices(const std::vector<ast::StmtPtr>& body, const std::map<std::string, int>& sizes,
                                  std::set<std::string>& out);
  void elaborateThread(size_t i);
  void checkLocalUse();
  void resolveObservables();
  int observable(const StateRef& ref, std::map<std::string, int>& seen);
  int registerObservable(const StateRef& ref, Observable& o);
  Formula conditionFormula(const ast::Prop& pr, std::map<std::string, int>& seen);
  static bool conditionValue(const ast::Prop& pr, IntType t, int64_t& value);

  // thread bodies
  void statements(const std::vector<ast::StmtPtr>& list);
  void statement(const ast::Stmt& s);
  void elaborateIf(ValueRef cond, SourceRange range, const std::vector<ast::StmtPtr>& thenS,
               const std::vector<ast::StmtPtr>* elseS);
  using Env = std::map<std::string, ValueRef>;
  // dynamic: iterations with a Branch test; previous: the registers before the last iteration's test
  void elaborateLoop(const ast::Stmt& s, int iteration, int dynamic, const Env* previous, size_t previousEvents);
  bool sameEnv(const Env& a, const Env& b) const;
  bool awaitLoop(const ast::Stmt& s, size_t testFrom, const Env& turnStart) const;
  void whileLoop(const ast::Stmt& s);
  void markExactAwaits();
  // Read-modify-write spins that write back what they read (ElaborateSpin.cpp, docs/models.md,
  // "Write-back read-modify-write spins"): the shape of one turn, then the test-wide conditions.
  std::optional<std::optional<int64_t>> writeBackRmwSpin(const ast::Stmt& s, size_t testFrom, const Env& turnStart) const;
  void markRmwSpins();
  void ptxCut(const ast::Stmt& s);
  void joinEnv(CondId c, const std::map<std::string, ValueRef>& thenEnv,
               const std::map<std::string, ValueRef>& elseEnv);
  // expressions (ElaborateExpressions.cpp)
  ValueRef eval(const ast::Expr& e, bool needValue = true);
  ValueRef evalAtomic(const ast::Expr& e, bool needValue);
  ValueRef evalCompareExchange(const ast::Expr& e, const Address& obj, EventId objFrom, EventId objEnd, int callNo);
  ValueRef evalPtxCas(const ast::Expr& e, const Address& obj);
  Address address(const ast::Expr& e);
  EventId emit(Event ev);
  EventId emitCall(Event ev, int call);  // an event of an atomic built-in's operation (callOf_)
  void unsequenced(EventId a, EventId b, EventId c);
  Event access(EventKind kind, const Address& a, const ast::Expr& site);
  void barrier(const ast::Stmt& s);
  std::string snippet(SourceRange r) const;

  // kernels, queues and commands (ElaborateCommands.cpp)
  struct KernelState;
  struct CommandState;
  struct EventVar;
  int kernelOf(size_t thread) const;          // index into kernels_, -1 for a host thread
  std::vector<size_t> planKernels();          // checks who enqueues what; the order to elaborate threads in
  void findEnqueuers();
  void checkKernelsStart(bool anyHost);
  std::vector<size_t> elaborationOrder() const;
  void startThreadCommands();                 // a work-item of an enqueued kernel starts under its enqueue's guard
  void finishThreadCommands();                // ... and its registers are 0 when it does not run
  void commandStatement(const ast::Stmt& s);  // EventDecl and Command
  int newCommand(Command::Kind kind, const std::string& label, const ast::Command& c, const ast::Stmt& s);
  int useQueue(const ast::NameRef& q);
  EventVar& eventVar(const ast::NameRef& name);
  EventVar& waitedEvent(const ast::NameRef& name);
  CondId cloneCond(CondId c);
  void finishCommands();                      // user events, then the csw edges
  void checkDeadlock();

  const ast::Test& test_;
  DiagnosticSink& sink_;
  ElaborateOptions options_;
  const std::set<const ast::Expr*>* mayOverflow_;  // nullptr: record every site into sites_
  std::vector<OverflowSite> sites_;
  Program p_;
  std::vector<UnitIds> units_;
  std::map<std::string, int> arrays_;
  std::map<std::string, std::vector<std::pair<int, SourceRange>>> localUse_;  // array -> (thread, site)
  std::set<std::string> nonAtomicTyped_;         // locations used atomically without an atomic type
  std::vector<IntType> arrayType_;               // per array: the widest type its declarations give it
  std::map<std::string, IntType> registerType_;  // the current thread's registers
  std::map<EventId, int> callOf_;                // events of atomic built-ins' operations: the call's number
  int nextCall_ = 0;
  std::vector<std::pair<CondId, std::vector<int>>> awaits_;  // await loops' LoopBounds, the arrays their tests read
  // The `while` loops being elaborated, innermost last: the registers before their first turn,
  // and the compare-exchange events of their turns' tests when the test is a compare-exchange
  // spin (ElaborateSpin.cpp); spins_: those events of each spin loop elaborated (of which at
  // most one writes in an execution: a success ends the loop).
  std::vector<std::pair<Env, std::vector<EventId>>> loops_;
  std::vector<std::vector<EventId>> spins_;
  // Write-back RMW spins cut at their bound: the LoopBound, the cut turn's read-modify-write, and
  // the one value its test goes round on (when the test is `RMW == K` or `!RMW`).
  struct RmwSpin {
    CondId cond;
    EventId rmw;
    std::optional<int64_t> goValue;
  };
  std::vector<RmwSpin> rmwSpins_;

  // current thread
  int tid_ = -1;
  const ast::Thread* thread_ = nullptr;
  std::map<std::string, const ast::Param*> params_;
  Guard guard_;
  std::map<std::string, ValueRef> env_;
  // Registers that may hold no value on the current path: declared without one (`int r;`), or
  // declared on one side of a branch only (C11 6.7.9 p10: indeterminate until assigned).
  std::set<std::string> unassigned_;
  std::vector<int> loopIterations_;
  std::map<std::string, int> barrierIds_;

  // commands (ElaborateCommands.cpp)
  struct KernelState {
    std::vector<int> threads;   // its work-items
    int enqueuer = -1;          // the thread whose call enqueues it; -1: none
    SourceRange site;           // the kernel name in that call
    bool root = false;          // starts by itself, as a test without kernels does (no command)
    int command = -1;           // index into Program::commands, once elaborated
    Guard guard;                // the enqueuer's guard at the call
  };
  struct CommandState {
    int kernel = -1;                // kernel instances: index into kernels_
    int queue = -1;                 // index into queues_; -1: the device's default queue
    bool emptyWaitList = true;
    std::vector<int> waitCommands;  // commands whose completion it waits on
    std::vector<int> waitUsers;     // user events it waits on (index into users_)
    bool device = false;            // enqueue_kernel
    ast::EnqueueFlags flags = ast::EnqueueFlags::NoWait;
    int parent = -1;                // enqueue_kernel: the issuing work-item's kernel
    int workGroup = -1;             // enqueue_kernel: the issuing work-item's work-group
  };
  struct EventVar {
    SourceRange declared;
    int user = -1;       // a user event: index into users_
    int command = -1;    // the command that signals it (`&e`)
    bool set = false;    // created (user event) or passed as `&e`
    Guard guard;         // where it was set
    SourceRange setAt;
  };
  struct UserEvent {
    std::string name;
    std::optional<EventId> setCall;  // clSetUserEventStatus(u, CL_COMPLETE)
    SourceRange firstWait;
  };
  struct QueueState {
    int thread = -1;                 // the host thread that uses it
    SourceRange firstUse;
    std::vector<int> commands;       // in enqueue order
    std::vector<std::pair<EventId, size_t>> finishes;  // clFinish call, number of commands before it
  };
  struct WaitCall {
    EventId call;
    std::vector<int> commands;
  };
  bool commands_ = false;             // the test has kernels, host threads or queues
  std::vector<KernelState> kernels_;  // per ast kernel, then the top-level work-items' kernel
  std::vector<CommandState> cmdState_;  // parallel to Program::commands
  std::vector<QueueState> queues_;      // per ast queue
  std::vector<UserEvent> users_;
  std::vector<WaitCall> waits_;
  std::map<std::string, EventVar> events_;  // the current thread's event variables
  std::map<CondId, CondId> clones_;         // the current thread's copies of its enqueuer's conditions
  Guard startGuard_;                        // the current thread's guard at its start
};

}  // namespace clmm::detail

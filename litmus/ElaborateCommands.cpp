// Elaboration of kernels, command queues and API calls (docs/kernels.md,
// "Commands as events"): checks who enqueues which kernel (unknown kernels, kernels enqueued
// twice or never, enqueue cycles), elaborates every kernel after the work-item that enqueues it and
// under the guard of that call, turns each call into a Call event in its thread's program order
// and each command into start / end / completion events of its own, checks the event variables
// of wait lists, and generates the global-synchronises-with edges of the specification's rules
// for host-side and device-side commands (Program::commandSync, the model's `csw`).
#include <algorithm>
#include <functional>
#include <set>

#include "litmus/Elaborator.h"

namespace clmm::detail {

int Elaborator::kernelOf(size_t thread) const {
  const ast::Thread& t = test_.threads[thread];
  if (t.host) return -1;
  return t.kernel >= 0 ? t.kernel : static_cast<int>(test_.kernels.size());  // last: the top-level kernel
}

// ----------------------------------------------------------------------------- the kernel graph

namespace {

// Every command statement of a body, with whether it is inside a loop.
void forEachCommand(const std::vector<ast::StmtPtr>& body, const std::function<void(const ast::Stmt&)>& f) {
  for (const auto& s : body) {
    if (s->kind == ast::StmtKind::Command) f(*s);
    forEachCommand(s->body, f);
    forEachCommand(s->elseBody, f);
  }
}

bool enqueuesKernel(const ast::Command& c) {
  return c.kind == ast::CommandKind::NDRangeKernel || c.kind == ast::CommandKind::EnqueueKernel;
}

}  // namespace

std::vector<size_t> Elaborator::planKernels() {
  const size_t nK = test_.kernels.size();
  kernels_.assign(nK + 1, KernelState{});
  queues_.assign(test_.queues.size(), QueueState{});
  bool anyHost = false;
  for (size_t i = 0; i < test_.threads.size(); ++i) {
    int k = kernelOf(i);
    if (k >= 0) kernels_[k].threads.push_back(static_cast<int>(i));
    anyHost |= k < 0;
  }
  findEnqueuers();
  sink_.throwIfErrors();
  checkKernelsStart(anyHost);
  sink_.throwIfErrors();
  return elaborationOrder();
}

// Who enqueues what: each kernel's enqueuer and the site of its call.
void Elaborator::findEnqueuers() {
  const size_t nK = test_.kernels.size();
  for (size_t i = 0; i < test_.threads.size(); ++i)
    forEachCommand(test_.threads[i].body, [&](const ast::Stmt& s) {
      const ast::Command& c = *s.command;
      if (!enqueuesKernel(c)) return;
      int k = -1;
      for (size_t j = 0; j < nK; ++j)
        if (test_.kernels[j].name == c.kernel.name) k = static_cast<int>(j);
      if (k < 0) {
        sink_.error(c.kernel.range, "unknown kernel '" + c.kernel.name + "'");
        return;
      }
      KernelState& ks = kernels_[k];
      if (ks.enqueuer >= 0) {
        sink_.error(c.kernel.range, "kernel '" + c.kernel.name + "' is enqueued twice (first at line " +
                                        std::to_string(ks.site.line) + "); a kernel is instantiated once: "
                                        "declare another kernel for a second instance");
        return;
      }
      ks.enqueuer = static_cast<int>(i);
      ks.site = c.kernel.range;
    });
}

// Which kernels start: the roots and those their work-items enqueue, transitively; a kernel
// never enqueued, or enqueued only round a cycle, is an error.
void Elaborator::checkKernelsStart(bool anyHost) {
  const size_t nK = test_.kernels.size();
  // What starts by itself: the top-level work-items; without them and without a host, the
  // first kernel that nobody enqueues.
  KernelState& top = kernels_[nK];
  top.root = !top.threads.empty();
  if (!top.root && !anyHost)
    for (size_t k = 0; k < nK; ++k)
      if (kernels_[k].enqueuer < 0) {
        kernels_[k].root = true;
        break;
      }
  // Reachable kernels; the others are never enqueued, or enqueued only from an enqueue cycle.
  std::vector<bool> reached(nK + 1, false);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t k = 0; k <= nK; ++k) {
      const KernelState& ks = kernels_[k];
      bool r = ks.root || (ks.enqueuer >= 0 && (kernelOf(ks.enqueuer) < 0 || reached[kernelOf(ks.enqueuer)]));
      if (r && !reached[k]) reached[k] = changed = true;
    }
  }
  std::vector<bool> reported(nK + 1, false);
  for (size_t k = 0; k < nK; ++k) {
    if (reached[k] || reported[k]) continue;
    if (kernels_[k].enqueuer < 0) {
      sink_.error(test_.kernels[k].range, "kernel '" + test_.kernels[k].name + "' is never enqueued" +
                                              (anyHost || !top.threads.empty()
                                                   ? ""
                                                   : " (in a test without a host, only the first kernel that "
                                                     "nobody enqueues starts by itself)"));
      reported[k] = true;
      continue;
    }
    // Follow the enqueuers back: either to a kernel never enqueued (reported there) or round a cycle.
    std::vector<int> chain;
    int at = static_cast<int>(k);
    while (at >= 0 && std::find(chain.begin(), chain.end(), at) == chain.end() && kernels_[at].enqueuer >= 0) {
      chain.push_back(at);
      at = kernelOf(kernels_[at].enqueuer);
    }
    auto loop = std::find(chain.begin(), chain.end(), at);
    if (at < 0 || loop == chain.end()) continue;
    std::vector<int> cycle(loop, chain.end());  // each enqueued by the next
    std::reverse(cycle.begin(), cycle.end());    // each enqueues the next
    std::string text = "enqueue cycle: kernel '" + test_.kernels[cycle[0]].name + "'";
    for (size_t i = 1; i <= cycle.size(); ++i)
      text += std::string(i == 1 ? " enqueues '" : ", which enqueues '") + test_.kernels[cycle[i % cycle.size()]].name + "'";
    bool already = false;
    for (int c : cycle) already |= reported[c];
    for (int c : cycle) reported[c] = true;
    if (!already)
      sink_.error(kernels_[cycle[1 % cycle.size()]].site,  // where cycle[0] enqueues the next
                  text + "; a kernel instance cannot enqueue itself, directly or not");
  }
}

// Elaboration order: a kernel's work-items after the thread that enqueues it.
std::vector<size_t> Elaborator::elaborationOrder() const {
  std::vector<size_t> order;
  std::vector<bool> placed(test_.threads.size(), false);
  while (order.size() < test_.threads.size())
    for (size_t i = 0; i < test_.threads.size(); ++i) {
      int k = kernelOf(i);
      bool ready = k < 0 || kernels_[k].root || placed[kernels_[k].enqueuer];
      if (!placed[i] && ready) {
        placed[i] = true;
        order.push_back(i);
      }
    }
  return order;
}

// ----------------------------------------------------------------------------- per thread

// A copy of the enqueuer's condition `c` in the current thread: the same test of the same value,
// so it has the same truth value (each engine enumerates a thread's conditions on their own).
CondId Elaborator::cloneCond(CondId c) {
  auto found = clones_.find(c);
  if (found != clones_.end()) return found->second;
  Cond copy = p_.conds[c];
  Guard guard;
  for (const GuardLit& lit : copy.guard) guard.push_back({cloneCond(lit.cond), lit.positive});
  copy.kind = Cond::Kind::Branch;
  copy.thread = tid_;
  copy.guard = guard;
  copy.event = 0;
  p_.conds.push_back(copy);
  CondId id = static_cast<CondId>(p_.conds.size() - 1);
  clones_[c] = id;
  return id;
}

void Elaborator::startThreadCommands() {
  events_.clear();
  clones_.clear();
  int k = kernelOf(static_cast<size_t>(tid_));
  if (k >= 0 && !kernels_[k].root)
    for (const GuardLit& lit : kernels_[k].guard) guard_.push_back({cloneCond(lit.cond), lit.positive});
  startGuard_ = guard_;
}

// The registers of a work-item that does not run (its kernel is not enqueued) are 0.
void Elaborator::finishThreadCommands() {
  for (auto& [name, v] : env_)
    for (auto lit = startGuard_.rbegin(); lit != startGuard_.rend(); ++lit)
      v = lit->positive ? ite(lit->cond, v, constant(0)) : ite(lit->cond, constant(0), v);
}

// ----------------------------------------------------------------------------- statements

Elaborator::EventVar& Elaborator::eventVar(const ast::NameRef& name) {
  auto it = events_.find(name.name);
  if (it == events_.end())
    sink_.fail(name.range, "'" + name.name + "' is not an event variable of " + thread_->name + " (declare it: '" +
                               (thread_->host ? "cl_event " : "clk_event_t ") + name.name + ";')");
  return it->second;
}

// An event in a wait list: set by an earlier command (or created as a user event) wherever this
// statement runs.
Elaborator::EventVar& Elaborator::waitedEvent(const ast::NameRef& name) {
  EventVar& v = eventVar(name);
  if (!v.set)
    sink_.fail(name.range, "event '" + name.name + "' is waited on before a command sets it (pass '&" + name.name +
                               "' to the command it should signal)");
  bool prefix = v.guard.size() <= guard_.size() && std::equal(v.guard.begin(), v.guard.end(), guard_.begin());
  if (!prefix)
    sink_.fail(name.range, "event '" + name.name + "' is set under a condition (line " + std::to_string(v.setAt.line) +
                               ") that does not hold everywhere it is waited on here");
  return v;
}

int Elaborator::useQueue(const ast::NameRef& q) {
  int found = -1;
  for (size_t i = 0; i < test_.queues.size(); ++i)
    if (test_.queues[i].name == q.name) found = static_cast<int>(i);
  if (found < 0) sink_.fail(q.range, "unknown queue '" + q.name + "' (declare it: 'queue " + q.name + " in_order;')");
  QueueState& qs = queues_[found];
  if (qs.thread >= 0 && qs.thread != tid_)
    sink_.fail(q.range, "queue '" + q.name + "' is used by " + p_.threads[qs.thread].name + " (line " +
                            std::to_string(qs.firstUse.line) + ") and by " + thread_->name +
                            "; clmm orders a queue's commands by the program order of one host thread");
  if (qs.thread < 0) qs.thread = tid_, qs.firstUse = q.range;
  return found;
}

int Elaborator::newCommand(Command::Kind kind, const std::string& label, const ast::Command& c, const ast::Stmt& s) {
  int index = static_cast<int>(p_.commands.size());
  Command cmd;
  cmd.kind = kind;
  cmd.label = label;
  cmd.issuer = tid_;
  cmd.queue = c.queue.name;
  Event call;
  call.kind = EventKind::Call;
  call.command = index;
  call.range = s.range;
  call.text = snippet(s.range);
  cmd.call = emit(call);
  // The command's own events: in no program order, under the call's guard.
  auto own = [&](EventKind k) {
    Event ev;
    ev.kind = k;
    ev.id = static_cast<EventId>(p_.events.size());
    ev.thread = tid_;
    ev.guard = guard_;
    ev.po = -1;
    ev.command = index;
    ev.range = s.range;
    ev.text = label;
    p_.events.push_back(ev);
    return ev.id;
  };
  cmd.start = own(EventKind::CmdStart);
  if (kind == Command::Kind::Kernel) cmd.end = static_cast<int>(own(EventKind::CmdEnd));
  cmd.complete = own(EventKind::CmdComplete);
  p_.commands.push_back(cmd);

  CommandState st;
  st.emptyWaitList = c.waitList.empty();
  for (const auto& w : c.waitList) {
    EventVar& v = waitedEvent(w);
    if (v.user >= 0) {
      st.waitUsers.push_back(v.user);
      if (!users_[v.user].firstWait.known()) users_[v.user].firstWait = w.range;
    } else {
      st.waitCommands.push_back(v.command);
    }
  }
  if (c.eventRet) {
    EventVar& v = eventVar(*c.eventRet);
    if (v.set)
      sink_.fail(c.eventRet->range, "event '" + c.eventRet->name + "' is set twice (first at line " +
                                        std::to_string(v.setAt.line) + ")");
    v.set = true;
    v.command = index;
    v.guard = guard_;
    v.setAt = c.eventRet->range;
  }
  cmdState_.push_back(st);
  return index;
}

void Elaborator::commandStatement(const ast::Stmt& s) {
  if (!loopIterations_.empty())
    sink_.fail(s.range, "API calls and event variables cannot be used inside a loop (clmm instantiates each "
                        "command once)");
  if (s.kind == ast::StmtKind::EventDecl) {
    auto [it, fresh] = events_.emplace(s.name, EventVar{});
    if (!fresh)
      sink_.fail(s.range, "event '" + s.name + "' is declared twice (first at line " +
                              std::to_string(it->second.declared.line) + ")");
    EventVar& v = it->second;
    v.declared = s.range;
    if (s.userEvent) {
      v.user = static_cast<int>(users_.size());
      v.set = true;
      v.guard = guard_;
      v.setAt = s.range;
      users_.push_back({s.name, std::nullopt, {}});
    }
    return;
  }
  const ast::Command& c = *s.command;
  using K = ast::CommandKind;
  switch (c.kind) {
    case K::NDRangeKernel:
    case K::EnqueueKernel: {
      int k = -1;
      for (size_t j = 0; j < test_.kernels.size(); ++j)
        if (test_.kernels[j].name == c.kernel.name) k = static_cast<int>(j);
      int queue = c.kind == K::NDRangeKernel ? useQueue(c.queue) : -1;
      int index = newCommand(Command::Kind::Kernel, c.kernel.name, c, s);
      CommandState& st = cmdState_[index];
      st.kernel = k;
      st.queue = queue;
      if (queue >= 0) queues_[queue].commands.push_back(index);
      if (c.kind == K::EnqueueKernel) {
        st.device = true;
        st.flags = c.flags;
        st.parent = kernelOf(static_cast<size_t>(tid_));
        st.workGroup = units_[tid_].workGroup;
      }
      kernels_[k].command = index;
      kernels_[k].guard = guard_;
      break;
    }
    case K::Marker:
    case K::Barrier: {
      int queue = useQueue(c.queue);
      int index = newCommand(c.kind == K::Marker ? Command::Kind::Marker : Command::Kind::Barrier,
                             c.kind == K::Marker ? "marker" : "barrier", c, s);
      cmdState_[index].queue = queue;
      queues_[queue].commands.push_back(index);
      break;
    }
    case K::Finish: {
      int queue = useQueue(c.queue);
      Event call;
      call.kind = EventKind::Call;
      call.range = s.range;
      call.text = snippet(s.range);
      queues_[queue].finishes.emplace_back(emit(call), queues_[queue].commands.size());
      break;
    }
    case K::WaitForEvents: {
      WaitCall w;
      for (const auto& name : c.waitList) {
        EventVar& v = waitedEvent(name);
        if (v.user >= 0)
          sink_.fail(name.range, "clWaitForEvents on user event '" + name.name + "': the specification's memory "
                                 "rules order only the commands that wait on a user event");
        w.commands.push_back(v.command);
      }
      Event call;
      call.kind = EventKind::Call;
      call.range = s.range;
      call.text = snippet(s.range);
      w.call = emit(call);
      waits_.push_back(w);
      break;
    }
    case K::SetUserEventStatus: {
      EventVar& v = eventVar(c.event);
      if (v.user < 0)
        sink_.fail(c.event.range, "'" + c.event.name + "' is not a user event (create it with 'cl_event " +
                                      c.event.name + " = clCreateUserEvent(context, NULL);')");
      if (!guard_.empty())
        sink_.fail(s.range, "clSetUserEventStatus under a condition is not supported: the commands waiting on '" +
                                c.event.name + "' would never start when it is not set");
      UserEvent& u = users_[v.user];
      if (u.setCall)
        sink_.fail(s.range, "user event '" + c.event.name + "' is set to CL_COMPLETE twice (first at line " +
                                std::to_string(p_.events[*u.setCall].range.line) + ")");
      Event call;
      call.kind = EventKind::Call;
      call.range = s.range;
      call.text = snippet(s.range);
      u.setCall = emit(call);
      break;
    }
  }
}

// ----------------------------------------------------------------------------- edges

// The global-synchronises-with edges of the specification's rules for host-side and device-side
// commands (the OpenCL specification, "Memory ordering rules: host-side and device-side commands"),
// numbered as in docs/kernels.md. Each holds in an execution when both its events execute.
void Elaborator::finishCommands() {
  for (const UserEvent& u : users_)
    if (!u.setCall && u.firstWait.known())
      sink_.error(u.firstWait, "user event '" + u.name + "' is never set to CL_COMPLETE: the commands waiting "
                                                          "on it never start");
  sink_.throwIfErrors();

  std::set<std::pair<EventId, EventId>> edges;
  auto edge = [&](EventId a, EventId b) {
    if (a != b) edges.emplace(a, b);
  };
  auto eventsOf = [&](int kernel, int workGroup) {  // the events of a kernel's work-items (of one work-group)
    std::vector<EventId> out;
    for (int t : kernels_[kernel].threads)
      if (workGroup < 0 || p_.threads[t].workGroup == workGroup)
        out.insert(out.end(), p_.threads[t].events.begin(), p_.threads[t].events.end());
    return out;
  };
  for (size_t i = 0; i < p_.commands.size(); ++i) {
    const Command& c = p_.commands[i];
    const CommandState& st = cmdState_[i];
    if (st.device) p_.deviceEnqueue.emplace_back(c.call, c.start);          // (1) device-side: the model's denq
    else edge(c.call, c.start);                                              // (1) the call, the command
    for (int d : st.waitCommands) edge(p_.commands[d].complete, c.start);    // (2) a waited-on event, the command
    for (int u : st.waitUsers) edge(*users_[u].setCall, c.start);            // (11) setting a user event, its waiters
    if (c.end >= 0) {                                                        // (3) a command, its completion
      edge(c.start, static_cast<EventId>(c.end));
      edge(static_cast<EventId>(c.end), c.complete);
    } else {
      edge(c.start, c.complete);
    }
    if (st.kernel >= 0)
      for (EventId e : eventsOf(st.kernel, -1)) {
        edge(c.start, e);                                                    // (9) kernel start, its work-items
        edge(e, static_cast<EventId>(c.end));                                // (10) its work-items, its end
      }
    if (st.device) {
      const KernelState& parent = kernels_[st.parent];
      if (st.flags == ast::EnqueueFlags::WaitKernel) {                       // (12) the parent's end, the child
        if (parent.command >= 0) edge(static_cast<EventId>(p_.commands[parent.command].end), c.start);
        else
          for (EventId e : eventsOf(st.parent, -1)) edge(e, c.start);
      }
      if (st.flags == ast::EnqueueFlags::WaitWorkGroup)                      // (13) the work-group's end, the child
        for (EventId e : eventsOf(st.parent, st.workGroup)) edge(e, c.start);
      if (parent.command >= 0) edge(c.complete, p_.commands[parent.command].complete);  // a parent completes after its children
    }
  }
  for (size_t q = 0; q < queues_.size(); ++q) {
    const auto& cmds = queues_[q].commands;
    for (size_t j = 0; j < cmds.size(); ++j) {
      const Command& cj = p_.commands[cmds[j]];
      bool waitsForAll = cmdState_[cmds[j]].emptyWaitList && cj.kind != Command::Kind::Kernel;
      for (size_t i = 0; i < j; ++i)
        if (test_.queues[q].inOrder || waitsForAll)                          // (5) in-order queue; (6), (7) marker, barrier
          edge(p_.commands[cmds[i]].complete, cj.start);
      if (waitsForAll && cj.kind == Command::Kind::Barrier)
        for (size_t k = j + 1; k < cmds.size(); ++k) edge(cj.complete, p_.commands[cmds[k]].start);  // (7) later commands
    }
    for (const auto& [call, before] : queues_[q].finishes)
      for (size_t i = 0; i < before; ++i) edge(p_.commands[cmds[i]].complete, call);  // (8) clFinish
  }
  for (const WaitCall& w : waits_)
    for (int d : w.commands) edge(p_.commands[d].complete, w.call);         // (4) clWaitForEvents
  p_.commandSync.assign(edges.begin(), edges.end());
  checkDeadlock();
}

// A cycle of program order and command synchronisation: a thread waits, through commands, for
// one of its own later calls (e.g. clFinish before setting the user event a command waits on).
// Every execution running the whole cycle would be inconsistent; clmm rejects the program.
void Elaborator::checkDeadlock() {
  const size_t n = p_.events.size();
  std::vector<std::vector<EventId>> next(n);
  for (const auto& [a, b] : p_.commandSync) next[a].push_back(b);
  for (const auto& [a, b] : p_.deviceEnqueue) next[a].push_back(b);
  for (const WorkItem& w : p_.threads)
    for (size_t i = 0; i + 1 < w.events.size(); ++i) next[w.events[i]].push_back(w.events[i + 1]);
  std::vector<int> state(n, 0);  // 0 new, 1 on the stack, 2 done
  std::vector<EventId> stack;
  std::function<bool(EventId)> visit = [&](EventId e) {
    state[e] = 1;
    stack.push_back(e);
    for (EventId f : next[e]) {
      if (state[f] == 1) {
        stack.push_back(f);
        return true;
      }
      if (state[f] == 0 && visit(f)) return true;
    }
    stack.pop_back();
    state[e] = 2;
    return false;
  };
  for (EventId e = 0; e < n; ++e) {
    if (state[e] != 0 || !visit(e)) continue;
    // The cycle is the stack from the first occurrence of its last event; report its program-order step.
    auto from = std::find(stack.begin(), stack.end(), stack.back());
    for (auto it = from; it + 1 != stack.end(); ++it) {
      const Event& a = p_.events[*it];
      const Event& b = p_.events[*(it + 1)];
      if (a.isCommand() || b.isCommand() || a.thread != b.thread || a.po >= b.po) continue;
      sink_.fail(a.range, "deadlock: this waits, through the commands it waits for, for line " +
                              std::to_string(b.range.line) + ", which " + p_.threads[a.thread].name +
                              " only reaches after it");
    }
  }
}

}  // namespace clmm::detail

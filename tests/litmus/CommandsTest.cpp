// Kernels, host threads, queues and API calls (docs/kernels.md, "Commands as
// events"): their AST, their events (Call events in program order; start, end and completion
// events in none), the csw edges each rule of the specification gives (and does not give), the
// guards of kernels enqueued under a condition, scope units, lowering order, and the printer's
// round trip. Binary-level checks (both engines on examples/kernels) are in KernelsCliTest.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "litmus/AstTools.h"
#include "litmus/Printer.h"
#include "tests/litmus/Helpers.h"

using namespace clmm;
using clmm::test::elaborateText;
using clmm::test::parseText;

namespace {

using Edge = std::pair<EventId, EventId>;

bool hasEdge(const Program& p, EventId a, EventId b) {
  return std::find(p.commandSync.begin(), p.commandSync.end(), Edge{a, b}) != p.commandSync.end();
}

const Command& commandOf(const Program& p, const std::string& label, int nth = 0) {
  for (const auto& c : p.commands)
    if (c.label == label && nth-- == 0) return c;
  throw std::runtime_error("no command " + label);
}

int threadNamed(const Program& p, const std::string& name) {
  for (size_t t = 0; t < p.threads.size(); ++t)
    if (p.threads[t].name == name) return static_cast<int>(t);
  return -1;
}

// Two kernels on queue Q (in order or not), the second optionally behind `middle`.
std::string twoKernels(const std::string& mode, const std::string& middle = "") {
  return "OpenCL two\n{ x=0; }\nqueue Q " + mode +
         ";\nhost P0 (global int* x) {\n  clEnqueueNDRangeKernel(Q, a, 0, NULL, NULL);\n" + middle +
         "  clEnqueueNDRangeKernel(Q, b, 0, NULL, NULL);\n}\n"
         "kernel a {\n  P1 (global int* x) { *x = 1; }\n}\nkernel b {\n  P2 (global int* x) { int r0 = *x; }\n}\n"
         "exists (2:r0=0)\n";
}

}  // namespace

TEST(Commands, ATestWithoutKernelsGetsNoCommandEvents) {
  Program p = elaborateText(R"L(OpenCL MP
{ x=0; y=0; }
P0 (global int* x, global atomic_int* y) { *x = 1; atomic_store(y, 1); }
P1 (global int* x, global atomic_int* y) { int r0 = atomic_load(y); int r1 = *x; }
exists (1:r0=1 /\ 1:r1=0)
)L");
  EXPECT_TRUE(p.commands.empty());
  EXPECT_TRUE(p.commandSync.empty());
  for (const auto& e : p.events) EXPECT_FALSE(e.isCall() || e.isCommand());
}

TEST(Commands, AstOfEveryForm) {
  ast::Test t = parseText(R"L(OpenCL forms
{ x=0; }
queue Q out_of_order;
queue R;
host P0 (global int* x) {
  cl_event a, b;
  cl_event u = clCreateUserEvent(context, NULL);
  clEnqueueNDRangeKernel(Q, k, 0, NULL, &a);
  clEnqueueMarkerWithWaitList(Q, 2, (cl_event[]){a, u}, &b);
  clEnqueueBarrierWithWaitList(R, 1, &b, NULL);
  clWaitForEvents(1, &a);
  clSetUserEventStatus(u, CL_COMPLETE);
  clFinish(Q);
}
kernel k {
  P1@wg 0 (global int* x) {
    clk_event_t c;
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP, ndrange_2D(4, 4), 0, NULL, &c, child);
  }
  scopeTree (device (work_group P1))
}
kernel child {
  P2 (global int* x) { *x = 1; }
}
exists (x=1)
)L");
  ASSERT_EQ(t.queues.size(), 2u);
  EXPECT_FALSE(t.queues[0].inOrder);
  EXPECT_TRUE(t.queues[1].inOrder);  // the default
  ASSERT_EQ(t.kernels.size(), 2u);
  EXPECT_EQ(t.kernels[0].name, "k");
  EXPECT_EQ(t.kernels[0].scopeTree.size(), 1u);
  ASSERT_EQ(t.threads.size(), 3u);
  EXPECT_TRUE(t.threads[0].host);
  EXPECT_EQ(t.threads[0].kernel, -1);
  EXPECT_EQ(t.threads[1].kernel, 0);
  EXPECT_EQ(t.threads[2].kernel, 1);
  const auto& body = t.threads[0].body;
  ASSERT_EQ(body.size(), 9u);  // `cl_event a, b;` is two declarations
  EXPECT_EQ(body[0]->kind, ast::StmtKind::EventDecl);
  EXPECT_EQ(body[1]->name, "b");
  EXPECT_TRUE(body[2]->userEvent);
  const ast::Command& enq = *body[3]->command;
  EXPECT_EQ(enq.kind, ast::CommandKind::NDRangeKernel);
  EXPECT_EQ(enq.queue.name, "Q");
  EXPECT_EQ(enq.kernel.name, "k");
  EXPECT_TRUE(enq.waitList.empty());
  ASSERT_TRUE(enq.eventRet);
  EXPECT_EQ(enq.eventRet->name, "a");
  const ast::Command& marker = *body[4]->command;
  EXPECT_EQ(marker.kind, ast::CommandKind::Marker);
  ASSERT_EQ(marker.waitList.size(), 2u);
  EXPECT_EQ(marker.waitList[1].name, "u");
  EXPECT_EQ(body[5]->command->kind, ast::CommandKind::Barrier);
  EXPECT_FALSE(body[5]->command->eventRet);
  EXPECT_EQ(body[6]->command->kind, ast::CommandKind::WaitForEvents);
  EXPECT_EQ(body[7]->command->event.name, "u");
  EXPECT_EQ(body[8]->command->kind, ast::CommandKind::Finish);
  const ast::Command& dev = *t.threads[1].body[1]->command;
  EXPECT_EQ(dev.kind, ast::CommandKind::EnqueueKernel);
  EXPECT_EQ(dev.flags, ast::EnqueueFlags::WaitWorkGroup);
  EXPECT_EQ(dev.kernel.name, "child");
  EXPECT_EQ(t.threads[1].body[0]->typeText, "clk_event_t");
}

TEST(Commands, HostEnqueueGivesTheCallStartEndAndCompletion) {
  Program p = elaborateText(R"L(OpenCL one
{ x=0; }
queue Q in_order;
host P0 (global int* x) {
  *x = 1;
  cl_event e;
  clEnqueueNDRangeKernel(Q, k, 0, NULL, &e);
  clWaitForEvents(1, &e);
  int r0 = *x;
}
kernel k {
  P1 (global int* x) { int r1 = *x; *x = 2; }
}
exists (0:r0=2)
)L");
  ASSERT_EQ(p.commands.size(), 1u);
  const Command& c = p.commands[0];
  EXPECT_EQ(c.kind, Command::Kind::Kernel);
  EXPECT_EQ(c.label, "k");
  EXPECT_EQ(c.queue, "Q");
  const WorkItem& host = p.threads[0];
  EXPECT_TRUE(host.host);
  ASSERT_EQ(host.events.size(), 4u);  // W, enqueue call, wait call, R
  EXPECT_EQ(host.events[1], c.call);
  EXPECT_TRUE(p.events[c.call].isCall());
  EventId wait = host.events[2];
  EXPECT_TRUE(p.events[wait].isCall());
  for (EventId e : {c.start, static_cast<EventId>(c.end), c.complete}) {
    EXPECT_TRUE(p.events[e].isCommand());
    EXPECT_FALSE(p.events[e].isAccess());
    for (const auto& w : p.threads) EXPECT_EQ(std::count(w.events.begin(), w.events.end(), e), 0);
  }
  EXPECT_TRUE(hasEdge(p, c.call, c.start));                               // (1)
  EXPECT_TRUE(hasEdge(p, c.start, static_cast<EventId>(c.end)));          // (3)
  EXPECT_TRUE(hasEdge(p, static_cast<EventId>(c.end), c.complete));
  for (EventId e : p.threads[1].events) {
    EXPECT_TRUE(hasEdge(p, c.start, e));                                  // (9)
    EXPECT_TRUE(hasEdge(p, e, static_cast<EventId>(c.end)));              // (10)
  }
  EXPECT_TRUE(hasEdge(p, c.complete, wait));                              // (4)
  EXPECT_EQ(p.commandSync.size(), 3u + 2 * 2 + 1);
}

TEST(Commands, InOrderQueueOrdersItsCommandsOutOfOrderDoesNot) {
  Program in = elaborateText(twoKernels("in_order"));
  EXPECT_TRUE(hasEdge(in, commandOf(in, "a").complete, commandOf(in, "b").start));  // (5)
  Program out = elaborateText(twoKernels("out_of_order"));
  EXPECT_FALSE(hasEdge(out, commandOf(out, "a").complete, commandOf(out, "b").start));
}

TEST(Commands, MarkerAndBarrierWithEmptyWaitLists) {
  Program m = elaborateText(twoKernels("out_of_order", "  clEnqueueMarkerWithWaitList(Q, 0, NULL, NULL);\n"));
  const Command& marker = commandOf(m, "marker");
  EXPECT_EQ(marker.end, -1);
  EXPECT_TRUE(hasEdge(m, commandOf(m, "a").complete, marker.start));       // (6)
  EXPECT_TRUE(hasEdge(m, marker.start, marker.complete));                  // (3)
  EXPECT_FALSE(hasEdge(m, marker.complete, commandOf(m, "b").start));      // a marker does not block later commands
  Program b = elaborateText(twoKernels("out_of_order", "  clEnqueueBarrierWithWaitList(Q, 0, NULL, NULL);\n"));
  const Command& barrier = commandOf(b, "barrier");
  EXPECT_TRUE(hasEdge(b, commandOf(b, "a").complete, barrier.start));      // (7)
  EXPECT_TRUE(hasEdge(b, barrier.complete, commandOf(b, "b").start));
  // With a wait list, only the list (rule 2): the rules order the others for an empty list.
  Program w = elaborateText(twoKernels("out_of_order", "  cl_event e;\n  clEnqueueMarkerWithWaitList(Q, 0, NULL, &e);\n"
                                                    "  clEnqueueBarrierWithWaitList(Q, 1, &e, NULL);\n"));
  const Command& listed = commandOf(w, "barrier");
  EXPECT_TRUE(hasEdge(w, commandOf(w, "marker").complete, listed.start));  // (2)
  EXPECT_FALSE(hasEdge(w, commandOf(w, "a").complete, listed.start));
  EXPECT_FALSE(hasEdge(w, listed.complete, commandOf(w, "b").start));
}

TEST(Commands, FinishWaitsForTheCommandsBeforeIt) {
  Program p = elaborateText(twoKernels("out_of_order", "  clFinish(Q);\n"));
  EventId finish = p.threads[0].events[1];
  EXPECT_TRUE(p.events[finish].isCall());
  EXPECT_TRUE(hasEdge(p, commandOf(p, "a").complete, finish));   // (8)
  EXPECT_FALSE(hasEdge(p, commandOf(p, "b").complete, finish));  // enqueued after it
}

TEST(Commands, UserEventOrdersItsWaitersAfterTheCallThatSetsIt) {
  Program p = elaborateText(R"L(OpenCL user
{ x=0; }
queue Q in_order;
host P0 (global int* x) {
  cl_event u = clCreateUserEvent(context, NULL);
  clEnqueueNDRangeKernel(Q, k, 1, &u, NULL);
  *x = 1;
  clSetUserEventStatus(u, CL_COMPLETE);
}
kernel k {
  P1 (global int* x) { int r0 = *x; }
}
exists (1:r0=0)
)L");
  EventId set = p.threads[0].events.back();
  EXPECT_TRUE(p.events[set].isCall());
  EXPECT_TRUE(hasEdge(p, set, commandOf(p, "k").start));  // (11)
}

TEST(Commands, DeviceEnqueueFlags) {
  auto lowered = [](const std::string& flags) {
    return elaborateText("OpenCL dev\n{ x=0; }\n"
                     "P0@wg 0, dev 0 (global int* x) {\n  enqueue_kernel(get_default_queue(), " + flags +
                     ", ndrange_1D(1), child);\n  *x = 1;\n}\n"
                     "P1@wg 0, dev 0 (global int* x) { *x = 2; }\n"
                     "P2@wg 1, dev 0 (global int* x) { *x = 3; }\n"
                     "kernel child {\n  P3 (global int* x) { int r0 = *x; }\n}\nexists (3:r0=0)\n");
  };
  auto waitsFor = [](const Program& p, const std::string& thread) {
    const Command& c = commandOf(p, "child");
    const WorkItem& w = p.threads[threadNamed(p, thread)];
    bool all = true;
    for (EventId e : w.events) all = all && hasEdge(p, e, c.start);
    return all;
  };
  // The top-level kernel starts by itself: it has no command, so "its end" is each of its events.
  Program none = lowered("CLK_ENQUEUE_FLAGS_NO_WAIT");
  EXPECT_EQ(none.commands.size(), 1u);
  EXPECT_FALSE(waitsFor(none, "P0"));
  Program kernel = lowered("CLK_ENQUEUE_FLAGS_WAIT_KERNEL");  // (12)
  EXPECT_TRUE(waitsFor(kernel, "P0") && waitsFor(kernel, "P1") && waitsFor(kernel, "P2"));
  Program group = lowered("CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP");  // (13)
  EXPECT_TRUE(waitsFor(group, "P0") && waitsFor(group, "P1"));
  EXPECT_FALSE(waitsFor(group, "P2"));
}

TEST(Commands, ParentCompletesAfterItsChildrenAndWaitKernelFollowsItsEnd) {
  Program p = elaborateText(R"L(OpenCL nested
{ x=0; }
queue Q in_order;
host P0 (global int* x) { clEnqueueNDRangeKernel(Q, parent, 0, NULL, NULL); }
kernel parent {
  P1 (global int* x) {
    clk_event_t e;
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 0, NULL, &e, first);
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(1), 1, &e, NULL, second);
  }
}
kernel first { P2 (global int* x) { *x = 1; } }
kernel second { P3 (global int* x) { int r0 = *x; } }
exists (3:r0=0)
)L");
  const Command& parent = commandOf(p, "parent");
  const Command& first = commandOf(p, "first");
  const Command& second = commandOf(p, "second");
  EXPECT_EQ(first.queue, "");
  EXPECT_TRUE(hasEdge(p, first.complete, parent.complete));
  EXPECT_TRUE(hasEdge(p, second.complete, parent.complete));
  EXPECT_TRUE(hasEdge(p, first.complete, second.start));                             // (2) on the device
  EXPECT_TRUE(hasEdge(p, static_cast<EventId>(parent.end), second.start));           // (12)
  EXPECT_FALSE(hasEdge(p, static_cast<EventId>(parent.end), first.start));
  // (1) device-side: the call and the child's start are the primitive denq, not a csw edge
  // (the specification orders only fine-grained SVM through it: axioms/opencl-base.cat).
  EXPECT_FALSE(hasEdge(p, p.threads[1].events[0], first.start));
  const std::pair<EventId, EventId> enq{p.threads[1].events[0], first.start};
  EXPECT_NE(std::find(p.deviceEnqueue.begin(), p.deviceEnqueue.end(), enq), p.deviceEnqueue.end());
  EXPECT_EQ(p.deviceEnqueue.size(), 2u);
  // A host-side enqueue stays a csw edge (rule 1 for every memory).
  EXPECT_TRUE(hasEdge(p, p.threads[0].events[0], parent.start));
}

TEST(Commands, AKernelEnqueuedUnderAConditionRunsOnlyWhenItIs) {
  // The child is declared before the work-item that enqueues it: it is lowered after it.
  Program p = elaborateText(R"L(OpenCL guarded
{ x=0; y=0; }
kernel child {
  P2 (global atomic_int* y) {
    int r1 = atomic_load(y);
    if (r1 == 0) atomic_store(y, 2);
  }
}
P0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load(x);
  if (r0 == 1)
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), child);
}
P1 (global atomic_int* x) { atomic_store(x, 1); }
exists (2:r1=0)
)L");
  int parent = threadNamed(p, "P0"), child = threadNamed(p, "P2");
  ASSERT_EQ(child, 0);  // threads keep their source order
  const WorkItem& w = p.threads[child];
  EXPECT_GT(w.events.front(), p.threads[parent].events.front());  // lowered after its parent
  const Command& c = commandOf(p, "child");
  ASSERT_EQ(p.events[c.start].guard.size(), 1u);
  CondId parentCond = p.events[c.start].guard[0].cond;
  EXPECT_EQ(p.conds[parentCond].thread, parent);
  for (EventId e : w.events) {  // every event of the child under its own copy of the parent's test
    const Guard& g = p.events[e].guard;
    ASSERT_FALSE(g.empty());
    EXPECT_TRUE(g[0].positive);
    EXPECT_EQ(p.conds[g[0].cond].thread, child);
    EXPECT_EQ(p.conds[g[0].cond].value, p.conds[parentCond].value);
  }
  for (const Cond& cond : p.conds)
    for (const GuardLit& lit : cond.guard) EXPECT_EQ(p.conds[lit.cond].thread, cond.thread);
  // Its register is 0 when it does not run.
  EXPECT_NE(p.valueToString(w.registers.at("r1")).find("?"), std::string::npos);
}

TEST(Commands, ScopeUnitsPerKernelAndTheHostDevice) {
  Program p = elaborateText(R"L(OpenCL units
{ x=0; }
queue Q in_order;
host P0 (global int* x) { clEnqueueNDRangeKernel(Q, a, 0, NULL, NULL); clEnqueueNDRangeKernel(Q, b, 0, NULL, NULL); }
host P5 (global int* x) { *x = 5; }
kernel a {
  P1 (global int* x) { *x = 1; }
  P2 (global int* x) { *x = 2; }
  scopeTree (device (work_group P1 P2))
}
kernel b {
  P3@wg 0, dev 0 (global int* x) { *x = 3; }
  P4@wg 0, dev 0 (global int* x) { *x = 4; }
}
exists (x=1)
)L");
  auto w = [&](const char* n) { return p.threads[threadNamed(p, n)]; };
  EXPECT_EQ(w("P1").workGroup, w("P2").workGroup);
  EXPECT_EQ(w("P3").workGroup, w("P4").workGroup);
  EXPECT_NE(w("P1").workGroup, w("P3").workGroup);  // work-groups of different kernels differ
  EXPECT_EQ(w("P1").device, w("P3").device);        // device 0 of every kernel is one device
  EXPECT_NE(w("P0").device, w("P1").device);        // the host is a device of its own
  EXPECT_EQ(w("P0").device, w("P5").device);
  EXPECT_NE(w("P0").workGroup, w("P5").workGroup);
  EXPECT_EQ(w("P1").kernel, "a");
  EXPECT_TRUE(w("P5").host);
}

TEST(Commands, NoHostAndNoTopLevelWorkItems_TheFirstKernelNobodyEnqueuesStarts) {
  Program p = elaborateText(R"L(OpenCL roots
{ x=0; }
kernel child { P2 (global int* x) { int r0 = *x; } }
kernel parent {
  P1 (global int* x) {
    *x = 1;
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), child);
  }
}
exists (2:r0=0)
)L");
  ASSERT_EQ(p.commands.size(), 1u);  // parent starts by itself, like a test without kernels
  EXPECT_EQ(p.commands[0].label, "child");
}

TEST(Commands, PrinterRoundTripsEveryForm) {
  const char* text = R"L(OpenCL forms
{ x=0; }
queue Q out_of_order;
host P0 (global int* x) {
  cl_event a, b;
  cl_event u = clCreateUserEvent(ctx, NULL);
  clEnqueueNDRangeKernel(Q, k, 1, NULL, NULL, NULL, 1, (cl_event[]){u}, &a);
  clEnqueueMarkerWithWaitList(Q, 2, (cl_event[]){a, u}, &b);
  clEnqueueBarrierWithWaitList(Q, 1, &b, NULL);
  clSetUserEventStatus(u, CL_COMPLETE);
  clWaitForEvents(1, &a);
  int r0 = *x;
  if (r0 == 1) clFinish(Q);
}
P3 (global int* x) { *x = 3; }
kernel k {
  P1@wg 0 (global int* x) {
    clk_event_t c, d;
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_3D(1, 1, 1), 0, NULL, &c, child);
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(1), 1, &c, &d, other);
  }
  P2@wg 0 (global int* x) { *x = 2; }
  scopeTree (device (work_group P1 P2))
}
kernel child { P4 (global int* x) { *x = 4; } }
kernel other { P5 (global int* x) { *x = 5; } }
exists (x=1)
)L";
  ast::Test t = parseText(text);
  std::string printed = printTest(t);
  ast::Test back = parseText(printed);
  std::string why;
  EXPECT_TRUE(ast::sameTest(t, back, &why)) << why << "\n" << printed;
  EXPECT_EQ(printTest(back), printed);
  EXPECT_NE(printed.find("kernel k {\n  P1@wg 0 (global int* x) {\n    clk_event_t c;\n    clk_event_t d;\n"), std::string::npos) << printed;
  EXPECT_NE(printed.find("clEnqueueNDRangeKernel(Q, k, 1, &u, &a);"), std::string::npos) << printed;
  EXPECT_NE(printed.find("clEnqueueMarkerWithWaitList(Q, 2, (cl_event[]){a, u}, &b);"), std::string::npos);
  EXPECT_NE(printed.find("enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 0, NULL, &c, child);"),
            std::string::npos);
  // A changed command is a difference.
  back.threads[0].body[4]->command->waitList.clear();
  EXPECT_FALSE(ast::sameTest(t, back, &why));
}

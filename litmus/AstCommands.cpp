// Builds ast::Command from the parse tree of an API call: argument counts, queue and kernel
// names, enqueue flags, ndranges, wait lists (`0, NULL`, `1, &e`, `N, (cl_event[]){e1, ...}`)
// and returned events (`&e` or NULL). Everything else about commands is checked when elaborating.
#include "litmus/AstCommands.h"

#include <vector>

#include "litmus/Literals.h"
#include "litmus/TreeRanges.h"

namespace clmm {
namespace {

using P = LitmusParser;
using tree::rangeOf;
using tree::textOf;

// The primary expression an argument consists of, if it is one.
P::PrimaryContext* primaryOf(P::ExprContext* e) {
  if (auto* u = dynamic_cast<P::UnaryExprContext*>(e))
    if (auto* p = dynamic_cast<P::PrimaryExprContext*>(u->unary())) return p->primary();
  return nullptr;
}

std::optional<std::string> nameOf(P::ExprContext* e) {
  if (auto* n = dynamic_cast<P::NameExprContext*>(primaryOf(e))) return n->name->getText();
  return std::nullopt;
}

bool isNull(P::ExprContext* e) {
  auto n = nameOf(e);
  return n && *n == "NULL";
}

ast::NameRef nameArg(P::ExprContext* e, const std::string& what, DiagnosticSink& sink) {
  auto n = nameOf(e);
  if (!n || *n == "NULL") sink.fail(rangeOf(e), "expected " + what + ", got '" + textOf(e) + "'");
  return {*n, rangeOf(e)};
}

// `&name`.
std::optional<ast::NameRef> addressOfName(P::ExprContext* e) {
  if (auto* u = dynamic_cast<P::UnaryExprContext*>(e))
    if (auto* pre = dynamic_cast<P::PrefixExprContext*>(u->unary()); pre && pre->op->getText() == "&")
      if (auto* pe = dynamic_cast<P::PrimaryExprContext*>(pre->unary()))
        if (auto* n = dynamic_cast<P::NameExprContext*>(pe->primary()))
          return ast::NameRef{n->name->getText(), rangeOf(n)};
  return std::nullopt;
}

// `&e` (the event the command signals) or NULL.
std::optional<ast::NameRef> eventRetArg(P::ExprContext* e, DiagnosticSink& sink) {
  if (isNull(e)) return std::nullopt;
  if (auto ref = addressOfName(e)) return ref;
  sink.fail(rangeOf(e), "expected '&EVENT' (the event this command signals) or NULL, got '" + textOf(e) + "'");
}

// num_events_in_wait_list, event_wait_list: NULL, &e, or (cl_event[]){e1, e2, ...}.
std::vector<ast::NameRef> waitListArgs(P::ExprContext* count, P::ExprContext* list, DiagnosticSink& sink,
                                       bool herdCompat) {
  auto* lit = dynamic_cast<P::IntLiteralContext*>(primaryOf(count));
  if (!lit) sink.fail(rangeOf(count), "expected the number of events in the wait list, got '" + textOf(count) + "'");
  std::string digits = lit->INT()->getText();
  int64_t n = readIntLiteral(digits, rangeOf(count), sink, herdCompat);
  std::vector<ast::NameRef> events;
  if (isNull(list)) {
  } else if (auto* l = dynamic_cast<P::ListExprContext*>(primaryOf(list))) {
    std::string type = l->type->getText();
    if (type != "cl_event" && type != "clk_event_t")
      sink.fail(rangeOf(l->type), "a wait list is an array of cl_event or clk_event_t, not of '" + type + "'");
    for (auto* item : l->expr()) events.push_back(nameArg(item, "an event variable", sink));
  } else if (auto one = addressOfName(list)) {
    events.push_back(*one);
  } else {
    sink.fail(rangeOf(list), "expected a wait list: NULL, &EVENT or (cl_event[]){E1, E2, ...}, got '" +
                                 textOf(list) + "'");
  }
  if (static_cast<int64_t>(events.size()) != n)
    sink.fail(rangeOf(count), "the wait list has " + std::to_string(events.size()) + " event" +
                                  (events.size() == 1 ? "" : "s") + " but its count says " + digits);
  return events;
}

void arity(P::CallExprContext* call, std::initializer_list<size_t> allowed, DiagnosticSink& sink) {
  size_t got = call->expr().size();
  std::string expect;
  size_t i = 0;
  for (size_t a : allowed) {
    if (a == got) return;
    expect += (i == 0 ? "" : i + 1 == allowed.size() ? " or " : ", ") + std::to_string(a);
    ++i;
  }
  sink.fail(rangeOf(call->callee), "'" + call->callee->getText() + "' takes " + expect + " argument" +
                                       (expect == "1" ? "" : "s") + ", got " + std::to_string(got));
}

ast::EnqueueFlags flagsArg(P::ExprContext* e, DiagnosticSink& sink) {
  auto n = nameOf(e);
  for (auto f : {ast::EnqueueFlags::NoWait, ast::EnqueueFlags::WaitKernel, ast::EnqueueFlags::WaitWorkGroup})
    if (n && *n == ast::enqueueFlagsSpelling(f)) return f;
  sink.fail(rangeOf(e), "unknown enqueue flag '" + textOf(e) +
                            "'; expected CLK_ENQUEUE_FLAGS_NO_WAIT, CLK_ENQUEUE_FLAGS_WAIT_KERNEL or "
                            "CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP");
}

P::CallExprContext* callOf(P::ExprContext* e) { return dynamic_cast<P::CallExprContext*>(primaryOf(e)); }

void deviceQueueArg(P::ExprContext* e, DiagnosticSink& sink) {
  auto* c = callOf(e);
  if (!c || c->callee->getText() != "get_default_queue" || !c->expr().empty())
    sink.fail(rangeOf(e), "the queue of enqueue_kernel must be get_default_queue() (kernels enqueue on "
                          "the device's default queue), got '" + textOf(e) + "'");
}

void ndrangeArg(P::ExprContext* e, DiagnosticSink& sink) {
  auto* c = callOf(e);
  std::string f = c ? c->callee->getText() : "";
  if (f != "ndrange_1D" && f != "ndrange_2D" && f != "ndrange_3D")
    sink.fail(rangeOf(e), "expected an ndrange: ndrange_1D(...), ndrange_2D(...) or ndrange_3D(...), got '" +
                              textOf(e) + "'");
}

}  // namespace

bool isCommandCallee(const std::string& c) {
  return c == "clEnqueueNDRangeKernel" || c == "enqueue_kernel" || c == "clEnqueueMarkerWithWaitList" ||
         c == "clEnqueueBarrierWithWaitList" || c == "clFinish" || c == "clWaitForEvents" ||
         c == "clSetUserEventStatus" || c == "clCreateUserEvent";
}

bool isEventType(const std::string& w) { return w == "cl_event" || w == "clk_event_t"; }

std::unique_ptr<ast::Command> buildCommand(P::CallExprContext* call, DiagnosticSink& sink, bool herdCompat) {
  auto c = std::make_unique<ast::Command>();
  const std::string callee = call->callee->getText();
  auto args = call->expr();
  using K = ast::CommandKind;
  if (callee == "clEnqueueNDRangeKernel") {
    arity(call, {5, 9}, sink);  // the 9-argument form's work sizes are not used
    c->kind = K::NDRangeKernel;
    c->queue = nameArg(args[0], "a command queue", sink);
    c->kernel = nameArg(args[1], "a kernel name", sink);
    size_t n = args.size();
    c->waitList = waitListArgs(args[n - 3], args[n - 2], sink, herdCompat);
    c->eventRet = eventRetArg(args[n - 1], sink);
  } else if (callee == "enqueue_kernel") {
    arity(call, {4, 7}, sink);
    c->kind = K::EnqueueKernel;
    deviceQueueArg(args[0], sink);
    c->flags = flagsArg(args[1], sink);
    ndrangeArg(args[2], sink);
    if (args.size() == 7) {
      c->waitList = waitListArgs(args[3], args[4], sink, herdCompat);
      c->eventRet = eventRetArg(args[5], sink);
    }
    c->kernel = nameArg(args.back(), "a kernel name (clmm supports named kernels, not blocks)", sink);
  } else if (callee == "clEnqueueMarkerWithWaitList" || callee == "clEnqueueBarrierWithWaitList") {
    arity(call, {4}, sink);
    c->kind = callee == "clEnqueueMarkerWithWaitList" ? K::Marker : K::Barrier;
    c->queue = nameArg(args[0], "a command queue", sink);
    c->waitList = waitListArgs(args[1], args[2], sink, herdCompat);
    c->eventRet = eventRetArg(args[3], sink);
  } else if (callee == "clFinish") {
    arity(call, {1}, sink);
    c->kind = K::Finish;
    c->queue = nameArg(args[0], "a command queue", sink);
  } else if (callee == "clWaitForEvents") {
    arity(call, {2}, sink);
    c->kind = K::WaitForEvents;
    c->waitList = waitListArgs(args[0], args[1], sink, herdCompat);
    if (c->waitList.empty()) sink.fail(rangeOf(args[0]), "clWaitForEvents needs at least one event");
  } else if (callee == "clSetUserEventStatus") {
    arity(call, {2}, sink);
    c->kind = K::SetUserEventStatus;
    c->event = nameArg(args[0], "a user event", sink);
    auto status = nameOf(args[1]);
    if (!status || *status != "CL_COMPLETE")
      sink.fail(rangeOf(args[1]), "clmm models only clSetUserEventStatus(EVENT, CL_COMPLETE), got '" +
                                      textOf(args[1]) + "'");
  } else {  // clCreateUserEvent
    sink.fail(rangeOf(call->callee), "clCreateUserEvent creates an event: write 'cl_event u = "
                                     "clCreateUserEvent(context, NULL);'");
  }
  return c;
}

void checkUserEventInit(P::ExprContext* init, DiagnosticSink& sink) {
  auto* c = callOf(init);
  if (!c || c->callee->getText() != "clCreateUserEvent")
    sink.fail(rangeOf(init), "an event variable is initialised only by clCreateUserEvent(context, NULL), "
                             "or set by the command it is passed to as '&EVENT'");
  arity(c, {2}, sink);
}

}  // namespace clmm

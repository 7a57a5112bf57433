// Small helpers over the AST: names of atomic operations and API calls, printing of conditions.
#include "litmus/Ast.h"

namespace clmm::ast {

const char* atomicOpName(AtomicOp op) {
  switch (op) {
    case AtomicOp::Load: return "load";
    case AtomicOp::Store: return "store";
    case AtomicOp::Exchange: return "exchange";
    case AtomicOp::FetchAdd: return "fetch_add";
    case AtomicOp::FetchSub: return "fetch_sub";
    case AtomicOp::FetchAnd: return "fetch_and";
    case AtomicOp::FetchOr: return "fetch_or";
    case AtomicOp::FetchXor: return "fetch_xor";
    case AtomicOp::FetchMin: return "fetch_min";
    case AtomicOp::FetchMax: return "fetch_max";
    case AtomicOp::CasStrong: return "cas_strong";
    case AtomicOp::CasWeak: return "cas_weak";
  }
  return "?";
}

bool isCas(AtomicOp op) { return op == AtomicOp::CasStrong || op == AtomicOp::CasWeak; }

const char* commandCallee(CommandKind k) {
  switch (k) {
    case CommandKind::NDRangeKernel: return "clEnqueueNDRangeKernel";
    case CommandKind::EnqueueKernel: return "enqueue_kernel";
    case CommandKind::Marker: return "clEnqueueMarkerWithWaitList";
    case CommandKind::Barrier: return "clEnqueueBarrierWithWaitList";
    case CommandKind::Finish: return "clFinish";
    case CommandKind::WaitForEvents: return "clWaitForEvents";
    case CommandKind::SetUserEventStatus: return "clSetUserEventStatus";
  }
  return "?";
}

bool isHostCommand(CommandKind k) { return k != CommandKind::EnqueueKernel; }

const char* enqueueFlagsSpelling(EnqueueFlags f) {
  switch (f) {
    case EnqueueFlags::NoWait: return "CLK_ENQUEUE_FLAGS_NO_WAIT";
    case EnqueueFlags::WaitKernel: return "CLK_ENQUEUE_FLAGS_WAIT_KERNEL";
    case EnqueueFlags::WaitWorkGroup: return "CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP";
  }
  return "?";
}

bool hasCommands(const Test& t) {
  if (!t.kernels.empty() || !t.queues.empty()) return true;
  for (const auto& th : t.threads)
    if (th.host) return true;
  return false;
}

std::string stateRefToString(const StateRef& r) {
  if (r.kind == StateRef::Kind::Register) return std::to_string(r.thread) + ":" + r.name;
  if (r.index != 0) return r.name + "[" + std::to_string(r.index) + "]";
  return r.name;
}

std::string propToString(const Prop& p) {
  switch (p.kind) {
    case Prop::Kind::True: return "true";
    case Prop::Kind::False: return "false";
    case Prop::Kind::Atom:  // an operand: the other state reference compared (PTX's P0:r1 == P1:r2)
      return stateRefToString(p.ref) + "=" +
             (p.operands.empty() ? std::to_string(p.value) : stateRefToString(p.operands[0]->ref));
    case Prop::Kind::Not: return "~" + propToString(*p.operands[0]);
    case Prop::Kind::And:
      return "(" + propToString(*p.operands[0]) + " /\\ " + propToString(*p.operands[1]) + ")";
    case Prop::Kind::Or:
      return "(" + propToString(*p.operands[0]) + " \\/ " + propToString(*p.operands[1]) + ")";
    case Prop::Kind::Implies:
      return "(" + propToString(*p.operands[0]) + " => " + propToString(*p.operands[1]) + ")";
  }
  return "?";
}

bool isCudaTest(const Test& t) { return t.dialectHeader == "CUDA"; }
bool followsPtx(const Test& t) { return t.dialectHeader == "PTX" || isCudaTest(t); }

}  // namespace clmm::ast

// The atomic calls of AtomicCalls.h, for both kernel writers.
#include "litmus/AtomicCalls.h"

#include "events/Spellings.h"
#include "litmus/Printer.h"

namespace clmm {

bool isCudaAtomicFunction(const std::string& spelling) {
  return spelling.size() > 6 && spelling.compare(0, 6, "atomic") == 0 && spelling[6] >= 'A' && spelling[6] <= 'Z';
}

std::string openclAtomicCall(const ast::AtomicCall& a, const AtomicCallOperands& x, const std::string& casName) {
  const bool cas = ast::isCas(a.op);
  std::string args = x.object;
  if (cas) args += ", " + x.expected;
  if (a.op != ast::AtomicOp::Load) args += ", " + x.value;
  args += ", " + orderSpelling(a.order);
  if (cas) args += ", " + orderSpelling(a.failureOrder);
  args += ", " + x.scope;
  const std::string name = cas && !casName.empty() ? casName : explicitAtomicName(a.op, false);
  return name + "(" + args + ")";
}

std::string cudaAtomicCall(const ast::AtomicCall& a, const AtomicCallOperands& x) {
  // A CUDA test's atomicAdd, atomicCAS_block, ... (docs/cuda.md) is written as the test wrote it,
  // so that nvcc compiles the intrinsic itself; its order and scope are in its name.
  if (isCudaAtomicFunction(a.spelling))
    return a.spelling + "(" + x.object + ", " + (ast::isCas(a.op) ? x.expected + ", " : "") + x.value + ")";
  const std::string ref = "cuda::atomic_ref<int, " + x.scope + ">(*" + x.object + ")";
  const std::string o = cudaOrder(a.order);
  switch (a.op) {
    case ast::AtomicOp::Load: return ref + ".load(" + o + ")";
    case ast::AtomicOp::Store: return "(" + ref + ".store(" + x.value + ", " + o + "), 0)";
    case ast::AtomicOp::CasStrong:
    case ast::AtomicOp::CasWeak:
      return "(int)" + ref +
             (a.op == ast::AtomicOp::CasWeak ? ".compare_exchange_weak(" : ".compare_exchange_strong(") +
             x.expected + ", " + x.value + ", " + o + ", " + cudaOrder(a.failureOrder) + ")";
    default:  // exchange, fetch_add ...: libcu++ names them as C11 does
      return ref + "." + ast::atomicOpName(a.op) + "(" + x.value + ", " + o + ")";
  }
}

}  // namespace clmm

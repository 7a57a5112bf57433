// The decoding of one PTX instruction (PtxDecode.cpp): what its opcode and qualifiers mean
// for the memory model, checked once per instruction before the front end (PtxCode.cpp) turns
// it into statements and unfolds the branches around it.
#pragma once

#include <string>
#include <vector>

#include "events/Types.h"
#include "litmus/PtxBarriers.h"
#include "litmus/PtxParser.h"
#include "support/Diagnostics.h"

namespace clmm::ptx {

// The memory semantics, scope and operation of one memory instruction or fence.
struct Decoded {
  std::string base;
  std::string sem;               // "" when not written
  std::string scope;             // "" when not written
  std::string op;                // atom/red: add, exch, cas, ...
  Proxy proxy = Proxy::Generic;  // the access's proxy; fence.proxy.KIND's proxy
  bool proxyFence = false;       // fence.proxy.KIND: no memory semantics, no scope
  BarrierForm barrier;           // bar, barrier: the form (PtxBarriers.h)
  std::string type;              // the type suffix ("u32", "s32", "b32"), "" when not written
};

// Checks the opcode and its qualifiers (and the operand count of memory instructions and
// fences); reports what is out of scope clearly.
Decoded decodeInstruction(const Item& it, DiagnosticSink& sink);

// Fails unless `it` has `n` operands, naming the instruction's `form`.
void operandCount(const Item& it, size_t n, const char* form, DiagnosticSink& sink);

// The memory order of semantics `sem` (weak: NonAtomic) and the scope of a scope qualifier
// (none: .gpu).
MemoryOrder orderOf(const std::string& sem);
MemoryScope scopeOf(const std::string& s);

}  // namespace clmm::ptx

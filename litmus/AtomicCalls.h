// How an atomic call of a litmus test is written in the kernels clmm emits: CUDA C++ through
// cuda::atomic_ref, OpenCL C through its explicit calls. The one writer of targets/Emit.cpp
// (compile-check) and hardware/Kernel.cpp (the harness); the caller spells the operands, this
// file the call, its order(s) and the place of each argument.
#pragma once

#include <string>

#include "litmus/Ast.h"

namespace clmm {

// The operands of one atomic call, already written in the kernel's language.
struct AtomicCallOperands {
  std::string object;    // a pointer to the atomic object: OpenCL C an atomic_int pointer, CUDA an int pointer
  std::string expected;  // compare-exchange: OpenCL C a pointer to the expected int, CUDA the int lvalue itself
  std::string value;     // the store value, operand or desired value; empty for a load
  std::string scope;     // the call's scope, spelled for the language
};

// `atomic_load_explicit(obj, order, scope)`, `atomic_fetch_add_explicit(obj, v, order, scope)`,
// `atomic_compare_exchange_strong_explicit(obj, expected, v, success, failure, scope)` ...
// casName, when given, replaces the name of a compare-exchange (the harness's helpers for PoCL,
// which lacks the overloads whose expected pointer is global or local; same arguments).
std::string openclAtomicCall(const ast::AtomicCall& a, const AtomicCallOperands& x, const std::string& casName = {});

// `cuda::atomic_ref<int, S>(*obj).load(order)`; a store is `(ref.store(v, o), 0)` and a
// compare-exchange `(int)ref.compare_exchange_strong(expected, v, s, f)`, so that every call is an
// int expression, as in the test.
// A CUDA test's atomicOP call (atomicAdd, atomicCAS_system, ...) is written as `atomicOP(obj[, expected], v)`
// (for atomicCAS `expected` is the compared value).
std::string cudaAtomicCall(const ast::AtomicCall& a, const AtomicCallOperands& x);
// Whether `spelling` (AtomicCall::spelling) is one of CUDA's atomicOP functions.
bool isCudaAtomicFunction(const std::string& spelling);

}  // namespace clmm

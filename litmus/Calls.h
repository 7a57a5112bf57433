// Interpretation of the built-in calls of litmus thread bodies: atomic_* operations, fences and
// barriers, with their argument lists, default orders and scopes, and the type words of
// declarations. Kept apart from the tree walk so that the call table reads as one place.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "litmus/Ast.h"

namespace clmm {

constexpr int kMaxArraySize = 1024;

// Init: atomic_init(object, value), a non-atomic store (C11 7.17.2.2).
enum class CallKind { Atomic, Fence, Barrier, Init, Unknown };
CallKind classifyCall(const std::string& callee);
// Every callee classifyCall knows (atomics in their plain, _explicit and _remote forms), for
// suggestions.
std::vector<std::string> knownCallNames();

struct CallArg {
  std::string text;
  SourceRange range;
};

// Builds an atomic call. `valueAt(i)` converts argument i as a value, `addressAt(i)` as an
// address (both report their own errors). Errors go to `sink` (and throw); an order the
// operation does not allow is a located error, or under `herdCompat` (--herd-compat) a warning
// that keeps only the part of the order that fits the operation.
std::unique_ptr<ast::AtomicCall> interpretAtomic(const std::string& callee, SourceRange calleeRange,
                                                 const std::vector<CallArg>& args,
                                                 const std::function<ast::ExprPtr(size_t)>& valueAt,
                                                 const std::function<ast::ExprPtr(size_t)>& addressAt,
                                                 DiagnosticSink& sink, bool herdCompat);

ast::FenceSpec interpretFence(const std::string& callee, SourceRange calleeRange,
                              const std::vector<CallArg>& args, DiagnosticSink& sink);
ast::FenceSpec interpretBarrier(const std::string& callee, SourceRange calleeRange,
                                const std::vector<CallArg>& args, DiagnosticSink& sink);

bool isTypeWord(const std::string& w);         // int, uint, atomic_int, ...
// The error for a type word clmm accepts but does not model (char, short, bool, atomic_bool:
// their widths and conversions differ from int's), or "" for any other word.
std::string unmodelledTypeMessage(const std::string& w);
bool isAtomicTypeWord(const std::string& w);   // atomic_int, atomic_uint, ...
bool isQualifierWord(const std::string& w);    // volatile, const, restrict
bool isAddressSpaceWord(const std::string& w); // global, __global, local, __local, global_fga

}  // namespace clmm

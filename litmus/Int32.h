// OpenCL C's `int` is 32 bits: after elaboration, the values that an int location stores and the
// arithmetic of int registers wrap at 32 bits (Int32.cpp). Internal to the elaboration.
#pragma once

#include <set>
#include <vector>

#include "litmus/Ast.h"
#include "events/Program.h"

namespace clmm::detail {

// The integer type a declaration's type words name: ulong, unsigned long, size_t, uintptr_t and
// their atomic forms are ULong; long, intptr_t, ptrdiff_t and theirs Long; uint, unsigned and
// atomic_uint UInt; anything else (int, atomic_int, atomic_flag, none) Int.
IntType intTypeOf(const std::string& typeText);
IntType widerType(IntType a, IntType b);  // C's usual arithmetic conversions, on these four
int64_t wrapTo(int64_t v, IntType t);     // v modulo 2^32 into int's or uint's range; 64-bit: v

// Rewrites `p` (elaborated from `test`) so that values wrap as OpenCL C's types do: a value stored
// into a location of a 32-bit type (int, atomic_int, uint, atomic_uint, atomic_flag, or no type)
// is reduced modulo 2^32 into that type's range, and so is the result of every arithmetic
// node of type int or uint (ValueNode::type, which the elaboration gives each value). Values are
// changed only where an interval analysis finds they may leave their type's range, so the
// program of a test whose values stay small is unchanged. `long` types stay 64-bit.
void wrapInt32(const ast::Test& test, Program& p);

// A signed operation whose mathematical result may not be representable (C11 6.5 p5): `a op b`
// (Add, Sub, Mul, Shl) or `-b` (negation: a = b) in signed type `type`, evaluated at `site`.
struct OverflowSite {
  const ast::Expr* site = nullptr;
  ValueNode::BOp op = ValueNode::BOp::Add;
  bool negation = false;
  ValueRef a = 0, b = 0;
  IntType type = IntType::Int;
};

// The sites of `sites` (recorded while `p` was elaborated from `test`) where the interval
// analysis above cannot rule out that some instance overflows; each instance of the others
// stays in its type's range in every execution.
std::set<const ast::Expr*> mayOverflow(const ast::Test& test, Program& p, const std::vector<OverflowSite>& sites);

// The accesses of `p` whose computed index the interval analysis above cannot keep within its
// array (an access with a constant index inside its array is never one).
std::vector<EventId> mayIndexOutside(const ast::Test& test, Program& p);

}  // namespace clmm::detail

// OpenCL C's `int` is 32 bits: after elaboration, the values that an int location stores and the
// arithmetic of int registers wrap at 32 bits (Int32.cpp). Internal to the elaboration.
#pragma once

#include "litmus/Ast.h"
#include "events/Program.h"

namespace clmm::detail {

// The integer type a declaration's type words name: long, ulong, size_t and the like are Long;
// uint, unsigned and atomic_uint UInt; anything else (int, atomic_int, atomic_flag, none) Int.
IntType intTypeOf(const std::string& typeText);
IntType widerType(IntType a, IntType b);  // C's usual arithmetic conversions, on these three
int64_t wrapTo(int64_t v, IntType t);     // v modulo 2^32 into int's or uint's range; Long: v

// Rewrites `p` (elaborated from `test`) so that values wrap as OpenCL C's types do: a value stored
// into a location of a 32-bit type (int, atomic_int, uint, atomic_uint, atomic_flag, or no type)
// is reduced modulo 2^32 into that type's range, and so is the result of every arithmetic
// node of type int or uint (ValueNode::type, which the elaboration gives each value). Values are
// changed only where an interval analysis finds they may leave their type's range, so the
// program of a test whose values stay small is unchanged. `long` types stay 64-bit.
void wrapInt32(const ast::Test& test, Program& p);

}  // namespace clmm::detail

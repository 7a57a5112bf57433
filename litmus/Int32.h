// OpenCL C's `int` is 32 bits: after lowering, the values that an int location stores and the
// arithmetic of int registers wrap at 32 bits (Int32.cpp). Internal to the lowering.
#pragma once

#include "litmus/Ast.h"
#include "litmus/Program.h"

namespace clmm::detail {

// Rewrites `p` (lowered from `test`) so that values wrap as OpenCL C's types do: a value stored
// into a location of a 32-bit type (int, atomic_int, uint, atomic_uint, atomic_flag, or no type)
// is reduced modulo 2^32 into that type's range, and, when the test declares no 64-bit or
// unsigned type, the result of every + - * / << and unary - is reduced into int's range. Values
// are changed only where an interval analysis finds they may leave the 32-bit range, so the
// program of a test whose values stay small is unchanged. `long` types stay 64-bit.
void wrapInt32(const ast::Test& test, Program& p);

}  // namespace clmm::detail

// The integer rule of issue 36 at the level of the value IR: the unsigned forms of the operators,
// ulong literals, which signed operations get an overflow check (only those whose values may
// leave their type's range), and the condition's comparison as C's ==.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "litmus/Elaborate.h"
#include "tests/litmus/Helpers.h"

using namespace clmm;
using clmm::test::elaborateText;

namespace {

using B = ValueNode::BOp;

int undefinedEvents(const Program& p) {
  int n = 0;
  for (const Event& e : p.events) n += e.isUndefined();
  return n;
}

std::string withStore(const std::string& stored, const std::string& body) {
  return "OpenCL T\n{ x=0; }\nP0 (global atomic_int* x) {\n  atomic_store_explicit(x, " + stored +
         ", memory_order_relaxed, memory_scope_device);\n}\nP1 (global atomic_int* x) {\n"
         "  int r = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);\n" +
         body + "\n}\nexists (1:r=0)\n";
}

}  // namespace

TEST(IntegerTypes, UnsignedFormsReadBothOperandsAsUnsigned64) {
  const int64_t top = -1;  // the ulong 2^64 - 1
  EXPECT_EQ(applyBinary(B::ULt, top, 0), 0);
  EXPECT_EQ(applyBinary(B::Lt, top, 0), 1);
  EXPECT_EQ(applyBinary(B::UGt, top, 0), 1);
  EXPECT_EQ(applyBinary(B::UGe, 0, top), 0);
  EXPECT_EQ(applyBinary(B::ULe, 0, top), 1);
  EXPECT_EQ(applyBinary(B::UDiv, top, 2), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(applyBinary(B::UMod, top, 10), 5);
  EXPECT_EQ(applyBinary(B::UShr, top, 1), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(applyBinary(B::Shr, top, 1), -1);
  EXPECT_EQ(applyBinary(B::UMax, 1, top), top);
  EXPECT_EQ(applyBinary(B::UMin, 1, top), 1);
  EXPECT_EQ(applyBinary(B::UDiv, 7, 0), 0);  // flagged undefined_arithmetic where evaluated
  EXPECT_EQ(unsignedForm(B::Ge), B::UGe);
  EXPECT_EQ(signedForm(B::UShr), B::Shr);
  EXPECT_EQ(unsignedForm(B::Add), B::Add);
  EXPECT_EQ(valueText(top, IntType::ULong), "18446744073709551615");
  EXPECT_EQ(valueText(top, IntType::Long), "-1");
}

TEST(IntegerTypes, UlongLiteralAndTypesOfDeclarations) {
  Program p = elaborateText(
      "OpenCL T\n{ size_t z = 0; }\nP0 (global size_t* z) {\n  ulong a = 18446744073709551615;\n"
      "  unsigned long b = 0xFFFFFFFFFFFFFFFF;\n  *z = a;\n}\nexists (z = 18446744073709551615)\n");
  ASSERT_FALSE(p.observables.empty());
  EXPECT_EQ(p.observables[0].type, IntType::ULong);
  const auto& regs = p.threads[0].registers;
  EXPECT_EQ(p.values[regs.at("a")].type, IntType::ULong);
  EXPECT_EQ(p.values[regs.at("a")].constant, -1);
  EXPECT_EQ(p.values[regs.at("b")].type, IntType::ULong);
  EXPECT_EQ(p.condition->prop.kind, Formula::Kind::Atom);
  EXPECT_EQ(p.condition->prop.value, -1);
}

TEST(IntegerTypes, ConditionComparesAsCsEquality) {
  // uint x = -1 holds for 4294967295; int y = 4294967295 holds for no int.
  Program p = elaborateText(
      "OpenCL T\n{ atomic_uint x = 0; y = 0; }\nP0 (global atomic_uint* x, global atomic_int* y) {\n"
      "  atomic_store(x, 1);\n  atomic_store(y, 1);\n}\nexists (x = -1 \\/ y = 4294967295)\n");
  const Formula& f = p.condition->prop;
  ASSERT_EQ(f.kind, Formula::Kind::Or);
  EXPECT_EQ(f.operands[0].kind, Formula::Kind::Atom);
  EXPECT_EQ(f.operands[0].value, 4294967295);
  EXPECT_EQ(f.operands[1].kind, Formula::Kind::False);
}

TEST(IntegerTypes, OverflowIsCheckedOnlyWhereValuesMayLeaveTheRange) {
  // r is 0 or 1: r + 1, -r, r << 3, r * 1000 stay in range, no check.
  EXPECT_EQ(undefinedEvents(elaborateText(withStore("1", "  int s = r + 1; int t = -r; int u = r << 3; int v = r * 1000;"))), 0);
  // r may be INT_MAX: r + 1 is checked, r - 1 is not.
  EXPECT_EQ(undefinedEvents(elaborateText(withStore("2147483647", "  int s = r + 1; int t = r - 1;"))), 1);
  // r may be INT_MIN: -r and r - 1 are checked; r << 1 (negative) too.
  EXPECT_EQ(undefinedEvents(elaborateText(withStore("-2147483648", "  int s = -r; int t = r - 1; int u = r << 1;"))), 3);
  // unsigned arithmetic and an atomic fetch-and-add wrap: no check.
  EXPECT_EQ(undefinedEvents(elaborateText(withStore("2147483647", "  uint s = r; s = s + s; atomic_fetch_add(x, r);"))), 0);
  // long: r * r fits (|r| < 2^31), r * r * r may not.
  EXPECT_EQ(undefinedEvents(elaborateText(withStore("2147483647", "  long a = r; long s = a * a; long t = a * a * a;"))), 1);
}

TEST(IntegerTypes, PtxArithmeticHasNoOverflowCheck) {
  Program p = elaborateText(
      "PTX T\n{ x=2147483647; }\n P0@cta 0,gpu 0       ;\n ld.relaxed.gpu r0, x ;\n add.s32 r1, r0, 1   ;\n"
      "exists (P0:r1 == 0)\n");
  EXPECT_EQ(undefinedEvents(p), 0);
}

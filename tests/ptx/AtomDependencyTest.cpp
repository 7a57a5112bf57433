// The dependencies an atom's two halves receive (docs/ptx.md, "The authority"): PTX's formal
// model splits an atom into a read and a write, and a data dependency into its operand reaches
// only the write. `dep` holds every dependency; `addr_ctrl` (dependencies(p, true)) only those of
// an event's address or guard, which reach the atom's read too.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "events/Dependencies.h"
#include "litmus/Parser.h"
#include "events/Program.h"
#include "litmus/Elaborate.h"

namespace {

clmm::Program elaborateText(const std::string& text) {
  auto source = std::make_shared<clmm::SourceFile>("atom_dependency.litmus", text);
  clmm::DiagnosticSink sink(source);
  clmm::ast::Test t = clmm::parseLitmus(source, sink);
  return clmm::elaborateProgram(t, sink);
}

// The ids of thread 0's memory events in program order, and whether (a, b) is among the pairs.
std::vector<clmm::EventId> accesses(const clmm::Program& p) {
  std::vector<clmm::EventId> out;
  for (clmm::EventId e : p.threads[0].events)
    if (p.events[e].isAccess()) out.push_back(e);
  return out;
}
bool has(const std::vector<std::pair<clmm::EventId, clmm::EventId>>& pairs, clmm::EventId a, clmm::EventId b) {
  return std::find(pairs.begin(), pairs.end(), std::make_pair(a, b)) != pairs.end();
}

TEST(AtomDependency, DataIntoTheOperandReachesOnlyTheWrite) {
  clmm::Program p = elaborateText(
      "PTX data\n{ x=0; z=1; y=0; }\n P0@cta 0,gpu 0 ;\n ld.relaxed.gpu r0, x ;\n"
      " atom.relaxed.gpu.exch r1, z, r0 ;\n st.relaxed.gpu y, r1 ;\nexists (P0:r0 == 0)\n");
  auto e = accesses(p);
  ASSERT_EQ(e.size(), 3u);
  auto all = clmm::dependencies(p), addrCtrl = clmm::dependencies(p, true);
  EXPECT_TRUE(has(all, e[0], e[1]));        // the operand r0: a data dependency into the atom
  EXPECT_FALSE(has(addrCtrl, e[0], e[1]));  // which does not reach its read
  EXPECT_TRUE(has(all, e[1], e[2]));        // the atom's old value is stored to y
  EXPECT_FALSE(has(addrCtrl, e[1], e[2]));  // data, not address or control
}

TEST(AtomDependency, ControlIntoTheAtomReachesItsRead) {
  clmm::Program p = elaborateText(
      "PTX ctrl\n{ x=0; z=1; }\n P0@cta 0,gpu 0 ;\n ld.relaxed.gpu r0, x ;\n bne r0, 1, L ;\n"
      " atom.relaxed.gpu.exch r1, z, 2 ;\n L: ;\nexists (P0:r0 == 0)\n");
  auto e = accesses(p);
  ASSERT_EQ(e.size(), 2u);
  EXPECT_TRUE(has(clmm::dependencies(p), e[0], e[1]));
  EXPECT_TRUE(has(clmm::dependencies(p, true), e[0], e[1]));
}

}  // namespace

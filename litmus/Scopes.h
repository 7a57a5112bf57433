// Placement of work-items in the scope hierarchy (sub-group, work-group, device) from either
// the Dat3M thread headers ("P0@wg 0, dev 0") or the herd scopeTree block.
#pragma once

#include <vector>

#include "litmus/Ast.h"

namespace clmm {

struct UnitIds {
  int subGroup = 0, workGroup = 0, device = 0;
};

// One UnitIds per thread of `test` (same order). Equal ids mean the same unit; a level that is
// not given makes the thread alone in its own unit at that level. A test with neither headers
// nor a scope tree puts every thread in its own work-group of one device (with a warning).
// Errors: a thread missing from the tree or placed twice, an unknown thread in the tree, a
// thread placed by both forms.
std::vector<UnitIds> resolveScopes(const ast::Test& test, DiagnosticSink& sink);

}  // namespace clmm

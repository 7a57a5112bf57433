// Canonical diy-style names of generated tests (docs/generate.md, "Names"): the shape (MP, SB,
// IRIW... or the edges), one token per work-item, and the placement when it is not the default.
#pragma once

#include <string>

#include "generate/Cycle.h"
#include "generate/Test.h"

namespace clmm::gen {

// The name of test `t` built from the canonical rotation `c`.
std::string testName(const Cycle& c, const GenTest& t);
// The distinct annotations of the test, sorted, space-separated ("F.sc.dev.g acq.dev rel.dev").
std::string annotationSummary(const GenTest& t);
// The classic name of a cycle's shape (fences counted as program order), or "" when none.
std::string shapeName(const Cycle& c);
// Whether the cycle's edges are listed in the classic shape's own order (MP: PodWW Rfe PodRR Fre).
bool isShapeOrder(const Cycle& c);

}  // namespace clmm::gen

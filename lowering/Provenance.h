// Where each event of a lowered test comes from: the lowered test is printed and parsed back
// (so that its events point at the printed text); walking the lowering's AST and the parsed-back
// AST side by side maps each position of the printed text to the node it was printed from, and
// so to the source operation (and mapping rule) behind it.
#pragma once

#include <map>
#include <optional>
#include <utility>

#include "explain/Witness.h"
#include "lowering/Mapping.h"

namespace clmm {

// Position (line, col) in the printed lowered text -> origin.
using OriginsByPosition = std::map<std::pair<int, int>, EventOrigin>;

// `lowered`: the AST applyMapping rewrote (ranges in the source test, `origins` filled by it);
// `reparsed`: the printed lowered test parsed back. Lists whose shapes differ are skipped (their
// events get no origin).
OriginsByPosition originsByPosition(const ast::Test& lowered, const ast::Test& reparsed,
                                    const mapping::Origins& origins, const mapping::Mapping& m);

// The origin of an event of the parsed-back program, if known.
std::optional<EventOrigin> originAt(const OriginsByPosition& origins, const SourceRange& range);

}  // namespace clmm

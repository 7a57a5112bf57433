// Single weakenings of a mapping (`clmm validate --weakenings`, docs/amdgpu.md "Every weakening of
// a row"): each target fence of each rule dropped, and in an AMDGPU mapping each part of an
// instruction dropped: a counter of a wait that names two, a cache bit of an access, a scope bit
// of an invalidation or write-back, a scope lowered by one level (SCOPE_SYS to SCOPE_DEV, ...).
#pragma once

#include <string>
#include <vector>

#include "lowering/Mapping.h"

namespace clmm::mapping {

struct Weakening {
  int line = 0;          // the rule's line in the mapping file
  std::string what;      // "drop 'buffer_wbinvl1_vol'", "drop 'glc' from global_load"
  Mapping mapping;       // the whole mapping with that one change
};

std::vector<Weakening> singleWeakenings(const Mapping& m);

}  // namespace clmm::mapping

// Compare-exchange spins of the AMDGPU dialect (docs/amdgpu.md, "Branches and loops"): a loop whose
// only write is a compare-exchange that, on every turn that goes back, failed. A failed
// `global_atomic_cmpswap` writes nothing in the dialect (it is a strong compare-exchange: a read
// with no write, the CasSuccess condition false), so such a turn is read-only and the await rule
// applies to its loop with the compare-exchange as the turn's read; and on any path the
// compare-exchange writes at most once (only the turn that leaves the loop may succeed, and the
// loop is not entered again), which is how another loop's await bound counts it. The argument of
// docs/models.md's "Compare-exchange spins" (the OpenCL front end's), made for the dialect's loops.
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "litmus/Ast.h"
#include "litmus/PtxParser.h"

namespace clmm::amdgpu {

// The compare-exchange spins of one thread's code, by label: the label L is followed by one block
// of waits and invalidations (`bases[i] == "fence"`), exactly one returning
// `global_atomic_cmpswap REG, [x], CMP, NEW` (or flat_/buffer_) of a location, and ends with
// `bne A, B, L` comparing REG with a number K (either order); no label lies inside; CMP is the
// number K or a register that is not REG, is not written in the block and holds K on every path
// into L (every definition that reaches L moves K into it, or none does and its initial value
// `initial(CMP)` is K); and L cannot be reached again from the instruction after the branch.
// Every turn that goes back then had REG != K, a failed compare-exchange. Maps L to the
// compare-exchange's item.
std::map<std::string, const ptx::Item*> casSpins(const ptx::ThreadCode& code, const std::vector<std::string>& bases,
                                                 const std::set<std::string>& locations,
                                                 const std::function<int64_t(const std::string& reg)>& initial);

// Per location: the most writes one path of `body` makes, a statement whose source range is in
// `once` (the compare-exchanges of spins) counted at most once per path.
std::map<std::string, int> maxPathWritesOnce(const std::vector<ast::StmtPtr>& body,
                                             const std::set<std::pair<int, int>>& once);

}  // namespace clmm::amdgpu

// Moving a join block placed before its if (AmdgpuAsmLayout.h).
#include "lifting/AmdgpuAsmLayout.h"

#include <optional>

namespace clmm::lifting::amdasm {

namespace {


// Whether control runs on from statement s into the next one.
bool fallsThrough(const AsmStmt& s) { return !s.label.empty() || (s.opcode != "s_branch" && s.opcode != "s_endpgm"); }

// `s_branch LABEL` at the line of statement `at`.
AsmStmt branchTo(const std::string& label, const AsmStmt& at) {
  AsmStmt b;
  b.line = at.line;
  b.column = at.column;
  b.locLine = at.locLine;
  b.opcode = "s_branch";
  b.args = {label};
  b.raw = "s_branch " + label;
  return b;
}

// One move, if there is one to make: the new body.
std::optional<std::vector<AsmStmt>> moveOne(const std::vector<AsmStmt>& body) {
  const size_t n = body.size();
  for (size_t i = 0; i < n; ++i) {
    if (body[i].opcode != "s_cbranch_execz" || body[i].args.size() != 1 || !body[i].label.empty()) continue;
    const std::string& target = body[i].args[0];
    size_t j = 0;
    while (j < i && body[j].label != target) ++j;
    if (j == i) continue;  // forward: the order the lifter follows
    size_t k = j + 1;      // the join block is [j, k): up to the next label
    while (k < n && body[k].label.empty()) ++k;
    if (k > i || k == n) continue;  // the if lies inside its own join block: a loop, not a join
    size_t m = i + 1;  // the s_branch to the join block that ends the if's body
    while (m < n && body[m].label.empty() && !(body[m].opcode == "s_branch" && body[m].args.size() == 1 &&
                                               body[m].args[0] == target))
      ++m;
    if (m == n || !body[m].label.empty()) continue;
    std::vector<AsmStmt> out(body.begin(), body.begin() + static_cast<long>(j));
    if (j > 0 && fallsThrough(body[j - 1])) out.push_back(branchTo(target, body[j - 1]));
    out.insert(out.end(), body.begin() + static_cast<long>(k), body.begin() + static_cast<long>(m) + 1);
    out.insert(out.end(), body.begin() + static_cast<long>(j), body.begin() + static_cast<long>(k));
    if (fallsThrough(body[k - 1])) out.push_back(branchTo(body[k].label, body[k - 1]));
    out.insert(out.end(), body.begin() + static_cast<long>(m) + 1, body.end());
    return out;
  }
  return std::nullopt;
}

}  // namespace

void placeJoinBlocks(AsmKernel& kernel) {
  // Each move turns one backward s_cbranch_execz forward; the rounds are bounded all the same.
  for (size_t round = 0; round < kernel.body.size(); ++round) {
    auto moved = moveOne(kernel.body);
    if (!moved) return;
    kernel.body = std::move(*moved);
  }
}

}  // namespace clmm::lifting::amdasm

// Boolean literals of the Z3 encoding with constant folding: a Lit is false, true, or a
// hash-consed Z3 Boolean term. Matrices of Lits are the symbolic relations (SymbolicAlgebra.h);
// folding is what makes the may/must analysis fall out: an edge that cannot exist stays
// `false`, one that must exist stays `true`, and only the rest reaches Z3.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace clmm::smt {

using Lit = int32_t;
constexpr Lit kFalse = 0;
constexpr Lit kTrue = 1;

class Terms {
 public:
  explicit Terms(z3::context& ctx);
  Terms(const Terms&) = delete;
  Terms& operator=(const Terms&) = delete;

  z3::context& ctx() { return ctx_; }

  // The literal of a Boolean Z3 term (true/false terms fold to the constants).
  Lit lit(const z3::expr& e);
  const z3::expr& expr(Lit l) const { return exprs_[static_cast<size_t>(l)]; }
  static std::optional<bool> known(Lit l) {
    if (l == kFalse) return false;
    if (l == kTrue) return true;
    return std::nullopt;
  }
  static Lit constant(bool b) { return b ? kTrue : kFalse; }

  Lit fresh(const std::string& prefix);  // a fresh Boolean variable

  Lit mkNot(Lit a);
  Lit mkAnd(Lit a, Lit b);
  Lit mkOr(Lit a, Lit b);
  Lit mkImplies(Lit a, Lit b) { return mkOr(mkNot(a), b); }
  Lit mkIff(Lit a, Lit b);
  // n-ary versions; the vector is reordered and may be modified.
  Lit mkAnd(std::vector<Lit>& xs);
  Lit mkOr(std::vector<Lit>& xs);

  size_t size() const { return exprs_.size(); }  // distinct literals created

 private:
  Lit nary(std::vector<Lit>& xs, bool isAnd);

  z3::context& ctx_;
  std::vector<z3::expr> exprs_;
  std::vector<Lit> negation_;                 // per literal: its negation, or -1 when not built
  std::unordered_map<unsigned, Lit> byAst_;   // Z3 AST id -> literal
  unsigned freshCounter_ = 0;
  z3::expr_vector scratch_;
};

}  // namespace clmm::smt

// Literal store: interning of Z3 Boolean terms by AST id, and the folding connectives.
#include "solver/Terms.h"

#include <algorithm>

#include "support/Budget.h"

namespace clmm::smt {

Terms::Terms(z3::context& ctx) : ctx_(ctx), scratch_(ctx) {
  exprs_.push_back(ctx.bool_val(false));
  exprs_.push_back(ctx.bool_val(true));
  negation_ = {kTrue, kFalse};
}

Lit Terms::lit(const z3::expr& e) {
  checkBudget();  // every term of the encoding passes here: the deadline covers building it
  if (e.is_true()) return kTrue;
  if (e.is_false()) return kFalse;
  unsigned id = Z3_get_ast_id(ctx_, e);
  auto it = byAst_.find(id);
  if (it != byAst_.end()) return it->second;
  Lit l = static_cast<Lit>(exprs_.size());
  exprs_.push_back(e);
  negation_.push_back(-1);
  byAst_.emplace(id, l);
  return l;
}

Lit Terms::fresh(const std::string& prefix) {
  return lit(ctx_.bool_const((prefix + "!" + std::to_string(freshCounter_++)).c_str()));
}

Lit Terms::mkNot(Lit a) {
  if (negation_[a] >= 0) return negation_[a];
  const z3::expr& e = exprs_[a];
  Lit n = e.is_app() && e.decl().decl_kind() == Z3_OP_NOT ? lit(e.arg(0)) : lit(!e);
  negation_[a] = n;
  negation_[n] = a;
  return n;
}

Lit Terms::mkAnd(Lit a, Lit b) {
  if (a == kFalse || b == kFalse) return kFalse;
  if (a == kTrue || a == b) return b;
  if (b == kTrue) return a;
  if (negation_[a] == b) return kFalse;
  if (a > b) std::swap(a, b);
  return lit(exprs_[a] && exprs_[b]);
}

Lit Terms::mkOr(Lit a, Lit b) {
  if (a == kTrue || b == kTrue) return kTrue;
  if (a == kFalse || a == b) return b;
  if (b == kFalse) return a;
  if (negation_[a] == b) return kTrue;
  if (a > b) std::swap(a, b);
  return lit(exprs_[a] || exprs_[b]);
}

Lit Terms::mkIff(Lit a, Lit b) {
  if (a == b) return kTrue;
  if (a == kTrue) return b;
  if (b == kTrue) return a;
  if (a == kFalse) return mkNot(b);
  if (b == kFalse) return mkNot(a);
  if (negation_[a] == b) return kFalse;
  if (a > b) std::swap(a, b);
  return lit(exprs_[a] == exprs_[b]);
}

Lit Terms::nary(std::vector<Lit>& xs, bool isAnd) {
  const Lit absorbing = isAnd ? kFalse : kTrue, neutral = isAnd ? kTrue : kFalse;
  std::sort(xs.begin(), xs.end());
  xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
  for (Lit x : xs) {
    if (x == absorbing) return absorbing;
    Lit n = negation_[x];
    if (n >= 0 && std::binary_search(xs.begin(), xs.end(), n)) return absorbing;
  }
  xs.erase(std::remove(xs.begin(), xs.end(), neutral), xs.end());
  if (xs.empty()) return neutral;
  if (xs.size() == 1) return xs[0];
  if (xs.size() == 2) return isAnd ? mkAnd(xs[0], xs[1]) : mkOr(xs[0], xs[1]);
  scratch_.resize(0);
  for (Lit x : xs) scratch_.push_back(exprs_[x]);
  return lit(isAnd ? z3::mk_and(scratch_) : z3::mk_or(scratch_));
}

Lit Terms::mkAnd(std::vector<Lit>& xs) { return nary(xs, true); }
Lit Terms::mkOr(std::vector<Lit>& xs) { return nary(xs, false); }

}  // namespace clmm::smt

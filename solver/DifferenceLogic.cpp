// A walk over Z3 expressions that recognises integer difference logic (DifferenceLogic.h).
#include "solver/DifferenceLogic.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace clmm::smt {
namespace {

// An integer term as sum of coefficient * variable plus a constant; nullopt when it is not linear
// with integer coefficients over uninterpreted integer constants.
struct Linear {
  std::map<unsigned, long long> coef;  // by AST id
  long long constant = 0;
};

class Scanner {
 public:
  void root(const z3::expr& e) { formula(e); }
  DifferenceLogicScan result() const { return {ok_, ints_.size()}; }

 private:
  std::optional<Linear> term(const z3::expr& e) {
    if (!ok_) return std::nullopt;
    if (!e.is_int()) return fail();
    if (e.is_numeral()) {
      int64_t v = 0;
      if (!e.is_numeral_i64(v)) return fail();
      Linear l;
      l.constant = v;
      return l;
    }
    if (!e.is_app()) return fail();
    const Z3_decl_kind k = e.decl().decl_kind();
    if (k == Z3_OP_UNINTERPRETED && e.num_args() == 0) {
      unsigned id = Z3_get_ast_id(e.ctx(), e);
      ints_.insert(id);
      Linear l;
      l.coef[id] = 1;
      return l;
    }
    if (k == Z3_OP_ADD || k == Z3_OP_SUB) {
      Linear out;
      for (unsigned i = 0; i < e.num_args(); ++i) {
        auto a = term(e.arg(i));
        if (!a) return std::nullopt;
        const long long sign = k == Z3_OP_SUB && i > 0 ? -1 : 1;
        out.constant += sign * a->constant;
        for (auto [v, c] : a->coef) out.coef[v] += sign * c;
      }
      return out;
    }
    if (k == Z3_OP_UMINUS) {
      auto a = term(e.arg(0));
      if (!a) return std::nullopt;
      a->constant = -a->constant;
      for (auto& [v, c] : a->coef) c = -c;
      return a;
    }
    if (k == Z3_OP_MUL && e.num_args() == 2) {
      auto a = term(e.arg(0)), b = term(e.arg(1));
      if (!a || !b) return std::nullopt;
      if (!a->coef.empty() && !b->coef.empty()) return fail();
      const Linear& c = a->coef.empty() ? *a : *b;
      Linear out = a->coef.empty() ? *b : *a;
      out.constant *= c.constant;
      for (auto& [v, x] : out.coef) x *= c.constant;
      return out;
    }
    return fail();  // ite, div, mod, conversions, functions: not difference logic
  }

  // lhs - rhs must have at most two variables, with coefficients +1 and -1 (or one variable, +-1).
  void difference(const z3::expr& a, const z3::expr& b) {
    auto x = term(a), y = term(b);
    if (!x || !y) return;
    for (auto [v, c] : y->coef) x->coef[v] -= c;
    int plus = 0, minus = 0;
    for (auto [v, c] : x->coef) {
      if (c == 0) continue;
      if (c == 1) ++plus;
      else if (c == -1) ++minus;
      else fail();
    }
    if (plus > 1 || minus > 1) fail();
  }

  // Walks a formula (iteratively: conjunctions of thousands of clauses nest deeply).
  void formula(const z3::expr& root) {
    std::vector<z3::expr> todo = {root};
    while (!todo.empty() && ok_) {
      z3::expr e = todo.back();
      todo.pop_back();
      if (!seen_.insert(Z3_get_ast_id(e.ctx(), e)).second) continue;
      if (!e.is_app()) {
        fail();
        return;
      }
      if (e.is_int() || e.is_real() || e.is_bv()) {  // arithmetic outside an atom
        fail();
        return;
      }
      if (e.is_bool()) {
        const Z3_decl_kind k = e.decl().decl_kind();
        if (k == Z3_OP_LE || k == Z3_OP_GE || k == Z3_OP_LT || k == Z3_OP_GT) {
          difference(e.arg(0), e.arg(1));
          continue;
        }
        if ((k == Z3_OP_EQ || k == Z3_OP_DISTINCT) && e.num_args() > 0 && e.arg(0).is_int()) {
          for (unsigned i = 0; i < e.num_args(); ++i)
            for (unsigned j = i + 1; j < e.num_args(); ++j) difference(e.arg(i), e.arg(j));
          continue;
        }
      }
      // Connectives, pseudo-Boolean constraints, special relations over events: their arguments.
      for (unsigned i = 0; i < e.num_args(); ++i) todo.push_back(e.arg(i));
    }
  }

  std::nullopt_t fail() {
    ok_ = false;
    return std::nullopt;
  }

  bool ok_ = true;
  std::set<unsigned> seen_;
  std::set<unsigned> ints_;
};

}  // namespace

DifferenceLogicScan scanDifferenceLogic(const std::vector<z3::expr>& roots) {
  Scanner s;
  for (const z3::expr& e : roots) s.root(e);
  return s.result();
}

}  // namespace clmm::smt

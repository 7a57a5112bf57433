// Existential orders for the Z3 encoding: a family of clocks over some events whose strict
// order encodes an acyclicity check (a relation is acyclic iff its edges fit in some strict
// order), a `total S` block, or the coherence order. Three interchangeable encodings:
// integer clocks (difference logic), bit-vector clocks of the smallest sufficient width, and
// Z3's special relations (linear / partial orders over an uninterpreted sort of events).
#pragma once

#include <z3++.h>

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "solver/Terms.h"

namespace clmm::smt {

enum class ClockKind { Int, BitVector, SpecialRelation };
const char* clockKindName(ClockKind k);  // "int", "bv", "special"
std::optional<ClockKind> parseClockKind(const std::string& s);

class Clocks {
 public:
  // `events`: the number of program events (clock indices are event ids).
  Clocks(Terms& terms, size_t events);

  // A new family over `members` (event ids) in encoding `kind`. `linear`: the order must be
  // total on the members that are present (see apart()); otherwise only before() is used
  // (acyclicity). (Z3 4.8's models do not reliably interpret special relations: an order that
  // is read back from a model, like coherence, must use clocks.)
  int family(const std::vector<size_t>& members, bool linear, const std::string& name, ClockKind kind);

  // a strictly before b in the family (a, b members, a != b).
  Lit before(int family, size_t a, size_t b);
  // a and b are ordered one way or the other (distinct clocks). A linear special relation over
  // distinct constants orders every pair already: then this is `true`.
  Lit apart(int family, size_t a, size_t b);

  // The clock of member e of an Int or BitVector family (nullopt for a special relation or a
  // non-member), and the strict order of two such clock terms.
  std::optional<z3::expr> clockOf(int family, size_t e) const;
  Lit less(int family, const z3::expr& a, const z3::expr& b);

  // Background facts that must always hold (distinctness of the special-relation constants).
  std::vector<Lit> takeBackground();

  size_t families() const { return families_.size(); }

 private:
  struct Family {
    std::string name;  // "co#3"
    ClockKind kind = ClockKind::Int;
    bool linear = false;
    std::vector<int> slot;            // per event: index into clocks, -1 when not a member
    std::vector<z3::expr> clocks;     // Int or BV clocks, per member
    std::optional<z3::func_decl> rel;  // special relation
    std::map<std::pair<size_t, size_t>, Lit> before;
  };
  const z3::expr& eventConstant(size_t e);

  Terms& terms_;
  size_t events_;
  std::vector<Family> families_;
  std::optional<z3::sort> eventSort_;
  std::vector<std::optional<z3::expr>> eventConsts_;
  std::vector<Lit> background_;
  bool distinctAsserted_ = false;
};

}  // namespace clmm::smt

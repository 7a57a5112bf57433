// `clmm check --state COND`: limits --explain, --dot and --svg to the executions whose final
// state satisfies COND, written as a litmus condition's proposition: atoms `1:r0=1` (a
// register), `x=0`, `y[1]=2` (locations), `true`, `false`, combined with `~`, `/\`, `\/`, `=>`
// and parentheses (`~` binds tightest, then `/\`, `\/`, and `=>`, right-associative).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clmm {

struct StateFilter {
  struct Node {
    enum class Kind { True, False, Atom, Not, And, Or, Implies };
    Kind kind = Kind::True;
    std::string name;  // Atom: "1:r0", "x", "y[1]"
    int64_t value = 0;
    std::vector<Node> operands;
  };
  std::string text;  // as given
  Node root;

  // The atoms' names that are not among `observables` (a location `y[0]` may be named `y`).
  std::vector<std::string> unknownNames(const std::vector<std::string>& observables) const;
  // Whether the state (values of `observables`) satisfies the filter; names it does not observe
  // make their atoms false.
  bool matches(const std::vector<std::string>& observables, const std::vector<int64_t>& values) const;
};

// Parses the option's text; on bad syntax returns nothing and sets `error` to a message that
// gives the column and what was expected ("column 9: expected an atom such as 1:r0=1 ...").
std::optional<StateFilter> parseStateFilter(const std::string& text, std::string& error);

}  // namespace clmm

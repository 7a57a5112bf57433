// Whether a Z3 problem's arithmetic is integer difference logic: every arithmetic atom compares
// x - y, x or a constant with a constant (x + c = y + d and the like), and no integer term
// occurs but inside such atoms. Such problems (most litmus tests: integer clocks, values
// copied through reads-from, counters) go to Z3's dense difference-logic solver, 1.5-2.5 times
// faster on the bench families than its general arithmetic (bench/README.md). The answer is
// conservative: anything it does not recognise is "not difference logic".
#pragma once

#include <z3++.h>

#include <cstddef>
#include <vector>

namespace clmm::smt {

struct DifferenceLogicScan {
  bool differenceLogic = true;
  size_t integerVariables = 0;  // distinct integer constants
};

DifferenceLogicScan scanDifferenceLogic(const std::vector<z3::expr>& roots);

}  // namespace clmm::smt

// The Z3 sort of the symbolic values of a program. 64-bit bit-vectors reproduce applyBinary
// (events/Program.cpp) exactly; narrower bit-vectors, or mathematical integers, are used only
// where an interval analysis proves that no value of any execution leaves their range and that
// every operation used computes the same result there. The unsigned operators (UDiv ... UMax) are
// their signed forms where no operand is ever negative; where one may be (a ulong with its top
// bit set), the values are 64-bit bit-vectors and the operators the unsigned ones.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "events/Program.h"

namespace clmm::smt {

enum class ValueEncoding {
  Auto,  // integers where provably exact, else the narrowest provably exact bit-vectors
  Bv,    // the narrowest provably exact bit-vectors (64 bits when nothing narrower is proved)
  Bv64,  // always 64-bit bit-vectors
};
const char* valueEncodingName(ValueEncoding e);  // "auto", "bv", "bv64"
std::optional<ValueEncoding> parseValueEncoding(const std::string& s);

struct ValueSort {
  bool isInt = false;
  unsigned width = 64;  // bit-vectors
  std::string why;      // for logs: what the analysis found
  // Per event: the values a read may take in any candidate execution (lo > hi for no read);
  // redundant bounds the encoding may assert (with them Z3 proves "no further state" of a
  // counter at once instead of by case analysis of its chains of read-modify-writes).
  std::vector<std::pair<int64_t, int64_t>> readRange;
};

// Interval analysis of every value of `p`: read values are the union of the values their
// possible sources write (and 0 for a read that may not execute). Every value has an acyclic
// justification through reads (the out-of-thin-air rule of candidate executions), so a read's
// value is derived through a chain of distinct reads: the reads are taken a strongly connected
// component of "may take its value from" at a time, in topological order, each component
// iterated once per read it holds.
ValueSort chooseValueSort(const Program& p, ValueEncoding requested);

}  // namespace clmm::smt

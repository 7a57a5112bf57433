// The small serialised form in which an engine process (solver/Isolation.h) hands its answer
// back to clmm over a pipe: a TestResult with its witness executions, or the exception that
// ended the work. Fixed-width little-endian numbers and length-prefixed strings; the reader
// checks every length against what it was given (a short or malformed message is an error,
// never a read past the end).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "axioms/Verdict.h"
#include "events/Program.h"

namespace clmm::wire {

// What ended the work in the engine process: a result, or an exception of one of these kinds
// (rethrown in clmm as the same kind, with the same message).
enum class Ending : uint8_t { Result = 0, SelfCheckError = 1, Z3Error = 2, LogicError = 3, OtherError = 4 };

// The whole message: its length (8 bytes) first, so that the reader knows when it is complete.
std::string encodeResult(const TestResult& r);
std::string encodeError(Ending kind, const std::string& what);

// The length a message announces in its first 8 bytes (nothing before they have come).
bool messageLength(const std::string& bytes, uint64_t& length);

// Decodes a complete message: fills `r` (its witnesses' executions refer to `p`) and returns
// Ending::Result, or returns the kind of error with its message in `what`. Throws
// std::runtime_error on a malformed message.
Ending decode(const std::string& message, const Program& p, TestResult& r, std::string& what);

}  // namespace clmm::wire

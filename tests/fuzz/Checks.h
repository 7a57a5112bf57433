// What each fuzz target checks on one input, as functions the fuzz targets (built by clang with
// libFuzzer) and the normal test suite share. Each returns "" when the input is handled
// correctly, else a description of the finding; a crash, a hang, a sanitizer report or an
// exception other than BadInput escaping from one of them is a finding too.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include "litmus/Elaborate.h"

namespace clmm::fuzz {

// The litmus front end: parseLitmus then elaborateProgram (BadInput is a correct answer; its
// message is formatted too). A test that parses must print (litmus/Printer.h) to a text that
// parses back to the same AST.
std::string checkLitmusFrontEnd(const std::string& text);

// The model-file parser with the built-in signature (includes resolve to the built-in files).
// A model that loads is then run by both engines on a small fixed test, which must agree.
std::string checkModelFile(const std::string& text);

// Both engines (runEngine "enumerate" and "smt", each with `timeoutSeconds`) under each built-in
// model on one litmus test: any difference when both decided is a finding. A `generated` test
// must be valid (its rejection is a finding: a bug of the generator); a test from elsewhere that
// is rejected, or has more than `maxEvents` events, is skipped.
std::string checkEngines(const std::string& text, bool generated, double timeoutSeconds, int maxEvents = 40);

// The differential fuzzer's input: litmus text when it starts with a header line ("OpenCL " or
// "OPENCL ", as the seeds from the corpus do), else bytes for the generator (Generator.h).
std::string differentialInput(const uint8_t* data, size_t size, bool* generated);

}  // namespace clmm::fuzz

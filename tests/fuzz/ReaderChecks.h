// What the fuzz targets of clmm's other readers check on one input (issue 24): the PTX litmus
// front end, the PTX lifter, mapping files, expectation tables (and a test's `clmm-expect:`
// lines), the observed-state reports of a harness, a compiler's batch PTX and generate's cycles.
// As in Checks.h, each returns "" when the input is handled correctly (read, or refused with a
// located BadInput), else a description of the finding; a crash, a hang or a sanitizer report is
// a finding too.
#pragma once

#include <string>
#include "litmus/Elaborate.h"

namespace clmm::fuzz {

// parseLitmus and elaborateProgram on a PTX litmus test (the text gets a "PTX" header when it has
// none, so that every input reaches the PTX front end).
std::string checkPtxTest(const std::string& text);

// The lifter (lifting/Lift.h) on `text` as the PTX that nvcc compiled from a fixed message-passing
// test (targets/fixtures/nvcc/mp_dev_two_groups-*.ptx is its real PTX); a lifted test must then
// go through the PTX front end.
std::string checkPtxLift(const std::string& text);

// parseMapping, then the mapping applied to a fixed test.
std::string checkMappingFile(const std::string& text);

// An expectation table (parseExpectationTable), its model names checked, and the same text
// scanned as a litmus test's `clmm-expect:` lines.
std::string checkExpectations(const std::string& text);

// A harness's report (hw::parseObserved), each test's observations compared with a fixed result.
std::string checkObservedReport(const std::string& text);

// The PTX a compiler made of a batch of tests (compilecheck/Batch.h, issue 37): split per test
// (splitBatchPtx, for two tests), and each test's part lifted as checkPtxLift does.
std::string checkBatchPtx(const std::string& text);

// `clmm generate --cycle TEXT` (issue 37): parseCycle for each target, its error a located
// CycleError; a cycle that builds a test must emit a litmus test that parses and elaborates, and
// whose index row's cycle builds the same test again.
std::string checkGenerateCycle(const std::string& text);

// A herd7 or litmus7 log (check/HerdLog.h, clmm diff --herd-log): read, or refused located; a
// log that reads has distinct test names, and each block compares with a fixed result.
std::string checkHerdLog(const std::string& text);

}  // namespace clmm::fuzz

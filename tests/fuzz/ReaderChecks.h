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

// parseLitmus and elaborateProgram on an AMDGPU litmus test (docs/amdgpu.md; the text gets an
// "AMDGPU PROCESSOR" header when it has none, the processor and mode picked by the text's length,
// so that every family's instructions are reached). A refusal must be located (file:line:col).
std::string checkAmdgpuTest(const std::string& text);

// The AMDGPU machine-code lifter (lifting/AmdgpuAsm.h) on `text` as clang's `-S` output for the
// fixed message-passing test's OpenCL kernel (tests/compile/amdgpu/fixtures/*/mp_dev_two_groups-*.s
// is its real output), lifted for the processor and mode the file's .amdgcn_target and
// .amdhsa_tg_split / .amdhsa_workgroup_processor_mode directives name (gfx90a when none); a lifted
// test must then go through the AMDGPU front end. A refusal must be located.
std::string checkAmdgpuLift(const std::string& text);
// What checkAmdgpuLift runs: the lifted test's text, or BadInput.
std::string liftAmdgpuFixed(const std::string& text);

// The differential check of AMDGPU tests (AmdgpuDifferential.cpp): a test made by the AMDGPU
// generator from the bytes (or the input itself when it starts with "AMDGPU "), run by both engines
// under its family's model; any difference when both decided is a finding.
std::string checkAmdgpuEngines(const std::string& text);

// The lifter (lifting/Lift.h) on `text` as the PTX that nvcc compiled from a fixed message-passing
// test (targets/fixtures/nvcc/mp_dev_two_groups-*.ptx is its real PTX); a lifted test must then
// go through the PTX front end.
std::string checkPtxLift(const std::string& text);

// parseMapping, then the mapping applied to a fixed test; an AMDGPU mapping's lowered test, printed
// in the AMDGPU dialect, must be read back by its front end.
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

// The PTX barrier instructions (docs/ptx.md, "Barriers"): the forms bar.sync, bar.arrive and
// bar.red of the PTX ISA and Dat3M's bar.cta.sync / bar.cta.arrive, the roles of their operands,
// and the barrier statement of a known id and count. Used by the PTX front end (PtxCode.cpp).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "support/Diagnostics.h"
#include "litmus/Elaborate.h"
#include "litmus/PtxParser.h"

namespace clmm::ptx {

struct BarrierForm {
  bool dat3m = false;      // Dat3M's bar.cta.{sync,arrive} INSTANCE, ID{, QUORUM}
  bool arrive = false;     // bar.arrive: counts towards the barrier without waiting
  bool reduction = false;  // bar.red: waits as bar.sync; the value it computes is not modelled
};

// Checks the opcode and the operand count of a barrier instruction (bar.*, barrier.*).
BarrierForm checkBarrierForm(const Item& it, const std::vector<std::string>& parts, DiagnosticSink& sink);

// The operands' roles, with the count's unit (32 for the ISA's threads, 1 for Dat3M's quorum).
struct BarrierRoles {
  const Operand* id = nullptr;
  const Operand* count = nullptr;
  const Operand* result = nullptr;  // bar.red's destination register
  int64_t instance = -1;            // Dat3M's instance, else -1
  int64_t unit = 1;
};
BarrierRoles barrierRoles(const Item& it, const BarrierForm& form);

// The barrier of a known id and count (checked) as a statement; `barriers` counts the thread's
// barriers per channel so far (the statement's name is the channel and that number).
ast::StmtPtr barrierStatement(const Item& it, const BarrierForm& form, const BarrierRoles& r, int64_t id,
                              int64_t count, SourceRange idRange, SourceRange countRange,
                              std::map<int64_t, int>& barriers, DiagnosticSink& sink);

// Refuses (located error) a barrier in a thread that shares its warp with another thread of the
// test ("P0@cta 0,warp 0"): barriers count warps and each thread is taken for a warp of its own,
// and the .aligned forms (bar.sync is barrier.sync.aligned) make it undefined behaviour when the
// threads of a warp do not execute the same barrier instruction, which clmm does not model.
void refuseSharedWarp(const ast::Test& test, const ast::Thread& thread, const Item& bar, DiagnosticSink& sink);

}  // namespace clmm::ptx

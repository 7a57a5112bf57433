// A litmus test built from a cycle (generate/Build.cpp), before it is written in a target's
// syntax (EmitOpencl.cpp, EmitPtx.cpp): work-items with their placement, their instructions,
// the locations and the final condition that shows the cycle.
#pragma once

#include <string>
#include <vector>

#include "generate/Cycle.h"

namespace clmm::gen {

struct Instr {
  // If: the rest of the work-item runs in `if (r<reg> == value)` (a control dependency)
  enum Kind { Load, Store, Rmw, Fence, Barrier, If } kind = Load;
  int loc = -1;    // accesses
  int value = 0;   // stores and RMWs: the value written; If: the value tested
  int reg = -1;    // loads and RMWs: the register (r<reg>) that gets the value read
  Ann ann;         // accesses; an RMW's order combines its two parts (acq + rel = ar)
  FenceAnn fence;  // fences and barriers
};

struct Thread {
  int sg = 0, wg = 0, dev = 0;  // OpenCL placement; PTX uses wg as the CTA and dev as the GPU
  std::vector<Instr> code;
};

struct Location {
  std::string name;
  char region = 'g';
  bool atomic = true;
};

struct Condition {
  int thread = -1;  // -1: a location's final value
  int index = 0;    // register number or location index
  int value = 0;
};

struct GenTest {
  Target target = Target::Opencl;
  std::string name;         // canonical, made by clmm (docs/generate.md, "Names")
  std::string cycle;        // the canonical cycle syntax that builds this test again
  std::string annotations;  // the distinct annotations, "acq.dev;rel.dev"
  std::string placement;    // "P0:wg0 P1:wg1"
  std::vector<Thread> threads;
  std::vector<Location> locations;
  std::vector<Condition> condition;
};

// Builds the test of a cycle (its canonical rotation); throws CycleError (column of the edge at
// fault) when the cycle cannot make a test.
GenTest buildTest(const Cycle& cycle);

// The test as a litmus file of its target.
std::string emitTest(const GenTest& t);

}  // namespace clmm::gen

// Which PTX tests the interleaving search (Search.h) may decide, and the small machine it runs
// (docs/models.md, "One location: the interleavings"). A test qualifies only when the PTX model's
// consistent executions are exactly the interleavings of its threads: every memory access is a
// strong ld, st or atom (exch, cas) on the generic proxy of ONE location, at its own address, and
// every two accesses of different threads are morally strong (each scope covers the other's
// thread); the rest is register moves, untyped beq/bne on numbers and registers, goto/bra, and
// fences with memory semantics. Anything else (a second location accessed, a weak or narrow-scope
// access, barriers, proxies, aliases, arithmetic, typed branches) refuses, with the reason.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "events/Program.h"
#include "litmus/Ast.h"
#include "litmus/PtxParser.h"

namespace clmm::interleave {

// An operand: a register of the thread (its index) or a number.
struct Operand {
  int reg = -1;  // -1: the number
  int64_t number = 0;
};

enum class Op : uint8_t { Load, Store, Exchange, CompareSwap, Move, BranchEq, BranchNe, Jump, Nop };

// One instruction: Load dst; Store a; Exchange dst, a; CompareSwap dst, a (expected), b (new);
// Move dst, a; BranchEq/BranchNe a, b to target; Jump to target; Nop (a fence). A memory
// instruction accesses Machine::locations[loc].
struct Instr {
  Op op = Op::Nop;
  int dst = -1;
  int loc = 0;
  Operand a, b;
  size_t target = 0;  // an instruction index; code.size(): the thread's end
  int line = 0;
  std::string label;  // the label written at or before it, for witnesses ("" when none)
};

struct ThreadMachine {
  std::string name;         // "P0"
  int programThread = -1;   // its index in Program::threads
  std::vector<Instr> code;  // without labels; running past the last one ends the thread
  std::vector<std::string> registers;
  std::vector<int64_t> initial;  // each register's initial value
};

// What a final state's observable reads: a register of a thread, a location (Machine::locations[loc]),
// or a constant (a location no instruction accesses keeps its initial value).
struct ObservableSource {
  enum class Kind { Register, Location, Constant } kind = Kind::Constant;
  int thread = -1, reg = -1, loc = -1;
  int64_t constant = 0;
};

struct Machine {
  std::vector<ThreadMachine> threads;
  std::vector<std::string> locations;         // the locations accessed, in order of first access
  std::vector<int64_t> initial;               // their initial values
  std::vector<ObservableSource> observables;  // per Program::observables
};

struct Qualification {
  std::optional<Machine> machine;
  std::string why;  // why not, when machine is empty; why the interleavings are not all the executions, when
                    // the machine is only sequentially consistent
  // The interleavings are only some of the test's executions (it accesses several locations,
  // every other condition holding): each one is a consistent execution (docs/models.md,
  // "Several locations: a fair cycle proves liveness"), so a fair cycle among them proves that some
  // execution never ends, but their final states may be fewer than the test's.
  bool onlySequentiallyConsistent = false;
};

// Whether `test` (a PTX test, its columns as written and its elaborated program) qualifies, and
// its machine when it does (onlySequentiallyConsistent when it accesses several locations).
Qualification qualify(const ast::Test& test, const ptx::Columns& columns, const Program& program);

}  // namespace clmm::interleave

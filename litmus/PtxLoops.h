// PTX loops (docs/ptx.md, "Loops"): the front end unfolds branches into paths and cuts a path
// that would reach a label more than --unroll + 1 times. What the cut means is decided here: a
// loop that provably never ends (Endless), an await loop whose bound loses no final state
// (Await: the exact-await rule of OpenCL loops, Elaborate.cpp markExactAwaits), or a bound whose
// executions are not checked (Bound: the result is unknown when one is consistent).
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "events/Types.h"
#include "litmus/Ast.h"
#include "litmus/PtxParser.h"

namespace clmm::ptx {

// One executed instruction of a path, as the front end decoded it.
struct Step {
  const Item* item = nullptr;
  std::string base;  // ld, st, atom, red, mov, add, ..., fence, bar, beq, ..., goto, bra
};

// A memory access's place in the model's "morally strong" relation (PTX ISA, "Morally strong
// operations"): its thread, whether it is strong, its scope and whether it uses the generic
// proxy at the location's own address.
struct Access {
  int thread = 0;
  bool strong = false;
  std::string scope;  // cta, gpu, sys
  bool plainAddress = true;
};

// Whether two accesses of one location in different threads are morally strong (each strong,
// each scope covering the other's thread, one proxy and one address).
bool morallyStrong(const ast::Test& test, const Access& a, const Access& b);

// Whether every write to `loc` (by any thread of `all`; `decode` gives a write instruction's
// access) and the load `load` are pairwise morally strong (same-thread pairs are: program order),
// so that successive loads of `loc` read its writes in coherence order. False when a write goes
// through an alias.
bool coherentLocation(const ast::Test& test, const std::vector<ThreadCode>& all, const Aliases& aliases,
                      const std::string& loc, const Access& load,
                      const std::function<Access(const Item&, int thread)>& decode);

// Whether each turn (the steps between two visits of the label, the last one up to the cut) is the
// same instruction sequence, reads no register that it writes before writing it (so a turn does
// what the one before did when it reads the same values), and only loads, computes on registers,
// fences and branches.
bool repeatsReadOnly(const std::vector<std::vector<Step>>& turns);

// The loads of a turn, in order (its atoms too: a read-only spin's failed cas).
std::vector<const Item*> turnLoads(const std::vector<Step>& turn);

// The statement that ends a path cut at `label`, whose visits on the path began at the trail
// positions `seen` (`step(i)` is the instruction at trail position i): a loop named after the label,
// a Bound unless its turns repeat read-only (repeatsReadOnly), Endless when they also read no
// memory; otherwise a Bound too, with the last turn's loads in `loads` for the dialect's await rule
// (PTX's and AMDGPU's front ends each decide whether those loads make it an exact await loop).
ast::StmtPtr cutAt(const Item& label, const std::vector<size_t>& trail, const std::vector<size_t>& seen,
                   const std::function<Step(size_t)>& step, std::vector<const Item*>& loads);

// An exchange spin that writes back what it read (docs/models.md, "Exchange spins"): every turn is
// the same steps, the first an `atom.exch REG, LOC, C` with a number C (0 <= C < 2^31), the others
// branches, and the path's directions at one of them imply REG == C (`bne REG, C` not taken, or
// `beq REG, C` taken; untyped, since `bne.u32` compares masked values). `taken(k)` is the direction of the last turn's k-th step (1 taken, 0 not,
// -1 unknown). Returns the exchange, or nullptr.
const Item* writeBackExchange(const std::vector<std::vector<Step>>& turns, const std::function<int(size_t)>& taken);

// Whether every access of `loc` in `all` (ld, st, atom; any other instruction on it, or an alias
// of it, makes this false) is strong on the generic proxy and morally strong with every access of
// `loc` by another thread: then coherence order on `loc` is total and its reads are observations.
bool morallyStrongLocation(const ast::Test& test, const std::vector<ThreadCode>& all, const Aliases& aliases,
                           const std::string& loc, const std::function<Access(const Item&, int thread)>& decode);

// Per item of `code` (`bases[i]` its decoded base, "" for a label): true at a label whose loop is a
// read-only spin (docs/models.md, "Read-only spins"): the instructions on the paths from the label
// back to it (its strongly connected component in the thread's control flow) only load (ld, or
// an atom.cas that fails on every path inside it: a read), compute on registers (mov, add, sub,
// mul, and, or, xor), fence and branch; `loadOk` holds for each of its loads (the caller's test of
// moral strength); and one label of the component, its
// header, lies on every cycle of the component, and every register the component writes is dead
// there: no path from the header reads it before writing it, the thread's end reading `observed`
// (every register when `allObserved`).
std::vector<bool> readOnlyLoopLabels(const ThreadCode& code, const std::vector<std::string>& bases,
                                     const std::set<std::string>& observed, bool allObserved,
                                     const std::function<bool(size_t item)>& loadOk);

// Per item of `code`: true at a label H that heads a spin whose turns may differ and may write
// (docs/models.md, "Spins with read-only turns"): H lies on a cycle and on every cycle of its
// strongly connected component S, every register S writes is dead at H (as readOnlyLoopLabels
// asks), and `loadOk` holds for every `ld` of S. A turn from H back to H that only loads, computes,
// fences and branches (readOnlyTurn) can then be removed from any execution.
std::vector<bool> spinHeaders(const ThreadCode& code, const std::vector<std::string>& bases,
                              const std::set<std::string>& observed, bool allObserved,
                              const std::function<bool(size_t item)>& loadOk);

// Whether every step of a turn only loads (ld), computes on registers, fences or branches.
bool readOnlyTurn(const std::vector<Step>& turn);

// What a path cut at a spin header (spinHeaders) means, its turns from the header back to it
// (docs/models.md, "Spins with read-only turns"): when the last turn is read-only, an exact await
// loop on its loads (`spinReads` of them), or a loop that never ends when it has none; else, when
// an earlier turn is, Reduced (an execution that gets there reduces to a shorter one by removing
// that turn: no final state is lost, and no liveness is asked there); else a Bound.
ast::Stmt::Cut readOnlyTurnsCut(const std::vector<std::vector<Step>>& turns, int& spinReads);

// Whether a turn reads no register that it writes before writing it, so that a turn that starts
// where it started and reads the same values does the same.
bool turnRepeats(const std::vector<Step>& turn);

// Per location: the most writes (stores, atoms, reductions) one path of `body` makes.
std::map<std::string, int> maxPathWrites(const std::vector<ast::StmtPtr>& body);

}  // namespace clmm::ptx

// Witness executions for the refinement check: finds one consistent execution of a program
// under a model that ends in a wanted outcome (with the explicit engine's pruned search,
// enumerate/Witnesses.h, whatever engine decided the result), and renders it: the executed events of each work-item with the values
// read and written and where each read reads from, then the coherence order of each location
// written more than once; as lines and as data (for JSON), with, for a lowered test, the source
// operation and mapping rule behind each event.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "events/Program.h"

namespace clmm {

struct Execution;

// Where an event of a derived program (a test lowered by a compiler mapping) comes from: the
// source operation and the mapping rule that produced it.
struct EventOrigin {
  std::string sourceFile;
  SourceRange source;      // the source operation
  std::string sourceText;  // its text, as written (first line)
  std::string mappingFile;
  int ruleLine = 0;        // 0: no rule (the operation was left as it is)
  std::string ruleText;    // the rule's first line, as written
};
using OriginOf = std::function<std::optional<EventOrigin>(const Event&)>;

// One executed event of a witness, as data.
struct WitnessEvent {
  std::string name;    // "P0:e3", "init"
  std::string thread;  // "P0"; "" for an initial write
  std::string kind;    // "R", "W", "RMW", "CAS", "CAS(failed)", "F", "Bentry", "Bexit", "call", ...
  std::string location;                  // accesses
  std::optional<int64_t> read, written;  // the values read and written
  std::string order;                     // "rlx", "rel", ..., "na"; "" for calls
  std::string scope;                     // atomics and fences: "wg", "dev", ...
  std::string flags;                     // fences and barriers
  std::string readsFrom;                 // reads: the name of the write read from
  int line = 0;                          // in the program checked; 0: unknown
  std::string text;                      // the program's text there
  std::optional<EventOrigin> origin;
};

struct WitnessExecution {
  std::vector<std::string> lines;  // rendered, without indentation
  std::vector<WitnessEvent> events;
  std::vector<std::pair<std::string, std::vector<std::string>>> coherence;  // location, writes in order
};

// The first consistent execution whose outcome (values of p.observables) satisfies `wanted`;
// nothing when there is none or the deadline passes first. `origin`, when given, says where
// each event comes from (rendered in the lines instead of the line of `p`).
std::optional<WitnessExecution> findWitness(
    const Program& p, const cat::Model& model, const std::function<bool(const std::vector<int64_t>&)>& wanted,
    std::optional<std::chrono::steady_clock::time_point> deadline, const OriginOf& origin = nullptr);

WitnessExecution describeExecution(const Program& p, const Execution& x, const OriginOf& origin = nullptr);
std::vector<std::string> renderExecution(const Program& p, const Execution& x);

// "from mp.litmus:16:3 `atomic_store_explicit(...)` by rule fences.map:4", or "..., matched by
// no rule: as written"
std::string originText(const EventOrigin& o);

}  // namespace clmm

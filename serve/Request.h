// What the endpoints of serve/Api.h share: a request read under the guards (its size and nesting,
// every field's type and range), and the test and model it names, loaded as the command line
// loads them (located errors, budgets) and checked once: the last few checks are kept, with
// their candidate executions once enumerated, so that stepping through executions does not
// check the test again (the server runs one request at a time, which the kept entries rely on).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "axioms/ModelAst.h"
#include "check/Load.h"
#include "enumerate/Candidates.h"
#include "serve/Api.h"

namespace clmm::serve {

// The lines of `text` without their newlines (a final newline ends the last line, no empty one).
std::vector<std::string> textLines(const std::string& text);

// A request's fields, each checked (type and range) before anything is loaded.
struct Fields {
  std::string test, model, modelText;
  int unroll = 2;                 // the loop bound (the command line's --unroll), 1 to kMaxUnroll
  int64_t state = -1;             // execution: a state's index, -1 for any
  int64_t index = 0;              // execution: 0-based
  bool candidates = false;        // execution: "only": "candidate" (else "consistent")
  bool findInconsistent = false;  // execution: "find": "inconsistent"
  std::vector<std::string> draw;  // execution: relations to draw besides the usual ones
};

constexpr int kMaxUnroll = 16;
constexpr size_t kMaxDrawn = 16;

// One test checked under one model, as kept between requests.
struct Checked {
  std::string key;  // the test, the model (name or text) and the loop bound
  std::string modelName;
  std::shared_ptr<cat::Model> model;
  LoadedTest test;
  TestResult result;
  // The candidate executions (at most ServeLimits::maxExecutions, in the explicit engine's
  // order), once enumerated; whether each is consistent, once known (-1: not yet).
  bool enumerated = false;
  bool capped = false;
  std::vector<Execution> executions;
  std::vector<signed char> consistent;
};

// A request read, loaded and checked; or the answer that refuses it (`refusal` set).
struct Loaded {
  Fields fields;
  std::shared_ptr<Checked> checked;
  std::optional<ApiAnswer> refusal;
};

// Reads the body (size, nesting, JSON, each field: `execution` allows the execution endpoint's),
// then takes the check from the kept ones or loads the model and the test and checks it.
Loaded loadRequest(const std::string& body, const ServeLimits& limits, bool execution);

// Forgets the kept checks (tests).
void forgetChecks();

// Drops the enumerated executions of every kept check but `c` (one test's executions are held
// at a time: a student steps through one test).
void dropOtherExecutions(const Checked* c);

// An answer with `status` and the JSON `j`.
ApiAnswer answer(const nlohmann::json& j, int status = 200);

// A reason for an unknown verdict in the page's words (the loop bound is the page's setting, not
// --unroll).
std::string pageReason(const std::string& reason);

}  // namespace clmm::serve

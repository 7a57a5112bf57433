// What the endpoints of serve/Api.h share: a request read under the guards, and the test and
// model it names, loaded as the command line loads them (located errors, budgets).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "axioms/ModelAst.h"
#include "check/Load.h"
#include "serve/Api.h"

namespace clmm::serve {

// A request's test and model, loaded; or the answer that refuses it (`refusal` set).
struct Loaded {
  nlohmann::json request;
  std::string modelName;
  std::shared_ptr<cat::Model> model;
  LoadedTest test;
  std::optional<ApiAnswer> refusal;
};

// Reads the body (size, nesting, JSON, the fields' types and sizes), loads the model and the test.
Loaded loadRequest(const std::string& body, const ServeLimits& limits);

// An answer with `status` and the JSON `j`.
ApiAnswer answer(const nlohmann::json& j, int status = 200);

}  // namespace clmm::serve

// The check endpoint of clmm serve: a test's final states with their classes, its verdict, and
// its warnings at their lines (the request read and checked by serve/Request.h).
#include "serve/Api.h"

#include <regex>

#include "axioms/BuiltinModels.h"
#include "axioms/ModelParser.h"
#include "check/Engine.h"
#include "check/Models.h"
#include "serve/Request.h"
#include "support/Budget.h"
#include "support/Diagnostics.h"
#include "support/Printable.h"

namespace clmm::serve {

using nlohmann::json;

namespace {

json warningsOf(const LoadedTest& t) {
  json out = json::array();
  for (const auto& w : t.warnings)
    out.push_back(
        {{"where", "test"}, {"line", w.range.line}, {"col", w.range.col}, {"message", printableText(w.message)}});
  return out;
}

}  // namespace

ApiAnswer apiCheck(const std::string& body, const ServeLimits& limits) {
  Loaded in = loadRequest(body, limits, false);
  if (in.refusal) return *in.refusal;
  const TestResult& r = in.checked->result;
  json states = json::array();
  for (const auto& st : r.states) {
    std::string values;
    for (size_t i = 0; i < r.observables.size(); ++i)
      values += r.observables[i] + "=" + r.valueText(i, st.values[i]) + "; ";
    states.push_back({{"values", values},
                      {"class", st.cls == StateClass::Racy ? "racy" : "allowed"},
                      {"satisfies", st.satisfiesCondition}});
  }
  return answer({{"ok", true},
                 {"test", r.test},
                 {"model", in.checked->modelName},
                 {"decided", r.decided},
                 {"unknownReason", pageReason(r.unknownReason)},
                 {"verdict", r.decided ? verdictName(r.verdict) : "unknown"},
                 {"condition", r.conditionText},
                 {"conditionOk", r.conditionOk},
                 {"observation", observationName(r.observation)},
                 {"forbiddingChecks", r.forbiddingChecks},
                 {"candidates", r.candidates},
                 {"consistent", r.consistent},
                 {"states", states},
                 {"warnings", warningsOf(in.checked->test)}});
}

}  // namespace clmm::serve

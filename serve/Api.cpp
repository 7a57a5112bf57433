// The check endpoint of clmm serve and what every endpoint shares (serve/Request.h): the guards
// on a request, loading its model (a built-in name, or text including only built-in files) and
// its test (text, never a path), located errors as {line, col, message}.
#include "serve/Api.h"

#include <regex>

#include "axioms/BuiltinModels.h"
#include "axioms/ModelParser.h"
#include "check/Engine.h"
#include "check/Models.h"
#include "serve/Request.h"
#include "support/Budget.h"
#include "support/Diagnostics.h"
#include "support/JsonDepth.h"
#include "support/Printable.h"

namespace clmm::serve {

using nlohmann::json;

namespace {

const char* kTestName = "test.litmus";
const char* kModelName = "model.cat";

ApiAnswer badRequest(const std::string& why) { return answer({{"ok", false}, {"request", why}}, 400); }

// The located errors of a formatted diagnostic text ("NAME:LINE:COL: error: MESSAGE" lines), for
// `where`; an error in another file than `name` (a model's include) is named with its place.
json locatedErrors(const std::string& text, const std::string& where, const std::string& name) {
  json errors = json::array();
  static const std::regex located(R"(^([^:\n]*):(\d+):(\d+): error: (.*)$)");
  static const std::regex plain(R"(^([^:\n]*): error: (.*)$)");
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    std::smatch m;
    if (std::regex_match(line, m, located) && m[1] == name)
      errors.push_back({{"where", where}, {"line", std::stoi(m[2])}, {"col", std::stoi(m[3])}, {"message", m[4]}});
    else if (std::regex_match(line, m, located))  // in a file it includes: located there, not in the editor
      errors.push_back({{"where", where},
                        {"line", 0},
                        {"col", 0},
                        {"message", "in " + m[1].str() + ":" + m[2].str() + ":" + m[3].str() + ": " + m[4].str()}});
    else if (std::regex_match(line, m, plain))
      errors.push_back({{"where", where}, {"line", 0}, {"col", 0}, {"message", m[2]}});
  }
  if (errors.empty() && !text.empty()) errors.push_back({{"where", where}, {"line", 0}, {"col", 0}, {"message", text}});
  return errors;
}

ApiAnswer refused(const json& errors) { return answer({{"ok", false}, {"errors", errors}}); }

// A string field of the request ("" when absent); false when present and not a string.
bool stringField(const json& j, const char* name, std::string& out) {
  auto it = j.find(name);
  if (it == j.end() || it->is_null()) return true;
  if (!it->is_string()) return false;
  out = it->get<std::string>();
  return true;
}

// The model of a request: a built-in name, or text whose includes are built-in files only.
std::optional<ApiAnswer> loadModel(const std::string& name, const std::string& text, bool ptxTest, Loaded& out) {
  try {
    if (!text.empty()) {
      const auto& files = builtinModelFiles();
      cat::FileReader reader = [&files](const std::string&,
                                        const std::string& written) -> std::shared_ptr<const SourceFile> {
        auto it = files.find(written);
        if (it == files.end())
          throw BadInput(kModelName, {},
                         "include \"" + printableText(written) +
                             "\": a model given to clmm serve includes only built-in model files (" +
                             "clmm models lists them)");
        return std::make_shared<SourceFile>(it->first, it->second);
      };
      auto source = std::make_shared<const SourceFile>(kModelName, text);
      out.model = std::make_shared<cat::Model>(cat::parseModel(source, modelSignature(), reader));
      out.modelName = "model.cat";
      return std::nullopt;
    }
    std::string chosen = name.empty() ? dialectModelName(ptxTest) : name;
    const auto names = builtinModelNames();
    if (std::find(names.begin(), names.end(), chosen) == names.end())
      return refused(json::array({{{"where", "model"},
                                   {"line", 0},
                                   {"col", 0},
                                   {"message", "'" + printableText(chosen) + "' is not a built-in model"}}}));
    out.model = std::make_shared<cat::Model>(loadModelByName(chosen));
    out.modelName = chosen;
  } catch (const BadInput& e) {
    return refused(locatedErrors(e.formatted(), "model", kModelName));
  }
  return std::nullopt;
}

json warningsOf(const LoadedTest& t) {
  json out = json::array();
  for (const auto& w : t.warnings)
    out.push_back(
        {{"where", "test"}, {"line", w.range.line}, {"col", w.range.col}, {"message", printableText(w.message)}});
  return out;
}

}  // namespace

ApiAnswer answer(const json& j, int status) {
  ApiAnswer a;
  a.status = status;
  // Non-ASCII and control characters escaped: the page inserts every string as text.
  a.body = j.dump(-1, ' ', true, json::error_handler_t::replace);
  return a;
}

bool jsonDepthWithin(const std::string& text, int maxDepth) { return !jsonTooDeep(text, maxDepth); }

Loaded loadRequest(const std::string& body, const ServeLimits& limits) {
  Loaded out;
  if (body.size() > limits.maxBodyBytes) {
    out.refusal = answer(
        {{"ok", false}, {"request", "the request is larger than " + std::to_string(limits.maxBodyBytes) + " bytes"}},
        413);
    return out;
  }
  if (!jsonDepthWithin(body, limits.maxJsonDepth)) {
    out.refusal = badRequest("the request nests deeper than " + std::to_string(limits.maxJsonDepth) + " levels");
    return out;
  }
  try {
    out.request = json::parse(body);
  } catch (const json::parse_error& e) {
    out.refusal = badRequest("the request is not JSON: " + std::string(e.what()));
    return out;
  }
  std::string test, model, modelText;
  if (!out.request.is_object() || !stringField(out.request, "test", test) ||
      !stringField(out.request, "model", model) || !stringField(out.request, "modelText", modelText)) {
    out.refusal = badRequest("the request must be an object whose test, model and modelText are strings");
    return out;
  }
  if (test.size() > maxInputBytes() || modelText.size() > maxInputBytes()) {
    out.refusal = refused(json::array({{{"where", test.size() > maxInputBytes() ? "test" : "model"},
                                        {"line", 0},
                                        {"col", 0},
                                        {"message", "larger than the input limit (--max-input-size)"}}}));
    return out;
  }
  out.test = loadTestTextLocked(kTestName, test, ElaborateOptions{}, limits.timeoutSeconds);
  if (!out.test.ok()) {
    out.refusal = refused(locatedErrors(out.test.errorText, "test", kTestName));
    return out;
  }
  if (auto r = loadModel(model, modelText, isPtxTest(out.test), out)) {
    out.refusal = r;
    return out;
  }
  std::vector<NamedModel> named(1);
  named[0].name = out.modelName;
  named[0].model = *out.model;
  rejectUnsupported(out.test, named);
  if (!out.test.ok()) out.refusal = refused(locatedErrors(out.test.errorText, "test", kTestName));
  return out;
}

ApiAnswer apiCheck(const std::string& body, const ServeLimits& limits) {
  Loaded in = loadRequest(body, limits);
  if (in.refusal) return *in.refusal;
  EngineOptions engine;
  engine.engine = "auto";
  engine.timeoutSeconds = limits.timeoutSeconds;
  TestResult r = runEngine(*in.test.program, *in.model, in.modelName, engine);
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
                 {"model", in.modelName},
                 {"decided", r.decided},
                 {"unknownReason", r.unknownReason},
                 {"verdict", r.decided ? verdictName(r.verdict) : "unknown"},
                 {"condition", r.conditionText},
                 {"conditionOk", r.conditionOk},
                 {"observation", observationName(r.observation)},
                 {"forbiddingChecks", r.forbiddingChecks},
                 {"candidates", r.candidates},
                 {"consistent", r.consistent},
                 {"states", states},
                 {"warnings", warningsOf(in.test)}});
}

}  // namespace clmm::serve

// The requests of clmm serve (serve/Request.h): the guards on a request and on each of its
// fields, loading its model (a built-in name, or text including only built-in files) and its
// test (text, never a path) with located errors as {line, col, message}, and the checks kept
// between requests.
#include "serve/Request.h"

#include <deque>
#include <mutex>
#include <regex>

#include "axioms/BuiltinModels.h"
#include "axioms/ModelParser.h"
#include "check/Engine.h"
#include "check/Models.h"
#include "support/Budget.h"
#include "support/Diagnostics.h"
#include "support/JsonDepth.h"
#include "support/Printable.h"

namespace clmm::serve {

using nlohmann::json;

std::vector<std::string> textLines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

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
  for (const std::string& line : textLines(text)) {
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

// The model of a request: a built-in name, or text whose includes are built-in files only.
std::optional<ApiAnswer> loadModel(const std::string& name, const std::string& text, bool ptxTest, Checked& out) {
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

// The fields of each endpoint: name -> what it must be.
enum class FieldKind { Text, Unroll, State, Index, Only, Find, Draw };

const std::vector<std::pair<std::string, FieldKind>>& fieldsOf(bool execution) {
  static const std::vector<std::pair<std::string, FieldKind>> check = {{"test", FieldKind::Text},
                                                                       {"model", FieldKind::Text},
                                                                       {"modelText", FieldKind::Text},
                                                                       {"unroll", FieldKind::Unroll}};
  static const std::vector<std::pair<std::string, FieldKind>> exec = [] {
    auto f = check;
    f.insert(f.end(), {{"state", FieldKind::State},
                       {"index", FieldKind::Index},
                       {"only", FieldKind::Only},
                       {"find", FieldKind::Find},
                       {"draw", FieldKind::Draw}});
    return f;
  }();
  return execution ? exec : check;
}

// An integer field's value, or why it is not one in [low, high].
std::optional<std::string> integerField(const json& v, const std::string& name, int64_t low, int64_t high,
                                        int64_t& out) {
  if (!v.is_number_integer())
    return name + " must be an integer from " + std::to_string(low) + " to " + std::to_string(high);
  if (v.is_number_unsigned() ? v.get<uint64_t>() > static_cast<uint64_t>(high) : v.get<int64_t>() > high)
    return name + " must be at most " + std::to_string(high);
  out = v.get<int64_t>();
  if (out < low) return name + " must be at least " + std::to_string(low);
  return std::nullopt;
}

// Each field of the request checked and read into `f`; the refusal's words, or nothing.
std::optional<std::string> readFields(const json& j, bool execution, Fields& f) {
  if (!j.is_object()) return std::string("the request must be a JSON object");
  const auto& known = fieldsOf(execution);
  for (const auto& [name, v] : j.items()) {
    auto it = std::find_if(known.begin(), known.end(), [&](const auto& k) { return k.first == name; });
    if (it == known.end()) {
      std::string names;
      for (const auto& k : known) names += (names.empty() ? "" : ", ") + k.first;
      return "unknown field '" + printableText(name) + "' (this request takes " + names + ")";
    }
    if (v.is_null()) continue;
    int64_t n = 0;
    switch (it->second) {
      case FieldKind::Text:
        if (!v.is_string()) return name + " must be a string";
        (name == "test" ? f.test : name == "model" ? f.model : f.modelText) = v.get<std::string>();
        break;
      case FieldKind::Unroll:
        if (auto why = integerField(v, name, 1, kMaxUnroll, n)) return why;
        f.unroll = static_cast<int>(n);
        break;
      case FieldKind::State:
        if (auto why = integerField(v, name, -1, 1 << 30, n)) return *why + " (-1: any state)";
        f.state = n;
        break;
      case FieldKind::Index:
        if (auto why = integerField(v, name, 0, 1 << 30, n)) return why;
        f.index = n;
        break;
      case FieldKind::Only:
        if (!v.is_string() || (v != "consistent" && v != "candidate"))
          return std::string("only must be \"consistent\" or \"candidate\"");
        f.candidates = v == "candidate";
        break;
      case FieldKind::Find:
        if (!v.is_string() || (v != "" && v != "inconsistent"))
          return std::string("find must be \"inconsistent\" or \"\"");
        f.findInconsistent = v == "inconsistent";
        break;
      case FieldKind::Draw:
        if (!v.is_array() || v.size() > kMaxDrawn)
          return "draw must be a list of at most " + std::to_string(kMaxDrawn) + " relation names";
        for (const auto& r : v) {
          if (!r.is_string() || r.get<std::string>().empty() || r.get<std::string>().size() > 64)
            return std::string("draw must list relation names (strings of 1 to 64 characters)");
          f.draw.push_back(r.get<std::string>());
        }
        break;
    }
  }
  return std::nullopt;
}

// The kept checks, the latest first.
std::mutex keptMutex;
std::deque<std::shared_ptr<Checked>> kept;
constexpr size_t kKept = 4;

std::shared_ptr<Checked> findKept(const std::string& key) {
  std::lock_guard<std::mutex> lock(keptMutex);
  for (auto it = kept.begin(); it != kept.end(); ++it)
    if ((*it)->key == key) {
      auto found = *it;
      kept.erase(it);
      kept.push_front(found);
      return found;
    }
  return nullptr;
}

void keep(const std::shared_ptr<Checked>& c) {
  std::lock_guard<std::mutex> lock(keptMutex);
  kept.push_front(c);
  while (kept.size() > kKept) kept.pop_back();
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

void forgetChecks() {
  std::lock_guard<std::mutex> lock(keptMutex);
  kept.clear();
}

void dropOtherExecutions(const Checked* c) {
  std::lock_guard<std::mutex> lock(keptMutex);
  for (auto& k : kept)
    if (k.get() != c && k->enumerated) {
      k->enumerated = false;
      k->executions = {};
      k->consistent = {};
    }
}

std::string pageReason(const std::string& reason) {
  static const std::regex rerun(R"(rerun with --unroll (\d+))");
  static const std::regex bound(R"(--unroll (\d+) iterations)");
  std::string s = std::regex_replace(reason, rerun, "raise the loop bound (next to Run) to $1");
  s = std::regex_replace(s, bound, "$1 iterations (the loop bound)");
  return std::regex_replace(s, std::regex("--unroll"), "the loop bound");
}

Loaded loadRequest(const std::string& body, const ServeLimits& limits, bool execution) {
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
  json request;
  try {
    request = json::parse(body);
  } catch (const json::parse_error& e) {
    out.refusal = badRequest("the request is not JSON: " + std::string(e.what()));
    return out;
  }
  if (auto why = readFields(request, execution, out.fields)) {
    out.refusal = badRequest(*why);
    return out;
  }
  const Fields& f = out.fields;
  if (f.test.size() > maxInputBytes() || f.modelText.size() > maxInputBytes()) {
    out.refusal = refused(json::array({{{"where", f.test.size() > maxInputBytes() ? "test" : "model"},
                                        {"line", 0},
                                        {"col", 0},
                                        {"message", "larger than the input limit (--max-input-size)"}}}));
    return out;
  }
  std::string key = f.test + '\0' + (f.modelText.empty() ? "name:" + f.model : "text:" + f.modelText) + '\0' +
                    std::to_string(f.unroll);
  if ((out.checked = findKept(key))) return out;
  auto c = std::make_shared<Checked>();
  c->key = key;
  ElaborateOptions elaborate;
  elaborate.unroll = f.unroll;
  c->test = loadTestTextLocked(kTestName, f.test, elaborate, limits.timeoutSeconds);
  if (!c->test.ok()) {
    out.refusal = refused(locatedErrors(c->test.errorText, "test", kTestName));
    return out;
  }
  if (auto r = loadModel(f.model, f.modelText, isPtxTest(c->test), *c)) {
    out.refusal = r;
    return out;
  }
  std::vector<NamedModel> named(1);
  named[0].name = c->modelName;
  named[0].model = *c->model;
  rejectUnsupported(c->test, named);
  if (!c->test.ok()) {
    out.refusal = refused(locatedErrors(c->test.errorText, "test", kTestName));
    return out;
  }
  EngineOptions engine;
  engine.engine = "auto";
  engine.timeoutSeconds = limits.timeoutSeconds;
  c->result = runEngine(*c->test.program, *c->model, c->modelName, engine);
  keep(c);  // an unknown one too: under the same limits it would be unknown again, after as long
  out.checked = c;
  return out;
}

}  // namespace clmm::serve

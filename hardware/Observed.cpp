// Reading a harness's JSON report and classifying its observed states under the model.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

#include "hardware/Observed.h"
#include "support/Budget.h"
#include "support/Diagnostics.h"

namespace clmm::hw {

namespace {

// The line and column of byte `offset` of `text` (1-based).
SourceRange position(const std::string& text, size_t offset) {
  int line = 1, col = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') ++line, col = 1;
    else ++col;
  }
  return SourceRange::point(line, col);
}

[[noreturn]] void fail(const std::string& path, const std::string& message) {
  throw BadInput(path, SourceRange::point(1, 1), message);
}

// A harness's report nests four levels deep; deeper input is refused before it is parsed (the
// parsed value is printed back and freed recursively: 100 000 levels overflowed the stack).
constexpr int kMaxJsonDepth = 32;

// The offset of the first '[' or '{' (outside strings) nested deeper than kMaxJsonDepth.
std::optional<size_t> tooDeep(const std::string& text) {
  int depth = 0;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::nullopt;
}

// What reading a report needs per byte beyond its text, at the peak (under --max-memory, checked
// before it is read): a string's text held by the counting pass while it grows (twice its size),
// then in the parsed form (below, and tests/cli/MemoryCapTest.cpp).
constexpr double kReportBytesPerByte = 4;

// The report's text, through the guard every input goes through (SourceFile::read).
std::shared_ptr<const SourceFile> readReport(const std::string& path) {
  try {
    return SourceFile::read(path, 0, kReportBytesPerByte);
  } catch (const BadInput& e) {
    Diagnostic d = e.diagnostics().at(0);
    if (d.message == "cannot open file")
      d.message =
          "cannot read the observed states (no such file?); write them with a harness (clmm harness) or clmm run";
    throw BadInput({d}, nullptr);
  }
}

// Counts what the parsed report will hold, without building it (a first pass over the text).
struct SizeCounter : nlohmann::json_sax<nlohmann::json> {
  uint64_t values = 0, bytes = 0;
  bool add(size_t extra = 0) {
    ++values;
    bytes += extra;
    checkBudget();
    return true;
  }
  bool null() override { return add(); }
  bool boolean(bool) override { return add(); }
  bool number_integer(number_integer_t) override { return add(); }
  bool number_unsigned(number_unsigned_t) override { return add(); }
  bool number_float(number_float_t, const string_t&) override { return add(); }
  bool string(string_t& s) override { return add(s.size()); }
  bool binary(binary_t& b) override { return add(b.size()); }
  bool start_object(std::size_t) override { return add(); }
  bool key(string_t& k) override { return add(k.size() + 64); }  // a node of the object's map
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return add(); }
  bool end_array() override { return true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }
};

// What the parsed form of a report takes, at most (bytes): each value's slot, the slack of a
// growing array (half as much again while it moves) and the text of its strings.
constexpr uint64_t kBytesPerValue = 48;

// Parses the report under the process's memory cap (--max-memory) and the stop request. The DOM
// grows in jumps (an array of a million values moves to twice its room at once), so polling the
// resident size alone overshoots the cap: a first pass counts the values, and a report whose
// parsed form does not fit under the cap is refused before it is built.
nlohmann::json parseReport(const std::string& path, const std::string& text) {
  if (auto at = tooDeep(text))
    throw BadInput(path, position(text, *at),
                   "nested deeper than " + std::to_string(kMaxJsonDepth) +
                       " levels: not a harness report (its values nest four levels deep)");
  BudgetScope scope(std::nullopt);  // no deadline: the memory cap and a stop request only
  auto check = [](int, nlohmann::json::parse_event_t, nlohmann::json&) {
    checkBudget();
    return true;
  };
  try {
    if (uint64_t cap = memoryCapMb(); cap > 0) {
      SizeCounter count;
      nlohmann::json::sax_parse(text, &count);  // a syntax error is reported by the parse below
      uint64_t needMb = (count.values * kBytesPerValue + count.bytes) >> 20;
      if (residentMb() + needMb > cap) throw BudgetExceeded(BudgetKind::Memory);
    }
    return nlohmann::json::parse(text, check);
  } catch (const nlohmann::json::parse_error& e) {
    std::string what = e.what();
    auto colon = what.find("parse error");
    throw BadInput(path, position(text, e.byte > 0 ? e.byte - 1 : 0),
                   "not valid JSON (" + (colon == std::string::npos ? what : what.substr(colon)) +
                       "); the file should be a harness's report");
  } catch (const nlohmann::json::out_of_range& e) {
    // A number too large for a double (1e400): the JSON reader stops with "number overflow
    // parsing 'TEXT'"; the error is placed at TEXT.
    std::string what = e.what();
    size_t open = what.find('\''), close = what.rfind('\'');
    size_t at = open != std::string::npos && close > open ? text.find(what.substr(open + 1, close - open - 1)) : 0;
    throw BadInput(path, position(text, at == std::string::npos ? 0 : at),
                   "a number out of range (" + what.substr(what.find(']') + 2) +
                       "); the file should be a harness's report");
  } catch (const BudgetExceeded& e) {
    if (e.kind() == BudgetKind::Memory)
      throw BadInput(
          path, {},
          "not read: it needs more memory than the cap of " + std::to_string(memoryCapMb()) + " MB (--max-memory)");
    throw BadInput(path, {}, "not read: interrupted");
  }
}

}  // namespace

const char* observedClassName(ObservedClass c) {
  switch (c) {
    case ObservedClass::Allowed:
      return "allowed";
    case ObservedClass::Racy:
      return "racy";
    case ObservedClass::Forbidden:
      return "forbidden";
    default:
      return "unknown";
  }
}

namespace {

// A test entry's count (0 when absent): a JSON whole number, not a float such as 1e71 (whose
// conversion to an integer is undefined).
uint64_t wholeNumber(const std::string& path, const std::string& test, const nlohmann::json& t, const char* key) {
  if (!t.contains(key)) return 0;
  const auto& v = t[key];
  if (!v.is_number_unsigned())
    fail(path, "test '" + test + "': \"" + key + "\" is " + v.dump() + ", not a whole number");
  return v.get<uint64_t>();
}

// A test entry's time in seconds (0 when absent): a finite number, at least 0.
double duration(const std::string& path, const std::string& test, const nlohmann::json& t, const char* key) {
  if (!t.contains(key)) return 0;
  const auto& v = t[key];
  if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < 0)
    fail(path, "test '" + test + "': \"" + key + "\" is " + v.dump() + ", not a number of seconds");
  return v.get<double>();
}

}  // namespace

ObservedRun readObserved(const std::string& path) { return parseObserved(path, readReport(path)->text()); }

ObservedRun parseObserved(const std::string& path, const std::string& text) {
  nlohmann::json j = parseReport(path, text);
  // (value() throws when the member has another type: "format": {} is not a report either.)
  const bool isReport = j.is_object() && j.contains("format") && j["format"].is_string() &&
                        j["format"].get<std::string>() == "clmm-observed-1" && j.contains("tests") &&
                        j["tests"].is_array();
  if (!isReport)
    fail(path, "not a harness report: expected an object with \"format\": \"clmm-observed-1\" and a \"tests\" array");
  ObservedRun run;
  run.path = path;
  try {
    for (const char* key : {"backend", "device"})
      if (j.contains(key) && !j[key].is_string()) fail(path, std::string("\"") + key + "\" is not a string");
    run.backend = j.value("backend", "");
    run.device = j.value("device", "");
    if (j.contains("parameters")) run.parameters = j["parameters"].dump();
    for (const auto& t : j["tests"]) {
      ObservedTest o;
      o.test = t.at("test").get<std::string>();
      o.file = t.at("file").get<std::string>();
      o.observables = t.at("observables").get<std::vector<std::string>>();
      o.instances = wholeNumber(path, o.test, t, "instances");
      o.unfinished = wholeNumber(path, o.test, t, "unfinished");
      o.seconds = duration(path, o.test, t, "seconds");
      o.kernelSeconds = duration(path, o.test, t, "kernel_seconds");
      o.error = t.value("error", "");
      for (const auto& s : t.at("states")) {
        ObservedState st;
        for (const auto& v : s.at("values"))
          if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<uint64_t>() > INT64_MAX))
            fail(path, "test '" + o.test + "': a state's value " + v.dump() + " is not a 64-bit integer");
        if (!s.at("count").is_number_unsigned())
          fail(path, "test '" + o.test + "': a state's count " + s.at("count").dump() + " is not a whole number");
        st.values = s.at("values").get<std::vector<int64_t>>();
        st.count = s.at("count").get<uint64_t>();
        if (st.values.size() != o.observables.size())
          fail(path, "test '" + o.test + "': a state has " + std::to_string(st.values.size()) + " values for " +
                         std::to_string(o.observables.size()) + " observables");
        o.states.push_back(std::move(st));
      }
      run.tests.push_back(std::move(o));
    }
  } catch (const nlohmann::json::exception& e) {
    fail(path, std::string("malformed test entry (") + e.what() + "); expected test, file, observables and states");
  }
  return run;
}

const ObservedTest* findObserved(const ObservedRun& run, const std::string& file, const std::string& name) {
  namespace fs = std::filesystem;
  for (const auto& t : run.tests)
    if (t.test == name && fs::path(t.file).lexically_normal() == fs::path(file).lexically_normal()) return &t;
  for (const auto& t : run.tests)
    if (t.test == name && fs::path(t.file).filename() == fs::path(file).filename()) return &t;
  return nullptr;
}

std::string valuesText(const std::vector<std::string>& observables, const std::vector<int64_t>& values) {
  std::string s;
  for (size_t i = 0; i < values.size() && i < observables.size(); ++i)
    s += (i ? " " : "") + observables[i] + "=" + std::to_string(values[i]);
  return s;
}

std::string compare(const TestResult& r, const ObservedTest& o, Comparison& out) {
  out = Comparison{};
  if (r.decided && o.observables != r.observables) {
    std::string a, b;
    for (const auto& n : o.observables) a += (a.empty() ? "" : " ") + n;
    for (const auto& n : r.observables) b += (b.empty() ? "" : " ") + n;
    return "the observations of '" + o.test + "' name the observables [" + a + "], the test has [" + b +
           "]: regenerate the harness from this version of the test";
  }
  std::map<std::vector<int64_t>, const FinalState*> model;
  for (const auto& s : r.states) model[s.values] = &s;
  if (!r.decided) out.unknownWhy = "the model's result is unknown: " + r.unknownReason;
  else if (r.loopBoundHit)
    out.unknownWhy = "the model cut loops at the unrolling bound; a state it does not list may need more iterations "
                     "(raise --unroll)";
  std::map<std::vector<int64_t>, bool> seen;
  for (const auto& s : o.states) {
    ClassifiedState c;
    c.values = s.values;
    c.count = s.count;
    out.total += s.count;
    auto it = r.decided ? model.find(s.values) : model.end();
    if (!r.decided) c.cls = ObservedClass::Unknown;
    else if (it != model.end()) {
      c.cls = it->second->cls == StateClass::Racy ? ObservedClass::Racy : ObservedClass::Allowed;
    } else if (r.verdict == Verdict::Racy) {
      c.cls = ObservedClass::Racy;
      c.catchFire = true;
    } else
      c.cls = r.loopBoundHit ? ObservedClass::Unknown : ObservedClass::Forbidden;
    if (c.cls == ObservedClass::Forbidden) out.forbidden += s.count;
    if (c.cls == ObservedClass::Racy) out.racy += s.count;
    if (c.cls == ObservedClass::Unknown) out.unknown += s.count;
    if (s.count > 0) seen[s.values] = true;
    out.observed.push_back(std::move(c));
  }
  std::sort(out.observed.begin(), out.observed.end(),
            [](const ClassifiedState& a, const ClassifiedState& b) { return a.values < b.values; });
  if (r.decided)
    for (const auto& s : r.states)
      if (!seen.count(s.values)) (s.cls == StateClass::Racy ? out.racyUnseen : out.neverSeen).push_back(s.values);
  return "";
}

}  // namespace clmm::hw

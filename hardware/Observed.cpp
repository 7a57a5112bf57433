// Reading a harness's JSON report and classifying its observed states under the model.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "hardware/Observed.h"
#include "support/Budget.h"
#include "support/Diagnostics.h"
#include "support/JsonDepth.h"

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

[[noreturn]] void fail(const std::string& path, SourceRange at, const std::string& message) {
  throw BadInput(path, at, message);
}

// Walking the text of a report already parsed (so well-formed JSON) to place an error at the
// value it is about: the offset after blanks, after one whole value.
size_t skipBlanks(const std::string& text, size_t i) {
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
  return i;
}

size_t skipValue(const std::string& text, size_t i) {
  int depth = 0;
  for (; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
      if (depth == 0) return i + 1;
    } else if (c == '{' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ']') {
      if (--depth <= 0) return depth == 0 ? i + 1 : i;
    } else if (depth == 0 && (c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
      return i;
    }
  }
  return i;
}

// One step into a container: a member's key or an element's index.
struct Step {
  std::string key;  // "" for an index
  size_t index = 0;
};

// The offset of the value reached from the container at `start` by `steps`; where a step finds
// nothing, the offset of the container it looked in.
size_t locate(const std::string& text, size_t start, const std::vector<Step>& steps) {
  size_t at = skipBlanks(text, start);
  for (const Step& step : steps) {
    if (at >= text.size() || text[at] != (step.key.empty() ? '[' : '{')) return at;
    size_t i = skipBlanks(text, at + 1);
    bool found = false;
    for (size_t n = 0; i < text.size() && text[i] != '}' && text[i] != ']'; ++n) {
      bool match = step.key.empty() && n == step.index;
      if (!step.key.empty()) {  // a key, then ':'
        size_t end = skipValue(text, i);
        match = text.compare(i, end - i, "\"" + step.key + "\"") == 0;
        i = skipBlanks(text, skipBlanks(text, end) + 1);
      }
      if (match) {
        found = true;
        break;
      }
      i = skipBlanks(text, skipValue(text, i));
      if (i < text.size() && text[i] == ',') i = skipBlanks(text, i + 1);
    }
    if (!found) return at;
    at = i;
  }
  return at;
}

// A harness's report nests four levels deep; deeper input is refused before it is parsed (the
// parsed value is printed back and freed recursively: 100 000 levels overflowed the stack).
constexpr int kMaxJsonDepth = 32;

// What reading a report needs per byte beyond its text, at the peak (under --max-memory, checked
// before it is read): a string's text held by the counting pass while it grows (twice its size),
// then in the parsed form (below, and tests/cli/MemoryCapTest.cpp).
constexpr double kReportBytesPerByte = 4;

// The offset of the `n`-th (0-based) object key (`key`) or '{' (`!key`) of `text` outside strings,
// in text order; the text's size when there is none. A key is a string right after '{' or ','
// inside an object.
size_t offsetOf(const std::string& text, bool key, uint64_t n) {
  std::vector<bool> object;  // the open containers, innermost last: an object or an array
  char last = 0;             // the last character outside strings that is not blank
  uint64_t seen = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') {
      if (key && !object.empty() && object.back() && (last == '{' || last == ',') && seen++ == n) return i;
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
      last = '"';
      continue;
    }
    if (c == '{' && !key && seen++ == n) return i;
    if (c == '{' || c == '[') object.push_back(c == '{');
    if ((c == '}' || c == ']') && !object.empty()) object.pop_back();
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') last = c;
  }
  return text.size();
}

// What the parse sees of a report's structure beyond its values: a key given twice in one object
// (the JSON reader keeps one of them silently, so the other's tests would be ignored) and the
// ordinal of each test entry's '{' (for located errors about an entry).
struct Structure {
  struct Frame {
    bool object = false;
    std::string key;  // the key this container is the value of ("" in an array)
    std::set<std::string> keys;
  };
  std::vector<Frame> open;
  std::string lastKey;
  uint64_t keys = 0, objects = 0;
  std::optional<std::pair<std::string, uint64_t>> duplicate;  // the key and its ordinal
  std::vector<uint64_t> entries;                              // the '{' ordinal of each test entry

  void event(nlohmann::json::parse_event_t e, const nlohmann::json& parsed) {
    using E = nlohmann::json::parse_event_t;
    if (e == E::key) {
      const std::string k = parsed.is_string() ? parsed.get<std::string>() : parsed.dump();
      if (!open.empty() && !open.back().keys.insert(k).second && !duplicate) duplicate = {{k, keys}};
      ++keys;
      lastKey = k;
    } else if (e == E::object_start || e == E::array_start) {
      const bool inObject = !open.empty() && open.back().object;
      if (e == E::object_start) {
        // An element of the top object's "tests" array.
        if (open.size() == 2 && !open[1].object && open[1].key == "tests") entries.push_back(objects);
        ++objects;
      }
      open.push_back({e == E::object_start, inObject ? lastKey : "", {}});
    } else if ((e == E::object_end || e == E::array_end) && !open.empty()) {
      open.pop_back();
    }
  }
};

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
nlohmann::json parseReport(const std::string& path, const std::string& text, Structure& structure) {
  if (auto at = jsonTooDeep(text, kMaxJsonDepth))
    throw BadInput(path, position(text, *at),
                   "nested deeper than " + std::to_string(kMaxJsonDepth) +
                       " levels: not a harness report (its values nest four levels deep)");
  BudgetScope scope(std::nullopt);  // no deadline: the memory cap and a stop request only
  auto check = [&structure](int, nlohmann::json::parse_event_t e, nlohmann::json& parsed) {
    checkBudget();
    structure.event(e, parsed);
    return true;
  };
  try {
    if (uint64_t cap = memoryCapMb(); cap > 0) {
      SizeCounter count;
      nlohmann::json::sax_parse(text, &count);  // a syntax error is reported by the parse below
      uint64_t needMb = (count.values * kBytesPerValue + count.bytes) >> 20;
      if (residentMb() + needMb > cap) throw BudgetExceeded(BudgetKind::Memory);
    }
    nlohmann::json j = nlohmann::json::parse(text, check);
    if (structure.duplicate)
      throw BadInput(path, position(text, offsetOf(text, true, structure.duplicate->second)),
                     "the key \"" + structure.duplicate->first +
                         "\" is given twice in one object: a report holds each key once (the JSON reader would keep "
                         "one and ignore the other); " +
                         (structure.duplicate->first == "tests"
                              ? std::string("write one report per run, or merge the two \"tests\" arrays")
                              : std::string("keep one of them")));
    return j;
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

// A value as an error message shows it: its JSON text, at most 40 bytes of it (a value may be an
// array of megabytes: a message names the offending value, it does not copy it into the log).
std::string shown(const nlohmann::json& v) {
  std::string text = v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return text.size() <= 40 ? text : text.substr(0, 37) + "...";
}

// A test entry's count (0 when absent): a JSON whole number, not a float such as 1e71 (whose
// conversion to an integer is undefined).
uint64_t wholeNumber(const std::string& path, const std::string& test, const nlohmann::json& t, const char* key,
                     const std::function<SourceRange(std::vector<Step>)>& at) {
  if (!t.contains(key)) return 0;
  const auto& v = t[key];
  if (!v.is_number_unsigned())
    fail(path, at({{key}}), "test '" + test + "': \"" + key + "\" is " + shown(v) + ", not a whole number");
  return v.get<uint64_t>();
}

// A test entry's time in seconds (0 when absent): a finite number, at least 0.
double duration(const std::string& path, const std::string& test, const nlohmann::json& t, const char* key,
                const std::function<SourceRange(std::vector<Step>)>& at) {
  if (!t.contains(key)) return 0;
  const auto& v = t[key];
  if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < 0)
    fail(path, at({{key}}), "test '" + test + "': \"" + key + "\" is " + shown(v) + ", not a number of seconds");
  return v.get<double>();
}

// A state listed twice, or counts whose sum does not fit in 64 bits, make a test's counts
// meaningless (a sum that wraps would hide a forbidden state's instances): bad input.
void checkEntry(const std::string& path, const ObservedTest& o, SourceRange at) {
  std::set<std::vector<int64_t>> states;
  uint64_t sum = 0;
  for (const auto& st : o.states) {
    if (!states.insert(st.values).second)
      throw BadInput(path, at,
                     "test '" + o.test + "': the state " + valuesText(o.observables, st.values) +
                         " is listed twice: a report lists each state once, with its count");
    if (st.count > UINT64_MAX - sum)
      throw BadInput(path, at,
                     "test '" + o.test + "': its states' counts add up to more than 2^64-1, which no run makes");
    sum += st.count;
  }
}

}  // namespace

ObservedRun readObserved(const std::string& path) { return parseObserved(path, readReport(path)->text()); }

ObservedRun parseObserved(const std::string& path, const std::string& text) {
  Structure structure;
  nlohmann::json j = parseReport(path, text, structure);
  // Where the `i`-th test entry starts, for an error about the entry as a whole.
  auto entryOffset = [&](size_t i) {
    return i < structure.entries.size() ? offsetOf(text, false, structure.entries[i]) : 0;
  };
  auto entryAt = [&](size_t i) { return position(text, entryOffset(i)); };
  // (value() throws when the member has another type: "format": {} is not a report either.)
  const bool isReport = j.is_object() && j.contains("format") && j["format"].is_string() &&
                        j["format"].get<std::string>() == "clmm-observed-1" && j.contains("tests") &&
                        j["tests"].is_array();
  if (!isReport)
    fail(path, SourceRange::point(1, 1), "not a harness report: expected an object with \"format\": \"clmm-observed-1\" and a \"tests\" array");
  ObservedRun run;
  run.path = path;
  // Where a value of the entry being read is (an error names it there).
  std::function<SourceRange(std::vector<Step>)> inEntry = [&](std::vector<Step> steps) {
    return position(text, locate(text, entryOffset(run.tests.size()), steps));
  };
  std::set<std::pair<std::string, std::string>> entries;  // test, file: one entry each
  try {
    for (const char* key : {"backend", "device"})
      if (j.contains(key) && !j[key].is_string())
        fail(path, position(text, locate(text, 0, {{key}})), std::string("\"") + key + "\" is not a string");
    run.backend = j.value("backend", "");
    run.device = j.value("device", "");
    if (j.contains("parameters")) run.parameters = j["parameters"].dump();
    for (const auto& t : j["tests"]) {
      ObservedTest o;
      o.test = t.at("test").get<std::string>();
      o.file = t.at("file").get<std::string>();
      o.observables = t.at("observables").get<std::vector<std::string>>();
      o.instances = wholeNumber(path, o.test, t, "instances", inEntry);
      o.unfinished = wholeNumber(path, o.test, t, "unfinished", inEntry);
      o.seconds = duration(path, o.test, t, "seconds", inEntry);
      o.kernelSeconds = duration(path, o.test, t, "kernel_seconds", inEntry);
      o.error = t.value("error", "");
      for (const auto& s : t.at("states")) {
        ObservedState st;
        const size_t k = o.states.size();
        size_t m = 0;
        for (const auto& v : s.at("values")) {
          if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<uint64_t>() > INT64_MAX))
            fail(path, inEntry({{"states"}, {"", k}, {"values"}, {"", m}}),
                 "test '" + o.test + "': a state's value " + shown(v) + " is not a 64-bit integer");
          ++m;
        }
        if (!s.at("count").is_number_unsigned())
          fail(path, inEntry({{"states"}, {"", k}, {"count"}}),
               "test '" + o.test + "': a state's count " + shown(s.at("count")) + " is not a whole number");
        st.values = s.at("values").get<std::vector<int64_t>>();
        st.count = s.at("count").get<uint64_t>();
        if (st.values.size() != o.observables.size())
          fail(path, inEntry({{"states"}, {"", k}, {"values"}}), "test '" + o.test + "': a state has " + std::to_string(st.values.size()) + " values for " +
                         std::to_string(o.observables.size()) + " observables");
        o.states.push_back(std::move(st));
      }
      checkEntry(path, o, entryAt(run.tests.size()));
      if (!entries.insert({o.test, std::filesystem::path(o.file).lexically_normal().string()}).second)
        throw BadInput(path, entryAt(run.tests.size()),
                       "test '" + o.test + "' of '" + o.file +
                           "' has a second entry: a report holds one entry per test (which one would count?); "
                           "write one report per run, or add the counts of the two runs into one entry");
      run.tests.push_back(std::move(o));
    }
  } catch (const nlohmann::json::exception& e) {
    fail(path, entryAt(run.tests.size()), std::string("malformed test entry (") + e.what() + "); expected test, file, observables and states");
  }
  return run;
}

namespace {

namespace fs = std::filesystem;

// Whether the path `tail` (relative, without "..") is the last components of `path`.
bool endsWith(const fs::path& path, const fs::path& tail) {
  if (tail.empty() || tail.is_absolute()) return false;
  std::vector<fs::path> a(path.begin(), path.end()), b;
  for (const auto& c : tail) {
    if (c == "..") return false;
    if (c != "." && !c.empty()) b.push_back(c);
  }
  if (b.empty() || b.size() > a.size()) return false;
  return std::equal(b.rbegin(), b.rend(), a.rbegin());
}

// Whether a report entry's `file` names the test file `input` without being its path as written:
// one is the other's tail (the harness ran in another folder, or was given absolute paths).
bool tailMatch(const std::string& file, const std::string& input) {
  std::error_code ec;
  const fs::path entry = fs::path(file).lexically_normal(), given = fs::path(input).lexically_normal();
  if (entry.filename() != given.filename()) return false;  // a tail ends in the file's name (and this is cheap)
  const fs::path real = fs::weakly_canonical(fs::absolute(input, ec), ec);
  return endsWith(real, entry) || endsWith(given, entry) || (entry.is_absolute() && endsWith(entry, given));
}

}  // namespace

const ObservedTest* findObserved(const ObservedRun& run, const std::string& file, const std::string& name,
                                 const std::vector<std::string>& files, std::string& error) {
  error.clear();
  const fs::path exact = fs::path(file).lexically_normal();
  for (const auto& t : run.tests)
    if (t.test == name && fs::path(t.file).lexically_normal() == exact) return &t;
  const ObservedTest* found = nullptr;
  for (const auto& t : run.tests) {
    if (t.test != name || !tailMatch(t.file, file)) continue;
    if (found) {
      error = "the entries of '" + found->file + "' and '" + t.file + "' both could be test '" + name +
              "' of this file: run compare on the paths the harness was given (as the report names them)";
      return nullptr;
    }
    found = &t;
  }
  if (!found) return nullptr;
  for (const auto& other : files)
    if (fs::path(other).lexically_normal() != exact &&
        fs::path(found->file).lexically_normal() != fs::path(other).lexically_normal() &&
        tailMatch(found->file, other)) {
      error = "the report's entry of '" + found->file + "' could be this file's or '" + other +
              "''s: run compare on the paths the harness was given (as the report names them)";
      return nullptr;
    }
  return found;
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

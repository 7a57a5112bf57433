// Text and JSON renderings of a TestResult.
#include "cli/Report.h"

#include <cstdint>
#include <cstring>
#include <iomanip>
#include <sstream>

#include "support/Printable.h"

namespace clmm {

std::string stateToString(const TestResult& r, const FinalState& s) {
  std::string out;
  for (size_t i = 0; i < s.values.size(); ++i) {
    if (i) out += ' ';
    out += r.observables[i] + "=" + r.valueText(i, s.values[i]) + ";";
  }
  return out;
}

void printText(const TestResult& r, std::ostream& out) {
  out << "Test " << printableName(r.test) << " (" << printableName(r.file) << ") model " << printableName(r.model)
      << ", engine " << r.engine;
  if (!r.skippedChecks.empty()) out << ", " << skippedLabel(r);
  out << "\n";
  if (!r.decided) {
    out << "Unknown: " << r.unknownReason << "\n";
    out << "Time " << r.test << " " << std::fixed << std::setprecision(2) << r.seconds << "\n\n";
    return;
  }
  out << "States " << r.states.size() << "\n";
  for (const auto& s : r.states) {
    out << stateToString(r, s);
    if (s.cls == StateClass::Racy) out << "   (racy: reached only by executions with undefined behaviour)";
    out << "\n";
  }
  if (r.hasCondition) {
    out << (r.conditionOk ? "Ok" : "No") << "\n";
    out << "Witnesses\n";
    out << "Positive: " << r.positive << " Negative: " << r.negative << "\n";
    out << "Condition " << r.conditionText << "\n";
    out << "Observation " << r.test << " " << observationName(r.observation) << " " << r.positive
        << " " << r.negative << "\n";
  }
  for (const auto& w : r.ubWitnesses)
    out << "Undefined behaviour: " << w.flag << ": " << w.description << "\n";
  if (r.livenessViolation) out << "Liveness violation: " << r.livenessWitness << "\n";
  for (const auto& n : r.notes) out << "Note: " << n << "\n";
  out << "Verdict " << verdictName(r.verdict) << "\n";
  out << "Time " << r.test << " " << std::fixed << std::setprecision(2) << r.seconds << "\n\n";
}

std::string skippedLabel(const TestResult& r) {
  std::string names;
  for (const auto& c : r.skippedChecks) names += (names.empty() ? "" : ",") + c;
  return "checks skipped: --skip " + names;
}

namespace {

nlohmann::json printableJson(const nlohmann::json& j) {
  if (j.is_string()) return printableText(j.get_ref<const std::string&>());
  if (j.is_array()) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& e : j) out.push_back(printableJson(e));
    return out;
  }
  if (j.is_object()) {
    nlohmann::json out = nlohmann::json::object();
    for (auto it = j.begin(); it != j.end(); ++it) out[printableText(it.key())] = printableJson(it.value());
    return out;
  }
  return j;
}

// Whether printableJson would leave `j` as it is (then it need not be copied: an explanation is
// megabytes of text).
bool printable(const nlohmann::json& j) {
  if (j.is_string()) return isPrintableText(j.get_ref<const std::string&>());
  if (j.is_array()) {
    for (const auto& e : j)
      if (!printable(e)) return false;
  }
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it)
      if (!isPrintableText(it.key()) || !printable(it.value())) return false;
  }
  return true;
}

}  // namespace

std::string jsonLine(const nlohmann::json& j) {
  const auto dump = [](const nlohmann::json& v) {
    std::string line = v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    line += '\n';
    return line;
  };
  return printable(j) ? dump(j) : dump(printableJson(j));
}

namespace {

std::string dumped(const nlohmann::json& v) { return v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

// `text` as a JSON string, quotes included, appended to `out`: the bytes nlohmann's dump writes
// for printable text (support/Printable.h: well-formed UTF-8, no control character but line feeds
// and tabs), which is all this is given; the other control characters are escaped as it does.
// Whether one of the 8 bytes of `w` needs an escape in a JSON string: below 0x20 (a borrow out
// of w - 0x20.. under a clear high bit), a quote or a backslash (a zero byte of w ^ that byte).
bool jsonEscapeIn(uint64_t w) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  auto zeroByte = [](uint64_t v) { return ((v - kOnes) & ~v & kHigh) != 0; };
  return ((w - 0x20 * kOnes) & ~w & kHigh) != 0 || zeroByte(w ^ ('"' * kOnes)) || zeroByte(w ^ ('\\' * kOnes));
}

void appendJsonString(std::string_view text, std::string& out) {
  static const char* const kHex = "0123456789abcdef";
  // One pass: the runs that need no escape (eight bytes at a time) copied whole; room for the
  // text, its line feeds' backslashes and the rest reserved once (megabytes of explanation).
  out.reserve(out.size() + text.size() + text.size() / 16 + 64);
  out += '"';
  const char* p = text.data();
  const char* const end = p + text.size();
  while (p < end) {
    const char* run = p;
    for (uint64_t w; end - p >= 8 && (std::memcpy(&w, p, 8), !jsonEscapeIn(w));) p += 8;
    while (p < end) {
      const unsigned char c = static_cast<unsigned char>(*p);
      if (c < 0x20 || c == '"' || c == '\\') break;
      ++p;
    }
    out.append(run, static_cast<size_t>(p - run));
    if (p == end) break;
    const unsigned char c = static_cast<unsigned char>(*p++);
    out += '\\';
    switch (c) {
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      case '\b': out += 'b'; break;
      case '\t': out += 't'; break;
      case '\n': out += 'n'; break;
      case '\f': out += 'f'; break;
      case '\r': out += 'r'; break;
      default: out += 'u', out += '0', out += '0', out += kHex[c >> 4], out += kHex[c & 15]; break;
    }
  }
  out += '"';
}

}  // namespace

void appendJsonLine(const nlohmann::json& j, const std::string& key, std::string_view text, std::string& out) {
  // As jsonLine of j with the member: every string is shown by printableText when one is not
  // printable (printableText leaves a printable one as it is).
  const bool asIs = printable(j) && isPrintableText(key) && isPrintableText(text);
  nlohmann::json converted;
  if (!asIs) converted = printableJson(j);
  const nlohmann::json& shown = asIs ? j : converted;
  std::string keyShown = asIs ? key : printableText(key), textShown;
  if (!asIs) textShown = printableText(text), text = textShown;
  // nlohmann's compact dump of an object: its members in key order, "KEY":VALUE, comma separated.
  bool first = true, placed = false;
  auto member = [&](const std::string& k) {
    out += first ? "{" : ",";
    first = false;
    out += dumped(nlohmann::json(k));
    out += ':';
  };
  auto place = [&] {
    member(keyShown);
    appendJsonString(text, out);
    placed = true;
  };
  for (auto it = shown.begin(); it != shown.end(); ++it) {
    if (!placed && keyShown < it.key()) place();
    member(it.key());
    out += dumped(it.value());
  }
  if (!placed) place();
  out += "}\n";
}

nlohmann::json toJson(const TestResult& r) {
  using nlohmann::json;
  json j;
  j["file"] = r.file;
  j["test"] = r.test;
  j["model"] = r.model;
  j["engine"] = r.engine;
  if (!r.skippedChecks.empty()) j["skipped_checks"] = r.skippedChecks;
  j["seconds"] = r.seconds;
  if (!r.decided) {
    j["verdict"] = "unknown";
    j["reason"] = r.unknownReason;
    return j;
  }
  json states = json::array();
  for (const auto& s : r.states) {
    json values = json::object();
    for (size_t i = 0; i < s.values.size(); ++i) {
      if (i < r.observableTypes.size() && r.observableTypes[i] == IntType::ULong)
        values[r.observables[i]] = static_cast<uint64_t>(s.values[i]);  // unsigned, as printed
      else
        values[r.observables[i]] = s.values[i];
    }
    states.push_back({{"values", values}, {"class", stateClassName(s.cls)}});
  }
  j["states"] = states;
  if (r.hasCondition) {
    const char* kind = r.quantifier == Quantifier::Exists      ? "exists"
                       : r.quantifier == Quantifier::NotExists ? "~exists"
                                                                               : "forall";
    j["condition"] = {{"kind", kind},
                      {"text", r.conditionText},
                      {"holds", r.conditionOk},
                      {"observation",
                       {{"result", observationName(r.observation)},
                        {"positive", r.positive},
                        {"negative", r.negative}}}};
  } else {
    j["condition"] = nullptr;
  }
  json witnesses = json::array();
  for (const auto& w : r.ubWitnesses)
    witnesses.push_back({{"flag", w.flag}, {"events", w.events}, {"description", w.description}});
  // Every flag the model declares (docs/checking.md), true where some execution raised it.
  j["ub"] = {{"witness", witnesses}};
  for (const auto& flag : r.modelFlags) j["ub"][flag] = false;
  for (const auto& flag : r.ubFlags) j["ub"][flag] = true;
  j["liveness"] = {{"violation", r.livenessViolation},
                   {"witness", r.livenessViolation ? json(r.livenessWitness) : json(nullptr)}};
  j["verdict"] = verdictName(r.verdict);
  if (!r.forbiddingChecks.empty()) j["forbidding_checks"] = r.forbiddingChecks;
  if (!r.notes.empty()) j["notes"] = r.notes;
  return j;
}

}  // namespace clmm

// Binding expectations to a test's observables, comparing them with results, and rendering the
// differences.
#include "check/Expectations.h"

#include <set>

namespace clmm {

namespace {

[[noreturn]] void fail(const Expectation& e, SourceRange r, const std::string& message) {
  throw BadInput(e.source->path(), r, message, e.source);
}

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
  return s;
}

nlohmann::json stateJson(const std::vector<std::string>& observables, const std::vector<int64_t>& values) {
  nlohmann::json j = nlohmann::json::object();
  for (size_t i = 0; i < values.size() && i < observables.size(); ++i) j[observables[i]] = values[i];
  return j;
}

}  // namespace

BoundExpectation bindExpectation(const Expectation& e, const std::string& model, const std::string& testPath,
                                 const std::vector<std::string>& observables) {
  BoundExpectation b;
  b.verdict = e.verdict;
  b.hasStates = e.hasStates;
  b.origin = e.origin();
  std::map<std::string, size_t> index;
  for (size_t i = 0; i < observables.size(); ++i) index[observables[i]] = i;
  std::map<std::vector<int64_t>, SourceRange> seen;
  for (const auto& st : e.states) {
    std::vector<std::optional<int64_t>> values(observables.size());
    for (size_t k = 0; k < st.values.size(); ++k) {
      const auto& [name, value] = st.values[k];
      auto it = index.find(name);
      if (it == index.end())
        fail(e, st.ranges[k], "'" + name + "' is not an observable of " + testPath + " (observables: " +
                                  join(observables) + ")");
      if (values[it->second]) fail(e, st.ranges[k], "'" + name + "' is given twice in this state");
      values[it->second] = value;
    }
    std::vector<int64_t> key;
    for (size_t i = 0; i < values.size(); ++i) {
      if (!values[i])
        fail(e, st.range, "this state gives no value to '" + observables[i] + "' (a state gives one value to each of: " +
                              join(observables) + ")");
      key.push_back(*values[i]);
    }
    auto [it, inserted] = seen.emplace(key, st.range);
    if (!inserted)
      fail(e, st.range, "state listed twice for model '" + model + "' (first at column " +
                            std::to_string(it->second.col) + " of line " + std::to_string(it->second.line) + ")");
    b.states[key] = st.cls;
  }
  return b;
}

StateSet statesOf(const TestResult& r) {
  StateSet s;
  for (const auto& st : r.states) s[st.values] = st.cls;
  return s;
}

std::vector<Difference> compareStates(const StateSet& before, const StateSet& after) {
  std::vector<Difference> gained, lost, out;
  std::set<std::vector<int64_t>> keys;
  for (const auto& [k, c] : before) keys.insert(k);
  for (const auto& [k, c] : after) keys.insert(k);
  for (const auto& k : keys) {
    auto b = before.find(k), a = after.find(k);
    Difference d;
    d.state = k;
    if (b == before.end()) {
      d.kind = Difference::Kind::Gained;
      d.after = a->second;
      gained.push_back(d);
    } else if (a == after.end()) {
      d.kind = Difference::Kind::Lost;
      d.before = b->second;
      lost.push_back(d);
    } else if (a->second != b->second) {
      d.kind = Difference::Kind::ClassChanged;
      d.before = b->second;
      d.after = a->second;
      out.push_back(d);
    }
  }
  // Gained, then lost, then class changes; each in value order.
  lost.insert(lost.end(), out.begin(), out.end());
  gained.insert(gained.end(), lost.begin(), lost.end());
  return gained;
}

std::vector<Difference> compareExpectation(const BoundExpectation& e, const TestResult& r) {
  std::vector<Difference> out;
  if (!r.decided) return out;
  if (e.verdict && *e.verdict != r.verdict) {
    Difference d;
    d.kind = Difference::Kind::Verdict;
    d.verdictBefore = *e.verdict;
    d.verdictAfter = r.verdict;
    out.push_back(d);
  }
  if (e.hasStates)
    for (auto& d : compareStates(e.states, statesOf(r))) out.push_back(d);
  return out;
}

std::string stateText(const std::vector<std::string>& observables, const std::vector<int64_t>& values,
                      const std::vector<IntType>& types) {
  std::string s;
  for (size_t i = 0; i < values.size() && i < observables.size(); ++i)
    s += (i ? " " : "") + observables[i] + "=" + valueText(values[i], i < types.size() ? types[i] : IntType::Int);
  return s;
}

std::vector<std::string> describeDifferences(const std::vector<Difference>& ds,
                                             const std::vector<std::string>& observables, const DiffWords& w) {
  std::vector<std::string> out;
  for (const auto& d : ds) {
    std::string st = stateText(observables, d.state);
    switch (d.kind) {
      case Difference::Kind::Verdict:
        out.push_back("verdict: " + w.before + " " + verdictName(d.verdictBefore) + ", " + w.after + " " +
                      verdictName(d.verdictAfter));
        break;
      case Difference::Kind::Gained:
        out.push_back(w.gained + ": " + st + " (" + stateClassName(d.after) + ")");
        break;
      case Difference::Kind::Lost:
        out.push_back(w.lost + ": " + st + " (" + stateClassName(d.before) + ")");
        break;
      case Difference::Kind::ClassChanged:
        out.push_back("class changed: " + st + ": " + w.before + " " + stateClassName(d.before) + ", " + w.after +
                      " " + stateClassName(d.after));
        break;
    }
  }
  return out;
}

nlohmann::json expectationJson(const BoundExpectation& e, const TestResult& r, const std::vector<Difference>& ds) {
  using nlohmann::json;
  json expected;
  expected["origin"] = e.origin;
  expected["verdict"] = e.verdict ? json(verdictName(*e.verdict)) : json(nullptr);
  if (e.hasStates) {
    json states = json::array();
    for (const auto& [values, cls] : e.states)
      states.push_back({{"values", stateJson(r.observables, values)}, {"class", stateClassName(cls)}});
    expected["states"] = states;
  } else {
    expected["states"] = nullptr;
  }
  json diffs = json::array();
  for (const auto& d : ds) {
    switch (d.kind) {
      case Difference::Kind::Verdict:
        diffs.push_back({{"kind", "verdict"},
                         {"expected", verdictName(d.verdictBefore)},
                         {"actual", verdictName(d.verdictAfter)}});
        break;
      case Difference::Kind::Gained:
        diffs.push_back({{"kind", "state-gained"},
                         {"state", stateJson(r.observables, d.state)},
                         {"class", stateClassName(d.after)}});
        break;
      case Difference::Kind::Lost:
        diffs.push_back({{"kind", "state-lost"},
                         {"state", stateJson(r.observables, d.state)},
                         {"class", stateClassName(d.before)}});
        break;
      case Difference::Kind::ClassChanged:
        diffs.push_back({{"kind", "class-changed"},
                         {"state", stateJson(r.observables, d.state)},
                         {"expected", stateClassName(d.before)},
                         {"actual", stateClassName(d.after)}});
        break;
    }
  }
  return {{"expected", expected},
          {"matched", r.decided ? json(ds.empty()) : json(nullptr)},
          {"differences", diffs}};
}

std::string expectationSummary(const BoundExpectation& e) {
  std::string s = e.verdict ? verdictName(*e.verdict) : "";
  if (e.hasStates)
    s += (s.empty() ? "" : ", ") + std::to_string(e.states.size()) + (e.states.size() == 1 ? " state" : " states");
  return s;
}

}  // namespace clmm

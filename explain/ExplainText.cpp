// The text of `clmm check --explain`: why the condition's state is forbidden (a minimum set of
// checks and one candidate with each failure spelled out event by event), why each racy state
// is racy (the racing accesses and the missing happens-before), and one execution per allowed
// state.
#include <ostream>
#include <streambuf>
#include <utility>

#include "explain/Explain.h"
#include "explain/ExplainNames.h"

namespace clmm {

namespace {

std::string stateText(const TestResult& r, const std::vector<int64_t>& values) {
  std::string s;
  for (size_t i = 0; i < values.size() && i < r.observables.size(); ++i)
    s.append(i ? " " : "").append(r.observables[i]).append("=").append(r.valueText(i, values[i]));
  return s;
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : sep) + x;
  return s;
}

// A stream that appends to a string: the text is megabytes for a test of many states, and
// std::ostringstream would copy it once more at its end (str()).
class StringAppender : public std::streambuf {
 public:
  explicit StringAppender(std::string& s) : s_(s) {}

 protected:
  int_type overflow(int_type c) override {
    if (!traits_type::eq_int_type(c, traits_type::eof())) s_.push_back(traits_type::to_char_type(c));
    return traits_type::not_eof(c);
  }
  std::streamsize xsputn(const char* p, std::streamsize n) override {
    s_.append(p, static_cast<size_t>(n));
    return n;
  }

 private:
  std::string& s_;
};

class Writer {
 public:
  Writer(const Program& p, const ShownExecution& s) : p_(p), s_(s), letters_(eventLetters(p, s.x)) {}
  // `letters`: eventLetters of s.x (they depend only on which events executed).
  Writer(const Program& p, const ShownExecution& s, std::vector<std::string> letters)
      : p_(p), s_(s), letters_(std::move(letters)) {}
  std::vector<std::string> takeLetters() { return std::move(letters_); }

  EventId id(size_t dense) const { return s_.prims.events.at(dense); }
  std::string letter(size_t dense) const { return name(id(dense)); }
  // eventLetter of an event of this execution (computed once per execution, not per mention).
  std::string name(EventId e) const { return letters_.at(e).empty() ? eventLetter(p_, s_.x, e) : letters_[e]; }
  std::string ref(size_t dense) const { return eventRef(p_, s_.x, id(dense)); }

  // Appended to the explanation's text piece by piece (no temporaries): one execution per state
  // is most of a long explanation.
  void execution(std::string& text, const std::string& indent) const {
    const Execution& x = s_.x;
    for (const WorkItem& w : p_.threads) {
      text.append(indent).append(w.name).append(" (work-group ").append(std::to_string(w.workGroup));
      text.append(", device ").append(std::to_string(w.device)).append(")\n");
      bool any = false;
      for (EventId e : w.events) {
        if (!x.executed[e]) continue;
        any = true;
        const size_t start = text.size() + indent.size() + 2;
        text.append(indent).append("  ").append(letters_[e]).append(": ");
        appendEventAction(text, p_, x, e);
        if (p_.events[e].range.known()) {
          if (text.size() - start < 30) text.append(30 - (text.size() - start), ' ');
          text.append("  line ").append(std::to_string(p_.events[e].range.line));
        }
        text += '\n';
      }
      if (!any) text.append(indent).append("  (no events)\n");
    }
    bool first = true;
    for (const Event& e : p_.events) {
      if (!x.executed[e.id] || !x.reads[e.id] || x.rf[e.id] < 0) continue;
      text.append(first ? indent + "reads-from: " : ", ").append(name(static_cast<EventId>(x.rf[e.id])));
      text.append(" -> ").append(name(e.id));
      first = false;
    }
    if (!first) text += '\n';
    first = true;
    for (const auto& order : x.co) {
      if (order.size() < 2) continue;
      text.append(first ? indent + "coherence: " : "; ");
      for (size_t i = 0; i < order.size(); ++i) text.append(i ? " -> " : "").append(name(order[i]));
      first = false;
    }
    if (!first) text += '\n';
  }

  std::string arrow(const cat::ExplainStep& st) const {
    return st.inverse ? "<-" + st.label + "-" : "-" + st.label + "->";
  }

  std::string detail(const cat::ExplainStep& st) const {
    if (st.detail.empty()) return "";
    std::string s = letter(st.detail.front().from);
    for (const auto& d : st.detail) s += " " + arrow(d) + " " + letter(d.to);
    return "   [" + s + "]";
  }

  void path(std::ostream& out, const cat::ExplainPath& path, bool cycle, const std::string& indent) const {
    if (path.empty()) return;
    out << indent << ref(path.front().from) << "\n";
    size_t width = 0;
    for (const auto& st : path) width = std::max(width, arrow(st).size());
    for (size_t i = 0; i < path.size(); ++i) {
      const auto& st = path[i];
      std::string a = arrow(st);
      a.resize(width, ' ');
      bool back = cycle && i + 1 == path.size() && st.to == path.front().from;
      out << indent << "  " << a << "  " << (back ? "back to " + letter(st.to) : ref(st.to)) << detail(st) << "\n";
    }
  }

  void notes(std::ostream& out, const std::vector<cat::ExplainNote>& notes, const std::string& indent) const {
    for (const auto& n : notes)
      out << indent << "and (" << letter(n.a) << ", " << letter(n.b) << ") is not in " << n.text << "\n";
  }

  void failure(std::ostream& out, const cat::CheckFailure& f, const std::string& indent) const {
    if (f.kind == "total") {
      if (!f.path.empty()) {
        out << indent << f.check << " fails: no total order contains " << f.expression
            << ", which has this cycle:\n";
        path(out, f.path, true, indent + "  ");
        notes(out, f.notes, indent + "  ");
        return;
      }
      std::vector<std::string> counts;
      for (const auto& [name, k] : f.innerFailures)
        counts.push_back((name.empty() ? std::string("no inner check") : name) + " on " + std::to_string(k));
      out << indent << f.check << " fails: " << (f.ordersCapped ? "each of the first " : "each of the ")
          << f.ordersTried << " total order" << (f.ordersTried == 1 ? "" : "s")
          << " containing " << f.expression << " fails one of the block's checks (" << join(counts, ", ") << ")\n";
      if (!f.exampleOrder.empty()) {
        std::vector<std::string> names;
        for (size_t d : f.exampleOrder) names.push_back(letter(d));
        out << indent << "for example, under the order " << join(names, " < ") << ":\n";
        for (const auto& inner : f.inner) failure(out, inner, indent + "  ");
      }
      return;
    }
    bool cycle = f.kind == "acyclic" || f.kind == "irreflexive";
    out << indent << f.check << " (" << f.kind << " " << f.expression << ") "
        << (f.kind == "flag" ? "is raised" : "fails") << (cycle ? " on this cycle:" : f.member ? ":" : " on this pair:") << "\n";
    if (f.member) out << indent << "  " << ref(*f.member) << " is in it\n";
    path(out, f.path, cycle, indent + "  ");
    notes(out, f.notes, indent + "  ");
  }

  void flag(std::ostream& out, const FlagExplanation& fl, const std::string& indent) const {
    std::vector<std::string> events;
    for (EventId e : fl.events) events.push_back(eventRef(p_, s_.x, e));
    out << indent << fl.flag << ": " << join(events, "  vs  ") << "\n";
    for (const auto& race : fl.races) {
      if (fl.races.size() > 1)
        out << indent << "  racing pair " << name(race.first) << ", " << name(race.second) << ":\n";
      std::string in = indent + (fl.races.size() > 1 ? "    " : "  ");
      for (const auto& f : race.facts) out << in << f << "\n";
      out << in << "neither happens before the other:\n";
      for (const auto& why : race.reasons) out << in << "- " << why << "\n";
    }
    for (const auto& l : fl.lines) out << indent << "  " << l << "\n";
    if (fl.generic) failure(out, *fl.generic, indent + "  ");
  }

 private:
  const Program& p_;
  const ShownExecution& s_;
  std::vector<std::string> letters_;  // eventLetters of s_.x
};

}  // namespace

std::string renderExplanationText(const Program& p, const TestResult& r, const Explanation& e,
                                  const std::vector<std::string>& pictures) {
  std::string text;  // `out` appends to it (unbuffered: the Writer appends to it directly too)
  StringAppender sink(text);
  std::ostream out(&sink);
  out << "Explanation of " << r.test << " under " << r.model << "\n";
  if (!e.decided) {
    out << "  not available: " << e.unknownReason << "\n\n";
    return text;
  }
  size_t shown = 0;
  auto picture = [&](const std::string& indent) {
    if (shown < pictures.size() && !pictures[shown].empty()) out << indent << "picture: " << pictures[shown] << "\n";
    ++shown;
  };

  if (e.explainsForbidden) {
    std::string prop = e.forbiddenText.empty() ? r.conditionText : e.forbiddenText;
    for (const char* q : {"~exists", "exists"})
      if (e.forbiddenText.empty() && prop.rfind(q, 0) == 0) prop = prop.substr(std::string(q).size());
    while (!prop.empty() && prop.front() == ' ') prop.erase(prop.begin());
    out << "Why forbidden: no consistent execution ends in a state where " << prop << "\n";
    if (e.conditionCandidates == 0) {
      out << "  no candidate execution ends in such a state at all: the program cannot produce these values, "
             "whatever the model says\n";
    } else {
      out << "  forbidden by: " << join(e.minimalChecks, ", ") << "\n";
      if (e.fromUnsatCore)
        out << "  (the smt engine's unsat core over the model's checks)\n";
      else if (e.fromQueries)
        out << "  (a minimum set of checks: with only these checks on, no execution ends in such a state, and with "
               "any smaller set on, one does; found exactly, trying every smaller set)\n";
      else
        out << "  (a minimum set of checks: "
            << (e.conditionCandidates == 1 ? std::string("the only candidate execution")
                                           : "each of the " + std::to_string(e.conditionCandidates) + " candidate executions")
            << " ending in such a state fails one of them, and no smaller set of checks does; found exactly, "
            << "trying every smaller set)\n";
      if (!e.coreMisses.empty())
        out << "  (the smt engine's unsat core, " << join(e.coreMisses, ", ")
            << ", does not exclude every candidate the explicit enumeration finds: this set does)\n";
      for (const auto& other : e.otherMinimalSets) out << "  another minimum set: " << join(other, ", ") << "\n";
      if (e.undecidedCandidates) out << "  (some candidates could not be judged within the limits)\n";
      for (const auto& s : e.forbidden) {
        Writer w(p, s);
        std::vector<std::string> names;
        for (const auto& f : s.failures) names.push_back(f.check);
        out << "  For example, this candidate execution ends in " << stateText(r, s.outcome) << " and fails "
            << join(names, " and ") << ":\n";
        w.execution(text, "    ");
        for (const auto& f : s.failures) w.failure(out, f, "    ");
        if (!s.otherFailures.empty()) out << "    it also fails: " << join(s.otherFailures, ", ") << "\n";
        picture("    ");
      }
    }
  }

  if (!e.racy.empty()) {
    out << "Why racy: " << e.racy.size() << " state" << (e.racy.size() == 1 ? " is" : "s are")
        << " reached only by executions with undefined behaviour\n";
    for (const auto& s : e.racy) {
      Writer w(p, s);
      bool satisfies = r.hasCondition && p.condition && p.condition->prop.eval(s.outcome);
      out << "  State " << stateText(r, s.outcome) << " (racy" << (satisfies ? ", satisfies the condition" : "")
          << "), for example:\n";
      w.execution(text, "    ");
      for (const auto& f : s.flags) w.flag(out, f, "    ");
      for (const auto& n : s.switchedOff) out << "    " << n << "\n";
      picture("    ");
    }
  }

  if (!e.allowed.empty()) {
    out << "Why allowed: an execution without undefined behaviour reaches each allowed state\n";
    std::vector<std::string> letters;  // the last execution's, kept while the same events execute
    const Execution* last = nullptr;
    for (const auto& s : e.allowed) {
      const size_t before = text.size();
      Writer w = last && last->executed == s.x.executed ? Writer(p, s, std::move(letters)) : Writer(p, s);
      out << "  State " << stateText(r, s.outcome) << (r.hasCondition ? (p.condition && p.condition->prop.eval(s.outcome) ? " (satisfies the condition)" : "") : "")
          << ":\n";
      w.execution(text, "    ");
      for (const auto& n : s.switchedOff) out << "    " << n << "\n";
      picture("    ");
      // Room for the rest, from the first one's length (thousands of states: megabytes copied as
      // the text grows, else).
      if (&s == &e.allowed.front()) text.reserve(text.size() + (text.size() - before) * (e.allowed.size() - 1) * 5 / 4);
      letters = w.takeLetters();
      last = &s.x;
    }
  }
  out << "\n";
  return text;
}

}  // namespace clmm

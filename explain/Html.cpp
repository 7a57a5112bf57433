// The sections of `clmm check --html FILE` (explain/Html.h): per test and model its source with
// the events of each line, its final states with their classes, the explanation, and the
// executions shown as inline SVG. Each picture is the one `--svg` draws (Dot.cpp) with the
// model's happens-before added (its edges beyond program order, hidden at first), drawn by
// Graphviz's dot; its edges carry one SVG class per relation, which the page's switches show and
// hide. Happens-before is what the model's race flag says orders two conflicting accesses: the
// first order its expression exempts (hb in opencl-base.cat's `... \ (hb | hb^-1 | wi | incl)`).
#include "explain/Html.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "axioms/Explain.h"
#include "explain/AnswerHints.h"
#include "explain/Explain.h"
#include "explain/ExplainNames.h"
#include "explain/Glossary.h"
#include "support/AtomicFile.h"
#include "support/Budget.h"
#include "support/Printable.h"
#include "support/Process.h"

namespace clmm {

namespace {

// The model's happens-before (see the top of this file): the expression, its label (its name or
// text) and its words (a named relation's, else what it is to the flag).
struct PageOrder {
  const cat::Expr* expr = nullptr;
  std::string label;
  std::string words;
};

PageOrder pageOrder(const cat::Model& model) {
  for (const auto& c : model.checks)
    if (c.isFlag() && c.expr && c.expr->kind == cat::Kind::Relation)
      if (const cat::Expr* order = cat::flagExemptions(model, *c.expr).order()) {
        PageOrder o{order, cat::expressionText(model, *order), ""};
        o.words = order->op == cat::Op::Name ? relationWords(model, o.label)
                                             : "the order that exempts a pair from " + c.name + " (happens-before)";
        return o;
      }
  return {};
}

// The relations a picture can switch, in the order of the switches: SVG class suffix, label.
std::vector<std::pair<std::string, std::string>> switchable(const cat::Model& model) {
  const PageOrder order = pageOrder(model);
  return {{"sb", "sb: program order"},
          {"rf", "rf: reads from"},
          {"mo", "mo: coherence"},
          {"shown", shownStyleName(model)},
          {"order", order.label + ": " + order.words},
          {"cycle", "the failing check's cycle"},
          {"race", "data race"}};
}

std::string stateValues(const TestResult& r, const std::vector<int64_t>& values) {
  std::string s;
  for (size_t i = 0; i < values.size() && i < r.observables.size(); ++i)
    s += (s.empty() ? "" : " ") + r.observables[i] + "=" + r.valueText(i, values[i]);
  return s;
}

// The happens-before edges a picture adds: the model's happens-before between the executed
// events of the work-items and commands (not initial writes, which precede everything), less the
// pairs that other such pairs imply and the pairs of one work-item (program order, drawn as sb).
std::string orderEdges(const Program& p, const cat::Model& model, const ShownExecution& s, DotLayout layout) {
  const PageOrder order = pageOrder(model);
  if (!order.expr) return "";
  const Relation hb = cat::evaluateRelation(model, *order.expr, s.prims.values, s.prims.size());
  size_t n = s.prims.size();
  EventSet shown(n);
  for (size_t d = 0; d < n; ++d) {
    EventId e = s.prims.events.at(d);
    if (p.events[e].kind != EventKind::Init && s.x.executed[e]) shown.set(d);
  }
  Relation r = hb.restrict(shown, shown);
  Relation immediate = r - r.compose(r);
  std::ostringstream out;
  const char* free = layout == DotLayout::Constrained ? "weight=0" : "constraint=false";
  immediate.forEach([&](size_t a, size_t b) {
    EventId ea = s.prims.events.at(a), eb = s.prims.events.at(b);
    if (p.events[ea].thread >= 0 && p.events[ea].thread == p.events[eb].thread) return;
    out << "  " << dotNodeName(ea) << " -> " << dotNodeName(eb) << " [color=\"#7b3fa0\", fontcolor=\"#7b3fa0\", "
        << "label=" << dotQuoted(order.label) << ", style=dotted, penwidth=1.4, " << free
        << ", class=\"rel_order\"];\n";
  });
  return out.str();
}

// The edges of relations drawn on request (explain/Html.h: DrawnRelation), each in its colour; at
// most kMaxDrawnEdges of each (Graphviz's time grows with them; the page lists the pairs).
constexpr size_t kMaxDrawnEdges = 200;
// The edges of relations drawn on request (explain/Html.h: DrawnRelation), each in its colour.
std::string extraEdges(const Program& p, const ShownExecution& s, const std::vector<DrawnRelation>& extra,
                       DotLayout layout) {
  static const char* colours[] = {"#8c564b", "#e377c2", "#17becf", "#bcbd22", "#9467bd", "#7f7f7f", "#1b9e77",
                                  "#d95f02"};
  const char* free = layout == DotLayout::Constrained ? "weight=0" : "constraint=false";
  std::ostringstream out;
  for (size_t i = 0; i < extra.size(); ++i) {
    const char* colour = colours[i % (sizeof colours / sizeof *colours)];
    auto drawn = [&](size_t d) {
      if (d >= s.prims.size()) return false;
      EventId e = s.prims.events.at(d);
      return p.events[e].kind != EventKind::Init && static_cast<bool>(s.x.executed[e]);
    };
    size_t edges = 0;
    extra[i].pairs.forEach([&](size_t a, size_t b) {
      if (a == b || !drawn(a) || !drawn(b) || edges >= kMaxDrawnEdges) return;
      bool both = extra[i].pairs.test(b, a);
      if (both && b < a) return;  // drawn once, double-headed
      out << "  " << dotNodeName(s.prims.events.at(a)) << " -> " << dotNodeName(s.prims.events.at(b)) << " [color=\""
          << colour << "\", fontcolor=\"" << colour << "\", label=" << dotQuoted(extra[i].name)
          << ", style=dashed, penwidth=1.3, " << free << (both ? ", dir=both" : "") << ", class=\"rel_x rel_x" << i
          << "\"];\n";
      ++edges;
    });
  }
  return out.str();
}

// Draws `dot` as SVG with Graphviz (no shell: support/Process.h); false when dot fails. Graphviz
// runs under the test's budget: BudgetExceeded when it ended it.
bool drawSvg(const std::string& dot, std::string& svg) {
  ProcessOptions po;
  po.stdinText = dot;
  po.captureStdout = true;
  ProcessResult r = runProcess({"dot", "-Tsvg"}, po);
  if (r.budget) throw BudgetExceeded(*r.budget);
  svg = r.out;
  return r.ok() && svg.find("<svg") != std::string::npos;
}

// The SVG element alone (no XML prolog, doctype or comments), its ids prefixed with `id` so
// that the page's pictures do not share any.
std::string inlineSvg(const std::string& svg, const std::string& id) {
  std::string body = svg.substr(svg.find("<svg"));
  std::string out;
  for (size_t i = 0; i < body.size();) {
    if (body.compare(i, 4, "<!--") == 0) {
      size_t end = body.find("-->", i);
      i = end == std::string::npos ? body.size() : end + 3;
      while (i < body.size() && body[i] == '\n') ++i;
    } else if (body.compare(i, 5, " id=\"") == 0) {
      out += " id=\"" + id + "-";
      i += 5;
    } else {
      out += body[i++];
    }
  }
  return out;
}


// A source line as the page shows it: without its `clmm-expect:` part (a comment's closing `*)`
// kept) unless asked; nothing when only that part was on the line.
std::optional<std::string> shownLine(const std::string& text, bool showExpectations) {
  size_t marker = text.find("clmm-expect:");
  if (showExpectations || marker == std::string::npos) return text;
  std::string kept = text.substr(0, marker);
  size_t close = text.find("*)", marker);
  if (close != std::string::npos) kept += text.substr(close);
  std::string bare;  // what is left, spaces aside: nothing, or an emptied one-line comment
  for (char c : kept)
    if (c != ' ' && c != '\t') bare += c;
  if (bare.empty() || bare == "(**)") return std::nullopt;
  return kept;
}

// The lines of the test's notes: after its first line, its first comment and its description
// strings, when they come before the initial state's `{` (a catalogue test's "Teaches: ..."
// comment and its description, which state the answer).
std::set<int> notesLines(const std::string& text) {
  std::set<int> lines;
  size_t brace = text.find('{');
  if (brace == std::string::npos) return lines;
  auto lineAt = [&](size_t at) { return 1 + static_cast<int>(std::count(text.begin(), text.begin() + at, '\n')); };
  auto mark = [&](size_t from, size_t to) {
    for (int l = std::max(2, lineAt(from)); l <= lineAt(to); ++l) lines.insert(l);
  };
  bool comment = false;
  for (size_t i = text.find('\n'); i != std::string::npos && i < brace;) {
    if (text[i] == '"') {
      size_t end = text.find('"', i + 1);
      if (end == std::string::npos || end > brace) break;
      mark(i, end);
      i = end + 1;
    } else if (text.compare(i, 2, "(*") == 0) {  // the first comment is the notes; others are skipped
      size_t end = text.find("*)", i);
      if (end == std::string::npos || end > brace) break;
      if (!comment) mark(i, end);
      comment = true;
      i = end + 2;
    } else {
      ++i;
    }
  }
  return lines;
}

// The test's first line with its name neutral (explain/AnswerHints.h).
std::string neutralHeader(const std::string& line, const std::string& name) {
  size_t at = line.find(name);
  std::string neutral = neutralName(name);
  return at == std::string::npos || neutral == name ? line : line.substr(0, at) + neutral + line.substr(at + name.size());
}

// The source, without the clmm-expect: lines and the notes (both state the answer) unless asked;
// the notes go to `notes`, for the answer's part of the page.
void sourceTable(std::ostream& out, const Program& p, const SourceFile& source, bool showExpectations,
                 const std::string& testName, std::string& notes) {
  const std::set<int> noted = showExpectations ? std::set<int>{} : notesLines(source.text());
  std::map<int, std::vector<std::string>> events;  // line -> "P0: atomic_load(y)"
  for (const Event& e : p.events) {
    if (e.kind == EventKind::Init || !e.range.known()) continue;
    std::string who = e.thread >= 0 && e.thread < static_cast<int>(p.threads.size()) ? p.threads[e.thread].name + ": " : "";
    std::string what = who + (e.text.empty() ? eventKindName(e.kind) : e.text);
    auto& list = events[e.range.line];
    if (std::find(list.begin(), list.end(), what) == list.end()) list.push_back(what);
  }
  out << "<table class=\"source\"><tr><th>line</th><th>source</th><th>events</th></tr>\n";
  int line = 1;
  std::istringstream in(source.text());
  for (std::string text; std::getline(in, text); ++line) {
    if (!text.empty() && text.back() == '\r') text.pop_back();
    std::optional<std::string> shown = shownLine(text, showExpectations);
    if (!shown) continue;
    if (noted.count(line)) {
      notes += *shown + "\n";
      continue;
    }
    if (line == 1 && !showExpectations) shown = neutralHeader(*shown, testName);
    auto it = events.find(line);
    out << "<tr" << (it != events.end() ? " class=\"has-events\"" : "") << "><td class=\"ln\">" << line
        << "</td><td class=\"code\">" << htmlEscape(*shown) << "</td><td class=\"ev\">";
    if (it != events.end())
      for (size_t i = 0; i < it->second.size(); ++i) out << (i ? "<br>" : "") << htmlEscape(it->second[i]);
    out << "</td></tr>\n";
  }
  out << "</table>\n";
}

// `path` with its file's name as neutral as a test's (explain/AnswerHints.h).
std::string neutralPath(const std::string& path) {
  size_t base = path.find_last_of('/') + 1, dot = path.find('.', base);
  std::string stem = path.substr(base, dot == std::string::npos ? std::string::npos : dot - base);
  return path.substr(0, base) + neutralName(stem) + (dot == std::string::npos ? "" : path.substr(dot));
}

void stateTable(std::ostream& out, const TestResult& r) {
  out << "<table class=\"states\"><tr>";
  for (const auto& o : r.observables) out << "<th>" << htmlEscape(o) << "</th>";
  out << "<th>class</th>" << (r.hasCondition ? "<th>condition</th>" : "") << "</tr>\n";
  for (const auto& st : r.states) {
    const char* cls = stateClassName(st.cls);
    out << "<tr class=\"" << cls << (st.satisfiesCondition ? " satisfies" : "") << "\">";
    for (size_t i = 0; i < st.values.size(); ++i) out << "<td>" << r.valueText(i, st.values[i]) << "</td>";
    out << "<td>" << cls << "</td>";
    if (r.hasCondition) out << "<td>" << (st.satisfiesCondition ? "satisfies" : "") << "</td>";
    out << "</tr>\n";
  }
  out << "</table>\n";
}

}  // namespace

void HtmlLegend::add(const DotLegend& rows) {
  for (const auto& row : rows.styles)
    if (std::find(styles.begin(), styles.end(), row) == styles.end()) styles.push_back(row);
  std::stable_sort(styles.begin(), styles.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& row : rows.names)
    if (std::find(names.begin(), names.end(), row) == names.end()) names.push_back(row);
}

void HtmlLegend::add(const HtmlLegend& other) {
  add(DotLegend{other.styles, other.names});
  for (const auto& [label, words] : other.orders) addOrder(label, words);
  for (const auto& name : other.shown) addShown(name);
  for (const auto& label : other.orderLabels) addOrderLabel(label);
}

void HtmlLegend::addOrder(const std::string& label, const std::string& words) {
  for (const auto& o : orders)
    if (o.first == label) return;
  orders.emplace_back(label, words);
}

void HtmlLegend::addShown(const std::string& name) {
  if (std::find(shown.begin(), shown.end(), name) == shown.end()) shown.push_back(name);
}

void HtmlLegend::addOrderLabel(const std::string& label) {
  if (!label.empty() && std::find(orderLabels.begin(), orderLabels.end(), label) == orderLabels.end())
    orderLabels.push_back(label);
}

// Why a budget ended a part of the page, in its words.
static std::string budgetWords(BudgetKind kind) {
  return kind == BudgetKind::Timeout  ? "the test's --timeout was reached"
         : kind == BudgetKind::Memory ? "over --max-memory"
                                      : "clmm was asked to stop";
}

std::string htmlEscape(const std::string& s) {
  std::string out;
  for (char c : printableText(s)) {  // names shown by the rule of every output (support/Printable.h)
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

bool prepareHtmlReport(const std::string& path) {
  if (!dotAvailable()) {
    std::cerr << "clmm: error: --html needs Graphviz's `dot` program to draw the pictures, and it is not on PATH: "
                 "install the package graphviz (Debian and Ubuntu: apt-get install graphviz)\n";
    return false;
  }
  // The page is written at the end, atomically (support/AtomicFile.h); its directory must take it.
  std::filesystem::path dir = std::filesystem::path(path).parent_path();
  if (dir.empty()) dir = ".";
  if (std::filesystem::is_directory(path) || access(dir.c_str(), W_OK) != 0) {
    std::cerr << "clmm: error: --html: cannot write the file '" << printableName(path)
              << "': check that its directory exists and is writable\n";
    return false;
  }
  return true;
}

std::string drawExecution(const Program& p, const cat::Model& model, const TestResult& r, const ShownExecution& s,
                          const std::string& id, HtmlLegend& legend, std::string* dotOut,
                          const std::vector<DrawnRelation>& extra) {
  for (DotLayout layout : {DotLayout::Pinned, DotLayout::Free, DotLayout::Constrained}) {
    DotLegend rows;  // the page has one legend: none in the picture
    std::string dot = renderDot(p, model, r, s, layout, &rows);
    size_t close = dot.rfind('}');
    if (close == std::string::npos) continue;
    std::string hb = orderEdges(p, model, s, layout);
    dot.insert(close, hb + extraEdges(p, s, extra, layout));
    std::string svg;
    if (drawSvg(dot, svg)) {
      legend.add(rows);
      if (!hb.empty()) legend.addOrder(pageOrder(model).label, pageOrder(model).words);
      for (const auto& shown : model.shows) legend.addShown(shown.name);
      if (dotOut) *dotOut = dot;
      return inlineSvg(svg, id);
    }
  }
  return "";
}

std::string renderHtmlSection(const Program& p, const SourceFile& source, const cat::Model& model, const TestResult& r,
                              const EngineOptions& engine, const std::string& id, const HtmlOptions& options,
                              HtmlLegend& legend, std::string& error) {
  std::ostringstream out;
  legend.addOrderLabel(pageOrder(model).label);  // the switches name the model's relations, drawn or not
  for (const auto& shown : model.shows) legend.addShown(shown.name);
  std::string verdict = r.decided ? verdictName(r.verdict) : "unknown";
  // No answer before the student asks (issue 40): the heading (and so the page's link list) names
  // the test and the model only; the verdict, the condition's outcome, the states' classes, the
  // test's notes, the explanation and the pictures are in the answer, closed until opened (the
  // page opens every answer when its address says #answer).
  // A name with a word of the answer in it is neutral until then (explain/AnswerHints.h).
  const std::string shownName = options.showExpectations ? r.test : neutralName(r.test);
  out << "<section class=\"test\" id=\"" << id << "\">\n<h2>" << htmlEscape(shownName) << " <span class=\"model\">under "
      << htmlEscape(r.model) << "</span></h2>\n";
  const std::string path = options.showExpectations ? source.path() : neutralPath(source.path());
  out << "<p class=\"meta\">" << htmlEscape(printableName(path)) << " &middot; engine " << htmlEscape(r.engine)
      << "</p>\n";
  if (r.hasCondition) out << "<p class=\"condition\">Condition: <code>" << htmlEscape(r.conditionText) << "</code></p>\n";
  out << "<h3>Source</h3>\n";
  std::string notes;
  sourceTable(out, p, source, options.showExpectations, r.test, notes);
  out << "<details class=\"answer\"><summary>Show the answer</summary>\n";
  out << "<p class=\"verdict-line\">Verdict: <span class=\"verdict " << verdict << "\">" << verdict << "</span>";
  if (r.hasCondition)
    out << " &mdash; the condition: " << (r.conditionOk ? "Ok" : "No") << ", observed " << observationName(r.observation);
  out << "</p>\n";
  // how many candidates are consistent tells forbidden from the rest: part of the answer
  if (r.decided) out << "<p class=\"meta\">" << r.consistent << " consistent of " << r.candidates << " candidate executions</p>\n";
  if (!r.decided) out << "<p class=\"unknown\">Unknown: " << htmlEscape(r.unknownReason) << "</p>\n";
  if (shownName != r.test || path != source.path())
    out << "<p class=\"meta\">The test's name: " << htmlEscape(r.test) << " (" << htmlEscape(printableName(source.path()))
        << ")</p>\n";
  if (!notes.empty()) out << "<h3>The test's notes</h3>\n<pre class=\"notes\">" << htmlEscape(notes) << "</pre>\n";
  out << "<h3>Final states</h3>\n";
  if (r.decided) stateTable(out, r);
  else out << "<p>none known</p>\n";
  if (!r.decided) return out.str() + "</details>\n</section>\n";

  Explanation e;
  std::string stopped;
  try {
    e = gatherExplanation(p, model, r, engine, options.state);
  } catch (const BudgetExceeded& b) {
    stopped = budgetWords(b.kind());
  }
  if (!stopped.empty())
    return out.str() + "<p class=\"unknown\">Explanation stopped: " + stopped + "</p>\n</details>\n</section>\n";

  std::string limited = options.state ? limitToState(e, *options.state, r) : "";
  std::vector<std::pair<const ShownExecution*, std::string>> shown;
  for (const auto& s : e.forbidden) shown.emplace_back(&s, "forbidden candidate execution");
  for (const auto& s : e.racy) shown.emplace_back(&s, "racy execution");
  for (const auto& s : e.allowed) shown.emplace_back(&s, "allowed execution");
  std::vector<std::string> names(shown.size());
  for (size_t i = 0; i < shown.size(); ++i) names[i] = "figure " + std::to_string(i + 1) + " below";
  std::string text = renderExplanationText(p, r, e, names);
  if (!limited.empty()) text.insert(text.find('\n') + 1, limited);
  out << "<h3>Explanation</h3>\n<pre class=\"explanation\">" << htmlEscape(text) << "</pre>\n";

  for (size_t i = 0; i < shown.size(); ++i) {
    const ShownExecution& s = *shown[i].first;
    std::string fig = id + "-f" + std::to_string(i + 1);
    std::string svg;
    try {
      svg = drawExecution(p, model, r, s, fig, legend);
    } catch (const BudgetExceeded& b) {
      std::string why = budgetWords(b.kind());
      error += "clmm: error: the pictures of " + printableText(r.test) + " under " + printableText(r.model) +
               " were not drawn from figure " + std::to_string(i + 1) + " on: " + why + "\n";
      out << "<p class=\"unknown\">Pictures stopped: " << why << "</p>\n";
      break;
    }
    out << "<figure class=\"execution hide-order\" id=\"" << fig << "\">\n<figcaption>Figure " << i + 1 << ": "
        << shown[i].second << " ending in " << htmlEscape(stateValues(r, s.outcome)) << "</figcaption>\n";
    if (svg.empty()) {
      error += "clmm: error: Graphviz's dot failed drawing figure " + std::to_string(i + 1) + " of " + r.test +
               " under " + r.model + " for the HTML report\n";
      out << "<p class=\"unknown\">Graphviz could not draw this execution.</p>\n</figure>\n";
      continue;
    }
    out << "<div class=\"switches\">show:";
    for (const auto& [rel, label] : switchable(model))
      if (svg.find("rel_" + rel) != std::string::npos || svg.find("also_" + rel) != std::string::npos)
        out << " <label class=\"sw-" << rel << "\"><input type=\"checkbox\" data-rel=\"" << rel << "\""
            << (rel == "order" ? "" : " checked") << "> " << htmlEscape(label) << "</label>";
    out << "</div>\n<div class=\"picture\">" << svg << "</div>\n";
    out << "<table class=\"events\"><tr><th>event</th><th>line</th><th>what it does here</th></tr>\n";
    for (const Event& ev : p.events) {
      if (ev.kind == EventKind::Init || !s.x.executed[ev.id]) continue;
      out << "<tr><td>" << htmlEscape(eventLetter(p, s.x, ev.id)) << "</td><td>"
          << (ev.range.known() ? std::to_string(ev.range.line) : std::string()) << "</td><td>"
          << htmlEscape(eventSummary(p, s.x, ev.id)) << "</td></tr>\n";
    }
    out << "</table>\n</figure>\n";
  }
  out << "</details>\n</section>\n";
  return out.str();
}

std::string renderHtmlNotChecked(const std::string& path, const std::string& why, const std::string& id) {
  return "<section class=\"test\" id=\"" + id + "\">\n<h2>" + htmlEscape(printableName(path)) +
         " <span class=\"verdict unknown\">not checked</span></h2>\n<pre class=\"explanation\">" + htmlEscape(why) +
         "</pre>\n</section>\n";
}

bool writeHtmlReport(const std::string& path, const std::vector<std::string>& sections, const std::string& title,
                     const HtmlLegend& legend) {
  return writeFileAtomically(path, renderHtmlPage(sections, title, legend)).empty();
}

}  // namespace clmm

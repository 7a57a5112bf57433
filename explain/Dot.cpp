// Graphviz pictures of the executions `clmm check --explain` shows: events grouped by work-item
// (top to bottom in program order), work-items by work-group and device (nested clusters, and
// sub-groups when the test has several in one work-group); reads-from, coherence (between the
// writes shown), synchronisation, the failing check's cycle and the racing pair styled apart,
// with a legend of the styles used and of what every relation name on an edge means. The cycle is
// drawn the way it walks: a step through an inverted relation is an arrow labelled `rf^-1`
// from the read to the write. A work-item whose barriers differ from its unit's (barrier
// divergence) is outlined and says which barrier it skips. Initial writes nobody reads from are
// left out.
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "axioms/Explain.h"
#include "explain/Explain.h"
#include "explain/ExplainNames.h"
#include "explain/Glossary.h"
#include "events/BarrierArrivals.h"
#include "support/Printable.h"

namespace clmm {

namespace {

std::string quoted(const std::string& s) {
  std::string q = "\"";
  for (char c : printableText(s)) {  // names shown by the rule of every output (support/Printable.h)
    if (c == '"' || c == '\\') q += '\\';
    q += c == '\n' ? std::string("\\n") : std::string(1, c);
  }
  return q + "\"";
}

std::string html(const std::string& s) {
  std::string out;
  for (char c : printableText(s)) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else out += c;
  }
  return out;
}

// HTML-label text broken into left-aligned lines of at most about 60 characters.
std::string wrapped(const std::string& s) {
  std::string out, line;
  size_t start = 0;
  while (start < s.size()) {
    size_t end = s.find(' ', start);
    if (end == std::string::npos) end = s.size();
    std::string word = s.substr(start, end - start);
    if (!line.empty() && line.size() + 1 + word.size() > 60) {
      out += html(line) + "<br align=\"left\"/>";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
    start = end + 1;
  }
  return out + html(line) + "<br align=\"left\"/>";
}

struct Style {
  const char* name;     // legend text
  const char* color;
  const char* attrs;    // extra edge attributes
};

const Style kSb{"sb: program order", "black", "weight=10"};
const Style kRf{"rf: reads from", "#d62728", "constraint=false"};
const Style kMo{"mo: coherence order", "#1f5fbf", "constraint=false, style=dashed"};
// The relations the model shows (`show EXPR as NAME`); the legend names them (shownStyleName).
const Style kShown{"", "#2ca02c", "constraint=false, style=dashed, penwidth=1.6"};
const Style kCycle{"the failing check's cycle, in order", "#ff7f0e", "constraint=false, penwidth=3"};
const Style kRace{"data race", "#d62728", "constraint=false, style=\"bold,dashed\", dir=both, arrowhead=none, arrowtail=none"};

std::string node(EventId e) { return "e" + std::to_string(e); }

// The SVG class of a style's edges, which the HTML report's switches show and hide (Html.cpp).
const char* relationClass(const Style& st) {
  return &st == &kSb ? "rel_sb" : &st == &kRf ? "rel_rf" : &st == &kMo ? "rel_mo" : &st == &kShown ? "rel_shown"
         : &st == &kCycle ? "rel_cycle" : "rel_race";
}

}  // namespace

std::string shownStyleName(const cat::Model& model) {
  std::string names;
  for (const auto& shown : model.shows) names += (names.empty() ? "" : ", ") + shown.name;
  if (model.shows.size() == 1 && !model.shows.front().doc.empty()) return names + ": " + model.shows.front().doc;
  return names.empty() ? "relations the model shows" : names + ": relations the model shows";
}

namespace {

class DotWriter {
 public:
  DotWriter(const Program& p, const cat::Model& model, const TestResult& r, const ShownExecution& s, DotLayout layout)
      : p_(p), model_(model), r_(r), s_(s), x_(s.x), layout_(layout) {}

  // The picture; with `legendOut`, its legend goes there instead of into the picture.
  std::string render(DotLegend* legendOut = nullptr);

 private:
  EventId id(size_t dense) const { return s_.prims.events.at(dense); }
  void collectHighlights();
  void cycleEdges(const cat::ExplainPath& path, int& counter);
  std::string nodeLabel(EventId e) const;
  std::string graphTitle() const;                      // render()'s parts, in order
  void workItemClusters();
  void executionEdges(DotLegend* legendOut);
  void layoutEdges(const std::vector<EventId>& inits);
  void edge(EventId a, EventId b, const Style& st, const std::string& label, const std::string& classes = "");
  void divergence();
  DotLegend legendRows() const;
  std::string legend() const;

  const Program& p_;
  const cat::Model& model_;
  const TestResult& r_;
  const ShownExecution& s_;
  const Execution& x_;
  std::ostringstream out_;
  std::set<EventId> shown_;       // events drawn
  std::set<EventId> highlighted_; // racing events, barrier divergence witnesses
  std::set<std::tuple<EventId, EventId, std::string>> drawn_;
  std::vector<std::tuple<EventId, EventId, std::string>> cycle_;  // the failure's path, numbered
  std::set<const Style*> used_;
  std::set<std::pair<EventId, EventId>> connected_;  // pairs joined by a drawn edge
  std::set<std::pair<EventId, EventId>> inCycle_;    // pairs of the cycle, in their relation's direction
  // Plain edges a cycle step stands for (not drawn apart), by relation: the cycle's edge gets the
  // class also_REL, so that the HTML page draws it as that relation when the cycle is hidden.
  std::map<std::string, std::set<std::pair<EventId, EventId>>> under_;
  std::vector<std::string> names_;                   // relation names on drawn edges, in order of use
  std::map<int, std::string> diverging_;             // work-item -> what it does at the barrier
  DotLayout layout_;
};

void DotWriter::cycleEdges(const cat::ExplainPath& path, int& counter) {
  for (const auto& st : path) {
    EventId a = id(st.from), b = id(st.to);  // the way the cycle walks
    std::string label = st.inverse ? st.label + "^-1" : st.label;
    cycle_.emplace_back(a, b, "(" + std::to_string(++counter) + ") " + label);
    // The pair as its relation holds it: the plain edge it stands for is not drawn again.
    if (st.inverse) std::swap(a, b);
    drawn_.emplace(a, b, st.label);
    inCycle_.emplace(a, b);
    shown_.insert(a), shown_.insert(b);
  }
}

void DotWriter::collectHighlights() {
  int counter = 0;
  for (const auto& f : s_.failures) {
    cycleEdges(f.path, counter);
    for (const auto& inner : f.inner) cycleEdges(inner.path, counter);
    if (f.member) shown_.insert(id(*f.member));
  }
  for (const auto& fl : s_.flags) {
    for (EventId e : fl.events) highlighted_.insert(e), shown_.insert(e);
    for (const auto& race : fl.races) highlighted_.insert(race.first), highlighted_.insert(race.second);
    for (EventId e : fl.events)  // a barrier instance: all its fences
      if (p_.events[e].barrier >= 0)
        for (const Event& o : p_.events)
          if (o.barrier == p_.events[e].barrier && x_.executed[o.id]) highlighted_.insert(o.id);
    if (fl.generic) cycleEdges(fl.generic->path, counter);
  }
}

std::string DotWriter::nodeLabel(EventId e) const {
  const Event& ev = p_.events[e];
  std::string action = eventAction(p_, x_, e);
  if (ev.kind == EventKind::Init) return "initially\n" + p_.locations.at(ev.loc).name + " = " + std::to_string(x_.writeValue[e]);
  // Two lines: what it does, then its order and scope.
  std::string first = action, second;
  // Accesses: "W x=1" / "rel wg"; fences: "F" / "global rel wg"; barriers: "barrier B1 entry" / "global wg".
  size_t cut = action.find(' ', action.find(' ') + 1);
  if (ev.kind == EventKind::Fence) cut = action.find(' ');
  if (ev.kind == EventKind::BarrierEntry || ev.kind == EventKind::BarrierExit) {
    cut = action.find(ev.kind == EventKind::BarrierEntry ? " entry" : " exit");
    cut = action.find(' ', cut + 1);
  }
  if (ev.isCall() || ev.isCommand() || ev.isUndefined())
    cut = std::string::npos;  // an API call as written; "start of K"
  if (cut != std::string::npos) first = action.substr(0, cut), second = action.substr(cut + 1);
  if (second == "na") second = "non-atomic";
  std::string label = eventLetter(p_, x_, e) + ": " + first;
  if (!second.empty()) label += "\n" + second;
  if (ev.range.known()) label += "\nline " + std::to_string(ev.range.line);
  return label;
}

void DotWriter::edge(EventId a, EventId b, const Style& st, const std::string& label, const std::string& classes) {
  used_.insert(&st);
  // The relation names on the edge ("(3) ra_sw_G" names ra_sw_G, "rf, mo" both), for the legend.
  std::string rest = label;
  if (!rest.empty() && rest.front() == '(' && rest.find(") ") != std::string::npos) rest = rest.substr(rest.find(") ") + 2);
  for (size_t start = 0; !rest.empty() && start <= rest.size();) {
    size_t end = rest.find(", ", start);
    if (end == std::string::npos) end = rest.size();
    std::string name = rest.substr(start, end - start);
    if (!name.empty() && std::find(names_.begin(), names_.end(), name) == names_.end()) names_.push_back(name);
    start = end + 2;
  }
  if (&st == &kSb && std::find(names_.begin(), names_.end(), "sb") == names_.end()) names_.push_back("sb");
  connected_.emplace(a, b), connected_.emplace(b, a);
  out_ << "  " << node(a) << " -> " << node(b) << " [color=\"" << st.color << "\", fontcolor=\"" << st.color << "\"";
  if (!label.empty()) out_ << ", label=" << quoted(label);
  std::string attrs = st.attrs;
  if (layout_ == DotLayout::Constrained && attrs.find("constraint=false") != std::string::npos)
    attrs.replace(attrs.find("constraint=false"), 16, "weight=0");
  out_ << ", " << attrs << ", class=\"" << relationClass(st) << classes << "\"];\n";
}

// The graph's title: the test, the model, the final state and its class, each failing check
// and each raised flag with its events.
std::string DotWriter::graphTitle() const {
  std::string role = s_.role == ShownExecution::Role::Forbidden ? "forbidden: this candidate execution is inconsistent"
                     : s_.role == ShownExecution::Role::Racy    ? "racy: an execution with undefined behaviour"
                                                                : "allowed: an execution without undefined behaviour";
  std::string state;
  for (size_t i = 0; i < s_.outcome.size() && i < r_.observables.size(); ++i)
    state += (state.empty() ? "" : " ") + r_.observables[i] + "=" + std::to_string(s_.outcome[i]);
  std::string title = r_.test + " under " + r_.model + "\n" + state + " (" + role + ")";
  for (const auto& f : s_.failures) {
    bool cycle = f.kind == "acyclic" || f.kind == "irreflexive" || (f.kind == "total" && !f.path.empty());
    if (f.kind == "total" && f.path.empty() && !f.exampleOrder.empty()) {
      std::string order;
      for (size_t d : f.exampleOrder) order += (order.empty() ? "" : " < ") + eventLetter(p_, x_, id(d));
      std::string inner = f.inner.empty() ? std::string("an inner check") : f.inner.front().check;
      title += "\nfails " + f.check + ": no total order S satisfies it; under S = " + order + ", " + inner +
               " fails on the orange edges";
    } else {
      title += "\nfails " + f.check + (cycle ? ": its cycle is drawn in orange, numbered" : ": on the orange edges");
    }
  }
  for (const auto& fl : s_.flags) {
    std::string what;
    for (const auto& race : fl.races)
      what += (what.empty() ? "" : ", ") + eventLetter(p_, x_, race.first) + " and " + eventLetter(p_, x_, race.second);
    if (what.empty())
      for (EventId e : fl.events) what += (what.empty() ? "" : ", ") + eventLetter(p_, x_, e);
    std::string flag = fl.flag;
    for (char& c : flag)
      if (c == '_') c = ' ';
    title += "\n" + flag + ": " + what;
  }
  return title;
}

// Devices > work-groups > (sub-groups) > work-items, each with its executed events.
void DotWriter::workItemClusters() {
  std::map<int, std::map<int, std::map<int, std::vector<int>>>> units;
  for (size_t t = 0; t < p_.threads.size(); ++t) {
    const WorkItem& w = p_.threads[t];
    units[w.device][w.workGroup][w.subGroup].push_back(static_cast<int>(t));
  }
  for (const auto& [dev, groups] : units) {
    out_ << "  subgraph cluster_dev" << dev << " {\n    label=\"device " << dev
         << "\"; style=rounded; color=gray40; fontsize=12;\n";
    for (const auto& [wg, subs] : groups) {
      out_ << "    subgraph cluster_wg" << wg << " {\n      label=\"work-group " << wg
           << "\"; style=\"rounded,dashed\"; color=gray40; fontsize=11;\n";
      for (const auto& [sg, threads] : subs) {
        bool sgCluster = subs.size() > 1 && mentionsSubGroups(p_);
        if (sgCluster)
          out_ << "      subgraph cluster_sg" << sg << " {\n        label=\"sub-group " << sg
               << "\"; style=\"rounded,dotted\"; color=gray50; fontsize=10;\n";
        for (int t : threads) {
          const WorkItem& w = p_.threads[t];
          auto div = diverging_.find(t);
          if (div == diverging_.end())
            out_ << "      subgraph cluster_" << w.name << " {\n        label=" << quoted(w.name)
                 << "; style=\"rounded,filled\"; fillcolor=gray96; color=gray70; fontsize=12;\n";
          else
            out_ << "      subgraph cluster_" << w.name << " {\n        label=" << quoted(w.name + ": " + div->second)
                 << "; style=\"rounded,filled\"; fillcolor=\"#fff0f0\"; color=\"#d62728\"; penwidth=2.5; "
                    "fontcolor=\"#d62728\"; fontsize=12;\n";
          bool any = false;
          for (EventId e : w.events) {
            if (!x_.executed[e]) continue;
            any = true;
            out_ << "        " << node(e) << " [label=" << quoted(nodeLabel(e));
            if (highlighted_.count(e)) out_ << ", fillcolor=\"#ffd6d6\", color=\"#d62728\", penwidth=2";
            out_ << "];\n";
          }
          if (!any) out_ << "        empty_" << w.name << " [label=\"(no events)\", shape=plaintext, style=\"\"];\n";
          if (div != diverging_.end())
            out_ << "        diverges_" << w.name << " [label=" << quoted(div->second)
                 << ", shape=box, style=\"rounded,dashed\", color=\"#d62728\", fontcolor=\"#d62728\"];\n";
          out_ << "      }\n";
        }
        if (sgCluster) out_ << "      }\n";
      }
      out_ << "    }\n";
    }
    out_ << "  }\n";
  }
}

// The edges: program order, rf and mo, the relations the model shows, the failing check's
// cycle and the races.
void DotWriter::executionEdges(DotLegend* legendOut) {
  // Program order: immediate successors only.
  for (const WorkItem& w : p_.threads) {
    EventId prev = 0;
    bool have = false;
    for (EventId e : w.events) {
      if (!x_.executed[e]) continue;
      // Always there, to lay each work-item out top to bottom; invisible under a cycle edge.
      if (have && drawn_.count({prev, e, "sb"})) {
        out_ << "  " << node(prev) << " -> " << node(e) << " [style=invis, weight=10];\n";
        under_["sb"].emplace(prev, e);
      }
      else if (have)
        edge(prev, e, kSb, "");
      prev = e, have = true;
    }
    int t = static_cast<int>(&w - &p_.threads.front());
    if (have && diverging_.count(t))  // what the work-item does instead, below its last event
      out_ << "  " << node(prev) << " -> diverges_" << w.name << " [style=invis, weight=10];\n";
  }
  // Coherence between the writes shown, on locations with two or more of them; a
  // read-modify-write reading its predecessor gets one edge "rf, mo".
  std::set<std::pair<EventId, EventId>> mo;
  for (const auto& order : x_.co) {
    std::vector<EventId> writes;
    for (EventId w : order)
      if (shown_.count(w)) writes.push_back(w);
    for (size_t i = 0; i + 1 < writes.size(); ++i)
      if (!drawn_.count({writes[i], writes[i + 1], "mo"})) mo.emplace(writes[i], writes[i + 1]);
      else under_["mo"].emplace(writes[i], writes[i + 1]);
  }
  for (const Event& e : p_.events)
    if (x_.executed[e.id] && x_.reads[e.id] && x_.rf[e.id] >= 0) {
      EventId w = static_cast<EventId>(x_.rf[e.id]);
      bool alsoMo = mo.erase({w, e.id}) > 0;
      if (!drawn_.count({w, e.id, "rf"})) edge(w, e.id, kRf, alsoMo ? "rf, mo" : "rf");
      else under_["rf"].emplace(w, e.id);
    }
  for (const auto& [a, b] : mo) edge(a, b, kMo, "mo");
  // The relations the model shows (`show EXPR as NAME`: opencl-base.cat shows its
  // synchronisation, gsw | lsw, as sw), each edge labelled with the name.
  for (const auto& shown : model_.shows) {
    std::set<std::pair<EventId, EventId>> pairs;
    cat::evaluateRelation(model_, *shown.expr, s_.prims.values, s_.prims.size()).forEach([&](size_t a, size_t b) {
      pairs.emplace(id(a), id(b));
    });
    for (const auto& [a, b] : pairs) {
      if (!inCycle_.count({a, b})) edge(a, b, kShown, shown.name);
      else under_["shown"].emplace(a, b);
    }
  }
  // The failing check's cycle, numbered in order.
  for (const auto& [a, b, label] : cycle_) {
    std::string classes;
    for (const auto& [rel, pairs] : under_)
      if (pairs.count({a, b})) {
        classes += " also_" + rel;
        if (legendOut)  // the page draws it as that relation when the cycle is hidden
          used_.insert(rel == "sb" ? &kSb : rel == "rf" ? &kRf : rel == "mo" ? &kMo : &kShown);
      }
    edge(a, b, kCycle, label, classes);
  }
  // Racing pairs.
  for (const auto& fl : s_.flags)
    for (const auto& race : fl.races) edge(race.first, race.second, kRace, fl.flag);
}

void DotWriter::layoutEdges(const std::vector<EventId>& inits) {
  // Layout: initial values above the work-items, work-items left to right in program order.
  std::vector<EventId> firsts;
  for (const WorkItem& w : p_.threads)
    for (EventId e : w.events)
      if (x_.executed[e]) {
        firsts.push_back(e);
        break;
      }
  for (EventId i : inits)
    for (EventId f : firsts) out_ << "  " << node(i) << " -> " << node(f) << " [style=invis];\n";
  if (firsts.size() > 1 && layout_ == DotLayout::Pinned) {
    out_ << "  { rank=same;";
    for (EventId f : firsts) out_ << " " << node(f) << ";";
    out_ << " }\n";
    // (Not between events an edge already joins: Graphviz 2.43 crashes on some such pairs.)
    for (size_t i = 0; i + 1 < firsts.size(); ++i)
      if (!connected_.count({firsts[i], firsts[i + 1]}))
        out_ << "  " << node(firsts[i]) << " -> " << node(firsts[i + 1]) << " [style=invis];\n";
  }
}

std::string DotWriter::render(DotLegend* legendOut) {
  collectHighlights();
  divergence();
  for (const Event& e : p_.events) {
    if (!x_.executed[e.id]) continue;
    if (e.kind != EventKind::Init) shown_.insert(e.id);
    if (x_.reads[e.id] && x_.rf[e.id] >= 0) shown_.insert(static_cast<EventId>(x_.rf[e.id]));
  }

  const std::string title = graphTitle();
  out_ << "digraph " << quoted(r_.test) << " {\n";
  out_ << "  graph [label=" << quoted(title) << ", labelloc=t, fontname=\"Helvetica\", fontsize=14, newrank=true, "
       << "nodesep=0.6, ranksep=0.5, compound=true];\n";
  out_ << "  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"Helvetica\", fontsize=11];\n";
  out_ << "  edge [fontname=\"Helvetica\", fontsize=10, arrowsize=0.7];\n";

  // Initial writes that are shown.
  std::vector<EventId> inits;
  for (EventId e : shown_)
    if (p_.events[e].kind == EventKind::Init) inits.push_back(e);
  // Initial values above the work-items (see the layout edges below).
  for (EventId e : inits)
    out_ << "  " << node(e) << " [label=" << quoted(nodeLabel(e)) << ", fillcolor=gray92, style=\"rounded,filled,dotted\"];\n";

  workItemClusters();

  // Commands' own events (start, end, completion of a kernel, marker or barrier): in no work-item.
  for (EventId e : shown_)
    if (p_.events[e].isCommand())
      out_ << "  " << node(e) << " [label=" << quoted(nodeLabel(e)) << ", shape=ellipse, fillcolor=\"#eef3fb\"];\n";

  executionEdges(legendOut);

  layoutEdges(inits);

  if (legendOut)
    *legendOut = legendRows();
  else
    out_ << legend();
  out_ << "}\n";
  return out_.str();
}

// The legend: one table (a title row, no empty row above it) of the styles used, then what each
// relation name on an edge means.
std::string DotWriter::legend() const {
  std::ostringstream out;
  out << "  legend [shape=plaintext, style=\"\", label=<<table border=\"1\" color=\"gray70\" cellborder=\"0\" "
         "cellspacing=\"2\" cellpadding=\"2\" style=\"rounded\"><tr><td colspan=\"2\"><b>legend</b></td></tr>";
  DotLegend rows = legendRows();
  for (const auto& row : rows.styles) out << row.second;
  for (const auto& row : rows.names) out << row;
  out << "</table>>];\n";
  return out.str();
}

// The legend's rows: the styles used, then what each relation name on an edge means.
DotLegend DotWriter::legendRows() const {
  DotLegend rows;
  int rank = 0;
  for (const Style* st : {&kSb, &kRf, &kMo, &kShown, &kCycle, &kRace}) {
    rank += st == &kCycle ? 20 : 10;
    if (!used_.count(st)) continue;
    bool dashed = std::string(st->attrs).find("dashed") != std::string::npos;
    bool bold = st == &kCycle;
    std::string line = st == &kRace ? "- - - - -" : dashed ? "- - - &gt;" : "——&gt;";
    if (bold) line = "<b>━━&gt;</b>";
    rows.styles.emplace_back(rank, std::string("<tr><td align=\"left\"><font color=\"") + st->color + "\">" +
                                       line + "</font></td><td align=\"left\">" +
                                       html(st == &kShown ? shownStyleName(model_) : st->name) + "</td></tr>");
  }
  if (!highlighted_.empty())
    rows.styles.emplace_back(
        80, "<tr><td bgcolor=\"#ffd6d6\">     </td><td align=\"left\">events with undefined behaviour</td></tr>");
  if (!diverging_.empty())
    rows.styles.emplace_back(
        90, "<tr><td><font color=\"#d62728\">▭</font></td><td align=\"left\">a work-item that does not reach "
            "the barriers the others of its unit reach</td></tr>");
  for (const auto& name : names_)
    rows.names.push_back("<tr><td align=\"right\">" + html(name) + "</td><td align=\"left\" balign=\"left\">" +
                         wrapped(relationWords(model_, name)) + "</td></tr>");
  return rows;
}

// Barrier divergence: per diverging unit, the work-items that reach no barrier where the others
// reach one (or another barrier than most of them) are marked, with what they do instead.
void DotWriter::divergence() {
  bool raised = false;
  for (const auto& fl : s_.flags) raised |= fl.shape == FlagExplanation::Shape::Divergence;
  if (!raised) return;
  const BarrierArrivals arrivals = barrierArrivals(p_, [&](EventId e) { return static_cast<bool>(x_.executed[e]); });
  for (const auto& d : arrivals.divergences) {
    std::map<std::string, int> count;
    for (const auto& [t, label] : d.labels)
      if (!label.empty()) ++count[label];
    std::string usual;
    int most = 0;
    for (const auto& [label, n] : count)
      if (n > most) usual = label, most = n;
    for (const auto& [t, label] : d.labels) {
      if (label == usual) continue;
      diverging_[t] = label.empty() ? "skips barrier " + usual : "reaches " + label + " where the others reach " + usual;
    }
  }
}

}  // namespace

std::string dotNodeName(EventId e) { return node(e); }

std::string dotQuoted(const std::string& s) { return quoted(s); }

std::string renderDot(const Program& p, const cat::Model& model, const TestResult& r, const ShownExecution& s,
                      DotLayout layout, DotLegend* legend) {
  return DotWriter(p, model, r, s, layout).render(legend);
}

}  // namespace clmm

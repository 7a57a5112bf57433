// Implements the `clmm events` dump of an event program.
#include "events/Print.h"

#include <iomanip>
#include <map>
#include <sstream>

namespace clmm {

namespace {

std::string unitGroups(const Program& p, int WorkItem::*unit) {
  std::map<int, std::string> groups;
  for (const auto& t : p.threads) groups[t.*unit] += (groups[t.*unit].empty() ? "" : " ") + t.name;
  std::string s;
  for (const auto& [id, names] : groups) s += " {" + names + "}";
  return s;
}

const char* condKindName(Cond::Kind k) {
  switch (k) {
    case Cond::Kind::Branch: return "branch";
    case Cond::Kind::CasSuccess: return "cas-success";
    case Cond::Kind::LoopBound: return "loop-bound (must be false)";
    case Cond::Kind::Choice: return "free choice";
  }
  return "?";
}

}  // namespace

void printProgram(const Program& p, std::ostream& out) {
  out << "test " << p.name << "  (" << p.file << ")\n";
  out << "locations:\n";
  for (const auto& l : p.locations)
    out << "  " << std::left << std::setw(10) << l.name << regionName(l.region)
        << (l.fineGrained ? " fine-grained" : "") << (l.atomicType ? " atomic_int" : " int")
        << "  init " << l.init << "\n";

  out << "events (initial writes):\n";
  for (const auto& e : p.events)
    if (e.kind == EventKind::Init) out << "  " << p.describe(e.id) << "\n";

  for (const auto& t : p.threads) {
    out << (t.host ? "host thread " : "work-item ") << t.name
        << (t.kernel.empty() ? "" : " of kernel " + t.kernel) << "  (sub-group " << t.subGroup
        << ", work-group " << t.workGroup << ", device " << t.device << ")\n";
    for (EventId id : t.events) {
      const Event& e = p.events[id];
      std::ostringstream line;
      line << "  " << p.describe(id);
      if (e.isAccess() && e.kind != EventKind::Init) line << (e.atomic ? " atomic" : " non-atomic");
      if (e.barrier >= 0) line << " barrier " << p.barriers[e.barrier].label;
      if (!e.guard.empty()) line << "  if " << p.guardToString(e.guard);
      std::string s = line.str();
      out << s;
      if (e.range.known()) {
        out << std::string(s.size() < 60 ? 60 - s.size() : 1, ' ') << "line " << e.range.line;
        if (!e.text.empty()) out << ": " << e.text;
      }
      out << "\n";
    }
    for (const auto& [reg, v] : t.registers)
      out << "  final " << t.index << ":" << reg << " = " << p.valueToString(v) << "\n";
  }
  if (!p.commands.empty()) {
    out << "commands:\n";
    for (const auto& c : p.commands) {
      out << "  " << c.label << " (enqueued by " << p.threads[c.issuer].name << " on "
          << (c.queue.empty() ? std::string("the device queue") : "queue " + c.queue) << "): "
          << p.describe(c.start) << ", ";
      if (c.end >= 0) out << p.describe(static_cast<EventId>(c.end)) << ", ";
      out << p.describe(c.complete);
      const Guard& g = p.events[c.start].guard;
      if (!g.empty()) out << "  if " << p.guardToString(g);
      out << "\n";
    }
  }
  if (!p.conds.empty()) {
    out << "conditions:\n";
    for (size_t c = 0; c < p.conds.size(); ++c) {
      const Cond& cond = p.conds[c];
      out << "  c" << c << " (" << p.threads[cond.thread].name << ", " << condKindName(cond.kind)
          << "): " << p.valueToString(cond.value) << " != 0";
      if (!cond.guard.empty()) out << "  if " << p.guardToString(cond.guard);
      out << "\n";
    }
  }
  out << "relations:\n";
  out << "  sb: program order within each work-item (the order listed above)\n";
  out << "  sg:" << unitGroups(p, &WorkItem::subGroup) << "\n";
  out << "  wg:" << unitGroups(p, &WorkItem::workGroup) << "\n";
  out << "  dev:" << unitGroups(p, &WorkItem::device) << "\n";
  if (!p.commandSync.empty()) {
    out << "  csw:";
    for (const auto& [a, b] : p.commandSync) out << " e" << a << "->e" << b;
    out << "\n";
  }
  if (!p.deviceEnqueue.empty()) {
    out << "  denq:";
    for (const auto& [a, b] : p.deviceEnqueue) out << " e" << a << "->e" << b;
    out << "\n";
  }
  for (const auto& b : p.barriers) {
    out << "  barrier " << b.label << " (" << (b.subGroup ? "sub-group " : "work-group ") << b.unit
        << "):";
    for (int t : b.threads) out << " " << p.threads[t].name;
    out << "\n";
  }
  out << "observables:";
  for (const auto& o : p.observables) out << " " << o.name;
  out << "\n";
  if (p.condition) out << "condition: " << p.condition->text << "\n";
}

namespace {

// Binding strength, loosest first: `=>`, `\/`, `/\`, then `~` and atoms.
int strength(Formula::Kind k) {
  switch (k) {
    case Formula::Kind::Implies: return 0;
    case Formula::Kind::Or: return 1;
    case Formula::Kind::And: return 2;
    default: return 3;
  }
}

std::string herdProposition(const Program& p, const Formula& f);

// An operand, in parentheses where its operator binds more loosely than its parent's (or as
// loosely, on the right: herd's `/\` and `\/` group to the left like clmm's, `=>` to the right).
std::string operand(const Program& p, const Formula& parent, size_t i) {
  const Formula& o = parent.operands[i];
  int mine = strength(o.kind), theirs = strength(parent.kind);
  bool needs = mine < theirs || (mine == theirs && mine < 3 &&
                                 (parent.kind == Formula::Kind::Implies ? i == 0 : i == 1));
  std::string text = herdProposition(p, o);
  return needs ? "(" + text + ")" : text;
}

std::string herdProposition(const Program& p, const Formula& f) {
  auto both = [&](const char* op) { return operand(p, f, 0) + " " + op + " " + operand(p, f, 1); };
  switch (f.kind) {
    case Formula::Kind::True: return "true";
    case Formula::Kind::False: return "false";
    case Formula::Kind::Atom:
      return p.observables.at(f.observable).name + "=" +
             (f.operands.empty() ? valueText(f.value, p.observables.at(f.observable).type) : p.observables.at(f.operands[0].observable).name);
    case Formula::Kind::Not: {
      std::string inner = herdProposition(p, f.operands[0]);
      return strength(f.operands[0].kind) < 3 ? "~(" + inner + ")" : "~" + inner;
    }
    case Formula::Kind::And: return both("/\\");
    case Formula::Kind::Or: return both("\\/");
    case Formula::Kind::Implies: return both("=>");
  }
  return "false";
}

}  // namespace

std::string herdCondition(const Program& p) {
  if (!p.condition) return "forall (true)";
  const char* q = p.condition->quantifier == Quantifier::Exists      ? "exists"
                  : p.condition->quantifier == Quantifier::NotExists ? "~exists"
                                                                     : "forall";
  return std::string(q) + " (" + herdProposition(p, p.condition->prop) + ")";
}

}  // namespace clmm
